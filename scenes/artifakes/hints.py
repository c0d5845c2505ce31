"""What a newcomer to Artifakes should look at next: (sentence, [rects]) from the scene's layout and the
view it may see, or None when the status line says it best (drawn by scenes/table/hints.py)."""
from __future__ import annotations

import pygame

from game.i18n import _


def hint(sc):
    if sc.summary_showing():   # the round's scoring is up: nothing to hint until it is read
        return None
    v = sc.view()
    if v.get("phase") == "bury":
        return _("Choose a disk or a bar from your pile, then click a space of the ring."), \
            list(sc.pg.bot_trays.values())
    if v.get("phase") == "dig":
        rects = sc.pg.hand_rects(len(v.get("hand") or [])) if sc.viewer is not None else []
        if sc.sel_card is None:
            return _("Hover a card to see where it sends the Inspector; click one to choose it."), list(rects)
        return _("Now click a lit space on the ring (or a button) to walk the Inspector there."), [sc.geo.rect]
    return None



def board(sc):
    """The ring's 30 spaces with their number tags, the Inspector and the last card in the middle: no
    tip covers any of them (the bare ground inside the ring and in its corners is room enough)."""
    g = sc.geo
    out = []
    for k in range(1, 31):
        pts = g.sector(k, g.r_in * 0.93, g.r_tag + 0.022 * g.size)
        xs, ys = [p[0] for p in pts], [p[1] for p in pts]
        out.append(pygame.Rect(int(min(xs)), int(min(ys)), int(max(xs) - min(xs)) + 1, int(max(ys) - min(ys)) + 1))
    out.append(pygame.Rect(sc.inspector_rect))
    out += [pygame.Rect(r) for r in getattr(sc, "centre_rects", [])]
    return out


def spare(sc):
    """The foot of one's own panel, under the pile, the hand and the buttons (it only repeats what to
    do), and the path panel: where the ground has no room, a note or tip stands there, not over the
    rival's last move."""
    pg = getattr(sc, "pg", None)
    if pg is None:
        return []
    v = sc.view()
    inside = [pygame.Rect(r) for r in pg.bot_trays.values()]
    inside += [pygame.Rect(r) for r in pg.hand_rects(len(v.get("hand") or []))]
    inside += [pygame.Rect(b.rect) for b in sc.visible_buttons()]
    inside = [r for r in inside if pg.bot.colliderect(r)]
    top = max((r.bottom for r in inside), default=pg.bot.y) + max(4, pg.bot.h // 40)
    room = pygame.Rect(pg.bot.x, top, pg.bot.w, pg.bot.bottom - top)
    # and the path with the Inspector's patience: shown on the ring's side too, it is the part of the
    # panel a note may stand over sooner than the rival's line with their last move
    return ([room] if room.h > 0 else []) + [pygame.Rect(pg.mid)]
