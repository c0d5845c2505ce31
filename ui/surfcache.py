"""Least-recently-used caches of Surfaces with a budget in bytes of pixels, sized from the window.

Full-screen pictures at 4K are 33 MB each, so caches of them are bounded by size, not count, and
evict the oldest entry rather than clearing everything (which would re-render all at once).

A cache's budget is a number of screens (`screens=2.0`: twice the bytes of the window's pixels),
with a floor in MB, so a laptop window keeps little and a 4K screen enough to animate smoothly;
`set_screen(size)` is told the window size by the app. A cache made with `scope="table"` holds
what one game's table shows: it is emptied when that table closes (`release("table")`), so a game
left behind keeps no pictures. `return_memory()` hands freed memory back to the system (the C
allocator otherwise keeps it, and the process looks as big as its busiest moment).
"""
from __future__ import annotations

import weakref
from collections import OrderedDict

import pygame

_SCREEN_BYTES = [1280 * 720 * 4]
_TICK = [0]     # counts every picture put into any cache: when it was made (see mark, release)
_ALL: "weakref.WeakSet[SurfaceCache]" = weakref.WeakSet()


class SurfaceCache:
    def __init__(self, budget_mb: float | None = None, *, screens: float | None = None, floor_mb: float = 4.0,
                 scope: str | None = None):
        self.fixed = None if budget_mb is None else int(budget_mb * 2**20)
        self.screens = screens
        self.floor = int(floor_mb * 2**20)
        self.scope = scope
        self.items: "OrderedDict[object, pygame.Surface]" = OrderedDict()
        self.born: dict[object, int] = {}    # key -> _TICK when its picture was put
        self.bytes = 0
        _ALL.add(self)

    @property
    def budget(self) -> int:
        if self.fixed is not None:
            return self.fixed
        return max(self.floor, int((self.screens or 1.0) * _SCREEN_BYTES[0]))

    @budget.setter
    def budget(self, value: int) -> None:
        self.fixed = int(value)

    @staticmethod
    def size_of(surf) -> int:
        """Bytes of pixels of a Surface, or of a tuple of them (e.g. a piece and its shadow)."""
        if isinstance(surf, (tuple, list)):
            return sum(SurfaceCache.size_of(s) for s in surf if s is not None)
        return surf.get_width() * surf.get_height() * surf.get_bytesize()

    def get(self, key, default=None):
        surf = self.items.get(key)
        if surf is None:
            return default
        self.items.move_to_end(key)
        return surf

    def put(self, key, surf: pygame.Surface) -> pygame.Surface:
        old = self.items.pop(key, None)
        if old is not None:
            self.bytes -= self.size_of(old)
        self.items[key] = surf
        self.born[key] = _TICK[0]
        _TICK[0] += 1
        self.bytes += self.size_of(surf)
        self.trim()
        return surf

    def trim(self) -> None:
        budget = self.budget
        while self.bytes > budget and len(self.items) > 1:
            key, gone = self.items.popitem(last=False)
            self.born.pop(key, None)
            self.bytes -= self.size_of(gone)

    # a cache also reads like the dict it replaces: `key in cache`, `cache[key] = surf`
    def __contains__(self, key) -> bool:
        return key in self.items

    def __getitem__(self, key):
        surf = self.get(key)
        if surf is None:
            raise KeyError(key)
        return surf

    def __setitem__(self, key, surf) -> None:
        self.put(key, surf)

    def clear(self) -> None:
        self.items.clear()
        self.born.clear()
        self.bytes = 0

    def discard(self, key) -> None:
        """Forget one picture (if held)."""
        surf = self.items.pop(key, None)
        if surf is not None:
            self.bytes -= self.size_of(surf)
            self.born.pop(key, None)

    def drop_since(self, tick: int) -> None:
        """Let go of every picture put at or after `tick` (see mark)."""
        for key in [k for k, t in self.born.items() if t >= tick]:
            self.discard(key)
            self.born.pop(key, None)

    def __len__(self) -> int:
        return len(self.items)


def set_screen(size) -> None:
    """The window is now `size`: every cache budgeted in screens keeps to its new budget."""
    w, h = max(1, int(size[0])), max(1, int(size[1]))
    if w * h * 4 != _SCREEN_BYTES[0]:
        _SCREEN_BYTES[0] = w * h * 4
        for cache in list(_ALL):
            cache.trim()


def mark() -> int:
    """Now, for `release(..., since=mark())`: a scene that opens takes a mark."""
    return _TICK[0]


def release(scope: str, since: int | None = None) -> None:
    """Empty every cache of `scope` (a closed table's pictures); with `since` (a mark taken when the
    table opened) the shared caches (text, shadows, art) also let go of what was made after it, so a
    closed table leaves none of its labels and shadows behind (at 4K tens of megabytes)."""
    for cache in list(_ALL):
        if cache.scope == scope:
            cache.clear()
        elif since is not None and cache.scope is None:
            cache.drop_since(since)


def drop_all() -> None:
    """Empty every cache (the language changed: pictures with words in them are made again)."""
    for cache in list(_ALL):
        cache.clear()


def tune_allocator(threshold: int = 1 << 20) -> None:
    """Pictures of a megabyte or more get memory of their own from the system (glibc's mmap), so it
    goes back the moment they are freed. Otherwise glibc raises that threshold to the biggest
    picture freed so far (a 33 MB 4K layer), and later pictures fill its heap in pieces that a
    closed scene cannot hand back (measured: the 4K smoke run's peak 375 MB, 345 MB with this).
    Harmless where unsupported."""
    try:
        import ctypes
        import sys
        if sys.platform.startswith("linux"):
            ctypes.CDLL("libc.so.6").mallopt(-3, int(threshold))   # M_MMAP_THRESHOLD
    except (OSError, AttributeError):
        pass


def return_memory() -> None:
    """Give freed memory back to the system (glibc keeps it otherwise); harmless where unsupported."""
    import gc
    gc.collect()
    try:
        import ctypes
        import sys
        if sys.platform.startswith("linux"):
            ctypes.CDLL("libc.so.6").malloc_trim(0)
    except (OSError, AttributeError):
        pass
