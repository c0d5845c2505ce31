"""Artifakes side panel: the rival (top), the round/patience/bluestone path (middle), you (bottom).

`PanelGeo` computes every rect from the panel box once per layout; `draw_*` paint from the view plus
the scene's animation state. Nothing here changes the game.
"""
from __future__ import annotations

import pygame

from game.i18n import _, _n, pgettext
from scenes.artifakes.pieces import badge, draw_card, draw_card_back, draw_figure, draw_piece, shade
from ui import theme
from ui.widgets import blit_centered, panel

PATH_COLS = 16


class PanelGeo:
    """Every rect of the side panel, laid out for its width: a narrow panel (a squarish window) puts
    the stats, the patience line and the dead cards on lines of their own instead of squeezing them."""

    def __init__(self, box: pygame.Rect, th: int, min_px: int = 12):
        self.box = box
        self.min_px = min_px   # the least size for text (1/60 of the window height)
        pad = max(6, int(th * 0.014))
        self.pad = pad
        self.fs = max(min_px, min(int(th * 0.026), box.w // 22))     # body text
        self.fs_small = max(min_px, min(int(th * 0.021), box.w // 26))
        inner_w = box.w - 2 * pad
        self.narrow = inner_w < self.fs * 30
        line = int(self.fs * 1.6)    # the name (title face, 1.15 x) fits its line
        head_h = line * 2 if self.narrow else line
        recap_h = int(self.fs_small * (2.6 if self.narrow else 1.5))   # a computer's last move
        gap = pad
        # --- top (rival): header, small trays + hand backs (+ dead cards), recap line
        row_h = max(min_px * 2, int(th * (0.06 if self.narrow else 0.075)))
        dead_h = max(int(self.fs_small * 1.6), min_px * 2) if self.narrow else 0
        top_h = pad + head_h + pad // 2 + row_h + (pad // 2 + dead_h if dead_h else 0) + pad // 2 + recap_h + pad
        self.top = pygame.Rect(box.x, box.y, box.w, top_h)
        t = self.top
        y = t.y + pad
        self.top_header = pygame.Rect(t.x + pad, y, inner_w, head_h)
        y = self.top_header.bottom + pad // 2
        sw = max(int(inner_w * 0.15), int(row_h * 2.2))
        tray_h2 = row_h
        self.top_trays = {"disk": pygame.Rect(t.x + pad, y, sw, tray_h2),
                          "bar": pygame.Rect(t.x + pad * 2 + sw, y, sw, tray_h2)}
        back_h = row_h
        back_w = int(back_h * 0.72)
        x = t.x + pad * 3 + sw * 2
        room = t.right - pad - x - (0 if self.narrow else int(inner_w * 0.3))
        if back_w * 7 // 2 > room:           # five backs overlapping by half must fit their room
            back_w = max(8, room * 2 // 7)
            back_h = min(row_h, int(back_w / 0.72))
        self.top_back_size = (back_w, back_h)
        self.top_hand = pygame.Rect(x, y + (row_h - back_h) // 2, back_w * 5 // 2 + back_w, back_h)
        if self.narrow:
            self.top_dead = pygame.Rect(t.x + pad, y + row_h + pad // 2, inner_w, dead_h)
            y = self.top_dead.bottom + pad // 2
        else:
            self.top_dead = pygame.Rect(self.top_hand.right + pad * 2, y, t.right - pad - self.top_hand.right - pad * 2,
                                        row_h)
            y += row_h + pad // 2
        self.top_recap = pygame.Rect(t.x + pad, y, inner_w, recap_h)
        # --- middle: round line, patience, path
        mid_head = line   # the patience words get shorter rather than a line of their own
        mid_h = max(int(box.h * (0.25 if self.narrow else 0.2)), mid_head + pad * 2 + int(th * 0.1))
        # the bottom keeps room for its header, trays, a hand of readable cards and two button rows
        card_need = min(th * 0.16, ((inner_w - 4 * pad) // 5) / 0.72)   # five cards across cap it anyway
        bot_need = (pad * 5 + head_h + max(min_px * 2, int(th * 0.062)) + int(card_need * 1.1)
                    + 2 * max(min_px * 2, int(th * 0.046)) + (int(self.fs_small * 1.6) + pad if self.narrow else 0))
        mid_h = max(mid_head + pad * 2 + int(th * 0.07), min(mid_h, box.h - top_h - 2 * gap - bot_need))
        self.mid = pygame.Rect(box.x, self.top.bottom + gap, box.w, mid_h)
        m = self.mid
        self.mid_header = pygame.Rect(m.x + pad, m.y + pad, inner_w, mid_head)
        self.path_box = pygame.Rect(m.x + pad, self.mid_header.bottom + pad // 2, inner_w,
                                    m.bottom - pad - self.mid_header.bottom - pad // 2)
        # --- bottom: header, pile trays + dead cards, hand, option buttons
        self.bot = pygame.Rect(box.x, self.mid.bottom + gap, box.w, box.bottom - self.mid.bottom - gap)
        b = self.bot
        y = b.y + pad
        self.bot_header = pygame.Rect(b.x + pad, y, inner_w, head_h)
        y = self.bot_header.bottom + pad // 2
        tray_h = max(min_px * 2, int(th * 0.062))
        tray_w = min((inner_w - pad) // 2, max(int(inner_w * 0.2), int(tray_h * 2.6)))
        self.bot_trays = {"disk": pygame.Rect(b.x + pad, y, tray_w, tray_h),
                          "bar": pygame.Rect(b.x + pad + tray_w + pad, y, tray_w, tray_h)}
        if self.narrow:
            y += tray_h + pad // 2
            self.bot_dead = pygame.Rect(b.x + pad, y, inner_w, max(int(self.fs_small * 1.6), min_px * 2))
            y = self.bot_dead.bottom + pad
        else:
            self.bot_dead = pygame.Rect(b.x + pad * 3 + tray_w * 2, y, inner_w - tray_w * 2 - pad * 2, tray_h)
            y += tray_h + pad
        btn_h = max(min_px * 2, int(th * 0.046))
        space_for_cards = b.bottom - pad - (btn_h * 2 + pad) - pad - y
        card_h = min(int(th * 0.23), space_for_cards - int(th * 0.02))
        card_w = int(card_h * 0.72)
        card_w = min(card_w, (inner_w - 4 * pad) // 5)
        card_h = int(card_w / 0.72)
        self.card_size = (card_w, card_h)
        self.hand_y = y + int(card_h * 0.1)
        self.hand_box = pygame.Rect(b.x + pad, y, inner_w, card_h + int(card_h * 0.1))
        y = self.hand_box.bottom + pad
        bw = (inner_w - pad) // 2
        self.opt_rects = {
            ("number", "cw"): pygame.Rect(b.x + pad, y, bw, btn_h),
            ("number", "ccw"): pygame.Rect(b.x + pad + bw + pad, y, bw, btn_h),
            ("colour", "cw"): pygame.Rect(b.x + pad, y + btn_h + pad // 2, bw, btn_h),
            ("colour", "ccw"): pygame.Rect(b.x + pad + bw + pad, y + btn_h + pad // 2, bw, btn_h),
        }
        self.dead_rect = pygame.Rect(b.x + pad, y, inner_w, btn_h)
        self.hint_rect = pygame.Rect(b.x + pad, y, inner_w, min(b.bottom - pad - y, btn_h * 2 + pad // 2))

    def hand_rects(self, n: int):
        w, h = self.card_size
        gap = max(4, (self.hand_box.w - 5 * w) // 5)
        total = n * w + max(0, n - 1) * gap
        x0 = self.hand_box.centerx - total // 2
        return [pygame.Rect(x0 + i * (w + gap), self.hand_y, w, h) for i in range(n)]

    def path_cols(self, length: int) -> int:
        """Stones per row: as near square cells as the box allows (at most PATH_COLS)."""
        pb = self.path_box
        cells = length + 1
        best = PATH_COLS
        for cols in range(PATH_COLS, 7, -1):
            rows = -(-cells // cols)
            if min(pb.w / cols, pb.h / rows) > min(pb.w / best, pb.h / -(-cells // best)) + 0.5:
                best = cols
        return best

    def path_cells(self, length: int):
        """Centres of the stones 0..length (0 = the start) laid in rows that snake back and forth."""
        cells = length + 1
        cols = self.path_cols(length)
        rows = -(-cells // cols)
        pb = self.path_box
        cw = pb.w / cols
        rh = pb.h / rows
        out = []
        for i in range(cells):
            r, c = divmod(i, cols)
            if r % 2:
                c = cols - 1 - c
            out.append((pb.x + (c + 0.5) * cw, pb.y + (r + 0.62) * rh))
        return out, min(cw, rh)


def put(scene, surface, surf, box, **anchor) -> pygame.Rect:
    """Blit a text where `anchor` says (get_rect keywords) and note it with the box it must stay in
    (scene.laid: the layout tests check every text is inside its box and clear of the others)."""
    r = surf.get_rect(**anchor)
    surface.blit(surf, r)
    laid = getattr(scene, "laid", None)
    if laid is not None:
        laid.append((r, pygame.Rect(box)))
    return r


def _header(surface, rect, scene, seat, fs, role_note, stats, narrow, fs_small):
    """Symbol, name and role on the first line; the stats at the right, or on a line of their own."""
    col, sym = scene.colour(seat), scene.symbol(seat)
    line = rect.h // 2 if narrow else rect.h
    cy = rect.y + line // 2
    theme.draw_symbol(surface, sym, (rect.x + fs // 2, cy), fs // 2, col, outline=theme.INK)
    x = rect.x + fs + fs // 2
    st = theme.fit_line(stats, "text", max(scene.min_px, int(fs_small)), theme.INK_SOFT,
                        rect.w if narrow else rect.w // 2, scene.min_px)
    room = rect.right - x - (0 if narrow else st.get_width() + fs)
    name = theme.fit_line(scene.name(seat), "title", max(scene.min_px, int(int(fs * 1.15))), theme.INK,
                          max(fs, room * 2 // 3), scene.min_px)
    nr = put(scene, surface, name, rect, midleft=(x, cy))
    note = theme.fit_line(role_note, "text", max(scene.min_px, int(int(fs * 0.8))), theme.INK_SOFT,
                          max(0, rect.right - nr.right - fs // 2
                                                                          - (0 if narrow else st.get_width() + fs)), scene.min_px)
    if note.get_width() <= rect.right - nr.right - fs // 2:
        put(scene, surface, note, rect, midleft=(nr.right + fs // 2, cy + fs // 10))
    if narrow:
        put(scene, surface, st, rect, midleft=(rect.x, rect.y + line + line // 2))
    else:
        put(scene, surface, st, rect, midright=(rect.right, cy))


def _stats(scene, view, seat):
    view = scene.shown_view() if hasattr(scene, "shown_view") else view   # the numbers the picture shows
    p = view["players"][seat]
    rem = p["removed"]["disk"] + 2 * p["removed"]["bar"]
    # Translators: a player's numbers: their step on the bluestone path of {length}, the points of their junk
    # in the ground, the points of it declared fake
    return _("path {step}/{length} · in the ground {buried} · lost {lost}").format(
        step=p["position"], length=view["path_length"], buried=p["buried_points"], lost=rem)


def draw_tray(surface, rect, kind, count, colour, symbol, *, active=False, selected=False, disabled=False,
              label=None, min_px=12, scene=None):
    fill = (250, 232, 190) if selected else (240, 228, 200) if active else (226, 214, 188)
    panel(surface, rect, fill=fill, border=theme.OCHRE if selected else theme.SAND_DARK,
          radius=max(4, rect.h // 5), shadow=active, width=3 if selected else 2)
    r = max(4, int(rect.h * 0.22))
    px = rect.x + (int(r * 2.6) if kind == "bar" else int(r * 1.7))
    draw_piece(surface, kind, (px, rect.centery), r, colour, symbol, alpha=120 if disabled or not count else 255)
    x = px + (int(r * 2.4) if kind == "bar" else int(r * 1.5))
    room = rect.right - x - rect.h // 8
    t = theme.fit_line(f"×{count}", "bold", max(min_px, int(max(min_px, int(rect.h * 0.42)))),
                       theme.INK if count else theme.INK_SOFT, room, min_px)
    lab = theme.fit_line(label, "text", max(min_px, int(max(min_px, int(rect.h * 0.28)))), theme.INK_SOFT, room,
                         min_px) if label else None
    if lab is not None and t.get_height() + lab.get_height() <= rect.h - 2:
        # the count above, its word below: they never run into each other
        top = rect.centery - (t.get_height() + lab.get_height()) // 2
        put(scene, surface, t, rect, topleft=(x, top))
        put(scene, surface, lab, rect, topleft=(x, top + t.get_height()))
    else:
        put(scene, surface, t, rect, midleft=(x, rect.centery))


def dead_row_layout(rect, cards, fs, min_px, label):
    """(label px, [chip rects]) so the label and every dead-card chip fit inside `rect`: the size
    shrinks to `min_px`, then the chips wrap onto more lines (the rules allow up to five)."""
    for px in range(max(min_px, fs), min_px - 1, -1):
        lab_w = theme.text(label, "bold", px, theme.INK_SOFT).get_width()
        x0 = rect.x + lab_w + px // 2
        chip_h = int(px * 1.25) + 2
        max_rows = max(1, (rect.h + 2) // (chip_h + 2))
        rows: list[list[tuple[int, int]]] = [[]]   # per line: (x, width)
        x = x0
        ok = True
        for cid in cards:
            w = theme.text(str(int(cid[:-1])), "bold", px, theme.PAPYRUS).get_width() + int(px * 0.7) + 1
            if x + w > rect.right:
                rows.append([])
                x = x0
                if len(rows) > max_rows or x + w > rect.right:
                    ok = False
                    break
            rows[-1].append((x, w))
            x += w + px // 3
        if not ok:
            continue
        top = rect.centery - (len(rows) * chip_h + (len(rows) - 1) * 2) // 2
        chips = [pygame.Rect(cx, top + i * (chip_h + 2), cw, chip_h) for i, line in enumerate(rows)
                 for cx, cw in line]
        return px, chips
    return min_px, None


def draw_dead_row(surface, rect, cards, fs, label="Dead:", scene=None, min_px=12):
    px, chips = dead_row_layout(rect, cards, fs, min_px, label)
    if chips is None:   # never at the rules' counts; a number instead of chips
        t = theme.fit_line(f"{label} {len(cards)}", "bold", max(min_px, int(min_px)), theme.INK_SOFT, rect.w, min_px)
        put(scene, surface, t, rect, midleft=(rect.x, rect.centery))
        return []
    lab = theme.text(label, "bold", px, theme.INK_SOFT)
    mid = chips[0].centery if chips else rect.centery
    put(scene, surface, lab, rect, midleft=(rect.x, mid))
    if not cards:
        t = theme.text(pgettext("dead cards", "none"), "text", px, theme.INK_SOFT)
        put(scene, surface, t, rect, midleft=(rect.x + lab.get_width() + px // 2, mid))
        return []
    for cid, chip in zip(cards, chips):
        box = badge(surface, chip.center, str(int(cid[:-1])), px, fill=(120, 44, 40), fg=theme.PAPYRUS)
        laid = getattr(scene, "laid", None)
        if laid is not None:
            laid.append((box, pygame.Rect(rect)))
    return chips


def draw_backdrops(surface, pg: PanelGeo):
    """The three panels' plain backgrounds (the same every frame: the scene keeps them in its static
    layer; the contents drawn on them do not overlap another panel, so the order is unchanged)."""
    panel(surface, pg.top, fill=(236, 222, 194))
    panel(surface, pg.mid, fill=(70, 74, 96), border=(40, 42, 60))
    panel(surface, pg.bot, fill=(244, 232, 206))


def draw_top(scene, surface, pg: PanelGeo, view, seat):
    human = not scene.is_computer(seat)     # a person, at this screen or at another
    turn = view["current_player"] == seat
    if turn and human:
        # Translators: beside the rival's name: they are to act, and they are a person
        note = _("to act · player")
    elif turn:
        # Translators: beside the rival's name: they are to act, and they are the computer
        note = _("to act · computer")
    else:
        note = pgettext("seat", "player") if human else pgettext("seat", "computer")
    _header(surface, pg.top_header, scene, seat, pg.fs, note, _stats(scene, view, seat), pg.narrow, pg.fs_small)
    p = view["players"][seat]
    for k, rect in pg.top_trays.items():
        draw_tray(surface, rect, k, scene.pile_count(seat, k), scene.colour(seat), scene.symbol(seat),
                  min_px=pg.min_px, scene=scene)
    bw, bh = pg.top_back_size
    n = p["hand_size"]
    if n:
        for i in range(n):
            draw_card_back(surface, pygame.Rect(pg.top_hand.x + i * bw // 2, pg.top_hand.y, bw, bh))
    else:
        t = theme.fit_line(_("no cards"), "text", max(pg.min_px, int(pg.fs_small)), theme.INK_SOFT, pg.top_hand.w,
                           pg.min_px)
        put(scene, surface, t, pg.top_hand, midleft=(pg.top_hand.x, pg.top_hand.centery))
    draw_dead_row(surface, pg.top_dead, p["dead_cards"], pg.fs_small, _("Dead:"), scene, pg.min_px)
    recap = scene.recaps.get(seat) if hasattr(scene, "recaps") else None
    if recap:
        t = _wrapped(recap, "text", pg.fs_small, theme.INK, pg.top_recap, pg.min_px)
        put(scene, surface, t, pg.top_recap, midleft=pg.top_recap.midleft)
    if turn:
        pygame.draw.rect(surface, scene.colour(seat), pg.top, max(2, pg.pad // 3), border_radius=12)


def _phase_word(phase: str) -> str:
    return {"bury": _("Burying"), "dig": _("Digging"), "over": _("Game over")}[phase]


def draw_mid(scene, surface, pg: PanelGeo, view):
    phase = _phase_word(view["phase"])
    hd = pg.mid_header
    cy1 = cy2 = hd.centery
    # the Inspector's patience: dead cards in a row out of the limit (dots at the right)
    streak, limit = view["dead_streak"], view["storm_limit"]
    pulse = scene.pulse_value()
    r = max(5, int(pg.fs * 0.42))
    x = hd.right - r - r // 2
    for i in reversed(range(limit)):
        on = i < streak
        c = (214, 74, 56) if on else (120, 124, 146)
        rr = r + (int(r * 0.5 * pulse) if on and i == streak - 1 else 0)
        pygame.draw.circle(surface, c, (x, cy2), rr)
        pygame.draw.circle(surface, (30, 30, 40), (x, cy2), rr, max(1, r // 4))
        if on:
            pygame.draw.line(surface, (250, 236, 220), (x - r // 2, cy2 - r // 2),
                             (x + r // 2, cy2 + r // 2), max(1, r // 3))
        x -= int(r * 2.5)
    dots_left = x + int(r * 2.5) - r - r // 2 - r
    told = scene.shown_view() if hasattr(scene, "shown_view") else view   # the round the picture shows
    phase = _phase_word(told["phase"])
    # Translators: the round and its phase ("Burying", "Digging", "Game over")
    title_s = theme.fit_line(_("Round {round} · {phase}").format(round=told["round"], phase=phase), "title",
                             max(pg.min_px, int(int(pg.fs * 1.1))), theme.PAPYRUS, hd.w // 2, pg.min_px)
    tr = put(scene, surface, title_s, hd, midleft=(hd.x, cy1))
    room = max(0, dots_left - tr.right - pg.fs // 2)
    colour = (250, 200, 180) if streak else (214, 214, 228)
    # Translators: {streak} dead cards laid in a row, of the {n} that make the Inspector storm off
    pt = theme.text(_n("Inspector's patience: {streak} of {n} dead", "Inspector's patience: {streak} of {n} dead",
                       limit, streak=streak), "bold", pg.fs_small, colour)
    if pt.get_width() > room:
        # Translators: {streak} dead cards laid in a row, of the {limit} that make the Inspector storm off
        pt = theme.fit_line(_("patience {streak} of {limit}").format(streak=streak, limit=limit), "bold",
                            max(pg.min_px, int(pg.fs_small)), colour, room, pg.min_px)
    put(scene, surface, pt, hd, midright=(dots_left, cy2))
    # the bluestone path
    length = view["path_length"]
    cells, size = pg.path_cells(length)
    for i in range(1, len(cells)):
        pygame.draw.line(surface, (52, 56, 76), cells[i - 1], cells[i], max(2, int(size * 0.18)))
    sr = max(4, int(size * 0.36))
    for i, (cx, cy) in enumerate(cells):
        if i == 0:
            t = theme.text(pgettext("path", "start"), "bold", max(pg.min_px, int(sr * 0.75)), theme.INK)
            rect = pygame.Rect(0, 0, max(int(sr * 2.2), t.get_width() + sr // 2), max(int(sr * 1.5), t.get_height()))
            rect.center = (int(cx), int(cy))
            pygame.draw.rect(surface, (196, 170, 120), rect, border_radius=sr // 2)
            blit_centered(surface, t, rect.center)
            continue
        last = i == length
        col = (120, 150, 196) if not last else (226, 188, 80)
        if i % 5 == 0 and not last:
            col = (150, 176, 214)
        pygame.draw.ellipse(surface, (30, 32, 46), (cx - sr + 1, cy - sr * 0.6 + 3, sr * 2, sr * 1.3))
        pygame.draw.ellipse(surface, col, (cx - sr, cy - sr * 0.65, sr * 2, sr * 1.3))
        pygame.draw.ellipse(surface, shade(col, 0.6), (cx - sr, cy - sr * 0.65, sr * 2, sr * 1.3), max(1, sr // 6))
        if i % 5 == 0 or last:
            t = theme.text(str(i), "bold", max(pg.min_px, int(sr * 0.85)), (30, 30, 44))
            blit_centered(surface, t, (cx, cy))
    # the two figures (animated along the path while scoring), no taller than a row
    rows = -(-(length + 1) // pg.path_cols(length))
    fig_h = min(size * 1.05, pg.path_box.h / rows * 0.8)
    for seat in (0, 1):
        pos = scene.figure_pos(seat, view)
        i0 = int(max(0, min(length, pos)))
        i1 = min(length, i0 + 1)
        f = pos - i0
        x = cells[i0][0] + (cells[i1][0] - cells[i0][0]) * f
        y = cells[i0][1] + (cells[i1][1] - cells[i0][1]) * f
        hop = scene.figure_hop(seat)
        other = scene.figure_pos(1 - seat, view)
        dx = (-0.3 if seat == 0 else 0.3) * size if abs(other - pos) < 0.6 else 0
        draw_figure(surface, (x + dx, y - hop * fig_h * 0.5), fig_h, scene.colour(seat), scene.symbol(seat),
                    glow=hop > 0)
    # Translators: the number of cards left in the deck
    deck = theme.fit_line(_("deck {n}").format(n=view["deck_size"]), "text",
                          max(pg.min_px, int(max(pg.min_px, int(pg.fs_small * 0.85)))), (200, 200, 216),
                          pg.mid.w // 3, pg.min_px)
    surface.blit(deck, deck.get_rect(bottomright=(pg.mid.right - pg.pad, pg.mid.bottom - pg.pad // 3)))


def draw_bottom(scene, surface, pg: PanelGeo, view, seat):
    turn = view["current_player"] == seat
    human = scene.is_human(seat)
    if not scene.is_computer(seat):     # (the bottom seat is this screen's own, or an onlooker's first)
        note = _("your turn") if turn and human else pgettext("seat", "waiting")
    else:
        note = _("computer · to act") if turn else pgettext("seat", "computer")
    _header(surface, pg.bot_header, scene, seat, pg.fs, note, _stats(scene, view, seat), pg.narrow, pg.fs_small)
    bury = view["phase"] == "bury"
    acting = turn and human and bury and scene.viewer == seat
    for k, rect in pg.bot_trays.items():
        n = scene.pile_count(seat, k)
        draw_tray(surface, rect, k, n, scene.colour(seat), scene.symbol(seat), active=acting and n > 0,
                  selected=acting and scene.sel_piece == k, disabled=acting and n == 0,
                  label=(pgettext("pile", "bury") if bury else pgettext("pile", "found")), min_px=pg.min_px,
                  scene=scene)
    draw_dead_row(surface, pg.bot_dead, view["players"][seat]["dead_cards"], pg.fs_small, _("Dead cards:"), scene,
                  pg.min_px)
    if view["phase"] == "dig" or view["players"][seat]["hand_size"]:
        _draw_bottom_hand(scene, surface, pg, view, seat)
    else:
        _draw_bottom_message(scene, surface, pg, view, seat, acting)
    if turn:
        pygame.draw.rect(surface, scene.colour(seat), pg.bot, max(2, pg.pad // 3), border_radius=12)


def _draw_bottom_hand(scene, surface, pg: PanelGeo, view, seat):
    """The hand, dealt card by card: face up only for the seat cleared to see it."""
    mine = scene.viewer == seat and view.get("hand") is not None
    n = view["players"][seat]["hand_size"]
    rects = pg.hand_rects(n)
    deal = scene.deal_value()
    for i, rect in enumerate(rects):
        appear = max(0.0, min(1.0, deal - i))
        if appear <= 0:
            continue
        r = rect.move(0, int((1 - appear) * rect.h * 0.6))
        if mine:
            card = view["hand"][i]
            hovered = scene.hover_card == card["id"]
            draw_card(surface, r, card, lifted=hovered or scene.sel_card == card["id"], dim=card["dead"],
                      selected=scene.sel_card == card["id"], min_px=pg.min_px)
        else:
            draw_card_back(surface, r)


def _draw_bottom_message(scene, surface, pg: PanelGeo, view, seat, acting):
    """No cards in hand: how to bury (to the seat burying), the game's end, a computer's last move, or
    when the cards come; over all the room of the hand and the buttons."""
    human = scene.is_human(seat)
    msg = (_("Bury your junk: pick a disk (1 point) or a bar (2 points) above, then a ring space "
             "(at most 5 points a space). Later, cards send the Inspector digging: junk of yours he finds "
             "moves you along the path; your rival's is declared fake and lost.")
           if acting else _("Cards are dealt when all the junk is buried."))
    if view["phase"] == "over":
        msg = _("The game is over.")
    elif not human and scene.recaps.get(seat):
        msg = scene.recaps[seat]
    box = pg.hand_box.union(pg.hint_rect).inflate(-pg.pad * 2, 0)   # no cards, no buttons: all of it
    t = _wrapped(msg, "serif", pg.fs, theme.INK_SOFT, box, pg.min_px)
    put(scene, surface, t, box, center=box.center)


def _wrapped(msg, style, px, colour, box, min_px):
    """A wrapped text that fits `box`: smaller until its height fits, not under `min_px`; where even
    that is too tall (a big screen's least size in a small panel), down to two thirds of it (the least
    size of an everyday screen)."""
    t = theme.fit_text(msg, style, max(min_px, px), colour, max_w=box.w, max_h=max(1, box.h), wrap=True,
                       min_px=min_px)
    if t.get_height() > box.h:
        t = theme.fit_text(msg, style, max(min_px, px), colour, max_w=box.w, max_h=max(1, box.h), wrap=True,
                           min_px=max(10, min_px * 2 // 3))
    return t


def draw_options(scene, surface, pg: PanelGeo, view):
    """Option buttons for the selected card, or a hint line."""
    shown = scene.visible_buttons()
    for b in shown:
        b.hover = b.rect.collidepoint(scene.hover_pos) and b.enabled
        b.draw(surface)
    if not shown:
        hint = scene.hint()
        if hint:
            t = _wrapped(hint, "text", pg.fs_small, theme.INK_SOFT, pg.hint_rect, pg.min_px)
            put(scene, surface, t, pg.hint_rect, center=pg.hint_rect.center)
