"""What kind of table a game scene is: a real game, the demo, a tutorial or a replay.

The four share one scene class per game (no class is made at run time); what differs between them
lives here, in one small frozen record that whoever opens the table sets as `scene.table_mode`
(a table opened any other way is REAL), so the scene asks its mode ("do I keep records?") instead
of guessing from which attributes happen to be set. Only a real game leaves anything on disk: the
autosave, the statistics and the kept replays are written for REAL alone.

Differences are fields, and three hooks for what a mode does itself: `takes_frame` (the demo skips
the preparation and hands over to the next game on time), `after_game` (the demo starts the next
game instead of the results) and `draw_over` (the demo's banner, drawn over everything). The demo's
mode is scenes/table/demo.py; the tutorial's driver is the scene's `tutorial` (scenes/table/tutorial.py).

To add a difference, add a field here, give each mode its value and consult `scene.table_mode.<field>`
where it matters; a new kind of table is one more instance.
"""
from __future__ import annotations

from dataclasses import dataclass

from game.i18n import N_


@dataclass(frozen=True)
class TableMode:
    name: str
    keeps_records: bool      # autosaved after every move, counted in the statistics, kept for replay
    no_undo: str | None      # why nothing can ever be taken back at this table, marked N_ (None: the undo rules decide)
    banner: bool             # the demo for passers-by: its call to play over the table, any press leaves
                             # for the menu, nothing waits for a reader (tips, summaries, "click to skip")
    plays: bool              # people act at this table (a replay only shows moves already made)
    controls_live: bool      # the table's own buttons look usable (False: drawn disabled, as in a replay)

    def takes_frame(self, scene, dt: float) -> bool:
        """Before the table's own update: True when the mode has dealt with this frame itself."""
        return False

    def after_game(self, scene) -> bool:
        """When the game is over and seen: True when the mode decided what follows (not the results)."""
        return False

    def draw_over(self, scene, surface) -> None:
        """Drawn over the whole table, after everything else of it."""


REAL = TableMode("real", keeps_records=True, no_undo=None, banner=False, plays=True, controls_live=True)
TUTORIAL = TableMode("tutorial", keeps_records=False,
                     no_undo=N_("The tutorial goes one step at a time: there is nothing to take back."),
                     banner=False, plays=True, controls_live=True)
REPLAY = TableMode("replay", keeps_records=False,
                   no_undo=N_("This is a replay: the moves were made when the game was played."),
                   banner=False, plays=False, controls_live=False)
