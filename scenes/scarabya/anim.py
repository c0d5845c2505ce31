"""Scarabya's animations: a placed tile drops into place; a closed area glows and golden scarab tokens
drop onto each scarab with their value while the score counts up; banners for discards and sealed
scarabs; the mission card turns over when a round starts.

The rules have already moved on when these play, so the picture holds back (in the table's one
display model, `self.held`: scenes/table/shown.py) what the animations have not revealed yet: the
squares of a tile still dropping ("cells", members (site, (r, c))), an area whose glow has not played
("areas", members (site, first square)), the points still counting up ("points", by seat, added to
the view's score) and the tokens still falling ("tokens", by (seat, value), added to the seat's tokens
and taken from the supply). The timelines' callbacks let them go; skipping an animation fires them
all at once, and when nothing plays any more the table shows the view exactly.

Events become timelines through one table, ANIMATIONS (event kind -> handler); what a move did, for
the players' cards, is noted through another, RECAPS.
"""
from __future__ import annotations

import copy

import pygame

from game.logtext import plural
from game.scarabya.view import unseen
from scenes.scarabya import pieces as sv
from ui import theme
from ui.anim import Timeline, Tween, ease_out_back, ease_out_cubic, linear
from ui.surfcache import SurfaceCache

RECAP_S = 1.8   # a move's whole recap (all its timelines) ends by itself within this many seconds


def _together(timelines):
    """One timeline playing all of `timelines` at once (from the same start)."""
    out = Timeline()
    for tl in timelines:
        out.steps.extend(tl.steps)
    return out


def _chain(timelines):
    """One timeline playing `timelines` one after another."""
    out = Timeline()
    at = 0.0
    for tl in timelines:
        out.steps.extend((t + at, step) for t, step in tl.steps)
        at += tl.length
    return out


def _squeeze(timelines, budget: float) -> None:
    """Scale the timelines (start times and tween lengths) so that, played one after another, they
    last at most `budget` (in the animator's own time)."""
    total = sum(tl.length for tl in timelines)
    if total <= budget or total <= 0:
        return
    k = budget / total
    for tl in timelines:
        tl.steps = [(at * k, step) for at, step in tl.steps]
        for _at, step in tl.steps:
            if isinstance(step, Tween):
                step.duration *= k


class _Tagged:
    """An event with the round it belongs to (the rules' events do not say)."""

    def __init__(self, ev, rnd):
        self._ev, self.round = ev, rnd

    def __getattr__(self, name):
        return getattr(self._ev, name)

    def __getitem__(self, name):
        return self._ev[name]


class EffectsMixin:
    # ---- animation -----------------------------------------------------------------------------
    def animate(self, events):
        """Events become timelines, queued as one recap that ends by itself within RECAP_S seconds.

        A placement the viewer may not see yet (standard game: the others' moves of a round still in
        progress) is not shown: it is held back and played, all at once, when the round is over."""
        now = self.view_now()["round"]
        move_round = now - (1 if any(ev.kind == "round_started" for ev in events) else 0)
        if self.match.is_over:
            move_round = now
        # the card of the move's own round stays up until the new one turns over
        self.card_override = self.card_of_round(move_round)
        events = [_Tagged(ev, move_round) for ev in events]
        held = getattr(self, "_withheld", [])      # the others' moves of this round, not shown yet
        shown = []
        for ev in events:
            if ev.kind in ("placed", "area_closed", "discarded") and self._hidden_site(ev.get("site")):
                held.append(ev)
            else:
                shown.append(ev)
        self._withheld = held
        batch: list[Timeline] = []
        if held and not any(self._hidden_site(ev.get("site")) for ev in held):   # the round is over
            self._withheld = []
            self._revealing = True
            reveal = [self._anim_event(ev) for ev in held]
            self._revealing = False
            batch.append(_together([tl for tl in reveal if tl is not None]))
            for ev in held:
                self._note_recap(ev)
        for ev in shown:
            tl = self._anim_event(ev)
            if tl is not None:
                batch.append(tl)
            self._note_recap(ev)
        told = copy.deepcopy(getattr(self, "recaps", {}))   # the players' cards say it once it is shown
        if not batch:
            self.shown_recaps = told
            return
        whole = _chain(batch)
        recap = self._recap_line(shown if not held or self._withheld else shown + held)
        if recap:   # a computer's move (or the round's reveal) says in words what it was, on the site
            whole = _together([whole, self._recap_banner(recap, max(0.9, whole.length))])
        speed = float(getattr(self.app.settings, "animation_speed", 1.0) or 1.0)
        _squeeze([whole], RECAP_S * max(0.25, speed))   # the animator plays `speed` times as fast
        self.animator.play(whole)
        self.after_shown(lambda: setattr(self, "shown_recaps", told))

    def _hidden_site(self, site) -> bool:
        """The viewer may not see this site's move yet (the view says it shows the round's start)."""
        return site is not None and unseen(self.view_now(), site)

    def _anim_event(self, ev):
        handler = ANIMATIONS.get(ev.kind)
        return handler(self, ev) if handler is not None else None

    # ---- what just happened: one line on the site, and a short recap on each player's card -------
    def _note_recap(self, ev):
        recaps = self.__dict__.setdefault("recaps", {})
        seat = ev.get("seat")
        note = RECAPS.get(ev.kind)
        if seat is None or note is None:
            return
        note(recaps, seat, ev, self._round_of(ev))

    def _round_of(self, ev):
        rnd = getattr(ev, "round", None)
        return self.view_now()["round"] if rnd is None else rnd

    def card_of_round(self, rnd: int):
        """(round, tiles by seat) as the mission card(s) showed them in round `rnd`."""
        if rnd < 1:
            return None
        drawn = self.view_now()["cards_drawn"]
        if self.mode == "duel":
            first = (rnd - 1) % 2
            tiles = [None, None]
            tiles[first], tiles[1 - first] = drawn[2 * (rnd - 1)], drawn[2 * (rnd - 1) + 1]
            return (rnd, tuple(tiles))
        return (rnd, tuple([drawn[rnd - 1]] * self.match.num_players))

    def recap_text(self, seat, shown: bool = False) -> str | None:
        """A short line on what the seat did last (only what this screen may show), or None; `shown`:
        as the players' cards tell it, once the move has been shown (the header speaks of the move
        while it plays)."""
        r = self.shown_recap(seat) if shown else getattr(self, "recaps", {}).get(seat)
        if not r:
            return None
        if r.get("discarded"):
            return f"discarded the {r['tile']}"
        if self.mode == "solo":
            return f"placed the {r['tile']}"
        pts = r.get("points", 0)
        return f"placed the {r['tile']}: +{plural(pts, 'point')}" if pts else f"placed the {r['tile']}"

    def shown_recap(self, seat) -> dict | None:
        """The seat's recap as its card shows it: the one of the last move already shown."""
        return getattr(self, "shown_recaps", getattr(self, "recaps", {})).get(seat)

    def _recap_line(self, shown) -> str | None:
        """The line shown on the site while a computer's move (or a round's reveal) plays."""
        seats = []
        for ev in shown:
            if ev.kind in ("placed", "discarded") and ev.get("seat") not in seats:
                seats.append(ev["seat"])
        bots = [s for s in seats if not self.is_human(s)]
        if not bots:
            return None
        return "; ".join(f"{self.name(s)} (computer) {self.recap_text(s)}" for s in bots if self.recap_text(s))

    def _recap_banner(self, text, seconds):
        tl = Timeline()
        fx = {"kind": "recap", "text": text, "site": None, "t": Tween(0.0, 1.0, max(0.9, seconds), linear)}
        tl.call(lambda: self.fx.append(fx), 0.0)
        tl.add(fx["t"], 0.0)
        tl.call(self._end(fx), max(0.9, seconds))
        return tl

    def _start(self, fx, site=None):
        focus = not getattr(self, "_revealing", False)   # a round's reveal plays on the small sites

        def go():
            if site is not None and focus:
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

    # ---- what the picture holds back (self.held) ---------------------------------------------------
    def cells_held(self, site) -> set:
        """Squares of `site` whose tile is still dropping (drawn bare until it lands)."""
        return {rc for s, rc in self.held.hidden("cells") if s == site}

    def area_held(self, site, area) -> bool:
        """Whether the closed `area` of `site` waits for its glow before it is drawn."""
        return (site, tuple(area["cells"][0])) in self.held.hidden("areas")

    def points_shown(self, view, seat) -> int:
        """The seat's points less those still counting up."""
        return view["points"][seat] + self.held.count("points", seat)

    def tokens_shown(self, view, seat):
        """The seat's tokens minus those still falling onto the site."""
        toks = list(view["tokens"][seat])
        for v in set(toks):
            for _ in range(-self.held.count("tokens", (seat, v))):
                if v in toks:
                    toks.remove(v)
        return toks

    def supply_shown(self, view, value) -> int:
        """Tokens of `value` in the common supply, with those still falling counted there."""
        return view["supply"][str(value)] - sum(self.held.count("tokens", (s, value))
                                                for s in range(self.match.num_players))

    def _let_points_go(self, seat, most=None) -> None:
        """Show up to `most` (all when None) of the seat's points still held back."""
        held = self.held.count("points", seat)
        if held:
            self.held.add("points", seat, -held if most is None else min(-held, most))

    def _release_tokens(self, seat):
        for (name, key), n in list(self.held.counts.items()):
            if name == "tokens" and key[0] == seat:
                self.held.add("tokens", key, -n)

    # ---- the events ------------------------------------------------------------------------------
    def _anim_placed(self, ev):
        site, cells = ev["site"], [tuple(rc) for rc in ev["cells"]]
        held = [(site, rc) for rc in cells]
        self.held.hide("cells", *held)
        tl = Timeline()
        fx = {"kind": "drop", "site": site, "cells": cells, "seat": ev["seat"], "t": Tween(0.0, 1.0, 0.32, linear)}
        tl.call(self._start(fx, site), 0.0)
        tl.add(fx["t"], 0.0)
        tl.call(lambda: self.app.audio.play("place"), 0.28)
        tl.call(self._end(fx, lambda: self.held.show("cells", *held)), 0.34)
        return tl

    def _anim_area(self, ev):
        site, seat = ev["site"], ev["seat"]
        key = (site, tuple(ev["cells"][0]))
        self.held.hide("areas", key)
        pts = ev["points"]
        self.held.add("points", seat, -pts)
        for v in ev["tokens"]:
            self.held.add("tokens", (seat, v), -1)
        tl = Timeline()
        glow = {"kind": "glow", "site": site, "cells": [tuple(c) for c in ev["cells"]], "t": Tween(0.0, 1.0, 1.3, linear),
                "colour": sv.GOLD if (pts or self.mode == "solo" and not ev["scarabs"]) else (230, 220, 200)}
        tl.call(self._start(glow, site), 0.0)
        tl.add(glow["t"], 0.0)
        at = 0.35
        for r, c in ev["scarabs"]:
            if self.mode == "solo":
                break
            tok = {"kind": "token", "site": site, "cell": (r, c), "value": ev["size"], "t": Tween(0.0, 1.0, 0.45, ease_out_back)}
            tl.call(self._start(tok), at)
            tl.add(tok["t"], at)

            def land(tok=tok, v=ev["size"], seat=seat):
                self._let_points_go(seat, v)
                self.app.audio.play("score")
            tl.call(land, at + 0.4)
            at += 0.2
        label = f"+{pts}" if self.mode != "solo" else ("Sealed!" if ev["scarabs"] else "Closed")
        flt = {"kind": "float", "site": site, "cells": glow["cells"], "text": label, "t": Tween(0.0, 1.0, 1.4, ease_out_cubic)}
        tl.call(self._start(flt), 0.25)
        tl.add(flt["t"], 0.25)
        end = max(1.7, at + 0.6)

        def done(key=key, seat=seat):
            self.held.show("areas", key)
            self._let_points_go(seat)
            self._release_tokens(seat)
            for f in (glow, flt):
                if f in self.fx:
                    self.fx.remove(f)
            self.fx = [f for f in self.fx if not (f["kind"] == "token" and f["site"] == site)]
        tl.call(done, end)
        return tl

    def _anim_banner(self, text, colour, seconds, site=None, cells=None):
        tl = Timeline()
        fx = {"kind": "banner", "text": text, "colour": colour, "site": site, "cells": cells or [],
              "t": Tween(0.0, 1.0, seconds, linear)}
        tl.call(self._start(fx, site), 0.0)
        tl.add(fx["t"], 0.0)
        tl.call(self._end(fx), seconds)
        return tl

    def _anim_sealed(self, ev):
        return self._anim_banner("A scarab is sealed in: it can never be covered now.", (170, 50, 40), 1.6,
                                 site=0, cells=ev["cells"])

    def _anim_discarded(self, ev):
        return self._anim_banner(f"The {ev['tile']} fits nowhere: it is discarded.", (90, 70, 50), 1.4,
                                 site=ev["site"])

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
        return tl

    def update(self, dt):
        super().update(dt)
        if not self.animator.busy:
            self.fx.clear()
            if not self.held.empty:
                self.held.clear()
            self.card_override = None
            if self.match.current_player is not None:
                self.focus_site = self.site_of(self.match.current_player)

    def recap_px(self, g) -> int:
        return max(14, self.min_px, int(g.cell * 0.36))

    def _recap_label(self, fx, g):
        px = self.recap_px(g)
        return theme.text(fx["text"], "bold", px, theme.WHITE, wrap=int(g.grid.w * 0.9))

    def recap_box(self, g, text):
        """Where a move's recap line sits: across the top of the big site, under its plaque."""
        px = self.recap_px(g)
        label = theme.text(text, "bold", px, theme.WHITE, wrap=int(g.grid.w * 0.9))
        box = label.get_rect().inflate(px, int(px * 0.6))
        box.midtop = (g.grid.centerx, g.grid.y + g.cell // 4)
        return box

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
                        _floats[key] = s
                    s.set_alpha(int(255 * a))
                    surface.blit(s, box)
            elif kind == "recap":
                box = self.recap_box(g, fx["text"])
                sv.pill_at(surface, self._recap_label(fx, g), box, (70, 48, 24), border=sv.GOLD)
            elif kind == "banner":
                if fx["cells"]:
                    p = sv.pulse(t * 2 % 1.0)
                    sv.outline_cells(surface, g, fx["cells"], fx["colour"], max(2, int(g.cell * (0.06 + 0.06 * p))))
                px = max(16, int(g.cell * 0.5))
                sv.pill(surface, fx["text"], (g.grid.centerx, g.grid.centery), px, theme.WHITE, fx["colour"], border=theme.PAPYRUS)


_floats = SurfaceCache(screens=0.25, floor_mb=2, scope="table")   # the points labels that float up


# ---- the tables: event kind -> what it shows, and what it adds to the mover's recap -------------------
ANIMATIONS = {
    "placed": EffectsMixin._anim_placed,
    "area_closed": EffectsMixin._anim_area,
    "scarab_sealed": EffectsMixin._anim_sealed,
    "discarded": EffectsMixin._anim_discarded,
    "round_started": EffectsMixin._anim_round,
}


def _recap_placed(recaps, seat, ev, rnd):
    recaps[seat] = {"round": rnd, "tile": ev["tile"], "points": 0, "areas": 0}


def _recap_discarded(recaps, seat, ev, rnd):
    recaps[seat] = {"round": rnd, "tile": ev["tile"], "discarded": True}


def _recap_area(recaps, seat, ev, rnd):
    if seat in recaps:
        recaps[seat]["points"] = recaps[seat].get("points", 0) + ev["points"]
        recaps[seat]["areas"] = recaps[seat].get("areas", 0) + 1


RECAPS = {"placed": _recap_placed, "discarded": _recap_discarded, "area_closed": _recap_area}


def shade_gold(p):
    return tuple(int(a + (b - a) * p) for a, b in zip((214, 160, 50), (255, 240, 170)))

