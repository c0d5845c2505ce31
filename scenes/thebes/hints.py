"""What a newcomer to Thebes should look at next: (sentence, [rects]) from the scene's layout and the
view it may see, or None when the status line says it best (drawn by scenes/table/hints.py)."""
from __future__ import annotations

from game.i18n import _


def hint(sc):
    if sc.dig is not None:   # the wheel itself, not the whole dialog: the tip must leave Dig and Cancel free
        return _("Pick how many weeks to dig on the wheel, then press Dig."), [sc.dig.dial_rect()]
    if sc.pending is not None:
        return _("Check the route and the weeks it costs, then Confirm."), [sc.map_rect]
    return (_("Take a card from a city to learn, or click a site to dig. Every choice costs weeks."),
            list(sc.display_rects))


def board(sc):
    """The map of cities and sites: no tip covers any of it."""
    return [sc.map_rect]
