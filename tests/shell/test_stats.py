"""Statistics on the screens: a game played at a table is counted once, demo games are not, the
statistics screen opens from the menu and draws at every size, Scarabya's solo games in a table of
their own (what the file keeps: tests/ui/test_stats.py)."""
import pygame
import pytest

from game import registry
from scenes.table.generic import GenericGameScene
from tests.ui.test_stats import finished, seats
from ui import stats


@pytest.fixture()
def data(tmp_path, monkeypatch):
    monkeypatch.setenv("DIGSITE_DATA_DIR", str(tmp_path))
    return tmp_path


def _scene_app(data):
    from scenes.shell.app import App
    from scenes.shell.menu import MenuScene
    app = App(headless=True, surface_size=(1280, 720))
    app.settings.bot_delay = 0.0
    app.scenes.reset(MenuScene(app))
    return app


def _play_out(app, scene, limit=3000):
    from scenes.shell.results import ResultsScene
    for _ in range(limit):
        if isinstance(app.scenes.top, ResultsScene) or app.scenes.top is not scene:
            return
        if scene.human_to_act:
            scene.try_action(scene.match.state.legal_actions()[0])
        if scene.bot_turn is not None:
            scene.bot_turn.wait(5)
        scene.fast_forward = True
        app.step(1 / 60, [])


def test_a_game_played_through_the_scene_is_recorded_once(data):
    from scenes.shell.results import ResultsScene
    app = _scene_app(data)
    info = registry.get("scarabya")
    state = info.new_game(2, 8, info.default_options())
    scene = GenericGameScene(app, state, seats("Anna", "bot:easy"))
    app.scenes.push(scene)
    _play_out(app, scene)
    assert isinstance(app.scenes.top, ResultsScene)
    scene.record_stats()   # a second call (or show_results after the last move) changes nothing
    rows = {r.name: r for r in stats.load()[0].rows("scarabya")}
    assert rows["Anna"].played == 1 and rows["Computer: easy"].played == 1


def test_attract_mode_games_are_not_counted(data):
    from scenes.shell.attract import start_attract
    app = _scene_app(data)
    start_attract(app, 3)
    scene = app.scenes.top
    assert scene.table_mode.name == "demo" and scene.table_mode.index == 3
    _play_out(app, scene)
    assert not scene.stats_recorded
    assert not (data / "stats.json").exists()


@pytest.mark.parametrize("size", [(1280, 720), (3840, 2160)], ids=["720p", "4k"])
def test_statistics_screen_from_the_menu(data, size):
    from scenes.shell.menu import MenuScene
    from scenes.shell.stats import StatsScene
    for seed in range(3):
        stats.record_game(finished(seed=seed), seats("Anna", "bot:hard"))
    stats.record_game(finished("artifakes", seed=2), seats("A very long player name indeed for a table", "Ben"))
    app = _scene_app(data)
    app.set_window_size(*size)
    menu = app.scenes.top
    assert isinstance(menu, MenuScene)
    button = next(b for b in menu.buttons if b.label == "Statistics")
    assert app.screen.get_rect().contains(button.rect)
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=button.rect.center, button=1),
                      pygame.event.Event(pygame.MOUSEBUTTONUP, pos=button.rect.center, button=1)])
    assert isinstance(app.scenes.top, StatsScene)
    app.draw()
    app.step(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)])
    assert isinstance(app.scenes.top, MenuScene)


def test_menu_buttons_fit_side_by_side_in_kiosk_and_narrow_windows(data):
    from scenes.shell.menu import MenuScene
    app = _scene_app(data)
    for kiosk in (False, True):
        app.settings.kiosk = kiosk
        for size in ((1280, 720), (960, 720), (3840, 2160)):
            app.set_window_size(*size)
            menu = MenuScene(app)
            app.scenes.reset(menu)
            rects = [b.rect for b in menu.buttons]
            assert any(b.label == "Statistics" for b in menu.buttons)
            for i, r in enumerate(rects):
                assert app.screen.get_rect().contains(r), (kiosk, size, menu.buttons[i].label)
                for other in rects[i + 1:]:
                    assert not r.colliderect(other), (kiosk, size)
            app.draw()


def test_scarabya_solo_is_counted_in_a_table_apart_from_standard_points(data):
    """A solo game scores the scarabs covered, a standard game points: one table for both ranked
    them as if they were the same number."""
    from scenes.shell.stats import StatsScene
    solo = finished("scarabya", n=1, seed=4, options={"mode": "solo"})
    stats.record_game(solo, seats("Anna"))
    stats.record_game(finished("scarabya", seed=5), seats("Anna", "Ben"))
    loaded = stats.load()[0]
    assert [r.played for r in loaded.rows("scarabya") if r.name == "Anna"] == [1]
    assert [(r.name, r.played, r.best) for r in loaded.rows("scarabya:solo")] == [("Anna", 1, solo.scores()[0])]
    app = _scene_app(data)
    app.push("stats")
    scene = app.scenes.top
    assert isinstance(scene, StatsScene)
    assert [t[1] for t in scene.tables] == ["Faras", "Thebes", "Artifakes", "Scarabya", "Scarabya solo: scarabs covered"]
    app.draw()
    assert len(scene.boxes) == 5 and all(app.screen.get_rect().contains(b) for b in scene.boxes)
    assert not any(a.colliderect(b) for i, a in enumerate(scene.boxes) for b in scene.boxes[i + 1:])


def test_without_solo_games_the_statistics_show_one_table_per_game(data):
    from scenes.shell.stats import StatsScene
    stats.record_game(finished("scarabya", seed=5), seats("Anna", "Ben"))
    app = _scene_app(data)
    app.push("stats")
    assert [t[0] for t in app.scenes.top.tables] == ["faras", "thebes", "artifakes", "scarabya"]
