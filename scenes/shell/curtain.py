"""The handoff curtain: hides one player's secrets until the next player is the only one looking.

Trust rules (hot-seat): the curtain opens only to a press that started after it was drawn, at least
`app.curtain_gate_s` (half a second) after it appeared and after the last click that came too early,
so quick clicks meant for the table before it never open it, however long they go on; Esc opens the pause menu above it (nothing is revealed); it shows a short public recap of what
happened since that player last looked.
"""
from __future__ import annotations

import pygame

from game.i18n import _
from scenes.base import Scene
from ui import theme
from ui.widgets import blit_centered, vertical_gradient

_PRESS = (pygame.MOUSEBUTTONDOWN, pygame.FINGERDOWN)
_RELEASE = (pygame.MOUSEBUTTONUP, pygame.FINGERUP)
_INPUT = (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.FINGERDOWN, pygame.FINGERUP, pygame.KEYDOWN,
          pygame.KEYUP)


class CurtainScene(Scene):
    light = True
    def __init__(self, app, name: str, colour, symbol: str, on_ready, *, recap=(), on_pause=None, seat=None):
        super().__init__(app)
        self.name, self.colour, self.symbol = name, colour, symbol
        self.seat = seat
        self.on_ready = on_ready
        self.on_pause = on_pause
        self.recap = [str(line) for line in recap if line][-4:]
        self.bg = None
        self.shown_at: float | None = None   # app.now() when it was first drawn
        self.busy_at: float | None = None    # the last press or release while it was not yet ready
        self.pressed = False                 # a press that began while the curtain was ready

    # ---- the gate ---------------------------------------------------------------------------
    def ready(self) -> bool:
        """Half a second after it appeared and half a second after the last click made too early: a
        player still mashing the mouse from their own turn never opens it, however long they go on."""
        if self.shown_at is None:
            return False
        since = max(self.shown_at, self.busy_at if self.busy_at is not None else self.shown_at)
        return self.app.now() - since >= self.app.curtain_gate_s

    def _too_early(self) -> None:
        self.busy_at = self.app.now()
        self.app.wake_at(self.busy_at + self.app.curtain_gate_s)   # the invitation comes back by itself
        self.app.dirty = True

    def language_changed(self):
        """The recap in the new words: the table under the curtain (told first) has worded its log anew."""
        table = next((s for s in reversed(self.app.scenes.stack) if hasattr(s, "recap_for")), None)
        if table is not None and self.seat is not None:
            try:
                self.recap = [str(line) for line in table.recap_for(self.seat) if line][-4:]
            except Exception as exc:   # the recap is a courtesy: never a broken curtain
                self.app.log_problem(f"curtain recap in another language failed: {exc!r}")
        super().language_changed()

    def resume(self):
        # back from the pause menu: the gate starts again, so the click that closed it cannot open this
        self.shown_at = None
        self.busy_at = None
        self.pressed = False

    def handle(self, event):
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            if self.on_pause is not None:
                self.on_pause()
            return
        if event.type in _PRESS:
            self.pressed = self.ready()
            if not self.pressed and self.shown_at is not None:
                self._too_early()
            return
        if event.type in _RELEASE:
            if self.pressed and self.ready():
                self._open()
            elif self.shown_at is not None:
                self._too_early()
            self.pressed = False
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_SPACE, pygame.K_RETURN) and self.ready():
            self._open()

    def _open(self):
        if self.app.scenes.top is self:
            self.app.scenes.pop()
        self.on_ready()

    # ---- drawing ----------------------------------------------------------------------------
    def draw(self, surface):
        if self.shown_at is None:
            self.shown_at = self.app.now()
            self.app.wake_at(self.shown_at + self.app.curtain_gate_s)   # the invitation appears by itself
            if not self.app.headless:
                # presses made before the curtain was on screen were meant for the table: drop them
                pygame.event.clear(eventtype=list(_INPUT))
        w, h = self.size
        if self.bg is None or self.bg.get_size() != self.size:
            self.bg = vertical_gradient(self.size, (92, 40, 28), (46, 20, 16))
            for x in range(0, w, max(8, w // 40)):  # curtain folds
                pygame.draw.line(self.bg, (70, 28, 20), (x, 0), (x, h), max(2, w // 300))
        surface.blit(self.bg, (0, 0))
        theme.draw_symbol(surface, self.symbol, (w // 2, int(h * 0.22)), int(h * 0.05), self.colour, theme.WHITE)
        pass_to = _("Pass to {player}").format(player=self.name)
        title = theme.text(pass_to, "title", int(h * 0.09), theme.PAPYRUS)
        if title.get_width() > w * 0.92:
            title = theme.text(pass_to, "title", int(h * 0.09 * w * 0.92 / title.get_width()), theme.PAPYRUS)
        blit_centered(surface, title, (w // 2, int(h * 0.36)))
        if self.ready():
            sub = theme.text(_("Click when only {player} is looking.").format(player=self.name), "serif", int(h * 0.04),
                             (236, 214, 180))
        else:
            sub = theme.text(_("One moment..."), "serif", int(h * 0.04), (150, 110, 90))
        blit_centered(surface, sub, (w // 2, int(h * 0.47)))
        if self.recap:
            px = max(14, int(h * 0.028), theme.least_px(h))
            head = theme.text(_("Since your last turn:"), "bold", px, (236, 214, 180))
            y = int(h * 0.58)
            blit_centered(surface, head, (w // 2, y))
            for line in self.recap:
                y += int(px * 1.5)
                label = theme.text(line, "text", px, theme.PAPYRUS)
                if label.get_width() > w * 0.9:
                    label = theme.text(line, "text", max(10, int(px * w * 0.9 / label.get_width())), theme.PAPYRUS)
                blit_centered(surface, label, (w // 2, y))
        hint = theme.text(_("Esc: menu (nothing is shown)"), "text", max(12, theme.everyday_px(h)), (170, 130, 110))
        blit_centered(surface, hint, (w // 2, int(h * 0.95)))
