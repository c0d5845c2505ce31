"""The demo's table mode: computers play a real game for the people walking by (attract mode,
scenes/shell/attract.py opens one game after another with it).

What a passer-by sees is chosen so each game shows its play, not its preparation:
- setup phases (as the game's public view names them: Faras' placing and memorising, Artifakes'
  burying) are played by the bots at once, with no animation, so the table opens on real play;
- each game gets at most ATTRACT_SECONDS on the app's clock, then the next game starts (a game that
  ends sooner hands over as soon as its result has been seen);
- the banner (scenes/table/demo_banner.py) is drawn over the whole table, last."""
from __future__ import annotations

import dataclasses
import time
from random import Random

from game.core import IllegalAction
from game.i18n import N_
from scenes.table import demo_banner
from scenes.table.mode import TableMode

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


def skip_setup(scene, budget: float = SKIP_BUDGET_S) -> int:
    """Let the bots play the preparation at once, without animation; returns the moves played."""
    scene.bot_turn = None            # a move being thought about is superseded
    t0 = time.perf_counter()

    def settled(seat, events):
        scene._after_apply(events)
        scene.animator.skip_all()

    try:   # a bot bug never stops the demo: a random legal move stands in for it
        played = scene.match.play_bots(
            SKIP_MOVES, until=lambda m: not in_setup_phase(scene) or time.perf_counter() - t0 >= budget,
            on_events=settled, fallback=Random(scene.match.seed), on_problem=scene.app.log_problem)
    except IllegalAction:
        played = 0
    scene.app.dirty = True
    return played


@dataclasses.dataclass(frozen=True)
class DemoMode(TableMode):
    index: int = 0           # which game of the menu's list this is (the next demo game is index + 1)
    started: float = 0.0     # app.now() when it came on screen

    def takes_frame(self, scene, dt: float) -> bool:
        app = scene.app
        if app.now() - self.started >= ATTRACT_SECONDS:
            app.start("attract", self.index + 1)
            return True
        if in_setup_phase(scene):
            skip_setup(scene)
        return app.scenes.top is not scene

    def after_game(self, scene) -> bool:
        scene.app.start("attract", self.index + 1)
        return True

    def draw_over(self, scene, surface) -> None:
        demo_banner.draw_banner(scene, surface)


DEMO = DemoMode("demo", keeps_records=False, no_undo=N_("This is a demonstration game."),
                banner=True, plays=False, controls_live=True)


def demo_mode(index: int, started: float) -> DemoMode:
    """The mode of the index-th demo game, on screen since `started` (app.now())."""
    return dataclasses.replace(DEMO, index=index, started=started)
