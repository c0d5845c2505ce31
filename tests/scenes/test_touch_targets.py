"""Targets a finger can hit: everything a player taps is at least 9 mm across on the two screens
events use most.

- A 13.3-inch 16:9 laptop at 1920x1080: 11.59 inches wide, 165.6 pixels an inch, so 9 mm
  (0.354 in) is 58.7 pixels: **59 px**.
- A 55-inch 16:9 television at 3840x2160: 47.9 inches wide, 80.1 pixels an inch: 28.4 pixels,
  **29 px**.

Measured on what a frame really offers: every button drawn (the layout probe notes them) and every
click region of a table (`click_regions()`), at three moments of each game (start, middle, late) and
on the shell's screens. The smaller side of each must reach the minimum. A region that only catches
clicks around a dialog, or a big area such as the map or a board that finds its target by distance,
is as big as the area and passes by itself.
"""
from __future__ import annotations

import pygame
import pytest

from game import registry
from scenes.shell.menu import MenuScene
from tests.layout_probe import recording
from tests.scenes.test_layout import GAMES, drawn_moments

MINIMUM = {(1920, 1080): 59, (3840, 2160): 29}


def _targets(app, frame) -> list[tuple[str, pygame.Rect]]:
    out = [(f"button {item.label!r}", pygame.Rect(item.rect)) for item in frame.items if item.kind == "button"]
    scene = app.scenes.top
    hook = getattr(scene, "click_regions", None)
    if callable(hook):
        for region in hook():
            if region.rect is not None:
                name = getattr(region.handler, "__qualname__", type(region.handler).__name__)
                out.append((f"region {name}", pygame.Rect(region.rect)))
    return out


def _too_small(targets, least) -> list[str]:
    seen, found = set(), []
    for name, r in targets:
        if min(r.w, r.h) < least and (name, tuple(r)) not in seen:
            seen.add((name, tuple(r)))
            found.append(f"{name} {r.w}x{r.h} at {r.topleft}")
    return found


@pytest.mark.parametrize("size", list(MINIMUM), ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("gid", GAMES)
def test_every_target_on_a_table_is_a_fingertip_wide(app, gid, size):
    found = []
    for moment, frame in drawn_moments(app, gid, size):
        found += [f"{moment}: {p}" for p in _too_small(_targets(app, frame), MINIMUM[size])]
    assert not found, f"{gid} at {size[0]}x{size[1]} (least {MINIMUM[size]} px):\n" + "\n".join(found[:25])


def _shell_screens(app):
    app.scenes.reset(MenuScene(app))
    yield "menu"
    for gid in GAMES:
        app.scenes.reset(MenuScene(app))
        app.push("setup", registry.get(gid))
        yield f"setup {gid}"
    app.scenes.reset(MenuScene(app))
    app.push("settings")
    yield "settings"
    app.scenes.reset(MenuScene(app))
    app.push("stats")
    yield "statistics"
    app.scenes.reset(MenuScene(app))
    app.push("join")
    yield "join a table"
    app.scenes.reset(MenuScene(app))
    app.push("host", registry.get("faras"), [{"name": "Anna", "colour": 0, "kind": "human"},
                                             {"name": "Ben", "colour": 1, "kind": "human"}], {})
    yield "hosting"


@pytest.mark.parametrize("size", list(MINIMUM), ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_target_on_the_shells_screens_is_a_fingertip_wide(app, size):
    app.set_window_size(*size)
    found = []
    with recording(app) as draw:
        for screen in _shell_screens(app):
            frame = draw()
            found += [f"{screen}: {p}" for p in _too_small(_targets(app, frame), MINIMUM[size])]
    assert not found, f"at {size[0]}x{size[1]} (least {MINIMUM[size]} px):\n" + "\n".join(found[:40])
