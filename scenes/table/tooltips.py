"""The pointer's tooltip on a game table, one layer for every game.

A table asks for the tooltip of what is under the pointer while it draws (`show_tooltip`); the
scene draws it after everything else it owns (the table, the newcomer tip, the log panel and the
status buttons), so no outline, tip box or panel ever covers its text. It keeps off the rects the
asker names and off the newcomer tip where it can. Without a request, a hovered visible button of
the scene still says what it does (or why it is dimmed).
"""
from __future__ import annotations

import pygame

from ui.widgets import tooltip


class TooltipMixin:
    _tip_request = None
    _frame_tip = None                     # the request made while a cached table picture was painted
    tip_rect: pygame.Rect | None = None   # where the tooltip was drawn last frame (None: no tooltip)

    def show_tooltip(self, message: str, pos=None, avoid=()) -> None:
        """Ask for a tooltip this frame (the last request of the frame wins)."""
        if message:
            self._tip_request = (message, tuple(pos if pos is not None else self.hover_pos), list(avoid))

    def _button_tooltip(self):
        if self.attract_index is not None:
            return None
        buttons = [self.log_button, self.undo_button]
        buttons += list(getattr(self, "visible_buttons", lambda: [])())
        for b in buttons:
            if b.rect.collidepoint(self.hover_pos):
                text = b.tooltip if b.enabled else (b.reason or b.tooltip)
                if text:
                    return text, tuple(self.hover_pos), []
        return None

    def draw_tooltip(self, surface) -> None:
        request, self._tip_request = self._tip_request, None
        self.tip_rect = None
        if self.animator.busy:
            return
        request = self._button_tooltip() or request
        if request is None:
            return
        message, pos, avoid = request
        box = getattr(self.hints, "box", None)
        if box is not None and not box.collidepoint(pos):
            avoid.append(box)
        self.tip_rect = tooltip(surface, pos, message, avoid)
