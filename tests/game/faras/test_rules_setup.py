"""Setup: dealing, turn-by-turn placement, random placement, memorising, the first deal of cards."""
import json
import random

import pytest

from game.faras import data as D
from game.faras.state import FarasState, check_invariants
from tests.game.faras.helpers import A, assert_illegal, first, kinds


@pytest.mark.parametrize("players,sizes", [(2, [32, 32]), (3, [22, 21, 21]), (4, [16] * 4)])
def test_deal_sizes_extra_token_to_starting_player(players, sizes):
    for seed in range(6):
        s = FarasState(players, seed, {})
        got = [len(s.unplaced[(s.start + i) % players]) for i in range(players)]
        assert got == sizes
        check_invariants(s)
        assert s.current_player == s.start and s.phase == "setup"


def test_starting_player_is_random():
    starts = {FarasState(4, seed, {}).start for seed in range(40)}
    assert starts == {0, 1, 2, 3}


def test_placement_is_two_clicks_one_token_per_turn():
    s = FarasState(2, 3, {})
    p = s.start
    t = s.unplaced[p][0]
    ev = s.apply(A("choose_token", token=t))
    assert kinds(ev) == ["token_chosen"] and s.current_player == p
    assert s.view(1 - p)["selected_token"] == t          # public: everything is face up in setup
    ev = s.apply(A("place", cell=10))
    e = first(ev, "placed")
    assert (e["seat"], e["token"], e["cell"], e["type"]) == (p, t, 10, D.TOKEN_TYPE[t])
    assert s.board[10] == t and t not in s.unplaced[p]
    assert s.current_player == 1 - p and s.selected is None
    v = s.view(None)
    assert v["board"][10]["face_up"] and v["board"][10]["token"] == t
    check_invariants(s)


def test_placement_changing_the_picked_token_and_legal_size():
    s = FarasState(2, 0, {})
    p = s.start
    a, b = s.unplaced[p][:2]
    s.apply(A("choose_token", token=a))
    legal = s.legal_actions()
    assert A("choose_token", token=b) in legal and A("choose_token", token=a) not in legal
    assert sum(1 for x in legal if x.kind == "place") == 64
    assert len(legal) < 100
    s.apply(A("choose_token", token=b))
    s.apply(A("place", cell=0))
    assert s.board[0] == b and a in s.unplaced[p]


def test_illegal_placements():
    s = FarasState(2, 0, {})
    p = s.start
    other = s.unplaced[1 - p][0]
    assert_illegal(s, A("place", cell=3), "pick")
    assert_illegal(s, A("choose_token", token=other), "not one of yours")
    assert_illegal(s, A("end_memorise"), "not all tokens")
    assert_illegal(s, A("play_card", card=0), "place")
    t = s.unplaced[p][0]
    s.apply(A("choose_token", token=t))
    assert_illegal(s, A("choose_token", token=t), "already")
    assert_illegal(s, A("place", cell=64), "not a place")
    assert_illegal(s, A("place", cell="a"), "wrong kind")        # the core checks the shape
    assert_illegal(s, A("place", cell=True), "wrong kind")
    s.apply(A("place", cell=5))
    t2 = s.unplaced[1 - p][0]
    s.apply(A("choose_token", token=t2))
    assert_illegal(s, A("place", cell=5), "already holds")


def test_place_rest_random_then_others_continue_then_memorise():
    s = FarasState(3, 1, {"memorise_seconds": 90})
    p = s.start
    ev = s.apply(A("place_rest_random"))
    assert sum(1 for e in ev if e.kind == "placed") == 22
    assert not s.unplaced[p] and s.current_player == (p + 1) % 3
    assert s.undoable(A("place_rest_random")) is False
    # the others place one at a time; the starting player (who had the extra token) is skipped now
    while s.phase == "setup":
        seat = s.current_player
        assert seat != p
        s.apply(A("choose_token", token=s.unplaced[seat][0]))
        free = [c for c in range(64) if s.board[c] is None]
        ev = s.apply(A("place", cell=free[0]))
    assert s.phase == "memorise" and s.current_player == p
    e = first(ev, "memorise_started")
    assert e["seconds"] == 90
    check_invariants(s)


def test_turn_by_turn_order_with_three_players():
    s = FarasState(3, 2, {})
    p = s.start
    seen = []
    for _ in range(6):
        seat = s.current_player
        seen.append(seat)
        s.apply(A("choose_token", token=s.unplaced[seat][0]))
        s.apply(A("place", cell=[c for c in range(64) if s.board[c] is None][0]))
    assert seen == [p, (p + 1) % 3, (p + 2) % 3] * 2


def _to_memorise(s):
    while s.phase == "setup":
        s.apply(A("place_rest_random"))


def test_memorise_then_everything_turns_face_down_and_cards_are_dealt():
    s = FarasState(2, 4, {})
    _to_memorise(s)
    v = s.view(0)
    assert all(c["face_up"] for c in v["board"]) and v["phase"] == "memorise"
    assert s.legal_actions() == [A("end_memorise")]
    assert_illegal(s, A("reveal", cell=0), "memorising")
    ev = s.apply(A("end_memorise"))
    assert kinds(ev)[:2] == ["memorise_ended", "turned_down"]
    assert sorted(first(ev, "turned_down")["cells"]) == list(range(64))
    drew = [e for e in ev if e.kind == "drew"]
    assert len(drew) == 6 and all(len(h) == 3 for h in s.hands)
    for e in drew:
        other = 1 - e["seat"]  # noqa
        assert e.for_seat(other).get("card") is None and e.for_seat(e["seat"])["card"] is not None
    for seat in (0, 1, None):
        v = s.view(seat)
        assert all(not c["face_up"] and "token" not in c and "type" not in c for c in v["board"])
    assert s.view(0)["hand"] and s.view(None)["hand"] is None
    assert s.view(1)["hand_sizes"] == [3, 3] and s.view(1)["draw_pile"] == 24
    assert s.phase == "play" and s.current_player == s.start and s.step == "card"
    assert s.undoable(A("end_memorise")) is False


def test_view_is_json_and_memorise_option_is_exposed():
    s = FarasState(4, 0, {"memorise_seconds": "ready"})
    v = s.view(2)
    assert json.loads(json.dumps(v)) == v
    assert v["options"]["memorise_seconds"] == "ready"


def _expert(players=2, seed=3):
    from game import registry
    info = registry.get("faras")
    return info.new_game(players, seed, dict(info.default_options(), variant="expert"))


def test_expert_tokens_go_anywhere_free_inside_the_board():
    from game.core import IllegalAction
    s = _expert()
    s.apply(A("choose_token", token=s.unplaced[s.placer][0]))
    ev = s.apply(A("place_at", x=37, y=53))          # on no plot and no spot of any field
    e = next(e for e in ev if e.kind == "placed")
    assert (e["x"], e["y"]) == (37, 53) and s.pos[e["cell"]] == [37, 53]
    assert (s.view(0)["board"][e["cell"]]["x"], s.view(1)["board"][e["cell"]]["y"]) == (37, 53)
    s.apply(A("choose_token", token=s.unplaced[s.placer][0]))
    for x, y, why in ((40, 58, "overlap"), (99, 0, "wholly"), (-1, 5, "wholly"), (2.5, 3, "wrong kind")):
        try:
            s.apply(A("place_at", x=x, y=y))
        except IllegalAction as exc:
            assert why in exc.reason, exc.reason
        else:
            raise AssertionError(f"({x}, {y}) was accepted")
    try:
        s.apply(A("place", cell=20))
    except IllegalAction as exc:
        assert "anywhere free" in exc.reason
    else:
        raise AssertionError("a silhouette place was accepted on the expert side")
    s.apply(A("place_at", x=47, y=53))                 # touching the first one is fine
    assert s.undoable(A("place_at", x=47, y=53))
    check_invariants(s)


def test_expert_legal_actions_offer_the_free_spots_and_standard_refuses_free_positions():
    from game.core import IllegalAction
    s = _expert()
    s.apply(A("choose_token", token=s.unplaced[s.placer][0]))
    s.apply(A("place_at", x=9, y=9))                   # overlaps the spots at 4 and 14 on each axis
    s.apply(A("choose_token", token=s.unplaced[s.placer][0]))
    offered = {(a["x"], a["y"]) for a in s.legal_actions() if a.kind == "place_at"}
    assert len(offered) == 96 and not offered & {(4, 4), (14, 4), (4, 14), (14, 14)}
    assert all(s.reason(A("place_at", x=x, y=y)) is None for x, y in offered)
    std = FarasState(2, 3, {})
    std.apply(A("choose_token", token=std.unplaced[std.placer][0]))
    try:
        std.apply(A("place_at", x=6, y=6))
    except IllegalAction as exc:
        assert "silhouette" in exc.reason
    else:
        raise AssertionError("a free position was accepted on the standard board")


def test_expert_free_placement_can_never_jam_the_setup():
    """Careless free placements (random positions, refused when they would leave too little room)
    still let every token find a place, and the game then plays to its end."""
    rng = random.Random(4)
    for seed in range(3):
        s = _expert(players=3, seed=seed)
        while s.phase == "setup":
            s.apply(A("choose_token", token=s.unplaced[s.placer][0]))
            for _ in range(300):
                a = A("place_at", x=rng.randint(0, 98), y=rng.randint(0, 98))
                why = s.reason(a)
                if why is None:
                    s.apply(a)
                    break
            else:
                s.apply(rng.choice([x for x in s.legal_actions() if x.kind == "place_at"]))
        check_invariants(s)
        assert s.phase == "memorise"
        while not s.is_over:
            s.apply(rng.choice(s.legal_actions()))
        check_invariants(s)


def test_a_wasteful_layout_is_stopped_while_the_rest_still_fits():
    """Tokens spread 19 units apart leave gaps too narrow for any token: 36 of them would fill the
    board. The room rule steps in before that, and the positions then offered finish the setup."""
    s = _expert(players=2, seed=1)
    refused = 0
    for y in range(0, 96, 19):
        for x in range(0, 96, 19):
            s.apply(A("choose_token", token=s.unplaced[s.placer][0]))
            a = A("place_at", x=x, y=y)
            why = s.reason(a)
            if why is None:
                s.apply(a)
                continue
            assert "room" in why
            refused += 1
            s.apply(first_place_at(s))
    assert refused
    while s.phase == "setup":
        s.apply(A("choose_token", token=s.unplaced[s.placer][0]))
        s.apply(first_place_at(s))
    check_invariants(s)
    assert len(s.positions()) == D.NUM_TOKENS


def first_place_at(s):
    a = next(o for o in s.legal_actions() if o.kind == "place_at")
    assert s.reason(a) is None
    return a
