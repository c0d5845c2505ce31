"""The Artifakes hooks of the conformance suite (tests/conformance.py, registered in __init__.py):
a copy of a state differing only in what a seat may not know, and the invariants every position
keeps (junk and cards conserved, space capacity, the phase bookkeeping)."""
from __future__ import annotations

from game.artifakes import data


def perturb_hidden(state, seat: int, rng):
    """A copy that differs only in what `seat` cannot know: the rival's hand and the deck order."""
    s = state.clone()
    other = 1 - seat
    pool = list(s.hands[other]) + list(s.deck)
    rng.shuffle(pool)
    n = len(s.hands[other])
    s.hands[other] = pool[:n]
    s.deck = pool[n:]
    return s


def check_invariants(state) -> None:
    """Conservation of junk and cards, the space capacity, and the phase bookkeeping."""
    for seat in range(2):
        for k, piece in enumerate(data.PIECE_TYPES):
            on_ring = sum(state.ring[s][seat][k] for s in range(1, data.SPACES + 1))
            assert on_ring + state.pile[seat][k] + state.removed[seat][k] == data.PIECE_COUNT, (
                f"seat {seat} {piece}s are not all accounted for")
            assert 0 <= state.recovered[seat][k] <= state.pile[seat][k]
            assert min(state.pile[seat][k], state.removed[seat][k]) >= 0
        assert state.total[seat] >= 0
        assert len(state.hands[seat]) <= data.HAND_SIZE
    for s in range(1, data.SPACES + 1):
        assert 0 <= state.space_points(s) <= data.SPACE_CAPACITY, f"space {s} is over capacity"
        assert min(min(c) for c in state.ring[s]) >= 0
    cards = state.deck + state.discard + state.hands[0] + state.hands[1] + state.dead_cards[0] + state.dead_cards[1]
    assert sorted(cards) == sorted(data.CARD_IDS), "cards were lost or duplicated"
    assert 0 <= state.inspector <= data.SPACES
    if state.phase == "bury":
        assert not state.hands[0] and not state.hands[1] and not any(state.dead_cards)
        assert any(state.pile[state.turn])
        assert state.streak < data.STORM_STREAK
    elif state.phase == "dig":
        assert state.hands[state.turn]
        # everything in front of a player while digging was found this round
        assert state.pile == state.recovered
        assert state.streak < data.STORM_STREAK
    else:
        assert state.end_reason in ("path", "inspector")
        if state.end_reason == "path":
            assert max(state.total) >= state.path_length
        else:
            assert state.streak >= data.STORM_STREAK
