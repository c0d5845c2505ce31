"""Artifakes events in plain words, one line each, for the game log.

The only secret is a player's hand: the `dealt` event carries the cards for its own seat alone, and
a filtered event (`Event.for_seat`) has no `cards`, so the other player reads only how many.
"""
from __future__ import annotations

from typing import Sequence

from game.core import Event
from game.i18n import N_, _, _n
from game.logtext import join_words as _join
from game.logtext import who as _who

from . import data


SILENT: frozenset = frozenset()   # every Artifakes event gets a line


def card_words(card) -> str:
    """'12 (day)'."""
    if card not in data.CARD_NUMBER:
        return _("a card")
    if data.CARD_SIDE[card] == "day":
        # Translators: a card: its number and its side
        return _("{number} (day)").format(number=data.CARD_NUMBER[card])
    # Translators: a card: its number and its side
    return _("{number} (night)").format(number=data.CARD_NUMBER[card])


def _thaw(value):
    # event parameters are frozen: a dict arrives as ("__dict__", (key, value), ...)
    if isinstance(value, tuple) and value[:1] == ("__dict__",):
        return {k: v for k, v in value[1:]}
    return value


def _piece_words(piece: str, n: int, article: bool = True) -> str:
    """'a disk', 'disk' (article=False), '2 bars'."""
    if piece == "disk":
        if n == 1:
            return _("a disk") if article else _("disk")
        return _n("{n} disk", "{n} disks", n)
    if n == 1:
        return _("a bar") if article else _("bar")
    return _n("{n} bar", "{n} bars", n)


def _pieces(pieces, article: bool = True) -> str:
    """{'disk': 1, 'bar': 2} -> 'a disk and 2 bars'."""
    pieces = _thaw(pieces)
    if not isinstance(pieces, dict):
        # Translators: buried pieces nobody may count
        return _("junk")
    out = []
    for piece in data.PIECE_TYPES:
        n = pieces.get(piece, 0)
        if n:
            out.append(_piece_words(piece, n, article))
    # Translators: no pieces at all
    return _join(out) or _("nothing")


# the ring's colours as running text says them
_COLOUR_WORDS = {"white": N_("white"), "blue": N_("blue"), "green": N_("green"), "yellow": N_("yellow"),
                 "red": N_("red")}


def _colour(colour) -> str:
    word = _COLOUR_WORDS.get(colour)
    return _(word) if word else str(colour)


def _round_started(g, who, names):
    return _("Round {round}: {player} buries first.").format(round=g("round"), player=_who(names, g("first_burier")))


def _buried(g, who, names):
    if g("piece") == "disk":
        return _("{player} buried a disk on space {space}.").format(player=who, space=g("space"))
    return _("{player} buried a bar on space {space}.").format(player=who, space=g("space"))


def _digging_started(g, who, names):
    return _("Everything is buried: {player} plays the first card.").format(player=_who(names, g("first_digger")))


def _dealt(g, who, names):
    cards = g("cards")
    if cards is None:
        return _n("{player} was dealt {n} card.", "{player} was dealt {n} cards.", g("count"), player=who)
    # Translators: {cards} is a list of cards ("3 (day), 12 (night) and 17 (day)")
    return _("{player} was dealt {cards}.").format(player=who, cards=_join([card_words(c) for c in cards]))


def _card_played(g, who, names):
    if g("mode") == "number":
        # Translators: {card} is a card ("12 (day)")
        return _("{player} played {card} for its number.").format(player=who, card=card_words(g("card")))
    # Translators: {card} is a card ("12 (day)"), {colour} its colour ("blue")
    return _("{player} played {card} for its colour ({colour}).").format(
        player=who, card=card_words(g("card")), colour=_colour(g("colour")))


def _inspector_moved(g, who, names):
    steps, to = g("steps"), g("to")
    if g("direction") == "ccw":
        return _n("The Inspector walked {n} space counter-clockwise to space {space}.",
                  "The Inspector walked {n} spaces counter-clockwise to space {space}.", steps, space=to)
    return _n("The Inspector walked {n} space clockwise to space {space}.",
              "The Inspector walked {n} spaces clockwise to space {space}.", steps, space=to)


def _recovered(g, who, names):
    # Translators: {pieces} are buried pieces ("a disk and 2 bars")
    return _n("{player} recovered {pieces} on space {space} ({n} point).",
              "{player} recovered {pieces} on space {space} ({n} points).", g("points"),
              player=who, pieces=_pieces(g("pieces")), space=g("space"))


def _destroyed(g, who, names):
    # Translators: {player} exposed the pieces of {owner}; {pieces} are buried pieces ("disk and 2 bars")
    return _n("{player} exposed {owner}'s {pieces} on space {space}: junk, gone for good ({n} point).",
              "{player} exposed {owner}'s {pieces} on space {space}: junk, gone for good ({n} points).", g("points"),
              player=_who(names, g("by")), owner=who, pieces=_pieces(g("pieces"), article=False), space=g("space"))


def _dead_card(g, who, names):
    # Translators: {card} is a card ("12 (day)"); {streak} of {limit} dead cards the Inspector puts up with
    return _("{player} laid down {card} as a dead card ({streak} of {limit} in a row).").format(
        player=who, card=card_words(g("card")), streak=g("streak"), limit=g("limit"))


def _reshuffled(g, who, names):
    return _("The discard pile was shuffled into a new deck.")


def _stormed_off(g, who, names):
    said = _n("{n} dead card in a row: the Inspector storms off!", "{n} dead cards in a row: the Inspector storms off!",
              g("streak"))
    scored = (_("The round in progress is scored first.") if g("scored")
              else _("The round in progress is not scored."))
    return f"{said} {scored}"


def _scored(g, who, names):
    fwd, back = g("forward") or 0, g("back") or 0
    if not fwd and not back:
        return _("{player} scored nothing this round (step {step}).").format(player=who, step=g("position"))
    parts = []
    if fwd:
        # Translators: the steps a player moves on along the path for a round
        parts.append(_("+{n} for junk recovered").format(n=fwd))
    if back:
        # Translators: the steps a player moves back along the path for a round
        parts.append(_("-{n} for dead cards").format(n=back))
    # Translators: {parts} is what a round brought ("+5 for junk recovered and -2 for dead cards")
    return _("{player} scored {parts}: now on step {step}.").format(player=who, parts=_join(parts), step=g("position"))


def ending(events) -> str:
    """Why the game ended, in one sentence, from its last move's public events."""
    over = next((e for e in events if e.kind == "game_over"), None)
    if over is None:
        return ""
    if over.get("reason") != "inspector":
        return _("The game ended: a player reached the end of the path.")
    storm = next((e for e in events if e.kind == "stormed_off"), None)
    streak = storm.get("streak") if storm is not None else None
    scored = storm is not None and storm.get("scored")
    if streak:
        if scored:
            return _n("The game ended when the Inspector stormed off after {n} dead card in a row; the round in "
                      "progress was scored first.",
                      "The game ended when the Inspector stormed off after {n} dead cards in a row; the round in "
                      "progress was scored first.", streak)
        return _n("The game ended when the Inspector stormed off after {n} dead card in a row; the round in "
                  "progress was not scored.",
                  "The game ended when the Inspector stormed off after {n} dead cards in a row; the round in "
                  "progress was not scored.", streak)
    if scored:
        return _("The game ended when the Inspector stormed off after too many dead cards in a row; the round in "
                 "progress was scored first.")
    return _("The game ended when the Inspector stormed off after too many dead cards in a row; the round in "
             "progress was not scored.")


def _game_over(g, who, names):
    winners = [_who(names, w) for w in (g("winners") or ())]
    if g("reason") == "inspector":
        said = _("Game over: the Inspector stormed off.")
    else:
        said = _("Game over: the end of the path is reached.")
    if len(winners) == 1:
        return f"{said} " + _("{player} wins!").format(player=winners[0])
    return f"{said} " + _("It is a draw.")


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
def _recap_pieces(p) -> str:
    if not isinstance(p, dict):
        return _("junk")
    out = []
    if p.get("disk", 0):
        out.append(_n("{n} disk", "{n} disks", p["disk"]))
    if p.get("bar", 0):
        out.append(_n("{n} bar", "{n} bars", p["bar"]))
    return _join(out) or _("nothing")


def _recap_buried(e, kinds, names) -> str:
    if e["piece"] == "disk":
        return _("Last move: buried a disk on space {space}.").format(space=e["space"])
    return _("Last move: buried a bar on space {space}.").format(space=e["space"])


def _recap_dead(e, kinds, names) -> str:
    # Translators: {number} is the card's number; the Inspector's patience: {streak} dead cards of {limit}
    return _("Last move: {number} laid down dead (patience {streak} of {limit}).").format(
        number=e["number"], streak=e["streak"], limit=e["limit"])


def _recap_played(e, kinds, names) -> str:
    if e["mode"] == "number":
        # Translators: {number} is the number of the card played
        text = _("Last move: {number} for its number").format(number=e["number"])
    else:
        # Translators: {number} is the number of the card played
        text = _("Last move: {number} for its colour").format(number=e["number"])
    walk = kinds.get("inspector_moved")
    if walk:
        if walk["direction"] == "ccw":
            # Translators: {move} is a computer's last move ("Last move: 17 for its colour"), {space} a ring space
            text = _n("{move}, Inspector {n} space counter-clockwise to {space}",
                      "{move}, Inspector {n} spaces counter-clockwise to {space}", walk["steps"], move=text,
                      space=walk["to"])
        else:
            # Translators: {move} is a computer's last move ("Last move: 17 for its colour"), {space} a ring space
            text = _n("{move}, Inspector {n} space clockwise to {space}",
                      "{move}, Inspector {n} spaces clockwise to {space}", walk["steps"], move=text, space=walk["to"])
    bits = []
    rec = kinds.get("recovered")
    if rec:
        # Translators: what a computer's move found: {pieces} are pieces ("1 disk and 2 bars")
        bits.append(_("found {pieces}").format(pieces=_recap_pieces(rec.get("pieces"))))
    des = kinds.get("destroyed")
    if des:
        # Translators: what a computer's move exposed: {pieces} of {player} ("1 disk and 2 bars")
        bits.append(_("exposed {player}'s {pieces}").format(player=names[des["seat"]],
                                                            pieces=_recap_pieces(des.get("pieces"))))
    if bits:
        # Translators: {move} is a computer's last move ("Last move: 17 for its colour, Inspector 4 spaces
        # clockwise to 22"), {results} what it brought ("found 1 disk")
        return _("{move}: {results}.").format(move=text, results=_join(bits))
    # Translators: {move} is a computer's last move ("Last move: 17 for its colour")
    return _("{move}.").format(move=text)


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
