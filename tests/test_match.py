"""The match object: the one way scenes, tools and tests drive a game (game/match.py)."""
from __future__ import annotations

import random

import pytest

from game import registry
from game.core import Action, IllegalAction, events_for
from game.match import Match, play_out
from tools.record_games import state_digest

GAMES = ["faras", "thebes", "artifakes", "scarabya"]


def _old_loop(info, players, seed, levels, options):
    """The loop tools.selfplay used before the match existed: the match must play the same game."""
    state = info.new_game(players, seed, options)
    bots = [info.make_bot(levels[i], i, seed * 31 + i) for i in range(players)]
    while not state.is_over:
        seat = state.current_player
        events = state.apply(bots[seat].choose(state.view(seat), state.legal_actions(), bots[seat].rng))
        for i, b in enumerate(bots):
            b.observe(events_for(events, i))
    return state


@pytest.mark.parametrize("gid", GAMES)
def test_the_bots_loop_plays_the_same_game_as_before(gid):
    info = registry.get(gid)
    players = 2 if 2 in info.allowed_players(info.default_options()) else 1
    levels = ["normal", "easy"][:players]
    old = _old_loop(info, players, 5, levels, info.default_options())
    match = play_out(gid, players, 5, levels, info.default_options(), bot_seed=5 * 31)
    assert match.is_over and state_digest(match.state) == state_digest(old)


@pytest.mark.parametrize("gid", GAMES)
def test_streams_views_reasons_and_refusals(gid):
    info = registry.get(gid)
    players = 2 if 2 in info.allowed_players(info.default_options()) else 1
    match = Match.new(gid, players, 3, None, [{"kind": "human"} for _ in range(players)])
    rng = random.Random(1)
    for _ in range(30):
        if match.is_over:
            break
        legal = match.legal_actions()
        action = rng.choice(legal)
        assert match.reason(action) is None
        assert match.reason(Action.make("no_such_move")) and match.reason("nonsense")
        with pytest.raises(IllegalAction):
            match.apply(Action.make("no_such_move"))
        before = {s: len(match.streams[s]) for s in match.streams}
        events = match.apply(action)
        for s in match.streams:
            assert match.streams[s][before[s]:] == events_for(events, s)
    assert match.view(0) == match.state.view(0)


@pytest.mark.parametrize("gid", GAMES)
def test_undo_takes_back_exactly_the_last_move_when_the_rules_allow(gid):
    info = registry.get(gid)
    players = 2 if 2 in info.allowed_players(info.default_options()) else 1
    match = Match.new(gid, players, 9, None, [{"kind": "human"} for _ in range(players)])
    rng = random.Random(4)
    undone = 0
    for _ in range(200):
        if match.is_over:
            break
        snapshot = (state_digest(match.state), match.view(match.current_player), len(match.streams[None]))
        match.apply(rng.choice(match.legal_actions()))
        if match.undoable():
            assert match.undo()
            assert (state_digest(match.state), match.view(match.current_player), len(match.streams[None])) == snapshot
            undone += 1
            match.apply(rng.choice(match.legal_actions()))
        else:
            assert not match.undo()
    assert undone > 0 or gid == "faras"   # Faras turns reveal tokens at once


def test_a_match_restores_from_its_record_with_the_same_streams():
    match = play_out("artifakes", 2, 2, ["easy", "hard"], max_moves=40)
    again = Match.from_record(match.to_record())
    assert state_digest(again.state) == state_digest(match.state)
    assert again.streams == match.streams
