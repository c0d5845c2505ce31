"""Faras animations: each batch of events becomes one show (scenes/table/show.py), built by a table of
small handlers (event kind -> fn(show, event)) whose tweens the painter reads and whose steps move the
scene's picture of the board (`sc.cells`) from before the move to after it. A token flying to the
dam or a collection is held back there (`sc.held`, scenes/table/shown.py) until it lands; one
leaving a pile is held on it until it takes off, so a skipped show lands exactly on the view. What
moves lives on the show (`Moving`)."""
from __future__ import annotations

import pygame

from game.faras import data as D
from game.i18n import N_, _
from scenes.faras.pieces import dam_stone_rect
from scenes.table.show import Show
from ui.anim import Tween, ease_in_out, ease_out_cubic, linear


class Moving:
    """What moves over the still picture while a Faras move is shown: tokens in flight, tokens turning
    over, shaking or glowing on their cells, a banner, a stone dropping onto the dam and the played
    card growing into place. `begin` also notes where things stood when the show was built: the
    faces up on the board as shown (`faces`) and the dam's next free slot (`dam_n`), which the
    handlers move on as they go."""

    def __init__(self):
        self.flyers: list[dict] = []
        self.flips: dict[int, dict] = {}
        self.shakes: dict = {}
        self.glows: dict = {}
        self.banner: tuple | None = None
        self.stone_drop: tuple | None = None
        self.card_pop = None
        self.faces: dict = {}
        self.dam_n = 0
        self.pair_start = None
        self.many = False

    @classmethod
    def begin(cls, sc, events) -> "Moving":
        m = cls()
        m.faces = {c: e["token"] for c, e in sc.cells.items() if e["up"]}
        # the dam's next free slot: what it showed before these events
        m.dam_n = sc.shown_dam(sc.view()) - sum(1 for e in events if e.kind in ("to_dam", "penalty")) \
            + sum(1 for e in events if e.kind == "from_dam")
        m.many = sum(1 for e in events if e.kind == "placed") > 2
        return m

    def clear(self) -> None:
        """Nothing in motion any more (the board was just re-read from the view)."""
        self.flyers.clear()
        self.flips.clear()
        self.shakes.clear()
        self.glows.clear()
        self.banner = None
        self.stone_drop = None


# ---- one handler per event kind: (the show, the event); each adds from show.at and moves it on --------
def _placed(show: Show, e) -> None:
    sc, m = show.scene, show.moving
    dur = 0.22 if m.many else 0.32
    _fly(show, show.at, dur, sc.lower_rect.inflate(-sc.lower_rect.w // 2, -sc.lower_rect.h // 2),
         e.get("cell"), e.get("token"), to_cell=True, pos=(e.get("x"), e.get("y")))
    m.faces[e.get("cell")] = e.get("token")
    show.at += 0.04 if m.many else dur
    show.then(lambda: sc.sound("place"))


def _memorise_started(show: Show, e) -> None:
    show.at += 0.25 if show.moving.many else 0.0
    sc = show.scene
    sc.memo_left = None


def _turned_down(show: Show, e) -> None:
    faces = show.moving.faces
    cells = e.get("cells")
    positions = e.get("positions") or [None] * len(cells)
    big = len(cells) > 4
    for i, c in enumerate(cells):
        r_, c_ = divmod(c, D.BOARD_COLS)
        start = show.at + ((r_ + c_) * 0.045 if big else 0.0)
        _flip(show, start, 0.34, c, faces.get(c), None, new_pos=positions[i])
        faces.pop(c, None)
    show.at += (14 * 0.045 + 0.34) if big else 0.4
    sc = show.scene
    show.then(lambda: sc.sound("flip"), show.at - 0.3)


def _revealed(show: Show, e) -> None:
    sc = show.scene
    c = e.get("cell")
    show.then(lambda: (sc.puffs.burst(sc.disp_cell_rect(c).center, sc.token_size, c * 13 + sc.match.moves),
                       sc.sound("dig")))
    _flip(show, show.at + 0.08, 0.36, c, None, e.get("token"))
    show.moving.faces[c] = e.get("token")
    show.at += 0.5


def _pair(show: Show, e) -> None:
    sc, m = show.scene, show.moving
    show.at += 0.5
    m.pair_start = show.at
    for tok, c in zip(e.get("tokens"), e.get("cells")):
        if tok in e.get("kept"):
            _fly(show, show.at, 0.55, c, ("coll", e.get("seat")), tok)
            m.faces.pop(c, None)
    label = _(D.TYPE_LABELS[e.get("type")])
    if len(e.get("kept")) == 2:
        # Translators: {type}: a find type ("Pottery"); {player} keeps both tokens of the pair
        said = _("A pair of {type} tokens! {player} keeps both").format(type=label, player=sc.name(e.get("seat")))
    else:
        # Translators: {type}: a find type ("Pottery"); {player} keeps one token of the pair
        said = _("A pair of {type} tokens! {player} keeps one").format(type=label, player=sc.name(e.get("seat")))
    _banner(show, 0.9, said, "good")
    show.then(lambda: sc.sound("score"), show.at + 0.5)
    show.at += 0.6


def _scorpion(show: Show, e) -> None:
    shakes = show.moving.shakes
    c = e.get("cell")
    tw = show.tween(0.0, 1.0, 0.5, linear)
    show.then(lambda: shakes.__setitem__(c, tw))
    show.then(lambda: shakes.pop(c, None), show.at + 0.5)
    _banner(show, 0.8, _("Scorpion! It goes to the dam") if e.get("cured") else
            _("Scorpion! It goes to the dam and stings"), "bad")
    show.at += 0.55


def _to_dam(show: Show, e) -> None:
    m = show.moving
    c = e.get("cell")
    start = m.pair_start if m.pair_start is not None else show.at
    slot = m.dam_n
    m.dam_n += 1
    _fly(show, start, 0.6, c, ("dam", slot), m.faces.get(c, e.get("token")))
    m.faces.pop(c, None)
    show.at = max(show.at, start + 0.65)
    m.pair_start = None


def _penalty(show: Show, e) -> None:
    m = show.moving
    slot = m.dam_n
    m.dam_n += 1
    _fly(show, show.at, 0.6, ("coll", e.get("seat")), ("dam", slot), e.get("token"))
    show.at += 0.65


def _helper_named(show: Show, e) -> None:
    _banner(show, 0.7, _("{helper} helps {player}").format(helper=show.scene.name(e.get("helper")),
                                                            player=show.scene.name(e.get("seat"))), "info")
    show.at += 0.7


def _challenge_result(show: Show, e) -> None:
    ok = e.get("success")
    _banner(show, 1.0, _("Lifted! The second token is won") if ok else
            _("It slipped: the find goes back into the sand"), "good" if ok else "bad")
    show.at += 0.9


def _to_collection(show: Show, e) -> None:
    _fly(show, show.at, 0.55, e.get("cell"), ("coll", e.get("seat")), e.get("token"))
    show.moving.faces.pop(e.get("cell"), None)
    show.at += 0.6


def _from_dam(show: Show, e) -> None:
    show.moving.dam_n -= 1
    _fly(show, show.at, 0.6, ("dam", e.get("slot")), ("coll", e.get("seat")), e.get("token"))
    show.at += 0.65


def _peeked(show: Show, e) -> None:
    sc, m = show.scene, show.moving
    c = e.get("cell")
    if e.get("token") is not None:
        _flip(show, show.at, 0.3, c, None, e.get("token"), peek=True)
        tok = e.get("token")
        show.then(lambda: sc.peeks.__setitem__(c, tok), show.at + 0.3)
        m.faces[c] = tok
        show.at += 0.35
    else:
        glows = m.glows
        tw = show.tween(0.0, 1.0, 0.7, linear)
        show.then(lambda: glows.__setitem__(c, tw))
        show.then(lambda: glows.pop(c, None), show.at + 0.7)
        show.at += 0.7


def _turn_ended(show: Show, e) -> None:
    sc = show.scene
    peeked = [c for c in list(sc.peeks) + [x.get("cell") for x in show.events if x.kind == "peeked"
                                           and x.get("token") is not None] if c is not None]
    if peeked:
        show.at += 1.3
        for c in dict.fromkeys(peeked):
            _flip(show, show.at, 0.3, c, show.moving.faces.get(c, sc.peeks.get(c)), None)
        show.then(lambda: sc.peeks.clear(), show.at + 0.3)
        show.at += 0.35


def _card_played(show: Show, e) -> None:
    sc, m = show.scene, show.moving
    tw = show.tween(0.0, 1.0, 0.4, ease_out_cubic)
    show.then(lambda: setattr(m, "card_pop", tw))
    show.then(lambda: setattr(m, "card_pop", None), show.at + 0.4)
    show.then(lambda: sc.sound("place"))
    show.at += 0.35


def _turn_started(show: Show, e) -> None:
    sc, s = show.scene, e.get("seat")
    _banner(show, 0.7, _("{player}'s turn").format(player=sc.name(s)) if not sc.is_computer(s) else
            _("{player}'s turn (computer)").format(player=sc.name(s)), "seat", seat=s)
    show.then(lambda: sc.held.let_go("view"))   # the new turn is on screen: so is it in the words
    show.at += 0.5


def _dam_complete(show: Show, e) -> None:
    _banner(show, 2.0, _("The dam is complete: this is the last round!"), "bad")
    sc = show.scene
    show.then(lambda: sc.sound("dam"))
    show.at += 1.8


def _dispute_declared(show: Show, e) -> None:
    ty = e.get("types")
    who = show.scene.name(e.get("seat"))
    if ty == "all":
        said = _("{player} declares: all six types").format(player=who)
    else:
        # Translators: {types}: the find types declared, separated by commas ("Pottery, Bones")
        said = _("{player} declares: {types}").format(player=who, types=", ".join(_(D.TYPE_LABELS[x]) for x in ty))
    _banner(show, 1.2, said, "info")
    show.at += 1.2


def _dispute_revealed(show: Show, e) -> None:
    ok = e.get("correct")
    held = ", ".join(_(D.TYPE_LABELS[x]) for x in e.get("held"))
    if held and ok:
        # Translators: {types}: the find types the questioned player holds, separated by commas
        said = _("Right! They hold: {types}").format(types=held)
    elif held:
        # Translators: {types}: the find types the questioned player holds, separated by commas
        said = _("Wrong! They hold: {types}").format(types=held)
    else:
        said = _("Right! They hold: nothing") if ok else _("Wrong! They hold: nothing")
    _banner(show, 1.8, said, "good" if ok else "bad")
    show.at += 1.6


def _dispute_given(show: Show, e) -> None:
    _fly(show, show.at, 0.6, ("coll", e.get("seat")), ("coll", e.get("to")), e.get("token"))
    show.at += 0.65


def _said(text, dur, kind, advance):
    """A handler that only shows a banner (`text`: English marked with N_, said with _(), or a function
    of the show and the event that words it)."""
    def handler(show: Show, e) -> None:
        _banner(show, dur, text(show, e) if callable(text) else _(text), kind)
        show.at += advance
    return handler


ANIMATIONS = {
    "placed": _placed, "memorise_started": _memorise_started, "turned_down": _turned_down,
    "revealed": _revealed, "pair": _pair, "scorpion": _scorpion, "to_dam": _to_dam, "penalty": _penalty,
    "valuable_find": _said(N_("Valuable Find: try to win the second token too"), 0.8, "info", 0.4),
    "helper_named": _helper_named, "challenge_result": _challenge_result, "to_collection": _to_collection,
    "from_dam": _from_dam, "peeked": _peeked, "turn_ended": _turn_ended, "card_played": _card_played,
    "turn_started": _turn_started, "dam_complete": _dam_complete,
    # Translators: {player} questions {asked}, another player, about the finds {asked} holds
    "dispute_asked": _said(lambda show, e: _("Scientific Dispute: {player} questions {asked}").format(
        player=show.scene.name(e.get("seat")), asked=show.scene.name(e.get("asked"))), 0.9, "info", 0.9),
    "dispute_declared": _dispute_declared, "dispute_revealed": _dispute_revealed, "dispute_given": _dispute_given,
    # Translators: {reason}: why there is no dispute ("Nobody else holds any tokens yet.")
    "dispute_skipped": _said(lambda show, e: _("Scientific Dispute: {reason}").format(reason=_(str(e.get("reason")))),
                             1.0, "info", 1.0),
    "reshuffled": _said(N_("The discard pile is shuffled into a new draw pile"), 0.8, "info", 0.6),
    "game_over": _said(N_("The excavation is over"), 1.2, "info", 1.0),
}


# ---- the building blocks ----------------------------------------------------------------------------
def _banner(show: Show, dur, text, kind, seat=None):
    m, t = show.moving, show.at
    tw = show.tween(0.0, 1.0, dur, linear)
    entry = (text, tw, kind, seat)
    show.then(lambda: setattr(m, "banner", entry), t)
    show.then(lambda: setattr(m, "banner", None) if m.banner is entry else None, t + dur)


def _flip(show: Show, t, dur, cell, tok_from, tok_to, new_pos=None, peek=False):
    """A token turning over in place: `tok_from`/`tok_to` are ids, None = the sand back."""
    sc, flips = show.scene, show.moving.flips
    tw = show.tween(0.0, 1.0, dur, ease_in_out, t)
    entry = {"tween": tw, "from": tok_from, "to": tok_to, "new_pos": new_pos}

    def start():
        flips[cell] = entry

    def end():
        if flips.get(cell) is entry:
            del flips[cell]
        e = sc.cells.get(cell)
        if e is not None:
            e["token"], e["up"] = tok_to, tok_to is not None
            e["peek"] = peek
            if new_pos is not None:
                e["pos"] = tuple(new_pos)
    show.then(start, t)
    show.then(end, t + dur)


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


def _fly(show: Show, t, dur, src, dst, token, *, to_cell=False, pos=None):
    sc, m = show.scene, show.moving
    tw = show.tween(0.0, 1.0, dur, ease_in_out, t)
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
        m.flyers.append(entry)
        if isinstance(src, int):
            sc.cells.pop(src, None)
            m.flips.pop(src, None)
        elif src_pile:
            sc.held.add(*src_pile, -1)

    def end():
        if entry in m.flyers:
            m.flyers.remove(entry)
        if to_cell:
            sc.cells[dst] = {"token": token, "up": True, "pos": pos or (None, None), "peek": False}
        elif dst_pile[0] == "coll":
            sc.held.add(*dst_pile, +1)
        else:
            slot = sc.shown_dam(sc.view())
            sc.held.add(*dst_pile, +1)
            drop = Tween(0.0, 1.0, 0.01)
            drop.finish()
            m.stone_drop = (slot, drop)
            sc.sound("dam")
    show.then(start, t)
    show.then(end, t + dur)
