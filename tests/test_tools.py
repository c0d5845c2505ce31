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


def test_bench_quick_run_reports_every_figure():
    """The benchmark tool runs end to end (figures are not judged here: the machine is shared)."""
    out, result = run_tool("tools.bench", "--quick", "--sizes", "1280x720")
    assert out.returncode == 0, out.stderr[-3000:]
    assert set(result) >= {"frame_ms", "baseline_frame_ms", "idle_cpu_percent", "startup_s", "baseline_startup_s",
                           "bot_ms", "playouts_per_s", "rss_mb"}
    assert set(result["frame_ms"]) == {"menu", "faras", "thebes", "artifakes", "scarabya"}
    for scene in result["frame_ms"].values():
        assert scene["1280x720"]["quiet"]["median"] > 0 and scene["1280x720"]["busy"]["median"] > 0
    assert set(result["bot_ms"]["thebes"]) == {"random", "easy", "normal", "hard"}
    assert result["startup_s"] > 0 and result["idle_cpu_percent"]["menu"] is not None
