"""The host's own screen with several of the table's people at it (net/hostscreen.py): its whole copy
of the game hears of a move only once each of its seats' clients has been pushed that move, so a
person whose turn the copy shows is never refused as out of turn by their own client."""
from __future__ import annotations

import random

from net.hostscreen import HostScreenMatch
from tests.net.helpers import hosting


def test_the_copy_never_runs_ahead_of_the_screens_clients():
    with hosting() as host:
        code = host.create_table("scarabya", 2, {}, [{"kind": "local", "name": "Ann"},
                                                     {"kind": "local", "name": "Bo"}])
        copy = HostScreenMatch(host, code, [0, 1])
        behind: list[tuple[int, int]] = []

        def told(what, *payload):       # on the host's loop, where the copy's own mirror runs
            if what == "move":
                moves = payload[2]
                for seat, c in copy.clients.items():
                    with c._lock:        # (shown and still to show, read together)
                        if c.moves + len(c._inbox) < moves:
                            behind.append((seat, moves))
        host.call(lambda: copy._table.mirrors.insert(0, told))
        rng = random.Random(5)
        for _ in range(12):
            copy.apply(rng.choice(copy.legal_actions()))
        assert copy.moves == 12
        assert behind == [], f"the copy heard of these moves before the client of that seat: {behind}"
        copy.close()
