"""What the others' card choices tell the expert about the cards they kept.

A hard player plays the card its rules value most (expert_hard.card_values, worked out from what
every seat with a perfect memory knows: the board, the collections' sizes), the first by id among
equal ones. So the two cards it kept after a play were each worth no more than the card it played
(and those with a lower id worth less): a hard player that played Guests while a pottery pair lay on
the board kept no Pottery card. The reader notes, per other seat, that condition from its last play,
from the public `card_played` event and the seat's own memory of the board; `redeal` then deals a
sample's other hands (from the cards the sample left unseen) so that two cards of each such hand
meet it, the third (drawn since) free. Older plays are not used: which of the kept cards was drawn
when is not known.
"""
from __future__ import annotations

import random

from game.faras import data as D
from game.faras import expert_hard as H

_TYPE = D.TOKEN_TYPE
_KIND = D.CARDS
EPS = 1e-9


class HandReader:
    def __init__(self, seat: int):
        self.seat = seat
        self.rule: dict[int, tuple[dict, float, int]] = {}   # seat -> (values, value played, card played)

    def observe(self, events, memory) -> None:
        """`memory`: the seat's hard fallback before these events (its known board and collections)."""
        for e in events:
            if e.kind == "card_played" and e.get("seat") != self.seat:
                p = e.get("seat")
                known = memory.known
                counts = {t: 0 for t in D.TYPES}
                for tok in known.values():
                    counts[_TYPE[tok]] += 1
                colls = memory.colls
                own = len(colls.get(p, []))
                others = max([len(v) for s, v in colls.items() if s != p] + [0])
                vals = H.card_values(counts, len(known), own, others)
                c = e.get("card")
                self.rule[p] = (vals, vals[_KIND[c]], c)
            elif e.kind == "game_over":
                self.rule.clear()

    def fits(self, p: int, card: int) -> bool:
        vals, v, played = self.rule[p]
        w = vals[_KIND[card]]
        return w < v - EPS if card < played else w <= v + EPS

    def redeal(self, s, rng: random.Random) -> None:
        """Deal the others' hands of sample `s` anew from its unseen cards (the others' hands and the
        draw pile), as their last plays allow."""
        others = [p for p in range(s.num_players) if p != self.seat and p in self.rule and s.hands[p]]
        if not others:
            return
        pool = sorted(s.draw_pile + [c for p in range(s.num_players) if p != self.seat for c in s.hands[p]])
        rng.shuffle(pool)
        sizes = {p: len(s.hands[p]) for p in range(s.num_players) if p != self.seat}
        hands = {p: [] for p in sizes}
        for p in others:
            kept = min(2, sizes[p])
            for c in pool:
                if len(hands[p]) >= kept:
                    break
                if self.fits(p, c):
                    hands[p].append(c)
            for c in hands[p]:
                pool.remove(c)
        for p in sizes:
            k = sizes[p] - len(hands[p])
            hands[p] += pool[:k]
            pool = pool[k:]
            s.hands[p] = hands[p]
        s.draw_pile = pool
