"""Artifakes rule arithmetic, as pure functions: where the Inspector lands, how far a card sends him,
what a round's scoring makes of a total, who leads, the final scores and who buries first.

The rules (state.py), the bots (bot.py, expert.py) and, through the view and `preview`, the table
scene all count with these, so a correction made here is made everywhere. Nothing here holds state.
"""
from __future__ import annotations

from typing import Sequence

from . import data

BURY, DIG, OVER = "bury", "dig", "over"   # the phases of a round (and the end)
DIRECTIONS = ("cw", "ccw")


def land(position: int, steps: int, direction: str) -> int:
    """Where the Inspector stops after `steps` spaces from `position` (0 = the start line)."""
    if direction == "cw":
        return (position + steps - 1) % data.SPACES + 1
    start = data.SPACES + 1 if position == data.START_LINE else position
    return (start - steps - 1) % data.SPACES + 1


def walk(position: int, steps: int, direction: str) -> list[int]:
    """Every space the Inspector steps on, in order, the last being where he stops."""
    path, here = [], position
    for _unused in range(steps):
        here = land(here, 1, direction)
        path.append(here)
    return path


def points(pieces: Sequence[int]) -> int:
    """Points of [disks, bars]."""
    return pieces[0] * data.PIECE_POINTS["disk"] + pieces[1] * data.PIECE_POINTS["bar"]


def pieces_dict(pieces: Sequence[int]) -> dict:
    return {"disk": pieces[0], "bar": pieces[1]}


def number_steps(own_points: int, space_points: int) -> int:
    """A card played for its number moves the Inspector by every point on its space (both players'),
    but only when the player has junk there (0 = not possible)."""
    return space_points if own_points else 0


def storms_off(streak: int) -> bool:
    """Dead cards in a row that make the Inspector storm off (ending the game)."""
    return streak >= data.STORM_STREAK


def scored_total(total: int, forward: int, back: int) -> int:
    """A total on the path after a round's scoring: forward by the points recovered, back a step per
    dead card, never behind the start."""
    return max(0, total + forward - back)


def final_scores(totals: Sequence[int], path_length: int) -> list[int]:
    """The scores: the path positions (the path ends at `path_length`), or the whole totals when both
    players got to the end (the overflow decides)."""
    if all(t >= path_length for t in totals):
        return list(totals)
    return [min(t, path_length) for t in totals]


def leader(totals: Sequence[int]) -> int | None:
    """The seat further along (None when level)."""
    if totals[0] == totals[1]:
        return None
    return 0 if totals[0] > totals[1] else 1


def first_burier(last_gain: Sequence[int] | None, totals: Sequence[int], buried_first: int) -> tuple[int, str]:
    """Who buries first after a scoring, and the rule that decided it: "scored more", "further
    behind" or "buried second" (the tie-breaks of the rules, in order); `buried_first` is who buried
    first in the round just scored."""
    gain = last_gain or [0, 0]
    if gain[0] != gain[1]:
        return (0 if gain[0] > gain[1] else 1), "scored more"
    if totals[0] != totals[1]:
        return (0 if totals[0] < totals[1] else 1), "further behind"
    return 1 - buried_first, "buried second"
