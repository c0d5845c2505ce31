"""Taking back a misclick at the table (mixed into GameScene): the match says whether the rules allow
it (no chance used, nothing revealed, the game does not forbid it); the table adds the people rules:
only a human's own last move, never a computer's, not once someone else has taken the screen, never
in a demonstration or a tutorial."""
from __future__ import annotations

from ui import savegame


class UndoMixin:
    def undo_reason(self) -> str | None:
        """Why the last move cannot be taken back now, or None when it can."""
        if self.attract_index is not None:
            return "This is a demonstration game."
        if self.tutorial is not None:
            return "The tutorial goes one step at a time: there is nothing to take back."
        m = self.match
        if m.is_over:
            return "The game is over: moves can no longer be taken back."
        if not m.moves:
            return "There is no move to take back yet."
        last = m.last_mover()
        if not self.is_human(last):
            return f"The last move was {self.name(last)}'s (computer): a computer's move cannot be taken back."
        if not m.undoable():
            return ("That move cannot be taken back: it showed something hidden, drew from the deck "
                    "or bag, or left it to chance.")
        now = m.current_player
        if (now != last and self.is_human(now) and len(self.humans()) > 1 and self.cleared_seat == now
                and self.cleared_at_move == m.moves):
            return f"{self.name(now)} has taken over: only {self.name(last)} could take that move back."
        return None

    def undo(self) -> bool:
        """Take back the last move: replay the log without it, rebuild the bots' memory and the log,
        rewrite the autosave and let the scene resync. False (with a toast) when not allowed."""
        reason = self.undo_reason()
        if reason:
            self.app.toast(reason)
            return False
        if self.animator.busy:
            self.animator.skip_all()
        seat = self.match.last_mover()
        undone = self.game_log.action_lines(self.match.moves - 1, seat)
        try:
            done = self.match.undo()
        except Exception as exc:   # never expected: every prefix of a legal log replays
            self.app.log_problem(f"{self.info.id} undo failed: {type(exc).__name__}: {exc}")
            done = False
        if not done:
            self.app.toast("That move could not be taken back.")
            return False
        self.bot_turn = None       # a computer still thinking about the old position stops
        self.held.clear()
        self._rebuild_log()
        self.last_events = []
        self.finished_at = None
        if self.is_human(seat):
            # the one who took the move back is at the screen and plays on
            self.viewer = self.cleared_seat = seat
            self.handoff_seat = None
            self.armed_seat, self.arm_at = seat, self.app.now()
        problem = savegame.write(self.match)
        if problem:
            self.app.toast(problem, "warn", 5)
        self.on_state_replaced()
        what = undone[0] if undone else "the last move"
        self.app.toast(f"Taken back: {what}", "info", 3)
        self.app.dirty = True
        return True
