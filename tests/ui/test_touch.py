"""Fingers as the pointer (ui/touch.py), through App.step with finger events as SDL posts them (and, as
on many systems, SDL's own mouse copies of them): one tap acts once, a second finger is ignored, a
long press looks without acting and shows a growing ring, a slide drags, and at the hot-seat curtain
a finger put down before the curtain appeared never opens it."""
from __future__ import annotations

import random

import pygame
import pytest

from scenes.shell.curtain import CurtainScene
from tests.scenes.test_handoff import Clock, open_hot_seat, play_to_handoff, step
from scenes.base import Scene
from tests import ui_events
from tests.ui_events import clocked_app
from ui.widgets import Button

SIZE = (1280, 720)


def finger(kind, pos, finger_id=0, copies=True):
    return ui_events.finger(kind, pos, SIZE, finger_id=finger_id, copies=copies)


def tap(pos, **kw):
    return ui_events.tap(pos, SIZE, **kw)


@pytest.fixture()
def app(tmp_path, monkeypatch):
    return clocked_app(tmp_path, monkeypatch)


def frame(app, events=(), dt=1 / 60):
    app.now.t += dt
    app.step(dt, list(events))


class Counter(Scene):
    """A screen with one button that counts its clicks (a card of the menu would open a screen)."""

    def __init__(self, app):
        super().__init__(app)
        self.clicks = 0
        self.button = Button("Dig", self.click, rect=(540, 320, 200, 80))

    def click(self):
        self.clicks += 1

    def handle(self, event):
        self.button.handle(event, self.app)

    def draw(self, surface):
        surface.fill((40, 30, 20))
        self.button.draw(surface)


@pytest.fixture()
def counter(app):
    scene = Counter(app)
    app.scenes.push(scene)
    frame(app)
    return scene


def test_one_tap_is_one_click_even_with_sdls_mouse_copies(app, counter):
    frame(app, tap(counter.button.rect.center))
    assert counter.clicks == 1
    frame(app, tap(counter.button.rect.center, copies=False))    # a system that sends no copies
    assert counter.clicks == 2


def test_a_second_finger_is_ignored(app, counter):
    frame(app, finger(pygame.FINGERDOWN, (3, 3)))                    # a thumb resting on the edge
    frame(app, tap(counter.button.rect.center, finger_id=1))         # another finger taps the button
    assert counter.clicks == 0
    frame(app, finger(pygame.FINGERUP, (3, 3)))
    frame(app, tap(counter.button.rect.center))
    assert counter.clicks == 1


def test_a_long_press_looks_without_acting_and_shows_a_ring(app, counter):
    spot = counter.button.rect.center
    before = app.screen.copy()
    frame(app, finger(pygame.FINGERDOWN, spot))
    assert counter.button.hover                        # what hovering shows is shown at once
    for _unused in range(40):                          # 0.67 s held still
        frame(app)
        assert app.busy(), "the ring stopped growing"
    assert app.touch.looked
    r = int(max(18, SIZE[1] / 22))
    ring = pygame.Rect(0, 0, 2 * r + 8, 2 * r + 8)
    ring.center = spot
    assert pygame.image.tobytes(app.screen.subsurface(ring), "RGB") != \
        pygame.image.tobytes(before.subsurface(ring), "RGB"), "no ring round the finger"
    frame(app, finger(pygame.FINGERUP, spot))
    assert counter.clicks == 0, "lifting a long press clicked"
    assert app.mouse_pos() == spot and counter.button.hover    # what it looked at stays hovered
    frame(app, tap(spot))
    assert counter.clicks == 1


def test_a_slide_drags_the_pointer_and_is_never_a_look(app):
    got = []
    app.scenes.top.handle = got.append
    frame(app, finger(pygame.FINGERDOWN, (100, 100)))
    for i in range(1, 40):
        frame(app, finger(pygame.FINGERMOTION, (100 + 10 * i, 100)))
    frame(app, finger(pygame.FINGERUP, (490, 100)))
    assert not app.touch.looked
    kinds = [e.type for e in got if e.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)]
    assert kinds == [pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP]
    drags = [e for e in got if e.type == pygame.MOUSEMOTION and e.buttons[0]]
    assert len(drags) == 39 and drags[-1].pos == (490, 100)
    assert [e.pos for e in got if e.type == pygame.MOUSEBUTTONUP] == [(490, 100)]


def test_a_finger_down_before_the_curtain_appeared_never_opens_it(tmp_path, monkeypatch):
    from scenes.shell.app import App
    monkeypatch.setenv("DIGSITE_DATA_DIR", str(tmp_path))
    app = App(headless=True, surface_size=SIZE)
    app.settings.bot_delay = 0.0
    clock = app.now = Clock()
    app.curtain_gate_s = 0.5
    app.handoff_hold_s = 0.35
    scene = open_hot_seat(app, "faras")
    play_to_handoff(app, clock, scene, random.Random(7))
    step(app, clock, finger(pygame.FINGERDOWN, (9, 9)))      # the finger goes down as the turn ends
    for _unused in range(200):
        step(app, clock)
        top = app.scenes.top
        if isinstance(top, CurtainScene) and top.shown_at is not None and clock.t - top.shown_at > 0.6:
            break
    curtain = app.scenes.top
    assert isinstance(curtain, CurtainScene)
    step(app, clock, finger(pygame.FINGERUP, (9, 9)))
    assert app.scenes.top is curtain, "a finger put down before the curtain opened it"
    clock.t += 0.6
    step(app, clock, tap((9, 9)))                             # the next player's own tap opens it
    assert app.scenes.top is scene

