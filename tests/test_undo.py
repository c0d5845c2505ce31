"""Undo for misclicks: which moves each game lets a player take back, that taking back restores the
exact previous position, and that a computer's move is never taken back by a human."""
import random

import pygame
import pytest

from game import registry
from game import save as game_save
from game.core import Action
from scenes.table.game_scene import GameScene, open_game_scene, seat_defaults
from scenes.table.generic import GenericGameScene
from ui import savegame


def undone(state):
    """The state rebuilt from its log minus the last action (what the scene's Undo does)."""
    record = game_save.to_record(state)
    record["log"] = record["log"][:-1]
    return game_save.from_record(record)[0]


def views(state):
    return [state.view(s) for s in list(range(state.num_players)) + [None]]


# ---- the rules: every game's undoable() follows the policy ---------------------------------------
CASES = [("faras", 3, {}), ("faras", 2, {"variant": "expert"}), ("thebes", 3, {}), ("artifakes", 2, {}),
         ("scarabya", 2, {}), ("scarabya", 2, {"mode": "duel"}), ("scarabya", 1, {"mode": "solo"})]


@pytest.mark.parametrize("game_id,players,options", CASES,
                         ids=[f"{g}-{n}p-{'-'.join(map(str, o.values())) or 'default'}" for g, n, o in CASES])
def test_undoable_moves_reveal_nothing_and_undo_exactly(game_id, players, options):
    """Over a random game: whenever undoable(last) is True, the move used no chance, revealed nothing
    to any seat (the same move from a position differing only in hidden things looks the same to
    that seat), and replaying the log without it gives back the exact previous views."""
    info = registry.get(game_id)
    state = info.new_game(players, 5, info.resolve_options(options))
    rng = random.Random(5)
    undoable_seen = 0
    steps = 0
    while not state.is_over:
        acts = state.legal_actions()
        weights = [info.playout_weight(a) for a in acts] if info.playout_weight else None
        action = rng.choices(acts, weights)[0] if weights else rng.choice(acts)
        before = state.clone()
        before_views = views(state)
        rng_before = state.rng.getstate()
        events = state.apply(action)
        ok = state.undoable(action)
        assert isinstance(ok, bool)
        steps += 1
        if not ok:
            continue
        undoable_seen += 1
        assert state.rng.getstate() == rng_before, f"{action} used chance but is undoable"
        assert all(e.audience is None for e in events), f"{action} had secret events but is undoable"
        if undoable_seen % 3 == 1 and info.perturb_hidden is not None:   # the costlier checks on a sample
            # what the mover could not see stays unseen (a played card is the mover's own, shown to
            # the rivals by nature; the table refuses undo once a rival has acted or looked)
            for seat in [state.log[-1].seat]:
                other = info.perturb_hidden(before, seat, random.Random(steps))
                other.apply(action)
                assert other.view(seat) == state.view(seat), f"{action} revealed something to seat {seat}"
            assert views(undone(state)) == before_views
    assert undoable_seen, f"{game_id}: no undoable move in a whole game"


def scarabya_state(mode="standard", players=2):
    info = registry.get("scarabya")
    return info.new_game(players, 3, info.resolve_options({"mode": mode}))


def test_scarabya_placement_undoable_until_the_next_card_is_drawn():
    s = scarabya_state()
    first = s.legal_actions()[0]
    s.apply(first)
    assert s.undoable(first)                   # the other player has not placed: nothing drawn yet
    second = s.legal_actions()[0]
    s.apply(second)
    assert s.round == 2 and not s.undoable(second)   # the round's last placement drew the next card


def test_artifakes_burial_undoable_but_not_the_last_one_and_a_card_play_is():
    info = registry.get("artifakes")
    s = info.new_game(2, 4, info.default_options())
    while True:
        a = s.legal_actions()[0]
        s.apply(a)
        if s.phase != "bury":
            assert not s.undoable(a), "the last burial deals the cards"
            break
        assert s.undoable(a)
    card = s.legal_actions()[0]
    s.apply(card)
    assert s.undoable(card), "a card play before anything was revealed can be taken back"


def test_faras_setup_choices_undoable_reveals_and_draws_not():
    info = registry.get("faras")
    s = info.new_game(2, 8, info.default_options())
    choose = next(a for a in s.legal_actions() if a.kind == "choose_token")
    s.apply(choose)
    assert s.undoable(choose)
    place = next(a for a in s.legal_actions() if a.kind == "place")
    s.apply(place)
    assert s.undoable(place)
    rest = Action.make("place_rest_random")
    while s.phase == "setup":
        s.apply(rest)
        assert not s.undoable(rest), "random placement uses chance"
    end = Action.make("end_memorise")
    s.apply(end)
    assert not s.undoable(end), "cards were drawn"
    play = next(a for a in s.legal_actions() if a.kind == "play_card")
    s.apply(play)
    assert s.undoable(play) == (s.step in ("dig", "peek"))
    if s.step == "dig":
        reveal = s.legal_actions()[0]
        s.apply(reveal)
        assert not s.undoable(reveal), "a reveal shows a token"


def test_thebes_exhibition_or_retire_undoable_dig_not():
    info = registry.get("thebes")
    s = info.new_game(2, 6, info.default_options())
    dig = next((a for a in s.legal_actions() if a.kind == "dig"), None)
    if dig is not None:
        probe = s.clone()
        probe.apply(dig)
        assert not probe.undoable(dig)
    take = next(a for a in s.legal_actions() if a.kind == "take_card")
    probe = s.clone()
    probe.apply(take)
    assert not probe.undoable(take), "the display was refilled from the pile"
    retire = Action.make("retire")
    s.apply(retire)
    assert s.undoable(retire)


# ---- the scene: who may undo, and what an undo does ----------------------------------------------
class Spy(GenericGameScene):
    def __init__(self, *args):
        super().__init__(*args)
        self.replaced = 0

    def on_state_replaced(self):
        self.replaced += 1


def open_scene(app, game_id, kinds, options=None, seed=3, cls=Spy, players=None):
    from scenes.shell.menu import MenuScene
    info = registry.get(game_id)
    n = players or len(kinds)
    state = info.new_game(n, seed, info.resolve_options(options or {}))
    seats = seat_defaults(n)
    for s, kind in zip(seats, kinds):
        s["kind"] = kind
    app.scenes.reset(MenuScene(app))
    scene = cls(app, state, seats)
    app.scenes.push(scene)
    return scene


def test_scene_undo_restores_the_position_the_save_and_the_log(app):
    scene = open_scene(app, "scarabya", ["human", "human"])
    before = views(scene.match.state)
    log_before = [l.text for l in scene.log_lines(0)]
    assert scene.undo_reason() is not None   # nothing to take back yet
    assert scene.try_action(scene.match.state.legal_actions()[0])
    assert savegame.load()[0].log   # autosaved with the move
    assert scene.undo_reason() is None
    assert scene.undo()
    assert views(scene.match.state) == before
    assert scene.replaced == 1
    assert [l.text for l in scene.log_lines(0)] == log_before
    saved, _, problem = savegame.load()
    assert problem is None and saved is not None and saved.log == []
    assert any("Taken back" in t[0] for t in app.toasts.items)


def test_scene_undo_after_the_next_card_is_drawn_is_refused(app):
    scene = open_scene(app, "scarabya", ["human", "human"])
    for _ in range(2):
        assert scene.try_action(scene.match.state.legal_actions()[0])
    assert scene.match.state.round == 2
    assert "cannot be taken back" in scene.undo_reason()
    n = len(scene.match.state.log)
    assert not scene.undo() and len(scene.match.state.log) == n


def test_ctrl_z_takes_back_an_artifakes_burial_before_the_computer_answers(app):
    app.settings.bot_delay = 30.0   # the computer is still "thinking"
    scene = open_scene(app, "artifakes", ["human", "bot"], seed=4)
    if scene.match.state.current_player != 0:   # let the computer bury first if it starts
        scene.match.apply(scene.match.legal_actions()[0])
        scene._rebuild_log()
    before = views(scene.match.state)
    bury = scene.match.state.legal_actions()[0]
    assert scene.try_action(bury)
    app.step(1 / 60, [])
    assert scene.bot_turn is not None and scene.match.state.current_player == 1
    app.step(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_LCTRL, unicode="z",
                                         scancode=0)])
    assert views(scene.match.state) == before and scene.bot_turn is None


def test_a_computers_move_is_never_taken_back(app):
    scene = open_scene(app, "artifakes", ["human", "bot"], seed=4)
    for _ in range(400):
        if scene.match.state.log and scene.match.state.log[-1].seat == 1:
            break
        if scene.human_to_act:
            scene.try_action(scene.match.state.legal_actions()[0])
        scene._bot_step() if scene.match.state.current_player == 1 else None
        if scene.bot_turn is not None:
            scene.bot_turn.thread.join(5)
    assert scene.match.state.log[-1].seat == 1
    assert scene.match.state.undoable(scene.match.state.log[-1].action)   # the rules would allow it ...
    assert "computer" in scene.undo_reason()                    # ... the scene does not
    n = len(scene.match.state.log)
    assert not scene.undo()
    assert len(scene.match.state.log) == n
    # the Undo button says why, too
    app.draw()
    assert not scene.undo_button.enabled and "computer" in scene.undo_button.reason


def test_faras_setup_choice_undo_in_the_real_scene(app):
    info = registry.get("faras")
    from scenes.shell.menu import MenuScene
    state = info.new_game(2, 8, info.default_options())
    seats = seat_defaults(2)
    seats[0]["kind"] = seats[1]["kind"] = "human"
    app.scenes.reset(MenuScene(app))
    scene = open_game_scene(app, state, seats)
    before = views(scene.match.state)
    choose = next(a for a in scene.match.state.legal_actions() if a.kind == "choose_token")
    assert scene.try_action(choose)
    pos = scene.undo_button.rect.center
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                      pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])
    assert views(scene.match.state) == before
    app.step(1 / 60, [])
    app.draw()


@pytest.mark.parametrize("game_id", ["faras", "thebes", "artifakes", "scarabya"])
def test_every_real_scene_survives_an_undo(app, game_id):
    """Play a human move that may be taken back through each game's own scene, undo, draw."""
    from scenes.shell.menu import MenuScene
    info = registry.get(game_id)
    n = 2
    state = info.new_game(n, 12, info.default_options())
    seats = seat_defaults(n)
    for s in seats:
        s["kind"] = "human"
    app.scenes.reset(MenuScene(app))
    scene = open_game_scene(app, state, seats)
    assert isinstance(scene, GameScene)
    done = False
    for _ in range(300):
        if scene.match.state.is_over:
            break
        for a in scene.match.state.legal_actions():
            probe = scene.match.state.clone()
            probe.apply(a)
            if probe.undoable(a):
                before = views(scene.match.state)
                assert scene.try_action(a)
                app.step(1 / 60, [])
                assert scene.undo_reason() is None, scene.undo_reason()
                assert scene.undo()
                assert views(scene.match.state) == before
                done = True
                break
        if done:
            break
        scene.try_action(scene.match.state.legal_actions()[0])
        scene.animator.skip_all()
    assert done, f"{game_id}: no undoable move met"
    for _ in range(3):
        app.step(1 / 60, [])
    app.draw()


@pytest.mark.parametrize("game_id", ["faras", "thebes", "artifakes", "scarabya"])
def test_the_core_rule_and_the_games_own_undo_rule_agree(game_id):
    """Undo is derived in the match (no chance used, no revealing event); a game's own rule may only
    forbid more. Over whole random games of people only, whenever the core sees chance or a reveal,
    the game's rule forbids the undo too (the game declares its revealing events rightly), and the
    match never allows what the game forbids."""
    import random as _random
    from game import registry
    from game.match import Match
    info = registry.get(game_id)
    checked = 0
    for seed in range(3):
        n = 2 if 2 in info.allowed_players(info.default_options()) else info.allowed_players(info.default_options())[0]
        m = Match.new(game_id, n, seed, info.default_options(), [{"kind": "human"}] * n)
        rng = _random.Random(seed)
        while not m.is_over and m.moves < 400:
            legal = m.legal_actions()
            weights = [info.playout_weight(a) for a in legal] if info.playout_weight else None
            action = rng.choices(legal, weights=weights)[0]
            m.apply(action)
            if m.is_over:
                break
            game_says = m.state.undoable(action)
            if m.last_chance or m.revealed():
                assert not game_says, f"{game_id} move {m.moves}: {action} used chance or revealed, yet the game allows undo"
                checked += 1
            assert m.undoable() == (game_says and not m.last_chance and not m.revealed())
    assert checked > 0
