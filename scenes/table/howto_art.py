"""How-to-play illustrations: the drawing canvas, arrows, labels and badges they share, and the
dispatch from (game, page key) to each game's pages and pictures (scenes/<id>/howto.py).

Every illustration is drawn once per window size on a design grid of 150 x 100 units, scaled
uniformly into the picture's box, so one drawing serves a laptop window and a 4K screen alike. Label
text is sized from the window height and never drops below 1/40 of it (readable from two metres).
"""
from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from ui import theme
from ui.widgets import blit_centered



@dataclass(frozen=True)
class Page:
    """One how-to page: a heading, 2-4 short sentences (each its own paragraph, readable from two
    metres) and the key of the picture in the game's ART that shows exactly what they say. The
    heading and the sentences are English marked with N_: the how-to screen says them with _()."""

    heading: str
    lines: tuple[str, ...]
    art: str

GOOD = (52, 132, 70)
BAD = (178, 52, 42)
GOLD = (236, 186, 60)
ARROW = (150, 64, 34)


class Canvas:
    """A transparent picture of `size` pixels with a 150 x 100 unit design grid centred in it."""

    W, H = 150, 100

    def __init__(self, size, win_h: int):
        self.size = (max(8, int(size[0])), max(8, int(size[1])))
        self.surf = pygame.Surface(self.size, pygame.SRCALPHA)
        self.k = min(self.size[0] / self.W, self.size[1] / self.H)
        self.ox = (self.size[0] - self.W * self.k) / 2
        self.oy = (self.size[1] - self.H * self.k) / 2
        self.win_h = max(1, int(win_h))
        # labels never drop below 1/40 of the window height, unless the picture itself is squeezed
        # (an unusually shaped window): then they shrink with it rather than spill out of it
        self.min_px = max(10, min(int(math.ceil(self.win_h / 40)), int(4.4 * self.k)))
        self.px = max(self.min_px, int(4.6 * self.k))      # the usual label size

    # ---- units to pixels -------------------------------------------------------------------
    def p(self, x: float, y: float) -> tuple[int, int]:
        return (int(round(self.ox + x * self.k)), int(round(self.oy + y * self.k)))

    def s(self, v: float) -> int:
        return max(1, int(round(v * self.k)))

    def rect(self, x: float, y: float, w: float, h: float) -> pygame.Rect:
        return pygame.Rect(self.p(x, y), (self.s(w), self.s(h)))

    def rect_c(self, cx: float, cy: float, w: float, h: float) -> pygame.Rect:
        r = pygame.Rect(0, 0, self.s(w), self.s(h))
        r.center = self.p(cx, cy)
        return r

    def unit_x(self, px: int) -> float:
        """A pixel column as a unit x (to place something after a text of measured width)."""
        return (px - self.ox) / self.k

    def font_px(self, units: float | None = None) -> int:
        """A text size in units, never below the readable minimum."""
        return self.px if units is None else max(self.min_px, int(units * self.k))


# ---- shared pieces --------------------------------------------------------------------------------
def stage(cv: Canvas, rect: pygame.Rect, fill, border=None, radius_units: float = 4.0, shadow=True):
    """A rounded backdrop for part of a picture (a table corner, a board, a panel)."""
    rad = cv.s(radius_units)
    if shadow:
        sh = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(sh, (50, 30, 12, 70), sh.get_rect(), border_radius=rad)
        cv.surf.blit(sh, rect.move(cv.s(0.6), cv.s(1.0)))
    pygame.draw.rect(cv.surf, fill, rect, border_radius=rad)
    if border:
        pygame.draw.rect(cv.surf, border, rect, max(1, cv.s(0.5)), border_radius=rad)


def _bezier(a, b, bend: float, n: int):
    (ax, ay), (bx, by) = a, b
    mx, my = (ax + bx) / 2, (ay + by) / 2
    dx, dy = bx - ax, by - ay
    cx, cy = mx - dy * bend, my + dx * bend
    pts = []
    for i in range(n + 1):
        t = i / n
        x = (1 - t) ** 2 * ax + 2 * (1 - t) * t * cx + t * t * bx
        y = (1 - t) ** 2 * ay + 2 * (1 - t) * t * cy + t * t * by
        pts.append((x, y))
    return pts


def _thick_line(surface, colour, pts, width):
    r = max(1, width // 2)
    for i in range(len(pts) - 1):
        pygame.draw.line(surface, colour, pts[i], pts[i + 1], width)
    for p in pts[1:-1]:
        pygame.draw.circle(surface, colour, (int(p[0]), int(p[1])), r)


def arrow(cv: Canvas, a, b, colour=ARROW, bend: float = 0.0, width: float = 1.1, head: float = 3.6,
          dashed=False, outline=(255, 248, 230)):
    """A curved arrow from unit point a to unit point b; `bend` curves it (a share of its length)."""
    pa, pb = cv.p(*a), cv.p(*b)
    pts = _bezier(pa, pb, bend, 28)
    w = max(2, cv.s(width))
    hl = cv.s(head)
    # stop the shaft under the head
    ex, ey = pts[-1]
    qx, qy = pts[-4]
    ang = math.atan2(ey - qy, ex - qx)
    trimmed = [p for p in pts if math.hypot(p[0] - ex, p[1] - ey) > hl * 0.7] or pts[:2]
    tip = (ex, ey)
    left = (ex - hl * math.cos(ang) + hl * 0.6 * math.sin(ang), ey - hl * math.sin(ang) - hl * 0.6 * math.cos(ang))
    right = (ex - hl * math.cos(ang) - hl * 0.6 * math.sin(ang), ey - hl * math.sin(ang) + hl * 0.6 * math.cos(ang))
    segs = [trimmed]
    if dashed:
        segs, run = [], []
        for i, p in enumerate(trimmed):
            run.append(p)
            if len(run) == 3:
                if (i // 3) % 2 == 0:
                    segs.append(run)
                run = [p]
    ow = w + max(2, w // 2)
    for seg in segs:
        if len(seg) > 1:
            _thick_line(cv.surf, outline, seg, ow)
    pygame.draw.polygon(cv.surf, outline, [tip, left, right], max(2, w // 2) + 1)
    for seg in segs:
        if len(seg) > 1:
            _thick_line(cv.surf, colour, seg, w)
    pygame.draw.polygon(cv.surf, colour, [tip, left, right])


def fitted(cv: Canvas, s: str, kind: str, units: float | None, colour, max_units: float = 0) -> pygame.Surface:
    """`s` at its size in units; where it is wider than `max_units` (a longer language's words), at a
    smaller size down to the readable minimum, and past that on two or more lines of that width."""
    px = cv.font_px(units)
    room = cv.s(max_units) if max_units else 0
    if not room or theme.width(s, kind, px) <= room:
        return theme.text(s, kind, px, colour)
    small = theme.fitted_size(s, kind, px, room, 0, 0, cv.min_px)
    if theme.width(s, kind, small) <= room:
        return theme.text(s, kind, small, colour)
    return theme.text(s, kind, cv.min_px, colour, wrap=room)


def label(cv: Canvas, text: str, centre, *, fg=theme.INK, bg=(255, 248, 228), border=theme.SAND_DARK,
          kind="bold", units: float | None = None, anchor="center", wrap_units: float = 0,
          max_units: float = 0) -> pygame.Rect:
    """A rounded label at a unit point; `anchor` is a pygame.Rect attribute name; the words wrap at
    `wrap_units`, or fit in `max_units` (see fitted)."""
    px = cv.font_px(units)
    if wrap_units:
        surf = theme.text(text, kind, px, fg, wrap=cv.s(wrap_units))
    else:
        surf = fitted(cv, text, kind, units, fg, max_units)
    box = surf.get_rect().inflate(int(px * 0.8), int(px * 0.3))
    setattr(box, anchor, cv.p(*centre))
    box.clamp_ip(cv.surf.get_rect())
    if bg is not None:
        sh = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.rect(sh, (40, 24, 10, 60), sh.get_rect(), border_radius=min(box.h // 2, px))
        cv.surf.blit(sh, box.move(0, max(1, px // 8)))
        pygame.draw.rect(cv.surf, bg, box, border_radius=min(box.h // 2, px))
        if border:
            pygame.draw.rect(cv.surf, border, box, max(1, px // 10), border_radius=min(box.h // 2, px))
    cv.surf.blit(surf, surf.get_rect(center=box.center))
    return box


def text(cv: Canvas, s: str, pos, *, colour=theme.INK, kind="bold", units: float | None = None,
         anchor="center", max_units: float = 0) -> pygame.Rect:
    """Words at a unit point (`anchor` a pygame.Rect attribute name), fitted to `max_units` if given,
    and kept inside the picture."""
    surf = fitted(cv, s, kind, units, colour, max_units)
    r = surf.get_rect()
    setattr(r, anchor, cv.p(*pos))
    r.clamp_ip(cv.surf.get_rect())
    cv.surf.blit(surf, r)
    return r


def badge(cv: Canvas, text_: str, centre, r_units: float = 5.5, fill=GOLD, fg=(70, 40, 8),
          ring=(150, 100, 20)):
    """A round score or count badge ("+3", "18")."""
    c = cv.p(*centre)
    r = cv.s(r_units)
    pygame.draw.circle(cv.surf, (40, 24, 10, 90), (c[0] + max(1, r // 8), c[1] + max(1, r // 6)), r)
    pygame.draw.circle(cv.surf, fill, c, r)
    pygame.draw.circle(cv.surf, ring, c, r, max(2, r // 7))
    px = max(cv.min_px, int(r * (1.05 if len(text_) <= 2 else 0.85)))
    blit_centered(cv.surf, theme.text(text_, "bold", px, fg), c)


def mark(cv: Canvas, centre, ok: bool, r_units: float = 3.6):
    """A tick in a green disc or a cross in a red one (shape and colour, never colour alone)."""
    c = cv.p(*centre)
    r = cv.s(r_units)
    col = GOOD if ok else BAD
    pygame.draw.circle(cv.surf, (255, 250, 236), c, r + max(2, r // 5))
    pygame.draw.circle(cv.surf, col, c, r)
    w = max(2, r // 3)
    if ok:
        pts = [(c[0] - r * 0.5, c[1]), (c[0] - r * 0.12, c[1] + r * 0.42), (c[0] + r * 0.55, c[1] - r * 0.4)]
        pygame.draw.lines(cv.surf, (255, 255, 255), False, pts, w)
    else:
        d = r * 0.45
        pygame.draw.line(cv.surf, (255, 255, 255), (c[0] - d, c[1] - d), (c[0] + d, c[1] + d), w)
        pygame.draw.line(cv.surf, (255, 255, 255), (c[0] - d, c[1] + d), (c[0] + d, c[1] - d), w)


def highlight(cv: Canvas, rect: pygame.Rect, colour=(255, 214, 90), width_units: float = 0.9, radius=None):
    """A glowing outline round the thing the text talks about."""
    w = max(2, cv.s(width_units))
    rad = radius if radius is not None else max(4, min(rect.w, rect.h) // 6)
    glow = pygame.Surface(rect.inflate(w * 6, w * 6).size, pygame.SRCALPHA)
    for i in range(3, 0, -1):
        pygame.draw.rect(glow, (*colour[:3], 40), glow.get_rect().inflate(-w * (3 - i) * 2, -w * (3 - i) * 2),
                         w * 2, border_radius=rad + w * i)
    cv.surf.blit(glow, rect.inflate(w * 6, w * 6))
    pygame.draw.rect(cv.surf, colour, rect.inflate(w * 2, w * 2), w, border_radius=rad + w)


def ring_highlight(cv: Canvas, centre_px, r_px: int, colour=(255, 214, 90), width_units: float = 0.8):
    w = max(2, cv.s(width_units))
    pygame.draw.circle(cv.surf, (*colour[:3], 90), centre_px, r_px + w * 2, w * 2)
    pygame.draw.circle(cv.surf, colour, centre_px, r_px, w)


# ---- dispatch -----------------------------------------------------------------------------------------
def pages_for(game_id: str) -> list[Page]:
    """The game's how-to pages (scenes/<id>/howto.py), or [] when it has none."""
    from scenes.table.games import howto_module
    module = howto_module(game_id)
    return list(getattr(module, "PAGES", None) or [])


def has_art(game_id: str, key: str) -> bool:
    from scenes.table.games import howto_module
    module = howto_module(game_id)
    return module is not None and key in module.ART


def render(game_id: str, key: str, size, win_h: int) -> pygame.Surface:
    """The illustration `key` of `game_id`, drawn at `size` pixels for a window `win_h` high."""
    cv = Canvas(size, win_h)
    from scenes.table.games import howto_module
    howto_module(game_id).ART[key](cv)
    surf = cv.surf
    return surf.convert_alpha() if pygame.display.get_surface() is not None else surf
