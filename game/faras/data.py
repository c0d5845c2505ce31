"""Faras component data: the 64 tokens, the 30 archaeologist cards, the dam and board geometry.

Correct against a physical copy here; the rules module only reads these constants.
"""
from __future__ import annotations

from game.i18n import N_, _

# ---- token types -------------------------------------------------------------------------------
FIND_TYPES = ("pottery", "paintings", "bones", "misc")
TYPES = FIND_TYPES + ("scorpion", "sand")           # every token type, in a fixed display order
# the names of the types, English marked with N_: translated where they are shown, _(TYPE_LABELS[t])
TYPE_LABELS = {
    "pottery": N_("Pottery"), "paintings": N_("Paintings"), "bones": N_("Bones"), "misc": N_("Miscellaneous"),
    "scorpion": N_("Scorpion"), "sand": N_("Sand"),
}
# score_breakdown keys, one per token type (plural for the results screen)
BREAKDOWN_KEYS = {"pottery": "pottery", "paintings": "paintings", "bones": "bones",
                  "misc": "misc", "sand": "sand", "scorpion": "scorpions"}

# ---- the 48 finds: one table that the art, the tooltips and the log all read ----------------------
# (id, type, picture, name): `picture` is the index of the drawing within its type (the art file is
# assets/faras/<type>_<picture>.svg, see `art_name`) and the name says what that drawing shows.
# tests/game/faras/test_finds.py ties every name to its drawing.
FINDS: tuple = (
    (0, "pottery", 0, N_("Painted bowl")),
    (1, "pottery", 1, N_("Amphora")),
    (2, "pottery", 2, N_("Trefoil jug")),
    (3, "pottery", 3, N_("Black-glazed cup")),
    (4, "pottery", 4, N_("Blue fish plate")),
    (5, "pottery", 5, N_("Clay oil lamp")),
    (6, "pottery", 6, N_("Water-wheel pot")),
    (7, "pottery", 7, N_("Long-necked bottle")),
    (8, "pottery", 8, N_("Cooking pot")),
    (9, "pottery", 9, N_("Green-glazed ewer")),
    (10, "pottery", 10, N_("Stemmed goblet")),
    (11, "pottery", 11, N_("Pilgrim flask")),
    (12, "paintings", 0, N_("Bishop")),
    (13, "paintings", 1, N_("Saint Anne")),
    (14, "paintings", 2, N_("Angel")),
    (15, "paintings", 3, N_("Madonna and Child")),
    (16, "paintings", 4, N_("Blessing hand")),
    (17, "paintings", 5, N_("Jewelled cross")),
    (18, "paintings", 6, N_("Interlace ornament")),
    (19, "paintings", 7, N_("Dove")),
    (20, "paintings", 8, N_("Saint's eye")),
    (21, "paintings", 9, N_("Rosette")),
    (22, "paintings", 10, N_("Crowned eparch")),
    (23, "paintings", 11, N_("Painted fish")),
    (24, "bones", 0, N_("Skull")),
    (25, "bones", 1, N_("Jawbone")),
    (26, "bones", 2, N_("Thigh bone")),
    (27, "bones", 3, N_("Ribs")),
    (28, "bones", 4, N_("Molar tooth")),
    (29, "bones", 5, N_("Vertebra")),
    (30, "bones", 6, N_("Hand bones")),
    (31, "bones", 7, N_("Pelvis")),
    (32, "bones", 8, N_("Ram's horn")),
    (33, "bones", 9, N_("Fish skeleton")),
    (34, "bones", 10, N_("Hippo tusk")),
    (35, "bones", 11, N_("Ox skull")),
    (36, "misc", 0, N_("Gold coin")),
    (37, "misc", 1, N_("Iron key")),
    (38, "misc", 2, N_("Bead necklace")),
    (39, "misc", 3, N_("Gold ring")),
    (40, "misc", 4, N_("Bronze cross")),
    (41, "misc", 5, N_("Clay seal")),
    (42, "misc", 6, N_("Bronze bell")),
    (43, "misc", 7, N_("Parchment scroll")),
    (44, "misc", 8, N_("Wooden comb")),
    (45, "misc", 9, N_("Flint arrowhead")),
    (46, "misc", 10, N_("Leather sandal")),
    (47, "misc", 11, N_("Bronze mirror")),
)

# ---- the 64 tokens -------------------------------------------------------------------------------
# id -> (type, picture index within the type, name: English marked N_, translated where shown).
# Ids 0-47 the finds above (12 per type in FIND_TYPES order), 48-55 scorpions, 56-63 sand.
TOKENS: tuple = tuple(
    [(t, p, name) for _unused, t, p, name in FINDS]
    + [("scorpion", p, N_("Scorpion")) for p in range(8)]
    + [("sand", p, N_("Sand")) for p in range(8)]
)
NUM_TOKENS = len(TOKENS)            # 64
TOKEN_TYPE = tuple(t for t, _unused, _unused in TOKENS)
TOKEN_PICTURE = tuple(p for _unused, p, _unused in TOKENS)
TOKEN_NAME = tuple(n for _unused, _unused, n in TOKENS)


def token_label(token: int) -> str:
    """'Blue fish plate (Pottery)'; a find named like its type is named once ('Sand', not 'Sand (Sand)').
    In the language of the moment."""
    name, kind = TOKEN_NAME[token], TYPE_LABELS[TOKEN_TYPE[token]]
    if name.lower() == kind.lower():
        return _(name)
    # Translators: a find's name and, in brackets, its type ("Blue fish plate (Pottery)")
    return _("{name} ({type})").format(name=_(name), type=_(kind))


def art_name(token: int | None) -> str:
    """The token's drawing (an asset name under assets/); None = the sand back every token shares."""
    if token is None:
        return "faras/back"
    t = TOKEN_TYPE[token]
    if t in ("scorpion", "sand"):
        return f"faras/{t}"
    return f"faras/{t}_{TOKEN_PICTURE[token]}"


# ---- archaeologist cards -----------------------------------------------------------------------
# kind -> (count, title, short effect text for the UI); the texts marked N_, translated where shown
CARD_KINDS = {
    "pottery": (3, N_("Pottery"), N_("A pottery pair: keep both tokens.")),
    "paintings": (3, N_("Paintings"), N_("A paintings pair: keep both tokens.")),
    "bones": (3, N_("Bones"), N_("A bones pair: keep both tokens.")),
    "misc": (3, N_("Miscellaneous"), N_("A miscellaneous pair: keep both tokens.")),
    "baskets": (3, N_("Extra Baskets"), N_("Two sand are a pair: keep both.")),
    "medicine": (4, N_("Medicine"), N_("Scorpions cost you nothing; two scorpions: keep both.")),
    "guests": (3, N_("Guests"), N_("Reveal three tokens.")),
    "professor": (2, N_("Professor"), N_("Dig twice, two tokens each time.")),
    "library": (2, N_("Library Research"), N_("No dig: look at four tokens in secret.")),
    "valuable": (2, N_("Valuable Find"), N_("After a pair, try to win the second token too.")),
    "dispute": (2, N_("Scientific Dispute"), N_("After the dig, challenge the leader on what they hold.")),
}
# card id -> kind, ids 0..29 in CARD_KINDS order
CARDS: tuple = tuple(k for k, (count, _unused, _unused) in CARD_KINDS.items() for _unused in range(count))
NUM_CARDS = len(CARDS)              # 30
HAND_SIZE = 3

# ---- board, dam, setup -----------------------------------------------------------------------------
BOARD_COLS = 8
BOARD_ROWS = 8
NUM_CELLS = BOARD_COLS * BOARD_ROWS  # 64 silhouettes
DAM_SLOTS = 18
END_BOARD_TOKENS = 8                 # the excavations end at 8 or fewer tokens on the board
DIG_SIZE = 2
GUESTS_DIG_SIZE = 3
PROFESSOR_DIGS = 2
LIBRARY_PEEKS = 4

# Expert board geometry (units of 1/10 of a token's width). See docs/rules/faras.md.
EXPERT_UNIT_TOKEN = 10               # a token is 10 x 10 units
EXPERT_BOARD = 108                   # 108 x 108 units: tokens are placed freely (no overlap)
EXPERT_PITCH = 12                    # an 8 x 8 field of 12-unit plots in the middle: the slots' homes
EXPERT_PLOT_OFFSET = (EXPERT_BOARD - EXPERT_PITCH * BOARD_COLS) // 2   # 6
# the room check of free placement: a 10 x 10 field of touching token spots (see docs/rules/faras.md)
EXPERT_SPOTS = 10
EXPERT_SPOT_OFFSET = (EXPERT_BOARD - EXPERT_SPOTS * EXPERT_UNIT_TOKEN) // 2   # 4
EXPERT_MAX_SHIFT = 2                 # a token turning face down moves up to 2 units per axis
EXPERT_SHIFT_TRIES = 6



def deal_sizes(players: int) -> list[int]:
    """Tokens dealt per position in turn order (index 0 = the starting player)."""
    base, extra = divmod(NUM_TOKENS, players)
    return [base + (1 if i < extra else 0) for i in range(players)]


# ---- what each step of a turn asks for (the reason given for a move out of turn, and the scene's
# nudge when a click misses the decision panel; marked N_, translated where said) ----------------------
STEP_PROMPTS = {
    "card": N_("Choose an archaeologist card to play first."),
    "dig": N_("Reveal a face-down token on the board."),
    "peek": N_("Pick a face-down token to look at."),
    "penalty": N_("The scorpion stings: choose a token from your collection for the dam."),
    "helper": N_("Choose a player to help you lift the valuable find."),
    "challenge": N_("Report how the lifting challenge went."),
    "dam_take": N_("The helper now takes a token from the dam."),
    "ask": N_("Choose which leading player to question."),
    "declare": N_("The questioned player must declare which types they hold."),
    "give": N_("The questioned player must give a token to the asker."),
}
