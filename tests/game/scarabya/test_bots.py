"""Scarabya bots: legal, deterministic, blind to hidden information, sensible, quick."""
from __future__ import annotations

import random

from game.match import Match
from game.bots import RandomBot
from game.scarabya import make_bot, perturb_hidden
from game.scarabya.bot import EasyBot, HardBot, NormalBot
from game.scarabya.state import ScarabyaState
from tests.game.scarabya.helpers import new, occupy, place

LEVELS = ("random", "easy", "normal", "hard")


def _midgame(mode="standard", players=2, seed=3, steps=6):
    st = ScarabyaState(players, seed, {"mode": mode})
    rng = random.Random(seed)
    for _ in range(steps):
        st.apply(rng.choice(st.legal_actions()))
    return st


def test_levels():
    assert isinstance(make_bot("random", 0, 1), RandomBot)
    assert isinstance(make_bot("easy", 0, 1), EasyBot)
    assert isinstance(make_bot("normal", 0, 1), NormalBot)
    assert isinstance(make_bot("hard", 0, 1), HardBot)


def test_hidden_information_does_not_change_choices():
    for mode, players in (("standard", 2), ("solo", 1), ("duel", 2)):
        st = _midgame(mode, players, steps=4 if mode == "solo" else 6)
        if st.is_over:
            continue
        seat = st.current_player
        k = 9
        other = perturb_hidden(st, seat, random.Random(k))
        while other.deck == st.deck:
            k += 1
            other = perturb_hidden(st, seat, random.Random(k))
        assert other.deck != st.deck
        for level in LEVELS:
            a = make_bot(level, seat, 5).choose(st.view(seat), st.legal_actions())
            b = make_bot(level, seat, 5).choose(other.view(seat), other.legal_actions())
            assert a == b, (mode, level)


def test_deterministic_for_a_seed_and_always_legal():
    for level in LEVELS:
        runs = []
        for _ in range(2):
            m = Match.new("scarabya", 2, 8, {"mode": "duel"}, [{"kind": "bot", "level": level}] * 2, bot_seed=40)
            m.play_bots()             # raises on an illegal choice
            st = m.state
            runs.append([e.action for e in st.log])
        assert runs[0] == runs[1], level


def _pocket_state(mode="standard"):
    st = new(order="IX", mode=mode)
    occupy(st, [(1, 0), (1, 1), (1, 2), (2, 3), (3, 3)])
    return st


def test_bots_take_free_points_on_offer():
    for cls in (EasyBot, NormalBot, HardBot):
        st = new(order="IX")
        # the bottom-right corner {(8,8),(8,9),(9,8),(9,9)} (scarab (9,9)) is fenced by the rock at
        # (8,7) and tiles at (9,7), (7,8); an upright I in column 9, rows 3..7, closes it
        occupy(st, [(9, 7), (7, 8), (6, 8), (5, 8), (4, 8)])
        assert any(x["points"] == 4 for x in st.preview(place("I", 0, 3, 9)))
        a = cls(0, "x", 1).choose(st.view(0), st.legal_actions())
        st.apply(a)
        assert st.scores()[0] >= 4, cls


def test_easy_takes_the_most_immediate_points():
    st = _pocket_state()
    a = EasyBot(0, "easy", 1).choose(st.view(0), st.legal_actions())
    st.apply(a)
    assert st.scores()[0] == 4


def test_duel_easy_takes_the_snuggest_fit_within_two_points_of_the_best():
    from game.scarabya.bot import Site, _contact
    from game.scarabya.shapes import PLACEMENT_MASK
    passed_up = 0
    for seed in range(12):
        st = _midgame("duel", 2, seed=seed, steps=2 + seed % 8)
        if st.is_over:
            continue
        seat, legal = st.current_player, st.legal_actions()
        pts = {a: sum(x["points"] for x in st.preview(a)) for a in legal}
        site = Site.from_view(st.view(seat), seat)

        def fit(a):
            return _contact(site, PLACEMENT_MASK[(a["tile"], a["orient"], a["row"], a["col"])])

        pick = EasyBot(seat, "easy", seed).choose(st.view(seat), legal)
        best = max(pts.values())
        assert pts[pick] >= best - 2, seed
        assert fit(pick) == max(fit(a) for a in legal if pts[a] >= best - 2), seed
        passed_up += pts[pick] < best
    assert passed_up   # it does trade a point or two for a tidy fit at times
    # the pocket of the scenario above (4 points) is never passed up for a tidier fit
    st = new(players=2, mode="duel", order="IX")
    occupy(st, [(1, 0), (1, 1), (1, 2), (2, 3), (3, 3)])
    st.apply(EasyBot(0, "easy", 1).choose(st.view(0), st.legal_actions()))
    assert st.scores()[0] >= 2


def test_solo_bots_do_not_seal_a_scarab_when_they_can_avoid_it():
    for cls in (EasyBot, NormalBot, HardBot):
        st = _pocket_state("solo")
        a = cls(0, "x", 1).choose(st.view(0), st.legal_actions())
        assert a != place("I", 0, 0, 4)
        st.apply(a)
        assert st.solo_result is None, cls


def test_normal_prefers_not_to_cover_scarabs_when_nothing_scores():
    st = new(order="I")
    a = NormalBot(0, "normal", 1).choose(st.view(0), st.legal_actions())
    easy_choices = st.legal_actions()
    assert len(st.covered_by(a)) <= min(len(st.covered_by(x)) for x in easy_choices) + 1


