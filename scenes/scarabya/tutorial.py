"""The Scarabya tutorial on the table: when a placement matches the script's (the same squares,
however the tile was turned to get there) and what to outline for the next one
(scenes/table/tutorial.py asks; the script is tutorial.json)."""
from __future__ import annotations

from game.core import Action
from game.i18n import _
from game.scarabya.shapes import orient_moves, placement_cells
from scenes.scarabya.scene import marked_square


def _cells(action: Action):
    cells = placement_cells(action["tile"], action["orient"], action["row"], action["col"], True)
    return None if cells is None else sorted(tuple(rc) for rc in cells)


def same(action: Action, expected: Action) -> bool:
    if action.kind != expected.kind:
        return False
    if action.kind != "place":
        return action == expected
    try:
        return action["tile"] == expected["tile"] and _cells(action) == _cells(expected)
    except (KeyError, TypeError):
        return False


def targets(scene, expected: Action):
    """(rects to outline, rects that may be clicked, one line saying what to click) for the scene now."""
    b = scene.buttons
    if expected.kind == "discard":
        return [b["discard"].rect], [b["discard"].rect], _("Press Discard tile.")
    g = scene.site_geo
    want = _cells(expected)
    ghost = [g.cell_rect(r, c) for r, c in want]
    if scene.locked:
        if sorted(tuple(rc) for rc in (scene.cells_of() or [])) == want:
            return [b["confirm"].rect], [b["confirm"].rect], _("Good! Press Confirm to lay it for good.")
        return [b["back"].rect], [b["back"].rect], _("Not quite: press Take back and try the outlined squares.")
    tile = expected["tile"]
    shape = lambda k: sorted(tuple(rc) for rc in scene.cells_of(k, (0, 0)) or [])
    goal = shape(expected["orient"])
    if shape(scene.orient) != goal:
        # the fewest presses of Rotate right (then Flip) that reach the shape
        moves, k = orient_moves(tile), scene.orient
        for _unused in range(4):
            k = moves["cw"][k]
            if shape(k) == goal:
                return ghost + [b["cw"].rect], [b["cw"].rect], _("Press Rotate right to turn the tile.")
        return ghost + [b["flip"].rect], [b["flip"].rect], _("Press Flip to turn the tile over.")
    # the orientation is right: the pointer holds the tile by its marked square
    mr, mc = marked_square(tile, scene.orient)
    grip = scene.grip if scene.grip is not None else (mr, mc)
    top = (min(r for r, _unused in want), min(c for _unused, c in want))
    cell = g.cell_rect(top[0] + grip[0], top[1] + grip[1])
    return ghost, [cell], _("Move the tile onto the outline and click to put it down.")
