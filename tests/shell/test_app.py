"""The app around the screens (main.py, scenes/shell/app.py): the command line, the loop (the first
frame, the frame a fading toast ends in, wake-ups), what a closed screen leaves behind, and the mixer
opened before pygame starts (ui's own small parts: tests/ui/test_plumbing.py)."""
import subprocess
import sys
from pathlib import Path

import pytest

from scenes.shell.menu import MenuScene

ROOT = Path(__file__).resolve().parents[2]


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


def test_no_argument_defaults_match_the_parser():
    import main
    assert vars(main.argparse_defaults()) == vars(main.build_parser().parse_args([]))


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
    surfcache.drop_all()      # a table drawn by an earlier test in this process would leave nothing to draw
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


# ---- the loop draws when something changed, and only then -------------------------------------------
class Clock:
    def __init__(self):
        import time
        self.t = time.monotonic()   # the app's idle timers started on the real clock

    def __call__(self):
        return self.t


def test_the_frame_after_the_last_busy_one_is_drawn(app):
    """A toast that fades out is not left half-faded: the frame in which it ends is drawn too."""
    app.scenes.reset(MenuScene(app))
    app.step(1 / 60, [])
    app.toast("Hello", "info", 0.2)
    frames = app.frames
    for _ in range(30):
        app.step(1 / 60, [])
    assert not app.toasts.active
    drawn_when_over = app.frames
    assert drawn_when_over > frames
    app.step(1 / 60, [])
    assert app.frames == drawn_when_over      # idle again: nothing is redrawn without a reason
    assert not app.busy() and not app.was_busy


def test_a_wake_up_redraws_by_itself_and_bounds_the_idle_sleep(app):
    clock = Clock()
    app.now = clock
    app.scenes.reset(MenuScene(app))
    for _ in range(600):
        app.step(1 / 60, [])
        if not app.busy() and not app.was_busy:
            break
    assert app.idle_timeout_ms() == 250
    app.wake_in(0.1)
    assert 1 <= app.idle_timeout_ms() <= 101
    frames = app.frames
    app.step(1 / 60, [])
    assert app.frames == frames           # not due yet
    clock.t += 0.2
    app.step(1 / 60, [])
    assert app.frames == frames + 1       # due: drawn with no input at all
    assert app.idle_timeout_ms() == 250
