"""The noisy hard of Thebes, Artifakes and Scarabya, the measurement opponent the expert does not
model: legal, deterministic for a seed, the hard move most of the time but not always, its other
choices among the hard bot's three best (or a near-tie of the best), and never offered by the app.
(Faras's own noisy hard is covered in tests/game/faras/test_bots.py.)"""
from __future__ import annotations

import importlib
import random

import pytest

from game import registry
from game.bots import RandomBot
from game.match import Match

GAMES = ("thebes", "artifakes", "scarabya")


def _bot_module(game):
    return importlib.import_module(f"game.{game}.bot")


def _tie(game, view):
    mod = _bot_module(game)
    if game == "artifakes":
        return mod.BURY_TIE if view["phase"] == "bury" else mod.DIG_TIE
    return mod.NOISE_TIE


def _alternatives(game, hard, view, legal):
    """The hard bot's value of each real alternative, from its own code: {key: value}, and a key
    function mapping an action to its alternative. `hard` draws from its rng as hard's choose does."""
    mod = _bot_module(game)
    if game == "thebes":
        scored = hard._scored(view, mod.car_kept_home(legal))
        return {a: v for v, a in scored}, lambda a: a
    if game == "artifakes":
        if view["phase"] == "bury":
            scored = hard._bury_scored(view, legal, hard.rng)
        else:
            scored = hard._dig_scored(view, legal, hard.rng)
            t = mod.Table.from_view(view)
            me = view["seat"]

            def dig_key(a):
                if a.kind == "dead":
                    return "dead"
                return mod.data.CARD_NUMBER[a["card"]], mod.HardBot._landing(t, me, a)
            return {dig_key(a): v for v, a in scored}, dig_key
        return {a: v for v, a in scored}, lambda a: a
    # scarabya: placements covering the same squares are one alternative
    from game.scarabya.shapes import PLACEMENT_MASK

    def mask(a):
        return PLACEMENT_MASK[(a["tile"], a["orient"], a["row"], a["col"])]
    site = mod.Site.from_view(view, hard.seat)
    cands = [(a, mask(a)) for a in legal]
    values = hard.evaluate(view, site, cands, hard.rng)
    out = {}
    for (_a, m), v in zip(cands, values):
        out[m] = max(v, out.get(m, v))
    return out, mask


def _decisions(game, seeds, options=None):
    """Seat 0 a noisy hard against a hard bot, over whole games: at each of seat 0's real decisions
    (game, view, legal, the hard bot's choice, the hard values by alternative, the key function,
    the noisy choice). The hard bot and the value reading start from the noisy bot's rng state, so
    they see the very values the noisy bot saw."""
    mod = _bot_module(game)
    for seed in seeds:
        m = Match.new(game, 2, seed, options, [{"kind": "bot", "level": "hard"}] * 2, bot_seed=seed)
        noisy = mod.make_bot("noisyhard", 0, seed)
        m.bots[0] = noisy
        while not m.state.is_over:
            s = m.state
            if s.current_player == 0:
                view, legal = s.view(0), s.legal_actions()
                if len(legal) > 1:
                    state = noisy.rng.getstate()
                    hard = mod.make_bot("hard", 0, 0)
                    hard.rng.setstate(state)
                    hard_choice = hard.choose(view, legal, hard.rng)
                    reader = mod.make_bot("hard", 0, 0)
                    reader.rng.setstate(state)
                    values, key = _alternatives(game, reader, view, legal)
                    choice = noisy.choose(view, legal, noisy.rng)
                    yield view, legal, hard_choice, values, key, choice
                    m.apply(choice)
                    continue
            m.play_bots(max_moves=1)


CASES = [("thebes", range(1, 5), None), ("artifakes", range(1, 3), None),
         ("scarabya", range(1, 11), None), ("scarabya", range(1, 21), {"mode": "duel"})]


@pytest.mark.parametrize("game,seeds,options", CASES)
def test_the_noisy_hard_mostly_plays_the_hard_move_and_strays_only_among_the_three_best(game, seeds, options):
    same = differ = 0
    for view, legal, hard_choice, values, key, choice in _decisions(game, seeds, options):
        assert choice in legal
        if values[key(choice)] >= values[key(hard_choice)] - 1e-5:
            same += 1        # hard's move, or one of the same value hard itself might have drawn
            continue
        differ += 1
        ranked = sorted(values.values(), reverse=True)
        third = ranked[min(2, len(ranked) - 1)]
        floor = min(third, ranked[0] - _tie(game, view))
        assert values[key(choice)] >= floor - 1e-9, (values[key(choice)], ranked[:4])
    total = same + differ
    assert total >= 90
    assert 0.05 <= differ / total <= 0.5, (differ, total)


SEATINGS = [("thebes", 3, None), ("artifakes", 2, None), ("scarabya", 3, None),
            ("scarabya", 2, {"mode": "duel"}), ("scarabya", 1, {"mode": "solo"})]


@pytest.mark.parametrize("game,players,options", SEATINGS)
def test_the_noisy_hard_only_plays_legal_moves_against_random_players(game, players, options):
    mod = _bot_module(game)
    moves = 0
    for seed in range(3):
        m = Match.new(game, players, seed, options, [{"kind": "bot", "level": "random"}] * players,
                      bot_seed=seed)
        seat = seed % players
        m.bots[seat] = mod.make_bot("noisyhard", seat, seed)
        assert type(m.bots[seat]).__name__ == "NoisyHardBot"
        rng = random.Random(seed)
        while not m.state.is_over:
            s = m.state
            legal = s.legal_actions()
            if s.current_player == seat:
                a = m.bots[seat].choose(s.view(seat), legal, m.bots[seat].rng)
                assert a in legal
                moves += 1
            else:
                a = rng.choice(legal)
            m.apply(a)
    assert moves >= 10


def _history(game, seed):
    from tools.selfplay import play_one
    info = registry.get(game)
    state, _ = play_one(info, 2, seed, ["noisyhard", "hard"], info.resolve_options({}))
    return [repr(a) for a in state.log]


@pytest.mark.parametrize("game", GAMES)
def test_the_noisy_hard_is_deterministic_for_a_seed(game):
    assert _history(game, 4) == _history(game, 4)


@pytest.mark.parametrize("game", GAMES)
def test_the_noisy_hard_is_a_measurement_level_only(game):
    from scenes.shell.setup import kinds_for
    from tools.selfplay import main, measure_levels
    info = registry.get(game)
    assert "noisyhard" in measure_levels(info)
    assert "noisyhard" not in info.bot_levels
    assert not any("noisyhard" in k for k in kinds_for(info))
    # a saved or typed seat of that level never gets it in the app's own matches
    m = Match.new(game, 2, 1, None, [{"kind": "bot", "level": "noisyhard"}] * 2, bot_seed=1)
    assert not any(type(b).__name__ == "NoisyHardBot" for b in m.bots.values())
    assert type(_bot_module(game).make_bot("noisyhard", 0, 1)).__name__ == "NoisyHardBot"
    assert not isinstance(_bot_module(game).make_bot("noisyhard", 0, 1), RandomBot)
    assert main([game, "--players", "2", "--games", "2", "--seats", "hard,noisyhard", "--quiet"]) == 0
