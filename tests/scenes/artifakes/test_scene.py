"""Artifakes scene: renders at both sizes, plays whole games through real mouse events, refuses bad input
(what just happened, Esc, tips and the layout: test_table.py)."""
import random

import pytest

from game import registry
from game.core import Action
from scenes.artifakes.scene import ArtifakesScene
from scenes.artifakes.anim import ring_keyframes
from scenes.shell.curtain import CurtainScene
from scenes.shell.menu import MenuScene
from scenes.shell.results import ResultsScene
from tests.ui_events import Pointer, click, motion
from tests.conformance import random_moves as played
from tests.scenes.artifakes.helpers import dismiss_summary, new_state, open_scene, settle, to_phase

SIZES = [(1280, 720), (3840, 2160)]
INFO = registry.get("artifakes")


def test_ring_keyframes_walk_space_by_space():
    assert ring_keyframes(0, [1, 2, 3]) == [0.5, 1.0, 2.0, 3.0]
    assert ring_keyframes(0, [30, 29]) == [30.5, 30.0, 29.0]
    assert ring_keyframes(29, [30, 1, 2]) == [29.0, 30.0, 31.0, 32.0]
    assert ring_keyframes(2, [1, 30]) == [2.0, 1.0, 0.0]


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_renders_start_mid_and_over(app, size):
    app.set_window_size(*size)
    for steps, opts in ((0, {}), (45, {"ring_colours": "cycling"}), (60, {"path_length": 60}), (5000, {})):
        state = played(new_state(**opts), steps)
        scene = open_scene(app, state, ["human", "bot"])
        scene.viewer = 0
        settle(app, scene)
        app.step(1 / 60, motion(scene.geo.space_centre(7)))
        if state.view(0)["hand"]:
            app.step(1 / 60, motion(scene.pg.hand_rects(len(state.view(0)["hand"]))[0].center))
        app.draw()
        assert app.screen.get_size() == size
    assert app.problems == []


def human_move(app, scene, rng, hand=None):
    """Play one legal action chosen at random, by clicking the scene's own rects (or tapping them)."""
    hand = hand or Pointer("mouse", app)
    click, motion = hand.click, hand.motion
    st = scene.match.state
    v = st.view(scene.viewer)
    a = rng.choice(st.legal_actions())
    n = len(st.log)
    if a.kind == "bury":
        app.step(1 / 60, click(scene.pg.bot_trays[a["piece"]].center))
        assert scene.sel_piece == a["piece"]
        app.step(1 / 60, click(scene.geo.space_centre(a["space"])))
    else:
        ids = [c["id"] for c in v["hand"]]
        rect = scene.pg.hand_rects(len(ids))[ids.index(a["card"])]
        app.step(1 / 60, motion(rect.center))
        app.step(1 / 60, click(rect.center))
        assert scene.sel_card == a["card"]
        if a.kind == "dead":
            assert scene.visible_buttons() == [scene.dead_button]
            app.step(1 / 60, click(scene.dead_button.rect.center))
        elif rng.random() < 0.5:
            b = scene.opt_buttons[(a["mode"], a["direction"])]
            assert b.enabled
            app.step(1 / 60, click(b.rect.center))
        else:
            landing = st.preview(a)["landing"]
            app.step(1 / 60, click(scene.geo.space_centre(landing)))
    assert len(st.log) == n + 1, (a, app.toasts.items)


@pytest.mark.parametrize("by", ["mouse", "touch"])
@pytest.mark.parametrize("kinds,opts", [(["human", "human"], {}), (["human", "bot"], {"ring_colours": "cycling"}),
                                        (["bot", "human"], {"score_interrupted": True})])
def test_whole_game_through_real_mouse_events(app, kinds, opts, by):
    """A whole game through the table by real mouse events, or by a finger's taps (ui/touch.py)."""
    hand = Pointer(by, app)
    click = hand.click
    rng = random.Random(3)
    state = new_state(seed=8, **opts)
    scene = open_scene(app, state, kinds)
    moves = summaries = 0
    for _ in range(3000):
        top = app.scenes.top
        if isinstance(top, ResultsScene):
            break
        if isinstance(top, CurtainScene):
            app.step(1 / 60, click((10, app.size[1] // 2)))
            continue
        settle(app, scene, 1)
        if scene.summary_showing():      # a round was scored: read it, then click on
            summaries += 1
            dismiss_summary(app, scene)
            continue
        if state.is_over:
            scene.finished_at = -10.0
            app.step(1 / 60, [])
            continue
        if scene.is_human(state.current_player) and scene.my_turn():
            human_move(app, scene, rng, hand)
            moves += 1
    assert isinstance(app.scenes.top, ResultsScene)
    assert state.is_over and moves > 10 and summaries >= 1
    assert app.problems == []


def test_bad_input_shows_a_reason_and_changes_nothing(app):
    app.settings.hints = False     # a click on a newcomer's tip only closes the tip
    state = to_phase(new_state(seed=4), "bury")
    # fill a space to 5 points so it is full
    scene = open_scene(app, state, ["human", "bot"])
    settle(app, scene)
    full = next((sp["space"] for sp in state.view(0)["spaces"] if sp["points"] == 5), None)
    n = len(state.log)

    def expect_toast(events, text=None):
        app.toasts.items.clear()
        app.step(1 / 60, events)
        assert app.toasts.items, "no reason shown"
        if text:
            assert text in app.toasts.items[-1][0]
        assert len(state.log) == n

    # the rival's pile and hand
    expect_toast(click(scene.pg.top_trays["disk"].center), "Ben")
    expect_toast(click(scene.pg.top_hand.center))
    # a full space (make one if the game has none yet): any space over capacity for a bar
    if full is None:
        nearly = [sp["space"] for sp in state.view(0)["spaces"] if sp["points"] >= 4]
        target = nearly[0] if nearly else None
    else:
        target = full
    if target is not None and state.view(0)["players"][0]["to_bury"]["bar"]:
        app.step(1 / 60, click(scene.pg.bot_trays["bar"].center))
        expect_toast(click(scene.geo.space_centre(target)), "past 5")

    # digging: a number play without a piece there, a space the card cannot reach
    state = to_phase(new_state(seed=6), "dig")
    scene = open_scene(app, state, ["human", "bot"])
    settle(app, scene)
    n = len(state.log)
    v = state.view(0)
    ids = [c["id"] for c in v["hand"]]
    rects = scene.pg.hand_rects(len(ids))
    expect_toast(click(scene.geo.space_centre(3)), "card")        # no card chosen yet
    no_number = next((c for c in ids if not state.card_steps(0, c, "number") and not state.is_dead(0, c)), None)
    if no_number:
        app.step(1 / 60, click(rects[ids.index(no_number)].center))
        b = scene.opt_buttons[("number", "cw")]
        assert b in scene.visible_buttons() and not b.enabled
        expect_toast(click(b.rect.center), "no piece on space")
    live = next((c for c in ids if not state.is_dead(0, c)), None)
    if live:
        if scene.sel_card != live:
            app.step(1 / 60, click(rects[ids.index(live)].center))
        lands = {p["landing"] for p in scene.previews(live)}
        away = next(k for k in range(1, 31) if k not in lands)
        expect_toast(click(scene.geo.space_centre(away)), "cannot send")
    # a live card cannot be laid down as dead: the rules' reason, nothing applied
    if live:
        app.toasts.items.clear()
        assert not scene._act(Action.make("dead", card=live))
        assert app.toasts.items and len(state.log) == n
    # a click during an animation finishes it and is not a move
    if live:
        p = scene.previews(live)[0]
        app.step(1 / 60, click(scene.geo.space_centre(p["landing"])))
        assert len(state.log) == n + 1 and scene.animator.busy
        m = len(state.log)
        app.step(1 / 60, click(scene.geo.space_centre(p["landing"])))
        assert not scene.animator.busy and len(state.log) == m
    assert app.problems == []


def test_waiting_for_the_computer_says_so(app):
    state = to_phase(new_state(seed=4), "bury", seat=1)
    app.settings.bot_delay = 5.0
    scene = open_scene(app, state, ["human", "bot"])
    app.step(1 / 60, [])
    n = len(state.log)
    app.toasts.items.clear()
    app.step(1 / 60, click(scene.geo.space_centre(4)))
    assert app.toasts.items and "wait" in app.toasts.items[-1][0].lower()
    assert len(state.log) == n


def test_random_clicks_never_crash(app):
    rng = random.Random(11)
    state = played(new_state(seed=9), 38)
    scene = open_scene(app, state, ["human", "bot"])
    for i in range(400):
        w, h = app.size
        if isinstance(app.scenes.top, (ResultsScene, MenuScene)) or app.scenes.top is None:
            break
        if rng.random() < 0.6:
            events = click((rng.randrange(w), rng.randrange(h)), rng.choice([1, 1, 3]))
        else:
            events = motion((rng.randrange(w), rng.randrange(h)))
        if rng.random() < 0.3 and isinstance(app.scenes.top, ArtifakesScene):
            # aim at the things that matter: spaces, cards, trays, buttons
            g = scene.geo
            targets = [g.space_centre(rng.randrange(1, 31)), scene.pg.hand_box.center,
                       scene.pg.bot_trays[rng.choice(["disk", "bar"])].center,
                       *[b.rect.center for b in scene.visible_buttons()]]
            events = click(rng.choice(targets))
        app.step(rng.choice([1 / 60, 0.2]), events)
        if app.scenes.top is not scene and not isinstance(app.scenes.top, (ResultsScene,)):
            # a pause menu or log: close it and go back to the table
            app.scenes.reset(MenuScene(app))
            app.scenes.push(scene)
    assert app.problems == []


def test_undo_of_a_burial_resyncs_the_scene(app):
    state = to_phase(new_state(seed=4), "bury")
    scene = open_scene(app, state, ["human", "bot"])
    settle(app, scene)
    app.step(1 / 60, click(scene.pg.bot_trays["disk"].center))
    free = next(sp["space"] for sp in state.view(0)["spaces"] if sp["points"] <= 4)
    n = len(state.log)
    app.step(1 / 60, click(scene.geo.space_centre(free)))
    if len(state.log) == n + 1 and state.current_player == 0 and scene.undo_reason() is None:
        assert scene.undo()
        settle(app, scene)
        app.draw()
        assert len(scene.match.state.log) == n
