"""Who sits at the table when nobody said: the default names and the all-computer seats used for a
game restored without its seat list (an old save, a tool, a test)."""
from __future__ import annotations

DEFAULT_NAMES = ["Anna", "Ben", "Chloe", "Dawit", "Emre"]


def seat_defaults(n: int) -> list[dict]:
    return [{"name": DEFAULT_NAMES[i], "colour": i, "kind": "bot", "level": "normal"} for i in range(n)]


def as_match(game, seats=None):
    """`game` itself when it is a match; otherwise a match over that state with `seats` (the
    defaults when they do not fit its player count)."""
    from game.match import Match
    if isinstance(game, Match):
        return game
    return Match(game, fitted(seats, game.num_players))


def fitted(seats, players: int) -> list[dict]:
    """`seats` copied when there is one per player, else the defaults."""
    seats = [dict(s) for s in (seats or [])]
    return seats if len(seats) == players else seat_defaults(players)
