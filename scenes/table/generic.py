"""The plain table any registered game gets before its own scenes package exists: one button per
legal action and the view's first lines as text (the fallback, and the internal test game's table)."""
from __future__ import annotations

import pygame

from game.i18n import N_
from scenes.table.game_scene import GameScene
from ui import theme
from ui.widgets import Button, panel


class GenericGameScene(GameScene):
    """Plays any registered game with one button per legal action (fallback and test harness)."""

    def __init__(self, app, match, seats=None):
        super().__init__(app, match, seats)
        self.page = 0

    def _buttons(self):
        if not self.human_to_act:
            return []
        legal = self.match.legal_actions()
        per_page = 24
        self.page = min(self.page, max(0, (len(legal) - 1) // per_page))
        chunk = legal[self.page * per_page:(self.page + 1) * per_page]
        w, h = self.size
        bw, bh = int(w * 0.22), int(h * 0.05)
        buttons = []
        for i, a in enumerate(chunk):
            col, row = divmod(i, 8)
            b = Button(str(a)[:40], (lambda a=a: self.try_action(a)), style="secondary",
                       rect=(int(w * 0.05) + col * (bw + 10), int(h * 0.45) + row * (bh + 6), bw, bh))
            buttons.append(b)
        if len(legal) > per_page:
            buttons.append(Button(N_("More..."), self._next_page, style="quiet",
                                  rect=(int(w * 0.05), int(h * 0.92), bw // 2, bh)))
        return buttons

    def _next_page(self):
        self.page += 1
        legal = self.match.legal_actions()
        if self.page * 24 >= len(legal):
            self.page = 0

    def handle_table(self, event):
        for b in self._buttons():
            if b.handle(event, self.app):
                return

    def draw_table(self, surface, area):
        w, h = self.size
        px = max(12, h // 45)
        box = pygame.Rect(int(w * 0.05), area.y + int(h * 0.03), int(w * 0.9), int(h * 0.33))
        panel(surface, box)
        view = self.view()
        y = box.y + px
        for k, v in list(view.items())[:12]:
            line = theme.text(f"{k}: {v}"[:150], "text", px, theme.INK)
            surface.blit(line, (box.x + px, y))
            y += int(px * 1.3)
        mouse = self.hover_pos
        for b in self._buttons():
            b.hover = b.rect.collidepoint(mouse)
            b.draw(surface)


SCENE = GenericGameScene
