"""Scarabya's screens: scene.py (the table scene and its input), table.py (the big site and the still
frame), panels.py (the side column), pieces.py (tiles, tokens, site art), anim.py (the animations and
what they hold back), final.py (every final site before the results), howto.py (how-to pages and
pictures), hints.py and tutorial.py (with tutorial.json); found by name (scenes/table/games.py). They see the game only
through its match; the rules are in game/scarabya/."""
