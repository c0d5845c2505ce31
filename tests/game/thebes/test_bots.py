"""Thebes bots: legal, deterministic, blind to hidden information, fast, and ordered in strength."""
from __future__ import annotations

import random

import pytest

from game.match import Match
from game.thebes import perturb_hidden
from game.thebes.bot import EasyBot, PlanBot, make_bot
from game.thebes.state import ThebesState


def play(levels, seed, players=None):
    players = players or len(levels)
    m = Match.new("thebes", players, seed, {}, [{"kind": "bot", "level": lv} for lv in levels[:players]],
                  bot_seed=seed * 31)
    m.play_bots()                     # raises on an illegal choice
    return m.state, m


def test_make_bot_levels():
    assert isinstance(make_bot("easy", 0, 1), EasyBot)
    assert isinstance(make_bot("hard", 0, 1), PlanBot)
    assert isinstance(make_bot("normal", 0, 1), PlanBot)
    assert type(make_bot("random", 0, 1)).__name__ == "RandomBot"


@pytest.mark.parametrize("levels", [("random", "easy", "normal", "hard"), ("hard", "hard", "easy")])
def test_bots_finish_games_with_legal_moves(levels):
    st, _ = play(levels, seed=3)
    assert st.is_over and len(st.winners()) >= 1


def test_bots_are_deterministic_for_a_seed():
    a, _ = play(("hard", "normal"), seed=5)
    b, _ = play(("hard", "normal"), seed=5)
    assert [e.action for e in a.log] == [e.action for e in b.log]


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_hidden_information_does_not_change_the_choice(level):
    rng = random.Random(2)
    for seed in range(3):
        st = ThebesState(3, seed, {})
        for step in range(40):
            if st.is_over:
                break
            seat = st.current_player
            legal = st.legal_actions()
            other = perturb_hidden(st, seat, rng)
            assert other.bags != st.bags
            b1, b2 = make_bot(level, seat, 77), make_bot(level, seat, 77)
            c1 = b1.choose(st.view(seat), legal, b1.rng)
            c2 = b2.choose(other.view(seat), other.legal_actions(), b2.rng)
            assert c1 == c2
            nonret = [a for a in legal if a.kind != "retire"]
            st.apply(rng.choice(nonret or legal))


def test_strength_order_on_fixed_seeds():
    wins = 0
    for seed in range(8):
        levels = ("hard", "easy") if seed % 2 == 0 else ("easy", "hard")
        st, _ = play(levels, seed=seed)
        hard_seat = levels.index("hard")
        wins += hard_seat in st.winners()
    assert wins >= 6
