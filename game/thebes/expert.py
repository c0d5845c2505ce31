"""The Thebes expert: information-set Monte Carlo tree search (game.search) over states drawn from
what the table knows (ThebesState.resample: the bags' and piles' order and all future chance drawn
anew), with the hard bot's judgement as its eyes:

- candidates: where the expert moves, only the hard bot's best few moves by its one-step
  evaluation (a week of Thebes offers up to a hundred moves, mostly dig variants); where another
  seat moves, its likeliest reply by the same judgement; so the tree looks several of its own
  moves ahead, through the real spread of digs and card draws;
- value: for each seat the hard bot's worth of its position (points so far plus the plan of digs
  and exhibitions still possible in the time left), as a margin over the best other seat, squashed
  into [0, 1] by a logistic curve whose width grows with the time still to play (early on a lead
  of 10 is far from a win, late it nearly is one; the widths are fitted to hard-vs-hard games by
  game.thebes.expert_calibrate), so a position that looks lost early still ranks its moves; a
  finished game pays its winners;
  With 4 players the value is each seat's softmax of all the worths instead (SOFTMAX);
- rollout: none by default (ROLLOUT_DEPTH): the value above scores the new node directly, which
  leaves the budget to the tree. With 4 players (FORCED_WALK) the walk first goes on through the
  other seats' single replies, so every leaf is scored when the expert is next to choose (or at
  the end) rather than part-way through the others' moves.

What it gains over the hard bot: it sees the opponents' replies (a card or exhibition taken from
under its nose), the real spread of a dig's tokens and of the cards coming into the display, and
its own next moves, instead of one move and an average.
"""
from __future__ import annotations

import copy
import math
import random

from game import search
from game.thebes import data as D
from game.thebes.bot import PlanBot, Table, car_kept_home, player_tokens
from game.thebes.knowledge import books_by_site
from game.thebes.state import ThebesState

# per decision by default (game.search.BUDGET may override), or fewer if the 1 s cap comes first: the
# budget every ladder figure was measured at (with 4 players 1 s buys about 130, which is what that
# figure used); 300 iterations with 4 players did no better in 113 games (docs/opponents-thebes.md)
ITERATIONS = 240
CANDIDATES = 4            # moves worth a node where the expert moves
OPP_CANDIDATES = 1        # ... and where another seat moves (its likeliest reply, by the hard bot's judgement)
ROLLOUT_DEPTH = 0
# The squash's width in points of worth margin: SCALE when the game is over, SCALE_EARLY with all
# of it to play, linear in between (fitted by game.thebes.expert_calibrate on 150 hard-vs-hard games
# with 2 players and 80 with 3; a fixed 5 was the earlier choice and fits both clearly worse).
SCALE = 3.0
SCALE_EARLY = 20.0
# With 4 players each seat's chance is a softmax of the worths instead (width 15 -> 1 with the time
# left): fitted the same way on 80 hard games (log loss 0.356, against 0.410 for the margin over the
# best other seat with the widths above; see docs/opponents-thebes.md). A refit on 600
# games prefers 25 -> 1 (0.401 against 0.410), but in 400 games played both ways 25 won no more
# (159.8 against 161 wins), so 15 stays.
SOFTMAX = {4: (15.0, 1.0)}
# player counts whose search walks on through the other seats' single replies after a new node, so
# a leaf is always scored when this seat is next to choose (or at the end): see search.through_forced
FORCED_WALK = {4}


def time_left(st) -> float:
    """The share of the game's time still to play, over all seats (1 at the start, 0 at the end)."""
    n = st.num_players
    return sum(D.END_T - min(t, D.END_T) for t in st.time) / (n * D.END_T)


def width(early: float, late: float, left: float) -> float:
    """A squash width going linearly from `early` (all the time left) to `late` (none)."""
    return late + (early - late) * left


def margins(w: list[float]) -> list[float]:
    """Each seat's worth minus the best other seat's."""
    return [x - max(y for j, y in enumerate(w) if j != i) for i, x in enumerate(w)]


def margin_chances(w: list[float], scale: float) -> list[float]:
    """Each seat's chance as a logistic curve of its margin over the best other seat."""
    return [1 / (1 + math.exp(-m / scale)) for m in margins(w)]


def softmax_chances(w: list[float], scale: float) -> list[float]:
    """Each seat's chance as a softmax of all the seats' worths (they add up to 1)."""
    top = max(w)
    e = [math.exp((x - top) / scale) for x in w]
    tot = sum(e)
    return [x / tot for x in e]


class _MemoPlanBot(PlanBot):
    """The hard bot, its plan remembered across the whole decision: the plan depends only on the
    seat's own holdings, time, place and permits and on the table's bag contents and open
    exhibitions, and the same plans come back in many sampled positions (an opponent's digs after
    my card, say), so `memo` (shared by the judge's bots, cleared every decision) keeps them."""

    memo: dict = {}

    def potential(self, tb, T, loc, cards, tokens, permits, cache) -> float:
        key = (T, loc, tuple(sorted(cards)), tuple(sorted(tokens)), tuple(sorted(permits.items())),
               tb.memo_key, tuple(tb.slots))
        hit = self.memo.get(key)
        if hit is None:
            hit = self.memo[key] = super().potential(tb, T, loc, cards, tokens, permits, {})
        return hit

    def points(self, tb, seat, cards, tokens, exhibitions) -> float:
        # remembered per table (one position and seat: the others' books and the bags fixed)
        key = (seat, tuple(cards), tuple(tokens), tuple(exhibitions), tuple(tb.slots))
        hit = tb.points_memo.get(key)
        if hit is None:
            hit = tb.points_memo[key] = super().points(tb, seat, cards, tokens, exhibitions)
        return hit


class _QuickPlanBot(_MemoPlanBot):
    """The hard bot's evaluation without its costly guess of what changing cards would bring
    (used inside the tree; the root keeps the full judgement)."""

    def change_gain(self, tb, me) -> float:
        return -0.5


class _Judge:
    """The hard bot's evaluation, for any seat of any state, cached by position."""

    def __init__(self, seed: int):
        self.bots = {}
        self.quick = {}
        self.seed = seed
        self.cache: dict = {}
        self.plans: dict = {}      # the bots' shared plan memo
        self.moves: dict = {}      # legal moves by position (see _MemoState)

    def clear(self) -> None:
        self.cache.clear()
        self.plans.clear()
        self.moves.clear()

    def reset(self, seed: int) -> None:
        self.clear()
        self.seed = seed
        for s, b in self.bots.items():
            b.rng = random.Random(seed * 7 + s)

    def bot(self, seat: int, quick: bool = False) -> PlanBot:
        pool, cls = (self.quick, _QuickPlanBot) if quick else (self.bots, _MemoPlanBot)
        b = pool.get(seat)
        if b is None:
            b = pool[seat] = cls(seat, "hard", self.seed * 7 + seat)
            b.memo = self.plans
        return b

    @staticmethod
    def key(st) -> tuple:
        return (tuple(st.time), tuple(st.location), tuple(tuple(c) for c in st.cards),
                tuple(tuple(t) for t in st.tokens), tuple(st.display), tuple(st.slots),
                tuple(tuple(p.values()) for p in st.permits), st.run_seat, st.run_changes,
                tuple(len(e) for e in st.exhibitions))

    def table(self, view: dict, seat: int) -> Table:
        return self.tables(view, [seat])[seat]

    @staticmethod
    def tables(view: dict, seats) -> dict[int, Table]:
        """The hard bot's table of `view` for each of `seats` (they differ only in whose books are
        the others'; the bags are worked out once)."""
        base = Table(view)
        base.memo_key = tuple(base.avg[s] for s in D.SITES)   # the bags, as the plan sees them
        books = {p["seat"]: books_by_site(p["cards"], player_tokens(p)) for p in base.players}
        out = {}
        for seat in seats:
            tb = copy.copy(base)
            tb.other_books = {s: [books[o][s] for o in books if o != seat] for s in D.SITES}
            tb.points_memo = {}
            out[seat] = tb
        return out

    def ranked(self, st, moves) -> list:
        """The moves the hard bot would consider, best first (the first position asked about in
        a decision, the root, gets the full judgement; the others the quick one)."""
        # the seat to act is part of the position: seats level on the track take turns by the
        # stack order, which `key` leaves out, so without it one seat's ranking served another's
        seat = st.current_player
        k = ("ranked", seat, self.key(st))
        hit = self.cache.get(k)
        if hit is not None:
            return hit
        view = st.view(seat)
        bot = self.bot(seat, quick=bool(self.cache))
        legal = car_kept_home(moves)
        tb = self.table(view, seat)
        me = view["players"][seat]
        bot._tb = tb
        cache: dict = {}
        scored = []
        for i, a in enumerate(bot._candidates(legal, me)):
            scored.append((-bot.evaluate(tb, me, a, cache), i, a))
        scored.sort(key=lambda x: (x[0], x[1]))
        out = [a for _unused, _unused, a in scored]
        self.cache[k] = out
        return out

    def worth(self, st) -> list[float]:
        """Each seat's worth now: points plus the plan still possible (the hard bot's measure)."""
        k = ("worth", self.key(st))
        hit = self.cache.get(k)
        if hit is not None:
            return hit
        view = st.view(None)
        out = []
        tables = self.tables(view, range(st.num_players))
        for s in range(st.num_players):
            bot = self.bot(s, quick=True)
            tb = tables[s]
            me = view["players"][s]
            cards, tokens = list(me["cards"]), player_tokens(me)
            v = bot.points(tb, s, cards, tokens, list(me["exhibitions"]))
            v += bot.potential(tb, me["T"], me["location"], cards, tokens, dict(me["permits"]), {})
            out.append(v)
        self.cache[k] = out
        return out


class _Plugins:
    """The search's plug-ins for one seat, judged by the hard bot's `judge` (an object rather than
    closures, so an expert can be sent to the search's own process)."""

    def __init__(self, judge: _Judge, seat: int):
        self.judge = judge
        self.seat = seat

    def candidates(self, st, moves, rng):
        return self.judge.ranked(st, moves)[:CANDIDATES if st.current_player == self.seat else OPP_CANDIDATES]

    def rollout(self, st, rng):
        return self.judge.ranked(st, st.legal_actions())[0]

    def value(self, st) -> list[float]:
        n = st.num_players
        if st.is_over:
            winners = st.winners()
            return [1.0 / len(winners) if i in winners else 0.0 for i in range(n)]
        w, left = self.judge.worth(st), time_left(st)
        if n in SOFTMAX:
            return softmax_chances(w, width(*SOFTMAX[n], left))
        return margin_chances(w, width(SCALE_EARLY, SCALE, left))


def make_config(judge: _Judge, seat: int, iterations: int | None = None,
                seconds: float | None = 1.0) -> search.SearchConfig:
    """The search settings; without an explicit `iterations` the app's and tools' budget knobs
    (game.search.BUDGET) apply."""
    if iterations is None:
        it, sec = search.budget(ITERATIONS, 1.0)
    else:
        it, sec = int(iterations), seconds
    plugins = _Plugins(judge, seat)
    return search.SearchConfig(iterations=it, seconds=sec, exploration=0.5, rollout_depth=ROLLOUT_DEPTH,
                               value=plugins.value, candidates=plugins.candidates, rollout=plugins.rollout)


class ExpertBot(search.SearchBot):
    """SearchBot whose hard-bot judge starts every decision afresh (same seed, same result)."""

    def __init__(self, seat, level, seed, config, fallback, judge):
        super().__init__(seat, level, seed, config, fallback)
        self.judge = judge

    def choose(self, view, legal, rng=None, sampler=None):
        self.config.through_forced = view["num_players"] in FORCED_WALK
        self.judge.reset((rng or self.rng).randrange(10**9))
        if sampler is not None:
            sampler = _memo_sampler(sampler, self.judge.moves)
        try:
            return super().choose(view, legal, rng, sampler)
        finally:
            self.judge.clear()


class _MemoState(ThebesState):
    """A sampled state whose legal moves are remembered by the position of the seat to act (the
    search asks for them at every node it walks through; the same positions recur across
    samples). Only the samples of one decision share the memo."""

    def legal_actions(self):
        seat = self.current_player
        if seat is None:
            return []
        key = (seat, self.time[seat], self.location[seat], tuple(self.cards[seat]), tuple(self.tokens[seat]),
               tuple(self.permits[seat].values()), tuple(self.display), tuple(self.slots), self.run_seat,
               self.run_changes)
        hit = self._moves.get(key)
        if hit is None:
            hit = self._moves[key] = super().legal_actions()
        return list(hit)

    def clone(self):
        memo = self.__dict__.pop("_moves")     # shared, not copied
        try:
            new = super().clone()
        finally:
            self._moves = memo
        new._moves = memo
        return new


def _memo_sampler(sampler, memo: dict):
    def sample(rng):
        s = sampler(rng)
        if type(s) is ThebesState:
            s.__class__ = _MemoState
            s._moves = memo
        return s
    return sample


def make_expert(seat: int, seed: int, *, iterations: int | None = None, seconds: float | None = 1.0) -> ExpertBot:
    judge = _Judge(seed)
    return ExpertBot(seat, "expert", seed, make_config(judge, seat, iterations, seconds),
                     PlanBot(seat, "hard", seed), judge)
