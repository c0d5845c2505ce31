"""The autosave and the settings file under faults: damaged, foreign or tampered files, a folder
that refuses writes, a full disk, and a writer killed with SIGKILL at random moments.

Every fault gives the player a clear message, keeps a damaged file aside as *.damaged (a file that
could not be written leaves the previous save untouched instead) and raises nothing.
tests/ui/test_storage.py has the basic cases (a few damaged autosaves, an illegal move, ENOSPC from
mkstemp); this file covers the rest.
"""
from __future__ import annotations

import errno
import json
import os
import random
import signal
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from unittest import mock

import pytest
from hypothesis import HealthCheck, given, settings as hsettings
from hypothesis import strategies as st

from game import registry, save
from ui import savegame, settings, storage

ROOT = Path(__file__).resolve().parents[2]
SEATS = [{"name": "Anna", "colour": 0, "kind": "human"}, {"name": "Ben", "colour": 1, "kind": "bot", "level": "easy"}]
DAMAGED = "The saved game was damaged and could not be read. It was kept as autosave.json.damaged."


@pytest.fixture()
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("DIGSITE_DATA_DIR", str(tmp_path))
    return tmp_path


def game_in_progress(moves: int = 40, game_id: str = "faras", seed: int = 5):
    info = registry.get(game_id)
    state = info.new_game(2, seed, info.default_options())
    rng = random.Random(seed)
    for _ in range(moves):
        state.apply(rng.choice(state.legal_actions()))
    assert not state.is_over
    return state


def saved_bytes(state, seats=SEATS) -> bytes:
    with tempfile.TemporaryDirectory() as d:
        storage.write_json(Path(d) / "x.json", save.to_record(state, seats))
        return (Path(d) / "x.json").read_bytes()


def files(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir())


def assert_set_aside(folder: Path, content: bytes) -> None:
    assert files(folder) == ["autosave.json.damaged"]
    assert (folder / "autosave.json.damaged").read_bytes() == content   # kept as it was, for a bug report


# ---- damaged and foreign files ------------------------------------------------------------------
@pytest.mark.parametrize("cut_at", [lambda n: 1, lambda n: n // 2, lambda n: n - 1],
                         ids=["one byte", "half", "all but the last byte"])
def test_truncated_autosave(data_dir, cut_at):
    whole = saved_bytes(game_in_progress())
    cut = whole[:cut_at(len(whole))]
    (data_dir / "autosave.json").write_bytes(cut)
    assert savegame.load() == (None, None, DAMAGED)
    assert_set_aside(data_dir, cut)


def test_empty_autosave(data_dir):
    (data_dir / "autosave.json").write_bytes(b"")
    assert savegame.load() == (None, None, DAMAGED)
    assert_set_aside(data_dir, b"")


@hsettings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(content=st.binary(max_size=300) | st.builds(lambda b: b'{"format": "digsite-game", ' + b, st.binary(max_size=80)))
def test_random_bytes_never_raise_and_are_set_aside(content):
    with tempfile.TemporaryDirectory() as d, mock.patch.dict(os.environ, {"DIGSITE_DATA_DIR": d}):
        folder = Path(d)
        (folder / "autosave.json").write_bytes(content)
        state, seats, message = savegame.load()
        assert state is None and seats is None
        assert message.startswith(("The saved game was damaged", "The saved game could not be resumed"))
        assert message.endswith("It was kept as autosave.json.damaged.")
        assert_set_aside(folder, content)


@pytest.mark.parametrize("version", [0, 2, 99, "1", None])
def test_valid_save_of_another_version(data_dir, version):
    record = save.to_record(game_in_progress(), SEATS)
    record["version"] = version
    content = json.dumps(record).encode()
    (data_dir / "autosave.json").write_bytes(content)
    assert savegame.load() == (None, None, "The saved game could not be resumed: This game was saved by a "
                               f"different version (format {version!r}). It was kept as autosave.json.damaged.")
    assert_set_aside(data_dir, content)


@pytest.mark.parametrize("change,why", [
    (lambda log: log[7].update(action={"kind": "reveal", "cell": 999}), "Move 8 in the file cannot be replayed:"),
    (lambda log: log[3].update(seat=1 - log[3]["seat"]), "Move 4 in the file cannot be replayed: it was not that seat's turn."),
    (lambda log: log.insert(5, "reveal 12"), "Move 6 in the file cannot be replayed: the move is malformed."),
    (lambda log: log[0].update(action={"cell": 3}), "Move 1 in the file cannot be replayed: the move is malformed."),
    (lambda log: log.append({"seat": 0, "action": {"kind": "end_memorise"}}), "Move 41 in the file cannot be replayed:"),
])
def test_action_log_with_an_illegal_or_malformed_move(data_dir, change, why):
    record = save.to_record(game_in_progress(), SEATS)
    change(record["log"])
    content = json.dumps(record).encode()
    (data_dir / "autosave.json").write_bytes(content)
    state, seats, message = savegame.load()
    assert state is None and seats is None
    assert message.startswith("The saved game could not be resumed: " + why), message
    assert message.endswith(" It was kept as autosave.json.damaged.")
    assert_set_aside(data_dir, content)


@pytest.mark.parametrize("field,value,text", [
    ("game", "chess", "Unknown game 'chess'."),
    ("players", 9, "Faras cannot be played by 9 players with these options."),
    ("seed", "forty", "The file is missing the player count or the seed."),
    ("log", {"0": "x"}, "The file has no move list."),
    ("format", "zip", "This is not a Dig Site game file."),
])
def test_tampered_record_fields(data_dir, field, value, text):
    record = save.to_record(game_in_progress(), SEATS)
    record[field] = value
    (data_dir / "autosave.json").write_text(json.dumps(record))
    assert savegame.load() == (None, None, f"The saved game could not be resumed: {text} "
                                           "It was kept as autosave.json.damaged.")


def test_a_rules_error_while_replaying_is_a_message(data_dir, monkeypatch):
    state = game_in_progress()
    savegame.write(state, SEATS)

    def broken(self, action):
        raise ZeroDivisionError("a rules bug")
    monkeypatch.setattr(type(state), "_apply", broken)
    assert savegame.load() == (None, None, "The saved game could not be resumed (ZeroDivisionError).")
    assert files(data_dir) == ["autosave.json.damaged"]


def test_a_second_damaged_file_does_not_replace_the_first(data_dir):
    for n, content in enumerate([b"{", b"[", b"\xff"], 1):
        (data_dir / "autosave.json").write_bytes(content)
        state, _, message = savegame.load()
        assert state is None and message
    assert files(data_dir) == ["autosave.json.2.damaged", "autosave.json.3.damaged", "autosave.json.damaged"]
    assert (data_dir / "autosave.json.damaged").read_bytes() == b"{"


def test_unreadable_autosave_is_reported_and_left_in_place(data_dir, monkeypatch):
    """Permission to read refused (another user's file): not damaged, so not renamed."""
    savegame.write(game_in_progress(), SEATS)
    real = Path.read_bytes

    def refuse(self):
        if self.name == "autosave.json":
            raise PermissionError(errno.EACCES, "Permission denied", str(self))
        return real(self)
    monkeypatch.setattr(Path, "read_bytes", refuse)
    assert savegame.load() == (None, None, "The saved game could not be read (Permission denied).")
    assert files(data_dir) == ["autosave.json"]


def test_settings_of_another_version_or_damaged_fall_back_with_a_message(data_dir):
    (data_dir / "settings.json").write_text(json.dumps({"version": 7, "settings": {"volume": 0.1}}))
    s, message = settings.load()
    assert s == settings.Settings()
    assert message == "The settings file was from another version and was set aside."
    assert files(data_dir) == ["settings.json.damaged"]
    (data_dir / "settings.json").write_bytes(b"")
    s, message = settings.load()
    assert s == settings.Settings()
    assert message == ("The settings file was damaged and could not be read. It was kept as "
                       "settings.json.2.damaged. Default settings are in use.")


# ---- a folder that refuses writes, a full disk ------------------------------------------------
# Tests run as root, where chmod does not stop writes: the refusals are simulated.
def _previous_save(data_dir):
    before = game_in_progress(30)
    assert savegame.write(before, SEATS) is None
    return before, (data_dir / "autosave.json").read_bytes()


def _still_loads(data_dir, before, content):
    assert files(data_dir) == ["autosave.json"], "no temp file may be left behind"
    assert (data_dir / "autosave.json").read_bytes() == content
    loaded, seats, message = savegame.load()
    assert message is None and seats == SEATS
    assert [e.action for e in loaded.log] == [e.action for e in before.log]


def test_read_only_folder_rename_refused(data_dir):
    before, content = _previous_save(data_dir)

    def refuse(src, dst):
        raise PermissionError(errno.EACCES, "Permission denied")
    with mock.patch.object(storage.os, "replace", refuse):
        assert savegame.write(game_in_progress(31), SEATS) == "The game could not be saved (Permission denied)."
        assert settings.save(settings.Settings()) == "Settings could not be saved (Permission denied)."
    _still_loads(data_dir, before, content)


def test_read_only_folder_create_refused(data_dir):
    before, content = _previous_save(data_dir)
    real_open = os.open

    def refuse(path, flags, *a, **k):
        if flags & os.O_CREAT:
            raise PermissionError(errno.EACCES, "Permission denied", path)
        return real_open(path, flags, *a, **k)
    with mock.patch.object(os, "open", refuse):   # what tempfile.mkstemp calls
        assert savegame.write(game_in_progress(31), SEATS) == "The game could not be saved (Permission denied)."
        assert settings.save(settings.Settings()) == "Settings could not be saved (Permission denied)."
    _still_loads(data_dir, before, content)


@pytest.mark.parametrize("where", ["write", "fsync"])
def test_disk_full_while_writing(data_dir, where):
    """ENOSPC after the temp file exists (half written): the old save stays, the temp file goes."""
    before, content = _previous_save(data_dir)
    if where == "fsync":
        def full(fd):
            raise OSError(errno.ENOSPC, "No space left on device")
        fault = mock.patch.object(storage.os, "fsync", full)
    else:
        real_fdopen = os.fdopen

        class HalfWritten:
            def __init__(self, fh):
                self.fh = fh

            def __enter__(self):
                return self

            def __exit__(self, *exc):
                self.fh.close()

            def write(self, text):
                self.fh.write(text[: len(text) // 2])
                self.fh.flush()
                raise OSError(errno.ENOSPC, "No space left on device")

            def __getattr__(self, name):
                return getattr(self.fh, name)
        fault = mock.patch.object(storage.os, "fdopen", lambda fd, *a, **k: HalfWritten(real_fdopen(fd, *a, **k)))
    with fault:
        assert savegame.write(game_in_progress(31), SEATS) == "The game could not be saved (No space left on device)."
        assert settings.save(settings.Settings()) == "Settings could not be saved (No space left on device)."
    _still_loads(data_dir, before, content)


# ---- found while writing these tests (fixed in 64feaba) -----------------------------------------
def test_deeply_nested_json_is_damaged_not_a_crash(data_dir):
    """json.loads raises RecursionError (not a ValueError) on deeply nested input; it escaped
    savegame.load() and settings.load(), so such a settings file stopped App() at every start."""
    (data_dir / "autosave.json").write_bytes(b"[" * 100_000)
    assert savegame.load() == (None, None, DAMAGED)
    (data_dir / "settings.json").write_bytes(b'{"a":' * 100_000)
    s, message = settings.load()
    assert s == settings.Settings() and "damaged" in message


def test_tampered_seat_list_is_set_aside_with_a_reason(data_dir):
    """Seats that are not seat records (a hand-edited save) are refused on load: a game opened with
    made-up seats would turn the people in it into computer players."""
    record = save.to_record(game_in_progress(10), [1, "two"])
    (data_dir / "autosave.json").write_text(json.dumps(record))
    state, seats, message = savegame.load()
    assert state is None and "list of players" in message and "autosave.json.damaged" in message
    assert not (data_dir / "autosave.json").exists() and (data_dir / "autosave.json.damaged").exists()


def test_a_killed_writers_temp_file_is_cleaned_up(data_dir):
    """A writer killed mid-write leaves NAME.*.tmp; the next save removes it once it is old (a
    young one may belong to another running copy of the app)."""
    stale = data_dir / "autosave.json.k1ll3d.tmp"
    stale.write_text('{"format": "digsite-game", "lo')
    old = time.time() - 3600
    os.utime(stale, (old, old))
    young = data_dir / "autosave.json.4n0th3r.tmp"
    young.write_text("{")
    assert savegame.write(game_in_progress(), SEATS) is None
    assert files(data_dir) == ["autosave.json", "autosave.json.4n0th3r.tmp"]


# ---- SIGKILL during many saves -----------------------------------------------------------------
WRITER = r"""
import random, sys
from game import registry
from ui import savegame
info = registry.get("faras")
seats = [{"name": "A", "colour": 0, "kind": "bot", "level": "easy"},
         {"name": "B", "colour": 1, "kind": "bot", "level": "easy"}]
state, _, problem = savegame.load()          # resume as the app's Continue would
assert problem is None, problem
if state is None:
    state = info.new_game(2, 1, info.default_options())
    assert savegame.write(state, seats) is None
print("writing", flush=True)
while True:
    rng = random.Random(state.seed * 100003 + len(state.log))
    nxt = state.clone()
    nxt.apply(rng.choice(nxt.legal_actions()))
    if nxt.is_over:                          # a finished game is not resumable: start the next one
        nxt = info.new_game(2, state.seed + 1, info.default_options())
    state = nxt
    problem = savegame.write(state, seats)
    assert problem is None, problem
"""

KILLS = 30


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_writer_killed_at_random_moments_always_leaves_a_loadable_save(data_dir):
    """A writer rewriting the autosave of a growing game is killed KILLS times at random moments;
    after each kill the autosave loads, and the game never goes back (no finished move is lost
    except the one being written). Stale temp files from the kills do not disturb loading."""
    rng = random.Random(20240601)
    env = {**os.environ, "DIGSITE_DATA_DIR": str(data_dir), "PYTHONPATH": str(ROOT)}
    progress = (0, -1)   # (game seed, moves in its log) of the last good load
    for kill in range(KILLS):
        child = subprocess.Popen([sys.executable, "-c", WRITER], cwd=ROOT, env=env,
                                 stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        guard = threading.Timer(30, child.kill)   # a writer that never starts must not hang the run
        guard.start()
        line = child.stdout.readline()
        guard.cancel()
        if line.strip() != "writing":
            child.kill()
            pytest.fail(f"the writer did not start: {line!r} {child.communicate()[1][-2000:]}")
        time.sleep(rng.uniform(0.0, 0.15))
        os.kill(child.pid, signal.SIGKILL)
        child.wait(10)
        child.stdout.close()
        child.stderr.close()
        assert child.returncode == -signal.SIGKILL, f"the writer ended by itself (kill {kill})"
        state, seats, message = savegame.load()
        assert message is None, f"after kill {kill}: {message}"
        assert state is not None and not state.is_over and seats[0]["name"] == "A"
        now = (state.seed, len(state.log))
        assert now >= progress, f"after kill {kill} the save went back from {progress} to {now}"
        progress = now
    leftovers = [n for n in files(data_dir) if n.endswith(".tmp")]
    assert [n for n in files(data_dir) if not n.endswith(".tmp")] == ["autosave.json"]
    print(f"\n{KILLS} kills; the game reached seed {progress[0]} move {progress[1]}; "
          f"{len(leftovers)} kills landed mid-write (temp files left)")


def test_the_background_autosave_keeps_the_newest_move_and_tells_a_failure(data_dir):
    """A table saves after each move through the background writer: whoever then asks for the file
    finds the last move; clear() after a move still waiting leaves no file; a failed write becomes
    a message for the player."""
    older, newer = game_in_progress(10), game_in_progress(31)
    savegame.write_soon(older, SEATS)
    savegame.write_soon(newer, SEATS)
    loaded, _, message = savegame.load()
    assert message is None and len(loaded.log) == len(newer.log)
    savegame.write_soon(older, SEATS)
    savegame.clear()
    assert not savegame.exists()

    def full(fd):
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
    with mock.patch.object(storage.os, "fsync", full):
        savegame.write_soon(newer, SEATS)
        savegame.flush()
    assert savegame.take_problem() == "The game could not be saved (No space left on device)."
    assert savegame.take_problem() is None and not savegame.exists()
    # one kept writer for every move (starting a thread per move cost the frame 3 ms), still alive
    # after a failure, and saving again
    writer = savegame._writer
    savegame.write_soon(older, SEATS)
    savegame.flush()
    savegame.write_soon(newer, SEATS)
    loaded, _, message = savegame.load()
    assert savegame._writer is writer and writer.is_alive()
    assert message is None and len(loaded.log) == len(newer.log)


def test_a_table_tells_a_failed_background_autosave(tmp_path, monkeypatch):
    from tests.ui_events import headless_app, open_table
    monkeypatch.setenv("DIGSITE_DATA_DIR", str(tmp_path))
    app = headless_app(tmp_path, monkeypatch)
    scene = open_table(app, game_in_progress(31), ["human", "human"])

    def refuse(*a, **k):
        raise PermissionError(errno.EACCES, os.strerror(errno.EACCES))
    with mock.patch.object(storage.os, "replace", refuse):
        scene.match.apply(scene.match.legal_actions()[0])
        savegame.flush()
    app.step(1 / 60, [])
    assert any("could not be saved (Permission denied)" in item[0] for item in app.toasts.items)
