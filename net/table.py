"""One networked table on the host: the Match (the only thing that applies moves), who sits where,
and what each seat and onlooker is sent.

No I/O here: a peer is anything with `send(msg)` (a websocket connection's queue on the server,
an in-process handle for the host's own seats), so every rule about who may see and do what is in
this one module and testable without sockets. Everything a seat is sent is built by
`_snapshot`/`_move_text`/`_state_text` from `match.view(seat)` and `events_for(events, seat)`
alone, plus facts every seat knows (whose turn, how many moves, who moved); the legal moves (and
their previews) go only to the seat to act and the last action only to the seat that made it.
Peers are sent encoded text: the seat's own part is encoded once per seat, the parts a position
shares once per position.
"""
from __future__ import annotations

import hmac
import json
import time
from typing import Any, Callable

from game.core import IllegalAction, events_for
from game.match import Match

from . import protocol as P

KINDS = ("remote", "local", "bot")
PREVIEWS_MAX = 32 * 1024
PREVIEWS_CHUNK = 16         # previews worked out and encoded so many at a time, until past PREVIEWS_MAX
COLOURS = 8                 # a seat's colour is one of this many (the setup offers five; spare for more)


class Seat:
    """What the host knows of a seat beyond the match: who holds it and how they are reached."""

    __slots__ = ("kind", "name", "level", "colour", "token", "peer", "last_seq", "dropped_at", "computer", "sent")

    def __init__(self, kind: str, name: str, level: str = "easy", colour: int = 0):
        self.kind = kind            # remote, local or bot (as the table was set up)
        self.name = name
        self.colour = colour        # the seat's colour choice at the setup (an index into the palette)
        self.level = level          # the computer that plays it (a bot seat, or a seat left too long)
        self.token: str | None = None   # the token's digest once someone took the seat
        self.peer = None
        self.last_seq = 0           # the highest sequence number this seat's holder used
        self.dropped_at: float | None = None
        self.computer = kind == "bot"   # a computer plays it now
        self.sent = None            # the view its holder was sent last: a move sends what changed (protocol.view_patch)

    def status(self) -> str:
        if self.kind == "bot":
            return "computer"
        if self.computer:
            return "computer"
        if self.peer is not None:
            return "connected"
        if self.token is None:
            return "open"
        return "waiting"

    def to_json(self, seat: int) -> dict:
        out = {"seat": seat, "kind": self.kind, "name": self.name, "colour": self.colour, "status": self.status()}
        if self.kind == "bot" or self.computer:
            out["level"] = self.level
        return out


class _Events:
    """A move's events as each seat may know them (`events_for`), encoded: an event a seat sees
    whole, or with the same parts hidden as another seat, is encoded once for both."""

    __slots__ = ("events", "encoded")

    def __init__(self, events):
        self.events = list(events)
        self.encoded: list[list] = [[] for _unused in self.events]    # per event: (as seen, its text)

    def text(self, seat: int | None) -> str:
        pieces = []
        for event, known in zip(self.events, self.encoded):
            mine = event.for_seat(seat)
            for seen, text in known:
                if seen is mine or seen == mine:
                    break
            else:
                text = P.encode(mine.to_json())
                known.append((mine, text))
            pieces.append(text)
        return "[" + ",".join(pieces) + "]"


class Table:
    def __init__(self, code: str, match: Match, seats: list[Seat], *, bot_after_s: float | None = None,
                 log: Callable[[str], None] = lambda line: None, saver: Callable[["Table"], None] | None = None,
                 clock: Callable[[], float] = time.monotonic):
        self.code = code
        self.match = match
        self.seats = seats
        self.watchers: set = set()
        # the host's own screen, in this process (net/hostscreen.py), told every move as (mover, action,
        # moves) and every rebuild as a record: it keeps a whole copy of the game, as a hot-seat table does
        self.mirrors: list[Callable[..., None]] = []
        self.bot_after_s = bot_after_s
        self.log = log
        self.saver = saver
        self.clock = clock
        self.touched = clock()
        self.resets = 0             # undos and seat changes that rebuilt the match
        self.thinking = False       # a host computer is choosing (the server runs it off the loop)
        self.closed = False
        self._cache_key: tuple | None = None
        self._cache: dict = {}
        self._public_sent = None         # the public view the onlookers were sent last (each got every one since
                                         # joining, so one for them all)
        # a phase everyone ends together (GameState.shared_wait: Faras' memorising): who said they
        # are ready, and since when the host has waited (the host ends it, never one seat's move)
        self.ready: set[int] = set()
        self.wait_since: float | None = None
        self._arm_wait()
        # a number anyone at the table may know, for what the scenes seed locally (never the
        # rules' seed: with it a client could foresee the draws)
        self.public_seed = int(P.digest(code)[:8], 16)

    # ---- setting up ---------------------------------------------------------------------------
    @classmethod
    def create(cls, code: str, game_id: str, players: int, options: Any, seats: Any, seed: int,
               **kwargs) -> "Table":
        """A new table, its setup checked as anything read from the wire is (Refusal otherwise)."""
        from game import registry
        try:
            info = registry.get(game_id)
        except (KeyError, TypeError):
            raise P.Refusal("bad_setup", "There is no such game.") from None
        if not info.listed:
            raise P.Refusal("bad_setup", "There is no such game.")
        if options is not None and info.option_problem(options):
            raise P.Refusal("bad_setup", "Those rule options are not known.")
        opts = info.resolve_options(options)
        if players not in info.allowed_players(opts):
            raise P.Refusal("bad_setup", "That game cannot be played by that many players.")
        if not isinstance(seats, list) or len(seats) != players:
            raise P.Refusal("bad_setup", "Give one seat for each player.")
        made, match_seats = [], []
        for i, s in enumerate(seats):
            if not isinstance(s, dict) or s.get("kind") not in KINDS:
                raise P.Refusal("bad_setup", "Each seat is remote, local or a computer.")
            name = P.clean_name(s.get("name"), f"Player {i + 1}")
            level = s.get("level", "easy")
            if level not in info.bot_levels and level != "expert":
                raise P.Refusal("bad_setup", "That computer level is not known.")
            colour = s.get("colour", i)
            if not isinstance(colour, int) or isinstance(colour, bool) or not 0 <= colour < COLOURS:
                raise P.Refusal("bad_setup", f"A seat's colour is a whole number from 0 to {COLOURS - 1}.")
            if any(other.colour == colour for other in made):
                raise P.Refusal("bad_setup", "Two seats cannot have the same colour.")
            seat = Seat(s["kind"], name, level, colour)
            made.append(seat)
            match_seats.append(cls._match_seat(seat, i))
        match = Match.new(game_id, players, seed, opts, match_seats)
        return cls(code, match, made, **kwargs)

    @staticmethod
    def _match_seat(seat: Seat, i: int) -> dict:
        if seat.computer:
            return {"kind": "bot", "level": seat.level, "name": seat.name, "colour": seat.colour}
        return {"kind": "human", "name": seat.name, "colour": seat.colour}

    def info(self) -> dict:
        return {"code": self.code, "game": self.match.game_id, "players": self.match.num_players,
                "options": self.match.options, "public_seed": self.public_seed,
                "seats": [s.to_json(i) for i, s in enumerate(self.seats)]}

    # ---- what a seat is sent ------------------------------------------------------------------
    def _shared(self, what: str, make: Callable[[], Any]) -> Any:
        """`make()` worked out once per position: what several messages about one position carry
        alike (the legal moves and their previews, the final) is computed and encoded once, not per
        seat and again on every join. A new position, an undo or a rebuilt match starts afresh."""
        key = (self.match, self.match.moves, self.resets)
        if self._cache_key != key:
            self._cache_key, self._cache = key, {}
        if what not in self._cache:
            self._cache[what] = make()
        return self._cache[what]

    def _legal_parts(self) -> tuple[str, str | None]:
        """The legal moves and, while they are small, their previews, as encoded JSON (for the seat
        to act only). A table asks for every preview at once when a position changes (one round
        trip each would freeze it), so they come along; past PREVIEWS_MAX the rest are not even
        worked out."""
        m = self.match
        actions = m.legal_actions()
        legal = [a.to_json() for a in actions]
        previews = None
        if legal and getattr(m.state, "preview", None) is not None:
            pieces, size = [], 1
            for at in range(0, len(actions), PREVIEWS_CHUNK):
                piece = P.encode([[data, m.preview(action)] for action, data in
                                  zip(actions[at:at + PREVIEWS_CHUNK], legal[at:at + PREVIEWS_CHUNK])])[1:-1]
                size += len(piece) + 1          # the length of "[" + ",".join(pieces) + "]"
                if size > PREVIEWS_MAX:
                    pieces = None
                    break
                pieces.append(piece)
            if pieces is not None:
                previews = "[" + ",".join(pieces) + "]"
        return P.encode(legal), previews

    def _snapshot(self, seat: int | None, base: dict | None = None) -> tuple[dict, list[tuple[str, str]], dict]:
        """The position as `seat` (None: an onlooker) may know it: the seat's own part, the parts
        already encoded (protocol.encode_with joins them), and the view (what the next message's
        patch is worked out from). With `base`, the view the peer was sent last, the view goes as
        a `view_patch` of the members changed since."""
        m = self.match
        current = m.current_player
        out = {"moves": m.moves, "current": current, "over": m.is_over, "resets": self.resets,
               "private": bool(seat is not None and m.view_is_private(seat))}
        view = m.view(seat)
        patch = P.view_patch(view, base)
        parts = [("view", P.encode(view)) if patch is None else ("view_patch", P.encode(patch))]
        wait = self.shared_wait()
        if wait is not None:
            # everyone at once: each seat says when it is ready; the host ends the phase
            out["shared"] = {"seconds": wait[1], "ready": sorted(self.ready)}
            out["legal"] = []
        elif seat is not None and seat == current:
            legal, previews = self._shared("legal", self._legal_parts)
            parts.append(("legal", legal))
            if previews is not None:
                parts.append(("previews", previews))
        else:
            out["legal"] = []
        last = m.last_mover()
        if seat is not None and last == seat:
            out["last_action"] = m.last_action().to_json()
            out["undo"] = {"ok": m.undoable(), "why": m.why_final()}
        if m.is_over:
            parts.append(("final", self._shared("final", lambda: P.encode(self.final()))))
        return out, parts, view

    def _sent(self, seat: int | None, view: dict) -> None:
        """`view` is the one now at `seat`'s peer (None: at every onlooker)."""
        if seat is None:
            self._public_sent = view
        else:
            self.seats[seat].sent = view

    def snapshot(self, seat: int | None) -> dict:
        """The position as `seat` (None: an onlooker) may know it, as a client reads it."""
        out, parts, _view = self._snapshot(seat)
        out.update((key, json.loads(text)) for key, text in parts)
        return out

    def final(self) -> dict:
        """Once the game is over every hidden thing may be shown (as the replay viewer does): the
        scores, every seat's view and the whole record of moves."""
        m = self.match
        return {"scores": m.scores(), "winners": m.winners(), "breakdown": m.score_breakdown(),
                "views": [m.view(s) for s in range(m.num_players)], "record": m.to_record()}

    def _state_text(self, seat: int | None, answers: int | None = None, *, sending: bool = True) -> str:
        history = [[mover, P.events_json(events_for(events, seat))] for mover, events in self.match.history]
        msg = {"t": "state", "seat": seat, "table": self.info(), "history": history}
        out, parts, view = self._snapshot(seat)
        if sending:
            self._sent(seat, view)
        msg.update(out)
        if seat is not None:
            msg["seq"] = self.seats[seat].last_seq
        if answers is not None:
            msg["answers"] = answers
        return P.encode_with(msg, parts)

    def state_message(self, seat: int | None) -> dict:
        """Everything a seat (or onlooker) needs to draw the table from nothing: on joining, on
        rejoining and after an undo."""
        return json.loads(self._state_text(seat, sending=False))

    def _move_text(self, seat: int | None, mover: int, events: "_Events", seq: int | None) -> str:
        msg = {"t": "move", "mover": mover}
        if seq is not None:
            msg["answers"] = seq
        out, parts, view = self._snapshot(seat, self._public_sent if seat is None else self.seats[seat].sent)
        self._sent(seat, view)
        msg.update(out)
        return P.encode_with(msg, [("events", events.text(seat))] + parts)

    def audience(self):
        """(peer, seat) of everyone at the table now; seat None for onlookers."""
        for i, s in enumerate(self.seats):
            if s.peer is not None:
                yield s.peer, i
        for peer in list(self.watchers):
            yield peer, None

    def broadcast_move(self, mover: int, events, seq: int | None = None) -> None:
        # peers get encoded text: each seat's message is encoded once, the onlookers' once for all
        shared = _Events(events)
        public = None
        for peer, seat in self.audience():
            if seat is None:
                if public is None:
                    public = self._move_text(None, mover, shared, None)
                peer.send(public)
            else:
                peer.send(self._move_text(seat, mover, shared, seq if seat == mover else None))

    def broadcast_state(self, by: int | None = None, seq: int | None = None) -> None:
        public = None
        for peer, seat in self.audience():
            if seat is None:
                if public is None:
                    public = self._state_text(None)
                peer.send(public)
            else:
                peer.send(self._state_text(seat, seq if seat == by else None))

    def broadcast_seat(self, seat: int) -> None:
        text = P.encode({"t": "seat", **self.seats[seat].to_json(seat)})
        for peer, _seat in self.audience():
            peer.send(text)

    # ---- who sits where -----------------------------------------------------------------------
    def join(self, peer, name: Any, want: Any = None, *, local: bool = False) -> tuple[int, str]:
        """Give `peer` an open seat (remote, or local for the host's own handle); its token."""
        kind = "local" if local else "remote"
        free = [i for i, s in enumerate(self.seats) if s.kind == kind and s.token is None]
        if want is not None:
            if not isinstance(want, int) or isinstance(want, bool) or want not in free:
                raise P.Refusal("table_full", "That seat is not open.")
            free = [want]
        if not free:
            raise P.Refusal("table_full")
        seat = free[0]
        s = self.seats[seat]
        token = P.new_token()
        s.token = P.token_digest(token)
        if isinstance(name, str) and name.strip():
            s.name = P.clean_name(name, s.name)
            self.match.seats[seat]["name"] = s.name
            self._cache_key = None      # the record in a final names the seats
        self._seat_peer(seat, peer, token)
        self.log(f"table {self.code} joined seat {seat}")
        self._save()
        return seat, token

    def rejoin(self, peer, token: Any) -> int:
        """The seat this token opens, now held by `peer` (the old connection, if any, is let go)."""
        if not isinstance(token, str) or len(token) > 100:
            raise P.Refusal("bad_token")
        digest = P.token_digest(token)
        for seat, s in enumerate(self.seats):
            if s.token is not None and hmac.compare_digest(s.token, digest):
                old = s.peer
                if old is not None and old is not peer:
                    old.send({"t": "closed", "code": "replaced",
                              "reason": "This seat was taken up from another connection."})
                    old.seat_left(self)
                if s.computer and s.kind != "bot":
                    s.computer = False
                    self._rebuild_seats()
                self._seat_peer(seat, peer)
                self.log(f"table {self.code} rejoined seat {seat}")
                return seat
        raise P.Refusal("bad_token")

    def _seat_peer(self, seat: int, peer, token: str | None = None) -> None:
        s = self.seats[seat]
        s.peer, s.dropped_at = peer, None
        peer.seated(self, seat)
        self.touched = self.clock()
        joined = {"t": "joined", "code": self.code, "seat": seat}
        if token is not None:
            joined["token"] = token      # said once, to its holder only
        peer.send(joined)
        peer.send(self._state_text(seat))
        self.broadcast_seat(seat)

    def spectate(self, peer) -> None:
        self.watchers.add(peer)
        peer.seated(self, None)
        peer.send(self._state_text(None))

    def leave(self, peer) -> None:
        """The peer's connection is gone (or it moved on): its seat waits for it to come back."""
        self.watchers.discard(peer)
        for seat, s in enumerate(self.seats):
            if s.peer is peer:
                s.peer, s.dropped_at = None, self.clock()
                self.log(f"table {self.code} seat {seat} dropped")
                self.broadcast_seat(seat)

    # ---- moves --------------------------------------------------------------------------------
    def _check_turn(self, seat: int | None, seq: Any, at: Any) -> int:
        if seat is None:
            raise P.Refusal("spectator")
        s = self.seats[seat]
        if not isinstance(seq, int) or isinstance(seq, bool) or seq > 2 ** 53:
            raise P.Refusal("bad_message", "'seq' must be a whole number.")
        if seq <= s.last_seq:
            raise P.Refusal("replayed")
        s.last_seq = seq
        self.touched = self.clock()
        if self.match.is_over:
            raise P.Refusal("over")
        if at != self.match.moves:
            raise P.Refusal("stale")
        if self.match.current_player != seat:
            raise P.Refusal("not_your_turn")
        return seat

    # ---- a phase everyone ends together -------------------------------------------------------------
    def shared_wait(self):
        return None if self.match.is_over else self.match.state.shared_wait()

    def _arm_wait(self) -> None:
        """After every change of position: a shared phase just begun starts the host's clock."""
        if self.shared_wait() is None:
            self.wait_since, self.ready = None, set()
        elif self.wait_since is None:
            self.wait_since, self.ready = self.clock(), set()

    def mark_ready(self, seat: int | None) -> None:
        """`seat` has done (Faras: memorised); the phase ends once every person's seat has."""
        if seat is None:
            raise P.Refusal("spectator")
        if self.shared_wait() is None or seat in self.ready:
            return
        self.ready.add(seat)
        self.end_wait(self.clock())

    def end_wait(self, now: float) -> bool:
        """End the shared phase when every person is ready (computers always are) or its time is up;
        True if it ended."""
        wait = self.shared_wait()
        if wait is None or self.wait_since is None:
            return False
        people = {i for i, s in enumerate(self.seats) if not s.computer}
        if not people <= self.ready and now - self.wait_since < wait[1]:
            return False
        seat = self.match.current_player
        events = self.match.apply(wait[0])
        self._after_move(seat, events, None)
        return True

    def act(self, seat: int | None, seq: Any, at: Any, action) -> list:
        """The seat's move, refused unless it is that seat's turn at that position; the move is
        sent to everyone (the mover's copy carries `seq`: its answer)."""
        self._check_turn(seat, seq, at)
        if self.shared_wait() is not None:
            raise P.Refusal("not_your_turn", "Everyone ends this phase together: say you are ready.")
        try:
            events = self.match.apply(action)
        except IllegalAction as exc:
            raise P.Refusal("illegal", exc.reason) from None
        self._after_move(seat, events, seq)
        return events

    def ask(self, seat: int | None, seq: Any, at: Any, question: Any, action) -> Any:
        """reason / preview / final_ahead of an action, for the seat to act only: what the rules
        answer for the mover depends only on what the mover may know (the conformance suite holds
        every game's reasons to that; docs/network.md lists what each game's preview reads)."""
        self._check_turn(seat, seq, at)
        if question == "reason":
            return self.match.reason(action)
        if question == "preview":
            return P.plain(self.match.preview(action))
        if question == "final_ahead":
            return self.match.final_ahead(action)
        if question == "previews":
            # every legal move's preview at once: a position whose previews were too big to push
            # with it (a Thebes turn with many journeys) costs one question, not one per move
            return [[a.to_json(), P.plain(self.match.preview(a))] for a in self.match.legal_actions()]
        raise P.Refusal("bad_message", "'q' must be reason, preview, previews or final_ahead.")

    def undo(self, seat: int | None, seq: Any, at: Any) -> None:
        """Take back the seat's own last move while it is still that seat's turn (a decision inside
        a turn) or only computers play after it: never once another person has seen the table move
        on their turn."""
        if seat is None:
            raise P.Refusal("spectator")
        s = self.seats[seat]
        if not isinstance(seq, int) or isinstance(seq, bool) or seq <= s.last_seq:
            raise P.Refusal("replayed" if isinstance(seq, int) and not isinstance(seq, bool) else "bad_message")
        s.last_seq = seq
        m = self.match
        if at != m.moves:
            raise P.Refusal("stale")
        others = [i for i, x in enumerate(self.seats) if i != seat and not x.computer]
        if m.last_mover() != seat or not m.undoable() or (m.current_player != seat and others):
            raise P.Refusal("undo_refused", m.why_final() and f"That move cannot be taken back: {m.why_final()}.")
        m.undo()
        self.resets += 1
        self._arm_wait()
        self.log(f"table {self.code} undo to move {m.moves}")
        self._save()
        self.broadcast_state(seat, seq)
        self._tell_mirrors("reset")

    def _tell_mirrors(self, what: str) -> None:
        """The host's screen's copies (net/hostscreen.py) hear of a move, or of a rebuilt match."""
        for mirror in list(self.mirrors):
            if what == "move":
                mirror("move", self.match.last_mover(), self.match.last_action().to_json(), self.match.moves)
            else:
                mirror("reset", self.match.to_record())

    def _after_move(self, mover: int, events, seq: int | None) -> None:
        self.touched = self.clock()
        self._arm_wait()
        self.broadcast_move(mover, events, seq)
        self._tell_mirrors("move")      # after the seats' pushes: a copy never runs ahead of its clients
        moves = self.match.moves
        if moves % 50 == 0:
            self.log(f"table {self.code} moves {moves}")
        if self.match.is_over:
            self.log(f"table {self.code} finished after {moves} moves, winners {self.match.winners()}")
        self._save()

    # ---- computers on the host ----------------------------------------------------------------
    def bot_to_move(self) -> bool:
        m = self.match
        return not self.closed and not m.is_over and m.current_player in m.bots and self.shared_wait() is None

    def bot_apply(self, match: Match, moves: int, action) -> bool:
        """Apply a computer's choice made off the loop, if the table is still where it chose."""
        if match is not self.match or moves != match.moves or not self.bot_to_move():
            return False
        seat = match.current_player
        try:
            events = match.apply(action)
        except IllegalAction as exc:
            self.log(f"table {self.code} computer move refused: {exc.reason}")
            return False
        self._after_move(seat, events, None)
        return True

    def tick(self, now: float) -> None:
        """A shared phase whose time is up ends; a seat left longer than the host allows goes to a
        computer (its holder may come back)."""
        if not self.closed:
            self.end_wait(now)
        if self.bot_after_s is None or self.match.is_over:
            return
        changed = False
        for seat, s in enumerate(self.seats):
            if (s.kind == "remote" and not s.computer and s.peer is None and s.dropped_at is not None
                    and now - s.dropped_at >= self.bot_after_s):
                s.computer = True
                changed = True
                self.log(f"table {self.code} seat {seat} given to a computer")
        if changed:
            self._rebuild_seats()
            for seat, s in enumerate(self.seats):
                if s.computer and s.kind != "bot":
                    self.broadcast_seat(seat)

    def _rebuild_seats(self) -> None:
        """A new Match over the same moves with the seats as they are now (the record replays;
        the computers' memories are rebuilt from their streams)."""
        record = self.match.to_record()
        record["seats"] = [self._match_seat(s, i) for i, s in enumerate(self.seats)]
        self.match = Match.from_record(record)
        self.resets += 1
        self._arm_wait()
        self._tell_mirrors("reset")
        self._save()

    def idle_for(self, now: float) -> float:
        """How long nothing happened here; a table with a person connected is never idle before
        its game ends; a finished one that everybody has left has nothing more to give."""
        if self.match.is_over and not any(True for _ in self.audience()):
            return float("inf")
        if not self.match.is_over and any(s.peer is not None for s in self.seats if s.kind == "remote"):
            return 0.0
        return now - self.touched

    def close(self, code: str = "expired") -> None:
        self.closed = True
        msg = {"t": "closed", "code": code, "reason": P.REFUSALS.get(code, "The table was closed.")}
        for peer, _seat in list(self.audience()):
            peer.send(msg)
            peer.seat_left(self)
        for s in self.seats:
            s.peer = None
        self.watchers.clear()

    # ---- saving -------------------------------------------------------------------------------
    def _save(self) -> None:
        if self.saver is not None:
            self.saver(self)

    def to_saved(self) -> dict:
        """What a host restart needs to continue the table (tokens only as digests)."""
        return {"format": "digsite-net-table", "version": 1, "code": self.code,
                "record": self.match.to_record(), "bot_after_s": self.bot_after_s,
                "seats": [{"kind": s.kind, "name": s.name, "level": s.level, "colour": s.colour, "token": s.token,
                           "last_seq": s.last_seq, "computer": s.computer} for s in self.seats]}

    @classmethod
    def from_saved(cls, data: dict, **kwargs) -> "Table":
        if data.get("format") != "digsite-net-table" or data.get("version") != 1:
            raise ValueError("not a saved table")
        seats = []
        for i, s in enumerate(data["seats"]):
            seat = Seat(s["kind"], s["name"], s.get("level", "easy"), int(s.get("colour", i)))
            seat.token, seat.last_seq, seat.computer = s.get("token"), int(s.get("last_seq", 0)), bool(s.get("computer"))
            seat.dropped_at = time.monotonic() if seat.token else None
            seats.append(seat)
        record = dict(data["record"])
        record["seats"] = [cls._match_seat(s, i) for i, s in enumerate(seats)]
        kwargs.setdefault("bot_after_s", data.get("bot_after_s"))
        return cls(data["code"], Match.from_record(record), seats, **kwargs)
