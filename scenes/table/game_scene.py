"""What every game scene shares: applying actions, bots off the main thread, autosave, the status
line, the handoff curtain, the pause menu, animation skipping, the game log, undo for misclicks,
statistics and the way to the results.

The scene holds a `game.match.Match` (`self.match`): it asks the match for views, legal actions,
reasons and previews and hands it actions; it never holds the rules state. The match keeps the
computer players, every seat's events, undo and the autosave hook.

A game's own scene subclasses GameScene and gives: `draw_table` (its still picture through
`draw_still`, then what moves), `click_regions` (where a click goes, topmost first) and
`handle_keys_and_motion`, `status` (its line for the status bar), `animate` (its events played as a
show: scenes/table/show.py), and `make_choices` when a position offers it more than legal moves and
reasons (scenes/table/choices.py); a scene that keeps a display model of its own also overrides
`on_state_replaced` (called after an undo rebuilt the match's position). The status bar, the records
a table leaves on disk, the words that wait for the picture, the curtain, undo and tooltips are
mixed in from their own modules beside this one. `GenericGameScene` (generic.py) is the plain
fallback: it lists the legal actions as buttons, so any registered game is playable and testable
before its scene exists.

Undo policy (as on the best online boards): a human may take back their own last move while no
hidden information was revealed, nothing was drawn at random (the match's `undoable()`
says so) and nobody else has had the screen since. A computer's move is never taken back.
"""
from __future__ import annotations

import time

import pygame

from game import registry
from game.core import Action, IllegalAction, events_for
from game.i18n import _
from scenes.base import Scene
from scenes.table import mode as table_modes
from scenes.table.choices import Choices
from scenes.table.game_log import GameLog, recap_for
from scenes.table.handoff import _PRESS, HandoffMixin
from scenes.table.network import is_networked, notice_words
from scenes.table.regions import dispatch
from scenes.table.undo import UndoMixin
from scenes.table.games import hint_provider, scene_class
from scenes.table.records import RecordsMixin
from scenes.table.shown import Held, ShownTexts
from scenes.table.status_bar import StatusBarMixin
from scenes.table.still import StillPicture
from scenes.table.tooltips import TooltipMixin
from ui import surfcache, theme
from ui.seats import as_match, seat_defaults  # noqa: F401  (seat_defaults: tools and tests)
from ui.anim import Animator
from ui.botrunner import BotTurn
from ui.widgets import vertical_gradient


KIOSK_IDLE_S = 180   # a kiosk game untouched this long asks "Still playing?"


def table_for(app, match, seats=None):
    """The table scene of `match` (the screen called "table")."""
    match = as_match(match, seats)
    return scene_class(match.game_id)(app, match)


def open_game_scene(app, match, seats=None, *, replace=False, fast=False):
    """Open the table of `match` (a Match; a fresh state with its seats is wrapped in one)."""
    match = as_match(match, seats)
    scene = table_for(app, match)
    scene.fast_forward = fast
    if replace:
        app.scenes.replace(scene)
    else:
        app.scenes.push(scene)
    return scene



class GameScene(StatusBarMixin, ShownTexts, RecordsMixin, HandoffMixin, UndoMixin, TooltipMixin, Scene):
    """The table of one game. Who sees what (hot seat):

    - `viewer` is the seat whose view is drawn (None: the public view). `cleared_seat` is the human
      believed to be at the screen (the curtain let them in, or they just played).
    - The curtain appears between two humans exactly when the game says a screen holds a secret
      (`match.view_is_private`) for the next seat or for the one at the screen. From the move that makes
      it due until it is cleared, the table shows the public view and the status says "Pass to Ben".
    - Table input is armed for one seat at a time (`armed_seat`): presses are dropped while an
      animation runs, while a curtain is due, and for App.handoff_hold_s after the seat to act changed
      (a press in it starts it again), and a release counts only if its press was armed too, so a
      burst of clicks never acts for the next seat.
    """

    tutorial = None            # a guided game's driver (scenes/table/tutorial.py): it vets actions and draws its overlay
    table_mode = table_modes.REAL   # what kind of table: set by whoever opens a demo, tutorial or replay
    MOVING = None              # the game's anim.Moving: what its painter draws over the still picture
    # what a draw may change (tests/scenes/test_draw_pure.py): pictures and memos a later draw rebuilds the
    # same; the tip layer's and the layout probe's records of where this frame put things; scenes add theirs
    DRAW_CACHES = frozenset({"bg", "gradient", "still", "still_key", "game_log", "hints", "text_boxes", "thinking_rect",
                             "tip_rect", "_views", "_views_key", "_choices", "_choices_key", "_resting"})
    _resting = None

    def __init__(self, app, match, seats=None):
        super().__init__(app)
        from game import search
        search.BUDGET["seconds"] = float(getattr(app.settings, "expert_seconds", 1.0))
        match = as_match(match, seats)
        self.match = match
        if any(search.wants_sampler(bot) for bot in match.bots.values()):
            from ui import botprocess
            botprocess.warm_up(getattr(app, "log_problem", None))   # ready by the expert's first move
        match.on_applied = self._autosave
        match.on_applying = self._before_move
        self._before: tuple | None = None   # (match.position, {seat: view}) just before the last move
        self._when_shown: list = []         # what waits for the move being shown (after_shown)
        self.info = registry.get(match.game_id)
        self.animator = Animator()
        self.held = Held()          # what the picture holds back while a move is shown (shown.py)
        self.recaps: dict = {}      # seat -> a computer's last move in a few words (show_events)
        self.fast_forward = False
        self.bot_turn: BotTurn | None = None
        self.game_log = GameLog(match.game_id, [self.name(i) for i in range(len(self.seats))],
                                on_error=getattr(app, "log_problem", None))
        self._rebuild_log()
        self.viewer: int | None = self._default_viewer()
        self.cleared_seat: int | None = None  # the human at the screen (the curtain let in, or who played)
        self.undo_seat: int | None = None     # who may still take the last move back (scenes/table/undo.py)
        self.handoff_seat: int | None = None  # a human who gets the screen only through the curtain
        self.armed_seat: int | None = None    # the seat whose table input is accepted now
        self.arm_at = 0.0                     # app.now() before which no seat is armed
        self.press_owner = None               # whose the current press is (see _press_owner)
        self.last_press: tuple | None = None  # (app.now(), pos) of the table's previous press
        self.cache_mark = surfcache.mark()    # what the shared caches make from now on is this table's
        self.looked_at: dict[int, int] = {}   # seat -> match.moves when that seat last had the screen
        self.finished_at: float | None = None
        self._make_status_bar()
        self.stats_recorded = False
        self.hover_pos = (0, 0)
        self._choices, self._choices_key = None, None   # choices(): asked once per position
        self.bg = None
        self.still = StillPicture()             # the still picture, kept part by part (draw_still)
        self.still_key = None
        from scenes.table.hints import HintLayer
        self.hints = HintLayer(self)

    # ---- the match ----------------------------------------------------------------------------
    @property
    def seats(self) -> list[dict]:
        return self.match.seats

    @property
    def bots(self) -> dict:
        """The computer players by seat (the match's own: a tutorial swaps in its scripted ones)."""
        return self.match.bots

    @bots.setter
    def bots(self, bots: dict) -> None:
        self.match.bots = bots

    @property
    def position(self) -> tuple:
        """What identifies the position on the table, the one key of what is kept per position (the
        match's position changes with every move and every undo; its count of moves also notices a
        state moved on behind the match's back, as a test may do)."""
        return (id(self.match), self.match.position, self.match.moves)

    def view(self, seat=...) -> dict:
        """The match's view for `seat` (default: whoever is at the screen: what the table draws),
        asked once per position: scenes read it many times a frame. Read it, never change it."""
        seat = self.viewer if seat is ... else seat
        key = self.position
        if key != getattr(self, "_views_key", None):
            self._views, self._views_key = {}, key
        view = self._views.get(seat)
        if view is None:
            view = self._views[seat] = self.match.view(seat)
        return view

    def choices(self):
        """What the table may offer the seat at the screen now, asked of the match once per position
        and selection (the game's `make_choices()`: legal targets, their reasons, previews), kept
        until the position, the viewer, the window or the game's `choices_key()` changes."""
        key = (self.position, self.viewer, self.size, self.choices_key())
        if key != self._choices_key:
            self._choices, self._choices_key = self.make_choices(), key
        return self._choices

    def choices_key(self):
        """What of the table's own state (a selection half made) the choices depend on."""
        return None

    def make_choices(self) -> Choices:
        """The choices of this position (scenes/table/choices.py; a game may offer more)."""
        return Choices(self)

    # ---- seats ----------------------------------------------------------------------------
    def name(self, seat: int | None) -> str:
        if seat is None:
            # Translators: the name of no player (when nobody is meant)
            return _("Nobody")
        info = self.seats[seat]
        return info["name"] if "name" in info else _("Player {n}").format(n=seat + 1)

    def colour(self, seat: int):
        return theme.player_colour(self.seats[seat].get("colour", seat))

    def symbol(self, seat: int) -> str:
        return theme.player_symbol(self.seats[seat].get("colour", seat))

    def is_human(self, seat: int | None) -> bool:
        """A person at this screen: not a computer, and not a person at another screen (a networked
        table's "remote" seat, who plays through the host)."""
        return seat is not None and self.seats[seat].get("kind") not in ("bot", "remote")

    def humans(self) -> list[int]:
        return [i for i in range(len(self.seats)) if self.is_human(i)]

    def _default_viewer(self):
        humans = self.humans()
        return humans[0] if len(humans) == 1 else None

    def nobody_reads_after(self, since: float, seconds: float) -> bool:
        """Where no person plays at this screen (an onlooker's big screen), what waits for a reader to
        click goes on by itself: True once `seconds` have passed since `since` (the loop wakes then)."""
        if self.humans():
            return False
        if self.app.now() - since >= seconds:
            return True
        self.app.wake_at(since + seconds)
        return False

    def is_computer(self, seat: int | None) -> bool:
        """A computer plays `seat` (here, or on a network table's host); a person at another screen
        is neither this screen's (is_human) nor a computer."""
        return seat is not None and self.seats[seat].get("kind") == "bot"

    def _show_pushed(self) -> bool:
        """A networked table (net/remote.py): the next move the host pushed (another screen's, or a
        computer's on the host) is shown as a move made here is, one at a time; an undo or a rejoin
        rebuilds the table. True when one was taken this frame. A local match pushes nothing."""
        poll = getattr(self.match, "poll", None)
        update = poll() if callable(poll) else None
        if update is None:
            return False
        if update.kind == "move":
            self._after_apply(update.events)
        else:
            self._rebuild_log()
            self.on_state_replaced()
        return True

    def _tell_notices(self) -> None:
        """A networked table: what the host says of the seats and the connection, as a message."""
        notices = getattr(self.match, "notices", None)
        if not callable(notices):
            return
        for notice in notices():
            said = notice_words(notice, self.name, getattr(self.match, "seat", None))
            if said is not None:
                self.app.toast(said[0], said[1], 4)

    def _rebuild_log(self):
        """The game log from every event so far (the match kept them; after a load or an undo)."""
        self.game_log.clear()
        for n, (seat, events) in enumerate(self.match.history):
            self.game_log.add(n - 1, seat, events)

    # ---- acting ---------------------------------------------------------------------------
    @property
    def human_to_act(self) -> bool:
        return not self.match.is_over and self.is_human(self.match.current_player)

    def try_action(self, action: Action) -> bool:
        """Apply a human's action; a refusal becomes a friendly toast and changes nothing."""
        if self.animator.busy:
            self.animator.skip_all()
            self._texts_caught_up()
        if not self.human_to_act:
            self.app.toast(_("Please wait: it is not your turn."))
            return False
        if self.tutorial is not None and not self.tutorial.allows(action):
            self.app.toast(self.tutorial.nudge())   # not what this step asks for: nothing changes
            return False
        seat = self.match.current_player
        alone = self._private(seat)       # the seat was looking at its own secrets when it chose
        try:
            events = self.match.apply(action)   # the rules check it once, and say why not
        except IllegalAction as exc:
            self.app.toast(exc.reason)
            return False
        # who is at the screen: the player who just acted on their own secrets; after a public
        # move everyone may be watching, so the next secret needs the curtain whoever it is for
        self.cleared_seat = seat if (alone or len(self.humans()) < 2) else None
        self.undo_seat = seat     # until the screen passes to someone else
        self.looked_at[seat] = self.match.moves
        self._after_apply(events)
        return True

    def _after_apply(self, events):
        acted = self.match.last_mover()
        nxt = self.match.current_player
        if nxt != self.armed_seat or nxt != acted:
            # the seat to act changed: nothing queued for the previous seat may act for this one
            self.armed_seat = None
            self.arm_at = self.app.now() + self.app.handoff_hold_s
        if nxt is not None and self.curtain_due(nxt):
            # from now until the curtain is cleared the table shows only what everybody may see
            self.handoff_seat = nxt
            self.viewer = None
        elif (acted is not None and nxt != acted and self.viewer == acted and len(self.humans()) > 1
              and self.is_human(acted) and self._private(acted)):
            self.viewer = None      # the previous player's secrets leave the screen with their turn
        if self.match.moves:
            self.game_log.add(self.match.moves - 1, acted, events)
        self.show_events(events_for(events, self.viewer))
        self._hold_texts()
        if self.tutorial is not None and self.match.moves:
            self.tutorial.applied(acted, self.match.last_action())
        self.app.dirty = True

    def _bot_step(self):
        seat = self.match.current_player
        if seat not in self.bots:
            return
        if self.bot_turn is None:
            delay = 0.0 if self.fast_forward else self.app.settings.bot_delay
            bot, view, legal, sampler = self.match.bot_inputs(seat)
            self.bot_turn = BotTurn(bot, view, legal, delay=delay, seed=self.match.seed + self.match.moves,
                                    sampler=sampler, at_move=self.match.moves, log=self.app.log_problem)
            return
        if self.bot_turn.at_move is not None and self.bot_turn.at_move != self.match.moves:
            self.bot_turn = None   # the table moved on meanwhile (a scene's timer, an undo): think again
            return
        action, note = self.bot_turn.result()
        if action is None:
            return
        self.bot_turn = None
        if note:
            self.app.log_problem(f"{self.info.id} seat {seat}: {note}")
        try:
            events = self.match.apply(action)
        except IllegalAction as exc:  # the bot's view was stale: ask again next frame
            self.app.log_problem(f"{self.info.id} bot move refused: {exc.reason}")
            return
        self._after_apply(events)

    def show_events(self, events) -> None:
        """A move on screen (`events` as the viewer may see them): the game's animation, and once it
        has been shown the recaps on the seats' panels (the game's `recap`, game/<id>/log.py: seat
        -> what it did last, as each game's panel reads it) of the events the animation showed."""
        shown = self.animate(events)
        events = events if shown is None else shown
        hook = recap_for(self.info.id)
        if hook is None:
            return
        mover = self.match.last_mover()

        def take(events=events, mover=mover):
            self.recaps = hook(events, self.recaps, mover=mover, computer=lambda s: not self.is_human(s),
                               name=self.name)
        self.after_shown(take)

    # ---- hooks for game scenes -----------------------------------------------------------
    def animate(self, events) -> list | None:
        """Turn events into a show on self.animator (default: no animation); the events shown now,
        when a game holds some back for later (None: all of them)."""

    def close_topmost(self) -> bool:
        """Esc: close this game's topmost panel or dialog (scenes override); True if one was closed."""
        return False

    def interactive_rects(self) -> list:
        """Everything a player can click on the table now (scenes override): tips keep clear of it."""
        return []

    def seat_rect(self, seat: int):
        """The rect of `seat`'s panel on the table, or None (scenes override): the thinking badge
        of a computer sits on it."""
        return None

    def essential_rects(self) -> list:
        """What must stay readable though nothing there is clicked (scores, whose turn it is): tips
        keep clear of it too where they can. Here every seat's panel; scenes add to it or say more."""
        rects = (self.seat_rect(s) for s in range(self.match.num_players))
        return [pygame.Rect(r) for r in rects if r is not None]

    def draw_table(self, surface, area: pygame.Rect) -> None:
        pass

    def handle_table(self, event) -> None:
        """The game's own input: a left-button release goes to the first of `click_regions()` that
        contains it (scenes/table/regions.py); anything else to `handle_keys_and_motion`."""
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            dispatch(self.click_regions(), event)
        else:
            self.handle_keys_and_motion(event)

    def click_regions(self) -> list:
        """Where a click on the table goes now, topmost first (scenes override)."""
        return []

    def handle_keys_and_motion(self, event) -> None:
        """Keys, pointer motion and the other buttons on the table (scenes override)."""

    @property
    def moving(self):
        """What moves over the still picture now: the `moving` of the show playing
        (scenes/table/show.py), or the game's resting one (an empty `MOVING()`) between shows."""
        got = getattr(self.animator.current, "moving", None)
        if got is not None:
            return got
        if self._resting is None and self.MOVING is not None:
            self._resting = self.MOVING()
        return self._resting

    def table_animating(self) -> bool:
        return False

    def awaiting_reader(self) -> bool:
        """The table shows a card of its own that waits for a click (scenes say when: Artifakes'
        round scoring); a tutorial's note offers no button of its own meanwhile."""
        return False

    def backdrop(self) -> pygame.Surface:
        """The table's plain background (shared, cached by size): scenes that compose their own
        still picture start from this so every game sits on the same ground."""
        return vertical_gradient(self.size, (238, 222, 190), (210, 182, 140))

    def draw_still(self, surface, key, base, parts) -> None:
        """Draw the table's still picture, kept part by part (scenes/table/still.py): while `key` (a
        cheap summary of everything it shows) is unchanged nothing is done; otherwise `parts()` is
        composed over `base()` and only the places that changed are repainted, on the picture and on
        `surface`. The picture is handed back as `self.bg`, which `draw` blits first; the plain
        gradient `draw` made is kept in `self.gradient` for `base` to start from."""
        pic = self.still
        if pic.surface is not None and self.bg is pic.surface and key == self.still_key:
            return
        if self.bg is not pic.surface:
            self.gradient = self.bg
        self.still_key = None
        shown = self.bg is pic.surface
        frame = pic.compose(base(), parts())
        if shown:
            for d in pic.last_dirty:
                surface.blit(frame, d, d)
        else:
            surface.blit(frame, (0, 0))
        self.bg = frame
        self.still_key = key

    def newcomer_hint(self):
        """(sentence, [rects to outline]) for a newcomer's turn, or None: from the game's scenes/<id>/hints.py
       ; otherwise the status sentence with nothing outlined."""
        if not self.human_to_act:
            return None
        provider = hint_provider(self.info.id)
        got = provider(self) if provider else None
        return got if got is not None else (self.status(), [])

    RECAPS_IN_WORDS = True   # the recap hook's entries are sentences (Scarabya's are facts, worded when drawn)

    def language_changed(self) -> None:
        """Everything worded is worded again: the log, the computers' recaps, the choices' reasons,
        and the still picture, painted whole."""
        super().language_changed()
        self.still.invalidate()
        self.still_key = None
        self._choices_key = None
        if self.tutorial is not None:
            self.tutorial.language_changed()      # its players' names are the script's, translated
        self.game_log.names = [self.name(i) for i in range(len(self.seats))]
        self._rebuild_log()
        hook = recap_for(self.info.id)
        if hook is not None and self.RECAPS_IN_WORDS:
            recaps: dict = {}
            for seat, events in self.match.history[1:]:
                recaps = hook(events_for(events, self.viewer), recaps, mover=seat,
                              computer=lambda s: not self.is_human(s), name=self.name)
            self.recaps = recaps

    def on_state_replaced(self) -> None:
        """Called after an undo rebuilt the match's position (animations already finished).
        Scenes that cache a display model drawn from the old state resync it here."""

    # ---- scene plumbing -------------------------------------------------------------------
    def layout(self, size):
        super().layout(size)
        self._lay_status_bar(size)
        self.bg = None

    def enter(self):
        self.app.audio.music(None)   # the menu's tune gives way to the table's own sounds

    def open_pause(self):
        self.app.push("pause", self)

    def before_quit(self):
        # Every finished move is already autosaved; nothing else to keep.
        pass

    def exit(self):
        self.bot_turn = None
        if is_networked(self.match):   # a networked table left: the host keeps the seat for its token
            self.match.close()
        # what this table showed is not needed any more: its pictures go (and the memory with them,
        # at the next frame: SceneManager.collect_left)
        surfcache.release("table", since=self.cache_mark)

    def animating(self) -> bool:
        return self.table_mode.banner or self.animator.busy or self.bot_turn is not None or self.table_animating() or \
            (self.match.is_over and self.finished_at is not None)

    def update(self, dt):
        if not self.table_mode.takes_frame(self, dt):
            self.update_table(dt)

    def update_table(self, dt):
        """The table's frame: timers, animations, the computers' moves, the curtain (games add theirs)."""
        app = self.app
        if (app.settings.kiosk and self.table_mode.plays and self.humans() and app.scenes.top is self
                and app.now() - app.last_input > KIOSK_IDLE_S):
            app.push("still_playing")
            return
        if self.fast_forward:
            self.animator.skip_all()
        else:
            self.animator.speed = self.app.settings.animation_speed
            self.animator.update(dt)
        self._tell_notices()
        if self.animator.busy:
            return
        if self._show_pushed():
            return
        if self._when_shown or not self.held.empty:
            self._texts_caught_up()
        self.hints.update()
        if self.match.is_over:
            if self.finished_at is None:
                self.finished_at = time.monotonic()
            if self.fast_forward or time.monotonic() - self.finished_at > 1.2:
                self.show_results()
            return
        seat = self.match.current_player
        self.hide_unclaimed_secrets()
        if seat in self.bots:
            self._bot_step()
        elif self.is_human(seat):
            if self.curtain_due(seat):
                if app.scenes.top is self:
                    self.viewer = None
                    self.handoff_seat = seat
                    self.armed_seat = None
                    app.push("curtain", self.name(seat), self.colour(seat), self.symbol(seat),
                             on_ready=lambda s=seat: self._cleared(s), on_pause=self.open_pause,
                             recap=self.recap_for(seat), seat=seat)
                return
            self._take_screen(seat)
            if not self.input_armed() and app.now() < self.arm_at:
                app.wake_at(self.arm_at)     # the hold after a change of seat ends by itself

    def show_results(self):
        if self.table_mode.after_game(self):
            return
        self.record_stats()
        self.app.replace("results", self.match)

    def handle(self, event):
        """Input reaches a tutorial's driver first (its Next button, the clicks it refuses), then
        `handle_input` (which game scenes extend)."""
        if self.tutorial is not None and self.tutorial.handle(event):
            if event.type in _PRESS:
                self._repeats_last_press(self._press_pos(event))   # still the table's previous press
            return
        self.handle_input(event)

    def toast_keep_clear(self) -> list:
        """What a message must not cover while this table is the top screen: a tutorial's note."""
        box = self.tutorial.box if self.tutorial is not None else None
        return [box] if box is not None else []

    def handle_input(self, event):
        """The table's input: the demo's any-key, Esc, the status bar, Undo, the log, then the hot-seat
        gate and the game's own `handle_table`."""
        if self.table_mode.banner:     # the demo: any press is a visitor who wants to play
            if event.type in (pygame.MOUSEBUTTONUP, pygame.KEYDOWN, pygame.FINGERUP):
                self.app.reset("menu")
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.escape()
            return
        if event.type == pygame.MOUSEMOTION:
            self.hover_pos = event.pos
        if self.hints.handle(event):
            return            # a click on the tip only closes it
        if self.status_bar_input(event):
            return
        if event.type in _PRESS:
            self.press_owner = self._press_owner(self._press_pos(event))
        if event.type == pygame.MOUSEBUTTONUP and self.animator.busy:
            self.animator.skip_all()  # a click during an animation finishes it; it is not a move
            self.press_owner = None
            self.app.dirty = True
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE and self.animator.busy:
            self.animator.skip_all()
            return
        if not self._passes_gate(event):
            return
        self.handle_table(event)

    def escape(self) -> None:
        """Esc closes the topmost thing first: a dialog of the game, then the log, then pauses."""
        try:
            if self.close_topmost():
                self.app.dirty = True
                return
        except Exception as exc:
            self.app.log_problem(f"{self.info.id} close_topmost failed: {exc!r}")
        if self.log_panel.open:
            self.toggle_log()
            return
        self.open_pause()

    def draw(self, surface):
        if self.bg is None or self.bg.get_size() != self.size:
            self.bg = self.backdrop()
        surface.blit(self.bg, (0, 0))
        self.draw_table(surface, self.table_rect)
        self.draw_thinking(surface)
        self.draw_status(surface)
        attract = self.table_mode.banner
        # the overlays, one order for every game, bottom first: the tutorial's outlines, the
        # newcomer tip, the log panel, the status buttons, the pointer's tooltip and, on top of all,
        # the tutorial's note (the tooltip and, in App.draw, the toasts keep off it)
        self.hints.begin_frame()
        if not attract:
            if self.tutorial is not None:
                self.tutorial.draw_outlines(surface)
            self.hints.draw(surface)
            self.draw_log_panel(surface)
            self.draw_status_buttons(surface)
        self.draw_tooltip(surface)
        if not attract and self.tutorial is not None:
            self.tutorial.draw_note(surface)
        self.hints.end_frame()
        self.table_mode.draw_over(self, surface)

