"""Thebes pieces drawn with pygame on top of the SVG icons in assets/thebes: the map layer, cards,
tokens, pawns and time markers. Pure drawing: nothing here reads or changes game state."""
from __future__ import annotations

import math
from pathlib import Path

import pygame

from game.i18n import N_, _, _n
from game.thebes import data as D
from ui import assets, theme
from ui.paths import resource
from ui.widgets import blit_centered, translucent

SITE_RGB = {"orange": (222, 128, 40), "purple": (130, 70, 150), "yellow": (214, 178, 40),
            "green": (70, 140, 70), "blue": (50, 100, 170)}
# the letter on a site's coin: the first of its name (site_letter: of the name in the language of the moment)
SITE_LETTER = {"greece": "G", "crete": "C", "egypt": "E", "palestine": "P", "mesopotamia": "M"}
SEA_ROUTES = {frozenset(e) for e in (("rome", "greece"), ("rome", "crete"), ("greece", "crete"),
                                     ("crete", "egypt"), ("crete", "palestine"))}
CARD_ICON = {"specialized_knowledge": "icon_book", "general_knowledge": "icon_general",
             "congress": "icon_congress", "assistant": "icon_assistant", "shovel": "icon_shovel",
             "car": "icon_car", "zeppelin": "icon_zeppelin", "special_permission": "icon_permission",
             "rumor": "icon_rumor", "exhibition": "icon_exhibition"}
# the cards' titles by type: English marked N_, translated where shown (_(CARD_TITLE[t]))
CARD_TITLE = {"specialized_knowledge": N_("Knowledge"), "general_knowledge": N_("General knowledge"),
              "congress": N_("Congress"), "assistant": N_("Assistant"), "shovel": N_("Shovel"), "car": N_("Car"),
              "zeppelin": N_("Zeppelin"), "special_permission": N_("Special permission"), "rumor": N_("Rumor"),
              "exhibition": N_("Exhibition")}
SEPIA = (96, 70, 44)
PARCHMENT = (244, 230, 194)




def alpha_rect(size, rgba, radius: int = 0) -> pygame.Surface:
    """A translucent (rounded) rectangle, made once per size and colour (cards, labels and veils are
    drawn every frame)."""
    return translucent(size, rgba, radius)


def site_rgb(site: str):
    return SITE_RGB.get(D.SITE_COLOR.get(site, ""), theme.OCHRE)


def map_art_path() -> Path:
    return resource("art", "thebes_map.svg")


def icon(name: str, size: int) -> pygame.Surface:
    return assets.svg(f"thebes/{name}", (size, size))


def site_letter(site: str) -> str:
    """The letter on a site's coin: the first of its name, in the language of the moment."""
    return _(D.LOCATION_NAME[site])[:1] or SITE_LETTER[site]


def card_rule(cid: int) -> str:
    """What a researcher card does, in one sentence ("" for a card without one)."""
    c = D.CARDS[cid]
    t = c["type"]
    if t == "specialized_knowledge":
        return _n("{n} knowledge point for {site}.", "{n} knowledge points for {site}.", c['value'],
                  site=_(D.LOCATION_NAME[c['site']]))
    if t == "general_knowledge":
        return _("{n} general knowledge (adds up to your site knowledge).").format(n=c['value'])
    if t == "rumor":
        return _("Spend on one dig in {site} for 2 knowledge points.").format(site=_(D.LOCATION_NAME[c['site']]))
    if t == "congress":
        return _("Congress points at the end: 1, 3, 6, 10, 15, 21, 28.")
    if t == "assistant":
        return _("Two assistants give 1 knowledge, three give 2 (one alone: discard for 1).")
    if t == "shovel":
        return _("Two shovels draw 1 more token, three 2 more (one alone: discard for 1).")
    if t == "car":
        return _("Journeys of 3 or more routes cost 1 week less, if you drive it (you choose).")
    if t == "zeppelin":
        return _("One journey of any length costs nothing (then discarded).")
    if t == "special_permission":
        return _("Dig once more at a site whose permit you used this year.")
    return ""


def card_effect(cid: int) -> str:
    """One readable sentence for the tooltip."""
    c = D.CARDS[cid]
    t = c["type"]
    city = _(D.LOCATION_NAME[c["city"]])
    if t == "exhibition":
        # Translators: {n} artifacts from the site {site} (one of the artifacts an exhibition needs)
        need = ", ".join(_("{n} {site}").format(n=n, site=_(D.LOCATION_NAME[s])) for s, n in c["requires"].items())
        # Translators: {weeks}: "3 weeks", {points}: "4 points", {needs}: "2 Greece, 1 Egypt"
        return _("Exhibition in {city}: {weeks}, {points}. Needs artifacts: {needs}.").format(
            city=city, weeks=_n("{n} week", "{n} weeks", c['weeks']), points=_n("{n} point", "{n} points", c['vp']),
            needs=need)
    # Translators: {card}: the card's title ("Shovel"), taken in {city} for {n} weeks
    head = _n("{card} in {city}: {n} week there.", "{card} in {city}: {n} weeks there.", c['weeks'],
              card=_(CARD_TITLE[t]), city=city)
    rule = card_rule(cid)
    return f"{head} {rule}" if rule else head


def draw_card(surface, rect: pygame.Rect, cid: int, *, dim=False, highlight=False, label: str = "",
              lift=0):
    """A researcher or exhibition card: type icon, city, weeks, value; readable at ~1/8 height."""
    c = D.CARDS[cid]
    r = rect.move(0, -lift)
    t = c["type"]
    exhibit = t == "exhibition"
    sh = alpha_rect(r.size, (40, 24, 10, 70), max(4, r.w // 14))
    surface.blit(sh, (r.x + max(2, r.w // 40), r.y + max(3, r.w // 30) + lift))
    fill = (250, 240, 214) if not exhibit else (236, 222, 190)
    rad = max(4, r.w // 14)
    pygame.draw.rect(surface, fill, r, border_radius=rad)
    band_h = max(10, int(r.h * 0.2))
    band = pygame.Rect(r.x, r.y, r.w, band_h)
    band_col = (120, 70, 42) if exhibit else (site_rgb(c["site"]) if "site" in c else (92, 76, 60))
    pygame.draw.rect(surface, band_col, band, border_top_left_radius=rad, border_top_right_radius=rad)
    # Every label is at least 0.105 of the card's height: the display's cards are about 1/6 of the
    # window high, so that is the 1/60 of the window that reads from two metres at an event.
    px = max(9, int(r.h * 0.11))
    city_name = _(D.LOCATION_NAME[c["city"]])
    city = theme.text(city_name, "bold", px, theme.WHITE)
    if city.get_width() > r.w - 6:
        city = theme.text(city_name, "bold", max(8, int(px * (r.w - 6) / city.get_width())), theme.WHITE)
    blit_centered(surface, city, band.center)
    # the weeks in a pill (top-left under the band), the type icon centred in the room beside it
    wpx = max(9, int(r.h * 0.105))
    # Translators: a card's cost in weeks, abbreviated ("2 wk")
    wk = theme.text(_("{n} wk").format(n=c['weeks']), "bold", wpx, theme.INK)
    pill = wk.get_rect().inflate(max(6, wpx // 2), max(2, wpx // 5))
    pill.topleft = (r.x + 3, band.bottom + 3)
    pygame.draw.rect(surface, (255, 250, 236), pill, border_radius=pill.h // 2)
    pygame.draw.rect(surface, theme.INK, pill, max(1, wpx // 9), border_radius=pill.h // 2)
    blit_centered(surface, wk, pill.center)
    isz = int(min(r.w * 0.5, r.h * (0.26 if exhibit else 0.32)))
    ix = max(pill.right + 2, (pill.right + r.right) // 2 - isz // 2)
    surface.blit(icon(CARD_ICON[t], isz), (min(ix, r.right - isz - 3), band.bottom + int(r.h * 0.03)))
    # the value line
    ty = band.bottom + int(r.h * 0.03) + isz + int(r.h * 0.02)
    _card_value(surface, c, r, ty)
    _card_marks(surface, r, rad, band_h, dim, highlight, label)


def _card_value(surface, c, r, ty):
    """What the card is worth, from `ty` down: site and knowledge (with a dot per point), general
    knowledge, an exhibition's points and the artifacts it needs, or else the card's title."""
    t = c["type"]
    spx = max(9, int(r.h * 0.105))
    if t in ("specialized_knowledge", "rumor"):
        s = c["site"]
        site = _(D.LOCATION_NAME[s])
        # Translators: a knowledge card's value: {n} knowledge points for the site {site}
        val = _("{site} +{n}").format(site=site, n=c['value']) if t == "specialized_knowledge" else \
            _("{site} +2 once").format(site=site)     # a rumor card: 2 points for one dig
        hgt = _fit_blit(surface, None, (r.centerx, ty), r.w - 6, val, "bold", spx)
        if t == "specialized_knowledge":
            dots_y = ty + hgt + int(spx * 0.15)
            for i in range(c["value"]):
                x = r.centerx + int((i - (c["value"] - 1) / 2) * spx * 1.1)
                pygame.draw.circle(surface, site_rgb(s), (x, dots_y + spx // 2), max(3, spx // 3))
    elif t == "general_knowledge":
        # Translators: a general knowledge card's value ("General +2")
        _fit_blit(surface, None, (r.centerx, ty), r.w - 6, _("General +{n}").format(n=c['value']), "bold", spx)
    elif t == "exhibition":
        hgt = _fit_blit(surface, None, (r.centerx, ty - int(r.h * 0.02)), r.w - 6,
                        _n("{n} point", "{n} points", c['vp']), "bold", spx)
        _exhibition_needs(surface, c, r, ty - int(r.h * 0.02) + hgt)
    else:
        _fit_blit(surface, None, (r.centerx, ty), r.w - 6, _(CARD_TITLE[t]), "bold", spx)


def _exhibition_needs(surface, c, r, top):
    """The artifacts an exhibition needs, below `top`: a count and a lettered site coin each, two to a row."""
    reqs = list(c["requires"].items())
    chip = max(5, int(r.h * 0.082))
    npx = max(8, int(r.h * 0.105))
    gap = max(2, chip // 2)
    rows = [reqs[i:i + 2] for i in range(0, len(reqs), 2)]
    yy = top + chip + 1
    for row in rows:
        nums = [theme.text(f"{n}", "bold", npx, theme.INK) for _unused, n in row]
        widths = [num.get_width() + 2 + 2 * chip for num in nums]
        x = r.centerx - (sum(widths) + gap * (len(row) - 1)) // 2
        for (s, n), num, iw in zip(row, nums, widths):
            surface.blit(num, num.get_rect(midleft=(x, yy)))
            site_chip(surface, s, (x + num.get_width() + 2 + chip, yy), chip)
            x += iw + gap
        yy += 2 * chip + 2


def _card_marks(surface, r, rad, band_h, dim, highlight, label):
    """Over the card: its border (thicker when highlighted), a slot letter, the veil and bar of a card
    that cannot be taken now."""
    border = theme.OCHRE if highlight else (150, 122, 86)
    pygame.draw.rect(surface, border, r, max(2, r.w // 40) * (2 if highlight else 1), border_radius=rad)
    if label:
        lab = theme.text(label, "bold", max(9, int(r.h * 0.105)), theme.WHITE)
        box = lab.get_rect(bottomright=(r.right - 3, r.bottom - 3)).inflate(8, 2)
        pygame.draw.rect(surface, theme.TERRACOTTA_DARK, box, border_radius=box.h // 2)
        blit_centered(surface, lab, box.center)
    if dim:
        surface.blit(alpha_rect(r.size, (90, 80, 70, 120), rad), r)
        # a padlock-like bar: disabled is not colour only
        pygame.draw.line(surface, (120, 40, 30), (r.x + 6, r.bottom - 6), (r.right - 6, r.y + band_h + 6),
                         max(2, r.w // 30))


def _fit_blit(surface, surf, centre_top, max_w, s, kind, px) -> int:
    """Draw `s` centred under `centre_top`; a line too wide for the card breaks between words into
    centred lines at the same size (so it stays legible). Returns the height used."""
    lines, cur = [], ""
    for word in s.split():
        trial = f"{cur} {word}" if cur else word
        if cur and theme.text(trial, kind, px, theme.INK).get_width() > max_w:
            lines.append(cur)
            cur = word
        else:
            cur = trial
    lines.append(cur)
    x, y = centre_top
    for line in lines:
        surf = theme.text(line, kind, px, theme.INK)
        if surf.get_width() > max_w:   # one word wider than the card: shrink just that word
            surf = theme.text(line, kind, max(8, int(px * max_w / surf.get_width())), theme.INK)
        surface.blit(surf, surf.get_rect(midtop=(x, y)))
        y += surf.get_height()
    return y - centre_top[1]


def site_chip(surface, site: str, centre, r: int, value: int | None = None, crossed=False):
    """A coloured coin with the site's letter (colour plus letter: never colour alone)."""
    col = site_rgb(site)
    pygame.draw.circle(surface, col, centre, r)
    pygame.draw.circle(surface, (60, 40, 24), centre, r, max(1, r // 6))
    blit_centered(surface, theme.text(site_letter(site), "bold", int(r * 1.4), theme.WHITE), centre)
    if crossed:
        d = int(r * 0.8)
        pygame.draw.line(surface, (70, 20, 14), (centre[0] - d, centre[1] - d), (centre[0] + d, centre[1] + d),
                         max(2, r // 3))


def draw_token(surface, centre, r: int, token: dict | None, face_up=True, squash=1.0, min_text=0):
    """A round dig token; face down shows the site's back. `squash` < 1 narrows it (flip). A value
    that would be drawn under `min_text` px is left off (too small to read: the tooltip says it)."""
    w = max(2, int(2 * r * max(0.05, squash)))
    box = pygame.Rect(0, 0, w, 2 * r)
    box.center = (int(centre[0]), int(centre[1]))
    shadow = box.move(max(1, r // 6), max(2, r // 5))
    pygame.draw.ellipse(surface, (40, 24, 10, 90), shadow)
    if not face_up or token is None:
        site = token["site"] if token else None
        col = site_rgb(site) if site else (150, 110, 70)
        pygame.draw.ellipse(surface, tuple(int(c * 0.75) for c in col), box)
        pygame.draw.ellipse(surface, (50, 32, 20), box, max(1, r // 7))
        if squash > 0.5:
            pygame.draw.ellipse(surface, tuple(min(255, int(c * 1.05)) for c in col), box.inflate(-r // 2, -r // 2), max(1, r // 8))
        return
    kind = token["kind"]
    fill = (236, 222, 190) if kind != "debris" else (170, 156, 136)
    pygame.draw.ellipse(surface, fill, box)
    pygame.draw.ellipse(surface, (60, 40, 24), box, max(1, r // 7))
    if squash < 0.4:
        return
    isz = int(r * 1.3 * squash)
    if kind == "artifact":
        pic = pygame.transform.smoothscale(icon("artifact", int(r * 1.3)), (max(1, isz), int(r * 1.3)))
        surface.blit(pic, pic.get_rect(center=(box.centerx, box.centery - r // 8)))
        if int(r * 0.8) >= min_text:
            val = theme.text(str(token["value"]), "bold", int(r * 0.8), theme.WHITE)
            vr = val.get_rect(center=(box.centerx + int(r * 0.55 * squash), box.centery + int(r * 0.5)))
            pygame.draw.circle(surface, theme.TERRACOTTA_DARK, vr.center, int(r * 0.42))
            surface.blit(val, vr)
    elif kind == "debris":
        pic = pygame.transform.smoothscale(icon("debris", int(r * 1.4)), (max(1, isz), int(r * 1.4)))
        surface.blit(pic, pic.get_rect(center=box.center))
    elif kind == "knowledge":
        pic = pygame.transform.smoothscale(icon("icon_book", int(r * 1.1)), (max(1, int(isz * 0.85)), int(r * 1.1)))
        surface.blit(pic, pic.get_rect(center=(box.centerx, box.centery - r // 5)))
        if squash > 0.7:
            site_chip(surface, token["for_site"], (box.centerx, box.centery + int(r * 0.55)), max(4, r // 3))
    else:  # general knowledge
        pic = pygame.transform.smoothscale(icon("icon_general", int(r * 1.2)), (max(1, isz), int(r * 1.2)))
        surface.blit(pic, pic.get_rect(center=box.center))


def draw_pawn(surface, centre, size: int, colour, symbol: str, ghost=False):
    """An archaeologist pawn: a shadowed body and head in the player's colour, with the symbol."""
    x, y = int(centre[0]), int(centre[1])
    s = max(6, size)
    body = [(x - s * 0.45, y), (x + s * 0.45, y), (x + s * 0.25, y - s * 0.75), (x - s * 0.25, y - s * 0.75)]
    if ghost:
        surf = pygame.Surface((s * 2, s * 2), pygame.SRCALPHA)
        draw_pawn(surf, (s, int(s * 1.6)), size, colour, symbol)
        surf.set_alpha(110)
        surface.blit(surf, (x - s, y - int(s * 1.6)))
        return
    pygame.draw.ellipse(surface, (40, 24, 10), (x - s * 0.55, y - s * 0.12, s * 1.1, s * 0.3))
    pygame.draw.polygon(surface, colour, body)
    pygame.draw.polygon(surface, (30, 20, 14), body, max(1, s // 10))
    head = (x, int(y - s * 0.95))
    pygame.draw.circle(surface, colour, head, int(s * 0.3))
    pygame.draw.circle(surface, (30, 20, 14), head, int(s * 0.3), max(1, s // 10))
    # the symbol as large as the body allows: at its least (a radius of 4 px) the five still differ
    theme.draw_symbol(surface, symbol, (x, int(y - s * 0.38)), max(4, int(s * 0.22)), theme.mark_fill(colour),
                      outline=(30, 20, 14))


def draw_marker(surface, centre, r: int, colour, symbol: str):
    """A time marker: a thick disc (as stacked in the box) with the player's symbol."""
    x, y = int(centre[0]), int(centre[1])
    pygame.draw.ellipse(surface, (40, 24, 10), (x - r, y - r * 0.55 + r * 0.35, 2 * r, r * 1.2))
    dark = tuple(int(c * 0.7) for c in colour)
    pygame.draw.ellipse(surface, dark, (x - r, y - r * 0.55 + r * 0.22, 2 * r, r * 1.1))
    pygame.draw.ellipse(surface, colour, (x - r, y - r * 0.55, 2 * r, r * 1.1))
    pygame.draw.ellipse(surface, (30, 20, 14), (x - r, y - r * 0.55, 2 * r, r * 1.1), max(1, r // 6))
    theme.draw_symbol(surface, symbol, (x, y), max(4, int(r * 0.45)), theme.mark_fill(colour), outline=(30, 20, 14))


def railway(surface, a, b, width: int, colour=SEPIA, sea=False):
    """A route: a railway (line with cross ties) on land, a dashed shipping lane at sea."""
    ax, ay = a
    bx, by = b
    length = math.hypot(bx - ax, by - ay)
    if length < 1:
        return
    ux, uy = (bx - ax) / length, (by - ay) / length
    if sea:
        dash = width * 4
        d = 0.0
        while d < length:
            e = min(length, d + dash)
            pygame.draw.line(surface, colour, (ax + ux * d, ay + uy * d), (ax + ux * e, ay + uy * e), width)
            d += dash * 1.8
        return
    pygame.draw.line(surface, colour, a, b, width)
    tie = width * 2.2
    step = width * 4.5
    d = step / 2
    while d < length:
        cx, cy = ax + ux * d, ay + uy * d
        pygame.draw.line(surface, colour, (cx - uy * tie, cy + ux * tie), (cx + uy * tie, cy - ux * tie),
                         max(1, width // 2 + 1))
        d += step


def map_layer(size, locations: dict) -> pygame.Surface:
    """The static map: the illustrator's art if present, else our parchment, then routes and places."""
    w, h = size
    layer = pygame.Surface(size)
    layer.fill(PARCHMENT)
    art = "art/thebes_map" if map_art_path().exists() else "thebes/map_fallback"
    pic = assets.svg(art, size, keep=False)   # the layer is the copy kept
    layer.blit(pic, (0, 0))
    lw = max(2, h // 170)
    for a, b in D.EDGES:
        railway(layer, locations[a], locations[b], lw, sea=frozenset((a, b)) in SEA_ROUTES)
    return layer.convert() if pygame.display.get_surface() is not None else layer
