"""Thebes's screens: scene.py (the table scene), pieces.py, table.py, panels.py, dig.py (the dig
dialog), anim.py, howto.py (how-to pages and pictures) and hints.py; registered once here (the rules
are in game/thebes/)."""
from scenes.table.games import GameUI, register_ui

register_ui(GameUI("thebes", scene="scenes.thebes.scene:SCENE", howto="scenes.thebes.howto",
                   hints="scenes.thebes.hints:hint", tutorial="tutorial.json",
                   tutorial_hooks="scenes.thebes.tutorial"))
