"""What a newcomer to Faras should look at next: (sentence, [rects]) from the scene's layout and the
view it may see, or None when the status line says it best (drawn by scenes/table/hints.py)."""
from __future__ import annotations

from game.i18n import _


def hint(sc):
    v = sc.view()
    phase = v.get("phase")
    if phase == "setup":
        if v.get("selected_token") is None:
            return _("Pick one of your finds on the right."), [sc.lower_rect]
        return _("Now click an empty place on the board for it."), [sc.board_rect]
    if phase == "memorise":
        return _("Remember where the finds are: soon they all turn face down."), [sc.board_rect]
    step = v.get("step")
    if step == "card":
        return _("Choose an archaeologist card: it says how you dig this turn."), list(sc.hand_rects)
    if step == "dig":
        return _("Click face-down tokens to dig them up. Two of a kind make a pair!"), [sc.board_rect]
    if step == "peek":
        return _("Click a token to peek at it. Only you will see it."), [sc.board_rect]
    return None


def board(sc):
    """The board of 8x8 places: no tip covers any of it, also while the finds are memorised."""
    return [sc.board_rect]


def spare(sc):
    """The "How a turn goes" summary: where the left column has no other room, a newcomer's tip may
    stand over it (both speak to the newcomer) rather than over the players' panels or the card played."""
    from scenes.faras.table import how_to_rect
    how = how_to_rect(sc, sc.view()) if getattr(sc, "played_rect", None) is not None else None
    return [how] if how is not None else []
