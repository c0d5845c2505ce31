"""Faras bots. Memory comes only from observed events (the layout seen during setup, reveals, own
peeks, pairs and dam moves); levels differ in how much they keep and how long.
"""
from __future__ import annotations

from collections import Counter

from game.bots import Bot, RandomBot, noisy_pick
from game.core import Action
from game.faras import board as B
from game.faras import data as D
from game.faras import pairs

# Chance that a bot's side of the dexterity challenge succeeds (the UI uses it for bot helpers too).
CHALLENGE_SUCCESS = {"random": 0.5, "easy": 0.45, "normal": 0.6, "hard": 0.75, "expert": 0.75}

# memory parameters per level:
#   layout: chance to remember a token of the initial layout (others' / own placement)
#   reveal: chance to remember a token seen face up; decay: chance per turn to forget each memory;
#   drift: extra chance to lose a token's place when it shifts (expert); coll: chance to lose track
#   of a token entering a collection (own included)
MEMORY = {
    "easy": {"layout": 0.08, "own": 0.25, "reveal": 0.45, "decay": 0.06, "drift": 0.15, "coll": 0.35},
    "normal": {"layout": 0.3, "own": 0.6, "reveal": 0.8, "decay": 0.02, "drift": 0.05, "coll": 0.1},
    "hard": {"layout": 0.85, "own": 0.9, "reveal": 0.9, "decay": 0.02, "drift": 0.0, "coll": 0.0},
}
# a memory that keeps everything: not a level of its own. The expert's own moves rest on its seat's
# whole history (game/faras/knowledge.py); its fallback and the hard players it imagines in its
# play-outs (expert_hard) keep everything too.
PERFECT = {"layout": 1.0, "own": 1.0, "reveal": 1.0, "decay": 0.0, "drift": 0.0, "coll": 0.0}

# value of keeping a card for later (spending it on an ordinary dig wastes this much)
KEEP_VALUE = {"pottery": 0.5, "paintings": 0.5, "bones": 0.5, "misc": 0.5, "baskets": 0.3,
              "medicine": 0.4, "guests": 0.2, "professor": 0.6, "library": 0.05, "valuable": 0.25,
              "dispute": 0.2}


def card_values(counts: dict, face_down: int, scorpions_left: int, own_coll: int, others_max: int,
                unknown: int = 0) -> dict[str, float]:
    """What the heuristic levels think each card kind is worth at their card step: `counts` the
    face-down tokens they know per type, `face_down` how many lie face down, `scorpions_left` the
    scorpions not yet gone, `own_coll` their collection's size, `others_max` the largest other
    collection, `unknown` the face-down tokens they do not know. Spending a card on an ordinary dig
    costs its KEEP_VALUE."""
    find_pairs = [t for t in D.FIND_TYPES if counts[t] >= 2]
    npairs = sum(counts[t] // 2 for t in D.FIND_TYPES)
    # a blind dig: small chance of a pair, some risk of a scorpion
    risk = scorpions_left / max(1, face_down) if own_coll else 0.0
    explore = 0.2 - risk * 0.8
    base = 1.0 if find_pairs else explore
    val = {}
    for kind in D.CARD_KINDS:
        if kind in D.FIND_TYPES:
            v = 2.0 + KEEP_VALUE[kind] if kind in find_pairs else base   # realising its purpose: no waste
        elif kind == "baskets":
            v = 2.0 + KEEP_VALUE[kind] if counts["sand"] >= 2 else base
        elif kind == "medicine":
            v = 2.0 + KEEP_VALUE[kind] if counts["scorpion"] >= 2 else base + (risk * 0.8 if not find_pairs else 0.0)
        elif kind == "guests":
            v = 1.1 if find_pairs else explore * 1.8
        elif kind == "professor":
            v = 2.0 + KEEP_VALUE[kind] if npairs >= 2 else (1.0 + explore if npairs == 1 else 2 * explore)
        elif kind == "library":
            v = 0.45 if unknown >= 4 and not find_pairs else 0.1
        elif kind == "valuable":
            v = base + (0.15 if find_pairs else 0.0)
        elif kind == "dispute":
            v = base + (0.4 if others_max > 0 else 0.0)
        else:
            v = base
        val[kind] = v - KEEP_VALUE.get(kind, 0.0)
    return val


class FarasBot(Bot):
    def __init__(self, seat, level="normal", seed=0, memory: dict | None = None):
        super().__init__(seat, level, seed)
        self.mem = memory if memory is not None else MEMORY[level]
        self.layout: dict[int, int] = {}       # cell -> token seen during setup
        self.known: dict[int, int] = {}        # cell -> token believed to lie face down there
        self.colls: dict[int, list] = {}       # seat -> tokens (None = lost track) in slot order
        self.dam: list = []                    # dam slots (None = unknown)
        self.expert = False
        # a token just seen face up (or peeked at) is never forgotten at once: until the start of
        # the bot's second turn after the sight the slow forgetting leaves it alone, and only then
        # does a sight its level does not keep go (no computer digs up again, on its next turn, the
        # sand it has just watched come up): cell -> [token, own turns left, kept]
        self.recent: dict[int, list] = {}

    # ---- memory ------------------------------------------------------------------------------
    def _coll(self, seat):
        return self.colls.setdefault(seat, [])

    def _add_coll(self, seat, token):
        lose = token is None or self.rng.random() < self.mem["coll"]
        self._coll(seat).append(None if lose else token)

    def observe(self, events):
        for e in events:
            k = e.kind
            g = e.get
            if k == "placed":
                self.layout[g("cell")] = (g("token"), g("seat"))
                if g("x") is not None:
                    self.expert = True
            elif k == "memorise_ended":
                for cell, (tok, seat) in sorted(self.layout.items()):
                    p = self.mem["own"] if seat == self.seat else self.mem["layout"]
                    if self.rng.random() < p:
                        self.known[cell] = tok
            elif k in ("revealed", "find_returned"):
                self._saw(g("cell"), g("token"), self.rng.random() < self.mem["reveal"])
            elif k == "peeked":
                if g("token") is not None:
                    self._saw(g("cell"), g("token"), True)
            elif k == "pair":
                for t in g("kept"):
                    self._add_coll(g("seat"), t)
                kept_or_dammed = set(g("kept")) | set(g("dammed"))
                for c, t in zip(g("cells"), g("tokens")):
                    if t in kept_or_dammed:
                        self.known.pop(c, None)
            elif k == "to_dam":
                self.dam.append(g("token"))
                if g("cell") is not None:
                    self.known.pop(g("cell"), None)
            elif k == "scorpion":
                self.known.pop(g("cell"), None)
            elif k == "penalty":
                coll = self._coll(g("seat"))
                slot = g("slot")
                t = coll.pop(slot) if 0 <= slot < len(coll) else None
                self.dam.append(g("token") if g("token") is not None else t)
            elif k == "to_collection":
                self._add_coll(g("seat"), g("token"))
                self.known.pop(g("cell"), None)
            elif k == "from_dam":
                slot = g("slot")
                t = self.dam.pop(slot) if 0 <= slot < len(self.dam) else None
                self._add_coll(g("seat"), g("token") if g("token") is not None else t)
            elif k == "dispute_revealed":
                self.colls[g("seat")] = list(g("tokens"))
            elif k == "dispute_given":
                coll = self._coll(g("seat"))
                t = g("token")
                if t in coll:
                    coll.remove(t)
                elif None in coll:
                    coll.remove(None)
                self._coll(g("to")).append(t)
            elif k == "turned_down" and self.mem["drift"] and g("positions") is not None:
                for c in g("cells"):
                    if self.rng.random() < self.mem["drift"]:
                        self.known.pop(c, None)
            elif k == "turn_started":
                if g("seat") == self.seat:
                    self._fade()
                if self.mem["decay"]:
                    for c in sorted(self.known):
                        if c not in self.recent and self.rng.random() < self.mem["decay"]:
                            del self.known[c]

    def _saw(self, cell, token, keep: bool) -> None:
        self.known[cell] = token
        self.recent[cell] = [token, 2, keep]

    def _fade(self) -> None:
        for cell in sorted(self.recent):
            entry = self.recent[cell]
            entry[1] -= 1
            if entry[1] <= 0:
                del self.recent[cell]
                if not entry[2] and self.known.get(cell) == entry[0]:
                    del self.known[cell]

    # ---- helpers -------------------------------------------------------------------------------
    def _face_down(self, view):
        return [c for c, cell in enumerate(view["board"]) if cell is not None and not cell["face_up"]]

    def _known_by_type(self, view):
        by = {t: [] for t in D.TYPES}
        for c in self._face_down(view):
            t = self.known.get(c)
            if t is not None:
                by[D.TOKEN_TYPE[t]].append(c)
        return by

    # ---- choosing ------------------------------------------------------------------------------
    def choose(self, view, legal, rng=None):
        rng = rng or self.rng
        legal = list(legal)
        if len(legal) == 1:
            return legal[0]
        try:
            if view["phase"] == "setup":
                return self._setup(view, legal, rng)
            handler = self.STEPS.get(view["step"])
            if handler is not None:
                a = handler(self, view, legal, rng)
                if a in legal:
                    return a
        except (KeyError, IndexError, ValueError, TypeError):
            pass
        return rng.choice(legal)

    # setup: cluster own tokens by type, each seat in its own part of the board
    def _setup(self, view, legal, rng):
        hand = view["unplaced"][self.seat]
        sel = view["selected_token"]
        if sel is None:
            # pick the type we hold most of, its lowest token
            counts = Counter(D.TOKEN_TYPE[t] for t in hand)
            best = max(D.TYPES, key=lambda t: (counts[t], -D.TYPES.index(t)))
            tok = min(t for t in hand if D.TOKEN_TYPE[t] == best)
            return Action.make("choose_token", token=tok)
        typ = D.TOKEN_TYPE[sel]
        board = view["board"]
        if any(a.kind == "place_at" for a in legal):
            return self._setup_free(view, legal, typ)
        free = [c for c, cell in enumerate(board) if cell is None]
        mine = [c for c, cell in enumerate(board)
                if cell is not None and cell.get("type") == typ and self.layout.get(c, (None, None))[1] == self.seat]
        cols = D.BOARD_COLS

        def near(c, others):
            r, q = divmod(c, cols)
            return min((abs(r - o // cols) + abs(q - o % cols) for o in others), default=99)

        if mine:
            best = min(free, key=lambda c: (near(c, mine), c))
            return Action.make("place", cell=best)
        # start a new cluster: far from other players' tokens, inside our quadrant preference
        start = [0, cols - 1, D.NUM_CELLS - 1, D.NUM_CELLS - cols][self.seat % 4]
        theirs = [c for c, cell in enumerate(board) if cell is not None]
        best = min(free, key=lambda c: (near(c, [start]) - (min(near(c, theirs), 3) if theirs else 0), c))
        return Action.make("place", cell=best)

    def _setup_free(self, view, legal, typ):
        """Expert side: the offered free position nearest to our tokens of this type, else nearest to our
        corner of the board."""
        spots = [(a["x"], a["y"]) for a in legal if a.kind == "place_at"]
        board = view["board"]
        mine = [(e["x"], e["y"]) for c, e in enumerate(board) if e is not None and e.get("type") == typ
                and self.layout.get(c, (None, None))[1] == self.seat]
        far = B.LIMIT
        corner = [(0, 0), (far, 0), (far, far), (0, far)][self.seat % 4]
        goal = mine or [corner]
        x, y = min(spots, key=lambda p: (min(abs(p[0] - gx) + abs(p[1] - gy) for gx, gy in goal), p))
        return Action.make("place_at", x=x, y=y)

    def _card_worth(self, view) -> dict[str, float]:
        """card_values for this seat now, from what it remembers."""
        by = self._known_by_type(view)
        fd = self._face_down(view)
        unknown = [c for c in fd if c not in self.known]
        my_coll = len(self._coll(self.seat)) or view["collections"][self.seat]["count"]
        others = [view["collections"][s]["count"] for s in range(view["players"]) if s != self.seat]
        return card_values({t: len(by[t]) for t in D.TYPES}, len(fd), 8 - self._gone_scorpions(view), my_coll,
                           max(others), len(unknown))

    def _step_card(self, view, legal, rng):
        hand = view["hand"]
        val = self._card_worth(view)
        best, best_val = None, None
        for c in sorted(hand, key=lambda c: c["card"]):    # ties go to the lowest card, whatever the hand's order
            v = val[c["kind"]]
            if best_val is None or v > best_val + 1e-9:
                best, best_val = c["card"], v
        return Action.make("play_card", card=best)

    def _gone_scorpions(self, view):
        gone = sum(1 for t in self.dam if t is not None and D.TOKEN_TYPE[t] == "scorpion")
        for s in range(view["players"]):
            gone += sum(1 for t in self._coll(s) if t is not None and D.TOKEN_TYPE[t] == "scorpion")
        return min(8, gone)

    def _step_dig(self, view, legal, rng):
        card = view["played_card"]["kind"]
        board = view["board"]
        revealed = view["revealed"]
        rev_types = [board[c]["type"] for c in revealed]
        pairable = pairs.pairable(card)
        by = self._known_by_type(view)
        fd = self._face_down(view)
        unknown = [c for c in fd if c not in self.known]
        have_pair = any(rev_types.count(t) >= 2 for t in pairable)
        if not have_pair:
            # complete a pair with something revealed
            for t in rev_types:
                if t in pairable and by[t]:
                    return Action.make("reveal", cell=by[t][0])
            if not revealed:
                order = []
                if card in D.FIND_TYPES or card in pairs.SPECIAL_PAIRS:
                    order.append(pairs.SPECIAL_PAIRS.get(card, card))
                order += [t for t in D.FIND_TYPES if t not in order]
                for t in order:
                    if len(by[t]) >= 2:
                        return Action.make("reveal", cell=by[t][0])
        left = view["dig"]["left_in_dig"] if view.get("dig") else 1
        # nothing to complete: explore an unknown token, or play safe
        can_still_pair = not have_pair and left >= 1 and (
            not revealed or any(t in pairable for t in rev_types) or left >= 2)
        my_coll = view["collections"][self.seat]["count"]
        safe = [c for c in fd if c in self.known and D.TOKEN_TYPE[self.known[c]] != "scorpion"]
        risk = (8 - self._gone_scorpions(view) - len(by["scorpion"])) / max(1, len(unknown))
        if unknown and (can_still_pair or my_coll == 0 or card == "medicine" or risk < 0.15 or not safe):
            return Action.make("reveal", cell=rng.choice(unknown))
        if safe:
            # prefer a known sand (never useful) over breaking up a known single find
            sand = [c for c in safe if D.TOKEN_TYPE[self.known[c]] == "sand"]
            return Action.make("reveal", cell=(sand or safe)[0])
        nonscorp = [a for a in legal if self.known.get(a["cell"]) is None
                    or D.TOKEN_TYPE[self.known[a["cell"]]] != "scorpion"]
        return rng.choice(nonscorp or legal)

    def _step_peek(self, view, legal, rng):
        cand = [a for a in legal if a["cell"] not in self.known]
        return rng.choice(cand or legal)

    def _step_penalty(self, view, legal, rng):
        coll = self._coll(self.seat)
        if len(coll) != len(legal):
            return legal[-1]
        counts = Counter(D.TOKEN_TYPE[t] for t in coll if t is not None)
        # give up a token whose type we hold several of (our declared set stays right), else unknown
        best = max(range(len(coll)), key=lambda i: (
            counts[D.TOKEN_TYPE[coll[i]]] if coll[i] is not None else 1.5, i))
        return Action.make("penalty", slot=best)

    def _step_helper(self, view, legal, rng):
        scores = view["scores"]
        return min(legal, key=lambda a: (scores[a["seat"]], a["seat"]))

    def _step_challenge(self, view, legal, rng):
        if legal[0].kind == "attempt":
            return legal[0]
        ok = rng.random() < CHALLENGE_SUCCESS.get(self.level, 0.5)
        return Action.make("challenge", success=ok)

    def _step_dam_take(self, view, legal, rng):
        mine = {D.TOKEN_TYPE[t] for t in self._coll(self.seat) if t is not None}
        for a in legal:
            s = a["slot"]
            t = self.dam[s] if s < len(self.dam) else None
            if t is not None and D.TOKEN_TYPE[t] in mine:
                return a
        return legal[-1]

    def _step_ask(self, view, legal, rng):
        def diversity(a):
            return len({D.TOKEN_TYPE[t] for t in self._coll(a["seat"]) if t is not None})
        return max(legal, key=lambda a: (diversity(a), -a["seat"]))

    def _step_declare(self, view, legal, rng):
        coll = self._coll(self.seat)
        held = {D.TOKEN_TYPE[t] for t in coll if t is not None}
        if not held:
            held = {"pottery"}
        if len(held) == len(D.TYPES):
            return Action.make("declare", types="all")
        return Action.make("declare", types=[t for t in D.TYPES if t in held])

    def _step_give(self, view, legal, rng):
        counts = Counter(D.TOKEN_TYPE[a["token"]] for a in legal)
        return max(legal, key=lambda a: (counts[D.TOKEN_TYPE[a["token"]]], -a["token"]))


# the step of a turn -> how the bot decides it
FarasBot.STEPS = {
    "card": FarasBot._step_card, "dig": FarasBot._step_dig, "peek": FarasBot._step_peek,
    "penalty": FarasBot._step_penalty, "helper": FarasBot._step_helper, "challenge": FarasBot._step_challenge,
    "dam_take": FarasBot._step_dam_take, "ask": FarasBot._step_ask, "declare": FarasBot._step_declare,
    "give": FarasBot._step_give,
}


# ---- a measurement opponent (game/bots.py: noisy_pick) ---------------------------------------------
# Levels a tool may seat (tools.selfplay --seats) that the app never offers.
MEASURE_LEVELS = ("noisyhard",)
NOISE_TIE = 0.1           # card values this close to the best are a near-tie, broken at random
CHALLENGE_SUCCESS["noisyhard"] = CHALLENGE_SUCCESS["hard"]
_KIND_ORDER = list(D.CARD_KINDS)


class NoisyHardBot(FarasBot):
    """The hard level, less predictable: an opponent the expert does not model, to measure it
    against. Same memory and the same heuristics, but where they rank real alternatives (which card
    to play, which known pair to go for) a near-tie is broken at random and one such decision in
    six is taken among the top three at random. A uniformly random move would be a blunder that no
    sensible player makes; the noise stays among the moves the heuristics themselves rate well."""

    def __init__(self, seat, level="noisyhard", seed=0):
        super().__init__(seat, level, seed, memory=MEMORY["hard"])

    @staticmethod
    def _pick(ranked, rng):
        """`ranked`: (value, choice) pairs, best first, each choice a different alternative."""
        return noisy_pick(ranked, rng, NOISE_TIE)

    def _step_card(self, view, legal, rng):
        val = self._card_worth(view)
        kinds = sorted({c["kind"] for c in view["hand"]}, key=lambda k: (-val[k], _KIND_ORDER.index(k)))
        kind = self._pick([(val[k], k) for k in kinds], rng)
        return Action.make("play_card", card=min(c["card"] for c in view["hand"] if c["kind"] == kind))

    def _step_dig(self, view, legal, rng):
        a = super()._step_dig(view, legal, rng)
        tok = self.known.get(a["cell"])
        if tok is None:
            return a                       # exploring: already a random unknown token
        by = self._known_by_type(view)
        typ = D.TOKEN_TYPE[tok]
        if not view["revealed"] and len(by[typ]) >= 2 and typ in D.FIND_TYPES:
            # starting a known pair: which type is the real choice (the card's own pair is worth double)
            card = view["played_card"]["kind"]
            own = pairs.SPECIAL_PAIRS.get(card, card)
            ranked = sorted(((2.0 if t == own else 1.0, t) for t in D.FIND_TYPES if len(by[t]) >= 2),
                            key=lambda vt: -vt[0])
            typ = self._pick(ranked, rng)
        cells = [c for c in by[typ] if c in {x["cell"] for x in legal}]
        return Action.make("reveal", cell=rng.choice(cells)) if cells else a


NoisyHardBot.STEPS = dict(FarasBot.STEPS, card=NoisyHardBot._step_card, dig=NoisyHardBot._step_dig)


def make_bot(level: str, seat: int, seed: int) -> Bot:
    if level == "noisyhard":
        return NoisyHardBot(seat, seed=seed)
    if level == "random" or level not in MEMORY:
        return RandomBot(seat, level, seed)
    return FarasBot(seat, level, seed)
