"""Soak test: attract mode (bots playing every game in turn) headless for a long time, watching
memory (RSS) for leaks and counting exceptions.

    python -m tools.soak --minutes 30 --fast-clock       # 30 minutes of app time, in much less wall time

The app runs at 60 frames per simulated second with animations and the bots' pause at their
normal settings (animation speed 1, bot delay 0.6 s). With --fast-clock every frame advances
the app's clocks by 1/60 s without sleeping, so M minutes of app time take only as long as the
frames take to compute; without it the tool sleeps to keep real time. A bot's thinking is waited
for (off the app clock), as on a machine fast enough to think within a frame.

RSS (VmRSS of /proc/self/status) is sampled every --sample-every simulated seconds. Warm-up ends
when every game has been played to its end once (--warmup-cycles N: N times), or at --warmup
minutes if given (a run too short for that counts its first half as warm-up). The figure to
watch is growth_after_warmup_mb (the target is under 5 MB for 30 minutes: no surfaces or fonts
leaking from caches); a hang (one frame over 60 s) counts as an exception. The last line printed is
JSON: {"minutes", "frames", "games_finished", "rss_start_mb", "rss_after_warmup_mb", "rss_end_mb",
"growth_after_warmup_mb", "exceptions", ...}; exit code 1 if any exception happened. The end and the
warm-up point fall in different games, whose tables differ by 15-30 MB at 1920x1080, so the JSON also
has "cycle_starts" (RSS each time the demo games begin a new cycle, after warm-up) and
"growth_same_phase_mb" (the last of those minus the first): the same point of every cycle.
"""
from __future__ import annotations

import argparse
import gc
import json
import os
import random
import shutil
import signal
import sys
import tempfile
import time
import traceback
import types

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from ui import stopping  # noqa: E402  (no pygame: it imports nothing of the app)

FPS = 60
FRAME_SECONDS = 60   # a frame taking longer than this (real time) is a hang: reported as an exception


def rss_mb() -> float:
    """Resident memory of this process in MB (Linux /proc; 0 where there is none)."""
    try:
        with open("/proc/self/status", encoding="ascii") as fh:
            for line in fh:
                if line.startswith("VmRSS:"):
                    return round(int(line.split()[1]) / 1024, 1)
    except OSError:
        pass
    return 0.0


class FakeClock:
    """The app's clock: advanced by the tool, one frame at a time."""

    def __init__(self, start: float = 10_000.0):
        self.t = start

    def __call__(self) -> float:
        return self.t


def install_fast_clock(clock: FakeClock) -> list:
    """Point every scenes.*/ui.* module that imported `time` at a stand-in whose monotonic() is
    the fake clock (bot pacing, end-of-game pauses, animations that read the time). Returns the
    modules changed (for `remove_fast_clock`). The tool's own timing keeps the real `time`."""
    shim = types.SimpleNamespace(**{k: getattr(time, k) for k in dir(time) if not k.startswith("__")})
    shim.monotonic = clock
    shim.perf_counter = clock
    changed = []
    for name, module in list(sys.modules.items()):
        if (name.startswith("scenes.") or name.startswith("ui.")) and getattr(module, "time", None) is time:
            module.time = shim
            changed.append(module)
    return changed


def remove_fast_clock(changed: list) -> None:
    for module in changed:
        module.time = time


def import_scenes() -> None:
    """Import every scene module now, so the clock stand-in reaches all of them."""
    import pkgutil
    import scenes
    import ui
    for pkg in (scenes, ui):
        for info in pkgutil.iter_modules(pkg.__path__):
            try:
                __import__(f"{pkg.__name__}.{info.name}")
            except Exception:
                pass   # a module being edited elsewhere; the games' own scenes are what matter


def _surface_bytes(value) -> int:
    import pygame
    if isinstance(value, pygame.Surface):
        return value.get_width() * value.get_height() * value.get_bytesize()
    if isinstance(value, (tuple, list)):
        return sum(_surface_bytes(v) for v in value)
    return 0


def cache_sizes() -> dict:
    """Every module-level cache of pictures in scenes.* and ui.* (a dict or a SurfaceCache; name:
    [entries, MB of pixels]), largest first, plus the number of fonts loaded."""
    out = {}
    for name, module in list(sys.modules.items()):
        if not (name.startswith("scenes.") or name.startswith("ui.")):
            continue
        for attr, value in list(vars(module).items()):
            if not isinstance(value, dict) and isinstance(getattr(value, "items", None), dict):
                value = value.items   # a ui.surfcache.SurfaceCache
            if isinstance(value, dict) and value:
                size = sum(_surface_bytes(v) for v in list(value.values()))
                if size:
                    out[f"{name.split('.', 1)[1]}.{attr}"] = [len(value), round(size / 2**20, 1)]
    out = dict(sorted(out.items(), key=lambda kv: -kv[1][1]))
    try:
        from ui import theme
        out["fonts"] = len(theme._fonts)
    except Exception:
        pass
    return out


def census() -> tuple[dict, int, float]:
    """Live Python objects by type, and the pygame Surfaces reachable from them (count, MB of
    pixels): a leak shows as a type or the surfaces growing; allocator slack shows as neither."""
    import pygame
    from collections import Counter
    gc.collect()
    objs = gc.get_objects()
    types = Counter(type(o).__name__ for o in objs)
    seen: set[int] = set()
    pixels = 0
    for o in objs:
        for r in gc.get_referents(o):
            if isinstance(r, pygame.Surface) and id(r) not in seen:
                seen.add(id(r))
                pixels += r.get_width() * r.get_height() * r.get_bytesize()
    del objs
    return dict(types), len(seen), round(pixels / 2**20, 1)


class FrameHung(Exception):
    pass


def soak(minutes: float, fast_clock: bool = True, seed: int | None = None, size=(1280, 720),
         warmup: float | None = None, sample_every: float = 30.0, quiet: bool = False, out=sys.stdout,
         warmup_cycles: int = 1, with_census: bool = False, first_game: str | None = None) -> dict:
    old_data_dir = os.environ.get("DIGSITE_DATA_DIR")
    folder = tempfile.mkdtemp(prefix="digsite-soak-")   # default settings, no saves; removed at the end
    os.environ["DIGSITE_DATA_DIR"] = folder
    import pygame
    import_scenes()
    import scenes.shell.attract as attract
    from game import registry
    from scenes.shell.app import App
    from scenes.table.game_scene import GameScene

    if seed is not None:   # reproducible deals (attract mode draws seeds from the system otherwise)
        seeded = random.Random(seed)
        attract.random = types.SimpleNamespace(SystemRandom=lambda: seeded)

    clock = FakeClock() if fast_clock else time.monotonic
    patched = install_fast_clock(clock) if fast_clock else []
    app = App(headless=True, surface_size=size)
    app.now = clock
    app.last_input = app.now()
    settings = app.settings
    say = (lambda *a: None) if quiet else (lambda *a: print(*a, file=out, flush=True))
    say(f"soak: {minutes} simulated minutes at {FPS} fps, {size[0]}x{size[1]}, animation speed "
        f"{settings.animation_speed}, bot delay {settings.bot_delay} s, fast clock {fast_clock} ({len(patched)} modules)")

    def hung(signum, frame):
        raise FrameHung(f"a frame took over {FRAME_SECONDS} s (real time)")
    old_handler = signal.signal(signal.SIGALRM, hung) if hasattr(signal, "SIGALRM") else None

    games = [g.id for g in registry.all_games()]
    attract.start_attract(app, games.index(first_game) if first_game in games else 0)
    total_frames = int(minutes * 60 * FPS)
    dt = 1 / FPS
    wall0 = time.perf_counter()
    gc.collect()
    rss_start = rss_mb()
    samples = [(0.0, rss_start)]
    # RSS each time a new cycle of demo games begins (at the hand-over to the first game, the
    # previous table collected): the same point of every cycle, so a leak shows as a rise, while the
    # 30-second samples also see which game happens to be on (15-30 MB apart)
    cycle_starts: list[tuple[float, float]] = []
    rss_warm, warm_at = None, None
    warm_census = None
    rss_mid = rss_start
    finished: dict[str, int] = {g: 0 for g in games}
    errors: list[str] = []
    exceptions = 0
    current = app.scenes.top
    next_sample = sample_every
    frames = 0
    try:
        for frames in range(1, total_frames + 1):
            if stopping.requested() is not None:
                frames -= 1      # SIGTERM or Ctrl+C: this frame was not played; report the rest
                break
            if fast_clock:
                clock.t += dt
            try:
                if old_handler is not None:
                    signal.alarm(FRAME_SECONDS)
                app.step(dt, [])
                top = app.scenes.top
                turn = getattr(top, "bot_turn", None)
                if fast_clock and turn is not None and turn.thinking:
                    turn.wait(FRAME_SECONDS / 2)   # the bot's thinking is off the app clock
                if old_handler is not None:
                    signal.alarm(0)
            except Exception:
                if old_handler is not None:
                    signal.alarm(0)
                exceptions += 1
                tb = traceback.format_exc()
                errors.append(tb)
                say(f"exception at frame {frames}:\n{tb}")
                nxt = getattr(getattr(current, "table_mode", None), "index", 0) + 1
                try:
                    attract.start_attract(app, nxt)
                except Exception:
                    errors.append(traceback.format_exc())
                    break
            top = app.scenes.top
            if top is not current:
                # a demo game hands over when it ends or when its time on screen is up: both count
                if isinstance(current, GameScene) and (current.match.is_over or current.table_mode.banner):
                    finished[current.info.id] = finished.get(current.info.id, 0) + 1
                    say(f"{frames / FPS / 60:7.2f} min  {current.info.id} "
                        f"{'finished' if current.match.is_over else 'handed over'} "
                        f"({current.match.moves} moves)  rss {rss_mb()} MB")
                current = top
                if isinstance(top, GameScene) and top.info.id == games[0] and rss_warm is not None:
                    app.scenes.collect_left()
                    gc.collect()
                    cycle_starts.append((round(frames / FPS / 60, 2), rss_mb()))
                if not isinstance(top, GameScene):
                    errors.append(f"attract mode left for {type(top).__name__} at frame {frames}")
                    exceptions += 1
                    attract.start_attract(app, 0)
                    current = app.scenes.top
            if not fast_clock:
                lag = frames * dt - (time.perf_counter() - wall0)
                if lag > 0:
                    time.sleep(lag)
            sim = frames / FPS
            if frames == total_frames // 2:
                gc.collect()
                rss_mid = rss_mb()
            all_seen = all(finished.get(g, 0) >= warmup_cycles for g in games)
            if rss_warm is None and ((warmup is None and all_seen) or (warmup is not None and sim >= warmup * 60)):
                gc.collect()
                rss_warm, warm_at = rss_mb(), sim
                warm_census = census() if with_census else None
                say(f"{sim / 60:7.2f} min  warm-up over: rss {rss_warm} MB  caches {cache_sizes()}"
                    + (f"  surfaces {warm_census[1]} ({warm_census[2]} MB)" if warm_census else ""))
            if sim >= next_sample:
                next_sample += sample_every
                gc.collect()
                samples.append((round(sim / 60, 2), rss_mb()))
                say(f"{sim / 60:7.2f} min  rss {samples[-1][1]} MB  frames {frames}  "
                    f"wall {time.perf_counter() - wall0:.0f} s")
    finally:
        if old_handler is not None:
            signal.alarm(0)
            signal.signal(signal.SIGALRM, old_handler)
        remove_fast_clock(patched)
        attract.random = random
        from ui import savegame
        savegame.flush()
        shutil.rmtree(folder, ignore_errors=True)
        if old_data_dir is None:
            os.environ.pop("DIGSITE_DATA_DIR", None)
        else:
            os.environ["DIGSITE_DATA_DIR"] = old_data_dir
    gc.collect()
    rss_end = rss_mb()
    end_census = census() if with_census else None
    if rss_warm is None:   # too short to see every game end: the first half is the warm-up
        rss_warm, warm_at = rss_mid, (total_frames // 2) / FPS
    if end_census is not None:
        result_census = {"surfaces_end": end_census[1], "surface_mb_end": end_census[2]}
    else:
        result_census = {}
    if warm_census is not None and end_census is not None:
        result_census["surfaces_after_warmup"] = warm_census[1]
        result_census["surface_mb_after_warmup"] = warm_census[2]
        before = warm_census[0]
        result_census["objects_grown_after_warmup"] = dict(sorted(
            ((k, n - before.get(k, 0)) for k, n in end_census[0].items() if n - before.get(k, 0) > 0),
            key=lambda kv: -kv[1])[:8])
    result = {
        "minutes": round(frames / FPS / 60, 2),
        "frames": frames,
        "games_finished": sum(finished.values()),
        "rss_start_mb": rss_start,
        "rss_after_warmup_mb": rss_warm,
        "rss_end_mb": rss_end,
        "growth_after_warmup_mb": round(rss_end - rss_warm, 1),
        "cycle_starts": cycle_starts,
        "growth_same_phase_mb": (round(cycle_starts[-1][1] - cycle_starts[0][1], 1)
                                 if len(cycle_starts) > 1 else None),
        "exceptions": exceptions,
        "warmup_minutes": round(warm_at / 60, 2),
        "finished_by_game": finished,
        "problems": len(app.problems),
        "caches_end": cache_sizes(),
        "warmup_cycles": warmup_cycles,
        **result_census,
        "wall_seconds": round(time.perf_counter() - wall0, 1),
        "stopped_by": stopping.name() or None,
        "samples": samples,
    }
    result["errors"] = [e[-3000:] for e in errors[:5]] + [p[-1000:] for p in app.problems[:5]]
    pygame.quit()
    return result


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(
        prog="python -m tools.soak",
        description="Attract mode headless for a long time: RSS over time and exceptions.")
    ap.add_argument("--minutes", type=float, default=30.0,
                    help="minutes of SIMULATED app time (60 frames a simulated second); with --fast-clock "
                         "they run in much less wall time, without it in real time")
    ap.add_argument("--fast-clock", action="store_true",
                    help="advance the app's clocks by 1/60 s per frame without sleeping (animations and bot "
                         "pauses keep their normal length in app time)")
    ap.add_argument("--seed", type=int, default=None, help="seed the attract games (reproducible run)")
    ap.add_argument("--size", default="1280x720", help="surface size WxH")
    ap.add_argument("--warmup", type=float, default=None,
                    help="warm-up in simulated minutes (default: until every game has finished once)")
    ap.add_argument("--warmup-cycles", type=int, default=1,
                    help="without --warmup: warm-up lasts until every game has finished this many times")
    ap.add_argument("--first-game", default=None, help="the game attract mode starts with (default: the menu's first)")
    ap.add_argument("--census", action="store_true",
                    help="also count live objects and surfaces at the end of warm-up and at the end (slow; "
                         "its own allocations can hide some later growth, so use it to diagnose, not to measure)")
    ap.add_argument("--sample-every", type=float, default=30.0, help="RSS sample interval, simulated seconds")
    ap.add_argument("--quiet", action="store_true", help="print only the final JSON line")
    args = ap.parse_args(argv)
    stopping.install()   # SIGTERM (e.g. from `timeout`) ends the run at the next frame, with its report
    w, _unused, h = args.size.partition("x")
    result = soak(args.minutes, args.fast_clock, args.seed, (int(w), int(h)), args.warmup,
                  args.sample_every, args.quiet, warmup_cycles=args.warmup_cycles, with_census=args.census,
                  first_game=args.first_game)
    for e in result["errors"]:
        print(e, file=sys.stderr)
    print(json.dumps(result))
    return 1 if result["exceptions"] else 0


if __name__ == "__main__":
    sys.exit(main())
