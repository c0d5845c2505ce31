"""Scarabya's side column: the round's mission card(s), the round counter, the tile supply, the scarab
token supply, the hint under the controls, and every player's card (small site, score, tokens)."""
from __future__ import annotations

import copy

import pygame

from game.i18n import _, _n
from game.scarabya import data
from scenes.scarabya import pieces
from scenes.table.network import waiting_line
from ui import theme
from ui.surfcache import SurfaceCache
from ui.widgets import panel

N = data.SITE_SIZE
NEUTRAL = (176, 132, 72)


# ---- mission cards -------------------------------------------------------------------------------
def draw_cards(scene, surface, view):
    rnd, tiles = scene.moving.card or (view["round"], tuple(view["round_tiles"]))
    rect = scene.card_rect
    flip = scene.moving.card_flip()
    seat = scene.match.current_player
    if scene.mode == "duel":
        w = int(rect.w * 0.82)
        gap = max(4, rect.w // 14)
        first = (rnd - 1) % 2
        for i, s in enumerate((first, 1 - first)):
            r = pygame.Rect(rect.x + i * (w + gap), rect.y, w, rect.h)
            _card(scene, surface, r, tiles[s] if s < len(tiles) else None, s, flip,
                  active=(s == seat), orient=scene.orient if s == seat and scene.can_place_now() else 0)
    else:
        tile = tiles[0] if tiles else None
        owner = seat if seat is not None else None
        _card(scene, surface, rect, tile, owner, flip, active=seat is not None,
              orient=scene.orient if scene.can_place_now() else 0)


def _card(scene, surface, rect, tile, seat, flip, active, orient=0):
    # the card turns over when a new round starts: squeeze it horizontally
    w = max(2, int(rect.w * abs(flip * 2 - 1))) if flip < 1 else rect.w
    r = pygame.Rect(0, 0, w, rect.h)
    r.center = rect.center
    border = scene.colour(seat) if (seat is not None and active) else theme.SAND_DARK
    if flip < 0.5:
        panel(surface, r, fill=(122, 80, 40), border=(214, 176, 106), radius=max(6, rect.w // 10), width=3)
        return
    panel(surface, r, fill=(250, 240, 214), border=border, radius=max(6, rect.w // 10), width=max(2, rect.w // 40))
    if tile is None or r.w < rect.w * 0.3:
        return
    px = max(12, min(int(rect.h * 0.085), int(rect.w * 0.16)))
    head = fit([_("Mission card"), _("Mission")], "bold", px, theme.INK_SOFT, r.w - px // 2, scene.min_px)
    surface.blit(head, head.get_rect(midtop=(r.centerx, r.y + px // 2)))
    big = theme.text(_(tile), "title", max(12, min(int(rect.h * 0.2), int(rect.w * 0.4))), theme.TERRACOTTA_DARK)
    surface.blit(big, big.get_rect(bottomright=(r.right - px // 2, r.bottom)))
    colour = scene.colour(seat) if seat is not None else NEUTRAL
    symbol = scene.symbol(seat) if seat is not None else None
    shape_box = pygame.Rect(r.x + r.w // 8, r.y + int(px * 2), r.w * 3 // 4, int(rect.h * 0.58))
    pieces.draw_shape(surface, tile, shape_box, colour, orient=orient, symbol=symbol)
    if seat is not None and scene.mode == "duel":   # the name beside the letter, never under it
        room = r.w - big.get_width() - px
        name = fit(scene.name(seat), "bold", px, theme.INK, room, scene.min_px)
        if name.get_width() <= room:
            surface.blit(name, name.get_rect(bottomleft=(r.x + px // 2, r.bottom - px // 3)))


# ---- round counter and supplies --------------------------------------------------------------------
def draw_round_and_supply(scene, surface, view):
    mode = scene.mode
    top = scene.top_rect
    card_w = scene.card_rect.w if mode != "duel" else int(scene.card_rect.w * 1.72)
    x = top.x + card_w + scene.u(0.02)
    w = top.right - x
    rnd, _tiles = scene.moving.card or (view["round"], tuple(view["round_tiles"]))
    px = max(14, min(int(top.h * 0.13), int(w / 6.5)))
    title = fit(_("Round {round} of {rounds}").format(round=rnd, rounds=view["rounds"]), "title", px, theme.INK, w,
                scene.min_px)
    surface.blit(title, (x, top.y))
    # a pip per round
    pip_y = top.y + title.get_height() + px // 6
    n = view["rounds"]
    pr = max(3, min(px // 3, (w // max(1, n)) // 3))
    for i in range(n):
        cx = x + pr + i * (pr * 3)
        done = i < rnd - 1
        cur = i == rnd - 1
        col = theme.OCHRE if cur else (theme.TERRACOTTA if done else (222, 204, 170))
        pygame.draw.circle(surface, col, (cx, pip_y + pr), pr)
        pygame.draw.circle(surface, theme.INK_SOFT, (cx, pip_y + pr), pr, max(1, pr // 4))
    # tile supply: the 12 letters; used ones faded, this round's framed
    y = pip_y + 2 * pr + px // 2
    small = max(11, scene.min_px, int(px * 0.62))
    per_round = 2 if mode == "duel" else 1
    used = set(view["cards_drawn"][:rnd * per_round])   # as of the round on show (it lags while animating)
    current = set(_tiles)
    left = 12 - len(used)
    lab = fit([
        # Translators: the tiles still to come, {left} of the {total}
        _("Tile supply: {left} of {total} still to come").format(left=left, total=12),
        # Translators: the tiles still to come, {left} of the {total} (shorter, where room is short)
        _("Tiles to come: {left} of {total}").format(left=left, total=12),
        # Translators: the number of tiles still to come (shortest, where room is short)
        _("To come: {left}").format(left=left)], "bold", small, theme.INK_SOFT, w, scene.min_px)
    surface.blit(lab, (x, y))
    y += lab.get_height() + small // 3
    cols, rows = 6, 2
    avail_h = top.bottom - y - int(small * 2.2)
    box = max(10, min(w // cols, avail_h // rows))
    for i, t in enumerate(data.TILE_NAMES):
        r = pygame.Rect(x + (i % cols) * box, y + (i // cols) * box, box - 3, box - 3)
        is_cur = t in current and rnd > 0
        if is_cur:
            pygame.draw.rect(surface, (255, 236, 170), r, border_radius=max(3, box // 8))
            pygame.draw.rect(surface, theme.OCHRE, r, max(2, box // 18), border_radius=max(3, box // 8))
        elif t in used:
            pygame.draw.rect(surface, (214, 196, 160), r, border_radius=max(3, box // 8))
        else:
            pygame.draw.rect(surface, (246, 236, 212), r, border_radius=max(3, box // 8))
            pygame.draw.rect(surface, theme.SAND_DARK, r, 1, border_radius=max(3, box // 8))
        col = theme.TERRACOTTA if is_cur else ((170, 152, 124) if t in used else NEUTRAL)
        pieces.draw_shape(surface, t, r.inflate(-box // 4, -box // 4), col, bevel=False)
        if t in used and not is_cur:
            pygame.draw.line(surface, (130, 110, 86), r.bottomleft, r.topright, max(1, box // 20))
    # scarab tokens left in the common supply
    y = y + rows * box + small // 3
    if mode != "solo" and y + small < top.bottom + small:
        _draw_supply_tokens(scene, surface, view, x, y, w, small)


def _draw_supply_tokens(scene, surface, view, x, y, w, small):
    """'Tokens left:' and the four values with their counts on one line, shrunk (then shortened) to fit."""
    least = scene.min_px
    # Translators: the scarab tokens left in the common supply (followed by each value and its count)
    for label in (_("Tokens left:"), _("Left:")):
        for size in range(small, max(9, least) - 1, -1):
            num_px = max(least, int(size * 0.8))
            ts = max(int(size * 1.3), int(num_px * 1.6))   # the token holds its value at the least text size
            lab = theme.text(label, "bold", size, theme.INK_SOFT)
            cnts = [theme.text(f"x{scene.supply_shown(view, v)}", "text", size, theme.INK)
                    for v in data.TOKEN_VALUES]
            width = lab.get_width() + size // 2 + sum(ts + 2 + c.get_width() + size for c in cnts) - size
            if width <= w:
                break
        if width <= w:
            break
    surface.blit(lab, (x, y))
    x0 = tx = x + lab.get_width() + size // 2
    per_row = 4
    if width > w:     # still too wide at the least size: rows of as many as fit, under the label if need be
        item = max(ts + 2 + c.get_width() + size for c in cnts)
        if x0 + 2 * item - size > x + w:
            x0 = tx = x
            y += lab.get_height() + 2
        per_row = max(1, min(4, (x + w - x0 + size) // item))
    for i, (v, cnt) in enumerate(zip(data.TOKEN_VALUES, cnts)):
        if i and i % per_row == 0:
            tx, y = x0, y + ts + 2
        pieces.draw_token(surface, (tx + ts // 2, y + size // 2 + 1), ts, None)
        num = theme.text(str(v), "bold", num_px, (80, 50, 10))
        surface.blit(num, num.get_rect(center=(tx + ts // 2, y + size // 2 + 2)))
        surface.blit(cnt, (tx + ts + 2, y))
        tx += ts + 2 + cnt.get_width() + size


# ---- the hint under the controls -------------------------------------------------------------------
def preview_line(mode: str, areas: list[dict]) -> tuple[str, tuple]:
    """What the areas a placement would close mean, and its colour: the alarm colour only when a solo
    placement would seal a scarab in (an empty closure in solo is harmless)."""
    n = len(areas)
    if mode == "solo":
        sealed = sum(len(a["scarabs"]) for a in areas)
        if sealed:
            # Translators: the tile here would close {n} areas with scarabs inside ({scarabs} as "2 scarabs")
            return (_n("Closes {n} area and seals {scarabs} in: you would lose!",
                       "Closes {n} areas and seals {scarabs} in: you would lose!", n,
                       scarabs=_n("{n} scarab", "{n} scarabs", sealed)), theme.BAD)
        return (_n("Closes {n} empty area: harmless, no scarab inside.",
                   "Closes {n} empty areas: harmless, no scarab inside.", n), pieces.GOLD_DARK)
    pts = sum(a["points"] for a in areas)
    # Translators: the tile here would close {n} areas, scoring {points} (as "6 points")
    return (_n("Closes {n} area: +{points}", "Closes {n} areas: +{points}", n,
               points=_n("{n} point", "{n} points", pts)), pieces.GOLD_DARK)


def draw_hint(scene, surface, view):
    rect = scene.hint_rect
    seat = scene.match.current_player
    floor = max(12, theme.least_px(scene.h))
    px = max(13, int(scene.h * 0.022), floor)
    lines: list[tuple[str, tuple]] = []
    if seat is None:
        lines.append((_("The game is over."), theme.INK))
    elif not scene.is_human(seat) and not scene.is_computer(seat):    # a person at another screen
        lines.append((waiting_line(scene.match, seat, scene.name(seat)), theme.INK_SOFT))
    elif not scene.is_human(seat):
        # Translators: {tile} is the letter of a tile (a pentomino: F, I, L, N, P, T, U, V, W, X, Y, Z)
        lines.append((_("{player} (computer) is placing the {tile}...").format(player=scene.name(seat),
                                                                              tile=_(scene.my_tile())), theme.INK_SOFT))
    elif scene.animator.busy:
        lines.append((scene.recap_status(), theme.INK_SOFT))
    elif scene.must_discard():
        lines.append((_("This tile fits nowhere: it is discarded."), theme.BAD))
        lines.append((_("No position or turn of it is legal on the shared site. Press Discard tile.")
                      if scene.mode == "duel" else
                      _("No position or turn of it is legal on your site. Press Discard tile."), theme.INK))
    else:
        reason, areas, covered = scene.preview()
        first = not view["sites"][scene.site_of(seat)]["placements"]
        if scene.anchor is None:
            lines.append((_("Move the tile over the shared site, then click (or tap) to put it down.")
                          if scene.mode == "duel" else
                          _("Move the tile over your site, then click (or tap) to put it down."), theme.INK))
            lines.append((_("Right-click or wheel: rotate.  F: flip.  Or use the buttons."), theme.INK_SOFT))
            if first:
                lines.append((_("The first tile must cover one of the 4 framed centre squares."), theme.INK_SOFT))
        elif reason:
            lines.append((reason, theme.BAD))
        else:
            if areas:
                lines.append(preview_line(scene.mode, areas))
            else:
                lines.append((_("Legal here. Closes no area yet."), theme.GOOD))
            if covered:
                c = len(covered)
                lines.append((_n("Covers {n} scarab (good: covered scarabs are safe)",
                                 "Covers {n} scarabs (good: covered scarabs are safe)", c) if scene.mode == "solo" else
                              _n("Covers {n} scarab (lost for scoring)", "Covers {n} scarabs (lost for scoring)", c),
                              theme.INK_SOFT))
            if scene.locked:
                lines.append((_("Put down. Confirm to keep it, Take back (or tap elsewhere) to move it."), theme.INK))
    def render(size):
        return [theme.text(text, "bold" if colour in (theme.BAD, pieces.GOLD_DARK, theme.GOOD) else "text", size,
                           colour, wrap=rect.w) for text, colour in lines[:3]]

    # the lines fit their box: smaller type first (never under the least text size), then the last lines go
    labels = render(px)
    while px > floor and sum(lb.get_height() + px // 4 for lb in labels) > rect.h:
        px = max(floor, px - 1)
        labels = render(px)
    y = rect.y
    for label in labels:
        if y + label.get_height() > rect.bottom and y > rect.y:
            break
        surface.blit(label, (rect.x, y))
        y += label.get_height() + px // 4


# ---- players -------------------------------------------------------------------------------------
def draw_players(scene, surface, view, only=None):
    """One card per player (or only seat `only`'s): name and score on top, tag and tokens under it,
    then their small site."""
    for seat, rect in enumerate(scene.player_rects):
        if only is None or seat == only:
            _player_card(scene, surface, view, seat, rect)


def _player_card(scene, surface, view, seat, rect):
    mode = scene.mode
    big = scene.big_site()
    active = seat == scene.match.current_player
    border = scene.colour(seat) if active else theme.SAND_DARK
    panel(surface, rect, fill=(250, 242, 222) if active else theme.PAPYRUS, border=border,
          width=max(2, scene.u(0.005)) if active else 2)
    pad = max(4, scene.u(0.01))
    x, right = rect.x + pad, rect.right - pad
    y = rect.y + pad
    mini_left = mode == "standard" and rect.w > rect.h * 1.6
    if mini_left:   # wide, low card: the small site on the left, the text beside it
        side = rect.h - 2 * pad
        geo = pieces.SiteGeometry(pygame.Rect(x, y, side, side), framed=False)
        draw_mini_site(scene, surface, geo, view, seat, highlight=(seat == big))
        x = geo.outer.right + pad
    px = max(13, scene.min_px, min(int(scene.h * 0.026), int((right - x) * 0.075)))
    if mode == "solo":
        _solo_card(scene, surface, view, rect, x, y, px)
        return
    y += _name_row(scene, surface, view, seat, x, right, y, px)
    y = _tags_row(scene, surface, view, seat, rect, x, right, y, px, pad)
    if mode == "standard" and not mini_left:
        side = min(rect.bottom - pad - y, rect.w - 2 * pad)
        if side > 20:
            geo = pieces.SiteGeometry(pygame.Rect(rect.centerx - side // 2, y, side, side), framed=False)
            draw_mini_site(scene, surface, geo, view, seat, highlight=(seat == big))


def _name_row(scene, surface, view, seat, x, right, y, px) -> int:
    """Row 1: symbol, name ... score. Returns its height."""
    least = scene.min_px
    score = scene.points_shown(view, seat)
    sc = theme.text(str(max(0, score)), "title", int(px * 1.7), theme.INK)
    # Translators: short for "points", beside a player's score
    pts = theme.text(_("pts"), "text", max(11, least, int(px * 0.7)), theme.INK_SOFT)
    surface.blit(pts, pts.get_rect(bottomright=(right, y + sc.get_height() - px // 4)))
    surface.blit(sc, sc.get_rect(topright=(right - pts.get_width() - px // 5, y)))
    theme.draw_symbol(surface, scene.symbol(seat), (x + px // 2, y + sc.get_height() // 2), max(4, px // 2),
                      scene.colour(seat), outline=theme.INK)
    name = scene.name(seat)
    maxw = right - sc.get_width() - pts.get_width() - x - px * 2
    label = fit(name, "bold", int(px * 1.1), theme.INK, maxw, least)
    surface.blit(label, label.get_rect(midleft=(x + px + px // 2, y + sc.get_height() // 2)))
    return sc.get_height()


def _tags_row(scene, surface, view, seat, rect, x, right, y, px, pad) -> int:
    """Row 2: what they do this round ... their tokens (when the card is narrow: shorter wording, and
    the tokens move to a row of their own). Returns the y below it."""
    least = scene.min_px
    tags, col = _seat_tags(scene, view, seat)
    kind = "bold" if col != theme.INK_SOFT else "text"
    tpx = max(11, least, int(px * 0.85))
    ts = max(12, int(px * 1.15), int(least * 1.8))
    toks = scene.tokens_shown(view, seat)
    tok_w = _tokens_width(toks, ts, px, least)
    room = right - x - tok_w - px // 2
    tag = next((t for t in tags if theme.text(t, kind, tpx, col).get_width() <= room), None)
    if tag is None and toks and rect.bottom - pad - (y + ts + pad) >= ts:   # tokens below the tag
        room = right - x
        tag = next((t for t in tags if theme.text(t, kind, tpx, col).get_width() <= room), tags[-1])
        _draw_tokens(surface, toks, right, y + ts + pad // 2, ts, px, least)
        lab = fit(tag, kind, tpx, col, room, least)
        surface.blit(lab, lab.get_rect(midleft=(x, y + ts // 2)))
        return y + 2 * ts + pad
    _draw_tokens(surface, toks, right, y, ts, px, least)
    lab = fit(tag or tags[-1], kind, tpx, col, room, least)
    surface.blit(lab, lab.get_rect(midleft=(x, y + ts // 2)))
    return y + ts + pad


def fit(text, kind, px, colour, maxw, least=10):
    """`text` (or the first of several wordings that fits) shrunk to fit `maxw`, but never under
    `least` px: past that it is cut short with an ellipsis (theme.fit_line)."""
    if maxw <= 10:
        return theme.text(text if isinstance(text, str) else text[0], kind, px, colour)
    return theme.fit_line(text, kind, px, colour, maxw, max(10, least))


def _token_items(toks, px, least):
    return [(v, theme.text(f"x{toks.count(v)}", "text", max(11, least, int(px * 0.8)), theme.INK))
            for v in data.TOKEN_VALUES if toks.count(v)]


def _tokens_width(toks, ts, px, least) -> int:
    return sum(ts + cnt.get_width() + ts // 4 for _unused, cnt in _token_items(toks, px, least))


def _draw_tokens(surface, toks, right, y, ts, px, least=0) -> int:
    """Held tokens grouped by value, right-aligned ending at `right`; returns the width used."""
    items = _token_items(toks, px, least)
    width = sum(ts + cnt.get_width() + ts // 4 for _unused, cnt in items)
    tx = right - width
    for v, cnt in items:
        pieces.draw_token(surface, (tx + ts // 2, y + ts // 2), ts, None)
        num = theme.text(str(v), "bold", max(9, least, int(ts * 0.5)), (80, 50, 10))
        surface.blit(num, num.get_rect(center=(tx + ts // 2, y + ts // 2 + 1)))
        surface.blit(cnt, (tx + ts + 1, y + (ts - cnt.get_height()) // 2))
        tx += ts + cnt.get_width() + ts // 4
    return width


def _solo_card(scene, surface, view, rect, x, y, px):
    solo = view["solo"]
    exposed = solo["exposed"]
    theme.draw_symbol(surface, scene.symbol(0), (x + px // 2, y + px // 2 + 2), max(4, px // 2), scene.colour(0),
                      outline=theme.INK)
    name = theme.text(_("{player}: the last survivor").format(player=scene.name(0)), "bold", px, theme.INK)
    surface.blit(name, (x + px + px // 2, y))
    y += name.get_height() + px // 3
    big_px = int(px * 2.2)
    # Translators: the scarabs still exposed of the site's {total} (followed by "scarabs still exposed...")
    lab = theme.text(_("{exposed} of {total}").format(exposed=exposed, total=solo["total"]), "title", big_px,
                     theme.BAD if exposed else theme.GOOD)
    surface.blit(lab, (x, y))
    inner = rect.right - x - max(4, scene.u(0.01))
    # Translators: follows the big "3 of 24" in the solo game
    sub = theme.text(_("scarabs still exposed (ringed in gold)"), "text", px, theme.INK_SOFT)
    if lab.get_width() + px // 2 + sub.get_width() <= inner:   # beside the big number
        surface.blit(sub, (x + lab.get_width() + px // 2, y + lab.get_height() - sub.get_height() - px // 4))
        y += lab.get_height() + px // 4
    else:                                                      # under it, wrapped
        y += lab.get_height()
        sub = theme.text(_("scarabs still exposed (ringed in gold)"), "text", px, theme.INK_SOFT, wrap=inner)
        surface.blit(sub, (x, y))
        y += sub.get_height() + px // 4
    # Translators: the solo game: {covered} scarabs covered, {tiles} tiles placed so far
    cov = theme.text(_("{covered} covered · tiles placed: {tiles} · win by covering all; lose if one is sealed in a "
                       "closed area").format(covered=solo["covered"], tiles=view["sites"][0]["tiles_placed"]),
                     "text", px, theme.INK, wrap=rect.w - 2 * (x - rect.x))
    surface.blit(cov, (x, y))
    y += cov.get_height() + px // 3
    if solo["result"]:
        res = theme.text(_("Expedition won!") if solo["result"] == "won" else _("Expedition lost"), "title",
                         int(px * 1.4),
                         theme.GOOD if solo["result"] == "won" else theme.BAD)
        surface.blit(res, (x, y))


def _seat_tags(scene, view, seat):
    """What the seat does this round, longest wording first (the card shows the first that fits)."""
    bot = scene.is_computer(seat)
    if scene.match.is_over:
        won = seat in view["winners"]
        tags = [_("Computer · Winner!"), _("Winner!")] if won and bot else [_("Winner!")] if won else \
            [_("Computer"), ""] if bot else [""]
        return tags, (theme.GOOD if won else theme.INK_SOFT)
    tile = _(view["round_tiles"][seat])   # the tile's letter
    recap = scene.recap_text(seat, shown=True)
    rec = scene.shown_recap(seat) or {}
    if seat == scene.match.current_player:
        tags = [
            # Translators: {tile} is the letter of a tile (a pentomino: F, I, L, N, P, T, U, V, W, X, Y, Z)
            _("Placing the {tile} now").format(tile=tile),
            # Translators: {tile} is the letter of a tile (a pentomino: F, I, L, N, P, T, U, V, W, X, Y, Z) (shorter)
            _("Placing the {tile}").format(tile=tile),
            # Translators: {tile} is the letter of a tile (a pentomino: F, I, L, N, P, T, U, V, W, X, Y, Z) (shortest)
            _("Placing {tile}").format(tile=tile)]
        col = scene.colour(seat) if scene.colour(seat)[0] < 220 else theme.INK
    elif seat in view["to_act"]:
        tags, col = [
            # Translators: {tile} is the letter of a tile (a pentomino: F, I, L, N, P, T, U, V, W, X, Y, Z)
            _("Waiting to place the {tile}").format(tile=tile),
            # Translators: {tile} is the letter of a tile (a pentomino: F, I, L, N, P, T, U, V, W, X, Y, Z) (shorter)
            _("Waiting: {tile}").format(tile=tile),
            # Translators: {tile} is the letter of a tile (a pentomino: F, I, L, N, P, T, U, V, W, X, Y, Z) (shortest)
            _("Next: {tile}").format(tile=tile)], theme.INK_SOFT
        if recap and rec.get("round") == view["round"] - 1:   # what they did in the round just over
            tags = [
                # Translators: {recap} is what the player did with their tile last round (as "placed the L: +4 points")
                _("Last round: {recap}").format(recap=recap),
                # Translators: {recap} is what the player did with their tile last round (shorter, where room is short)
                _("Last: {recap}").format(recap=recap)] + tags
    else:
        tags, col = [_("Done this round"), _("Done")], theme.INK_SOFT
        if recap and rec.get("round") == view["round"]:
            # Translators: {recap} is what the player did with their tile this round (as "placed the L: +4 points")
            tags = [_("Done: {recap}").format(recap=recap)] + tags
    if bot:
        # Translators: a player's card: a computer player, and {tag} what it does this round
        tags = [_("Computer · {tag}").format(tag=t) for t in tags[:2]] + tags
    return tags, col


_minis = SurfaceCache(screens=0.25, floor_mb=2, scope="table")


def draw_mini_site(scene, surface, geo, view, seat, highlight=False):
    """A player's small site; composed once per change of what it shows (drawing its hundred cells
    cost about a millisecond each time the still frame was rebuilt)."""
    sview = view["sites"][seat]
    hidden = scene.cells_held(seat)
    held = tuple(scene.area_held(seat, a) for a in sview["areas"])
    key = (seat, geo.outer.size, geo.cell, geo.grid.x - geo.outer.x, repr(view["rocks"]), repr(view["scarabs"]),
           repr(sview["cover"]), repr(sview["areas"]), tuple(sorted(hidden)), held, scene.colour(seat), highlight)
    pic = _minis.get(key)
    if pic is None:
        local = copy.copy(geo)
        local.outer = geo.outer.move(-geo.outer.x, -geo.outer.y)
        local.grid = geo.grid.move(-geo.outer.x, -geo.outer.y)
        pic = pygame.Surface(geo.outer.size, pygame.SRCALPHA)
        _paint_mini_site(scene, pic, local, view, seat, highlight)
        _minis[key] = pic
    surface.blit(pic, geo.outer)


def _paint_mini_site(scene, surface, geo, view, seat, highlight=False):
    layer = scene.art.layer(pieces.theme_for_seat(seat), geo.cell, 0, view["rocks"], view["scarabs"], detail=False)
    surface.blit(layer, geo.outer)
    sview = view["sites"][seat]
    hidden = scene.cells_held(seat)
    for a in sview["areas"]:
        if not scene.area_held(seat, a):
            pieces.fill_cells(surface, geo, a["cells"], (255, 214, 90, 120))
    colour = scene.colour(seat)
    dark = pieces.shade(colour, -0.5)
    for r in range(N):
        for c in range(N):
            v = sview["cover"][r][c]
            if v is not None and (r, c) not in hidden:
                rect = geo.cell_rect(r, c)
                pygame.draw.rect(surface, colour, rect)
                # outline only where the neighbour is another tile or open ground
                for dr, dc, a, b in ((-1, 0, rect.topleft, rect.topright), (1, 0, rect.bottomleft, rect.bottomright),
                                     (0, -1, rect.topleft, rect.bottomleft), (0, 1, rect.topright, rect.bottomright)):
                    rr, cc = r + dr, c + dc
                    if not (0 <= rr < N and 0 <= cc < N) or sview["cover"][rr][cc] != v:
                        pygame.draw.line(surface, dark, a, b, 1)
    pygame.draw.rect(surface, theme.OCHRE if highlight else theme.INK_SOFT, geo.outer, 2 if highlight else 1)
