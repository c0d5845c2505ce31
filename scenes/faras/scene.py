"""The Faras scene: lay out the finds over the cathedral, memorise them, then dig in pairs while the
dam rises stone by stone.

Drawing reads a small display model (`self.disp`: board cells, dam count, collection counts) that is
re-synced from the viewer's view whenever nothing animates; `animate` turns each batch of events
into one Timeline whose callbacks move the display model from the pre-event picture to the
post-event one (so a skipped animation lands exactly on the view).
"""
from __future__ import annotations

import math
import time

import pygame

from game.core import Action, IllegalAction
from game.faras import data as D
from game.logtext import join_words
from scenes.faras.panels import LiftChallenge, decision_items, reveal_layout
from scenes.faras.pieces import SandPuffs, cell_jitter, set_min_badge
from scenes.faras import anim as faras_anim
from scenes.faras import table as faras_draw
from scenes.table.game_scene import GameScene
from ui.anim import Tween
from ui.widgets import Button

DECISION_STEPS = ("penalty", "helper", "challenge", "dam_take", "ask", "declare", "give")


class FarasScene(GameScene):
    REVEAL_SECONDS = 12.0   # a shown collection closes by itself after this long (or on a click / Esc)

    def __init__(self, app, match, seats=None):
        super().__init__(app, match, seats)
        self.disp: dict | None = None
        self.flyers: list[dict] = []
        self.flips: dict[int, dict] = {}
        self.shakes: dict[int, Tween] = {}
        self.glows: dict[int, Tween] = {}
        self.peeks: dict[int, int] = {}
        self.banner: tuple[str, Tween, str] | None = None
        self.stone_drop: tuple[int, Tween] | None = None
        self.card_pop: Tween | None = None
        self.puffs = SandPuffs()
        self.water = None
        self.memo_left: float | None = None
        self.challenge: LiftChallenge | None = None
        self.challenge_key = None
        self.declare_choice: set[str] = set()
        self.declare_key = None
        self.board_layer = None
        self.reveal: dict | None = None   # the Scientific Dispute's shown collection, until closed
        self.recaps: dict[int, list[str]] = {}   # a computer's last turn in a few words, on its panel
        self._last_sound = 0.0
        self.ready_button = Button("Ready: turn them over", self._ready, style="primary")
        # memorising: with several humans at the table each one has a Ready of their own
        self.memo_ready: set[int] = set()
        self.ready_buttons = {s: Button(f"{self.name(s)}: ready", lambda s=s: self._ready(s), style="primary")
                              for s in self.humans()} if len(self.humans()) > 1 else {}
        self.random_button = Button("Place the rest of mine at random", self._place_random, style="secondary")
        self.sync()

    # ---- small helpers -------------------------------------------------------------------------------
    @staticmethod
    def action(kind, **params) -> Action:
        return Action.make(kind, **params)

    def view(self):
        return self.state.view(self.viewer)

    def sound(self, name):
        now = time.monotonic()
        if now - self._last_sound > 0.06:
            self._last_sound = now
            self.app.audio.play(name)

    def sync(self):
        """The display model straight from the view (used whenever nothing is moving)."""
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
        self.disp = {"cells": cells, "dam": v["dam"]["count"], "colls": [c["count"] for c in v["collections"]]}
        self.flyers.clear()
        self.flips.clear()
        self.shakes.clear()
        self.glows.clear()
        self.banner = None
        self.stone_drop = None
        if self.water is None:
            self.water = self.disp["dam"] / D.DAM_SLOTS

    # ---- layout ------------------------------------------------------------------------------------------
    def layout(self, size):
        """Two arrangements: wide windows put the players left, the board in the middle and the dam and
        cards right; squarer ones (e.g. 1000x1000) put the dam and cards in a strip under the board,
        so that no column gets too narrow for its texts. Both hold from 4:3 to 21:9, down to 1024x600."""
        super().layout(size)
        w, h = size
        T = self.table_rect
        m = self.u(0.015)
        self.min_px = round(h / 60)   # the least text size that reads from two metres
        set_min_badge(int(self.min_px * 1.6))    # a type badge well over h/60, its symbol readable
        px = self.px = max(13, self.min_px, self.u(0.022))
        l_min, r_min = 14 * px, 17 * px
        s_wide = min(T.h - 2 * m, int(w * 0.52), w - l_min - r_min - 4 * m)
        s_tall = min(w - l_min - 3 * m, int((T.h - 2 * m) * 0.62))
        self.stacked = s_tall > s_wide * 1.15
        if not self.stacked:
            S = s_wide
            avail = w - S - 4 * m
            L = max(l_min, int(avail * 0.45))
            R = avail - L
            self.left_rect = pygame.Rect(m, T.y + m, L, T.h - 2 * m)
            self.board_rect = pygame.Rect(self.left_rect.right + m, T.y + m + (T.h - 2 * m - S) // 2, S, S)
            self.right_rect = pygame.Rect(self.board_rect.right + m, T.y + m, R, T.h - 2 * m)
            R_ = self.right_rect
            dam_area = pygame.Rect(R_.x, R_.y, R_.w, int(px * 1.6) + int(R_.h * 0.33))
            lower = pygame.Rect(R_.x, dam_area.bottom + int(px * 1.2), R_.w, R_.bottom - dam_area.bottom - int(px * 1.2))
        else:
            S = s_tall
            L = w - S - 3 * m
            self.left_rect = pygame.Rect(m, T.y + m, L, T.h - 2 * m)
            self.board_rect = pygame.Rect(self.left_rect.right + m, T.y + m, S, S)
            strip = pygame.Rect(self.board_rect.x, self.board_rect.bottom + m, w - self.board_rect.x - m,
                                T.bottom - self.board_rect.bottom - 2 * m)
            self.right_rect = strip
            dw = int(strip.w * 0.4)
            dam_area = pygame.Rect(strip.x, strip.y, dw, strip.h)
            lower = pygame.Rect(strip.x + dw + m, strip.y, strip.w - dw - m, strip.h)
        pad = int(S * 0.055)
        self.inner = self.board_rect.inflate(-2 * pad, -2 * pad)
        pitch = self.inner.w / D.BOARD_COLS
        self.pitch = pitch
        tsize = int(pitch * 0.84)
        self.token_size = tsize
        self.cell_rects = []
        for c in range(D.NUM_CELLS):
            r, col = divmod(c, D.BOARD_COLS)
            jx, jy = cell_jitter(c, pitch)
            rect = pygame.Rect(0, 0, tsize, tsize)
            rect.center = (int(self.inner.x + (col + 0.5) * pitch) + jx, int(self.inner.y + (r + 0.5) * pitch) + jy)
            self.cell_rects.append(rect)
        self.unit = self.inner.w / D.EXPERT_BOARD
        self.expert_size = int(self.unit * D.EXPERT_UNIT_TOKEN)
        self.dam_label_y = dam_area.y
        self.dam_rect = pygame.Rect(dam_area.x, dam_area.y + int(px * 1.6), dam_area.w, dam_area.h - int(px * 1.6))
        self.lower_rect = lower
        room = lower.h - int(px * 1.8) - int(px * 1.6) - 2 * (px // 2)
        ch = max(px * 2, min(room // 3, self.u(0.13)))
        self.card_h = ch
        self.hand_rects = [pygame.Rect(lower.x, lower.y + int(px * 1.8) + i * (ch + px // 2), lower.w, ch)
                           for i in range(D.HAND_SIZE)]
        self.ready_button.rect = pygame.Rect(lower.x + lower.w // 8, lower.bottom - int(px * 3.2), lower.w * 3 // 4,
                                             int(px * 2.6))
        nb = len(self.ready_buttons)
        if nb:
            bh = max(int(px * 1.9), min(int(px * 2.6), int(lower.h * 0.4 / nb)))
            for i, s in enumerate(self.ready_buttons):
                self.ready_buttons[s].rect = pygame.Rect(lower.x + lower.w // 10, lower.bottom - int(px * 0.6)
                                                         - (nb - i) * (bh + px // 3), lower.w * 4 // 5, bh)
        self.random_button.rect = pygame.Rect(lower.x, lower.bottom - int(px * 2.4), lower.w, int(px * 2.4))
        n = self.state.num_players
        Lr = self.left_rect
        ph = min(self.u(0.15), int(Lr.h * 0.64 / n))
        self.player_rects = [pygame.Rect(Lr.x, Lr.y + i * (ph + px // 2), Lr.w, ph) for i in range(n)]
        top = self.player_rects[-1].bottom + px
        self.played_rect = pygame.Rect(Lr.x, top + int(px * 2.0), Lr.w,
                                       max(px * 2, min(int(self.u(0.15)), Lr.bottom - top - int(px * 4.5))))
        self.info_y = self.played_rect.bottom + px // 2
        self.board_layer = None

    # geometry of pieces
    def cell_rect(self, cell: int, pos=None) -> pygame.Rect:
        if self.state.variant == "expert":
            if pos is None or pos[0] is None:
                cx, cy = self.state._cell_xy(cell)
            else:
                cx, cy = pos
            return pygame.Rect(int(self.inner.x + cx * self.unit), int(self.inner.y + cy * self.unit),
                               self.expert_size, self.expert_size)
        return self.cell_rects[cell]

    def disp_cell_rect(self, cell):
        e = self.disp["cells"].get(cell) if self.disp else None
        return self.cell_rect(cell, e["pos"] if e else None)

    def coll_anchor(self, seat) -> pygame.Rect:
        r = self.player_rects[seat]
        s = int(r.h * 0.42)
        return pygame.Rect(r.x + int(r.h * 0.3), r.bottom - s - r.h // 10, s, s)

    def hand_anchor(self, seat) -> pygame.Rect:
        r = self.player_rects[seat]
        return pygame.Rect(r.right - r.h, r.y + r.h // 4, r.h // 2, r.h // 2)

    def tray_layout(self, tokens):
        area = pygame.Rect(self.lower_rect.x, self.lower_rect.y + int(self.px * 2.0), self.lower_rect.w,
                           self.random_button.rect.y - self.lower_rect.y - int(self.px * 2.6))
        n = max(1, len(tokens))
        cols = 4
        while True:
            rows = math.ceil(n / cols)
            size = min(area.w // cols, area.h // rows)
            if rows * size <= area.h and (size * 0.9 <= self.token_size or cols >= 10):
                break
            cols += 1
        size = int(min(size, self.token_size / 0.86))
        gap = max(3, size // 10)
        out = {}
        for i, t in enumerate(tokens):
            r, c = divmod(i, cols)
            out[t] = pygame.Rect(area.x + c * size + gap // 2, area.y + r * size + gap // 2, size - gap, size - gap)
        return out

    # ---- status ----------------------------------------------------------------------------------------
    def status(self) -> str:
        v = self.state.view(None)
        seat = self.state.current_player
        if seat is None:
            ws = self.state.winners()
            names = join_words([self.name(s) for s in ws])
            why = "the dam is complete" if v["end_reason"] == "dam" else "the excavations are finished"
            return f"Game over ({why}): {names} {'win' if len(ws) > 1 else 'wins'}!"
        who = self.name(seat)
        bot = not self.is_human(seat)
        if v["phase"] == "setup":
            if bot:
                return f"{who} (computer) is placing a find..."
            if v["selected_token"] is not None:
                return f"{who}: click a free place on the board for the {D.TOKEN_NAME[v['selected_token']]}"
            return f"{who}: pick one of your finds (right), then a free place on the board"
        if v["phase"] == "memorise":
            timed = self.memo_left is not None and self.memo_left != math.inf
            secs = max(0, math.ceil(self.memo_left)) if timed else 0
            waiting = self.still_memorising()
            if self.ready_buttons and waiting:
                names = join_words([self.name(x) for x in waiting])
                when = f" (face down in {secs} s)" if timed else ""
                return f"Still memorising: {names}{when}. Each player clicks their own Ready"
            if timed:
                return f"Everyone: memorise the finds! They turn face down in {secs} s"
            return "Everyone: memorise the finds, then click Ready"
        step = v["step"]
        a = self.name(v["active"])
        if bot:
            doing = {"card": "choosing a card", "dig": "digging", "peek": "studying in the library",
                     "penalty": "choosing a token for the dam", "helper": "choosing a helper",
                     "challenge": "lifting the valuable find", "dam_take": "taking a token from the dam",
                     "ask": "choosing whom to question", "declare": "declaring types", "give": "choosing a token to give"}
            return f"{who} (computer) is {doing.get(step, 'thinking')}..."
        if step == "card":
            return f"{who}: choose an archaeologist card to play (right)"
        if step == "dig":
            d = v["dig"] or {}
            done = d.get("size", 2) - d.get("left_in_dig", 0)
            extra = " (Professor: dig 1 of 2)" if d.get("digs_left") == 2 else \
                " (Professor: dig 2 of 2)" if self._card_kind(v) == "professor" else ""
            return f"{who}: click a face-down token to dig it up ({done + 1} of {d.get('size', 2)}){extra}"
        if step == "peek":
            return f"{who}: click a face-down token to look at it in secret ({v['peeks_left']} left)"
        if step == "penalty":
            return f"{who}: the scorpion stings! Choose a token of your collection to send to the dam"
        if step == "helper":
            return f"{who}: choose a player to help you lift the valuable find"
        if step == "challenge":
            helper = self.name(v["valuable_find"]["helper"])
            return f"{a} and {helper}: lift the valuable find together"
        if step == "dam_take":
            return f"{who}: take a token from the dam as thanks for helping"
        if step == "ask":
            return f"{who}: choose which leading player to question"
        if step == "declare":
            return f"{who}: declare which types your collection holds ({a} asks)"
        if step == "give":
            return f"{who}: your answer was wrong: give {a} one of your tokens"
        return f"{who}: your move"

    @staticmethod
    def _card_kind(v):
        return v["played_card"]["kind"] if v.get("played_card") else None

    # ---- acting ----------------------------------------------------------------------------------------
    def try_action(self, action):
        if self.animator.busy:
            self.animator.skip_all()
        self.sync()
        return super().try_action(action)

    def _bot_step(self):
        if self.state.phase == "memorise":
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
        st = self.state
        return st.phase == "setup" and not any(st.unplaced[h] for h in self.humans())

    def _place_the_rest_now(self):
        """The computers place their remaining finds at once: no thinking pause and no flight per
        token (the finds simply appear, a few per frame), still through the guarded bot runner, so
        a failing or slow computer is replaced by a legal move and never freezes the window."""
        ff = self.fast_forward
        self.fast_forward = True           # the runner's pause is skipped (see GameScene._bot_step)
        try:
            for _ in range(6):
                super()._bot_step()        # starts the computer's choice ...
                if self.bot_turn is not None:
                    self.bot_turn.thread.join(0.03)
                super()._bot_step()        # ... and applies it once it is there
                if not self._auto_placing() or self.bot_turn is not None:
                    break
                self.sync()
        finally:
            self.fast_forward = ff

    def still_memorising(self) -> list[int]:
        """The humans who have not yet said they are ready (in seat order)."""
        return [x for x in self.humans() if x not in self.memo_ready]

    def _ready(self, seat=None):
        if self.state.phase != "memorise":
            return
        if seat is None or not self.ready_buttons:
            self._end_memorise()
            return
        if seat in self.memo_ready:
            self.app.toast(f"{self.name(seat)} is already ready: waiting for the others.")
            return
        self.memo_ready.add(seat)
        self.ready_buttons[seat].enabled = False
        self.ready_buttons[seat].label = f"{self.name(seat)}: ready - waiting"
        self.ready_buttons[seat].reason = f"{self.name(seat)} is already ready."
        self.sound("click")
        if not self.still_memorising():
            self._end_memorise()

    def _place_random(self):
        self.try_action(self.action("place_rest_random"))

    def _end_memorise(self):
        if self.state.phase != "memorise":
            return
        self.memo_left = None
        if self.is_human(self.state.current_player):
            self.try_action(self.action("end_memorise"))
            return
        # a computer starts the game: the scene still decides when the memorising ends
        self.animator.skip_all()
        self.sync()
        try:
            events = self.state.apply(self.action("end_memorise"))
        except IllegalAction as exc:
            self.app.toast(exc.reason)
            return
        self._after_apply(events)

    def seat_rect(self, seat):
        rects = getattr(self, "player_rects", [])
        return rects[seat] if 0 <= seat < len(rects) else None

    def update(self, dt):
        super().update(dt)
        self.puffs.update(dt)
        if self.disp is not None:
            target = self.disp["dam"] / D.DAM_SLOTS
            if self.water is None:
                self.water = target
            self.water += (target - self.water) * min(1.0, dt * 3)
            if abs(target - self.water) < 0.002:
                self.water = target
        if self.app.scenes.top is not self or self.animator.busy:
            return
        if self.reveal is not None:
            self.reveal["age"] += dt
            if self.reveal["age"] > self.REVEAL_SECONDS:
                self.close_topmost()
        self.sync()
        st = self.state
        if st.phase == "memorise":
            if self.memo_left is None:
                secs = st.memorise_seconds
                if not self.humans():
                    secs = 0 if self.fast_forward else 2
                self.memo_left = math.inf if secs == "ready" else float(secs)
            self.memo_left -= dt
            if self.memo_left <= 0:
                self._end_memorise()
            return
        if st.phase == "play" and st.step == "challenge" and st.vf_mode == "challenge" and self.is_human(st.active):
            key = len(st.log)
            if self.challenge_key != key:
                helper = st.vf["helper"]
                players = [st.active] + ([helper] if self.is_human(helper) else [])
                self.challenge = LiftChallenge(players, st.seed * 31 + key)
                self.challenge_key = key
            self.challenge.update(dt)
            if self.challenge.finished:
                ok = bool(self.challenge.result)
                self.challenge = None
                self.try_action(self.action("challenge", success=ok))
        else:
            self.challenge = None
        if st.phase == "play" and st.step == "declare":
            key = len(st.log)
            if self.declare_key != key:
                self.declare_key = key
                self.declare_choice = set()

    def table_animating(self):
        return (self.state.phase == "memorise" or self.reveal is not None or self.challenge is not None or self.puffs.active
                or bool(self.flyers) or (self.disp is not None and self.water is not None
                                         and abs(self.water - self.disp["dam"] / D.DAM_SLOTS) > 0.002))

    # ---- input -----------------------------------------------------------------------------------------
    def handle_table(self, event):
        if self.challenge is not None and self.human_to_act and self._challenge_press(event):
            return
        if self.state.phase == "setup" and self.human_to_act and self.random_button.handle(event, self.app):
            return
        if self.state.phase == "memorise":
            if self.ready_buttons:
                if any(b.handle(event, self.app) for b in self.ready_buttons.values()):
                    return
            elif self.ready_button.handle(event, self.app):
                return
        if event.type != pygame.MOUSEBUTTONUP or event.button != 1:
            return
        self.click(event.pos)

    def _challenge_press(self, event) -> bool:
        """The lifting challenge counts the moment the button goes down (or Space), not the release."""
        pressed = (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1) or \
            (event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            return any(it.kind == "lift" and it.rect.collidepoint(event.pos)
                       for it in decision_items(self, self.view()))   # the release of a press: nothing
        if not pressed:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN:
            if not any(it.kind == "lift" and it.rect.collidepoint(event.pos) for it in decision_items(self, self.view())):
                return False
        self.challenge.lift()
        self.sound("click")
        return True

    def click(self, pos):
        st = self.state
        if self.reveal is not None:
            box, _, close = reveal_layout(self, self.reveal)
            if close.collidepoint(pos) or not box.collidepoint(pos):
                self.close_topmost()
            return
        v = self.view()
        seat = st.current_player
        if st.is_over:
            return
        on_board = self.board_rect.collidepoint(pos)
        on_dam = self.dam_rect.collidepoint(pos)
        hand_hit = next((i for i, r in enumerate(self.hand_rects) if r.collidepoint(pos)), None)
        other_hand = next((s for s in range(st.num_players) if self.player_rects[s].collidepoint(pos)), None)
        if not self.human_to_act:
            if on_board or on_dam or hand_hit is not None or other_hand is not None:
                self.app.toast(f"Please wait: {self.name(seat)} (computer) is playing.")
            return
        if st.phase == "memorise":
            if on_board:
                self.app.toast("Memorise now: the finds turn face down when the time is up.")
            return
        if st.phase == "setup":
            tray = self.tray_layout(v["unplaced"][seat])
            for t, r in tray.items():
                if r.collidepoint(pos):
                    if t == v["selected_token"]:
                        self.app.toast("That find is already picked up: now click a free place on the board.")
                        return
                    self.try_action(self.action("choose_token", token=t))
                    self.sound("click")
                    return
            if on_board and st.variant == "expert":
                self._place_free(pos)
                return
            if on_board:
                cell = self.cell_at(pos, empty=True)
                if cell is None:
                    self.app.toast("Click a free place on the board.")
                    return
                self.try_action(self.action("place", cell=cell))
            return
        step = v["step"]
        if step in DECISION_STEPS:
            items = decision_items(self, v)
            for it in items:
                if it.rect.collidepoint(pos):
                    self.use_item(it)
                    return
            self.app.toast(st._PROMPTS.get(step, "Make your choice in the panel."))
            return
        if on_dam:
            self.app.toast("The dam only receives tokens: nobody digs there.")
            return
        if other_hand is not None and other_hand != self.viewer:
            self.app.toast(f"Those are {self.name(other_hand)}'s cards: only they may look at them.")
            return
        if step == "card":
            if hand_hit is not None and v["hand"] and hand_hit < len(v["hand"]):
                self.try_action(self.action("play_card", card=v["hand"][hand_hit]["card"]))
                return
            if on_board:
                self.app.toast("First choose a card to play (on the right).")
            return
        if hand_hit is not None:
            self.app.toast("You have already played a card this turn.")
            return
        if step in ("dig", "peek") and on_board:
            cell = self.cell_at(pos)
            if cell is None:
                self.app.toast("There is no token there.")
                return
            if step == "peek" and cell in self.peeks:
                self.app.toast("You have already looked at that token this turn.")
                return
            self.try_action(self.action("reveal" if step == "dig" else "peek", cell=cell))

    def use_item(self, it):
        if it.kind == "note":
            return
        if not it.enabled:
            self.app.toast(it.reason or "Not yet.")
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
        lim = D.EXPERT_BOARD - D.EXPERT_UNIT_TOKEN
        x = round((pos[0] - self.inner.x) / self.unit - D.EXPERT_UNIT_TOKEN / 2)
        y = round((pos[1] - self.inner.y) / self.unit - D.EXPERT_UNIT_TOKEN / 2)
        return min(lim, max(0, x)), min(lim, max(0, y))

    def free_placement(self, pos):
        """The place_at action a click at `pos` makes, and the reason when there is none: where the
        token itself cannot go, the nearest free spot close by (a small snap) is taken instead."""
        st = self.state
        x, y = self.free_xy(pos)
        a = self.action("place_at", x=x, y=y)
        why = st.illegal_reason(a)
        if why is None:
            return a, None
        near = [p for p in st._free_spots() if abs(p[0] - x) <= 6 and abs(p[1] - y) <= 6]
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
        cells = self.disp["cells"] if self.disp else {}
        if empty:
            if self.state.variant == "expert":
                return None   # no places: tokens go anywhere free (see free_placement)
            else:
                c = next((i for i, r in enumerate(self.cell_rects) if r.inflate(self.pitch * 0.16, self.pitch * 0.16)
                          .collidepoint(pos)), None)
            if c is None or self.state.board[c] is not None:
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
        """The players' panels, the dam, the card played and the side panel's words: a tip keeps off them."""
        rects = list(getattr(self, "player_rects", []))
        for name in ("dam_rect", "played_rect", "lower_rect"):
            r = getattr(self, name, None)
            if r is not None:
                rects.append(r)
        return [pygame.Rect(r) for r in rects]

    def interactive_rects(self) -> list[pygame.Rect]:
        """Everything a player can click (or must see to play) right now, for the tip layer."""
        st = self.state
        out = [pygame.Rect(self.dam_rect)] if st.phase == "play" else []
        if st.is_over:
            return out
        if self.reveal is not None:
            box, items, close = reveal_layout(self, self.reveal)
            return out + [pygame.Rect(box), pygame.Rect(close)]
        if st.phase == "memorise":
            buttons = list(self.ready_buttons.values()) or [self.ready_button]
            return out + [pygame.Rect(b.rect) for b in buttons if b.enabled]
        if not self.human_to_act:
            return out
        v = self.view()
        if st.phase == "setup":
            tray = self.tray_layout(v["unplaced"][st.placer])
            return out + [pygame.Rect(self.board_rect), pygame.Rect(self.random_button.rect)] + \
                [pygame.Rect(r) for r in tray.values()]
        step = v["step"]
        if step in DECISION_STEPS:
            return out + [pygame.Rect(it.rect) for it in decision_items(self, v) if it.kind != "note"]
        if step == "card":
            n = len(v["hand"] or ())
            return out + [pygame.Rect(r) for r in self.hand_rects[:n]]
        if step in ("dig", "peek"):
            return out + [pygame.Rect(self.disp_cell_rect(c)) for c in st.face_down_cells()]
        return out

    # ---- animation ----------------------------------------------------------------------------------------
    def note_recap(self, events):
        """What the computers just did, kept per seat until that seat's next turn starts."""
        for e in events:
            seat = e.get("seat")
            if e.kind == "turn_started" and seat is not None:
                self.recaps[seat] = []
                continue
            if seat is None or self.is_human(seat) or self.state.phase == "setup":
                continue
            part = recap_phrase(e, self.name)
            if part:
                parts = self.recaps.setdefault(seat, [])
                if part.startswith("looked at") and parts and parts[-1].startswith("looked at"):
                    parts[-1] = part   # one line for the four looks of a Library Research
                else:
                    parts.append(part)

    def recap_text(self, seat) -> str:
        parts = self.recaps.get(seat) or []
        return "; ".join(parts)

    def animate(self, events):
        self.note_recap(events)
        for e in events:
            if e.kind == "dispute_revealed":
                declared = next((x.get("types") for x in events if x.kind == "dispute_declared"), None)
                self.reveal = {"seat": e.get("seat"), "tokens": list(e.get("tokens") or ()),
                               "correct": bool(e.get("correct")), "declared": declared,
                               "asker": self.state.active, "age": 0.0}
        if self._auto_placing() or (self.state.phase == "memorise" and events
                                     and all(e.kind in ("placed", "token_chosen", "memorise_started") for e in events)
                                     and not self.is_human(self.state.log[-1].seat)):
            self.sync()   # computers placing the rest at once: the finds just appear
            return
        faras_anim.animate(self, events)

    # ---- drawing --------------------------------------------------------------------------------------------
    def draw(self, surface):
        # The still picture (the background and everything on the table that is not moving) is composed
        # once per change and stands in for the background; draw_table then paints only what moves.
        if self.disp is None:
            self.sync()
        self._draw_view = self.view()
        self.bg = faras_draw.table_frame(self, self._draw_view)
        super().draw(surface)

    def draw_table(self, surface, area):
        if self.disp is None:
            self.sync()
        v = getattr(self, "_draw_view", None) or self.view()
        self._draw_view = None
        if self.bg is not getattr(self, "_frame", None):
            surface.blit(faras_draw.table_frame(self, v), (0, 0))
        faras_draw.draw_moving(self, surface, v)


def recap_phrase(e, name) -> str:
    """A few words for a computer's move ('played Guests', 'paired two bones'), or ''."""
    g = e.get
    k = e.kind
    if k == "card_played":
        return f"played {D.CARD_KINDS[g('card_kind')][1]}"
    if k == "pair":
        words = {"misc": "miscellaneous finds", "scorpion": "scorpions"}.get(g("type"), g("type"))
        return f"paired two {words}" + (", kept both" if len(g("kept") or ()) >= 2 else "")
    if k == "scorpion":
        return "calmed a scorpion" if g("cured") else "stung by a scorpion"
    if k == "peeked":
        return "looked at tokens in secret"
    if k == "challenge_result":
        return "lifted the valuable find" if g("success") else "dropped the valuable find"
    if k == "from_dam":
        return "took a token from the dam"
    if k == "dispute_asked":
        return f"questioned {name(g('asked'))}"
    if k == "dispute_declared":
        return "declared all six types" if g("types") == "all" else \
            "declared " + join_words([D.TYPE_LABELS[t].lower() for t in g("types") or ()])
    if k == "dispute_given":
        return f"gave {name(g('to'))} a token"
    return ""


SCENE = FarasScene
