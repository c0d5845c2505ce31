"""Every screen renders headless at 1280x720 and 3840x2160; input of all kinds never crashes; a game
closed mid-way continues from the menu; the menu's pictures are cached and let go under a game."""
import random

import pygame
import pytest

from game import registry
from scenes.shell.app import App
from scenes.shell.curtain import CurtainScene
from scenes.shell.error import ErrorScene
from scenes.table.game_scene import open_game_scene, seat_defaults
from scenes.shell.howto import HowToScene
from scenes.shell.menu import MenuScene
from scenes.shell.pause import PauseScene
from scenes.shell.results import ResultsScene
from scenes.shell.settings import SettingsScene
from scenes.shell.setup import SetupScene
from tests.ui_events import click

SIZES = [(1280, 720), (3840, 2160)]


def finished(info, n=2, seed=3):
    state = info.new_game(n, seed, info.default_options())
    rng = random.Random(seed)
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
    return state


def scenes_for(app):
    yield "menu", MenuScene(app)
    yield "settings", SettingsScene(app)
    yield "howto", HowToScene(app)
    yield "error", ErrorScene(app, "details")
    yield "curtain", CurtainScene(app, "Anna", (200, 50, 50), "circle", lambda: None)
    for info in registry.all_games(include_unlisted=True):
        n = info.allowed_players(info.default_options())[0]
        yield f"{info.id}-setup", SetupScene(app, info)
        yield f"{info.id}-results", ResultsScene(app, finished(info, n), seat_defaults(n))


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_scene_renders(app, size):
    app.set_window_size(*size)
    for name, scene in scenes_for(app):
        app.scenes.reset(scene)
        app.step(1 / 60, [])
        app.draw()
        assert app.screen.get_size() == size, name


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_game_scene_and_pause_render(app, size):
    app.set_window_size(*size)
    for info in registry.all_games(include_unlisted=True):
        n = info.allowed_players(info.default_options())[0]
        seats = seat_defaults(n)
        seats[0]["kind"] = "human"
        state = info.new_game(n, 5, info.default_options())
        app.scenes.reset(MenuScene(app))
        scene = open_game_scene(app, state, seats)
        for _ in range(3):
            app.step(1 / 60, [])
        app.draw()
        app.scenes.push(PauseScene(app, scene))
        app.draw()


def test_a_scripted_game_through_real_mouse_events(app):
    """Menu -> setup -> a full test game played by clicking buttons -> results -> menu."""
    info = registry.get("testgame")
    app.scenes.push(MenuScene(app))
    app.scenes.push(SetupScene(app, info, seed=9))
    setup = app.scenes.top
    setup.kinds[1] = "human"
    setup.rebuild()
    start = setup.buttons[0]
    app.step(1 / 60, click(start.rect.center))
    game_scene = app.scenes.top
    assert game_scene.match.state.game_id == "testgame"
    for _ in range(500):
        if isinstance(app.scenes.top, ResultsScene):
            break
        app.step(1 / 60, [])
        buttons = game_scene._buttons()
        if buttons:
            app.step(1 / 60, click(buttons[0].rect.center))
        game_scene.animator.skip_all()
        game_scene.finished_at = -10.0 if game_scene.match.state.is_over else None
    assert isinstance(app.scenes.top, ResultsScene)
    assert len(game_scene.match.state.log) > 10
    menu_button = app.scenes.top.buttons[1]
    app.step(1 / 60, click(menu_button.rect.center))
    assert isinstance(app.scenes.top, MenuScene)


def test_random_input_never_crashes(app):
    rng = random.Random(4)
    app.scenes.push(MenuScene(app))
    keys = [pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_SPACE, pygame.K_1, pygame.K_2, pygame.K_h, pygame.K_s,
            pygame.K_c, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_a, pygame.K_BACKSPACE]
    for i in range(1500):
        w, h = app.size
        r = rng.random()
        if r < 0.55:
            events = click((rng.randrange(w), rng.randrange(h)), rng.choice([1, 1, 1, 3]))
        elif r < 0.75:
            events = [pygame.event.Event(pygame.MOUSEMOTION, pos=(rng.randrange(w), rng.randrange(h)), rel=(0, 0), buttons=(0, 0, 0))]
        elif r < 0.95:
            k = rng.choice(keys)
            events = [pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0),
                      pygame.event.Event(pygame.TEXTINPUT, text="x")]
        else:
            app.set_window_size(rng.choice([1280, 1600, 1000]), rng.choice([720, 900, 600]))
            events = []
        if not app.running:  # Quit was clicked: start again from the menu
            app.running = True
            app.scenes.reset(MenuScene(app))
        app.step(1 / 60, events)
        app.draw()
    assert app.problems == []


@pytest.mark.parametrize("gid", ["faras", "thebes", "artifakes", "scarabya"])
def test_closing_mid_game_then_continue_resumes_every_finished_move(app, gid):
    info = registry.get(gid)
    state = info.new_game(2, 8, info.default_options())
    seats = [{"name": "Anna", "colour": 0, "kind": "human", "level": None},
             {"name": "Ben", "colour": 1, "kind": "human", "level": None}]
    app.scenes.push(MenuScene(app))
    scene = open_game_scene(app, state, seats)
    for _ in range(3):
        assert scene.try_action(state.legal_actions()[0])
        scene.animator.skip_all()
    assert not state.is_over
    moves = [e.action for e in state.log]
    app.step(1 / 60, [pygame.event.Event(pygame.QUIT)])       # the window is closed mid-game
    assert not app.running
    app.running = True
    app.scenes.reset(MenuScene(app))
    menu = app.scenes.top
    assert menu.can_continue
    cont = next(b for b in menu.buttons if b.label == "Continue")
    app.step(1 / 60, click(cont.rect.center))
    resumed = next(sc for sc in reversed(app.scenes.stack) if hasattr(sc, "match"))  # a curtain may be on top
    assert resumed.match.state.game_id == gid and [e.action for e in resumed.match.state.log] == moves
    assert [s["name"] for s in resumed.seats] == ["Anna", "Ben"]


def test_menu_at_rest_is_cached_on_disk_and_looks_the_same(app, tmp_path):
    menu = MenuScene(app)
    app.scenes.reset(menu)
    app.draw()
    fresh = pygame.image.tobytes(app.screen, "RGB")
    assert menu.rest_unsaved
    app.step(1 / 60, [])                       # the loop turn after the first frame writes it
    assert not menu.rest_unsaved and list((tmp_path / "cache").glob("menu-1280x720-*.bmp"))
    again = MenuScene(app)
    app.scenes.reset(again)
    app.draw()
    assert not again.rest_unsaved              # read back from the file
    assert pygame.image.tobytes(app.screen, "RGB") == fresh


def test_a_menu_under_a_game_lets_go_of_its_layers_and_shows_the_same_again(app):
    """The menu holds three or four full-screen pictures; under a game it keeps none, and back on
    top it draws exactly what it drew before."""
    menu = MenuScene(app)
    app.scenes.reset(menu)
    app.step(1 / 60, [])
    app.draw()
    before = pygame.image.tobytes(app.screen, "RGB")
    assert menu.rest is not None or menu.static is not None
    info = registry.get("thebes")
    scene = open_game_scene(app, info.new_game(2, 3, info.default_options()), seat_defaults(2))
    assert app.scenes.top is scene
    assert menu.static is None and menu.rest is None and not menu.card_cache
    app.scenes.pop()
    assert app.scenes.top is menu
    app.dirty = True
    app.step(1 / 60, [])
    app.draw()
    assert pygame.image.tobytes(app.screen, "RGB") == before
