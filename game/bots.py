"""The bot contract and the level-independent pieces every game's bots share."""
from __future__ import annotations

import random
from typing import Sequence

from game.core import Action, Event

LEVELS = ("random", "easy", "normal", "hard", "expert")   # a game offers those in its bot_levels


class Bot:
    """A computer player for one seat.

    `observe` receives every event as this seat may know it (already filtered), so a bot can build
    a memory only from what its seat saw. `choose` gets the seat's view and the legal actions and
    must return one of them; it never sees the hidden state.
    """

    def __init__(self, seat: int, level: str = "normal", seed: int = 0):
        self.seat = seat
        self.level = level
        self.rng = random.Random(seed)

    def observe(self, events: Sequence[Event]) -> None:
        pass

    def choose(self, view: dict, legal: Sequence[Action], rng: random.Random | None = None) -> Action:
        raise NotImplementedError


class RandomBot(Bot):
    """Any legal action, uniformly: the conformance baseline and the "random" level."""

    def choose(self, view, legal, rng=None):
        return (rng or self.rng).choice(list(legal))


# ---- the noisy hard: a measurement opponent ---------------------------------------------------
# A game's bot module may list levels in MEASURE_LEVELS: tools (tools.selfplay --seats) can seat them,
# the app never offers them. Each game's "noisyhard" is its hard bot made less predictable, an
# opponent the expert does not model: where the hard heuristics rank real alternatives, a near-tie
# (a tolerance on that game's value scale) is broken at random, and one such decision in NOISE_SHARE
# is taken among the NOISE_TOP best at random. A uniformly random move would be a blunder no sensible
# player makes; the noise stays among the moves the heuristics themselves rate well.
NOISE_SHARE = 1 / 6
NOISE_TOP = 3


def noisy_pick(ranked: Sequence, rng: random.Random, tie: float):
    """One choice from `ranked`, (value, choice) pairs best first, each choice a different
    alternative: in a NOISE_SHARE of the calls any of the NOISE_TOP first at random, otherwise any
    whose value is within `tie` of the first's."""
    if len(ranked) > 1 and rng.random() < NOISE_SHARE:
        return rng.choice(ranked[:NOISE_TOP])[1]
    best = ranked[0][0]
    return rng.choice([c for v, c in ranked if v >= best - tie])


def hard_first(scored: Sequence, hard_choice) -> list:
    """`scored` (value, choice) pairs ranked for noisy_pick: the hard bot's own choice first (it may
    differ from the highest value by a rounding tolerance or a tie it broke), then the others by
    value, best first, ties in their given order."""
    top = [vc for vc in scored if vc[1] is hard_choice][:1]
    rest = [vc for vc in scored if vc[1] is not hard_choice]
    return top + sorted(rest, key=lambda vc: -vc[0])


def noise_rng(seed: int) -> random.Random:
    """The noisy hard's own random source for its noise, apart from the one its hard heuristics draw
    from, so that its evaluations are the hard bot's draw for draw."""
    return random.Random(f"noisyhard-{seed}")
