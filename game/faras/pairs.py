"""Faras pair and declaration arithmetic, pure: which pairs a card lets the digger take and keep,
and which types a collection holds (the Scientific Dispute). Used by the rules (state.py,
decisions.py), the bots (bot.py, expert.py) and, through the events and views, the scene.
"""
from __future__ import annotations

from typing import Iterable, Sequence

from game.faras import data as D

# the extra type a card makes pairable (and lets the digger keep both of)
SPECIAL_PAIRS = {"baskets": "sand", "medicine": "scorpion"}


def pairable(card_kind: str | None) -> list[str]:
    """The token types that make a pair with this card in play: the four finds, plus sand with
    Extra Baskets and scorpions with Medicine."""
    out = list(D.FIND_TYPES)
    if card_kind in SPECIAL_PAIRS:
        out.append(SPECIAL_PAIRS[card_kind])
    return out


def keeps_both(pair_type: str, card_kind: str | None) -> bool:
    """A pair of the card's own type (sand with Extra Baskets, scorpions with Medicine): keep both."""
    return pair_type == card_kind or SPECIAL_PAIRS.get(card_kind) == pair_type


def find_pair(types_in_order: Sequence[str], card_kind: str | None) -> tuple[str, list[int]] | None:
    """The pair among revealed tokens (their types in reveal order): (type, the two indexes), or None."""
    for ptype in pairable(card_kind):
        at = [i for i, t in enumerate(types_in_order) if t == ptype]
        if len(at) >= 2:
            return ptype, at[:2]
    return None


def types_held(tokens: Iterable[int]) -> list[str]:
    """The token types among `tokens`, in the fixed display order (what a declaration must name)."""
    have = {D.TOKEN_TYPE[t] for t in tokens}
    return [t for t in D.TYPES if t in have]


def declaration_right(declared, tokens: Sequence[int]) -> bool:
    """Whether a declaration ("all", or a list of types in display order) says what `tokens` hold."""
    held = types_held(tokens)
    return len(held) == len(D.TYPES) if declared == "all" else list(declared) == held
