"""What a table encodes once and shares (the legal moves and their previews, the final, the
onlookers' copy) reads back exactly as the rules' own values, and the previews stay out of a
position once they would pass their size limit."""
import json

from net import protocol as P
from net import table as T
from net.table import Table


class Peer:
    def __init__(self):
        self.frames = []

    def seated(self, table, seat):
        pass

    def seat_left(self, table):
        pass

    def send(self, msg):
        self.frames.append(msg if isinstance(msg, str) else P.encode(msg))


def as_read(peer) -> dict:
    """The peer's last message as a client reads it: each view patch applied to the view before."""
    view, msg = None, None
    for text in peer.frames:
        msg = json.loads(text)
        if "view_patch" in msg:
            msg["view"] = P.patched(view, msg.pop("view_patch"))
        view = msg.get("view", view)
    return msg


def test_encode_with_reads_back_as_one_message():
    msg = {"t": "move", "view": {"a": [1, 2]}, "over": False}
    parts = [("legal", P.encode([{"kind": "x", "n": 1}])), ("final", P.encode({"scores": [1, 2]}))]
    assert json.loads(P.encode_with(msg, parts)) == {**msg, "legal": [{"kind": "x", "n": 1}], "final": {"scores": [1, 2]}}
    assert P.encode_with(msg, []) == P.encode(msg)


def played(game, moves, seed=3):
    table = Table.create("ABCDEFGHJK", game, 2, {}, [{"kind": "remote"}, {"kind": "remote"}], seed)
    peers = [Peer(), Peer(), Peer()]
    table.join(peers[0], "A")
    table.join(peers[1], "B")
    table.spectate(peers[2])
    seqs = [0, 0]
    for _n in range(moves):
        if table.match.is_over:
            break
        seat = table.match.current_player
        seqs[seat] += 1
        table.act(seat, seqs[seat], table.match.moves, table.match.legal_actions()[0])
    return table, peers


def test_pushed_legal_moves_and_previews_are_the_rules_own():
    table, peers = played("thebes", 5)
    m = table.match
    seat = m.current_player
    last = as_read(peers[seat])
    assert last["legal"] == P.plain([a.to_json() for a in m.legal_actions()])
    assert last["previews"] == P.plain([[a.to_json(), m.preview(a)] for a in m.legal_actions()])
    assert last == table.snapshot(seat) | {k: last[k] for k in ("t", "mover", "events")}
    other = as_read(peers[1 - seat])
    assert other["legal"] == [] and "previews" not in other
    # the state a joiner gets carries the same position as the move pushed before it
    assert {k: v for k, v in table.state_message(seat).items() if k in last} == \
        {k: v for k, v in last.items() if k not in ("t", "mover", "events")} | {"t": "state"}


def test_previews_past_the_limit_are_left_out(monkeypatch):
    table, peers = played("thebes", 5)
    seat = table.match.current_player
    size = len(P.encode(P.plain([[a.to_json(), table.match.preview(a)] for a in table.match.legal_actions()])))
    monkeypatch.setattr(T, "PREVIEWS_MAX", size)
    table._cache_key = None
    assert "previews" in table.snapshot(seat)
    monkeypatch.setattr(T, "PREVIEWS_MAX", size - 1)
    table._cache_key = None
    assert "previews" not in table.snapshot(seat) and table.snapshot(seat)["legal"]


def test_the_final_is_the_same_for_everyone_and_the_onlookers_copy_is_the_public_one():
    table, peers = played("artifakes", 1000)
    assert table.match.is_over
    finals = [as_read(p)["final"] for p in peers]
    assert finals[0] == finals[1] == finals[2] == P.plain(table.final())
    watcher = as_read(peers[2])
    assert watcher["view"] == P.plain(table.match.view(None)) and watcher["legal"] == []


FULL_TABLES = (("faras", 4), ("thebes", 4), ("artifakes", 2), ("scarabya", 4))


def test_every_pushed_view_whole_or_patched_reads_back_as_the_rules_own():
    """After the first, a seat's (and the onlookers') view goes as a patch of what changed since the
    view it was sent before (protocol.view_patch). Over whole games of every game at full tables,
    each view a seat or an onlooker reads back, once patched, is the rules' own view at that moment,
    down to the JSON types (a flag is never a count); and most moves do go as patches."""
    import random
    for game, players in FULL_TABLES:
        table = Table.create("ABCDEFGHJK", game, players, {}, [{"kind": "remote"}] * players, 11)
        peers = [Peer() for _unused in range(players + 1)]
        for i in range(players):
            table.join(peers[i], f"P{i}")
        table.spectate(peers[-1])
        rng, seqs, views, read = random.Random(4), [0] * players, [None] * len(peers), [0] * len(peers)
        patches = wholes = 0
        while not table.match.is_over:
            m = table.match
            if table.shared_wait() is not None:
                table.end_wait(1e12)
            else:
                seat = m.current_player
                seqs[seat] += 1
                table.act(seat, seqs[seat], m.moves, rng.choice(m.legal_actions()))
            for i, peer in enumerate(peers):
                seat = i if i < players else None
                for text in peer.frames[read[i]:]:
                    msg = json.loads(text)
                    if "view_patch" in msg:
                        patches += 1
                        views[i] = P.patched(views[i], msg["view_patch"])
                    elif "view" in msg:
                        wholes += 1
                        views[i] = msg["view"]
                read[i] = len(peer.frames)
                assert P.digest(views[i]) == P.digest(P.plain(m.view(seat))), (game, m.moves, seat)
        assert patches > 10 * wholes, (game, patches, wholes)


def test_a_view_shares_nothing_with_the_games_state():
    """A patch is worked out against the view object sent before, kept as it is: no game may hand
    out in a view a list or dict of its state that a later move changes."""
    import copy
    import random
    from game.match import Match
    for game, players in FULL_TABLES + (("scarabya", 1),):
        m = Match.new(game, players, 5, {})
        rng = random.Random(5)
        while not m.is_over:
            views = {s: m.view(s) for s in [*range(players), None]}
            kept = copy.deepcopy(views)
            legal = m.legal_actions()
            m.apply(rng.choice(legal) if legal else m.state.shared_wait()[0])
            assert views == kept, (game, m.moves)
