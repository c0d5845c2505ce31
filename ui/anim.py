"""Tweens and timelines driven by the rules' events. Every animation can be skipped; speed scales all.

A Timeline is a list of steps placed at start times; each step is either a Tween (a value moving
from a to b with an easing) or a callback fired once. Scenes read tween values when drawing.
"""
from __future__ import annotations

from typing import Any, Callable


def linear(t: float) -> float:
    return t


def ease_out_cubic(t: float) -> float:
    return 1 - (1 - t) ** 3


def ease_in_out(t: float) -> float:
    return 3 * t * t - 2 * t * t * t


def ease_out_back(t: float) -> float:
    c1, c3 = 1.70158, 2.70158
    return 1 + c3 * (t - 1) ** 3 + c1 * (t - 1) ** 2


def lerp(a: Any, b: Any, t: float) -> Any:
    if isinstance(a, (tuple, list)):
        return type(a)(lerp(x, y, t) for x, y in zip(a, b))
    return a + (b - a) * t


class Tween:
    """A value from `a` to `b` over `duration` seconds; `value` is valid before, during and after."""

    def __init__(self, a, b, duration: float, ease: Callable[[float], float] = ease_out_cubic):
        self.a, self.b = a, b
        self.duration = max(1e-6, duration)
        self.ease = ease
        self.elapsed = 0.0

    @property
    def progress(self) -> float:
        return min(1.0, self.elapsed / self.duration)

    @property
    def value(self):
        return lerp(self.a, self.b, self.ease(self.progress))

    @property
    def done(self) -> bool:
        return self.elapsed >= self.duration

    def finish(self) -> None:
        self.elapsed = self.duration


class Timeline:
    """Steps at start times. `add` returns the tween so the scene can read it while drawing."""

    def __init__(self):
        self.time = 0.0
        self.steps: list[tuple[float, Any]] = []   # (start, Tween | callable)
        self.fired: set[int] = set()

    def add(self, tween: Tween, at: float = 0.0) -> Tween:
        self.steps.append((at, tween))
        return tween

    def call(self, fn: Callable[[], None], at: float) -> None:
        self.steps.append((at, fn))

    @property
    def length(self) -> float:
        end = 0.0
        for at, step in self.steps:
            end = max(end, at + (step.duration if isinstance(step, Tween) else 0.0))
        return end

    def update(self, dt: float) -> None:
        self.time += dt
        for i, (at, step) in enumerate(self.steps):
            if isinstance(step, Tween):
                step.elapsed = max(0.0, min(step.duration, self.time - at))
            elif i not in self.fired and self.time >= at:
                self.fired.add(i)
                step()

    @property
    def done(self) -> bool:
        return self.time >= self.length and len(self.fired) == sum(
            1 for _unused, s in self.steps if not isinstance(s, Tween))

    def skip(self) -> None:
        self.update(self.length - self.time + 1e-6)


class Animator:
    """Runs timelines one after another (events animate in the order they happened)."""

    def __init__(self):
        self.queue: list[Timeline] = []
        self.speed = 1.0

    def play(self, timeline: Timeline) -> Timeline:
        self.queue.append(timeline)
        return timeline

    @property
    def busy(self) -> bool:
        return bool(self.queue)

    @property
    def current(self) -> Timeline | None:
        return self.queue[0] if self.queue else None

    def update(self, dt: float) -> None:
        budget = dt * self.speed
        while self.queue and budget > 0:
            tl = self.queue[0]
            before = tl.time
            tl.update(budget)
            if tl.done:
                budget -= max(0.0, tl.length - before)
                self.queue.pop(0)
                budget = max(budget, 0.0)
                if budget <= 1e-9:
                    break
            else:
                budget = 0

    def skip_all(self) -> None:
        while self.queue:
            self.queue.pop(0).skip()
