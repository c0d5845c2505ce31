"""Scarabya drawing: themed sites (static layers cached per size), tiles, tokens, previews, cards.

Everything here only paints: it reads the match's view (cover grids, areas, rocks, scarabs) and the
scene's display model, and never touches the game state.
"""
from __future__ import annotations

import math

import pygame

from game.i18n import N_
from game.scarabya import data
from game.scarabya.shapes import orientations
from ui.surfcache import SurfaceCache
from ui import assets, theme
from ui.widgets import translucent

N = data.SITE_SIZE
THEMES = ("desert", "jungle", "ice", "ocean")
# grid lines, board seams and text on each theme's ground
THEME_INK = {
    "desert": ((120, 84, 44), (96, 62, 28)),
    "jungle": ((52, 70, 30), (40, 52, 22)),
    "ice": ((96, 132, 160), (70, 100, 130)),
    "ocean": ((30, 78, 96), (22, 60, 76)),
}
THEME_LABEL = {
    # Translators: the ground of a player's site, named on its plaque
    "desert": N_("Desert"),
    # Translators: the ground of a player's site, named on its plaque
    "jungle": N_("Jungle"),
    # Translators: the ground of a player's site, named on its plaque
    "ice": N_("Ice"),
    # Translators: the ground of a player's site, named on its plaque
    "ocean": N_("Ocean"),
}
GOLD = (236, 186, 60)
GOLD_DARK = (150, 100, 20)
FRAME_RATIO = 0.044   # frame bar thickness as a share of the outer size (matches frame.svg)


def theme_for_seat(seat: int | None) -> str:
    return THEMES[(seat or 0) % len(THEMES)]


def shade(colour, f: float):
    """Lighter (f > 0) or darker (f < 0) version of an RGB colour."""
    if f >= 0:
        return tuple(int(c + (255 - c) * f) for c in colour[:3])
    return tuple(int(c * (1 + f)) for c in colour[:3])


class SiteGeometry:
    """Where a 10x10 site sits on screen: the outer frame rect, the grid origin and the cell size."""

    def __init__(self, outer: pygame.Rect, framed: bool = True):
        size = min(outer.w, outer.h)
        self.frame = int(size * FRAME_RATIO) if framed else 0
        self.cell = max(2, (size - 2 * self.frame) // N)
        side = self.cell * N + 2 * self.frame
        self.outer = pygame.Rect(0, 0, side, side)
        self.outer.center = outer.center
        self.grid = pygame.Rect(self.outer.x + self.frame, self.outer.y + self.frame, self.cell * N, self.cell * N)

    def cell_rect(self, r: int, c: int) -> pygame.Rect:
        return pygame.Rect(self.grid.x + c * self.cell, self.grid.y + r * self.cell, self.cell, self.cell)

    def cell_centre(self, r: float, c: float) -> tuple[int, int]:
        return (int(self.grid.x + (c + 0.5) * self.cell), int(self.grid.y + (r + 0.5) * self.cell))

    def cell_at(self, pos) -> tuple[float, float]:
        """Continuous (row, col) under a pixel (may be outside 0..10)."""
        return ((pos[1] - self.grid.y) / self.cell, (pos[0] - self.grid.x) / self.cell)


class SiteArt:
    """Static site layers (ground texture, grid, seams, centre mark, scarabs, rocks, frame)."""

    DRAW_CACHES = frozenset({"cache"})   # the layers, made when first drawn (tests/scenes/test_draw_pure.py)

    def __init__(self):
        # a budget of pixels, not a count: 24 layers of a big site at 4K were over 300 MB
        self.cache = SurfaceCache(screens=1.0, floor_mb=4)

    def clear(self):
        self.cache.clear()

    @staticmethod
    def pictures(theme_names, cell: int, frame: int, detail: bool = True) -> list:
        """The (art name, size) pictures `layer` draws for these themes (to render them ahead)."""
        g = cell * N
        out = [(f"scarabya/site_{t}", (g, g)) for t in theme_names]
        sc, rk = int(cell * (0.8 if detail else 0.9)), int(cell * 0.96)
        out += [("scarabya/scarab", (sc, sc)), ("scarabya/rock", (rk, rk))]
        if frame:
            out.append(("scarabya/frame", (g + 2 * frame,) * 2))
        return out

    def layer(self, theme_name: str, cell: int, frame: int, rocks, scarabs, detail: bool = True,
              keep: bool = True, frame_art: pygame.Surface | None = None) -> pygame.Surface:
        """keep=False: for a caller that composes the layer into a picture of its own and keeps that
        (the big site's base): neither the layer nor its big ground and frame art stay cached.
        `frame_art`: the frame already drawn at this size (a caller making every site's layer at
        once draws it one time)."""
        key = (theme_name, cell, frame, detail, tuple(map(tuple, rocks)), tuple(map(tuple, scarabs)))
        surf = self.cache.get(key)
        if surf is not None:
            return surf
        side = cell * N + 2 * frame
        surf = pygame.Surface((side, side), pygame.SRCALPHA)
        g = cell * N
        surf.blit(assets.svg(f"scarabya/site_{theme_name}", (g, g), keep=keep), (frame, frame))
        line, seam = THEME_INK[theme_name]
        grid = pygame.Surface((g, g), pygame.SRCALPHA)
        lw = max(1, cell // 28)
        for i in range(1, N):
            colour = (*seam, 170) if i == N // 2 else (*line, 70)
            w = max(2, cell // 12) if i == N // 2 else lw
            pygame.draw.line(grid, colour, (i * cell, 0), (i * cell, g), w)
            pygame.draw.line(grid, colour, (0, i * cell), (g, i * cell), w)
        # the four centre squares: where the first tile must go
        cx = cy = (N // 2 - 1) * cell
        if detail:
            pygame.draw.rect(grid, (255, 250, 230, 50), (cx, cy, 2 * cell, 2 * cell))
            pygame.draw.rect(grid, (*seam, 150), (cx, cy, 2 * cell, 2 * cell), max(1, cell // 16),
                             border_radius=max(2, cell // 6))
        surf.blit(grid, (frame, frame))
        sc = int(cell * (0.8 if detail else 0.9))
        scarab = assets.svg("scarabya/scarab", (sc, sc))
        for r, c in scarabs:
            surf.blit(scarab, scarab.get_rect(center=(frame + int((c + 0.5) * cell), frame + int((r + 0.5) * cell))))
        rk = int(cell * 0.96)
        rock = assets.svg("scarabya/rock", (rk, rk))
        for r, c in rocks:
            surf.blit(rock, rock.get_rect(center=(frame + int((c + 0.5) * cell), frame + int((r + 0.5) * cell))))
        if frame:
            surf.blit(frame_art or assets.svg("scarabya/frame", (side, side), keep=keep), (0, 0))
        surf = surf.convert_alpha() if pygame.display.get_surface() is not None else surf
        if keep:
            self.cache.put(key, surf)
        return surf


# ---- tiles -------------------------------------------------------------------------------------
def tile_groups(cover, hidden=frozenset()):
    """{(seat, tile): [(r, c), ...]} from a view's cover grid, leaving out hidden squares."""
    groups: dict[tuple, list] = {}
    for r in range(N):
        for c in range(N):
            v = cover[r][c]
            if v is not None and (r, c) not in hidden:
                groups.setdefault((v[0], v[1]), []).append((r, c))
    return groups


def symbol_cell(cells):
    """The square of a tile nearest its centre of mass (where the player's symbol is drawn)."""
    mr = sum(r for r, _unused in cells) / len(cells)
    mc = sum(c for _unused, c in cells) / len(cells)
    return min(cells, key=lambda rc: ((rc[0] - mr) ** 2 + (rc[1] - mc) ** 2, rc))


def draw_tile(surface, cells, origin, cell, colour, symbol=None, *, alpha=255, border=None, border_w=None,
              shadow=True, lift=0.0, scale=1.0):
    """A pentomino as one carved piece: shadow, bevelled squares, outline only on its outer edges.

    `origin` is the pixel of grid square (0, 0); `lift` raises the piece (in cells) and grows its
    shadow; `scale` grows it about its centre (used while it drops).
    """
    if not cells:
        return
    cellset = {tuple(rc) for rc in cells}
    rows = [r for r, _unused in cellset]
    cols = [c for _unused, c in cellset]
    r0, c0 = min(rows), min(cols)
    hgt, wid = max(rows) - r0 + 1, max(cols) - c0 + 1
    cs = max(2, int(cell * scale))
    pad = max(2, cs // 3)
    # the symbol's square is chosen where the piece lies (rounding can break a tie differently elsewhere)
    sym = symbol_cell(sorted(cellset)) if symbol and cs >= 10 else None
    key = (tuple(sorted((r - r0, c - c0) for r, c in cellset)), cs, tuple(colour), symbol, alpha,
           tuple(border) if border else None, border_w, shadow, sym and (sym[0] - r0, sym[1] - c0))
    pics = _tile_pics.get(key)
    if pics is None:
        pics = _tile_pictures(cellset, r0, c0, hgt, wid, cs, pad, colour, symbol, alpha, border, border_w, shadow,
                              sym)
        _tile_pics.put(key, pics)
    layer, sh = pics
    # where square (r0, c0) lands, scaled about the piece's centre
    full_w, full_h = wid * cell, hgt * cell
    x0 = origin[0] + c0 * cell - (wid * cs - full_w) / 2
    y0 = origin[1] + r0 * cell - (hgt * cs - full_h) / 2 - lift * cell
    if shadow:
        off = int(cell * (0.07 + 0.35 * lift))
        surface.blit(sh, (x0 - pad + off * 0.6, y0 - pad + off + lift * cell))
    surface.blit(layer, (x0 - pad, y0 - pad))


# bounded by bytes: the drop animation asks for a new size every frame, and at 4K a piece is large
_tile_pics = SurfaceCache(screens=1.5, floor_mb=8, scope="table")


def _tile_pictures(cellset, r0, c0, hgt, wid, cs, pad, colour, symbol, alpha, border, border_w, shadow, sym):
    """The piece and its shadow as pictures (made once per shape, size and look: tiles are drawn every frame)."""
    layer = pygame.Surface((wid * cs + 2 * pad, hgt * cs + 2 * pad), pygame.SRCALPHA)
    for r, c in cellset:
        _paint_square(layer, cellset, r, c, pad + (c - c0) * cs, pad + (r - r0) * cs, cs, colour)
    _outline_piece(layer, cellset, r0, c0, cs, pad, border or shade(colour, -0.6), border_w or max(1, cs // 22))
    if sym is not None:
        sr, sc_ = sym
        centre = (pad + (sc_ - c0) * cs + cs // 2, pad + (sr - r0) * cs + cs // 2)
        # carved into the piece: a lighter tint on a dark piece, a darker one on a light piece (a
        # lighter tint of the yellow or the white could not be seen), and never under a radius of
        # 4 px, where the five symbols still differ
        light = theme.mark_fill(colour) != theme.INK
        theme.draw_symbol(layer, symbol, centre, max(4, int(cs * 0.2)), shade(colour, 0.55 if light else -0.5),
                          outline=shade(colour, -0.55 if light else -0.75))
    if alpha < 255:
        layer.set_alpha(alpha)
    sh = None
    if shadow:
        sh = pygame.Surface(layer.get_size(), pygame.SRCALPHA)
        for r, c in cellset:
            pygame.draw.rect(sh, (40, 24, 10, 80 if alpha == 255 else 45),
                             (pad + (c - c0) * cs, pad + (r - r0) * cs, cs, cs))
    return layer, sh


def _paint_square(layer, cellset, r, c, x, y, cs, colour):
    """One square of a piece at (x, y): lit on its top and left edges, shaded on the others where
    the piece ends, with a groove to a neighbouring square of the same piece."""
    inset = max(1, cs // 24)
    edge_w = max(1, cs // 14)
    light, dark = shade(colour, 0.35), shade(colour, -0.35)
    rect = pygame.Rect(x, y, cs, cs)
    # grow into same-tile neighbours so the piece reads as one body
    grow = pygame.Rect(rect)
    if (r, c - 1) not in cellset:
        grow.x += inset
        grow.w -= inset
    if (r, c + 1) not in cellset:
        grow.w -= inset
    if (r - 1, c) not in cellset:
        grow.y += inset
        grow.h -= inset
    if (r + 1, c) not in cellset:
        grow.h -= inset
    pygame.draw.rect(layer, colour, grow)
    if (r - 1, c) not in cellset:
        pygame.draw.line(layer, light, (grow.x, grow.y + edge_w // 2), (grow.right - 1, grow.y + edge_w // 2), edge_w)
    if (r, c - 1) not in cellset:
        pygame.draw.line(layer, light, (grow.x + edge_w // 2, grow.y), (grow.x + edge_w // 2, grow.bottom - 1), edge_w)
    if (r + 1, c) not in cellset:
        pygame.draw.line(layer, dark, (grow.x, grow.bottom - 1 - edge_w // 2), (grow.right - 1, grow.bottom - 1 - edge_w // 2), edge_w)
    if (r, c + 1) not in cellset:
        pygame.draw.line(layer, dark, (grow.right - 1 - edge_w // 2, grow.y), (grow.right - 1 - edge_w // 2, grow.bottom - 1), edge_w)
    # a faint seam between squares, like a carved groove
    if (r, c + 1) in cellset:
        pygame.draw.line(layer, shade(colour, -0.15), (rect.right - 1, rect.y + cs // 5), (rect.right - 1, rect.bottom - cs // 5), 1)
    if (r + 1, c) in cellset:
        pygame.draw.line(layer, shade(colour, -0.15), (rect.x + cs // 5, rect.bottom - 1), (rect.right - cs // 5, rect.bottom - 1), 1)


def _outline_piece(layer, cellset, r0, c0, cs, pad, ol, bw):
    """The piece's outer border, drawn over all its squares."""
    for r, c in cellset:
        x, y = pad + (c - c0) * cs, pad + (r - r0) * cs
        if (r - 1, c) not in cellset:
            pygame.draw.line(layer, ol, (x, y), (x + cs, y), bw)
        if (r + 1, c) not in cellset:
            pygame.draw.line(layer, ol, (x, y + cs - 1), (x + cs, y + cs - 1), bw)
        if (r, c - 1) not in cellset:
            pygame.draw.line(layer, ol, (x, y), (x, y + cs), bw)
        if (r, c + 1) not in cellset:
            pygame.draw.line(layer, ol, (x + cs - 1, y), (x + cs - 1, y + cs), bw)


def draw_token(surface, centre, size, value=None, alpha=255):
    tok = assets.svg("scarabya/token", (size, size))
    if alpha < 255:
        tok = tok.copy()
        tok.set_alpha(alpha)
    surface.blit(tok, tok.get_rect(center=(int(centre[0]), int(centre[1]))))
    if value is not None and size >= 14:
        r = max(6, int(size * 0.24))
        bx, by = int(centre[0] + size * 0.32), int(centre[1] + size * 0.32)
        pygame.draw.circle(surface, (60, 36, 12), (bx, by), r)
        pygame.draw.circle(surface, (250, 226, 150), (bx, by), r, max(1, r // 6))
        label = theme.text(str(value), "bold", max(9, int(r * 1.4)), theme.WHITE)
        surface.blit(label, label.get_rect(center=(bx, by + 1)))


def outline_cells(surface, geo: SiteGeometry, cells, colour, width):
    """The outer border of a set of squares (an excavation area)."""
    cellset = {tuple(rc) for rc in cells}
    for r, c in cellset:
        rect = geo.cell_rect(r, c)
        if (r - 1, c) not in cellset:
            pygame.draw.line(surface, colour, rect.topleft, rect.topright, width)
        if (r + 1, c) not in cellset:
            pygame.draw.line(surface, colour, rect.bottomleft, rect.bottomright, width)
        if (r, c - 1) not in cellset:
            pygame.draw.line(surface, colour, rect.topleft, rect.bottomleft, width)
        if (r, c + 1) not in cellset:
            pygame.draw.line(surface, colour, rect.topright, rect.bottomright, width)




def plain(size, rgba, radius=0) -> pygame.Surface:
    """A translucent square or rounded box, made once per size and colour."""
    return translucent(size, rgba, radius)


def fill_cells(surface, geo: SiteGeometry, cells, rgba):
    tint = plain((geo.cell, geo.cell), rgba)
    for r, c in cells:
        surface.blit(tint, geo.cell_rect(r, c))


def pill(surface, text, centre, px, fg, bg, border=None):
    """A rounded label (e.g. "+6" over an area, a reason next to the tile)."""
    label = theme.text(text, "bold", px, fg)
    box = label.get_rect().inflate(int(px * 0.9), int(px * 0.35))
    box.center = (int(centre[0]), int(centre[1]))
    return pill_at(surface, label, box, bg, border)


def pill_at(surface, label, box, bg, border=None):
    sh = plain(box.size, (30, 18, 8, 90), box.h // 2)
    surface.blit(sh, box.move(0, max(2, box.h // 10)))
    pygame.draw.rect(surface, bg, box, border_radius=box.h // 2)
    if border:
        pygame.draw.rect(surface, border, box, max(2, box.h // 14), border_radius=box.h // 2)
    surface.blit(label, label.get_rect(center=box.center))
    return box


def area_label_pos(geo: SiteGeometry, cells):
    mr = sum(r for r, _unused in cells) / len(cells)
    mc = sum(c for _unused, c in cells) / len(cells)
    return geo.cell_centre(mr, mc)


# ---- shapes on cards and in the supply ------------------------------------------------------------
def shape_cells(tile: str, orient: int = 0):
    return [tuple(rc) for rc in orientations(tile, True)[orient]]


def draw_shape(surface, tile, rect: pygame.Rect, colour, *, orient=0, symbol=None, alpha=255, bevel=True):
    """A tile's shape fitted and centred in `rect` (on the mission card, in the supply)."""
    cells = shape_cells(tile, orient)
    h = max(r for r, _unused in cells) + 1
    w = max(c for _unused, c in cells) + 1
    cell = max(3, min(rect.w // max(w, 3), rect.h // max(h, 3)))
    ox = rect.centerx - w * cell // 2
    oy = rect.centery - h * cell // 2
    if bevel:
        draw_tile(surface, cells, (ox, oy), cell, colour, symbol, alpha=alpha, shadow=alpha == 255)
    else:
        for r, c in cells:
            pygame.draw.rect(surface, colour, (ox + c * cell, oy + r * cell, cell - 1, cell - 1))


_rings = SurfaceCache(screens=0.5, floor_mb=4, scope="table")


def glow_ring(surface, centre, radius, colour, alpha):
    if radius < 2 or alpha <= 0:
        return
    key = (radius, tuple(colour[:3]), alpha)
    s = _rings.get(key)
    if s is None:
        s = pygame.Surface((radius * 2 + 2, radius * 2 + 2), pygame.SRCALPHA)
        steps = 5
        for i in range(steps):
            rr = int(radius * (1 - i / (steps + 1)))
            pygame.draw.circle(s, (*colour[:3], int(alpha * (i + 1) / (steps * 2))), (radius + 1, radius + 1), rr)
        _rings[key] = s
    surface.blit(s, (centre[0] - radius - 1, centre[1] - radius - 1))


def pulse(t: float) -> float:
    """0..1..0 smooth pulse for t in 0..1."""
    return 0.5 - 0.5 * math.cos(2 * math.pi * max(0.0, min(1.0, t)))
