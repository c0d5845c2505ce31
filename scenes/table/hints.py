"""First-game hints: on a newcomer's first turns, one sentence and a gently pulsing outline around
what to click next. GameScene.newcomer_hint() gives `(sentence, [rects]) | None` (per game in
scenes/<id>/hints.py); without one the scene's own status sentence is shown with no outline.

Who is a newcomer: a human seat whose name has no finished game of this game in the statistics.
Hints stop after that seat's first few moves, and the "First-game hints" setting turns them off.
"""
from __future__ import annotations

import math

import pygame

from ui import theme
from ui.widgets import panel

HINT_MOVES = 6      # a newcomer's first moves that get a hint
PULSE_FPS = 5       # the outline breathes slowly: a few redraws a second keep an idle table cheap
PULSE_S = 3.0       # ... for the first seconds of a hint; then it stays still and costs nothing


def newcomers(game_id: str, seats: list[dict]) -> set[int]:
    try:
        from ui import stats
        data, _ = stats.load()
        known = {r.name.casefold() for r in data.rows(game_id) if not r.bot and r.played > 0}
    except Exception:
        known = set()
    return {i for i, s in enumerate(seats)
            if s.get("kind") != "bot" and str(s.get("name", "")).strip().casefold() not in known}


class HintLayer:
    """The tip: drawn only while its game scene is the top screen (pause, dialogs and the curtain are
    always above it), placed where it covers nothing a player can click, and dismissed by a click on
    it (that click does nothing else)."""

    def __init__(self, scene):
        self.scene = scene
        self.seats = newcomers(scene.match.game_id, scene.seats)
        self.phase_step = -1
        self.box: pygame.Rect | None = None     # where the tip was last drawn
        self.dismissed: tuple | None = None     # (seat, move count) the player closed the tip for
        self.pressed_on_tip = False
        self.shown_key = None                   # (seat, move count) of the hint on screen
        self.shown_since = 0.0

    def _moves(self, seat) -> int:
        return self.scene.match.moves_by(seat)

    def active(self) -> bool:
        sc = self.scene
        if not sc.app.settings.hints or sc.attract_index is not None or sc.animator.busy:
            return False
        if sc.app.scenes.top is not sc:
            return False
        seat = sc.match.current_player
        if seat is None or seat not in self.seats or not sc.is_human(seat):
            return False
        if sc.viewer is not None and sc.viewer != seat:   # someone else's screen: not their hint
            return False
        if getattr(sc, "handoff_seat", None) is not None:
            return False
        moves = self._moves(seat)
        if self.dismissed == (seat, moves):
            return False
        return moves < HINT_MOVES

    def handle(self, event) -> bool:
        """A click on the tip closes it for this move and is not passed on to the table."""
        if event.type not in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) or self.box is None:
            return False
        if not self.active() or not self.box.collidepoint(event.pos):
            if event.type == pygame.MOUSEBUTTONUP:
                self.pressed_on_tip = False
            return False
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.pressed_on_tip = True
            return True
        if self.pressed_on_tip:
            seat = self.scene.match.current_player
            self.dismissed = (seat, self._moves(seat))
            self.box = None
            self.scene.app.dirty = True
        self.pressed_on_tip = False
        return True

    def content(self):
        sc = self.scene
        hook = getattr(sc, "newcomer_hint", None)
        try:
            got = hook() if callable(hook) else None
        except Exception as exc:  # a hint must never break the table
            sc.app.log_problem(f"hint failed in {sc.match.game_id}: {exc!r}")
            sc.app.problems.pop()
            got = None
        if got is None:
            return None
        text, rects = got
        return text, [pygame.Rect(r) for r in rects if r is not None]

    def update(self) -> None:
        """Ask for a redraw a few times a second while a hint breathes (not every frame)."""
        if not self.active():
            self.shown_key = None
            return
        seat = self.scene.match.current_player
        key = (seat, self._moves(seat))
        now = pygame.time.get_ticks() / 1000
        if key != self.shown_key:
            self.shown_key, self.shown_since = key, now
        if now - self.shown_since > PULSE_S:
            return
        step = int(pygame.time.get_ticks() / (1000 / PULSE_FPS))
        if step != self.phase_step:
            self.phase_step = step
            self.scene.app.dirty = True

    def clear_of(self) -> tuple[list[pygame.Rect], list[pygame.Rect]]:
        """What the tip must not cover, in two kinds: what can be clicked (everything clickable, the
        status bar's buttons, an open log) and what must stay readable (the scene's essential rects:
        the players' panels and the like). Where no place clears both, covering the second costs far
        less than covering the first."""
        sc = self.scene
        hard, soft = [], []
        try:
            hard += [pygame.Rect(r) for r in sc.interactive_rects() if r is not None]
            soft += [pygame.Rect(r) for r in sc.essential_rects() if r is not None]
        except Exception as exc:
            sc.app.log_problem(f"interactive_rects failed in {sc.match.game_id}: {exc!r}")
            sc.app.problems.pop()
        for b in (sc.menu_button, sc.undo_button, sc.log_button):
            hard.append(pygame.Rect(b.rect))
        if sc.log_panel.open:
            hard.append(pygame.Rect(getattr(sc.log_panel, "rect", (0, 0, 0, 0))))
        return [r for r in hard if r.w > 0 and r.h > 0], [r for r in soft if r.w > 0 and r.h > 0]

    @staticmethod
    def cost(box: pygame.Rect, avoid, soft=()) -> int:
        """How much of what must stay clear `box` covers: clickable area weighs a hundred times more
        than area that must only stay readable."""
        return 100 * sum(box.clip(a).w * box.clip(a).h for a in avoid) + sum(box.clip(a).w * box.clip(a).h for a in soft)

    def place(self, size, table: pygame.Rect, anchor, avoid: list[pygame.Rect], soft=()) -> pygame.Rect:
        """The first candidate place that covers nothing in `avoid` or `soft` (near the outlined
        target, then the table's edges and corners); else the one that costs least (`cost`)."""
        w, h = size
        gap = max(6, table.h // 60)
        box = pygame.Rect(0, 0, w, h)
        cands = []
        if anchor is not None:
            for attr, pos in (("midbottom", (anchor.centerx, anchor.top - gap)),
                              ("midtop", (anchor.centerx, anchor.bottom + gap)),
                              ("midright", (anchor.left - gap, anchor.centery)),
                              ("midleft", (anchor.right + gap, anchor.centery))):
                r = box.copy()
                setattr(r, attr, pos)
                cands.append(r)
        inner = table.inflate(-2 * gap, -2 * gap)
        for attr in ("midtop", "midbottom", "topleft", "topright", "bottomleft", "bottomright", "midleft",
                     "midright", "center"):
            r = box.copy()
            setattr(r, attr, getattr(inner, attr))
            cands.append(r)
        best, best_cost = None, None
        for r in cands:
            r = r.clamp(table)
            cost = self.cost(r, avoid, soft)
            if cost == 0:
                return r
            if best_cost is None or cost < best_cost:
                best, best_cost = r, cost
        return best

    def draw(self, surface) -> None:
        if not self.active():
            self.box = None
            return
        got = self.content()
        if not got:
            self.box = None
            return
        text, rects = got
        h = surface.get_height()
        now = pygame.time.get_ticks() / 1000
        pulse = 0.5 + 0.5 * math.sin(now * math.pi * 1.2)
        if self.shown_key is not None and now - self.shown_since > PULSE_S:
            pulse = 1.0     # after the first seconds the outline stays still (an idle table costs nothing)
        width = max(2, int(h * (0.003 + 0.003 * pulse)))
        colour = (255, int(190 + 50 * pulse), 60)
        for r in rects[:12]:
            pygame.draw.rect(surface, colour, r.inflate(width * 3, width * 3), width, border_radius=max(4, width * 2))
        px = max(14, int(h * 0.03))
        small = max(12, round(h / 60))
        close = theme.text("(click the tip to close it)", "text", small, theme.INK_SOFT)
        hard, soft = self.clear_of()
        avoid = hard + [r.inflate(width * 4, width * 4) for r in rects]
        anchor = rects[0] if rects else None
        best = None
        # a wide tip first; narrower (taller) ones where the wide one would cover something
        for share in (0.4, 0.3, 0.22, 0.16):
            label = theme.text("Tip: " + text, "bold", px, theme.INK, wrap=int(surface.get_width() * share))
            inner_w = max(label.get_width(), close.get_width())
            size = (inner_w + px, label.get_height() + close.get_height() + int(px * 0.8))
            box = self.place(size, self.scene.table_rect, anchor, avoid, soft)
            cost = self.cost(box, avoid, soft)
            if best is None or cost < best[0]:
                best = (cost, box, label)
            if cost == 0:
                break
        _, box, label = best
        self.box = box
        panel(surface, box, fill=(255, 246, 214), border=colour, radius=10, width=3)
        surface.blit(label, label.get_rect(midtop=(box.centerx, box.y + int(px * 0.4))))
        surface.blit(close, close.get_rect(midbottom=(box.centerx, box.bottom - int(px * 0.3))))
