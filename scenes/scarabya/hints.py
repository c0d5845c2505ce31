"""What a newcomer to Scarabya should look at next: (sentence, [rects]) from the scene's layout and the
view it may see, or None when the status line says it best (drawn by scenes/table/hints.py)."""
from __future__ import annotations

from game.i18n import _


def hint(sc):
    grid = sc.site_geo.grid
    if sc.must_discard():
        return _("This tile fits nowhere: press Discard tile."), [sc.buttons["discard"].rect]
    if getattr(sc, "locked", False):
        return _("Happy with it? Confirm, or Take back to try elsewhere."), [sc.buttons["confirm"].rect]
    if sc.mode == "duel":
        return _("Move the tile over the shared site; turn it with the wheel or the buttons, click to put it down."), \
            [grid]
    return _("Move the tile over your site; turn it with the wheel or the buttons, click to put it down."), [grid]


def board(sc):
    """The site with its header: no tip covers it."""
    return [sc.site_geo.outer]


def readable(sc):
    """The mission card, the round and the tile supply above the buttons: tips keep off them too."""
    return [sc.card_rect, sc.top_rect]
