"""Helpers for the Artifakes scene tests (test_scene.py, test_table.py): open a table on a position,
let its animations finish, close the round's summary as a player would."""
import random

from game import registry
from scenes.artifakes.scene import SUMMARY_GUARD_S, ArtifakesScene
from scenes.shell.menu import MenuScene
from scenes.table.game_scene import open_game_scene, seat_defaults
from tests.ui_events import click, open_table, settle_skipping_first

INFO = registry.get("artifakes")


def new_state(seed=5, **opts):
    return INFO.new_game(2, seed, {**INFO.default_options(), **opts})


def open_scene(app, state, kinds):
    return open_table(app, state, kinds, scene_class=ArtifakesScene)


def settle(app, scene, frames=2):
    settle_skipping_first(app, scene, frames)


def dismiss_summary(app, scene):
    """Close the scoring summary as a player would: a click once it has been up for a moment."""
    app.step(1 / 60, [])                 # it is drawn
    scene.summary_opened -= SUMMARY_GUARD_S
    app.step(1 / 60, click(scene.geo.rect.center))
    assert scene.summary is None


def to_phase(state, phase, seat=0):
    rng = random.Random(2)
    while not (state.phase == phase and state.current_player == seat):
        state.apply(rng.choice(state.legal_actions()))
    return state
