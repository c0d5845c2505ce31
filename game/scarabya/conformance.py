"""The Scarabya hooks of the conformance suite (tests/conformance.py, registered in __init__.py):
the invariants every position keeps (tokens, tiles and mission cards all accounted for, every site's
placements, covers and closed areas consistent), and a copy of a state differing only in what a seat
may not know."""
from __future__ import annotations

import random

from game.scarabya import data
from game.scarabya.shapes import FULL, N, all_regions, cells_mask, popcount, region_of


def check_invariants(state) -> None:
    for v in data.TOKEN_VALUES:
        held = sum(t.count(v) for t in state.tokens)
        assert state.supply[v] >= 0 and state.supply[v] + held == data.TOKENS_PER_VALUE, "tokens not conserved"
    for s in range(state.num_players):
        assert sum(state.by_size[s]) == state.points[s]
        assert sum(state.tokens[s]) <= state.points[s]
    assert sorted(state.drawn + state.deck) == sorted(data.MISSION_CARDS)
    assert len(set(state.drawn)) == len(state.drawn)
    assert not state.rocks & state.scarabs
    placed_total = 0
    for s, occ in enumerate(state.occupied):
        assert not occ & state.rocks
        seen = 0
        for p in state.placements[s]:
            m = cells_mask(p["cells"])
            assert popcount(m) == 5 and not m & seen
            seen |= m
            for r, c in p["cells"]:
                assert state.cover[s][r * N + c] == [p["seat"], p["tile"]]
        assert seen == occ
        assert sum(1 for x in state.cover[s] if x is not None) == popcount(occ)
        open_mask = FULL & ~(occ | state.rocks)
        area_mask = 0
        for a in state.areas[s]:
            m = cells_mask(a["cells"])
            assert not m & area_mask and m & ~open_mask == 0 and a["size"] <= data.CLOSED_MAX
            assert region_of(m & -m, open_mask) == m, "a closed area is not a whole open region"
            area_mask |= m
        # every small open region is a recorded area
        for reg in all_regions(open_mask):
            if popcount(reg) <= data.CLOSED_MAX:
                assert reg & area_mask == reg, "a small open region was never recorded as an area"
        placed_total += len(state.placements[s])
    placed_total += len(state.discards)
    # every tile dealt so far has been placed or discarded, except those still to be placed
    dealt_per = len(state.drawn) * (state.num_players if state.mode == "standard" else 1)
    if state.mode != "solo" or state.solo_result is None:
        assert placed_total + len(state.queue) == dealt_per, "tiles not accounted for"
    if state.mode == "solo":
        assert state.scores() == [state.covered_scarabs(0)]


def perturb_hidden(state, seat: int, rng):
    """What `seat` may not know: the order of the undrawn mission cards (hidden from everyone) and,
    while a standard round goes on, what the other seats did with this round's tile. The other seats'
    moves of this round are replaced by other legal ones (kept only when they leave this seat's own
    tokens alone: when the common supply runs short, who took which token first is table talk)."""
    other = state.clone()
    start = state.round_start.get("log_at", len(state.log))
    if state.simultaneous() and any(e.seat != seat for e in state.log[start:]):
        for _attempt in range(4):
            alt = type(state)(state.num_players, state.seed, state.options)
            for i, entry in enumerate(state.log):
                action = entry.action
                if i >= start and entry.seat != seat:
                    action = rng.choice(alt.legal_actions())
                alt.apply(action)
            if alt.tokens[seat] == state.tokens[seat]:
                other = alt
                break
    rng.shuffle(other.deck)
    other.rng = random.Random(rng.getrandbits(64))   # future chance is hidden from everyone too
    return other
