"""Position builders for Scarabya scenario tests."""
from __future__ import annotations

import json

from game.core import Action
from game.scarabya import shapes
from game.scarabya.shapes import ORIENTS, bit
from game.scarabya.state import ScarabyaState

# The default site (A B / C D), for reference in tests:
#   0 ..S....S..
#   1 ...RS.R..S
#   2 S.S...S.S.
#   3 .R.....SR.
#   4 ...SSS....
#   5 S.......S.
#   6 ..RS.SR...
#   7 ..S..S..S.
#   8 .S.R...R..
#   9 .S..S.S..S


def new(players=1, mode="standard", order=None, **opts):
    """A fresh game; `order` (a string of tile letters) fixes the mission cards from the first."""
    st = ScarabyaState(players, 0, {"mode": mode, **opts})
    if order is not None:
        from game.scarabya import data
        rest = [t for t in data.MISSION_CARDS if t not in order]
        st.deck = list(order) + rest
        st.drawn = []
        st.round = 0
        st._start_round()
    return st


def shape(*rows) -> tuple:
    return shapes.normalise([(r, c) for r, line in enumerate(rows) for c, ch in enumerate(line) if ch == "#"])


def orient(tile, *rows) -> int:
    """The orient index of `tile` drawn as rows of '#' and '.'."""
    return ORIENTS[tile].index(shape(*rows))


def place(tile, k, row, col):
    return Action.make("place", tile=tile, orient=k, row=row, col=col)


def occupy(st, cells, site=0, seat=0, tile="?"):
    """Mark squares as covered by earlier tiles (a test shortcut that skips the placement rules)."""
    for r, c in cells:
        st.occupied[site] |= bit(r, c)
        st.cover[site][r * 10 + c] = [seat, tile]


def fingerprint(st):
    return (json.dumps([st.view(s) for s in range(st.num_players)] + [st.view(None)], sort_keys=True),
            list(st.deck), len(st.log), st.current_player, st.rng.getstate())


def cells(m):
    return sorted(tuple(x) for x in shapes.mask_cells(m))


def play(st, action):
    """Apply and return the events as plain dicts (lists, not tuples) with their "kind"."""
    return [e.to_json() for e in st.apply(action)]
