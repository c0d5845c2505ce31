"""End of the game (dam, excavations), the simplified and expert variants, partial digs."""
from game.faras import board
from game.faras import data as D
from game.faras.state import FarasState, check_invariants
from tests.game.faras.helpers import A, apply_all, card, first, kinds, position, sparse, tok

P0, P1, B0, B1 = tok("pottery", 0), tok("pottery", 1), tok("bones", 0), tok("bones", 1)
DAM17 = [tok("misc", i) for i in range(12)] + [tok("paintings", i) for i in range(5)]


def _pair_turn(s, a, b, kind="misc"):
    """The active player plays a card of `kind` (from hand) and reveals cells a, b."""
    c = next(c for c in s.hands[s.active] if D.CARDS[c] == kind)
    return apply_all(s, A("play_card", card=c), A("reveal", cell=a), A("reveal", cell=b))


def test_dam_built_game_finishes_the_round():
    s = position(2, board={0: P0, 1: P1, 2: B0, 3: B1}, dam=DAM17, start=0, active=0,
                 hands={0: [card("misc", 0), card("guests"), card("library")],
                        1: [card("misc", 1), card("guests", 1), card("library", 1)]})
    ev = _pair_turn(s, 0, 1)
    e = first(ev, "dam_complete")
    assert e["count"] == 18 and s.dam_complete and s.view(1)["dam"]["complete"]
    assert s.current_player == 1 and not s.is_over              # seat 1 still plays this round
    ev = _pair_turn(s, 2, 3)
    assert len(s.dam) == 19                                       # the dam may overflow
    assert s.scores() == [1, 1]
    assert kinds(ev)[-2:] == ["round_ended", "game_over"]
    assert first(ev, "game_over")["reason"] == "dam"
    assert s.is_over and s.current_player is None and s.legal_actions() == []
    assert s.winners() == [0, 1]
    assert_illegal_over(s)


def assert_illegal_over(s):
    from game.core import IllegalAction
    try:
        s.apply(A("play_card", card=0))
    except IllegalAction as exc:
        assert "over" in exc.reason
    else:
        raise AssertionError
    assert s.reason(A("reveal", cell=0)) == "The game is over."


def test_dam_built_by_the_last_player_of_the_round_ends_at_once():
    s = position(3, board={0: P0, 1: P1}, dam=DAM17, start=1, active=0,
                 hands={0: [card("misc", 0), card("guests"), card("library")]})
    ev = _pair_turn(s, 0, 1)
    assert first(ev, "game_over")["reason"] == "dam" and s.winners() == [0]


def test_game_goes_on_when_the_dam_is_not_built():
    s = position(2, board={0: P0, 1: P1}, dam=DAM17[:10], start=0, active=1,
                 hands={1: [card("misc", 0), card("guests"), card("library")]})
    ev = _pair_turn(s, 0, 1)
    assert "round_ended" in kinds(ev) and not s.is_over and s.round == 2 and s.current_player == 0


def test_excavations_finished_at_the_end_of_the_round_only():
    # 10 tokens on the board; seat 0 (not last in the round) takes a pair -> 8 left: play goes on
    board = {i: t for i, t in enumerate([P0, P1, B0, B1] + [tok("sand", i) for i in range(6)])}
    # (the other tokens wait in the dam, so the pair is taken whole with the Pottery card)
    s = sparse(2, board=board, start=1, active=0,
               hands={0: [card("pottery", 0), card("guests"), card("library")],
                      1: [card("misc", 1), card("guests", 1), card("library", 1)]})
    s.dam_complete = False
    assert s.board_count() == 10
    _pair_turn(s, 0, 1, "pottery")
    assert s.board_count() == 8
    # seat 0 was the last of the round (start=1): the game ends
    assert s.is_over and s.end_reason == "excavations"


def test_excavations_not_finished_mid_round():
    board = {i: t for i, t in enumerate([P0, P1, B0, B1] + [tok("sand", i) for i in range(6)])}
    s = sparse(2, board=board, start=0, active=0,
               hands={0: [card("pottery", 0), card("guests"), card("library")],
                      1: [card("misc", 1), card("guests", 1), card("library", 1)]})
    s.dam_complete = False
    _pair_turn(s, 0, 1, "pottery")
    assert not s.is_over and s.current_player == 1
    ev = _pair_turn(s, 4, 5)                                    # two sand: nothing
    assert s.is_over and first(ev, "game_over")["reason"] == "excavations"


def test_simplified_ends_at_once_and_ignores_the_dam():
    board = {i: t for i, t in enumerate([P0, P1, B0, B1] + [tok("sand", i) for i in range(6)])}
    s = sparse(2, board=board, start=0, active=0, options={"variant": "simplified"},
               hands={0: [card("misc", 0), card("guests"), card("library")]})
    assert len(s.dam) > 18 and not s.dam_complete
    assert s.view(0)["dam"]["enabled"] is False
    ev = _pair_turn(s, 0, 1)
    assert "dam_complete" not in kinds(ev)
    assert s.is_over and s.end_reason == "excavations" and "round_ended" not in kinds(ev)


def test_simplified_ends_at_that_moment_not_after_a_professors_second_dig():
    board = {i: t for i, t in enumerate([P0, P1, B0, B1] + [tok("sand", i) for i in range(6)])}
    s = sparse(2, board=board, start=0, active=0, options={"variant": "simplified"},
               hands={0: [card("professor"), card("guests"), card("library")]})
    ev = apply_all(s, A("play_card", card=card("professor")), A("reveal", cell=0), A("reveal", cell=1))
    assert s.board_count() == 8
    assert s.is_over and s.end_reason == "excavations"          # no second dig is offered
    assert kinds(ev).count("pair") == 1 and s.legal_actions() == []
    check_invariants(s)


def test_simplified_ends_at_that_moment_not_after_the_scientific_dispute():
    board = {i: t for i, t in enumerate([P0, P1, B0, B1] + [tok("sand", i) for i in range(6)])}
    s = sparse(2, board=board, start=0, active=0, options={"variant": "simplified"},
               collections={1: [tok("misc", 0), tok("misc", 1)]},
               hands={0: [card("dispute"), card("guests"), card("library")]})
    ev = apply_all(s, A("play_card", card=card("dispute")), A("reveal", cell=0), A("reveal", cell=1))
    assert s.is_over and s.end_reason == "excavations"
    assert "dispute_asked" not in kinds(ev) and s.step is None


def test_standard_professor_still_digs_twice_at_eight_tokens():
    board = {i: t for i, t in enumerate([P0, P1, B0, B1] + [tok("sand", i) for i in range(6)])}
    s = sparse(2, board=board, start=1, active=0,
               hands={0: [card("professor"), card("guests"), card("library")]})
    apply_all(s, A("play_card", card=card("professor")), A("reveal", cell=0), A("reveal", cell=1))
    assert not s.is_over and s.step == "dig" and s.board_count() == 8


def test_simplified_dam_never_completes():
    s = position(2, board={0: P0, 1: P1}, dam=DAM17, start=0, active=1, options={"variant": "simplified"},
                 hands={1: [card("misc", 0), card("guests"), card("library")]})
    ev = _pair_turn(s, 0, 1)
    assert "dam_complete" not in kinds(ev) and not s.is_over and len(s.dam) == 18


def test_reveal_what_remains():
    s = sparse(2, board={7: P0}, start=1, active=0,
               hands={0: [card("guests"), card("bones"), card("library")]})
    s.apply(A("play_card", card=card("guests")))
    ev = s.apply(A("reveal", cell=7))
    assert first(ev, "turned_down")["cells"] == [7]
    assert "turn_ended" in kinds(ev)


def test_empty_board_dig_ends_the_turn_at_once():
    s = sparse(2, board={}, start=0, active=0, hands={0: [card("guests"), card("bones"), card("library")]})
    s.dam_complete = False
    ev = s.apply(A("play_card", card=card("guests")))
    assert "turn_ended" in kinds(ev) and s.current_player == 1
    ev = s.apply(A("play_card", card=s.hands[1][0]))
    assert s.is_over and first(ev, "game_over")["reason"] == "excavations"


def test_game_over_view_shows_everything():
    s = position(3, board={0: P0, 1: P1}, dam=DAM17, start=1, active=0, collections={2: [B0]},
                 hands={0: [card("misc", 0), card("guests"), card("library")]})
    _pair_turn(s, 0, 1)
    v = s.view(None)
    assert v["phase"] == "over" and all(c["face_up"] for c in v["board"] if c is not None)
    assert v["collections"][2]["tokens"] == [{"token": B0, "type": "bones"}]
    assert v["scores"] == [1, 0, 1] and s.winners() == [0, 2]


# ---- expert -----------------------------------------------------------------------------------------
def test_expert_positions_and_drift():
    s = FarasState(2, 5, {"variant": "expert"})
    while s.phase == "setup":
        s.apply(A("place_rest_random"))
    v = s.view(0)
    assert v["expert_board"] == {"size": 108, "token": 10}
    before = {c: (cell["x"], cell["y"]) for c, cell in enumerate(v["board"])}
    assert set(before.values()) <= set(board.SPOTS)                # random placement: on free spots
    ev = s.apply(A("end_memorise"))
    td = first(ev, "turned_down")
    assert len(td["positions"]) == 64
    v = s.view(1)
    after = {c: (cell["x"], cell["y"]) for c, cell in enumerate(v["board"])}
    moved = [c for c in after if after[c] != before[c]]
    assert len(moved) > 20
    for c in after:
        assert abs(after[c][0] - before[c][0]) <= 2 and abs(after[c][1] - before[c][1]) <= 2
    check_invariants(s)                                           # in bounds, never overlapping
    # many more turn-downs keep every token on the board and apart
    cells = s.board_cells()
    for _ in range(30):
        s._turn_down(cells, [])
    check_invariants(s)


def test_standard_view_has_no_coordinates():
    s = FarasState(2, 5, {})
    while s.phase == "setup":
        s.apply(A("place_rest_random"))
    assert all("x" not in c and "y" not in c for c in s.view(0)["board"])
    assert "expert_board" not in s.view(0)
