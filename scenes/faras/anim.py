"""Faras animations: each batch of events becomes one Timeline whose tweens the painter reads and whose
callbacks move the scene's display model from the pre-event picture to the post-event one."""
from __future__ import annotations

import pygame

from game.faras import data as D
from scenes.faras.pieces import dam_stone_rect
from ui.anim import Timeline, Tween, ease_in_out, ease_out_cubic, linear

# ----------------------------------------------------------------------------------------
def animate(sc, events):
    """Turn one batch of events into a Timeline on the scene's animator (see the scene's docstring)."""
    if sc.disp is None:
        sc.sync()
        return
    tl = Timeline()
    calls: list[tuple[float, int, object]] = []
    order = [0]

    def at(tm, fn):
        order[0] += 1
        calls.append((tm, order[0], fn))

    disp = sc.disp
    faces = {c: e["token"] for c, e in disp["cells"].items() if e["up"]}
    dam_n = [disp["dam"]]
    t = 0.0
    pair_start = None
    placed = [e for e in events if e.kind == "placed"]
    many = len(placed) > 2
    for e in events:
        k = e.kind
        g = e.get
        if k == "placed":
            dur = 0.22 if many else 0.32
            _fly(sc, tl, at, t, dur, sc.lower_rect.inflate(-sc.lower_rect.w // 2, -sc.lower_rect.h // 2),
                      g("cell"), g("token"), to_cell=True, pos=(g("x"), g("y")))
            faces[g("cell")] = g("token")
            t += 0.04 if many else dur
            at(t, lambda: sc.sound("place"))
        elif k == "memorise_started":
            t += 0.25 if many else 0.0
            sc.memo_left = None
        elif k == "turned_down":
            cells = g("cells")
            positions = g("positions") or [None] * len(cells)
            big = len(cells) > 4
            for i, c in enumerate(cells):
                r_, c_ = divmod(c, D.BOARD_COLS)
                start = t + ((r_ + c_) * 0.045 if big else 0.0)
                _flip(sc, tl, at, start, 0.34, c, faces.get(c), None, new_pos=positions[i])
                faces.pop(c, None)
            t += (14 * 0.045 + 0.34) if big else 0.4
            at(t - 0.3, lambda: sc.sound("flip"))
        elif k == "revealed":
            c = g("cell")
            at(t, lambda c=c: (sc.puffs.burst(sc.disp_cell_rect(c).center, sc.token_size, c * 13 + len(sc.state.log)),
                               sc.sound("dig")))
            _flip(sc, tl, at, t + 0.08, 0.36, c, None, g("token"))
            faces[c] = g("token")
            t += 0.5
        elif k == "pair":
            t += 0.5
            pair_start = t
            for tok, c in zip(g("tokens"), g("cells")):
                if tok in g("kept"):
                    _fly(sc, tl, at, t, 0.55, c, ("coll", g("seat")), tok)
                    faces.pop(c, None)
            label = D.TYPE_LABELS[g("type")]
            both = len(g("kept")) == 2
            _banner(sc, tl, at, t, 0.9, f"A pair of {label}! {sc.name(g('seat'))} keeps "
                         f"{'both' if both else 'one'}", "good")
            at(t + 0.5, lambda: sc.sound("score"))
            t += 0.6
        elif k == "scorpion":
            c = g("cell")
            tw = tl.add(Tween(0.0, 1.0, 0.5, linear), t)
            at(t, lambda c=c, tw=tw: sc.shakes.__setitem__(c, tw))
            at(t + 0.5, lambda c=c: sc.shakes.pop(c, None))
            _banner(sc, tl, at, t, 0.8, "Scorpion! It goes to the dam" +
                         ("" if g("cured") else " and stings"), "bad")
            t += 0.55
        elif k == "to_dam":
            c = g("cell")
            start = pair_start if pair_start is not None else t
            slot = dam_n[0]
            dam_n[0] += 1
            _fly(sc, tl, at, start, 0.6, c, ("dam", slot), faces.get(c, g("token")))
            faces.pop(c, None)
            t = max(t, start + 0.65)
            pair_start = None
        elif k == "penalty":
            seat, slot = g("seat"), dam_n[0]
            dam_n[0] += 1
            _fly(sc, tl, at, t, 0.6, ("coll", seat), ("dam", slot), g("token"))
            t += 0.65
        elif k == "valuable_find":
            _banner(sc, tl, at, t, 0.8, "Valuable Find: try to win the second token too", "info")
            t += 0.4
        elif k == "helper_named":
            _banner(sc, tl, at, t, 0.7, f"{sc.name(g('helper'))} helps {sc.name(g('seat'))}", "info")
            t += 0.7
        elif k == "challenge_result":
            ok = g("success")
            _banner(sc, tl, at, t, 1.0, "Lifted! The second token is won" if ok else
                         "It slipped: the find goes back into the sand", "good" if ok else "bad")
            t += 0.9
        elif k == "to_collection":
            _fly(sc, tl, at, t, 0.55, g("cell"), ("coll", g("seat")), g("token"))
            faces.pop(g("cell"), None)
            t += 0.6
        elif k == "from_dam":
            dam_n[0] -= 1
            _fly(sc, tl, at, t, 0.6, ("dam", g("slot")), ("coll", g("seat")), g("token"), from_dam=True)
            t += 0.65
        elif k == "peeked":
            c = g("cell")
            if g("token") is not None:
                _flip(sc, tl, at, t, 0.3, c, None, g("token"), peek=True)
                at(t + 0.3, lambda c=c, tok=g("token"): sc.peeks.__setitem__(c, tok))
                faces[c] = g("token")
                t += 0.35
            else:
                tw = tl.add(Tween(0.0, 1.0, 0.7, linear), t)
                at(t, lambda c=c, tw=tw: sc.glows.__setitem__(c, tw))
                at(t + 0.7, lambda c=c: sc.glows.pop(c, None))
                t += 0.7
        elif k == "turn_ended":
            peeked = [c for c in list(sc.peeks) + [x.get("cell") for x in events if x.kind == "peeked"
                                                     and x.get("token") is not None] if c is not None]
            if peeked:
                t += 1.3
                for c in dict.fromkeys(peeked):
                    _flip(sc, tl, at, t, 0.3, c, faces.get(c, sc.peeks.get(c)), None)
                at(t + 0.3, lambda: sc.peeks.clear())
                t += 0.35
        elif k == "card_played":
            tw = tl.add(Tween(0.0, 1.0, 0.4, ease_out_cubic), t)
            at(t, lambda tw=tw: setattr(sc, "card_pop", tw))
            at(t + 0.4, lambda: setattr(sc, "card_pop", None))
            at(t, lambda: sc.sound("place"))
            t += 0.35
        elif k == "turn_started":
            s = g("seat")
            _banner(sc, tl, at, t, 0.7, f"{sc.name(s)}'s turn" + ("" if sc.is_human(s) else " (computer)"),
                         "seat", seat=s)
            t += 0.5
        elif k == "dam_complete":
            _banner(sc, tl, at, t, 2.0, "The dam is complete: this is the last round!", "bad")
            at(t, lambda: sc.sound("dam"))
            t += 1.8
        elif k == "dispute_asked":
            _banner(sc, tl, at, t, 0.9, f"Scientific Dispute: {sc.name(g('seat'))} questions "
                         f"{sc.name(g('asked'))}", "info")
            t += 0.9
        elif k == "dispute_declared":
            ty = g("types")
            said = "all six types" if ty == "all" else ", ".join(D.TYPE_LABELS[x] for x in ty)
            _banner(sc, tl, at, t, 1.2, f"{sc.name(g('seat'))} declares: {said}", "info")
            t += 1.2
        elif k == "dispute_revealed":
            ok = g("correct")
            held = ", ".join(D.TYPE_LABELS[x] for x in g("held")) or "nothing"
            _banner(sc, tl, at, t, 1.8, ("Right! " if ok else "Wrong! ") + f"They hold: {held}",
                         "good" if ok else "bad")
            t += 1.6
        elif k == "dispute_given":
            _fly(sc, tl, at, t, 0.6, ("coll", g("seat")), ("coll", g("to")), g("token"))
            t += 0.65
        elif k == "dispute_skipped":
            _banner(sc, tl, at, t, 1.0, "Scientific Dispute: " + str(g("reason")), "info")
            t += 1.0
        elif k == "reshuffled":
            _banner(sc, tl, at, t, 0.8, "The discard pile is shuffled into a new draw pile", "info")
            t += 0.6
        elif k == "game_over":
            _banner(sc, tl, at, t, 1.2, "The excavation is over", "info")
            t += 1.0
    if not calls and not tl.steps:
        return
    for tm, _, fn in sorted(calls, key=lambda x: (x[0], x[1])):
        tl.call(fn, tm)
    sc.animator.play(tl)

def _banner(sc, tl, at, t, dur, text, kind, seat=None):
    tw = tl.add(Tween(0.0, 1.0, dur, linear), t)
    entry = (text, tw, kind, seat)
    at(t, lambda: setattr(sc, "banner", entry))
    at(t + dur, lambda: setattr(sc, "banner", None) if sc.banner is entry else None)

def _flip(sc, tl, at, t, dur, cell, tok_from, tok_to, new_pos=None, peek=False):
    """A token turning over in place: `tok_from`/`tok_to` are ids, None = the sand back."""
    tw = tl.add(Tween(0.0, 1.0, dur, ease_in_out), t)
    entry = {"tween": tw, "from": tok_from, "to": tok_to, "new_pos": new_pos}

    def start():
        sc.flips[cell] = entry

    def end():
        if sc.flips.get(cell) is entry:
            del sc.flips[cell]
        e = sc.disp["cells"].get(cell)
        if e is not None:
            e["token"], e["up"] = tok_to, tok_to is not None
            e["peek"] = peek
            if new_pos is not None:
                e["pos"] = tuple(new_pos)
    at(t, start)
    at(t + dur, end)

def _place_rect(sc, place):
    if isinstance(place, pygame.Rect):
        return place
    if isinstance(place, int):
        return sc.disp_cell_rect(place)
    kind, n = place
    if kind == "coll":
        return sc.coll_anchor(n)
    return dam_stone_rect(sc.dam_rect, n).inflate(0, 0)

def _fly(sc, tl, at, t, dur, src, dst, token, *, to_cell=False, pos=None, from_dam=False):
    tw = tl.add(Tween(0.0, 1.0, dur, ease_in_out), t)
    a = pygame.Rect(_place_rect(sc, src))
    if to_cell:
        b = sc.cell_rect(dst, pos if pos and pos[0] is not None else None)
    else:
        b = pygame.Rect(_place_rect(sc, dst))
    face = token if (to_cell or isinstance(src, int)) else None
    if isinstance(dst, tuple) and dst[0] == "dam":
        face_end = None
    else:
        face_end = face
    entry = {"tween": tw, "a": a, "b": b, "token": face, "token_end": face_end}

    def start():
        sc.flyers.append(entry)
        if isinstance(src, int):
            sc.disp["cells"].pop(src, None)
            sc.flips.pop(src, None)
        elif isinstance(src, tuple) and src[0] == "coll":
            sc.disp["colls"][src[1]] = max(0, sc.disp["colls"][src[1]] - 1)
        elif isinstance(src, tuple) and src[0] == "dam":
            sc.disp["dam"] = max(0, sc.disp["dam"] - 1)

    def end():
        if entry in sc.flyers:
            sc.flyers.remove(entry)
        if to_cell:
            sc.disp["cells"][dst] = {"token": token, "up": True, "pos": pos or (None, None), "peek": False}
        elif dst[0] == "coll":
            sc.disp["colls"][dst[1]] += 1
        else:
            slot = sc.disp["dam"]
            sc.disp["dam"] += 1
            drop = Tween(0.0, 1.0, 0.01)
            drop.finish()
            sc.stone_drop = (slot, drop)
            sc.sound("dam")
    at(t, start)
    at(t + dur, end)

