"""Scarabya scene: renders at both sizes, plays whole games through real mouse events, refuses bad input."""
import random

import pygame
import pytest

from game import registry
from game.core import Action
from game.scarabya.shapes import orient_moves, orientations
from scenes.shell.app import App
from scenes.table.game_scene import open_game_scene, seat_defaults
from scenes.shell.menu import MenuScene
from scenes.shell.results import ResultsScene
from scenes.scarabya.scene import FINGER_LIFT, ScarabyaScene, marked_square
from tests.ui_events import Pointer, click, finger, motion, open_table, settle
from tests.conformance import random_moves as played

SIZES = [(1280, 720), (3840, 2160)]
INFO = registry.get("scarabya")


def new_state(n=2, seed=5, **opts):
    return INFO.new_game(n, seed, {**INFO.default_options(), **opts})


def open_scene(app, state, kinds):
    return open_table(app, state, kinds, scene_class=ScarabyaScene)


def pointer_for(scene, action):
    """The pixel that snaps the tile to the action's anchor (the pointer over its marked square)."""
    g = scene.site_geo
    mr, mc = marked_square(action["tile"], action["orient"])
    return (int(g.grid.x + (action["col"] + mc + 0.5) * g.cell), int(g.grid.y + (action["row"] + mr + 0.5) * g.cell))


def orient_path(tile, target):
    """Button presses (cw / flip) that turn orientation 0 into `target`."""
    moves = orient_moves(tile)
    seen, frontier = {0: []}, [0]
    while frontier:
        k = frontier.pop(0)
        for how in ("cw", "flip"):
            nk = moves[how][k]
            if nk is not None and nk not in seen:
                seen[nk] = seen[k] + [how]
                frontier.append(nk)
    return seen[target]


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_renders_start_mid_and_over_in_every_mode(app, size):
    app.set_window_size(*size)
    for n, opts in ((2, {}), (4, {}), (1, {"mode": "solo"}), (2, {"mode": "duel"})):
        for steps in (0, 9, 500):
            state = played(new_state(n, **opts), steps)
            scene = open_scene(app, state, ["human"] + ["bot"] * (n - 1))
            scene.viewer = 0
            app.step(1 / 60, motion(scene.site_geo.grid.center))
            app.draw()
            assert app.screen.get_size() == size
    assert app.problems == []


def _human_turn(app, scene, rng, hand=None):
    hand = hand or Pointer("mouse", app)
    click = hand.click
    st = scene.match.state
    legal = st.legal_actions()
    if legal[0].kind == "discard":
        assert scene.buttons["discard"] in scene.visible_buttons()
        app.step(1 / 60, click(scene.buttons["discard"].rect.center))
        return
    action = rng.choice(legal)
    for how in orient_path(action["tile"], action["orient"]):
        app.step(1 / 60, click(scene.buttons[how].rect.center))
    assert scene.orient == action["orient"]
    pos = pointer_for(scene, action)
    n = len(st.log)
    if hand.touch and rng.random() < 0.5:
        app.step(1 / 60, click(pos))           # a tap on the square: the tile lands there
    elif hand.touch:
        # a slide: the tile rides a cell and a half above the finger, which ends under the square
        below = (pos[0], pos[1] + int(scene.site_geo.cell * FINGER_LIFT))
        start = scene.site_geo.grid.center
        events = finger(pygame.FINGERDOWN, start, app.size)
        for i in range(1, 9):
            events += finger(pygame.FINGERMOTION, (start[0] + (below[0] - start[0]) * i / 8,
                                                   start[1] + (below[1] - start[1]) * i / 8), app.size)
        app.step(1 / 60, events)
        assert scene.anchor == (action["row"], action["col"])   # shown where it will land, above the finger
        app.step(1 / 60, finger(pygame.FINGERUP, below, app.size))
    else:
        app.step(1 / 60, motion(pos))
        assert scene.anchor == (action["row"], action["col"])
        assert scene.preview()[0] is None
        app.step(1 / 60, click(pos))
    assert scene.anchor == (action["row"], action["col"])
    assert scene.locked and len(st.log) == n            # provisional: nothing applied yet
    app.step(1 / 60, click(scene.buttons["back"].rect.center))
    assert not scene.locked and len(st.log) == n        # taken back
    app.step(1 / 60, click(pos))
    app.step(1 / 60, click(scene.buttons["confirm"].rect.center))
    assert len(st.log) == n + 1 and st.log[-1].action == action


@pytest.mark.parametrize("by", ["mouse", "touch"])
@pytest.mark.parametrize("mode,kinds", [("standard", ["human", "bot"]), ("duel", ["human", "human"]),
                                        ("solo", ["human"])])
def test_a_whole_game_through_real_mouse_events(app, mode, kinds, by):
    """A whole game through the table by real mouse events, or by a finger's taps and slides."""
    hand = Pointer(by, app)
    state = new_state(len(kinds), seed=8, mode=mode)
    scene = open_scene(app, state, kinds)
    scene.bots = {i: INFO.make_bot("easy", i, 3) for i in scene.bots}
    rng = random.Random(2)
    humans_moved = 0
    for _ in range(400):
        if isinstance(app.scenes.top, ResultsScene):
            break
        settle(app, scene)
        scene.finished_at = -10.0 if state.is_over else None
        if scene.final is not None:   # every final site is shown until the players ask for the scores
            app.step(1 / 60, hand.click(scene.final.button.rect.center))
        if scene.human_to_act and app.scenes.top is scene:
            _human_turn(app, scene, rng, hand)
            humans_moved += 1
    assert isinstance(app.scenes.top, ResultsScene)
    assert state.is_over and humans_moved >= 3
    assert app.problems == []


def test_illegal_drops_show_the_reason_and_change_nothing(app):
    state = new_state(2, seed=3)
    scene = open_scene(app, state, ["human", "human"])
    settle(app, scene)
    g = scene.site_geo
    # first tile away from the centre
    corner = g.cell_rect(2, 2).center
    app.step(1 / 60, motion(corner))
    assert scene.preview()[0] is not None
    app.step(1 / 60, click(corner))
    assert app.toasts.items and "centre" in app.toasts.items[-1][0]
    assert not scene.locked and len(state.log) == 0
    # hanging off the frame
    app.toasts.items.clear()
    edge = g.cell_rect(0, 0).topleft
    app.step(1 / 60, click((edge[0] + 2, edge[1] + 2)))
    assert app.toasts.items and app.toasts.items[-1][0] == "Off the site."
    assert len(state.log) == 0
    # Confirm before anything is down
    app.toasts.items.clear()
    app.step(1 / 60, click(scene.buttons["confirm"].rect.center))
    assert app.toasts.items and len(state.log) == 0
    # a legal first tile, then the next player drops one not touching theirs / on a rock
    legal = state.legal_actions()[0]
    state.apply(legal)
    state.apply(state.legal_actions()[0])
    settle(app, scene)
    seat = state.current_player
    tile = state.round_tiles[seat]
    bad = None
    for k in range(len(orientations(tile, True))):
        for r in range(10):
            for c in range(10):
                reason = state.placement_reason(seat, tile, k, r, c)
                if reason in ("Covers a rock.", "Must touch one of your tiles along an edge."):
                    bad = Action.make("place", tile=tile, orient=k, row=r, col=c)
                    break
            if bad:
                break
        if bad:
            break
    assert bad is not None
    scene.orient = bad["orient"]
    n = len(state.log)
    app.toasts.items.clear()
    pos = pointer_for(scene, bad)
    app.step(1 / 60, motion(pos))
    app.step(1 / 60, click(pos))
    assert app.toasts.items and app.toasts.items[-1][0] == state.placement_reason(seat, tile, bad["orient"],
                                                                                 bad["row"], bad["col"])
    assert len(state.log) == n and not scene.locked


def test_flip_refused_when_the_option_is_off_and_rotation_by_mouse(app):
    state = new_state(2, seed=4, flips="not allowed")
    scene = open_scene(app, state, ["human", "human"])
    settle(app, scene)
    app.step(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_f, mod=0, unicode="f", scancode=0)])
    assert app.toasts.items and "Flipping" in app.toasts.items[-1][0]
    tile = state.round_tiles[state.current_player]
    before = scene.orient
    app.step(1 / 60, motion(scene.site_geo.grid.center))
    app.step(1 / 60, click(scene.site_geo.grid.center, button=3))
    assert scene.orient == orient_moves(tile)["cw"][before] or len(orientations(tile, False)) == 1
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False, precise_x=0.0, precise_y=1.0)])
    assert scene.orient == before
    assert scene.orient < len(orientations(tile, False))


def test_orientation_moves_are_consistent():
    for tile in "FILNPTUVWXYZ":
        moves = orient_moves(tile)
        for k in range(len(orientations(tile, True))):
            j = k
            for _ in range(4):
                j = moves["cw"][j]
            assert j == k
            assert moves["ccw"][moves["cw"][k]] == k
            assert moves["flip"][moves["flip"][k]] == k


def test_clicks_during_animations_and_random_input_never_crash(app):
    state = new_state(3, seed=6)
    # one person (with two people the placement is hidden once the turn passes, so not animated)
    scene = open_scene(app, state, ["human", "bot", "bot"])
    settle(app, scene)
    # a placement whose animation is running: clicks only finish the animation
    act = state.legal_actions()[0]
    scene.orient = act["orient"]
    pos = pointer_for(scene, act)
    app.step(1 / 60, motion(pos) + click(pos))
    app.step(1 / 60, click(scene.buttons["confirm"].rect.center))
    assert scene.animator.busy
    n = len(state.log)
    app.step(1 / 60, click(scene.site_geo.grid.center))
    assert len(state.log) == n
    rng = random.Random(9)
    w, h = app.size
    for i in range(400):
        r = rng.random()
        if r < 0.5:
            events = click((rng.randrange(w), rng.randrange(h)), rng.choice([1, 1, 1, 3]))
        elif r < 0.8:
            events = motion((rng.randrange(w), rng.randrange(h)))
        elif r < 0.9:
            events = [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice([-1, 1]), flipped=False,
                                         precise_x=0.0, precise_y=1.0)]
        else:
            k = rng.choice([pygame.K_f, pygame.K_q, pygame.K_e, pygame.K_r, pygame.K_RETURN, pygame.K_BACKSPACE])
            events = [pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)]
        if app.scenes.top is not scene and not isinstance(app.scenes.top, ScarabyaScene):
            break   # the pause menu or the results took over: fine
        app.step(1 / 60, events)
    app.draw()
    assert app.problems == []


def test_the_tile_hangs_from_a_square_of_its_own_and_moves_only_across_cells(app):
    state = new_state(2, seed=5)
    scene = open_scene(app, state, ["human", "human"])
    settle(app, scene)
    g = scene.site_geo
    tile = scene.my_tile()
    for k in range(len(orientations(tile, True))):
        scene.orient = k
        centre = g.cell_rect(5, 5)
        anchors = set()
        for fx, fy in ((0.1, 0.1), (0.45, 0.55), (0.55, 0.45), (0.9, 0.9)):   # small moves inside one cell
            app.step(1 / 60, motion((centre.x + int(fx * g.cell), centre.y + int(fy * g.cell))))
            anchors.add(scene.anchor)
        assert len(anchors) == 1, f"{tile} orientation {k} jumped inside one cell"
        assert [5, 5] in scene.cells_of(), "the pointer is not over the tile"
        app.step(1 / 60, motion(g.cell_rect(6, 5).center))   # one cell down: the tile follows by one cell
        assert scene.anchor == (anchors.pop()[0] + 1, scene.anchor[1])


def test_a_put_down_tile_is_picked_up_by_the_square_pressed(app):
    state = new_state(2, seed=5)
    scene = open_scene(app, state, ["human", "human"])
    settle(app, scene)
    g = scene.site_geo
    act = state.legal_actions()[len(state.legal_actions()) // 2]
    scene.orient = act["orient"]
    pos = pointer_for(scene, act)
    app.step(1 / 60, motion(pos) + click(pos))
    assert scene.locked and scene.anchor == (act["row"], act["col"])
    mark = marked_square(act["tile"], act["orient"])
    other = next((r, c) for r, c in scene.cells_of() if (r - act["row"], c - act["col"]) != mark)
    app.step(1 / 60, click(g.cell_rect(*other).center))     # press another of its squares: picked up by it
    assert not scene.locked and scene.anchor == (act["row"], act["col"])
    app.step(1 / 60, motion(g.cell_rect(other[0], other[1] - 1).center))
    assert scene.anchor == (act["row"], act["col"] - 1) and [other[0], other[1] - 1] in scene.cells_of()


def _hint_lines(app, scene, monkeypatch):
    """The hint lines the side column draws this frame, with their colours."""
    from scenes.scarabya import panels as hud
    drawn = []
    real = hud.theme.text

    def spy(text, kind, px, colour, *a, **k):
        drawn.append((text, tuple(colour)))
        return real(text, kind, px, colour, *a, **k)
    monkeypatch.setattr(hud.theme, "text", spy)
    surf = pygame.Surface(app.size)
    hud.draw_hint(scene, surf, scene.match.state.view(scene.viewer))
    monkeypatch.setattr(hud.theme, "text", real)
    return drawn


def _find_closing(mode, n, want):
    """A seeded position and a legal placement whose preview satisfies `want(areas)`."""
    for seed in range(40):
        st = played(new_state(n, seed=seed, mode=mode), 0)
        rng = random.Random(seed)
        while not st.is_over:
            for a in st.legal_actions():
                areas = st.preview(a) if a.kind == "place" else []
                if areas and want(areas):
                    return st, a
            st.apply(rng.choice(st.legal_actions()))
    raise AssertionError("no such position")


@pytest.mark.parametrize("sealed", [False, True])
def test_a_harmless_empty_closure_in_solo_is_not_an_alarm(app, monkeypatch, sealed):
    from ui import theme
    st, act = _find_closing("solo", 1, lambda areas: any(a["scarabs"] for a in areas) == sealed)
    scene = open_scene(app, st, ["human"])
    settle(app, scene)
    scene.orient, scene.anchor = act["orient"], (act["row"], act["col"])
    lines = _hint_lines(app, scene, monkeypatch)
    first = lines[0]
    assert "Closes" in first[0] and "(s)" not in first[0]
    assert (first[1] == tuple(theme.BAD)) == sealed, first


def test_no_plural_slips_in_the_hints():
    from scenes.scarabya.panels import preview_line
    one = [{"scarabs": [], "points": 1, "size": 1, "cells": [[0, 0]]}]
    assert preview_line("standard", one)[0] == "Closes 1 area: +1 point"
    assert preview_line("solo", one)[0].startswith("Closes 1 empty area:")
    two = [{"scarabs": [[0, 0]], "points": 0, "size": 1, "cells": [[0, 0]]}] * 2
    assert preview_line("solo", two)[0].startswith("Closes 2 areas and seals 2 scarabs in")


def _esc():
    return [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="\x1b", scancode=41)]


def _put_down(app, scene):
    act = scene.match.state.legal_actions()[0]
    scene.orient = act["orient"]
    pos = pointer_for(scene, act)
    app.step(1 / 60, motion(pos) + click(pos))
    assert scene.locked
    return act


def test_close_topmost_lifts_a_provisional_tile_then_reports_nothing_open(app):
    scene = open_scene(app, new_state(2, seed=5), ["human", "human"])
    settle(app, scene)
    assert scene.close_topmost() is False          # nothing of ours open
    _put_down(app, scene)
    assert scene.close_topmost() is True and not scene.locked and scene.match.state.log == []
    assert scene.close_topmost() is False


def test_esc_lifts_the_provisional_tile_before_it_opens_pause(app):
    from scenes.shell.pause import PauseScene
    scene = open_scene(app, new_state(2, seed=5), ["human", "human"])
    settle(app, scene)
    _put_down(app, scene)
    app.step(1 / 60, _esc())
    assert not scene.locked and app.scenes.top is scene
    app.step(1 / 60, _esc())
    assert isinstance(app.scenes.top, PauseScene)


def test_interactive_rects_are_the_buttons_and_the_site_while_placing(app):
    scene = open_scene(app, new_state(2, seed=5), ["human", "bot"])
    settle(app, scene)
    rects = scene.interactive_rects()
    for k in ("ccw", "cw", "flip", "confirm", "back"):
        assert scene.buttons[k].rect in rects
    assert scene.site_geo.grid in rects
    assert all(isinstance(r, pygame.Rect) and r.w > 0 and r.h > 0 for r in rects)
    # the computer's turn: nothing of the table can be clicked
    scene.match.state.apply(scene.match.state.legal_actions()[0])
    scene.animator.skip_all()
    assert scene.match.state.current_player == 1 and scene.interactive_rects() == []


def _card_tiles(scene):
    view = scene.match.state.view(scene.viewer)
    return set((scene.moving.card or (view["round"], tuple(view["round_tiles"])))[1])


def test_recaps_end_by_themselves_and_the_header_follows_the_card(app):
    import re
    state = new_state(4, seed=11)
    scene = open_scene(app, state, ["human", "bot", "bot", "bot"])
    scene.bots = {i: INFO.make_bot("easy", i, 3) for i in scene.bots}
    rng = random.Random(1)
    longest = busy = 0.0
    frames = 0
    while not state.is_over and frames < 20000:
        frames += 1
        if scene.human_to_act and not scene.animator.busy and app.scenes.top is scene:
            scene.try_action(rng.choice(state.legal_actions()))
        app.step(1 / 60, [])           # no input at all: nothing skips the animations
        busy = busy + 1 / 60 if scene.animator.busy else 0.0
        longest = max(longest, busy)
        named = set(re.findall(r"\bthe ([FILNPTUVWXYZ])\b", scene.status()))
        assert named <= _card_tiles(scene), (scene.status(), _card_tiles(scene))
    assert state.is_over and longest <= 2.05, f"a recap lasted {longest:.1f} s"


def test_a_computers_move_gets_a_recap_on_its_site_and_card(app):
    from scenes.scarabya import panels as hud
    state = new_state(3, seed=5)
    scene = open_scene(app, state, ["human", "human", "bot"])
    from scenes.shell.curtain import CurtainScene
    for _ in range(2):
        settle(app, scene)
        while isinstance(app.scenes.top, CurtainScene):    # two people: the curtain between them
            app.step(1 / 60, click((5, 5)))
            settle(app, scene)
        scene.viewer = state.current_player
        scene.try_action(state.legal_actions()[0])
        scene.animator.skip_all()
    texts = []
    for _ in range(300):   # the computer answers (its move ends round 1, so everyone may see it)
        if isinstance(app.scenes.top, CurtainScene):
            app.step(1 / 60, click((5, 5)))
        app.step(1 / 60, [])
        texts += [fx["text"] for fx in scene.moving.fx if fx["kind"] == "recap"]
        if len(state.log) == 3 and not scene.animator.busy:
            break
    tile = state.placements[2][0]["tile"]
    assert any(t.startswith(f"{scene.name(2)} (computer) placed the {tile}") for t in texts), texts
    assert state.round == 2 and 2 in state.queue[1:]   # waiting to place again: the card says what it did
    tags, _ = hud._seat_tags(scene, state.view(scene.viewer), 2)
    assert any(f"placed the {tile}" in t for t in tags), tags


def test_a_computers_placement_stays_hidden_until_the_round_is_over(app):
    state = new_state(2, seed=5)
    scene = open_scene(app, state, ["human", "bot"])
    scene.try_action(state.legal_actions()[0])       # round 1: the human first, the computer second
    while len(state.log) < 3:                          # round 2: the computer places first
        if scene.human_to_act and not scene.animator.busy and len(state.log) == 2:
            break
        app.step(1 / 60, [])
        if len(state.log) == 2:
            scene.animator.skip_all()
    assert state.round == 2 and state.current_player == 0 and len(state.placements[1]) == 2
    settle(app, scene)
    hidden = {tuple(c) for c in state.placements[1][1]["cells"]}
    view = state.view(scene.viewer)
    assert scene.viewer == 0 and view["sites"][1]["tiles_placed"] == 1
    assert not any(fx.get("site") == 1 and fx["kind"] == "drop" for fx in scene.moving.fx)
    assert scene.recap_text(1) is None or "round" not in scene.recap_text(1)
    tags, _ = __import__("scenes.scarabya.panels", fromlist=["x"])._seat_tags(scene, view, 1)
    assert not any(f"the {state.placements[1][1]['tile']}" in t and "placed" in t for t in tags)
    # the human places: the round is over and the computer's tile is shown then, with a recap
    scene.try_action(state.legal_actions()[0])
    drops = []
    for _ in range(200):
        drops += [set(fx["cells"]) for fx in scene.moving.fx if fx["kind"] == "drop" and fx["site"] == 1]
        app.step(1 / 60, [])
        if not scene.animator.busy:
            break
    assert hidden in drops
    assert scene.recap_text(1) and state.placements[1][1]["tile"] in scene.recap_text(1)


@pytest.mark.parametrize("n,mode", [(4, "standard"), (2, "duel"), (1, "solo")])
def test_the_end_shows_every_final_site_before_the_results(app, monkeypatch, n, mode):
    from scenes.scarabya import final as scarabya_final
    state = played(new_state(n, seed=7, mode=mode), 5000)
    assert state.is_over
    scene = open_scene(app, state, ["human"] * n)
    scene.finished_at = -10.0
    for _ in range(5):              # well past the moment the results used to replace the table
        app.step(1 / 60, [])
    assert app.scenes.top is scene and scene.final is not None
    painted = []
    real = scarabya_final.FinalSites.draw_site
    monkeypatch.setattr(scarabya_final.FinalSites, "draw_site",
                        lambda self, surf, geo, view, s: (painted.append((s, geo.grid.copy())), real(self, surf, geo, view, s)))
    app.draw()
    sites = list(range(n)) if mode == "standard" else [0]
    assert [s for s, _ in painted] == sites
    grids = [g for _, g in painted]
    assert all(a.w >= app.size[1] // 5 for a in grids)                       # big enough to read
    assert not any(a.colliderect(b) for i, a in enumerate(grids) for b in grids[i + 1:])
    assert all(scene.table_rect.contains(a) for a in grids)
    assert not any(a.colliderect(scene.final.button.rect) for a in grids)
    assert scene.interactive_rects() == [scene.final.button.rect]
    app.step(1 / 60, click(scene.final.button.rect.center))
    assert isinstance(app.scenes.top, ResultsScene)


class _BlitSpy(pygame.Surface):
    """A screen that remembers where everything was pasted (text labels, tokens, shapes)."""

    def __init__(self, size):
        super().__init__(size)
        self.pasted = []

    def blit(self, source, dest, area=None, special_flags=0):
        r = super().blit(source, dest, area, special_flags)
        at = dest.topleft if isinstance(dest, pygame.Rect) else tuple(dest)
        self.pasted.append(pygame.Rect(at, source.get_size()) if area is None else pygame.Rect(at, r.size))
        return r


LAYOUT_SIZES = [(1024, 768), (1000, 1000), (1280, 720), (2560, 1080), (3840, 2160)]


@pytest.mark.parametrize("size", LAYOUT_SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_nothing_overlaps_and_every_text_stays_in_its_box(app, size):
    app.set_window_size(*size)
    for n, mode, steps in ((4, "standard", 14), (2, "standard", 30), (2, "duel", 5), (1, "solo", 4)):
        state = played(new_state(n, seed=5, mode=mode), steps)
        scene = open_scene(app, state, ["human"] * n)
        settle(app, scene)
        scene.viewer = state.current_player
        app.step(1 / 60, motion(scene.site_geo.grid.center))
        view = state.view(scene.viewer)
        spy = _BlitSpy(app.size)
        scene._draw_side(spy, view, scene.visible_buttons())
        col = scene.col.inflate(14, 14)   # panel shadows fall a few pixels outside
        screen = pygame.Rect((0, 0), app.size)
        for r in spy.pasted:
            assert col.contains(r), f"{mode} {n}p at {size}: something drawn at {r} spills out of the column {col}"
        boxes = [b.rect for b in scene.visible_buttons()] + scene.player_rects + [scene.top_rect]
        for i, a in enumerate(boxes):
            assert screen.contains(a) and not a.colliderect(scene.site_geo.outer)
            for b in boxes[i + 1:]:
                assert not a.colliderect(b), f"{mode} {n}p at {size}: {a} overlaps {b}"
        for rect in scene.player_rects:   # every card (and its score) is on screen and tall enough to read
            assert rect.h >= 2 * scene.min_px and screen.contains(rect)
    assert app.problems == []


def test_the_log_keeps_the_others_moves_of_the_round_private_until_it_is_over(app):
    state = new_state(3, seed=5)
    scene = open_scene(app, state, ["human", "human", "human"])
    tile = state.round_tiles[0]
    scene.match.apply(state.legal_actions()[0])
    scene._rebuild_log()    # the log rebuilt from the moves so far
    own = [l.text for l in scene.log_lines(0)]
    later = [l.text for l in scene.log_lines(1)]
    assert any(f"{scene.name(0)} placed the {tile} tile" in t for t in own)
    assert not any("placed the" in t for t in later)
    assert any(t.startswith(f"{scene.name(0)} is done with this round's tile") for t in later)
    for _ in range(2):
        scene.match.apply(state.legal_actions()[0])
    scene._rebuild_log()
    assert any(f"{scene.name(0)} placed the {tile} tile" in l.text for l in scene.log_lines(1))


def test_the_hints_count_in_the_languages_own_plural():
    """Every count in the side column's lines goes through the language's plural rule, whole sentence and all."""
    from game import i18n
    from scenes.scarabya.panels import preview_line

    class Polish:
        def gettext(self, message):
            return message

        def pgettext(self, context, message):
            return message

        def ngettext(self, singular, plural, n):   # 1, 2-4, 5+
            return singular if n == 1 else plural + (" [few]" if 2 <= n % 10 <= 4 and n % 100 not in (12, 13, 14)
                                                     else " [many]")
    try:
        i18n.install(Polish(), "pl")
        areas = [{"scarabs": [[1, 1]], "points": 2}] * 2
        assert preview_line("standard", areas)[0] == "Closes 2 areas: +4 points [few] [few]"
        assert preview_line("solo", areas * 3)[0] == \
            "Closes 6 areas and seals 6 scarabs [many] in: you would lose! [many]"
    finally:
        i18n.install(None, "en")
    assert preview_line("standard", [{"scarabs": [], "points": 1}])[0] == "Closes 1 area: +1 point"
