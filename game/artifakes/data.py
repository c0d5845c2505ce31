"""Artifakes component data: the ring, the deck, the junk pieces and the bluestone paths.

Everything a correction against a physical copy might change lives here and nowhere else.
"""
from __future__ import annotations

SPACES = 30                      # ring spaces, numbered 1..30 clockwise
START_LINE = 0                   # the Inspector's start: the line between space 30 and space 1
SPACE_CAPACITY = 5               # most points a space may hold (both players, all rounds)
HAND_SIZE = 5                    # cards dealt to each player per round
STORM_STREAK = 4                 # dead cards in a row that make the Inspector storm off

COLOURS = ("white", "blue", "green", "yellow", "red")

# Ring layouts: colour of spaces 1..30 (index 0 is space 1).
RING_LAYOUTS = {
    # six spaces in a row per colour: 1-6 white, 7-12 blue, 13-18 green, 19-24 yellow, 25-30 red
    "blocks": tuple(COLOURS[(n - 1) // 6] for n in range(1, SPACES + 1)),
    # colours cycle space by space: 1 white, 2 blue, 3 green, 4 yellow, 5 red, 6 white, ...
    "cycling": tuple(COLOURS[(n - 1) % 5] for n in range(1, SPACES + 1)),
}
DEFAULT_LAYOUT = "blocks"

# Junk: each player has PIECE_COUNT of each type.
PIECE_TYPES = ("disk", "bar")
PIECE_POINTS = {"disk": 1, "bar": 2}
PIECE_COUNT = 10
JUNK_POINTS = sum(PIECE_POINTS[p] * PIECE_COUNT for p in PIECE_TYPES)   # 30 per player

# The deck: numbers 1..30, a day and a night card of each (the 5 trilithon cards are left out).
CARD_SIDES = ("day", "night")
CARDS = tuple(
    {"id": f"{n}{side[0]}", "number": n, "side": side}
    for n in range(1, SPACES + 1) for side in CARD_SIDES
)
CARD_IDS = tuple(c["id"] for c in CARDS)
CARD_NUMBER = {c["id"]: c["number"] for c in CARDS}
CARD_SIDE = {c["id"]: c["side"] for c in CARDS}
CARD_ORDER = {cid: i for i, cid in enumerate(CARD_IDS)}   # stable order for hands and actions

# Bluestone path (score track) lengths; the default follows the rules file.
PATH_LENGTHS = (30, 45, 60)
DEFAULT_PATH_LENGTH = 30

# The anthology's player colours; two are chosen for a game (the UI picks, seat 0 first by default).
PLAYER_COLOURS = ("white", "red", "green", "blue", "yellow")


def card_colour(card_id: str, layout: str = DEFAULT_LAYOUT) -> str:
    """A card's colour is the colour of the ring space bearing its number."""
    return RING_LAYOUTS[layout][CARD_NUMBER[card_id] - 1]
