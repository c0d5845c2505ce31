"""Kiosk: Play now asks which game, then starts it at once against a normal computer player (no
setup screen). The game the demo showed last comes first and is the highlighted choice."""
from __future__ import annotations

import random

import pygame

from game import registry
from game.i18n import N_, _
from scenes.base import Scene
from ui import savegame, theme
from ui.widgets import Button, dialog_frame


def quick_seats(n: int) -> list[dict]:
    """A visitor against computers: seat 0 is "Visitor" (a name that reads right in "Visitor's site"
    and "Visitor wins"), the others play at the normal level."""
    # Translators: the name a kiosk visitor plays under; it is read in "Visitor's site" and "Visitor wins"
    visitor = _("Visitor")
    # Translators: the name of the computer player a kiosk visitor plays against
    computer = _("Computer")
    return [{"name": visitor, "colour": 0, "kind": "human", "level": None}] + [
        {"name": computer, "colour": i, "kind": "bot", "level": "normal"} for i in range(1, n)]


def start_quick_game(app, game_id: str):
    """A 2-player game of `game_id` (or its smallest count) against the computer; it becomes the
    saved game at once, so Continue resumes it."""
    from game.match import Match
    info = registry.get(game_id)
    allowed = info.allowed_players(info.default_options())
    n = 2 if 2 in allowed else allowed[0]
    match = Match.new(info.id, n, random.SystemRandom().randrange(1, 2**31), info.default_options(),
                      quick_seats(n))
    problem = savegame.write(match)
    if problem:
        app.toast(problem, "warn", 5)
    return app.start("game", match)


class PlayNowScene(Scene):
    """Which game? One button per game over the menu; Esc or Back closes it."""
    light = True
    overlay = True

    def __init__(self, app):
        super().__init__(app)
        featured = app.featured_game
        games = sorted(registry.all_games(), key=lambda g: g.id != featured)   # the demo's last game first
        self.games = games
        self._buttons()
        self.back = Button(N_("Back"), self.close, style="quiet", hotkey=pygame.K_ESCAPE)
        self.box = pygame.Rect(0, 0, 10, 10)

    def _buttons(self):
        self.game_buttons = [
            Button(g.title, (lambda g=g: self.choose(g.id)), style="primary" if i == 0 else "secondary",
                   hotkey=pygame.K_1 + i,
                   # Translators: {n} is the key that chooses the game
                   tooltip=_("Play {game} against the computer ({n})").format(game=_(g.title), n=i + 1))
            for i, g in enumerate(self.games)]

    def language_changed(self):
        self._buttons()             # their tooltips are worded when made
        super().language_changed()

    def close(self):
        self.app.scenes.pop()

    def choose(self, game_id: str) -> None:
        self.app.scenes.pop()
        self.app.start("replace_save", lambda: start_quick_game(self.app, game_id))

    def layout(self, size):
        super().layout(size)
        w, h = size
        bw, bh, gap = int(h * 0.42), int(h * 0.075), int(h * 0.022)
        n = len(self.game_buttons)
        top = int(h * 0.13)
        self.box = pygame.Rect(0, 0, bw + int(h * 0.1), top + (n + 1) * (bh + gap) + int(h * 0.04))
        self.box.center = (w // 2, h // 2)
        y = self.box.y + top
        for b in self.game_buttons + [self.back]:
            b.rect = pygame.Rect(w // 2 - bw // 2, y, bw, bh)
            y += bh + gap

    def handle(self, event):
        for b in self.game_buttons + [self.back]:
            if b.handle(event, self.app):
                return

    def draw(self, surface):
        dialog_frame(surface, self.box)
        title = theme.text(_("Which game?"), "title", int(self.h * 0.055), theme.TERRACOTTA_DARK)
        surface.blit(title, title.get_rect(center=(self.box.centerx, self.box.y + int(self.h * 0.07))))
        for b in self.game_buttons + [self.back]:
            b.draw(surface)
