"""The host: many tables behind one websocket port, in an asyncio loop of its own.

`Server` is used two ways: headless (net/serve.py runs it in the main thread) and embedded in the
app (`Embedded` runs the same server in a background thread; the host's own seats act through
`Embedded.local_match`, an in-process handle that speaks the same messages as the wire, so the
host's screen sees exactly what a remote one would). Nothing a peer sends can reach another table:
every message is checked here (protocol.py) and by the table it names, and a message that fails is
answered with a refusal; an exception in the server's own code is logged, counted in `problems`
and answered with `server_error`, and the connection goes on.
"""
from __future__ import annotations

import asyncio
import concurrent.futures
import json
import logging
import os
import secrets
import threading
import time
from pathlib import Path
from typing import Any

from websockets.asyncio.server import serve
from websockets.exceptions import ConnectionClosed

from . import protocol as P
from .table import Table

LOG = logging.getLogger("digsite.net")
OUTBOX_MAX = 2000     # a reader this far behind is let go rather than grow the host's memory


class Peer:
    """One connection (or the host's in-process handle): where it sits and how fast it talks."""

    def __init__(self, server: "Server", address: str = "local"):
        self.server = server
        self.address = address
        self.table: Table | None = None
        self.seat: int | None = None
        self.hello = False
        self.created = 0
        self.tokens = float(server.rate_burst)
        self.refill = time.monotonic()

    def allow(self) -> bool:
        """The token bucket: a message costs one; the bucket refills at the server's rate."""
        now = time.monotonic()
        self.tokens = min(self.server.rate_burst, self.tokens + (now - self.refill) * self.server.rate_per_s)
        self.refill = now
        if self.tokens < 1.0:
            return False
        self.tokens -= 1.0
        return True

    def seated(self, table: Table, seat: int | None) -> None:
        if self.table is not None and self.table is not table:
            self.table.leave(self)
        self.table, self.seat = table, seat

    def seat_left(self, table: Table) -> None:
        if self.table is table:
            self.table, self.seat = None, None

    def send(self, msg: dict | str) -> None:
        """A message, or its encoded text (a table encodes what it sends several peers once)."""
        raise NotImplementedError


class WirePeer(Peer):
    def __init__(self, server: "Server", ws, address: str):
        super().__init__(server, address)
        self.ws = ws
        self.outbox: asyncio.Queue = asyncio.Queue()
        self.too_slow = False

    def send(self, msg: dict | str) -> None:
        if self.outbox.qsize() >= OUTBOX_MAX:
            self.too_slow = True
            return
        self.outbox.put_nowait(msg if isinstance(msg, str) else P.encode(msg))

    async def writer(self) -> None:
        try:
            while True:
                text = await self.outbox.get()
                if text is None or self.too_slow:
                    break
                await self.ws.send(text)
        except ConnectionClosed:
            pass
        finally:
            if self.too_slow:
                await self.ws.close(1008, "too far behind")


class Server:
    def __init__(self, *, max_tables: int = 200, max_connections: int = 1000, idle_s: float = 1800.0,
                 bot_after_s: float | None = 120.0, save_dir: str | os.PathLike | None = None,
                 allow_local: bool = False, rate_per_s: float = P.RATE_PER_S, rate_burst: int = P.RATE_BURST,
                 tables_per_connection: int = 4, hello_timeout_s: float = P.HELLO_TIMEOUT_S,
                 log=None):
        self.max_tables = max_tables
        self.max_connections = max_connections
        self.idle_s = idle_s
        self.bot_after_s = bot_after_s
        self.save_dir = Path(save_dir) if save_dir else None
        self.allow_local = allow_local
        self.rate_per_s, self.rate_burst = rate_per_s, rate_burst
        self.tables_per_connection = tables_per_connection
        self.hello_timeout_s = hello_timeout_s
        self.log = log or LOG.info
        self.tables: dict[str, Table] = {}
        self.connections = 0
        self.problems: list[str] = []        # exceptions in the server's own code (tests assert none)
        self.refusals: dict[str, int] = {}   # code -> how many were sent
        self.pool = concurrent.futures.ThreadPoolExecutor(max_workers=2, thread_name_prefix="net-bot")
        self.port: int | None = None
        self._server = None
        self._janitor: asyncio.Task | None = None
        if self.save_dir is not None:
            self.save_dir.mkdir(parents=True, exist_ok=True)
            self._restore()

    # ---- tables -------------------------------------------------------------------------------
    _SERVERS_OWN = object()   # (bot_after_s not given: the server's own)

    def create_table(self, game_id: Any, players: Any, options: Any, seats: Any, *, seed: int | None = None,
                     local_ok: bool = False, bot_after_s: Any = _SERVERS_OWN) -> Table:
        """A new table with an unguessable code. The rules' seed is the host's alone: a client that
        chose it could foresee every draw. `bot_after_s`: how long a dropped seat waits before a
        computer takes it at this table (None: for ever), by default the server's."""
        if len(self.tables) >= self.max_tables:
            raise P.Refusal("too_many_tables")
        if isinstance(seats, list) and not (local_ok and self.allow_local):
            if any(isinstance(s, dict) and s.get("kind") == "local" for s in seats):
                raise P.Refusal("local_seats")
        if not isinstance(players, int) or isinstance(players, bool):
            raise P.Refusal("bad_setup", "'players' must be a whole number.")
        if not isinstance(game_id, str):
            raise P.Refusal("bad_setup", "There is no such game.")
        code = P.new_code()
        while code in self.tables:
            code = P.new_code()
        seed = secrets.randbits(31) if seed is None else seed
        wait = self.bot_after_s if bot_after_s is self._SERVERS_OWN else bot_after_s
        table = Table.create(code, game_id, players, options, seats, seed, bot_after_s=wait,
                             log=self.log, saver=self._saver())
        self.tables[code] = table
        kinds = ",".join(s.kind if s.kind != "bot" else f"bot:{s.level}" for s in table.seats)
        self.log(f"table {code} created {game_id} {players}p seats={kinds}")
        table._save()
        self.kick(table)
        return table

    def table(self, code: Any) -> Table:
        code = P.clean_code(code)
        table = self.tables.get(code) if code else None
        if table is None or table.closed:
            raise P.Refusal("no_table")
        return table

    def kick(self, table: Table) -> None:
        """Let the host's computers move while it is their turn (their choice runs off the loop)."""
        if table.bot_to_move() and not table.thinking:
            table.thinking = True
            asyncio.get_running_loop().create_task(self._bot_turns(table))

    async def _bot_turns(self, table: Table) -> None:
        loop = asyncio.get_running_loop()
        try:
            while table.bot_to_move():
                match, moves = table.match, table.match.moves
                try:
                    action = await loop.run_in_executor(self.pool, match.bot_choice)
                except Exception as exc:     # a bot that fails still lets the game go on
                    self.log(f"table {table.code} computer failed: {exc!r}")
                    legal = match.legal_actions()
                    action = secrets.choice(legal) if legal else None
                if action is None or not table.bot_apply(match, moves, action):
                    if match is table.match and moves == match.moves:
                        break
        except Exception:
            self._problem("computer turn")
        finally:
            table.thinking = False

    def _expire(self, now: float) -> None:
        for code, table in list(self.tables.items()):
            table.tick(now)
            self.kick(table)
            if table.idle_for(now) >= self.idle_s:
                self.close_table(code, "expired")

    def close_table(self, code: str, why: str = "expired") -> None:
        """The table is closed (everyone at it is told `why`, a REFUSALS code) and forgotten, its
        save file too."""
        table = self.tables.pop(code, None)
        if table is None:
            return
        table.close(why)
        self.log(f"table {code} {'expired' if why == 'expired' else 'closed'}")
        if self.save_dir is not None:
            try:
                (self.save_dir / f"{code}.json").unlink()
            except OSError:
                pass

    async def _janitor_loop(self) -> None:
        while True:
            await asyncio.sleep(min(1.0, max(0.05, self.idle_s / 4)))
            try:
                self._expire(time.monotonic())
            except Exception:
                self._problem("janitor")

    # ---- saving -------------------------------------------------------------------------------
    def _saver(self):
        if self.save_dir is None:
            return None
        folder = self.save_dir

        def save(table: Table) -> None:
            # written whole and renamed, so a host stopped mid-write keeps the previous version
            path = folder / f"{table.code}.json"
            tmp = path.with_suffix(".tmp")
            try:
                tmp.write_text(json.dumps(table.to_saved()), encoding="utf-8")
                os.replace(tmp, path)
            except OSError as exc:
                self.log(f"table {table.code} could not be saved: {exc}")
        return save

    def _restore(self) -> None:
        for path in sorted(self.save_dir.glob("*.json")):
            try:
                data = json.loads(path.read_text(encoding="utf-8"))
                table = Table.from_saved(data, log=self.log, saver=self._saver())
            except Exception as exc:     # a damaged file is set aside, never stops the host
                self.log(f"saved table {path.name} set aside: {exc!r}")
                path.rename(path.with_suffix(".bad"))
                continue
            self.tables[table.code] = table
            self.log(f"table {table.code} restored at move {table.match.moves}")

    # ---- messages -----------------------------------------------------------------------------
    def handle(self, peer: Peer, msg: dict) -> None:
        """One decoded message from `peer`; raises Refusal for anything it turns down."""
        kind = msg["t"]
        if kind == "ping":
            peer.send({"t": "pong", "n": msg.get("n") if isinstance(msg.get("n"), int) else None})
            return
        if kind == "hello":
            if msg.get("protocol") != P.PROTOCOL:
                raise P.Refusal("version")
            peer.hello = True
            peer.send({"t": "welcome", "protocol": P.PROTOCOL, "app": P.app_version(),
                       "limits": {"max_message": P.MAX_MESSAGE, "rate_per_s": self.rate_per_s,
                                  "burst": self.rate_burst}})
            return
        if not peer.hello:
            raise P.Refusal("hello_first")
        handler = self.HANDLERS.get(kind)
        if handler is None:
            raise P.Refusal("unknown_kind")
        handler(self, peer, msg)

    def _create(self, peer: Peer, msg: dict) -> None:
        if peer.created >= self.tables_per_connection:
            raise P.Refusal("too_many_tables", "This connection has set up as many tables as it may.")
        table = self.create_table(msg.get("game"), msg.get("players"), msg.get("options"), msg.get("seats"),
                                  local_ok=isinstance(peer, LocalPeer))
        peer.created += 1
        peer.send({"t": "created", "code": table.code, "table": table.info()})
        if msg.get("take") is not None:
            self._seat(peer, table, msg.get("name"), msg.get("take"))

    def _seat(self, peer: Peer, table: Table, name: Any, want: Any) -> None:
        table.join(peer, name, want, local=isinstance(peer, LocalPeer))

    def _join(self, peer: Peer, msg: dict) -> None:
        table = self.table(msg.get("code"))
        self._seat(peer, table, msg.get("name"), msg.get("seat"))

    def _rejoin(self, peer: Peer, msg: dict) -> None:
        table = self.table(msg.get("code"))
        table.rejoin(peer, msg.get("token"))
        self.kick(table)

    def _spectate(self, peer: Peer, msg: dict) -> None:
        table = self.table(msg.get("code"))
        table.spectate(peer)
        peer.send({"t": "watching", "code": table.code})

    def _at_table(self, peer: Peer) -> Table:
        if peer.table is None or peer.table.closed:
            raise P.Refusal("not_seated")
        return peer.table

    def _act(self, peer: Peer, msg: dict) -> None:
        table = self._at_table(peer)
        action = P.want_action(msg)
        table.act(peer.seat, msg.get("seq"), msg.get("at"), action)
        self.kick(table)

    def _ask(self, peer: Peer, msg: dict) -> None:
        table = self._at_table(peer)
        question = msg.get("q")
        if question == "public":
            # the public view: what any onlooker sees, so anyone at the table may ask it
            peer.send({"t": "answer", "seq": msg.get("seq") if isinstance(msg.get("seq"), int) else None,
                       "at": table.match.moves, "value": table.match.view(None)})
            return
        action = P.want_action(msg) if question != "previews" else None   # previews: of every legal move
        value = table.ask(peer.seat, msg.get("seq"), msg.get("at"), question, action)
        peer.send({"t": "answer", "seq": msg["seq"], "at": table.match.moves, "value": value})

    def _undo(self, peer: Peer, msg: dict) -> None:
        table = self._at_table(peer)
        table.undo(peer.seat, msg.get("seq"), msg.get("at"))
        self.kick(table)

    def _ready(self, peer: Peer, msg: dict) -> None:
        """The seat is ready to end a phase everyone ends together (Faras' memorising)."""
        table = self._at_table(peer)
        table.mark_ready(peer.seat)
        self.kick(table)

    def _check(self, peer: Peer, msg: dict) -> None:
        """The fingerprint of the asker's own view: a client compares it with its own copy."""
        table = self._at_table(peer)
        peer.send({"t": "digest", "moves": table.match.moves, "resets": table.resets,
                   "digest": P.digest(P.plain(table.match.view(peer.seat)))})

    def _leave(self, peer: Peer, msg: dict) -> None:
        if peer.table is not None:
            table = peer.table
            table.leave(peer)
            peer.seat_left(table)

    HANDLERS = {"create": _create, "join": _join, "rejoin": _rejoin, "spectate": _spectate, "act": _act,
                "ask": _ask, "undo": _undo, "check": _check, "leave": _leave, "ready": _ready}

    def receive(self, peer: Peer, frame: Any) -> None:
        """One frame from a peer, whatever it holds: handled, or answered with a refusal."""
        seq = None
        try:
            msg = P.decode(frame)      # first, so that a refusal names the request it answers
            seq = msg.get("seq")
            if not peer.allow():
                raise P.Refusal("rate_limited")
            self.handle(peer, msg)
        except P.Refusal as refusal:
            self.refusals[refusal.code] = self.refusals.get(refusal.code, 0) + 1
            peer.send(refusal.message(seq))
        except Exception:
            self._problem("message")
            peer.send(P.Refusal("server_error").message(seq))

    def _problem(self, where: str) -> None:
        LOG.exception("server error in %s", where)
        import traceback
        self.problems.append(f"{where}: {traceback.format_exc()}")

    # ---- connections --------------------------------------------------------------------------
    async def _connection(self, ws) -> None:
        address = str(ws.remote_address[0]) if ws.remote_address else "?"
        if self.connections >= self.max_connections:
            self.refusals["too_many_connections"] = self.refusals.get("too_many_connections", 0) + 1
            try:
                await ws.send(P.encode(P.Refusal("too_many_connections").message()))
                await ws.close(1013, "too many connections")
            except ConnectionClosed:
                pass
            return
        self.connections += 1
        peer = WirePeer(self, ws, address)
        writer = asyncio.get_running_loop().create_task(peer.writer())
        try:
            try:
                first = await asyncio.wait_for(ws.recv(), self.hello_timeout_s)
            except asyncio.TimeoutError:
                await ws.close(1008, "no hello")
                return
            self.receive(peer, first)
            async for frame in ws:
                self.receive(peer, frame)
                if peer.too_slow:
                    break
        except ConnectionClosed:
            pass
        except Exception:
            self._problem("connection")
        finally:
            self.connections -= 1
            if peer.table is not None:
                peer.table.leave(peer)
            peer.outbox.put_nowait(None)
            try:
                await asyncio.wait_for(writer, 2.0)
            except (asyncio.TimeoutError, ConnectionClosed):
                writer.cancel()

    async def start(self, host: str = "127.0.0.1", port: int = 0) -> None:
        self._server = await serve(self._connection, host, port, max_size=P.WIRE_MAX_SIZE, max_queue=16,
                                   compression=None, ping_interval=20, ping_timeout=20)
        self.port = self._server.sockets[0].getsockname()[1]
        self._janitor = asyncio.get_running_loop().create_task(self._janitor_loop())
        for table in self.tables.values():
            self.kick(table)

    async def stop(self) -> None:
        if self._janitor is not None:
            self._janitor.cancel()
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()
        self.pool.shutdown(wait=False, cancel_futures=True)


class LocalPeer(Peer):
    """The host's own screen at its table: messages cross the thread boundary as JSON text, exactly
    as they would cross the wire, so nothing is shared with the host's state."""

    def __init__(self, server: Server, deliver):
        super().__init__(server, "local")
        self.hello = True
        self.deliver = deliver

    def allow(self) -> bool:
        return True

    def send(self, msg: dict | str) -> None:
        self.deliver(msg if isinstance(msg, str) else P.encode(msg))


class LocalTransport:
    """A client transport over a LocalPeer (see net/client.py for the websocket one)."""

    def __init__(self, embedded: "Embedded"):
        self.embedded = embedded
        self.on_message = None
        self.on_drop = None
        self.peer = LocalPeer(embedded.server, self._deliver)
        self.received: list[str] = []

    def _deliver(self, text: str) -> None:
        if self.on_message is not None:
            self.on_message(json.loads(text))

    def _on_loop(self, fn, *args) -> bool:
        """Run fn on the host's loop; False when the host has stopped (its loop is closed): the
        connection is gone, as a dropped socket would be."""
        try:
            self.embedded.loop.call_soon_threadsafe(fn, *args)
            return True
        except RuntimeError:
            if self.on_drop is not None and not getattr(self, "dropped", False):
                self.dropped = True
                self.on_drop()
            return False

    def send(self, msg: dict) -> None:
        self._on_loop(self.embedded.server.receive, self.peer, P.encode(msg))

    def set_opening(self, msg: dict) -> None:
        self.send(msg)

    def close(self) -> None:
        def gone():
            if self.peer.table is not None:
                self.peer.table.leave(self.peer)
        self._on_loop(gone)


class Embedded:
    """The server in a background thread of the app: start(), the tables, local_match(), stop()."""

    def __init__(self, host: str = "0.0.0.0", port: int = 0, **server_options):
        server_options.setdefault("allow_local", True)
        self.server = Server(**server_options)
        self.host, self.want_port = host, port
        self.loop: asyncio.AbstractEventLoop | None = None
        self.thread: threading.Thread | None = None
        self._ready = threading.Event()
        self._stop: asyncio.Event | None = None
        self.error: BaseException | None = None

    @property
    def port(self) -> int | None:
        return self.server.port

    def start(self, timeout: float = 10.0) -> "Embedded":
        self.thread = threading.Thread(target=self._run, name="net-host", daemon=True)
        self.thread.start()
        if not self._ready.wait(timeout):
            raise RuntimeError("the network host did not start")
        if self.error is not None:
            raise self.error
        return self

    def _run(self) -> None:
        async def main():
            self.loop = asyncio.get_running_loop()
            self._stop = asyncio.Event()
            try:
                await self.server.start(self.host, self.want_port)
            except BaseException as exc:
                self.error = exc
                self._ready.set()
                return
            self._ready.set()
            await self._stop.wait()
            await self.server.stop()
        asyncio.run(main())

    def call(self, fn, *args, timeout: float = 10.0, **kwargs):
        """Run fn on the host's loop (where every table lives) and return its result."""
        async def run():
            return fn(*args, **kwargs)
        return asyncio.run_coroutine_threadsafe(run(), self.loop).result(timeout)

    def create_table(self, game_id: str, players: int, options=None, seats=None, *, seed: int | None = None,
                     **table_options) -> str:
        """A table set up at the host's screen (local seats allowed; `bot_after_s` as Server's); its code."""
        return self.call(lambda: self.server.create_table(game_id, players, options, seats, seed=seed,
                                                          local_ok=True, **table_options).code)

    def local_match(self, code: str, seat: int | None = None, name: str | None = None, timeout: float = 10.0,
                    token: str | None = None):
        """A RemoteMatch for one of the host's own (local) seats, or an onlooker's with seat=None
        and no local seat wanted; with `token`, the seat it opens taken up again (after a restart)."""
        from .remote import RemoteMatch
        transport = LocalTransport(self)
        match = RemoteMatch(transport)
        opening = ({"t": "rejoin", "code": code, "token": token} if token else
                   {"t": "join", "code": code, "name": name, "seat": seat})
        match.open(opening, timeout)
        return match

    def watch(self, code: str, timeout: float = 10.0):
        """A RemoteMatch that only watches table `code` (the public view): the host's screen when
        every seat is played elsewhere (the booth's big screen)."""
        from .remote import RemoteMatch
        return RemoteMatch(LocalTransport(self)).open({"t": "spectate", "code": code}, timeout)

    def stop(self, timeout: float = 10.0) -> None:
        if self.loop is not None and self._stop is not None:
            self.loop.call_soon_threadsafe(self._stop.set)
        if self.thread is not None:
            self.thread.join(timeout)
