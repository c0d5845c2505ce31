"""Artifakes views: the JSON-safe picture of the table one seat may know (`view_of`).

Public: the ring and every piece on it, both piles, the found and lost junk, the discard pile and
dead cards, the path, the Inspector and his patience. Secret: the other hand (only its size shows)
and the order of the deck. The seat to act while digging also gets `previews`: what each of its
legal plays would do (state.py `preview`), which the table lights on the ring.
"""
from __future__ import annotations

from . import data
from .digging import DIG, pieces_dict, points


def view_of(state, seat: int | None) -> dict:
    own = seat if seat in (0, 1) else None
    spaces = []
    for s in range(1, data.SPACES + 1):
        cell = state.ring[s]
        spaces.append({"space": s, "colour": state.colours[s - 1], "points": state.space_points(s),
                       "pieces": [pieces_dict(cell[0]), pieces_dict(cell[1])]})
    players = []
    for p in range(2):
        players.append({
            "seat": p,
            "position": state.position(p),
            "total": state.total[p],
            "to_bury": pieces_dict(state.pile[p]),
            "recovered": pieces_dict(state.recovered[p]),
            "recovered_points": points(state.recovered[p]),
            "removed": pieces_dict(state.removed[p]),
            "buried_points": sum(points(state.ring[s][p]) for s in range(1, data.SPACES + 1)),
            "dead_cards": list(state.dead_cards[p]),
            "hand_size": len(state.hands[p]),
        })
    hand = None
    previews = []
    if own is not None:
        hand = [{"id": c, "number": data.CARD_NUMBER[c], "side": data.CARD_SIDE[c],
                 "colour": state.colours[data.CARD_NUMBER[c] - 1],
                 "dead": state.phase == DIG and state.is_dead(own, c)}
                for c in state.hand_in_order(own)]
        if state.phase == DIG and state.turn == own:
            for a in state.legal_actions():
                previews.append({"action": a.to_json(), **state.preview(a)})
    return {
        "game": state.game_id,
        "seat": own,
        "round": state.round,
        "phase": state.phase,
        "current_player": state.current_player,
        "ring_colours": state.layout,
        "path_length": state.path_length,
        "score_interrupted": state.score_interrupted,
        "spaces": spaces,
        "inspector": state.inspector,
        "players": players,
        "hand": hand,
        "previews": previews,
        "deck_size": len(state.deck),
        "discard": list(state.discard),
        "dead_streak": state.streak,
        "storm_limit": data.STORM_STREAK,
        "first_burier": state.first_burier,
        "first_digger": state.first_digger,
        "last_gain": list(state.last_gain) if state.last_gain else None,
        "end_reason": state.end_reason,
        "winners": state.winners(),
        "scores": state.scores(),
    }
