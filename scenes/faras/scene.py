"""The Faras scene: lay out the finds over the cathedral, memorise them, then dig in pairs while the
dam rises stone by stone.

Everything drawn comes from the match: the viewer's view, `match.reason` and the pure board
arithmetic of game/faras/board.py fed with what the view shows. While a move is shown, the dam and
the collections are the view's counts adjusted by `self.held` (scenes/table/shown.py: a token
still flying to a pile is held back until it lands); the board is the scene's own picture of it,
`self.cells` (cell -> shown token, face, position, secret peek), re-synced from the view whenever
nothing animates: after a move the view no longer has a token that is still to be drawn (a pair
lifted off the board, with its expert position), and a token's face changes in the middle of its
flip. anim.py turns each batch of events into one Timeline whose callbacks move that picture from
before the move to after it (so a skipped animation lands exactly on the view); table.py paints it.
"""
from __future__ import annotations

import math
import time

import pygame

from game.core import Action, IllegalAction
from game.faras import board as B
from game.faras import data as D
from game.i18n import N_, _
from scenes.faras.panels import DECISION_STEPS, LiftChallenge, decision_box, decision_items, reveal_layout
from scenes.faras.pieces import SandPuffs
from scenes.faras import anim
from scenes.faras import layout
from scenes.faras import status
from scenes.faras import table
from scenes.table.game_scene import GameScene
from scenes.table.network import is_networked
from scenes.table.regions import Region
from scenes.table.show import play
from ui.widgets import Button

# how long one frame may wait for the computers to place their remaining finds (seconds)
PLACE_BUDGET_S = 0.002


class FarasScene(GameScene):
    MOVING = anim.Moving
    # what drawing may change besides GameScene's: the background with the board art and the dam's
    # part of it, the tooltips each still part laid out, and where the seat panels put their texts
    # and the thinking badge's room (tooltips, tips and the layout tests read them)
    DRAW_CACHES = GameScene.DRAW_CACHES | {"_backdrop_key", "_backdrop_surf", "board_layer", "board_shadow",
                                           "_dam_backdrop", "_dam_backdrop_key", "_dam_backdrop_of", "_part_tips",
                                           "_still_names", "_frame_view", "_frame_items", "seat_texts",
                                           "thinking_spots"}
    REVEAL_SECONDS = 12.0   # a shown collection closes by itself after this long (or on a click / Esc)

    def __init__(self, app, match, seats=None):
        super().__init__(app, match, seats)
        self.cells: dict | None = None      # the board as shown (see the module's docstring)
        self.peeks: dict[int, int] = {}
        self.puffs = SandPuffs()
        self.water = None
        self.memo_left: float | None = None
        self.challenge: LiftChallenge | None = None
        self.challenge_key = None
        self.declare_choice: set[str] = set()
        self.declare_key = None
        self.board_layer = None
        self._part_tips: dict = {}          # the tooltips each part of the still picture laid out
        self.reveal: dict | None = None   # the Scientific Dispute's shown collection, until closed
        self.recaps: dict[int, list[str]] = {}   # a computer's last turn in a few words, on its panel
        self._last_sound = 0.0
        self.ready_button = Button(N_("Ready: turn them over"), self._ready, style="primary")
        # memorising: with several humans at the table each one has a Ready of their own
        self.memo_ready: set[int] = set()
        self.ready_buttons = {s: Button(lambda s=s: self._ready_label(s), lambda s=s: self._ready(s), style="primary")
                              for s in self.humans()} if len(self.humans()) > 1 else {}
        self.random_button = Button(N_("Place the rest of mine at random"), self._place_random, style="secondary")
        self.sync()

    # ---- small helpers -------------------------------------------------------------------------------
    @staticmethod
    def action(kind, **params) -> Action:
        return Action.make(kind, **params)

    def sound(self, name):
        now = time.monotonic()
        if now - self._last_sound > 0.06:
            self._last_sound = now
            self.app.audio.play(name)

    def sync(self):
        """The picture straight from the view (used whenever nothing is moving): nothing held back."""
        v = self.view()
        cells = {}
        for c, e in enumerate(v["board"]):
            if e is None:
                continue
            cells[c] = {"token": e.get("token") if e["face_up"] else None, "up": e["face_up"],
                        "pos": (e.get("x"), e.get("y")), "peek": False}
        if v["step"] == "peek" and self.viewer == v["active"]:
            for c, t in self.peeks.items():
                if c in cells:
                    cells[c].update(token=t, up=True, peek=True)
        else:
            self.peeks = {}
        self.cells = cells
        if not self.held.empty:
            self.held.clear()
        self.moving.clear()
        if self.water is None:
            self.water = v["dam"]["count"] / D.DAM_SLOTS

    def shown_dam(self, v) -> int:
        """The stones the dam shows: the view's, less those still flying to it, plus those not yet taken off."""
        return v["dam"]["count"] + self.held.count("dam", 0)

    def shown_collection(self, v, seat) -> int:
        return v["collections"][seat]["count"] + self.held.count("coll", seat)

    # ---- layout ------------------------------------------------------------------------------------------
    def layout(self, size):
        super().layout(size)
        layout.arrange(self, size)

    # geometry of pieces
    def cell_rect(self, cell: int, pos=None) -> pygame.Rect:
        if self.expert:
            if pos is None or pos[0] is None:
                cx, cy = B.cell_xy(cell)
            else:
                cx, cy = pos
            return pygame.Rect(int(self.inner.x + cx * self.unit), int(self.inner.y + cy * self.unit),
                               self.expert_size, self.expert_size)
        return self.cell_rects[cell]

    @property
    def expert(self) -> bool:
        return self.match.options.get("variant") == "expert"

    def disp_cell_rect(self, cell):
        """Where the board shows `cell` now (its shown position on the expert side)."""
        e = self.cells.get(cell) if self.cells else None
        return self.cell_rect(cell, e["pos"] if e else None)

    def coll_anchor(self, seat) -> pygame.Rect:
        r = self.player_rects[seat]
        s = int(r.h * 0.42)
        return pygame.Rect(r.x + int(r.h * 0.3), r.bottom - s - r.h // 10, s, s)

    def tray_layout(self, tokens):
        return layout.tray_layout(self, tokens)

    # ---- status ----------------------------------------------------------------------------------------
    def status(self) -> str:
        return status.status_line(self, self.shown_view(None))   # what the picture shows

    def status_seat(self):
        """While everyone memorises at once, the bar speaks to all: no one seat's colour beside it."""
        return None if self.view().get("phase") == "memorise" else super().status_seat()

    # ---- acting ----------------------------------------------------------------------------------------
    def try_action(self, action):
        if self.animator.busy:
            self.animator.skip_all()
        self.sync()
        return super().try_action(action)

    def _bot_step(self):
        if self.view(None)["phase"] == "memorise":
            return   # the scene's timer ends the memorising, never a bot
        if self.reveal is not None:
            return   # the table is looking at a disputed collection: the computers wait
        self.sync()
        if self._auto_placing():
            self._place_the_rest_now()
            return
        super()._bot_step()

    def _auto_placing(self) -> bool:
        """Setup with no human holding a find any more: nobody has a choice left to make."""
        v = self.view(None)
        return v["phase"] == "setup" and not any(v["unplaced"][h] for h in self.humans())

    def _place_the_rest_now(self):
        """The computers place their remaining finds at once: no thinking pause and no flight per
        token (the finds simply appear, a few per frame), still through the guarded bot runner, so
        a failing or slow computer is replaced by a legal move and never freezes the window."""
        ff = self.fast_forward
        self.fast_forward = True           # the runner's pause is skipped (see GameScene._bot_step)
        # at most a few milliseconds of the frame: waiting longer for a choice made the frame stutter
        # (a choice not ready yet is picked up by the next frame)
        deadline = time.perf_counter() + PLACE_BUDGET_S
        try:
            for _unused in range(6):
                super()._bot_step()        # starts the computer's choice ...
                if self.bot_turn is not None:
                    self.bot_turn.wait(max(0.0, deadline - time.perf_counter()))
                super()._bot_step()        # ... and applies it once it is there
                if not self._auto_placing() or self.bot_turn is not None or time.perf_counter() > deadline:
                    break
                self.sync()
        finally:
            self.fast_forward = ff

    def still_memorising(self) -> list[int]:
        """The humans who have not yet said they are ready (in seat order)."""
        return [x for x in self.humans() if x not in self.memo_ready]

    def _ready(self, seat=None):
        if self.view(None)["phase"] != "memorise":
            return
        if seat is None or not self.ready_buttons:
            self._end_memorise()
            return
        if seat in self.memo_ready:
            self.app.toast(_("{player} is already ready: waiting for the others.").format(player=self.name(seat)))
            return
        self.memo_ready.add(seat)
        # pressed: it says so, and why it cannot be pressed again (read in the language of the moment)
        self.ready_buttons[seat].refusal = lambda: _("{player} is already ready.").format(player=self.name(seat))
        self.sound("click")
        if not self.still_memorising():
            self._end_memorise()

    def _ready_label(self, seat) -> str:
        """A player's own Ready while memorising (and once pressed, that it waits for the others)."""
        if seat in self.memo_ready:
            return _("{player}: ready - waiting").format(player=self.name(seat))
        return _("{player}: ready").format(player=self.name(seat))

    def _place_random(self):
        self.try_action(self.action("place_rest_random"))

    def _end_memorise(self):
        if self.view(None)["phase"] != "memorise":
            return
        self.memo_left = None
        if is_networked(self.match):
            # every screen memorises at once: the host ends it when the people at all of them are
            # ready (or the time is up); this screen's people are
            for seat in self.humans():
                self.match.ready(seat)
            return
        if self.is_human(self.match.current_player):
            self.try_action(self.action("end_memorise"))
            return
        # a computer starts the game: the scene still decides when the memorising ends
        self.animator.skip_all()
        self.sync()
        try:
            events = self.match.apply(self.action("end_memorise"))
        except IllegalAction as exc:
            self.app.toast(exc.reason)
            return
        self._after_apply(events)

    def seat_rect(self, seat):
        rects = getattr(self, "player_rects", [])
        return rects[seat] if 0 <= seat < len(rects) else None

    def thinking_spot(self, seat):
        """Where the thinking badge goes on a computer's panel: the band under its name, right of its
        recap, clear of its cards (table.draw_players keeps it free)."""
        return getattr(self, "thinking_spots", {}).get(seat)

    def update_table(self, dt):
        super().update_table(dt)
        self.puffs.update(dt)
        if self.cells is not None:
            self._ease_water(dt)
        if self.app.scenes.top is not self or self.animator.busy:
            return
        if self.reveal is not None:
            self.reveal["age"] += dt
            if self.reveal["age"] > self.REVEAL_SECONDS:
                self.close_topmost()
        self.sync()
        v = self.view(None)
        if v["phase"] == "memorise":
            self._tick_memorise(v, dt)
            return
        if v["phase"] == "play" and v["step"] == "challenge" and v["options"]["valuable_find"] == "challenge" \
                and self.is_human(v["active"]):
            self._tick_challenge(v, dt)
        else:
            self.challenge = None
        if v["phase"] == "play" and v["step"] == "declare":
            key = self.match.moves
            if self.declare_key != key:
                self.declare_key = key
                self.declare_choice = set()

    def _ease_water(self, dt):
        """The dam's water level follows the stones laid, smoothly."""
        target = self.shown_dam(self.view()) / D.DAM_SLOTS
        if self.water is None:
            self.water = target
        self.water += (target - self.water) * min(1.0, dt * 3)
        if abs(target - self.water) < 0.002:
            self.water = target

    def _tick_memorise(self, v, dt):
        """The memorising countdown (a short one when only computers play); at zero the finds turn down."""
        if self.memo_left is None:
            secs = v["options"]["memorise_seconds"]
            if not self.humans():
                secs = 0 if self.fast_forward else 2
            self.memo_left = math.inf if secs == "ready" else float(secs)
        self.memo_left -= dt
        if self.memo_left <= 0:
            self._end_memorise()

    def _tick_challenge(self, v, dt):
        """The lifting challenge of this move (a new one per move), and its result once it is over."""
        key = self.match.moves
        if self.challenge_key != key:
            helper = v["valuable_find"]["helper"]
            players = [v["active"]] + ([helper] if self.is_human(helper) else [])
            self.challenge = LiftChallenge(players, self.match.seed * 31 + key)
            self.challenge_key = key
        self.challenge.update(dt)
        if self.challenge.finished:
            ok = bool(self.challenge.result)
            self.challenge = None
            self.try_action(self.action("challenge", success=ok))

    def table_animating(self):
        v = self.view()
        return (v["phase"] == "memorise" or self.reveal is not None or self.challenge is not None or self.puffs.active
                or bool(self.moving.flyers) or (self.cells is not None and self.water is not None
                                         and abs(self.water - self.shown_dam(v) / D.DAM_SLOTS) > 0.002))

    # ---- input: where a click goes (GameScene.handle_table) -------------------------------------------------
    def handle_keys_and_motion(self, event):
        if self.challenge is not None and self.human_to_act and self._challenge_press(event):
            return
        phase = self.view(None)["phase"]
        if phase == "setup" and self.human_to_act:
            self.random_button.handle(event, self.app)
        if phase == "memorise":
            for b in list(self.ready_buttons.values()) or [self.ready_button]:
                b.handle(event, self.app)

    def _challenge_press(self, event) -> bool:
        """The lifting challenge counts the moment the button goes down (or Space), not the release."""
        pressed = (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1) or \
            (event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE)
        if not pressed:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN:
            if not any(it.kind == "lift" and it.rect.collidepoint(event.pos) for it in decision_items(self, self.view())):
                return False
        self.challenge.lift()
        self.sound("click")
        return True

    def click_regions(self) -> list[Region]:
        """Topmost first: the lifting challenge's button (it counted the press), Place at random, the
        Ready buttons, then what the table offers in this phase and step."""
        out = []
        public = self.view(None)
        if self.challenge is not None and self.human_to_act:
            out += [Region(it.rect, lambda e: None) for it in decision_items(self, self.view()) if it.kind == "lift"]
        if public["phase"] == "setup" and self.human_to_act:
            out.append(self._button(self.random_button))
        if public["phase"] == "memorise":
            out += [self._button(b) for b in list(self.ready_buttons.values()) or [self.ready_button]]
        return out + self._table_regions()

    def _button(self, b) -> Region:
        return Region(b.rect, lambda e: b.handle(e, self.app))

    def _say(self, words: str):
        """A click that only tells the player something (it is no move)."""
        return lambda e: self.app.toast(words)

    def _table_regions(self) -> list[Region]:
        if self.reveal is not None:      # the shown collection: its Close, itself, and a click beside it
            box, _unused, close = reveal_layout(self, self.reveal)
            return [Region(close, lambda e: self.close_topmost()), Region(box, lambda e: None),
                    Region(None, lambda e: self.close_topmost())]
        if self.match.is_over:
            return []
        v = self.view()
        seat = self.match.current_player
        if v["phase"] == "memorise":     # everyone's phase, whoever's turn the rules name: nobody waits on a seat
            return [Region(self.board_rect, self._say(_("Memorise now: the finds turn face down when the time is "
                                                        "up.")))]
        if not self.human_to_act:
            wait = self._say(_("Please wait: {player} (computer) is playing.").format(player=self.name(seat))
                             if self.is_computer(seat) else
                             _("Please wait: it is {player}'s turn.").format(player=self.name(seat)))
            return [Region(r, wait) for r in [self.board_rect, self.dam_rect, *self.hand_rects, *self.player_rects]]
        if v["phase"] == "setup":
            tray = self.tray_layout(v["unplaced"][seat])
            return [Region(r, lambda e, t=t: self._choose_token(t)) for t, r in tray.items()] + \
                [Region(self.board_rect, (lambda e: self._place_free(e.pos)) if self.expert else self._place_on_cell)]
        step = v["step"]
        if step in DECISION_STEPS:
            if not table._decision_shown(self, v):
                # the choice's panel is still on its way (the move before it is being shown): a click
                # brings it at once rather than being refused
                return [Region(None, lambda e: self._bring_panel())]
            return [Region(it.rect, lambda e, it=it: self.use_item(it)) for it in decision_items(self, v)] + \
                [Region(None, self._say(_(D.STEP_PROMPTS[step]) if step in D.STEP_PROMPTS
                                        else _("Make your choice in the panel.")))]
        out = [Region(self.dam_rect, self._say(_("The dam only receives tokens: nobody digs there.")))]
        out += [Region(r, self._say(_("Those are {player}'s cards: only they may look at them.").format(
                    player=self.name(s))))
                for s, r in enumerate(self.player_rects) if s != self.viewer]
        if step == "card":
            hand = v["hand"] or []
            out += [Region(r, lambda e, c=hand[i]["card"]: self.try_action(self.action("play_card", card=c)))
                    for i, r in enumerate(self.hand_rects) if i < len(hand)]
            return out + [Region(self.board_rect, self._say(_("First choose a card to play (on the right).")))]
        out += [Region(r, self._say(_("You have already played a card this turn."))) for r in self.hand_rects]
        if step in ("dig", "peek"):
            out.append(Region(self.board_rect, lambda e: self._dig_or_peek(step, e.pos)))
        return out

    def _bring_panel(self) -> None:
        if self.animator.busy:
            self.animator.skip_all()
            self.app.dirty = True

    def _choose_token(self, token) -> None:
        self.try_action(self.action("choose_token", token=token))
        self.sound("click")

    def _place_on_cell(self, event) -> None:
        cell = self.cell_at(event.pos, empty=True)
        if cell is None:
            self.app.toast(_("Click a free place on the board."))
            return
        self.try_action(self.action("place", cell=cell))

    def _dig_or_peek(self, step, pos) -> None:
        cell = self.cell_at(pos)
        if cell is None:
            self.app.toast(_("There is no token there."))
            return
        self.try_action(self.action("reveal" if step == "dig" else "peek", cell=cell))

    def use_item(self, it):
        if it.kind == "note":
            return
        if not it.enabled:
            self.app.toast(it.reason or _("Not yet."))
            return
        if it.kind == "action":
            self.try_action(it.value)
        elif it.kind == "toggle":
            self.declare_choice ^= {it.value}
            self.sound("click")
        elif it.kind == "all":
            self.try_action(self.action("declare", types="all"))
        elif it.kind == "confirm":
            types = [t for t in D.TYPES if t in self.declare_choice]
            self.try_action(self.action("declare", types=types))
        elif it.kind == "lift":
            pass   # the challenge counts the press (see _challenge_press), never the release

    def free_xy(self, pos):
        """Expert setup: the board position (units) of a token centred under the mouse, kept on the board."""
        lim = B.LIMIT
        x = round((pos[0] - self.inner.x) / self.unit - D.EXPERT_UNIT_TOKEN / 2)
        y = round((pos[1] - self.inner.y) / self.unit - D.EXPERT_UNIT_TOKEN / 2)
        return min(lim, max(0, x)), min(lim, max(0, y))

    def free_placement(self, pos):
        """The place_at action a click at `pos` makes, and the reason when there is none: where the
        token itself cannot go, the nearest offered position close by (a small snap) is taken instead."""
        x, y = self.free_xy(pos)
        a = self.action("place_at", x=x, y=y)
        why = self.match.reason(a)
        if why is None:
            return a, None
        offered = [(o["x"], o["y"]) for o in self.match.legal_actions() if o.kind == "place_at"]
        near = [p for p in offered if abs(p[0] - x) <= 6 and abs(p[1] - y) <= 6]
        if near:
            px_, py_ = min(near, key=lambda p: (abs(p[0] - x) + abs(p[1] - y), p))
            return self.action("place_at", x=px_, y=py_), None
        return None, why

    def _place_free(self, pos):
        a, why = self.free_placement(pos)
        if a is None:
            self.app.toast(why)
            return
        self.try_action(a)
        self.sound("place")

    def cell_at(self, pos, empty=False):
        """The cell under the mouse: an occupied one, or (empty=True) a free place."""
        cells = self.cells or {}
        if empty:
            if self.expert:
                return None   # no places: tokens go anywhere free (see free_placement)
            else:
                c = next((i for i, r in enumerate(self.cell_rects) if r.inflate(self.pitch * 0.16, self.pitch * 0.16)
                          .collidepoint(pos)), None)
            if c is None or self.view()["board"][c] is not None:
                return None
            return c
        for c in sorted(cells, reverse=True):
            if self.disp_cell_rect(c).collidepoint(pos):
                return c
        return None

    def on_state_replaced(self) -> None:
        """After an undo: the display model, peeks and a shown collection follow the rebuilt state."""
        self.reveal = None
        self.peeks = {}
        self.challenge = None
        self.sync()

    # ---- hooks for the table (Esc, tips) -------------------------------------------------------------------
    def close_topmost(self) -> bool:
        """Esc: close the shown disputed collection (the only panel a player may close; the decision
        panels are moves the game waits for). False when nothing of Faras' is open."""
        if self.reveal is not None:
            self.reveal = None
            self.app.dirty = True
            return True
        return False

    def essential_rects(self) -> list:
        """The players' panels, the dam, the card played (once play begins), the turn summary, the
        side panel's words and an open decision panel (its title says who decides what): a tip, or
        a tutorial's note, keeps off them."""
        rects = list(getattr(self, "player_rects", []))
        v = self.view()
        for name in ("dam_rect", "played_rect", "lower_rect"):
            r = getattr(self, name, None)
            if r is not None and (name != "played_rect" or v.get("phase") == "play"):
                rects.append(r)     # the played card's place is empty before play begins
        how = table.how_to_rect(self, v) if getattr(self, "played_rect", None) is not None else None
        if how is not None:
            rects.append(how)
        if v.get("phase") == "play" and v.get("step") in DECISION_STEPS and getattr(self, "board_rect", None):
            rects.append(decision_box(self))
        return [pygame.Rect(r) for r in rects]

    def interactive_rects(self) -> list[pygame.Rect]:
        """Everything a player can click (or must see to play) right now, for the tip layer."""
        v = self.view()
        out = [pygame.Rect(self.dam_rect)] if v["phase"] == "play" else []
        if self.match.is_over:
            return out
        if self.reveal is not None:
            box, items, close = reveal_layout(self, self.reveal)
            return out + [pygame.Rect(box), pygame.Rect(close)]
        if v["phase"] == "memorise":
            buttons = list(self.ready_buttons.values()) or [self.ready_button]
            return out + [pygame.Rect(b.rect) for b in buttons if b.enabled]
        if not self.human_to_act:
            return out
        return out + self._rects_to_act(v)

    def _rects_to_act(self, v) -> list[pygame.Rect]:
        """What the human to act can click in this phase and step."""
        if v["phase"] == "setup":
            tray = self.tray_layout(v["unplaced"][v["placer"]])
            return [pygame.Rect(self.board_rect), pygame.Rect(self.random_button.rect)] + \
                [pygame.Rect(r) for r in tray.values()]
        step = v["step"]
        if step in DECISION_STEPS:
            return [pygame.Rect(it.rect) for it in decision_items(self, v) if it.kind != "note"]
        if step == "card":
            n = len(v["hand"] or ())
            return [pygame.Rect(r) for r in self.hand_rects[:n]]
        if step in ("dig", "peek"):
            down = [c for c, e in enumerate(v["board"]) if e is not None and not e["face_up"]]
            return [pygame.Rect(self.disp_cell_rect(c)) for c in down]
        return []

    # ---- animation ----------------------------------------------------------------------------------------
    def recap_text(self, seat) -> str:
        return "; ".join(self.recaps.get(seat) or [])

    def animate(self, events):
        v = self.view(None)
        self._animate(events, v)

    def _animate(self, events, v):
        for e in events:
            if e.kind == "dispute_revealed":
                said = next((x for x in events if x.kind == "dispute_declared"), None)
                self.reveal = {"seat": e.get("seat"), "tokens": list(e.get("tokens") or ()),
                               "correct": bool(e.get("correct")), "declared": said.get("types") if said else None,
                               "asker": said.get("asker") if said else v["active"], "age": 0.0}
        if self._auto_placing() or (v["phase"] == "memorise" and events
                                     and all(e.kind in ("placed", "token_chosen", "memorise_started") for e in events)
                                     and not self.is_human(self.match.last_mover())):
            self.sync()   # computers placing the rest at once: the finds just appear
            return
        if self.cells is None:
            self.sync()
            return
        play(self, events, anim.ANIMATIONS, anim.Moving.begin(self, events))

    # ---- drawing --------------------------------------------------------------------------------------------
    def draw_table(self, surface, area):
        # the still picture (the background and everything on the table that is not moving) is kept
        # part by part (GameScene.draw_still); then only what moves is painted over it
        v = self.view()
        self.draw_still(surface, *table.still_picture(self, v))
        table.draw_moving(self, surface, v)


SCENE = FarasScene
