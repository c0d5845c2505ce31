"""A client's connection to a host: websockets' asyncio client in a background thread of its own,
so the app's main loop never waits on the network. Messages go out with `send(msg)` from any
thread and come in through `on_message(msg)`, called on the connection's thread (RemoteMatch takes
its lock there).

A dropped connection is normal: the transport dials again (with a growing pause, for `retry_s`)
and sends hello and then its opening message, which RemoteMatch turns into a rejoin with the seat's
token once it has one. `on_drop` and `on_back` tell the match.
"""
from __future__ import annotations

import asyncio
import json
import threading

from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from . import protocol as P


class Transport:
    def __init__(self, url: str, *, retry_s: float = 30.0, first_s: float = 3.0, app: str | None = None,
                 record: bool = False):
        self.url = url
        self.retry_s = retry_s      # how long a lost connection is dialled again before giving up
        self.first_s = first_s      # ... and the first one, before any answer (a wrong address: said soon)
        self.app = app or P.app_version()
        self.on_message = None      # (msg: dict) -> None, on the connection's thread
        self.on_drop = None         # () -> None: the connection was lost (a new one is being tried)
        self.on_back = None
        self.opening: dict | None = None
        self.received: list[str] | None = [] if record else None   # every text frame, for the tests
        self.frames = 0
        self.loop: asyncio.AbstractEventLoop | None = None
        self.ws = None
        self.closing = False
        self.failed: str | None = None       # why it gave up, once it has
        self._started = threading.Event()
        self._thread = threading.Thread(target=self._run, name="net-client", daemon=True)
        self._pending: list[str] = []

    def set_opening(self, msg: dict) -> None:
        """What to say after every hello (join, rejoin or spectate); starts the connection."""
        self.opening = msg
        if not self._thread.is_alive():
            self._thread.start()
            self._started.wait(5.0)

    def send(self, msg: dict) -> None:
        text = P.encode(msg)
        loop = self.loop
        if loop is None or self.closing:
            return
        loop.call_soon_threadsafe(self._send_now, text)

    def _send_now(self, text: str) -> None:
        if self.ws is None:
            self._pending.append(text)    # said once the connection is back (a seq guards repeats)
            return
        asyncio.get_running_loop().create_task(self._send(text))

    async def _send(self, text: str) -> None:
        try:
            await self.ws.send(text)
        except (ConnectionClosed, AttributeError):
            pass

    def close(self) -> None:
        self.closing = True
        loop = self.loop
        if loop is not None and not loop.is_closed():
            def stop():
                if self.ws is not None:
                    asyncio.get_running_loop().create_task(self.ws.close())
                self._wake.set()
            try:
                loop.call_soon_threadsafe(stop)
            except RuntimeError:
                pass
        self._thread.join(5.0)

    def drop(self) -> None:
        """Cut the connection abruptly, without a closing handshake (a test's pulled cable)."""
        loop = self.loop
        if loop is not None and self.ws is not None:
            loop.call_soon_threadsafe(lambda: self.ws.transport.abort())

    def _run(self) -> None:
        asyncio.run(self._main())

    async def _main(self) -> None:
        self.loop = asyncio.get_running_loop()
        self._wake = asyncio.Event()
        self._started.set()
        pause, waited, first = 0.2, 0.0, True
        while not self.closing:
            try:
                async with connect(self.url, max_size=P.CLIENT_MAX_SIZE, compression=None, open_timeout=5,
                                   ping_interval=20, ping_timeout=20) as ws:
                    await ws.send(P.encode({"t": "hello", "protocol": P.PROTOCOL, "app": self.app}))
                    if self.opening is not None:
                        await ws.send(P.encode(self.opening))
                    self.ws = ws
                    for text in self._pending:
                        await ws.send(text)
                    self._pending.clear()
                    if not first and self.on_back is not None:
                        self.on_back()
                    first, pause, waited = False, 0.2, 0.0
                    async for frame in ws:
                        self.frames += 1
                        if self.received is not None:
                            self.received.append(frame if isinstance(frame, str) else "<binary>")
                        if isinstance(frame, str) and self.on_message is not None:
                            self.on_message(json.loads(frame))
            except (OSError, ConnectionClosed, InvalidHandshake, InvalidURI, asyncio.TimeoutError) as exc:
                if isinstance(exc, InvalidURI):
                    self.failed = str(exc)
                    break
            finally:
                self.ws = None
            if self.closing:
                break
            if waited >= (self.first_s if first else self.retry_s):
                self.failed = "the host cannot be reached"
            if self.on_drop is not None:
                self.on_drop()          # (a match waiting for its opening looks at `failed`)
            if self.failed:
                break
            try:
                await asyncio.wait_for(self._wake.wait(), pause)
            except asyncio.TimeoutError:
                pass
            waited += pause
            pause = min(pause * 2, 5.0)
