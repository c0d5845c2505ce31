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
