"""What kind of table a game scene is: a real game, the demo, a tutorial or a replay.

The four share one scene class per game; what differs between them lives here, in one small
frozen record that `GameScene.table_mode` returns, so the scene asks its mode ("do I keep records?")
instead of guessing from which attributes happen to be set. Only a real game leaves anything on
disk: the autosave, the statistics and the kept replays are written for REAL alone.

To add a difference, add a field here, give each mode its value and consult `scene.table_mode.<field>`
where it matters; a new kind of table is one more instance.
"""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class TableMode:
    name: str
    keeps_records: bool      # autosaved after every move, counted in the statistics, kept for replay
    no_undo: str | None      # why nothing can ever be taken back at this table (None: the undo rules decide)
    banner: bool             # the demo's call to play lies over the table; any press leaves for the menu
    plays: bool              # people act at this table (a replay only shows moves already made)
    controls_live: bool      # the table's own buttons look usable (False: drawn disabled, as in a replay)


REAL = TableMode("real", keeps_records=True, no_undo=None, banner=False, plays=True, controls_live=True)
DEMO = TableMode("demo", keeps_records=False, no_undo="This is a demonstration game.",
                 banner=True, plays=False, controls_live=True)
TUTORIAL = TableMode("tutorial", keeps_records=False,
                     no_undo="The tutorial goes one step at a time: there is nothing to take back.",
                     banner=False, plays=True, controls_live=True)
REPLAY = TableMode("replay", keeps_records=False,
                   no_undo="This is a replay: the moves were made when the game was played.",
                   banner=False, plays=False, controls_live=False)
