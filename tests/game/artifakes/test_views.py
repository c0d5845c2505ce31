"""Artifakes views (game/artifakes/view.py): what each seat may see, and the previews of the plays
the seat to act may make."""
import json
import random

from game.artifakes import perturb_hidden
from game.core import Action
from tests.game.artifakes.helpers import dead, dig_table, kinds


def mine(d=0, b=0):
    return ((d, b), (0, 0))


def theirs(d=0, b=0):
    return ((0, 0), (d, b))


def test_view_hides_the_rival_hand_and_deck_order():
    st = dig_table({3: mine(1)}, [["3d", "10d"], ["11d", "12d"]], turn=0)
    v0, v1, vs = st.view(0), st.view(1), st.view(None)
    text0 = json.dumps(v0)
    assert "11d" not in text0 and "12d" not in text0
    assert v0["players"][1]["hand_size"] == 2
    assert [c["id"] for c in v0["hand"]] == ["3d", "10d"]
    assert vs["hand"] is None and "3d" not in json.dumps(vs)
    assert v0["deck_size"] == len(st.deck)
    other = perturb_hidden(st, 0, random.Random(3))
    assert json.dumps(other.view(0), sort_keys=True) == json.dumps(v0, sort_keys=True)


def test_view_lists_what_the_table_shows():
    st = dig_table({3: mine(1)}, [["3d"], ["11d"]], turn=0, total=(4, 9), streak=2,
                   dead_cards=(("20d",), ()))
    v = st.view(1)
    for key in ("spaces", "inspector", "players", "discard", "deck_size", "dead_streak", "round",
                "phase", "first_burier", "first_digger", "path_length", "storm_limit"):
        assert key in v
    assert v["dead_streak"] == 2 and v["storm_limit"] == 4
    assert v["players"][0]["position"] == 4 and v["players"][1]["position"] == 9
    assert v["players"][0]["dead_cards"] == ["20d"]
    assert v["spaces"][2]["pieces"][0] == {"disk": 1, "bar": 0}
    json.dumps(v)


def test_previews_show_outcome_of_each_legal_play_and_match_apply():
    pieces = {4: ((1, 1), (0, 1)), 2: mine(1), 8: theirs(0, 1)}
    st = dig_table(pieces, [["2d", "9d", "25d"], ["20d"]], inspector=2, turn=0)
    v = st.view(0)
    acts = [Action.from_json(p["action"]) for p in v["previews"]]
    assert acts == st.legal_actions()
    assert st.view(1)["previews"] == []        # only the seat to act gets previews
    for p in v["previews"]:
        a = Action.from_json(p["action"])
        after = st.clone()
        ev = after.apply(a)
        if p["dead"]:
            assert "dead_card" in kinds(ev)
            continue
        assert after.inspector == p["landing"]
        rec = [e for e in ev if e.kind == "recovered"]
        assert (rec[0]["points"] if rec else 0) == p["recovered_points"]
        des = [e for e in ev if e.kind == "destroyed"]
        assert (des[0]["points"] if des else 0) == p["destroyed_points"]
    best = [p for p in v["previews"] if not p["dead"] and p["landing"] == 4]
    assert best and best[0]["recovered_points"] == 3 and best[0]["destroyed_points"] == 2
    assert st.preview(dead("2d")) is None
