"""Artifakes animations: the events of one move become one timeline on the scene's animator.

The scene draws the post-move view; the `hold_*` tables put pieces back where they were until the
timeline's callbacks say they have arrived (a skip fires every callback, so the display always ends
on the real view). The Inspector walks space by space, the ground opens, found junk flies home
shining, wrecked junk is carted to the heaps in the middle, and scoring walks the figures.
"""
from __future__ import annotations

import math

import pygame

from scenes.artifakes.pieces import draw_card, draw_card_back, draw_piece
from ui import theme
from ui.anim import Timeline, Tween, ease_in_out, ease_out_cubic, linear
from ui.widgets import blit_centered

KINDS = ("disk", "bar")


_plates: dict = {}


def _keep_plate(key, plate):
    if len(_plates) > 64:
        _plates.clear()
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


class ArtifakesAnimation:
    """Mixin for ArtifakesScene: `animate(events)`."""

    # ---- animation -------------------------------------------------------------------------
    def _tray_centre(self, seat, kind):
        pg = self.pg
        rect = (pg.bot_trays if seat == self.me() else pg.top_trays)[kind]
        return rect.center

    def _hand_centre(self, seat):
        return self.pg.hand_box.center if seat == self.me() else self.pg.top_hand.center

    def animate(self, events) -> None:
        if self.animator.busy:
            self.animator.skip_all()
        self._reset_display()
        g = self.geo
        s = g.size
        tl = Timeline()
        t = 0.0
        audio = self.app.audio
        snd = lambda name: (lambda: audio.play(name))  # noqa: E731
        for ev in events:
            e = ev.to_json()
            k = e["kind"]
            if k == "round_started":
                self.banner = (f"Round {e['round']}: {self.name(e['first_burier'])} buries first",
                               tl.add(Tween(0, 1, 1.6, linear), at=t))
                t += 0.7
            elif k == "buried":
                seat, kind, space = e["seat"], e["piece"], e["space"]
                self._hold(self.hold_ring, (space, seat, kind), -1)
                tw = tl.add(Tween(self._tray_centre(seat, kind), g.space_centre(space), 0.45, ease_out_cubic), at=t)
                self.flying.append({"kind": kind, "seat": seat, "tween": tw, "arc": s * 0.06, "shine": False})
                tl.call(lambda sp=space, se=seat, kd=kind: self._hold(self.hold_ring, (sp, se, kd), 1), t + 0.45)
                tl.call(snd("place"), t + 0.4)
                t += 0.5
            elif k == "digging_started":
                self.banner = (f"Digging! {self.name(e['first_digger'])} plays first", tl.add(Tween(0, 1, 1.4, linear), at=t))
                t += 0.5
            elif k == "dealt":
                if e["seat"] == self.me():
                    self.deal = tl.add(Tween(0.0, 5.0, 0.8, linear), at=t)
                    tl.call(snd("flip"), t)
                    t += 0.5
            elif k == "card_played":
                num = e["number"]
                card = {"number": num, "side": "day" if e["card"].endswith("d") else "night", "colour": e["colour"]}
                dest = (g.c[0] - s * 0.12, g.c[1] - s * 0.12)
                tw = tl.add(Tween(self._hand_centre(e["seat"]), dest, 0.4, ease_out_cubic), at=t)
                self.cards_flying.append({"card": card, "tween": tw, "w": (self.pg.card_size[0], int(s * 0.07)), "played": True})
                tl.call(snd("flip"), t)
                t += 0.4
            elif k == "inspector_moved":
                keys = ring_keyframes(e["from"], list(e["path"]))
                n = len(keys) - 1
                per = min(0.22, 2.6 / max(1, n))
                self.walk = (keys, tl.add(Tween(0.0, float(n), per * n, linear), at=t))
                t += per * n
                self.holes[e["to"]] = tl.add(Tween(0, 1, 1.3, linear), at=t)
                tl.call(snd("dig"), t)
                t += 0.3
            elif k in ("recovered", "destroyed"):
                seat, space = e["seat"], e["space"]
                home = k == "recovered"
                i = 0
                for kind in KINDS:
                    n = e["pieces"][kind]
                    if not n:
                        continue
                    self._hold(self.hold_ring, (space, seat, kind), n)
                    tl.call(lambda sp=space, se=seat, kd=kind, n=n: self._hold(self.hold_ring, (sp, se, kd), -n), t)
                    table = self.hold_pile if home else self.hold_removed
                    self._hold(table, (seat, kind), -n)
                    dest = self._tray_centre(seat, kind) if home else self._heap_centre(seat)
                    for j in range(n):
                        start = g.space_centre(space)
                        start = (start[0] + (j - n / 2) * g.piece_r, start[1])
                        tw = tl.add(Tween(start, dest, 0.7, ease_in_out), at=t + i * 0.08)
                        self.flying.append({"kind": kind, "seat": seat, "tween": tw, "arc": s * (0.1 if home else 0.03),
                                            "shine": home})
                        tl.call(lambda se=seat, kd=kind, tb=table: self._hold(tb, (se, kd), 1), t + i * 0.08 + 0.7)
                        i += 1
                fpos = g.point(space, g.r_mid - s * 0.07)
                label = (f"+{e['points']} {self.name(seat)}" if home else f"-{e['points']} {self.name(seat)}: junk!")
                self.floaters.append((label, (255, 236, 150) if home else (255, 170, 150), fpos,
                                      tl.add(Tween(0, 1, 1.2, linear), at=t)))
                tl.call(snd("score" if home else "dig"), t)
                t += 0.7 + i * 0.08 + (0.1 if home else 0.0)
            elif k == "dead_card":
                seat = e["seat"]
                card = {"number": e["number"], "side": "day" if e["card"].endswith("d") else "night",
                        "colour": self.state.colours[e["number"] - 1]}
                dead_at = (self.pg.bot_dead if seat == self.me() else self.pg.top_dead).center
                tw = tl.add(Tween(self._hand_centre(seat), dead_at, 0.5, ease_out_cubic), at=t)
                self.cards_flying.append({"card": card, "tween": tw, "w": (self.pg.card_size[0], self.pg.card_size[0] // 2)})
                self.pulse = tl.add(Tween(0, 1, 0.8, linear), at=t + 0.4)
                self.banner = (f"Dead card! Patience {e['streak']} of {e['limit']}", tl.add(Tween(0, 1, 1.3, linear), at=t))
                tl.call(snd("error"), t + 0.4)
                t += 1.0
            elif k == "stormed_off":
                self.banner = ("The Inspector storms off!", tl.add(Tween(0, 1, 1.8, linear), at=t))
                tl.call(snd("dam"), t)
                t += 1.6
            elif k == "scored":
                seat = e["seat"]
                a, b = float(e["from"]), float(e["position"])
                dur = max(0.4, min(2.0, abs(b - a) * 0.15))
                self.fig_anim[seat] = tl.add(Tween(a, b, dur, linear), at=t)
                text = f"{self.name(seat)}: +{e['forward']}" + (f" -{e['back']}" if e["back"] else "")
                cells, _ = self.pg.path_cells(self.view()["path_length"])
                cx, cy = cells[int(min(len(cells) - 1, max(0, b)))]
                self.floaters.append((text, (255, 236, 150), (cx, cy - s * 0.03), tl.add(Tween(0, 1, dur + 0.6, linear), at=t)))
                tl.call(snd("score"), t)
                t += dur + 0.2
            elif k == "game_over":
                w = e["winners"]
                self.banner = ("A draw!" if len(w) == 2 else f"{self.name(w[0])} wins!",
                               tl.add(Tween(0, 1, 1.6, linear), at=t))
                t += 1.2
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
        if self.banner is not None:
            text, tw = self.banner
            if 0 < tw.elapsed < tw.duration:
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
