"""Hidden information in views, the open-collections option, the conformance hooks."""
import json
import random

from game import registry
from game.faras.state import FarasState, check_invariants, perturb_hidden
from tests.game.faras.helpers import A, apply_all, card, event, position, tok

P0, P1, B0, S0, N0 = tok("pottery", 0), tok("pottery", 1), tok("bones", 0), tok("scorpion", 0), tok("sand", 0)


def test_registered_with_all_options():
    info = registry.get("faras")
    assert (info.min_players, info.max_players) == (2, 4)
    assert info.default_options() == {"variant": "standard", "memorise_seconds": 60,
                                      "valuable_find": "challenge", "open_collections": False}
    assert {v for v, _ in info.options[0].choices} == {"standard", "simplified", "expert"}
    assert {v for v, _ in info.options[1].choices} == {30, 60, 90, "ready"}
    assert info.pitch and info.check_invariants and info.perturb_hidden


def test_hands_private_and_collections_face_down():
    s = position(3, collections={1: [P0, B0]}, hands={0: [card("pottery"), card("bones"), card("misc")]})
    v0, v1, vs = s.view(0), s.view(1), s.view(None)
    assert [c["card"] for c in v0["hand"]] == sorted([card("pottery"), card("bones"), card("misc")])
    assert v1["hand"] != v0["hand"] and vs["hand"] is None
    assert v1["hand_sizes"] == [3, 3, 3]
    for v in (v0, v1, vs):
        assert v["collections"][1] == {"count": 2, "face_up": False, "tokens": None}
        assert all(c is None or "token" not in c for c in v["board"])
    assert "card" not in json.dumps(v1["hand_sizes"])


def test_open_collections_option_shows_types_and_public_penalties():
    s = position(2, board={0: S0, 1: N0}, collections={0: [P0, B0]}, options={"open_collections": True},
                 hands={0: [card("pottery"), card("bones"), card("misc")]})
    v = s.view(1)
    assert v["collections"][0]["face_up"] and [x["type"] for x in v["collections"][0]["tokens"]] == ["pottery", "bones"]
    ev = apply_all(s, A("play_card", card=card("bones")), A("reveal", cell=0), A("reveal", cell=1),
                   A("penalty", slot=1))
    assert event(ev, "penalty").for_seat(1)["token"] == B0


def test_revealed_tokens_are_public_only_while_face_up():
    s = position(2, board={0: P0, 1: B0}, hands={0: [card("pottery"), card("bones"), card("misc")]})
    s.apply(A("play_card", card=card("pottery")))
    s.apply(A("reveal", cell=0))
    assert s.view(None)["board"][0] == {"face_up": True, "token": P0, "type": "pottery"}
    assert s.view(None)["revealed"] == [0]
    s.apply(A("reveal", cell=1))
    assert s.view(None)["board"][0] == {"face_up": False}


def test_perturb_hidden_changes_only_hidden_things():
    rng = random.Random(1)
    s = position(3, collections={1: [P0, B0], 2: [P1]}, dam=[N0])
    for seat in range(3):
        t = perturb_hidden(s, seat, rng)
        check_invariants(t)
        assert json.dumps(t.view(seat), sort_keys=True) == json.dumps(s.view(seat), sort_keys=True)
        assert t.hands[seat] == s.hands[seat]
    # something hidden actually moved
    t = perturb_hidden(s, 0, rng)
    assert t.board != s.board and t.draw_pile != s.draw_pile


def test_invariants_catch_a_lost_token():
    s = position(2)
    s.board[0] = None
    try:
        check_invariants(s)
    except AssertionError:
        return
    raise AssertionError("a missing token went unnoticed")


def test_clone_is_independent():
    s = position(2, board={0: P0, 1: P1}, hands={0: [card("pottery"), card("bones"), card("misc")]})
    c = s.clone()
    apply_all(c, A("play_card", card=card("bones")), A("reveal", cell=0), A("reveal", cell=1))
    assert s.board[0] == P0 and s.collections[0] == [] and s.step == "card" and s.hands[0] != c.hands[0]
    assert len(c.log) == 3 and len(s.log) == 0


def test_replay_from_log_is_deterministic():
    from game import save
    s = FarasState(3, 11, {"variant": "expert"})
    rng = random.Random(3)
    for _ in range(400):
        if s.is_over:
            break
        s.apply(rng.choice(s.legal_actions()))
    again, _ = save.from_record(json.loads(json.dumps(save.to_record(s))))
    assert again.view(0) == s.view(0) and again.pos == s.pos


def test_view_is_private_only_when_a_hand_or_a_peek_is_on_screen():
    info = registry.get("faras")
    s = info.new_game(2, 3, info.default_options())
    assert s.phase == "setup" and not s.view_is_private(0) and not s.view_is_private(1)
    while s.phase == "setup":
        s.apply(A("place_rest_random"))
    assert s.phase == "memorise" and not any(s.view_is_private(p) for p in (0, 1))
    s.apply(A("end_memorise"))
    assert s.phase == "play" and s.view_is_private(0) and s.view_is_private(1)   # both hold cards
    assert not s.view_is_private(None)                                          # the table view
    lib = position(2, hands={0: [card("library"), card("bones"), card("misc")]})
    lib.apply(A("play_card", card=card("library")))
    lib.hands[0] = []   # even with no card left in hand, the peeking seat's screen is private
    assert lib.step == "peek" and lib.view_is_private(0)
    rng = random.Random(1)
    for _ in range(5000):
        if s.is_over:
            break
        s.apply(rng.choice(s.legal_actions()))
    assert s.is_over and not s.view_is_private(0) and not s.view_is_private(1)
