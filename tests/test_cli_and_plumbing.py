"""Command line, bot pacing/fallback, animation timing: the platform's small parts."""
import subprocess
import sys
import time
from pathlib import Path

import pytest

from game.core import Action
from ui.anim import Animator, Timeline, Tween
from ui.botrunner import BotTurn

ROOT = Path(__file__).resolve().parent.parent


def run_main(*args):
    return subprocess.run([sys.executable, "main.py", *args], cwd=ROOT, capture_output=True, text=True, timeout=60)


@pytest.mark.parametrize("args", [["--game", "nonsense"], ["--size", "huge"], ["--size", "10x10"]])
def test_bad_command_line_is_one_clear_line_and_exit_2(args):
    out = run_main(*args)
    assert out.returncode == 2
    last = out.stderr.strip().splitlines()[-1]
    assert "digsite" in last and ("unknown game" in last or "size" in last)
    assert "Traceback" not in out.stderr


def test_help_and_version():
    out = run_main("--help")
    assert out.returncode == 0
    for flag in ("--fullscreen", "--windowed", "--size", "--game", "--seed", "--demo", "--smoke-test"):
        assert flag in out.stdout
    assert run_main("--version").stdout.startswith("Dig Site ")


class SlowBot:
    def __init__(self, seconds, fail=False):
        import random
        self.rng = random.Random(1)
        self.seconds, self.fail = seconds, fail

    def choose(self, view, legal, rng):
        time.sleep(self.seconds)
        if self.fail:
            raise RuntimeError("bot bug")
        return legal[-1]


LEGAL = [Action.make("a"), Action.make("b")]


def test_bot_turn_is_paced_then_delivers():
    turn = BotTurn(SlowBot(0), {}, LEGAL, delay=0.3)
    assert turn.result(turn.started + 0.1) == (None, None)
    turn.wait(1)
    assert turn.result(turn.started + 0.31) == (LEGAL[-1], None)


def test_failing_bot_falls_back_to_a_legal_move():
    turn = BotTurn(SlowBot(0, fail=True), {}, LEGAL, delay=0)
    turn.wait(1)
    action, note = turn.result()
    assert action in LEGAL and "bot failed" in note


def test_slow_bot_falls_back_after_the_time_limit():
    turn = BotTurn(SlowBot(2), {}, LEGAL, delay=0, time_limit=0.05)
    action, note = turn.result(turn.started + 0.06)
    assert action in LEGAL and "took over" in note


def test_bots_think_on_a_kept_worker_and_a_stuck_bot_does_not_hold_up_the_next():
    import threading
    first = BotTurn(SlowBot(0), {}, LEGAL, delay=0)
    first.wait(1)
    threads = threading.active_count()
    for _ in range(20):   # one decision after another: no new thread for each move
        turn = BotTurn(SlowBot(0), {}, LEGAL, delay=0)
        assert turn.wait(1) and turn.result()[0] == LEGAL[-1]
    assert threading.active_count() == threads
    stuck = BotTurn(SlowBot(1.0), {}, LEGAL, delay=0)
    nxt = BotTurn(SlowBot(0), {}, LEGAL, delay=0)
    assert nxt.wait(0.5) and stuck.thinking
    assert stuck.wait(2) and stuck.result()[0] == LEGAL[-1]


def test_animator_plays_in_order_scales_with_speed_and_skips():
    fired = []
    anim = Animator()
    t1 = Timeline()
    tw = t1.add(Tween(0.0, 10.0, 1.0))
    t1.call(lambda: fired.append("first"), 1.0)
    t2 = Timeline()
    t2.call(lambda: fired.append("second"), 0.5)
    anim.play(t1)
    anim.play(t2)
    anim.speed = 2.0
    anim.update(0.25)       # 0.5 s of animation time
    assert 0 < tw.value < 10 and fired == []
    anim.update(0.3)        # t1 done, 0.1 s into t2
    assert tw.value == 10 and fired == ["first"]
    anim.skip_all()
    assert fired == ["first", "second"] and not anim.busy


def test_svg_disk_cache_is_used_and_a_bad_cache_file_is_rendered_again(tmp_path, monkeypatch):
    import pygame
    from ui import assets
    monkeypatch.setenv("DIGSITE_DATA_DIR", str(tmp_path))
    pygame.init()
    assets.clear()
    first = assets.svg("art/menu_faras", (120, 90))
    assert not list((tmp_path / "cache" / "svg").glob("*.png"))   # written later, when idle
    assert assets.flush_pending(1) is False
    cached = list((tmp_path / "cache" / "svg").glob("*.png"))
    assert len(cached) == 1
    cached[0].write_bytes(b"not a png")  # damaged: must be rendered again, not crash
    assets.clear()
    again = assets.svg("art/menu_faras", (120, 90))
    assert again.get_size() == first.get_size() == (120, 90)
    assets.clear()


def test_no_argument_defaults_match_the_parser():
    import main
    assert vars(main.argparse_defaults()) == vars(main.build_parser().parse_args([]))


def test_surface_cache_keeps_within_its_byte_budget_and_drops_the_oldest():
    import pygame
    from ui.surfcache import SurfaceCache
    cache = SurfaceCache(budget_mb=1)
    for i in range(10):
        cache.put(i, pygame.Surface((256, 256), pygame.SRCALPHA))   # 256 KB each
        cache.get(0)                                                # 0 stays recently used
    assert cache.bytes <= 2**20 and len(cache) == 4
    assert cache.get(0) is not None and cache.get(1) is None and cache.get(9) is not None


def test_surface_caches_follow_the_window_size_and_a_closed_table_keeps_no_pictures():
    import pygame
    from ui import surfcache
    from ui.surfcache import SurfaceCache
    try:
        surfcache.set_screen((256, 256))                           # a screen is 256 KB of pixels
        screens = SurfaceCache(screens=2.0, floor_mb=0)
        table = SurfaceCache(screens=8.0, floor_mb=0, scope="table")
        for i in range(6):
            screens.put(i, pygame.Surface((256, 256), pygame.SRCALPHA))
            table[i] = pygame.Surface((128, 128), pygame.SRCALPHA)
        assert len(screens) == 2 and screens.bytes <= 2 * 256 * 256 * 4
        surfcache.set_screen((512, 512))                           # a bigger window keeps more
        for i in range(6, 12):
            screens.put(i, pygame.Surface((256, 256), pygame.SRCALPHA))
        assert len(screens) == 8
        surfcache.set_screen((256, 256))                           # and a smaller one trims at once
        assert len(screens) == 2
        assert 3 in table and len(table) == 6
        surfcache.release("table")
        assert len(table) == 0 and len(screens) == 2              # only the table's scope goes
        surfcache.return_memory()
    finally:
        surfcache.set_screen((1280, 720))


@pytest.mark.parametrize("gid", ["faras", "thebes", "artifakes", "scarabya"])
def test_a_closed_table_leaves_neither_its_scene_nor_its_pictures_behind(app, gid):
    """Back at the menu after a game, the table (held in reference cycles by its buttons' callbacks)
    is collected on the next frame, and the shared caches (text, shadows, art, gradients) keep none
    of the pictures made while it was open: at 4K a finished game used to leave over 100 MB."""
    import gc
    import weakref
    from game import registry
    from scenes.shell.menu import MenuScene
    from scenes.table.game_scene import open_game_scene, seat_defaults
    from ui import surfcache
    app.scenes.reset(MenuScene(app))
    app.step(1 / 60, [])
    app.draw()
    info = registry.get(gid)
    scene = open_game_scene(app, info.new_game(2, 5, info.default_options()), seat_defaults(2))
    for _ in range(5):
        scene.animator.skip_all()
        app.step(1 / 60, [])
        app.draw()
    opened, closed = scene.cache_mark, surfcache.mark()

    def the_tables():
        return [k for c in surfcache._ALL if c.scope is None for k, t in c.born.items() if opened <= t < closed]

    assert the_tables(), "the table drew nothing new (the test would prove nothing)"
    gone = weakref.ref(scene)
    del scene
    gc.disable()                    # only the app's own collection may free it
    try:
        app.scenes.reset(MenuScene(app))
        app.step(1 / 60, [])
        assert gone() is None, "the closed table is still in memory a frame later"
    finally:
        gc.enable()
    assert the_tables() == []


def test_a_light_scene_leaving_asks_for_no_collection(app, monkeypatch):
    """A curtain leaves at every change of seat: it holds nothing big, so its going costs the next
    frame no collection (a few milliseconds); a table's going does."""
    from game import registry
    from scenes.shell.curtain import CurtainScene
    from scenes.shell.menu import MenuScene
    from scenes.table.game_scene import open_game_scene, seat_defaults
    from ui import surfcache
    calls = []
    monkeypatch.setattr(surfcache, "return_memory", lambda: calls.append(1))
    app.scenes.reset(MenuScene(app))
    app.step(1 / 60, [])
    calls.clear()
    app.scenes.push(CurtainScene(app, "Anna", (200, 40, 40), "circle", lambda: None))
    app.scenes.pop()
    app.step(1 / 60, [])
    assert calls == []
    info = registry.get("thebes")
    open_game_scene(app, info.new_game(2, 5, info.default_options()), seat_defaults(2))
    app.scenes.reset(MenuScene(app))
    app.step(1 / 60, [])
    assert calls == [1]


def test_the_first_frame_is_not_held_back_by_the_frame_cap(tmp_path, monkeypatch):
    """The loop caps busy frames at 60 a second, but not the very first: at start-up the cap's
    wait came before the menu was ever drawn."""
    from tests.ui_events import headless_app
    app = headless_app(tmp_path, monkeypatch)
    ticks, steps = [], []

    class Clock:
        def tick(self, fps=0):
            ticks.append(fps)
            return 0

    app.clock = Clock()
    monkeypatch.setattr(app, "busy", lambda: True)

    def step(dt, events):
        steps.append(dt)
        if len(steps) == 3:
            app.running = False
    monkeypatch.setattr(app, "step", step)
    app.running = True
    app.run()
    assert ticks == [0, 60, 60] and len(steps) == 3


def test_the_mixer_is_opened_with_the_large_buffer(tmp_path, monkeypatch):
    """pygame.init opens the audio device: the buffer size must be set before it (a small buffer
    wakes the mixer ~86 times a second, idle or not)."""
    import pygame
    from ui import audio
    calls = []
    real_init = pygame.init
    monkeypatch.setattr(pygame.mixer, "pre_init", lambda **kw: calls.append(("pre_init", kw)))
    monkeypatch.setattr(pygame, "init", lambda: (calls.append(("init", {})), real_init())[1])
    from tests.ui_events import headless_app
    headless_app(tmp_path, monkeypatch)
    assert calls[:2] == [("pre_init", {"buffer": audio.BUFFER}), ("init", {})]
    assert audio.BUFFER >= 2048
