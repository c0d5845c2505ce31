"""Any window shape: every game's table at 1024x768, 1000x1000, 1280x720, 2560x1080 and 3840x2160
draws no text outside the window, no button label outside its button, no text out of its panel and
no two texts on top of each other (tests/layout_probe.py says exactly what counts), and Thebes keeps
its names and counts readable (the shell's screens: tests/shell/test_window_shapes.py)."""
from __future__ import annotations

import functools
import pickle

import pytest

from game import registry
from scenes.table.game_scene import open_game_scene, seat_defaults
from scenes.shell.menu import MenuScene
from tests.layout_probe import SIZES, problems, recording, too_small


pytestmark = pytest.mark.usefixtures("in_every_language")   # tests/conftest.py


GAMES = ["faras", "thebes", "artifakes", "scarabya"]


def _ids(size):
    return f"{size[0]}x{size[1]}"


@functools.lru_cache(maxsize=None)
def _played_once(gid, n, steps, seed):
    from game.match import play_out
    info = registry.get(gid)
    return pickle.dumps(play_out(gid, n, seed, ["normal"] * n, info.default_options(), max_moves=steps,
                                 bot_seed=seed).state)


def _played(info, n, steps, seed=11):
    """The state after `steps` moves of a bots' game: played once per test process (every language
    and window shape lays out the same moments), a fresh copy each time."""
    return pickle.loads(_played_once(info.id, n, steps, seed))


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


def drawn_moments(app, gid, size):
    """(moment, the frame the layout probe recorded) for each of `_game_moments`, at `size`."""
    app.set_window_size(*size)
    with recording(app) as draw:
        for moment in _game_moments(app, gid):
            yield moment, draw()


@pytest.mark.parametrize("size", SIZES, ids=_ids)
@pytest.mark.parametrize("gid", GAMES)
def test_game_tables_lay_out_at_every_shape(app, gid, size):
    found = []
    for moment, frame in drawn_moments(app, gid, size):
        found += [f"{moment}: {p}" for p in problems(frame, size)]
        # and no label under a 60th of the height (in Thebes the map's and the panels' labels:
        # the small print of its cards shrinks to fit the card)
        essential = {"thebes": _essential_on_the_table, "scarabya": _essential_on_the_site}.get(
            gid, lambda scene: (lambda t: True))(app.scenes.top)
        found += [f"{moment}: {p}" for p in too_small(frame, size, essential)]
    assert not found, f"{gid} at {size[0]}x{size[1]}:\n" + "\n".join(found[:25])


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
