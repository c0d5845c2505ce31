"""Only the pixels that changed are drawn and presented.

The screens draw into `DirtyScreen`, an off-screen picture of the window that notes where each frame
draws. A screen's drawing starts, every frame, with its whole background (the table's still
picture, the menu's backdrop): that blit, when it is the frame's first drawing, is made only where
the last frame drew over the background (and wholly when the background is another picture, or the
window is new). Every other blit, fill and `pygame.draw` call on it is noted. At the end of the
frame the places drawn this frame and the last are compared (by a checksum) with what they held the
last time they were presented, and only the places whose pixels differ are copied to the window and
presented (`pygame.display.update(rects)`): a frame in which nothing changed presents nothing. The
whole window is presented on a resize, a new screen, and when the changes cover most of it.

`DIGSITE_DIRTY=flash` outlines each presented place on the window for a frame (a debug view);
`DIGSITE_DIRTY=off` draws and presents every frame whole, as before (to compare).
"""
from __future__ import annotations

import heapq
import os
import zlib

import pygame

FLASH = os.environ.get("DIGSITE_DIRTY", "") == "flash"
ON = os.environ.get("DIGSITE_DIRTY", "") != "off"
MOST = 0.55              # a change over this share of the window presents it whole
MAX_PLACES = 24          # more places than this are joined into fewer, larger ones


def merged(rects: list[pygame.Rect]) -> list[pygame.Rect]:
    """The places joined where they overlap or touch and the joined box wastes little (the four sides
    of an outline stay four: their box would be all that they go round), then joined further, least
    waste first, while there are more than MAX_PLACES. A frame that drew in hundreds of places (a
    game's end, every piece counted) first has them gathered by a coarse grid, so joining them never
    costs more than a few milliseconds."""
    out = _join_close(sorted((pygame.Rect(r) for r in rects if r[2] > 0 and r[3] > 0), key=lambda r: (r.y, r.x)))
    if len(out) > 2 * MAX_PLACES:
        out = _join_close(_by_grid(out))
    if len(out) > MAX_PLACES:
        out = _join_least_waste(out)
    return out


def _area(r: pygame.Rect) -> int:
    return r.w * r.h


def _join_close(rects: list[pygame.Rect]) -> list[pygame.Rect]:
    out: list[pygame.Rect] = []
    for r in rects:
        joined = True
        while joined:
            joined = False
            for i in r.inflate(2, 2).collidelistall(out):   # only those it touches (in C)
                u = r.union(out[i])
                if _area(u) <= 1.25 * (_area(r) + _area(out[i])) + 4096:
                    del out[i]
                    r, joined = u, True
                    break
        out.append(r)
    return out


GRID = (8, 6)   # the coarse grid of a frame drawn in very many places: at most 48 of them


def _by_grid(rects: list[pygame.Rect]) -> list[pygame.Rect]:
    box = rects[0].unionall(rects[1:])
    cw, ch = max(1, -(-box.w // GRID[0])), max(1, -(-box.h // GRID[1]))
    cells: dict[tuple[int, int], pygame.Rect] = {}
    for r in rects:
        k = ((r.centerx - box.x) // cw, (r.centery - box.y) // ch)
        cells[k] = cells[k].union(r) if k in cells else r
    return sorted(cells.values(), key=lambda r: (r.y, r.x))


def _join_least_waste(rects: list[pygame.Rect]) -> list[pygame.Rect]:
    """Join the two whose union wastes least until MAX_PLACES are left. Each pair's waste is worked
    out once, kept in a heap; a join adds only the new place's pairs, and pairs of places already
    joined are skipped as they come up."""
    out = list(rects)

    def waste(a: int, b: int) -> int:
        return _area(out[a].union(out[b])) - _area(out[a]) - _area(out[b])
    heap = [(waste(a, b), a, b) for a in range(len(out)) for b in range(a + 1, len(out))]
    heapq.heapify(heap)
    live = set(range(len(out)))
    while len(live) > MAX_PLACES:
        _waste, a, b = heapq.heappop(heap)
        if a not in live or b not in live:
            continue
        live -= {a, b}
        new = len(out)
        out.append(out[a].union(out[b]))
        for k in live:
            heapq.heappush(heap, (waste(k, new), k, new))
        live.add(new)
    return [out[k] for k in sorted(live)]


class DirtyScreen(pygame.Surface):
    """The off-screen picture the screens draw on (see the module's note). A copy of it (pygame keeps
    the class) notes nothing: these class defaults say so."""

    _frame = False
    _untouched = False

    def __init__(self, size, like: pygame.Surface):
        super().__init__(size, 0, like)
        self.drawn: list[pygame.Rect] = []       # where this frame changed pixels
        self.over: list[pygame.Rect] = []        # where it drew over its background (put back next frame)
        self.last_drawn: list[pygame.Rect] = []  # where the last frame changed pixels
        self.last_over: list[pygame.Rect] = []   # where it drew over its background
        self.base: pygame.Surface | None = None  # the background the last frame started from
        self.whole = True                        # the next frame is presented whole
        self.kept: dict[tuple, int] = {}         # a checksum of each place drawn last frame, as presented
        self._frame = False
        self._untouched = False
        self.presented = 0                       # pixels presented by the last frame (tests, debug)

    # ---- noting where a frame draws ------------------------------------------------------------
    def begin_frame(self) -> None:
        self._frame = True
        self._untouched = True     # nothing drawn yet this frame: a whole opaque blit now is the background
        self.drawn = []
        self.over = []

    def note(self, rect, over: bool = True) -> None:
        """`rect` changed this frame; `over`: by drawing over the background (else it is background)."""
        self._untouched = False
        if self._frame and rect is not None:
            r = pygame.Rect(rect).clip(self.get_rect())
            if r.w and r.h:
                self.drawn.append(r)
                if over:
                    self.over.append(r)

    def blit(self, source, dest, area=None, special_flags=0):
        whole_opaque = (self._frame and area is None and not special_flags and source.get_size() == self.get_size()
                        and tuple(dest)[:2] == (0, 0) and not source.get_flags() & pygame.SRCALPHA)
        if whole_opaque and self._untouched:
            self._untouched = False
            return self._background(source)
        if whole_opaque:
            # a new background over everything drawn so far (a table's still picture made whole again)
            self.base, self.whole, self.over = source, True, []
            self._untouched = False
            return super().blit(source, (0, 0))
        rect = super().blit(source, dest, area, special_flags)
        # the background's own pixels put in their place (a table's still picture repainted in parts)
        # need not be put back next frame
        background = (self._frame and source is self.base and area is not None and not special_flags
                      and tuple(dest)[:2] == tuple(pygame.Rect(area))[:2])
        self.note(rect, over=not background)
        return rect

    def blits(self, blit_sequence, doreturn=1):
        rects = [self.blit(*item) for item in blit_sequence]
        return rects if doreturn else None

    def fill(self, color, rect=None, special_flags=0):
        r = super().fill(color, rect, special_flags)
        self.note(r)
        return r

    def subsurface(self, *rect):
        sub = super().subsurface(*rect)
        self.note(sub.get_abs_offset() + sub.get_size())     # whatever is drawn there, the whole place
        return sub

    def _background(self, source) -> pygame.Rect:
        """A frame's whole background: drawn only where the last frame drew over it (wholly when it
        is another picture than the last frame's)."""
        if source is not self.base or self.whole:
            self.base = source
            self.whole = True
            return super().blit(source, (0, 0))
        for r in self.last_over:
            super().blit(source, r, r)
        return self.get_rect()

    # ---- presenting ----------------------------------------------------------------------------
    def end_frame(self) -> list[pygame.Rect] | None:
        """The places whose pixels changed since they were last presented (None: the whole window)."""
        self._frame = False
        drawn = merged(self.drawn)
        window = self.get_width() * self.get_height()
        most = sum(r.w * r.h for r in drawn) > MOST * window
        places = None if self.whole or most else merged(drawn + self.last_over)
        if places is not None and sum(r.w * r.h for r in places) > MOST * window:
            places = None
        # what each place holds now, to tell the next frame's change from a repeat (not kept when the
        # frame drew over most of the window: the next one is presented whole anyway)
        now = {} if most else {tuple(r): self._pixels(r) for r in drawn}
        changed = None
        if places is not None:
            same_places = [tuple(r) for r in drawn] == [tuple(r) for r in self.last_drawn]
            changed = [r for r in places
                       if not same_places or tuple(r) not in now or self.kept.get(tuple(r)) != now[tuple(r)]]
        self.whole = False
        self.last_drawn = drawn
        self.last_over = merged(self.over)
        self.kept = now
        self.presented = window if changed is None else sum(r.w * r.h for r in changed)
        return changed

    def _pixels(self, r: pygame.Rect) -> int:
        """A checksum of the place's pixels (CRC-32, row by row over the picture's own memory: no copy
        is made and none kept; a change it missed would stay on the window until that place changes
        again, one chance in four billion)."""
        pitch, bpp = self.get_pitch(), self.get_bytesize()
        if r.w * bpp < 512:       # a narrow place (an outline's side): one copy beats a call per row
            return zlib.crc32(pygame.image.tobytes(super().subsurface(r), "RGBX"))
        view = self.get_view("1")
        mem = memoryview(view).cast("B")
        crc = 0
        try:
            if r.x == 0 and r.w * bpp == pitch:
                return zlib.crc32(mem[r.y * pitch:r.bottom * pitch])
            for y in range(r.y, r.bottom):
                start = y * pitch + r.x * bpp
                crc = zlib.crc32(mem[start:start + r.w * bpp], crc)
        finally:
            mem.release()
            del view
        return crc

    def redraw_whole(self) -> None:
        """The next frame is drawn and presented whole (a resize, another screen)."""
        self.whole = True


def present(window: pygame.Surface, screen: DirtyScreen, places: list[pygame.Rect] | None,
            flashed: list[pygame.Rect]) -> list[pygame.Rect]:
    """Copy the changed places to the window and present them; returns the places flashed (the debug
    view's outlines, put right at the next frame)."""
    if places is None:
        window.blit(screen, (0, 0))
        if FLASH:
            pygame.draw.rect(window, (255, 0, 255), window.get_rect(), 6)
        pygame.display.flip()
        return [window.get_rect()] if FLASH else []
    todo = merged(places + flashed)
    if not todo:
        return []
    for r in todo:
        window.blit(screen, r, r)
    if FLASH:
        for r in places:
            pygame.draw.rect(window, (255, 0, 255), r, 2)
    pygame.display.update(todo)
    return list(places) if FLASH else []


_draw_patched = False


def note_drawing() -> None:
    """Make every `pygame.draw` call on a DirtyScreen note its place (done once)."""
    global _draw_patched
    if _draw_patched:
        return
    _draw_patched = True
    for name in ("rect", "polygon", "circle", "ellipse", "arc", "line", "lines", "aaline", "aalines"):
        real = getattr(pygame.draw, name)

        def noted(surface, *args, _real=real, _name=name, **kwargs):
            r = _real(surface, *args, **kwargs)
            if isinstance(surface, DirtyScreen):
                width = kwargs.get("width", args[2] if len(args) > 2 else 0)
                if _name == "rect" and width and r.w > 4 * width and r.h > 4 * width:
                    # an outline: its four sides, not the whole box it goes round (a big frame round
                    # a board would otherwise have the board read back every frame)
                    edge = max(width, kwargs.get("border_radius", args[3] if len(args) > 3 else 0) or 0) + 1
                    for side in (pygame.Rect(r.x, r.y, r.w, edge), pygame.Rect(r.x, r.bottom - edge, r.w, edge),
                                 pygame.Rect(r.x, r.y, edge, r.h), pygame.Rect(r.right - edge, r.y, edge, r.h)):
                        surface.note(side)
                else:
                    surface.note(r)
            return r
        noted.__name__ = name
        noted.__doc__ = real.__doc__
        setattr(pygame.draw, name, noted)
