"""The kept games (ui/replays.py): only the last 50 finished games are kept, newest first and pruned in
the order kept whatever the clock said; a damaged record is set aside and reported; keeping never
raises (the replay viewer: tests/shell/test_replay.py)."""
from __future__ import annotations

import datetime
import json
from pathlib import Path

from game import save as game_save
from ui import replays

RECORDED = sorted((Path(__file__).resolve().parents[1] / "data" / "recorded").glob("*.json"))


def recorded(path):
    return json.loads(Path(path).read_text(encoding="utf-8"))


def by_name(prefix):
    return next(p for p in RECORDED if p.name.startswith(prefix))


def final_of(path):
    state, seats = game_save.from_record(recorded(path)["record"])
    return state, seats


def test_finished_games_are_kept_newest_first_and_only_the_last_50(app):
    state, seats = final_of(by_name("scarabya-2p"))
    start = datetime.datetime(2026, 1, 1, 12, 0)
    for i in range(replays.KEEP + 3):
        named = [dict(s, name=f"P{i}-{j}") for j, s in enumerate(seats)]
        assert replays.keep(state, named, when=start + datetime.timedelta(minutes=i)) is None
    files = list(replays.replays_dir().glob("*.json"))
    assert len(files) == replays.KEEP
    entries, problems = replays.recent()
    assert not problems and len(entries) == replays.KEEP
    assert entries[0].names[0] == f"P{replays.KEEP + 2}-0" and entries[-1].names[0] == "P3-0"
    assert entries[0].game == "scarabya" and entries[0].moves == len(state.log)
    assert entries[0].winner == [entries[0].names[i] for i in state.winners()]
    record = json.loads(entries[0].path.read_text())
    assert record["format"] == game_save.FORMAT and record["version"] == game_save.VERSION
    assert record["date"].startswith("2026-01-01T12:52")
    # the same game kept twice is one file
    replays.keep(state, [dict(s, name=f"P{replays.KEEP + 2}-{j}") for j, s in enumerate(seats)])
    assert len(list(replays.replays_dir().glob("*.json"))) == replays.KEEP
    # and an unfinished game is not kept
    replays.keep(replays.Replay.of_game(state, seats).state_at(3), seats)
    assert len(list(replays.replays_dir().glob("*.json"))) == replays.KEEP


def test_a_damaged_record_is_set_aside_and_reported(app):
    state, seats = final_of(by_name("scarabya-2p"))
    replays.keep(state, seats)
    folder = replays.replays_dir()
    (folder / "20260101-000000-000000-faras-broken.json").write_text("{not json", encoding="utf-8")
    (folder / "20260101-000001-000000-faras-other.json").write_text('{"format": "something else"}', encoding="utf-8")
    entries, problems = replays.recent()
    assert len(entries) == 1 and len(problems) == 2
    assert all("set aside" in p or "kept as" in p for p in problems)
    assert sorted(p.name for p in folder.glob("*.damaged")) == [
        "20260101-000000-000000-faras-broken.json.damaged", "20260101-000001-000000-faras-other.json.damaged"]
    # a record whose moves cannot be replayed is set aside when opened, with a message, no crash
    bad = json.loads(entries[0].path.read_text())
    bad["log"][3]["action"] = {"kind": "nonsense"}
    entries[0].path.write_text(json.dumps(bad), encoding="utf-8")
    replay, problem = replays.load(entries[0].path)
    assert replay is None and "cannot be replayed" in problem
    assert not entries[0].path.exists() and replays.recent() == ([], [])


def test_keeping_never_raises(app, monkeypatch):
    state, seats = final_of(by_name("scarabya-2p"))

    def broken(*a, **k):
        raise OSError(28, "No space left on device")
    monkeypatch.setattr(replays.storage, "write_json", broken)
    assert "could not be kept" in replays.keep(state, seats)


def test_kept_games_are_pruned_in_the_order_kept_whatever_the_clock_said(app):
    """A game finished while the clock is behind (or its file name sorts first) is the newest kept:
    the oldest kept go, never the file just written."""
    state, seats = final_of(by_name("scarabya-2p"))
    start = datetime.datetime(2026, 6, 1, 12, 0)
    for i in range(replays.KEEP):
        named = [dict(s, name=f"P{i}-{j}") for j, s in enumerate(seats)]
        assert replays.keep(state, named, when=start + datetime.timedelta(minutes=i)) is None
    behind = start - datetime.timedelta(days=400)     # the clock was set back a year
    late = [dict(s, name=f"Late-{j}") for j, s in enumerate(seats)]
    assert replays.keep(state, late, when=behind) is None
    entries, problems = replays.recent()
    assert not problems and len(entries) == replays.KEEP
    assert entries[0].names[0] == "Late-0"                      # newest kept shown first
    assert "P0-0" not in {e.names[0] for e in entries}          # the first kept went
    assert entries[-1].names[0] == "P1-0"
    # a file named by an older version (time stamp first) counts as kept before every numbered one
    old = replays.replays_dir() / "20991231-235959-000000-scarabya-oldname.json"
    old.write_text(entries[-1].path.read_text(), encoding="utf-8")
    replays.prune()
    assert not old.exists() and len(replays.recent()[0]) == replays.KEEP
