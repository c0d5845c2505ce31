"""Pictures from assets/: SVG rendered at the exact pixel size asked, cached by (name, size)."""
from __future__ import annotations

import pygame

from ui.paths import resource

_cache: dict[tuple[str, int, int], pygame.Surface] = {}
_CACHE_MAX = 400


def svg(name: str, size: tuple[int, int]) -> pygame.Surface:
    """assets/<name>.svg drawn at `size`; a plain placeholder if it is missing or unreadable."""
    w, h = max(1, int(size[0])), max(1, int(size[1]))
    key = (name, w, h)
    surf = _cache.get(key)
    if surf is None:
        path = resource(name + ".svg")
        try:
            surf = pygame.image.load_sized_svg(str(path), (w, h))
            if surf.get_size() != (w, h):  # keeps aspect ratio: centre it in the box asked for
                box = pygame.Surface((w, h), pygame.SRCALPHA)
                box.blit(surf, surf.get_rect(center=(w // 2, h // 2)))
                surf = box
        except (pygame.error, FileNotFoundError, OSError):
            # missing art must never stop the game: an empty, transparent picture stands in
            surf = pygame.Surface((w, h), pygame.SRCALPHA)
        if pygame.display.get_init() and pygame.display.get_surface() is not None:
            surf = surf.convert_alpha()
        if len(_cache) >= _CACHE_MAX:
            _cache.clear()
        _cache[key] = surf
    return surf


def clear() -> None:
    _cache.clear()


def cache_size() -> int:
    return len(_cache)
