"""Faras panels: the decision panels drawn over the board (penalty, helper, challenge, dam take, ask,
declare, give), the cooperative lifting challenge that replaces the physical Valuable Find test, the
Scientific Dispute's shown collection, and the right column's finds tray (setup), memorising panel
and hand of cards.

`decision_items(scene, view)` lists the clickable things of the panel for the current decision as
Items (rect, action-ish payload, label); the scene both draws and hit-tests the same list.
"""
from __future__ import annotations

import math
import random
from dataclasses import dataclass

import pygame

from game.faras import data as D
from game.i18n import N_, _, _n, pgettext
from game.logtext import join_words
from scenes.faras.pieces import TYPE_COLOURS, draw_card, draw_token, type_icon
from scenes.table.network import waiting_line
from ui import theme
from ui.seats import level_name
from ui.widgets import blit_centered, panel


# the steps that ask a decision in a panel over the board
DECISION_STEPS = ("penalty", "helper", "challenge", "dam_take", "ask", "declare", "give")


@dataclass
class Item:
    rect: pygame.Rect
    kind: str                 # "action", "toggle", "all", "confirm", "lift"
    value: object = None      # the Action for "action", the type for "toggle"
    label: str = ""
    token: object = "none"    # a token id / None (back) to draw, "none" for a button
    seat: int | None = None
    enabled: bool = True
    selected: bool = False
    reason: str = ""
    tip: str = ""


# ---- the lifting challenge -------------------------------------------------------------------------------
class LiftChallenge:
    """The find wobbles on a fingertip; press the mouse button (or Space) while it stands upright
    (inside a narrow window). Each human partner plays in turn with 2 tries; everyone who plays must
    succeed. The press counts, not the release: a release comes about a tenth of a second later,
    by which time the find has swung out of the window (that made it near impossible with a mouse).
    Tuned so that a careful player (timing spread about 70 ms) hits about half their presses
    (tests/scenes/faras/test_scene.py simulates such a player)."""

    WINDOW = 4.5        # degrees either side of upright that count
    AMPLITUDE = 30.0

    def __init__(self, players: list[int], seed: int):
        self.players = list(players)
        self.idx = 0
        self.tries_left = 2
        self.t = 0.0
        self.rng = random.Random(seed)
        self.phase0 = self.rng.uniform(0.6, 2.4)
        self.message = ""             # English marked with N_ (drawn with _())
        self.message_good = True
        self.flash = 0.0
        self.result: bool | None = None
        self.done_for = 0.0

    @property
    def player(self) -> int:
        return self.players[min(self.idx, len(self.players) - 1)]

    def speed(self) -> float:
        return math.tau * (0.42 + 0.04 * (2 - self.tries_left) + 0.04 * self.idx)

    def angle(self) -> float:
        return self.AMPLITUDE * math.sin(self.speed() * self.t + self.phase0)

    def in_window(self) -> bool:
        return abs(self.angle()) < self.WINDOW

    def update(self, dt: float) -> None:
        if self.result is not None:
            self.done_for += dt
            return
        if self.flash > 0:
            self.flash -= dt
            return
        self.t += dt

    @property
    def waiting(self) -> bool:
        return self.result is None and self.flash <= 0

    @property
    def finished(self) -> bool:
        """The result has been shown long enough to report it."""
        return self.result is not None and self.done_for > 1.1

    def lift(self) -> None:
        if not self.waiting:
            return
        if self.in_window():
            self.idx += 1
            if self.idx >= len(self.players):
                self.result = True
                self.message, self.message_good = N_("Lifted cleanly!"), True
            else:
                self.tries_left = 2
                self.t = 0.0
                self.flash = 0.9
                self.message, self.message_good = N_("Steady! Now the partner..."), True
        else:
            self.tries_left -= 1
            if self.tries_left <= 0:
                self.result = False
                self.message, self.message_good = N_("It slipped: the find stays in the sand."), False
            else:
                self.t = 0.0
                self.flash = 0.9
                self.message, self.message_good = N_("Missed! One more try."), False


def draw_challenge(scene, surface, box: pygame.Rect, game: LiftChallenge, token) -> pygame.Rect:
    """Draw the mini-game inside `box`; returns the click target (the whole stage)."""
    px = max(14, box.h // 16)
    who = scene.name(game.player)
    stage = pygame.Rect(box.x + box.w // 8, box.y + int(px * 5.2), box.w * 3 // 4, box.h - int(px * 7.6))
    pygame.draw.rect(surface, (236, 218, 182), stage, border_radius=12)
    pivot = (stage.centerx, stage.bottom - stage.h // 6)
    # the allowed window: a green wedge above the pivot
    arm = int(stage.h * 0.7)
    for sign in (-1, 1):
        a = math.radians(90 + sign * LiftChallenge.WINDOW)
        pygame.draw.line(surface, theme.GOOD, pivot, (pivot[0] + arm * math.cos(a), pivot[1] - arm * math.sin(a)),
                         max(2, px // 6))
    wedge = [pivot] + [(pivot[0] + arm * math.cos(math.radians(90 + d)), pivot[1] - arm * math.sin(math.radians(90 + d)))
                       for d in (-LiftChallenge.WINDOW, 0, LiftChallenge.WINDOW)]
    ws = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    pygame.draw.polygon(ws, (58, 140, 76, 60), wedge)
    surface.blit(ws, (0, 0))
    # the find on a fingertip, tilted by the wobble
    size = int(stage.h * 0.42)
    img = pygame.Surface((size, size * 2), pygame.SRCALPHA)
    draw_token(img, token, pygame.Rect(0, 0, size, size), shadow=False)
    ang = game.angle() if game.result is None else 0.0
    rot = pygame.transform.rotate(img, ang)
    surface.blit(rot, rot.get_rect(center=pivot))
    finger = pygame.Rect(0, 0, size // 4, stage.bottom - pivot[1] + size // 10)
    finger.midtop = (pivot[0], pivot[1] - size // 12)
    pygame.draw.rect(surface, (222, 170, 130), finger, border_radius=finger.w // 2)
    pygame.draw.rect(surface, (150, 100, 70), finger, 2, border_radius=finger.w // 2)
    # texts
    head = theme.text(_("Lift the valuable find together"), "title", int(px * 1.3), theme.INK)
    blit_centered(surface, head, (box.centerx, box.y + int(px * 1.3)))
    if game.result is None and game.flash <= 0:
        line = _n("{player}: press the mouse button (or Space) just as the find swings upright through the "
                  "green wedge - {n} try left",
                  "{player}: press the mouse button (or Space) just as the find swings upright through the "
                  "green wedge - {n} tries left", game.tries_left, player=who)
        col = theme.INK
    else:
        line, col = _(game.message), (theme.GOOD if game.message_good else theme.BAD)
    t = theme.text(line, "bold", px, col, wrap=box.w - 2 * px)
    surface.blit(t, t.get_rect(midtop=(box.centerx, box.y + int(px * 2.5))))
    if len(game.players) > 1:
        names = scene.name(game.players[0])
        for s in game.players[1:]:
            # Translators: the partners of the lifting challenge in the order they play (in English two
            # spaces either side of "then")
            names = _("{first}  then  {second}").format(first=names, second=scene.name(s))
        t2 = theme.text(_("Partners: {names} (each must succeed)").format(names=names), "text",
                        max(scene.min_px, int(px * 0.85)), theme.INK_SOFT)
        blit_centered(surface, t2, (box.centerx, stage.bottom + int(px * 1.1)))
    if game.in_window() and game.waiting:
        pygame.draw.rect(surface, theme.GOOD, stage, max(3, px // 4), border_radius=12)
    return stage


# ---- the decision panel ------------------------------------------------------------------------------
def _title_for(scene, view) -> str:
    step = view["step"]
    a = scene.name(view["active"])
    if step == "penalty":
        n = view.get("penalties_due", 1)
        if n and n > 1:
            # Translators: {n}: how many scorpion stings the player must pay for (more than one)
            return _n("Scorpion! {player}: choose a token of your collection for the dam ({n} sting)",
                      "Scorpion! {player}: choose a token of your collection for the dam ({n} stings)", n, player=a)
        return _("Scorpion! {player}: choose a token of your collection for the dam").format(player=a)
    if step == "helper":
        return _("Valuable Find! {player}: who helps you lift the second token?").format(player=a)
    if step == "challenge":
        # Translators: "50%" is a chance (no placeholder)
        return _("Try to lift the valuable find (50% chance)")
    if step == "dam_take":
        helper = scene.name(view["valuable_find"]["helper"])
        return _("{helper}: your reward for helping: take a token from the dam").format(helper=helper)
    if step == "ask":
        return _("Scientific Dispute: {player}, whom do you question?").format(player=a)
    if step == "declare":
        asked = scene.name(view["dispute"]["asked"])
        # Translators: {asked} is questioned by {asker}
        return _("{asked}: which types are in your collection? (asked by {asker})").format(asked=asked, asker=a)
    if step == "give":
        asked = scene.name(view["dispute"]["asked"])
        # Translators: {asked} was questioned by {asker} and answered wrong
        return _("{asked} was wrong: give {asker} one token").format(asked=asked, asker=a)
    return ""


def _seat_items(scene, view, seats, kind, box, px):
    items = []
    bw = min(int(box.w * 0.42), int(px * 14))
    bh = int(px * 2.6)
    gap = px
    total = len(seats) * bh + (len(seats) - 1) * gap
    y = box.centery - total // 2 + px * 2
    for s in seats:
        coll = view["collections"][s]["count"]
        if scene.is_human(s):
            # Translators: a player to choose and the tokens in their collection
            label = _n("{player}  -  {n} token", "{player}  -  {n} tokens", coll, player=scene.name(s))
        else:
            # Translators: a computer player to choose and the tokens in its collection
            label = _n("{player} (computer)  -  {n} token", "{player} (computer)  -  {n} tokens", coll,
                       player=scene.name(s))
        r = pygame.Rect(box.centerx - bw // 2, y, bw, bh)
        tip = ""
        if kind == "helper" and scene.is_computer(s):
            level = scene.seats[s].get("level", "normal")
            # Translators: {level}: the computer's level ("normal")
            tip = _("A computer helper's side succeeds with its own skill ({level}).").format(level=level_name(level))
        items.append(Item(r, "action", scene.action(kind, seat=s), label, seat=s, tip=tip))
        y += bh + gap
    return items


def _token_items(scene, box, px, entries, make_action, label_of=None):
    """A grid of tokens (entries: (token id or None, payload)) inside the panel."""
    items = []
    n = max(1, len(entries))
    area = pygame.Rect(box.x + px, box.y + int(px * 3.2), box.w - 2 * px, box.h - int(px * 4.2))
    best = (0, 1)
    for c in range(1, n + 1):
        sz = min(area.w / c, area.h / math.ceil(n / c))
        if sz > best[0]:
            best = (sz, c)
    size, cols = best
    size = int(min(size * 0.88, px * 6))
    rows = math.ceil(n / cols)
    gx = int(size * 1.12)
    start_x = area.centerx - (min(cols, n) * gx) // 2
    start_y = area.y + (area.h - rows * gx) // 2
    for i, (tok, payload) in enumerate(entries):
        r, c = divmod(i, cols)
        rect = pygame.Rect(start_x + c * gx, start_y + r * gx, size, size)
        tip = label_of(tok, i) if label_of else ""
        items.append(Item(rect, "action", make_action(payload), token=tok, tip=tip))
    return items


def decision_box(scene) -> pygame.Rect:
    b = scene.board_rect
    return pygame.Rect(b.x + b.w // 12, b.y + b.h // 5, b.w * 5 // 6, b.h * 3 // 5)


def decision_items(scene, view) -> list[Item]:
    """What can be clicked in the panel of the current decision (for the deciding human only)."""
    step = view["step"]
    if view["phase"] != "play" or step not in DECISION_STEPS:
        return []
    make = _DECISION_ITEMS.get(step)
    if make is None:
        return []
    return make(scene, view, decision_box(scene), max(14, scene.h // 50))


def _penalty_items(scene, view, box, px):
    me = view["active"]
    coll = view["collections"][me]
    toks = coll["tokens"] if coll["face_up"] else [None] * coll["count"]
    entries = [(t["token"] if isinstance(t, dict) else None, i) for i, t in enumerate(toks)]
    return _token_items(scene, box, px, entries, lambda i: scene.action("penalty", slot=i),
                        lambda t, i: _("Token {n} of your collection (in the order you won them)").format(n=i + 1))


def _helper_items(scene, view, box, px):
    seats = [s for s in range(view["players"]) if s != view["active"]]
    return _seat_items(scene, view, seats, "helper", box, px)


def _ask_items(scene, view, box, px):
    return _seat_items(scene, view, view["dispute"]["candidates"], "ask", box, px)


def _dam_take_items(scene, view, box, px):
    entries = [(None, i) for i in range(view["dam"]["count"])]
    return _token_items(scene, box, px, entries, lambda i: scene.action("take_from_dam", slot=i),
                        lambda t, i: _("Dam stone {n}: a face-down token").format(n=i + 1))


def _give_items(scene, view, box, px):
    asked = view["dispute"]["asked"]
    coll = view["collections"][asked]
    toks = coll["tokens"] or []
    entries = [(t["token"], t["token"]) for t in toks]
    return _token_items(scene, box, px, entries, lambda t: scene.action("give", token=t),
                        lambda t, i: _(D.TOKEN_NAME[t]) if t is not None else "")


def _challenge_items(scene, view, box, px):
    if view["options"]["valuable_find"] == "chance":
        r = pygame.Rect(0, 0, int(px * 12), int(px * 2.8))
        r.center = box.center
        return [Item(r, "action", scene.action("attempt"), _("Try to lift it"))]
    return [Item(box.inflate(-px, -px), "lift", None, "")]


def _declare_items(scene, view, box, px):
    chosen = scene.declare_choice
    items = []
    cw = (box.w - 2 * px - 5 * (px // 2)) // 6
    ch = int(cw * 1.2)
    y = box.y + int(px * 3.6)
    for i, t in enumerate(D.TYPES):
        r = pygame.Rect(box.x + px + i * (cw + px // 2), y, cw, ch)
        label = _(D.TYPE_LABELS[t])
        if t in chosen:
            # Translators: {type}: a find type ("Pottery"), taken off the list to declare
            tip = _("Click to remove {type}").format(type=label)
        else:
            # Translators: {type}: a find type ("Pottery"), put on the list to declare
            tip = _("Click to add {type}").format(type=label)
        items.append(Item(r, "toggle", t, label, selected=t in chosen, tip=tip))
    bw, bh = int(box.w * 0.3), int(px * 2.6)
    yb = y + ch + int(px * 1.4)
    ra = pygame.Rect(box.centerx - bw - px // 2, yb, bw, bh)
    rc = pygame.Rect(box.centerx + px // 2, yb, bw, bh)
    items.append(Item(ra, "all", None, _("All six types"), tip=_("Declare that you hold every one of the six types")))
    items.append(Item(pygame.Rect(box.x + px, yb + bh + px, box.w - 2 * px, int(px * 4)), "note", None,
                      _("Click every type you believe you hold, then Declare. Your collection is then shown: "
                        "if you are wrong, you give the asker one token of your choice.")))
    ok = bool(chosen) and len(chosen) < len(D.TYPES)
    if not chosen:
        reason = _("Choose at least one type first.")
    elif len(chosen) == len(D.TYPES):
        # Translators: "All six types" is the label of the button beside it
        reason = _("With all six chosen, use \"All six types\".")
    else:
        reason = ""
    items.append(Item(rc, "confirm", None, _("Declare these"), enabled=ok, reason=reason))
    return items


# each decision step's clickable things, from (scene, view, the panel's box, its text size)
_DECISION_ITEMS = {
    "penalty": _penalty_items,
    "helper": _helper_items,
    "ask": _ask_items,
    "dam_take": _dam_take_items,
    "give": _give_items,
    "challenge": _challenge_items,
    "declare": _declare_items,
}


def draw_decision(scene, surface, view, items, hover):
    """The panel with its title and items (or, for someone else's decision, who is deciding)."""
    box = decision_box(scene)
    px = max(14, scene.h // 50)
    _draw_decision_frame(scene, surface, view, box, px)
    for it in items:
        hov = it.rect.collidepoint(hover)
        if it.kind == "lift":
            continue
        if it.kind == "note":
            t = theme.text(it.label, "text", max(13, scene.min_px, int(px * 0.9)), theme.INK_SOFT, wrap=it.rect.w)
            surface.blit(t, t.get_rect(midtop=it.rect.midtop))
        elif it.token != "none":
            draw_token(surface, it.token, it.rect, lift=4 if hov else 0)
            if hov:
                pygame.draw.rect(surface, theme.OCHRE, it.rect.inflate(6, 6), 3, border_radius=it.rect.w // 6)
        elif it.kind == "toggle":
            _draw_type_toggle(scene, surface, it, px)
        else:
            _draw_decision_button(scene, surface, it, hov)


def _draw_decision_frame(scene, surface, view, box, px):
    """The veil over the board, the panel and its title, and (choosing a helper) the valuable find."""
    veil = pygame.Surface(scene.board_rect.size, pygame.SRCALPHA)
    veil.fill((40, 28, 18, 90))
    surface.blit(veil, scene.board_rect.topleft)
    panel(surface, box, fill=(250, 241, 220), border=theme.OCHRE, radius=max(8, px // 2), width=3)
    title = theme.text(_title_for(scene, view), "title", int(px * 1.15), theme.INK, wrap=box.w - 2 * px)
    if view["step"] != "challenge" or view["options"]["valuable_find"] == "chance":
        surface.blit(title, title.get_rect(midtop=(box.centerx, box.y + px // 2)))
    vf = view.get("valuable_find")
    if view["step"] == "helper" and vf and view["board"][vf["cell"]] and view["board"][vf["cell"]].get("face_up"):
        size = int(px * 3.6)
        r = pygame.Rect(0, 0, size, size)
        r.midtop = (box.centerx, box.y + int(px * 2.6))
        draw_token(surface, view["board"][vf["cell"]]["token"], r)


# a type's name where the toggle has no room for a long one (ten letters or more)
SHORT_TYPE_LABELS = {"misc": N_("Misc.")}


def _draw_type_toggle(scene, surface, it, px):
    """One type to declare: its icon and name, ticked when chosen."""
    fill = (252, 232, 184) if it.selected else (244, 234, 214)
    pygame.draw.rect(surface, fill, it.rect, border_radius=10)
    border = TYPE_COLOURS[it.value] if it.selected else (190, 166, 130)
    pygame.draw.rect(surface, border, it.rect, 4 if it.selected else 2, border_radius=10)
    icon = type_icon(it.value, int(it.rect.w * 0.62))
    surface.blit(icon, icon.get_rect(center=(it.rect.centerx, it.rect.y + int(it.rect.h * 0.42))))
    lab = theme.text(it.label if len(it.label) < 10 else _(SHORT_TYPE_LABELS.get(it.value, it.label)), "bold",
                     max(12, scene.min_px, int(px * 0.8)), theme.INK)
    blit_centered(surface, lab, (it.rect.centerx, it.rect.bottom - int(px * 0.8)))
    if it.selected:
        pygame.draw.circle(surface, theme.GOOD, (it.rect.right - px, it.rect.y + px), int(px * 0.6))
        pygame.draw.lines(surface, theme.WHITE, False,
                          [(it.rect.right - px * 1.3, it.rect.y + px), (it.rect.right - px, it.rect.y + px * 1.3),
                           (it.rect.right - px * 0.65, it.rect.y + px * 0.7)], max(2, px // 6))


def _draw_decision_button(scene, surface, it, hov):
    """A plain button: a seat (with its symbol), all six types, confirm, or attempt."""
    style_fill = theme.TERRACOTTA if it.kind in ("confirm", "all") or it.seat is None else theme.PAPYRUS
    if not it.enabled:
        style_fill = (214, 204, 184)
    if hov and it.enabled:
        style_fill = tuple(min(255, c + 18) for c in style_fill)
    fg = theme.WHITE if style_fill[0] < 230 and it.enabled else theme.INK
    panel(surface, it.rect, fill=style_fill, border=theme.OCHRE if hov else theme.SAND_DARK,
          radius=max(6, it.rect.h // 4))
    x = it.rect.x + it.rect.h // 2
    if it.seat is not None:
        theme.draw_symbol(surface, scene.symbol(it.seat), (x, it.rect.centery), it.rect.h // 4, scene.colour(it.seat))
        x += it.rect.h // 2
        lab = theme.text(it.label, "bold", max(12, scene.min_px, int(it.rect.h * 0.36)), theme.INK)
        surface.blit(lab, lab.get_rect(midleft=(x, it.rect.centery)))
    else:
        lab = theme.text(it.label, "bold", max(12, scene.min_px, int(it.rect.h * 0.4)), fg)
        blit_centered(surface, lab, it.rect.center)


# ---- the Scientific Dispute's answer: the asked player's collection, token by token ---------------
def type_word(t: str) -> str:
    """A token type as a word inside a sentence ("pottery": lower case in English)."""
    return {"pottery": pgettext("find type in a sentence", "pottery"),
            "paintings": pgettext("find type in a sentence", "paintings"),
            "bones": pgettext("find type in a sentence", "bones"),
            "misc": pgettext("find type in a sentence", "miscellaneous"),
            "scorpion": pgettext("find type in a sentence", "scorpion"),
            "sand": pgettext("find type in a sentence", "sand")}.get(t) or _(D.TYPE_LABELS[t]).lower()


def reveal_layout(scene, reveal) -> tuple[pygame.Rect, list[Item], pygame.Rect]:
    """The panel, one Item per revealed token (with its name as a tip) and the Close button."""
    box = decision_box(scene)
    px = max(14, scene.h // 50)
    entries = [(t, t) for t in reveal["tokens"]]
    grid = box.inflate(0, -int(px * 4))
    items = _token_items(scene, grid, px, entries, lambda t: None,
                         lambda t, i: D.token_label(t))
    close = pygame.Rect(0, 0, int(px * 8), int(px * 2.4))
    close.midbottom = (box.centerx, box.bottom - px // 2)
    return box, items, close


def draw_reveal(scene, surface, reveal, hover) -> list[tuple[pygame.Rect, str]]:
    """The revealed collection as the actual tokens; returns the tooltips of the tokens."""
    box, items, close = reveal_layout(scene, reveal)
    px = max(14, scene.h // 50)
    veil = pygame.Surface(scene.board_rect.size, pygame.SRCALPHA)
    veil.fill((40, 28, 18, 90))
    surface.blit(veil, scene.board_rect.topleft)
    good = reveal["correct"]
    panel(surface, box, fill=(250, 241, 220), border=theme.GOOD if good else theme.BAD, radius=max(8, px // 2),
          width=3)
    who = scene.name(reveal["seat"])
    n = len(reveal["tokens"])
    title = theme.text(_n("Scientific Dispute: {player}'s collection ({n} token)",
                          "Scientific Dispute: {player}'s collection ({n} tokens)", n, player=who), "title",
                       int(px * 1.1), theme.INK, wrap=box.w - 2 * px)
    surface.blit(title, title.get_rect(midtop=(box.centerx, box.y + px // 2)))
    declared = reveal["declared"]
    asker = scene.name(reveal["asker"])
    if declared == "all":
        verdict = (_("{player} declared all six types: right, nothing changes hands.").format(player=who) if good else
                   # Translators: {player} was questioned by {asker}
                   _("{player} declared all six types: wrong, {player} gives {asker} one token.").format(
                       player=who, asker=asker))
    else:
        said = join_words([type_word(t) for t in declared or ()])
        # Translators: {types}: the find types declared ("pottery, bones and sand")
        verdict = (_("{player} declared {types}: right, nothing changes hands.").format(player=who, types=said)
                   if good else
                   # Translators: {types}: the find types declared ("pottery, bones and sand"); {player} was
                   # questioned by {asker}
                   _("{player} declared {types}: wrong, {player} gives {asker} one token.").format(
                       player=who, types=said, asker=asker))
    vt = theme.text(verdict, "bold", max(scene.min_px, int(px * 0.9)), theme.GOOD if good else theme.BAD,
                    wrap=box.w - 2 * px)
    surface.blit(vt, vt.get_rect(midtop=(box.centerx, box.y + px // 2 + title.get_height() + px // 4)))
    tips = []
    for it in items:
        draw_token(surface, it.token, it.rect)
        tips.append((it.rect, it.tip))
    hov = close.collidepoint(hover)
    panel(surface, close, fill=theme.TERRACOTTA if not hov else (206, 112, 70), border=theme.TERRACOTTA_DARK,
          radius=close.h // 4)
    blit_centered(surface, theme.text(_("Close"), "bold", max(scene.min_px, int(close.h * 0.42)), theme.WHITE),
                  close.center)
    return tips


# ---- the right column: the finds tray, the memorising panel, the hand of cards ----------------------
def draw_tray(sc, surface, v, tips):
    px = sc.px
    placer = v["placer"]
    # Translators: {n}: how many finds {player} still has to place
    head = theme.fit_line(_("Finds for {player} to place: {n}").format(player=sc.name(placer),
                                                                      n=len(v['unplaced'][placer])), "title",
                          int(px * 1.05), theme.INK, sc.lower_rect.w, sc.min_px)
    surface.blit(head, (sc.lower_rect.x, sc.lower_rect.y))
    tray = sc.tray_layout(v["unplaced"][placer])
    sel = v["selected_token"]
    for tok, r in tray.items():
        hov = r.collidepoint(sc.hover_pos) and sc.human_to_act
        if tok == sel:
            pygame.draw.rect(surface, theme.OCHRE, r.inflate(8, 8), 4, border_radius=r.w // 5)
        draw_token(surface, tok, r, lift=(r.w // 8 if tok == sel else 3 if hov else 0))
        # Translators: {find}: a find's name and type ("Blue fish plate (Pottery)")
        tips.append((r, _("{find}: click to pick it up").format(find=D.token_label(tok))))
    if sc.human_to_act:
        sc.random_button.hover = sc.random_button.rect.collidepoint(sc.hover_pos)
        sc.random_button.draw(surface)
    else:
        line = (_("{player} (computer) is placing...").format(player=sc.name(placer)) if sc.is_computer(placer)
                else waiting_line(sc.match, placer, sc.name(placer)))
        t = theme.fit_line(line, "serif", px, theme.INK_SOFT, sc.lower_rect.w, sc.min_px)
        surface.blit(t, t.get_rect(midbottom=sc.random_button.rect.midbottom))


def draw_memorise(sc, surface, v):
    px = sc.px
    box = sc.lower_rect
    panel(surface, box, fill=(250, 241, 220), border=theme.OCHRE)
    blit_centered(surface, theme.fit_line(_("Memorise the finds!"), "title", int(px * 1.5), theme.INK,
                                                box.w - 2 * px, sc.min_px),
                  (box.centerx, box.y + int(px * 1.6)))
    sub = theme.text(_("Every token is face up for now. Remember where the pairs lie: soon they all turn "
                       "face down."), "text", px, theme.INK_SOFT, wrap=box.w - 2 * px)
    sub_rect = sub.get_rect(midtop=(box.centerx, box.y + int(px * 3.0)))
    left = sc.memo_left
    # the timer fills the room between the words above and the line and buttons below; in a short
    # panel the explanation gives way to it (the status line and the tip say the same)
    if sc.ready_buttons:
        below = min(b.rect.y for b in sc.ready_buttons.values()) - int(px * 1.4)
    else:
        below = sc.ready_button.rect.y
    top, bottom = sub_rect.bottom + px // 2, below - px // 3
    if bottom - top < px * 4:
        top = sub_rect.top
    else:
        surface.blit(sub, sub_rect)
    rad = max(int(px * 0.9), min(int(min(box.w, box.h) * 0.2), (bottom - top) // 2))
    c = (box.centerx, (top + bottom) // 2)
    if left is not None and left != math.inf:
        total = float(v["options"]["memorise_seconds"]) if v["options"]["memorise_seconds"] != "ready" else 1.0
        if not sc.humans():
            total = max(left, 1.0)
        frac = max(0.0, min(1.0, left / max(1.0, total)))
        pygame.draw.circle(surface, (232, 214, 176), c, rad)
        pts = [c] + [(c[0] + rad * math.sin(math.tau * f / 60), c[1] - rad * math.cos(math.tau * f / 60))
                     for f in range(0, int(60 * frac) + 1)]
        if len(pts) > 2:
            pygame.draw.polygon(surface, theme.OCHRE, pts)
        pygame.draw.circle(surface, (250, 241, 220), c, int(rad * 0.72))
        blit_centered(surface, theme.text(str(max(0, math.ceil(left))), "title", int(rad * 0.8), theme.INK), c)
    else:
        blit_centered(surface, theme.text(_("Take your time"), "serif", int(px * 1.3), theme.INK_SOFT), c)
    if not sc.ready_buttons:
        sc.ready_button.hover = sc.ready_button.rect.collidepoint(sc.hover_pos)
        sc.ready_button.draw(surface)
        return
    for b in sc.ready_buttons.values():
        b.hover = b.rect.collidepoint(sc.hover_pos)
        b.draw(surface)
    waiting = sc.still_memorising()
    first = min(b.rect.y for b in sc.ready_buttons.values())
    if waiting:
        # Translators: {players}: the names of who is still memorising ("Anna and Ben")
        line = _("Still memorising: {players}").format(players=join_words([sc.name(s) for s in waiting]))
        t = theme.fit_line(line, "bold", max(sc.min_px, px * 4 // 5), theme.TERRACOTTA_DARK, box.w - px,
                           max(sc.min_px, px * 4 // 5))
        surface.blit(t, t.get_rect(midbottom=(box.centerx, first - px // 4)))


def draw_hand(sc, surface, v, tips):
    px = sc.px
    viewer = sc.viewer
    hand = v["hand"]
    if viewer is None or hand is None:
        # a replay seen by everyone has no next player: its hands show from a seat chosen with View
        words = (_("The hands show from one player's side: choose whose with View (V)")
                 if sc.table_mode.name == "replay" else _("Cards are hidden until the next player takes the seat"))
        t = theme.text(words, "serif", px, theme.INK_SOFT, wrap=sc.lower_rect.w)
        surface.blit(t, sc.lower_rect.topleft)
        return
    mine_now = v["step"] == "card" and sc.human_to_act and v["active"] == viewer
    cards = _("{player}'s cards").format(player=sc.name(viewer))
    head = theme.text(_("{player}'s cards  -  click one to play it").format(player=sc.name(viewer)) if mine_now
                      else cards, "title", int(px * 1.05), theme.INK)
    if head.get_width() > sc.lower_rect.w:
        head = theme.fit_line(cards, "title", int(px * 1.05), theme.INK, sc.lower_rect.w, sc.min_px)
    surface.blit(head, (sc.lower_rect.x, sc.lower_rect.y))
    for i, r in enumerate(sc.hand_rects):
        if i >= len(hand):
            pygame.draw.rect(surface, (200, 176, 136), r, 2, border_radius=r.h // 8)
            continue
        kind = hand[i]["kind"]
        hov = r.collidepoint(sc.hover_pos) and mine_now
        draw_card(surface, r, kind, hover=hov, dim=not mine_now, min_px=sc.min_px)
        title, effect = _(D.CARD_KINDS[kind][1]), _(D.CARD_KINDS[kind][2])
        # Translators: {card}: a card's title ("Medicine"), {effect}: what it does
        tips.append((r, (_("Play {card}: {effect}") if mine_now else _("{card}: {effect}")).format(card=title,
                                                                                                 effect=effect)))
    # Translators: the cards left to draw, the cards discarded and the round's number
    info = _("Draw pile {pile}  -  discard {discard}  -  round {round}").format(
        pile=v['draw_pile'], discard=len(v['discard']), round=v['round'])
    t = theme.fit_line(info, "text", max(12, sc.min_px, px * 4 // 5), theme.INK_SOFT, sc.lower_rect.w, sc.min_px)
    surface.blit(t, t.get_rect(bottomleft=(sc.lower_rect.x, sc.lower_rect.bottom)))


