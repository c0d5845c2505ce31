"""Performance figures, measured the way the app runs (headless, dummy drivers).

    python -m tools.bench [--quick] [--sizes 1920x1080,3840x2160]

Prints a readable table, then, as its last line, one JSON object with frame_ms, baseline_frame_ms,
idle_cpu_percent, startup_s, baseline_startup_s, cold_startup_s, rss_mb_by_size, baseline_rss_mb,
bot_ms, thinking_frame_ms, expert_iterations_per_s, playouts_per_s and rss_mb (see README).
"""
from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("DIGSITE_DATA_DIR", tempfile.mkdtemp(prefix="digsite-bench-"))

ROOT = Path(__file__).resolve().parent.parent
BASELINE_SPRITES = 200


def pct(values, p):
    if not values:
        return None
    values = sorted(values)
    k = min(len(values) - 1, max(0, int(round(p / 100 * (len(values) - 1)))))
    return values[k]


def summary(values):
    return {"median": round(statistics.median(values), 3), "p99": round(pct(values, 99), 3)} if values else None


# ---- frames ---------------------------------------------------------------------------------
def make_app(size):
    import pygame
    from scenes.shell.app import App
    from ui import dirty
    app = App(headless=True, surface_size=size)
    # draw and present as the app does: on the off-screen picture, presenting only what changed
    # (DIGSITE_DIRTY=off: on the display surface itself, presenting it whole)
    app.window = pygame.display.set_mode(size)
    app.screen = dirty.DirtyScreen(size, app.window) if dirty.ON else app.window
    app.headless = False
    app.settings.bot_delay = 0.0
    return app


def time_frames(app, frames, between=None):
    import pygame
    out = []
    for _unused in range(frames):
        if between:
            between()
        app.dirty = True   # exactly one draw per frame: the step's own (it flips, as the app does)
        t0 = time.perf_counter()
        app.step(1 / 60, [])
        out.append((time.perf_counter() - t0) * 1000)
    return out


def bench_frames(sizes, frames, only_game=None):
    import pygame
    from game import registry
    from scenes.table.game_scene import open_game_scene, seat_defaults
    from scenes.shell.menu import MenuScene
    result = {}
    for size in sizes:
        key = f"{size[0]}x{size[1]}"
        app = make_app(size)
        app.scenes.push(MenuScene(app))
        time_frames(app, 5)
        quiet = time_frames(app, frames, between=lambda: setattr(app, "dirty", True))
        # busy: hovering over the cards makes the menu redraw every frame
        xs = [r.center for r in app.scenes.top.cards] or [(10, 10)]
        i = [0]

        def hover():
            i[0] += 1
            pos = xs[i[0] % len(xs)]
            app.scenes.top.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
            app.dirty = True
        busy = time_frames(app, frames, between=hover)
        result.setdefault("menu", {})[key] = {"quiet": summary(quiet), "busy": summary(busy)}
        for info in registry.all_games():
            if only_game and info.id != only_game:
                continue
            n = 2 if 2 in info.allowed_players(info.default_options()) else info.allowed_players(info.default_options())[0]
            seats = seat_defaults(n)
            state = info.new_game(n, 5, info.default_options())
            app.scenes.reset(MenuScene(app))
            scene = open_game_scene(app, state, seats)
            time_frames(app, 5)
            # busy: bots move as soon as the last animation ends, so something always moves
            busy = []
            t_end = time.perf_counter() + 30
            while len(busy) < frames and not state.is_over and time.perf_counter() < t_end:
                if scene.bot_turn is not None:
                    scene.bot_turn.wait(2)
                busy += time_frames(app, 1)
                if app.scenes.top is not scene:
                    break
            # quiet: the same position, nothing moving, redrawn every frame
            scene.animator.skip_all()
            for s in scene.seats:
                s["kind"] = "human"
            scene.bots = {}
            scene.bot_turn = None
            scene.viewer = scene.cleared_seat = state.current_player   # no curtain in the way
            app.settings.handoff_curtain = False
            quiet = time_frames(app, frames, between=lambda: setattr(app, "dirty", True)) if app.scenes.top is scene else []
            result.setdefault(info.id, {})[key] = {"quiet": summary(quiet), "busy": summary(busy)}
        # the bare baseline: fill, blit sprites, flip
        screen = pygame.display.set_mode(size)
        sprite = pygame.Surface((64, 64), pygame.SRCALPHA)
        pygame.draw.circle(sprite, (200, 120, 60, 255), (32, 32), 30)
        sprite = sprite.convert_alpha()
        rng = random.Random(1)
        pos = [(rng.randrange(size[0] - 64), rng.randrange(size[1] - 64)) for _unused in range(BASELINE_SPRITES)]
        base = []
        for _unused in range(frames):
            t0 = time.perf_counter()
            screen.fill((230, 210, 170))
            for p in pos:
                screen.blit(sprite, p)
            pygame.display.flip()
            base.append((time.perf_counter() - t0) * 1000)
        result.setdefault("_baseline", {})[key] = summary(base)
    return result


def bench_first_frames(size, frames, only_game=None):
    """The first frames of a table, from its opening: scene -> {"first": the opening frame's ms,
    "worst": the slowest frame after it, "worst_at": its number, "median"}. Two computers play at
    once, art rendered for the first time in this process (as at a first game of a run): the frames
    that used to pay for a whole picture (Scarabya bringing up the next site, Faras' set-up tray)."""
    from game import registry
    from scenes.table.game_scene import open_game_scene, seat_defaults
    from scenes.shell.menu import MenuScene
    out = {}
    for info in registry.all_games():
        if only_game and info.id != only_game:
            continue
        app = make_app(size)
        seats = seat_defaults(2)
        for s in seats:
            s["kind"], s["level"] = "bot", "normal"
        app.scenes.push(MenuScene(app))
        scene = open_game_scene(app, info.new_game(2, 5, info.default_options()), seats)
        times = []
        for _unused in range(frames):
            if scene.bot_turn is not None:
                scene.bot_turn.wait(2)
            times += time_frames(app, 1)
            if app.scenes.top is not scene:
                break
        rest = times[1:] or [0.0]
        worst = max(range(len(rest)), key=rest.__getitem__)
        out[info.id] = {"first": round(times[0], 1), "worst": round(rest[worst], 1), "worst_at": worst + 1,
                        "median": round(statistics.median(rest), 2)}
        from ui import assets
        assets.clear()          # the next game renders its art for the first time too
    return out


# ---- idle CPU -------------------------------------------------------------------------------
IDLE_SCRIPT = r"""
import os, sys, time, threading
sys.path.insert(0, {root!r})
os.environ["DIGSITE_DATA_DIR"] = {data!r}
import pygame
from scenes.shell.app import App
from scenes.shell.menu import MenuScene
app = App(size=(1280, 720), fullscreen=False)
app.settings.attract_after_s = 0
app.scenes.push(MenuScene(app))
which = {which!r}
if which != "menu":
    from game import registry
    from scenes.table.game_scene import open_game_scene
    info = registry.get(which)
    state = info.new_game(2, 3, info.default_options())
    seats = [{{"name": n, "colour": i, "kind": "human", "level": None}} for i, n in enumerate(["Anna", "Ben"])]
    open_game_scene(app, state, seats)
for _ in range(30):  # settle
    app.step(1 / 60, pygame.event.get()); app.draw()
# idle means still: let the opening animations end (Artifakes' deal runs for about two seconds) and
# the art-cache files of a first start be written, then measure
from ui import assets
for _ in range(900):
    if not app.busy() and not assets.has_pending():
        break
    app.step(1 / 60, pygame.event.get()); app.draw()
    assets.flush_pending(1)
pygame.time.set_timer(pygame.QUIT, int({seconds} * 1000), 1)
c0, t0 = time.process_time(), time.monotonic()
app.run()
print((time.process_time() - c0) / (time.monotonic() - t0) * 100)
"""


def bench_idle(which, seconds):
    code = IDLE_SCRIPT.format(root=str(ROOT), data=os.environ["DIGSITE_DATA_DIR"], which=which, seconds=seconds)
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=seconds + 60)
    try:
        return round(float(out.stdout.strip().splitlines()[-1]), 2)
    except (ValueError, IndexError):
        return None


# ---- start-up -------------------------------------------------------------------------------
BASELINE_STARTUP = r"""
import os, time
import pygame
pygame.init()
s = pygame.display.set_mode((1280, 720))
s.fill((200, 180, 140))
pygame.display.flip()
print(f"first-frame {time.time():.4f}", flush=True)
os._exit(0)
"""


def time_to_first_frame(cmd, env, cwd=None) -> float:
    """Seconds from spawning `cmd` to the moment it reports its first frame on screen."""
    t0 = time.time()
    out = subprocess.run(cmd, env=env, cwd=cwd, capture_output=True, text=True, timeout=60)
    for line in out.stdout.splitlines():
        if line.startswith("first-frame "):
            return float(line.split()[1]) - t0
    raise RuntimeError(f"{cmd[0]} did not report a first frame: {out.stderr[-500:]}")


def bench_startup(runs):
    """(warm, minimal app, cold) seconds to the first frame, medians: warm starts reuse one data
    folder (its art cache filled by a first run), each cold start gets an empty one."""
    # the app's modules compiled, as `make run` and the packaged build have them (where
    # PYTHONDONTWRITEBYTECODE is set, each start would compile them again: about 40 ms)
    subprocess.run([sys.executable, "-m", "compileall", "-q", "main.py", "game", "scenes", "ui"], cwd=ROOT,
                   capture_output=True, timeout=300)
    warm_dir = tempfile.mkdtemp(prefix="digsite-warm-")
    env = dict(os.environ, DIGSITE_FIRST_FRAME_EXIT="1", DIGSITE_DATA_DIR=warm_dir)
    time_to_first_frame([sys.executable, str(ROOT / "main.py")], env, ROOT)    # fills the cache
    app_t, base_t, cold_t = [], [], []
    for _unused in range(runs):
        app_t.append(time_to_first_frame([sys.executable, str(ROOT / "main.py")], env, ROOT))
        base_t.append(time_to_first_frame([sys.executable, "-c", BASELINE_STARTUP], env))
        cold_env = dict(env, DIGSITE_DATA_DIR=tempfile.mkdtemp(prefix="digsite-cold-"))
        cold_t.append(time_to_first_frame([sys.executable, str(ROOT / "main.py")], cold_env, ROOT))
    return (round(statistics.median(app_t), 3), round(statistics.median(base_t), 3),
            round(statistics.median(cold_t), 3))


# ---- memory: a fresh process per figure -------------------------------------------------------
# The peak is read from /proc/self/status (VmHWM, this process's own memory since exec): Linux's
# ru_maxrss of a child starts at the parent's size when it was forked, so once the bench itself had
# grown (its frame runs hold every scene's pictures) every figure read the bench's own 690 MB.
PEAK_KB = """
def _peak_kb():
    import resource
    try:
        for line in open("/proc/self/status"):
            if line.startswith("VmHWM:"):
                return int(line.split()[1])
    except OSError:
        pass
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
"""
RSS_SMOKE = PEAK_KB + """
import os, sys
sys.path.insert(0, {root!r})
import main
import pygame
from scenes.shell.app import App
from ui import botprocess, dirty
# drawn and presented as in a window: the off-screen picture beside the display's own
plain_init = App.__init__
def windowed_init(self, *args, **kwargs):
    plain_init(self, *args, **kwargs)
    if dirty.ON:
        self.window = pygame.display.set_mode(self.screen.get_size())
        self.screen = dirty.DirtyScreen(self.screen.get_size(), self.window)
        self.headless = False
App.__init__ = windowed_init
# the search's own process counts too: its peak, read before it is stopped
worker_kb = [0]
plain_stop = botprocess.stop
def stop():
    pid = botprocess.pid()
    if pid:
        for line in open(f"/proc/{{pid}}/status"):
            if line.startswith("VmHWM:"):
                worker_kb[0] = int(line.split()[1])
    plain_stop()
botprocess.stop = stop
code = main.smoke_test(size=({w}, {h}))
print("peak-rss-kb", _peak_kb() + worker_kb[0], code)
print("worker-kb", worker_kb[0])
"""
RSS_BASELINE = PEAK_KB + """
import pygame
pygame.init()
s = pygame.display.set_mode((1920, 1080))
s.fill((200, 180, 140))
pygame.display.flip()
print("peak-rss-kb", _peak_kb(), 0)
"""


def _peak_rss_mb(code: str) -> float:
    env = dict(os.environ, DIGSITE_DATA_DIR=tempfile.mkdtemp(prefix="digsite-rss-"))
    out = subprocess.run([sys.executable, "-c", code], env=env, cwd=ROOT, capture_output=True, text=True, timeout=900)
    for line in out.stdout.splitlines():
        if line.startswith("peak-rss-kb "):
            return round(int(line.split()[1]) / 1024, 1)
    raise RuntimeError(f"no memory figure: {out.stderr[-500:]}")


def bench_rss(sizes) -> tuple[dict, float]:
    """Peak resident set of a fresh process playing one bots-only game of each game through the
    real scenes (main.smoke_test, drawing as in a window) at each size, with the peak of the search's
    own process added (the smoke test has an expert decide there), and of a minimal pygame-ce window
    at 1920x1080."""
    by_size = {f"{w}x{h}": _peak_rss_mb(RSS_SMOKE.format(root=str(ROOT), w=w, h=h)) for w, h in sizes}
    return by_size, _peak_rss_mb(RSS_BASELINE)


def bench_thinking(size, frames, only_game=None):
    """Frame times while a computer at the expert level thinks (its search runs in the worker
    thread beside the frames): scene -> {"median", "p99", "frames"} at `size`. Two experts play
    each other with no pause, every frame is drawn, and only frames that start while a decision
    is under way count."""
    from game import registry
    from scenes.table.game_scene import open_game_scene, seat_defaults
    from scenes.shell.menu import MenuScene
    out = {}
    app = make_app(size)
    for info in registry.all_games():
        if "expert" not in info.bot_levels or (only_game and info.id != only_game):
            continue
        n = 2 if 2 in info.allowed_players(info.default_options()) else info.allowed_players(info.default_options())[0]
        seats = seat_defaults(n)
        for s in seats:
            s["kind"], s["level"] = "bot", "expert"
        app.scenes.reset(MenuScene(app))
        scene = open_game_scene(app, info.new_game(n, 7, info.default_options()), seats)
        times = []
        t_end = time.perf_counter() + 60
        while len(times) < frames and not scene.match.is_over and time.perf_counter() < t_end:
            thinking = scene.bot_turn is not None and scene.bot_turn.thinking
            app.dirty = True
            t0 = time.perf_counter()
            app.step(1 / 60, [])
            if thinking:
                times.append((time.perf_counter() - t0) * 1000)
            if app.scenes.top is not scene:
                break
            time.sleep(max(0.0, 1 / 60 - (time.perf_counter() - t0)))   # a 60 Hz loop, as the app's
        out[info.id] = dict(summary(times) or {"median": None, "p99": None}, frames=len(times))
    return out


def bench_expert_rate(size, seconds):
    """The expert's search speed while the table animates: {game: {"thread": n, "process": n}}, the
    iterations per second of its searches (summed iterations over summed search time) when it thinks
    in a thread of the window's process and in its own process, measured one after the other in the
    same run. Two experts play each other with no pause, every frame drawn at 60 Hz."""
    from game import registry
    from scenes.table.game_scene import open_game_scene, seat_defaults
    from scenes.shell.menu import MenuScene
    from ui import botprocess
    out = {}
    app = make_app(size)
    for info in registry.all_games():
        if "expert" not in info.bot_levels:
            continue
        n = 2 if 2 in info.allowed_players(info.default_options()) else info.allowed_players(info.default_options())[0]
        for mode in ("thread", "process"):
            botprocess.enabled = mode == "process"
            if mode == "process":
                worker = botprocess.worker()
                while worker is not None and not worker.ready and worker.alive():
                    worker.poll()
                    time.sleep(0.01)
            seats = seat_defaults(n)
            for s in seats:
                s["kind"], s["level"] = "bot", "expert"
            app.scenes.reset(MenuScene(app))
            scene = open_game_scene(app, info.new_game(n, 7, info.default_options()), seats)
            seen = {seat: getattr(bot, "last", None) for seat, bot in scene.match.bots.items()}
            iterations, spent = 0, 0.0
            t_end = time.perf_counter() + seconds
            while time.perf_counter() < t_end and not scene.match.is_over and app.scenes.top is scene:
                app.dirty = True
                t0 = time.perf_counter()
                app.step(1 / 60, [])
                for seat, bot in scene.match.bots.items():
                    last = getattr(bot, "last", None)
                    if searched(seen[seat], last):
                        iterations += last.iterations
                        spent += last.seconds
                    seen[seat] = last
                time.sleep(max(0.0, 1 / 60 - (time.perf_counter() - t0)))
            out.setdefault(info.id, {})[mode] = round(iterations / spent) if spent else None
    botprocess.enabled = True
    return out


# ---- rules and bots -------------------------------------------------------------------------
def bench_bots(games_per_level):
    from game import registry
    from game.match import Match
    out = {}
    for info in registry.all_games():
        n = 2 if 2 in info.allowed_players(info.default_options()) else info.allowed_players(info.default_options())[0]
        for level in info.bot_levels:
            times = []
            expert = level == "expert"
            # the expert thinks up to its time budget a move: a dozen decisions of one game tell its
            # p50/p95; only those it searched count (a Faras layout or a forced move is not thinking)
            for g in range(1 if expert else games_per_level):
                match = Match.new(info.id, n, 100 + g, info.default_options(),
                                  [{"kind": "bot", "level": level}] * n, bot_seed=g * 10)
                while not match.is_over and not (expert and len(times) >= 12):
                    bot = match.bots[match.state.current_player]
                    before = getattr(bot, "last", None)     # a search leaves a new result there
                    t0 = time.perf_counter()        # the decision, its view and legal moves
                    action = match.bot_choice()
                    if not expert or searched(before, getattr(bot, "last", None)):
                        times.append((time.perf_counter() - t0) * 1000)
                    match.apply(action)
            out.setdefault(info.id, {})[level] = {"p50": round(pct(times, 50), 3), "p95": round(pct(times, 95), 3)}
    return out


def searched(before, after) -> bool:
    """Whether a decision was a search: the expert left a new result with at least one iteration
    (Faras clears its result and Scarabya leaves a 0-iteration one when a single candidate is left:
    neither thought)."""
    return after is not None and after is not before and getattr(after, "iterations", 0) > 0


def bench_playouts(seconds_each):
    from game import registry
    out = {}
    for info in registry.all_games():
        n = 2 if 2 in info.allowed_players(info.default_options()) else info.allowed_players(info.default_options())[0]
        rng = random.Random(1)
        games, t0 = 0, time.perf_counter()
        while time.perf_counter() - t0 < seconds_each:
            state = info.new_game(n, games, info.default_options())
            while not state.is_over:
                legal = state.legal_actions()
                if info.playout_weight:
                    state.apply(rng.choices(legal, weights=[info.playout_weight(a) for a in legal])[0])
                else:
                    state.apply(rng.choice(legal))
            games += 1
        out[info.id] = round(games / (time.perf_counter() - t0), 2)
    return out


def rss_mb():
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return round(int(line.split()[1]) / 1024, 1)
    except OSError:
        pass
    import resource
    return round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1)


# ---- the packaged app ------------------------------------------------------------------------
MINIMAL_APP = """
import os, time, pygame
pygame.init()
s = pygame.display.set_mode((1280, 720))
s.fill((200, 180, 140))
pygame.display.flip()
if os.environ.get("DIGSITE_FIRST_FRAME_EXIT"):
    print(f"first-frame {time.time():.4f}", flush=True)
    os._exit(0)
while pygame.event.wait().type != pygame.QUIT:
    pass
"""


def folder_mb(path: Path) -> float:
    return round(sum(p.stat().st_size for p in path.rglob("*") if p.is_file()) / 2**20, 1)


def bench_packaged(runs: int) -> dict:
    """Build the app (make dist) and a minimal pygame-ce window app the same way (one folder,
    windowed), then compare start-up to the first frame and size on disk."""
    subprocess.run(["make", "dist"], cwd=ROOT, check=True, capture_output=True)
    work = Path(tempfile.mkdtemp(prefix="digsite-minimal-"))
    (work / "minimal.py").write_text(MINIMAL_APP)
    subprocess.run([sys.executable, "-m", "PyInstaller", "--noconfirm", "--windowed", "--onedir", "--log-level", "WARN",
                    "--distpath", str(work / "dist"), "--workpath", str(work / "build"), "--specpath", str(work),
                    str(work / "minimal.py")], cwd=work, check=True, capture_output=True)
    app_exe, base_exe = ROOT / "dist" / "DigSite" / "DigSite", work / "dist" / "minimal" / "minimal"
    env = dict(os.environ, DIGSITE_FIRST_FRAME_EXIT="1")
    app_t, base_t = [], []
    for _unused in range(runs):
        app_t.append(time_to_first_frame([str(app_exe)], env))
        base_t.append(time_to_first_frame([str(base_exe)], env))
    res = {"packaged_startup_s": round(statistics.median(app_t), 3),
           "baseline_packaged_startup_s": round(statistics.median(base_t), 3),
           "size_mb": folder_mb(app_exe.parent), "baseline_size_mb": folder_mb(base_exe.parent)}
    res["startup_ratio"] = round(res["packaged_startup_s"] / res["baseline_packaged_startup_s"], 2)
    res["size_ratio"] = round(res["size_mb"] / res["baseline_size_mb"], 2)
    return res


def in_x11(argv) -> int:
    """Run this bench again with SDL's X11 driver in a private Xvfb (presenting then costs what it
    costs on a real screen): the frames only."""
    import shutil
    if shutil.which("Xvfb") is None:
        print("--x11 needs Xvfb (apt-get install xvfb)", file=sys.stderr)
        return 2
    display = f":{90 + os.getpid() % 400}"
    xvfb = subprocess.Popen(["Xvfb", display, "-screen", "0", "3900x2200x24", "-nolisten", "tcp"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        time.sleep(1.0)
        env = dict(os.environ, SDL_VIDEODRIVER="x11", DISPLAY=display)
        args = [a for a in argv if a != "--x11"]
        if "--frames-only" not in args:
            args.append("--frames-only")
        return subprocess.call([sys.executable, "-m", "tools.bench", *args, "--x11"], env=env, cwd=ROOT)
    finally:
        xvfb.terminate()
        xvfb.wait(5)


def thinking_only(args) -> int:
    """`--thinking`: thinking_frame_ms against the quiet frames, and expert_iterations_per_s."""
    from main import parse_size
    size = parse_size(args.sizes.split(",")[0])
    q = args.quick
    quiet = bench_frames([size], 10 if q else 120)
    quiet.pop("_baseline")
    thinking = bench_thinking(size, 10 if q else 120)
    rate = bench_expert_rate(size, 2 if q else 20)
    key = f"{size[0]}x{size[1]}"
    for game_id, f in thinking.items():
        calm = quiet.get(game_id, {}).get(key, {}).get("quiet") or {}
        ratio = f" ({f['p99'] / calm['p99']:.2f}x the quiet p99 {calm['p99']} ms)" if f["p99"] and calm.get("p99") else ""
        print(f"frames while two experts think, {game_id} at {key}: median {f['median']} ms, p99 {f['p99']} ms{ratio}")
    for game_id, r in rate.items():
        ratio = f" ({r['process'] / r['thread']:.2f}x)" if r.get("thread") and r.get("process") else ""
        print(f"expert search while the table animates, {game_id}: {r['thread']} iterations/s in a thread, "
              f"{r['process']} in its own process{ratio}")
    print(json.dumps({"thinking_frame_ms": {key: thinking}, "quiet_frame_ms": {k: v.get(key, {}).get("quiet")
                                                                                for k, v in quiet.items()},
                      "expert_iterations_per_s": rate}))
    return 0


def main(argv=None):
    ap = argparse.ArgumentParser(prog="python -m tools.bench")
    ap.add_argument("--quick", action="store_true", help="few samples (for the test that the tool runs)")
    ap.add_argument("--sizes", default="1920x1080,3840x2160")
    ap.add_argument("--frames-only", action="store_true", help="only the frame times (quicker, for tuning a scene)")
    ap.add_argument("--game", default=None, help="with --frames-only: only this game's scene (and the menu)")
    ap.add_argument("--packaged", action="store_true",
                    help="only the packaged app against a minimal packaged pygame-ce app (builds both)")
    ap.add_argument("--thinking", action="store_true",
                    help="only the frames while two experts think (against each scene's quiet frames) and the "
                         "expert's search speed in a thread and in its own process")
    ap.add_argument("--first-frames", action="store_true",
                    help="only the first 300 frames of each table with two computers: the opening frame, the "
                         "slowest after it (at the first --sizes)")
    ap.add_argument("--x11", action="store_true",
                    help="the frame bench (--frames-only) in a real X window: under a private Xvfb started for it")
    args = ap.parse_args(argv)
    if args.x11 and os.environ.get("SDL_VIDEODRIVER") != "x11":
        return in_x11(argv if argv is not None else sys.argv[1:])
    if args.thinking:
        return thinking_only(args)
    if args.first_frames:
        from main import parse_size
        size = parse_size(args.sizes.split(",")[0])
        res = bench_first_frames(size, 40 if args.quick else 300, args.game)
        for game_id, f in res.items():
            print(f"{game_id:<11} opening frame {f['first']} ms, then the slowest {f['worst']} ms (frame "
                  f"{f['worst_at']}), median {f['median']} ms")
        print(json.dumps({"first_frames_ms": {f"{size[0]}x{size[1]}": res}}))
        return 0
    if args.packaged:
        res = bench_packaged(3 if args.quick else 7)
        print(f"packaged start-up {res['packaged_startup_s']} s vs minimal app {res['baseline_packaged_startup_s']} s "
              f"({res['startup_ratio']}x); size {res['size_mb']} MB vs {res['baseline_size_mb']} MB ({res['size_ratio']}x)")
        print(json.dumps(res))
        return 0
    from main import parse_size
    sizes = [parse_size(s) for s in args.sizes.split(",")]
    q = args.quick
    t_start = time.perf_counter()
    frames = bench_frames(sizes, 10 if q else 120, args.game)
    baseline = frames.pop("_baseline")
    if args.frames_only:
        for scene, by_size in frames.items():
            for size, f in by_size.items():
                bare = baseline[size]["p99"]
                ratios = "  ".join(f"{kind} p99 {f[kind]['p99']} ms = {f[kind]['p99'] / bare:.2f}x bare"
                                   for kind in ("quiet", "busy") if f[kind])
                print(f"{scene:<12}{size:<11} {ratios}   (medians: quiet {(f['quiet'] or {}).get('median')}, "
                      f"busy {(f['busy'] or {}).get('median')})")
        print(f"baseline (bare pygame-ce loop: fill, {BASELINE_SPRITES} sprites, flip) {baseline}")
        print(json.dumps({"frame_ms": frames, "baseline_frame_ms": baseline}))
        return 0
    idle = {"menu": bench_idle("menu", 1 if q else 10)}
    from game import registry
    for info in registry.all_games():
        idle[info.id] = bench_idle(info.id, 1 if q else 10) if not q or info.id == "scarabya" else None
    startup, base_startup, cold_startup = bench_startup(1 if q else 5)
    rss_by_size, base_rss = bench_rss(sizes[:1] if q else sizes)
    bots = bench_bots(1 if q else 3)
    thinking = bench_thinking(sizes[0], 10 if q else 120)
    expert_rate = bench_expert_rate(sizes[0], 2 if q else 20)
    playouts = bench_playouts(0.3 if q else 3)
    result = {
        "frame_ms": frames, "baseline_frame_ms": baseline, "idle_cpu_percent": idle,
        "startup_s": startup, "baseline_startup_s": base_startup, "cold_startup_s": cold_startup,
        "rss_mb_by_size": rss_by_size, "baseline_rss_mb": base_rss, "bot_ms": bots,
        "thinking_frame_ms": {f"{sizes[0][0]}x{sizes[0][1]}": thinking},
        "expert_iterations_per_s": expert_rate,
        "playouts_per_s": playouts, "rss_mb": rss_mb(), "seconds": round(time.perf_counter() - t_start, 1),
    }
    print(f"{'scene':<12}{'size':<11}{'quiet p50/p99 ms':>20}{'busy p50/p99 ms':>20}")
    for scene, by_size in frames.items():
        for size, f in by_size.items():
            qf = f"{f['quiet']['median']:.2f}/{f['quiet']['p99']:.2f}" if f["quiet"] else "-"
            bf = f"{f['busy']['median']:.2f}/{f['busy']['p99']:.2f}" if f["busy"] else "-"
            print(f"{scene:<12}{size:<11}{qf:>20}{bf:>20}")
    for size, b in baseline.items():
        print(f"{'baseline':<12}{size:<11}{b['median']:.2f}/{b['p99']:.2f}")
    print(f"idle CPU % of one core: {idle}")
    print(f"start-up: {startup} s warm, {cold_startup} s with an empty data folder "
          f"(minimal pygame-ce window: {base_startup} s)")
    print(f"peak memory of one bots-only game of each game: {rss_by_size} MB "
          f"(minimal pygame-ce window: {base_rss} MB)")
    for game_id, levels in bots.items():
        print(f"bots {game_id}: " + ", ".join(f"{lvl} p50 {v['p50']} ms p95 {v['p95']} ms" for lvl, v in levels.items()))
    for game_id, f in thinking.items():
        print(f"frames while an expert thinks, {game_id} at {sizes[0][0]}x{sizes[0][1]}: median {f['median']} ms, "
              f"p99 {f['p99']} ms over {f['frames']} frames")
    for game_id, rate in expert_rate.items():
        ratio = f" ({rate['process'] / rate['thread']:.2f}x)" if rate.get("thread") and rate.get("process") else ""
        print(f"expert search while the table animates, {game_id}: {rate['thread']} iterations/s in a thread, "
              f"{rate['process']} in its own process{ratio}")
    print(f"random playouts per second: {playouts}")
    print(f"RSS after every scene: {result['rss_mb']} MB")
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
