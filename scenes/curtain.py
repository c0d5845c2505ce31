"""The handoff curtain: hides one player's secrets until the next player is the only one looking."""
from __future__ import annotations

import pygame

from scenes.base import Scene
from ui import theme
from ui.widgets import blit_centered, vertical_gradient


class CurtainScene(Scene):
    def __init__(self, app, name: str, colour, symbol: str, on_ready):
        super().__init__(app)
        self.name, self.colour, self.symbol = name, colour, symbol
        self.on_ready = on_ready
        self.bg = None
        self.opened_at = None

    def handle(self, event):
        if event.type in (pygame.MOUSEBUTTONUP, pygame.FINGERUP) or (
                event.type == pygame.KEYDOWN and event.key in (pygame.K_SPACE, pygame.K_RETURN)):
            self.app.scenes.pop()
            self.on_ready()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            # let the pause menu open from here too, without revealing anything
            pass

    def draw(self, surface):
        w, h = self.size
        if self.bg is None or self.bg.get_size() != self.size:
            self.bg = vertical_gradient(self.size, (92, 40, 28), (46, 20, 16))
            for x in range(0, w, max(8, w // 40)):  # curtain folds
                pygame.draw.line(self.bg, (70, 28, 20), (x, 0), (x, h), max(2, w // 300))
        surface.blit(self.bg, (0, 0))
        theme.draw_symbol(surface, self.symbol, (w // 2, int(h * 0.3)), int(h * 0.06), self.colour, theme.WHITE)
        title = theme.text(f"Pass to {self.name}", "title", int(h * 0.09), theme.PAPYRUS)
        blit_centered(surface, title, (w // 2, int(h * 0.47)))
        sub = theme.text(f"Click when only {self.name} is looking.", "serif", int(h * 0.04), (236, 214, 180))
        blit_centered(surface, sub, (w // 2, int(h * 0.58)))
