"""What a newcomer to Faras should look at next: (sentence, [rects]) from the scene's layout and the
view it may see, or None when the status line says it best (drawn by scenes/table/hints.py)."""
from __future__ import annotations


def hint(sc):
    v = sc.seat_view()
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
