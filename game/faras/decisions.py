"""The decisions a Faras card adds after the dig, each asked of the seat that decides: the Valuable
Find (a helper, the lifting challenge or the 50% chance, the helper's reward from the dam) and the
Scientific Dispute (whom to question, their declaration, the token they give when wrong).

A part of FarasState (state.py): these methods change the state and append their events to `ev`.
"""
from __future__ import annotations

from game.core import Event
from game.faras import data as D
from game.faras import pairs
from game.i18n import N_


class Decisions:
    def _dispute_candidates(self) -> list[int]:
        others = [s for s in range(self.num_players) if s != self.active]
        best = max(len(self.collections[s]) for s in others)
        if best == 0:
            return []
        return [s for s in others if len(self.collections[s]) == best]

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
            ev.append(Event.make("from_dam", seat=helper, slot=slot, token=t, type=D.TOKEN_TYPE[t]))
        else:
            ev.append(Event.make("from_dam", audience=[], secret=["token", "type"], seat=helper,
                                 slot=slot, token=t, type=D.TOKEN_TYPE[t]))
        self.step = "dig"
        self._resolve_scorpions(ev)

    # ---- scientific dispute ----------------------------------------------------------------------
    def _start_dispute(self, ev):
        cands = self._dispute_candidates()
        if not cands:
            # the reason is English for the table's banner, marked here and translated where shown
            ev.append(Event.make("dispute_skipped", seat=self.active,
                                 reason=N_("Nobody else holds any tokens yet.")))
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
        tokens = list(self.collections[seat])
        held = pairs.types_held(tokens)
        correct = pairs.declaration_right(declared, tokens)
        d["revealed"] = tokens
        ev.append(Event.make("dispute_declared", seat=seat, asker=self.active, types=declared))
        ev.append(Event.make("dispute_revealed", seat=seat, tokens=tokens,
                             types=[D.TOKEN_TYPE[x] for x in tokens], held=held, correct=correct))
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
                             type=D.TOKEN_TYPE[t]))
        self._end_turn(ev)
