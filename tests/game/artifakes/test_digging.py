"""Artifakes rule arithmetic (game/artifakes/digging.py) and the one place it is counted: the rules,
the bots' compact table and the expert's agree with it on every position met."""
import random

from game.artifakes import data
from game.artifakes.bot import Table
from game.artifakes.digging import final_scores, first_burier, land, leader, scored_total, storms_off
from game.artifakes.expert import table_of
from tests.game.artifakes.helpers import new


def test_scoring_never_goes_behind_the_start():
    assert scored_total(5, 3, 1) == 7
    assert scored_total(1, 0, 3) == 0


def test_final_scores_cap_at_the_path_end_unless_both_got_there():
    assert final_scores([12, 30], 30) == [12, 30]
    assert final_scores([12, 34], 30) == [12, 30]
    assert final_scores([31, 34], 30) == [31, 34]


def test_leader_and_the_storm():
    assert leader([3, 3]) is None and leader([4, 3]) == 0 and leader([2, 3]) == 1
    assert not storms_off(data.STORM_STREAK - 1) and storms_off(data.STORM_STREAK)


def test_first_burier_tie_breaks_in_order():
    assert first_burier([5, 2], [9, 20], 0) == (0, "scored more")
    assert first_burier([2, 2], [9, 20], 1) == (0, "further behind")
    assert first_burier([2, 2], [9, 9], 1) == (0, "buried second")
    assert first_burier(None, [0, 0], 0) == (1, "buried second")


def _positions():
    st = new(21)
    rng = random.Random(4)
    while not st.is_over:
        yield st
        st.apply(rng.choice(st.legal_actions()))


def test_the_bots_tables_count_steps_and_landings_as_the_rules_do():
    met = 0
    for st in _positions():
        if st.phase != "dig":
            continue
        seat = st.current_player
        for t in (Table.from_view(st.view(seat)), table_of(st)):
            for card in data.CARD_IDS[::3]:
                n = data.CARD_NUMBER[card]
                for mode in ("number", "colour"):
                    assert t.steps(seat, n, mode) == st.card_steps(seat, card, mode)
        for a in st.legal_actions():
            if a.kind == "play":
                p = st.preview(a)
                assert p["landing"] == land(st.inspector, st.card_steps(seat, a["card"], a["mode"]), a["direction"])
        met += 1
    assert met > 10
