"""Artifakes bots: legal, deterministic, blind to hidden information, and sensible."""
import random

import pytest

from game.match import Match
from game.artifakes import perturb_hidden
from game.artifakes import make_bot
from tests.game.artifakes.helpers import dead, dig_table, new, play

LEVELS = ("random", "easy", "normal", "hard")


def mine(d=0, b=0):
    return ((d, b), (0, 0))


def theirs(d=0, b=0):
    return ((0, 0), (d, b))


def _play_game(levels, seed):
    m = Match.new("artifakes", 2, seed, None, [{"kind": "bot", "level": lv} for lv in levels], bot_seed=seed * 31)
    m.play_bots()                     # raises on an illegal choice
    return m.state, [e.action for e in m.state.log]


@pytest.mark.parametrize("levels", [("easy", "normal"), ("hard", "random")])
def test_bots_play_legal_games_to_the_end_deterministically(levels):
    st1, c1 = _play_game(levels, 5)
    st2, c2 = _play_game(levels, 5)
    assert st1.is_over and c1 == c2 and st1.scores() == st2.scores()


def _midgame_positions():
    """Positions from a seeded random game: some burying, some digging."""
    st = new(11)
    rng = random.Random(2)
    out = []
    while not st.is_over and len(out) < 40:
        if rng.random() < 0.3:
            out.append(st.clone())
        st.apply(rng.choice(st.legal_actions()))
    return out


@pytest.mark.parametrize("level", LEVELS)
def test_hidden_information_does_not_change_a_bot_choice(level):
    positions = _midgame_positions()
    assert any(p.phase == "dig" for p in positions) and any(p.phase == "bury" for p in positions)
    rng = random.Random(9)
    for st in positions:
        seat = st.current_player
        other = perturb_hidden(st, seat, rng)
        assert other.hands[1 - seat] != st.hands[1 - seat] or other.deck != st.deck or not st.deck
        a = make_bot(level, seat, 4)
        b = make_bot(level, seat, 4)
        pick_a = a.choose(st.view(seat), st.legal_actions(), a.rng)
        pick_b = b.choose(other.view(seat), other.legal_actions(), b.rng)
        assert pick_a == pick_b


def test_easy_takes_the_biggest_immediate_haul():
    # from 10: card 12 colour (blue: spaces 8, 12 -> 2 steps) reaches 12 (own 3 points) or 8 (own 1)
    st = dig_table({8: mine(1), 12: ((1, 1), (0, 0)), 11: theirs(1)}, [["12d", "30d"], ["20d"]],
                   inspector=10, turn=0)
    bot = make_bot("easy", 0, 1)
    assert bot.choose(st.view(0), st.legal_actions(), bot.rng) == play("12d", "colour", "cw")


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_bots_prefer_recovery_and_destruction_over_nothing(level):
    st = dig_table({8: mine(1), 12: ((1, 1), (0, 1)), 11: theirs(1)}, [["12d", "30d"], ["20d", "21d"]],
                   inspector=10, turn=0)
    bot = make_bot(level, 0, 1)
    assert bot.choose(st.view(0), st.legal_actions(), bot.rng) == play("12d", "colour", "cw")


def test_hard_ends_the_game_with_a_dead_card_when_ahead():
    st = dig_table({3: mine(1), 9: theirs(1)}, [["3d", "20d"], ["9d", "21d"]], turn=0, streak=3,
                   total=(12, 8))
    bot = make_bot("hard", 0, 1)
    assert bot.choose(st.view(0), st.legal_actions(), bot.rng) == dead("20d")
    st = dig_table({3: mine(1), 9: theirs(1)}, [["3d", "20d"], ["9d", "21d"]], turn=0, streak=3,
                   total=(8, 12))
    bot = make_bot("hard", 0, 1)
    assert bot.choose(st.view(0), st.legal_actions(), bot.rng) != dead("20d")


def test_normal_buries_first_on_colours_it_does_not_cover():
    st = new(3)
    seat = st.current_player
    bot = make_bot("normal", seat, 1)
    colours = []
    for _ in range(5):
        a = bot.choose(st.view(seat), st.legal_actions(), bot.rng)
        colours.append(st.colours[a["space"] - 1])
        st.apply(a)
        other = st.current_player
        st.apply(st.legal_actions()[0])
        assert st.current_player == seat or other == seat
    assert sorted(colours) == sorted(["white", "blue", "green", "yellow", "red"])


