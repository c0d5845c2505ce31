"""The game log at the table (scenes/table/game_log.py): the scene keeps the raw events and describes
them for whoever looks, the log panel draws at every size and a reloaded game rebuilds the same log;
the Log button, L and the panel's own input (the words themselves: tests/game/test_log.py)."""
import random

import pygame

from game import registry
from game import save as game_save
from game.artifakes import data as AD


def test_scene_log_is_described_for_the_viewer(tmp_path, monkeypatch):
    """The GameScene keeps raw events and describes them for whoever looks: seat 1 never reads seat 0's hand."""
    monkeypatch.setenv("DIGSITE_DATA_DIR", str(tmp_path))
    from scenes.shell.app import App
    from scenes.table.game_scene import open_game_scene, seat_defaults
    from scenes.shell.menu import MenuScene
    app = App(headless=True, surface_size=(1280, 720))
    info = registry.get("artifakes")
    state = info.new_game(2, 9, info.default_options())
    seats = seat_defaults(2)
    for s in seats:
        s["kind"] = "human"
    app.scenes.reset(MenuScene(app))
    scene = open_game_scene(app, state, seats)
    rng = random.Random(3)
    while state.phase == "bury":
        assert scene.try_action(rng.choice(state.legal_actions()))
    hand0 = [f"{AD.CARD_NUMBER[c]} ({AD.CARD_SIDE[c]})" for c in state.hands[0]]
    text0 = " ".join(line.text for line in scene.log_lines(0))
    text1 = " ".join(line.text for line in scene.log_lines(1))
    assert "Round 1" in text0 and "buried" in text0
    assert all(c in text0 for c in hand0)
    assert not any(c in text1 for c in hand0)
    # the panel draws at both sizes, open and scrolled back
    scene.log_panel.open = True
    for size in ((1280, 720), (3840, 2160)):
        app.set_window_size(*size)
        app.draw()
        scene.log_panel.scroll = 5
        app.draw()
    scene.log_panel.scroll = 0
    # a reloaded game rebuilds the same log by replaying
    again = open_game_scene(app, game_save.from_record(game_save.to_record(state, seats))[0], seats)
    assert [l.text for l in again.log_lines(1)] == [l.text for l in scene.log_lines(1)]


def test_log_button_and_panel_input(tmp_path, monkeypatch):
    monkeypatch.setenv("DIGSITE_DATA_DIR", str(tmp_path))
    from scenes.shell.app import App
    from scenes.table.game_scene import open_game_scene, seat_defaults
    from scenes.shell.menu import MenuScene
    app = App(headless=True, surface_size=(1280, 720))
    info = registry.get("scarabya")
    seats = seat_defaults(2)
    seats[0]["kind"] = "human"
    app.scenes.reset(MenuScene(app))
    scene = open_game_scene(app, info.new_game(2, 4, info.default_options()), seats)
    assert not scene.log_panel.open
    pos = scene.log_button.rect.center
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                      pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])
    assert scene.log_panel.open
    inside = scene.log_panel.rect.center
    state_log = scene.match.state.log
    before = len(state_log)
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, pos=inside, rel=(0, 0), buttons=(0, 0, 0)),
                      pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False, precise_x=0.0, precise_y=1.0),
                      pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=inside, button=1),
                      pygame.event.Event(pygame.MOUSEBUTTONUP, pos=inside, button=1)])
    assert len(state_log) == before, "a click on the log panel is not a move"
    app.step(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_l, mod=0, unicode="l", scancode=0)])
    assert not scene.log_panel.open
