"""First-game hints: shown to newcomers on their first moves, in every game, and can be turned off."""
import pygame
import pytest

from game import registry
from scenes.shell.curtain import CurtainScene
from scenes.table.game_scene import open_game_scene
from scenes.table.hints import HINT_MOVES
from scenes.shell.menu import MenuScene
from tests.ui_events import click, headless_app, motion

GAMES = ["faras", "thebes", "artifakes", "scarabya"]


@pytest.fixture()
def app(tmp_path, monkeypatch):
    return headless_app(tmp_path, monkeypatch)


def start(app, gid, names=("Anna", "Ben")):
    info = registry.get(gid)
    state = info.new_game(2, 3, info.default_options())
    seats = [{"name": n, "colour": i, "kind": "human", "level": None} for i, n in enumerate(names)]
    scene = open_game_scene(app, state, seats)
    for _ in range(300):
        app.step(1 / 60, [])
        scene.animator.skip_all()
        while isinstance(app.scenes.top, CurtainScene):
            app.step(1 / 60, click((3, 3)))
        if scene.hints.active():
            break
    return scene


@pytest.mark.parametrize("gid", GAMES)
def test_a_newcomer_gets_a_sentence_and_something_outlined(app, gid):
    scene = start(app, gid)
    assert scene.hints.active()
    text, rects = scene.hints.content()
    assert text and rects and all(r.w > 0 and r.h > 0 for r in rects)
    app.draw()


def test_hints_can_be_turned_off(app):
    app.settings.hints = False
    scene = start(app, "scarabya")
    assert not scene.hints.active()


def test_hints_stop_after_the_first_moves_and_skip_known_players(app):
    scene = start(app, "artifakes")
    seat = scene.match.state.current_player
    for _ in range(200):
        if sum(1 for e in scene.match.state.log if e.seat == seat) >= HINT_MOVES or scene.match.state.is_over:
            break
        scene.match.state.apply(scene.match.state.legal_actions()[0])
    while scene.match.state.current_player != seat and not scene.match.state.is_over:
        scene.match.state.apply(scene.match.state.legal_actions()[0])
    assert not scene.hints.active()
    from ui import stats
    data, _ = stats.load()
    stats.record(data, "thebes", [{"name": "Anna", "kind": "human"}, {"name": "Ben", "kind": "human"}], [3, 1], [0])
    stats.save(data)
    app.scenes.reset(MenuScene(app))
    again = start(app, "thebes")
    assert again.hints.seats == set()


@pytest.mark.parametrize("size", [None, (960, 950), (1024, 768), (2560, 1080)])
@pytest.mark.parametrize("gid", GAMES)
def test_the_tip_covers_nothing_clickable_and_a_click_on_it_only_closes_it(app, gid, size):
    """At any window shape (a tall one, where the tip's first place is below the cards, too) the tip
    keeps off what can be clicked and what must stay readable, every player's panel among it."""
    if size is not None:
        app.set_window_size(*size)
    scene = start(app, gid)
    app.draw()
    box = scene.hints.box
    assert box is not None and box.colliderect(scene.table_rect)
    text, targets = scene.hints.content()
    panels = [scene.seat_rect(s) for s in range(scene.match.num_players)]
    hard, soft = scene.hints.clear_of()
    keep_clear = hard + soft + targets + [pygame.Rect(r) for r in panels if r is not None]
    covered = [r for r in keep_clear if box.colliderect(r)]
    assert not covered, f"the tip {box} covers {covered}"
    moves = len(scene.match.state.log)
    app.step(1 / 60, click(box.center))
    assert len(scene.match.state.log) == moves and not scene.hints.active()
    app.draw()
    assert scene.hints.box is None


@pytest.mark.parametrize("gid", GAMES)
def test_modal_layers_are_above_the_tip(app, gid):
    scene = start(app, gid)
    assert scene.hints.active()
    scene.open_pause()
    app.draw()
    assert not scene.hints.active() and scene.hints.box is None


TIP_FILL = (255, 250, 232)   # ui.widgets.tooltip's paper


def _table_tooltips(app, scene):
    """Pointer positions over the table (the outlined targets, the table's buttons, then a grid): for
    each one that showed a tooltip, (pos, the tooltip's rect, the paper's left margin as drawn)."""
    _text, targets = scene.hints.content()
    t = scene.table_rect
    points = [r.center for r in targets]
    points += [b.rect.center for b in getattr(scene, "visible_buttons", list)()]
    points += [(t.x + t.w * i // 14, t.y + t.h * j // 10) for j in range(1, 10) for i in range(1, 14)]
    found = []
    for pos in points:
        app.step(1 / 60, motion(pos))
        app.draw()
        rect = scene.tip_rect
        if rect is not None and scene.hints.box is not None:
            x = rect.left + 4   # inside the border, left of the text; clear of the rounded corners
            margin = [tuple(app.screen.get_at((x, y)))[:3] for y in range(rect.top + 7, rect.bottom - 7, 2)]
            found.append((pos, rect.copy(), margin))
    return found


@pytest.mark.parametrize("gid", GAMES)
def test_a_tooltip_is_drawn_above_the_newcomer_tip_and_its_outlines(app, gid):
    """The tooltip of what is under the pointer is the last thing a table draws: no hint outline,
    tip box or panel covers its paper, and it keeps off the tip's box."""
    scene = start(app, gid)
    assert scene.hints.active()
    found = _table_tooltips(app, scene)
    assert len(found) >= 3, f"{gid}: hardly any tooltip on the table: {found}"
    for pos, rect, margin in found:
        assert set(margin) == {TIP_FILL}, (gid, pos, rect, margin)
        if not scene.hints.box.collidepoint(pos):
            assert not rect.colliderect(scene.hints.box), (gid, pos, rect, scene.hints.box)


def test_in_a_tall_window_the_thebes_tip_leaves_the_exhibition_row_readable(app):
    """At 960x950 the first place for the tip is under the researcher cards, over the (empty)
    exhibition row and its heading; that row says where exhibitions will come up."""
    app.set_window_size(960, 950)
    scene = start(app, "thebes")
    app.draw()
    row = scene.exhibition_row
    assert all(row.contains(r) for r in scene.slot_rects)
    assert scene.hints.box is not None and not scene.hints.box.colliderect(row), (scene.hints.box, row)


def test_in_a_tall_window_the_faras_tip_leaves_the_turn_summary_readable(app):
    """Before play begins the played card's place is empty: the tip goes there, not over the
    turn summary under it."""
    from scenes.faras.table import how_to_rect
    app.set_window_size(960, 950)
    scene = start(app, "faras")
    app.draw()
    how = how_to_rect(scene, scene.view())
    assert how is not None and scene.hints.box is not None
    assert not scene.hints.box.colliderect(how), (scene.hints.box, how)


@pytest.mark.parametrize("size", [None, (960, 950), (1024, 768), (2560, 1080)])
def test_once_a_piece_is_picked_the_artifakes_tip_leaves_the_ring_spaces_free(app, size):
    """Picking a piece makes the ring's spaces clickable; where no place keeps the tip off both them
    and the side panel, it covers the panel (readable later), never a space (a click there would
    only close the tip)."""
    if size is not None:
        app.set_window_size(*size)
    scene = start(app, "artifakes")
    app.draw()
    tray = next(r for k, r in scene.pg.bot_trays.items())
    app.step(1 / 60, click(tray.center))
    assert scene.sel_piece is not None
    app.draw()
    box = scene.hints.box
    assert box is not None
    hard, _soft = scene.hints.clear_of()
    assert not [r for r in hard if box.colliderect(r)], box
