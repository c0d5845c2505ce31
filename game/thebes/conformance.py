"""The Thebes hooks of the conformance suite (tests/conformance.py, registered in __init__.py):
a copy of a state differing only in what a seat may not know, and the invariants every position
keeps (every token and card in exactly one place, time within the game)."""
from __future__ import annotations

import random
from collections import Counter

from game.thebes import data as D


def perturb_hidden(state, seat: int, rng):
    """A copy differing only in what nobody may see: bag order, draw pile and set-aside pile order,
    which unseen cards lie in the draw pile versus the set-aside pile, and future chance."""
    s = state.clone()
    for site in D.SITES:
        rng.shuffle(s.bags[site])
    # researcher cards may swap between the draw pile and the set-aside pile (nobody knows which
    # unseen card lies where); exhibitions stay in their pile, then each pile is shuffled
    piles = [s.draw_pile, s.set_aside]
    spots = [(i, j) for i, pile in enumerate(piles) for j, c in enumerate(pile)
             if D.CARDS[c]["type"] != "exhibition"]
    cards = [piles[i][j] for i, j in spots]
    rng.shuffle(cards)
    for (i, j), c in zip(spots, cards):
        piles[i][j] = c
    for pile in piles:
        rng.shuffle(pile)
    s.rng = random.Random(rng.getrandbits(64))   # future chance (the digs' draws) is hidden too
    return s


def check_invariants(state) -> None:
    n = state.num_players
    # every bag's 31 tokens across bag, site bonus and players
    for site in D.SITES:
        where = list(state.bags[site])
        if state.bonus[site] is not None:
            where.append(state.bonus[site])
        for s in range(n):
            where.extend(t for t in state.tokens[s] if D.TOKENS[t]["site"] == site)
        assert sorted(where) == sorted(D.BAG_TOKENS[site]), f"{site} tokens not conserved"
        assert len(where) == D.TOKENS_PER_BAG
        assert all(D.TOKENS[t]["kind"] != "debris" for s in range(n) for t in state.tokens[s])
        if state.bonus[site] is not None:
            assert len(state.bags[site]) == D.TOKENS_PER_BAG - 1 - sum(
                1 for s in range(n) for t in state.tokens[s] if D.TOKENS[t]["site"] == site)
    # every card exactly once
    cards = [c for c in state.display if c is not None] + [c for c in state.slots if c is not None]
    cards += state.draw_pile + state.set_aside + state.discard
    for s in range(n):
        cards += state.cards[s] + state.exhibitions[s]
    counts = Counter(cards)
    assert sorted(counts) == sorted(D.ALL_CARD_IDS) and max(counts.values()) == 1, "cards not conserved"
    assert all(c is None or D.CARDS[c]["type"] != "exhibition" for c in state.display)
    assert all(c is None or D.CARDS[c]["type"] == "exhibition" for c in state.slots)
    assert all(D.CARDS[c]["type"] != "exhibition" for s in range(n) for c in state.cards[s])
    # time stays within the game and never before the start
    for s in range(n):
        assert state.start_t <= state.time[s] <= D.END_T
        assert state.location[s] in D.DIST
    # time only moves forward (asserted on every move); the year marker follows the last marker
    assert state.year_marker == min(D.year_of(t) for t in state.time)
    assert sorted(state.arrival) == sorted(set(state.arrival)), "stack order must be strict"
