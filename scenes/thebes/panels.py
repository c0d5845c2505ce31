"""Thebes HUD: the 52-week time track round the map, the card display and exhibition slots, and
each player's tableau panel. Drawing only; hit rects with tooltips go to `scene.hits`."""
from __future__ import annotations

from typing import NamedTuple

import pygame

from game.i18n import _, _n
from game.thebes import data as D
from scenes.thebes.pieces import CARD_TITLE, card_effect, card_rule, draw_card, icon, site_chip, site_rgb
from ui import theme
from ui.widgets import blit_centered, panel


def not_now(reason: str) -> str:
    """The line of a tooltip that says why something cannot be done now."""
    # Translators: {reason}: why a card cannot be taken, or a site dug, now
    return _("Not now: {reason}").format(reason=reason)


def track_cells(board: pygame.Rect, t: int) -> list[pygame.Rect]:
    """52 cells clockwise from the top-left corner: 16 along the top, 10 down the right side,
    16 back along the bottom, 10 up the left side."""
    cells = []
    cw = board.w / 16
    ch = (board.h - 2 * t) / 10
    for i in range(16):
        cells.append(pygame.Rect(round(board.x + i * cw), board.y, round(cw) + 1, t))
    for i in range(10):
        cells.append(pygame.Rect(board.right - t, round(board.y + t + i * ch), t, round(ch) + 1))
    for i in range(16):
        cells.append(pygame.Rect(round(board.right - (i + 1) * cw), board.bottom - t, round(cw) + 1, t))
    for i in range(10):
        cells.append(pygame.Rect(board.x, round(board.bottom - t - (i + 1) * ch), t, round(ch) + 1))
    return cells


def track_layer(size, board: pygame.Rect, cells, t: int, min_px: int = 0) -> pygame.Surface:
    """The static track frame (drawn once per window size); week numbers at least `min_px`."""
    layer = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(layer, (92, 62, 38), board, border_radius=max(4, t // 5))
    px = max(9, min_px, int(t * 0.36))
    for i, c in enumerate(cells):
        sq = i + 1
        fill = (236, 220, 184) if (sq - 1) // 4 % 2 == 0 else (226, 206, 164)
        inner = c.inflate(-2, -2)
        pygame.draw.rect(layer, fill, inner)
        if sq % 13 == 1:  # season marks: a thin ochre rule every quarter
            pygame.draw.rect(layer, theme.OCHRE, inner, max(2, t // 14))
        lab = theme.text(str(sq), "bold" if sq % 4 == 1 else "text", px, (110, 84, 56))
        if i < 16:
            layer.blit(lab, lab.get_rect(midtop=(c.centerx, c.y + 2)))
        elif i < 26:
            layer.blit(lab, lab.get_rect(topright=(c.right - 3, c.y + 2)))
        elif i < 42:
            layer.blit(lab, lab.get_rect(midbottom=(c.centerx, c.bottom - 2)))
        else:
            layer.blit(lab, lab.get_rect(topleft=(c.x + 3, c.y + 2)))
    return layer


def marker_centre(cells, T: float, stack_index: int, t: int):
    """Centre of a time marker at (possibly fractional, while moving) time T."""
    T = max(1.0, min(float(D.END_T), T))
    sq = (T - 1) % 52
    i0 = int(sq) % 52
    i1 = (i0 + 1) % 52
    f = sq - int(sq)
    a, b = cells[i0].center, cells[i1].center
    x = a[0] + (b[0] - a[0]) * f
    y = a[1] + (b[1] - a[1]) * f
    return (x, y + t * 0.12 - stack_index * t * 0.22)


class _Rows(NamedTuple):
    """The tableau's three body rows: their box, row height, column width, and the sizes that follow
    the panel (its scale k, the counts' text size, the site chips' radius)."""
    box: pygame.Rect
    rh: float
    colw: float
    u: int
    k: float
    spx: int
    chip: int


def draw_tableau(scene, surface, rect: pygame.Rect, p: dict, view: dict, hidden_cards, hidden_tokens):
    """One player's panel: name, time and place; knowledge and permits per site; tools; finds."""
    seat = p["seat"]
    u = scene.u(0.02)
    acting = view["current_player"] == seat
    panel(surface, rect, fill=(252, 244, 224) if acting else (240, 228, 202),
          border=theme.OCHRE if acting else theme.SAND_DARK, width=4 if acting else 2, radius=max(6, u // 2))
    head = _tableau_header(scene, surface, rect, p, u, acting)
    # body rows
    rows = pygame.Rect(rect.x + u // 2, head.bottom + 2, rect.w - u, rect.bottom - head.bottom - u // 3)
    rh = rows.h / 3
    colw = rows.w / 6
    # the counts and icons follow the panel where it is bigger than the window's unit suggests (a
    # 21:9 window gives the panels twice the width: the counts stayed at 16 px in them)
    k = max(1.0, min(rh / (u * 2.3), colw / (u * 6)))
    spx = max(10, int(min(rh * 0.42, u * 0.95 * k)))
    chip = max(5, int(min(rh * 0.3, u * 0.7 * k)))
    grid = _Rows(rows, rh, colw, u, k, spx, chip)
    cards = [c for c in p["cards"] if c not in hidden_cards]
    _tableau_sites(scene, surface, p, view, grid, cards)
    _tableau_tools(scene, surface, grid, cards)
    _tableau_artifacts(scene, surface, p, grid, hidden_tokens)
    _tableau_exhibitions(scene, surface, p, grid, hidden_cards)


def _tableau_header(scene, surface, rect, p, u, acting) -> pygame.Rect:
    """The header band in the player's colour: symbol, score, name (and "TO ACT"), time and place, and
    a computer's last move under them. Returns the band."""
    seat = p["seat"]
    colour = scene.colour(seat)
    hh = hh0 = max(int(rect.h * 0.3), int(u * 2.2))
    last = scene.recaps.get(seat) if hasattr(scene, "recaps") else None
    rpx = max(10, scene.min_px, int(hh0 * 0.26))
    if last:   # a computer's last move, in a few words, under its name
        hh += int(rpx * 1.25)
    head = pygame.Rect(rect.x, rect.y, rect.w, hh)
    light = tuple(min(255, int(c * 0.55 + 115)) for c in colour)
    pygame.draw.rect(surface, light, head.inflate(-6, -6), border_radius=max(4, u // 3))
    pygame.draw.rect(surface, colour, (head.x + 3, head.y + 3, max(4, u // 3), head.h - 6), border_radius=2)
    sym_r = int(hh0 * 0.22)
    theme.draw_symbol(surface, scene.symbol(seat), (head.x + u + sym_r, head.centery), sym_r, colour,
                      outline=theme.INK)
    px = max(11, int(hh0 * 0.36))
    x0 = head.x + u + 2 * sym_r + u // 2
    # the score first (always shown, at the right), the name and the time in the room left of it
    score = sum(p["score"].values())
    # Translators: a player's score, "points" abbreviated (the same for any number)
    sc = theme.fit_line(_("{n} pts").format(n=score), "title", int(px * 1.2), theme.TERRACOTTA_DARK,
                        max(10, head.w // 3), 9)
    sr = sc.get_rect(midright=(head.right - u // 2, head.y + hh0 // 2))
    surface.blit(sc, sr)
    scene.note_text("score", sr, head)
    room = max(10, sr.left - u // 2 - x0)
    nm = _tableau_name(scene, surface, seat, head, hh0, px, u, x0, room, sr, acting)
    sb = p["score"]
    scene.hits.append((sr, _("Points so far: artifacts {artifacts}, exhibitions {exhibitions}, congress {congress}, "
                             "site majority {majority}.").format(artifacts=sb['artifacts'],
                                                                 exhibitions=sb['exhibitions'],
                                                                 congress=sb['congress'], majority=sb['majority'])))
    iy = head.y + int(hh0 * 0.12) + nm.get_height()
    info = _tableau_time_and_place(scene, surface, p, head, px, x0, room, iy)
    if last:
        # Translators: {recap}: a computer's last move in a few words
        lab = theme.fit_line((_("Last move: {recap}").format(recap=last), last), "bold", rpx, theme.TERRACOTTA_DARK,
                             head.right - u // 2 - x0, 9)
        at = (x0, min(iy + info.get_height(), head.bottom - lab.get_height() - 3))
        surface.blit(lab, at)
        scene.note_text("last move", lab.get_rect(topleft=at), head)
        scene.hits.append((pygame.Rect(x0, iy + info.get_height(), lab.get_width(), lab.get_height()),
                           _("{player}'s last move: {recap}.").format(player=scene.name(seat), recap=last)))
    return head


def _tableau_name(scene, surface, seat, head, hh0, px, u, x0, room, sr, acting) -> pygame.Surface:
    """The name (with "(computer)" when it fits) and the "TO ACT" tag; keeps the room right of them for
    the thinking badge. Returns the name's picture."""
    name = scene.name(seat)
    if not scene.is_computer(seat):
        names = (name, name, name)
    else:
        names = (_("{player} (computer)").format(player=name),
                 # Translators: "cpu" is the short form of "computer", where the panel is narrow
                 _("{player} (cpu)").format(player=name), name)
    nm = theme.fit_line(names, "bold", px, theme.INK, room, 9)
    surface.blit(nm, (x0, head.y + hh0 * 0.12))
    scene.note_text("name", nm.get_rect(topleft=(x0, head.y + hh0 * 0.12)), head)
    free_x = x0 + nm.get_width() + u // 2      # the header's free room: right of the name (and tag)
    if acting:
        tag = theme.text(_("TO ACT"), "bold", max(9, int(px * 0.62), theme.least_px(scene.size[1])), theme.WHITE)
        box = tag.get_rect(midleft=(x0 + nm.get_width() + u // 2, head.y + hh0 * 0.12 + nm.get_height() // 2)).inflate(u // 2, 2)
        if box.right <= sr.left - 2:
            pygame.draw.rect(surface, theme.TERRACOTTA, box, border_radius=box.h // 2)
            blit_centered(surface, tag, box.center)
            free_x = box.right + u // 2
    # where a computer's "thinking..." badge goes: that free room, so it covers no figure
    scene.thinking_spots[seat] = pygame.Rect(free_x, head.y + int(hh0 * 0.12), max(0, sr.left - u // 2 - free_x),
                                             nm.get_height())
    return nm


def _tableau_time_and_place(scene, surface, p, head, px, x0, room, iy) -> pygame.Surface:
    seat = p["seat"]
    T = scene.shown_T(seat, p["T"])
    # Translators: a player's time on the track once it has reached the end of the game
    where = _("finished") if T >= D.END_T else _("{year}, week {week}").format(year=D.year_of(T), week=D.square_of(T))
    place = _(D.LOCATION_NAME[p['location']])
    # Translators: a player's time ("1902, week 14") and the place where their pawn stands
    info = theme.fit_line((_("{when} · at {place}").format(when=where, place=place),
                           _("{when} · {place}").format(when=where, place=place), where), "text",
                          max(10, int(px * 0.78)), theme.INK, room, 9)
    surface.blit(info, (x0, iy))
    scene.note_text("time and place", info.get_rect(topleft=(x0, iy)), head)
    return info


def _tableau_sites(scene, surface, p, view, grid: _Rows, cards):
    """Row 1: per site, knowledge points, rumor and permit; then general knowledge."""
    rows, colw, chip, spx = grid.box, grid.colw, grid.chip, grid.spx
    y = int(rows.y + grid.rh * 0.5)
    for i, site in enumerate(D.SITES):
        cx = int(rows.x + colw * i + chip + 2)
        used = not p["permits"][site]
        site_chip(surface, site, (cx, y), chip, crossed=used)
        kn = p["knowledge"][site]
        rum = any(D.CARDS[c]["type"] == "rumor" and D.CARDS[c].get("site") == site for c in cards)
        # Translators: knowledge points for a site and "R" for a rumor card about it held
        txt = _("{n} +R").format(n=kn) if rum else f"{kn}"
        lab = theme.fit_line((txt, txt.replace(" ", "")), "bold", spx, theme.INK if kn or rum else theme.INK_SOFT,
                             int(colw) - 2 * chip - 6, 9)
        surface.blit(lab, (cx + chip + 3, y - lab.get_height() // 2))
        hit = pygame.Rect(cx - chip, y - chip, int(colw) - 4, chip * 2)
        name = _(D.LOCATION_NAME[site])
        if rum:
            # Translators: {n}: the player's knowledge points for the site, and they hold a rumor card about it
            said = _("{site}: {n} specialized knowledge, a rumor (+2 once).").format(site=name, n=kn)
        else:
            # Translators: {n}: the player's knowledge points for the site
            said = _("{site}: {n} specialized knowledge.").format(site=name, n=kn)
        permit = _("Permit USED this year (crossed out).") if used else _("Permit valid this year.")
        bag = _n("Bag: {n} token.", "Bag: {n} tokens.", view['bags'][site])
        scene.hits.append((hit, f"{said} {permit} {bag}"))
    gx = int(rows.x + colw * 5 + 2)
    gsz = chip * 2
    surface.blit(icon("icon_general", gsz), (gx, y - gsz // 2))
    lab = theme.fit_line(str(p["general_knowledge"]), "bold", spx, theme.INK, int(rows.right - gx - gsz - 4), 9)
    surface.blit(lab, (gx + gsz + 3, y - lab.get_height() // 2))
    scene.hits.append((pygame.Rect(gx, y - gsz // 2, int(colw), gsz),
                       _("General knowledge {n}: adds up to as much as your site knowledge.").format(
                           n=p['general_knowledge'])))


_TOOL_ICONS = {"assistant": "icon_assistant", "shovel": "icon_shovel", "congress": "icon_congress",
               "car": "icon_car", "zeppelin": "icon_zeppelin", "special_permission": "icon_permission"}


def _faded(pic: pygame.Surface, alpha: int) -> pygame.Surface:
    """A copy of a shared icon, see-through (none of that kind held)."""
    pic = pic.copy()
    pic.set_alpha(alpha)
    return pic


def _tableau_tools(scene, surface, grid: _Rows, cards):
    """Row 2: tools and one-use cards, a count each."""
    rows, rh, u, k = grid.box, grid.rh, grid.u, grid.k
    y = int(rows.y + rh * 1.5)
    kinds = ["assistant", "shovel", "congress", "car", "zeppelin", "special_permission"]
    tcolw = rows.w / len(kinds)
    for i, kind in enumerate(kinds):
        n = sum(1 for c in cards if D.CARDS[c]["type"] == kind)
        x = int(rows.x + tcolw * i)
        isz = int(min(rh * 0.8, u * 1.6 * k))
        pic = icon(_TOOL_ICONS[kind], isz)
        if n == 0:
            pic = _faded(pic, 70)
        surface.blit(pic, (x, y - isz // 2))
        lab = theme.fit_line(f"{n}", "bold", grid.spx, theme.INK if n else theme.INK_SOFT, int(tcolw) - isz - 4, 9)
        surface.blit(lab, (x + isz + 2, y - lab.get_height() // 2))
        rule = card_rule(next((c for c in D.CARDS if D.CARDS[c]["type"] == kind)))
        # Translators: {card}: a card's title ("Shovel"), {n}: how many the player holds, {rule}: what it does
        said = _("{card}: {n}. {rule}").format(card=_(CARD_TITLE[kind]), n=n, rule=rule)
        scene.hits.append((pygame.Rect(x, y - isz // 2, int(tcolw) - 2, isz), said))


def _tableau_artifacts(scene, surface, p, grid: _Rows, hidden_tokens):
    """Row 3: artifacts per site, their count and total value."""
    rows, rh, colw, u, k = grid.box, grid.rh, grid.colw, grid.u, grid.k
    y = int(rows.y + rh * 2.5)
    toks = [t for t in p["tokens"] if t["id"] not in hidden_tokens]
    for i, site in enumerate(D.SITES):
        arts = [t for t in toks if t["kind"] == "artifact" and t["site"] == site]
        cx = int(rows.x + colw * i)
        isz = int(min(rh * 0.8, u * 1.5 * k))
        pic = icon("artifact", isz)
        if not arts:
            pic = _faded(pic, 60)
        surface.blit(pic, (cx, y - isz // 2))
        pygame.draw.circle(surface, site_rgb(site), (cx + isz - 3, y + isz // 3), max(3, grid.chip // 2))
        txt = f"{len(arts)}" + (f" ({sum(t['value'] for t in arts)})" if arts else "")
        lab = theme.fit_line((txt, txt.replace(" ", "")), "bold", grid.spx, theme.INK if arts else theme.INK_SOFT,
                             int(colw) - isz - 5, 9)
        surface.blit(lab, (cx + isz + 2, y - lab.get_height() // 2))
        names = ", ".join(f"{_(t['name'])} ({t['value']})" for t in arts)
        # Translators: {artifacts}: the player's artifacts from the site, each with its points ("Scarab (3)")
        said = _("{site} artifacts: {artifacts}.").format(site=_(D.LOCATION_NAME[site]), artifacts=names) if names \
            else _("{site} artifacts: none yet.").format(site=_(D.LOCATION_NAME[site]))
        scene.hits.append((pygame.Rect(cx, y - isz // 2, int(colw) - 2, isz), said))


def _tableau_exhibitions(scene, surface, p, grid: _Rows, hidden_cards):
    """Row 3, last column: the exhibitions held."""
    rows, rh, colw = grid.box, grid.rh, grid.colw
    y = int(rows.y + rh * 2.5)
    ex = [c for c in p["exhibitions"] if c not in hidden_cards]
    x = int(rows.x + colw * 5 + 2)
    isz = int(min(rh * 0.8, grid.u * 1.5 * grid.k))
    pic = icon("icon_exhibition", isz)
    if not ex:
        pic = _faded(pic, 70)
    surface.blit(pic, (x, y - isz // 2))
    lab = theme.fit_line(str(len(ex)), "bold", grid.spx, theme.INK, int(rows.right - x - isz - 4), 9)
    surface.blit(lab, (x + isz + 2, y - lab.get_height() // 2))
    scene.hits.append((pygame.Rect(x, y - isz // 2, int(colw), isz),
                       # Translators: {count}: the exhibitions a player held, worth {n} points
                       _n("Exhibitions held: {count} ({n} point).", "Exhibitions held: {count} ({n} points).",
                          sum(D.CARDS[c]['vp'] for c in ex), count=len(ex))))


def draw_display(scene, surface, view, fading: dict):
    """The four researcher cards, the Warsaw change, the draw pile and exhibition slots a/b/c;
    `fading`: new cards still fading in (card -> 0..1, held back by the animation)."""
    u = scene.u(0.02)
    px = max(10, scene.min_px, int(u * 0.85))
    for marked, box in scene.strip_heads:
        texts = tuple(_(t) for t in marked)     # marked N_ where laid out
        lab = theme.fit_line(texts, "bold", px, theme.INK, box.w, 9)
        at = (box.x, box.y + max(0, (box.h - lab.get_height()) // 2))
        surface.blit(lab, at)
        scene.note_text(texts[0], lab.get_rect(topleft=at), box)
    legal_cards = scene.legal_cards()
    for i, r in enumerate(scene.display_rects):
        _display_card(scene, surface, view["display"][i], r, u, legal_cards, fading)
    for i, r in enumerate(scene.slot_rects):
        _exhibition_slot(scene, surface, view, "abc"[i], r, u, legal_cards, fading)
    _draw_pile(scene, surface, view, px)


def _display_card(scene, surface, cid, r, u, legal_cards, fading):
    """One place of the card display: an empty outline, or the card (dimmed when it cannot be taken
    now, lifted under the pointer or when chosen); none while it is still to fade in."""
    if cid is None:
        pygame.draw.rect(surface, (200, 180, 146), r, max(2, u // 6), border_radius=max(4, r.w // 14))
        return
    reason = None if cid in legal_cards else scene.card_reason(cid)
    hover = r.collidepoint(scene.hover_pos) and scene.human_to_act
    selected = scene.pending and scene.pending.get("card") == cid
    fade = fading.get(cid)
    if fade is not None and fade <= 0.0:
        return
    draw_card(surface, r, cid, dim=scene.human_to_act and reason is not None, highlight=bool(selected),
              lift=int(u * 0.4) if (hover or selected) else 0)
    scene.hits.append((r, card_effect(cid) + ("\n" + not_now(reason) if reason and scene.human_to_act else "")))


def _exhibition_slot(scene, surface, view, name, r, u, legal_cards, fading):
    """Exhibition slot a, b or c: empty (its letter), or its card."""
    cid = view["exhibition_slots"][name]
    tag = theme.text(name, "title", int(u * 1.1), theme.INK_SOFT)
    if cid is None:
        pygame.draw.rect(surface, (200, 180, 146), r, max(2, u // 6), border_radius=max(4, r.w // 14))
        blit_centered(surface, tag, r.center)
        # Translators: {slot}: the slot's letter (a, b or c)
        scene.hits.append((r, _("Exhibition slot {slot}: empty.").format(slot=name)))
        return
    if fading.get(cid, 1.0) <= 0.0:
        return
    reason = None if cid in legal_cards else scene.card_reason(cid)
    selected = scene.pending and scene.pending.get("card") == cid
    draw_card(surface, r, cid, dim=scene.human_to_act and reason is not None, highlight=bool(selected),
              label=name, lift=int(u * 0.4) if selected else 0)
    # Translators: {slot}: the slot's letter (a, b or c)
    scene.hits.append((r, _("Slot {slot}.").format(slot=name) + " " + card_effect(cid)
                       + ("\n" + not_now(reason) if reason and scene.human_to_act else "")))


def _draw_pile(scene, surface, view, px):
    """The draw pile: a small stack with the game's name and the count (the count alone when short)."""
    pr = scene.pile_rect
    for k in range(3):
        pygame.draw.rect(surface, (120, 84, 52), pr.move(k * 2, -k * 2), border_radius=max(4, pr.w // 14))
        pygame.draw.rect(surface, (60, 40, 24), pr.move(k * 2, -k * 2), 2, border_radius=max(4, pr.w // 14))
    top = pr.move(4, -4)
    # Translators: the game's name, printed on the backs of the cards of the draw pile
    name = theme.fit_line(_("Thebes"), "title", max(px, int(pr.w * 0.2)), (236, 210, 160), top.w - 6, 9)
    count = theme.fit_line((_n("{n} card", "{n} cards", view['draw_pile']), str(view['draw_pile'])), "bold", px,
                           (236, 210, 160), top.w - 6, 9)
    if name.get_height() + count.get_height() > top.h:   # a short pile: the count alone
        name = pygame.Surface((0, 0))
    gap = max(0, (top.h - name.get_height() - count.get_height()) // 3)
    surface.blit(name, name.get_rect(midtop=(top.centerx, top.y + gap)))
    surface.blit(count, count.get_rect(midbottom=(top.centerx, top.bottom - gap)))
    said = _n("Draw pile: {n} card. Discards: {discards}.", "Draw pile: {n} cards. Discards: {discards}.",
              view['draw_pile'], discards=view['discard_size'])
    if view["set_aside"]:
        # Translators: {n}: the cards set aside at the start, shuffled into the draw pile when it first runs out
        said += " " + _("Set aside (shuffled in later): {n}.").format(n=view['set_aside'])
    scene.hits.append((pr, said))
