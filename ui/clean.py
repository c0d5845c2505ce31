"""Text that came from a file, made safe to keep, show and measure.

Every name or caption read back from the data folder (the autosave, the statistics, a kept game) goes
through `clean_text` or `clean_name` when it is loaded: such a file may have been edited by hand,
written by another program or damaged, and a NUL, a lone surrogate or a megabyte-long name must
neither stop a screen from drawing nor make it slow. `drawable` is the last guard in ui/theme.py for
any string handed to the font renderer.

Pure standard library (no pygame), so tools and tests use it directly.
"""
from __future__ import annotations

import unicodedata

NAME_MAX = 14       # the longest player name: what the setup lets you type, and what a file may hold
TEXT_MAX = 200      # any other short text kept in a file (a winner's line, a caption)

# characters that reorder the text around them: in a name they make the rest of a line read backwards
_DIRECTION_MARKS = frozenset("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f")
_SPACES = frozenset("\t\n\r\v\f\x1c\x1d\x1e\x1f\x85\u2028\u2029")


def clean_text(value, cap: int = TEXT_MAX) -> str:
    """`value` as one line of plain text at most `cap` characters long: "" when it is not text;
    control and direction characters dropped, line breaks and tabs made spaces, runs of spaces made
    one, a lone surrogate (half of a character, which cannot be encoded) replaced by U+FFFD."""
    if not isinstance(value, str):
        return ""
    cap = max(0, int(cap))
    value = value[: cap * 4 + 16]   # bounded work before looking at each character
    out = []
    for ch in value:
        code = ord(ch)
        if 0xD800 <= code <= 0xDFFF:
            out.append("\ufffd")
        elif ch in _SPACES:
            out.append(" ")
        elif ch in _DIRECTION_MARKS or unicodedata.category(ch) == "Cc":
            continue
        else:
            out.append(ch)
    return " ".join("".join(out).split())[:cap].rstrip()


def clean_name(value, fallback: str = "") -> str:
    """A player's name as a file gave it: cleaned and cut to NAME_MAX, or `fallback` when nothing
    readable is left."""
    return clean_text(value, NAME_MAX) or fallback


def clean_typed(s: str) -> str:
    """Text typed or pasted into a name box: spaces kept as they are (the name is still being
    written), everything clean_text would drop or change left out."""
    return "".join(ch for ch in s if ch == " " or clean_text(ch, 1) == ch)


def drawable(s: str) -> str:
    """`s` as the font renderer accepts it: NUL dropped and lone surrogates replaced (both make it
    raise); everything else, line breaks included, is left as it is."""
    if not isinstance(s, str):
        s = str(s)
    if "\x00" in s:
        s = s.replace("\x00", "")
    try:
        s.encode("utf-8")
    except UnicodeEncodeError:
        s = "".join("\ufffd" if 0xD800 <= ord(c) <= 0xDFFF else c for c in s)
    return s
