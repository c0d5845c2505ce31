"""Thebes (id "thebes"): archaeologists spend weeks studying in Europe and digging around the
Mediterranean. Rules in state.py (why a move is refused: reasons.py; the view and move preview
dicts: view.py), the rule arithmetic as pure functions in travel.py (journeys, car, Zeppelin) and
knowledge.py (knowledge, tokens drawn), component data in data.json/data.py, log text in log.py,
bots in bot.py and expert.py, the conformance suite's hooks in conformance.py."""
from __future__ import annotations

from game import registry
from game.i18n import N_
from game.registry import GameInfo, Option, bots_of, lazy, module_getattr


# every level, the expert included (bot.py and expert.py do not import each other)
make_bot = bots_of("game.thebes.bot:make_bot", "game.thebes.expert:make_expert")
# the conformance hooks load on first use; `from game.thebes import perturb_hidden` still works
__getattr__ = module_getattr(__name__, {"check_invariants": "game.thebes.conformance",
                                        "perturb_hidden": "game.thebes.conformance"})


def upgrade_action(state: ThebesState, data: dict) -> dict:
    """A move saved before the car became a choice (no "car" in it) as it is written now: the car
    was then driven wherever it applied, so car=True exactly there. Other moves come back as they
    are. (game.save calls it on each move it replays.)"""
    from game.thebes import data as D
    kinds = ("take_card", "change_cards", "dig", "exhibition")
    if not isinstance(data, dict) or data.get("kind") not in kinds or "car" in data:
        return data
    seat = state.current_player
    if seat is None:
        return data
    kind = data["kind"]
    if kind == "change_cards":
        dest = "warsaw"
    elif kind == "dig":
        dest = data.get("site")
    else:
        card = D.CARDS.get(data.get("card")) if isinstance(data.get("card"), int) else None
        dest = card["city"] if card else None
    if dest not in D.DIST:
        return {**data, "car": False}
    return {**data, "car": state.car_offered(seat, dest, bool(data.get("zeppelin")))}


OPTIONS = (
    Option("assistants_alone", N_("Assistants alone allow a dig"),
           ((False, N_("No: a dig needs a book or rumor of the site")), (True, N_("Yes: any knowledge point"))),
           False, N_("Whether assistants may supply the one site knowledge point a dig needs.")),
    Option("assistant_cap", N_("More than 3 assistants"),
           ((True, N_("Count as 3 (2 points at most)")), (False, N_("Each one beyond the first adds 1"))),
           True, N_("What a fourth (or later) assistant adds.")),
    Option("shovel_cap", N_("More than 3 shovels"),
           ((True, N_("Count as 3 (+2 tokens at most)")), (False, N_("Each one beyond the first adds 1"))),
           True, N_("What a fourth (or later) shovel adds.")),
)

INFO = registry.register(GameInfo(
    id="thebes", title=N_("Thebes"),
    pitch=N_("Race the calendar across Europe and the Mediterranean: every lecture and dig costs weeks."),
    min_players=2, max_players=4,
    new_game=lazy("game.thebes.state:ThebesState"),
    make_bot=make_bot,
    bot_levels=("random", "easy", "normal", "hard", "expert"),
    options=OPTIONS,
    check_invariants=lazy("game.thebes.conformance:check_invariants"),
    perturb_hidden=lazy("game.thebes.conformance:perturb_hidden"),
    public_reveals=("display_refilled", "token_drawn"),   # cards laid out, a dig's finds
    upgrade_action=upgrade_action,
    conformance_games=25,
    playout_weight=lambda a: 0.03 if a.kind == "retire" else 1.0,
))
