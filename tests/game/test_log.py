"""The game log's words (game/<id>/log.py): every event kind of every game is described or
deliberately silent, and a seat's log never names what that seat may not know (other hands, others'
peeks, face-down penalties). The log at the table: tests/scenes/test_game_log.py."""
import importlib
import random

import pytest

from game import registry
from game.core import Event
from game.thebes import data as TD
from game.faras import data as FD
from game.artifakes import data as AD

NAMES = ["Anna", "Ben", "Cleo", "Dan"]

# (game, players, options) played by random bots; a few games each, small enough for the 2-core CI
CASES = [
    ("faras", 3, {}),
    ("faras", 2, {"variant": "expert", "valuable_find": "chance"}),
    ("faras", 4, {"open_collections": True}),
    ("thebes", 2, {}),
    ("thebes", 4, {}),
    ("artifakes", 2, {}),
    ("artifakes", 2, {"ring_colours": "cycling", "score_interrupted": True}),
    ("scarabya", 2, {}),
    ("scarabya", 2, {"mode": "duel"}),
    ("scarabya", 1, {"mode": "solo"}),
    ("scarabya", 4, {}),
]


def log_module(game_id):
    return importlib.import_module(f"game.{game_id}.log")


def playout(game_id, players, options, seed):
    """[(events of one action)] of a whole random game (the opening events first)."""
    info = registry.get(game_id)
    state = info.new_game(players, seed, info.resolve_options(options))
    rng = random.Random(seed)
    out = [list(getattr(state, "opening_events", None) or [])]
    while not state.is_over:
        acts = state.legal_actions()
        weights = [info.playout_weight(a) for a in acts] if info.playout_weight else None
        out.append(state.apply(rng.choices(acts, weights)[0] if weights else rng.choice(acts)))
    return state, out


_PLAYED = {}


def played(game_id, players, options, seed):
    key = (game_id, players, tuple(sorted(options.items())), seed)
    if key not in _PLAYED:
        _PLAYED[key] = playout(game_id, players, options, seed)
    return _PLAYED[key]


def secret_forms(game_id, name, value) -> set[str]:
    """The ways a secret value could show up in words (lower case)."""
    forms = set()
    values = value if isinstance(value, (list, tuple)) else (value,)
    for v in values:
        if isinstance(v, str):
            forms.add(v.lower())
        if game_id == "faras":
            if name == "token" and isinstance(v, int):
                forms.add(FD.TOKEN_NAME[v].lower())
            if name == "card" and isinstance(v, int):
                forms.add(FD.CARD_KINDS[FD.CARDS[v]][1].lower())
            if name == "card_kind":
                forms.add(FD.CARD_KINDS[v][1].lower())
            if name == "type":
                forms.add(FD.TYPE_LABELS[v].lower())
        if game_id == "artifakes" and name == "cards" and v in AD.CARD_NUMBER:
            forms.add(f"{AD.CARD_NUMBER[v]} ({AD.CARD_SIDE[v]})")
    return forms


@pytest.mark.parametrize("game_id,players,options", CASES,
                         ids=[f"{g}-{n}p-{'-'.join(map(str, o.values())) or 'default'}" for g, n, o in CASES])
def test_every_event_kind_is_described_or_deliberately_silent(game_id, players, options):
    mod = log_module(game_id)
    names = NAMES[:players]
    described, silent_seen = set(), set()
    for seed in (1, 2):
        _, per_action = played(game_id, players, options, seed)
        for events in per_action:
            for e in events:
                for viewer in list(range(players)) + [None]:
                    text = mod.describe(e.for_seat(viewer), names)
                    assert text is None or (isinstance(text, str) and text.strip()), (e, text)
                    if text is None:
                        silent_seen.add(e.kind)
                    else:
                        described.add(e.kind)
                        assert "None" not in text and "{" not in text, (e, text)
                        assert text[0].isupper() or text[0].isdigit(), text
                if e.kind in mod.SILENT:
                    assert mod.describe(e, names) is None, f"{e.kind} is listed as silent but got a line"
    undescribed = silent_seen - described - set(mod.SILENT)
    assert not undescribed, f"{game_id}: no line for {sorted(undescribed)} (describe them or list them in SILENT)"


@pytest.mark.parametrize("game_id,players,options", CASES,
                         ids=[f"{g}-{n}p-{'-'.join(map(str, o.values())) or 'default'}" for g, n, o in CASES])
def test_log_privacy_with_random_games(game_id, players, options):
    mod = log_module(game_id)
    names = NAMES[:players]
    checked = 0
    for seed in (1, 2):
        _, per_action = played(game_id, players, options, seed)
        for events in per_action:
            for e in events:
                if e.audience is None:
                    continue
                redacted = Event(e.kind, tuple((k, v) for k, v in e.params if k not in e.secret), e.audience,
                                 e.secret)
                expected = mod.describe(redacted, names)
                for viewer in [s for s in range(players) if s not in e.audience] + [None]:
                    text = mod.describe(e.for_seat(viewer), names)
                    assert text == expected
                    for k in e.secret:
                        for form in secret_forms(game_id, k, e.get(k)):
                            assert form not in (text or "").lower(), (e, viewer, text, form)
                    checked += 1
    if game_id in ("faras", "artifakes"):
        assert checked, "these games have secret events: the playouts must have met some"


def test_faras_peeks_and_draws_by_others_stay_secret():
    mod = log_module("faras")
    peek = Event.make("peeked", audience=[0], secret=["token", "type", "picture"], seat=0, cell=5, token=12,
                      type="paintings", picture=0)
    mine = mod.describe(peek.for_seat(0), NAMES)
    theirs = mod.describe(peek.for_seat(1), NAMES)
    assert FD.TOKEN_NAME[12] in mine and "paintings" in mine
    assert theirs == "Anna looked at a token in secret."
    drew = Event.make("drew", audience=[1], secret=["card", "card_kind"], seat=1, card=24, card_kind="library")
    assert "Library Research" in mod.describe(drew.for_seat(1), NAMES)
    assert mod.describe(drew.for_seat(0), NAMES) == "Ben drew a card."
    assert mod.describe(drew.for_seat(None), NAMES) == "Ben drew a card."
    pen = Event.make("penalty", audience=[], secret=["token", "type"], seat=0, slot=0, dam_slot=3, token=30,
                     type="bones")
    for viewer in (0, 1, None):   # a face-down penalty is secret even from its owner
        text = mod.describe(pen.for_seat(viewer), NAMES)
        assert "bones" not in text.lower() and FD.TOKEN_NAME[30].lower() not in text.lower()


def test_artifakes_other_hand_stays_secret():
    mod = log_module("artifakes")
    dealt = Event.make("dealt", audience=[0], secret=["cards"], seat=0, count=5,
                       cards=["3d", "7n", "12d", "19d", "28n"], deck_size=50)
    assert mod.describe(dealt.for_seat(0), NAMES) == "Anna was dealt 3 (day), 7 (night), 12 (day), 19 (day) and 28 (night)."
    assert mod.describe(dealt.for_seat(1), NAMES) == "Anna was dealt 5 cards."


def test_examples_read_in_plain_words():
    far, the, art, sca = (log_module(g) for g in ("faras", "thebes", "artifakes", "scarabya"))
    assert far.describe(Event.make("pair", seat=0, type="paintings", cells=[1, 2], tokens=[12, 13], kept=[12, 13],
                                   dammed=[]), NAMES) == "Anna found two paintings and kept both."
    berlin_congress = next(c for c, d in TD.CARDS.items() if d["type"] == "congress" and d["city"] == "berlin")
    assert the.describe(Event.make("card_taken", seat=1, card=berlin_congress, slot=0, city="berlin", weeks=2),
                        NAMES) == "Ben took the Berlin congress card (2 weeks)."
    assert art.describe(Event.make("buried", seat=0, piece="bar", space=17, space_points=2,
                                   left={"disk": 10, "bar": 9}), NAMES) == "Anna buried a bar on space 17."
    assert sca.describe(Event.make("area_closed", seat=1, site=1, cells=[[0, 0], [0, 1], [0, 2]], scarabs=[[0, 1],
                        [0, 2]], size=3, points=6, tokens=[3, 3]), NAMES) == \
        "Ben closed an area of 3 with 2 scarabs: 6 points."


def test_an_assistant_not_a_assistant():
    """Seen in a real window: "Last move: Took a assistant card in Paris". No recap of a whole
    Thebes game puts "a" before a vowel."""
    import re
    from game.match import Match
    from game.thebes import log as thebes_log
    lines = []
    for seed in (173, 5):
        m = Match.new("thebes", 3, seed, {}, [{"kind": "bot", "level": "normal"}] * 3)
        m.play_bots()
        lines += [thebes_log.move_recap(ev) or "" for _, ev in m.history[1:]]
    assert any("an assistant" in x for x in lines)
    assert not [x for x in lines if re.search(r"\ba [aeiouAEIOU]", x)]
