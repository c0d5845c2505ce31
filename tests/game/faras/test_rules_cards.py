"""Guests, Professor, Library Research, Valuable Find, Scientific Dispute."""
import pytest

from game.faras.state import DECLARATIONS, check_invariants
from tests.game.faras.helpers import A, apply_all, assert_illegal, card, event, first, kinds, position, tok

P0, P1, P2 = tok("pottery", 0), tok("pottery", 1), tok("pottery", 2)
B0, B1, S0, N0 = tok("bones", 0), tok("bones", 1), tok("scorpion", 0), tok("sand", 0)
M0, M1 = tok("paintings", 0), tok("paintings", 1)


def hand(kind):
    return {0: [card(kind), card("bones"), card("misc")]}


# ---- Guests ---------------------------------------------------------------------------------------
def test_guests_reveals_three_pair_plus_one_stays():
    s = position(2, board={0: B0, 1: P0, 2: B1}, hands=hand("guests"))
    s.apply(A("play_card", card=card("guests")))
    s.apply(A("reveal", cell=0))
    ev = s.apply(A("reveal", cell=1))
    assert "pair" not in kinds(ev) and s.step == "dig" and s.view(0)["dig"]["left_in_dig"] == 1
    ev = s.apply(A("reveal", cell=2))
    pair = first(ev, "pair")
    assert pair["cells"] == [0, 2] and pair["kept"] == [B0] and pair["dammed"] == [B1]
    assert s.board[1] == P0 and first(ev, "turned_down")["cells"] == [1]


def test_guests_three_of_a_kind_one_stays_on_the_board():
    s = position(2, board={0: P0, 1: P1, 2: P2}, hands=hand("guests"))
    ev = apply_all(s, A("play_card", card=card("guests")), *[A("reveal", cell=c) for c in (0, 1, 2)])
    assert s.collections[0] == [P0] and s.dam == [P1] and s.board[2] == P2


def test_guests_scorpion_after_pair_can_take_the_new_token():
    s = position(2, board={0: P0, 1: P1, 2: S0}, hands=hand("guests"))
    ev = apply_all(s, A("play_card", card=card("guests")), *[A("reveal", cell=c) for c in (0, 1, 2)])
    # pairs first: the kept token is there to pay the scorpion's penalty
    assert kinds(ev).index("pair") < kinds(ev).index("scorpion")
    assert s.step == "penalty" and s.collections[0] == [P0]
    s.apply(A("penalty", slot=0))
    assert s.collections[0] == [] and s.dam == [P1, S0, P0]


# ---- Professor ------------------------------------------------------------------------------------
def test_professor_two_excavations_each_resolved_before_the_next():
    s = position(2, board={0: P0, 1: B0, 2: P1, 3: B1}, hands=hand("professor"))
    s.apply(A("play_card", card=card("professor")))
    s.apply(A("reveal", cell=0))
    ev = s.apply(A("reveal", cell=1))
    assert first(ev, "turned_down")["cells"] == [0, 1]
    assert s.step == "dig" and s.current_player == 0 and s.view(1)["dig"]["digs_left"] == 1
    assert not s.view(1)["board"][0]["face_up"]
    s.apply(A("reveal", cell=0))
    ev = s.apply(A("reveal", cell=2))
    assert first(ev, "pair")["kept"] == [P0] and s.current_player == 1


def test_professor_second_dig_can_take_a_second_pair():
    s = position(2, board={0: P0, 1: P1, 2: B0, 3: B1}, hands=hand("professor"))
    apply_all(s, A("play_card", card=card("professor")), *[A("reveal", cell=c) for c in range(4)])
    assert s.collections[0] == [P0, B0] and s.dam == [P1, B1]


# ---- Library Research -----------------------------------------------------------------------------
def test_library_research_four_private_peeks_then_the_turn_ends():
    s = position(3, board={c: t for c, t in enumerate(range(10))}, hands={0: [card("library"), card("bones"), card("misc")]})
    ev = s.apply(A("play_card", card=card("library")))
    assert s.step == "peek" and s.view(0)["peeks_left"] == 4
    for i, c in enumerate((3, 7, 9, 1)):
        assert_illegal(s, A("reveal", cell=c), "look")
        ev = s.apply(A("peek", cell=c))
        e = event(ev, "peeked")
        assert e.audience == (0,)
        assert e.for_seat(0)["token"] == s.board[c] and e.for_seat(0)["type"] == "pottery"
        assert e.for_seat(1).get("token") is None and e.for_seat(None).get("type") is None
        assert e.for_seat(1)["cell"] == c               # others see where, not what
        for seat in (0, 1, 2, None):                     # never in any view
            assert "token" not in s.view(seat)["board"][c]
        if i < 3:
            assert_illegal(s, A("peek", cell=c), "already")
    assert s.current_player == 1 and "turn_ended" in kinds(ev)
    assert s.collections == [[], [], []] and s.dam == []


def test_library_research_with_fewer_than_four_tokens_left():
    from tests.game.faras.helpers import sparse
    s = sparse(2, board={4: P0, 9: B0}, hands={0: [card("library"), card("bones"), card("misc")]})
    s.apply(A("play_card", card=card("library")))
    s.apply(A("peek", cell=4))
    ev = s.apply(A("peek", cell=9))
    assert "turn_ended" in kinds(ev)


# ---- Valuable Find --------------------------------------------------------------------------------
def _vf(players=3, options=None, dam=(N0,)):
    s = position(players, board={0: P0, 1: P1}, dam=list(dam),
                 hands={0: [card("valuable"), card("bones"), card("misc")]}, options=options)
    apply_all(s, A("play_card", card=card("valuable")), A("reveal", cell=0))
    ev = s.apply(A("reveal", cell=1))
    return s, ev


def test_valuable_find_success_second_token_and_helper_takes_from_dam():
    s, ev = _vf()
    assert first(ev, "pair")["kept"] == [P0] and first(ev, "valuable_find")["cell"] == 1
    assert s.collections[0] == [P0] and s.board[1] == P1 and s.step == "helper"
    assert s.legal_actions() == [A("helper", seat=1), A("helper", seat=2)]
    assert_illegal(s, A("helper", seat=0), "another player")
    s.apply(A("helper", seat=2))
    assert s.current_player == 0 and s.step == "challenge"
    assert s.legal_actions() == [A("challenge", success=True), A("challenge", success=False)]
    assert_illegal(s, A("attempt"), "challenge")
    assert_illegal(s, A("challenge", success="yes"), "wrong kind")     # the core checks the shape
    ev = s.apply(A("challenge", success=True))
    assert first(ev, "challenge_result")["success"] is True
    assert s.collections[0] == [P0, P1] and s.board[1] is None
    assert s.step == "dam_take" and s.current_player == 2
    assert s.legal_actions() == [A("take_from_dam", slot=0)]
    assert_illegal(s, A("take_from_dam", slot=1), "dam")
    ev = s.apply(A("take_from_dam", slot=0))
    e = event(ev, "from_dam")
    assert e["seat"] == 2 and e.for_seat(2).get("token") is None      # the dam lies face down
    assert s.collections[2] == [N0] and s.dam == [] and s.current_player == 1
    check_invariants(s)


def test_valuable_find_failure_second_token_goes_back_face_down():
    s, ev = _vf()
    apply_all(s, A("helper", seat=1))
    ev = s.apply(A("challenge", success=False))
    assert first(ev, "find_returned")["cell"] == 1
    assert s.board[1] == P1 and 1 in first(ev, "turned_down")["cells"]
    assert s.collections == [[P0], [], []] and s.dam == [N0] and s.current_player == 1


def test_valuable_find_success_with_an_empty_dam():
    s, ev = _vf(dam=())
    apply_all(s, A("helper", seat=1))
    s.apply(A("challenge", success=True))
    assert s.collections == [[P0, P1], [], []] and s.current_player == 1


def test_valuable_find_chance_option_uses_the_state_rng():
    outcomes = set()
    for seed in range(12):
        s = position(2, board={0: P0, 1: P1}, dam=[N0], seed=seed, options={"valuable_find": "chance"},
                     hands={0: [card("valuable"), card("bones"), card("misc")]})
        apply_all(s, A("play_card", card=card("valuable")), A("reveal", cell=0), A("reveal", cell=1),
                  A("helper", seat=1))
        assert s.legal_actions() == [A("attempt")]
        assert_illegal(s, A("challenge", success=True), "luck")
        ev = s.apply(A("attempt"))
        ok = first(ev, "challenge_result")["success"]
        outcomes.add(ok)
        assert (len(s.collections[0]) == 2) == ok
        assert not s.undoable(A("attempt"))
    assert outcomes == {True, False}


def test_valuable_find_without_a_pair_is_a_plain_dig():
    s = position(2, board={0: P0, 1: B0}, hands={0: [card("valuable"), card("bones"), card("misc")]})
    ev = apply_all(s, A("play_card", card=card("valuable")), A("reveal", cell=0), A("reveal", cell=1))
    assert "valuable_find" not in kinds(ev) and s.current_player == 1


# ---- Scientific Dispute ---------------------------------------------------------------------------
def _dispute(collections, players=3, board=None):
    s = position(players, board=board or {0: P2, 1: tok("bones", 5)}, collections=collections,
                 hands={0: [card("dispute"), card("bones"), card("misc")]})
    apply_all(s, A("play_card", card=card("dispute")), A("reveal", cell=0))
    ev = s.apply(A("reveal", cell=1))
    return s, ev


def test_dispute_single_leader_asked_automatically_right_answer_nothing_happens():
    s, ev = _dispute({1: [P0, M0], 2: [B1]})
    e = first(ev, "dispute_asked")
    assert (e["seat"], e["asked"]) == (0, 1)
    assert s.step == "declare" and s.current_player == 1
    assert len(s.legal_actions()) == 63
    assert_illegal(s, A("declare", types=["pottery", "paintings", "bones", "misc", "scorpion", "sand"]), "all")
    assert_illegal(s, A("declare", types=["paintings", "pottery"]), "order")
    assert_illegal(s, A("declare", types=["gold"]), "declare")
    assert_illegal(s, A("declare", types=[]), "declare")
    ev = s.apply(A("declare", types=["pottery", "paintings"]))
    r = first(ev, "dispute_revealed")
    assert r["correct"] is True and r["tokens"] == [P0, M0] and r["held"] == ["pottery", "paintings"]
    assert s.collections == [[], [P0, M0], [B1]] and s.current_player == 1 and s.step == "card"


def test_dispute_wrong_answer_gives_a_token_of_their_choice():
    s, ev = _dispute({1: [P0, M0], 2: [B1]})
    ev = s.apply(A("declare", types=["pottery"]))
    assert first(ev, "dispute_revealed")["correct"] is False
    assert s.step == "give" and s.current_player == 1
    v = s.view(2)
    assert v["collections"][1]["face_up"] and [x["token"] for x in v["collections"][1]["tokens"]] == [P0, M0]
    assert s.legal_actions() == [A("give", token=P0), A("give", token=M0)]
    assert_illegal(s, A("give", token=B1), "own collection")
    ev = s.apply(A("give", token=M0))
    assert first(ev, "dispute_given") == {"kind": "dispute_given", "seat": 1, "to": 0, "token": M0,
                                          "type": "paintings"}
    assert s.collections == [[M0], [P0], [B1]] and s.current_player == 1
    assert not s.view(2)["collections"][1]["face_up"]


def test_dispute_tie_the_active_player_picks():
    s, ev = _dispute({1: [P0], 2: [B1]})
    assert s.step == "ask" and s.legal_actions() == [A("ask", seat=1), A("ask", seat=2)]
    assert_illegal(s, A("ask", seat=0), "most tokens")
    s.apply(A("ask", seat=2))
    assert s.current_player == 2 and s.step == "declare"


def test_dispute_leader_among_others_only():
    s, ev = _dispute({0: [P0, P1, M0, M1], 1: [N0], 2: []}, board={0: S0, 1: B0})
    # the scorpion penalty happens first (the dig is resolved before the dispute)
    assert s.step == "penalty"
    s.apply(A("penalty", slot=0))
    assert s.dispute["asked"] == 1


@pytest.mark.parametrize("held,decl,right", [
    ([P0, B0, M0, tok("misc", 0), S0, N0], "all", True),
    ([P0, B0, M0, tok("misc", 0), S0], "all", False),
    ([P0, B0, M0, tok("misc", 0), S0], ["pottery", "paintings", "bones", "misc", "scorpion"], True),
    ([P0, P1], ["pottery"], True),
    ([P0, P1], ["pottery", "sand"], False),
])
def test_dispute_all_types_and_exact_set(held, decl, right):
    s, ev = _dispute({1: held}, players=2)
    ev = s.apply(A("declare", types=decl))
    assert first(ev, "dispute_revealed")["correct"] is right
    assert (s.step == "give") is (not right)


def test_dispute_skipped_when_nobody_else_holds_tokens():
    s, ev = _dispute({0: [P0]})
    assert first(ev, "dispute_skipped")["seat"] == 0 and s.current_player == 1


def test_declarations_cover_every_nonempty_subset():
    assert len(DECLARATIONS) == 63 and DECLARATIONS[-1] == "all"
    assert len({tuple(d) for d in DECLARATIONS[:-1]}) == 62
