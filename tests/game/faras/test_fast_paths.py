"""The quick paths of the Faras rules give what the plain ones gave: legal_actions from prebuilt
tables (same actions, same order, a fresh list each time), the knowledge kept only from the event kinds that learn reads, the hand-written
clone (equal, sharing nothing that changes) and resample (the same determinization)."""
import random

from game.core import Action, shape_reason
from tests.conformance import check_table_reasons
from game.faras import board as B
from game.faras import data as D
from game.faras import knowledge
from game.faras.view import disputed_seat
from game.faras.state import DECLARATIONS, FarasState


def reference_legal(s):
    """legal_actions written out plainly, every action built anew (the rules as first written)."""
    if s.phase == "over":
        return []
    if s.phase == "setup":
        out = []
        if s.selected is not None:
            if s.variant == "expert":
                out += [Action.make("place_at", x=x, y=y) for x, y in B.room(s.positions(), s.tokens_to_place())]
            else:
                out += [Action.make("place", cell=c) for c in range(D.NUM_CELLS) if s.board[c] is None]
        out += [Action.make("choose_token", token=t) for t in s.unplaced[s.placer] if t != s.selected]
        return out + [Action.make("place_rest_random")]
    if s.phase == "memorise":
        return [Action.make("end_memorise")]
    rev = set(s.revealed)
    down = [c for c in range(D.NUM_CELLS) if s.board[c] is not None and c not in rev]
    step = s.step
    if step == "card":
        return [Action.make("play_card", card=c) for c in sorted(s.hands[s.active])]
    if step == "dig":
        return [Action.make("reveal", cell=c) for c in down]
    if step == "peek":
        return [Action.make("peek", cell=c) for c in down if c not in s.peeked]
    if step == "penalty":
        return [Action.make("penalty", slot=i) for i in range(len(s.collections[s.active]))]
    if step == "helper":
        return [Action.make("helper", seat=p) for p in range(s.num_players) if p != s.active]
    if step == "challenge":
        if s.vf_mode == "chance":
            return [Action.make("attempt")]
        return [Action.make("challenge", success=True), Action.make("challenge", success=False)]
    if step == "dam_take":
        return [Action.make("take_from_dam", slot=i) for i in range(len(s.dam))]
    if step == "ask":
        return [Action.make("ask", seat=p) for p in s.dispute["candidates"]]
    if step == "declare":
        return [Action.make("declare", types=d) for d in DECLARATIONS]
    if step == "give":
        return [Action.make("give", token=t) for t in sorted(s.collections[s.dispute["asked"]])]
    return []


OPTIONS = [{}, {"variant": "expert"}, {"variant": "simplified", "valuable_find": "chance"},
           {"open_collections": True}]


def test_legal_actions_are_the_plain_ones_in_order():
    rng = random.Random(11)
    steps = set()
    for seed, opts in enumerate(OPTIONS * 2):
        s = FarasState(2 + seed % 3, seed, opts)
        while not s.is_over:
            legal = s.legal_actions()
            assert legal == reference_legal(s)
            assert all(shape_reason(FarasState.ACTIONS, a) is None for a in legal)
            steps.add(s.step if s.phase == "play" else s.phase)
            s.apply(rng.choice(legal))
        assert s.legal_actions() == reference_legal(s) == []
    assert {"setup", "memorise", "card", "dig"} <= steps


def test_legal_actions_is_a_fresh_list_every_time():
    rng = random.Random(2)
    s = FarasState(2, 3, {})
    for _ in range(400):
        if s.is_over:
            break
        first = s.legal_actions()
        first.clear()
        assert s.legal_actions() == reference_legal(s) != []
        s.apply(rng.choice(s.legal_actions()))


def test_learn_reads_only_the_kinds_it_lists():
    """Every event of a kind outside knowledge.LEARNED leaves a seat's knowledge as it was."""
    rng = random.Random(4)
    others = set()
    for seed, opts in enumerate(OPTIONS):
        s = FarasState(3, seed, opts)
        kb = knowledge.new_knowledge(3)
        while not s.is_over:
            for e in s.apply(rng.choice(s.legal_actions())):
                if e.kind not in knowledge.LEARNED:
                    others.add(e.kind)
                    before = knowledge.copy_knowledge(kb)
                    knowledge.learn(kb, [e])
                    assert kb == before, e.kind
                else:
                    knowledge.learn(kb, [e.for_seat(0)])
    assert {"turn_started", "card_played", "drew", "turned_down"} <= others


def _mutables(obj, out):
    """Every list, dict and set reachable from obj (ids), through lists, tuples, dicts and sets."""
    if isinstance(obj, (list, dict, set)):
        out.add(id(obj))
    if isinstance(obj, dict):
        for v in obj.values():
            _mutables(v, out)
    elif isinstance(obj, (list, tuple, set, frozenset)):
        for v in obj:
            _mutables(v, out)
    return out


def test_clone_is_equal_independent_and_plays_on_alike():
    rng = random.Random(8)
    seen_dispute = False
    for seed, opts in enumerate(OPTIONS):
        s = FarasState(3, seed, opts)
        while not s.is_over:
            if rng.random() < 0.25:
                c = s.clone()
                assert type(c) is FarasState and c.rng is not s.rng
                assert c.rng.getstate() == s.rng.getstate()
                plain = {k: v for k, v in vars(s).items() if k != "rng"}
                assert {k: v for k, v in vars(c).items() if k != "rng"} == plain
                shared = {k for k, v in vars(s).items()
                          if _mutables(v, set()) & _mutables(vars(c)[k], set())}
                assert not shared, shared
                seen_dispute |= s.dispute is not None
                a = rng.choice(s.legal_actions())
                before = {k: v for k, v in vars(s).items() if k != "rng"}
                assert c.apply(a) == s.clone().apply(a)
                assert {k: v for k, v in vars(s).items() if k != "rng"} == before   # s untouched
            s.apply(rng.choice(s.legal_actions()))
    assert seen_dispute


def reference_resample(state, seat, rng):
    """FarasState.resample as first written (places as tuples in a dict), for comparison."""
    kb = state._kb[seat] if state._kb is not None else knowledge.new_knowledge(state.num_players)
    s = state._clone_bare()
    used: set[int] = set(t for h in s.unplaced for t in h)
    # places, in a fixed order: ("b", cell), ("d", slot), ("c", seat, slot)
    places = [("b", c) for c in range(D.NUM_CELLS) if s.board[c] is not None]
    places += [("d", i) for i in range(len(s.dam))]
    places += [("c", p, i) for p in range(s.num_players) for i in range(len(s.collections[p]))]
    known: dict = {}
    # 1. what the view shows now
    over = state.phase == "over"
    all_up = state.phase in ("setup", "memorise") or over
    rev = set(state.revealed)
    coll_up = disputed_seat(state)
    for pl in places:
        if pl[0] == "b":
            visible = all_up or pl[1] in rev
            t = state.board[pl[1]] if visible else None
        elif pl[0] == "c":
            visible = state.open_collections or over or pl[1] == coll_up
            t = state.collections[pl[1]][pl[2]] if visible else None
        else:
            t = None
        if t is not None:
            known[pl] = t
            used.add(t)
    # 2. what the seat remembers (where its memory still fits the public counts)
    dam_ok = len(kb["dam"]) == len(s.dam)
    coll_ok = [len(kb["colls"][p]) == len(s.collections[p]) for p in range(s.num_players)]
    for pl in places:
        if pl in known:
            continue
        if pl[0] == "b":
            t = kb["board"][pl[1]]
        elif pl[0] == "d":
            t = kb["dam"][pl[1]] if dam_ok else -1
        else:
            t = kb["colls"][pl[1]][pl[2]] if coll_ok[pl[1]] else -1
        if t is not None and t >= 0 and t not in used:
            known[pl] = t
            used.add(t)
    # 3. the rest, dealt at random
    open_places = [pl for pl in places if pl not in known]
    guessed = any(pl[0] == "b" for pl in open_places)   # the cells known, when some are a guess
    s.sure_cells = frozenset(pl[1] for pl in known if pl[0] == "b") if guessed else None
    pool = [t for t in range(D.NUM_TOKENS) if t not in used]
    rng.shuffle(pool)
    known.update(zip(open_places, pool))
    for pl, t in known.items():
        if pl[0] == "b":
            s.board[pl[1]] = t
        elif pl[0] == "d":
            s.dam[pl[1]] = t
        else:
            s.collections[pl[1]][pl[2]] = t
    if s.vf is not None:
        s.vf["token"] = s.board[s.vf["cell"]]
    # cards: the seat's own hand, the discard and the card in play are seen; the rest is dealt
    others = [p for p in range(s.num_players) if p != seat]
    cards = sorted(s.draw_pile + [c for p in others for c in s.hands[p]])
    rng.shuffle(cards)
    for p in others:
        k = len(s.hands[p])
        s.hands[p], cards = cards[:k], cards[k:]
    s.draw_pile = cards
    s.rng = random.Random(rng.getrandbits(64))
    return s


def test_resample_is_the_plain_one():
    """The same determinization, token for token and card for card, and the same generator after."""
    rng = random.Random(12)
    count = 0
    for seed, opts in enumerate(OPTIONS):
        s = FarasState(2 + seed % 3, seed, opts)
        while not s.is_over:
            if rng.random() < 0.2:
                for seat in range(s.num_players):
                    r1, r2 = random.Random(count), random.Random(count)
                    fast, plain = s.resample(seat, r1), reference_resample(s, seat, r2)
                    assert {k: v for k, v in vars(fast).items() if k != "rng"} == \
                        {k: v for k, v in vars(plain).items() if k != "rng"}
                    assert fast.rng.getstate() == plain.rng.getstate() and r1.getstate() == r2.getstate()
                    count += 1
            s.apply(rng.choice(s.legal_actions()))
    assert count > 50


def test_reason_of_a_table_action_is_the_plain_one():
    """Every table action has a declared shape, and on any position reason (whose shape check the core
    remembers for these shared objects) gives what the plain rule gives."""
    from game.faras import state as S
    table = [a for t in (S._REVEAL, S._PEEK, S._PLACE, S._PLACE_AT.values(), S._CHOOSE_TOKEN, S._GIVE,
                         S._PLAY_CARD, S._PENALTY, S._TAKE_FROM_DAM, S._HELPER, S._ASK, S._CHALLENGE,
                         S._DECLARE, (S._ATTEMPT, S._PLACE_REST_RANDOM, S._END_MEMORISE)) for a in t]
    check_table_reasons(FarasState, table, (FarasState(2 + seed % 3, seed, opts) for seed, opts in enumerate(OPTIONS)))
