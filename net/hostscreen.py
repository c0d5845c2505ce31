"""The host's own screen at a table of this process's host, with any number of the table's people at
it (hot-seat there, behind the curtain), beside people at other screens and computers on the host.

The host holds every secret anyway, so its screen keeps a whole copy of the game: a Match built from
the table's record and told every move the table applies (Table.mirrors), in order. The scenes play
on it exactly as on a hot-seat game here: the curtain between this screen's people, each one's own
view, the full events for the log. Only the acting goes through the host: a move of one of this
screen's seats is sent by that seat's own client (net/remote.py over an in-process transport: the
table's rules about turns, sequence numbers and refusals hold for it as for everyone), and is
applied to the copy once the host has taken it. Moves made elsewhere (another screen, a computer on
the host) arrive as updates the table shows one at a time, as a network table does.

Nothing here runs the computers: they play on the host, so the copy has no bots of its own.
"""
from __future__ import annotations

import threading
from collections import deque

from game import save as game_save
from game.core import Action, IllegalAction
from game.match import Match

from .remote import HostProblem, Update


class HostScreenMatch(Match):
    networked = True

    def __init__(self, embedded, code: str, here: list[int], timeout: float = 10.0,
                 tokens: dict[int, str] | None = None):
        """`tokens`: the seats' tokens, to take them up again (the host's app restarted)."""
        self.embedded, self.code, self.here = embedded, code, list(here)
        self._queue: deque = deque()
        self._lock = threading.Lock()
        # each of this screen's seats has its client (it acts for that seat)
        self.clients = {}
        try:
            for s in self.here:
                self.clients[s] = embedded.local_match(code, s, timeout=timeout, token=(tokens or {}).get(s))
        except Exception:
            for client in self.clients.values():
                client.close()
            raise
        record, kinds = embedded.call(self._attach, timeout=timeout)
        state, _seats = game_save.from_record(record)
        seats = [dict(s) for s in record.get("seats") or []]
        for i, s in enumerate(seats):
            s["kind"] = "human" if i in self.clients else ("bot" if kinds[i] == "computer" else "remote")
        super().__init__(state, seats, with_bots=False)     # the host's computers play on the host
        self.seat = self.here[0] if self.here else None      # (a screen that plays: it counts the game)
        self.closed = None

    # ---- the copy, kept in step with the host ------------------------------------------------------
    @property
    def tokens(self) -> dict[int, str]:
        """Each of this screen's seats' token (what takes them all up again after a restart)."""
        return {s: c.token for s, c in self.clients.items() if c.token}

    def _attach(self):
        """On the host's loop: the table's record now, and every move from now on told to this copy."""
        table = self.embedded.server.table(self.code)
        table.mirrors.append(self._told)
        self._table = table
        return table.match.to_record(), [s.status() for s in table.seats]

    def _told(self, what: str, *payload) -> None:
        """Called on the host's loop: queued for the screen's thread (poll)."""
        with self._lock:
            self._queue.append((what, *payload))

    def _drain_clients(self) -> None:
        """The clients' own copies of the pushed moves are not shown (this copy is): taken and let go,
        so each client's position stays the host's."""
        for client in self.clients.values():
            client.catch_up()

    def _client_here(self, client, timeout: float | None = None) -> bool:
        """Wait until `client` has been pushed every move this copy has. The table pushes a move to
        the seats one after another and the mover's client has its answer first, so this copy (which
        applies its own screen's move on that answer) can be a move ahead of another seat's client for
        a moment; asked to act then, that client would still show the last mover's turn and refuse."""
        return client.wait(lambda c: c.moves >= self.moves and not c.pending(), timeout)

    def poll(self) -> Update | None:
        self._drain_clients()
        while True:
            with self._lock:
                if not self._queue:
                    return None
                item = self._queue.popleft()
            if item[0] == "reset":
                self._reset(item[1])
                return Update("reset", None, [])
            _what, mover, action, moves = item
            if moves <= self.moves:       # a move this screen made itself: already applied
                continue
            events = Match.apply(self, Action.from_json(action))
            return Update("move", mover, events)

    def pending(self) -> int:
        with self._lock:
            return len(self._queue)

    def _reset(self, record: dict) -> None:
        self.state, _seats = game_save.from_record(record)
        for i, s in enumerate(record.get("seats") or []):
            if i not in self.clients:
                self.seats[i]["kind"] = "bot" if s.get("kind") == "bot" else "remote"
        self._replay_streams()
        self.position += 1

    # ---- acting, through the seat's client --------------------------------------------------------
    def apply(self, action: Action):
        seat = self.current_player
        client = self.clients.get(seat)
        if client is None:
            raise IllegalAction("It is not a turn of this screen's.")
        while self.pending():           # the copy must be where the host is before it moves on
            update = self.poll()
            if update is None:
                break
        self._drain_clients()
        self._client_here(client)
        client.apply(action)            # HostProblem / IllegalAction: refused, nothing changed
        return Match.apply(self, action)

    def undoable(self) -> bool:
        client = self.clients.get(self.last_mover())
        if client is None or not Match.undoable(self):
            return False
        self._drain_clients()
        return self._client_here(client, 0) and client.undoable()

    def undo(self) -> bool:
        client = self.clients.get(self.last_mover())
        if client is None:
            return False
        self._drain_clients()
        if not client.undo():
            return False
        record = self.embedded.call(lambda: self._table.match.to_record())
        with self._lock:
            self._queue = deque(i for i in self._queue if i[0] != "reset")   # (this one is applied now)
        self._reset(record)
        return True

    def shared_wait_info(self) -> dict | None:
        """A phase everyone ends together (the host ends it: no seat's move here); as a client has it."""
        wait = None if self.is_over else self.state.shared_wait()
        return None if wait is None else {"seconds": wait[1], "ready": []}

    def legal_actions(self):
        return [] if self.shared_wait_info() is not None else Match.legal_actions(self)

    def ready(self, seat: int) -> None:
        """One of this screen's people is ready to end the phase everyone ends together."""
        client = self.clients.get(seat)
        if client is not None:
            client.ready()

    # ---- what the table's screens ask ---------------------------------------------------------------
    @property
    def table(self) -> dict:
        """The seats as the host has them (who is connected, waiting, a computer)."""
        client = next(iter(self.clients.values()), None)
        return client.table if client is not None else {}

    def notices(self) -> list[dict]:
        out = []
        for client in self.clients.values():
            out += [n for n in client.notices() if not (n.get("t") == "seat" and n.get("seat") in self.clients)]
        seen, unique = set(), []
        for n in out:        # every client hears each seat change: told once
            key = repr(sorted(n.items()))
            if key not in seen:
                seen.add(key)
                unique.append(n)
        return unique

    def _detach(self) -> None:
        if self._told in self._table.mirrors:
            self._table.mirrors.remove(self._told)

    def close(self) -> None:
        try:
            self.embedded.call(self._detach)
        except Exception:
            pass       # the host is gone already
        for client in self.clients.values():
            try:
                client.close()
            except HostProblem:
                pass
