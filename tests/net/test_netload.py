"""The load tool runs end to end against a real headless host: a short run with two tables (Faras,
whose computers remember what they saw, and Thebes, whose moves come with previews) plays moves,
compares every client's view with the host's and prints its JSON line last. No timing is asserted:
the figures depend on the machine."""
import json
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def test_a_short_load_run_reports_no_errors_and_no_desyncs():
    # its own process: the tool forks its load processes, which a test runner's threads make unsafe
    done = subprocess.run([sys.executable, "-m", "tools.netload", "--tables", "2", "--clients", "4", "--seconds", "3"],
                          cwd=ROOT, capture_output=True, text=True, timeout=120)
    lines = done.stdout.strip().splitlines()
    assert lines, done.stderr
    result = json.loads(lines[-1])
    assert set(result) == {"rtt_ms", "messages_per_s", "errors", "desyncs"}
    assert set(result["rtt_ms"]) == {"p50", "p99"}
    assert result["errors"] == 0 and result["desyncs"] == 0, done.stdout
    table = {line[:16].strip(): line[16:].strip() for line in lines[:-1]}     # "name    value" rows
    assert int(table["moves"]) > 0
    assert int(table["views checked"]) >= 4, "every client's view was compared with the host's"
    assert result["rtt_ms"]["p50"] > 0 and result["messages_per_s"] > 0
    assert done.returncode == 0
