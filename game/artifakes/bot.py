"""Artifakes bots. They decide from the seat's view only (plus the events the seat observed).

- easy: buries anywhere at random; digs greedily for the most points moved right now
  (own junk recovered plus rival junk destroyed).
- normal: buries to a plan (cover every colour so no card is dead, spread junk over many spaces
  rather than stacking it, stay within reach of the Inspector); digs greedily, valuing recovery
  over destruction.
- hard: buries exactly as normal does; digs by sampling the rival's hand from the
  cards it has not seen and playing each candidate out to the end of the round against greedy
  replies, keeping the play with the best average outcome (race, material and game end).
"""
from __future__ import annotations

import random
from typing import Sequence

from game.bots import Bot, RandomBot, hard_first, noise_rng, noisy_pick
from game.core import Action

from . import data
from .digging import DIRECTIONS, final_scores, land, leader, number_steps, points, scored_total, storms_off

N = data.SPACES
COLOUR_INDEX = {c: i for i, c in enumerate(data.COLOURS)}


def _distance(pos: int, space: int) -> int:
    """Fewest steps for the Inspector at `pos` to land on `space`."""
    if pos == 0:
        return min(space, N + 1 - space)
    d = abs(pos - space) % N
    return min(d, N - d)


class Table:
    """A compact, copyable picture of the digging round: points per space and seat (`pts`), the
    colour index of each space (`col`), how many spaces of each colour hold a seat's junk (`count`).
    Built from a view (`from_view`, the bots) or a sampled state (expert.py); it counts with the
    rules' own arithmetic (digging.py)."""

    __slots__ = ("pts", "col", "count", "insp", "rec", "dead", "lost", "streak", "total", "length",
                 "scored_stop")

    def __init__(self, col, pts, insp, rec, dead, streak, total, length, scored_stop):
        self.col = col
        self.pts = pts
        self.count = [[0] * 5, [0] * 5]
        for p in range(2):
            for s in range(1, N + 1):
                if self.pts[p][s]:
                    self.count[p][self.col[s]] += 1
        self.insp = insp
        self.rec = rec
        self.dead = dead
        self.lost = [0, 0]
        self.streak = streak
        self.total = total
        self.length = length
        self.scored_stop = scored_stop

    @classmethod
    def from_view(cls, view: dict) -> "Table":
        pts = [[0] * (N + 1), [0] * (N + 1)]
        for sp in view["spaces"]:
            for p in range(2):
                pts[p][sp["space"]] = points((sp["pieces"][p]["disk"], sp["pieces"][p]["bar"]))
        pl = view["players"]
        return cls([0] + [COLOUR_INDEX[sp["colour"]] for sp in view["spaces"]], pts, view["inspector"],
                   [pl[0]["recovered_points"], pl[1]["recovered_points"]],
                   [len(pl[0]["dead_cards"]), len(pl[1]["dead_cards"])], view["dead_streak"],
                   [pl[0]["total"], pl[1]["total"]], view["path_length"], view["score_interrupted"])

    def copy(self) -> "Table":
        t = Table.__new__(Table)
        t.col = self.col
        t.pts = [self.pts[0][:], self.pts[1][:]]
        t.count = [self.count[0][:], self.count[1][:]]
        t.insp, t.streak, t.length, t.scored_stop = self.insp, self.streak, self.length, self.scored_stop
        t.rec, t.dead, t.lost, t.total = self.rec[:], self.dead[:], self.lost[:], self.total[:]
        return t

    def steps(self, p: int, number: int, mode: str) -> int:
        """How far a card of `number` played for `mode` sends the Inspector (0 = not possible)."""
        if mode == "number":
            return number_steps(self.pts[p][number], self.pts[p][number] + self.pts[1 - p][number])
        return self.count[p][self.col[number]]

    def options(self, p: int, number: int):
        """(mode, steps) of the plays a card of `number` allows."""
        out = []
        for mode in ("number", "colour"):
            k = self.steps(p, number, mode)
            if k:
                out.append((mode, k))
        return out

    def play(self, p: int, landing: int) -> None:
        q = 1 - p
        self.insp = landing
        self.streak = 0
        got = self.pts[p][landing]
        if got:
            self.rec[p] += got
            self.pts[p][landing] = 0
            self.count[p][self.col[landing]] -= 1
        gone = self.pts[q][landing]
        if gone:
            self.lost[q] += gone
            self.pts[q][landing] = 0
            self.count[q][self.col[landing]] -= 1

    def play_dead(self, p: int) -> bool:
        """Returns True when the Inspector storms off."""
        self.dead[p] += 1
        self.streak += 1
        return storms_off(self.streak)

    def scored_totals(self) -> list[int]:
        """Both totals after this round's scoring, as the round stands."""
        return [scored_total(self.total[s], self.rec[s], self.dead[s]) for s in range(2)]

    def stop_totals(self) -> list[int]:
        """Both totals if the Inspector stormed off now (the round is scored only with that option)."""
        return self.scored_totals() if self.scored_stop else self.total[:]


def _card_numbers(cards) -> list[int]:
    return [data.CARD_NUMBER[c] for c in cards]


# ---- digging ---------------------------------------------------------------------------------
def _play_value(t: Table, p: int, landing: int, destroy_weight: float) -> float:
    return t.pts[p][landing] + destroy_weight * t.pts[1 - p][landing]


def _greedy_dig(t: Table, p: int, hand: list[int], destroy_weight: float):
    """(index in hand, landing or None for dead) with the best immediate value."""
    best, best_v = None, -1.0
    dead_idx = None
    for i, n in enumerate(hand):
        opts = t.options(p, n)
        if not opts:
            dead_idx = i
            continue
        for _mode, k in opts:
            for direction in DIRECTIONS:
                L = land(t.insp, k, direction)
                v = _play_value(t, p, L, destroy_weight)
                if v > best_v:
                    best, best_v = (i, L), v
    if best is None:
        return dead_idx, None
    # ahead with the Inspector about to storm off: a dead card ends the game in our favour
    if dead_idx is not None and storms_off(t.streak + 1) and _leader_on_stop(t) == p:
        return dead_idx, None
    return best


def _leader_on_stop(t: Table):
    return leader(t.stop_totals())


def _outcome(t: Table, me: int, stormed: bool, material: list[int], w_material: float) -> float:
    """Value for `me` of the table at the end of the round (or game)."""
    if stormed:
        tot = t.stop_totals()
        return 100.0 if tot[me] > tot[1 - me] else (-100.0 if tot[me] < tot[1 - me] else 0.0)
    tot = t.scored_totals()
    if max(tot) >= t.length:
        final = final_scores(tot, t.length)
        a, b = final[me], final[1 - me]
        return 100.0 if a > b else (-100.0 if a < b else 0.0)
    mat = [material[s] - t.lost[s] for s in range(2)]
    return (tot[me] - tot[1 - me]) + w_material * (mat[me] - mat[1 - me])


def play_out_round(t: Table, hands: list[list[int]], to_move: int, dw) -> bool:
    """The rest of a round's digging by greedy diggers on the compact table `t` (changed in place;
    `hands` are card numbers and are not changed). True when the Inspector stormed off."""
    hands = [hands[0][:], hands[1][:]]
    p = to_move
    while hands[0] or hands[1]:
        if not hands[p]:
            p = 1 - p
            continue
        i, L = _greedy_dig(t, p, hands[p], dw)
        hands[p].pop(i)
        if L is None:
            if t.play_dead(p):
                return True
        else:
            t.play(p, L)
        p = 1 - p
    return False


def _rollout(t: Table, me: int, to_move: int, hands: list[list[int]], material, w_material, dw) -> float:
    return _outcome(t, me, play_out_round(t, hands, to_move, dw), material, w_material)


class ArtifakesBot(Bot):
    """Base: view parsing, the card memory and the burying plan; levels differ in weights/search."""

    destroy_weight = 0.6
    bury_plan = True
    samples = 0

    # No event memory is needed: every card a seat has seen leave a hand is still on the table
    # in its view (the discard pile, dead cards in front of players) until a reshuffle sends it
    # back into the unknown deck. `unseen_cards` derives the rival's possible hand from that.

    def choose(self, view: dict, legal: Sequence[Action], rng: random.Random | None = None) -> Action:
        rng = rng or self.rng
        legal = list(legal)
        if len(legal) == 1:
            return legal[0]
        if view["phase"] == "bury":
            return self.choose_bury(view, legal, rng)
        return self.choose_dig(view, legal, rng)

    # -- burying --
    def choose_bury(self, view, legal, rng):
        if not self.bury_plan:
            return rng.choice(legal)
        return _first_max(self._bury_scored(view, legal, rng))

    def _bury_scored(self, view, legal, rng) -> list:
        """(value, action) of each legal burial, in order: the plan's value and a little jitter."""
        me = view["seat"]
        t = Table.from_view(view)
        P = view["inspector"]
        first = view["first_digger"] == me
        return [(self.bury_value(t, me, P, first, a["piece"], a["space"], view) + rng.random() * 0.25, a)
                for a in legal]

    # weights of the burying plan (normal); hard overrides
    # Measured (see docs/rules/artifakes-balance.md): spreading junk over many spaces beats
    # stacking it: more colour steps, fewer dead cards, and a rival's hit destroys less.
    w_cover, w_new_space, w_stack, w_full, w_reach_near, w_reach_mid, w_contest = 6.0, 2.0, -0.6, 0.0, 1.5, 0.6, 0.3

    def bury_value(self, t: Table, me: int, P: int, first: bool, piece: str, s: int, view) -> float:
        v = 0.0
        c = t.col[s]
        m = t.pts[me][s]
        o = t.pts[1 - me][s]
        add = data.PIECE_POINTS[piece]
        if m == 0:
            if t.count[me][c] == 0:
                v += self.w_cover
            elif t.count[me][c] < 3:
                v += self.w_new_space
        v += self.w_stack * m
        if m + o + add == data.SPACE_CAPACITY:
            v += self.w_full
        d = _distance(P, s)
        if 1 <= d <= 6:
            v += self.w_reach_near
        elif d <= 12:
            v += self.w_reach_mid
        if o:
            v += self.w_contest * o * (1 if first else -1)
        if piece == "bar":
            v += 0.2   # bars first: they make the big stacks
        return v

    # -- digging --
    def choose_dig(self, view, legal, rng):
        me = view["seat"]
        t = Table.from_view(view)
        plays = [a for a in legal if a.kind == "play"]
        deads = [a for a in legal if a.kind == "dead"]
        if deads and storms_off(t.streak + 1) and _leader_on_stop(t) == me:
            return deads[0]
        if not plays:
            return deads[0]
        scored = []
        for a in plays:
            L = self._landing(t, me, a)
            scored.append((_play_value(t, me, L, self.destroy_weight) + rng.random() * 1e-3, a))
        return max(scored, key=lambda x: x[0])[1]

    @staticmethod
    def _landing(t: Table, me: int, a: Action) -> int:
        return land(t.insp, t.steps(me, data.CARD_NUMBER[a["card"]], a["mode"]), a["direction"])

    def unseen_cards(self, view: dict) -> list[str]:
        """Cards this seat cannot place: the deck and the rival's hand, as far as it knows."""
        known = set(c["id"] for c in view["hand"]) | set(view["discard"])
        for p in view["players"]:
            known.update(p["dead_cards"])
        return [c for c in data.CARD_IDS if c not in known]


class EasyBot(ArtifakesBot):
    bury_plan = False
    destroy_weight = 1.0


class NormalBot(ArtifakesBot):
    pass


class HardBot(ArtifakesBot):
    samples = 6
    w_material = 0.35
    destroy_weight = 0.7

    def choose_dig(self, view, legal, rng):
        return _first_max(self._dig_scored(view, legal, rng))

    def _dig_scored(self, view, legal, rng) -> list:
        """(value, action) of each distinct dig, in order: the average outcome of its play-outs
        (a lone candidate is not played out)."""
        me = view["seat"]
        t = Table.from_view(view)
        plays = [a for a in legal if a.kind == "play"]
        deads = [a for a in legal if a.kind == "dead"]
        # candidate moves: distinct (card number, landing) pairs, plus one dead card
        cands = []
        seen = set()
        for a in plays:
            n = data.CARD_NUMBER[a["card"]]
            L = self._landing(t, me, a)
            if (n, L) not in seen:
                seen.add((n, L))
                cands.append((a, n, L))
        if deads:
            cands.append((deads[0], data.CARD_NUMBER[deads[0]["card"]], None))
        if len(cands) == 1:
            return [(0.0, cands[0][0])]
        my_hand = _card_numbers(c["id"] for c in view["hand"])
        opp = 1 - me
        opp_size = view["players"][opp]["hand_size"]
        pool = self.unseen_cards(view)
        material = [data.JUNK_POINTS - points((p["removed"]["disk"], p["removed"]["bar"])) for p in view["players"]]
        samples = [_card_numbers(rng.sample(pool, min(opp_size, len(pool)))) for _unused in range(self.samples)]
        scored = []
        for a, n, L in cands:
            hand = my_hand[:]
            hand.remove(n)
            total = 0.0
            for opp_hand in samples:
                tt = t.copy()
                if L is None:
                    if tt.play_dead(me):
                        total += _outcome(tt, me, True, material, self.w_material)
                        continue
                else:
                    tt.play(me, L)
                hands = [None, None]
                hands[me], hands[opp] = hand, opp_hand
                total += _rollout(tt, me, opp, hands, material, self.w_material, self.destroy_weight)
            scored.append((total / len(samples) + rng.random() * 1e-6, a))
        return scored


def _first_max(scored):
    """The first action of the highest value in (value, action) pairs."""
    best, best_v = None, None
    for v, a in scored:
        if best_v is None or v > best_v:
            best, best_v = a, v
    return best


# ---- a measurement opponent (game/bots.py: noisy_pick) ---------------------------------------------
# Levels a tool may seat (tools.selfplay --seats) that the app never offers.
MEASURE_LEVELS = ("noisyhard",)
# A dig's value is the play-outs' average lead in points (a won or lost game counts +-100): digs
# within half a point are a near-tie. A burial's value is the plan's weights (6 for a new colour
# covered, 2 for a new space) plus the hard bot's own jitter of up to 0.25, which already breaks
# near-ties at random: no further tolerance there, only the one decision in six.
DIG_TIE = 0.5
BURY_TIE = 0.0


class NoisyHardBot(HardBot):
    """The hard bot, less predictable (see game/bots.py): it values every distinct dig (card number
    and landing, or a dead card) and every burial (piece and space) exactly as hard does, then
    breaks near-ties at random and takes one decision in six among the three best. Its noise comes
    from a random source of its own."""

    def __init__(self, seat, level="noisyhard", seed=0):
        super().__init__(seat, level, seed)
        self.noise_rng = noise_rng(seed)

    def choose_bury(self, view, legal, rng):
        scored = self._bury_scored(view, legal, rng)
        return noisy_pick(hard_first(scored, _first_max(scored)), self.noise_rng, BURY_TIE)

    def choose_dig(self, view, legal, rng):
        scored = self._dig_scored(view, legal, rng)
        return noisy_pick(hard_first(scored, _first_max(scored)), self.noise_rng, DIG_TIE)


def make_bot(level: str, seat: int, seed: int) -> Bot:
    if level == "random":
        return RandomBot(seat, level, seed)
    cls = {"easy": EasyBot, "normal": NormalBot, "hard": HardBot, "noisyhard": NoisyHardBot}.get(level)
    if cls is None:
        raise ValueError(f"unknown bot level {level!r}")
    return cls(seat, level, seed)
