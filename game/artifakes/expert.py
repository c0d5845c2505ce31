"""The Artifakes expert: information-set tree search over the digging, sampled deals for the burying.

Digging (expert_dig.py): every iteration draws the rival's hand anew from the cards this seat cannot
place, so the expert never reads a hidden card; one tree over the distinct plays (one per card
number and landing space, one per dead card number) is searched on the hard bot's compact table,
the rest of the round is played out by greedy diggers and the table is scored for both seats
(`worth`: race margin after the round's scoring, junk still in the game, the game's end).
Burying (expert_bury.py): the hard plan's best few burials, each followed by the hard plan for
the rest of the burying, compared on the same sampled deals of the coming round.
The hard bot is the fallback (no sampler, or one move). The older search of the digging through
`game.search` on real states (`value`, `dig_candidates`, `greedy_rollout`) is kept behind
`TABLE_SEARCH = False` for comparison; it reaches about 1,200 iterations a second against some 20,000.
"""
from __future__ import annotations

import math
import random
import time
from typing import Sequence

from game.core import Action, GameState
from game.search import SearchBot, SearchConfig, SearchResult, budget

from . import data, expert_bury, expert_dig
from .bot import COLOUR_INDEX, HardBot, Table, play_out_round
from .digging import DIG, DIRECTIONS, final_scores, land, leader, points, scored_total, storms_off

ITERATIONS = 10000        # the reproducible budget per decision (a time cap of 1 s applies too)
ROLLOUT_DEPTH = 0         # the value plays the round out itself, on a compact table (fast)
DESTROY_WEIGHT = 0.7      # the greedy rollout digger: rival junk destroyed against own junk found
MATERIAL_WEIGHT = 0.35    # a point of junk still in the game, against a step on the path
MARGIN_SCALE = 2.0        # steps of margin that make a position clearly won, at the path's end
TABLE_SEARCH = True       # dig with expert_dig's search on the compact table (False: game.search)
BURY_SAMPLES = expert_bury.SAMPLES   # deals a burying decision (0: bury with the hard plan)


def dig_candidates(state: GameState, moves: Sequence[Action], rng: random.Random) -> list[Action]:
    """The plays worth a node: one per (card number, landing space) and one dead card per number
    (a day and a night card of a number, or two plays landing on the same space, are the same
    move for the rules). Burying is not searched (the hard plan decides), so every move stays."""
    if state.phase != DIG:
        return list(moves)
    seat = state.turn
    out, seen = [], set()
    for a in moves:
        n = data.CARD_NUMBER[a["card"]]
        if a.kind == "dead":
            key = (n, None)
        else:
            key = (n, land(state.inspector, state.card_steps(seat, a["card"], a["mode"]), a["direction"]))
        if key not in seen:
            seen.add(key)
            out.append(a)
    return out


def greedy_rollout(state: GameState, rng: random.Random) -> Action:
    """A cheap digger (the rollout policy): the play that moves the most junk now (own found, rival's
    destroyed, weighted), a dead card only when nothing moves, or when the Inspector is one dead card
    from storming off and this seat leads. Burying (after a round's end): the first legal move."""
    if state.phase != DIG:
        legal = state.legal_actions()
        return legal[rng.randrange(len(legal))]
    p = state.turn
    q = 1 - p
    ring = state.ring
    best, best_v, dead = None, -1.0, None
    for card in state.hands[p]:
        steps_by_mode = (("number", state.card_steps(p, card, "number")),
                         ("colour", state.card_steps(p, card, "colour")))
        live = False
        for mode, k in steps_by_mode:
            if not k:
                continue
            live = True
            for direction in DIRECTIONS:
                L = land(state.inspector, k, direction)
                v = points(ring[L][p]) + DESTROY_WEIGHT * points(ring[L][q]) + rng.random() * 1e-3
                if v > best_v:
                    best, best_v = (card, mode, direction), v
        if not live and dead is None:
            dead = card
    if dead is not None and (best is None or (storms_off(state.streak + 1) and _leader(state) == p)):
        return Action.make("dead", card=dead)
    card, mode, direction = best
    return Action.make("play", card=card, mode=mode, direction=direction)


def _effective(state, seat: int) -> int:
    """Where `seat` would stand after this round's scoring as things are now."""
    return scored_total(state.total[seat], points(state.recovered[seat]), len(state.dead_cards[seat]))


def _leader(state):
    return leader([_effective(state, s) for s in range(2)] if state.score_interrupted else state.total)


def table_of(state) -> Table:
    """The hard bot's compact digging table, read straight from a (sampled) state."""
    return Table([0] + [COLOUR_INDEX[c] for c in state.colours],
                 [[0] + [points(state.ring[s][p]) for s in range(1, data.SPACES + 1)] for p in range(2)],
                 state.inspector, [points(state.recovered[p]) for p in range(2)],
                 [len(state.dead_cards[p]) for p in range(2)], state.streak, state.total[:], state.path_length,
                 state.score_interrupted)


def _finish_round(state) -> tuple[list[int], list[int], bool]:
    """Play the rest of the round's digging with greedy diggers on the compact table (the
    playout): (totals after scoring, junk points lost this playout, stormed off)."""
    t = table_of(state)
    hands = [[data.CARD_NUMBER[c] for c in state.hands[p]] for p in range(2)]
    stormed = play_out_round(t, hands, state.turn, DESTROY_WEIGHT)
    tot = t.stop_totals() if stormed else t.scored_totals()
    return tot, t.lost, stormed


def _result(a: float, b: float) -> list[float]:
    return [1.0, 0.0] if a > b else ([0.0, 1.0] if a < b else [0.5, 0.5])


def _squash(margin: float, length: int, tot) -> float:
    """A race margin as seat 0's worth in [0, 1]: a lead counts for more the nearer the end of the
    path (early on, much can still happen)."""
    scale = MARGIN_SCALE + max(0, length - max(tot)) / 5.0
    return 1.0 / (1.0 + math.exp(-margin / scale))


def worth(t: Table, me: int, stormed: bool, material: list[int]) -> float:
    """What a round played out on the compact table `t` is worth to `me`, in [0, 1], as `value`
    counts it; `material` is each seat's junk still in the game before the round."""
    if stormed:
        tot = t.stop_totals()
        return _result(tot[me], tot[1 - me])[0]
    tot = t.scored_totals()
    if max(tot) >= t.length:
        final = final_scores(tot, t.length)
        return _result(final[me], final[1 - me])[0]
    q = 1 - me
    margin = (tot[me] - tot[q]) + MATERIAL_WEIGHT * ((material[me] - t.lost[me]) - (material[q] - t.lost[q]))
    return _squash(margin, t.length, tot)


def value(state: GameState) -> list[float]:
    """Both seats' worth of a position in [0, 1]: 1/0 for a finished game (a tie shares); while
    digging, the rest of the round is played out greedily first. Then the race margin after the
    round's scoring plus the junk each still has in the game, squashed."""
    if state.is_over:
        w = state.winners()
        return [1.0 / len(w) if s in w else 0.0 for s in range(2)]
    lost = [0, 0]
    if state.phase == DIG:
        tot, lost, stormed = _finish_round(state)
        if stormed:
            return _result(tot[0], tot[1])
        if max(tot) >= state.path_length:
            return _result(*final_scores(tot, state.path_length))
    else:
        tot = state.total
    mat = [data.JUNK_POINTS - points(state.removed[s]) - lost[s] for s in range(2)]
    margin = (tot[0] - tot[1]) + MATERIAL_WEIGHT * (mat[0] - mat[1])
    v0 = _squash(margin, state.path_length, tot)
    return [v0, 1.0 - v0]


class ArtifakesExpert(SearchBot):
    """Searches the digging; buries by comparing the hard plan's best few burials on sampled deals
    (expert_bury.py); the hard bot is the fallback (no sampler, or one move)."""

    bury_samples = BURY_SAMPLES

    def choose(self, view, legal, rng=None, sampler=None):
        legal = list(legal)
        if view.get("phase") == "bury" and self.fallback is not None:
            if sampler is None or len(legal) == 1 or not self.bury_samples:
                return self.fallback.choose(view, legal, self.fallback.rng)
            action, n, means = expert_bury.choose_burial(view, legal, self.fallback, worth, rng or self.rng,
                                                         self.bury_samples, self.config.seconds)
            self.last = SearchResult(action, n, 0.0, {})
            return action
        if TABLE_SEARCH and sampler is not None and len(legal) > 1:
            t0 = time.monotonic()
            action, n, visits = expert_dig.search_dig(view, legal, worth, rng or self.rng, self.config.iterations,
                                                      self.config.seconds, self.config.exploration)
            self.last = SearchResult(action, n, time.monotonic() - t0, visits)
            return action
        return super().choose(view, legal, rng, sampler)


def make_expert(seat: int, seed: int) -> SearchBot:
    iterations, seconds = budget(ITERATIONS, 1.0)
    config = SearchConfig(iterations=iterations, seconds=seconds, exploration=0.7,
                          rollout_depth=ROLLOUT_DEPTH, value=value, candidates=dig_candidates,
                          rollout=greedy_rollout)
    bot = ArtifakesExpert(seat, "expert", seed, config, fallback=HardBot(seat, "hard", seed + 7919))
    # the burying budget follows the digging one (a fixed iteration run scales both alike)
    bot.bury_samples = max(1, BURY_SAMPLES * iterations // ITERATIONS) if BURY_SAMPLES else 0
    return bot
