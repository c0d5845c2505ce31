"""The app's own network screens, with real sockets on loopback: the setup screen's "Play over the
network" hosts a table (its code on screen, each seat shown as it is taken), the table opens once
every seat is taken and a whole game is played to its results, which are kept at this screen (the
statistics and the replay viewer); the menu's "Join a table" takes an address and a code as typed,
says what went wrong in words, watches as an onlooker and takes a remembered seat up again."""
from __future__ import annotations

import time

import pygame
import pytest

from game import registry
from net.botseat import SeatBot
from net.remote import RemoteMatch
from scenes.shell.menu import MenuScene
from net.protocol import clean_code
from scenes.shell.network import HostScene, JoinScene, parse_address, spaced_code
from scenes.table.network import NETWORK
from tests.net.helpers import hosting
from tests.ui_events import click


@pytest.fixture()
def app_on_any_port(app):
    """The app hosts on a free port (tests run side by side), and stops its host at the end."""
    app.net_port = 0
    yield app
    app.stop_network()


def frames(app, until, seconds=10.0, dt=1 / 30):
    end = time.monotonic() + seconds
    while not until():
        assert time.monotonic() < end, "timed out"
        app.step(dt, [])
        time.sleep(0.002)


def type_into(app, scene, field, text):
    app.step(1 / 60, click(scene.rects[field].center))
    for _ in range(80):
        if not scene.values[field]:
            break
        app.step(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode="")])
    app.step(1 / 60, [pygame.event.Event(pygame.TEXTINPUT, text=text)])


def open_the_table(app, lobby):
    """Open the table on the hosting screen: it opens in the background, the window going on."""
    app.step(1 / 60, click(lobby.open_button.rect.center))
    assert lobby.opening is not None or lobby.code, "the table is opening"
    frames(app, lambda: lobby.opening is None)


def host_screen_frame(app, table, far) -> bool:
    """One frame at the host's screen with several people at it: a curtain up is lifted (True);
    otherwise the other screen's bot plays and the table takes a frame, its animations skipped."""
    from scenes.shell.curtain import CurtainScene
    top = app.scenes.top
    if isinstance(top, CurtainScene):
        top.shown_at = -10.0
        app.step(1 / 30, click((5, 5)))
        return True
    far.step()
    app.step(1 / 30, [])
    table.animator.skip_all()
    return False


def memorised(app, table) -> bool:
    """Faras over the network: while every screen memorises, this screen's people press their Ready
    (the host ends the phase once everyone has); True when that is what the table waits for."""
    if table.match.shared_wait_info() is None:
        return False
    for b in list(getattr(table, "ready_buttons", {}).values()) or [table.ready_button]:
        if b.enabled:
            app.step(1 / 30, click(b.rect.center))
    return True


def test_addresses_and_codes_as_people_type_them():
    assert parse_address("192.168.1.20") == "ws://192.168.1.20:8765"
    assert parse_address(" host.lan:9000 ") == "ws://host.lan:9000"
    assert parse_address("wss://example.org/t/ABC") == "wss://example.org/t/ABC"
    assert parse_address("") is None and parse_address("no spaces here") is None
    assert parse_address("host:70000") is None
    assert clean_code("abcde-fghjk") == clean_code("ABCDE FGHJK") == "ABCDEFGHJK"
    assert clean_code("ABCDE") is None and clean_code("ABCDE-FGHJ0") is None   # short; a look-alike
    assert spaced_code("ABCDEFGHJK") == "ABCDE FGHJK"


def test_a_table_hosted_from_the_setup_screen_is_played_to_its_kept_results(app_on_any_port):
    app = app_on_any_port
    from scenes.shell.setup import SetupScene
    app.scenes.reset(MenuScene(app))
    setup = SetupScene(app, registry.get("faras"))
    app.scenes.push(setup)
    app.step(1 / 60, [])
    setup.set_kind(1, "human")          # Ben plays from another screen
    app.step(1 / 60, click(setup.network_button.rect.center))
    lobby = app.scenes.top
    assert isinstance(lobby, HostScene) and lobby.here == [0]
    open_the_table(app, lobby)
    assert lobby.code and lobby.match is not None, lobby.problem
    assert not lobby.ready() and not lobby.go_button.enabled       # Ben has not joined
    url = f"ws://127.0.0.1:{lobby.port}"
    ben = RemoteMatch.join(url, lobby.code, "Ben")
    frames(app, lambda: lobby.ready())
    app.step(1 / 60, click(lobby.go_button.rect.center))
    table = app.scenes.top
    assert table.table_mode is NETWORK and table.viewer == 0 and table.seats[1]["kind"] == "remote"
    me, them = SeatBot(table.match, "easy", 3), SeatBot(ben, "easy", 4)
    end = time.monotonic() + 120
    while app.scenes.top is table:
        assert time.monotonic() < end, "the networked game did not finish"
        them.step()
        app.step(1 / 30, [])
        table.animator.skip_all()
        if table.animator.busy or table.match.pending() or memorised(app, table):
            continue
        if not table.match.is_over and table.match.current_player == 0 and table.human_to_act:
            # Faras' tray at set-up, its cards and tokens after: the table's own try_action
            legal = table.match.legal_actions()
            action = me.bot.choose(table.match.view(0), legal, me.rng)
            assert table.try_action(action), app.toasts.items[-3:]
        elif app.scenes.top is not table:
            break
        else:
            table.match.wait(lambda m: m.pending() > 0 or m.is_over, 0.01)
    results = app.scenes.top
    assert type(results).__name__ == "ResultsScene" and results.network
    assert results.rematch_button is None and results.match.is_over
    assert results.scores == ben.scores()
    from ui import replays, stats
    assert len(replays._files()) == 1          # kept for the replay viewer at this screen
    counted, _problem = stats.load()
    assert {(r.name, r.played) for r in counted.rows("faras")} == {("Anna", 1), ("Ben", 1)}
    ben.close()


def test_joining_from_the_menu_in_words_as_an_onlooker_and_back_to_a_remembered_seat(app):
    with hosting() as host:
        code = host.create_table("artifakes", 2, {}, [{"kind": "remote", "name": "Ann"},
                                                       {"kind": "remote", "name": "Bo"}])
        ann = RemoteMatch.join(host.url, code, "Ann", seat=0)
        app.scenes.reset(MenuScene(app))
        menu = app.scenes.top
        join_button = next(b for b in menu.buttons if b.label == "Join a table")
        app.step(1 / 60, click(join_button.rect.center))
        join = app.scenes.top
        assert isinstance(join, JoinScene)
        # a wrong code is told in words, and nothing opens
        type_into(app, join, "address", f"127.0.0.1:{host.port}")
        type_into(app, join, "code", "ABCDE-FGHJK")
        app.step(1 / 60, click(join.join_button.rect.center))
        frames(app, lambda: join.busy is None)
        assert app.scenes.top is join and "no table with that code" in join.problem
        # an address nobody answers at
        type_into(app, join, "address", "127.0.0.1:1")
        app.step(1 / 60, click(join.join_button.rect.center))
        frames(app, lambda: join.busy is None, seconds=20)
        assert app.scenes.top is join and "No Dig Site host answered" in join.problem
        # the right ones: watching first (the public view, no seat)
        type_into(app, join, "address", f"127.0.0.1:{host.port}")
        type_into(app, join, "code", spaced_code(code).lower())
        app.step(1 / 60, click(join.watch_button.rect.center))
        frames(app, lambda: join.busy is None and app.scenes.top is not join)
        watching = app.scenes.top
        assert watching.table_mode is NETWORK and watching.match.seat is None and watching.viewer is None
        assert not any(watching.is_human(s) for s in range(2))
        app.scenes.reset(MenuScene(app))       # leaving the table closes its connection
        # then a seat, remembered with its token
        app.scenes.push(JoinScene(app))
        join = app.scenes.top
        type_into(app, join, "code", code)
        type_into(app, join, "name", "Bo")
        app.step(1 / 60, click(join.join_button.rect.center))
        app.step(1 / 60, click(join.join_button.rect.center))     # impatient: "Connecting..."
        frames(app, lambda: join.busy is None and app.scenes.top is not join)
        table = app.scenes.top
        assert table.match.seat == 1 and table.seats[1]["name"] == "Bo" and table.viewer == 1
        assert not [t for t in app.toasts.items if t[1] == "warn"], "a refusal of the join screen outlived it"
        # the screen closes; a new join screen offers the seat again, and it is the same seat
        app.scenes.reset(MenuScene(app))
        app.scenes.push(JoinScene(app))
        join = app.scenes.top
        assert join.remembered and join.remembered["code"] == code and join.rejoin_button.enabled
        app.step(1 / 60, click(join.rejoin_button.rect.center))
        frames(app, lambda: join.busy is None and app.scenes.top is not join)
        assert app.scenes.top.match.seat == 1
        app.scenes.reset(MenuScene(app))
        ann.close()


def _free_port() -> int:
    import socket
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def test_the_host_restarted_takes_its_seat_again_and_the_other_screen_comes_back(app):
    """The host's app stops (its tables are in the data folder); started again, "Take my seat again"
    starts its host, which loads the table, and takes up the host's seat; the other screen's client
    dials again by itself and has its seat back; the game goes on where it was."""
    app.net_port = _free_port()
    try:
        seats = [{"name": "Anna", "colour": 0, "kind": "human"}, {"name": "Ben", "colour": 1, "kind": "human"}]
        app.scenes.reset(MenuScene(app))
        lobby = HostScene(app, registry.get("artifakes"), seats, {})
        app.scenes.push(lobby)
        open_the_table(app, lobby)
        ben = RemoteMatch.join(f"ws://127.0.0.1:{lobby.port}", lobby.code, "Ben")
        frames(app, lobby.ready)
        app.step(1 / 60, click(lobby.go_button.rect.center))
        table = app.scenes.top
        mine, theirs = SeatBot(table.match, "easy", 1), SeatBot(ben, "easy", 2)
        for _ in range(400):               # a few moves on each side
            theirs.step()
            app.step(1 / 30, [])
            table.animator.skip_all()
            if not table.match.pending() and table.match.current_player == 0 and table.human_to_act:
                assert table.try_action(mine.bot.choose(table.match.view(0), table.match.legal_actions(), mine.rng))
            if table.match.moves >= 6 and not table.match.pending():
                break
        moves = table.match.moves
        assert moves >= 6
        app.scenes.reset(MenuScene(app))
        app.stop_network()                 # the host goes away with the app
        assert ben.wait(lambda m: not m.connected, 5)
        app.scenes.push(JoinScene(app))
        join = app.scenes.top
        assert join.remembered and join.remembered["hosted"] and join.rejoin_button.enabled
        app.step(1 / 60, click(join.rejoin_button.rect.center))
        frames(app, lambda: join.busy is None and app.scenes.top is not join, seconds=15)
        table = app.scenes.top
        assert table.match.seat == 0 and table.match.moves == moves, join.problem
        assert ben.wait(lambda m: m.connected, 15), "the other screen did not come back"
        assert ben.check() is True and table.match.check() is True
        ben.close()
        app.scenes.reset(MenuScene(app))
    finally:
        app.stop_network()


def test_the_host_restarted_takes_up_every_seat_played_at_its_screen(app):
    """Anna and Ben play at the host's screen, Chloe from another. The host's app stops and starts
    again: "Take my seat again" takes up both of the screen's seats (hot-seat there again, the whole
    copy of the game), not only the first; Chloe's client comes back by itself."""
    from net.hostscreen import HostScreenMatch
    app.net_port = _free_port()
    try:
        seats = [{"name": nm, "colour": i, "kind": "human"} for i, nm in enumerate(["Anna", "Ben", "Chloe"])]
        app.scenes.reset(MenuScene(app))
        lobby = HostScene(app, registry.get("scarabya"), seats, {})
        app.scenes.push(lobby)
        while lobby.here != [0, 1]:
            app.step(1 / 60, click(lobby.here_button.rect.center))
        open_the_table(app, lobby)
        chloe = RemoteMatch.join(f"ws://127.0.0.1:{lobby.port}", lobby.code, "Chloe")
        frames(app, lobby.ready)
        app.step(1 / 60, click(lobby.go_button.rect.center))
        table = app.scenes.top
        far, rng = SeatBot(chloe, "easy", 5), __import__("random").Random(5)
        end = time.monotonic() + 60
        while table.match.moves < 7 or table.match.pending():
            assert time.monotonic() < end, table.match.moves
            if host_screen_frame(app, table, far):
                continue
            m = table.match
            if not (m.pending() or table.animator.busy or m.is_over) and table.human_to_act \
                    and table.viewer == m.current_player:
                assert table.try_action(rng.choice(m.legal_actions())), app.toasts.items[-3:]
        moves = table.match.moves
        app.scenes.reset(MenuScene(app))
        app.stop_network()
        assert chloe.wait(lambda m: not m.connected, 5)
        app.scenes.push(JoinScene(app))
        join = app.scenes.top
        assert sorted(join.remembered["here"]) == ["0", "1"]
        app.step(1 / 60, click(join.rejoin_button.rect.center))
        frames(app, lambda: join.busy is None and app.scenes.top is not join, seconds=15)
        table = app.scenes.top
        assert isinstance(table.match, HostScreenMatch), join.problem
        assert table.match.here == [0, 1] and table.humans() == [0, 1] and table.match.moves == moves
        assert chloe.wait(lambda m: m.connected, 15), "the other screen did not come back"
        host = app.net_host
        statuses = host.call(lambda: [s.status() for s in host.server.table(table.match.code).seats])
        assert statuses == ["connected"] * 3
        assert chloe.check() is True
        app.scenes.reset(MenuScene(app))
    finally:
        app.stop_network()


def test_an_onlooker_sees_the_public_table_and_at_the_end_everything_kept_for_replay(app):
    """Watching a whole game two other screens play: the table never shows a seat's private view, the
    results come at the end, and the game is kept for the replay viewer (every hidden thing shown) but
    not counted in this screen's statistics (nobody here played)."""
    from scenes.shell.network import open_network_table
    from tests.net.helpers import two_seats
    with hosting(rate_per_s=600.0, rate_burst=3000) as host:
        a, b = two_seats(host, "artifakes")
        app.scenes.reset(MenuScene(app))
        watching = RemoteMatch.spectate(host.url, a.code)
        open_network_table(app, watching)
        table = app.scenes.top
        bots = [SeatBot(a, "easy", 1), SeatBot(b, "easy", 2)]
        # the app's clock goes a second a frame while a round's summary waits to close by itself
        # (UNREAD_SUMMARY_S: nobody here clicks it away), a frame's time otherwise
        clock = [time.monotonic()]
        app.now = lambda: clock[0]
        end, summaries = time.monotonic() + 120, 0
        while app.scenes.top is table:
            assert time.monotonic() < end, "the watched game did not finish"
            for bot in bots:
                bot.step()
            waiting = getattr(table, "summary", None) is not None
            summaries += waiting and clock[0] - (table.summary_opened or clock[0]) < 1.0
            clock[0] += 1.0 if waiting else 1 / 30
            app.step(1 / 30, [])
            table.animator.skip_all()
            assert table.viewer is None and not table.match.view_is_private(None)
        results = app.scenes.top
        assert type(results).__name__ == "ResultsScene" and results.network and results.match.is_over
        assert summaries >= 1, "no round's summary was shown (and closed by itself)"
        from ui import replays, stats
        assert len(replays._files()) == 1
        counted, _problem = stats.load()
        assert not counted.rows("artifakes")
        a.close()
        b.close()


@pytest.mark.parametrize("game", ["faras", "thebes", "artifakes", "scarabya"])
def test_two_people_at_the_host_screen_and_one_at_another_play_a_whole_game(app_on_any_port, game):
    """Anna and Ben take turns at the host's screen (the curtain between them), Chloe plays from
    another screen (Artifakes seats two: Anna here, Ben there). The host's screen keeps a whole copy
    of the game; every move goes through the host; the game ends at the results on both sides, and the
    copy's record is the host's."""
    from scenes.shell.curtain import CurtainScene
    app = app_on_any_port
    n = 2 if game == "artifakes" else 3
    names = ["Anna", "Ben", "Chloe"][:n]
    seats = [{"name": nm, "colour": i, "kind": "human"} for i, nm in enumerate(names)]
    app.scenes.reset(MenuScene(app))
    lobby = HostScene(app, registry.get(game), seats, {})
    app.scenes.push(lobby)
    while lobby.here != list(range(n - 1)):
        app.step(1 / 60, click(lobby.here_button.rect.center))
    open_the_table(app, lobby)
    assert lobby.match is not None, lobby.problem
    there = RemoteMatch.join(f"ws://127.0.0.1:{lobby.port}", lobby.code, names[-1])
    frames(app, lobby.ready)
    app.step(1 / 60, click(lobby.go_button.rect.center))
    table = app.scenes.top
    match = table.match
    assert table.humans() == list(range(n - 1)) and table.seats[n - 1]["kind"] == "remote"
    import random
    rng = random.Random(7)
    far = SeatBot(there, "easy", 9)
    curtains = 0
    end = time.monotonic() + 240
    while app.scenes.top is table or isinstance(app.scenes.top, CurtainScene):
        assert time.monotonic() < end, f"the game did not finish ({match.moves} moves)"
        if host_screen_frame(app, table, far):
            curtains += 1
            continue
        if getattr(table, "summary", None) is not None:      # Artifakes' round scoring, read: closed
            table.close_summary()
        if getattr(table, "final", None) is not None:        # Scarabya's final sites: See the scores
            table.finish_final()
        if match.pending() or table.animator.busy or match.is_over or memorised(app, table):
            continue
        if table.human_to_act and table.viewer == match.current_player:
            assert table.try_action(rng.choice(match.legal_actions())), app.toasts.items[-3:]
        else:
            there.wait(lambda m: m.pending() > 0, 0.005)
    assert type(app.scenes.top).__name__ == "ResultsScene"
    if game == "faras":       # each hand is a secret between this screen's two people
        assert curtains > 0
    host_record = app.net_host.call(lambda: app.net_host.server.table(lobby.code).match.to_record())
    assert match.to_record()["log"] == host_record["log"]
    assert there.check() is True
    there.close()


def test_leaving_a_table_after_the_app_stopped_its_host_is_quiet(app_on_any_port):
    """The app quits (its host stops) while a table of its own host is still open at this screen: the
    table leaves without an error (the monkey found the closed loop)."""
    app = app_on_any_port
    seats = [{"name": "Anna", "colour": 0, "kind": "human"}, {"name": "Bot", "colour": 1, "kind": "bot",
                                                              "level": "easy"}]
    app.scenes.reset(MenuScene(app))
    lobby = HostScene(app, registry.get("thebes"), seats, {})
    app.scenes.push(lobby)
    open_the_table(app, lobby)
    frames(app, lobby.ready)
    app.step(1 / 60, click(lobby.go_button.rect.center))
    table = app.scenes.top
    assert table.table_mode is NETWORK
    app.stop_network()
    app.scenes.reset(MenuScene(app))         # the table closes its connection to a host that is gone
    assert not table.match.connected


def test_back_from_the_hosting_screen_closes_the_table(app_on_any_port):
    """The setup's seat colours travel with the table. A table opened and never gone to is closed by Back: whoever joined it is told the host closed
    it, its code opens nothing, its save file is gone and the seat is no longer remembered."""
    from scenes.shell.network import remembered_seat
    app = app_on_any_port
    app.scenes.reset(MenuScene(app))
    seats = [{"name": "Anna", "colour": 4, "kind": "human"}, {"name": "Ben", "colour": 2, "kind": "human"}]
    lobby = HostScene(app, registry.get("scarabya"), seats, {})
    app.scenes.push(lobby)
    open_the_table(app, lobby)
    code, host = lobby.code, app.net_host
    assert code and remembered_seat()["code"] == code
    ben = RemoteMatch.join(f"ws://127.0.0.1:{lobby.port}", code, "Ben")
    assert [s["colour"] for s in ben.seats] == [4, 2]        # the setup's colours, at every screen
    assert (host.server.save_dir / f"{code}.json").exists()
    app.step(1 / 60, click(lobby.back_button.rect.center))
    assert app.scenes.top is not lobby
    assert ben.wait(lambda m: m.closed is not None, 5) and ben.closed["code"] == "host_closed"
    told = ben.notices()
    assert not [n for n in told if n.get("t") == "seat" and n.get("status") == "waiting"], \
        "the others were told the host's seat dropped before the table closed"
    assert code not in host.call(lambda: list(host.server.tables))
    assert not (host.server.save_dir / f"{code}.json").exists() and remembered_seat() is None
    with pytest.raises(Exception):
        RemoteMatch.join(f"ws://127.0.0.1:{lobby.port}", code, "Chloe", timeout=3)


def test_the_table_opens_in_the_background_and_back_meanwhile_closes_it(app_on_any_port, monkeypatch):
    """Starting the host may take seconds (a slow network): the window goes on meanwhile, saying the
    table is opening, and Back before it is open closes it as soon as it is (nothing left standing)."""
    from scenes.shell.network import remembered_seat
    import threading
    app = app_on_any_port
    go_on = threading.Event()
    real = type(app).network_host

    def slow_host(self):
        go_on.wait(10)
        return real(self)
    monkeypatch.setattr(type(app), "network_host", slow_host)
    app.scenes.reset(MenuScene(app))
    seats = [{"name": "Anna", "colour": 0, "kind": "human"}, {"name": "Ben", "colour": 1, "kind": "human"}]
    lobby = HostScene(app, registry.get("faras"), seats, {})
    app.scenes.push(lobby)
    app.step(1 / 60, click(lobby.open_button.rect.center))
    for _ in range(5):                       # the window is not held up by the opening
        app.step(1 / 60, [])
    assert lobby.opening.is_alive() and lobby.code is None
    assert lobby.open_button.reason == _opening_words()
    opening = lobby.opening
    app.step(1 / 60, click(lobby.back_button.rect.center))
    assert app.scenes.top is not lobby
    go_on.set()
    opening.join(10)
    host = app.net_host
    assert host is not None and host.call(lambda: list(host.server.tables)) == []
    assert remembered_seat() is None


def _opening_words():
    from game.i18n import _
    return _("Opening the table...")


def table_at_another_screen(app, host, game):
    """Two seats at a table of `host`; the second one's table open in the app, a frame drawn:
    (first seat's match, second's, the table scene)."""
    from scenes.shell.network import open_network_table
    from tests.net.helpers import two_seats
    a, b = two_seats(host, game)
    app.scenes.reset(MenuScene(app))
    open_network_table(app, b)
    app.step(1 / 30, [])
    return a, b, app.scenes.top


def test_a_table_its_host_closed_says_so_on_the_status_line(app):
    """The host closes the table under a screen playing at it: the message, and the status line says
    the table is closed (not that someone is about to reconnect)."""
    with hosting() as host:
        a, b, table = table_at_another_screen(app, host, "scarabya")
        host.call(lambda: host.server.close_table(a.code, "host_closed"))
        frames(app, lambda: b.closed is not None)
        app.step(1 / 30, [])
        line, _seat = table.table_status()
        assert "closed" in line and "reconnect" not in line, line
        assert any("closed" in t[0] for t in app.toasts.items)
        a.close()
        app.scenes.reset(MenuScene(app))


def test_a_table_whose_connection_dropped_says_so_on_the_status_line(app):
    """The host goes away under a screen playing at it: the status line says the connection dropped
    and is being tried again (not whose turn it was), and says whose turn it is once it is back."""
    with hosting() as host:
        a, b, table = table_at_another_screen(app, host, "faras")
        b.transport.drop()                 # the connection breaks; the client dials again by itself
        frames(app, lambda: not b.connected)
        line, _seat = table.table_status()
        assert "Reconnecting" in line, line
        frames(app, lambda: b.connected and not b.pending())
        app.step(1 / 30, [])
        assert "Reconnecting" not in table.table_status()[0]
        a.close()
        app.scenes.reset(MenuScene(app))
