"""Artifakes animations: the events of one move become one timeline on the scene's animator.

The scene draws the post-move view; `self.held` (scenes/table/shown.py) puts pieces back where they
were until the timeline's callbacks say they have arrived (a skip fires every callback, so the
display always ends on the real view). Each event kind has its function (ANIMATIONS). The Inspector
walks space by space, the ground opens, found junk flies home shining, wrecked junk is carted to
the heaps in the middle, and scoring walks the figures. The display model the timelines drive
(what is flying, the walk, the figures, the holes) and its readers live here too.
"""
from __future__ import annotations

import math

import pygame

from scenes.artifakes.pieces import draw_card, draw_card_back, draw_piece
from ui.surfcache import SurfaceCache
from ui import theme
from ui.anim import Timeline, Tween, ease_in_out, ease_out_cubic, linear
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
    for _ in path:
        step = 1.0 if cw else -1.0
        last = out[-1]
        out.append(last + (step * 0.5 if last in (0.5, 30.5) else step))
    return out


def _sound(sc, name):
    audio = sc.app.audio
    return lambda: audio.play(name)


# ---- one function per event kind: (scene, event as JSON, timeline, time) -> time after it -----------
def _round_started(sc, e, tl, t):
    sc.banners.append((f"Round {e['round']}: {sc.name(e['first_burier'])} buries first",
                       tl.add(Tween(0, 1, 1.6, linear), at=t)))
    return t + 0.7


def _buried(sc, e, tl, t):
    g = sc.geo
    seat, kind, space = e["seat"], e["piece"], e["space"]
    sc.held.add("ring", (space, seat, kind), -1)
    tw = tl.add(Tween(sc._tray_centre(seat, kind), g.space_centre(space), 0.45, ease_out_cubic), at=t)
    sc.flying.append({"kind": kind, "seat": seat, "tween": tw, "arc": g.size * 0.06, "shine": False})
    sc.held.at(tl, t + 0.45, lambda h: h.add("ring", (space, seat, kind), 1))
    tl.call(_sound(sc, "place"), t + 0.4)
    return t + 0.5


def _digging_started(sc, e, tl, t):
    sc.banners.append((f"Digging! {sc.name(e['first_digger'])} plays first", tl.add(Tween(0, 1, 1.4, linear), at=t)))
    return t + 0.5


def _dealt(sc, e, tl, t):
    if e["seat"] != sc.me():
        return t
    sc.deal = tl.add(Tween(0.0, 5.0, 0.8, linear), at=t)
    tl.call(_sound(sc, "flip"), t)
    return t + 0.5


def _card_played(sc, e, tl, t):
    g = sc.geo
    s = g.size
    card = {"number": e["number"], "side": "day" if e["card"].endswith("d") else "night", "colour": e["colour"]}
    dest = (g.c[0] - s * 0.12, g.c[1] - s * 0.12)
    tw = tl.add(Tween(sc._hand_centre(e["seat"]), dest, 0.4, ease_out_cubic), at=t)
    sc.cards_flying.append({"card": card, "tween": tw, "w": (sc.pg.card_size[0], int(s * 0.07)), "played": True})
    tl.call(_sound(sc, "flip"), t)
    return t + 0.4


def _inspector_moved(sc, e, tl, t):
    keys = ring_keyframes(e["from"], list(e["path"]))
    n = len(keys) - 1
    per = min(0.22, 2.6 / max(1, n))
    sc.walk = (keys, tl.add(Tween(0.0, float(n), per * n, linear), at=t))
    t += per * n
    sc.holes[e["to"]] = tl.add(Tween(0, 1, 1.3, linear), at=t)
    tl.call(_sound(sc, "dig"), t)
    return t + 0.3


def _dug_up(sc, e, tl, t):
    """Recovered junk flies home shining; destroyed junk is carted to its heap in the middle."""
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
        sc.held.add("ring", (space, seat, kind), n)
        sc.held.at(tl, t, lambda h, kind=kind, n=n: h.add("ring", (space, seat, kind), -n))
        sc.held.add(where, (seat, kind), -n)
        dest = sc._tray_centre(seat, kind) if home else sc._heap_centre(seat)
        for j in range(n):
            start = g.space_centre(space)
            start = (start[0] + (j - n / 2) * g.piece_r, start[1])
            tw = tl.add(Tween(start, dest, 0.7, ease_in_out), at=t + i * 0.08)
            sc.flying.append({"kind": kind, "seat": seat, "tween": tw, "arc": s * (0.1 if home else 0.03),
                              "shine": home})
            sc.held.at(tl, t + i * 0.08 + 0.7, lambda h, kind=kind: h.add(where, (seat, kind), 1))
            i += 1
    fpos = g.point(space, g.r_mid - s * 0.07)
    label = (f"+{e['points']} {sc.name(seat)}" if home else f"-{e['points']} {sc.name(seat)}: junk!")
    sc.floaters.append((label, (255, 236, 150) if home else (255, 170, 150), fpos,
                        tl.add(Tween(0, 1, 1.2, linear), at=t)))
    tl.call(_sound(sc, "score" if home else "dig"), t)
    return t + 0.7 + i * 0.08 + (0.1 if home else 0.0)


def _dead_card(sc, e, tl, t):
    seat = e["seat"]
    card = {"number": e["number"], "side": "day" if e["card"].endswith("d") else "night",
            "colour": sc.view()["spaces"][e["number"] - 1]["colour"]}
    dead_at = (sc.pg.bot_dead if seat == sc.me() else sc.pg.top_dead).center
    tw = tl.add(Tween(sc._hand_centre(seat), dead_at, 0.5, ease_out_cubic), at=t)
    sc.cards_flying.append({"card": card, "tween": tw, "w": (sc.pg.card_size[0], sc.pg.card_size[0] // 2)})
    sc.pulse = tl.add(Tween(0, 1, 0.8, linear), at=t + 0.4)
    sc.banners.append((f"Dead card! Patience {e['streak']} of {e['limit']}", tl.add(Tween(0, 1, 1.3, linear), at=t)))
    tl.call(_sound(sc, "error"), t + 0.4)
    return t + 1.0


def _stormed_off(sc, e, tl, t):
    sc.banners.append(("The Inspector storms off!", tl.add(Tween(0, 1, 1.8, linear), at=t)))
    tl.call(_sound(sc, "dam"), t)
    return t + 1.6


def _scored(sc, e, tl, t):
    s = sc.geo.size
    seat = e["seat"]
    a, b = float(e["from"]), float(e["position"])
    dur = max(0.4, min(2.0, abs(b - a) * 0.15))
    sc.fig_anim[seat] = tl.add(Tween(a, b, dur, linear), at=t)
    text = f"{sc.name(seat)}: +{e['forward']}" + (f" -{e['back']}" if e["back"] else "")
    cells, _ = sc.pg.path_cells(sc.view()["path_length"])
    cx, cy = cells[int(min(len(cells) - 1, max(0, b)))]
    sc.floaters.append((text, (255, 236, 150), (cx, cy - s * 0.03), tl.add(Tween(0, 1, dur + 0.6, linear), at=t)))
    tl.call(_sound(sc, "score"), t)
    return t + dur + 0.2


def _game_over(sc, e, tl, t):
    w = e["winners"]
    sc.banners.append(("A draw!" if len(w) == 2 else f"{sc.name(w[0])} wins!", tl.add(Tween(0, 1, 1.6, linear), at=t)))
    return t + 1.2


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


class ArtifakesAnimation:
    """Mixin for ArtifakesScene: the display model the animations drive and `animate(events)`."""

    # ---- display model (what the animations drive) ----------------------------------------
    def _reset_display(self):
        # held back (scenes/table/shown.py), counts added to the view's: "ring" (space, seat, kind),
        # "pile" (seat, kind) in front of a player, "removed" (seat, kind) on the heaps of junk
        self.held.clear()
        self.flying: list = []         # pieces in the air
        self.cards_flying: list = []
        self.holes: dict = {}          # space -> Tween (0 shut .. 1 open .. shut)
        self.floaters: list = []       # (text, colour, pos, tween)
        self.walk = None               # (keyframes, tween)
        self.fig_anim: dict = {}       # seat -> tween over path positions
        self.pulse = None
        self.deal = None
        self.banners: list = []        # (text, tween) in the order they play (the latest started shows)

    def pile_count(self, seat, kind):
        return self.view()["players"][seat]["to_bury"][kind] + self.held.count("pile", (seat, kind))

    def ring_count(self, space, seat, kind):
        sp = self.view()["spaces"][space - 1]
        return sp["pieces"][seat][kind] + self.held.count("ring", (space, seat, kind))

    def removed_count(self, seat, kind):
        return self.view()["players"][seat]["removed"][kind] + self.held.count("removed", (seat, kind))

    def figure_pos(self, seat, view):
        tw = self.fig_anim.get(seat)
        return tw.value if tw is not None else view["players"][seat]["position"]

    def figure_hop(self, seat):
        tw = self.fig_anim.get(seat)
        if tw is None or not (0 < tw.elapsed < tw.duration):
            return 0.0
        return abs(math.sin(tw.value * math.pi))

    def pulse_value(self):
        return math.sin(self.pulse.progress * math.pi) if self.pulse and 0 < self.pulse.elapsed < self.pulse.duration else 0.0

    def deal_value(self):
        return self.deal.value if self.deal is not None else 5.0

    def inspector_x(self):
        if self.walk is not None:
            keys, tw = self.walk
            v = tw.value
            i = min(len(keys) - 2, int(v)) if len(keys) > 1 else 0
            f = v - i
            if len(keys) == 1:
                return keys[0], 0.0
            return keys[i] + (keys[i + 1] - keys[i]) * ease_in_out(min(1.0, f)), (
                abs(math.sin(f * math.pi)) if 0 < tw.elapsed < tw.duration else 0.0)
        pos = self.view()["inspector"]
        return (float(pos) if pos else 0.5), 0.0


    # ---- animation -------------------------------------------------------------------------
    def _tray_centre(self, seat, kind):
        pg = self.pg
        rect = (pg.bot_trays if seat == self.me() else pg.top_trays)[kind]
        return rect.center

    def _hand_centre(self, seat):
        return self.pg.hand_box.center if seat == self.me() else self.pg.top_hand.center

    def animate(self, events) -> None:
        """One timeline for one move's events (ANIMATIONS says how each kind is shown)."""
        if self.animator.busy:
            self.animator.skip_all()
        self._reset_display()
        tl = Timeline()
        t = 0.0
        for ev in events:
            show = ANIMATIONS.get(ev.kind)
            if show is not None:
                t = show(self, ev.to_json(), tl, t)
        if tl.steps:
            self.animator.play(tl)

    def _draw_fx(self, surface):
        s = self.geo.size
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
            draw_piece(surface, f["kind"], (x, y - arc), self.geo.piece_r, self.colour(f["seat"]),
                       self.symbol(f["seat"]), shine=shine, scale=1.0 + 0.35 * math.sin(tw.progress * math.pi))
        for text, colour, pos, tw in self.floaters:
            if not (0 < tw.elapsed < tw.duration):
                continue
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
        live = [b for b in self.banners if 0 < b[1].elapsed < b[1].duration]
        for text, tw in live[-1:]:        # the latest started of those playing now
            p = tw.progress
            a = int(255 * min(1.0, p * 6, (1 - p) * 5))
            fs = max(16, int(s * 0.042))
            t = theme.text(text, "title", fs, theme.PAPYRUS)
            box = t.get_rect().inflate(fs * 1.4, fs * 0.7)
            box.center = (int(self.geo.c[0]), int(self.geo.c[1] - s * 0.02))
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
