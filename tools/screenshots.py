"""Render every screen headless to PNG files, to look at what we build.

    python -m tools.screenshots OUTDIR [--size WxH] [--game ID] [--lang CODE]

Writes the menu, settings, how-to-play (and every page of each game's, GAME_howto_N), the setup of each game, each game scene at its start, in the
middle and at the end (played by bots from a fixed seed), the pause menu, a curtain and the results.
Also the attract mode banner and the kiosk menu, each game in the middle with its game log open
(GAME_game_log_open), the replay viewer of each finished game halfway through (GAME_replay_viewer), the
tutorial of each game that has one at its start and a few steps in (GAME_tutorial_start,
GAME_tutorial_later) and the statistics screen listing those games (statistics_recent_games).
"""
from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def _play(state, info, steps, seed=7):
    from game.match import Match
    Match(state, [{"kind": "bot", "level": "normal"}] * state.num_players, bot_seed=seed).play_bots(steps)
    return state


def main(argv=None):
    import tempfile
    ap = argparse.ArgumentParser(prog="python -m tools.screenshots")
    ap.add_argument("outdir")
    ap.add_argument("--size", default="1920x1080")
    ap.add_argument("--game", default=None, help="only this game's screens")
    ap.add_argument("--only-menu", action="store_true", help="only the menu, settings and how-to screens")
    ap.add_argument("--lang", default="en", help="the language to draw in: en, pl, de or fr")
    args = ap.parse_args(argv)
    from main import parse_size
    size = parse_size(args.size)
    os.environ.setdefault("DIGSITE_DATA_DIR", tempfile.mkdtemp(prefix="digsite-shots-"))
    import pygame
    from game import registry
    from scenes.shell.app import App
    from scenes.shell.curtain import CurtainScene
    from scenes.table.game_scene import open_game_scene, seat_defaults
    from scenes.shell.howto import HowToScene
    from scenes.shell.menu import MenuScene
    from scenes.shell.pause import PauseScene
    from scenes.shell.results import ResultsScene
    from scenes.shell.settings import SettingsScene
    from scenes.shell.setup import SetupScene

    # pulses that follow pygame's clock stand still, so two runs give the same pictures
    pygame.time.get_ticks = lambda: 0
    out = Path(args.outdir)
    out.mkdir(parents=True, exist_ok=True)
    app = App(headless=True, surface_size=size)
    app.settings.bot_delay = 0.0
    app.override("language", args.lang)     # as --lang does: the Settings row names it
    app.set_language(args.lang)

    def shot(name, settle=2):
        for _unused in range(settle):
            app.step(1 / 60, [])
        app.draw()
        path = out / f"{name}.png"
        pygame.image.save(app.screen, str(path))
        print(path)

    app.scenes.push(MenuScene(app))
    if not args.game:
        shot("menu")
        app.settings.kiosk = True
        app.scenes.reset(MenuScene(app))
        shot("menu_kiosk")
        app.settings.kiosk = False
        from scenes.shell.attract import start_attract
        start_attract(app, 3)
        for _unused in range(40):
            app.step(1 / 60, [])
            top = app.scenes.top
            if getattr(top, "bot_turn", None) is not None:
                top.bot_turn.wait(2)
        shot("attract")
        app.scenes.reset(MenuScene(app))
        app.scenes.push(SettingsScene(app))
        shot("settings")
        app.scenes.pop()
        app.scenes.push(HowToScene(app))
        shot("howto")
        app.scenes.pop()
    for info in registry.all_games():     # every how-to page of every game (GAME_howto_N)
        if args.only_menu or (args.game and info.id != args.game):
            continue
        howto = HowToScene(app, info.id)
        app.scenes.push(howto)
        for page in range(len(howto.pages)):
            howto.go(page)
            shot(f"{info.id}_howto_{page + 1}", settle=40)   # the page slides in first
        app.scenes.pop()
    kept = 0
    for info in registry.all_games():
        if args.only_menu or (args.game and info.id != args.game):
            continue
        app.scenes.push(SetupScene(app, info, seed=11))
        shot(f"{info.id}_setup")
        app.scenes.reset(MenuScene(app))
        n = 2 if 2 in info.allowed_players(info.default_options()) else info.allowed_players(info.default_options())[0]
        seats = seat_defaults(n)
        seats[0]["kind"] = "human"
        state = info.new_game(n, 11, info.default_options())
        scene = open_game_scene(app, state, seats)
        scene.viewer = 0
        shot(f"{info.id}_start")
        # the middle: bots play a while (on a copy, then shown through the scene)
        probe = _play(info.new_game(n, 11, info.default_options()), info, 10**6)
        total = len(probe.log)
        mid = _play(info.new_game(n, 11, info.default_options()), info, total // 2)
        app.scenes.reset(MenuScene(app))
        scene = open_game_scene(app, mid, seats)
        scene.viewer = mid.current_player if mid.current_player is not None else 0
        shot(f"{info.id}_mid")
        scene.toggle_log()
        shot(f"{info.id}_game_log_open")
        scene.toggle_log()
        app.log_open = False
        app.scenes.push(PauseScene(app, scene))
        shot(f"{info.id}_pause")
        app.scenes.pop()
        app.scenes.push(CurtainScene(app, seats[0]["name"], scene.colour(0), scene.symbol(0), lambda: None))
        shot(f"{info.id}_curtain", settle=1) if info.id == "faras" else None
        app.scenes.pop()
        app.scenes.reset(MenuScene(app))
        scene = open_game_scene(app, probe, seats)   # the board as the game ends, before the results
        scene.viewer = 0
        shot(f"{info.id}_end", settle=1)
        app.scenes.reset(MenuScene(app))
        app.scenes.push(ResultsScene(app, probe, seats))
        app.scenes.top.age = 5
        shot(f"{info.id}_results")
        # the replay viewer over the same game (kept as a finished game is), halfway, the table as all saw it
        from scenes.shell.replay import ReplayScene
        from ui import replays
        replays.keep(probe, seats)
        viewer = ReplayScene.of_game(app, probe, seats)
        app.scenes.push(viewer)
        viewer.jump(viewer.moves // 2)
        shot(f"{info.id}_replay_viewer")
        app.scenes.reset(MenuScene(app))
        kept += 1
        # the tutorial, where the game has one: its first note, then a few steps in
        from scenes.table.games import has_tutorial
        if has_tutorial(info.id):
            tut_scene = app.start("tutorial", info.id)
            shot(f"{info.id}_tutorial_start")
            tut = tut_scene.tutorial
            for _unused in range(12):
                if tut.step.get("final"):
                    break
                for _unused in range(600):               # let the table settle before each step
                    if tut.ready():
                        break
                    app.step(1 / 60, [])
                    if tut_scene.bot_turn is not None:
                        tut_scene.bot_turn.wait(5)
                if tut.reading():
                    tut.next()
                else:
                    tut_scene.try_action(tut.expected())
                if tut.index >= 4 and tut.reading():
                    break
            for _unused in range(600):                   # the table at rest under the note
                if tut.ready() or tut.step.get("final"):
                    break
                app.step(1 / 60, [])
                if tut_scene.bot_turn is not None:
                    tut_scene.bot_turn.wait(5)
            shot(f"{info.id}_tutorial_later")
            app.scenes.reset(MenuScene(app))
    if kept:
        from scenes.shell.stats import StatsScene
        app.scenes.push(StatsScene(app))
        app.scenes.top.show_tab("recent")
        shot("statistics_recent_games")
        app.scenes.reset(MenuScene(app))
    pygame.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main())
