"""Artifakes table painting: the stone circle with the junk on it, the Inspector, the landing chips
of the card in hand, the middle of the ring (last card, the heaps of declared junk), the panels
(panels.py), the flying pieces (anim.py) and the tooltips. It draws from the view the match gives and
the scene's display model (anim.py, `self.held`); nothing here changes the game.
"""
from __future__ import annotations

import math

import pygame

from game.artifakes import data
from game.core import Action
from game.i18n import _, _n, N_
from scenes.artifakes import panels
from scenes.artifakes.pieces import SPACE_WORD, badge, draw_card, draw_piece, render_ring, stack_layout
from scenes.artifakes.summary import draw_summary, gains
from scenes.table.still import Part
from ui.anim import ease_in_out
from ui import assets, theme
from ui.widgets import blit_centered

POINTS = data.PIECE_POINTS
CAPACITY = data.SPACE_CAPACITY
ARROW = {"cw": "→", "ccw": "←"}
DAY_NIGHT_TIP = N_("Each number is in the deck twice, a day card with a sun and a night card with a moon; "
                    "both copies play exactly alike.")


def play_words(mode: str, direction: str, button: bool = False) -> str:
    """A card's play in words: by its number or its colour, with the arrow of the way the Inspector
    walks ('Number →', 'Colour ←'); on a button the arrow stands on the side it points to ('← Number')."""
    if mode == "number":
        if direction == "cw":
            # Translators: a card played by its number, the Inspector walking clockwise (the arrow)
            return _("Number →")
        if button:
            # Translators: a button: play the card by its number, the Inspector walking anticlockwise (the arrow)
            return _("← Number")
        # Translators: a card played by its number, the Inspector walking anticlockwise (the arrow)
        return _("Number ←")
    if direction == "cw":
        # Translators: a card played by its colour, the Inspector walking clockwise (the arrow)
        return _("Colour →")
    if button:
        # Translators: a button: play the card by its colour, the Inspector walking anticlockwise (the arrow)
        return _("← Colour")
    # Translators: a card played by its colour, the Inspector walking anticlockwise (the arrow)
    return _("Colour ←")


class ArtifakesTable:
    """Mixin for ArtifakesScene: `draw_table` and what it paints."""

    # ---- what the picture shows while a move is shown: the view, with what `held` holds back and
    # what the show's `moving` (anim.py) has in the air. "ring" (space, seat, kind), "pile" (seat,
    # kind) in front of a player and "removed" (seat, kind) on the heaps are counts added to the view's
    def pile_count(self, seat, kind):
        return self.view()["players"][seat]["to_bury"][kind] + self.held.count("pile", (seat, kind))

    def ring_count(self, space, seat, kind):
        sp = self.view()["spaces"][space - 1]
        return sp["pieces"][seat][kind] + self.held.count("ring", (space, seat, kind))

    def removed_count(self, seat, kind):
        return self.view()["players"][seat]["removed"][kind] + self.held.count("removed", (seat, kind))

    def figure_pos(self, seat, view):
        tw = self.moving.fig_anim.get(seat)
        return tw.value if tw is not None else view["players"][seat]["position"]

    def figure_hop(self, seat):
        tw = self.moving.fig_anim.get(seat)
        if tw is None or not (0 < tw.elapsed < tw.duration):
            return 0.0
        return abs(math.sin(tw.value * math.pi))

    def pulse_value(self):
        pulse = self.moving.pulse
        return math.sin(pulse.progress * math.pi) if pulse and 0 < pulse.elapsed < pulse.duration else 0.0

    def deal_value(self):
        deal = self.moving.deal
        return deal.value if deal is not None else 5.0

    def inspector_x(self):
        walk = self.moving.walk
        if walk is not None:
            keys, tw = walk
            v = tw.value
            i = min(len(keys) - 2, int(v)) if len(keys) > 1 else 0
            f = v - i
            if len(keys) == 1:
                return keys[0], 0.0
            return keys[i] + (keys[i + 1] - keys[i]) * ease_in_out(min(1.0, f)), (
                abs(math.sin(f * math.pi)) if 0 < tw.elapsed < tw.duration else 0.0)
        pos = self.view()["inspector"]
        return (float(pos) if pos else 0.5), 0.0

    def _tray_centre(self, seat, kind):
        pg = self.pg
        rect = (pg.bot_trays if seat == self.me() else pg.top_trays)[kind]
        return rect.center

    def _hand_centre(self, seat):
        return self.pg.hand_box.center if seat == self.me() else self.pg.top_hand.center

    def _frame_state(self, moving: bool = False):
        """Everything the table picture depends on: the same key, the same pixels. `moving`: the key
        of the still part alone (the animations' progress left out: the live part, below, is drawn
        anew every frame)."""
        m, mv = self.match, self.moving
        return (self.epoch, self.size, self.match.position, m.moves, m.current_player, m.is_over, self.viewer,
                self.cleared_seat, self.app.settings.handoff_curtain,
                tuple(tuple(sorted(s.items())) for s in self.seats), self.sel_piece, self.sel_card, self.hover_card,
                self.hover_space, self.hover_opt, tuple(self.hover_pos),
                tuple((id(tl), None if moving else tl.time) for tl in self.animator.queue),
                (len(mv.flying), len(mv.cards_flying), len(mv.holes), len(mv.floaters), len(mv.fig_anim),
                 mv.walk is None, mv.pulse is None, mv.deal is None, not mv.banners,
                 self.held.signature()),
                tuple((b.hover, b.enabled) for b in self.opt_buttons.values()),
                (self.dead_button.hover, self.dead_button.enabled),
                id(self.summary), self.summary_button.hover, tuple(sorted(self.recaps.items())),
                self._still_motion() if moving else ())

    def _still_motion(self):
        """What moves inside the still part itself (the panels' figures on the path, the cards being
        dealt into a hand, the streak's pulse, the last card hidden while a card flies to it): while
        one of these runs, the still part is repainted too."""
        return (round(self.deal_value(), 3), round(self.pulse_value(), 3),
                tuple((round(self.figure_pos(s, self.view()), 3), round(self.figure_hop(s), 3)) for s in (0, 1)),
                tuple(f["tween"].elapsed < f["tween"].duration for f in self.moving.cards_flying if f.get("played")))

    # The still part (ring, junk, centre, panels) is a picture kept part by part (scenes/table/still.py):
    # the ring and each panel repaint only when what they show changes. The live part (the holes the
    # Inspector digs, the Inspector himself, the flying pieces, cards and notes, the round's summary
    # and the tooltips) is drawn over it every frame (repainting the whole table every frame of an
    # animation was the busiest frames' cost, 15 ms at 3840x2160).
    def draw_table(self, surface, area):
        self.draw_still(surface, self._frame_state(moving=True), lambda: self._static(surface), self._still_parts)
        got = getattr(self, "_part_laid", {})
        self.laid = [t for n in getattr(self, "_still_names", ()) for t in got.get(n, ())]
        v = self.view()
        self._draw_live(surface, v)
        if self.summary_showing():
            self.summary_rect = draw_summary(surface, self.geo.rect, self.summary, self, self.summary_button,
                                             self.min_px)
        else:
            self._draw_tooltips(surface, v)

    def _still_parts(self):
        """The still part as parts: the ring with its junk, centre and landing chips; the rival's
        panel; the middle (round, patience, path); the viewer's panel with its option buttons. Each
        notes the texts it lays out (`laid`, read by the layout tests) in its own list."""
        v = self.view()
        me = self.me()
        laid = self._part_laid = getattr(self, "_part_laid", {})

        def part(name, rect, key, fn):
            def paint(surface):
                self.laid = []
                fn(surface)
                laid[name] = self.laid
            return Part(name, pygame.Rect(rect), key, paint)

        seats = repr(self.seats)
        common = (self.size, self.min_px, seats, me, v["current_player"], v["phase"], v["path_length"])

        def piles(seat):
            return tuple(self.pile_count(seat, k) for k in ("disk", "bar"))
        sig = self.held.signature()
        ring_key = (common, repr(v["spaces"]), self.my_turn(), self.sel_piece, self.sel_card, self.hover_card,
                    self.hover_opt, self.hover_space, self.inspector_x(), repr(v["discard"]), v["inspector"],
                    self.moving.walk is None, repr(v.get("hand")), self.viewer, sig,
                    tuple(f["tween"].elapsed < f["tween"].duration for f in self.moving.cards_flying if f.get("played")))
        rival = 1 - me
        told = self.shown_view()     # the words and numbers: what the picture shows (GameScene.shown_view)
        top_key = (common, repr(v["players"][rival]), piles(rival), self.recaps.get(rival),
                   repr(told["players"][rival]))
        mid_key = (common, told["round"], told["phase"], v["round"], v["dead_streak"], v["storm_limit"], self.pulse_value(), v["deck_size"],
                   tuple((self.figure_pos(s, v), self.figure_hop(s)) for s in (0, 1)))
        shown = self.visible_buttons()
        mouse = self.hover_pos
        buttons = tuple((b.label, b.enabled, b.rect.collidepoint(mouse) and b.enabled, tuple(b.rect)) for b in shown)
        bot_key = (common, repr(v["players"][me]), piles(me), self.recaps.get(me), self.viewer, repr(told["players"][me]),
                   repr(v.get("hand")), self.hover_card, self.sel_card, self.sel_piece, self.deal_value(), buttons,
                   None if shown else self.hint())
        pg = self.pg
        parts = [part("ring", self.geo.rect.inflate(16, 16), ring_key,
                      lambda surface: self._draw_ring_dynamic(surface, v, live=False)),
                 part("top", pg.top.inflate(8, 8), top_key, lambda surface: panels.draw_top(self, surface, pg, v, rival)),
                 part("mid", pg.mid.inflate(8, 8), mid_key, lambda surface: panels.draw_mid(self, surface, pg, v)),
                 part("bottom", pg.bot.inflate(8, 8), bot_key,
                      lambda surface: (panels.draw_bottom(self, surface, pg, v, me), panels.draw_options(self, surface, pg, v)))]
        self._still_names = [p.name for p in parts]
        return parts

    def _draw_live(self, surface, v):
        self._draw_holes(surface)
        self._draw_inspector(surface, v)
        self.moving.draw(self, surface)

    def _static(self, like):
        """The background, the stone circle and the panels' backdrops: one opaque layer per size."""
        key = (self.size, id(self.gradient), like.get_bitsize())
        if self.static is None or self.static_key != key:
            layer = pygame.Surface(like.get_size(), 0, like)
            if self.gradient is not None:
                layer.blit(self.gradient, (0, 0))
            if self.ring_layer is None:
                self.ring_layer = render_ring(self.geo, [sp["colour"] for sp in self.view()["spaces"]], self.min_px)
            layer.blit(self.ring_layer, self.geo.rect)
            panels.draw_backdrops(layer, self.pg)
            self.static, self.static_key = layer, key
        return self.static

    def _preview_card(self):
        if self.hover_card and self.previews(self.hover_card):
            return self.hover_card
        return self.sel_card if self.sel_card else self.hover_card

    def _draw_ring_dynamic(self, surface, v, live=True):
        # spaces a selected piece cannot go to: dimmed
        disabled = set()
        if v["phase"] == "bury" and self.my_turn() and self.sel_piece:
            disabled = {sp["space"] for sp in v["spaces"]} - self.bury_spaces()
        veil = (0, 0, 0, 120)
        for k in disabled:
            self._fill_sector(surface, k, veil)
        landings = self._landings()
        self._draw_landings(surface, v, landings, disabled)
        if live:
            self._draw_holes(surface)
        self._draw_junk(surface, v, landings)
        # the centre: last card played and the pile of declared junk (under the chips)
        self._draw_centre(surface, v)
        self._draw_landing_chips(surface, landings)
        if live:
            self._draw_inspector(surface, v)

    def _landings(self) -> dict:
        """The previewed card's plays by the space each lands on."""
        card = self._preview_card()
        previews = self.previews(card) if card else []
        landings = {}
        for p in previews:
            landings.setdefault(p["landing"], []).append(p)
        return landings

    def _draw_landings(self, surface, v, landings, disabled):
        """Card previews: the landing spaces lit (brighter under the pointer) with the Inspector's walk
        to each; and the space under the pointer where a piece may be buried."""
        s = self.geo.size
        ix, _unused = self.inspector_x()
        for k, plist in landings.items():
            hot = self.hover_opt in [(p["mode"], p["direction"]) for p in plist] or self.hover_space == k
            self._outline_sector(surface, k, (255, 220, 110) if not hot else (255, 250, 210), max(3, s // 160))
            for p in plist:
                if hot or self.hover_opt is None:
                    self._draw_walk_arc(surface, ix, p, hot)
        if self.hover_space and (v["phase"] == "bury" and self.my_turn()) and self.hover_space not in disabled:
            self._outline_sector(surface, self.hover_space, (255, 244, 200), max(2, s // 220))

    def _draw_junk(self, surface, v, landings):
        """The junk on each space, and its count badge (not where a chip will say more)."""
        g = self.geo
        s = g.size
        me = self.me()
        pr = g.piece_r
        for sp in v["spaces"]:
            k = sp["space"]
            pieces = []
            for kind in ("bar", "disk"):
                for seat in (me, 1 - me):
                    pieces += [(seat, kind)] * self.ring_count(k, seat, kind)
            cx, cy = g.space_centre(k)
            for (seat, kind), (dx, dy) in stack_layout(pieces, pr):
                draw_piece(surface, kind, (cx + dx, cy + dy), pr, self.colour(seat), self.symbol(seat))
            pts = sum(POINTS[kd] for _unused, kd in pieces)
            if pts and k not in landings:
                bx, by = g.point(k, g.r_badge)
                full = pts >= CAPACITY
                badge(surface, (bx, by), f"{pts}/{CAPACITY}", max(12, theme.least_px(self.size[1]), int(s * 0.019)),
                      fill=(150, 54, 40) if full else (40, 32, 28), fg=theme.PAPYRUS,
                      border=(250, 210, 120) if full else None)

    def _draw_landing_chips(self, surface, landings):
        """Preview chips at the landing spaces: which play lands there and what it would do."""
        g = self.geo
        s = g.size
        rival = self.name(1 - self.me())
        self._place_inspector()
        self.chip_rects = []    # chips of neighbouring landings must not hide each other or him
        for k, plist in sorted(landings.items()):
            p = plist[0]
            head = " / ".join(play_words(m, d) for m, d in sorted({(q["mode"], q["direction"]) for q in plist}))
            self._chip(surface, g.point(k, g.r_badge - s * 0.012), head,
                       # Translators: a landing chip on the ring: the play finds and wrecks no junk there
                       gains(p, rival) or _("nothing there"), max(12, self.min_px, int(s * 0.018)))

    def _draw_holes(self, surface):
        """Holes opening where the Inspector digs."""
        g = self.geo
        s = g.size
        for k, tw in self.moving.holes.items():
            if 0 < tw.elapsed:
                o = math.sin(min(1.0, tw.progress) * math.pi) if tw.elapsed < tw.duration else 0.0
                if o > 0:
                    cx, cy = g.space_centre(k)
                    rw, rh = s * 0.04 * o, s * 0.03 * o
                    pygame.draw.ellipse(surface, (52, 34, 20), (cx - rw, cy - rh, rw * 2, rh * 2))
                    pygame.draw.ellipse(surface, (24, 14, 8), (cx - rw * 0.7, cy - rh * 0.6, rw * 1.4, rh * 1.3))

    def _place_inspector(self) -> pygame.Rect:
        """Where the Inspector stands or walks now (the chips keep clear of him)."""
        g = self.geo
        x, hop = self.inspector_x()
        pos = g.point(x, g.r_insp)
        ih = int(g.size * 0.105)
        self.inspector_rect = pygame.Rect(0, 0, int(ih * 100 / 140), ih)
        self.inspector_rect.midbottom = (int(pos[0]), int(pos[1] + ih * 0.4 - hop * ih * 0.18))
        return self.inspector_rect

    def _draw_inspector(self, surface, v):
        r = self._place_inspector()
        img = assets.svg("artifakes/inspector", r.size)
        surface.blit(img, img.get_rect(midbottom=r.midbottom))
        if self.moving.walk is None and v["inspector"]:
            self._outline_sector(surface, v["inspector"], (190, 190, 200), max(2, self.geo.size // 300))

    def _chip(self, surface, centre, head, body, px):
        t1 = theme.fit_line(head, "bold", max(self.min_px, int(px)), theme.INK, int(self.geo.size * 0.4), self.min_px)
        t2 = theme.fit_line(body, "text", max(self.min_px, int(px)), theme.TERRACOTTA_DARK, int(self.geo.size * 0.4),
                            self.min_px)
        w = max(t1.get_width(), t2.get_width()) + px
        h = t1.get_height() + t2.get_height() + px // 3
        box = self.place_chip((w, h), centre)
        self.chip_rects.append(box)
        pygame.draw.rect(surface, (255, 240, 190), box, border_radius=px // 2)
        pygame.draw.rect(surface, theme.TERRACOTTA, box, max(1, px // 8), border_radius=px // 2)
        surface.blit(t1, t1.get_rect(midtop=(box.centerx, box.y + px // 6)))
        surface.blit(t2, t2.get_rect(midbottom=(box.centerx, box.bottom - px // 6)))

    def place_chip(self, size, centre) -> pygame.Rect:
        """Where a landing chip goes: at its space if free, else stepped inwards or sideways, else the
        first free place inside the ring; never over another chip or the Inspector."""
        g = self.geo
        blocked = self.chip_rects + [self.inspector_rect.inflate(4, 4)] + list(getattr(self, "centre_rects", []))
        box = pygame.Rect(0, 0, *size)

        def free(c):
            box.center = (int(c[0]), int(c[1]))
            box.clamp_ip(g.rect)
            return box.collidelist(blocked) == -1

        cx, cy = g.c
        dx, dy = centre[0] - cx, centre[1] - cy
        d = max(1.0, math.hypot(dx, dy))
        ux, uy = dx / d, dy / d
        tries = []
        for j in range(7):                       # inwards along the radius
            r = j * box.h * 0.55
            for side in (0, 1, -1):                  # and a little to either side
                sx, sy = -uy * side * box.w * 0.6, ux * side * box.w * 0.6
                tries.append((centre[0] - ux * r + sx, centre[1] - uy * r + sy))
        step = max(4, box.h // 2)
        span = int(g.r_in * 0.9)
        for oy in range(-span, span + 1, step):      # anywhere inside the ring, top to bottom
            for ox in range(-span, span + 1, step):
                if ox * ox + oy * oy <= span * span:
                    tries.append((cx + ox, cy + oy))
        for c in tries:
            if free(c):
                return box.copy()
        free(centre)
        return box.copy()

    def _fill_sector(self, surface, k, rgba):
        g = self.geo
        pts = g.sector(k, g.r_in, g.r_out, inset=0.004)
        xs, ys = [p[0] for p in pts], [p[1] for p in pts]
        box = pygame.Rect(int(min(xs)), int(min(ys)), int(max(xs) - min(xs)) + 2, int(max(ys) - min(ys)) + 2)
        tile = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.polygon(tile, rgba, [(p[0] - box.x, p[1] - box.y) for p in pts])
        surface.blit(tile, box.topleft)

    def _outline_sector(self, surface, k, colour, width):
        g = self.geo
        pygame.draw.polygon(surface, colour, g.sector(k, g.r_in - 1, g.r_out + 1, inset=0.002), width)

    def _draw_walk_arc(self, surface, ix, p, hot):
        g = self.geo
        steps = p["steps"]
        d = 1 if p["direction"] == "cw" else -1
        x0 = ix
        x1 = p["landing"]
        # continuous target in the walking direction
        while d > 0 and x1 <= x0:
            x1 += 30
        while d < 0 and x1 >= x0:
            x1 -= 30
        r = g.r_in - g.size * 0.012
        n = max(2, int(abs(x1 - x0) * 3))
        pts = g.arc_points(x0, x1, r, n)
        col = (255, 230, 150) if hot else (230, 210, 160)
        for i, q in enumerate(pts):
            if i % 2 == 0:
                pygame.draw.circle(surface, col, (int(q[0]), int(q[1])), max(2, g.size // (180 if hot else 260)))
        if steps and hot:
            mid = g.point((x0 + x1) / 2, r - g.size * 0.03)
            badge(surface, mid, _n("{n} step", "{n} steps", steps), max(12, self.min_px, int(g.size * 0.018)),
                  fill=(60, 50, 40))

    def last_played(self) -> str | None:
        """The card of the latest `card_played` event (public: every card played is shown)."""
        key = self.match.position
        if getattr(self, "_last_played", (None,))[0] != key:
            cid = next((e.get("card") for _unused, evs in reversed(self.match.history) for e in reversed(evs)
                        if e.kind == "card_played"), None)
            self._last_played = (key, cid)
        return self._last_played[1]

    def _draw_centre(self, surface, v):
        self.centre_rects = []
        g = self.geo
        s = g.size
        c = g.c
        # the last card played, as the log tells it (the discard pile's top is not: a round's dead
        # cards are put on it when the round is scored, and a reshuffle empties it)
        cid = self.last_played()
        if cid is not None:
            num = int(cid[:-1])
            card = {"number": num, "side": "day" if cid.endswith("d") else "night",
                    "colour": v["spaces"][num - 1]["colour"]}
            cw = int(s * 0.11)   # big enough for its colour word to read (0.17 of its width)
            r = pygame.Rect(0, 0, cw, int(cw / 0.72))
            r.center = (int(c[0] - s * 0.12), int(c[1] - s * 0.12))
            self.last_card_rect = r
            self.centre_rects = [r.inflate(4, int(s * 0.06)).move(0, int(s * 0.03))]
            if not self.moving.card_landing():
                draw_card(surface, r, card, min_px=self.min_px)
                lab = theme.text(_("last card played"), "bold", max(12, self.min_px, int(s * 0.017)), (236, 230, 210))
                blit_centered(surface, lab, (r.centerx, r.bottom + lab.get_height() * 0.7))
        # declared junk, carted to the middle: one small heap per player under the altar stone
        fs = max(12, theme.least_px(self.size[1]), int(s * 0.019))   # never under the least text size
        for seat in (0, 1):
            base = self._heap_centre(seat)
            n_total = self.removed_count(seat, "disk") + 2 * self.removed_count(seat, "bar")
            if not n_total:
                continue
            pr = max(4, int(g.piece_r * 0.8))
            i = 0
            for kind in ("bar", "disk"):
                for _unused in range(self.removed_count(seat, kind)):
                    row, col = divmod(i, 5)
                    x = base[0] + (col - 2) * pr * 1.5 + (row % 2) * pr * 0.7
                    y = base[1] - row * pr * 0.55
                    draw_piece(surface, kind, (x, y), pr, self.colour(seat), self.symbol(seat))
                    i += 1
            # Translators: under a player's heap in the middle of the ring: the points of their junk declared fake
            # (just the number where the two heaps' labels would meet)
            t = theme.fit_line((_n("-{n} junk", "-{n} junk", n_total), f"-{n_total}"), "bold", fs, (240, 232, 212),
                               int(0.15 * g.size) - fs, fs)
            box = t.get_rect(center=(int(base[0]), int(base[1] + pr * 2.2)))
            self.centre_rects.append(box.inflate(fs // 2, 2))
            pygame.draw.rect(surface, (30, 26, 24), box.inflate(fs // 2, 2), border_radius=fs // 3)
            surface.blit(t, box)

    def _heap_centre(self, seat):
        g = self.geo
        left = seat == self.me()
        return (g.c[0] + (-0.075 if left else 0.075) * g.size, g.c[1] + 0.1 * g.size)

    def _tooltip(self, surface, pos, message, avoid=()):
        """The ring's tooltips go through the scene's tip layer (drawn last, above hints and panels)."""
        self.show_tooltip(message, pos, avoid)

    def mark_rect(self, card_rect) -> pygame.Rect:
        """The sun or moon corner of a card drawn in `card_rect` (a little generous, for the pointer)."""
        r = pygame.Rect(card_rect)
        return pygame.Rect(r.x, r.y, int(r.w * 0.36), int(r.h * 0.24))

    def _mark_under(self, pos):
        """'day'/'night' when the pointer is on the sun or moon of a face-up card, else None."""
        v = self.view()
        me = self.me()
        if self.viewer == me and v.get("hand"):
            for i, r in enumerate(self.pg.hand_rects(len(v["hand"]))):
                card = v["hand"][i]
                lifted = self.hover_card == card["id"] or self.sel_card == card["id"]
                if self.mark_rect(r.move(0, -r.h // 10 if lifted else 0)).collidepoint(pos):
                    return card["side"]
        last = getattr(self, "last_card_rect", None)
        if last is not None and v["discard"] and self.mark_rect(last).collidepoint(pos):
            return "day" if v["discard"][-1].endswith("d") else "night"
        return None

    def _draw_tooltips(self, surface, v):
        if self.animator.busy:
            return
        pos = self.hover_pos
        for b in self.visible_buttons():
            if b.rect.collidepoint(pos) and not b.enabled and b.reason:
                self._tooltip(surface, pos, b.reason)
                return
        side = self._mark_under(pos)
        if side:
            # Translators: {tip} says what the sun and the moon mean ("Each number is in the deck twice...")
            self._tooltip(surface, pos, (_("Sun: a day card. {tip}") if side == "day" else
                                         # Translators: {tip} says what the sun and the moon mean
                                         _("Moon: a night card. {tip}")).format(tip=_(DAY_NIGHT_TIP)))
            return
        k = self.hover_space
        if not k or self.geo.space_at(pos) != k:
            return
        sp = v["spaces"][k - 1]
        # Translators: a ring space's tooltip: its number, its colour, the points of junk on it of the {n} it holds
        lines = [_n("Space {space} ({colour}): {points} of {n} point",
                    "Space {space} ({colour}): {points} of {n} points", CAPACITY,
                    space=k, colour=_(SPACE_WORD[sp["colour"]]), points=sp["points"])]
        for seat in (0, 1):
            d, b = self.ring_count(k, seat, "disk"), self.ring_count(k, seat, "bar")
            if d or b:
                # Translators: a player's junk on a ring space: {n} disks, and {bars} as "1 bar"
                lines.append(_n("{player}: {n} disk, {bars}", "{player}: {n} disks, {bars}", d, player=self.name(seat),
                                bars=_n("{n} bar", "{n} bars", b)))
        if v["inspector"] == k:
            lines.append(_("The Inspector stands here."))
        if v["phase"] == "bury" and self.my_turn() and self.sel_piece:
            reason = self.match.reason(Action.make("bury", piece=self.sel_piece, space=k))
            if reason:
                lines.append(reason)
            else:
                lines.append(_("Click to bury a disk here.") if self.sel_piece == "disk" else
                             _("Click to bury a bar here."))
        self._tooltip(surface, pos, "\n".join(lines), avoid=[self.inspector_rect.inflate(6, 6), *self.chip_rects])

