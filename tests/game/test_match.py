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


# ---- undo is derived once, in the match ------------------------------------------------------------
def _human_match(seed=3):
    from game.match import Match
    return Match.new("testgame", 2, seed, {}, [{"kind": "human"}, {"kind": "human"}])


def test_a_move_that_shows_a_hidden_card_cannot_be_taken_back_but_one_that_shows_nothing_can():
    m = _human_match()
    m.apply(m.legal_actions()[0])               # a card played, and one drawn from the deck
    assert m.revealed() and not m.last_chance and not m.undoable()
    m.state.deck.clear()                        # from now on nothing is drawn
    m.apply(m.legal_actions()[0])               # a play without a draw (or keeping after a 7)
    assert not m.revealed() and not m.last_chance and m.undoable()
    assert m.undo() and m.moves == 1


def test_a_move_that_uses_chance_cannot_be_taken_back_even_if_the_game_allows_it(monkeypatch):
    from game.testgame import TestGameState
    m = _human_match()
    m.state.deck.clear()
    real = TestGameState._apply

    def rolling(self, action):
        self.rng.random()                        # a die rolled during the move
        return real(self, action)
    monkeypatch.setattr(TestGameState, "_apply", rolling)
    m.apply(m.legal_actions()[0])
    assert m.last_chance and not m.revealed() and not m.undoable()


def test_the_core_refuses_a_move_of_the_wrong_shape_before_the_game_sees_it(monkeypatch):
    from game.core import Action
    from game.testgame import TestGameState
    m = _human_match()
    seen = []
    monkeypatch.setattr(TestGameState, "illegal_reason", lambda self, a: seen.append(a))
    assert m.reason(Action.make("fly")) == "That is not a move in this game."
    assert m.reason(Action.make("play")) == "That move is missing something or has extra details."
    assert m.reason(Action.make("play", card="7")) == "That move has a detail of the wrong kind."
    assert m.reason(Action.make("play", card=True)) == "That move has a detail of the wrong kind."
    assert m.reason("play") == "That is not a move."
    assert seen == []                            # none of them reached the game's own rules


def test_the_position_changes_with_every_move_and_undo():
    m = _human_match()
    seen = {m.position}
    m.apply(m.legal_actions()[0])
    seen.add(m.position)
    m.state.deck.clear()
    m.apply(m.legal_actions()[0])
    seen.add(m.position)
    assert m.undo()
    seen.add(m.position)
    assert len(seen) == 4


def test_the_cores_remembered_shapes_never_change_an_answer():
    """The core remembers, by identity, the actions whose shape it found right (game.core). A twin
    that is equal but of another shape (True for 1) is still refused, and so is an action after
    another game's state has seen it well shaped for its own ACTIONS."""
    from game.core import Action
    from game.testgame import TestGameState
    s = TestGameState(2, 1)
    good = next(a for a in s.legal_actions() if a.kind == "play")
    assert s.reason(good) is None and s.reason(good) is None
    twin = Action("play", (("card", float(good["card"])),))      # 3.0 == 3, but cards are ints
    assert twin == good and hash(twin) == hash(good)
    assert s.reason(twin) is not None
    from game import registry
    other = registry.get("faras").new_game(2, 1, registry.get("faras").default_options())
    assert other.reason(good) is not None     # "play" is no Faras move: the memory is per ACTIONS


@pytest.mark.parametrize("gid", GAMES)
def test_the_remembered_legal_moves_are_always_the_positions_own(gid):
    """A match works out a position's legal moves once (and checks a move found among them without
    the rules' second look): through moves, undos and a state put in its place, what it answers is
    what the rules answer now, and an illegal move is still refused."""
    info = registry.get(gid)
    m = Match.new(gid, 2, 7, info.default_options())
    rng = random.Random(7)
    for n in range(120):
        if m.is_over:
            break
        assert m.legal_actions() == m.state.legal_actions()
        legal = m.legal_actions()
        if not legal:
            m.apply(m.state.shared_wait()[0])
            continue
        m.legal_actions().clear()           # a caller's list is its own
        assert m.legal_actions() == legal
        m.apply(rng.choice(legal))
        if n % 7 == 3 and m.undoable():
            m.undo()
            assert m.legal_actions() == m.state.legal_actions()
        if n == 40:
            m.state = m.state.clone()       # (the host's screen replaces its copy's state after an undo)
            assert m.legal_actions() == m.state.legal_actions()
    with pytest.raises(IllegalAction):
        m.apply(Action.make("no_such_move"))
