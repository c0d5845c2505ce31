"""The kiosk's staff gesture, shared by the screens whose controls only staff may use (settings,
the pause menu's way out)."""
from __future__ import annotations

import pygame


class StaffLock:
    """Kiosk staff gesture: holding Ctrl+Shift+K for HOLD_S seconds (on the app's clock) unlocks the
    staff-only controls of the screen that owns this lock, until that screen is left."""

    HOLD_S = 2.0
    RELEASE_KEYS = (pygame.K_k, pygame.K_LCTRL, pygame.K_RCTRL, pygame.K_LSHIFT, pygame.K_RSHIFT)

    def __init__(self, app):
        self.app = app
        self.unlocked = False
        self.held_since: float | None = None

    @property
    def locked(self) -> bool:
        return bool(self.app.settings.kiosk) and not self.unlocked

    def handle(self, event) -> bool:
        """Watch the chord; True if the event was part of it (so the screen ignores it)."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_k and \
                (event.mod & pygame.KMOD_CTRL) and (event.mod & pygame.KMOD_SHIFT):
            if self.held_since is None:
                self.held_since = self.app.now()
            return True
        if (event.type == pygame.KEYUP and event.key in self.RELEASE_KEYS) or \
                event.type in (pygame.WINDOWFOCUSLOST, pygame.MOUSEBUTTONDOWN):
            self.held_since = None
        return False

    def update(self) -> bool:
        """True on the frame the chord has been held long enough (the lock opens)."""
        if self.held_since is None or self.unlocked or not self.app.settings.kiosk:
            return False
        if self.app.now() - self.held_since >= self.HOLD_S:
            self.unlocked = True
            self.held_since = None
            return True
        return False

    def holding(self) -> bool:
        return self.held_since is not None
