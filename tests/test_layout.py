"""Any window shape: every scene at 1024x768, 1000x1000, 1280x720, 2560x1080 and 3840x2160 draws no
text outside the window, no button label outside its button, no text out of its panel and no two
texts on top of each other (tests/layout_probe.py says exactly what counts)."""
from __future__ import annotations

import pygame
import pytest

from game import registry
from scenes.table.game_scene import open_game_scene, seat_defaults
from scenes.shell.menu import MenuScene
from tests.layout_probe import problems, recording, too_small

SIZES = [(1024, 768), (1000, 1000), (1280, 720), (2560, 1080), (3840, 2160)]
GAMES = ["faras", "thebes", "artifakes", "scarabya"]


def _ids(size):
    return f"{size[0]}x{size[1]}"


def _played(info, n, steps, seed=11):
    from game.match import play_out
    return play_out(info.id, n, seed, ["normal"] * n, info.default_options(), max_moves=steps, bot_seed=seed).state


def _game_moments(app, gid):
    info = registry.get(gid)
    total = len(_played(info, 2, 10**6).log)
    for name, steps in (("start", 0), ("mid", total // 2), ("late", total - 3)):
        state = _played(info, 2, steps)
        seats = seat_defaults(2)
        seats[0]["kind"] = "human"
        app.scenes.reset(MenuScene(app))
        scene = open_game_scene(app, state, seats)
        scene.viewer = 0
        for _ in range(3):
            scene.animator.skip_all()
            app.step(1 / 60, [])
        scene.animator.skip_all()
        yield name
    if gid == "faras":   # memorising with two people: a Ready each, the timer and the line between
        from game.match import Match
        seats = [{"name": "Anna", "colour": 0, "kind": "human"}, {"name": "Ben", "colour": 1, "kind": "human"}]
        state = info.new_game(2, 11, info.default_options())
        match = Match(state, [{"kind": "bot", "level": "normal"}] * 2, bot_seed=11)
        match.play_bots(until=lambda m: m.state.phase != "setup")
        app.scenes.reset(MenuScene(app))
        scene = open_game_scene(app, state, seats)
        for _ in range(3):
            scene.animator.skip_all()
            app.step(1 / 60, [])
        assert state.phase == "memorise" and scene.ready_buttons
        yield "memorise, two people"


@pytest.mark.parametrize("size", SIZES, ids=_ids)
@pytest.mark.parametrize("gid", GAMES)
def test_game_tables_lay_out_at_every_shape(app, gid, size):
    app.set_window_size(*size)
    found = []
    with recording(app) as draw:
        for moment in _game_moments(app, gid):
            frame = draw()
            found += [f"{moment}: {p}" for p in problems(frame, size)]
    assert not found, f"{gid} at {size[0]}x{size[1]}:\n" + "\n".join(found[:25])


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
    line = [t for t in frame.texts() if t.label.startswith("Continue: ")]
    assert line, "the saved game is named above Continue"
    assert not any(line[0].rect.colliderect(r) for r in menu.cards + [b.rect for b in menu.buttons])
    assert not too_small(frame, size, lambda label: label.startswith("Continue: ") or label in {
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
