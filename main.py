"""Dig Site: four archaeology board games on one screen.

Run `python main.py --help` for the command-line options.
"""
from __future__ import annotations

import os
import sys
import time

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def parse_size(text: str) -> tuple[int, int]:
    import argparse
    import re
    m = re.fullmatch(r"\s*(\d{3,5})\s*[xX*]\s*(\d{3,5})\s*", text or "")
    if not m:
        raise argparse.ArgumentTypeError(f"expected WIDTHxHEIGHT such as 1280x720, got {text!r}")
    w, h = int(m.group(1)), int(m.group(2))
    if not (320 <= w <= 7680 and 240 <= h <= 4320):
        raise argparse.ArgumentTypeError(f"size {w}x{h} is out of range (320x240 to 7680x4320)")
    return w, h


def build_parser():
    import argparse
    from ui.version import VERSION
    ap = argparse.ArgumentParser(prog="digsite", description="Dig Site: four archaeology board games.")
    mode = ap.add_mutually_exclusive_group()
    mode.add_argument("--fullscreen", action="store_true", help="start fullscreen")
    mode.add_argument("--windowed", action="store_true", help="start in a window")
    ap.add_argument("--size", type=parse_size, metavar="WxH", help="window size, e.g. 1920x1080")
    ap.add_argument("--game", metavar="ID", help="go straight to this game's setup (faras, thebes, artifakes, scarabya)")
    ap.add_argument("--seed", type=int, help="seed for the next game's randomness (reproducible deals)")
    ap.add_argument("--lang", metavar="CODE",
                    help="the language for this run: en, pl, de or fr (default: the setting, else the system's)")
    ap.add_argument("--demo", action="store_true", help="start in attract mode: bots play each game in turn; a click opens the menu")
    ap.add_argument("--kiosk", action="store_true",
                    help="event mode: fullscreen; Esc and closing the window do not quit (Ctrl+Shift+Q does)")
    ap.add_argument("--smoke-test", action="store_true",
                    help="headless self-check: one bots-only game of each game through the real scenes")
    ap.add_argument("--version", action="version", version=f"Dig Site {VERSION}")
    ap.add_argument("--serve", action="store_true",
                    help="host networked tables without a window (python main.py --serve --help for its options)")
    return ap


def smoke_test(size=(1280, 720), max_seconds=600.0, lang=None) -> int:
    """Play one bots-only game per registered game through the real scene, off-screen, in `lang` (the
    settings' language when None). 0 = success."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("DIGSITE_DATA_DIR", os.path.join(_tmpdir(), "digsite-smoke"))
    import pygame
    from game import registry
    from scenes.shell.app import App
    from game.match import Match
    from scenes.table.game_scene import open_game_scene, seat_defaults
    from scenes.shell.menu import MenuScene
    from scenes.shell.results import ResultsScene
    app = App(headless=True, surface_size=size)
    app.settings.bot_delay = 0.0
    if lang:
        app.set_language(lang)
        if app.problems:          # the catalog is missing or damaged: a build that cannot speak it
            print(f"smoke test: {app.problems[-1]}", file=sys.stderr)
            return 1
    app.scenes.push(MenuScene(app))
    app.step(1 / 60, [])
    games = registry.all_games(include_unlisted=True)
    if registry.LOAD_ERRORS:
        name, tb = next(iter(registry.LOAD_ERRORS.items()))
        print(f"smoke test: game {name} failed to load: {tb.strip().splitlines()[-1]}", file=sys.stderr)
        return 1
    missing = set(registry.GAME_PACKAGES) - {g.id for g in games}
    if missing:
        print(f"smoke test: games missing from the registry: {', '.join(sorted(missing))}", file=sys.stderr)
        return 1
    start = time.monotonic()
    for info in games:
        players = info.allowed_players(info.default_options())
        n = 2 if 2 in players else players[0]
        seats = seat_defaults(n)
        for s in seats:
            s["level"] = "random"
        match = Match.new(info.id, n, 1234, info.default_options(), seats)
        scene = open_game_scene(app, match, fast=True)
        frames = 0
        while not isinstance(app.scenes.top, ResultsScene):
            if time.monotonic() - start > max_seconds:
                print(f"smoke test: {info.id} did not finish in time", file=sys.stderr)
                return 1
            app.step(1 / 60, [])
            app.draw()
            frames += 1
            if app.problems:
                print(f"smoke test: {info.id}: {app.problems[-1].splitlines()[0]}", file=sys.stderr)
                return 1
            if scene.bot_turn is not None:
                scene.bot_turn.wait(5)
        app.step(1 / 60, [])
        app.draw()
        print(f"smoke test: {info.id} finished in {frames} frames, scores {match.scores()}")
        app.scenes.reset(MenuScene(app))
    app.draw()
    problem = _check_files(app) or _check_search_process()
    pygame.quit()
    if problem:
        print(f"smoke test: {problem}", file=sys.stderr)
        return 1
    print(f"smoke test: ok ({app.language})")
    return 0


def _check_search_process() -> str | None:
    """An expert's decision made in the search's own process (a packaged app must be able to start
    it from itself: multiprocessing.freeze_support)."""
    from game import search
    from game.match import Match
    from ui import botprocess
    from ui.botrunner import BotTurn
    worker = botprocess.worker()
    end = time.monotonic() + 30
    while worker is not None and not worker.ready and worker.alive() and time.monotonic() < end:
        worker.poll()
        time.sleep(0.01)
    if worker is None or not worker.ready:
        return "the search process did not start"
    search.BUDGET.update(seconds=None, iterations=20)
    match = Match.new("faras", 2, 1234, None, [{"kind": "bot", "level": "expert"}] * 2)
    bot, view, legal, sampler = match.bot_inputs(match.current_player)
    turn = BotTurn(bot, view, legal, delay=0.0, time_limit=30, sampler=sampler)
    if not (turn.in_process and turn.wait(30) and turn.result()[0] in legal):
        return "the search process did not decide"
    botprocess.stop()
    print(f"smoke test: the search process decided ({worker.process.pid})")
    return None


def _check_files(app) -> str | None:
    """Settings, the autosave and statistics written and read back in the data folder (this is what
    proves a frozen build can keep a game)."""
    from game import registry
    from ui import savegame, settings as settings_mod, stats
    app.settings.animation_speed = 2.0
    problem = settings_mod.save(app.settings)
    loaded, damaged = settings_mod.load()
    if problem or damaged or loaded.animation_speed != 2.0:
        return f"settings did not survive a save and load ({problem or damaged})"
    info = registry.get(registry.GAME_PACKAGES[0])
    state = info.new_game(2, 99, info.default_options())
    state.apply(state.legal_actions()[0])
    problem = savegame.write(state, [])
    again, _unused, damaged = savegame.load()
    if problem or damaged or again is None or len(again.log) != 1:
        return f"the autosave did not survive a save and load ({problem or damaged})"
    savegame.clear()
    data, damaged = stats.load()
    if damaged or not any(data.rows(g.id) for g in registry.all_games()):
        return f"statistics were not recorded ({damaged})"
    return None


def _tmpdir():
    import tempfile
    return tempfile.gettempdir()


def argparse_defaults():
    """What parse_args([]) gives, without importing argparse."""
    from types import SimpleNamespace
    return SimpleNamespace(fullscreen=False, windowed=False, size=None, game=None, seed=None, demo=False,
                           kiosk=False, smoke_test=False, lang=None, serve=False)


def _stage(name: str) -> None:
    """Start-up benchmark: say when each stage is reached (only with DIGSITE_FIRST_FRAME_EXIT)."""
    if os.environ.get("DIGSITE_FIRST_FRAME_EXIT"):
        print(f"stage {name} {time.time():.4f}", flush=True)


def open_app(args, **app_kwargs):
    """The app for these command-line options. What a flag chooses (size, fullscreen, kiosk) holds
    for this run only: the settings file keeps its own values (App.override)."""
    from scenes.shell.app import App
    fullscreen = True if (args.fullscreen or args.kiosk) else (False if args.windowed else None)
    app = App(size=args.size, fullscreen=fullscreen, **app_kwargs)
    if args.kiosk:
        app.override("kiosk", True)
    if args.lang:
        app.override("language", args.lang)
        app.set_language(args.lang)
    return app


def main(argv=None) -> int:
    _stage("main")
    argv = sys.argv[1:] if argv is None else argv
    if "--serve" in argv:
        # the headless host of networked tables (net/serve.py): no window, its own options
        from net import serve
        return serve.main(argv)
    if argv:
        args = build_parser().parse_args(argv)
    else:  # a double-click start has no arguments: skip loading argparse (start-up time)
        args = argparse_defaults()
    if args.lang:
        from ui.language import LANGUAGES
        if args.lang not in LANGUAGES:
            print(f"digsite: unknown language {args.lang!r} (choose from {', '.join(LANGUAGES)})", file=sys.stderr)
            return 2
    if args.smoke_test:
        try:
            return smoke_test(args.size or (1280, 720), lang=args.lang)
        except Exception as exc:
            print(f"smoke test failed: {type(exc).__name__}: {exc}", file=sys.stderr)
            import traceback
            traceback.print_exc()
            return 1
    from game import registry
    if args.game:
        try:
            registry.get(args.game)
        except KeyError:
            ids = ", ".join(g.id for g in registry.all_games())
            print(f"digsite: unknown game {args.game!r} (choose from {ids})", file=sys.stderr)
            return 2
    from scenes.shell.menu import MenuScene
    _stage("imports")
    from ui import stopping
    stopping.install()   # SIGTERM, SIGHUP and Ctrl+C save and end the run (kiosk mode too); SDL keeps off them
    app = open_app(args)
    _stage("app")
    app.scenes.push(MenuScene(app))
    _stage("menu")
    if args.demo:
        from scenes.shell.attract import start_attract
        start_attract(app, 0)
    elif args.game:
        from scenes.shell.setup import SetupScene
        app.scenes.push(SetupScene(app, registry.get(args.game), seed=args.seed))
    app.run()
    from ui import botprocess
    botprocess.stop()  # the search's process ends with the window (on a crash or a kill it ends itself)
    from ui import savegame
    savegame.flush()   # the last move's autosave is on disk before the window goes
    from ui import datalock
    datalock.release()  # another window may own the data folder from now on
    import pygame
    pygame.quit()
    return 0


if __name__ == "__main__":
    import multiprocessing
    multiprocessing.freeze_support()   # the packaged app starts the search's process from itself
    sys.exit(main())
