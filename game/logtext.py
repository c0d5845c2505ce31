"""Small wording helpers shared by the games' log modules (game/<id>/log.py)."""
from __future__ import annotations

from typing import Sequence


def who(names: Sequence[str], seat) -> str:
    """The player's name for a seat, or "Someone" when the seat is unknown to this viewer."""
    if isinstance(seat, int) and 0 <= seat < len(names):
        return names[seat]
    return "Someone"


def join_words(parts: list[str]) -> str:
    """'a', 'a and b', 'a, b and c' (empty parts dropped)."""
    parts = [p for p in parts if p]
    if len(parts) <= 1:
        return "".join(parts)
    return ", ".join(parts[:-1]) + " and " + parts[-1]
