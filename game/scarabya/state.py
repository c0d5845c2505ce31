"""Scarabya rules: the state of a game (sites, placements, excavation areas, scarab tokens, the three
modes) and its moves. The geometry (masks, orientations, placements, regions) is in shapes.py, what a
seat sees in view.py, the component data in data.py.

Queries for the screens and tests (none changes anything):

- ``state.placement_reason(seat, tile, orient, row, col) -> str | None``: why that seat may not put
  that tile there ("Off the site.", "Covers a rock.", "Overlaps a tile.", "The first tile must cover a
  centre square.", "Must touch one of your tiles along an edge."), or None when the position is legal
  for the site (it does not check whose turn it is; ``illegal_reason`` does). It takes any values.
- ``state.preview(action) -> list[{"cells", "scarabs", "points", "size"}]``: the excavation areas the
  placement would close for the seat to act and what they would score (points are 0 in solo).
  Empty for an illegal action. The match hands it to the scene (``match.preview``).
- ``state.covered_by(action) -> list[[r, c]]``: the scarab squares the placement would cover.

Actions (declared in ``ACTIONS``, their shape checked by the core): ``Action.make("place", tile="L",
orient=k, row=r, col=c)`` and ``Action.make("discard")`` (only when the tile fits nowhere).
"""
from __future__ import annotations

import copy
import random
from game.core import Action, Event, GameState, LogEntry, shape_reason
from game.i18n import N_, _
from game.scarabya import data
from game.scarabya import view as shown
from game.scarabya.shapes import (CELLS, CENTRE_MASK, FULL, N, ORIENTS, PLACEMENT_MASK, all_regions, area_points,
                                  build_site, cells_mask, fitting, is_int, mask_cells, n_orientations, new_areas,
                                  popcount, region_of, spread)
from game.scarabya.conformance import check_invariants, perturb_hidden  # noqa: F401  (the registry's hooks)

MODES = ("standard", "solo", "duel")


_PARTITIONS = {1: [(1,)], 2: [(2,), (1, 1)], 3: [(3,), (2, 1), (1, 1, 1)],
               4: [(4,), (3, 1), (2, 2), (2, 1, 1), (1, 1, 1, 1)]}


def make_change(n: int, supply: dict[int, int]) -> list[int]:
    """Tokens (values) to take from `supply` for n points: one of value n, else change in smaller
    values (fewest, largest first); if no exact change exists, the largest tokens that fit."""
    for part in _PARTITIONS[n]:
        if all(supply[v] >= part.count(v) for v in set(part)):
            return list(part)
    paid, rest = [], n
    for v in sorted(supply, reverse=True):
        while v <= rest and supply[v] - paid.count(v) > 0:
            paid.append(v)
            rest -= v
    return paid


# ---- the state ------------------------------------------------------------------------------
class ScarabyaState(GameState):
    game_id = "scarabya"
    ACTIONS = {"place": {"tile": str, "orient": int, "row": int, "col": int}, "discard": {}}
    REVEALING = frozenset({"round_started"})     # the next mission card turned up
    FINAL_WORDS = {"round_started": (N_("the next mission card was turned up"),
                                     N_("the next mission card will be turned up"))}

    def __init__(self, players: int, seed: int, options=None):
        super().__init__(players, seed, options)
        mode = self.options.get("mode", "standard")
        if mode not in MODES:
            raise ValueError(f"unknown mode {mode!r}")
        if (mode == "solo" and players != 1) or (mode == "duel" and players != 2) or not 1 <= players <= 4:
            raise ValueError(f"Scarabya {mode} cannot be played by {players} players")
        self.mode = mode
        self.flips = self.options.get("flips", "allowed") == "allowed"
        if self.options.get("arrangement", "default") == "random":
            boards = list(data.BOARD_NAMES)
            self.rng.shuffle(boards)
            self.arrangement = [[b, self.rng.randrange(4)] for b in boards]
        else:
            self.arrangement = [list(q) for q in data.DEFAULT_ARRANGEMENT]
        self.rocks, self.scarabs = build_site(self.arrangement)
        self.deck = list(data.MISSION_CARDS)
        self.rng.shuffle(self.deck)
        self.drawn: list[str] = []
        self.rounds = data.DUEL_ROUNDS if mode == "duel" else data.ROUNDS
        nsites = players if mode == "standard" else 1
        self.occupied = [0] * nsites
        self.cover: list[list] = [[None] * CELLS for _unused in range(nsites)]   # [seat, tile] per square
        self.placements: list[list[dict]] = [[] for _unused in range(nsites)]
        self.areas: list[list[dict]] = [[] for _unused in range(nsites)]
        self.discards: list[dict] = []
        self.points = [0] * players
        self.by_size = [[0] * (data.CLOSED_MAX + 1) for _unused in range(players)]
        self.tokens: list[list[int]] = [[] for _unused in range(players)]
        self.supply = {v: data.TOKENS_PER_VALUE for v in data.TOKEN_VALUES}
        self.round = 0
        self.round_tiles: list[str | None] = [None] * players
        self.first_player = 0
        self.queue: list[int] = []
        self.finished = False
        self.solo_result: str | None = None    # "won" / "lost" when a solo game ends
        # open pockets that exist before any tile (none with the printed boards) belong to nobody
        for s in range(nsites):
            for reg in all_regions(FULL & ~self.rocks):
                if popcount(reg) <= data.CLOSED_MAX:
                    self.areas[s].append(self._area_record(reg, None, 0, []))
        self.round_start: dict = {}
        self.opening_events = self._start_round()   # round 1's card, for the log and the scene

    # ---- helpers ------------------------------------------------------------------------------
    def site_of(self, seat: int) -> int:
        return seat if self.mode == "standard" else 0

    def _area_record(self, reg, seat, points, tokens):
        return {"cells": mask_cells(reg), "scarabs": mask_cells(reg & self.scarabs), "size": popcount(reg),
                "points": points, "tokens": list(tokens), "seat": seat, "round": self.round}

    def _draw(self) -> str:
        card = self.deck.pop(0)
        self.drawn.append(card)
        return card

    def _snapshot_round(self, log_at: int) -> None:
        """What the table looked like when this round's card came up: in the standard game everyone
        places at once, so until the round is over a seat sees the others' sites as they stood then."""
        self.round_start = {
            "log_at": log_at,
            "occupied": list(self.occupied),
            "placements": [len(p) for p in self.placements],
            "areas": [len(a) for a in self.areas],
            "discards": len(self.discards),
            "points": list(self.points),
            "tokens": [list(t) for t in self.tokens],
            "supply": dict(self.supply),
        }

    def simultaneous(self) -> bool:
        """True while some seats' placements this round are not yet shown to the others."""
        return shown.simultaneous(self.mode, self.num_players, self.finished)

    def placed_this_round(self, seat: int) -> bool:
        """Whether `seat` has already placed (or discarded) this round's tile while the round goes on
        (the queue is refilled the moment a round ends, so a seat out of it has acted)."""
        return self.simultaneous() and seat not in self.queue

    def _start_round(self) -> list[Event]:
        self._snapshot_round(len(self.log) + (1 if self.round else 0))
        self.round += 1
        n = self.num_players
        if self.mode == "duel":
            first = (self.round - 1) % 2
            other = 1 - first
            self.round_tiles[first] = self._draw()
            self.round_tiles[other] = self._draw()
            self.queue = [first, other]
            tile = self.round_tiles[first]
        else:
            first = (self.round - 1) % n
            tile = self._draw()
            self.round_tiles = [tile] * n
            self.queue = [(first + i) % n for i in range(n)]
        self.first_player = first
        return [Event.make("round_started", round=self.round, tile=tile, tiles=list(self.round_tiles),
                           first=first, order=list(self.queue))]

    def blocked(self, site: int) -> int:
        return self.rocks | self.occupied[site]

    def exposed_scarabs(self, site: int = 0) -> int:
        return popcount(self.scarabs & ~self.occupied[site])

    def covered_scarabs(self, site: int = 0) -> int:
        return popcount(self.scarabs & self.occupied[site])

    # ---- placement checks ---------------------------------------------------------------------
    def placement_reason(self, seat, tile, orient, row, col) -> str | None:
        if not is_int(seat) or not 0 <= seat < self.num_players:
            return _("There is no such player.")
        if not isinstance(tile, str) or tile not in ORIENTS:
            return _("There is no such tile.")
        if not is_int(orient) or not 0 <= orient < len(ORIENTS[tile]):
            return _("That tile cannot be turned that way.")
        if orient >= n_orientations(tile, self.flips):
            return _("Flipping tiles is not allowed in this game.")
        if not is_int(row) or not is_int(col):
            return _("Off the site.")
        mask = PLACEMENT_MASK.get((tile, orient, row, col))
        if mask is None:
            return _("Off the site.")
        site = self.site_of(seat)
        if mask & self.rocks:
            return _("Covers a rock.")
        occ = self.occupied[site]
        if mask & occ:
            return _("Overlaps a tile.")
        if occ == 0:
            if not mask & CENTRE_MASK:
                return _("The first tile must cover a centre square.")
        elif not mask & spread(occ):
            if self.mode == "duel":
                return _("Must touch a tile already on the site along an edge.")
            return _("Must touch one of your tiles along an edge.")
        return None

    def placement_masks(self, seat: int, tile: str) -> list[tuple[int, int, int, int]]:
        """Every legal (orient, row, col, mask) for `seat` placing `tile` now, in a stable order."""
        return fitting(tile, self.rocks, self.occupied[self.site_of(seat)], self.flips)

    def current_tile(self) -> str | None:
        seat = self.current_player
        return None if seat is None else self.round_tiles[seat]

    # ---- the contract -------------------------------------------------------------------------
    @property
    def current_player(self):
        if self.finished or not self.queue:
            return None
        return self.queue[0]

    def legal_actions(self) -> list[Action]:
        seat = self.current_player
        if seat is None:
            return []
        tile = self.round_tiles[seat]
        acts = [Action.make("place", tile=tile, orient=k, row=r, col=c)
                for k, r, c, _m in self.placement_masks(seat, tile)]
        return acts or [Action.make("discard")]

    def illegal_reason(self, action) -> str | None:
        """The game's own reasons; the core has already checked that the game goes on and that the
        action is a "place" or "discard" with its declared parameters (ACTIONS)."""
        seat = self.current_player
        tile = self.round_tiles[seat]
        if action.kind == "discard":
            if self.placement_masks(seat, tile):
                # Translators: {tile} is the letter that names a tile (a pentomino): "The L fits on the site, ..."
                return _("The {tile} fits on the site, so it must be placed.").format(tile=tile)
            return None
        if action["tile"] != tile:
            # Translators: {tile} is the letter that names a tile (a pentomino)
            return _("This turn's tile is the {tile}.").format(tile=tile)
        return self.placement_reason(seat, tile, action["orient"], action["row"], action["col"])

    def _apply(self, action: Action) -> list[Event]:
        seat = self.queue[0]
        tile = self.round_tiles[seat]
        site = self.site_of(seat)
        events: list[Event] = []
        if action.kind == "place":
            mask = PLACEMENT_MASK[(tile, action["orient"], action["row"], action["col"])]
            lost = mask & self.scarabs
            self.occupied[site] |= mask
            cells = mask_cells(mask)
            for r, c in cells:
                self.cover[site][r * N + c] = [seat, tile]
            self.placements[site].append({"seat": seat, "tile": tile, "orient": action["orient"],
                                          "row": action["row"], "col": action["col"], "cells": cells,
                                          "round": self.round})
            events.append(Event.make("placed", seat=seat, tile=tile, cells=cells, orient=action["orient"],
                                     row=action["row"], col=action["col"], site=site,
                                     scarabs_covered=mask_cells(lost), round=self.round))
            open_after = FULL & ~(self.rocks | self.occupied[site])
            for reg in new_areas(open_after, mask):
                size = popcount(reg)
                found = popcount(reg & self.scarabs)
                paid: list[int] = []
                pts = 0
                if self.mode != "solo":
                    pts = area_points(size, found)
                    for _unused in range(found):
                        change = make_change(size, self.supply)
                        for v in change:
                            self.supply[v] -= 1
                        paid.extend(change)
                    self.points[seat] += pts
                    self.by_size[seat][size] += pts
                    self.tokens[seat].extend(paid)
                rec = self._area_record(reg, seat, pts, paid)
                self.areas[site].append(rec)
                events.append(Event.make("area_closed", seat=seat, site=site, cells=rec["cells"],
                                         scarabs=rec["scarabs"], size=size, points=pts, tokens=paid,
                                         round=self.round))
                if self.mode == "solo" and found and self.solo_result is None:
                    self.solo_result = "lost"
                    events.append(Event.make("scarab_sealed", seat=seat, cells=rec["scarabs"]))
        else:
            self.discards.append({"seat": seat, "tile": tile, "round": self.round})
            events.append(Event.make("discarded", seat=seat, tile=tile, site=site, round=self.round,
                                     reason=f"The {tile} fits nowhere on the site."))
        self.queue.pop(0)
        if self.mode == "solo" and self.solo_result is None and self.exposed_scarabs(0) == 0:
            self.solo_result = "won"
        if self.mode == "solo" and self.solo_result is not None:
            self.queue = []
        if not self.queue:
            if self.round >= self.rounds or self.solo_result is not None:
                if self.mode == "solo" and self.solo_result is None:
                    self.solo_result = "won" if self.exposed_scarabs(0) == 0 else "lost"
                self.finished = True
                events.append(Event.make("game_over", scores=self.scores(), winners=self.winners(),
                                         result=self.solo_result))
            else:
                events.extend(self._start_round())
        return events

    def preview(self, action: Action, seat: int | None = None) -> list[dict]:
        """Areas the placement would close and their points, without changing anything."""
        seat = self.current_player if seat is None else seat
        if seat is None or shape_reason(self.ACTIONS, action) is not None or action.kind != "place":
            return []
        tile, k, r, c = action["tile"], action["orient"], action["row"], action["col"]
        if self.placement_reason(seat, tile, k, r, c) is not None:
            return []
        mask = PLACEMENT_MASK[(tile, k, r, c)]
        site = self.site_of(seat)
        open_after = FULL & ~(self.rocks | self.occupied[site] | mask)
        out = []
        for reg in new_areas(open_after, mask):
            size, found = popcount(reg), popcount(reg & self.scarabs)
            out.append({"cells": mask_cells(reg), "scarabs": mask_cells(reg & self.scarabs), "size": size,
                        "points": 0 if self.mode == "solo" else area_points(size, found)})
        return out

    def covered_by(self, action: Action) -> list[list[int]]:
        try:
            mask = PLACEMENT_MASK[(action["tile"], action["orient"], action["row"], action["col"])]
        except (KeyError, TypeError):
            return []
        return mask_cells(mask & self.scarabs)

    # ---- copies and samples ----------------------------------------------------------------------
    def clone(self) -> "ScarabyaState":
        """A copy sharing nothing that changes (much faster than deepcopy: the search clones a lot).
        Records (placements, areas, discards, log entries) are never changed in place, so the lists
        holding them are copied and the records shared."""
        new = copy.copy(self)
        new.options = dict(self.options)
        new.rng = random.Random()
        new.rng.setstate(self.rng.getstate())
        new.log = list(self.log)
        new.deck, new.drawn = list(self.deck), list(self.drawn)
        new.occupied = list(self.occupied)
        new.cover = [list(c) for c in self.cover]
        new.placements = [list(p) for p in self.placements]
        new.areas = [list(a) for a in self.areas]
        new.discards = list(self.discards)
        new.points = list(self.points)
        new.by_size = [list(b) for b in self.by_size]
        new.tokens = [list(t) for t in self.tokens]
        new.supply = dict(self.supply)
        new.round_tiles = list(self.round_tiles)
        new.queue = list(self.queue)
        new.arrangement = [list(q) for q in self.arrangement]
        return new

    def hidden_seats(self, seat: int) -> list[int]:
        """The seats whose move of this round `seat` may not see yet (standard game of several)."""
        return [s for s in range(self.num_players) if s != seat and self._hides(seat, s)]

    def _rewind_round(self, s: int) -> None:
        """Take back seat `s`'s placement or discard of the round in progress (its site, points and
        tokens go back to how they stood when the round's card came up)."""
        start = self.round_start
        site = self.site_of(s)
        occ = start["occupied"][site]
        self.occupied[site] = occ
        self.cover[site] = [x if occ >> i & 1 else None for i, x in enumerate(self.cover[site])]
        self.placements[site] = self.placements[site][:start["placements"][site]]
        for a in self.areas[site][start["areas"][site]:]:
            self.by_size[s][a["size"]] -= a["points"]
        self.areas[site] = self.areas[site][:start["areas"][site]]
        for v in self.tokens[s][len(start["tokens"][s]):]:
            self.supply[v] += 1
        self.tokens[s] = list(start["tokens"][s])
        self.points[s] = start["points"][s]
        self.discards = [d for i, d in enumerate(self.discards)
                         if i < start["discards"] or d["seat"] != s]

    def resample(self, seat: int, rng) -> "ScarabyaState":
        """A state `seat` cannot tell from this one: the undrawn mission cards in a fresh random order
        (hidden from everyone), the state's own chance reseeded, and, while a standard round goes on,
        the other seats' placements of this round (which `seat` does not see yet) replaced by random
        legal ones made from the site as it stood when the round began. Nothing here reads how the
        hidden things really lie: the undrawn cards are sorted before the shuffle, and the hidden
        placements are taken back before new ones are drawn."""
        new = self.clone()
        hidden = set(self.hidden_seats(seat))
        if hidden:
            start = self.round_start.get("log_at", len(self.log))
            order = [i for i in range(start, len(self.log)) if self.log[i].seat in hidden]
            for i in order:
                new._rewind_round(self.log[i].seat)
            queue = new.queue
            for i in order:
                s = self.log[i].seat
                masks = new.placement_masks(s, new.round_tiles[s])
                if masks:
                    k, r, c, _m = masks[rng.randrange(len(masks))]
                    action = Action.make("place", tile=new.round_tiles[s], orient=k, row=r, col=c)
                else:
                    action = Action.make("discard")
                new.queue = [s] + queue
                new._apply(action)       # pops s; the round goes on (`seat` or others still to act)
                queue = new.queue
                new.log[i] = LogEntry(s, action)
        new.deck = sorted(new.deck)
        rng.shuffle(new.deck)
        new.rng = random.Random(rng.getrandbits(64))
        return new

    # ---- what seats see (the dicts are built in view.py) ------------------------------------------
    def _hides(self, seat, s: int) -> bool:
        """Whether `seat` (None: a spectator) sees site/seat `s` as it stood at the start of the round."""
        return shown.hides(self.mode, self.num_players, self.finished, self.queue, seat, s)

    def view_is_private(self, seat) -> bool:
        """True when this seat's screen shows its own placement of a round still in progress: the
        seats after it may not see that placement until everyone has placed."""
        return seat is not None and self.placed_this_round(seat)

    def view(self, seat):
        return shown.seat_view(self, seat)

    def scores(self) -> list[int]:
        if self.mode == "solo":
            return [self.covered_scarabs(0)]
        return list(self.points)

    def score_breakdown(self) -> list[dict[str, int]]:
        if self.mode == "solo":
            return [{"scarabs covered": self.covered_scarabs(0)}]
        return [{f"areas of {n}": self.by_size[s][n] for n in range(1, data.CLOSED_MAX + 1)}
                for s in range(self.num_players)]

    def winners(self) -> list[int]:
        if not self.finished:
            return []
        if self.mode == "solo":
            return [0] if self.solo_result == "won" else []
        return super().winners()
