"""Each game's real table plays through a RemoteMatch: the client's seat moves through the scene's
own `try_action` (the match sends it and waits for the host), the other seat's moves arrive pushed
and the table shows them one by one as it updates (`GameScene._show_pushed`), and every frame is
updated and drawn. The seat at the other screen is "remote": not one of this screen's people
(`is_human`). The table keeps no records of its own (the host keeps the game): the network table
mode the app's screens will use is made here."""
import dataclasses

import pytest

from net.botseat import SeatBot
from scenes.shell.menu import MenuScene
from scenes.table import mode as table_modes
from scenes.table.games import scene_class
from tests.net.helpers import GAMES, hosting, two_seats

MOVES = 40     # enough for every game's first phases and its opponent's pushed moves


@pytest.mark.parametrize("game,options", GAMES)
def test_the_games_table_plays_over_the_network(app, game, options):
    # a table asks the host a few questions a position (reasons, previews); played here forty moves a
    # second, far faster than anyone plays, it would run into the per-connection rate limit that
    # tests/net/test_fuzz_and_limits.py is about, so this host allows ten times the rate
    with hosting(rate_per_s=600.0, rate_burst=3000) as host:
        mine, theirs = two_seats(host, game, options)
        app.scenes.reset(MenuScene(app))
        scene = scene_class(game)(app, mine)
        scene.table_mode = dataclasses.replace(table_modes.REAL, name="network", keeps_records=False)
        app.scenes.push(scene)
        assert scene.viewer == mine.seat, "the table shows this seat's own view"
        chooser, other = SeatBot(mine, "easy", 5), SeatBot(theirs, "easy", 6)
        pushed = acted = told = 0
        for _frame in range(4000):
            if mine.moves >= MOVES or mine.is_over:
                break
            other.step()
            seen = len(mine.history)
            app.step(1 / 30, [])           # the table shows what the host pushed, a move at a time
            for _seat, events in mine.history[seen:]:
                pushed += 1
                chooser.bot.observe(events)
            scene.animator.skip_all()
            if mine.shared_wait_info() is not None:      # Faras' memorising: ready at once
                mine.ready()
                mine.wait(lambda m: m.pending() > 0, 0.005)
            elif mine.current_player == mine.seat and not mine.pending():
                legal = mine.legal_actions()
                scene.choices()          # what the table asks of a position (reasons, previews)
                if mine.last_mover() == theirs.seat and not scene.animator.busy:
                    # the other screen's move: theirs to take back, and said so (not "a computer's")
                    why = scene.undo_reason()
                    assert why and "another screen" in why and "computer" not in why, why
                    told += 1
                action = chooser.bot.choose(mine.view(mine.seat), legal, chooser.rng)
                before = mine.moves
                assert scene.try_action(action), app.toasts.items[-3:]
                assert mine.moves == before + 1
                chooser.bot.observe(mine.history[-1][1])
                acted += 1
            else:
                mine.wait(lambda m: m.pending() > 0, 0.005)
        assert acted and pushed and told, (acted, pushed, told)
        assert mine.moves >= MOVES or mine.is_over
        assert mine.check() is True
        assert not app.toasts.items or all("not your turn" not in t[0] for t in app.toasts.items)
        mine.close()
        theirs.close()
