"""Scarabya bots. They read only the view (and the legal actions) and rebuild the site as bit masks.

- easy: the placement scoring the most points right now (random among ties); in the duel, the
  snuggest fit among those within 2 points of the best.
- normal: points now plus a positional estimate (scarabs still visible, how close each is to being
  fenced into a small pocket, scarabs covered count against it).
- hard: normal's estimate to shortlist, then a look-ahead over the tiles still to come: for each
  shortlisted placement it samples the next tiles from those not yet drawn and plays them out
  greedily on a copy of the site.
- expert: a search over the cards still to come (game.scarabya.expert), thinking up to a second.
In solo the aim changes (cover every scarab, never seal one), so all levels but random use
`_solo_value` instead of points.
"""
from __future__ import annotations

from game.bots import Bot, RandomBot, hard_first, noise_rng, noisy_pick
from game.scarabya import data
from game.scarabya.shapes import (CENTRE_MASK, FULL, PLACEMENT_MASK, PLACEMENTS, N_ROTATIONS, all_regions,
                                  area_points, cells_mask, fitting, new_areas, popcount, spread)

NEG = -10 ** 9


class Site:
    """A bot's picture of one site: rocks, scarabs and covered squares as masks."""

    __slots__ = ("rocks", "scarabs", "occ", "flips")

    def __init__(self, rocks, scarabs, occ, flips):
        self.rocks, self.scarabs, self.occ, self.flips = rocks, scarabs, occ, flips

    @classmethod
    def from_view(cls, view, seat):
        site = seat if view["mode"] == "standard" else 0
        occ = 0
        for r, row in enumerate(view["sites"][site]["cover"]):
            for c, x in enumerate(row):
                if x is not None:
                    occ |= 1 << (r * 10 + c)
        return cls(cells_mask(view["rocks"]), cells_mask(view["scarabs"]), occ, view["flips"])

    def masks(self, tile):
        return [p[3] for p in fitting(tile, self.rocks, self.occ, self.flips)]

    def gain(self, mask):
        """(points, sealed scarabs) from placing `mask` now."""
        open_after = FULL & ~(self.rocks | self.occ | mask)
        pts = sealed = 0
        for reg in new_areas(open_after, mask):
            k = popcount(reg & self.scarabs)
            pts += area_points(popcount(reg), k)
            sealed += k
        return pts, sealed


def remaining_tiles(view):
    return [t for t in data.MISSION_CARDS if t not in view["cards_drawn"]]


# ---- positional estimates ---------------------------------------------------------------------
POCKET_VALUE = {5: 2.2, 6: 2.0, 7: 1.7, 8: 1.5, 9: 1.2, 10: 1.0, 11: 0.9, 12: 0.8}


def position_value(site: Site, w_visible=0.6, w_edge=0.35) -> float:
    """How promising the uncovered, unsealed scarabs look (standard and duel scoring)."""
    blocked = site.rocks | site.occ
    open_mask = FULL & ~blocked
    exposed = site.scarabs & open_mask
    val = 0.0
    for reg in all_regions(open_mask):
        k = popcount(reg & exposed)
        if not k:
            continue
        s = popcount(reg)
        if s <= data.CLOSED_MAX:
            continue  # already scored (or scored nothing); no future
        pv = POCKET_VALUE.get(s)
        if pv is not None:
            val += k * (w_visible + pv)
            continue
        # in the big open region: value each scarab by how fenced-in its square already is
        sc = reg & exposed
        while sc:
            b = sc & -sc
            sc ^= b
            nb = spread(b)
            closed_sides = 4 - popcount(nb & open_mask)
            near = spread(nb | b) & ~(nb | b)
            walls2 = popcount(near) - popcount(near & open_mask)  # blocked in-frame squares two steps away
            val += w_visible + w_edge * closed_sides + 0.08 * walls2
    return val


def pocket_value(site: Site) -> float:
    """Points that look close to being collected: scarabs in open regions of 5-12 squares."""
    open_mask = FULL & ~(site.rocks | site.occ)
    val = 0.0
    for reg in all_regions(open_mask):
        s = popcount(reg)
        pv = POCKET_VALUE.get(s)
        if pv is not None:
            val += pv * popcount(reg & site.scarabs)
    return val


def solo_value(site: Site, remaining: list[str]) -> float:
    """Solo: covered scarabs count most; a scarab that no remaining tile could still cover is a
    certain loss; scarabs far from the growing tile network are risky."""
    blocked = site.rocks | site.occ
    open_mask = FULL & ~blocked
    exposed = site.scarabs & open_mask
    covered = popcount(site.scarabs & site.occ)
    val = 10.0 * covered
    if not exposed:
        return val + 1000.0
    # regions: a scarab in a region too small for a pentomino is sealed for good
    for reg in all_regions(open_mask):
        k = popcount(reg & exposed)
        if k and popcount(reg) < 5:
            return NEG / 2 + val
    # distance of each exposed scarab from the network (rings of spread)
    frontier = site.occ if site.occ else CENTRE_MASK
    reach = frontier
    dist_pen = 0.0
    left = exposed
    d = 0
    while left and d < 12:
        d += 1
        reach = (reach | spread(reach)) & (open_mask | site.occ)
        hit = left & reach
        if hit:
            dist_pen += popcount(hit) * (d - 1) * 0.6
            left &= ~hit
    dist_pen += popcount(left) * 12
    val -= dist_pen
    # coverability: can any remaining tile cover each exposed scarab (ignoring contact)?
    free = open_mask
    sc = exposed
    tiles = set(remaining)
    while sc:
        b = sc & -sc
        sc ^= b
        opts = 0
        for m, t, k in CELL_PLACEMENTS[b.bit_length() - 1]:
            if t in tiles and not m & ~free and (site.flips or k < N_ROTATIONS[t]):
                opts += 1
                if opts >= 6:
                    break
        if opts == 0:
            return NEG / 2 + val
        val -= {1: 4.0, 2: 2.0, 3: 1.0, 4: 0.5, 5: 0.25}.get(opts, 0.0)
    # need enough tiles left: each tile covers at most a few scarabs
    need = popcount(exposed)
    if need > 3 * len(remaining):
        val -= 5.0 * (need - 3 * len(remaining))
    return val


# every placement (any tile, any orientation) covering a given square
CELL_PLACEMENTS: list[list[tuple[int, str, int]]] = [[] for _unused in range(100)]
for _t, _pl in PLACEMENTS.items():
    for _k, _r, _c, _m in _pl:
        mm = _m
        while mm:
            low = mm & -mm
            CELL_PLACEMENTS[low.bit_length() - 1].append((_m, _t, _k))
            mm ^= low


# ---- the bots -----------------------------------------------------------------------------------
class ScarabyaBot(Bot):
    """Shared machinery: rebuild the site from the view, score every legal placement, pick the best
    (random among ties, from the bot's own rng)."""

    def choose(self, view, legal, rng=None):
        rng = rng or self.rng
        legal = list(legal)
        if len(legal) == 1:
            return legal[0]
        site = Site.from_view(view, self.seat)
        cands = []
        for a in legal:
            m = PLACEMENT_MASK.get((a.get("tile"), a.get("orient"), a.get("row"), a.get("col")))
            if m is None:
                return rng.choice(legal)
            cands.append((a, m))
        values = self.evaluate(view, site, cands, rng)
        return self.pick(cands, values, rng)

    def pick(self, cands, values, rng):
        """The best (action, mask) candidate by `values`, at random among ties."""
        best = max(values)
        ties = [a for (a, _m), v in zip(cands, values) if v >= best - 1e-9]
        return ties[0] if len(ties) == 1 else rng.choice(ties)

    def evaluate(self, view, site, cands, rng):
        raise NotImplementedError


def _after(site: Site, mask: int) -> Site:
    return Site(site.rocks, site.scarabs, site.occ | mask, site.flips)


class EasyBot(ScarabyaBot):
    # Duel: a tidy player. Among the placements within this many points of the best it takes the one
    # that fits most snugly. Taking the points in sight first and random placements otherwise made
    # easy too close to hard on the shared site (hard won 65%); a snug fit that gives up at most a
    # small area leaves the rival more to close (hard wins 80%), and no big find is ever passed up.
    duel_slack = 2

    def evaluate(self, view, site, cands, rng):
        if view["mode"] == "duel":
            pts = [site.gain(m)[0] for _a, m in cands]
            floor = max(pts) - self.duel_slack
            return [(1000 if p >= floor else 0) + _contact(site, m) + 0.001 * p for p, (_a, m) in zip(pts, cands)]
        out = []
        for _a, m in cands:
            pts, sealed = site.gain(m)
            if view["mode"] == "solo":
                out.append(popcount(m & site.scarabs) - 100 * sealed)
            else:
                out.append(pts)
        return out


def upcoming(view):
    """The placements after the current one: (seat, tile or None when not yet drawn)."""
    queue = view["to_act"]
    seq = [(s, view["round_tiles"][s]) for s in queue[1:]]
    for rr in range(view["round"] + 1, view["rounds"] + 1):
        if view["mode"] == "duel":
            first = (rr - 1) % 2
            seq += [(first, None), (1 - first, None)]
        else:
            first = (rr - 1) % view["players"]
            seq += [((first + i) % view["players"], None) for i in range(view["players"])]
    return seq


class NormalBot(ScarabyaBot):
    def value(self, view, site, mask, remaining):
        pts, sealed = site.gain(mask)
        nxt = _after(site, mask)
        if view["mode"] == "solo":
            return NEG if sealed else solo_value(nxt, remaining)
        return pts + position_value(nxt)

    def evaluate(self, view, site, cands, rng):
        remaining = remaining_tiles(view)
        if view["mode"] == "duel":
            return self.duel_quick(view, site, cands, rng)
        return [self.value(view, site, m, remaining) for _a, m in cands]

    duel_checked = 20

    def duel_quick(self, view, site, cands, rng):
        """Shared site: points now, minus the best the opponent could take right after with the tile
        they are known to hold this round (checked for the most promising placements)."""
        pts = [greedy_value(site, m, "duel") for _a, m in cands]
        seq = upcoming(view)
        if not seq or seq[0][0] == self.seat or seq[0][1] is None:
            return pts
        tile = seq[0][1]
        idx = list(range(len(cands)))
        rng.shuffle(idx)
        idx.sort(key=lambda i: -pts[i])
        out = [p - 1000.0 for p in pts]
        for i in idx[: self.duel_checked]:
            nxt = _after(site, cands[i][1])
            reply = max((nxt.gain(mm)[0] for mm in nxt.masks(tile)), default=0)
            out[i] = pts[i] - reply
        return out


class HardBot(NormalBot):
    shortlist = 8
    samples = 6
    depth = 3

    def evaluate(self, view, site, cands, rng):
        remaining = remaining_tiles(view)
        if view["mode"] == "duel":
            base = self.duel_quick(view, site, cands, rng)
            return self.duel_evaluate(view, site, cands, rng, base, remaining)
        base = [self.value(view, site, m, remaining) for _a, m in cands]
        if not remaining:
            return base
        order = sorted(range(len(cands)), key=lambda i: -base[i])
        top = [i for i in order[: self.shortlist] if base[i] > NEG / 4] or order[:1]
        orders = []
        for _unused in range(self.samples):
            seq = list(remaining)
            rng.shuffle(seq)
            orders.append(seq[: self.depth])
        out = [NEG * 2.0] * len(cands)
        for i in top:
            m = cands[i][1]
            pts, sealed = site.gain(m)
            start = _after(site, m)
            total = 0.0
            for seq in orders:
                total += self.rollout(view, start, seq, remaining)
            out[i] = (0 if view["mode"] == "solo" else pts) + total / len(orders)
        return out

    duel_shortlist = 10
    duel_samples = 6
    duel_depth = 4

    def duel_evaluate(self, view, site, cands, rng, base, remaining):
        """Shared site: play the next few placements (both seats, greedy on points) and keep the
        difference between what this seat and the opponent collect."""
        seq = upcoming(view)[: self.duel_depth]
        if not seq:
            return [site.gain(m)[0] for _a, m in cands]
        order = sorted(range(len(cands)), key=lambda i: -base[i])
        top = order[: self.duel_shortlist]
        deals = []
        for _unused in range(self.duel_samples):
            pool = list(remaining)
            rng.shuffle(pool)
            deals.append([t if t is not None else (pool.pop() if pool else None) for _s, t in seq])
        out = [NEG * 2.0] * len(cands)
        for i in top:
            m = cands[i][1]
            start = _after(site, m)
            total = 0.0
            for deal in deals:
                cur = start
                diff = 0.0
                for (who, _t), tile in zip(seq, deal):
                    if tile is None:
                        continue
                    best, best_m = None, None
                    for mm in cur.masks(tile):
                        v = greedy_value(cur, mm, "duel")
                        if best is None or v > best:
                            best, best_m = v, mm
                    if best_m is None:
                        continue
                    p = cur.gain(best_m)[0]
                    diff += p if who == self.seat else -p
                    cur = _after(cur, best_m)
                total += diff
            out[i] = site.gain(m)[0] + total / len(deals) + 0.01 * base[i]
        return out

    def rollout(self, view, site, seq, remaining):
        solo = view["mode"] == "solo"
        gained = 0
        left = list(remaining)
        for t in seq:
            left.remove(t)
            best, best_m = None, None
            for m in site.masks(t):
                v = greedy_value(site, m, view["mode"])
                if best is None or v > best:
                    best, best_m = v, m
            if best_m is None:
                continue
            if not solo:
                gained += site.gain(best_m)[0]
            elif site.gain(best_m)[1]:
                return NEG / 4
            site = _after(site, best_m)
        if solo:
            return solo_value(site, left)
        return gained + position_value(site)


def _contact(site: Site, m: int) -> int:
    """How snugly a placement fits (edges against tiles, rocks and the frame): keeps sites compact."""
    nb = spread(m)
    return popcount(nb & (site.occ | site.rocks)) + (20 - popcount(nb))


def greedy_value(site: Site, m: int, mode: str) -> float:
    """How good placing `m` looks right now, for the quick look-aheads (the hard bot's and the expert's
    rollouts): points and a snug fit (the fit counts for little on the shared duel site); in solo,
    scarabs covered and a snug fit, and never a scarab sealed."""
    pts, sealed = site.gain(m)
    if mode == "solo":
        return -1000 if sealed else popcount(m & site.scarabs) * 3 + _contact(site, m)
    return pts + (0.01 if mode == "duel" else 0.25) * _contact(site, m)


# ---- a measurement opponent (game/bots.py: noisy_pick) ---------------------------------------------
# Levels a tool may seat (tools.selfplay --seats) that the app never offers.
MEASURE_LEVELS = ("noisyhard",)
# Values are points (now plus the look-ahead's average; in the duel, the lead over the rival; in
# solo, solo_value's scale, 10 a covered scarab): placements within half a point are a near-tie.
NOISE_TIE = 0.5
NEVER = NEG / 1000     # at or below: a placement the hard bot left out or rules out (a sealed scarab)


class NoisyHardBot(HardBot):
    """The hard bot, less predictable (see game/bots.py): it values every placement exactly as hard
    does and picks as hard would, then treats the placements covering the same squares as one
    alternative, breaks near-ties at random and takes one decision in six among the three best.
    Placements hard left off its shortlist or rules out are never chosen while another remains. Its
    noise comes from a random source of its own."""

    def __init__(self, seat, level="noisyhard", seed=0):
        super().__init__(seat, level, seed)
        self.noise_rng = noise_rng(seed)

    def pick(self, cands, values, rng):
        hard = super().pick(cands, values, rng)
        by_mask: dict = {}          # covered squares -> [best value, the action standing for them]
        for (a, m), v in zip(cands, values):
            group = by_mask.setdefault(m, [v, a])
            group[0] = max(group[0], v)
            if a is hard:
                group[1] = a
        scored = [(v, a) for v, a in by_mask.values() if v > NEVER or a is hard]
        return noisy_pick(hard_first(scored, hard), self.noise_rng, NOISE_TIE)


def make_bot(level, seat, seed):
    """The bots up to hard and the noisy hard (the expert is game/scarabya/expert.py; the registry
    picks by level)."""
    if level == "random":
        return RandomBot(seat, level, seed)
    cls = {"easy": EasyBot, "normal": NormalBot, "hard": HardBot, "noisyhard": NoisyHardBot}.get(level, NormalBot)
    return cls(seat, level, seed)
