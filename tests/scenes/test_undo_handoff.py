"""Undo at a hot-seat table belongs to the one who made the move, and only until the screen passes
on: once the next person has the screen (through the curtain or without one), neither the Undo
button nor Ctrl+Z takes anything back, and nothing said describes the previous seat's move. Every
game is played through its real scene with several people, and every handoff is tried."""
from __future__ import annotations

import random

import pygame
import pytest

from game import registry
from scenes.shell.curtain import CurtainScene
from scenes.shell.menu import MenuScene
from scenes.table.game_scene import open_game_scene
from tests.humans import undoable_after
from tests.ui_events import FakeClock, click

NAMES = ("Anna", "Ben", "Chloe")
TABLES = [("faras", 3, {}), ("faras", 2, {"variant": "expert"}), ("thebes", 3, {}), ("artifakes", 2, {}),
          ("scarabya", 3, {}), ("scarabya", 2, {"mode": "duel"})]
MOVES = 160     # moves played at each table: every handoff among them is tried


def ctrl_z():
    return [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_LCTRL, unicode="z", scancode=0)]


def people_table(app, gid, players, options, seed=5):
    info = registry.get(gid)
    state = info.new_game(players, seed, info.resolve_options(options))
    seats = [{"name": NAMES[i], "colour": i, "kind": "human", "level": None} for i in range(players)]
    app.scenes.reset(MenuScene(app))
    scene = open_game_scene(app, state, seats)
    scene.fast_forward = False
    return scene


def settle(app, clock, scene, seat):
    """Let the table hand the screen to `seat` as it would for real: animations end, a curtain is
    passed, the hold after the change of seat runs out."""
    for _ in range(40):
        if isinstance(app.scenes.top, CurtainScene):
            clock.t += 1.0
            app.step(1 / 60, click((5, 5)))
            continue
        scene.animator.skip_all()
        clock.t += 1.0
        app.step(1 / 60, [])
        if app.scenes.top is scene and scene.viewer == seat and scene.input_armed():
            return
        scene.close_topmost()      # a round's summary waits for a click
    raise AssertionError(f"seat {seat} never got the screen: top {app.scenes.top}, viewer {scene.viewer}, "
                         f"armed {scene.armed_seat}, busy {scene.animator.busy}, handoff {scene.handoff_seat}, {scene.status()}")


def pick(info, state, rng):
    """A random move (as the game's playouts weigh them), half the time one that could be taken
    back (so handoffs after such moves, the ones that matter here, come up in every game). Retiring
    from Thebes (nearly the only move there that can be taken back) would end the game at once, so
    it is played only when nothing else is left."""
    acts = [a for a in state.legal_actions() if a.kind != "retire"] or state.legal_actions()
    if rng.random() < 0.5:
        acts = [a for a in acts if undoable_after(state, a)] or acts
    weights = [info.playout_weight(a) for a in acts] if info.playout_weight else None
    return rng.choices(acts, weights)[0]


@pytest.mark.parametrize("gid,players,options", TABLES,
                         ids=[f"{g}-{n}p-{'-'.join(map(str, o.values())) or 'default'}" for g, n, o in TABLES])
def test_after_every_handoff_neither_undo_nor_ctrl_z_takes_back_the_previous_seats_move(app, gid, players, options):
    clock = FakeClock()
    app.now = clock
    app.curtain_gate_s = 0.5
    app.handoff_hold_s = 0.35
    scene = people_table(app, gid, players, options)
    st = scene.match.state
    rng = random.Random(11)
    handoffs = would_have_undone = 0
    settle(app, clock, scene, st.current_player)
    for _ in range(MOVES):
        if st.is_over:
            break
        seat = st.current_player
        assert scene.try_action(pick(scene.info, st, rng))
        nxt = st.current_player
        if nxt is None or nxt == seat:
            settle(app, clock, scene, seat) if nxt is not None else None
            continue
        handoffs += 1
        would_have_undone += scene.match.undoable()   # the rules alone would let it be taken back
        settle(app, clock, scene, nxt)
        moves, log = scene.match.moves, [ln.text for ln in scene.log_lines(None)]
        shown = scene.view()
        app.toasts.items.clear()
        app.draw()
        assert not scene.undo_button.enabled, f"Undo offered to {NAMES[nxt]} after {NAMES[seat]}'s move"
        clock.t += 1.0
        app.step(1 / 60, click(scene.undo_button.rect.center))
        clock.t += 1.0
        app.step(1 / 60, ctrl_z())
        assert scene.match.moves == moves, f"{NAMES[nxt]} took back {NAMES[seat]}'s move"
        assert [ln.text for ln in scene.log_lines(None)] == log
        assert scene.viewer == nxt and scene.view() == shown, "the screen changed to another seat's view"
        said = [t[0] for t in app.toasts.items]
        assert said and not any("Taken back" in t for t in said), said
    assert handoffs >= 5
    assert would_have_undone, f"{gid}: no handoff after a move the rules would let be taken back"


def test_undo_right_after_a_hidden_placement_speaks_in_public_words(app):
    """Before the next person has the screen the mover may still take a move back; the toast then
    says only what the table shows everyone (a Scarabya placement is hidden until all have placed)."""
    scene = people_table(app, "scarabya", 3, {})
    st = scene.match.state
    app.step(1 / 60, [])
    assert scene.try_action(st.legal_actions()[0])
    mover = scene.match.last_mover()
    public = [ln.text for ln in scene.log_lines(None) if ln.action_index == scene.match.moves - 1]
    own = [ln.text for ln in scene.log_lines(mover) if ln.action_index == scene.match.moves - 1]
    assert own != public                   # the mover's own line tells the tile and where it went
    assert scene.undo_reason() is None
    app.toasts.items.clear()
    assert scene.undo()
    said = [t[0] for t in app.toasts.items]
    assert said == [f"Taken back: {public[0]}"]
