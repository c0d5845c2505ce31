"""What a position offers the seat at the screen, asked of the match once (GameScene.choices).

The table reads the legal moves and the reasons moves are refused many times a frame (to light a
target, dim another, word a tooltip); the match answers each question once per position and
selection, and a click then goes to `Match.apply`, which checks the move itself. A game that needs
more (Thebes: each target's journey, the car and Zeppelin offers) subclasses `Choices`.
"""
from __future__ import annotations


class Choices:
    def __init__(self, scene):
        self.match = scene.match
        self.legal = self.match.legal_actions() if not self.match.is_over else []
        self.kinds = {a.kind for a in self.legal}
        self._reasons: dict = {}

    def reason(self, action) -> str | None:
        """Why `action` is refused in this position (None: it is legal), asked of the match once."""
        if action not in self._reasons:
            self._reasons[action] = self.match.reason(action)
        return self._reasons[action]
