"""Scarabya component data (constants only; logic lives in state.py and shapes.py).

Shapes and boards are drawn as text: '#' a tile square, 'R' a rock, 'S' a scarab symbol, '.' empty.
A correction against a physical copy changes only this file.
"""

SITE_SIZE = 10          # the frame holds a 10x10 site
BOARD_SIZE = 5          # four 5x5 boards
CLOSED_MAX = 4          # an open region of at most this many squares is a closed excavation area
ROUNDS = 12             # standard and solo: one mission card per round
DUEL_ROUNDS = 6         # duel: two mission cards per round
CENTRE = ((4, 4), (4, 5), (5, 4), (5, 5))

# The 12 pentominoes in their printed side (flipping gives the mirror image when allowed).
TILES = {
    "F": (".##", "##.", ".#."),
    "I": ("#", "#", "#", "#", "#"),
    "L": ("#.", "#.", "#.", "##"),
    "N": (".#", ".#", "##", "#."),
    "P": ("##", "##", "#."),
    "T": ("###", ".#.", ".#."),
    "U": ("#.#", "###"),
    "V": ("#..", "#..", "###"),
    "W": ("#..", "##.", ".##"),
    "X": (".#.", "###", ".#."),
    "Y": (".#", "##", ".#", ".#"),
    "Z": ("##.", ".#.", ".##"),
}
TILE_NAMES = tuple(TILES)   # F I L N P T U V W X Y Z

# One mission card per tile letter.
MISSION_CARDS = TILE_NAMES

# The four boards (project reconstruction): 2 rocks, 6 scarabs each, never a rock on a corner.
BOARDS = {
    "A": ("..S..",
          "...RS",
          "S.S..",
          ".R...",
          "...SS"),
    "B": ("..S..",
          ".R..S",
          ".S.S.",
          "..SR.",
          "S...."),
    "C": ("S....",
          "..RS.",
          "..S..",
          ".S.R.",
          ".S..S"),
    "D": ("...S.",
          "SR...",
          "S..S.",
          "..R..",
          ".S..S"),
}
BOARD_NAMES = ("A", "B", "C", "D")
# Default arrangement: quadrants top-left, top-right, bottom-left, bottom-right, each as
# (board, clockwise quarter turns).
DEFAULT_ARRANGEMENT = (("A", 0), ("B", 0), ("C", 0), ("D", 0))

# The common supply of scarab tokens.
TOKEN_VALUES = (1, 2, 3, 4)
TOKENS_PER_VALUE = 18
