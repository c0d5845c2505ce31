"""Scarabya: the active player's themed site large, a pentomino that follows the mouse (green or red
with the reason, the areas it would close previewed with their points), put down provisionally and
applied only by Confirm; other sites small with scores, the round's mission card and the tile supply.

Input: move over the site (the tile follows, snapped); right-click or wheel rotates; F or the Flip
button flips; on-screen Rotate buttons for touch; the tile hangs from one of its own squares under the
pointer (a marked square, or the one pressed to pick it up again); a click/tap puts the tile down
provisionally (tap elsewhere to move it, or on it to pick it up by that square); Confirm (Enter)
applies, Take back (Backspace) lifts it again.
"""
from __future__ import annotations

import math

import pygame

from game.core import Action
from game.scarabya import data
from game.scarabya.shapes import orientations, placement_cells
from scenes.scarabya import pieces as sv
from scenes.table.game_scene import GameScene
from scenes.scarabya.anim import EffectsMixin
from ui import theme
from ui.widgets import Button

N = data.SITE_SIZE


def _norm(cells):
    mr = min(r for r, _ in cells)
    mc = min(c for _, c in cells)
    return tuple(sorted((r - mr, c - mc) for r, c in cells))


def marked_square(tile: str, orient: int) -> tuple[int, int]:
    """The square of the tile (in its orientation's own coordinates) that sits under the pointer when
    nothing was grabbed: the tile square nearest the middle of its bounding box, so the pointer is always
    over the tile itself and a move inside one cell never shifts it."""
    shape = orientations(tile, True)[orient]
    h = max(r for r, _ in shape) + 1
    w = max(c for _, c in shape) + 1
    mid = (h // 2, w // 2)
    r, c = min(shape, key=lambda rc: ((rc[0] - mid[0]) ** 2 + (rc[1] - mid[1]) ** 2, rc[0], rc[1]))
    return (r, c)


def orient_moves(tile: str) -> dict[str, list[int]]:
    """For each orientation index: the index after a clockwise turn, a counter-clockwise turn, a flip."""
    shapes = [_norm(s) for s in orientations(tile, True)]
    index = {s: i for i, s in enumerate(shapes)}

    def find(cells):
        return index.get(_norm(cells))

    cw = [find([(c, -r) for r, c in s]) for s in shapes]
    ccw = [find([(-c, r) for r, c in s]) for s in shapes]
    flip = [find([(r, -c) for r, c in s]) for s in shapes]
    return {"cw": cw, "ccw": ccw, "flip": flip}


class ScarabyaScene(EffectsMixin, GameScene):

    def __init__(self, app, match, seats=None):
        super().__init__(app, match, seats)
        self.art = sv.SiteArt()
        self.orient = 0
        self.anchor: tuple[int, int] | None = None    # (row, col) of the candidate placement
        self.locked = False                           # put down provisionally, waiting for Confirm
        self.grip: tuple[int, int] | None = None      # the tile square held under the pointer (None: marked)
        self.turn_key = None
        self._preview_key = None
        self._preview = (None, [], [])                # reason, areas, covered scarabs
        # display model: what the animations have not revealed yet
        self.hidden_cells: dict[int, set] = {}
        self.hidden_areas: set = set()
        self.points_lag = [0] * self.match.num_players
        self.tokens_lag: list[int] = []              # token values paid but not yet landed
        self.tokens_lag_seat: list[int] = []
        self.fx: list[dict] = []
        self.focus_site: int | None = None
        self.card_override = None
        self._shown_card = None
        self.final = None             # the final sites, shown once the game is over, before the results
        self._final_done = False
        self.buttons = {
            "ccw": Button("Rotate left", lambda: self.turn("ccw"), style="secondary", hotkey=pygame.K_q,
                          tooltip="Turn the tile a quarter to the left (wheel up, Q)"),
            "cw": Button("Rotate right", lambda: self.turn("cw"), style="secondary", hotkey=pygame.K_e,
                         tooltip="Turn the tile a quarter to the right (right-click, wheel down, E)"),
            "flip": Button("Flip", lambda: self.turn("flip"), style="secondary", hotkey=pygame.K_f,
                           tooltip="Turn the tile over (F)"),
            "confirm": Button("Confirm", self.confirm, style="primary", hotkey=pygame.K_RETURN),
            "back": Button("Take back", self.take_back, style="secondary", hotkey=pygame.K_BACKSPACE),
            "discard": Button("Discard tile", self.discard, style="primary", hotkey=pygame.K_RETURN),
        }

    # ---- seats and sites ---------------------------------------------------------------------
    def site_of(self, seat):
        return seat if self.state.mode == "standard" else 0

    def site_theme(self, site: int) -> str:
        return sv.theme_for_seat(site if self.state.mode == "standard" else 0)

    def big_site(self) -> int:
        if self.animator.busy and self.focus_site is not None:
            return self.focus_site
        seat = self.state.current_player
        if seat is not None:
            return self.site_of(seat)
        return self.focus_site if self.focus_site is not None else 0

    def my_tile(self):
        seat = self.state.current_player
        return None if seat is None else self.state.round_tiles[seat]

    def can_place_now(self) -> bool:
        return self.human_to_act and not self.animator.busy

    # ---- layout ------------------------------------------------------------------------------
    def layout(self, size):
        super().layout(size)
        self.art.clear()
        if getattr(self, "final", None) is not None:
            self.final.size = None
        self.min_px = round(size[1] / 60)   # the least text size that reads from two metres
        t = self.table_rect
        m = self.u(0.022)
        side = min(t.h - 2 * m, int(self.w * 0.53))
        self.site_geo = sv.SiteGeometry(pygame.Rect(t.x + m, t.y + m, side, side))
        right_x = self.site_geo.outer.right + int(m * 1.5)
        self.col = pygame.Rect(right_x, t.y + m, self.w - right_x - m, t.h - 2 * m)
        c = self.col
        top_h = int(c.h * 0.30)
        self.top_rect = pygame.Rect(c.x, c.y, c.w, top_h)
        # the card leaves the round counter and supplies at least ~60% of a narrow column (1000x1000)
        card_share = 0.27 if self.state.mode == "duel" else 0.38
        self.card_rect = pygame.Rect(c.x, c.y, min(int(top_h * 0.74), int(c.w * card_share)), top_h)
        ctrl_y = c.y + top_h + m
        bh = max(26, self.u(0.058))
        gap = max(6, m // 2)
        bw3 = (c.w - 2 * gap) // 3
        for i, k in enumerate(("ccw", "cw", "flip")):
            self.buttons[k].rect = pygame.Rect(c.x + i * (bw3 + gap), ctrl_y, bw3, bh)
        bw2 = (c.w - gap) // 2
        row2 = ctrl_y + bh + gap
        self.buttons["confirm"].rect = pygame.Rect(c.x, row2, bw2, bh)
        self.buttons["back"].rect = pygame.Rect(c.x + bw2 + gap, row2, bw2, bh)
        self.buttons["discard"].rect = pygame.Rect(c.x, row2, c.w, bh)
        self.hint_rect = pygame.Rect(c.x, row2 + bh + gap, c.w, int(bh * 1.5))
        py = self.hint_rect.bottom + gap
        self.players_rect = pygame.Rect(c.x, py, c.w, c.bottom - py)
        n = self.state.num_players
        cols = 1 if n == 1 else 2
        rows = math.ceil(n / cols)
        pr = self.players_rect
        cw = (pr.w - gap * (cols - 1)) // cols
        ch = (pr.h - gap * (rows - 1)) // max(1, rows)
        if self.state.mode == "solo":       # one card, four lines of text (it used to spill out)
            ch = min(ch, self.u(0.3))
        elif self.state.mode != "standard":   # no small site on the cards: they only need their text
            ch = min(ch, self.u(0.14))
        else:
            ch = min(ch, cw + self.u(0.1))
        self.player_rects = [pygame.Rect(pr.x + (i % cols) * (cw + gap), pr.y + (i // cols) * (ch + gap), cw, ch)
                             for i in range(n)]

    # ---- candidate placement -------------------------------------------------------------------
    def _sync_turn(self):
        key = (len(self.state.log), self.state.current_player)
        if key != self.turn_key:
            self.turn_key = key
            self.locked = False
            self.orient = 0
            self.grip = None
            tile = self.my_tile()
            if tile is not None and self.anchor is not None:
                self.anchor = self.anchor_for(self.hover_pos) if self.on_site(self.hover_pos) else None

    def cells_of(self, orient=None, anchor=None):
        tile = self.my_tile()
        anchor = anchor or self.anchor
        if tile is None or anchor is None:
            return None
        return placement_cells(tile, self.orient if orient is None else orient, anchor[0], anchor[1], True)

    def on_site(self, pos) -> bool:
        return self.site_geo.grid.collidepoint(pos)

    def grip_square(self, orient=None) -> tuple[int, int] | None:
        tile = self.my_tile()
        if tile is None:
            return None
        if self.grip is not None and orient in (None, self.orient):
            return self.grip
        return marked_square(tile, self.orient if orient is None else orient)

    def anchor_for(self, pos, orient=None):
        """Anchor that puts the held square (the one grabbed, else the marked one) under the pointer's
        cell: the tile moves a whole cell only when the pointer crosses into another cell."""
        grip = self.grip_square(orient)
        if grip is None:
            return None
        fr, fc = self.site_geo.cell_at(pos)
        return (math.floor(fr) - grip[0], math.floor(fc) - grip[1])

    def candidate_action(self):
        if self.anchor is None or self.my_tile() is None:
            return None
        return Action.make("place", tile=self.my_tile(), orient=self.orient, row=self.anchor[0], col=self.anchor[1])

    def preview(self):
        """(reason or None, areas it would close, scarabs it would cover), cached per candidate."""
        key = (self.turn_key, self.orient, self.anchor)
        if key != self._preview_key:
            self._preview_key = key
            act = self.candidate_action()
            seat = self.state.current_player
            if act is None or seat is None:
                self._preview = (None, [], [])
            else:
                reason = self.state.placement_reason(seat, act["tile"], act["orient"], act["row"], act["col"])
                if reason is None:
                    self._preview = (None, self.state.preview(act), self.state.covered_by(act))
                else:
                    self._preview = (reason, [], [])
        return self._preview

    def turn(self, how: str):
        if not self.can_place_now() or self.my_tile() is None:
            self.app.toast(self._wait_reason())
            return
        if how == "flip" and not self.state.flips:
            self.app.toast("Flipping tiles is off in this game's options.")
            return
        tile = self.my_tile()
        new = orient_moves(tile)[how][self.orient]
        if new is None:
            return
        if not self.state.flips and new >= len(orientations(tile, False)):
            return
        held = self.grip_square()
        self.orient = new
        self.grip = None
        self.app.audio.play("flip")
        if self.anchor is not None and held is not None:
            # keep the tile where it was: the new orientation's marked square takes the held one's cell
            at = (self.anchor[0] + held[0], self.anchor[1] + held[1])
            mark = marked_square(tile, new)
            self.anchor = (at[0] - mark[0], at[1] - mark[1])
        self.app.dirty = True

    def click_site(self, pos):
        if not self.can_place_now():
            self.app.toast(self._wait_reason())
            return
        if self.must_discard():
            self.app.toast(f"The {self.my_tile()} fits nowhere: it is discarded. Press Discard tile.")
            return
        if self.locked and self.anchor is not None:
            fr, fc = self.site_geo.cell_at(pos)
            cell = (math.floor(fr) - self.anchor[0], math.floor(fc) - self.anchor[1])
            if list(cell) in [[r - self.anchor[0], c - self.anchor[1]] for r, c in self.cells_of()]:
                self.grip = cell     # picked up again by this square: it follows the pointer from here
                self.locked = False
                self.app.dirty = True
                return
        anchor = self.anchor_for(pos)
        seat = self.state.current_player
        reason = self.state.placement_reason(seat, self.my_tile(), self.orient, anchor[0], anchor[1])
        if reason is not None:
            self.anchor = anchor if not self.locked else self.anchor
            self.app.toast(reason)
            return
        self.anchor = anchor
        self.locked = True
        self.app.audio.play("place")
        self.app.dirty = True

    def confirm(self):
        if not self.locked:
            self.app.toast("Put the tile down on your site first (click where it goes).")
            return
        act = self.candidate_action()
        reason = self.state.illegal_reason(act) if act is not None else "Put the tile down first."
        if reason:
            self.app.toast(reason)
            return
        if self.try_action(act):
            self.locked = False

    def take_back(self):
        if not self.locked:
            self.app.toast("Nothing to take back: the tile is still in your hand.")
            return
        self.locked = False
        self.grip = None
        self.anchor = self.anchor_for(self.hover_pos) if self.on_site(self.hover_pos) else None
        self.app.dirty = True

    def discard(self):
        self.try_action(Action.make("discard"))

    # ---- the log: the others' moves of a round still in progress stay private -------------------
    def log_lines(self, viewer=...):
        """The log as the viewer may read it: while a standard round goes on, another seat's move of
        this round reads only "placed this round's tile" (what and where shows when the round is over)."""
        from scenes.table.game_log import Line
        lines = super().log_lines(viewer)
        who = self.viewer if viewer is ... else viewer
        st = self.state
        if not st.simultaneous() or not st.round_start:
            return lines
        start = st.round_start["log_at"]
        hidden = {i for i in range(start, len(st.log)) if st.log[i].seat != who}
        if not hidden:
            return lines
        out, said = [], set()
        for line in lines:
            if line.action_index not in hidden:
                out.append(line)
            elif line.action_index not in said:
                said.add(line.action_index)
                seat = st.log[line.action_index].seat
                out.append(Line(line.action_index, seat, f"{self.name(seat)} is done with this round's tile "
                                                         "(shown when the round is over)."))
        return out

    # ---- the end: every final site before the results ------------------------------------------------
    def show_results(self):
        if self.attract_index is not None or self.fast_forward or self._final_done:
            super().show_results()
            return
        if self.final is None:
            from scenes.scarabya.final import FinalSites
            self.final = FinalSites(self, self.finish_final)
            self.record_stats()
            self.app.dirty = True

    def finish_final(self):
        self._final_done = True
        self.final = None
        super().show_results()

    def on_state_replaced(self):
        super().on_state_replaced()
        self._held = []          # moves of the undone position are never revealed
        self.recaps = {}

    # ---- hooks for the table (Esc, tips) ---------------------------------------------------------
    def close_topmost(self) -> bool:
        """Esc: a tile put down provisionally is lifted back into the hand (the only thing of ours that
        stands open); False when nothing is, so Esc goes on to the pause menu."""
        if self.locked and self.can_place_now():
            self.take_back()
            return True
        return False

    def interactive_rects(self) -> list:
        """Everything a player can click now: the visible buttons and, while placing, the site."""
        if self.final is not None:
            return [self.final.button.rect.copy()]
        rects = [b.rect.copy() for b in self.visible_buttons()]
        if self.can_place_now() and self.my_tile() is not None and not self.must_discard():
            rects.append(self.site_geo.grid.copy())
        return rects

    def seat_rect(self, seat):
        rects = getattr(self, "player_rects", [])
        return rects[seat] if 0 <= seat < len(rects) else None

    def essential_rects(self) -> list:
        """The players' cards (scores, tokens, whose turn): a tip keeps off them where it can."""
        return [r.copy() for r in getattr(self, "player_rects", [])]

    def _wait_reason(self) -> str:
        seat = self.state.current_player
        if seat is None:
            return "The game is over."
        if self.animator.busy:
            return "One moment: the last move is still being shown."
        return f"Please wait: {self.name(seat)} is placing."

    # ---- input ---------------------------------------------------------------------------------
    def visible_buttons(self):
        if not self.can_place_now() or self.my_tile() is None:
            return []
        if self.must_discard():
            return [self.buttons["discard"]]
        out = [self.buttons["ccw"], self.buttons["cw"], self.buttons["flip"], self.buttons["confirm"],
               self.buttons["back"]]
        self.buttons["flip"].enabled = self.state.flips
        self.buttons["flip"].reason = "Flipping tiles is off in this game's options."
        reason = self.preview()[0] if self.locked else "Put the tile down on your site first (click where it goes)."
        self.buttons["confirm"].enabled = self.locked and reason is None
        self.buttons["confirm"].reason = reason or ""
        self.buttons["back"].enabled = self.locked
        self.buttons["back"].reason = "Nothing to take back yet."
        return out

    def handle_table(self, event):
        if self.final is not None:
            self.final.button.handle(event, self.app)
            return
        self._sync_turn()
        for b in self.visible_buttons():
            if b.handle(event, self.app):
                return
        if event.type == pygame.MOUSEMOTION:
            if self.can_place_now() and not self.locked:
                self.anchor = self.anchor_for(event.pos) if self.on_site(event.pos) else None
            return
        if event.type == pygame.MOUSEWHEEL:
            if self.can_place_now():
                self.turn("ccw" if event.y > 0 else "cw")
            return
        if event.type == pygame.MOUSEBUTTONUP:
            if event.button == 3:
                if self.can_place_now():
                    self.turn("cw")
                return
            if event.button == 1 and self.on_site(event.pos):
                self.click_site(event.pos)
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_r and self.can_place_now():
            self.turn("cw")

    # ---- status --------------------------------------------------------------------------------
    def showing_recap(self) -> bool:
        """True while the last move is still being shown under the mission card of its own round: the
        header then speaks of that move (once the card has turned, of the new tile: never another)."""
        st = self.state
        if not self.animator.busy or not st.log:
            return False
        last = st.log[-1].seat
        rec = getattr(self, "recaps", {}).get(last)
        shown = self.card_override or self._shown_card
        return (rec is not None and shown is not None and shown[0] == rec.get("round")
                and (last != st.current_player or shown[0] != st.round))

    def recap_status(self) -> str:
        last = self.state.log[-1].seat if self.state.log else None
        what = self.recap_text(last) if last is not None else None
        if what:
            return f"{self.name(last)}{'' if self.is_human(last) else ' (computer)'} {what} (click to skip)"
        return "Showing the last move (click to skip)"

    def status(self) -> str:
        st = self.state
        seat = st.current_player
        if self.showing_recap():
            return self.recap_status()
        if self.final is not None:
            return "The dig is over: every final site. Press See the scores when you are ready."
        if seat is None:
            if st.mode == "solo":
                return "Expedition complete: every scarab is covered!" if st.solo_result == "won" else \
                    "The expedition is over: a scarab was sealed in or left exposed."
            return "The game is over."
        tile = self.my_tile()
        name = self.name(seat)
        where = "the shared site" if st.mode == "duel" else "your site"
        if not self.is_human(seat):
            return f"{name} (computer) is placing the {tile}..."
        if self.must_discard():
            return f"{name}: the {tile} fits nowhere. Discard it."
        if self.locked:
            return f"{name}: Confirm the {tile} here, or Take back to move it."
        return f"{name}: place the {tile} on {where} (right-click or wheel rotates, F flips)."

    # ---- drawing -------------------------------------------------------------------------------
    # The still picture (background, the big site's art, areas and tiles, the side column) is composed
    # once per change into one surface that stands in for the background; draw_table then paints only
    # what moves: effects, the candidate tile, a turning mission card.
    def draw(self, surface):
        if self.final is not None:
            self.bg = self.backdrop()
            super().draw(surface)
            return
        self._sync_turn()
        view = self.state.view(self.viewer)
        if self.card_override is None:
            self._shown_card = (view["round"], tuple(view["round_tiles"]))
        self._draw_view = view
        self.bg = self._table_frame(view)
        super().draw(surface)

    def _card_turning(self) -> bool:
        return any(fx["kind"] == "card" for fx in self.fx)

    def _frame_key(self, view, site, buttons):
        mouse = self.hover_pos
        return repr((view, site, self.hidden_cells, sorted(self.hidden_areas), self.points_lag, self.tokens_lag,
                     self.tokens_lag_seat, self.card_override, self._card_turning(), self.animator.busy,
                     self.can_place_now(), self.anchor, self.orient, self.locked,
                     self.preview() if self.can_place_now() else None, self.must_discard(),
                     [(b.label, b.enabled, b.rect.collidepoint(mouse), tuple(b.rect)) for b in buttons],
                     self.seats, self.size, self.viewer, self.state.current_player))

    def _still_site(self, surface, view, site):
        g = self.site_geo
        layer = self.art.layer(self.site_theme(site), g.cell, g.frame, view["rocks"], view["scarabs"])
        surface.blit(self._site_shadow(), g.outer.move(g.frame // 3, g.frame // 2))
        surface.blit(layer, g.outer)
        sview = view["sites"][site]
        hidden = self.hidden_cells.get(site, set())
        self.draw_areas(surface, g, site, sview, view)
        for (seat, tile), cells in sv.tile_groups(sview["cover"], hidden).items():
            sv.draw_tile(surface, cells, g.grid.topleft, g.cell, self.colour(seat), self.symbol(seat))
        self.draw_plaque(surface, view, site)

    def _site_shadow(self):
        g = self.site_geo
        key = (g.outer.size, g.frame)
        if getattr(self, "_shadow_key", None) != key:
            sh = pygame.Surface(g.outer.size, pygame.SRCALPHA)
            pygame.draw.rect(sh, (50, 30, 12, 70), sh.get_rect(), border_radius=max(4, g.frame // 2))
            self._shadow, self._shadow_key = sh, key
        return self._shadow

    def _backdrop(self):
        return self.backdrop()

    def _site_frame(self, view, site):
        """The background with the big site's still part (no side column): kept for the rare frames where
        something moving crosses into the side column, which must then be painted over it again."""
        key = self._frame_key_now
        if getattr(self, "_site_frame_key", None) != key:
            frame = getattr(self, "_site_frame_surf", None)
            if frame is None or frame.get_size() != self.size:
                frame = pygame.Surface(self.size)
            frame.blit(self._backdrop(), (0, 0))
            self._still_site(frame, view, site)
            self._site_frame_surf, self._site_frame_key = frame, key
        return self._site_frame_surf

    def _table_frame(self, view):
        from scenes.scarabya import panels as hud
        site = self.big_site()
        buttons = self.visible_buttons()
        key = self._frame_key(view, site, buttons)
        self._frame_key_now = key
        if key == getattr(self, "_frame_key_last", None) and self._frame.get_size() == self.size:
            return self._frame
        frame = getattr(self, "_frame", None)
        if frame is None or frame.get_size() != self.size:
            frame = pygame.Surface(self.size)
        frame.blit(self._backdrop(), (0, 0))
        self._still_site(frame, view, site)
        turning = self._card_turning()   # the turning card and the round panel it slides under: every frame
        self._draw_side(frame, view, buttons, cards=not turning, supply=not turning)
        self._frame, self._frame_key_last = frame, key
        return frame

    def _draw_side(self, surface, view, buttons, cards=True, supply=True):
        from scenes.scarabya import panels as hud
        if cards:
            hud.draw_cards(self, surface, view)
        if supply:
            hud.draw_round_and_supply(self, surface, view)
        hud.draw_hint(self, surface, view)
        hud.draw_players(self, surface, view)
        mouse = self.hover_pos
        for b in buttons:
            b.hover = b.rect.collidepoint(mouse)
            b.draw(surface)

    def draw_table(self, surface, area):
        from scenes.scarabya import panels as hud
        if self.final is not None:
            self.final.draw(surface, self.state.view(self.viewer))
            return
        view = getattr(self, "_draw_view", None)
        self._draw_view = None
        if view is None:
            self._sync_turn()
            view = self.state.view(self.viewer)
            if self.card_override is None:
                self._shown_card = (view["round"], tuple(view["round_tiles"]))
        frame = self._table_frame(view)
        site = self.big_site()
        g = self.site_geo
        candidate = self.can_place_now() and self.big_site() == self.site_of(self.state.current_player)
        reach = self._moving_bounds(g, site, candidate)
        crosses = reach is not None and reach.colliderect(self.col.inflate(24, 24))
        if crosses:   # drawn as before: the side column over what moves
            surface.blit(self._site_frame(view, site), (0, 0))
        elif self.bg is not frame:
            surface.blit(frame, (0, 0))
        self.draw_fx(surface, g, site)
        if candidate:
            self.draw_candidate(surface, g, view)
        if crosses:
            self._draw_side(surface, view, self.visible_buttons())
        elif self._card_turning():
            hud.draw_cards(self, surface, view)
            hud.draw_round_and_supply(self, surface, view)

    def _moving_bounds(self, g, site, candidate):
        """A rectangle holding everything drawn over the still frame this frame (None: nothing)."""
        out = []
        c = g.cell

        def cells_rect(cells, grow):
            rs = [r for r, _ in cells]
            cs = [cc for _, cc in cells]
            return pygame.Rect(g.grid.x + min(cs) * c, g.grid.y + min(rs) * c, (max(cs) - min(cs) + 1) * c,
                               (max(rs) - min(rs) + 1) * c).inflate(2 * grow * c, 2 * grow * c)
        for fx in self.fx:
            kind = fx["kind"]
            if kind == "card" or (fx.get("site") not in (None, site)):
                continue
            if kind in ("drop", "glow", "banner") and fx.get("cells"):
                out.append(cells_rect(fx["cells"], 2))
            if kind == "recap":
                out.append(self.recap_box(g, fx["text"]))
            if kind == "token":
                r_, c_ = fx["cell"]
                out.append(cells_rect([(r_, c_)], 1).union(cells_rect([(r_, c_)], 1).move(0, -int(c * 2.3))))
            elif kind == "float":
                px = max(16, int(c * 0.75))
                label = theme.text(fx["text"], "title", px, (255, 244, 200))
                r = cells_rect(fx["cells"], 1)
                out.append(r.union(r.move(0, -int(c * 1.5))).inflate(label.get_width() + 2 * px, 0))
            elif kind == "banner":
                px = max(16, int(c * 0.5))
                label = theme.text(fx["text"], "bold", px, theme.WHITE)
                box = label.get_rect().inflate(px * 2, px * 2)
                box.center = g.grid.center
                out.append(box)
        if candidate:
            cells = self.cells_of()
            if cells:
                out.append(cells_rect(cells, 1))
                reason, areas, _ = self.preview()
                px = max(14, int(c * 0.5))
                for a in areas if reason is None else []:
                    text = "Seals a scarab!" if self.state.mode == "solo" else f"+{a['points']}"
                    label = theme.text(text, "bold", px, theme.WHITE)
                    box = label.get_rect().inflate(px * 2, px * 2)
                    box.center = sv.area_label_pos(g, a["cells"])
                    out.append(box)
                if reason is not None:
                    out.append(g.outer)
        if not out:
            return None
        return out[0].unionall(out[1:])

    def must_discard(self) -> bool:
        seat = self.state.current_player
        key = (id(self.state), len(self.state.log), seat)
        if getattr(self, "_discard_key", None) != key:   # asked several times a frame: once per position
            self._discard_key = key
            self._discard = seat is not None and not self.state.placement_masks(seat, self.my_tile())
        return self._discard

    def seat_colour(self, seat):
        return self.colour(seat)

    def draw_big_site(self, surface, view, site):
        g = self.site_geo
        self._still_site(surface, view, site)
        self.draw_fx(surface, g, site)
        if self.can_place_now() and self.big_site() == self.site_of(self.state.current_player):
            self.draw_candidate(surface, g, view)

    def draw_plaque(self, surface, view, site):
        g = self.site_geo
        st = self.state
        if st.mode == "duel":
            text = "Shared site"
        elif st.mode == "solo":
            text = f"{self.name(0)}'s site: the last survivor"
        else:
            text = f"{self.name(site)}'s site"
        px = max(12, self.min_px, int(g.frame * 0.62))
        label = theme.text(f"{text}  ·  {sv.THEME_LABEL[self.site_theme(site)]}", "title", px, theme.PAPYRUS)
        box = label.get_rect().inflate(px * 2, int(px * 0.3))
        box.midtop = (g.outer.centerx, g.outer.y + max(0, (g.frame - box.h) // 2))
        pygame.draw.rect(surface, (78, 50, 22), box, border_radius=box.h // 3)
        pygame.draw.rect(surface, (214, 176, 106), box, max(1, px // 10), border_radius=box.h // 3)
        if st.mode == "standard":
            theme.draw_symbol(surface, self.symbol(site), (box.x + px, box.centery), max(4, px // 3),
                              self.colour(site), outline=theme.WHITE)
        surface.blit(label, label.get_rect(center=(box.centerx + (px // 2 if st.mode == "standard" else 0), box.centery)))

    def draw_areas(self, surface, g, site, sview, view):
        """Closed excavation areas: a soft gold wash and a token on every scarab that scored."""
        solo = self.state.mode == "solo"
        tok = int(g.cell * 0.72)
        for a in sview["areas"]:
            if (site, tuple(a["cells"][0])) in self.hidden_areas:
                continue
            sealed = solo and a["scarabs"]
            sv.fill_cells(surface, g, a["cells"], (200, 60, 40, 70) if sealed else (255, 226, 140, 60))
            edge = (170, 50, 40) if sealed else (214, 168, 70)
            if self.state.mode == "duel" and a["points"]:   # who scored it on the shared site
                edge = self.colour(a["seat"])
            sv.outline_cells(surface, g, a["cells"], edge, max(2, g.cell // 16))
            if not solo:
                for r, c in a["scarabs"]:
                    sv.draw_token(surface, g.cell_centre(r, c), tok, a["size"])
        if solo:
            # the scarabs still exposed: a gold ring so the player sees what is left to cover
            covered = {(r, c) for r in range(N) for c in range(N) if sview["cover"][r][c] is not None}
            for r, c in view["scarabs"]:
                if (r, c) not in covered:
                    pygame.draw.circle(surface, sv.GOLD, g.cell_centre(r, c), int(g.cell * 0.46), max(2, g.cell // 16))

    def draw_candidate(self, surface, g, view):
        cells = self.cells_of()
        if not cells:
            return
        seat = self.state.current_player
        reason, areas, covered = self.preview()
        ok = reason is None
        clip = surface.get_clip()
        surface.set_clip(self.table_rect)
        if ok:
            for a in areas:
                sv.fill_cells(surface, g, a["cells"], (255, 214, 90, 90))
                sv.outline_cells(surface, g, a["cells"], sv.GOLD, max(2, g.cell // 12))
        colour = self.colour(seat)
        if not ok:   # a greyed ghost, so an illegal spot never looks like a placed tile
            colour = tuple(int(a * 0.35 + b * 0.65) for a, b in zip(colour, (150, 140, 130)))
        border = theme.GOOD if ok else theme.BAD
        sv.draw_tile(surface, cells, g.grid.topleft, g.cell, colour, self.symbol(seat),
                     alpha=240 if self.locked else 215, border=border, border_w=max(3, g.cell // 9),
                     shadow=True, lift=0.0 if self.locked else 0.12)
        tint = sv.plain((g.cell, g.cell), (*border, 35 if ok else 90))
        for r, c in cells:
            surface.blit(tint, g.cell_rect(r, c))
        if not ok:
            rocks = {tuple(rc) for rc in view["rocks"]}
            cover = view["sites"][self.site_of(seat)]["cover"]
            for r, c in cells:   # mark exactly which squares are the problem
                bad = not (0 <= r < N and 0 <= c < N) or (r, c) in rocks or cover[r][c] is not None
                if bad:
                    rc = g.cell_rect(r, c).inflate(-g.cell // 3, -g.cell // 3)
                    w = max(2, g.cell // 12)
                    pygame.draw.line(surface, theme.BAD, rc.topleft, rc.bottomright, w)
                    pygame.draw.line(surface, theme.BAD, rc.topright, rc.bottomleft, w)
        surface.set_clip(clip)
        if ok:
            px = max(14, int(g.cell * 0.5))
            for a in areas:
                solo = self.state.mode == "solo"
                if solo:
                    text, bg = ("Seals a scarab!", theme.BAD) if a["scarabs"] else ("closes", sv.GOLD_DARK)
                else:
                    text, bg = f"+{a['points']}", (sv.GOLD_DARK if a["points"] else (120, 100, 80))
                sv.pill(surface, text, sv.area_label_pos(g, a["cells"]), px, theme.WHITE, bg, border=sv.GOLD)
        else:
            self.draw_reason(surface, g, cells, reason)

    def draw_reason(self, surface, g, cells, reason):
        px = max(14, int(g.cell * 0.36))
        label = theme.text(reason, "bold", px, theme.WHITE)
        box = label.get_rect().inflate(px, int(px * 0.6))
        rows = [r for r, _ in cells]
        cols = [c for _, c in cells]
        x = g.grid.x + (sum(cols) / len(cols) + 0.5) * g.cell
        below = g.grid.y + (max(rows) + 1) * g.cell + px // 2
        above = g.grid.y + min(rows) * g.cell - px // 2 - box.h
        y = below if below + box.h < g.outer.bottom else above
        box.midtop = (int(x), int(y))
        box.clamp_ip(g.outer)
        sv.pill_at(surface, label, box, theme.BAD, border=(255, 220, 210))


SCENE = ScarabyaScene
