"""The render cache on disk (`cache/` in the data folder): pictures kept between starts so the menu
and its art need not be drawn again. It is only a speed-up, so it always gives way:

- it keeps to a budget in bytes, the least recently written files going first (every window size
  tried used to leave its menu picture for good: 60 sizes made 256 MB);
- a write that fails leaves no temp file behind (a half-written one took a nearly full disk's last
  space, and every autosave after it failed);
- nothing is written when the disk is nearly full, nor in a window that only reads the data folder;
- a save that finds the disk full empties the cache and tries again (`make_room`): the game in
  progress comes first.

Pure standard library (no pygame): the caller hands `write` a function that writes the picture.
"""
from __future__ import annotations

import errno
import os
import shutil
import time
from pathlib import Path
from typing import Callable

from ui.paths import data_dir

BUDGET = 96 * 2**20          # bytes of cache files kept
LOW_SPACE = 256 * 2**20      # free bytes below which the cache writes nothing
STALE_TMP_S = 600.0          # a temp file this old was left by a copy that stopped mid-write

_known = {"folder": None, "bytes": None}   # the cache's size as last counted, kept up as files are added


def cache_dir() -> Path:
    return data_dir() / "cache"


def low_on_space(folder: Path | None = None) -> bool:
    """True when the disk holding the data folder has less than LOW_SPACE free."""
    folder = Path(folder) if folder is not None else data_dir()
    while not folder.exists() and folder.parent != folder:
        folder = folder.parent
    try:
        return shutil.disk_usage(folder).free < LOW_SPACE
    except (OSError, ValueError):
        return False


def temp_name(target: Path) -> Path:
    """A temp file beside `target`, keeping its extension (picture writers choose the format by it)."""
    return target.with_name(f"{target.stem}.{os.getpid()}.tmp{target.suffix}")


def write(target: Path, save: Callable[[str], None], errors: tuple = ()) -> bool:
    """Write one cache file: `save(path)` writes the picture to a temp file that then takes the
    target's name. False (and nothing left on disk) when it was skipped or failed; never raises for
    an OSError or one of `errors` (the picture library's own)."""
    from ui import storage
    target = Path(target)
    if storage.datalock_blocks(target) or low_on_space(target.parent):
        return False
    tmp = temp_name(target)
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        save(str(tmp))
        os.replace(tmp, target)
    except (OSError, *errors):
        _remove(tmp)
        return False
    _added(target)
    return True


def _remove(path: Path) -> bool:
    try:
        path.unlink()
        return True
    except OSError:
        return False


def _files(folder: Path) -> list[tuple[float, int, Path]]:
    out = []
    for root, _dirs, names in os.walk(folder):
        for name in names:
            p = Path(root) / name
            try:
                st = p.stat()
            except OSError:
                continue
            out.append((st.st_mtime, st.st_size, p))
    return out


def prune(budget: int | None = None, keep: Path | None = None) -> int:
    """Delete the oldest cache files until the cache holds at most `budget` bytes (never `keep`),
    and temp files left by a stopped writer. Returns the bytes the cache holds now."""
    budget = BUDGET if budget is None else budget
    folder = cache_dir()
    now = time.time()
    total = 0
    files = []
    for mtime, size, p in _files(folder):
        if ".tmp" in p.name and now - mtime > STALE_TMP_S:
            _remove(p)
            continue
        files.append((mtime, size, p))
        total += size
    files.sort(key=lambda item: (item[0], str(item[2])))
    for mtime, size, p in files:
        if total <= budget:
            break
        if keep is not None and p == keep:
            continue
        if _remove(p):
            total -= size
    _known.update(folder=str(folder), bytes=total)
    return total


def _added(path: Path) -> None:
    """A file was written: count it, and prune when the cache has outgrown its budget (counted from
    the folder once a session, then kept up as files are added)."""
    try:
        size = path.stat().st_size
    except OSError:
        size = 0
    if _known["folder"] != str(cache_dir()) or _known["bytes"] is None:
        prune(keep=path)
        return
    _known["bytes"] += size
    if _known["bytes"] > BUDGET:
        prune(keep=path)


def make_room() -> int:
    """The disk is full and a save needs the room: delete the whole render cache. Bytes freed."""
    folder = cache_dir()
    freed = 0
    for _mtime, size, p in _files(folder):
        if _remove(p):
            freed += size
    _known.update(folder=str(folder), bytes=0)
    return freed


def is_disk_full(exc: BaseException) -> bool:
    return isinstance(exc, OSError) and exc.errno in (errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC))
