"""Load on a headless network host: `python -m tools.netload --tables 50 --clients 200 --seconds 60`.

Starts `python -m net.serve` in a subprocess on 127.0.0.1, sets up tables of all four games and
seats the clients at them (real RemoteMatch clients over real sockets; easy computers choose each
seat's moves from its own view); a finished table is set up again until the time is up. Measures
the round trip of an action (sent until the answer carrying its events is back), messages a
second received by all clients, errors (a move refused or unanswered, a client that failed) and
desyncs (a client's view whose fingerprint differs from the host's view of that seat). Prints a
table, then one JSON line.
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import threading
import time

GAMES = ("faras", "thebes", "artifakes", "scarabya")
MAX_PLAYERS = {"faras": 4, "thebes": 4, "artifakes": 2, "scarabya": 4}


def start_host(max_tables: int, max_connections: int):
    proc = subprocess.Popen([sys.executable, "-m", "net.serve", "--serve", "--host", "127.0.0.1", "--port", "0",
                             "--max-tables", str(max_tables), "--max-connections", str(max_connections)],
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
                            cwd=os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    line = proc.stdout.readline()
    if not line.startswith("PORT "):
        proc.kill()
        raise SystemExit("the host did not start")
    return proc, int(line.split()[1])


class Stats:
    def __init__(self):
        self.lock = threading.Lock()
        self.rtts: list[float] = []
        self.errors = 0
        self.desyncs = 0
        self.games = 0
        self.moves = 0
        self.notes: list[str] = []

    def error(self, what: str) -> None:
        with self.lock:
            self.errors += 1
            if len(self.notes) < 10:
                self.notes.append(what)


def table_loop(url: str, game: str, players: int, until: float, stats: Stats, seed: int, frames: list) -> None:
    """One table after another until the time is up: its clients played in turn by this thread."""
    from net.botseat import SeatBot
    from net.remote import RemoteMatch
    n = 0
    while time.monotonic() < until:
        n += 1
        try:
            seats = [{"kind": "remote"} for _ in range(players)]
            first = RemoteMatch.create(url, game, players, seats, take=0, timeout=15)
            matches = [first] + [RemoteMatch.join(url, first.code, timeout=15) for _ in range(players - 1)]
        except Exception as exc:
            stats.error(f"{game} set-up: {exc!r}")
            time.sleep(0.5)
            continue
        bots = [SeatBot(m, "easy", seed * 1000 + n * 10 + i) for i, m in enumerate(matches)]
        try:
            while time.monotonic() < until and not all(m.is_over for m in matches):
                acted = False
                for b in bots:
                    b.take_updates()
                    m = b.match
                    if m.is_over or m.current_player != m.seat or m.pending():
                        continue
                    action = b.bot.choose(m.view(m.seat), m.legal_actions(), b.rng)
                    t = time.perf_counter()
                    events = m.apply(action)
                    rtt = time.perf_counter() - t
                    b.bot.observe(events)
                    with stats.lock:
                        stats.rtts.append(rtt)
                        stats.moves += 1
                    acted = True
                if not acted:
                    for m in matches:
                        m.wait(lambda x: x.pending() > 0 or x.is_over, 0.005)
            for m in matches:
                m.catch_up()
                if m.check() is False:
                    with stats.lock:
                        stats.desyncs += 1
            if all(m.is_over for m in matches):
                with stats.lock:
                    stats.games += 1
        except Exception as exc:
            stats.error(f"{game}: {exc!r}")
        finally:
            for m in matches:
                frames.append(m.transport.frames)
                m.close()


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m tools.netload")
    ap.add_argument("--tables", type=int, default=50)
    ap.add_argument("--clients", type=int, default=200)
    ap.add_argument("--seconds", type=float, default=60.0)
    args = ap.parse_args(argv)
    sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    per_table = max(2, args.clients // max(1, args.tables))
    plan = []
    for i in range(args.tables):
        game = GAMES[i % len(GAMES)]
        plan.append((game, min(per_table, MAX_PLAYERS[game])))
    from game import registry
    registry.all_games()     # loaded once here: the registry's first load is not made for threads
    proc, port = start_host(args.tables * 2 + 10, args.clients * 2 + 50)
    url = f"ws://127.0.0.1:{port}"
    stats, frames = Stats(), []
    started = time.monotonic()
    until = started + args.seconds
    threads = [threading.Thread(target=table_loop, args=(url, g, p, until, stats, i, frames), daemon=True)
               for i, (g, p) in enumerate(plan)]
    try:
        for t in threads:
            t.start()
        for t in threads:
            t.join(args.seconds + 60)
    finally:
        proc.terminate()
        proc.wait(10)
    elapsed = time.monotonic() - started
    rtts = sorted(stats.rtts) or [0.0]
    p50 = 1000 * statistics.median(rtts)
    p99 = 1000 * rtts[min(len(rtts) - 1, int(len(rtts) * 0.99))]
    clients = sum(p for _g, p in plan)
    rate = sum(frames) / elapsed
    rows = [("tables", args.tables), ("clients", clients), ("seconds", f"{elapsed:.1f}"),
            ("games finished", stats.games), ("moves", stats.moves), ("rtt p50 ms", f"{p50:.2f}"),
            ("rtt p99 ms", f"{p99:.2f}"), ("messages/s", f"{rate:.0f}"), ("errors", stats.errors),
            ("desyncs", stats.desyncs)]
    for name, value in rows:
        print(f"{name:<16} {value}")
    for note in stats.notes:
        print("error:", note)
    print(json.dumps({"rtt_ms": {"p50": round(p50, 2), "p99": round(p99, 2)}, "messages_per_s": round(rate),
                      "errors": stats.errors, "desyncs": stats.desyncs}))
    return 0 if stats.errors == 0 and stats.desyncs == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
