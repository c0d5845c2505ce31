"""What each Faras seat has seen of the tokens, kept from its own events with a perfect memory, and the
states a seat may believe in (its determinizations): the expert searches on those (expert.py).

`learn` runs after every move for every seat (FarasState._apply); `resample` is FarasState.resample.
"""
from __future__ import annotations

import random

from game.faras import data as D
from game.faras.view import disputed_seat

# ---- a seat's knowledge of the tokens (perfect memory) -------------------------------------------
# board: per cell the token seen there (-1: unknown); dam: per slot; colls: per seat, per slot

def new_knowledge(players: int) -> dict:
    return {"board": [-1] * D.NUM_CELLS, "dam": [], "colls": [[] for _unused in range(players)]}


def copy_knowledge(kb: dict) -> dict:
    return {"board": list(kb["board"]), "dam": list(kb["dam"]), "colls": [list(c) for c in kb["colls"]]}


def _tok(v) -> int:
    return v if type(v) is int else -1


# the event kinds `learn` reads (it passes over every other kind)
LEARNED = frozenset({"placed", "revealed", "find_returned", "peeked", "pair", "to_dam", "scorpion", "penalty",
                     "to_collection", "from_dam", "dispute_revealed", "dispute_given", "game_over"})


def learn(kb: dict, events) -> None:
    board, dam, colls = kb["board"], kb["dam"], kb["colls"]
    for e in events:
        k, g = e.kind, e.get
        if k in ("placed", "revealed", "find_returned", "peeked"):
            if g("token") is not None:      # another seat's peek: it knows nothing new
                board[g("cell")] = _tok(g("token"))
        elif k == "pair":
            colls[g("seat")].extend(_tok(t) for t in g("kept"))
            gone = set(g("kept")) | set(g("dammed"))
            for c, t in zip(g("cells"), g("tokens")):
                if t in gone:
                    board[c] = -1
        elif k == "to_dam":
            dam.append(_tok(g("token")))
            if g("cell") is not None:
                board[g("cell")] = -1
        elif k == "scorpion":
            board[g("cell")] = -1
        elif k == "penalty":
            coll, slot = colls[g("seat")], g("slot")
            t = coll.pop(slot) if 0 <= slot < len(coll) else -1
            dam.append(_tok(g("token")) if g("token") is not None else t)
        elif k == "to_collection":
            colls[g("seat")].append(_tok(g("token")))
            board[g("cell")] = -1
        elif k == "from_dam":
            slot = g("slot")
            t = dam.pop(slot) if 0 <= slot < len(dam) else -1
            colls[g("seat")].append(_tok(g("token")) if g("token") is not None else t)
        elif k == "dispute_revealed":
            colls[g("seat")] = [_tok(t) for t in g("tokens")]
        elif k == "dispute_given":
            coll, t = colls[g("seat")], g("token")
            if t in coll:
                coll.remove(t)
            elif -1 in coll:
                coll.remove(-1)
            colls[g("to")].append(_tok(t))
        elif k == "game_over":
            for c, t in g("board"):
                board[c] = _tok(t)
            for p, coll in enumerate(g("collections")):
                colls[p] = [_tok(t) for t in coll]


def resample(state, seat: int, rng: random.Random):
    """A state as `seat` may believe it: every token where the seat saw it go (its events, kept
    with a perfect memory; in a real game every token lay face up for all while memorising and
    every later move names its slot, so that is nearly all of them), or where its view shows it;
    the tokens it cannot place are dealt at random over the places it does not know. The other
    hands and the draw pile are dealt anew from the cards it has not seen, and the state's own
    chance is reseeded from `rng`. Reads nothing hidden from the seat: the unknowns are gathered
    in a canonical order before they are shuffled."""
    kb = state._kb[seat] if state._kb is not None else new_knowledge(state.num_players)
    s = state._clone_bare(rng=False)    # its generator is set below
    used: set[int] = set(t for h in s.unplaced for t in h)
    # the places, in a fixed order: the cells holding a token, the dam's slots, each seat's
    # collection slot by slot; `vals` says the token known at each place (-1: not known)
    board, dam, colls = s.board, s.dam, s.collections
    n = s.num_players
    cells = [c for c, t in enumerate(board) if t is not None]
    nb, nd = len(cells), len(dam)
    # 1. what the view shows now
    over = state.phase == "over"
    all_up = state.phase in ("setup", "memorise") or over
    if all_up:
        vals = [board[c] for c in cells]
    else:
        rev = state.revealed
        vals = [board[c] if c in rev else -1 for c in cells]
    vals += [-1] * nd
    coll_up = disputed_seat(state)
    for p in range(n):
        if state.open_collections or over or p == coll_up:
            vals += colls[p]
        else:
            vals += [-1] * len(colls[p])
    used.update(t for t in vals if t >= 0)
    # 2. what the seat remembers (where its memory still fits the public counts)
    memory = [kb["board"][c] for c in cells]
    memory += kb["dam"] if len(kb["dam"]) == nd else [-1] * nd
    for p in range(n):
        seen = kb["colls"][p]
        memory += seen if len(seen) == len(colls[p]) else [-1] * len(colls[p])
    for i, t in enumerate(vals):
        if t < 0:
            m = memory[i]
            if m >= 0 and m not in used:
                vals[i] = m
                used.add(m)
    # 3. the rest, dealt at random
    open_places = [i for i, t in enumerate(vals) if t < 0]
    guessed = bool(open_places) and open_places[0] < nb   # the cells known, when some are a guess
    s.sure_cells = frozenset(cells[i] for i in range(nb) if vals[i] >= 0) if guessed else None
    pool = [t for t in range(D.NUM_TOKENS) if t not in used]
    rng.shuffle(pool)
    for i, t in zip(open_places, pool):
        vals[i] = t
    for i, c in enumerate(cells):
        if vals[i] >= 0:
            board[c] = vals[i]
    k = nb
    for i in range(nd):
        if vals[k] >= 0:
            dam[i] = vals[k]
        k += 1
    for p in range(n):
        coll = colls[p]
        for i in range(len(coll)):
            if vals[k] >= 0:
                coll[i] = vals[k]
            k += 1
    if s.vf is not None:
        s.vf["token"] = s.board[s.vf["cell"]]
    # cards: the seat's own hand, the discard and the card in play are seen; the rest is dealt
    others = [p for p in range(s.num_players) if p != seat]
    cards = sorted(s.draw_pile + [c for p in others for c in s.hands[p]])
    rng.shuffle(cards)
    for p in others:
        k = len(s.hands[p])
        s.hands[p], cards = cards[:k], cards[k:]
    s.draw_pile = cards
    s.rng = random.Random(rng.getrandbits(64))
    return s
