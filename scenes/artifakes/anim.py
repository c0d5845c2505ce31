"""Artifakes animations: the events of one move become one timeline on the scene's animator.

The scene draws the post-move view; the table's `held` (scenes/table/shown.py) puts pieces back where
they were until the show's steps say they have arrived (a skip fires every step, so the display
always ends on the real view). Each event kind has its function (ANIMATIONS). The Inspector walks
space by space, the ground opens, found junk flies home shining, wrecked junk is carted to the heaps
in the middle, and scoring walks the figures. What moves lives on the show (`Moving`); the table's
readings of it (where the Inspector stands, the piles' counts) are in table.py.
"""
from __future__ import annotations

import math

import pygame

from game.i18n import _
from scenes.artifakes.pieces import draw_card, draw_card_back, draw_piece
from ui.surfcache import SurfaceCache
from ui import theme
from scenes.table.show import Show
from ui.anim import ease_in_out, ease_out_cubic, linear
from ui.widgets import blit_centered

KINDS = ("disk", "bar")


_plates = SurfaceCache(screens=0.25, floor_mb=2, scope="table")   # floaters' and banners' plates


def _keep_plate(key, plate):
    _plates[key] = plate


def ring_keyframes(start: int, path: list[int]) -> list[float]:
    """Ring coordinates for a walk: continuous (no jump across 30 -> 1), the start line at 0.5."""
    if not path:
        return [float(start) if start else 0.5]
    if start:
        cw = (path[0] - start) % 30 == 1
        x = float(start)
    else:
        cw = path[0] == 1
        x = 0.5 if cw else 30.5
    out = [x]
    for _unused in path:
        step = 1.0 if cw else -1.0
        last = out[-1]
        out.append(last + (step * 0.5 if last in (0.5, 30.5) else step))
    return out


class Moving:
    """What moves over the still picture while an Artifakes move is shown (the tweens its painter
    and the table's readers follow): pieces and cards in the air, the holes the Inspector digs, the
    floating notes, his walk, the figures' walks on the path, the patience pulse, a hand being dealt
    and the banners (the latest started of those playing shows)."""

    def __init__(self):
        self.flying: list = []         # pieces in the air
        self.cards_flying: list = []
        self.holes: dict = {}          # space -> Tween (0 shut .. 1 open .. shut)
        self.floaters: list = []       # (text, colour, pos, tween)
        self.walk = None               # (keyframes, tween)
        self.fig_anim: dict = {}       # seat -> tween over path positions
        self.pulse = None
        self.deal = None
        self.banners: list = []        # (text, tween) in the order they play

    def card_landing(self) -> bool:
        """A played card is still on its way to the centre (the last card there waits for it)."""
        return any(f.get("played") and f["tween"].elapsed < f["tween"].duration for f in self.cards_flying)

    def draw(self, scene, surface) -> None:
        s = scene.geo.size
        for f in self.cards_flying:
            tw = f["tween"]
            if not (0 < tw.elapsed < tw.duration):
                continue
            x, y = tw.value
            w = int(f["w"][0] + (f["w"][1] - f["w"][0]) * tw.progress)
            r = pygame.Rect(0, 0, w, int(w / 0.72))
            r.center = (int(x), int(y))
            if f["card"]:
                draw_card(surface, r, f["card"])
            else:
                draw_card_back(surface, r)
        for f in self.flying:
            tw = f["tween"]
            if not (0 < tw.elapsed < tw.duration):
                continue
            x, y = tw.value
            arc = math.sin(tw.progress * math.pi) * f["arc"]
            shine = math.sin(tw.progress * math.pi) if f["shine"] else 0.0
            draw_piece(surface, f["kind"], (x, y - arc), scene.geo.piece_r, scene.colour(f["seat"]),
                       scene.symbol(f["seat"]), shine=shine, scale=1.0 + 0.35 * math.sin(tw.progress * math.pi))
        for text, colour, pos, tw in self.floaters:
            if 0 < tw.elapsed < tw.duration:
                _draw_floater(surface, s, text, colour, pos, tw)
        live = [b for b in self.banners if 0 < b[1].elapsed < b[1].duration]
        for text, tw in live[-1:]:        # the latest started of those playing now
            _draw_banner(scene, surface, s, text, tw)


def _draw_floater(surface, s, text, colour, pos, tw) -> None:
    a = int(255 * min(1.0, 3 * (1 - tw.progress)))
    t = theme.text(text, "bold", max(14, int(s * 0.03)), colour)
    box = t.get_rect().inflate(t.get_height() // 2, 2)
    key = ("floater", text, tuple(colour), box.size)
    plate = _plates.get(key)
    if plate is None:   # made once; only its alpha changes from frame to frame
        plate = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.rect(plate, (30, 24, 20, 200), plate.get_rect(), border_radius=box.h // 3)
        plate.blit(t, t.get_rect(center=(box.w // 2, box.h // 2)))
        _keep_plate(key, plate)
    plate.set_alpha(a)
    blit_centered(surface, plate, (pos[0], pos[1] - tw.progress * s * 0.05))


def _draw_banner(scene, surface, s, text, tw) -> None:
    p = tw.progress
    a = int(255 * min(1.0, p * 6, (1 - p) * 5))
    fs = max(16, int(s * 0.042))
    t = theme.text(text, "title", fs, theme.PAPYRUS)
    box = t.get_rect().inflate(fs * 1.4, fs * 0.7)
    box.center = (int(scene.geo.c[0]), int(scene.geo.c[1] - s * 0.02))
    key = ("banner", text, fs, box.size)
    plate = _plates.get(key)
    if plate is None:
        plate = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.rect(plate, (40, 30, 40, 220), plate.get_rect(), border_radius=box.h // 3)
        pygame.draw.rect(plate, (*theme.OCHRE, 255), plate.get_rect(), max(2, fs // 10),
                         border_radius=box.h // 3)
        plate.blit(t, t.get_rect(center=(box.w // 2, box.h // 2)))
        _keep_plate(key, plate)
    plate.set_alpha(a)
    surface.blit(plate, box)


# ---- one function per event kind: (the show, the event); each adds from show.at and moves it on -----
def _banner(show: Show, text: str, seconds: float) -> None:
    show.moving.banners.append((text, show.tween(0, 1, seconds, linear)))


def _round_started(show: Show, e) -> None:
    _banner(show, _("Round {round}: {player} buries first").format(round=e["round"],
                                                                     player=show.scene.name(e["first_burier"])), 1.6)
    show.at += 0.7


def _buried(show: Show, e) -> None:
    sc, held, t = show.scene, show.held, show.at
    g = sc.geo
    seat, kind, space = e["seat"], e["piece"], e["space"]
    held.add("ring", (space, seat, kind), -1)
    tw = show.tween(sc._tray_centre(seat, kind), g.space_centre(space), 0.45, ease_out_cubic)
    show.moving.flying.append({"kind": kind, "seat": seat, "tween": tw, "arc": g.size * 0.06, "shine": False})
    held.at(show, t + 0.45, lambda h: h.add("ring", (space, seat, kind), 1))
    show.sound("place", t + 0.4)
    show.at = t + 0.5


def _digging_started(show: Show, e) -> None:
    _banner(show, _("Digging! {player} plays first").format(player=show.scene.name(e["first_digger"])), 1.4)
    show.at += 0.5


def _dealt(show: Show, e) -> None:
    if e["seat"] != show.scene.me():
        return
    show.moving.deal = show.tween(0.0, 5.0, 0.8, linear)
    show.sound("flip")
    show.at += 0.5


def _card_played(show: Show, e) -> None:
    sc = show.scene
    g = sc.geo
    s = g.size
    card = {"number": e["number"], "side": "day" if e["card"].endswith("d") else "night", "colour": e["colour"]}
    dest = (g.c[0] - s * 0.12, g.c[1] - s * 0.12)
    tw = show.tween(sc._hand_centre(e["seat"]), dest, 0.4, ease_out_cubic)
    show.moving.cards_flying.append({"card": card, "tween": tw, "w": (sc.pg.card_size[0], int(s * 0.07)),
                                     "played": True})
    show.sound("flip")
    show.at += 0.4


def _inspector_moved(show: Show, e) -> None:
    keys = ring_keyframes(e["from"], list(e["path"]))
    n = len(keys) - 1
    per = min(0.22, 2.6 / max(1, n))
    show.moving.walk = (keys, show.tween(0.0, float(n), per * n, linear))
    show.at += per * n
    show.moving.holes[e["to"]] = show.tween(0, 1, 1.3, linear)
    show.sound("dig")
    show.at += 0.3


def _dug_up(show: Show, event) -> None:
    """Recovered junk flies home shining; destroyed junk is carted to its heap in the middle."""
    sc, held, t = show.scene, show.held, show.at
    e = event.to_json()
    g = sc.geo
    s = g.size
    seat, space = e["seat"], e["space"]
    home = e["kind"] == "recovered"
    where = "pile" if home else "removed"
    i = 0
    for kind in KINDS:
        n = e["pieces"][kind]
        if not n:
            continue
        held.add("ring", (space, seat, kind), n)
        held.at(show, t, lambda h, kind=kind, n=n: h.add("ring", (space, seat, kind), -n))
        held.add(where, (seat, kind), -n)
        dest = sc._tray_centre(seat, kind) if home else sc._heap_centre(seat)
        for j in range(n):
            start = g.space_centre(space)
            start = (start[0] + (j - n / 2) * g.piece_r, start[1])
            tw = show.tween(start, dest, 0.7, ease_in_out, t + i * 0.08)
            show.moving.flying.append({"kind": kind, "seat": seat, "tween": tw,
                                       "arc": s * (0.1 if home else 0.03), "shine": home})
            held.at(show, t + i * 0.08 + 0.7, lambda h, kind=kind: h.add(where, (seat, kind), 1))
            i += 1
    fpos = g.point(space, g.r_mid - s * 0.07)
    # Translators: a note floating over the ring: the points of junk a player found there, and the player
    label = (_("+{points} {player}").format(points=e["points"], player=sc.name(seat)) if home
             # Translators: a note floating over the ring: the points of a player's junk declared fake there
             else _("-{points} {player}: junk!").format(points=e["points"], player=sc.name(seat)))
    show.moving.floaters.append((label, (255, 236, 150) if home else (255, 170, 150), fpos,
                                 show.tween(0, 1, 1.2, linear)))
    show.sound("score" if home else "dig")
    show.at = t + 0.7 + i * 0.08 + (0.1 if home else 0.0)


def _dead_card(show: Show, e) -> None:
    sc, t = show.scene, show.at
    seat = e["seat"]
    card = {"number": e["number"], "side": "day" if e["card"].endswith("d") else "night",
            "colour": sc.view()["spaces"][e["number"] - 1]["colour"]}
    dead_at = (sc.pg.bot_dead if seat == sc.me() else sc.pg.top_dead).center
    tw = show.tween(sc._hand_centre(seat), dead_at, 0.5, ease_out_cubic)
    show.moving.cards_flying.append({"card": card, "tween": tw, "w": (sc.pg.card_size[0], sc.pg.card_size[0] // 2)})
    show.moving.pulse = show.tween(0, 1, 0.8, linear, t + 0.4)
    # Translators: {streak} dead cards in a row so far, of the {limit} that make the Inspector storm off
    _banner(show, _("Dead card! Patience {streak} of {limit}").format(streak=e["streak"], limit=e["limit"]), 1.3)
    show.sound("error", t + 0.4)
    show.at = t + 1.0


def _stormed_off(show: Show, e) -> None:
    _banner(show, _("The Inspector storms off!"), 1.8)
    show.sound("dam")
    show.at += 1.6


def _scored(show: Show, e) -> None:
    sc, t = show.scene, show.at
    s = sc.geo.size
    seat = e["seat"]
    a, b = float(e["from"]), float(e["position"])
    dur = max(0.4, min(2.0, abs(b - a) * 0.15))
    show.moving.fig_anim[seat] = show.tween(a, b, dur, linear)
    if e["back"]:
        # Translators: a note over the path: steps forward for junk found, steps back for dead cards
        text = _("{player}: +{forward} -{back}").format(player=sc.name(seat), forward=e["forward"], back=e["back"])
    else:
        # Translators: a note over the path: steps forward for junk found
        text = _("{player}: +{forward}").format(player=sc.name(seat), forward=e["forward"])
    cells, _unused = sc.pg.path_cells(sc.view()["path_length"])
    cx, cy = cells[int(min(len(cells) - 1, max(0, b)))]
    show.moving.floaters.append((text, (255, 236, 150), (cx, cy - s * 0.03), show.tween(0, 1, dur + 0.6, linear)))
    show.sound("score")
    show.at = t + dur + 0.2


def _game_over(show: Show, e) -> None:
    w = e["winners"]
    _banner(show, _("A draw!") if len(w) == 2 else _("{player} wins!").format(player=show.scene.name(w[0])), 1.6)
    show.at += 1.2


# event kind -> how it is shown (kinds not listed, such as "reshuffled", show nothing)
ANIMATIONS = {
    "round_started": _round_started,
    "buried": _buried,
    "digging_started": _digging_started,
    "dealt": _dealt,
    "card_played": _card_played,
    "inspector_moved": _inspector_moved,
    "recovered": _dug_up,
    "destroyed": _dug_up,
    "dead_card": _dead_card,
    "stormed_off": _stormed_off,
    "scored": _scored,
    "game_over": _game_over,
}
