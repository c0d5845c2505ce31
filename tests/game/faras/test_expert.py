"""The Faras expert (search over resampled states) and the resample it searches on. Small iteration
budgets and no time cap, so every check is fast and reproducible."""
import json
import random
import time

import pytest

from game import registry, search
from game.faras import data as D
from game.core import events_for
from game.faras import expert_hard as H
from game.faras.bot import MEMORY, PERFECT, FarasBot
from game.faras.expert import FarasExpert, candidates, make_expert
from game.faras.state import check_invariants, perturb_hidden
from game.match import Match, play_out
from tests.game.faras.helpers import A, card, position, tok


def _match_at(moves, seed=3, players=2, levels=("hard", "hard")):
    m = Match.new("faras", players, seed, None, [{"kind": "bot", "level": lv} for lv in levels])
    m.play_bots(max_moves=moves)
    return m


def _small(bot, iterations=12):
    bot.config.iterations = iterations
    bot.config.seconds = None
    return bot


def _dump(v):
    return json.dumps(v, sort_keys=True)


# ---- resample ------------------------------------------------------------------------------------
def test_resample_remembers_every_token_the_seat_saw_and_redeals_the_cards():
    m = _match_at(150)
    s = m.state
    assert s.phase == "play" and not s.is_over
    for seat in range(2):
        other = 1 - seat
        hands = set()
        for k in range(6):
            x = s.resample(seat, random.Random(k))
            check_invariants(x)
            assert _dump(x.view(seat)) == _dump(s.view(seat))
            # every token was seen face up while memorising, every move since named its slot
            assert x.board == s.board and x.dam == s.dam and x.collections == s.collections
            assert x.hands[seat] == s.hands[seat]
            hands.add(tuple(sorted(x.hands[other])))
        assert len(hands) > 1, "the other hand is never dealt anew"


def test_resample_ignores_where_hidden_things_really_lie():
    s = _match_at(170).state
    for seat in range(2):
        other = perturb_hidden(s, seat, random.Random(seat + 5))
        assert other.board != s.board or other.hands != s.hands
        a, b = s.resample(seat, random.Random(9)), other.resample(seat, random.Random(9))
        assert a.board == b.board and a.dam == b.dam and a.collections == b.collections
        assert a.hands == b.hands and a.draw_pile == b.draw_pile
        assert a.rng.getstate() == b.rng.getstate()


def test_resample_draws_tokens_the_seat_never_saw():
    # a position set up by hand: nobody saw the face-down tokens, so they are dealt at random,
    # while the one face up (revealed now) stays where everyone sees it
    s = position(2, board={10: tok("pottery", 0), 40: tok("pottery", 1)}, collections={1: [tok("bones", 0)]},
                 hands={0: [card("pottery"), card("guests"), card("library")]})
    s.apply(A("play_card", card=card("guests")))
    s.apply(A("reveal", cell=10))
    boards = set()
    for k in range(5):
        x = s.resample(0, random.Random(k))
        check_invariants(x)
        assert x.board[10] == tok("pottery", 0)
        assert _dump(x.view(0)) == _dump(s.view(0))
        boards.add(tuple(x.board))
    assert len(boards) == 5


def test_resample_keeps_a_private_peek_for_the_peeker_only():
    s = position(2, hands={0: [card("library"), card("guests"), card("pottery")]})
    s.apply(A("play_card", card=card("library")))
    s.apply(A("peek", cell=7))
    peeked = s.board[7]
    assert all(s.resample(0, random.Random(k)).board[7] == peeked for k in range(4))
    assert len({s.resample(1, random.Random(k)).board[7] for k in range(8)}) > 1


# ---- the expert ----------------------------------------------------------------------------------
def test_expert_is_a_level_of_faras():
    info = registry.get("faras")
    assert "expert" in info.bot_levels
    bot = info.make_bot("expert", 1, 5)
    assert isinstance(bot, FarasExpert) and bot.fallback.level == "hard" and bot.fallback.mem == PERFECT
    assert bot.config.seconds is not None and bot.config.seconds <= 1.0


def _expert_choice(state, seat, seed=4, iterations=12):
    bot = _small(make_expert(seat, seed), iterations)
    return bot.choose(state.view(seat), state.legal_actions(), bot.rng, sampler=search.sampler_for(state, seat))


def test_expert_move_is_legal_and_reproducible():
    for moves in (140, 160, 190):
        s = _match_at(moves).state
        if s.is_over:
            continue
        seat = s.current_player
        a = _expert_choice(s, seat)
        assert a in s.legal_actions()
        assert a == _expert_choice(s, seat)


def test_expert_is_blind_to_hidden_information():
    checked = 0
    for moves in (140, 150, 165, 180, 200):
        s = _match_at(moves, seed=8, players=3, levels=("hard", "hard", "hard")).state
        if s.is_over:
            continue
        seat = s.current_player
        other = perturb_hidden(s, seat, random.Random(moves))
        assert other.hands != s.hands or other.draw_pile != s.draw_pile
        assert _expert_choice(s, seat) == _expert_choice(other, seat)
        checked += 1
    assert checked >= 3


def test_expert_completes_a_known_pair():
    s = position(2, board={10: tok("pottery", 0), 40: tok("pottery", 1)},
                 hands={0: [card("pottery"), card("guests"), card("library")]})
    s._kb[0]["board"][10], s._kb[0]["board"][40] = tok("pottery", 0), tok("pottery", 1)
    s.apply(A("play_card", card=card("pottery")))
    s.apply(A("reveal", cell=10))
    assert _expert_choice(s, 0) == A("reveal", cell=40)


def test_expert_time_budget_returns_a_legal_move():
    s = _match_at(150).state
    seat = s.current_player
    bot = make_expert(seat, 1)
    bot.config.iterations, bot.config.seconds = 10 ** 6, 0.05
    t0 = time.monotonic()
    a = bot.choose(s.view(seat), s.legal_actions(), bot.rng, sampler=search.sampler_for(s, seat))
    assert a in s.legal_actions()
    assert time.monotonic() - t0 < 1.0


def test_candidates_keep_the_challenge_a_chance_node():
    s = position(2, board={10: tok("pottery", 0), 40: tok("pottery", 1)},
                 hands={0: [card("valuable"), card("guests"), card("library")]})
    s.apply(A("play_card", card=card("valuable")))
    s.apply(A("reveal", cell=10))
    s.apply(A("reveal", cell=40))
    s.apply(A("helper", seat=1))
    assert s.step == "challenge"
    picks = [candidates(s, s.legal_actions(), random.Random(k))[0]["success"] for k in range(200)]
    assert 0.6 < sum(picks) / 200 < 0.9


@pytest.mark.parametrize("players,seed", [(2, 1), (3, 2)])
def test_short_games_expert_against_hard_finish(monkeypatch, players, seed):
    monkeypatch.setitem(search.BUDGET, "iterations", 4)
    monkeypatch.setitem(search.BUDGET, "seconds", None)
    m = play_out("faras", players, seed, ["expert"] + ["hard"] * (players - 1))
    assert m.is_over
    check_invariants(m.state)


# ---- the hard level worked out on the open state, and what its card choices say ----------------
@pytest.fixture
def perfect_hard(monkeypatch):
    """The hard players the expert imagines keep everything they saw (the real hard level forgets a
    little): these tests check the expert's model of them, so the hard bots here keep everything too."""
    monkeypatch.setitem(MEMORY, "hard", PERFECT)


def _hard_game(seed, players):
    return Match.new("faras", players, seed, None, [{"kind": "bot", "level": "hard"}] * players)


@pytest.mark.parametrize("players,seed", [(2, 11), (3, 12)])
def test_the_hard_replica_chooses_as_the_hard_bot(perfect_hard, players, seed):
    m = _hard_game(seed, players)
    checked = 0
    while not m.state.is_over and checked < 120:
        s = m.state
        seat = s.current_player
        legal = s.legal_actions()
        if s.phase == "play" and len(legal) > 1 and s.step not in ("challenge", "peek"):
            bot = m.bots[seat]
            state = bot.rng.getstate()
            assert H.policy(s, random.Random(0)) == bot.choose(s.view(seat), legal, bot.rng), s.step
            bot.rng.setstate(state)
            checked += 1
        m.play_bots(max_moves=1)
    assert checked >= 60


def test_the_expert_deals_the_others_hands_from_the_unseen_cards_whatever_they_played():
    """How another seat chose its card is not read as if it were the hard level's rule (people, and
    any player but that bot, choose otherwise): every sample the expert searches keeps the hands its
    seat's resample dealt, and its choice still sees nothing hidden."""
    m = _hard_game(14, 2)
    bot = make_expert(0, 3)
    for _, batch in m.history:
        bot.observe(events_for(batch, 0))
    played = 0
    while not (m.state.step == "card" and m.state.active == 0 and played >= 3):
        n0 = len(m.history)
        m.play_bots(max_moves=1)
        for seat, batch in m.history[n0:]:
            bot.observe(events_for(batch, 0))
            played += seat == 1 and any(e.kind == "card_played" for e in batch)
    s = m.state
    dealt = []

    def sampler(r):
        x = s.resample(0, r)
        dealt.append((x, [list(h) for h in x.hands], list(x.draw_pile)))
        return x
    bot.config.iterations, bot.config.seconds = 24, None
    bot.choose(s.view(0), s.legal_actions(), random.Random(1), sampler=sampler)
    assert dealt
    for x, hands, pile in dealt:
        assert x.hands == hands and x.draw_pile == pile
    other = perturb_hidden(s, 0, random.Random(2))
    assert other.hands[1] != s.hands[1] or other.draw_pile != s.draw_pile
    picks = [bot.choose(x.view(0), x.legal_actions(), random.Random(1), sampler=search.sampler_for(x, 0))
             for x in (s, other)]
    assert picks[0] == picks[1]
