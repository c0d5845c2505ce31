"""Every action Faras can offer, built once at import: Action is immutable, so legal_actions hands
out these shared objects instead of building each anew (that was most of a random game's time); the
core remembers their shape was checked (game.core._shape_checked)."""
from __future__ import annotations

from game.core import Action
from game.faras import board as B
from game.faras import data as D
from game.faras.reasons import DECLARATIONS

_REVEAL = tuple(Action.make("reveal", cell=c) for c in range(D.NUM_CELLS))
_PEEK = tuple(Action.make("peek", cell=c) for c in range(D.NUM_CELLS))
_PLACE = tuple(Action.make("place", cell=c) for c in range(D.NUM_CELLS))
_PLACE_AT = {xy: Action.make("place_at", x=xy[0], y=xy[1]) for xy in B.SPOTS}   # grows as offered


def place_at(xy) -> Action:
    """The shared place_at action for a position (made the first time it is offered)."""
    a = _PLACE_AT.get(xy)
    if a is None:
        a = _PLACE_AT[xy] = Action.make("place_at", x=xy[0], y=xy[1])
    return a
_CHOOSE_TOKEN = tuple(Action.make("choose_token", token=t) for t in range(D.NUM_TOKENS))
_GIVE = tuple(Action.make("give", token=t) for t in range(D.NUM_TOKENS))
_PLAY_CARD = tuple(Action.make("play_card", card=c) for c in range(D.NUM_CARDS))
_PENALTY = tuple(Action.make("penalty", slot=i) for i in range(D.NUM_TOKENS))          # a collection's slots
_TAKE_FROM_DAM = tuple(Action.make("take_from_dam", slot=i) for i in range(D.NUM_TOKENS))
_HELPER = tuple(Action.make("helper", seat=s) for s in range(4))
_ASK = tuple(Action.make("ask", seat=s) for s in range(4))
_CHALLENGE = (Action.make("challenge", success=True), Action.make("challenge", success=False))
_ATTEMPT = Action.make("attempt")
_DECLARE = tuple(Action.make("declare", types=d) for d in DECLARATIONS)
_PLACE_REST_RANDOM = Action.make("place_rest_random")
_END_MEMORISE = Action.make("end_memorise")
