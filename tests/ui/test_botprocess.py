"""The expert's search in its own process: the same moves as in a thread, a worker that dies gives
way to the thread (and says so once), and no worker outlives the app, even a killed one."""
from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from game import registry, search
from game.match import Match
from ui import botprocess
from ui.botrunner import BotTurn

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture()
def fixed_budget(monkeypatch):
    """Iterations only (no clock): a decision is reproducible."""
    monkeypatch.setitem(search.BUDGET, "seconds", None)
    monkeypatch.setitem(search.BUDGET, "iterations", 60)


def ready_worker():
    worker = botprocess.worker()
    assert worker is not None, "the search process could not start"
    end = time.monotonic() + 30
    while not worker.ready and time.monotonic() < end:
        worker.poll()
        time.sleep(0.01)
    assert worker.ready, "the search process was not ready"
    return worker


def expert_moves(gid: str, in_process: bool, moves: int) -> list:
    """The first `moves` decisions of an expert (seat 0) against a normal computer, each made through
    BotTurn as the table makes it."""
    info = registry.get(gid)
    match = Match(info.new_game(2, 3, info.default_options()),
                  [{"kind": "bot", "level": "expert"}, {"kind": "bot", "level": "normal"}], bot_seed=3)
    chosen = []
    while len(chosen) < moves and not match.is_over:
        seat = match.current_player
        bot, view, legal, sampler = match.bot_inputs(seat)
        turn = BotTurn(bot, view, legal, delay=0.0, time_limit=60, sampler=sampler)
        assert turn.in_process == (in_process and sampler is not None)
        assert turn.wait(60)
        action, note = turn.result()
        assert note is None, note
        if seat == 0:
            chosen.append(action)
        match.apply(action)
    return chosen


@pytest.mark.parametrize("gid", ["faras", "thebes", "artifakes", "scarabya"])
def test_the_expert_plays_the_same_moves_in_its_own_process_as_in_a_thread(gid, fixed_budget, monkeypatch):
    ready_worker()
    in_process = expert_moves(gid, True, 4)
    monkeypatch.setattr(botprocess, "enabled", False)
    in_thread = expert_moves(gid, False, 4)
    assert in_process == in_thread and len(in_process) == 4


def test_a_worker_that_dies_mid_decision_gives_way_to_a_thread_and_says_so_once(monkeypatch):
    monkeypatch.setitem(search.BUDGET, "seconds", 5.0)
    monkeypatch.setitem(search.BUDGET, "iterations", 10**6)
    worker = ready_worker()
    info = registry.get("thebes")
    match = Match(info.new_game(2, 4, info.default_options()),
                  [{"kind": "bot", "level": "expert"}, {"kind": "bot", "level": "expert"}], bot_seed=4)
    said = []
    bot, view, legal, sampler = match.bot_inputs(match.current_player)
    turn = BotTurn(bot, view, legal, delay=0.0, time_limit=60, sampler=sampler, log=said.append)
    assert turn.in_process
    time.sleep(0.2)
    os.kill(worker.process.pid, signal.SIGKILL)
    assert turn.wait(30), "the decision was made in a thread after the process died"
    action, note = turn.result()
    assert action in legal and note is None
    assert len(said) == 1 and "search process" in said[0], said
    # the next decision starts a new worker; meanwhile the thread decides, and nothing more is said
    again = BotTurn(bot, view, legal, delay=0.0, time_limit=60, sampler=sampler, log=said.append)
    assert again.wait(30) and again.result()[0] in legal
    assert len(said) == 1


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
def test_no_search_process_outlives_a_killed_app(tmp_path):
    """The app is killed (SIGKILL: no clean-up of any kind); its search process ends by itself."""
    script = tmp_path / "app.py"
    script.write_text(textwrap.dedent(f"""
        import sys, time
        sys.path.insert(0, {str(ROOT)!r})
        from ui import botprocess
        if __name__ == "__main__":
            worker = botprocess.worker()
            while not worker.ready:
                worker.poll()
                time.sleep(0.01)
            print(worker.process.pid, flush=True)
            time.sleep(120)
    """))
    app = subprocess.Popen([sys.executable, str(script)], stdout=subprocess.PIPE, text=True)
    try:
        worker_pid = int(app.stdout.readline())
        assert _running(worker_pid)
        app.send_signal(signal.SIGKILL)
        app.wait(10)
        end = time.monotonic() + 10
        while _running(worker_pid) and time.monotonic() < end:
            time.sleep(0.05)
        assert not _running(worker_pid), "the search process was left behind"
    finally:
        app.kill()


def _running(pid: int) -> bool:
    """Is `pid` a live process (not a zombie waiting for its parent)?"""
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().split(") ")[1][0] != "Z"
    except (OSError, IndexError):
        return False
