"""What a Scarabya seat sees: the view dicts the rules hand to the screens and the bots, and the one
rule about who sees whose move of a round still in progress.

In the standard game of several everyone places the round's tile at once, so until the round is over a
seat sees the others' sites (their placements, points and tokens) as they stood when the round's card
came up. `hides` says that rule once: the state (state.py) builds its views with it, and a screen
reading a view asks `unseen(view, s)` and `moves_this_round(view)` instead of working it out again.

The view (JSON-safe; nothing hidden in it but the order of the cards still to come): game, seat,
mode, players, flips, round, rounds, tile (of the seat to act), my_tile, round_tiles, cards_drawn,
cards_left, first_player, to_act, current_player, arrangement, rocks, scarabs, centre, sites (per site:
owner, cover rows of [seat, tile] or None, placements, areas, exposed_scarabs, covered_scarabs,
tiles_placed), discards, scores, points, tokens, supply, over, winners, and in solo `solo` (exposed,
covered, total, result).
"""
from __future__ import annotations

from game.scarabya import data
from game.scarabya.shapes import N, mask_cells, popcount


# ---- who sees what -----------------------------------------------------------------------------
def simultaneous(mode: str, players: int, over: bool) -> bool:
    """True while some seats' placements this round are not yet shown to the others."""
    return mode == "standard" and players > 1 and not over


def hides(mode: str, players: int, over: bool, to_act, seat, s: int) -> bool:
    """Whether `seat` (None: a spectator) sees seat `s`'s site as it stood at the start of the round:
    `s` has already placed this round's tile (it is out of the queue `to_act`) and the round goes on."""
    return simultaneous(mode, players, over) and s != seat and s not in to_act


def unseen(view: dict, s: int) -> bool:
    """Whether the seat of `view` sees seat `s`'s site as it stood at the start of the round."""
    return hides(view["mode"], view["players"], view["over"], view["to_act"], view["seat"], s)


def moves_this_round(view: dict) -> int:
    """How many moves of the round in progress are made while its placements are kept apart (standard
    game of several: each seat once, in turn); 0 otherwise."""
    if not simultaneous(view["mode"], view["players"], view["over"]):
        return 0
    return view["players"] - len(view["to_act"])


# ---- the dicts ---------------------------------------------------------------------------------
def site_view(state, s: int, at_start: bool = False) -> dict:
    owner = s if state.mode == "standard" else None
    places = state.placements[s]
    areas = state.areas[s]
    cover = state.cover[s]
    occ = state.occupied[s]
    if at_start:
        places = places[:state.round_start["placements"][s]]
        areas = areas[:state.round_start["areas"][s]]
        occ = state.round_start["occupied"][s]
        cover = [x if occ >> i & 1 else None for i, x in enumerate(cover)]
    return {
        "owner": owner,
        "cover": [cover[r * N:(r + 1) * N] for r in range(N)],
        "placements": [dict(p) for p in places],
        "areas": [dict(a) for a in areas],
        "exposed_scarabs": popcount(state.scarabs & ~occ),
        "covered_scarabs": popcount(state.scarabs & occ),
        "tiles_placed": len(places),
    }


def seat_view(state, seat) -> dict:
    """What `seat` (None: a spectator) may know of `state` (a ScarabyaState)."""
    def hidden(s):
        return hides(state.mode, state.num_players, state.finished, state.queue, seat, s)

    points, tokens, supply = list(state.points), [list(t) for t in state.tokens], dict(state.supply)
    start = state.round_start
    for s in range(state.num_players):
        if hidden(s):   # this round's gains show when the round is over
            points[s] = start["points"][s]
            for v in tokens[s][len(start["tokens"][s]):]:
                supply[v] += 1
            tokens[s] = list(start["tokens"][s])
    seat_tile = state.round_tiles[seat] if seat is not None and not state.finished else None
    v = {
        "game": state.game_id,
        "seat": seat,
        "mode": state.mode,
        "players": state.num_players,
        "flips": state.flips,
        "round": state.round,
        "rounds": state.rounds,
        "tile": state.current_tile() if not state.finished else None,
        "my_tile": seat_tile,
        "round_tiles": list(state.round_tiles),
        "cards_drawn": list(state.drawn),
        "cards_left": len(state.deck),
        "first_player": state.first_player,
        "to_act": list(state.queue),
        "current_player": state.current_player,
        "arrangement": [list(q) for q in state.arrangement],
        "rocks": mask_cells(state.rocks),
        "scarabs": mask_cells(state.scarabs),
        "centre": [list(rc) for rc in data.CENTRE],
        "sites": [site_view(state, s, hidden(s)) for s in range(len(state.occupied))],
        "discards": [dict(d) for i, d in enumerate(state.discards)
                     if i < state.round_start.get("discards", 0) or not hidden(d["seat"])],
        "scores": points if state.mode != "solo" else state.scores(),
        "points": points,
        "tokens": [sorted(t) for t in tokens],
        "supply": {str(v): n for v, n in supply.items()},
        "over": state.finished,
        "winners": state.winners(),
    }
    if state.mode == "solo":
        v["solo"] = {"exposed": state.exposed_scarabs(0), "covered": state.covered_scarabs(0),
                     "total": popcount(state.scarabs), "result": state.solo_result}
    return v
