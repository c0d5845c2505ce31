"""Monkey test: random but plausible input through the real app, headless, looking for exceptions.

    python -m tools.monkey --events N --seed S [--out DIR] [--replay FILE] [--pointer touch]

Clicks are biased toward things that can be clicked; there are drags, wheel turns, keys (Esc, F11,
Enter, Space, arrows, letters), window resizes, focus loss, quit requests and idle spells (a fake
clock, so attract mode and kiosk prompts happen), and now and then a legal move sent through the
scene as a player who knows the game would make it, so games reach their end. The last line printed is JSON:
{"events", "scenes_visited", "games_finished", "exceptions", "violations", "curtains", "bursts", "stills",
"long_presses", "seconds", "stopped_by", "scenes_missed"}. Any failure saves the seed and the input log to OUT/monkey-failure-SEED-N.json; --replay plays
such a file back exactly.

Two patterns from real tables, each with its own check (a broken check is a "violation"):
- spam at the curtain: hot-seat games with two humans where private things are shown, and right when a
  turn ends a burst of 6 clicks 40 ms apart (each press and release in its own frame, as a real mouse
  gives them). Checked: a handoff curtain is never dismissed by a click pressed before it was drawn, nor
  by one within half a second of it being drawn (on the app's clock and on the wall clock).
- no mouse movement: long stretches with no input at all and only the clock advancing (frames of 0.1 s
  through App.step, nothing drawn by the monkey). Checked: what was drawn last is what the app holds,
  i.e. no toast and no animation is left frozen on screen because nothing woke the loop.
--patterns none turns both off (the plain random monkey).

`--pointer touch` plays the same input with fingers (ui/touch.py): taps (with or without SDL's mouse
copies), long presses where the mouse would hover, a second finger tapping while one rests, slides
for drags, and the bursts at the curtain tapped. Checked as well: no finger is left held once every
gesture has lifted its fingers (a lost lift would lock the screen against touch).

The tour: random input alone rarely gets everywhere (a table of the fourth game, the later demo
games), so now and then (and only while some scene has not been seen yet) the monkey goes where it
has not been, the way a player gets there: each game's table against the computer, its demo and its
tutorial, a finished game's results and replay, the kiosk's "Still playing?" and Play now, a
hot-seat curtain, and every screen of the menu. The report lists "scenes_missed" (none, in a run long
enough). --tour off turns it off. SIGTERM (e.g. from `timeout`) or Ctrl+C ends the run at the next
event with its report; the temporary data folder is removed whatever happens.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import sys
import tempfile
import time
import traceback
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from ui import stopping  # noqa: E402  (no pygame: it imports nothing of the app)

KEYS = ["escape", "f11", "return", "space", "left", "right", "up", "down", "backspace", "tab", "f", "r", "a", "q",
        "1", "2", "3", "4", "h", "s", "c", "p"]
SIZES = [(1280, 720), (1920, 1080), (1024, 600), (1600, 900), (800, 600)]


class FakeClock:
    def __init__(self):
        self.t = 10_000.0

    def __call__(self):
        return self.t


def hot_rects(scene):
    """Rects worth clicking in a scene: its buttons and anything it lists in `hot_rects()`."""
    import pygame
    from ui.widgets import Button
    rects = []
    hook = getattr(scene, "hot_rects", None)
    if callable(hook):
        try:
            rects += [pygame.Rect(r) for r in hook()]
        except Exception:
            pass
    for value in vars(scene).values():
        items = value if isinstance(value, (list, tuple)) else [value]
        for item in items:
            if isinstance(item, tuple) and item and isinstance(item[0], Button):
                item = item[0]
            if isinstance(item, Button):
                rects.append(item.rect)
            elif isinstance(item, pygame.Rect):
                rects.append(item)
            elif isinstance(item, dict):
                rects += [v for v in item.values() if isinstance(v, pygame.Rect)]
    return [r for r in rects if r.w > 0 and r.h > 0]


PRIVATE_GAMES = ("faras", "artifakes")   # hands and secrets on screen: the curtain's games
BURST_CLICKS, BURST_GAP = 6, 0.04
CURTAIN_GRACE = 0.45                      # "about half a second": no click this soon may open it


SHELL_TARGETS = ("menu", "setup", "confirm", "settings", "stats", "howto", "pause", "results", "replay",
                 "still_playing", "play_now", "curtain")
SHELL_SCENES = {"menu": "MenuScene", "setup": "SetupScene", "confirm": "ConfirmScene", "settings": "SettingsScene",
                "stats": "StatsScene", "howto": "HowToScene", "pause": "PauseScene", "results": "ResultsScene",
                "replay": "ReplayScene", "still_playing": "StillPlayingScene", "play_now": "PlayNowScene",
                "curtain": "CurtainScene"}
TOUR_CHANCE = 0.04


def tour_targets() -> list[str]:
    """Every place the monkey must see at least once: each game's table, demo and tutorial (where it
    has one), and every screen a player can open (the error screen aside: only a bug shows it)."""
    from game import registry
    from scenes.table.games import has_tutorial
    targets = []
    for g in registry.all_games():
        targets += [f"table:{g.id}", f"demo:{g.id}"] + ([f"tutorial:{g.id}"] if has_tutorial(g.id) else [])
    return targets + list(SHELL_TARGETS)


def scene_label(scene) -> str:
    """A visited screen's name: "MenuScene", "FarasScene:faras", "DemoFarasScene:faras" (a game's
    table is one class for every table mode; the mode names the kind of table)."""
    if not (hasattr(scene, "info") and hasattr(scene, "match")):
        return type(scene).__name__
    mode = getattr(getattr(scene, "table_mode", None), "name", "real")
    return f"{'' if mode == 'real' else mode.title()}{type(scene).__name__}:{scene.info.id}"


def reached(target: str, visited: set) -> bool:
    """Whether a scene of `target` is among the visited names ("FarasScene:faras", "MenuScene"...)."""
    kind, _unused, game_id = target.partition(":")
    if not game_id:
        return SHELL_SCENES[kind] in visited
    of_game = [n.split(":")[0] for n in visited if n.endswith(":" + game_id)]
    if kind == "demo":
        return any(n.startswith("Demo") for n in of_game)
    if kind == "tutorial":
        return any(n.startswith("Tutorial") for n in of_game)
    return any(not n.startswith(("Demo", "Tutorial", "Replay")) for n in of_game)


def _finished_match(game_id: str, seed: int):
    """A game of `game_id` played to its end by random computer players (quick)."""
    from game.match import Match
    from game import registry
    info = registry.get(game_id)
    allowed = info.allowed_players(info.default_options())
    n = 2 if 2 in allowed else allowed[0]
    seats = [{"name": f"Player {i + 1}", "colour": i, "kind": "bot", "level": "random"} for i in range(n)]
    match = Match.new(game_id, n, seed, info.default_options(), seats)
    match.play_bots(20000)
    return match


def _table(app, game_id: str, seed: int):
    """A visitor against the computer at `game_id`'s table, from a fresh menu."""
    from game import registry
    from game.match import Match
    info = registry.get(game_id)
    allowed = info.allowed_players(info.default_options())
    n = 2 if 2 in allowed else allowed[0]
    seats = [{"name": "You", "colour": 0, "kind": "human", "level": None}] + [
        {"name": "Computer", "colour": i, "kind": "bot", "level": "easy"} for i in range(1, n)]
    app.reset("menu")
    return app.start("game", Match.new(game_id, n, seed, info.default_options(), seats))


def visit(app, rec) -> None:
    """Go to the tour's target `rec["to"]` the way a player would get there."""
    from game import registry
    to, seed = rec["to"], rec["seed"]
    kind, _unused, game_id = to.partition(":")
    games = [g.id for g in registry.all_games()]
    if kind == "table":
        _table(app, game_id, seed)
    elif kind == "demo":
        app.start("attract", games.index(game_id))
    elif kind == "tutorial":
        app.start("tutorial", game_id)
    elif kind in ("results", "replay"):
        match = _finished_match(games[seed % len(games)], seed)
        app.reset("menu")
        app.push("results", match)
        if kind == "replay":
            from ui import replays
            app.push("replay", replays.Replay.of_game(match))
    elif kind in ("pause", "still_playing"):
        table = _table(app, games[seed % len(games)], seed)
        app.push("pause", table) if kind == "pause" else app.push("still_playing")
    elif kind == "play_now":
        app.reset("menu")
        app.push("play_now")
    elif kind == "curtain":
        start_hotseat(app, {"game": "faras", "seed": seed})
        table = app.scenes.top
        for _unused in range(300):     # hot-seat moves until the screen must pass behind the curtain
            if is_curtain(app.scenes.top) or table.match.is_over:
                break
            if getattr(table, "human_to_act", False) and app.scenes.top is table:
                legal = table.match.legal_actions()
                table.try_action(legal[seed % len(legal)])
            app.step(1 / 30, [])
    elif kind == "setup":
        app.reset("menu")
        app.push("setup", registry.get(games[seed % len(games)]))
    elif kind == "confirm":
        app.push("confirm", "Leave this screen?", "Nothing is lost either way.", lambda: None)
    elif kind == "howto":
        app.push("howto", games[seed % len(games)])
    elif kind == "menu":
        app.reset("menu")
    else:
        app.push(kind)


def make_input(rng, app, patterns=True, tour=None, tour_rng=None):
    """One random input as a JSON-able record (`tour`: the places not seen yet, visited now and then,
    drawn with `tour_rng` so the other inputs come from `rng` as they would without the tour)."""
    w, h = app.size
    top = app.scenes.top
    if tour and tour_rng is not None and tour_rng.random() < TOUR_CHANCE:
        return {"t": "visit", "to": tour[0], "seed": tour_rng.randrange(1 << 20)}
    if patterns:
        name = type(top).__name__
        if name in ("MenuScene", "SetupScene") and rng.random() < 0.08:
            return {"t": "hotseat", "game": rng.choice(PRIVATE_GAMES), "seed": rng.randrange(1 << 20)}
        busy = app.toasts.active or bool(getattr(getattr(top, "animator", None), "busy", False))
        if rng.random() < (0.15 if busy else 0.01):
            return {"t": "still", "seconds": rng.choice([3, 6, 9])}
    if getattr(top, "human_to_act", False) and rng.random() < 0.35:
        # a player who knows what to do: one legal move, as the scene would send it for a right click
        return {"t": "legal", "i": rng.randrange(1 << 30)}
    r = rng.random()
    if r < 0.55:
        rects = hot_rects(top) if top is not None else []
        if rects and rng.random() < 0.75:
            rect = rng.choice(rects)
            pos = (rng.randrange(rect.x, rect.right), rng.randrange(rect.y, rect.bottom))
        else:
            pos = (rng.randrange(w), rng.randrange(h))
        if rng.random() < 0.15:  # a touch screen: the finger events and SDL's emulated mouse clicks
            return {"t": "tap", "pos": pos, "size": [w, h]}
        return {"t": "click", "pos": pos, "button": rng.choice([1, 1, 1, 1, 1, 3])}
    if r < 0.65:
        return {"t": "move", "pos": (rng.randrange(w), rng.randrange(h))}
    if r < 0.70:
        a = (rng.randrange(w), rng.randrange(h))
        return {"t": "drag", "from": a, "to": (rng.randrange(w), rng.randrange(h))}
    if r < 0.75:
        return {"t": "wheel", "y": rng.choice([-1, 1])}
    if r < 0.92:
        mod = rng.choice([0, 0, 0, 0, "shift"])
        return {"t": "key", "key": rng.choice(KEYS), "mod": mod}
    if r < 0.94:
        return {"t": "resize", "size": rng.choice(SIZES)}
    if r < 0.955:
        return {"t": "focus_lost"}
    if r < 0.965:
        return {"t": "quit"}
    if r < 0.975:
        return {"t": "idle", "seconds": rng.choice([100, 200, 400])}
    return {"t": "wait"}


def finger_events(kind, pos, size, finger: int = 0, copies: bool = True) -> list:
    """A finger event at window pixel `pos` (its place as SDL gives it, 0..1 of the window), and for
    the first finger SDL's mouse copy of it."""
    import pygame
    fx, fy = pos[0] / max(1, size[0]), pos[1] / max(1, size[1])
    out = [pygame.event.Event(kind, touch_id=1, finger_id=finger, x=fx, y=fy, dx=0.0, dy=0.0, pressure=1.0)]
    if copies and finger == 0:
        at = (int(pos[0]), int(pos[1]))
        if kind == pygame.FINGERDOWN:
            out.append(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=at, button=1, touch=True))
        elif kind == pygame.FINGERUP:
            out.append(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=at, button=1, touch=True))
        else:
            out.append(pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(0, 0), buttons=(1, 0, 0), touch=True))
    return out


def by_finger(rec, rng, size):
    """The same input on a touch screen: a click is a tap (or, for a right click, a second finger
    tapping while one rests), a hover is a long press, a drag a finger's slide; a wheel has no
    finger equivalent and waits instead."""
    t = rec["t"]
    w, h = size
    if t == "click":
        if rec["button"] == 3:
            return {"t": "two", "pos": rec["pos"], "pos2": (rng.randrange(w), rng.randrange(h)), "size": [w, h]}
        return {"t": "tap", "pos": rec["pos"], "size": [w, h], "copies": rng.random() < 0.5}
    if t == "move":
        return {"t": "long", "pos": rec["pos"], "size": [w, h]}
    if t == "drag":
        return {"t": "fdrag", "from": rec["from"], "to": rec["to"], "size": [w, h]}
    if t == "wheel":
        return {"t": "wait"}
    return rec


def to_events(rec):
    import pygame
    t = rec["t"]
    if t == "click":
        pos, b = tuple(rec["pos"]), rec["button"]
        return [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=b),
                pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=b)]
    if t == "tap":
        return finger_events(pygame.FINGERDOWN, rec["pos"], rec["size"], copies=rec.get("copies", True)) + \
            finger_events(pygame.FINGERUP, rec["pos"], rec["size"], copies=rec.get("copies", True))
    if t == "two":     # a finger resting, another tapping elsewhere, then the first lifted
        return finger_events(pygame.FINGERDOWN, rec["pos"], rec["size"]) + \
            finger_events(pygame.FINGERDOWN, rec["pos2"], rec["size"], finger=1) + \
            finger_events(pygame.FINGERUP, rec["pos2"], rec["size"], finger=1) + \
            finger_events(pygame.FINGERUP, rec["pos"], rec["size"])
    if t == "fdrag":
        a, b = rec["from"], rec["to"]
        steps = [(a[0] + (b[0] - a[0]) * i / 6, a[1] + (b[1] - a[1]) * i / 6) for i in range(1, 7)]
        return finger_events(pygame.FINGERDOWN, a, rec["size"]) + \
            [e for p in steps for e in finger_events(pygame.FINGERMOTION, p, rec["size"])] + \
            finger_events(pygame.FINGERUP, b, rec["size"])
    if t == "move":
        return [pygame.event.Event(pygame.MOUSEMOTION, pos=tuple(rec["pos"]), rel=(0, 0), buttons=(0, 0, 0))]
    if t == "drag":
        a, b = tuple(rec["from"]), tuple(rec["to"])
        return [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=a, button=1),
                pygame.event.Event(pygame.MOUSEMOTION, pos=b, rel=(b[0] - a[0], b[1] - a[1]), buttons=(1, 0, 0)),
                pygame.event.Event(pygame.MOUSEBUTTONUP, pos=b, button=1)]
    if t == "wheel":
        return [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rec["y"], flipped=False, precise_x=0.0,
                                   precise_y=float(rec["y"]))]
    if t == "key":
        key = pygame.key.key_code(rec["key"])
        mod = pygame.KMOD_SHIFT if rec.get("mod") == "shift" else 0
        ev = [pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=rec["key"] if len(rec["key"]) == 1 else "",
                                 scancode=0)]
        if len(rec["key"]) == 1:
            ev.append(pygame.event.Event(pygame.TEXTINPUT, text=rec["key"]))
        return ev
    if t == "focus_lost":
        return [pygame.event.Event(pygame.WINDOWFOCUSLOST), pygame.event.Event(pygame.WINDOWFOCUSGAINED)]
    if t == "quit":
        return [pygame.event.Event(pygame.QUIT)]
    return []


def game_scene(app):
    from scenes.table.game_scene import GameScene
    return next((s for s in reversed(app.scenes.stack) if isinstance(s, GameScene)), None)


def is_curtain(scene) -> bool:
    return "curtain" in type(scene).__name__.lower()


def start_hotseat(app, rec):
    """A game with two humans at one screen, straight from the menu (as the setup screen would start it)."""
    from game import registry
    from scenes.table.game_scene import open_game_scene, seat_defaults
    info = registry.get(rec["game"])
    state = info.new_game(2, rec["seed"], info.resolve_options(info.default_options()))
    seats = seat_defaults(2)
    for s in seats:
        s.update(kind="human", level=None)
    open_game_scene(app, state, seats, replace=type(app.scenes.top).__name__ == "SetupScene")


class Watch:
    """What was drawn, what was pressed and when: the patterns' checks read this."""

    def __init__(self, app):
        self.app = app
        self.shown: dict[int, tuple[float, float]] = {}   # curtain id -> (app clock, wall clock) first drawn
        self.press: tuple[float, float] | None = None     # the last mouse press (app clock, wall clock)
        self.drawn_toasts: list[str] = []
        self.drawn_busy = False
        self.curtains = 0
        real_draw = app.draw

        def draw():
            real_draw()
            self.drawn_toasts = [t[0] for t in app.toasts.items]
            gs = game_scene(app)
            self.drawn_busy = bool(gs is not None and gs.animator.busy)
            for sc in app.scenes.visible():
                if is_curtain(sc) and id(sc) not in self.shown:
                    self.shown[id(sc)] = (app.now(), time.monotonic())
                    self.curtains += 1
        app.draw = draw

    def curtains_up(self):
        return [s for s in self.app.scenes.stack if is_curtain(s)]

    def step(self, dt, events):
        """App.step with the curtain check around it."""
        import pygame
        app = self.app
        before = {id(s): s for s in self.curtains_up()}
        for e in events:
            if e.type in (pygame.MOUSEBUTTONDOWN, pygame.FINGERDOWN):
                self.press = (app.now(), time.monotonic())
        app.step(dt, events)
        ups = [e for e in events if e.type in (pygame.MOUSEBUTTONUP, pygame.FINGERUP)]
        gone = [k for k in before if k not in {id(s) for s in self.curtains_up()}]
        gs = game_scene(app)
        if not gone or not ups or gs is None or gs not in app.scenes.stack:
            return   # no curtain opened by a click (a reset, a quit or a key took it away)
        shown = self.shown.get(gone[0])
        if shown is None:
            raise AssertionError("a curtain was dismissed by a click before it was ever drawn")
        if self.press is not None and self.press[0] < shown[0] and self.press[1] < shown[1]:
            raise AssertionError("a curtain was dismissed by a click pressed before it was drawn "
                                 f"({shown[0] - self.press[0]:.2f} s before)")
        app_age, wall_age = app.now() - shown[0], time.monotonic() - shown[1]
        if app_age < CURTAIN_GRACE and wall_age < CURTAIN_GRACE:
            raise AssertionError(f"a curtain was dismissed by a click {max(app_age, wall_age):.2f} s after it "
                                 f"was drawn (it must wait about half a second)")

    def check_still(self, seconds):
        """After a stretch with no input: the last frame drawn shows what the app holds."""
        app = self.app
        now_toasts = [t[0] for t in app.toasts.items]
        if self.drawn_toasts != now_toasts:
            raise AssertionError(f"after {seconds} s with no input the screen still shows {self.drawn_toasts} "
                                 f"while the app holds {now_toasts} (nothing woke the loop to draw)")
        gs = game_scene(app)
        if self.drawn_busy and gs is not None and not gs.animator.busy:
            raise AssertionError(f"after {seconds} s with no input the screen shows an unfinished animation")


def join_bot(app):
    bot_turn = getattr(app.scenes.top, "bot_turn", None)
    if bot_turn is not None:
        bot_turn.wait(5)


def turn_ended(before, app) -> bool:
    gs = game_scene(app)
    if gs is None or gs.match.game_id not in PRIVATE_GAMES or len(gs.humans()) < 2:
        return False
    return before is not None and before[0] is gs and before[1] != gs.match.current_player


def run(events: int, seed: int, out: Path, replay: list | None = None, quiet: bool = False,
        patterns: bool = True, tour: bool = True, touch: bool = False) -> dict:
    """The monkey in its own temporary data folder, removed when the run ends however it ends."""
    old_data_dir = os.environ.get("DIGSITE_DATA_DIR")
    folder = tempfile.mkdtemp(prefix="digsite-monkey-")
    os.environ["DIGSITE_DATA_DIR"] = folder
    try:
        return _run(events, seed, out, replay, quiet, patterns, tour, touch)
    finally:
        from ui import savegame
        savegame.flush()     # the autosave writer is done with the folder before it goes
        shutil.rmtree(folder, ignore_errors=True)
        if old_data_dir is None:
            os.environ.pop("DIGSITE_DATA_DIR", None)
        else:
            os.environ["DIGSITE_DATA_DIR"] = old_data_dir


def _run(events: int, seed: int, out: Path, replay: list | None, quiet: bool, patterns: bool, tour: bool,
         touch: bool = False) -> dict:
    import pygame
    from scenes.shell.app import App
    from scenes.shell.menu import MenuScene
    from scenes.shell.results import ResultsScene
    rng = random.Random(seed)
    tour_rng = random.Random(seed * 7919 + 1)
    app = App(headless=True, surface_size=(1280, 720))
    app.curtain_gate_s, app.handoff_hold_s = 0.5, 0.35   # the real gates, whatever a test set
    app.now = FakeClock()
    app.last_input = app.now()
    app.settings.bot_delay = 0.0
    app.settings.animation_speed = 4.0
    app.scenes.push(MenuScene(app))
    visited, finished, exceptions, violations, bursts, stills, longs = set(), 0, 0, 0, 0, 0, 0
    watch = Watch(app)
    log: list[dict] = []
    t0 = time.perf_counter()
    last_results = None
    pending_burst = None
    targets = tour_targets()
    toured: set[int] = set()    # results screens the tour opened (their games were not played here)

    def note_top():
        top = app.scenes.top
        visited.add(scene_label(top))
    for n in range(events if replay is None else len(replay)):
        if stopping.requested() is not None:
            break            # SIGTERM or Ctrl+C: report what was done so far
        if replay is not None:
            rec = replay[n]
        elif pending_burst is not None:
            rec, pending_burst = pending_burst, None
        else:
            rec = make_input(rng, app, patterns, [t for t in targets if not reached(t, visited)] if tour else None,
                             tour_rng)
            if touch:
                rec = by_finger(rec, rng, app.size)
        log.append(rec)
        gs = game_scene(app)
        seat_before = (gs, gs.match.current_player) if gs is not None else None
        try:
            if rec["t"] == "hotseat":
                start_hotseat(app, rec)
            if rec["t"] == "visit":
                visit(app, rec)
                note_top()
                toured.update(id(s) for s in app.scenes.stack if isinstance(s, ResultsScene))
            if rec["t"] == "burst":
                bursts += 1
                pos = tuple(rec["pos"])
                for _unused in range(rec["n"]):   # press and release each in its own frame, 40 ms apart
                    for kind in ((pygame.FINGERDOWN, pygame.FINGERUP) if rec.get("touch") else
                                 (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)):
                        app.now.t += rec["gap"] / 2
                        watch.step(rec["gap"] / 2, finger_events(kind, pos, app.size) if rec.get("touch") else
                                   [pygame.event.Event(kind, pos=pos, button=1)])
                        app.draw()
            if rec["t"] == "long":
                longs += 1
                watch.step(1 / 30, finger_events(pygame.FINGERDOWN, rec["pos"], rec["size"]))
                for _unused in range(20):           # held for 0.67 s: a look, never a click
                    app.now.t += 1 / 30
                    watch.step(1 / 30, [])
                watch.step(1 / 30, finger_events(pygame.FINGERUP, rec["pos"], rec["size"]))
            if rec["t"] == "still":
                stills += 1
                for _unused in range(int(rec["seconds"] * 10)):   # only the clock moves; App.step decides to draw
                    app.now.t += 0.1
                    join_bot(app)
                    app.step(0.1, [])
                watch.check_still(rec["seconds"])
            if rec["t"] == "resize":
                app.set_window_size(*rec["size"])
            if rec["t"] == "legal":
                top = app.scenes.top
                if getattr(top, "human_to_act", False):
                    legal = top.match.legal_actions()
                    top.try_action(legal[rec["i"] % len(legal)])
            if rec["t"] == "idle":
                app.now.t += rec["seconds"]
            elif rec["t"] not in ("burst", "still"):
                app.now.t += 0.5
            watch.step(1 / 30, to_events(rec))
            if not app.running:  # a quit request: start again, as a player would
                app.running = True
                app.scenes.reset(MenuScene(app))
            if replay is None and patterns and turn_ended(seat_before, app) and rng.random() < 0.8:
                # a turn just ended in a hot-seat game: the impatient player's burst comes at once
                w, h = app.size
                pending_burst = {"t": "burst", "pos": (rng.randrange(w), rng.randrange(h)), "n": BURST_CLICKS,
                                 "gap": BURST_GAP, "touch": touch}
            for _unused in range(0 if pending_burst or (replay and n + 1 < len(replay) and
                                                   replay[n + 1]["t"] == "burst") else 2):
                join_bot(app)
                watch.step(1 / 30, [])
            app.draw()
            note_top()
            if app.touch.finger is not None:    # every gesture lifts its fingers before it ends
                raise AssertionError("a finger held after every finger was lifted: touch would stay locked")
            top = app.scenes.top
            if isinstance(top, ResultsScene) and top is not last_results and id(top) not in toured:
                finished += 1
                last_results = top
            if app.problems:
                raise RuntimeError("the app logged a problem: " + app.problems[-1][:300])
        except Exception as exc:
            if isinstance(exc, AssertionError) and str(exc).startswith(("a curtain", "after ", "a finger")):
                violations += 1
            else:
                exceptions += 1
            out.mkdir(parents=True, exist_ok=True)
            path = out / f"monkey-failure-{seed}-{n}.json"
            path.write_text(json.dumps({"seed": seed, "events": log, "traceback": traceback.format_exc()}))
            if not quiet:
                print(f"exception at event {n} (saved to {path}):\n{traceback.format_exc()}", file=sys.stderr)
            app.problems.clear()
            app.scenes.reset(MenuScene(app))
    pygame.quit()
    return {"events": len(log), "scenes_visited": sorted(visited), "games_finished": finished,
            "exceptions": exceptions, "violations": violations, "curtains": watch.curtains, "bursts": bursts,
            "stills": stills, "long_presses": longs, "seconds": round(time.perf_counter() - t0, 1), "stopped_by": stopping.name() or None,
            "scenes_missed": [t for t in targets if not reached(t, visited)]}


def main(argv=None):
    ap = argparse.ArgumentParser(prog="python -m tools.monkey")
    ap.add_argument("--events", type=int, default=2000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--out", default="out/monkey")
    ap.add_argument("--replay", default=None, help="a monkey-failure-*.json file to play back")
    ap.add_argument("--quiet", action="store_true")
    ap.add_argument("--patterns", choices=("all", "none"), default="all",
                    help="the spam-at-the-curtain and no-mouse-movement patterns (default: all)")
    ap.add_argument("--pointer", choices=("mouse", "touch"), default="mouse",
                    help="touch: every click, hover and drag made by fingers (taps, long presses, a second "
                         "finger, slides), with SDL's mouse copies of them now and then")
    ap.add_argument("--tour", choices=("on", "off"), default="on",
                    help="now and then go to a scene not seen yet, until every one was (default: on)")
    args = ap.parse_args(argv)
    stopping.install()   # SIGTERM (e.g. from `timeout`) ends the run at the next event, with its report
    replay = None
    seed = args.seed
    if args.replay:
        data = json.loads(Path(args.replay).read_text())
        replay, seed = data["events"], data["seed"]
    result = run(args.events, seed, Path(args.out), replay, args.quiet, patterns=args.patterns == "all",
                 tour=args.tour == "on", touch=args.pointer == "touch")
    print(json.dumps(result))
    return 1 if result["exceptions"] or result["violations"] else 0


if __name__ == "__main__":
    sys.exit(main())
