"""Scarabya events in plain words, one line each, for the game log (everything is public).

`describe` looks the event's kind up in LINES (kind -> a function of the event and the seat names)."""
from __future__ import annotations

from typing import Callable, Sequence

from game.core import Event
from game.logtext import join_words as _join
from game.logtext import plural
from game.logtext import who as _who
from game.logtext import winners_line


SILENT: frozenset = frozenset()   # every Scarabya event gets a line


def _round_started(event: Event, names: Sequence[str]) -> str:
    g = event.get
    tiles = list(g("tiles") or ())
    order = list(g("order") or ())
    if len(set(tiles)) > 1 and order:   # duel: two cards, one each
        return f"Round {g('round')}: " + _join([f"{_who(names, s)} gets the {tiles[s]}" for s in order]) + "."
    return f"Round {g('round')}: the {g('tile')} tile."


def _placed(event: Event, names: Sequence[str]) -> str:
    g = event.get
    covered = len(g("scarabs_covered") or ())
    tail = f", covering {plural(covered, 'scarab')}" if covered else ""
    return f"{_who(names, g('seat'))} placed the {g('tile')} tile{tail}."


def _area_closed(event: Event, names: Sequence[str]) -> str:
    g = event.get
    who = _who(names, g("seat"))
    size, pts = g("size"), g("points")
    found = len(g("scarabs") or ())
    if not found:
        return f"{who} closed an empty area of {size}."
    scarabs = plural(found, "scarab")
    if not pts:
        return f"{who} closed an area of {size} around {scarabs}."
    return f"{who} closed an area of {size} with {scarabs}: {plural(pts, 'point')}."


def _discarded(event: Event, names: Sequence[str]) -> str:
    return f"{_who(names, event.get('seat'))} discarded the {event.get('tile')}: it fits nowhere."


def _scarab_sealed(event: Event, names: Sequence[str]) -> str:
    n = len(event.get("cells") or ())
    return f"{'A scarab was' if n == 1 else f'{n} scarabs were'} sealed in a closed area: the dig is lost."


def ending(events) -> str:
    """Why the game ended, in one sentence, from its last move's public events."""
    over = next((e for e in events if e.kind == "game_over"), None)
    if over is None:
        return ""
    result = over.get("result")
    if result == "won":
        return "The game ended: every scarab is covered."
    if result == "lost":
        if any(e.kind == "scarab_sealed" for e in events):
            return "The game ended: a scarab was sealed in a closed area, so the dig is lost."
        return "The game ended: the last round was played with scarabs still uncovered, so the dig is lost."
    return "The game ended: the last round was played."


def _game_over(event: Event, names: Sequence[str]) -> str:
    g = event.get
    result = g("result")
    if result == "won":
        return f"Game over: every scarab is covered. {_who(names, 0)} wins!"
    if result == "lost":
        return "Game over: the dig is lost."
    line = winners_line(names, g("winners"), g("scores"))
    return f"Game over: the last round is played. {line}" if line else "Game over: the last round is played."


LINES: dict[str, Callable[[Event, Sequence[str]], str]] = {
    "round_started": _round_started,
    "placed": _placed,
    "area_closed": _area_closed,
    "discarded": _discarded,
    "scarab_sealed": _scarab_sealed,
    "game_over": _game_over,
}


def describe(event: Event, names: Sequence[str]) -> str | None:
    """One line for the log, or None for bookkeeping events nobody needs to read."""
    line = LINES.get(event.kind)
    return line(event, names) if line is not None else None


# ---- what each seat did last, for the players' cards (GameScene.show_events) ------------------------
def recap(events: Sequence[Event], recaps: dict, *, mover, computer, name) -> dict:
    """Every seat's last move as the players' cards tell it, from the events as the table shows
    them (a placement of a round still in progress reaches the others only once the round is over):
    seat -> {"round", "tile", "points", "areas"}, or {"round", "tile", "discarded": True}."""
    out = {seat: dict(r) for seat, r in recaps.items()}
    for e in events:
        seat = e.get("seat")
        if seat is None:
            continue
        if e.kind == "placed":
            out[seat] = {"round": e.get("round"), "tile": e.get("tile"), "points": 0, "areas": 0}
        elif e.kind == "discarded":
            out[seat] = {"round": e.get("round"), "tile": e.get("tile"), "discarded": True}
        elif e.kind == "area_closed" and seat in out:
            out[seat]["points"] = out[seat].get("points", 0) + e.get("points")
            out[seat]["areas"] = out[seat].get("areas", 0) + 1
    return out


def recap_words(rec: dict | None, mode: str) -> str | None:
    """A seat's recap in a few words ("placed the L: +4 points", "discarded the I"), or None."""
    if not rec:
        return None
    if rec.get("discarded"):
        return f"discarded the {rec['tile']}"
    pts = rec.get("points", 0)
    if mode == "solo" or not pts:
        return f"placed the {rec['tile']}"
    return f"placed the {rec['tile']}: +{plural(pts, 'point')}"
