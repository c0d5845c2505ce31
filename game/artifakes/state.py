"""Artifakes rules: bury junk around the ring, bribe the Inspector to dig it up, race the path.

A round is burying (players alternate placing one piece), digging (5 cards each, alternate plays,
each moving the Inspector by a number or colour count) and scoring (recovered points forward,
dead cards back). See docs/rules/artifakes.md for the decisions taken where the rules are silent.
"""
from __future__ import annotations

import random

from game.core import Action, Event, GameState, copy_rng
from game.i18n import N_, _, _n

from . import data
from .digging import (BURY, DIG, DIRECTIONS, OVER, final_scores, first_burier, land, number_steps,
                      pieces_dict, points, scored_total, storms_off, walk)
from .view import view_of

MODES = ("number", "colour")

_SPACES_OF: dict = {}


def _spaces_of(layout: str, colour: str) -> tuple:
    """The ring spaces of `colour` in a layout (cached: the search asks this very often)."""
    key = (layout, colour)
    found = _SPACES_OF.get(key)
    if found is None:
        colours = data.RING_LAYOUTS[layout]
        found = _SPACES_OF[key] = tuple(s for s in range(1, data.SPACES + 1) if colours[s - 1] == colour)
    return found


# ---- every action the game can offer, built once (Action is immutable, so they are shared) --------
_SPACE_NUMBERS = tuple(range(1, data.SPACES + 1))
_BURY = {piece: {space: Action.make("bury", piece=piece, space=space) for space in _SPACE_NUMBERS}
         for piece in data.PIECE_TYPES}
_PLAY = {(card, mode): tuple(Action.make("play", card=card, mode=mode, direction=d) for d in DIRECTIONS)
         for card in data.CARD_IDS for mode in MODES}
_DEAD = {card: Action.make("dead", card=card) for card in data.CARD_IDS}
_DISK_POINTS, _BAR_POINTS = data.PIECE_POINTS["disk"], data.PIECE_POINTS["bar"]


# the refusal of a card played for the colour of spaces where the player has no pieces, one per colour
_NO_PIECES_ON = {
    "white": N_("You have no pieces on white spaces, so this card's colour would not move the Inspector."),
    "blue": N_("You have no pieces on blue spaces, so this card's colour would not move the Inspector."),
    "green": N_("You have no pieces on green spaces, so this card's colour would not move the Inspector."),
    "yellow": N_("You have no pieces on yellow spaces, so this card's colour would not move the Inspector."),
    "red": N_("You have no pieces on red spaces, so this card's colour would not move the Inspector."),
}


class ArtifakesState(GameState):
    """The whole table. Seats 0 and 1; `ring[s][seat] = [disks, bars]` for spaces s = 1..30."""

    game_id = "artifakes"
    ACTIONS = {"bury": {"piece": str, "space": int},
               "play": {"card": str, "mode": str, "direction": str},
               "dead": {"card": str}}
    REVEALING = frozenset({"dealt", "reshuffled", "scored"})   # new hands, a reshuffle, a round scored
    FINAL_WORDS = {
        "scored": (N_("the round was scored"), N_("the round will be scored")),
        "dealt": (N_("new hands were dealt"), N_("new hands will be dealt")),
        "reshuffled": (N_("the cards were shuffled"), N_("the cards will be shuffled")),
    }

    def __init__(self, players: int = 2, seed: int = 0, options=None):
        super().__init__(players, seed, options)
        if players != 2:
            raise ValueError("Artifakes is a game for exactly 2 players.")
        layout = self.options.get("ring_colours", data.DEFAULT_LAYOUT)
        self.layout = layout if layout in data.RING_LAYOUTS else data.DEFAULT_LAYOUT
        self.colours = data.RING_LAYOUTS[self.layout]
        length = self.options.get("path_length", data.DEFAULT_PATH_LENGTH)
        self.path_length = length if length in data.PATH_LENGTHS else data.DEFAULT_PATH_LENGTH
        self.score_interrupted = bool(self.options.get("score_interrupted", False))

        self.ring = [[[0, 0], [0, 0]] for _unused in range(data.SPACES + 1)]   # index 0 unused
        self.pile = [[data.PIECE_COUNT, data.PIECE_COUNT] for _unused in range(2)]   # in front, to bury
        self.recovered = [[0, 0], [0, 0]]     # found this round (also in the pile)
        self.removed = [[0, 0], [0, 0]]       # declared junk: out of the game for good
        self.deck = list(data.CARD_IDS)
        self.rng.shuffle(self.deck)           # the top of the deck is the end of the list
        self.discard: list[str] = []          # the top is the end of the list
        self.hands: list[list[str]] = [[], []]
        self.dead_cards: list[list[str]] = [[], []]   # lying in front of each player this round
        self.streak = 0                       # dead cards in a row, by either player
        self.inspector = data.START_LINE
        self.total = [0, 0]                   # steps along the path (may overflow the last step)
        self.round = 0
        self.phase = BURY
        self.turn = 0
        self.first_burier = self.rng.randrange(2)
        self.first_digger = 1 - self.first_burier
        self.last_gain: list[int] | None = None   # net steps scored in the last scoring phase
        self.end_reason: str | None = None
        self.pending_events: list[Event] = []
        self._start_round(self.first_burier, "drawn at random")
        self.opening_events = self.pending_events   # round 1's setup, for a scene that wants it
        self.pending_events = []

    def clone(self) -> "ArtifakesState":
        """A deep copy made by hand: much faster than deepcopy (bots and tests clone a lot).

        Log entries, actions and events are never mutated, so their lists are copied shallowly.
        """
        return self._copy(True)

    def _copy(self, rng: bool) -> "ArtifakesState":
        """clone(); without `rng` the copy's generator is left for the caller to set (resample)."""
        new = object.__new__(type(self))
        new.__dict__ = self.__dict__.copy()
        new.options = dict(self.options)
        if rng:    # a generator in the same state (not seeded from the system first: that is slow)
            new.rng = copy_rng(self.rng)
        new.log = list(self.log)
        new.ring = [[cell[0][:], cell[1][:]] for cell in self.ring]
        new.pile = [p[:] for p in self.pile]
        new.recovered = [p[:] for p in self.recovered]
        new.removed = [p[:] for p in self.removed]
        new.deck = self.deck[:]
        new.discard = self.discard[:]
        new.hands = [h[:] for h in self.hands]
        new.dead_cards = [d[:] for d in self.dead_cards]
        new.total = self.total[:]
        new.last_gain = None if self.last_gain is None else self.last_gain[:]
        new.pending_events = list(self.pending_events)
        new.opening_events = list(self.opening_events)
        return new

    def resample(self, seat: int, rng: random.Random) -> "ArtifakesState":
        """A state `seat` cannot tell from this one, with what it cannot know drawn anew.

        Hidden from `seat`: the rival's hand and the order of the deck (and so every future deal
        and reshuffle). Everything else is public: the ring, the piles, the discard pile and the
        dead cards lie face up, and every card a seat ever saw leave a hand is still face up there
        until a reshuffle puts it back into the (unknown) deck. So the rival's hand is any set of
        its size from the cards `seat` cannot place (deck plus rival's hand), all equally likely:
        those cards are sorted canonically and dealt at random from `rng`, and the state's own
        chance is reseeded from `rng` too (future shuffles are hidden)."""
        new = self._copy(False)     # its generator is set below
        other = 1 - seat
        pool = sorted(self.hands[other] + self.deck, key=data.CARD_ORDER.__getitem__)
        rng.shuffle(pool)
        n = len(self.hands[other])
        new.hands[other] = pool[:n]
        new.deck = pool[n:]
        new.rng = random.Random(rng.getrandbits(64))
        new.pending_events = []
        return new

    # ---- queries ---------------------------------------------------------------------------
    @property
    def current_player(self):
        return None if self.phase == OVER else self.turn

    def position(self, seat: int) -> int:
        return min(self.total[seat], self.path_length)

    def space_points(self, space: int) -> int:
        cell = self.ring[space]
        return points(cell[0]) + points(cell[1])

    def colour_steps(self, seat: int, colour: str) -> int:
        """How many spaces of `colour` hold at least one of `seat`'s pieces."""
        ring = self.ring
        return sum(1 for s in _spaces_of(self.layout, colour) if ring[s][seat][0] or ring[s][seat][1])

    def card_steps(self, seat: int, card: str, mode: str) -> int:
        """Spaces the Inspector would move if `seat` played `card` for `mode` (0 = not possible)."""
        number = data.CARD_NUMBER[card]
        if mode == "number":
            return number_steps(points(self.ring[number][seat]), self.space_points(number))
        return self.colour_steps(seat, self.colours[number - 1])

    def is_dead(self, seat: int, card: str) -> bool:
        return self.card_steps(seat, card, "number") == 0 and self.card_steps(seat, card, "colour") == 0

    def hand_in_order(self, seat: int) -> list[str]:
        """`seat`'s cards in the deck's order (hands and actions are listed in it)."""
        return sorted(self.hands[seat], key=data.CARD_ORDER.__getitem__)

    def legal_actions(self) -> list[Action]:
        # actions come from tables built once at import (an Action never changes)
        if self.phase == OVER:
            return []
        seat = self.turn
        out = []
        if self.phase == BURY:
            held = None
            for kind, piece in enumerate(data.PIECE_TYPES):
                if self.pile[seat][kind] == 0:
                    continue
                if held is None:
                    held = self._held_points()
                room = data.SPACE_CAPACITY - data.PIECE_POINTS[piece]
                table = _BURY[piece]
                out += [table[space] for space in _SPACE_NUMBERS if held[space] <= room]
            return out
        # card_steps(seat, card, mode) != 0, worked out once per number and per colour: a card moves
        # the Inspector for its number when the seat has junk on that space, for its colour when it
        # has junk on a space of that colour
        ring, colours, layout = self.ring, self.colours, self.layout
        colour_live: dict = {}
        for card in self.hand_in_order(seat):
            number = data.CARD_NUMBER[card]
            mine = ring[number][seat]
            live = False
            if mine[0] or mine[1]:
                live = True
                out += _PLAY[card, "number"]
            colour = colours[number - 1]
            c_live = colour_live.get(colour)
            if c_live is None:
                c_live = colour_live[colour] = any(
                    ring[sp][seat][0] or ring[sp][seat][1] for sp in _spaces_of(layout, colour))
            if c_live:
                live = True
                out += _PLAY[card, "colour"]
            if not live:
                out.append(_DEAD[card])
        return out

    def _held_points(self) -> list[int]:
        """Points on every ring space, both players' (index 0 unused): space_points for them all."""
        disk, bar = _DISK_POINTS, _BAR_POINTS
        return [(a[0] + b[0]) * disk + (a[1] + b[1]) * bar for a, b in self.ring]

    def illegal_reason(self, action) -> str | None:
        """Why a move of a declared shape (ACTIONS, checked by the core) is not legal now, or None."""
        seat = self.turn
        if action.kind == "bury":
            if self.phase != BURY:
                return _("Burying is over for this round: play one of your cards.")
            piece, space = action["piece"], action["space"]
            if piece not in data.PIECE_TYPES:
                return _("You can bury a disk or a bar.")
            if not 1 <= space <= data.SPACES:
                return _("Choose a ring space from 1 to {last}.").format(last=data.SPACES)
            kind = data.PIECE_TYPES.index(piece)
            if self.pile[seat][kind] == 0:
                return _("You have no disks left to bury.") if piece == "disk" else _("You have no bars left to bury.")
            held = self.space_points(space)
            if held + data.PIECE_POINTS[piece] > data.SPACE_CAPACITY:
                if piece == "disk":
                    # Translators: {most} is the most points a ring space may hold
                    return _n("Space {space} already holds {n} point: a disk would take it past {most}.",
                              "Space {space} already holds {n} points: a disk would take it past {most}.", held,
                              space=space, most=data.SPACE_CAPACITY)
                # Translators: {most} is the most points a ring space may hold
                return _n("Space {space} already holds {n} point: a bar would take it past {most}.",
                          "Space {space} already holds {n} points: a bar would take it past {most}.", held,
                          space=space, most=data.SPACE_CAPACITY)
            return None
        if self.phase != DIG:
            return _("Bury all your pieces first: digging starts when everything is buried.")
        card = action["card"]
        if card not in self.hands[seat]:
            return _("You do not hold that card.")
        if action.kind == "dead":
            if not self.is_dead(seat, card):
                return _("That card can move the Inspector, so it must be played for its number or colour.")
            return None
        mode, direction = action["mode"], action["direction"]
        if mode not in MODES:
            return _("Play the card for its number or for its colour.")
        if direction not in DIRECTIONS:
            return _("Send the Inspector clockwise or counter-clockwise.")
        if self.card_steps(seat, card, mode):
            return None
        if self.is_dead(seat, card):
            return _("Nothing would move the Inspector with this card: lay it down as a dead card.")
        number = data.CARD_NUMBER[card]
        if mode == "number":
            return _("You have no piece on space {space}, so this card cannot be played for its number.").format(
                space=number)
        colour = self.colours[number - 1]
        return _(_NO_PIECES_ON[colour])


    def preview(self, action: Action) -> dict | None:
        """What a legal digging action would do, without doing it (None if not a legal dig)."""
        if self.phase != DIG or self.reason(action) is not None:
            return None
        seat = self.turn
        if action.kind == "dead":
            return {"dead": True, "card": action["card"], "streak": self.streak + 1,
                    "storms_off": storms_off(self.streak + 1)}
        card, mode, direction = action["card"], action["mode"], action["direction"]
        steps = self.card_steps(seat, card, mode)
        to = land(self.inspector, steps, direction)
        mine, theirs = self.ring[to][seat], self.ring[to][1 - seat]
        return {"dead": False, "card": card, "mode": mode, "direction": direction, "steps": steps,
                "landing": to, "recovered": pieces_dict(mine), "recovered_points": points(mine),
                "destroyed": pieces_dict(theirs), "destroyed_points": points(theirs)}

    # ---- actions ---------------------------------------------------------------------------
    def _apply(self, action: Action) -> list[Event]:
        self.pending_events = []
        seat = self.turn
        if action.kind == "bury":
            self._bury(seat, action["piece"], action["space"])
        elif action.kind == "play":
            self._play(seat, action["card"], action["mode"], action["direction"])
        else:
            self._dead(seat, action["card"])
        events, self.pending_events = self.pending_events, []
        return events

    def _emit(self, kind: str, **params) -> None:
        self.pending_events.append(Event.make(kind, **params))

    def _bury(self, seat: int, piece: str, space: int) -> None:
        kind = data.PIECE_TYPES.index(piece)
        self.pile[seat][kind] -= 1
        self.ring[space][seat][kind] += 1
        self._emit("buried", seat=seat, piece=piece, space=space, space_points=self.space_points(space),
                   left={"disk": self.pile[seat][0], "bar": self.pile[seat][1]})
        other = 1 - seat
        if any(self.pile[other]):
            self.turn = other
        elif any(self.pile[seat]):
            self.turn = seat
        else:
            self._start_digging()

    def _play(self, seat: int, card: str, mode: str, direction: str) -> None:
        steps = self.card_steps(seat, card, mode)
        self.hands[seat].remove(card)
        self.discard.append(card)
        number = data.CARD_NUMBER[card]
        self._emit("card_played", seat=seat, card=card, number=number, colour=self.colours[number - 1],
                   mode=mode, direction=direction, steps=steps)
        start = self.inspector
        path = walk(start, steps, direction)
        to = path[-1]
        self.inspector = to
        self.streak = 0
        self._emit("inspector_moved", **{"from": start}, to=to, direction=direction, steps=steps, path=path)
        mine, theirs = self.ring[to][seat], self.ring[to][1 - seat]
        if any(mine):
            found = list(mine)
            for k in range(2):
                self.pile[seat][k] += found[k]
                self.recovered[seat][k] += found[k]
            self.ring[to][seat] = [0, 0]
            self._emit("recovered", seat=seat, space=to, pieces=pieces_dict(found), points=points(found),
                       round_points=points(self.recovered[seat]))
        if any(theirs):
            lost = list(theirs)
            for k in range(2):
                self.removed[1 - seat][k] += lost[k]
            self.ring[to][1 - seat] = [0, 0]
            self._emit("destroyed", seat=1 - seat, by=seat, space=to, pieces=pieces_dict(lost),
                       points=points(lost))
        self._next_digger(seat)

    def _dead(self, seat: int, card: str) -> None:
        self.hands[seat].remove(card)
        self.dead_cards[seat].append(card)
        self.streak += 1
        self._emit("dead_card", seat=seat, card=card, number=data.CARD_NUMBER[card], streak=self.streak,
                   limit=data.STORM_STREAK)
        if storms_off(self.streak):
            self._emit("stormed_off", streak=self.streak, scored=self.score_interrupted)
            if self.score_interrupted:
                self._score_round()
            self._end("inspector")
            return
        self._next_digger(seat)

    def _next_digger(self, seat: int) -> None:
        other = 1 - seat
        if self.hands[other]:
            self.turn = other
        elif self.hands[seat]:
            self.turn = seat
        else:
            self._score_round()
            if any(t >= self.path_length for t in self.total):
                self._end("path")
            else:
                self._start_round(*self.first_burier_choice())

    # ---- round structure -------------------------------------------------------------------
    def first_burier_choice(self) -> tuple[int, str]:
        """Who buries first after the last scoring, and the rule that decided it (digging.first_burier);
        the round_started event says why (`why`), for the table's round summary."""
        return first_burier(self.last_gain, self.total, self.first_burier)

    def _start_round(self, first_burier: int, why: str) -> None:
        self.round += 1
        self.phase = BURY
        self.first_burier = first_burier
        self.first_digger = 1 - first_burier
        self._emit("round_started", round=self.round, first_burier=first_burier,
                   first_digger=self.first_digger, why=why,
                   to_bury=[{"disk": p[0], "bar": p[1]} for p in self.pile])
        if any(self.pile[first_burier]):
            self.turn = first_burier
        elif any(self.pile[1 - first_burier]):
            self.turn = 1 - first_burier
        else:
            self._start_digging()

    def _start_digging(self) -> None:
        self.phase = DIG
        self.recovered = [[0, 0], [0, 0]]
        self._emit("digging_started", round=self.round, first_digger=self.first_digger)
        order = (self.first_digger, 1 - self.first_digger)
        dealt: list[list[str]] = [[], []]
        for _unused in range(data.HAND_SIZE):
            for seat in order:
                if not self.deck:
                    self.deck = self.discard
                    self.discard = []
                    self.rng.shuffle(self.deck)
                    self._emit("reshuffled", cards=len(self.deck))
                dealt[seat].append(self.deck.pop())
        for seat in order:
            self.hands[seat].extend(dealt[seat])
            self.pending_events.append(Event.make(
                "dealt", audience=[seat], secret=["cards"], seat=seat, count=len(dealt[seat]),
                cards=sorted(dealt[seat], key=data.CARD_ORDER.__getitem__), deck_size=len(self.deck)))
        self.turn = self.first_digger

    def _score_round(self) -> None:
        gain = [0, 0]
        for seat in range(2):
            forward = points(self.recovered[seat])
            back = len(self.dead_cards[seat])
            before = self.total[seat]
            self.total[seat] = scored_total(before, forward, back)
            gain[seat] = forward - back
            self.discard.extend(self.dead_cards[seat])
            self._emit("scored", seat=seat, forward=forward, back=back, dead_cards=list(self.dead_cards[seat]),
                       **{"from": min(before, self.path_length)}, position=self.position(seat),
                       total=self.total[seat])
            self.dead_cards[seat] = []
        self.recovered = [[0, 0], [0, 0]]
        self.last_gain = gain

    def _end(self, reason: str) -> None:
        self.phase = OVER
        self.end_reason = reason
        self._emit("game_over", reason=reason, winners=self.winners(), scores=self.scores())

    # ---- results ---------------------------------------------------------------------------
    def _both_finished(self) -> bool:
        return all(t >= self.path_length for t in self.total)

    def scores(self) -> list[int]:
        return final_scores(self.total, self.path_length)

    def score_breakdown(self) -> list[dict[str, int]]:
        out = []
        for seat in range(2):
            overflow = self.total[seat] - self.path_length if self._both_finished() else 0
            out.append({"path position": self.position(seat), "overflow": overflow})
        return out

    def winners(self) -> list[int]:
        if self.phase != OVER:
            return []
        s = self.scores()
        best = max(s)
        return [i for i in range(2) if s[i] == best]

    def view_is_private(self, seat: int | None) -> bool:
        """Only a hand is secret: True while `seat` holds cards (digging). Burying shows nothing
        hidden (the board and both piles are public), so no curtain is needed between burials."""
        return seat in (0, 1) and self.phase == DIG and bool(self.hands[seat])

    # ---- view ------------------------------------------------------------------------------
    def view(self, seat: int | None) -> dict:
        """What `seat` may know (view.py: the hand only for its own seat; None = a spectator)."""
        return view_of(self, seat)
