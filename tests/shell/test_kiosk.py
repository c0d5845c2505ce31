"""Kiosk mode: visitors cannot switch the kiosk off, leave fullscreen, quit or change any setting the
next visitor would inherit; staff unlock those controls for one visit of the screen by holding
Ctrl+Shift+K for about two seconds. A visitor may leave their game (it is not kept), and Play now
offers every game. A command-line flag (--kiosk, --fullscreen, --size) lasts for its run only."""
import pygame
import pytest

from tests.ui_events import FakeClock, Pointer, clocked_app  # noqa: F401

from game import registry
from scenes.shell.app import App
from scenes.table.game_scene import GameScene, open_game_scene
from scenes.shell.menu import MenuScene
from scenes.shell.pause import PauseScene
from scenes.shell.settings import SettingsScene
from ui import savegame
from ui import settings as settings_mod
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


def test_pause_save_and_quit_to_menu_is_staff_only_in_kiosk_mode(app):
    game = start_game(app)
    play_a_move(app, game)
    app.step(0.1, [key(pygame.KEYDOWN, pygame.K_ESCAPE)])
    pause = app.scenes.top
    assert pause.quit_button.label == "Leave this game"
    hold_chord(app, StaffLock.HOLD_S + 0.2)
    assert pause.quit_button.enabled and pause.quit_button.label == "Save and quit to menu"
    app.step(0.1, click(pause.quit_button.rect.center))
    savegame.flush()
    assert isinstance(app.scenes.top, MenuScene) and savegame.exists()   # kept for Continue
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


# ---- what a visitor may and may not change --------------------------------------------------------
def test_a_visitor_changes_no_setting_the_next_visitor_would_inherit(app):
    _, _, settings = open_pause_settings(app)
    before = settings_mod.Settings(**vars(app.settings))
    for label, button, _ in settings.rows:       # the curtain, the pace, the hints... every row
        assert not button.enabled, label
        app.step(0.1, click(button.rect.center))
    assert vars(app.settings) == vars(before)
    hold_chord(app, StaffLock.HOLD_S + 0.2)       # staff may
    curtain = row(settings, "Handoff curtain")
    assert curtain.enabled
    app.step(0.1, click(curtain.rect.center))
    assert app.settings.handoff_curtain is not before.handoff_curtain


def play_a_move(app, game):
    for _ in range(200):
        if game.match.moves:
            return
        seat = game.match.current_player
        if game.is_human(seat):
            assert game.try_action(game.match.legal_actions()[0])
        app.step(0.1, [])
        if game.bot_turn is not None:
            game.bot_turn.wait(5)
    raise AssertionError("no move was made")


def test_a_visitor_may_leave_their_game_after_a_confirmation_and_it_is_not_kept(app):
    from scenes.shell.setup import ConfirmScene
    game = start_game(app)
    play_a_move(app, game)
    savegame.flush()
    assert savegame.exists()
    app.step(0.1, [key(pygame.KEYDOWN, pygame.K_ESCAPE)])
    pause = app.scenes.top
    assert pause.quit_button.enabled and pause.quit_button.label == "Leave this game"
    app.step(0.1, click(pause.quit_button.rect.center))
    ask = app.scenes.top
    assert isinstance(ask, ConfirmScene) and "not kept" in ask.detail
    app.step(0.1, click(ask.no.rect.center))      # No: nothing happened
    assert app.scenes.top is pause and savegame.exists()
    app.step(0.1, click(pause.quit_button.rect.center))
    app.step(0.1, click(app.scenes.top.yes.rect.center))
    assert isinstance(app.scenes.top, MenuScene) and game not in app.scenes.stack
    savegame.flush()
    assert not savegame.exists()                  # the next visitor finds nothing to continue
    assert app.scenes.top.buttons[[b.label for b in app.scenes.top.buttons].index("Continue")].enabled is False


@pytest.mark.parametrize("game_id", [g.id for g in registry.all_games()])
def test_play_now_offers_every_game(app, game_id):
    from scenes.shell.playnow import PlayNowScene
    menu = app.scenes.top
    app.step(0.1, click(menu.play_now.rect.center))
    chooser = app.scenes.top
    assert isinstance(chooser, PlayNowScene)
    assert sorted(b.label for b in chooser.game_buttons) == sorted(g.title for g in registry.all_games())
    app.draw()
    choice = next(b for b in chooser.game_buttons if b.label == registry.get(game_id).title)
    app.step(0.1, click(choice.rect.center))
    game = app.scenes.top
    assert isinstance(game, GameScene) and game.match.game_id == game_id
    assert [s["kind"] for s in game.seats][:2] == ["human", "bot"]
    assert savegame.summary()[0]["game"] == game_id


def test_a_visitor_plays_and_leaves_by_touch_alone(app):
    """The kiosk's whole visit with fingers and no keyboard: Play now, a game, a move, the table's
    Menu button, Leave this game, Yes; the menu is back. (Whole games by touch: the tables' tests.)"""
    from scenes.shell.setup import ConfirmScene
    from tests.scenes.faras.test_scene import human_click_for
    hand = Pointer("touch", app)

    def tap(rect):
        app.now.t += 0.6
        app.step(0.1, hand.click(pygame.Rect(rect).center))
    tap(app.scenes.top.play_now.rect)
    chooser = app.scenes.top
    app.draw()
    tap(next(b for b in chooser.game_buttons if b.label == "Faras").rect)
    game = app.scenes.top
    assert isinstance(game, GameScene) and game.match.game_id == "faras"
    for _unused in range(400):      # the visitor's finds placed by a tap
        if game.match.moves_by(0) >= 1:
            break
        game.animator.skip_all()
        app.now.t += 0.6
        app.step(0.1, [])
        if game.bot_turn is not None:
            game.bot_turn.wait(5)
        if game.human_to_act and not game.animator.busy:
            app.step(0.1, hand.click(human_click_for(game, app)))
    assert game.match.moves_by(0) >= 1, "the visitor's taps made no move"
    tap(game.menu_button.rect)
    pause = app.scenes.top
    assert isinstance(pause, PauseScene) and pause.quit_button.label == "Leave this game"
    tap(pause.quit_button.rect)
    assert isinstance(app.scenes.top, ConfirmScene)
    tap(app.scenes.top.yes.rect)
    assert isinstance(app.scenes.top, MenuScene) and game not in app.scenes.stack
    assert hand.taps >= 5


# ---- a command-line flag lasts for its run -----------------------------------------------------
def app_for(tmp_path, monkeypatch, *flags):
    import main
    monkeypatch.setenv("DIGSITE_DATA_DIR", str(tmp_path))
    return main.open_app(main.build_parser().parse_args(list(flags)), headless=True, surface_size=(1280, 720))


def stored_settings():
    loaded, problem = settings_mod.load()
    assert problem is None
    return loaded


def test_kiosk_and_fullscreen_from_the_command_line_are_never_written_to_settings(tmp_path, monkeypatch):
    kiosk = app_for(tmp_path, monkeypatch, "--kiosk")
    assert kiosk.settings.kiosk and kiosk.settings.fullscreen
    kiosk.scenes.push(MenuScene(kiosk))
    settings = SettingsScene(kiosk)
    kiosk.scenes.push(settings)
    kiosk.step(0.1, click(settings.back.rect.center))     # Back saves the settings
    assert settings_mod.settings_path().is_file()
    kept = stored_settings()
    assert not kept.kiosk and not kept.fullscreen
    for later in ((), ("--windowed",)):                   # every later start is a plain one
        again = app_for(tmp_path, monkeypatch, *later)
        assert not again.settings.kiosk and not again.settings.fullscreen


def test_a_setting_the_player_changes_themselves_is_kept_though_a_flag_set_it(tmp_path, monkeypatch):
    windowed = app_for(tmp_path, monkeypatch, "--size", "1600x900")
    settings = SettingsScene(windowed)
    windowed.scenes.push(settings)
    windowed.save_settings()
    assert (stored_settings().window_w, stored_settings().window_h) == (1280, 720)
    app_ = windowed
    app_.set_window_size(1920, 1080)                      # the player chose this size
    app_.save_settings()
    assert (stored_settings().window_w, stored_settings().window_h) == (1920, 1080)


# ---- SIGTERM ---------------------------------------------------------------------------------------
@pytest.mark.parametrize("flags", [["--kiosk"], []], ids=["kiosk", "window"])
def test_sigterm_ends_the_app_with_the_game_saved(tmp_path, monkeypatch, flags):
    """A shutdown's SIGTERM ends the run (kiosk mode refuses a window close, not this) and the
    saved game is on disk, whole."""
    import os
    import signal
    import subprocess
    import sys
    import time
    from pathlib import Path
    from game.match import Match
    monkeypatch.setenv("DIGSITE_DATA_DIR", str(tmp_path))
    match = Match.new("scarabya", 2, 5, registry.get("scarabya").default_options(),
                      [{"name": "Anna", "colour": 0, "kind": "human", "level": None},
                       {"name": "Computer", "colour": 1, "kind": "bot", "level": "normal"}])
    match.apply(match.legal_actions()[0])
    assert savegame.write(match) is None
    saved = savegame.autosave_path().read_bytes()
    probe = tmp_path / "probe.json"
    root = Path(__file__).resolve().parents[2]
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "DIGSITE_PROBE": str(probe)}
    proc = subprocess.Popen([sys.executable, "main.py", "--size", "1280x720", *flags], cwd=root, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        for _ in range(3000):              # until the first frame is drawn
            if probe.exists() or proc.poll() is not None:
                break
            time.sleep(0.05)
        assert proc.poll() is None, proc.communicate()[1][-2000:]
        proc.send_signal(signal.SIGTERM)
        _, err = proc.communicate(timeout=60)   # a refused signal would wait for SIGKILL
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.communicate()
    assert proc.returncode == 0, err[-2000:]
    assert savegame.autosave_path().read_bytes() == saved
    assert not settings_mod.load()[0].kiosk     # and the flag did not stick
