"""A demo game's banner: the pulsing call to play in the status strip and the game's pitch along
the bottom edge (attract mode, scenes/shell/attract.py)."""
from __future__ import annotations

import pygame

from game.i18n import _
from scenes.table.status_bar import bar_height
from ui import theme
from ui.widgets import blit_centered

PITCH_STRIP = 0.035             # the bottom line's height, as a fraction of the window height


def banner_rects(scene) -> tuple[pygame.Rect, pygame.Rect]:
    """The call to play (at the right of the status strip) and the pitch line (bottom edge)."""
    w, h = scene.size
    bar = getattr(scene, "status_rect", pygame.Rect(0, 0, w, bar_height((w, h))))
    pill = pygame.Rect(0, 0, min(int(w * 0.4), int(bar.h * 9)), max(20, bar.h - max(4, bar.h // 6)))
    pill.midright = (bar.right - bar.h // 4, bar.centery)
    strip = pygame.Rect(0, h - max(16, int(h * PITCH_STRIP)), w, max(16, int(h * PITCH_STRIP)))
    return pill, strip


def draw_banner(scene, surface) -> None:
    pill, strip = banner_rects(scene)
    pulse = 0.8 + 0.2 * abs(((pygame.time.get_ticks() / 900.0) % 2) - 1)
    fill = tuple(int(c * pulse) for c in theme.TERRACOTTA)
    pygame.draw.rect(surface, fill, pill, border_radius=pill.h // 2)
    pygame.draw.rect(surface, (255, 236, 190), pill, max(1, pill.h // 14), border_radius=pill.h // 2)
    call = _("Click anywhere to play")
    label = theme.text(call, "title", int(pill.h * 0.62), theme.WHITE)
    if label.get_width() > pill.w - pill.h:
        label = theme.text(call, "title",
                           max(10, int(pill.h * 0.62 * (pill.w - pill.h) / label.get_width())), theme.WHITE)
    blit_centered(surface, label, pill.center)
    shade = pygame.Surface(strip.size, pygame.SRCALPHA)
    shade.fill((30, 20, 14, 170))
    surface.blit(shade, strip)
    # Translators: the demo's bottom line: a game's title and its one-line pitch
    line = _("{game}: {pitch}").format(game=_(scene.info.title), pitch=_(scene.info.pitch))
    px = max(11, int(strip.h * 0.58))
    text = theme.text(line, "text", px, (246, 232, 204))
    if text.get_width() > strip.w - strip.h:
        text = theme.text(line, "text", max(10, int(px * (strip.w - strip.h) / text.get_width())), (246, 232, 204))
    blit_centered(surface, text, strip.center)
