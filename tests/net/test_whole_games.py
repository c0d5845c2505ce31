"""Two clients play whole games of every game through real sockets, easy computers choosing for
them from their own seat's view; both end on the host's result with the host's view."""
import pytest

from tests.net.helpers import GAMES, hosting, play, two_seats


@pytest.mark.parametrize("game,options", GAMES)
def test_two_clients_finish_a_game(game, options):
    with hosting() as host:
        a, b = two_seats(host, game, options)
        assert (a.seat, b.seat) == (0, 1) and a.token and b.token and a.token != b.token
        play([a, b])
        table = host.server.tables[a.code]
        assert table.match.is_over
        assert a.winners() == b.winners() == table.match.winners()
        assert a.scores() == table.match.scores()
        assert a.moves == b.moves == table.match.moves
        assert a.check() is True and b.check() is True
        assert a.moves_by(0) + b.moves_by(1) == table.match.moves
        assert any(f"table {a.code} finished" in line for line in host.lines)
        a.close()
        b.close()
