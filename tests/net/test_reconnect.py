"""Dropped connections are normal: a client cut off mid-game takes its seat up again with its
token, gets its view and its whole stream back and finishes; the others hear that the table waits
for it; a seat left too long goes to a computer; a host restarted from its folder goes on."""
import time

from net.remote import RemoteMatch
from net.server import Embedded
from tests.net.helpers import hosting, play, two_seats


def half_play(matches, moves):
    from net.botseat import SeatBot
    bots = [SeatBot(m, "easy", 3 + i) for i, m in enumerate(matches)]
    end = time.monotonic() + 20
    while max(m.moves for m in matches) < moves:
        assert time.monotonic() < end
        if not any([b.step() for b in bots]):
            for m in matches:
                m.wait(lambda x: x.pending() > 0, 0.01)


def test_a_client_killed_mid_game_rejoins_with_its_token_and_finishes():
    with hosting() as host:
        a, b = two_seats(host, "thebes")
        half_play([a, b], 12)
        stream_before = [(s, [e.to_json() for e in evs]) for s, evs in b.history]
        # the cable is pulled: no closing handshake, and this client never dials again
        b.transport.retry_s = 0
        b.transport.closing = True
        b.transport.drop()
        assert a.wait(lambda m: any(n.get("t") == "seat" and n["status"] == "waiting" and n["seat"] == 1
                                    for n in m.notices()), 5), "the others hear the table waits"
        assert a.seats[1]["status"] == "waiting"
        back = RemoteMatch.rejoin(host.url, b.code, b.token)
        assert back.seat == 1 and back.moves == a.moves
        assert [(s, [e.to_json() for e in evs]) for s, evs in back.history][:len(stream_before)] == stream_before
        play([a, back])
        assert back.check() is True and back.winners() == a.winners()
        assert any("rejoined seat 1" in line for line in host.lines)
        a.close()
        back.close()


def test_the_transport_dials_again_by_itself():
    with hosting() as host:
        a, b = two_seats(host, "scarabya")
        half_play([a, b], 4)
        b.transport.drop()
        play([a, b])         # b's transport is back on its own, with its token
        assert b.check() is True
        assert any(n.get("status") == "back" for n in b.notices())


def test_a_seat_left_too_long_goes_to_a_computer_and_comes_back_to_its_holder():
    with hosting(bot_after_s=0.2) as host:
        a, b = two_seats(host, "artifakes")
        half_play([a, b], 3)
        start = b.moves            # where the table was when the seat dropped (its computer may move at once)
        b.transport.closing = True
        b.transport.drop()
        assert a.wait(lambda m: m.seats[1]["kind"] == "bot", 5), "the seat is given to a computer"
        # the computer moves for seat 1; seat 0 plays on
        from net.botseat import SeatBot
        bot = SeatBot(a, "easy", 9)
        end = time.monotonic() + 10
        while a.moves_by(1) == b.moves_by(1) and time.monotonic() < end:
            bot.step()
            a.wait(lambda m: m.pending() > 0, 0.02)
        a.catch_up()
        assert a.moves > start and a.moves_by(1) > b.moves_by(1)
        back = RemoteMatch.rejoin(host.url, b.code, b.token)
        assert a.wait(lambda m: m.seats[1]["kind"] == "remote", 5)
        play([a, back])
        assert back.winners() == a.winners()


def test_a_restarted_host_goes_on_from_its_folder(tmp_path):
    first = Embedded(host="127.0.0.1", save_dir=tmp_path, bot_after_s=None, log=lambda line: None).start()
    url = f"ws://127.0.0.1:{first.port}"
    a = RemoteMatch.create(url, "faras", 2, [{"kind": "remote"}, {"kind": "bot", "level": "easy"}], take=0)
    half_play([a], 10)
    code, token, moves = a.code, a.token, a.moves
    a.transport.closing = True
    a.transport.drop()
    first.stop()
    saved = (tmp_path / f"{code}.json").read_text()
    assert token not in saved, "a save holds only the tokens' digests"
    second = Embedded(host="127.0.0.1", save_dir=tmp_path, bot_after_s=None, log=lambda line: None).start()
    try:
        back = RemoteMatch.rejoin(f"ws://127.0.0.1:{second.port}", code, token)
        assert back.moves >= moves and back.seat == 0
        play([back], seconds=30)
        assert back.is_over and back.check() is True
        back.close()
    finally:
        second.stop()
        assert second.server.problems == []
