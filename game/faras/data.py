"""Faras component data: the 64 tokens, the 30 archaeologist cards, the dam and board geometry.

Correct against a physical copy here; the rules module only reads these constants.
"""
from __future__ import annotations

# ---- token types -------------------------------------------------------------------------------
FIND_TYPES = ("pottery", "paintings", "bones", "misc")
TYPES = FIND_TYPES + ("scorpion", "sand")           # every token type, in a fixed display order
TYPE_LABELS = {
    "pottery": "Pottery", "paintings": "Paintings", "bones": "Bones", "misc": "Miscellaneous",
    "scorpion": "Scorpion", "sand": "Sand",
}
# score_breakdown keys, one per token type (plural for the results screen)
BREAKDOWN_KEYS = {"pottery": "pottery", "paintings": "paintings", "bones": "bones",
                  "misc": "misc", "sand": "sand", "scorpion": "scorpions"}

# ---- the 48 finds: one table that the art, the tooltips and the log all read ----------------------
# (id, type, picture, name): `picture` is the index of the drawing within its type (the art file is
# assets/faras/<type>_<picture>.svg, see `art_name`) and the name says what that drawing shows.
# tests/game/faras/test_finds.py ties every name to its drawing.
FINDS: tuple = (
    (0, "pottery", 0, "Painted bowl"),
    (1, "pottery", 1, "Amphora"),
    (2, "pottery", 2, "Trefoil jug"),
    (3, "pottery", 3, "Black-glazed cup"),
    (4, "pottery", 4, "Blue fish plate"),
    (5, "pottery", 5, "Clay oil lamp"),
    (6, "pottery", 6, "Water-wheel pot"),
    (7, "pottery", 7, "Long-necked bottle"),
    (8, "pottery", 8, "Cooking pot"),
    (9, "pottery", 9, "Green-glazed ewer"),
    (10, "pottery", 10, "Stemmed goblet"),
    (11, "pottery", 11, "Pilgrim flask"),
    (12, "paintings", 0, "Bishop"),
    (13, "paintings", 1, "Saint Anne"),
    (14, "paintings", 2, "Angel"),
    (15, "paintings", 3, "Madonna and Child"),
    (16, "paintings", 4, "Blessing hand"),
    (17, "paintings", 5, "Jewelled cross"),
    (18, "paintings", 6, "Interlace ornament"),
    (19, "paintings", 7, "Dove"),
    (20, "paintings", 8, "Saint's eye"),
    (21, "paintings", 9, "Rosette"),
    (22, "paintings", 10, "Crowned eparch"),
    (23, "paintings", 11, "Painted fish"),
    (24, "bones", 0, "Skull"),
    (25, "bones", 1, "Jawbone"),
    (26, "bones", 2, "Thigh bone"),
    (27, "bones", 3, "Ribs"),
    (28, "bones", 4, "Molar tooth"),
    (29, "bones", 5, "Vertebra"),
    (30, "bones", 6, "Hand bones"),
    (31, "bones", 7, "Pelvis"),
    (32, "bones", 8, "Ram's horn"),
    (33, "bones", 9, "Fish skeleton"),
    (34, "bones", 10, "Hippo tusk"),
    (35, "bones", 11, "Ox skull"),
    (36, "misc", 0, "Gold coin"),
    (37, "misc", 1, "Iron key"),
    (38, "misc", 2, "Bead necklace"),
    (39, "misc", 3, "Gold ring"),
    (40, "misc", 4, "Bronze cross"),
    (41, "misc", 5, "Clay seal"),
    (42, "misc", 6, "Bronze bell"),
    (43, "misc", 7, "Parchment scroll"),
    (44, "misc", 8, "Wooden comb"),
    (45, "misc", 9, "Flint arrowhead"),
    (46, "misc", 10, "Leather sandal"),
    (47, "misc", 11, "Bronze mirror"),
)

# ---- the 64 tokens -------------------------------------------------------------------------------
# id -> (type, picture index within the type, name).  Ids 0-47 the finds above (12 per type in
# FIND_TYPES order), 48-55 scorpions, 56-63 sand.
TOKENS: tuple = tuple(
    [(t, p, name) for _unused, t, p, name in FINDS]
    + [("scorpion", p, "Scorpion") for p in range(8)]
    + [("sand", p, "Sand") for p in range(8)]
)
NUM_TOKENS = len(TOKENS)            # 64
TOKEN_TYPE = tuple(t for t, _unused, _unused in TOKENS)
TOKEN_PICTURE = tuple(p for _unused, p, _unused in TOKENS)
TOKEN_NAME = tuple(n for _unused, _unused, n in TOKENS)


def token_label(token: int) -> str:
    """'Blue fish plate (Pottery)'; a find named like its type is named once ('Sand', not 'Sand (Sand)')."""
    name, kind = TOKEN_NAME[token], TYPE_LABELS[TOKEN_TYPE[token]]
    return name if name.lower() == kind.lower() else f"{name} ({kind})"


def art_name(token: int | None) -> str:
    """The token's drawing (an asset name under assets/); None = the sand back every token shares."""
    if token is None:
        return "faras/back"
    t = TOKEN_TYPE[token]
    if t in ("scorpion", "sand"):
        return f"faras/{t}"
    return f"faras/{t}_{TOKEN_PICTURE[token]}"


# ---- archaeologist cards -----------------------------------------------------------------------
# kind -> (count, title, short effect text for the UI)
CARD_KINDS = {
    "pottery": (3, "Pottery", "A pottery pair: keep both tokens."),
    "paintings": (3, "Paintings", "A paintings pair: keep both tokens."),
    "bones": (3, "Bones", "A bones pair: keep both tokens."),
    "misc": (3, "Miscellaneous", "A miscellaneous pair: keep both tokens."),
    "baskets": (3, "Extra Baskets", "Two sand are a pair: keep both."),
    "medicine": (4, "Medicine", "Scorpions cost you nothing; two scorpions: keep both."),
    "guests": (3, "Guests", "Reveal three tokens."),
    "professor": (2, "Professor", "Dig twice, two tokens each time."),
    "library": (2, "Library Research", "No dig: look at four tokens in secret."),
    "valuable": (2, "Valuable Find", "After a pair, try to win the second token too."),
    "dispute": (2, "Scientific Dispute", "After the dig, challenge the leader on what they hold."),
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
# nudge when a click misses the decision panel) -----------------------------------------------------
STEP_PROMPTS = {
    "card": "Choose an archaeologist card to play first.",
    "dig": "Reveal a face-down token on the board.",
    "peek": "Pick a face-down token to look at.",
    "penalty": "The scorpion stings: choose a token from your collection for the dam.",
    "helper": "Choose a player to help you lift the valuable find.",
    "challenge": "Report how the lifting challenge went.",
    "dam_take": "The helper now takes a token from the dam.",
    "ask": "Choose which leading player to question.",
    "declare": "The questioned player must declare which types they hold.",
    "give": "The questioned player must give a token to the asker.",
}
