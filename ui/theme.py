"""Colours, fonts and cached text. Sizes are fractions of the window height so text scales."""
from __future__ import annotations

from collections import OrderedDict

import pygame

from ui.clean import drawable
from ui.paths import resource
from ui.surfcache import SurfaceCache

SAND = (233, 214, 176)
SAND_DARK = (200, 172, 128)
PAPYRUS = (246, 236, 210)
TERRACOTTA = (184, 92, 56)
TERRACOTTA_DARK = (140, 62, 36)
OCHRE = (204, 150, 52)
LAPIS = (38, 70, 140)
INK = (48, 34, 24)
INK_SOFT = (104, 84, 64)
WHITE = (255, 255, 255)
MARK_LIGHT = (250, 246, 236)   # a symbol's fill on a dark piece
GOOD = (58, 140, 76)
BAD = (186, 52, 44)

# Player colours, each with a symbol so colour is never the only cue. Any four of the five may sit at
# one table, so every pair must stay apart for colour-blind players too: the red is a deep carnelian
# and the green a faience green, because the brighter pair looked alike to deuteranopes (the test
# tests/ui/test_colour_blind.py holds every pair to its least difference under each simulation).
# The symbols stay apart at the least size a piece draws them (a radius of 3 px): a diamond did not,
# it read as the circle.
PLAYER_COLOURS = [
    ((164, 34, 22), "circle"),     # red
    ((34, 74, 140), "square"),     # blue
    ((238, 180, 46), "triangle"),  # yellow
    ((40, 146, 110), "plus"),      # green
    ((244, 240, 228), "star"),     # white
]
SYMBOLS = ("circle", "square", "triangle", "diamond", "plus", "star")   # what draw_symbol can draw

# The serif faces are Vollkorn with lining figures as the default digits (tools/fonts.py builds them):
# Vollkorn's own old-style numerals make 0, 1, 10 and 11 read like O, I, IO and II.
FONT_FILES = {
    "title": "DigSiteSerif-SemiBold.ttf",
    "serif": "DigSiteSerif-Regular.ttf",
    "text": "Lato-Regular.ttf",
    "bold": "Lato-Bold.ttf",
}

# Each Font holds its own copy of its face (about 0.25 MB), and layouts and fits ask for many sizes:
# the least recently used go first. (Measuring with one font resized to each size instead made the
# frame after a move twice as slow: a resized font loses its glyph cache.)
FONTS_KEPT = 64
_fonts: "OrderedDict[tuple[str, int], pygame.font.Font]" = OrderedDict()
# least recently used labels go first, within a byte budget (big 4K titles are megabytes each)
_text = SurfaceCache(screens=1.5, floor_mb=8)


def _load(kind: str, px: int) -> pygame.font.Font:
    try:
        return pygame.font.Font(str(resource("fonts", FONT_FILES[kind])), px)
    except (OSError, FileNotFoundError, KeyError):
        return pygame.font.Font(None, px)  # pygame's own font: never fail for want of a file


def font(kind: str, px: int) -> pygame.font.Font:
    px = max(8, int(px))
    key = (kind, px)
    f = _fonts.get(key)
    if f is None:
        if not _fonts:
            _forget_fonts_at_quit()
        f = _fonts[key] = _load(kind, px)
        while len(_fonts) > FONTS_KEPT:
            _fonts.popitem(last=False)
    else:
        _fonts.move_to_end(key)
    return f


# No line on any screen holds more characters than this; a longer one (a text from a damaged file)
# is cut before it reaches the renderer, which would take seconds over it.
LINE_MAX = 1000
WRAPPED_MAX = 20000


def _render(f: pygame.font.Font, s: str, colour, wrap: int) -> pygame.Surface:
    """`s` rendered whatever it holds: a NUL or a lone surrogate is cleaned away first (the renderer
    raises on both), and a text with nothing visible is an empty picture one line high."""
    s = s[:WRAPPED_MAX if wrap else LINE_MAX]
    for attempt in (s, drawable(s)):
        try:
            return f.render(attempt, True, colour, None, wrap) if wrap else f.render(attempt, True, colour)
        except (ValueError, UnicodeError, pygame.error):
            continue
    return pygame.Surface((1, f.get_linesize()), pygame.SRCALPHA)


def text(s: str, kind: str, px: int, colour=INK, wrap: int = 0) -> pygame.Surface:
    """Rendered text, cached (the cache is bounded, so nothing grows without limit). Any string can
    be drawn (see _render)."""
    key = (s, kind, int(px), tuple(colour), wrap)
    surf = _text.get(key)
    if surf is None:
        surf = _render(font(kind, px), s, colour, wrap)
        _text.put(key, surf)
    return surf


def width(s: str, kind: str, px: int) -> int:
    """How wide `s` would be drawn, measured without rendering it (a render per try was most of the
    frame after a move, when long texts were fitted to their boxes one size or letter at a time)."""
    s = s[:LINE_MAX]
    try:
        return font(kind, px).size(s)[0]
    except (ValueError, UnicodeError, pygame.error):
        return font(kind, px).size(drawable(s))[0]


# Big screen (a setting, on by default in kiosk mode): the screen is watched from across a room, about
# three metres away, and the least essential text grows from a 60th of the window's height to a 40th.
# The app tells this module which it is (`big_screen`), and every table lays itself out from least_px.
_big = {"on": False}


def big_screen(on: bool | None = None) -> bool:
    """Whether texts are sized for a big screen across the room; `on` sets it (the app does)."""
    if on is not None:
        _big["on"] = bool(on)
    return _big["on"]


def everyday_px(height: int) -> int:
    """The least text size on an everyday screen `height` tall: a 60th of it, which reads from two
    metres, and 9 px in the smallest window (960x540); a big screen keeps it for the few labels packed
    too densely to grow, the Thebes map's."""
    return max(9, round(height / 60))


def least_px(height: int) -> int:
    """The least size of an essential text (whose turn, what to do, a count) in a window `height`
    tall: a 60th of it, which reads from two metres on a table screen; a 40th on a big screen."""
    return max(10, round(height / 40)) if _big["on"] else everyday_px(height)


def fit_line(texts, kind: str, px: int, colour=INK, max_w: int = 0, min_px: int = 10) -> pygame.Surface:
    """One line no wider than `max_w`: the first of `texts` (a string, or wordings longest first)
    that fits at `px`; else the last one at the size that fits, but not under `min_px`; past that,
    cut short with "…". Sizes and cuts are measured, and only the result is rendered."""
    if isinstance(texts, str):
        texts = (texts,)
    px = max(8, int(px))
    if max_w <= 0:
        return text(texts[0], kind, px, colour)
    for t in texts:
        if width(t, kind, px) <= max_w:
            return text(t, kind, px, colour)
    t = texts[-1]
    low = max(8, min(px, int(min_px)))
    size = max(low, int(px * max_w / max(1, width(t, kind, px))))
    while size > low and width(t, kind, size) > max_w:
        size -= 1
    return ellipsize(t, kind, size, colour, max_w)


def fit_text(s: str, kind: str, px: int, colour=INK, max_w: int = 0, max_h: int = 0, wrap: bool = False,
             min_px: int = 10) -> pygame.Surface:
    """Text that fits a box: rendered at `px`, or else at the largest smaller size (not under
    `min_px`) at which it is at most max_w wide and, if given, max_h tall; with wrap=True it wraps at
    max_w and only shrinks to fit the height. Only the chosen size is rendered into the text cache:
    a wrapped text tried at every size would leave a picture of each behind (at 4K, megabytes)."""
    px = max(min_px, int(px))
    if not wrap and not max_h:
        low = max(8, min(px, int(min_px)))
        while max_w and px > low and width(s, kind, px) > max_w:
            px = max(low, min(px - 1, int(px * max_w / max(1, width(s, kind, px)))))
        return text(s, kind, px, colour)
    wrap_w = max_w if (wrap and max_w) else 0
    first = text(s, kind, px, colour, wrap=wrap_w)   # most texts fit at once: one render, kept
    w, h = first.get_size()
    if (not max_w or w <= max_w) and (not max_h or h <= max_h):
        return first
    size = fitted_size(s, kind, px, max_w, max_h, wrap_w, min_px)
    if size == px:        # nothing smaller fits either
        return first
    _text.discard((s, kind, px, tuple(colour), wrap_w))
    return text(s, kind, size, colour, wrap=wrap_w)


_fitted: "OrderedDict[tuple, int]" = OrderedDict()   # the size a box fit chose, by all it depends on


def fitted_size(s: str, kind: str, px: int, max_w: int, max_h: int, wrap_w: int, min_px: int) -> int:
    """The largest size from `px` down to `min_px` at which `s` (wrapped at wrap_w if given) is at most
    max_w wide and max_h tall (0: no limit); `min_px` when none is. Wrapped sizes are measured with
    renders that are not kept, and each answer is remembered, so a still frame measures nothing."""
    key = (s, kind, px, max_w, max_h, wrap_w, min_px)
    got = _fitted.get(key)
    if got is not None:
        _fitted.move_to_end(key)
        return got

    def fits(size: int) -> bool:
        if wrap_w:
            w, h = _render(font(kind, size), s, INK, wrap_w).get_size()
        else:
            w, h = width(s, kind, size), font(kind, size).get_height()
        return (not max_w or w <= max_w) and (not max_h or h <= max_h)

    best = px
    if not fits(px):
        best, lo, hi = min_px, min_px, px - 1
        while lo <= hi:
            mid = (lo + hi) // 2
            if fits(mid):
                best, lo = mid, mid + 1
            else:
                hi = mid - 1
    _fitted[key] = best
    while len(_fitted) > 4096:
        _fitted.popitem(last=False)
    return best


def ellipsize(s: str, kind: str, px: int, colour=INK, max_w: int = 0) -> pygame.Surface:
    """One line at `px`, cut with "…" so it is at most max_w wide (a long name in a narrow box)."""
    if not max_w or (len(s) <= max_w and width(s, kind, px) <= max_w):
        return text(s, kind, px, colour)
    # the longest start of `s` that fits with the ellipsis, found by halving: every character drawn
    # is at least a pixel wide, so no more than max_w of them can fit (a name a million characters
    # long costs as little as one of twenty)
    lo, hi = 1, max(1, min(len(s) - 1, max_w))
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if width(s[:mid].rstrip() + "…", kind, px) <= max_w:
            lo = mid
        else:
            hi = mid - 1
    return text(s[:lo].rstrip() + "…", kind, px, colour)


def clear_caches() -> None:
    _text.clear()
    _fitted.clear()
    _fonts.clear()



def _forget_fonts_at_quit() -> None:
    """A Font dies with pygame.quit() (the tools end with it, and the tests run them in-process), so
    the caches go with it. pygame calls a registered function at one quit only: the first font
    loaded into an empty cache registers it again."""
    pygame.register_quit(clear_caches)


def draw_symbol(surface: pygame.Surface, kind: str, centre, r: int, colour, outline=INK) -> None:
    """A small shape that tells players apart without colour."""
    cx, cy = centre
    r = max(3, int(r))
    if kind == "circle":
        pts = None
        pygame.draw.circle(surface, colour, (cx, cy), r)
        pygame.draw.circle(surface, outline, (cx, cy), r, max(1, r // 5))
        return
    if kind == "square":
        pts = [(cx - r, cy - r), (cx + r, cy - r), (cx + r, cy + r), (cx - r, cy + r)]
    elif kind == "triangle":
        pts = [(cx, cy - r), (cx + r, cy + r * 0.8), (cx - r, cy + r * 0.8)]
    elif kind == "diamond":
        pts = [(cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)]
    elif kind == "plus":
        # whole pixels, so the arms stay even at the least sizes drawn on pieces
        t = max(1, int(r * 0.27))
        pts = [(cx - t, cy - r), (cx + t, cy - r), (cx + t, cy - t), (cx + r, cy - t), (cx + r, cy + t),
               (cx + t, cy + t), (cx + t, cy + r), (cx - t, cy + r), (cx - t, cy + t), (cx - r, cy + t),
               (cx - r, cy - t), (cx - t, cy - t)]
    else:  # star
        import math
        pts = []
        for i in range(10):
            rr = r if i % 2 == 0 else r * 0.5     # a fuller star: a thin one is a blot at 4 px
            a = -math.pi / 2 + i * math.pi / 5
            pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
    pygame.draw.polygon(surface, colour, pts)
    pygame.draw.polygon(surface, outline, pts, max(1, r // 5))


def mark_fill(colour):
    """The fill of a seat's symbol drawn on a piece of `colour`: ivory on a dark piece, ink on a light
    one, whichever differs more in lightness, so the shape reads without colour (and in grey)."""
    def lin(c):
        c /= 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (lin(c) for c in colour[:3])
    # the lightness at which ivory and ink contrast alike (WCAG contrast ratios): about 0.21
    return INK if 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.21 else MARK_LIGHT


def seat_look(colour: int) -> tuple:
    """(colour, symbol) of a seat's colour choice (its index into the palette): the one place a seat's
    look is worked out, for tables, panels, results, setup and the how-to pictures alike."""
    return PLAYER_COLOURS[colour % len(PLAYER_COLOURS)]


def player_colour(colour: int):
    return seat_look(colour)[0]


def player_symbol(colour: int) -> str:
    return seat_look(colour)[1]
