"""Scenario tests for every Scarabya rule, option and mode (views, saves and undo: test_views.py)."""
from __future__ import annotations

import json
import random

import pytest

from game.core import Action, IllegalAction
from game.scarabya import data, shapes
from game.scarabya.shapes import PLACEMENT_MASK, bit, orientations
from game.scarabya.state import ScarabyaState, make_change
from tests.game.scarabya.helpers import fingerprint, new, occupy, orient, place, play

I_V = 0   # I standing upright (5 tall)
I_H = 1   # I lying down


# ---- components ---------------------------------------------------------------------------------
def test_twelve_distinct_pentominoes_and_their_orientations():
    assert sorted(data.TILES) == sorted("FILNPTUVWXYZ")
    seen = set()
    for t in data.TILE_NAMES:
        orients = shapes.ORIENTS[t]
        assert all(len(o) == 5 for o in orients)
        assert len(set(orients)) == len(orients)
        seen |= set(orients)
    # 63 fixed pentominoes in all
    assert len(seen) == 63
    counts = {t: len(shapes.ORIENTS[t]) for t in data.TILE_NAMES}
    assert counts == {"F": 8, "I": 2, "L": 8, "N": 8, "P": 8, "T": 4, "U": 4, "V": 4, "W": 4, "X": 1,
                      "Y": 8, "Z": 4}
    no_flip = {t: len(orientations(t, False)) for t in data.TILE_NAMES}
    assert no_flip == {"F": 4, "I": 2, "L": 4, "N": 4, "P": 4, "T": 4, "U": 4, "V": 4, "W": 4, "X": 1,
                       "Y": 4, "Z": 2}
    # without flips the list is a prefix of the list with flips
    for t in data.TILE_NAMES:
        assert orientations(t, True)[: len(orientations(t, False))] == orientations(t, False)
    # every orientation is normalised (touches row 0 and column 0)
    for t in data.TILE_NAMES:
        for o in orientations(t):
            assert min(r for r, _ in o) == 0 and min(c for _, c in o) == 0


def test_boards_tokens_and_cards():
    for name, rows in data.BOARDS.items():
        text = "".join(rows)
        assert len(rows) == 5 and all(len(r) == 5 for r in rows)
        assert text.count("R") == 2 and text.count("S") == 6
        assert "R" not in (rows[0][0], rows[0][4], rows[4][0], rows[4][4])
    assert sorted(data.MISSION_CARDS) == sorted(data.TILE_NAMES)
    assert len(data.TOKEN_VALUES) * data.TOKENS_PER_VALUE == 72


def test_default_site_layout():
    st = new()
    assert shapes.popcount(st.rocks) == 8 and shapes.popcount(st.scarabs) == 24
    assert st.rocks & bit(1, 3) and st.rocks & bit(3, 8) and st.rocks & bit(8, 7)
    assert st.scarabs & bit(0, 2) and st.scarabs & bit(9, 9) and st.scarabs & bit(4, 4)
    assert st.view(0)["arrangement"] == [["A", 0], ["B", 0], ["C", 0], ["D", 0]]


def test_board_rotation_turns_clockwise():
    assert shapes.rotate_board(["ab", "cd"], 1) == ["ca", "db"]
    assert shapes.rotate_board(data.BOARDS["A"], 4) == list(data.BOARDS["A"])


def test_random_arrangement_option():
    layouts = set()
    for seed in range(12):
        st = ScarabyaState(2, seed, {"arrangement": "random"})
        arr = st.view(0)["arrangement"]
        assert sorted(b for b, _ in arr) == ["A", "B", "C", "D"]
        assert all(0 <= t < 4 for _, t in arr)
        rocks, scarabs = shapes.build_site(arr)
        assert (rocks, scarabs) == (st.rocks, st.scarabs)
        assert not st.rocks & shapes.CENTRE_MASK
        layouts.add(json.dumps(arr))
        # same seed, same layout (deterministic from the state's rng)
        assert ScarabyaState(2, seed, {"arrangement": "random"}).view(0)["arrangement"] == arr
    assert len(layouts) > 6


def test_every_arrangement_starts_without_closed_pockets():
    import itertools
    for perm in itertools.permutations("ABCD"):
        for turns in itertools.product(range(4), repeat=4):
            rocks, _ = shapes.build_site(list(zip(perm, turns)))
            assert all(shapes.popcount(r) > 4 for r in shapes.all_regions(shapes.FULL & ~rocks))


# ---- placement rules ------------------------------------------------------------------------------
def test_first_tile_must_cover_a_centre_square():
    st = new(order="I")
    before = fingerprint(st)
    with pytest.raises(IllegalAction) as exc:
        st.apply(place("I", I_V, 0, 0))
    assert exc.value.reason == "The first tile must cover a centre square."
    assert fingerprint(st) == before
    ev = play(st, place("I", I_V, 2, 4))   # rows 2-6 of column 4: covers (4,4) and (5,4)
    assert ev[0]["kind"] == "placed" and ev[0]["cells"] == [[r, 4] for r in range(2, 7)]
    for a in new(order="I").legal_actions():
        assert PLACEMENT_MASK[(a["tile"], a["orient"], a["row"], a["col"])] & shapes.CENTRE_MASK


def test_later_tiles_must_share_an_edge_not_a_corner():
    st = new(order="IX")
    st.apply(place("I", I_V, 2, 4))                       # column 4, rows 2..6
    assert st.current_tile() == "X"
    # X anchored (6,4): (6,5),(7,4),(7,5),(7,6),(8,5); (7,4) lies under (6,4): an edge
    assert st.placement_reason(0, "X", 0, 6, 4) is None
    # X anchored (7,4): (7,5) only meets (6,4) at a corner
    assert st.placement_reason(0, "X", 0, 7, 4) == "Must touch one of your tiles along an edge."
    st2 = new(order="IP")
    st2.apply(place("I", I_V, 2, 4))
    k = orient("P", "##", "##", "#.")
    # P anchored at (7,5): squares (7,5),(7,6),(8,5),(8,6),(9,5): only a corner at (7,5)/(6,4)
    assert st2.placement_reason(0, "P", k, 7, 5) == "Must touch one of your tiles along an edge."
    with pytest.raises(IllegalAction):
        st2.apply(place("P", k, 7, 5))
    st2.apply(place("P", k, 7, 4))                     # (7,4) right under (6,4)
    assert st2.placements[0][-1]["cells"] == [[7, 4], [7, 5], [8, 4], [8, 5], [9, 4]]


def test_off_site_rock_and_overlap_reasons():
    st = new(order="IL")
    st.apply(place("I", I_V, 2, 4))
    assert st.placement_reason(0, "L", 0, 7, 4) == "Off the site."           # 4 tall from row 7
    assert st.placement_reason(0, "L", 0, -1, 4) == "Off the site."
    assert st.placement_reason(0, "L", 0, 0, 9) == "Off the site."           # 2 wide at column 9
    # L upright anchored (0,3): (0,3),(1,3)=rock...
    assert st.placement_reason(0, "L", 0, 0, 3) == "Covers a rock."
    assert st.placement_reason(0, "L", 0, 3, 4) == "Overlaps a tile."
    assert st.placement_reason(0, "L", 99, 3, 4) == "That tile cannot be turned that way."
    assert st.placement_reason(0, "Q", 0, 3, 4) == "There is no such tile."
    assert st.placement_reason(0, "L", 0, 3.0, 4) == "Off the site."
    # illegal_reason adds whose tile it is
    assert st.illegal_reason(place("X", 0, 3, 5)) == "This turn's tile is the L."
    assert st.reason(Action.make("dance")) == "That is not a move in this game."
    assert st.reason(Action.make("place", tile="L")) is not None
    assert st.reason(Action.make("place", tile="L", orient=0, row=3, col=5, x=1)) is not None
    assert st.reason(Action.make("place", tile="L", orient=True, row=3, col=5)) is not None
    for bad in (place("L", 0, 0, 3), place("L", 0, 7, 4), Action.make("discard"), Action.make("dance")):
        before = fingerprint(st)
        with pytest.raises(IllegalAction) as exc:
            st.apply(bad)
        assert exc.value.reason
        assert fingerprint(st) == before


def test_illegal_reason_agrees_with_legal_actions_everywhere():
    rng = random.Random(5)
    for mode, players in (("standard", 2), ("duel", 2), ("solo", 1)):
        st = ScarabyaState(players, 3, {"mode": mode, "flips": rng.choice(["allowed", "not allowed"])})
        while not st.is_over:
            legal = set(st.legal_actions())
            tile = st.current_tile()
            for k in range(len(shapes.ORIENTS[tile])):
                for r in range(-1, 11):
                    for c in range(-1, 11):
                        a = place(tile, k, r, c)
                        assert (st.illegal_reason(a) is None) == (a in legal), a
            assert (st.illegal_reason(Action.make("discard")) is None) == (Action.make("discard") in legal)
            st.apply(rng.choice(sorted(legal, key=str)))


def test_legal_actions_are_every_position_in_stable_order():
    st = new(order="X")
    legal = st.legal_actions()
    # X (one orientation) covering a centre square: its middle on one of 12 squares around the centre,
    # except the two whose arm would land on the rock at (6,6) (middles (5,6) and (6,5))
    assert len(legal) == 10
    middles = {(a["row"] + 1, a["col"] + 1) for a in legal}
    assert (5, 6) not in middles and (6, 5) not in middles and (4, 4) in middles
    assert legal == sorted(legal, key=lambda a: (a["orient"], a["row"], a["col"]))
    assert st.legal_actions() == legal


def test_must_place_if_possible_otherwise_discard():
    st = new(order="IX")
    st.apply(place("I", I_V, 2, 4))
    with pytest.raises(IllegalAction) as exc:
        st.apply(Action.make("discard"))
    assert "must be placed" in exc.value.reason
    # fill every open square except isolated single holes (no X fits anywhere)
    holes = [(r, c) for r in range(10) for c in range(10) if (r + c) % 2 == 0 and (r, c) != (5, 4)]
    occupy(st, [(r, c) for r in range(10) for c in range(10)
                if (r, c) not in holes and not st.rocks & bit(r, c) and not st.occupied[0] & bit(r, c)])
    assert st.legal_actions() == [Action.make("discard")]
    assert st.illegal_reason(place("X", 0, 0, 0)) is not None
    ev = play(st, Action.make("discard"))
    assert ev[0]["kind"] == "discarded" and ev[0]["tile"] == "X" and ev[0]["seat"] == 0
    assert "fits nowhere" in ev[0]["reason"]
    assert st.discards == [{"seat": 0, "tile": "X", "round": 2}]
    assert st.round == 3 and ev[-1]["kind"] == "round_started"


def test_flips_not_allowed_option():
    st = new(order="L", flips="not allowed")
    mirrored = orient("L", ".#", ".#", ".#", "##")
    assert mirrored >= 4
    assert st.placement_reason(0, "L", mirrored, 3, 4) == "Flipping tiles is not allowed in this game."
    assert all(a["orient"] < 4 for a in st.legal_actions())
    allowed = new(order="L")
    assert allowed.placement_reason(0, "L", mirrored, 3, 4) is None
    assert len(allowed.legal_actions()) > len(st.legal_actions())


# ---- excavation areas and scoring -------------------------------------------------------------------
WALL = [(1, 0), (1, 1), (1, 2), (2, 3), (3, 3)]


def _top_left_pocket(**kw):
    """A wall under the top-left corner; an upright I in column 4 (rows 0..4) then closes
    {(0,0),(0,1),(0,2),(0,3)} (one scarab at (0,2)) against the rock at (1,3)."""
    st = new(order="IX", **kw)
    occupy(st, WALL)
    return st


def test_closing_an_area_scores_its_size_per_scarab():
    st = _top_left_pocket()
    assert st.preview(place("I", I_V, 0, 4)) == [
        {"cells": [[0, 0], [0, 1], [0, 2], [0, 3]], "scarabs": [[0, 2]], "size": 4, "points": 4}]
    assert st.scores() == [0]
    ev = play(st, place("I", I_V, 0, 4))
    kinds = [e["kind"] for e in ev]
    assert kinds[:2] == ["placed", "area_closed"]
    placed, area = ev[0], ev[1]
    assert placed["scarabs_covered"] == [[1, 4], [4, 4]]   # scarabs under a tile are lost
    assert area["cells"] == [[0, 0], [0, 1], [0, 2], [0, 3]] and area["scarabs"] == [[0, 2]]
    assert area["points"] == 4 and area["tokens"] == [4] and area["seat"] == 0
    assert st.scores() == [4] and st.tokens == [[4]] and st.supply[4] == 17
    assert st.score_breakdown() == [{"areas of 1": 0, "areas of 2": 0, "areas of 3": 0, "areas of 4": 4}]
    assert st.view(0)["sites"][0]["areas"][0]["points"] == 4
    assert st.view(0)["tokens"] == [[4]] and st.view(0)["supply"]["4"] == 17


def test_area_of_five_does_not_score_and_areas_never_score_twice():
    st = new(order="IXL")
    occupy(st, WALL + [(0, 5)])
    # an upright I from row 1 leaves {(0,0)..(0,4)} enclosed: 5 squares, not an excavation area
    ev = play(st, place("I", I_V, 1, 4))
    assert [e for e in ev if e["kind"] == "area_closed"] == []
    assert st.scores() == [0] and st.areas[0] == []
    # an area that scored is never scored again
    st2 = _top_left_pocket()
    st2.apply(place("I", I_V, 0, 4))
    assert st2.scores() == [4]
    ev = play(st2, place("X", 0, 3, 5))                     # (3,6),(4,5),(4,6),(4,7),(5,6)
    assert [e for e in ev if e["kind"] == "area_closed"] == []
    assert st2.scores() == [4] and len(st2.areas[0]) == 1


def test_several_areas_at_once():
    st = new(order="I")
    # left pocket as above; right pocket {(0,5),(0,6),(0,7)} (scarab (0,7)) fenced by (1,5), the rock
    # at (1,6), (1,7) and (0,8)
    occupy(st, WALL + [(1, 5), (1, 7), (0, 8)])
    ev = play(st, place("I", I_V, 0, 4))
    areas = [e for e in ev if e["kind"] == "area_closed"]
    got = {tuple(map(tuple, a["cells"])): (a["points"], a["tokens"]) for a in areas}
    assert got == {((0, 0), (0, 1), (0, 2), (0, 3)): (4, [4]), ((0, 5), (0, 6), (0, 7)): (3, [3])}
    assert st.scores() == [7]
    assert st.score_breakdown()[0] == {"areas of 1": 0, "areas of 2": 0, "areas of 3": 3, "areas of 4": 4}


def test_area_without_scarab_is_recorded_with_zero_points():
    st = new(order="I")
    occupy(st, [(1, 0), (1, 1)])
    # upright I in column 2 (covers scarabs (0,2),(2,2)) closes {(0,0),(0,1)}: no scarab
    ev = play(st, place("I", I_V, 0, 2))
    areas = [e for e in ev if e["kind"] == "area_closed"]
    assert len(areas) == 1
    assert areas[0]["cells"] == [[0, 0], [0, 1]] and areas[0]["scarabs"] == [] and areas[0]["points"] == 0
    assert areas[0]["tokens"] == [] and st.scores() == [0]
    assert st.view(0)["sites"][0]["areas"][0]["size"] == 2


def test_one_square_area_scores_one_per_scarab():
    st = new(order="I")
    # (2,0) holds a scarab; fence it with (1,0), (3,0) and then an I lying in row... column 1
    occupy(st, [(1, 0), (1, 1), (3, 0)])
    ev = play(st, place("I", I_H, 2, 1))                # (2,1)..(2,5)
    areas = [e for e in ev if e["kind"] == "area_closed"]
    assert [(a["cells"], a["points"], a["tokens"]) for a in areas] == [([[2, 0]], 1, [1])]
    assert st.score_breakdown()[0]["areas of 1"] == 1


def test_token_change_when_a_value_runs_out():
    full = {1: 18, 2: 18, 3: 18, 4: 18}
    assert make_change(4, full) == [4]
    assert make_change(4, {**full, 4: 0}) == [3, 1]
    assert make_change(4, {**full, 4: 0, 3: 0}) == [2, 2]
    assert make_change(4, {1: 5, 2: 1, 3: 0, 4: 0}) == [2, 1, 1]
    assert make_change(4, {1: 4, 2: 0, 3: 0, 4: 0}) == [1, 1, 1, 1]
    assert make_change(3, {1: 0, 2: 5, 3: 0, 4: 9}) == [2]     # no exact change: what fits
    assert make_change(2, {1: 0, 2: 0, 3: 0, 4: 0}) == []


def test_scoring_pays_change_and_keeps_counting_when_supply_is_empty():
    st = _top_left_pocket()
    st.supply = {1: 1, 2: 0, 3: 2, 4: 0}
    ev = play(st, place("I", I_V, 0, 4))
    area = [e for e in ev if e["kind"] == "area_closed"][0]
    assert area["tokens"] == [3, 1] and st.scores() == [4]
    assert st.supply == {1: 0, 2: 0, 3: 1, 4: 0}
    st2 = _top_left_pocket()
    st2.supply = {1: 0, 2: 0, 3: 0, 4: 0}
    ev = play(st2, place("I", I_V, 0, 4))
    assert [e for e in ev if e["kind"] == "area_closed"][0]["tokens"] == []
    assert st2.scores() == [4] and st2.tokens == [[]]


# ---- rounds, players, end ---------------------------------------------------------------------------
def test_standard_rounds_every_player_places_the_same_tile_first_player_rotates():
    st = new(players=3, order="XILPNTUVWYZF")
    assert st.round == 1 and st.current_tile() == "X" and st.current_player == 0
    assert st.view(0)["to_act"] == [0, 1, 2]
    seen = []
    while not st.is_over:
        r = st.round
        first = st.current_player
        seats = []
        for _ in range(3):
            seats.append(st.current_player)
            assert st.current_tile() == st.drawn[-1]
            ev = play(st, st.legal_actions()[0])
        seen.append((r, first, seats))
        if not st.is_over:
            assert ev[-1]["kind"] == "round_started" and ev[-1]["round"] == r + 1
    assert [s[1] for s in seen] == [0, 1, 2] * 4
    assert seen[1][2] == [1, 2, 0]
    assert st.round == 12 and len(st.drawn) == 12 and st.deck == []
    # every site got its own 12 (or fewer, if discarded) tiles
    for s in range(3):
        assert len(st.placements[s]) + sum(1 for d in st.discards if d["seat"] == s) == 12


def test_sites_are_independent_in_standard():
    st = new(players=2, order="IX")
    st.apply(place("I", I_V, 2, 4))
    # seat 1 still has an empty site: its first tile must cover the centre, and may overlap seat 0's
    assert st.current_player == 1
    assert st.placement_reason(1, "I", I_V, 2, 4) is None
    assert st.placement_reason(1, "I", I_V, 0, 0) == "The first tile must cover a centre square."
    st.apply(place("I", I_V, 0, 5))
    assert st.occupied[0] != st.occupied[1]


def test_game_end_winners_and_ties():
    st = new(players=2, order="IXLPNTUVWYZF")
    while not st.is_over:
        st.apply(st.legal_actions()[0])
    ev_scores = st.scores()
    assert st.current_player is None and st.legal_actions() == []
    best = max(ev_scores)
    assert st.winners() == [i for i, s in enumerate(ev_scores) if s == best]
    st.points = [5, 5]
    assert st.winners() == [0, 1]
    st.points = [3, 7]
    assert st.winners() == [1]
    with pytest.raises(IllegalAction) as exc:
        st.apply(Action.make("discard"))
    assert exc.value.reason == "The game is over."


def test_game_over_event():
    st = new(order="IXLPNTUVWYZF")
    ev = []
    while not st.is_over:
        ev = play(st, st.legal_actions()[-1])
    assert ev[-1]["kind"] == "game_over" and ev[-1]["scores"] == st.scores()
    assert ev[-1]["winners"] == [0]   # a lone score-attack player is the winner of their game


# ---- solo --------------------------------------------------------------------------------------------
def test_solo_needs_one_player_and_scores_covered_scarabs():
    from game.scarabya import INFO
    assert INFO.allowed_players({"mode": "solo"}) == [1]
    assert INFO.allowed_players({"mode": "duel"}) == [2]
    assert INFO.allowed_players({}) == [1, 2, 3, 4]
    with pytest.raises(ValueError):
        ScarabyaState(2, 0, {"mode": "solo"})
    st = new(mode="solo", order="I")
    st.apply(place("I", I_V, 0, 4))          # covers (1,4) and (4,4)
    assert st.scores() == [2]
    assert st.score_breakdown() == [{"scarabs covered": 2}]
    assert st.view(0)["solo"] == {"exposed": 22, "covered": 2, "total": 24, "result": None}


def test_solo_early_loss_when_a_scarab_is_sealed():
    st = new(mode="solo", order="IX")
    occupy(st, WALL)
    ev = play(st, place("I", I_V, 0, 4))        # seals scarab (0,2) in a 4-square area
    kinds = [e["kind"] for e in ev]
    assert "area_closed" in kinds and "scarab_sealed" in kinds and kinds[-1] == "game_over"
    assert [e for e in ev if e["kind"] == "area_closed"][0]["points"] == 0
    assert st.is_over and st.round == 1 and st.winners() == [] and st.solo_result == "lost"
    assert ev[-1]["result"] == "lost"


def test_solo_win_when_every_scarab_is_covered():
    st = new(mode="solo", order="IX")
    # pretend earlier tiles covered all scarabs but the two an upright I in column 4 takes
    others = [(r, c) for r in range(10) for c in range(10)
              if st.scarabs & bit(r, c) and (r, c) not in ((1, 4), (4, 4))]
    occupy(st, others + [(3, 3)])
    ev = play(st, place("I", I_V, 0, 4))
    assert st.is_over and st.winners() == [0] and st.solo_result == "won"
    assert ev[-1]["kind"] == "game_over" and ev[-1]["result"] == "won"
    assert st.scores() == [24]


def test_solo_loss_at_the_end_with_scarabs_exposed():
    st = new(mode="solo", order="IXLPNTUVWYZF")
    rng = random.Random(1)
    while not st.is_over:
        legal = st.legal_actions()
        safe = [a for a in legal if a.kind == "discard" or not any(x["scarabs"] for x in st.preview(a))]
        st.apply(rng.choice(safe or legal))
    assert (st.winners() == [0]) == (st.exposed_scarabs(0) == 0)


# ---- duel --------------------------------------------------------------------------------------------
def test_duel_rounds_cards_and_alternating_first_player():
    st = new(players=2, mode="duel", order="IXLPNTUVWYZF")
    assert st.rounds == 6
    assert st.round_tiles == ["I", "X"] and st.current_player == 0
    firsts = []
    while not st.is_over:
        firsts.append(st.current_player)
        st.apply(st.legal_actions()[0])
        st.apply(st.legal_actions()[0])
    assert firsts == [0, 1, 0, 1, 0, 1]
    assert len(st.drawn) == 12 and len(st.occupied) == 1
    assert len(st.placements[0]) + len(st.discards) == 12


def test_duel_second_card_goes_to_second_player_and_first_of_round_two_is_seat_one():
    st = new(players=2, mode="duel", order="IXLPNTUVWYZF")
    st.apply(place("I", I_V, 2, 4))
    assert st.current_player == 1 and st.current_tile() == "X"
    # seat 1's first tile may touch seat 0's tile (one shared site, no own-tile requirement)
    assert st.placement_reason(1, "X", 0, 3, 5) is None             # centre (4,6) next to (4,4)? (4,5)
    assert st.placement_reason(1, "X", 0, 7, 0) == "Must touch a tile already on the site along an edge."
    ev = play(st, place("X", 0, 3, 5))
    assert ev[-1]["kind"] == "round_started" and ev[-1]["first"] == 1 and ev[-1]["tiles"] == ["P", "L"]
    assert st.current_player == 1 and st.current_tile() == "L"


def test_duel_whoever_closes_an_area_scores_it():
    st = new(players=2, mode="duel", order="XIFLPNTUVWYZ")
    occupy(st, WALL, seat=0)
    st.apply(place("X", 0, 4, 2))                  # seat 0: (4,3),(5,2),(5,3),(5,4),(6,3)
    ev = play(st, place("I", I_V, 0, 4))           # seat 1 closes the top-left pocket
    area = [e for e in ev if e["kind"] == "area_closed"][0]
    assert area["seat"] == 1 and area["points"] == 4
    assert st.scores() == [0, 4] and st.tokens == [[], [4]]
    assert st.view(0)["sites"][0]["cover"][0][4] == [1, "I"]
