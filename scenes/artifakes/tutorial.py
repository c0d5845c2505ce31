"""The Artifakes tutorial on the table: what to outline for the script's next move, and the round
summary's button, which may always be pressed (scenes/table/tutorial.py asks; the script is
tutorial.json). A move matches the script when it has every parameter the script names."""
from __future__ import annotations

import pygame

from game.core import Action
from game.i18n import _


def targets(scene, expected: Action):
    g = scene.geo
    v = scene.view()
    if expected.kind == "bury":
        piece, space = expected["piece"], expected["space"]
        if scene.sel_piece != piece:
            tray = scene.pg.bot_trays[piece]
            return [tray], [tray], (_("Pick a disk from your pile.") if piece == "disk"
                                    else _("Pick a bar from your pile."))
        pts = g.sector(space, g.r_in * 0.93, g.r_tag + 0.022 * g.size)
        xs, ys = [p[0] for p in pts], [p[1] for p in pts]
        box = pygame.Rect(int(min(xs)), int(min(ys)), int(max(xs) - min(xs)) + 1, int(max(ys) - min(ys)) + 1)
        x, y = g.space_centre(space)
        spot = pygame.Rect(int(x) - 4, int(y) - 4, 9, 9)
        return [box], [spot], _("Now click space {space}.").format(space=space)
    card = expected["card"]
    if scene.sel_card != card:
        hand = [c["id"] for c in v.get("hand") or []]
        rects = scene.pg.hand_rects(len(hand))
        if card not in hand:
            return [], [], ""
        r = rects[hand.index(card)]
        # Translators: {number} is the number of a card
        return [r], [r], _("Click the {number} in your hand.").format(number=card[:-1])
    if expected.kind == "dead":
        b = scene.dead_button.rect
        return [b], [b], _("Press the button to lay it down dead.")
    keys = [(m, d) for (m, d) in scene.opt_buttons
            if m == expected["mode"] and d == expected.get("direction", d)]
    rects = [scene.opt_buttons[k].rect for k in keys]
    if expected["mode"] == "number":
        return rects, rects, _("Press the outlined number button.")
    return rects, rects, _("Press the outlined colour button.")


def free(scene):
    return [scene.summary_button.rect] if scene.summary_showing() else []


def same(action: Action, expected: Action) -> bool:
    """The expected kind, and every parameter the script names (the others are free)."""
    return action.kind == expected.kind and all(action.get(k) == v for k, v in expected.params)
