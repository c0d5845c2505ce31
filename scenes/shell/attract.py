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
from scenes.shell.base import Scene
from ui import theme
from ui.widgets import blit_centered, panel

BOT_NAMES = ["Howard", "Agatha", "Flinders", "Hatshepsut"]
ATTRACT_SECONDS = 75.0          # each game's turn in the demo, on app.now()
SETUP_PHASES = frozenset({"setup", "memorise", "bury"})   # public "phase" values that are preparation
SKIP_BUDGET_S = 0.25            # real time spent fast-forwarding per frame (the window stays responsive)
SKIP_MOVES = 400                # and at most this many moves per frame
PITCH_STRIP = 0.035             # the bottom line's height, as a fraction of the window height


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

    def draw(self, surface):
        super().draw(surface)
        if self.attract_index is not None:
            _draw_banner(self, surface)


_classes: dict[type, type] = {}


def attract_class(cls: type) -> type:
    """The demo version of a game's scene class (made once per class)."""
    made = _classes.get(cls)
    if made is None:
        made = _classes[cls] = type(f"Attract{cls.__name__}", (AttractPlay, cls), {})
    return made


def start_attract(app, index: int = 0) -> None:
    """Reset the stack to a bots-only game of the index-th game (cycling through the menu's games)."""
    from scenes.table.game_scene import scene_class_for
    games = registry.all_games()
    info = games[index % len(games)]
    app.featured_game = info.id
    allowed = info.allowed_players(info.default_options())
    n = 2 if 2 in allowed else allowed[0]
    seats = [{"name": BOT_NAMES[i], "colour": i, "kind": "bot", "level": "normal"} for i in range(n)]
    match = Match.new(info.id, n, random.SystemRandom().randrange(1, 2**31), info.default_options(), seats)
    while app.scenes.stack:
        app.scenes.stack.pop().exit()
    scene = attract_class(scene_class_for(info.id))(app, match)
    scene.attract_index = index
    scene.attract_started = app.now()
    app.scenes.push(scene)


def banner_rects(scene) -> tuple[pygame.Rect, pygame.Rect]:
    """The call to play (at the right of the status strip) and the pitch line (bottom edge)."""
    w, h = scene.size
    bar = getattr(scene, "status_rect", pygame.Rect(0, 0, w, max(28, int(h * 0.06))))
    pill = pygame.Rect(0, 0, min(int(w * 0.4), int(bar.h * 9)), max(20, bar.h - max(4, bar.h // 6)))
    pill.midright = (bar.right - bar.h // 4, bar.centery)
    strip = pygame.Rect(0, h - max(16, int(h * PITCH_STRIP)), w, max(16, int(h * PITCH_STRIP)))
    return pill, strip


def draw_attract_banner(scene, surface) -> None:
    """Called by GameScene.draw for a demo game; a demo scene draws its banner last itself (so a scene
    that repaints its status strip afterwards cannot hide it)."""
    if not isinstance(scene, AttractPlay):
        _draw_banner(scene, surface)


def _draw_banner(scene, surface) -> None:
    pill, strip = banner_rects(scene)
    pulse = 0.8 + 0.2 * abs(((pygame.time.get_ticks() / 900.0) % 2) - 1)
    fill = tuple(int(c * pulse) for c in theme.TERRACOTTA)
    pygame.draw.rect(surface, fill, pill, border_radius=pill.h // 2)
    pygame.draw.rect(surface, (255, 236, 190), pill, max(1, pill.h // 14), border_radius=pill.h // 2)
    label = theme.text("Click anywhere to play", "title", int(pill.h * 0.62), theme.WHITE)
    if label.get_width() > pill.w - pill.h:
        label = theme.text("Click anywhere to play", "title",
                           max(10, int(pill.h * 0.62 * (pill.w - pill.h) / label.get_width())), theme.WHITE)
    blit_centered(surface, label, pill.center)
    shade = pygame.Surface(strip.size, pygame.SRCALPHA)
    shade.fill((30, 20, 14, 170))
    surface.blit(shade, strip)
    line = f"{scene.info.title}: {scene.info.pitch}"
    px = max(11, int(strip.h * 0.58))
    text = theme.text(line, "text", px, (246, 232, 204))
    if text.get_width() > strip.w - strip.h:
        text = theme.text(line, "text", max(10, int(px * (strip.w - strip.h) / text.get_width())), (246, 232, 204))
    blit_centered(surface, text, strip.center)


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
