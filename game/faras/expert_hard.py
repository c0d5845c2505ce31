"""The hard Faras level's choices worked out on an open state (a sample, where every token lies
known), fast: the expert plays every seat with it in its play-outs.

A hard bot with a perfect memory (bot.PERFECT: the expert's own fallback) knows the open board, so
this module repeats its rules on the state itself instead of on a view and a memory;
tests/game/faras/test_expert.py checks that both choose alike. The real hard level forgets a little
(bot.MEMORY["hard"]): the expert's play-outs still model it as keeping everything, a close
approximation that costs nothing to compute.
"""
from __future__ import annotations

import random

from game.core import Action
from game.faras import actions as T
from game.faras import data as D
from game.faras.bot import CHALLENGE_SUCCESS
from game.faras.bot import card_values as bot_card_values

_TYPE = D.TOKEN_TYPE
_KIND = D.CARDS
_FIND = D.FIND_TYPES
_SUCCESS = CHALLENGE_SUCCESS["hard"]


def board_counts(state) -> tuple[dict[str, list[int]], int]:
    """The face-down cells by token type (ascending), and how many lie face down."""
    by: dict[str, list[int]] = {t: [] for t in D.TYPES}
    typ = _TYPE
    n = 0
    for c, t in enumerate(state.board):
        if t is not None:
            by[typ[t]].append(c)
            n += 1
    for c in state.revealed:
        by[typ[state.board[c]]].remove(c)
        n -= 1
    return by, n


def card_values(counts: dict[str, int], face_down: int, own_coll: int, others_max: int) -> dict[str, float]:
    """What the hard level thinks each card kind is worth at its card step (bot.card_values), for a
    seat that knows every token: `counts` the face-down tokens per type."""
    return bot_card_values(counts, face_down, counts["scorpion"], own_coll, others_max)


def pick_card(hand, val: dict[str, float]) -> int:
    """The hard level's pick: the first card (by id) of the highest value."""
    best, best_val = None, None
    for c in sorted(hand):
        v = val[_KIND[c]]
        if best_val is None or v > best_val + 1e-9:
            best, best_val = c, v
    return best


def state_card_values(state, seat: int) -> dict[str, float]:
    by, n = board_counts(state)
    counts = {t: len(v) for t, v in by.items()}
    colls = state.collections
    others = max(len(colls[s]) for s in range(state.num_players) if s != seat)
    return card_values(counts, n, len(colls[seat]), others)


def dig_cell(state, by) -> int | None:
    """The hard level's next reveal (its perfect memory: every face-down token known)."""
    kind = _KIND[state.card]
    pairable = list(_FIND) + (["sand"] if kind == "baskets" else ["scorpion"] if kind == "medicine" else [])
    rev_types = [_TYPE[state.board[c]] for c in state.revealed]
    have_pair = any(rev_types.count(t) >= 2 for t in pairable)
    if not have_pair:
        for t in rev_types:
            if t in pairable and by[t]:
                return by[t][0]
        if not rev_types:
            first = {"baskets": "sand", "medicine": "scorpion"}.get(kind, kind)
            for t in ([first] if first in by else []) + list(_FIND):
                if len(by[t]) >= 2:
                    return by[t][0]
    safe = sorted(c for t in _FIND + ("sand",) for c in by[t])
    if by["sand"]:
        return by["sand"][0]
    if safe:
        return safe[0]
    return None


def policy(state, rng: random.Random) -> Action:
    """The hard level's move on an open state (the others' sides of a turn as well)."""
    step = state.step
    seat = state.current_player
    if step == "card":
        return T._PLAY_CARD[pick_card(state.hands[seat], state_card_values(state, seat))]
    if step == "dig":
        cell = dig_cell(state, board_counts(state)[0])
        if cell is not None:
            return T._REVEAL[cell]
        return rng.choice(state.legal_actions())
    if step == "challenge":
        if state.vf_mode == "chance":
            return T._ATTEMPT
        return T._CHALLENGE[0] if rng.random() < _SUCCESS else T._CHALLENGE[1]
    if step == "helper":
        scores = [len(c) for c in state.collections]
        others = [s for s in range(state.num_players) if s != state.active]
        return T._HELPER[min(others, key=lambda s: (scores[s], s))]
    if step == "penalty":
        coll = state.collections[seat]
        counts = {}
        for t in coll:
            counts[_TYPE[t]] = counts.get(_TYPE[t], 0) + 1
        best = max(range(len(coll)), key=lambda i: (counts[_TYPE[coll[i]]], i))
        return T._PENALTY[best]
    if step == "dam_take":
        mine = {_TYPE[t] for t in state.collections[seat]}
        for s, t in enumerate(state.dam):
            if _TYPE[t] in mine:
                return T._TAKE_FROM_DAM[s]
        return T._TAKE_FROM_DAM[len(state.dam) - 1]
    if step == "ask":
        cands = state.dispute["candidates"]
        return Action.make("ask", seat=max(cands, key=lambda s: (len({_TYPE[t] for t in state.collections[s]}), -s)))
    if step == "declare":
        held = [t for t in D.TYPES if any(_TYPE[x] == t for x in state.collections[seat])] or ["pottery"]
        return Action.make("declare", types="all" if len(held) == len(D.TYPES) else held)
    if step == "give":
        coll = state.collections[state.dispute["asked"]]
        counts = {}
        for t in coll:
            counts[_TYPE[t]] = counts.get(_TYPE[t], 0) + 1
        return T._GIVE[max(sorted(coll), key=lambda t: (counts[_TYPE[t]], -t))]
    return rng.choice(state.legal_actions())
