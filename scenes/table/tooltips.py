"""The pointer's tooltip on a game table, one layer for every game.

A table asks for the tooltip of what is under the pointer while it draws (`show_tooltip`); the
scene draws it after everything else it owns but the tutorial's note (the table, the newcomer tip,
the log panel and the status buttons), so no outline, tip box or panel ever covers its text. It keeps
off the rects the asker names, off the tutorial's note and the newcomer tip, and where it can off
what else may be clicked or must stay readable. Without a request, a hovered visible button of the
scene still says what it does (or why it is dimmed).

The pointer counts only once it has moved over this table: when a curtain, the pause menu or a dialog
above the table goes, what the pointer hovered before (another player's card, perhaps) is not
hovered any more until the mouse moves again.
"""
from __future__ import annotations

import pygame

from ui.widgets import tooltip

NOWHERE = (-10000, -10000)   # the pointer of a table it has not moved over since it came back


class TooltipMixin:
    _tip_request = None
    tip_rect: pygame.Rect | None = None   # where the tooltip was drawn last frame (None: no tooltip)

    def resume(self) -> None:
        """A scene above the table went (a curtain, the pause menu): forget the pointer until it moves,
        and the tooltip with it (a cached table picture holds the old request: paint it again)."""
        super().resume()
        self.hover_pos = NOWHERE
        self._tip_request = None
        self.tip_rect = None
        self.still_key = None

    def show_tooltip(self, message: str, pos=None, avoid=()) -> None:
        """Ask for a tooltip this frame (the last request of the frame wins)."""
        if message:
            self._tip_request = (message, tuple(pos if pos is not None else self.hover_pos), list(avoid))

    def _button_tooltip(self):
        if self.table_mode.banner:
            return None
        buttons = [self.log_button, self.undo_button]
        buttons += list(getattr(self, "visible_buttons", lambda: [])())
        for b in buttons:
            if b.rect.collidepoint(self.hover_pos):
                text = b.tooltip if b.enabled else (b.reason or b.tooltip)
                if text:
                    return text, tuple(self.hover_pos), []
        return None

    def tooltip_keep_clear(self, pos) -> tuple[list, list]:
        """(must not cover, rather not cover) for a tooltip at `pos`: the tutorial's note and the
        newcomer tip first; then what else may be clicked or must stay readable on the table (the
        rest of the hand, the found piles...), except what the pointer is on."""
        firm = []
        for box in (getattr(getattr(self, "tutorial", None), "box", None), getattr(self.hints, "box", None)):
            if box is not None and not box.collidepoint(pos):
                firm.append(pygame.Rect(box))
        try:
            hard, soft = self.hints.clear_of()
        except Exception:
            hard, soft = [], []
        rather = [r for r in hard + soft if not r.collidepoint(pos)]
        return firm, rather

    def draw_tooltip(self, surface) -> None:
        request, self._tip_request = self._tip_request, None
        self.tip_rect = None
        if self.animator.busy:
            return
        request = self._button_tooltip() or request
        if request is None:
            return
        message, pos, avoid = request
        if tuple(pos) == NOWHERE:
            return
        tut = getattr(self, "tutorial", None)
        if tut is not None:
            message = tut.vet_tooltip(pos, message)
            if not message:
                return
        firm, rather = self.tooltip_keep_clear(pos)
        self.tip_rect = tooltip(surface, pos, message, list(avoid) + firm, rather)
