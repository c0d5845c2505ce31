"""Small wording helpers shared by the games' log modules (game/<id>/log.py)."""
from __future__ import annotations

from typing import Sequence

from game.i18n import _, _n, pgettext


def who(names: Sequence[str], seat) -> str:
    """The player's name for a seat, or "Someone" when the seat is unknown to this viewer."""
    if isinstance(seat, int) and 0 <= seat < len(names):
        return names[seat]
    # Translators: stands for a player the log cannot name
    return _("Someone")


def winners_line(names: Sequence[str], winners, scores, unit: str = "point") -> str:
    """'Anna wins with 12 points.' / 'Anna and Ben share the win with 9 points.' ('' without winners)."""
    who_won = [who(names, w) for w in (winners or ())]
    if not who_won:
        return ""
    scores = list(scores or ())
    best = max(scores) if scores else 0
    if len(who_won) == 1:
        if unit == "token":
            return _n("{player} wins with {n} token.", "{player} wins with {n} tokens.", best, player=who_won[0])
        if unit == "point":
            return _n("{player} wins with {n} point.", "{player} wins with {n} points.", best, player=who_won[0])
    else:
        players = join_words(who_won)
        if unit == "token":
            # Translators: {players} are two or more names ("Anna and Ben")
            return _n("{players} share the win with {n} token.", "{players} share the win with {n} tokens.", best,
                      players=players)
        if unit == "point":
            # Translators: {players} are two or more names ("Anna and Ben")
            return _n("{players} share the win with {n} point.", "{players} share the win with {n} points.", best,
                      players=players)
    # a unit no game of ours uses: English as before (never shown translated)
    verb = "wins" if len(who_won) == 1 else "share the win"
    return f"{join_words(who_won)} {verb} with {best} {unit}{'s' if best != 1 else ''}."


def join_words(parts: list[str]) -> str:
    """'a', 'a and b', 'a, b and c' (empty parts dropped), in the language of the moment."""
    parts = [p for p in parts if p]
    if len(parts) <= 1:
        return "".join(parts)
    # Translators: what separates the items of a list but the last two ("pottery, bones and sand")
    sep = pgettext("list separator", ", ")
    # Translators: the end of a list: {first} is every item but the last (already separated), {last}
    # the last one ("pottery, bones and sand", "Anna and Ben")
    return _("{first} and {last}").format(first=sep.join(parts[:-1]), last=parts[-1])
