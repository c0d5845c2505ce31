"""Scarabya's expert.

Standard and duel (`_flat`): the hard bot's best few placements compared on the same futures sampled
with `resample(seat, rng)` (the card order still to come), each played out greedily on bit masks
(game/scarabya/sampling.py); the best total is played. In the duel the first two placements of a
play-out also weigh the placement after them (the rival's points taken off, one's own next points
added), a play-out scores the chance to win rather than the margin, and near the end (fewer than
FLAT_LATE_LEFT placements after this one) more candidates are compared.

Solo: information-set Monte Carlo tree search (game.search) over resampled states, as below.

Each iteration draws a state the seat cannot tell from the real one (the undrawn mission cards in a
random order, the other seats' hidden placements of this round redrawn), then searches with the real
rules. Placements are wide (up to a few hundred a turn), so a node only considers the best few:

- at the decision itself, the hard bot's best few placements (its own look-ahead), worked out once
  per decision and kept for every iteration (the seat's own site and the cards still to come are the
  same in every sample);
- deeper, the best few by a cheap greedy measure (points now and a snug fit; in solo, scarabs
  covered and never one sealed).

Rollouts play greedily for the seats whose moves matter to the searching seat (its own site in the
standard game, both seats on the shared duel site) and at random for the others (their sites never
touch this seat's), for a few rounds; then a position is scored per seat in [0, 1] from points
collected and the hard bot's estimate of what the open scarabs are still worth (in solo: covered
scarabs, and 0 for a scarab sealed or out of reach of every remaining tile).
"""
from __future__ import annotations

import math
import random
import time

from game import search
from game.core import Action
from game.scarabya import bot as heur
from game.scarabya import sampling
from game.scarabya.shapes import PLACEMENT_MASK

ROOT_WIDTH = {"standard": 4, "duel": 5, "solo": 4}     # the hard bot's best few at the decision
DEEP_WIDTH = {"standard": 2, "duel": 3, "solo": 2}     # the greedy best few deeper in the tree
ROUNDS_AHEAD = {"standard": 3, "duel": 2, "solo": 12}  # rounds played out by the rollout policy
ITERATIONS = 200

# Standard and duel: the hard bot's best few placements, compared on shared sampled futures.
FLAT_WIDTH = {"standard": 6, "duel": 6}
FLAT_ROUNDS = {"standard": 12, "duel": 2}     # rounds each play-out looks ahead (12: to the end)
FLAT_CAREFUL = 2        # duel: play-out placements that weigh the next placement (0: all greedy)
FLAT_CAREFUL_WIDTH = 10  # ... among the greedy best this many
FLAT_LATE_LEFT = 5      # duel: with fewer placements than this after the decision ...
FLAT_WIDTH_LATE = 16    # ... compare this many candidates
FLAT_WIN_SCALE = 3.0    # duel: a play-out scores its chance to win (see sampling.win_value); None: the margin
FLAT_POT_NEXT = True    # duel: the open pockets count for the seat that really moves next (False: the old rule)
FLAT_SAMPLES = 2000     # samples a decision by default: the 1 s cap ends it first (median 653 / 326 in 1 s)


def _site(state, seat):
    return heur.Site(state.rocks, state.scarabs, state.occupied[state.site_of(seat)], state.flips)


def _greedy_score(state, site, m):
    return heur.greedy_value(site, m, state.mode)


def _place(tile, m):
    k, r, c = _MASK_KEY[(tile, m)]
    return Action.make("place", tile=tile, orient=k, row=r, col=c)


_MASK_KEY = {(t, m): (k, r, c) for (t, k, r, c), m in PLACEMENT_MASK.items()}


def solo_worth(state) -> float:
    if state.is_over:
        return 1.0 if state.solo_result == "won" else 0.0
    v = heur.solo_value(_site(state, 0), sorted(state.deck))
    if v < heur.NEG / 4:
        return 0.0
    return max(0.02, min(0.98, 0.1 + v / 300.0))


def duel_horizon(view, rounds_ahead):
    """The duel placements a play-out makes after this one: the rest of this round and `rounds_ahead`
    more. Returns (those placements as (seat, tile or None), whether they end the game, the seat that
    moves right after them or None at the end). A round's last mover also opens the next round, so
    the seat after the horizon is the one that made its last placement."""
    whole = heur.upcoming(view)
    n = len(view["to_act"]) - 1 + 2 * min(rounds_ahead, view["rounds"] - view["round"])
    end = n >= len(whole)
    return whole[:n], end, None if end else whole[n][0]


class ScarabyaExpert(search.SearchBot):
    """The expert: a SearchBot whose candidate and rollout helpers know this seat."""

    def __init__(self, seat, level, seed, iterations=None, seconds="budget"):
        """`iterations`/`seconds` default to the shared budget (game.search.budget); tests pass their
        own (seconds=None: iterations only, reproducible)."""
        from game.scarabya.bot import HardBot
        it, sec = search.budget(ITERATIONS, 1.0)
        if iterations is not None:
            it = iterations
        if seconds != "budget":
            sec = seconds
        config = search.SearchConfig(iterations=it, seconds=sec, exploration=0.5,
                                     candidates=self._candidates, rollout=self._rollout,
                                     value=self._value, rollout_depth=8)
        super().__init__(seat, level, seed, config, fallback=HardBot(seat, "hard", seed + 7))
        self.flat_samples = iterations if iterations is not None else search.budget(FLAT_SAMPLES, 1.0)[0]
        self._cache: dict = {}
        self._root = None

    # ---- the decision ---------------------------------------------------------------------------
    def choose(self, view, legal, rng=None, sampler=None):
        legal = list(legal)
        if (view["mode"] in FLAT_WIDTH and sampler is not None and len(legal) > 1
                and legal[0].kind == "place"):
            return self._flat(view, legal, rng or self.rng, sampler)
        self._cache = {}
        self._root = (view["round"], tuple(view["to_act"]))
        mode = view["mode"]
        n = view["players"] if mode == "standard" else 1
        self.config.rollout_depth = ROUNDS_AHEAD[mode] * (n if mode == "standard" else 2 if mode == "duel" else 1)
        return super().choose(view, legal, rng, sampler)

    # ---- standard and duel: candidates compared on the same sampled futures -----------------------
    def _flat(self, view, legal, rng, sampler):
        t0 = time.monotonic()
        deadline = None if self.config.seconds is None else t0 + self.config.seconds - search.SETUP_S
        mode = view["mode"]
        site = heur.Site.from_view(view, self.seat)
        cands = [(a, PLACEMENT_MASK[(a["tile"], a["orient"], a["row"], a["col"])]) for a in legal]
        values = self.fallback.evaluate(view, site, cands, random.Random(rng.getrandbits(64)))
        width = FLAT_WIDTH[mode]
        if mode == "duel" and len(heur.upcoming(view)) < FLAT_LATE_LEFT:
            width = FLAT_WIDTH_LATE     # short play-outs near the end: room for more candidates
        order = sorted(range(len(cands)), key=lambda i: (-values[i], i))[:width]
        top = [cands[i] for i in order]
        if len(top) == 1:
            self.last = search.SearchResult(top[0][0], 0, time.monotonic() - t0, {top[0][0]: 0})
            return top[0][0]
        play = sampling.Playout(site.rocks, site.scarabs, site.flips, mode)
        rounds_ahead = FLAT_ROUNDS[mode]
        if mode == "standard":
            left = view["rounds"] - view["round"]
            n = min(left, rounds_ahead)
            end = n >= left

            def future(r):
                return sampler(r).deck[:n]

            def score(c, tiles):
                m = c[1]
                return play.points(site.occ, m) + sampling.standard_value(play, site.occ | m, tiles, end)
        else:
            seq, end, next_seat = duel_horizon(view, rounds_ahead)
            if not FLAT_POT_NEXT:
                next_seat = None

            def future(r):
                deck = iter(sampler(r).deck)
                return [(s, t if t is not None else next(deck)) for s, t in seq]

            lead = view["points"][self.seat] - view["points"][1 - self.seat]

            def score(c, fut):
                m = c[1]
                margin = play.points(site.occ, m) + sampling.duel_value(play, site.occ | m, self.seat, fut, end,
                                                                             FLAT_CAREFUL, FLAT_CAREFUL_WIDTH,
                                                                             next_seat)
                if FLAT_WIN_SCALE is None:
                    return margin
                return sampling.win_value(lead + margin, end, FLAT_WIN_SCALE)
        totals, samples = sampling.compare(top, future, score, self.flat_samples, rng, deadline)
        best = max(range(len(top)), key=lambda j: (totals[j], -j))
        action = top[best][0]
        self.last = search.SearchResult(action, samples, time.monotonic() - t0,
                                        {c[0]: totals[j] / samples for j, c in enumerate(top)})
        return action

    # ---- the search's plug-ins ------------------------------------------------------------------
    def _candidates(self, state, moves, rng):
        if len(moves) <= 1 or moves[0].kind != "place":
            return moves
        mover = state.current_player
        tile = state.round_tiles[mover]
        site = _site(state, mover)
        at_root = mover == self.seat and (state.round, tuple(state.queue)) == self._root
        if state.mode == "standard" and mover != self.seat:
            return moves[:1]     # another site: nothing this seat's result depends on
        key = (mover, site.occ, tile, at_root, tuple(sorted(state.deck)) if state.mode != "standard" else None,
               state.round)
        hit = self._cache.get(key)
        if hit is not None:
            return hit
        if at_root:
            view = state.view(mover)
            cands = [(a, PLACEMENT_MASK[(a["tile"], a["orient"], a["row"], a["col"])]) for a in moves]
            values = self.fallback.evaluate(view, site, cands, random.Random(repr(key)))
            order = sorted(range(len(cands)), key=lambda i: (-values[i], i))
            out = [moves[i] for i in order[:ROOT_WIDTH[state.mode]]]
        else:
            masks = [PLACEMENT_MASK[(a["tile"], a["orient"], a["row"], a["col"])] for a in moves]
            scores = [_greedy_score(state, site, m) for m in masks]
            order = sorted(range(len(moves)), key=lambda i: (-scores[i], i))
            out = [moves[i] for i in order[:DEEP_WIDTH[state.mode]]]
        self._cache[key] = out
        return out

    def _rollout(self, state, rng):
        mover = state.current_player
        tile = state.round_tiles[mover]
        masks = [p[3] for p in state.placement_masks(mover, tile)]
        if not masks:
            return Action.make("discard")
        if state.mode == "standard" and mover != self.seat:
            return _place(tile, masks[rng.randrange(len(masks))])
        site = _site(state, mover)
        best, best_m = None, None
        for m in masks:
            v = _greedy_score(state, site, m)
            if best is None or v > best:
                best, best_m = v, m
        return _place(tile, best_m)

    def _value(self, state):
        n = state.num_players
        if state.mode == "solo":
            return [solo_worth(state)]
        if state.is_over:
            winners = state.winners()
            if state.mode == "standard" and n > 1:
                # sites are separate: judge by this seat's own points (the others' rollouts are random)
                return [p / (p + 30.0) if i == self.seat else 0.5 for i, p in enumerate(state.points)]
            if n == 1:
                return [state.points[0] / (state.points[0] + 30.0)]
            return [1.0 / len(winners) if i in winners else 0.0 for i in range(n)]
        if state.mode == "standard":
            out = []
            for i in range(n):
                if i != self.seat and n > 1:
                    out.append(0.5)
                    continue
                est = state.points[i] + heur.position_value(_site(state, i))
                out.append(est / (est + 30.0))
            return out
        # duel: one shared site; the margin in points, the open scarabs count for whoever moves next
        site = _site(state, 0)
        pot = heur.pocket_value(site) * 0.5
        nxt = state.current_player
        margin = state.points[0] - state.points[1]
        if nxt is not None:
            margin += pot if nxt == 0 else -pot
        v0 = 1.0 / (1.0 + math.exp(-margin / 4.0))
        return [v0, 1.0 - v0]


def make_expert(seat, seed, iterations=None, seconds="budget"):
    return ScarabyaExpert(seat, "expert", seed, iterations, seconds)
