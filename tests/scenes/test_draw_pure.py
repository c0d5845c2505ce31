"""Drawing never changes state (scenes/base.py): drawing a table, in every game and at every kind of
moment (a person to act, a choice half made, a computer's move being shown, the pointer somewhere),
leaves every attribute of the scene and of what it holds as it was, except the pictures and memos a
later draw rebuilds the same (each class's DRAW_CACHES) and the match, which drawing only reads."""
from __future__ import annotations

import random

import pygame
import pytest

from game import registry
from scenes.table.game_scene import open_game_scene, seat_defaults
from tests.ui_events import motion

GAMES = ["faras", "thebes", "artifakes", "scarabya"]
OWN = ("scenes.", "ui.", "game.")   # objects of these packages are looked into; others by value


def _skipped(obj) -> frozenset:
    out = set()
    for cls in type(obj).__mro__:
        out |= set(getattr(cls, "DRAW_CACHES", ()))
    return frozenset(out)


def flatten(value, path: str, out: dict, seen: set, depth: int = 0) -> None:
    """What `value` holds, as {path: plain value}: our own objects by their attributes (less their
    draw caches), containers by their items, pictures by identity, anything else by its repr."""
    if isinstance(value, pygame.Surface):
        out[path] = ("surface", id(value))
    elif isinstance(value, (pygame.Rect, pygame.FRect)):
        out[path] = tuple(value)
    elif isinstance(value, (str, int, float, bool, type(None))):
        out[path] = value
    elif depth > 5 or id(value) in seen:
        out[path] = ("seen", id(value))
    elif isinstance(value, dict):
        seen.add(id(value))
        out[path] = ("dict", len(value))
        for k, v in value.items():
            flatten(v, f"{path}[{k!r}]", out, seen, depth + 1)
    elif isinstance(value, (list, tuple, set, frozenset)):
        seen.add(id(value))
        items = sorted(value, key=repr) if isinstance(value, (set, frozenset)) else value
        out[path] = (type(value).__name__, len(items))
        for n, v in enumerate(items):
            flatten(v, f"{path}[{n}]", out, seen, depth + 1)
    elif type(value).__module__.startswith(OWN) and hasattr(value, "__dict__") and not callable(value):
        seen.add(id(value))
        out[path] = (type(value).__name__, id(value))
        if type(value).__module__.startswith("game."):
            return                     # the match and its state: checked apart
        skip = _skipped(value)
        for k, v in vars(value).items():
            if k not in skip:
                flatten(v, f"{path}.{k}", out, seen, depth + 1)
    else:
        out[path] = repr(value) if not callable(value) else ("callable", id(value))


def attributes(scene) -> dict:
    skip = _skipped(scene) | {"app", "match"}
    out: dict = {}
    seen = {id(scene), id(scene.app), id(scene.match)}
    for k, v in vars(scene).items():
        if k not in skip:
            flatten(v, k, out, seen)
    return out


def _moments(app, gid):
    """A table in several states, reached without drawing (App.draw is held off meanwhile): a person
    to act, the pointer over the table, a move being shown; at the start and a little into the game,
    hot seat and against a computer."""
    info = registry.get(gid)
    n = 2
    for steps in (0, 9):
        for kinds in (["human", "human"], ["human", "bot"]):
            state = info.new_game(n, 7, info.default_options())
            rng = random.Random(7)
            for _ in range(steps):
                if state.is_over:
                    break
                state.apply(rng.choice(state.legal_actions()))
            seats = seat_defaults(n)
            for s, kind in zip(seats, kinds):
                s["kind"] = kind
                s["level"] = "easy"
            app.reset("menu")
            scene = open_game_scene(app, state, seats)
            app.settings.bot_delay = 0.0
            for _ in range(4):
                scene.animator.skip_all()
                app.step(1 / 60, [])
            app.draw()
            label = f"{steps} moves, {'/'.join(kinds)}"
            with undrawn(app):
                app.set_window_size(1000, 1000)      # what a draw laid out before is out of date now
                app.step(1 / 60, [])
            yield label, scene
            with undrawn(app):
                app.step(1 / 60, motion(scene.table_rect.center))
            yield f"{label}, pointer", scene
            for what, choose in HALF_MADE.get(gid, ()):
                if scene.human_to_act and not scene.animator.busy and choose(scene):
                    with undrawn(app):
                        app.step(1 / 60, [])
                    yield f"{label}, {what}", scene
            if scene.human_to_act and not scene.match.is_over:
                scene.close_topmost()
                with undrawn(app):
                    scene.try_action(scene.match.legal_actions()[0])
                    app.step(0.2, [])
                if scene.animator.busy:
                    yield f"{label}, a move shown", scene


def _thebes_card(scene) -> bool:
    card = next((c for c in scene.legal_cards()), None)
    if card is not None:
        scene.select("take_card", card=card)
    return scene.pending is not None


def _thebes_dig(scene) -> bool:
    scene.cancel_pending()
    site = next((a["site"] for a in scene.legal() if a.kind == "dig"), None)
    if site is not None:
        scene.open_dig(site)
    return scene.dig is not None


# a choice half made, where the game has one: what it is, and how to make it (True when made)
HALF_MADE = {"thebes": [("a journey chosen", _thebes_card), ("the dig dialog open", _thebes_dig)]}


class undrawn:
    """Hold the app's drawing off (the loop's frames, a layout's redraw) for the block."""

    def __init__(self, app):
        self.app = app

    def __enter__(self):
        self.app.draw = lambda: None

    def __exit__(self, *exc):
        del self.app.draw


@pytest.mark.parametrize("gid", GAMES)
def test_drawing_a_table_changes_nothing(app, gid):
    app.set_window_size(1280, 720)
    for name, scene in _moments(app, gid):
        before = attributes(scene)
        where = (scene.match.position, scene.match.moves, len(scene.animator.queue),
                 [show.time for show in scene.animator.queue])
        app.draw()
        app.draw()
        after = attributes(scene)
        changed = sorted(k for k in set(before) | set(after) if before.get(k) != after.get(k))
        for k in changed:
            print(gid, "|", name, "|", k, str(before.get(k))[:120], "->", str(after.get(k))[:120])
        assert not changed, f"{gid}, {name}: drawing changed {changed}"
        assert where == (scene.match.position, scene.match.moves, len(scene.animator.queue),
                         [show.time for show in scene.animator.queue]), f"{gid}, {name}: drawing moved the game"
