"""Scarabya's last screen before the results: every player's final site side by side, with the score
(or the solo verdict) over it, until the players ask for the scores.

It only paints the match's view of the finished game (everything is public by then).
"""
from __future__ import annotations

import pygame

from game.i18n import _, _n, N_
from scenes.scarabya import panels, pieces
from ui import theme
from ui.widgets import Button, panel


class FinalSites:
    def __init__(self, scene, on_done):
        self.scene = scene
        self.button = Button(N_("See the scores"), on_done, style="primary", hotkey=pygame.K_RETURN,
                             tooltip=N_("Go on to the results (Enter)"))
        self.panels: list[tuple[int, pygame.Rect]] = []
        self.size = None

    def sites(self) -> list[int]:
        sc = self.scene
        return list(range(sc.match.num_players)) if sc.mode == "standard" else [0]

    def layout(self):
        sc = self.scene
        t = sc.table_rect
        m = sc.u(0.02)
        bh = max(30, sc.u(0.065))
        bw = max(sc.u(0.3), theme.text(self.button.label, "bold", max(14, bh // 2)).get_width() + bh)
        self.button.rect = pygame.Rect(0, 0, bw, bh)
        self.button.rect.midbottom = (t.centerx, t.bottom - m)
        area = pygame.Rect(t.x + m, t.y + m, t.w - 2 * m, self.button.rect.y - m - (t.y + m))
        sites = self.sites()
        n = len(sites)
        head = max(sc.min_px * 3, sc.u(0.075))   # name and score over the site
        best = None
        for cols in range(1, n + 1):   # the column count that gives the biggest sites
            rows = -(-n // cols)
            cw = (area.w - m * (cols - 1)) // cols
            ch = (area.h - m * (rows - 1)) // rows
            side = min(cw, ch - head)
            if best is None or side > best[0]:
                best = (side, cols, rows, cw, ch)
        side, cols, rows, cw, ch = best
        pw = min(cw, side + 2 * m)
        ph = side + head
        y0 = area.y + (area.h - (rows * ph + (rows - 1) * m)) // 2
        self.panels = []
        for i, s in enumerate(sites):
            r, c = divmod(i, cols)
            in_row = min(cols, n - r * cols)
            x0 = area.x + (area.w - (in_row * pw + (in_row - 1) * m)) // 2
            self.panels.append((s, pygame.Rect(x0 + c * (pw + m), y0 + r * (ph + m), pw, ph)))
        self.head = head
        self.size = sc.size

    def draw(self, surface, view):
        sc = self.scene
        if self.size != sc.size:
            self.layout()
        for s, rect in self.panels:
            won = (s in view["winners"]) if sc.mode != "solo" else view["solo"]["result"] == "won"
            panel(surface, rect, fill=(255, 247, 226) if won else theme.PAPYRUS,
                  border=theme.OCHRE if won else theme.SAND_DARK, width=4 if won else 2)
            pad = max(4, sc.u(0.01))
            px = max(sc.min_px, int(self.head * 0.34))
            title, line = self.lines(view, s)
            x = rect.x + pad
            if sc.mode == "standard":
                theme.draw_symbol(surface, sc.symbol(s), (x + px // 2, rect.y + pad + px // 2 + 2), max(4, px // 2),
                                  sc.colour(s), outline=theme.INK)
                x += px + px // 2
            lab = panels.fit(title, "bold", px, theme.INK, rect.right - pad - x, sc.min_px)
            surface.blit(lab, (x, rect.y + pad))
            sub = panels.fit(line, "text", max(sc.min_px, int(px * 0.85)),
                       theme.GOOD if won else theme.INK_SOFT, rect.w - 2 * pad, sc.min_px)
            surface.blit(sub, (rect.x + pad, rect.y + pad + lab.get_height()))
            box = pygame.Rect(rect.x, rect.y + self.head, rect.w, rect.h - self.head - pad)
            geo = pieces.SiteGeometry(box.inflate(-2 * pad, 0), framed=False)
            self.draw_site(surface, geo, view, s)
        self.button.hover = self.button.rect.collidepoint(sc.hover_pos)
        self.button.draw(surface)

    def lines(self, view, s) -> tuple[str, str]:
        sc = self.scene
        if sc.mode == "solo":
            solo = view["solo"]
            title = _("{player}'s final site").format(player=sc.name(0))
            if solo["result"] == "won":
                # Translators: the solo game's end: {covered} of the site's {total} scarabs are covered
                return title, _("Expedition won: every scarab covered · {covered} of {total} covered").format(
                    covered=solo["covered"], total=solo["total"])
            # Translators: the solo game's end: {covered} of the site's {total} scarabs are covered
            return title, _("Expedition lost · {covered} of {total} covered").format(covered=solo["covered"],
                                                                                  total=solo["total"])
        if sc.mode == "duel":
            scores = " · ".join(_n("{player} {n} point", "{player} {n} points", view["points"][p], player=sc.name(p))
                                for p in range(sc.match.num_players))
            return _("The shared site at the end"), scores
        areas = sum(1 for a in view["sites"][s]["areas"] if a.get("seat") == s and a["points"])
        title = _n("{player}: {n} point", "{player}: {n} points", view["points"][s], player=sc.name(s))
        tokens = _n("{n} token", "{n} tokens", len(view["tokens"][s]))
        if s in view["winners"]:
            # Translators: under the winner's final site: {n} areas that scored, {tokens} as "5 tokens"
            return title, _n("Winner · {n} scoring area, {tokens}", "Winner · {n} scoring areas, {tokens}", areas,
                             tokens=tokens)
        # Translators: under a player's final site: {n} areas that scored, {tokens} as "5 tokens"
        return title, _n("{n} scoring area, {tokens}", "{n} scoring areas, {tokens}", areas, tokens=tokens)

    def draw_site(self, surface, geo, view, s):
        sc = self.scene
        layer = sc.art.layer(sc.site_theme(s), geo.cell, 0, view["rocks"], view["scarabs"], detail=geo.cell >= 24)
        surface.blit(layer, geo.outer)
        sview = view["sites"][s]
        solo = sc.mode == "solo"
        for a in sview["areas"]:
            sealed = solo and a["scarabs"]
            pieces.fill_cells(surface, geo, a["cells"], (200, 60, 40, 90) if sealed else (255, 226, 140, 90))
            if not solo:
                for r, c in a["scarabs"]:
                    pieces.draw_token(surface, geo.cell_centre(r, c), int(geo.cell * 0.7), a["size"])
        for (seat, _tile), cells in pieces.tile_groups(sview["cover"]).items():
            pieces.draw_tile(surface, cells, geo.grid.topleft, geo.cell, sc.colour(seat), sc.symbol(seat))
        pygame.draw.rect(surface, theme.INK_SOFT, geo.outer, 1)
