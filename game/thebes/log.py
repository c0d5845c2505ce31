"""Thebes events in plain words, one line each, for the game log.

Everything in Thebes happens in the open (only the bag and pile order is hidden, and no event
carries it), so every event is described the same way for every seat.
"""
from __future__ import annotations

from typing import Sequence

from game.core import Event
from game.logtext import join_words as _join
from game.logtext import a_or_an, plural, plural_word
from game.logtext import who as _who
from game.logtext import winners_line
from game.thebes import data as D


# events that never get a line of their own (the weeks are in each action's line); token_drawn
# (debris), permit_used (a normal permit) and cards_spent (a Zeppelin) are silent only sometimes
SILENT = frozenset({"time_moved", "year_marker"})


def _place(loc) -> str:
    return D.LOCATION_NAME.get(loc, str(loc))


def _weeks(n) -> str:
    return plural(n, "week")


def card_words(cid) -> str:
    """'Egypt knowledge (2)', 'rumor for Greece', 'congress', 'small exhibition (4 points)'."""
    c = D.CARDS.get(cid)
    if c is None:
        return "a card"
    kind = c["type"]
    if kind == "specialized_knowledge":
        return f"{_place(c['site'])} knowledge ({c['value']})"
    if kind == "general_knowledge":
        return f"general knowledge ({c['value']})"
    if kind == "rumor":
        return f"rumor for {_place(c['site'])} ({c['value']})"
    if kind == "exhibition":
        return f"{c['size']} exhibition ({plural(c['vp'], 'point')})"
    return kind.replace("_", " ")


# ---- one line per event: event kind -> line(get, who, names) ---------------------------------------
def _travelled(g, who, names):
    how = " by Zeppelin" if g("zeppelin") else " by car" if g("car") else ""
    cost = "free" if g("zeppelin") else _weeks(g("weeks"))
    return f"{who} travelled from {_place(g('frm'))} to {_place(g('to'))}{how} ({cost})."


def _card_taken(g, who, names):
    c = D.CARDS.get(g("card"), {})
    return f"{who} took the {_place(g('city'))} {card_words(g('card'))} card ({_weeks(c.get('weeks', g('weeks')))})."


def _display_refilled(g, who, names):
    cards = list(g("cards") or ())
    placed = list(g("placed") or ())
    shown = [card_words(c) for c, p in zip(cards, placed) if p and p[0] == "display"]
    shows = [card_words(c) for c, p in zip(cards, placed) if p and p[0] == "exhibition"]
    parts = []
    if shown:
        parts.append(f"New on display: {_join(shown)}.")
    if shows:
        parts.append(f"New {plural_word(len(shows), 'exhibition')}: {_join(shows)}.")
    return " ".join(parts) or None


def _draw_pile_reshuffled(g, who, names):
    if g("set_aside_added"):
        return "The discards and the set-aside pile were shuffled into a new draw pile."
    return "The discards were shuffled into a new draw pile."


def _dig_started(g, who, names):
    return (f"{who} dug at {_place(g('site'))} for {_weeks(g('weeks'))} with {g('K')} knowledge: "
            f"{plural(g('tokens'), 'token')} to draw.")


def _token_drawn(g, who, names):
    kind = g("token_kind")
    if kind == "debris":
        return None   # summed up by debris_returned
    if kind == "artifact":
        return f"{who} found {g('name')} ({plural(g('value'), 'point')})."
    if kind == "knowledge":
        return f"{who} found a knowledge token for {_place(g('for_site'))}."
    return f"{who} found a general knowledge token."


def _permit_used(g, who, names):
    if g("special_permission"):
        return f"{who} dug at {_place(g('site'))} with a special permission."
    return None


def _cards_spent(g, who, names):
    if g("reason") == "zeppelin":
        return None   # the journey line says "by Zeppelin"
    spent = [card_words(c) for c in (g("cards") or ())]
    return f"{who} used up {_join(spent)}." if spent else None


def _exhibition_taken(g, who, names):
    c = D.CARDS.get(g("card"), {})
    return (f"{who} held the {c.get('size', '')} exhibition in {_place(c.get('city'))}: "
            f"{plural(g('vp'), 'point')} ({_weeks(g('weeks'))}).").replace("the  exhibition", "the exhibition")


def ending(events) -> str:
    """Why the game ended, in one sentence, from its last move's public events."""
    if not any(e.kind == "game_over" for e in events):
        return ""
    return "The game ended: every archaeologist's time is used up (or they retired)."


def _game_set_up(g, who, names):
    n = g("players")
    when = f"week {g('week')} of {g('year')}"
    why = " (three players start later: a shorter game)" if n == 3 else ""
    line = f"{n} archaeologists: the dig starts in {when}{why}."
    if g("set_aside"):
        line += (f" {plural(g('set_aside'), 'card')} (with the large exhibitions) wait aside until the "
                 f"draw pile of {g('draw_pile')} first runs out.")
    else:
        line += f" Every card is in the draw pile ({g('draw_pile')}), the exhibitions with them."
    return line


def _game_over(g, who, names):
    line = winners_line(names, g("winners"), g("scores"))
    why = "every archaeologist's time is used up"
    return f"Game over: {why}. {line}" if line else f"Game over: {why}."


LINES = {
    "game_set_up": _game_set_up,
    "travelled": _travelled,
    "card_taken": _card_taken,
    "display_refilled": _display_refilled,
    "draw_pile_reshuffled": _draw_pile_reshuffled,
    "cards_changed": lambda g, who, names: f"{who} changed the cards on display in Warsaw ({_weeks(g('weeks'))}).",
    "dig_started": _dig_started,
    "token_drawn": _token_drawn,
    "debris_returned": lambda g, who, names: (f"{plural(g('count'), 'debris token')} went back into the "
                                              f"{_place(g('site'))} bag."),
    "bonus_taken": lambda g, who, names: (f"{who} took the first-dig bonus at {_place(g('site'))}: "
                                          f"{g('name')} ({g('value')} point)."),
    "permit_used": _permit_used,
    "cards_spent": _cards_spent,
    "year_rollover": lambda g, who, names: f"{who} reached {g('year')}: every permit is valid again.",
    "exhibition_taken": _exhibition_taken,
    "retired": lambda g, who, names: f"{who} retired for the rest of the game.",
    "game_over": _game_over,
}


def describe(event: Event, names: Sequence[str]) -> str | None:
    """One line for the log, or None for bookkeeping events nobody needs to read."""
    line = LINES.get(event.kind)
    if line is None:
        return None   # time_moved, year_marker (SILENT)
    return line(event.get, _who(names, event.get("seat")), names)


# ---- a few words on a whole move, for a computer's panel: event kind -> step(recap, get) ----------
class _Recap:
    def __init__(self):
        self.how = ""
        self.finds = 0
        self.line: str | None = None
        self.final: str | None = None   # says it all: no other event counts


def _recap_card(r: _Recap, g) -> None:
    words = card_words(g("card"))
    r.line = f"Took {words if '(' in words else a_or_an(words + ' card')} in {_place(g('city'))}"


def _recap_exhibition(r: _Recap, g) -> None:
    c = D.CARDS.get(g("card"), {})
    r.line = f"Held the exhibition in {_place(c.get('city'))}: {plural(g('vp'), 'point')}"


def _recap_find(r: _Recap, g) -> None:
    if g("token_kind") != "debris":
        r.finds += 1


RECAP = {
    "travelled": lambda r, g: setattr(r, "how", ", by Zeppelin" if g("zeppelin") else ", by car" if g("car") else ""),
    "card_taken": _recap_card,
    "cards_changed": lambda r, g: setattr(r, "line", "Changed the 4 cards in Warsaw"),
    "exhibition_taken": _recap_exhibition,
    "dig_started": lambda r, g: setattr(r, "line", f"Dug {_weeks(g('weeks'))} at {_place(g('site'))}"),
    "token_drawn": _recap_find,
    "bonus_taken": lambda r, g: setattr(r, "finds", r.finds + 1),
    "retired": lambda r, g: setattr(r, "final", "Retired for the rest of the game"),
}


def recap(events: Sequence[Event], recaps: dict, *, mover, computer, name) -> dict:
    """The recaps on the computers' panels after a move by `mover` (GameScene.show_events): seat ->
    a few words on its last move."""
    words = move_recap(events) if mover is not None and computer(mover) else None
    return {**recaps, mover: words} if words else recaps


def move_recap(events: Sequence[Event]) -> str | None:
    """A few words for a player's panel on the move these events came from ("Dug 8 weeks at
    Egypt: 2 finds", "Took Egypt knowledge (2) in London, by car"); None when nothing was done."""
    r = _Recap()
    for e in events:
        step = RECAP.get(e.kind)
        if step is not None:
            step(r, e.get)
            if r.final is not None:
                return r.final
    if r.line is None:
        return None
    line = r.line
    if line.startswith("Dug"):
        line += f": {plural(r.finds, 'find')}" if r.finds else ": nothing found"
    return line + r.how
