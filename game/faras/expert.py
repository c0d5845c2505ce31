"""The Faras expert: information-set Monte Carlo tree search (game.search) over states resampled from
what its seat saw (FarasState.resample: a perfect memory of every token it saw, the other hands and
the draw pile dealt anew), with a greedy pair-taking policy for the rollouts.

A resampled state lies fully open, so the helpers below read it directly: they are only ever called
on samples, never on the real state.
"""
from __future__ import annotations

import math
import random
from typing import Sequence

from game import search
from game.core import Action
from game.faras import data as D
from game.faras import pairs
from game.faras.bot import FarasBot, KEEP_VALUE

ITERATIONS = 300          # the reproducible budget; the time cap (1 s by default) usually stops it first
ROLLOUT_DEPTH = 8
EXPLORATION = 0.25
MARGIN_SCALE = 1.5
HAND_WEIGHT = 0.0       # a held card that matches a pair still on the board, in points
_TYPE = D.TOKEN_TYPE
_KIND = D.CARDS
_SPECIAL = pairs.SPECIAL_PAIRS


def _by_type(state) -> dict[str, list[int]]:
    by: dict[str, list[int]] = {t: [] for t in D.TYPES}
    rev = state.revealed
    typ = _TYPE
    for c, t in enumerate(state.board):
        if t is not None:
            by[typ[t]].append(c)
    if rev:
        for c in rev:
            by[typ[state.board[c]]].remove(c)
    sure = state.sure_cells
    if sure is not None:   # known tokens before guessed ones
        for t in by:
            by[t].sort(key=lambda c: c not in sure)
    return by


def _one_per_type(actions: Sequence[Action], type_of) -> list[Action]:
    seen, out = set(), []
    for a in actions:
        t = type_of(a)
        if t not in seen:
            seen.add(t)
            out.append(a)
    return out


def _spare_order(state, by) -> list[str]:
    """Find types in the order a pair of them is best taken with a card that does not double it: the
    types no card in the digger's hand matches first (keep the doubled pairs for those cards), and
    among them the scarcest (taking the last pairs of a type spoils the others' cards of it)."""
    held = {_KIND[c] for c in state.hands[state.active]}
    return sorted(D.FIND_TYPES, key=lambda t: (t in held, len(by[t]) // 2, D.FIND_TYPES.index(t)))


def _dig_choice(state, by) -> int | None:
    """The cell a greedy digger reveals next: the best of the reveals worth weighing."""
    options = _dig_options(state, by)
    return options[0] if options else None


def _dig_options(state, by) -> list[int]:
    """The reveals worth weighing, best first: finishing a pair is the only one when it can be
    finished; else starting each pair the board offers (the card's own type first); else the
    harmless tokens (sand first, never a scorpion unless nothing else is left)."""
    kind = _KIND[state.card]
    pairable = pairs.pairable(kind)
    rev_types = [_TYPE[state.board[c]] for c in state.revealed]
    have_pair = any(rev_types.count(t) >= 2 for t in pairable)
    if not have_pair:
        for t in rev_types:
            if t in pairable and by[t]:
                return [by[t][0]]
        order = ([_SPECIAL.get(kind, kind)] if kind in D.FIND_TYPES or kind in _SPECIAL else []) + _spare_order(state, by)
        starts = [by[t][0] for t in dict.fromkeys(order) if len(by[t]) >= 2]
        if starts:
            return starts
    safe = [by[t][0] for t in ("sand",) + D.FIND_TYPES if by[t]]
    return safe or by["scorpion"][:1]


def _card_choice(state, by) -> int:
    hand = sorted(state.hands[state.active])
    pairs = {t: len(by[t]) // 2 for t in D.TYPES}
    find_pairs = sum(pairs[t] for t in D.FIND_TYPES)

    def worth(c):
        k = _KIND[c]
        if k in D.FIND_TYPES:
            return 3.0 if pairs[k] else (1.0 if find_pairs else 0.2) - KEEP_VALUE[k]
        if k in _SPECIAL:
            return 3.0 if pairs[_SPECIAL[k]] else (1.0 if find_pairs else 0.2) - KEEP_VALUE[k]
        if k == "professor":
            return 3.5 if find_pairs >= 2 else (1.0 if find_pairs else 0.2) - KEEP_VALUE[k]
        if k == "library":
            return -0.5
        return (1.0 if find_pairs else 0.2) - KEEP_VALUE[k]
    return max(hand, key=lambda c: (worth(c), -c))


def rollout_policy(state, rng: random.Random) -> Action:
    """A cheap greedy player on an open (sampled) state."""
    step = state.step
    if state.phase == "play":
        if step == "card":
            return Action.make("play_card", card=_card_choice(state, _by_type(state)))
        if step == "dig":
            cell = _dig_choice(state, _by_type(state))
            if cell is not None:
                return Action.make("reveal", cell=cell)
        if step == "challenge" and state.vf_mode != "chance":
            return Action.make("challenge", success=rng.random() < _SUCCESS)
    legal = state.legal_actions()
    cands = candidates(state, legal, rng)
    return cands[0] if cands else legal[0]


_SUCCESS = 0.75   # the expert's side of the lifting challenge: as the hard level


def candidates(state, moves: Sequence[Action], rng: random.Random) -> list[Action]:
    """The moves worth a node, best first: a card step offers every card in hand (three at most); a
    dig offers one token of each type (which one of a type hardly matters once all are known), the
    greedy choice first; the collection and dam choices one token per type; the challenge is a
    chance node (drawn with the hard level's odds)."""
    moves = list(moves)
    if state.phase != "play" or len(moves) <= 1:
        return moves
    step = state.step
    if step == "card":
        by = _by_type(state)
        best = _card_choice(state, by)
        out = sorted(moves, key=lambda a: a["card"] != best)
        if state.sure_cells is None:   # nothing left to learn: Library Research only wastes the turn
            out = [a for a in out if _KIND[a["card"]] != "library"] or out
        return out
    if step == "dig":
        by = _by_type(state)
        return [Action.make("reveal", cell=c) for c in _dig_options(state, by)]
    if step == "peek":
        return moves[:1]
    if step == "challenge":
        if moves[0].kind == "attempt":
            return moves[:1]
        return [Action.make("challenge", success=rng.random() < _SUCCESS)]
    if step == "penalty":
        coll = state.collections[state.active]
        return _one_per_type(moves, lambda a: _TYPE[coll[a["slot"]]])
    if step == "dam_take":
        return _one_per_type(moves, lambda a: _TYPE[state.dam[a["slot"]]])
    if step == "give":
        return _one_per_type(moves, lambda a: _TYPE[a["token"]])
    if step == "declare":
        coll = state.collections[state.dispute["asked"]]
        held = pairs.types_held(coll)
        right = Action.make("declare", types="all" if len(held) == len(D.TYPES) else held)
        return [right] if right in moves else moves[:1]
    return moves


def value(state) -> list[float]:
    """Per seat in [0, 1]: a finished game pays its winners; else the lead over the best other,
    squashed steeply (a two-token lead is already worth a lot in Faras)."""
    n = state.num_players
    if state.is_over:
        winners = state.winners()
        return [1.0 / len(winners) if i in winners else 0.0 for i in range(n)]
    scores = [float(x) for x in state.scores()]
    if HAND_WEIGHT and state.phase == "play":
        by = _by_type(state)
        for i in range(n):
            for c in state.hands[i]:
                k = _KIND[c]
                t = _SPECIAL.get(k, k)
                if t in by and len(by[t]) >= 2:
                    scores[i] += HAND_WEIGHT
    out = []
    for i in range(n):
        best_other = max(s for j, s in enumerate(scores) if j != i)
        out.append(1 / (1 + math.exp(-(scores[i] - best_other) / MARGIN_SCALE)))
    return out


def make_config() -> search.SearchConfig:
    iterations, seconds = search.budget(ITERATIONS, 1.0)
    return search.SearchConfig(iterations=iterations, seconds=seconds, exploration=EXPLORATION,
                               rollout_depth=ROLLOUT_DEPTH, value=value, candidates=candidates,
                               rollout=rollout_policy)


class FarasExpert(search.SearchBot):
    """Searches the play phase; the layout, the memorising and its own side of the lifting challenge
    it leaves to the hard level (its fallback, which also keeps its memory in step)."""

    def choose(self, view, legal, rng=None, sampler=None):
        if view.get("phase") != "play" or view.get("step") == "challenge":
            sampler = None
        elif sampler is not None and len(legal) > 1:
            # one sample of what the seat knows: when only one move is worth weighing, play it
            probe = sampler(random.Random(self.seat))
            only = [a for a in candidates(probe, legal, random.Random(0)) if a in legal]
            if len(only) == 1 and probe.step not in ("challenge",):
                if self.fallback is not None:   # keep its memory in step
                    self.fallback.choose(view, legal, self.fallback.rng)
                self.last = None
                return only[0]
        return super().choose(view, legal, rng, sampler)


def make_expert(seat: int, seed: int) -> FarasExpert:
    return FarasExpert(seat, "expert", seed, make_config(), fallback=FarasBot(seat, "hard", seed))
