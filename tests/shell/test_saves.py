"""One saved game: Continue names what it holds, and a new game asks before taking its place."""
import pygame
import pytest

from game import registry
from scenes.table.game_scene import GameScene
from scenes.shell.menu import MenuScene
from scenes.shell.setup import ConfirmScene, SetupScene
from ui import savegame
from tests.ui_events import headless_app


@pytest.fixture()
def app(tmp_path, monkeypatch):
    a = headless_app(tmp_path, monkeypatch)
    a.settings.attract_after_s = 0
    return a


def seats(*names):
    return [{"name": n, "colour": i, "kind": "human", "level": None} for i, n in enumerate(names)]


def played(game_id, moves, names=("Anna", "Ben")):
    info = registry.get(game_id)
    state = info.new_game(len(names), 11, info.default_options())
    for _ in range(moves):
        state.apply(state.legal_actions()[0])
    return state


def click(pos):
    return [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)]


def test_continue_names_the_game_players_and_round(app):
    savegame.write(played("scarabya", 3), seats("Anna", "Ben"))
    info, problem = savegame.summary()
    assert problem is None
    view_round = played("scarabya", 3).view(None)["round"]
    assert savegame.continue_line(info) == f"Scarabya with Anna and Ben, round {view_round} of 12"
    app.scenes.reset(MenuScene(app))
    menu = app.scenes.top
    assert menu.saved == info and menu.can_continue


def test_a_game_without_rounds_counts_its_moves(app):
    savegame.write(played("thebes", 1), seats("Anna", "Ben"))
    assert savegame.continue_line(savegame.summary()[0]) == "Thebes with Anna and Ben, 1 move played"
    savegame.write(played("thebes", 4), seats("Anna", "Ben"))
    assert savegame.summary()[0]["progress"] == "4 moves played"


def test_an_old_save_without_progress_is_still_described(app):
    from game import save as game_save
    from ui import storage
    storage.write_json(savegame.autosave_path(), game_save.to_record(played("faras", 0, ("Ann", "Bo", "Cy")),
                                                                    seats("Ann", "Bo", "Cy")))
    info, _ = savegame.summary()
    assert info["players"] == "Ann, Bo and Cy" and info["progress"] == "not started yet"


def test_the_menu_shows_the_line_about_continue(app):
    app.draw()
    without = app.screen.copy()
    savegame.write(played("scarabya", 2), seats("Anna", "Ben"))
    app.scenes.reset(MenuScene(app))
    app.draw()
    with_line = app.screen.copy()
    menu = app.scenes.top
    cont = menu.continue_rect()
    above = pygame.Rect(0, cont.y - int(720 * 0.05), 1280, int(720 * 0.05))
    assert pygame.image.tobytes(without.subsurface(above), "RGB") != pygame.image.tobytes(with_line.subsurface(above), "RGB")


def test_starting_a_new_game_over_a_saved_one_asks_first(app):
    old = played("scarabya", 2)
    savegame.write(old, seats("Anna", "Ben"))
    setup = SetupScene(app, registry.get("thebes"))
    app.scenes.push(setup)
    start = setup.buttons[0]
    app.step(0.1, click(start.rect.center))
    ask = app.scenes.top
    assert isinstance(ask, ConfirmScene)
    assert ask.question == "Start Thebes and give up the saved Scarabya game?"     # both games named
    assert ask.detail.startswith("Saved: Scarabya with Anna and Ben, round ")
    assert "the Scarabya game cannot be continued once Thebes starts" in ask.detail
    app.step(0.1, click(ask.no.rect.center))           # No: nothing changes
    assert app.scenes.top is setup
    assert savegame.summary()[0]["game"] == "scarabya"
    app.step(0.1, click(start.rect.center))
    app.step(0.1, click(app.scenes.top.yes.rect.center))
    game = app.scenes.top
    assert isinstance(game, GameScene) and game.match.game_id == "thebes"
    assert savegame.summary()[0]["game"] == "thebes"   # Continue now resumes the new game at once


def test_the_question_over_a_saved_game_of_the_same_kind_says_a_new_one(app):
    savegame.write(played("faras", 2), seats("Anna", "Ben"))
    setup = SetupScene(app, registry.get("faras"))
    app.scenes.push(setup)
    setup.start()
    ask = app.scenes.top
    assert isinstance(ask, ConfirmScene)
    assert ask.question == "Start a new Faras game in place of the saved one?"
    assert ask.detail.startswith("Saved: Faras with Anna and Ben")


def test_escape_on_the_question_keeps_the_saved_game(app):
    savegame.write(played("scarabya", 2), seats("Anna", "Ben"))
    setup = SetupScene(app, registry.get("faras"))
    app.scenes.push(setup)
    setup.start()
    assert isinstance(app.scenes.top, ConfirmScene)
    app.step(0.1, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)])
    assert app.scenes.top is setup and savegame.summary()[0]["game"] == "scarabya"


def test_no_question_when_nothing_is_saved(app):
    setup = SetupScene(app, registry.get("faras"))
    app.scenes.push(setup)
    setup.start()
    assert isinstance(app.scenes.top, GameScene)


def test_kiosk_play_now_asks_too(app):
    app.settings.kiosk = True
    savegame.write(played("scarabya", 2), seats("Anna", "Ben"))
    app.scenes.reset(MenuScene(app))
    menu = app.scenes.top
    menu.play_now_game()
    app.scenes.top.choose("faras")
    assert isinstance(app.scenes.top, ConfirmScene)
    app.scenes.top._yes()
    assert isinstance(app.scenes.top, GameScene)


@pytest.mark.parametrize("gid", ["faras", "thebes", "artifakes", "scarabya"])
def test_the_saved_text_encodes_only_new_moves_and_always_equals_the_whole_record(gid):
    """The autosave encodes the moves added since the last save (the frame that applies a move no
    longer encodes the whole log); whatever happened between two saves (more moves, an undo, a
    different game), the text read back is exactly the full record."""
    import json
    import random
    from game import save as game_save
    rng = random.Random(3)

    def full(state):
        record = game_save.to_record(state, seats("Anna", "Ben"))
        record["progress"] = savegame.progress_of(state)
        return record

    info = registry.get(gid)
    state = info.new_game(2, 5, info.default_options())
    for step in range(60):
        if state.is_over:
            break
        for _ in range(rng.choice([1, 1, 2, 5])):
            if not state.is_over:
                state.apply(rng.choice(state.legal_actions()))
        if step == 20:                               # an undo: the same game replayed a move shorter
            state = game_save.from_record({**full(state), "log": full(state)["log"][:-1]})[0]
        assert json.loads(savegame._record_text(state, seats("Anna", "Ben"))) == full(state)
    other = played("thebes" if gid != "thebes" else "faras", 3)
    assert json.loads(savegame._record_text(other, seats("Anna", "Ben"))) == full(other)
    assert len(savegame._encoded["parts"]) == len(other.log)
    calls = []
    real = game_save.entry_record
    game_save.entry_record = lambda e: calls.append(e) or real(e)
    try:
        other.apply(other.legal_actions()[0])
        savegame._record_text(other, seats("Anna", "Ben"))
    finally:
        game_save.entry_record = real
    assert calls == [other.log[-1]]                  # one move made, one move encoded
