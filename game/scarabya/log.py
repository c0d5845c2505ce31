"""Scarabya events in plain words, one line each, for the game log (everything is public)."""
from __future__ import annotations

from typing import Sequence

from game.core import Event
from game.logtext import join_words as _join
from game.logtext import plural
from game.logtext import who as _who
from game.logtext import winners_line


SILENT: frozenset = frozenset()   # every Scarabya event gets a line




def describe(event: Event, names: Sequence[str]) -> str | None:
    """One line for the log, or None for bookkeeping events nobody needs to read."""
    k = event.kind
    g = event.get
    who = _who(names, g("seat"))
    if k == "round_started":
        tiles = list(g("tiles") or ())
        order = list(g("order") or ())
        if len(set(tiles)) > 1 and order:   # duel: two cards, one each
            return f"Round {g('round')}: " + _join([f"{_who(names, s)} gets the {tiles[s]}" for s in order]) + "."
        return f"Round {g('round')}: the {g('tile')} tile."
    if k == "placed":
        covered = len(g("scarabs_covered") or ())
        tail = f", covering {plural(covered, 'scarab')}" if covered else ""
        return f"{who} placed the {g('tile')} tile{tail}."
    if k == "area_closed":
        size, pts = g("size"), g("points")
        found = len(g("scarabs") or ())
        if not found:
            return f"{who} closed an empty area of {size}."
        scarabs = plural(found, "scarab")
        if not pts:
            return f"{who} closed an area of {size} around {scarabs}."
        return f"{who} closed an area of {size} with {scarabs}: {plural(pts, 'point')}."
    if k == "discarded":
        return f"{who} discarded the {g('tile')}: it fits nowhere."
    if k == "scarab_sealed":
        n = len(g("cells") or ())
        return f"{'A scarab was' if n == 1 else f'{n} scarabs were'} sealed in a closed area: the dig is lost."
    if k == "game_over":
        result = g("result")
        if result == "won":
            return f"Game over: every scarab is covered. {_who(names, 0)} wins!"
        if result == "lost":
            return "Game over: the dig is lost."
        line = winners_line(names, g("winners"), g("scores"))
        return f"Game over: {line}" if line else "Game over."
    return None
