"""A layout probe for tests: records where every text, panel and button is drawn on the window in
one frame, and finds what a person would call broken layout.

Inside `recording()`, new surfaces are a recording subclass of pygame.Surface, `ui.theme.text`
remembers which surfaces are texts, and `ui.widgets.panel` and `Button.draw` note their boxes. Any
window-sized surface (the screen, and the cached still pictures of the tables) reports the texts
blitted on it, as the unclipped rect of their ink (letters, not the line box), in drawing order.

`problems(frame, size)` lists:
- a text that sticks out of the window;
- a button's label that sticks out of its button;
- a text that starts inside a panel and sticks out of it (the innermost panel drawn before it);
- two different texts that overlap (more than a sliver) with no panel drawn between them over the
  later one (a dialog or a tooltip drawn on top legitimately covers what is under it).

`too_small(frame, size, essential)` lists the essential labels drawn under a 60th of the height.
"""
from __future__ import annotations

import sys
from contextlib import contextmanager
from dataclasses import dataclass, field

import pygame

from scenes.table.still import StillPicture
from ui import theme, widgets

# the window shapes every layout test lays each screen out at (in every language the app offers)
SIZES = [(1024, 768), (1000, 1000), (1280, 720), (2560, 1080), (3840, 2160)]
SLIVER = 0.2      # overlaps up to this share of the smaller text are tolerated (descenders, accents)
EDGE = 2          # px a text may pass its box by (antialiasing, rounding)


@dataclass
class Item:
    kind: str              # "text", "panel", "button"
    rect: pygame.Rect
    label: str = ""
    seq: int = 0
    button: int | None = None   # for texts drawn by a button: that button's item index
    px: int = 0                 # for texts: the font size it was rendered at


@dataclass
class Frame:
    items: list = field(default_factory=list)

    def texts(self):
        return [i for i in self.items if i.kind == "text"]


class _Recorder:
    def __init__(self):
        self.texts: dict[int, tuple[str, object, int]] = {}   # id(surface) -> (string, surface kept alive, px)
        self.frame = Frame()
        self.size = (0, 0)
        self.seq = 0
        self.button_stack: list[int] = []

    def add(self, kind, rect, label="", px=0):
        self.seq += 1
        item = Item(kind, pygame.Rect(rect), label, self.seq,
                    self.button_stack[-1] if self.button_stack and kind == "text" else None, px)
        self.frame.items.append(item)
        return len(self.frame.items) - 1


_rec: _Recorder | None = None


class RecordingSurface(pygame.Surface):
    def blit(self, source, dest, area=None, special_flags=0):
        out = super().blit(source, dest, area, special_flags)
        rec = _rec
        if rec is not None and self.get_size() == rec.size and area is None:
            hit = rec.texts.get(id(source))
            if hit is not None and hit[1] is source:
                if isinstance(dest, pygame.Rect):
                    pos = dest.topleft
                else:
                    pos = (int(dest[0]), int(dest[1]))
                ink = source.get_bounding_rect()      # the letters themselves, not the line box
                rec.add("text", ink.move(pos), hit[0], hit[2])
        return out


@contextmanager
def recording(app):
    """Record the frames drawn inside the block; yields a function that draws one frame and returns it."""
    global _rec
    rec = _rec = _Recorder()
    orig_surface = pygame.Surface
    orig_text = theme.text
    orig_panel = widgets.panel
    orig_button_draw = widgets.Button.draw

    def text(s, kind, px, colour=theme.INK, wrap=0):
        surf = orig_text(s, kind, px, colour, wrap)
        rec.texts[id(surf)] = (str(s), surf, int(px))
        return surf

    def panel(surface, rect, *args, **kwargs):
        if _rec is not None and surface.get_size() == _rec.size:
            _rec.add("panel", rect)
        return orig_panel(surface, rect, *args, **kwargs)
    panel._probe = True

    def button_draw(self, surface):
        idx = rec.add("button", self.rect, str(getattr(self, "label", "")))
        rec.button_stack.append(idx)
        try:
            return orig_button_draw(self, surface)
        finally:
            rec.button_stack.pop()

    patched = []
    for mod in list(sys.modules.values()):
        if getattr(mod, "__name__", "").startswith(("scenes", "ui")) and getattr(mod, "panel", None) is orig_panel:
            setattr(mod, "panel", panel)
            patched.append(mod)
    pygame.Surface = RecordingSurface
    theme.text = text
    widgets.panel = panel
    widgets.Button.draw = button_draw
    old_screen = app.screen
    app.screen = RecordingSurface(app.size)
    app.scenes.relayout()

    def draw_frame() -> Frame:
        rec.size = app.screen.get_size()
        rec.frame = Frame()
        rec.seq = 0
        for scene in app.scenes.visible():      # forget cached still pictures: compose them anew
            for attr in ("frame_key", "_frame_key", "_key", "still_key"):
                if attr in vars(scene) and not callable(vars(scene)[attr]):
                    setattr(scene, attr, None)
            for held in list(vars(scene).values()):
                if isinstance(held, StillPicture):
                    held.invalidate()
        app.dirty = True
        app.draw()
        return rec.frame

    try:
        yield draw_frame
    finally:
        pygame.Surface = orig_surface
        theme.text = orig_text
        widgets.panel = orig_panel
        widgets.Button.draw = orig_button_draw
        for mod in list(sys.modules.values()):   # also modules first imported inside the block
            if getattr(getattr(mod, "panel", None), "_probe", False):
                setattr(mod, "panel", orig_panel)
        app.screen = old_screen if old_screen.get_size() == app.screen.get_size() else pygame.Surface(app.size)
        _rec = None


def _inside(inner: pygame.Rect, outer: pygame.Rect, edge=EDGE) -> bool:
    return outer.inflate(2 * edge, 2 * edge).contains(inner)


def problems(frame: Frame, size) -> list[str]:
    out = []
    window = pygame.Rect((0, 0), size)
    items = frame.items
    texts = [t for t in frame.texts() if t.label.strip() and t.rect.w > 0 and t.rect.h > 0]
    for t in texts:
        if not _inside(t.rect, window):
            out.append(f"text {t.label!r} {tuple(t.rect)} leaves the window")
        if t.button is not None:
            b = items[t.button]
            if not _inside(t.rect, b.rect):
                out.append(f"button {b.label!r} {tuple(b.rect)}: its label {t.label!r} {tuple(t.rect)} does not fit")
            continue
        boxes = [p for p in items if p.kind == "panel" and p.seq < t.seq and p.rect.collidepoint(t.rect.topleft)
                 and p.rect.w * p.rect.h < window.w * window.h]
        if boxes:
            box = max(boxes, key=lambda p: p.seq)     # the panel it was written on: the newest under it
            if not _inside(t.rect, box.rect):
                out.append(f"text {t.label!r} {tuple(t.rect)} sticks out of its panel {tuple(box.rect)}")
    for i, a in enumerate(texts):
        for b in texts[i + 1:]:
            if a.label == b.label or not a.rect.colliderect(b.rect):
                continue
            clip = a.rect.clip(b.rect)
            smaller = min(a.rect.w * a.rect.h, b.rect.w * b.rect.h)
            if clip.w * clip.h <= SLIVER * smaller:
                continue
            first, later = (a, b) if a.seq < b.seq else (b, a)
            covered = any(p.kind == "panel" and first.seq < p.seq < later.seq and p.rect.colliderect(later.rect)
                          for p in items)
            if covered:
                continue
            if first.button is not None and later.button is not None and first.button == later.button:
                continue
            out.append(f"texts overlap: {a.label!r} {tuple(a.rect)} and {b.label!r} {tuple(b.rect)}")
    return out


def min_text_px(size, big: bool = False) -> int:
    """The least font size an essential label may have: a 60th of the window's height (what reads
    from two metres on a table screen), a 40th on a big screen (read from three metres)."""
    return round(size[1] / (40 if big else 60))


def too_small(frame: Frame, size, essential, big: bool = False) -> list[str]:
    """Essential labels (`essential(item)` is true for the text's Item: its label and rect) drawn at
    less than min_text_px(size, big)."""
    least = min_text_px(size, big)
    return [f"text {t.label!r} {tuple(t.rect)} is {t.px} px, under {least} px"
            for t in frame.texts() if t.label.strip() and essential(t) and 0 < t.px < least]
