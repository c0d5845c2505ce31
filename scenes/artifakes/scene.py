"""Artifakes scene: the stone circle at dusk seen from above, the junk buried around it, the gray
Inspector who digs where he is bribed to, and the bluestone path the two players race along.

Burying: click a disk or a bar in your pile (bottom right), then a ring space; spaces that would pass
5 points are dimmed (hover or click says why). Digging: hover a card to see where each of its plays
sends the Inspector (landing spaces lit on the ring, with what is found and what is wrecked); click
the card, then a lit landing space or one of the buttons. A dead card gets a "Lay down dead" button.
"""
from __future__ import annotations

import pygame

from game.core import Action
from game.i18n import _, _n, N_
from scenes.artifakes import panels
from scenes.artifakes import anim
from scenes.artifakes.pieces import RingGeo
from scenes.artifakes.summary import gains, round_summary
from scenes.artifakes.table import (ARROW, DAY_NIGHT_TIP, ArtifakesTable,  # noqa: F401  (DAY_NIGHT_TIP: tests)
                                    play_words)
from scenes.table.game_scene import KIOSK_IDLE_S, GameScene
from scenes.table.regions import Region
from scenes.table.show import play
from ui import theme
from ui.widgets import Button

SUMMARY_GUARD_S = 0.6   # a click this soon after the scoring summary appears does not close it
UNREAD_SUMMARY_S = 8.0  # where nobody at this screen plays (an onlooker), the summary closes itself after this


class ArtifakesScene(ArtifakesTable, GameScene):
    MOVING = anim.Moving
    # what drawing may change besides GameScene's: the still part's pictures and what its parts laid
    # out, and where this frame put the Inspector, the landing chips and the centre's labels (tips,
    # tooltips and the layout tests read them; clicks go by the ring's geometry)
    DRAW_CACHES = GameScene.DRAW_CACHES | {"static", "static_key", "ring_layer", "_part_laid", "_still_names", "laid",
                                           "inspector_rect", "chip_rects", "centre_rects", "_last_played"}
    """The table scene: selection, input, status and the round summary; the painting is table.py's
    and the animation anim.py's. It sees the game only through `self.match` (views, legal moves,
    reasons)."""

    def __init__(self, app, match, seats=None):
        super().__init__(app, match, seats)
        self.geo: RingGeo | None = None
        self.pg: panels.PanelGeo | None = None
        self.ring_layer = None
        self.sel_piece: str | None = None
        self.sel_card: str | None = None
        self.hover_card: str | None = None
        self.hover_space: int | None = None
        self.hover_opt: tuple | None = None
        self._turn_key = None
        self.gradient = None       # the table's background as GameScene made it
        self.static = None         # background, ring and panel backdrops (see _static)
        self.static_key = None
        self.epoch = 0             # bumped by every input event: anything it changed redraws
        self._bury_key = None
        self._bury_spaces: set = set()
        self.opt_buttons = {}
        for mode in ("number", "colour"):
            for d in ("cw", "ccw"):
                self.opt_buttons[(mode, d)] = Button(
                    lambda m=mode, d=d: self._option_label(m, d), (lambda m=mode, d=d: self.play_option(m, d)),
                    style="secondary", refusal=lambda m=mode, d=d: self._option_refusal(m, d),
                    lit=lambda m=mode, d=d: self.hover_opt == (m, d))
        self.dead_button = Button(self._dead_label, self.lay_dead, style="primary")
        self.summary: dict | None = None      # the round's scoring, shown until a click
        self._summary_from: tuple | None = None   # what it was worded from (worded again in another language)
        self.summary_opened: float | None = None
        self.summary_rect = pygame.Rect(0, 0, 0, 0)
        self.summary_button = Button(N_("Continue"), self.close_summary, style="primary")
        self.after_summary: list = []         # the events of a move shown once its summary is closed
        self.recaps: dict = {}                # seat -> a computer's last move in words
        self.chip_rects: list = []            # the landing chips drawn last frame
        self.inspector_rect = pygame.Rect(0, 0, 0, 0)

    # ---- view / seats ----------------------------------------------------------------------
    def seat_rect(self, seat):
        pg = getattr(self, "pg", None)
        if pg is None:
            return None
        return pg.bot if seat == self.me() else pg.top

    def essential_rects(self) -> list:
        """The whole side panel: the rival's line (with their last move), the path and patience, and
        one's own pile: a tip keeps off it (the free corners of the ground are room enough)."""
        pg = getattr(self, "pg", None)
        return [pg.box.copy()] if pg is not None else super().essential_rects()

    def me(self) -> int:
        """The seat drawn at the bottom: the one cleared to see its hand, else the human to act."""
        if self.viewer is not None:
            return self.viewer
        cp = self.match.current_player
        if self.is_human(cp):
            return cp
        hs = self.humans()
        return hs[0] if hs else 0

    def my_turn(self) -> bool:
        """The bottom seat is a human to act and cleared to see its hand."""
        cp = self.match.current_player
        return cp is not None and self.is_human(cp) and self.viewer == cp and not self.curtain_due(cp)

    def previews(self, card=None):
        v = self.view()
        out = [p for p in v.get("previews", []) if not p.get("dead") and (card is None or p["card"] == card)]
        return out if self.my_turn() else []

    def bury_spaces(self) -> set:
        """The ring spaces the selected piece may be buried on now (the legal moves say)."""
        key = (self.position, self.sel_piece)
        if key != self._bury_key:
            self._bury_key = key
            self._bury_spaces = {a["space"] for a in self.match.legal_actions()
                                 if a.kind == "bury" and a["piece"] == self.sel_piece}
        return self._bury_spaces

    def _after_apply(self, events):
        super()._after_apply(events)
        self._sync_turn()        # a new turn starts with nothing chosen

    def _sync_turn(self):
        key = (self.position, self.match.current_player, self.viewer)
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
        self.min_px = theme.least_px(size[1])   # the least text size that reads from two metres
        area = self.table_rect
        m = self.u(0.012)
        s = int(min(area.h - 2 * m, size[0] * 0.54))
        self.geo = RingGeo((area.x + m, area.y + (area.h - s) // 2), s)
        box = pygame.Rect(self.geo.rect.right + m, area.y + m, size[0] - self.geo.rect.right - 2 * m, area.h - 2 * m)
        self.pg = panels.PanelGeo(box, area.h, self.min_px)
        self.ring_layer = None
        self.static = None
        for key, b in self.opt_buttons.items():
            b.rect = self.pg.opt_rects[key]
        self.dead_button.rect = self.pg.dead_rect

    def on_state_replaced(self):
        self._turn_key = None
        self.summary = None
        self.summary_opened = None
        self.after_summary = []

    # ---- what just happened: the round's scoring, a computer's move ----------------------------
    def animate(self, events) -> None:
        self.after_summary = []
        if not self.match.moves:
            self._play(events)
            return
        names = [self.name(i) for i in range(2)]
        starts = any(e.kind == "round_started" for e in events)
        v = self.view()
        source = (list(events), v["path_length"], v["round"] - (1 if starts else 0),
                  {s: v["players"][s]["position"] for s in range(2)})
        summary = round_summary(source[0], names, *source[1:])
        if summary and not self.table_mode.banner and not self.fast_forward:   # the demo waits for no reader
            self.summary, self.summary_opened = summary, None
            self._summary_from = source
            # the next round begins after its scoring is read: its events wait for the summary's close
            cut = next((i for i, e in enumerate(events) if e.kind == "round_started"), None)
            if cut is not None:
                events, self.after_summary = events[:cut], list(events[cut:])
        self._play(events)

    def _play(self, events) -> None:
        """A move's show (anim.py). Artifakes never queues one: a new move finishes the one before."""
        if self.animator.busy:
            self.animator.skip_all()
        self.held.clear()
        play(self, events, anim.ANIMATIONS, anim.Moving())

    def language_changed(self) -> None:
        """The scoring summary still up is worded again in the new language (the rest is worded when drawn)."""
        super().language_changed()
        if self.summary is not None and self._summary_from is not None:
            events, path_length, round_no, positions = self._summary_from
            self.summary = round_summary(events, [self.name(i) for i in range(2)], path_length, round_no, positions) \
                or self.summary

    def summary_showing(self) -> bool:
        return self.summary is not None and not self.animator.busy

    def awaiting_reader(self) -> bool:
        return self.summary is not None

    def close_summary(self) -> None:
        self.summary = None
        self.summary_opened = None
        rest, self.after_summary = getattr(self, "after_summary", []), []
        if rest:
            self._play(rest)   # the new round's banner, once its scoring was read
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
                out += [sector_box(k) for k in sorted(self.bury_spaces())]
        elif v["phase"] == "dig":
            out += [r.copy() for r in self.pg.hand_rects(len(v["hand"] or []))]
            if self.sel_card:
                out += [sector_box(k) for k in sorted({p["landing"] for p in self.previews(self.sel_card)})]
        return out

    def enter(self):
        super().enter()
        if not self.match.moves:
            self.animate(self.match.history[0][1])   # round 1's setup (the opening events)

    # ---- buttons ---------------------------------------------------------------------------
    def visible_buttons(self):
        """The buttons of the card chosen: its four plays (those it has not lit, with why), or Lay
        down dead for a dead card."""
        card = self._chosen_card()
        if card is None:
            return []
        if card["dead"]:
            return [self.dead_button] if self._dead_preview(card) is not None else []
        return list(self.opt_buttons.values())

    def _chosen_card(self):
        if not self.my_turn() or self.sel_card is None or self.view()["phase"] != "dig":
            return None
        return next((c for c in self.view()["hand"] if c["id"] == self.sel_card), None)

    def _dead_preview(self, card):
        """The rules' preview of laying the card down dead: the patience it uses up, and whether he
        storms off."""
        return next((p for p in self.view()["previews"] if p.get("dead") and p["card"] == card["id"]), None)

    def _dead_label(self) -> str:
        card = self._chosen_card()
        p = self._dead_preview(card) if card is not None else None
        if p is None:
            return _("Lay down dead")
        values = dict(number=card["number"], streak=p["streak"], limit=self.view()["storm_limit"])
        if p["storms_off"]:
            # Translators: a button: lay card {number} down dead, the {streak}th dead card in a row of the
            # {limit} the Inspector stands
            return _("Lay down {number} dead  (patience {streak} of {limit}: he storms off!)").format(**values)
        # Translators: a button: lay card {number} down dead, the {streak}th dead card in a row of the {limit}
        # the Inspector stands
        return _("Lay down {number} dead  (patience {streak} of {limit})").format(**values)

    def _option(self, mode, d):
        """The preview of playing the chosen card by `mode` in direction `d`, or None."""
        if self.sel_card is None:
            return None
        return next((p for p in self.previews(self.sel_card) if (p["mode"], p["direction"]) == (mode, d)), None)

    def _option_label(self, mode, d) -> str:
        p = self._option(mode, d)
        play = play_words(mode, d, button=True)
        if p is None:
            return play
        got = gains(p)
        if got:
            # Translators: a button: a card's play ("Number →"), the space it lands on and what it brings there
            return _("{play} {space}  ({gains})").format(play=play, space=p["landing"], gains=got)
        # Translators: a button: a card's play ("Number →") and the space it lands on
        return _("{play} {space}").format(play=play, space=p["landing"])

    def _option_refusal(self, mode, d) -> str | None:
        if self._option(mode, d) is not None:
            return None
        if self.sel_card is None:
            return _("Choose a card first.")
        return (self.choices().reason(Action.make("play", card=self.sel_card, mode=mode, direction=d))
                or _("Not possible."))

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
                return _("Card {number} is dead: neither its number nor its colour moves the Inspector.").format(
                    number=num)
            parts = []
            for p in plays:
                play = play_words(p["mode"], p["direction"])
                got = gains(p)
                if got:
                    # Translators: one play of a card ("Number →"), the space it lands on and what it brings there
                    parts.append(_("{play} {space} ({gains})").format(play=play, space=p["landing"], gains=got))
                else:
                    parts.append(_("{play} {space}").format(play=play, space=p["landing"]))
            # Translators: {plays}: the card's plays, one after the other
            return _("Card {number}: {plays}. Click the card to choose.").format(number=num, plays=" · ".join(parts))
        return _("Hover a card to see where it sends the Inspector; click it, then a lit space.")

    def play_option(self, mode, d):
        if self.sel_card is None:
            return
        self._act(Action.make("play", card=self.sel_card, mode=mode, direction=d))

    def lay_dead(self):
        if self.sel_card is None:
            return
        self._act(Action.make("dead", card=self.sel_card))

    def _act(self, action):
        return self.try_action(action)     # the match refuses it with its reason, if it must

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

    # ---- input: where a click goes (GameScene.handle_table) -------------------------------------
    def handle_keys_and_motion(self, event):
        self._sync_turn()
        if event.type == pygame.MOUSEMOTION:
            self.hover_space = self.geo.space_at(event.pos)
            c = self._card_at(event.pos)
            self.hover_card = c if c not in (None, "?") else None
            self.hover_opt = next((k for k, b in self.opt_buttons.items()
                                   if b in self.visible_buttons() and b.rect.collidepoint(event.pos)), None)
            self.app.dirty = True

    def click_regions(self) -> list[Region]:
        """Topmost first: the buttons of the card chosen, the rival's pile and hand, one's own pile,
        one's own hand, the ring's spaces."""
        self._sync_turn()
        if self.match.is_over:
            return []
        rival = self.name(1 - self.me())
        theirs = self._say(_("Those are {player}'s: you can only use your own pile and hand (bottom right).").format(
            player=rival))
        return ([Region(b.rect, lambda e, b=b: b.handle(e, self.app)) for b in self.visible_buttons()]
                + [Region(r, theirs) for r in [*self.pg.top_trays.values(), self.pg.top_hand]]
                + [Region(r, lambda e, k=k: self._click_pile(k)) for k, r in self.pg.bot_trays.items()]
                + [Region(None, lambda e: self._click_card(self._card_at(e.pos)),
                          contains=lambda pos: self._card_at(pos) is not None),
                   Region(None, lambda e: self._click_space(self.geo.space_at(e.pos)),
                          contains=lambda pos: self.geo.space_at(pos) is not None)])

    def _say(self, words: str):
        """A click that only tells the player something (it is no move)."""
        return lambda e: self.app.toast(words)

    def _mine_now(self) -> bool:
        """The player at the screen may act; otherwise they are told whose turn it is."""
        if self.my_turn():
            return True
        cp = self.match.current_player
        if not self.is_computer(cp):
            self.app.toast(_("Please wait: it is {player}'s turn.").format(player=self.name(cp)))
        else:
            self.app.toast(_("Please wait: it is {player}'s turn (computer).").format(player=self.name(cp)))
        return False

    def _click_pile(self, kind) -> None:
        if not self._mine_now():
            return
        if self.view()["phase"] != "bury":
            self.app.toast(_("These are the pieces you found this round: they go back in the ground next round."))
        elif self.view()["players"][self.me()]["to_bury"][kind] == 0:
            self.app.toast(_("You have no disks left to bury.") if kind == "disk" else
                           _("You have no bars left to bury."))
        else:
            self.sel_piece = kind
            self.app.audio.play("click")

    def _click_card(self, card) -> None:
        if not self._mine_now():
            return
        if self.view()["phase"] == "bury":
            self.app.toast(_("Cards are dealt once all the junk is buried."))
            return
        self.sel_card = None if self.sel_card == card else card
        self.app.audio.play("flip")

    def _click_space(self, space) -> None:
        if not self._mine_now():
            return
        if self.view()["phase"] == "bury":
            if self.sel_piece is None:
                self.app.toast(_("Pick a disk or a bar from your pile first."))
            else:
                self.try_action(Action.make("bury", piece=self.sel_piece, space=space))
            return
        if self.sel_card is None:
            self.app.toast(_("Choose a card from your hand first: it says how far the Inspector walks."))
            return
        options = self.previews(self.sel_card)
        hit = [p for p in options if p["landing"] == space]
        if hit:
            a = hit[0]["action"]
            self.try_action(Action.make("play", card=a["card"], mode=a["mode"], direction=a["direction"]))
            return
        number = self.sel_card[:-1]
        if not options:
            # Translators: 'Lay down dead' is the label of the button that does it
            self.app.toast(_("Card {number} is dead: it cannot move the Inspector. Use 'Lay down dead'.").format(
                number=number))
        else:
            lands = sorted({p["landing"] for p in options})
            # Translators: {spaces}: the numbers of the ring spaces the card can send him to
            self.app.toast(_("Card {number} cannot send the Inspector to space {space}: it can land on {spaces}.")
                           .format(number=number, space=space, spaces=", ".join(map(str, lands))))

    def update_table(self, dt):
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
            if self.summary_opened is not None and self.nobody_reads_after(self.summary_opened, UNREAD_SUMMARY_S):
                self.close_summary()
            self._sync_turn()
            return   # no curtain, no computer move, no results while the summary is up
        super().update_table(dt)
        self._sync_turn()

    def table_animating(self):
        return False

    # ---- status ----------------------------------------------------------------------------
    def status(self) -> str:
        v = self.view()
        cp = self.match.current_player
        if self.summary_showing():
            # Translators: {title} is the title of the round's scoring summary
            return _("{title}: click the summary to go on").format(title=self.summary["title"])
        if cp is None:
            w = v["winners"]
            if v["end_reason"] == "inspector":
                if len(w) == 2:
                    return _("Game over (the Inspector stormed off): a draw.")
                return _("Game over (the Inspector stormed off): {player} wins.").format(player=self.name(w[0]))
            if len(w) == 2:
                return _("Game over (the end of the path): a draw.")
            return _("Game over (the end of the path): {player} wins.").format(player=self.name(w[0]))
        name = self.name(cp)
        if not self.is_human(cp):
            if v["phase"] == "bury":
                return _("{player} (computer) is burying junk...").format(player=name)
            return _("{player} (computer) is digging...").format(player=name)
        if v["phase"] == "bury":
            left = v["players"][cp]["to_bury"]
            # Translators: the pieces still to bury: {n} disks, and {bars} as "1 bar"
            return _n("{player}: bury a piece: pick a disk or bar in your pile, then a ring space "
                      "({n} disk and {bars} left)",
                      "{player}: bury a piece: pick a disk or bar in your pile, then a ring space "
                      "({n} disks and {bars} left)", left["disk"],
                      player=name, bars=_n("{n} bar", "{n} bars", left["bar"]))
        if self.sel_card:
            card = next((c for c in v.get("hand") or () if c["id"] == self.sel_card), None)
            if card is not None and card["dead"]:   # it lands nowhere: its one use is the button
                return _("{player}: card {number} is dead: lay it down with the button, or choose another").format(
                    player=name, number=self.sel_card[:-1])
            return _("{player}: card {number}: click a lit landing space or a button").format(
                player=name, number=self.sel_card[:-1])
        return _("{player}: play a card: hover it to preview, click it, then its landing space").format(player=name)

    # ---- drawing ---------------------------------------------------------------------------
    def handle_input(self, event):
        self.epoch += 1
        if self.summary_showing() and self._summary_handle(event):
            return
        super().handle_input(event)

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

SCENE = ArtifakesScene
