"""Thebes scene: a 1900s sepia map of Europe and the Mediterranean with railway routes, the 52-week
time track round it, the card display and exhibitions below, each player's tableau on the right.

Choosing: click a card, an exhibition, a dig site or Warsaw; the route lights up with its cost and
the time track shows where the marker will land; Confirm (or click the same thing again). A site
opens the dig dialog (time wheel dial, dig.py). Disabled choices say why (tooltip and toast).

Everything drawn comes from the match: its view, its legal actions, `match.reason(action)` for why
not, and `match.preview(action)` for where a move goes, what it costs and where the marker lands
(game/thebes/state.py, ThebesState.preview). The board drawing is in table.py, the panels in
panels.py, the animation in anim.py.
"""
from __future__ import annotations

import math

import pygame

from game.core import Action
from game.i18n import N_, _, _n
from game.thebes import data as D
from scenes.table.choices import Choices
from scenes.table.game_scene import GameScene
from scenes.table.regions import Region
from scenes.table.show import play
from scenes.thebes import anim
from scenes.thebes.pieces import CARD_TITLE
from scenes.thebes.table import BoardDrawing
from scenes.thebes.dig import DigDialog, when
from scenes.thebes.panels import track_cells
from ui import theme
from ui.widgets import Button, finger_px

def button_h(min_px: int) -> int:
    """The least height of a ui.widgets.Button whose label is drawn at `min_px` (it uses 0.42 of it)."""
    return math.ceil(min_px / 0.42) + 1


# what the status line offers, in its order, by the kind of move that does it (Retire is always open);
# English marked N_, said with _()
DOINGS = (("take_card", N_("take a card")), ("dig", N_("dig at a site")), ("exhibition", N_("hold an exhibition")),
          ("change_cards", N_("change cards in Warsaw")))


def either(choices: list[str]) -> str:
    """'a', 'a or b', 'a, b or c': the moves open to a player, in the language of the moment."""
    if len(choices) <= 1:
        return "".join(choices)
    # Translators: the end of a list of moves to choose from: {first} is every move but the last
    # (separated by commas), {last} the last one ("take a card, dig at a site or hold an exhibition")
    return _("{first} or {last}").format(first=", ".join(choices[:-1]), last=choices[-1])


def _named_preview(match, action: Action) -> dict | None:
    """The match's preview of `action` (where it takes the pawn, the route, its weeks, the landing
    time) with what the Confirm panel calls the move."""
    pv = match.preview(action)
    if pv is None:
        return None
    if action.kind == "retire":
        what = _("Retire")
    elif action.kind in ("take_card", "exhibition"):
        c = D.CARDS[action["card"]]
        if c["type"] != "exhibition":
            # Translators: the Confirm panel's title: {card} is a card's title ("Shovel")
            what = _("{card} card").format(card=_(CARD_TITLE[c['type']]))
        else:
            what = _n("Exhibition ({n} point)", "Exhibition ({n} points)", c['vp'])
    elif action.kind == "change_cards":
        what = _("Change the 4 cards")
    else:
        what = _("Dig")
    return {**pv, "what": what}


class ThebesChoices(Choices):
    """What the seat at the screen may do in one position with one selection, asked of the match
    once (GameScene.choices): the legal moves, their kinds and the cards it may take; each card's
    and site's reason and each target's offer (the car on wherever it applies, the Zeppelin when
    only it makes the journey possible) the first time they are asked; with a journey chosen, its
    preview, whether the car and the Zeppelin are offered and what would make the move final."""

    def __init__(self, scene):
        super().__init__(scene)
        self.scene = scene
        m = scene.match
        self.cards = {a["card"] for a in self.legal if a.kind in ("take_card", "exhibition")}
        self._card_reasons: dict = {}
        self._site_reasons: dict = {}
        self._offers: dict = {}
        self.preview, self.zeppelin, self.car, self.final_note = None, False, False, None
        p = scene.pending
        if p is None:
            return
        kind, params = scene._split(p)
        action = Action.make(kind, **params)
        self.preview = _named_preview(m, action)
        if "zeppelin" in p:
            zep = not p["zeppelin"]
            alt = dict(params, zeppelin=zep, car=scene.car_default(kind, params, zep))
            self.zeppelin = self.reason(Action.make(kind, **alt)) is None
        if "car" in p and m.current_player is not None:
            self.car = scene.car_default(kind, params, bool(p.get("zeppelin")))
        why = m.final_ahead(action)
        # Translators: {reason}: what makes the move final ("You draw a new card"), then a new line
        self.final_note = _("{reason}:\nthis cannot be undone.").format(reason=f"{why[0].upper()}{why[1:]}") \
            if why else None

    def card_reason(self, cid) -> str | None:
        if cid not in self._card_reasons:
            sc = self.scene
            kind = "exhibition" if D.CARDS[cid]["type"] == "exhibition" else "take_card"
            self._card_reasons[cid] = self.reason(Action.make(kind, card=cid, zeppelin=False,
                                                                  car=sc.car_default(kind, {"card": cid})))
        return self._card_reasons[cid]

    def site_reason(self, site) -> str | None:
        if site not in self._site_reasons:
            self._site_reasons[site] = self._why_not_dig(site)
        return self._site_reasons[site]

    def _why_not_dig(self, site) -> str | None:
        if any(a.kind == "dig" and a["site"] == site for a in self.legal):
            return None
        sc = self.scene
        if sc.match.current_player is None:
            return _("The game is over.")
        d = sc.dig_facts(site)["dig"]
        sp = not d["permit_valid"] and d["special_permission_held"]
        a = Action.make("dig", site=site, weeks=12, rumors=d["rumors_held"], lone_assistant=False, lone_shovel=False,
                        special_permission=sp, zeppelin=False, car=sc.car_default("dig", {"site": site}))
        return self.reason(a) or _("You cannot dig there now.")

    def offer(self, kind: str, params: dict) -> tuple[dict, str | None]:
        """The journey a click on a target proposes (its parameters), or why there is none."""
        key = (kind, repr(sorted(params.items())))
        if key not in self._offers:
            sc = self.scene
            params = dict(params)
            if kind != "retire":
                params["zeppelin"] = False
                params["car"] = sc.car_default(kind, params)
            why = self.reason(Action.make(kind, **params))
            if why and kind != "retire":
                alt = {**params, "zeppelin": True, "car": False}
                if self.reason(Action.make(kind, **alt)) is None:
                    params, why = alt, None
            self._offers[key] = (params, why)
        params, why = self._offers[key]
        return dict(params), why

    def change_refusal(self) -> str | None:
        """Why Change cannot be pressed now (None: it can)."""
        sc = self.scene
        if sc.human_to_act and "change_cards" in self.kinds:
            return None
        return self.reason(Action.make("change_cards", zeppelin=False,
                                           car=sc.car_default("change_cards", {}))) or ""


class ThebesScene(BoardDrawing, GameScene):
    MOVING = anim.Moving
    # what drawing may change besides GameScene's: the still part's pictures and what its parts laid
    # out (tooltip areas, the thinking badge's room, the route's labels), kept for the live part
    DRAW_CACHES = GameScene.DRAW_CACHES | {"static", "static_key", "_part_hits", "_still_names", "_still_pv", "hits",
                                           "thinking_spots", "_labels", "_labels_key", "_spots"}

    def __init__(self, app, match, seats=None):
        super().__init__(app, match, seats)
        self.pending: dict | None = None
        self.dig: DigDialog | None = None
        self.hits: list = []
        self.static = None
        self.static_key = None
        self.thinking_spots: dict = {}  # seat -> free room on its panel for the thinking badge (panels.py)
        self.gradient = None       # the table's background as GameScene made it
        self.text_boxes: list = []         # (text, where drawn, its box), for the layout tests
        self.recaps: dict[int, str] = {}   # per computer seat: a few words on its last move (its panel)
        self.epoch = 0             # bumped by every input event: anything it changed redraws
        self.caption = ""
        self.caption_seat = None
        self._laid_pending = None   # the position, selection and size the Confirm panel was laid out for
        self.btn_confirm = Button(N_("Confirm"), self.confirm_pending, style="primary", hotkey=pygame.K_RETURN)
        self.btn_cancel = Button(N_("Cancel"), self.cancel_pending, style="quiet")
        self.btn_zep = Button(lambda: N_("Zeppelin: ON (free journey)") if self._chosen("zeppelin")
                              else N_("Use Zeppelin (free journey)"), self.toggle_zeppelin, style="secondary",
                              hotkey=pygame.K_z, lit=lambda: self._chosen("zeppelin"))
        self.btn_car = Button(lambda: N_("Car: on (1 week less)") if self._chosen("car")
                              else N_("Car: off (full weeks)"), self.toggle_car, style="secondary",
                              hotkey=pygame.K_c, lit=lambda: self._chosen("car"))
        # Change costs more each time (its label says how much), under the "Warsaw" heading
        # Translators: the button that changes the cards on display in Warsaw, for {n} weeks ("wk")
        self.btn_change = Button(lambda: _("Change ({n} wk)").format(n=self.view()['change_cost'] or 1),
                                 lambda: self.select("change_cards"), style="secondary",
                                 refusal=lambda: self.choices().change_refusal(),
                                 lit=lambda: (self.pending or {}).get("kind") == "change_cards")
        self.btn_retire = Button(N_("Retire"), lambda: self.select("retire"), style="quiet",
                                 refusal=lambda: None if self.human_to_act else "",
                                 lit=lambda: (self.pending or {}).get("kind") == "retire")

    def _chosen(self, what: str) -> bool:
        """The journey chosen goes by car / by Zeppelin."""
        return bool((self.pending or {}).get(what))

    # ---- layout ---------------------------------------------------------------------------
    def layout(self, size):
        super().layout(size)
        W, H = size
        area = self.table_rect
        m = self.u(0.012)
        self.min_px = theme.least_px(H)    # the least text size that reads from two metres
        # the map's names are packed as Europe's cities are: a big screen's size would put them on one
        # another, so they keep the everyday least size (theme.everyday_px)
        self.map_px = theme.everyday_px(H)
        bh = int(min(area.h * 0.74, (W * 0.60) / 1.56))
        self.track_t = t = max(16, int(bh * 0.066))
        map_h = bh - 2 * t
        map_w = int(map_h * 1.6)   # the map art's own aspect (viewBox 1600 x 1000)
        self.board = pygame.Rect(m, area.y + m, map_w + 2 * t, bh)
        self.cells = track_cells(self.board, t)
        self.map_rect = mr = pygame.Rect(self.board.x + t, self.board.y + t, map_w, map_h)
        self.locations = {}
        for loc in D.LOCATIONS:
            fx, fy = loc["map_xy_hint"]
            self.locations[loc["id"]] = (int(mr.x + fx * mr.w), int(mr.y + fy * mr.h))
        self.strip_rect = sr = pygame.Rect(m, self.board.bottom + m, self.board.w, area.bottom - self.board.bottom - 2 * m)
        lh = max(self.u(0.028), int(self.min_px * 1.45))
        self.strip_lh = lh
        g = max(4, self.u(0.01))

        def card_size(ch, cols, gaps):
            cw = int(ch * 0.7)
            if cols * cw + gaps * g > sr.w:
                cw = int((sr.w - gaps * g) / cols)
                ch = int(cw / 0.7)
            return cw, ch

        # one row (4 cards, the pile, 3 exhibitions) or, in a narrow window where that leaves the
        # cards small, two rows: researcher cards and the pile above, the exhibitions below
        one = card_size(sr.h - lh - g, 8, 11)
        two = card_size((sr.h - 2 * lh - 2 * g) // 2, 5, 7)
        self.strip_rows = 2 if two[1] > one[1] * 1.15 else 1
        cw, ch = one if self.strip_rows == 1 else two
        y = sr.y + lh
        x = sr.x
        self.display_rects = []
        for i in range(4):
            self.display_rects.append(pygame.Rect(x, y, cw, ch))
            x += cw + g
        x += g
        # the pile, then "Change" (the Warsaw heading is above) and "Retire": buttons tall enough
        # for a legible label, the pile takes what is left
        # a fingertip high (widgets.finger_px) where the two still fit beside the cards with the pile
        fits = (ch - int(ch * 0.2) - g - g // 2) // 2
        bh2 = max(int(ch * 0.2), button_h(self.min_px), min(finger_px(self.h), fits))
        self.pile_rect = pygame.Rect(x, y + g, cw, max(int(ch * 0.2), ch - 2 * bh2 - g - g // 2))
        self.btn_change.rect = pygame.Rect(x - g // 2, self.pile_rect.bottom + g // 2, cw + 2 * g, bh2)
        self.btn_retire.rect = pygame.Rect(x - g // 2, self.btn_change.rect.bottom + g // 2, cw + 2 * g, bh2)
        x += cw + 2 * g
        if self.strip_rows == 2:
            x, y = sr.x, max(y + ch, self.btn_retire.rect.bottom) + g + lh
        self.slot_rects = []
        for i in range(3):
            self.slot_rects.append(pygame.Rect(x, y, cw, ch))
            x += cw + g
        # the three headings, each over its own group (never over the next one)
        dr, sl = self.display_rects, self.slot_rects
        # (the heading, in shorter and shorter words: English marked N_, drawn with _()), where it goes
        self.strip_heads = [
            ((N_("Researcher cards: click one to travel there and take it"), N_("Researcher cards"), N_("Cards")),
             pygame.Rect(dr[0].x, dr[0].y - lh, dr[3].right - dr[0].x, lh)),
            ((N_("Warsaw"),), pygame.Rect(self.btn_change.rect.x, dr[0].y - lh, self.btn_change.rect.w, lh)),
            ((N_("Exhibitions"),
              # Translators: "Exhibitions" abbreviated, where the heading has little room
              N_("Exhib.")), pygame.Rect(sl[0].x, sl[0].y - lh, sl[2].right - sl[0].x, lh)),
        ]
        self.exhibition_row = self.strip_heads[-1][1].union(sl[0].unionall(sl[1:]))   # heading and slots
        self.col_rect = col = pygame.Rect(self.board.right + m, area.y + m, W - self.board.right - 2 * m, area.h - 2 * m)
        n = self.match.num_players
        ph = min(int((col.h - (n - 1) * m) / n), self.u(0.3))
        self.panel_rects = [pygame.Rect(col.x, col.y + i * (ph + m), col.w, ph) for i in range(n)]
        # the map's own unit: places, pawns, badges and the Confirm panel scale with the map (in a
        # narrow window the map is smaller than the window's height suggests)
        self.mu = u = max(6, min(self.u(0.02), int(mr.h * 0.034)))
        bhh = max(int(u * 2), button_h(self.min_px))
        px = max(10, self.min_px, int(u * 0.85))
        need_h = int(u * 1.15 * 1.4) + u + int(5 * px * 1.35) + 3 * (bhh + u // 2) + 2 * u
        need_w = int(px * 15) + int(u * 3.2) + u
        cw_ = min(mr.w - 2 * u, max(int(mr.w * 0.36), need_w))
        ch_ = min(mr.h - 2 * u, max(int(mr.h * 0.48), need_h))
        self.confirm_rect = pygame.Rect(mr.x + u, mr.bottom - u - ch_, cw_, ch_)
        self.confirm_size = (cw_, ch_)   # as laid out; taller while it warns that the move is final (table.py)
        self.confirm_bh = bhh
        self._lay_confirm(self.confirm_rect)
        self._lay_pending()
        if self.dig:
            self.dig.layout(self.col_rect, self.u(0.02))
        self.static = None

    def _lay_confirm(self, cr: pygame.Rect) -> None:
        """The Confirm panel at `cr`, its buttons inside it."""
        u, bhh = self.mu, self.confirm_bh
        self.confirm_rect = cr
        bw = (cr.w - 3 * u) // 2
        self.btn_confirm.rect = pygame.Rect(cr.right - u - bw, cr.bottom - u - bhh, bw, bhh)
        self.btn_cancel.rect = pygame.Rect(cr.x + u, cr.bottom - u - bhh, bw, bhh)
        self.btn_zep.rect = pygame.Rect(cr.x + u, self.btn_confirm.rect.y - bhh - u // 2, cr.w - 2 * u, bhh)
        self.car_rects = (self.btn_zep.rect.copy(),
                          pygame.Rect(cr.x + u, self.btn_zep.rect.y - bhh - u // 2, cr.w - 2 * u, bhh))
        self.btn_car.rect = self.car_rects[1]

    def route_marks(self, pv) -> list:
        """What of a planned journey must stay in sight: each place on the way with its name, and
        each leg (as a pair of points)."""
        path = pv.get("path") or [pv.get("dest")] if pv else []
        marks, pts = [], []
        view = self.view()
        for lid in path:
            loc = next((l for l in D.LOCATIONS if l["id"] == lid), None)
            if loc is None:
                continue
            (x, y), r, (_lab, lr), _badge, _area = self._location_geometry(loc, view)
            marks.append(pygame.Rect(x - r, y - r, 2 * r, 2 * r).union(lr))
            pts.append((x, y))
        return marks, list(zip(pts, pts[1:]))

    def confirm_spot(self, pv, size) -> pygame.Rect:
        """Where the Confirm panel of `size` hides none of the journey it asks about: a corner of the
        map, else over the players' column; the first that covers least of the route."""
        mr, u, col = self.map_rect, self.mu, self.col_rect
        w, h = size
        spots = [(mr.x + u, mr.bottom - u - h), (mr.right - u - w, mr.bottom - u - h),
                 (mr.right - u - w, mr.y + u), (mr.x + u, mr.y + u)]
        # a small map: over the track's row of weeks, next; the players' column (and their
        # scores) last
        t = self.track_t
        spots += [(x, min(self.board.bottom, mr.bottom + t) - h) for x in (mr.x + u, mr.right - u - w)]
        spots += [(x, max(self.board.y, mr.y - t)) for x in (mr.right - u - w, mr.x + u)]
        # a tall window's second row of cards: over the exhibition slots, unless the move is one
        sl, sr = self.slot_rects, self.strip_rect
        if self.strip_rows == 2 and (self.pending or {}).get("kind") != "exhibition" \
                and sr.w >= w and sr.bottom - (sl[0].y - self.strip_lh) >= h:
            spots.append((sr.x, sl[0].y - self.strip_lh))
        if col.w >= w and col.h >= h:
            spots += [(col.x + (col.w - w) // 2, col.y), (col.x + (col.w - w) // 2, col.bottom - h)]
        marks, legs = self.route_marks(pv) if pv else ([], [])

        def covered(r):
            hidden = sum(m.clip(r).w * m.clip(r).h for m in marks)
            for a, b in legs:
                seg = r.clipline(a, b)
                if seg:
                    hidden += int(math.dist(*seg)) * max(2, u // 2)
            return hidden
        best = min(spots, key=lambda xy: (covered(pygame.Rect(xy, size)), spots.index(xy)))
        return pygame.Rect(best, size)

    # ---- what the seat may do: asked of the match once per position and selection ------------
    def choices_key(self):
        return repr(self.pending)

    def make_choices(self) -> ThebesChoices:
        return ThebesChoices(self)

    def legal(self) -> list:
        return self.choices().legal

    def legal_kinds(self) -> set:
        """The kinds of move open to the seat to act (take_card, dig, exhibition, change_cards, retire)."""
        return self.choices().kinds

    def legal_cards(self) -> set:
        return self.choices().cards

    def card_reason(self, cid) -> str | None:
        return self.choices().card_reason(cid)

    def site_reason(self, site) -> str | None:
        return self.choices().site_reason(site)

    def zeppelin_offered(self) -> bool:
        return self.choices().zeppelin

    def car_choice_offered(self) -> bool:
        """Whether the pending journey lets the player choose to drive the car (the Car button
        then sits where the Zeppelin's is, or above it when both are offered)."""
        return self.choices().car

    def final_note(self) -> str | None:
        """The Confirm panel's warning when confirming will make the move final (a card drawn...)."""
        return self.choices().final_note

    def car_default(self, kind: str, params: dict, zeppelin: bool = False) -> bool:
        """The car is on by default wherever it applies (the player may switch it off): the match's
        preview of the journey says where that is."""
        pv = self.match.preview(self._make(kind, {**params, "zeppelin": zeppelin, "car": False}))
        return bool(pv and pv.get("car_offered"))

    def dig_facts(self, site) -> dict | None:
        """The match's preview of a plain dig at `site` (what the seat holds for it, the journey)."""
        return self.match.preview(Action.make("dig", site=site, weeks=1, rumors=0, lone_assistant=False,
                                              lone_shovel=False, special_permission=False, zeppelin=False,
                                              car=False))

    def preview(self, action: Action) -> dict | None:
        """Where the action takes the pawn, the route, its weeks and the landing time (the match's
        preview), with what the Confirm panel calls it."""
        if action is None:
            return None
        if self.dig is None and self.pending is not None and action == self.pending_action():
            return self.choices().preview
        return _named_preview(self.match, action)

    @staticmethod
    def slots(view) -> list:
        """The exhibitions in slots a, b, c (None where a slot is empty)."""
        return [view["exhibition_slots"][name] for name in "abc"]

    # ---- choosing -------------------------------------------------------------------------
    @property
    def pending(self) -> dict | None:
        """The journey chosen and not yet confirmed (its action's kind and parameters), or None."""
        return self._pending

    @pending.setter
    def pending(self, chosen: dict | None) -> None:
        self._pending = chosen
        self._lay_pending()

    def _lay_pending(self) -> None:
        """The Confirm panel where its journey stays in sight, at the size its warning needs, the Car
        button where the Zeppelin's is when only the car is offered (called when the selection or
        the position changes, and on layout: drawing only reads it)."""
        if getattr(self, "confirm_size", None) is None:
            return                                 # not laid out yet
        pv = self.preview(self.pending_action()) if self.pending is not None and self.human_to_act else None
        if pv is not None:
            size = self._confirm_size(pv)
            if size != self.confirm_rect.size:
                self._lay_confirm(pygame.Rect(self.confirm_rect.topleft, size))
            spot = self.confirm_spot(pv, self.confirm_rect.size)
            if spot != self.confirm_rect:
                self._lay_confirm(spot)
        if self.pending is not None and self.car_choice_offered():
            self.btn_car.rect = self.car_rects[1 if self.zeppelin_offered() else 0]
        self._laid_pending = (self.position, repr(self.pending), self.size)

    def _make(self, kind, params) -> Action:
        return Action.make(kind, **params)

    def select(self, kind, **params):
        """Select an action to preview (second click on the same thing confirms)."""
        if not self.human_to_act:
            self.app.toast(_("Please wait: it is {player}'s turn.").format(player=self.name(self.match.current_player))
                           if self.match.current_player is not None else _("The game is over."), "info")
            return
        if self.animator.busy:
            self.animator.skip_all()
        params, why = self.choices().offer(kind, params)
        if why:
            self.app.toast(why)
            self.app.audio.play("error")
            return
        new = {"kind": kind, **params}
        self.dig = None
        if self.pending == new:
            self.confirm_pending()
            return
        self.pending = new
        self.app.audio.play("click")

    def open_dig(self, site):
        if not self.human_to_act:
            self.app.toast(_("Please wait: it is not your turn."), "info")
            return
        why = self.site_reason(site)
        if why:
            self.app.toast(why)
            self.app.audio.play("error")
            return
        self.pending = None
        self.dig = DigDialog(self, site)
        self.dig.layout(self.col_rect, self.u(0.02))
        self.app.audio.play("click")

    def pending_action(self) -> Action | None:
        if self.dig is not None:
            return self.dig.action()
        if self.pending is None:
            return None
        p = dict(self.pending)
        return self._make(p.pop("kind"), p)

    def confirm_pending(self):
        a = self.pending_action()
        self.pending = None
        self.dig = None
        if a is not None:
            self.try_action(a)

    def cancel_pending(self):
        self.pending = None
        self.dig = None

    def close_topmost(self) -> bool:
        """Esc: close the dig dialog, else the travel preview (Confirm panel); False when neither
        is open (the base scene then opens the pause menu)."""
        if self.dig is not None or self.pending is not None:
            self.cancel_pending()
            self.app.dirty = True
            return True
        return False

    def interactive_rects(self) -> list[pygame.Rect]:
        """Everything a click does something with right now: the dig dialog (Dig, Cancel, the wheel,
        its choices) or the Confirm panel's buttons, the cards and exhibitions on display, Change
        and Retire, and the places on the map. Tips and tooltips keep clear of them."""
        out: list[pygame.Rect] = []
        if self.dig is not None:
            out += self.dig.interactive_rects()
        elif self.pending is not None:
            out += [self.btn_confirm.rect.copy(), self.btn_cancel.rect.copy()]
            if self.car_choice_offered():
                out.append(self.btn_car.rect.copy())
            if self.zeppelin_offered():
                out.append(self.btn_zep.rect.copy())
        view = self.view()
        out += [r.copy() for r, c in zip(self.display_rects, view["display"]) if c is not None]
        out += [r.copy() for r, c in zip(self.slot_rects, self.slots(view)) if c is not None]
        out += [self.btn_change.rect.copy(), self.btn_retire.rect.copy()]
        r = int(self.mu * 1.6)
        out += [pygame.Rect(x - r, y - r, 2 * r, 2 * r) for (x, y) in self.locations.values()]
        return out

    def toggle_zeppelin(self):
        if not self.pending or "zeppelin" not in self.pending:
            return
        zep = not self.pending["zeppelin"]
        self._switch_pending(dict(self.pending, zeppelin=zep, car=self.car_default(*self._split(self.pending), zep)))

    @staticmethod
    def _split(pending: dict) -> tuple[str, dict]:
        p = dict(pending)
        return p.pop("kind"), p

    def _switch_pending(self, alt: dict) -> bool:
        """Make `alt` the journey on offer if the rules allow it; else say why and keep the old one."""
        p = dict(alt)
        why = self.match.reason(self._make(p.pop("kind"), p))
        if why:
            self.app.toast(why)
            return False
        self.pending = alt
        return True

    def toggle_car(self):
        if not self.car_choice_offered():
            return
        if self._switch_pending(dict(self.pending, car=not self.pending["car"])):
            self.app.audio.play("click")

    # ---- input: where a click goes (GameScene.handle_table) ------------------------------------
    def loc_at(self, pos):
        best = None
        for lid, (x, y) in self.locations.items():
            r = int(self.mu * 1.6)
            d = math.hypot(pos[0] - x, pos[1] - y)
            if d <= r and (best is None or d < best[0]):
                best = (d, lid)
        return best[1] if best else None

    def click_regions(self) -> list[Region]:
        """Topmost first: the dig dialog, the Confirm panel, Change and Retire, the cards and
        exhibitions on display, the map's places."""
        out = []
        if self.dig is not None:
            out.append(Region(self.dig.rect, self._click_dig))
        if self.pending is not None:
            out.append(Region(self.confirm_rect, self._click_confirm_panel))
        out += [Region(self.btn_change.rect, lambda e: self.select("change_cards")),
                Region(self.btn_retire.rect, lambda e: self.select("retire"))]
        view = self.view()
        out += [Region(r, lambda e, c=c: self.select("take_card", card=c))
                for r, c in zip(self.display_rects, view["display"]) if c is not None]
        out += [Region(r, lambda e, c=c: self.select("exhibition", card=c))
                for r, c in zip(self.slot_rects, self.slots(view)) if c is not None]
        out.append(Region(self.map_rect, self._click_map))
        return out

    def _click_dig(self, event) -> None:
        res = self.dig.handle(event)
        if res == "confirm":
            self.confirm_pending()
        elif res == "cancel":
            self.cancel_pending()

    def _click_confirm_panel(self, event) -> None:
        offered = [(self.zeppelin_offered(), self.btn_zep), (self.car_choice_offered(), self.btn_car),
                   (True, self.btn_confirm), (True, self.btn_cancel)]
        next((b for on, b in offered if on and b.handle(event, self.app)), None)

    def _click_map(self, event) -> None:
        lid = self.loc_at(event.pos)
        if lid is None:
            return
        if lid in D.SITES:
            self.open_dig(lid)
        elif lid == "warsaw":
            self.select("change_cards")
        else:
            cards = [c for c in self.view()["display"] if c is not None and D.CARDS[c]["city"] == lid]
            city = _(D.LOCATION_NAME[lid])
            msg = (_("{city}: take one of its cards from the display below to go there.").format(city=city)
                   if cards else _("No card on display lies in {city} right now.").format(city=city))
            self.app.toast(msg, "info")

    def handle_keys_and_motion(self, event) -> None:
        if event.type == pygame.MOUSEMOTION:
            for b in (self.btn_confirm, self.btn_cancel, self.btn_zep, self.btn_car, self.btn_change, self.btn_retire):
                b.handle(event)
            if self.dig:
                self.dig.handle(event)
        elif event.type == pygame.KEYDOWN:
            key = event.key
            if self.pending and key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.confirm_pending()
            elif self.pending and key == pygame.K_z and self.zeppelin_offered():
                self.toggle_zeppelin()
            elif self.pending and key == pygame.K_c and self.car_choice_offered():
                self.toggle_car()
            elif key == pygame.K_BACKSPACE:
                self.cancel_pending()
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 3:
            self.cancel_pending()

    # ---- status ----------------------------------------------------------------------------
    def status(self) -> str:
        seat = self.match.current_player
        if seat is None:
            return _("The game is over: counting the points.")
        if self.animator.busy and self.caption:
            return self.caption
        T = self.view()["players"][seat]["T"]
        name = self.name(seat)
        if not self.is_human(seat):
            # Translators: {when}: the computer's time on the track ("1902, week 14")
            return _("{player} (computer, {when}) is thinking...").format(player=name, when=when(T))
        if self.dig is not None:
            return _("{player}: set the weeks on the time wheel, then Dig.").format(player=name)
        if self.pending is not None:
            return _("{player}: Confirm, or choose something else.").format(player=name)
        kinds = self.legal_kinds()
        can = [_(words) for kind, words in DOINGS if kind in kinds]
        if not can:
            # Translators: {when}: the player's time on the track ("1902, week 14")
            return _("{player} ({when}): no time is left for anything but retiring: click Retire.").format(
                player=name, when=when(T))
        # Translators: {when}: the player's time on the track ("1902, week 14"); {moves}: the moves open to
        # them ("take a card, dig at a site or hold an exhibition")
        return _("{player} ({when}): {moves}.").format(player=name, when=when(T), moves=either(can))

    # ---- animation -------------------------------------------------------------------------
    def panel_anchor(self, seat):
        if 0 <= seat < len(self.panel_rects):
            return self.panel_rects[seat].center
        return self.col_rect.center

    def animate(self, events):
        """The move's caption for the bar, and its show (anim.py); a planned move gives way to it."""
        self.caption = anim.caption(self, events)
        self.caption_seat = next((e.get("seat") for e in events if e.get("seat") is not None), None)
        self.pending = None
        self.dig = None
        play(self, events, anim.ANIMATIONS, anim.Moving())

    def seat_rect(self, seat):
        rects = getattr(self, "panel_rects", [])
        return rects[seat] if 0 <= seat < len(rects) else None

    def thinking_spot(self, seat):
        return self.thinking_spots.get(seat)

    def essential_rects(self) -> list:
        """What must stay readable though nobody clicks it: the players' panels (cards, knowledge
        and artifacts), the whole dig dialog while it is open (its figures say what
        the dig will bring) and the exhibition row. Tips and the tutorial's note keep off them where
        they can."""
        out = super().essential_rects()
        if self.dig is not None:
            out.append(pygame.Rect(self.dig.rect))
        # the exhibition row with its heading, even while empty: it shows where exhibitions come up
        row = getattr(self, "exhibition_row", None)
        if row is not None:
            out.append(row.copy())
        return out

    def table_status(self):
        """While a move is shown, the bar says what it is, in the colour of whoever made it."""
        if self.animator.busy and self.caption and self.caption_seat is not None and not self.match.is_over:
            return self.caption, self.caption_seat
        return super().table_status()

    def table_animating(self) -> bool:
        return bool(self.moving.effects)

    def update_table(self, dt):
        super().update_table(dt)
        if self._laid_pending != (self.position, repr(self.pending), self.size):
            self._lay_pending()      # the position changed under the selection (an undo, a new turn)

    # ---- drawing ---------------------------------------------------------------------------
    def handle_input(self, event):
        self.epoch += 1
        super().handle_input(event)

    def _frame_state(self, moving: bool = False):
        """Everything the table picture depends on: the same key, the same pixels. `moving`: the key
        of the still part alone (the animations' progress left out: the live part is drawn anew
        every frame)."""
        dig = self.dig
        dk = None if dig is None else (id(dig), dig.weeks, dig.rumors, dig.la, dig.ls, dig.sp, dig.zeppelin, dig.car,
                                       tuple(b.hover for b in (dig.confirm, dig.cancel, dig.minus, dig.plus)))
        m = self.match
        return (self.epoch, self.size, id(m), m.moves, m.current_player, m.is_over, self.viewer,
                tuple(tuple(sorted(s.items())) for s in self.seats), repr(self.pending), dk, tuple(self.hover_pos),
                () if moving else tuple((id(tl), tl.time) for tl in self.animator.queue),
                "moving" if moving else len(self.moving.effects), self.held.signature(),
                tuple(b.hover for b in (self.btn_confirm, self.btn_cancel, self.btn_zep, self.btn_car,
                                        self.btn_change, self.btn_retire)))

    def draw_table(self, surface, area):
        # the still part is kept part by part, the live part drawn over it every frame (table.py)
        self.draw_still(surface, self._frame_state(moving=True), self._static, self._still_parts)
        self._draw_live(surface)

    def note_text(self, what: str, drawn: pygame.Rect, box: pygame.Rect) -> None:
        """Remember where an essential text was drawn and the box it must stay inside (the layout
        tests check both: inside its box, and not over another text)."""
        self.text_boxes.append((what, pygame.Rect(drawn), pygame.Rect(box)))



SCENE = ThebesScene
