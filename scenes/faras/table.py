"""Faras scene painting: the players' column, the board, the dam and the played card, the decision
panel, flying tokens and banners (the cards, finds tray and memorising panels are in panels.py).
Reads the viewer's view, the scene's picture of the board and what it holds back; changes nothing."""
from __future__ import annotations

import math

import pygame

from game.faras import data as D
from game.i18n import N_, _, _n
from scenes.faras.panels import (DECISION_STEPS, decision_box, decision_items, draw_challenge, draw_decision,
                                 draw_hand, draw_memorise, draw_reveal, draw_tray)
from scenes.faras.pieces import build_board_layer, draw_card, draw_dam, draw_token, draw_waves
from scenes.table.still import Part
from ui.surfcache import SurfaceCache
from ui import theme
from ui.anim import ease_in_out
from ui.widgets import blit_centered, panel


def _decision_shown(sc, v) -> bool:
    return (v["phase"] == "play" and v["step"] in DECISION_STEPS and sc.is_human(v["current_player"])
            and not sc.animator.busy and sc.reveal is None)


def _moving_cells(sc):
    """The board's cells in drawing order, split where the first animated one (flip, shake, glow) starts:
    the still ones before it can be drawn once into the cached frame, the rest must be drawn every frame."""
    cells = sorted(sc.cells)
    for i, c in enumerate(cells):
        if c in sc.moving.flips or c in sc.moving.shakes or c in sc.moving.glows:
            return cells[:i], cells[i:]
    return cells, []


def _hover_key(sc, v, decision_items_):
    """What the mouse position changes in the still picture (a lifted token, a hovered card...), so the
    cached frame is redrawn when that changes and not on every mouse move."""
    return tuple(_hover_board_key(sc, v) + _hover_panel_key(sc, v, decision_items_))


def _hover_board_key(sc, v):
    """The hovered cell while digging or peeking, and where the find in hand would go during setup."""
    hp = sc.hover_pos
    br = sc.board_rect
    mine = sc.human_to_act
    key = []
    if mine and v["step"] in ("dig", "peek") and br.collidepoint(hp):
        key.append(sc.cell_at(hp))
    if v["phase"] == "setup" and mine and v["selected_token"] is not None and br.collidepoint(hp):
        key.append(("hint", sc.free_xy(hp) if v["variant"] == "expert" else sc.cell_at(hp, empty=True)))
    return key


def _hover_panel_key(sc, v, decision_items_):
    """The hovered find in the tray (and the random button), card in the hand, or decision item."""
    hp = sc.hover_pos
    mine = sc.human_to_act
    key = []
    if v["phase"] == "setup" and mine:
        tray = sc.tray_layout(v["unplaced"][v["placer"]])
        key.append(("tray", tuple(t for t, r in tray.items() if r.collidepoint(hp)),
                    sc.random_button.rect.collidepoint(hp)))
    if v["phase"] not in ("setup", "memorise") and v["step"] == "card" and mine:
        key.append(("hand", tuple(i for i, r in enumerate(sc.hand_rects) if r.collidepoint(hp))))
    if decision_items_:
        key.append(("items", tuple(i for i, it in enumerate(decision_items_) if it.rect.collidepoint(hp))))
    return key


def _backdrop(sc, v):
    """The table's background and the board art (with its shadow): drawn once per window size."""
    size = sc.size
    key = (size, v["variant"], tuple(sc.board_rect))
    if getattr(sc, "_backdrop_key", None) != key:
        base = sc.backdrop().copy()
        br = sc.board_rect
        rel = [r.move(-br.x, -br.y) for r in sc.cell_rects]
        sc.board_layer = build_board_layer(br.w, v["variant"] == "expert", rel)
        sh = pygame.Surface((br.w, br.h), pygame.SRCALPHA)
        pygame.draw.rect(sh, (60, 36, 16, 70), sh.get_rect(), border_radius=16)
        sc.board_shadow = sh
        base.blit(sc.board_shadow, (br.x + 4, br.y + 7))
        base.blit(sc.board_layer, br.topleft)
        sc._backdrop_surf = base
        sc._backdrop_key = key
    return sc._backdrop_surf


def dam_backdrop(sc) -> pygame.Surface:
    """The background under the dam: its still part is drawn from this once per water level (taken
    from the background, which changes only with the window, so it lasts)."""
    backdrop = sc._backdrop_surf
    key = (id(backdrop), tuple(sc.dam_rect))
    if getattr(sc, "_dam_backdrop_key", None) != key or getattr(sc, "_dam_backdrop_of", None) is not backdrop:
        sc._dam_backdrop = backdrop.subsurface(sc.dam_rect).copy()
        sc._dam_backdrop_key, sc._dam_backdrop_of = key, backdrop
    return sc._dam_backdrop


def _cell_lift(sc, v, c, e, hover_cell):
    if hover_cell == c and sc.human_to_act and v["step"] in ("dig", "peek") and not e["up"]:
        return max(2, sc.cell_rect(c, e["pos"]).w // 14)
    return 0


def _parts(sc, v, still, moving, decision, items):
    """The still picture as parts (scenes/table/still.py): each player's panel, the setup hint, every
    still token of the board, the caption, the dam's heading, the hand or tray, the played card and
    the decision panel, in the order they are drawn, each with what its pixels depend on."""
    tips = sc._part_tips     # kept per part: a part not repainted keeps the tips it laid out last

    def part(name, rect, key, fn):
        def paint(surface):
            out = tips[name] = []
            fn(surface, out)
        return Part(name, pygame.Rect(rect), key, paint)

    px, size = sc.px, sc.size
    common = (size, px, sc.min_px, repr(sc.seats), sc.viewer, sc.human_to_act, sc.animator.busy)
    hover = _hover_key(sc, v, items)
    parts = []
    told = sc.shown_view()      # whose turn the panels say: the one the picture shows (shown_view)
    cur, phase = told["current_player"], v["phase"]
    for s, r in enumerate(sc.player_rects):
        coll = v["collections"][s]
        key = (common, s, cur, told.get("active"), phase, v["placer"], v["starting_player"],
               sc.recap_text(s), coll["count"], coll["face_up"], repr(coll["tokens"]) if coll["face_up"] else None,
               sc.shown_collection(v, s), len(v["unplaced"][s]), v["hand_sizes"][s])
        parts.append(part(f"player{s}", r.inflate(px, px), key,
                          lambda surface, out, s=s: draw_players(sc, surface, v, out, only=s)))
    hint = place_hint_rect(sc, v)
    if hint is not None:
        parts.append(part("hint", hint.inflate(8, 8), (common, v["selected_token"]),
                          lambda surface, out: draw_place_hint(sc, surface, v, hint)))
    hover_cell = sc.cell_at(sc.hover_pos) if sc.board_rect.collidepoint(sc.hover_pos) else None
    revealed = set(v["revealed"])
    vf_cell = v["valuable_find"]["cell"] if v.get("valuable_find") else None
    for c in still:
        e = sc.cells[c]
        rect = sc.cell_rect(c, e["pos"])
        m = max(6, rect.w // 7)             # the shadow, the lift and the outline
        area = rect.inflate(2 * m, 2 * m)
        if e.get("peek"):                   # the "secret" label below it
            area.h += max(11, sc.min_px, rect.w // 6)
        key = (common, e["token"], e["up"], e.get("peek"), e["pos"], _cell_lift(sc, v, c, e, hover_cell),
               c in revealed, c == vf_cell, v["step"])
        parts.append(part(f"cell{c}", area, key,
                          lambda surface, out, c=c: draw_cells(sc, surface, v, out, [c])))
    br = sc.board_rect
    if not moving:
        cap_h = theme.text("Hg", "text", max(12, sc.min_px, px * 3 // 4), theme.INK).get_height() + max(2, br.h // 200) + 2
        parts.append(part("caption", (br.x, br.bottom - cap_h, br.w, cap_h),
                          (common, v["board_count"], v["variant"]),
                          lambda surface, out: draw_caption(sc, surface, v)))
    rr = sc.right_rect
    parts.append(part("dam_title", (rr.x, sc.dam_label_y, rr.w, sc.dam_rect.y - sc.dam_label_y),
                      (common, sc.shown_dam(v), v["dam"]["enabled"]),
                      lambda surface, out: draw_dam_title(sc, surface, v, out)))
    # the dam (its waves drift over it every frame: draw_moving)
    drop = sc.moving.stone_drop
    dam_key = (common, sc.shown_dam(v), sc.water or 0.0, v["dam"]["enabled"], v["dam"]["complete"], phase,
               (drop[0], drop[1].progress) if drop else None)
    parts.append(part("dam", sc.dam_rect, dam_key, lambda surface, out: draw_dam_block(sc, surface, v)))
    if phase == "setup":     # the finds still to place (draw_tray)
        placer = v["placer"]
        lower_key = (common, phase, placer, tuple(v["unplaced"][placer]), v["selected_token"], hover)
    else:                    # the viewer's hand (draw_hand)
        hand = v["hand"]
        lower_key = (common, phase, None if hand is None else tuple(c["kind"] for c in hand), v["step"],
                     v["active"], v["draw_pile"], len(v["discard"]), v["round"], hover)
    parts.append(part("lower", sc.lower_rect.inflate(2 * px, 2 * px), lower_key,
                      lambda surface, out: draw_lower(sc, surface, v, out)))
    lr = sc.left_rect
    top = sc.played_rect.y - int(px * 2.2)
    pc = v.get("played_card")
    played_key = (common, phase, v["step"], v.get("active"), None if pc is None else pc["kind"],
                  repr(v.get("dig")), v.get("peeks_left"), sc.moving.card_pop is None)
    parts.append(part("played", (lr.x - px, top, lr.w + 2 * px, lr.bottom + px - top), played_key,
                      lambda surface, out: draw_played(sc, surface, v, card=sc.moving.card_pop is None)))
    if decision and not moving:
        parts.append(part("decision", br.inflate(2 * px, 2 * px),
                          (common, id(v), hover, sorted(sc.declare_choice), sc.challenge is None,
                           sc.reveal is None),
                          lambda surface, out: _draw_decision(sc, surface, v, items, out)))
    return parts


def still_picture(sc, v):
    """The still picture (background, players, board, hands, panels) for GameScene.draw_still: its
    key, its base and its parts, each repainted only where something it shows changed
    (scenes/table/still.py); `draw_moving` paints what moves on top of it every frame."""
    still, moving = _moving_cells(sc)
    decision = _decision_shown(sc, v)
    items = decision_items(sc, v) if decision else []
    backdrop = _backdrop(sc, v)
    # the view by identity (the scene's cached view of this position, GameScene.view, kept as
    # `_frame_view` so its id cannot pass to another view while it is in the key)
    sc._frame_view = v
    key = (id(v), id(backdrop), repr((sc.cells, sc.held.signature(), still, bool(moving), _hover_key(sc, v, items),
                                      sc.viewer, sc.human_to_act, sc.animator.busy, sc.challenge is None,
                                      sc.moving.card_pop is None, sorted(sc.declare_choice), sc.reveal is None,
                                      sc.recaps, sc.seats, sc.size)))

    def parts():
        got = _parts(sc, v, still, moving, decision, items)
        sc._frame_items = items
        sc._still_names = [p.name for p in got]
        return got
    return key, (lambda: backdrop), parts


def frame_tips(sc) -> list:
    """The tooltips the still picture's parts laid out, in their order."""
    return [t for n in getattr(sc, "_still_names", ()) for t in sc._part_tips.get(n, [])]


def _draw_decision(sc, surface, v, items, tips):
    draw_decision(sc, surface, v, items, sc.hover_pos)
    for it in items:
        if it.tip:
            tips.append((it.rect, it.tip))


def draw_moving(sc, surface, v):
    """Everything that moves or changes by itself, over the still picture (see `still_picture`)."""
    tips = frame_tips(sc)
    still, moving = _moving_cells(sc)
    if moving:
        draw_cells(sc, surface, v, tips, moving)
        draw_caption(sc, surface, v)
        if _decision_shown(sc, v):
            _draw_decision(sc, surface, v, sc._frame_items, tips)
    if v["dam"]["enabled"] and not (v["dam"]["complete"] and v["phase"] == "play"):   # not over the last-round note
        draw_waves(surface, sc.dam_rect, sc.water or 0.0)
    if v["phase"] == "memorise":
        draw_memorise(sc, surface, v)
    if sc.moving.card_pop is not None:
        draw_played_card(sc, surface, v)
    if _decision_shown(sc, v) and v["step"] == "challenge" and v["options"]["valuable_find"] == "challenge" \
            and sc.challenge is not None:
        vf = v["valuable_find"]
        tok = v["board"][vf["cell"]]["token"] if vf and v["board"][vf["cell"]] else None
        draw_challenge(sc, surface, decision_box(sc), sc.challenge, tok)
    for f in sc.moving.flyers:
        p = f["tween"].progress
        a, b = f["a"], f["b"]
        x = a.centerx + (b.centerx - a.centerx) * p
        y = a.centery + (b.centery - a.centery) * p - math.sin(math.pi * p) * sc.token_size * 0.9
        size = int(a.w + (b.w - a.w) * p) if b.w < a.w else int(a.w + (max(b.w, b.h) - a.w) * p)
        size = max(6, size)
        tok = f["token"] if p < 0.75 else f["token_end"]
        r = pygame.Rect(0, 0, size, size)
        r.center = (int(x), int(y))
        draw_token(surface, tok, r, lift=math.sin(math.pi * p) * size * 0.3, art_size=max(6, a.w, b.w, b.h))
    sc.puffs.draw(surface)
    if sc.reveal is not None and not sc.animator.busy:
        tips = draw_reveal(sc, surface, sc.reveal, sc.hover_pos)   # its tips replace those under it
    draw_banner(sc, surface)
    for rect, tip in tips:
        if rect.collidepoint(sc.hover_pos) and not sc.animator.busy:
            sc.show_tooltip(tip)
            break


# ---- players -------------------------------------------------------------------------------------------------
def recap_lines(text, px, width1, width2, min_px):
    """A computer's recap on at most two lines, the first `width1` wide and the second `width2`:
    ((line, size), (line, size) or None), at the largest size from `px` down to `min_px` at which it
    all fits, else at `min_px` with the second line left to be cut short by theme.fit_line."""
    words = text.split(" ")
    for size in range(px, min_px - 1, -1):
        first = []
        for w in words:
            if first and theme.width(" ".join(first + [w]), "text", size) > width1:
                break
            first.append(w)
        rest = " ".join(words[len(first):])
        if not rest:
            return (" ".join(first), size), None
        if theme.width(" ".join(first), "text", size) <= width1 and theme.width(rest, "text", size) <= width2:
            return (" ".join(first), size), (rest, size)
    return (" ".join(first), min_px), (rest, min_px)


def draw_players(sc, surface, v, tips, only=None):
    told = sc.shown_view()      # whose turn it is, as the picture shows it (the move before is still shown)
    for s, r in enumerate(sc.player_rects):
        if only is None or s == only:
            _draw_seat(sc, surface, v, tips, told, s, r)


def _draw_seat(sc, surface, v, tips, told, s, r):
    """One player's panel: the frame and name row, the recap or notes, then the collection and the hand
    (during setup and memorising, a line about the finds instead)."""
    cur = told["current_player"]
    tr, right_limit = _seat_frame(sc, surface, v, told, s, r)
    band, band_right, right_limit = _seat_band(sc, s, r, cur, tr, right_limit)
    sc.seat_texts = getattr(sc, "seat_texts", {})
    said = sc.seat_texts[s] = []      # (what, where) of this panel's texts and cards (the layout tests read it)
    x = _seat_name(sc, surface, s, r, right_limit, said)
    band.x, band.w = x, max(0, band_right - x)
    _seat_recap_or_notes(sc, surface, v, tips, s, r, x, band, right_limit, said)
    a = sc.coll_anchor(s)
    if v["phase"] in ("setup", "memorise"):
        _seat_finds_line(sc, surface, v, s, r, a)
        return
    coll = v["collections"][s]
    count = sc.shown_collection(v, s)
    word, x0 = _seat_count(sc, surface, v, tips, s, r, a, coll, count, said)
    if coll["face_up"] and coll["tokens"] and count == coll["count"]:
        _seat_thumbnails(sc, surface, v, s, r, a, coll, x0)
    _seat_hand(sc, surface, v, tips, s, r, a, count, word, x0, said)


def _band(r) -> pygame.Rect:
    """The band of a player's panel under its name row and above its cards (no width yet)."""
    band = pygame.Rect(0, r.y + r.h // 4 + r.h // 9, 0, 0)
    band.h = max(0, r.bottom - int(r.h * 0.36) - r.h // 8 - 2 - band.y)
    return band


def _badge_takes_the_tag(sc, s, r, cur) -> bool:
    """A computer to play whose thinking badge does not fit in its panel's band: while it thinks, the
    badge covers the "to play" tag (it says as much)."""
    return s == cur and not sc.is_human(s) and _band(r).h + sc.px // 2 < sc.thinking_badge_size()[1]


def _seat_frame(sc, surface, v, told, s, r):
    """The panel, the seat's symbol and, for the player to play, the "to play" tag at the top right:
    (the tag's rect or None, where the name row must end)."""
    px = sc.px
    cur = told["current_player"]
    active = s == told.get("active") or (v["phase"] == "setup" and s == v["placer"])
    fill = (252, 240, 210) if active else (240, 228, 204)
    border = sc.colour(s) if s == cur else theme.SAND_DARK
    panel(surface, r, fill=fill, border=border, width=4 if s == cur else 2, radius=max(8, r.h // 8))
    theme.draw_symbol(surface, sc.symbol(s), (r.x + r.h // 4, r.y + r.h // 4), max(6, r.h // 9), sc.colour(s))
    right_limit = r.right - px // 2
    tr = None
    if s == cur and v["phase"] != "memorise":
        tag = theme.text(_("to play") if s == told.get("active") or v["phase"] != "play" else _("deciding"), "bold",
                         max(12, sc.min_px, int(r.h * 0.15)), theme.mark_fill(sc.colour(s)))   # readable on any seat
        tr = tag.get_rect().inflate(px, px // 3)
        tr.topright = (r.right - px // 2, r.y + px // 3)
        pygame.draw.rect(surface, sc.colour(s), tr, border_radius=tr.h // 2)
        blit_centered(surface, tag, tr.center)
        right_limit = tr.x - px // 2
    return tr, right_limit


def _seat_band(sc, s, r, cur, tr, right_limit):
    """The band under the name row, above the cards: a second line of the recap, and at the right
    of the computer to play the thinking badge (GameScene.draw_thinking asks thinking_spot).
    (band, its right end, the name row's right end)."""
    px = sc.px
    band = _band(r)
    band_right = r.right - px // 2
    sc.thinking_spots = getattr(sc, "thinking_spots", {})
    sc.thinking_spots[s] = None
    if s == cur and not sc.is_human(s):
        bw, bh = sc.thinking_badge_size()
        spot = pygame.Rect(r.right - px // 3 - bw, band.y, bw, band.h)
        if not _badge_takes_the_tag(sc, s, r, cur):
            band_right = spot.x - px // 2
        elif tr is not None:     # a small panel: the badge takes the place of "to play" (it says as much)
            spot = pygame.Rect(r.right - px // 3 - bw, tr.centery - bh // 2, bw, bh)
            right_limit = min(right_limit, spot.x - px // 2)
        sc.thinking_spots[s] = spot
    return band, band_right, right_limit


def _seat_name(sc, surface, s, r, right_limit, said):
    """The player's name; where the text after it starts."""
    x = r.x + r.h // 2
    lab = theme.fit_line(sc.name(s), "bold", max(13, sc.min_px, int(r.h * 0.2)), theme.INK, right_limit - x,
                         sc.min_px)
    surface.blit(lab, lab.get_rect(midleft=(x, r.y + r.h // 4)))
    said.append((sc.name(s), lab.get_rect(midleft=(x, r.y + r.h // 4))))
    return x + lab.get_width() + sc.px // 2


def _seat_recap_or_notes(sc, surface, v, tips, s, r, x, band, right_limit, said):
    """After the name: what a computer just did, else short notes ("computer", "starts each round"),
    the last dropped where they do not fit."""
    bot, starts = sc.is_computer(s), s == v["starting_player"] and v["phase"] == "play"
    # the notes, shorter and shorter: the first that fits is drawn
    notes = [_("computer, starts each round"), _("computer")] if bot and starts else \
        [_("computer")] if bot else [_("starts each round")] if starts else []
    recap = sc.recap_text(s) if not sc.is_human(s) and v["phase"] == "play" else ""
    if recap:   # what this computer just did, in a few words (the log has the details)
        _seat_recap(sc, surface, tips, s, r, x, band, right_limit, said, recap)
        notes = []
    for note in notes:
        st = theme.text(note, "text", max(12, sc.min_px, int(r.h * 0.13)), theme.INK_SOFT)
        if x + st.get_width() <= right_limit:
            surface.blit(st, st.get_rect(midleft=(x, r.y + r.h // 4 + 2)))
            break


def _recap_wording(sc, s, recap, rpx, width1, width2):
    """The whole recap on two lines if it fits; else without the word "computer"; in a very narrow
    panel its latest steps, whole words only (the tooltip and the log have the rest)."""
    parts = sc.recaps.get(s) or []
    # Translators: a computer's last turn in a few words, after its name ("computer: played Guests; ...")
    wordings = ([_("computer: {recap}").format(recap=recap)] if sc.is_computer(s) else []) + [recap] + \
        ["... " + "; ".join(parts[k:]) for k in range(1, len(parts))]
    for text in wordings:
        one, two = recap_lines(text, rpx, width1, width2, sc.min_px)
        # (a first word wider than its room, "computer:" beside a thinking badge, does not fit either)
        fits_one = theme.width(one[0], "text", one[1]) <= width1
        if fits_one and (two is None or theme.width(two[0], "text", two[1]) <= width2):
            break
    return one, two


def _seat_recap(sc, surface, tips, s, r, x, band, right_limit, said, recap):
    rpx = max(12, sc.min_px, int(r.h * 0.13))
    one, two = _recap_wording(sc, s, recap, rpx, right_limit - x, band.w)
    st = theme.text(one[0], "text", one[1], theme.TERRACOTTA_DARK)
    surface.blit(st, st.get_rect(midleft=(x, r.y + r.h // 4 + 2)))
    said.append((one[0], st.get_rect(midleft=(x, r.y + r.h // 4 + 2))))
    wide = st.get_width()
    if two:
        st2 = theme.fit_line(two[0], "text", two[1], theme.TERRACOTTA_DARK, band.w, two[1])
        at = st2.get_rect(midleft=(x, band.y + min(band.h, st2.get_height()) // 2))
        surface.blit(st2, at)
        said.append((two[0] if at.w >= theme.width(two[0], "text", two[1]) else two[0] + "…", at))
        wide = max(wide, st2.get_width())
    # Translators: a computer's name and its last turn in a few words
    tips.append((pygame.Rect(x, r.y, wide, r.h // 2), _("{player}: {recap}").format(player=sc.name(s), recap=recap)))


def _seat_finds_line(sc, surface, v, s, r, a):
    """During setup and memorising, in place of the collection and the hand: the finds left to place."""
    left = len(v["unplaced"][s])
    t = theme.fit_line(_n("{n} find still to place", "{n} finds still to place", left) if v["phase"] == "setup"
                       else _("all finds placed"),
                       "text", max(13, sc.min_px, int(r.h * 0.17)), theme.INK_SOFT, r.right - sc.px // 2 - a.x,
                       sc.min_px)
    surface.blit(t, t.get_rect(midleft=(a.x, a.centery)))


def points_word(count: int) -> str:
    """The word drawn after a player's score ("points"), in the number the score asks for."""
    # Translators: the word after a player's score, which is drawn before it as a figure ({n} is not
    # part of the text)
    return _n("point", "points", count)


def _count_sizes(sc, r, count, npx, room):
    """The count and the word "points" share the room left of the cards: a two-digit count gives
    up some of its size before the word goes. (the word's picture or None, the count's size)."""
    px = sc.px
    wtext = points_word(count)
    least = max(sc.min_px, int(npx * 0.6))     # the count stays the panel's largest figure
    for wpx in range(max(12, sc.min_px, int(r.h * 0.15)), sc.min_px - 1, -1):
        ww = theme.width(wtext, "text", wpx) + px // 2
        fit = theme.fitted_size(str(count), "title", npx, max(1, room - ww), 0, 0, least)
        if theme.width(str(count), "title", fit) <= room - ww:
            return theme.text(wtext, "text", wpx, theme.INK_SOFT), fit
    return None, npx


def _seat_count(sc, surface, v, tips, s, r, a, coll, count, said):
    """The collection: a small stack and the count. (the word "points" to draw later or None, where the
    thumbnails start)."""
    px = sc.px
    for i in range(min(count, 4)):
        draw_token(surface, None, a.move(i * a.w // 8, -i * a.w // 8), shadow=i == 0)
    hs0 = v["hand_sizes"][s]
    ch0 = int(r.h * 0.36)
    hand_left = r.right - px - max(0, hs0 - 1) * (int(ch0 * 0.7) * 3 // 4) - int(ch0 * 0.7) if hs0 else r.right - px
    nx = a.right + a.w * 3 // 8 + px // 2
    thumbs = coll["face_up"] and coll["tokens"] and count == coll["count"]
    room = max(px, hand_left - px // 2 - nx)
    word, npx = None, int(a.h * 0.9)
    if not thumbs:
        word, npx = _count_sizes(sc, r, count, npx, room)
    n = theme.fit_line(str(count), "title", npx, theme.INK, room, sc.min_px)
    surface.blit(n, n.get_rect(midleft=(nx, a.centery)))
    ink = n.get_bounding_rect()        # the figure's own height (its line box is taller)
    said.append((str(count), ink.move(n.get_rect(midleft=(nx, a.centery)).topleft)))
    if coll["face_up"]:
        tip = _n("{player}'s collection: {n} token = {n} point", "{player}'s collection: {n} tokens = {n} points",
                 count, player=sc.name(s))
    else:
        tip = _n("{player}'s collection: {n} token = {n} point (face down)",
                 "{player}'s collection: {n} tokens = {n} points (face down)", count, player=sc.name(s))
    tips.append((a.inflate(a.w * 2, 0), tip))
    return word, nx + n.get_width() + px


def _seat_thumbnails(sc, surface, v, s, r, a, coll, x0):
    """An open collection's tokens, face up, as many as fit left of the cards."""
    px = sc.px
    ts = max(10, int(a.h * 0.75))
    hs_ = v["hand_sizes"][s]
    ch_ = int(r.h * 0.36)
    hand_x_ = r.right - px - (hs_ - 1) * (int(ch_ * 0.7) * 3 // 4) - int(ch_ * 0.7)
    room = max(1, (hand_x_ - x0 - px // 2) // (ts + 2))
    for i, tok in enumerate(coll["tokens"][:room]):
        tr = pygame.Rect(x0 + i * (ts + 2), a.centery - ts // 2, ts, ts)
        draw_token(surface, tok["token"], tr, shadow=False)


def _seat_hand(sc, surface, v, tips, s, r, a, count, word, x0, said):
    """The word "points" after the count, then the hand: backs for everyone (the viewer's own cards
    are shown face up on the right)."""
    px = sc.px
    hs = v["hand_sizes"][s]
    ch = int(r.h * 0.36)
    cw = int(ch * 0.7)
    step = cw * 3 // 4
    hand_x = r.right - px - (hs - 1) * step - cw
    if word is not None:
        surface.blit(word, word.get_rect(midleft=(x0 - px // 2, a.centery + a.h // 6)))
        said.append((points_word(count), word.get_rect(midleft=(x0 - px // 2, a.centery + a.h // 6))))
    for i in range(hs):
        cr = pygame.Rect(hand_x + i * step, r.bottom - ch - r.h // 8, cw, ch)
        draw_card(surface, cr, None)
    if hs:
        hand_r = pygame.Rect(hand_x, r.bottom - ch - r.h // 8, (hs - 1) * step + cw, ch)
        said.append(("cards", hand_r))
        tips.append((hand_r, _("Your cards are on the right.") if s == sc.viewer else
                     _n("{player}'s {n} card (hidden)", "{player}'s {n} cards (hidden)", hs, player=sc.name(s))))


# ---- board ------------------------------------------------------------------------------------------------------
def place_hint_rect(sc, v):
    """During setup, where the find in hand would go (under the mouse), or None."""
    if v["phase"] == "setup" and sc.human_to_act and v["selected_token"] is not None \
            and sc.board_rect.collidepoint(sc.hover_pos):
        if v["variant"] == "expert":
            a, _unused = sc.free_placement(sc.hover_pos)
            return sc.cell_rect(0, (a["x"], a["y"])) if a is not None else None
        c = sc.cell_at(sc.hover_pos, empty=True)
        return sc.cell_rect(c) if c is not None else None
    return None


def draw_place_hint(sc, surface, v, r=None):
    r = r or place_hint_rect(sc, v)
    if r is not None:
        draw_token(surface, v["selected_token"], r, shadow=False, alpha=140)
        pygame.draw.rect(surface, theme.OCHRE, r.inflate(6, 6), 3, border_radius=r.w // 6)


def draw_cells(sc, surface, v, tips, cells):
    br = sc.board_rect
    step = v["step"]
    mine = sc.human_to_act
    hover_cell = sc.cell_at(sc.hover_pos) if br.collidepoint(sc.hover_pos) else None
    revealed = set(v["revealed"])
    vf_cell = v["valuable_find"]["cell"] if v.get("valuable_find") else None
    for c in cells:
        e = sc.cells[c]
        rect = sc.cell_rect(c, e["pos"])
        flip = sc.moving.flips.get(c)
        shake = sc.moving.shakes.get(c)
        if shake is not None:
            rect = rect.move(int(math.sin(shake.progress * 40) * rect.w * 0.06 * (1 - shake.progress)), 0)
        if flip is not None:
            _draw_flip(sc, surface, c, rect, flip)
            continue
        tok = e["token"] if e["up"] else None
        lift = 0
        if hover_cell == c and mine and step in ("dig", "peek") and not e["up"]:
            lift = max(2, rect.w // 14)
        draw_token(surface, tok, rect, lift=lift)
        if lift:
            pygame.draw.rect(surface, theme.OCHRE, rect.inflate(4, 4).move(0, -lift), 3, border_radius=rect.w // 6)
        _draw_cell_marks(sc, surface, c, e, rect, revealed, vf_cell)
        if tok is not None:   # shown only under the mouse (tooltips are matched every frame)
            tips.append((rect, D.token_label(tok)))


def _draw_flip(sc, surface, c, rect, flip):
    """A token turning over (sliding to its new place on the expert board as it turns)."""
    p = flip["tween"].progress
    tok = flip["from"] if p < 0.5 else flip["to"]
    scale = abs(math.cos(math.pi * p))
    if flip["new_pos"] is not None and p > 0.0:
        new = sc.cell_rect(c, flip["new_pos"])
        q = ease_in_out(p)
        rect = pygame.Rect(int(rect.x + (new.x - rect.x) * q), int(rect.y + (new.y - rect.y) * q), rect.w, rect.h)
    draw_token(surface, tok, rect, flip=max(0.04, scale), lift=math.sin(math.pi * p) * rect.w * 0.12)


def _draw_cell_marks(sc, surface, c, e, rect, revealed, vf_cell):
    """Over a token: the outline of a revealed one, the "secret" label of a peeked one, the glow."""
    if c in revealed and c in sc.cells and e["up"]:
        pygame.draw.rect(surface, theme.OCHRE if c != vf_cell else (255, 214, 90), rect.inflate(6, 6),
                         max(2, rect.w // 18), border_radius=rect.w // 6)
    if e.get("peek"):
        pygame.draw.rect(surface, theme.LAPIS, rect.inflate(6, 6), max(2, rect.w // 18), border_radius=rect.w // 6)
        eye = theme.text(_("secret"), "bold", max(11, sc.min_px, rect.w // 6), theme.WHITE)
        er = eye.get_rect().inflate(6, 2)
        er.midbottom = (rect.centerx, rect.bottom + er.h // 2)
        pygame.draw.rect(surface, theme.LAPIS, er, border_radius=er.h // 2)
        blit_centered(surface, eye, er.center)
    glow = sc.moving.glows.get(c)
    if glow is not None:
        a = int(200 * math.sin(math.pi * glow.progress))
        g = pygame.Surface(rect.inflate(10, 10).size, pygame.SRCALPHA)
        pygame.draw.rect(g, (80, 120, 200, a), g.get_rect(), 5, border_radius=rect.w // 5)
        surface.blit(g, rect.inflate(10, 10).topleft)


def draw_caption(sc, surface, v):
    br = sc.board_rect
    n = v['board_count']
    if v["variant"] == "expert":
        cap = _n("{n} token on the board  -  Expert: tokens shift a little each time they turn face down",
                 "{n} tokens on the board  -  Expert: tokens shift a little each time they turn face down", n)
    else:
        cap = _n("{n} token on the board", "{n} tokens on the board", n)
    t = theme.fit_line(cap, "text", max(12, sc.min_px, sc.px * 3 // 4), (92, 64, 36), br.w - 2 * sc.px, sc.min_px)
    surface.blit(t, t.get_rect(midbottom=(br.centerx, br.bottom - max(2, br.h // 200))))


# ---- right column: dam, hand / tray / memorise -------------------------------------------------------------------
def draw_lower(sc, surface, v, tips):
    """Below the dam: the finds still to place during setup, later the viewer's hand."""
    if v["phase"] == "setup":
        draw_tray(sc, surface, v, tips)
    elif v["phase"] != "memorise":
        draw_hand(sc, surface, v, tips)


def draw_dam_title(sc, surface, v, tips):
    px = sc.px
    dam = v["dam"]
    shown = sc.shown_dam(v)
    title = _("The dam") if dam["enabled"] else _("The spoil heap (no dam in the simplified game)")
    # Translators: {shown}: the stones the dam has, {n}: the stones it takes (18)
    cnt = theme.text(_n("{shown} / {n} stone", "{shown} / {n} stones", D.DAM_SLOTS, shown=min(shown, 99)), "bold",
                     px, theme.INK_SOFT)
    if cnt.get_width() + theme.text(_("The dam"), "title", int(px * 1.1), theme.INK).get_width() + px > sc.dam_rect.w:
        cnt = theme.text(f"{min(shown, 99)} / {D.DAM_SLOTS}", "bold", px, theme.INK_SOFT)
    room = sc.dam_rect.w - cnt.get_width() - px // 2
    t = theme.fit_line(title, "title", int(px * 1.1), theme.INK, room, sc.min_px)
    if t.get_width() > room:
        t = theme.fit_line(_("The dam") if dam["enabled"] else _("Spoil heap"), "title", int(px * 1.1), theme.INK,
                           room, sc.min_px)
    surface.blit(t, (sc.dam_rect.x, sc.dam_label_y))
    surface.blit(cnt, cnt.get_rect(topright=(sc.dam_rect.right, sc.dam_label_y + px // 4)))
    # Translators: {shown}: the stones laid, {n}: the stones the dam takes (18)
    tips.append((sc.dam_rect, _n("The dam: {shown} of {n} stone laid. When the 18th lands, the round in progress "
                                 "is the last.", "The dam: {shown} of {n} stones laid. When the 18th lands, the round "
                                 "in progress is the last.", D.DAM_SLOTS, shown=shown)
                 if dam["enabled"] else _("Simplified game: no dam ends the game.")))


def draw_dam_block(sc, surface, v):
    """The dam with its water (the waves are drawn over it every frame), and the notes written over it."""
    px = sc.px
    dam = v["dam"]
    shown = sc.shown_dam(v)
    drop = sc.moving.stone_drop
    draw_dam(surface, sc.dam_rect, shown, sc.water or 0.0, enabled=dam["enabled"],
             new_slot=drop[0] if drop else None, new_progress=drop[1].progress if drop else 1.0,
             backdrop=dam_backdrop(sc), waves=not dam["enabled"])   # a veiled dam's waves stand still
    if shown > D.DAM_SLOTS:
        # Translators: {n}: the stones beyond the dam's 18
        extra = theme.text(_("+{n} overflow").format(n=shown - D.DAM_SLOTS), "bold", px, theme.WHITE)
        surface.blit(extra, extra.get_rect(topright=(sc.dam_rect.right - px // 2, sc.dam_rect.y + px // 2)))
    if dam["complete"] and v["phase"] == "play":
        msg = theme.text(_("The dam is complete: this is the last round"), "bold", px, theme.WHITE)
        mr = msg.get_rect().inflate(px, px // 2)
        mr.midbottom = (sc.dam_rect.centerx, sc.dam_rect.bottom - px // 3)
        if mr.w > sc.dam_rect.w:
            msg = theme.text(_("Dam complete: last round!"), "bold", px, theme.WHITE)
            mr = msg.get_rect().inflate(px, px // 2)
            mr.midbottom = (sc.dam_rect.centerx, sc.dam_rect.bottom - px // 3)
        pygame.draw.rect(surface, theme.BAD, mr, border_radius=mr.h // 3)
        blit_centered(surface, msg, mr.center)


# the turn summary: English marked with N_, drawn with _()
HOW_TO = (N_("How a turn goes"), [
    N_("1. Play one card from your hand."),
    N_("2. Dig up two face-down tokens."),
    N_("Two of a find type: keep one, one goes to the dam (both with the matching card)."),
    N_("Scorpion: it goes to the dam with a token of your collection."),
    N_("Sand: nothing happens."),
    N_("When the dam holds 18 stones, the round is the last."),
])


def how_to_rect(sc, v):
    """Where the turn summary goes (under the played card), or None where there is no room for it
    or the game is over."""
    px = sc.px
    top = sc.played_rect.bottom + int(px * 2.2)
    room = sc.left_rect.bottom - top
    if room < px * 8 or v["phase"] == "over":
        return None
    return pygame.Rect(sc.left_rect.x, top, sc.left_rect.w, room)


def draw_how_to(sc, surface, v):
    px = sc.px
    box = how_to_rect(sc, v)
    if box is None:
        return
    title, lines = HOW_TO
    y = box.y + px // 2
    t = theme.text(_(title), "title", px, theme.INK_SOFT)
    surface.blit(t, (box.x + px // 2, y))
    y += t.get_height() + px // 4
    for line in lines:
        lt = theme.text(_(line), "text", max(12, sc.min_px, px * 4 // 5), theme.INK_SOFT, wrap=box.w - px)
        if y + lt.get_height() > box.bottom:
            break
        surface.blit(lt, (box.x + px // 2, y))
        y += lt.get_height() + px // 4


def draw_played(sc, surface, v, card=True):
    """The played card with its heading and progress line; `card` False leaves the card itself out (it
    is popping in, drawn every frame by `draw_played_card`)."""
    px = sc.px
    r = sc.played_rect
    draw_how_to(sc, surface, v)
    if r.h < px * 2:
        return
    pc = v.get("played_card")
    if v["phase"] != "play":
        return
    if pc is None:
        if v["phase"] == "play":
            t = theme.fit_line(_("No card played yet this turn"), "serif", px, theme.INK_SOFT, r.w, sc.min_px)
            surface.blit(t, t.get_rect(bottomleft=(r.x, r.y - px // 4)))
        return
    who = sc.name(v["active"])
    head = theme.fit_line(_("Played by {player}").format(player=who), "title", int(px * 1.05), theme.INK, r.w,
                          sc.min_px)
    surface.blit(head, head.get_rect(bottomleft=(r.x, r.y - px // 4)))
    if card:
        draw_played_card(sc, surface, v)
    d = v.get("dig")
    line = ""
    if v["step"] == "dig" and d:
        k, n = d['size'] - d['left_in_dig'], d['size']
        if d["digs_left"] == 2:
            # Translators: {k} of the {n} tokens of this dig are dug up; it is the first of the Professor's two digs
            line = _n("{k} of {n} token dug up  -  first of two digs", "{k} of {n} tokens dug up  -  first of two digs",
                      n, k=k)
        else:
            # Translators: {k} of the {n} tokens of this dig are dug up
            line = _n("{k} of {n} token dug up", "{k} of {n} tokens dug up", n, k=k)
    elif v["step"] == "peek":
        line = _n("{n} secret look left", "{n} secret looks left", v['peeks_left'])
    if line:
        t = theme.fit_line(line, "bold", px, theme.TERRACOTTA_DARK, r.w, sc.min_px)
        surface.blit(t, (r.x, r.bottom + px // 2))


def draw_played_card(sc, surface, v):
    r = sc.played_rect
    pc = v.get("played_card")
    if r.h < sc.px * 2 or v["phase"] != "play" or pc is None:
        return
    rr = r
    if sc.moving.card_pop is not None:   # growing into place: the face laid out for its place, scaled
        p = sc.moving.card_pop.progress
        rr = r.inflate(-int(r.w * 0.3 * (1 - p)), -int(r.h * 0.3 * (1 - p)))
    draw_card(surface, r, pc["kind"], big=True, selected=True, min_px=sc.min_px, scale_to=rr)


_banners = SurfaceCache(screens=0.25, floor_mb=2, scope="table")


def draw_banner(sc, surface):
    if sc.moving.banner is None:
        return
    text, tw, kind, seat = sc.moving.banner
    p = tw.progress
    alpha = int(255 * min(1.0, p * 6, (1 - p) * 5 + 0.2))
    px = int(sc.px * 1.3)
    colour = {"good": (40, 100, 60), "bad": (150, 50, 40), "info": (50, 44, 60), "seat": (44, 34, 28)}[kind]
    label = theme.text(text, "title", px, theme.WHITE)
    br = sc.board_rect
    box = label.get_rect().inflate(px * 2, px)
    if seat is not None:
        box.w += px * 2
    box.center = (br.centerx, br.y + int(br.h * 0.1))
    key = (text, kind, seat, px, sc.colour(seat) if seat is not None else None,
           sc.symbol(seat) if seat is not None else None)
    s = _banners.get(key)
    if s is not None:   # made once per banner; only its fading alpha changes per frame
        s.set_alpha(max(0, alpha))
        surface.blit(s, box)
        return
    s = _banners[key] = pygame.Surface(box.size, pygame.SRCALPHA)
    pygame.draw.rect(s, (*colour, 230), s.get_rect(), border_radius=box.h // 3)
    if seat is not None:
        pygame.draw.rect(s, sc.colour(seat), s.get_rect(), max(3, px // 6), border_radius=box.h // 3)
        theme.draw_symbol(s, sc.symbol(seat), (px * 3 // 2, box.h // 2), px // 2, sc.colour(seat), theme.WHITE)
        s.blit(label, label.get_rect(center=(box.w // 2 + px, box.h // 2)))
    else:
        s.blit(label, label.get_rect(center=(box.w // 2, box.h // 2)))
    s.set_alpha(max(0, alpha))
    surface.blit(s, box)
