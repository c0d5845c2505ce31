"""Bots under time pressure, inside real game scenes: a bot that raises, returns nonsense or takes
too long never hangs the game. The scene falls back to a random legal move (ui/botrunner.py
BotTurn: at once for a failure, after `time_limit` for a slow bot), the window keeps answering
meanwhile, and the app logs what happened (app.problems and digsite.log in the data folder)."""
from __future__ import annotations

import functools
import threading
import time

import pytest

import scenes.table.game_scene as game_scene
from game import registry
from game.bots import Bot
from game.core import Action
from scenes.shell.app import App
from scenes.table.game_scene import GameScene, open_game_scene
from ui.botrunner import BotTurn

TIME_LIMIT = 1.0   # seconds (the app's is 10); long enough that a healthy bot never meets it here


class RaisingBot(Bot):
    def choose(self, view, legal, rng=None):
        raise RuntimeError("the bot exploded")


class NonsenseBot(Bot):
    """Returns things that are not among the legal actions."""

    def choose(self, view, legal, rng=None):
        return [None, Action.make("dance"), "take_card"][len(view) % 3]


class StuckBot(Bot):
    """Thinks until released (the test releases it at the end, so no thread outlives the test)."""

    def __init__(self, seat, release: threading.Event):
        super().__init__(seat, "stuck", 0)
        self.release = release
        self.calls = 0

    def choose(self, view, legal, rng=None):
        self.calls += 1
        self.release.wait(30)
        return legal[0]


@pytest.fixture()
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("DIGSITE_DATA_DIR", str(tmp_path))
    a = App(headless=True, surface_size=(1280, 720))
    a.settings.bot_delay = 0.0
    monkeypatch.setattr(game_scene, "BotTurn", functools.partial(BotTurn, time_limit=TIME_LIMIT))
    return a


def bots_game(app, game_id: str, seed: int = 7) -> GameScene:
    info = registry.get(game_id)
    n = 2 if 2 in info.allowed_players(info.default_options()) else info.allowed_players(info.default_options())[0]
    state = info.new_game(n, seed, info.default_options())
    seats = [{"name": f"Bot {i + 1}", "colour": i, "kind": "bot", "level": "easy"} for i in range(n)]
    scene = open_game_scene(app, state, seats, fast=True)
    assert isinstance(scene, GameScene) and set(scene.bots) == set(range(n))
    return scene


def moves_by(scene, seat) -> int:
    return sum(1 for e in scene.match.state.log if e.seat == seat)


def run_until(app, scene, done, seconds: float, healthy_seat_waits=True) -> float:
    """Step the app until done() (real time, as the app would); returns the longest frame."""
    longest = 0.0
    end = time.monotonic() + seconds
    while not done() and time.monotonic() < end:
        t0 = time.monotonic()
        app.step(1 / 60, [])
        longest = max(longest, time.monotonic() - t0)
        turn = scene.bot_turn
        if healthy_seat_waits and turn is not None and scene.match.state.current_player != 0:
            turn.wait(5)   # a healthy bot's thinking: wait for it, it is not under test
        else:
            time.sleep(0.005)
    return longest


def logged(app, tmp_path, text: str) -> int:
    in_log = (tmp_path / "digsite.log").read_text(encoding="utf-8") if (tmp_path / "digsite.log").exists() else ""
    in_app = sum(1 for p in app.problems if text in p)
    assert in_log.count(text) == in_app, "every problem noted in the app is also in digsite.log"
    return in_app


@pytest.mark.parametrize("game_id", ["faras", "thebes", "artifakes", "scarabya"])
def test_a_bot_that_raises_is_replaced_by_a_legal_move_and_logged(app, tmp_path, game_id):
    scene = bots_game(app, game_id)
    scene.bots[0] = RaisingBot(0)
    run_until(app, scene, lambda: moves_by(scene, 0) >= 3 or scene.match.state.is_over, 20)
    assert moves_by(scene, 0) >= 3, "the failing seat did not move"
    n = logged(app, tmp_path, f"{game_id} seat 0: bot failed; a random legal move was played")
    assert n == moves_by(scene, 0)
    assert "RuntimeError: the bot exploded" in app.problems[0]


def test_a_raising_bot_still_lets_the_game_reach_its_end(app, tmp_path):
    scene = bots_game(app, "thebes", seed=3)
    scene.bots[1] = RaisingBot(1)
    run_until(app, scene, lambda: app.scenes.top is not scene, 60)
    assert scene.match.state.is_over and app.scenes.top is not scene, "the game did not reach its results"
    assert logged(app, tmp_path, "thebes seat 1: bot failed") == moves_by(scene, 1) > 0


def test_a_bot_returning_nonsense_is_replaced_by_a_legal_move(app, tmp_path):
    scene = bots_game(app, "artifakes")
    scene.bots[0] = NonsenseBot(0)
    run_until(app, scene, lambda: moves_by(scene, 0) >= 3, 20)
    assert moves_by(scene, 0) >= 3
    assert logged(app, tmp_path, "artifakes seat 0: bot failed") == moves_by(scene, 0)
    assert "bot chose an illegal action" in app.problems[0]


@pytest.mark.parametrize("game_id", ["thebes", "scarabya"])
def test_a_bot_that_takes_too_long_is_overruled_after_the_time_limit(app, tmp_path, game_id):
    scene = bots_game(app, game_id)
    release = threading.Event()
    stuck = scene.bots[0] = StuckBot(0, release)
    try:
        if scene.match.state.current_player != 0:   # let the healthy seat move first
            run_until(app, scene, lambda: scene.match.state.current_player == 0, 10)
        t0 = time.monotonic()
        longest = run_until(app, scene, lambda: moves_by(scene, 0) >= 1, TIME_LIMIT + 5, False)
        waited = time.monotonic() - t0
        assert moves_by(scene, 0) == 1, "the game hung on the slow bot"
        assert TIME_LIMIT <= waited < TIME_LIMIT + 3, f"fell back after {waited:.2f} s"
        assert longest < 0.75 * TIME_LIMIT, f"a frame took {longest:.2f} s: the window froze while the bot thought"
        assert stuck.calls == 1
        assert logged(app, tmp_path, f"{game_id} seat 0: bot took over {TIME_LIMIT:.0f} s; "
                                     "a random legal move was played") == 1
        # the game goes on: the other seat moves, then the slow seat is asked again (and overruled again)
        run_until(app, scene, lambda: moves_by(scene, 0) >= 2 or scene.match.state.is_over, TIME_LIMIT + 10, False)
        assert moves_by(scene, 0) == 2 or scene.match.state.is_over
    finally:
        release.set()


def test_a_bot_ending_in_system_exit_does_not_hang_the_game(app, tmp_path):
    """BotTurn caught Exception only: SystemExit left the turn with neither an action nor an error,
    and result() answered (None, None) for ever without looking at the time limit (fixed in 64feaba)."""
    class ExitingBot(Bot):
        def choose(self, view, legal, rng=None):
            raise SystemExit(3)
    scene = bots_game(app, "scarabya")
    scene.bots[0] = ExitingBot(0)
    run_until(app, scene, lambda: moves_by(scene, 0) >= 1, TIME_LIMIT + 2, False)
    assert moves_by(scene, 0) >= 1, "the game hung"
    assert logged(app, tmp_path, "scarabya seat 0: bot failed") == moves_by(scene, 0)
    assert "SystemExit: 3" in app.problems[0]


def test_a_decision_made_for_a_position_the_table_has_left_is_not_played(tmp_path, monkeypatch):
    """A computer thinks about a position; meanwhile the table moves on by another way (a scene's
    timer, an undo). Its answer is dropped and it thinks again: no refused move, nothing logged."""
    from tests.ui_events import headless_app, open_table
    app = headless_app(tmp_path, monkeypatch)
    app.settings.bot_delay = 0.0
    info = registry.get("artifakes")
    scene = open_table(app, info.new_game(2, 3, info.default_options()), ["bot", "bot"])
    for _ in range(200):
        app.step(1 / 60, [])
        scene.animator.skip_all()
        if scene.bot_turn is not None:
            break
    stale = scene.bot_turn
    assert stale is not None and stale.wait(5)
    scene.match.apply(stale.result()[0])   # the same move, made another way: the answer is now stale
    moves = scene.match.moves
    app.step(1 / 60, [])
    assert scene.match.moves == moves and scene.bot_turn is not stale
    assert not app.problems
