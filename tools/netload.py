"""Load on a headless network host: `python -m tools.netload --tables 50 --clients 200 --seconds 60`.

Starts `python -m net.serve` in a subprocess on 127.0.0.1, sets up tables of all four games and
seats the clients at them; a finished table is set up again until the time is up. The clients are
lean: each is one websocket connection (websockets' asyncio client) speaking the protocol directly,
all of a load process's clients as tasks on one event loop, spread over `--workers` load processes
(default 1). A client's moves are chosen by the game's easy computer from the seat's pushed view
and legal moves (as net/botseat.py does through a RemoteMatch); a client plays as soon as it is its
turn (`--think-ms` pauses first, for a time drawn about that mean).

Measures the round trip of an action (sent until the frame of the host's answer carrying its
events arrives, before the client decodes it), messages a second received by all clients, errors
(a move refused or unanswered, a connection or set-up that failed) and desyncs (at the end of each
table every client asks the host for the fingerprint of its seat's view and compares it with the
view it was last pushed). Prints a table (with the CPU the host and the load processes used, and
how late the load processes' event loops ran: what the clients add to the round trip), then one
JSON line. `--profile FILE` runs the host under cProfile, writes its statistics to FILE and prints
the top entries.
"""
from __future__ import annotations

import argparse
import asyncio
import gc
import json
import multiprocessing
import os
import random
import statistics
import subprocess
import sys
import time

from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

from game import registry
from game.bots import Bot
from game.core import Action
from net import protocol as P

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GAMES = ("faras", "thebes", "artifakes", "scarabya")
MAX_PLAYERS = {"faras": 4, "thebes": 4, "artifakes": 2, "scarabya": 4}
ANSWER_TIMEOUT_S = 15.0
LAG_TICK_S = 0.01


def start_host(max_tables: int, max_connections: int, profile: str | None = None):
    cmd = [sys.executable]
    if profile:
        cmd += ["-m", "cProfile", "-o", profile]
    cmd += ["-m", "net.serve", "--serve", "--host", "127.0.0.1", "--port", "0",
            "--max-tables", str(max_tables), "--max-connections", str(max_connections)]
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, cwd=ROOT)
    line = proc.stdout.readline()
    if not line.startswith("PORT "):
        proc.kill()
        raise SystemExit("the host did not start")
    return proc, int(line.split()[1])


class Stats:
    """One load process's samples (sent back to the parent whole)."""

    def __init__(self):
        self.rtts: list[float] = []
        self.lags: list[float] = []
        self.errors = 0
        self.desyncs = 0
        self.checks = 0
        self.games = 0
        self.moves = 0
        self.frames = 0
        self.bytes = 0          # characters of the frames received (the messages are ASCII but for names)
        self.cpu = 0.0
        self.notes: list[str] = []

    def error(self, what: str) -> None:
        self.errors += 1
        if len(self.notes) < 10:
            self.notes.append(what)


class Client:
    """One seat's connection: files what the host pushes and, on its turn, plays the easy computer's
    choice from the seat's own view and legal moves."""

    def __init__(self, stats: Stats, seed: int, think_s: float, changed: asyncio.Event):
        self.stats = stats
        self.seed = seed
        self.think_s = think_s
        self.ws = None
        self.reader: asyncio.Task | None = None
        self.code: str | None = None
        self.seat: int | None = None
        self.game: str | None = None
        self.shown: dict | None = None
        self.bot = None
        self.rng = random.Random(seed)
        self.seq = 0
        self.sent_at: float | None = None      # the action in flight, if any
        self.playing = False                   # moves wait until every seat is taken
        self.failed: str | None = None
        self.opened = asyncio.Event()
        self.changed = changed                 # the table's: anything its driver waits on
        self.observes = False
        self.digest: asyncio.Future | None = None

    async def open(self, url: str, opening: dict) -> None:
        self.ws = await connect(url, max_size=P.CLIENT_MAX_SIZE, compression=None, open_timeout=15)
        await self.ws.send(P.encode({"t": "hello", "protocol": P.PROTOCOL, "app": "netload"}))
        await self.ws.send(P.encode(opening))
        self.reader = asyncio.get_running_loop().create_task(self._read())
        await asyncio.wait_for(self.opened.wait(), ANSWER_TIMEOUT_S)
        if self.failed:
            raise RuntimeError(self.failed)

    async def _read(self) -> None:
        try:
            async for frame in self.ws:
                arrived = time.perf_counter()
                self.stats.frames += 1
                self.stats.bytes += len(frame)
                self._file(json.loads(frame), arrived)
        except ConnectionClosed:
            pass
        except Exception as exc:     # a message this client cannot read: the run reports it
            self._fail(f"client: {exc!r}")
        if self.playing and not self.over:
            self._fail("the connection closed")

    def _fail(self, why: str) -> None:
        if self.failed is None:
            self.failed = why
        self.opened.set()
        self.changed.set()
        if self.digest is not None and not self.digest.done():
            self.digest.set_result(None)

    @property
    def over(self) -> bool:
        return bool(self.shown and self.shown["over"])

    def _file(self, msg: dict, arrived: float) -> None:
        kind = msg["t"]
        if kind == "move":
            if self.sent_at is not None and msg.get("answers") == self.seq:
                self.stats.rtts.append(arrived - self.sent_at)
                self.stats.moves += 1
                self.sent_at = None
            if self.observes:
                self.bot.observe(P.events_from_json(msg["events"]))
            if "view_patch" in msg:       # the members changed since the view pushed before
                msg["view"] = P.patched(self.shown["view"], msg.pop("view_patch"))
            self.shown = msg
        elif kind == "state":
            self.seat = msg["seat"]
            self.game = msg["table"]["game"]
            self.code = msg["table"]["code"]
            self.seq = max(self.seq, msg.get("seq") or 0)
            # a bot that has seen the seat's whole stream (as SeatBot makes one after a reset)
            self.bot = registry.get(self.game).make_bot("easy", self.seat, self.seed)
            # a bot without a memory is not told the events (the client's time is the host's too)
            self.observes = type(self.bot).observe is not Bot.observe
            if self.observes:
                for _mover, events in msg["history"]:
                    self.bot.observe(P.events_from_json(events))
            self.shown = msg
            self.opened.set()
        elif kind == "digest":
            if self.digest is not None and not self.digest.done():
                self.digest.set_result(msg)
            return
        elif kind == "refused":
            if self.sent_at is not None and msg.get("seq") == self.seq:
                self.sent_at = None
            self._fail(f"{self.game} refused: {msg.get('code')} {msg.get('reason')}")
            return
        elif kind == "closed":
            self._fail(f"{self.game} closed: {msg.get('code')}")
            return
        else:
            return      # welcome, created, joined, seat: nothing to play from
        if msg["over"] or not self.playing:
            self.changed.set()      # the driver waits for the end (otherwise it looks twice a second)
        self._maybe_act()

    def _my_turn(self) -> bool:
        s = self.shown
        return (self.playing and self.failed is None and self.sent_at is None and s is not None
                and not s["over"] and s["current"] == self.seat and bool(s.get("legal")))

    def _maybe_act(self) -> None:
        s = self.shown
        if (self.playing and self.failed is None and s is not None and s.get("shared")
                and self.seat not in s["shared"]["ready"] and getattr(self, "said_ready", None) != s["moves"]):
            # a phase everyone ends together (Faras' memorising): this seat is ready at once
            self.said_ready = s["moves"]
            asyncio.get_running_loop().create_task(self._send(P.encode({"t": "ready"})))
            return
        if not self._my_turn():
            return
        if self.think_s > 0:
            # spread about the mean, as people's are: equal pauses would keep every table moving in
            # step and measure the host's worst burst instead of its load
            asyncio.get_running_loop().call_later(self.think_s * self.rng.uniform(0.5, 1.5), self._act)
        else:
            self._act()

    def _act(self) -> None:
        if not self._my_turn():
            return
        s = self.shown
        # the host's own JSON: Action.from_json's shape checks are for what a peer sends the host
        legal = [Action.make(a["kind"], **{k: v for k, v in a.items() if k != "kind"}) for a in s["legal"]]
        action = self.bot.choose(s["view"], legal, self.rng)
        self.seq += 1
        text = P.encode({"t": "act", "seq": self.seq, "at": s["moves"], "action": action.to_json()})
        self.sent_at = time.perf_counter()
        asyncio.get_running_loop().create_task(self._send(text))

    async def _send(self, text: str) -> None:
        try:
            await self.ws.send(text)
        except Exception as exc:
            self._fail(f"send: {exc!r}")

    async def check(self, tries: int = 10) -> bool | None:
        """The host's fingerprint of this seat's view against the one last pushed here: False on a
        desync, None when the table kept moving under every try (as RemoteMatch.check)."""
        for _try in range(tries):
            self.digest = asyncio.get_running_loop().create_future()
            await self.ws.send(P.encode({"t": "check"}))
            got = await asyncio.wait_for(self.digest, ANSWER_TIMEOUT_S)
            if got is None:
                return None
            # the host answers on the same connection after every move it pushed before
            if got["moves"] == self.shown["moves"] and got["resets"] == self.shown["resets"]:
                return got["digest"] == P.digest(self.shown["view"])
            await asyncio.sleep(0.05)
        return None

    async def close(self) -> None:
        self.playing = False
        if self.ws is not None:
            try:
                await self.ws.send('{"t":"leave"}')
                await asyncio.wait_for(self.ws.close(), 5)
            except Exception:
                pass
        if self.reader is not None:
            self.reader.cancel()


async def table_loop(url: str, game: str, players: int, until: float, stats: Stats, seed: int,
                     think_s: float) -> None:
    """One table after another until the time is up, its clients playing as their turns come."""
    n = 0
    while time.monotonic() < until:
        n += 1
        changed = asyncio.Event()
        clients = [Client(stats, seed * 1000 + n * 10 + i, think_s, changed) for i in range(players)]
        try:
            seats = [{"kind": "remote"} for _ in range(players)]
            await clients[0].open(url, {"t": "create", "game": game, "players": players, "options": {},
                                        "seats": seats, "take": 0, "name": None})
            for c in clients[1:]:
                await c.open(url, {"t": "join", "code": clients[0].code})
            for c in clients:
                c.playing = True
                c._maybe_act()
        except Exception as exc:
            stats.error(f"{game} set-up: {exc!r}")
            await asyncio.gather(*(c.close() for c in clients))
            await asyncio.sleep(0.5)
            continue
        try:
            await play(clients, until, stats)
            if not any(c.failed for c in clients):
                for c in clients:
                    got = await c.check()
                    stats.checks += 1
                    if got is False:
                        stats.desyncs += 1
                    elif got is None:
                        stats.error(f"{game}: no fingerprint to compare")
                if all(c.over for c in clients):
                    stats.games += 1
        except Exception as exc:
            stats.error(f"{game}: {exc!r}")
        finally:
            await asyncio.gather(*(c.close() for c in clients))


async def play(clients: list[Client], until: float, stats: Stats) -> None:
    """Until the game is over everywhere or the time is up; then no client starts another move and
    the ones in flight are waited for."""
    while True:
        failed = [c.failed for c in clients if c.failed]
        if failed:
            stats.error(failed[0])
            return
        now = time.perf_counter()
        if any(c.sent_at is not None and now - c.sent_at > ANSWER_TIMEOUT_S for c in clients):
            stats.error(f"{clients[0].game}: a move was not answered")
            return
        done = all(c.over for c in clients)
        if time.monotonic() >= until or done:
            for c in clients:
                c.playing = False
            if not any(c.sent_at is not None for c in clients):
                return
        changed = clients[0].changed
        changed.clear()
        try:
            await asyncio.wait_for(changed.wait(), min(0.5, max(0.01, until - time.monotonic())))
        except asyncio.TimeoutError:
            pass


async def loop_lag(until: float, stats: Stats) -> None:
    """How late this process's loop wakes up: the time a frame can wait here before a client reads it."""
    while time.monotonic() < until:
        t = time.perf_counter()
        await asyncio.sleep(LAG_TICK_S)
        stats.lags.append(time.perf_counter() - t - LAG_TICK_S)


def worker(url: str, plan: list, until: float, think_s: float, out) -> None:
    """One load process: its share of the tables, every client a task on one event loop."""
    stats = Stats()
    cpu = time.process_time()
    # as the host does (net/serve.py): the collector's full passes would stop every client here
    # for tens of milliseconds and count as the host's time
    gc.freeze()
    young, middle, _full = gc.get_threshold()
    gc.set_threshold(young, middle, 100)

    async def run():
        tasks = [table_loop(url, game, players, until, stats, seed, think_s) for seed, game, players in plan]
        await asyncio.gather(loop_lag(until, stats), *tasks)
    try:
        asyncio.run(run())
    except Exception as exc:
        stats.error(f"load process: {exc!r}")
    stats.cpu = time.process_time() - cpu
    out.send(stats.__dict__)
    out.close()


def percentile(sorted_values: list[float], q: float) -> float:
    if not sorted_values:
        return 0.0
    return sorted_values[min(len(sorted_values) - 1, int(len(sorted_values) * q))]


def print_profile(path: str, top: int = 15) -> None:
    import pstats
    for key in ("tottime", "cumulative"):
        print(f"host profile, top {top} by {key}:")
        pstats.Stats(path, stream=sys.stdout).sort_stats(key).print_stats(top)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m tools.netload")
    ap.add_argument("--tables", type=int, default=50)
    ap.add_argument("--clients", type=int, default=200)
    ap.add_argument("--seconds", type=float, default=60.0)
    ap.add_argument("--workers", type=int, default=1, help="load processes the clients are spread over")
    ap.add_argument("--think-ms", type=float, default=0.0,
                    help="mean pause before each move, drawn from 0.5 to 1.5 times it (default: none)")
    ap.add_argument("--profile", default=None, help="run the host under cProfile, its statistics to this file")
    args = ap.parse_args(argv)
    per_table = max(2, args.clients // max(1, args.tables))
    plan = []
    for i in range(args.tables):
        game = GAMES[i % len(GAMES)]
        plan.append((i, game, min(per_table, MAX_PLAYERS[game])))
    registry.all_games()     # loaded once before the load processes start, so each has it already
    workers = max(1, min(args.workers, args.tables))
    # a finished table stays on the host until its janitor's next round (a second at most), and a
    # small quick game can be set up again many times in that second
    proc, port = start_host(args.tables * 50 + 100, args.clients * 2 + 50, args.profile)
    url = f"ws://127.0.0.1:{port}"
    host_cpu_before = cpu_of(proc.pid)
    machine_before = machine_busy()
    ctx = multiprocessing.get_context("fork" if "fork" in multiprocessing.get_all_start_methods() else "spawn")
    started = time.monotonic()
    until = started + args.seconds
    pipes, procs = [], []
    results = []
    try:
        for w in range(workers):
            recv, send = ctx.Pipe(duplex=False)
            p = ctx.Process(target=worker, args=(url, plan[w::workers], until, args.think_ms / 1000, send),
                            daemon=True)
            p.start()
            send.close()
            pipes.append(recv)
            procs.append(p)
        for recv, p in zip(pipes, procs):
            if recv.poll(args.seconds + 120):
                results.append(recv.recv())
            p.join(10)
        elapsed = time.monotonic() - started
        host_cpu = cpu_of(proc.pid) - host_cpu_before if host_cpu_before >= 0 else -1.0
        machine = machine_busy() - machine_before if machine_before >= 0 else -1.0
    finally:
        proc.terminate()
        proc.wait(30)
        for p in procs:
            if p.is_alive():
                p.kill()
    stats = Stats()
    for r in results:
        for key in ("rtts", "lags", "notes"):
            getattr(stats, key).extend(r[key])
        for key in ("errors", "desyncs", "checks", "games", "moves", "frames", "bytes", "cpu"):
            setattr(stats, key, getattr(stats, key) + r[key])
    if len(results) < workers:
        stats.error(f"{workers - len(results)} load process(es) did not report")
    rtts = sorted(stats.rtts)
    lags = sorted(stats.lags)
    p50 = 1000 * (statistics.median(rtts) if rtts else 0.0)
    p99 = 1000 * percentile(rtts, 0.99)
    clients = sum(p for _i, _g, p in plan)
    rate = stats.frames / elapsed
    per_move = f"{1000 * host_cpu / stats.moves:.2f}" if stats.moves and host_cpu >= 0 else "?"
    rows = [("tables", args.tables), ("clients", clients), ("load processes", workers),
            ("seconds", f"{elapsed:.1f}"), ("games finished", stats.games), ("moves", stats.moves),
            ("rtt p50 ms", f"{p50:.2f}"), ("rtt p90 ms", f"{1000 * percentile(rtts, 0.90):.2f}"),
            ("rtt p99 ms", f"{p99:.2f}"), ("rtt max ms", f"{1000 * (rtts[-1] if rtts else 0):.2f}"),
            ("messages/s", f"{rate:.0f}"),
            ("received", f"{stats.bytes / elapsed / 1024:.0f} KiB/s, {stats.bytes / max(1, stats.moves) / 1024:.1f} KiB a move"),
            ("host cpu", f"{host_cpu:.1f} s ({100 * host_cpu / elapsed:.0f}% of a core, {per_move} ms a move)"),
            ("load cpu", f"{stats.cpu:.1f} s ({100 * stats.cpu / elapsed:.0f}% of a core)"),
            ("other cpu", "?" if machine < 0 else
             f"{max(0.0, machine - host_cpu - stats.cpu):.1f} s ({100 * max(0.0, machine - host_cpu - stats.cpu) / elapsed:.0f}% of a core:"
             f" everything else on the machine, of {os.cpu_count()} cores)"),
            ("load loop lag", f"p50 {1000 * percentile(lags, 0.5):.2f} ms, p99 {1000 * percentile(lags, 0.99):.2f} ms"),
            ("views checked", stats.checks), ("errors", stats.errors), ("desyncs", stats.desyncs)]
    for name, value in rows:
        print(f"{name:<16} {value}")
    for note in stats.notes:
        print("error:", note)
    if args.profile and os.path.exists(args.profile):
        print_profile(args.profile)
    print(json.dumps({"rtt_ms": {"p50": round(p50, 2), "p99": round(p99, 2)}, "messages_per_s": round(rate),
                      "errors": stats.errors, "desyncs": stats.desyncs}))
    return 0 if stats.errors == 0 and stats.desyncs == 0 else 1


def machine_busy() -> float:
    """CPU seconds every core of the machine has spent busy so far (another program running at the
    same time takes cores from the host and the clients: the table says how much); -1 where /proc
    cannot tell."""
    try:
        with open("/proc/stat") as f:
            fields = [int(x) for x in f.readline().split()[1:]]
        idle = fields[3] + (fields[4] if len(fields) > 4 else 0)
        return (sum(fields[:8]) - idle) / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError):
        return -1.0


def cpu_of(pid: int) -> float:
    """CPU seconds (user and system) a process has used so far; -1 where /proc cannot tell."""
    try:
        with open(f"/proc/{pid}/stat") as f:
            fields = f.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError):
        return -1.0


if __name__ == "__main__":
    sys.exit(main())
