"""The Thebes tutorial on the table: what to outline for the script's next move (scenes/table/tutorial.py
asks; the script is tutorial.json). A card is clicked in the display, then Confirm; a dig is the site
on the map, then the time wheel (the segment of the script's weeks), any choice the script sets
otherwise than the dialog, then Dig. Only the scene's layout, its dig dialog and the match's view
are read."""
from __future__ import annotations

import math

import pygame

from game.core import Action
from game.i18n import _, _n
from game.thebes import data as D

# the dig's parameters and the dialog's choices that set them (key of its choice row, its value)
_CHOICES = (
    ("rumors", "rumors", lambda dig: dig.rumors),
    ("lone_assistant", "la", lambda dig: dig.la),
    ("lone_shovel", "ls", lambda dig: dig.ls),
    ("zeppelin", "zeppelin", lambda dig: dig.zeppelin),
    ("car", "car", lambda dig: dig.use_car()),
)


def _spot(centre, half: int = 4) -> pygame.Rect:
    x, y = int(centre[0]), int(centre[1])
    return pygame.Rect(x - half, y - half, 2 * half + 1, 2 * half + 1)


def _pending_is(scene, expected: Action) -> bool:
    return scene.pending == {"kind": expected.kind, **dict(expected.params)}


def _journey(scene, expected: Action, rect: pygame.Rect, what: str):
    """A card (or exhibition) click, then Confirm; a wrong toggle of the car or Zeppelin is put back."""
    b = scene.btn_confirm.rect
    if _pending_is(scene, expected):
        return [b], [b], _("Check the route and its weeks, then press Confirm.")
    p = scene.pending
    if p is not None and {k: v for k, v in p.items() if k not in ("zeppelin", "car")} == \
            {k: v for k, v in {"kind": expected.kind, **dict(expected.params)}.items() if k not in ("zeppelin", "car")}:
        if p.get("zeppelin") != expected["zeppelin"] and scene.zeppelin_offered():
            r = scene.btn_zep.rect
            return [r], [r], _("Switch the Zeppelin back with the outlined button.")
        if p.get("car") != expected["car"] and scene.car_choice_offered():
            r = scene.btn_car.rect
            return [r], [r], _("Switch the car back with the outlined button.")
    said = {"card": _("Click the outlined card."), "exhibition": _("Click the outlined exhibition."),
            "Change button": _("Click the outlined Change button."),
            "Retire button": _("Click the outlined Retire button.")}
    return [rect], [rect], said[what]


def _segment(dig, weeks: int) -> tuple[pygame.Rect, pygame.Rect]:
    """The box round the wheel's segment for `weeks` and a spot in its middle (the dialog's own
    geometry: segment w spans -90 + 30 (w - 1) to -90 + 30 w degrees, from 0.4 to 1 of the radius)."""
    cx, cy = dig.dial_c
    R = dig.dial_r
    a0, a1 = math.radians(-90 + (weeks - 1) * 30), math.radians(-90 + weeks * 30)
    pts = [(cx + math.cos(a0 + (a1 - a0) * i / 6) * R * f, cy + math.sin(a0 + (a1 - a0) * i / 6) * R * f)
           for i in range(7) for f in (0.4, 1.0)]
    xs, ys = [p[0] for p in pts], [p[1] for p in pts]
    box = pygame.Rect(int(min(xs)), int(min(ys)), int(max(xs) - min(xs)) + 1, int(max(ys) - min(ys)) + 1)
    a = (a0 + a1) / 2
    return box, _spot((cx + math.cos(a) * R * 0.7, cy + math.sin(a) * R * 0.7))


def targets(scene, expected: Action):
    """(rects to outline, rects that may be clicked, one line saying what to click) for the scene now."""
    view = scene.view()
    if expected.kind == "take_card":
        display = view["display"]
        if expected["card"] not in display:
            return [], [], ""
        r = scene.display_rects[display.index(expected["card"])]
        return _journey(scene, expected, r, "card")
    if expected.kind == "exhibition":
        slots = scene.slots(view)
        if expected["card"] not in slots:
            return [], [], ""
        return _journey(scene, expected, scene.slot_rects[slots.index(expected["card"])], "exhibition")
    if expected.kind == "change_cards":
        r = scene.btn_change.rect
        return _journey(scene, expected, r, "Change button")
    if expected.kind == "retire":
        return _journey(scene, expected, scene.btn_retire.rect, "Retire button")
    if expected.kind != "dig":
        return [], [], ""
    site = expected["site"]
    name = _(D.LOCATION_NAME[site])
    dig = scene.dig
    if dig is None or dig.site != site:
        x, y = scene.locations[site]
        r = int(scene.mu * 1.6)
        return [pygame.Rect(x - r, y - r, 2 * r, 2 * r)], [_spot((x, y))], \
            _("Click {place} on the map.").format(place=name)
    if dig.weeks != expected["weeks"]:
        w = expected["weeks"]
        box, spot = _segment(dig, w)
        # Translators: {n}: the weeks the segment of the time wheel stands for
        return [box], [spot], _n("Turn the wheel: click its {n}-week segment.",
                                 "Turn the wheel: click its {n}-week segment.", w)
    rows = {key: row for _box, row, key, *_unused in dig.toggle_rows()}
    for param, key, value in _CHOICES:
        if expected.get(param) is not None and value(dig) != expected[param] and key in rows:
            return [rows[key]], [rows[key]], _("Tick the outlined choice as the note says.")
    b = dig.confirm.rect
    return [b], [b], _("Now press Dig.")
