"""Fast play-outs on bit masks for Scarabya's expert (standard and duel games).

The expert compares its few candidate placements on the same sampled futures (common random
numbers): every sample is one state drawn with `resample(seat, rng)`, read only for the order of the
mission cards still to come, and every candidate is played out on that same order. A play-out never
touches a game state: it works on the site's masks, so it is far cheaper than cloning and applying
real moves, and the best greedy placement of a tile on a site is remembered (the same site and tile
come up again and again across samples).
"""
from __future__ import annotations

from game.scarabya import bot as heur
from game.scarabya.shapes import CENTRE_MASK, FULL, PLACEMENTS, n_orientations, region_of, spread
from game.search import Pacer

CLOSED = 4    # an open region this small is a closed excavation area


def _near(scarabs: int) -> int:
    """The squares that could belong to a closed area holding one of `scarabs` (within 3 steps)."""
    m = scarabs
    for _ in range(CLOSED - 1):
        m |= spread(m)
    return m


class Playout:
    """Greedy play-outs on one site (`rocks`, `scarabs` fixed; the covered squares change)."""

    def __init__(self, rocks: int, scarabs: int, flips: bool, mode: str):
        self.rocks, self.scarabs, self.flips, self.mode = rocks, scarabs, flips, mode
        self.w_fit = 0.01 if mode == "duel" else 0.25
        self.memo: dict = {}

    def points(self, occ: int, m: int) -> int:
        """What placing `m` on a site with `occ` covered scores now."""
        open_after = FULL & ~(self.rocks | occ | m)
        return self._closed(spread(m) & open_after & _near(self.scarabs & open_after), open_after)

    def _closed(self, frontier: int, open_after: int) -> int:
        """Points of the small areas (CLOSED squares or fewer) reached from `frontier` in `open_after`:
        size times the scarabs inside."""
        pts = 0
        while frontier:
            seed = frontier & -frontier
            reg = region_of(seed, open_after, CLOSED)
            frontier &= ~reg
            size = reg.bit_count()
            if size <= CLOSED:
                pts += size * (reg & self.scarabs).bit_count()
        return pts

    def best(self, occ: int, tile: str) -> tuple[int, int]:
        """(mask, points) of the greedy placement of `tile` (points now and a snug fit, as the hard
        bot's look-ahead plays); (0, 0) when it fits nowhere."""
        key = (occ, tile)
        hit = self.memo.get(key)
        if hit is not None:
            return hit
        blocked = self.rocks | occ
        need = CENTRE_MASK if occ == 0 else spread(occ)
        limit = n_orientations(tile, self.flips)
        open_now = FULL & ~blocked
        near = _near(self.scarabs & open_now)
        w = self.w_fit
        best_v, best = None, (0, 0)
        for k, _r, _c, m in PLACEMENTS[tile]:
            if k >= limit or m & blocked or not m & need:
                continue
            nb = spread(m)
            open_after = open_now & ~m
            pts = self._closed(nb & open_after & near, open_after)
            v = pts + w * ((nb & blocked).bit_count() + 20 - nb.bit_count())
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


def duel_value(play: Playout, occ: int, seat: int, seq, end: bool) -> float:
    """The points margin for `seat` after both seats play `seq` ((seat, tile) in turn) greedily, with
    half the worth of the open pockets to whoever would move next."""
    margin = 0.0
    for who, t in seq:
        m, pts = play.best(occ, t)
        occ |= m
        margin += pts if who == seat else -pts
    if not end:
        pot = 0.5 * heur.pocket_value(play.site(occ))
        margin += pot if (seq and seq[-1][0] != seat) else -pot
    return margin


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
