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
from tests.ui_events import Pointer, click, motion
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


def play_through(app, scene, on_step=None, hand=None):
    """Click (or tap) what the tutorial outlines until it shows its last step. Returns the steps seen."""
    hand = hand or Pointer("mouse", app)
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
        app.step(1 / 60, hand.motion(pos))
        app.step(1 / 60, hand.click(pos))
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


@pytest.mark.parametrize("by", ["mouse", "touch"])
@pytest.mark.parametrize("game_id", GAMES)
def test_play_every_tutorial_to_its_end_through_its_outlines(quiet_app, game_id, by):
    app = quiet_app
    hand = Pointer(by, app)
    scene = tut.start_tutorial(app, game_id)
    assert scene is not None and app.scenes.top is scene
    expected_moves = []

    def check(t):
        want = t.expected()
        if want is not None:
            expected_moves.append((t.index, want))
    play_through(app, scene, check, hand)
    t = scene.tutorial
    # every expected action was applied, by the player, as the step asked
    for index, want in expected_moves:
        same = tut.same_for(game_id)
        assert any(e.seat == t.human and same(e.action, want) for e in scene.match.state.log), index
    # "Play a real game" opens the setup screen of the same game, over the menu
    app.step(1 / 60, hand.click(centre(t.real_button.rect)))
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


# ---- the note: numbered per screen, never covered, never on the board ----------------------------
@pytest.mark.parametrize("game_id", GAMES)
def test_every_screen_of_a_tutorial_has_a_step_number_of_its_own(quiet_app, game_id, monkeypatch):
    """A step that shows what happened after its move is a second screen: "step 2 of N" is never shown
    on two screens, and the count ends at the last screen."""
    app = quiet_app
    heads = []
    real_text = tut.theme.text

    def text(s, *a, **k):
        if isinstance(s, str) and s.startswith("Tutorial  ·  step"):
            heads.append(s)
        return real_text(s, *a, **k)
    monkeypatch.setattr(tut.theme, "text", text)
    scene = tut.start_tutorial(app, game_id)
    screens = []

    def on_step(t):
        heads.clear()
        app.draw()
        screens.append((t.index, t.phase, heads[-1]))
    play_through(app, scene, on_step)
    by_screen = {}
    for index, phase, head in screens:
        by_screen.setdefault((index, phase), head)
    labels = list(by_screen.values())
    assert len(set(labels)) == len(labels), f"{game_id}: a step number is shown on two screens: {labels}"
    last = labels[-1].split("step ")[1]
    n, total = last.split(" of ")
    assert n == total, labels[-1]


def _note_pixels(app, box):
    inner = pygame.Rect(box).inflate(-14, -14)
    return [tuple(app.screen.get_at((x, y))) for x in range(inner.left, inner.right, 4)
            for y in range(inner.top, inner.bottom, 4)]


@pytest.mark.parametrize("game_id", GAMES)
def test_no_tooltip_or_toast_is_ever_drawn_over_the_tutorial_note(quiet_app, game_id):
    """On every screen of every tutorial: with the pointer on each thing the table lets one click and
    after a refused click (its toast), the note's text is drawn exactly as with nothing else on screen,
    and the note never stands on the board."""
    from tests.scenes.test_hints import BOARD
    app = quiet_app
    scene = tut.start_tutorial(app, game_id)

    def on_step(t):
        sc = t.scene
        app.toasts.items.clear()
        app.step(1 / 60, motion((sc.size[0] - 2, sc.table_rect.bottom - 2)))   # a bare corner
        app.draw()
        box = pygame.Rect(t.box)
        assert not [r for r in BOARD[game_id](sc) if box.colliderect(r)], f"step {t.index}: the note is on the board"
        clean = _note_pixels(app, box)
        _, clickable, _ = t.targets()
        spots = [pygame.Rect(r).center for r in list(sc.interactive_rects())[:12] + list(clickable)]
        spots += [b.rect.center for b in (sc.log_button, sc.undo_button)]
        for pos in spots:
            if box.collidepoint(pos):
                continue
            app.step(1 / 60, motion(pos))
            app.draw()
            assert _note_pixels(app, box) == clean, f"{game_id} step {t.index}: a tooltip at {pos} covers the note"
        table = sc.table_rect
        spot = next(((x, y) for y in range(table.bottom - 5, table.y, -37) for x in range(table.x + 5, table.right, 37)
                     if not any(pygame.Rect(r).inflate(6, 6).collidepoint((x, y)) for r in clickable)
                     and not box.inflate(8, 8).collidepoint((x, y))), None)
        if spot is None:
            return
        app.step(1 / 60, motion(spot))
        app.step(1 / 60, click(spot))         # refused: the nudge's toast comes up
        sc.animator.skip_all()
        app.draw()
        assert app.toasts.items, "a refused click says why"
        if pygame.Rect(t.box) == box:
            assert _note_pixels(app, box) == clean, f"{game_id} step {t.index}: the toast covers the note"
        app.toasts.items.clear()
        app.step(1 / 60, motion((sc.size[0] - 2, sc.table_rect.bottom - 2)))
    play_through(app, scene, on_step)


def test_the_faras_tutorial_never_invites_a_click_it_refuses(quiet_app, tooltips_said):
    """At the first step (press the outlined button) neither the status bar nor a find's tooltip
    says to pick a find: a click on one is refused."""
    app = quiet_app
    said = tooltips_said
    scene = tut.start_tutorial(app, "faras")
    wait_ready(app, scene)
    t = scene.tutorial
    assert t.expected().kind == "place_rest_random"
    text, _ = scene.bar_status()
    assert "find" not in text.lower() and "outlined button" in text, text
    v = scene.view()
    tray = scene.tray_layout(v["unplaced"][v["placer"]])
    assert tray
    for token, rect in list(tray.items())[:6]:
        said.clear()
        app.step(1 / 60, motion(rect.center))
        app.draw()
        assert said and not any("pick it up" in m for m in said), said
        assert t.nudge() in said


@pytest.mark.parametrize("game_id", GAMES)
def test_a_refusal_toast_keeps_off_the_tutorial_note(quiet_app, game_id):
    """A refused click's toast (its usual place is low in the middle) is drawn clear of the note."""
    app = quiet_app
    scene = tut.start_tutorial(app, game_id)
    t = scene.tutorial
    corner = (scene.size[0] - 2, scene.table_rect.bottom - 2)
    seen = 0
    for _ in range(40):
        wait_ready(app, scene)
        if t.step.get("final"):
            break
        if t.expected() is not None:
            app.toasts.items.clear()
            app.step(1 / 60, motion(corner))
            app.draw()
            box = pygame.Rect(t.box)
            clean = _note_pixels(app, box)
            _, clickable, _ = t.targets()
            table = scene.table_rect
            spot = next((x, y) for y in range(table.y + 5, table.bottom, 37) for x in range(table.x + 5, table.right, 37)
                        if not any(pygame.Rect(r).inflate(6, 6).collidepoint((x, y)) for r in clickable)
                        and not box.inflate(8, 8).collidepoint((x, y)))
            app.step(1 / 60, click(spot))
            app.step(1 / 60, motion(corner))
            app.draw()
            assert [i[0] for i in app.toasts.items] == [t.nudge()]
            assert _note_pixels(app, box) == clean, f"{game_id} step {t.index}: the toast covers the note {box}"
            seen += 1
        _, clickable, _ = t.targets()
        app.toasts.items.clear()
        pos = centre(clickable[0])
        app.step(1 / 60, motion(pos))
        app.step(1 / 60, click(pos))
        settle(app, 2)
    assert seen >= 3


@pytest.mark.parametrize("size", [(1280, 720), (1000, 1000), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_artifakes_tutorial_note_leaves_the_rivals_panel_in_sight(quiet_app, size):
    """The rival's line (name, score, last move) is what a learner reads to see what the computer
    did: on no screen of the Artifakes tutorial does the note stand over it."""
    app = quiet_app
    app.set_window_size(*size)
    scene = tut.start_tutorial(app, "artifakes")
    covered = []

    def on_step(t):
        app.draw()
        rival = pygame.Rect(t.scene.pg.top)
        if pygame.Rect(t.box).colliderect(rival):
            covered.append((t.index, t.phase, pygame.Rect(t.box).clip(rival).size))
    play_through(app, scene, on_step)
    assert not covered, covered
