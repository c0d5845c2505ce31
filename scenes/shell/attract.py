"""Attract mode for events: bots play real games of each game in turn under a "Click anywhere to
play" strip; any click or key goes to the menu. Also the kiosk's "Still playing?" prompt.

What a passer-by sees is chosen so each game shows its play, not its preparation:
- setup phases (as the game's public view names them: Faras' placing and memorising, Artifakes'
  burying) are played by the bots at once, with no animation, so the table opens on real play;
- each game gets at most ATTRACT_SECONDS on the app's clock, then the next game starts (a game that
  ends sooner hands over as soon as its result has been seen);
- the banner sits in the status strip at the top with one slim line at the bottom, so the table stays
  visible."""
from __future__ import annotations

import random
import time
from random import Random   # tools/soak.py swaps the module's `random` for a seeded stand-in

import pygame

from game import registry
from game.core import IllegalAction
from game.match import Match
from scenes.base import Scene
from scenes.table import demo_banner, mode as table_modes
from scenes.table.games import scene_class
from ui import theme
from ui.widgets import blit_centered, dialog_frame

BOT_NAMES = ["Howard", "Agatha", "Flinders", "Hatshepsut"]
ATTRACT_SECONDS = 75.0          # each game's turn in the demo, on app.now()
SETUP_PHASES = frozenset({"setup", "memorise", "bury"})   # public "phase" values that are preparation
SKIP_BUDGET_S = 0.25            # real time spent fast-forwarding per frame (the window stays responsive)
SKIP_MOVES = 400                # and at most this many moves per frame


def in_setup_phase(scene) -> bool:
    """Whether the game is in a preparation phase, from its public view only (view(None))."""
    match = scene.match
    if match.is_over:
        return False
    key = match.moves
    if getattr(scene, "_phase_key", None) != key:
        phase = match.view(None).get("phase")
        scene._phase_key, scene._phase_setup = key, phase in SETUP_PHASES
    return scene._phase_setup


class AttractPlay:
    """Mixed in front of a game's own scene class for a demo game (see start_attract)."""

    attract_started = 0.0

    def update(self, dt):
        app = self.app
        if self.attract_index is not None and app.now() - self.attract_started >= ATTRACT_SECONDS:
            start_attract(app, self.attract_index + 1)
            return
        if self.attract_index is not None and in_setup_phase(self):
            self.skip_setup()
        if app.scenes.top is self:
            super().update(dt)

    def skip_setup(self, budget: float = SKIP_BUDGET_S) -> int:
        """Let the bots play the preparation at once, without animation; returns the moves played."""
        self.bot_turn = None            # a move being thought about is superseded
        t0 = time.perf_counter()

        def settled(seat, events):
            self._after_apply(events)
            self.animator.skip_all()

        try:   # a bot bug never stops the demo: a random legal move stands in for it
            played = self.match.play_bots(
                SKIP_MOVES, until=lambda m: not in_setup_phase(self) or time.perf_counter() - t0 >= budget,
                on_events=settled, fallback=Random(self.match.seed), on_problem=self.app.log_problem)
        except IllegalAction:
            played = 0
        self.app.dirty = True
        return played

    def animating(self):
        return True   # the strip pulses and the demo's clock runs

    def draw_demo_banner(self, surface) -> None:
        pass            # drawn last, in draw: a scene that repaints its status strip cannot hide it

    def draw(self, surface):
        super().draw(surface)
        if self.attract_index is not None:
            demo_banner.draw_banner(self, surface)


_classes: dict[type, type] = {}


def attract_class(cls: type) -> type:
    """The demo version of a game's scene class (made once per class)."""
    made = _classes.get(cls)
    if made is None:
        made = _classes[cls] = type(f"Attract{cls.__name__}", (AttractPlay, cls), {})
    return made


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
    scene = attract_class(scene_class(info.id))(app, match)
    scene.table_mode = table_modes.DEMO
    scene.attract_index = index
    scene.attract_started = app.now()
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
        blit_centered(surface, theme.text("Still playing?", "title", int(h * 0.07), theme.TERRACOTTA_DARK),
                      (box.centerx, box.y + int(box.h * 0.28)))
        msg = f"Touch anywhere to go on. Back to the demo in {int(self.remaining() + 0.99)} s."
        blit_centered(surface, theme.text(msg, "text", int(h * 0.032), theme.INK), (box.centerx, box.y + int(box.h * 0.62)))
        blit_centered(surface, theme.text("(Your game is saved.)", "text", int(h * 0.026), theme.INK_SOFT),
                      (box.centerx, box.y + int(box.h * 0.82)))
