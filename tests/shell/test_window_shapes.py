"""The shell's screens at any window shape: the menu, settings, statistics and every game's setup at
1024x768, 1000x1000, 1280x720, 2560x1080 and 3840x2160 draw no text outside the window, no button
label outside its button, no text out of its panel and no two texts on top of each other
(tests/layout_probe.py says exactly what counts); the menu's buttons and saved-game line keep clear
of the cards, its background fills the window, and a window below the smallest layout shows the
whole screen scaled down (the game tables: tests/scenes/test_layout.py)."""
from __future__ import annotations

import pygame
import pytest

from game import registry
from scenes.shell.menu import MenuScene
from tests.layout_probe import SIZES, problems, recording, too_small


pytestmark = pytest.mark.usefixtures("in_every_language")   # tests/conftest.py


GAMES = ["faras", "thebes", "artifakes", "scarabya"]


def _ids(size):
    return f"{size[0]}x{size[1]}"


@pytest.mark.parametrize("size", SIZES, ids=_ids)
def test_shell_screens_lay_out_at_every_shape(app, size):
    from scenes.shell.settings import SettingsScene
    from scenes.shell.setup import SetupScene
    from scenes.shell.stats import StatsScene
    app.set_window_size(*size)
    found = []
    with recording(app) as draw:
        screens = [("menu", lambda: MenuScene(app)), ("settings", lambda: SettingsScene(app)),
                   ("stats", lambda: StatsScene(app))]
        screens += [(f"setup {g}", (lambda g=g: SetupScene(app, registry.get(g)))) for g in GAMES]
        for name, make in screens:
            app.scenes.reset(MenuScene(app))
            if name != "menu":
                app.scenes.push(make())
            app.step(1 / 60, [])
            found += [f"{name}: {p}" for p in problems(draw(), size)]
    assert not found, f"at {size[0]}x{size[1]}:\n" + "\n".join(found[:25])


def _save_a_game():
    from game.match import Match
    from ui import savegame
    seats = [{"name": "Anna", "colour": 0, "kind": "human"}, {"name": "Ben", "colour": 1, "kind": "human"}]
    assert savegame.write(Match.new("thebes", 2, 5, registry.get("thebes").default_options(), seats)) is None


@pytest.mark.parametrize("kiosk", [False, True], ids=["window", "kiosk"])
@pytest.mark.parametrize("size", SIZES + [(960, 540), (1920, 1200)], ids=_ids)
def test_the_menu_buttons_and_the_saved_game_line_keep_clear_of_the_cards(app, size, kiosk):
    """The button row never covers a game card (a 21:9 window gave the cards its width), and the
    line naming the saved game sits between them at a readable size."""
    _save_a_game()
    app.settings.kiosk = kiosk
    app.set_window_size(*size)
    menu = MenuScene(app)
    app.scenes.reset(menu)
    with recording(app) as draw:
        frame = draw()
    for b in menu.buttons:
        assert pygame.Rect((0, 0), size).contains(b.rect), f"{b.label} leaves the window"
        for r in menu.cards:
            assert not b.rect.colliderect(r), f"{b.label} {tuple(b.rect)} covers a card {tuple(r)}"
    from game.i18n import _
    prefix = _("Continue: {game}").split("{game}")[0]
    line = [t for t in frame.texts() if t.label.startswith(prefix)]
    assert line, "the saved game is named above Continue"
    assert not any(line[0].rect.colliderect(r) for r in menu.cards + [b.rect for b in menu.buttons])
    assert not too_small(frame, size, lambda t: t.label.startswith("Continue: ") or t.label in {
        b.label for b in menu.buttons})
    assert not problems(frame, size)


@pytest.mark.parametrize("size", [(1024, 768), (1000, 1000), (2560, 1080), (1280, 720), (3440, 1440)], ids=_ids)
def test_the_menu_background_fills_every_window_shape(app, size):
    """The background art covers the whole window (no bands of bare gradient at the sides or top)."""
    from ui import assets
    art = assets.svg_cover("art/menu_bg", size)
    w, h = size
    assert art.get_size() == size
    for x, y in [(0, 0), (w - 1, 0), (0, h - 1), (w - 1, h - 1), (w // 2, 0), (w // 2, h - 1), (0, h // 2),
                 (w - 1, h // 2)]:
        assert art.get_at((x, y)).a > 0, f"no art at {(x, y)}"


def test_a_window_below_the_smallest_layout_shows_the_whole_screen_scaled_down(tmp_path, monkeypatch):
    """Without a window manager nothing keeps a window from 960x540 or less: the screens are laid
    out at least that big and scaled into the window, and a click lands where it is seen."""
    monkeypatch.setenv("DIGSITE_DATA_DIR", str(tmp_path))
    from scenes.shell.app import MIN_SIZE, App
    from scenes.shell.settings import SettingsScene
    app = App(size=(800, 450), fullscreen=False)      # a real (dummy-driver) window, not headless
    try:
        assert app.window.get_size() == (800, 450)
        assert app.size[0] >= MIN_SIZE[0] and app.size[1] >= MIN_SIZE[1]
        assert abs(app.size[0] / app.size[1] - 800 / 450) < 0.01      # the window's shape, no bands
        menu = MenuScene(app)
        app.scenes.push(menu)
        app.step(1 / 60, [])
        app.draw()
        assert not problems(_frame_of(app), app.size)
        settings = next(b for b in menu.buttons if b.label == "Settings")
        scale, (ox, oy), _ = app.view
        at = (int(settings.rect.centerx * scale + ox), int(settings.rect.centery * scale + oy))
        app.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=at, button=1),
                          pygame.event.Event(pygame.MOUSEBUTTONUP, pos=at, button=1)])
        assert isinstance(app.scenes.top, SettingsScene)
        # shrunk further by hand (no window manager to stop it), to an extreme shape: bands
        pygame.display.set_mode((900, 200), pygame.RESIZABLE)
        app.step(1 / 60, [pygame.event.Event(pygame.VIDEORESIZE, size=(900, 200), w=900, h=200)])
        assert app.size[1] >= MIN_SIZE[1] and app.size[0] <= app.size[1] * App.MAX_SHAPE
        assert app.window.get_size() == (900, 200) and app.view[1][0] > 0
        app.draw()
        # and back above it: the window is drawn on directly again
        pygame.display.set_mode((1280, 720), pygame.RESIZABLE)
        app.step(1 / 60, [pygame.event.Event(pygame.VIDEORESIZE, size=(1280, 720), w=1280, h=720)])
        assert app.view is None and app.size == (1280, 720)
    finally:
        pygame.display.set_mode((1, 1))


def _frame_of(app):
    with recording(app) as draw:
        return draw()
