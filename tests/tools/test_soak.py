"""A short soak: one simulated minute of attract mode with the fast clock (tools/soak.py; the long
run and its figures are in docs/reliability.md). No timing or memory limits are asserted here:
they depend on the machine. It must run without exceptions and report what it measured."""
import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
KEYS = {"minutes", "frames", "games_finished", "rss_start_mb", "rss_after_warmup_mb", "rss_end_mb",
        "growth_after_warmup_mb", "exceptions"}


def test_one_simulated_minute_of_attract_mode():
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "PYTHONPATH": str(ROOT)}
    done = subprocess.run([sys.executable, "-m", "tools.soak", "--minutes", "1", "--fast-clock", "--seed", "1",
                           "--size", "960x540", "--sample-every", "10", "--quiet"],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)
    lines = done.stdout.strip().splitlines()
    assert lines, done.stderr[-3000:]
    result = json.loads(lines[-1])
    assert KEYS <= set(result), result
    assert result["exceptions"] == 0 and done.returncode == 0, done.stderr[-5000:]
    assert result["frames"] == 60 * 60 and result["minutes"] == 1.0
    assert result["rss_start_mb"] > 0 and result["rss_end_mb"] > 0 and result["rss_after_warmup_mb"] > 0
    assert len(result["samples"]) == 7   # start + every 10 simulated seconds
