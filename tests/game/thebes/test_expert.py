"""Thebes: resampling what nobody can see, and the expert computer player built on it (fast
versions: small iteration budgets, no time cap; the ladder itself is in docs/opponents-thebes.md)."""
from __future__ import annotations

import json
import random
import time

import pytest

from game import registry, search
from game.match import Match, play_out
from game.search import SearchBot, sampler_for
from game.thebes import check_invariants, perturb_hidden
from game.thebes import data as D
from game.thebes import make_bot
from game.thebes.expert import make_expert
from game.thebes.state import ThebesState


def position(players: int, seed: int, moves: int) -> ThebesState:
    m = Match.new("thebes", players, seed, seats=[{"kind": "bot", "level": "hard"}] * players)
    m.play_bots(max_moves=moves)
    return m.state


def views(st) -> str:
    return json.dumps([st.view(s) for s in range(st.num_players)] + [st.view(None)], sort_keys=True)


def hidden(st) -> tuple:
    return (list(st.draw_pile), list(st.set_aside), {k: list(v) for k, v in st.bags.items()},
            st.rng.getstate())


# ---- resample ---------------------------------------------------------------------------------
@pytest.mark.parametrize("players,moves", [(2, 0), (2, 30), (3, 12), (4, 25)])
def test_resample_keeps_what_is_known_and_redraws_the_rest(players, moves):
    st = position(players, 4, moves)
    samples = []
    for key in range(4):
        s = st.resample(st.current_player, random.Random(key))
        assert views(s) == views(st)
        assert s.legal_actions() == st.legal_actions()
        check_invariants(s)
        assert sorted(s.draw_pile + s.set_aside) == sorted(st.draw_pile + st.set_aside)
        assert len(s.draw_pile) == len(st.draw_pile) and len(s.set_aside) == len(st.set_aside)
        for site in D.SITES:
            assert sorted(s.bags[site]) == sorted(st.bags[site])
        samples.append(hidden(s))
    assert len({json.dumps(h[:3]) for h in samples}) == len(samples), "every seed draws anew"
    assert hidden(st) not in samples


@pytest.mark.parametrize("players", [2, 3, 4])
def test_resample_does_not_depend_on_how_the_hidden_things_lie(players):
    st = position(players, 9, 14)
    rng = random.Random(3)
    for seat in range(players):
        other = perturb_hidden(st, seat, rng)
        assert hidden(other) != hidden(st)
        a = st.resample(seat, random.Random(77))
        b = other.resample(seat, random.Random(77))
        assert hidden(a) == hidden(b)
        # and the futures played from them with the same moves stay alike
        r1, r2 = random.Random(5), random.Random(5)
        for _ in range(10):
            if a.is_over:
                break
            a.apply(r1.choice(a.legal_actions()))
            b.apply(r2.choice(b.legal_actions()))
            assert views(a) == views(b)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_resample_keeps_what_the_setup_makes_known(players):
    """Before the first reshuffle the first pile holds researcher cards only, and with 3-4 players
    the large exhibitions wait in the set-aside pile."""
    st = position(players, 2, 6)
    first = 40 if players == 2 else 27
    start = len(D.RESEARCHER_IDS) - 4 + (len(D.SMALL_EXHIBITIONS) + len(D.LARGE_EXHIBITIONS)
                                         if players == 2 else 0)
    if players > 2:
        start = 54 + len(D.SMALL_EXHIBITIONS)
    top = first - (start - len(st.draw_pile))
    assert top > 0
    for key in range(5):
        s = st.resample(0, random.Random(key))
        assert all(D.CARDS[c]["type"] != "exhibition" for c in s.draw_pile[-top:])
        if players > 2:
            assert sorted(c for c in s.set_aside if D.CARDS[c]["type"] == "exhibition") == sorted(
                D.LARGE_EXHIBITIONS)
            assert not any(c in D.LARGE_EXHIBITIONS for c in s.draw_pile)


def test_clone_is_a_deep_copy():
    st = position(3, 1, 10)
    c = st.clone()
    assert views(c) == views(st) and hidden(c) == hidden(st)
    c.apply(c.legal_actions()[0])
    c.bags["crete"].clear()
    c.cards[0].append(c.draw_pile.pop())
    c.permits[1]["crete"] = False
    assert views(c) != views(st)
    again = st.clone()
    assert hidden(again) == hidden(st) and views(again) == views(position(3, 1, 10))


# ---- the expert ---------------------------------------------------------------------------------
def test_expert_is_registered():
    info = registry.get("thebes")
    assert "expert" in info.bot_levels
    bot = info.make_bot("expert", 1, 5)
    assert isinstance(bot, SearchBot) and bot.level == "expert" and bot.fallback is not None
    assert make_bot("hard", 0, 1).level == "hard"


def choose(st, seed=3, iterations=12, seconds=None, state_for_sampler=None):
    seat = st.current_player
    bot = make_expert(seat, seed, iterations=iterations, seconds=seconds)
    return bot.choose(st.view(seat), st.legal_actions(), random.Random(seed),
                      sampler_for(state_for_sampler or st, seat)), bot


@pytest.mark.parametrize("players,moves", [(2, 8), (3, 20)])
def test_expert_is_legal_and_deterministic(players, moves):
    st = position(players, 6, moves)
    a, bot = choose(st)
    b, _ = choose(st)
    assert a in st.legal_actions() and a == b
    assert bot.last is not None and bot.last.iterations == 12


def test_expert_is_blind_to_hidden_information():
    rng = random.Random(8)
    for players, seed, moves in ((2, 1, 6), (3, 2, 15), (4, 3, 9)):
        st = position(players, seed, moves)
        seat = st.current_player
        other = perturb_hidden(st, seat, rng)
        assert hidden(other) != hidden(st)
        a, _ = choose(st, seed=seed)
        b, _ = choose(other, seed=seed)
        assert a == b


def test_a_time_budget_returns_a_legal_move():
    st = position(2, 3, 4)
    t0 = time.monotonic()
    a, bot = choose(st, iterations=10**6, seconds=0.2)
    assert time.monotonic() - t0 < 3.0
    assert a in st.legal_actions() and bot.last.iterations < 10**6


def test_the_budget_knobs_apply(monkeypatch):
    monkeypatch.setitem(search.BUDGET, "iterations", 7)
    monkeypatch.setitem(search.BUDGET, "seconds", None)
    bot = registry.get("thebes").make_bot("expert", 0, 1)
    assert bot.config.iterations == 7 and bot.config.seconds is None


@pytest.mark.parametrize("players,levels", [(2, ("expert", "hard")), (3, ("hard", "expert", "hard"))])
def test_short_games_expert_against_hard_finish(monkeypatch, players, levels):
    monkeypatch.setitem(search.BUDGET, "iterations", 4)
    monkeypatch.setitem(search.BUDGET, "seconds", None)
    m = play_out("thebes", players, 11, levels)
    assert m.is_over and m.winners()
    check_invariants(m.state)


def test_the_expert_memos_change_nothing():
    """The remembered legal moves and plans give what the rules and the hard bot give afresh."""
    from game.thebes.bot import PlanBot, Table
    from game.thebes.expert import _Judge, _memo_sampler, _MemoPlanBot
    st = position(3, 5, 10)
    memo: dict = {}
    sample = _memo_sampler(sampler_for(st, st.current_player), memo)
    r = random.Random(2)
    for key in range(3):
        s = sample(random.Random(key))
        plain = s.clone()
        plain.__class__ = ThebesState
        for _ in range(12):
            if s.is_over:
                break
            assert s.legal_actions() == ThebesState.legal_actions(s)
            c = s.clone()
            assert c._moves is memo and c.legal_actions() == s.legal_actions()
            a = r.choice(s.legal_actions())
            s.apply(a)
            plain.apply(a)
            assert views(s) == views(plain)
    assert memo
    judge = _Judge(1)
    view = st.view(None)
    tb = judge.table(view, 0)
    memo_bot, bot = _MemoPlanBot(0, "hard", 1), PlanBot(0, "hard", 1)
    memo_bot.memo = {}
    me = view["players"][0]
    for slots in (list(tb.slots), list(tb.slots)[:1], []):
        tb.slots = slots
        for T in (me["T"], me["T"] + 5):
            args = (tb, T, me["location"], list(me["cards"]), [t["id"] for t in me["tokens"]], dict(me["permits"]))
            assert memo_bot.potential(*args, {}) == bot.potential(*args, {})
    assert isinstance(tb, Table) and len(memo_bot.memo) >= 2


def test_seats_level_on_the_track_each_get_their_own_ranking():
    """Two positions alike in everything but which of two level seats arrived last (so which one
    acts) must not share the judge's ranking: seed 64 with 3 players once searched seat 0's digs
    for seat 2, which held no permit for them."""
    from game.thebes.expert import _Judge
    st = position(2, 5, 12)          # seat 0 holds specialized knowledge by now
    st.time = [max(st.time)] * 2
    st.permits[0] = {s: True for s in st.permits[0]}
    st.permits[1] = {s: False for s in st.permits[1]}
    st.cards[1] = [c for c in st.cards[1] if D.CARDS[c]["type"] != "special_permission"]
    first, second = st.clone(), st.clone()
    first.arrival, second.arrival = [2, 1], [1, 2]
    assert (first.current_player, second.current_player) == (0, 1)
    assert _Judge.key(first) == _Judge.key(second)
    judge = _Judge(1)
    for s in (first, second):
        legal = s.legal_actions()
        ranked = judge.ranked(s, legal)
        assert ranked and set(ranked) <= set(legal)
    assert any(a.kind == "dig" for a in judge.ranked(first, first.legal_actions()))
    assert not any(a.kind == "dig" for a in second.legal_actions())


def test_the_leaf_squash_widens_with_the_time_left(monkeypatch):
    """A margin of 20 worth points is nearly decided at the end but not at the start, so early on
    a position that looks lost still tells a bad move from a worse one."""
    from game.thebes import expert
    judge = expert._Judge(1)
    value = expert.make_config(judge, 0, iterations=5, seconds=None).value
    st = position(2, 3, 0)
    margins = {}
    monkeypatch.setattr(judge, "worth", lambda s: [margins["m"], 0.0])
    early = []
    for m in (-20.0, -30.0):
        margins["m"] = m
        early.append(value(st)[0])
    assert early[0] > 0.15 and early[0] - early[1] > 0.05
    late = st.clone()
    late.time = [D.END_T - 2, D.END_T - 1]
    margins["m"] = -20.0
    v = value(late)
    assert v[0] < 0.01 and abs(v[0] + v[1] - 1) < 1e-9


def test_the_calibration_scores_positions_like_the_leaf():
    from game.thebes import expert, expert_calibrate as cal
    rows = cal.positions(2, 1, 5)
    assert rows and all(0 <= left <= 1 and y in (0.0, 0.5, 1.0) for left, _m, y in rows)
    # a seat's margin and its rival's are opposite, and a fitted width beats a silly one
    assert abs(rows[0][1] + rows[1][1]) < 1e-9
    assert cal.loss(rows, expert.SCALE_EARLY, expert.SCALE) < cal.loss(rows, 0.3, 0.3)


def test_with_four_players_the_leaf_is_a_softmax_of_the_worths(monkeypatch):
    """Four seats' chances add up to one; the leader's rises with its lead, more so late in the game,
    and three rivals close behind cost more than one (the margin over the best other seat alone
    cannot tell these apart)."""
    from game.thebes import expert
    judge = expert._Judge(1)
    value = expert.make_config(judge, 0, iterations=5, seconds=None).value
    st = position(4, 3, 0)
    worth = {}
    monkeypatch.setattr(judge, "worth", lambda s: worth["w"])
    worth["w"] = [30.0, 20.0, 20.0, 20.0]
    v = value(st)
    assert abs(sum(v) - 1) < 1e-9 and v[0] > max(v[1:]) and v[0] < 0.9
    worth["w"] = [30.0, 25.0, 25.0, 25.0]
    crowded = value(st)
    worth["w"] = [30.0, 25.0, 0.0, 0.0]
    assert value(st)[0] > crowded[0] + 0.1
    late = st.clone()
    late.time = [D.END_T - 1] * 4
    worth["w"] = [30.0, 20.0, 20.0, 20.0]
    assert value(late)[0] > 0.99


def test_the_calibration_fits_the_softmax_leaf_too():
    from game.thebes import expert, expert_calibrate as cal
    data = cal.tables(4, 1, 5)
    assert data and all(len(w) == 4 and abs(sum(r) - 1) < 1e-9 for _left, w, r in data)
    assert cal.softmax_loss(data, *expert.SOFTMAX[4]) < cal.softmax_loss(data, 0.3, 0.3)
