"""Faras rules: lay out the finds, memorise them, then dig in pairs while the Aswan dam rises.

Phases: "setup" (placement, two clicks per token), "memorise" (one `end_memorise`), "play"
(turns, each a small state machine of `step`s), "over". See docs/rules/faras.md for the decisions
taken where the rules file is silent.

The state's parts: reasons.py (why a move is illegal), view.py (the view dicts), decisions.py (the
Valuable Find's and the Scientific Dispute's decisions), knowledge.py (what each seat has seen, and
the resampled states of the expert), conformance.py (the conformance suite's hooks); the pure
arithmetic is in board.py (the expert board) and pairs.py (pairs and declarations).
"""
from __future__ import annotations

import random

from game.core import Action, Event, GameState, copy_rng
from game.i18n import N_
from game.faras import board as B
from game.faras import data as D
from game.faras import knowledge, pairs, reasons
from game.faras import view as V
from game.faras.conformance import check_invariants, perturb_hidden  # noqa: F401  (the registry's hooks)
from game.faras.actions import (  # noqa: F401  (tests read the tables here)
    _REVEAL, _PEEK, _PLACE, _PLACE_AT, _CHOOSE_TOKEN, _GIVE, _PLAY_CARD, _PENALTY,
    _TAKE_FROM_DAM, _HELPER, _ASK, _CHALLENGE, _ATTEMPT, _DECLARE, _PLACE_REST_RANDOM, _END_MEMORISE, place_at)
from game.faras.decisions import Decisions
from game.faras.reasons import DECLARATIONS  # noqa: F401  (tests and tools import it from here)

VARIANTS = ("standard", "simplified", "expert")


def card_kind(card: int) -> str:
    return D.CARDS[card]


def token_type(token: int) -> str:
    return D.TOKEN_TYPE[token]


class FarasState(Decisions, GameState):
    game_id = "faras"
    # every action kind with its parameters' types: the core checks the shape (game/core.py)
    ACTIONS = {
        "choose_token": {"token": int}, "place": {"cell": int}, "place_at": {"x": int, "y": int},
        "place_rest_random": {}, "end_memorise": {}, "play_card": {"card": int}, "reveal": {"cell": int},
        "peek": {"cell": int}, "penalty": {"slot": int}, "helper": {"seat": int}, "challenge": {"success": bool},
        "attempt": {}, "take_from_dam": {"slot": int}, "ask": {"seat": int}, "declare": {"types": (str, [str])},
        "give": {"token": int},
    }
    REVEALING = frozenset({"revealed", "peeked", "drew", "reshuffled", "dispute_revealed"})   # tokens, cards, a collection seen
    FINAL_WORDS = {
        "revealed": (N_("a token was turned up"), N_("a token will be turned up")),
        "peeked": (N_("hidden tokens were looked at"), N_("hidden tokens will be looked at")),
        "dispute_declared": (N_("the disputed tokens were shown"), N_("the disputed tokens will be shown")),
        "challenge_result": (N_("the Valuable Find was decided"), N_("the Valuable Find will be decided")),
        "reshuffled": (N_("the discards were shuffled into a new pile"),
                       N_("the discards will be shuffled into a new pile")),
        "drew": (N_("a card was drawn from the pile"), N_("a card will be drawn from the pile")),
        "turned_down": (N_("the turned-up tokens went face down again"),
                        N_("the turned-up tokens will go face down again")),
        "placed": (N_("the tokens were laid out at random"), N_("the tokens will be laid out at random")),
    }

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
        self.unplaced: list[list[int]] = [[] for _unused in range(n)]
        k = 0
        for i, size in enumerate(D.deal_sizes(n)):
            seat = (self.start + i) % n
            self.unplaced[seat] = sorted(tokens[k:k + size])
            k += size
        self.board: list[int | None] = [None] * D.NUM_CELLS
        self.pos: list[list[int] | None] = [None] * D.NUM_CELLS   # expert only: [x, y] per cell
        self.dam: list[int] = []
        self.collections: list[list[int]] = [[] for _unused in range(n)]
        cards = list(range(D.NUM_CARDS))
        self.rng.shuffle(cards)
        self.draw_pile: list[int] = cards           # top = last element
        self.hands: list[list[int]] = [[] for _unused in range(n)]
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
        self._kb: list[dict] | None = [knowledge.new_knowledge(players) for _unused in range(players)]
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
        return self._copy(True, True)

    def _copy(self, rng: bool, kb: bool) -> "FarasState":
        """clone() by hand (every list and dict of the state copied, nothing shared that changes);
        without `rng` the copy's generator is left for the caller to set, without `kb` it keeps no
        knowledge (None)."""
        new = object.__new__(type(self))
        d = new.__dict__
        d.update(self.__dict__)
        d["options"] = dict(self.options)
        if rng:
            d["rng"] = copy_rng(self.rng)
        d["log"] = list(self.log)
        d["unplaced"] = [list(h) for h in self.unplaced]
        d["board"] = list(self.board)
        d["pos"] = [None if p is None else list(p) for p in self.pos]
        d["dam"] = list(self.dam)
        d["collections"] = [list(c) for c in self.collections]
        d["draw_pile"] = list(self.draw_pile)
        d["hands"] = [list(h) for h in self.hands]
        d["discard"] = list(self.discard)
        d["revealed"] = list(self.revealed)
        d["peeked"] = list(self.peeked)
        if self.vf is not None:
            d["vf"] = dict(self.vf)
        if self.dispute is not None:   # its values are numbers, "all", None or lists of numbers
            d["dispute"] = {k: (list(v) if type(v) is list else v) for k, v in self.dispute.items()}
        kbs = self._kb
        d["_kb"] = None if kbs is None or not kb else [knowledge.copy_knowledge(k) for k in kbs]
        return new

    def board_cells(self) -> list[int]:
        return [c for c, t in enumerate(self.board) if t is not None]

    def board_count(self) -> int:
        return len(self.board) - self.board.count(None)

    def face_down_cells(self) -> list[int]:
        rev = self.revealed
        return [c for c, t in enumerate(self.board) if t is not None and c not in rev]

    def _any_face_down(self) -> bool:
        """Whether face_down_cells() would not be empty."""
        rev = self.revealed
        for c, t in enumerate(self.board):
            if t is not None and c not in rev:
                return True
        return False

    def positions(self) -> list[list[int]]:
        """Expert: the positions of the tokens on the board (what every view shows of them)."""
        return [self.pos[c] for c in range(D.NUM_CELLS) if self.board[c] is not None]

    def tokens_to_place(self) -> int:
        """Setup: how many tokens are still to go on the board, the picked-up one included."""
        return sum(len(h) for h in self.unplaced)

    # ------------------------------------------------------------------------------------------
    # legal actions
    # ------------------------------------------------------------------------------------------
    def legal_actions(self) -> list[Action]:
        # the actions come from tables built once at import (actions never change): building them
        # anew for every call was most of the time of a random game
        phase = self.phase
        if phase == "play":
            step = self.step
            if step == "dig":
                rev = self.revealed
                return [_REVEAL[c] for c, t in enumerate(self.board) if t is not None and c not in rev]
            if step == "card":
                return [_PLAY_CARD[c] for c in sorted(self.hands[self.active])]
            if step == "peek":
                rev, done = self.revealed, self.peeked
                return [_PEEK[c] for c, t in enumerate(self.board)
                        if t is not None and c not in rev and c not in done]
            if step == "penalty":
                return list(_PENALTY[:len(self.collections[self.active])])
            if step == "helper":
                return [_HELPER[s] for s in range(self.num_players) if s != self.active]
            if step == "challenge":
                if self.vf_mode == "chance":
                    return [_ATTEMPT]
                return list(_CHALLENGE)
            if step == "dam_take":
                return list(_TAKE_FROM_DAM[:len(self.dam)])
            if step == "ask":
                return [_ASK[s] for s in self.dispute["candidates"]]
            if step == "declare":
                return list(_DECLARE)
            if step == "give":
                return [_GIVE[t] for t in sorted(self.collections[self.dispute["asked"]])]
            return []
        if phase == "over":
            return []
        if phase == "setup":
            hand = self.unplaced[self.placer]
            out = []
            selected = self.selected
            if selected is not None:
                if self.variant == "expert":   # a sample of the free positions, each leaving room
                    out += [place_at(xy) for xy in B.room(self.positions(), self.tokens_to_place())]
                else:
                    out += [_PLACE[c] for c, t in enumerate(self.board) if t is None]
            out += [_CHOOSE_TOKEN[t] for t in hand if t != selected]
            out.append(_PLACE_REST_RANDOM)
            return out
        if phase == "memorise":
            return [_END_MEMORISE]
        return []

    def illegal_reason(self, action) -> str | None:
        """Why a well-formed action may not be taken now (reasons.py); the core checked its shape."""
        return reasons.illegal_reason(self, action)

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
        self._APPLY[action.kind](self, action, ev)
        if self._kb is not None:
            learned = [e for e in ev if e.kind in knowledge.LEARNED]   # learn ignores the others
            if learned:
                for seat, kb in enumerate(self._kb):
                    knowledge.learn(kb, [e.for_seat(seat) for e in learned])
        return ev

    def undoable(self, action: Action) -> bool:
        """True for the last action taken when it drew nothing, used no chance and revealed nothing."""
        return bool(self.log) and self.log[-1].action == action and self._undo_ok

    # ---- setup ---------------------------------------------------------------------------------
    def _slot_for(self, x, y) -> int:
        return B.nearest_free_slot(x, y, [c for c in range(D.NUM_CELLS) if self.board[c] is None])

    def _place_token(self, seat, token, cell, ev, xy=None):
        self.unplaced[seat].remove(token)
        self.board[cell] = token
        extra = {}
        if self.variant == "expert":
            self.pos[cell] = list(xy) if xy is not None else B.cell_xy(cell)
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
        if self.variant == "expert":    # on one packing's takes: each leaves the others free
            spots = B.room(self.positions(), self.tokens_to_place())
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
    def shared_wait(self):
        """Everyone memorises at once: the phase ends when all are ready, or its time is up."""
        if self.phase == "memorise":
            return Action.make("end_memorise"), float(self.memorise_seconds)
        return None

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
        others = [self.pos[o] for o in range(D.NUM_CELLS) if o != cell and self.board[o] is not None]
        for _unused in range(D.EXPERT_SHIFT_TRIES):
            dx = self.rng.randint(-D.EXPERT_MAX_SHIFT, D.EXPERT_MAX_SHIFT)
            dy = self.rng.randint(-D.EXPERT_MAX_SHIFT, D.EXPERT_MAX_SHIFT)
            nx, ny = x + dx, y + dy
            if not B.on_board(nx, ny) or B.overlaps(nx, ny, others):
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
        if len(self.revealed) >= self.dig_size or not self._any_face_down():
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

    def _resolve(self, ev):
        kind = card_kind(self.card)
        pair = pairs.find_pair([token_type(self.board[c]) for c in self.revealed], kind)
        seat = self.active
        if pair is not None:
            ptype, (i1, i2) = pair
            c1, c2 = self.revealed[i1], self.revealed[i2]
            t1, t2 = self.board[c1], self.board[c2]
            if pairs.keeps_both(ptype, kind):
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
        if self.digs_left > 0 and self._any_face_down():
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
        """A state as `seat` may believe it (knowledge.py says how; the expert searches on these)."""
        return knowledge.resample(self, seat, rng)

    def _clone_bare(self, rng: bool = True) -> "FarasState":
        """A clone without the seats' knowledge (and, with rng=False, without a generator yet)."""
        return self._copy(rng, False)

    def view_is_private(self, seat: int | None) -> bool:
        return V.view_is_private(self, seat)

    def view(self, seat: int | None) -> dict:
        return V.view(self, seat)


# kind -> the method that carries it out (every declared kind has one: checked here, at import)
FarasState._APPLY = {kind: getattr(FarasState, "_do_" + kind) for kind in FarasState.ACTIONS}
