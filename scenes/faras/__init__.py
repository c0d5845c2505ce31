"""Faras's screens: scene.py (the table scene), pieces.py, table.py, panels.py, anim.py, howto.py
(how-to pages and pictures) and hints.py; registered once here (the rules are in game/faras/)."""
from scenes.table.games import GameUI, register_ui

register_ui(GameUI("faras", scene="scenes.faras.scene:SCENE", howto="scenes.faras.howto",
                   hints="scenes.faras.hints:hint", tutorial=None))
