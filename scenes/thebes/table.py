"""Thebes board drawing for the scene: the whole table composed from the match's view (the static
map and track, the route preview, places and labels, pawns, the route badge, time markers with the
landing preview, the year plaque, the card display, the players' panels and the Confirm panel).
A mixin of ThebesScene; drawing only."""
from __future__ import annotations

import math

import pygame

from game.i18n import _, _n, language
from game.thebes import data as D
from scenes.thebes.pieces import (CARD_ICON, alpha_rect, draw_marker, draw_pawn, draw_token, icon, map_layer,
                                  railway, site_letter, site_rgb)
from scenes.thebes.dig import when
from scenes.thebes.panels import draw_display, draw_tableau, marker_centre, not_now, track_layer
from scenes.table.still import Part
from ui import theme
from ui.anim import Tween
from ui.widgets import blit_centered, panel

PAWN_OFFSETS = [(-0.9, 0.35), (0.9, 0.35), (-0.35, 1.05), (0.35, 1.05)]


def arrival_words(T: int) -> str:
    """Where a planned move lands on the time track ("to 1902, week 14")."""
    # Translators: {when}: the time a planned move ends ("1902, week 14", or "the end (1904)")
    return _("to {when}").format(when=when(T))


def plaque_time(T: int) -> str:
    """A player's time on the year plaque, short ("1902 wk 14")."""
    # Translators: a player's time on the year plaque: the year and the week ("wk") in it
    return _("{year} wk {week}").format(year=D.year_of(T), week=D.square_of(T))


class BoardDrawing:
    def _static(self):
        key = self.size
        if self.static is None or self.static_key != key:
            # opaque: the table's background, the track and the map in one blit per frame
            bg = self.gradient
            layer = bg.copy() if bg is not None and bg.get_size() == self.size else pygame.Surface(self.size)
            layer.blit(track_layer(self.size, self.board, self.cells, self.track_t, self.min_px), (0, 0))
            mp = map_layer(self.map_rect.size, {k: (x - self.map_rect.x, y - self.map_rect.y)
                                                for k, (x, y) in self.locations.items()})
            layer.blit(mp, self.map_rect)
            pygame.draw.rect(layer, (70, 46, 28), self.map_rect, max(2, self.track_t // 10))
            self.static = layer.convert() if pygame.display.get_surface() is not None else layer
            self.static_key = key
        return self.static

    def pawn_pos(self, seat, view):
        ov = self.held.value(f"pawn{seat}")
        if ov is None:
            ov = view["players"][seat]["location"]
        if isinstance(ov, str):
            return self.locations[ov], ov
        path, tw, zep = ov
        v = tw.value
        if zep:
            a, b = self.locations[path[0]], self.locations[path[-1]]
            f = v / max(1, len(path) - 1)
            return (a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f - math.sin(f * math.pi) * self.u(0.12)), None
        i = min(int(v), len(path) - 2)
        f = v - i
        a, b = self.locations[path[i]], self.locations[path[i + 1]]
        return (a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f - math.sin(f * math.pi) * self.mu), None

    def _tableau_key(self, rect, p, view):
        seat = p["seat"]
        cards = set(p["cards"]) | set(p["exhibitions"])
        return (tuple(rect), repr(p), repr(view["bags"]), view["current_player"], self.shown_T(seat, p["T"]),
                self.recaps.get(seat),
                self.name(seat), self.is_human(seat), self.colour(seat), self.symbol(seat),
                tuple(sorted(self.held.hidden("cards") & cards)), tuple(sorted(self.held.hidden("tokens"))), self.size)

    # The table is painted in two parts. The still part (map, cities, the Warsaw buttons, the players'
    # tableaux) changes only with the position and the input, and is a picture kept part by part
    # (scenes/table/still.py): a piece landing on one tableau repaints that tableau alone. The live
    # part (pawns, time markers, the year plaque, the card display, effects, the dig or Confirm
    # panel, tooltips) is drawn over it every frame.
    def _still_parts(self):
        """The still part as parts: the map with its cities (and a planned route), the Warsaw buttons,
        each player's tableau. Each paints the hits (tooltip areas) and text boxes it lays out into
        its own lists (`_part_hits`), joined in this order as the still part's."""
        view = self.view()
        u = self.mu
        me = self.human_to_act
        act = self.pending_action() if me else None
        pv = self.preview(act) if act is not None else None
        self._still_pv = pv
        out = self._part_hits = getattr(self, "_part_hits", {})

        def part(name, rect, key, fn):
            def paint(surface):
                self.hits, self.text_boxes = [], []
                fn(surface)
                out[name] = (self.hits, self.text_boxes)
            return Part(name, pygame.Rect(rect).clip(pygame.Rect((0, 0), self.size)), key, paint)

        hover = self.loc_at(self.hover_pos) if self.map_rect.collidepoint(self.hover_pos) else None
        parts = []
        if pv and len(pv["path"]) > 1:      # the planned route, under the cities
            parts.append(self._route_part(part, pv))
        parts += self._location_parts(part, view, pv, hover)
        bc, br = self.btn_change, self.btn_retire
        btn_key = tuple((b.label, b.enabled, b.selected, b.hover, tuple(b.rect), getattr(b, "reason", ""))
                        for b in (bc, br)) + (self.size,)
        parts.append(part("warsaw", bc.rect.union(br.rect).inflate(2 * u, 2 * u), btn_key,
                          lambda surface: self._paint_buttons(surface)))
        if self.dig is None:
            parts += self._tableau_parts(part, view)
        if not self._fading(view):     # the cards on display, while none is fading in
            parts.append(self._display_part(part, view))
        self._still_names = [p.name for p in parts]
        return parts

    def _route_part(self, part, pv):
        u = self.mu
        pts = [self.locations[p] for p in pv["path"]]
        xs, ys = [p[0] for p in pts], [p[1] for p in pts]
        box = pygame.Rect(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1).inflate(2 * u, 2 * u)
        return part("route", box, (self.size, u, tuple(pv["path"]), pv["zeppelin"]),
                    lambda surface: self._paint_route(surface, pv))

    def _location_parts(self, part, view, pv, hover):
        """A part per city and site: its key holds what its badge or highlight says (a site's bag, bonus
        and reason not to dig there; a city's cards on display)."""
        u = self.mu
        me = self.human_to_act
        dest = pv["dest"] if pv is not None else None
        parts = []
        for loc in D.LOCATIONS:
            lid = loc["id"]
            geo = self._location_geometry(loc, view)
            if loc["kind"] == "site":
                what = (view["bags"][lid], repr(view["site_bonus"][lid]), self.site_reason(lid) if me else None)
            else:
                what = sum(1 for c in view["display"] if c is not None and D.CARDS[c]["city"] == lid)
            key = (self.size, u, self.min_px, self.map_px, me, hover == lid, dest == lid, what)
            parts.append(part(f"city {lid}", geo[4], key,
                              lambda surface, loc=loc, geo=geo, hover=hover: self._draw_location(surface, loc, view, pv,
                                                                                                 hover, geo)))
        return parts

    def _tableau_parts(self, part, view):
        """A part per player's tableau. The panels' words and numbers are those of the position the
        picture shows (the move being shown lets them go when its finds land); the week walks with
        the marker."""
        told = self.shown_view()["players"]
        parts = []
        for real in view["players"]:
            p = {**told[real["seat"]], "T": real["T"]}
            rect = self.panel_rects[p["seat"]]
            off = max(2, min(6, min(rect.w, rect.h) // 24))   # the panel's shadow (ui.widgets.panel)
            area = pygame.Rect(rect.x, rect.y, rect.w + off // 2 + 1, rect.h + off + 1)
            parts.append(part(f"tableau{p['seat']}", area, self._tableau_key(rect, p, view),
                              lambda surface, p=p, rect=rect: draw_tableau(
                                  self, surface, rect, p, view, self.held.hidden("cards"), self.held.hidden("tokens"))))
        return parts

    def _display_part(self, part, view):
        u = self.mu
        me = self.human_to_act
        legal = self.legal_cards()
        on_card = next((i for i, r in enumerate(self.display_rects) if r.collidepoint(self.hover_pos)), None)
        shown = [c for c in view["display"] + self.slots(view) if c is not None]
        key = (self.size, u, self.min_px, me, on_card, repr(view["display"]), repr(view["exhibition_slots"]),
               view["draw_pile"], view["discard_size"], view["set_aside"], tuple(sorted(legal)),
               self.pending and self.pending.get("card"),
               tuple(self.card_reason(c) for c in shown if c not in legal) if me else ())
        return part("display", self.strip_rect.inflate(2 * u, 2 * u), key,
                    lambda surface: draw_display(self, surface, view, {}))

    def _fading(self, view) -> dict:
        """New cards still fading in (card -> 0..1, held back by the animation)."""
        fading = {}
        for c in view["display"] + self.slots(view):
            v = self.held.value(f"new{c}")
            if c is not None and v is not None:
                fading[c] = v.value if isinstance(v, Tween) else float(v)
        return fading

    def _paint_route(self, surface, pv):
        u = self.mu
        pts = [self.locations[p] for p in pv["path"]]
        for a, b in zip(pts, pts[1:]):
            pygame.draw.line(surface, (255, 236, 170), a, b, max(6, u // 2))
            railway(surface, a, b, max(3, u // 5), colour=theme.TERRACOTTA, sea=pv["zeppelin"])

    def _paint_buttons(self, surface):
        me = self.human_to_act
        self.btn_change.draw(surface)
        self.btn_retire.draw(surface)
        self.hits.append((self.btn_change.rect, _("Travel to Warsaw and replace all 4 researcher cards. "
                                                  "Repeated changes cost 1, 2, 3... weeks.")
                          + ("\n" + not_now(self.btn_change.reason) if me and self.btn_change.reason else "")))
        self.hits.append((self.btn_retire.rect, _("Retire: move your time marker to the end. You take no more turns.")))

    def _draw_live(self, surface):
        """What follows the animations, over the still part (see above)."""
        self._join_part_hits()
        view = self.view()
        pv = getattr(self, "_still_pv", None)
        self._draw_pawns(surface, view)
        if pv:
            self._draw_route_badge(surface, pv)
        self._draw_markers(surface, view, pv)
        if not (self.pending is not None and pv is not None and self.human_to_act):   # under the Confirm panel
            self._draw_year_plaque(surface, view)
        fading = self._fading(view)
        if fading:          # else the display is a part of the still picture
            draw_display(self, surface, view, fading)
        self.moving.draw(surface)
        self._draw_dialog(surface, pv)
        for rect, text in reversed(self.hits):
            if rect.collidepoint(self.hover_pos) and not self.animator.busy:
                self.show_tooltip(text)
                break

    def _join_part_hits(self):
        """The hits and text boxes the still part's parts laid out, in their order."""
        got = getattr(self, "_part_hits", {})
        names = getattr(self, "_still_names", ())
        self.hits = [h for n in names for h in got.get(n, ((), ()))[0]]
        self.text_boxes = [b for n in names for b in got.get(n, ((), ()))[1]]

    def _draw_dialog(self, surface, pv):
        """The dig dialog, or the Confirm panel of a chosen move, for the human to act."""
        if self.dig is not None and self.human_to_act:
            self.dig.draw(surface)
        elif self.pending is not None and pv is not None and self.human_to_act:
            # laid out where it hides none of the journey (scene._lay_pending); what it covers (a
            # player's panel, when the map has no room) gives no tooltip
            cr = self.confirm_rect
            self.text_boxes = [b for b in self.text_boxes if not b[1].colliderect(cr)]
            self.hits = [h for h in self.hits if not cr.contains(h[0])]
            self._draw_confirm(surface, pv)

    def _draw_pawns(self, surface, view):
        """The pawns, in seat order (the moving one last); those standing in a place side by side."""
        u = self.mu
        for p in view["players"]:
            s = p["seat"]
            pos, at = self.pawn_pos(s, view)
            if at is not None:
                ox, oy = PAWN_OFFSETS[s % 4]
                pos = (pos[0] + ox * u * 1.1, pos[1] + oy * u * 0.9)
            draw_pawn(surface, pos, int(u * 1.5), self.colour(s), self.symbol(s))

    def _location_geometry(self, loc, view):
        """Where a city or site is drawn: (centre, radius, its name's picture and box, the bag badge's
        picture and box or None) and the box around all it may paint (its part's rectangle)."""
        u = self.mu
        lid = loc["id"]
        x, y = self.locations[lid]
        site = loc["kind"] == "site"
        r = int(u * (1.15 if site else 0.6))
        lab = theme.text(_(loc["name"]), "title", max(self.map_px, int(u * (1.05 if site else 0.95))), (52, 34, 20))
        lr = lab.get_rect(midtop=(x, y + r + 1))
        if lr.bottom > self.map_rect.bottom - 2:
            lr.midbottom = (x, y - r - 1)
        reach = r + u // 2 + 4                        # the halo, the shadow
        area = pygame.Rect(x - reach, y - reach, 2 * reach, 2 * reach).union(lr.inflate(8, 0))
        badge = None
        if site:
            bag = view["bags"][lid]
            # Translators: the tokens left in a site's bag
            b = theme.text(_("bag {n}").format(n=bag), "bold", max(10, min(self.min_px, int(u * 0.9))), theme.WHITE)
            br = b.get_rect(midleft=(x + r + 3, y - r // 2)).inflate(6, 2)
            badge = (b, br)
            tr = int(u * 0.5)                         # the first-dig bonus token, with its shadow
            tc = (int(x - r - u * 0.5), int(y - r * 0.5))
            area = area.union(br).union(pygame.Rect(tc[0] - tr - 2, tc[1] - tr - 2, 2 * tr + tr + 4, 2 * tr + tr + 4))
        return (x, y), r, (lab, lr), badge, area

    def _draw_location(self, surface, loc, view, pv, hover, geometry):
        u = self.mu
        me = self.human_to_act
        lid = loc["id"]
        (x, y), r, (lab, lr), badge, _area = geometry
        site = loc["kind"] == "site"
        dest = pv is not None and pv["dest"] == lid
        if hover == lid or dest:
            pygame.draw.circle(surface, (255, 236, 170), (x, y), r + u // 2)
        pygame.draw.circle(surface, (60, 40, 24), (x + 2, y + 3), r)
        if site:
            pygame.draw.circle(surface, site_rgb(lid), (x, y), r)
            pygame.draw.circle(surface, (250, 238, 206), (x, y), int(r * 0.72), max(2, r // 6))
            blit_centered(surface, theme.text(site_letter(lid), "title", int(r * 1.1), theme.WHITE), (x, y))
        else:
            pygame.draw.circle(surface, (250, 240, 214), (x, y), r)
            pygame.draw.circle(surface, (60, 40, 24), (x, y), r, max(2, r // 4))
            pygame.draw.circle(surface, (60, 40, 24), (x, y), max(2, r // 3))
        pygame.draw.circle(surface, (40, 26, 16), (x, y), r, max(1, r // 8))
        surface.blit(alpha_rect(lr.inflate(8, 0).size, (244, 230, 194, 170)), lr.inflate(8, 0))
        surface.blit(lab, lr)
        tip = _(loc["name"])
        if site:
            bag = view["bags"][lid]
            b, br = badge
            pygame.draw.rect(surface, (90, 60, 36), br, border_radius=br.h // 2)
            blit_centered(surface, b, br.center)
            bonus = view["site_bonus"][lid]
            if bonus:
                draw_token(surface, (x - r - u * 0.5, y - r * 0.5), int(u * 0.5), bonus, min_text=self.min_px)
            if bonus:
                # Translators: {site}: a dig site, {n} tokens left in its bag, {artifact}: the artifact lying on
                # the site for whoever digs there first
                tip = _n("{site} dig site: {n} token in the bag; first-dig bonus: {artifact} (1 point).",
                         "{site} dig site: {n} tokens in the bag; first-dig bonus: {artifact} (1 point).", bag,
                         site=tip, artifact=_(bonus['name']))
            else:
                # Translators: {site}: a dig site, {n} tokens left in its bag
                tip = _n("{site} dig site: {n} token in the bag.", "{site} dig site: {n} tokens in the bag.", bag,
                         site=tip)
            why = self.site_reason(lid) if me else None
            if me and why:
                pygame.draw.line(surface, (120, 40, 30), (x - r * 0.7, y + r * 0.7), (x + r * 0.7, y - r * 0.7), max(2, r // 5))
                tip += "\n" + not_now(why)
            elif me:
                tip += "\n" + _("Click to plan a dig.")
        elif lid == "warsaw":
            tip = _("Warsaw: click to change all 4 researcher cards.")
        else:
            n = sum(1 for c in view["display"] if c is not None and D.CARDS[c]["city"] == lid)
            tip = _n("{city}: {n} card on display here.", "{city}: {n} cards on display here.", n, city=tip)
        self.hits.append((pygame.Rect(x - r, y - r, 2 * r, 2 * r), tip))

    def _draw_route_badge(self, surface, pv):
        u = self.mu
        if pv["kind"] == "retire":
            return
        pts = [self.locations[p] for p in pv["path"]]
        if len(pts) > 1:
            a, b = pts[(len(pts) - 1) // 2], pts[(len(pts) - 1) // 2 + 1]
            x, y = (a[0] + b[0]) // 2, (a[1] + b[1]) // 2 + u * 2.6
        else:
            x, y = pts[0]
        legs = len(pv["path"]) - 1
        if pv.get("zeppelin"):
            t1 = _("Zeppelin: 0 weeks travel")
        elif legs == 0:
            t1 = _("Already here: no travel")
        elif pv.get("car"):
            # Translators: the journey: {routes} ("3 routes") taking {weeks} ("2 weeks") by car
            t1 = _("{routes}: {weeks} (car)").format(routes=_n("{n} route", "{n} routes", legs),
                                                     weeks=_n("{n} week", "{n} weeks", pv['travel']))
        else:
            # Translators: the journey: {routes} ("3 routes") taking {weeks} ("3 weeks")
            t1 = _("{routes}: {weeks}").format(routes=_n("{n} route", "{n} routes", legs),
                                               weeks=_n("{n} week", "{n} weeks", pv['travel']))
        # Translators: the weeks spent there added to the journey's, {n} weeks in all
        t2 = _n("+ {weeks} = {n} week", "+ {weeks} = {n} weeks", pv['travel'] + pv['weeks'], weeks=pv['weeks'])
        a = theme.text(t1, "bold", max(self.min_px, int(u * 0.9)), theme.WHITE)
        b = theme.text(t2, "bold", max(self.min_px, int(u * 0.9)), (255, 226, 160))
        box = pygame.Rect(0, 0, max(a.get_width(), b.get_width()) + u, a.get_height() + b.get_height() + u // 2)
        # near the middle of the journey, wherever it covers no name, place, badge, the arrival
        # week, the year plaque or the Confirm panel
        mid = pts[(len(pts) - 1) // 2] if len(pts) == 1 else tuple(
            (pts[(len(pts) - 1) // 2][k] + pts[(len(pts) - 1) // 2 + 1][k]) // 2 for k in (0, 1))
        keep_clear = self.map_labels() + [self.year_plaque_rect(self.view())]
        arrival = self.arrival_label_rect(self.view(), pv)
        if arrival is not None:
            keep_clear.append(arrival)
        if self.pending is not None and self.human_to_act:
            keep_clear.append(self.confirm_rect)
        first = box.copy()
        first.midbottom = (int(x), int(y - u * 1.6))     # where it always went, if nothing is clear
        box = self.clear_spot(("badge", tuple(pv["path"]), box.size, tuple(self.confirm_rect)), box.size, mid,
                              self.map_rect, keep_clear, first)
        pygame.draw.rect(surface, (90, 40, 24), box, border_radius=u // 2)
        surface.blit(a, (box.x + u // 2, box.y + u // 4))
        surface.blit(b, (box.x + u // 2, box.y + u // 4 + a.get_height()))

    def _draw_markers(self, surface, view, pv):
        t = self.track_t
        r = int(t * 0.3)
        moving = []
        for key, seats in view["stacks"].items():
            for idx, s in enumerate(seats):
                if self.held.holds(f"time{s}"):
                    moving.append(s)
                    continue
                T = int(key)
                pos = marker_centre(self.cells, T, idx, t)
                draw_marker(surface, pos, r, self.colour(s), self.symbol(s))
        if pv is not None:
            seat = view["current_player"]
            T0 = view["players"][seat]["T"]
            T1 = min(pv["to_T"], D.END_T)
            for T in range(T0 + 1, T1 + 1):
                c = self.cells[(T - 1) % 52]
                surface.blit(alpha_rect(c.size, (200, 90, 50, 70)), c)
            pos = marker_centre(self.cells, T1, 0, t)
            ghost = pygame.Surface((4 * r, 4 * r), pygame.SRCALPHA)
            draw_marker(ghost, (2 * r, 2 * r), r, self.colour(seat), self.symbol(seat))
            ghost.set_alpha(150)
            surface.blit(ghost, (pos[0] - 2 * r, pos[1] - 2 * r))
            c = self.cells[(T1 - 1) % 52]
            pygame.draw.rect(surface, theme.TERRACOTTA_DARK, c, max(2, t // 10))
            lab = theme.text(arrival_words(T1), "bold", max(10, self.min_px, int(t * 0.36)), theme.WHITE)
            lr = self.arrival_label_rect(view, pv)
            pygame.draw.rect(surface, theme.TERRACOTTA_DARK, lr, border_radius=lr.h // 2)
            blit_centered(surface, lab, lr.center)
        for s in moving:
            v = self.held.value(f"time{s}")
            T = v.value if isinstance(v, Tween) else float(v)
            pos = marker_centre(self.cells, T, 0, t)
            draw_marker(surface, (pos[0], pos[1] - t * 0.15), int(r * 1.15), self.colour(s), self.symbol(s))
        for i, c in enumerate(self.cells):
            self.hits.append((c, _("Week {n}").format(n=i + 1)))

    def shown_T(self, seat, T) -> int:
        """The time a seat's marker shows now (its old time while an animation has not moved it)."""
        v = self.held.value(f"time{seat}", T)
        return int(v.value if isinstance(v, Tween) else v)

    def arrival_label_rect(self, view, pv) -> pygame.Rect | None:
        """Where "to <week>" goes for a planned move: just inside the track from the week it lands
        on, slid to a place where it covers no name, badge or the year plaque."""
        if pv is None or view.get("current_player") is None:
            return None
        t = self.track_t
        T1 = min(pv["to_T"], D.END_T)
        c = self.cells[(T1 - 1) % 52]
        lab = theme.text(arrival_words(T1), "bold", max(10, self.min_px, int(t * 0.36)), theme.WHITE)
        size = lab.get_rect().inflate(8, 4).size
        inward = -t if c.centery > self.board.centery else t
        at = (min(max(c.centerx, self.board.x + size[0] // 2), self.board.right - size[0] // 2), c.centery + inward)
        first = pygame.Rect((0, 0), size)
        first.center = at
        first.clamp_ip(self.board)
        inner = self.map_rect.inflate(-2, -2)
        return self.clear_spot(("arrival", T1, size), size, first.center, inner,
                               self.map_labels() + [self.year_plaque_rect(view)], first)

    def clear_spot(self, key, size, near, area: pygame.Rect, keep_clear: list, fallback: pygame.Rect) -> pygame.Rect:
        """The box of `size` nearest to `near`, inside `area`, that overlaps none of `keep_clear`
        (searched on a grid of the map's unit, remembered per `key` and layout); `fallback` when
        there is none."""
        cache = self.__dict__.setdefault("_spots", {})
        full = (key, self.size, tuple(self.map_rect), tuple(tuple(r) for r in keep_clear))
        if full in cache:
            return cache[full].copy()
        w, h = size
        step = max(4, self.mu // 2)
        best = None
        if area.w >= w and area.h >= h:
            cands = [(x, y) for x in range(area.x, area.right - w + 1, step)
                     for y in range(area.y, area.bottom - h + 1, step)]
            cands.sort(key=lambda xy: (xy[0] + w / 2 - near[0]) ** 2 + (xy[1] + h / 2 - near[1]) ** 2)
            for x, y in cands:
                trial = pygame.Rect(x, y, w, h)
                if trial.collidelist(keep_clear) < 0:
                    best = trial
                    break
        if best is None:
            best = fallback.copy()
        if len(cache) > 64:
            cache.clear()
        cache[full] = best
        return best.copy()

    def map_labels(self) -> list:
        """Where every place's name (and its circle) is on the map (they move only with the layout)."""
        view = self.view()
        key = (self.size, self.mu, self.min_px, tuple(self.map_rect), repr(view["bags"]), language())
        if getattr(self, "_labels_key", None) != key:
            out = []
            for loc in D.LOCATIONS:
                (x, y), r, (_lab, lr), badge, _area = self._location_geometry(loc, view)
                out += [lr, pygame.Rect(x - r, y - r, 2 * r, 2 * r)] + ([badge[1]] if badge else [])
            self._labels, self._labels_key = out, key
        return list(self._labels)

    def year_plaque_rect(self, view) -> pygame.Rect:
        u = self.mu
        mr = self.map_rect
        px, tpx = self._plaque_px()
        widest = _("{year} wk {week}").format(year=1904, week=52)     # as wide as a line of the plaque gets
        w = max(int(u * 7.5), int(u * 1.8) + theme.width(widest, "text", px) + u // 2,
                theme.width(_("Year {year}").format(year=1904), "title", tpx) + u)
        return pygame.Rect(mr.x + u // 2, mr.y + u // 2, w,
                           int(u // 4 + tpx * 1.3 + len(view["players"]) * px * 1.3 + u // 2))

    def _plaque_px(self) -> tuple[int, int]:
        """The year plaque's line and title sizes: the map's scale, never under the least text size."""
        u = self.mu
        return max(10, self.min_px, int(u * 0.9)), max(self.min_px, int(u * 1.3))

    def _draw_year_plaque(self, surface, view):
        u = self.mu
        lines = []
        for p in view["players"]:
            s = p["seat"]
            T = self.shown_T(s, p["T"])
            lines.append((s, _("finished") if T >= D.END_T else plaque_time(T)))
        px, tpx = self._plaque_px()
        box = self.year_plaque_rect(view)
        panel(surface, box, fill=(246, 232, 198), border=(110, 80, 50), radius=u // 2)
        # Translators: the year plaque's heading: the earliest year of all the players
        surface.blit(theme.text(_("Year {year}").format(year=view['year_marker']), "title", tpx, theme.INK),
                     (box.x + u // 2, box.y + u // 4))
        y = box.y + u // 4 + int(tpx * 1.3)
        for s, txt in lines:
            theme.draw_symbol(surface, self.symbol(s), (box.x + u, y + px // 2), max(4, px // 2), self.colour(s))
            surface.blit(theme.text(txt, "text", px, theme.INK), (box.x + int(u * 1.8), y))
            y += int(px * 1.3)
        self.hits.append((box, _("The year marker shows the earliest year of all; each player's own year and week "
                                 "are listed. The game ends in week 1 of 1904.")))

    def _draw_final_note(self, surface, r, y) -> None:
        """The warning under the journey's lines, above the panel's buttons, wrapped to the panel."""
        note = self.final_note()
        if not note:
            return
        u = self.mu
        tops = [self.btn_confirm.rect.y]
        if self.car_choice_offered():
            tops.append(self.btn_car.rect.y)
        if self.zeppelin_offered():
            tops.append(self.btn_zep.rect.y)
        room_h = min(tops) - y - u // 3
        room_w = r.w - u
        least = max(8, self.min_px)
        px = theme.fitted_size(note, "bold", self._note_px(), room_w, room_h, room_w, least)
        s = theme.text(note, "bold", px, theme.TERRACOTTA_DARK, wrap=room_w)
        if s.get_height() > room_h:     # a panel as tall as the map: the warning in its shortest words
            note = _("This cannot be undone.")
            px = theme.fitted_size(note, "bold", self._note_px(), room_w, room_h, 0, least)
            s = theme.text(note, "bold", px, theme.TERRACOTTA_DARK)
            if s.get_height() > room_h or s.get_width() > room_w:
                return
        at = (r.x + u // 2, y + max(0, (room_h - s.get_height()) // 2))
        surface.blit(s, at)
        self.note_text(note, s.get_rect(topleft=at), r)

    def _confirm_lines(self, pv) -> list[str]:
        here = pv["from"]
        if pv["kind"] == "retire":
            # Translators: one sentence on two lines of the Confirm panel (each line as long as you like)
            two = _("You take no more turns;\nyour points still count.")
            return [_("Your marker goes to week 1 of 1904.")] + two.split("\n")
        lines = []
        if pv["dest"] == here:
            lines.append(_("You are in {place}.").format(place=_(D.LOCATION_NAME[here])))
        else:
            # Translators: a journey from one place to another (the lines below say how long it takes)
            lines.append(_("{start} to {end}:").format(start=_(D.LOCATION_NAME[here]),
                                                       end=_(D.LOCATION_NAME[pv['dest']])))
            if pv.get("zeppelin"):
                lines.append(_n("travel {n} week by Zeppelin", "travel {n} weeks by Zeppelin", pv['travel']))
            elif pv.get("car"):
                lines.append(_n("travel {n} week by car", "travel {n} weeks by car", pv['travel']))
            else:
                lines.append(_n("travel {n} week", "travel {n} weeks", pv['travel']))
        lines.append(_n("then {n} week there", "then {n} weeks there", pv['weeks']))
        lines.append(_n("Total {n} week", "Total {n} weeks", pv['travel'] + pv['weeks']))
        lines.append(arrival_words(pv['to_T']))
        return lines

    def _confirm_size(self, pv) -> tuple[int, int]:
        """The Confirm panel's size: as laid out, taller (never more than the map) only when the
        warning that the move is final needs more room than the rows of buttons leave."""
        u = self.mu
        w, h = self.confirm_size
        if not self.final_note():
            return w, h
        px = max(10, self.min_px, int(u * 0.85))
        rows = 1 + self.car_choice_offered() + self.zeppelin_offered()
        note_h = theme.text(self.final_note(), "bold", self._note_px(), theme.TERRACOTTA_DARK, wrap=w - u).get_height()
        need = (u // 2 + theme.font("title", int(u * 1.15)).get_linesize() + u // 3
                + len(self._confirm_lines(pv)) * int(px * 1.35) + note_h + u // 3
                + rows * (self.confirm_bh + u // 2) + u // 2)
        return w, max(h, min(need, self.map_rect.h - 2 * u))

    def _note_px(self) -> int:
        return max(10, self.min_px, int(self.mu * 0.8))

    def _draw_confirm(self, surface, pv):
        u = self.mu
        px = max(10, self.min_px, int(u * 0.85))
        lines = self._confirm_lines(pv)
        r = self.confirm_rect
        panel(surface, r, fill=(250, 240, 214), border=theme.OCHRE, radius=u // 2, width=3)
        title = pv["what"]
        if self.pending.get("card") is not None:
            c = D.CARDS[self.pending["card"]]
            # Translators: the Confirm panel's title: the move ("Shovel card") and the city where it is made
            title = _("{move} in {city}").format(move=title, city=_(D.LOCATION_NAME[c['city']]))
        y = r.y + u // 2
        t = theme.text(title, "title", int(u * 1.15), theme.INK)
        if t.get_width() > r.w - u:
            t = theme.text(title, "title", int(u * 1.15 * (r.w - u) / t.get_width()), theme.INK)
        surface.blit(t, (r.x + u // 2, y))
        y += t.get_height() + u // 3
        if self.pending.get("card") is not None:
            # the card's type icon (the card itself is lit in the display below: its text is read there)
            isz = int(u * 3.2)
            surface.blit(icon(CARD_ICON[D.CARDS[self.pending["card"]]["type"]], isz), (r.x + u // 2, y + u // 4))
            tx = r.x + u + isz
        else:
            tx = r.x + u // 2
        # the total and the week it lands on (the last two lines of a journey) in bold
        bold = set() if pv["kind"] == "retire" else {len(lines) - 2, len(lines) - 1}
        for i, line in enumerate(lines):
            s = theme.text(line, "bold" if i in bold else "text", px, theme.INK)
            if s.get_width() > r.right - tx - u // 3:
                s = theme.text(line, "text", max(8, int(px * (r.right - tx - u // 3) / s.get_width())), theme.INK)
            surface.blit(s, (tx, y))
            self.note_text(line, s.get_rect(topleft=(tx, y)), r)
            y += int(px * 1.35)
        self._draw_final_note(surface, r, y)
        if self.car_choice_offered():
            self.btn_car.draw(surface)
        if self.zeppelin_offered():
            self.btn_zep.draw(surface)
        self.btn_confirm.draw(surface)
        self.btn_cancel.draw(surface)

