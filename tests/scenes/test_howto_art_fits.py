"""The how-to pictures' words fit in every language: each page's illustration, drawn at the size the
how-to screen gives it at each of the layout tests' five window shapes, keeps every text inside the
picture and no text on another (a caption over a label, a label over the word beside it)."""
from __future__ import annotations

import pygame
import pytest

from scenes.table import howto_art
from tests.layout_probe import SIZES
from ui import language, theme



class _Recording(pygame.Surface):
    """The canvas's picture, remembering where each text was blitted (its letters, not its line box)."""

    def __init__(self, size, flags, texts):
        super().__init__(size, flags)
        self.texts = texts
        self.placed: list[tuple[str, pygame.Rect]] = []

    def blit(self, source, dest, area=None, special_flags=0):
        rect = super().blit(source, dest, area, special_flags)
        hit = self.texts.get(id(source))
        if hit is not None and hit[1] is source and area is None and hit[0].strip():
            self.placed.append((hit[0], source.get_bounding_rect().move(rect.topleft)))
        return rect


def _art_problems(placed, bounds) -> list[str]:
    out = [f"{s!r} {tuple(r)} leaves the picture {bounds.size}" for s, r in placed if not bounds.contains(r)]
    for i, (s1, r1) in enumerate(placed):
        for s2, r2 in placed[i + 1:]:
            clip = r1.clip(r2)
            if clip.w > 1 and clip.h > 1:
                out.append(f"{s1!r} {tuple(r1)} and {s2!r} {tuple(r2)} overlap")
    return out


@pytest.mark.parametrize("lang", language.SHIPPED)
@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_every_how_to_picture_keeps_its_words_apart_and_inside(app, monkeypatch, lang, size):
    texts = {}
    real_text = theme.text

    def spy(s, kind, px, colour=theme.INK, wrap=0):
        surf = real_text(s, kind, px, colour, wrap)
        texts[id(surf)] = (s, surf)
        return surf
    monkeypatch.setattr(theme, "text", spy)
    canvases = []
    real_init = howto_art.Canvas.__init__

    def recording_init(self, size_, win_h):
        real_init(self, size_, win_h)
        self.surf = _Recording(self.size, pygame.SRCALPHA, texts)
        canvases.append(self)
    monkeypatch.setattr(howto_art.Canvas, "__init__", recording_init)

    app.set_language(lang)
    app.set_window_size(*size)
    app.push("howto", "faras")
    scene = app.scenes.top
    scene.layout(size)
    found = []
    try:
        for gid in ("faras", "thebes", "artifakes", "scarabya"):
            for page in howto_art.pages_for(gid):
                canvases.clear()
                howto_art.render(gid, page.art, scene.art_rect.size, size[1])
                cv = canvases[-1]
                found += [f"{gid} {page.art}: {p}" for p in _art_problems(cv.surf.placed, cv.surf.get_rect())]
    finally:
        app.set_language("en")
    assert not found, f"{lang} at {size[0]}x{size[1]}:\n" + "\n".join(found[:30])
