"""The replay viewer: a finished game played again, move by move, on the game's own table.

The table is the game's real scene (`scenes.table.games.scene_class(game_id)`) built over the position after k
moves (`ui.replays.Replay.state_at`) in the replay mode (scenes/table/mode.py: it writes no save,
statistics or replay, and its buttons are drawn disabled), on a match without computer players, so
no computer ever moves though the seats still say who was one. The viewer never calls the table's update() and never passes it input: it only draws it (into the
window above the control strip, so the strip covers none of the table) and, for a step forward,
applies the next move to the table's state, hands the events to the table's `animate` as the chosen
viewer may see them and runs the table's animator itself. When the animation is over, and for every
other jump (back, start, end, slider, another view), the table is built afresh over the exact
position, so a position always looks the same however it was reached.

Whose view: the public table by default (what any onlooker saw), or one player's view with their
hidden cards, chosen with View (V). Controls, each with a hotkey and a tooltip: Start (Home), Back
(Left), Play/Pause (Space), Next (Right), Next turn (T: on to the next player's turn, over the many
moves of a Faras layout or a Scarabya round), End (End), Speed (S, from 0.5x to 16x), the slider
over the moves, View (V), Log (L), Leave (Esc).
"""
from __future__ import annotations

import pygame

from game.core import events_for
from game.i18n import N_, _, _n, pgettext
from scenes.base import Scene
from scenes.table import mode as table_modes
from scenes.table.games import scene_class
from scenes.table.status_bar import bar_height
from ui import replays, theme
from ui.widgets import Button, inert_buttons, status_line, tooltip

SPEEDS = [0.5, 1.0, 2.0, 4.0, 8.0, 16.0]
PAUSE_S = 0.8          # between two moves while playing, at speed 1


def _speed_label(speed: float) -> str:
    # Translators: how fast a replay plays ("Speed 2x", "Speed 0.5x")
    return _("Speed {speed}x").format(speed=f"{speed:g}")


class ReplayScene(Scene):
    def __init__(self, app, replay: replays.Replay, *, title: str | None = None):
        super().__init__(app)
        self.replay = replay
        self.k = 0
        self.seat_view: int | None = None   # None: the public table
        self.playing = False
        self.speed_index = 1
        self.wait = 0.0
        self.settle_due = False
        self.dragging = False
        self.log_open = False
        self.hover_pos = (0, 0)
        self.scene = None
        self.strip = pygame.Rect(0, 0, 0, 0)
        self.track = pygame.Rect(0, 0, 0, 0)
        self.counter_rect = pygame.Rect(0, 0, 0, 0)
        self.title = title or replay.info.title
        # Translators: the replay's button that goes back to the first move
        self.start_button = Button(N_("Start"), self.to_start, style="quiet", hotkey=pygame.K_HOME,
                                   tooltip=N_("Back to the first move (Home)"))
        # Translators: the replay's button that goes one move back
        self.back_button = Button(lambda: pgettext("replay", "Back"), self.step_back, style="quiet",
                                  hotkey=pygame.K_LEFT,
                                  tooltip=N_("One move back (Left arrow)"))
        self.play_button = Button(N_("Play"), self.toggle_play, style="primary", hotkey=pygame.K_SPACE,
                                  tooltip=N_("Play the game on by itself, or pause it (Space)"))
        # Translators: the replay's button that goes one move forward
        self.next_button = Button(lambda: pgettext("replay", "Next"), self.step_forward, style="quiet",
                                  hotkey=pygame.K_RIGHT,
                                  tooltip=N_("One move forward (Right arrow)"))
        self.turn_button = Button(N_("Next turn"), self.next_turn, style="quiet", hotkey=pygame.K_t,
                                  tooltip=N_("On to the next player's turn (T)"))
        self.end_button = Button(N_("End"), self.to_end, style="quiet", hotkey=pygame.K_END,
                                 tooltip=N_("Jump to the end of the game (End)"))
        self.speed_button = Button("", self.next_speed, style="quiet", hotkey=pygame.K_s,
                                   tooltip=N_("How fast the game plays on (S)"))
        self.view_button = Button("", self.next_view, style="secondary", hotkey=pygame.K_v,
                                  tooltip=N_("Whose view to show (V): the table as everyone saw it, or one "
                                             "player's, with what only they could see"))
        self.log_button = Button(N_("Log"), self.toggle_log, style="quiet", hotkey=pygame.K_l,
                                 tooltip=N_("Show or hide the game log up to this move (L)"))
        self.leave_button = Button(N_("Leave"), self.leave, style="secondary", hotkey=pygame.K_ESCAPE,
                                   tooltip=N_("Leave the replay (Esc)"))
        self.buttons = [self.start_button, self.back_button, self.play_button, self.next_button, self.turn_button,
                        self.end_button, self.speed_button, self.view_button, self.log_button, self.leave_button]
        self._labels()

    @classmethod
    def of_game(cls, app, match, seats=None) -> "ReplayScene":
        return cls(app, replays.Replay.of_game(match, seats))

    # ---- what is shown ---------------------------------------------------------------------------
    @property
    def moves(self) -> int:
        return self.replay.moves

    @property
    def speed(self) -> float:
        return SPEEDS[self.speed_index]

    def seats_for_table(self) -> list[dict]:
        """The seats as they were played (names, colours, who was a computer): the table's panels
        say so; the match is made without computer players, so the viewer makes every move."""
        seats = self.replay.seats or [{"name": n, "colour": i} for i, n in enumerate(self.replay.names)]
        out = []
        for i, s in enumerate(seats):
            seat = dict(s)
            seat["kind"] = "bot" if s.get("kind") == "bot" else "human"
            seat.setdefault("name", self.replay.names[i])
            out.append(seat)
        return out

    def view_name(self, seat: int | None = ...) -> str:
        seat = self.seat_view if seat is ... else seat
        # Translators: whose view a replay shows: the table as everyone saw it
        return _("everyone") if seat is None else self.replay.names[seat]

    def _labels(self) -> None:
        self.play_button.label = N_("Pause") if self.playing else (N_("Again") if self.k >= self.moves else N_("Play"))
        self.speed_button.label = lambda: _speed_label(self.speed)
        if self.seat_view is None:
            self.view_button.label = N_("View: everyone")
        else:
            # Translators: the replay shows the table as this player saw it
            self.view_button.label = lambda seat=self.seat_view: _("View: {player}").format(player=self.view_name(seat))
        self.log_button.selected = self.log_open
        at_start, at_end = self.k <= 0, self.k >= self.moves
        first, last = N_("This is the first move."), N_("This is the end of the game.")
        for b, off, why in ((self.start_button, at_start, first),
                            (self.back_button, at_start, first),
                            (self.next_button, at_end, last),
                            (self.turn_button, at_end, last),
                            (self.end_button, at_end, last)):
            b.enabled = not off
            b.reason = why

    def build(self) -> None:
        """The table afresh over the exact position after self.k moves, seen by self.seat_view."""
        from game.match import Match
        match = Match(self.replay.state_at(self.k), self.seats_for_table(), with_bots=False)
        cls = scene_class(self.replay.game_id)
        scene = cls(self.app, match)
        scene.table_mode = table_modes.REPLAY   # moves made here never reach the autosave, statistics or replays
        scene.viewer = self.seat_view
        scene.cleared_seat = self.seat_view
        scene.log_panel.open = self.log_open
        if self.size != (0, 0):
            scene.layout(self.table_size())
        self.scene = scene
        self.settle_due = False
        self._labels()
        self.app.dirty = True

    # ---- controls ----------------------------------------------------------------------------------
    def jump(self, k: int) -> None:
        k = max(0, min(self.moves, int(k)))
        if k == self.k and self.scene is not None and not self.settle_due:
            return
        self.k = k
        self.build()

    def to_start(self) -> None:
        self.playing = False
        self.jump(0)

    def to_end(self) -> None:
        self.playing = False
        self.jump(self.moves)

    def turn_end(self, k: int) -> int:
        """Where the turn under way at move k ends: after the last of the moves in a row by the seat
        that makes move k + 1 (the game's end if nobody else moves again)."""
        entries = self.replay.entries
        if k >= len(entries):
            return len(entries)
        seat = entries[k].seat
        while k < len(entries) and entries[k].seat == seat:
            k += 1
        return k

    def next_turn(self) -> None:
        """Jump over the rest of this turn to the next player's (no animation: the table is built there)."""
        self.playing = False
        self.jump(self.turn_end(self.k))

    def step_back(self) -> None:
        self.playing = False
        self.jump(self.k - 1)

    def step_forward(self) -> bool:
        """Play the next move on the table, animated; False at the end."""
        if self.k >= self.moves:
            self.playing = False
            self._labels()
            return False
        scene = self.scene
        if scene.animator.busy:
            scene.animator.skip_all()
        entry = self.replay.entries[self.k]
        try:
            events = scene.match.apply(entry.action)
        except Exception as exc:   # never expected: the log was validated when the replay was made
            self.app.log_problem(f"replay {self.replay.game_id} move {self.k + 1}: {exc!r}")
            self.jump(self.k + 1)
            return True
        self.k += 1
        scene.game_log.add(self.k - 1, entry.seat, events)
        try:
            scene.show_events(events_for(events, self.seat_view))
        except Exception as exc:
            self.app.log_problem(f"replay {self.replay.game_id} animation of move {self.k}: {exc!r}")
            scene.animator.skip_all()
        self.settle_due = True
        self._labels()
        self.app.dirty = True
        return True

    def toggle_play(self) -> None:
        if self.playing:
            self.playing = False
        else:
            if self.k >= self.moves:
                self.jump(0)
            self.playing = True
            self.wait = 0.0
            self.step_forward()
        self._labels()

    def next_speed(self) -> None:
        self.speed_index = (self.speed_index + 1) % len(SPEEDS)
        self._labels()

    def next_view(self) -> None:
        order = [None] + list(range(len(self.replay.names)))
        self.seat_view = order[(order.index(self.seat_view) + 1) % len(order)]
        self.build()

    def toggle_log(self) -> None:
        self.log_open = not self.log_open
        if self.scene is not None:
            self.scene.log_panel.open = self.log_open
            self.scene.log_panel.scroll = 0
        self._labels()
        self.app.dirty = True

    def leave(self) -> None:
        self.playing = False
        self.app.scenes.pop()

    # ---- scene plumbing ----------------------------------------------------------------------------
    def language_changed(self):
        """The table (not on the stack itself) is built again: its log and pictures in the new words."""
        super().language_changed()
        if self.scene is not None:
            self.build()

    def table_size(self) -> tuple[int, int]:
        return (self.size[0], max(1, self.size[1] - self.strip.h))

    def layout(self, size):
        """The strip: a slider across the whole width, and under it one row of buttons (transport at
        the left, the move counter in the middle, speed, view, log and leave at the right)."""
        super().layout(size)
        w, h = size
        unit = min(h, int(w * 0.75))
        row = max(36, int(unit * 0.068))
        groove = max(16, int(unit * 0.028))
        sh = row + groove
        self.strip = pygame.Rect(0, h - sh, w, sh)
        m = max(4, row // 9)
        bh = row - 2 * m
        y = self.strip.y + groove + m // 2
        # a transport button is 1.75 row heights wide where the window allows; in a narrow window
        # they all shrink alike so the move counter between the two groups keeps room to be read
        spare = w - 12 * m - int(bh * 3.9) - int(bh * 4.5)
        small = max(bh, min(int(bh * 1.75), int(spare / 9.9)))
        x = m
        for b in (self.start_button, self.back_button, self.play_button, self.next_button, self.turn_button,
                  self.end_button):
            wide = {self.play_button: 1.2, self.turn_button: 1.6}.get(b, 1.0)
            b.rect = pygame.Rect(x, y, int(small * wide), bh)
            x = b.rect.right + m
        right = w - m
        for b, width in ((self.leave_button, small), (self.log_button, int(small * 0.85)),
                         (self.view_button, int(bh * 3.9)), (self.speed_button, int(small * 1.25))):
            b.rect = pygame.Rect(right - width, y, width, bh)
            right = b.rect.x - m
        self.counter_rect = pygame.Rect(x, self.strip.y + groove, max(10, right - x), row)
        knob = max(6, groove // 2)
        self.track = pygame.Rect(knob + m, self.strip.y + groove // 2 - max(2, groove // 6),
                                 w - 2 * (knob + m), 2 * max(2, groove // 6))
        if self.scene is None:
            self.build()
        else:
            self.scene.layout(self.table_size())

    def slider_area(self) -> pygame.Rect:
        """Where a press grabs the slider: the groove's whole band across the strip."""
        return pygame.Rect(0, self.strip.y, self.size[0], self.counter_rect.y - self.strip.y)

    def k_at(self, x: int) -> int:
        if self.track.w <= 0 or self.moves == 0:
            return 0
        return round((x - self.track.x) / self.track.w * self.moves)

    def handle(self, event):
        if event.type == pygame.MOUSEMOTION:
            self.hover_pos = event.pos
            if self.dragging:
                self.jump(self.k_at(event.pos[0]))
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.slider_area().collidepoint(event.pos):
            self.dragging = True
            self.playing = False
            self.jump(self.k_at(event.pos[0]))
            return
        if event.type == pygame.MOUSEBUTTONUP and self.dragging:
            self.dragging = False
            self._labels()
            return
        for b in self.buttons:
            if b.handle(event, self.app):
                self.app.dirty = True
                return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_PLUS, pygame.K_KP_PLUS, pygame.K_EQUALS):
            self.speed_index = min(len(SPEEDS) - 1, self.speed_index + 1)
            self._labels()

    def update(self, dt):
        scene = self.scene
        if scene is None:
            return
        if scene.animator.busy:
            scene.animator.speed = self.speed * self.app.settings.animation_speed
            scene.animator.update(dt)
            if scene.animator.busy:
                return
        if self.settle_due:
            self.build()        # the exact position, as a fresh table draws it
        if self.playing:
            self.wait += dt
            if self.wait >= PAUSE_S / self.speed:
                self.wait = 0.0
                if not self.step_forward():
                    self.playing = False
                    self._labels()

    def animating(self):
        s = self.scene
        return self.playing or self.dragging or self.settle_due or (s is not None and s.animator.busy)

    # ---- drawing -------------------------------------------------------------------------------------
    def status(self) -> str:
        if self.k == 0:
            return _n("Replay of {game}: the start, before the first move ({n} move in all)",
                      "Replay of {game}: the start, before the first move ({n} moves in all)", self.moves,
                      game=_(self.title))
        seat = self.replay.seat_of(self.k)
        said = []
        try:
            said = self.scene.game_log.caption(self.k - 1, self.seat_view)
        except Exception:
            pass
        if len(said) > 1:
            what = f"{said[0]} {said[-1]}"
        elif said:
            what = said[0]
        elif seat is not None:
            what = _("{player} moved.").format(player=self.replay.names[seat])
        else:
            what = _("Someone moved.")
        # Translators: the replay's status line: {what} is what the move did, in a sentence or two
        return _("Move {move} of {moves}: {what}").format(move=self.k, moves=self.moves, what=what)

    def draw(self, surface):
        w, h = self.size
        table = surface.subsurface(pygame.Rect(0, 0, w, self.strip.y))
        scene = self.scene
        try:
            with inert_buttons(not scene.table_mode.controls_live):   # nobody plays at a replayed table
                scene.draw(table)
        except Exception as exc:   # a drawing bug must not end the replay
            self.app.log_problem(f"replay {self.replay.game_id} draw at move {self.k}: {exc!r}")
            table.fill((238, 222, 190))
        bar = getattr(scene, "status_rect", pygame.Rect(0, 0, w, bar_height((w, h))))
        seat = self.replay.seat_of(self.k)
        if seat is not None and seat < len(self.replay.names):
            status_line(table, bar, self.status(), scene.colour(seat), scene.symbol(seat), theme.least_px(h))
        else:
            status_line(table, bar, self.status(), least=theme.least_px(h))
        self.draw_strip(surface)

    def draw_strip(self, surface):
        r = self.strip
        pygame.draw.rect(surface, (44, 34, 28), r)
        pygame.draw.line(surface, theme.OCHRE, r.topleft, r.topright, 2)
        for b in self.buttons:
            b.hover = b.rect.collidepoint(self.hover_pos)
            b.draw(surface)
        # the slider: a groove, the part played so far, a tick every ten moves and the knob
        t = self.track
        pygame.draw.rect(surface, (90, 74, 60), t, border_radius=t.h // 2)
        frac = self.k / self.moves if self.moves else 1.0
        done = pygame.Rect(t.x, t.y, max(t.h, int(t.w * frac)), t.h)
        pygame.draw.rect(surface, theme.OCHRE, done, border_radius=t.h // 2)
        if self.moves:
            step = max(10, (self.moves // 20 + 9) // 10 * 10)
            for m in range(step, self.moves, step):
                x = t.x + int(t.w * m / self.moves)
                pygame.draw.line(surface, (150, 128, 100), (x, t.bottom + 2), (x, t.bottom + max(3, t.h)), 1)
        knob = (t.x + int(t.w * frac), t.centery)
        radius = max(6, (self.counter_rect.y - r.y) // 2 - 1)
        pygame.draw.circle(surface, theme.PAPYRUS, knob, radius)
        pygame.draw.circle(surface, theme.TERRACOTTA_DARK, knob, radius, 2)
        px = max(12, int(self.counter_rect.h * 0.4))
        label = theme.fit_text(_("Move {move} of {moves}").format(move=self.k, moves=self.moves), "bold", px,
                               theme.PAPYRUS, max_w=self.counter_rect.w - 8)
        surface.blit(label, label.get_rect(center=self.counter_rect.center))
        hover_track = self.slider_area().collidepoint(self.hover_pos)
        for b in self.buttons:
            if b.rect.collidepoint(self.hover_pos):
                tooltip(surface, self._tip_pos(), b.tooltip if b.enabled else b.reason)
                break
        else:
            if hover_track and not self.dragging:
                k = max(0, min(self.moves, self.k_at(self.hover_pos[0])))
                tooltip(surface, self._tip_pos(), _("Go to move {move} (click or drag)").format(move=k))

    def _tip_pos(self):
        """Tooltips of the strip open above it (the strip is at the bottom of the window)."""
        x, _unused = self.hover_pos
        return (x, self.strip.y - max(60, self.strip.h * 2))
