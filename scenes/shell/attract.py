"""Attract mode for events: bots play real games of each game in turn under a "Click anywhere to
play" strip; any click or key goes to the menu (the demo's table mode, scenes/table/demo.py, says
how a demo game plays and when it hands over). Also the kiosk's "Still playing?" prompt."""
from __future__ import annotations

import random

import pygame

from game import registry
from game.match import Match
from game.i18n import _
from scenes.base import Scene
from scenes.table.demo import demo_mode
from scenes.table.games import scene_class
from ui import theme
from ui.widgets import blit_centered, dialog_frame

BOT_NAMES = ["Howard", "Agatha", "Flinders", "Hatshepsut"]


def start_attract(app, index: int = 0) -> None:
    """Reset the stack to a bots-only game of the index-th game (cycling through the menu's games)."""
    games = registry.all_games()
    info = games[index % len(games)]
    app.featured_game = info.id
    allowed = info.allowed_players(info.default_options())
    n = 2 if 2 in allowed else allowed[0]
    seats = [{"name": BOT_NAMES[i], "colour": i, "kind": "bot", "level": "normal"} for i in range(n)]
    match = Match.new(info.id, n, random.SystemRandom().randrange(1, 2**31), info.default_options(), seats)
    while app.scenes.stack:
        app.scenes.stack.pop().exit()
    scene = scene_class(info.id)(app, match)
    scene.table_mode = demo_mode(index, app.now())
    app.scenes.push(scene)


class StillPlayingScene(Scene):
    """Kiosk: a game left alone asks before going back to attract mode (it is saved either way)."""
    light = True

    overlay = True
    SECONDS = 20

    def __init__(self, app):
        super().__init__(app)
        self.started = app.now()

    def remaining(self) -> float:
        return max(0.0, self.SECONDS - (self.app.now() - self.started))

    def handle(self, event):
        if event.type in (pygame.MOUSEBUTTONUP, pygame.KEYDOWN, pygame.FINGERUP):
            self.app.last_input = self.app.now()
            self.app.scenes.pop()

    def update(self, dt):
        if self.remaining() <= 0:
            start_attract(self.app, 0)

    def animating(self):
        return True

    def draw(self, surface):
        w, h = self.size
        box = pygame.Rect(0, 0, int(h * 0.8), int(h * 0.36))
        box.center = (w // 2, h // 2)
        dialog_frame(surface, box, alpha=160)
        blit_centered(surface, theme.text(_("Still playing?"), "title", int(h * 0.07), theme.TERRACOTTA_DARK),
                      (box.centerx, box.y + int(box.h * 0.28)))
        # Translators: {seconds} counts down; "s" stands for seconds
        msg = _("Touch anywhere to go on. Back to the demo in {seconds} s.").format(
            seconds=int(self.remaining() + 0.99))
        blit_centered(surface, theme.text(msg, "text", int(h * 0.032), theme.INK), (box.centerx, box.y + int(box.h * 0.62)))
        blit_centered(surface, theme.text(_("(Your game is saved.)"), "text", int(h * 0.026), theme.INK_SOFT),
                      (box.centerx, box.y + int(box.h * 0.82)))
