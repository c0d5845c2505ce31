"""What the table holds back while a move is being shown: the one display model of every game.

The rules change at once; the picture catches up as the animation plays. A scene draws what the
match's view says, adjusted by what is held back here:

- counts: `count(name, key)` is added to the view's number (a piece still flying to a pile is held at
  -1 on that pile until it lands; one leaving is held at +1 until it takes off);
- sets: `hidden(name)` are members of the view not drawn yet (cells of a tile still sliding in, an
  area whose scoring burst has not played);
- values: `value(name, default)` replaces the view's value until let go (a time marker that walks
  week by week, a dam level still rising).

Changes are made now (`add`, `hide`, `keep`) or at a moment of a timeline (`at`), and `clear()`
drops everything held: the table then shows the view exactly, which is what skipping an animation,
an undo or a rebuilt position needs. `signature()` goes into the key of a cached table picture.
"""
from __future__ import annotations

from typing import Any, Callable, Hashable


class Held:
    def __init__(self):
        self.counts: dict[tuple[str, Hashable], int] = {}
        self.sets: dict[str, set] = {}
        self.values: dict[str, Any] = {}
        self.version = 0          # bumps on every change (cheap cache keys)

    # ---- counts ------------------------------------------------------------------------------
    def add(self, name: str, key: Hashable, delta: int) -> None:
        k = (name, key)
        n = self.counts.get(k, 0) + delta
        if n:
            self.counts[k] = n
        else:
            self.counts.pop(k, None)
        self.version += 1

    def count(self, name: str, key: Hashable) -> int:
        return self.counts.get((name, key), 0)

    def counts_of(self, name: str) -> dict:
        """Every key held under `name`, with its count."""
        return {key: n for (nm, key), n in self.counts.items() if nm == name}

    # ---- sets --------------------------------------------------------------------------------
    def hide(self, name: str, *items: Hashable) -> None:
        self.sets.setdefault(name, set()).update(items)
        self.version += 1

    def show(self, name: str, *items: Hashable) -> None:
        got = self.sets.get(name)
        if got is not None:
            got.difference_update(items)
            if not got:
                del self.sets[name]
        self.version += 1

    def hidden(self, name: str) -> set:
        return self.sets.get(name, set())

    # ---- whole values ------------------------------------------------------------------------
    def keep(self, name: str, value: Any) -> None:
        self.values[name] = value
        self.version += 1

    def let_go(self, name: str) -> None:
        self.values.pop(name, None)
        self.version += 1

    def value(self, name: str, default: Any = None) -> Any:
        return self.values.get(name, default)

    def holds(self, name: str) -> bool:
        return name in self.values

    # ---- timing ------------------------------------------------------------------------------
    def at(self, timeline, when: float, change: Callable[["Held"], None]) -> None:
        """Make `change(self)` at `when` seconds into `timeline` (skipping the timeline makes it too)."""
        timeline.call(lambda: change(self), when)

    def clear(self) -> None:
        self.counts.clear()
        self.sets.clear()
        self.values.clear()
        self.version += 1

    @property
    def empty(self) -> bool:
        return not (self.counts or self.sets or self.values)

    def signature(self) -> tuple:
        return (tuple(sorted(self.counts.items(), key=repr)),
                tuple(sorted((k, tuple(sorted(v, key=repr))) for k, v in self.sets.items())),
                tuple(sorted(((k, repr(v)) for k, v in self.values.items()))))


# ---- words and numbers wait for the picture ------------------------------------------------------
class _Before:
    """The views of the position before the move being shown (GameScene.shown_view); its repr is
    short, as `Held.signature` goes into the keys of cached pictures."""

    def __init__(self, position: int, views: dict):
        self.position = position
        self.views = views

    def __repr__(self) -> str:
        return f"before-move-{self.position}"


class ShownTexts:
    """Mixed into GameScene: the table's words and numbers (panels, scores, the status line) read the
    position the picture shows. The match tells the table before each move (`_before_move`); while
    the move is being shown, texts read the views from before it (`shown_view`), and whatever waits
    for the picture (`after_shown`) happens once nothing moves any more."""

    def _before_move(self, match) -> None:
        """The match is about to apply a move: keep the views the table's texts read until the move
        has been shown (the seat at the screen's and the public one, the only seats drawn next)."""
        self._before = (match.position, {seat: self.view(seat) for seat in {self.viewer, None}})

    def _hold_texts(self) -> None:
        """After a move: while its animation plays, texts read the position before it (`shown_view`)."""
        before, self._before = self._before, None
        if before is not None and before[0] == self.match.position - 1 and self.animator.busy:
            self.held.keep("view", _Before(before[0], before[1]))

    def shown_view(self, seat=...) -> dict:
        """The view the table's words and numbers read (panels, scores, counts, the status line):
        while a move is still being shown, the position before it, held in `self.held` as "view"
        until the game's animation lets it go (at the moment it shows the event: a game may do it
        early with `held.let_go("view")`) or the animation ends; then the match's view. Pieces are
        drawn from `view` with what `held` holds back; words never run ahead of them."""
        seat = self.viewer if seat is ... else seat
        if self.animator.busy:
            before = self.held.value("view")
            if before is not None and seat in before.views:
                return before.views[seat]
        return self.view(seat)

    def after_shown(self, change) -> None:
        """Call `change()` once the move being shown has been shown (now when nothing moves): a
        computer's "last move" recap, a tutorial's result... appear with the picture, never before."""
        if self.animator.busy:
            self._when_shown.append(change)
        else:
            change()

    def _texts_caught_up(self) -> None:
        """Nothing moves any more: what waited for the picture is let go, and nothing is held back
        (a skipped show has fired every step; the table shows the view exactly)."""
        if not self.held.empty:
            self.held.clear()
        waiting, self._when_shown = self._when_shown, []
        for change in waiting:
            change()
        if waiting:
            self.app.dirty = True
