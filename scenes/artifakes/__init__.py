"""Artifakes's screens: scene.py (the table scene: selection, input, status), table.py (painting the
table), pieces.py (drawing kit), panels.py (the side panel), anim.py (events to animation),
summary.py (the round's scoring card and a computer's move in words), howto.py (how-to pages and
pictures), hints.py and tutorial.py; registered once here (the rules are in game/artifakes/)."""
from scenes.table.games import GameUI, register_ui

register_ui(GameUI("artifakes", scene="scenes.artifakes.scene:SCENE", howto="scenes.artifakes.howto",
                   hints="scenes.artifakes.hints:hint", tutorial="tutorial.json",
                   tutorial_hooks="scenes.artifakes.tutorial"))
