"""Artifakes' own word on secrets (view_is_private) and on taking a move back (undoable)."""
import random

from game import registry
from game import save
from tests.humans import human_match
from tests.game.artifakes.helpers import bury, bury_table, dead, dig_table, new, play


def _undone(state):
    record = save.to_record(state)
    record["log"] = record["log"][:-1]
    return save.from_record(record)[0]


# ---- view_is_private: only a hand is secret -------------------------------------------------------
def test_nothing_is_private_while_burying():
    st = new(3)
    assert st.phase == "bury"
    burials = 0
    while st.phase == "bury":
        assert not st.view_is_private(0) and not st.view_is_private(1) and not st.view_is_private(None)
        st.apply(st.legal_actions()[0])
        burials += 1
    assert burials == 40          # forty handoffs in round 1, none of them needs a curtain


def test_a_held_hand_is_private_for_its_seat_only_while_digging():
    st = bury_table({}, ((1, 0), (0, 0)), turn=0)
    st.apply(bury("disk", 3))     # the last burial deals the hands
    assert st.phase == "dig"
    assert st.view_is_private(0) and st.view_is_private(1)
    assert not st.view_is_private(None)     # a spectator sees no hand


def test_an_empty_hand_is_not_private():
    # seat 0 has played out; seat 1 still holds a card
    st = dig_table({3: ((1, 0), (0, 0)), 4: ((0, 0), (1, 0))}, [[], ["4d"]], turn=1, inspector=3)
    assert not st.view_is_private(0)
    assert st.view_is_private(1)
    st.apply(play("4d", "number", "cw"))    # the round ends: scoring, then burying again
    assert st.phase == "bury"
    assert not st.view_is_private(0) and not st.view_is_private(1)


def test_private_exactly_when_the_view_shows_cards():
    rng = random.Random(4)
    st = new(9)
    for _ in range(400):
        if st.is_over:
            break
        for seat in (0, 1):
            shows_cards = bool(st.view(seat)["hand"])
            assert st.view_is_private(seat) == shows_cards
        st.apply(rng.choice(st.legal_actions()))


# ---- undoable: a card play reveals nothing to its player ------------------------------------------
def test_a_card_play_may_be_taken_back_and_undo_restores_the_position():
    st = dig_table({3: ((1, 0), (0, 0)), 7: ((0, 1), (1, 0))}, [["3d", "7n"], ["12d", "20n"]], turn=0)
    before = [st.view(s) for s in (0, 1, None)]
    m = human_match(st)
    m.apply(play("3d", "number", "cw"))
    assert m.undoable()
    assert [st.view(s) for s in (0, 1, None)] != before


def test_undo_of_a_card_play_in_a_real_game_gives_back_the_views():
    info = registry.get("artifakes")
    st = info.new_game(2, 12, info.default_options())
    rng = random.Random(1)
    m = human_match(st)
    while st.phase == "bury":
        m.apply(rng.choice(st.legal_actions()))
    before = [st.view(s) for s in (0, 1, None)]
    m.apply(next(x for x in st.legal_actions() if x.kind == "play"))
    assert m.undoable()
    assert [_undone(st).view(s) for s in (0, 1, None)] == before


def test_a_dead_card_may_be_taken_back_but_not_the_one_that_storms_him_off():
    st = dig_table({}, [["5d", "6d"], ["8d"]], turn=0, streak=2)
    m = human_match(st)
    m.apply(dead("5d"))
    assert m.undoable()
    m.apply(dead("8d"))                     # the fourth in a row: the game is over
    assert st.is_over and not m.undoable()


def test_the_card_that_ends_a_round_or_the_game_is_not_undoable():
    pieces = {3: ((1, 0), (0, 0))}
    st = dig_table(pieces, [["3d"], []], turn=0, inspector=2)
    m = human_match(st)
    m.apply(play("3d", "number", "cw"))
    # the scoring is shown to the whole table at once (no curtain hides that card)
    assert st.phase == "bury" and not m.undoable()
    won = dig_table(pieces, [["3d"], []], turn=0, inspector=2, total=(29, 0))
    m = human_match(won)
    m.apply(play("3d", "number", "cw"))
    assert won.is_over and not m.undoable()


def test_a_burial_that_deals_is_still_not_undoable():
    st = bury_table({}, ((2, 0), (0, 0)), turn=0)
    m = human_match(st)
    m.apply(bury("disk", 1))
    assert m.undoable()
    m.apply(bury("disk", 2))
    assert not m.undoable()
