"""Pictures from assets/: SVG rendered at the exact pixel size asked, cached by (name, size)."""
from __future__ import annotations

import os
import threading
from collections import deque
from concurrent.futures import Future

import pygame

from ui import diskcache
from ui.paths import cache_tag, data_dir, resource
from ui.surfcache import SurfaceCache

# Least recently used pictures go first once the cache holds more than its budget of pixels (a few
# screens' worth, so a 4K screen keeps proportionally more): clearing everything at once made every
# picture re-render in the same frame (a visible stutter).
_cache = SurfaceCache(screens=3.5, floor_mb=16)


def svg(name: str, size: tuple[int, int], keep: bool = True) -> pygame.Surface:
    """assets/<name>.svg drawn at `size`; a plain placeholder if it is missing or unreadable.

    keep=False is for a big picture that its caller composes into a layer of its own and keeps (a
    board, a map): the cache does not hold a second copy (at 4K one is 10-15 MB)."""
    w, h = max(1, int(size[0])), max(1, int(size[1]))
    key = (name, w, h)
    surf = _cache.get(key)
    if surf is None:
        ahead = _take_ahead(key)
        surf = ahead.result() if ahead is not None else _render(name, w, h)
        if pygame.display.get_init() and pygame.display.get_surface() is not None:
            surf = surf.convert_alpha()
        if keep:
            _cache.put(key, surf)
    return surf


def _render(name: str, w: int, h: int) -> pygame.Surface:
    """The picture itself (from the disk cache or the SVG), at exactly w x h. Safe off the window's
    thread: it touches no shared state but the pending list, which only appends."""
    path = resource(name + ".svg")
    try:
        surf = _from_disk_cache(path, name, w, h)
        if surf is None:
            surf = pygame.image.load_sized_svg(str(path), (w, h))
            _to_disk_cache(path, name, w, h, surf)
        if surf.get_size() != (w, h):  # keeps aspect ratio: centre it in the box asked for
            box = pygame.Surface((w, h), pygame.SRCALPHA)
            box.blit(surf, surf.get_rect(center=(w // 2, h // 2)))
            surf = box
    except (pygame.error, FileNotFoundError, OSError):
        # missing art must never stop the game: an empty, transparent picture stands in
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
    return surf


# Rendering ahead. The first time a game shows a picture at a size, its SVG is rendered then, in that
# frame: a big site or a tray of finds at 4K cost 100-250 ms in one frame (a move that visibly
# stuck). A scene that knows what it will show soon names those pictures (`render_ahead`) and one
# background thread renders them; pygame-ce renders an SVG without holding the interpreter lock,
# so the window's frames go on meanwhile. `svg` takes a picture rendered ahead (waiting for it if
# it is still being rendered, never rendering it twice) and converts it for the window itself.
_ahead: dict[tuple, Future] = {}
_ahead_lock = threading.Condition()
_queue: deque = deque()            # (key, future) not yet begun, in order
_renderer: threading.Thread | None = None


def render_ahead(items) -> int:
    """Render these (name, (w, h)) pictures in the background, in order; the pictures asked for
    earlier and not yet taken are forgotten (a scene asks for what its current layout will show).
    Returns how many were started."""
    global _renderer
    keys = []
    for name, size in items:
        key = (name, max(1, int(size[0])), max(1, int(size[1])))
        if key not in keys and _cache.get(key) is None:
            keys.append(key)
    with _ahead_lock:
        for key in [k for k in _ahead if k not in keys]:
            _ahead.pop(key).cancel()
        started = 0
        for key in keys:
            if key not in _ahead:
                _ahead[key] = future = Future()
                _queue.append((key, future))
                started += 1
        if started and _renderer is None:
            # a daemon: quitting never waits for pictures nobody will see
            _renderer = threading.Thread(target=_render_queued, name="art-ahead", daemon=True)
            _renderer.start()
        _ahead_lock.notify()
    return started


def _render_queued() -> None:
    while True:
        with _ahead_lock:
            while not _queue:
                _ahead_lock.wait()
            key, future = _queue.popleft()
        if not future.set_running_or_notify_cancel():   # forgotten, or taken to be rendered in place
            continue
        try:
            future.set_result(_render(*key))
        except BaseException as e:   # handed to whoever takes the picture
            future.set_exception(e)


def _take_ahead(key) -> Future | None:
    with _ahead_lock:
        future = _ahead.pop(key, None)
    if future is not None and future.cancel():    # not begun: render it here, now
        return None
    return future


def ahead_waiting() -> int:
    """How many pictures rendered (or being rendered) ahead are not yet taken (tests)."""
    with _ahead_lock:
        return len(_ahead)


_aspects: dict[str, float] = {}


def aspect(name: str) -> float | None:
    """Width over height of assets/<name>.svg as drawn (its viewBox, else its width and height)."""
    if name not in _aspects:
        import re
        value = None
        try:
            head = resource(name + ".svg").read_text(encoding="utf-8", errors="replace")[:2000]
            m = re.search(r'viewBox\s*=\s*"\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)', head)
            if m is None:
                m = re.search(r'<svg[^>]*?width="([\d.]+)[^"]*"[^>]*?height="([\d.]+)', head)
            if m is not None and float(m.group(2)) > 0:
                value = float(m.group(1)) / float(m.group(2))
        except (OSError, ValueError):
            value = None
        _aspects[name] = value
    return _aspects[name]


def svg_cover(name: str, size: tuple[int, int]) -> pygame.Surface:
    """assets/<name>.svg filling all of `size`: drawn large enough to cover it (keeping its shape)
    and trimmed evenly at the sides that stick out, so no window shape shows bands beside a
    background. Not kept in the memory cache (the caller keeps the layer it makes)."""
    w, h = max(1, int(size[0])), max(1, int(size[1]))
    ratio = aspect(name)
    if not ratio:
        return svg(name, (w, h), keep=False)
    cw, ch = (w, max(h, round(w / ratio))) if w / h >= ratio else (max(w, round(h * ratio)), h)
    art = svg(name, (cw, ch), keep=False)
    if (cw, ch) == (w, h):
        return art
    out = pygame.Surface((w, h), pygame.SRCALPHA)
    out.blit(art, ((w - cw) // 2, (h - ch) // 2))
    return out


# Rendering a detailed SVG takes milliseconds; the menu's art at start-up took most of the time to
# the first frame. Rendered pictures are kept as PNG files in the data folder, keyed by the SVG's
# size and modification time, so later starts load them instead (a missing or bad cache file is
# simply rendered again). Writing a PNG costs more than rendering it, so the files are written
# later, one at a time while the app is idle (`flush_pending`, called by the loop), and all at quit:
# the very first start shows its menu as soon as it is drawn.
def _cache_file(path, name: str, w: int, h: int):
    try:
        st = os.stat(path)
    except OSError:
        return None
    tag = cache_tag(f"{name}|{w}x{h}|{st.st_size}|{st.st_mtime_ns}")
    return data_dir() / "cache" / "svg" / f"{name.replace('/', '_')}-{w}x{h}-{tag}.png"


def _from_disk_cache(path, name, w, h):
    if not DISK_CACHE:
        return None
    f = _cache_file(path, name, w, h)
    if f is None or not f.is_file():
        return None
    try:
        return pygame.image.load(str(f))  # may keep the SVG's aspect ratio: centred by the caller
    except (pygame.error, OSError):
        return None


_pending: list[tuple[object, pygame.Surface]] = []   # (cache file, rendered picture) to write


def _to_disk_cache(path, name, w, h, surf):
    # Only the start-up pictures (menu and backgrounds under art/) are worth a file: writing a PNG
    # costs several milliseconds, too much in the middle of a game for the many small pieces.
    if not DISK_CACHE or not name.startswith("art/") or w * h > 1_500_000:
        return
    f = _cache_file(path, name, w, h)
    if f is not None and all(f != p for p, _unused in _pending):
        _pending.append((f, surf))


def has_pending() -> bool:
    return bool(_pending)


def flush_pending(most: int | None = 1) -> bool:
    """Write up to `most` (None: all) rendered pictures waiting for the disk cache; True if any
    are left."""
    while _pending and (most is None or most > 0):
        f, surf = _pending.pop(0)
        _write(f, surf)
        if most is not None:
            most -= 1
    return bool(_pending)


def _write(f, surf) -> None:
    # the cache keeps to its budget, skips a nearly full disk and leaves no temp file (ui/diskcache.py)
    diskcache.write(f, lambda tmp: pygame.image.save(surf, tmp), (pygame.error,))


DISK_CACHE = os.environ.get("DIGSITE_NO_ART_CACHE") != "1"


def clear() -> None:
    _cache.clear()
    render_ahead(())
    _pending.clear()
