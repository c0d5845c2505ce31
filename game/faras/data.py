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

# Short names for the find pictures (tooltips). 12 distinct pictures per find type.
PICTURE_NAMES = {
    "pottery": ("Painted bowl", "Amphora neck", "Jug handle", "Cup rim", "Storage jar shard",
                "Lamp fragment", "Plate with a bird", "Goblet foot", "Vase with vines",
                "Ribbed sherd", "Incense burner", "Water flask"),
    "paintings": ("Bishop's face", "Angel's wing", "Saint Anne's eyes", "Saint's halo",
                  "Archangel Michael", "Nativity scene", "Hand in blessing", "Rider saint",
                  "Nubian king's crown", "Apostle's robe", "Floral border", "Cross medallion"),
    "bones": ("Skull", "Jawbone", "Rib", "Thigh bone", "Vertebra", "Shoulder blade",
              "Finger bones", "Pelvis", "Tooth", "Kneecap", "Collarbone", "Forearm bone"),
    "misc": ("Coptic inscription", "Greek letter tile", "Bronze cross", "Coin", "Oil lamp",
             "Bead necklace", "Seal impression", "Iron key", "Ivory comb", "Glass vial",
             "Stamped brick", "Carved lintel"),
}

# ---- the 64 tokens -------------------------------------------------------------------------------
# id -> (type, picture index within the type, name).  Ids 0-47 finds (12 per type in FIND_TYPES
# order), 48-55 scorpions, 56-63 sand.
TOKENS: tuple = tuple(
    [(t, p, PICTURE_NAMES[t][p]) for t in FIND_TYPES for p in range(12)]
    + [("scorpion", p, "Scorpion") for p in range(8)]
    + [("sand", p, "Sand") for p in range(8)]
)
NUM_TOKENS = len(TOKENS)            # 64
TOKEN_TYPE = tuple(t for t, _, _ in TOKENS)
TOKEN_PICTURE = tuple(p for _, p, _ in TOKENS)
TOKEN_NAME = tuple(n for _, _, n in TOKENS)

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
CARDS: tuple = tuple(k for k, (count, _, _) in CARD_KINDS.items() for _ in range(count))
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
EXPERT_PITCH = 12                    # plot pitch: an 8 x 8 field of 12-unit plots
EXPERT_BOARD = EXPERT_PITCH * BOARD_COLS   # 96 x 96 units
EXPERT_MAX_SHIFT = 2                 # a token turning face down moves up to 2 units per axis
EXPERT_SHIFT_TRIES = 6

MEMORISE_CHOICES = (30, 60, 90, "ready")


def deal_sizes(players: int) -> list[int]:
    """Tokens dealt per position in turn order (index 0 = the starting player)."""
    base, extra = divmod(NUM_TOKENS, players)
    return [base + (1 if i < extra else 0) for i in range(players)]
