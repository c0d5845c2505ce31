"""Position builders for Faras scenario tests."""
from __future__ import annotations

from game.core import Action, IllegalAction
from game.faras import board
from game.faras import data as D
from game.faras.state import FarasState, check_invariants

A = Action.make
_TYPE_BASE = {"pottery": 0, "paintings": 12, "bones": 24, "misc": 36, "scorpion": 48, "sand": 56}


def tok(typ: str, i: int = 0) -> int:
    """The i-th token of a type (pottery 0-11 ... sand 56-63)."""
    return _TYPE_BASE[typ] + i


def card(kind: str, i: int = 0) -> int:
    """The i-th card id of a kind."""
    ids = [c for c, k in enumerate(D.CARDS) if k == kind]
    return ids[i]


def position(players=2, *, board=None, hands=None, collections=None, dam=None, draw=None,
             discard=None, active=0, start=0, options=None, seed=0) -> FarasState:
    """A play-phase position.

    board: {cell: token}; tokens not in a collection or the dam fill the remaining cells in id
    order. hands: {seat: [card ids]} (seats not given get filler cards, Guests first). draw: card
    ids put on top of the draw pile (top = last).
    """
    s = FarasState(players, seed, options or {})
    s.unplaced = [[] for _ in range(players)]
    s.phase = "play"
    s.start = start
    s.active = active
    s.collections = [list((collections or {}).get(p, [])) for p in range(players)]
    s.dam = list(dam or [])
    used = set(s.dam) | {t for c in s.collections for t in c}
    s.board = [None] * D.NUM_CELLS
    board = dict(board or {})
    for c, t in board.items():
        s.board[c] = t
    used |= set(board.values())
    rest = [t for t in range(D.NUM_TOKENS) if t not in used]
    free = [c for c in range(D.NUM_CELLS) if s.board[c] is None]
    for c, t in zip(free, rest):
        s.board[c] = t
    leftover = rest[len(free):]
    s.dam += leftover
    if s.variant == "expert":
        s.pos = [board.cell_xy(c) if s.board[c] is not None else None for c in range(D.NUM_CELLS)]
    hands = {p: list(h) for p, h in (hands or {}).items()}
    taken = {c for h in hands.values() for c in h} | set(discard or []) | set(draw or [])
    spare = [c for c in range(D.NUM_CARDS) if c not in taken]
    # filler hands from the least eventful cards (guests) first, then the rest
    spare.sort(key=lambda c: (D.CARDS[c] != "guests", c))
    for p in range(players):
        if p not in hands:
            hands[p] = [spare.pop(0) for _ in range(3)]
    s.hands = [hands[p] for p in range(players)]
    s.discard = list(discard or [])
    s.draw_pile = (list(spare) + list(draw)) if draw is not None else list(spare)
    s.step = None
    s._begin_turn([])
    check_invariants(s)
    return s


def clear_board(s: FarasState, keep: dict) -> None:
    """Move every board token not in `keep` ({cell: token} already on the board) to the dam."""
    for c in range(D.NUM_CELLS):
        if s.board[c] is not None and c not in keep:
            s.dam.append(s.board[c])
            s.board[c] = None
            s.pos[c] = None


def sparse(players=2, *, board, **kw) -> FarasState:
    """A position whose board holds exactly `board`; all other tokens wait in the dam (or where given)."""
    s = position(players, board=board, **kw)
    clear_board(s, board)
    s.dam_complete = len(s.dam) >= D.DAM_SLOTS and s.variant != "simplified"
    check_invariants(s)
    return s


def kinds(events):
    return [e.kind for e in events]


def event(events, kind):
    """The first event of a kind (the Event itself, e.g. to test `for_seat`)."""
    for e in events:
        if e.kind == kind:
            return e
    raise AssertionError(f"no {kind} event in {kinds(events)}")


def first(events, kind):
    """The first event of a kind as a plain dict (lists as lists)."""
    return event(events, kind).to_json()


def apply_all(s, *actions):
    ev = []
    for a in actions:
        ev += s.apply(a)
        check_invariants(s)
    return ev


def assert_illegal(s, action, fragment=""):
    import json
    before = (json.dumps([s.view(p) for p in range(s.num_players)], sort_keys=True), len(s.log),
              s.rng.getstate())
    try:
        s.apply(action)
    except IllegalAction as exc:
        assert exc.reason and fragment.lower() in exc.reason.lower(), exc.reason
    else:
        raise AssertionError(f"{action} was accepted")
    after = (json.dumps([s.view(p) for p in range(s.num_players)], sort_keys=True), len(s.log),
             s.rng.getstate())
    assert before == after, "a rejected action changed the state"
    assert s.reason(action) is not None
