"""Scarabya views and hidden information (a standard round's placements stay private until it is over),
saves and replays, undo, the helpers the screens use, the speed of the move list."""
from __future__ import annotations

import json
import random
import time

import pytest

from game import save
from game.core import Action
from game.scarabya import data, shapes
from game.scarabya.shapes import placement_cells
from game.scarabya.state import ScarabyaState, perturb_hidden as perturb
from tests.humans import human_match
from tests.game.scarabya.helpers import new, orient, place, play

I_V = 0   # I standing upright (5 tall)
I_H = 1   # I lying down


def test_view_is_json_and_hides_only_the_undrawn_order():
    st = new(players=2, order="IXLPNTUVWYZF")
    v = st.view(0)
    json.dumps(v)
    for key in ("mode", "round", "rounds", "tile", "cards_drawn", "sites", "scores", "tokens", "supply",
                "current_player"):
        assert key in v
    assert v["cards_drawn"] == ["I"] and v["cards_left"] == 11
    assert "deck" not in v and st.deck[0] not in v["cards_drawn"]
    from game.scarabya import perturb_hidden
    other = perturb_hidden(st, 0, random.Random(3))
    assert other.view(0) == st.view(0) and other.view(None) == st.view(None)
    assert sorted(other.deck) == sorted(st.deck)


def test_undoable_unless_a_card_was_drawn():
    st = new(players=2, order="IXL")
    m = human_match(st)
    m.apply(place("I", I_V, 2, 4))
    assert m.undoable()                        # seat 1 still to place: nothing revealed
    m.apply(place("I", I_V, 2, 5))
    assert not m.undoable()                    # the next mission card appeared
    solo = human_match(new(order="IX"))
    solo.apply(place("I", I_V, 2, 4))
    assert not solo.undoable()


def test_save_and_replay_reproduce_the_game():
    import game.registry as registry
    st = ScarabyaState(2, 11, {"mode": "duel", "flips": "not allowed", "arrangement": "random"})
    rng = random.Random(2)
    for _ in range(5):
        st.apply(rng.choice(st.legal_actions()))
    record = json.loads(json.dumps(save.to_record(st)))
    info = registry._GAMES["scarabya"]
    again = info.new_game(record["players"], record["seed"], record["options"])
    for e in record["log"]:
        again.apply(Action.from_json(e["action"]))
    assert again.view(0) == st.view(0) and again.deck == st.deck


def test_helpers_for_the_ui():
    assert placement_cells("I", I_H, 3, 2) == [[3, 2], [3, 3], [3, 4], [3, 5], [3, 6]]
    assert placement_cells("I", 5, 3, 2) is None
    assert placement_cells("X", 0, 9, 9) == [[9, 10], [10, 9], [10, 10], [10, 11], [11, 10]]
    st = new(order="I")
    assert st.preview(place("I", I_V, 0, 0)) == []         # illegal: nothing previewed
    assert st.covered_by(place("I", I_V, 0, 4)) == [[1, 4], [4, 4]]


def test_legal_enumeration_is_fast_on_a_nearly_full_site():
    rng = random.Random(0)
    # a late-game site: ~55 squares covered by a random legal sequence
    st = ScarabyaState(1, 4, {})
    while st.round < 11 and not st.is_over:
        st.apply(rng.choice(st.legal_actions()))
    best = min(_time(st.legal_actions) for _ in range(5))
    assert best < 0.016, best
    st2 = new(order="F")
    best = min(_time(st2.legal_actions) for _ in range(5))
    assert best < 0.016, best


def _time(fn):
    t = time.perf_counter()
    fn()
    return time.perf_counter() - t


@pytest.mark.parametrize("tile", data.TILE_NAMES)
def test_every_mission_card_deals_its_tile(tile):
    st = new(order=tile)
    assert st.view(0)["tile"] == tile and st.view(0)["cards_drawn"] == [tile]
    legal = st.legal_actions()
    assert legal and all(a["tile"] == tile for a in legal)
    # the printed side of the tile is orientation 0
    assert shapes.ORIENTS[tile][0] == shapes.base_cells(tile)
    a = legal[len(legal) // 2]
    want = placement_cells(tile, a["orient"], a["row"], a["col"])
    ev = play(st, a)
    assert ev[0]["kind"] == "placed" and ev[0]["tile"] == tile and sorted(ev[0]["cells"]) == sorted(want)
    assert all(st.cover[0][r * 10 + c] == [0, tile] for r, c in want)


def test_a_placement_stays_hidden_from_the_others_until_the_round_is_over():
    # a real table places at once: a later seat sees the earlier seats' sites as the round began
    st = new(players=3, order="IXL")
    st.apply(place("I", I_V, 2, 4))
    views = [st.view(s) for s in (0, 1, 2, None)]
    assert views[0]["sites"][0]["cover"][2][4] == [0, "I"] and views[0]["sites"][0]["tiles_placed"] == 1
    for v in views[1:]:
        assert v["sites"][0]["tiles_placed"] == 0 and v["sites"][0]["placements"] == []
        assert all(x is None for row in v["sites"][0]["cover"] for x in row)
        assert v["sites"][0]["covered_scarabs"] == 0
    # apart from that one site, and whose tile is whose, every view is the same
    strip = [{k: v for k, v in x.items() if k not in ("seat", "my_tile", "sites")} for x in views]
    assert strip[0] == strip[1] == strip[2] == strip[3]
    assert views[3]["my_tile"] is None and views[1]["my_tile"] == "I"
    assert views[0]["to_act"] == [1, 2] and views[0]["current_player"] == 1
    assert [st.view_is_private(s) for s in (0, 1, 2, None)] == [True, False, False, False]
    st.apply(place("I", I_V, 2, 4))
    assert st.view(2)["sites"][1]["tiles_placed"] == 0 and st.view(0)["sites"][1]["tiles_placed"] == 0
    assert [st.view_is_private(s) for s in (0, 1, 2)] == [True, True, False]
    st.apply(place("I", I_V, 2, 4))   # the round is over: everyone sees every site
    views = [st.view(s) for s in (0, 1, 2, None)]
    assert all(v["sites"][s]["tiles_placed"] == 1 for v in views for s in range(3))
    assert [st.view_is_private(s) for s in (0, 1, 2, None)] == [False] * 4


def _greedy(st):
    acts = st.legal_actions()
    return max(acts, key=lambda a: sum(p["points"] for p in st.preview(a)))


def test_points_and_tokens_of_the_round_show_when_it_is_over():
    st = new(players=2)
    while True:   # play greedily until the first seat of a round scores with a later seat still to place
        assert not st.is_over, "no scoring placement found"
        seat, before = st.current_player, list(st.points)
        st.apply(_greedy(st))
        if st.points[seat] > before[seat] and st.queue:
            break
    later = st.current_player
    v_later, v_own = st.view(later), st.view(seat)
    assert v_later["points"][seat] == before[seat] and v_later["scores"][seat] == before[seat]
    assert v_later["tokens"][seat] == sorted(st.round_start["tokens"][seat])
    assert v_later["supply"] == {str(k): n for k, n in st.round_start["supply"].items()}
    assert v_later["sites"][seat]["areas"] == [dict(a) for a in st.areas[seat][:st.round_start["areas"][seat]]]
    assert v_own["points"][seat] == st.points[seat] and v_own["tokens"][seat] == sorted(st.tokens[seat])
    st.apply(_greedy(st))   # the later seat places: the round is over and the points are public
    assert st.view(later)["points"][seat] == st.points[seat]


def test_solo_duel_and_one_player_views_hide_nothing():
    for st in (new(players=1, order="IX"), new(players=1, mode="solo", order="IX"),
               new(players=2, mode="duel", order="IXLP")):
        st.apply(st.legal_actions()[0])
        assert not any(st.view_is_private(s) for s in range(st.num_players))
        if st.mode == "duel":
            assert st.view(1)["sites"][0]["tiles_placed"] == 1


def test_perturbing_hidden_moves_leaves_the_seats_own_view_alone():
    import random
    st = new(players=3, order="IXL")
    st.apply(place("I", I_V, 2, 4))
    other = perturb(st, 1, random.Random(3))
    assert other.placements[0] != st.placements[0] or other.deck != st.deck
    assert json.dumps(other.view(1), sort_keys=True) == json.dumps(st.view(1), sort_keys=True)


def test_undoable_follows_the_policy_in_every_mode():
    """Undoable exactly when the move neither drew a card (chance, a hidden card) nor showed anyone a
    placement hidden from them: a mid-round placement yes, the round's last one no, and in a standard
    game of several not the game's last one either (it shows everyone's last placements)."""
    for mode, n in (("standard", 3), ("standard", 1), ("duel", 2), ("solo", 1)):
        st = new(players=n, mode=mode)
        m = human_match(st)
        rng = random.Random(4)
        while not st.is_over:
            a = rng.choice(st.legal_actions())
            drawn_before = len(st.drawn)
            seat = st.current_player
            before = {s: st.view(s)["sites"] for s in range(n)}
            m.apply(a)
            drew = len(st.drawn) != drawn_before
            # a standard site t changed for a seat s when neither placed on it now: it was hidden
            revealed = mode == "standard" and any(st.view(s)["sites"][t] != before[s][t]
                                                  for s in range(n) for t in range(n) if seat not in (s, t))
            if st.is_over:            # the table never takes back the game's last move
                assert not m.undoable()
                assert not (mode == "standard" and n > 1) or revealed
            else:
                assert m.undoable() == (not drew and not revealed), (mode, n, st.round)
