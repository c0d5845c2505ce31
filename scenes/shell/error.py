"""Shown instead of a crash: the problem is logged, and the screen says whether the game in progress
was saved (only when the autosave on disk holds its last move: App.crashed checks)."""
from __future__ import annotations

import pygame

from game.i18n import N_, _
from scenes.base import Scene
from ui import theme
from ui.widgets import Button, blit_centered, panel, vertical_gradient


class ErrorScene(Scene):
    def __init__(self, app, details: str = "", saved: bool | None = None):
        super().__init__(app)
        self.details = details
        self.saved = saved    # None: no game was being played
        self.button = Button(N_("Back to menu"), self.back, style="primary", hotkey=pygame.K_RETURN)
        self.age = 0.0

    def back(self):
        self.app.reset("menu")

    def layout(self, size):
        super().layout(size)
        w, h = size
        self.button.rect = pygame.Rect(w // 2 - int(h * 0.17), int(h * 0.62), int(h * 0.34), int(h * 0.08))

    def handle(self, event):
        self.button.handle(event, self.app)

    def update(self, dt):
        self.age += dt
        if self.app.settings.kiosk and self.age > 15:
            self.app.start("attract", 0)

    def animating(self):
        return self.app.settings.kiosk

    def draw(self, surface):
        w, h = self.size
        surface.blit(vertical_gradient(self.size, (240, 226, 196), (214, 186, 146)), (0, 0))
        box = pygame.Rect(0, 0, int(w * 0.6), int(h * 0.5))
        box.center = (w // 2, int(h * 0.45))
        panel(surface, box)
        blit_centered(surface, theme.text(_("Something went wrong"), "title", int(h * 0.07), theme.TERRACOTTA_DARK),
                      (w // 2, int(h * 0.3)))
        msg = self.message()
        blit_centered(surface, theme.text(msg, "text", int(h * 0.03), theme.INK, wrap=int(w * 0.55)),
                      (w // 2, int(h * 0.45)))
        self.button.draw(surface)

    def message(self) -> str:
        if self.saved:
            return _("The game was saved after its last move: Continue on the menu picks it up again.")
        if self.saved is False:
            return _("The problem was logged. The game in progress could not be saved.")
        return _("The problem was logged. Back to the menu to go on.")
