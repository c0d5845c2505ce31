"""What every game scene shares: applying actions, bots off the main thread, autosave, the status
line, the handoff curtain, the pause menu, animation skipping and the way to the results.

A game's own scene subclasses GameScene and overrides `draw_table`, `handle_table`, `status` and
`animate` (turn events into timelines). `GenericGameScene` is the plain fallback: it lists the legal
actions as buttons, so any registered game is playable and testable before its scene exists.
"""
from __future__ import annotations

import importlib
import time

import pygame

from game import registry
from game.core import Action, IllegalAction, events_for
from scenes.base import Scene
from ui import savegame, theme
from ui.anim import Animator
from ui.botrunner import BotTurn
from ui.widgets import Button, panel, status_line, vertical_gradient


KIOSK_IDLE_S = 180   # a kiosk game untouched this long asks "Still playing?"


def scene_class_for(game_id: str):
    try:
        module = importlib.import_module(f"scenes.{game_id}")
        return getattr(module, "SCENE")
    except ModuleNotFoundError as exc:
        if exc.name != f"scenes.{game_id}":
            raise
        return GenericGameScene


def open_game_scene(app, state, seats, *, replace=False, fast=False):
    cls = scene_class_for(state.game_id)
    scene = cls(app, state, seats)
    scene.fast_forward = fast
    if replace:
        app.scenes.replace(scene)
    else:
        app.scenes.push(scene)
    return scene


def seat_defaults(n: int) -> list[dict]:
    from scenes.setup import DEFAULT_NAMES
    return [{"name": DEFAULT_NAMES[i], "colour": i, "kind": "bot", "level": "normal"} for i in range(n)]


class GameScene(Scene):
    has_private_info = False   # True when a human's screen shows secrets (hands): curtain between humans

    def __init__(self, app, state, seats):
        super().__init__(app)
        self.state = state
        self.info = registry.get(state.game_id)
        seats = list(seats or [])
        if len(seats) != state.num_players:
            seats = seat_defaults(state.num_players)
        self.seats = seats
        self.animator = Animator()
        self.fast_forward = False
        self.bot_turn: BotTurn | None = None
        self.bots = {}
        for i, s in enumerate(self.seats):
            if s.get("kind") == "bot":
                level = s.get("level") if s.get("level") in self.info.bot_levels else "normal"
                self.bots[i] = self.info.make_bot(level, i, state.seed * 97 + i)
        self._replay_for_bots()
        self.viewer: int | None = self._default_viewer()
        self.cleared_seat: int | None = None  # the human the curtain last let in
        self.finished_at: float | None = None
        self.last_events: list = []
        self.menu_button = Button("Menu", self.open_pause, style="quiet")
        self.attract_index: int | None = None   # set when this game plays itself in attract mode
        self.hover_pos = (0, 0)
        self.bg = None

    # ---- seats ----------------------------------------------------------------------------
    def name(self, seat: int | None) -> str:
        if seat is None:
            return "Nobody"
        return self.seats[seat].get("name", f"Player {seat + 1}")

    def colour(self, seat: int):
        return theme.PLAYER_COLOURS[self.seats[seat].get("colour", seat) % len(theme.PLAYER_COLOURS)][0]

    def symbol(self, seat: int) -> str:
        return theme.PLAYER_COLOURS[self.seats[seat].get("colour", seat) % len(theme.PLAYER_COLOURS)][1]

    def is_human(self, seat: int | None) -> bool:
        return seat is not None and self.seats[seat].get("kind") != "bot"

    def humans(self) -> list[int]:
        return [i for i in range(len(self.seats)) if self.is_human(i)]

    def _default_viewer(self):
        humans = self.humans()
        return humans[0] if len(humans) == 1 else None

    def _replay_for_bots(self):
        """After loading a save, rebuild each bot's memory from the events its seat saw."""
        if not self.bots or not self.state.log:
            return
        replay = self.info.new_game(self.state.num_players, self.state.seed, self.state.options)
        for entry in self.state.log:
            events = replay.apply(entry.action)
            for seat, bot in self.bots.items():
                bot.observe(events_for(events, seat))

    # ---- acting ---------------------------------------------------------------------------
    @property
    def human_to_act(self) -> bool:
        return not self.state.is_over and self.is_human(self.state.current_player)

    def try_action(self, action: Action) -> bool:
        """Apply a human's action; a refusal becomes a friendly toast and changes nothing."""
        if self.animator.busy:
            self.animator.skip_all()
        if not self.human_to_act:
            self.app.toast("Please wait: it is not your turn.")
            return False
        try:
            events = self.state.apply(action)
        except IllegalAction as exc:
            self.app.toast(exc.reason)
            return False
        self._after_apply(events)
        return True

    def _after_apply(self, events):
        self.last_events = events
        for seat, bot in self.bots.items():
            bot.observe(events_for(events, seat))
        if self.attract_index is None:  # a demo game never replaces the player's saved game
            problem = savegame.write(self.state, self.seats)
            if problem:
                self.app.toast(problem, "warn", 5)
            if self.state.is_over:
                savegame.clear()
        self.animate(events_for(events, self.viewer))
        self.app.dirty = True

    def _bot_step(self):
        seat = self.state.current_player
        bot = self.bots.get(seat)
        if bot is None:
            return
        if self.bot_turn is None:
            delay = 0.0 if self.fast_forward else self.app.settings.bot_delay
            self.bot_turn = BotTurn(bot, self.state.view(seat), self.state.legal_actions(), delay=delay,
                                    seed=self.state.seed + len(self.state.log))
            return
        action, note = self.bot_turn.result()
        if action is None:
            return
        self.bot_turn = None
        if note:
            self.app.log_problem(f"{self.info.id} seat {seat}: {note}")
        try:
            events = self.state.apply(action)
        except IllegalAction as exc:  # the bot's view was stale: ask again next frame
            self.app.log_problem(f"{self.info.id} bot move refused: {exc.reason}")
            return
        self._after_apply(events)

    # ---- hooks for game scenes -----------------------------------------------------------
    def animate(self, events) -> None:
        """Turn events into timelines on self.animator (default: no animation)."""

    def status(self) -> str:
        seat = self.state.current_player
        if seat is None:
            return "The game is over."
        if self.is_human(seat):
            return f"{self.name(seat)}: your move."
        return f"{self.name(seat)} (computer) is thinking..."

    def draw_table(self, surface, area: pygame.Rect) -> None:
        pass

    def handle_table(self, event) -> None:
        pass

    def table_animating(self) -> bool:
        return False

    # ---- scene plumbing -------------------------------------------------------------------
    def layout(self, size):
        super().layout(size)
        h = size[1]
        self.status_rect = pygame.Rect(0, 0, size[0], max(28, int(h * 0.06)))
        self.table_rect = pygame.Rect(0, self.status_rect.bottom, size[0], h - self.status_rect.bottom)
        bh = self.status_rect.h - 8
        self.menu_button.rect = pygame.Rect(size[0] - int(bh * 2.6) - 6, 4, int(bh * 2.6), bh)
        self.bg = None

    def open_pause(self):
        from scenes.pause import PauseScene
        self.app.scenes.push(PauseScene(self.app, self))

    def before_quit(self):
        # Every finished move is already autosaved; nothing else to keep.
        pass

    def exit(self):
        self.bot_turn = None

    def animating(self) -> bool:
        return self.animator.busy or self.bot_turn is not None or self.table_animating() or \
            (self.state.is_over and self.finished_at is not None)

    def needs_curtain(self) -> bool:
        seat = self.state.current_player
        return (self.has_private_info and self.app.settings.handoff_curtain and len(self.humans()) > 1
                and self.is_human(seat) and seat != self.cleared_seat)

    def update(self, dt):
        app = self.app
        if (app.settings.kiosk and self.attract_index is None and self.humans() and app.scenes.top is self
                and app.now() - app.last_input > KIOSK_IDLE_S):
            from scenes.attract import StillPlayingScene
            app.scenes.push(StillPlayingScene(app))
            return
        if self.fast_forward:
            self.animator.skip_all()
        else:
            self.animator.speed = self.app.settings.animation_speed
            self.animator.update(dt)
        if self.animator.busy:
            return
        if self.state.is_over:
            if self.finished_at is None:
                self.finished_at = time.monotonic()
            if self.fast_forward or time.monotonic() - self.finished_at > 1.2:
                self.show_results()
            return
        seat = self.state.current_player
        if seat in self.bots:
            self._bot_step()
        elif self.is_human(seat):
            if len(self.humans()) == 1:
                self.viewer = seat
            elif self.needs_curtain():
                from scenes.curtain import CurtainScene
                self.viewer = None
                self.app.scenes.push(CurtainScene(self.app, self.name(seat), self.colour(seat), self.symbol(seat),
                                                  on_ready=lambda s=seat: self._cleared(s)))
            elif not self.has_private_info:
                self.viewer = seat

    def _cleared(self, seat):
        self.cleared_seat = seat
        self.viewer = seat
        self.app.dirty = True

    def show_results(self):
        if self.attract_index is not None:
            from scenes.attract import start_attract
            start_attract(self.app, self.attract_index + 1)
            return
        from scenes.results import ResultsScene
        self.app.scenes.replace(ResultsScene(self.app, self.state, self.seats))

    def handle(self, event):
        if self.attract_index is not None:
            if event.type in (pygame.MOUSEBUTTONUP, pygame.KEYDOWN, pygame.FINGERUP):
                from scenes.menu import MenuScene
                self.app.scenes.reset(MenuScene(self.app))
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.open_pause()
            return
        if self.menu_button.handle(event, self.app):
            return
        if event.type == pygame.MOUSEMOTION:
            self.hover_pos = event.pos
        if event.type == pygame.MOUSEBUTTONUP and self.animator.busy:
            self.animator.skip_all()  # a click during an animation finishes it; it is not a move
            self.app.dirty = True
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE and self.animator.busy:
            self.animator.skip_all()
            return
        self.handle_table(event)

    def draw(self, surface):
        if self.bg is None or self.bg.get_size() != self.size:
            self.bg = vertical_gradient(self.size, (238, 222, 190), (210, 182, 140))
        surface.blit(self.bg, (0, 0))
        self.draw_table(surface, self.table_rect)
        seat = self.state.current_player
        if seat is None:
            status_line(surface, self.status_rect, self.status())
        else:
            status_line(surface, self.status_rect, self.status(), self.colour(seat), self.symbol(seat))
        if self.attract_index is not None:
            from scenes.attract import draw_attract_banner
            draw_attract_banner(self, surface)
        else:
            self.menu_button.draw(surface)


class GenericGameScene(GameScene):
    """Plays any registered game with one button per legal action (fallback and test harness)."""

    def __init__(self, app, state, seats):
        super().__init__(app, state, seats)
        self.action_buttons: list[Button] = []
        self.page = 0

    def _buttons(self):
        if not self.human_to_act:
            return []
        legal = self.state.legal_actions()
        per_page = 24
        self.page = min(self.page, max(0, (len(legal) - 1) // per_page))
        chunk = legal[self.page * per_page:(self.page + 1) * per_page]
        w, h = self.size
        bw, bh = int(w * 0.22), int(h * 0.05)
        buttons = []
        for i, a in enumerate(chunk):
            col, row = divmod(i, 8)
            b = Button(str(a)[:40], (lambda a=a: self.try_action(a)), style="secondary",
                       rect=(int(w * 0.05) + col * (bw + 10), int(h * 0.45) + row * (bh + 6), bw, bh))
            buttons.append(b)
        if len(legal) > per_page:
            buttons.append(Button("More...", self._next_page, style="quiet",
                                  rect=(int(w * 0.05), int(h * 0.92), bw // 2, bh)))
        return buttons

    def _next_page(self):
        self.page += 1
        legal = self.state.legal_actions()
        if self.page * 24 >= len(legal):
            self.page = 0

    def handle_table(self, event):
        for b in self._buttons():
            if b.handle(event, self.app):
                return

    def draw_table(self, surface, area):
        w, h = self.size
        px = max(12, h // 45)
        box = pygame.Rect(int(w * 0.05), area.y + int(h * 0.03), int(w * 0.9), int(h * 0.33))
        panel(surface, box)
        view = self.state.view(self.viewer)
        y = box.y + px
        for k, v in list(view.items())[:12]:
            line = theme.text(f"{k}: {v}"[:150], "text", px, theme.INK)
            surface.blit(line, (box.x + px, y))
            y += int(px * 1.3)
        mouse = self.hover_pos
        for b in self._buttons():
            b.hover = b.rect.collidepoint(mouse)
            b.draw(surface)


SCENE = GenericGameScene
