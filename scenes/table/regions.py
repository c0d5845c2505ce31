"""Click regions: where a table's clicks go, one list instead of a chain of ifs.

A game scene's `click_regions()` lists `Region(rect, handler)` in the order they are tried (topmost
first: an open dialog before the board under it); GameScene hands a left-button release to the
handler of the first region whose rect contains it (the handler gets the release event, whose
`pos` says where: a button inside the region can take the event as it is). A region whose
`rect` is None takes every click that reaches it (a dialog that swallows the clicks outside it);
`contains` replaces the rect test where the shape is not a box (a location within a radius).
The handler itself says nothing the rules did not: a refusal comes from the match (its reason).
"""
from __future__ import annotations

from typing import Callable, Iterable, NamedTuple


class Region(NamedTuple):
    rect: object                                   # a pygame.Rect, or None for everywhere
    handler: Callable[[object], object]            # called with the release event
    contains: Callable[[tuple[int, int]], bool] | None = None

    def hit(self, pos) -> bool:
        if self.contains is not None:
            return bool(self.contains(pos))
        return self.rect is None or self.rect.collidepoint(pos)


def dispatch(regions: Iterable[Region], event) -> bool:
    """Hand the release `event` to the first region that contains its position; True when one did."""
    for region in regions:
        if region.hit(event.pos):
            region.handler(event)
            return True
    return False
