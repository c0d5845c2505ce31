"""Faras events in plain words, one line each, for the game log.

`describe(event, names)` reads only the parameters the event carries, so an event already filtered
with `Event.for_seat(viewer)` is described without whatever the viewer may not know (a Library
Research peek by another seat, the cards others draw, a face-down penalty). Positions on the board
are left out on purpose: remembering where things lie is the game, the log must not do it for you.
"""
from __future__ import annotations

from typing import Sequence

from game.core import Event
from game.logtext import join_words as _join
from game.logtext import plural
from game.logtext import who as _who
from game.logtext import winners_line
from game.faras import data as D


# events that never get a line of their own (what they tell is already in another line)
SILENT = frozenset({"token_chosen", "turned_down", "to_dam", "to_collection", "card_discarded", "turn_ended",
                    "round_ended"})


def _type_word(ttype: str) -> str:
    return D.TYPE_LABELS.get(ttype, str(ttype)).lower()


def _card_title(kind: str) -> str:
    entry = D.CARD_KINDS.get(kind)
    return entry[1] if entry else str(kind)


def _token(token) -> str:
    """'Skull (bones)', 'a scorpion', 'sand'."""
    if not isinstance(token, int) or not 0 <= token < D.NUM_TOKENS:
        return "a token"
    ttype = D.TOKEN_TYPE[token]
    if ttype == "scorpion":
        return "a scorpion"
    if ttype == "sand":
        return "sand"
    return f"{D.TOKEN_NAME[token]} ({_type_word(ttype)})"


_PAIR_WORDS = {"pottery": "pottery", "paintings": "paintings", "bones": "bones", "misc": "miscellaneous finds",
               "sand": "sand", "scorpion": "scorpions"}


# ---- one line per event kind: (the event's get, who it is about, the players' names) -----------------
def _memorise_started(g, who, names):
    secs = g("seconds")
    how = "until everyone is ready" if secs == "ready" else f"for {plural(secs, 'second')}"
    return f"Everyone memorises the layout {how}."


def _drew(g, who, names):
    kind = g("card_kind")
    if kind is None:
        return f"{who} drew a card."
    return f"{who} drew the {_card_title(kind)} card."


def _peeked(g, who, names):
    if g("token") is None:
        return f"{who} looked at a token in secret."
    return f"{who} looked at {_token(g('token'))} in secret."


def _pair(g, who, names):
    ptype = g("type")
    words = _PAIR_WORDS.get(ptype, str(ptype))
    kept, dammed = len(g("kept") or ()), len(g("dammed") or ())
    if kept >= 2:
        return f"{who} found two {words} and kept both."
    if dammed:
        return f"{who} found two {words}, kept one and sent the other to the dam."
    return f"{who} found two {words} and kept one; the second is a Valuable Find."


def _scorpion(g, who, names):
    if g("cured"):
        return f"{who}'s Medicine calmed a scorpion: it went to the dam at no cost."
    return f"A scorpion stung {who}: it went to the dam."


def _penalty(g, who, names):
    if g("token") is None:
        return f"{who} lost a token from the collection to the dam (scorpion sting)."
    return f"{who} lost {_token(g('token'))} to the dam (scorpion sting)."


def _challenge_result(g, who, names):
    how = "The 50% chance" if g("mode") == "chance" else "The lifting challenge"
    if g("success"):
        return f"{how} succeeded: {who} won the second token."
    return f"{how} failed: the second token stays in the ground."


def _from_dam(g, who, names):
    if g("token") is None:
        return f"{who} took a token from the dam as the helper's reward."
    return f"{who} took {_token(g('token'))} from the dam as the helper's reward."


def _dispute_declared(g, who, names):
    types = g("types")
    said = "all six types" if types == "all" else _join([_type_word(t) for t in (types or ())])
    return f"{who} declared: {said}."


def _dispute_revealed(g, who, names):
    held = _join([_type_word(t) for t in (g("held") or ())]) or "nothing"
    verdict = "right" if g("correct") else "wrong"
    return f"{who}'s collection was shown ({held}): the declaration was {verdict}."


WHY = {"dam": "the dam is complete", "excavations": "the excavations are finished"}


def ending(events) -> str:
    """Why the game ended, in one sentence, from its last move's public events."""
    over = next((e for e in events if e.kind == "game_over"), None)
    if over is None:
        return ""
    return f"The game ended: {WHY.get(over.get('reason'), 'the last round was played')}."


def _game_over(g, who, names):
    why = WHY.get(g("reason"), "the game ended")
    line = winners_line(names, g("winners"), g("scores"), unit="token")
    return f"Game over: {why}. {line}" if line else f"Game over: {why}."


LINES = {
    "placed": lambda g, who, names: f"{who} placed {_token(g('token'))}.",
    "memorise_started": _memorise_started,
    "memorise_ended": lambda g, who, names: "All tokens were turned face down: the excavation begins.",
    "drew": _drew,
    "turn_started": lambda g, who, names: f"{who}'s turn (round {g('round')}).",
    "card_played": lambda g, who, names: f"{who} played the {_card_title(g('card_kind'))} card.",
    "revealed": lambda g, who, names: f"{who} dug up {_token(g('token'))}.",
    "peeked": _peeked,
    "pair": _pair,
    "scorpion": _scorpion,
    "penalty": _penalty,
    "dam_complete": lambda g, who, names: f"The dam is complete ({plural(g('count'), 'stone')}): this round is the last.",
    "reshuffled": lambda g, who, names: "The discard pile was shuffled into a new draw pile.",
    "valuable_find": lambda g, who, names: f"Valuable Find: {who} may try to win {_token(g('token'))} as well.",
    "helper_named": lambda g, who, names: f"{who} asked {_who(names, g('helper'))} to help with the Valuable Find.",
    "challenge_result": _challenge_result,
    "from_dam": _from_dam,
    "find_returned": lambda g, who, names: f"The Valuable Find, {_token(g('token'))}, went back face down.",
    "dispute_skipped": lambda g, who, names: f"{who}'s Scientific Dispute: nobody else holds any tokens yet.",
    "dispute_asked": lambda g, who, names: f"{who} challenged {_who(names, g('asked'))} to a Scientific Dispute.",
    "dispute_declared": _dispute_declared,
    "dispute_revealed": _dispute_revealed,
    "dispute_given": lambda g, who, names: f"{who} gave {_token(g('token'))} to {_who(names, g('to'))}.",
    "game_over": _game_over,
}


def describe(event: Event, names: Sequence[str]) -> str | None:
    """One line for the log, or None for bookkeeping events nobody needs to read (SILENT: the lines
    above already say what matters)."""
    line = LINES.get(event.kind)
    if line is None:
        return None
    return line(event.get, _who(names, event.get("seat")), names)


# the moves the log passes over in silence still get a caption where one move is shown on its own
# (the replay's status line): picking a find up before laying it down
QUIET = {
    "token_chosen": lambda g, who, names: f"{who} picked up {_token(g('token'))} to place it.",
}


def caption(event: Event, names: Sequence[str]) -> str | None:
    """A short line for an event the log leaves out (SILENT), or None."""
    line = QUIET.get(event.kind)
    if line is None:
        return None
    return line(event.get, _who(names, event.get("seat")), names)


# ---- a computer's turn in a few words, on its panel (GameScene.show_events) ----------------------
def _pair(g, name):
    words = {"misc": "miscellaneous finds", "scorpion": "scorpions"}.get(g("type"), g("type"))
    return f"paired two {words}" + (", kept both" if len(g("kept") or ()) >= 2 else "")


def _declared(g, name):
    if g("types") == "all":
        return "declared all six types"
    return "declared " + _join([D.TYPE_LABELS[t].lower() for t in g("types") or ()])


# event kind -> a few words for a computer's move (g: the event's get, name: seat -> name)
RECAPS = {
    "card_played": lambda g, name: f"played {D.CARD_KINDS[g('card_kind')][1]}",
    "pair": _pair,
    "scorpion": lambda g, name: "calmed a scorpion" if g("cured") else "stung by a scorpion",
    "peeked": lambda g, name: "looked at tokens in secret",
    "challenge_result": lambda g, name: "lifted the valuable find" if g("success") else "dropped the valuable find",
    "from_dam": lambda g, name: "took a token from the dam",
    "dispute_asked": lambda g, name: f"questioned {name(g('asked'))}",
    "dispute_declared": _declared,
    "dispute_given": lambda g, name: f"gave {name(g('to'))} a token",
}


def recap_phrase(e, name) -> str:
    """A few words for a computer's move ('played Guests', 'paired two bones'), or ''."""
    said = RECAPS.get(e.kind)
    return said(e.get, name) if said else ""


def recap(events: Sequence[Event], recaps: dict, *, mover, computer, name) -> dict:
    """The recaps on the computers' panels after a move (`events` as the screen may show them):
    seat -> the phrases of its turn so far, kept until that seat's next turn starts."""
    recaps = {s: list(parts) for s, parts in recaps.items()}
    for e in events:
        seat = e.get("seat")
        if e.kind == "turn_started" and seat is not None:
            recaps[seat] = []
            continue
        if seat is None or not computer(seat):
            continue
        part = recap_phrase(e, name)
        if part:
            parts = recaps.setdefault(seat, [])
            if part.startswith("looked at") and parts and parts[-1].startswith("looked at"):
                parts[-1] = part   # one line for the four looks of a Library Research
            elif part.startswith("paired two ") and parts and parts[-1].startswith("paired two "):
                parts[-1] += ", " + part[len("paired "):]   # "paired two pottery, two bones"
            else:
                parts.append(part)
    return recaps
