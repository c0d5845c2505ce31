"""What the network tests share: a host on a free loopback port, and clients whose moves easy
computers choose from the seat's own view (net/botseat.py)."""
from __future__ import annotations

import contextlib
import logging
import time

from net.botseat import SeatBot
from net.remote import RemoteMatch
from net.server import Embedded

# small, quick set-ups of every game (two seats; the fewest rounds the options allow)
GAMES = [("faras", {}), ("thebes", {}), ("artifakes", {}), ("scarabya", {})]


class Problems(logging.Handler):
    """Every record of level ERROR the server logs (its exceptions): a test asserts there are none."""

    def __init__(self):
        super().__init__(logging.ERROR)
        self.records = []

    def emit(self, record):
        self.records.append(self.format(record))


@contextlib.contextmanager
def hosting(**options):
    options.setdefault("bot_after_s", None)
    lines: list[str] = []
    host = Embedded(host="127.0.0.1", port=0, log=lines.append, **options).start()
    problems = Problems()
    logger = logging.getLogger("digsite.net")
    logger.addHandler(problems)
    host.lines = lines
    host.url = f"ws://127.0.0.1:{host.port}"
    try:
        yield host
    finally:
        logger.removeHandler(problems)
        host.stop()
        assert host.server.problems == [], host.server.problems
        assert problems.records == [], problems.records


def play(matches: list[RemoteMatch], seconds: float = 30.0, seed: int = 1, extra=None) -> list[SeatBot]:
    """Let easy computers play every seat's client until the game is over everywhere; `extra` is
    called once a round (a test's own business, e.g. a spectator catching up)."""
    bots = [SeatBot(m, "easy", seed + i) for i, m in enumerate(matches)]
    end = time.monotonic() + seconds
    while not all(m.is_over and not m.pending() for m in matches):
        assert time.monotonic() < end, "the game did not finish in time"
        acted = False
        for b in bots:
            acted = b.step() or acted
        if extra is not None:
            extra()
        if not acted:
            for m in matches:
                m.wait(lambda x: x.pending() > 0 or x.is_over, 0.01)
    for b in bots:
        b.take_updates()
    return bots


def two_seats(host, game: str, options=None, record: bool = False, players: int = 2):
    seats = [{"kind": "remote"} for _ in range(players)]
    first = RemoteMatch.create(host.url, game, players, seats, options, take=0, name="Ann", record=record)
    others = [RemoteMatch.join(host.url, first.code, name=f"P{i}", record=record) for i in range(1, players)]
    return [first] + others
