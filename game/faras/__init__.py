"""Faras: a memory game of digging up finds in pairs before the Aswan dam floods the site."""
from __future__ import annotations

from game import registry
from game.i18n import N_
from game.registry import GameInfo, Option, bots_of, lazy, module_getattr

# rules and bots load on first use (start-up); `from game.faras import X` still works
# every level, the expert included (bot.py and expert.py do not import each other)
make_bot = bots_of("game.faras.bot:make_bot", "game.faras.expert:make_expert")
__getattr__ = module_getattr(__name__, {"CHALLENGE_SUCCESS": "game.faras.bot",
                                        "FarasState": "game.faras.state", "check_invariants": "game.faras.conformance",
                                        "perturb_hidden": "game.faras.conformance"})

OPTIONS = (
    Option("variant", N_("Variant"),
           (("standard", N_("Standard")), ("simplified", N_("Simplified (no dam)")),
            ("expert", N_("Expert (free layout, tokens drift)"))),
           "standard",
           N_("Simplified: the game ends as soon as 8 or fewer tokens are left. Expert: no silhouettes, "
              "and tokens shift a little every time they are turned face down.")),
    Option("memorise_seconds", N_("Memorising time"),
           ((30, N_("30 seconds")), (60, N_("60 seconds")), (90, N_("90 seconds")),
            ("ready", N_("Until everyone is ready"))),
           60, N_("How long the face-up layout stays visible (a Ready button can end it early).")),
    Option("valuable_find", N_("Valuable Find"),
           (("challenge", N_("Dexterity challenge")), ("chance", N_("50% chance"))),
           "challenge", N_("How the attempt to win the second token of a Valuable Find is decided.")),
    Option("open_collections", N_("Collections"),
           ((False, N_("Face down")), (True, N_("Face up"))),
           False, N_("Face up makes every collection visible (easier, for young players).")),
)

INFO = registry.register(GameInfo(
    id="faras",
    title=N_("Faras"),
    pitch=N_("Lay out the finds, memorise them, then dig in pairs before the Nile floods the site."),
    min_players=2,
    max_players=4,
    new_game=lazy("game.faras.state:FarasState"),
    make_bot=make_bot,
    options=OPTIONS,
    check_invariants=lazy("game.faras.conformance:check_invariants"),
    perturb_hidden=lazy("game.faras.conformance:perturb_hidden"),
    sampled_kinds=("place_at",),    # the expert layout offers a grid of spots, but any free place will do
    public_reveals=("revealed", "reshuffled", "dispute_revealed"),   # a token or a disputed collection shown to all, the pile made anew
    conformance_games=1,
    bot_levels=("random", "easy", "normal", "hard", "expert"),
))
