"""The statistics screen: for each game a table of players with games played, wins and best score;
and (Recent games, Tab) the list of kept finished games (date, game, players, winner), each of
which opens the replay viewer (scenes/shell/replay.py)."""
from __future__ import annotations

import pygame

from game import registry
from game.i18n import N_, _, _n
from scenes.base import Scene
from ui import replays
from ui import stats as stats_mod
from ui import theme
from ui.widgets import Button, blit_centered, panel, vertical_gradient


def scroll_note(start: int, fit: int, total: int) -> str:
    """"1-8 of 20: scroll for more" under a list that shows `fit` of its `total` rows from `start`."""
    # Translators: under a list longer than its box: which rows are shown ({first}-{last}) of how many
    return _("{first}-{last} of {total}: scroll for more").format(first=start + 1, last=start + min(fit, total - start),
                                                                  total=total)


def column_edges(inner: pygame.Rect, headings: list[str], fracs: list[float], px: int) -> tuple[list[int], int]:
    """Where a statistics table's columns stand (the first one's left edge, each other's right edge)
    and its headings' size. Each column stands at its share of the width (`fracs`); a heading wider
    than its share pushes the columns on its left further left; the headings shrink only while the row
    still does not fit."""
    gap = max(6, px // 2)
    for size in range(px, 9, -1):
        widths = [theme.width(t, "bold", size) for t in headings]
        xs = [inner.x + int(inner.w * f) for f in fracs]
        left = inner.right + gap
        for i in range(len(xs) - 1, 0, -1):
            xs[i] = min(xs[i], left - gap)
            left = xs[i] - widths[i]
        if left - gap >= xs[0] + widths[0]:
            return xs, size
    return xs, 10


def recent_columns(room: int, headings: list[str], rows: list[list[str]], px: int, pad: int,
                   flexible: int = 2) -> tuple[list[int], list[int]]:
    """The recent games' columns in `room` pixels: (left edges, widths). Each column is as wide as
    its heading and its longest value (the winner's in bold) and a gap; the `flexible` one (the
    players' names) takes what is left. Where even that does not fit, every column gives up room in
    proportion (and its values are cut with "…")."""
    need = []
    for i, heading in enumerate(headings):
        kind = "bold" if i == 3 else "text"
        widest = max([theme.width(heading, "bold", px)] + [theme.width(row[i], kind, px) for row in rows])
        need.append(widest + pad + px // 2)
    least_flexible = room // 4
    fixed = sum(w for i, w in enumerate(need) if i != flexible)
    if fixed + least_flexible <= room:
        need[flexible] = room - fixed
    else:
        scale = (room - least_flexible) / max(1, fixed)
        need = [least_flexible if i == flexible else int(w * scale) for i, w in enumerate(need)]
    xs, x = [], 0
    for w in need:
        xs.append(x)
        x += w
    return xs, need


class StatsScene(Scene):
    def __init__(self, app):
        super().__init__(app)
        self.games = registry.all_games()
        self.stats, problem = stats_mod.load()
        if problem:
            app.toast(problem, "warn", 6)
        # (key, title, best-score heading) per table: each game's own, and a table apart for a
        # variant that scores something else (Scarabya solo), shown once it has been played
        self.tables = [table for info in self.games for n, table in enumerate(info.stats_tables())
                       if n == 0 or self.stats.rows(table[0])]
        self.back = Button(N_("Back"), self.close, style="secondary", hotkey=pygame.K_ESCAPE)
        self.tab = "players"
        self.tab_button = Button(N_("Recent games"), self.toggle_tab, style="secondary", hotkey=pygame.K_TAB,
                                 tooltip=N_("The last finished games, to watch again (Tab)"))
        self.recent: list[replays.Entry] | None = None   # read when the list is first shown
        self.recent_scroll = 0
        self.selected: int | None = None   # the row chosen with the arrow keys (Enter opens it)
        self.recent_box = pygame.Rect(0, 0, 0, 0)
        self.row_rects: list[tuple[pygame.Rect, replays.Entry]] = []
        self.boxes: list[pygame.Rect] = []
        self.bg = None
        self.scroll = [0] * len(self.tables)   # rows scrolled per table (the wheel over a table)
        self.hover_pos = (0, 0)

    def close(self):
        self.app.scenes.pop()

    # ---- recent games ------------------------------------------------------------------------------
    def toggle_tab(self):
        self.show_tab("players" if self.tab == "recent" else "recent")

    def show_tab(self, tab: str):
        self.tab = tab
        self.tab_button.label = N_("Players") if tab == "recent" else N_("Recent games")
        self.tab_button.tooltip = (N_("Games played, wins and best scores (Tab)") if tab == "recent"
                                   else N_("The last finished games, to watch again (Tab)"))
        if tab == "recent" and self.recent is None:
            self.load_recent()
        self.app.dirty = True

    def load_recent(self):
        self.recent, problems = replays.recent()
        for problem in problems[:2]:
            self.app.toast(problem, "warn", 6)
        self.recent_scroll = min(self.recent_scroll, max(0, len(self.recent) - 1))
        if self.selected is not None and self.selected >= len(self.recent):
            self.selected = len(self.recent) - 1 if self.recent else None

    def open_replay(self, entry: replays.Entry):
        replay, problem = replays.load(entry.path)
        if replay is None:
            self.app.toast(problem or _("That game cannot be replayed."), "warn", 6)
            self.load_recent()
            return
        self.app.push("replay", replay)

    def layout(self, size):
        super().layout(size)
        w, h = size
        self.bg = None
        n = max(1, len(self.tables))
        cols = 2 if n > 1 else 1
        rows = (n + cols - 1) // cols
        top, bottom = int(h * 0.17), int(h * 0.86)
        gap = int(h * 0.025)
        box_w = min(int((w * 0.92 - gap * (cols - 1)) / cols), int(h * 0.95))
        box_h = int((bottom - top - gap * (rows - 1)) / rows)
        x0 = (w - (box_w * cols + gap * (cols - 1))) // 2
        self.boxes = [pygame.Rect(x0 + (i % cols) * (box_w + gap), top + (i // cols) * (box_h + gap), box_w, box_h)
                      for i in range(n)]
        bw, bh = int(h * 0.24), int(h * 0.07)
        gap = int(h * 0.02)
        self.back.rect = pygame.Rect(w // 2 - bw - gap // 2, h - bh - int(h * 0.035), bw, bh)
        self.tab_button.rect = pygame.Rect(w // 2 + gap // 2, self.back.rect.y, int(bw * 1.25), bh)
        self.recent_box = pygame.Rect(int(w * 0.04), top, w - 2 * int(w * 0.04), bottom - top)

    def handle(self, event):
        if self.back.handle(event, self.app) or self.tab_button.handle(event, self.app):
            return
        if event.type == pygame.MOUSEMOTION:
            self.hover_pos = event.pos
            if self.tab == "recent":
                self.app.dirty = True   # the row under the mouse is lit
        if self.tab == "recent":
            self._handle_recent(event)
            return
        if event.type == pygame.MOUSEWHEEL:
            for i, r in enumerate(self.boxes):
                if r.collidepoint(self.hover_pos):
                    self.scroll[i] = max(0, self.scroll[i] - event.y)
                    self.app.dirty = True

    def _handle_recent(self, event):
        """The recent games' list: the wheel scrolls it, the arrow keys choose a row and Enter (or a
        click on a row) opens that game in the viewer."""
        if event.type == pygame.MOUSEWHEEL and self.recent:
            self.recent_scroll = max(0, min(len(self.recent) - 1, self.recent_scroll - event.y))
            self.app.dirty = True
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_DOWN) and self.recent:
            self._step_selection(1 if event.key == pygame.K_DOWN else -1)
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and \
                self.recent and self.selected is not None:
            self.open_replay(self.recent[self.selected])
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for rect, entry in self.row_rects:
                if rect.collidepoint(event.pos):
                    self.open_replay(entry)
                    return

    def _step_selection(self, step):
        """The chosen row one up or down, scrolled into view."""
        self.selected = max(0, min(len(self.recent) - 1, (self.selected if self.selected is not None else -step) + step))
        fit = max(1, len(self.row_rects))
        if self.selected < self.recent_scroll:
            self.recent_scroll = self.selected
        elif self.selected >= self.recent_scroll + fit:
            self.recent_scroll = self.selected - fit + 1
        self.app.dirty = True

    def draw(self, surface):
        w, h = self.size
        if self.bg is None or self.bg.get_size() != self.size:
            self.bg = vertical_gradient(self.size, (244, 230, 198), (214, 184, 138))
        surface.blit(self.bg, (0, 0))
        blit_centered(surface, theme.text(_("Statistics"), "title", int(h * 0.08), theme.TERRACOTTA_DARK),
                      (w // 2, int(h * 0.075)))
        if self.tab == "recent":
            sub = _n("The last {n} finished game. Click one (or choose with the arrow keys and press Enter) to "
                     "watch it again, move by move.",
                     "The last {n} finished games. Click one (or choose with the arrow keys and press Enter) to "
                     "watch it again, move by move.", replays.KEEP)
        else:
            sub = _("Games played, wins and best score, per player name. Computer players are counted by level.")
        blit_centered(surface, theme.fit_text(sub, "serif", max(12, int(h * 0.026)), theme.INK_SOFT,
                                              max_w=int(w * 0.94), max_h=int(h * 0.06), wrap=True),
                      (w // 2, int(h * 0.14)))
        if self.tab == "recent":
            self.draw_recent(surface, self.recent_box)
        else:
            for i, (table, box) in enumerate(zip(self.tables, self.boxes)):
                self.draw_table(surface, table, box, i)
        for b in (self.back, self.tab_button):
            b.hover = b.rect.collidepoint(self.hover_pos)
            b.draw(surface)

    def draw_recent(self, surface, box):
        """The kept games, newest first: date, game, players, winner and length; a row opens the viewer."""
        h = self.size[1]
        self.row_rects = []
        panel(surface, box, fill=(252, 244, 224), border=theme.SAND_DARK, radius=max(8, h // 70))
        pad = max(8, int(h * 0.018))
        px = max(11, int(h * 0.026))
        row_h = int(px * 1.9)
        inner = box.inflate(-2 * pad, -2 * pad)
        rows = self.recent or []
        fit = max(1, (inner.bottom - inner.y - row_h) // row_h)
        self.recent_scroll = min(self.recent_scroll, max(0, len(rows) - fit))
        start = self.recent_scroll
        shown = [[entry.when, _(entry.title), entry.players, entry.winner_text, str(entry.moves)]
                 for entry in rows[start:start + fit]]
        # the columns' headings (translated where drawn); each column as wide as what it shows, the
        # players' names taking what is left
        labels = [N_("Date"), N_("Game"), N_("Players"), N_("Winner"), N_("Moves")]
        cols = list(zip(labels, *recent_columns(inner.w, [_(label) for label in labels], shown, px, pad)))
        for label, x, _unused in cols:
            t = theme.text(_(label), "bold", px, theme.TERRACOTTA_DARK)
            surface.blit(t, (inner.x + x, inner.y))
        y = inner.y + row_h
        pygame.draw.line(surface, theme.SAND_DARK, (inner.x, y - px // 3), (inner.right, y - px // 3), 2)
        if not rows:
            note = theme.text(_("No finished games yet: each game you finish is kept here to watch again."),
                              "text", px, theme.INK_SOFT)
            surface.blit(note, (inner.x, y + px // 2))
            return
        for n, (entry, values) in enumerate(zip(rows[start:start + fit], shown)):
            rect = pygame.Rect(inner.x - 4, y - 2, inner.w + 8, row_h - 2)
            lit = rect.collidepoint(self.hover_pos) or start + n == self.selected
            if lit:
                pygame.draw.rect(surface, (250, 226, 170), rect, border_radius=4)
                pygame.draw.rect(surface, theme.OCHRE, rect, 2, border_radius=4)
            elif (start + n) % 2 == 0:
                pygame.draw.rect(surface, (246, 234, 206), rect, border_radius=4)
            for value, (label, x, width) in zip(values, cols):
                kind = "bold" if label == "Winner" else "text"
                t = theme.ellipsize(value, kind, px, theme.INK, width - pad)
                surface.blit(t, (inner.x + x, y + (row_h - t.get_height()) // 2 - 1))
            self.row_rects.append((rect, entry))
            y += row_h
        if len(rows) > fit:
            more = theme.text(scroll_note(start, fit, len(rows)), "text", max(10, int(px * 0.8)), theme.INK_SOFT)
            surface.blit(more, more.get_rect(bottomright=(box.right - pad, box.bottom - pad // 3)))
        for rect, entry in self.row_rects:
            if rect.collidepoint(self.hover_pos):
                from ui.widgets import tooltip
                # Translators: over a kept game: {game} its title, {players} the players' names ("Anna
                # and Ben"), {moves} its length ("42 moves")
                tooltip(surface, self.hover_pos, _("Watch {game} with {players} again ({moves})").format(
                    game=_(entry.title), players=entry.players, moves=entry.moves_text))
                break

    def draw_table(self, surface, table, box, index):
        key, heading, best_label = table
        h = self.size[1]
        panel(surface, box, fill=(252, 244, 224), border=theme.SAND_DARK, radius=max(8, h // 70))
        pad = max(8, int(h * 0.018))
        title = theme.fit_line(_(heading), "title", max(14, int(h * 0.042)), theme.INK, max_w=box.w - 2 * pad)
        surface.blit(title, (box.x + pad, box.y + pad // 2))
        px = max(11, int(h * 0.024))
        row_h = int(px * 1.75)
        # the columns' headings (translated where drawn; the last one the table's own, from the registry)
        cols = [(N_("Player"), 0.0, "left"), (N_("Played"), 0.62, "right"), (N_("Wins"), 0.8, "right"),
                (best_label, 1.0, "right")]
        inner = pygame.Rect(box.x + pad, box.y + pad // 2 + title.get_height() + pad // 2, box.w - 2 * pad,
                            box.h - title.get_height() - pad * 2)

        xs, heading_px = column_edges(inner, [_(label) for label, _frac, _align in cols], [frac for _l, frac, _a in cols], px)
        for (label, _frac, align), x in zip(cols, xs):
            t = theme.text(_(label), "bold", heading_px, theme.TERRACOTTA_DARK)
            surface.blit(t, t.get_rect(topleft=(x, inner.y)) if align == "left" else t.get_rect(topright=(x, inner.y)))
        y = inner.y + row_h
        pygame.draw.line(surface, theme.SAND_DARK, (inner.x, y - px // 3), (inner.right, y - px // 3), 2)
        rows = self.stats.rows(key)
        if not rows:
            note = theme.text(_("No finished games yet."), "text", px, theme.INK_SOFT)
            surface.blit(note, (inner.x, y + px // 2))
            return
        fit = max(1, (inner.bottom - y) // row_h)
        self.scroll[index] = min(self.scroll[index], max(0, len(rows) - fit))
        start = self.scroll[index]
        shown = rows[start:start + fit]
        # a name reaches as far as the played count (right-aligned under its heading) lets it
        played_w = max(theme.width(str(row.played), "text", px) for row in shown)
        name_w = min(int(inner.w * 0.5), xs[1] - inner.x - played_w - px)
        for n, row in enumerate(shown):
            if (start + n) % 2 == 0:
                pygame.draw.rect(surface, (246, 234, 206), (inner.x - 4, y - 2, inner.w + 8, row_h - 2), border_radius=4)
            colour = theme.INK_SOFT if row.bot else theme.INK
            t = theme.ellipsize(stats_mod.shown_name(row), "text", px, colour, name_w)   # measured, one render
            surface.blit(t, (inner.x, y + (row_h - t.get_height()) // 2 - 1))
            best = "-" if row.best is None else str(row.best)
            for value, (label, _frac, _align), x in zip((row.played, row.wins, best), cols[1:], xs[1:]):
                v = theme.text(str(value), "bold" if label == "Wins" and row.wins else "text", px, colour)
                surface.blit(v, v.get_rect(topright=(x, y + (row_h - v.get_height()) // 2 - 1)))
            y += row_h
        if len(rows) > fit:
            more = theme.text(scroll_note(start, fit, len(rows)), "text", max(10, int(px * 0.8)), theme.INK_SOFT)
            surface.blit(more, more.get_rect(bottomright=(box.right - pad, box.bottom - pad // 3)))
