"""Artifakes events in plain words, one line each, for the game log.

The only secret is a player's hand: the `dealt` event carries the cards for its own seat alone, and
a filtered event (`Event.for_seat`) has no `cards`, so the other player reads only how many.
"""
from __future__ import annotations

from typing import Sequence

from game.core import Event
from game.logtext import join_words as _join
from game.logtext import plural
from game.logtext import who as _who

from . import data


SILENT: frozenset = frozenset()   # every Artifakes event gets a line


def card_words(card) -> str:
    """'12 (day)'."""
    if card not in data.CARD_NUMBER:
        return "a card"
    return f"{data.CARD_NUMBER[card]} ({data.CARD_SIDE[card]})"


def _thaw(value):
    # event parameters are frozen: a dict arrives as ("__dict__", (key, value), ...)
    if isinstance(value, tuple) and value[:1] == ("__dict__",):
        return {k: v for k, v in value[1:]}
    return value


def _pieces(pieces, article: bool = True) -> str:
    """{'disk': 1, 'bar': 2} -> 'a disk and 2 bars'."""
    pieces = _thaw(pieces)
    if not isinstance(pieces, dict):
        return "junk"
    out = []
    for piece in data.PIECE_TYPES:
        n = pieces.get(piece, 0)
        if n == 1:
            out.append(f"a {piece}" if article else piece)
        elif n:
            out.append(plural(n, piece))
    return _join(out) or "nothing"


def _points(n) -> str:
    return plural(n, "point")


_DIRECTION = {"cw": "clockwise", "ccw": "counter-clockwise"}


def _round_started(g, who, names):
    return f"Round {g('round')}: {_who(names, g('first_burier'))} buries first."


def _buried(g, who, names):
    return f"{who} buried a {g('piece')} on space {g('space')}."


def _digging_started(g, who, names):
    return f"Everything is buried: {_who(names, g('first_digger'))} plays the first card."


def _dealt(g, who, names):
    cards = g("cards")
    if cards is None:
        n = g("count")
        return f"{who} was dealt {plural(n, 'card')}."
    return f"{who} was dealt {_join([card_words(c) for c in cards])}."


def _card_played(g, who, names):
    what = "its number" if g("mode") == "number" else f"its colour ({g('colour')})"
    return f"{who} played {card_words(g('card'))} for {what}."


def _inspector_moved(g, who, names):
    steps = g("steps")
    return (f"The Inspector walked {plural(steps, 'space')} "
            f"{_DIRECTION.get(g('direction'), '')} to space {g('to')}.")


def _recovered(g, who, names):
    return f"{who} recovered {_pieces(g('pieces'))} on space {g('space')} ({_points(g('points'))})."


def _destroyed(g, who, names):
    return (f"{_who(names, g('by'))} exposed {who}'s {_pieces(g('pieces'), article=False)} on space {g('space')}: "
            f"junk, gone for good ({_points(g('points'))}).")


def _dead_card(g, who, names):
    return (f"{who} laid down {card_words(g('card'))} as a dead card "
            f"({g('streak')} of {g('limit')} in a row).")


def _reshuffled(g, who, names):
    return "The discard pile was shuffled into a new deck."


def _stormed_off(g, who, names):
    scored = ("The round in progress is scored first." if g("scored")
              else "The round in progress is not scored.")
    return f"{g('streak')} dead cards in a row: the Inspector storms off! {scored}"


def _scored(g, who, names):
    fwd, back = g("forward") or 0, g("back") or 0
    if not fwd and not back:
        return f"{who} scored nothing this round (step {g('position')})."
    parts = []
    if fwd:
        parts.append(f"+{fwd} for junk recovered")
    if back:
        parts.append(f"-{back} for dead cards")
    return f"{who} scored {_join(parts)}: now on step {g('position')}."


def _why(reason) -> str:
    return "the Inspector stormed off" if reason == "inspector" else "the end of the path is reached"


def ending(events) -> str:
    """Why the game ended, in one sentence, from its last move's public events."""
    over = next((e for e in events if e.kind == "game_over"), None)
    if over is None:
        return ""
    if over.get("reason") != "inspector":
        return "The game ended: a player reached the end of the path."
    storm = next((e for e in events if e.kind == "stormed_off"), None)
    streak = storm.get("streak") if storm is not None else None
    why = f"after {streak} dead cards in a row" if streak else "after too many dead cards in a row"
    scored = "scored first" if storm is not None and storm.get("scored") else "not scored"
    return f"The game ended when the Inspector stormed off {why}; the round in progress was {scored}."


def _game_over(g, who, names):
    winners = [_who(names, w) for w in (g("winners") or ())]
    why = _why(g("reason"))
    if len(winners) == 1:
        return f"Game over: {why}. {winners[0]} wins!"
    return f"Game over: {why}. It is a draw."


# event kind -> its line: line(event.get, the acting seat's name, all names)
LINES = {
    "round_started": _round_started,
    "buried": _buried,
    "digging_started": _digging_started,
    "dealt": _dealt,
    "card_played": _card_played,
    "inspector_moved": _inspector_moved,
    "recovered": _recovered,
    "destroyed": _destroyed,
    "dead_card": _dead_card,
    "reshuffled": _reshuffled,
    "stormed_off": _stormed_off,
    "scored": _scored,
    "game_over": _game_over,
}


def describe(event: Event, names: Sequence[str]) -> str | None:
    """One line for the log, or None for bookkeeping events nobody needs to read."""
    line = LINES.get(event.kind)
    if line is None:
        return None
    return line(event.get, _who(names, event.get("seat")), names)


# ---- a computer's last move, on its panel (GameScene.show_events) ----------------------------------
ARROW = {"cw": "clockwise", "ccw": "counter-clockwise"}


def _recap_pieces(p) -> str:
    if not isinstance(p, dict):
        return "junk"
    out = [plural(p.get(k, 0), k) for k in ("disk", "bar") if p.get(k, 0)]
    return _join(out) or "nothing"


def _recap_buried(e, kinds, names) -> str:
    return f"Last move: buried a {e['piece']} on space {e['space']}."


def _recap_dead(e, kinds, names) -> str:
    return f"Last move: {e['number']} laid down dead (patience {e['streak']} of {e['limit']})."


def _recap_played(e, kinds, names) -> str:
    how = "number" if e["mode"] == "number" else "colour"
    text = f"Last move: {e['number']} for its {how}"
    walk = kinds.get("inspector_moved")
    if walk:
        text += f", Inspector {plural(walk['steps'], 'space')} {ARROW.get(walk['direction'], '')} to {walk['to']}"
    bits = []
    rec = kinds.get("recovered")
    if rec:
        bits.append(f"found {_recap_pieces(rec.get('pieces'))}")
    des = kinds.get("destroyed")
    if des:
        bits.append(f"exposed {names[des['seat']]}'s {_recap_pieces(des.get('pieces'))}")
    if bits:
        text += ": " + _join(bits)
    return text + "."


# the event that says what a move was -> its recap (the first of these a move has)
RECAPS = (("buried", _recap_buried), ("dead_card", _recap_dead), ("card_played", _recap_played))


def move_recap(events, names) -> str | None:
    """'Last move: a bar on space 12', 'Last move: 17 for its colour, Inspector 4 spaces clockwise to 22,
    found a disk'. Short: it sits on one or two lines of the computer's panel."""
    evs = [e.to_json() if hasattr(e, "to_json") else dict(e) for e in events]
    kinds = {e["kind"]: e for e in evs}
    for kind, say in RECAPS:
        if kind in kinds:
            return say(kinds[kind], kinds, names)
    return None


def recap(events: Sequence[Event], recaps: dict, *, mover, computer, name) -> dict:
    """The recaps on the computers' panels after a move by `mover` (GameScene.show_events): seat ->
    its last move in a few words (None: nothing to say of it)."""
    if mover is None or not computer(mover):
        return recaps
    return {**recaps, mover: move_recap(events, [name(0), name(1)])}
