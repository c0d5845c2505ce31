"""Scarabya: the active player's themed site large, a pentomino that follows the mouse (green or red
with the reason, the areas it would close previewed with their points), put down provisionally and
applied only by Confirm; other sites small with scores, the round's mission card and the tile supply.

Input: move over the site (the tile follows, snapped); right-click or wheel rotates; F or the Flip
button flips; on-screen Rotate buttons for touch; the tile hangs from one of its own squares under the
pointer (a marked square, or the one pressed to pick it up again); a click/tap puts the tile down
provisionally (tap elsewhere to move it, or on it to pick it up by that square); Confirm (Enter)
applies, Take back (Backspace) lifts it again.

The scene sees the game only through its match: the viewer's view (asked once per position,
`view`), the seat to act, `match.reason` for why a spot is refused and `match.preview` for the
areas a spot would close. The big site and the side column are painted by table.py and panels.py,
the animations and what they hold back (`self.held`) by anim.py.
"""
from __future__ import annotations

import math

import pygame

from game.core import Action
from game.i18n import _, N_
from game.scarabya.shapes import orient_moves, orientations, placement_cells
from game.scarabya import log as scarabya_log
from game.scarabya.view import moves_this_round, unseen
from scenes.scarabya import anim
from scenes.scarabya import pieces
from scenes.scarabya.table import SiteDrawing
from scenes.table.game_scene import GameScene
from scenes.table.regions import Region
from ui import assets, theme
from ui.widgets import Button

DISCARD = Action.make("discard")
FINGER_LIFT = 1.5    # cells a tile rides above the finger sliding it


def marked_square(tile: str, orient: int) -> tuple[int, int]:
    """The square of the tile (in its orientation's own coordinates) that sits under the pointer when
    nothing was grabbed: the tile square nearest the middle of its bounding box, so the pointer is always
    over the tile itself and a move inside one cell never shifts it."""
    shape = orientations(tile, True)[orient]
    h = max(r for r, _unused in shape) + 1
    w = max(c for _unused, c in shape) + 1
    mid = (h // 2, w // 2)
    r, c = min(shape, key=lambda rc: ((rc[0] - mid[0]) ** 2 + (rc[1] - mid[1]) ** 2, rc[0], rc[1]))
    return (r, c)


UNREAD_FINAL_S = 10.0   # where nobody at this screen plays (an onlooker), the final sites give way to the scores


class ScarabyaScene(SiteDrawing, GameScene):
    MOVING = anim.Moving
    RECAPS_IN_WORDS = False    # each seat's last move as facts (game/scarabya/log.recap), worded when drawn
    # what drawing may change besides GameScene's: the site's shadow and the site part of the still
    # picture (kept for the frames where something moving crosses the side column), and the memos of
    # the candidate's preview and of whether the tile must be discarded, asked once per position
    DRAW_CACHES = GameScene.DRAW_CACHES | {"_shadow", "_shadow_key", "_site_part", "_site_pic", "_preview",
                                           "_preview_key", "_discard_key", "_discard"}

    def __init__(self, app, match, seats=None):
        super().__init__(app, match, seats)
        first = self.match.view(None)
        self.mode = first["mode"]                     # standard / solo / duel: fixed for the match
        self.flips = first["flips"]
        self.art = pieces.SiteArt()
        self.orient = 0
        self.anchor: tuple[int, int] | None = None    # (row, col) of the candidate placement
        self.locked = False                           # put down provisionally, waiting for Confirm
        self.grip: tuple[int, int] | None = None      # the tile square held under the pointer (None: marked)
        self.turn_key = None
        self._preview_key = None
        self._preview = (None, [], [])                # reason, areas, covered scarabs
        # what the animations have not revealed yet is held back in self.held (anim.py)
        self.focus_site: int | None = None   # the big site shown: the last a move was shown on
        self._withheld: list = []            # the others' moves of this round, not shown yet
        self.final = None             # the final sites, shown once the game is over, before the results
        self._final_done = False
        self.buttons = {
            "ccw": Button(N_("Rotate left"), lambda: self.turn("ccw"), style="secondary", hotkey=pygame.K_q,
                          tooltip=N_("Turn the tile a quarter to the left (wheel up, Q)")),
            "cw": Button(N_("Rotate right"), lambda: self.turn("cw"), style="secondary", hotkey=pygame.K_e,
                         tooltip=N_("Turn the tile a quarter to the right (right-click, wheel down, E)")),
            "flip": Button(N_("Flip"), lambda: self.turn("flip"), style="secondary", hotkey=pygame.K_f,
                           tooltip=N_("Turn the tile over (F)"),
                           refusal=lambda: None if self.flips else _("Flipping tiles is off in this game's options.")),
            "confirm": Button(N_("Confirm"), self.confirm, style="primary", hotkey=pygame.K_RETURN,
                              refusal=self._confirm_refusal),
            "back": Button(N_("Take back"), self.take_back, style="secondary", hotkey=pygame.K_BACKSPACE,
                           refusal=lambda: None if self.locked else _("Nothing to take back yet.")),
            "discard": Button(N_("Discard tile"), self.discard, style="primary", hotkey=pygame.K_RETURN),
        }

    # ---- the match's views ---------------------------------------------------------------------
    # ---- seats and sites ---------------------------------------------------------------------
    def site_of(self, seat):
        return seat if self.mode == "standard" else 0

    def site_theme(self, site: int) -> str:
        return pieces.theme_for_seat(site if self.mode == "standard" else 0)

    def big_site(self) -> int:
        if self.animator.busy and self.focus_site is not None:
            return self.focus_site
        seat = self.match.current_player
        if seat is not None:
            return self.site_of(seat)
        return self.focus_site if self.focus_site is not None else 0

    def my_tile(self):
        """The tile of the seat to act (None when the game is over)."""
        return self.view()["tile"]

    def can_place_now(self) -> bool:
        return self.human_to_act and not self.animator.busy

    # ---- layout ------------------------------------------------------------------------------
    def layout(self, size):
        super().layout(size)
        self.art.clear()
        if getattr(self, "final", None) is not None:
            self.final.size = None
        self.min_px = theme.least_px(size[1])   # the least text size that reads from two metres
        t = self.table_rect
        m = self.u(0.022)
        side = min(t.h - 2 * m, int(self.w * 0.53))
        self.site_geo = pieces.SiteGeometry(pygame.Rect(t.x + m, t.y + m, side, side))
        # every site's art, rendered in the background while the first frame is made (see _site_base)
        g = self.site_geo
        assets.render_ahead(self.art.pictures(sorted({self.site_theme(self.site_of(s)) for s in range(self.match.num_players)}), g.cell, g.frame))
        right_x = self.site_geo.outer.right + int(m * 1.5)
        self.col = pygame.Rect(right_x, t.y + m, self.w - right_x - m, t.h - 2 * m)
        c = self.col
        top_h = int(c.h * 0.30)
        self.top_rect = pygame.Rect(c.x, c.y, c.w, top_h)
        # the card leaves the round counter and supplies at least ~60% of a narrow column (1000x1000)
        card_share = 0.27 if self.mode == "duel" else 0.38
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
        n = self.match.num_players
        cols = 1 if n == 1 else 2
        rows = math.ceil(n / cols)
        pr = self.players_rect
        cw = (pr.w - gap * (cols - 1)) // cols
        ch = (pr.h - gap * (rows - 1)) // max(1, rows)
        if self.mode == "solo":       # one card, four lines of text (it used to spill out)
            ch = min(ch, self.u(0.3))
        elif self.mode != "standard":   # no small site on the cards: they only need their text
            ch = min(ch, self.u(0.14))
        else:
            ch = min(ch, cw + self.u(0.1))
        self.player_rects = [pygame.Rect(pr.x + (i % cols) * (cw + gap), pr.y + (i // cols) * (ch + gap), cw, ch)
                             for i in range(n)]

    # ---- candidate placement -------------------------------------------------------------------
    def _sync_turn(self):
        key = (self.position, self.match.current_player)
        if key != self.turn_key:
            self.turn_key = key
            self.locked = False
            self.orient = 0
            self.grip = None
            tile = self.my_tile()
            if tile is not None and self.anchor is not None:
                self.anchor = self.anchor_for(self.hover_spot()) if self.on_site(self.hover_spot()) else None

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

    def finger_lift(self) -> int:
        """How far above a sliding finger the tile it moves is held, so the finger never hides it
        (none for a mouse, and none for a tap: a tile tapped onto a square lands on that square)."""
        return int(self.site_geo.cell * FINGER_LIFT) if self.app.touch.in_use and self.app.touch.slid else 0

    def pointer_spot(self, event):
        """Where the pointer points for placing: a sliding finger's spot is the tile's, above it."""
        x, y = event.pos
        return (x, y - self.finger_lift()) if getattr(event, "touch", False) else (x, y)

    def hover_spot(self):
        """pointer_spot for where the pointer last was."""
        x, y = self.hover_pos
        return (x, y - self.finger_lift())

    def site_reach(self):
        """Where a release places on the site: the grid, and below it as far as a finger is held
        under its tile (so the bottom row can be reached by touch)."""
        grid = self.site_geo.grid
        return grid.union(grid.move(0, int(self.site_geo.cell * FINGER_LIFT))) if self.app.touch.in_use else grid

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
            seat = self.match.current_player
            if act is None or seat is None:
                self._preview = (None, [], [])
            else:
                reason = self.match.reason(act)
                if reason is None:
                    scarabs = {tuple(rc) for rc in self.view()["scarabs"]}
                    covered = sorted([r, c] for r, c in self.cells_of() if (r, c) in scarabs)
                    self._preview = (None, self.match.preview(act), covered)
                else:
                    self._preview = (reason, [], [])
        return self._preview

    def turn(self, how: str):
        if not self.can_place_now() or self.my_tile() is None:
            self.app.toast(self._wait_reason())
            return
        if how == "flip" and not self.flips:
            self.app.toast(_("Flipping tiles is off in this game's options."))
            return
        tile = self.my_tile()
        new = orient_moves(tile)[how][self.orient]
        if new is None:
            return
        if not self.flips and new >= len(orientations(tile, False)):
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
            # Translators: {tile} is the letter of a tile (a pentomino: F, I, L, N, P, T, U, V, W, X, Y, Z)
            self.app.toast(_("The {tile} fits nowhere: it is discarded. Press Discard tile.").format(
                tile=_(self.my_tile())))
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
        reason = self.match.reason(Action.make("place", tile=self.my_tile(), orient=self.orient, row=anchor[0],
                                               col=anchor[1]))
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
            self.app.toast(self._confirm_refusal())
            return
        act = self.candidate_action()
        reason = self.match.reason(act) if act is not None else _("Put the tile down first.")
        if reason:
            self.app.toast(reason)
            return
        if self.try_action(act):
            self.locked = False

    def take_back(self):
        if not self.locked:
            self.app.toast(_("Nothing to take back: the tile is still in your hand."))
            return
        self.locked = False
        self.grip = None
        self.anchor = self.anchor_for(self.hover_spot()) if self.on_site(self.hover_spot()) else None
        self.app.dirty = True

    def discard(self):
        self.try_action(DISCARD)

    # ---- the log: the others' moves of a round still in progress stay private -------------------
    def log_lines(self, viewer=...):
        """The log as the viewer may read it: while a standard round goes on, another seat's move of
        this round reads only "placed this round's tile" (what and where shows when the round is over)."""
        from scenes.table.game_log import Line
        lines = super().log_lines(viewer)
        who = self.viewer if viewer is ... else viewer
        made = moves_this_round(self.view(who))
        if not made:
            return lines
        start = self.match.moves - made
        actors = {e.action_index: e.seat for e in self.game_log.entries if e.action_index >= start}
        hidden = {i for i, seat in actors.items() if seat != who}
        if not hidden:
            return lines
        out, said = [], set()
        for line in lines:
            if line.action_index not in hidden:
                out.append(line)
            elif line.action_index not in said:
                said.add(line.action_index)
                seat = actors[line.action_index]
                out.append(Line(line.action_index, seat, _("{player} is done with this round's tile (shown when the "
                                                           "round is over).").format(player=self.name(seat))))
        return out

    # ---- the end: every final site before the results ------------------------------------------------
    def show_results(self):
        if self.table_mode.banner or self.fast_forward or self._final_done:
            super().show_results()
            return
        if self.final is None:
            from scenes.scarabya.final import FinalSites
            self.final = FinalSites(self, self.finish_final)
            self.final_at = self.app.now()
            self.bg = None        # the final sites lie on the plain background
            self.record_stats()
            self.app.dirty = True
        elif self.nobody_reads_after(self.final_at, UNREAD_FINAL_S):   # (an onlooker: nobody presses See the scores)
            self.finish_final()

    def finish_final(self):
        self._final_done = True
        self.final = None
        super().show_results()

    def on_state_replaced(self):
        super().on_state_replaced()
        self._withheld = []      # moves of the undone position are never revealed
        self.recaps = {}

    # ---- what just happened: the move's show, and what each seat did last -------------------------
    def animate(self, events):
        """The move's show (anim.show_move), queued; returns the events it shows now, which the
        players' cards then tell (GameScene.show_events). A placement the viewer may not see yet
        (standard game: the others' moves of a round still in progress) is held back and shown, all
        at once, when the round is over."""
        now = self.view()["round"]
        move_round = now - (1 if any(ev.kind == "round_started" for ev in events) else 0)
        if self.match.is_over:
            move_round = now
        withheld, shown = self._withheld, []
        for ev in events:
            if ev.kind in ("placed", "area_closed", "discarded") and self._hidden_site(ev.get("site")):
                withheld.append(ev)
            else:
                shown.append(ev)
        reveal = []
        if withheld and not any(self._hidden_site(ev.get("site")) for ev in withheld):   # the round is over
            reveal, withheld = withheld, []
        self._withheld = withheld
        told = scarabya_log.recap(reveal + shown, self.recaps, mover=self.match.last_mover(),
                                  computer=lambda s: not self.is_human(s), name=self.name)
        speed = float(getattr(self.app.settings, "animation_speed", 1.0) or 1.0)
        # the card of the move's own round stays up until the new one turns over
        show = anim.show_move(self, reveal, shown, self.card_of_round(move_round), told,
                              self._recap_line(shown + reveal, told), speed)
        if show is not None:
            self.animator.play(show)
        return reveal + shown

    def _hidden_site(self, site) -> bool:
        """The viewer may not see this site's move yet (the view says it shows the round's start)."""
        return site is not None and unseen(self.view(), site)

    def card_of_round(self, rnd: int):
        """(round, tiles by seat) as the mission card(s) showed them in round `rnd`."""
        if rnd < 1:
            return None
        drawn = self.view()["cards_drawn"]
        if self.mode == "duel":
            first = (rnd - 1) % 2
            tiles = [None, None]
            tiles[first], tiles[1 - first] = drawn[2 * (rnd - 1)], drawn[2 * (rnd - 1) + 1]
            return (rnd, tuple(tiles))
        return (rnd, tuple([drawn[rnd - 1]] * self.match.num_players))

    def recap_text(self, seat, shown: bool = False) -> str | None:
        """A short line on what the seat did last (only what this screen may show), or None: while a
        move is shown, as the header tells it (that move included); `shown`, or when nothing moves,
        as the players' cards tell it (the moves already shown)."""
        return scarabya_log.recap_words(self.shown_recap(seat) if shown else self._recap_now(seat), self.mode)

    def _recap_now(self, seat) -> dict | None:
        told = self.moving.recaps if self.animator.busy else self.recaps
        return told.get(seat)

    def shown_recap(self, seat) -> dict | None:
        """The seat's recap as its card shows it: the one of the last move already shown."""
        return self.recaps.get(seat)

    def _recap_line(self, events, told) -> str | None:
        """The line shown on the site while a computer's move (or a round's reveal) plays."""
        seats = []
        for ev in events:
            if ev.kind in ("placed", "discarded") and ev.get("seat") not in seats:
                seats.append(ev["seat"])
        said = [(s, scarabya_log.recap_words(told.get(s), self.mode)) for s in seats if not self.is_human(s)]
        if not said:
            return None
        # Translators: {recap} is what a computer player just did (as "placed the L: +4 points")
        return "; ".join((_("{player} (computer) {recap}") if self.is_computer(s) else _("{player} {recap}"))
                         .format(player=self.name(s), recap=words) for s, words in said if words)

    def _after_apply(self, events):
        super()._after_apply(events)
        self._sync_turn()        # a new turn starts with the tile in hand, unturned

    def update(self, dt):
        self._sync_turn()
        super().update(dt)
        if not self.animator.busy and self.match.current_player is not None:
            self.focus_site = self.site_of(self.match.current_player)

    def table_animating(self):
        return bool(self.moving.fx)

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
        seat = self.match.current_player
        if seat is None:
            return _("The game is over.")
        if self.animator.busy:
            return _("One moment: the last move is still being shown.")
        return _("Please wait: {player} is placing.").format(player=self.name(seat))

    # ---- input ---------------------------------------------------------------------------------
    def visible_buttons(self):
        if not self.can_place_now() or self.my_tile() is None:
            return []
        if self.must_discard():
            return [self.buttons["discard"]]
        return [self.buttons["ccw"], self.buttons["cw"], self.buttons["flip"], self.buttons["confirm"],
                self.buttons["back"]]

    def _confirm_refusal(self) -> str | None:
        """Why Confirm cannot be pressed now: the tile is not put down yet, or the rules' reason."""
        if not self.locked:
            if self.mode == "duel":
                return _("Put the tile down on the shared site first (click where it goes).")
            return _("Put the tile down on your site first (click where it goes).")
        return self.preview()[0]

    def click_regions(self) -> list[Region]:
        """Topmost first: the final sites' button, the tile's buttons, the site."""
        if self.final is not None:
            b = self.final.button
            return [Region(b.rect, lambda e: b.handle(e, self.app))]
        self._sync_turn()
        return [Region(b.rect, lambda e, b=b: b.handle(e, self.app)) for b in self.visible_buttons()] + \
            [Region(self.site_reach(), lambda e: self.click_site(self.pointer_spot(e)))]

    def handle_keys_and_motion(self, event):
        if self.final is not None:
            self.final.button.handle(event, self.app)
            return
        self._sync_turn()
        if any(b.handle(event, self.app) for b in self.visible_buttons()):
            return          # a button's key, or the pointer over it
        if event.type == pygame.MOUSEMOTION:
            if self.can_place_now() and not self.locked:
                spot = self.pointer_spot(event)
                self.anchor = self.anchor_for(spot) if self.on_site(spot) else None
        elif event.type == pygame.MOUSEWHEEL:
            if self.can_place_now():
                self.turn("ccw" if event.y > 0 else "cw")
        elif (event.type == pygame.MOUSEBUTTONUP and event.button == 3) or \
                (event.type == pygame.KEYDOWN and event.key == pygame.K_r):
            if self.can_place_now():
                self.turn("cw")

    # ---- status --------------------------------------------------------------------------------
    def showing_recap(self) -> bool:
        """True while the last move is still being shown under the mission card of its own round: the
        header then speaks of that move (once the card has turned, of the new tile: never another)."""
        m = self.match
        if not self.animator.busy or not m.moves:
            return False
        last = m.last_mover()
        rec = self._recap_now(last)
        view = self.view()
        shown = self.moving.card or (view["round"], tuple(view["round_tiles"]))
        return (rec is not None and shown is not None and shown[0] == rec.get("round")
                and (last != m.current_player or shown[0] != self.view()["round"]))

    def site_words(self) -> str:
        """What the player at the screen places on: in a duel both build one shared site."""
        return _("the shared site") if self.mode == "duel" else _("your site")

    def recap_status(self) -> str:
        last = self.match.last_mover()
        what = self.recap_text(last) if last is not None else None
        # in the demo a click opens the menu: the line does not promise a skip there
        skip = not self.table_mode.banner
        if what:
            values = dict(player=self.name(last), recap=what)
            if not self.is_computer(last) and skip:
                # Translators: {recap} is what the player just did (as "placed the L: +4 points")
                return _("{player} {recap} (click to skip)").format(**values)
            if not self.is_computer(last):
                # Translators: {recap} is what the player just did (as "placed the L: +4 points")
                return _("{player} {recap}").format(**values)
            if skip:
                # Translators: {recap} is what the computer player just did (as "placed the L: +4 points")
                return _("{player} (computer) {recap} (click to skip)").format(**values)
            # Translators: {recap} is what the computer player just did (as "placed the L: +4 points")
            return _("{player} (computer) {recap}").format(**values)
        return _("Showing the last move (click to skip)") if skip else _("Showing the last move")

    def status(self) -> str:
        seat = self.match.current_player
        if self.showing_recap():
            return self.recap_status()
        if self.final is not None:
            if self.mode == "solo":
                return _("The dig is over: here is your final site. Press See the scores when you are ready.")
            if self.mode == "duel":
                return _("The dig is over: here is the shared site as the dig left it. Press See the scores when you "
                         "are ready.")
            return _("The dig is over: here is every player's final site, side by side. Press See the scores when "
                     "you are ready.")
        if seat is None:
            if self.mode == "solo":
                won = self.view()["solo"]["result"] == "won"
                return _("Expedition complete: every scarab is covered!") if won else \
                    _("The expedition is over: a scarab was sealed in or left exposed.")
            return _("The game is over.")
        values = dict(player=self.name(seat), tile=_(self.my_tile()))   # the tile's letter
        if not self.is_human(seat):
            return _("{player} (computer) is placing the {tile}...").format(**values)
        if self.must_discard():
            # Translators: {tile} is the letter of a tile (a pentomino: F, I, L, N, P, T, U, V, W, X, Y, Z)
            return _("{player}: the {tile} fits nowhere. Discard it.").format(**values)
        if self.locked:
            # Translators: {tile} is the letter of a tile (a pentomino: F, I, L, N, P, T, U, V, W, X, Y, Z)
            return _("{player}: Confirm the {tile} here, or Take back to move it.").format(**values)
        if self.mode == "duel":
            # Translators: {tile} is the letter of a tile (a pentomino: F, I, L, N, P, T, U, V, W, X, Y, Z)
            return _("{player}: place the {tile} on the shared site (right-click or wheel rotates, F flips).").format(
                **values)
        # Translators: {tile} is the letter of a tile (a pentomino: F, I, L, N, P, T, U, V, W, X, Y, Z)
        return _("{player}: place the {tile} on your site (right-click or wheel rotates, F flips).").format(**values)

    def must_discard(self) -> bool:
        """The tile fits nowhere: discarding it is the only move (the rules say)."""
        key = self.position
        if getattr(self, "_discard_key", None) != key:   # asked several times a frame: once per position
            self._discard_key = key
            self._discard = self.match.current_player is not None and self.match.reason(DISCARD) is None
        return self._discard

SCENE = ScarabyaScene
