"""Every registered game, every player count: seeded random playouts through the contract checks."""
import os

import pytest

from game import registry
from tests.conformance import playout

# Short here; tools/conformance.py runs thousands (DIGSITE_CONFORMANCE_FULL=1: near misses of every legal move).
GAMES_PER_CASE = int(os.environ.get("DIGSITE_CONFORMANCE_GAMES", "0"))


def _cases():
    for info in registry.all_games(include_unlisted=True):
        option_sets = [info.default_options()]
        for o in info.options:  # each non-default choice of each option once
            for value, _ in o.choices:
                if value != o.default:
                    option_sets.append({**info.default_options(), o.id: value})
        for opts in option_sets:
            for n in info.allowed_players(opts):
                label = ",".join(f"{k}={v}" for k, v in opts.items() if v != info.default_options()[k])
                yield pytest.param(info, n, opts, id=f"{info.id}-{n}p{('-' + label) if label else ''}")


@pytest.mark.parametrize("info,players,options", list(_cases()))
def test_random_playouts(info, players, options):
    games = GAMES_PER_CASE or info.conformance_games
    for seed in range(games):
        playout(info, players, seed, options, check_every=1 if seed < 3 else 5)
