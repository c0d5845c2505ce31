"""The Faras tutorial on the table: what to outline for the script's next move (scenes/table/tutorial.py
asks; the script is tutorial.json). Everything comes from the scene's layout and the human's view.
A step may name board cells to outline as well (`"show": [cells]`), e.g. the finds to memorise:
they are outlined only, never clickable."""
from __future__ import annotations

import pygame

from game.core import Action
from game.i18n import _
from scenes.faras.panels import decision_items


def _shown(scene) -> list[pygame.Rect]:
    """The extra cells the current step asks to outline (its `show` list), where they lie now."""
    tut = getattr(scene, "tutorial", None)
    cells = (tut.step.get("show") if tut is not None else None) or []
    return [pygame.Rect(scene.disp_cell_rect(c)) for c in cells]


def targets(scene, expected: Action):
    """(rects to outline, rects that may be clicked, one line saying what to click) for the scene now."""
    v = scene.view()
    kind = expected.kind
    if kind == "choose_token":
        tray = scene.tray_layout(v["unplaced"][v["placer"]] if v["placer"] is not None else [])
        r = tray.get(expected["token"])
        if r is None:
            return [], [], ""
        return [r], [r], _("Click the outlined find on the right.")
    if kind == "place":
        r = pygame.Rect(scene.cell_rects[expected["cell"]])
        return [r], [r], _("Click the outlined place on the board.")
    if kind == "place_rest_random":
        r = pygame.Rect(scene.random_button.rect)
        return [r], [r], _("Press the outlined button.")
    if kind == "end_memorise":
        r = pygame.Rect(scene.ready_button.rect)
        return _shown(scene) + [r], [r], _("Press Ready when you have had a good look.")
    if kind == "play_card":
        hand = [c["card"] for c in v["hand"] or []]
        if expected["card"] not in hand:
            return [], [], ""
        r = pygame.Rect(scene.hand_rects[hand.index(expected["card"])])
        return [r], [r], _("Click the outlined card.")
    if kind == "reveal":
        r = pygame.Rect(scene.disp_cell_rect(expected["cell"]))
        return _shown(scene) + [r], [r], _("Click the outlined token on the board.")
    rects = [pygame.Rect(it.rect) for it in decision_items(scene, v)
             if it.kind == "action" and it.value == expected]
    return rects, rects, _("Click the outlined token in the panel.") if rects else ""
