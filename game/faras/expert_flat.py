"""The Faras expert's decision: a flat comparison of a few candidate moves on common sampled futures.

Every sample is one state the seat may believe in (its sampler: FarasState.resample, the others'
hands dealt from the cards this seat has not seen); every candidate is played on a copy
of the same sample and the game is played on with the same chance, every seat by the hard level's
rules (expert_hard.policy; the others are hard players, and the expert's own later turns are judged
as a hard player would play them). A play-out runs for a number of turns, then the position is
scored for the seat. The candidate with the best total over the samples is played.

Comparing the candidates on the same samples and the same chance removes most of the luck from the
differences, which a tree search spread over 40-300 iterations could not.
"""
from __future__ import annotations

import math
import random
import time
from typing import Callable, Sequence

from game import search
from game.core import Action
from game.faras import data as D
from game.faras import expert_hard as H

TURNS_AHEAD = 99          # turn starts a play-out runs (99: to the end of the game)
MARGIN_WEIGHT = 0.02      # a point of final margin, beside a win (1) or a shared win
Z = 2.0                   # how clearly (standard errors) a candidate must beat the hard choice
# a play-out cut short (TURNS_AHEAD below the game's end) is scored by the lead, squashed with this
# scale, counting a held card that doubles a pair on the board as this many points
SCALE = 1.5
HAND_WEIGHT = 0.5


_KIND = D.CARDS
_DOUBLES = {k: k for k in D.FIND_TYPES} | {"baskets": "sand", "medicine": "scorpion"}


def outcome(state, seat: int) -> float:
    """The seat's result: a win 1 (shared: split), a loss 0, plus a little per point of margin (so
    that among equally winning moves the bigger lead counts, and among losing ones the smaller gap)."""
    scores = [float(x) for x in state.scores()]
    if not state.is_over and HAND_WEIGHT:
        counts = H.board_counts(state)[0]
        for p, hand in enumerate(state.hands):
            for c in hand:
                t = _DOUBLES.get(_KIND[c])
                if t is not None and len(counts[t]) >= 2:
                    scores[p] += HAND_WEIGHT
    best_other = max(s for j, s in enumerate(scores) if j != seat)
    margin = scores[seat] - best_other
    if state.is_over:
        winners = state.winners()
        base = 1.0 / len(winners) if seat in winners else 0.0
    else:
        base = 1 / (1 + math.exp(-margin / SCALE))
    return base + MARGIN_WEIGHT * margin


def play_on(state, rng: random.Random, turns: int) -> None:
    """Play every seat by the hard level's rules for `turns` turn starts (or to the end)."""
    left = turns
    apply = state._apply
    while not state.is_over:
        if state.step == "card":
            if left <= 0:
                return
            left -= 1
        apply(H.policy(state, rng))


def compare(cands: Sequence[Sequence[Action]], sampler: Callable[[random.Random], object], seat: int,
            samples: int, rng: random.Random, deadline: float | None, turns: int = TURNS_AHEAD):
    """Each candidate's result on every sample (a candidate is a short list of moves, played in
    order), over up to `samples` common futures (the deadline may stop it early)."""
    results: list[list[float]] = [[] for _unused in cands]
    pacer = search.Pacer(deadline)
    for _unused in range(samples):
        sample_seed = rng.getrandbits(64)
        chance_seed = rng.getrandbits(64)
        base = sampler(random.Random(sample_seed))
        for j, moves in enumerate(cands):
            s = base._clone_bare(rng=False)
            s.rng = random.Random(chance_seed)
            r = random.Random(chance_seed ^ 0x5DEECE66D)
            try:
                for a in moves:
                    if s.is_over or a not in s.legal_actions():
                        break
                    s._apply(a)
                play_on(s, r, turns)
                results[j].append(outcome(s, seat))
            except Exception:          # a broken play-out counts as a loss, never as a crash
                results[j].append(-1.0)
        if pacer.stop():
            break
    return results


def choose(cands: Sequence[Sequence[Action]], sampler, seat: int, iterations: int, seconds: float | None,
           rng: random.Random, anchor: int | None = None, turns: int = TURNS_AHEAD):
    """The index of the candidate to play, the candidates' mean results and the samples done.
    `iterations` counts play-outs, so a decision costs about the same whatever the number of
    candidates. With an `anchor` (the hard level's own choice), another candidate is played only when
    it beats the anchor clearly on the same samples (by `Z` standard errors of the paired
    differences): a difference smaller than the noise is more often luck than a better move."""
    t0 = time.monotonic()
    deadline = None if seconds is None else t0 + seconds - search.SETUP_S
    samples = max(2, iterations // max(1, len(cands)))
    results = compare(cands, sampler, seat, samples, rng, deadline, turns)
    done = len(results[0])
    means = [sum(r) / done for r in results]
    best = max(range(len(cands)), key=lambda j: (means[j], -j))
    if anchor is not None and best != anchor and Z > 0:
        diffs = [a - b for a, b in zip(results[best], results[anchor])]
        mean = sum(diffs) / done
        var = sum((d - mean) ** 2 for d in diffs) / max(1, done - 1)
        if done < 2 or mean <= Z * math.sqrt(var / done):
            best = anchor
    return best, means, done, time.monotonic() - t0
