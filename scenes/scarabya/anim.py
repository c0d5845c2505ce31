"""Scarabya's animations: a placed tile drops into place; a closed area glows and golden scarab tokens
drop onto each scarab with their value while the score counts up; banners for discards and sealed
scarabs; the mission card turns over when a round starts.

The rules have already moved on when these play, so the picture holds back (in the table's one
display model, `scene.held`: scenes/table/shown.py) what the show has not revealed yet: the squares
of a tile still dropping ("cells", members (site, (r, c))), an area whose glow has not played
("areas", members (site, first square)), the points still counting up ("points", by seat, added to
the view's score) and the tokens still falling ("tokens", by (seat, value), added to the seat's tokens
and taken from the supply). The show's steps let them go; skipping fires them all at once, and when
nothing plays any more the table shows the view exactly.

Each event kind has its function (ANIMATIONS), as in every game; what moves lives on the show
(`Moving`). A Scarabya move is shown in one piece (`show_move`): the placements of a round that the
viewer could not see yet all at once when the round is over, then the move's own events one after
another, a computer's move in words over the site, all within RECAP_S seconds.
"""
from __future__ import annotations

import pygame

from game.i18n import _
from scenes.scarabya import pieces
from scenes.table.show import Show
from ui import theme
from ui.anim import Tween, ease_out_back, ease_out_cubic, linear
from ui.surfcache import SurfaceCache

RECAP_S = 1.8   # a move's whole show ends by itself within this many seconds


class Moving:
    """What moves over the still picture while a Scarabya move is shown: the effects (`fx`: dicts
    with a kind and a tween `t`: a tile dropping, an area glowing, a token falling, the points
    floating up, a banner, the move in words, the mission card turning), the mission card shown
    meanwhile (`card`: (round, tiles by seat), the card of the move's own round until the new one
    turns over) and, for the show's own steps, what the others' seats did (`recaps`, as the header
    tells it while the move plays). `revealing` is set while the show is built from the moves of a
    round the viewer could not see: those play on the small sites, the big one keeps its focus."""

    def __init__(self):
        self.fx: list[dict] = []
        self.card = None
        self.recaps: dict = {}
        self.revealing = False

    def card_turning(self) -> bool:
        return any(fx["kind"] == "card" for fx in self.fx)

    def card_flip(self) -> float:
        """How far the mission card has turned over (1: all the way, or not turning)."""
        for fx in self.fx:
            if fx["kind"] == "card":
                return fx["t"].value
        return 1.0

    def draw(self, scene, surface, g, site) -> None:
        """The effects of the big site `site` (laid out by `g`), over the still picture."""
        for fx in list(self.fx):
            kind = fx["kind"]
            if fx.get("site") not in (None, site) and kind != "card":
                continue
            PAINTERS.get(kind, _nothing)(scene, surface, g, fx, fx["t"].value)


# ---- the painters: one per kind of effect ---------------------------------------------------------
def _nothing(scene, surface, g, fx, t) -> None:
    """The mission card turns in the side column (panels.draw_cards reads `card_flip`)."""


def _paint_drop(scene, surface, g, fx, t) -> None:
    lift = 0.9 * (1 - t) ** 2
    pieces.draw_tile(surface, fx["cells"], g.grid.topleft, g.cell, scene.colour(fx["seat"]), scene.symbol(fx["seat"]),
                 lift=lift, scale=1.0 + 0.12 * (1 - t))


def _paint_glow(scene, surface, g, fx, t) -> None:
    p = pieces.pulse(min(1.0, t * 2)) if t < 0.5 else 0.6 + 0.3 * pieces.pulse((t - 0.5) * 2)
    for r, c in fx["cells"]:
        pieces.glow_ring(surface, g.cell_centre(r, c), int(g.cell * (0.75 + 0.35 * p)), (255, 226, 120), int(230 * p))
    pieces.fill_cells(surface, g, fx["cells"], (*fx["colour"], int(90 + 120 * p)))
    pieces.outline_cells(surface, g, fx["cells"], shade_gold(p), max(3, int(g.cell * (0.07 + 0.06 * p))))


def _paint_token(scene, surface, g, fx, t) -> None:
    r, c = fx["cell"]
    x, y = g.cell_centre(r, c)
    dy = (1 - t) * g.cell * 2.2
    size = int(g.cell * 0.72)
    pieces.draw_token(surface, (x, y - dy), size, fx["value"], alpha=int(255 * min(1.0, 0.3 + t)))


def _paint_float(scene, surface, g, fx, t) -> None:
    x, y = pieces.area_label_pos(g, fx["cells"])
    px = max(16, int(g.cell * 0.75))
    a = 1.0 if t < 0.8 else max(0.0, 1 - (t - 0.8) / 0.2)
    if a <= 0:
        return
    label = theme.text(fx["text"], "title", px, (255, 244, 200))
    box = label.get_rect().inflate(px, px // 4)
    top = g.grid.y + min(r for r, _unused in fx["cells"]) * g.cell   # above the area: tokens stay visible
    box.midbottom = (x, int(top - g.cell * (0.05 + 0.6 * t)))
    key = (fx["text"], px)
    s = _floats.get(key)
    if s is None:   # made once per label; only its alpha changes while it fades
        s = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.rect(s, (*pieces.GOLD_DARK, 230), s.get_rect(), border_radius=box.h // 2)
        pygame.draw.rect(s, (255, 226, 140, 255), s.get_rect(), max(2, px // 10), border_radius=box.h // 2)
        s.blit(label, label.get_rect(center=(box.w // 2, box.h // 2)))
        _floats[key] = s
    s.set_alpha(int(255 * a))
    surface.blit(s, box)


def _paint_recap(scene, surface, g, fx, t) -> None:
    box = recap_box(scene, g, fx["text"])
    label = theme.text(fx["text"], "bold", recap_px(scene, g), theme.WHITE, wrap=int(g.grid.w * 0.9))
    pieces.pill_at(surface, label, box, (70, 48, 24), border=pieces.GOLD)


def _paint_banner(scene, surface, g, fx, t) -> None:
    if fx["cells"]:
        p = pieces.pulse(t * 2 % 1.0)
        pieces.outline_cells(surface, g, fx["cells"], fx["colour"], max(2, int(g.cell * (0.06 + 0.06 * p))))
    px = max(16, int(g.cell * 0.5))
    pieces.pill(surface, fx["text"], (g.grid.centerx, g.grid.centery), px, theme.WHITE, fx["colour"], border=theme.PAPYRUS)


PAINTERS = {"drop": _paint_drop, "glow": _paint_glow, "token": _paint_token, "float": _paint_float,
            "recap": _paint_recap, "banner": _paint_banner}

_floats = SurfaceCache(screens=0.25, floor_mb=2, scope="table")   # the points labels that float up


def recap_px(scene, g) -> int:
    return max(14, scene.min_px, int(g.cell * 0.36))


def recap_box(scene, g, text):
    """Where a move's recap line sits: across the top of the big site, under its plaque."""
    px = recap_px(scene, g)
    label = theme.text(text, "bold", px, theme.WHITE, wrap=int(g.grid.w * 0.9))
    box = label.get_rect().inflate(px, int(px * 0.6))
    box.midtop = (g.grid.centerx, g.grid.y + g.cell // 4)
    return box


def shade_gold(p):
    return tuple(int(a + (b - a) * p) for a, b in zip((214, 160, 50), (255, 240, 170)))


# ---- one function per event kind: (the show, the event); each adds from show.at and moves it on -----
def _start(show: Show, fx: dict, site=None):
    """The step that puts `fx` on screen (and the big site's focus on `site`, unless the show is
    revealing a round's moves, which play on the small sites)."""
    sc, fxs, focus = show.scene, show.moving.fx, not show.moving.revealing

    def go():
        if site is not None and focus:
            sc.focus_site = site
        fxs.append(fx)
    return go


def _end(show: Show, fx: dict, then=None):
    fxs = show.moving.fx

    def stop():
        if fx in fxs:
            fxs.remove(fx)
        if then:
            then()
    return stop


def _placed(show: Show, e) -> None:
    held, t = show.held, show.at
    site, cells = e["site"], [tuple(rc) for rc in e["cells"]]
    hidden = [(site, rc) for rc in cells]
    held.hide("cells", *hidden)
    fx = {"kind": "drop", "site": site, "cells": cells, "seat": e["seat"], "t": Tween(0.0, 1.0, 0.32, linear)}
    show.then(_start(show, fx, site), t)
    show.add(fx["t"], t)
    show.sound("place", t + 0.28)
    show.then(_end(show, fx, lambda: held.show("cells", *hidden)), t + 0.34)
    show.at = t + 0.34


def _area_closed(show: Show, e) -> None:
    sc, held, t0 = show.scene, show.held, show.at
    site, seat = e["site"], e["seat"]
    key = (site, tuple(e["cells"][0]))
    held.hide("areas", key)
    pts = e["points"]
    held.add("points", seat, -pts)
    for v in e["tokens"]:
        held.add("tokens", (seat, v), -1)
    glow = {"kind": "glow", "site": site, "cells": [tuple(c) for c in e["cells"]], "t": Tween(0.0, 1.0, 1.3, linear),
            "colour": pieces.GOLD if (pts or sc.mode == "solo" and not e["scarabs"]) else (230, 220, 200)}
    show.then(_start(show, glow, site), t0)
    show.add(glow["t"], t0)
    at = 0.35
    for r, c in e["scarabs"]:
        if sc.mode == "solo":
            break
        tok = {"kind": "token", "site": site, "cell": (r, c), "value": e["size"], "t": Tween(0.0, 1.0, 0.45, ease_out_back)}
        show.then(_start(show, tok), t0 + at)
        show.add(tok["t"], t0 + at)

        def land(v=e["size"]):
            sc._let_points_go(seat, v)
            sc.app.audio.play("score")
        show.then(land, t0 + at + 0.4)
        at += 0.2
    if sc.mode != "solo":
        label = f"+{pts}"
    elif e["scarabs"]:
        # Translators: floats over an area just closed in the solo game: a scarab is sealed in it (the game is lost)
        label = _("Sealed!")
    else:
        # Translators: floats over an empty area just closed in the solo game
        label = _("Closed")
    flt = {"kind": "float", "site": site, "cells": glow["cells"], "text": label, "t": Tween(0.0, 1.0, 1.4, ease_out_cubic)}
    show.then(_start(show, flt), t0 + 0.25)
    show.add(flt["t"], t0 + 0.25)
    end = max(1.7, at + 0.6)
    fxs = show.moving.fx

    def done():
        held.show("areas", key)
        sc._let_points_go(seat)
        sc._release_tokens(seat)
        fxs[:] = [f for f in fxs if f is not glow and f is not flt
                  and not (f["kind"] == "token" and f["site"] == site)]
    show.then(done, t0 + end)
    show.at = t0 + end


def _banner(show: Show, text, colour, seconds, site=None, cells=None) -> None:
    t = show.at
    fx = {"kind": "banner", "text": text, "colour": colour, "site": site, "cells": cells or [],
          "t": Tween(0.0, 1.0, seconds, linear)}
    show.then(_start(show, fx, site), t)
    show.add(fx["t"], t)
    show.then(_end(show, fx), t + seconds)
    show.at = t + seconds


def _scarab_sealed(show: Show, e) -> None:
    _banner(show, _("A scarab is sealed in: it can never be covered now."), (170, 50, 40), 1.6, site=0,
            cells=e["cells"])


def _discarded(show: Show, e) -> None:
    # Translators: {tile} is the letter of a tile (a pentomino: F, I, L, N, P, T, U, V, W, X, Y, Z)
    _banner(show, _("The {tile} fits nowhere: it is discarded.").format(tile=_(e["tile"])), (90, 70, 50), 1.4,
            site=e["site"])


def _round_started(show: Show, e) -> None:
    t, moving = show.at, show.moving
    card = (e["round"], tuple(e["tiles"]))
    fx = {"kind": "card", "t": Tween(0.0, 1.0, 0.7, ease_out_cubic)}

    def turn():
        moving.card = card
        moving.fx.append(fx)
    show.then(turn, t)
    show.add(fx["t"], t)
    show.sound("flip", t)
    show.then(_end(show, fx), t + 0.7)
    show.at = t + 0.7


ANIMATIONS = {
    "placed": _placed,
    "area_closed": _area_closed,
    "scarab_sealed": _scarab_sealed,
    "discarded": _discarded,
    "round_started": _round_started,
}


# ---- a move's show --------------------------------------------------------------------------------
def show_move(scene, reveal: list, shown: list, card, recaps: dict, words: str | None, speed: float) -> Show | None:
    """The show of one move: the `reveal`ed moves of a round all at once from the start, then the
    `shown` events one after another; with `words` (a computer's move) over the site the whole time,
    and all of it squeezed into RECAP_S seconds at this `speed`. None when nothing would move."""
    show = Show(scene, reveal + shown, Moving())
    show.moving.card, show.moving.recaps = card, recaps
    show.moving.revealing = True
    ends = []
    for event in reveal:
        show.at = 0.0
        fn = ANIMATIONS.get(event.kind)
        if fn is not None:
            fn(show, event)
            ends.append(show.at)
    show.moving.revealing = False
    show.at = max(ends, default=0.0)
    show.i = len(reveal)
    show.perform(ANIMATIONS)
    if not (reveal or any(e.kind in ANIMATIONS for e in shown)):
        return None
    if words:   # a computer's move (or the round's reveal) says in words what it was, on the site
        seconds = max(0.9, show.length)
        fx = {"kind": "recap", "text": words, "site": None, "t": Tween(0.0, 1.0, seconds, linear)}
        show.then(lambda: show.moving.fx.append(fx), 0.0)
        show.add(fx["t"], 0.0)
        show.then(_end(show, fx), seconds)
    _squeeze(show, RECAP_S * max(0.25, speed))   # the animator plays `speed` times as fast
    show.in_order()
    return show


def _squeeze(show: Show, budget: float) -> None:
    """Scale the show (start times and tween lengths) so that it lasts at most `budget`."""
    total = show.length
    if total <= budget or total <= 0:
        return
    k = budget / total
    show.steps = [(at * k, step) for at, step in show.steps]
    for _at, step in show.steps:
        if isinstance(step, Tween):
            step.duration *= k
