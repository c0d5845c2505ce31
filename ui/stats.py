"""Statistics: per game and player name, games played, wins and best score. A variant whose score
means something else (Scarabya solo counts scarabs covered) has a table of its own
(GameInfo.stats_apart).

One small versioned JSON file in the data folder (`stats.json`), written atomically like the
settings; a damaged file is set aside and reported, and counting starts again. Computer seats are
counted apart from people, under "Computer: <level>" (so a person called "Computer" is not mixed
up with them). Demonstration (attract mode) games are never recorded: the caller does not call.

Pure standard library (no pygame), so tools and tests use it directly.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Sequence

from game.i18n import _
from ui import storage
from ui.clean import NAME_MAX, clean_name, clean_text
from ui.paths import data_dir

VERSION = 1
RECENT_KEEP = 50          # keys of the last games recorded, so one game is never counted twice
BOT_PREFIX = "Computer: "
KEY_MAX = 100             # a game's or a player's key in the file (a longer one is cut when read)


@dataclass
class Row:
    """One player's record in one game."""

    name: str
    played: int = 0
    wins: int = 0
    best: int | None = None
    bot: bool = False

    def to_json(self) -> dict:
        return {"name": self.name, "played": self.played, "wins": self.wins, "best": self.best, "bot": self.bot}

    @classmethod
    def from_json(cls, data: Any) -> "Row | None":
        if not isinstance(data, dict) or not isinstance(data.get("name"), str):
            return None
        def count(key):
            v = data.get(key)
            return v if isinstance(v, int) and not isinstance(v, bool) and v >= 0 else 0
        best = data.get("best")
        best = best if isinstance(best, (int, float)) and not isinstance(best, bool) and best == best else None
        bot = bool(data.get("bot"))
        # a computer's row is "Computer: <level>", longer than a person's name may be
        name = clean_text(data["name"], len(BOT_PREFIX) + NAME_MAX) if bot else clean_name(data["name"])
        if not name:
            return None
        return cls(name, count("played"), min(count("wins"), count("played")), best, bot)


@dataclass
class Stats:
    # game id -> player key -> Row
    games: dict[str, dict[str, Row]] = field(default_factory=dict)
    recent: list[str] = field(default_factory=list)

    def rows(self, game_id: str) -> list[Row]:
        """People first, then computer levels; each by wins, then games played, then name."""
        rows = list(self.games.get(game_id, {}).values())
        return sorted(rows, key=lambda r: (r.bot, -r.wins, -r.played, r.name.casefold()))

    def to_json(self) -> dict:
        return {"version": VERSION,
                "games": {g: {k: r.to_json() for k, r in rows.items()} for g, rows in self.games.items()},
                "recent": list(self.recent[-RECENT_KEEP:])}

    @classmethod
    def from_json(cls, data: dict) -> "Stats":
        s = cls()
        games = data.get("games")
        if isinstance(games, dict):
            for gid, rows in games.items():
                if not isinstance(gid, str) or not isinstance(rows, dict):
                    continue
                gid = clean_text(gid, KEY_MAX)
                for key, raw in rows.items():
                    row = Row.from_json(raw)
                    if row is not None and isinstance(key, str) and clean_text(key, KEY_MAX):
                        s.games.setdefault(gid, {})[clean_text(key, KEY_MAX)] = row
        recent = data.get("recent")
        if isinstance(recent, list):
            s.recent = [clean_text(k, KEY_MAX) for k in recent if isinstance(k, str)][-RECENT_KEEP:]
        return s


def stats_path() -> Path:
    return data_dir() / "stats.json"


def load() -> tuple[Stats, str | None]:
    """The saved statistics (empty if none) and a message for the player if the file was damaged."""
    try:
        data = storage.read_json(stats_path(), "statistics file")
    except storage.Damaged as exc:
        return Stats(), exc.message + " " + _("Statistics start again from here.")
    if data is None:
        return Stats(), None
    if not isinstance(data, dict) or data.get("version") != VERSION:
        kept = storage.set_aside(stats_path())
        return Stats(), _("The statistics file was from another version and was set aside.") + storage.kept_note(kept)
    if not isinstance(data.get("games", {}), dict) or not isinstance(data.get("recent", []), list):
        kept = storage.set_aside(stats_path())   # read as empty, the next game would write over it
        return Stats(), _("The statistics file could not be used and was set aside.") + storage.kept_note(kept)
    return Stats.from_json(data), None


def save(stats: Stats) -> str | None:
    try:
        storage.write_json(stats_path(), stats.to_json())
        return None
    except OSError as exc:
        # Translators: {why} is the system's own words for the failure (in brackets).
        return _("The statistics could not be saved ({why}).").format(why=exc.strerror or exc)


def shown_name(row: Row) -> str:
    """A row's name as the statistics screen shows it: a person's as they typed it; a computer's
    ("Computer: <level>" in the file) in the language of the moment."""
    if row.bot and row.name.startswith(BOT_PREFIX):
        from ui.seats import computer_name
        return computer_name(row.name[len(BOT_PREFIX):])
    return row.name


def seat_key(seat: dict, index: int) -> tuple[str, str, bool]:
    """(key, shown name, is a computer) for one seat of the setup."""
    if seat.get("kind") == "bot":
        level = clean_text(seat.get("level"), NAME_MAX) or "normal"
        name = BOT_PREFIX + level
        return "bot:" + level, name, True
    name = clean_name(seat.get("name"), f"Player {index + 1}")
    return "human:" + name.casefold(), name, False


def game_key(state) -> str:
    """Identifies one finished game (the same seed and move list is the same game)."""
    import hashlib
    import json
    moves = json.dumps([[e.seat, e.action.to_json()] for e in state.log], sort_keys=True)
    digest = hashlib.sha1(moves.encode("utf-8")).hexdigest()[:16]
    return f"{state.game_id}:{state.seed}:{state.num_players}:{digest}"


def record(stats: Stats, game_id: str, seats: Sequence[dict], scores: Sequence, winners: Sequence[int],
           key: str | None = None) -> bool:
    """Add one finished game to `stats` (in memory). False if `key` was already counted.

    Two seats under one key (two "hard" computers, or two people typing the same name) count as one
    game played, won if either won, with the better score.
    """
    if key is not None:
        if key in stats.recent:
            return False
        stats.recent.append(key)
        stats.recent = stats.recent[-RECENT_KEEP:]
    table = stats.games.setdefault(game_id, {})
    seen: dict[str, tuple[str, bool, bool, Any]] = {}
    for i, seat in enumerate(seats):
        k, name, bot = seat_key(seat, i)
        score = scores[i] if i < len(scores) else None
        won = i in winners
        if k in seen:
            _unused, _unused, was_won, was_score = seen[k]
            won = won or was_won
            if was_score is not None and (score is None or was_score > score):
                score = was_score
        seen[k] = (name, bot, won, score)
    for k, (name, bot, won, score) in seen.items():
        row = table.get(k)
        if row is None:
            row = table[k] = Row(name, bot=bot)
        row.name = name   # the latest spelling of the name is shown
        row.played += 1
        row.wins += 1 if won else 0
        if isinstance(score, (int, float)) and (row.best is None or score > row.best):
            row.best = score
    return True


def record_game(game, seats: Sequence[dict] | None = None) -> str | None:
    """Count a finished game (a match, or a state and its seats) and save; returns a message for the
    player if something went wrong."""
    from ui.seats import unpack
    state, seats = unpack(game, seats)
    if storage.datalock_blocks(stats_path()):
        return None     # a read-only window (another owns the data folder) counts nothing
    from game import registry
    table = registry.get(state.game_id).stats_table(state.options)   # e.g. Scarabya solo apart
    # read again just before writing, under the file's lock: what another writer recorded since this
    # window last looked is kept, not written over
    with storage.locked(stats_path()):
        stats, problem = load()
        if not record(stats, table, seats, state.scores(), state.winners(), game_key(state)):
            return problem
        return save(stats) or problem
