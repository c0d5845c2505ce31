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


# ---- what the tip never covers: the surface each game is played on (read from the scene itself) ----
def _ring_spaces(scene):
    g = scene.geo
    out = []
    for k in range(1, 31):
        x, y = g.space_centre(k)
        out.append(pygame.Rect(int(x) - 6, int(y) - 6, 12, 12))   # the heart of every space of the ring
    return out + [pygame.Rect(scene.inspector_rect)]


BOARD = {
    "faras": lambda sc: [pygame.Rect(sc.board_rect)],
    "thebes": lambda sc: [pygame.Rect(sc.map_rect)],
    "artifakes": _ring_spaces,
    "scarabya": lambda sc: [pygame.Rect(sc.site_geo.outer)],
}


def _play_first_moves(app, scene, on_tip):
    """Play a hot-seat game's first moves (the newcomers' hint moves), calling on_tip(scene) at every
    frame that shows a tip."""
    seen = 0
    for _ in range(400):
        app.step(1 / 60, [])
        scene.animator.skip_all()
        while isinstance(app.scenes.top, CurtainScene):
            app.step(1 / 60, click((3, 3)))
        if scene.match.is_over or min(scene.match.moves_by(s) for s in range(2)) >= HINT_MOVES:
            break
        app.draw()
        if scene.hints.box is not None:
            on_tip(scene)
            seen += 1
        if scene.human_to_act and scene.handoff_seat is None:   # (a curtain due is cleared first)
            legal = scene.match.legal_actions()
            quick = [a for a in legal if a.kind in ("place_rest_random", "end_memorise")] or legal
            scene.try_action(quick[0])
    return seen


@pytest.mark.parametrize("size", [None, (960, 950), (2560, 1080)])
@pytest.mark.parametrize("gid", GAMES)
def test_no_tip_ever_stands_on_the_board(app, gid, size):
    """Through the first moves of a hot-seat game (Faras' memorising too, when the whole board must be
    seen) the newcomer tip never covers the board, the map, the ring's spaces and Inspector or the site."""
    if size is not None:
        app.set_window_size(*size)
    scene = start(app, gid)

    def check(sc):
        on = [r for r in BOARD[gid](sc) if sc.hints.box.colliderect(r)]
        assert not on, f"{gid} step {len(sc.match.state.log)}: the tip {sc.hints.box} covers {on}"
    assert _play_first_moves(app, scene, check) >= 3


def test_the_faras_tip_leaves_the_played_card_and_the_panels_in_hot_seat(app):
    """Once play begins the left column holds the players' panels and the card played: the tip goes
    over the turn summary (it speaks to the same newcomer), not over them."""
    scene = start(app, "faras")

    def check(sc):
        if sc.view().get("phase") != "play":
            return
        keep = [pygame.Rect(r) for r in sc.player_rects] + [pygame.Rect(sc.played_rect)]
        assert not [r for r in keep if sc.hints.box.colliderect(r)], (sc.hints.box, keep)
    _play_first_moves(app, scene, check)


def test_a_closed_tip_stays_closed_for_the_rest_of_the_game(app):
    scene = start(app, "scarabya")
    app.draw()
    seat = scene.match.current_player
    app.step(1 / 60, click(scene.hints.box.center))
    assert not scene.hints.active()
    for _ in range(4):   # a few rounds: the same seat to place again and again
        for _ in range(50):
            if scene.match.current_player == seat and scene.match.moves_by(seat) > 0:
                break
            scene.match.apply(scene.match.legal_actions()[0])
            scene._after_apply([])
            app.step(1 / 60, [])
            scene.animator.skip_all()
            while isinstance(app.scenes.top, CurtainScene):
                app.step(1 / 60, click((3, 3)))
        app.draw()
        assert scene.hints.box is None, "the closed tip came back"
        scene.match.apply(scene.match.legal_actions()[0])
        scene._after_apply([])


def test_the_scarabya_tip_keeps_off_the_mission_card_and_the_round(app):
    scene = start(app, "scarabya")
    app.draw()
    box = scene.hints.box
    assert box is not None
    assert not box.colliderect(scene.card_rect) and not box.colliderect(scene.top_rect), (box, scene.top_rect)


# ---- tooltips -------------------------------------------------------------------------------------
def test_a_tooltip_waits_for_the_pointer_after_a_screen_above_the_table_goes(app):
    """What the pointer hovered before the curtain or the pause menu (the previous player's card, a
    button) has no tooltip when the table comes back, until the mouse moves over it again."""
    scene = start(app, "faras")
    pos = scene.log_button.rect.center
    app.step(1 / 60, motion(pos))
    app.draw()
    assert scene.tip_rect is not None
    scene.open_pause()
    app.draw()
    app.scenes.pop()
    for _ in range(3):
        app.step(1 / 60, [])
        app.draw()
        assert scene.tip_rect is None, "a tooltip from before the pause is back without a mouse move"
    app.step(1 / 60, motion(pos))
    app.draw()
    assert scene.tip_rect is not None


def test_no_tooltip_goes_to_a_corner_of_the_window(app):
    """Over every space of the Artifakes ring (and Faras' cards) the tooltip stays beside the pointer."""
    scene = start(app, "artifakes")
    app.draw()
    tray = next(iter(scene.pg.bot_trays.values()))
    app.step(1 / 60, click(tray.center))     # a piece in hand: every space says what burying does
    shown = 0
    for k in range(1, 31):
        pos = tuple(int(v) for v in scene.geo.space_centre(k))
        app.step(1 / 60, motion(pos))
        app.draw()
        r = scene.tip_rect
        if r is None:
            continue
        shown += 1
        dx = max(r.left - pos[0], 0, pos[0] - r.right)
        dy = max(r.top - pos[1], 0, pos[1] - r.bottom)
        assert dx <= 120 and dy <= 120, f"space {k}: the tooltip {r} is far from the pointer {pos}"
    assert shown >= 10


def test_a_tooltip_keeps_off_the_rest_of_the_hand(app):
    """The tooltip of one Faras card does not hide the player's other cards."""
    scene = start(app, "faras")

    def reach_cards(sc):
        return sc.view().get("step") == "card" and sc.hints.box is not None

    for _ in range(400):
        if reach_cards(scene):
            break
        app.step(1 / 60, [])
        scene.animator.skip_all()
        while isinstance(app.scenes.top, CurtainScene):
            app.step(1 / 60, click((3, 3)))
        if scene.human_to_act and scene.handoff_seat is None:
            legal = scene.match.legal_actions()
            quick = [a for a in legal if a.kind in ("place_rest_random", "end_memorise")] or legal
            if scene.view().get("step") != "card":
                scene.try_action(quick[0])
        app.draw()
    hands = [pygame.Rect(r) for r in scene.hand_rects]
    assert len(hands) >= 2
    shown = 0
    for i, card in enumerate(hands):
        app.step(1 / 60, motion(card.center))
        app.draw()
        if scene.tip_rect is None:
            continue
        shown += 1
        hidden = (lambda r: scene.tip_rect.clip(r).w * scene.tip_rect.clip(r).h > 0.05 * r.w * r.h)
        others = [r for j, r in enumerate(hands) if j != i and hidden(r)]   # (a sliver at an edge hides nothing)
        assert not others, f"the tooltip of card {i} {scene.tip_rect} covers {others}"
    assert shown


# ---- the Scarabya tile in hand ----------------------------------------------------------------
def test_the_scarabya_tile_in_hand_is_never_drawn_over_the_side_column_or_the_site_name(app):
    scene = start(app, "scarabya")
    app.settings.hints = False     # the tip aside: only the tile moves
    app.draw()
    g = scene.site_geo
    keep = [scene.card_rect, scene.top_rect, pygame.Rect(0, 0, app.size[0], scene.table_rect.y)]
    plaque = pygame.Rect(g.outer.centerx - g.frame * 2, g.outer.y + 2, g.frame * 4, g.frame - 4)

    def pixels(rects):
        return [tuple(app.screen.get_at((x, y))) for r in rects for x in range(r.left, r.right, 5)
                for y in range(r.top, r.bottom, 5)]
    scene.anchor = None
    app.draw()
    before = pixels(keep + [plaque])
    for anchor in [(-1, 3), (-1, 4), (0, 9), (2, 10), (5, 11), (-2, 9)]:
        scene.anchor = anchor
        scene._still_key = None
        scene.app.dirty = True
        app.draw()
        assert scene.cells_of() and pixels(keep + [plaque]) == before, f"the tile at {anchor} is drawn off its site"


def _pixels_of(app, rect):
    return [tuple(app.screen.get_at((x, y))) for x in range(rect.left + 3, rect.right - 3, 4)
            for y in range(rect.top + 3, rect.bottom - 3, 4)]


@pytest.mark.parametrize("size", [(1280, 720), (960, 540), (1000, 1000), (2560, 1080)])
@pytest.mark.parametrize("game_id", ["faras", "thebes", "artifakes", "scarabya"])
def test_the_results_tooltips_keep_off_the_buttons(app, game_id, size):
    """Over every bar of the results chart the tooltip leaves Rematch and the other buttons in sight."""
    from scenes.shell.results import ResultsScene
    from tests.ui.test_stats import finished
    app.set_window_size(*size)
    state = finished(game_id, n=2 if game_id == "artifakes" else 4, seed=4)
    seats = [{"name": nm, "colour": i, "kind": "human", "level": None} for i, nm in enumerate(["Anna", "Ben", "Chloe", "Dawit"])]
    scene = ResultsScene(app, state, seats)
    app.scenes.push(scene)
    scene.age = 30.0     # the celebration is over
    scene.confetti = None

    def buttons_drawn():
        return [tuple(app.screen.get_at((x, y))) for b in scene.buttons
                for x in range(b.rect.left + 3, b.rect.right - 3, 4) for y in range(b.rect.top + 3, b.rect.bottom - 3, 4)]
    scene.hover_pos = (0, 0)
    app.draw()
    clean = buttons_drawn()
    clean_of = {id(b): _pixels_of(app, b.rect) for b in scene.buttons}
    assert scene.segments
    for rect, _text in list(scene.segments):
        scene.hover_pos = rect.center
        app.draw()
        assert buttons_drawn() == clean, f"the tooltip over {rect.center} covers a button"
    for b in scene.buttons:     # and a button's own tooltip leaves the other buttons in sight
        if not b.tooltip:
            continue
        scene.hover_pos = b.rect.center
        app.draw()
        others = [o for o in scene.buttons if o is not b]
        assert [px for o in others for px in _pixels_of(app, o.rect)] == \
            [px for o in others for px in clean_of[id(o)]], f"the tooltip of {b.label} covers another button"
