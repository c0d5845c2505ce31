"""Taking back a misclick at the table (mixed into GameScene): the match says whether the rules allow
it (no chance used, nothing revealed, the game does not forbid it); the table adds the people rules:
only a human's own last move, never a computer's, never in a demonstration or a tutorial, and at a
table of several people only while the one who made the move still has the screen.

The screen passes on the moment another seat gets it (`_take_screen`, the curtain's `_cleared`):
from then on whoever presses Undo may be someone else, so nothing is taken back and nothing about
the move is said. `undo_seat` is the seat that may still take its last move back (None: nobody).
The toast that tells what was taken back speaks in the words of the view on screen, never more."""
from __future__ import annotations

from game.i18n import _
from ui import savegame


class UndoMixin:
    undone_at = -1      # match.position right after the last undo (-1: none yet)

    def undo_reason(self) -> str | None:
        """Why the last move cannot be taken back now, or None when it can. Right after an undo it
        says so first and then speaks of the move before ("Taken back. The move before it ...")."""
        if self.table_mode.no_undo:      # the demo, a tutorial, a replay (scenes/table/mode.py)
            return _(self.table_mode.no_undo)
        m = self.match
        if m.is_over:
            return _("The game is over: moves can no longer be taken back.")
        just = self.undone_at == m.position
        if not m.moves:
            return _("Taken back. There is no move before it.") if just else _("There is no move to take back yet.")
        last = m.last_mover()
        player = self.name(last)
        if not self.is_human(last) and not self.is_computer(last):     # a person at another screen
            if just:
                return _("Taken back. The move before it was {player}'s, played at another screen: only {player} "
                         "can take it back.").format(player=player)
            return _("The last move was {player}'s, played at another screen: only {player} can take it back.").format(
                player=player)
        if not self.is_human(last):
            if just:
                return _("Taken back. The move before it was {player}'s (computer): a computer's move cannot be "
                         "taken back.").format(player=player)
            return _("The last move was {player}'s (computer): a computer's move cannot be taken back.").format(
                player=player)
        if len(self.humans()) > 1 and self.undo_seat != last:
            if just:
                return _("Taken back. The move before it was {player}'s, and the screen has passed on since: only "
                         "{player} could take it back, before handing over.").format(player=player)
            return _("The last move was {player}'s, and the screen has passed on since: only {player} could take it "
                     "back, before handing over.").format(player=player)
        why = m.why_final()
        if why:
            if just:
                # Translators: {why} is a clause saying what made the move final ("it was left to chance")
                return _("Taken back. The move before it cannot be taken back: {why}.").format(why=why)
            # Translators: {why} is a clause saying what made the move final ("it was left to chance")
            return _("The last move cannot be taken back: {why}.").format(why=why)
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
        # in the words of the view now on screen: what the table shows is all it may tell
        last = self.match.moves - 1
        undone = [ln.text for ln in self.log_lines(self.viewer) if ln.action_index == last]
        try:
            done = self.match.undo()
        except Exception as exc:   # never expected: every prefix of a legal log replays
            self.app.log_problem(f"{self.info.id} undo failed: {type(exc).__name__}: {exc}")
            done = False
        if not done:
            self.app.toast(_("That move could not be taken back."))
            return False
        self.bot_turn = None       # a computer still thinking about the old position stops
        self.held.clear()
        self._rebuild_log()
        self.finished_at = None
        if self.is_human(seat):
            # the one who took the move back is at the screen and plays on
            self.viewer = self.cleared_seat = seat
            self.undo_seat = seat      # nobody else came between: their move before this one, if any
            self.handoff_seat = None
            self.armed_seat, self.arm_at = seat, self.app.now()
        problem = savegame.write(self.match) if self.keeps_records else None   # the table's mode decides
        if problem:
            self.app.toast(problem, "warn", 5)
        self.on_state_replaced()
        self.undone_at = self.match.position   # the Undo button's tooltip says so (undo_reason)
        if undone:
            # Translators: {move} is the log's line about the move taken back
            self.app.toast(_("Taken back: {move}").format(move=undone[0]), "info", 3)
        else:
            self.app.toast(_("Taken back: the last move"), "info", 3)
        self.app.dirty = True
        return True
