"""Artifakes expert: resampling what a seat cannot see, and the search bot built on it (legal,
reproducible, blind to hidden cards, within a time budget, able to finish games against hard)."""
import random
import time

import pytest

from game import registry, search
from game.artifakes import check_invariants, data, perturb_hidden
from game.artifakes import make_bot
from game.artifakes import expert_bury
from game.artifakes.bot import HardBot, Table
from game.artifakes.expert import ArtifakesExpert, dig_candidates, value, worth
from game.match import play_out
from game.search import SearchBot, sampler_for
from tests.game.artifakes.helpers import dead, dig_table, new, play


def mine(d=0, b=0):
    return ((d, b), (0, 0))


def theirs(d=0, b=0):
    return ((0, 0), (d, b))


@pytest.fixture
def small_budget(monkeypatch):
    monkeypatch.setitem(search.BUDGET, "seconds", None)
    monkeypatch.setitem(search.BUDGET, "iterations", 40)


def _positions(phase, count=6, seed=11):
    """Positions of `phase` from seeded hard-vs-hard games (deck and rival hand well mixed)."""
    out = []
    g = 0
    while len(out) < count:
        match = play_out("artifakes", 2, seed + g, ["hard", "hard"], max_moves=0)
        rng = random.Random(seed + g)

        def take(m):
            st = m.state
            if st.phase == phase and len(st.legal_actions()) > 1 and rng.random() < 0.25:
                out.append(st.clone())
            return len(out) >= count
        match.play_bots(until=take)
        g += 1
    return out


# ---- resample -----------------------------------------------------------------------------------
def test_resample_keeps_the_seat_view_and_redraws_the_rival_hand_and_deck():
    st = _positions("dig", 1)[0]
    seat = st.current_player
    other = 1 - seat
    samples = [st.resample(seat, random.Random(k)) for k in range(8)]
    for s in samples:
        assert s.view(seat) == st.view(seat)
        assert s.hands[seat] == st.hands[seat] and s.discard == st.discard
        assert sorted(s.hands[other] + s.deck) == sorted(st.hands[other] + st.deck)
        assert len(s.hands[other]) == len(st.hands[other])
        check_invariants(s)
    assert len({tuple(sorted(s.hands[other])) for s in samples}) > 1
    assert len({tuple(s.deck) for s in samples}) > 1
    # the future chance is redrawn too
    assert len({s.rng.random() for s in samples}) == len(samples)


def test_resample_does_not_depend_on_where_the_hidden_cards_really_are():
    for st in _positions("dig", 3) + _positions("bury", 2):
        seat = st.current_player
        other = perturb_hidden(st, seat, random.Random(5))
        assert other.hands[1 - seat] != st.hands[1 - seat] or other.deck != st.deck
        a, b = st.resample(seat, random.Random(3)), other.resample(seat, random.Random(3))
        assert a.hands == b.hands and a.deck == b.deck and a.rng.getstate() == b.rng.getstate()


# ---- the expert ---------------------------------------------------------------------------------
def test_expert_is_a_listed_level_built_as_a_search_bot(small_budget):
    info = registry.get("artifakes")
    assert "expert" in info.bot_levels
    bot = info.make_bot("expert", 1, 3)
    assert isinstance(bot, SearchBot) and isinstance(bot.fallback, HardBot)
    assert bot.config.iterations == 40 and bot.config.seconds is None
    assert bot.config.candidates is dig_candidates and bot.config.value is value


def test_expert_digging_is_legal_and_reproducible_for_a_seed_and_budget(small_budget):
    for st in _positions("dig", 4):
        seat = st.current_player
        picks = []
        for _ in range(2):
            bot = make_bot("expert", seat, 7)
            picks.append(bot.choose(st.view(seat), st.legal_actions(), bot.rng, sampler=sampler_for(st, seat)))
            assert bot.last is not None and bot.last.iterations == 40
        assert picks[0] == picks[1] and picks[0] in st.legal_actions()


def test_expert_is_blind_to_the_rival_hand_and_the_deck(small_budget):
    for st in _positions("dig", 5, seed=21):
        seat = st.current_player
        other = perturb_hidden(st, seat, random.Random(8))
        assert other.hands[1 - seat] != st.hands[1 - seat] or other.deck != st.deck
        a, b = make_bot("expert", seat, 4), make_bot("expert", seat, 4)
        pick_a = a.choose(st.view(seat), st.legal_actions(), a.rng, sampler=sampler_for(st, seat))
        pick_b = b.choose(other.view(seat), other.legal_actions(), b.rng, sampler=sampler_for(other, seat))
        assert pick_a == pick_b
        assert a.last.visits == b.last.visits


def test_expert_buries_among_the_hard_plans_best_few_reproducibly(small_budget):
    for st in _positions("bury", 4):
        seat = st.current_player
        view, legal = st.view(seat), st.legal_actions()
        picks = []
        for _ in range(2):
            bot = make_bot("expert", seat, 5)
            picks.append(bot.choose(view, legal, bot.rng, sampler=sampler_for(st, seat)))
            assert bot.last.iterations == bot.bury_samples
        assert picks[0] == picks[1] and picks[0] in legal
        hard = HardBot(seat, "hard", 1)
        best = expert_bury.ranked(hard, Table.from_view(view), seat, [view["players"][seat]["to_bury"]["disk"],
                                  view["players"][seat]["to_bury"]["bar"]], view["first_digger"])
        assert (picks[0]["piece"], picks[0]["space"]) in [(c[1], c[3]) for c in best[:expert_bury.WIDTH]]


def test_expert_without_burying_samples_buries_with_the_hard_plan(small_budget):
    for st in _positions("bury", 3):
        seat = st.current_player
        expert, hard = make_bot("expert", seat, 5), HardBot(seat, "hard", 5 + 7919)
        expert.bury_samples = 0
        got = expert.choose(st.view(seat), st.legal_actions(), expert.rng, sampler=sampler_for(st, seat))
        assert got == hard.choose(st.view(seat), st.legal_actions(), hard.rng)


def test_burying_picks_the_candidate_with_the_best_mean_worth():
    st = _positions("bury", 1, seed=31)[0]
    seat = st.current_player
    view = st.view(seat)
    hard = HardBot(seat, "hard", 1)
    action, n, means = expert_bury.choose_burial(view, st.legal_actions(), hard, worth, random.Random(2), 30, None)
    assert n == 30 and len(means) >= 2
    best = expert_bury.ranked(hard, Table.from_view(view), seat, [view["players"][seat]["to_bury"]["disk"],
                              view["players"][seat]["to_bury"]["bar"]], view["first_digger"])
    chosen = [(c[1], c[3]) for c in best[:len(means)]].index((action["piece"], action["space"]))
    assert means[chosen] == max(means)


def test_a_deal_comes_from_the_cards_the_seat_cannot_place():
    st = _positions("bury", 1, seed=41)[0]
    seat = st.current_player
    view = st.view(seat)
    assert len(st.deck) >= 2 * data.HAND_SIZE
    pool = [data.CARD_NUMBER[c] for c in st.deck]
    deals = set()
    for k in range(20):
        hands = expert_bury.deal(view, random.Random(k), view["first_digger"])
        assert [len(h) for h in hands] == [data.HAND_SIZE] * 2
        left = pool[:]
        for n in hands[0] + hands[1]:
            left.remove(n)      # fails for a card the deck does not hold (twice if dealt twice)
        deals.add(tuple(map(tuple, hands)))
    assert len(deals) > 1
    # the real deck order is not read: a state with the deck shuffled otherwise deals the same
    other = st.clone()
    random.Random(9).shuffle(other.deck)
    assert expert_bury.deal(other.view(seat), random.Random(3), 0) == expert_bury.deal(view, random.Random(3), 0)


def test_expert_with_a_time_budget_returns_a_legal_move_in_time(monkeypatch):
    monkeypatch.setitem(search.BUDGET, "seconds", 0.05)
    monkeypatch.setitem(search.BUDGET, "iterations", 10 ** 6)
    st = _positions("dig", 1)[0]
    seat = st.current_player
    bot = make_bot("expert", seat, 2)
    t0 = time.monotonic()
    pick = bot.choose(st.view(seat), st.legal_actions(), bot.rng, sampler=sampler_for(st, seat))
    assert time.monotonic() - t0 < 1.0
    assert pick in st.legal_actions() and 1 <= bot.last.iterations < 10 ** 6


def test_candidates_merge_plays_that_do_the_same_thing():
    # 12d and 12n are the same card for the rules; the number play (1 point on 12: 1 step) and the
    # colour play (blue: spaces 8 and 12 hold own junk: 2 steps) differ
    st = dig_table({8: mine(1), 12: mine(1)}, [["12d", "12n", "30d"], ["20d"]], inspector=10, turn=0)
    moves = st.legal_actions()
    cands = dig_candidates(st, moves, random.Random(0))
    assert set(cands) <= set(moves) and len(cands) < len(moves)
    assert len({a["card"][:-1] if a.kind == "play" else a["card"] for a in cands}) <= 2
    assert dead("30d") in cands
    landings = {(a["card"][:-1], st.preview(a)["landing"]) for a in cands if a.kind == "play"}
    assert len(landings) == len([a for a in cands if a.kind == "play"])


def test_value_is_a_share_in_zero_one_that_favours_the_leader():
    st = dig_table({8: mine(1)}, [["8d"], ["20d"]], inspector=0, turn=0, total=(20, 10))
    v = value(st)
    assert len(v) == 2 and abs(sum(v) - 1) < 1e-9 and v[0] > 0.9
    # seat 0 recovers 1 point from space 8 (one step from 7) and reaches the end of the path: a won game
    st = dig_table({8: mine(1)}, [["8d"], ["20d"]], inspector=7, turn=0, total=(29, 10))
    assert value(st) == [1.0, 0.0]


def test_expert_takes_the_win_on_the_path(small_budget):
    # 29 steps: recovering the single point on space 8 (card 8 for its number, 1 step from 7) wins
    st = dig_table({8: mine(1), 25: ((2, 0), (0, 1))}, [["8d", "25d"], ["20d", "21d"]], inspector=7,
                   turn=0, total=(29, 27))
    bot = make_bot("expert", 0, 1)
    pick = bot.choose(st.view(0), st.legal_actions(), bot.rng, sampler=sampler_for(st, 0))
    assert st.preview(pick)["landing"] == 8


@pytest.mark.parametrize("seed", [1, 2])
def test_short_games_expert_against_hard_finish(monkeypatch, seed):
    monkeypatch.setitem(search.BUDGET, "seconds", None)
    monkeypatch.setitem(search.BUDGET, "iterations", 8)
    for levels in (["expert", "hard"], ["hard", "expert"]):
        match = play_out("artifakes", 2, seed, levels, bot_seed=seed * 31)
        assert match.state.is_over and match.state.winners()
        check_invariants(match.state)


# ---- the search on the compact table (expert_dig.py) ---------------------------------------------
def test_table_search_moves_and_play_outs_follow_the_rules_and_the_greedy_digger():
    from game.artifakes import expert_dig
    from game.artifakes.bot import ArtifakesBot, play_out_round
    for st in _positions("dig", 12, seed=51):
        seat = st.turn
        t = Table.from_view(st.view(seat))
        hands = [[data.CARD_NUMBER[c] for c in st.hands[p]] for p in range(2)]
        keys = {(data.CARD_NUMBER[a["card"]], None if a.kind == "dead" else ArtifakesBot._landing(t, seat, a))
                for a in st.legal_actions()}
        assert set(expert_dig.moves_of(t, seat, hands[seat])) == keys
        a, b = t.copy(), t.copy()
        ra = play_out_round(a, hands, seat, 0.7)
        rb = expert_dig.play_out(b, [h[:] for h in hands], seat, 0.7)
        assert (ra, a.pts, a.rec, a.lost, a.dead, a.insp, a.streak) == (rb, b.pts, b.rec, b.lost, b.dead, b.insp,
                                                                      b.streak)


def test_expert_with_the_table_search_lays_the_dead_card_that_storms_him_off_when_ahead(small_budget):
    # three dead cards in a row already; seat 0 leads 12-5 and holds a dead card: laying it ends the
    # game at once in its favour, any live play lets the round (and the rival) go on
    st = dig_table({8: mine(1), 20: theirs(2)}, [["8d", "30d"], ["20d", "21d"]], inspector=0, turn=0,
                   streak=3, total=(12, 5))
    bot = make_bot("expert", 0, 1)
    pick = bot.choose(st.view(0), st.legal_actions(), bot.rng, sampler=sampler_for(st, 0))
    assert pick == dead("30d")
