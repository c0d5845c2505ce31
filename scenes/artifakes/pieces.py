"""Artifakes drawing: the stone circle's geometry, its pre-rendered layer, junk pieces and cards.

Pure drawing helpers (no game state changes). The ring art (assets/art/artifakes_ring.svg) leaves a
plain band at radius 0.38 of its width: the 30 spaces are drawn on it here, clockwise from the start
line at twelve o'clock.
"""
from __future__ import annotations

import math

import pygame

from game.i18n import _, N_
from ui.surfcache import SurfaceCache
from ui import assets, theme
from ui.widgets import blit_centered

SPACES = 30
STEP = 2 * math.pi / SPACES

# Ring colours, muted for dusk; each also has a pattern and a symbol (never colour alone).
SPACE_RGB = {
    "white": (226, 222, 206),
    "blue": (84, 126, 196),
    "green": (88, 156, 88),
    "yellow": (226, 188, 64),
    "red": (194, 76, 58),
}
SPACE_SYMBOL = {"white": "ring", "blue": "wave", "green": "leaf", "yellow": "sun", "red": "cross"}
SPACE_WORD = {
    # Translators: a colour of the ring's spaces, printed on the cards and named in the ring's tooltips
    "white": N_("White"),
    # Translators: a colour of the ring's spaces, printed on the cards and named in the ring's tooltips
    "blue": N_("Blue"),
    # Translators: a colour of the ring's spaces, printed on the cards and named in the ring's tooltips
    "green": N_("Green"),
    # Translators: a colour of the ring's spaces, printed on the cards and named in the ring's tooltips
    "yellow": N_("Yellow"),
    # Translators: a colour of the ring's spaces, printed on the cards and named in the ring's tooltips
    "red": N_("Red"),
}


def shade(c, f):
    return tuple(max(0, min(255, int(v * f))) for v in c[:3])


def mix(a, b, t):
    return tuple(int(a[i] + (b[i] - a[i]) * t) for i in range(3))


class RingGeo:
    """Where everything on the ring is, for a ring image of side `size` with its corner at `origin`."""

    def __init__(self, origin, size: int):
        self.x, self.y = origin
        self.size = size
        self.c = (self.x + size / 2, self.y + size / 2)
        self.r_mid = 0.38 * size
        self.r_in = 0.334 * size
        self.r_out = 0.426 * size
        self.r_tag = 0.462 * size
        self.r_badge = 0.311 * size
        self.r_insp = 0.27 * size
        self.piece_r = max(5, int(0.0132 * size))
        self.rect = pygame.Rect(self.x, self.y, size, size)

    @staticmethod
    def angle(x: float) -> float:
        """Screen angle of ring coordinate x (space k at x = k; the start line at x = 0.5)."""
        return -math.pi / 2 + (x - 0.5) * STEP

    def point(self, x: float, r: float):
        a = self.angle(x)
        return (self.c[0] + r * math.cos(a), self.c[1] + r * math.sin(a))

    def space_centre(self, k: int):
        return self.point(k, self.r_mid)

    def space_at(self, pos):
        """The space under a pixel (the band plus its number tag), or None."""
        dx, dy = pos[0] - self.c[0], pos[1] - self.c[1]
        r = math.hypot(dx, dy)
        if not (self.r_in * 0.93 <= r <= self.r_tag + 0.022 * self.size):
            return None
        a = math.atan2(dy, dx) + math.pi / 2
        k = int((a % (2 * math.pi)) / STEP) + 1
        return min(SPACES, max(1, k))

    def sector(self, k: int, r0: float, r1: float, inset: float = 0.0):
        a0 = self.angle(k - 0.5) + inset
        a1 = self.angle(k + 0.5) - inset
        n = 10
        pts = []
        for i in range(n + 1):
            a = a0 + (a1 - a0) * i / n
            pts.append((self.c[0] + r1 * math.cos(a), self.c[1] + r1 * math.sin(a)))
        for i in range(n, -1, -1):
            a = a0 + (a1 - a0) * i / n
            pts.append((self.c[0] + r0 * math.cos(a), self.c[1] + r0 * math.sin(a)))
        return pts

    def arc_points(self, x0: float, x1: float, r: float, n: int = 24):
        return [self.point(x0 + (x1 - x0) * i / n, r) for i in range(n + 1)]


def draw_space_symbol(surface, kind, centre, r, colour, width=None):
    """The small shape that tells ring colours apart without colour."""
    cx, cy = int(centre[0]), int(centre[1])
    r = max(3, int(r))
    w = width or max(1, r // 3)
    if kind == "ring":
        pygame.draw.circle(surface, colour, (cx, cy), r, w)
    elif kind == "wave":
        for dy in (-r // 2, r // 2):
            pts = [(cx - r + i * r / 4, cy + dy + math.sin(i * math.pi / 2) * r / 3) for i in range(9)]
            pygame.draw.lines(surface, colour, False, pts, w)
    elif kind == "leaf":
        pygame.draw.polygon(surface, colour, [(cx, cy - r), (cx + r, cy + r * 0.8), (cx - r, cy + r * 0.8)])
    elif kind == "sun":
        pygame.draw.circle(surface, colour, (cx, cy), max(2, int(r * 0.5)))
        for i in range(8):
            a = i * math.pi / 4
            pygame.draw.line(surface, colour, (cx + math.cos(a) * r * 0.7, cy + math.sin(a) * r * 0.7),
                             (cx + math.cos(a) * r, cy + math.sin(a) * r), max(1, w))
    else:  # cross
        pygame.draw.line(surface, colour, (cx - r, cy - r), (cx + r, cy + r), w + 1)
        pygame.draw.line(surface, colour, (cx - r, cy + r), (cx + r, cy - r), w + 1)


def _pattern(surface, kind, rect, colour, step):
    """A texture across a whole space (clipped by the caller's mask)."""
    x0, y0, w, h = rect
    if kind == "wave":
        for y in range(y0, y0 + h, step):
            pts = [(x, y + math.sin(x / step * 2) * step * 0.25) for x in range(x0, x0 + w + step, max(2, step // 3))]
            if len(pts) > 1:
                pygame.draw.lines(surface, colour, False, pts, max(1, step // 6))
    elif kind == "leaf":
        for d in range(-h, w, step):
            pygame.draw.line(surface, colour, (x0 + d, y0 + h), (x0 + d + h, y0), max(1, step // 6))
    elif kind == "sun":
        for y in range(y0, y0 + h, step):
            for x in range(x0 + ((y // step) % 2) * step // 2, x0 + w, step):
                pygame.draw.circle(surface, colour, (x, y), max(1, step // 5))
    elif kind == "cross":
        for d in range(-h, w, step):
            pygame.draw.line(surface, colour, (x0 + d, y0 + h), (x0 + d + h, y0), max(1, step // 7))
            pygame.draw.line(surface, colour, (x0 + d, y0), (x0 + d + h, y0 + h), max(1, step // 7))
    # white: plain stone


def render_ring(geo: RingGeo, colours, min_px: int = 0) -> pygame.Surface:
    """The static layer: art, 30 patterned spaces, number tags and the start line (once per size)."""
    s = geo.size
    surf = pygame.Surface((s, s)).convert()
    surf.blit(assets.svg("art/artifakes_ring", (s, s), keep=False), (0, 0))
    off = (-geo.x, -geo.y)

    def loc(p):
        return (p[0] + off[0], p[1] + off[1])

    # soft shadow under the band
    shadow = pygame.Surface((s, s), pygame.SRCALPHA)
    pygame.draw.circle(shadow, (10, 12, 8, 70), (s // 2 + s // 200, s // 2 + s // 120), int(geo.r_out + s * 0.006),
                       int(geo.r_out - geo.r_in + s * 0.012))
    surf.blit(shadow, (0, 0))
    step = max(5, s // 90)
    for k in range(1, SPACES + 1):
        colour = colours[k - 1]
        base = SPACE_RGB[colour]
        pts = [loc(p) for p in geo.sector(k, geo.r_in, geo.r_out, inset=0.004)]
        xs, ys = [p[0] for p in pts], [p[1] for p in pts]
        box = pygame.Rect(int(min(xs)) - 2, int(min(ys)) - 2, int(max(xs) - min(xs)) + 5, int(max(ys) - min(ys)) + 5)
        tile = pygame.Surface(box.size, pygame.SRCALPHA)
        lp = [(p[0] - box.x, p[1] - box.y) for p in pts]
        pygame.draw.polygon(tile, (*base, 255), lp)
        tex = pygame.Surface(box.size, pygame.SRCALPHA)
        _pattern(tex, SPACE_SYMBOL[colour], (0, 0, box.w, box.h), (*shade(base, 0.78), 150), step)
        # keep the texture inside the sector
        mask = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.polygon(mask, (255, 255, 255, 255), lp)
        tex.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        tile.blit(tex, (0, 0))
        # weathered stone: light top edge, dark rim
        pygame.draw.polygon(tile, shade(base, 0.55), lp, max(1, s // 400))
        surf.blit(tile, box.topleft)
        # number tag outside the ring, with the colour symbol
        tx, ty = loc(geo.point(k, geo.r_tag))
        tr = int(s * 0.022)
        pygame.draw.circle(surf, (30, 30, 34), (int(tx + tr * 0.12), int(ty + tr * 0.18)), tr)
        pygame.draw.circle(surf, mix(base, (250, 244, 226), 0.45), (int(tx), int(ty)), tr)
        pygame.draw.circle(surf, shade(base, 0.5), (int(tx), int(ty)), tr, max(1, tr // 7))
        num = theme.text(str(k), "bold", int(tr * 1.05), theme.INK)
        blit_centered(surf, num, (tx, ty))
        # symbol on the band's outer edge
        sx, sy = loc(geo.point(k, geo.r_out - s * 0.011))
        draw_space_symbol(surf, SPACE_SYMBOL[colour], (sx, sy), s * 0.0065, shade(base, 0.42))
    # the start line between 30 and 1
    a = geo.angle(0.5)
    p0 = loc((geo.c[0] + (geo.r_in - s * 0.01) * math.cos(a), geo.c[1] + (geo.r_in - s * 0.01) * math.sin(a)))
    p1 = loc((geo.c[0] + (geo.r_out + s * 0.01) * math.cos(a), geo.c[1] + (geo.r_out + s * 0.01) * math.sin(a)))
    pygame.draw.line(surf, (250, 240, 210), p0, p1, max(3, s // 150))
    pygame.draw.line(surf, (60, 40, 30), p0, p1, max(1, s // 400))
    # Translators: the start line of the ring, in capitals
    # a big screen's least size would cover the number tags of 30 and 1: there it keeps to the room they
    # leave, down to the everyday least size (two thirds of the big one)
    room = int(s * 0.055) if theme.big_screen() else 0
    lab = theme.fit_line(_("START"), "bold", max(10, min_px, int(s * 0.015)), (250, 240, 210), room,
                         max(9, min_px * 2 // 3))
    sx, sy = loc(geo.point(0.5, geo.r_tag))
    plate = lab.get_rect(center=(int(sx), int(sy))).inflate(min(s // 120, max(4, s // 250)), s // 300)
    pygame.draw.rect(surf, (40, 34, 30), plate, border_radius=plate.h // 3)
    surf.blit(lab, lab.get_rect(center=plate.center))
    return surf


# ---- junk pieces ----------------------------------------------------------------------------------
_tiles = SurfaceCache(screens=0.5, floor_mb=4, scope="table")


def _alpha_rect(size, rgba, radius) -> pygame.Surface:
    """A translucent rounded rectangle (card shadows and veils), made once per size."""
    key = ("rect", int(size[0]), int(size[1]), tuple(rgba), radius)
    surf = _tiles.get(key)
    if surf is None:
        surf = pygame.Surface(key[1:3], pygame.SRCALPHA)
        pygame.draw.rect(surf, rgba, surf.get_rect(), border_radius=radius)
        _keep(key, surf)
    return surf


def _keep(key, surf):
    _tiles[key] = surf


def draw_piece(surface, kind, centre, r, colour, symbol, *, shine=0.0, alpha=255, scale=1.0):
    """A disk (round token) or a bar (long token) in a player's colour with the player's symbol."""
    r = max(3, int(r * scale))
    cx, cy = int(centre[0]), int(centre[1])
    # a resting piece looks the same every frame: its picture is made once per size and colour
    key = ("piece", kind, r, tuple(colour), symbol) if shine == 0 and alpha >= 255 else None
    tile = _tiles.get(key) if key else None
    if tile is None:
        tile = _piece_tile(kind, r, colour, symbol, shine, alpha)
        if key:
            _keep(key, tile)
    surface.blit(tile, (cx - tile.get_width() // 2, cy - tile.get_height() // 2))


def _piece_tile(kind, r, colour, symbol, shine, alpha):
    if kind == "bar":
        w, h = int(r * 4.2), int(r * 1.7)
    else:
        w, h = r * 2, r * 2
    pad = max(3, r // 2) + int(shine * r * 1.4)
    tile = pygame.Surface((w + pad * 2, h + pad * 2), pygame.SRCALPHA)
    box = pygame.Rect(pad, pad, w, h)
    if shine > 0:
        glow = pygame.Surface(tile.get_size(), pygame.SRCALPHA)
        pygame.draw.ellipse(glow, (255, 236, 150, int(150 * shine)), glow.get_rect())
        tile.blit(glow, (0, 0))
    rad = h // 2 if kind == "bar" else r
    pygame.draw.rect(tile, (0, 0, 0, 90), box.move(max(1, r // 4), max(1, r // 3)), border_radius=rad)
    pygame.draw.rect(tile, shade(colour, 0.62), box, border_radius=rad)
    pygame.draw.rect(tile, colour, box.inflate(-max(2, r // 3), -max(2, r // 3)).move(0, -max(1, r // 6)),
                     border_radius=rad)
    hl = box.inflate(-r, -int(h * 0.55)).move(0, -int(h * 0.18))
    if hl.w > 2 and hl.h > 1:
        pygame.draw.ellipse(tile, (*mix(colour, (255, 255, 255), 0.45), 110), hl)
    # a dark edge all round: a piece on a space of its own colour (the red disk on a red space) keeps
    # its outline, which the lit top would otherwise lose
    pygame.draw.rect(tile, shade(colour, 0.45), box, max(1, r // 6), border_radius=rad)
    theme.draw_symbol(tile, symbol, box.center, max(3, int(r * 0.5)), theme.mark_fill(colour),
                      outline=shade(colour, 0.5))
    if alpha < 255:
        tile.set_alpha(alpha)
    return tile


def stack_layout(pieces, r):
    """Offsets for pieces [(seat, kind), ...] packed in rows: a bar alone, disks in pairs (max 3 rows)."""
    rows = []
    pending = []
    for item in pieces:
        if item[1] == "bar":
            rows.append([item])
        else:
            pending.append(item)
            if len(pending) == 2:
                rows.append(pending)
                pending = []
    if pending:
        rows.append(pending)
    gap = r * 2.25
    out = []
    top = -(len(rows) - 1) * gap / 2
    for i, row in enumerate(rows):
        y = top + i * gap
        if len(row) == 1:
            out.append((row[0], (0, y)))
        else:
            out.append((row[0], (-r * 1.12, y)))
            out.append((row[1], (r * 1.12, y)))
    return out


# ---- cards ----------------------------------------------------------------------------------------
def draw_card(surface, rect, card, *, lifted=False, dim=False, selected=False, min_px=10, words=True):
    """A face-up card: big number, the ring colour as a band with its symbol, day or night; a dead
    one dimmed under a red stamp. Without `words` (a card too small to read, in a picture) the band
    and the stamp carry no words."""
    rect = pygame.Rect(rect)
    if lifted:
        rect = rect.move(0, -rect.h // 10)
    rad = max(4, rect.w // 10)
    surface.blit(_alpha_rect(rect.size, (20, 14, 8, 90), rad), rect.move(rect.w // 20, rect.h // 18))
    night = card["side"] == "night"
    face = (244, 234, 208) if not night else (212, 206, 228)
    pygame.draw.rect(surface, face, rect, border_radius=rad)
    colour = card["colour"]
    band_c = SPACE_RGB[colour]
    band = pygame.Rect(rect.x, rect.y + int(rect.h * 0.64), rect.w, int(rect.h * 0.36))
    pygame.draw.rect(surface, band_c, band, border_bottom_left_radius=rad, border_bottom_right_radius=rad)
    draw_space_symbol(surface, SPACE_SYMBOL[colour], (band.centerx, band.y + band.h * 0.38), rect.w * 0.12,
                      shade(band_c, 0.45))
    if words:
        name = _(SPACE_WORD[colour])      # as big as the card allows, never under min_px
        word = theme.text(name, "bold", theme.fitted_size(name, "bold", max(min_px, int(rect.w * 0.17)), rect.w - 2,
                                                          0, 0, min_px),
                          shade(band_c, 0.35) if colour in ("white", "yellow") else (250, 246, 236))
        blit_centered(surface, word, (band.centerx, band.y + band.h * 0.78))
    num = theme.text(str(card["number"]), "bold", int(rect.h * 0.36), theme.INK)
    blit_centered(surface, num, (rect.centerx, rect.y + rect.h * 0.34))
    # day (sun) or night (moon) corner mark
    m = (rect.x + int(rect.w * 0.17), rect.y + int(rect.h * 0.11))
    mr = max(3, int(rect.w * 0.07))
    if night:
        pygame.draw.circle(surface, (236, 206, 120), m, mr)
        pygame.draw.circle(surface, face, (m[0] + mr // 2, m[1] - mr // 3), mr)
    else:
        draw_space_symbol(surface, "sun", m, mr, (214, 150, 40))
    border = theme.OCHRE if selected else theme.SAND_DARK if not night else (120, 110, 150)
    pygame.draw.rect(surface, border, rect, max(2, rect.w // 28) + (2 if selected else 0), border_radius=rad)
    if dim:
        surface.blit(_alpha_rect(rect.size, (60, 50, 50, 120), rad), rect)
        # Translators: stamped across a dead card, in capitals
        dead = _("DEAD")                # as big as the card allows, never under min_px
        stamp = theme.text(dead, "bold", theme.fitted_size(dead, "bold", max(min_px, int(rect.w * 0.24)),
                                                           rect.w - rect.w // 8 - 2, 0, 0, min_px), (250, 230, 220))
        st = pygame.Rect(0, 0, stamp.get_width() + rect.w // 8, stamp.get_height())
        if not words:
            st.size = (rect.w - rect.w // 6, max(3, rect.h // 8))
        st.center = (rect.centerx, rect.y + int(rect.h * 0.62))
        pygame.draw.rect(surface, (150, 40, 36), st, border_radius=st.h // 4)
        if words:
            blit_centered(surface, stamp, st.center)
    return rect


def draw_card_back(surface, rect):
    rect = pygame.Rect(rect)
    sh = _alpha_rect(rect.size, (20, 14, 8, 80), max(3, rect.w // 10))
    surface.blit(sh, rect.move(max(1, rect.w // 20), max(1, rect.h // 18)))
    surface.blit(assets.svg("artifakes/card_back", rect.size), rect)


def draw_figure(surface, centre, h, colour, symbol, *, glow=False):
    """A player's pawn on the bluestone path (top of head at centre - h)."""
    cx, cy = int(centre[0]), int(centre[1])
    h = max(8, int(h))
    w = int(h * 0.7)
    pygame.draw.ellipse(surface, (20, 20, 30), (cx - w // 2, cy - h // 8, w, h // 4))
    if glow:
        pygame.draw.circle(surface, (255, 226, 140), (cx, cy - h // 2), int(h * 0.62), max(2, h // 12))
    body = [(cx - w // 2, cy), (cx - w // 4, cy - int(h * 0.55)), (cx + w // 4, cy - int(h * 0.55)), (cx + w // 2, cy)]
    pygame.draw.polygon(surface, colour, body)
    pygame.draw.polygon(surface, shade(colour, 0.45), body, max(1, h // 14))
    hr = int(h * 0.2)
    pygame.draw.circle(surface, colour, (cx, cy - int(h * 0.7)), hr)
    pygame.draw.circle(surface, shade(colour, 0.45), (cx, cy - int(h * 0.7)), hr, max(1, h // 14))
    theme.draw_symbol(surface, symbol, (cx, cy - int(h * 0.26)), max(4, int(h * 0.15)), theme.mark_fill(colour),
                      outline=shade(colour, 0.5))


def badge(surface, centre, label, px, *, fill=(40, 32, 28), fg=theme.PAPYRUS, border=None):
    t = theme.text(label, "bold", px, fg)
    box = t.get_rect().inflate(px * 0.7, px * 0.25)
    box.center = (int(centre[0]), int(centre[1]))
    pygame.draw.rect(surface, fill, box, border_radius=box.h // 2)
    if border:
        pygame.draw.rect(surface, border, box, max(1, px // 8), border_radius=box.h // 2)
    surface.blit(t, t.get_rect(center=box.center))
    return box
