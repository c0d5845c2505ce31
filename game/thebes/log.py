"""Thebes events in plain words, one line each, for the game log.

Everything in Thebes happens in the open (only the bag and pile order is hidden, and no event
carries it), so every event is described the same way for every seat.
"""
from __future__ import annotations

from typing import Sequence

from game.core import Event
from game.logtext import join_words as _join
from game.logtext import plural, plural_word
from game.logtext import who as _who
from game.logtext import winners_line
from game.thebes import data as D


# events that never get a line of their own; token_drawn (debris), permit_used (a normal permit)
# and cards_spent (a Zeppelin) are silent only sometimes
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


def describe(event: Event, names: Sequence[str]) -> str | None:
    """One line for the log, or None for bookkeeping events nobody needs to read."""
    k = event.kind
    g = event.get
    who = _who(names, g("seat"))
    if k == "travelled":
        how = " by Zeppelin" if g("zeppelin") else " by car" if g("car") else ""
        cost = "free" if g("zeppelin") else _weeks(g("weeks"))
        return f"{who} travelled from {_place(g('frm'))} to {_place(g('to'))}{how} ({cost})."
    if k == "card_taken":
        c = D.CARDS.get(g("card"), {})
        return f"{who} took the {_place(g('city'))} {card_words(g('card'))} card ({_weeks(c.get('weeks', g('weeks')))})."
    if k == "display_refilled":
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
    if k == "draw_pile_reshuffled":
        if g("set_aside_added"):
            return "The discards and the set-aside pile were shuffled into a new draw pile."
        return "The discards were shuffled into a new draw pile."
    if k == "cards_changed":
        return f"{who} changed the cards on display in Warsaw ({_weeks(g('weeks'))})."
    if k == "dig_started":
        n = g("tokens")
        return (f"{who} dug at {_place(g('site'))} for {_weeks(g('weeks'))} with {g('K')} knowledge: "
                f"{plural(n, 'token')} to draw.")
    if k == "token_drawn":
        kind = g("token_kind")
        if kind == "debris":
            return None   # summed up by debris_returned
        if kind == "artifact":
            v = g("value")
            return f"{who} found {g('name')} ({plural(v, 'point')})."
        if kind == "knowledge":
            return f"{who} found a knowledge token for {_place(g('for_site'))}."
        return f"{who} found a general knowledge token."
    if k == "debris_returned":
        n = g("count")
        return f"{plural(n, 'debris token')} went back into the {_place(g('site'))} bag."
    if k == "bonus_taken":
        return f"{who} took the first-dig bonus at {_place(g('site'))}: {g('name')} ({g('value')} point)."
    if k == "permit_used":
        if g("special_permission"):
            return f"{who} dug at {_place(g('site'))} with a special permission."
        return None
    if k == "cards_spent":
        if g("reason") == "zeppelin":
            return None   # the journey line says "by Zeppelin"
        spent = [card_words(c) for c in (g("cards") or ())]
        return f"{who} used up {_join(spent)}." if spent else None
    if k == "year_rollover":
        return f"{who} reached {g('year')}: every permit is valid again."
    if k == "exhibition_taken":
        c = D.CARDS.get(g("card"), {})
        return (f"{who} held the {c.get('size', '')} exhibition in {_place(c.get('city'))}: "
                f"{plural(g('vp'), 'point')} ({_weeks(g('weeks'))}).").replace("the  exhibition", "the exhibition")
    if k == "retired":
        return f"{who} retired for the rest of the game."
    if k == "game_over":
        line = winners_line(names, g("winners"), g("scores"))
        return f"Game over: {line}" if line else "Game over."
    # time_moved, year_marker: the weeks are in each action's line
    return None


def recap(events: Sequence[Event]) -> str | None:
    """A few words for a player's panel on the move these events came from ("Dug 8 weeks at
    Egypt: 2 finds", "Took Egypt knowledge (2) in London, by car"); None when nothing was done."""
    how = ""
    finds, debris, line = 0, 0, None
    for e in events:
        g = e.get
        k = e.kind
        if k == "travelled":
            how = ", by Zeppelin" if g("zeppelin") else ", by car" if g("car") else ""
        elif k == "card_taken":
            words = card_words(g("card"))
            line = f"Took {words if '(' in words else 'a ' + words + ' card'} in {_place(g('city'))}"
        elif k == "cards_changed":
            line = "Changed the 4 cards in Warsaw"
        elif k == "exhibition_taken":
            c = D.CARDS.get(g("card"), {})
            line = f"Held the exhibition in {_place(c.get('city'))}: {plural(g('vp'), 'point')}"
        elif k == "dig_started":
            line = f"Dug {_weeks(g('weeks'))} at {_place(g('site'))}"
        elif k == "token_drawn":
            if g("token_kind") == "debris":
                debris += 1
            else:
                finds += 1
        elif k == "bonus_taken":
            finds += 1
        elif k == "retired":
            return "Retired for the rest of the game"
    if line is None:
        return None
    if line.startswith("Dug"):
        line += f": {plural(finds, 'find')}" if finds else ": nothing found"
    return line + how
