"""Where everything of the Faras table lies, for a window size: the players' column, the board and its
cells, the dam, the cards or finds column (two arrangements, wide and stacked), and the finds tray
of the setup. Sets the scene's rects; draws nothing."""
from __future__ import annotations

import math

import pygame

from game.faras import data as D
from scenes.faras.pieces import cell_jitter, pictures, set_art_base, set_min_badge
from ui import assets, theme
from ui.widgets import finger_px


def arrange(sc, size):
    """Two arrangements: wide windows put the players left, the board in the middle and the dam and
    cards right; squarer ones (e.g. 1000x1000) put the dam and cards in a strip under the board,
    so that no column gets too narrow for its texts. Both hold from 4:3 to 21:9, down to 1024x600."""
    w, h = size
    T = sc.table_rect
    m = sc.u(0.015)
    sc.min_px = theme.least_px(h)   # the least text size that reads from two metres
    set_min_badge(int(sc.min_px * 1.6))    # a type badge well over h/60, its symbol readable
    px = sc.px = max(13, sc.min_px, sc.u(0.022))
    l_min, r_min = 14 * px, 17 * px
    s_wide = min(T.h - 2 * m, int(w * 0.52), w - l_min - r_min - 4 * m)
    s_tall = min(w - l_min - 3 * m, int((T.h - 2 * m) * 0.62))
    sc.stacked = s_tall > s_wide * 1.15
    if not sc.stacked:
        S = s_wide
        avail = w - S - 4 * m
        L = max(l_min, int(avail * 0.45))
        R = avail - L
        sc.left_rect = pygame.Rect(m, T.y + m, L, T.h - 2 * m)
        sc.board_rect = pygame.Rect(sc.left_rect.right + m, T.y + m + (T.h - 2 * m - S) // 2, S, S)
        sc.right_rect = pygame.Rect(sc.board_rect.right + m, T.y + m, R, T.h - 2 * m)
        R_ = sc.right_rect
        dam_area = pygame.Rect(R_.x, R_.y, R_.w, int(px * 1.6) + int(R_.h * 0.33))
        lower = pygame.Rect(R_.x, dam_area.bottom + int(px * 1.2), R_.w, R_.bottom - dam_area.bottom - int(px * 1.2))
    else:
        S = s_tall
        L = w - S - 3 * m
        sc.left_rect = pygame.Rect(m, T.y + m, L, T.h - 2 * m)
        sc.board_rect = pygame.Rect(sc.left_rect.right + m, T.y + m, S, S)
        strip = pygame.Rect(sc.board_rect.x, sc.board_rect.bottom + m, w - sc.board_rect.x - m,
                            T.bottom - sc.board_rect.bottom - 2 * m)
        sc.right_rect = strip
        dw = int(strip.w * 0.4)
        dam_area = pygame.Rect(strip.x, strip.y, dw, strip.h)
        lower = pygame.Rect(strip.x + dw + m, strip.y, strip.w - dw - m, strip.h)
    pad = int(S * 0.055)
    sc.inner = sc.board_rect.inflate(-2 * pad, -2 * pad)
    pitch = sc.inner.w / D.BOARD_COLS
    sc.pitch = pitch
    tsize = int(pitch * 0.84)
    sc.token_size = tsize
    set_art_base(tsize)
    assets.render_ahead(pictures())   # drawn while the first frames are made (a set-up frame paid 130 ms at 4K)
    sc.cell_rects = []
    for c in range(D.NUM_CELLS):
        r, col = divmod(c, D.BOARD_COLS)
        jx, jy = cell_jitter(c, pitch)
        rect = pygame.Rect(0, 0, tsize, tsize)
        rect.center = (int(sc.inner.x + (col + 0.5) * pitch) + jx, int(sc.inner.y + (r + 0.5) * pitch) + jy)
        sc.cell_rects.append(rect)
    sc.unit = sc.inner.w / D.EXPERT_BOARD
    sc.expert_size = int(sc.unit * D.EXPERT_UNIT_TOKEN)
    sc.dam_label_y = dam_area.y
    sc.dam_rect = pygame.Rect(dam_area.x, dam_area.y + int(px * 1.6), dam_area.w, dam_area.h - int(px * 1.6))
    sc.lower_rect = lower
    room = lower.h - int(px * 1.8) - int(px * 1.6) - 2 * (px // 2)
    ch = max(px * 2, min(room // 3, sc.u(0.13)))
    sc.card_h = ch
    sc.hand_rects = [pygame.Rect(lower.x, lower.y + int(px * 1.8) + i * (ch + px // 2), lower.w, ch)
                       for i in range(D.HAND_SIZE)]
    sc.ready_button.rect = pygame.Rect(lower.x + lower.w // 8, lower.bottom - int(px * 3.2), lower.w * 3 // 4,
                                         int(px * 2.6))
    nb = len(sc.ready_buttons)
    if nb:
        bh = max(int(px * 1.9), min(int(px * 2.6), int(lower.h * 0.4 / nb)))
        for i, s in enumerate(sc.ready_buttons):
            sc.ready_buttons[s].rect = pygame.Rect(lower.x + lower.w // 10, lower.bottom - int(px * 0.6)
                                                     - (nb - i) * (bh + px // 3), lower.w * 4 // 5, bh)
    rh = max(int(px * 2.4), finger_px(h))
    sc.random_button.rect = pygame.Rect(lower.x, lower.bottom - rh, lower.w, rh)
    n = sc.match.num_players
    Lr = sc.left_rect
    ph = min(sc.u(0.15), int(Lr.h * 0.64 / n))
    sc.player_rects = [pygame.Rect(Lr.x, Lr.y + i * (ph + px // 2), Lr.w, ph) for i in range(n)]
    top = sc.player_rects[-1].bottom + px
    sc.played_rect = pygame.Rect(Lr.x, top + int(px * 2.0), Lr.w,
                                   max(px * 2, min(int(sc.u(0.15)), Lr.bottom - top - int(px * 4.5))))
    sc.board_layer = None



def tray_layout(sc, tokens):
    area = pygame.Rect(sc.lower_rect.x, sc.lower_rect.y + int(sc.px * 2.0), sc.lower_rect.w,
                       sc.random_button.rect.y - sc.lower_rect.y - int(sc.px * 2.6))
    n = max(1, len(tokens))
    cols = 4
    while True:
        rows = math.ceil(n / cols)
        size = min(area.w // cols, area.h // rows)
        if rows * size <= area.h and (size * 0.9 <= sc.token_size or cols >= 10):
            break
        cols += 1
    size = int(min(size, sc.token_size / 0.86))
    gap = max(3, size // 10)
    out = {}
    for i, t in enumerate(tokens):
        r, c = divmod(i, cols)
        out[t] = pygame.Rect(area.x + c * size + gap // 2, area.y + r * size + gap // 2, size - gap, size - gap)
    return out
