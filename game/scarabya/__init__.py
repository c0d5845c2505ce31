"""Scarabya: place the round's pentomino on your dig site to seal small areas around scarabs.

Modes (option `mode`): standard (1-4 players, one site each, 12 rounds; alone it is a score attack),
solo (1 player: cover all 24 scarabs before any is sealed in a closed area), duel (2 players on one
shared site, 6 rounds of two mission cards). The rules are in state.py, the geometry the screens may
use too in shapes.py, the views in view.py.
"""
from __future__ import annotations

from game import registry
from game.i18n import N_
from game.registry import GameInfo, Option, bots_of, lazy, module_getattr

# rules and bots load on first use (start-up); `from game.scarabya import X` still works
_STATE = "game.scarabya.state"
_SHAPES = "game.scarabya.shapes"
_HOOKS = "game.scarabya.conformance"
# every level, the expert included (bot.py and expert.py do not import each other)
make_bot = bots_of("game.scarabya.bot:make_bot", "game.scarabya.expert:make_expert")
__getattr__ = module_getattr(__name__, {"ScarabyaState": _STATE,
                                        "check_invariants": _HOOKS, "orientations": _SHAPES,
                                        "perturb_hidden": _HOOKS, "placement_cells": _SHAPES})


def _players_for(options):
    mode = options.get("mode", "standard")
    if mode == "solo":
        return [1]
    if mode == "duel":
        return [2]
    return [1, 2, 3, 4]


OPTIONS = (
    Option("mode", N_("Mode"),
           (("standard", N_("Standard (1-4 players)")), ("solo", N_("Solo: the last survivor")),
            ("duel", N_("Duel: two players, one site"))),
           "standard",
           N_("Standard: everyone digs their own site. Solo: cover all 24 scarabs. Duel: share one site.")),
    Option("flips", N_("Flipping tiles"), (("allowed", N_("Allowed")), ("not allowed", N_("Not allowed"))), "allowed",
           N_("Whether a tile may be turned over to its mirror image.")),
    Option("arrangement", N_("Site arrangement"),
           (("default", N_("Boards A B / C D")), ("random", N_("Random boards and turns"))), "default",
           N_("How the four boards are laid out in the frame (the same for every player).")),
)

INFO = registry.register(GameInfo(
    id="scarabya",
    title=N_("Scarabya"),
    pitch=N_("Fence in scarabs with pentominoes: the smaller the dig, the richer the find."),
    min_players=1,
    max_players=4,
    new_game=lazy("game.scarabya.state:ScarabyaState"),
    make_bot=make_bot,
    options=OPTIONS,
    players_for=_players_for,
    check_invariants=lazy("game.scarabya.conformance:check_invariants"),
    perturb_hidden=lazy("game.scarabya.conformance:perturb_hidden"),
    public_reveals=("round_started",),   # the next mission card turned up
    conformance_games=8,
    bot_levels=("random", "easy", "normal", "hard", "expert"),
    # a solo game scores the scarabs covered, not points: counted in a table of its own
    stats_apart=(("mode", "solo", N_("Scarabya solo: scarabs covered"), N_("Best")),),
))
