"""Do two checkouts draw the same pixels? An A/B check for changes to drawing that should change
nothing on screen (a still picture kept in parts, a cache, a faster path).

    python -m tools.samepixels OTHER_CHECKOUT      # e.g. a `git worktree add /tmp/before HEAD~3`

Each checkout renders, in a process of its own with the clock frozen, the menu with the pointer on
each card, and a few fixed positions of every game (random legal moves from a fixed seed, every
seat human, animations skipped) with the pointer at two places, one move of each of two of those
positions caught at four moments of its animation (the animator stepped by fixed times), each game's
demo table and its tutorial's first step, at three window sizes (`--games` renders only some games). Frames that
differ are listed with the box around the differing pixels, and both pictures are saved under
`--out` (default /tmp/samepixels). Exit status 1 when any frame differs. The last line is JSON.
"""
from __future__ import annotations

import os as _os
_os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import argparse
import json
import os
import pickle
import subprocess
import sys
import tempfile
from pathlib import Path

SIZES = [(1280, 720), (1000, 1000), (2560, 1440)]
GAMES = ["faras", "thebes", "artifakes", "scarabya"]
STEPS = [0, 7, 40, 120]


ANIMATED = (0, 7)                   # the positions whose next move is also caught mid-animation
MOMENTS = (0.1, 0.25, 0.5, 0.9)     # seconds of animator time from the move


def render(root: str, out: str, games=GAMES) -> None:
    """Draw every frame with the code under `root` and pickle {name: RGB bytes} to `out`."""
    sys.path.insert(0, root)
    os.chdir(root)
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    os.environ["DIGSITE_DATA_DIR"] = tempfile.mkdtemp(prefix="samepixels-")
    import random
    import time

    import pygame
    time.monotonic = lambda: 1000.0            # pulses, dots and hint timers stand still
    pygame.time.get_ticks = lambda: 1000000
    from game import registry
    from scenes.shell.app import App
    from scenes.shell.menu import MenuScene
    from scenes.table.game_scene import open_game_scene
    from scenes.shell import attract
    from scenes.table import tutorial
    import types

    frames = {}

    def frame(app, n=2):
        for _unused in range(n):
            top = app.scenes.top
            if getattr(top, "animator", None) is not None:
                top.animator.skip_all()
            app.dirty = True
            app.step(1 / 60, [])
            app.draw()
        return pygame.image.tobytes(app.screen, "RGB")

    def live(app, dt):
        """The frame after `dt` seconds of animator time, nothing skipped."""
        app.dirty = True
        app.step(dt, [])
        app.draw()
        return pygame.image.tobytes(app.screen, "RGB")

    def point(scene, pos):
        scene.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))

    for size in SIZES:
        tag = f"{size[0]}x{size[1]}"
        app = App(headless=True, surface_size=size)
        app.settings.bot_delay = 0.0
        app.settings.handoff_curtain = False
        app.scenes.push(MenuScene(app))
        menu = app.scenes.top
        frame(app, 12)                       # what the menu makes ahead is made
        for i, card in enumerate(menu.cards):
            point(menu, card.center)
            frames[f"{tag} menu, pointer on card {i}"] = frame(app)
        point(menu, (3, size[1] - 3))
        frames[f"{tag} menu at rest"] = frame(app)
        for gid in games:
            info = registry.get(gid)
            for steps in STEPS:
                state = info.new_game(2, 4, info.default_options())
                rng = random.Random(steps)
                for _unused in range(steps):
                    if state.is_over:
                        break
                    state.apply(rng.choice(state.legal_actions()))
                seats = [{"name": n, "colour": i, "kind": "human", "level": None} for i, n in enumerate(["Anna", "Ben"])]
                app.scenes.stack.clear()
                scene = open_game_scene(app, state, seats)
                scene.viewer = scene.cleared_seat = state.current_player
                frame(app, 3)
                for where, pos in (("middle", (size[0] // 2, size[1] // 2)), ("upper left", (size[0] // 4, size[1] // 3))):
                    point(scene, pos)
                    frames[f"{tag} {gid} after {steps} moves, pointer {where}"] = frame(app)
                if steps in ANIMATED and not state.is_over:
                    scene.try_action(rng.choice(scene.match.legal_actions()))
                    at = 0.0
                    for moment in MOMENTS:
                        frames[f"{tag} {gid} after {steps} moves, the next move at {moment} s"] = live(app, moment - at)
                        at = moment
            # the demo (its banner over the table, after the preparation it skips) and a tutorial's
            # first step (its note and outlines); the computers are held so no move lands mid-frame
            attract.random = types.SimpleNamespace(SystemRandom=lambda: random.Random(4))
            attract.start_attract(app, [g.id for g in registry.all_games()].index(gid))
            demo = app.scenes.top
            demo.bots = {}
            frames[f"{tag} {gid} demo"] = frame(app, 3)
            app.scenes.stack.clear()
            lesson = tutorial.start_tutorial(app, gid)
            if lesson is not None:
                frame(app, 3)
                point(lesson, (size[0] // 2, size[1] // 2))
                frames[f"{tag} {gid} tutorial, first step"] = frame(app)
    with open(out, "wb") as f:
        pickle.dump(frames, f)


def _run(root: Path, out: Path, games) -> dict:
    cmd = [sys.executable, str(Path(__file__).resolve()), "--render", str(root), str(out), ",".join(games)]
    env = dict(os.environ, PYTHONPATH=str(root), PYGAME_HIDE_SUPPORT_PROMPT="1")
    got = subprocess.run(cmd, cwd=root, env=env, capture_output=True, text=True)
    if got.returncode != 0:
        raise SystemExit(f"rendering with {root} failed:\n{got.stderr[-3000:]}")
    with open(out, "rb") as f:
        return pickle.load(f)


def _difference(a, b, size):
    """(pixels that differ, their box, both pictures) of two frames' RGB bytes."""
    import pygame
    from scenes.table.still import difference
    sa, sb = pygame.image.frombytes(a, size, "RGB"), pygame.image.frombytes(b, size, "RGB")
    return (*difference(sa, sb), sa, sb)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m tools.samepixels", description=__doc__.split("\n\n")[0])
    ap.add_argument("other", nargs="?", help="the other checkout (its root folder)")
    ap.add_argument("--out", default=os.path.join(tempfile.gettempdir(), "samepixels"))
    ap.add_argument("--games", default=",".join(GAMES), help="the games to render, comma-separated")
    ap.add_argument("--render", nargs=3, metavar=("ROOT", "FILE", "GAMES"), help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    if args.render:
        root, file, games = args.render
        render(root, file, games.split(","))
        return 0
    if not args.other:
        ap.error("name the other checkout")
    here = Path(__file__).resolve().parent.parent
    other = Path(args.other).resolve()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    games = [g for g in args.games.split(",") if g]
    unknown = set(games) - set(GAMES)
    if unknown:
        ap.error(f"unknown games: {', '.join(sorted(unknown))}")
    mine = _run(here, out / "here.pickle", games)
    theirs = _run(other, out / "other.pickle", games)
    import pygame
    differ = []
    for name, pixels in mine.items():
        if name not in theirs:
            continue
        if pixels != theirs[name]:
            w, h = (int(x) for x in name.split(" ")[0].split("x"))
            count, box, sa, sb = _difference(pixels, theirs[name], (w, h))
            stem = "".join(c if c.isalnum() else "_" for c in name)
            pygame.image.save(sa, str(out / f"{stem}-here.png"))
            pygame.image.save(sb, str(out / f"{stem}-other.png"))
            differ.append({"frame": name, "pixels": count, "box": list(box)})
            print(f"differs: {name}: {count} pixels in {tuple(box)}")
    print(f"{len(mine)} frames compared, {len(differ)} differ" + (f" (pictures in {out})" if differ else ""))
    print(json.dumps({"frames": len(mine), "differ": differ}))
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
