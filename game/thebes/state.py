"""Thebes rules: time as the only currency, researcher cards, digs drawn from five bags.

Time is an absolute week counter T = (year - 1901) * 52 + square. The seat to act is always the
one furthest back on the track (ties: the marker on top of the stack, i.e. the latest arrival).

Actions (every parameter always present, so the UI can build them the same way each time; declared
in ThebesState.ACTIONS, so the core checks their shape before the rules in reasons.py see them):
    take_card(card=id, zeppelin=bool, car=bool)
    change_cards(zeppelin=bool, car=bool)
    dig(site=str, weeks=int, rumors=int, lone_assistant=bool, lone_shovel=bool,
        special_permission=bool, zeppelin=bool, car=bool)
    exhibition(card=id, zeppelin=bool, car=bool)
    retire()
Driving the car is the player's choice, like the Zeppelin: car=True is legal exactly when the car
applies to the journey (game.thebes.travel.car_applies), car=False always.
"""
from __future__ import annotations

import copy
import random

from game.core import Action, Event, GameState
from game.i18n import N_
from game.thebes import data as D
from game.thebes.knowledge import (RUMOR_POINTS, artifact_counts, books_by_site, count_type, dig_allowed, general_books,
                                   has_artifacts, site_books, specialized, tokens_drawn, tool_points, total_knowledge)
from game.thebes.reasons import illegal_reason
from game.thebes.travel import car_applies, trip_weeks
from game.thebes.view import SLOT_NAMES, preview, view


class ThebesState(GameState):
    game_id = "thebes"
    # the shape of every move (the core checks it before illegal_reason sees the move)
    ACTIONS = {
        "take_card": {"card": int, "zeppelin": bool, "car": bool},
        "change_cards": {"zeppelin": bool, "car": bool},
        "dig": {"site": str, "weeks": int, "rumors": int, "lone_assistant": bool, "lone_shovel": bool,
                "special_permission": bool, "zeppelin": bool, "car": bool},
        "exhibition": {"card": int, "zeppelin": bool, "car": bool},
        "retire": {},
    }
    REVEALING = frozenset({"display_refilled", "token_drawn"})   # cards drawn from the face-down pile, tokens from a bag
    FINAL_WORDS = {
        "token_drawn": (N_("tokens were drawn from the site's bag"), N_("tokens will be drawn from the site's bag")),
        "display_refilled": (N_("a new card was drawn from the pile"), N_("a new card will be drawn from the pile")),
    }

    def __init__(self, players: int, seed: int, options=None):
        super().__init__(players, seed, options)
        if not 2 <= players <= 4:
            raise ValueError("Thebes takes 2 to 4 players")
        o = self.options
        self.opt_assistants_alone = bool(o.get("assistants_alone", False))
        self.opt_assistant_cap = bool(o.get("assistant_cap", True))
        self.opt_shovel_cap = bool(o.get("shovel_cap", True))
        n = players
        setup = D.SETUP[str(n)]
        start_t = D.to_t(setup["start_year"], setup["start_square"])
        self.start_t = start_t
        self.location = [D.START_LOCATION] * n
        self.time = [start_t] * n
        order = list(range(n))
        self.rng.shuffle(order)  # order[0] moves first: it lies on top of the stack
        self.arrival = [0] * n
        for rank, seat in enumerate(order):
            self.arrival[seat] = n - rank
        self.arrival_counter = n
        self.permits = [{s: True for s in D.SITES} for _unused in range(n)]
        self.cards: list[list[int]] = [[] for _unused in range(n)]
        self.exhibitions: list[list[int]] = [[] for _unused in range(n)]
        self.tokens: list[list[str]] = [[] for _unused in range(n)]
        # bags and first-dig bonuses
        self.bonus: dict[str, str | None] = {}
        self.bags: dict[str, list[str]] = {}
        for site in D.SITES:
            self.bonus[site] = D.BONUS_TOKEN[site]
            bag = [t for t in D.BAG_TOKENS[site] if t != D.BONUS_TOKEN[site]]
            self.rng.shuffle(bag)
            self.bags[site] = bag
        # cards: researcher cards shuffled, 4 on display, piles built as in the box
        deck = list(D.RESEARCHER_IDS)
        self.rng.shuffle(deck)
        self.display: list[int | None] = [deck.pop() for _unused in range(4)]
        self.slots: list[int | None] = [None, None, None]
        if setup["piles"] == 2:
            pile1, pile2 = deck[:40], deck[40:]
            pile2 = pile2 + D.SMALL_EXHIBITIONS + D.LARGE_EXHIBITIONS
            self.rng.shuffle(pile2)
            self.set_aside: list[int] = []
        else:
            pile1, pile2, pile3 = deck[:27], deck[27:54], deck[54:]
            pile2 = pile2 + D.SMALL_EXHIBITIONS
            self.rng.shuffle(pile2)
            pile3 = pile3 + D.LARGE_EXHIBITIONS
            self.rng.shuffle(pile3)
            self.set_aside = pile3
        # the draw pile's top is the END of the list
        self.draw_pile: list[int] = pile2 + pile1
        self.discard: list[int] = []
        self.first_reshuffle_done = False
        # Warsaw: consecutive changes by the same seat cost 1, 2, 3... weeks
        self.run_seat: int | None = None
        self.run_changes = 0
        self.year_marker = D.year_of(start_t)
        self.over_announced = False
        # how this table was set up, for the log: the start week and the piles depend on the players
        self.opening_events = [Event.make("game_set_up", players=n, year=setup["start_year"],
                                          week=setup["start_square"], piles=setup["piles"],
                                          draw_pile=len(self.draw_pile), set_aside=len(self.set_aside))]

    # ---- small queries -------------------------------------------------------------------
    @property
    def current_player(self) -> int | None:
        best = None
        for seat in range(self.num_players):
            t = self.time[seat]
            if t >= D.END_T:
                continue
            key = (t, -self.arrival[seat])
            if best is None or key < best[0]:
                best = (key, seat)
        return None if best is None else best[1]

    def turn_order(self) -> list[int]:
        """Seats still playing, in the order they will act if nobody moved (first = to act)."""
        live = [s for s in range(self.num_players) if self.time[s] < D.END_T]
        return sorted(live, key=lambda s: (self.time[s], -self.arrival[s]))

    def count_type(self, seat: int, kind: str) -> int:
        return count_type(self.cards[seat], kind)

    def has_car(self, seat: int) -> bool:
        return count_type(self.cards[seat], "car") > 0

    def rumors_for(self, seat: int, site: str) -> list[int]:
        return [c for c in self.cards[seat] if D.CARDS[c]["type"] == "rumor" and D.CARDS[c]["site"] == site]

    def site_books(self, seat: int, site: str) -> int:
        """Specialized knowledge of a site from book cards and tokens (what majority counts)."""
        return site_books(self.cards[seat], self.tokens[seat], site)

    def general_books(self, seat: int) -> int:
        return general_books(self.cards[seat], self.tokens[seat])

    def travel_cost(self, seat: int, to: str, zeppelin: bool = False, car: bool | None = None) -> int:
        """Weeks the journey from the seat's pawn to `to` costs. `car`: drive the car (counts only
        where it applies); None: drive it whenever it applies (the default a player is offered)."""
        return trip_weeks(self.location[seat], to, has_car=self.has_car(seat), zeppelin=zeppelin,
                          car=car if car is not None else self.car_offered(seat, to, zeppelin))

    def car_offered(self, seat: int, to: str, zeppelin: bool = False) -> bool:
        """Whether the seat may choose to drive the car to `to` (car held, 3+ routes, no Zeppelin)."""
        return car_applies(D.DIST[self.location[seat]][to], self.has_car(seat), zeppelin)

    def change_cost(self, seat: int) -> int:
        """Weeks (without travel) the Warsaw change would cost this seat now."""
        if self.run_seat == seat:
            return self.run_changes + 1
        return 1

    def knowledge(self, seat: int, site: str, rumors: int = 0, lone_assistant: bool = False) -> dict:
        books = self.site_books(seat, site)
        assistants = self.count_type(seat, "assistant")
        apts = tool_points(assistants, lone_assistant, self.opt_assistant_cap)
        spec = specialized(books, rumors, apts)
        general = self.general_books(seat)
        usable = min(general, spec)
        k = total_knowledge(spec, general)
        return {"books": books, "rumor_points": RUMOR_POINTS * rumors, "assistant_points": apts,
                "S": spec, "G": general, "usable_G": usable, "K": k}

    def shovel_bonus(self, seat: int, lone_shovel: bool = False) -> int:
        return tool_points(self.count_type(seat, "shovel"), lone_shovel, self.opt_shovel_cap)

    def dig_preview(self, seat: int, site: str, rumors: int = 0, lone_assistant: bool = False,
                    lone_shovel: bool = False, zeppelin: bool = False, car: bool | None = None) -> dict:
        """Everything the dig dialog shows, for the given choices (no legality checks)."""
        kn = self.knowledge(seat, site, rumors, lone_assistant)
        k = kn["K"]
        bonus = self.shovel_bonus(seat, lone_shovel)
        travel = self.travel_cost(seat, site, zeppelin, car)
        left = D.END_T - self.time[seat]
        options = []
        for w in range(1, D.MAX_WEEKS + 1):
            base = D.WHEEL[k][w] if k >= 1 else 0
            options.append({"weeks": w, "wheel": base, "tokens": tokens_drawn(k, w, bonus),
                            "total_weeks": travel + w, "affordable": travel + w <= left})
        return {**kn, "site": site, "shovel_bonus": bonus, "travel_weeks": travel,
                "bag_count": len(self.bags[site]), "weeks_options": options,
                "bonus_on_site": self.bonus[site] is not None,
                "permit_valid": self.permits[seat][site]}

    def preview(self, action: Action) -> dict | None:
        """What the move would do for the seat to act, without doing it (view.preview)."""
        return preview(self, action)

    # ---- legality --------------------------------------------------------------------------
    def legal_actions(self) -> list[Action]:
        seat = self.current_player
        if seat is None:
            return []
        out: list[Action] = []
        left = D.END_T - self.time[seat]
        zep_held = self.count_type(seat, "zeppelin") > 0
        here = self.location[seat]

        def zep_choices(dest: str) -> tuple:
            return (False, True) if zep_held and dest != here else (False,)

        def journeys(dest: str) -> list[tuple[bool, bool]]:
            """(zeppelin, car) choices for a journey: the car first where it applies."""
            out = []
            for z in zep_choices(dest):
                out.extend((z, c) for c in ((True, False) if self.car_offered(seat, dest, z) else (False,)))
            return out

        for cid in self.display:
            if cid is None:
                continue
            card = D.CARDS[cid]
            for z, car in journeys(card["city"]):
                if self.travel_cost(seat, card["city"], z, car) + card["weeks"] <= left:
                    out.append(Action.make("take_card", card=cid, zeppelin=z, car=car))
        if any(c is not None for c in self.display):
            for z, car in journeys("warsaw"):
                if self.travel_cost(seat, "warsaw", z, car) + self.change_cost(seat) <= left:
                    out.append(Action.make("change_cards", zeppelin=z, car=car))
        n_assist = self.count_type(seat, "assistant")
        n_shovel = self.count_type(seat, "shovel")
        has_sp = self.count_type(seat, "special_permission") > 0
        for site in D.SITES:
            valid = self.permits[seat][site]
            if valid:
                sp_choices = (False,)
            elif has_sp:
                sp_choices = (True,)
            else:
                continue
            books = self.site_books(seat, site)
            n_rumors = len(self.rumors_for(seat, site))
            la_choices = (False, True) if n_assist == 1 else (False,)
            ls_choices = (False, True) if n_shovel == 1 else (False,)
            for z, car in journeys(site):
                travel = self.travel_cost(seat, site, z, car)
                for r in range(n_rumors + 1):
                    for la in la_choices:
                        kn = self.knowledge(seat, site, r, la)
                        if not dig_allowed(books, r, kn["S"], self.opt_assistants_alone):
                            continue
                        k = kn["K"]
                        for w in range(1, D.MAX_WEEKS + 1):
                            if D.WHEEL[k][w] <= 0 or travel + w > left:
                                continue
                            for ls in ls_choices:
                                for sp in sp_choices:
                                    out.append(Action.make(
                                        "dig", site=site, weeks=w, rumors=r, lone_assistant=la,
                                        lone_shovel=ls, special_permission=sp, zeppelin=z, car=car))
        for cid in self.slots:
            if cid is None:
                continue
            card = D.CARDS[cid]
            if not has_artifacts(self.tokens[seat], card["requires"]):
                continue
            for z, car in journeys(card["city"]):
                if self.travel_cost(seat, card["city"], z, car) + card["weeks"] <= left:
                    out.append(Action.make("exhibition", card=cid, zeppelin=z, car=car))
        out.append(Action.make("retire"))
        return out

    def artifact_counts(self, seat: int) -> dict[str, int]:
        return artifact_counts(self.tokens[seat])

    def illegal_reason(self, action: Action) -> str | None:
        """Why the move may not be made now, or None (the rules in reasons.py; the core has already
        checked the move's shape)."""
        return illegal_reason(self, action)

    # ---- carrying out ----------------------------------------------------------------------
    def _apply(self, action: Action) -> list[Event]:
        seat = self.current_player
        ev: list[Event] = []
        if self.run_seat != seat:
            self.run_seat, self.run_changes = seat, 0
        kind = action.kind
        if kind == "retire":
            ev.append(Event.make("retired", seat=seat, from_T=self.time[seat], to_T=D.END_T))
            self._move_time(seat, D.END_T - self.time[seat], ev)
        elif kind == "take_card":
            cid = action["card"]
            card = D.CARDS[cid]
            travel = self._travel(seat, card["city"], action, ev)
            slot = self.display.index(cid)
            self.display[slot] = None
            self.cards[seat].append(cid)
            ev.append(Event.make("card_taken", seat=seat, card=cid, slot=slot, city=card["city"],
                                 weeks=card["weeks"]))
            self._refill(ev)
            self._move_time(seat, travel + card["weeks"], ev)
        elif kind == "change_cards":
            travel = self._travel(seat, "warsaw", action, ev)
            self.run_changes += 1
            cost = self.run_changes
            gone = [c for c in self.display if c is not None]
            self.discard.extend(gone)
            self.display = [None] * 4
            ev.append(Event.make("cards_changed", seat=seat, discarded=gone, weeks=cost,
                                 change_number=self.run_changes))
            self._refill(ev)
            self._move_time(seat, travel + cost, ev)
        elif kind == "exhibition":
            cid = action["card"]
            card = D.CARDS[cid]
            travel = self._travel(seat, card["city"], action, ev)
            slot = self.slots.index(cid)
            self.slots[slot] = None
            self.exhibitions[seat].append(cid)
            ev.append(Event.make("exhibition_taken", seat=seat, card=cid, slot=SLOT_NAMES[slot],
                                 vp=card["vp"], weeks=card["weeks"]))
            self._move_time(seat, travel + card["weeks"], ev)
        else:
            self._dig(seat, action, ev)
        if self.current_player is None and not self.over_announced:
            self.over_announced = True
            parts = ("artifacts", "exhibitions", "congress", "majority")
            ev.append(Event.make("game_over", scores=self.scores(), winners=self.winners(),
                                 part_names=list(parts),
                                 parts=[[b[p] for p in parts] for b in self.score_breakdown()]))
        return ev

    def _travel(self, seat: int, dest: str, action: Action, ev: list[Event]) -> int:
        zep = action["zeppelin"]
        src = self.location[seat]
        if src == dest:
            return 0
        d = D.DIST[src][dest]
        car = action["car"] and self.car_offered(seat, dest, zep)
        weeks = self.travel_cost(seat, dest, zep, car)
        if zep:
            zc = next(c for c in self.cards[seat] if D.CARDS[c]["type"] == "zeppelin")
            self.cards[seat].remove(zc)
            self.discard.append(zc)
            ev.append(Event.make("cards_spent", seat=seat, cards=[zc], reason="zeppelin"))
        self.location[seat] = dest
        ev.append(Event.make("travelled", seat=seat, frm=src, to=dest, path=D.PATHS[src][dest],
                             routes=d, weeks=weeks, car=car, zeppelin=zep))
        return weeks

    def _move_time(self, seat: int, weeks: int, ev: list[Event]) -> None:
        old = self.time[seat]
        new = old + weeks
        assert weeks > 0 and new <= D.END_T, "time must move forward and stay within the game"
        self.time[seat] = new
        self.arrival_counter += 1
        self.arrival[seat] = self.arrival_counter
        ev.append(Event.make("time_moved", seat=seat, from_T=old, to_T=new,
                             year=D.year_of(new), square=D.square_of(new)))
        if D.year_of(new) > D.year_of(old):
            for s in D.SITES:
                self.permits[seat][s] = True
            ev.append(Event.make("year_rollover", seat=seat, year=D.year_of(new)))
            marker = min(D.year_of(t) for t in self.time)
            if marker > self.year_marker:
                self.year_marker = marker
                ev.append(Event.make("year_marker", year=marker))

    def _draw_card(self, ev: list[Event]) -> int | None:
        if not self.draw_pile:
            if not self.first_reshuffle_done and self.set_aside:
                pool = self.discard + self.set_aside
                added = len(self.set_aside)
            else:
                pool = self.discard
                added = 0
            self.first_reshuffle_done = True
            if not pool:
                return None
            self.rng.shuffle(pool)
            self.draw_pile = pool
            self.discard = []
            self.set_aside = [] if added else self.set_aside
            ev.append(Event.make("draw_pile_reshuffled", size=len(pool), set_aside_added=added))
        return self.draw_pile.pop()

    def _refill(self, ev: list[Event]) -> None:
        drawn: list[int] = []      # card ids in draw order
        placed: list[list] = []    # per drawn card: ["display", index] or ["exhibition", "a"]
        pushes: list[list] = []    # [card, from slot, to slot or "discard"] in order
        while None in self.display:
            if not self.draw_pile and None not in self.slots:
                pool = self.discard + ([] if self.first_reshuffle_done else self.set_aside)
                if pool and all(D.CARDS[c]["type"] == "exhibition" for c in pool):
                    # only exhibitions are left to draw: each would push another one out into the
                    # discards, to be reshuffled and drawn again, for ever; the gap stays instead
                    break
            cid = self._draw_card(ev)
            if cid is None:
                break
            card = D.CARDS[cid]
            if card["type"] == "exhibition":
                moves = []
                carry = cid
                for i in range(3):
                    prev = self.slots[i]
                    self.slots[i] = carry
                    if prev is None:
                        carry = None
                        break
                    moves.append([prev, SLOT_NAMES[i], SLOT_NAMES[i + 1] if i < 2 else "discard"])
                    carry = prev
                if carry is not None:
                    self.discard.append(carry)
                drawn.append(cid)
                placed.append(["exhibition", "a"])
                pushes.extend(moves)
            else:
                slot = self.display.index(None)
                self.display[slot] = cid
                drawn.append(cid)
                placed.append(["display", slot])
        if drawn:
            ev.append(Event.make("display_refilled", cards=drawn, placed=placed, pushes=pushes,
                                 display=list(self.display),
                                 slots=list(self.slots), draw_pile=len(self.draw_pile)))

    def _dig(self, seat: int, action: Action, ev: list[Event]) -> None:
        site = action["site"]
        weeks = action["weeks"]
        rumors = action["rumors"]
        la = action["lone_assistant"]
        ls = action["lone_shovel"]
        sp = action["special_permission"]
        travel = self._travel(seat, site, action, ev)
        kn = self.knowledge(seat, site, rumors, la)
        bonus = self.shovel_bonus(seat, ls)
        n = tokens_drawn(kn["K"], weeks, bonus)
        bag = self.bags[site]
        n_draw = min(n, len(bag))
        ev.append(Event.make("dig_started", seat=seat, site=site, K=kn["K"], S=kn["S"], G=kn["G"],
                             usable_G=kn["usable_G"], weeks=weeks, wheel=D.WHEEL[kn["K"]][weeks],
                             shovel_bonus=bonus, tokens=n_draw, bag_count=len(bag)))
        debris = []
        for i in range(n_draw):
            tid = bag.pop(self.rng.randrange(len(bag)))
            tok = D.TOKENS[tid]
            if tok["kind"] == "debris":
                debris.append(tid)
            else:
                self.tokens[seat].append(tid)
            ev.append(Event.make("token_drawn", seat=seat, site=site, index=i, token=tid,
                                 token_kind=tok["kind"], value=tok["value"], name=tok["name"],
                                 for_site=tok.get("for_site")))
        if debris:
            bag.extend(debris)
            ev.append(Event.make("debris_returned", seat=seat, site=site, count=len(debris),
                                 bag_count=len(bag)))
        if self.bonus[site] is not None:
            tid = self.bonus[site]
            self.bonus[site] = None
            self.tokens[seat].append(tid)
            ev.append(Event.make("bonus_taken", seat=seat, site=site, token=tid,
                                 value=D.TOKENS[tid]["value"], name=D.TOKENS[tid]["name"]))
        spent = []
        if sp:
            spent.append(next(c for c in self.cards[seat] if D.CARDS[c]["type"] == "special_permission"))
        else:
            self.permits[seat][site] = False
        ev.append(Event.make("permit_used", seat=seat, site=site, special_permission=sp))
        spent.extend(self.rumors_for(seat, site)[:rumors])
        if la:
            spent.append(next(c for c in self.cards[seat] if D.CARDS[c]["type"] == "assistant"))
        if ls:
            spent.append(next(c for c in self.cards[seat] if D.CARDS[c]["type"] == "shovel"))
        for c in spent:
            self.cards[seat].remove(c)
            self.discard.append(c)
        if spent:
            ev.append(Event.make("cards_spent", seat=seat, cards=spent, reason="dig"))
        self._move_time(seat, travel + weeks, ev)

    # ---- copying ------------------------------------------------------------------------------
    _FLAT = ("location", "time", "arrival", "display", "slots", "draw_pile", "set_aside", "discard", "log")
    _NESTED = ("cards", "exhibitions", "tokens")
    _SCALAR = (int, float, str, bool, type(None))

    def clone(self) -> "ThebesState":
        """A deep copy, made by hand (the search copies states thousands of times a second): the
        known containers are copied one level down, anything else falls back to deepcopy."""
        new = object.__new__(type(self))
        d = new.__dict__
        for k, v in self.__dict__.items():
            if k in self._FLAT:
                d[k] = list(v)
            elif k in self._NESTED:
                d[k] = [list(x) for x in v]
            elif k == "permits":
                d[k] = [dict(x) for x in v]
            elif k == "bonus" or k == "options":
                d[k] = dict(v)
            elif k == "bags":
                d[k] = {site: list(bag) for site, bag in v.items()}
            elif k == "rng":
                r = random.Random()
                r.setstate(v.getstate())
                d[k] = r
            elif isinstance(v, self._SCALAR) or k == "opening_events":   # events never change
                d[k] = v
            else:
                d[k] = copy.deepcopy(v)
        return new

    # ---- what a seat may guess about the hidden order -----------------------------------------
    def _first_pile_left(self) -> int:
        """How many cards on top of the draw pile are known to be researcher cards: before the
        first reshuffle the top of the draw pile is the setup's first pile, which holds no
        exhibition (everyone can tell how much of it is left from the public counts)."""
        if self.first_reshuffle_done:
            return 0
        n_res = len(D.RESEARCHER_IDS) - 4
        if D.SETUP[str(self.num_players)]["piles"] == 2:
            first, start = 40, n_res + len(D.SMALL_EXHIBITIONS) + len(D.LARGE_EXHIBITIONS)
        else:
            first, start = 27, 54 + len(D.SMALL_EXHIBITIONS)
        drawn = start - len(self.draw_pile)
        return max(0, first - drawn)

    def resample(self, seat: int, rng: random.Random) -> "ThebesState":
        """A copy with every hidden thing drawn anew from what the table knows. In Thebes that is
        the same for every seat: all cards and tokens lie face up, so the unseen cards are exactly
        those in the draw and set-aside piles and each bag holds its tokens minus those out of it.
        Drawn anew: the bags' order, which unseen researcher cards lie in the draw pile or the
        set-aside pile, the draw pile's order (keeping what the setup makes known: exhibitions
        never in the first pile, large ones set aside with 3-4 players until the first reshuffle),
        and all future chance (the state's random generator)."""
        s = self.clone()
        s.rng = random.Random(rng.getrandbits(64))
        for site in D.SITES:
            bag = sorted(self.bags[site])
            rng.shuffle(bag)
            s.bags[site] = bag
        unseen = sorted(self.draw_pile + self.set_aside)
        res = [c for c in unseen if D.CARDS[c]["type"] != "exhibition"]
        exh = [c for c in unseen if D.CARDS[c]["type"] == "exhibition"]
        rng.shuffle(res)
        n_set = len(self.set_aside)
        if n_set and not self.first_reshuffle_done:
            large = set(D.LARGE_EXHIBITIONS) if D.SETUP[str(self.num_players)]["piles"] == 3 else set()
            set_exh = [c for c in exh if c in large]
            exh = [c for c in exh if c not in large]
            k = max(0, n_set - len(set_exh))
            aside = res[:k] + set_exh
            res = res[k:]
            rng.shuffle(aside)
        else:
            aside = []
        top = self._first_pile_left()
        top = min(top, len(res))
        top_part, res = res[len(res) - top:], res[:len(res) - top]
        bottom = res + exh
        rng.shuffle(bottom)
        s.draw_pile = bottom + top_part   # the top is the END of the list
        s.set_aside = aside
        return s

    # ---- scoring ----------------------------------------------------------------------------
    def score_breakdown(self, books: list[dict[str, int]] | None = None) -> list[dict[str, int]]:
        """Each seat's points by kind; `books` (each seat's books_by_site) may be passed in by a
        caller that has them already."""
        n = self.num_players
        out = []
        if books is None:
            books = [books_by_site(self.cards[s], self.tokens[s]) for s in range(n)]
        books = [list(b.values()) for b in books]
        for s in range(n):
            art = sum(D.TOKENS[t]["value"] for t in self.tokens[s] if D.TOKENS[t]["kind"] == "artifact")
            exh = sum(D.CARDS[c]["vp"] for c in self.exhibitions[s])
            congress = D.CONGRESS_VP[min(self.count_type(s, "congress"), len(D.CONGRESS_VP) - 1)]
            maj = 0
            for i in range(len(D.SITES)):
                mine = books[s][i]
                if mine <= 0:
                    continue
                top = max(books[o][i] for o in range(n))
                if mine == top:
                    tied = sum(1 for o in range(n) if books[o][i] == top)
                    maj += D.SCORING["site_majority"] if tied == 1 else D.SCORING["site_majority_tie"]
            out.append({"artifacts": art, "exhibitions": exh, "congress": congress, "majority": maj})
        return out

    def scores(self) -> list[int]:
        return [sum(b.values()) for b in self.score_breakdown()]

    def view_is_private(self, seat: int | None) -> bool:
        """Never: in Thebes every card, token, permit and marker lies face up for all to see, and
        the dig dialog shows only public counts (the bags' contents follow from what is out of
        them). Only the order of the bags and the draw pile is hidden, from everyone alike, so no
        screen holds a secret from another player and no handoff curtain is needed."""
        return False

    # ---- view ---------------------------------------------------------------------------------
    def view(self, seat: int | None) -> dict:
        """What `seat` may know, as plain data (view.view)."""
        return view(self, seat)
