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
            # and no label under a 60th of the height (in Thebes the map's and the panels' labels:
            # the small print of its cards shrinks to fit the card)
            essential = {"thebes": _essential_on_the_table, "scarabya": _essential_on_the_site}.get(
                gid, lambda scene: (lambda t: True))(app.scenes.top)
            found += [f"{moment}: {p}" for p in too_small(frame, size, essential)]
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


# ---- Thebes: the map's names and the Confirm panel -------------------------------------------------
def _thebes_names():
    from game.thebes import data as D
    return set(D.LOCATION_NAME.values())


def _essential_on_the_table(scene):
    """The places' names and the year plaque on the map, and the plain counts in the players' panels."""
    names = _thebes_names()

    def essential(t):
        on_map = scene.map_rect.contains(t.rect)
        if on_map and (t.label in names or " wk " in t.label or t.label.startswith("Year ")):
            return True       # a place's name, the year plaque
        return t.label.isdigit() and any(r.contains(t.rect) for r in scene.panel_rects)
    return essential


def _essential_on_the_site(scene):
    """Everything but the value badges on the scarab tokens of the big site: a badge is part of the
    token's picture (small at small sizes), and each player's card lists the tokens in full."""
    grid = scene.site_geo.grid

    def essential(t):
        return not (t.label.isdigit() and grid.contains(t.rect))
    return essential


@pytest.mark.parametrize("size", SIZES + [(960, 540)], ids=_ids)
def test_thebes_names_and_counts_are_never_under_the_least_text_size(app, size):
    app.set_window_size(*size)
    found = []
    with recording(app) as draw:
        for moment in _game_moments(app, "thebes"):
            frame = draw()
            found += [f"{moment}: {p}" for p in too_small(frame, size, _essential_on_the_table(app.scenes.top))]
    assert not found, f"at {size[0]}x{size[1]}:\n" + "\n".join(found[:25])


def _journeys(scene):
    """Every journey the seat to act could plan now: each card on display, and Warsaw's change."""
    yield from ({"kind": "take_card", "card": a["card"]} for a in scene.legal() if a.kind == "take_card")
    if any(a.kind == "change_cards" for a in scene.legal()):
        yield {"kind": "change_cards"}


@pytest.mark.parametrize("size", SIZES + [(960, 540)], ids=_ids)
def test_the_thebes_confirm_panel_never_covers_the_journey_it_asks_about(app, size):
    app.set_window_size(*size)
    checked = 0
    found = []
    with recording(app) as draw:
        for moment in _game_moments(app, "thebes"):
            checked += _check_journeys(app, moment, draw, found)
    assert checked >= 3
    assert not found, f"at {size[0]}x{size[1]}:\n" + "\n".join(found[:25])


def _check_journeys(app, moment, draw, found) -> int:
    """Plan each journey; the Confirm panel must leave it in sight, and the journey's labels (the
    route badge, the arrival week) may cover no name (the layout probe's overlap check)."""
    import math
    scene = app.scenes.top
    scene.viewer = scene.cleared_seat = scene.match.current_player
    scene.handoff_seat = None
    if not scene.human_to_act:
        return 0
    checked = 0
    for plan in list(_journeys(scene)):
        scene.pending = None
        scene.select(plan["kind"], **{k: v for k, v in plan.items() if k != "kind"})
        if scene.pending is None:
            continue
        frame = draw()
        found += [f"{moment} {plan}: {p}" for p in problems(frame, app.size)]
        pv = scene._still_pv
        assert pv is not None
        marks, legs = scene.route_marks(pv)
        r = scene.confirm_rect
        for m in marks:
            assert not r.colliderect(m), f"{moment} {plan}: the panel {tuple(r)} hides a stop {tuple(m)}"
        for a, b in legs:
            seg = r.clipline(a, b)
            assert not seg or math.dist(*seg) < 2, f"{moment} {plan}: the panel hides the leg {a}-{b}"
        for btn in (scene.btn_confirm, scene.btn_cancel):
            assert r.contains(btn.rect)
        checked += 1
    scene.pending = None
    return checked


def test_thebes_counts_grow_with_panels_wider_than_the_window_height_suggests(app):
    """At 2560x1080 the players' panels are far wider than at 1920x1080 (same height): their counts
    use the room instead of keeping the 16:9 size."""
    def count_px(size):
        app.set_window_size(*size)
        with recording(app) as draw:
            for _moment in _game_moments(app, "thebes"):
                scene = app.scenes.top
                frame = draw()
                sizes = [t.px for t in frame.texts()
                         if t.label.isdigit() and any(r.contains(t.rect) for r in scene.panel_rects)]
                assert sizes
                return max(sizes)
    assert count_px((2560, 1080)) >= 1.25 * count_px((1920, 1080))
