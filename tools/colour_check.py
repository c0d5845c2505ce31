"""How the seat colours look to colour-blind players, measured and drawn.

    python -m tools.colour_check OUT_DIR [--picture PNG]

Writes normal.png, protanopia.png, deuteranopia.png and tritanopia.png: the seat palette as swatches
and each game's seat pieces, as seen with normal vision and through each simulation, and prints the
least colour difference (CIEDE2000) between two seat colours under each. With --picture, the given
picture (a screenshot from tools.screenshots) is also written through each simulation, as
NAME_VISION.png.

The simulation is Machado, Oliveira & Fernandes (2009) at severity 1.0, applied to linear RGB (the
matrices were derived for linear light: decode sRGB, multiply, clip, encode). Colour differences are
CIEDE2000 (Sharma, Wu & Dalal 2005) in CIELAB under D65, the white point of sRGB. tests/ui/
test_colour_blind.py checks both against published values and holds the palette to its thresholds.
"""
from __future__ import annotations

import math
import os
import sys
from itertools import combinations
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

# Machado et al. 2009, severity 1.0, for linear RGB. Tritanopia is their tritanomaly matrix at full
# severity: the paper's model is built for anomalous trichromacy, and at 1.0 it stands in for the
# dichromacy (as their own published table and most simulators use it).
MACHADO = {
    "protanopia": ((0.152286, 1.052583, -0.204868),
                   (0.114503, 0.786281, 0.099216),
                   (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968),
                     (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
    "tritanopia": ((1.255528, -0.076749, -0.178779),
                   (-0.078411, 0.930809, 0.147602),
                   (0.004733, 0.691367, 0.303900)),
}
VISIONS = ("normal", "protanopia", "deuteranopia", "tritanopia")


def srgb_to_linear(c: float) -> float:
    c /= 255.0
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def linear_to_srgb(v: float) -> float:
    v = min(1.0, max(0.0, v))
    v = v * 12.92 if v <= 0.0031308 else 1.055 * v ** (1 / 2.4) - 0.055
    return v * 255.0


def simulate(rgb, vision: str) -> tuple[float, float, float]:
    """`rgb` (0..255) as a person with `vision` sees it, in sRGB 0..255 (unrounded)."""
    if vision == "normal":
        return tuple(float(c) for c in rgb[:3])
    m = MACHADO[vision]
    lin = [srgb_to_linear(c) for c in rgb[:3]]
    return tuple(linear_to_srgb(sum(m[i][j] * lin[j] for j in range(3))) for i in range(3))


# sRGB (linear) to XYZ, and the D65 white it is relative to
_RGB_XYZ = ((0.4124564, 0.3575761, 0.1804375),
            (0.2126729, 0.7151522, 0.0721750),
            (0.0193339, 0.1191920, 0.9503041))
D65 = (0.95047, 1.00000, 1.08883)


def srgb_to_lab(rgb) -> tuple[float, float, float]:
    lin = [srgb_to_linear(c) for c in rgb[:3]]
    xyz = [sum(_RGB_XYZ[i][j] * lin[j] for j in range(3)) / D65[i] for i in range(3)]

    def f(t):
        return t ** (1 / 3) if t > (6 / 29) ** 3 else t / (3 * (6 / 29) ** 2) + 4 / 29

    fx, fy, fz = (f(t) for t in xyz)
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


def ciede2000(lab1, lab2) -> float:
    """CIEDE2000 colour difference (kL = kC = kH = 1), as Sharma, Wu & Dalal 2005 set it out."""
    L1, a1, b1 = lab1
    L2, a2, b2 = lab2
    c_bar = (math.hypot(a1, b1) + math.hypot(a2, b2)) / 2
    g = 0.5 * (1 - math.sqrt(c_bar ** 7 / (c_bar ** 7 + 25 ** 7)))
    a1p, a2p = a1 * (1 + g), a2 * (1 + g)
    c1p, c2p = math.hypot(a1p, b1), math.hypot(a2p, b2)
    h1p = math.degrees(math.atan2(b1, a1p)) % 360 if c1p else 0.0
    h2p = math.degrees(math.atan2(b2, a2p)) % 360 if c2p else 0.0
    dLp = L2 - L1
    dCp = c2p - c1p
    if c1p * c2p == 0:
        dhp = 0.0
    else:
        dhp = h2p - h1p
        if dhp > 180:
            dhp -= 360
        elif dhp < -180:
            dhp += 360
    dHp = 2 * math.sqrt(c1p * c2p) * math.sin(math.radians(dhp) / 2)
    Lp = (L1 + L2) / 2
    Cp = (c1p + c2p) / 2
    if c1p * c2p == 0:
        hp = h1p + h2p
    elif abs(h1p - h2p) <= 180:
        hp = (h1p + h2p) / 2
    elif h1p + h2p < 360:
        hp = (h1p + h2p + 360) / 2
    else:
        hp = (h1p + h2p - 360) / 2
    t = (1 - 0.17 * math.cos(math.radians(hp - 30)) + 0.24 * math.cos(math.radians(2 * hp))
         + 0.32 * math.cos(math.radians(3 * hp + 6)) - 0.20 * math.cos(math.radians(4 * hp - 63)))
    d_theta = 30 * math.exp(-(((hp - 275) / 25) ** 2))
    rc = 2 * math.sqrt(Cp ** 7 / (Cp ** 7 + 25 ** 7))
    sl = 1 + 0.015 * (Lp - 50) ** 2 / math.sqrt(20 + (Lp - 50) ** 2)
    sc = 1 + 0.045 * Cp
    sh = 1 + 0.015 * Cp * t
    rt = -math.sin(math.radians(2 * d_theta)) * rc
    return math.sqrt((dLp / sl) ** 2 + (dCp / sc) ** 2 + (dHp / sh) ** 2 + rt * (dCp / sc) * (dHp / sh))


def delta_e(rgb1, rgb2, vision: str = "normal") -> float:
    """How far apart two sRGB colours look to a person with `vision` (CIEDE2000)."""
    return ciede2000(srgb_to_lab(simulate(rgb1, vision)), srgb_to_lab(simulate(rgb2, vision)))


def seat_pairs(colours):
    """{(i, j): {vision: ΔE00}} for every pair of seat colours."""
    return {(i, j): {v: delta_e(colours[i], colours[j], v) for v in VISIONS}
            for i, j in combinations(range(len(colours)), 2)}


def least(colours) -> dict[str, tuple[float, tuple[int, int]]]:
    """{vision: (least ΔE00 between two seat colours, the pair)}."""
    pairs = seat_pairs(colours)
    return {v: min((d[v], p) for p, d in pairs.items()) for v in VISIONS}


# ---- the pictures ----------------------------------------------------------------------------------
def simulate_surface(surface, vision: str):
    """A copy of a pygame surface as a person with `vision` sees it (each distinct colour worked out
    once: a picture holds far fewer colours than pixels)."""
    import pygame
    if vision == "normal":
        return surface.copy()
    size = surface.get_size()
    raw = pygame.image.tobytes(surface, "RGB")
    seen: dict[bytes, bytes] = {}
    out = bytearray(len(raw))
    for i in range(0, len(raw), 3):
        px = raw[i:i + 3]
        got = seen.get(px)
        if got is None:
            got = seen[px] = bytes(round(c) for c in simulate(px, vision))
        out[i:i + 3] = got
    return pygame.image.frombytes(bytes(out), size, "RGB")


def seat_sheet(size=(1320, 860)):
    """The seat palette and every game's seat pieces, in normal vision (a pygame surface), with room
    at the bottom for a caption."""
    import pygame
    from ui import theme
    from scenes.artifakes import pieces as artifakes
    from scenes.scarabya import pieces as scarabya
    from scenes.thebes import pieces as thebes
    w, h = size
    sheet = pygame.Surface(size)
    sheet.fill(theme.SAND)
    seats = len(theme.PLAYER_COLOURS)
    names_w = 290
    col_w = (w - names_w) // seats
    px = 22

    def label(text, pos):
        sheet.blit(theme.text(text, "bold", px, theme.INK), pos)

    rows = ["swatch", "symbol", "Thebes pawn, time marker", "Artifakes disk, bar, figure", "Scarabya tile",
            "on the Thebes map", "on dusk stone", "on a red ring space", "on papyrus"]
    row_h = (h - 50) // (len(rows) + 1)
    for r, name in enumerate(rows):
        label(name, (8, row_h * (r + 1) + row_h // 3))
    for i in range(seats):
        colour, symbol = theme.seat_look(i)
        x = names_w + col_w * i + col_w // 2
        label(f"{i}: {'#%02x%02x%02x' % tuple(colour)}", (x - col_w // 2 + 6, row_h // 3))
        y = row_h + row_h // 2
        pygame.draw.rect(sheet, colour, (x - col_w // 2 + 6, y - row_h // 2 + 6, col_w - 12, row_h - 12))
        y += row_h
        theme.draw_symbol(sheet, symbol, (x, y), row_h // 3, colour)
        y += row_h
        thebes.draw_pawn(sheet, (x - col_w // 5, y + row_h // 3), row_h // 2, colour, symbol)
        thebes.draw_marker(sheet, (x + col_w // 5, y), row_h // 4, colour, symbol)
        y += row_h
        artifakes.draw_piece(sheet, "disk", (x - col_w // 3, y), row_h // 5, colour, symbol)
        artifakes.draw_piece(sheet, "bar", (x + col_w // 12, y), row_h // 5, colour, symbol)
        artifakes.draw_figure(sheet, (x + col_w // 3 + 4, y + row_h // 3), row_h * 2 // 3, colour, symbol)
        y += row_h
        cell = row_h // 4
        scarabya.draw_tile(sheet, [(0, 0), (0, 1), (1, 1), (1, 2), (2, 1)], (x - cell * 3 // 2, y - cell * 3 // 2),
                           cell, colour, symbol)
        for ground in ((206, 192, 156), (64, 60, 72), artifakes.SPACE_RGB["red"], theme.PAPYRUS):
            y += row_h
            pygame.draw.rect(sheet, ground, (x - col_w // 2 + 2, y - row_h // 2 + 2, col_w - 4, row_h - 4))
            thebes.draw_marker(sheet, (x - col_w // 4, y), row_h // 4, colour, symbol)
            artifakes.draw_piece(sheet, "disk", (x + col_w // 5, y), row_h // 5, colour, symbol)
    return sheet


def main(argv=None) -> int:
    import argparse
    import pygame
    ap = argparse.ArgumentParser(prog="python -m tools.colour_check")
    ap.add_argument("outdir")
    ap.add_argument("--picture", action="append", default=[], help="a PNG to write through each simulation too")
    args = ap.parse_args(argv)
    out = Path(args.outdir)
    out.mkdir(parents=True, exist_ok=True)
    pygame.init()
    pygame.display.set_mode((1, 1))
    from ui import theme
    sheet = seat_sheet()
    colours = [c for c, _unused in theme.PLAYER_COLOURS]
    font = theme.font("bold", 26)
    for vision, (d, (i, j)) in least(colours).items():
        picture = simulate_surface(sheet, vision)
        caption = f"{vision}: least seat difference {d:.1f} (seats {i} and {j})"
        picture.blit(font.render(caption, True, theme.INK), (8, picture.get_height() - 36))
        path = out / f"{vision}.png"
        pygame.image.save(picture, str(path))
        print(f"{vision:13} least ΔE00 {d:5.1f}  seats {i}-{j}  {path}")
        for name in args.picture:
            pic = simulate_surface(pygame.image.load(name), vision)
            pygame.image.save(pic, str(out / f"{Path(name).stem}_{vision}.png"))
    print("every pair (ΔE00: normal, protanopia, deuteranopia, tritanopia):")
    for (i, j), d in seat_pairs(colours).items():
        print(f"  {i}-{j}  " + "  ".join(f"{d[v]:5.1f}" for v in VISIONS))
    pygame.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main())
