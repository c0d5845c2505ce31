"""The Faras scene: renders at both ends of the size range, plays a whole game through real mouse
events (humans and bots mixed, the lifting challenge included), and shrugs off bad input."""
import random
import re

import pygame
import pytest

from game import registry
from game.match import Match
from scenes.shell.app import App
from scenes.shell.curtain import CurtainScene
from game.faras import board as B
from scenes.faras.scene import FarasScene
from scenes.faras.panels import decision_items, reveal_layout
from scenes.table.game_scene import open_game_scene, seat_defaults
from scenes.shell.results import ResultsScene
from tests.ui_events import Pointer, click

INFO = registry.get("faras")


def bots_play(state, steps, seed=5, until=None):
    """Normal computers play `state` (a fresh game) for `steps` moves or until `until(state)`."""
    m = Match(state, [{"kind": "bot", "level": "normal"}] * state.num_players, bot_seed=seed)
    m.play_bots(max_moves=steps, until=None if until is None else (lambda match: until(match.state)))
    return state


def open_scene(app, state, humans=(0,)):
    seats = seat_defaults(state.num_players)
    for h in humans:
        seats[h]["kind"] = "human"
    app.scenes.stack.clear()
    return open_game_scene(app, state, seats)


@pytest.mark.parametrize("size", [(1280, 720), (3840, 2160)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("variant", ["standard", "expert"])
def test_renders_start_mid_and_over(app, size, variant):
    app.set_window_size(*size)
    opts = dict(INFO.default_options(), variant=variant)
    for steps in (0, 40, 200, 10 ** 5):
        state = bots_play(INFO.new_game(3, 21, opts), steps)
        scene = open_scene(app, state)
        for _ in range(3):
            app.step(1 / 60, [])
        app.draw()
        assert app.screen.get_size() == size
        assert isinstance(scene, FarasScene) or isinstance(app.scenes.top, ResultsScene)
    assert app.problems == []


def human_click_for(scene, app):
    """Where a human would click for the decision in front of them (a legal move)."""
    st = scene.match.state
    v = scene.view()
    if st.phase == "setup":
        if len(st.unplaced[st.placer]) > 3:
            return scene.random_button.rect.center
        tray = scene.tray_layout(v["unplaced"][st.placer])
        if st.selected is None:
            return next(iter(tray.values())).center
        if st.variant == "expert":   # a free spot the rules offer, clicked where the token would lie
            a = next(a for a in st.legal_actions() if a.kind == "place_at")
            return scene.cell_rect(0, (a["x"], a["y"])).center
        cell = next(c for c in range(64) if st.board[c] is None)
        return scene.cell_rect(cell).center
    if st.phase == "memorise":
        return scene.ready_button.rect.center
    step = st.step
    if step == "card":
        return scene.hand_rects[0].center
    if step in ("dig", "peek"):
        done = set(st.peeked) if step == "peek" else set()
        cell = next(c for c in st.face_down_cells() if c not in done)
        return scene.disp_cell_rect(cell).center
    items = [it for it in decision_items(scene, v) if it.kind in ("action", "all", "lift")]
    if step == "challenge" and items and items[0].kind == "lift":
        # wait until the wobbling find stands upright, then click (the real dexterity move)
        for _ in range(400):
            if scene.challenge is not None and scene.challenge.waiting and scene.challenge.in_window():
                break
            app.step(1 / 120, [])
        return items[0].rect.center
    return items[0].rect.center


@pytest.mark.parametrize("by", ["mouse", "touch"])
@pytest.mark.parametrize("seed,humans,n", [(2, (0,), 2), (8, (0, 1), 3)])
def test_a_whole_game_through_mouse_clicks(app, seed, humans, n, by):
    """A whole game played through the table by clicks, or by taps of a finger (ui/touch.py)."""
    hand = Pointer(by, app)
    state = INFO.new_game(n, seed, INFO.default_options())
    scene = open_scene(app, state, humans)
    challenges = 0
    for _ in range(6000):
        top = app.scenes.top
        if isinstance(top, ResultsScene):
            break
        if isinstance(top, CurtainScene):
            app.step(1 / 60, hand.click((10, 10)))
            continue
        if scene.reveal is not None and not scene.animator.busy:
            # a shown collection: the table has read it and closes it (Esc), as people do
            app.step(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)])
            continue
        if scene.human_to_act and not scene.animator.busy:
            if state.phase == "play" and state.step == "challenge":
                challenges += 1
            before = len(state.log)
            pos = human_click_for(scene, app)
            app.step(1 / 60, hand.click(pos))
            if state.phase == "setup" and len(state.log) == before:
                app.step(1 / 60, [])
        else:
            app.step(1 / 60, [])
            if scene.bot_turn is not None:
                scene.bot_turn.wait(5)
        scene.animator.skip_all()
        if state.is_over:
            scene.finished_at = -10.0
    assert isinstance(app.scenes.top, ResultsScene), state.phase
    assert state.is_over and len(state.log) > 60
    assert any(e.seat in humans for e in state.log if e.action.kind == "play_card")
    assert app.problems == []


def play_to(state, pred, seed=5):
    return bots_play(state, None, seed, until=pred)


def test_bad_input_shows_a_reason_and_changes_nothing(app):
    state = play_to(INFO.new_game(2, 4, INFO.default_options()),
                    lambda s: s.phase == "play" and s.current_player == 0 and s.step == "card"
                    and all(s.card != x for x in ()) and s.round >= 2)
    scene = open_scene(app, state)
    app.step(1 / 60, [])
    scene.animator.skip_all()
    app.step(1 / 60, [])
    n = len(state.log)

    def expect_refusal(pos):
        app.toasts.items.clear()
        app.step(1 / 60, click(pos))
        assert app.toasts.items, f"no reason shown for a click at {pos}"
        assert len(state.log) == n

    # a board click before choosing a card, the dam, the opponent's hand
    expect_refusal(scene.disp_cell_rect(state.face_down_cells()[0]).center)
    expect_refusal(scene.dam_rect.center)
    expect_refusal(scene.player_rects[1].center)
    # choose a card (not Library Research) and reveal one token; then click it again
    hand = sorted(state.hands[0], key=lambda c: state.hands[0].index(c))
    idx = next((i for i, c in enumerate(scene.view()["hand"]) if c["kind"] not in ("library",)), 0)
    app.step(1 / 60, click(scene.hand_rects[idx].center))
    assert len(state.log) == n + 1
    if state.step == "dig":
        cell = state.face_down_cells()[0]
        app.step(1 / 60, click(scene.disp_cell_rect(cell).center))
        scene.animator.skip_all()
        app.step(1 / 60, [])
        if state.step == "dig" and cell in state.revealed:
            n = len(state.log)
            expect_refusal(scene.disp_cell_rect(cell).center)
            expect_refusal(scene.hand_rects[0].center)   # a second card in the same turn
    del hand


def test_clicks_during_animation_and_a_bots_turn(app):
    state = play_to(INFO.new_game(2, 6, INFO.default_options()),
                    lambda s: s.phase == "play" and s.current_player == 1 and s.step == "card")
    scene = open_scene(app, state)
    app.settings.bot_delay = 5.0
    app.step(1 / 60, [])
    n = len(state.log)
    app.toasts.items.clear()
    app.step(1 / 60, click(scene.disp_cell_rect(state.face_down_cells()[0]).center))
    assert app.toasts.items and len(state.log) == n
    app.settings.bot_delay = 0.0


def test_random_clicks_never_crash(app):
    rng = random.Random(3)
    state = play_to(INFO.new_game(3, 13, dict(INFO.default_options(), variant="expert")),
                    lambda s: s.phase == "setup" and len(s.log) > 10)
    scene = open_scene(app, state, humans=(0, 1, 2))
    for i in range(400):
        if not isinstance(app.scenes.top, (FarasScene, CurtainScene)):
            break
        w, h = app.size
        if rng.random() < 0.7:
            events = click((rng.randrange(w), rng.randrange(h)))
        else:
            events = [pygame.event.Event(pygame.MOUSEMOTION, pos=(rng.randrange(w), rng.randrange(h)),
                                         rel=(0, 0), buttons=(0, 0, 0))]
        app.step(1 / 30, events)
        if i % 50 == 0 and scene.human_to_act and not isinstance(app.scenes.top, CurtainScene):
            app.step(1 / 60, click(human_click_for(scene, app)))
    assert app.problems == []


def test_a_bot_starting_player_does_not_end_the_memorising(app):
    state = play_to(INFO.new_game(2, 1, INFO.default_options()), lambda s: s.phase == "memorise")
    humans = tuple(s for s in range(2) if s != state.start)
    scene = open_scene(app, state, humans)
    for _ in range(30):
        app.step(1 / 30, [])
        if scene.bot_turn is not None:
            scene.bot_turn.wait(5)
    assert state.phase == "memorise"
    # a click on the board says what to do now, not that the computer (named to start) is playing
    app.step(1 / 60, click(scene.board_rect.center))
    said = app.toasts.items[-1][0]
    assert said.startswith("Memorise now") and "computer" not in said, said
    app.step(1 / 60, click(scene.ready_button.rect.center))
    assert state.phase == "play"


def test_place_the_rest_at_random_finishes_the_placement_at_once(app):
    """Once no human has a find left to place, the computers' finds go down in one go (one short
    animation), not one by one at the computers' pace."""
    state = INFO.new_game(2, 3, INFO.default_options())
    human = state.placer                      # the starting player is the human
    scene = open_scene(app, state, humans=(human,))
    app.settings.bot_delay = 1.0              # a computer's normal thinking pause
    app.step(1 / 60, [])
    app.step(1 / 60, click(scene.random_button.rect.center))
    assert not state.unplaced[human]
    elapsed = 0.0
    while state.phase == "setup" and elapsed < 3.0:
        app.step(1 / 30, [])
        elapsed += 1 / 30
    assert state.phase == "memorise", f"still placing after {elapsed:.1f} s"
    anim = 0.0
    while scene.animator.busy and anim < 10:
        app.step(1 / 30, [])
        anim += 1 / 30
    assert anim < 3.0, f"the placement animation took {anim:.1f} s"
    app.settings.bot_delay = 0.0
    assert app.problems == []


def test_each_human_has_their_own_ready_while_memorising(app):
    state = play_to(INFO.new_game(3, 1, INFO.default_options()), lambda s: s.phase == "memorise")
    scene = open_scene(app, state, humans=(0, 2))
    app.step(1 / 60, [])
    assert set(scene.ready_buttons) == {0, 2}
    app.step(1 / 60, click(scene.ready_buttons[0].rect.center))
    assert state.phase == "memorise", "one player's Ready must not end it for everyone"
    assert scene.still_memorising() == [2]
    assert scene.name(2) in scene.status() and "Still memorising" in scene.status()
    app.step(1 / 60, click(scene.ready_buttons[0].rect.center))   # again: nothing changes
    assert state.phase == "memorise"
    app.step(1 / 60, click(scene.ready_buttons[2].rect.center))
    assert state.phase == "play"
    assert app.problems == []


def test_the_memorising_timer_ends_it_for_everyone_even_if_not_all_are_ready(app):
    state = play_to(INFO.new_game(2, 1, dict(INFO.default_options(), memorise_seconds=30)),
                    lambda s: s.phase == "memorise")
    scene = open_scene(app, state, humans=(0, 1))
    app.step(1 / 60, click(scene.ready_buttons[0].rect.center))
    for _ in range(40):
        app.step(1.0, [])
        if state.phase != "memorise":
            break
    assert state.phase == "play"


def _dispute_scene(app):
    """Seat 0 (human) plays Scientific Dispute against seat 1 (computer) who holds three tokens."""
    from tests.game.faras.helpers import card, position, tok
    coll = [tok("pottery", 4), tok("misc", 1), tok("bones", 0)]
    state = position(2, board={0: tok("sand", 0), 1: tok("sand", 1)}, collections={1: coll},
                     hands={0: [card("dispute"), card("guests"), card("library")]}, start=0, active=0)
    scene = open_scene(app, state, humans=(0,))
    app.settings.bot_delay = 0.0
    app.step(1 / 60, [])
    idx = next(i for i, c in enumerate(scene.view()["hand"]) if c["kind"] == "dispute")
    app.step(1 / 60, click(scene.hand_rects[idx].center))
    for cell in (0, 1):
        scene.animator.skip_all()
        app.step(1 / 60, click(scene.disp_cell_rect(cell).center))
    for _ in range(300):
        if scene.reveal is not None:
            break
        app.step(1 / 60, [])
        if scene.bot_turn is not None:
            scene.bot_turn.wait(5)
        scene.animator.skip_all()
    return scene, state, coll


def test_the_disputed_collection_is_shown_as_its_tokens(app):
    scene, state, coll = _dispute_scene(app)
    assert scene.reveal is not None and scene.reveal["tokens"] == coll
    _, items, close = reveal_layout(scene, scene.reveal)
    assert [it.token for it in items] == coll                 # the pictures, not a sentence
    assert all(it.tip.split(" (")[0] in {"Blue fish plate", "Iron key", "Skull"} for it in items)
    app.draw()
    n = len(state.log)
    for _ in range(30):                                        # the computers wait while it is shown
        app.step(1 / 30, [])
    assert len(state.log) == n and scene.reveal is not None
    app.step(1 / 60, click(close.center))
    assert scene.reveal is None
    assert app.problems == []


def test_close_topmost_closes_the_shown_collection(app):
    scene, _, _ = _dispute_scene(app)
    assert scene.close_topmost() is True and scene.reveal is None
    assert scene.close_topmost() is False                      # nothing of Faras' is open now


def test_esc_closes_the_shown_collection_before_the_pause_menu(app):
    from scenes.shell.pause import PauseScene
    scene, _, _ = _dispute_scene(app)
    esc = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="\x1b", scancode=41)
    app.step(1 / 60, [esc])
    assert scene.reveal is None and not isinstance(app.scenes.top, PauseScene)


def test_interactive_rects_cover_what_can_be_clicked(app):
    state = play_to(INFO.new_game(2, 4, INFO.default_options()),
                    lambda s: s.phase == "play" and s.current_player == 0 and s.step == "card")
    scene = open_scene(app, state)
    app.step(1 / 60, [])
    scene.animator.skip_all()
    rects = scene.interactive_rects()
    assert all(any(r.contains(h) for r in rects) for h in scene.hand_rects[:3])
    assert any(r.contains(scene.dam_rect) for r in rects)
    app.step(1 / 60, click(scene.hand_rects[0].center))
    scene.animator.skip_all()
    app.step(1 / 60, [])
    if state.step == "dig":
        rects = scene.interactive_rects()
        assert all(any(r.contains(scene.disp_cell_rect(c)) for r in rects) for c in state.face_down_cells())
    setup = INFO.new_game(2, 3, INFO.default_options())
    scene = open_scene(app, setup, humans=(setup.placer,))
    app.step(1 / 60, [])
    rects = scene.interactive_rects()
    assert any(r.contains(scene.random_button.rect) for r in rects)
    assert any(r.contains(scene.board_rect) for r in rects)


def _careful_press(game, rng, spread=0.07, late=0.02):
    """A careful player watches one swing, then presses when they expect the find upright: their
    timing is off by a normal error (spread about 70 ms, a little late), at 60 frames a second."""
    import math
    w, p0 = game.speed(), game.phase0
    k = math.ceil((w * (game.t + 0.8) + p0) / math.pi)
    press = (k * math.pi - p0) / w + rng.gauss(late, spread)
    while game.t + 1 / 60 <= press:
        game.update(1 / 60)
    return game.in_window()


def test_a_careful_player_lifts_the_valuable_find_about_half_the_time():
    from scenes.faras.panels import LiftChallenge
    rng = random.Random(11)
    hits = sum(_careful_press(LiftChallenge([0], rng.randrange(10 ** 6)), rng) for _ in range(3000))
    assert 0.4 <= hits / 3000 <= 0.7, hits / 3000
    wins = 0
    for _ in range(1000):   # a whole challenge: two tries
        g = LiftChallenge([0], rng.randrange(10 ** 6))
        while g.result is None:
            _careful_press(g, rng)
            g.lift()
            while g.result is None and not g.waiting:
                g.update(1 / 60)
        wins += bool(g.result)
    assert 0.5 <= wins / 1000 <= 0.9, wins / 1000


def play_valuable_and_dig_the_pair(app, scene):
    """Through clicks: play the Valuable Find card, then dig up the pair at cells 0 and 1."""
    idx = next(i for i, c in enumerate(scene.view()["hand"]) if c["kind"] == "valuable")
    app.step(1 / 60, click(scene.hand_rects[idx].center))
    for cell in (0, 1):
        scene.animator.skip_all()
        app.step(1 / 60, click(scene.disp_cell_rect(cell).center))
    scene.animator.skip_all()
    app.step(1 / 60, [])


def test_the_lift_counts_the_press_not_the_release(app):
    """A press at the upright moment lifts the find even though the release comes 0.1 s later."""
    from tests.game.faras.helpers import card, position, tok
    state = position(2, board={0: tok("pottery", 0), 1: tok("pottery", 1)}, collections={1: [tok("bones", 0)]},
                     dam=[tok("sand", 7)], hands={0: [card("valuable"), card("guests"), card("library")]},
                     start=0, active=0)
    scene = open_scene(app, state, humans=(0,))
    app.step(1 / 60, [])
    play_valuable_and_dig_the_pair(app, scene)
    assert state.step == "helper"
    helper = next(it for it in decision_items(scene, scene.view()) if it.seat == 1)
    app.step(1 / 60, click(helper.rect.center))
    scene.animator.skip_all()
    app.step(1 / 60, [])
    assert state.step == "challenge" and scene.challenge is not None
    stage = next(it for it in decision_items(scene, scene.view()) if it.kind == "lift").rect
    for _ in range(600):
        if scene.challenge.waiting and scene.challenge.in_window() and abs(scene.challenge.angle()) < 2:
            break
        app.step(1 / 120, [])
    down = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=stage.center, button=1)
    up = pygame.event.Event(pygame.MOUSEBUTTONUP, pos=stage.center, button=1)
    app.step(1 / 120, [down])
    for _ in range(12):
        app.step(1 / 120, [])          # the finger stays down for 0.1 s
    app.step(1 / 120, [up])
    for _ in range(200):
        if state.step != "challenge":
            break
        app.step(1 / 60, [])
    assert state.log[-1].action.kind == "challenge" and state.log[-1].action["success"] is True
    assert app.problems == []


SIZES = [(1024, 768), (1000, 1000), (1280, 720), (2560, 1080), (3840, 2160)]


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_table_fits_every_window_and_card_texts_stay_on_their_cards(app, size):
    from game.faras import data as D
    from scenes.faras.pieces import draw_card
    app.set_window_size(*size)
    state = play_to(INFO.new_game(4, 4, INFO.default_options()),
                    lambda s: s.phase == "play" and s.current_player == 0 and s.step == "dig" and s.round >= 3)
    scene = open_scene(app, state)
    for _ in range(3):
        app.step(1 / 60, [])
    scene.animator.skip_all()
    app.draw()
    screen = pygame.Rect((0, 0), size)
    boxes = [scene.board_rect, scene.dam_rect, scene.played_rect] + scene.player_rects + scene.hand_rects
    for b in boxes:
        assert screen.contains(b), (b, size)
    for i, a in enumerate(boxes):
        for b in boxes[i + 1:]:
            assert not a.colliderect(b), (a, b, size)
    assert scene.played_rect.w >= 13 * scene.px and scene.lower_rect.w >= 13 * scene.px   # room for the texts
    # every card, in the played-card panel and in the hand, keeps its title and text on the card
    for rect in (scene.played_rect, scene.hand_rects[0]):
        for kind in D.CARD_KINDS:
            surf = pygame.Surface(size)
            surf.fill((1, 2, 3))
            draw_card(surf, rect, kind, big=rect == scene.played_rect, selected=True, min_px=scene.min_px)
            outside = [(x, y) for x in range(0, size[0], 3) for y in range(rect.y - 12, rect.bottom + 16, 3)
                       if not rect.inflate(12, 24).collidepoint(x, y) and 0 <= y < size[1]
                       and surf.get_at((x, y))[:3] != (1, 2, 3)]
            assert not outside, f"{kind} card spills out of {rect} at {size}: {outside[:3]}"
    assert app.problems == []


def test_type_badges_are_at_least_h_over_60_at_1280x720(app):
    from scenes.faras.pieces import token_surface
    state = play_to(INFO.new_game(2, 1, INFO.default_options()), lambda s: s.phase == "memorise")
    scene = open_scene(app, state)
    app.step(1 / 60, [])
    img = token_surface(0, scene.token_size)             # a pottery find as it lies on the board
    badge = (169, 73, 42)                                # the pottery badge's fill
    xs = [x for x in range(img.get_width()) for y in range(img.get_height() // 2)
          if all(abs(a - b) < 18 for a, b in zip(img.get_at((x, y))[:3], badge))]
    width = max(xs) - min(xs) + 1
    assert width >= 1.25 * round(720 / 60), f"the type badge is {width} px across"   # its symbol reads at h/60


BAD_PLURAL = re.compile(r"\(s\)|\b1 (tokens|cards|stings|points|finds|stones|seconds|tries|looks|secret looks)\b")


def test_no_wrong_plurals_on_the_table_or_in_the_log(app, monkeypatch):
    from tests.game.faras.helpers import card, position, tok
    from ui import theme
    seen = []
    orig = theme.text

    def spy(s, kind, px, colour=theme.INK, wrap=0):
        seen.append(s)
        return orig(s, kind, px, colour, wrap)

    monkeypatch.setattr(theme, "text", spy)
    # one token in a collection, one card in a hand, a Valuable Find helper choice
    state = position(2, board={0: tok("pottery", 0), 1: tok("pottery", 1)}, collections={1: [tok("bones", 0)]},
                     dam=[tok("sand", 7)], hands={0: [card("valuable"), card("guests"), card("library")]},
                     start=0, active=0)
    state.hands[1] = state.hands[1][:1]
    state.draw_pile += []
    scene = open_scene(app, state, humans=(0,))
    app.step(1 / 60, [])
    for pos in (scene.coll_anchor(1).center, scene.player_rects[1].move(scene.player_rects[1].w // 3, 0).center,
                scene.dam_rect.center):
        app.step(1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))])
        app.draw()
    play_valuable_and_dig_the_pair(app, scene)
    app.draw()
    assert state.step == "helper"
    assert any("1 token" in s for s in seen)
    bad = [s for s in seen if BAD_PLURAL.search(s)]
    assert not bad, bad
    # and a whole game's log
    full = bots_play(INFO.new_game(3, 7, INFO.default_options()), 10 ** 5)
    scene = open_scene(app, full)
    lines = [str(x) for x in scene.log_lines(None)]
    assert lines and not [x for x in lines if BAD_PLURAL.search(x)]


def test_ctrl_z_takes_back_a_card_played_before_any_dig(app):
    state = play_to(INFO.new_game(2, 4, INFO.default_options()),
                    lambda s: s.phase == "play" and s.current_player == 0 and s.step == "card" and s.round >= 2)
    scene = open_scene(app, state)
    app.step(1 / 60, [])
    scene.animator.skip_all()
    hand = [c["card"] for c in scene.view()["hand"]]
    n = len(state.log)
    app.step(1 / 60, click(scene.hand_rects[0].center))
    scene.animator.skip_all()
    assert len(scene.match.state.log) == n + 1
    assert scene.match.state.step in ("dig", "peek")   # the board is far from empty: nothing drawn yet
    assert scene.undo_reason() is None
    ctrl_z = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_CTRL, unicode="z", scancode=29)
    app.step(1 / 60, [ctrl_z])
    assert len(scene.match.state.log) == n and scene.match.state.step == "card"
    assert [c["card"] for c in scene.view()["hand"]] == hand
    app.step(1 / 60, [])
    app.draw()
    assert app.problems == []


def test_a_computers_turn_is_recapped_on_its_panel(app, monkeypatch):
    from ui import theme
    state = play_to(INFO.new_game(2, 6, INFO.default_options()),
                    lambda s: s.phase == "play" and s.current_player == 1 and s.step == "card")
    scene = open_scene(app, state)
    seen = []
    orig = theme.text
    monkeypatch.setattr(theme, "text", lambda s, kind, px, colour=theme.INK, wrap=0: (seen.append(s), orig(s, kind, px, colour, wrap))[1])
    for _ in range(600):
        app.step(1 / 60, [])
        if scene.bot_turn is not None:
            scene.bot_turn.wait(5)
        if state.current_player != 1:
            break
    scene.animator.skip_all()
    app.step(1 / 60, [])
    app.draw()
    recap = scene.recap_text(1)
    assert recap.startswith("played "), recap
    assert any(s.startswith("computer: played") for s in seen)
    assert scene.recap_text(0) == ""      # the human's own moves need no recap


def test_while_everyone_memorises_the_bar_shows_no_one_seats_colour(app):
    state = play_to(INFO.new_game(2, 1, INFO.default_options()), lambda s: s.phase == "memorise")
    scene = open_scene(app, state, (0,))
    app.step(1 / 60, [])
    text, seat = scene.bar_status()
    assert text.startswith("Everyone") and seat is None
    app.step(1 / 60, click(scene.ready_button.rect.center))
    for _ in range(5):
        app.step(1 / 60, [])
    assert state.phase == "play" and scene.bar_status()[1] is not None


def test_expert_tokens_laid_by_mouse_in_neat_rows_all_find_their_place(app):
    """Two people lay every find in the middle of a plot of the 8 x 8 grid, the way people lay
    tiles (filling the plots in any order): every token lies where it was put, none is refused or moved for room."""
    state = INFO.new_game(2, 6, dict(INFO.default_options(), variant="expert"))
    scene = open_scene(app, state, humans=(0, 1))
    homes = [tuple(B.cell_xy(c)) for c in range(64)]
    random.Random(2).shuffle(homes)
    for n, (x, y) in enumerate(homes):
        for _ in range(30):
            app.step(1 / 60, [])
        assert app.scenes.top is scene and scene.human_to_act
        tray = scene.tray_layout(scene.view()["unplaced"][state.placer])
        app.step(1 / 60, click(next(iter(tray.values())).center))
        app.toasts.items.clear()
        app.step(1 / 60, click(scene.cell_rect(0, (x, y)).center))
        assert not app.toasts.items, (n, [str(t) for t in app.toasts.items])
        assert len(state.positions()) == n + 1
        assert any(abs(px - x) <= 1 and abs(py - y) <= 1 for px, py in state.positions()), \
            f"token {n} was moved away from the plot it was laid on"
    assert state.phase == "memorise" and app.problems == []
