"""Finished games kept for watching again: the last KEEP games, one file each in `replays/` of the
data folder, and the exact position after any number of moves of one of them.

Each file is the save record (`game.save.to_record`: game, players, seed, options, seats and the
action log, versioned like the saves) plus when it finished (`date`), who played (`names`) and who
won (`winner`, names; `scores`). Files are written atomically (ui.storage); a file that cannot be
read or replayed is set aside as `*.damaged` and reported, never fatal.

`Replay` is the replay itself: the record validated once through `game.save.from_record`, the moves,
and a snapshot of the state every SNAPSHOT_EVERY moves, so the position at move k is a clone of the
nearest snapshot plus at most SNAPSHOT_EVERY - 1 moves (stepping back is exact and instant).

Pure standard library plus game/ (no pygame), so tools and tests use it directly.
"""
from __future__ import annotations

import datetime
import hashlib
import json
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game import registry
from game import save as game_save
from game.i18n import N_, _, _n, pgettext
from game.logtext import join_words
from ui import storage
from ui.clean import clean_name
from ui.paths import data_dir

KEEP = 50
SNAPSHOT_EVERY = 10


def player_name(i: int) -> str:
    """"Player 2": the name of seat i that has none."""
    return _("Player {n}").format(n=i + 1)


def month_name(month: int) -> str:
    """The month's short name (1: "Jan"), in the language of the moment."""
    names = (pgettext("month", "Jan"), pgettext("month", "Feb"), pgettext("month", "Mar"),
             pgettext("month", "Apr"), pgettext("month", "May"), pgettext("month", "Jun"),
             pgettext("month", "Jul"), pgettext("month", "Aug"), pgettext("month", "Sep"),
             pgettext("month", "Oct"), pgettext("month", "Nov"), pgettext("month", "Dec"))
    return names[month - 1]


def replays_dir() -> Path:
    return data_dir() / "replays"


def _names(seats, players: int) -> list[str]:
    names = []
    for i in range(players):
        seat = seats[i] if i < len(seats) and isinstance(seats[i], dict) else {}
        names.append(clean_name(seat.get("name"), player_name(i)))
    return names


def _key(record: dict) -> str:
    """Identifies one game (same game, seed, moves and names): the same game is never kept twice."""
    text = json.dumps([record.get("game"), record.get("seed"), record.get("players"), record.get("options"),
                       record.get("log"), record.get("names")], sort_keys=True)
    return hashlib.sha1(text.encode("utf-8")).hexdigest()[:12]


def make_record(state, seats, when: datetime.datetime | None = None) -> dict:
    record = game_save.to_record(state, [dict(s) for s in (seats or [])])
    names = _names(seats or [], state.num_players)
    record["date"] = (when or datetime.datetime.now()).isoformat(timespec="seconds")
    record["names"] = names
    record["winner"] = [names[i] for i in state.winners() if i < len(names)]
    record["scores"] = list(state.scores())
    return record


def keep(game, seats=None, when: datetime.datetime | None = None) -> str | None:
    """Keep a finished game, a match or a state with its seats (callers leave demonstration games
    out); only the newest KEEP stay. Returns a message for the player if it could not be kept; never
    raises."""
    from ui.seats import unpack
    state, seats = unpack(game, seats)
    try:
        if not state.is_over:
            return None
        when = when or datetime.datetime.now()
        record = make_record(state, seats, when)
        key = _key(record)
        folder = replays_dir()
        if folder.is_dir() and any(folder.glob(f"*-{key}.json")):
            return None
        name = f"n{_next_number():06d}-{when:%Y%m%d-%H%M%S}-{state.game_id}-{key}.json"
        storage.write_json(folder / name, record)
        prune(written=folder / name)
        return None
    except OSError as exc:
        # Translators: {why} is the system's own words for the failure (in brackets).
        return _("The finished game could not be kept for replay ({why}).").format(why=exc.strerror or exc)
    except Exception as exc:   # a rules bug in scores() or winners() must not stop the results
        return _("The finished game could not be kept for replay ({why}).").format(why=type(exc).__name__)


# A kept game's file name starts with its number in the order of keeping ("n000042-..."), so the
# oldest kept is the first to go whatever the clock said when each was kept (a clock set back must
# not make the game just finished look the oldest). Files named by an older version start with the
# time alone; they were all kept before any numbered one, in the order of their names.
_NUMBERED = re.compile(r"^n(\d{1,12})-")


def _order(path: Path) -> tuple:
    m = _NUMBERED.match(path.name)
    return (1, int(m.group(1)), path.name) if m else (0, 0, path.name)


def _files() -> list[Path]:
    """The kept games' files, in the order they were kept (oldest first)."""
    folder = replays_dir()
    if not folder.is_dir():
        return []
    return sorted((p for p in folder.glob("*.json") if p.is_file()), key=_order)


def _next_number() -> int:
    files = _files()
    return _order(files[-1])[1] + 1 if files else 1


def prune(most: int = KEEP, written: Path | None = None) -> None:
    """Delete the oldest kept games beyond `most`, never `written` (the file just written)."""
    files = [p for p in _files() if p != written]
    room = most - (1 if written is not None else 0)
    for old in files[:max(0, len(files) - max(0, room))]:
        try:
            old.unlink()
        except OSError:
            pass


@dataclass
class Entry:
    """One kept game as the list of recent games shows it."""

    path: Path
    date: datetime.datetime | None
    game: str
    title: str
    names: list[str]
    winner: list[str]
    moves: int
    scores: list = field(default_factory=list)

    @property
    def when(self) -> str:
        if self.date is None:
            return "?"
        # Translators: when a kept game finished ("4 Mar 2026, 19:05"): {month} is the month's short
        # name, {time} the hour and minute
        return _("{day} {month} {year}, {time}").format(day=self.date.day, month=month_name(self.date.month),
                                                       year=self.date.year, time=f"{self.date:%H:%M}")

    @property
    def players(self) -> str:
        return join_words(self.names) if self.names else "?"

    @property
    def winner_text(self) -> str:
        if not self.winner:
            # Translators: who won a kept game that nobody won (the list of recent games)
            return _("nobody")
        if len(self.winner) == 1:
            return self.winner[0]
        # Translators: the winners of a kept game who shared the win ("Anna and Ben (shared)")
        return _("{players} (shared)").format(players=join_words(self.winner))

    @property
    def moves_text(self) -> str:
        return _n("{n} move", "{n} moves", self.moves)


def _shape_problem(record: Any) -> str | None:
    """Why a record cannot be a kept game (without replaying it), or None when it looks right."""
    if not isinstance(record, dict) or record.get("format") != game_save.FORMAT:
        return "is not a Dig Site game"
    if record.get("version") != game_save.VERSION:
        return "was kept by a different version"
    try:
        registry.get(record.get("game"))
    except (KeyError, TypeError):
        return "is of an unknown game"
    if not isinstance(record.get("log"), list) or not isinstance(record.get("players"), int):
        return "has no move list"
    return None


# what _shape_problem found wrong (or that a game cannot be replayed), said whole to the player
SET_ASIDE = {
    "is not a Dig Site game": N_("A kept game is not a Dig Site game and was set aside."),
    "was kept by a different version": N_("A kept game was kept by a different version and was set aside."),
    "is of an unknown game": N_("A kept game is of an unknown game and was set aside."),
    "has no move list": N_("A kept game has no move list and was set aside."),
    # Translators: {why} says what went wrong (a message of the rules, or a programmer's word)
    "cannot be replayed": N_("A kept game cannot be replayed ({why}) and was set aside."),
}


def _set_aside(path: Path, why: str, detail=None) -> str:
    """Set a bad kept game aside; the player's message says `why` (a key of SET_ASIDE: what
    _shape_problem found, or "cannot be replayed" with the `detail`)."""
    kept = storage.set_aside(path)
    text = _(SET_ASIDE[why]).format(why=detail) if why in SET_ASIDE else f"A kept game {why} and was set aside."
    return text + storage.kept_note(kept)


def _entry(path: Path, record: dict) -> Entry:
    info = registry.get(record["game"])
    try:
        date = datetime.datetime.fromisoformat(str(record.get("date")))
    except ValueError:
        date = None
    names = record.get("names")
    if isinstance(names, list) and all(isinstance(n, str) for n in names) and len(names) <= info.max_players:
        names = [clean_name(n, player_name(i)) for i, n in enumerate(names)]
    else:
        seats = record.get("seats") if isinstance(record.get("seats"), list) else []
        names = _names(seats, min(max(0, record["players"]), info.max_players))
    winner = record.get("winner") if isinstance(record.get("winner"), list) else []
    winner = [clean_name(w) for w in winner[:info.max_players] if clean_name(w)]
    scores = record.get("scores") if isinstance(record.get("scores"), list) else []
    scores = [s for s in scores[:info.max_players] if isinstance(s, (int, float)) and not isinstance(s, bool)]
    return Entry(path, date, info.id, info.title, names, winner, len(record["log"]), scores)


def recent() -> tuple[list[Entry], list[str]]:
    """The kept games, newest first, and a message for each file that had to be set aside."""
    entries, problems = [], []
    for path in reversed(_files()):
        try:
            record = storage.read_json(path, "kept game")
        except storage.Damaged as exc:
            problems.append(exc.message)
            continue
        if record is None:
            continue
        why = _shape_problem(record)
        if why:
            problems.append(_set_aside(path, why))
            continue
        entries.append(_entry(path, record))
    return entries, problems


def load(path: Path) -> tuple["Replay | None", str | None]:
    """The replay of a kept game, or (None, a message) after setting a bad file aside."""
    try:
        record = storage.read_json(path, "kept game")
    except storage.Damaged as exc:
        return None, exc.message
    if record is None:
        return None, _("That game is no longer kept.")
    why = _shape_problem(record)
    if why:
        return None, _set_aside(path, why)
    try:
        return Replay(record), None
    except game_save.SaveError as exc:
        return None, _set_aside(path, "cannot be replayed", exc)
    except Exception as exc:   # a rules bug while replaying must not stop the app
        return None, _set_aside(path, "cannot be replayed", type(exc).__name__)


def _levels(game_id) -> tuple:
    return tuple(registry.get(game_id).bot_levels)


class Replay:
    """One game move by move: `state_at(k)` is a fresh state after the first k moves (0..moves)."""

    def __init__(self, record: dict):
        final, seats = game_save.from_record(record)   # validates every move (SaveError if it cannot)
        self.record = record
        self.final = final
        self.game_id = final.game_id
        self.info = registry.get(final.game_id)
        from ui.seats import SeatError, checked
        try:
            seats = checked(seats, _levels(final.game_id))
        except SeatError as exc:
            raise game_save.SaveError(str(exc)[0].upper() + str(exc)[1:])
        self.seats = seats if len(seats) == final.num_players else []
        self.names = _names(self.seats, final.num_players)
        self.date = record.get("date")
        self.entries = list(final.log)          # (seat, action) per move, actions already upgraded
        self.snapshots: dict[int, Any] = {}
        state = self._fresh()
        self.snapshots[0] = state.clone()
        for k, entry in enumerate(self.entries, 1):
            state.apply(entry.action)
            if k % SNAPSHOT_EVERY == 0:
                self.snapshots[k] = state.clone()

    def _fresh(self):
        return game_save.new_state(self.final.game_id, self.final.num_players, self.final.seed,
                                   self.final.options)

    @classmethod
    def of_game(cls, game, seats=None) -> "Replay":
        from ui.seats import unpack
        return cls(make_record(*unpack(game, seats)))

    @property
    def moves(self) -> int:
        return len(self.entries)

    def state_at(self, k: int):
        k = max(0, min(self.moves, int(k)))
        base = max(s for s in self.snapshots if s <= k)
        state = self.snapshots[base].clone()
        for entry in self.entries[base:k]:
            state.apply(entry.action)
        return state

    def seat_of(self, k: int) -> int | None:
        """Who made move k (1-based: the move that leads from position k-1 to k)."""
        return self.entries[k - 1].seat if 1 <= k <= self.moves else None
