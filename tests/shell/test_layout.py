"""The shell's screens at every supported window shape: each text lies inside the window, texts do
not overlap each other, and a button's label fits the button. Drawn headless onto a surface that
records where each text from ui.theme lands."""
from __future__ import annotations

import pygame
import pytest

from game import registry
from scenes.shell.app import App
from tests.layout_probe import SIZES
from ui import theme
from ui.widgets import Button


pytestmark = pytest.mark.usefixtures("in_every_language")   # tests/conftest.py




class Recorder(pygame.Surface):
    """A screen that remembers the rect of every text blitted onto it."""

    def __init__(self, size, texts):
        super().__init__(size)
        self.texts = texts          # id(surface) -> (string, surface)
        self.placed: list[tuple[str, pygame.Rect]] = []
        self.sizes: list[tuple[str, int]] = []     # (text, font px) as drawn

    def blit(self, source, dest, area=None, special_flags=0):
        rect = super().blit(source, dest, area, special_flags)
        hit = self.texts.get(id(source))
        if hit is not None and hit[1] is source and area is None:
            ink = source.get_bounding_rect().move(rect.topleft)   # the letters, not the line box
            self.placed.append((hit[0], ink))
            self.sizes.append((hit[0], hit[2]))
        return rect


@pytest.fixture()
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("DIGSITE_DATA_DIR", str(tmp_path))
    a = App(headless=True, surface_size=(1280, 720))
    a.settings.attract_after_s = 0
    texts = {}
    orig = theme.text

    def spy(s, kind, px, colour=theme.INK, wrap=0):
        surf = orig(s, kind, px, colour, wrap)
        texts[id(surf)] = (s, surf, int(px))
        return surf
    monkeypatch.setattr(theme, "text", spy)
    a.texts = texts
    yield a
    theme.big_screen(False)


def render(app, size):
    """The screens on top, laid out and drawn at `size`; with kiosk mode on, on a big screen (its
    default there), as App.step would set it."""
    theme.big_screen(app.big_screen_on())
    app.set_window_size(*size)
    screen = Recorder(size, app.texts)
    for scene in app.scenes.visible():
        scene.layout(size)
    for scene in app.scenes.visible():
        screen.placed = []          # an overlay covers what is under it: check the top screen's texts
        scene.draw(screen)
    return screen


def check(screen, buttons):
    bounds = screen.get_rect()
    placed = [(s, r) for s, r in screen.placed if s.strip() and r.w and r.h]
    for s, r in placed:
        assert bounds.contains(r), f"{s!r} at {r} leaves the {bounds.size} window"
    for i, (s1, r1) in enumerate(placed):
        for s2, r2 in placed[i + 1:]:
            clip = r1.clip(r2)
            if clip.w > 1 and clip.h > 1 and s1 != s2:
                raise AssertionError(f"{s1!r} at {r1} overlaps {s2!r} at {r2}")
    for b in buttons:
        lines = b.fitted()[0]      # a long label may be drawn on two lines
        label = [r for s, r in placed if s in lines and b.rect.collidepoint(r.center)]
        for r in label:
            assert b.rect.inflate(2, 4).contains(r), f"button {b.label!r} label {r} spills out of {b.rect}"
        for s, r in placed:
            if s not in lines and r.clip(b.rect).w > 1 and r.clip(b.rect).h > 1:
                raise AssertionError(f"{s!r} at {r} runs into the button {b.label!r} at {b.rect}")


def stacked(app, *scenes):
    from scenes.shell.menu import MenuScene
    app.scenes.reset(MenuScene(app))
    for s in scenes:
        app.scenes.push(s)
    return app.scenes.top


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
@pytest.mark.parametrize("game_id", ["faras", "thebes", "artifakes", "scarabya"])
@pytest.mark.parametrize("big", ["off", "on"], ids=["", "big screen"])
def test_setup_screen(app, size, game_id, big):
    from scenes.shell.setup import SetupScene
    app.settings.big_screen = big
    scene = stacked(app, SetupScene(app, registry.get(game_id)))
    scene.count = max(registry.get(game_id).allowed_players(scene.options))
    scene.rebuild()
    check(render(app, size), scene.buttons + scene.more_buttons() + [b for b, _ in scene.option_buttons])
    scene.open_picker(scene.count - 1)       # the last seat's list of players: inside the window
    screen = render(app, size)
    assert scene.picker_rects and all(screen.get_rect().contains(r) for r in scene.picker_rects)


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
@pytest.mark.parametrize("kiosk", [False, True], ids=["normal", "kiosk"])
def test_settings_screen(app, size, kiosk):
    from scenes.shell.settings import SettingsScene
    app.settings.kiosk = kiosk
    scene = stacked(app, SettingsScene(app))
    check(render(app, size), [b for _, b, _ in scene.rows] + [scene.back])


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_replace_question(app, size):
    from scenes.shell.setup import ConfirmScene, replace_question
    saved = {"title": "Artifakes", "players": "Anna, Ben, Chloe and Dawit", "progress": "round 12 of 12"}
    question, detail = replace_question(saved, "Scarabya")    # the longest wording: two games named
    scene = stacked(app, ConfirmScene(app, question, detail, lambda: None))
    screen = render(app, size)
    check(screen, [scene.yes, scene.no])
    texts = [r for s, r in screen.placed if s.strip() and (s in question or s in detail)]
    assert texts and all(scene.box.contains(r) for r in texts)
    assert all(not r.colliderect(scene.yes.rect) and not r.colliderect(scene.no.rect) for r in texts)


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_stats_screen(app, size):
    from scenes.shell.stats import StatsScene
    stacked(app, StatsScene(app))
    check(render(app, size), [])


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_stats_screen_with_games(app, size):
    from scenes.shell.stats import StatsScene
    from tests.ui.test_stats import finished, seats
    from ui import stats
    for seed in range(2):
        stats.record_game(finished(seed=seed), seats("Anna", "bot:hard"))
    stats.record_game(finished("artifakes", seed=2), seats("A very long player name indeed for a table", "Ben"))
    stats.record_game(finished("scarabya", n=1, seed=4, options={"mode": "solo"}), seats("Anna"))   # a fifth table
    scene = stacked(app, StatsScene(app))
    check(render(app, size), [])
    assert len(scene.tables) == 5


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_pause_menu(app, size):
    from scenes.table.game_scene import open_game_scene
    from scenes.shell.pause import PauseScene
    app.settings.kiosk = True
    info = registry.get("scarabya")
    stacked(app)
    game = open_game_scene(app, info.new_game(2, 3, info.default_options()),
                           [{"name": "Anna", "colour": 0, "kind": "human", "level": None},
                            {"name": "Ben", "colour": 1, "kind": "human", "level": None}])
    pause = PauseScene(app, game)
    app.scenes.push(pause)
    screen = render(app, size)
    check(screen, pause.buttons)
    assert all(pause.box.contains(r) for _, r in screen.placed)


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
@pytest.mark.parametrize("game_id, n", [("faras", 4), ("thebes", 4), ("artifakes", 2), ("scarabya", 4)])
def test_results_screen(app, size, game_id, n):
    from scenes.shell.results import ResultsScene
    from tests.ui.test_stats import finished
    state = finished(game_id, n=n, seed=4)
    names = ["Anna", "Benedikt the Younger", "Chloe", "Dawit"][:n]
    seats = [{"name": nm, "colour": i, "kind": "human", "level": None} for i, nm in enumerate(names)]
    scene = stacked(app, ResultsScene(app, state, seats))
    check(render(app, size), scene.buttons)


@pytest.mark.parametrize("size", [(1000, 1000), (1280, 720)], ids=["1000x1000", "1280x720"])
def test_results_long_name_is_cut_not_shrunk_away(app, size):
    from scenes.shell.results import ResultsScene
    from tests.ui.test_stats import finished
    state = finished("thebes", n=4, seed=4)
    names = ["Anna", "Benedikt the Younger of Alexandria", "Chloe", "Dawit"]
    seats = [{"name": nm, "colour": i, "kind": "human", "level": None} for i, nm in enumerate(names)]
    scene = stacked(app, ResultsScene(app, state, seats))
    screen = render(app, size)
    check(screen, scene.buttons)
    short = [px for s, px in screen.sizes if s == "Anna"]        # the same name box, a short name
    long_ones = [(s, px) for s, px in screen.sizes if s.startswith("Bened")]
    assert len(long_ones) == len(short) == 2                      # the card and the chart
    for (s, px), normal in zip(long_ones, short):
        assert px >= 0.7 * normal, (s, px, normal)
    assert any(s.endswith("…") for s, _ in long_ones)   # cut with an ellipsis where it does not fit


def test_a_long_button_label_takes_two_lines_rather_than_shrinking_away(app, in_every_language):
    if in_every_language != "en":
        pytest.skip("the widget's own test: its labels are English")
    short = Button("Start game", rect=(0, 0, 240, 52))
    lines, px = short.fitted()
    assert lines == ("Start game",) and px == int(52 * 0.42)
    long = Button("No: a dig needs a book or rumor of the site", rect=(0, 0, 194, 46))
    lines, px = long.fitted()
    assert len(lines) == 2 and " ".join(lines) == long.label
    squeezed = max(10, int(19 * 180 / theme.width(long.label, "bold", 19)))
    assert px >= squeezed * 1.15 and px >= 12
    assert all(theme.width(t, "bold", px) <= 194 - 12 for t in lines)
    screen = pygame.Surface((194, 46))
    long.draw(screen)     # draws without error at its fitted size


def test_a_long_status_line_takes_two_lines_rather_than_shrinking_under_the_least_size(app, in_every_language):
    if in_every_language != "en":
        pytest.skip("the widget's own test: its words are English")
    from ui.widgets import status_line
    bar = pygame.Rect(0, 0, 700, 46)                 # a 1024x768 window's bar beside its buttons
    least = theme.least_px(768)
    short = Recorder((1024, 768), app.texts)
    status_line(short, bar, "Anna: your move.", theme.player_colour(0), "circle", least)
    assert [s for s, _px in short.sizes] == ["Anna: your move."]
    long = Recorder((1024, 768), app.texts)
    message = ("Anna: bury junk: choose a disk or a bar from your supply, then an empty space of the ring "
               "(10 disks and 10 bars still to bury)")
    status_line(long, bar, message, theme.player_colour(0), "circle", least)
    assert len(long.sizes) == 2 and " ".join(s for s, _px in long.sizes) == message
    assert all(px >= least for _s, px in long.sizes)
    assert all(bar.contains(r) for _s, r in long.placed)
    assert long.placed[0][1].bottom <= long.placed[1][1].top          # one under the other
    alone = Recorder((1024, 768), app.texts)                           # without a least size: one line
    status_line(alone, bar, message, theme.player_colour(0), "circle")
    assert len(alone.sizes) == 1 and alone.sizes[0][1] < least


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_join_screen(app, size):
    from scenes.shell.network import JoinScene
    scene = stacked(app, JoinScene(app))
    scene.values.update(address="192.168.100.200:8765", code="ABCDEFGHJK", name="Benedikt")
    from game.i18n import _
    scene.problem = _("No Dig Site host answered at that address. Check the address and that the host's port is open.")
    screen = render(app, size)
    check(screen, scene.buttons)
    assert all(screen.get_rect().contains(r) for r in scene.rects.values())
    # the fields' labels read alike: one too long for its column takes two lines (German "Adresse des
    # Gastgebers") rather than shrinking to half the others' size
    labels = [_("Host's address"), _("Table code"), _("Your name")]
    drawn = [(s, px) for s, px in screen.sizes if s.strip() and any(s in label for label in labels)]
    assert len(drawn) >= 3 and min(px for _s, px in drawn) >= 0.75 * max(px for _s, px in drawn), drawn


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
@pytest.mark.parametrize("opened", [False, True], ids=["before", "open"])
def test_host_screen(app, size, opened):
    """The hosting screen of a four-seat table: before it opens, and open (its code, the addresses and
    each seat's state), drawn without a host (the code and addresses as they would be)."""
    from scenes.shell.network import HostScene
    seats = [{"name": n, "colour": i, "kind": "human" if i < 3 else "bot", "level": "normal" if i == 3 else None}
             for i, n in enumerate(("Anna", "Benedikt", "Chloe", "Dawit"))]
    scene = stacked(app, HostScene(app, registry.get("thebes"), seats, {}))
    if opened:
        scene.code, scene.port, scene.addresses = "ABCDEFGHJK", 8765, ["192.168.100.200", "10.0.0.12"]
    screen = render(app, size)
    check(screen, scene.buttons())


@pytest.mark.parametrize("size", SIZES + [(955, 1050)], ids=[f"{w}x{h}" for w, h in SIZES + [(955, 1050)]])
def test_each_game_cards_pitch_stands_above_its_player_count(app, size, monkeypatch):
    """On the menu's game cards the pitch wraps above the player count, a size smaller where it is
    long (French ran onto the count's line at 955x1050)."""
    from scenes.shell import menu
    fitted = []
    real = menu.card_pitch

    def spy(text, px, width, room):
        pic = real(text, px, width, room)
        fitted.append((text, pic.get_height(), room))
        return pic
    monkeypatch.setattr(menu, "card_pitch", spy)
    stacked(app)
    render(app, size)
    assert len(fitted) == len(app.scenes.top.games)
    assert all(height <= room for _t, height, room in fitted), fitted
