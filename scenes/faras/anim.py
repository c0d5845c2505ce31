"""Faras animations: each batch of events becomes one Timeline, built by a table of small handlers
(event kind -> handler) whose tweens the painter reads and whose callbacks move the scene's picture
of the board (`sc.cells`) from before the move to after it. A token flying to the dam or a
collection is held back there (`sc.held`, scenes/table/shown.py) until it lands; one leaving a pile
is held on it until it takes off, so a skipped timeline lands exactly on the view."""
from __future__ import annotations

import pygame

from game.faras import data as D
from scenes.faras.pieces import dam_stone_rect
from ui.anim import Timeline, Tween, ease_in_out, ease_out_cubic, linear


class _Build:
    """The timeline of one batch as it is built: its tweens, its callbacks in time order, the clock."""

    def __init__(self, sc, events):
        self.sc = sc
        self.events = events
        self.tl = Timeline()
        self.calls: list[tuple[float, int, object]] = []
        self.faces = {c: e["token"] for c, e in sc.cells.items() if e["up"]}
        v = sc.view()
        # the dam's next free slot: what it showed before these events
        self.dam_n = sc.shown_dam(v) - sum(1 for e in events if e.kind in ("to_dam", "penalty")) \
            + sum(1 for e in events if e.kind == "from_dam")
        self.t = 0.0
        self.pair_start = None
        self.many = sum(1 for e in events if e.kind == "placed") > 2

    def at(self, tm, fn):
        self.calls.append((tm, len(self.calls) + 1, fn))


def animate(sc, events):
    """Turn one batch of events into a Timeline on the scene's animator (see the module's docstring)."""
    if sc.cells is None:
        sc.sync()
        return
    b = _Build(sc, events)
    for e in events:
        handler = HANDLERS.get(e.kind)
        if handler is not None:
            handler(b, e, e.get)
    if not b.calls and not b.tl.steps:
        return
    for tm, _, fn in sorted(b.calls, key=lambda x: (x[0], x[1])):
        b.tl.call(fn, tm)
    sc.animator.play(b.tl)


# ---- one handler per event kind: (the build, the event, its get) --------------------------------------
def _placed(b, e, g):
    sc = b.sc
    dur = 0.22 if b.many else 0.32
    _fly(b, b.t, dur, sc.lower_rect.inflate(-sc.lower_rect.w // 2, -sc.lower_rect.h // 2),
         g("cell"), g("token"), to_cell=True, pos=(g("x"), g("y")))
    b.faces[g("cell")] = g("token")
    b.t += 0.04 if b.many else dur
    b.at(b.t, lambda: sc.sound("place"))


def _memorise_started(b, e, g):
    b.t += 0.25 if b.many else 0.0
    b.sc.memo_left = None


def _turned_down(b, e, g):
    cells = g("cells")
    positions = g("positions") or [None] * len(cells)
    big = len(cells) > 4
    for i, c in enumerate(cells):
        r_, c_ = divmod(c, D.BOARD_COLS)
        start = b.t + ((r_ + c_) * 0.045 if big else 0.0)
        _flip(b, start, 0.34, c, b.faces.get(c), None, new_pos=positions[i])
        b.faces.pop(c, None)
    b.t += (14 * 0.045 + 0.34) if big else 0.4
    b.at(b.t - 0.3, lambda: b.sc.sound("flip"))


def _revealed(b, e, g):
    sc = b.sc
    c = g("cell")
    b.at(b.t, lambda: (sc.puffs.burst(sc.disp_cell_rect(c).center, sc.token_size, c * 13 + sc.match.moves),
                       sc.sound("dig")))
    _flip(b, b.t + 0.08, 0.36, c, None, g("token"))
    b.faces[c] = g("token")
    b.t += 0.5


def _pair(b, e, g):
    sc = b.sc
    b.t += 0.5
    b.pair_start = b.t
    for tok, c in zip(g("tokens"), g("cells")):
        if tok in g("kept"):
            _fly(b, b.t, 0.55, c, ("coll", g("seat")), tok)
            b.faces.pop(c, None)
    label = D.TYPE_LABELS[g("type")]
    both = len(g("kept")) == 2
    _banner(b, b.t, 0.9, f"A pair of {label} tokens! {sc.name(g('seat'))} keeps {'both' if both else 'one'}", "good")
    b.at(b.t + 0.5, lambda: sc.sound("score"))
    b.t += 0.6


def _scorpion(b, e, g):
    sc = b.sc
    c = g("cell")
    tw = b.tl.add(Tween(0.0, 1.0, 0.5, linear), b.t)
    b.at(b.t, lambda: sc.shakes.__setitem__(c, tw))
    b.at(b.t + 0.5, lambda: sc.shakes.pop(c, None))
    _banner(b, b.t, 0.8, "Scorpion! It goes to the dam" + ("" if g("cured") else " and stings"), "bad")
    b.t += 0.55


def _to_dam(b, e, g):
    c = g("cell")
    start = b.pair_start if b.pair_start is not None else b.t
    slot = b.dam_n
    b.dam_n += 1
    _fly(b, start, 0.6, c, ("dam", slot), b.faces.get(c, g("token")))
    b.faces.pop(c, None)
    b.t = max(b.t, start + 0.65)
    b.pair_start = None


def _penalty(b, e, g):
    slot = b.dam_n
    b.dam_n += 1
    _fly(b, b.t, 0.6, ("coll", g("seat")), ("dam", slot), g("token"))
    b.t += 0.65


def _helper_named(b, e, g):
    _banner(b, b.t, 0.7, f"{b.sc.name(g('helper'))} helps {b.sc.name(g('seat'))}", "info")
    b.t += 0.7


def _challenge_result(b, e, g):
    ok = g("success")
    _banner(b, b.t, 1.0, "Lifted! The second token is won" if ok else
            "It slipped: the find goes back into the sand", "good" if ok else "bad")
    b.t += 0.9


def _to_collection(b, e, g):
    _fly(b, b.t, 0.55, g("cell"), ("coll", g("seat")), g("token"))
    b.faces.pop(g("cell"), None)
    b.t += 0.6


def _from_dam(b, e, g):
    b.dam_n -= 1
    _fly(b, b.t, 0.6, ("dam", g("slot")), ("coll", g("seat")), g("token"), from_dam=True)
    b.t += 0.65


def _peeked(b, e, g):
    sc = b.sc
    c = g("cell")
    if g("token") is not None:
        _flip(b, b.t, 0.3, c, None, g("token"), peek=True)
        tok = g("token")
        b.at(b.t + 0.3, lambda: sc.peeks.__setitem__(c, tok))
        b.faces[c] = tok
        b.t += 0.35
    else:
        tw = b.tl.add(Tween(0.0, 1.0, 0.7, linear), b.t)
        b.at(b.t, lambda: sc.glows.__setitem__(c, tw))
        b.at(b.t + 0.7, lambda: sc.glows.pop(c, None))
        b.t += 0.7


def _turn_ended(b, e, g):
    sc = b.sc
    peeked = [c for c in list(sc.peeks) + [x.get("cell") for x in b.events if x.kind == "peeked"
                                           and x.get("token") is not None] if c is not None]
    if peeked:
        b.t += 1.3
        for c in dict.fromkeys(peeked):
            _flip(b, b.t, 0.3, c, b.faces.get(c, sc.peeks.get(c)), None)
        b.at(b.t + 0.3, lambda: sc.peeks.clear())
        b.t += 0.35


def _card_played(b, e, g):
    sc = b.sc
    tw = b.tl.add(Tween(0.0, 1.0, 0.4, ease_out_cubic), b.t)
    b.at(b.t, lambda: setattr(sc, "card_pop", tw))
    b.at(b.t + 0.4, lambda: setattr(sc, "card_pop", None))
    b.at(b.t, lambda: sc.sound("place"))
    b.t += 0.35


def _turn_started(b, e, g):
    s = g("seat")
    _banner(b, b.t, 0.7, f"{b.sc.name(s)}'s turn" + ("" if b.sc.is_human(s) else " (computer)"), "seat", seat=s)
    b.at(b.t, lambda: b.sc.held.let_go("view"))   # the new turn is on screen: so is it in the words
    b.t += 0.5


def _dam_complete(b, e, g):
    _banner(b, b.t, 2.0, "The dam is complete: this is the last round!", "bad")
    b.at(b.t, lambda: b.sc.sound("dam"))
    b.t += 1.8


def _dispute_declared(b, e, g):
    ty = g("types")
    said = "all six types" if ty == "all" else ", ".join(D.TYPE_LABELS[x] for x in ty)
    _banner(b, b.t, 1.2, f"{b.sc.name(g('seat'))} declares: {said}", "info")
    b.t += 1.2


def _dispute_revealed(b, e, g):
    ok = g("correct")
    held = ", ".join(D.TYPE_LABELS[x] for x in g("held")) or "nothing"
    _banner(b, b.t, 1.8, ("Right! " if ok else "Wrong! ") + f"They hold: {held}", "good" if ok else "bad")
    b.t += 1.6


def _dispute_given(b, e, g):
    _fly(b, b.t, 0.6, ("coll", g("seat")), ("coll", g("to")), g("token"))
    b.t += 0.65


def _said(text, dur, kind, advance):
    """A handler that only shows a banner (`text` may read the event)."""
    def handler(b, e, g):
        _banner(b, b.t, dur, text(b, g) if callable(text) else text, kind)
        b.t += advance
    return handler


HANDLERS = {
    "placed": _placed, "memorise_started": _memorise_started, "turned_down": _turned_down,
    "revealed": _revealed, "pair": _pair, "scorpion": _scorpion, "to_dam": _to_dam, "penalty": _penalty,
    "valuable_find": _said("Valuable Find: try to win the second token too", 0.8, "info", 0.4),
    "helper_named": _helper_named, "challenge_result": _challenge_result, "to_collection": _to_collection,
    "from_dam": _from_dam, "peeked": _peeked, "turn_ended": _turn_ended, "card_played": _card_played,
    "turn_started": _turn_started, "dam_complete": _dam_complete,
    "dispute_asked": _said(lambda b, g: f"Scientific Dispute: {b.sc.name(g('seat'))} questions "
                                        f"{b.sc.name(g('asked'))}", 0.9, "info", 0.9),
    "dispute_declared": _dispute_declared, "dispute_revealed": _dispute_revealed, "dispute_given": _dispute_given,
    "dispute_skipped": _said(lambda b, g: "Scientific Dispute: " + str(g("reason")), 1.0, "info", 1.0),
    "reshuffled": _said("The discard pile is shuffled into a new draw pile", 0.8, "info", 0.6),
    "game_over": _said("The excavation is over", 1.2, "info", 1.0),
}


# ---- the building blocks ----------------------------------------------------------------------------
def _banner(b, t, dur, text, kind, seat=None):
    sc = b.sc
    tw = b.tl.add(Tween(0.0, 1.0, dur, linear), t)
    entry = (text, tw, kind, seat)
    b.at(t, lambda: setattr(sc, "banner", entry))
    b.at(t + dur, lambda: setattr(sc, "banner", None) if sc.banner is entry else None)


def _flip(b, t, dur, cell, tok_from, tok_to, new_pos=None, peek=False):
    """A token turning over in place: `tok_from`/`tok_to` are ids, None = the sand back."""
    sc = b.sc
    tw = b.tl.add(Tween(0.0, 1.0, dur, ease_in_out), t)
    entry = {"tween": tw, "from": tok_from, "to": tok_to, "new_pos": new_pos}

    def start():
        sc.flips[cell] = entry

    def end():
        if sc.flips.get(cell) is entry:
            del sc.flips[cell]
        e = sc.cells.get(cell)
        if e is not None:
            e["token"], e["up"] = tok_to, tok_to is not None
            e["peek"] = peek
            if new_pos is not None:
                e["pos"] = tuple(new_pos)
    b.at(t, start)
    b.at(t + dur, end)


def _place_rect(sc, place):
    if isinstance(place, pygame.Rect):
        return place
    if isinstance(place, int):
        return sc.disp_cell_rect(place)
    kind, n = place
    if kind == "coll":
        return sc.coll_anchor(n)
    return dam_stone_rect(sc.dam_rect, n).inflate(0, 0)


def _pile(place):
    """The held count a place is part of: ("dam", 0), ("coll", seat), or None (a cell, the tray)."""
    if isinstance(place, tuple):
        return ("dam", 0) if place[0] == "dam" else ("coll", place[1])
    return None


def _fly(b, t, dur, src, dst, token, *, to_cell=False, pos=None, from_dam=False):
    sc = b.sc
    tw = b.tl.add(Tween(0.0, 1.0, dur, ease_in_out), t)
    a = pygame.Rect(_place_rect(sc, src))
    if to_cell:
        b_ = sc.cell_rect(dst, pos if pos and pos[0] is not None else None)
    else:
        b_ = pygame.Rect(_place_rect(sc, dst))
    face = token if (to_cell or isinstance(src, int)) else None
    face_end = None if _pile(dst) == ("dam", 0) else face
    entry = {"tween": tw, "a": a, "b": b_, "token": face, "token_end": face_end}
    # the view already has the token where it is going: hold it back on both piles until it moves
    src_pile, dst_pile = _pile(src), _pile(dst)
    if src_pile:
        sc.held.add(*src_pile, +1)
    if dst_pile:
        sc.held.add(*dst_pile, -1)

    def start():
        sc.flyers.append(entry)
        if isinstance(src, int):
            sc.cells.pop(src, None)
            sc.flips.pop(src, None)
        elif src_pile:
            sc.held.add(*src_pile, -1)

    def end():
        if entry in sc.flyers:
            sc.flyers.remove(entry)
        if to_cell:
            sc.cells[dst] = {"token": token, "up": True, "pos": pos or (None, None), "peek": False}
        elif dst_pile[0] == "coll":
            sc.held.add(*dst_pile, +1)
        else:
            slot = sc.shown_dam(sc.view())
            sc.held.add(*dst_pile, +1)
            drop = Tween(0.0, 1.0, 0.01)
            drop.finish()
            sc.stone_drop = (slot, drop)
            sc.sound("dam")
    b.at(t, start)
    b.at(t + dur, end)
