"""Faras how-to pictures, drawn with the game's own tokens, cards, board and dam (scenes/faras_view)."""
from __future__ import annotations

import random

import pygame

from game.i18n import N_, _, pgettext
from scenes.faras.pieces import CARD_COLOURS, card_glyph, draw_dam, draw_token, type_icon
from scenes.table.howto_art import (BAD, Canvas, Page, arrow, badge, highlight, label, mark, ring_highlight, stage,
                              text)
from ui import assets, theme


# ---- the pages: a heading, a few short sentences (marked N_: the how-to screen says them with _()), the
# key of the picture below ---------------------------------------------------------------------------
PAGES = [
    Page(N_("The goal"), (
        N_("A new dam will flood this ancient site. Rescue as many finds as you can before the water rises."),
        N_("Finds come in four kinds. The little badge in the corner tells you which."),
        N_("Watch out for scorpions. Sand is just sand."),
        N_("Each find you keep scores 1 point."),
    ), "goal"),
    Page(N_("Lay out, then remember"), (
        N_("The 64 tokens are shared out among you, face up."),
        N_("Take turns placing one at a time, anywhere on the board."),
        N_("Then study the board hard: when the time is up, all the tokens flip over."),
    ), "layout"),
    Page(N_("A turn"), (
        N_("Play one of your three cards, then dig up two tokens."),
        N_("Two of the same kind: keep one, the other goes to build the dam."),
        N_("A scorpion drags one of your finds into the dam. Anything else turns back over."),
        N_("Draw back up to three cards."),
    ), "turn"),
    Page(N_("The cards"), (
        N_("Every card bends the rules for one turn."),
        N_("A find card lets you keep both tokens of its kind."),
        N_("Others dig more, peek in secret, cure scorpions or put the leader on the spot."),
    ), "cards"),
    Page(N_("The end"), (
        N_("When the dam's 18th stone is laid, finish the round: it is the last."),
        N_("The dig also stops when 8 or fewer tokens are left after a round."),
        N_("Count your collection: 1 point a token. Most points wins."),
    ), "end"),
    Page(N_("Variants"), (
        N_("Simplified: there is no dam, and the game stops the moment only 8 tokens (or fewer) remain."),
        N_("Expert: no outlines on the board, and tokens creep a little each time they turn over."),
        N_("You can also set the memorising time, or play with collections face up."),
    ), "variants"),
]


SAND_STAGE = (232, 210, 166)
SAND_EDGE = (196, 164, 112)
POTTERY = (0, 5)          # two pottery finds with different pictures
KINDS = (("pottery", 0, 7, N_("Pottery")), ("paintings", 12, 16, N_("Paintings")),
         ("bones", 24, 30, N_("Bones")), ("misc", 36, 39, N_("Misc.")))
SCORPION, SAND = 48, 56


def token(cv: Canvas, tok, x, y, size, *, lift=0.0, flip=1.0):
    """A token whose top-left corner is at unit point (x, y)."""
    r = cv.rect(x, y, size, size)
    draw_token(cv.surf, tok, r, lift=cv.s(lift), flip=flip)
    return r


def corner_ring(cv: Canvas, r: pygame.Rect):
    """Ring the type badge in a token's upper-right corner (where the kind is shown)."""
    ring_highlight(cv, (r.x + int(r.w * 0.84), r.y + int(r.h * 0.16)), int(r.w * 0.15))


def collection(cv: Canvas, x, y, size, n=3):
    """A player's collection: a small face-down pile."""
    for i in range(n):
        token(cv, None, x + i * size * 0.12, y - i * size * 0.12, size)
    return cv.rect(x, y - (n - 1) * size * 0.12, size * (1 + 0.12 * (n - 1)), size * (1 + 0.12 * (n - 1)))


def board(cv: Canvas, x, y, cols, rows, cell, tokens, *, outlines=True, drift=0.0, seed=3, ghosts=()):
    """A corner of the excavation: the board art with `tokens` (row-major, None = back, -1 = empty)."""
    rect = cv.rect(x, y, cols * cell + 2, rows * cell + 2)
    stage(cv, rect, (206, 172, 120), border=(150, 112, 70), radius_units=2.5)
    art = assets.svg("faras/ui_board", (rect.w * 2, rect.h * 2))
    cv.surf.blit(art, rect.topleft, pygame.Rect(art.get_width() // 4, art.get_height() // 4, rect.w, rect.h))
    pygame.draw.rect(cv.surf, (150, 112, 70), rect, max(1, cv.s(0.5)), border_radius=cv.s(2.5))
    rng = random.Random(seed)
    t = cell * 0.82
    out = []
    for i, tok in enumerate(tokens):
        r, c = divmod(i, cols)
        tx, ty = x + 1 + c * cell + (cell - t) / 2, y + 1 + r * cell + (cell - t) / 2
        if i in ghosts:   # where the token lay before it crept away
            was = cv.rect(tx, ty, t, t)
            pygame.draw.rect(cv.surf, (255, 250, 230), was, max(2, cv.s(0.45)), border_radius=max(3, was.w // 7))
        if outlines:
            sil = cv.rect(tx, ty, t, t)
            s = pygame.Surface(sil.size, pygame.SRCALPHA)
            pygame.draw.rect(s, (110, 76, 40, 90), s.get_rect(), border_radius=max(3, sil.w // 7))
            cv.surf.blit(s, sil)
        if tok == -1:
            out.append(cv.rect(tx, ty, t, t))
            continue
        dx = rng.uniform(-drift, drift)
        dy = rng.uniform(-drift, drift)
        out.append(token(cv, tok, tx + dx, ty + dy, t))
    return rect, out


# ---- pages -----------------------------------------------------------------------------------
def goal(cv: Canvas):
    stage(cv, cv.rect(0, 0, 150, 100), SAND_STAGE, border=SAND_EDGE)
    # the four kinds: two different pictures each, the same badge in the corner
    for i, (kind, a, b, name) in enumerate(KINDS):
        cx = 27 + (i % 2) * 50
        y = 4 + (i // 2) * 30
        ra = token(cv, a, cx - 21, y, 19)
        rb = token(cv, b, cx + 2, y, 19)
        corner_ring(cv, ra)
        corner_ring(cv, rb)
        label(cv, _(name), (cx, y + 24.5))
    # the dam that will flood it all
    dam = cv.rect(106, 5, 40, 46)
    draw_dam(cv.surf, dam, 7, 0.45)
    label(cv, _("The dam"), (126, 55))
    # scorpion, sand and what a kept find is worth
    token(cv, SCORPION, 8, 66, 20)
    label(cv, _("Bites!"), (18, 93), fg=(255, 255, 255), bg=BAD, border=None)
    token(cv, SAND, 44, 66, 20)
    label(cv, _("Just sand"), (54, 93))
    collection(cv, 92, 70, 18)
    badge(cv, "+1", (118, 72), 6)
    label(cv, _("1 point each"), (104, 93), fg=theme.TERRACOTTA_DARK)


def layout(cv: Canvas):
    stage(cv, cv.rect(0, 0, 150, 100), SAND_STAGE, border=SAND_EDGE)
    face_up = [0, 25, 14, 50, -1, 38, 57, 19, 31]
    _unused, cells = board(cv, 3, 26, 3, 3, 17, face_up)
    # your share of tokens, one going onto the board
    text(cv, _("Your share"), (28, 6), colour=theme.INK_SOFT)
    for i, tok in enumerate((44, 9, 53)):
        token(cv, tok, 4 + i * 12, 10, 13)
    hand = token(cv, 27, 42, 8, 14, lift=1.2)
    highlight(cv, hand)
    arrow(cv, (47, 22), (30, 51), bend=-0.3)
    # study, then everything flips
    arrow(cv, (60, 52), (90, 52), bend=-0.25, width=1.4)
    c = cv.p(75, 36)
    r = cv.s(6)
    pygame.draw.circle(cv.surf, (255, 248, 228), c, r)
    pygame.draw.circle(cv.surf, theme.INK, c, r, max(2, r // 6))
    pygame.draw.line(cv.surf, theme.INK, c, (c[0], c[1] - int(r * 0.7)), max(2, r // 6))
    pygame.draw.line(cv.surf, theme.INK, c, (c[0] + int(r * 0.5), c[1]), max(2, r // 6))
    # Translators: a number of seconds
    label(cv, _("{n} s").format(n=60), (75, 62))
    board(cv, 93, 26, 3, 3, 17, [None] * 9)
    label(cv, _("Place them face up"), (29, 89), wrap_units=60)
    label(cv, _("Then they all flip"), (120, 89))


def turn(cv: Canvas):
    stage(cv, cv.rect(0, 0, 150, 100), SAND_STAGE, border=SAND_EDGE)
    # 1: a card, 2: two tokens of one kind
    badge(cv, "1", (5, 5), 3.6, fill=theme.TERRACOTTA, fg=(255, 255, 255), ring=theme.TERRACOTTA_DARK)
    plaque(cv, cv.rect(3, 9, 56, 21), "baskets")
    badge(cv, "2", (66, 5), 3.6, fill=theme.TERRACOTTA, fg=(255, 255, 255), ring=theme.TERRACOTTA_DARK)
    a = token(cv, POTTERY[0], 68, 7, 22)
    b = token(cv, POTTERY[1], 94, 7, 22)
    corner_ring(cv, a)
    corner_ring(cv, b)
    # keep one, dam the other
    collection(cv, 38, 42, 17)
    arrow(cv, (74, 31), (54, 46), bend=0.2)
    label(cv, _("Keep one"), (46, 66))
    dam = cv.rect(106, 30, 40, 34)
    draw_dam(cv.surf, dam, 9, 0.5)
    arrow(cv, (108, 31), (126, 44), bend=-0.3)
    label(cv, _("One builds the dam"), (118, 66))
    pygame.draw.line(cv.surf, SAND_EDGE, cv.p(4, 73), cv.p(146, 73), max(1, cv.s(0.4)))
    # a scorpion takes a find with it; anything else turns back over
    token(cv, SCORPION, 4, 76, 17)
    token(cv, None, 23, 76, 17)
    arrow(cv, (41, 84), (52, 84), width=0.9, head=3)
    stone = assets.svg("faras/ui_stone", (cv.s(14), cv.s(7)))
    for i in range(2):
        cv.surf.blit(stone, cv.p(54, 77 + i * 8))
    label(cv, _("Scorpion: a find goes too"), (36, 97), units=4.2)
    token(cv, SAND, 80, 77, 15)
    token(cv, 30, 96, 77, 15)
    arrow(cv, (112, 84), (119, 84), width=0.9, head=3)
    token(cv, None, 120, 77, 15)
    token(cv, None, 134, 77, 15)
    label(cv, _("No pair: face down"), (114, 97), units=4.2)


# our own one-line summaries for the card faces shown here (the game's plaques carry longer text),
# marked N_ and drawn with _()
CARD_SUMMARY = {
    "finds": (N_("Find cards"), N_("A pair of their kind: keep both")),
    "baskets": (N_("Extra Baskets"), N_("Two sand: keep both")),
    "medicine": (N_("Medicine"), N_("Scorpions can't hurt you")),
    "guests": (N_("Guests"), N_("Dig up three tokens")),
    "professor": (N_("Professor"), N_("Dig twice")),
    "library": (N_("Library Research"), N_("Peek at four, in secret")),
    "valuable": (N_("Valuable Find"), N_("Try to win both of a pair")),
    "dispute": (N_("Scientific Dispute"), N_("Quiz the leader on their finds")),
}


def plaque(cv: Canvas, r: pygame.Rect, kind: str):
    """An archaeologist card in the game's own look (colour band, roundel or find picture, title)
    with a short summary big enough to read from across the room."""
    title, effect = (_(t) for t in CARD_SUMMARY[kind])
    col = CARD_COLOURS.get(kind, CARD_COLOURS["pottery"])
    rad = max(6, r.h // 8)
    sh = pygame.Surface(r.size, pygame.SRCALPHA)
    pygame.draw.rect(sh, (50, 30, 12, 80), sh.get_rect(), border_radius=rad)
    cv.surf.blit(sh, r.move(max(2, r.h // 30), max(3, r.h // 20)))
    pygame.draw.rect(cv.surf, (250, 240, 216), r, border_radius=rad)
    band = pygame.Rect(r.x, r.y, max(6, r.h // 7), r.h)
    pygame.draw.rect(cv.surf, col, band, border_top_left_radius=rad, border_bottom_left_radius=rad)
    pygame.draw.rect(cv.surf, (176, 146, 104), r, max(2, r.h // 28), border_radius=rad)
    pic = int(r.h * 0.62)
    pc = (band.right + pic // 2 + r.h // 12, r.centery)
    if kind == "finds":
        small = int(pic * 0.52)
        for i, k in enumerate(("pottery", "paintings", "bones", "misc")):
            cx = pc[0] - small // 2 + (i % 2) * small
            cy = pc[1] - small // 2 + (i // 2) * small
            icon = type_icon(k, small - 2)
            cv.surf.blit(icon, icon.get_rect(center=(cx, cy)))
    else:
        pygame.draw.circle(cv.surf, col, pc, pic // 2)
        pygame.draw.circle(cv.surf, (250, 240, 216), pc, pic // 2, max(2, pic // 16))
        g = theme.text(card_glyph(kind), "title", int(pic * 0.55), (255, 246, 226))
        cv.surf.blit(g, g.get_rect(center=pc))
    x = pc[0] + pic // 2 + r.h // 10
    tw = r.right - x - r.h // 10
    tpx = max(cv.min_px, int(r.h * 0.3))
    t = theme.text(title, "title", tpx, col)
    if t.get_width() > tw:
        t = theme.text(title, "title", max(cv.min_px, int(tpx * tw / t.get_width())), col)
    e = theme.text(effect, "text", max(cv.min_px, int(r.h * 0.22)), theme.INK, wrap=max(40, tw))
    y = r.centery - (t.get_height() + e.get_height()) // 2
    cv.surf.blit(t, (x, y))
    cv.surf.blit(e, (x, y + t.get_height()))


def cards(cv: Canvas):
    stage(cv, cv.rect(0, 0, 150, 100), SAND_STAGE, border=SAND_EDGE)
    w, h, g = 71.5, 22, 2.5
    kinds = ["finds", "baskets", "medicine", "guests", "professor", "library", "valuable", "dispute"]
    for i, kind in enumerate(kinds):
        x = 2.5 + (i % 2) * (w + g)
        y = 2.5 + (i // 2) * (h + 2.6)
        plaque(cv, cv.rect(x, y, w, h), kind)


def end(cv: Canvas):
    stage(cv, cv.rect(0, 0, 150, 100), SAND_STAGE, border=SAND_EDGE)
    dam = cv.rect(4, 4, 58, 48)
    draw_dam(cv.surf, dam, 18, 0.95)
    badge(cv, "18", (56, 10), 5.5)
    label(cv, _("Full dam: last round"), (33, 59))
    # Translators: between two pictures: the dam full, or 8 tokens left on the board
    text(cv, pgettext("between two pictures", "or"), (75, 28), colour=theme.INK_SOFT, units=6)
    _unused, cells = board(cv, 88, 4, 4, 3, 13.5, [None, -1, None, None, -1, None, None, -1, None, -1, None, None])
    label(cv, _("8 tokens left"), (116, 59))
    # count the collections
    for i, (name, n, x) in enumerate((("Anna", 14, 12), ("Ben", 11, 84))):
        colour, symbol = theme.seat_look(i)
        theme.draw_symbol(cv.surf, symbol, cv.p(x + 2, 70), cv.s(2.4), colour)
        text(cv, name, (x + 6, 70), anchor="midleft", units=5)
        collection(cv, x, 79, 15, 4)
        badge(cv, str(n), (x + 28, 84), 6)
    label(cv, _("Wins!"), (54, 84), anchor="midleft", fg=(255, 255, 255), bg=theme.TERRACOTTA, border=None)


def variants(cv: Canvas):
    stage(cv, cv.rect(0, 0, 150, 100), SAND_STAGE, border=SAND_EDGE)
    # Simplified: no dam
    dam = cv.rect(6, 8, 40, 36)
    draw_dam(cv.surf, dam, 6, 0.3)
    mark(cv, (40, 12), False, 5)
    label(cv, _("Simplified: no dam"), (26, 51), max_units=44)
    # Expert: no outlines, tokens creep when they turn over
    board(cv, 76, 4, 3, 3, 14, [None] * 9, outlines=False, drift=2.6, seed=5, ghosts=range(9))
    label(cv, _("Expert: no outlines, tokens creep"), (104, 51), max_units=84)
    pygame.draw.line(cv.surf, SAND_EDGE, cv.p(4, 59), cv.p(146, 59), max(1, cv.s(0.4)))
    # memorising time, open collections
    for i, secs in enumerate((30, 60, 90)):
        badge(cv, _("{n} s").format(n=secs), (12 + i * 16, 74), 6.5, fill=(255, 248, 228), fg=theme.INK,
              ring=theme.SAND_DARK)
    label(cv, _("Time to memorise"), (28, 91))
    for i, tok in enumerate((3, 17, 28, 41)):
        token(cv, tok, 82 + i * 13, 66, 17)
    label(cv, _("Collections face up"), (109, 91))


ART = {"goal": goal, "layout": layout, "turn": turn, "cards": cards, "end": end, "variants": variants}
