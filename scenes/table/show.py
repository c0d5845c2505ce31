"""The animation contract, one for every game: a move's events become one `Show`.

A Show is a timeline (ui/anim.py) with what building it needs at hand: the clock `at` (where the
next step goes; handlers move it on), the events and the index `i` of the next one to read (a
handler may consume the ones after its own, as a dig consumes its draws), the table's display model
`held` (scenes/table/shown.py: what the still picture holds back until the show lets it go) and
`moving`, the game's own record of what moves over the still picture while this show plays
(flights, walks, banners, a dig panel), an instance of the `Moving` class in the game's anim.py.

Every game's `scenes/<id>/anim.py` has the same shape:

    class Moving: ...                           # what its painter draws over the still picture
    ANIMATIONS = {event kind: fn(show, event)}  # each adds steps from show.at and moves it on

and its scene's `animate(events)` calls `play(self, events, anim.ANIMATIONS, anim.Moving())`. The
animator plays shows one after another; the painter reads `scene.moving` (GameScene), the moving
things of the show playing now, so a queued show draws nothing before its turn. Skipping fires every
step of every show, so the table always ends on the real view.
"""
from __future__ import annotations

from typing import Any, Callable, Iterable, Mapping

from ui.anim import Timeline, Tween, ease_out_cubic


class Show(Timeline):
    def __init__(self, scene, events: Iterable, moving: Any = None):
        super().__init__()
        self.scene = scene
        self.events = list(events)
        self.i = 0                 # the next event to read
        self.at = 0.0              # where the next step goes, in seconds from the show's start
        self.held = scene.held
        self.moving = moving
        self._audio = scene.app.audio

    def tween(self, a, b, duration: float, ease: Callable[[float], float] = ease_out_cubic,
              at: float | None = None) -> Tween:
        """A value going from a to b over `duration`, from `at` (default: the clock)."""
        return self.add(Tween(a, b, duration, ease), self.at if at is None else at)

    def then(self, fn: Callable[[], None], at: float | None = None) -> None:
        """Call fn when the show reaches `at` (default: the clock)."""
        self.call(fn, self.at if at is None else at)

    def perform(self, animations: Mapping[str, Callable]) -> None:
        """Hand each event from the next one on to its kind's function in `animations`, in order."""
        while self.i < len(self.events):
            event = self.events[self.i]
            self.i += 1
            fn = animations.get(event.kind)
            if fn is not None:
                fn(self, event)

    def in_order(self) -> None:
        """Put the steps in the order of their times (those at one time in the order made), so that a
        skip, which fires every step at once, fires them in the order the show would have."""
        self.steps.sort(key=lambda step: step[0])

    def sound(self, name: str, at: float | None = None) -> None:
        """Play a sound when the show reaches `at` (default: the clock)."""
        audio = self._audio
        self.call(lambda: audio.play(name), self.at if at is None else at)


def build(scene, events: Iterable, animations: Mapping[str, Callable], moving: Any = None) -> Show:
    """The show of `events`: each one handed to its kind's function in `animations`, in order."""
    show = Show(scene, events, moving)
    show.perform(animations)
    show.in_order()
    return show


def play(scene, events: Iterable, animations: Mapping[str, Callable], moving: Any = None) -> Show | None:
    """Build the show of `events` and queue it on the scene's animator; None when it has no step."""
    show = build(scene, events, animations, moving)
    if not show.steps:
        return None
    scene.animator.play(show)
    return show
