"""RemoteMatch: a seat's side of a networked table, with the interface the scenes use from Match.

The host holds the real Match and applies every move; this holds only what the seat was sent (its
view, its events, the legal moves while it is to act) and asks the host the rest. The scenes call
it synchronously from the UI thread; the connection runs on its own thread (net/client.py, or the
host's in-process handle) and files what arrives here under a lock.

What is pushed waits in an inbox until the table takes it: `poll()` (or iterating `updates()`)
makes the next move visible and returns it, calling `on_applying` before and `on_applied` after,
exactly as a local `Match.apply` does, so a table plays the other seats' moves one by one with
its own animations, and everything read meanwhile (current_player, view, last_mover) is of the
move being shown. `catch_up()` takes them all (tools, tests).

reason() and preview(): a listed legal move's reason is None without asking; anything else is asked
of the host once per position and kept (the host answers only the seat to act, whose reasons and
previews depend on nothing hidden from it). It subclasses Match only so that code which accepts
"a match" (ui/seats.as_match) takes it as one; every method is its own, and it has no state.
"""
from __future__ import annotations

import itertools
import threading
from collections import deque
from dataclasses import dataclass
from typing import Any, Callable

from game.core import Action, Event, IllegalAction
from game.i18n import _
from game.match import Match

from . import protocol as P


class HostProblem(IllegalAction):
    """The host did not answer in time or the connection is gone: the move was not made (or its
    answer was lost: the table shows the host's position once it is back)."""


@dataclass
class Update:
    kind: str               # "move" (another seat's move, or a computer's) or "reset" (an undo, a rejoin)
    seat: int | None        # who moved (a move)
    events: list            # what this seat saw of it (a move), [] for a reset


class RemoteMatch(Match):
    state = None            # never the rules' state: the client has none
    networked = True        # played through a host (scenes/table/network.py)

    def __init__(self, transport, *, timeout: float = 10.0):
        # Match.__init__ is not called: there is no state to hold
        self.transport = transport
        self.timeout = timeout
        self._lock = threading.Condition()
        self._seq = itertools.count(1)
        self._refused_opening: dict | None = None
        self._host_seq: int | None = None  # the last number the host saw from this seat (on a state)
        self._inbox: deque = deque()       # pushed moves and states not yet shown
        self._answers: dict[int, dict] = {}
        self._asked: dict[tuple, Any] = {}  # (moves, resets, question, action) -> answer
        self._shown: dict | None = None    # the latest snapshot the table sees
        self._history: list[tuple[int | None, list[Event]]] = []
        self._notices: deque = deque()
        self._final = None
        self.table: dict = {}
        self.code: str | None = None
        self.seat: int | None = None
        self.token: str | None = None
        self.closed: dict | None = None      # the host's closing message, once the table is gone
        self.connected = False
        self.position = 0
        self.on_applied: Callable | None = None
        self.on_applying: Callable | None = None
        self.bots: dict = {}                 # remote computers think on the host
        self.with_bots = False
        self.last_chance = False
        transport.on_message = self._receive
        transport.on_drop = self._dropped
        transport.on_back = self._back

    # ---- opening ------------------------------------------------------------------------------
    def open(self, opening: dict, timeout: float | None = None) -> "RemoteMatch":
        """Say `opening` (join, rejoin, spectate, create with take) and wait for the first state."""
        self.transport.set_opening(opening)
        with self._lock:
            if not self._lock.wait_for(lambda: self._shown is not None or self.closed is not None
                                       or self._refused_opening is not None
                                       or getattr(self.transport, "failed", None), timeout or self.timeout) \
                    or self._shown is None and getattr(self.transport, "failed", None):
                self.transport.close()
                raise HostProblem(_("The host did not answer."))
            if self._shown is None:
                self.transport.close()
                refusal = HostProblem((self._refused_opening or self.closed).get("reason", "The host refused."))
                refusal.code = (self._refused_opening or self.closed).get("code")
                raise refusal
            # the opening state is the starting picture, not an update to play
            while self._inbox:
                self._show(self._inbox.popleft())
        return self

    @classmethod
    def join(cls, url: str, code: str, name: str | None = None, seat: int | None = None, **kw) -> "RemoteMatch":
        from .client import Transport
        return cls(Transport(url, record=kw.pop("record", False)), **kw).open(
            {"t": "join", "code": code, "name": name, "seat": seat})

    @classmethod
    def rejoin(cls, url: str, code: str, token: str, **kw) -> "RemoteMatch":
        from .client import Transport
        match = cls(Transport(url, record=kw.pop("record", False)), **kw)
        match.token = token
        return match.open({"t": "rejoin", "code": code, "token": token})

    @classmethod
    def spectate(cls, url: str, code: str, **kw) -> "RemoteMatch":
        from .client import Transport
        return cls(Transport(url, record=kw.pop("record", False)), **kw).open({"t": "spectate", "code": code})

    @classmethod
    def create(cls, url: str, game: str, players: int, seats: list[dict], options: dict | None = None,
               take: int | None = 0, name: str | None = None, **kw) -> "RemoteMatch":
        """Set up a table on a host and sit at seat `take` (None: only set up, then watch)."""
        from .client import Transport
        match = cls(Transport(url, record=kw.pop("record", False)), **kw)
        msg = {"t": "create", "game": game, "players": players, "options": options or {}, "seats": seats,
               "take": take, "name": name}
        if take is None:
            raise ValueError("a creator takes a seat; onlookers use spectate with the code")
        return match.open(msg)

    def close(self) -> None:
        try:
            self.transport.send({"t": "leave"})
        finally:
            self.transport.close()

    # ---- what arrives (on the connection's thread) ---------------------------------------------
    def _receive(self, msg: dict) -> None:
        try:
            self._file(msg)
        except Exception as exc:    # a message this client cannot read: noted, never fatal
            with self._lock:
                self._notices.append({"t": "problem", "reason": repr(exc)})
                self._lock.notify_all()

    def _file(self, msg: dict) -> None:
        kind = msg.get("t")
        with self._lock:
            if kind in ("move", "state"):
                self._inbox.append(msg)
                if isinstance(msg.get("answers"), int):
                    self._answers[msg["answers"]] = msg
                if kind == "state":
                    if isinstance(msg.get("seq"), int):
                        self._host_seq = msg["seq"]
                    self.seat = msg.get("seat")
                    self.table = msg.get("table") or self.table
                    self.code = self.table.get("code", self.code)
                    self.connected = True
                    if self._shown is None:
                        self._show(self._inbox.popleft())
            elif kind == "joined":
                self.code, self.seat = msg.get("code"), msg.get("seat")
                if msg.get("token"):
                    self.token = msg["token"]
                if self.token:
                    # from now on every new connection takes this seat up again
                    self.transport.opening = {"t": "rejoin", "code": self.code, "token": self.token}
            elif kind == "watching":
                self.code = msg.get("code")
                self.transport.opening = {"t": "spectate", "code": self.code}
            elif kind in ("refused", "answer", "digest"):
                if isinstance(msg.get("seq"), int):
                    self._answers[msg["seq"]] = msg
                elif kind == "digest":
                    self._answers[-1] = msg
                else:
                    if self._shown is None:
                        self._refused_opening = msg
                    self._notices.append(msg)
            elif kind == "seat":
                seats = self.table.setdefault("seats", [])
                if isinstance(msg.get("seat"), int) and msg["seat"] < len(seats):
                    seats[msg["seat"]] = {k: v for k, v in msg.items() if k != "t"}
                self._notices.append(msg)
            elif kind == "closed":
                # the table is gone, or this seat was taken up from another connection: dialling
                # again would only fight over it
                self.closed = msg
                self.transport.closing = True
                self._notices.append(msg)
            self._lock.notify_all()

    def _dropped(self) -> None:
        with self._lock:
            self.connected = False
            self._notices.append({"t": "connection", "status": "lost"})
            self._lock.notify_all()

    def _back(self) -> None:
        with self._lock:
            self._notices.append({"t": "connection", "status": "back"})
            self._lock.notify_all()

    def _show(self, msg: dict) -> Update:
        """Make a pushed message the position the table sees (lock held)."""
        if msg["t"] == "state":
            self._history = [(mover, P.events_from_json(evs)) for mover, evs in msg.get("history", [])]
            update = Update("reset", None, [])
        else:
            if "view_patch" in msg:       # the members changed since the view shown before it
                msg["view"] = P.patched(self._shown["view"], msg.pop("view_patch"))
            events = P.events_from_json(msg.get("events"))
            self._history.append((msg.get("mover"), events))
            update = Update("move", msg.get("mover"), events)
        self._shown = msg
        self._final = msg.get("final")
        for action, preview in msg.get("previews") or ():
            self._asked[(msg.get("moves"), msg.get("resets"), "preview", Action.from_json(action))] = preview
        self.position += 1
        return update

    # ---- the table takes what arrived ----------------------------------------------------------
    def poll(self) -> Update | None:
        """The next pushed move (or reset), now visible; None when the table is up to date."""
        with self._lock:
            if not self._inbox:
                return None
            msg = self._inbox[0]
        if msg["t"] == "move" and self.on_applying is not None:
            self.on_applying(self)
        with self._lock:
            if not self._inbox or self._inbox[0] is not msg:
                return None
            self._inbox.popleft()
            update = self._show(msg)
        if update.kind == "move" and self.on_applied is not None:
            self.on_applied(self, update.events)
        return update

    def updates(self):
        """Every pushed move and reset in order, each made visible as it is yielded."""
        while True:
            update = self.poll()
            if update is None:
                return
            yield update

    def catch_up(self) -> list[Update]:
        return list(self.updates())

    def pending(self) -> int:
        with self._lock:
            return len(self._inbox)

    @property
    def tokens(self) -> dict[int, str]:
        """This client's seat and its token, {seat: token} (empty for an onlooker): what takes the seat
        up again; as the host's screen's copy has it for all of its seats (net/hostscreen.py)."""
        return {self.seat: self.token} if self.seat is not None and self.token else {}

    def shared_wait_info(self) -> dict | None:
        """A phase everyone ends together (Faras' memorising), as the host told it: {"seconds", "ready":
        the seats that said so}; None otherwise."""
        return (self._shown or {}).get("shared")

    def ready(self, seat: int | None = None) -> None:
        """This seat is ready to end the phase everyone ends together (the host ends it once every
        person is, or its time is up). `seat` is this client's own; it is there for the host's screen."""
        self.transport.send({"t": "ready"})

    def notices(self) -> list[dict]:
        """Seat changes ("waiting" for a seat to reconnect, "computer" once the host gave it to one,
        "connected" again), the connection's own state and the table's closing, in order."""
        with self._lock:
            out = list(self._notices)
            self._notices.clear()
            return out

    def wait(self, predicate: Callable[["RemoteMatch"], bool], timeout: float | None = None) -> bool:
        """Take pushed updates until `predicate(self)` holds (tests and tools); False on timeout."""
        import time
        end = time.monotonic() + (self.timeout if timeout is None else timeout)
        while True:
            self.catch_up()
            if predicate(self):
                return True
            with self._lock:
                left = end - time.monotonic()
                if left <= 0:
                    return False
                if not self._inbox:
                    self._lock.wait(min(left, 0.5))

    # ---- asking the host ------------------------------------------------------------------------
    def _request(self, msg: dict) -> dict:
        """Send a numbered request and wait for its answer (the move, the state, or a refusal)."""
        seq = next(self._seq)
        msg["seq"] = seq
        with self._lock:
            self.transport.send(msg)
            if not self._lock.wait_for(lambda: seq in self._answers or self.closed is not None, self.timeout):
                raise HostProblem(_("The host did not answer in time."))
            answer = self._answers.pop(seq, None)
        if answer is None:
            raise HostProblem((self.closed or {}).get("reason", "The table is closed."))
        return answer

    def _sync_seq(self) -> None:
        """Go on from the highest number the host has seen from this seat (after a rejoin)."""
        last, self._host_seq = self._host_seq, None
        if last is not None:
            current = next(self._seq)
            self._seq = itertools.count(max(current, last + 1))

    def _key(self) -> tuple:
        s = self._shown or {}
        return s.get("moves"), s.get("resets")

    def _my_turn(self) -> bool:
        s = self._shown
        return s is not None and not s["over"] and s["current"] == self.seat and self.seat is not None

    def _ask(self, question: str, action: Action | None = None):
        key = (*self._key(), question, action)
        if key in self._asked:
            return self._asked[key]
        msg = {"t": "ask", "q": question, "at": self._shown["moves"]}
        if action is not None:
            msg["action"] = action.to_json()
        self._sync_seq()
        answer = self._request(msg)
        if answer["t"] == "refused":
            value = answer if question != "public" else None
        else:
            value = answer.get("value")
        if len(self._asked) > 4096:
            self._asked.clear()
        self._asked[key] = value
        return value

    # ---- the Match interface --------------------------------------------------------------------
    @property
    def game_id(self) -> str:
        return self.table.get("game", "")

    @property
    def num_players(self) -> int:
        return int(self.table.get("players", 0))

    @property
    def seed(self) -> int:
        """A number every seat knows (the scenes seed decorations with it), never the rules' seed."""
        return int(self.table.get("public_seed", 0))

    @property
    def options(self) -> dict:
        return dict(self.table.get("options") or {})

    @property
    def seats(self) -> list[dict]:
        """One dict per seat as the table's setup reads it: this client's own seat is the "human"
        (the one at this screen); a person elsewhere is "remote"; a computer (on the host) is "bot"."""
        out = []
        for i, s in enumerate(self.table.get("seats") or []):
            if i == self.seat:
                kind = "human"
            elif s.get("status") == "computer":
                kind = "bot"
            else:
                kind = "remote"
            d = {"kind": kind, "name": s.get("name", f"Player {i + 1}"), "colour": s.get("colour", i), "status": s.get("status")}
            if kind == "bot":
                d["level"] = s.get("level", "easy")
            out.append(d)
        return out

    @seats.setter
    def seats(self, value) -> None:
        pass    # the host's setup decides; a table cannot change it from here

    @property
    def current_player(self) -> int | None:
        return self._shown["current"] if self._shown else None

    @property
    def is_over(self) -> bool:
        return bool(self._shown and self._shown["over"])

    @property
    def moves(self) -> int:
        return int(self._shown["moves"]) if self._shown else 0

    @property
    def history(self) -> list:
        return self._history

    @history.setter
    def history(self, value) -> None:
        pass

    def last_mover(self) -> int | None:
        return self._history[-1][0] if self.moves and len(self._history) > 1 else None

    def moves_by(self, seat: int) -> int:
        return sum(1 for mover, _events in self._history[1:] if mover == seat)

    def last_action(self) -> Action | None:
        got = (self._shown or {}).get("last_action")
        return Action.from_json(got) if got else None

    def is_bot(self, seat: int | None) -> bool:
        return seat is not None and self.seats[seat]["kind"] == "bot"

    def view(self, seat: int | None) -> dict:
        """This seat's view; any other seat's (or None) is the public view, asked of the host and
        kept for the position; once the game is over every seat's view is known."""
        if self._final and seat is not None and 0 <= seat < len(self._final["views"]):
            return self._final["views"][seat]
        if seat == self.seat:
            return self._shown["view"]
        if self.seat is None:
            return self._shown["view"]
        return self._ask("public")

    def view_is_private(self, seat: int | None) -> bool:
        return bool(seat is not None and seat == self.seat and self._shown and self._shown.get("private"))

    def legal_actions(self) -> list[Action]:
        if not self._my_turn() or self.pending():
            return []
        return [Action.from_json(a) for a in self._shown.get("legal", [])]

    def _why_not_asked(self) -> str | None:
        # about the position shown: while it is this seat's turn there, nobody else can move the
        # host on (only an undo or a seat change could, and then the host answers "stale")
        if self.is_over:
            return _("The game is over.")
        if not self._my_turn():
            return _("It is not your turn.")
        return None

    def reason(self, action: Action) -> str | None:
        why = self._why_not_asked()
        if why is not None:
            return why
        if not isinstance(action, Action):
            return _("That is not a move.")
        if action in self._legal_set():
            return None
        got = self._ask("reason", action)
        if isinstance(got, dict):     # refused (the table moved on meanwhile)
            return P.refusal_words(got.get("code"), got.get("reason"))
        return got

    def _legal_set(self) -> frozenset:
        key = ("legal", *self._key())
        got = self._asked.get(key)
        if got is None:
            got = self._asked[key] = frozenset(Action.from_json(a) for a in self._shown.get("legal", []))
        return got

    def preview(self, action: Action):
        if self._why_not_asked() is not None or not isinstance(action, Action):
            return None
        key = (*self._key(), "preview", action)
        if key not in self._asked and action in self._legal_set():
            # the position came without its previews (too big to push): all of them in one question
            every = self._ask("previews")
            if isinstance(every, list):
                for a, value in every:
                    self._asked[(*self._key(), "preview", Action.from_json(a))] = value
        got = self._asked[key] if key in self._asked else self._ask("preview", action)
        return None if isinstance(got, dict) and got.get("t") == "refused" else got

    def final_ahead(self, action: Action) -> str | None:
        if self._why_not_asked() is not None or not isinstance(action, Action):
            return None
        got = self._ask("final_ahead", action)
        return None if isinstance(got, dict) else got

    def apply(self, action: Action) -> list[Event]:
        """Send this seat's move and wait for the host's answer: the events as this seat sees them,
        or IllegalAction with the host's reason."""
        why = self._why_not_asked()
        if why is not None:
            raise IllegalAction(why)
        if not isinstance(action, Action):
            raise IllegalAction(_("That is not a move."))
        self._sync_seq()
        if self.on_applying is not None:
            self.on_applying(self)
        answer = self._request({"t": "act", "at": self._shown["moves"], "action": action.to_json()})
        if answer["t"] == "refused":
            raise IllegalAction(P.refusal_words(answer.get("code") or "illegal", answer.get("reason")))
        with self._lock:
            # show everything up to this move (nothing else can come before it: it was our turn)
            update = None
            while self._inbox:
                msg = self._inbox.popleft()
                update = self._show(msg)
                if msg is answer:
                    break
        events = update.events if update is not None else []
        if self.on_applied is not None:
            self.on_applied(self, events)
        return events

    def undo(self) -> bool:
        if self.pending() or not self.undoable():
            return False
        self._sync_seq()
        answer = self._request({"t": "undo", "at": self._shown["moves"]})
        if answer["t"] == "refused":
            return False
        with self._lock:
            while self._inbox:
                msg = self._inbox.popleft()
                self._show(msg)
                if msg is answer:
                    break
        return True

    def undoable(self) -> bool:
        """As the host allows it (net/table.py undo): the rules allow it, the move was this seat's, and
        it is still this seat's turn or no other person plays (so the Undo button is not offered for a
        move the host would refuse to take back)."""
        undo = (self._shown or {}).get("undo")
        if not (undo and undo.get("ok")) or self.last_mover() != self.seat:
            return False
        others = [i for i, s in enumerate(self.table.get("seats") or [])
                  if i != self.seat and s.get("status") != "computer"]
        return self.current_player == self.seat or not others

    def why_final(self) -> str | None:
        if not self.moves:
            return "nothing has been played yet"
        undo = (self._shown or {}).get("undo")
        if self.last_mover() != self.seat or not undo:
            return "it was another player's move"
        return None if undo.get("ok") else (undo.get("why") or "the rules make it final")

    def revealed(self) -> bool:
        return False

    def winners(self) -> list[int]:
        return list(self._final["winners"]) if self._final else []

    def scores(self) -> list[int]:
        """The scores once the game is over (during it, they are in the views, as each may see)."""
        return list(self._final["scores"]) if self._final else [0] * self.num_players

    def score_breakdown(self):
        return list(self._final["breakdown"]) if self._final else [{"total": 0} for _ in range(self.num_players)]

    def to_record(self) -> dict:
        """The game's record, once it is over (the host keeps it meanwhile)."""
        if self._final:
            return dict(self._final["record"])
        return {"format": "digsite-game", "game": self.game_id, "players": self.num_players,
                "options": self.options, "remote": self.code, "log": []}

    def check(self, tries: int = 10) -> bool | None:
        """Ask the host for the fingerprint of this seat's view and compare: False on a desync,
        None when the table kept moving under every try."""
        for _try in range(tries):
            with self._lock:
                self._answers.pop(-1, None)
                self.transport.send({"t": "check"})
                if not self._lock.wait_for(lambda: -1 in self._answers, self.timeout):
                    raise HostProblem(_("The host did not answer in time."))
                got = self._answers.pop(-1)
            self.catch_up()     # every move the host made before answering arrived before the answer
            if got["moves"] == self.moves and got["resets"] == self._shown.get("resets") and not self.pending():
                return got["digest"] == P.digest(self._shown["view"])
        return None

    # ---- what a client cannot do ----------------------------------------------------------------
    def bot_inputs(self, seat: int):
        raise KeyError(seat)     # remote computers think on the host

    def bot_choice(self, seat: int | None = None):
        raise KeyError(seat)

    def play_bots(self, *args, **kwargs) -> int:
        return 0

    def _make_bots(self) -> None:
        self.bots = {}
