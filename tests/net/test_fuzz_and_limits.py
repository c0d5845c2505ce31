"""Malformed, oversized, out-of-turn and replayed messages are refused with a reason and disturb
no other table; the host caps its tables and connections and outlives a client that opens many."""
import asyncio
import json
import random
import threading

from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

from net import protocol as P
from tests.net.helpers import hosting, play, two_seats

FUZZ_MESSAGES = 10_000


def fuzz_frames(rng: random.Random, code: str, token_seat_seq: int):
    """Random frames of every kind a careless or hostile client may send."""
    junk_values = [None, True, -1, 2 ** 70, 1.5, "x", "", [], {}, [1, [2]], {"kind": 5}, "\u0000\ud800"]
    while True:
        pick = rng.randrange(12)
        if pick == 0:
            yield "{" + "".join(rng.choice('{}[]":,ab1 ') for _ in range(rng.randrange(1, 40)))
        elif pick == 1:
            yield json.dumps(rng.choice(junk_values))
        elif pick == 2:
            yield json.dumps({"t": rng.choice(["act", "ask", "undo", "join", "rejoin", "spectate", "create"]),
                              **{k: rng.choice(junk_values) for k in rng.sample(
                                  ["seq", "at", "action", "code", "token", "q", "game", "players", "seats",
                                   "options", "take", "seat", "name"], rng.randrange(0, 6))}})
        elif pick == 3:
            yield "x" * rng.randrange(P.MAX_MESSAGE + 1, P.WIRE_MAX_SIZE - 100)    # too long to be read
        elif pick == 4:
            yield bytes(rng.randrange(256) for _ in range(rng.randrange(1, 50)))   # a binary frame
        elif pick == 5:
            yield json.dumps({"t": rng.choice(["nonsense", "HELLO", "", "act " * 3, "__init__"])})
        elif pick == 6:   # another table's code, a guessed one, the real one with a wrong token
            yield json.dumps({"t": "rejoin", "code": rng.choice([code, P.new_code()]), "token": P.new_token()})
        elif pick == 7:   # the fuzzer's own seat acting out of turn, at a wrong position, with old numbers
            yield json.dumps({"t": "act", "seq": rng.randrange(1, token_seat_seq + 2), "at": rng.randrange(-3, 300),
                              "action": {"kind": rng.choice(["take_card", "place", "play", "reveal"]),
                                         "card": rng.randrange(-5, 60)}})
        elif pick == 8:
            yield json.dumps({"t": "ask", "seq": rng.randrange(1, 5), "at": 0, "q": rng.choice(["reason", "preview", "x"]),
                              "action": {"kind": "dig", "site": "troy"}})
        elif pick == 9:
            yield json.dumps({"t": "undo", "seq": 1, "at": 0})
        elif pick == 10:
            yield json.dumps({"t": "hello", "protocol": rng.choice([0, 2, "1", None])})
        else:
            yield json.dumps({"t": "act", "seq": 1, "at": 0, "action": {"kind": "x" * 30, "deep": [[[[[[1]]]]]]}})


async def fuzz(url: str, code: str, count: int) -> dict:
    """Send `count` frames (a fuzzer of its own with a seat at a table of its own, so its acts reach
    the rules) and count the replies by kind; a frame past the wire's limit closes the connection,
    which is dialled again."""
    rng = random.Random(7)
    replies: dict[str, int] = {}
    sent = closed = 0
    frames = fuzz_frames(rng, code, 3)
    while sent < count:
        try:
            async with connect(url, max_size=P.CLIENT_MAX_SIZE) as ws:
                await ws.send(json.dumps({"t": "hello", "protocol": P.PROTOCOL}))
                await ws.recv()
                await ws.send(json.dumps({"t": "create", "game": "artifakes", "players": 2, "take": 1,
                                          "seats": [{"kind": "bot", "level": "random"}, {"kind": "remote"}]}))
                while sent < count:
                    batch = [next(frames) for _ in range(min(100, count - sent))]
                    if sent % 2500 == 0:
                        batch.append("y" * (P.WIRE_MAX_SIZE + 10))     # past the wire's limit: cut off
                    for frame in batch:
                        await ws.send(frame)
                    sent += len(batch)
                    # every frame is answered: read until the replies to this batch are in
                    want = len(batch)
                    while want > 0:
                        msg = json.loads(await asyncio.wait_for(ws.recv(), 10))
                        if msg["t"] in ("refused", "welcome", "answer", "pong"):
                            want -= 1
                        replies[msg["t"] if msg["t"] != "refused" else msg["code"]] = \
                            replies.get(msg["t"] if msg["t"] != "refused" else msg["code"], 0) + 1
        except ConnectionClosed:
            closed += 1
    replies["closed"] = closed
    return replies


def test_a_fuzzer_is_refused_and_two_players_finish_their_game():
    with hosting(rate_per_s=1e6, rate_burst=1e6, tables_per_connection=1000) as host:
        a, b = two_seats(host, "scarabya")
        got = {}
        fuzzer = threading.Thread(target=lambda: got.update(asyncio.run(fuzz(host.url, a.code, FUZZ_MESSAGES))))
        fuzzer.start()
        play([a, b], seconds=60)
        fuzzer.join(120)
        assert not fuzzer.is_alive()
        assert a.check() is True and b.check() is True and a.winners() == b.winners()
        refusals = {k: v for k, v in got.items() if k not in ("closed", "welcome", "joined", "answer", "pong",
                                                               "created", "state", "seat", "move")}
        print("fuzzer got", got)
        assert sum(refusals.values()) >= FUZZ_MESSAGES * 0.9
        assert set(refusals) <= set(P.REFUSALS) - {"server_error"}
        for code in ("bad_json", "bad_message", "too_big", "binary", "unknown_kind", "bad_token", "version",
                     "replayed", "stale"):
            assert refusals.get(code), f"the fuzzer met no {code} refusal"
        assert got["closed"] >= 1, "a frame past the wire's limit closes its connection"
        # no other table was touched: the players' table moved only by their own moves
        table = host.server.tables[a.code]
        assert table.match.moves == a.moves and table.match.is_over


def test_the_rate_limit_refuses_a_flood_and_lets_the_client_go_on():
    with hosting(rate_per_s=5, rate_burst=10) as host:
        async def flood():
            async with connect(host.url) as ws:
                await ws.send(json.dumps({"t": "hello", "protocol": P.PROTOCOL}))
                for n in range(60):
                    await ws.send(json.dumps({"t": "ping", "n": n}))
                kinds = []
                for _ in range(61):
                    kinds.append(json.loads(await ws.recv()).get("code", "ok"))
                return kinds
        kinds = asyncio.run(flood())
        assert kinds.count("rate_limited") >= 40 and kinds.count("ok") >= 10
        assert kinds[0] == "ok" and kinds[-1] == "rate_limited"


async def _open(url, n):
    out = []
    for _ in range(n):
        ws = await connect(url)
        await ws.send(json.dumps({"t": "hello", "protocol": P.PROTOCOL}))
        out.append(ws)
    return out


def test_the_connection_cap_holds_and_the_host_survives_a_greedy_client():
    with hosting(max_connections=8) as host:
        async def greedy():
            conns = await _open(host.url, 8)
            for ws in conns:
                assert json.loads(await ws.recv())["t"] == "welcome"
            turned_away = 0
            for _ in range(40):                       # the same client keeps opening more
                ws = await connect(host.url)
                try:
                    msg = json.loads(await ws.recv())
                    assert msg["code"] == "too_many_connections"
                    await ws.recv()
                except ConnectionClosed:
                    turned_away += 1
            for ws in conns:
                await ws.close()
            return turned_away
        assert asyncio.run(greedy()) == 40
        # once the greedy client has gone, a game is played as usual
        a, b = two_seats(host, "scarabya")
        play([a, b])
        assert a.is_over


def test_the_table_cap_and_the_setup_checks():
    with hosting(max_tables=2) as host:
        async def setups():
            async with connect(host.url) as ws:
                await ws.send(json.dumps({"t": "hello", "protocol": P.PROTOCOL}))
                await ws.recv()
                out = []
                for seats in ([{"kind": "remote"}, {"kind": "remote"}], [{"kind": "local"}, {"kind": "remote"}],
                              [{"kind": "remote"}], [{"kind": "remote"}, {"kind": "bot", "level": "godlike"}],
                              [{"kind": "remote"}, {"kind": "bot"}], [{"kind": "remote"}, {"kind": "bot"}]):
                    await ws.send(json.dumps({"t": "create", "game": "artifakes", "players": 2, "seats": seats}))
                    msg = json.loads(await ws.recv())
                    out.append(msg.get("code") if msg["t"] == "refused" else msg["t"])
                return out
        assert asyncio.run(setups()) == ["created", "local_seats", "bad_setup", "bad_setup", "created",
                                         "too_many_tables"]
