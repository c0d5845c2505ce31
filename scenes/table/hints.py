"""First-game hints: on a newcomer's first turns, one sentence and a gently pulsing outline around
what to click next. GameScene.newcomer_hint() gives `(sentence, [rects]) | None` (per game in
scenes/<id>/hints.py); without one the scene's own status sentence is shown with no outline.

Who is a newcomer: a human seat whose name has no finished game of this game in the statistics.
Hints stop after that seat's first few moves, and the "First-game hints" setting turns them off.
"""
from __future__ import annotations

import math

import pygame

from game.i18n import _
from ui import theme
from ui.widgets import panel

HINT_MOVES = 6      # a newcomer's first moves that get a hint
PULSE_FPS = 5       # the outline breathes slowly: a few redraws a second keep an idle table cheap
PULSE_S = 3.0       # ... for the first seconds of a hint; then it stays still and costs nothing


def newcomers(game_id: str, seats: list[dict]) -> set[int]:
    try:
        from ui import stats
        data, _unused = stats.load()
        known = {r.name.casefold() for r in data.rows(game_id) if not r.bot and r.played > 0}
    except Exception:
        known = set()
    return {i for i, s in enumerate(seats)
            if s.get("kind") != "bot" and str(s.get("name", "")).strip().casefold() not in known}


def _candidates(size, table: pygame.Rect, anchor, things: list, spare: list) -> list:
    """Where a box of `size` might go, in the order tried: beside the outlined target, at the table's
    edges and corners, then anywhere on the table: snug against each thing to keep clear (above,
    below, left and right of it, flush with either of its ends: free room between panels is found
    wherever it is), inside the spare room and on a coarse grid, nearest the target first."""
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
    near = max(2, gap // 3)
    sweep = []
    for r in things:
        for y in (r.top - near - h, r.bottom + near):
            sweep += [pygame.Rect(x, y, w, h) for x in (r.left, r.right - w, r.centerx - w // 2)]
        for x in (r.left - near - w, r.right + near):
            sweep += [pygame.Rect(x, y, w, h) for y in (r.top, r.bottom - h, r.centery - h // 2)]
    for r in spare:
        for attr in ("topleft", "topright", "midtop", "center", "bottomleft", "bottomright", "midbottom"):
            c = box.copy()
            setattr(c, attr, getattr(r, attr))
            sweep.append(c)
    sweep += [pygame.Rect(x, y, w, h) for y in range(inner.top, inner.bottom - h + 1, max(gap, table.h // 12))
              for x in range(inner.left, inner.right - w + 1, max(gap, table.w // 16))]
    aim = anchor.center if anchor is not None else inner.midtop
    sweep.sort(key=lambda r: (r.centerx - aim[0]) ** 2 + (r.centery - aim[1]) ** 2)
    return cands + sweep


class HintLayer:
    """The tip: drawn only while its game scene is the top screen (pause, dialogs and the curtain are
    always above it), never on the board, placed where it covers nothing a player can click, and
    closed for the rest of the game by a click on it (that click does nothing else)."""

    def __init__(self, scene):
        self.scene = scene
        self.seats = newcomers(scene.match.game_id, scene.seats)
        self.phase_step = -1
        self.box: pygame.Rect | None = None     # where the tip was last drawn
        self.closed: set[int] = set()           # seats that closed their tip: no more tips this game
        self.pressed_on_tip = False
        self.shown_key = None                   # (seat, move count) of the hint on screen
        self.shown_since = 0.0

    def _moves(self, seat) -> int:
        return self.scene.match.moves_by(seat)

    def active(self) -> bool:
        sc = self.scene
        if not sc.app.settings.hints or sc.table_mode.banner or sc.animator.busy:
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
        if seat in self.closed:
            return False
        return self._moves(seat) < HINT_MOVES

    def handle(self, event) -> bool:
        """A click on the tip closes it (that seat gets no more tips this game: a tip that came back
        at every move would stand over the table again each time) and is not passed on to the table."""
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
            self.closed.add(self.scene.match.current_player)
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

    # while the table draws its overlays, what to keep clear is asked several times (the tip, the
    # note, the tooltip) of a table that does not change meanwhile: it is worked out once a frame
    _frame: dict | None = None

    def begin_frame(self) -> None:
        self._frame = {}

    def end_frame(self) -> None:
        self._frame = None

    def _once(self, key, make):
        if self._frame is None:
            return make()
        if key not in self._frame:
            self._frame[key] = make()
        got = self._frame[key]
        return tuple([pygame.Rect(r) for r in part] for part in got) if key == "clear_of" else [pygame.Rect(r) for r in got]

    def _extra(self, name: str) -> list[pygame.Rect]:
        """The game's own `board` or `readable` rects (scenes/<id>/hints.py), [] without them."""
        sc = self.scene
        try:
            from scenes.table.games import hint_extra
            fn = hint_extra(sc.match.game_id, name)
            rects = fn(sc) if callable(fn) else []
        except Exception as exc:  # a hint must never break the table
            sc.app.log_problem(f"hint {name} failed in {sc.match.game_id}: {exc!r}")
            sc.app.problems.pop()
            rects = []
        return [pygame.Rect(r) for r in rects or [] if r is not None]

    def spare(self) -> list[pygame.Rect]:
        """What the game lets a tip cover where no place is free of everything (scenes/<id>/hints.py
        `spare`): covering it is cheaper than covering anything readable."""
        return self._once("spare", lambda: [r for r in self._extra("spare") if r.w > 0 and r.h > 0])

    def boards(self) -> list[pygame.Rect]:
        """What no tip and no tutorial note ever covers: the surface the game is played on (its
        board, ring, map or site), which a player must see whole, clickable or not."""
        return self._once("board", lambda: [r for r in self._extra("board") if r.w > 0 and r.h > 0])

    def clear_of(self) -> tuple[list[pygame.Rect], list[pygame.Rect]]:
        """What the tip must not cover, in two kinds: what can be clicked (everything clickable, the
        status bar's buttons, an open log) and what must stay readable (the scene's essential rects:
        the players' panels and the like, and what the game's hints module adds). Where no place
        clears both, covering the second costs far less than covering the first. The board comes
        before both (`boards`)."""
        return self._once("clear_of", self._clear_of)

    def _clear_of(self):
        sc = self.scene
        hard, soft = [], []
        try:
            hard += [pygame.Rect(r) for r in sc.interactive_rects() if r is not None]
            soft += [pygame.Rect(r) for r in sc.essential_rects() if r is not None]
        except Exception as exc:
            sc.app.log_problem(f"interactive_rects failed in {sc.match.game_id}: {exc!r}")
            sc.app.problems.pop()
        soft += self._extra("readable")
        for b in (sc.menu_button, sc.undo_button, sc.log_button):
            hard.append(pygame.Rect(b.rect))
        if sc.log_panel.open:
            hard.append(pygame.Rect(getattr(sc.log_panel, "rect", (0, 0, 0, 0))))
        return [r for r in hard if r.w > 0 and r.h > 0], [r for r in soft if r.w > 0 and r.h > 0]

    WEIGHTS = (100000000, 1000000, 10000, 100, 1)   # targets, board, clickable, readable, spare

    @staticmethod
    def cost(box: pygame.Rect, avoid, soft=(), never=(), spare=(), targets=(), limit=None) -> int:
        """How much of what must stay clear `box` covers: what the player is told to click
        (`targets`) weighs most, then the board, then clickable area, then area that must only stay
        readable, then what the game names as spare (each a hundred times the next). With `limit`,
        counting stops once the cost is past it."""
        total = 0
        if spare and box.collidelist(spare) != -1 and any(sp.contains(box) for sp in spare):
            soft = ()       # wholly on spare room: what is readable there may be covered after all
        for weight, rects in zip(HintLayer.WEIGHTS, (targets, never, avoid, soft, spare)):
            hits = box.collidelistall(rects) if rects else ()
            for i in hits:
                c = box.clip(rects[i])
                total += weight * c.w * c.h
            if limit is not None and total > limit:
                return total
        return total

    def keep_off(self):
        """(hard, soft, never, spare) for placing a tip or a note: what it must not cover, what it
        should rather not cover (less what lies in the game's spare room), the boards it never
        stands on, and the spare room it may use."""
        hard, soft = self.clear_of()
        never, spare = self.boards(), self.spare()
        soft = [r for r in soft if not any(sp.contains(r) for sp in spare)]
        return hard, soft, never, spare

    def cheapest(self, variants, anchor, avoid, soft=(), never=(), spare=(), targets=()):
        """(box, payload) of the first of `variants` ((size, payload) pairs, in the order they are
        preferred, made lazily) that covers nothing, else of the one that covers least."""
        best = None
        for size, payload in variants:
            box = self.place(size, self.scene.table_rect, anchor, avoid, soft, never, spare, targets)
            cost = self.cost(box, avoid, soft, never, spare, targets)
            if best is None or cost < best[0]:
                best = (cost, box, payload)
            if cost == 0:
                break
        return best[1], best[2]

    def place(self, size, table: pygame.Rect, anchor, avoid: list[pygame.Rect], soft=(), never=(),
              spare=(), targets=()) -> pygame.Rect:
        """The first candidate place that covers nothing in `never`, `avoid`, `soft` or `spare` (near
        the outlined target, then the table's edges and corners, then anywhere on the table: snug
        beside each thing to keep clear and on a grid, nearest the target first); else the one that
        costs least (`cost`). Kept per question: a table asks the same every frame."""
        avoid, soft, never, spare, targets = (list(map(pygame.Rect, x)) for x in (avoid, soft, never, spare, targets))
        key = (tuple(size), tuple(table), tuple(anchor) if anchor is not None else None,
               tuple(map(tuple, avoid)), tuple(map(tuple, soft)), tuple(map(tuple, never)),
               tuple(map(tuple, spare)), tuple(map(tuple, targets)))
        memo = self.__dict__.setdefault("_placed", {})
        if key in memo:
            return memo[key].copy()
        cands = _candidates(size, table, anchor, avoid + soft + never + spare + targets, spare)
        best, best_cost = None, None
        for r in cands:
            r = r.clamp(table)
            cost = self.cost(r, avoid, soft, never, spare, targets, best_cost)
            if cost == 0:
                best, best_cost = r, 0
                break
            if best_cost is None or cost < best_cost:
                best, best_cost = r, cost
        if len(memo) > 64:
            memo.clear()
        memo[key] = best
        return best.copy()

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
        small = max(12, theme.everyday_px(h))
        close = theme.text(_("(click the tip to close it)"), "text", small, theme.INK_SOFT)
        hard, soft, never, spare = self.keep_off()
        # what the tip outlines is what to click: it never stands over that
        avoid = hard
        targets = [r.inflate(width * 4, width * 4) for r in rects]
        anchor = rects[0] if rects else None
        # a wide tip first; narrower (taller) ones where the wide one would cover something, then
        # the same in a smaller type where even those find no free room
        def variants():
            for size_px in (px, max(12, int(px * 0.8))):
                for share in (0.4, 0.3, 0.22, 0.16):
                    # Translators: a first-game hint: {hint} is what to do now, in a sentence
                    label = theme.text(_("Tip: {hint}").format(hint=text), "bold", size_px, theme.INK,
                                       wrap=int(surface.get_width() * share))
                    inner_w = max(label.get_width(), close.get_width())
                    yield (inner_w + px, label.get_height() + close.get_height() + int(px * 0.8)), label
        box, label = self.cheapest(variants(), anchor, avoid, soft, never, spare, targets)
        self.box = box
        panel(surface, box, fill=(255, 246, 214), border=colour, radius=10, width=3)
        surface.blit(label, label.get_rect(midtop=(box.centerx, box.y + int(px * 0.4))))
        surface.blit(close, close.get_rect(midbottom=(box.centerx, box.bottom - int(px * 0.3))))
