"""Build the app's serif faces from Vollkorn with lining figures as the default digits.

Vollkorn draws old-style numerals by default (0, 1, 10 and 11 read like O, I, IO and II next to
capitals), and pygame renders no OpenType features, so `lnum` cannot be asked for at run time. This
script copies each Vollkorn face, points the digits 0-9 of the character map at the font's own lining
glyphs (`zero.lf` ... `nine.lf`, the ones its `lnum` feature substitutes) and gives the copy its own
family name, "Dig Site Serif", as a modified version under the SIL Open Font License should carry
(the copyright and licence records are kept; the licence file goes beside the copy).

It is a build step, not a run-time need: the app only loads the .ttf files it writes. It needs
fontTools (pinned in requirements-dev.txt):

    python -m tools.fonts            # rewrite assets/fonts/DigSiteSerif-*.ttf
    python -m tools.fonts --check    # exit 1 if the committed files differ from a fresh build
"""
from __future__ import annotations

import argparse
import io
import sys
from pathlib import Path

FONTS = Path(__file__).resolve().parent.parent / "assets" / "fonts"
FAMILY = "Dig Site Serif"
PS_FAMILY = "DigSiteSerif"
# source face -> (style name, output file)
FACES = {
    "Vollkorn-Regular.ttf": ("Regular", "DigSiteSerif-Regular.ttf"),
    "Vollkorn-SemiBold.ttf": ("SemiBold", "DigSiteSerif-SemiBold.ttf"),
}
DIGITS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
NOTE = ("Modified by the Dig Site project from Vollkorn 4.105 (tools/fonts.py): lining figures are the "
        "default digits, and the family is renamed. ")


def build_face(source: Path, style: str) -> bytes:
    from fontTools.ttLib import TTFont
    font = TTFont(str(source), recalcTimestamp=False)
    order = set(font.getGlyphOrder())
    lining = {}
    for i, name in enumerate(DIGITS):
        glyph = f"{name}.lf"
        if glyph not in order:
            raise SystemExit(f"{source.name} has no lining glyph {glyph}")
        lining[0x30 + i] = glyph
    for table in font["cmap"].tables:
        if table.isUnicode():
            for code, glyph in lining.items():
                if code in table.cmap:
                    table.cmap[code] = glyph
    if "DSIG" in font:      # the old signature no longer matches the changed font
        del font["DSIG"]
    name = font["name"]
    full = f"{FAMILY} {style}"
    ps = f"{PS_FAMILY}-{style}"
    version = name.getDebugName(5) or "Version 1.0"
    for rec in list(name.names):
        if rec.nameID in (1, 2, 3, 4, 6, 16, 17, 18, 21, 22):
            name.removeNames(nameID=rec.nameID)
    regular_ish = style == "Regular"
    for plat, enc, lang in ((3, 1, 0x409), (1, 0, 0)):
        name.setName(FAMILY if regular_ish else full, 1, plat, enc, lang)
        name.setName("Regular", 2, plat, enc, lang)
        name.setName(f"{version.replace('Version ', '')};DigSite;{ps}", 3, plat, enc, lang)
        name.setName(full, 4, plat, enc, lang)
        name.setName(ps, 6, plat, enc, lang)
        if not regular_ish:
            name.setName(FAMILY, 16, plat, enc, lang)
            name.setName(style, 17, plat, enc, lang)
    copyright_ = name.getDebugName(0) or ""
    if NOTE not in copyright_:
        for rec in name.names:
            if rec.nameID == 0:
                rec.string = copyright_ + ". " + NOTE.strip()
    out = io.BytesIO()
    font.save(out)
    return out.getvalue()


def licence_text() -> str:
    original = (FONTS / "Vollkorn-LICENSE.txt").read_text(encoding="utf-8")
    return ("Dig Site Serif (DigSiteSerif-*.ttf)\n"
            + NOTE + "Built from Vollkorn-*.ttf in this folder by tools/fonts.py.\n"
            "It is licensed, as the original is, under the SIL Open Font License 1.1:\n\n" + original)


def build() -> dict[Path, bytes]:
    out = {}
    for src, (style, dst) in FACES.items():
        out[FONTS / dst] = build_face(FONTS / src, style)
    out[FONTS / "DigSiteSerif-LICENSE.txt"] = licence_text().encode("utf-8")
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--check", action="store_true", help="only compare with the committed files")
    args = ap.parse_args(argv)
    stale = []
    for path, data in build().items():
        current = path.read_bytes() if path.is_file() else None
        if current == data:
            continue
        stale.append(path.name)
        if not args.check:
            path.write_bytes(data)
    if args.check:
        print("up to date" if not stale else "stale: " + ", ".join(stale))
        return 1 if stale else 0
    print("wrote " + ", ".join(stale) if stale else "up to date")
    return 0


if __name__ == "__main__":
    sys.exit(main())
