"""The Faras hooks of the conformance suite (tests/game/test_conformance.py, registered in __init__.py):
a copy of a state that differs only in what a seat cannot see, and the invariants every position
keeps (all 64 tokens and 30 cards somewhere, the expert board without overlaps)."""
from __future__ import annotations

import random

from game.faras import data as D
from game.faras.view import disputed_seat


def perturb_hidden(state, seat: int, rng):
    """A copy differing only in what `seat` cannot see: face-down identities, card order, others' hands."""
    s = state.clone()
    if s.phase == "over":
        return s
    # face-down tokens on the board, in the dam, and (closed) collections are one pool of unknowns
    slots = []   # (container, index)
    for c in s.face_down_cells():
        if s.phase == "play":
            slots.append((s.board, c))
    for i in range(len(s.dam)):
        slots.append((s.dam, i))
    if not s.open_collections:
        revealed_seat = disputed_seat(s)
        for p, coll in enumerate(s.collections):
            if p != revealed_seat:
                for i in range(len(coll)):
                    slots.append((coll, i))
    pool = [cont[i] for cont, i in slots]
    rng.shuffle(pool)
    for (cont, i), t in zip(slots, pool):
        cont[i] = t
    # cards: the draw pile order and other seats' hands
    others = [p for p in range(s.num_players) if p != seat]
    cards = s.draw_pile + [c for p in others for c in s.hands[p]]
    rng.shuffle(cards)
    for p in others:
        k = len(s.hands[p])
        s.hands[p] = cards[:k]
        cards = cards[k:]
    s.draw_pile = cards
    s.rng = random.Random(rng.getrandbits(64))   # future chance is hidden too
    return s


def check_invariants(state) -> None:
    places = list(state.dam)
    places += [t for t in state.board if t is not None]
    for c in state.collections:
        places += c
    for h in state.unplaced:
        places += h
    assert sorted(places) == list(range(D.NUM_TOKENS)), "every token must be in exactly one place"
    cards = list(state.draw_pile) + list(state.discard) + [c for h in state.hands for c in h]
    if state.card is not None:
        cards.append(state.card)
    assert sorted(cards) == list(range(D.NUM_CARDS)), "every card must be in exactly one place"
    assert all(len(h) <= D.HAND_SIZE for h in state.hands)
    assert all(state.board[c] is not None for c in state.revealed)
    if state.phase == "play":
        assert not any(state.unplaced)
    # the expert board: every token wholly on it, none overlapping (setup included)
    if state.variant == "expert":
        cells = state.board_cells()
        lim = D.EXPERT_BOARD - D.EXPERT_UNIT_TOKEN
        for i, a in enumerate(cells):
            xa, ya = state.pos[a]
            assert 0 <= xa <= lim and 0 <= ya <= lim, "expert token off the board"
            for b in cells[i + 1:]:
                xb, yb = state.pos[b]
                assert abs(xa - xb) >= D.EXPERT_UNIT_TOKEN or abs(ya - yb) >= D.EXPERT_UNIT_TOKEN, \
                    "expert tokens overlap"
    if state.variant == "simplified":
        assert not state.dam_complete
