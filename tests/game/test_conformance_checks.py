"""The conformance suite catches what it is meant to: each case here is the internal test game with
one defect planted (a private draw filed for everyone, a secret left unmarked, hands in the public
view, a near-miss move let through, a refusal that touches the state or tells the mover a hidden
card), and a short playout must fail on it; the game as it is must pass."""
from __future__ import annotations

import dataclasses
import random

import pytest

from game import registry
from game.core import Action, Event
from game import testgame
from tests.conformance import Vocabulary, _key, near_misses, playout


def _info(cls):
    return dataclasses.replace(registry.get("testgame"), new_game=cls)


def _fails(cls, match: str) -> None:
    with pytest.raises(AssertionError, match=match):
        for seed in range(4):
            playout(_info(cls), 2, seed)


class _Drawing(testgame.TestGameState):
    """Files the draw event its own way (`filed`) instead of for the drawer alone."""

    def filed(self, e):
        raise NotImplementedError

    def _apply(self, action):
        return [self.filed(e) if e.kind == "drew" else e for e in super()._apply(action)]


class DrawFiledForEveryone(_Drawing):
    def filed(self, e):
        return Event.make("drew", seat=e["seat"], card=e["card"])        # no audience: all read it


class DrawSecretUnmarked(_Drawing):
    def filed(self, e):
        # the drawer is the audience, but the card is not named secret: the others still get it
        return Event.make("drew", audience=[e["seat"]], seat=e["seat"], card=e["card"])


class HandsInPublicView(testgame.TestGameState):
    def view(self, seat):
        v = super().view(seat)
        if seat is None:
            v["hands"] = [sorted(h) for h in self.hands]  # what a spectator must never see
        return v


class NearMissLetThrough(testgame.TestGameState):
    """Takes a play of one more than a card held as if it were legal (and then fails on it)."""

    def illegal_reason(self, action):
        if action.kind == "play" and self.pending_swap is None and action["card"] - 1 in self.hands[self.turn]:
            return None
        return super().illegal_reason(action)


class RefusalTouchesState(testgame.TestGameState):
    def illegal_reason(self, action):
        why = super().illegal_reason(action)
        if why is not None:
            self.refused = getattr(self, "refused", 0) + 1   # a refusal must leave the state alone
        return why


class RefusalNamesDeckTop(testgame.TestGameState):
    def illegal_reason(self, action):
        why = super().illegal_reason(action)
        if why is not None and action.kind == "play" and self.deck:
            return f"You do not hold that card; the next one you draw is a {self.deck[-1]}."
        return why


class LegalMovesFollowDeck(testgame.TestGameState):
    def legal_actions(self):
        moves = super().legal_actions()
        if self.pending_swap is None and moves and self.deck and self.deck[-1] % 2:
            return moves[:1]                                 # what the mover may do tells the deck
        return moves

    def illegal_reason(self, action):
        return None if action in self.legal_actions() else "That is not allowed now."


def test_the_game_as_it_is_passes():
    for seed in range(3):
        playout(_info(testgame.TestGameState), 2, seed)
        playout(_info(testgame.TestGameState), 3, seed)


def test_a_private_draw_filed_for_every_seat_is_caught():
    _fails(DrawFiledForEveryone, "events filed for")


def test_a_drawn_card_not_marked_secret_is_caught():
    _fails(DrawSecretUnmarked, "events filed for")


def test_hands_in_the_public_view_are_caught():
    _fails(HandsInPublicView, "public view changed")


def test_a_near_miss_move_let_through_is_caught():
    _fails(NearMissLetThrough, "not among the legal moves")


def test_a_refusal_that_changes_the_state_is_caught():
    _fails(RefusalTouchesState, "changed the state")


def test_a_refusal_that_tells_the_mover_a_hidden_card_is_caught():
    _fails(RefusalNamesDeckTop, "refusal of")


def test_legal_moves_that_follow_a_hidden_card_are_caught():
    _fails(LegalMovesFollowDeck, "legal moves depend")


def test_near_misses_nudge_every_parameter_and_keep_types_apart():
    st = testgame.TestGameState(3, 1)
    legal = st.legal_actions()
    vocab = Vocabulary()
    vocab.learn(legal)
    misses = near_misses(st, legal, vocab, random.Random(1))
    keys = {_key(a) for a in misses}
    for a in legal:                                              # one off either way, unless legal
        for card in (a["card"] - 1, a["card"] + 1):
            nudged = Action.make("play", card=card)
            assert _key(nudged) in keys or nudged in legal
    assert _key(Action.make("play")) in keys                     # the parameter left out
    assert any(a.get("extra") == 1 for a in misses)              # one too many
    assert any(a.kind == "swap" for a in misses)                 # another kind of this game
    assert _key(Action.make("__not_a_move__")) in keys
    assert keys.isdisjoint(_key(a) for a in legal)
    # a flag where a number belongs is another move, though True == 1 in Python
    assert _key(Action.make("play", card=True)) != _key(Action.make("play", card=1))


def test_the_long_run_tool_plays_a_game_through_the_checks(capsys):
    from tools import conformance as tool
    assert tool.main(["--game", "testgame", "--games", "1", "--full"]) == 0
    out = capsys.readouterr().out
    assert '"playouts": 4' in out and "testgame-3p-deck=12" in out


def test_a_faras_dispute_shows_the_collection_to_every_seat_by_design():
    # a 4-player simplified game whose dispute turns the asked seat's collection up for the table:
    # the rules say so, so the reveal is declared (REVEALING, public_reveals) and the check lets it be
    info = registry.get("faras")
    opts = {**info.default_options(), "variant": "simplified"}
    playout(info, 4, 41, opts, full=True)
