"""Kiosk mode: visitors cannot switch the kiosk off, leave fullscreen or quit; staff unlock those
controls for one visit of the screen by holding Ctrl+Shift+K for about two seconds."""
import pygame
import pytest

from tests.ui_events import FakeClock, clocked_app  # noqa: F401

from game import registry
from scenes.shell.app import App
from scenes.table.game_scene import GameScene, open_game_scene
from scenes.shell.menu import MenuScene
from scenes.shell.pause import PauseScene
from scenes.shell.settings import SettingsScene
from ui.staff import StaffLock


@pytest.fixture()
def app(tmp_path, monkeypatch):
    return clocked_app(tmp_path, monkeypatch, kiosk=True)


def click(pos):
    return [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)]


CHORD = pygame.KMOD_CTRL | pygame.KMOD_SHIFT


def key(kind, k, mod=0):
    return pygame.event.Event(kind, key=k, mod=mod, unicode="", scancode=0)


def hold_chord(app, seconds):
    app.step(0.1, [key(pygame.KEYDOWN, pygame.K_k, CHORD)])
    steps = int(seconds * 10)
    for _ in range(steps):
        app.now.t += 0.1
        app.step(0.1, [])
    app.step(0.1, [key(pygame.KEYUP, pygame.K_k, CHORD)])


def kiosk_button(settings_scene):
    return next(b for label, b, _ in settings_scene.rows if label.startswith("Kiosk mode"))


def row(settings_scene, prefix):
    return next(b for label, b, _ in settings_scene.rows if label.startswith(prefix))


def start_game(app):
    info = registry.get("scarabya")
    n = 2 if 2 in info.allowed_players(info.default_options()) else info.allowed_players(info.default_options())[0]
    seats = [{"name": "You", "colour": 0, "kind": "human", "level": None}] + [
        {"name": "Computer", "colour": i, "kind": "bot", "level": "normal"} for i in range(1, n)]
    return open_game_scene(app, info.new_game(n, 5, info.default_options()), seats)


def open_pause_settings(app):
    game = start_game(app)
    app.step(0.1, [key(pygame.KEYDOWN, pygame.K_ESCAPE)])
    pause = app.scenes.top
    assert isinstance(pause, PauseScene)
    settings_button = next(b for b in pause.buttons if b.label == "Settings")
    app.step(0.1, click(settings_button.rect.center))
    assert isinstance(app.scenes.top, SettingsScene)
    return game, pause, app.scenes.top


def test_a_visitor_cannot_switch_the_kiosk_off_and_then_close_the_window(app):
    _, _, settings = open_pause_settings(app)
    app.step(0.1, click(kiosk_button(settings).rect.center))
    assert app.settings.kiosk
    for prefix in ("Fullscreen", "Window size", "Kiosk mode", "Demo after"):
        assert not row(settings, prefix).enabled, prefix
    for prefix in ("Animation speed", "Sound volume", "Mute", "First-game hints"):
        assert row(settings, prefix).enabled, prefix
    app.step(0.1, [pygame.event.Event(pygame.QUIT)])
    assert app.running
    # the screen says the settings are locked for staff, without telling the gesture or the way out
    texts = [label for label, _, _ in settings.rows] + [kiosk_button(settings).reason]
    assert not any("Ctrl" in t or "Shift" in t for t in texts)
    assert "staff" in kiosk_button(settings).reason.lower()


def test_holding_the_staff_chord_two_seconds_unlocks_the_settings_for_that_visit(app):
    _, pause, settings = open_pause_settings(app)
    hold_chord(app, 1.0)                      # too short: still locked
    assert not kiosk_button(settings).enabled
    hold_chord(app, StaffLock.HOLD_S + 0.2)
    assert kiosk_button(settings).enabled
    app.step(0.1, click(kiosk_button(settings).rect.center))
    assert not app.settings.kiosk
    app.settings.kiosk = True                 # back on for the next visit
    app.step(0.1, click(settings.back.rect.center))
    assert app.scenes.top is pause
    settings_button = next(b for b in pause.buttons if b.label == "Settings")
    app.step(0.1, click(settings_button.rect.center))
    again = app.scenes.top
    assert isinstance(again, SettingsScene) and again is not settings
    assert not kiosk_button(again).enabled   # locked again on a new visit


def test_releasing_the_chord_early_does_not_unlock(app):
    _, _, settings = open_pause_settings(app)
    app.step(0.1, [key(pygame.KEYDOWN, pygame.K_k, CHORD)])
    app.now.t += 1.0
    app.step(0.1, [key(pygame.KEYUP, pygame.K_LSHIFT, pygame.KMOD_CTRL)])
    app.now.t += 2.0
    app.step(0.1, [])
    assert not kiosk_button(settings).enabled


def test_pause_quit_to_menu_is_staff_only_in_kiosk_mode(app):
    game = start_game(app)
    app.step(0.1, [key(pygame.KEYDOWN, pygame.K_ESCAPE)])
    pause = app.scenes.top
    assert not pause.quit_button.enabled
    app.step(0.1, click(pause.quit_button.rect.center))
    assert app.scenes.top is pause and game in app.scenes.stack
    hold_chord(app, StaffLock.HOLD_S + 0.2)
    assert pause.quit_button.enabled
    app.step(0.1, click(pause.quit_button.rect.center))
    assert isinstance(app.scenes.top, MenuScene)
    # Ctrl+Shift+Q still quits at once
    app.step(0.1, [key(pygame.KEYDOWN, pygame.K_q, CHORD)])
    assert not app.running


def test_outside_kiosk_mode_nothing_is_locked(app):
    app.settings.kiosk = False
    game = start_game(app)
    app.step(0.1, [key(pygame.KEYDOWN, pygame.K_ESCAPE)])
    pause = app.scenes.top
    assert pause.quit_button.enabled
    app.scenes.push(SettingsScene(app))
    assert all(b.enabled for label, b, _ in app.scenes.top.rows if not label.startswith("Window size"))
