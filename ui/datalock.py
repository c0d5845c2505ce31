"""One window writes a data folder: a lock file names the copy of the app that owns it.

Two copies of the app on one data folder used to overwrite each other's autosave and statistics.
The first copy to start writes `digsite.lock` in the data folder (its process id, the moment that
process started and the machine's name); a copy that finds a live owner opens read-only: it shows
and plays, but writes no save, statistics, replay, setting or cache file (ui.storage refuses,
the game table keeps no records) and says so on screen. A lock whose process is gone, or whose
process id now belongs to another program (its start time differs), is stale and taken over.

`storage.locked` is the short lock held while a file is read, changed and written back (the
statistics), for anything that writes without owning the folder (tools, an older version).

Pure standard library (no pygame), so tools and tests use it directly.
"""
from __future__ import annotations

import json
import os
import socket
import sys
import time
from dataclasses import dataclass
from pathlib import Path

from game.i18n import _
from ui.paths import data_dir

LOCK_NAME = "digsite.lock"
YOUNG_S = 5.0     # a lock file this new may still be being written by the copy that made it


@dataclass
class Holder:
    """Who holds a data folder: `owner` is True for this process."""

    owner: bool
    pid: int | None = None
    host: str = ""
    started: float | None = None

    @property
    def message(self) -> str:
        """What the read-only copy tells the player (one toast line)."""
        return _("Another Dig Site window is using this data folder: nothing is saved in this one.")

    @property
    def note(self) -> str:
        """The short reminder the menu keeps showing."""
        return _("Read only: another window saves the games")


_held: dict[str, Holder] = {}    # resolved data folder -> its holder as this process found it


def _key(folder: Path) -> str:
    try:
        return str(Path(folder).resolve())
    except OSError:
        return str(Path(folder).absolute())


def _host() -> str:
    try:
        return socket.gethostname()
    except OSError:
        return ""


def process_start(pid: int) -> str | None:
    """When process `pid` started, as the system counts it (Linux: clock ticks since boot, read from
    /proc), or None where that cannot be known. A pid reused by another program starts later."""
    try:
        raw = Path(f"/proc/{int(pid)}/stat").read_text(encoding="ascii", errors="replace")
    except (OSError, ValueError):
        return None
    try:   # the command name (field 2) may hold spaces and brackets: count from its closing bracket
        return raw[raw.rindex(")") + 2:].split()[19]
    except (ValueError, IndexError):
        return None


def alive(pid: int) -> bool:
    """Whether a process with this id runs on this machine (never signals it)."""
    if pid <= 0:
        return False
    if sys.platform.startswith("win"):
        try:
            import ctypes
            kernel = ctypes.windll.kernel32
            handle = kernel.OpenProcess(0x1000, False, pid)   # PROCESS_QUERY_LIMITED_INFORMATION
            if not handle:
                return False
            code = ctypes.c_ulong()
            ok = kernel.GetExitCodeProcess(handle, ctypes.byref(code))
            kernel.CloseHandle(handle)
            return bool(ok) and code.value == 259                # STILL_ACTIVE
        except Exception:
            return True     # cannot tell: better read-only than two writers
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True         # it exists, run by someone else
    except OSError:
        return True
    return True


def _mine() -> dict:
    return {"pid": os.getpid(), "host": _host(), "started": time.time(), "process_start": process_start(os.getpid())}


def _read(path: Path) -> dict | None:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError, UnicodeDecodeError):
        return None
    return data if isinstance(data, dict) else None


def _live_other(path: Path, data: dict | None) -> bool:
    """Whether the lock at `path` (content `data`) belongs to another copy still running."""
    if data is None:
        try:   # unreadable: a copy may be writing it this moment; an old one is debris
            return time.time() - path.stat().st_mtime < YOUNG_S
        except OSError:
            return False
    pid = data.get("pid")
    if not isinstance(pid, int) or isinstance(pid, bool):
        return False
    host = data.get("host") if isinstance(data.get("host"), str) else ""
    if host and host != _host():
        return True         # another machine's process cannot be checked from here
    if pid == os.getpid():
        return False        # this process (an earlier window of it): ours to take again
    if not alive(pid):
        return False
    was = data.get("process_start")
    now = process_start(pid)
    if isinstance(was, str) and now is not None and now != was:
        return False        # the id now belongs to a process that started later: not the app
    return True


_at_exit = [False]


def _release_all() -> None:
    for key, h in list(_held.items()):
        if h.owner:
            release(Path(key))


def acquire(folder: Path | None = None) -> Holder:
    """Take the data folder for this process, or learn who has it (then this copy is read-only).
    A folder taken is let go at quit (`release`) or, failing that, when the interpreter exits."""
    folder = Path(folder) if folder is not None else data_dir()
    if not _at_exit[0]:
        import atexit
        atexit.register(_release_all)
        _at_exit[0] = True
    key = _key(folder)
    path = folder / LOCK_NAME
    mine = _mine()
    for _unused in range(5):
        try:
            folder.mkdir(parents=True, exist_ok=True)
            fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644)
        except FileExistsError:
            data = _read(path)
            if _live_other(path, data):
                holder = Holder(False, data.get("pid") if data else None,
                                str(data.get("host") or "") if data else "",
                                data.get("started") if data and isinstance(data.get("started"), (int, float)) else None)
                _held[key] = holder
                return holder
            _remove_stale(path)
            continue
        except OSError:
            break           # a folder that refuses writes: nothing to protect, saving reports it
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as fh:
                json.dump(mine, fh)
        except OSError:
            pass
        holder = Holder(True, mine["pid"], mine["host"], mine["started"])
        _held[key] = holder
        return holder
    holder = Holder(True, mine["pid"], mine["host"], mine["started"])
    _held[key] = holder
    return holder


def _remove_stale(path: Path) -> None:
    """Move a stale lock out of the way under a name of its own, then delete it: two copies that both
    found it stale cannot both remove a fresh lock that one of them has just made."""
    aside = path.with_name(f"{path.name}.{os.getpid()}.{time.monotonic_ns()}.stale")
    try:
        os.replace(path, aside)
    except OSError:
        return
    data = _read(aside)
    if data is not None and _live_other(aside, data):   # a live lock was made in between: put it back
        try:
            os.link(aside, path)
        except OSError:
            pass
    try:
        aside.unlink()
    except OSError:
        pass


def release(folder: Path | None = None) -> None:
    """Let go of the data folder (at quit), if this process holds it."""
    folder = Path(folder) if folder is not None else data_dir()
    holder = _held.pop(_key(folder), None)
    if holder is None or not holder.owner:
        return
    path = folder / LOCK_NAME
    data = _read(path)
    if data is not None and data.get("pid") == holder.pid and data.get("started") == holder.started:
        try:
            path.unlink()
        except OSError:
            pass


def read_only(folder: Path | None = None) -> bool:
    """True when another running copy holds the data folder (this one must not write in it)."""
    holder = _held.get(_key(Path(folder) if folder is not None else data_dir()))
    return holder is not None and not holder.owner


def holder(folder: Path | None = None) -> Holder | None:
    return _held.get(_key(Path(folder) if folder is not None else data_dir()))


def blocks(path: Path) -> bool:
    """Whether writing `path` is refused: it lies in a data folder this copy only reads."""
    if not any(not h.owner for h in _held.values()):
        return False
    try:
        target = Path(path).resolve()
    except OSError:
        target = Path(path).absolute()
    for key, h in _held.items():
        if not h.owner and (target == Path(key) or Path(key) in target.parents):
            return True
    return False
