"""Thebes animation: the events of one move become one timeline on the scene's animator, each
event kind through its own handler (ANIMATIONS), and the status bar's caption likewise (CAPTIONS).

The scene draws the view after the move; what it holds back meanwhile lives in `scene.held`
(scenes/table/shown.py): pawns still on their way ("pawn<seat>": a place or (path, tween, zeppelin)),
time markers still walking ("time<seat>": a week or a tween), cards still flying ("cards") and
tokens still in the dig ("tokens"), new cards still fading in ("new<card>"). The timeline lets each
go as its piece arrives; when nothing moves any more the table holds nothing back (GameScene), so
it always ends on the real view. Card flights, banners and the dig stage are the show's `Moving`.
"""
from __future__ import annotations

import math
from typing import NamedTuple

import pygame

from game.i18n import N_, _, _n, language
from game.thebes import data as D
from scenes.thebes.pieces import draw_card, draw_token, icon, site_rgb
from ui import theme
from scenes.table.show import Show
from ui.anim import ease_in_out, ease_out_cubic
from ui.widgets import blit_centered, panel


# ---- the caption: what the move was, in the bar while it is shown ----------------------------------
# a card taken, by its type, as the caption says it (English marked N_, said with _())
TAKEN_CARD = {"specialized_knowledge": N_("a Knowledge card"), "general_knowledge": N_("a General knowledge card"),
              "congress": N_("a Congress card"), "assistant": N_("an Assistant card"), "shovel": N_("a Shovel card"),
              "car": N_("a Car card"), "zeppelin": N_("a Zeppelin card"),
              "special_permission": N_("a Special permission card"), "rumor": N_("a Rumor card"),
              "exhibition": N_("an Exhibition card")}


def _took(s, e):
    c = D.CARDS[e["card"]]
    # Translators: {card}: the card taken ("a Shovel card"), {city}: where, for {n} weeks
    return _n("{player} takes {card} in {city} ({n} week).", "{player} takes {card} in {city} ({n} weeks).",
              c['weeks'], player=s, card=_(TAKEN_CARD[c['type']]), city=_(D.LOCATION_NAME[c['city']]))


def _dug(s, e):
    # Translators: {weeks}: how long ("3 weeks"), {site}: where, {tokens}: what the dig draws ("5 tokens")
    return _("{player} digs {weeks} at {site}: {tokens}.").format(
        player=s, weeks=_n("{n} week", "{n} weeks", e['weeks']), site=_(D.LOCATION_NAME[e['site']]),
        tokens=_n("{n} token", "{n} tokens", e['tokens']))


CAPTIONS = {
    "card_taken": _took,
    "dig_started": _dug,
    "exhibition_taken": lambda s, e: _n("{player} holds an exhibition: {n} point.",
                                        "{player} holds an exhibition: {n} points.", e['vp'], player=s),
    "cards_changed": lambda s, e: _n("{player} changes the cards in Warsaw ({n} week).",
                                     "{player} changes the cards in Warsaw ({n} weeks).", e['weeks'], player=s),
    "retired": lambda s, e: _("{player} retires for the rest of the game.").format(player=s),
}


def caption(scene, events) -> str:
    """The first event with a caption says what the move was."""
    for e in events:
        words = CAPTIONS.get(e.kind)
        if words is not None:
            return words(scene.name(e.get("seat")) if e.get("seat") is not None else "", e)
    return ""


# ---- the show: one function per event kind ---------------------------------------------------------
class Moving:
    """What moves over the still picture while a Thebes move is shown: card flights, news banners and
    the dig stage, each a drawable (a function of the surface, or an object with `draw`)."""

    def __init__(self):
        self.effects: list = []

    def draw(self, surface) -> None:
        for eff in list(self.effects):
            (eff.draw if hasattr(eff, "draw") else eff)(surface)

    def drop(self, effect) -> None:
        if effect in self.effects:
            self.effects.remove(effect)


def _travelled(show: Show, e) -> None:
    held, seat, path = show.held, e["seat"], list(e["path"])
    held.keep(f"pawn{seat}", e["frm"])
    dur = 0.9 if e["zeppelin"] else 0.25 + 0.3 * (len(path) - 1)
    tw = show.tween(0.0, float(len(path) - 1), dur, ease_in_out)
    show.then(lambda: held.keep(f"pawn{seat}", (path, tw, e["zeppelin"])))
    show.then(lambda: held.let_go(f"pawn{seat}"), show.at + dur)
    show.sound("place", show.at + dur)
    show.at += dur + 0.05


def _card_taken(show: Show, e) -> None:
    sc, held, seat, cid = show.scene, show.held, e["seat"], e["card"]
    src = sc.display_rects[e["slot"]] if e.kind == "card_taken" else sc.slot_rects["abc".index(e["slot"])]
    held.hide("cards", cid)
    flight(show, show.at, cid, src.copy(), sc.panel_anchor(seat), 0.55)
    show.then(lambda: held.show("cards", cid), show.at + 0.55)
    show.sound("place", show.at + 0.55)
    show.at += 0.6


def _cards_changed(show: Show, e) -> None:
    sc = show.scene
    for slot, cid in enumerate(e["discarded"]):
        flight(show, show.at + slot * 0.06, cid, sc.display_rects[slot].copy(), sc.locations["warsaw"], 0.5)
    show.at += 0.7


def _display_refilled(show: Show, e) -> None:
    held, at = show.held, show.at
    for n, cid in enumerate(e["cards"]):
        held.keep(f"new{cid}", 0.0)
        tw = show.tween(0.0, 1.0, 0.3, ease_out_cubic, at + n * 0.15)
        show.then(lambda c=cid, tw=tw: held.keep(f"new{c}", tw), at + n * 0.15)
        show.sound("flip", at + n * 0.15)
        show.then(lambda c=cid: held.let_go(f"new{c}"), at + n * 0.15 + 0.3)
    show.at = at + 0.3 + 0.15 * len(e["cards"])


DIG_PARTS = ("token_drawn", "debris_returned", "bonus_taken")


def token_label(tok) -> str:
    """A dug token's name under it in the dig panel ("Bronze horse", "Crete book"), in the language of
    the moment."""
    if tok["kind"] == "knowledge":
        # Translators: a specialized knowledge token: a book about the site {site}
        return _("{site} book").format(site=_(D.LOCATION_NAME[tok['for_site']]))
    return _(tok["name"])


_LONGEST: dict[str, str] = {}


def longest_word() -> str:
    """The longest word of any token's name in the language of the moment (a column of the dig panel
    is never narrower); worked out once per language."""
    lang = language()
    if lang not in _LONGEST:
        _LONGEST[lang] = max((w for t in D.TOKENS.values() for w in token_label(t).split()), key=len)
    return _LONGEST[lang]


def _dig_started(show: Show, e) -> None:
    """The dig stage, with the draws, debris and bonus that follow the start (read here, skipped by the
    show)."""
    held, evs, at = show.held, show.events, show.at
    drawn, bonus = [], None
    j = show.i
    while j < len(evs) and evs[j].kind in DIG_PARTS:
        if evs[j].kind == "token_drawn":
            drawn.append(evs[j])
        elif evs[j].kind == "bonus_taken":
            bonus = evs[j]
        j += 1
    keep = {d["token"] for d in drawn if d["token_kind"] != "debris"}
    if bonus is not None:
        keep.add(bonus["token"])
    if keep:
        held.hide("tokens", *keep)
    stage = DigStage(show.scene, e, drawn, bonus, show, at)
    effects = show.moving.effects
    show.then(lambda: effects.append(stage))
    show.sound("dig")
    for n in range(len(drawn)):
        show.sound("flip", at + 0.35 + n * DigStage.STEP + DigStage.APPEAR)
    # the finds land: the panel's tokens, points and "last move" catch up with the picture
    show.then(lambda: (held.show("tokens", *keep), held.let_go("view")), at + stage.length - 0.25)
    if keep:
        show.sound("score", at + stage.length - 0.25)
    show.then(lambda: show.moving.drop(stage), at + stage.length)
    show.at = at + stage.length
    show.i = j


def _time_moved(show: Show, e) -> None:
    held, seat = show.held, e["seat"]
    held.keep(f"time{seat}", float(e["from_T"]))
    weeks = e["to_T"] - e["from_T"]
    dur = min(1.5, 0.2 + 0.05 * weeks)
    tw = show.tween(float(e["from_T"]), float(e["to_T"]), dur, ease_in_out)
    show.then(lambda: held.keep(f"time{seat}", tw))
    show.then(lambda: held.let_go(f"time{seat}"), show.at + dur)
    show.at += dur


def _year_rollover(show: Show, e) -> None:
    banner(show, _("{player} reaches {year}: all permits valid again").format(player=show.scene.name(e['seat']),
                                                                             year=e['year']))
    show.at += 0.4


def _retired(show: Show, e) -> None:
    banner(show, _("{player} retires").format(player=show.scene.name(e['seat'])))
    show.at += 0.3


def _cards_spent(show: Show, e) -> None:
    if e["reason"] == "zeppelin":
        banner(show, _("{player} boards a Zeppelin: the journey is free").format(player=show.scene.name(e['seat'])))


ANIMATIONS = {
    "travelled": _travelled,
    "card_taken": _card_taken,
    "exhibition_taken": _card_taken,
    "cards_changed": _cards_changed,
    "display_refilled": _display_refilled,
    "dig_started": _dig_started,
    "time_moved": _time_moved,
    "year_rollover": _year_rollover,
    "retired": _retired,
    "cards_spent": _cards_spent,
}


def flight(show: Show, at, cid, src, dst, dur) -> None:
    """A card flying from `src` (a rect) to `dst` (a point), shrinking on an arc."""
    scene = show.scene
    tw = show.tween(0.0, 1.0, dur, ease_in_out, at)

    def draw(surface, tw=tw, src=src, dst=dst):
        f = tw.value
        w = int(src.w * (1 - 0.55 * f))
        h = int(src.h * (1 - 0.55 * f))
        r = pygame.Rect(0, 0, max(8, w), max(8, h))
        r.center = (src.centerx + (dst[0] - src.centerx) * f,
                    src.centery + (dst[1] - src.centery) * f - math.sin(f * math.pi) * scene.u(0.06))
        draw_card(surface, r, cid)
    show.then(lambda: show.moving.effects.append(draw), at)
    show.then(lambda: show.moving.drop(draw), at + dur)


def banner(show: Show, text) -> None:
    """A line of news over the map that fades in and out, from the show's clock."""
    scene, at = show.scene, show.at
    tw = show.tween(0.0, 1.0, 1.6, lambda x: x)

    plate = {}   # the banner's picture, made once per window size (only its alpha changes)

    def draw(surface, tw=tw):
        f = tw.value
        alpha = int(255 * min(1.0, f * 6, (1 - f) * 4))
        lab = theme.text(text, "title", scene.u(0.032), theme.INK)
        box = lab.get_rect(center=(scene.map_rect.centerx, scene.map_rect.y + scene.u(0.05))).inflate(scene.u(0.04), scene.u(0.015))
        s = plate.get(box.size)
        if s is None:
            s = plate[box.size] = pygame.Surface(box.size, pygame.SRCALPHA)
            pygame.draw.rect(s, (250, 238, 206, 240), s.get_rect(), border_radius=box.h // 3)
            pygame.draw.rect(s, (*theme.OCHRE, 255), s.get_rect(), 3, border_radius=box.h // 3)
            s.blit(lab, lab.get_rect(center=(box.w // 2, box.h // 2)))
        s.set_alpha(max(0, alpha))
        surface.blit(s, box)
    show.then(lambda: show.moving.effects.append(draw), at)
    show.then(lambda: show.moving.drop(draw), at + 1.6)


class _StageGrid(NamedTuple):
    """Where the dig panel puts its tokens: its width, the grid's left offset, columns and rows, the
    column width, the tokens' radius, their names' width and sizes, and the row height."""
    stage_w: int
    x0: int
    per_row: int
    rows: int
    gap: float
    tok_r: int
    label_w: int
    sizes: dict
    row_h: int


class DigStage:
    """The dig animation, drawn from its timeline's clock: tokens leave the bag one by one, turn
    over, then finds slide to the player's panel and debris goes back into the bag."""

    APPEAR = 0.3
    FLIP = 0.25
    STEP = 0.42
    SLIDE = 0.55

    def __init__(self, scene, started, drawn, bonus, timeline, t0=0.0):
        self.scene = scene
        self.seat = started["seat"]
        self.site = started["site"]
        self.bag_start = started["bag_count"]
        self.started = started
        self.drawn = drawn          # token events in order
        self.bonus = bonus          # bonus_taken event or None
        self.tl = timeline
        self.t0 = t0
        n = len(drawn)
        self.slide_at = 0.35 + n * self.STEP + self.FLIP + 0.35
        self.length = self.slide_at + self.SLIDE + (0.6 if bonus else 0.0) + 0.25

    def token_dict(self, ev):
        return dict(D.TOKENS[ev["token"]])

    def draw(self, surface):
        sc = self.scene
        t = self.tl.time - self.t0
        u = sc.mu             # the map's own unit: the panel lies on the map, whatever the window's shape
        m = sc.map_rect
        g = self._grid()
        stage = pygame.Rect(0, 0, g.stage_w, int(u * 2.6 + g.rows * g.row_h + u * 0.6))
        stage.midbottom = (m.centerx, m.bottom - u)
        self.stage = stage
        self.label_boxes = []     # (name, where it was drawn, the token's box): the layout test reads them
        panel(surface, stage, fill=(244, 230, 196), border=site_rgb(self.site), radius=u, width=3)
        name = _(D.LOCATION_NAME[self.site])
        st = self.started
        # Translators: {weeks}: how long ("3 weeks"), {site}: where, {knowledge}: the knowledge points it is dug
        # with, {tokens}: what the dig draws ("5 tokens")
        title = _("{player} digs {weeks} at {site}: knowledge {knowledge}, {tokens}").format(
            player=sc.name(self.seat), weeks=_n("{n} week", "{n} weeks", st['weeks']), site=name, knowledge=st['K'],
            tokens=_n("{n} token", "{n} tokens", st['tokens']))
        surface.blit(theme.fit_line(title, "bold", int(u * 0.95), theme.INK, stage.w - 2 * u, max(9, sc.min_px)),
                     (stage.x + u, stage.y + u // 2))
        bag_c = self._draw_bag(surface, stage, t)
        x0 = stage.x + g.x0
        span = stage.right - u - x0
        target = sc.panel_anchor(self.seat)
        if not self.drawn:
            blit_centered(surface, theme.text(_("Nothing found this time."), "serif", int(u * 1.1), theme.INK_SOFT),
                          (x0 + span // 2, stage.centery + u))
        for i, ev in enumerate(self.drawn):
            self._draw_drawn(surface, g, i, ev, t, (x0, stage.y + u * 2.6), bag_c, target)
        if self.bonus is not None and t >= self.slide_at + self.SLIDE:
            self._draw_bonus(surface, t, g.tok_r, target)

    def _grid(self) -> _StageGrid:
        """The panel's columns and rows of tokens. Each token's name gets its own box under it, as wide
        as its column and two lines tall, and the rows are that much apart: a name never runs under the
        next row nor past the panel. A column is at least as wide as the longest word of a name (as
        many rows as that takes)."""
        sc = self.scene
        u = sc.mu
        m = sc.map_rect
        n = max(1, len(self.drawn))
        stage_w = int(m.w * (0.66 if n <= 6 else 0.9))
        x0 = int(u * 6.5)
        lpx = max(9, sc.min_px, int(u * 0.62))
        col_min = max(u * 2.2, theme.width(longest_word(), "text", lpx) * 1.08)
        per_row = max(1, min(6, int((stage_w - u - x0) // col_min)))
        rows = math.ceil(n / per_row)
        per_row = math.ceil(n / rows)
        gap = (stage_w - u - x0) / per_row
        tok_r = int(min(u * 1.6, m.w * 0.36 / per_row, gap * 0.4))
        label_w = max(1, int(gap * 0.96))
        two = 2 * theme.font("text", lpx).get_linesize()
        least = max(9, sc.min_px)
        names = [token_label(self.token_dict(ev)) for ev in self.drawn]
        sizes = {nm: theme.fitted_size(nm, "text", lpx, label_w, two, label_w, least) for nm in names}
        # two lines, or what the longest name takes at the least size
        label_h = max([two] + [theme.text(nm, "text", sizes[nm], theme.INK, wrap=label_w).get_height() for nm in names])
        # on a short map the tokens give up size before the panel would leave the map
        fit_r = int(((m.h - 2 * u - u * 3.2) / rows - 2 - label_h - u // 3) / 2)
        tok_r = max(4, min(tok_r, fit_r))
        row_h = 2 * tok_r + 2 + label_h + u // 3
        return _StageGrid(stage_w, x0, per_row, rows, gap, tok_r, label_w, sizes, row_h)

    def _draw_bag(self, surface, stage, t):
        """The bag with its count (down as tokens leave it, up as debris goes back); returns its centre."""
        u = self.scene.mu
        bag_c = (stage.x + int(u * 3.2), stage.centery + u)
        bsz = int(u * 4.2)
        surface.blit(icon("bag", bsz), (bag_c[0] - bsz // 2, bag_c[1] - bsz // 2))
        taken = sum(1 for i in range(len(self.drawn)) if t >= 0.35 + i * self.STEP)
        back = 0
        if t >= self.slide_at + self.SLIDE * 0.8:
            back = sum(1 for e in self.drawn if e["token_kind"] == "debris")
        count = self.bag_start - taken + back
        # Translators: the tokens left in a site's bag
        lab = theme.text(_("bag {n}").format(n=count), "bold", int(u * 0.9), theme.WHITE)
        box = lab.get_rect(center=(bag_c[0], bag_c[1] + bsz // 2 + u // 2)).inflate(u // 2, 2)
        pygame.draw.rect(surface, (90, 60, 36), box, border_radius=box.h // 2)
        blit_centered(surface, lab, box.center)
        return bag_c

    def _flip(self, ft):
        """(squash, face up) of a token `ft` flip-times into its turn (before 0 it shows its back)."""
        if ft < 0:
            return 1.0, False
        if ft < 1:
            return abs(math.cos(ft * math.pi)), ft >= 0.5
        return 1.0, True

    def _draw_drawn(self, surface, g: _StageGrid, i, ev, t, origin, bag_c, target):
        """The i-th token drawn: out of the bag to its place in the grid `origin` starts, turning over,
        named, then sliding to the player's panel (a find) or back into the bag (debris)."""
        u = self.scene.mu
        t0 = 0.35 + i * self.STEP
        if t < t0:
            return
        tok_r = g.tok_r
        row, col = divmod(i, g.per_row)
        slot = (origin[0] + g.gap * (col + 0.5), origin[1] + tok_r + row * g.row_h)
        a = min(1.0, (t - t0) / self.APPEAR)
        a = 1 - (1 - a) ** 3
        pos = (bag_c[0] + (slot[0] - bag_c[0]) * a, bag_c[1] + (slot[1] - bag_c[1]) * a - math.sin(a * math.pi) * u * 2)
        ft = (t - t0 - self.APPEAR) / self.FLIP
        tok = self.token_dict(ev)
        squash, face = self._flip(ft)
        if t >= self.slide_at:
            s = min(1.0, (t - self.slide_at) / self.SLIDE)
            s = s * s * (3 - 2 * s)
            dest = bag_c if tok["kind"] == "debris" else target
            pos = (slot[0] + (dest[0] - slot[0]) * s, slot[1] + (dest[1] - slot[1]) * s)
            if s >= 1.0:
                return
            r = int(tok_r * (1 - 0.45 * s))
        else:
            r = tok_r
        draw_token(surface, pos, r, tok, face_up=face, squash=squash)
        if face and t < self.slide_at and squash > 0.9:
            label = token_label(tok)
            lab = theme.text(label, "text", g.sizes[label], theme.INK, wrap=g.label_w)
            at = lab.get_rect(midtop=(pos[0], pos[1] + tok_r + 2))
            surface.blit(lab, at)
            self.label_boxes.append((label, at, pygame.Rect(int(pos[0] - r), int(pos[1] - r), 2 * r, 2 * r)))

    def _draw_bonus(self, surface, t, tok_r, target):
        """The first-dig bonus artifact, flying from the site to the player's panel."""
        sc = self.scene
        u = sc.mu
        s = min(1.0, (t - self.slide_at - self.SLIDE) / 0.6)
        s = s * s * (3 - 2 * s)
        src = sc.locations[self.site]
        pos = (src[0] + (target[0] - src[0]) * s, src[1] + (target[1] - src[1]) * s)
        if s < 1:
            draw_token(surface, pos, tok_r, dict(D.TOKENS[self.bonus["token"]]))
            blit_centered(surface, theme.text(_("first-dig bonus!"), "bold", int(u * 0.9), theme.TERRACOTTA_DARK),
                          (pos[0], pos[1] - tok_r - u * 0.6))
