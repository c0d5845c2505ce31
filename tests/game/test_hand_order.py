"""A hand keeps its order: in every game with a hand, the cards a seat still holds after a move are
shown in the same order as before, and the cards it has just drawn come after them (a hot-seat
player clicks by place, so a card must never move under the pointer)."""
import random

import pytest

from game import registry

HAND_GAMES = [("faras", 3, {}), ("faras", 2, {"variant": "expert"}), ("artifakes", 2, {})]


def held(view):
    return [c.get("card", c.get("id")) for c in view.get("hand") or ()]


@pytest.mark.parametrize("game_id,players,options", HAND_GAMES,
                         ids=[f"{g}-{n}p-{'-'.join(map(str, o.values())) or 'default'}" for g, n, o in HAND_GAMES])
def test_kept_cards_keep_their_places_and_new_ones_come_last(game_id, players, options):
    info = registry.get(game_id)
    draws = 0
    for seed in range(3):
        state = info.new_game(players, seed, info.resolve_options(options))
        rng = random.Random(seed)
        before = [held(state.view(s)) for s in range(players)]
        while not state.is_over:
            state.apply(rng.choice(state.legal_actions()))
            for s in range(players):
                now = held(state.view(s))
                kept = [c for c in before[s] if c in now]
                new = [c for c in now if c not in before[s]]
                assert now == kept + new, f"seat {s}: {before[s]} became {now}"
                draws += bool(new and kept)
                before[s] = now
    if game_id == "faras":
        assert draws, "no card was drawn to a hand that still held cards"
