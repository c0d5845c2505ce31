"""A match: one game in progress, between the rules and whoever drives it (a scene, a tool, a test).

The match holds the state, the computer players, every seat's stream of events (what that seat has
seen, in order), undo and an autosave hook. Callers ask it, never the state:

    match = Match.new("faras", players=2, seed=7, seats=[{"kind": "human"}, {"kind": "bot", "level": "hard"}])
    match.view(0); match.legal_actions(); match.reason(action); match.preview(action)
    events = match.apply(action)        # raises IllegalAction with a friendly reason
    match.play_bots()                   # the one loop that lets computers move (tools, tests, demo)

Pure Python like the rest of game/: no pygame here.
"""
from __future__ import annotations

from typing import Any, Callable, Mapping, Sequence

from game import registry
from game import save as game_save
from game.core import Action, Event, GameState, IllegalAction, events_for
from game.i18n import _
from game.search import sampler_for, wants_sampler


class Match:
    _legal = None       # (state, position, log length, its legal moves, as a set): _legal_now

    def __init__(self, state: GameState, seats: Sequence[Mapping[str, Any]] | None = None, *,
                 bot_seed: int | None = None, on_applied: Callable[["Match", list[Event]], None] | None = None,
                 with_bots: bool = True):
        self.state = state
        self.info = registry.get(state.game_id)
        seats = [dict(s) for s in (seats or [])]
        if len(seats) != state.num_players:
            seats = [{"kind": "bot", "level": "normal"} for _unused in range(state.num_players)]
        self.seats = seats
        self.bot_seed = state.seed * 97 if bot_seed is None else bot_seed
        self.on_applied = on_applied
        self.on_applying: Callable[["Match"], None] | None = None   # told just before a move changes the state
        self.streams: dict[int | None, list[Event]] = {}
        # every move's full events in order, after the opening ones: [(seat, events)], the opening
        # batch first with seat None (the game log is built from it)
        self.history: list[tuple[int | None, list[Event]]] = []
        self.last_chance = False    # the last move drew on the state's randomness
        self.position = 0           # changes with every move and every undo (a cache key for views)
        self.bots: dict[int, Any] = {}
        self.with_bots = with_bots   # False: a match nobody plays on (a replay), its computer seats idle
        if with_bots:
            self._make_bots()
        self._replay_streams()

    @classmethod
    def new(cls, game_id: str, players: int, seed: int, options: Mapping[str, Any] | None = None,
            seats: Sequence[Mapping[str, Any]] | None = None, **kwargs) -> "Match":
        info = registry.get(game_id)
        opts = info.resolve_options(options)
        return cls(info.new_game(players, seed, opts), seats, **kwargs)

    @classmethod
    def from_record(cls, record, **kwargs) -> "Match":
        state, seats = game_save.from_record(record)
        return cls(state, seats, **kwargs)

    def to_record(self) -> dict:
        return game_save.to_record(self.state, self.seats)

    # ---- seats and bots ---------------------------------------------------------------------
    def is_bot(self, seat: int | None) -> bool:
        return seat is not None and self.seats[seat].get("kind") == "bot"

    def _make_bots(self) -> None:
        self.bots = {}
        for i, s in enumerate(self.seats):
            if s.get("kind") == "bot":
                level = s.get("level") if s.get("level") in self.info.bot_levels else "normal"
                self.bots[i] = self.info.make_bot(level, i, self.bot_seed + i)

    def _replay_streams(self) -> None:
        """Rebuild every seat's event stream (and the bots' memory) from the action log, noting
        whether the last move used chance (undo asks)."""
        seen = list(range(self.state.num_players)) + [None]
        self.streams = {s: [] for s in seen}
        opening = list(getattr(self.state, "opening_events", None) or [])
        batches = []
        self.last_chance = False
        if self.state.log:
            replay = self.info.new_game(self.state.num_players, self.state.seed, self.state.options)
            opening = list(getattr(replay, "opening_events", None) or [])
            last = len(self.state.log) - 1
            for i, entry in enumerate(self.state.log):
                rng = replay.rng.getstate() if i == last else None
                batches.append(replay.apply(entry.action))
            self.last_chance = replay.rng.getstate() != rng
        self.history = [(None, opening)] + [(entry.seat, batch) for entry, batch in zip(self.state.log, batches)]
        for batch in [opening] + batches:
            self._deliver(batch)

    def _deliver(self, events: Sequence[Event]) -> None:
        for seat in self.streams:
            mine = events_for(events, seat)
            self.streams[seat].extend(mine)
            bot = self.bots.get(seat) if seat is not None else None
            if bot is not None:
                bot.observe(mine)

    # ---- what the rules know ----------------------------------------------------------------
    @property
    def game_id(self) -> str:
        return self.state.game_id

    @property
    def num_players(self) -> int:
        return self.state.num_players

    @property
    def current_player(self) -> int | None:
        return self.state.current_player

    @property
    def is_over(self) -> bool:
        return self.state.is_over

    @property
    def moves(self) -> int:
        return len(self.state.log)

    def last_mover(self) -> int | None:
        return self.state.log[-1].seat if self.state.log else None

    def moves_by(self, seat: int) -> int:
        """How many moves `seat` has made so far."""
        return sum(1 for e in self.state.log if e.seat == seat)

    def last_action(self) -> Action | None:
        return self.state.log[-1].action if self.state.log else None

    @property
    def seed(self) -> int:
        return self.state.seed

    @property
    def options(self) -> dict:
        return dict(self.state.options)

    def view(self, seat: int | None) -> dict:
        return self.state.view(seat)

    def view_is_private(self, seat: int | None) -> bool:
        return self.state.view_is_private(seat)

    def _legal_now(self) -> tuple[list[Action], frozenset]:
        """The legal moves of this position, worked out once: a table, its log and the host ask for
        them several times a position, and `apply` checks a move against them."""
        if not self._legal_known():
            actions = self.state.legal_actions()
            self._legal = (self.state, self.position, len(self.state.log), actions, frozenset(actions))
        return self._legal[3], self._legal[4]

    def _legal_known(self) -> bool:
        c = self._legal
        return c is not None and c[0] is self.state and c[1] == self.position and c[2] == len(self.state.log)

    def legal_actions(self) -> list[Action]:
        return list(self._legal_now()[0])

    def reason(self, action: Action) -> str | None:
        """Why `action` is not allowed now (a sentence for the player), or None when it is."""
        return self.state.reason(action)

    def preview(self, action: Action):
        """What `action` would do, without doing it (the game's own preview when it has one)."""
        hook = getattr(self.state, "preview", None)
        return hook(action) if callable(hook) else None

    def scores(self) -> list[int]:
        return self.state.scores()

    def winners(self) -> list[int]:
        return self.state.winners()

    def score_breakdown(self):
        return self.state.score_breakdown()

    # ---- changing it -----------------------------------------------------------------------
    def apply(self, action: Action) -> list[Event]:
        """Apply the seat-to-act's action; every seat's stream and bot hears what it may know."""
        seat = self.state.current_player
        rng = self.state.rng.getstate() if not self.is_bot(seat) else None   # undo asks (humans only)
        if self.on_applying is not None:
            self.on_applying(self)
        events = self.state.apply(action, known_legal=self._legal_known() and action in self._legal[4])
        self.last_chance = rng is None or self.state.rng.getstate() != rng
        self.history.append((seat, list(events)))
        self.position += 1
        self._deliver(events)
        if self.on_applied is not None:
            self.on_applied(self, events)
        return events

    def bot_inputs(self, seat: int):
        """What the computer at `seat` decides from: (bot, its view, the legal actions, the sampler of
        hidden positions for a searching bot or None). The table runs the choice off the main thread."""
        bot = self.bots[seat]
        sampler = sampler_for(self.state, seat) if wants_sampler(bot) else None
        return bot, self.state.view(seat), self.state.legal_actions(), sampler

    def bot_choice(self, seat: int | None = None) -> Action:
        seat = self.state.current_player if seat is None else seat
        bot = self.bots[seat]
        if wants_sampler(bot):
            return bot.choose(self.state.view(seat), self.state.legal_actions(), bot.rng,
                              sampler=sampler_for(self.state, seat))
        return bot.choose(self.state.view(seat), self.state.legal_actions(), bot.rng)

    def play_bots(self, max_moves: int | None = None, *, until: Callable[["Match"], bool] | None = None,
                  on_events: Callable[[int, list[Event]], None] | None = None, fallback=None,
                  on_problem: Callable[[str], None] | None = None) -> int:
        """The one bots-play loop: while a computer is to act (and `until` is not yet true), let it
        choose from its own view and apply. Returns the number of moves made. A bot that fails or
        returns something illegal raises here (tools count it as an error), unless a `fallback`
        random.Random is given: then a random legal move is played instead and `on_problem` told
        (the demo games on the table)."""
        made = 0
        while not self.state.is_over and self.state.current_player in self.bots:
            if max_moves is not None and made >= max_moves:
                break
            if until is not None and until(self):
                break
            seat = self.state.current_player
            if fallback is None:
                action = self.bot_choice(seat)
            else:
                legal = self.state.legal_actions()
                try:
                    action = self.bot_choice(seat)
                except Exception as exc:
                    action = None
                    if on_problem is not None:
                        on_problem(f"{self.game_id} bot failed: {exc!r}")
                if action not in legal:
                    action = fallback.choice(legal)
            events = self.apply(action)
            made += 1
            if on_events is not None:
                on_events(seat, events)
        return made

    # ---- undo ------------------------------------------------------------------------------
    def revealed(self) -> bool:
        """The last move showed something hidden: one of its events is of a kind the game declares
        revealing (GameState.REVEALING)."""
        if len(self.history) < 2:
            return False
        kinds = type(self.state).REVEALING
        return any(e.kind in kinds for e in self.history[-1][1])

    def undoable(self) -> bool:
        """The last move may be taken back (see `undo_allowed`)."""
        return len(self.history) >= 2 and undo_allowed(self.state, self.history[-1][1], self.last_chance)

    def why_final(self) -> str | None:
        """What made the last move final (a clause for the player: "a card was drawn from the
        pile"), or None when it may be taken back."""
        if len(self.history) < 2:
            # Translators: why a move cannot be taken back, a clause ending a sentence such as
            # "The last move cannot be taken back: ..."
            return _("nothing has been played yet")
        return why_final(self.state, self.history[-1][1], self.last_chance)

    def final_ahead(self, action: Action) -> str | None:
        """What would make `action` final if it were played now ("a new card will be drawn from the
        pile"), or None when it could be taken back: tried on a copy, so a confirm panel can warn.
        Only the kinds of its events are told, which anyone at the table can foresee."""
        try:
            probe = self.state.clone()
            before = probe.rng.getstate()
            events = probe.apply(action)
            return why_final(probe, events, probe.rng.getstate() != before, ahead=True)
        except Exception:     # an action the rules refuse: the confirm panel never shows one
            return None

    def undo(self) -> bool:
        """Take back the last move by replaying the log without it; False when not allowed."""
        if not self.undoable():
            return False
        record = self.to_record()
        record["log"] = record["log"][:-1]
        self.state, _unused = game_save.from_record(record)
        if self.with_bots:
            self._make_bots()
        self._replay_streams()
        self.position += 1
        return True


def undo_allowed(state: GameState, events: Sequence[Event], used_chance: bool) -> bool:
    """Whether the move just applied to `state` (which gave `events`) may be taken back, derived here
    once for every game: the game goes on, the move used no chance and none of its events is of a
    kind the game declares revealing (GameState.REVEALING); then the game's own `undoable` may still
    forbid it (Faras does for some steps), never allow more."""
    if not state.log or state.is_over or used_chance:
        return False
    if any(e.kind in type(state).REVEALING for e in events):
        return False
    try:
        return bool(state.undoable(state.log[-1].action))
    except Exception:
        return False


def why_final(state: GameState, events: Sequence[Event], used_chance: bool, *, ahead: bool = False) -> str | None:
    """None when the move just applied to `state` may be taken back (`undo_allowed`); otherwise what
    made it final, as a clause for the player: the game's words for the first kind of event in
    GameState.FINAL_WORDS that the move caused, else a plain one. `ahead`: said of a move not yet
    played ("will be drawn")."""
    if undo_allowed(state, events, used_chance):
        return None
    if state.is_over:
        # Translators: this and the clauses below say why a move cannot be taken back, after it was
        # played ("The last move cannot be taken back: it ended the game.") or before ("It ends the
        # game: this cannot be undone.")
        return _("it ends the game") if ahead else _("it ended the game")
    kinds = {e.kind for e in events}
    for kind, words in type(state).FINAL_WORDS.items():
        if kind in kinds:
            return _(words[1 if ahead else 0])
    if used_chance:
        return _("it is left to chance") if ahead else _("it was left to chance")
    if kinds & type(state).REVEALING:
        return _("it shows something hidden") if ahead else _("it showed something hidden")
    return _("the rules make it final")


def play_out(game_id: str, players: int, seed: int, levels: Sequence[str], options=None, *,
             max_moves: int | None = None, bot_seed: int | None = None) -> Match:
    """A bots-only game from the start (tools and tests): `levels[i]` plays seat i."""
    seats = [{"kind": "bot", "level": lv} for lv in levels]
    match = Match.new(game_id, players, seed, options, seats, bot_seed=bot_seed)
    match.play_bots(max_moves)
    return match


__all__ = ["Match", "play_out", "IllegalAction", "why_final"]
