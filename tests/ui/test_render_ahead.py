"""Pictures rendered ahead (ui/assets.render_ahead): the same pixels as rendered in place, forgotten when
a layout asks for others, and in the two tables whose first turns used to render big pictures in one
frame (Scarabya's next site, Faras' set-up tray), no SVG is rendered on the window's thread once the
table is shown."""
from __future__ import annotations

import threading
import time

import pygame
import pytest

from scenes.shell.menu import MenuScene
from scenes.table.game_scene import open_game_scene, seat_defaults
from ui import assets


@pytest.fixture()
def renders_in_frame(monkeypatch):
    """The pictures rendered on the window's own thread (not ahead), by name."""
    names = []
    real = assets._render

    def render(name, w, h):
        if threading.current_thread() is threading.main_thread():
            names.append((name, w, h))
        return real(name, w, h)
    monkeypatch.setattr(assets, "_render", render)
    monkeypatch.setattr(assets, "DISK_CACHE", False)
    assets.clear()
    yield names
    assets.clear()


def rendered_ahead():
    """Wait until the background thread has rendered all it was asked for."""
    deadline = time.monotonic() + 20
    while not all(f.done() for f in list(assets._ahead.values())) and time.monotonic() < deadline:
        time.sleep(0.01)


def test_a_picture_rendered_ahead_is_the_one_rendered_in_place(renders_in_frame):
    size = (97, 61)
    assert assets.render_ahead([("scarabya/scarab", size), ("scarabya/rock", size)]) == 2
    rendered_ahead()
    ahead = assets.svg("scarabya/scarab", size)
    assert renders_in_frame == []
    assets.clear()
    in_place = assets.svg("scarabya/scarab", size)
    assert renders_in_frame == [("scarabya/scarab", *size)]
    assert pygame.image.tobytes(ahead, "RGBA") == pygame.image.tobytes(in_place, "RGBA")
    assert assets.ahead_waiting() == 0     # the cleared cache forgot the rock nobody took


def test_a_new_layout_forgets_what_the_last_one_asked_for(renders_in_frame):
    assets.render_ahead([("scarabya/scarab", (40, 40)), ("scarabya/rock", (40, 40))])
    assets.render_ahead([("scarabya/rock", (40, 40))])
    assert assets.ahead_waiting() == 1
    rendered_ahead()
    assets.svg("scarabya/scarab", (40, 40))          # no longer ahead: rendered here
    assert renders_in_frame == [("scarabya/scarab", 40, 40)]
    assets.svg("scarabya/rock", (40, 40))
    assert renders_in_frame == [("scarabya/scarab", 40, 40)]
    assert assets.ahead_waiting() == 0


def _bots_table(app, game_id):
    from game import registry
    info = registry.get(game_id)
    seats = seat_defaults(2)
    for s in seats:
        s["kind"], s["level"] = "bot", "easy"
    app.scenes.push(MenuScene(app))
    state = info.new_game(2, 5, info.default_options())
    return open_game_scene(app, state, seats)


# what a frame of the first turns must not render: Scarabya's site pictures (the art, its frame, its
# scarabs and rocks; a flying point token is small and cheap), and any of the finds in Faras' tray
# (a few milliseconds each, all in the first set-up frame)
@pytest.mark.parametrize("game_id, heavy", [
    ("scarabya", lambda name, w, h: name.startswith("scarabya/") and w * h >= 150 * 150),
    ("faras", lambda name, w, h: name.startswith("faras/")),
])
def test_the_first_turns_render_no_big_picture_in_a_frame(app, renders_in_frame, game_id, heavy):
    scene = _bots_table(app, game_id)
    app.dirty = True
    app.step(1 / 60, [])            # the first frame waits for what it shows (rendered ahead meanwhile)
    renders_in_frame.clear()
    start = scene.match.moves
    for _unused in range(400):
        if scene.bot_turn is not None:
            scene.bot_turn.wait(2)
        app.dirty = True
        app.step(1 / 60, [])
        if scene.match.moves >= start + 6:
            break
    assert scene.match.moves >= start + 2          # the next site came up / finds were placed
    assert [r for r in renders_in_frame if heavy(*r)] == []
