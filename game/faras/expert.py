"""The Faras expert: a flat comparison of a few candidate moves on common sampled futures
(expert_flat), over states resampled from what its seat saw (FarasState.resample: a perfect memory
of every token it saw; the other hands and the draw pile dealt anew from the cards it has not seen,
whatever the others chose to play: how a person picks a card tells little for sure), every play-out
played by the hard level's rules (expert_hard). It keeps the hard level's own choice unless another
candidate beats it clearly on the same samples.

A resampled state lies fully open, so the helpers below read it directly: they are only ever called
on samples, never on the real state.
"""
from __future__ import annotations

import random
from typing import Sequence

from game import search
from game.core import Action
from game.faras import data as D
from game.faras import expert_flat as flat
from game.faras import expert_hard as H
from game.faras import pairs
from game.faras.bot import PERFECT, FarasBot, KEEP_VALUE

ITERATIONS = 600          # play-outs a decision (the flat comparison); the 1 s time cap stops it first when slow
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


def _dig_options(state, by) -> list[int]:
    """The reveals worth weighing, best first: finishing a pair is the only one when it can be
    finished; else the card's own pair when it doubles one; else starting each pair the board offers; else the
    harmless tokens (sand first, never a scorpion unless nothing else is left)."""
    kind = _KIND[state.card]
    pairable = pairs.pairable(kind)
    rev_types = [_TYPE[state.board[c]] for c in state.revealed]
    have_pair = any(rev_types.count(t) >= 2 for t in pairable)
    if not have_pair:
        for t in rev_types:
            if t in pairable and by[t]:
                return [by[t][0]]
        own = _SPECIAL.get(kind, kind)
        if own in by and len(by[own]) >= 2:   # a card that doubles a pair on the board takes it
            return [by[own][0]]
        order = _spare_order(state, by)
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


def make_config() -> search.SearchConfig:
    """The budget (its iterations count play-outs here); the tree search's own plug-ins are unused."""
    iterations, seconds = search.budget(ITERATIONS, 1.0)
    return search.SearchConfig(iterations=iterations, seconds=seconds, candidates=candidates)


def root_candidates(probe, legal: Sequence[Action]) -> list[list[Action]]:
    """The candidates the flat comparison weighs, each a short list of moves: at the card step every
    kind of card in hand together with each first reveal worth weighing after it (which pair a card
    goes for is half the decision); at any other step the moves `candidates` keeps, one each."""
    cands = [a for a in candidates(probe, legal, random.Random(0)) if a in legal]
    if probe.step != "card":
        return [[a] for a in cands]
    out, kinds = [], set()
    for a in cands:
        kind = _KIND[a["card"]]
        if kind in kinds:
            continue
        kinds.add(kind)
        after = probe._clone_bare(rng=False)
        after.rng = random.Random(0)
        after._apply(a)
        if after.step != "dig" or after.is_over:
            out.append([a])
            continue
        for c in _dig_options(after, _by_type(after)):
            out.append([a, Action.make("reveal", cell=c)])
    return out


def _hard_moves(probe) -> list[Action]:
    """What the hard level would do now, as a candidate: its card and its first reveal after it (at
    the card step), else its move."""
    first = H.policy(probe, random.Random(0))
    if probe.step != "card":
        return [first]
    after = probe._clone_bare(rng=False)
    after.rng = random.Random(0)
    after._apply(first)
    if after.step != "dig" or after.is_over:
        return [first]
    return [first, H.policy(after, random.Random(0))]


def _hard_choice(probe, cands) -> int | None:
    """The candidate the hard level would play (the same card kind and the same reveal), if any."""
    want = _hard_moves(probe)
    if probe.step == "card":
        key = [(_KIND[want[0]["card"]],) + tuple(want[1:])]
        for j, c in enumerate(cands):
            if [(_KIND[c[0]["card"]],) + tuple(c[1:])] == key:
                return j
        return None
    for j, c in enumerate(cands):
        if c == want:
            return j
    return None


class FarasExpert(search.SearchBot):
    """Compares a few candidates on common sampled futures (expert_flat) in the play phase; the
    layout, the memorising and its own side of the lifting challenge it leaves to the hard level (its
    fallback, which also keeps its memory in step)."""

    ANCHORED = True    # keep the hard choice unless another beats it clearly

    def choose(self, view, legal, rng=None, sampler=None):
        legal = list(legal)
        if view.get("phase") != "play" or view.get("step") == "challenge" or sampler is None or len(legal) <= 1:
            return super().choose(view, legal, rng, None if view.get("phase") != "play"
                                  or view.get("step") == "challenge" else sampler)
        probe = sampler(random.Random(self.seat))
        cands = root_candidates(probe, legal)
        if self.fallback is not None:   # keep its memory in step
            self.fallback.choose(view, legal, self.fallback.rng)
        if not cands:
            return legal[0]
        if len(cands) == 1:
            self.last = None
            return cands[0][0]
        anchor = _hard_choice(probe, cands)
        if anchor is None and self.ANCHORED:
            anchor = len(cands)
            cands.append(_hard_moves(probe))
        best, totals, done, secs = flat.choose(cands, sampler, self.seat, self.config.iterations,
                                              self.config.seconds, rng or self.rng,
                                              anchor if self.ANCHORED else None)
        action = cands[best][0]
        self.last = search.SearchResult(action, done, secs, {tuple(c): t for c, t in zip(cands, totals)})
        return action


def make_expert(seat: int, seed: int) -> FarasExpert:
    return FarasExpert(seat, "expert", seed, make_config(), fallback=FarasBot(seat, "hard", seed, memory=PERFECT))
