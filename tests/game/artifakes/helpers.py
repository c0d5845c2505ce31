"""Position builders for Artifakes scenario tests."""
from __future__ import annotations

from game.artifakes import check_invariants, data
from game.artifakes.state import ArtifakesState
from game.core import Action


def new(seed=0, **options) -> ArtifakesState:
    return ArtifakesState(2, seed, options)


def _place(state, pieces):
    """pieces: {space: ((disks0, bars0), (disks1, bars1))}; everything else is off the board."""
    state.ring = [[[0, 0], [0, 0]] for _ in range(data.SPACES + 1)]
    for space, (a, b) in pieces.items():
        state.ring[space] = [list(a), list(b)]


def _balance_pieces(state):
    """Pieces neither on the ring nor in front of a player count as removed (conservation)."""
    for seat in range(2):
        for k in range(2):
            on = sum(state.ring[s][seat][k] for s in range(1, data.SPACES + 1))
            state.removed[seat][k] = data.PIECE_COUNT - on - state.pile[seat][k]
            assert state.removed[seat][k] >= 0


def dig_table(pieces, hands, *, inspector=0, turn=0, streak=0, total=(0, 0), recovered=((0, 0), (0, 0)),
              dead_cards=((), ()), seed=0, **options) -> ArtifakesState:
    """A digging position: `hands` are two lists of card ids; seat `turn` is to play."""
    st = new(seed, **options)
    _place(st, pieces)
    st.pile = [list(recovered[0]), list(recovered[1])]
    st.recovered = [list(recovered[0]), list(recovered[1])]
    _balance_pieces(st)
    used = [c for h in hands for c in h] + [c for d in dead_cards for c in d]
    assert len(set(used)) == len(used)
    st.deck = [c for c in st.deck if c not in used]
    st.discard = []
    st.hands = [list(hands[0]), list(hands[1])]
    st.dead_cards = [list(dead_cards[0]), list(dead_cards[1])]
    st.phase = "dig"
    st.turn = turn
    st.first_digger = turn
    st.first_burier = 1 - turn
    st.inspector = inspector
    st.streak = streak
    st.total = list(total)
    check_invariants(st)
    return st


def bury_table(pieces, to_bury, *, turn=0, inspector=0, seed=0, **options) -> ArtifakesState:
    """A burying position: `to_bury` = ((disks0, bars0), (disks1, bars1)) still in front of each."""
    st = new(seed, **options)
    _place(st, pieces)
    st.pile = [list(to_bury[0]), list(to_bury[1])]
    st.recovered = [[0, 0], [0, 0]]
    _balance_pieces(st)
    st.phase = "bury"
    st.turn = turn
    st.first_burier = turn
    st.first_digger = 1 - turn
    st.inspector = inspector
    check_invariants(st)
    return st


def play(card, mode, direction):
    return Action.make("play", card=card, mode=mode, direction=direction)


def bury(piece, space):
    return Action.make("bury", piece=piece, space=space)


def dead(card):
    return Action.make("dead", card=card)


def kinds(events):
    return [e.kind for e in events]


def first(events, kind):
    """The first event of `kind`, as its JSON dict (lists and dicts thawed)."""
    return next(e for e in events if e.kind == kind).to_json()
