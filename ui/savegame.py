"""The autosave of the game in progress: one file, rewritten after every finished move."""
from __future__ import annotations

from pathlib import Path

from game import save as game_save
from ui import storage
from ui.paths import data_dir


def autosave_path() -> Path:
    return data_dir() / "autosave.json"


def write(state, seats: list[dict]) -> str | None:
    """Save; returns a message for the player if it failed (the game goes on regardless)."""
    try:
        storage.write_json(autosave_path(), game_save.to_record(state, seats))
        return None
    except OSError as exc:
        return f"The game could not be saved ({exc.strerror or exc})."


def clear() -> None:
    try:
        autosave_path().unlink()
    except OSError:
        pass


def exists() -> bool:
    return autosave_path().is_file()


def load():
    """(state, seats, None) for a good autosave; (None, None, message) when there is none or it is bad."""
    try:
        record = storage.read_json(autosave_path(), "saved game")
    except storage.Damaged as exc:
        return None, None, exc.message
    if record is None:
        return None, None, None
    try:
        state, seats = game_save.from_record(record)
    except game_save.SaveError as exc:
        kept = storage.set_aside(autosave_path())
        where = f" It was kept as {kept.name}." if kept else ""
        return None, None, f"The saved game could not be resumed: {exc}{where}"
    except Exception as exc:  # a rules bug while replaying must not stop the app
        kept = storage.set_aside(autosave_path())
        return None, None, f"The saved game could not be resumed ({type(exc).__name__})."
    if state.is_over:
        clear()
        return None, None, None
    return state, seats, None
