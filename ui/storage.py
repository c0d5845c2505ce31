"""Versioned JSON files written atomically; a damaged file is set aside, never fatal.

Pure standard library (no pygame), so tools and tests use it directly.
"""
from __future__ import annotations

import contextlib
import errno
import json
import os
import time
import tempfile
from pathlib import Path
from typing import Any

from game.i18n import N_, _

# The messages about a file that cannot be read name it in a whole sentence each, so that a language
# words every one its own way: read_json(path, what) finds its sentences here by `what`.
UNREADABLE = {
    "settings file": N_("The settings file could not be read ({why})."),
    "saved game": N_("The saved game could not be read ({why})."),
    "statistics file": N_("The statistics file could not be read ({why})."),
    "kept game": N_("The kept game could not be read ({why})."),
    "list of players last set up": N_("The list of players last set up could not be read ({why})."),
}
DAMAGED = {
    "settings file": N_("The settings file was damaged and could not be read."),
    "saved game": N_("The saved game was damaged and could not be read."),
    "statistics file": N_("The statistics file was damaged and could not be read."),
    "kept game": N_("The kept game was damaged and could not be read."),
    "list of players last set up": N_("The list of players last set up was damaged and could not be read."),
}


class Damaged(Exception):
    """A file that exists but cannot be used; `message` is for the player."""

    def __init__(self, message: str, kept_as: Path | None):
        super().__init__(message)
        self.message = message
        self.kept_as = kept_as


def write_json(path: Path, data: Any, *, compact: bool = False) -> None:
    """Write `data` so that a crash at any moment leaves either the old or the new file whole.
    `compact`: one line, no sorting, for the files written after every move (the autosave): the
    indented form goes through json's pure-Python encoder and cost about 8 ms a move in Faras."""
    if compact:
        text = json.dumps(data, separators=(",", ":"))
    else:
        text = json.dumps(data, indent=1, sort_keys=True)
    write_text(path, text)


class ReadOnlyFolder(OSError):
    """A write refused because another running copy of the app owns the data folder (ui.datalock)."""

    def __init__(self, path: Path):
        # Translators: said in brackets after "The game could not be saved" and the like.
        super().__init__(errno.EROFS, _("another Dig Site window is using the data folder"), str(path))


def datalock_blocks(path: Path) -> bool:
    """Whether `path` lies in a data folder this copy only reads (another copy owns it)."""
    from ui import datalock
    return datalock.blocks(path)


def refuse_if_read_only(path: Path) -> None:
    """Raise ReadOnlyFolder when `path` lies in a data folder this copy only reads."""
    if datalock_blocks(path):
        raise ReadOnlyFolder(path)


def write_text(path: Path, text: str) -> None:
    """Write `text` so that a crash at any moment leaves either the old or the new file whole."""
    path = Path(path)
    refuse_if_read_only(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
        _remove_stale_temp_files(path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def _remove_stale_temp_files(path: Path, older_than_s: float = 600.0) -> None:
    """Temp files left by a writer that was killed mid-write; young ones may belong to another
    running copy of the app, so only old ones go."""
    now = time.time()
    for tmp in path.parent.glob(path.name + ".*.tmp"):
        try:
            if now - tmp.stat().st_mtime > older_than_s:
                tmp.unlink()
        except OSError:
            pass


def set_aside(path: Path) -> Path | None:
    """Rename a damaged file to NAME.damaged (numbered if one exists); None if that fails too."""
    path = Path(path)
    target = path.with_name(path.name + ".damaged")
    n = 1
    while target.exists():
        n += 1
        target = path.with_name(f"{path.name}.{n}.damaged")
    try:
        os.replace(path, target)
        return target
    except OSError:
        return None


def kept_note(kept: Path | None) -> str:
    """" It was kept as NAME." after a message about a file set aside as `kept` ("" when it could
    not be): a sentence of its own, with the space before it."""
    return " " + _("It was kept as {file}.").format(file=kept.name) if kept else ""


def read_json(path: Path, what: str) -> Any | None:
    """The file's JSON, or None if it does not exist. Raises Damaged (after setting it aside).
    `what` names the file in the player's message (a key of UNREADABLE and DAMAGED)."""
    path = Path(path)
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        return None
    except OSError as exc:
        why = exc.strerror or exc
        # a file not named in the tables speaks English (every caller's is there)
        text = _(UNREADABLE[what]) if what in UNREADABLE else f"The {what} could not be read ({{why}})."
        raise Damaged(text.format(why=why), None)
    try:
        return json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):   # RecursionError: absurdly nested JSON
        kept = set_aside(path)
        text = _(DAMAGED[what]) if what in DAMAGED else f"The {what} was damaged and could not be read."
        raise Damaged(text + kept_note(kept), kept)


@contextlib.contextmanager
def locked(path: Path, wait_s: float = 3.0, stale_s: float = 15.0):
    """Hold `path`.lock while the file is read, changed and written back, so two writers (two copies
    of the app, a tool) merge their changes instead of the later one dropping the earlier's. A lock
    older than `stale_s` was left by a writer that died; after `wait_s` the change goes ahead anyway
    (a lost merge is better than a lost game)."""
    lock = Path(path).with_name(Path(path).name + ".lock")
    deadline = time.monotonic() + wait_s
    fd = None
    while True:
        try:
            lock.parent.mkdir(parents=True, exist_ok=True)
            fd = os.open(lock, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644)
            break
        except FileExistsError:
            try:
                if time.time() - lock.stat().st_mtime > stale_s:
                    lock.unlink()
                    continue
            except OSError:
                continue
            if time.monotonic() > deadline:
                break
            time.sleep(0.02)
        except OSError:
            break        # cannot make a lock here (a read-only folder): the write will say why
    try:
        yield
    finally:
        if fd is not None:
            os.close(fd)
            try:
                lock.unlink()
            except OSError:
                pass
