"""Scenario tests for every Thebes rule in shared/rules/thebes.md (one or more per rule/card/option)."""
from __future__ import annotations

import json
import random

import pytest

from game import save
from game.core import Action, IllegalAction
from game.thebes import check_invariants, perturb_hidden
from game.thebes import data as D
from game.thebes.knowledge import tool_points
from tests.humans import human_match
from tests.game.thebes.helpers import (artifacts, dig, fingerprint, give_cards, give_exhibition, give_tokens,
                                  kinds, new, rig_bag, set_display, set_slots, stack_draw_pile, take,
                                  token_of, turn)
from tests.game.thebes.helpers import must_fail


# ---- map ----------------------------------------------------------------------------------
def test_map_has_12_locations_18_routes_and_bfs_matches_distance_check():
    assert len(D.LOCATION_IDS) == 12 and len(D.EDGES) == 18
    for a in D.LOCATION_IDS:
        for b in D.LOCATION_IDS:
            assert D.DIST[a][b] == D.DISTANCE_CHECK[a][b], (a, b)
            path = D.PATHS[a][b]
            assert path[0] == a and path[-1] == b and len(path) - 1 == D.DIST[a][b]
            for x, y in zip(path, path[1:]):
                assert y in D.NEIGHBOURS[x]


# ---- setup --------------------------------------------------------------------------------
@pytest.mark.parametrize("players,start_t,draw,aside", [(2, 1, 91, 0), (3, 16, 59, 32), (4, 53, 59, 32)])
def test_setup(players, start_t, draw, aside):
    st = new(players, seed=5)
    assert st.time == [start_t] * players
    assert D.year_of(start_t) == (1902 if players == 4 else 1901)
    assert st.location == ["warsaw"] * players
    assert all(all(p.values()) for p in st.permits)
    assert all(D.CARDS[c]["type"] != "exhibition" for c in st.display) and None not in st.display
    assert st.slots == [None, None, None]
    assert len(st.draw_pile) == draw and len(st.set_aside) == aside
    exh_in_draw = {c for c in st.draw_pile if D.CARDS[c]["type"] == "exhibition"}
    if players == 2:
        assert exh_in_draw == set(D.SMALL_EXHIBITIONS + D.LARGE_EXHIBITIONS)
        # all exhibitions lie in pile 2, below the 40 cards of pile 1
        assert all(D.CARDS[c]["type"] != "exhibition" for c in st.draw_pile[-40:])
    else:
        assert exh_in_draw == set(D.SMALL_EXHIBITIONS)
        assert set(D.LARGE_EXHIBITIONS) <= set(st.set_aside)
        assert all(D.CARDS[c]["type"] != "exhibition" for c in st.draw_pile[-27:])
    for site in D.SITES:
        assert st.bonus[site] == D.BONUS_TOKEN[site] and D.TOKENS[st.bonus[site]]["value"] == 1
        assert len(st.bags[site]) == 30
    check_invariants(st)


def test_start_stack_order_is_random_but_seeded():
    firsts = {new(4, seed=s).current_player for s in range(30)}
    assert len(firsts) > 1
    assert new(4, seed=7).turn_order() == new(4, seed=7).turn_order()


# ---- time and turn order ------------------------------------------------------------------
def test_furthest_back_moves_and_ties_go_to_top_of_stack():
    st = new(3, seed=2)
    order = st.turn_order()
    first = order[0]
    set_display(st, 36, 39, 41, 42)  # Greece 1-week cards in Rome, Berlin, Vienna, Moscow
    st.apply(take(39))                # Berlin: 1 travel + 1 = T 18
    assert st.time[first] == 18
    second = st.current_player
    assert second == order[1]
    st.apply(take(41))                 # Vienna 1+1: lands on 18, on top of `first`
    assert st.time[second] == 18
    third = st.current_player
    assert third == order[2]
    st.apply(take(42))                 # Moscow: 1+1 -> 18, on top of both
    assert st.current_player == third  # the marker on top goes first
    assert st.view(None)["stacks"]["18"] == [first, second, third]


def test_same_player_can_act_several_times_in_a_row():
    st = new(2, seed=3)
    turn(st, 0, t=10, loc="berlin")
    st.time[1] = 20
    set_display(st, 39, 45, 46, 9)
    st.apply(take(39))
    assert st.current_player == 0 and st.time[0] == 11
    st.apply(take(45))
    assert st.current_player == 0 and st.time[0] == 12


def test_year_rollover_renews_permits_and_year_marker_waits_for_everyone():
    st = new(2, seed=4)
    turn(st, 0, t=50, loc="berlin")
    st.time[1] = 51
    st.permits[0]["egypt"] = False
    set_display(st, 40, 45, 46, 9)
    ev = st.apply(take(40))   # 4 weeks: 50 -> 54 (1902)
    assert st.time[0] == 54
    assert st.permits[0]["egypt"] is True
    assert "year_rollover" in kinds(ev)
    assert "year_marker" not in kinds(ev) and st.view(None)["year_marker"] == 1901
    st.apply(take(45))       # seat 1: Berlin 1 travel (from warsaw) + 1 = 53
    assert st.time[1] == 53
    assert st.view(None)["year_marker"] == 1902


def test_permit_used_on_a_dig_crossing_the_year_is_valid_again():
    st = new(2, seed=4)
    give_cards(st, 0, 36)
    turn(st, 0, t=50, loc="greece")
    ev = st.apply(dig("greece", 8))  # K=1 -> 8 weeks find one token; ends in 1902
    assert st.time[0] == 58 and st.permits[0]["greece"] is True
    assert kinds(ev).index("permit_used") < kinds(ev).index("year_rollover")


def test_no_action_beyond_square_1_of_1904_and_exactly_157_is_fine():
    st = new(2, seed=5)
    turn(st, 0, t=D.END_T - 2, loc="berlin")
    set_display(st, 39, 40, 45, 9)
    must_fail(st, take(40), "You cannot afford that: it would end after the last week.")
    assert take(9) in st.legal_actions()     # 2 weeks -> exactly 157
    st.apply(take(9))
    assert st.time[0] == D.END_T and st.current_player == 1


def test_retire_ends_the_game_when_everyone_is_there():
    st = new(2, seed=6)
    ev = st.apply(Action.make("retire"))
    first = ev[0]["seat"]
    assert st.time[first] == D.END_T and "retired" in kinds(ev)
    ev = st.apply(Action.make("retire"))
    assert st.is_over and st.legal_actions() == [] and kinds(ev)[-1] == "game_over"
    with pytest.raises(IllegalAction):
        st.apply(Action.make("retire"))


# ---- travel -------------------------------------------------------------------------------
def test_take_card_costs_travel_plus_weeks_and_refills():
    st = new(2, seed=7)
    turn(st, 0, t=5, loc="warsaw")
    set_display(st, 61, 39, 45, 9)              # 61: Egypt 3 in London, 4 weeks
    stack_draw_pile(st, 50)
    ev = st.apply(take(61))
    assert st.time[0] == 5 + 2 + 4 and st.location[0] == "london"
    assert 61 in st.cards[0] and st.display[0] == 50
    assert kinds(ev)[:4] == ["travelled", "card_taken", "display_refilled", "time_moved"]
    tr = ev[0]
    assert list(tr["path"]) == D.PATHS["warsaw"]["london"] and tr["weeks"] == 2 and tr["car"] is False
    assert ev[3]["from_T"] == 5 and ev[3]["to_T"] == 11


def test_car_saves_a_week_on_3_or_more_routes_only_and_does_not_stack():
    st = new(2, seed=8)
    give_cards(st, 0, 5)
    turn(st, 0, t=5, loc="london")
    assert st.travel_cost(0, "egypt") == 3       # 4 routes - 1
    assert st.travel_cost(0, "crete") == 2        # 3 routes - 1
    assert st.travel_cost(0, "rome") == 2         # 2 routes: no saving
    give_cards(st, 0, 6)
    assert st.travel_cost(0, "egypt") == 3        # two cars: still 1
    give_cards(st, 0, 54)
    ev = st.apply(dig("egypt", 8, car=True))
    assert ev[0]["car"] is True and ev[0]["weeks"] == 3 and st.time[0] == 5 + 3 + 8


def test_driving_the_car_is_the_players_choice_where_it_applies():
    st = new(2, seed=8)
    give_cards(st, 0, 5, 54)                      # a car; 54 gives Egypt knowledge
    turn(st, 0, t=5, loc="london")
    egypt = [a for a in st.legal_actions() if a.kind == "dig" and a["site"] == "egypt" and a["weeks"] == 8]
    assert sorted(a["car"] for a in egypt) == [False, True]     # offered both ways
    assert st.car_offered(0, "egypt") and not st.car_offered(0, "rome")
    assert not st.car_offered(0, "egypt", zeppelin=True)
    # two routes: the car changes nothing, so it is not a choice there
    assert all(a["car"] is False for a in st.legal_actions() if a.kind == "take_card"
               and D.DIST["london"][D.CARDS[a["card"]]["city"]] < 3)
    must_fail(st, Action.make("take_card", card=st.display[0], zeppelin=False, car="yes"),
              "wrong kind")   # the core checks the shape (game.core.shape_reason)
    probe = st.clone()
    ev = probe.apply(dig("egypt", 8, car=False))                # left at home: the full 4 weeks
    assert ev[0]["car"] is False and ev[0]["weeks"] == 4 and probe.time[0] == 5 + 4 + 8
    assert probe.has_car(0)                                     # the car is kept either way
    ev = st.apply(dig("egypt", 8, car=True))
    assert ev[0]["car"] is True and ev[0]["weeks"] == 3 and st.has_car(0)


def test_preview_shows_the_journey_the_car_and_the_landing_week():
    """What the scene draws for a choice comes from ThebesState.preview (through the match)."""
    st = new(2, seed=8)
    give_cards(st, 0, 5, 54)                      # a car; Egypt knowledge
    turn(st, 0, t=5, loc="london")
    pv = st.preview(dig("egypt", 8, car=True))
    assert (pv["dest"], pv["routes"], pv["travel"], pv["weeks"], pv["to_T"]) == ("egypt", 4, 3, 8, 5 + 3 + 8)
    assert pv["car"] and pv["car_offered"] and pv["path"] == D.PATHS["london"]["egypt"]
    assert pv["dig"]["travel_weeks"] == 3 and pv["dig"]["K"] == st.knowledge(0, "egypt")["K"]
    walked = st.preview(dig("egypt", 8, car=False))
    assert walked["travel"] == 4 and not walked["car"] and walked["car_offered"]
    rome = next(c for c in D.RESEARCHER_IDS if D.CARDS[c]["city"] == "rome")
    set_display(st, rome, None, None, None)
    pv = st.preview(Action.make("take_card", card=rome, zeppelin=False, car=True))
    assert not pv["car_offered"] and not pv["car"] and pv["travel"] == D.DIST["london"]["rome"]
    pv = st.preview(Action.make("retire"))
    assert pv["to_T"] == D.END_T and pv["travel"] == 0


def test_car_refused_where_it_does_not_apply_with_a_reason():
    st = new(2, seed=8)
    give_cards(st, 0, 54)
    turn(st, 0, t=5, loc="london")
    must_fail(st, dig("egypt", 8, car=True), "You have no Car card.")
    give_cards(st, 0, 5, 3)                       # a car and a Zeppelin: the flight is free, no car with it
    must_fail(st, dig("egypt", 8, car=True, zep=True), "Zeppelin already makes this journey free")
    st.location[0] = "rome"                       # Rome to Egypt is shorter than 3 routes
    assert D.DIST["rome"]["egypt"] < 3
    must_fail(st, dig("egypt", 8, car=True), "3 or more routes")


def test_journey_rule_is_one_pure_function():
    from game.thebes import bot, travel
    assert travel.journey_weeks(4, car=True) == 3 and travel.journey_weeks(4) == 4
    assert travel.journey_weeks(2, car=True) == 2 and travel.journey_weeks(5, car=True, zeppelin=True) == 0
    assert travel.journey_weeks(0, car=True) == 0
    assert travel.car_applies(3, True) and not travel.car_applies(2, True)
    assert not travel.car_applies(3, False) and not travel.car_applies(3, True, zeppelin=True)
    # the bot plans with the same function: a car held, a long journey costs one week less
    assert bot.travel("london", "egypt", [5]) == travel.journey_weeks(D.DIST["london"]["egypt"], car=True)
    assert bot.travel("london", "egypt", []) == D.DIST["london"]["egypt"]


def test_zeppelin_makes_one_journey_free_and_is_discarded():
    st = new(2, seed=9)
    give_cards(st, 0, 3, 61)
    turn(st, 0, t=5, loc="moscow")
    assert st.travel_cost(0, "egypt", True) == 0
    ev = st.apply(dig("egypt", 8, zep=True))
    assert st.time[0] == 13 and 3 not in st.cards[0] and 3 in st.discard
    assert kinds(ev)[0] == "cards_spent" and ev[1]["zeppelin"] is True and ev[1]["weeks"] == 0


def test_zeppelin_not_offered_without_journey_or_card():
    st = new(2, seed=9)
    give_cards(st, 0, 61)
    turn(st, 0, t=5, loc="egypt")
    must_fail(st, dig("egypt", 8, zep=True), "You have no Zeppelin card.")
    give_cards(st, 0, 3)
    must_fail(st, dig("egypt", 8, zep=True), "no journey for the Zeppelin")
    assert all(not a.get("zeppelin") for a in st.legal_actions() if a.get("site") == "egypt")
    assert any(a.get("zeppelin") for a in st.legal_actions() if a.kind == "take_card")


# ---- Warsaw change --------------------------------------------------------------------------
def test_change_cards_cost_grows_in_a_run_and_resets():
    st = new(2, seed=10)
    turn(st, 0, t=5, loc="berlin")
    st.time[1] = 30
    set_slots(st, 86, None, None)
    old = list(st.display)
    ev = st.apply(Action.make("change_cards", zeppelin=False, car=False))
    assert st.time[0] == 5 + 1 + 1 and st.location[0] == "warsaw"
    assert all(c in st.discard for c in old) and st.slots[0] is not None and 86 in st.slots
    assert kinds(ev) == ["travelled", "cards_changed", "display_refilled", "time_moved"]
    assert ev[1]["weeks"] == 1 and list(ev[1]["discarded"]) == old
    assert st.change_cost(0) == 2
    st.apply(Action.make("change_cards", zeppelin=False, car=False))
    assert st.time[0] == 9
    set_display(st, 42, None, None, None)
    st.apply(take(42))   # still the same run: Moscow card 1+1
    assert st.change_cost(0) == 3
    # another player's turn resets the count
    turn(st, 1, t=st.time[0])
    st.apply(Action.make("retire"))
    assert st.current_player == 0 and st.change_cost(0) == 1


# ---- display refilling -----------------------------------------------------------------------
def test_exhibition_drawn_goes_to_a_and_pushes_only_as_far_as_needed():
    st = new(3, seed=11)
    turn(st, 0, t=20, loc="berlin")
    set_display(st, 39, 45, 46, 9)
    set_slots(st, 87, None, 88)
    stack_draw_pile(st, 86, 50)
    ev = st.apply(take(39))
    assert st.slots == [86, 87, 88] and st.display[0] == 50
    refill = next(e for e in ev if e.kind == "display_refilled")
    r = refill.to_json()
    assert r["cards"] == [86, 50] and r["placed"] == [["exhibition", "a"], ["display", 0]]
    assert r["pushes"] == [[87, "a", "b"]]
    stack_draw_pile(st, 89, 51)
    turn(st, 0, loc="berlin")
    ev = st.apply(take(45))
    assert st.slots == [89, 86, 87] and 88 in st.discard
    r = next(e for e in ev if e.kind == "display_refilled").to_json()
    assert r["pushes"] == [[86, "a", "b"], [87, "b", "c"], [88, "c", "discard"]]


def test_first_reshuffle_adds_set_aside_pile_then_discards_alone():
    st = new(3, seed=12)
    turn(st, 0, t=20, loc="berlin")
    set_display(st, 39, 45, 46, 9)
    moved = list(st.draw_pile)
    st.draw_pile.clear()
    st.discard.extend(moved)
    aside = list(st.set_aside)
    ev = st.apply(take(39))
    assert kinds(ev).count("draw_pile_reshuffled") == 1
    assert st.set_aside == [] and st.first_reshuffle_done
    assert set(aside) <= set(st.draw_pile) | set(x for x in st.display if x) | set(x for x in st.slots if x) | set(st.discard)
    check_invariants(st)
    # second time: discards alone
    rest = list(st.draw_pile)
    st.draw_pile.clear()
    st.discard.extend(rest)
    turn(st, 0, loc="berlin")
    ev = st.apply(take(45))
    r = next(e for e in ev if e.kind == "draw_pile_reshuffled")
    assert r["set_aside_added"] == 0
    check_invariants(st)


def test_two_players_reshuffle_discards_only_and_empty_everything_leaves_gaps():
    st = new(2, seed=13)
    assert st.set_aside == []
    turn(st, 0, t=20, loc="berlin")
    set_display(st, 39, 45, 46, 9)
    for c in list(st.draw_pile):
        give_cards(st, 1, c) if D.CARDS[c]["type"] != "exhibition" else give_exhibition(st, 1, c)
    st.apply(take(39))
    assert st.display[0] is None and st.draw_pile == []
    check_invariants(st)
    assert any(a.kind == "change_cards" for a in st.legal_actions())


# ---- contract details ----------------------------------------------------------------------------
def test_reason_never_raises_and_matches_legal_actions():
    rng = random.Random(1)
    probes = [Action.make("dig", site=s, weeks=w, rumors=r, lone_assistant=la, lone_shovel=ls,
                          special_permission=sp, zeppelin=z, car=car)
              for s in D.SITES + ["rome", 3] for w in (0, 1, 6, 12, 13, "x")
              for r in (0, 1, -1) for la in (False, True) for ls in (False, True)
              for sp in (False, True) for z in (False, True, 5) for car in (False, True)]
    probes += [Action.make("take_card", card=c, zeppelin=z, car=car) for c in range(0, 97)
               for z in (False, True) for car in (False, True, "yes")]
    probes += [Action.make("exhibition", card=c, zeppelin=z, car=car) for c in range(84, 97)
               for z in (False, True) for car in (False, True)]
    probes += [Action.make("change_cards", zeppelin=z, car=car) for z in (False, True, None) for car in (False, True)]
    probes += [Action.make("take_card", card=c, zeppelin=False) for c in range(0, 97)]   # no car choice
    probes += [Action.make("retire", now=True), Action.make("take_card", card=None),
               Action.make("fly"), Action.make("dig", site=[1], weeks={"a": 1})]
    for seed in range(6):
        st = new(2 + seed % 3, seed=seed)
        steps = 0
        while not st.is_over and steps < 60:
            legal = st.legal_actions()
            assert len(set(legal)) == len(legal)
            for a in legal:
                assert st.reason(a) is None, (a, st.reason(a))
            # exact types: 1 and True (or 1.0 and 1) make equal Actions, yet only the declared type is a move
            legal_set = {json.dumps(a.to_json(), sort_keys=True) for a in legal}
            # every legal action with one parameter changed, plus a sample of the probe grid
            mutated = []
            for a in rng.sample(legal, min(8, len(legal))):
                for k, v in a.params:
                    for bad in (True, False, 0, 1, 2, 12, "greece", None, 1.0):
                        mutated.append(Action.make(a.kind, **{**dict(a.params), k: bad}))
            for p in rng.sample(probes, 300) + probes[-4:] + mutated:
                reason = st.reason(p)
                assert (reason is None) == (json.dumps(p.to_json(), sort_keys=True) in legal_set), (p, reason)
                if reason is not None:
                    assert isinstance(reason, str) and reason
            nonret = [a for a in legal if a.kind != "retire"]
            st.apply(rng.choice(nonret or legal))
            steps += 1


def test_view_hides_only_bag_and_pile_order():
    st = new(4, seed=31)
    rng = random.Random(0)
    for _ in range(30):
        legal = [a for a in st.legal_actions() if a.kind != "retire"]
        st.apply(rng.choice(legal))
    v = st.view(1)
    json.dumps(v)
    assert v["bags"] == {s: len(st.bags[s]) for s in D.SITES}
    assert "draw_pile" in v and isinstance(v["draw_pile"], int)
    text = json.dumps(v, sort_keys=True)
    for site in D.SITES:
        bag_only = set(st.bags[site]) - {t for p in v["players"] for t in (x["id"] for x in p["tokens"])}
        assert all(f'"{t}"' not in text for t in bag_only)
    other = perturb_hidden(st, 1, rng)
    assert json.dumps(other.view(1), sort_keys=True) == text
    assert other.bags != st.bags or other.draw_pile != st.draw_pile


def test_undoable_only_when_nothing_was_drawn():
    st = new(3, seed=32)
    m = human_match(st)
    turn(st, 0, t=20, loc="london")
    set_slots(st, 86, None, None)
    give_tokens(st, 0, *artifacts("greece", 1), *artifacts("egypt", 2))
    m.apply(Action.make("exhibition", card=86, zeppelin=False, car=False))
    assert m.undoable()
    turn(st, 1, t=30, loc="berlin")
    set_display(st, 39, 45, 46, 9)
    m.apply(take(39))
    assert not m.undoable()
    give_cards(st, 2, 36)
    turn(st, 2, t=40, loc="greece")
    m.apply(dig("greece", 8))
    assert not m.undoable()
    m.apply(Action.make("retire"))
    assert m.undoable()


def test_save_and_replay_reproduce_the_game():
    st = new(3, seed=33)
    rng = random.Random(3)
    while not st.is_over:
        legal = st.legal_actions()
        nonret = [a for a in legal if a.kind != "retire"]
        st.apply(rng.choice(nonret or legal))
    again, _ = save.from_record(json.loads(json.dumps(save.to_record(st))))
    assert again.view(None) == st.view(None) and again.scores() == st.scores()


def test_long_random_games_keep_invariants():
    rng = random.Random(9)
    for seed in range(12):
        st = new(2 + seed % 3, seed=100 + seed, assistants_alone=bool(seed % 2))
        last_t = list(st.time)
        while not st.is_over:
            legal = st.legal_actions()
            assert len(legal) < 1500
            nonret = [a for a in legal if a.kind != "retire"]
            seat = st.current_player
            st.apply(rng.choice(nonret or legal))
            assert st.time[seat] > last_t[seat]
            last_t = list(st.time)
            check_invariants(st)
        assert all(t == D.END_T for t in st.time)


# ---- privacy (the handoff curtain) ------------------------------------------------------------------
def test_no_view_is_ever_private_and_every_view_is_the_same_for_all():
    """Thebes hides nothing from one player that another may see: no curtain at any moment (the
    start, travel, a dig and its finds, exhibitions, the end), and the views differ only by `seat`."""
    rng = random.Random(4)
    for n in (2, 3, 4):
        st = new(n, seed=40 + n)
        seen = set()
        while True:
            for s in list(range(n)) + [None]:
                assert st.view_is_private(s) is False
            views = [json.dumps({**st.view(s), "seat": None}, sort_keys=True) for s in range(n)]
            assert len(set(views)) == 1
            if st.is_over:
                break
            legal = st.legal_actions()
            digs = [a for a in legal if a.kind == "dig"]
            a = rng.choice(digs) if digs and rng.random() < 0.5 else rng.choice(
                [a for a in legal if a.kind != "retire"] or legal)
            seen.add(a.kind)
            st.apply(a)
        assert {"dig", "take_card"} <= seen


def test_recap_says_in_a_few_words_what_a_move_did():
    from game.thebes.log import move_recap as recap
    st = new(2, seed=8)
    give_cards(st, 0, 5, 54)
    turn(st, 0, t=5, loc="london")
    rig_bag(st, "egypt", [token_of("egypt", "debris"), artifacts("egypt", 1)[0]])
    ev = st.apply(dig("egypt", 8, car=True))      # K 1, 8 weeks: 1 token drawn + the first-dig bonus
    assert recap(ev) == "Dug 8 weeks at Egypt: 1 find, by car"
    st2 = new(2, seed=7)
    turn(st2, 0, t=5, loc="warsaw")
    set_display(st2, 61, 39, 45, 9)
    assert recap(st2.apply(take(61))) == "Took Egypt knowledge (3) in London"
    assert recap(st2.apply(Action.make("retire"))) == "Retired for the rest of the game"
    assert recap([]) is None


# ---- undo (a move may be taken back when it drew and showed nothing) ------------------------------
def test_a_card_played_before_anything_is_revealed_can_be_taken_back():
    # an exhibition card: nothing is drawn, so it may be taken back, with the car or a Zeppelin too
    for zep, car, loc in ((False, False, "warsaw"), (True, False, "moscow"), (False, True, "moscow")):
        st = new(3, seed=26)
        m = human_match(st)
        turn(st, 0, t=20, loc=loc)
        set_slots(st, None, 86, None)                  # London: Greece 1, Egypt 2
        give_tokens(st, 0, artifacts("greece", 1)[0], *artifacts("egypt", 2))
        give_cards(st, 0, 3, 5)                        # a Zeppelin and a car
        act = Action.make("exhibition", card=86, zeppelin=zep, car=car)
        m.apply(act)
        assert m.undoable(), (zep, car)
    # a researcher card whose gap stays empty (nothing left to draw) may be taken back too
    st = new(2, seed=7)
    m = human_match(st)
    turn(st, 0, t=5, loc="warsaw")
    set_display(st, 61, 39, 45, 9)
    for pile in (st.draw_pile, st.discard, st.set_aside):
        while pile:
            give_cards(st, 1, pile[0]) if D.CARDS[pile[0]]["type"] != "exhibition" else give_exhibition(st, 1, pile[0])
    a = take(61)
    ev = m.apply(a)
    assert "display_refilled" not in kinds(ev) and st.display[0] is None
    assert m.undoable()


def test_a_card_whose_refill_shows_a_new_card_cannot_be_taken_back():
    st = new(2, seed=7)
    m = human_match(st)
    turn(st, 0, t=5, loc="warsaw")
    set_display(st, 61, 39, 45, 9)
    m.apply(take(61))
    assert not m.undoable(), "the next card from the pile is now known"
    turn(st, 0, loc="warsaw")
    m.apply(Action.make("change_cards", zeppelin=False, car=False))
    assert not m.undoable()


def test_a_game_saved_before_the_car_choice_replays_through_upgrade_action():
    import pathlib
    from game.core import Action
    from game.thebes import upgrade_action
    root = pathlib.Path(__file__).resolve().parents[3] / "tests" / "data" / "recorded"
    for path in sorted(root.glob("thebes-*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        rec = data["record"]
        st = new(rec["players"], seed=rec["seed"], **rec["options"])
        for entry in rec["log"]:
            legacy = {k: v for k, v in entry["action"].items() if k != "car"}   # as saved before
            st.apply(Action.from_json(upgrade_action(st, legacy)))
            assert st.log[-1].action == Action.from_json(entry["action"])
        assert st.is_over and st.scores() == data["scores"]


def test_an_old_save_without_car_choices_loads_through_the_registry_hook():
    from game import save
    from game.match import play_out
    match = play_out("thebes", 2, 5, ["normal", "easy"], max_moves=40)
    record = save.to_record(match.state)
    for entry in record["log"]:
        entry["action"].pop("car", None)       # as written before the car was a choice
    again, _ = save.from_record(record)
    assert [e.action for e in again.log] == [e.action for e in match.state.log]
