"""Where each game's screens are found: by name, in its package scenes/<id>/ (beside its rules in
game/<id>/), with the same module names in every game. The shell and the table ask here and nowhere
else for a game's scene, how-to pages and pictures, newcomer hints and tutorial.

Parts are named as "module:attribute" strings and imported when first used, so listing the games
loads none of their drawing code (start-up stays quick). A game without a scenes package is still
playable through the generic table (one button per legal move), which is how a new game starts out.
"""
from __future__ import annotations

import importlib
import importlib.util
from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class GameUI:
    """A game's screens, found by name in its package scenes/<id>/: `scene.py` (its GameScene
    subclass as SCENE), `howto.py` (PAGES and ART), `hints.py` (hint(scene), and optionally board,
    readable and spare), `tutorial.json` with its hooks in `tutorial.py`. A part the package does
    not have is None (the table then does without it)."""
    id: str

    def _module(self, name: str) -> str | None:
        path = f"scenes.{self.id}.{name}"
        return path if importlib.util.find_spec(path) is not None else None

    @property
    def scene(self) -> str:
        return f"scenes.{self.id}.scene:SCENE"

    @property
    def howto(self) -> str | None:
        return self._module("howto")

    @property
    def hints(self) -> str | None:
        found = self._module("hints")
        return f"{found}:hint" if found else None

    @property
    def tutorial(self) -> str | None:
        return "tutorial.json" if (self.package_dir() / "tutorial.json").is_file() else None

    @property
    def tutorial_hooks(self) -> str | None:
        return self._module("tutorial")

    def package_dir(self) -> Path:
        return Path(importlib.import_module(f"scenes.{self.id}").__file__).resolve().parent

    def tutorial_path(self) -> Path | None:
        return self.package_dir() / self.tutorial if self.tutorial else None


_UI: dict[str, GameUI | None] = {}


def ui_for(game_id: str) -> GameUI | None:
    """The game's screens (None when it has no scenes package: the generic table plays it)."""
    if game_id not in _UI:
        try:
            found = importlib.util.find_spec(f"scenes.{game_id}") is not None
        except (ImportError, ValueError):
            found = False
        _UI[game_id] = GameUI(game_id) if found else None
    return _UI[game_id]


def has_tutorial(game_id: str) -> bool:
    """The game registers a tutorial script and the file is there."""
    ui = ui_for(game_id)
    path = ui.tutorial_path() if ui is not None else None
    return path is not None and path.is_file()


def resolve(target: str):
    module, _unused, attr = target.partition(":")
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
