"""Faras board arithmetic, pure: where a slot's token lies on the expert board, the room check of
free placement and the positions it offers (pairs.py has the pair rules).

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
# the tokens still to place keep room. Room is a packing of the free board found by one of a few
# fixed greedy scans (PACKINGS): each scan walks its own fixed list of candidate positions in its
# own order and takes every candidate that overlaps neither a token nor an earlier take. Putting a
# token on one of a scan's takes leaves that same scan with exactly the other takes (the walk is
# unchanged before it, and whatever overlapped the take now overlaps the token), so a position is
# refused only when no scan finds room for the rest, and a scan's takes are always safe: the setup
# can never jam, and the takes of the first scan with room are the sample legal_actions offers.
#
# The scans: the fixed 10 x 10 field of touching spots (tokens put down anyhow), the 8 x 8 plots
# the slots' homes form (tokens laid in neat rows, a token in the middle of each plot), and the
# tight greedy over every whole-unit position, row by row or column by column, from either
# corner (tokens lined up with their own neighbours, whatever the grid they form).
SPOTS: tuple = tuple((D.EXPERT_SPOT_OFFSET + i * D.EXPERT_UNIT_TOKEN, D.EXPERT_SPOT_OFFSET + j * D.EXPERT_UNIT_TOKEN)
                     for j in range(D.EXPERT_SPOTS) for i in range(D.EXPERT_SPOTS))
HOMES: tuple = tuple(tuple(cell_xy(c)) for c in range(D.NUM_CELLS))

_SIZE = D.EXPERT_UNIT_TOKEN
_ALL = (1 << D.EXPERT_BOARD) - 1
_TOKEN_BITS = (1 << _SIZE) - 1


def overlaps(x: int, y: int, positions: Iterable[Sequence[int]]) -> bool:
    """Whether a token at (x, y) would overlap any of the tokens at `positions`."""
    size = D.EXPERT_UNIT_TOKEN
    return any(abs(px - x) < size and abs(py - y) < size for px, py in positions)


def on_board(x: int, y: int) -> bool:
    return 0 <= x <= LIMIT and 0 <= y <= LIMIT


def _free_of(candidates):
    """A scan of candidates that never overlap each other: its takes are the free candidates."""
    def scan(positions, want=None):
        out = []
        for x, y in candidates:
            if not overlaps(x, y, positions):
                out.append((x, y))
                if want is not None and len(out) >= want:
                    break
        return out
    return scan


def _tight_rows(positions, want=None):
    """The greedy over every whole-unit position in reading order (top row first, left to right),
    on bit masks: rows[r] holds the board units of row r that a token covers."""
    rows = [0] * D.EXPERT_BOARD
    for px, py in positions:
        bits = _TOKEN_BITS << px
        for r in range(py, py + _SIZE):
            rows[r] |= bits
    out = []
    for y in range(LIMIT + 1):
        blocked = 0
        for r in range(y, y + _SIZE):
            blocked |= rows[r]
        f = ~blocked & _ALL
        two = f & (f >> 1)
        four = two & (two >> 2)
        fits = four & (four >> 4) & (two >> 8)     # bit x: units x .. x+9 of these rows are free
        while fits:
            x = (fits & -fits).bit_length() - 1
            out.append((x, y))
            if want is not None and len(out) >= want:
                return out
            bits = _TOKEN_BITS << x
            for r in range(y, y + _SIZE):
                rows[r] |= bits
            fits &= ~((1 << (x + _SIZE)) - 1)      # the next take on this row starts past this one
    return out


def _turned(turn):
    """The tight greedy seen through a symmetry of the board (`turn` is its own inverse)."""
    def scan(positions, want=None):
        return [turn(x, y) for x, y in _tight_rows([turn(x, y) for x, y in positions], want)]
    return scan


PACKINGS = (
    _free_of(SPOTS),
    _free_of(HOMES),
    _tight_rows,
    _turned(lambda x, y: (y, x)),                          # column by column
    _turned(lambda x, y: (LIMIT - x, LIMIT - y)),          # from the bottom-right corner
    _turned(lambda x, y: (LIMIT - y, LIMIT - x)),          # columns, from the bottom-right corner
)


def room(positions: Sequence[Sequence[int]], want: int) -> list[tuple[int, int]]:
    """Free positions for `want` more tokens together, none overlapping another: all the takes of
    the first scan that finds at least `want`, or [] when none does. Any of them is safe to use."""
    positions = [tuple(p) for p in positions]
    for scan in PACKINGS:
        takes = scan(positions)
        if len(takes) >= want:
            return takes
    return []


def leaves_room(x: int, y: int, positions: Sequence[Sequence[int]], still: int) -> bool:
    """Whether, once a token lies at (x, y), some scan still finds room for `still` more tokens."""
    after = [tuple(p) for p in positions] + [(x, y)]
    return still <= 0 or any(len(scan(after, still)) >= still for scan in PACKINGS)


def nearest_free_slot(x: int, y: int, free_cells: Iterable[int]) -> int:
    """The board slot (the token's handle, its 'cell') for a free position: the free slot whose plot
    lies nearest (slots are only handles; the position is the token's own)."""
    return min(free_cells, key=lambda c: ((cell_xy(c)[0] - x) ** 2 + (cell_xy(c)[1] - y) ** 2, c))
