"""What a newcomer to Scarabya should look at next: (sentence, [rects]) from the scene's layout and the
view it may see, or None when the status line says it best (drawn by scenes/table/hints.py)."""
from __future__ import annotations


def hint(sc):
    grid = sc.site_geo.grid
    if sc.must_discard():
        return "This tile fits nowhere: press Discard tile.", [sc.buttons["discard"].rect]
    if getattr(sc, "locked", False):
        return "Happy with it? Confirm, or Take back to try elsewhere.", [sc.buttons["confirm"].rect]
    return (f"Move the tile over {sc.site_words()}; turn it with the wheel or the buttons, click to put it down.",
            [grid])


def board(sc):
    """The site with its header: no tip covers it."""
    return [sc.site_geo.outer]


def readable(sc):
    """The mission card, the round and the tile supply above the buttons: tips keep off them too."""
    return [sc.card_rect, sc.top_rect]
