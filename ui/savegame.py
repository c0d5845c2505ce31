"""The autosave of the game in progress: one file, rewritten after every finished move.

There is one saved game. The menu's Continue names what it holds (game, players, round or moves,
from `summary()`), and starting a new game while one is saved asks first (scenes/shell/setup.py)."""
from __future__ import annotations

import json
import threading
from pathlib import Path

from game.i18n import _, _n
from ui import storage
from ui.paths import data_dir
from ui.seats import unpack


def autosave_path() -> Path:
    """The autosave's file, once every move handed to the background writer is on disk (whoever
    asks for the file, to read, test or remove it, sees the last move)."""
    flush()
    return _path()


def _path() -> Path:
    return data_dir() / "autosave.json"


def progress_of(state) -> dict:
    """What the menu says about how far a game is, from its public view: the round where the game
    counts rounds, else the number of moves (kept in the save so the menu need not replay it)."""
    out = {"moves": len(state.log)}
    try:
        if state.is_over:
            out["over"] = True   # a finished game still here at start is recorded then (settle_finished)
        view = state.view(None)
    except Exception:   # a rules bug must not stop the save
        return out
    for key in ("round", "rounds"):
        value = view.get(key) if isinstance(view, dict) else None
        if isinstance(value, int) and not isinstance(value, bool) and value > 0:
            out[key] = value
    return out


_SEP = (",", ":")
_encoded: dict = {"entries": [], "keys": [], "parts": []}   # the moves encoded so far (see _log_text)


def _log_text(log) -> str:
    """The log as a JSON list, encoding only the moves added since the last save: the log grows by a
    move or two at a time, and encoding all of it again made the frame that applied a move late in a
    Faras game 10 ms slower. Any other change (an undo, another game) starts again from the first."""
    from game import save as game_save
    entries, keys, parts = _encoded["entries"], _encoded["keys"], _encoded["parts"]
    n = len(entries)
    same = n <= len(log) and all(log[i] is entries[i] and (log[i].seat, log[i].action) == keys[i]
                                 for i in (0, n - 1) if n)
    if not same:
        entries.clear()
        keys.clear()
        parts.clear()
    for e in log[len(entries):]:
        entries.append(e)
        keys.append((e.seat, e.action))
        parts.append(json.dumps(game_save.entry_record(e), separators=_SEP))
    return "[" + ",".join(parts) + "]"


def _record_text(game, seats):
    from game import save as game_save   # the rules load with the first game, not at start-up
    state, seats = unpack(game, seats)
    record = game_save.to_record(state, seats, with_log=False)
    record["progress"] = progress_of(state)
    head = json.dumps(record, separators=_SEP)
    return head[:-1] + ',"log":' + _log_text(state.log) + "}"


def _problem(exc: OSError) -> str:
    # Translators: {why} is the system's own words for the failure (in brackets).
    return _("The game could not be saved ({why}).").format(why=exc.strerror or exc)


def _write_file(path: Path, text: str) -> None:
    """Write the autosave; on a full disk the render cache makes room and it is tried once more
    (the game in progress comes before pictures kept for a faster start)."""
    try:
        storage.write_text(path, text)
    except OSError as exc:
        from ui import diskcache
        if not diskcache.is_disk_full(exc) or not diskcache.make_room():
            raise
        storage.write_text(path, text)


def write(game, seats: list[dict] | None = None) -> str | None:
    """Save a match (or a state and its seats) now; returns a message for the player if it failed
    (the game goes on regardless). A move still waiting in the background writer is superseded."""
    text = _record_text(game, seats)
    _cancel_pending()
    try:
        _write_file(_path(), text)
        return None
    except OSError as exc:
        return _problem(exc)


# ---- the background writer ----------------------------------------------------------------------------
# Saving after every move waits for the disk (fsync and rename: 10-15 ms, far more on a slow disk), and
# in a frame that is a visible stutter just when a move is animated. So a game table hands the move's
# record to a writer thread: the record is taken on the main thread (what is saved is exactly the
# finished move), only the disk work runs aside, and only the newest record waiting is written. The
# thread is started once and kept (starting one per move cost the frame 3 ms, measured); it is a
# daemon, so the app waits for the last move to reach the disk itself: `flush`, called when it
# closes and, should it end another way, at the interpreter's exit.
_cond = threading.Condition()
_pending: tuple | None = None        # (path, text) waiting for the writer
_busy = False                        # the writer is writing a record now
_writer: threading.Thread | None = None
_problems: list[str] = []


def write_soon(game, seats: list[dict] | None = None) -> None:
    """Save a match in the background (see above); a failure is told by take_problem()."""
    global _pending, _writer
    text = _record_text(game, seats)
    with _cond:
        _pending = (_path(), text)
        if _writer is None or not _writer.is_alive():
            if _writer is None:
                import atexit
                atexit.register(flush)
            _writer = threading.Thread(target=_write_loop, name="autosave", daemon=True)
            _writer.start()
        _cond.notify_all()


def _write_loop() -> None:
    global _pending, _busy
    while True:
        with _cond:
            while _pending is None:
                _cond.wait()
            job, _pending = _pending, None
            _busy = True
        try:
            _write_file(*job)
        except OSError as exc:
            with _cond:
                _problems.append(_problem(exc))
        except Exception as exc:   # the thread goes on: a later flush must never wait for ever
            with _cond:
                _problems.append(_("The game could not be saved ({why}).").format(why=type(exc).__name__))
        finally:
            with _cond:
                _busy = False
                _cond.notify_all()


def flush() -> None:
    """Wait until every record handed to the background writer is on disk (or has failed)."""
    with _cond:
        if threading.current_thread() is _writer:
            return
        while (_pending is not None or _busy) and _writer is not None and _writer.is_alive():
            _cond.wait(0.5)


def _cancel_pending() -> None:
    global _pending
    with _cond:
        _pending = None
    flush()


def take_problem() -> str | None:
    """The oldest background write failure not yet told, or None."""
    with _cond:
        return _problems.pop(0) if _problems else None


def clear() -> None:
    _cancel_pending()   # a move still waiting must not bring the file back
    if storage.datalock_blocks(_path()):
        return          # another window owns the data folder: its saved game is not ours to remove
    try:
        _path().unlink()
    except OSError:
        pass


def exists() -> bool:
    return autosave_path().is_file()


def holds(game) -> bool:
    """Whether the autosave on disk is this match (or state) as it stands now, every move in it:
    what the error screen checks before it says that the game was saved."""
    state, _unused = unpack(game)
    try:
        record = json.loads(autosave_path().read_bytes().decode("utf-8"))
    except (OSError, ValueError, RecursionError):
        return False
    return (isinstance(record, dict) and record.get("game") == state.game_id and record.get("seed") == state.seed
            and isinstance(record.get("log"), list) and len(record["log"]) == len(state.log))


def load():
    """(state, seats, None) for a good autosave; (None, None, message) when there is none or it is bad."""
    try:
        record = storage.read_json(autosave_path(), "saved game")
    except storage.Damaged as exc:
        return None, None, exc.message
    if record is None:
        return None, None, None
    from game import save as game_save
    from ui.seats import SeatError, checked
    try:
        state, seats = game_save.from_record(record)
        seats = checked(seats, registry_levels(state.game_id))
    except (game_save.SaveError, SeatError) as exc:
        kept = storage.set_aside(autosave_path())
        return None, None, _resume_problem(exc) + storage.kept_note(kept)
    except Exception as exc:  # a rules bug while replaying must not stop the app
        kept = storage.set_aside(autosave_path())
        # Translators: {why} names the kind of error (a programmer's word) in brackets
        return None, None, _("The saved game could not be resumed ({why}).").format(why=type(exc).__name__)
    if state.is_over:
        # the app stopped after the game ended but before the autosave went: count it now (once)
        problem = record_finished(state, seats)
        if problem is None:
            clear()
        return None, None, problem
    return state, seats, None


def _resume_problem(exc) -> str:
    """"The saved game could not be resumed: <why>" (the reason is a sentence of its own)."""
    # Translators: {why} is a sentence saying what is wrong in the file ("Seat 2 is not a seat.")
    return _("The saved game could not be resumed: {why}").format(why=exc)


def record_finished(game, seats=None) -> str | None:
    """Count a finished game (a match, or a state and its seats) in the statistics and keep it for
    replay; a message for the player if either failed. Calling it again for the same game records
    nothing twice: the statistics and the kept games both know the games they hold."""
    from ui import replays, stats
    problem = stats.record_game(game, seats)
    kept = replays.keep(game, seats)
    return problem or kept


def settle_finished() -> str | None:
    """At start: a finished game left in the autosave (the app was stopped between the end of the
    game and the autosave's removal) is recorded now and the autosave removed. Only a save marked
    finished is replayed here, so an ordinary start does not load the rules. A message or None."""
    if not _path().is_file():
        return None
    try:
        record = storage.read_json(autosave_path(), "saved game")
    except storage.Damaged:
        return None      # the menu reads it again and says so
    progress = record.get("progress") if isinstance(record, dict) else None
    if not (isinstance(progress, dict) and progress.get("over") is True):
        return None
    return load()[2]


def registry_levels(game_id) -> tuple:
    """The computer levels a game offers (what a bot seat in its save may name)."""
    from game import registry
    return tuple(registry.get(game_id).bot_levels)


def load_match():
    """(match, None) for a good autosave; (None, message) when there is none or it is bad."""
    state, seats, problem = load()
    if state is None:
        return None, problem
    from game.match import Match
    from ui.seats import fitted
    return Match(state, fitted(seats, state.num_players)), None


def describe(record) -> dict | None:
    """{"game", "title", "names", "players", "progress"} for a save record (no replay), or None when
    the record does not say which game it is."""
    from game import registry
    from game.logtext import join_words
    if not isinstance(record, dict):
        return None
    try:
        info = registry.get(record.get("game"))
    except (KeyError, TypeError):
        return None
    from ui.clean import clean_name
    seats = record.get("seats") if isinstance(record.get("seats"), list) else []
    names = [clean_name(s.get("name")) for s in seats if isinstance(s, dict)]
    names = [n for n in names if n]
    count = record.get("players") if isinstance(record.get("players"), int) else len(names)
    players = join_words(names) if names and len(names) == count else _n("{n} player", "{n} players", count)
    log = record.get("log") if isinstance(record.get("log"), list) else []
    progress = record.get("progress") if isinstance(record.get("progress"), dict) else {}
    rnd, rounds = progress.get("round"), progress.get("rounds")
    if isinstance(rnd, int) and not isinstance(rnd, bool):
        if isinstance(rounds, int) and rounds >= rnd:
            # Translators: how far the saved game is ("Thebes with Anna and Ben, round 3 of 12")
            when = _("round {round} of {rounds}").format(round=rnd, rounds=rounds)
        else:
            # Translators: how far the saved game is ("Thebes with Anna and Ben, round 3")
            when = _("round {round}").format(round=rnd)
    elif log:
        # Translators: how far the saved game is ("Thebes with Anna and Ben, 5 moves played")
        when = _n("{n} move played", "{n} moves played", len(log))
    else:
        # Translators: how far the saved game is ("Thebes with Anna and Ben, not started yet")
        when = _("not started yet")
    return {"game": info.id, "title": _(info.title), "names": names, "players": players, "progress": when}


def summary() -> tuple[dict | None, str | None]:
    """(describe() of the saved game or None, a message for the player if the file was damaged and
    has been set aside)."""
    try:
        record = storage.read_json(autosave_path(), "saved game")
    except storage.Damaged as exc:
        return None, exc.message
    info = describe(record)
    if info is not None:
        from ui.seats import SeatError, checked
        seats = record.get("seats")
        try:
            checked(seats if isinstance(seats, list) else [], registry_levels(info["game"]))
        except SeatError as exc:   # Continue could only fail on it: set it aside now, and say why
            kept = storage.set_aside(autosave_path())
            return None, _resume_problem(exc) + storage.kept_note(kept)
    return info, None


def continue_line(info: dict) -> str:
    """"Thebes with Anna and Ben, round 3" (the menu's line about Continue)."""
    # Translators: the saved game on the menu: {game} its title, {players} the players' names ("Anna
    # and Ben") or their number ("3 players"), {progress} how far it is ("round 3", "5 moves played")
    return _("{game} with {players}, {progress}").format(game=info["title"], players=info["players"],
                                                          progress=info["progress"])
