"""Thebes how-to pictures, drawn with the game's own map, cards, tokens, pawns and time markers
(scenes/thebes_art)."""
from __future__ import annotations

import pygame

from game.i18n import N_, _, _n
from game.thebes import data as D
from scenes.table.howto_art import Canvas, Page, arrow, badge, highlight, label, mark, ring_highlight, stage, text
from scenes.thebes.pieces import (draw_card, draw_marker, draw_pawn, draw_token, icon, map_layer, railway,
                               site_chip, site_letter, site_rgb)
from ui import theme


# ---- the pages: a heading, a few short sentences (marked N_: the how-to screen says them with _()), the
# key of the picture below ---------------------------------------------------------------------------
PAGES = [
    Page(N_("The goal"), (
        N_("It is 1901. You are rival archaeologists with a few years to make your name."),
        N_("Study in Europe's cities, then dig at five ancient sites for artifacts."),
        N_("When the last year runs out, the most points wins."),
    ), "goal"),
    Page(N_("Time is everything"), (
        N_("Each route you travel costs a week, and everything you do costs weeks too."),
        N_("Your marker moves round the time track as you spend them."),
        N_("Whoever is furthest behind always goes next, so one player may take several turns running."),
        N_("With three players the markers start in week 16 of 1901: that game is shorter."),
    ), "time"),
    Page(N_("Collect cards"), (
        N_("Four cards are on display, each in a city. Travel there and spend its weeks to take it."),
        N_("Books teach you about a site. Shovels, assistants, cars and congresses help in other ways."),
        N_("In Warsaw you can swap the whole display for fresh cards."),
        N_("With three or four players a third of the cards waits aside until the draw pile first runs out."),
    ), "cards"),
    Page(N_("Digging"), (
        N_("A dig needs that site's permit and at least one book about the place."),
        N_("The more you know and the longer you dig, the more tokens you draw from its bag."),
        N_("Artifacts are points; rubble goes back in the bag."),
        N_("Your permit there is used up until your next year begins."),
    ), "dig"),
    Page(N_("Scoring"), (
        N_("An exhibition asks for artifacts from certain sites: show them, keep them, take the card."),
        N_("At the end, artifacts score their value, exhibitions 4 or 5, congresses 1, 3, 6, 10..."),
        N_("Whoever has the most books about a site earns 5 more."),
    ), "scoring"),
    Page(N_("Good to know"), (
        N_("A car saves a week on long trips; a zeppelin makes one trip free."),
        N_("A rumor counts 2 for one dig. A special permission digs without a permit."),
        N_("Rule options on the setup screen decide how many assistants and shovels count."),
    ), "options"),
]


PARCHMENT = (240, 226, 190)
PARCH_EDGE = (176, 146, 104)


def find_token(site: str, kind: str, value: int = 0) -> dict:
    for t in D.TOKENS.values():
        if t["site"] == site and t["kind"] == kind and (kind != "artifact" or t["value"] == value):
            return t
    return {"site": site, "kind": kind, "value": value}


def card(cv: Canvas, cid: int, x, y, w=24, h=34, **kw) -> pygame.Rect:
    r = cv.rect(x, y, w, h)
    draw_card(cv.surf, r, cid, **kw)
    return r


def dig_token(cv: Canvas, tok: dict, cx, cy, r_units=6.0, chip=True):
    """A face-up dig token; artifacts get their site's coin beside them (the token face has none)."""
    r = cv.s(r_units)
    draw_token(cv.surf, cv.p(cx, cy), r, tok)
    if chip and tok["kind"] == "artifact":
        site_chip(cv.surf, tok["site"], cv.p(cx - r_units * 0.75, cy - r_units * 0.75), max(5, cv.s(r_units * 0.36)))


def place(cv: Canvas, lid: str, pos, r_units: float, name=True, units=None):
    """A city (white roundel) or a dig site (coloured coin with its letter), as on the board."""
    x, y = pos
    r = cv.s(r_units)
    site = lid in D.SITES
    pygame.draw.circle(cv.surf, (60, 40, 24), (x + 2, y + 3), r)
    if site:
        pygame.draw.circle(cv.surf, site_rgb(lid), (x, y), r)
        pygame.draw.circle(cv.surf, (250, 238, 206), (x, y), int(r * 0.72), max(2, r // 6))
        lab = theme.text(site_letter(lid), "title", int(r * 1.1), theme.WHITE)
        cv.surf.blit(lab, lab.get_rect(center=(x, y)))
    else:
        pygame.draw.circle(cv.surf, (250, 240, 214), (x, y), r)
        pygame.draw.circle(cv.surf, (60, 40, 24), (x, y), r, max(2, r // 4))
        pygame.draw.circle(cv.surf, (60, 40, 24), (x, y), max(2, r // 3))
    if name:
        lab = theme.text(_(D.LOCATION_NAME[lid]), "title", cv.font_px(units), (52, 34, 20))
        lr = lab.get_rect(midtop=(x, y + r + 1))
        if lr.bottom > cv.surf.get_height() - cv.s(6):
            lr.midbottom = (x, y - r - 1)
        bg = pygame.Surface(lr.inflate(8, 0).size, pygame.SRCALPHA)
        bg.fill((244, 230, 194, 190))
        cv.surf.blit(bg, lr.inflate(8, 0))
        cv.surf.blit(lab, lr)


# ---- pages -----------------------------------------------------------------------------------
def goal(cv: Canvas):
    mr = cv.rect(0, 3, 150, 93.75)
    locs = {loc["id"]: (int(loc["map_xy_hint"][0] * mr.w), int(loc["map_xy_hint"][1] * mr.h)) for loc in D.LOCATIONS}
    layer = map_layer(mr.size, locs)
    cv.surf.blit(layer, mr)
    pygame.draw.rect(cv.surf, (70, 46, 28), mr, max(2, cv.s(0.6)))
    for lid in D.SITES:
        x, y = locs[lid]
        ring_highlight(cv, (mr.x + x, mr.y + y), cv.s(4.9), width_units=0.6)
    for lid, (x, y) in locs.items():
        site = lid in D.SITES
        place(cv, lid, (mr.x + x, mr.y + y), 3.8 if site else 2.2, name=True, units=4.0)
    wx, wy = locs["warsaw"]
    for i in range(3):
        colour, symbol = theme.seat_look(i)
        draw_pawn(cv.surf, (mr.x + wx - cv.s(4) + i * cv.s(4), mr.y + wy - cv.s(2.5)), cv.s(5), colour, symbol)
    # (the spaces leave room for the city drawn at the start of the label)
    box = label(cv, "      " + _("Cities: learn"), (4, 10), anchor="midleft",
                fg=(255, 255, 255), bg=(92, 62, 38), border=None)
    place(cv, "london", (box.x + box.h // 2 + cv.s(1), box.centery), 2.2, name=False)
    box = label(cv, "      " + _("Sites: dig"), (4, 88), anchor="midleft",
                fg=(255, 255, 255), bg=(92, 62, 38), border=None)
    place(cv, "egypt", (box.x + box.h // 2 + cv.s(1), box.centery), 2.6, name=False)
    label(cv, "1901", (136, 10), units=6, bg=(250, 240, 214), border=(92, 62, 38))


def track(cv: Canvas, x, y, cell, n, first=1, height=12):
    """A straight stretch of the time track: squares `first`.. with their week numbers."""
    cells = []
    board = cv.rect(x - 1, y - 1, cell * n + 2, height + 2)
    pygame.draw.rect(cv.surf, (92, 62, 38), board, border_radius=cv.s(1.5))
    for i in range(n):
        sq = first + i
        r = cv.rect(x + i * cell, y, cell, height).inflate(-2, -2)
        pygame.draw.rect(cv.surf, (236, 220, 184) if (sq - 1) // 4 % 2 == 0 else (226, 206, 164), r)
        lab = theme.text(str(sq), "bold", cv.font_px(3.6), (110, 84, 56))
        cv.surf.blit(lab, lab.get_rect(midtop=(r.centerx, r.y + 1)))
        cells.append(r)
    return cells


def marker(cv: Canvas, cell: pygame.Rect, seat: int, dy_units=2.0, alpha=255):
    colour, symbol = theme.seat_look(seat)
    r = int(cell.w * 0.34)
    c = (cell.centerx, cell.bottom - r - cv.s(dy_units))
    if alpha == 255:
        draw_marker(cv.surf, c, r, colour, symbol)
        return
    ghost = pygame.Surface((4 * r, 4 * r), pygame.SRCALPHA)
    draw_marker(ghost, (2 * r, 2 * r), r, colour, symbol)
    ghost.set_alpha(alpha)
    cv.surf.blit(ghost, (c[0] - 2 * r, c[1] - 2 * r))


def time(cv: Canvas):
    stage(cv, cv.rect(0, 0, 150, 100), PARCHMENT, border=PARCH_EDGE)
    cells = track(cv, 4, 18, 11, 13, first=1, height=16)
    marker(cv, cells[7], 1)     # blue, week 8
    marker(cv, cells[4], 2)     # yellow, week 5
    marker(cv, cells[2], 0)     # red, week 3: furthest back
    highlight(cv, cells[2])
    label(cv, _("Furthest behind: plays next"), (4, 8), anchor="midleft", fg=(255, 255, 255),
          bg=theme.TERRACOTTA, border=None)
    arrow(cv, (24.5, 12), (26.5, 16.5), width=0.9, head=2.8)
    # Red's turn: a trip and a card, 3 weeks, so the marker goes from week 3 to week 6
    for i in (3, 4, 5):
        s = pygame.Surface(cells[i].size, pygame.SRCALPHA)
        s.fill((200, 90, 50, 60))
        cv.surf.blit(s, cells[i])
    marker(cv, cells[5], 0, alpha=130)
    arrow(cv, (31.5, 37), (64.5, 37), bend=0.3, width=1.0)
    # Translators: the red player's time marker moves on 3 weeks (in the picture above)
    label(cv, _("Red moves on 3 weeks"), (48, 49))
    # the trip and the card that cost those weeks
    b, v = cv.p(12, 74), cv.p(44, 74)
    railway(cv.surf, b, v, max(2, cv.s(0.5)))
    place(cv, "berlin", b, 2.6, units=4.2)
    place(cv, "vienna", v, 2.6, units=4.2)
    draw_pawn(cv.surf, (v[0] + cv.s(4), v[1] - cv.s(1)), cv.s(6), *theme.seat_look(0))
    label(cv, _n("{n} week", "{n} weeks", 1), (28, 66))
    text(cv, "+", (58, 75), units=7)
    card(cv, 10, 66, 57, 22, 31)
    label(cv, _n("{n} week", "{n} weeks", 2), (77, 95))
    text(cv, "=", (96, 75), units=7)
    badge(cv, "3", (112, 74), 7, fill=theme.TERRACOTTA, fg=(255, 255, 255), ring=theme.TERRACOTTA_DARK)
    # Translators: the word after a number of weeks drawn before it as a figure ({n} is not part of the text)
    label(cv, _n("week", "weeks", 3), (130, 74))


DISPLAY = (60, 31, 22, 10)
# the kinds of researcher card, each under its icon (marked N_, drawn with _())
KINDS = (("icon_book", N_("Site book")), ("icon_general", N_("General")), ("icon_shovel", N_("Shovel")),
         ("icon_assistant", N_("Assistant")), ("icon_car", N_("Car")), ("icon_congress", N_("Congress")))


def cards(cv: Canvas):
    stage(cv, cv.rect(0, 0, 150, 100), PARCHMENT, border=PARCH_EDGE)
    # the display: four cards, each taken in its city for its weeks
    for i, cid in enumerate(DISPLAY):
        r = card(cv, cid, 3 + i * 24, 4, 22, 31)
    highlight(cv, r, radius=max(4, r.w // 14))
    label(cv, _("Go to its city"), (104, 8), anchor="midleft", units=4.3)
    arrow(cv, (104, 8), (92, 6.5), width=0.8, head=2.6)
    label(cv, _("Spend its weeks"), (104, 22), anchor="midleft", units=4.3)
    arrow(cv, (104, 22), (81, 14.5), bend=-0.15, width=0.8, head=2.6)
    # what the cards are
    pygame.draw.line(cv.surf, PARCH_EDGE, cv.p(4, 41), cv.p(146, 41), max(1, cv.s(0.4)))
    for i, (name, what) in enumerate(KINDS):
        cx = 13 + i * 24.8
        ic = cv.rect_c(cx, 52, 13, 13)
        cv.surf.blit(icon(name, ic.w), ic)
        text(cv, _(what), (cx, 64), units=4.2, max_units=24)
    # Warsaw: swap the display
    pygame.draw.line(cv.surf, PARCH_EDGE, cv.p(4, 71), cv.p(146, 71), max(1, cv.s(0.4)))
    y = 85
    place(cv, "warsaw", cv.p(12, y - 3), 2.6, units=4.2)
    for i in range(4):
        r = cv.rect(30 + i * 9, y - 6, 8, 12)
        pygame.draw.rect(cv.surf, (120, 70, 42), r, border_radius=max(2, r.w // 8))
        pygame.draw.rect(cv.surf, (250, 240, 214), r, max(1, cv.s(0.35)), border_radius=max(2, r.w // 8))
    arrow(cv, (33, y + 8), (62, y + 8), bend=0.35, width=0.9, head=3)
    arrow(cv, (62, y - 8), (33, y - 8), bend=0.35, width=0.9, head=3)
    label(cv, _("Swap all four: 1 week"), (72, y), anchor="midleft")


def dig(cv: Canvas):
    stage(cv, cv.rect(0, 0, 150, 100), PARCHMENT, border=PARCH_EDGE)
    # what you need: the site's permit and a book about it
    place(cv, "egypt", cv.p(10, 12), 5.5, units=4.2)
    perm = cv.rect(20, 3, 16, 16)
    cv.surf.blit(icon("icon_permission", perm.w), perm)
    site_chip(cv.surf, "egypt", (perm.right - cv.s(2), perm.bottom - cv.s(3)), cv.s(2.6))
    mark(cv, (36, 5), True, 2.8)
    ks = [(60, "2"), (55, "1"), (32, "2")]
    for i, (cid, v) in enumerate(ks):
        card(cv, cid, 44 + i * 18, 2, 16.5, 25)
    text(cv, "2 + 1 + 2 =", (98, 12), units=4.6, anchor="midleft")
    badge(cv, "5", (135, 12), 5.5)
    text(cv, _("knowledge"), (135, 24), units=4.0, colour=theme.INK_SOFT)
    # the time wheel for knowledge 5: weeks dug -> tokens drawn
    y = 38
    text(cv, _("Weeks"), (3, y + 3), anchor="midleft", units=4.2)
    text(cv, _("Tokens"), (3, y + 11), anchor="midleft", units=4.2)
    cell = 9.7
    for w in range(1, 13):
        r = cv.rect(31 + (w - 1) * cell, y - 1, cell - 0.6, 16)
        pick = w == 6
        pygame.draw.rect(cv.surf, (255, 232, 170) if pick else (250, 240, 214), r, border_radius=cv.s(1.2))
        pygame.draw.rect(cv.surf, theme.TERRACOTTA if pick else PARCH_EDGE, r, max(1, cv.s(0.5 if pick else 0.3)),
                         border_radius=cv.s(1.2))
        text(cv, str(w), (31 + (w - 0.5) * cell, y + 3), units=4.0, kind="text")
        text(cv, str(D.WHEEL[5][w]), (31 + (w - 0.5) * cell, y + 11), units=4.4)
    # the draw from Egypt's bag: artifacts kept, rubble back in
    bag = cv.rect(4, 64, 20, 22)
    cv.surf.blit(icon("bag", bag.w), bag)
    site_chip(cv.surf, "egypt", cv.p(14, 80), cv.s(3))
    drawn = [find_token("egypt", "artifact", 3), find_token("egypt", "debris"),
             find_token("egypt", "artifact", 5), find_token("egypt", "debris")]
    for i, t in enumerate(drawn):
        dig_token(cv, t, 38 + i * 15, 72, 5.6, chip=False)
    arrow(cv, (26, 70), (31, 70), width=0.8, head=2.6)
    arrow(cv, (53, 80), (16, 88), bend=-0.2, width=0.8, head=2.6, dashed=True)
    arrow(cv, (83, 80), (20, 90), bend=-0.25, width=0.8, head=2.6, dashed=True)
    label(cv, _("Rubble goes back"), (58, 93), units=4.2)
    badge(cv, "+8", (104, 72), 5.5)
    perm2 = cv.rect(118, 62, 17, 17)
    cv.surf.blit(icon("icon_permission", perm2.w), perm2)
    mark(cv, (134, 64), False, 3)
    label(cv, _("Used till next year"), (128, 88), units=4.2)


def scoring(cv: Canvas):
    stage(cv, cv.rect(0, 0, 150, 100), PARCHMENT, border=PARCH_EDGE)
    r = card(cv, 86, 4, 3, 24, 34)
    highlight(cv, r, radius=max(4, r.w // 14))
    needs = [find_token("greece", "artifact", 2), find_token("egypt", "artifact", 1),
             find_token("egypt", "artifact", 4)]
    for i, t in enumerate(needs):
        dig_token(cv, t, 44 + i * 15, 18, 6)
    mark(cv, (88, 18), True, 4)
    label(cv, _("Show them, keep them"), (96, 9), anchor="midleft", units=4.3)
    badge(cv, "4", (104, 22), 5)
    text(cv, _("or 5 if large"), (111, 22), anchor="midleft", units=4.3)
    pygame.draw.line(cv.surf, PARCH_EDGE, cv.p(4, 43), cv.p(146, 43), max(1, cv.s(0.4)))
    text(cv, _("At the end"), (4, 50), anchor="midleft", colour=theme.TERRACOTTA_DARK, units=5)
    # artifacts: face value
    dig_token(cv, find_token("egypt", "artifact", 3), 14, 66, 6)
    dig_token(cv, find_token("crete", "artifact", 5), 30, 66, 6)
    label(cv, _("Face value"), (22, 82), units=4.3)
    # congress: a growing ladder
    for i, v in enumerate((1, 3, 6, 10)):
        x = 52 + i * 12
        for j in range(i + 1):
            ic = cv.rect(x - 4 + j * 0.8, 56 - j * 1.4, 8, 8)
            cv.surf.blit(icon("icon_congress", ic.w), ic)
        badge(cv, str(v), (x, 72), 3.8)
    text(cv, "...", (100, 72), units=5)
    label(cv, _("Congresses"), (70, 82), units=4.3)
    # most books about a site
    for j in range(3):
        b = cv.rect(114 + j * 1.2, 56 - j * 3, 12, 10)
        cv.surf.blit(icon("icon_book", b.w), b)
    site_chip(cv.surf, "crete", cv.p(113, 66), cv.s(3))
    badge(cv, "+5", (136, 62), 5)
    label(cv, _("Most books of a site"), (126, 82), units=4.3)


def options(cv: Canvas):
    stage(cv, cv.rect(0, 0, 150, 100), PARCHMENT, border=PARCH_EDGE)
    rows = ((5, _("Car: -1 week on trips of 3 or more")), (3, _("Zeppelin: one trip free")),
            (83, _("Rumor: 2 knowledge, one dig")), (1, _("Special permission: dig anyway")))
    for i, (cid, what) in enumerate(rows):
        x = 3 + (i % 2) * 74
        y = 3 + (i // 2) * 36
        card(cv, cid, x, y, 22, 31)
        label(cv, what, (x + 25, y + 15.5), anchor="midleft", wrap_units=44, bg=None, units=4.3)
    pygame.draw.line(cv.surf, PARCH_EDGE, cv.p(4, 76), cv.p(146, 76), max(1, cv.s(0.4)))
    for i, name in enumerate(("icon_assistant", "icon_shovel")):
        ic = cv.rect(6 + i * 15, 79, 13, 13)
        cv.surf.blit(icon(name, ic.w), ic)
    label(cv, _("Setup screen: how extra assistants and shovels count"), (38, 86), anchor="midleft",
          wrap_units=108, bg=None, units=4.3)


ART = {"goal": goal, "time": time, "cards": cards, "dig": dig, "scoring": scoring, "options": options}
