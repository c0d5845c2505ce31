"""A turn: play a card, dig two tokens, resolve pairs / sand / scorpions, turn back, draw to three."""
from game.faras.state import check_invariants
from tests.game.faras.helpers import A, apply_all, assert_illegal, card, event, first, kinds, position, tok

P0, P1, B0, S0, S1, N0, N1 = (tok("pottery", 0), tok("pottery", 1), tok("bones", 0),
                              tok("scorpion", 0), tok("scorpion", 1), tok("sand", 0), tok("sand", 1))


def test_plain_pair_keep_one_dam_one_then_turn_passes_and_hand_refills():
    s = position(2, board={0: P0, 1: P1}, hands={0: [card("guests"), card("bones"), card("library")]},
                 draw=[card("professor")])
    ev = s.apply(A("play_card", card=card("bones")))
    e = first(ev, "card_played")
    assert (e["seat"], e["card"], e["card_kind"]) == (0, card("bones"), "bones")
    assert s.view(1)["played_card"] == {"card": card("bones"), "kind": "bones"}
    ev = s.apply(A("reveal", cell=0))
    e = first(ev, "revealed")
    assert (e["cell"], e["token"], e["type"]) == (0, P0, "pottery")
    assert s.view(1)["board"][0]["token"] == P0 and s.view(1)["board"][1]["face_up"] is False
    ev = s.apply(A("reveal", cell=1))
    pair = first(ev, "pair")
    assert pair["kept"] == [P0] and pair["dammed"] == [P1] and pair["type"] == "pottery"
    dam = first(ev, "to_dam")
    assert (dam["token"], dam["slot"], dam["cell"]) == (P1, 0, 0 + 1)
    assert s.collections[0] == [P0] and s.dam == [P1]
    assert s.board[0] is None and s.board[1] is None
    assert sorted(s.hands[0]) == sorted([card("guests"), card("library"), card("professor")])
    assert card("bones") in s.discard
    assert s.current_player == 1 and s.step == "card"       # a pair gives no extra turn
    assert kinds(ev).index("card_discarded") < kinds(ev).index("drew") < kinds(ev).index("turn_started")
    check_invariants(s)


def test_no_pair_turns_both_back_face_down():
    s = position(2, board={5: P0, 9: B0}, hands={0: [card("guests"), card("bones"), card("library")]})
    s.apply(A("play_card", card=card("bones")))
    s.apply(A("reveal", cell=5))
    ev = s.apply(A("reveal", cell=9))
    assert first(ev, "turned_down")["cells"] == [5, 9]
    assert s.board[5] == P0 and s.board[9] == B0 and s.collections[0] == [] and s.dam == []
    assert not s.view(0)["board"][5]["face_up"]


def test_matching_type_card_keeps_both():
    s = position(2, board={0: P0, 1: P1}, hands={0: [card("pottery"), card("bones"), card("guests")]})
    ev = apply_all(s, A("play_card", card=card("pottery")), A("reveal", cell=0), A("reveal", cell=1))
    pair = first(ev, "pair")
    assert pair["kept"] == [P0, P1] and pair["dammed"] == []
    assert s.collections[0] == [P0, P1] and s.dam == []
    assert "to_dam" not in kinds(ev)


def test_sand_does_nothing_without_extra_baskets():
    s = position(2, board={0: N0, 1: N1}, hands={0: [card("pottery"), card("bones"), card("guests")]})
    ev = apply_all(s, A("play_card", card=card("pottery")), A("reveal", cell=0), A("reveal", cell=1))
    assert "pair" not in kinds(ev) and s.board[0] == N0 and s.board[1] == N1


def test_extra_baskets_two_sand_keep_both_and_other_pairs_keep_one():
    s = position(2, board={0: N0, 1: N1}, hands={0: [card("baskets"), card("bones"), card("guests")]})
    ev = apply_all(s, A("play_card", card=card("baskets")), A("reveal", cell=0), A("reveal", cell=1))
    assert first(ev, "pair")["kept"] == [N0, N1] and s.collections[0] == [N0, N1]
    s = position(2, board={0: P0, 1: P1}, hands={0: [card("baskets"), card("bones"), card("guests")]})
    apply_all(s, A("play_card", card=card("baskets")), A("reveal", cell=0), A("reveal", cell=1))
    assert s.collections[0] == [P0] and s.dam == [P1]


def test_scorpion_costs_a_token_of_the_players_choice():
    s = position(2, board={0: S0, 1: B0}, collections={0: [P0, P1, N0]},
                 hands={0: [card("pottery"), card("bones"), card("guests")]})
    ev = apply_all(s, A("play_card", card=card("pottery")), A("reveal", cell=0), A("reveal", cell=1))
    e = first(ev, "scorpion")
    assert (e["seat"], e["token"], e["cured"]) == (0, S0, False)
    assert s.dam == [S0] and s.step == "penalty" and s.current_player == 0
    assert s.legal_actions() == [A("penalty", slot=i) for i in range(3)]
    assert s.board[1] == B0 and s.view(1)["board"][1]["face_up"]   # the rest is still face up
    assert_illegal(s, A("penalty", slot=3), "collection")
    assert_illegal(s, A("reveal", cell=2), "scorpion")
    ev = s.apply(A("penalty", slot=1))
    pen = event(ev, "penalty")
    assert (pen["seat"], pen["slot"], pen["dam_slot"]) == (0, 1, 1)
    # collections are face down: nobody learns which token went
    assert pen.for_seat(0).get("token") is None and pen.for_seat(1).get("token") is None
    assert s.collections[0] == [P0, N0] and s.dam == [S0, P1]
    assert s.current_player == 1 and s.board[1] == B0
    check_invariants(s)


def test_scorpion_with_empty_collection_costs_nothing():
    s = position(2, board={0: S0, 1: B0}, hands={0: [card("pottery"), card("bones"), card("guests")]})
    ev = apply_all(s, A("play_card", card=card("pottery")), A("reveal", cell=0), A("reveal", cell=1))
    assert "penalty" not in kinds(ev) and s.dam == [S0] and s.current_player == 1


def test_two_scorpions_two_penalties_capped_by_collection():
    s = position(2, board={0: S0, 1: S1}, collections={0: [P0, P1]},
                 hands={0: [card("pottery"), card("bones"), card("guests")]})
    apply_all(s, A("play_card", card=card("pottery")), A("reveal", cell=0), A("reveal", cell=1))
    assert s.dam == [S0, S1] and s.step == "penalty" and s.view(0)["penalties_due"] == 2
    s.apply(A("penalty", slot=0))
    assert s.step == "penalty"
    s.apply(A("penalty", slot=0))
    assert s.collections[0] == [] and s.dam == [S0, S1, P0, P1] and s.current_player == 1
    s = position(2, board={0: S0, 1: S1}, collections={0: [P0]},
                 hands={0: [card("pottery"), card("bones"), card("guests")]})
    apply_all(s, A("play_card", card=card("pottery")), A("reveal", cell=0), A("reveal", cell=1),
              A("penalty", slot=0))
    assert s.collections[0] == [] and s.current_player == 1


def test_medicine_cures_scorpions_and_two_scorpions_are_a_pair():
    s = position(2, board={0: S0, 1: B0}, collections={0: [P0]},
                 hands={0: [card("medicine"), card("bones"), card("guests")]})
    ev = apply_all(s, A("play_card", card=card("medicine")), A("reveal", cell=0), A("reveal", cell=1))
    assert first(ev, "scorpion")["cured"] is True and "penalty" not in kinds(ev)
    assert s.dam == [S0] and s.collections[0] == [P0] and s.current_player == 1
    s = position(2, board={0: S0, 1: S1}, hands={0: [card("medicine"), card("bones"), card("guests")]})
    ev = apply_all(s, A("play_card", card=card("medicine")), A("reveal", cell=0), A("reveal", cell=1))
    assert first(ev, "pair")["kept"] == [S0, S1] and s.collections[0] == [S0, S1] and s.dam == []
    s = position(2, board={0: P0, 1: P1}, hands={0: [card("medicine"), card("bones"), card("guests")]})
    apply_all(s, A("play_card", card=card("medicine")), A("reveal", cell=0), A("reveal", cell=1))
    assert s.collections[0] == [P0] and s.dam == [P1]


def test_illegal_moves_during_a_turn():
    s = position(2, board={0: P0, 1: P1}, hands={0: [card("pottery"), card("bones"), card("guests")]})
    assert_illegal(s, A("play_card", card=card("medicine")), "do not hold")
    assert_illegal(s, A("play_card", card="x"), "wrong kind")      # the core checks the shape
    assert_illegal(s, A("reveal", cell=0), "card")
    assert_illegal(s, A("place", cell=0), "already on the board")
    assert_illegal(s, A("end_memorise"), "over")
    assert_illegal(s, A("fly"), "not a move")
    assert_illegal(s, A("play_card", card=card("pottery"), extra=1), "extra")
    assert_illegal(s, A("play_card"), "missing")
    s.apply(A("play_card", card=card("bones")))
    s.apply(A("reveal", cell=0))
    assert_illegal(s, A("reveal", cell=0), "already face up")
    assert_illegal(s, A("reveal", cell=99), "no token")
    assert_illegal(s, A("penalty", slot=0), "reveal")
    s.apply(A("reveal", cell=1))
    s.apply(A("play_card", card=s.hands[1][0]))
    assert_illegal(s, A("reveal", cell=0), "no token")        # the pair has left the board
    assert s.reason("garbage") is not None


def test_reshuffle_when_the_draw_pile_is_empty():
    s = position(2, board={0: P0, 1: B0}, hands={0: [card("pottery"), card("bones"), card("guests")]})
    discard = list(s.draw_pile)
    s.discard, s.draw_pile = list(discard), []
    ev = apply_all(s, A("play_card", card=card("bones")), A("reveal", cell=0), A("reveal", cell=1))
    assert "reshuffled" in kinds(ev)
    assert first(ev, "reshuffled")["count"] == len(discard) + 1     # the card just played goes in too
    assert len(s.hands[0]) == 3 and s.discard == []


def test_undoable_only_for_deterministic_hidden_free_actions():
    s = position(2, board={0: S0, 1: B0}, collections={0: [P0, P1]},
                 hands={0: [card("pottery"), card("bones"), card("guests")]})
    s.apply(A("play_card", card=card("pottery")))
    assert s.undoable(A("play_card", card=card("pottery")))   # nothing revealed yet: it may be taken back
    s.apply(A("reveal", cell=0))
    assert not s.undoable(A("reveal", cell=0))
    s.apply(A("reveal", cell=1))
    s.apply(A("penalty", slot=0))     # turn ends with a draw: not undoable
    assert not s.undoable(A("penalty", slot=0))
    s = position(2, board={0: S0, 1: S1}, collections={0: [P0, P1]},
                 hands={0: [card("pottery"), card("bones"), card("guests")]})
    apply_all(s, A("play_card", card=card("pottery")), A("reveal", cell=0), A("reveal", cell=1))
    s.apply(A("penalty", slot=0))     # a second penalty follows: same seat, nothing hidden shown
    assert s.undoable(A("penalty", slot=0))
    assert not s.undoable(A("penalty", slot=1))


def test_scores_and_breakdown_by_type():
    s = position(3, collections={0: [P0, P1, S0, N0], 1: [B0], 2: []})
    assert s.scores() == [4, 1, 0]
    bd = s.score_breakdown()
    assert bd[0] == {"pottery": 2, "paintings": 0, "bones": 0, "misc": 0, "sand": 1, "scorpions": 1}
    assert [sum(b.values()) for b in bd] == s.scores()
    assert bd[1]["bones"] == 1


def test_a_card_played_before_anything_was_revealed_can_be_taken_back():
    from game.faras.state import FarasState
    for kind in ("guests", "professor", "library", "valuable", "dispute", "bones"):
        s = position(2, board={0: tok("pottery", 0), 1: tok("sand", 0)},
                     hands={0: [card(kind), card("medicine"), card("baskets")]}, start=0, active=0)
        before = s.view(0), s.view(1)
        rng_before = s.rng.getstate()
        play = A("play_card", card=card(kind))
        s.apply(play)
        assert s.undoable(play), kind
        assert s.rng.getstate() == rng_before
        # taking it back = the position without it (what the scene's undo replays)
        again = position(2, board={0: tok("pottery", 0), 1: tok("sand", 0)},
                         hands={0: [card(kind), card("medicine"), card("baskets")]}, start=0, active=0)
        assert (again.view(0), again.view(1)) == before
        nxt = A("peek", cell=0) if kind == "library" else A("reveal", cell=0)
        s.apply(nxt)
        assert not s.undoable(nxt), "a reveal or a peek shows a token"
        assert isinstance(s, FarasState)


def test_a_card_whose_play_ends_the_turn_cannot_be_taken_back():
    from tests.game.faras.helpers import sparse
    s = sparse(2, board={}, hands={0: [card("library"), card("guests"), card("bones")]}, start=1, active=0)
    play = A("play_card", card=card("library"))
    ev = s.apply(play)
    assert "drew" in kinds(ev) and not s.undoable(play)
