"""Artifakes how-to pictures, drawn with the game's own ring, junk, cards, Inspector and figures
(scenes/artifakes_draw)."""
from __future__ import annotations

import math

import pygame

from game.artifakes import data as D
from game.i18n import _, N_
from scenes.artifakes.pieces import (SPACE_RGB, SPACE_SYMBOL, RingGeo, badge as ring_badge, draw_card,
                                   draw_figure, draw_piece, draw_space_symbol, mix, render_ring, shade,
                                   stack_layout)
from scenes.table.howto_art import Canvas, Page, arrow, badge, label, mark, stage, text
from ui import assets, theme


# ---- the pages: a heading, a few short sentences, the key of the picture below ---------------------
PAGES = [
    Page(N_("The goal"), (
        N_("Two crooks, one gullible Inspector, and a stone circle full of junk."),
        N_("Bury your junk, then lead the Inspector to it: he hails yours as treasure and bins your rival's."),
        N_("First to finish the bluestone path wins."),
    ), "goal"),
    Page(N_("Burying"), (
        N_("Take turns burying a piece each: a disk is worth 1 point, a bar 2."),
        N_("Any space will do, but one space holds 5 points at most."),
        N_("Everything in front of you goes into the ground."),
    ), "bury"),
    Page(N_("Walking the Inspector"), (
        N_("You each get 5 cards. Play one to walk the Inspector, whichever way round you like."),
        N_("By its number: as many steps as the points on that space (you need junk there)."),
        N_("By its colour: one step for each space of that colour holding your junk."),
        N_("A sun or a moon tells the two copies of a number apart; both play the same way."),
    ), "cards"),
    Page(N_("Where he stops"), (
        N_("Where the Inspector stops, all your junk there is hailed as a find and comes home."),
        N_("Your rival's junk there is exposed as fake and leaves the game."),
        N_("A card that cannot move him at all is dead."),
    ), "dig"),
    Page(N_("Scoring and the end"), (
        N_("When the hands are empty, step along the path: one step per point you found."),
        N_("Each dead card sends you a step back."),
        N_("Reach the end to win. Four dead cards running and the Inspector storms off: game over."),
    ), "score"),
    Page(N_("Options"), (
        N_("Ring colours: blocks of six, or a new colour on every space."),
        N_("Path length: 30, 45 or 60 steps for a longer game."),
        N_("You can also score the round in progress when the Inspector storms off."),
    ), "options"),
]


DUSK = (66, 74, 62)
DUSK_EDGE = (40, 46, 40)
YOU, RIVAL = 0, 1
BLOCKS = D.RING_LAYOUTS["blocks"]


def colour(seat):
    return theme.player_colour(seat)


def symbol(seat):
    return theme.player_symbol(seat)


def piece(cv: Canvas, kind, pos, r, seat, **kw):
    draw_piece(cv.surf, kind, pos, r, colour(seat), symbol(seat), **kw)


class TurnedRing(RingGeo):
    """The ring's geometry turned by `turn` radians, so any stretch of it can face up in a close-up."""

    def __init__(self, origin, size, turn):
        super().__init__(origin, size)
        self.turn = turn

    def angle(self, x: float) -> float:
        return RingGeo.angle(x) + self.turn


def close_up(cv: Canvas, first: int, last: int, mid_units: float = 95.0, top_units: float = 8.0):
    """A close-up of ring spaces first..last (the middle one facing up), drawn as on the board."""
    size = cv.s(mid_units / 0.38)
    centre = (first + last) / 2
    turn = -(centre - 0.5) * 2 * math.pi / D.SPACES
    tag_y = cv.p(0, top_units)[1]
    cx, cy = cv.p(75, 0)[0], tag_y + int(0.462 * size)
    geo = TurnedRing((cx - size / 2, cy - size / 2), size, turn)
    s = size
    shadow = pygame.Surface(cv.surf.get_size(), pygame.SRCALPHA)
    off = (max(2, s // 300), max(3, s // 160))
    for k in range(first, last + 1):
        pts = [(x + off[0], y + off[1]) for x, y in geo.sector(k, geo.r_in, geo.r_out)]
        pygame.draw.polygon(shadow, (10, 12, 8, 90), pts)
    cv.surf.blit(shadow, (0, 0))
    for k in range(first, last + 1):
        col = BLOCKS[k - 1]
        base = SPACE_RGB[col]
        pts = geo.sector(k, geo.r_in, geo.r_out, inset=0.004)
        pygame.draw.polygon(cv.surf, base, pts)
        pygame.draw.polygon(cv.surf, shade(base, 0.55), pts, max(1, s // 400))
        sx, sy = geo.point(k, geo.r_out - s * 0.014)
        draw_space_symbol(cv.surf, SPACE_SYMBOL[col], (sx, sy), s * 0.0065, shade(base, 0.42))
        tx, ty = geo.point(k, geo.r_tag)
        tr = int(s * 0.022)
        pygame.draw.circle(cv.surf, (30, 30, 34), (int(tx + tr * 0.12), int(ty + tr * 0.18)), tr)
        pygame.draw.circle(cv.surf, mix(base, (250, 244, 226), 0.45), (int(tx), int(ty)), tr)
        pygame.draw.circle(cv.surf, shade(base, 0.5), (int(tx), int(ty)), tr, max(1, tr // 7))
        num = theme.text(str(k), "bold", max(cv.min_px, int(tr * 1.05)), theme.INK)
        cv.surf.blit(num, num.get_rect(center=(int(tx), int(ty))))
    return geo


def junk(cv: Canvas, geo: RingGeo, k: int, pieces, badge_=True):
    """Pieces [(seat, kind)] on space k, packed as in the game, with the space's points badge."""
    cx, cy = geo.space_centre(k)
    r = geo.piece_r
    for (seat, kind), (dx, dy) in stack_layout(pieces, r):
        piece(cv, kind, (cx + dx, cy + dy), r, seat)
    pts = sum(D.PIECE_POINTS[kd] for _unused, kd in pieces)
    if badge_ and pts:
        full = pts >= D.SPACE_CAPACITY
        ring_badge(cv.surf, geo.point(k, geo.r_badge), f"{pts}/5", max(cv.min_px, int(geo.size * 0.02)),
                   fill=(150, 54, 40) if full else (40, 32, 28), fg=theme.PAPYRUS,
                   border=(250, 210, 120) if full else None)


def inspector(cv: Canvas, pos, h_units: float, flip=False, alpha=255):
    ih = cv.s(h_units)
    img = assets.svg("artifakes/inspector", (int(ih * 100 / 140), ih))
    if flip:
        img = pygame.transform.flip(img, True, False)
    if alpha < 255:
        img = img.copy()
        img.set_alpha(alpha)
    cv.surf.blit(img, img.get_rect(midbottom=(int(pos[0]), int(pos[1]))))


def inspector_on(cv: Canvas, geo: RingGeo, x: float, alpha=255):
    """The Inspector standing inside the ring by ring position x, as the game draws him."""
    ih = geo.size * 0.105
    px, py = geo.point(x, geo.r_insp)
    inspector(cv, (px, py + ih * 0.4), ih / cv.k, alpha=alpha)


def units(cv: Canvas, pt):
    """A pixel point back in design units (to aim arrows at ring positions)."""
    return ((pt[0] - cv.ox) / cv.k, (pt[1] - cv.oy) / cv.k)


def outline(cv: Canvas, geo: RingGeo, k: int, col=(255, 220, 110), w_units=0.7):
    pygame.draw.polygon(cv.surf, col, geo.sector(k, geo.r_in - 1, geo.r_out + 1, inset=0.002), max(2, cv.s(w_units)))


def full_ring(cv: Canvas, x, y, size_units, colours=BLOCKS):
    size = cv.s(size_units)
    geo = RingGeo(cv.p(x, y), size)
    cv.surf.blit(render_ring(RingGeo((0, 0), size), colours), geo.rect)
    return geo


def card(cv: Canvas, number: int, x, y, w, h, dim=False, words=True):
    return draw_card(cv.surf, cv.rect(x, y, w, h), {"number": number, "colour": BLOCKS[number - 1], "side": "day"},
                     dim=dim, words=words)


# ---- pages -----------------------------------------------------------------------------------
def goal(cv: Canvas):
    geo = full_ring(cv, 0, 2, 96)
    junk(cv, geo, 4, [(YOU, "bar"), (RIVAL, "disk")])
    junk(cv, geo, 11, [(RIVAL, "bar")])
    junk(cv, geo, 17, [(YOU, "disk"), (YOU, "disk")])
    junk(cv, geo, 23, [(RIVAL, "bar"), (YOU, "disk")])
    inspector_on(cv, geo, 0.5)
    stage(cv, cv.rect(99, 2, 49, 96), (58, 62, 84), border=(36, 38, 56))
    piece(cv, "bar", cv.p(109, 12), cv.s(2.4), YOU)
    text(cv, _("You"), (117, 12), colour=theme.PAPYRUS, anchor="midleft")
    piece(cv, "bar", cv.p(109, 24), cv.s(2.4), RIVAL)
    text(cv, _("Rival"), (117, 24), colour=theme.PAPYRUS, anchor="midleft")
    inspector(cv, cv.p(110, 50), 18)
    text(cv, _("Inspector"), (117, 43), colour=theme.PAPYRUS, anchor="midleft", units=4.3)
    # the bluestone path to the finish
    stones = [cv.p(104 + i * 4.6, 78 - (i % 2) * 2) for i in range(10)]
    for i, (sx, sy) in enumerate(stones):
        col = (226, 188, 80) if i == 9 else (120, 150, 196)
        rr = cv.s(2.0)
        pygame.draw.ellipse(cv.surf, col, (sx - rr, sy - rr * 0.65, rr * 2, rr * 1.3))
        pygame.draw.ellipse(cv.surf, shade(col, 0.6), (sx - rr, sy - rr * 0.65, rr * 2, rr * 1.3), max(1, rr // 6))
    draw_figure(cv.surf, stones[3], cv.s(7), colour(YOU), symbol(YOU))
    draw_figure(cv.surf, stones[1], cv.s(7), colour(RIVAL), symbol(RIVAL))
    text(cv, _("First to the end wins"), (123.5, 90), colour=theme.PAPYRUS, units=4.0, max_units=46)


def bury(cv: Canvas):
    stage(cv, cv.rect(0, 0, 150, 100), DUSK, border=DUSK_EDGE)
    geo = close_up(cv, 3, 9)
    junk(cv, geo, 4, [(YOU, "disk")])
    junk(cv, geo, 5, [(YOU, "bar"), (RIVAL, "disk")])
    junk(cv, geo, 7, [(RIVAL, "bar"), (YOU, "bar"), (YOU, "disk")])
    outline(cv, geo, 7, (240, 120, 90))
    # your piece going in
    hx, hy = geo.point(8.7, geo.r_in - geo.size * 0.075)
    piece(cv, "bar", (hx, hy), geo.piece_r, YOU, shine=0.3)
    a = units(cv, (hx, hy - geo.piece_r * 1.4))
    b = units(cv, geo.point(8, geo.r_mid + geo.size * 0.005))
    arrow(cv, a, b, colour=(255, 226, 150), bend=-0.2, outline=(40, 32, 28))
    # what the pieces are worth, and the limit
    piece(cv, "disk", cv.p(12, 82), cv.s(3.2), YOU)
    text(cv, _("= 1 point"), (18, 82), colour=theme.PAPYRUS, anchor="midleft")
    piece(cv, "bar", cv.p(56, 82), cv.s(3.2), YOU)
    said = text(cv, _("= 2 points"), (66, 82), colour=theme.PAPYRUS, anchor="midleft")
    label(cv, _("Full: 5 points at most"), (146, 82), anchor="midright", fg=(255, 255, 255), bg=(150, 54, 40),
          border=(250, 210, 120), max_units=146 - cv.unit_x(said.right) - 6)
    arrow(cv, (112, 76), units(cv, geo.point(7.35, geo.r_badge - geo.size * 0.01)), colour=(250, 210, 120),
          bend=0.2, width=0.8, head=2.8, outline=(40, 32, 28))


def cards(cv: Canvas):
    stage(cv, cv.rect(0, 0, 150, 100), DUSK, border=DUSK_EDGE)
    geo = close_up(cv, 6, 12, mid_units=92, top_units=6)
    junk(cv, geo, 8, [(RIVAL, "bar"), (YOU, "disk")])
    junk(cv, geo, 10, [(YOU, "bar")])
    junk(cv, geo, 11, [(RIVAL, "disk")])
    for k in (8, 10):
        outline(cv, geo, k)
    r = geo.r_in - geo.size * 0.03
    arrow(cv, units(cv, geo.point(5.9, r)), units(cv, geo.point(7.3, r)), colour=(255, 226, 150), bend=-0.05,
          width=0.7, head=2.4, outline=(40, 32, 28))
    arrow(cv, units(cv, geo.point(5.9, r)), units(cv, geo.point(5.5, r)), colour=(255, 226, 150),
          width=0.7, head=2.4, outline=(40, 32, 28))
    inspector_on(cv, geo, 6)
    card(cv, 8, 3, 62, 20, 30)
    # the two ways to play it
    y1, y2 = 71, 84
    said = text(cv, _("Number 8:"), (27, y1), colour=theme.PAPYRUS, anchor="midleft")
    label(cv, _("3 points there"), (max(55, cv.unit_x(said.right) + 2), y1), anchor="midleft", units=4.3)
    text(cv, _("3 steps"), (146, y1), colour=(255, 226, 150), anchor="midright", units=5)
    # Translators: a how-to picture: card 8 played by its colour, blue (the colour printed on the card)
    said = text(cv, _("Blue:"), (27, y2), colour=theme.PAPYRUS, anchor="midleft")
    x2 = max(42, cv.unit_x(said.right) + 2)
    label(cv, _("2 blue spaces with your junk"), (x2, y2), anchor="midleft", units=4.3, max_units=110 - x2)
    text(cv, _("2 steps"), (146, y2), colour=(255, 226, 150), anchor="midright", units=5)
    arrow(cv, (110, y1), (122, y1), colour=(255, 226, 150), width=0.8, head=2.6, outline=(40, 32, 28))
    arrow(cv, (113, y2), (125, y2), colour=(255, 226, 150), width=0.8, head=2.6, outline=(40, 32, 28))
    # the corner mark: sun (day) or moon (night), two copies of each number that play alike
    y3 = 95
    draw_space_symbol(cv.surf, "sun", cv.p(30, y3), cv.s(2.2), (236, 170, 60))
    mc, mr = cv.p(36, y3), cv.s(2.2)
    pygame.draw.circle(cv.surf, (236, 206, 120), mc, mr)
    pygame.draw.circle(cv.surf, DUSK, (mc[0] + mr // 2, mc[1] - mr // 3), mr)
    text(cv, _("Sun or moon: the two copies of a number, alike in play"), (41, y3),
         colour=theme.PAPYRUS, anchor="midleft", units=3.6, max_units=107)


def dig(cv: Canvas):
    stage(cv, cv.rect(0, 0, 150, 100), DUSK, border=DUSK_EDGE)
    geo = close_up(cv, 1, 7, mid_units=90, top_units=6)
    inspector_on(cv, geo, 2, alpha=90)
    # the walk: four steps clockwise, from space 2 to space 6
    r = geo.r_in - geo.size * 0.012
    pts = [geo.point(2 + 4 * i / 40, r) for i in range(41)]
    pygame.draw.lines(cv.surf, (255, 226, 150), False, pts, max(2, cv.s(0.6)))
    for step, k in enumerate(range(3, 7), start=1):
        px, py = geo.point(k, r)
        pygame.draw.circle(cv.surf, (40, 32, 28), (int(px), int(py)), cv.s(2.6))
        pygame.draw.circle(cv.surf, (255, 226, 150), (int(px), int(py)), cv.s(2.6), max(1, cv.s(0.35)))
        lab = theme.text(str(step), "bold", cv.font_px(3.8), (255, 226, 150))
        cv.surf.blit(lab, lab.get_rect(center=(int(px), int(py))))
    outline(cv, geo, 6)
    inspector_on(cv, geo, 6)
    # on space 6 lie your bar and disk and your rival's bar: yours come home, theirs are thrown out
    junk(cv, geo, 6, [(YOU, "bar"), (RIVAL, "bar"), (YOU, "disk")], badge_=False)
    sx, sy = geo.space_centre(6)
    pr = geo.piece_r
    piece(cv, "bar", cv.p(108, 80), cv.s(3), YOU)
    piece(cv, "disk", cv.p(123, 80), cv.s(3), YOU)
    badge(cv, "+3", (136, 80), 4.8)
    text(cv, _("Yours: a find!"), (122, 92), colour=theme.PAPYRUS, units=4.4)
    arrow(cv, units(cv, (sx + pr * 3, sy)), (118, 72), colour=(255, 226, 150), bend=-0.25, width=0.8, head=2.8,
          outline=(40, 32, 28))
    piece(cv, "bar", cv.p(66, 80), cv.s(3), RIVAL)
    mark(cv, (76, 80), False, 3.4)
    text(cv, _("Rival's: fake!"), (70, 92), colour=theme.PAPYRUS, units=4.4)
    arrow(cv, units(cv, (sx - pr * 2.5, sy + pr)), (72, 73), colour=(230, 120, 100), bend=0.15, width=0.8, head=2.8,
          outline=(40, 32, 28))
    card(cv, 17, 4, 68, 14, 21, dim=True)
    # Translators: a how-to picture: two lines beside a dimmed card, "No move:" over "dead"
    text(cv, _("No move:"), (20, 75), colour=theme.PAPYRUS, anchor="midleft", units=4.2)
    # Translators: a how-to picture: the second line of "No move: dead", beside a dimmed card
    text(cv, _("dead"), (20, 83), colour=theme.PAPYRUS, anchor="midleft", units=4.2)


def path(cv: Canvas, x, y, n, step, labels=True):
    stones = [cv.p(x + i * step, y) for i in range(n + 1)]
    for i in range(1, len(stones)):
        pygame.draw.line(cv.surf, (52, 56, 76), stones[i - 1], stones[i], max(2, cv.s(step * 0.18)))
    rr = cv.s(step * 0.38)
    for i, (sx, sy) in enumerate(stones):
        last = i == n
        col = (226, 188, 80) if last else (150, 176, 214) if i % 5 == 0 else (120, 150, 196)
        pygame.draw.ellipse(cv.surf, (30, 32, 46), (sx - rr + 1, sy - rr * 0.6 + 3, rr * 2, rr * 1.3))
        pygame.draw.ellipse(cv.surf, col, (sx - rr, sy - rr * 0.65, rr * 2, rr * 1.3))
        if labels and (i % 5 == 0 or last):
            t = theme.text(str(i), "bold", cv.font_px(3.4), (30, 30, 44))
            cv.surf.blit(t, t.get_rect(center=(sx, sy)))
    return stones


def score(cv: Canvas):
    stage(cv, cv.rect(0, 0, 150, 100), (70, 74, 96), border=(40, 42, 60))
    stones = path(cv, 6, 36, 30, 4.6)
    draw_figure(cv.surf, stones[17], cv.s(9), colour(YOU), symbol(YOU))
    ghost = pygame.Surface(cv.surf.get_size(), pygame.SRCALPHA)
    draw_figure(ghost, stones[12], cv.s(9), colour(YOU), symbol(YOU))
    ghost.set_alpha(110)
    cv.surf.blit(ghost, (0, 0))
    arrow(cv, (62, 22), (82, 22), colour=(255, 226, 150), bend=-0.3, width=0.8, head=2.6, outline=(40, 32, 28))
    # Translators: a how-to picture: 5 points of junk found, 5 steps forward on the path
    label(cv, _("Found 5: +5"), (72, 10), units=4.3)
    ghost = pygame.Surface(cv.surf.get_size(), pygame.SRCALPHA)
    draw_figure(ghost, stones[10], cv.s(9), colour(RIVAL), symbol(RIVAL))
    ghost.set_alpha(110)
    cv.surf.blit(ghost, (0, 0))
    draw_figure(cv.surf, stones[9], cv.s(9), colour(RIVAL), symbol(RIVAL))
    card(cv, 17, 46, 42, 10, 15, dim=True)
    label(cv, _("Dead card: -1"), (44, 50), units=4.3, anchor="midright")
    label(cv, _("Finish"), (144, 48), anchor="midright", units=4.3)
    pygame.draw.line(cv.surf, (110, 114, 140), cv.p(4, 64), cv.p(146, 64), max(1, cv.s(0.4)))
    for i in range(4):      # small: their colour bands and red stamps speak, the caption says the words
        card(cv, 3 + i * 5, 4 + i * 12, 70, 10.5, 16, dim=True, words=False)
    # Translators: a how-to picture: "4 dead in a row:" over "game over", the Inspector storming off
    text(cv, _("4 dead in a row:"), (56, 78), colour=theme.PAPYRUS, anchor="midleft", units=4.6)
    inspector(cv, cv.p(118, 98), 24, flip=True)
    # Translators: a how-to picture: the angry Inspector's growl
    text(cv, _("Grr!"), (134, 74), colour=(255, 200, 170), units=5)
    # Translators: a how-to picture: the second line of "4 dead in a row: game over"
    text(cv, _("game over"), (56, 88), colour=(255, 200, 170), anchor="midleft", units=4.6)


def options(cv: Canvas):
    stage(cv, cv.rect(0, 0, 150, 100), (70, 74, 96), border=(40, 42, 60))
    full_ring(cv, 4, 2, 46)
    # Translators: a how-to picture: the ring's colours in blocks of six spaces (an option)
    text(cv, _("Blocks of six"), (27, 52), colour=theme.PAPYRUS, units=4.3)
    full_ring(cv, 54, 2, 46, D.RING_LAYOUTS["cycling"])
    # Translators: a how-to picture: the ring's colours changing on every space (an option)
    text(cv, _("Every space"), (77, 52), colour=theme.PAPYRUS, units=4.3)
    inspector(cv, cv.p(127, 42), 26, flip=True)
    # Translators: a how-to picture: "Score it" over "anyway?", the option to score the round in progress when
    # the Inspector storms off
    text(cv, _("Score it"), (126, 47), colour=theme.PAPYRUS, units=4.3)
    # Translators: a how-to picture: the second line of "Score it anyway?"
    text(cv, _("anyway?"), (126, 53), colour=theme.PAPYRUS, units=4.3)
    pygame.draw.line(cv.surf, (110, 114, 140), cv.p(4, 60), cv.p(146, 60), max(1, cv.s(0.4)))
    for i, (n, y) in enumerate(((30, 68), (45, 79), (60, 90))):
        text(cv, str(n), (8, y), colour=theme.PAPYRUS, units=4.6)
        path(cv, 16, y, n, 2.1, labels=False)


ART = {"goal": goal, "bury": bury, "cards": cards, "dig": dig, "score": score, "options": options}
