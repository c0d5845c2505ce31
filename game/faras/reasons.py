"""Why a Faras move is not allowed now: one friendly sentence, or None when it is legal.

The core (GameState.reason, game/core.py) has already checked that the action is a move of a kind
declared in FarasState.ACTIONS, with every parameter present and of its type, and that the game goes
on; these rules only see well-formed actions. Fast, specific, never raising, agreeing with
legal_actions (tests/game/faras/test_agreement.py).
"""
from __future__ import annotations

from itertools import combinations

from game.faras import board
from game.faras import data as D
from game.i18n import _

# every declaration a disputed player may make: each non-empty subset of the six types except the
# full set (that one is said as "all"), in a fixed order, then "all"
DECLARATIONS: tuple = tuple(
    list(c) for r in range(1, len(D.TYPES)) for c in combinations(D.TYPES, r)
) + ("all",)
DECLARATION_KEYS = frozenset(tuple(x) if isinstance(x, list) else x for x in DECLARATIONS)

SETUP_KINDS = ("choose_token", "place", "place_at", "place_rest_random")
# the kinds each step of a turn asks for
STEP_KINDS = {
    "card": ("play_card",), "dig": ("reveal",), "peek": ("peek",), "penalty": ("penalty",),
    "helper": ("helper",), "challenge": ("challenge", "attempt"), "dam_take": ("take_from_dam",),
    "ask": ("ask",), "declare": ("declare",), "give": ("give",),
}


def illegal_reason(s, action) -> str | None:
    kind = action.kind
    if s.phase == "setup":
        return _setup_reason(s, action)
    if s.phase == "memorise":
        if kind != "end_memorise":
            return _("Everyone is still memorising the finds.")
        return None
    if kind in SETUP_KINDS:
        return _("All tokens are already on the board.")
    if kind == "end_memorise":
        return _("The memorising time is already over.")
    if kind not in STEP_KINDS.get(s.step, ()):
        prompt = D.STEP_PROMPTS.get(s.step)
        return _(prompt) if prompt else _("That move is not allowed right now.")
    return _STEP_REASONS[kind](s, action)


def _setup_reason(s, action):
    kind = action.kind
    hand = s.unplaced[s.placer]
    if kind == "end_memorise":
        return _("Not all tokens are on the board yet.")
    if kind not in SETUP_KINDS:
        return _("First everyone places their tokens on the board.")
    if kind == "place_rest_random":
        return None
    if kind == "choose_token":
        t = action["token"]
        if t not in hand:
            return _("That token is not one of yours to place.")
        if t == s.selected:
            return _("That find is already picked up: now put it on a free place on the board.")
        return None
    if s.selected is None:
        return _("First pick one of your tokens to place.")
    if kind == "place_at":
        if s.variant != "expert":
            return _("On this side of the board every token goes on a silhouette.")
        return free_position_reason(s, action["x"], action["y"])
    if s.variant == "expert":
        return _("The expert side has no silhouettes: put the token anywhere free on the board.")
    c = action["cell"]
    if not 0 <= c < D.NUM_CELLS:
        return _("That is not a place on the board.")
    if s.board[c] is not None:
        return _("That place already holds a token.")
    return None


def free_position_reason(s, x, y):
    """Expert setup: why the picked-up token may not lie at (x, y) (see board.py for the room rule)."""
    if not board.on_board(x, y):
        return _("The token must lie wholly on the board.")
    positions = s.positions()
    if board.overlaps(x, y, positions):
        return _("That would overlap a token already on the board.")
    if not board.leaves_room(x, y, positions, s.tokens_to_place() - 1):
        return _("Leave room for the tokens still to place: line it up with its neighbours.")
    return None


def _play_card(s, a):
    if a["card"] not in s.hands[s.active]:
        return _("You do not hold that card.")
    return None


def _reveal(s, a):
    c = a["cell"]
    if not 0 <= c < D.NUM_CELLS or s.board[c] is None:
        return _("There is no token there to reveal.")
    if c in s.revealed:
        return _("That token is already face up.")
    return None


def _peek(s, a):
    c = a["cell"]
    if not 0 <= c < D.NUM_CELLS or s.board[c] is None:
        return _("There is no token there to look at.")
    if c in s.peeked:
        return _("You have already looked at that token this turn.")
    return None


def _penalty(s, a):
    if not 0 <= a["slot"] < len(s.collections[s.active]):
        return _("Choose one of the tokens in your collection.")
    return None


def _helper(s, a):
    seat = a["seat"]
    if not 0 <= seat < s.num_players:
        return _("Choose another player at the table.")
    if seat == s.active:
        return _("You need another player to help you.")
    return None


def _challenge(s, a):
    if s.vf_mode == "chance":
        return _("With the chance rule the attempt is decided by luck: use Attempt.")
    return None


def _attempt(s, a):
    if s.vf_mode != "chance":
        return _("Play the lifting challenge and report its result.")
    return None


def _take_from_dam(s, a):
    if not 0 <= a["slot"] < len(s.dam):
        return _("Choose a token lying in the dam.")
    return None


def _ask(s, a):
    if a["seat"] not in s.dispute["candidates"]:
        return _("You must question a player who holds the most tokens.")
    return None


def _declare(s, a):
    t = a["types"]
    key = tuple(t) if isinstance(t, tuple) else t
    if key == tuple(D.TYPES):
        return _("To claim all six types, declare \"all\".")
    if key not in DECLARATION_KEYS:
        return _("Declare a set of types (listed once each, in the usual order) or \"all\".")
    return None


def _give(s, a):
    if a["token"] not in s.collections[s.dispute["asked"]]:
        return _("Give one of the tokens from your own collection.")
    return None


_STEP_REASONS = {
    "play_card": _play_card, "reveal": _reveal, "peek": _peek, "penalty": _penalty, "helper": _helper,
    "challenge": _challenge, "attempt": _attempt, "take_from_dam": _take_from_dam, "ask": _ask,
    "declare": _declare, "give": _give,
}
