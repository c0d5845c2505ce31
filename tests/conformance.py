"""The generic rules checks every registered game must pass (OpenSpiel-style random playouts).

Used by tests/game/test_conformance.py (short runs) and tools/conformance.py (long runs).
"""
from __future__ import annotations

import json
import os
import pickle
import random

from game import save
from game.core import Action, IllegalAction, events_for

MAX_STEPS = 20000
# The near misses tried at a checked step: nudges of this many legal moves drawn at random, or of
# every legal move with DIGSITE_CONFORMANCE_FULL=1 (tools/conformance.py --full); and how many of
# them the hidden-information check asks the reason of in both states.
FULL = os.environ.get("DIGSITE_CONFORMANCE_FULL", "") not in ("", "0")
NEAR_MISS_SAMPLE = 6
HIDDEN_REASONS = 12


def _fingerprint(state):
    views = [state.view(s) for s in range(state.num_players)] + [state.view(None)]
    return json.dumps(views, sort_keys=True), state.rng.getstate(), len(state.log), state.current_player


def state_digest(state) -> bytes:
    """Everything the state holds, hidden parts, caches and the rng included: a refused move must
    leave all of it as it was."""
    return pickle.dumps(vars(state), protocol=pickle.HIGHEST_PROTOCOL)


def _check_views(info, state, rng):
    for seat in list(range(state.num_players)) + [None]:
        v = state.view(seat)
        text = json.dumps(v, sort_keys=True)  # raises on anything not JSON-safe
        assert json.loads(text) == json.loads(json.dumps(v)), "view does not survive JSON"


def _common_action(state, other, preferred, rng):
    """A move legal in both states: `preferred` when it is, else one drawn from those they share."""
    if preferred is not None and other.reason(preferred) is None:
        return preferred
    theirs = set(other.legal_actions())
    shared = [a for a in state.legal_actions() if a in theirs]
    return rng.choice(shared) if shared else None


def _same_but_reveals(info, state, mine, theirs, who) -> bool:
    """Two event streams of one move agree, except where the move showed `who` something: an event
    the game calls revealing (GameState.REVEALING: a token turned face up, a private peek) that
    `who` receives in full may differ, if `who` is in its audience or the game shows every seat
    such events by design (GameInfo.public_reveals); so may the events after it that `who` sees in
    full and that reveal nothing themselves (a pair made of the token turned up). Everything else
    must agree: the events before, whatever reaches `who` with its secret parts removed (a card
    another seat drew), and a revealing event shown to all that should have been private."""
    if len(mine) != len(theirs):
        return False
    shown_something = False
    for x, y in zip(mine, theirs):
        if (x.kind, x.audience, x.secret) != (y.kind, y.audience, y.secret):
            return False
        if x == y:
            continue
        revealing = x.kind in state.REVEALING
        if x.audience is None:
            in_full = True
            meant = x.kind in info.public_reveals
        else:
            in_full = meant = who is not None and who in x.audience
        if revealing and meant:
            shown_something = True
        elif revealing or not (shown_something and in_full):
            return False
    return True


def check_hidden(info, state, rng, next_action=None, misses=()):
    """What a seat may not know never reaches it, through any channel the match hands it.

    For every seat, `perturb_hidden` gives a copy differing only in what that seat may not know.
    Between the two must be equal: that seat's view and the public view (seat None, who knows no
    more than any seat); when the seat is the one to act, its legal moves and the reason given for
    each of the near-miss moves `misses` (a refusal is shown to the mover); and, after one same
    move in both (the one about to be played when both allow it), the events the match files for
    that seat and for the public stream (`events_for`, as Match._deliver files them), unless that move showed the seat (or the public) something
    new, which its view after the move then tells apart."""
    if info.perturb_hidden is None:
        return
    public = state.view(None)
    played: dict = {}        # move -> (the real state after it, its events, its views by seat)
    for seat in range(state.num_players):
        other = info.perturb_hidden(state, seat, rng)
        assert other.view(seat) == state.view(seat), (
            f"seat {seat}'s view changed when only information hidden from it changed")
        assert other.view(None) == public, (
            f"the public view changed when only information hidden from seat {seat} changed")
        if state.is_over:
            continue
        assert other.current_player == state.current_player, (
            f"who acts depends on information hidden from seat {seat}")
        if seat == state.current_player:
            assert other.legal_actions() == state.legal_actions(), (
                f"seat {seat}'s legal moves depend on information hidden from it")
            for bad in misses:
                assert other.reason(bad) == state.reason(bad), (
                    f"the refusal of {bad} tells seat {seat} something hidden from it")
        move = _common_action(state, other, next_action, rng)
        if move is None:
            continue
        if move not in played:
            after = state.clone()
            played[move] = after, after.apply(move), {}
        after, ea, views = played[move]
        eb = other.apply(move)
        for who in (seat, None):
            if who not in views:
                views[who] = after.view(who)
            if views[who] != other.view(who):
                continue     # the move showed `who` something the perturbation changed
            mine, theirs = events_for(ea, who), events_for(eb, who)
            assert _same_but_reveals(info, state, mine, theirs, who), (
                f"after {move}, the events filed for {'the public' if who is None else f'seat {who}'} "
                f"differ on information hidden from seat {seat}: "
                f"{[e.to_json() for e in mine]} vs {[e.to_json() for e in theirs]}")


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


def _key(action) -> tuple:
    """Actions compare equal across int and bool (1 == True), so near misses are told apart by the
    text of their parameters, which keeps the types."""
    return action.kind, repr(action.params)


class Vocabulary:
    """The values each parameter of each action kind has taken in the legal moves seen so far in a
    game, and every text value seen in any of them: the "other ids" a near miss may use."""

    def __init__(self):
        self.by_param: dict[tuple[str, str], list] = {}
        self.texts: list[str] = []
        self._seen: set = set()

    def learn(self, legal):
        seen = self._seen
        for a in legal:
            for k, v in a.params:
                mark = (a.kind, k, repr(v))
                if mark in seen:
                    continue
                seen.add(mark)
                self.by_param.setdefault((a.kind, k), []).append(v)
                for t in (v if isinstance(v, tuple) else (v,)):
                    if isinstance(t, str) and ("", "", t) not in seen:
                        seen.add(("", "", t))
                        self.texts.append(t)

    def others(self, kind, name, value, rng, k=2):
        """Up to `k` other values this parameter has had, and as many other text ids for a text."""
        mine = repr(value)
        pool = self.by_param.get((kind, name), [])
        out = [v for v in rng.sample(pool, min(k + 1, len(pool))) if repr(v) != mine][:k]
        if isinstance(value, str) and self.texts:
            out += [t for t in rng.sample(self.texts, min(k + 1, len(self.texts))) if t != value][:k]
        return out


def _nudged_values(value, others, seats, rng):
    """Values near `value` of its own type (one off, another id or seat, a flipped flag, a list
    with an item dropped, doubled or changed), and one value of a wrong type. Values are in the
    frozen form actions keep (a list is a tuple)."""
    out = list(others)
    if isinstance(value, bool):
        out.append(not value)
        wrong = [int(value), str(value).lower(), None]
    elif isinstance(value, int):
        out += [value - 1, value + 1, -1, 10**6] + [s for s in seats if s != value]
        wrong = [str(value), float(value), True, None, (value,)]
    elif isinstance(value, str):
        out += ["", value + "x", value.upper()]
        wrong = [0, None, (value,)]
    elif isinstance(value, tuple):
        out += [(), value[:-1], value[1:], value + value[:1], value[::-1]]
        for i, item in enumerate(value):
            for o in _nudged_values(item, [], seats, rng)[:3]:
                out.append(value[:i] + (o,) + value[i + 1:])
        wrong = [value + (0,), "x", 0]
    else:
        wrong = [0, "x"]
    out.append(rng.choice(wrong))
    return out


def near_misses(state, legal, vocab, rng, limit=None):
    """Crafted moves one small step from the legal ones: each parameter of each legal move (all of
    them, or `limit` drawn at random) nudged, a parameter left out or added, the kind swapped for
    another kind of this game, and a kind that does not exist. Returns them without duplicates and
    without any legal move (told apart by type: True is not 1)."""
    seats = list(range(state.num_players))
    kinds = sorted(getattr(state, "ACTIONS", None) or {})
    sample = legal if limit is None or len(legal) <= limit else rng.sample(legal, limit)
    out: dict[tuple, Action] = {}

    def add(kind, params):
        a = Action(kind, tuple(sorted(params.items())))
        out.setdefault(_key(a), a)

    add("__not_a_move__", {})
    for a in sample:
        params = dict(a.params)
        for name, value in a.params:
            for v in _nudged_values(value, vocab.others(a.kind, name, value, rng), seats, rng):
                add(a.kind, {**params, name: v})
            add(a.kind, {k: v for k, v in a.params if k != name})
        add(a.kind, {**params, "extra": 1})
        swaps = [k for k in kinds if k != a.kind]
        if swaps:
            add(rng.choice(swaps), params)
    for a in legal:
        out.pop(_key(a), None)
    return list(out.values())


def check_refusals(info, state, misses):
    """Every near miss is refused through `apply` with a reason (the one `reason` gives), and
    refusing all of them changes nothing in the state. A near miss whose `reason` is None must be
    one of the legal moves (it is not, or `near_misses` would have left it out), unless its kind is
    one the game lists only a sample of (a free position): then it must play like a legal move."""
    before = state_digest(state)
    for bad in misses:
        why = state.reason(bad)
        if why is None and bad.kind in info.sampled_kinds:
            after = state.clone()
            after.apply(bad)
            if info.check_invariants:
                info.check_invariants(after)
            continue
        assert why is not None, f"{bad} is not among the legal moves, yet the rules find no reason to refuse it"
        try:
            state.apply(bad)
        except IllegalAction as exc:
            assert exc.reason and isinstance(exc.reason, str), f"{bad} refused without a reason"
            assert exc.reason == why, f"{bad}: apply refuses with {exc.reason!r}, reason() says {why!r}"
        else:
            raise AssertionError(f"illegal action {bad} was accepted")
    if state_digest(state) != before:
        for bad in misses:           # name the culprit, each tried on a copy of the state as it was
            copy = object.__new__(type(state))
            copy.__dict__.update(pickle.loads(before))
            try:
                copy.apply(bad)
            except IllegalAction:
                pass
            if state_digest(copy) != before:
                raise AssertionError(f"refusing {bad} changed the state")
        raise AssertionError("refusing the near misses changed the state")


def playout(info, players, seed, options=None, *, check_every=1, apply_sample=3, full=None):
    """Play one seeded random game, checking the contract at every `check_every`-th step (`full`:
    the near misses of every legal move, not of a sample; default DIGSITE_CONFORMANCE_FULL).

    Returns the finished state. Raises AssertionError with a description on any violation.
    """
    full = FULL if full is None else full
    rng = random.Random(seed * 7919 + players)
    opts = info.resolve_options(options)
    state = info.new_game(players, seed, opts)
    steps = 0
    resampled = differed = 0
    vocab = Vocabulary()
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
            vocab.learn(legal)
            misses = near_misses(state, legal, vocab, rng, limit=None if full else NEAR_MISS_SAMPLE)
            check_refusals(info, state, misses)
            for a in rng.sample(legal, min(apply_sample, len(legal))):
                state.clone().apply(a)
            _check_views(info, state, rng)
            if info.playout_weight is not None:
                move = rng.choices(legal, weights=[info.playout_weight(a) for a in legal])[0]
            else:
                move = rng.choice(legal)
            check_hidden(info, state, rng, move, rng.sample(misses, min(HIDDEN_REASONS, len(misses))))
            if info.check_invariants:
                info.check_invariants(state)
            # the resample checks are costly (two samples and their futures per seat): a few per game
            if can_resample(state) and steps % (check_every * 25) == 0 and seed < 4:
                resampled += 1
                differed += check_resample(info, state, rng)
        else:
            move = rng.choices(legal, weights=[info.playout_weight(a) for a in legal])[0] \
                if info.playout_weight is not None else rng.choice(legal)
        state.apply(move)
    assert state.current_player is None and state.legal_actions() == []
    scores = state.scores()
    assert len(scores) == players and all(isinstance(s, int) for s in scores)
    winners = state.winners()
    assert all(0 <= w < players for w in winners)
    assert winners or players == 1, "a multi-player game must have a winner (ties share it)"
    breakdown = state.score_breakdown()
    assert len(breakdown) == players
    _check_views(info, state, rng)
    check_hidden(info, state, rng)
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
