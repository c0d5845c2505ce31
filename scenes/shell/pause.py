"""Esc in a game: resume, rules, settings, or save and go back to the menu.

In kiosk mode a visitor may leave their game for the menu after a confirmation: the game is
abandoned (its autosave goes, so the next visitor finds no stranger's game to continue). Saving it
for later is for staff (the same held gesture as in Settings unlocks it); an idle game goes back to
the demo by itself."""
from __future__ import annotations

import pygame

from game.i18n import N_, _
from scenes.base import Scene
from ui.staff import StaffLock
from ui import theme
from ui.widgets import Button, blit_centered, dialog_frame


LEAVE_LABEL = N_("Leave this game")   # a kiosk visitor's way back to the menu (the game is not kept)


class PauseScene(Scene):
    light = True
    overlay = True

    def __init__(self, app, game_scene):
        super().__init__(app)
        self.game_scene = game_scene
        self.staff = StaffLock(app)
        self.tutorial = getattr(game_scene, "tutorial", None) is not None
        # a tutorial is never saved: leaving it just goes back to the menu (no staff lock: nothing is lost)
        self.quit_button = Button(N_("Leave tutorial") if self.tutorial else N_("Save and quit to menu"), self.to_menu,
                                  style="secondary")
        self.buttons = [
            Button(N_("Resume"), app.scenes.pop, style="primary", hotkey=pygame.K_ESCAPE),
            Button(N_("How to play"), lambda: app.push("howto", game_scene.match.game_id), style="secondary"),
            Button(N_("Settings"), lambda: app.push("settings"), style="secondary"),
            self.quit_button,
        ]
        self._sync_lock()

    def _sync_lock(self):
        if not self.tutorial:
            self.quit_button.label = LEAVE_LABEL if self.staff.locked else N_("Save and quit to menu")
        self.app.dirty = True

    def to_menu(self):
        if self.staff.locked and not self.tutorial:
            self.app.push("confirm", N_("Leave this game?"),
                          N_("It ends here and is not kept: the next visitor starts a game of their own."),
                          self.abandon)
            return
        # the game is already autosaved after every finished move; Continue resumes it
        self.app.reset("menu")

    def abandon(self):
        """Kiosk: the visitor's game ends without a trace (its autosave goes) and the menu opens."""
        from ui import savegame
        self.game_scene.bot_turn = None
        savegame.clear()
        self.app.reset("menu")

    def layout(self, size):
        super().layout(size)
        w, h = size
        bw, bh = int(h * 0.42), int(h * 0.075)
        self.box = pygame.Rect(0, 0, bw + int(h * 0.1), int(h * 0.62))
        self.box.center = (w // 2, h // 2)
        y = self.box.y + int(h * 0.15)
        for b in self.buttons:
            b.rect = pygame.Rect(w // 2 - bw // 2, y, bw, bh)
            y += bh + int(h * 0.025)

    def resume(self):
        self._sync_lock()     # kiosk mode may have been switched in Settings

    def update(self, dt):
        if self.staff.update():
            self.app.toast(_("Staff controls unlocked."), "info", 3)
            self._sync_lock()

    def animating(self):
        return self.staff.holding()

    def handle(self, event):
        if self.staff.handle(event):
            return
        for b in self.buttons:
            if b.handle(event, self.app):
                return

    def draw(self, surface):
        dialog_frame(surface, self.box)
        title = theme.text(_("Paused"), "title", int(self.h * 0.06), theme.TERRACOTTA_DARK)
        blit_centered(surface, title, (self.box.centerx, self.box.y + int(self.h * 0.07)))
        for b in self.buttons:
            b.draw(surface)
        if self.staff.locked and not self.tutorial:
            note = theme.text(_("A game left here is not kept for later."), "text", max(12, int(self.h * 0.024)),
                              theme.INK_SOFT, wrap=self.box.w - int(self.h * 0.04))
            surface.blit(note, note.get_rect(midbottom=(self.box.centerx, self.box.bottom - int(self.h * 0.025))))
