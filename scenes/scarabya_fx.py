"""Scarabya's animations: a placed tile drops into place; a closed area glows and golden scarab tokens
drop onto each scarab with their value while the score counts up; banners for discards and sealed
scarabs; the mission card turns over when a round starts.

The rules have already moved on when these play, so the scene keeps a small display model: squares,
areas, points and tokens that the animations have not revealed yet are held back (`hidden_cells`,
`hidden_areas`, `points_lag`, `tokens_lag`) and released by the timelines' callbacks; skipping an
animation fires them all at once.
"""
from __future__ import annotations

import pygame

from scenes import scarabya_view as sv
from ui import theme
from ui.anim import Timeline, Tween, ease_out_back, ease_out_cubic, linear


class EffectsMixin:
    # ---- animation -----------------------------------------------------------------------------
    def animate(self, events):
        self.card_override = self._shown_card
        for ev in events:
            kind = ev.kind
            if kind == "placed":
                self._anim_placed(ev)
            elif kind == "area_closed":
                self._anim_area(ev)
            elif kind == "scarab_sealed":
                self._anim_banner("A scarab is sealed in: it can never be covered now.", (170, 50, 40), 1.6,
                                  site=0, cells=ev["cells"])
            elif kind == "discarded":
                self._anim_banner(f"The {ev['tile']} fits nowhere: it is discarded.", (90, 70, 50), 1.4,
                                  site=ev["site"])
            elif kind == "round_started":
                self._anim_round(ev)

    def _start(self, fx, site=None):
        def go():
            if site is not None:
                self.focus_site = site
            self.fx.append(fx)
        return go

    def _end(self, fx, then=None):
        def stop():
            if fx in self.fx:
                self.fx.remove(fx)
            if then:
                then()
        return stop

    def _anim_placed(self, ev):
        site, cells = ev["site"], [tuple(rc) for rc in ev["cells"]]
        hidden = self.hidden_cells.setdefault(site, set())
        hidden.update(cells)
        tl = Timeline()
        fx = {"kind": "drop", "site": site, "cells": cells, "seat": ev["seat"], "t": Tween(0.0, 1.0, 0.32, linear)}
        tl.call(self._start(fx, site), 0.0)
        tl.add(fx["t"], 0.0)
        tl.call(lambda: self.app.audio.play("place"), 0.28)
        tl.call(self._end(fx, lambda: hidden.difference_update(cells)), 0.34)
        self.animator.play(tl)

    def _anim_area(self, ev):
        site, seat = ev["site"], ev["seat"]
        key = (site, tuple(ev["cells"][0]))
        self.hidden_areas.add(key)
        pts = ev["points"]
        self.points_lag[seat] += pts
        self.tokens_lag.extend(ev["tokens"])
        self.tokens_lag_seat.extend([seat] * len(ev["tokens"]))
        tl = Timeline()
        glow = {"kind": "glow", "site": site, "cells": [tuple(c) for c in ev["cells"]], "t": Tween(0.0, 1.0, 1.3, linear),
                "colour": sv.GOLD if (pts or self.state.mode == "solo" and not ev["scarabs"]) else (230, 220, 200)}
        tl.call(self._start(glow, site), 0.0)
        tl.add(glow["t"], 0.0)
        at = 0.35
        for r, c in ev["scarabs"]:
            if self.state.mode == "solo":
                break
            tok = {"kind": "token", "site": site, "cell": (r, c), "value": ev["size"], "t": Tween(0.0, 1.0, 0.45, ease_out_back)}
            tl.call(self._start(tok), at)
            tl.add(tok["t"], at)

            def land(tok=tok, v=ev["size"], seat=seat):
                self.points_lag[seat] = max(0, self.points_lag[seat] - v)
                self.app.audio.play("score")
            tl.call(land, at + 0.4)
            at += 0.2
        label = f"+{pts}" if self.state.mode != "solo" else ("Sealed!" if ev["scarabs"] else "Closed")
        flt = {"kind": "float", "site": site, "cells": glow["cells"], "text": label, "t": Tween(0.0, 1.0, 1.4, ease_out_cubic)}
        tl.call(self._start(flt), 0.25)
        tl.add(flt["t"], 0.25)
        end = max(1.7, at + 0.6)

        def done(key=key, seat=seat):
            self.hidden_areas.discard(key)
            self.points_lag[seat] = 0
            self._release_tokens(seat)
            for f in (glow, flt):
                if f in self.fx:
                    self.fx.remove(f)
            self.fx = [f for f in self.fx if not (f["kind"] == "token" and f["site"] == site)]
        tl.call(done, end)
        self.animator.play(tl)

    def _release_tokens(self, seat):
        keep = [(v, s) for v, s in zip(self.tokens_lag, self.tokens_lag_seat) if s != seat]
        self.tokens_lag = [v for v, _ in keep]
        self.tokens_lag_seat = [s for _, s in keep]

    def tokens_shown(self, view, seat):
        """The seat's tokens minus those still falling onto the site."""
        toks = list(view["tokens"][seat])
        for v, s in zip(self.tokens_lag, self.tokens_lag_seat):
            if s == seat and v in toks:
                toks.remove(v)
        return toks

    def _anim_banner(self, text, colour, seconds, site=None, cells=None):
        tl = Timeline()
        fx = {"kind": "banner", "text": text, "colour": colour, "site": site, "cells": cells or [],
              "t": Tween(0.0, 1.0, seconds, linear)}
        tl.call(self._start(fx, site), 0.0)
        tl.add(fx["t"], 0.0)
        tl.call(self._end(fx), seconds)
        self.animator.play(tl)

    def _anim_round(self, ev):
        tl = Timeline()
        card = (ev["round"], tuple(ev["tiles"]))
        fx = {"kind": "card", "t": Tween(0.0, 1.0, 0.7, ease_out_cubic)}

        def show():
            self.card_override = card
            self.fx.append(fx)
        tl.call(show, 0.0)
        tl.add(fx["t"], 0.0)
        tl.call(lambda: self.app.audio.play("flip"), 0.0)
        tl.call(self._end(fx), 0.7)
        self.animator.play(tl)

    def update(self, dt):
        super().update(dt)
        if not self.animator.busy:
            if self.fx or self.hidden_areas or any(self.hidden_cells.values()):
                self.fx.clear()
                self.hidden_areas.clear()
                self.hidden_cells.clear()
            self.points_lag = [0] * self.state.num_players
            self.tokens_lag, self.tokens_lag_seat = [], []
            self.card_override = None
            if self.state.current_player is not None:
                self.focus_site = self.site_of(self.state.current_player)

    def table_animating(self):
        return bool(self.fx)


    def draw_fx(self, surface, g, site):
        for fx in list(self.fx):
            kind = fx["kind"]
            if fx.get("site") not in (None, site) and kind != "card":
                continue
            t = fx["t"].value
            if kind == "drop":
                lift = 0.9 * (1 - t) ** 2
                sv.draw_tile(surface, fx["cells"], g.grid.topleft, g.cell, self.colour(fx["seat"]), self.symbol(fx["seat"]),
                             lift=lift, scale=1.0 + 0.12 * (1 - t))
            elif kind == "glow":
                p = sv.pulse(min(1.0, t * 2)) if t < 0.5 else 0.6 + 0.3 * sv.pulse((t - 0.5) * 2)
                for r, c in fx["cells"]:
                    sv.glow_ring(surface, g.cell_centre(r, c), int(g.cell * (0.75 + 0.35 * p)), (255, 226, 120), int(230 * p))
                sv.fill_cells(surface, g, fx["cells"], (*fx["colour"], int(90 + 120 * p)))
                sv.outline_cells(surface, g, fx["cells"], shade_gold(p), max(3, int(g.cell * (0.07 + 0.06 * p))))
            elif kind == "token":
                r, c = fx["cell"]
                x, y = g.cell_centre(r, c)
                dy = (1 - t) * g.cell * 2.2
                size = int(g.cell * 0.72)
                sv.draw_token(surface, (x, y - dy), size, fx["value"], alpha=int(255 * min(1.0, 0.3 + t)))
            elif kind == "float":
                x, y = sv.area_label_pos(g, fx["cells"])
                px = max(16, int(g.cell * 0.75))
                a = 1.0 if t < 0.8 else max(0.0, 1 - (t - 0.8) / 0.2)
                if a > 0:
                    label = theme.text(fx["text"], "title", px, (255, 244, 200))
                    box = label.get_rect().inflate(px, px // 4)
                    top = g.grid.y + min(r for r, _ in fx["cells"]) * g.cell   # above the area: tokens stay visible
                    box.midbottom = (x, int(top - g.cell * (0.05 + 0.6 * t)))
                    key = (fx["text"], px)
                    s = _floats.get(key)
                    if s is None:   # made once per label; only its alpha changes while it fades
                        s = pygame.Surface(box.size, pygame.SRCALPHA)
                        pygame.draw.rect(s, (*sv.GOLD_DARK, 230), s.get_rect(), border_radius=box.h // 2)
                        pygame.draw.rect(s, (255, 226, 140, 255), s.get_rect(), max(2, px // 10),
                                         border_radius=box.h // 2)
                        s.blit(label, label.get_rect(center=(box.w // 2, box.h // 2)))
                        if len(_floats) > 60:
                            _floats.clear()
                        _floats[key] = s
                    s.set_alpha(int(255 * a))
                    surface.blit(s, box)
            elif kind == "banner":
                if fx["cells"]:
                    p = sv.pulse(t * 2 % 1.0)
                    sv.outline_cells(surface, g, fx["cells"], fx["colour"], max(2, int(g.cell * (0.06 + 0.06 * p))))
                px = max(16, int(g.cell * 0.5))
                sv.pill(surface, fx["text"], (g.grid.centerx, g.grid.centery), px, theme.WHITE, fx["colour"], border=theme.PAPYRUS)


_floats: dict[tuple, pygame.Surface] = {}


def shade_gold(p):
    return tuple(int(a + (b - a) * p) for a, b in zip((214, 160, 50), (255, 240, 170)))

