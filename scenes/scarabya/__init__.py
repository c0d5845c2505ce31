"""Scarabya's screens: scene.py (the table scene and its input), table.py (the big site and the still
frame), panels.py (the side column), pieces.py (tiles, tokens, site art), anim.py (the animations and
what they hold back), final.py (every final site before the results), howto.py (how-to pages and
pictures), hints.py and tutorial.py (with tutorial.json); registered once here. They see the game only
through its match; the rules are in game/scarabya/."""
from scenes.table.games import GameUI, register_ui

register_ui(GameUI("scarabya", scene="scenes.scarabya.scene:SCENE", howto="scenes.scarabya.howto",
                   hints="scenes.scarabya.hints:hint", tutorial="tutorial.json",
                   tutorial_hooks="scenes.scarabya.tutorial"))
