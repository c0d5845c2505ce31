"""The Scene contract and the stack that runs them."""
from __future__ import annotations

import pygame

from ui import surfcache


class Scene:
    """One screen. `handle` reacts to input, `update` advances time, `draw` paints (and never changes
    game state). `overlay` scenes draw on top of the scene below them (pause menu, curtain)."""

    overlay = False
    # holds no big pictures: its leaving needs no collection (SceneManager.collect_left), which
    # costs a few milliseconds of the next frame (a curtain leaves at every change of seat)
    light = False

    def __init__(self, app):
        self.app = app
        self.size = (0, 0)

    # lifecycle
    def enter(self) -> None:
        pass

    def exit(self) -> None:
        pass

    def resume(self) -> None:
        """Called when a scene above this one was popped."""

    def hidden(self) -> None:
        """Called when a scene pushed above this one hides it wholly: a chance to let go of the
        pictures it can make again when it shows (a menu under a game need not hold its layers)."""

    def layout(self, size: tuple[int, int]) -> None:
        """Recompute every rect from the window size (called on enter and on every resize)."""
        self.size = size

    def language_changed(self) -> None:
        """The app speaks another language (App.set_language): lay out again, so whatever was
        measured or made with words is made anew (scenes that built texts once override this)."""
        if self.size != (0, 0):
            self.layout(self.size)

    # loop
    def handle(self, event: pygame.event.Event) -> None:
        pass

    def update(self, dt: float) -> None:
        pass

    def draw(self, surface: pygame.Surface) -> None:
        pass

    def animating(self) -> bool:
        """True while something moves: the loop then redraws every frame instead of idling."""
        return False

    # helpers
    @property
    def h(self) -> int:
        return self.size[1]

    @property
    def w(self) -> int:
        return self.size[0]

    def u(self, fraction: float) -> int:
        """A length as a fraction of the window height (the unit everything scales by)."""
        return max(1, int(self.size[1] * fraction))


class SceneManager:
    def __init__(self, app):
        self.app = app
        self.stack: list[Scene] = []
        # a scene left the stack: its pictures are garbage, but often in reference cycles (a button's
        # callback is a method of its scene) that the cyclic collector may not visit for minutes; the
        # app collects them, and returns the memory, at the start of its next frame (collect_left)
        self.left = False

    @property
    def top(self) -> Scene | None:
        return self.stack[-1] if self.stack else None

    def push(self, scene: Scene) -> None:
        surfcache.set_screen(self.app.size)
        self.stack.append(scene)
        scene.layout(self.app.size)
        scene.enter()
        if not scene.overlay and len(self.stack) > 1:
            self.stack[-2].hidden()
        self.app.dirty = True

    def pop(self) -> Scene | None:
        if not self.stack:
            return None
        scene = self.stack.pop()
        scene.exit()
        self.left = self.left or not scene.light
        if self.top:
            self.top.layout(self.app.size)
            self.top.resume()
        self.app.dirty = True
        return scene

    def replace(self, scene: Scene) -> None:
        if self.stack:
            gone = self.stack.pop()
            gone.exit()
            self.left = self.left or not gone.light
        self.push(scene)

    def reset(self, scene: Scene) -> None:
        """Clear the stack and show `scene` (e.g. back to the menu)."""
        while self.stack:
            gone = self.stack.pop()
            gone.exit()
            self.left = self.left or not gone.light
        self.push(scene)

    def collect_left(self) -> None:
        """Free what the scenes that left since the last call held (see `left`)."""
        if self.left:
            self.left = False
            surfcache.return_memory()

    def relayout(self) -> None:
        surfcache.set_screen(self.app.size)
        for s in self.stack:
            s.layout(self.app.size)

    def language_changed(self) -> None:
        """The app speaks another language: every screen drops what it made with words in it."""
        for s in self.stack:
            s.language_changed()

    def visible(self) -> list[Scene]:
        """The scenes to draw, bottom first: the top one and every overlay chain under it."""
        out = []
        for s in reversed(self.stack):
            out.append(s)
            if not s.overlay:
                break
        return list(reversed(out))
