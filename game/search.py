"""Search for the expert computer players: information-set Monte Carlo tree search (the single-observer
form of Cowling, Powley and Whitehouse, 2012) over states resampled from what the seat knows.

Each iteration draws one full state consistent with the searching seat's knowledge (`sampler(rng)`,
which the table builds from the real state's `resample(seat, rng)`, so the bot never reads a hidden
thing), walks one shared tree keyed by actions (an action's statistics count only the iterations in
which it was legal: "availability"), adds one node, plays on with a cheap policy for a few moves, and
scores the position for every seat with the game's value function. The move played is the most
visited one at the root. Deterministic for a given seed and iteration budget; a time budget stops it
early with the best move so far.

A game plugs in with a `SearchConfig`: which moves to consider at a node (all, or the best few by its
heuristics), the rollout policy, how deep rollouts go and how a position is worth to each seat.
"""
from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass
from typing import Any, Callable, Sequence

from game.bots import Bot
from game.core import Action, GameState


def rank_value(state: GameState) -> list[float]:
    """A position's worth per seat in [0, 1]: a finished game pays 1 to the winners (shared), else the
    score margin to the others, squashed so a clear lead is near 1."""
    n = state.num_players
    if state.is_over:
        winners = state.winners()
        return [1.0 / len(winners) if i in winners else 0.0 for i in range(n)]
    scores = state.scores()
    if n == 1:
        return [0.5]
    out = []
    for i in range(n):
        best_other = max(s for j, s in enumerate(scores) if j != i)
        out.append(1 / (1 + math.exp(-(scores[i] - best_other) / 4.0)))
    return out


# The thinking budget of every expert, set once by the app (the "Expert thinking time" setting) or a
# tool (tools.selfplay --expert-seconds / --expert-iterations); a game's config scales from these.
BUDGET = {"seconds": 1.0, "iterations": None}
SETUP_S = 0.02   # of a decision's time cap, kept for the table's own work (the snapshot, the view)


def budget(iterations: int, seconds: float | None = 1.0) -> tuple[int, float | None]:
    """A game's iteration budget and time cap, overridden by BUDGET where it is set."""
    it = BUDGET.get("iterations") or iterations
    sec = BUDGET.get("seconds", seconds)
    return int(it), (None if sec is None else float(sec))


@dataclass
class SearchConfig:
    iterations: int = 400                      # the budget that makes a decision reproducible
    seconds: float | None = 1.0                # wall-clock cap (None: iterations only)
    exploration: float = 0.7                   # UCB constant on values in [0, 1]
    rollout_depth: int = 30                    # moves played by the rollout policy before scoring
    value: Callable[[GameState], list[float]] = rank_value
    # the moves worth a node at all, best first (default: every legal move)
    candidates: Callable[[GameState, Sequence[Action], random.Random], Sequence[Action]] | None = None
    # the rollout policy (default: a random legal move)
    rollout: Callable[[GameState, random.Random], Action] | None = None
    # walk on through positions where a single move is a candidate (no choice to learn there) after
    # a new node, so every leaf is scored where someone has a real choice, or at the end
    through_forced: bool = False


class _Node:
    __slots__ = ("mover", "visits", "total", "avail", "children")

    def __init__(self, mover: int | None):
        self.mover = mover            # the seat whose move led here
        self.visits = 0
        self.total = 0.0
        self.avail = 0
        self.children: dict[Action, "_Node"] = {}


class SearchResult:
    def __init__(self, action: Action, iterations: int, seconds: float, visits: dict):
        self.action, self.iterations, self.seconds, self.visits = action, iterations, seconds, visits


class Pacer:
    """Keeps a loop of similar steps inside a deadline: `stop()` after each step says whether the next
    one, if it took as long as the slowest so far, would end past it (None: no deadline)."""

    def __init__(self, deadline: float | None, start: float | None = None):
        self.deadline = deadline
        self.last = time.monotonic() if start is None else start
        self.slowest = 0.0

    def stop(self) -> bool:
        if self.deadline is None:
            return False
        now = time.monotonic()
        self.slowest = max(self.slowest, now - self.last)
        self.last = now
        return now + self.slowest >= self.deadline


def search(sampler: Callable[[random.Random], GameState], seat: int, legal: Sequence[Action],
           config: SearchConfig, rng: random.Random, deadline: float | None = None) -> SearchResult:
    """Run the search for `seat` to act among `legal`; returns the most visited root move."""
    legal = list(legal)
    t0 = time.monotonic()
    if config.seconds is not None:
        cap = t0 + config.seconds - SETUP_S
        deadline = cap if deadline is None else min(deadline, cap)
    root = _Node(None)
    legal_set = set(legal)
    done = 0
    pacer = Pacer(deadline, t0)    # stops before an iteration that would end past the cap

    def choices(state, node):
        moves = state.legal_actions()
        if node is root:
            moves = [a for a in moves if a in legal_set] or moves
        if config.candidates is not None:
            allowed = set(moves)     # a game's pick may only narrow the legal moves, never add
            moves = [a for a in config.candidates(state, moves, rng) if a in allowed] or moves
        return moves

    for done in range(1, config.iterations + 1):
        state = sampler(rng)
        node, path = root, [root]
        # selection and expansion; with `through_forced` the walk then goes on, by the same steps,
        # while a single move is a candidate
        expanded = False
        while not state.is_over:
            if expanded and not config.through_forced:
                break
            moves = choices(state, node)
            if expanded and len(moves) != 1:
                break
            mover = state.current_player
            for a in moves:
                child = node.children.get(a)
                if child is not None:
                    child.avail += 1
            untried = [a for a in moves if a not in node.children]
            if untried:
                a = untried[0] if config.candidates is not None else rng.choice(untried)
                child = _Node(mover)
                child.avail = 1
                node.children[a] = child
                state.apply(a)
                path.append(child)
                node = child
                expanded = True
                continue

            best, best_score = None, -1.0
            for a in moves:
                c = node.children[a]
                score = c.total / c.visits + config.exploration * math.sqrt(math.log(max(1, c.avail)) / c.visits) \
                    if c.visits else float("inf")
                if score > best_score:
                    best, best_score = a, score
            state.apply(best)
            node = node.children[best]
            path.append(node)
        # rollout
        for _unused in range(config.rollout_depth):
            if state.is_over:
                break
            if config.rollout is not None:
                a = config.rollout(state, rng)
            else:
                a = rng.choice(state.legal_actions())
            state.apply(a)
        values = config.value(state)
        for n in path:
            n.visits += 1
            if n.mover is not None:
                n.total += values[n.mover]
        if pacer.stop():
            break
    visits = {a: c.visits for a, c in root.children.items() if a in legal_set}
    if visits:
        action = max(legal, key=lambda a: (visits.get(a, -1), -legal.index(a)))
    else:
        action = legal[0]
    return SearchResult(action, done, time.monotonic() - t0, visits)


class SearchBot(Bot):
    """The expert level: thinks with `search` when the table hands it a sampler, else (or when there
    is one move) falls back to `fallback` (the game's hard bot)."""

    wants_sampler = True

    def __init__(self, seat: int, level: str, seed: int, config: SearchConfig, fallback: Bot | None = None):
        super().__init__(seat, level, seed)
        self.config = config
        self.fallback = fallback
        self.last: SearchResult | None = None

    def observe(self, events) -> None:
        if self.fallback is not None:
            self.fallback.observe(events)

    def choose(self, view: dict, legal: Sequence[Action], rng: random.Random | None = None,
               sampler: Callable[[random.Random], GameState] | None = None) -> Action:
        legal = list(legal)
        if len(legal) == 1:
            if self.fallback is not None:   # keep its memory in step
                self.fallback.choose(view, legal, self.fallback.rng)
            return legal[0]
        if sampler is None:
            if self.fallback is not None:
                return self.fallback.choose(view, legal, self.fallback.rng)
            return (rng or self.rng).choice(legal)
        self.last = search(sampler, self.seat, legal, self.config, rng or self.rng)
        return self.last.action


class Sampler:
    """What a seat's expert may use: fresh states drawn from that seat's knowledge of a state (a
    snapshot taken when made, so the caller may go on changing the real state). A plain object, so
    it can be sent to the search's own process (ui/botprocess.py)."""

    def __init__(self, state: GameState, seat: int):
        self.snapshot = state.clone()
        self.seat = seat

    def __call__(self, rng: random.Random) -> GameState:
        return self.snapshot.resample(self.seat, rng)


def sampler_for(state: GameState, seat: int) -> Sampler:
    return Sampler(state, seat)


def wants_sampler(bot: Any) -> bool:
    return bool(getattr(bot, "wants_sampler", False))
