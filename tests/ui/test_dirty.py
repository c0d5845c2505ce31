"""Only the changed places drawn and presented (ui/dirty.py), with the very pixels of whole frames: in
every game a stretch of play with the pointer moving over the table, the pause menu and the
curtain, and the shell's screens, each frame drawn the dirty way is compared with the same frame
drawn whole; and a frame in which nothing changed presents nothing."""
from __future__ import annotations

import time

import pygame
import pytest

from scenes.shell.menu import MenuScene
from scenes.table.game_scene import open_game_scene, seat_defaults
from tests.ui_events import click, motion
from ui import dirty

SIZE = (1280, 720)


@pytest.fixture()
def tracked(app, monkeypatch):
    """The app drawing on a DirtyScreen, with a clock that moves 1/60 s a frame (what is drawn from the
    time, a ripple or the thinking dots, is the same in both drawings of a frame)."""
    app.set_window_size(*SIZE)
    app.screen = dirty.DirtyScreen(SIZE, app.screen)
    # presented as in a window: only the changed places copied to it (display.update a no-op here)
    app.window = pygame.Surface(SIZE)
    app.headless = False
    monkeypatch.setattr(pygame.display, "update", lambda *a, **k: None)
    monkeypatch.setattr(pygame.display, "flip", lambda *a, **k: None)
    now = [1000.0]
    monkeypatch.setattr(time, "monotonic", lambda: now[0])
    monkeypatch.setattr(pygame.time, "get_ticks", lambda: int(now[0] * 1000))

    def step(events=()):
        now[0] += 1 / 60
        app.dirty = True
        app.step(1 / 60, list(events))
        return whole_frame_differs(app)
    return app, step


def whole_frame_differs(app) -> str | None:
    """The frame just drawn against the same frame drawn whole on a fresh surface, and the window
    (what was presented) against the frame."""
    if pygame.image.tobytes(app.window, "RGB") != pygame.image.tobytes(app.screen, "RGB"):
        from scenes.table.still import difference
        n, where = difference(pygame.Surface.copy(app.screen), app.window)
        return f"the window misses {n} changed pixels in {tuple(where)}"
    ref = pygame.Surface(app.screen.get_size())
    for scene in app.scenes.visible():
        scene.draw(ref)
    keep = getattr(app.scenes.top, "toast_keep_clear", None)
    app.toasts.draw(ref, keep() if callable(keep) else ())
    a = pygame.image.tobytes(app.screen, "RGB")
    b = pygame.image.tobytes(ref, "RGB")
    if a == b:
        return None
    from scenes.table.still import difference
    n, where = difference(ref, pygame.Surface.copy(app.screen))
    return f"{n} pixels differ in {tuple(where)} on {[type(s).__name__ for s in app.scenes.visible()]}"


@pytest.mark.parametrize("gid", ["faras", "thebes", "artifakes", "scarabya"])
def test_a_game_drawn_place_by_place_has_the_pixels_of_whole_frames(tracked, gid):
    app, step = tracked
    seats = seat_defaults(2)
    for s in seats:
        s["kind"], s["level"] = "bot", "normal"
    from game import registry
    info = registry.get(gid)
    scene = open_game_scene(app, info.new_game(2, 5, info.default_options()), seats)
    moves = scene.match.moves
    w, h = SIZE
    problems = []
    for i in range(240):
        x, y = (60 + (i * 37) % (w - 120), 80 + (i * 23) % (h - 160))
        problem = step(motion((x, y)))
        if problem:
            problems.append(f"frame {i}: {problem}")
        if scene.bot_turn is not None:
            scene.bot_turn.wait(5)
        if app.scenes.top is not scene:
            break
    assert scene.match.moves >= moves + 2, "the computers played"
    app.scenes.top.open_pause()
    for i in range(10):
        problem = step(motion((w // 2 + i, h // 2)))
        if problem:
            problems.append(f"paused {i}: {problem}")
    assert not problems, "\n".join(problems[:10])


def test_the_curtain_and_the_shell_screens_drawn_place_by_place(tracked):
    app, step = tracked
    from game import registry
    info = registry.get("faras")
    seats = seat_defaults(2)
    for s in seats:
        s["kind"] = "human"
    problems = []

    def frames(n, where):
        for i in range(n):
            problem = step(motion((100 + 7 * i, 100 + 5 * i)))
            if problem:
                problems.append(f"{where} {i}: {problem}")
    app.scenes.reset(MenuScene(app))
    frames(20, "menu")
    app.push("settings")
    frames(10, "settings")
    app.scenes.pop()
    app.push("howto", "thebes")
    frames(10, "how to play")
    app.step(1 / 60, click(app.scenes.top.next.rect.center))
    frames(30, "how to play, page 2")
    app.scenes.pop()
    app.push("stats")
    frames(10, "statistics")
    app.scenes.reset(MenuScene(app))
    scene = open_game_scene(app, info.new_game(2, 5, info.default_options()), seats)
    frames(20, "a hot-seat table")
    while scene.match.state.phase == "setup":      # each places the rest of theirs at random
        scene.try_action(scene.action("place_rest_random"))
        frames(20, "placing")
    for seat in (0, 1):                            # each memorises, then says Ready
        scene._ready(seat)
        frames(10, "memorising")
    frames(150, "the flip, then the curtain")
    assert type(app.scenes.top).__name__ == "CurtainScene", f"a curtain was drawn: {app.scenes.visible()}"
    assert not problems, "\n".join(problems[:10])


def test_a_frame_in_which_nothing_changed_presents_nothing(tracked):
    app, step = tracked
    app.scenes.reset(MenuScene(app))
    for _ in range(5):
        step()
    step(motion((3, 3)))       # a pointer over nothing
    step()
    assert app.screen.presented == 0
    step(motion(app.scenes.top.cards[0].center))   # over a game's card: it lights up
    assert 0 < app.screen.presented < SIZE[0] * SIZE[1] * dirty.MOST


def test_places_are_joined_and_kept_few():
    rects = [pygame.Rect(i * 10, 0, 12, 5) for i in range(5)] + [pygame.Rect(500, 500, 4, 4)]
    joined = dirty.merged(rects)
    assert sorted(map(tuple, joined)) == [(0, 0, 52, 5), (500, 500, 4, 4)]
    # the four sides of a big outline stay apart: their box is all the board they go round
    ring = [pygame.Rect(100, 100, 1000, 6), pygame.Rect(100, 1094, 1000, 6), pygame.Rect(100, 100, 6, 1000),
            pygame.Rect(1094, 100, 6, 1000)]
    assert sum(r.w * r.h for r in dirty.merged(ring)) < 30000
    many = [pygame.Rect(i * 40, j * 40, 5, 5) for i in range(10) for j in range(10)]
    few = dirty.merged(many)
    assert len(few) <= dirty.MAX_PLACES
    assert all(any(f.contains(r) for f in few) for r in many)
    # hundreds of places (a game's end, every piece counted) are first gathered by the coarse grid
    crowd = [pygame.Rect(i * 37 % 1900, j * 23 % 1060, 9, 7) for i in range(25) for j in range(16)]
    few = dirty.merged(crowd)
    assert len(few) <= dirty.MAX_PLACES
    assert all(any(f.contains(r) for f in few) for r in crowd)
    assert sum(f.w * f.h for f in few) < 0.8 * 1920 * 1080
