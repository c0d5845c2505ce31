"""The setup screen: each game opens with the seats last started for it (names, colours, human or
computer and its level), and a seat's player is chosen from a list, not stepped through in a circle."""
import json

import pygame
import pytest

from game import registry
from scenes.shell.menu import MenuScene
from scenes.shell.setup import SetupScene, kinds_for
from scenes.table.game_scene import GameScene
from tests.ui_events import headless_app


@pytest.fixture()
def app(tmp_path, monkeypatch):
    a = headless_app(tmp_path, monkeypatch)
    a.settings.attract_after_s = 0
    return a


def click(app, pos, button=1):
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button),
                      pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button)])


def key(app, k):
    app.step(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)])


def open_setup(app, game_id) -> SetupScene:
    setup = SetupScene(app, registry.get(game_id))
    app.scenes.push(setup)
    app.step(1 / 60, [])
    app.draw()
    return setup


def test_a_seat_level_is_chosen_from_a_list_in_either_direction(app):
    setup = open_setup(app, "faras")
    assert setup.kinds[1] == "bot:normal"
    click(app, setup.rows[1]["kind"].center)
    items = setup.picker_items()
    assert setup.picker == 1 and [k for _, k in items] == kinds_for(setup.info)
    app.draw()
    easy = next(r for r, k in items if k == "bot:easy")      # a weaker level: one click, no going round
    click(app, easy.center)
    assert setup.picker is None and setup.kinds[1] == "bot:easy"
    click(app, setup.rows[1]["kind"].center)
    hard = next(r for r, k in setup.picker_items() if k == "bot:hard")
    click(app, hard.center)
    assert setup.kinds[1] == "bot:hard"


@pytest.mark.parametrize("size", [(1280, 720), (960, 540), (1000, 1000)])
def test_the_list_is_kept_in_the_window_and_works_from_the_keyboard(app, size):
    app.set_window_size(*size)
    setup = open_setup(app, "faras")
    setup.change_count(1)
    setup.change_count(1)
    assert setup.count == 4
    app.draw()
    click(app, setup.rows[3]["kind"].center)
    items = setup.picker_items()
    screen = app.screen.get_rect()
    assert items and all(screen.contains(r) for r, _ in items)
    key(app, pygame.K_UP)
    key(app, pygame.K_RETURN)                                  # Enter chooses, it does not start the game
    assert isinstance(app.scenes.top, SetupScene) and setup.picker is None
    assert setup.kinds[3] == "bot:easy"
    click(app, setup.rows[3]["kind"].center)
    key(app, pygame.K_ESCAPE)                                  # Esc closes the list, not the screen
    assert app.scenes.top is setup and setup.picker is None and setup.kinds[3] == "bot:easy"
    click(app, setup.rows[3]["kind"].center)
    click(app, (5, 5))                                         # a click elsewhere closes it too
    assert setup.picker is None and setup.kinds[3] == "bot:easy"


def test_the_seats_last_started_come_back_for_that_game_only(app, tmp_path):
    setup = open_setup(app, "thebes")
    setup.change_count(1)
    setup.names[0], setup.names[2] = "Hatshepsut", "Tiye"
    setup.kinds[1], setup.kinds[2] = "human", "bot:hard"
    setup.cycle_colour(0)
    colours = list(setup.colours)
    setup.start()
    assert isinstance(app.scenes.top, GameScene)
    app.scenes.reset(MenuScene(app))
    again = open_setup(app, "thebes")
    assert again.count == 3 and again.names[:3] == ["Hatshepsut", "Ben", "Tiye"]
    assert again.kinds[:3] == ["human", "human", "bot:hard"] and again.colours == colours
    other = open_setup(app, "faras")                           # another game keeps its own defaults
    assert other.count == 2 and other.names[0] == "Anna" and other.kinds[1] == "bot:normal"


def test_remembered_seats_are_read_like_any_file(app, tmp_path):
    (tmp_path / "seats.json").write_text(json.dumps({"faras": {"count": 9, "seats": [
        {"name": "An\x00na" + "x" * 500, "colour": 1, "kind": "human"}, {"name": "Ben", "colour": 0, "kind": "bot",
                                                                          "level": "normal"}]},
        "thebes": {"count": 2, "seats": [{"name": "Ben", "colour": "red"}]}}))
    faras = open_setup(app, "faras")
    assert faras.names[0] == "Annaxxxxxxxxxx" and faras.colours[:2] == [1, 0]
    assert faras.count in faras.allowed()                      # 9 players: brought back into range
    thebes = open_setup(app, "thebes")                         # a colour of "red": the defaults
    assert thebes.names[:2] == ["Anna", "Ben"] and thebes.colours[:2] == [0, 1]
    (tmp_path / "seats.json").write_text("{not json")
    open_setup(app, "faras")
    assert (tmp_path / "seats.json.damaged").exists()


def test_a_kiosk_remembers_nobody(app, tmp_path):
    app.settings.kiosk = True
    setup = open_setup(app, "faras")
    setup.names[0] = "Visitor"
    setup.start()
    assert not (tmp_path / "seats.json").exists()
