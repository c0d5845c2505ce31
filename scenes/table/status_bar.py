"""The table's status bar (mixed into GameScene): the line that says who must do what, in the colour
and symbol of that seat; Log, Undo and Menu at its right; the game log's panel; and the badge on a
computer's panel while it thinks. One for every game: a game only says its own line (`status`)."""
from __future__ import annotations

import time

import pygame

from game.i18n import N_, _
from scenes.table.game_log import LogPanel
from scenes.table.network import connection_line, waiting_line
from ui import theme
from ui.widgets import Button, finger_px, panel, status_line


def thinking_word() -> str:
    # Translators: on a computer player's panel while it chooses its move; one to three dots follow it,
    # one more each moment ("thinking.", "thinking..", "thinking...")
    return _("thinking")


class _MenuButton(Button):
    """The status bar's Menu button; drawing it draws Log and Undo beside it too, so a scene that
    redraws the status bar and then `menu_button.draw(surface)` (as it always did) keeps all three."""

    def __init__(self, scene, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.scene = scene

    def draw(self, surface):
        scene = self.scene
        if not scene.table_mode.banner:
            scene.log_button.draw(surface)
            scene.undo_button.draw(surface)
        super().draw(surface)


def label_width(button, bw: int, bh: int, size) -> int:
    """A status bar button's width: `bw`, or as wide as its label needs to keep the least text size
    (a longer word than English "Undo" widens its button rather than shrinking under it); at most an
    eighth of the window's width each, so the status line keeps its room."""
    least = theme.least_px(size[1])
    px = max(least, min(max(12, int(bh * 0.42)), least + 2))
    return max(bw, min(theme.width(button.label, "bold", px) + 14, size[0] // 8))


def bar_height(size) -> int:
    """The status bar's height in a window of `size`: room for two lines of the least essential text
    (theme.least_px); on a big screen, whose least text is half as big again, for three lines where
    the window is not wide (the line's room is what is left of the width by the bar's buttons)."""
    w, h = size
    if not theme.big_screen():
        return max(28, int(h * 0.06))
    return max(28, int(h * (0.075 if w >= 1.6 * h else 0.1)))


class StatusBarMixin:
    def _make_status_bar(self) -> None:
        self.menu_button = _MenuButton(self, N_("Menu"), self.open_pause, style="quiet")
        self.log_button = Button(N_("Log"), self.toggle_log, style="quiet", hotkey=pygame.K_l,
                                 tooltip=N_("Show or hide the game log (L)"), lit=lambda: self.log_panel.open)
        self.undo_button = Button(N_("Undo"), self.undo, style="quiet", refusal=self.undo_reason,
                                  tooltip=N_("Take back your last move (Ctrl+Z)"))
        self.log_panel = LogPanel()
        self.log_panel.open = bool(getattr(self.app, "log_open", False))   # remembered for the session
        self.status_text_rect = pygame.Rect(0, 0, 0, 0)

    def _lay_status_bar(self, size) -> None:
        """The bar across the top, its buttons at the right, and the table under it."""
        h = size[1]
        self.status_rect = pygame.Rect(0, 0, size[0], bar_height(size))
        self.table_rect = pygame.Rect(0, self.status_rect.bottom, size[0], h - self.status_rect.bottom)
        # a fingertip high (widgets.finger_px), within the bar
        bh = max(self.status_rect.h - 8, min(self.status_rect.h - 2, finger_px(h)))
        # the buttons keep a 16:9 window's width on a tall or square one, leaving the status its room
        bw = int(min(bh, max(20, int(min(h, size[0] * 9 / 16) * 0.06) - 8)) * 2.6)
        right = size[0]
        for button in (self.menu_button, self.undo_button, self.log_button):
            w = label_width(button, bw, bh, size)
            button.rect = pygame.Rect(right - w - 6, (self.status_rect.h - bh) // 2, w, bh)
            right = button.rect.x
        self.status_text_rect = pygame.Rect(0, 0, self.log_button.rect.x - 6, self.status_rect.h)
        self.log_panel.layout(self.table_rect, size)

    def status_bar_input(self, event) -> bool:
        """Menu, Ctrl+Z, Log (L), Undo and the log's panel; True when the event was theirs."""
        if self.menu_button.handle(event, self.app):
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
            self.undo()
            return True
        chord = event.type == pygame.KEYDOWN and event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META)
        if not chord and self.log_button.handle(event, self.app):    # Ctrl+L and friends are not the log's L
            return True
        if self.undo_button.handle(event, self.app):
            return True
        if self.log_panel.handle(event, self.hover_pos):
            if not self.log_panel.open:
                self.app.log_open = False
            self.app.dirty = True
            return event.type != pygame.MOUSEMOTION
        return False

    def draw_status(self, surface) -> None:
        """The status line (across the whole bar in the demo, whose banner has no buttons)."""
        attract = self.table_mode.banner
        text_rect = self.status_rect if attract else self.status_text_rect
        if not attract:
            status_line(surface, self.status_rect, "")
        text, seat = self.bar_status()
        if seat is None:
            status_line(surface, text_rect, text, least=theme.least_px(self.size[1]))
        else:
            status_line(surface, text_rect, text, self.colour(seat), self.symbol(seat), theme.least_px(self.size[1]))

    def bar_status(self) -> tuple[str, int | None]:
        """What the status bar says, and for whom; in a tutorial what its step wants."""
        text, seat = self.table_status()
        return (text, seat) if self.tutorial is None else self.tutorial.status(text, seat)

    def table_status(self) -> tuple[str, int | None]:
        """The table's own line, and for whom: "Pass to Ben" while a curtain is due."""
        seat = self.match.current_player
        if self.handoff_seat is not None and self.handoff_seat == seat and not self.match.is_over:
            return _("Pass to {player}").format(player=self.name(seat)), seat
        line = connection_line(self.match)      # a network table closed, or its connection dropped
        if line is not None:
            return line, None
        who = self.status_seat()
        if who is not None and who == seat and self.seats[seat].get("kind") == "remote":
            # a line for the seat to act, a person at another screen (not the game's words for a computer)
            return waiting_line(self.match, seat, self.name(seat)), seat
        return self.status(), who

    def status_seat(self) -> int | None:
        """Whose colour the bar shows beside `status()`: the seat to act; None where the line speaks
        to everyone (scenes say when)."""
        return self.match.current_player

    def status(self) -> str:
        seat = self.match.current_player
        if seat is None:
            return _("The game is over.")
        if self.is_human(seat):
            return _("{player}: your move.").format(player=self.name(seat))
        return _("{player} (computer) is thinking...").format(player=self.name(seat))

    def thinking_badge_size(self, px: int = 0) -> tuple[int, int]:
        """How big the thinking badge is drawn (scenes keep a spot that size free: thinking_spot), at
        its text size `px` (by default the least essential text size)."""
        px = px or max(12, theme.least_px(self.size[1]))
        wide = theme.text(thinking_word() + "...", "bold", px, theme.WHITE)
        return wide.get_width() + px, wide.get_height() + px // 3

    def thinking_spot(self, seat: int):
        """Free room on `seat`'s panel for the thinking badge (scenes override), or None: then the badge
        sits in the panel's bottom right corner."""
        return None

    def draw_thinking(self, surface) -> None:
        """While a computer thinks, a small badge with moving dots on its seat's panel."""
        seat = self.match.current_player
        if self.bot_turn is None or seat not in self.bots or self.animator.busy:
            return
        try:
            rect = self.seat_rect(seat)
        except Exception:
            rect = None
        if rect is None:
            return
        rect = pygame.Rect(rect)
        px = max(12, theme.least_px(self.size[1]))
        box = pygame.Rect((0, 0), self.thinking_badge_size(px))
        box.bottomright = (rect.right - px // 3, rect.bottom - px // 3)
        spot = self.thinking_spot(seat)
        if spot is not None:
            # the spot the scene keeps free; where the badge is too big for it (a big screen's text in
            # a small panel), a smaller badge, or none: the status line says who is thinking
            spot = pygame.Rect(spot)
            while px >= 9 and not (box.w <= spot.w and box.h <= spot.h + px // 2):
                px -= 1
                box.size = self.thinking_badge_size(px)
            if px < 9:
                return
            box.midleft = spot.midleft
        dots = "." * (1 + int(time.monotonic() * 3) % 3)
        label = theme.text(thinking_word() + dots, "bold", px, theme.mark_fill(self.colour(seat)))   # on any seat
        self.thinking_rect = box
        # a panel of its own: it may cover what its spot holds while no computer thinks (Faras' "to play")
        panel(surface, box, fill=self.colour(seat), radius=box.h // 2, border=theme.INK, shadow=False,
              width=max(1, px // 8))
        surface.blit(label, label.get_rect(midleft=(box.x + px // 2, box.centery)))

    def draw_status_buttons(self, surface):
        """Log, Undo and Menu at the right of the status bar (scenes that redraw the bar call this)."""
        if self.table_mode.banner:
            return
        self.menu_button.draw(surface)   # draws Log and Undo too (their tooltips: tooltips.py)

    def draw_log_panel(self, surface):
        self.log_panel.draw(surface, self.log_lines(), self.colour, self.symbol)

    def toggle_log(self):
        self.log_panel.open = not self.log_panel.open
        self.log_panel.scroll = 0
        self.app.log_open = self.log_panel.open
        self.app.dirty = True

    def log_lines(self, viewer: int | None = ...):
        """The log as `viewer` (default: whoever is looking at the screen now) may read it."""
        return self.game_log.lines(self.viewer if viewer is ... else viewer)
