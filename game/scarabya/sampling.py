"""Fast play-outs on bit masks for Scarabya's expert (standard and duel games).

The expert compares its few candidate placements on the same sampled futures (common random
numbers): every sample is one state drawn with `resample(seat, rng)`, read only for the order of the
mission cards still to come, and every candidate is played out on that same order. A play-out never
touches a game state: it works on the site's masks, so it is far cheaper than cloning and applying
real moves, and the best greedy placement of a tile on a site is remembered (the same site and tile
come up again and again across samples).
"""
from __future__ import annotations

import math

from game.scarabya import bot as heur
from game.scarabya.shapes import (CENTRE_MASK, FULL, N, NOT_COL0, NOT_COLLAST, PLACEMENTS, n_orientations,
                                  spread)
from game.search import Pacer

CLOSED = 4    # an open region this small is a closed excavation area


def _near(scarabs: int) -> int:
    """The squares that could belong to a closed area holding one of `scarabs` (within 3 steps)."""
    m = scarabs
    for _unused in range(CLOSED - 1):
        m |= spread(m)
    return m


_SHAPES: dict = {}


def _shapes(flips: bool) -> dict:
    """Per tile, its placements allowed by the flip rule as (mask, neighbours, 20 - neighbours in the
    frame), in the rules' order: worked out once."""
    hit = _SHAPES.get(flips)
    if hit is None:
        hit = {}
        for tile, places in PLACEMENTS.items():
            limit = n_orientations(tile, flips)
            hit[tile] = [(m, spread(m), 20 - spread(m).bit_count()) for k, _r, _c, m in places if k < limit]
        _SHAPES[flips] = hit
    return hit


class Playout:
    """Greedy play-outs on one site (`rocks`, `scarabs` fixed; the covered squares change)."""

    def __init__(self, rocks: int, scarabs: int, flips: bool, mode: str):
        self.rocks, self.scarabs, self.flips, self.mode = rocks, scarabs, flips, mode
        self.w_fit = 0.01 if mode == "duel" else 0.25
        self.memo: dict = {}
        self.shapes = _shapes(flips)

    def points(self, occ: int, m: int) -> int:
        """What placing `m` on a site with `occ` covered scores now."""
        open_after = FULL & ~(self.rocks | occ | m)
        return self._closed(spread(m) & open_after & _near(self.scarabs & open_after), open_after)

    def _closed(self, frontier: int, open_after: int) -> int:
        """Points of the small areas (CLOSED squares or fewer) reached from `frontier` in `open_after`:
        size times the scarabs inside. (A flood fill written out for speed: it stops as soon as a
        region grows past CLOSED squares.)"""
        pts = 0
        while frontier:
            reg = frontier & -frontier
            while True:
                grown = (reg | (reg << N) | (reg >> N) | ((reg << 1) & NOT_COL0)
                         | ((reg >> 1) & NOT_COLLAST)) & open_after
                if grown == reg:
                    size = reg.bit_count()
                    pts += size * (reg & self.scarabs).bit_count()
                    break
                reg = grown
                if reg.bit_count() > CLOSED:
                    break
            frontier &= ~reg
        return pts

    def _scored(self, occ: int, tile: str):
        """Every legal placement of `tile` as (greedy value, its index, mask, points now): points of
        the areas it closes and a snug fit, as the hard bot's look-ahead plays."""
        blocked = self.rocks | occ
        need = CENTRE_MASK if occ == 0 else spread(occ)
        open_now = FULL & ~blocked
        near = _near(self.scarabs & open_now)
        w = self.w_fit
        closed = self._closed
        for i, (m, nb, fit) in enumerate(self.shapes[tile]):
            if m & blocked or not m & need:
                continue
            open_after = open_now ^ m
            f = nb & open_after & near
            pts = closed(f, open_after) if f else 0
            yield pts + w * ((nb & blocked).bit_count() + fit), i, m, pts

    def best(self, occ: int, tile: str) -> tuple[int, int]:
        """(mask, points) of the greedy placement of `tile` (the first of the best values); (0, 0)
        when it fits nowhere."""
        key = (occ, tile)
        hit = self.memo.get(key)
        if hit is not None:
            return hit
        best_v, best = None, (0, 0)
        for v, _i, m, pts in self._scored(occ, tile):
            if best_v is None or v > best_v:
                best_v, best = v, (m, pts)
        self.memo[key] = best
        return best

    def ranked(self, occ: int, tile: str, k: int) -> list:
        """The `k` best placements of `tile` by the greedy measure, best first, as (mask, points)."""
        key = (occ, tile, -k)
        hit = self.memo.get(key)
        if hit is not None:
            return hit
        scored = sorted((-v, i, m, pts) for v, i, m, pts in self._scored(occ, tile))
        out = [(m, pts) for _v, _i, m, pts in scored[:k]]
        self.memo[key] = out
        return out

    def careful(self, occ: int, tile: str, nxt: str | None, same: bool, k: int) -> tuple[int, int]:
        """(mask, points) of the placement of `tile`, among the greedy best `k`, that does best once
        the next placement (`nxt`, greedy) is counted: its points are taken off when the rival makes
        it (`same` False), added when this seat moves again."""
        if nxt is None:
            return self.best(occ, tile)
        key = (occ, tile, nxt, same, k)
        hit = self.memo.get(key)
        if hit is not None:
            return hit
        best_v, best = None, (0, 0)
        for m, pts in self.ranked(occ, tile, k):
            r = self.best(occ | m, nxt)[1]
            v = pts + r if same else pts - r
            if best_v is None or v > best_v:
                best_v, best = v, (m, pts)
        self.memo[key] = best
        return best

    def site(self, occ: int) -> heur.Site:
        return heur.Site(self.rocks, self.scarabs, occ, self.flips)


def standard_value(play: Playout, occ: int, tiles, end: bool) -> float:
    """Points collected by playing `tiles` greedily from `occ`, plus the hard bot's estimate of the
    open scarabs when the game goes on past them."""
    total = 0.0
    for t in tiles:
        m, pts = play.best(occ, t)
        total += pts
        occ |= m
    if not end:
        total += heur.position_value(play.site(occ))
    return total


def duel_value(play: Playout, occ: int, seat: int, seq, end: bool, careful: int = 0, width: int = 6,
               next_seat: int | None = None) -> float:
    """The points margin for `seat` after both seats play `seq` ((seat, tile) in turn) greedily, with
    half the worth of the open pockets to whoever would move next (`next_seat`; None: the seat that
    did not make the last placement of `seq`). The first `careful` placements weigh the next placement
    too (`Playout.careful`, among the greedy best `width`)."""
    margin = 0.0
    for i, (who, t) in enumerate(seq):
        if i < careful and i + 1 < len(seq):
            nw, nt = seq[i + 1]
            m, pts = play.careful(occ, t, nt, nw == who, width)
        else:
            m, pts = play.best(occ, t)
        occ |= m
        margin += pts if who == seat else -pts
    if not end:
        pot = 0.5 * heur.pocket_value(play.site(occ))
        if next_seat is None:
            next_seat = 1 - seq[-1][0] if seq else 1 - seat
        margin += pot if next_seat == seat else -pot
    return margin


def win_value(lead: float, end: bool, scale: float) -> float:
    """A duel play-out's worth to the seat with `lead` points more: won 1, drawn 0.5, lost 0 when the
    play-out reached the end of the game; else a logistic curve of the lead (`scale` points wide)."""
    if end:
        return 1.0 if lead > 0 else 0.5 if lead == 0 else 0.0
    return 1.0 / (1.0 + math.exp(-lead / scale))


def compare(cands, future, score, iterations: int, rng, deadline: float | None):
    """Score every candidate on the same sampled futures, `iterations` of them (fewer when the
    deadline would be passed; at least one). `future(rng)` draws one future; `score(cand, fut)` plays
    one candidate out on it. Returns (totals, samples)."""
    totals = [0.0] * len(cands)
    samples = 0
    pacer = Pacer(deadline)
    while samples < max(1, iterations):
        fut = future(rng)
        for j, c in enumerate(cands):
            totals[j] += score(c, fut)
        samples += 1
        if pacer.stop():
            break
    return totals, samples
