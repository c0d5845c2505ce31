"""Scarabya table painting: the big site (its art, closed areas, tiles, plaque), the effects over it,
the candidate tile with the areas it would close or the reason it is refused, and the still frame
(background, big site, side column) composed once per change. A mixin of ScarabyaScene; it reads the
match's view and the scene's display model (`self.held`, kept by anim.py) and changes nothing."""
from __future__ import annotations

import pygame

from game.i18n import _
from game.scarabya import data
from scenes.scarabya import anim
from scenes.scarabya import panels
from scenes.scarabya import pieces
from ui import assets, theme
from scenes.table.still import Part, StillPicture
from ui.surfcache import SurfaceCache

N = data.SITE_SIZE
_bases = SurfaceCache(screens=2.5, floor_mb=8, scope="table")   # each big site's art (see _site_base)


class SiteDrawing:
    # ---- what the picture shows while a move is shown: the view less what `held` holds back ----
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
            for _unused in range(-self.held.count("tokens", (seat, v))):
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

    # ---- drawing -------------------------------------------------------------------------------
    # The still picture (background, the big site's art, areas and tiles, the side column) is kept
    # part by part (GameScene.draw_still); draw_table then paints only what moves: effects, the
    # candidate tile, a turning mission card.
    def _frame_key(self, view, site, buttons):
        mouse = self.hover_pos
        return repr((view, site, self.held.signature(), self.moving.card, self.moving.card_turning(), self.animator.busy,
                     self.can_place_now(), self.anchor, self.orient, self.locked,
                     self.preview() if self.can_place_now() else None, self.must_discard(),
                     [(b.label, b.enabled, b.rect.collidepoint(mouse), tuple(b.rect)) for b in buttons],
                     self.seats, self.size, self.viewer, self.match.current_player))

    def _site_base(self, view, site):
        """The big site's art and its shadow over the background, composed into one opaque picture of
        the site's own size (one per site: the big site changes with the turn), which changes only
        with the window and the site's rocks and scarabs: a rebuilt still frame blits it once
        instead of two large translucent pictures. Every site's base is made with the first one
        (their art rendered ahead, see `layout`): a turn that brings another site up then costs one
        blit, where making its base in that frame cost 250 ms at 3840x2160."""
        g = self.site_geo
        reach = g.outer.union(g.outer.move(g.frame // 3, g.frame // 2)).clip(pygame.Rect((0, 0), self.size))

        def key_of(s):
            return (self.size, tuple(reach), g.cell, g.frame, self.site_theme(s), repr(view["rocks"]),
                    repr(view["scarabs"]))
        base = _bases.get(key_of(site))
        if base is None:
            frame_art = None
            if g.frame:
                side = g.cell * N + 2 * g.frame
                frame_art = assets.svg("scarabya/frame", (side, side), keep=False)
            for s in [site] + [s for s in range(len(view["sites"])) if s != site]:
                if _bases.get(key_of(s)) is not None:
                    continue
                made = pygame.Surface(reach.size)
                made.blit(self._backdrop(), (0, 0), reach)
                layer = self.art.layer(self.site_theme(s), g.cell, g.frame, view["rocks"], view["scarabs"],
                                       keep=False, frame_art=frame_art)   # the base is the copy kept
                made.blit(self._site_shadow(), g.outer.move(g.frame // 3 - reach.x, g.frame // 2 - reach.y))
                made.blit(layer, g.outer.move(-reach.x, -reach.y))
                _bases[key_of(s)] = made
                base = made if s == site else base
        return base, reach.topleft

    def _still_site(self, surface, view, site):
        """The big site's changing part over its base (see _site_base): areas, tiles, plaque. The
        background is already on `surface`."""
        g = self.site_geo
        base, at = self._site_base(view, site)
        surface.blit(base, at)
        sview = view["sites"][site]
        hidden = self.cells_held(site)
        self.draw_areas(surface, g, site, sview, view)
        for (seat, tile), cells in pieces.tile_groups(sview["cover"], hidden).items():
            pieces.draw_tile(surface, cells, g.grid.topleft, g.cell, self.colour(seat), self.symbol(seat))
        self.draw_plaque(surface, view, site)

    def _site_shadow(self):
        g = self.site_geo
        key = (g.outer.size, g.frame)
        if getattr(self, "_shadow_key", None) != key:
            sh = pygame.Surface(g.outer.size, pygame.SRCALPHA)
            pygame.draw.rect(sh, (50, 30, 12, 70), sh.get_rect(), border_radius=max(4, g.frame // 2))
            self._shadow, self._shadow_key = sh, key
        return self._shadow

    def _backdrop(self):
        return self.backdrop()

    def _site_frame(self, view, site):
        """The background with the big site's still part (no side column): kept for the rare frames where
        something moving crosses into the side column, which must then be painted over it again. A
        picture of its own, holding the still picture's site part (repainted only when it changes)."""
        pic = getattr(self, "_site_pic", None)
        if pic is None:
            pic = self._site_pic = StillPicture()
        return pic.compose(self._backdrop(), [self._site_part])

    def _still_picture(self, view):
        """The still picture for GameScene.draw_still: its key, base and parts. The big site and the
        side column repaint apart (a tile landing leaves the column alone, points counting up the site)."""
        site = self.big_site()
        buttons = self.visible_buttons()
        key = self._frame_key(view, site, buttons)

        def parts():
            g = self.site_geo
            reach = g.outer.union(g.outer.move(g.frame // 3, g.frame // 2)).clip(pygame.Rect((0, 0), self.size))
            site_key = (self.size, tuple(reach), g.cell, g.frame, site, self.mode, self.min_px, repr(self.seats),
                        repr(view["sites"][site]), repr(view["rocks"]), repr(view["scarabs"]),
                        tuple(sorted(self.cells_held(site))), tuple(sorted(self.held.hidden("areas"))))
            turning = self.moving.card_turning()   # the turning card and the round panel it slides under: every frame
            self._site_part = Part("site", reach, site_key, lambda surface: self._still_site(surface, view, site))
            return [self._site_part] + self._side_parts(view, buttons, turning, key)
        return key, self._backdrop, parts

    def _side_parts(self, view, buttons, turning, key):
        """The side column as parts: the mission card with the round and supplies, the hint, the
        players' cards, the buttons."""
        common = (self.size, self.min_px, self.mode, repr(self.seats), self.match.current_player)
        top_key = (common, turning, self.moving.card, view["round"], tuple(view["round_tiles"]), view["rounds"],
                   tuple(view["cards_drawn"]), self.can_place_now() and self.orient,
                   tuple(self.supply_shown(view, v) for v in data.TOKEN_VALUES))
        big = self.big_site()
        cells, areas = self.held.hidden("cells"), self.held.hidden("areas")

        def player_key(s):     # a seat's card shows its own site in small (the shared one in a duel)
            site = s if self.mode == "standard" else 0
            return (common, s, big == s, repr(view["sites"][site]), self.points_shown(view, s),
                    repr(self.tokens_shown(view, s)), repr(panels._seat_tags(self, view, s)),
                    repr(sorted(c for c in cells if c[0] == site)), repr(sorted(a for a in areas if a[0] == site)))
        mouse = self.hover_pos
        btn_key = tuple((b.label, b.enabled, b.rect.collidepoint(mouse), tuple(b.rect)) for b in buttons)
        parts = []
        if not turning:
            parts.append(Part("round", self.top_rect.union(self.card_rect).inflate(16, 16), top_key,
                              lambda surface: (panels.draw_cards(self, surface, view),
                                               panels.draw_round_and_supply(self, surface, view))))
        parts.append(Part("hint", self.hint_rect.inflate(8, 8), key,
                          lambda surface: panels.draw_hint(self, surface, view)))
        for s, rect in enumerate(self.player_rects):
            parts.append(Part(f"player{s}", rect.inflate(12, 12), player_key(s),
                              lambda surface, s=s: panels.draw_players(self, surface, view, only=s)))
        if buttons:
            area = buttons[0].rect.unionall([b.rect for b in buttons[1:]]).inflate(16, 16)
            parts.append(Part("buttons", area, btn_key, lambda surface: self._draw_buttons(surface, buttons)))
        return parts

    def _draw_buttons(self, surface, buttons):
        mouse = self.hover_pos
        for b in buttons:
            b.hover = b.rect.collidepoint(mouse)
            b.draw(surface)

    def _draw_side(self, surface, view, buttons, cards=True, supply=True):
        if cards:
            panels.draw_cards(self, surface, view)
        if supply:
            panels.draw_round_and_supply(self, surface, view)
        panels.draw_hint(self, surface, view)
        panels.draw_players(self, surface, view)
        mouse = self.hover_pos
        for b in buttons:
            b.hover = b.rect.collidepoint(mouse)
            b.draw(surface)

    def draw_table(self, surface, area):
        if self.final is not None:
            self.final.draw(surface, self.view())
            return
        view = self.view()
        self.draw_still(surface, *self._still_picture(view))
        site = self.big_site()
        g = self.site_geo
        candidate = self.can_place_now() and self.big_site() == self.site_of(self.match.current_player)
        reach = self._moving_bounds(g, site, candidate)
        crosses = reach is not None and reach.colliderect(self.col.inflate(24, 24))
        if crosses:   # drawn as before: the side column over what moves
            surface.blit(self._site_frame(view, site), (0, 0))
        self.moving.draw(self, surface, g, site)
        if candidate:
            self.draw_candidate(surface, g, view)
        if crosses:
            self._draw_side(surface, view, self.visible_buttons())
        elif self.moving.card_turning():
            panels.draw_cards(self, surface, view)
            panels.draw_round_and_supply(self, surface, view)

    def _moving_bounds(self, g, site, candidate):
        """A rectangle holding everything drawn over the still frame this frame (None: nothing)."""
        out = []
        c = g.cell

        def cells_rect(cells, grow):
            rs = [r for r, _unused in cells]
            cs = [cc for _unused, cc in cells]
            return pygame.Rect(g.grid.x + min(cs) * c, g.grid.y + min(rs) * c, (max(cs) - min(cs) + 1) * c,
                               (max(rs) - min(rs) + 1) * c).inflate(2 * grow * c, 2 * grow * c)
        for fx in self.moving.fx:
            kind = fx["kind"]
            if kind == "card" or (fx.get("site") not in (None, site)):
                continue
            if kind in ("drop", "glow", "banner") and fx.get("cells"):
                out.append(cells_rect(fx["cells"], 2))
            if kind == "recap":
                out.append(anim.recap_box(self, g, fx["text"]))
            if kind == "token":
                r_, c_ = fx["cell"]
                out.append(cells_rect([(r_, c_)], 1).union(cells_rect([(r_, c_)], 1).move(0, -int(c * 2.3))))
            elif kind == "float":
                px = max(16, int(c * 0.75))
                label = theme.text(fx["text"], "title", px, (255, 244, 200))
                r = cells_rect(fx["cells"], 1)
                out.append(r.union(r.move(0, -int(c * 1.5))).inflate(label.get_width() + 2 * px, 0))
            elif kind == "banner":
                px = max(16, int(c * 0.5))
                label = theme.text(fx["text"], "bold", px, theme.WHITE)
                box = label.get_rect().inflate(px * 2, px * 2)
                box.center = g.grid.center
                out.append(box)
        if candidate:
            cells = self.cells_of()
            if cells:
                out.append(cells_rect(cells, 1))
                reason, areas, _unused = self.preview()
                px = max(14, int(c * 0.5))
                for a in areas if reason is None else []:
                    text = _("Seals a scarab!") if self.mode == "solo" else f"+{a['points']}"
                    label = theme.text(text, "bold", px, theme.WHITE)
                    box = label.get_rect().inflate(px * 2, px * 2)
                    box.center = pieces.area_label_pos(g, a["cells"])
                    out.append(box)
                if reason is not None:
                    out.append(g.outer)
        if not out:
            return None
        return out[0].unionall(out[1:])

    def draw_plaque(self, surface, view, site):
        g = self.site_geo
        ground = _(pieces.THEME_LABEL[self.site_theme(site)])
        if self.mode == "duel":
            # Translators: the plaque over the duel's shared site, and its ground ("Desert", "Jungle", "Ice", "Ocean")
            text = _("Shared site  ·  {ground}").format(ground=ground)
        elif self.mode == "solo":
            # Translators: the plaque over the solo game's site: whose it is, and its ground ("Desert"...)
            text = _("{player}'s site: the last survivor  ·  {ground}").format(player=self.name(0), ground=ground)
        else:
            # Translators: the plaque over a player's site: whose it is, and its ground ("Desert"...)
            text = _("{player}'s site  ·  {ground}").format(player=self.name(site), ground=ground)
        px = max(12, self.min_px, int(g.frame * 0.62))
        label = theme.text(text, "title", px, theme.PAPYRUS)
        box = label.get_rect().inflate(px * 2, int(px * 0.3))
        box.midtop = (g.outer.centerx, g.outer.y + max(0, (g.frame - box.h) // 2))
        pygame.draw.rect(surface, (78, 50, 22), box, border_radius=box.h // 3)
        pygame.draw.rect(surface, (214, 176, 106), box, max(1, px // 10), border_radius=box.h // 3)
        if self.mode == "standard":
            theme.draw_symbol(surface, self.symbol(site), (box.x + px, box.centery), max(4, px // 3),
                              self.colour(site), outline=theme.WHITE)
        shift = px // 2 if self.mode == "standard" else 0
        surface.blit(label, label.get_rect(center=(box.centerx + shift, box.centery)))

    def draw_areas(self, surface, g, site, sview, view):
        """Closed excavation areas: a soft gold wash and a token on every scarab that scored."""
        solo = self.mode == "solo"
        tok = int(g.cell * 0.72)
        for a in sview["areas"]:
            if self.area_held(site, a):
                continue
            sealed = solo and a["scarabs"]
            pieces.fill_cells(surface, g, a["cells"], (200, 60, 40, 70) if sealed else (255, 226, 140, 60))
            edge = (170, 50, 40) if sealed else (214, 168, 70)
            scorer = self.mode == "duel" and a["points"]   # who scored it on the shared site
            if scorer:
                edge = self.colour(a["seat"])
            pieces.outline_cells(surface, g, a["cells"], edge, max(2, g.cell // 16))
            if scorer:   # and their symbol in its first square: the colour is never the only cue
                first = g.cell_rect(*min(tuple(rc) for rc in a["cells"]))
                r = max(4, g.cell // 7)
                theme.draw_symbol(surface, self.symbol(a["seat"]), (first.x + r + g.cell // 10, first.y + r + g.cell // 10),
                                  r, edge, outline=theme.INK)
            if not solo:
                for r, c in a["scarabs"]:
                    pieces.draw_token(surface, g.cell_centre(r, c), tok, a["size"])
        if solo:
            # the scarabs still exposed: a gold ring so the player sees what is left to cover
            covered = {(r, c) for r in range(N) for c in range(N) if sview["cover"][r][c] is not None}
            for r, c in view["scarabs"]:
                if (r, c) not in covered:
                    pygame.draw.circle(surface, pieces.GOLD, g.cell_centre(r, c), int(g.cell * 0.46), max(2, g.cell // 16))

    def draw_candidate(self, surface, g, view):
        cells = self.cells_of()
        if not cells:
            return
        seat = self.match.current_player
        reason, areas, covered = self.preview()
        ok = reason is None
        clip = surface.get_clip()
        # the tile in hand stays on its site: a part held off the edge shows on the frame, never
        # over the side column (mission card, round, supply) or the status bar
        surface.set_clip(g.outer.clip(self.table_rect).clip(clip))
        if ok:
            for a in areas:
                pieces.fill_cells(surface, g, a["cells"], (255, 214, 90, 90))
                pieces.outline_cells(surface, g, a["cells"], pieces.GOLD, max(2, g.cell // 12))
        self._draw_tile_in_hand(surface, g, cells, seat, ok)
        if not ok:
            self._mark_bad_squares(surface, g, view, cells, seat)
        surface.set_clip(clip)
        plaque = pygame.Rect(g.outer.x, g.outer.y, g.outer.w, g.frame)
        if any(plaque.colliderect(g.cell_rect(r, c).inflate(g.cell // 2, g.cell // 2)) for r, c in cells):
            self.draw_plaque(surface, view, self.site_of(seat))   # the site's name stays on top of it
        if ok:
            self._label_areas(surface, g, areas)
        else:
            self.draw_reason(surface, g, cells, reason)

    def _draw_tile_in_hand(self, surface, g, cells, seat, ok):
        """The tile where it would go, lifted until it is locked, edged and tinted by whether it may."""
        colour = self.colour(seat)
        if not ok:   # a greyed ghost, so an illegal spot never looks like a placed tile
            colour = tuple(int(a * 0.35 + b * 0.65) for a, b in zip(colour, (150, 140, 130)))
        border = theme.GOOD if ok else theme.BAD
        pieces.draw_tile(surface, cells, g.grid.topleft, g.cell, colour, self.symbol(seat),
                     alpha=240 if self.locked else 215, border=border, border_w=max(3, g.cell // 9),
                     shadow=True, lift=0.0 if self.locked else 0.12)
        tint = pieces.plain((g.cell, g.cell), (*border, 35 if ok else 90))
        for r, c in cells:
            surface.blit(tint, g.cell_rect(r, c))

    def _mark_bad_squares(self, surface, g, view, cells, seat):
        """A cross on exactly the squares that are the problem: off the site, on a rock, or covered."""
        rocks = {tuple(rc) for rc in view["rocks"]}
        cover = view["sites"][self.site_of(seat)]["cover"]
        for r, c in cells:
            bad = not (0 <= r < N and 0 <= c < N) or (r, c) in rocks or cover[r][c] is not None
            if bad:
                rc = g.cell_rect(r, c).inflate(-g.cell // 3, -g.cell // 3)
                w = max(2, g.cell // 12)
                pygame.draw.line(surface, theme.BAD, rc.topleft, rc.bottomright, w)
                pygame.draw.line(surface, theme.BAD, rc.topright, rc.bottomleft, w)

    def _label_areas(self, surface, g, areas):
        """What each area the tile closes brings: its points, or in the solo game whether it seals a scarab."""
        px = max(14, int(g.cell * 0.5))
        for a in areas:
            solo = self.mode == "solo"
            if solo:
                # Translators: over an area the tile would close in the solo game: a scarab would be sealed in
                # it (the game lost), or it is empty ("closes")
                text, bg = (_("Seals a scarab!"), theme.BAD) if a["scarabs"] else (_("closes"), pieces.GOLD_DARK)
            else:
                text, bg = f"+{a['points']}", (pieces.GOLD_DARK if a["points"] else (120, 100, 80))
            pieces.pill(surface, text, pieces.area_label_pos(g, a["cells"]), px, theme.WHITE, bg, border=pieces.GOLD)

    def draw_reason(self, surface, g, cells, reason):
        px = max(14, int(g.cell * 0.36))
        label = theme.text(reason, "bold", px, theme.WHITE)
        box = label.get_rect().inflate(px, int(px * 0.6))
        rows = [r for r, _unused in cells]
        cols = [c for _unused, c in cells]
        x = g.grid.x + (sum(cols) / len(cols) + 0.5) * g.cell
        below = g.grid.y + (max(rows) + 1) * g.cell + px // 2
        above = g.grid.y + min(rows) * g.cell - px // 2 - box.h
        y = below if below + box.h < g.outer.bottom else above
        box.midtop = (int(x), int(y))
        box.clamp_ip(g.outer)
        pieces.pill_at(surface, label, box, theme.BAD, border=(255, 220, 210))


