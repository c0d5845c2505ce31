"""Thebes rules, second part: digging (the wheel, tokens, knowledge, permits, tools), exhibitions and
scoring (the first part, tests/game/thebes/test_rules.py, has the map, time, travel and the contract)."""
from __future__ import annotations

import pytest

from game.core import Action, IllegalAction
from game.thebes import check_invariants
from game.thebes import data as D
from game.thebes.knowledge import tool_points
from tests.game.thebes.helpers import (artifacts, dig, fingerprint, give_cards, give_exhibition, give_tokens,
                                  kinds, must_fail, new, rig_bag, set_display, set_slots, stack_draw_pile,
                                  take, token_of, turn)


# ---- digging ------------------------------------------------------------------------------------
def test_dig_draws_wheel_tokens_returns_debris_takes_bonus_and_uses_permit():
    st = new(2, seed=14)
    give_cards(st, 0, 40, 37, 41)                    # Greece 3+2+1 = 6 -> K 6
    turn(st, 0, t=10, loc="warsaw")
    art = artifacts("greece", 2)
    deb = [t for t in st.bags["greece"] if D.TOKENS[t]["kind"] == "debris"][:2]
    know = token_of("greece", "knowledge")
    rig_bag(st, "greece", [art[0], deb[0], know, deb[1]])
    ev = st.apply(dig("greece", 4))                   # wheel[6][4] = 4
    k = kinds(ev)
    assert k == ["travelled", "dig_started", "token_drawn", "token_drawn", "token_drawn", "token_drawn",
                 "debris_returned", "bonus_taken", "permit_used", "time_moved"]
    ds = ev[1]
    assert (ds["K"], ds["S"], ds["weeks"], ds["tokens"], ds["bag_count"]) == (6, 6, 4, 4, 30)
    assert [e["token_kind"] for e in ev[2:6]] == ["artifact", "debris", "knowledge", "debris"]
    assert set(st.tokens[0]) == {art[0], know, D.BONUS_TOKEN["greece"]}
    assert len(st.bags["greece"]) == 28 and deb[0] in st.bags["greece"]
    assert st.permits[0]["greece"] is False and st.time[0] == 10 + 1 + 4
    # the knowledge token counts as a Crete book
    assert st.site_books(0, "crete") == 1
    check_invariants(st)


def test_first_dig_bonus_only_for_the_first_player_ever():
    st = new(2, seed=15)
    give_cards(st, 0, 36)
    give_cards(st, 1, 39)
    turn(st, 0, t=10, loc="greece")
    st.apply(dig("greece", 8))
    assert D.BONUS_TOKEN["greece"] in st.tokens[0] and st.bonus["greece"] is None
    turn(st, 1, t=st.time[0], loc="greece")
    ev = st.apply(dig("greece", 8))
    assert "bonus_taken" not in kinds(ev)


def test_dig_needs_valid_permit_or_special_permission():
    st = new(2, seed=16)
    give_cards(st, 0, 36)
    turn(st, 0, t=10, loc="greece")
    st.permits[0]["greece"] = False
    must_fail(st, dig("greece", 8), "You need a valid permit for Greece (or a Special Permission card).")
    give_cards(st, 0, 1)
    assert dig("greece", 8, sp=True) in st.legal_actions()
    assert dig("greece", 8) not in st.legal_actions()
    ev = st.apply(dig("greece", 8, sp=True))
    assert 1 not in st.cards[0] and 1 in st.discard
    pu = next(e for e in ev if e.kind == "permit_used")
    assert pu["special_permission"] is True
    assert st.permits[0]["greece"] is False


def test_special_permission_not_spent_while_the_permit_is_valid():
    st = new(2, seed=16)
    give_cards(st, 0, 36, 1)
    turn(st, 0, t=10, loc="greece")
    must_fail(st, dig("greece", 8, sp=True), "Your Greece permit is still valid")
    st.apply(dig("greece", 8))
    assert st.permits[0]["greece"] is False and 1 in st.cards[0]
    # a second dig the same year with the special permission
    turn(st, 0, loc="greece")
    st.apply(dig("greece", 8, sp=True))
    assert 1 not in st.cards[0]
    must_fail(st, dig("greece", 8, sp=True), "You do not hold a Special Permission card.")


def test_dig_needs_a_site_knowledge_point():
    st = new(2, seed=17)
    give_cards(st, 0, 29, 16, 17, 18)     # general 2 + 3 assistants
    turn(st, 0, t=10, loc="warsaw")
    must_fail(st, dig("egypt", 10), "You need at least one Egypt knowledge point to dig there.")
    assert not any(a.kind == "dig" for a in st.legal_actions())


def test_option_assistants_alone_suffice():
    st = new(2, seed=17, assistants_alone=True)
    give_cards(st, 0, 29, 16, 17, 18)     # 3 assistants: S 2, usable G 2 -> K 4
    turn(st, 0, t=10, loc="egypt")
    assert st.knowledge(0, "egypt")["K"] == 4
    st.apply(dig("egypt", 2))
    assert st.time[0] == 12


def test_knowledge_tokens_and_a_spent_rumor_satisfy_the_requirement():
    st = new(2, seed=18)
    give_tokens(st, 0, token_of("palestine", "knowledge"))   # Palestine's token is for Egypt
    turn(st, 0, t=10, loc="egypt")
    assert st.knowledge(0, "egypt")["S"] == 1
    assert dig("egypt", 8) in st.legal_actions()
    st2 = new(2, seed=18)
    give_cards(st2, 0, 83)                    # Egypt rumor only
    turn(st2, 0, t=10, loc="egypt")
    must_fail(st2, dig("egypt", 8), "You need at least one Egypt knowledge point")
    assert st2.knowledge(0, "egypt", rumors=1)["S"] == 2
    ev = st2.apply(dig("egypt", 6, rumors=1))    # K 2 -> 6 weeks find 1
    assert 83 in st2.discard and 83 not in st2.cards[0]
    assert next(e for e in ev if e.kind == "dig_started")["K"] == 2


def test_rumor_worth_two_and_only_offered_for_its_site():
    st = new(2, seed=19)
    give_cards(st, 0, 54, 83)
    turn(st, 0, t=10, loc="egypt")
    assert st.knowledge(0, "egypt", rumors=1)["S"] == 3
    must_fail(st, dig("greece", 8, rumors=1), "You hold no rumor for Greece.")
    must_fail(st, dig("egypt", 3, rumors=2), "You hold only 1 rumor card for Egypt.")
    assert {a["rumors"] for a in st.legal_actions() if a.kind == "dig" and a["site"] == "egypt"} == {0, 1}


@pytest.mark.parametrize("n,cap,pts", [(0, True, 0), (1, True, 0), (2, True, 1), (3, True, 2), (4, True, 2),
                                       (4, False, 3), (5, False, 4)])
def test_tool_points_table(n, cap, pts):
    assert tool_points(n, False, cap) == pts


def test_assistants_count_toward_specialized_knowledge():
    st = new(2, seed=20)
    give_cards(st, 0, 54, 16, 17)
    assert st.knowledge(0, "egypt")["S"] == 2
    give_cards(st, 0, 18)
    assert st.knowledge(0, "egypt")["S"] == 3
    give_cards(st, 0, 19)
    assert st.knowledge(0, "egypt")["S"] == 3      # more than 3 count as 3
    st2 = new(2, seed=20, assistant_cap=False)
    give_cards(st2, 0, 54, 16, 17, 18, 19)
    assert st2.knowledge(0, "egypt")["S"] == 4


def test_lone_assistant_may_be_discarded_for_a_point():
    st = new(2, seed=21)
    give_cards(st, 0, 54, 16)
    turn(st, 0, t=10, loc="egypt")
    assert st.knowledge(0, "egypt", lone_assistant=True)["S"] == 2
    ev = st.apply(dig("egypt", 6, la=True))       # K 2 -> 6 weeks: 1 token
    assert next(e for e in ev if e.kind == "dig_started")["K"] == 2
    assert 16 not in st.cards[0] and 16 in st.discard
    st2 = new(2, seed=21)
    give_cards(st2, 0, 54, 16, 17)
    turn(st2, 0, t=10, loc="egypt")
    must_fail(st2, dig("egypt", 8, la=True), "only discard an assistant for a point when it is your only one")


def test_general_knowledge_at_most_doubles_and_k_caps_at_12():
    st = new(2, seed=22)
    give_cards(st, 0, 54, 29, 32)                  # S 1, G 4 -> K 2
    kn = st.knowledge(0, "egypt")
    assert (kn["S"], kn["G"], kn["usable_G"], kn["K"]) == (1, 4, 1, 2)
    give_tokens(st, 0, token_of("egypt", "general"))
    assert st.knowledge(0, "egypt")["G"] == 5
    give_cards(st, 0, 61, 62, 58, 59, 34, 35)       # S 1+3+3+2+2 = 11, G 9 -> K 12
    kn = st.knowledge(0, "egypt")
    assert kn["S"] == 11 and kn["K"] == 12


def test_weeks_with_zero_wheel_value_are_illegal():
    st = new(2, seed=23)
    give_cards(st, 0, 54)
    turn(st, 0, t=10, loc="egypt")
    must_fail(st, dig("egypt", 7), "With 1 knowledge, 7 weeks of digging find nothing: dig at least 8 weeks.")
    must_fail(st, dig("egypt", 13), "Choose between 1 and 12 weeks of digging.")
    weeks = sorted(a["weeks"] for a in st.legal_actions() if a.kind == "dig" and a["site"] == "egypt")
    assert weeks == [8, 9, 10, 11, 12]


def test_shovels_add_tokens_and_lone_shovel_discard():
    st = new(2, seed=24)
    give_cards(st, 0, 54, 22, 23)
    assert st.shovel_bonus(0) == 1
    give_cards(st, 0, 24)
    assert st.shovel_bonus(0) == 2
    give_cards(st, 0, 25)
    assert st.shovel_bonus(0) == 2
    st2 = new(2, seed=24, shovel_cap=False)
    give_cards(st2, 0, 22, 23, 24, 25)
    assert st2.shovel_bonus(0) == 3
    st3 = new(2, seed=24)
    give_cards(st3, 0, 54, 22)
    turn(st3, 0, t=10, loc="egypt")
    ev = st3.apply(dig("egypt", 8, ls=True))
    assert next(e for e in ev if e.kind == "dig_started")["tokens"] == 2
    assert 22 in st3.discard and 22 not in st3.cards[0]
    st4 = new(2, seed=24)
    give_cards(st4, 0, 54, 22, 23, 24)
    turn(st4, 0, t=10, loc="egypt")
    ev = st4.apply(dig("egypt", 12))
    assert next(e for e in ev if e.kind == "dig_started")["tokens"] == 2 + 2
    must_fail(st4, dig("egypt", 8, ls=True), "only discard a shovel for a token when it is your only one")


def test_dig_preview_and_travel_cost():
    st = new(2, seed=25)
    give_cards(st, 0, 61, 60, 30, 22, 23)   # Egypt 5, G 1 -> K 6; shovels +1
    turn(st, 0, t=10, loc="warsaw")
    p = st.dig_preview(0, "egypt")
    assert (p["S"], p["G"], p["usable_G"], p["K"], p["shovel_bonus"]) == (5, 1, 1, 6, 1)
    assert p["travel_weeks"] == 3 and p["bag_count"] == 30
    assert [o["tokens"] for o in p["weeks_options"]] == [w + 1 for w in D.WHEEL[6][1:]]
    assert p["weeks_options"][3]["total_weeks"] == 7
    assert st.travel_cost(0, "egypt", zeppelin=True) == 0
    assert st.travel_cost(0, "warsaw") == 0


# ---- exhibitions --------------------------------------------------------------------------------
def test_exhibition_needs_artifacts_keeps_them_and_costs_weeks():
    st = new(3, seed=26)
    turn(st, 0, t=20, loc="warsaw")
    set_slots(st, None, 86, None)       # London small: Greece 1, Egypt 2
    give_tokens(st, 0, artifacts("greece", 1)[0], artifacts("egypt", 1)[0],
                token_of("egypt", "knowledge"), token_of("egypt", "general"))
    act = Action.make("exhibition", card=86, zeppelin=False, car=False)
    must_fail(st, act, "You do not have the artifacts this exhibition asks for.")
    give_tokens(st, 0, artifacts("egypt", 2)[1])
    held = list(st.tokens[0])
    ev = st.apply(act)
    assert st.exhibitions[0] == [86] and st.slots == [None, None, None]
    assert st.tokens[0] == held                   # artifacts kept
    assert st.time[0] == 20 + 2 + 3
    assert kinds(ev) == ["travelled", "exhibition_taken", "time_moved"] and ev[1]["slot"] == "b"
    turn(st, 1, t=30, loc="warsaw")
    must_fail(st, Action.make("exhibition", card=86, zeppelin=False, car=False), "not on display")


def test_large_exhibition_costs_4_and_scores_5():
    st = new(3, seed=27)
    turn(st, 0, t=20, loc="london")
    set_slots(st, 91, None, None)
    give_tokens(st, 0, *artifacts("crete", 1), *artifacts("greece", 2), *artifacts("egypt", 3))
    st.apply(Action.make("exhibition", card=91, zeppelin=False, car=False))
    assert st.time[0] == 24
    assert st.score_breakdown()[0]["exhibitions"] == 5


# ---- scoring ---------------------------------------------------------------------------------------
def test_scoring_breakdown():
    st = new(3, seed=28)
    give_tokens(st, 0, *artifacts("palestine", 2, value=None))
    art_value = sum(D.TOKENS[t]["value"] for t in st.tokens[0])
    give_exhibition(st, 0, 86)
    give_exhibition(st, 0, 92)
    give_cards(st, 0, 7, 8, 9)                     # 3 congress -> 6
    give_cards(st, 0, 61)                          # Egypt 3
    give_cards(st, 1, 60, 54)                      # Egypt 3: tie -> 3 each
    give_cards(st, 1, 40)                          # Greece 3 alone -> 5
    give_cards(st, 2, 81, 29, 16)                  # rumor, general, assistant: no majority
    give_tokens(st, 2, token_of("crete", "knowledge"))   # a Greece book token: 1 < 3
    b = st.score_breakdown()
    assert b[0] == {"artifacts": art_value, "exhibitions": 9, "congress": 6, "majority": 3}
    assert b[1] == {"artifacts": 0, "exhibitions": 0, "congress": 0, "majority": 8}
    assert b[2] == {"artifacts": 0, "exhibitions": 0, "congress": 0, "majority": 0}
    assert st.scores() == [sum(x.values()) for x in b]


@pytest.mark.parametrize("n,vp", [(1, 1), (2, 3), (4, 10), (6, 21), (7, 28), (9, 28)])
def test_congress_table(n, vp):
    st = new(2, seed=29)
    give_cards(st, 1, *range(7, 7 + n))
    assert st.score_breakdown()[1]["congress"] == vp


def test_equal_totals_share_the_win():
    st = new(2, seed=30)
    give_cards(st, 0, 40)
    give_cards(st, 1, 44)
    st.apply(Action.make("retire"))
    st.apply(Action.make("retire"))
    assert st.scores() == [3, 3] and st.winners() == [0, 1]
