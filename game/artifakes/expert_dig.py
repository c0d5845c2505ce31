"""Digging for the Artifakes expert: information-set tree search on the hard bot's compact table.

The same search as `game.search` (one tree shared by all samples, a move's statistics counting only
the iterations in which it was open, "availability"; one node added an iteration; the most visited
move at the root is played), but every iteration works on a `bot.Table` and card numbers instead of
a cloned game state and the real rules, which makes it several times faster. A sample is the rival's
hand drawn from the cards this seat cannot place (the deck and the rival's hand, read from the
view: the seat never sees a hidden card); the deck order does not matter within a round. Moves are
one per (card number, landing space) and one dead card per number, as the rules make twins and
plays landing on the same space the same move. Below the tree, the rest of the round is played out
by greedy diggers, and the round is scored for both seats by `worth` (expert.py).
"""
from __future__ import annotations

import math
import random
import time

from game.search import SETUP_S, Pacer

from . import data
from .bot import ArtifakesBot, Table
from .digging import leader

N = data.SPACES

DESTROY_WEIGHT = 0.7      # the greedy play-out digger: rival junk destroyed against own junk found


class _Node:
    __slots__ = ("visits", "total", "avail", "children")

    def __init__(self):
        self.visits = 0
        self.total = 0.0      # summed worth for the seat whose move led here
        self.avail = 0
        self.children: dict = {}


def moves_of(t: Table, p: int, hand: list[int]) -> list[tuple[int, int | None]]:
    """(number, landing) of every distinct play of `hand`, (number, None) for a dead card (the
    rules' steps and landing, written out inline: the search asks this at every node)."""
    out, seen = [], set()
    mine, theirs, count, col, pos = t.pts[p], t.pts[1 - p], t.count[p], t.col, t.insp
    back = N + 1 if pos == 0 else pos
    for n in hand:
        if n in seen:
            continue
        seen.add(n)
        k1 = mine[n] + theirs[n] if mine[n] else 0
        k2 = count[col[n]]
        if not k1 and not k2:
            out.append((n, None))
            continue
        lands = []
        for k in (k1, k2):
            if k:
                for L in ((pos + k - 1) % N + 1, (back - k - 1) % N + 1):
                    if L not in lands:
                        lands.append(L)
        out.extend((n, L) for L in lands)
    return out


def play_out(t: Table, hands: list[list[int]], p: int, dw: float) -> bool:
    """The rest of the round by greedy diggers, as `bot.play_out_round` plays it (the same choices,
    ties included), written out inline for speed; `hands` are used up. True when he stormed off."""
    col, pts, count = t.col, t.pts, t.count
    while hands[0] or hands[1]:
        hand = hands[p]
        if not hand:
            p = 1 - p
            continue
        q = 1 - p
        mine, theirs, cnt = pts[p], pts[q], count[p]
        pos = t.insp
        back = N + 1 if pos == 0 else pos
        best_i, best_L, best_v, dead_i = None, None, -1.0, None
        for i, n in enumerate(hand):
            k1 = mine[n] + theirs[n] if mine[n] else 0
            k2 = cnt[col[n]]
            if not k1 and not k2:
                dead_i = i
                continue
            for k in (k1, k2):
                if k:
                    L = (pos + k - 1) % N + 1
                    v = mine[L] + dw * theirs[L]
                    if v > best_v:
                        best_i, best_L, best_v = i, L, v
                    L = (back - k - 1) % N + 1
                    v = mine[L] + dw * theirs[L]
                    if v > best_v:
                        best_i, best_L, best_v = i, L, v
        if best_i is None or (dead_i is not None and t.streak + 1 >= data.STORM_STREAK
                              and leader(t.stop_totals()) == p):
            hand.pop(dead_i)
            if t.play_dead(p):
                return True
        else:
            hand.pop(best_i)
            t.play(p, best_L)
        p = q
    return False


def _key_of(t: Table, me: int, action) -> tuple[int, int | None]:
    n = data.CARD_NUMBER[action["card"]]
    if action.kind == "dead":
        return n, None
    return n, ArtifakesBot._landing(t, me, action)


def search_dig(view: dict, legal, worth, rng: random.Random, iterations: int, seconds: float | None,
               exploration: float = 0.7):
    """The play to make among `legal` for the seat of `view`. Returns (action, iterations done,
    visits per root move key)."""
    t0_clock = time.monotonic()
    deadline = None if seconds is None else t0_clock + seconds - SETUP_S
    me = view["seat"]
    opp = 1 - me
    root_t = Table.from_view(view)
    my_hand = [data.CARD_NUMBER[c["id"]] for c in view["hand"]]
    known = set(c["id"] for c in view["hand"]) | set(view["discard"])
    for pl in view["players"]:
        known.update(pl["dead_cards"])
    pool = sorted(data.CARD_NUMBER[c] for c in data.CARD_IDS if c not in known)
    opp_size = min(view["players"][opp]["hand_size"], len(pool))
    material = [data.JUNK_POINTS - p["removed"]["disk"] * data.PIECE_POINTS["disk"]
                - p["removed"]["bar"] * data.PIECE_POINTS["bar"] for p in view["players"]]
    by_key: dict = {}
    for a in legal:
        by_key.setdefault(_key_of(root_t, me, a), a)
    root = _Node()
    pacer = Pacer(deadline, t0_clock)
    log, sqrt = math.log, math.sqrt
    done = 0
    for done in range(1, max(1, iterations) + 1):
        t = root_t.copy()
        hands = [None, None]
        hands[me] = my_hand[:]
        hands[opp] = rng.sample(pool, opp_size)
        node, path, movers = root, [root], [None]
        p = me
        stormed = False
        finished = False
        while True:
            if not hands[p]:
                if not hands[1 - p]:
                    finished = True
                    break
                p = 1 - p
            moves = moves_of(t, p, hands[p])
            if node is root:
                moves = [m for m in moves if m in by_key] or moves
            children = node.children
            untried = None
            for m in moves:
                c = children.get(m)
                if c is None:
                    if untried is None:
                        untried = m
                else:
                    c.avail += 1
            if untried is not None:
                m = untried
                child = children[m] = _Node()
                child.avail = 1
            else:
                m, best = None, -1.0
                for mv in moves:
                    c = children[mv]
                    s = c.total / c.visits + exploration * sqrt(log(c.avail) / c.visits)
                    if s > best:
                        m, best = mv, s
                child = children[m]
            n, L = m
            hands[p].remove(n)
            path.append(child)
            movers.append(p)
            if L is None:
                if t.play_dead(p):
                    stormed = finished = True
                    break
            else:
                t.play(p, L)
            p = 1 - p
            node = child
            if untried is not None:
                break
        if not finished:
            if not hands[p]:
                p = 1 - p
            stormed = play_out(t, hands, p, DESTROY_WEIGHT)
        w = worth(t, me, stormed, material)
        for nd, mover in zip(path, movers):
            nd.visits += 1
            if mover is not None:
                nd.total += w if mover == me else 1.0 - w
        if pacer.stop():
            break
    visits = {k: c.visits for k, c in root.children.items() if k in by_key}
    if visits:
        best_key = max(by_key, key=lambda k: (visits.get(k, -1), -legal.index(by_key[k])))
        return by_key[best_key], done, visits
    return legal[0], done, visits
