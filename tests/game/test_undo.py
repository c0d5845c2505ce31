"""Undo in the rules: which moves each game lets a player take back (game.match.undo_allowed, derived
in the core; Faras adds a rule of its own), that taking back restores the exact previous position,
and that every move the rules make final is explained in the game's own words (the table's Undo:
tests/scenes/test_undo.py)."""
import random

import pytest

from game import registry
from game import save as game_save
from game.core import Action
from game.match import undo_allowed
from tests.humans import human_match, undoable_after


def views(state):
    return [state.view(s) for s in list(range(state.num_players)) + [None]]


def undone(state):
    """The state rebuilt from its log minus the last action (what the scene's Undo does)."""
    record = game_save.to_record(state)
    record["log"] = record["log"][:-1]
    return game_save.from_record(record)[0]


# ---- every game's undoable() follows the policy ------------------------------------------------
CASES = [("faras", 3, {}), ("faras", 2, {"variant": "expert"}), ("thebes", 3, {}), ("artifakes", 2, {}),
         ("scarabya", 2, {}), ("scarabya", 2, {"mode": "duel"}), ("scarabya", 1, {"mode": "solo"})]


@pytest.mark.parametrize("game_id,players,options", CASES,
                         ids=[f"{g}-{n}p-{'-'.join(map(str, o.values())) or 'default'}" for g, n, o in CASES])
def test_undoable_moves_reveal_nothing_and_undo_exactly(game_id, players, options):
    """Over random games: whenever the table would let a move be taken back (undo_allowed), it
    revealed nothing to any seat (the same move from a position differing only in hidden things
    looks the same to that seat), it had no secret events, and replaying the log without it gives
    back the exact previous views. Games are played until a few undoable moves were met (in Thebes
    a random game may have none: nearly every move there draws or digs)."""
    info = registry.get(game_id)
    undoable_seen = 0
    steps = 0
    for seed in range(5, 15):
        if undoable_seen >= 3:
            break
        state = info.new_game(players, seed, info.resolve_options(options))
        rng = random.Random(seed)
        while not state.is_over:
            acts = state.legal_actions()
            weights = [info.playout_weight(a) for a in acts] if info.playout_weight else None
            action = rng.choices(acts, weights)[0] if weights else rng.choice(acts)
            before = state.clone()
            before_views = views(state)
            rng_before = state.rng.getstate()
            events = state.apply(action)
            ok = undo_allowed(state, events, state.rng.getstate() != rng_before)
            steps += 1
            if not ok:
                continue
            undoable_seen += 1
            assert all(e.audience is None for e in events), f"{action} had secret events but is undoable"
            if undoable_seen % 3 == 1 and info.perturb_hidden is not None:   # the costlier checks on a sample
                # what the mover could not see stays unseen (a played card is the mover's own, shown to
                # the rivals by nature; the table refuses undo once a rival has acted or looked)
                for seat in [state.log[-1].seat]:
                    other = info.perturb_hidden(before, seat, random.Random(steps))
                    other.apply(action)
                    assert other.view(seat) == state.view(seat), f"{action} revealed something to seat {seat}"
                assert views(undone(state)) == before_views
    if options.get("mode") == "solo":     # every solo placement ends its round and turns up a card
        assert undoable_seen == 0
    else:
        assert undoable_seen, f"{game_id}: no undoable move in ten whole games"


def scarabya_state(mode="standard", players=2):
    info = registry.get("scarabya")
    return info.new_game(players, 3, info.resolve_options({"mode": mode}))


def test_scarabya_placement_undoable_until_the_next_card_is_drawn():
    s = scarabya_state()
    m = human_match(s)
    m.apply(s.legal_actions()[0])
    assert m.undoable()                        # the other player has not placed: nothing drawn yet
    m.apply(s.legal_actions()[0])
    assert s.round == 2 and not m.undoable()   # the round's last placement drew the next card


def test_artifakes_burial_undoable_but_not_the_last_one_and_a_card_play_is():
    info = registry.get("artifakes")
    s = info.new_game(2, 4, info.default_options())
    m = human_match(s)
    while True:
        m.apply(s.legal_actions()[0])
        if s.phase != "bury":
            assert not m.undoable(), "the last burial deals the cards"
            break
        assert m.undoable()
    m.apply(s.legal_actions()[0])
    assert m.undoable(), "a card play before anything was revealed can be taken back"


def test_faras_setup_choices_undoable_reveals_and_draws_not():
    info = registry.get("faras")
    s = info.new_game(2, 8, info.default_options())
    m = human_match(s)
    m.apply(next(a for a in s.legal_actions() if a.kind == "choose_token"))
    assert m.undoable()
    m.apply(next(a for a in s.legal_actions() if a.kind == "place"))
    assert m.undoable()
    while s.phase == "setup":
        m.apply(Action.make("place_rest_random"))
        assert not m.undoable(), "random placement uses chance"
    m.apply(Action.make("end_memorise"))
    assert not m.undoable(), "cards were drawn"
    m.apply(next(a for a in s.legal_actions() if a.kind == "play_card"))
    assert m.undoable() == (s.step in ("dig", "peek"))
    if s.step == "dig":
        m.apply(s.legal_actions()[0])
        assert not m.undoable(), "a reveal shows a token"


def test_thebes_exhibition_or_retire_undoable_dig_not():
    info = registry.get("thebes")
    s = info.new_game(2, 6, info.default_options())
    dig = next((a for a in s.legal_actions() if a.kind == "dig"), None)
    if dig is not None:
        assert not undoable_after(s, dig)
    take = next(a for a in s.legal_actions() if a.kind == "take_card")
    assert not undoable_after(s, take), "the display was refilled from the pile"
    m = human_match(s)
    m.apply(Action.make("retire"))
    assert m.undoable()


def test_undo_is_derived_in_the_core_and_only_faras_adds_a_rule_of_its_own():
    """Undo is derived once, in game.match.undo_allowed (no chance used, no revealing event). Thebes,
    Artifakes and Scarabya need nothing more and keep the core's default; Faras forbids a few more
    steps (a declaration, a sting's penalty, the lifting challenge) and the match honours that."""
    import random as _random
    from game.core import GameState
    from game.match import Match
    own = {g for g in ("faras", "thebes", "artifakes", "scarabya")
           if registry.get(g).new_game(2, 1, registry.get(g).default_options()).undoable.__func__
           is not GameState.undoable}
    assert own == {"faras"}
    info = registry.get("faras")
    forbidden_by_faras = 0
    for seed in range(3):
        m = Match.new("faras", 2, seed, info.default_options(), [{"kind": "human"}] * 2)
        rng = _random.Random(seed)
        while not m.is_over:
            action = rng.choice(m.legal_actions())
            m.apply(action)
            if m.is_over:
                break
            if not m.last_chance and not m.revealed() and not m.state.undoable(action):
                assert not m.undoable()
                forbidden_by_faras += 1
    assert forbidden_by_faras > 0


# ---- what makes a move final -------------------------------------------------------------------
@pytest.mark.parametrize("game_id,players,options", CASES,
                         ids=[f"{g}-{n}p-{'-'.join(map(str, o.values())) or 'default'}" for g, n, o in CASES])
def test_every_final_move_is_explained_by_what_made_it_final(game_id, players, options):
    """Over random games, each move the rules make final (not the last of the game) is explained by
    the game's own words for one of its events (a card drawn, a token turned up...), never by a
    catch-all; and a move that may be taken back has no explanation. A move not played yet is
    foretold in the same words, in the future ("will be drawn")."""
    from game.match import Match, why_final
    info = registry.get(game_id)
    state_cls = type(info.new_game(players, 1, info.resolve_options(options)))
    past = {w[0] for w in state_cls.FINAL_WORDS.values()}
    ahead = {w[1] for w in state_cls.FINAL_WORDS.values()}
    final = 0
    for seed in range(3):
        m = Match.new(game_id, players, seed, info.resolve_options(options), [{"kind": "human"}] * players)
        rng = random.Random(seed)
        while not m.is_over:
            action = rng.choice(m.legal_actions())
            foretold = m.final_ahead(action)
            m.apply(action)
            why = m.why_final()
            assert (why is None) == m.undoable()
            if m.is_over:
                break
            if why is not None:
                final += 1
                assert why in past, f"{action}: {why!r} is not one of {game_id}'s own words"
                assert foretold in ahead and past & {why} and \
                    [w[0] for w in state_cls.FINAL_WORDS.values() if w[1] == foretold] == [why]
            else:
                assert foretold is None
    assert final
