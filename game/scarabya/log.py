"""Scarabya events in plain words, one line each, for the game log (everything is public).

`describe` looks the event's kind up in LINES (kind -> a function of the event and the seat names)."""
from __future__ import annotations

from typing import Callable, Sequence

from game.core import Event
from game.i18n import _, _n
from game.logtext import join_words as _join
from game.logtext import who as _who
from game.logtext import winners_line

# Tiles are named by their letters (F I L N P T U V W X Y Z), as the pentominoes are everywhere: the
# letters are not translated, the sentences around them are.

SILENT: frozenset = frozenset()   # every Scarabya event gets a line


def _round_started(event: Event, names: Sequence[str]) -> str:
    g = event.get
    tiles = list(g("tiles") or ())
    order = list(g("order") or ())
    if len(set(tiles)) > 1 and order:   # duel: two cards, one each
        # Translators: who gets which tile this round: {tile} is the letter that names a tile ("Anna gets the L")
        deals = _join([_("{player} gets the {tile}").format(player=_who(names, s), tile=tiles[s]) for s in order])
        # Translators: {deals} says who gets which tile ("Anna gets the I and Ben gets the V")
        return _("Round {round}: {deals}.").format(round=g("round"), deals=deals)
    # Translators: {tile} is the letter that names a tile (a pentomino): "Round 3: the L tile."
    return _("Round {round}: the {tile} tile.").format(round=g("round"), tile=g("tile"))


def _placed(event: Event, names: Sequence[str]) -> str:
    g = event.get
    covered = len(g("scarabs_covered") or ())
    who = _who(names, g("seat"))
    if covered:
        # Translators: {tile} is the letter that names a tile (a pentomino)
        return _n("{player} placed the {tile} tile, covering {n} scarab.",
                  "{player} placed the {tile} tile, covering {n} scarabs.", covered, player=who, tile=g("tile"))
    # Translators: {tile} is the letter that names a tile (a pentomino)
    return _("{player} placed the {tile} tile.").format(player=who, tile=g("tile"))


def _area_closed(event: Event, names: Sequence[str]) -> str:
    g = event.get
    who = _who(names, g("seat"))
    size, pts = g("size"), g("points")
    found = len(g("scarabs") or ())
    if not found:
        # Translators: {size} is the number of squares of the area
        return _("{player} closed an empty area of {size}.").format(player=who, size=size)
    if not pts:
        # Translators: {size} is the number of squares of the area
        return _n("{player} closed an area of {size} around {n} scarab.",
                  "{player} closed an area of {size} around {n} scarabs.", found, player=who, size=size)
    # Translators: {size} is the number of squares of the area; {scarabs} a number of scarabs ("2 scarabs")
    return _n("{player} closed an area of {size} with {scarabs}: {n} point.",
              "{player} closed an area of {size} with {scarabs}: {n} points.", pts,
              player=who, size=size, scarabs=_n("{n} scarab", "{n} scarabs", found))


def _discarded(event: Event, names: Sequence[str]) -> str:
    # Translators: {tile} is the letter that names a tile (a pentomino)
    return _("{player} discarded the {tile}: it fits nowhere.").format(player=_who(names, event.get("seat")),
                                                                         tile=event.get("tile"))


def _scarab_sealed(event: Event, names: Sequence[str]) -> str:
    n = len(event.get("cells") or ())
    if n == 1:
        return _("A scarab was sealed in a closed area: the dig is lost.")
    return _n("{n} scarab was sealed in a closed area: the dig is lost.",
              "{n} scarabs were sealed in a closed area: the dig is lost.", n)


def ending(events) -> str:
    """Why the game ended, in one sentence, from its last move's public events."""
    over = next((e for e in events if e.kind == "game_over"), None)
    if over is None:
        return ""
    result = over.get("result")
    if result == "won":
        return _("The game ended: every scarab is covered.")
    if result == "lost":
        if any(e.kind == "scarab_sealed" for e in events):
            return _("The game ended: a scarab was sealed in a closed area, so the dig is lost.")
        return _("The game ended: the last round was played with scarabs still uncovered, so the dig is lost.")
    return _("The game ended: the last round was played.")


def _game_over(event: Event, names: Sequence[str]) -> str:
    g = event.get
    result = g("result")
    if result == "won":
        return _("Game over: every scarab is covered. {player} wins!").format(player=_who(names, 0))
    if result == "lost":
        return _("Game over: the dig is lost.")
    said = _("Game over: the last round is played.")
    line = winners_line(names, g("winners"), g("scores"))
    return f"{said} {line}" if line else said


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
        # Translators: a player's last move in a few words: {tile} is the letter that names a tile
        return _("discarded the {tile}").format(tile=rec["tile"])
    pts = rec.get("points", 0)
    if mode == "solo" or not pts:
        # Translators: a player's last move in a few words: {tile} is the letter that names a tile
        return _("placed the {tile}").format(tile=rec["tile"])
    # Translators: a player's last move in a few words: {tile} is the letter that names a tile
    return _n("placed the {tile}: +{n} point", "placed the {tile}: +{n} points", pts, tile=rec["tile"])
