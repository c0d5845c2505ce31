"""The quick paths of the Artifakes rules give what the plain ones gave: legal_actions from prebuilt
tables (same actions, same order, a fresh list each time), clone (equal, sharing nothing that changes, the same generator) and resample."""
import random

from game.artifakes import data
from game.artifakes.digging import DIRECTIONS
from game.artifakes.state import MODES, ArtifakesState
from game.core import Action, shape_reason
from tests.conformance import check_table_reasons
from tests.game.artifakes.helpers import dig_table

OPTIONS = [{}, {"ring_colours": "cycling"}, {"path_length": 60, "score_interrupted": True}]


def reference_legal(s):
    """legal_actions written out plainly, every action built anew from card_steps (as first written)."""
    if s.phase == "over":
        return []
    seat, out = s.turn, []
    if s.phase == "bury":
        for kind, piece in enumerate(data.PIECE_TYPES):
            if s.pile[seat][kind] == 0:
                continue
            room = data.SPACE_CAPACITY - data.PIECE_POINTS[piece]
            out += [Action.make("bury", piece=piece, space=sp) for sp in range(1, data.SPACES + 1)
                    if s.space_points(sp) <= room]
        return out
    for card in s.hand_in_order(seat):
        live = False
        for mode in MODES:
            if s.card_steps(seat, card, mode):
                live = True
                out += [Action.make("play", card=card, mode=mode, direction=d) for d in DIRECTIONS]
        if not live:
            out.append(Action.make("dead", card=card))
    return out


def test_legal_actions_are_the_plain_ones_in_order():
    rng = random.Random(3)
    kinds = set()
    for seed, opts in enumerate(OPTIONS * 3):
        s = ArtifakesState(2, seed, opts)
        while not s.is_over:
            legal = s.legal_actions()
            assert legal == reference_legal(s)
            assert all(shape_reason(ArtifakesState.ACTIONS, a) is None for a in legal)
            kinds |= {a.kind for a in legal}
            legal.clear()
            assert s.legal_actions() == reference_legal(s)    # a fresh list every time
            s.apply(rng.choice(s.legal_actions()))
        assert s.legal_actions() == []
    assert kinds == {"bury", "play", "dead"}


def test_legal_actions_on_a_hand_made_table():
    # seat 0 has junk on space 3 (white in blocks) only: 3d lives for both; 9d (blue) is dead;
    # 5n (white) lives for its colour only
    s = dig_table({3: ((1, 0), (0, 0)), 9: ((0, 0), (0, 1))}, (["3d", "9d", "5n"], ["1d"]))
    assert s.legal_actions() == reference_legal(s)
    assert [(a.kind, a.get("card"), a.get("mode"), a.get("direction")) for a in s.legal_actions()] == [
        ("play", "3d", "number", "cw"), ("play", "3d", "number", "ccw"),
        ("play", "3d", "colour", "cw"), ("play", "3d", "colour", "ccw"),
        ("play", "5n", "colour", "cw"), ("play", "5n", "colour", "ccw"), ("dead", "9d", None, None)]


def test_clone_and_resample_are_independent_and_alike():
    rng = random.Random(5)
    for seed, opts in enumerate(OPTIONS):
        s = ArtifakesState(2, seed, opts)
        while not s.is_over:
            if rng.random() < 0.3:
                c = s.clone()
                assert c.rng is not s.rng and c.rng.getstate() == s.rng.getstate()
                assert {k: v for k, v in vars(c).items() if k != "rng"} == \
                    {k: v for k, v in vars(s).items() if k != "rng"}
                before = {k: repr(v) for k, v in vars(s).items() if k != "rng"}
                a = rng.choice(s.legal_actions())
                assert c.apply(a) == s.clone().apply(a)
                r = s.resample(s.turn, random.Random(seed))
                assert r.rng is not s.rng and r.view(s.turn) == s.view(s.turn)
                r.apply(rng.choice(r.legal_actions()))
                assert {k: repr(v) for k, v in vars(s).items() if k != "rng"} == before   # s untouched
            s.apply(rng.choice(s.legal_actions()))


def test_reason_of_a_table_action_is_the_plain_one():
    """Every table action has a declared shape, and on any position reason (whose shape check the core
    remembers for these shared objects) gives what the plain rule gives."""
    from game.artifakes import state as S
    table = ([a for t in S._BURY.values() for a in t.values()] + [a for t in S._PLAY.values() for a in t]
             + list(S._DEAD.values()))
    check_table_reasons(ArtifakesState, table, (ArtifakesState(2, seed, opts) for seed, opts in enumerate(OPTIONS)))
