"""Small wording helpers shared by the games' log modules (game/<id>/log.py)."""
from __future__ import annotations

from typing import Sequence


def who(names: Sequence[str], seat) -> str:
    """The player's name for a seat, or "Someone" when the seat is unknown to this viewer."""
    if isinstance(seat, int) and 0 <= seat < len(names):
        return names[seat]
    return "Someone"


def winners_line(names: Sequence[str], winners, scores, unit: str = "point") -> str:
    """'Anna wins with 12 points.' / 'Anna and Ben share the win with 9 points.' ('' without winners)."""
    who_won = [who(names, w) for w in (winners or ())]
    if not who_won:
        return ""
    scores = list(scores or ())
    best = max(scores) if scores else 0
    verb = "wins" if len(who_won) == 1 else "share the win"
    return f"{join_words(who_won)} {verb} with {best} {unit}{'s' if best != 1 else ''}."


def join_words(parts: list[str]) -> str:
    """'a', 'a and b', 'a, b and c' (empty parts dropped)."""
    parts = [p for p in parts if p]
    if len(parts) <= 1:
        return "".join(parts)
    return ", ".join(parts[:-1]) + " and " + parts[-1]


def plural(n: int, word: str, many: str | None = None) -> str:
    """'1 token', '2 tokens', '0 tokens'; irregular plurals are passed in ('1 week', 'n weeks' by
    default; plural(3, 'scarab') -> '3 scarabs'; plural(2, 'child', 'children'))."""
    return f"{n} {word if n == 1 else (many or word + 's')}"


def plural_word(n: int, word: str, many: str | None = None) -> str:
    """Just the word in the right number: plural_word(1, 'area') -> 'area'."""
    return word if n == 1 else (many or word + "s")


def a_or_an(word: str) -> str:
    """`word` with its indefinite article: "an assistant", "a car"."""
    return ("an " if word[:1].lower() in "aeiou" else "a ") + word
