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
    return {"board": [-1] * D.NUM_CELLS, "dam": [], "colls": [[] for _ in range(players)]}


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
    s = state._clone_bare()
    used: set[int] = set(t for h in s.unplaced for t in h)
    # places, in a fixed order: ("b", cell), ("d", slot), ("c", seat, slot)
    places = [("b", c) for c in range(D.NUM_CELLS) if s.board[c] is not None]
    places += [("d", i) for i in range(len(s.dam))]
    places += [("c", p, i) for p in range(s.num_players) for i in range(len(s.collections[p]))]
    known: dict = {}
    # 1. what the view shows now
    over = state.phase == "over"
    all_up = state.phase in ("setup", "memorise") or over
    rev = set(state.revealed)
    coll_up = disputed_seat(state)
    for pl in places:
        if pl[0] == "b":
            visible = all_up or pl[1] in rev
            t = state.board[pl[1]] if visible else None
        elif pl[0] == "c":
            visible = state.open_collections or over or pl[1] == coll_up
            t = state.collections[pl[1]][pl[2]] if visible else None
        else:
            t = None
        if t is not None:
            known[pl] = t
            used.add(t)
    # 2. what the seat remembers (where its memory still fits the public counts)
    dam_ok = len(kb["dam"]) == len(s.dam)
    coll_ok = [len(kb["colls"][p]) == len(s.collections[p]) for p in range(s.num_players)]
    for pl in places:
        if pl in known:
            continue
        if pl[0] == "b":
            t = kb["board"][pl[1]]
        elif pl[0] == "d":
            t = kb["dam"][pl[1]] if dam_ok else -1
        else:
            t = kb["colls"][pl[1]][pl[2]] if coll_ok[pl[1]] else -1
        if t is not None and t >= 0 and t not in used:
            known[pl] = t
            used.add(t)
    # 3. the rest, dealt at random
    open_places = [pl for pl in places if pl not in known]
    guessed = any(pl[0] == "b" for pl in open_places)   # the cells known, when some are a guess
    s.sure_cells = frozenset(pl[1] for pl in known if pl[0] == "b") if guessed else None
    pool = [t for t in range(D.NUM_TOKENS) if t not in used]
    rng.shuffle(pool)
    known.update(zip(open_places, pool))
    for pl, t in known.items():
        if pl[0] == "b":
            s.board[pl[1]] = t
        elif pl[0] == "d":
            s.dam[pl[1]] = t
        else:
            s.collections[pl[1]][pl[2]] = t
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
