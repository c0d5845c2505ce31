"""Statistics kept (ui/stats.py): games counted once and kept across loads, computers apart by level,
a damaged file set aside while counting goes on (the statistics screen and what a table counts:
tests/shell/test_stats.py)."""
import json
import random

import pytest

from game import registry
from ui import stats


@pytest.fixture()
def data(tmp_path, monkeypatch):
    monkeypatch.setenv("DIGSITE_DATA_DIR", str(tmp_path))
    return tmp_path


def finished(game_id="scarabya", n=2, seed=3, options=None):
    info = registry.get(game_id)
    state = info.new_game(n, seed, info.resolve_options(options or {}))
    rng = random.Random(seed)
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
    return state


def seats(*specs):
    out = []
    for i, spec in enumerate(specs):
        if spec.startswith("bot:"):
            out.append({"name": f"Computer {i}", "colour": i, "kind": "bot", "level": spec[4:]})
        else:
            out.append({"name": spec, "colour": i, "kind": "human", "level": None})
    return out


def test_games_are_counted_and_kept_across_loads(data):
    s1 = finished(seed=3)
    assert stats.record_game(s1, seats("Anna", "Ben")) is None
    s2 = finished(seed=4)
    assert stats.record_game(s2, seats("anna ", "Cleo")) is None   # same person, stray space, other case
    loaded, problem = stats.load()
    assert problem is None
    rows = {r.name: r for r in loaded.rows("scarabya")}
    anna = rows["anna"]
    assert anna.played == 2
    assert anna.wins == (0 in s1.winners()) + (0 in s2.winners())
    assert anna.best == max(s1.scores()[0], s2.scores()[0])
    assert rows["Ben"].played == 1 and rows["Cleo"].played == 1
    assert (data / "stats.json").is_file()
    assert json.loads((data / "stats.json").read_text())["version"] == stats.VERSION


def test_one_game_is_counted_once(data):
    s = finished(seed=5)
    stats.record_game(s, seats("Anna", "Ben"))
    stats.record_game(s, seats("Anna", "Ben"))
    assert stats.load()[0].rows("scarabya")[0].played == 1


def test_computers_are_counted_apart_by_level(data):
    s = finished(seed=6)
    stats.record_game(s, seats("Computer", "bot:hard"))
    s = finished(seed=7, n=3)
    stats.record_game(s, seats("Anna", "bot:hard", "bot:hard"))
    rows = {r.name: r for r in stats.load()[0].rows("scarabya")}
    assert rows["Computer"].played == 1 and not rows["Computer"].bot    # a person who chose that name
    hard = rows["Computer: hard"]
    assert hard.bot and hard.played == 2    # two hard seats in one game count as one game played
    assert hard.wins == (1 in finished(seed=6).winners()) + any(i in s.winners() for i in (1, 2))
    assert [r.bot for r in stats.load()[0].rows("scarabya")][-1] is True   # computers listed after people


def test_a_damaged_file_is_set_aside_and_counting_goes_on(data):
    (data / "stats.json").write_text("{ not json")
    loaded, problem = stats.load()
    assert problem and "damaged" in problem and loaded.games == {}
    assert (data / "stats.json.damaged").is_file()
    assert stats.record_game(finished(), seats("Anna", "Ben")) is None
    assert stats.load()[0].rows("scarabya")
    # another version is set aside too, never misread
    (data / "stats.json").write_text(json.dumps({"version": 999, "games": {}}))
    loaded, problem = stats.load()
    assert problem and loaded.games == {}
    # wrong types inside a good file are ignored, not fatal
    (data / "stats.json").write_text(json.dumps({"version": stats.VERSION, "games": {
        "scarabya": {"human:x": {"name": "X", "played": "lots", "wins": -1, "best": True}, "bad": 3}}}))
    loaded, problem = stats.load()
    assert problem is None
    row = loaded.rows("scarabya")[0]
    assert (row.played, row.wins, row.best) == (0, 0, None)
