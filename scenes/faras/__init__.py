"""Faras's screens: scene.py (the table scene: input and flow), layout.py (where everything lies),
pieces.py (tokens, cards, the dam), table.py (painting the table), panels.py (decision panels, the
lifting challenge, the right column), anim.py (events into animation), status.py (the status line),
howto.py (how-to pages and pictures) and hints.py; found by name
(scenes/table/games.py; the rules are in game/faras/)."""
