"""Scenario tests for every Artifakes rule and option (docs/rules/artifakes.md has the decisions)."""
import json

import pytest

from game import registry, save
from game.artifakes import check_invariants, data
from game.artifakes.digging import land, walk
from game.artifakes.state import ArtifakesState
from game.core import Action, IllegalAction
from tests.humans import human_match
from tests.game.artifakes.helpers import (bury, bury_table, dead, dig_table, first, kinds, new, play)

E = ((0, 0), (0, 0))   # an empty space


def mine(d=0, b=0):
    return ((d, b), (0, 0))


def theirs(d=0, b=0):
    return ((0, 0), (d, b))


def snapshot(st):
    return (json.dumps([st.view(s) for s in (0, 1, None)], sort_keys=True), st.rng.getstate(),
            list(st.deck), [list(h) for h in st.hands], len(st.log))


def assert_illegal(st, action, *words):
    before = snapshot(st)
    with pytest.raises(IllegalAction) as exc:
        st.apply(action)
    assert exc.value.reason
    for w in words:
        assert w.lower() in exc.value.reason.lower(), exc.value.reason
    assert snapshot(st) == before
    # (Action equality treats True as 1, so a bool space "equals" a legal action: skip that one)
    if not any(isinstance(v, bool) for _, v in action.params):
        assert action not in st.legal_actions()
    return exc.value.reason


# ---- components -------------------------------------------------------------------------------
def test_ring_blocks_layout_is_the_default():
    st = new()
    colours = st.view(0)["spaces"]
    assert [sp["colour"] for sp in colours[:6]] == ["white"] * 6
    assert colours[6]["colour"] == "blue" and colours[11]["colour"] == "blue"
    assert colours[12]["colour"] == "green" and colours[18]["colour"] == "yellow"
    assert colours[24]["colour"] == "red" and colours[29]["colour"] == "red"


def test_ring_cycling_option():
    st = new(ring_colours="cycling")
    cols = [sp["colour"] for sp in st.view(0)["spaces"]]
    assert cols[:6] == ["white", "blue", "green", "yellow", "red", "white"]
    assert cols[29] == "red"
    for c in data.COLOURS:
        assert cols.count(c) == 6


def test_deck_has_sixty_cards_a_day_and_night_copy_of_each_number():
    assert len(data.CARD_IDS) == 60 == len(set(data.CARD_IDS))
    for n in range(1, 31):
        sides = sorted(data.CARD_SIDE[c] for c in data.CARD_IDS if data.CARD_NUMBER[c] == n)
        assert sides == ["day", "night"]
    assert data.card_colour("7d") == "blue"
    assert data.card_colour("7d", "cycling") == "blue"
    assert data.card_colour("8n", "cycling") == "green" and data.card_colour("8n") == "blue"


def test_card_colour_follows_layout_in_hand_view():
    st = dig_table({}, [["8d"], ["7d"]], ring_colours="cycling")
    assert st.view(0)["hand"][0]["colour"] == "green"
    st = dig_table({}, [["8d"], ["7d"]])
    assert st.view(0)["hand"][0]["colour"] == "blue"


def test_each_player_starts_with_ten_disks_and_ten_bars_worth_thirty():
    st = new()
    for p in st.view(None)["players"]:
        assert p["to_bury"] == {"disk": 10, "bar": 10}
    assert data.JUNK_POINTS == 30
    assert st.inspector == 0 and st.view(None)["inspector"] == 0


# ---- burying ----------------------------------------------------------------------------------
def test_round_one_first_burier_is_random_and_buries_first():
    firsts = {new(seed).first_burier for seed in range(20)}
    assert firsts == {0, 1}
    for seed in range(5):
        st = new(seed)
        assert st.current_player == st.first_burier
        assert st.first_digger == 1 - st.first_burier


def test_players_alternate_burying():
    st = new(3)
    a = st.current_player
    ev = st.apply(bury("bar", 5))
    assert kinds(ev) == ["buried"]
    assert first(ev, "buried")["seat"] == a and first(ev, "buried")["space"] == 5
    assert st.current_player == 1 - a
    st.apply(bury("disk", 5))
    assert st.current_player == a
    assert st.ring[5][a] == [0, 1] and st.ring[5][1 - a] == [1, 0]


def test_space_holds_at_most_five_points_from_both_players():
    st = bury_table({9: ((0, 1), (0, 1))}, ((3, 3), (3, 3)), turn=0)
    reason = assert_illegal(st, bury("bar", 9), "space 9", "4")
    assert "5" in reason
    assert bury("disk", 9) in st.legal_actions()
    st.apply(bury("disk", 9))
    assert st.space_points(9) == 5
    st2 = st.clone()
    assert_illegal(st2, bury("disk", 9), "space 9")
    assert all(a["space"] != 9 for a in st.legal_actions())


def test_player_who_runs_out_lets_the_other_bury_alone():
    st = bury_table({}, ((0, 1), (2, 0)), turn=0)
    st.apply(bury("bar", 1))
    assert st.current_player == 1
    st.apply(bury("disk", 2))
    assert st.current_player == 1 and st.phase == "bury"
    ev = st.apply(bury("disk", 3))
    assert st.phase == "dig"
    assert "digging_started" in kinds(ev)


def test_cannot_bury_a_piece_you_do_not_have():
    st = bury_table({}, ((2, 0), (2, 2)), turn=0)
    assert_illegal(st, bury("bar", 4), "no bars")


def test_everything_must_be_buried_before_digging():
    st = new(0)
    assert st.phase == "bury"
    assert_illegal(st, play("1d", "colour", "cw"), "bury")
    assert all(a.kind == "bury" for a in st.legal_actions())
    n = 0
    while st.phase == "bury":
        st.apply(st.legal_actions()[n % 7])
        n += 1
    assert n == 40
    assert st.phase == "dig"
    assert st.pile == [[0, 0], [0, 0]]


def test_last_burial_deals_five_cards_each_secretly_and_second_burier_digs_first():
    st = bury_table({}, ((1, 0), (0, 0)), turn=0)
    ev = st.apply(bury("disk", 12))
    dealt = [e for e in ev if e.kind == "dealt"]
    assert [e["seat"] for e in dealt] == [1, 0]          # second burier (1) is dealt and digs first
    assert all(len(e["cards"]) == 5 for e in dealt)
    assert st.current_player == 1 == st.first_digger
    for e in dealt:
        other = 1 - e["seat"]
        assert "cards" not in e.for_seat(other).to_json()
        assert e.for_seat(other)["count"] == 5
        assert sorted(e["cards"]) == sorted(st.hands[e["seat"]])
    assert len(st.deck) == 50


def test_buried_pieces_stay_between_rounds_and_inspector_stays_put():
    # seat 0 finishes the round; the untouched piece on 20 and the Inspector's spot remain
    st = dig_table({3: mine(1), 20: mine(0, 1), 25: theirs(1)}, [["1d"], []], inspector=0, turn=0)
    st.apply(play("1d", "colour", "cw"))     # white spaces with own pieces: just 3 -> 1 step to space 1
    assert st.inspector == 1
    assert st.round == 2
    assert st.ring[20][0] == [0, 1] and st.ring[25][1] == [1, 0] and st.ring[3][0] == [1, 0]
    assert st.inspector == 1


def test_round_with_nothing_to_bury_goes_straight_to_digging():
    st = dig_table({3: mine(1), 25: theirs(1)}, [["2d"], []], turn=0)
    ev = st.apply(play("2d", "colour", "ccw"))   # 1 white space -> 1 ccw from start = space 30
    assert st.inspector == 30
    assert "round_started" in kinds(ev) and "digging_started" in kinds(ev)
    assert st.phase == "dig" and st.round == 2
    assert len(st.hands[0]) == 5 == len(st.hands[1])


# ---- who buries first in later rounds ---------------------------------------------------------
def _finish_round(gain0, gain1, total, last_first_burier):
    """A round ending in a live play with the given recoveries; returns the state after scoring."""
    st = dig_table({1: mine(1)}, [["1d"], []], turn=0, total=total,
                   recovered=((gain0, 0), (gain1, 0)))
    st.first_burier = last_first_burier
    st.apply(play("1d", "number", "cw"))   # lands on space 1 from the start: recovers 1 more
    return st


def test_next_round_first_burier_is_who_scored_more():
    st = _finish_round(0, 3, (0, 0), 0)     # seat 0 recovers 1 in the play: 1 vs 3
    assert st.last_gain == [1, 3]
    assert st.first_burier == 1 and st.current_player == 1
    assert st.first_digger == 0


def test_next_round_first_burier_tie_goes_to_player_further_behind():
    st = _finish_round(1, 2, (5, 2), 0)     # gains 2 and 2; totals become 7 and 4
    assert st.last_gain == [2, 2]
    assert st.first_burier == 1


def test_next_round_first_burier_full_tie_goes_to_last_second_burier():
    st = _finish_round(1, 2, (0, 0), 1)
    assert st.total == [2, 2]
    assert st.first_burier == 0
    st = _finish_round(1, 2, (0, 0), 0)
    assert st.first_burier == 1


# ---- digging: number plays ----------------------------------------------------------------------
def test_number_play_moves_by_all_points_on_that_space():
    st = dig_table({10: ((1, 0), (0, 2)), 15: theirs(1)}, [["10d", "30d"], ["29d"]], inspector=10, turn=0)
    ev = st.apply(play("10d", "number", "cw"))
    moved = first(ev, "inspector_moved")
    assert moved["steps"] == 5 and moved["from"] == 10 and moved["to"] == 15
    assert moved["path"] == [11, 12, 13, 14, 15] and moved["direction"] == "cw"
    assert first(ev, "card_played")["mode"] == "number"
    assert st.inspector == 15
    assert "10d" in st.discard and "10d" not in st.hands[0]


def test_number_play_needs_own_piece_on_that_space():
    st = dig_table({10: theirs(0, 2), 7: mine(1)}, [["10d", "30d"], ["29d"]], turn=0)
    assert_illegal(st, play("10d", "number", "cw"), "no piece on space 10")
    assert play("10d", "colour", "cw") in st.legal_actions()      # blue still moves him (space 7)
    st = dig_table({10: theirs(0, 2), 4: mine(1)}, [["10d", "30d"], ["29d"]], turn=0)
    assert_illegal(st, play("10d", "number", "cw"), "dead card")
    assert play("10d", "colour", "cw") not in st.legal_actions()   # no blue space of mine either
    assert dead("10d") in st.legal_actions()


def test_colour_play_counts_own_spaces_of_that_colour_only():
    # blue is 7-12: seat 0 on 7, 8 (stacked) and 12; seat 1 on 9, 10
    pieces = {7: mine(1), 8: mine(0, 2), 12: mine(1), 9: theirs(1), 10: theirs(1)}
    st = dig_table(pieces, [["11d"], ["11n"]], inspector=5, turn=0)
    assert st.card_steps(0, "11d", "colour") == 3
    assert st.card_steps(1, "11n", "colour") == 2
    ev = st.apply(play("11d", "colour", "ccw"))
    assert first(ev, "inspector_moved")["to"] == 2
    assert first(ev, "card_played")["steps"] == 3


def test_colour_play_uses_cycling_layout_when_chosen():
    # cycling: white = 1, 6, 11, 16, 21, 26
    st = dig_table({1: mine(1), 11: mine(1), 26: mine(1), 2: mine(1)}, [["6d"], ["7d"]],
                   turn=0, ring_colours="cycling")
    assert st.card_steps(0, "6d", "colour") == 3
    st.apply(play("6d", "colour", "cw"))
    assert st.inspector == 3


def test_number_card_played_for_colour_even_with_own_piece_on_number():
    st = dig_table({3: mine(1), 5: mine(1)}, [["3d"], ["20d"]], inspector=10, turn=0)
    acts = st.legal_actions()
    assert play("3d", "number", "cw") in acts and play("3d", "colour", "ccw") in acts
    assert len(acts) == 4


# ---- direction and the start line ---------------------------------------------------------------
def test_from_start_line_clockwise_k_lands_on_k_and_counter_clockwise_on_31_minus_k():
    for k in range(1, 7):
        assert land(0, k, "cw") == k
        assert land(0, k, "ccw") == 31 - k
    assert walk(0, 3, "ccw") == [30, 29, 28]


def test_inspector_wraps_around_the_ring():
    assert land(28, 5, "cw") == 3
    assert walk(28, 5, "cw") == [29, 30, 1, 2, 3]
    assert land(2, 4, "ccw") == 28
    st = dig_table({27: mine(1), 29: mine(1)}, [["27d"], ["1d"]], inspector=29, turn=0)
    st.apply(play("27d", "colour", "cw"))   # red spaces of mine: 27, 29 -> 2 steps
    assert st.inspector == 1


# ---- landing: recover and destroy -------------------------------------------------------------
def test_landing_recovers_all_own_pieces_and_destroys_all_rival_pieces():
    pieces = {4: ((1, 1), (0, 1)), 2: mine(1)}
    st = dig_table(pieces, [["2d", "9d"], ["20d"]], inspector=0, turn=0)
    # colour: white spaces of mine are 2 and 4 -> 2 steps; number 2 -> 1 point -> 1 step
    ev = st.apply(play("2d", "number", "ccw"))            # lands on 30: nothing there
    assert [k for k in kinds(ev) if k in ("recovered", "destroyed")] == []
    st = dig_table(pieces, [["2d", "9d"], ["20d"]], inspector=2, turn=0)
    ev = st.apply(play("2d", "colour", "cw"))             # 2 + 2 = space 4
    rec, des = first(ev, "recovered"), first(ev, "destroyed")
    assert rec["seat"] == 0 and rec["pieces"] == {"disk": 1, "bar": 1} and rec["points"] == 3
    assert des["seat"] == 1 and des["by"] == 0 and des["pieces"] == {"disk": 0, "bar": 1}
    assert st.ring[4] == [[0, 0], [0, 0]]
    assert st.pile[0] == [1, 1] and st.recovered[0] == [1, 1]
    assert st.removed[1] == [10, 1 + 9]                # on top of the pieces the helper removed
    v = st.view(1)
    assert v["players"][0]["recovered_points"] == 3
    assert v["players"][1]["removed"] == {"disk": 10, "bar": 10}
    check_invariants(st)


def test_destroyed_pieces_never_come_back():
    st = dig_table({4: ((0, 0), (1, 0)), 2: mine(1), 3: mine(1)}, [["1d"], ["20d"]], inspector=2, turn=0)
    st.apply(play("1d", "colour", "cw"))   # 2 white spaces -> space 4, destroying seat 1's disk
    st.apply(st.legal_actions()[0])        # seat 1 plays its card; round ends, new round
    assert st.round == 2
    assert st.pile[1] == [0, 0]            # nothing to bury: the destroyed disk is gone


# ---- dead cards and the Inspector storming off ---------------------------------------------------
def test_dead_card_only_when_no_play_moves_the_inspector():
    st = dig_table({3: mine(1)}, [["3d", "10d"], ["20d"]], turn=0)
    assert dead("10d") in st.legal_actions()
    assert_illegal(st, dead("3d"), "must be played")
    assert_illegal(st, play("10d", "colour", "cw"), "dead card")
    assert_illegal(st, play("10d", "number", "cw"), "dead card")


def test_dead_card_may_be_played_while_holding_live_cards():
    st = dig_table({3: mine(1)}, [["3d", "10d"], ["20d"]], turn=0)
    ev = st.apply(dead("10d"))
    assert kinds(ev) == ["dead_card"]
    assert first(ev, "dead_card")["streak"] == 1
    assert st.dead_cards[0] == ["10d"] and st.inspector == 0
    assert st.view(1)["players"][0]["dead_cards"] == ["10d"]
    assert st.view(0)["dead_streak"] == 1


def test_live_play_resets_the_dead_streak():
    st = dig_table({3: mine(1), 5: theirs(1)}, [["3d", "10d"], ["5d", "20d"]], turn=0, streak=2)
    st.apply(dead("10d"))
    assert st.streak == 3
    st.apply(play("5d", "number", "cw"))
    assert st.streak == 0


def test_four_dead_cards_in_a_row_by_either_player_end_the_game_unscored():
    st = dig_table({3: mine(1), 8: theirs(1)}, [["20d", "21d"], ["22d", "23d"]], turn=0,
                   total=(7, 5), recovered=((0, 2), (0, 0)))
    st.apply(dead("20d"))
    st.apply(dead("22d"))
    st.apply(dead("21d"))
    assert not st.is_over and st.streak == 3
    ev = st.apply(dead("23d"))
    assert kinds(ev) == ["dead_card", "stormed_off", "game_over"]
    assert first(ev, "game_over")["reason"] == "inspector"
    assert st.is_over and st.end_reason == "inspector" and st.legal_actions() == []
    assert st.total == [7, 5]                 # the round's 4 recovered points are not scored
    assert st.winners() == [0] and st.scores() == [7, 5]
    assert_illegal(st, dead("23d"), "over")


def test_streak_carries_over_between_rounds():
    st = dig_table({3: mine(1), 8: theirs(1)}, [["20d"], []], turn=0, streak=2)
    # the next deal (popped from the end of the deck) gives only yellow/red cards: dead for both
    top = [f"{n}{s}" for n in range(19, 24) for s in "dn"]
    st.deck = [c for c in st.deck if c not in top] + top
    st.apply(dead("20d"))
    assert st.round == 2 and st.streak == 3
    assert st.phase == "dig"                  # nothing to bury: straight to digging
    assert st.first_digger == 0               # seat 1 scored more (0 against -1) and buries first
    assert all(a.kind == "dead" for a in st.legal_actions())
    ev = st.apply(st.legal_actions()[0])
    assert "stormed_off" in kinds(ev) and st.end_reason == "inspector"


def test_storm_off_with_equal_positions_is_a_draw():
    st = dig_table({}, [["20d"], ["21d"]], turn=0, streak=3, total=(6, 6))
    st.apply(dead("20d"))
    assert st.winners() == [0, 1]


def test_score_interrupted_option_scores_the_round_before_deciding():
    def run(opt):
        st = dig_table({}, [["20d"], ["21d"]], turn=0, streak=3, total=(6, 4),
                       recovered=((0, 0), (0, 2)), score_interrupted=opt)
        ev = st.apply(dead("20d"))
        return st, ev
    st, ev = run(False)
    assert st.winners() == [0] and "scored" not in kinds(ev)
    st, ev = run(True)
    assert kinds(ev) == ["dead_card", "stormed_off", "scored", "scored", "game_over"]
    assert st.total == [5, 8]                  # 6 - 1 dead card; 4 + 4 recovered
    assert st.winners() == [1] and st.end_reason == "inspector"


# ---- scoring ----------------------------------------------------------------------------------
def test_scoring_moves_forward_by_recovered_points_and_back_per_dead_card():
    st = dig_table({5: mine(0, 1)}, [["5d"], ["20d"]], turn=0, total=(3, 2),
                   recovered=((1, 0), (0, 0)), dead_cards=((), ("21d", "22d")))
    st.apply(play("5d", "number", "cw"))      # 2 steps -> space 2 (nothing); seat 1 then plays dead
    st.apply(dead("20d"))
    assert st.round == 2
    assert st.total == [4, 0]                 # 3 + 1; 2 - 3 dead cards, never below the start
    assert sorted(["20d", "21d", "22d"]) == sorted(c for c in st.discard if c in ("20d", "21d", "22d"))
    assert st.dead_cards == [[], []]


def test_scored_events_carry_forward_back_and_new_position():
    st = dig_table({5: mine(0, 1)}, [["5d"], ["20d"]], turn=0, total=(3, 2), recovered=((2, 0), (0, 0)))
    st.apply(play("5d", "number", "cw"))
    ev = st.apply(dead("20d"))
    sc = [e for e in ev if e.kind == "scored"]
    assert [(e["seat"], e["forward"], e["back"], e["from"], e["position"]) for e in sc] == [
        (0, 2, 0, 3, 5), (1, 0, 1, 2, 1)]


def test_reaching_the_last_step_wins_after_scoring():
    st = dig_table({2: mine(0, 1)}, [["2d"], ["20d"]], turn=0, total=(28, 20))
    st.apply(play("2d", "number", "cw"))     # 2 points on space 2 -> lands on 2 itself: recovers
    assert not st.is_over                    # not before the scoring phase
    ev = st.apply(dead("20d"))
    assert st.is_over and st.end_reason == "path"
    assert first(ev, "game_over")["reason"] == "path"
    assert st.winners() == [0] and st.scores() == [30, 19]
    assert st.score_breakdown() == [{"path position": 30, "overflow": 0}, {"path position": 19, "overflow": 0}]


def test_overflow_counts_when_both_finish():
    pieces = {2: ((0, 1), (0, 0)), 6: ((0, 0), (0, 2))}
    st = dig_table(pieces, [["2d"], ["6d"]], turn=0, total=(29, 27))
    st.apply(play("2d", "number", "cw"))     # 2 points on space 2: from start lands on 2
    st.apply(play("6d", "number", "cw"))     # 4 points on 6: from 2 lands on 6, recovers 4
    assert st.total == [31, 31]
    assert st.winners() == [0, 1] and st.scores() == [31, 31]
    assert st.score_breakdown()[0] == {"path position": 30, "overflow": 1}
    st = dig_table(pieces, [["2d"], ["6d"]], turn=0, total=(29, 28))
    st.apply(play("2d", "number", "cw"))
    st.apply(play("6d", "number", "cw"))
    assert st.winners() == [1] and st.scores() == [31, 32]
    assert sum(st.score_breakdown()[1].values()) == 32


@pytest.mark.parametrize("length", [45, 60])
def test_path_length_option(length):
    st = dig_table({2: mine(0, 1)}, [["2d"], ["20d"]], turn=0, total=(length - 2, 0), path_length=length)
    assert st.view(0)["path_length"] == length
    st.apply(play("2d", "number", "cw"))
    st.apply(dead("20d"))
    assert st.is_over and st.winners() == [0] and st.scores()[0] == length
    st = dig_table({2: mine(0, 1)}, [["2d"], ["20d"]], turn=0, total=(length - 3, 0), path_length=length)
    st.apply(play("2d", "number", "cw"))
    st.apply(dead("20d"))
    assert not st.is_over


def test_deck_is_reshuffled_from_the_discard_pile_when_empty():
    st = bury_table({}, ((1, 0), (0, 0)), turn=0)
    st.discard = st.deck[:54]
    st.deck = st.deck[54:]              # only 6 cards left in the deck
    ev = st.apply(bury("disk", 1))
    assert "reshuffled" in kinds(ev)
    assert first(ev, "reshuffled")["cards"] == 54
    assert len(st.hands[0]) == len(st.hands[1]) == 5
    assert len(st.deck) == 50 and st.discard == []
    check_invariants(st)


# ---- illegal and garbage actions ----------------------------------------------------------------
@pytest.mark.parametrize("action", [
    Action.make("nonsense"),
    Action.make("bury", piece="disk"),
    Action.make("bury", piece="disk", space=1, extra=True),
    Action.make("bury", piece="rock", space=1),
    Action.make("bury", piece="disk", space=0),
    Action.make("bury", piece="disk", space=31),
    Action.make("bury", piece="disk", space=True),
    Action.make("bury", piece="disk", space="1"),
    Action.make("bury", piece=["disk"], space=[1]),
    Action.make("play", card="1d", mode="number", direction="cw"),
    Action.make("dead", card="1d"),
])
def test_garbage_while_burying_is_rejected_without_change(action):
    st = new(1)
    assert_illegal(st, action)


@pytest.mark.parametrize("action", [
    Action.make("bury", piece="disk", space=1),
    Action.make("play", card="3d", mode="sideways", direction="cw"),
    Action.make("play", card="3d", mode="number", direction="up"),
    Action.make("play", card="3n", mode="number", direction="cw"),
    Action.make("play", card=3, mode="number", direction="cw"),
    Action.make("play", card="3d", mode="number"),
    Action.make("dead", card="99x"),
    Action.make("dead", card={"a": 1}),
    Action.make("dead"),
])
def test_garbage_while_digging_is_rejected_without_change(action):
    st = dig_table({3: mine(1)}, [["3d", "10d"], ["3n"]], turn=0)
    assert_illegal(st, action)


def test_apply_rejects_non_actions():
    st = new(1)
    with pytest.raises(IllegalAction):
        st.apply("bury")
    assert st.reason(None) is not None


def test_illegal_reason_agrees_with_legal_actions_over_all_candidates():
    st = dig_table({3: mine(1), 8: ((1, 0), (1, 0)), 9: theirs(0, 1)},
                   [["3d", "8d", "20d", "9d"], ["1d"]], inspector=7, turn=0)
    legal = set(st.legal_actions())
    for card in data.CARD_IDS:
        for mode in ("number", "colour"):
            for d in ("cw", "ccw"):
                a = play(card, mode, d)
                assert (st.illegal_reason(a) is None) == (a in legal)
        assert (st.illegal_reason(dead(card)) is None) == (dead(card) in legal)
    st = bury_table({4: ((0, 2), (0, 0)), 5: ((0, 1), (0, 1))}, ((1, 0), (1, 1)), turn=0)
    legal = set(st.legal_actions())
    for piece in ("disk", "bar"):
        for s in range(1, 31):
            assert (st.illegal_reason(bury(piece, s)) is None) == (bury(piece, s) in legal)


# ---- undo, saves, determinism -------------------------------------------------------------------
def test_undoable_unless_it_dealt_or_ended_the_game():
    st = bury_table({}, ((2, 0), (0, 0)), turn=0)
    m = human_match(st)
    m.apply(bury("disk", 1))
    assert m.undoable()
    m.apply(bury("disk", 2))                    # the last burial deals cards
    assert not m.undoable()
    m.apply(st.legal_actions()[0])
    assert m.undoable() == (not st.is_over)     # a card play shows its player nothing new


def test_save_and_replay_reproduce_the_game():
    info = registry.get("artifakes")
    st = info.new_game(2, 42, info.resolve_options({"path_length": 45}))
    import random
    rng = random.Random(1)
    for _ in range(150):
        if st.is_over:
            break
        st.apply(rng.choice(st.legal_actions()))
    record = json.loads(json.dumps(save.to_record(st)))
    again, _ = save.from_record(record)
    assert again.view(0) == st.view(0) and again.view(1) == st.view(1)
    assert again.deck == st.deck and again.hands == st.hands


def test_same_seed_same_game_and_clone_is_independent():
    a, b = new(7), new(7)
    assert a.deck == b.deck and a.first_burier == b.first_burier
    c = a.clone()
    c.apply(c.legal_actions()[0])
    assert a.log == [] and len(c.log) == 1
    assert a.ring != c.ring and a.pile != c.pile


def test_registered_options_and_defaults():
    info = registry.get("artifakes")
    assert info.default_options() == {"ring_colours": "blocks", "path_length": 30, "score_interrupted": False}
    assert info.allowed_players() == [2]
    with pytest.raises(ValueError):
        ArtifakesState(3, 0, {})
