"""Table codes are unguessable and forgiving to type; idle tables expire; onlookers see only the
public table until the end and cannot play; refusals carry a stable code and a sentence."""
import collections
import json
import time

import pytest

from game.core import Action, IllegalAction
from net import protocol as P
from net.remote import HostProblem, RemoteMatch
from tests.net.helpers import hosting, play, two_seats


def test_codes_carry_at_least_40_bits_and_no_look_alikes():
    assert len(set(P.CODE_ALPHABET)) == 32 and not set(P.CODE_ALPHABET) & set("IO01")
    assert P.CODE_BITS >= 40
    codes = [P.new_code() for _ in range(5000)]
    assert len(set(codes)) == len(codes)
    letters = collections.Counter("".join(codes))
    assert set(letters) == set(P.CODE_ALPHABET)
    # every letter about equally often (50000 draws: 1562 each on average)
    assert min(letters.values()) > 1300 and max(letters.values()) < 1850
    code = codes[0]
    assert P.clean_code(f" {code[:5].lower()}-{code[5:]} ") == code
    assert P.clean_code(code[:-1]) is None and P.clean_code(code[:-1] + "O") is None
    assert len(P.new_token()) >= 32 and P.token_digest("a") != P.token_digest("b")


def test_an_idle_table_expires_and_its_code_then_opens_nothing():
    with hosting(idle_s=0.3) as host:
        a, b = two_seats(host, "artifakes")
        code = a.code
        time.sleep(0.8)
        assert code in host.server.tables, "a table with its players connected is never idle"
        a.close()
        b.close()
        end = time.monotonic() + 5
        while code in host.server.tables and time.monotonic() < end:
            time.sleep(0.05)
        assert code not in host.server.tables
        assert any(f"table {code} expired" in line for line in host.lines)
        with pytest.raises(HostProblem, match="no table") as refused:
            RemoteMatch.join(host.url, code, timeout=3)
        assert refused.value.code == "no_table"


def test_an_onlooker_sees_the_public_table_and_cannot_play():
    with hosting() as host:
        a, b = two_seats(host, "faras")
        watcher = RemoteMatch.spectate(host.url, a.code, record=True)
        assert watcher.seat is None and watcher.legal_actions() == []
        with pytest.raises(IllegalAction):
            watcher.apply(a.legal_actions()[0] if a.legal_actions() else b.legal_actions()[0])
        watcher.transport.send({"t": "act", "seq": 1, "at": 0, "action": {"kind": "reveal", "cell": 0}})
        play([a, b])
        assert watcher.wait(lambda w: w.is_over, 10)
        refusals = [json.loads(t) for t in watcher.transport.received if json.loads(t)["t"] == "refused"]
        assert [r["code"] for r in refusals] == ["spectator"]
        assert refusals[0]["reason"] == P.REFUSALS["spectator"]
        host_match = host.server.tables[a.code].match
        shown = [json.loads(t) for t in watcher.transport.received if json.loads(t)["t"] in ("move", "state")]
        assert all(m["legal"] == [] and "last_action" not in m for m in shown)
        view = None
        for m in shown:
            view = P.patched(view, m["view_patch"]) if "view_patch" in m else m["view"]
        assert view == P.plain(host_match.view(None))
        assert watcher.winners() == host_match.winners()


def test_a_refused_move_raises_with_the_hosts_reason_and_changes_nothing():
    with hosting() as host:
        a, b = two_seats(host, "thebes")
        mover, other = (a, b) if a.current_player == a.seat else (b, a)
        assert other.reason(mover.legal_actions()[0]) == "It is not your turn."
        with pytest.raises(IllegalAction, match="not your turn"):
            other.apply(mover.legal_actions()[0])
        from game.core import Action
        odd = Action.make("dig", site="nowhere", weeks=1, rumors=0, lone_assistant=False, lone_shovel=False,
                          zeppelin=False, car=False)
        why = mover.reason(odd)
        assert why
        with pytest.raises(IllegalAction) as refused:
            mover.apply(odd)
        assert refused.value.reason == why
        assert host.server.tables[a.code].match.moves == 0


def test_the_seats_colours_chosen_at_the_setup_travel_with_the_table():
    """Each seat keeps the colour its setup gave it, at every screen and after the host restarts;
    a colour out of range or taken twice is refused."""
    from net.table import Table
    seats = [{"kind": "remote", "name": "Ann", "colour": 3}, {"kind": "remote", "name": "Bo", "colour": 1}]
    with hosting() as host:
        a = RemoteMatch.create(host.url, "artifakes", 2, seats, take=0, name="Ann")
        b = RemoteMatch.join(host.url, a.code, "Bo")
        assert [s["colour"] for s in a.seats] == [s["colour"] for s in b.seats] == [3, 1]
        table = host.server.tables[a.code]
        assert [s["colour"] for s in table.match.seats] == [3, 1]
        again = Table.from_saved(json.loads(json.dumps(table.to_saved())))
        assert [s["colour"] for s in again.match.seats] == [3, 1]
        for wrong in ([3, 3], [9, 1], [True, 1], ["red", 1]):
            spec = [dict(s, colour=c) for s, c in zip(seats, wrong)]
            with pytest.raises(HostProblem) as refused:
                RemoteMatch.create(host.url, "artifakes", 2, spec, take=0, name="Ann", timeout=3)
            assert refused.value.code == "bad_setup"
        a.close(), b.close()


def test_a_hosts_refusals_are_said_in_the_players_language():
    """The host sends a code and an English sentence; a client says the code's sentence in its own
    language (every code has one in the catalogs), or the host's reason where it says more: the
    rules' own words for a refused move. The client's own refusals (not its turn) are translated too."""
    from game import i18n
    from tests.marking import Marked
    i18n.install(Marked(), "xx")
    try:
        for code, sentence in P.REFUSALS.items():
            assert P.refusal_words(code) == f"«{sentence}»"
            assert P.refusal_words(code, "The host's sentence.") == (
                "The host's sentence." if code in P.SPECIFIC else f"«{sentence}»")
        assert P.refusal_words("illegal", "You may not dig there: the permit is used.") == \
            "You may not dig there: the permit is used."
        assert P.refusal_words("something_newer", "A newer host's sentence.") == "A newer host's sentence."
        assert P.refusal_words(None) == "«The host refused that.»"
        with hosting() as host:
            a, b = two_seats(host, "faras")
            waiting = a if a.current_player != a.seat else b
            assert waiting.reason(Action.make("end_memorise")).startswith("«")
            a.close(), b.close()
    finally:
        i18n.install(None, "en")
