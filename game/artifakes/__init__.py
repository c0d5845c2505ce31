"""Artifakes: a 2-player bluffing-free race of buried junk and a bribable Inspector."""
from __future__ import annotations

from game import registry
from game.i18n import N_
from game.registry import GameInfo, Option, bots_of, lazy, module_getattr

from . import data

# every level, the expert included (bot.py and expert.py do not import each other)
make_bot = bots_of("game.artifakes.bot:make_bot", "game.artifakes.expert:make_expert")
__getattr__ = module_getattr(__name__, {"ArtifakesState": "game.artifakes.state",
                                        "check_invariants": "game.artifakes.conformance",
                                        "perturb_hidden": "game.artifakes.conformance"})


registry.register(GameInfo(
    id="artifakes",
    title=N_("Artifakes"),
    pitch=N_("Bury worthless junk, then bribe the Inspector to 'discover' yours and expose your rival's."),
    min_players=2,
    max_players=2,
    new_game=lazy("game.artifakes.state:ArtifakesState"),
    make_bot=make_bot,
    options=(
        Option("ring_colours", N_("Ring colours"),
               (("blocks", N_("Blocks of six")), ("cycling", N_("Cycling space by space"))), "blocks",
               N_("How the five colours are laid around the 30 ring spaces.")),
        Option("path_length", N_("Path length"),
               ((30, N_("30 steps")), (45, N_("45 steps")), (60, N_("60 steps"))), data.DEFAULT_PATH_LENGTH,
               N_("How far along the bluestone path a player must get to win.")),
        Option("score_interrupted", N_("Score a stormed-off round"),
               ((False, N_("No")), (True, N_("Yes"))), False,
               N_("When the Inspector storms off, score the round in progress before deciding the winner.")),
    ),
    check_invariants=lazy("game.artifakes.conformance:check_invariants"),
    perturb_hidden=lazy("game.artifakes.conformance:perturb_hidden"),
    public_reveals=("reshuffled", "scored"),   # the deck made anew, a round's scoring
    conformance_games=4,
    bot_levels=("random", "easy", "normal", "hard", "expert"),
))
