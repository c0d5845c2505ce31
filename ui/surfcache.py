"""A least-recently-used cache of Surfaces with a budget in bytes of pixels.

Full-screen pictures at 4K are 33 MB each, so caches of them are bounded by size, not count, and
evict the oldest entry rather than clearing everything (which would re-render all at once).
"""
from __future__ import annotations

from collections import OrderedDict

import pygame


class SurfaceCache:
    def __init__(self, budget_mb: float):
        self.budget = int(budget_mb * 2**20)
        self.items: "OrderedDict[object, pygame.Surface]" = OrderedDict()
        self.bytes = 0

    @staticmethod
    def size_of(surf) -> int:
        """Bytes of pixels of a Surface, or of a tuple of them (e.g. a piece and its shadow)."""
        if isinstance(surf, (tuple, list)):
            return sum(SurfaceCache.size_of(s) for s in surf if s is not None)
        return surf.get_width() * surf.get_height() * surf.get_bytesize()

    def get(self, key):
        surf = self.items.get(key)
        if surf is not None:
            self.items.move_to_end(key)
        return surf

    def put(self, key, surf: pygame.Surface) -> pygame.Surface:
        old = self.items.pop(key, None)
        if old is not None:
            self.bytes -= self.size_of(old)
        self.items[key] = surf
        self.bytes += self.size_of(surf)
        while self.bytes > self.budget and len(self.items) > 1:
            _, gone = self.items.popitem(last=False)
            self.bytes -= self.size_of(gone)
        return surf

    def clear(self) -> None:
        self.items.clear()
        self.bytes = 0

    def __len__(self) -> int:
        return len(self.items)
