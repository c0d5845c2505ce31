"""A table's still picture, made of parts that are repainted only when they change.

Every table shows a still picture (the background, the board, the panels) with whatever moves drawn
over it each frame. Repainting that picture whole after each move cost two bare frames before any
piece was drawn. Here the picture is a list of parts, each with a rectangle it paints inside, a key
(everything its pixels depend on) and a paint function. When some keys change, only their rectangles
are repainted: the background is put back there, and every part that meets them is painted again,
clipped to them, in the list's order. A part always paints clipped to its rectangle (when the picture
is made whole, too), so a picture updated part by part has the very pixels of one painted whole as
long as each key is honest. `CHECK` (the tests set it) compares the two after every partial repaint.
"""
from __future__ import annotations

from typing import Callable, Hashable, NamedTuple

import pygame

CHECK = False          # tests: after each partial repaint, paint the whole picture too and compare


class Part(NamedTuple):
    name: str
    rect: pygame.Rect          # where it paints (it is clipped to this)
    key: Hashable              # everything its pixels depend on
    paint: Callable[[pygame.Surface], None]


class StillMismatch(AssertionError):
    pass


def _merge(rects: list[pygame.Rect]) -> list[pygame.Rect]:
    """Overlapping rectangles joined, so no pixel is repainted twice in one update."""
    out: list[pygame.Rect] = []
    for r in rects:
        r = pygame.Rect(r)
        merged = True
        while merged:
            merged = False
            for i, o in enumerate(out):
                if o.colliderect(r):
                    r = r.union(o)
                    del out[i]
                    merged = True
                    break
        out.append(r)
    return out


def difference(a: pygame.Surface, b: pygame.Surface) -> tuple[int, pygame.Rect]:
    """How many pixels of `a` and `b` differ, and the box around them (tools.samepixels uses it too)."""
    d = a.copy()
    d.blit(b, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    e = b.copy()
    e.blit(a, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    d.blit(e, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    same = pygame.mask.from_threshold(d, (0, 0, 0), (1, 1, 1, 255))
    same.invert()
    boxes = same.get_bounding_rects()
    return same.count(), boxes[0].unionall(boxes[1:]) if boxes else pygame.Rect(0, 0, 0, 0)


def _changed_places(was: dict, now: dict) -> list:
    """Where the picture must be repainted: each part that came or changed (and where a moved part
    was), and where each part that went was."""
    rects = []
    for name, (rect, key) in now.items():
        old = was.get(name)
        if old is None:
            rects.append(rect)
        elif old != (rect, key):
            rects.append(rect)
            if old[0] != rect:
                rects.append(old[0])
    return rects + [old[0] for name, old in was.items() if name not in now]


class StillPicture:
    """One scene's still picture (see the module's note). `compose` returns the surface to show."""

    def __init__(self):
        self.surface: pygame.Surface | None = None
        self._base = None
        self._keys: dict[str, tuple] = {}
        self.full_paints = 0
        self.partial_paints = 0
        self.last_dirty: list[pygame.Rect] = []

    def invalidate(self) -> None:
        """Paint the whole picture at the next compose."""
        self._base = None

    def compose(self, base: pygame.Surface, parts: list[Part]) -> pygame.Surface:
        """The picture of `parts` over `base` (the plain background, the same object while it does not
        change). Parts keep one order from frame to frame (a part may come, go or move: the places it
        leaves and takes are repainted)."""
        size = base.get_size()
        surf = self.surface
        if surf is None or surf.get_size() != size or surf.get_bitsize() != base.get_bitsize():
            surf = self.surface = pygame.Surface(size, 0, base)
            self._base = None
        was = self._keys
        now = {p.name: (tuple(p.rect), p.key) for p in parts}
        self._keys = now
        if self._base is not base:
            self._base = base
            self._paint_whole(surf, base, parts)
            self.full_paints += 1
            self.last_dirty = [surf.get_rect()]
            return surf
        rects = _changed_places(was, now)
        if not rects:
            self.last_dirty = []
            return surf
        dirty = _merge([pygame.Rect(r) for r in rects if r[2] > 0 and r[3] > 0])
        for d in dirty:
            surf.set_clip(d)
            surf.blit(base, d, d)
            for p in parts:
                if p.rect.colliderect(d):
                    surf.set_clip(d.clip(p.rect))
                    p.paint(surf)
        surf.set_clip(None)
        self.partial_paints += 1
        self.last_dirty = dirty
        if CHECK:
            self._check(surf, base, parts, was, now)
        return surf

    def _check(self, surf, base, parts, was, now) -> None:
        """CHECK: the picture repainted in places must be the one painted whole."""
        whole = pygame.Surface(surf.get_size(), 0, base)
        self._paint_whole(whole, base, parts)
        if pygame.image.tobytes(whole, "RGB") != pygame.image.tobytes(surf, "RGB"):
            changed = [n for n in now if was.get(n) != now[n]] + [n for n in was if n not in now]
            where = difference(whole, surf)[1]
            under = [p.name for p in parts if p.rect.colliderect(where)]
            raise StillMismatch(f"the picture repainted where {', '.join(changed)} changed differs from the "
                                f"picture painted whole at {where} (parts there: {', '.join(under)}): a "
                                "part's key misses something it shows")

    @staticmethod
    def _paint_whole(surf, base, parts) -> None:
        surf.set_clip(None)
        surf.blit(base, (0, 0))
        for p in parts:
            surf.set_clip(p.rect)
            p.paint(surf)
        surf.set_clip(None)
