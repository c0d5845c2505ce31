"""Artifakes's screens: scene.py (the table scene: selection, input, status), table.py (painting the
table), pieces.py (drawing kit), panels.py (the side panel), anim.py (events to animation),
summary.py (the round's scoring card and a computer's move in words), howto.py (how-to pages and
pictures), hints.py and tutorial.py; found by name (scenes/table/games.py;
the rules are in game/artifakes/)."""
