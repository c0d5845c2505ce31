"""Scarabya's screens: scene.py (the table scene), pieces.py, table.py, panels.py, anim.py, howto.py
(how-to pages and pictures) and hints.py; registered once here (the rules are in game/scarabya/)."""
from scenes.table.games import GameUI, register_ui

register_ui(GameUI("scarabya", scene="scenes.scarabya.scene:SCENE", howto="scenes.scarabya.howto",
                   hints="scenes.scarabya.hints:hint", tutorial="tutorial.json"))
