"""The command-line tools run (short versions of the long runs; no timing assertions)."""
import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def run_tool(*args, timeout=900):
    out = subprocess.run([sys.executable, "-m", *args], cwd=ROOT, capture_output=True, text=True, timeout=timeout)
    return out, json.loads(out.stdout.strip().splitlines()[-1])


def test_monkey_short_run_finds_no_exception(tmp_path):
    out, result = run_tool("tools.monkey", "--events", "2000", "--seed", "11", "--out", str(tmp_path), "--quiet")
    assert result["exceptions"] == 0, out.stderr[-3000:]
    assert result["events"] == 2000
    assert {"MenuScene", "SetupScene"} <= set(result["scenes_visited"])
    assert out.returncode == 0


def test_selfplay_reports_json_last_line():
    out, result = run_tool("tools.selfplay", "testgame", "--players", "2", "--games", "6", "--seats", "random,easy",
                           "--seed", "3")
    assert out.returncode == 0
    assert result["games"] == 6 and result["errors"] == 0 and result["unfinished"] == 0
    assert sum(result["wins"]) + 0 >= 6 - result["draws"]
    assert set(result) >= {"game", "players", "games", "seats", "wins", "draws", "errors", "unfinished",
                           "turns_median", "seconds"}


def test_selfplay_rejects_bad_seats():
    out = subprocess.run([sys.executable, "-m", "tools.selfplay", "testgame", "--seats", "genius,easy"], cwd=ROOT,
                         capture_output=True, text=True)
    assert out.returncode == 2
