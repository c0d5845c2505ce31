"""Faras bots: legal, deterministic, blind to hidden information, sensible, fast."""
import copy
import random

from game.match import Match
from game.core import Event
from game.faras import data as D
from game.faras import pairs
from game.faras.bot import CHALLENGE_SUCCESS, MEMORY, PERFECT, FarasBot
from game.faras.state import perturb_hidden
from tests.game.faras.helpers import A, apply_all, card, position, tok

P0, P1, B0, S0, S1 = tok("pottery", 0), tok("pottery", 1), tok("bones", 0), tok("scorpion", 0), tok("scorpion", 1)


def _seen(bot, cell, token):
    bot.observe([Event.make("revealed", seat=1, cell=cell, token=token, type="x", picture=0)])


def _play(levels, seed, players=2, options=None, stop=None):
    m = Match.new("faras", players, seed, options, [{"kind": "bot", "level": lv} for lv in levels[:players]],
                  bot_seed=seed * 31)
    m.play_bots(max_moves=stop)
    return m.state, [m.bots[i] for i in range(players)]


def test_games_finish_and_are_deterministic():
    for lv in (["hard", "easy"], ["normal", "random"]):
        a, _ = _play(lv, 4)
        b, _ = _play(lv, 4)
        assert a.is_over and [e.action for e in a.log] == [e.action for e in b.log]


def test_bot_choice_ignores_hidden_information():
    rng = random.Random(0)
    checked = 0
    for stop in (140, 170, 200, 230, 260):
        s, bots = _play(["hard", "normal", "easy"], 7, players=3, stop=stop)
        if s.is_over:
            continue
        seat = s.current_player
        other = perturb_hidden(s, seat, rng)
        assert other.board != s.board or other.draw_pile != s.draw_pile
        b1, b2 = copy.deepcopy(bots[seat]), copy.deepcopy(bots[seat])
        a1 = b1.choose(s.view(seat), s.legal_actions(), b1.rng)
        a2 = b2.choose(other.view(seat), other.legal_actions(), b2.rng)
        assert a1 == a2
        checked += 1
    assert checked >= 3


def test_hard_bot_plays_the_type_card_on_a_known_pair_and_digs_it():
    s = position(2, board={10: P0, 40: P1}, hands={0: [card("guests"), card("pottery"), card("library")]})
    bot = FarasBot(0, "hard", 1)
    _seen(bot, 10, P0)
    _seen(bot, 40, P1)
    a = bot.choose(s.view(0), s.legal_actions())
    assert a == A("play_card", card=card("pottery"))
    s.apply(a)
    a = bot.choose(s.view(0), s.legal_actions())
    assert a == A("reveal", cell=10)
    s.apply(a)
    assert bot.choose(s.view(0), s.legal_actions()) == A("reveal", cell=40)


def test_hard_bot_completes_a_pair_with_a_remembered_token():
    s = position(2, board={3: B0, 20: tok("bones", 1)}, hands={0: [card("guests"), card("misc"), card("library")]})
    bot = FarasBot(0, "hard", 1)
    _seen(bot, 20, tok("bones", 1))
    s.apply(A("play_card", card=card("misc")))
    s.apply(A("reveal", cell=3))
    assert bot.choose(s.view(0), s.legal_actions()) == A("reveal", cell=20)


def test_hard_bot_medicine_for_a_known_scorpion_pair_and_avoids_known_scorpions():
    s = position(2, board={5: S0, 6: S1}, collections={0: [P0]},
                 hands={0: [card("medicine"), card("bones"), card("misc")]})
    bot = FarasBot(0, "hard", 1)
    _seen(bot, 5, S0)
    _seen(bot, 6, S1)
    assert bot.choose(s.view(0), s.legal_actions()) == A("play_card", card=card("medicine"))
    s = position(2, board={5: S0, 6: S1}, collections={0: [P0]},
                 hands={0: [card("guests"), card("bones"), card("misc")]})
    s.apply(A("play_card", card=card("bones")))
    for _ in range(20):
        a = bot.choose(s.view(0), s.legal_actions())
        assert a["cell"] not in (5, 6)


def test_bot_uses_library_research_to_scout_when_it_knows_nothing():
    s = position(2, hands={0: [card("library"), card("pottery"), card("professor")]})
    bot = FarasBot(0, "hard", 1)
    assert bot.choose(s.view(0), s.legal_actions()) == A("play_card", card=card("library"))


def test_bot_declares_its_collection_accurately():
    s = position(2, board={0: tok("pottery", 5), 1: tok("bones", 5)}, collections={1: [P0, S0]},
                 hands={0: [card("dispute"), card("bones"), card("misc")]})
    bot = FarasBot(1, "hard", 1)
    bot.observe([Event.make("pair", seat=1, type="pottery", cells=[60, 61], tokens=[P0, P1], kept=[P0], dammed=[]),
                 Event.make("pair", seat=1, type="scorpion", cells=[62, 63], tokens=[S0, S1], kept=[S0], dammed=[])])
    apply_all(s, A("play_card", card=card("dispute")), A("reveal", cell=0), A("reveal", cell=1))
    assert s.current_player == 1
    assert bot.choose(s.view(1), s.legal_actions()) == A("declare", types=["pottery", "scorpion"])


def test_challenge_success_follows_the_level_probability():
    assert set(CHALLENGE_SUCCESS) >= {"easy", "normal", "hard"}
    assert CHALLENGE_SUCCESS["easy"] < CHALLENGE_SUCCESS["normal"] < CHALLENGE_SUCCESS["hard"]
    s = position(2, board={0: P0, 1: P1}, hands={0: [card("valuable"), card("bones"), card("misc")]})
    apply_all(s, A("play_card", card=card("valuable")), A("reveal", cell=0), A("reveal", cell=1),
              A("helper", seat=1))
    bot = FarasBot(0, "hard", 3)
    wins = sum(bot.choose(s.view(0), s.legal_actions())["success"] for _ in range(2000))
    assert abs(wins / 2000 - CHALLENGE_SUCCESS["hard"]) < 0.04


def test_easy_remembers_less_of_the_layout_than_hard(monkeypatch):
    # after memorising, the hard bot holds most of the layout, the easy one a small part; a perfect
    # memory (the expert's) holds all of it
    m = Match.new("faras", 2, 2, None, [{"kind": "bot", "level": "hard"}, {"kind": "bot", "level": "easy"}],
                  bot_seed=2 * 31)
    m.play_bots(until=lambda match: match.state.phase == "play")
    bots2 = m.bots
    assert 45 <= len(bots2[0].known) < 64 and len(bots2[1].known) < 30
    monkeypatch.setitem(MEMORY, "hard", PERFECT)
    m = Match.new("faras", 2, 2, None, [{"kind": "bot", "level": "hard"}, {"kind": "bot", "level": "easy"}],
                  bot_seed=2 * 31)
    m.play_bots(until=lambda match: match.state.phase == "play")
    assert len(m.bots[0].known) == 64


def test_the_levels_forget_less_as_they_rise():
    rows = [MEMORY["easy"], MEMORY["normal"], MEMORY["hard"], PERFECT]
    for key in ("layout", "own", "reveal"):
        values = [r[key] for r in rows]
        assert values == sorted(values) and values[0] < values[-1] == 1.0, key
    for key in ("decay", "drift", "coll"):
        values = [r[key] for r in rows]
        assert values == sorted(values, reverse=True) and values[-1] == 0.0, key
    assert MEMORY["hard"]["decay"] > 0      # hard forgets a little: the expert's edge is its memory


def test_a_kept_sight_and_a_peek_are_safe_from_forgetting_until_the_second_turn():
    bot = FarasBot(0, "hard", 1)
    bot.mem = dict(bot.mem, reveal=1.0, decay=1.0)   # keeps every sight, then forgets all at once
    sand = tok("sand", 0)
    _seen(bot, 12, sand)
    bot.observe([Event.make("peeked", cell=20, token=tok("sand", 1))])
    turn = [Event.make("turn_started", seat=1, round=1), Event.make("turn_started", seat=0, round=1)]
    bot.observe(turn)
    assert bot.known.get(12) == sand and 20 in bot.known      # its next turn: both still known
    bot.observe([Event.make("turn_started", seat=1, round=2), Event.make("turn_started", seat=0, round=2)])
    assert 12 not in bot.known and 20 not in bot.known         # then the slow forgetting reaches them




def test_a_token_just_seen_is_remembered_through_the_next_turn_at_every_level():
    """A level that forgets what it saw forgets it only from its second turn after the sight: on
    its next turn it never digs up the sand it has just watched come up."""
    bot = FarasBot(0, "easy", 1)
    bot.mem = dict(bot.mem, reveal=0.0, decay=0.0)   # it will forget every sight
    sand = tok("sand", 0)
    _seen(bot, 12, sand)
    assert bot.known[12] == sand
    turn = [Event.make("turn_started", seat=1, round=1), Event.make("turn_started", seat=0, round=1)]
    bot.observe(turn)
    assert bot.known.get(12) == sand      # its next turn: still known
    bot.observe([Event.make("turn_started", seat=1, round=2), Event.make("turn_started", seat=0, round=2)])
    assert 12 not in bot.known            # the turn after: gone, as its level forgets
    keeper = FarasBot(0, "hard", 1, memory=PERFECT)
    _seen(keeper, 12, sand)
    for r in range(5):
        keeper.observe([Event.make("turn_started", seat=1, round=r), Event.make("turn_started", seat=0, round=r)])
    assert keeper.known[12] == sand


# ---- the noisy hard: a measurement opponent ---------------------------------------------------------
def test_the_noisy_hard_can_be_seated_by_selfplay_but_is_never_an_app_level():
    from game import registry
    from tools.selfplay import main, measure_levels
    info = registry.get("faras")
    assert "noisyhard" in measure_levels(info) and "noisyhard" not in info.bot_levels
    assert measure_levels(registry.get("testgame")) == ()
    assert main(["faras", "--players", "2", "--games", "4", "--seats", "hard,noisyhard", "--quiet"]) == 0
    assert main(["testgame", "--players", "2", "--games", "1", "--seats", "random,noisyhard", "--quiet"]) == 2


def _noisy_decisions(seed):
    """Seat 0's decisions in a hard game, seen by a noisy hard bot fed seat 0's events: (bot, view,
    legal) at each of them (the bot's memory as it stands then)."""
    from game.core import events_for
    from game.faras.bot import make_bot
    m = Match.new("faras", 2, seed, None, [{"kind": "bot", "level": "hard"}] * 2, bot_seed=seed)
    bot = make_bot("noisyhard", 0, seed)
    fed = 0
    while not m.state.is_over:
        for _, batch in m.history[fed:]:
            bot.observe(events_for(batch, 0))
        fed = len(m.history)
        s = m.state
        if s.current_player == 0 and s.phase == "play":
            yield bot, s.view(0), s.legal_actions()
        m.play_bots(max_moves=1)


def test_the_noisy_hard_mostly_plays_its_best_card_and_sometimes_another():
    from game.faras.bot import NOISE_TIE
    best = other = 0
    rng = random.Random(5)
    for seed in (1, 2):
        for bot, view, legal in _noisy_decisions(seed):
            if view["step"] != "card" or len({c["kind"] for c in view["hand"]}) < 2:
                continue
            val = bot._card_worth(view)
            top = max(val[c["kind"]] for c in view["hand"])
            kind = {c["card"]: c["kind"] for c in view["hand"]}
            for _ in range(12):
                a = bot.choose(view, legal, rng)
                if val[kind[a["card"]]] >= top - NOISE_TIE:
                    best += 1
                else:
                    other += 1
    assert best + other >= 200
    assert 0.02 < other / (best + other) < 1 / 6 + 0.05


def test_the_noisy_hard_never_leaves_a_pair_it_can_finish():
    finished = 0
    for seed in (1, 2):
        for bot, view, legal in _noisy_decisions(seed):
            if view["step"] != "dig" or not view["revealed"]:
                continue
            card = view["played_card"]["kind"]
            open_types = [view["board"][c]["type"] for c in view["revealed"]]
            known = {c: bot.known[c] for c in bot._face_down(view) if c in bot.known}
            can = [c for c, t in known.items() if D.TOKEN_TYPE[t] in open_types
                   and D.TOKEN_TYPE[t] in pairs.pairable(card)
                   and open_types.count(D.TOKEN_TYPE[t]) < 2]
            if not can or any(open_types.count(t) >= 2 for t in pairs.pairable(card)):
                continue
            for k in range(6):
                assert bot.choose(view, legal, random.Random(k))["cell"] in can, (view["revealed"], can)
                finished += 1
    assert finished >= 12


def test_the_noisy_hard_still_beats_normal_clearly():
    from tools.selfplay import main
    import io
    import json
    from contextlib import redirect_stdout
    out = io.StringIO()
    with redirect_stdout(out):
        main(["faras", "--players", "2", "--games", "40", "--seats", "noisyhard,normal", "--seed", "1", "--quiet"])
    wins = json.loads(out.getvalue().strip().splitlines()[-1])["wins"]
    assert wins[0] > 0.75 * 40
