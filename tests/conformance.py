"""The generic rules checks every registered game must pass (OpenSpiel-style random playouts).

Used by tests/test_conformance.py (short runs) and tools/conformance.py (long runs).
"""
from __future__ import annotations

import json
import random

from game import save
from game.core import Action, IllegalAction

MAX_STEPS = 20000


def _fingerprint(state):
    views = [state.view(s) for s in range(state.num_players)] + [state.view(None)]
    return json.dumps(views, sort_keys=True), state.rng.getstate(), len(state.log), state.current_player


def _check_views(info, state, rng):
    for seat in list(range(state.num_players)) + [None]:
        v = state.view(seat)
        text = json.dumps(v, sort_keys=True)  # raises on anything not JSON-safe
        assert json.loads(text) == json.loads(json.dumps(v)), "view does not survive JSON"
        if seat is not None and info.perturb_hidden is not None:
            other = info.perturb_hidden(state, seat, rng)
            assert json.dumps(other.view(seat), sort_keys=True) == text, (
                f"seat {seat}'s view changed when only information hidden from it changed")


def can_resample(state) -> bool:
    from game.core import GameState
    return type(state).resample is not GameState.resample


def _views(state):
    return json.dumps([state.view(s) for s in range(state.num_players)] + [state.view(None)], sort_keys=True)


def _future_views(state, steps: int = 8) -> str:
    """The views now and after a few fixed-seed random moves: what a sample's hidden order and future
    chance show once play goes on (a game whose views show no hidden order, like Thebes' bags and
    piles, differs only there)."""
    s = state.clone()
    pick = random.Random(12345)
    out = [_views(s)]
    for _ in range(steps):
        if s.is_over:
            break
        s.apply(pick.choice(s.legal_actions()))
        out.append(_views(s))
    return json.dumps(out)


def check_resample(info, state, rng) -> bool:
    """For a game whose state can resample: every seat's sample keeps that seat's view, the seat to
    act and its legal moves, the invariants, can be played on, and does not depend on how the hidden
    things really lie (a state differing only in them gives the very same sample for the same seed).
    True when some sample differed from the real state (hidden things were redrawn)."""
    differed = False
    real_future = _future_views(state)
    for seat in range(state.num_players):
        key = rng.randrange(10**9)
        sample = state.resample(seat, random.Random(key))
        assert sample is not state, "resample must return a new state"
        assert json.dumps(sample.view(seat), sort_keys=True) == json.dumps(state.view(seat), sort_keys=True), (
            f"seat {seat}'s view changed in its own resample")
        assert sample.current_player == state.current_player
        if seat == state.current_player:
            assert sample.legal_actions() == state.legal_actions(), "the sampled state offers other moves"
        if info.check_invariants:
            info.check_invariants(sample)
        if not sample.is_over:
            sample.clone().apply(random.Random(key).choice(sample.legal_actions()))
        if info.perturb_hidden is not None:
            other = info.perturb_hidden(state, seat, random.Random(key + 1))
            again = other.resample(seat, random.Random(key))
            assert _future_views(again) == _future_views(sample), (
                f"seat {seat}'s resample depends on information hidden from it")
        differed = differed or _future_views(sample) != real_future
    return differed


def _bogus_actions(state, legal):
    yield Action.make("__not_a_move__")
    if legal:
        a = legal[0]
        yield Action.make(a.kind, **{k: ("?" if isinstance(v, str) else 10**6) for k, v in a.params},
                          __bogus__=True)


def playout(info, players, seed, options=None, *, check_every=1, apply_sample=3):
    """Play one seeded random game, checking the contract at every `check_every`-th step.

    Returns the finished state. Raises AssertionError with a description on any violation.
    """
    rng = random.Random(seed * 7919 + players)
    opts = info.resolve_options(options)
    state = info.new_game(players, seed, opts)
    steps = 0
    resampled = differed = 0
    while not state.is_over:
        steps += 1
        assert steps <= MAX_STEPS, f"game did not end within {MAX_STEPS} actions"
        seat = state.current_player
        assert isinstance(seat, int) and 0 <= seat < players, f"bad current_player {seat!r}"
        legal = state.legal_actions()
        assert legal, "no legal action although the game is not over"
        if steps % check_every == 0:
            assert legal == state.legal_actions(), "legal_actions() is not stable"
            assert len(set(legal)) == len(legal), "legal_actions() has duplicates"
            for a in legal:
                json.dumps(a.to_json())
                assert Action.from_json(json.loads(json.dumps(a.to_json()))) == a, f"{a} JSON round-trip"
            before = _fingerprint(state)
            for bad in _bogus_actions(state, legal):
                if bad in legal:
                    continue
                try:
                    state.apply(bad)
                except IllegalAction as exc:
                    assert exc.reason and isinstance(exc.reason, str)
                else:
                    raise AssertionError(f"illegal action {bad} was accepted")
                assert _fingerprint(state) == before, f"rejected action {bad} changed the state"
            for a in rng.sample(legal, min(apply_sample, len(legal))):
                state.clone().apply(a)
            _check_views(info, state, rng)
            if info.check_invariants:
                info.check_invariants(state)
            # the resample checks are costly (two samples and their futures per seat): a few per game
            if can_resample(state) and steps % (check_every * 25) == 0 and seed < 4:
                resampled += 1
                differed += check_resample(info, state, rng)
        if info.playout_weight is not None:
            state.apply(rng.choices(legal, weights=[info.playout_weight(a) for a in legal])[0])
        else:
            state.apply(rng.choice(legal))
    assert state.current_player is None and state.legal_actions() == []
    scores = state.scores()
    assert len(scores) == players and all(isinstance(s, int) for s in scores)
    winners = state.winners()
    assert all(0 <= w < players for w in winners)
    assert winners or players == 1, "a multi-player game must have a winner (ties share it)"
    breakdown = state.score_breakdown()
    assert len(breakdown) == players
    _check_views(info, state, rng)
    if info.check_invariants:
        info.check_invariants(state)
    if resampled >= 2 and info.perturb_hidden is not None:
        assert differed, "resample never drew the hidden things anew"
    # save -> load -> replay reproduces the game
    record = json.loads(json.dumps(save.to_record(state)))
    again, _ = save.from_record(record)
    assert _fingerprint(again) == _fingerprint(state), "replaying the saved log gave another state"
    assert again.scores() == scores
    return state


def random_moves(state, steps, seed=1):
    """Play up to `steps` uniformly random legal moves (stops at the end); returns the state."""
    rng = random.Random(seed)
    for _ in range(steps):
        if state.is_over:
            break
        state.apply(rng.choice(state.legal_actions()))
    return state


def check_table_reasons(cls, table, states) -> None:
    """A game's prebuilt table actions all have a declared shape, and on every position of random
    games from `states` (fresh states) `reason` of any of them (the core remembers their shape
    check) gives what the plain rule gives: the shape check, then the game's illegal_reason."""
    from game.core import shape_reason
    assert all(shape_reason(cls.ACTIONS, a) is None for a in table)
    rng = random.Random(6)
    for s in states:
        while True:
            for a in rng.sample(table, 40) + s.legal_actions():
                plain = "The game is over." if s.is_over else (shape_reason(cls.ACTIONS, a) or s.illegal_reason(a))
                assert s.reason(a) == plain, a
            if s.is_over:
                break
            s.apply(rng.choice(s.legal_actions()))
