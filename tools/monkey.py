"""Monkey test: random but plausible input through the real app, headless, looking for exceptions.

    python -m tools.monkey --events N --seed S [--out DIR] [--replay FILE]

Clicks are biased toward things that can be clicked; there are drags, wheel turns, keys (Esc, F11,
Enter, Space, arrows, letters), window resizes, focus loss, quit requests and idle spells (a fake
clock, so attract mode and kiosk prompts happen), and now and then a legal move sent through the
scene as a player who knows the game would make it, so games reach their end. The last line printed is JSON:
{"events", "scenes_visited", "games_finished", "exceptions", "seconds"}. Any failure saves the seed
and the input log to OUT/monkey-failure-SEED-N.json; --replay plays such a file back exactly.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import sys
import tempfile
import time
import traceback
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

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


def make_input(rng, app):
    """One random input as a JSON-able record."""
    w, h = app.size
    top = app.scenes.top
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


def to_events(rec):
    import pygame
    t = rec["t"]
    if t == "click":
        pos, b = tuple(rec["pos"]), rec["button"]
        return [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=b),
                pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=b)]
    if t == "tap":
        pos = tuple(rec["pos"])
        fx, fy = pos[0] / max(1, rec["size"][0]), pos[1] / max(1, rec["size"][1])
        finger = dict(touch_id=1, finger_id=0, x=fx, y=fy, dx=0.0, dy=0.0, pressure=1.0)
        return [pygame.event.Event(pygame.FINGERDOWN, **finger),
                pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1, touch=True),
                pygame.event.Event(pygame.FINGERUP, **finger),
                pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1, touch=True)]
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


def run(events: int, seed: int, out: Path, replay: list | None = None, quiet: bool = False) -> dict:
    os.environ["DIGSITE_DATA_DIR"] = tempfile.mkdtemp(prefix="digsite-monkey-")
    import pygame
    from scenes.app import App
    from scenes.menu import MenuScene
    from scenes.results import ResultsScene
    rng = random.Random(seed)
    app = App(headless=True, surface_size=(1280, 720))
    app.now = FakeClock()
    app.last_input = app.now()
    app.settings.bot_delay = 0.0
    app.settings.animation_speed = 4.0
    app.scenes.push(MenuScene(app))
    visited, finished, exceptions = set(), 0, 0
    log: list[dict] = []
    t0 = time.perf_counter()
    last_results = None
    for n in range(events if replay is None else len(replay)):
        rec = make_input(rng, app) if replay is None else replay[n]
        log.append(rec)
        try:
            if rec["t"] == "resize":
                app.set_window_size(*rec["size"])
            if rec["t"] == "legal":
                top = app.scenes.top
                if getattr(top, "human_to_act", False):
                    legal = top.state.legal_actions()
                    top.try_action(legal[rec["i"] % len(legal)])
            if rec["t"] == "idle":
                app.now.t += rec["seconds"]
            else:
                app.now.t += 0.5
            app.step(1 / 30, to_events(rec))
            if not app.running:  # a quit request: start again, as a player would
                app.running = True
                app.scenes.reset(MenuScene(app))
            for _ in range(2):
                top = app.scenes.top
                bot_turn = getattr(top, "bot_turn", None)
                if bot_turn is not None:
                    bot_turn.thread.join(5)
                app.step(1 / 30, [])
            app.draw()
            top = app.scenes.top
            visited.add(type(top).__name__ + (f":{top.info.id}" if hasattr(top, "info") and hasattr(top, "state") else ""))
            if isinstance(top, ResultsScene) and top is not last_results:
                finished += 1
                last_results = top
            if app.problems:
                raise RuntimeError("the app logged a problem: " + app.problems[-1][:300])
        except Exception:
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
            "exceptions": exceptions, "seconds": round(time.perf_counter() - t0, 1)}


def main(argv=None):
    ap = argparse.ArgumentParser(prog="python -m tools.monkey")
    ap.add_argument("--events", type=int, default=2000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--out", default="out/monkey")
    ap.add_argument("--replay", default=None, help="a monkey-failure-*.json file to play back")
    ap.add_argument("--quiet", action="store_true")
    args = ap.parse_args(argv)
    replay = None
    seed = args.seed
    if args.replay:
        data = json.loads(Path(args.replay).read_text())
        replay, seed = data["events"], data["seed"]
    result = run(args.events, seed, Path(args.out), replay, args.quiet)
    print(json.dumps(result))
    return 1 if result["exceptions"] else 0


if __name__ == "__main__":
    sys.exit(main())
