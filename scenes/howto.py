"""How to play: a few short pages per game, reachable from the menu, setup and pause menu."""
from __future__ import annotations

import pygame

from game import registry
from scenes.base import Scene
from scenes.howto_text import PAGES
from ui import assets, theme
from ui.widgets import Button, blit_centered, panel, vertical_gradient


class HowToScene(Scene):
    def __init__(self, app, game_id: str | None = None):
        super().__init__(app)
        self.game_ids = [g.id for g in registry.all_games() if g.id in PAGES] or list(PAGES)
        self.game = game_id if game_id in PAGES else self.game_ids[0]
        self.page = 0
        self.bg = None
        self.back = Button("Back", app.scenes.pop, style="primary", hotkey=pygame.K_ESCAPE)
        self.prev = Button("< Previous", lambda: self.turn(-1), style="secondary", hotkey=pygame.K_LEFT)
        self.next = Button("Next >", lambda: self.turn(1), style="secondary", hotkey=pygame.K_RIGHT)
        self.tabs = [Button(gid.capitalize(), (lambda g=gid: self.pick(g)), style="secondary") for gid in self.game_ids]

    def pick(self, gid):
        self.game, self.page = gid, 0
        self.app.dirty = True

    def turn(self, step):
        self.page = max(0, min(len(PAGES[self.game]) - 1, self.page + step))
        self.app.dirty = True

    def layout(self, size):
        super().layout(size)
        w, h = size
        self.bg = None
        tw, th = int(h * 0.22), int(h * 0.06)
        x = (w - len(self.tabs) * (tw + 10)) // 2
        for i, t in enumerate(self.tabs):
            t.rect = pygame.Rect(x + i * (tw + 10), int(h * 0.04), tw, th)
        self.box = pygame.Rect(int(w * 0.12), int(h * 0.15), int(w * 0.76), int(h * 0.64))
        bh = int(h * 0.07)
        y = h - bh - int(h * 0.05)
        self.prev.rect = pygame.Rect(self.box.x, y, int(h * 0.25), bh)
        self.next.rect = pygame.Rect(self.box.right - int(h * 0.25), y, int(h * 0.25), bh)
        self.back.rect = pygame.Rect(w // 2 - int(h * 0.11), y, int(h * 0.22), bh)

    def handle(self, event):
        for b in [self.back, self.prev, self.next] + self.tabs:
            if b.handle(event, self.app):
                return

    def draw(self, surface):
        w, h = self.size
        if self.bg is None or self.bg.get_size() != self.size:
            self.bg = vertical_gradient(self.size, (246, 234, 206), (222, 196, 152))
        surface.blit(self.bg, (0, 0))
        for t, gid in zip(self.tabs, self.game_ids):
            t.selected = gid == self.game
            t.draw(surface)
        panel(surface, self.box, radius=16)
        pages = PAGES[self.game]
        heading, body = pages[self.page]
        art = pygame.Rect(self.box.x + int(h * 0.04), self.box.y + int(h * 0.05), int(self.box.h * 0.8 * 4 / 3) // 2,
                          int(self.box.h * 0.8) // 2)
        surface.blit(assets.svg(f"art/menu_{self.game}", art.size), art)
        tx = art.right + int(h * 0.05)
        title = theme.text(heading, "title", int(h * 0.06), theme.TERRACOTTA_DARK)
        surface.blit(title, (tx, self.box.y + int(h * 0.05)))
        text = theme.text(body, "serif", int(h * 0.036), theme.INK, wrap=self.box.right - tx - int(h * 0.05))
        surface.blit(text, (tx, self.box.y + int(h * 0.15)))
        dots = theme.text(f"Page {self.page + 1} of {len(pages)}", "text", int(h * 0.028), theme.INK_SOFT)
        blit_centered(surface, dots, (self.box.centerx, self.box.bottom - int(h * 0.04)))
        self.prev.enabled = self.page > 0
        self.next.enabled = self.page < len(pages) - 1
        for b in (self.back, self.prev, self.next):
            b.draw(surface)
