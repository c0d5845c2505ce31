"""Scarabya's pure geometry: squares as bit masks, the pentominoes' orientations and placements, the
site built from its four boards, open regions and the excavation areas a placement closes.

Nothing here holds or changes a game: the rules (state.py), the bots (bot.py, expert.py) and the
screens (scenes/scarabya/) all use these same functions, so the arithmetic lives in one place.

Squares are (row, col) with 0 <= row, col < 10; square (r, c) is bit r*10+c of an int mask, so a
whole site is a handful of ints and checking a placement is a few AND operations.

- ``orientations(tile, flips_allowed=True) -> list[list[[r, c]]]``: the distinct orientations of a
  tile, each a normalised cell list (top-left of its bounding box at (0, 0)). The index in this list
  is the ``orient`` parameter of a "place" action. Without flips the list is a prefix of the list
  with flips, so an index means the same shape under both settings.
- ``placement_cells(tile, orient, row, col, flips_allowed=True) -> list[[r, c]] | None``: the squares
  a placement would cover with its anchor (top-left of the bounding box) at (row, col); squares may
  lie off the site (to draw them red). None if the tile or orientation does not exist.
- ``orient_moves(tile)``: which orientation a quarter turn either way or a flip leads to.
"""
from __future__ import annotations

from typing import Any

from game.scarabya import data

N = data.SITE_SIZE
CELLS = N * N
FULL = (1 << CELLS) - 1
COL0 = sum(1 << (r * N) for r in range(N))
COLLAST = COL0 << (N - 1)
NOT_COL0 = FULL & ~COL0
NOT_COLLAST = FULL & ~COLLAST
CENTRE_MASK = sum(1 << (r * N + c) for r, c in data.CENTRE)


def bit(r: int, c: int) -> int:
    return 1 << (r * N + c)


def spread(m: int) -> int:
    """The squares sharing an edge with a square of `m` (not including `m` itself)."""
    return (((m << N) | (m >> N) | ((m << 1) & NOT_COL0) | ((m >> 1) & NOT_COLLAST)) & FULL) & ~m


def popcount(m: int) -> int:
    return m.bit_count()


def mask_cells(m: int) -> list[list[int]]:
    out = []
    while m:
        low = m & -m
        i = low.bit_length() - 1
        out.append([i // N, i % N])
        m ^= low
    return out


def cells_mask(cells) -> int:
    m = 0
    for r, c in cells:
        m |= bit(r, c)
    return m


def is_int(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


# ---- tile geometry --------------------------------------------------------------------------
def normalise(cells) -> tuple:
    """The shape of `cells` moved so the top-left of its bounding box is (0, 0), sorted."""
    mr = min(r for r, _unused in cells)
    mc = min(c for _unused, c in cells)
    return tuple(sorted((r - mr, c - mc) for r, c in cells))


def quarter_turn(cells) -> tuple:
    """The shape turned a quarter clockwise."""
    return normalise([(c, -r) for r, c in cells])


def quarter_turn_back(cells) -> tuple:
    """The shape turned a quarter counter-clockwise."""
    return normalise([(-c, r) for r, c in cells])


def mirror(cells) -> tuple:
    """The shape turned over (its mirror image)."""
    return normalise([(r, -c) for r, c in cells])


def base_cells(tile: str) -> tuple:
    rows = data.TILES[tile]
    return normalise([(r, c) for r, line in enumerate(rows) for c, ch in enumerate(line) if ch == "#"])


def _compute_orientations(tile: str) -> tuple[list[tuple], int]:
    """All distinct orientations (rotations first, then the flipped side) and how many are rotations."""
    base = base_cells(tile)
    seq = [base]
    for _unused in range(3):
        seq.append(quarter_turn(seq[-1]))
    fl = mirror(base)
    seq.append(fl)
    for _unused in range(3):
        seq.append(quarter_turn(seq[-1]))
    out: list[tuple] = []
    n_rot = 0
    for i, shape in enumerate(seq):
        if shape not in out:
            out.append(shape)
            if i < 4:
                n_rot += 1
    return out, n_rot


ORIENTS: dict[str, list[tuple]] = {}
N_ROTATIONS: dict[str, int] = {}
# per tile: every (orient, row, col, mask) that fits inside the frame, in a stable order
PLACEMENTS: dict[str, list[tuple[int, int, int, int]]] = {}
for _t in data.TILE_NAMES:
    ORIENTS[_t], N_ROTATIONS[_t] = _compute_orientations(_t)
    plist = []
    for _k, _shape in enumerate(ORIENTS[_t]):
        h = max(r for r, _unused in _shape) + 1
        w = max(c for _unused, c in _shape) + 1
        for _r in range(N - h + 1):
            for _c in range(N - w + 1):
                plist.append((_k, _r, _c, cells_mask((_r + dr, _c + dc) for dr, dc in _shape)))
    PLACEMENTS[_t] = plist
PLACEMENT_MASK = {(t, k, r, c): m for t, pl in PLACEMENTS.items() for k, r, c, m in pl}


def n_orientations(tile: str, flips_allowed: bool = True) -> int:
    return len(ORIENTS[tile]) if flips_allowed else N_ROTATIONS[tile]


def orientations(tile: str, flips_allowed: bool = True) -> list[list[list[int]]]:
    """The distinct orientations of `tile` (normalised cell lists); index = the action's `orient`."""
    return [[list(rc) for rc in shape] for shape in ORIENTS[tile][: n_orientations(tile, flips_allowed)]]


def placement_cells(tile, orient, row, col, flips_allowed: bool = True):
    """Squares covered by `tile` in orientation `orient` anchored at (row, col); may be off-site."""
    if tile not in ORIENTS or not is_int(orient) or not is_int(row) or not is_int(col):
        return None
    if not 0 <= orient < n_orientations(tile, flips_allowed):
        return None
    return [[row + dr, col + dc] for dr, dc in ORIENTS[tile][orient]]


def orient_moves(tile: str) -> dict[str, list[int]]:
    """For each orientation index: the index after a clockwise turn, a counter-clockwise turn, a flip."""
    shapes = [normalise(s) for s in orientations(tile, True)]
    index = {s: i for i, s in enumerate(shapes)}
    return {"cw": [index.get(quarter_turn(s)) for s in shapes],
            "ccw": [index.get(quarter_turn_back(s)) for s in shapes],
            "flip": [index.get(mirror(s)) for s in shapes]}


def fitting(tile: str, rocks: int, occupied: int, flips_allowed: bool) -> list[tuple[int, int, int, int]]:
    """Every legal (orient, row, col, mask) for `tile` on a site with these rocks and covered squares:
    on free squares, over a centre square for the first tile, else along an edge of a tile already
    there; in a stable order."""
    blocked = rocks | occupied
    need = CENTRE_MASK if occupied == 0 else spread(occupied)
    limit = n_orientations(tile, flips_allowed)
    return [p for p in PLACEMENTS[tile] if p[0] < limit and not p[3] & blocked and p[3] & need]


# ---- boards ---------------------------------------------------------------------------------
def rotate_board(rows, turns: int):
    grid = [list(r) for r in rows]
    for _unused in range(turns % 4):
        n = len(grid)
        grid = [[grid[n - 1 - c][r] for c in range(n)] for r in range(n)]
    return ["".join(r) for r in grid]


def build_site(arrangement) -> tuple[int, int]:
    """(rock mask, scarab mask) of the 10x10 site for [(board, turns)] in quadrant order TL TR BL BR."""
    rocks = scarabs = 0
    b = data.BOARD_SIZE
    for q, (name, turns) in enumerate(arrangement):
        r0, c0 = (q // 2) * b, (q % 2) * b
        for r, line in enumerate(rotate_board(data.BOARDS[name], turns)):
            for c, ch in enumerate(line):
                if ch == "R":
                    rocks |= bit(r0 + r, c0 + c)
                elif ch == "S":
                    scarabs |= bit(r0 + r, c0 + c)
    return rocks, scarabs


# ---- open regions and excavation areas -------------------------------------------------------
def region_of(seed: int, open_mask: int, limit: int = CELLS) -> int:
    """The 4-connected region of `open_mask` containing `seed`; stops growing past `limit` squares."""
    region = seed
    while True:
        grown = (region | spread(region)) & open_mask
        if grown == region or popcount(grown) > limit:
            return grown
        region = grown


def new_areas(open_after: int, placed: int) -> list[int]:
    """Closed areas (open regions of <= CLOSED_MAX squares) touching the squares just covered.

    Every piece the placement cut off from the region it sat in touches the tile, so these are exactly
    the areas the placement newly created.
    """
    out = []
    frontier = spread(placed) & open_after
    while frontier:
        seed = frontier & -frontier
        reg = region_of(seed, open_after, data.CLOSED_MAX)
        frontier &= ~reg
        if popcount(reg) <= data.CLOSED_MAX:
            out.append(reg)
    return out


def all_regions(open_mask: int) -> list[int]:
    out = []
    rest = open_mask
    while rest:
        seed = rest & -rest
        reg = region_of(seed, open_mask)
        out.append(reg)
        rest &= ~reg
    return out


def area_points(size: int, scarabs: int) -> int:
    """What a closed area scores in the standard and duel games: its size for every scarab in it."""
    return size * scarabs
