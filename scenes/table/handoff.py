"""Who sees the screen at a hot-seat table: the handoff curtain, whose turn is on screen and the
gate that lets a click through only for that seat (mixed into GameScene, scenes/table/game_scene.py).

- The curtain comes between two people exactly when the game says a screen holds a secret
  (`match.view_is_private`) for the next seat or for the one at the screen.
- Table input is armed for one seat at a time: presses are dropped while an animation runs, while a
  curtain is due, and for App.handoff_hold_s after the seat to act changed (each press in that hold
  starts it again, so a burst of any length ends first); a release counts only if its press was
  armed, so a burst of clicks never acts for the next seat. With one person at the table the hold
  only drops a press that repeats the previous one (the same spot within REPEAT_S: the second half
  of a double click); a press anywhere else is a new, deliberate one and ends the hold (seen in a
  real window: Ready clicked a third of a second after the computer's move did nothing at all).
"""
from __future__ import annotations

import pygame

from game.i18n import _, _n
_PRESS = (pygame.MOUSEBUTTONDOWN, pygame.FINGERDOWN)
_RELEASE = (pygame.MOUSEBUTTONUP, pygame.FINGERUP)
_OPEN = "open"       # a press made while no human was to act
REPEAT_S = 0.5       # a press this soon after the previous one, near it, is that click again


def recap_lines(lines: list[str], most: int = 4, moves: list | None = None) -> list[str]:
    """A short recap: repeats folded ("Anna placed sand. (x3)"), at most `most` lines. `moves` gives
    the move each line belongs to: when lines must go, every move keeps its first line (what was
    played) before any move keeps its details, the newest first; a first line says how many the
    log holds besides. Without `moves` every line is a move of its own (the latest are kept)."""
    if moves is None:
        moves = list(range(len(lines)))
    folded: list[list] = []      # [move, text, times]
    for move, text in zip(moves, lines):
        if folded and folded[-1][1] == text:
            folded[-1][2] += 1
        else:
            folded.append([move, text, 1])
    # Translators: a line of the recap said {n} times in a row ("Anna placed sand. (x3)")
    out = [t if n == 1 else _("{line} (x{n})").format(line=t, n=n) for _unused, t, n in folded]
    if len(out) <= most:
        return out
    room = most - 1
    heads = [i for i, f in enumerate(folded) if i == 0 or folded[i - 1][0] != f[0]]
    keep = set(heads[::-1][:room])
    for i in reversed(range(len(folded))):
        if len(keep) >= room:
            break
        keep.add(i)
    hidden = len(out) - len(keep)
    earlier = max(i for i in range(len(out)) if i not in keep) < min(keep)
    if earlier:
        note = _n("... {n} earlier event in the log (L)", "... {n} earlier events in the log (L)", hidden)
    else:
        note = _n("... {n} more event in the log (L)", "... {n} more events in the log (L)", hidden)
    return [note] + [out[i] for i in sorted(keep)]


class HandoffMixin:
    """The curtain and the input gate of a GameScene (its attributes are set in GameScene.__init__)."""

    def _private(self, seat) -> bool:
        try:
            return bool(self.match.view_is_private(seat))
        except Exception as exc:   # a broken declaration errs on the side of privacy
            self.app.log_problem(f"{self.info.id} view_is_private failed: {exc!r}")
            return True

    def curtain_due(self, seat) -> bool:
        """Whether handing the screen to `seat` needs the curtain: two or more humans, the setting on,
        someone else at the screen, and a secret on either screen (the game declares it)."""
        if not (self.app.settings.handoff_curtain and len(self.humans()) > 1 and self.is_human(seat)):
            return False
        if self.match.is_over or seat == self.cleared_seat:
            return False
        holder = self.cleared_seat
        return self._private(seat) or (holder is not None and self._private(holder))

    def input_armed(self) -> bool:
        """Table input is accepted now: for the seat to act, nothing moving, no curtain due."""
        seat = self.match.current_player
        if self.animator.busy or self.handoff_seat is not None or self.app.scenes.top is not self:
            return False
        if self.app.now() < self.arm_at or not self.is_human(seat):
            return False
        if self.armed_seat != seat and not self.curtain_due(seat):
            # the hold is over and nothing stands between this seat and the table
            self._take_screen(seat)
            self.armed_seat = seat
        return self.armed_seat == seat

    def _take_screen(self, seat) -> None:
        """`seat` has the screen without a curtain (nothing secret on either side, or one person).
        The view is theirs; with two or more people everyone may be watching, so nobody counts as
        alone at the screen (the next secret will need the curtain)."""
        self.handoff_seat = None       # no curtain stands in the way (any more)
        self._screen_to(seat)
        if self.viewer != seat:
            self.viewer = seat
            self.looked_at[seat] = self.match.moves
            self.app.dirty = True
        if len(self.humans()) < 2:
            self.cleared_seat = seat

    def _screen_to(self, seat) -> None:
        """`seat` has the screen now: if that is not who made the last move, that move can no longer
        be taken back (whoever is at the screen may be someone else: scenes/table/undo.py)."""
        if seat != self.undo_seat:
            self.undo_seat = None

    def hide_unclaimed_secrets(self) -> None:
        """With two or more people at the screen, a view that became secret while nobody of them is to
        act (the cards dealt as a computer or another screen's player begins) is not left open: whoever
        last had the screen without a curtain was never alone at it. The public view until the next
        person's turn (and its curtain)."""
        v = self.viewer
        if v is None or v == self.cleared_seat or len(self.humans()) < 2 or self.is_human(self.match.current_player):
            return
        if self._private(v):
            self.viewer = None
            self.app.dirty = True

    def _cleared(self, seat):
        self._screen_to(seat)
        self.cleared_seat = seat
        self.looked_at[seat] = self.match.moves
        self.viewer = seat
        self.handoff_seat = None
        self.armed_seat, self.arm_at = seat, self.app.now()
        self.app.dirty = True

    def recap_for(self, seat: int) -> list[str]:
        """Public lines of what happened since `seat` last had the screen (for the curtain)."""
        since = self.looked_at.get(seat, 0)
        lines = [ln for ln in self.log_lines(None) if ln.action_index >= since]
        return recap_lines([ln.text for ln in lines], moves=[ln.action_index for ln in lines])

    def _press_pos(self, event):
        """Where a mouse press or a finger went down, in window pixels (a finger's place is 0..1)."""
        if event.type == pygame.FINGERDOWN:
            if self.app.screen is None:
                return None
            w, h = self.app.screen.get_size()
            return int(event.x * w), int(event.y * h)
        return getattr(event, "pos", None)

    def _repeats_last_press(self, pos) -> bool:
        """Whether a press at `pos` now is the previous press again (a double click, a finger's bounce)."""
        last, self.last_press = self.last_press, (self.app.now(), pos)
        if last is None or pos is None:
            return False
        near = max(8, self.app.screen.get_height() // 40) if self.app.screen is not None else 8
        return (self.app.now() - last[0] < REPEAT_S
                and abs(pos[0] - last[1][0]) <= near and abs(pos[1] - last[1][1]) <= near)

    def _press_owner(self, pos=None):
        """Whom a press at `pos` belongs to: the armed human seat; OPEN when no human is to act (the
        table's out-of-turn controls such as Ready, and the friendly "please wait"); None: it is dropped."""
        seat = self.match.current_player
        repeat = self._repeats_last_press(pos)
        if not self.is_human(seat):
            return _OPEN
        if (not repeat and len(self.humans()) == 1 and self.armed_seat != seat
                and self.app.now() < self.arm_at):
            self.arm_at = self.app.now()    # one person, a new press: the hold has nobody to protect
        if self.input_armed():
            return seat
        if self.armed_seat != seat:
            # pressed during the hold after a change of seat: someone is still clicking, so the hold
            # starts again; only after a quiet moment is the table the next person's
            self.arm_at = max(self.arm_at, self.app.now() + self.app.handoff_hold_s)
        return None

    def _passes_gate(self, event) -> bool:
        """The hot-seat gate: a press, its release and keys reach the table only for the seat whose
        turn is on screen; a click pressed before that (or for someone else) is dropped whole."""
        if event.type in _PRESS:
            return self.press_owner is not None
        if event.type in _RELEASE:
            owner, self.press_owner = self.press_owner, None
            seat = self.match.current_player
            if owner is _OPEN:
                return not self.is_human(seat)
            return owner is not None and owner == seat and self.input_armed()
        if event.type == pygame.KEYDOWN:
            return not self.is_human(self.match.current_player) or self.input_armed()
        return True
