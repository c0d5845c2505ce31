"""First-game hints: on a newcomer's first turns, one sentence and a gently pulsing outline around
what to click next. GameScene.newcomer_hint() gives `(sentence, [rects]) | None` (per game in
scenes/game_hints.py); without one the scene's own status sentence is shown with no outline.

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
    def __init__(self, scene):
        self.scene = scene
        self.seats = newcomers(scene.state.game_id, scene.seats)
        self.phase_step = -1

    def active(self) -> bool:
        sc = self.scene
        if not sc.app.settings.hints or sc.attract_index is not None or sc.animator.busy:
            return False
        seat = sc.state.current_player
        if seat is None or seat not in self.seats or not sc.is_human(seat):
            return False
        if sc.viewer is not None and sc.viewer != seat:   # someone else's screen: not their hint
            return False
        return sum(1 for e in sc.state.log if e.seat == seat) < HINT_MOVES

    def content(self):
        sc = self.scene
        hook = getattr(sc, "newcomer_hint", None)
        try:
            got = hook() if callable(hook) else None
        except Exception as exc:  # a hint must never break the table
            sc.app.log_problem(f"hint failed in {sc.state.game_id}: {exc!r}")
            sc.app.problems.pop()
            got = None
        if got is None:
            return None
        text, rects = got
        return text, [pygame.Rect(r) for r in rects if r is not None]

    def update(self) -> None:
        """Ask for a redraw a few times a second while a hint breathes (not every frame)."""
        if not self.active():
            return
        step = int(pygame.time.get_ticks() / (1000 / PULSE_FPS))
        if step != self.phase_step:
            self.phase_step = step
            self.scene.app.dirty = True

    def draw(self, surface) -> None:
        if not self.active():
            return
        got = self.content()
        if not got:
            return
        text, rects = got
        h = surface.get_height()
        pulse = 0.5 + 0.5 * math.sin(pygame.time.get_ticks() / 1000 * math.pi * 1.2)
        width = max(2, int(h * (0.003 + 0.003 * pulse)))
        colour = (255, int(190 + 50 * pulse), 60)
        for r in rects[:12]:
            pygame.draw.rect(surface, colour, r.inflate(width * 3, width * 3), width, border_radius=max(4, width * 2))
        px = max(14, int(h * 0.03))
        label = theme.text("Tip: " + text, "bold", px, theme.INK, wrap=int(surface.get_width() * 0.4))
        table = self.scene.table_rect
        box = label.get_rect().inflate(px, int(px * 0.8))
        anchor = rects[0] if rects else None
        if anchor is not None and anchor.top - box.h - px > table.top:
            box.midbottom = (anchor.centerx, anchor.top - px // 2)
        elif anchor is not None:
            box.midtop = (anchor.centerx, anchor.bottom + px // 2)
        else:
            box.midtop = (table.centerx, table.top + px // 2)
        box.clamp_ip(table)
        panel(surface, box, fill=(255, 246, 214), border=colour, radius=10, width=3)
        surface.blit(label, label.get_rect(center=box.center))
