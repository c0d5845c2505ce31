"""Artifakes: a 2-player bluffing-free race of buried junk and a bribable Inspector."""
from __future__ import annotations

from game import registry
from game.registry import GameInfo, Option, bots_of, lazy, module_getattr

from . import data

# every level, the expert included (bot.py and expert.py do not import each other)
make_bot = bots_of("game.artifakes.bot:make_bot", "game.artifakes.expert:make_expert")
__getattr__ = module_getattr(__name__, {"ArtifakesState": "game.artifakes.state"})


def perturb_hidden(state: ArtifakesState, seat: int, rng) -> ArtifakesState:
    """A copy that differs only in what `seat` cannot know: the rival's hand and the deck order."""
    s = state.clone()
    other = 1 - seat
    pool = list(s.hands[other]) + list(s.deck)
    rng.shuffle(pool)
    n = len(s.hands[other])
    s.hands[other] = pool[:n]
    s.deck = pool[n:]
    return s


def check_invariants(state: ArtifakesState) -> None:
    """Conservation of junk and cards, the space capacity, and the phase bookkeeping."""
    for seat in range(2):
        for k, piece in enumerate(data.PIECE_TYPES):
            on_ring = sum(state.ring[s][seat][k] for s in range(1, data.SPACES + 1))
            assert on_ring + state.pile[seat][k] + state.removed[seat][k] == data.PIECE_COUNT, (
                f"seat {seat} {piece}s are not all accounted for")
            assert 0 <= state.recovered[seat][k] <= state.pile[seat][k]
            assert min(state.pile[seat][k], state.removed[seat][k]) >= 0
        assert state.total[seat] >= 0
        assert len(state.hands[seat]) <= data.HAND_SIZE
    for s in range(1, data.SPACES + 1):
        assert 0 <= state.space_points(s) <= data.SPACE_CAPACITY, f"space {s} is over capacity"
        assert min(min(c) for c in state.ring[s]) >= 0
    cards = state.deck + state.discard + state.hands[0] + state.hands[1] + state.dead_cards[0] + state.dead_cards[1]
    assert sorted(cards) == sorted(data.CARD_IDS), "cards were lost or duplicated"
    assert 0 <= state.inspector <= data.SPACES
    if state.phase == "bury":
        assert not state.hands[0] and not state.hands[1] and not any(state.dead_cards)
        assert any(state.pile[state.turn])
        assert state.streak < data.STORM_STREAK
    elif state.phase == "dig":
        assert state.hands[state.turn]
        # everything in front of a player while digging was found this round
        assert state.pile == state.recovered
        assert state.streak < data.STORM_STREAK
    else:
        assert state.end_reason in ("path", "inspector")
        if state.end_reason == "path":
            assert max(state.total) >= state.path_length
        else:
            assert state.streak >= data.STORM_STREAK


registry.register(GameInfo(
    id="artifakes",
    title="Artifakes",
    pitch="Bury worthless junk, then bribe the Inspector to 'discover' yours and expose your rival's.",
    min_players=2,
    max_players=2,
    new_game=lazy("game.artifakes.state:ArtifakesState"),
    make_bot=make_bot,
    options=(
        Option("ring_colours", "Ring colours",
               (("blocks", "Blocks of six"), ("cycling", "Cycling space by space")), "blocks",
               "How the five colours are laid around the 30 ring spaces."),
        Option("path_length", "Path length",
               ((30, "30 steps"), (45, "45 steps"), (60, "60 steps")), data.DEFAULT_PATH_LENGTH,
               "How far along the bluestone path a player must get to win."),
        Option("score_interrupted", "Score a stormed-off round",
               ((False, "No"), (True, "Yes")), False,
               "When the Inspector storms off, score the round in progress before deciding the winner."),
    ),
    check_invariants=check_invariants,
    perturb_hidden=perturb_hidden,
    public_reveals=("reshuffled", "scored"),   # the deck made anew, a round's scoring
    conformance_games=4,
    bot_levels=("random", "easy", "normal", "hard", "expert"),
))
