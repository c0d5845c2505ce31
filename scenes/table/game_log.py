"""The game log: every event in plain words, as the seat looking at the screen may know it.

`GameLog` keeps the raw events with the action (and seat) they came from and describes them for a
viewer on demand, cached per viewer, with the game's own `game/<id>/log.py` describe function.
`LogPanel` draws the latest lines in a panel over the right side of the table (newest at the
bottom, the wheel scrolls back) and swallows the clicks that land on it.
"""
from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import Callable, Sequence

import pygame

from game.core import Event
from game.i18n import N_, _, _n
from ui import theme
from ui.widgets import Button, panel


def _generic_describe(event: Event, names: Sequence[str]) -> str | None:
    """For a game without a log module: the event's kind and its public parameters."""
    seat = event.get("seat")
    who = names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else None
    rest = ", ".join(f"{k}={v}" for k, v in event.params if k != "seat")
    text = event.kind.replace("_", " ") + (f" ({rest})" if rest else "")
    return f"{who}: {text}" if who else text[:1].upper() + text[1:]


def _log_module(game_id: str):
    try:
        return importlib.import_module(f"game.{game_id}.log")
    except ModuleNotFoundError as exc:
        if exc.name not in (f"game.{game_id}.log", f"game.{game_id}"):
            raise
        return None


def describer_for(game_id: str) -> Callable[[Event, Sequence[str]], str | None]:
    module = _log_module(game_id)
    return module.describe if module is not None else _generic_describe


def captioner_for(game_id: str) -> Callable[[Event, Sequence[str]], str | None] | None:
    """The game's words for events its log leaves out (`caption` in game/<id>/log.py), if any."""
    module = _log_module(game_id)
    return getattr(module, "caption", None) if module is not None else None


def ending_for(game_id: str, events: Sequence[Event]) -> str:
    """Why a game ended, in one sentence, from its last move's public events (the game's log module
    says it: `ending(events)`); '' when the game has no such words or the events end nothing."""
    try:
        module = importlib.import_module(f"game.{game_id}.log")
    except ModuleNotFoundError:
        return ""
    ending = getattr(module, "ending", None)
    if ending is None:
        return ""
    public = [e.for_seat(None) if hasattr(e, "for_seat") else e for e in events]
    return ending([e for e in public if e is not None])


@dataclass(frozen=True)
class Entry:
    action_index: int      # index of the action in state.log (-1: the setup before any action)
    seat: int | None       # the seat whose action caused it (None for the setup)
    event: Event


@dataclass(frozen=True)
class Line:
    action_index: int
    seat: int | None       # whom the line is about (the event's own seat, else None)
    text: str


def _about(event: Event) -> int | None:
    """The seat a line is about: whoever did it ("by"), else the event's seat, else nobody."""
    for key in ("by", "seat"):
        v = event.get(key)
        if isinstance(v, int) and not isinstance(v, bool):
            return v
    return None


class GameLog:
    """Raw events in order plus the lines each viewer may read (described lazily, cached)."""

    def __init__(self, game_id: str, names: Sequence[str], on_error: Callable[[str], None] | None = None):
        self.describe = describer_for(game_id)
        self.quiet_caption = captioner_for(game_id)
        self.names = list(names)
        self.entries: list[Entry] = []
        self._cache: dict[int | None, list[Line]] = {}
        self._done: dict[int | None, int] = {}
        self.on_error = on_error
        self._failed_kinds: set[str] = set()

    def clear(self) -> None:
        self.entries.clear()
        self._cache.clear()
        self._done.clear()

    def add(self, action_index: int, seat: int | None, events) -> None:
        for e in events:
            self.entries.append(Entry(action_index, seat, e))

    def __len__(self) -> int:
        return len(self.entries)

    def describe_one(self, event: Event, viewer: int | None) -> str | None:
        seen = event.for_seat(viewer)
        try:
            return self.describe(seen, self.names)
        except Exception as exc:   # a wording bug must never stop a game
            if seen.kind not in self._failed_kinds and self.on_error is not None:
                self._failed_kinds.add(seen.kind)
                self.on_error(f"log: describing {seen.kind} failed: {type(exc).__name__}: {exc}")
            return None

    def lines(self, viewer: int | None) -> list[Line]:
        """Every line `viewer` may read, oldest first (new events are described once, then cached)."""
        lines = self._cache.setdefault(viewer, [])
        done = self._done.get(viewer, 0)
        for entry in self.entries[done:]:
            text = self.describe_one(entry.event, viewer)
            if text:
                lines.append(Line(entry.action_index, _about(entry.event), text))
        self._done[viewer] = len(self.entries)
        return lines

    def action_lines(self, action_index: int, viewer: int | None) -> list[str]:
        return [line.text for line in self.lines(viewer) if line.action_index == action_index]

    def caption(self, action_index: int, viewer: int | None) -> list[str]:
        """What one move did, in words `viewer` may read: its log lines, or for a move the log
        passes over (a find picked up before it is placed) the game's own short caption."""
        said = self.action_lines(action_index, viewer)
        if said or self.quiet_caption is None:
            return said
        for entry in self.entries:
            if entry.action_index != action_index:
                continue
            try:
                text = self.quiet_caption(entry.event.for_seat(viewer), self.names)
            except Exception:
                text = None
            if text:
                return [text]
        return []


class LogPanel:
    """The collapsible panel: geometry, scrolling and drawing. Owned by a GameScene."""

    def __init__(self):
        self.open = False
        self.scroll = 0                  # lines scrolled back from the newest (0 = follow the game)
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.body = pygame.Rect(0, 0, 0, 0)
        self.hide_button = Button(N_("Hide"), None, style="quiet")
        self._seen = 0                   # line count when last drawn (to keep a scrolled view still)
        self._max_scroll = 0

    def layout(self, table: pygame.Rect, size) -> None:
        w, h = size
        pw = int(min(w * 0.36, max(h * 0.56, w * 0.26)))
        m = max(6, h // 80)
        self.rect = pygame.Rect(table.right - pw - m, table.y + m, pw, table.h - 2 * m)
        head = max(24, int(h * 0.05))
        bh = int(head * 0.72)
        self.hide_button.rect = pygame.Rect(self.rect.right - int(bh * 2.4) - m, self.rect.y + (head - bh) // 2 + m // 2,
                                            int(bh * 2.4), bh)
        self.body = pygame.Rect(self.rect.x + m, self.rect.y + head + m // 2, self.rect.w - 2 * m,
                                self.rect.h - head - m - m // 2)

    def handle(self, event, hover_pos) -> bool:
        """True when the event belonged to the panel (so the table must not see it)."""
        if not self.open:
            return False
        if self.hide_button.handle(event):
            self.open = False
            return True
        if event.type == pygame.MOUSEWHEEL and self.rect.collidepoint(hover_pos):
            self.scroll = max(0, min(self._max_scroll, self.scroll + 3 * event.y))
            return True
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and self.rect.collidepoint(event.pos):
            if event.type == pygame.MOUSEBUTTONDOWN and event.button in (4, 5):   # old-style wheel
                self.scroll = max(0, min(self._max_scroll, self.scroll + (3 if event.button == 4 else -3)))
            return True
        return False

    def draw(self, surface, lines: list[Line], colour_of, symbol_of, title: str = N_("Game log")) -> None:
        """The panel over the right of the table; `title` is English (marked N_), drawn translated."""
        if not self.open:
            return
        h = surface.get_height()
        # a scrolled-back view stays on the same lines while new ones arrive below
        if self.scroll and len(lines) > self._seen:
            self.scroll += len(lines) - self._seen
        self._seen = len(lines)
        r = self.rect
        panel(surface, r, fill=(250, 242, 222), border=theme.OCHRE, radius=max(8, h // 90), width=2)
        head = max(24, int(h * 0.05))
        px_title = max(14, int(head * 0.5))
        surface.blit(theme.text(_(title), "title", px_title, theme.TERRACOTTA_DARK),
                     (r.x + head // 3, r.y + (head - px_title * 1.25) // 2 + 2))
        self.hide_button.draw(surface)
        pygame.draw.line(surface, theme.SAND_DARK, (r.x + 6, r.y + head), (r.right - 6, r.y + head), 1)
        body = self.body
        px = max(12, int(h * 0.021))
        mark = max(10, int(px * 1.2))
        text_w = body.w - mark - px // 2
        if not lines:
            msg = theme.text(_("Nothing has happened yet."), "text", px, theme.INK_SOFT)
            surface.blit(msg, (body.x + px // 2, body.y + px // 2))
            return
        self._max_scroll = max(0, len(lines) - 1)
        self.scroll = max(0, min(self.scroll, self._max_scroll))
        clip = surface.get_clip()
        surface.set_clip(body)
        y = body.bottom
        newest = len(lines) - 1
        i = newest - self.scroll
        gap = max(2, px // 3)
        while i >= 0 and y > body.y:
            line = lines[i]
            colour = theme.INK if i == newest else (80, 62, 46)
            label = theme.text(line.text, "bold" if i == newest else "text", px, colour, wrap=max(40, text_w))
            top = y - label.get_height() - gap
            if i == newest:
                hl = pygame.Rect(body.x, top - gap // 2, body.w, label.get_height() + gap)
                pygame.draw.rect(surface, (246, 226, 178), hl, border_radius=max(3, px // 4))
            if line.seat is not None:
                theme.draw_symbol(surface, symbol_of(line.seat), (body.x + mark // 2, top + int(px * 0.62)),
                                  max(4, int(px * 0.38)), colour_of(line.seat))
            else:
                pygame.draw.circle(surface, theme.SAND_DARK, (body.x + mark // 2, top + int(px * 0.62)),
                                   max(2, px // 6))
            surface.blit(label, (body.x + mark + px // 3, top))
            # a faint rule between the lines of one move and the next
            if i > 0 and lines[i - 1].action_index != line.action_index:
                pygame.draw.line(surface, (226, 208, 170), (body.x + mark, top - gap // 2 - 1),
                                 (body.right - 4, top - gap // 2 - 1), 1)
            y = top - gap
            i -= 1
        surface.set_clip(clip)
        if self.scroll:
            more = theme.text(_n("{n} newer line below: scroll down", "{n} newer lines below: scroll down",
                                 self.scroll),
                              "bold", max(11, int(px * 0.9)), theme.WHITE)
            box = more.get_rect(midbottom=(body.centerx, body.bottom - 4)).inflate(px, px // 2)
            pygame.draw.rect(surface, (120, 84, 50), box, border_radius=box.h // 2)
            surface.blit(more, more.get_rect(center=box.center))


def recap_for(game_id: str):
    """The game's recap hook (`recap` in game/<id>/log.py: GameScene.show_events), or None."""
    return getattr(_log_module(game_id), "recap", None)
