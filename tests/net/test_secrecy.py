"""Trust nobody on the wire: every message a seat's client (and an onlooker's) receives in whole
games of every game holds only what that seat's view and event stream hold at that position. The
host's record is replayed afterwards and each received frame is checked against it."""
import json

import pytest

from game.core import Action, events_for
from game.match import Match
from net import protocol as P
from net.remote import RemoteMatch
from tests.net.helpers import GAMES, hosting, play, two_seats

MOVE_KEYS = {"t", "mover", "events", "moves", "current", "over", "resets", "view", "private", "legal",
             "answers", "last_action", "undo", "final", "previews", "shared"}
STATE_KEYS = MOVE_KEYS - {"mover", "events"} | {"seat", "table", "history", "seq"}


def replayed(record):
    """Per position k (moves made): every seat's view and the public one, the seat to act, its
    legal moves, and the events of move k as each seat may know them."""
    match = Match.new(record["game"], record["players"], record["seed"], record["options"], with_bots=False)
    seats = list(range(match.num_players)) + [None]
    positions = []

    def note(events):
        positions.append({
            "views": {s: P.plain(match.view(s)) for s in seats},
            "private": {s: s is not None and match.view_is_private(s) for s in seats},
            "current": match.current_player,
            "shared": not match.is_over and match.state.shared_wait() is not None,   # (everyone ends it)
            "legal": P.plain([a.to_json() for a in match.legal_actions()]),
            "previews": P.plain([[a.to_json(), match.preview(a)] for a in match.legal_actions()]),
            "events": {s: P.plain(P.events_json(events_for(events, s))) for s in seats},
            "last": match.history[-1][0] if match.moves else None,
            "action": match.last_action(),
        })
    note(match.history[0][1])
    for entry in record["log"]:
        events = match.apply(Action.from_json(entry["action"]))
        note(events)
    return match, positions


def check_frames(frames, seat, match, positions, asked):
    over_at = len(positions) - 1
    kinds, view = {}, None
    for text in frames:
        msg = json.loads(text)
        t = msg["t"]
        kinds[t] = kinds.get(t, 0) + 1
        if "view_patch" in msg:
            # the members changed since the view sent before: the view they make is checked below
            assert t == "move" and view is not None and "view" not in msg
            kinds["view_patch"] = kinds.get("view_patch", 0) + 1
            msg["view"] = P.patched(view, msg.pop("view_patch"))
        if t in ("move", "state"):
            view = msg["view"]
            k = msg["moves"]
            pos = positions[k]
            assert set(msg) <= (MOVE_KEYS if t == "move" else STATE_KEYS), set(msg)
            assert msg["view"] == pos["views"][seat]
            assert msg["private"] == pos["private"][seat]
            assert msg["current"] == pos["current"]
            acts = seat is not None and pos["current"] == seat and not pos["shared"]
            assert msg["legal"] == (pos["legal"] if acts else [])
            assert ("shared" in msg) == pos["shared"]     # a phase everyone ends together: public
            if "previews" in msg:
                assert msg["legal"] and msg["previews"] == pos["previews"]
            if "last_action" in msg:
                assert seat is not None and pos["last"] == seat
                assert msg["last_action"] == pos["action"].to_json()
            assert ("undo" in msg) == ("last_action" in msg)
            assert ("final" in msg) == (k == over_at), "the hidden things are shown only at the end"
            if t == "move":
                assert msg["mover"] == pos["last"]
                assert msg["events"] == pos["events"][seat]
            else:
                assert msg["history"] == [[positions[i]["last"] if i else None, positions[i]["events"][seat]]
                                          for i in range(k + 1)]
        elif t == "answer":
            assert msg["value"] == asked.pop(0), "an answer is the rules' own for the seat to act"
        elif t == "seat":
            assert set(msg) <= {"t", "seat", "kind", "name", "colour", "status", "level"}
        else:
            assert t in ("welcome", "created", "joined", "watching", "digest", "pong"), t
            if t == "joined":
                assert "token" not in msg or msg["seat"] == seat
    assert asked == [], "every question asked was answered"
    return kinds


@pytest.mark.parametrize("game,options", GAMES)
def test_every_received_byte_is_the_seats_own(game, options):
    with hosting() as host:
        a, b = two_seats(host, game, options, record=True)
        watcher = RemoteMatch.spectate(host.url, a.code, record=True)
        expected: dict[int, list] = {0: [], 1: []}    # seat -> the answers the rules give, in order

        def probe():
            # the seat to act asks for a preview and a reason, as a table does on hover
            for m in (a, b):
                m.catch_up()
                if m.current_player == m.seat and not m.is_over and m.moves % 7 == 0:
                    legal = m.legal_actions()
                    if legal:
                        host_match = host.server.tables[a.code].match
                        odd = Action.make(legal[0].kind)
                        want = host.call(lambda: (P.plain(host_match.preview(legal[0])), host_match.reason(odd),
                                                  P.plain([[x.to_json(), host_match.preview(x)]
                                                           for x in host_match.legal_actions()])))
                        pushed = "previews" in m._shown     # then no preview is asked
                        got = (m.preview(legal[0]), m.reason(odd))
                        assert got == want[:2]
                        if not pushed:                      # all of the position's previews, in one answer
                            expected[m.seat].append(want[2])
                        if odd not in legal:                # a listed move's reason is not asked
                            expected[m.seat].append(want[1])
        play([a, b], extra=probe)
        watcher.wait(lambda w: w.is_over, 10)
        match, positions = replayed(a.to_record())
        assert match.is_over and match.moves == a.moves
        # every answer received was the rules' own at that position: rebuild from what was asked
        assert expected[0] or expected[1], "the seats asked the host something"
        for m, seat in ((a, 0), (b, 1)):
            kinds = check_frames(m.transport.received, seat, match, positions, expected[seat])
            assert kinds["move"] >= 1 and kinds["state"] == 1 and kinds["view_patch"] >= 1
        kinds = check_frames(watcher.transport.received, None, match, positions, [])
        assert kinds["move"] == match.moves and kinds["view_patch"] >= 1
        # the onlooker, at the end, sees every hidden thing, as the replay viewer shows it
        assert watcher.view(0) == P.plain(match.view(0)) and watcher.view(1) == P.plain(match.view(1))
        assert watcher.winners() == match.winners()
        for m in (a, b, watcher):
            m.close()
