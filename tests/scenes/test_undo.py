"""Undo at the table: the Undo button and Ctrl+Z take back a person's own last move when the rules
allow it, restoring the position, the autosave and the log; a computer's move is never taken back
by a human; a refusal names what made the move final (which moves the rules let a player take back:
tests/game/test_undo.py)."""
import pygame
import pytest

from game import registry
from game.match import undo_allowed
from tests.humans import undoable_after
from scenes.table.game_scene import GameScene, open_game_scene, seat_defaults
from scenes.table.generic import GenericGameScene
from ui import savegame


def views(state):
    return [state.view(s) for s in list(range(state.num_players)) + [None]]


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
            scene.bot_turn.wait(5)
    assert scene.match.state.log[-1].seat == 1
    last = scene.match.history[-1][1]
    assert undo_allowed(scene.match.state, last, False)         # the rules would allow it ...
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
            if undoable_after(scene.match.state, a):
                before = views(scene.match.state)
                assert scene.try_action(a)
                # at once, while the mover still has the screen (the next person's frame ends it)
                assert scene.undo_reason() is None, scene.undo_reason()
                assert scene.undo()
                app.step(1 / 60, [])
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


# ---- what the refusal says: the thing that made the move final ---------------------------------
def test_the_refusal_names_the_card_that_made_the_move_final(app):
    scene = open_scene(app, "scarabya", ["human", "human"])
    for _ in range(2):
        assert scene.try_action(scene.match.state.legal_actions()[0])
    assert scene.undo_reason() == "The last move cannot be taken back: the next mission card was turned up."


def test_right_after_an_undo_the_button_says_the_move_was_taken_back(app):
    """The tooltip of the dimmed Undo button just after a successful undo starts by saying the undo
    happened, and then why the move before it stays."""
    scene = open_scene(app, "scarabya", ["human", "human"])
    for _ in range(3):      # a whole round (the second placement turns up the next card), then one more
        assert scene.try_action(scene.match.state.legal_actions()[0])
    assert scene.undo()
    app.draw()
    assert not scene.undo_button.enabled
    assert scene.undo_button.reason.startswith("Taken back. The move before it "), scene.undo_button.reason
    assert scene.try_action(scene.match.state.legal_actions()[0])    # a new move: the usual words again
    assert scene.undo_reason() is None
