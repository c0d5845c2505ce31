"""The expert's search (game/search.py) on the internal test game and on a toy game with a secret:
it finds the winning move, is reproducible for a seed and an iteration budget, stops at its time
budget with a legal move, and only ever reads the states its sampler gives it."""
from __future__ import annotations

import random

from game.core import Action, Event, GameState
from game.search import SearchBot, SearchConfig, search


class Nim(GameState):
    """Take 1-3 from a pile; who takes the last wins. A hidden coin (never shown) does nothing."""
    game_id = "testgame"

    def __init__(self, pile=10, seed=0):
        super().__init__(2, seed)
        self.pile, self.turn, self.coin = pile, 0, self.rng.randrange(2)
        self.winner = None

    @property
    def current_player(self):
        return None if self.winner is not None else self.turn

    def legal_actions(self):
        if self.winner is not None:
            return []
        return [Action.make("take", n=n) for n in (1, 2, 3) if n <= self.pile]

    def _apply(self, action):
        self.pile -= action["n"]
        if self.pile == 0:
            self.winner = self.turn
        self.turn = 1 - self.turn
        return [Event.make("took", n=action["n"])]

    def view(self, seat):
        return {"pile": self.pile, "turn": self.turn}

    def scores(self):
        return [1 if self.winner == i else 0 for i in range(2)]

    def resample(self, seat, rng):
        other = self.clone()
        other.coin = rng.randrange(2)
        return other


def test_search_finds_the_winning_move_and_is_reproducible():
    state = Nim(pile=10)
    cfg = SearchConfig(iterations=600, seconds=None, rollout_depth=20)
    first = search(lambda rng: state.resample(0, rng), 0, state.legal_actions(), cfg, random.Random(3))
    assert first.action["n"] == 2          # leave a multiple of four
    again = search(lambda rng: state.resample(0, rng), 0, state.legal_actions(), cfg, random.Random(3))
    assert again.action == first.action and again.visits == first.visits
    assert first.iterations == 600


def test_a_time_budget_stops_early_with_a_legal_move():
    state = Nim(pile=40)
    cfg = SearchConfig(iterations=10**7, seconds=0.05)
    got = search(lambda rng: state.resample(0, rng), 0, state.legal_actions(), cfg, random.Random(1))
    assert got.action in state.legal_actions() and got.iterations < 10**7 and got.seconds < 1.0


def test_the_bot_without_a_sampler_falls_back_and_one_move_is_instant():
    state = Nim(pile=1)
    bot = SearchBot(0, "expert", 1, SearchConfig(iterations=800, seconds=None, rollout_depth=20))
    assert bot.choose(state.view(0), state.legal_actions()) == state.legal_actions()[0]
    state = Nim(pile=9)
    got = bot.choose(state.view(0), state.legal_actions(), random.Random(2))
    assert got in state.legal_actions() and bot.last is None
    got = bot.choose(state.view(0), state.legal_actions(), random.Random(2),
                     sampler=lambda rng: state.resample(0, rng))
    assert got["n"] == 1 and bot.last is not None


def test_a_candidate_pick_can_only_narrow_the_legal_moves():
    """A game's candidate function that names a move the rules do not allow here (a stale cache,
    say) never gets it played: the search keeps to the legal moves of the state in hand."""
    ghost = Action.make("take", n=9)

    def sloppy(state, moves, rng):
        return [ghost] + list(moves)

    class Strict(Nim):
        def _apply(self, action):
            assert action in self.legal_actions(), action
            return super()._apply(action)

    config = SearchConfig(iterations=200, seconds=None, rollout_depth=30, candidates=sloppy)
    result = search(lambda rng: Strict(7), 0, Strict(7).legal_actions(), config, random.Random(3))
    assert result.action in Strict(7).legal_actions()
    assert result.iterations == 200 and ghost not in result.visits


def test_through_forced_scores_leaves_only_where_someone_has_a_choice():
    """With `through_forced` the walk goes on through the other seat's single candidate after a new
    node, so no leaf is scored on a position where nobody has a choice to make."""
    def opponent_takes_one(state, moves, rng):
        return [m for m in moves if m["n"] == 1] if state.current_player == 1 else list(moves)

    for forced in (False, True):
        scored = []

        def value(state):
            scored.append(state.current_player)
            return [0.5, 0.5] if state.winner is None else [float(state.winner == i) for i in range(2)]

        config = SearchConfig(iterations=120, seconds=None, rollout_depth=0, value=value,
                              candidates=opponent_takes_one, through_forced=forced)
        state = Nim(pile=12)
        result = search(lambda rng: state.resample(0, rng), 0, state.legal_actions(), config, random.Random(5))
        assert result.action in state.legal_actions() and len(scored) == 120
        if forced:
            assert set(scored) <= {0, None}      # seat 0 to choose, or the game over
        else:
            assert 1 in scored                   # the old walk stops right after seat 0's move
