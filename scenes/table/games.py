"""Where each game's screens are found: every game registers its UI once, in its scenes package's
`__init__.py` (scenes/<id>/), beside its rules entry in game/<id>/. The shell and the table ask here
and nowhere else for a game's scene, how-to pages and pictures, newcomer hints and tutorial.

A registration names modules as "module:attribute" strings, so listing the games loads none of
their drawing code (start-up stays quick). A game without a scenes package is still playable through
the generic table (one button per legal move), which is how a new game starts out.
"""
from __future__ import annotations

import importlib
from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class GameUI:
    id: str
    scene: str                   # "module:attr" of the GameScene subclass
    howto: str | None = None     # module with PAGES (the how-to text) and ART (its pictures)
    hints: str | None = None     # "module:attr" of hint(scene) -> (sentence, [rects]) or None
    tutorial: str | None = None  # path of the tutorial script (json), relative to the package
    tutorial_hooks: str | None = None   # module with the tutorial's same/targets/free hooks

    def package_dir(self) -> Path:
        return Path(importlib.import_module(f"scenes.{self.id}").__file__).resolve().parent

    def tutorial_path(self) -> Path | None:
        return self.package_dir() / self.tutorial if self.tutorial else None


_UI: dict[str, GameUI] = {}


def register_ui(ui: GameUI) -> GameUI:
    _UI[ui.id] = ui
    return ui


def ui_for(game_id: str) -> GameUI | None:
    """The game's registered UI, importing its scenes package on first use; None when it has none."""
    if game_id not in _UI:
        try:
            importlib.import_module(f"scenes.{game_id}")
        except ModuleNotFoundError as exc:
            if exc.name != f"scenes.{game_id}":
                raise
    return _UI.get(game_id)


def has_tutorial(game_id: str) -> bool:
    """The game registers a tutorial script and the file is there."""
    ui = ui_for(game_id)
    path = ui.tutorial_path() if ui is not None else None
    return path is not None and path.is_file()


def resolve(target: str):
    module, _, attr = target.partition(":")
    mod = importlib.import_module(module)
    return getattr(mod, attr) if attr else mod


def scene_class(game_id: str):
    ui = ui_for(game_id)
    if ui is None:
        return resolve("scenes.table.generic:GenericGameScene")
    return resolve(ui.scene)


def howto_module(game_id: str):
    ui = ui_for(game_id)
    return resolve(ui.howto) if ui is not None and ui.howto else None


def tutorial_hooks(game_id: str):
    """The module with the game's tutorial hooks (scenes/table/tutorial.py asks it), or None."""
    ui = ui_for(game_id)
    return resolve(ui.tutorial_hooks) if ui is not None and ui.tutorial_hooks else None


def hint_provider(game_id: str):
    ui = ui_for(game_id)
    return resolve(ui.hints) if ui is not None and ui.hints else None


def hint_extra(game_id: str, name: str):
    """An optional function beside the game's hint (same module): `board(scene)` gives the rects no
    tip or tutorial note may ever cover (the board, the ring, the map, the site: what the whole game
    is played on), `readable(scene)` more rects they keep off where they can, `spare(scene)` the
    rects among those that a tip may cover after all (a how-to summary a newcomer's tip stands in for)."""
    ui = ui_for(game_id)
    if ui is None or not ui.hints:
        return None
    module = importlib.import_module(ui.hints.partition(":")[0])
    return getattr(module, name, None)
