"""Burying for the Artifakes expert: the hard plan's best few burials, each judged on the same
sampled rounds.

Burying hides nothing (the ring and both piles are public); what a seat cannot know is the order
of the deck, so the coming deal. For each candidate (the hard plan's best few pieces and spaces)
the rest of the burying is played by the hard plan for both seats (no noise, so the same for every
sample), then the digging of the round is played out by greedy diggers on deals drawn from the
cards this seat cannot place; every candidate meets the same deals (common random numbers), and
the one with the best mean worth (expert.py `worth`) is buried.
"""
from __future__ import annotations

import random
import time

from game.search import SETUP_S, Pacer

from . import data
from .bot import HardBot, Table, play_out_round

PIECES = (("disk", 0), ("bar", 1))
WIDTH = 5                 # the hard plan's best few burials compared at a decision
SAMPLES = 200           # deals a decision, every candidate meeting each of them
DESTROY_WEIGHT = 0.7      # the greedy play-out digger (as expert.py)


def _legal(t: Table, pile) -> list[tuple[str, int, int]]:
    """(piece, points, space) of every burial the piles and the space limit allow."""
    out = []
    for piece, k in PIECES:
        if not pile[k]:
            continue
        add = data.PIECE_POINTS[piece]
        room = data.SPACE_CAPACITY - add
        for s in range(1, data.SPACES + 1):
            if t.pts[0][s] + t.pts[1][s] <= room:
                out.append((piece, add, s))
    return out


def _bury(t: Table, p: int, add: int, s: int) -> None:
    if not t.pts[p][s]:
        t.count[p][t.col[s]] += 1
    t.pts[p][s] += add


def ranked(plan: HardBot, t: Table, p: int, pile, first_digger: int) -> list[tuple[float, str, int, int]]:
    """The burials open to seat `p`, best first by the hard plan's value (ties: the legal order)."""
    first = first_digger == p
    scored = []
    for i, (piece, add, s) in enumerate(_legal(t, pile)):
        scored.append((plan.bury_value(t, p, t.insp, first, piece, s, None), -i, piece, add, s))
    scored.sort(reverse=True)
    return [(v, piece, add, s) for v, _i, piece, add, s in scored]


def finish_burying(plan: HardBot, t: Table, piles, turn: int, first_digger: int) -> None:
    """Both seats bury the rest of their piles by the hard plan (no noise), in turn; `t` and `piles`
    change in place."""
    while any(piles[0]) or any(piles[1]):
        p = turn
        _v, piece, add, s = ranked(plan, t, p, piles[p], first_digger)[0]
        piles[p][PIECES[0][1] if piece == "disk" else 1] -= 1
        _bury(t, p, add, s)
        other = 1 - p
        turn = other if any(piles[other]) else p


def deal(view: dict, rng: random.Random, first_digger: int) -> list[list[int]]:
    """A deal of the coming round (card numbers per seat) drawn from what the seat may know: the
    deck is every card not in the discard pile, in an order the seat cannot see; when it runs out
    the discard pile is shuffled in."""
    gone = set(view["discard"])
    for p in view["players"]:
        gone.update(p["dead_cards"])
    deck = [c for c in data.CARD_IDS if c not in gone]
    rng.shuffle(deck)
    seq = deck
    if len(deck) < 2 * data.HAND_SIZE:
        rest = sorted(set(view["discard"]) | {c for p in view["players"] for c in p["dead_cards"]},
                      key=data.CARD_ORDER.__getitem__)
        rng.shuffle(rest)
        seq = deck + rest
    hands = [[], []]
    for i in range(2 * data.HAND_SIZE):
        seat = first_digger if i % 2 == 0 else 1 - first_digger
        hands[seat].append(data.CARD_NUMBER[seq[i]])
    return hands


def choose_burial(view: dict, legal, plan: HardBot, worth, rng: random.Random, samples: int,
                  seconds: float | None):
    """The burial to make: the hard plan's best WIDTH compared on `samples` shared deals (fewer when
    the time cap `seconds` would be passed). `worth(table, seat, stormed, material)` scores a played
    round for `seat` in [0, 1]. Returns (action, samples used, mean worth per candidate)."""
    t0 = time.monotonic()
    deadline = None if seconds is None else t0 + seconds - SETUP_S
    me = view["seat"]
    t = Table.from_view(view)
    piles = [[p["to_bury"]["disk"], p["to_bury"]["bar"]] for p in view["players"]]
    first_digger = view["first_digger"]
    material = [data.JUNK_POINTS - p["removed"]["disk"] * data.PIECE_POINTS["disk"]
                - p["removed"]["bar"] * data.PIECE_POINTS["bar"] for p in view["players"]]
    top = ranked(plan, t, me, piles[me], first_digger)[:WIDTH]
    by_move = {(a["piece"], a["space"]): a for a in legal}
    top = [c for c in top if (c[1], c[3]) in by_move]
    if len(top) <= 1:
        return (by_move[(top[0][1], top[0][3])] if top else legal[0]), 0, []
    ends = []
    for _v, piece, add, s in top:
        tt = t.copy()
        pl = [piles[0][:], piles[1][:]]
        pl[me][0 if piece == "disk" else 1] -= 1
        _bury(tt, me, add, s)
        other = 1 - me
        finish_burying(plan, tt, pl, other if any(pl[other]) else me, first_digger)
        ends.append(tt)
    totals = [0.0] * len(top)
    done = 0
    pacer = Pacer(deadline)
    while done < max(1, samples):
        hands = deal(view, rng, first_digger)
        for j, end in enumerate(ends):
            tt = end.copy()
            stormed = play_out_round(tt, hands, first_digger, DESTROY_WEIGHT)
            totals[j] += worth(tt, me, stormed, material)
        done += 1
        if pacer.stop():
            break
    best = max(range(len(top)), key=lambda j: (totals[j], -j))
    _v, piece, _add, s = top[best]
    return by_move[(piece, s)], done, [x / done for x in totals]
