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
