"""What a newcomer should look at next, per game: (sentence, [rects]) from a scene's public view.

Kept apart from the scenes so the hint wording lives in one place; each function only reads the
scene's layout rects and the view it may see, and returns None when it has nothing better than the
status line. (scenes/hints.py draws them.)
"""
from __future__ import annotations


def faras(sc):
    v = sc.state.view(sc.viewer)
    phase = v.get("phase")
    if phase == "setup":
        if v.get("selected_token") is None:
            return "Pick one of your finds on the right.", [sc.lower_rect]
        return "Now click an empty place on the board for it.", [sc.board_rect]
    if phase == "memorise":
        return "Remember where the finds are: soon they all turn face down.", [sc.board_rect]
    step = v.get("step")
    if step == "card":
        return "Choose an archaeologist card: it says how you dig this turn.", list(sc.hand_rects)
    if step == "dig":
        return "Click face-down tokens to dig them up. Two of a kind make a pair!", [sc.board_rect]
    if step == "peek":
        return "Click a token to peek at it. Only you will see it.", [sc.board_rect]
    return None


def thebes(sc):
    if sc.dig is not None:   # the wheel itself, not the whole dialog: the tip must leave Dig and Cancel free
        return "Pick how many weeks to dig on the wheel, then press Dig.", [sc.dig.dial_rect()]
    if sc.pending is not None:
        return "Check the route and the weeks it costs, then Confirm.", [sc.map_rect]
    return ("Take a card from a city to learn, or click a site to dig. Every choice costs weeks.",
            list(sc.display_rects))


def artifakes(sc):
    if sc.summary_showing():   # the round's scoring is up: nothing to hint until it is read
        return None
    v = sc.state.view(sc.viewer)
    if v.get("phase") == "bury":
        return "Choose a disk or a bar from your pile, then click a space of the ring.", \
            list(sc.pg.bot_trays.values())
    if v.get("phase") == "dig":
        rects = sc.pg.hand_rects(len(v.get("hand") or [])) if sc.viewer is not None else []
        if sc.sel_card is None:
            return "Hover a card to see where it sends the Inspector; click one to choose it.", list(rects)
        return "Now click a lit space on the ring (or a button) to walk the Inspector there.", [sc.geo.rect]
    return None


def scarabya(sc):
    grid = sc.site_geo.grid
    if sc.must_discard():
        return "This tile fits nowhere: press Discard tile.", [sc.buttons["discard"].rect]
    if getattr(sc, "locked", False):
        return "Happy with it? Confirm, or Take back to try elsewhere.", [sc.buttons["confirm"].rect]
    return "Move the tile over your site; turn it with the wheel or the buttons, click to put it down.", [grid]


HINTS = {"faras": faras, "thebes": thebes, "artifakes": artifakes, "scarabya": scarabya}
