"""Thebes events in plain words, one line each, for the game log.

Everything in Thebes happens in the open (only the bag and pile order is hidden, and no event
carries it), so every event is described the same way for every seat.
"""
from __future__ import annotations

from typing import Sequence

from game.core import Event
from game.i18n import N_, _, _n
from game.logtext import join_words as _join
from game.logtext import who as _who
from game.logtext import winners_line
from game.thebes import data as D


# events that never get a line of their own (the weeks are in each action's line); token_drawn
# (debris), permit_used (a normal permit) and cards_spent (a Zeppelin) are silent only sometimes
SILENT = frozenset({"time_moved", "year_marker"})


def _place(loc) -> str:
    name = D.LOCATION_NAME.get(loc)
    return _(name) if name is not None else str(loc)


def _weeks(n) -> str:
    return _n("{n} week", "{n} weeks", n)


# the researcher cards that are named by their kind alone, as running text says them
_CARD_KINDS = {
    # Translators: a researcher card's kind in running text ("Anna took the London car card (1 week).")
    "special_permission": N_("special permission"), "zeppelin": N_("zeppelin"), "car": N_("car"),
    "congress": N_("congress"), "assistant": N_("assistant"), "shovel": N_("shovel"),
}
# the same cards with their article, for a computer's panel ("Took an assistant card in Rome")
_A_CARD = {
    "special_permission": N_("a special permission card"), "zeppelin": N_("a zeppelin card"),
    "car": N_("a car card"), "congress": N_("a congress card"), "assistant": N_("an assistant card"),
    "shovel": N_("a shovel card"),
}


def card_words(cid) -> str:
    """'Egypt knowledge (2)', 'rumor for Greece', 'congress', 'small exhibition (4 points)'."""
    c = D.CARDS.get(cid)
    if c is None:
        return _("a card")
    kind = c["type"]
    if kind == "specialized_knowledge":
        # Translators: a card: {site} is a dig site, {value} its knowledge points ("Egypt knowledge (2)")
        return _("{site} knowledge ({value})").format(site=_place(c["site"]), value=c["value"])
    if kind == "general_knowledge":
        # Translators: a card: {value} is its knowledge points
        return _("general knowledge ({value})").format(value=c["value"])
    if kind == "rumor":
        # Translators: a card: {site} is a dig site, {value} its knowledge points ("rumor for Greece (2)")
        return _("rumor for {site} ({value})").format(site=_place(c["site"]), value=c["value"])
    if kind == "exhibition":
        if c["size"] == "small":
            return _n("small exhibition ({n} point)", "small exhibition ({n} points)", c["vp"])
        if c["size"] == "large":
            return _n("large exhibition ({n} point)", "large exhibition ({n} points)", c["vp"])
    words = _CARD_KINDS.get(kind)
    return _(words) if words else kind.replace("_", " ")


# ---- one line per event: event kind -> line(get, who, names) ---------------------------------------
def _travelled(g, who, names):
    start, end = _place(g("frm")), _place(g("to"))
    if g("zeppelin"):
        return _("{player} travelled from {start} to {end} by Zeppelin (free).").format(player=who, start=start,
                                                                                        end=end)
    if g("car"):
        return _n("{player} travelled from {start} to {end} by car ({n} week).",
                  "{player} travelled from {start} to {end} by car ({n} weeks).", g("weeks"),
                  player=who, start=start, end=end)
    return _n("{player} travelled from {start} to {end} ({n} week).",
              "{player} travelled from {start} to {end} ({n} weeks).", g("weeks"), player=who, start=start, end=end)


def _card_taken(g, who, names):
    c = D.CARDS.get(g("card"), {})
    # Translators: {city} is where the card lies; {card} the card ("Egypt knowledge (2)", "car",
    # "small exhibition (4 points)"): "Anna took the London car card (1 week)."
    return _n("{player} took the {city} {card} card ({n} week).", "{player} took the {city} {card} card ({n} weeks).",
              c.get("weeks", g("weeks")), player=who, city=_place(g("city")), card=card_words(g("card")))


def _display_refilled(g, who, names):
    cards = list(g("cards") or ())
    placed = list(g("placed") or ())
    shown = [card_words(c) for c, p in zip(cards, placed) if p and p[0] == "display"]
    shows = [card_words(c) for c, p in zip(cards, placed) if p and p[0] == "exhibition"]
    parts = []
    if shown:
        # Translators: {cards} is a list of cards ("Egypt knowledge (2), car and congress")
        parts.append(_("New on display: {cards}.").format(cards=_join(shown)))
    if shows:
        # Translators: {cards} is a list of exhibition cards ("small exhibition (4 points)")
        parts.append(_n("New exhibition: {cards}.", "New exhibitions: {cards}.", len(shows), cards=_join(shows)))
    return " ".join(parts) or None


def _draw_pile_reshuffled(g, who, names):
    if g("set_aside_added"):
        return _("The discards and the set-aside pile were shuffled into a new draw pile.")
    return _("The discards were shuffled into a new draw pile.")


def _dig_started(g, who, names):
    # Translators: {weeks} is a number of weeks ("8 weeks"), {k} a number of knowledge points
    return _n("{player} dug at {site} for {weeks} with {k} knowledge: {n} token to draw.",
              "{player} dug at {site} for {weeks} with {k} knowledge: {n} tokens to draw.", g("tokens"),
              player=who, site=_place(g("site")), weeks=_weeks(g("weeks")), k=g("K"))


def _token_drawn(g, who, names):
    kind = g("token_kind")
    if kind == "debris":
        return None   # summed up by debris_returned
    if kind == "artifact":
        # Translators: {artifact} is the name of an artifact dug up
        return _n("{player} found {artifact} ({n} point).", "{player} found {artifact} ({n} points).", g("value"),
                  player=who, artifact=_(g("name")))
    if kind == "knowledge":
        return _("{player} found a knowledge token for {site}.").format(player=who, site=_place(g("for_site")))
    return _("{player} found a general knowledge token.").format(player=who)


def _permit_used(g, who, names):
    if g("special_permission"):
        return _("{player} dug at {site} with a special permission.").format(player=who, site=_place(g("site")))
    return None


def _cards_spent(g, who, names):
    if g("reason") == "zeppelin":
        return None   # the journey line says "by Zeppelin"
    spent = [card_words(c) for c in (g("cards") or ())]
    # Translators: {cards} is a list of cards ("rumor for Greece (2) and assistant")
    return _("{player} used up {cards}.").format(player=who, cards=_join(spent)) if spent else None


def _exhibition_taken(g, who, names):
    c = D.CARDS.get(g("card"), {})
    values = dict(player=who, city=_place(c.get("city")), weeks=_weeks(g("weeks")))
    size = c.get("size", "")
    if size == "small":
        # Translators: {weeks} is a number of weeks ("4 weeks")
        return _n("{player} held the small exhibition in {city}: {n} point ({weeks}).",
                  "{player} held the small exhibition in {city}: {n} points ({weeks}).", g("vp"), **values)
    if size == "large":
        # Translators: {weeks} is a number of weeks ("4 weeks")
        return _n("{player} held the large exhibition in {city}: {n} point ({weeks}).",
                  "{player} held the large exhibition in {city}: {n} points ({weeks}).", g("vp"), **values)
    # Translators: {weeks} is a number of weeks ("4 weeks")
    return _n("{player} held the exhibition in {city}: {n} point ({weeks}).",
              "{player} held the exhibition in {city}: {n} points ({weeks}).", g("vp"), **values)


def ending(events) -> str:
    """Why the game ended, in one sentence, from its last move's public events."""
    if not any(e.kind == "game_over" for e in events):
        return ""
    return _("The game ended: every archaeologist's time is used up (or they retired).")


def _game_set_up(g, who, names):
    n = g("players")
    when = dict(week=g("week"), year=g("year"))
    if n == 3:
        line = _n("{n} archaeologist: the dig starts in week {week} of {year} (three players start later: a "
                  "shorter game).",
                  "{n} archaeologists: the dig starts in week {week} of {year} (three players start later: a "
                  "shorter game).", n, **when)
    else:
        line = _n("{n} archaeologist: the dig starts in week {week} of {year}.",
                  "{n} archaeologists: the dig starts in week {week} of {year}.", n, **when)
    if g("set_aside"):
        # Translators: {pile} is the number of cards in the draw pile
        more = _n("{n} card (with the large exhibitions) wait aside until the draw pile of {pile} first runs out.",
                  "{n} cards (with the large exhibitions) wait aside until the draw pile of {pile} first runs out.",
                  g("set_aside"), pile=g("draw_pile"))
    else:
        # Translators: {pile} is the number of cards in the draw pile
        more = _("Every card is in the draw pile ({pile}), the exhibitions with them.").format(pile=g("draw_pile"))
    return f"{line} {more}"


def _game_over(g, who, names):
    line = winners_line(names, g("winners"), g("scores"))
    said = _("Game over: every archaeologist's time is used up.")
    return f"{said} {line}" if line else said


LINES = {
    "game_set_up": _game_set_up,
    "travelled": _travelled,
    "card_taken": _card_taken,
    "display_refilled": _display_refilled,
    "draw_pile_reshuffled": _draw_pile_reshuffled,
    "cards_changed": lambda g, who, names: _n("{player} changed the cards on display in {city} ({n} week).",
                                              "{player} changed the cards on display in {city} ({n} weeks).",
                                              g("weeks"), player=who, city=_place("warsaw")),
    "dig_started": _dig_started,
    "token_drawn": _token_drawn,
    "debris_returned": lambda g, who, names: _n("{n} debris token went back into the {site} bag.",
                                                "{n} debris tokens went back into the {site} bag.", g("count"),
                                                site=_place(g("site"))),
    # Translators: {artifact} is the name of an artifact
    "bonus_taken": lambda g, who, names: _n("{player} took the first-dig bonus at {site}: {artifact} ({n} point).",
                                            "{player} took the first-dig bonus at {site}: {artifact} ({n} points).",
                                            g("value"), player=who, site=_place(g("site")), artifact=_(g("name"))),
    "permit_used": _permit_used,
    "cards_spent": _cards_spent,
    "year_rollover": lambda g, who, names: _("{player} reached {year}: every permit is valid again.").format(
        player=who, year=g("year")),
    "exhibition_taken": _exhibition_taken,
    "retired": lambda g, who, names: _("{player} retired for the rest of the game.").format(player=who),
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
        self.how = ""                   # "zeppelin", "car" or "": how the journey went
        self.finds = 0
        self.line: str | None = None
        self.dig: tuple | None = None   # (weeks, site) of a dig, worded with its finds at the end
        self.final: str | None = None   # says it all: no other event counts


def _recap_card(r: _Recap, g) -> None:
    c = D.CARDS.get(g("card"))
    article = _A_CARD.get(c["type"]) if c is not None else None
    card = _(article) if article else card_words(g("card"))
    # Translators: a computer's move in a few words: {card} is the card ("Egypt knowledge (2)", "an
    # assistant card"), {city} where it lay
    r.line, r.dig = _("Took {card} in {city}").format(card=card, city=_place(g("city"))), None


def _recap_exhibition(r: _Recap, g) -> None:
    c = D.CARDS.get(g("card"), {})
    # Translators: a computer's move in a few words
    r.line = _n("Held the exhibition in {city}: {n} point", "Held the exhibition in {city}: {n} points", g("vp"),
                city=_place(c.get("city")))
    r.dig = None


def _recap_changed(r: _Recap, g) -> None:
    # Translators: a computer's move in a few words
    r.line, r.dig = _("Changed the 4 cards in {city}").format(city=_place("warsaw")), None


def _recap_dig(r: _Recap, g) -> None:
    r.line, r.dig = None, (g("weeks"), g("site"))


def _recap_find(r: _Recap, g) -> None:
    if g("token_kind") != "debris":
        r.finds += 1


RECAP = {
    "travelled": lambda r, g: setattr(r, "how", "zeppelin" if g("zeppelin") else "car" if g("car") else ""),
    "card_taken": _recap_card,
    "cards_changed": _recap_changed,
    "exhibition_taken": _recap_exhibition,
    "dig_started": _recap_dig,
    "token_drawn": _recap_find,
    "bonus_taken": lambda r, g: setattr(r, "finds", r.finds + 1),
    # Translators: a computer's move in a few words
    "retired": lambda r, g: setattr(r, "final", _("Retired for the rest of the game")),
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
    if r.dig is not None:
        weeks, site = r.dig
        if r.finds:
            # Translators: a computer's move in a few words: {weeks} is a number of weeks ("8 weeks")
            line = _n("Dug {weeks} at {site}: {n} find", "Dug {weeks} at {site}: {n} finds", r.finds,
                      weeks=_weeks(weeks), site=_place(site))
        else:
            # Translators: a computer's move in a few words: {weeks} is a number of weeks ("8 weeks")
            line = _("Dug {weeks} at {site}: nothing found").format(weeks=_weeks(weeks), site=_place(site))
    elif r.line is not None:
        line = r.line
    else:
        return None
    if r.how == "zeppelin":
        # Translators: {recap} is a computer's move in a few words ("Took a car card in Rome")
        return _("{recap}, by Zeppelin").format(recap=line)
    if r.how == "car":
        # Translators: {recap} is a computer's move in a few words ("Took a car card in Rome")
        return _("{recap}, by car").format(recap=line)
    return line
