"""Faras's screens: scene.py (the table scene: input and flow), layout.py (where everything lies),
pieces.py (tokens, cards, the dam), table.py (painting the table), panels.py (decision panels, the
lifting challenge, the right column), anim.py (events into animation), status.py (the status line),
howto.py (how-to pages and pictures) and hints.py; registered once here (the
rules are in game/faras/)."""
from scenes.table.games import GameUI, register_ui

register_ui(GameUI("faras", scene="scenes.faras.scene:SCENE", howto="scenes.faras.howto",
                   hints="scenes.faras.hints:hint", tutorial="tutorial.json",
                   tutorial_hooks="scenes.faras.tutorial"))
