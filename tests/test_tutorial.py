"""Interactive tutorials: every tutorial is played to its end through clicks on what it outlines,
each outlined target is a legal click, wrong clicks are refused and change nothing, Esc leaves, and
neither the saved game nor the statistics are touched."""
import json

import pygame
import pytest

from game import registry
from scenes.table import tutorial as tut
from scenes.shell.menu import MenuScene
from scenes.shell.pause import PauseScene
from scenes.shell.setup import SetupScene
from tests.ui_events import click, motion
from ui import savegame, stats

GAMES = sorted(g.id for g in registry.all_games() if tut.available(g.id))


def settle(app, frames=4):
    for _ in range(frames):
        sc = app.scenes.top
        app.step(1 / 60, [])
        if hasattr(sc, "animator"):
            sc.animator.skip_all()


def wait_ready(app, scene, limit=400):
    """Frames until the table waits for the player (the scripted computer has moved)."""
    for _ in range(limit):
        if scene.awaiting_reader() and not scene.animator.busy:
            assert scene.tutorial.button() is not None and not scene.tutorial.ready()
            scene.close_topmost()        # the table's own card (a round's scoring) is read first
        if scene.tutorial.ready():
            app.step(1 / 60, [])    # draw once so the overlay's button has its place
            return
        settle(app, 1)
    raise AssertionError("the tutorial never got back to the player")


def centre(rect):
    return pygame.Rect(rect).center


def progress(t):
    """Where the tutorial stands: its step, the moves made and what it outlines now (a click on a
    target that selects a piece, turns a tile or puts it down changes what comes next)."""
    sc = t.scene
    _, clickable, how = t.targets()
    held = tuple(getattr(sc, k, None) for k in ("orient", "locked", "sel_piece", "sel_card"))
    return (t.index, t.phase, len(sc.match.state.log), [tuple(r) for r in clickable], how, held)


def play_through(app, scene, on_step=None):
    """Click what the tutorial outlines until it shows its last step. Returns the steps seen."""
    t = scene.tutorial
    seen = []
    for _ in range(200):
        wait_ready(app, scene)
        if on_step:
            on_step(t)
        seen.append((t.index, t.phase))
        if t.step.get("final") and t.phase == "do":
            return seen
        _, clickable, _ = t.targets()
        assert clickable, f"step {t.index} outlines nothing to click"
        target = clickable[0]
        before = progress(t)
        pos = centre(target)
        app.step(1 / 60, motion(pos))
        app.step(1 / 60, click(pos))
        settle(app, 2)
        after = progress(t)
        assert after != before, f"clicking the outlined target of step {t.index} did nothing"
    raise AssertionError("the tutorial did not end")


@pytest.fixture()
def quiet_app(app):
    app.settings.animation_speed = 100.0
    return app


@pytest.mark.parametrize("game_id", GAMES)
def test_script_is_data_and_names_legal_actions(game_id):
    script = tut.load_script(game_id)
    info = registry.get(game_id)
    assert script["game"] == game_id and info is not None
    assert script["steps"][-1].get("final")
    assert all(s.get("say") for s in script["steps"])


@pytest.mark.parametrize("game_id", GAMES)
def test_play_every_tutorial_to_its_end_through_its_outlines(quiet_app, game_id):
    app = quiet_app
    scene = tut.start_tutorial(app, game_id)
    assert scene is not None and app.scenes.top is scene
    expected_moves = []

    def check(t):
        want = t.expected()
        if want is not None:
            expected_moves.append((t.index, want))
    play_through(app, scene, check)
    t = scene.tutorial
    # every expected action was applied, by the player, as the step asked
    for index, want in expected_moves:
        same = tut.same_for(game_id)
        assert any(e.seat == t.human and same(e.action, want) for e in scene.match.state.log), index
    # "Play a real game" opens the setup screen of the same game, over the menu
    app.step(1 / 60, click(centre(t.real_button.rect)))
    settle(app, 2)
    assert isinstance(app.scenes.top, SetupScene) and app.scenes.top.info.id == game_id
    assert isinstance(app.scenes.stack[0], MenuScene)


@pytest.mark.parametrize("game_id", GAMES)
def test_a_wrong_click_is_refused_with_the_nudge_and_changes_nothing(quiet_app, game_id):
    app = quiet_app
    scene = tut.start_tutorial(app, game_id)
    t = scene.tutorial
    # go to the first step that expects an action
    while t.expected() is None:
        wait_ready(app, scene)
        app.step(1 / 60, click(centre(t.button().rect)))
        settle(app, 2)
    wait_ready(app, scene)
    _, clickable, _ = t.targets()
    table = scene.table_rect
    spot = next((x, y) for y in range(table.bottom - 5, table.y, -23) for x in range(table.x + 5, table.right, 23)
                if not any(r.inflate(4, 4).collidepoint((x, y)) for r in clickable)
                and not t.box.collidepoint((x, y)))
    record = json.dumps(scene.match.state.to_record() if hasattr(scene.match.state, "to_record") else None)
    log_before = len(scene.match.state.log)
    index_before = t.index
    app.toasts.items.clear()
    app.step(1 / 60, motion(spot))
    app.step(1 / 60, click(spot))
    settle(app, 2)
    assert len(scene.match.state.log) == log_before and t.index == index_before
    assert not getattr(scene, "locked", False)
    assert [i[0] for i in app.toasts.items] == [t.nudge()]
    assert json.dumps(scene.match.state.to_record() if hasattr(scene.match.state, "to_record") else None) == record
    # an action the step does not expect, sent straight to try_action, is refused the same way
    other = next(a for a in scene.match.state.legal_actions() if not t.allows(a))
    app.toasts.items.clear()
    assert scene.try_action(other) is False
    assert len(scene.match.state.log) == log_before and [i[0] for i in app.toasts.items] == [t.nudge()]


@pytest.mark.parametrize("game_id", GAMES)
def test_esc_then_leave_tutorial_goes_back_to_the_menu(quiet_app, game_id):
    app = quiet_app
    scene = tut.start_tutorial(app, game_id)
    wait_ready(app, scene)
    app.step(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="")])
    pause = app.scenes.top
    assert isinstance(pause, PauseScene)
    leave = next(b for b in pause.buttons if b.label == "Leave tutorial")
    assert not any(b.label.startswith("Save") for b in pause.buttons)
    app.step(1 / 60, [])
    app.step(1 / 60, click(centre(leave.rect)))
    assert isinstance(app.scenes.top, MenuScene) and len(app.scenes.stack) == 1


@pytest.mark.parametrize("game_id", GAMES)
def test_the_tutorial_leaves_the_saved_game_and_the_statistics_alone(quiet_app, game_id):
    app = quiet_app
    info = registry.get("scarabya")
    saved = info.new_game(2, 99, info.default_options())
    seats = [{"name": "Ann", "colour": 0, "kind": "human", "level": None},
             {"name": "Bob", "colour": 1, "kind": "human", "level": None}]
    assert savegame.write(saved, seats) is None
    before = savegame.autosave_path().read_bytes()
    stats_before = stats.load()[0].rows(game_id)
    scene = tut.start_tutorial(app, game_id)
    play_through(app, scene)
    assert scene.match.state.log, "the tutorial made no moves"
    assert savegame.autosave_path().read_bytes() == before
    scene.record_stats()
    assert [(r.name, r.played) for r in stats.load()[0].rows(game_id)] == \
        [(r.name, r.played) for r in stats_before]
    assert scene.undo_reason() is not None and scene.undo() is False
    assert savegame.autosave_path().read_bytes() == before


def test_menu_and_setup_offer_learn_to_play(quiet_app):
    app = quiet_app
    menu = MenuScene(app)
    app.scenes.reset(menu)
    app.step(1 / 60, [])
    ids = [g.id for g in menu.games]
    learn = menu.learn_buttons
    assert set(learn) == {i for i, g in enumerate(ids) if tut.available(g)} and learn
    i = sorted(learn)[0]
    app.step(1 / 60, click(centre(learn[i].rect)))
    assert getattr(app.scenes.top, "tutorial", None) is not None and app.scenes.top.match.state.game_id == ids[i]
    # the setup screen of a game with a tutorial has the button too; one without has none
    app.scenes.reset(MenuScene(app))
    setup = SetupScene(app, registry.get(ids[i]))
    app.scenes.push(setup)
    app.step(1 / 60, [])
    assert setup.learn_button is not None
    app.step(1 / 60, click(centre(setup.learn_button.rect)))
    assert getattr(app.scenes.top, "tutorial", None) is not None
    without = [g for g in ids if not tut.available(g)]
    if without:
        s2 = SetupScene(app, registry.get(without[0]))
        app.scenes.push(s2)
        app.step(1 / 60, [])
        assert s2.learn_button is None


@pytest.mark.parametrize("game_id", GAMES)
def test_a_click_anywhere_inside_an_outline_reaches_the_table(quiet_app, game_id):
    """The outline is what a player aims at: a click inside it, off the target's exact centre, is
    handed to the table (which makes a move of it, checked against the step), never swallowed by
    the tutorial's gate (seen in a real window: Artifakes' spaces and Thebes' cities and wheel
    segments only took clicks on a 9-pixel spot in their middle)."""
    app = quiet_app
    scene = tut.start_tutorial(app, game_id)
    checked = []

    def check(t):
        if t.expected() is None:
            return
        outlined, _, _ = t.targets()
        for r in map(pygame.Rect, outlined):
            for pos in ((r.x + r.w // 4, r.y + r.h // 4), (r.right - 1 - r.w // 4, r.bottom - 1 - r.h // 4)):
                if t.box is not None and t.box.collidepoint(pos):
                    continue
                ev = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
                assert t.handle(ev) is False, f"step {t.index}: a click at {pos} inside the outline {r} was refused"
                checked.append(pos)
    play_through(app, scene, check)
    assert checked
