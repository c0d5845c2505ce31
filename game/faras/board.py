"""Faras board arithmetic, pure: where a slot's token lies on the expert board, the free spots of
free placement and the room check (pairs.py has the pair rules).

Used by the rules (state.py, reasons.py), the bots (bot.py, expert.py) and the scene (scenes/faras/),
which feeds it what its view shows (the tokens' positions) and never the state.
"""
from __future__ import annotations

from typing import Iterable, Sequence

from game.faras import data as D

# ---- the expert board ----------------------------------------------------------------------------
LIMIT = D.EXPERT_BOARD - D.EXPERT_UNIT_TOKEN     # the largest x or y of a token wholly on the board


def cell_xy(cell: int) -> list[int]:
    """The position (units) of a slot's home on the expert board: the middle of its 12-unit plot."""
    r, c = divmod(cell, D.BOARD_COLS)
    off = (D.EXPERT_PITCH - D.EXPERT_UNIT_TOKEN) // 2 + D.EXPERT_PLOT_OFFSET
    return [c * D.EXPERT_PITCH + off, r * D.EXPERT_PITCH + off]


# A token may lie anywhere on the board, wholly on it and overlapping no other token, as long as
# the tokens still to place keep room. Room is counted on a fixed 10 x 10 field of touching
# token spots: the spots that no token overlaps must stay at least as many as the tokens still
# to place after this one. Spots never overlap each other, so a token put on a free spot uses up
# exactly one: the setup can never jam, and those spots are the sample legal_actions offers.
SPOTS: tuple = tuple((D.EXPERT_SPOT_OFFSET + i * D.EXPERT_UNIT_TOKEN, D.EXPERT_SPOT_OFFSET + j * D.EXPERT_UNIT_TOKEN)
                     for j in range(D.EXPERT_SPOTS) for i in range(D.EXPERT_SPOTS))


def overlaps(x: int, y: int, positions: Iterable[Sequence[int]]) -> bool:
    """Whether a token at (x, y) would overlap any of the tokens at `positions`."""
    size = D.EXPERT_UNIT_TOKEN
    return any(abs(px - x) < size and abs(py - y) < size for px, py in positions)


def free_spots(positions: Sequence[Sequence[int]]) -> list[tuple[int, int]]:
    """The spots of the room field that no token at `positions` overlaps, in field order."""
    return [(x, y) for x, y in SPOTS if not overlaps(x, y, positions)]


def on_board(x: int, y: int) -> bool:
    return 0 <= x <= LIMIT and 0 <= y <= LIMIT


def room_after(x: int, y: int, positions: Sequence[Sequence[int]]) -> int:
    """How many free spots stay free once a token lies at (x, y)."""
    return len(free_spots(list(positions) + [(x, y)]))


def nearest_free_slot(x: int, y: int, free_cells: Iterable[int]) -> int:
    """The board slot (the token's handle, its 'cell') for a free position: the free slot whose plot
    lies nearest (slots are only handles; the position is the token's own)."""
    return min(free_cells, key=lambda c: ((cell_xy(c)[0] - x) ** 2 + (cell_xy(c)[1] - y) ** 2, c))
