"""The data folder as a whole: one window owns it (a second one only reads), a finished game is
recorded before its autosave goes (a stop in between loses nothing), and the render cache keeps
to a budget and gives way to the autosave when the disk is nearly full."""
from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from game import save as game_save
from game.match import Match
from ui import datalock, replays, savegame, stats, storage

ROOT = Path(__file__).resolve().parents[2]
RECORDED = {p.name.split("-")[0]: p for p in sorted((ROOT / "tests" / "data" / "recorded").glob("*-2p-*.json"))}


@pytest.fixture()
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("DIGSITE_DATA_DIR", str(tmp_path))
    yield tmp_path
    datalock.release(tmp_path)
    datalock._held.pop(datalock._key(tmp_path), None)


def new_app():
    from scenes.shell.app import App
    a = App(headless=True, surface_size=(1280, 720))
    a.settings.bot_delay = 0.0
    return a


def one_move_from_the_end(game_id: str):
    """A match one move before the end of a recorded game, and that last move."""
    record = json.loads(RECORDED[game_id].read_text(encoding="utf-8"))["record"]
    final, seats = game_save.from_record(record)
    before = replays.Replay(record).state_at(len(final.log) - 1)
    return Match(before, seats), final.log[-1].action


def table_for(app, match):
    from scenes.table.games import scene_class
    scene = scene_class(match.game_id)(app, match)
    app.scenes.push(scene)
    return scene


def told(app, words: str) -> bool:
    return any(words in item[0] for item in app.toasts.items)


def snapshot(folder: Path) -> dict:
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*"))
            if p.is_file() and p.name != datalock.LOCK_NAME}


def counted(game_id: str) -> int:
    """How many games of `game_id` the statistics hold (each finished game is one key)."""
    data, problem = stats.load()
    assert problem is None
    assert bool(data.rows(game_id)) == any(k.startswith(game_id + ":") for k in data.recent)
    return sum(k.startswith(game_id + ":") for k in data.recent)


class OtherCopy:
    """Another running copy of the app holding the data folder (a real second process)."""

    def __init__(self, folder: Path):
        env = dict(os.environ, DIGSITE_DATA_DIR=str(folder))
        code = ("import sys; from ui import datalock; h = datalock.acquire(); "
                "print('owner' if h.owner else 'reader', flush=True); sys.stdin.read()")
        self.proc = subprocess.Popen([sys.executable, "-c", code], cwd=ROOT, env=env, text=True,
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE)
        assert self.proc.stdout.readline().strip() == "owner"

    def stop(self):
        self.proc.stdin.close()
        self.proc.wait(30)


# ---- one window owns the data folder -----------------------------------------------------------------
def test_a_second_window_on_the_same_data_folder_says_so_and_writes_nothing(data_dir):
    owner = new_app()           # a first window of this test's own: its saved game and statistics
    match, last = one_move_from_the_end("thebes")
    assert savegame.write(match) is None
    before = snapshot(data_dir)
    datalock.release(data_dir)  # ...and it is closed; a copy in another process takes the folder
    other = OtherCopy(data_dir)
    try:
        app = new_app()
        assert app.read_only and told(app, "Another Dig Site window is using this data folder")
        # a game played to its end here: no autosave, statistics or replay; no setting written
        scene = table_for(app, Match(match.state.clone(), match.seats))
        scene.match.apply(last)
        assert scene.match.is_over
        scene.record_stats()
        savegame.flush()
        app.settings.volume = 0.1
        app.save_settings()
        assert told(app, "another Dig Site window is using the data folder")
        savegame.clear()
        assert snapshot(data_dir) == before
        assert savegame.write(match) is not None
    finally:
        other.stop()
    del owner


def test_a_lock_left_by_a_process_that_is_gone_or_whose_id_was_reused_is_taken_over(data_dir):
    lock = data_dir / datalock.LOCK_NAME
    gone = subprocess.Popen([sys.executable, "-c", "pass"])
    gone.wait()
    lock.write_text(json.dumps({"pid": gone.pid, "host": datalock._host(), "started": 1.0,
                                "process_start": "1"}), encoding="utf-8")
    assert datalock.acquire(data_dir).owner
    assert json.loads(lock.read_text())["pid"] == os.getpid()
    datalock.release(data_dir)
    assert not lock.exists()
    # a live process whose start time is not the lock's: the id was given to another program
    parent = os.getppid()
    if datalock.process_start(parent) is not None:
        lock.write_text(json.dumps({"pid": parent, "host": datalock._host(), "started": 1.0,
                                    "process_start": "not-" + datalock.process_start(parent)}), encoding="utf-8")
        assert datalock.acquire(data_dir).owner
        datalock.release(data_dir)
    # a damaged lock file that is not new is debris too
    lock.write_text("{half a lock", encoding="utf-8")
    old = time.time() - 60
    os.utime(lock, (old, old))
    assert datalock.acquire(data_dir).owner


def test_a_live_lock_is_respected_and_let_go_when_its_window_closes(data_dir):
    other = OtherCopy(data_dir)
    try:
        held = datalock.acquire(data_dir)
        assert not held.owner and held.pid == other.proc.pid and datalock.read_only(data_dir)
        with pytest.raises(storage.ReadOnlyFolder):
            storage.write_json(data_dir / "stats.json", {})
    finally:
        other.stop()
    assert not (data_dir / datalock.LOCK_NAME).exists()      # the other window let go as it closed
    assert datalock.acquire(data_dir).owner


def test_statistics_are_read_again_and_merged_under_their_lock(data_dir, monkeypatch):
    """A game another writer counts while this one waits for the statistics' lock is kept."""
    match, last = one_move_from_the_end("faras")
    match.apply(last)
    other_match, other_last = one_move_from_the_end("thebes")
    other_match.apply(other_last)
    lock = stats.stats_path().with_name("stats.json.lock")
    lock.parent.mkdir(parents=True, exist_ok=True)
    lock.write_text("another writer", encoding="utf-8")
    waits = []

    def other_writer_finishes(seconds):
        # the other writer, holding the lock, records its game and lets go
        if not waits:
            data, _ = stats.load()
            stats.record(data, "thebes", other_match.seats, other_match.scores(), other_match.winners(),
                         stats.game_key(other_match.state))
            assert stats.save(data) is None
            lock.unlink()
        waits.append(seconds)
    monkeypatch.setattr(storage.time, "sleep", other_writer_finishes)
    assert stats.record_game(match) is None
    assert waits and counted("faras") == 1 and counted("thebes") == 1
    assert not lock.exists()


# ---- a finished game is recorded before its autosave goes ----------------------------------------------
class Stopped(BaseException):
    """The app stopped at this point (a kill)."""


@pytest.mark.parametrize("stop_in", ["statistics", "replays"])
def test_a_stop_while_a_finished_game_is_recorded_loses_nothing(data_dir, monkeypatch, stop_in):
    app = new_app()
    match, last = one_move_from_the_end("artifakes")
    scene = table_for(app, match)

    def stop(*args, **kwargs):
        raise Stopped()
    if stop_in == "statistics":
        monkeypatch.setattr(stats, "record_game", stop)
    else:
        monkeypatch.setattr(replays, "keep", stop)
    with pytest.raises(Stopped):
        scene.match.apply(last)
    monkeypatch.undo()
    monkeypatch.setenv("DIGSITE_DATA_DIR", str(data_dir))
    # the finished game is still in the autosave, marked finished
    record = json.loads(savegame.autosave_path().read_text(encoding="utf-8"))
    assert record["progress"].get("over") is True and len(record["log"]) == len(scene.match.state.log)
    for _ in range(2):   # the next start records it, once; the start after it finds nothing to do
        new_app()
        assert not savegame.exists()
        assert counted("artifakes") == 1
        entries, problems = replays.recent()
        assert not problems and len(entries) == 1 and entries[0].moves == len(scene.match.state.log)


def test_a_game_that_ends_normally_is_recorded_and_its_autosave_removed(data_dir):
    app = new_app()
    match, last = one_move_from_the_end("scarabya")
    scene = table_for(app, match)
    scene.match.apply(last)
    assert not savegame.exists() and counted("scarabya") == 1 and len(replays.recent()[0]) == 1
    scene.record_stats()
    assert counted("scarabya") == 1


# ---- the render cache gives way ------------------------------------------------------------------------
def cache_files(folder: Path) -> list[Path]:
    return sorted(p for p in (folder / "cache").rglob("*") if p.is_file())


def menu_at(app, size):
    from scenes.shell.menu import MenuScene
    app.set_window_size(*size)
    menu = MenuScene(app)
    app.scenes.reset(menu)
    app.step(1 / 60, [])
    app.draw()
    menu.update(0.0)      # the picture at rest is written after the first frame
    return menu


def test_the_render_cache_keeps_to_its_budget_dropping_the_oldest(data_dir, monkeypatch):
    from ui import diskcache
    app = new_app()
    sizes = [(960, 540), (1000, 600), (1024, 640), (1100, 620), (1200, 700)]
    one = 960 * 540 * 3
    monkeypatch.setattr(diskcache, "BUDGET", int(one * 2.6))
    for i, size in enumerate(sizes):
        menu_at(app, size)
        pictures = [p for p in cache_files(data_dir) if p.name.startswith("menu-")]
        assert pictures, "each window size keeps its menu picture"
        stamp = time.time() - 1000 + i      # written in this order, a second apart
        for p in pictures:
            if p.name.startswith(f"menu-{size[0]}x{size[1]}-"):
                os.utime(p, (stamp, stamp))
    total = sum(p.stat().st_size for p in cache_files(data_dir))
    assert total <= diskcache.BUDGET
    kept = {p.name.split("-")[1] for p in cache_files(data_dir) if p.name.startswith("menu-")}
    assert "1200x700" in kept and "960x540" not in kept


def test_a_failed_cache_write_leaves_no_temp_file(data_dir, monkeypatch):
    import pygame
    from ui import assets

    def half_written(surf, path):
        Path(path).write_bytes(b"\0" * 4096)
        raise OSError(28, "No space left on device")
    monkeypatch.setattr(pygame.image, "save", half_written)
    target = data_dir / "cache" / "svg" / "art_x-10x10-0.png"
    assets._write(target, pygame.Surface((10, 10)))
    assert cache_files(data_dir) == []
    app = new_app()
    menu_at(app, (960, 540))
    assert cache_files(data_dir) == []


def test_the_cache_is_skipped_on_a_nearly_full_disk_and_the_autosave_is_written(data_dir, monkeypatch):
    import shutil

    import pygame
    from ui import assets, diskcache
    real = shutil.disk_usage

    def nearly_full(path):
        total, used, free = real(path)
        return type(real(path))(total, total - 50 * 2**20, 50 * 2**20)
    monkeypatch.setattr(diskcache.shutil, "disk_usage", nearly_full)
    app = new_app()
    menu_at(app, (960, 540))
    assets._write(data_dir / "cache" / "svg" / "art_x-10x10-0.png", pygame.Surface((10, 10)))
    assert cache_files(data_dir) == []
    match, _ = one_move_from_the_end("faras")
    assert savegame.write(match) is None and savegame.exists()


@pytest.mark.parametrize("how", ["now", "in the background"])
def test_a_full_disk_gives_the_cache_up_for_the_autosave(data_dir, monkeypatch, how):
    import pygame
    from ui import assets
    assets._write(data_dir / "cache" / "svg" / "art_x-10x10-0.png", pygame.Surface((10, 10)))
    assert cache_files(data_dir)
    real = storage.write_text

    def full_until_the_cache_goes(path, text):
        if cache_files(data_dir):
            raise OSError(28, "No space left on device")
        real(path, text)
    monkeypatch.setattr(storage, "write_text", full_until_the_cache_goes)
    match, _ = one_move_from_the_end("faras")
    if how == "now":
        assert savegame.write(match) is None
    else:
        savegame.write_soon(match)
        savegame.flush()
        assert savegame.take_problem() is None
    assert savegame.exists() and cache_files(data_dir) == []
