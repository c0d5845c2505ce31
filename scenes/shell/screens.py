"""Every screen by name: scenes ask the app for a named screen (`app.push("pause", game_scene)`,
`app.reset("menu")`) and never import one another, so the shell has no import cycle and each screen
loads only when first shown (start-up stays quick).

SCREENS are scene classes (or functions returning a scene), built with (app, *args, **kwargs).
STARTS are ways of beginning something that arrange the whole stack themselves (a demo game, a
tutorial, a new game after a confirmation), called with (app, *args, **kwargs).
"""
from __future__ import annotations

import importlib

SCREENS = {
    "menu": "scenes.shell.menu:MenuScene",
    "setup": "scenes.shell.setup:SetupScene",
    "confirm": "scenes.shell.setup:ConfirmScene",
    "settings": "scenes.shell.settings:SettingsScene",
    "stats": "scenes.shell.stats:StatsScene",
    "howto": "scenes.shell.howto:HowToScene",
    "pause": "scenes.shell.pause:PauseScene",
    "results": "scenes.shell.results:ResultsScene",
    "replay": "scenes.shell.replay:ReplayScene",
    "error": "scenes.shell.error:ErrorScene",
    "curtain": "scenes.shell.curtain:CurtainScene",
    "still_playing": "scenes.shell.attract:StillPlayingScene",
    "play_now": "scenes.shell.playnow:PlayNowScene",   # kiosk: which game to play at once
    "table": "scenes.table.game_scene:table_for",        # (app, match): the game's own table scene
    "host": "scenes.shell.network:HostScene",            # (app, info, seats, options): a network table opened here
    "join": "scenes.shell.network:JoinScene",            # joining a network table from this screen
}

STARTS = {
    "attract": "scenes.shell.attract:start_attract",      # (app, index=0)
    "tutorial": "scenes.table.tutorial:start_tutorial",  # (app, game_id)
    "game": "scenes.table.game_scene:open_game_scene",   # (app, match, replace=False, fast=False)
    "replace_save": "scenes.shell.setup:confirm_replacing_save",   # (app, then): ask, then call
}


def _resolve(table: dict, name: str):
    try:
        target = table[name]
    except KeyError:
        raise KeyError(f"no screen called {name!r}") from None
    module, _unused, attr = target.partition(":")
    return getattr(importlib.import_module(module), attr)


def build(app, name: str, *args, **kwargs):
    """A new scene of the screen `name`."""
    return _resolve(SCREENS, name)(app, *args, **kwargs)


def start(app, name: str, *args, **kwargs):
    return _resolve(STARTS, name)(app, *args, **kwargs)
