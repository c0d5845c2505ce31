"""Faras events in plain words, one line each, for the game log.

`describe(event, names)` reads only the parameters the event carries, so an event already filtered
with `Event.for_seat(viewer)` is described without whatever the viewer may not know (a Library
Research peek by another seat, the cards others draw, a face-down penalty). Positions on the board
are left out on purpose: remembering where things lie is the game, the log must not do it for you.
"""
from __future__ import annotations

from typing import Sequence

from game.core import Event
from game.i18n import N_, _, _n, pgettext
from game.logtext import join_words as _join
from game.logtext import who as _who
from game.logtext import winners_line
from game.faras import data as D


# events that never get a line of their own (what they tell is already in another line)
SILENT = frozenset({"token_chosen", "turned_down", "to_dam", "to_collection", "card_discarded", "turn_ended",
                    "round_ended"})

# the token types as running text says them (lower case in English), translated where said
_TYPE_WORDS = {
    # Translators: a token type in running text, lower case in English ("Skull (bones)", "declared: pottery and bones")
    "pottery": N_("pottery"), "paintings": N_("paintings"), "bones": N_("bones"), "misc": N_("miscellaneous"),
    "scorpion": N_("scorpion"), "sand": N_("sand"),
}


def _type_word(ttype: str) -> str:
    word = _TYPE_WORDS.get(ttype)
    return _(word) if word else str(ttype)


def _card_title(kind: str) -> str:
    entry = D.CARD_KINDS.get(kind)
    return _(entry[1]) if entry else str(kind)


def _token(token) -> str:
    """'Skull (bones)', 'a scorpion', 'sand'."""
    if not isinstance(token, int) or not 0 <= token < D.NUM_TOKENS:
        # Translators: a token nobody may know, put in a sentence ("Anna placed a token.")
        return _("a token")
    ttype = D.TOKEN_TYPE[token]
    if ttype == "scorpion":
        # Translators: a token put in a sentence ("Anna placed a scorpion.")
        return _("a scorpion")
    if ttype == "sand":
        # Translators: a token put in a sentence ("Anna dug up sand.")
        return pgettext("a token", "sand")
    # Translators: a find put in a sentence: its name and, in brackets, its type ("Skull (bones)")
    return _("{name} ({type})").format(name=_(D.TOKEN_NAME[token]), type=_type_word(ttype))


# two tokens of a type, as a pair is said ("Anna found two bones and kept both.", "paired two bones")
_PAIR_WORDS = {"pottery": N_("two pottery"), "paintings": N_("two paintings"), "bones": N_("two bones"),
               "misc": N_("two miscellaneous finds"), "sand": N_("two sand"), "scorpion": N_("two scorpions")}


def _two(ptype) -> str:
    words = _PAIR_WORDS.get(ptype)
    return _(words) if words else f"two {ptype}"


# ---- one line per event kind: (the event's get, who it is about, the players' names) -----------------
def _memorise_started(g, who, names):
    secs = g("seconds")
    if secs == "ready":
        return _("Everyone memorises the layout until everyone is ready.")
    return _n("Everyone memorises the layout for {n} second.", "Everyone memorises the layout for {n} seconds.", secs)


def _drew(g, who, names):
    kind = g("card_kind")
    if kind is None:
        return _("{player} drew a card.").format(player=who)
    # Translators: {card} is the name of an archaeologist card ("Anna drew the Medicine card.")
    return _("{player} drew the {card} card.").format(player=who, card=_card_title(kind))


def _peeked(g, who, names):
    if g("token") is None:
        return _("{player} looked at a token in secret.").format(player=who)
    # Translators: {token} is a token as the log names it ("Skull (bones)", "a scorpion", "sand")
    return _("{player} looked at {token} in secret.").format(player=who, token=_token(g("token")))


def _pair(g, who, names):
    pair = _two(g("type"))
    kept, dammed = len(g("kept") or ()), len(g("dammed") or ())
    if kept >= 2:
        # Translators: {pair} says two tokens of one type ("two bones", "two miscellaneous finds")
        return _("{player} found {pair} and kept both.").format(player=who, pair=pair)
    if dammed:
        # Translators: {pair} says two tokens of one type ("two bones", "two miscellaneous finds")
        return _("{player} found {pair}, kept one and sent the other to the dam.").format(player=who, pair=pair)
    # Translators: {pair} says two tokens of one type ("two bones", "two miscellaneous finds")
    return _("{player} found {pair} and kept one; the second is a Valuable Find.").format(player=who, pair=pair)


def _scorpion(g, who, names):
    if g("cured"):
        return _("{player}'s Medicine calmed a scorpion: it went to the dam at no cost.").format(player=who)
    return _("A scorpion stung {player}: it went to the dam.").format(player=who)


def _penalty(g, who, names):
    if g("token") is None:
        return _("{player} lost a token from the collection to the dam (scorpion sting).").format(player=who)
    # Translators: {token} is a token as the log names it ("Skull (bones)", "a scorpion", "sand")
    return _("{player} lost {token} to the dam (scorpion sting).").format(player=who, token=_token(g("token")))


def _challenge_result(g, who, names):
    chance = g("mode") == "chance"
    if g("success"):
        if chance:
            return _("The 50% chance succeeded: {player} won the second token.").format(player=who)
        return _("The lifting challenge succeeded: {player} won the second token.").format(player=who)
    if chance:
        return _("The 50% chance failed: the second token stays in the ground.")
    return _("The lifting challenge failed: the second token stays in the ground.")


def _from_dam(g, who, names):
    if g("token") is None:
        return _("{player} took a token from the dam as the helper's reward.").format(player=who)
    # Translators: {token} is a token as the log names it ("Skull (bones)", "a scorpion", "sand")
    return _("{player} took {token} from the dam as the helper's reward.").format(player=who, token=_token(g("token")))


def _dispute_declared(g, who, names):
    types = g("types")
    if types == "all":
        return _("{player} declared: all six types.").format(player=who)
    # Translators: {types} is a list of token types ("pottery, bones and sand")
    return _("{player} declared: {types}.").format(player=who, types=_join([_type_word(t) for t in (types or ())]))


def _dispute_revealed(g, who, names):
    # Translators: what a collection shown holds when it holds no token at all
    held = _join([_type_word(t) for t in (g("held") or ())]) or _("nothing")
    if g("correct"):
        # Translators: {held} is a list of token types ("pottery, bones and sand") or "nothing"
        return _("{player}'s collection was shown ({held}): the declaration was right.").format(player=who, held=held)
    # Translators: {held} is a list of token types ("pottery, bones and sand") or "nothing"
    return _("{player}'s collection was shown ({held}): the declaration was wrong.").format(player=who, held=held)


# why the game ended (the game_over event's reason); said in whole sentences by ending and _game_over
WHY = {"dam": N_("the dam is complete"), "excavations": N_("the excavations are finished")}


def ending(events) -> str:
    """Why the game ended, in one sentence, from its last move's public events."""
    over = next((e for e in events if e.kind == "game_over"), None)
    if over is None:
        return ""
    reason = over.get("reason")
    if reason == "dam":
        return _("The game ended: the dam is complete.")
    if reason == "excavations":
        return _("The game ended: the excavations are finished.")
    return _("The game ended: the last round was played.")


def _game_over(g, who, names):
    reason = g("reason")
    if reason == "dam":
        said = _("Game over: the dam is complete.")
    elif reason == "excavations":
        said = _("Game over: the excavations are finished.")
    else:
        said = _("Game over: the game ended.")
    line = winners_line(names, g("winners"), g("scores"), unit="token")
    return f"{said} {line}" if line else said


LINES = {
    # Translators: {token} is a token as the log names it ("Skull (bones)", "a scorpion", "sand")
    "placed": lambda g, who, names: _("{player} placed {token}.").format(player=who, token=_token(g("token"))),
    "memorise_started": _memorise_started,
    "memorise_ended": lambda g, who, names: _("All tokens were turned face down: the excavation begins."),
    "drew": _drew,
    "turn_started": lambda g, who, names: _("{player}'s turn (round {round}).").format(player=who, round=g("round")),
    # Translators: {card} is the name of an archaeologist card ("Anna played the Medicine card.")
    "card_played": lambda g, who, names: _("{player} played the {card} card.").format(
        player=who, card=_card_title(g("card_kind"))),
    # Translators: {token} is a token as the log names it ("Skull (bones)", "a scorpion", "sand")
    "revealed": lambda g, who, names: _("{player} dug up {token}.").format(player=who, token=_token(g("token"))),
    "peeked": _peeked,
    "pair": _pair,
    "scorpion": _scorpion,
    "penalty": _penalty,
    "dam_complete": lambda g, who, names: _n("The dam is complete ({n} stone): this round is the last.",
                                             "The dam is complete ({n} stones): this round is the last.", g("count")),
    "reshuffled": lambda g, who, names: _("The discard pile was shuffled into a new draw pile."),
    # Translators: {token} is a token as the log names it ("Skull (bones)")
    "valuable_find": lambda g, who, names: _("Valuable Find: {player} may try to win {token} as well.").format(
        player=who, token=_token(g("token"))),
    "helper_named": lambda g, who, names: _("{player} asked {helper} to help with the Valuable Find.").format(
        player=who, helper=_who(names, g("helper"))),
    "challenge_result": _challenge_result,
    "from_dam": _from_dam,
    # Translators: {token} is a token as the log names it ("Skull (bones)")
    "find_returned": lambda g, who, names: _("The Valuable Find, {token}, went back face down.").format(
        token=_token(g("token"))),
    "dispute_skipped": lambda g, who, names: _(
        "{player}'s Scientific Dispute: nobody else holds any tokens yet.").format(player=who),
    "dispute_asked": lambda g, who, names: _("{player} challenged {asked} to a Scientific Dispute.").format(
        player=who, asked=_who(names, g("asked"))),
    "dispute_declared": _dispute_declared,
    "dispute_revealed": _dispute_revealed,
    # Translators: {token} is a token as the log names it ("Skull (bones)", "a scorpion", "sand"); {receiver} a player
    "dispute_given": lambda g, who, names: _("{player} gave {token} to {receiver}.").format(
        player=who, token=_token(g("token")), receiver=_who(names, g("to"))),
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
    # Translators: {token} is a token as the log names it ("Skull (bones)", "a scorpion", "sand")
    "token_chosen": lambda g, who, names: _("{player} picked up {token} to place it.").format(
        player=who, token=_token(g("token"))),
}


def caption(event: Event, names: Sequence[str]) -> str | None:
    """A short line for an event the log leaves out (SILENT), or None."""
    line = QUIET.get(event.kind)
    if line is None:
        return None
    return line(event.get, _who(names, event.get("seat")), names)


# ---- a computer's turn in a few words, on its panel (GameScene.show_events) ----------------------
class _Said(str):
    """A recap phrase that remembers what it tells (the event kind, the pairs it names), so that the
    phrases of one turn can be merged in any language: the four looks of a Library Research say one
    phrase, two pairs in a row one "paired ..." phrase."""
    kind: str = ""
    pairs: tuple = ()


def _said(text: str, kind: str, pairs: tuple = ()) -> _Said:
    out = _Said(text)
    out.kind, out.pairs = kind, pairs
    return out


def _paired(pairs: tuple) -> _Said:
    # Translators: a computer's move in a few words: {pairs} are the pairs it found ("two bones",
    # "two pottery, kept both, two bones")
    return _said(_("paired {pairs}").format(pairs=pgettext("list separator", ", ").join(pairs)), "pair", pairs)


def _pair_recap(g, name):
    pair = _two(g("type"))
    if len(g("kept") or ()) >= 2:
        # Translators: {pair} says two tokens of one type ("two bones"): a computer found them and kept both
        pair = _("{pair}, kept both").format(pair=pair)
    return _paired((pair,))


def _declared(g, name):
    if g("types") == "all":
        return _("declared all six types")
    # Translators: a computer's move in a few words: {types} is a list of token types ("pottery and bones")
    return _("declared {types}").format(types=_join([_type_word(t) for t in g("types") or ()]))


# event kind -> a few words for a computer's move (g: the event's get, name: seat -> name)
RECAPS = {
    # Translators: a computer's move in a few words: {card} is the name of an archaeologist card
    "card_played": lambda g, name: _("played {card}").format(card=_card_title(g("card_kind"))),
    "pair": _pair_recap,
    "scorpion": lambda g, name: _("calmed a scorpion") if g("cured") else _("stung by a scorpion"),
    "peeked": lambda g, name: _said(_("looked at tokens in secret"), "peeked"),
    "challenge_result": lambda g, name: (_("lifted the valuable find") if g("success")
                                         else _("dropped the valuable find")),
    "from_dam": lambda g, name: _("took a token from the dam"),
    # Translators: a computer's move in a few words: {player} is the player it questioned
    "dispute_asked": lambda g, name: _("questioned {player}").format(player=name(g("asked"))),
    "dispute_declared": _declared,
    # Translators: a computer's move in a few words: {player} is the player it gave a token to
    "dispute_given": lambda g, name: _("gave {player} a token").format(player=name(g("to"))),
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
            last = getattr(parts[-1], "kind", "") if parts else ""
            kind = getattr(part, "kind", "")
            if kind == "peeked" and last == "peeked":
                parts[-1] = part   # one line for the four looks of a Library Research
            elif kind == "pair" and last == "pair":
                parts[-1] = _paired(parts[-1].pairs + part.pairs)   # "paired two pottery, two bones"
            else:
                parts.append(part)
    return recaps
