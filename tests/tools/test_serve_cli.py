"""`python main.py --serve` (what the packaged app runs too) is the headless host: it listens, greets a
client that says hello in the protocol's words, and ends cleanly on SIGTERM with no window opened."""
from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_main_serve_greets_a_client_and_stops_on_sigterm():
    from websockets.sync.client import connect
    from net import protocol
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", PYTHONUNBUFFERED="1")
    proc = subprocess.Popen([sys.executable, "main.py", "--serve", "--host", "127.0.0.1", "--port", "0"], cwd=ROOT,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
    try:
        line = proc.stdout.readline()
        assert line.startswith("PORT "), (line, proc.stderr.read() if proc.poll() is not None else "")
        port = int(line.split()[1])
        with connect(f"ws://127.0.0.1:{port}", open_timeout=10) as ws:
            ws.send(json.dumps({"t": "hello", "protocol": protocol.PROTOCOL, "app": "test"}))
            answer = json.loads(ws.recv(timeout=10))
        assert answer["t"] == "welcome" and answer["protocol"] == protocol.PROTOCOL
        proc.send_signal(signal.SIGTERM)
        assert proc.wait(timeout=10) == 0
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
