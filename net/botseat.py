"""A computer playing one seat through a RemoteMatch, as a person's client would: it sees only what
the seat was sent. The load tool and the tests seat these; the app's own computers run on the host."""
from __future__ import annotations

import random

from game import registry

from .remote import RemoteMatch


class SeatBot:
    def __init__(self, match: RemoteMatch, level: str = "easy", seed: int = 0):
        self.match = match
        self.level = level
        self.seed = seed
        self.rng = random.Random(seed)
        self._fresh()

    def _fresh(self) -> None:
        """A new bot that has seen the seat's whole stream (at the start, and after a reset)."""
        info = registry.get(self.match.game_id)
        self.bot = info.make_bot(self.level, self.match.seat, self.seed)
        for _mover, events in self.match.history:
            self.bot.observe(events)

    def take_updates(self) -> int:
        taken = 0
        for update in self.match.updates():
            taken += 1
            if update.kind == "reset":
                self._fresh()
            else:
                self.bot.observe(update.events)
        return taken

    def step(self) -> bool:
        """Take what arrived and, on this seat's turn, choose and play one move; True if it did."""
        self.take_updates()
        m = self.match
        shared = m.shared_wait_info()
        if shared is not None:     # everyone ends this phase together: this seat is ready at once
            if m.seat not in shared["ready"] and getattr(self, "said_ready", None) != m.moves:
                self.said_ready = m.moves
                m.ready()
            return False
        if m.is_over or m.current_player != m.seat:
            return False
        legal = m.legal_actions()
        if not legal:
            return False
        action = self.bot.choose(m.view(m.seat), legal, self.rng)
        events = m.apply(action)
        self.bot.observe(events)
        return True
