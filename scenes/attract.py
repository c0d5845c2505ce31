"""Attract mode for events: bots play real games of each game in turn under a "Click anywhere to
play" banner; any click or key goes to the menu. Also the kiosk's "Still playing?" prompt."""
from __future__ import annotations

import random

import pygame

from game import registry
from scenes.base import Scene
from ui import theme
from ui.widgets import blit_centered, panel

BOT_NAMES = ["Howard", "Agatha", "Flinders", "Hatshepsut"]


def start_attract(app, index: int = 0) -> None:
    """Reset the stack to a bots-only game of the index-th game (cycling through the menu's games)."""
    from scenes.game_scene import open_game_scene
    games = registry.all_games()
    info = games[index % len(games)]
    app.featured_game = info.id
    allowed = info.allowed_players(info.default_options())
    n = 2 if 2 in allowed else allowed[0]
    seats = [{"name": BOT_NAMES[i], "colour": i, "kind": "bot", "level": "normal"} for i in range(n)]
    state = info.new_game(n, random.SystemRandom().randrange(1, 2**31), info.default_options())
    while app.scenes.stack:
        app.scenes.stack.pop().exit()
    scene = open_game_scene(app, state, seats)
    scene.attract_index = index


def draw_attract_banner(scene, surface) -> None:
    w, h = scene.size
    band = pygame.Rect(0, int(h * 0.8), w, int(h * 0.14))
    shade = pygame.Surface(band.size, pygame.SRCALPHA)
    shade.fill((30, 20, 14, 200))
    surface.blit(shade, band)
    pulse = 0.75 + 0.25 * abs(((pygame.time.get_ticks() / 900.0) % 2) - 1)
    colour = tuple(int(c * pulse) for c in (255, 236, 190))
    blit_centered(surface, theme.text("Click anywhere to play", "title", int(h * 0.06), colour),
                  (w // 2, band.y + int(band.h * 0.38)))
    line = f"{scene.info.title}: {scene.info.pitch}"
    blit_centered(surface, theme.text(line, "text", max(12, int(h * 0.028)), (236, 220, 190)),
                  (w // 2, band.y + int(band.h * 0.78)))


class StillPlayingScene(Scene):
    """Kiosk: a game left alone asks before going back to attract mode (it is saved either way)."""

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
        shade = pygame.Surface(self.size, pygame.SRCALPHA)
        shade.fill((20, 14, 10, 160))
        surface.blit(shade, (0, 0))
        box = pygame.Rect(0, 0, int(h * 0.8), int(h * 0.36))
        box.center = (w // 2, h // 2)
        panel(surface, box, radius=16)
        blit_centered(surface, theme.text("Still playing?", "title", int(h * 0.07), theme.TERRACOTTA_DARK),
                      (box.centerx, box.y + int(box.h * 0.28)))
        msg = f"Touch anywhere to go on. Back to the demo in {int(self.remaining() + 0.99)} s."
        blit_centered(surface, theme.text(msg, "text", int(h * 0.032), theme.INK), (box.centerx, box.y + int(box.h * 0.62)))
        blit_centered(surface, theme.text("(Your game is saved.)", "text", int(h * 0.026), theme.INK_SOFT),
                      (box.centerx, box.y + int(box.h * 0.82)))
