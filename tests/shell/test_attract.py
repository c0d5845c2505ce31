"""Attract mode shows play, not preparation: setup phases are skipped at once, each game hands over
within 60-90 s on the app's clock, and the banner leaves the table visible."""
import pygame
import pytest

from tests.ui_events import FakeClock, clocked_app  # noqa: F401

from game import registry
from scenes.shell.app import App
from scenes.shell.attract import start_attract
from scenes.table.demo import DemoMode, in_setup_phase
from scenes.table.game_scene import GameScene


@pytest.fixture()
def app(tmp_path, monkeypatch):
    return clocked_app(tmp_path, monkeypatch, menu=False)


def index_of(game_id):
    return [g.id for g in registry.all_games()].index(game_id)


@pytest.mark.parametrize("game_id, after", [("faras", "play"), ("artifakes", "dig")])
def test_setup_phases_are_skipped_without_animation(app, game_id, after):
    start_attract(app, index_of(game_id))
    scene = app.scenes.top
    assert scene.match.state.view(None)["phase"] != after
    for _ in range(4):                    # a handful of frames, not minutes
        app.step(1 / 60, [])
    assert app.scenes.top is scene
    assert scene.match.state.view(None)["phase"] == after   # reached without waiting for any animation


def test_the_setup_check_reads_only_the_public_view(app):
    start_attract(app, index_of("faras"))
    scene = app.scenes.top
    seen = []
    real_view = scene.match.state.view

    def spy(seat):
        seen.append(seat)
        return real_view(seat)
    scene.match.state.view = spy
    scene._phase_key = None
    assert in_setup_phase(scene)
    assert seen and all(seat is None for seat in seen)


@pytest.mark.parametrize("game_id", [g.id for g in registry.all_games()])
def test_each_game_hands_over_within_90_seconds(app, game_id):
    i = index_of(game_id)
    start_attract(app, i)
    scene = app.scenes.top
    for second in range(91):
        app.step(1 / 60, [])
        if app.scenes.top is not scene:
            break
        app.now.t += 1.0
    top = app.scenes.top
    assert top is not scene, f"{game_id} was still on after 90 s"
    assert isinstance(top, GameScene) and top.table_mode.index == i + 1
    assert second >= 60 or scene.match.state.is_over, f"{game_id} left after {second} s, before the minute was up"


@pytest.mark.parametrize("size", [(1280, 720), (1000, 1000), (2560, 1080)])
@pytest.mark.parametrize("game_id", [g.id for g in registry.all_games()])
def test_banner_leaves_the_table_visible(app, game_id, size, monkeypatch):
    app.set_window_size(*size)
    start_attract(app, index_of(game_id))
    scene = app.scenes.top
    for _ in range(3):
        app.step(1 / 60, [])
    scene.animator.skip_all()
    app.draw()
    with_banner = app.screen.copy()
    monkeypatch.setattr(DemoMode, "draw_over", lambda self, scene, surface: None)
    app.draw()                            # the same table without the demo's banner
    plain = app.screen.copy()
    table = scene.table_rect
    assert covered_fraction(with_banner.subsurface(table), plain.subsurface(table)) <= 0.06


def covered_fraction(a, b) -> float:
    """The share of pixels that differ between two same-sized pictures."""
    diff = a.copy()
    diff.blit(b, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    other = b.copy()
    other.blit(a, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    diff.blit(other, (0, 0), special_flags=pygame.BLEND_RGB_ADD)   # |a - b| per channel
    same = pygame.mask.from_threshold(diff, (0, 0, 0, 255), (1, 1, 1, 255)).count()
    return 1 - same / (a.get_width() * a.get_height())


def test_covered_fraction_sees_a_band():
    a = pygame.Surface((100, 100))
    a.fill((10, 20, 30))
    b = a.copy()
    b.fill((200, 10, 30), pygame.Rect(0, 80, 100, 15))
    assert abs(covered_fraction(a, b) - 0.15) < 1e-9
    assert covered_fraction(a, a.copy()) == 0
