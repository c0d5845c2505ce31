"""Hot-seat trust, for every game with secrets: the handoff curtain cannot be clicked through, a burst
of clicks never acts for the next seat, the table shows only public things while the curtain is due,
the status says "Pass to ...", Esc on the curtain pauses without revealing anything, and the curtain
recaps what happened. Driven through App.step with a fake clock, so the half-second gates are real."""
from __future__ import annotations

import random

import pygame
import pytest

from game import registry
from scenes.shell.curtain import CurtainScene
from scenes.table.game_scene import open_game_scene
from scenes.shell.menu import MenuScene
from scenes.shell.pause import PauseScene
from tests.ui_events import click

HOT_SEAT_GAMES = ["faras", "artifakes"]


class Clock:
    def __init__(self):
        import time
        self.t = time.monotonic()   # the app's idle timers started on the real clock

    def __call__(self):
        return self.t


@pytest.fixture()
def real_gates(app):
    clock = Clock()
    app.now = clock
    app.curtain_gate_s = 0.5
    app.handoff_hold_s = 0.35
    return clock


def step(app, clock, events=(), dt=1 / 60):
    clock.t += dt
    app.step(dt, list(events))


def burst(scene):
    """Clicks all over the table, as six quick clicks by an impatient player would land."""
    r = scene.table_rect
    out = []
    for fx in (0.1, 0.3, 0.5, 0.7, 0.9):
        for fy in (0.15, 0.4, 0.65, 0.9):
            out += click((r.x + r.w * fx, r.y + r.h * fy))
    return out


def open_hot_seat(app, gid, seed=4):
    info = registry.get(gid)
    state = info.new_game(2, seed, info.default_options())
    seats = [{"name": n, "colour": i, "kind": "human", "level": None} for i, n in enumerate(("Anna", "Ben"))]
    app.scenes.reset(MenuScene(app))
    scene = open_game_scene(app, state, seats)
    scene.fast_forward = False
    return scene


def pass_curtain(app, clock):
    clock.t += 1.0
    step(app, clock, click((5, 5)))


def play_until(app, clock, scene, rng, stop, tries=3000):
    """Random legal moves, each as the seat at the screen, until one hands the turn from a seat to a
    next one for which `stop(next)` holds; returns (the seat who moved last, the next), or None.
    Curtains on the way are passed; the handoff has just begun when it returns (its animation runs)."""
    st = scene.match.state
    for _ in range(tries):
        if isinstance(app.scenes.top, CurtainScene):
            pass_curtain(app, clock)
            continue
        scene.animator.skip_all()
        clock.t += 1.0
        step(app, clock)
        if isinstance(app.scenes.top, CurtainScene) or not scene.human_to_act or st.is_over:
            continue
        seat = st.current_player
        assert scene.try_action(rng.choice(st.legal_actions()))
        nxt = st.current_player
        if nxt is not None and nxt != seat and stop(nxt):
            return seat, nxt
    return None


def play_to_handoff(app, clock, scene, rng):
    """Play until a move hands the screen over with the curtain due; returns the seat who moved last."""
    got = play_until(app, clock, scene, rng, scene.curtain_due)
    assert got is not None, "no handoff in 3000 moves"
    return got[0]


@pytest.mark.parametrize("gid", HOT_SEAT_GAMES)
def test_a_burst_of_clicks_never_skips_the_curtain_nor_plays_for_the_next_seat(app, real_gates, gid):
    clock = real_gates
    scene = open_hot_seat(app, gid)
    st = scene.match.state
    rng = random.Random(7)
    for handoff in range(3):
        mover = play_to_handoff(app, clock, scene, rng)
        nxt = st.current_player
        moves = len(st.log)
        # until the curtain is cleared the table shows the public view and says whom to pass to
        assert scene.viewer is None
        text, who = scene.bar_status()
        assert text == f"Pass to {scene.name(nxt)}" and who == nxt
        shown_for = 0.0
        for _ in range(200):      # a storm of clicks while the pieces fly, and on for 0.45 s of the curtain
            step(app, clock, burst(scene))
            assert scene.viewer is None and len(st.log) == moves
            top = app.scenes.top
            if isinstance(top, CurtainScene) and top.shown_at is not None:
                shown_for = clock.t - top.shown_at
                if shown_for >= 0.45:
                    break
        assert shown_for >= 0.45
        curtain = app.scenes.top
        assert isinstance(curtain, CurtainScene), f"handoff {handoff}: the curtain was clicked away"
        assert len(st.log) == moves, "a click meant for one seat acted for the next"
        assert scene.viewer is None and scene.cleared_seat == mover
        # within half a second of appearing it ignores presses; a press begun earlier cannot open it
        shown = curtain.shown_at
        step(app, clock, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(9, 9), button=1)])
        clock.t = shown + 0.6
        step(app, clock, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(9, 9), button=1)])
        assert app.scenes.top is curtain, "a press made during the gate opened the curtain"
        clock.t += 0.6                          # a moment of quiet: the next player's click opens it
        step(app, clock, click((9, 9)))
        assert app.scenes.top is scene and scene.viewer == nxt and scene.cleared_seat == nxt
        assert len(st.log) == moves


@pytest.mark.parametrize("gid", HOT_SEAT_GAMES)
def test_esc_on_the_curtain_pauses_and_resumes_to_the_curtain(app, real_gates, gid):
    clock = real_gates
    scene = open_hot_seat(app, gid)
    play_to_handoff(app, clock, scene, random.Random(2))
    for _ in range(5):
        scene.animator.skip_all()
        step(app, clock)
    curtain = app.scenes.top
    assert isinstance(curtain, CurtainScene)
    step(app, clock, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="")])
    assert isinstance(app.scenes.top, PauseScene)
    # the pause menu is drawn over the curtain, never over the table
    assert app.scenes.visible() == [curtain, app.scenes.top]
    step(app, clock, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="")])
    assert app.scenes.top is curtain and scene.viewer is None
    step(app, clock, click((9, 9)))               # the gate starts again after the pause
    assert app.scenes.top is curtain
    pass_curtain(app, clock)
    assert app.scenes.top is scene


@pytest.mark.parametrize("gid", HOT_SEAT_GAMES)
def test_the_curtain_recaps_what_happened_in_public_words(app, real_gates, gid):
    clock = real_gates
    scene = open_hot_seat(app, gid)
    play_to_handoff(app, clock, scene, random.Random(5))
    for _ in range(5):
        scene.animator.skip_all()
        step(app, clock)
    curtain = app.scenes.top
    assert isinstance(curtain, CurtainScene) and curtain.recap
    import re
    public = {ln.text for ln in scene.game_log.lines(None)}
    shown = {re.sub(r" \(x\d+\)$", "", t) for t in curtain.recap if not t.startswith("... ")}
    assert shown and shown <= public
    app.draw()


def test_a_computer_between_two_people_hides_the_hand_and_the_curtain_still_comes(app, real_gates):
    clock = real_gates
    info = registry.get("faras")
    state = info.new_game(3, 2, info.default_options())
    seats = [{"name": "Anna", "colour": 0, "kind": "human"}, {"name": "Cleo", "colour": 1, "kind": "bot",
                                                               "level": "easy"},
             {"name": "Ben", "colour": 2, "kind": "human"}]
    app.scenes.reset(MenuScene(app))
    scene = open_game_scene(app, state, seats)
    rng = random.Random(3)
    curtains = 0
    for _ in range(4000):
        if state.is_over or curtains >= 4:
            break
        top = app.scenes.top
        if isinstance(top, CurtainScene):
            curtains += 1
            assert scene.viewer is None
            pass_curtain(app, clock)
            continue
        scene.animator.skip_all()
        clock.t += 1.0
        step(app, clock)
        if scene.bot_turn is not None:
            scene.bot_turn.wait(5)
        if scene.human_to_act and app.scenes.top is scene and scene.input_armed():
            seat = state.current_player
            assert scene.viewer == seat
            scene.try_action(rng.choice(state.legal_actions()))
            if state.current_player != seat and scene._private(seat):
                assert scene.viewer is None       # the mover's secrets leave the screen with the turn
    assert curtains >= 2


def test_recap_folds_repeats_and_keeps_the_latest():
    from scenes.table.handoff import recap_lines
    assert recap_lines(["a", "a", "b"]) == ["a (x2)", "b"]
    got = recap_lines([f"line {i}" for i in range(10)])
    assert got == ["... 7 earlier events in the log (L)", "line 7", "line 8", "line 9"]
    assert recap_lines([]) == []


@pytest.mark.parametrize("gid,public_phase", [("faras", "memorise"), ("artifakes", "bury")])
def test_the_first_secret_after_a_public_phase_comes_behind_the_curtain(app, real_gates, gid, public_phase):
    """Both people watch a public phase together; whoever gets the first hand, even the one who made
    the last public move, gets it behind the curtain."""
    clock = real_gates
    scene = open_hot_seat(app, gid)
    st = scene.match.state
    rng = random.Random(1)
    seen_public = False
    for _ in range(3000):
        if isinstance(app.scenes.top, CurtainScene):
            if scene._private(st.current_player) and seen_public:
                break
            pass_curtain(app, clock)
            continue
        scene.animator.skip_all()
        clock.t += 1.0
        step(app, clock)
        if isinstance(app.scenes.top, CurtainScene):
            continue
        if scene.human_to_act:
            assert not scene._private(st.current_player) or not seen_public or scene.cleared_seat == st.current_player, \
                "a hand was shown after a public phase without the curtain"
            if getattr(st, "phase", None) == public_phase:
                seen_public = True
            scene.try_action(rng.choice(st.legal_actions()))
    assert seen_public and isinstance(app.scenes.top, CurtainScene)
    assert scene.viewer is None


@pytest.mark.parametrize("gid", ["faras", "thebes", "artifakes", "scarabya"])
def test_a_thinking_computer_shows_a_badge_on_its_seat(app, gid):
    """While a computer thinks, its seat's panel carries a 'thinking' badge (and the loop keeps drawing)."""
    import threading
    info = registry.get(gid)
    state = info.new_game(2, 4, info.default_options())
    seats = [{"name": "Anna", "colour": 0, "kind": "human"}, {"name": "Cleo", "colour": 1, "kind": "bot", "level": "easy"}]
    app.scenes.reset(MenuScene(app))
    scene = open_game_scene(app, state, seats)
    release = threading.Event()
    for _ in range(400):             # play Anna's moves until the computer is to act
        scene.animator.skip_all()
        app.step(1 / 60, [])
        if isinstance(app.scenes.top, CurtainScene):
            continue
        if state.current_player == 1:
            break
        if scene.human_to_act:
            scene.try_action(random.Random(len(state.log)).choice(state.legal_actions()))
    assert state.current_player == 1
    bot = scene.bots[1]
    slow = bot.choose

    def choose(*args, **kwargs):
        release.wait(5)
        return slow(*args, **kwargs)
    bot.choose = choose
    scene.bot_turn = None
    scene.animator.skip_all()
    app.step(1 / 60, [])
    assert scene.bot_turn is not None and scene.animating()
    texts = []
    from ui import theme
    orig = theme.text
    theme.text = lambda s, *a, **k: (texts.append(s), orig(s, *a, **k))[1]
    try:
        app.draw()
    finally:
        theme.text = orig
        release.set()
    assert any(t.startswith("thinking") for t in texts)
    assert pygame.Rect(scene.seat_rect(1)).contains(scene.thinking_rect)
    if gid == "thebes":   # in the panel header's free room: it covers none of the panel's figures
        covered = [what for what, drawn, _ in scene.text_boxes if drawn.colliderect(scene.thinking_rect)]
        covered += [tip for rect, tip in scene.hits if pygame.Rect(rect).colliderect(scene.thinking_rect)]
        assert not covered, covered


def test_mashing_on_past_half_a_second_never_opens_the_curtain(app, real_gates):
    """A player still clicking from their own turn keeps the curtain shut; half a second of quiet,
    then one click, opens it."""
    clock = real_gates
    scene = open_hot_seat(app, "faras")
    play_to_handoff(app, clock, scene, random.Random(7))
    for _ in range(10):
        scene.animator.skip_all()
        step(app, clock)
    curtain = app.scenes.top
    assert isinstance(curtain, CurtainScene) and curtain.shown_at is not None
    for _ in range(60):                       # two seconds of clicks, one every 1/30 s
        step(app, clock, click((9, 9)), dt=1 / 30)
        assert app.scenes.top is curtain, "mashing opened the curtain"
    assert not curtain.ready()
    clock.t += 0.6                            # the player stops and hands over
    step(app, clock, click((9, 9)))
    assert app.scenes.top is scene


def play_to_seat_change(app, clock, scene, rng):
    """Play until a move hands the turn to the other person with no curtain due (a public moment,
    such as Artifakes' burying); returns the new seat, or None."""
    got = play_until(app, clock, scene, rng, lambda nxt: not scene.curtain_due(nxt))
    return None if got is None else got[1]


@pytest.mark.parametrize("gid", ["faras", "thebes", "artifakes", "scarabya"])
def test_a_long_burst_of_clicks_never_acts_for_the_next_person(app, real_gates, gid):
    """With no curtain between two people (nothing secret on screen), a player who keeps clicking
    after their move, for longer than the hold after a change of seat, still never acts for the next
    one: every press during the hold starts it again. Half a second of quiet, and the table is theirs."""
    clock = real_gates
    scene = open_hot_seat(app, gid, seed=3)
    st = scene.match.state
    rng = random.Random(11)
    checked = 0
    for _ in range(4):
        nxt = play_to_seat_change(app, clock, scene, rng)
        if nxt is None:
            break
        moves = len(st.log)
        for _ in range(45):                  # one and a half seconds of clicks all over the table
            for ev in burst(scene):
                step(app, clock, [ev], dt=1 / 240)
            assert len(st.log) == moves, f"{gid}: a click burst acted for {scene.name(nxt)}"
        checked += 1
        clock.t += 0.6                       # quiet: the next person's own clicks count again
        step(app, clock)
        assert scene.input_armed() or not scene.human_to_act
    assert checked, f"{gid}: no public change of seat between two people found"


@pytest.mark.parametrize("gid", ["faras", "thebes", "artifakes", "scarabya"])
def test_alone_with_the_computer_the_hold_drops_only_the_double_of_the_last_click(app, real_gates, gid):
    """One person against the computer: right after the computer's move, the press that repeats the
    previous one (same spot, within half a second: the second half of a double click) is dropped, and
    a press anywhere else reaches the table at once (a Ready pressed a third of a second after the
    computer's move used to do nothing)."""
    import time
    clock = real_gates
    info = registry.get(gid)
    state = info.new_game(2, 5, info.default_options())
    seats = [{"name": "Anna", "colour": 0, "kind": "human", "level": None},
             {"name": "Nefer", "colour": 1, "kind": "bot", "level": "easy"}]
    app.scenes.reset(MenuScene(app))
    scene = open_game_scene(app, state, seats)
    scene.fast_forward = False
    reached = []
    scene.handle_table = lambda ev: reached.append(ev.type)   # what got past the gate, nothing more
    r = scene.table_rect
    here, there = (r.x + r.w * 0.3, r.y + r.h * 0.5), (r.x + r.w * 0.8, r.y + r.h * 0.8)
    rng = random.Random(2)
    checked = 0
    for _ in range(400):
        if state.is_over or checked >= 3:
            break
        scene.animator.skip_all()
        if state.current_player == 0:
            clock.t += 1.0
            step(app, clock)
            assert scene.try_action(rng.choice(state.legal_actions()))
            continue
        moves = len(state.log)
        for _ in range(500):          # the computer's turn, clicked at one spot all along
            step(app, clock, click(here), dt=1 / 60)
            if len(state.log) != moves:
                break
            time.sleep(0.002)
        if state.current_player != 0 or state.is_over:
            continue
        scene.animator.skip_all()
        assert clock.t < scene.arm_at, "no hold after the computer's move"
        reached.clear()
        step(app, clock, click(here), dt=1 / 60)
        assert reached == [], f"{gid}: the double of the last click acted right after the computer's move"
        step(app, clock, click(there), dt=0.1)
        assert reached == [pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP], \
            f"{gid}: a new click right after the computer's move was dropped ({reached})"
        checked += 1
    assert checked >= 2, f"{gid}: too few computer moves reached"


def test_a_secret_that_appears_while_a_computer_acts_is_not_left_open_to_the_other_person(app):
    """Anna and Ben at one screen, Chloe a computer who plays first: Ben had the screen without a
    curtain (the set-up and the memorising hide nothing), then the cards were dealt. While Chloe
    plays, the table shows the public view, not Ben's new hand, for Anna sits at the screen too."""
    import random
    from game.match import Match
    seats = [{"name": "Anna", "colour": 0, "kind": "human"}, {"name": "Ben", "colour": 1, "kind": "human"},
             {"name": "Chloe", "colour": 2, "kind": "bot", "level": "easy"}]
    info = registry.get("faras")
    for seed in range(1, 60):
        match = Match.new("faras", 3, seed, info.default_options(), seats)
        rng = random.Random(seed)
        while match.state.phase != "play":
            match.apply(rng.choice(match.legal_actions()))
        if match.current_player == 2:
            break
    assert match.current_player == 2 and match.view_is_private(1)
    app.settings.bot_delay = 60.0            # Chloe takes her time: the table waits on her turn
    app.scenes.reset(MenuScene(app))
    scene = open_game_scene(app, match)
    scene.viewer = 1                         # as the set-up left it: Ben had the screen, no curtain
    for _ in range(3):
        scene.animator.skip_all()
        app.step(1 / 30, [])
    assert scene.viewer is None and match.current_player == 2
