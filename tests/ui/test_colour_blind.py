"""Seats stay told apart for colour-blind players: by colour under simulated protanopia, deuteranopia
and tritanopia, and by a shape of their own that reads without any colour at all.

The thresholds, in CIEDE2000 units (ΔE00):

- Two seat colours differ by at least SEAT_NORMAL (20) for normal vision and SEAT_SIMULATED (15)
  under each simulation. One ΔE00 is about the least difference seen between two large patches side
  by side; a seat is read from a small piece (10-40 px) somewhere on the table and must be named,
  not just compared, and small marks need several times the large-patch difference before most
  people see it at all (Stone, Szafir & Setlur 2014 measured that growth as marks shrink). 15 is
  ample room over that, and leaves room for the simulation's own error: Machado's matrices model an
  average full dichromat, and screens differ. The old palette's red and green were 7.0 apart for a
  deuteranope, its blue and green 14.8 for a tritanope; the new one holds 20 or more everywhere.
- A piece stands out from the ground it is drawn on when, at 90 % of its silhouette's edge, something
  within EDGE_DEPTH (2 px) inside it (rim, outline or body) differs from that ground by GROUND (10)
  or more, under every simulation: a piece's body may match a ground (the red disk on a red space of
  the Artifakes ring), its outline may not. 10 is twice the small-mark difference above.
- A seat's symbol reads without colour: drawn on the piece in the seat's own colour and turned to
  grey, two seats' symbols differ in at least SHAPE_APART (30 %) of the pixels either one marks; and
  the symbols alone, as silhouettes, differ in SILHOUETTE_APART (30 %) of their union at every radius
  from 3 px (a circle and a diamond, 22-25 %, fail: at a few pixels they are one blob).
"""
from __future__ import annotations

import itertools

import pygame
import pytest

from tools.colour_check import MACHADO, VISIONS, ciede2000, delta_e, simulate, srgb_to_lab

SEAT_NORMAL = 20.0
SEAT_SIMULATED = 15.0
GROUND = 10.0
SHAPE_APART = 0.30
SILHOUETTE_APART = 0.30
EDGE_DEPTH = 2          # px: an outline or rim this close inside the edge outlines the piece
GREY_STEP = 40          # a pixel "differs" in grey by this much of 255: well over a screen's dithering


# ---- the colour science, checked against published values ---------------------------------------
# Sharma, Wu & Dalal (2005), "The CIEDE2000 color-difference formula", Table 1: pairs chosen to
# catch the formula's usual mistakes (hue wrap-around, the mean hue of opposite hues, G's chroma term)
SHARMA = [
    ((50.0, 2.6772, -79.7751), (50.0, 0.0, -82.7485), 2.0425),
    ((50.0, 3.1571, -77.2803), (50.0, 0.0, -82.7485), 2.8615),
    ((50.0, -1.3802, -84.2814), (50.0, 0.0, -82.7485), 1.0000),
    ((50.0, 0.0, 0.0), (50.0, -1.0, 2.0), 2.3669),
    ((50.0, 2.49, -0.001), (50.0, -2.49, 0.0009), 7.1792),
    ((50.0, 2.49, -0.001), (50.0, -2.49, 0.0011), 7.2195),
    ((50.0, -0.001, 2.49), (50.0, 0.0011, -2.49), 4.7461),
    ((50.0, 2.5, 0.0), (73.0, 25.0, -18.0), 27.1492),
    ((50.0, 2.5, 0.0), (56.0, -27.0, -3.0), 31.9030),
    ((60.2574, -34.0099, 36.2677), (60.4626, -34.1751, 39.4387), 1.2644),
    ((22.7233, 20.0904, -46.6940), (23.0331, 14.9730, -42.5619), 2.0373),
    ((90.8027, -2.0831, 1.4410), (91.1528, -1.6435, 0.0447), 1.4441),
    ((2.0776, 0.0795, -1.1350), (0.9033, -0.0636, -0.5514), 0.9082),
]


@pytest.mark.parametrize("lab1, lab2, expected", SHARMA)
def test_ciede2000_gives_the_published_differences(lab1, lab2, expected):
    assert ciede2000(lab1, lab2) == pytest.approx(expected, abs=1e-4)
    assert ciede2000(lab2, lab1) == pytest.approx(expected, abs=1e-4)


def test_srgb_to_lab_gives_the_known_values():
    # sRGB's white is D65's white; pure sRGB red is L* 53.24, a* 80.09, b* 67.20 under D65
    assert srgb_to_lab((255, 255, 255)) == pytest.approx((100.0, 0.0, 0.0), abs=0.01)
    assert srgb_to_lab((255, 0, 0)) == pytest.approx((53.24, 80.09, 67.20), abs=0.02)
    assert srgb_to_lab((0, 0, 0)) == pytest.approx((0.0, 0.0, 0.0), abs=0.01)


def test_the_simulations_keep_greys_and_lose_what_each_should():
    # each matrix keeps a grey grey (its rows sum to one): only hue is lost, never light
    for m in MACHADO.values():
        for row in m:
            assert sum(row) == pytest.approx(1.0, abs=2e-3)
    for vision in VISIONS:
        assert simulate((128, 128, 128), vision) == pytest.approx((128, 128, 128), abs=0.6)
    # the classic confusions: a red and a green of one lightness for protanopes and deuteranopes,
    # a blue and a green for tritanopes, come much closer than they are; the other axis survives
    red, green, blue = (200, 80, 60), (110, 130, 60), (60, 110, 180)
    for vision in ("protanopia", "deuteranopia"):
        assert delta_e(red, green, vision) < delta_e(red, green) / 3
        assert delta_e(blue, green, vision) > 20
    teal = (60, 140, 120)
    assert delta_e(blue, teal, "tritanopia") < delta_e(blue, teal) / 2
    assert delta_e(red, blue, "tritanopia") > 20


# ---- the seat palette ---------------------------------------------------------------------------
def seat_colours():
    from ui import theme
    return [colour for colour, _unused in theme.PLAYER_COLOURS]


def test_every_game_has_enough_colours_and_symbols():
    from game import registry
    from ui import seats, theme
    assert len(theme.PLAYER_COLOURS) == seats.COLOUR_COUNT
    assert max(info.max_players for info in registry.all_games()) <= seats.COLOUR_COUNT
    symbols = [symbol for _unused, symbol in theme.PLAYER_COLOURS]
    assert len(set(symbols)) == len(symbols), symbols
    assert set(symbols) <= set(theme.SYMBOLS)


@pytest.mark.parametrize("vision", VISIONS)
def test_every_pair_of_seat_colours_is_told_apart(vision):
    """Every pair, not only the default seats: the setup lets any seat take any colour."""
    least = SEAT_NORMAL if vision == "normal" else SEAT_SIMULATED
    colours = seat_colours()
    close = [(i, j, round(delta_e(colours[i], colours[j], vision), 1))
             for i, j in itertools.combinations(range(len(colours)), 2)
             if delta_e(colours[i], colours[j], vision) < least]
    assert not close, f"seat colours closer than {least} for {vision}: {close}"


# ---- pieces, drawn ------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def display():
    pygame.init()
    pygame.display.set_mode((1, 1))
    yield
    pygame.quit()


def _thebes_pawn(surface, centre, colour, symbol):
    from scenes.thebes.pieces import draw_pawn
    draw_pawn(surface, (centre[0], centre[1] + 8), 19, colour, symbol)


def _thebes_marker(surface, centre, colour, symbol):
    from scenes.thebes.pieces import draw_marker
    draw_marker(surface, centre, 8, colour, symbol)


def _artifakes_disk(surface, centre, colour, symbol):
    from scenes.artifakes.pieces import draw_piece
    draw_piece(surface, "disk", centre, 8, colour, symbol)


def _artifakes_bar(surface, centre, colour, symbol):
    from scenes.artifakes.pieces import draw_piece
    draw_piece(surface, "bar", centre, 8, colour, symbol)


def _artifakes_figure(surface, centre, colour, symbol):
    from scenes.artifakes.pieces import draw_figure
    draw_figure(surface, (centre[0], centre[1] + 15), 30, colour, symbol)


def _scarabya_tile(surface, centre, colour, symbol):
    from scenes.scarabya.pieces import draw_tile
    # a P pentomino in squares of 12 px, near the least a table draws at 1280 x 720
    draw_tile(surface, [(0, 0), (0, 1), (1, 0), (1, 1), (2, 0)], (centre[0] - 12, centre[1] - 18), 12, colour,
              symbol, shadow=False)


def _seat_mark(surface, centre, colour, symbol):
    # the mark beside a name (status line, panels, setup, results, the log): in the seat's colour
    from ui import theme
    theme.draw_symbol(surface, symbol, centre, 5, colour)


# Each piece with the sizes it has at 1280 x 720 (the least the tables draw, animations aside), and
# the grounds it is drawn on: mean colours of the art under it, and the flat fills of its panels.
THEBES_GROUNDS = [(206, 192, 156), (244, 230, 194), (246, 236, 210)]            # map, time track, panels
ARTIFAKES_GROUNDS = [(98, 92, 74), (64, 60, 72), (226, 222, 206), (84, 126, 196), (88, 156, 88),
                     (226, 188, 64), (194, 76, 58)]                              # dusk, trays, the 5 spaces
SCARABYA_GROUNDS = [(229, 197, 139), (140, 159, 95), (213, 230, 239), (122, 183, 189), (250, 240, 214)]
PANEL_GROUNDS = [(233, 214, 176), (246, 236, 210), (252, 240, 210), (240, 228, 204)]
PIECES = {
    "thebes pawn": (_thebes_pawn, THEBES_GROUNDS),
    "thebes time marker": (_thebes_marker, THEBES_GROUNDS),
    "artifakes disk": (_artifakes_disk, ARTIFAKES_GROUNDS),
    "artifakes bar": (_artifakes_bar, ARTIFAKES_GROUNDS),
    "artifakes figure": (_artifakes_figure, [(98, 92, 74), (64, 60, 72)]),
    "scarabya tile": (_scarabya_tile, SCARABYA_GROUNDS),
    "seat mark": (_seat_mark, PANEL_GROUNDS),
}
SIZE = 64


def render(draw, colour, symbol, ground=(128, 128, 128)) -> pygame.Surface:
    surface = pygame.Surface((SIZE, SIZE))
    surface.fill(ground)
    draw(surface, (SIZE // 2, SIZE // 2), colour, symbol)
    return surface


def grey(surface) -> list[float]:
    w, h = surface.get_size()
    return [0.299 * c.r + 0.587 * c.g + 0.114 * c.b
            for c in (surface.get_at((x, y)) for y in range(h) for x in range(w))]


def bare(draw, colour, symbols_off) -> pygame.Surface:
    """The piece with no symbol at all: what the seat's mark is drawn on (under a name of its own,
    so the pieces' picture caches never hand it out for a real symbol, nor the other way round)."""
    with symbols_off():
        return render(draw, colour, "no symbol drawn")


@pytest.fixture()
def without_symbols(monkeypatch):
    """A context in which theme.draw_symbol draws nothing (every seat mark comes from it)."""
    import contextlib
    from ui import theme

    @contextlib.contextmanager
    def off():
        with monkeypatch.context() as m:
            m.setattr(theme, "draw_symbol", lambda *a, **k: None)
            yield
    return off


@pytest.mark.parametrize("piece", sorted(PIECES))
def test_each_seat_s_piece_carries_its_symbol_readable_in_grey(display, without_symbols, piece):
    """Drawn in a seat's own colour and looked at in grey only, the piece with one seat's symbol and
    the same piece with another's differ over a good share of what either symbol marks. A piece that
    draws no symbol, the same symbol for all, or a symbol of the body's own lightness fails."""
    from ui import theme
    draw, _grounds = PIECES[piece]
    symbols = [symbol for _unused, symbol in theme.PLAYER_COLOURS]
    problems = []
    for colour in seat_colours():
        plain = grey(bare(draw, colour, without_symbols))
        marked = {s: grey(render(draw, colour, s)) for s in symbols}
        ink = {s: {i for i, (a, b) in enumerate(zip(plain, marked[s])) if abs(a - b) >= GREY_STEP} for s in symbols}
        for s in symbols:
            if len(ink[s]) < 12:
                problems.append(f"{colour} {s}: its mark shows in only {len(ink[s])} px of grey")
        for a, b in itertools.combinations(symbols, 2):
            apart = sum(1 for x, y in zip(marked[a], marked[b]) if abs(x - y) >= GREY_STEP)
            share = apart / max(1, min(len(ink[a]), len(ink[b])))
            if share < SHAPE_APART:
                problems.append(f"{colour} {a}/{b}: {share:.0%} apart")
    assert not problems, f"{piece}: " + "; ".join(problems)


def opaque(draw, colour) -> set:
    """The pixels a piece covers: the same over two opposite grounds (a soft shadow or a blended
    edge, which lets the ground through, is not the piece)."""
    a = render(draw, colour, "circle", (255, 0, 255))
    b = render(draw, colour, "circle", (0, 255, 0))
    same = {(x, y) for x in range(SIZE) for y in range(SIZE) if a.get_at((x, y)) == b.get_at((x, y))}
    # a translucent highlight inside the piece is no hole in it: the piece is all the ground cannot
    # reach from outside
    outside, todo = set(), [(0, 0)]
    while todo:
        x, y = todo.pop()
        if (x, y) in outside or (x, y) in same or not (0 <= x < SIZE and 0 <= y < SIZE):
            continue
        outside.add((x, y))
        todo += [(x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)]
    return {(x, y) for x in range(SIZE) for y in range(SIZE)} - outside


def edge(footprint: set) -> set:
    """The pixels of a silhouette with a neighbour outside it."""
    return {(x, y) for x, y in footprint
            if any((x + dx, y + dy) not in footprint for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)))}


@pytest.mark.parametrize("piece", sorted(PIECES))
def test_each_seat_s_piece_stands_out_from_its_grounds(display, piece):
    """Under every simulation, on every ground it is drawn on, a piece in each seat colour is
    outlined by contrast: at 90 % or more of its silhouette's edge, the piece differs from the ground
    by GROUND or more within EDGE_DEPTH pixels inside (its rim, an outline or its body)."""
    draw, grounds = PIECES[piece]
    problems = []
    for colour in seat_colours():
        covered = opaque(draw, colour)
        rim = edge(covered)
        assert rim, f"{piece} drew nothing"
        near = {p: [(p[0] + dx, p[1] + dy) for dx in range(-EDGE_DEPTH, EDGE_DEPTH + 1)
                    for dy in range(-EDGE_DEPTH, EDGE_DEPTH + 1) if (p[0] + dx, p[1] + dy) in covered]
                for p in rim}
        for ground in grounds:
            pic = render(draw, colour, "circle", ground)
            for vision in VISIONS:
                apart = {}

                def differs(q):
                    if q not in apart:
                        apart[q] = delta_e(tuple(pic.get_at(q))[:3], ground, vision) >= GROUND
                    return apart[q]
                seen = sum(1 for p in rim if any(differs(q) for q in near[p]))
                if seen < 0.9 * len(rim):
                    problems.append(f"{colour} on {ground} ({vision}): {seen}/{len(rim)}")
    assert not problems, f"{piece}: " + "; ".join(problems)


@pytest.mark.parametrize("r", range(3, 21))
def test_the_seat_symbols_differ_in_shape(display, r):
    """The symbols alone, as black silhouettes at every radius from the least a piece draws (3 px):
    each pair differs over SILHOUETTE_APART (30 %) of their union or more. A diamond beside the circle
    (22-25 % apart: at a few pixels both are the same blob) fails."""
    from ui import theme
    symbols = [symbol for _unused, symbol in theme.PLAYER_COLOURS]
    masks = {}
    for s in symbols:
        surface = pygame.Surface((4 * r + 8, 4 * r + 8))
        surface.fill((255, 255, 255))
        theme.draw_symbol(surface, s, (2 * r + 4, 2 * r + 4), r, (0, 0, 0), outline=(0, 0, 0))
        w, h = surface.get_size()
        masks[s] = {(x, y) for x in range(w) for y in range(h) if surface.get_at((x, y)).r < 128}
    close = []
    for a, b in itertools.combinations(symbols, 2):
        share = len(masks[a] ^ masks[b]) / len(masks[a] | masks[b])
        if share < SILHOUETTE_APART:
            close.append(f"{a}/{b} {share:.0%}")
    assert not close, close
