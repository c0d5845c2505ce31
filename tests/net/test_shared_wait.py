"""A phase everyone ends together (GameState.shared_wait: Faras' memorising) on a network table: each
seat says when it is ready, and the host ends the phase once every person is, or when its time is
up; a computer on the host (even the one whose turn it nominally is) never ends it early, and no seat
can end it with a move of its own."""
from __future__ import annotations

import random
import time

import pytest

from game.core import Action, IllegalAction
from game.match import Match
from net import protocol as P
from net.remote import RemoteMatch
from net.table import Table
from tests.net.helpers import hosting


def _to_memorise(matches, rng):
    """Random placements by whichever client is to act, until the memorising begins."""
    end = time.monotonic() + 20
    while all(m.shared_wait_info() is None for m in matches):
        assert time.monotonic() < end
        for m in matches:
            m.catch_up()
            if m.current_player == m.seat and m.legal_actions():
                m.apply(rng.choice(m.legal_actions()))
        for m in matches:
            m.wait(lambda x: x.pending() > 0, 0.01)
    for m in matches:
        m.wait(lambda x: x.shared_wait_info() is not None and not x.pending(), 5)
        m.catch_up()


def test_the_memorising_ends_when_every_screen_is_ready():
    with hosting() as host:
        code = host.create_table("faras", 2, {}, [{"kind": "remote", "name": "Ann"}, {"kind": "remote", "name": "Bo"}])
        a = RemoteMatch.join(host.url, code, "Ann", seat=0)
        b = RemoteMatch.join(host.url, code, "Bo", seat=1)
        _to_memorise([a, b], random.Random(3))
        moves = a.moves
        starter = a if a.current_player == a.seat else b
        with pytest.raises(IllegalAction):     # nobody ends it with a move of their own
            starter.apply(Action.make("end_memorise"))
        assert starter.legal_actions() == []
        starter.ready()
        time.sleep(0.3)
        a.catch_up(), b.catch_up()
        assert a.moves == moves and a.shared_wait_info() is not None, "one screen ready ended it"
        other = b if starter is a else a
        other.ready()
        assert a.wait(lambda m: m.moves == moves + 1 and not m.pending(), 5)
        a.catch_up()
        assert a.shared_wait_info() is None and a.view(a.seat)["phase"] == "play"
        a.close(), b.close()


def test_a_computer_that_starts_waits_for_the_people():
    seed = next(s for s in range(1, 500) if Match.new("faras", 2, s, {}).state.start == 1)
    with hosting() as host:
        code = host.call(lambda: host.server.create_table("faras", 2, {}, [{"kind": "remote", "name": "Ann"},
                                                                          {"kind": "bot", "level": "easy"}],
                                                          seed=seed).code)
        a = RemoteMatch.join(host.url, code, "Ann", seat=0)
        _to_memorise([a], random.Random(5))
        moves = a.moves
        time.sleep(1.5)                        # the host's computer has had every chance to move
        a.catch_up()
        assert a.moves == moves and a.shared_wait_info() is not None and a.current_player == 1
        a.ready()
        assert a.wait(lambda m: m.moves >= moves + 1, 5)   # (the computer plays on at once)
        a.close()


def test_the_host_ends_it_when_the_time_is_up():
    now = [1000.0]
    seats = [{"kind": "remote", "name": "Ann"}, {"kind": "remote", "name": "Bo"}]
    table = Table.create("ABCDEFGHJK", "faras", 2, {"memorise_seconds": 30}, seats, 7, clock=lambda: now[0])
    rng = random.Random(1)
    while table.shared_wait() is None:
        table._after_move(table.match.current_player, table.match.apply(rng.choice(table.match.legal_actions())),
                          None)
    moves = table.match.moves
    table.mark_ready(0)
    now[0] += 29.0
    table.tick(now[0])
    assert table.match.moves == moves and table.match.state.phase == "memorise"
    now[0] += 1.0
    table.tick(now[0])
    assert table.match.moves == moves + 1 and table.match.state.phase == "play"
    with pytest.raises(P.Refusal):
        table.mark_ready(None)                 # an onlooker has nothing to be ready for
