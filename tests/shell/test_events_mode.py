"""Attract and kiosk modes, driven headless with synthetic events and a fake clock."""
import pygame
import pytest

from tests.ui_events import FakeClock, clocked_app  # noqa: F401

from scenes.shell.app import App
from scenes.shell.attract import StillPlayingScene, start_attract
from scenes.table.game_scene import KIOSK_IDLE_S, GameScene, open_game_scene
from scenes.shell.menu import MenuScene
from game import registry


@pytest.fixture()
def app(tmp_path, monkeypatch):
    return clocked_app(tmp_path, monkeypatch)


def click(pos=(640, 360)):
    return [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)]


def test_idle_menu_starts_attract_and_a_click_returns_to_the_menu(app):
    app.settings.attract_after_s = 90
    app.step(0.1, [])
    assert isinstance(app.scenes.top, MenuScene)
    app.now.t += 91
    app.step(0.1, [])
    top = app.scenes.top
    assert isinstance(top, GameScene) and top.table_mode.name == "demo"
    assert all(s["kind"] == "bot" for s in top.seats)
    for _ in range(30):  # the bots really play
        app.step(0.1, [])
        if top.bot_turn:
            top.bot_turn.wait(2)
    assert top.match.state.log
    app.step(0.1, click())
    assert isinstance(app.scenes.top, MenuScene)


def test_attract_cycles_through_the_games_and_never_touches_the_autosave(app, tmp_path):
    start_attract(app, 0)
    first = app.scenes.top
    assert first.info.id == registry.all_games()[0].id
    first.fast_forward = True
    for _ in range(5000):
        app.step(1 / 60, [])
        if first.bot_turn:
            first.bot_turn.wait(2)
        if app.scenes.top is not first:
            break
    second = app.scenes.top
    assert isinstance(second, GameScene) and second.info.id == registry.all_games()[1].id
    assert not (tmp_path / "autosave.json").exists()


def test_kiosk_ignores_close_and_escape_but_ctrl_shift_q_quits(app):
    app.settings.kiosk = True
    app.scenes.reset(MenuScene(app))
    app.step(0.1, [pygame.event.Event(pygame.QUIT)])
    app.step(0.1, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)])
    app.step(0.1, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_q, mod=0, unicode="q", scancode=0)])
    assert app.running
    app.step(0.1, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_q, mod=pygame.KMOD_CTRL | pygame.KMOD_SHIFT,
                                      unicode="", scancode=0)])
    assert not app.running


def test_kiosk_play_now_then_idle_game_prompts_then_returns_to_attract(app, tmp_path):
    app.settings.kiosk = True
    app.settings.attract_after_s = 0
    app.scenes.reset(MenuScene(app))
    menu = app.scenes.top
    assert menu.play_now is not None
    app.step(0.1, click(menu.play_now.rect.center))
    app.step(0.1, click(app.scenes.top.game_buttons[0].rect.center))   # which game: the first offered
    game = app.scenes.top
    assert isinstance(game, GameScene) and game.table_mode.name == "real"
    assert [s["kind"] for s in game.seats][:2] == ["human", "bot"]
    app.now.t += KIOSK_IDLE_S + 1
    app.step(0.1, [])
    assert isinstance(app.scenes.top, StillPlayingScene)
    app.step(0.1, click())            # "still playing": back to the game
    assert app.scenes.top is game
    app.now.t += KIOSK_IDLE_S + 1
    app.step(0.1, [])
    assert isinstance(app.scenes.top, StillPlayingScene)
    app.now.t += StillPlayingScene.SECONDS + 1
    app.step(0.1, [])
    top = app.scenes.top
    assert isinstance(top, GameScene) and top.table_mode.name == "demo"


def test_menu_play_now_absent_outside_kiosk(app):
    assert app.scenes.top.play_now is None
