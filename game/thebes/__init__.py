"""Thebes (id "thebes"): archaeologists spend weeks studying in Europe and digging around the
Mediterranean. Rules in state.py (why a move is refused: reasons.py; the view and move preview
dicts: view.py), the rule arithmetic as pure functions in travel.py (journeys, car, Zeppelin) and
knowledge.py (knowledge, tokens drawn), component data in data.json/data.py, log text in log.py,
bots in bot.py and expert.py."""
from __future__ import annotations

import random
from collections import Counter

from game import registry
from game.registry import GameInfo, Option, bots_of, lazy


# every level, the expert included (bot.py and expert.py do not import each other)
make_bot = bots_of("game.thebes.bot:make_bot", "game.thebes.expert:make_expert")


def perturb_hidden(state: ThebesState, seat: int, rng) -> ThebesState:
    """A copy differing only in what nobody may see: bag order, draw pile and set-aside pile order,
    which unseen cards lie in the draw pile versus the set-aside pile, and future chance."""
    from game.thebes import data as D   # loaded on use: the menu needs none of it
    s = state.clone()
    for site in D.SITES:
        rng.shuffle(s.bags[site])
    # researcher cards may swap between the draw pile and the set-aside pile (nobody knows which
    # unseen card lies where); exhibitions stay in their pile, then each pile is shuffled
    piles = [s.draw_pile, s.set_aside]
    spots = [(i, j) for i, pile in enumerate(piles) for j, c in enumerate(pile)
             if D.CARDS[c]["type"] != "exhibition"]
    cards = [piles[i][j] for i, j in spots]
    rng.shuffle(cards)
    for (i, j), c in zip(spots, cards):
        piles[i][j] = c
    for pile in piles:
        rng.shuffle(pile)
    s.rng = random.Random(rng.getrandbits(64))   # future chance (the digs' draws) is hidden too
    return s


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


def check_invariants(state: ThebesState) -> None:
    from game.thebes import data as D
    n = state.num_players
    # every bag's 31 tokens across bag, site bonus and players
    for site in D.SITES:
        where = list(state.bags[site])
        if state.bonus[site] is not None:
            where.append(state.bonus[site])
        for s in range(n):
            where.extend(t for t in state.tokens[s] if D.TOKENS[t]["site"] == site)
        assert sorted(where) == sorted(D.BAG_TOKENS[site]), f"{site} tokens not conserved"
        assert len(where) == D.TOKENS_PER_BAG
        assert all(D.TOKENS[t]["kind"] != "debris" for s in range(n) for t in state.tokens[s])
        if state.bonus[site] is not None:
            assert len(state.bags[site]) == D.TOKENS_PER_BAG - 1 - sum(
                1 for s in range(n) for t in state.tokens[s] if D.TOKENS[t]["site"] == site)
    # every card exactly once
    cards = [c for c in state.display if c is not None] + [c for c in state.slots if c is not None]
    cards += state.draw_pile + state.set_aside + state.discard
    for s in range(n):
        cards += state.cards[s] + state.exhibitions[s]
    counts = Counter(cards)
    assert sorted(counts) == sorted(D.ALL_CARD_IDS) and max(counts.values()) == 1, "cards not conserved"
    assert all(c is None or D.CARDS[c]["type"] != "exhibition" for c in state.display)
    assert all(c is None or D.CARDS[c]["type"] == "exhibition" for c in state.slots)
    assert all(D.CARDS[c]["type"] != "exhibition" for s in range(n) for c in state.cards[s])
    # time stays within the game and never before the start
    for s in range(n):
        assert state.start_t <= state.time[s] <= D.END_T
        assert state.location[s] in D.DIST
    # time only moves forward (asserted on every move); the year marker follows the last marker
    assert state.year_marker == min(D.year_of(t) for t in state.time)
    assert sorted(state.arrival) == sorted(set(state.arrival)), "stack order must be strict"


OPTIONS = (
    Option("assistants_alone", "Assistants alone allow a dig",
           ((False, "No: a dig needs a book or rumor of the site"), (True, "Yes: any knowledge point")),
           False, "Whether assistants may supply the one site knowledge point a dig needs."),
    Option("assistant_cap", "More than 3 assistants",
           ((True, "Count as 3 (2 points at most)"), (False, "Each one beyond the first adds 1")),
           True, "What a fourth (or later) assistant adds."),
    Option("shovel_cap", "More than 3 shovels",
           ((True, "Count as 3 (+2 tokens at most)"), (False, "Each one beyond the first adds 1")),
           True, "What a fourth (or later) shovel adds."),
)

INFO = registry.register(GameInfo(
    id="thebes", title="Thebes",
    pitch="Race the calendar across Europe and the Mediterranean: every lecture and dig costs weeks.",
    min_players=2, max_players=4,
    new_game=lazy("game.thebes.state:ThebesState"),
    make_bot=make_bot,
    bot_levels=("random", "easy", "normal", "hard", "expert"),
    options=OPTIONS,
    check_invariants=check_invariants,
    perturb_hidden=perturb_hidden,
    public_reveals=("display_refilled", "token_drawn"),   # cards laid out, a dig's finds
    upgrade_action=upgrade_action,
    conformance_games=25,
    playout_weight=lambda a: 0.03 if a.kind == "retire" else 1.0,
))
