"""A tiny internal game that exercises the whole interface (hidden hands, chance, a decision
asked of another seat). It proves the platform and the conformance suite; it is not in the menu.

Rules: a shuffled deck of 1..12 (twice); each seat holds 2 cards. On a turn play one card: it
scores its value. If it was a 7, the next seat must decide to "keep" or "swap" the top of the
discard with one of their own cards. Draw back to 2 while the deck lasts; the game ends when all
hands are empty.
"""
from __future__ import annotations

from game import registry
from game.bots import Bot, RandomBot
from game.core import Action, Event, GameState
from game.registry import GameInfo, Option


class TestGameState(GameState):
    game_id = "testgame"
    ACTIONS = {"play": {"card": int}, "keep": {}, "swap": {"card": int}}
    REVEALING = frozenset({"drew"})     # a card from the face-down deck

    def __init__(self, players, seed, options=None):
        super().__init__(players, seed, options)
        deck = list(range(1, 13)) * 2
        self.rng.shuffle(deck)
        self.deck = deck[: self.options.get("deck", 24)]
        self.hands = [[self.deck.pop() for _unused in range(2)] for _unused in range(players)]
        self.points = [0] * players
        self.turn = 0
        self.pending_swap: int | None = None  # seat asked to decide after a 7

    @property
    def current_player(self):
        if self.pending_swap is not None:
            return self.pending_swap
        if all(not h for h in self.hands):
            return None
        return self.turn

    def legal_actions(self):
        seat = self.current_player
        if seat is None:
            return []
        if self.pending_swap is not None:
            return [Action.make("keep")] + [Action.make("swap", card=c) for c in sorted(set(self.hands[seat]))]
        return [Action.make("play", card=c) for c in sorted(set(self.hands[seat]))]

    def illegal_reason(self, action):
        if action in self.legal_actions():
            return None
        if action.kind == "play" and self.pending_swap is None:
            return "You do not hold that card."
        return "That is not your decision to make."

    def _advance(self):
        for step in range(1, self.num_players + 1):
            nxt = (self.turn + step) % self.num_players
            if self.hands[nxt]:
                self.turn = nxt
                return

    def _apply(self, action):
        seat = self.current_player
        ev = []
        if action.kind == "play":
            c = action["card"]
            self.hands[seat].remove(c)
            self.points[seat] += c
            ev.append(Event.make("played", seat=seat, card=c))
            if self.deck:
                drawn = self.deck.pop()
                self.hands[seat].append(drawn)
                ev.append(Event.make("drew", audience=[seat], secret=["card"], seat=seat, card=drawn))
            nxt = (seat + 1) % self.num_players
            if c == 7 and self.hands[nxt]:
                self.pending_swap = nxt
                self.last_played = c
            else:
                self._advance()
        elif action.kind == "keep":
            self.pending_swap = None
            self._advance()
        else:  # swap: give your card to the score pile of the 7-player in exchange for nothing
            c = action["card"]
            self.hands[seat].remove(c)
            self.points[seat] += 1
            ev.append(Event.make("swapped", seat=seat, card=c))
            self.pending_swap = None
            self._advance()
        return ev

    def view(self, seat):
        return {
            "seat": seat,
            "hand": sorted(self.hands[seat]) if seat is not None else None,
            "hand_sizes": [len(h) for h in self.hands],
            "deck_size": len(self.deck),
            "points": list(self.points),
            "current_player": self.current_player,
            "pending_swap": self.pending_swap,
        }

    def scores(self):
        return list(self.points)

    def score_breakdown(self):
        return [{"cards": p} for p in self.points]


def _perturb(state, seat, rng):
    """Swap cards between other seats' hands and the deck: nothing `seat` may see changes."""
    s = state.clone()
    pool = [c for i, h in enumerate(s.hands) if i != seat for c in h] + s.deck
    rng.shuffle(pool)
    for i, h in enumerate(s.hands):
        if i != seat:
            for j in range(len(h)):
                h[j] = pool.pop()
    s.deck = pool
    return s


def _invariants(state):
    assert all(len(h) <= 2 for h in state.hands)


registry.register(GameInfo(
    id="testgame", title="Test Game", pitch="An internal game for testing the platform.",
    min_players=2, max_players=3,
    new_game=TestGameState,
    make_bot=lambda level, seat, seed: RandomBot(seat, level, seed),
    options=(Option("deck", "Deck size", ((24, "Full"), (12, "Short")), 24),),
    check_invariants=_invariants, perturb_hidden=_perturb, listed=False,
))
