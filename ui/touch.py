"""Fingers as the pointer: one tap is one click, a long press looks without acting.

SDL tells of a finger twice on many systems: as finger events and as mouse events it makes from them
(flagged `touch`). Taking both made one tap act twice; taking only the mouse copies loses which finger
it was. So the app takes the finger events, turns the first finger on the screen into the pointer
(a move to where it touched, a left press, moves while it slides, a release) and drops SDL's mouse
copies. Every screen then works by touch exactly as it does with a mouse, through the events it
already reads (a press begun before a curtain appeared is still a press begun before it).

- A second finger while one is down is ignored (a palm, a child's hand on a big screen). A lift that
  never came (the window lost its focus) does not lock the screen: the pointer finger, or any finger
  once the window is left, starts afresh.
- A finger held still for `LONG_PRESS_S` is a look: what a mouse shows by hovering (a tooltip, a
  card's details, a travel preview) is shown at the finger, a ring grows round it meanwhile, and
  lifting it does not click (its release is made somewhere nothing is).
- A finger that slides is a drag: the pointer follows it, and the release is where it ends.
"""
from __future__ import annotations

import math

import pygame

LONG_PRESS_S = 0.5
NOWHERE = (-10000, -10000)     # where a look's release is made: no button, region or card is there
_MOUSE = (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION, pygame.MOUSEWHEEL)


class Touch:
    def __init__(self, app):
        self.app = app
        self.finger = None             # (touch_id, finger_id) of the finger that is the pointer
        self.down_at = 0.0
        self.down_pos = (0, 0)
        self.pos = (0, 0)
        self.slid = False              # moved further than a tap's wobble: a drag, never a look
        self.looked = False            # held long enough: its release does not click
        self.in_use = False            # the last pointer was a finger (not the mouse)

    # ---- events ---------------------------------------------------------------------------------
    def translate(self, event) -> list:
        """The events `event` stands for: none (a copy or a second finger), itself, or the pointer's."""
        t = event.type
        if t in (pygame.WINDOWFOCUSLOST, pygame.WINDOWLEAVE):
            self.finger = None
            return [event]
        if t in _MOUSE:
            if getattr(event, "touch", False):
                return []                                # SDL's mouse copy of a finger
            self.in_use = False
        if t == pygame.FINGERDOWN:
            which = (getattr(event, "touch_id", 0), getattr(event, "finger_id", 0))
            if self.finger is not None and self.finger != which:
                return []
            # (the same finger down again: its lift was lost, with the window's focus perhaps)
            self.finger = which
            self.in_use = True
            self.pos = self.down_pos = self._where(event)
            self.down_at = self.app.now()
            self.slid = self.looked = False
            return [_event(pygame.MOUSEMOTION, pos=self.pos, rel=(0, 0), buttons=(0, 0, 0)),
                    _event(pygame.MOUSEBUTTONDOWN, pos=self.pos, button=1)]
        if t in (pygame.FINGERMOTION, pygame.FINGERUP):
            if self.finger != (getattr(event, "touch_id", 0), getattr(event, "finger_id", 0)):
                return []
            pos = self._where(event)
            rel = (pos[0] - self.pos[0], pos[1] - self.pos[1])
            self.pos = pos
            if math.dist(pos, self.down_pos) > self.wobble():
                self.slid = True
            if t == pygame.FINGERMOTION:
                return [_event(pygame.MOUSEMOTION, pos=pos, rel=rel, buttons=(1, 0, 0))]
            self.finger = None
            if self.looked:
                return [_event(pygame.MOUSEBUTTONUP, pos=NOWHERE, button=1, looked=True)]
            out = [_event(pygame.MOUSEMOTION, pos=pos, rel=rel, buttons=(1, 0, 0))] if rel != (0, 0) else []
            return out + [_event(pygame.MOUSEBUTTONUP, pos=pos, button=1)]
        return [event]

    def update(self) -> None:
        """A finger held still long enough becomes a look."""
        if self.finger is not None and not self.slid and not self.looked \
                and self.app.now() - self.down_at >= LONG_PRESS_S:
            self.looked = True
            self.app.dirty = True

    def _where(self, event) -> tuple[int, int]:
        """A finger's place (0..1 of the window) in window pixels."""
        window = getattr(self.app, "window", None)
        surface = window if window is not None and not getattr(self.app, "headless", False) else self.app.screen
        w, h = surface.get_size() if surface is not None else (1, 1)
        return (min(w - 1, max(0, int(event.x * w))), min(h - 1, max(0, int(event.y * h))))

    def wobble(self) -> float:
        """How far a finger may roll and still tap or look (a fortieth of the window's height)."""
        screen = self.app.screen
        return max(10, screen.get_height() / 40) if screen is not None else 10

    # ---- the ring -------------------------------------------------------------------------------
    def pressing(self) -> bool:
        """A ring is on screen (the loop keeps drawing while it grows)."""
        return self.finger is not None and not self.slid

    def draw(self, surface) -> None:
        if not self.pressing():
            return
        done = min(1.0, (self.app.now() - self.down_at) / LONG_PRESS_S)
        if done < 0.15 and not self.looked:
            return                       # a quick tap shows no ring
        r = int(max(18, surface.get_height() / 22))
        x, y = self.app.to_screen(self.pos)
        rect = pygame.Rect(0, 0, 2 * r, 2 * r)
        rect.center = (x, y)
        width = max(3, r // 6)
        pygame.draw.circle(surface, (60, 40, 20), (x, y), r, 1)
        if self.looked:
            pygame.draw.circle(surface, (250, 226, 150), (x, y), r, width)
        else:
            pygame.draw.arc(surface, (250, 226, 150), rect, math.pi / 2, math.pi / 2 + 2 * math.pi * done, width)


def _event(kind, **data):
    return pygame.event.Event(kind, touch=True, **data)
