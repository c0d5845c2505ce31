"""The quick paths of the Faras rules give what the plain ones gave: legal_actions from prebuilt
tables (same actions, same order, a fresh list each time), events built by events.event (equal to
Event.make's), and the knowledge kept only from the event kinds that learn reads."""
import random

from game.core import Action, Event, shape_reason
from game.faras import board as B
from game.faras import data as D
from game.faras import knowledge
from game.faras.events import event
from game.faras.state import DECLARATIONS, FarasState


def reference_legal(s):
    """legal_actions written out plainly, every action built anew (the rules as first written)."""
    if s.phase == "over":
        return []
    if s.phase == "setup":
        out = []
        if s.selected is not None:
            if s.variant == "expert":
                out += [Action.make("place_at", x=x, y=y) for x, y in B.free_spots(s.positions())]
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


def test_event_is_event_make():
    cases = [
        ("placed", {}, dict(seat=1, token=5, type="pottery", picture=5, cell=12, x=3, y=40)),
        ("turned_down", {}, dict(cells=[3, 4], positions=[[1, 2], [3, 4]])),
        ("dispute_declared", {}, dict(seat=0, asker=1, types="all")),
        ("dispute_declared", {}, dict(seat=0, asker=1, types=["pottery", "sand"])),
        ("drew", dict(audience=[1], secret=["card", "card_kind"]), dict(seat=1, card=7, card_kind="guests")),
        ("penalty", dict(audience=[], secret=("token",)), dict(seat=0, slot=2, token=None)),
        ("game_over", {}, dict(reason="dam", scores=[3, 1], winners=[0], board=[[1, 2]], collections=[[], [5]])),
        ("challenge_result", {}, dict(success=False, helper=2, mode="chance", share=0.5)),
        ("odd", {}, dict(nested={"b": [1, {"c": (2, 3)}], "a": None}, empty=[])),
        ("memorise_started", {}, dict(seconds="ready", seat=0)),
    ]
    for kind, who, params in cases:
        fast, plain = event(kind, **who, **params), Event.make(kind, **who, **params)
        assert fast == plain and repr(fast) == repr(plain), kind
        for seat in (None, 0, 1):
            assert fast.for_seat(seat) == plain.for_seat(seat)


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
