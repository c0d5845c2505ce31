"""What a table leaves on disk (mixed into GameScene): every finished move of a real game goes to the
autosave, and a finished game is counted in the statistics and kept for the replay viewer, in that
order, so a stop in between loses nothing (ui/savegame.settle_finished records it at the next
start). The table's mode says whether it keeps records at all: the demo, a tutorial and a replay
never do, nor does a window that only reads the data folder."""
from __future__ import annotations

from game.i18n import _
from ui import savegame


class RecordsMixin:
    stats_recorded = False

    def _autosave(self, match, events) -> None:
        """The match's hook after every move: a real game is saved at once (a demo, tutorial or replay
        never touches the player's saved game) and counted when it ends."""
        if not self.keeps_records:
            return
        savegame.write_soon(match)   # the disk work runs beside the frames (update tells a failure)
        if match.is_over:
            # recorded before the autosave goes: stopped in between, the next start finds the
            # finished game in the autosave and records it (savegame.settle_finished)
            savegame.flush()
            if self.record_stats() is None:
                savegame.clear()

    @property
    def keeps_records(self) -> bool:
        """Whether this table leaves anything on disk (autosave, statistics, kept replays): its mode
        says, and never a window that only reads the data folder (ui/datalock.py)."""
        from ui import datalock
        return self.table_mode.keeps_records and not datalock.read_only()

    def record_stats(self) -> str | None:
        """Count a finished game once in the statistics and keep it for replay (never a demonstration
        game); the problem told to the player, if any."""
        if self.stats_recorded or not self.keeps_records or not self.match.is_over:
            return None
        self.stats_recorded = True
        return keep_finished(self.app, self.match)


def keep_finished(app, match, count: bool = True) -> str | None:
    """Count a finished game in the statistics (unless `count` is False: an onlooker's screen) and
    keep it for the replay viewer; the problem told to the player, if any (a networked game's table
    calls it too, with the game the host sent)."""
    from ui import stats
    problem = stats.record_game(match) if count else None
    try:   # kept for the replay viewer (ui/replays.py); a failure there never stops the game
        from ui import replays
        kept = replays.keep(match)
        problem = problem or kept
    except Exception as exc:
        app.log_problem(f"keeping the finished game failed: {exc!r}")
        problem = problem or _("The finished game could not be kept for replay.")
    if problem:
        app.toast(problem, "warn", 5)
    return problem
