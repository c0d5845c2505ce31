"""Artifakes scene: the stone circle at dusk seen from above, the junk buried around it, the gray
Inspector who digs where he is bribed to, and the bluestone path the two players race along.

Burying: click a disk or a bar in your pile (bottom right), then a ring space; spaces that would pass
5 points are dimmed (hover or click says why). Digging: hover a card to see where each of its plays
sends the Inspector (landing spaces lit on the ring, with what is found and what is wrecked); click
the card, then a lit landing space or one of the buttons. A dead card gets a "Lay down dead" button.
"""
from __future__ import annotations

import math

import pygame

from game.core import Action
from game.logtext import plural
from scenes.artifakes import panels as P
from scenes.artifakes.pieces import (SPACE_WORD, RingGeo, badge, draw_card, draw_piece,
                                   render_ring, stack_layout)
from scenes.artifakes.anim import ArtifakesAnimation
from scenes.artifakes.summary import draw_summary, fit_text, move_recap, round_summary
from scenes.table.game_scene import KIOSK_IDLE_S, GameScene
from ui import assets, theme
from ui.anim import ease_in_out
from ui.widgets import Button, blit_centered, panel, tooltip

POINTS = {"disk": 1, "bar": 2}
ARROW = {"cw": "→", "ccw": "←"}
SUMMARY_GUARD_S = 0.6   # a click this soon after the scoring summary appears does not close it
DAY_NIGHT_TIP = ("Each number is in the deck twice, a day card with a sun and a night card with a moon; "
                 "both copies play exactly alike.")


class ArtifakesScene(ArtifakesAnimation, GameScene):

    def __init__(self, app, match, seats=None):
        super().__init__(app, match, seats)
        self.geo: RingGeo | None = None
        self.pg: P.PanelGeo | None = None
        self.ring_layer = None
        self.sel_piece: str | None = None
        self.sel_card: str | None = None
        self.hover_card: str | None = None
        self.hover_space: int | None = None
        self.hover_opt: tuple | None = None
        self._turn_key = None
        self._view_key = None
        self._view = None
        self.gradient = None       # the table's background as GameScene made it
        self.static = None         # background, ring and panel backdrops (see _static)
        self.static_key = None
        self.frame = None          # the whole table, composed (see draw_table)
        self.frame_key = None
        self.epoch = 0             # bumped by every input event: anything it changed redraws
        self._reset_display()
        self.opt_buttons = {}
        for mode in ("number", "colour"):
            for d in ("cw", "ccw"):
                self.opt_buttons[(mode, d)] = Button("", (lambda m=mode, d=d: self.play_option(m, d)),
                                                     style="secondary")
        self.dead_button = Button("Lay down dead", self.lay_dead, style="primary")
        self.summary: dict | None = None      # the round's scoring, shown until a click
        self.summary_opened: float | None = None
        self.summary_rect = pygame.Rect(0, 0, 0, 0)
        self.summary_button = Button("Continue", self.close_summary, style="primary")
        self.recaps: dict = {}                # seat -> a computer's last move in words
        self.chip_rects: list = []            # the landing chips drawn last frame
        self.tip_rect: pygame.Rect | None = None   # the ring tooltip drawn last frame
        self.inspector_rect = pygame.Rect(0, 0, 0, 0)

    # ---- display model (what the animations drive) ----------------------------------------
    def _reset_display(self):
        self.hold_ring: dict = {}      # (space, seat, kind) -> count added to the view's
        self.hold_pile: dict = {}      # (seat, kind) -> count added to the view's pile
        self.hold_removed: dict = {}   # (seat, kind) -> count added to the removed pile
        self.flying: list = []         # pieces in the air
        self.cards_flying: list = []
        self.holes: dict = {}          # space -> Tween (0 shut .. 1 open .. shut)
        self.floaters: list = []       # (text, colour, pos, tween)
        self.walk = None               # (keyframes, tween)
        self.fig_anim: dict = {}       # seat -> tween over path positions
        self.pulse = None
        self.deal = None
        self.banner = None             # (text, tween)

    def _hold(self, table, key, delta):
        table[key] = table.get(key, 0) + delta
        if table[key] == 0:
            del table[key]

    def pile_count(self, seat, kind):
        return self.view()["players"][seat]["to_bury"][kind] + self.hold_pile.get((seat, kind), 0)

    def ring_count(self, space, seat, kind):
        sp = self.view()["spaces"][space - 1]
        return sp["pieces"][seat][kind] + self.hold_ring.get((space, seat, kind), 0)

    def removed_count(self, seat, kind):
        return self.view()["players"][seat]["removed"][kind] + self.hold_removed.get((seat, kind), 0)

    def figure_pos(self, seat, view):
        tw = self.fig_anim.get(seat)
        return tw.value if tw is not None else view["players"][seat]["position"]

    def figure_hop(self, seat):
        tw = self.fig_anim.get(seat)
        if tw is None or not (0 < tw.elapsed < tw.duration):
            return 0.0
        return abs(math.sin(tw.value * math.pi))

    def pulse_value(self):
        return math.sin(self.pulse.progress * math.pi) if self.pulse and 0 < self.pulse.elapsed < self.pulse.duration else 0.0

    def deal_value(self):
        return self.deal.value if self.deal is not None else 5.0

    def inspector_x(self):
        if self.walk is not None:
            keys, tw = self.walk
            v = tw.value
            i = min(len(keys) - 2, int(v)) if len(keys) > 1 else 0
            f = v - i
            if len(keys) == 1:
                return keys[0], 0.0
            return keys[i] + (keys[i + 1] - keys[i]) * ease_in_out(min(1.0, f)), (
                abs(math.sin(f * math.pi)) if 0 < tw.elapsed < tw.duration else 0.0)
        pos = self.view()["inspector"]
        return (float(pos) if pos else 0.5), 0.0

    # ---- view / seats ----------------------------------------------------------------------
    def view(self):
        key = (id(self.state), len(self.state.log), self.viewer)
        if key != self._view_key:
            self._view = self.state.view(self.viewer)
            self._view_key = key
        return self._view

    def seat_rect(self, seat):
        pg = getattr(self, "pg", None)
        if pg is None:
            return None
        return pg.bot if seat == self.me() else pg.top

    def me(self) -> int:
        """The seat drawn at the bottom: the one cleared to see its hand, else the human to act."""
        if self.viewer is not None:
            return self.viewer
        cp = self.state.current_player
        if self.is_human(cp):
            return cp
        hs = self.humans()
        return hs[0] if hs else 0

    def my_turn(self) -> bool:
        """The bottom seat is a human to act and cleared to see its hand."""
        cp = self.state.current_player
        return cp is not None and self.is_human(cp) and self.viewer == cp and not self.curtain_due(cp)

    def previews(self, card=None):
        v = self.view()
        out = [p for p in v.get("previews", []) if not p.get("dead") and (card is None or p["card"] == card)]
        return out if self.my_turn() else []

    def _sync_turn(self):
        key = (len(self.state.log), self.state.current_player, self.viewer)
        if key == self._turn_key:
            return
        self._turn_key = key
        self.sel_card = None
        self.hover_card = None
        self.sel_piece = None
        v = self.view()
        if v["phase"] == "bury" and self.my_turn():
            pile = v["players"][self.me()]["to_bury"]
            self.sel_piece = "disk" if pile["disk"] else ("bar" if pile["bar"] else None)

    # ---- layout ----------------------------------------------------------------------------
    def layout(self, size):
        super().layout(size)
        self.min_px = round(size[1] / 60)   # the least text size that reads from two metres
        area = self.table_rect
        m = self.u(0.012)
        s = int(min(area.h - 2 * m, size[0] * 0.54))
        self.geo = RingGeo((area.x + m, area.y + (area.h - s) // 2), s)
        box = pygame.Rect(self.geo.rect.right + m, area.y + m, size[0] - self.geo.rect.right - 2 * m, area.h - 2 * m)
        self.pg = P.PanelGeo(box, area.h, self.min_px)
        self.ring_layer = None
        self.static = None
        for key, b in self.opt_buttons.items():
            b.rect = self.pg.opt_rects[key]
        self.dead_button.rect = self.pg.dead_rect

    def on_state_replaced(self):
        self._reset_display()
        self._turn_key = None
        self._view_key = None
        self.summary = None
        self.summary_opened = None

    # ---- what just happened: the round's scoring, a computer's move ----------------------------
    def animate(self, events) -> None:
        super().animate(events)
        if not self.state.log:
            return
        names = [self.name(i) for i in range(2)]
        seat = self.state.log[-1].seat
        if not self.is_human(seat):
            self.recaps[seat] = move_recap(events, names, seat)
        starts = any(e.kind == "round_started" for e in events)
        v = self.view()
        summary = round_summary(events, names, v["path_length"], v["round"] - (1 if starts else 0))
        if summary and self.attract_index is None and not self.fast_forward:
            self.summary, self.summary_opened = summary, None

    def summary_showing(self) -> bool:
        return self.summary is not None and not self.animator.busy

    def close_summary(self) -> None:
        self.summary = None
        self.summary_opened = None
        self.app.dirty = True

    def close_topmost(self) -> bool:
        """Esc: close the scoring summary, else put the chosen card back; False when nothing is open."""
        if self.summary_showing():
            self.close_summary()
            return True
        if self.sel_card is not None:
            self.sel_card = None
            self.hover_opt = None
            self.app.dirty = True
            return True
        return False

    def interactive_rects(self) -> list:
        """Everything a click does something with right now (tips are placed clear of these)."""
        if self.summary_showing():
            return [self.summary_rect.copy(), self.summary_button.rect.copy()]
        out = [b.rect.copy() for b in self.visible_buttons()]
        if not self.my_turn():
            return out
        v = self.view()
        g = self.geo

        def sector_box(k):
            pts = g.sector(k, g.r_in * 0.93, g.r_tag + 0.022 * g.size)
            xs, ys = [p[0] for p in pts], [p[1] for p in pts]
            return pygame.Rect(int(min(xs)), int(min(ys)), int(max(xs) - min(xs)) + 1, int(max(ys) - min(ys)) + 1)

        if v["phase"] == "bury":
            me = self.me()
            out += [r.copy() for k, r in self.pg.bot_trays.items() if v["players"][me]["to_bury"][k]]
            if self.sel_piece:
                add = POINTS[self.sel_piece]
                out += [sector_box(sp["space"]) for sp in v["spaces"] if sp["points"] + add <= 5]
        elif v["phase"] == "dig":
            out += [r.copy() for r in self.pg.hand_rects(len(v["hand"] or []))]
            if self.sel_card:
                out += [sector_box(k) for k in sorted({p["landing"] for p in self.previews(self.sel_card)})]
        return out

    def enter(self):
        if not self.state.log:
            self.animate(self.state.opening_events)

    # ---- buttons ---------------------------------------------------------------------------
    def visible_buttons(self):
        if not self.my_turn() or self.sel_card is None or self.view()["phase"] != "dig":
            return []
        card = next((c for c in self.view()["hand"] if c["id"] == self.sel_card), None)
        if card is None:
            return []
        if card["dead"]:
            streak, limit = self.view()["dead_streak"], self.view()["storm_limit"]
            b = self.dead_button
            b.label = (f"Lay down {card['number']} dead  (patience {streak + 1} of {limit}"
                       + (": he storms off!)" if streak + 1 >= limit else ")"))
            b.enabled, b.reason = True, ""
            return [b]
        pv = {(p["mode"], p["direction"]): p for p in self.previews(self.sel_card)}
        out = []
        for (mode, d), b in self.opt_buttons.items():
            word = "Number" if mode == "number" else "Colour"
            p = pv.get((mode, d))
            if p:
                b.label = (f"{word} {ARROW[d]} {p['landing']}" if d == "cw" else f"{ARROW[d]} {word} {p['landing']}")
                extra = []
                if p["recovered_points"]:
                    extra.append(f"+{p['recovered_points']}")
                if p["destroyed_points"]:
                    extra.append(f"wreck {p['destroyed_points']}")
                if extra:
                    b.label += "  (" + ", ".join(extra) + ")"
                b.enabled, b.reason = True, ""
            else:
                b.label = f"{word} {ARROW[d]}" if d == "cw" else f"{ARROW[d]} {word}"
                b.enabled = False
                a = Action.make("play", card=self.sel_card, mode=mode, direction=d)
                b.reason = self.state.illegal_reason(a) or "Not possible."
            b.selected = self.hover_opt == (mode, d)
            out.append(b)
        return out

    def hint(self):
        v = self.view()
        if not self.my_turn():
            return ""
        if v["phase"] != "dig":
            return ""
        card = self.hover_card or self.sel_card
        if card:
            num = card[:-1]
            plays = self.previews(card)
            if not plays:
                return f"Card {num} is dead: neither its number nor its colour moves the Inspector."
            parts = []
            for p in plays:
                word = "Number" if p["mode"] == "number" else "Colour"
                got = []
                if p["recovered_points"]:
                    got.append(f"find {p['recovered_points']}")
                if p["destroyed_points"]:
                    got.append(f"wreck {p['destroyed_points']}")
                parts.append(f"{word} {ARROW[p['direction']]} {p['landing']}" + (f" ({', '.join(got)})" if got else ""))
            return f"Card {num}: " + " · ".join(parts) + ". Click the card to choose."
        return "Hover a card to see where it sends the Inspector; click it, then a lit space."

    def play_option(self, mode, d):
        if self.sel_card is None:
            return
        self._act(Action.make("play", card=self.sel_card, mode=mode, direction=d))

    def lay_dead(self):
        if self.sel_card is None:
            return
        self._act(Action.make("dead", card=self.sel_card))

    def _act(self, action):
        reason = self.state.illegal_reason(action)
        if reason:
            self.app.toast(reason)
            return False
        return self.try_action(action)

    # ---- input -----------------------------------------------------------------------------
    def _card_at(self, pos):
        v = self.view()
        me = self.me()
        if v["players"][me]["hand_size"] == 0:
            return None
        rects = self.pg.hand_rects(v["players"][me]["hand_size"])
        for i in reversed(range(len(rects))):
            r = rects[i].inflate(0, rects[i].h // 5)
            if r.collidepoint(pos):
                if self.viewer == me and v.get("hand"):
                    return v["hand"][i]["id"]
                return "?"
        return None

    def handle_table(self, event):
        self._sync_turn()
        if event.type == pygame.MOUSEMOTION:
            self.hover_space = self.geo.space_at(event.pos)
            c = self._card_at(event.pos)
            self.hover_card = c if c not in (None, "?") else None
            self.hover_opt = next((k for k, b in self.opt_buttons.items()
                                   if b in self.visible_buttons() and b.rect.collidepoint(event.pos)), None)
            self.app.dirty = True
            return
        if event.type != pygame.MOUSEBUTTONUP or event.button != 1:
            return
        if self.state.is_over:
            return
        for b in self.visible_buttons():
            if b.handle(event, self.app):
                return
        pos = event.pos
        v = self.view()
        me, rival = self.me(), 1 - self.me()
        cp = self.state.current_player
        # the rival's things
        if any(r.collidepoint(pos) for r in self.pg.top_trays.values()) or self.pg.top_hand.collidepoint(pos):
            self.app.toast(f"Those are {self.name(rival)}'s: you can only use your own pile and hand (bottom right).")
            return
        on_mine = any(r.collidepoint(pos) for r in self.pg.bot_trays.values())
        card = self._card_at(pos)
        space = self.geo.space_at(pos)
        if not (on_mine or card or space):
            return
        if not self.my_turn():
            who = self.name(cp)
            self.app.toast(f"Please wait: it is {who}'s turn" + (" (computer)." if not self.is_human(cp) else "."))
            return
        if v["phase"] == "bury":
            if on_mine:
                kind = next(k for k, r in self.pg.bot_trays.items() if r.collidepoint(pos))
                if v["players"][me]["to_bury"][kind] == 0:
                    self.app.toast(f"You have no {kind}s left to bury.")
                    return
                self.sel_piece = kind
                self.app.audio.play("click")
                return
            if card:
                self.app.toast("Cards are dealt once all the junk is buried.")
                return
            if self.sel_piece is None:
                self.app.toast("Pick a disk or a bar from your pile first.")
                return
            self._act(Action.make("bury", piece=self.sel_piece, space=space))
            return
        # digging
        if on_mine:
            self.app.toast("These are the pieces you found this round: they go back in the ground next round.")
            return
        if card:
            self.sel_card = None if self.sel_card == card else card
            self.app.audio.play("flip")
            return
        if self.sel_card is None:
            self.app.toast("Choose a card from your hand first: it says how far the Inspector walks.")
            return
        options = self.previews(self.sel_card)
        hit = [p for p in options if p["landing"] == space]
        if hit:
            a = hit[0]["action"]
            self._act(Action.make("play", card=a["card"], mode=a["mode"], direction=a["direction"]))
            return
        number = self.sel_card[:-1]
        if not options:
            self.app.toast(f"Card {number} is dead: it cannot move the Inspector. Use 'Lay down dead'.")
        else:
            lands = sorted({p["landing"] for p in options})
            self.app.toast(f"Card {number} cannot send the Inspector to space {space}: it can land on "
                           + ", ".join(map(str, lands)) + ".")

    def update(self, dt):
        app = self.app
        if (self.summary is not None and app.settings.kiosk and app.now() - app.last_input > KIOSK_IDLE_S):
            self.close_summary()   # an abandoned kiosk table still gets its "Still playing?"
        if self.summary is not None:
            if self.animator.busy:   # the scoring walk plays first; nothing else moves meanwhile
                if self.fast_forward:
                    self.animator.skip_all()
                else:
                    self.animator.speed = self.app.settings.animation_speed
                    self.animator.update(dt)
            if not self.animator.busy and self.summary_opened is None:
                self.summary_opened = self.app.now()
                self.app.dirty = True
            self._sync_turn()
            return   # no curtain, no computer move, no results while the summary is up
        super().update(dt)
        self._sync_turn()
        if not self.animator.busy and (self.flying or self.walk or self.fig_anim or self.banner or self.holes
                                       or self.cards_flying or self.floaters or self.deal or self.pulse):
            self._reset_display()

    def table_animating(self):
        return False

    # ---- status ----------------------------------------------------------------------------
    def status(self) -> str:
        v = self.view()
        cp = self.state.current_player
        if self.summary_showing():
            return f"{self.summary['title']}: click the summary to go on"
        if cp is None:
            w = v["winners"]
            why = "the Inspector stormed off" if v["end_reason"] == "inspector" else "the end of the path"
            if len(w) == 2:
                return f"Game over ({why}): a draw."
            return f"Game over ({why}): {self.name(w[0])} wins."
        name = self.name(cp)
        if not self.is_human(cp):
            return f"{name} (computer) is " + ("burying junk..." if v["phase"] == "bury" else "digging...")
        if v["phase"] == "bury":
            left = v["players"][cp]["to_bury"]
            return (f"{name}: bury a piece: pick a disk or bar in your pile, then a ring space "
                    f"({plural(left['disk'], 'disk')} and {plural(left['bar'], 'bar')} left)")
        if self.sel_card:
            return f"{name}: card {self.sel_card[:-1]}: click a lit landing space or a button"
        return f"{name}: play a card: hover it to preview, click it, then its landing space"

    # ---- drawing ---------------------------------------------------------------------------
    def handle(self, event):
        self.epoch += 1
        if self.summary_showing() and self._summary_handle(event):
            return
        super().handle(event)

    def _summary_handle(self, event) -> bool:
        """The summary takes the table's clicks and keys (the status bar's buttons and Esc still work)."""
        if event.type == pygame.MOUSEMOTION:
            self.hover_pos = event.pos
            self.summary_button.hover = self.summary_button.rect.collidepoint(event.pos)
            return True
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            if self.status_rect.collidepoint(event.pos):
                return False
            if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self._summary_ready():
                self.app.audio.play("click")
                self.close_summary()
            return True
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                if self._summary_ready():
                    self.close_summary()
                return True
            return False   # Esc (pause), Ctrl+Z, L ...
        return False

    def _summary_ready(self) -> bool:
        """Only a click made a moment after the summary appeared closes it (no spam-click skip)."""
        return self.summary_opened is not None and self.app.now() - self.summary_opened >= SUMMARY_GUARD_S

    def _frame_state(self):
        """Everything the table picture depends on: the same key, the same pixels."""
        st = self.state
        return (self.epoch, self.size, id(st), len(st.log), st.current_player, st.is_over, self.viewer,
                self.cleared_seat, self.app.settings.handoff_curtain,
                tuple(tuple(sorted(s.items())) for s in self.seats), self.sel_piece, self.sel_card, self.hover_card,
                self.hover_space, self.hover_opt, tuple(self.hover_pos),
                tuple((id(tl), tl.time) for tl in self.animator.queue),
                (len(self.flying), len(self.cards_flying), len(self.holes), len(self.floaters), len(self.fig_anim),
                 self.walk is None, self.pulse is None, self.deal is None, self.banner is None,
                 tuple(sorted(self.hold_ring.items())), tuple(sorted(self.hold_pile.items())),
                 tuple(sorted(self.hold_removed.items()))),
                tuple((b.hover, b.enabled) for b in self.opt_buttons.values()),
                (self.dead_button.hover, self.dead_button.enabled),
                id(self.summary), self.summary_button.hover, tuple(sorted(self.recaps.items())))

    def draw_table(self, surface, area):
        # one cached picture of the table, reused while nothing it shows changes (GameScene)
        self._sync_turn()

        def paint(frame):
            frame.blit(self._static(frame), (0, 0))
            self._draw_table(frame)
        self.draw_cached_table(surface, self._frame_state(), paint)

    def _static(self, like):
        """The background, the stone circle and the panels' backdrops: one opaque layer per size."""
        key = (self.size, id(self.gradient), like.get_bitsize())
        if self.static is None or self.static_key != key:
            layer = pygame.Surface(like.get_size(), 0, like)
            if self.gradient is not None:
                layer.blit(self.gradient, (0, 0))
            if self.ring_layer is None:
                self.ring_layer = render_ring(self.geo, self.state.colours, self.min_px)
            layer.blit(self.ring_layer, self.geo.rect)
            P.draw_backdrops(layer, self.pg)
            self.static, self.static_key = layer, key
        return self.static

    def _draw_table(self, surface):
        g = self.geo
        v = self.view()
        self.laid = []    # (text rect, its box) for every panel text drawn (the layout tests read it)
        self._draw_ring_dynamic(surface, v)
        me = self.me()
        P.draw_top(self, surface, self.pg, v, 1 - me)
        P.draw_mid(self, surface, self.pg, v)
        P.draw_bottom(self, surface, self.pg, v, me)
        P.draw_options(self, surface, self.pg, v)
        self._draw_fx(surface)
        if self.summary_showing():
            self.summary_rect = draw_summary(surface, self.geo.rect, self.summary, self, self.summary_button,
                                             self.min_px)
            return
        self._draw_tooltips(surface, v)

    def _preview_card(self):
        if self.hover_card and self.previews(self.hover_card):
            return self.hover_card
        return self.sel_card if self.sel_card else self.hover_card

    def _draw_ring_dynamic(self, surface, v):
        g = self.geo
        s = g.size
        me = self.me()
        # spaces a selected piece cannot go to: dimmed
        disabled = set()
        if v["phase"] == "bury" and self.my_turn() and self.sel_piece:
            add = POINTS[self.sel_piece]
            disabled = {sp["space"] for sp in v["spaces"] if sp["points"] + add > 5}
        veil = (0, 0, 0, 120)
        for k in disabled:
            self._fill_sector(surface, k, veil)
        # card previews: the landing spaces lit, what is found and what is wrecked
        card = self._preview_card()
        previews = self.previews(card) if card else []
        landings = {}
        for p in previews:
            landings.setdefault(p["landing"], []).append(p)
        ix, _ = self.inspector_x()
        for k, plist in landings.items():
            hot = self.hover_opt in [(p["mode"], p["direction"]) for p in plist] or self.hover_space == k
            self._outline_sector(surface, k, (255, 220, 110) if not hot else (255, 250, 210), max(3, s // 160))
            for p in plist:
                if hot or self.hover_opt is None:
                    self._draw_walk_arc(surface, ix, p, hot)
        if self.hover_space and (v["phase"] == "bury" and self.my_turn()) and self.hover_space not in disabled:
            self._outline_sector(surface, self.hover_space, (255, 244, 200), max(2, s // 220))
        # holes opening where the Inspector digs
        for k, tw in self.holes.items():
            if 0 < tw.elapsed:
                o = math.sin(min(1.0, tw.progress) * math.pi) if tw.elapsed < tw.duration else 0.0
                if o > 0:
                    cx, cy = g.space_centre(k)
                    rw, rh = s * 0.04 * o, s * 0.03 * o
                    pygame.draw.ellipse(surface, (52, 34, 20), (cx - rw, cy - rh, rw * 2, rh * 2))
                    pygame.draw.ellipse(surface, (24, 14, 8), (cx - rw * 0.7, cy - rh * 0.6, rw * 1.4, rh * 1.3))
        # junk on each space + its count badge
        pr = g.piece_r
        for sp in v["spaces"]:
            k = sp["space"]
            pieces = []
            for kind in ("bar", "disk"):
                for seat in (me, 1 - me):
                    pieces += [(seat, kind)] * self.ring_count(k, seat, kind)
            cx, cy = g.space_centre(k)
            for (seat, kind), (dx, dy) in stack_layout(pieces, pr):
                draw_piece(surface, kind, (cx + dx, cy + dy), pr, self.colour(seat), self.symbol(seat))
            pts = sum(POINTS[kd] for _, kd in pieces)
            if pts and k not in landings:
                bx, by = g.point(k, g.r_badge)
                full = pts >= 5
                badge(surface, (bx, by), f"{pts}/5", max(12, int(s * 0.019)),
                      fill=(150, 54, 40) if full else (40, 32, 28), fg=theme.PAPYRUS,
                      border=(250, 210, 120) if full else None)
        # the centre: last card played and the pile of declared junk (under the chips)
        self._draw_centre(surface, v)
        # preview chips at the landing spaces: which play lands there and what it would do
        rival = self.name(1 - me)
        x, hop = self.inspector_x()
        pos = g.point(x, g.r_insp)
        ih = int(s * 0.105)
        iw = int(ih * 100 / 140)
        self.inspector_rect = pygame.Rect(0, 0, iw, ih)
        self.inspector_rect.midbottom = (int(pos[0]), int(pos[1] + ih * 0.4 - hop * ih * 0.18))
        self.chip_rects = []    # chips of neighbouring landings must not hide each other or him
        for k, plist in sorted(landings.items()):
            p = plist[0]
            head = " / ".join(sorted({("Number " if q["mode"] == "number" else "Colour ") + ARROW[q["direction"]]
                                      for q in plist}))
            bits = []
            if p["recovered_points"]:
                bits.append(f"find {p['recovered_points']}")
            if p["destroyed_points"]:
                bits.append(f"wreck {p['destroyed_points']} of {rival}'s")
            self._chip(surface, g.point(k, g.r_badge - s * 0.012), head, " · ".join(bits) or "nothing there",
                       max(12, self.min_px, int(s * 0.018)))
        # the Inspector
        img = assets.svg("artifakes/inspector", (iw, ih))
        surface.blit(img, img.get_rect(midbottom=self.inspector_rect.midbottom))
        if self.walk is None and v["inspector"]:
            self._outline_sector(surface, v["inspector"], (190, 190, 200), max(2, s // 300))

    def _chip(self, surface, centre, head, body, px):
        t1 = fit_text(head, "bold", px, theme.INK, int(self.geo.size * 0.4), self.min_px)
        t2 = fit_text(body, "text", px, theme.TERRACOTTA_DARK, int(self.geo.size * 0.4), self.min_px)
        w = max(t1.get_width(), t2.get_width()) + px
        h = t1.get_height() + t2.get_height() + px // 3
        box = self.place_chip((w, h), centre)
        self.chip_rects.append(box)
        pygame.draw.rect(surface, (255, 240, 190), box, border_radius=px // 2)
        pygame.draw.rect(surface, theme.TERRACOTTA, box, max(1, px // 8), border_radius=px // 2)
        surface.blit(t1, t1.get_rect(midtop=(box.centerx, box.y + px // 6)))
        surface.blit(t2, t2.get_rect(midbottom=(box.centerx, box.bottom - px // 6)))

    def place_chip(self, size, centre) -> pygame.Rect:
        """Where a landing chip goes: at its space if free, else stepped inwards or sideways, else the
        first free place inside the ring; never over another chip or the Inspector."""
        g = self.geo
        blocked = self.chip_rects + [self.inspector_rect.inflate(4, 4)] + list(getattr(self, "centre_rects", []))
        box = pygame.Rect(0, 0, *size)

        def free(c):
            box.center = (int(c[0]), int(c[1]))
            box.clamp_ip(g.rect)
            return box.collidelist(blocked) == -1

        cx, cy = g.c
        dx, dy = centre[0] - cx, centre[1] - cy
        d = max(1.0, math.hypot(dx, dy))
        ux, uy = dx / d, dy / d
        tries = []
        for j in range(7):                       # inwards along the radius
            r = j * box.h * 0.55
            for side in (0, 1, -1):                  # and a little to either side
                sx, sy = -uy * side * box.w * 0.6, ux * side * box.w * 0.6
                tries.append((centre[0] - ux * r + sx, centre[1] - uy * r + sy))
        step = max(4, box.h // 2)
        span = int(g.r_in * 0.9)
        for oy in range(-span, span + 1, step):      # anywhere inside the ring, top to bottom
            for ox in range(-span, span + 1, step):
                if ox * ox + oy * oy <= span * span:
                    tries.append((cx + ox, cy + oy))
        for c in tries:
            if free(c):
                return box.copy()
        free(centre)
        return box.copy()

    def _fill_sector(self, surface, k, rgba):
        g = self.geo
        pts = g.sector(k, g.r_in, g.r_out, inset=0.004)
        xs, ys = [p[0] for p in pts], [p[1] for p in pts]
        box = pygame.Rect(int(min(xs)), int(min(ys)), int(max(xs) - min(xs)) + 2, int(max(ys) - min(ys)) + 2)
        tile = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.polygon(tile, rgba, [(p[0] - box.x, p[1] - box.y) for p in pts])
        surface.blit(tile, box.topleft)

    def _outline_sector(self, surface, k, colour, width):
        g = self.geo
        pygame.draw.polygon(surface, colour, g.sector(k, g.r_in - 1, g.r_out + 1, inset=0.002), width)

    def _draw_walk_arc(self, surface, ix, p, hot):
        g = self.geo
        steps = p["steps"]
        d = 1 if p["direction"] == "cw" else -1
        x0 = ix
        x1 = p["landing"]
        # continuous target in the walking direction
        while d > 0 and x1 <= x0:
            x1 += 30
        while d < 0 and x1 >= x0:
            x1 -= 30
        r = g.r_in - g.size * 0.012
        n = max(2, int(abs(x1 - x0) * 3))
        pts = g.arc_points(x0, x1, r, n)
        col = (255, 230, 150) if hot else (230, 210, 160)
        for i, q in enumerate(pts):
            if i % 2 == 0:
                pygame.draw.circle(surface, col, (int(q[0]), int(q[1])), max(2, g.size // (180 if hot else 260)))
        if steps and hot:
            mid = g.point((x0 + x1) / 2, r - g.size * 0.03)
            badge(surface, mid, plural(steps, "step"), max(12, self.min_px, int(g.size * 0.018)), fill=(60, 50, 40))

    def _draw_centre(self, surface, v):
        self.centre_rects = []
        g = self.geo
        s = g.size
        c = g.c
        # last card played (the discard pile's top)
        if v["discard"]:
            cid = v["discard"][-1]
            num = int(cid[:-1])
            card = {"number": num, "side": "day" if cid.endswith("d") else "night",
                    "colour": self.state.colours[num - 1]}
            cw = int(s * 0.11)   # big enough for its colour word to read (0.17 of its width)
            r = pygame.Rect(0, 0, cw, int(cw / 0.72))
            r.center = (int(c[0] - s * 0.12), int(c[1] - s * 0.12))
            self.last_card_rect = r
            self.centre_rects = [r.inflate(4, int(s * 0.06)).move(0, int(s * 0.03))]
            if not any(f.get("played") and f["tween"].elapsed < f["tween"].duration for f in self.cards_flying):
                draw_card(surface, r, card, min_px=self.min_px)
                lab = theme.text("last card", "bold", max(12, self.min_px, int(s * 0.017)), (236, 230, 210))
                blit_centered(surface, lab, (r.centerx, r.bottom + lab.get_height() * 0.7))
        # declared junk, carted to the middle: one small heap per player under the altar stone
        fs = max(12, int(s * 0.019))
        for seat in (0, 1):
            base = self._heap_centre(seat)
            n_total = self.removed_count(seat, "disk") + 2 * self.removed_count(seat, "bar")
            if not n_total:
                continue
            pr = max(4, int(g.piece_r * 0.8))
            i = 0
            for kind in ("bar", "disk"):
                for _ in range(self.removed_count(seat, kind)):
                    row, col = divmod(i, 5)
                    x = base[0] + (col - 2) * pr * 1.5 + (row % 2) * pr * 0.7
                    y = base[1] - row * pr * 0.55
                    draw_piece(surface, kind, (x, y), pr, self.colour(seat), self.symbol(seat))
                    i += 1
            t = theme.text(f"-{n_total} junk", "bold", fs, (240, 232, 212))
            box = t.get_rect(center=(int(base[0]), int(base[1] + pr * 2.2)))
            self.centre_rects.append(box.inflate(fs // 2, 2))
            pygame.draw.rect(surface, (30, 26, 24), box.inflate(fs // 2, 2), border_radius=fs // 3)
            surface.blit(t, box)

    def _heap_centre(self, seat):
        g = self.geo
        left = seat == self.me()
        return (g.c[0] + (-0.075 if left else 0.075) * g.size, g.c[1] + 0.1 * g.size)

    def _tooltip(self, surface, pos, message, avoid=()):
        """A tooltip (the shared look) put beside the pointer where it covers none of `avoid`."""
        w, h = surface.get_size()
        px = max(13, h // 48)
        label = theme.text(message, "text", px, theme.INK, wrap=int(w * 0.3))
        box = label.get_rect().inflate(px, px * 0.8)
        screen = surface.get_rect()
        chosen = None
        for ox, oy in ((16, 18), (-16 - box.w, 18), (16, -18 - box.h), (-16 - box.w, -18 - box.h)):
            box.topleft = (pos[0] + ox, pos[1] + oy)
            box.clamp_ip(screen)
            if box.collidelist(list(avoid)) == -1 and not box.collidepoint(pos):
                chosen = box.copy()
                break
        if chosen is None:   # hemmed in: the corner of the screen farthest from the pointer
            box.topleft = (0 if pos[0] > w / 2 else w - box.w, 0 if pos[1] > h / 2 else h - box.h)
            chosen = box.copy()
        panel(surface, chosen, fill=(255, 250, 232), border=theme.OCHRE, radius=6)
        surface.blit(label, label.get_rect(center=chosen.center))
        self.tip_rect = chosen
        return chosen

    def mark_rect(self, card_rect) -> pygame.Rect:
        """The sun or moon corner of a card drawn in `card_rect` (a little generous, for the pointer)."""
        r = pygame.Rect(card_rect)
        return pygame.Rect(r.x, r.y, int(r.w * 0.36), int(r.h * 0.24))

    def _mark_under(self, pos):
        """'day'/'night' when the pointer is on the sun or moon of a face-up card, else None."""
        v = self.view()
        me = self.me()
        if self.viewer == me and v.get("hand"):
            for i, r in enumerate(self.pg.hand_rects(len(v["hand"]))):
                card = v["hand"][i]
                lifted = self.hover_card == card["id"] or self.sel_card == card["id"]
                if self.mark_rect(r.move(0, -r.h // 10 if lifted else 0)).collidepoint(pos):
                    return card["side"]
        last = getattr(self, "last_card_rect", None)
        if last is not None and v["discard"] and self.mark_rect(last).collidepoint(pos):
            return "day" if v["discard"][-1].endswith("d") else "night"
        return None

    def _draw_tooltips(self, surface, v):
        self.tip_rect = None
        if self.animator.busy:
            return
        pos = self.hover_pos
        for b in self.visible_buttons():
            if b.rect.collidepoint(pos) and not b.enabled and b.reason:
                self._tooltip(surface, pos, b.reason)
                return
        side = self._mark_under(pos)
        if side:
            self._tooltip(surface, pos, ("Sun: a day card. " if side == "day" else "Moon: a night card. ")
                          + DAY_NIGHT_TIP)
            return
        k = self.hover_space
        if not k or self.geo.space_at(pos) != k:
            return
        sp = v["spaces"][k - 1]
        lines = [f"Space {k} ({SPACE_WORD[sp['colour']]}): {sp['points']} of 5 points"]
        for seat in (0, 1):
            d, b = self.ring_count(k, seat, "disk"), self.ring_count(k, seat, "bar")
            if d or b:
                lines.append(f"{self.name(seat)}: {plural(d, 'disk')}, {plural(b, 'bar')}")
        if v["inspector"] == k:
            lines.append("The Inspector stands here.")
        if v["phase"] == "bury" and self.my_turn() and self.sel_piece:
            reason = self.state.illegal_reason(Action.make("bury", piece=self.sel_piece, space=k))
            lines.append(reason if reason else f"Click to bury a {self.sel_piece} here.")
        self._tooltip(surface, pos, "\n".join(lines), avoid=[self.inspector_rect.inflate(6, 6), *self.chip_rects])

SCENE = ArtifakesScene
