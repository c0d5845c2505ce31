"""The Faras view dicts: what one seat (or a spectator, seat None) may know of the game, JSON-safe.

Face-down tokens carry no identity, closed collections only their count, other hands only their
size; during setup, the memorising and after the end every token lies face up for all. The scene
draws from this and the bots decide from it (tests/game/faras/test_views.py).
"""
from __future__ import annotations

from game.faras import data as D


def _token_info(t: int) -> dict:
    # picture index and tooltip name are in data.TOKEN_PICTURE / data.TOKEN_NAME by token id
    return {"token": t, "type": D.TOKEN_TYPE[t]}


def disputed_seat(s) -> int | None:
    """The seat whose collection the Scientific Dispute has turned face up, if any."""
    d = s.dispute
    return d["asked"] if d and d.get("revealed") is not None else None


def view(s, seat: int | None) -> dict:
    over = s.phase == "over"
    all_up = s.phase in ("setup", "memorise") or over
    rev = set(s.revealed)
    board = []
    for c in range(D.NUM_CELLS):
        t = s.board[c]
        if t is None:
            board.append(None)
            continue
        up = all_up or c in rev
        cell = {"face_up": up}
        if up:
            cell.update(_token_info(t))
        if s.variant == "expert":
            cell["x"], cell["y"] = s.pos[c]
        board.append(cell)
    d = s.dispute
    coll_revealed = disputed_seat(s)
    collections = []
    for p, coll in enumerate(s.collections):
        entry = {"count": len(coll), "face_up": False, "tokens": None}
        if s.open_collections or over or p == coll_revealed:
            entry["face_up"] = True
            entry["tokens"] = [_token_info(x) for x in coll]
        collections.append(entry)
    card = None if s.card is None else {"card": s.card, "kind": D.CARDS[s.card]}
    v = {
        "game": "faras",
        "seat": seat,
        "players": s.num_players,
        "variant": s.variant,
        "options": {"memorise_seconds": s.memorise_seconds, "valuable_find": s.vf_mode,
                    "open_collections": s.open_collections},
        "phase": s.phase,
        "step": s.step,
        "current_player": s.current_player,
        "starting_player": s.start,
        "active": s.active if s.phase == "play" else None,
        "round": s.round,
        "board": board,
        "board_count": s.board_count(),
        "revealed": list(s.revealed),
        "unplaced": [list(h) for h in s.unplaced],
        "placer": s.placer if s.phase == "setup" else None,
        "selected_token": s.selected,
        # in the order held: a card keeps its place and a new one comes last
        "hand": ([{"card": c, "kind": D.CARDS[c]} for c in s.hands[seat]]
                 if seat is not None else None),
        "hand_sizes": [len(h) for h in s.hands],
        "draw_pile": len(s.draw_pile),
        "discard": list(s.discard),   # card ids, oldest first; kinds in data.CARDS
        "played_card": card,
        "collections": collections,
        "dam": {"count": len(s.dam), "slots": D.DAM_SLOTS, "complete": s.dam_complete,
                "enabled": s.variant != "simplified"},
        "dig": {"size": s.dig_size, "left_in_dig": max(0, s.dig_size - len(s.revealed)),
                "digs_left": s.digs_left} if s.step == "dig" else None,
        "peeks_left": s.peeks_left if s.step == "peek" else None,
        "peeked_cells": list(s.peeked) if s.step == "peek" else [],
        "penalties_due": s.penalties_due if s.step == "penalty" else 0,
        "valuable_find": ({"cell": s.vf["cell"], "helper": s.vf["helper"]}
                          if s.vf is not None else None),
        "dispute": ({"candidates": list(d["candidates"]), "asked": d["asked"],
                     "declared": d["declared"]} if d is not None else None),
        "scores": s.scores(),
        "end_reason": s.end_reason,
    }
    if s.variant == "expert":
        v["expert_board"] = {"size": D.EXPERT_BOARD, "token": D.EXPERT_UNIT_TOKEN}
    return v


def view_is_private(s, seat: int | None) -> bool:
    """Setup and memorising are public (every token lies face up for all), and so is the end.
    In play a seat's screen shows its own hand of cards (and, during Library Research, the
    tokens it peeks at): the others may not see that."""
    if seat is None or s.phase != "play":
        return False
    return bool(s.hands[seat]) or (s.step == "peek" and seat == s.active)
