"""Faras drawing pieces: token pictures (with a fallback while the art is being made), the board
layer over the cathedral art, the dam under construction, archaeologist cards and small effects.

Everything here only draws; the scene owns the display model and the animations.
"""
from __future__ import annotations

import math
import random
import time

import pygame

from game.faras import data as D
from game.i18n import _, language, pgettext
from ui.surfcache import SurfaceCache
from ui import assets, theme
from ui.paths import resource

TYPE_COLOURS = {
    "pottery": (169, 73, 42), "paintings": (58, 92, 150), "bones": (120, 108, 92),
    "misc": (70, 120, 84), "scorpion": (40, 30, 26), "sand": (196, 160, 100),
}
CARD_COLOURS = {
    "pottery": (169, 73, 42), "paintings": (58, 92, 150), "bones": (120, 108, 92), "misc": (70, 120, 84),
    "baskets": (176, 128, 52), "medicine": (52, 130, 120), "guests": (150, 90, 140),
    "professor": (96, 70, 48), "library": (70, 70, 120), "valuable": (196, 150, 40),
    "dispute": (160, 60, 60),
}
# a short glyph per card kind (drawn in a roundel; the type cards show a token picture instead): the
# letters are translated (card_glyph), the signs are not
CARD_GLYPHS = {"baskets": "B", "medicine": "+", "guests": "3", "professor": "2x", "library": "?",
               "valuable": "V", "dispute": "!"}


def card_glyph(kind: str) -> str:
    """The glyph in a card's roundel, its letter in the language of the moment."""
    if kind == "baskets":
        # Translators: the letter on the Extra Baskets card's roundel (the first of "Baskets")
        return pgettext("card glyph", "B")
    if kind == "valuable":
        # Translators: the letter on the Valuable Find card's roundel (the first of "Valuable")
        return pgettext("card glyph", "V")
    return CARD_GLYPHS.get(kind, "?")

# ---- art lookup with a graceful fallback -----------------------------------------------------------
_exists: dict[str, tuple[bool, float]] = {}


def art_ready(name: str) -> bool:
    """True when assets/<name>.svg exists; a missing file is looked for again every few seconds
    (the illustrator may still be writing it)."""
    known = _exists.get(name)
    now = time.monotonic()
    if known is not None and (known[0] or now - known[1] < 3.0):
        return known[0]
    ok = resource(name + ".svg").exists()
    _exists[name] = (ok, now)
    return ok


def token_art_name(token: int | None) -> str:
    return D.art_name(token)   # the one finds table (game/faras/data.py) names the drawing


_fallback = SurfaceCache(screens=0.5, floor_mb=2, scope="table")


def _fallback_token(token: int | None, size: int) -> pygame.Surface:
    key = (token, size)
    s = _fallback.get(key)
    if s is not None:
        return s
    s = pygame.Surface((size, size), pygame.SRCALPHA)
    r = s.get_rect().inflate(-2, -2)
    rad = max(3, size // 7)
    if token is None:
        pygame.draw.rect(s, (214, 180, 124), r, border_radius=rad)
        rng = random.Random(7)
        for _unused in range(18):
            pygame.draw.circle(s, (190, 154, 100), (rng.randrange(r.w), rng.randrange(r.h)), max(1, size // 40))
        pygame.draw.rect(s, (150, 112, 70), r, max(1, size // 30), border_radius=rad)
    else:
        t = D.TOKEN_TYPE[token]
        col = TYPE_COLOURS[t]
        pygame.draw.rect(s, (244, 230, 200), r, border_radius=rad)
        pygame.draw.rect(s, col, r, max(2, size // 20), border_radius=rad)
        label = theme.text(_(D.TYPE_LABELS[t])[:3], "bold", max(9, size // 4), col)
        s.blit(label, label.get_rect(center=r.center))
        if t not in ("scorpion", "sand"):
            n = theme.text(str(D.TOKEN_PICTURE[token] + 1), "text", max(8, size // 5), col)
            s.blit(n, n.get_rect(midbottom=(r.centerx, r.bottom - 2)))
    _fallback[key] = s
    return s


# The type badge in a find's upper-right corner (the key information: pairs are by type) is a circle
# of radius 11 (plus its rim) centred at (84, 16) in the art's 100 x 100 units. On small tokens it
# is drawn larger than the art has it, so that it never falls under `badge_min` pixels across.
BADGE_CENTRE, BADGE_R = (84.0, 16.0), 12.0
_badge = {"min": 0}
_badged = SurfaceCache(screens=0.5, floor_mb=2, scope="table")


def set_min_badge(px: int) -> None:
    """The least diameter of a type badge in pixels (the scene sets it from the window height)."""
    _badge["min"] = max(0, int(px))


def badge_diameter(size: int) -> int:
    """How wide a find's type badge is drawn on a token of `size` pixels."""
    return max(int(round(size * 2 * BADGE_R / 100)), _badge["min"])


def _with_big_badge(token: int, name: str, size: int) -> pygame.Surface:
    want = badge_diameter(size)
    key = (token, size, want)
    out = _badged.get(key)
    if out is not None:
        return out
    base = _art_at(name, size)
    scale = want / (2 * BADGE_R)                  # px per art unit for the badge
    big = assets.svg(name, (int(math.ceil(scale * 100)),) * 2)
    cx, cy = BADGE_CENTRE[0] * scale, BADGE_CENTRE[1] * scale
    disc = pygame.Surface((want, want), pygame.SRCALPHA)
    disc.blit(big, (0, 0), pygame.Rect(int(cx - want / 2), int(cy - want / 2), want, want))
    mask = pygame.Surface((want, want), pygame.SRCALPHA)
    pygame.draw.circle(mask, (255, 255, 255, 255), (want // 2, want // 2), want // 2)
    disc.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    out = base.copy()
    # anchored at the art's corner: the badge grows towards the picture, never off the token
    right, top = size * (BADGE_CENTRE[0] + BADGE_R) / 100, size * (BADGE_CENTRE[1] - BADGE_R) / 100
    out.blit(disc, (int(min(right, size - 2) - want), int(max(2, top))))
    _badged[key] = out
    return out


# Tokens are drawn at several sizes (board, collections, tray, hand, animations). Rendering each SVG
# anew at every size cost about 1.4 ms a picture, in the very frames where a panel first showed
# them (a 17 ms stutter at 1920x1080). Instead each picture is rendered once at the board's token
# size (the scene sets it from its layout) and every size up to a little above it is scaled from
# that one: the same window always gives the same pixels.
_art = {"base": 0}
SCALE_UP_TO = 1.35                 # sizes up to this much above the base are scaled too (animations)
_scaled = SurfaceCache(screens=0.75, floor_mb=4, scope="table")


def set_art_base(px: int) -> None:
    """The token size whose rendered art the other sizes are scaled from (0: render every size)."""
    if int(px) != _art["base"]:
        _art["base"] = max(0, int(px))
        _scaled.clear()


def _art_at(name: str, size: int) -> pygame.Surface:
    base = _art["base"]
    if not base or size == base or size > base * SCALE_UP_TO:
        return assets.svg(name, (size, size))
    key = (name, size)
    out = _scaled.get(key)
    if out is None:
        out = pygame.transform.smoothscale(assets.svg(name, (base, base)), (size, size))
        _scaled[key] = out
    return out


def pictures() -> list:
    """The token pictures a table at the current sizes draws first, to render them ahead: the big
    badge art of each find (the set-up's tray shows the finds with their badges) and every face at
    the art base size."""
    base = _art["base"]
    if not base:
        return []
    finds = [t for t in range(D.NUM_TOKENS) if D.TOKEN_TYPE[t] in D.FIND_TYPES]
    big = int(math.ceil(_badge["min"] / (2 * BADGE_R) * 100))
    out = [(token_art_name(t), (big, big)) for t in finds] if _badge["min"] else []
    out += [(token_art_name(t), (base, base)) for t in [None, *range(D.NUM_TOKENS)]]
    return [(name, size) for name, size in out if art_ready(name)]


def token_surface(token: int | None, size: int) -> pygame.Surface:
    """The picture of a token (None = the sand back) at `size` x `size` pixels."""
    size = max(4, int(size))
    name = token_art_name(token)
    if art_ready(name):
        if token is not None and D.TOKEN_TYPE[token] in D.FIND_TYPES and _badge["min"] > size * 2 * BADGE_R / 100:
            return _with_big_badge(token, name, size)
        return _art_at(name, size)
    return _fallback_token(token, size)


_shadows = SurfaceCache(screens=0.5, floor_mb=2, scope="table")


def shadow_surface(w: int, h: int) -> pygame.Surface:
    """A soft shadow to lay under a piece (cached per size)."""
    key = (max(2, w), max(2, h))
    s = _shadows.get(key)
    if s is None:
        small = pygame.Surface((max(2, key[0] // 4 + 4), max(2, key[1] // 4 + 4)), pygame.SRCALPHA)
        pygame.draw.rect(small, (50, 30, 12, 110), small.get_rect().inflate(-4, -4), border_radius=max(1, key[0] // 24))
        s = pygame.transform.smoothscale(small, key)
        _shadows[key] = s
    return s


FLIP_STEPS = 16                    # widths a turning token passes through (all 64 turn at once)
_squeezed = SurfaceCache(screens=0.5, floor_mb=4, scope="table")


def _squeeze(img: pygame.Surface, size) -> pygame.Surface:
    key = (id(img), tuple(size))
    hit = _squeezed.get(key)
    if hit is None or hit[0] is not img:
        hit = _squeezed[key] = (img, pygame.transform.smoothscale(img, size))   # keeps img (and its id)
    return hit[1]


def draw_token(surface, token, rect: pygame.Rect, *, flip: float = 1.0, lift: float = 0.0, shadow=True,
               alpha: int = 255, art_size: int | None = None):
    """A token in `rect`, squeezed horizontally by `flip` (0..1, the 3D turn), raised by `lift` px.
    `art_size`: for a token that changes size every frame (flying), the one size its art is rendered at
    and then scaled from (rendering the SVG at every in-between size cost milliseconds a frame)."""
    size = rect.w
    img = token_surface(token, art_size or size)
    w = max(1, int(size * max(0.0, min(1.0, flip))))
    if w < size:   # a turning token: its width in steps, each squeezed picture made once (_squeezed)
        step = max(1, size // FLIP_STEPS)
        w = max(1, min(size, round(w / step) * step))
    if shadow:
        off = max(2, size // 14) + int(lift * 0.6)
        sh = shadow_surface(w + size // 10, size + size // 10)
        surface.blit(sh, sh.get_rect(center=(rect.centerx + off, rect.centery + off)))
    if img.get_size() != (w, size):
        img = _squeeze(img, (w, size))
    if alpha < 255:
        img = img.copy()
        img.set_alpha(alpha)
    surface.blit(img, img.get_rect(center=(rect.centerx, rect.centery - int(lift))))


def type_icon(kind: str, size: int) -> pygame.Surface:
    """A small picture for a type (chips, type cards): a representative token."""
    token = {"pottery": 0, "paintings": 12, "bones": 24, "misc": 36, "scorpion": 48, "sand": 56}[kind]
    return token_surface(token, size)


# ---- the board layer ---------------------------------------------------------------------------------
def cell_jitter(cell: int, pitch: float) -> tuple[int, int]:
    rng = random.Random(cell * 7919 + 13)
    j = pitch * 0.035
    return int(rng.uniform(-j, j)), int(rng.uniform(-j, j))


def build_board_layer(side: int, expert: bool, cell_rects) -> pygame.Surface:
    layer = pygame.Surface((side, side), pygame.SRCALPHA)
    layer.blit(assets.svg("faras/ui_board", (side, side), keep=False), (0, 0))   # the layer is kept
    if not expert:
        for r in cell_rects:
            rr = pygame.Rect(r)
            sil = pygame.Surface(rr.size, pygame.SRCALPHA)
            rad = max(3, rr.w // 7)
            pygame.draw.rect(sil, (120, 84, 48, 70), sil.get_rect(), border_radius=rad)
            pygame.draw.rect(sil, (250, 232, 196, 90), sil.get_rect(), max(1, rr.w // 40), border_radius=rad)
            layer.blit(sil, rr.topleft)
    else:
        # the expert side: no silhouettes, only a faint dusting of grid stakes at the corners
        for i in (0, side - 1):
            pygame.draw.circle(layer, (120, 84, 48), (max(6, i - 6) if i else 6, 6), max(2, side // 160))
    return layer.convert_alpha() if pygame.display.get_surface() else layer


# ---- the dam -------------------------------------------------------------------------------------------
def dam_stone_rect(area: pygame.Rect, slot: int) -> pygame.Rect:
    """Where stone `slot` (0-based, 18 per dam, built bottom row first) sits inside the dam area."""
    rows, per = 6, 3
    wall = pygame.Rect(area.x + int(area.w * 0.52), area.y + int(area.h * 0.1), int(area.w * 0.4), int(area.h * 0.82))
    sh = wall.h // rows
    sw = wall.w // per
    s = min(slot, D.DAM_SLOTS - 1)
    row, col = divmod(s, per)
    shift = sw // 2 if row % 2 else 0
    x = wall.x + col * sw + shift - (sw // 4 if row % 2 else 0)
    y = wall.bottom - (row + 1) * sh
    return pygame.Rect(x + 1, y + 1, sw - 2, sh - 2)


def _dam_under(surface, area: pygame.Rect, water: float):
    """The river bed, the sky, the valley and the water behind the wall (no waves)."""
    pygame.draw.rect(surface, (214, 190, 150), area, border_radius=max(4, area.h // 16))
    inner = area.inflate(-4, -4)
    clip = surface.get_clip()
    surface.set_clip(inner.clip(clip))
    # sky and valley
    pygame.draw.rect(surface, (236, 214, 172), inner)
    valley = pygame.Rect(inner.x, inner.y + int(inner.h * 0.62), inner.w, inner.h)
    pygame.draw.ellipse(surface, (206, 170, 116), valley.inflate(int(inner.w * 0.4), 0))
    wr = _water_rect(area, water)
    pygame.draw.rect(surface, (62, 110, 150), wr)
    pygame.draw.rect(surface, (88, 140, 180), (wr.x, wr.y, wr.w, max(2, area.h // 40)))
    surface.set_clip(clip)


def _water_rect(area: pygame.Rect, water: float) -> pygame.Rect:
    # water behind the wall (left), its level following the wall
    inner = area.inflate(-4, -4)
    wall_x = inner.x + int(area.w * 0.52)
    top = inner.bottom - int(inner.h * (0.12 + 0.8 * max(0.0, min(1.0, water))))
    return pygame.Rect(inner.x, top, wall_x - inner.x + 4, inner.bottom - top)


_dam_unders = SurfaceCache(screens=1.0, floor_mb=2, scope="table")
_veils = SurfaceCache(screens=0.5, floor_mb=2, scope="table")


def _veil(size, colour) -> pygame.Surface:
    key = (tuple(size), tuple(colour))
    v = _veils.get(key)
    if v is None:
        v = pygame.Surface(size, pygame.SRCALPHA)
        v.fill(colour)
        _veils[key] = v
    return v


def draw_waves(surface, area: pygame.Rect, water: float, t: float | None = None) -> pygame.Rect:
    """The waves on the water behind the wall at time `t` (now, if None: they drift right, a few
    pixels a second), kept off the wall; returns where they may be drawn."""
    t = time.monotonic() if t is None else t
    wr = _water_rect(area, water)
    wall_x = dam_stone_rect(area, 0).x - 1
    room = pygame.Rect(wr.x, wr.y, max(0, wall_x - wr.x), wr.h).clip(area.inflate(-4, -4))
    clip = surface.get_clip()
    surface.set_clip(room.clip(clip) if clip else room)
    for i in range(4):
        y = wr.y + int(wr.h * (0.2 + 0.2 * i))
        x0 = wr.x + int((t * 12 + i * 37) % max(1, wr.w))
        pygame.draw.line(surface, (120, 170, 200), (x0 - area.w // 14, y), (x0, y), max(1, area.h // 90))
    surface.set_clip(clip)
    return room


def draw_dam(surface, area: pygame.Rect, shown: int, water: float, *, enabled=True, new_slot=None,
             new_progress=1.0, hover_slot=None, backdrop: pygame.Surface | None = None, waves=True):
    """The river, the rising water behind the wall and the wall itself, `shown` stones high.
    `backdrop`: what lies under the dam's area (the same size as `area`); with it, the still part of
    the picture is drawn once per water level. Without `waves` the waves are left to `draw_waves`
    (the table keeps the dam in its still picture and draws only the waves every frame)."""
    if backdrop is not None:
        key = (id(backdrop), area.size, _water_rect(area, water).y - area.y)
        under = _dam_unders.get(key)
        if under is None:
            under = backdrop.copy()
            _dam_under(under, pygame.Rect((0, 0), area.size), water)
            _dam_unders[key] = (under, backdrop)   # the backdrop is kept alive with its key
        else:
            under = under[0]
        surface.blit(under, area.topleft)
    else:
        _dam_under(surface, area, water)
    if waves:
        draw_waves(surface, area, water, time.monotonic() if enabled else 0)
    inner = area.inflate(-4, -4)
    clip = surface.get_clip()
    surface.set_clip(inner.clip(clip) if clip else inner)
    # stones
    stone_size = dam_stone_rect(area, 0).size
    stone = assets.svg("faras/ui_stone", stone_size)
    for s in range(min(shown, D.DAM_SLOTS)):
        r = dam_stone_rect(area, s)
        if s == new_slot and new_progress < 1.0:
            r = r.move(0, -int((1 - new_progress) * area.h * 0.5))
        surface.blit(stone, r.topleft)
        if s == hover_slot:
            pygame.draw.rect(surface, theme.OCHRE, r.inflate(4, 4), max(2, r.h // 8), border_radius=6)
    # the empty courses still to build, dotted
    for s in range(min(shown, D.DAM_SLOTS), D.DAM_SLOTS):
        r = dam_stone_rect(area, s)
        pygame.draw.rect(surface, (170, 140, 100), r, 1, border_radius=max(2, r.h // 6))
    surface.set_clip(clip)
    pygame.draw.rect(surface, (140, 108, 70), area, 2, border_radius=max(4, area.h // 16))
    if not enabled:
        surface.blit(_veil(area.size, (236, 222, 196, 120)), area.topleft)


# ---- cards -------------------------------------------------------------------------------------------------
def draw_card(surface, rect: pygame.Rect, kind: str | None, *, selected=False, hover=False, big=False,
              dim=False, min_px=12, scale_to: pygame.Rect | None = None):
    """An archaeologist card: a horizontal plaque with a picture, the title and its effect in one line.
    kind None = the card's back. No text under `min_px` (1/60 of the window height). The plaque is
    laid out once per size and look (card_face); `scale_to`: draw that face, laid out for `rect`,
    scaled into this rect instead (a card growing into place is laid out once, not every frame)."""
    rect = pygame.Rect(rect)
    if kind is None:
        surface.blit(assets.svg("faras/ui_card_back", (scale_to or rect).size), (scale_to or rect).topleft)
        return
    face = card_face(rect.size, kind, selected=selected, hover=hover, big=big, dim=dim, min_px=min_px)
    target = pygame.Rect(scale_to) if scale_to is not None else rect
    if target.size != rect.size:
        face = pygame.transform.smoothscale(face, (max(1, target.w), max(1, target.h)))
    lift = -max(2, target.h // 16) if (hover or selected) else 0
    surface.blit(shadow_surface(target.w, target.h), (target.x + 3, target.y + 5))
    surface.blit(face, (target.x, target.y + lift))


_faces = SurfaceCache(screens=0.5, floor_mb=4, scope="table")


def card_face(size, kind: str, *, selected=False, hover=False, big=False, dim=False, min_px=12) -> pygame.Surface:
    """The plaque of a card of `kind` at `size` (cached): see draw_card."""
    key = (tuple(size), kind, selected, hover, big, dim, min_px, language())
    face = _faces.get(key)
    if face is None:
        face = _faces[key] = _paint_card(pygame.Surface(size, pygame.SRCALPHA), kind, selected, hover, big, dim,
                                         min_px)
    return face


def _paint_card(surface, kind, selected, hover, big, dim, min_px) -> pygame.Surface:
    rad = max(6, surface.get_height() // 8)
    col = CARD_COLOURS.get(kind, theme.OCHRE)
    r = surface.get_rect()
    pygame.draw.rect(surface, (250, 240, 216), r, border_radius=rad)
    band = pygame.Rect(r.x, r.y, max(6, r.h // 7), r.h)
    pygame.draw.rect(surface, col, band, border_top_left_radius=rad, border_bottom_left_radius=rad)
    border = theme.OCHRE if (selected or hover) else (176, 146, 104)
    pygame.draw.rect(surface, border, r, max(2, r.h // 24) + (2 if selected or hover else 0), border_radius=rad)
    _unused, title, effect = D.CARD_KINDS[kind]
    title, effect = _(title), _(effect)
    pic = min(int(r.h * 0.72), int(r.w * 0.3))
    pic_c = (band.right + pic // 2 + r.h // 10, r.centery)
    if kind in D.FIND_TYPES:
        icon = type_icon(kind, pic)
        surface.blit(icon, icon.get_rect(center=pic_c))
    else:
        pygame.draw.circle(surface, col, pic_c, pic // 2)
        pygame.draw.circle(surface, (250, 240, 216), pic_c, pic // 2, max(2, pic // 16))
        g = theme.text(card_glyph(kind), "title", int(pic * 0.55), (255, 246, 226))
        surface.blit(g, g.get_rect(center=pic_c))
    x = pic_c[0] + pic // 2 + r.h // 10
    tw = max(20, r.right - x - r.h // 10)
    th = r.h - 2 * max(3, r.h // 12)          # the text block never leaves the plaque
    tpx = max(12, min_px, int(r.h * (0.3 if not big else 0.28)))
    t = theme.text(title, "title", tpx, col)
    if t.get_width() > tw:
        tpx = max(min_px, int(tpx * tw / t.get_width()))
        t = theme.text(title, "title", tpx, col)
    if t.get_width() > tw:   # still too wide at the least size: two lines
        t = theme.text(title, "title", min_px, col, wrap=tw)
    epx = max(12, min_px, min(int(tpx * 0.8), int(r.h * (0.19 if not big else 0.17))))   # never above the title
    e = theme.fit_text(effect, "text", epx, theme.INK, max_w=tw, max_h=max(1, th - t.get_height()), wrap=True,
                       min_px=min(epx, min_px))
    if t.get_height() + e.get_height() > th or e.get_width() > tw:   # no room for the effect: the title
        e = None                                                      # alone (the tooltip has the text)
    total = t.get_height() + (e.get_height() if e else 0)
    y = r.centery - total // 2
    surface.blit(t, (x, y))
    if e is not None:
        surface.blit(e, (x, y + t.get_height()))
    if dim:
        key = ("card", r.size, rad)
        veil = _veils.get(key)
        if veil is None:
            veil = pygame.Surface(r.size, pygame.SRCALPHA)
            pygame.draw.rect(veil, (240, 230, 210, 140), veil.get_rect(), border_radius=rad)
            _veils[key] = veil
        surface.blit(veil, r.topleft)
    return surface




# ---- effects ---------------------------------------------------------------------------------------------
class SandPuffs:
    """A few grains of sand thrown up when a token is dug out (display only)."""

    def __init__(self):
        self.items: list[list[float]] = []   # x, y, vx, vy, age, life, r

    def burst(self, centre, size, seed):
        rng = random.Random(seed)
        for _unused in range(14):
            a = rng.uniform(0, math.tau)
            v = rng.uniform(0.6, 1.6) * size
            self.items.append([centre[0], centre[1], math.cos(a) * v, math.sin(a) * v - size * 0.6, 0.0,
                               rng.uniform(0.35, 0.7), rng.uniform(0.04, 0.09) * size])

    def update(self, dt):
        for p in self.items:
            p[0] += p[2] * dt
            p[1] += p[3] * dt
            p[3] += 900 * dt * (p[6] / 6 + 0.2)
            p[4] += dt
        self.items = [p for p in self.items if p[4] < p[5]]

    @property
    def active(self):
        return bool(self.items)

    _grains: dict[tuple[int, int], pygame.Surface] = {}

    def draw(self, surface):
        grains = self._grains
        for x, y, _unused, _unused, age, life, r in self.items:
            a = int(200 * (1 - age / life))
            rr = max(1, int(r))
            s = grains.get((rr, a))
            if s is None:   # one small picture per radius and fade step, not one per grain per frame
                s = pygame.Surface((rr * 2, rr * 2), pygame.SRCALPHA)
                pygame.draw.circle(s, (214, 178, 120, a), (rr, rr), rr)
                if len(grains) > 2000:
                    grains.clear()
                grains[(rr, a)] = s
            surface.blit(s, (int(x) - rr, int(y) - rr))
