"""What a newcomer to Artifakes should look at next: (sentence, [rects]) from the scene's layout and the
view it may see, or None when the status line says it best (drawn by scenes/table/hints.py)."""
from __future__ import annotations


def hint(sc):
    if sc.summary_showing():   # the round's scoring is up: nothing to hint until it is read
        return None
    v = sc.seat_view()
    if v.get("phase") == "bury":
        return "Choose a disk or a bar from your pile, then click a space of the ring.", \
            list(sc.pg.bot_trays.values())
    if v.get("phase") == "dig":
        rects = sc.pg.hand_rects(len(v.get("hand") or [])) if sc.viewer is not None else []
        if sc.sel_card is None:
            return "Hover a card to see where it sends the Inspector; click one to choose it.", list(rects)
        return "Now click a lit space on the ring (or a button) to walk the Inspector there.", [sc.geo.rect]
    return None
