"""Artifakes's screens: scene.py (the table scene), pieces.py, table.py, panels.py, anim.py, howto.py
(how-to pages and pictures) and hints.py; registered once here (the rules are in game/artifakes/)."""
from scenes.table.games import GameUI, register_ui

register_ui(GameUI("artifakes", scene="scenes.artifakes.scene:SCENE", howto="scenes.artifakes.howto",
                   hints="scenes.artifakes.hints:hint", tutorial="tutorial.json"))
