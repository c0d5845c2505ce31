"""Buttons, panels, toasts, tooltips and the status line: drawn from the theme, sized by the window."""
from __future__ import annotations

import contextlib
from collections import OrderedDict
from typing import Callable

import pygame

from game.i18n import _
from ui import theme
from ui.clean import clean_typed
from ui.surfcache import SurfaceCache


_shadows = SurfaceCache(screens=1.0, floor_mb=6)


def _shadow(w: int, h: int, radius: int) -> pygame.Surface:
    """A soft shadow shape, made once per size (panels are drawn every frame)."""
    key = (w, h, radius)
    sh = _shadows.get(key)
    if sh is None:
        sh = pygame.Surface((max(1, w), max(1, h)), pygame.SRCALPHA)
        pygame.draw.rect(sh, (60, 36, 16, 55), sh.get_rect(), border_radius=radius)
        _shadows.put(key, sh)
    return sh


def panel(surface, rect, fill=theme.PAPYRUS, radius=None, border=theme.SAND_DARK, shadow=True, width=2):
    rect = pygame.Rect(rect)
    radius = radius if radius is not None else max(4, rect.height // 12 if rect.height < 120 else 12)
    if shadow:
        off = max(2, min(6, min(rect.w, rect.h) // 24))
        surface.blit(_shadow(rect.w, rect.h, radius), (rect.x + off // 2, rect.y + off))
    pygame.draw.rect(surface, fill, rect, border_radius=radius)
    if border:
        pygame.draw.rect(surface, border, rect, max(1, width), border_radius=radius)


_translucent = SurfaceCache(screens=0.5, floor_mb=4, scope="table")


def translucent(size, rgba, radius: int = 0) -> pygame.Surface:
    """A translucent (rounded) box of `size` in `rgba`, made once per size and colour: tables draw
    veils, labels and cell tints every frame."""
    key = (int(size[0]), int(size[1]), tuple(rgba), int(radius))
    surf = _translucent.get(key)
    if surf is None:
        surf = pygame.Surface(key[:2], pygame.SRCALPHA)
        if radius:
            pygame.draw.rect(surf, rgba, surf.get_rect(), border_radius=radius)
        else:
            surf.fill(rgba)
        _translucent[key] = surf
    return surf


def paper(scene, surface) -> None:
    """The shell's screens' paper: a warm gradient over the whole window, made once per window size
    (kept on the scene as `bg`)."""
    if scene.bg is None or scene.bg.get_size() != scene.size:
        scene.bg = vertical_gradient(scene.size, (246, 234, 206), (222, 196, 152))
    surface.blit(scene.bg, (0, 0))


def typed(value: str, event, limit: int) -> str | None:
    """A text box's value after a key event: typed or pasted text added (control characters out,
    never past `limit`), Backspace taking the last character; None for any other event (the box's
    screen decides what Enter, Tab or Escape do)."""
    if event.type == pygame.TEXTINPUT:
        return (value + clean_typed(event.text))[:limit]
    if event.type == pygame.KEYDOWN and event.key == pygame.K_BACKSPACE:
        return value[:-1]
    return None


def dialog_frame(surface, box, alpha=150):
    """A dialog over whatever is on screen: everything behind it dimmed, then its paper panel."""
    shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    shade.fill((20, 14, 10, alpha))
    surface.blit(shade, (0, 0))
    panel(surface, box, radius=16)


def blit_centered(surface, surf, centre):
    surface.blit(surf, surf.get_rect(center=(int(centre[0]), int(centre[1]))))


_INERT = [0]   # > 0 while a picture nobody can act on is drawn (see inert_buttons)


@contextlib.contextmanager
def inert_buttons(on: bool = True):
    """While this is open, every Button draws as a disabled one (a table shown in a replay, whose
    controls nobody can use, must not look usable)."""
    _INERT[0] += 1 if on else 0
    try:
        yield
    finally:
        _INERT[0] -= 1 if on else 0


class Button:
    """A clickable label. Disabled buttons keep a `reason` shown as a tooltip and a toast on click.

    A button whose state follows the scene is given `refusal` (why it cannot be pressed now, or None)
    and `lit` (drawn as selected), and may take its label as a function: `enabled`, `reason`,
    `selected` and `label` are then read from them when drawn or clicked, so nothing has to copy
    them onto the button every frame. A label (and a tooltip, and a `reason` given as text) is given
    in English, marked with N_ or made with _(): the button reads it in the language of the moment,
    so a button made before the language changed speaks the new one (a `refusal` says its reason in
    the language of the moment itself)."""

    # what drawing may change (tests/scenes/test_draw_pure.py): the fitted label, and where the pointer is
    DRAW_CACHES = frozenset({"_fit_key", "_fit", "hover"})

    def __init__(self, label: str | Callable[[], str], on_click: Callable[[], None] | None = None, *, rect=None,
                 style: str = "primary", enabled: bool = True, reason: str = "", hotkey: int | None = None,
                 tooltip: str = "", refusal: Callable[[], str | None] | None = None,
                 lit: Callable[[], bool] | None = None):
        self.label = label
        self.on_click = on_click
        self.rect = pygame.Rect(rect or (0, 0, 10, 10))
        self.style = style
        self.refusal, self.lit = refusal, lit
        self._enabled, self._reason, self._selected = enabled, reason, False
        self.hotkey = hotkey
        self.tooltip = tooltip
        self.hover = False
        self._fit_key, self._fit = None, None   # fitted(): the label's lines and size, for this key

    @property
    def tooltip(self) -> str:
        return _(self._tooltip)

    @tooltip.setter
    def tooltip(self, text: str) -> None:
        self._tooltip = text

    @property
    def label(self) -> str:
        return _(self._label() if callable(self._label) else self._label)

    @label.setter
    def label(self, text: str | Callable[[], str]) -> None:
        self._label = text

    @property
    def enabled(self) -> bool:
        return self._enabled if self.refusal is None else self.refusal() is None

    @enabled.setter
    def enabled(self, on: bool) -> None:
        self._enabled = on

    @property
    def reason(self) -> str:
        return _(self._reason) if self.refusal is None else (self.refusal() or "")

    @reason.setter
    def reason(self, why: str) -> None:
        self._reason = why

    @property
    def selected(self) -> bool:
        return self._selected if self.lit is None else bool(self.lit())

    @selected.setter
    def selected(self, on: bool) -> None:
        self._selected = on

    @property
    def looks_live(self) -> bool:
        """Drawn as a button that can be pressed now (enabled, and not on an inert picture)."""
        return self.enabled and not _INERT[0]

    def colours(self):
        if not self.looks_live:
            return (214, 204, 184), (150, 138, 120), (190, 176, 150)
        if self.style == "primary":
            fill = theme.TERRACOTTA if not self.hover else (206, 112, 70)
            return fill, theme.WHITE, theme.TERRACOTTA_DARK
        if self.style == "quiet":
            fill = (240, 228, 200) if not self.hover else (250, 240, 216)
            return fill, theme.INK, theme.SAND_DARK
        fill = theme.PAPYRUS if not self.hover else (255, 248, 228)
        if self.selected:
            fill = (250, 226, 170)
        return fill, theme.INK, theme.OCHRE if self.selected else theme.SAND_DARK

    def draw(self, surface):
        fill, fg, border = self.colours()
        r = self.rect
        live = self.looks_live
        lift = -2 if self.hover and live else 0
        rr = r.move(0, lift)
        panel(surface, rr, fill=fill, border=border, radius=max(6, r.h // 4), shadow=live,
              width=3 if self.selected else 2)
        lines, px = self.fitted()
        if len(lines) == 1:
            blit_centered(surface, theme.text(lines[0], "bold", px, fg), rr.center)
            return
        step = theme.font("bold", px).get_linesize()
        for i, line in enumerate(lines):
            blit_centered(surface, theme.text(line, "bold", px, fg), (rr.centerx, rr.centery + int((i - 0.5) * step)))

    def fitted(self) -> tuple[tuple[str, ...], int]:
        """The label's lines and size: one line at the button's own size, shrunk to fit its width;
        where that would squeeze a long label well below the size of its neighbours, two lines
        (split where they are most even, rather not inside brackets) if they come out clearly
        larger. Kept per label and size."""
        key = (self.label, self.rect.w, self.rect.h)
        if self._fit_key == key:
            return self._fit
        r = self.rect
        px = max(12, int(r.h * 0.42))
        fit = fit_lines(self.label, "bold", px, r.w - 12, r.h, split_under=px * 0.8, gain=1.15)
        self._fit_key, self._fit = key, fit
        return fit

    def handle(self, event, app=None) -> bool:
        """True if the event was a click (or hotkey) on this button."""
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(event.pos)
            return False
        hit = (event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.rect.collidepoint(event.pos)) or \
              (event.type == pygame.KEYDOWN and self.hotkey is not None and event.key == self.hotkey)
        if not hit:
            return False
        if not self.enabled:
            if app is not None and self.reason:
                app.toast(self.reason)
            return True
        if app is not None:
            app.audio.play("click")
        if self.on_click:
            self.on_click()
        return True


class Toasts:
    """Short messages ("You can't do that: ...") that fade by themselves."""

    def __init__(self):
        self.items: list[list] = []   # [text, kind, age]
        self.rects: list[pygame.Rect] = []   # where each message was drawn last frame

    def show(self, message: str, kind: str = "warn", seconds: float = 3.5) -> None:
        self.items = [i for i in self.items if i[0] != message][-2:]
        self.items.append([message, kind, 0.0, seconds])

    @property
    def active(self) -> bool:
        return bool(self.items)

    def drop(self, kind: str) -> None:
        """Take down the messages of one kind at once (a nudge that no longer applies)."""
        self.items = [i for i in self.items if i[1] != kind]

    def update(self, dt: float) -> None:
        for item in self.items:
            item[2] += dt
        self.items = [i for i in self.items if i[2] < i[3]]

    def draw(self, surface, avoid=()):
        """The messages stacked upward from low in the middle of the window; where that would cover a
        rect of `avoid` (a tutorial's note the top screen names), the stack goes to the nearest place
        that covers none of them (or the least of them). `rects` says where each one was drawn."""
        w, h = surface.get_size()
        gap = max(14, h // 34) // 2
        plates = [(self._plate(text, kind, h), age, life) for text, kind, age, life in reversed(self.items)]
        self.rects = []
        if not plates:
            return
        stack_w = max(p.get_width() for p, _unused, _unused in plates)
        stack_h = sum(p.get_height() for p, _unused, _unused in plates) + gap * (len(plates) - 1)
        bottom = int(h * 0.86) + plates[0][0].get_height() // 2
        avoid = [pygame.Rect(r) for r in avoid if r is not None]
        screen = surface.get_rect()
        home = pygame.Rect(0, 0, stack_w, stack_h)
        home.midbottom = (w // 2, bottom)
        home = home.clamp(screen)
        place = home
        if home.collidelist(avoid) != -1:
            cands = []
            step = max(8, h // 40)
            for y in range(screen.bottom - stack_h, -1, -step):
                for x in range(0, w - stack_w + 1, step):
                    cands.append(pygame.Rect(x, y, stack_w, stack_h))
            place = min(cands, key=lambda r: (_overlap(r, avoid), abs(r.centerx - home.centerx)
                                              + abs(r.centery - home.centery)))
        y = place.bottom
        for plate, age, life in plates:
            alpha = 255 if age < life - 0.5 else int(255 * max(0.0, (life - age) / 0.5))
            plate.set_alpha(alpha)
            box = plate.get_rect(midbottom=(place.centerx, y))
            surface.blit(plate, box)
            self.rects.append(box)
            y -= box.h + gap

    def _plate(self, text, kind, h):
        """The toast's rounded plate with its text, made once per message and window height."""
        cache = self.__dict__.setdefault("_plates", {})
        key = (text, kind, h)
        plate = cache.get(key)
        if plate is None:
            px = max(14, h // 34)
            label = theme.text(text, "bold", px, theme.WHITE)
            box = label.get_rect().inflate(px * 2, px)
            plate = pygame.Surface(box.size, pygame.SRCALPHA)
            colour = (150, 50, 40) if kind == "warn" else (40, 80, 60) if kind == "good" else (50, 44, 60)
            pygame.draw.rect(plate, (*colour, 235), plate.get_rect(), border_radius=box.h // 3)
            plate.blit(label, label.get_rect(center=(box.w // 2, box.h // 2)))
            if len(cache) > 50:
                cache.clear()
            cache[key] = plate
        return plate


def even_halves(label: str, kind: str, px: int) -> tuple[str, str]:
    """`label` broken at the space that makes its two lines the most even (the wider line the
    narrowest), rather not inside brackets."""
    return even_parts(label, kind, px, 2)


def even_parts(label: str, kind: str, px: int, n: int) -> tuple[str, ...]:
    """`label` broken at spaces into `n` lines (2 or 3), the widest of them the narrowest it can be;
    a break inside brackets counts a quarter more."""
    words = label.split(" ")
    cuts = [(i,) for i in range(1, len(words))] if n == 2 else \
        [(i, j) for i in range(1, len(words) - 1) for j in range(i + 1, len(words))]

    def lines(cut):
        edges = (0, *cut, len(words))
        return tuple(" ".join(words[a:b]) for a, b in zip(edges, edges[1:]))

    def cost(parts):
        inside = any(p.count("(") > p.count(")") for p in parts[:-1])
        return max(theme.width(p, kind, px) for p in parts) * (1.25 if inside else 1)
    return min((lines(c) for c in cuts), key=cost)


_fitted_lines: "OrderedDict[tuple, tuple]" = OrderedDict()   # fit_lines' answers, by all they depend on


def fit_lines(text: str, kind: str, px: int, room: int, height: int, split_under: float,
              gain: float = 1.0, most: int = 2) -> tuple[tuple[str, ...], int]:
    """How `text` fits `room` px wide and `height` tall: (its lines, their size). One line at `px`,
    shrunk to the width; where that shrinks it under `split_under` px, two lines (split where they
    are most even, rather not inside brackets) when they come out at least `gain` times larger; and
    where two are still under `split_under`, three, if `most` allows. Remembered: the status line is
    fitted in every frame drawn, and three even lines take thousands of measures (8 ms a frame); the
    font is part of the key, so fonts made anew (theme.clear_caches) are measured anew."""
    key = (theme.font(kind, px), text, px, room, height, split_under, gain, most)
    got = _fitted_lines.get(key)
    if got is not None:
        _fitted_lines.move_to_end(key)      # (the least used goes first: what is fitted every frame stays)
    else:
        got = _fit_lines(text, kind, px, room, height, split_under, gain, most)
        _fitted_lines[key] = got
        while len(_fitted_lines) > 1024:
            _fitted_lines.popitem(last=False)
    return got


def _fit_lines(text, kind, px, room, height, split_under, gain, most):
    wide = theme.width(text, kind, px)
    if wide <= room:
        return (text,), px
    best = (text,), max(10, int(px * room / wide))
    words = text.strip()
    for n in range(2, most + 1):
        if best[1] >= split_under or words.count(" ") < n - 1:
            break
        parts = even_parts(words, kind, px, n)
        tall = n * theme.font(kind, px).get_linesize()
        size = min(int(px * (height - 4) / tall), *(theme.fitted_size(t, kind, px, room, 0, 0, best[1]) for t in parts))
        if size >= max(best[1] + 1, best[1] * gain):
            best = parts, size
    return best


def draw_lines(surface, lines: tuple[str, ...], kind: str, px: int, colour, midleft) -> None:
    """Lines of text one under the other, the block's left middle at `midleft`."""
    shown = [theme.text(t, kind, px, colour) for t in lines]
    y = midleft[1] - sum(s.get_height() for s in shown) // 2
    for s in shown:
        surface.blit(s, (midleft[0], y))
        y += s.get_height()


FINGER = 59 / 1080   # of the window's height: the least side of anything a finger taps


def finger_px(height: int) -> int:
    """The least side, in pixels, of a target a finger taps in a window `height` tall: 9 mm on a
    13.3-inch 1920x1080 laptop is 59 px (165.6 px an inch); kept as that share of the height, it
    is 118 px on a 3840x2160 screen, over the 29 px that 9 mm takes on a 55-inch one
    (tests/scenes/test_touch_targets.py)."""
    return max(1, -(-height * 59 // 1080))


def status_line(surface, rect, message: str, colour=None, symbol: str | None = None, least: int = 0):
    """The strip that always says who must do what: one line, shrunk to the strip's width; a line
    that would shrink under `least` px (the least essential text size) takes two lines instead, or
    three where two would still be under it."""
    rect = pygame.Rect(rect)
    pygame.draw.rect(surface, (44, 34, 28), rect)
    pygame.draw.line(surface, theme.OCHRE, rect.bottomleft, rect.bottomright, max(2, rect.h // 16))
    px = max(14, int(rect.h * 0.46))
    x = rect.x + rect.h // 2
    if colour is not None:
        theme.draw_symbol(surface, symbol or "circle", (x + rect.h // 4, rect.centery), rect.h // 4, colour,
                          outline=theme.WHITE)
        x += rect.h // 2 + rect.h // 4
    lines, size = fit_lines(message, "bold", px, rect.right - x - 8, rect.h, split_under=least, most=3)
    draw_lines(surface, lines, "bold", size, theme.PAPYRUS, (x, rect.centery))


def _overlap(box: pygame.Rect, rects) -> int:
    hits = box.collidelistall(rects)
    return sum(box.clip(rects[i]).w * box.clip(rects[i]).h for i in hits) if hits else 0


def tooltip_place(size, pos, screen: pygame.Rect, avoid=(), rather=()) -> pygame.Rect:
    """Where a tooltip of `size` goes for a pointer at `pos`: below and to the right of it where
    that covers nothing, else the first of the other three corners that does; else the nearest
    place around the pointer that keeps off `avoid` (what must never be covered) and as much of
    `rather` (what should stay visible) as it can. Never over the pointer, never in a far corner."""
    avoid = [pygame.Rect(r) for r in avoid]
    rather = [pygame.Rect(r) for r in rather]
    w, h = size
    box = pygame.Rect(0, 0, w, h)
    first = []
    for ox, oy in ((16, 18), (-16 - w, 18), (16, -18 - h), (-16 - w, -18 - h)):
        r = box.copy()
        r.topleft = (pos[0] + ox, pos[1] + oy)
        first.append(r.clamp(screen))
    for r in first:
        if not r.collidepoint(pos) and r.collidelist(avoid) == -1 and r.collidelist(rather) == -1:
            return r
    # a sweep around the pointer, nearest first
    step = max(10, screen.h // 30)
    reach_x = reach_y = max(w, h) + 40      # it stays beside the pointer it speaks of
    cands = list(first)
    for dy in range(-reach_y, reach_y + 1, step):
        for dx in range(-reach_x, reach_x + 1, step):
            r = box.copy()
            r.center = (pos[0] + dx, pos[1] + dy)
            cands.append(r.clamp(screen))
    px, py = pos

    def score(r):   # off the pointer, off `avoid`; then a trade: each pixel farther costs 40 px² of `rather`
        dx = max(r.left - px, 0, px - r.right)
        dy = max(r.top - py, 0, py - r.bottom)
        return (r.collidepoint(pos), _overlap(r, avoid), _overlap(r, rather) + 40 * (dx + dy))
    return min(cands, key=score)


def tooltip(surface, pos, message: str, avoid=(), rather=()) -> pygame.Rect:
    """A note beside the pointer (placed by `tooltip_place`: off `avoid`, off `rather` where it can).
    Returns where it was drawn."""
    w, h = surface.get_size()
    px = max(13, h // 48)
    label = theme.text(message, "text", px, theme.INK, wrap=int(w * 0.3))
    size = label.get_rect().inflate(px, px * 0.8).size
    chosen = tooltip_place(size, pos, surface.get_rect(), avoid, rather)
    panel(surface, chosen, fill=(255, 250, 232), border=theme.OCHRE, radius=6)
    surface.blit(label, label.get_rect(center=chosen.center))
    return chosen


_gradients = SurfaceCache(screens=1.0, floor_mb=8)   # the background on show (scenes keep their own)


def vertical_gradient(size, top, bottom) -> pygame.Surface:
    """A top-to-bottom colour blend, one filled row at a time (cached: scenes ask on every resize)."""
    w, h = max(1, int(size[0])), max(1, int(size[1]))
    key = (w, h, tuple(top), tuple(bottom))
    surf = _gradients.get(key)
    if surf is None:
        surf = pygame.Surface((w, h))
        for y in range(h):
            t = y / max(1, h - 1)
            surf.fill([int(top[i] + (bottom[i] - top[i]) * t) for i in range(3)], (0, y, w, 1))
        _gradients.put(key, surf)
    return surf
