"""The Scarabya expert and the resampling it searches on (small iteration budgets, no time cap)."""
import json
import random

import pytest

from game import registry
from game.core import Action
from game.match import Match, play_out
from game.scarabya import make_bot, perturb_hidden
from game.scarabya.expert import ScarabyaExpert
from game.scarabya.state import ScarabyaState, check_invariants
from game.search import sampler_for
from tests.conformance import check_resample

SMALL = 12


def _midgame(players, seed, moves, mode="standard"):
    st = ScarabyaState(players, seed, {"mode": mode})
    rng = random.Random(seed)
    for _ in range(moves):
        st.apply(rng.choice(st.legal_actions()))
    return st


def _expert(seat, seed=5, iterations=SMALL):
    return ScarabyaExpert(seat, "expert", seed, iterations=iterations, seconds=None)


def _choose(bot, st):
    seat = st.current_player
    return bot.choose(st.view(seat), st.legal_actions(), random.Random(11), sampler=sampler_for(st, seat))


# ---- resample ------------------------------------------------------------------------------------
def test_resample_redraws_the_undrawn_cards_and_keeps_the_view():
    st = _midgame(2, 3, 5)
    orders = set()
    for k in range(6):
        sample = st.resample(0, random.Random(k))
        assert json.dumps(sample.view(0), sort_keys=True) == json.dumps(st.view(0), sort_keys=True)
        assert sorted(sample.deck) == sorted(st.deck)
        check_invariants(sample)
        orders.add(tuple(sample.deck))
    assert len(orders) > 1


def test_resample_redraws_the_placements_a_seat_has_not_seen():
    # standard, 3 players: two seats have placed this round's tile, the third is to act and sees
    # their sites as they stood when the round began
    st = _midgame(3, 4, 3 * 2 + 2)
    seat = st.current_player
    hidden = st.hidden_seats(seat)
    assert len(hidden) == 2
    real = [st.placements[s][-1]["cells"] for s in hidden]
    drawn = set()
    for k in range(8):
        sample = st.resample(seat, random.Random(k))
        check_invariants(sample)
        assert json.dumps(sample.view(seat), sort_keys=True) == json.dumps(st.view(seat), sort_keys=True)
        drawn.add(json.dumps([sample.placements[s][-1]["cells"] for s in hidden]))
        sample.apply(sample.legal_actions()[0])       # the round ends and can be played on
        check_invariants(sample)
    assert len(drawn) > 1 and drawn != {json.dumps(real)}


def test_resample_does_not_read_the_hidden_things():
    info = registry.get("scarabya")
    for players, moves in ((3, 7), (2, 5), (4, 10)):
        st = _midgame(players, 9, moves)
        assert check_resample(info, st, random.Random(2))
    solo = _midgame(1, 2, 4, "solo")
    check_resample(info, solo, random.Random(2))   # only the card order is hidden: no view differs


def test_resample_reseeds_the_states_own_chance():
    st = _midgame(2, 3, 4)
    a, b = st.resample(0, random.Random(1)), st.resample(0, random.Random(2))
    assert a.rng.getstate() != b.rng.getstate() != st.rng.getstate()


def test_clone_shares_nothing_that_changes():
    st = _midgame(2, 6, 4)
    before = json.dumps([st.view(s) for s in (0, 1, None)], sort_keys=True)
    copy = st.clone()
    while not copy.is_over:
        copy.apply(copy.legal_actions()[0])
    assert json.dumps([st.view(s) for s in (0, 1, None)], sort_keys=True) == before
    check_invariants(st)


# ---- the expert --------------------------------------------------------------------------------
def test_expert_is_a_level_of_the_game():
    assert "expert" in registry.get("scarabya").bot_levels
    assert isinstance(make_bot("expert", 1, 3), ScarabyaExpert)


@pytest.mark.parametrize("mode,players,moves", [("standard", 2, 4), ("duel", 2, 3), ("solo", 1, 3)])
def test_expert_is_legal_and_deterministic(mode, players, moves):
    st = _midgame(players, 8, moves, mode)
    first = _choose(_expert(st.current_player), st)
    assert first in st.legal_actions()
    assert _choose(_expert(st.current_player), st) == first
    assert _expert(st.current_player).fallback is not None


def test_expert_is_blind_to_hidden_information():
    for players, moves in ((2, 5), (3, 8)):
        st = _midgame(players, 12, moves)
        seat = st.current_player
        choice = _choose(_expert(seat), st)
        for k in range(3):
            other = perturb_hidden(st, seat, random.Random(k))
            assert _choose(_expert(seat), other) == choice


def test_expert_under_a_time_budget_returns_a_legal_move():
    st = _midgame(2, 1, 2)
    bot = ScarabyaExpert(st.current_player, "expert", 3, iterations=10 ** 6, seconds=0.2)
    a = _choose(bot, st)
    assert a in st.legal_actions()
    assert bot.last.iterations < 10 ** 6 and bot.last.seconds < 1.0


def test_expert_without_a_sampler_plays_as_hard():
    st = _midgame(2, 1, 2)
    bot = _expert(st.current_player)
    a = bot.choose(st.view(st.current_player), st.legal_actions(), bot.rng)
    assert a in st.legal_actions()


@pytest.mark.parametrize("mode,players", [("standard", 2), ("duel", 2), ("solo", 1), ("standard", 3)])
def test_expert_finishes_games_against_hard(mode, players, monkeypatch):
    from game import search
    monkeypatch.setitem(search.BUDGET, "iterations", 6)
    monkeypatch.setitem(search.BUDGET, "seconds", None)
    levels = ["expert"] + ["hard"] * (players - 1)
    m = play_out("scarabya", players, 3, levels, {"mode": mode})
    assert m.is_over
    check_invariants(m.state)
    assert isinstance(m, Match)


# ---- the play-outs of the standard and duel expert -------------------------------------------------
def test_playout_points_match_the_rules():
    from game.scarabya import sampling
    from game.scarabya.bot import Site
    for seed, mode in ((3, "standard"), (4, "duel"), (5, "standard")):
        st = _midgame(2, seed, 7, mode)
        seat = st.current_player
        site = Site.from_view(st.view(seat), seat)
        play = sampling.Playout(site.rocks, site.scarabs, site.flips, mode)
        for k, r, c, m in st.placement_masks(seat, st.round_tiles[seat]):
            assert play.points(site.occ, m) == site.gain(m)[0]
            a = st.clone()
            a.apply(Action.make("place", tile=st.round_tiles[seat], orient=k, row=r, col=c))
            assert a.points[seat] - st.points[seat] == play.points(site.occ, m)
        m, pts = play.best(site.occ, st.round_tiles[seat])
        assert m in {p[3] for p in st.placement_masks(seat, st.round_tiles[seat])}
        assert pts == site.gain(m)[0]


@pytest.mark.parametrize("mode", ["standard", "duel"])
def test_expert_picks_among_the_hard_bots_best(mode):
    from game.scarabya.expert import FLAT_WIDTH
    st = _midgame(2, 6, 5, mode)
    seat = st.current_player
    bot = _expert(seat, iterations=8)
    a = _choose(bot, st)
    assert a in st.legal_actions()
    assert bot.last.iterations == 8 and len(bot.last.visits) == FLAT_WIDTH[mode]
    assert a in bot.last.visits


def test_ranked_and_careful_placements_follow_the_rules():
    from game.scarabya import sampling
    from game.scarabya.bot import Site
    for seed in (4, 7):
        st = _midgame(2, seed, 5, "duel")
        seat = st.current_player
        site = Site.from_view(st.view(seat), seat)
        play = sampling.Playout(site.rocks, site.scarabs, site.flips, "duel")
        tile, nxt = st.round_tiles[seat], st.round_tiles[1 - seat]
        legal = {p[3] for p in st.placement_masks(seat, tile)}
        ranked = play.ranked(site.occ, tile, 5)
        assert 1 <= len(ranked) <= 5 and ranked[0] == play.best(site.occ, tile)
        for m, pts in ranked:
            assert m in legal and pts == site.gain(m)[0]

        def net(m, pts):
            return pts - play.best(site.occ | m, nxt)[1]
        pick = play.careful(site.occ, tile, nxt, False, 5)
        assert pick in ranked
        assert net(*pick) == max(net(m, p) for m, p in ranked)
        assert play.careful(site.occ, tile, None, False, 5) == play.best(site.occ, tile)


def test_win_value():
    from game.scarabya.sampling import win_value
    assert (win_value(2, True, 3.0), win_value(0, True, 3.0), win_value(-1, True, 3.0)) == (1.0, 0.5, 0.0)
    assert win_value(0, False, 3.0) == 0.5
    assert 0.5 < win_value(1, False, 3.0) < win_value(4, False, 3.0) < 1.0


def test_duel_expert_compares_more_candidates_near_the_end():
    from game.scarabya.expert import FLAT_LATE_LEFT, FLAT_WIDTH, FLAT_WIDTH_LATE
    st = _midgame(2, 6, 12 - FLAT_LATE_LEFT, "duel")
    seat = st.current_player
    bot = _expert(seat, iterations=4)
    a = _choose(bot, st)
    assert a in st.legal_actions()
    n = len(st.legal_actions())
    assert len(bot.last.visits) == min(n, FLAT_WIDTH_LATE) > FLAT_WIDTH["duel"]


def test_duel_pockets_count_for_the_seat_that_moves_next():
    from game.scarabya import sampling
    from game.scarabya.bot import Site, pocket_value
    from game.scarabya.expert import duel_horizon
    # the turn order is 0,1 | 1,0 | 0,1 | ...: after a horizon the last mover moves again
    st = _midgame(2, 3, 0, "duel")
    seq, end, nxt = duel_horizon(st.view(0), 2)
    assert [s for s, _t in seq] == [1, 1, 0, 0, 1] and not end and nxt == 1
    st = _midgame(2, 3, 3, "duel")
    seq, end, nxt = duel_horizon(st.view(st.current_player), 2)
    assert st.current_player == 0 and [s for s, _t in seq] == [0, 1, 1, 0] and nxt == 0
    seq, end, nxt = duel_horizon(_midgame(2, 3, 7, "duel").view(0), 2)
    assert end and nxt is None and len(seq) == 4
    # the open pockets' half worth goes to `next_seat`, with the sign for the seat judged
    st = _midgame(2, 3, 6, "duel")
    site = Site.from_view(st.view(0), 0)
    pot = 0.5 * pocket_value(site)
    assert pot > 0
    play = sampling.Playout(site.rocks, site.scarabs, site.flips, "duel")
    assert sampling.duel_value(play, site.occ, 0, [], False, next_seat=0) == pot
    assert sampling.duel_value(play, site.occ, 0, [], False, next_seat=1) == -pot
    assert sampling.duel_value(play, site.occ, 1, [], False, next_seat=1) == pot
