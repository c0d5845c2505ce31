"""Thebes's screens: scene.py (the table scene), pieces.py, table.py, panels.py, dig.py (the dig
dialog), anim.py, howto.py (how-to pages and pictures) and hints.py; found by name
(scenes/table/games.py; the rules are in game/thebes/)."""
