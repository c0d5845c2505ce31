"""The shared rules vocabulary: actions, events, the illegal-move error and the game-state contract.

Every game in Dig Site speaks this interface, so scenes, bots, saves, tools and the conformance
suite can treat all four games alike. Nothing here (or anywhere in game/) imports pygame.
"""
from __future__ import annotations

import copy
import random
from dataclasses import dataclass
from typing import Any, Iterable, Mapping

from game.i18n import _


class IllegalAction(Exception):
    """Raised by `GameState.apply` for a move the rules forbid; `reason` is shown to the player."""

    def __init__(self, reason: str):
        super().__init__(reason)
        self.reason = reason


_DICT = "__dict__"


_PLAIN = frozenset({int, str, bool, float, type(None)})


def _freeze(value: Any) -> Any:
    """Turn JSON-ish values into hashable ones (lists become tuples, dicts sorted pair tuples).
    Plain values, and lists and dicts of them (nearly every event's parameters), take a short path:
    the searching bots build events on every move they try."""
    cls = value.__class__
    if cls in _PLAIN:
        return value
    if cls is list or cls is tuple:
        for v in value:
            if v.__class__ not in _PLAIN:
                return tuple(_freeze(v) for v in value)
        return tuple(value)
    if cls is dict:  # kept recognisable so it thaws back into a dict
        for v in value.values():
            if v.__class__ not in _PLAIN:
                return (_DICT,) + tuple(sorted((str(k), _freeze(v)) for k, v in value.items()))
        return (_DICT,) + tuple(sorted([(str(k), v) for k, v in value.items()]))
    if isinstance(value, (list, tuple)):
        return tuple(_freeze(v) for v in value)
    if isinstance(value, dict):
        return (_DICT,) + tuple(sorted((str(k), _freeze(v)) for k, v in value.items()))
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    raise TypeError(f"action/event parameter of type {type(value).__name__} is not JSON-safe")


def _thaw(value: Any) -> Any:
    if isinstance(value, tuple) and value[:1] == (_DICT,):
        return {k: _thaw(v) for k, v in value[1:]}
    if isinstance(value, tuple):
        return [_thaw(v) for v in value]
    return value


class _Named:
    """Reading the named parameters kept in `params` (sorted (name, value) pairs)."""
    __slots__ = ()

    def __getitem__(self, name: str) -> Any:
        for k, v in self.params:
            if k == name:
                return v
        raise KeyError(name)

    def get(self, name: str, default: Any = None) -> Any:
        for k, v in self.params:
            if k == name:
                return v
        return default


@dataclass(frozen=True)
class Action(_Named):
    """One decision by the seat to act: a kind ("play_card", "place") and named parameters.

    Build with `Action.make("reveal", cell=12)`; read with `action["cell"]` or `action.get(...)`.
    Parameters are kept as a sorted tuple so actions are hashable, comparable and stable in order.
    """

    kind: str
    params: tuple = ()

    @classmethod
    def make(cls, kind: str, **params: Any) -> "Action":
        return cls(kind, tuple(sorted((k, _freeze(v)) for k, v in params.items())))


    def to_json(self) -> dict:
        out = {"kind": self.kind}
        for k, v in self.params:
            out[k] = _thaw(v) if type(v) is tuple else v
        return out

    @classmethod
    def from_json(cls, data: Mapping) -> "Action":
        if not isinstance(data, Mapping) or not isinstance(data.get("kind"), str):
            raise ValueError("an action needs a 'kind'")
        params = {k: v for k, v in data.items() if k != "kind"}
        return cls.make(data["kind"], **params)

    def __str__(self) -> str:
        inner = ", ".join(f"{k}={v!r}" for k, v in self.params)
        return f"{self.kind}({inner})"


@dataclass(frozen=True)
class Event(_Named):
    """Something that happened, for scenes to animate and bots to remember.

    `audience` None means every seat sees all of it. Otherwise only the seats in `audience` see the
    parameters named in `secret`; everyone else gets the event with those parameters removed (they
    know *that* it happened, not *what* was seen).
    """

    kind: str
    params: tuple = ()
    audience: tuple | None = None
    secret: tuple = ()

    @classmethod
    def make(cls, kind: str, *, audience: Iterable[int] | None = None,
             secret: Iterable[str] = (), **params: Any) -> "Event":
        return cls(kind, tuple(sorted((k, _freeze(v)) for k, v in params.items())),
                   None if audience is None else tuple(audience), tuple(secret))


    def for_seat(self, seat: int | None) -> "Event":
        """The event as `seat` may know it (None = a spectator who sees only public parts)."""
        if self.audience is None or (seat is not None and seat in self.audience):
            return self
        kept = tuple((k, v) for k, v in self.params if k not in self.secret)
        return Event(self.kind, kept, self.audience, self.secret)

    def to_json(self) -> dict:
        return {"kind": self.kind, **{k: _thaw(v) for k, v in self.params}}


def copy_rng(rng: random.Random) -> random.Random:
    """A generator in the same state as `rng`, without seeding a new one from the system first (that
    alone cost about 30 microseconds a copy: the searching bots clone states thousands of times)."""
    new = random.Random.__new__(type(rng))
    new.setstate(rng.getstate())
    return new


def events_for(events: Iterable[Event], seat: int | None) -> list[Event]:
    return [e.for_seat(seat) for e in events]


# ---- the shape of an action: declared by each game, checked by the core ---------------------------
# A game lists its action kinds with their parameters and types (GameState.ACTIONS):
#     ACTIONS = {"reveal": {"cell": int}, "declare": {"types": (str, [str])}, "attempt": {}}
# A type is int (never a bool), bool, str, float, [t] (a list of t) or a tuple of choices of these.
# The core refuses anything else with a friendly reason before the game's own rules see it, so a
# game's illegal_reason may rely on the kind being known and every parameter present and typed.

def _fits(value: Any, spec: Any) -> bool:
    if isinstance(spec, tuple):
        return any(_fits(value, s) for s in spec)
    if isinstance(spec, list):
        return isinstance(value, tuple) and value[:1] != (_DICT,) and all(_fits(v, spec[0]) for v in value)
    if spec is int:
        return isinstance(value, int) and not isinstance(value, bool)
    if spec is float:
        return isinstance(value, (int, float)) and not isinstance(value, bool)
    if spec in (bool, str):
        return isinstance(value, spec)
    raise TypeError(f"unknown parameter type {spec!r} in an ACTIONS declaration")


def shape_reason(actions: Mapping[str, Mapping[str, Any]] | None, action: Any) -> str | None:
    """Why `action` does not have a declared shape (a sentence for the player), or None."""
    if not isinstance(action, Action):
        return _("That is not a move.")
    if actions is None:
        return None
    spec = actions.get(action.kind)
    if spec is None:
        return _("That is not a move in this game.")
    names = tuple(k for k, _unused in action.params)
    if set(names) != set(spec):
        return _("That move is missing something or has extra details.")
    for name, value in action.params:
        if not _fits(value, spec[name]):
            return _("That move has a detail of the wrong kind.")
    return None


# Actions whose shape was found right, by identity: legal_actions of Faras and Artifakes hand out the
# same prebuilt objects over and over, and the searching bots ask `reason` for each move they try.
# Identity, not equality: Action("x", (("n", 1),)) equals its twin with True, which has another
# shape. The entry keeps the action alive, so its id cannot pass to another object; bounded.
_SHAPED: dict[int, tuple] = {}
_SHAPED_MAX = 8192


def _shape_checked(actions, action) -> str | None:
    """shape_reason(actions, action), remembered for the actions found well shaped."""
    hit = _SHAPED.get(id(action))
    if hit is not None and hit[0] is action and hit[1] is actions:
        return None
    why = shape_reason(actions, action)
    if why is None:
        if len(_SHAPED) >= _SHAPED_MAX:
            _SHAPED.clear()
        _SHAPED[id(action)] = (action, actions)
    return why


@dataclass
class LogEntry:
    seat: int
    action: Action


class GameState:
    """Base for every game's state. Subclasses implement the underscored hooks and the queries.

    Contract (see DESIGN.md): `current_player`, `legal_actions()`, `apply(action)`, `view(seat)`,
    `is_over`, `scores()`, `winners()`, `score_breakdown()`. The state owns its RNG; it is seeded
    once in `new_game` and is the only source of chance, so replaying the log reproduces the game.
    """

    game_id: str = ""
    ACTIONS: Mapping[str, Mapping[str, Any]] | None = None   # kind -> {parameter: type}; see above
    # event kinds that show something hidden (a token turned face up, a card drawn from a deck):
    # a move that caused one cannot be taken back (see Match.undoable)
    REVEALING: frozenset = frozenset()
    # what makes a move final, in the player's words, by the kind of event that did it, the most
    # telling first: kind -> (past, ahead), e.g. "drew": (N_("a card was drawn from the pile"), N_("a card
    # will be drawn from the pile")); marked with N_ where written, translated where said: the refusal
    # of Undo and a move's confirm panel say it (game.match.why_final)
    FINAL_WORDS: Mapping[str, tuple[str, str]] = {}

    def __init__(self, players: int, seed: int, options: Mapping[str, Any] | None = None):
        self.num_players = players
        self.seed = seed
        self.options = dict(options or {})
        self.rng = random.Random(seed)
        self.log: list[LogEntry] = []

    # ---- to be provided by each game -------------------------------------------------------
    @property
    def current_player(self) -> int | None:
        raise NotImplementedError

    def legal_actions(self) -> list[Action]:
        raise NotImplementedError

    def _apply(self, action: Action) -> list[Event]:
        """Carry out an action already known to be legal; return what happened."""
        raise NotImplementedError

    def view(self, seat: int | None) -> dict:
        raise NotImplementedError

    def scores(self) -> list[int]:
        raise NotImplementedError

    def score_breakdown(self) -> list[dict[str, int]]:
        """Per seat, the named parts of the score (for the results screen); sums to scores()."""
        return [{"total": s} for s in self.scores()]

    # ---- shared behaviour ------------------------------------------------------------------
    @property
    def is_over(self) -> bool:
        return self.current_player is None

    def winners(self) -> list[int]:
        if not self.is_over:
            return []
        scores = self.scores()
        best = max(scores)
        return [i for i, s in enumerate(scores) if s == best]

    def illegal_reason(self, action: Action) -> str | None:
        """Why `action` may not be taken now, or None when it is legal.

        The default compares against `legal_actions()`; games override it with a friendlier,
        more specific reason (and a faster check) where they can.
        """
        if self.is_over:
            return _("The game is over.")
        if action in self.legal_actions():
            return None
        return _("That move is not allowed right now.")

    def reason(self, action: Any) -> str | None:
        """Why `action` may not be taken now (a sentence for the player), or None when it is legal.
        The core checks that it is a move, that the game goes on and that the action has a declared
        shape (ACTIONS); only then does the game's own `illegal_reason` see it."""
        if not isinstance(action, Action):
            return _("That is not a move.")
        if self.is_over:
            return _("The game is over.")
        try:
            return _shape_checked(self.ACTIONS, action) or self.illegal_reason(action)
        except (KeyError, TypeError, ValueError, IndexError):   # a value no rule expects: refused
            return _("That move is not allowed right now.")

    def apply(self, action: Action, known_legal: bool = False) -> list[Event]:
        """Validate and carry out `action` for the seat to act; raise IllegalAction otherwise.
        `known_legal`: the caller found it among `legal_actions()` of this very position (Match
        remembers them), so the rules' check is not run twice."""
        if not known_legal:
            reason = self.reason(action)
            if reason is not None:
                raise IllegalAction(reason)
        seat = self.current_player
        events = self._apply(action)
        self.log.append(LogEntry(seat, action))
        return events

    def clone(self) -> "GameState":
        return copy.deepcopy(self)

    def undoable(self, action: Action) -> bool:
        """The game's own say on taking back the action just taken, asked only once the core found
        that it revealed nothing and used no chance (Match.undoable): a game can forbid more, never
        allow more. Default: allowed."""
        return True

    def resample(self, seat: int, rng: random.Random) -> "GameState":
        """A full state consistent with everything `seat` has seen (its view and its events), with
        every hidden thing (face-down tokens it never saw, other hands, bag and deck order) drawn
        anew at random from what remains possible. It must not depend on how the hidden things
        actually lie (the conformance suite checks this), and `view(seat)` of it equals this one's.
        Games with an expert computer player provide it; the expert searches on these samples."""
        raise NotImplementedError(f"{type(self).__name__} cannot resample hidden information yet")

    def shared_wait(self) -> tuple[Action, float] | None:
        """A phase everyone ends together rather than one seat's move (Faras' memorising: each person
        looks until they are ready): (the action that ends it, the most seconds it lasts), or None.
        At one screen the table ends it when its people are ready; a network host when the people at
        every screen are, or the time is up (net/table.py). Default: no such phase."""
        return None

    def view_is_private(self, seat: int | None) -> bool:
        """True when `view(seat)` right now shows something another seat may not see (a hand, a
        private peek, a placement the others must not see yet). The table puts the handoff curtain
        between two people when either one's screen holds such a secret; the scenes never guess.
        Default: nothing private."""
        return False
