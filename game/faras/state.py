"""Faras rules: lay out the finds, memorise them, then dig in pairs while the Aswan dam rises.

Phases: "setup" (placement, two clicks per token), "memorise" (one `end_memorise`), "play"
(turns, each a small state machine of `step`s), "over". See docs/rules/faras.md for the decisions
taken where the rules file is silent.
"""
from __future__ import annotations

import copy
import random
from itertools import combinations
from typing import Any

from game.core import Action, Event, GameState
from game.faras import data as D

VARIANTS = ("standard", "simplified", "expert")

# every declaration a disputed player may make: each non-empty subset of the six types except
# the full set (that one is said as "all"), in a fixed order, then "all"
DECLARATIONS: tuple = tuple(
    list(c) for r in range(1, len(D.TYPES)) for c in combinations(D.TYPES, r)
) + ("all",)
_DECL_KEYS = {tuple(x) if isinstance(x, list) else x: i for i, x in enumerate(DECLARATIONS)}


def _is_int(v: Any) -> bool:
    return type(v) is int


def card_kind(card: int) -> str:
    return D.CARDS[card]


def token_type(token: int) -> str:
    return D.TOKEN_TYPE[token]


class FarasState(GameState):
    game_id = "faras"

    def __init__(self, players: int, seed: int, options=None):
        super().__init__(players, seed, options)
        o = self.options
        self.variant = o.get("variant", "standard")
        if self.variant not in VARIANTS:
            self.variant = "standard"
        self.open_collections = bool(o.get("open_collections", False))
        self.vf_mode = o.get("valuable_find", "challenge")
        self.memorise_seconds = o.get("memorise_seconds", 60)
        n = players
        self.start = self.rng.randrange(n)
        tokens = list(range(D.NUM_TOKENS))
        self.rng.shuffle(tokens)
        self.unplaced: list[list[int]] = [[] for _ in range(n)]
        k = 0
        for i, size in enumerate(D.deal_sizes(n)):
            seat = (self.start + i) % n
            self.unplaced[seat] = sorted(tokens[k:k + size])
            k += size
        self.board: list[int | None] = [None] * D.NUM_CELLS
        self.pos: list[list[int] | None] = [None] * D.NUM_CELLS   # expert only: [x, y] per cell
        self.dam: list[int] = []
        self.collections: list[list[int]] = [[] for _ in range(n)]
        cards = list(range(D.NUM_CARDS))
        self.rng.shuffle(cards)
        self.draw_pile: list[int] = cards           # top = last element
        self.hands: list[list[int]] = [[] for _ in range(n)]
        self.discard: list[int] = []
        self.phase = "setup"
        self.placer = self.start
        self.selected: int | None = None
        # play-phase turn state
        self.active = self.start
        self.step: str | None = None
        self.card: int | None = None
        self.revealed: list[int] = []       # cells face up in the current excavation, in order
        self.dig_size = 0
        self.digs_left = 0
        self.peeks_left = 0
        self.peeked: list[int] = []
        self.penalties_due = 0
        self.vf: dict | None = None          # {"cell", "token", "helper"}
        self.dispute: dict | None = None     # {"candidates", "asked", "declared", "revealed"}
        self.dam_complete = False
        self.round = 1
        self.end_reason: str | None = None
        self._undo_ok = False
        # what each seat has seen of the tokens, kept from its own events with a perfect memory (the
        # expert's knowledge, see `resample`); None in resampled states, which are never resampled
        self._kb: list[dict] | None = [_new_knowledge(players) for _ in range(players)]
        self.sure_cells: frozenset | None = None    # in a resampled state: the cells known, not guessed

    # ------------------------------------------------------------------------------------------
    # basic queries
    # ------------------------------------------------------------------------------------------
    @property
    def current_player(self):
        if self.phase == "over":
            return None
        if self.phase == "setup":
            return self.placer
        if self.phase == "memorise":
            return self.start
        if self.step in ("declare", "give"):
            return self.dispute["asked"]
        if self.step == "dam_take":
            return self.vf["helper"]
        return self.active

    def clone(self):
        new = copy.copy(self)
        new.options = dict(self.options)
        new.rng = random.Random()
        new.rng.setstate(self.rng.getstate())
        new.log = list(self.log)
        new.unplaced = [list(h) for h in self.unplaced]
        new.board = list(self.board)
        new.pos = [None if p is None else list(p) for p in self.pos]
        new.dam = list(self.dam)
        new.collections = [list(c) for c in self.collections]
        new.draw_pile = list(self.draw_pile)
        new.hands = [list(h) for h in self.hands]
        new.discard = list(self.discard)
        new.revealed = list(self.revealed)
        new.peeked = list(self.peeked)
        new.vf = None if self.vf is None else dict(self.vf)
        new.dispute = copy.deepcopy(self.dispute)
        new._kb = None if self._kb is None else [_copy_knowledge(k) for k in self._kb]
        return new

    def board_cells(self) -> list[int]:
        return [c for c in range(D.NUM_CELLS) if self.board[c] is not None]

    def board_count(self) -> int:
        return sum(1 for t in self.board if t is not None)

    def face_down_cells(self) -> list[int]:
        rev = set(self.revealed)
        return [c for c in range(D.NUM_CELLS) if self.board[c] is not None and c not in rev]

    def _dispute_candidates(self) -> list[int]:
        others = [s for s in range(self.num_players) if s != self.active]
        best = max(len(self.collections[s]) for s in others)
        if best == 0:
            return []
        return [s for s in others if len(self.collections[s]) == best]

    # ------------------------------------------------------------------------------------------
    # legal actions
    # ------------------------------------------------------------------------------------------
    def legal_actions(self) -> list[Action]:
        if self.phase == "over":
            return []
        if self.phase == "setup":
            hand = self.unplaced[self.placer]
            out = []
            if self.selected is not None:
                if self.variant == "expert":   # a sample of the free positions: the spots still free
                    out += [Action.make("place_at", x=x, y=y) for x, y in self._free_spots()]
                else:
                    out += [Action.make("place", cell=c) for c in range(D.NUM_CELLS) if self.board[c] is None]
            out += [Action.make("choose_token", token=t) for t in hand if t != self.selected]
            out.append(Action.make("place_rest_random"))
            return out
        if self.phase == "memorise":
            return [Action.make("end_memorise")]
        step = self.step
        if step == "card":
            return [Action.make("play_card", card=c) for c in sorted(self.hands[self.active])]
        if step == "dig":
            return [Action.make("reveal", cell=c) for c in self.face_down_cells()]
        if step == "peek":
            done = set(self.peeked)
            return [Action.make("peek", cell=c) for c in self.face_down_cells() if c not in done]
        if step == "penalty":
            return [Action.make("penalty", slot=i) for i in range(len(self.collections[self.active]))]
        if step == "helper":
            return [Action.make("helper", seat=s) for s in range(self.num_players) if s != self.active]
        if step == "challenge":
            if self.vf_mode == "chance":
                return [Action.make("attempt")]
            return [Action.make("challenge", success=True), Action.make("challenge", success=False)]
        if step == "dam_take":
            return [Action.make("take_from_dam", slot=i) for i in range(len(self.dam))]
        if step == "ask":
            return [Action.make("ask", seat=s) for s in self.dispute["candidates"]]
        if step == "declare":
            return [Action.make("declare", types=d) for d in DECLARATIONS]
        if step == "give":
            return [Action.make("give", token=t) for t in sorted(self.collections[self.dispute["asked"]])]
        return []

    # ------------------------------------------------------------------------------------------
    # illegal reasons (fast, specific, never raising, agreeing with legal_actions)
    # ------------------------------------------------------------------------------------------
    _PARAMS = {
        "choose_token": ("token",), "place": ("cell",), "place_at": ("x", "y"), "place_rest_random": (),
        "end_memorise": (), "play_card": ("card",), "reveal": ("cell",), "peek": ("cell",),
        "penalty": ("slot",), "helper": ("seat",), "challenge": ("success",), "attempt": (),
        "take_from_dam": ("slot",), "ask": ("seat",), "declare": ("types",), "give": ("token",),
    }
    _STEP_KINDS = {
        "card": ("play_card",), "dig": ("reveal",), "peek": ("peek",), "penalty": ("penalty",),
        "helper": ("helper",), "challenge": ("challenge", "attempt"), "dam_take": ("take_from_dam",),
        "ask": ("ask",), "declare": ("declare",), "give": ("give",),
    }
    _PROMPTS = {
        "card": "Choose an archaeologist card to play first.",
        "dig": "Reveal a face-down token on the board.",
        "peek": "Pick a face-down token to look at.",
        "penalty": "The scorpion stings: choose a token from your collection for the dam.",
        "helper": "Choose a player to help you lift the valuable find.",
        "challenge": "Report how the lifting challenge went.",
        "dam_take": "The helper now takes a token from the dam.",
        "ask": "Choose which leading player to question.",
        "declare": "The questioned player must declare which types they hold.",
        "give": "The questioned player must give a token to the asker.",
    }

    def illegal_reason(self, action) -> str | None:
        try:
            return self._illegal_reason(action)
        except Exception:  # never raise on garbage
            return "That move is not allowed right now."

    def _illegal_reason(self, action) -> str | None:
        if not isinstance(action, Action):
            return "That is not a move."
        if self.phase == "over":
            return "The game is over."
        kind = action.kind
        if kind not in self._PARAMS:
            return "That is not a move in Faras."
        names = tuple(k for k, _ in action.params)
        if names != self._PARAMS[kind]:
            return "That move is missing something or has extra details."
        if self.phase == "setup":
            return self._setup_reason(action)
        if self.phase == "memorise":
            if kind != "end_memorise":
                return "Everyone is still memorising the finds."
            return None
        if kind in ("choose_token", "place", "place_at", "place_rest_random"):
            return "All tokens are already on the board."
        if kind == "end_memorise":
            return "The memorising time is already over."
        if kind not in self._STEP_KINDS.get(self.step, ()):
            return self._PROMPTS.get(self.step, "That move is not allowed right now.")
        return getattr(self, "_reason_" + kind)(action)

    def _setup_reason(self, action):
        kind = action.kind
        hand = self.unplaced[self.placer]
        if kind == "end_memorise":
            return "Not all tokens are on the board yet."
        if kind not in ("choose_token", "place", "place_at", "place_rest_random"):
            return "First everyone places their tokens on the board."
        if kind == "place_rest_random":
            return None
        if kind == "choose_token":
            t = action["token"]
            if not _is_int(t) or t not in hand:
                return "That token is not one of yours to place."
            if t == self.selected:
                return "That token is already picked up."
            return None
        if self.selected is None:
            return "First pick one of your tokens to place."
        if kind == "place_at":
            if self.variant != "expert":
                return "On this side of the board every token goes on a silhouette."
            return self._free_position_reason(action["x"], action["y"])
        if self.variant == "expert":
            return "The expert side has no silhouettes: put the token anywhere free on the board."
        c = action["cell"]
        if not _is_int(c) or not 0 <= c < D.NUM_CELLS:
            return "That is not a place on the board."
        if self.board[c] is not None:
            return "That place already holds a token."
        return None

    def _reason_play_card(self, a):
        c = a["card"]
        if not _is_int(c) or c not in self.hands[self.active]:
            return "You do not hold that card."
        return None

    def _reason_reveal(self, a):
        c = a["cell"]
        if not _is_int(c) or not 0 <= c < D.NUM_CELLS or self.board[c] is None:
            return "There is no token there to reveal."
        if c in self.revealed:
            return "That token is already face up."
        return None

    def _reason_peek(self, a):
        c = a["cell"]
        if not _is_int(c) or not 0 <= c < D.NUM_CELLS or self.board[c] is None:
            return "There is no token there to look at."
        if c in self.peeked:
            return "You have already looked at that token this turn."
        return None

    def _reason_penalty(self, a):
        s = a["slot"]
        if not _is_int(s) or not 0 <= s < len(self.collections[self.active]):
            return "Choose one of the tokens in your collection."
        return None

    def _reason_helper(self, a):
        s = a["seat"]
        if not _is_int(s) or not 0 <= s < self.num_players:
            return "Choose another player at the table."
        if s == self.active:
            return "You need another player to help you."
        return None

    def _reason_challenge(self, a):
        if self.vf_mode == "chance":
            return "With the chance rule the attempt is decided by luck: use Attempt."
        if not isinstance(a["success"], bool):
            return "The challenge either succeeded or failed."
        return None

    def _reason_attempt(self, a):
        if self.vf_mode != "chance":
            return "Play the lifting challenge and report its result."
        return None

    def _reason_take_from_dam(self, a):
        s = a["slot"]
        if not _is_int(s) or not 0 <= s < len(self.dam):
            return "Choose a token lying in the dam."
        return None

    def _reason_ask(self, a):
        s = a["seat"]
        if not _is_int(s) or s not in self.dispute["candidates"]:
            return "You must question a player who holds the most tokens."
        return None

    def _reason_declare(self, a):
        t = a["types"]
        key = tuple(t) if isinstance(t, tuple) else t
        if key == tuple(D.TYPES):
            return "To claim all six types, declare \"all\"."
        if not isinstance(key, (tuple, str)) or key not in _DECL_KEYS:
            return "Declare a set of types (listed once each, in the usual order) or \"all\"."
        return None

    def _reason_give(self, a):
        t = a["token"]
        if not _is_int(t) or t not in self.collections[self.dispute["asked"]]:
            return "Give one of the tokens from your own collection."
        return None

    # ------------------------------------------------------------------------------------------
    # applying actions
    # ------------------------------------------------------------------------------------------
    # a card played before anything was revealed may be taken back too (its effect has not started:
    # the apply that plays Library Research with nothing to look at, or a dig on an empty board,
    # ends the turn and draws, which clears _undo_ok)
    _SAFE = frozenset({"choose_token", "place", "place_at", "penalty", "helper", "ask", "play_card"})

    def _apply(self, action: Action) -> list[Event]:
        ev: list[Event] = []
        self._undo_ok = action.kind in self._SAFE
        getattr(self, "_do_" + action.kind)(action, ev)
        if self._kb is not None:
            for seat, kb in enumerate(self._kb):
                _learn(kb, [e.for_seat(seat) for e in ev])
        return ev

    def undoable(self, action: Action) -> bool:
        """True for the last action taken when it drew nothing, used no chance and revealed nothing."""
        return bool(self.log) and self.log[-1].action == action and self._undo_ok

    # ---- setup -------------------------------------------------------------------------------
    def _cell_xy(self, cell):
        r, c = divmod(cell, D.BOARD_COLS)
        off = (D.EXPERT_PITCH - D.EXPERT_UNIT_TOKEN) // 2 + D.EXPERT_PLOT_OFFSET
        return [c * D.EXPERT_PITCH + off, r * D.EXPERT_PITCH + off]

    # ---- expert: free placement ------------------------------------------------------------------
    # A token may lie anywhere on the board, wholly on it and overlapping no other token, as long as
    # the tokens still to place keep room. Room is counted on a fixed 10 x 10 field of touching
    # token spots: the spots that no token overlaps must stay at least as many as the tokens still
    # to place after this one. Spots never overlap each other, so a token put on a free spot uses up
    # exactly one: the setup can never jam, and those spots are the sample legal_actions offers.
    def _overlaps(self, x, y):
        size = D.EXPERT_UNIT_TOKEN
        return any(self.board[o] is not None and abs(self.pos[o][0] - x) < size
                   and abs(self.pos[o][1] - y) < size for o in range(D.NUM_CELLS))

    @staticmethod
    def _spots():
        o, p = D.EXPERT_SPOT_OFFSET, D.EXPERT_UNIT_TOKEN
        return [(o + i * p, o + j * p) for j in range(D.EXPERT_SPOTS) for i in range(D.EXPERT_SPOTS)]

    def _free_spots(self):
        return [(x, y) for x, y in self._spots() if not self._overlaps(x, y)]

    def _slot_for(self, x, y) -> int:
        """The board slot (the token's handle, its 'cell') for a free position: the free slot whose
        plot lies nearest (slots are only handles; the position is the token's own)."""
        free = [c for c in range(D.NUM_CELLS) if self.board[c] is None]
        return min(free, key=lambda c: ((self._cell_xy(c)[0] - x) ** 2 + (self._cell_xy(c)[1] - y) ** 2, c))

    def _free_position_reason(self, x, y):
        if not (_is_int(x) and _is_int(y)):
            return "A position on the board is two whole numbers."
        lim = D.EXPERT_BOARD - D.EXPERT_UNIT_TOKEN
        if not (0 <= x <= lim and 0 <= y <= lim):
            return "The token must lie wholly on the board."
        if self._overlaps(x, y):
            return "That would overlap a token already on the board."
        size = D.EXPERT_UNIT_TOKEN
        room = sum(1 for sx, sy in self._free_spots() if not (abs(sx - x) < size and abs(sy - y) < size))
        if room < sum(len(h) for h in self.unplaced) - 1:
            return "Leave room for the tokens still to place: line it up with its neighbours."
        return None

    def _place_token(self, seat, token, cell, ev, xy=None):
        self.unplaced[seat].remove(token)
        self.board[cell] = token
        extra = {}
        if self.variant == "expert":
            self.pos[cell] = list(xy) if xy is not None else self._cell_xy(cell)
            extra = {"x": self.pos[cell][0], "y": self.pos[cell][1]}
        ev.append(Event.make("placed", seat=seat, token=token, type=token_type(token),
                             picture=D.TOKEN_PICTURE[token], cell=cell, **extra))

    def _next_placer(self, ev):
        self.selected = None
        n = self.num_players
        for step in range(1, n + 1):
            s = (self.placer + step) % n
            if self.unplaced[s]:
                self.placer = s
                return
        self.phase = "memorise"
        ev.append(Event.make("memorise_started", seconds=self.memorise_seconds, seat=self.start))

    def _do_choose_token(self, a, ev):
        self.selected = a["token"]
        ev.append(Event.make("token_chosen", seat=self.placer, token=self.selected))

    def _do_place(self, a, ev):
        self._place_token(self.placer, self.selected, a["cell"], ev)
        self._next_placer(ev)

    def _do_place_at(self, a, ev):
        x, y = a["x"], a["y"]
        self._place_token(self.placer, self.selected, self._slot_for(x, y), ev, xy=(x, y))
        self._next_placer(ev)

    def _do_place_rest_random(self, a, ev):
        seat = self.placer
        hand = list(self.unplaced[seat])
        if self.selected is not None:   # the picked-up token goes first
            hand.remove(self.selected)
            hand.insert(0, self.selected)
        if self.variant == "expert":    # on free spots: each uses up exactly one, never another's room
            spots = self._free_spots()
            self.rng.shuffle(spots)
            for token, xy in zip(hand, spots):
                self._place_token(seat, token, self._slot_for(*xy), ev, xy=xy)
            self._next_placer(ev)
            return
        free = [c for c in range(D.NUM_CELLS) if self.board[c] is None]
        self.rng.shuffle(free)
        for token, cell in zip(hand, free):
            self._place_token(seat, token, cell, ev)
        self._next_placer(ev)

    # ---- memorise ------------------------------------------------------------------------------
    def _do_end_memorise(self, a, ev):
        cells = self.board_cells()
        ev.append(Event.make("memorise_ended", seat=self.start))
        self._turn_down(cells, ev)
        n = self.num_players
        for i in range(n):
            seat = (self.start + i) % n
            self._draw_to_hand(seat, ev)
        self.phase = "play"
        self.active = self.start
        self._begin_turn(ev)

    def _turn_down(self, cells, ev):
        if not cells:
            return
        extra = {}
        if self.variant == "expert":
            for c in cells:
                self._shift(c)
            extra = {"positions": [list(self.pos[c]) for c in cells]}
        ev.append(Event.make("turned_down", cells=list(cells), **extra))

    def _shift(self, cell):
        x, y = self.pos[cell]
        lim = D.EXPERT_BOARD - D.EXPERT_UNIT_TOKEN
        size = D.EXPERT_UNIT_TOKEN
        for _ in range(D.EXPERT_SHIFT_TRIES):
            dx = self.rng.randint(-D.EXPERT_MAX_SHIFT, D.EXPERT_MAX_SHIFT)
            dy = self.rng.randint(-D.EXPERT_MAX_SHIFT, D.EXPERT_MAX_SHIFT)
            nx, ny = x + dx, y + dy
            if not (0 <= nx <= lim and 0 <= ny <= lim):
                continue
            if any(o != cell and self.board[o] is not None and abs(self.pos[o][0] - nx) < size
                   and abs(self.pos[o][1] - ny) < size for o in range(D.NUM_CELLS)):
                continue
            self.pos[cell] = [nx, ny]
            return

    # ---- cards ---------------------------------------------------------------------------------
    def _draw_to_hand(self, seat, ev):
        hand = self.hands[seat]
        while len(hand) < D.HAND_SIZE:
            if not self.draw_pile:
                if not self.discard:
                    return
                self.draw_pile = list(self.discard)
                self.discard = []
                self.rng.shuffle(self.draw_pile)
                ev.append(Event.make("reshuffled", count=len(self.draw_pile)))
            c = self.draw_pile.pop()
            hand.append(c)
            self._undo_ok = False
            ev.append(Event.make("drew", audience=[seat], secret=["card", "card_kind"], seat=seat,
                                 card=c, card_kind=card_kind(c)))

    def _begin_turn(self, ev):
        self.step = "card"
        self.card = None
        self.revealed = []
        self.peeked = []
        self.penalties_due = 0
        self.vf = None
        self.dispute = None
        ev.append(Event.make("turn_started", seat=self.active, round=self.round))

    def _do_play_card(self, a, ev):
        c = a["card"]
        self.hands[self.active].remove(c)
        self.card = c
        kind = card_kind(c)
        ev.append(Event.make("card_played", seat=self.active, card=c, card_kind=kind))
        if kind == "library":
            self.peeks_left = min(D.LIBRARY_PEEKS, len(self.face_down_cells()))
            self.step = "peek"
            if self.peeks_left == 0:
                self._end_turn(ev)
            return
        self.digs_left = D.PROFESSOR_DIGS if kind == "professor" else 1
        self._start_excavation(ev)

    # ---- digging -------------------------------------------------------------------------------
    def _start_excavation(self, ev):
        self.revealed = []
        self.dig_size = D.GUESTS_DIG_SIZE if card_kind(self.card) == "guests" else D.DIG_SIZE
        self.step = "dig"
        self._check_dig_done(ev)

    def _check_dig_done(self, ev):
        if len(self.revealed) >= self.dig_size or not self.face_down_cells():
            self._resolve(ev)

    def _do_reveal(self, a, ev):
        c = a["cell"]
        t = self.board[c]
        self.revealed.append(c)
        self._undo_ok = False
        ev.append(Event.make("revealed", seat=self.active, cell=c, token=t, type=token_type(t),
                             picture=D.TOKEN_PICTURE[t]))
        self._check_dig_done(ev)

    def _to_dam(self, token, ev, **src):
        self.dam.append(token)
        slot = len(self.dam) - 1
        ev.append(Event.make("to_dam", token=token, type=token_type(token), slot=slot, **src))
        self._check_dam(ev)
        return slot

    def _check_dam(self, ev):
        if self.variant != "simplified" and not self.dam_complete and len(self.dam) >= D.DAM_SLOTS:
            self.dam_complete = True
            ev.append(Event.make("dam_complete", count=len(self.dam), round=self.round))

    def _take_from_board(self, cell):
        t = self.board[cell]
        self.board[cell] = None
        self.pos[cell] = None
        self.revealed.remove(cell)
        return t

    def _find_pair(self):
        """The pair among the revealed tokens (cells in reveal order), or None."""
        kind = card_kind(self.card)
        pairable = list(D.FIND_TYPES)
        if kind == "baskets":
            pairable.append("sand")
        if kind == "medicine":
            pairable.append("scorpion")
        for ptype in pairable:
            cells = [c for c in self.revealed if token_type(self.board[c]) == ptype]
            if len(cells) >= 2:
                return ptype, cells[:2]
        return None

    def _resolve(self, ev):
        kind = card_kind(self.card)
        pair = self._find_pair()
        seat = self.active
        if pair is not None:
            ptype, (c1, c2) = pair
            t1, t2 = self.board[c1], self.board[c2]
            both = (ptype == kind or (ptype == "sand" and kind == "baskets")
                    or (ptype == "scorpion" and kind == "medicine"))
            if both:
                self._take_from_board(c1)
                self._take_from_board(c2)
                self.collections[seat] += [t1, t2]
                ev.append(Event.make("pair", seat=seat, type=ptype, cells=[c1, c2], tokens=[t1, t2],
                                     kept=[t1, t2], dammed=[]))
            elif kind == "valuable":
                self._take_from_board(c1)
                self.collections[seat].append(t1)
                ev.append(Event.make("pair", seat=seat, type=ptype, cells=[c1, c2], tokens=[t1, t2],
                                     kept=[t1], dammed=[]))
                ev.append(Event.make("valuable_find", seat=seat, cell=c2, token=t2))
                self.vf = {"cell": c2, "token": t2, "helper": None}
                self.step = "helper"
                return
            else:
                self._take_from_board(c1)
                self._take_from_board(c2)
                self.collections[seat].append(t1)
                ev.append(Event.make("pair", seat=seat, type=ptype, cells=[c1, c2], tokens=[t1, t2],
                                     kept=[t1], dammed=[t2]))
                self._to_dam(t2, ev, cell=c2)
        self._resolve_scorpions(ev)

    def _resolve_scorpions(self, ev):
        cured = card_kind(self.card) == "medicine"
        for c in [c for c in self.revealed if token_type(self.board[c]) == "scorpion"]:
            t = self._take_from_board(c)
            ev.append(Event.make("scorpion", seat=self.active, cell=c, token=t, cured=cured))
            self._to_dam(t, ev, cell=c)
            if not cured:
                self.penalties_due += 1
        self._continue_penalties(ev)

    def _continue_penalties(self, ev):
        if self.penalties_due > 0 and self.collections[self.active]:
            self.step = "penalty"
            return
        self.penalties_due = 0
        self._finish_excavation(ev)

    def _do_penalty(self, a, ev):
        slot = a["slot"]
        seat = self.active
        t = self.collections[seat].pop(slot)
        self.dam.append(t)
        dam_slot = len(self.dam) - 1
        if self.open_collections:
            ev.append(Event.make("penalty", seat=seat, slot=slot, dam_slot=dam_slot, token=t,
                                 type=token_type(t)))
        else:
            ev.append(Event.make("penalty", audience=[], secret=["token", "type"], seat=seat,
                                 slot=slot, dam_slot=dam_slot, token=t, type=token_type(t)))
        self._check_dam(ev)
        self.penalties_due -= 1
        self._continue_penalties(ev)

    def _finish_excavation(self, ev):
        self.step = "dig"
        down = list(self.revealed)
        self.revealed = []
        if down:
            self._undo_ok = False
        self._turn_down(down, ev)
        self.digs_left -= 1
        if self.variant == "simplified" and self.board_count() <= D.END_BOARD_TOKENS:
            self._end_turn(ev)   # the game ends at once: no second Professor dig, no dispute
            return
        if self.digs_left > 0 and self.face_down_cells():
            self._start_excavation(ev)
            return
        if card_kind(self.card) == "dispute":
            self._start_dispute(ev)
            return
        self._end_turn(ev)

    def _do_peek(self, a, ev):
        c = a["cell"]
        t = self.board[c]
        self.peeked.append(c)
        self._undo_ok = False
        ev.append(Event.make("peeked", audience=[self.active], secret=["token", "type", "picture"],
                             seat=self.active, cell=c, token=t, type=token_type(t),
                             picture=D.TOKEN_PICTURE[t]))
        self.peeks_left -= 1
        if self.peeks_left <= 0:
            self._end_turn(ev)

    # ---- valuable find -------------------------------------------------------------------------
    def _do_helper(self, a, ev):
        self.vf["helper"] = a["seat"]
        ev.append(Event.make("helper_named", seat=self.active, helper=a["seat"]))
        self.step = "challenge"

    def _do_challenge(self, a, ev):
        self._vf_outcome(bool(a["success"]), ev)

    def _do_attempt(self, a, ev):
        self._vf_outcome(self.rng.random() < 0.5, ev)

    def _vf_outcome(self, success, ev):
        self._undo_ok = False
        vf = self.vf
        ev.append(Event.make("challenge_result", seat=self.active, helper=vf["helper"],
                             success=success, mode=self.vf_mode))
        if success:
            t = self._take_from_board(vf["cell"])
            self.collections[self.active].append(t)
            ev.append(Event.make("to_collection", seat=self.active, token=t, cell=vf["cell"]))
            if self.dam:
                self.step = "dam_take"
                return
        else:
            ev.append(Event.make("find_returned", seat=self.active, cell=vf["cell"], token=vf["token"]))
        self._resolve_scorpions(ev)

    def _do_take_from_dam(self, a, ev):
        slot = a["slot"]
        helper = self.vf["helper"]
        t = self.dam.pop(slot)
        self.collections[helper].append(t)
        self._undo_ok = False
        if self.open_collections:
            ev.append(Event.make("from_dam", seat=helper, slot=slot, token=t, type=token_type(t)))
        else:
            ev.append(Event.make("from_dam", audience=[], secret=["token", "type"], seat=helper,
                                 slot=slot, token=t, type=token_type(t)))
        self.step = "dig"
        self._resolve_scorpions(ev)

    # ---- scientific dispute ----------------------------------------------------------------------
    def _start_dispute(self, ev):
        cands = self._dispute_candidates()
        if not cands:
            ev.append(Event.make("dispute_skipped", seat=self.active,
                                 reason="Nobody else holds any tokens yet."))
            self._end_turn(ev)
            return
        self.dispute = {"candidates": cands, "asked": None, "declared": None, "revealed": None}
        if len(cands) == 1:
            self._ask(cands[0], ev)
        else:
            self.step = "ask"

    def _ask(self, seat, ev):
        self.dispute["asked"] = seat
        ev.append(Event.make("dispute_asked", seat=self.active, asked=seat,
                             candidates=list(self.dispute["candidates"])))
        self.step = "declare"

    def _do_ask(self, a, ev):
        self._ask(a["seat"], ev)

    def _do_declare(self, a, ev):
        self._undo_ok = False
        d = self.dispute
        seat = d["asked"]
        declared = a["types"]
        declared = "all" if declared == "all" else list(declared)
        d["declared"] = declared
        held = [t for t in D.TYPES if any(token_type(x) == t for x in self.collections[seat])]
        correct = (len(held) == len(D.TYPES)) if declared == "all" else (declared == held)
        tokens = list(self.collections[seat])
        d["revealed"] = tokens
        ev.append(Event.make("dispute_declared", seat=seat, asker=self.active, types=declared))
        ev.append(Event.make("dispute_revealed", seat=seat, tokens=tokens,
                             types=[token_type(x) for x in tokens], held=held, correct=correct))
        if correct:
            self._end_turn(ev)
        else:
            self.step = "give"

    def _do_give(self, a, ev):
        t = a["token"]
        d = self.dispute
        self.collections[d["asked"]].remove(t)
        self.collections[self.active].append(t)
        ev.append(Event.make("dispute_given", seat=d["asked"], to=self.active, token=t,
                             type=token_type(t)))
        self._end_turn(ev)

    # ---- end of turn / round / game --------------------------------------------------------------
    def _end_turn(self, ev):
        seat = self.active
        if self.card is not None:
            self.discard.append(self.card)
            ev.append(Event.make("card_discarded", seat=seat, card=self.card, card_kind=card_kind(self.card)))
        self.card = None
        self.step = None
        self.revealed = []
        self.dispute = None
        self.vf = None
        self._draw_to_hand(seat, ev)
        ev.append(Event.make("turn_ended", seat=seat))
        if self.variant == "simplified" and self.board_count() <= D.END_BOARD_TOKENS:
            self._game_over("excavations", ev)
            return
        n = self.num_players
        if seat == (self.start - 1) % n:
            ev.append(Event.make("round_ended", round=self.round))
            if self.variant != "simplified":
                if self.dam_complete:
                    self._game_over("dam", ev)
                    return
                if self.board_count() <= D.END_BOARD_TOKENS:
                    self._game_over("excavations", ev)
                    return
            self.round += 1
        self.active = (seat + 1) % n
        self._begin_turn(ev)

    def _game_over(self, reason, ev):
        self.phase = "over"
        self.step = None
        self.end_reason = reason
        self._undo_ok = False
        ev.append(Event.make("game_over", reason=reason, scores=self.scores(), winners=self.winners(),
                             board=[[c, self.board[c]] for c in self.board_cells()],
                             collections=[list(c) for c in self.collections]))

    def scores(self) -> list[int]:
        return [len(c) for c in self.collections]

    def score_breakdown(self) -> list[dict[str, int]]:
        out = []
        for coll in self.collections:
            parts = {D.BREAKDOWN_KEYS[t]: 0 for t in D.TYPES}
            for x in coll:
                parts[D.BREAKDOWN_KEYS[token_type(x)]] += 1
            out.append(parts)
        return out

    # ------------------------------------------------------------------------------------------
    # resampling what a seat cannot see (the expert's determinizations)
    # ------------------------------------------------------------------------------------------
    def resample(self, seat: int, rng: random.Random) -> "FarasState":
        """A state as `seat` may believe it: every token where the seat saw it go (its events, kept
        with a perfect memory; in a real game every token lay face up for all while memorising and
        every later move names its slot, so that is nearly all of them), or where its view shows it;
        the tokens it cannot place are dealt at random over the places it does not know. The other
        hands and the draw pile are dealt anew from the cards it has not seen, and the state's own
        chance is reseeded from `rng`. Reads nothing hidden from the seat: the unknowns are gathered
        in a canonical order before they are shuffled."""
        kb = self._kb[seat] if self._kb is not None else _new_knowledge(self.num_players)
        s = self._clone_bare()
        used: set[int] = set(t for h in s.unplaced for t in h)
        # places, in a fixed order: ("b", cell), ("d", slot), ("c", seat, slot)
        places = [("b", c) for c in range(D.NUM_CELLS) if s.board[c] is not None]
        places += [("d", i) for i in range(len(s.dam))]
        places += [("c", p, i) for p in range(s.num_players) for i in range(len(s.collections[p]))]
        known: dict = {}
        # 1. what the view shows now
        over = self.phase == "over"
        all_up = self.phase in ("setup", "memorise") or over
        rev = set(self.revealed)
        d = self.dispute
        coll_up = d["asked"] if d and d.get("revealed") is not None else None
        for pl in places:
            if pl[0] == "b":
                visible = all_up or pl[1] in rev
                t = self.board[pl[1]] if visible else None
            elif pl[0] == "c":
                visible = self.open_collections or over or pl[1] == coll_up
                t = self.collections[pl[1]][pl[2]] if visible else None
            else:
                t = None
            if t is not None:
                known[pl] = t
                used.add(t)
        # 2. what the seat remembers (where its memory still fits the public counts)
        dam_ok = len(kb["dam"]) == len(s.dam)
        coll_ok = [len(kb["colls"][p]) == len(s.collections[p]) for p in range(s.num_players)]
        for pl in places:
            if pl in known:
                continue
            if pl[0] == "b":
                t = kb["board"][pl[1]]
            elif pl[0] == "d":
                t = kb["dam"][pl[1]] if dam_ok else -1
            else:
                t = kb["colls"][pl[1]][pl[2]] if coll_ok[pl[1]] else -1
            if t is not None and t >= 0 and t not in used:
                known[pl] = t
                used.add(t)
        # 3. the rest, dealt at random
        open_places = [pl for pl in places if pl not in known]
        guessed = any(pl[0] == "b" for pl in open_places)   # the cells known, when some are a guess
        s.sure_cells = frozenset(pl[1] for pl in known if pl[0] == "b") if guessed else None
        pool = [t for t in range(D.NUM_TOKENS) if t not in used]
        rng.shuffle(pool)
        known.update(zip(open_places, pool))
        for pl, t in known.items():
            if pl[0] == "b":
                s.board[pl[1]] = t
            elif pl[0] == "d":
                s.dam[pl[1]] = t
            else:
                s.collections[pl[1]][pl[2]] = t
        if s.vf is not None:
            s.vf["token"] = s.board[s.vf["cell"]]
        # cards: the seat's own hand, the discard and the card in play are seen; the rest is dealt
        others = [p for p in range(s.num_players) if p != seat]
        cards = sorted(s.draw_pile + [c for p in others for c in s.hands[p]])
        rng.shuffle(cards)
        for p in others:
            k = len(s.hands[p])
            s.hands[p], cards = cards[:k], cards[k:]
        s.draw_pile = cards
        s.rng = random.Random(rng.getrandbits(64))
        return s

    def _clone_bare(self) -> "FarasState":
        kb, self._kb = self._kb, None
        try:
            return self.clone()
        finally:
            self._kb = kb

    def view_is_private(self, seat: int | None) -> bool:
        """Setup and memorising are public (every token lies face up for all), and so is the end.
        In play a seat's screen shows its own hand of cards (and, during Library Research, the
        tokens it peeks at): the others may not see that."""
        if seat is None or self.phase != "play":
            return False
        return bool(self.hands[seat]) or (self.step == "peek" and seat == self.active)

    # ------------------------------------------------------------------------------------------
    # view
    # ------------------------------------------------------------------------------------------
    def _token_info(self, t):
        # picture index and tooltip name are in data.TOKEN_PICTURE / data.TOKEN_NAME by token id
        return {"token": t, "type": token_type(t)}

    def view(self, seat: int | None) -> dict:
        over = self.phase == "over"
        all_up = self.phase in ("setup", "memorise") or over
        rev = set(self.revealed)
        board = []
        for c in range(D.NUM_CELLS):
            t = self.board[c]
            if t is None:
                board.append(None)
                continue
            up = all_up or c in rev
            cell = {"face_up": up}
            if up:
                cell.update(self._token_info(t))
            if self.variant == "expert":
                cell["x"], cell["y"] = self.pos[c]
            board.append(cell)
        d = self.dispute
        coll_revealed = d["asked"] if d and d.get("revealed") is not None else None
        collections = []
        for s, coll in enumerate(self.collections):
            entry = {"count": len(coll), "face_up": False, "tokens": None}
            if self.open_collections or over or s == coll_revealed:
                entry["face_up"] = True
                entry["tokens"] = [self._token_info(x) for x in coll]
            collections.append(entry)
        card = None if self.card is None else {"card": self.card, "kind": card_kind(self.card)}
        v = {
            "game": "faras",
            "seat": seat,
            "players": self.num_players,
            "variant": self.variant,
            "options": {"memorise_seconds": self.memorise_seconds, "valuable_find": self.vf_mode,
                        "open_collections": self.open_collections},
            "phase": self.phase,
            "step": self.step,
            "current_player": self.current_player,
            "starting_player": self.start,
            "active": self.active if self.phase == "play" else None,
            "round": self.round,
            "board": board,
            "board_count": self.board_count(),
            "revealed": list(self.revealed),
            "unplaced": [list(h) for h in self.unplaced],
            "placer": self.placer if self.phase == "setup" else None,
            "selected_token": self.selected,
            "hand": ([{"card": c, "kind": card_kind(c)} for c in sorted(self.hands[seat])]
                     if seat is not None else None),
            "hand_sizes": [len(h) for h in self.hands],
            "draw_pile": len(self.draw_pile),
            "discard": list(self.discard),   # card ids, oldest first; kinds in data.CARDS
            "played_card": card,
            "collections": collections,
            "dam": {"count": len(self.dam), "slots": D.DAM_SLOTS, "complete": self.dam_complete,
                    "enabled": self.variant != "simplified"},
            "dig": {"size": self.dig_size, "left_in_dig": max(0, self.dig_size - len(self.revealed)),
                    "digs_left": self.digs_left} if self.step == "dig" else None,
            "peeks_left": self.peeks_left if self.step == "peek" else None,
            "peeked_cells": list(self.peeked) if self.step == "peek" else [],
            "penalties_due": self.penalties_due if self.step == "penalty" else 0,
            "valuable_find": ({"cell": self.vf["cell"], "helper": self.vf["helper"]}
                              if self.vf is not None else None),
            "dispute": ({"candidates": list(d["candidates"]), "asked": d["asked"],
                         "declared": d["declared"]} if d is not None else None),
            "scores": self.scores(),
            "end_reason": self.end_reason,
        }
        if self.variant == "expert":
            v["expert_board"] = {"size": D.EXPERT_BOARD, "token": D.EXPERT_UNIT_TOKEN}
        return v


# ---- a seat's knowledge of the tokens (perfect memory) -------------------------------------------
# board: per cell the token seen there (-1: unknown); dam: per slot; colls: per seat, per slot

def _new_knowledge(players: int) -> dict:
    return {"board": [-1] * D.NUM_CELLS, "dam": [], "colls": [[] for _ in range(players)]}


def _copy_knowledge(kb: dict) -> dict:
    return {"board": list(kb["board"]), "dam": list(kb["dam"]), "colls": [list(c) for c in kb["colls"]]}


def _tok(v) -> int:
    return v if _is_int(v) else -1


def _learn(kb: dict, events) -> None:
    board, dam, colls = kb["board"], kb["dam"], kb["colls"]
    for e in events:
        k, g = e.kind, e.get
        if k in ("placed", "revealed", "find_returned", "peeked"):
            if g("token") is not None:      # another seat's peek: it knows nothing new
                board[g("cell")] = _tok(g("token"))
        elif k == "pair":
            colls[g("seat")].extend(_tok(t) for t in g("kept"))
            gone = set(g("kept")) | set(g("dammed"))
            for c, t in zip(g("cells"), g("tokens")):
                if t in gone:
                    board[c] = -1
        elif k == "to_dam":
            dam.append(_tok(g("token")))
            if g("cell") is not None:
                board[g("cell")] = -1
        elif k == "scorpion":
            board[g("cell")] = -1
        elif k == "penalty":
            coll, slot = colls[g("seat")], g("slot")
            t = coll.pop(slot) if 0 <= slot < len(coll) else -1
            dam.append(_tok(g("token")) if g("token") is not None else t)
        elif k == "to_collection":
            colls[g("seat")].append(_tok(g("token")))
            board[g("cell")] = -1
        elif k == "from_dam":
            slot = g("slot")
            t = dam.pop(slot) if 0 <= slot < len(dam) else -1
            colls[g("seat")].append(_tok(g("token")) if g("token") is not None else t)
        elif k == "dispute_revealed":
            colls[g("seat")] = [_tok(t) for t in g("tokens")]
        elif k == "dispute_given":
            coll, t = colls[g("seat")], g("token")
            if t in coll:
                coll.remove(t)
            elif -1 in coll:
                coll.remove(-1)
            colls[g("to")].append(_tok(t))
        elif k == "game_over":
            for c, t in g("board"):
                board[c] = _tok(t)
            for p, coll in enumerate(g("collections")):
                colls[p] = [_tok(t) for t in coll]


# ---- conformance hooks -------------------------------------------------------------------------
def perturb_hidden(state: FarasState, seat: int, rng) -> FarasState:
    """A copy differing only in what `seat` cannot see: face-down identities, card order, others' hands."""
    s = state.clone()
    if s.phase == "over":
        return s
    # face-down tokens on the board, in the dam, and (closed) collections are one pool of unknowns
    slots = []   # (container, index)
    for c in s.face_down_cells():
        if s.phase == "play":
            slots.append((s.board, c))
    for i in range(len(s.dam)):
        slots.append((s.dam, i))
    if not s.open_collections:
        revealed_seat = s.dispute["asked"] if s.dispute and s.dispute.get("revealed") is not None else None
        for p, coll in enumerate(s.collections):
            if p != revealed_seat:
                for i in range(len(coll)):
                    slots.append((coll, i))
    pool = [cont[i] for cont, i in slots]
    rng.shuffle(pool)
    for (cont, i), t in zip(slots, pool):
        cont[i] = t
    # cards: the draw pile order and other seats' hands
    others = [p for p in range(s.num_players) if p != seat]
    cards = s.draw_pile + [c for p in others for c in s.hands[p]]
    rng.shuffle(cards)
    for p in others:
        k = len(s.hands[p])
        s.hands[p] = cards[:k]
        cards = cards[k:]
    s.draw_pile = cards
    s.rng = random.Random(rng.getrandbits(64))   # future chance is hidden too
    return s


def check_invariants(state: FarasState) -> None:
    places = list(state.dam)
    places += [t for t in state.board if t is not None]
    for c in state.collections:
        places += c
    for h in state.unplaced:
        places += h
    assert sorted(places) == list(range(D.NUM_TOKENS)), "every token must be in exactly one place"
    cards = list(state.draw_pile) + list(state.discard) + [c for h in state.hands for c in h]
    if state.card is not None:
        cards.append(state.card)
    assert sorted(cards) == list(range(D.NUM_CARDS)), "every card must be in exactly one place"
    assert all(len(h) <= D.HAND_SIZE for h in state.hands)
    assert all(state.board[c] is not None for c in state.revealed)
    if state.phase == "play":
        assert not any(state.unplaced)
    # the expert board: every token wholly on it, none overlapping (setup included)
    if state.variant == "expert":
        cells = state.board_cells()
        lim = D.EXPERT_BOARD - D.EXPERT_UNIT_TOKEN
        for i, a in enumerate(cells):
            xa, ya = state.pos[a]
            assert 0 <= xa <= lim and 0 <= ya <= lim, "expert token off the board"
            for b in cells[i + 1:]:
                xb, yb = state.pos[b]
                assert abs(xa - xb) >= D.EXPERT_UNIT_TOKEN or abs(ya - yb) >= D.EXPERT_UNIT_TOKEN, \
                    "expert tokens overlap"
    if state.variant == "simplified":
        assert not state.dam_complete
