"""Scarabya how-to pictures, drawn with the game's own sites, tiles and scarab tokens
(scenes/scarabya/pieces.py). Whole sites come from short seeded bot games (so every picture is a position
the rules allow); the close-ups use hand-placed tiles on the default site, checked by tests/shell/test_howto.py."""
from __future__ import annotations

import functools

import pygame

from game import registry
from game.i18n import _, _n, N_
from game.match import Match
from game.scarabya import data
from game.scarabya.shapes import build_site, mask_cells, orientations
from scenes.scarabya import pieces
from scenes.table.howto_art import Canvas, Page, arrow, label, mark, stage, text
from ui import theme


# ---- the pages: a heading, a few short sentences, the key of the picture below ---------------------
PAGES = [
    Page(N_("The goal"), (
        N_("Everyone digs their own site with the same twelve tiles."),
        N_("Fence in small areas around the scarabs: the smaller the area, the richer the find."),
        N_("After twelve rounds, the most points wins."),
    ), "goal"),
    Page(N_("A round"), (
        N_("A mission card shows this round's tile. Everyone places that shape on their own site."),
        N_("Your first tile must cover a centre square. Every later one touches yours along a side."),
        N_("Turn it and flip it as you like. If it fits anywhere, it must go down."),
    ), "round"),
    Page(N_("Scoring"), (
        N_("Open squares form areas. Close one off at 4 squares or fewer and you dig it."),
        N_("Each scarab you can still see inside scores the area's size."),
        N_("A scarab covered by a tile is gone for good."),
    ), "scoring"),
    Page(N_("Modes and options"), (
        N_("Standard: 1 to 4 players, each on their own site."),
        N_("Solo: cover all 24 scarabs. Duel: two of you share one site, and whoever seals an area takes it."),
        N_("Options: no flipping, or a random site layout."),
    ), "modes"),
]


N = data.SITE_SIZE
STAGE = (236, 222, 190)
STAGE_EDGE = (200, 172, 128)

# The scoring close-up (rows 4-9, columns 0-6 of the default site): three tiles fence in the squares
# (7,2), (8,2), (9,2) with rocks and the frame; the scarab on (7,2) scores 3. The scarabs on (6,3),
# (8,1), (9,1) and (9,4) end up under tiles.
SCORING_TILES = (
    ((5, 1), (6, 1), (7, 1), (8, 1), (9, 1)),        # I
    ((5, 2), (5, 3), (5, 4), (5, 5), (6, 3)),        # Y
    ((7, 3), (7, 4), (8, 4), (9, 4), (9, 3)),        # U
)
SCORING_AREA = ((7, 2), (8, 2), (9, 2))
SCORING_SCARAB = (7, 2)
# The round close-up (rows 2-7, columns 2-7): the first tile on a centre square, the next touching it
# along a side, and one that only touches a corner (not allowed).
ROUND_FIRST = ((4, 4), (5, 4), (5, 5), (5, 6), (5, 7))     # L, covering two centre squares
ROUND_NEXT = ((3, 5), (3, 6), (4, 5), (4, 6), (4, 7))      # P, sharing sides with the L
ROUND_CORNER = ((6, 3), (7, 3), (7, 2), (7, 4), (7, 5))    # T-ish shape touching only a corner


def default_site():
    rocks, scarabs = build_site(data.DEFAULT_ARRANGEMENT)
    return [tuple(rc) for rc in mask_cells(rocks)], [tuple(rc) for rc in mask_cells(scarabs)]


def colour(seat):
    return theme.player_colour(seat)


def symbol(seat):
    return theme.player_symbol(seat)


_ART = pieces.SiteArt()


def site_surface(cell: int, theme_name: str, rocks, scarabs, tiles=(), areas=(), detail=True):
    """A whole framed site with tiles [(cells, seat)] and closed areas [(cells, scarabs, size)]."""
    frame = int((cell * N) * pieces.FRAME_RATIO / (1 - 2 * pieces.FRAME_RATIO))
    side = cell * N + 2 * frame
    surf = pygame.Surface((side, side), pygame.SRCALPHA)
    surf.blit(_ART.layer(theme_name, cell, frame, rocks, scarabs, detail), (0, 0))
    geo = pieces.SiteGeometry(pygame.Rect(0, 0, side, side))
    geo.frame, geo.cell = frame, cell
    geo.outer = pygame.Rect(0, 0, side, side)
    geo.grid = pygame.Rect(frame, frame, cell * N, cell * N)
    for cells, found, size in areas:
        pieces.fill_cells(surf, geo, cells, (255, 226, 140, 70))
        pieces.outline_cells(surf, geo, cells, pieces.GOLD, max(3, cell // 9))
        for r, c in found:
            pieces.draw_token(surf, geo.cell_centre(r, c), int(cell * 0.8), size)
    for cells, seat in tiles:
        pieces.draw_tile(surf, [tuple(rc) for rc in cells], geo.grid.topleft, cell, colour(seat), symbol(seat))
    return surf, geo


def window(cv: Canvas, surf, geo, r0, c0, rows, cols, dest):
    """Blit the squares r0.., c0.. of a site (with its frame where the window meets it) at unit point dest."""
    f, cell = geo.frame, geo.cell
    x0 = f + c0 * cell - (f if c0 == 0 else 0)
    y0 = f + r0 * cell - (f if r0 == 0 else 0)
    x1 = f + (c0 + cols) * cell + (f if c0 + cols == N else 0)
    y1 = f + (r0 + rows) * cell + (f if r0 + rows == N else 0)
    src = pygame.Rect(x0, y0, x1 - x0, y1 - y0)
    at = cv.p(*dest)
    sh = pygame.Surface(src.size, pygame.SRCALPHA)
    pygame.draw.rect(sh, (50, 30, 12, 70), sh.get_rect(), border_radius=max(4, cell // 4))
    cv.surf.blit(sh, (at[0] + cell // 6, at[1] + cell // 4))
    cv.surf.blit(surf, at, src)
    pygame.draw.rect(cv.surf, (120, 84, 44), pygame.Rect(at, src.size), max(1, cell // 20),
                     border_radius=max(3, cell // 6))
    # pixel centre of square (r, c) on the canvas
    return lambda r, c: (at[0] - x0 + f + int((c + 0.5) * cell), at[1] - y0 + f + int((r + 0.5) * cell))


@functools.lru_cache(maxsize=8)
def played_site(mode: str, players: int, seed: int, rounds: int):
    """A site view after `rounds` bot moves of a seeded game (the pictures show real positions)."""
    info = registry.get("scarabya")
    opts = dict(info.default_options(), mode=mode)
    seats = [{"kind": "bot", "level": ("normal", "easy")[i % 2]} for i in range(players)]
    match = Match.new("scarabya", players, seed, opts, seats, bot_seed=seed)
    match.play_bots(rounds)
    return match.view(0)


def view_parts(view, site: int):
    sview = view["sites"][site]
    tiles = [(cells, seat) for (seat, _t), cells in pieces.tile_groups(sview["cover"]).items()]
    areas = [(a["cells"], a["scarabs"], a["size"]) for a in sview["areas"]]
    return tiles, areas


def mission_card(cv: Canvas, rect: pygame.Rect, tile: str, seat: int | None = 0):
    pygame.draw.rect(cv.surf, (50, 30, 12, 70), rect.move(cv.s(0.6), cv.s(1)), border_radius=max(6, rect.w // 10))
    pygame.draw.rect(cv.surf, (250, 240, 214), rect, border_radius=max(6, rect.w // 10))
    pygame.draw.rect(cv.surf, theme.SAND_DARK, rect, max(2, rect.w // 40), border_radius=max(6, rect.w // 10))
    head = theme.text(_("Mission"), "bold", cv.font_px(3.8), theme.INK_SOFT)
    cv.surf.blit(head, head.get_rect(midtop=(rect.centerx, rect.y + rect.h // 20)))
    big = theme.text(_(tile), "title", int(rect.h * 0.2), theme.TERRACOTTA_DARK)
    cv.surf.blit(big, big.get_rect(bottomright=(rect.right - rect.w // 12, rect.bottom)))
    box = pygame.Rect(rect.x + rect.w // 8, rect.y + int(rect.h * 0.2), rect.w * 3 // 4, int(rect.h * 0.56))
    pieces.draw_shape(cv.surf, tile, box, colour(seat) if seat is not None else (150, 120, 90),
                  symbol=symbol(seat) if seat is not None else None)


# ---- pages -----------------------------------------------------------------------------------
def goal(cv: Canvas):
    stage(cv, cv.rect(0, 0, 150, 100), STAGE, border=STAGE_EDGE)
    view = played_site("standard", 2, 11, 14)
    tiles, areas = view_parts(view, 0)
    cell = cv.s(8.6)
    surf, geo = site_surface(cell, "desert", view["rocks"], view["scarabs"], tiles, areas)
    at = cv.p(4, 3)
    cv.surf.blit(surf, at)
    label(cv, _("Your site"), (50, 3), anchor="midtop", fg=theme.PAPYRUS, bg=(78, 50, 22), border=(214, 176, 106))
    # the twelve tiles, everyone has the same set
    text(cv, _("12 tiles"), (124, 7), colour=theme.INK)
    for i, t in enumerate(data.TILE_NAMES):
        box = cv.rect(101 + (i % 3) * 16, 12 + (i // 3) * 15.5, 14, 14)
        pieces.draw_shape(cv.surf, t, box, colour(0), bevel=False)
    pieces.draw_token(cv.surf, cv.p(116, 82), cv.s(12), 3)
    pieces.draw_token(cv.surf, cv.p(131, 82), cv.s(12), 4)
    label(cv, _n("{n} point", "{n} points", view["scores"][0]), (124, 94), units=4.4)


def round_(cv: Canvas):
    stage(cv, cv.rect(0, 0, 150, 100), STAGE, border=STAGE_EDGE)
    rocks, scarabs = default_site()
    mission_card(cv, cv.rect(3, 4, 28, 40), "P")
    cell = cv.s(12)
    tiles = [(ROUND_FIRST, 0)]
    surf, geo = site_surface(cell, "desert", rocks, scarabs, tiles)
    # this round's tile, picked out with a gold edge
    pieces.draw_tile(surf, ROUND_NEXT, geo.grid.topleft, cell, colour(0), symbol(0), border=(255, 214, 90),
                 border_w=max(3, cell // 9))
    at = window(cv, surf, geo, 2, 2, 6, 6, (35, 3))
    # the four centre squares
    (x0, y0), (x1, y1) = at(4, 4), at(5, 5)
    box = pygame.Rect(x0 - cell // 2, y0 - cell // 2, x1 - x0 + cell, y1 - y0 + cell)
    pygame.draw.rect(cv.surf, (255, 250, 230), box, max(3, cell // 10), border_radius=max(3, cell // 6))
    pygame.draw.rect(cv.surf, (96, 62, 28), box.inflate(-max(3, cell // 10), -max(3, cell // 10)), max(1, cell // 24),
                     border_radius=max(3, cell // 6))
    # the corner-only tile, shown as a ghost with a cross
    ghost = pygame.Surface(cv.surf.get_size(), pygame.SRCALPHA)
    ox = at(0, 0)[0] - cell // 2
    oy = at(0, 0)[1] - cell // 2
    pieces.draw_tile(ghost, ROUND_CORNER, (ox, oy), cell, (150, 150, 150), None, shadow=False)
    ghost.set_alpha(150)
    cv.surf.blit(ghost, (0, 0))
    x, y = at(7, 4)
    mark(cv, ((x - cv.ox) / cv.k, (y - cv.oy) / cv.k), False, 3.4)
    x, y = at(5, 5)
    mark(cv, ((x - cv.ox) / cv.k, (y - cv.oy) / cv.k), True, 3.4)
    x, y = at(3, 6)
    mark(cv, ((x - cv.ox) / cv.k, (y - cv.oy) / cv.k), True, 3.4)
    label(cv, _("Next: touch a side"), (110, 21), anchor="midleft", units=4.2, wrap_units=34)
    label(cv, _("First: on a centre square"), (110, 45), anchor="midleft", units=4.2, wrap_units=34)
    label(cv, _("A corner is not enough"), (110, 69), anchor="midleft", units=4.2, wrap_units=34,
          fg=(255, 255, 255), bg=(150, 50, 40), border=None)
    # turn and flip
    text(cv, _("Turn or flip it"), (17, 52), units=4.2)
    shapes = orientations("P", True)
    for i, o in enumerate((0, 1, 4, 5)):
        cells = [tuple(rc) for rc in shapes[o]]
        h = max(r for r, _unused in cells) + 1
        w = max(c for _unused, c in cells) + 1
        cx, cy = 9 + (i % 2) * 16, 65 + (i // 2) * 16
        pieces.draw_tile(cv.surf, cells, cv.p(cx - w * 1.6, cy - h * 1.6), cv.s(3.2), colour(0), shadow=False)


def scoring(cv: Canvas):
    stage(cv, cv.rect(0, 0, 150, 100), STAGE, border=STAGE_EDGE)
    rocks, scarabs = default_site()
    cell = cv.s(12.2)
    tiles = [(cells, 0) for cells in SCORING_TILES]
    areas = [(SCORING_AREA, [SCORING_SCARAB], len(SCORING_AREA))]
    surf, geo = site_surface(cell, "desert", rocks, scarabs, tiles, areas)
    at = window(cv, surf, geo, 4, 0, 6, 7, (3, 3))
    # covered scarabs are lost: a small cross where each one was
    for r, c in ((6, 3), (8, 1), (9, 1), (9, 4)):
        x, y = at(r, c)
        d = cell // 5
        pygame.draw.line(cv.surf, (255, 240, 220), (x - d, y - d), (x + d, y + d), max(2, cell // 12))
        pygame.draw.line(cv.surf, (255, 240, 220), (x - d, y + d), (x + d, y - d), max(2, cell // 12))
    x, y = at(8, 2)
    pieces.pill(cv.surf, "+3", (x, y + cell // 6), cv.font_px(5.5), (70, 40, 8), pieces.GOLD, pieces.GOLD_DARK)
    label(cv, _("3 squares closed in"), (122, 14), units=4.3, wrap_units=40)
    arrow(cv, (104, 18), ((x - cv.ox) / cv.k + 6, (y - cv.oy) / cv.k - 6), bend=0.2, width=0.9, head=3)
    pieces.draw_token(cv.surf, cv.p(114, 46), cv.s(14), 3)
    text(cv, _("= 3 points"), (124, 46), anchor="midleft", units=4.6)
    label(cv, _("Under a tile: lost"), (122, 72), units=4.3, wrap_units=40)
    x2, y2 = at(9, 4)
    arrow(cv, (104, 76), ((x2 - cv.ox) / cv.k + 4, (y2 - cv.oy) / cv.k), bend=-0.2, width=0.9, head=3)


def modes(cv: Canvas):
    stage(cv, cv.rect(0, 0, 150, 100), STAGE, border=STAGE_EDGE)
    cell = cv.s(4.1)
    std = played_site("standard", 2, 5, 16)
    for i, (x, th) in enumerate(((3, "desert"), (50, "jungle"))):
        tiles, areas = view_parts(std, i)
        surf, _unused = site_surface(cell, th, std["rocks"], std["scarabs"], tiles, areas, detail=False)
        cv.surf.blit(surf, cv.p(x, 3))
    text(cv, _("Standard: a site each"), (48, 53), units=4.3, max_units=94)
    duel = played_site("duel", 2, 6, 10)
    tiles, areas = view_parts(duel, 0)
    surf, _unused = site_surface(cell, "ocean", duel["rocks"], duel["scarabs"], tiles, areas, detail=False)
    cv.surf.blit(surf, cv.p(101, 3))
    text(cv, _("Duel: one site"), (124, 53), units=4.3, max_units=50)
    solo = played_site("solo", 1, 4, 9)
    tiles, _unused = view_parts(solo, 0)
    surf, _unused = site_surface(cv.s(3.3), "ice", solo["rocks"], solo["scarabs"], tiles, ())
    cv.surf.blit(surf, cv.p(3, 61))
    label(cv, _("Solo: cover every scarab"), (45, 70), anchor="midleft", units=4.3)
    label(cv, _("Options: no flipping, random site"), (45, 88), anchor="midleft", units=4.3)


ART = {"goal": goal, "round": round_, "scoring": scoring, "modes": modes}
