"""Artifakes table: what just happened (the round's scoring summary, a computer's move
recapped), Esc, the landing chips, tooltips and the sun and moon marks, and a layout where nothing
overlaps at any window size."""
import pygame
import pytest

from game.core import Action
from scenes.artifakes import panels as P
from scenes.artifakes.scene import DAY_NIGHT_TIP, SUMMARY_GUARD_S
from scenes.shell.results import ResultsScene
from tests.game.artifakes.helpers import bury_table, dig_table
from tests.scenes.artifakes.helpers import dismiss_summary, new_state, open_scene, settle, to_phase
from tests.ui_events import click, motion

ALL_SIZES = [(1024, 768), (1000, 1000), (1280, 720), (2560, 1080), (3840, 2160)]


def key(k, mod=0):
    return [pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)]


def last_card_position(total=(0, 0)):
    """Anna (seat 0, human) holds the round's last card: 3 for its number finds her disk on space 3."""
    return dig_table({3: ((1, 0), (0, 0)), 9: ((0, 1), (0, 0))}, [["3d"], []], turn=0, inspector=2, total=total)


def play_last_card(app, kinds=("human", "bot"), total=(0, 0)):
    state = last_card_position(total)
    scene = open_scene(app, state, list(kinds))
    scene.viewer = 0
    settle(app, scene)
    assert scene.try_action(Action.make("play", card="3d", mode="number", direction="cw"))
    return state, scene


def test_round_end_summary_waits_for_a_click_and_says_who_scored_what(app):
    state, scene = play_last_card(app)
    assert state.phase == "bury" and state.round == 2
    # the scoring walk plays first; then the summary is up, and everything waits
    assert scene.summary is not None and scene.animator.busy
    settle(app, scene)
    app.step(1 / 60, [])
    assert scene.summary_showing()
    text = " ".join(t for _, t in scene.summary["rows"]) + " " + scene.summary["footer"]
    assert "Anna: +1 for junk recovered" in text and "step 0 to 1 of 30" in text
    assert "Ben: no junk recovered" in text and "buries first" in text
    assert "scored" in scene.status()
    # public: nobody's hand is on the screen, and the rules say nothing private is in view
    assert not state.view_is_private(0) and not state.view_is_private(1)
    # a click at once (spam) does not close it ...
    app.step(1 / 60, click(scene.geo.rect.center))
    assert scene.summary_showing()
    # ... a click a moment later does, and Anna (she scored more) buries first
    scene.summary_opened -= SUMMARY_GUARD_S
    app.step(1 / 60, click(scene.summary_button.rect.center))
    assert scene.summary is None and scene.my_turn()
    assert app.problems == []


def test_the_computer_waits_while_the_summary_is_up(app):
    # Ben (computer) plays the round's last card, finds his bar and buries first next round
    state = dig_table({3: ((1, 0), (0, 0)), 9: ((0, 0), (0, 1))}, [[], ["9d"]], turn=1, inspector=7)
    scene = open_scene(app, state, ["human", "bot"])
    wait_for_the_computer(app, scene, 0)
    settle(app, scene)
    app.step(1 / 60, [])
    assert scene.summary_showing() and state.current_player == 1
    assert "Ben: +2 for junk recovered" in " ".join(t for _, t in scene.summary["rows"])
    assert "Ben buries first (scored more this round)" in scene.summary["footer"]
    for _ in range(30):
        app.step(1 / 30, [])
        assert scene.bot_turn is None
    assert len(state.log) == 1 and scene.summary_showing()
    dismiss_summary(app, scene)
    wait_for_the_computer(app, scene, 1)
    assert app.problems == []


def test_the_final_scoring_summary_comes_before_the_results(app):
    state, scene = play_last_card(app, total=(29, 0))
    assert state.is_over
    settle(app, scene)
    for _ in range(5):
        app.step(1.0, [])
    assert app.scenes.top is scene and scene.summary_showing()
    assert "wins" in scene.summary["footer"]
    dismiss_summary(app, scene)
    scene.finished_at = -10.0
    app.step(1 / 60, [])
    assert isinstance(app.scenes.top, ResultsScene)


def test_close_topmost_closes_the_summary_then_the_chosen_card(app):
    state, scene = play_last_card(app)
    settle(app, scene)
    app.step(1 / 60, [])
    assert scene.close_topmost() and scene.summary is None
    assert not scene.close_topmost()             # nothing of Artifakes' is open now
    state = to_phase(new_state(seed=6), "dig")
    scene = open_scene(app, state, ["human", "bot"])
    settle(app, scene)
    card = state.view(0)["hand"][0]["id"]
    rect = scene.pg.hand_rects(len(state.view(0)["hand"]))[0]
    app.step(1 / 60, click(rect.center))
    assert scene.sel_card == card
    assert scene.close_topmost() and scene.sel_card is None
    assert not scene.close_topmost()


def test_esc_puts_the_chosen_card_back_before_it_pauses(app):
    state = to_phase(new_state(seed=6), "dig")
    scene = open_scene(app, state, ["human", "bot"])
    settle(app, scene)
    rect = scene.pg.hand_rects(len(state.view(0)["hand"]))[0]
    app.step(1 / 60, click(rect.center))
    assert scene.sel_card is not None
    app.step(1 / 60, key(pygame.K_ESCAPE))
    assert scene.sel_card is None and app.scenes.top is scene   # closed the card, no pause yet
    app.step(1 / 60, key(pygame.K_ESCAPE))
    assert app.scenes.top is not scene                          # now the pause menu


def test_interactive_rects_cover_what_can_be_clicked(app):
    state = to_phase(new_state(seed=4), "bury")
    scene = open_scene(app, state, ["human", "bot"])
    settle(app, scene)
    app.draw()
    rects = scene.interactive_rects()
    for tray in scene.pg.bot_trays.values():
        assert tray in rects or state.view(0)["players"][0]["to_bury"] == 0
    spaces = {a["space"] for a in state.legal_actions() if a["piece"] == scene.sel_piece}
    for k in spaces:
        assert any(r.collidepoint(scene.geo.space_centre(k)) for r in rects), k
    # digging, a card chosen: its cards, its buttons and its landing spaces
    state = to_phase(new_state(seed=6), "dig")
    scene = open_scene(app, state, ["human", "bot"])
    settle(app, scene)
    hand = state.view(0)["hand"]
    live = next(i for i, c in enumerate(hand) if not c["dead"])
    app.step(1 / 60, click(scene.pg.hand_rects(len(hand))[live].center))
    rects = scene.interactive_rects()
    for r in scene.pg.hand_rects(len(hand)):
        assert r in rects
    for b in scene.visible_buttons():
        assert b.rect in rects
    for p in scene.previews(scene.sel_card):
        assert any(r.collidepoint(scene.geo.space_centre(p["landing"])) for r in rects)
    # while the computer thinks, nothing of the table is for the human
    app.settings.bot_delay = 30.0
    state = to_phase(new_state(seed=4), "bury", seat=1)
    scene = open_scene(app, state, ["human", "bot"])
    app.step(1 / 60, [])
    assert scene.interactive_rects() == []


def crowded_position():
    """The Inspector on 10 with junk all round him: the chosen card's plays land on 8, 9, 11 and 12."""
    pieces = {8: ((1, 0), (0, 1)), 9: ((0, 0), (1, 0)), 10: ((1, 0), (0, 0)), 11: ((1, 0), (1, 0)),
              12: ((0, 1), (0, 0)), 7: ((0, 0), (0, 1))}
    return dig_table(pieces, [["10d", "8n", "12d"], ["2d", "20n"]], turn=0, inspector=10)


@pytest.mark.parametrize("size", ALL_SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_landing_chips_never_overlap_and_leave_the_inspector_visible(app, size):
    app.set_window_size(*size)
    state = crowded_position()
    scene = open_scene(app, state, ["human", "bot"])
    scene.viewer = 0
    settle(app, scene)
    for i, c in enumerate(state.view(0)["hand"]):
        rect = scene.pg.hand_rects(len(state.view(0)["hand"]))[i]
        app.step(1 / 60, click(rect.center))
        app.draw()
        lands = {p["landing"] for p in scene.previews(c["id"])}
        assert len(scene.chip_rects) == len(lands) >= 2
        chips = scene.chip_rects
        for a in range(len(chips)):
            assert not chips[a].colliderect(scene.inspector_rect), "a chip hides the Inspector"
            assert scene.geo.rect.contains(chips[a])
            for b in range(a + 1, len(chips)):
                assert not chips[a].colliderect(chips[b]), "two landing labels overlap"
        app.step(1 / 60, click(rect.center))   # put it back


@pytest.mark.parametrize("size", ALL_SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_ring_tooltip_does_not_cover_the_inspector(app, size):
    app.set_window_size(*size)
    state = crowded_position()
    scene = open_scene(app, state, ["human", "bot"])
    scene.viewer = 0
    settle(app, scene)
    for k in (9, 10, 11, 25, 1, 16):
        app.step(1 / 60, motion(scene.geo.space_centre(k)))
        app.draw()
        assert scene.tip_rect is not None, k
        assert not scene.tip_rect.colliderect(scene.inspector_rect), k


@pytest.mark.parametrize("size", ALL_SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_dead_card_chips_fit_their_row_at_every_count(app, size):
    app.set_window_size(*size)
    scene = open_scene(app, new_state(), ["human", "bot"])
    app.draw()
    cards = ["1d", "12n", "23d", "30n", "17d"]
    for rect, label in ((scene.pg.top_dead, "Dead:"), (scene.pg.bot_dead, "Dead cards:")):
        for n in range(6):   # five cards in a hand: at most five dead ones in front of a player
            surf = pygame.Surface(app.size)
            scene.laid = []
            chips = P.draw_dead_row(surf, rect, cards[:n], scene.pg.fs_small, label, scene, scene.pg.min_px)
            assert len(chips) == n
            for r, box in scene.laid:
                assert box.contains(r), (n, r, box)
            for a in range(n):
                for b in range(a + 1, n):
                    assert not chips[a].colliderect(chips[b])


def test_sun_and_moon_marks_explain_themselves(app):
    state = to_phase(new_state(seed=6), "dig")
    scene = open_scene(app, state, ["human", "bot"])
    settle(app, scene)
    hand = state.view(0)["hand"]
    for i, c in enumerate(hand):
        rect = scene.pg.hand_rects(len(hand))[i]
        app.step(1 / 60, motion(scene.mark_rect(rect).center))
        scene.hover_card = None    # the mark of a card that is not lifted
        assert scene._mark_under(scene.mark_rect(rect).center) == c["side"]
        app.draw()
        assert scene.tip_rect is not None
    # the words: sun means day, moon night, and the two copies play alike
    assert "sun" in DAY_NIGHT_TIP and "moon" in DAY_NIGHT_TIP and "alike" in DAY_NIGHT_TIP


def test_burying_status_and_tooltips_use_real_plurals(app):
    state = bury_table({5: ((1, 0), (0, 1))}, ((1, 1), (3, 0)), turn=0)
    scene = open_scene(app, state, ["human", "bot"])
    scene.viewer = 0
    assert "1 disk and 1 bar left" in scene.status()
    state.pile[0] = [2, 0]
    scene._views_key = None   # the position was rigged behind the match: ask for the view again
    assert "2 disks and 0 bars left" in scene.status()
    settle(app, scene)
    app.step(1 / 60, motion(scene.geo.space_centre(5)))
    app.draw()
    words = " ".join(t for t in map(str, app.toasts.items))
    assert "1 disks" not in words and "1 bars" not in words


def wait_for_the_computer(app, scene, n):
    for _ in range(60):
        if len(scene.match.state.log) > n:
            return
        scene.animator.skip_all()
        app.step(1 / 60, [])
        if scene.bot_turn is not None:
            scene.bot_turn.wait(2)
    raise AssertionError("the computer did not move")


def test_a_computers_move_is_recapped_on_its_panel(app):
    state = to_phase(new_state(seed=4), "bury", seat=1)
    scene = open_scene(app, state, ["human", "bot"])
    wait_for_the_computer(app, scene, len(state.log))
    last = state.log[-1].action
    settle(app, scene)          # the recap comes once the move has been shown
    assert scene.recaps[1] == f"Last move: buried a {last['piece']} on space {last['space']}."
    app.draw()
    assert any(box == scene.pg.top_recap and box.contains(r) for r, box in scene.laid)
    # a card play: the walk and what was found or exposed
    st = crowded_position()
    st.turn = 1
    st.hands[1] = ["11d"]
    st.hands[0] = ["10d"]
    st.deck = [c for c in st.deck if c not in ("11d",)] + ["2d", "20n"]
    scene = open_scene(app, st, ["human", "bot"])
    wait_for_the_computer(app, scene, 0)
    settle(app, scene)
    assert scene.recaps[1].startswith("Last move: 11 for its ") and "Inspector" in scene.recaps[1]


def test_a_card_play_can_be_taken_back_before_the_computer_answers(app):
    app.settings.bot_delay = 30.0
    state = to_phase(new_state(seed=6), "dig")
    scene = open_scene(app, state, ["human", "bot"])
    settle(app, scene)
    before = [state.view(s) for s in (0, 1, None)]
    a = next(x for x in state.legal_actions() if x.kind == "play")
    assert scene.try_action(a)
    app.step(1 / 60, [])
    assert scene.undo_reason() is None
    app.step(1 / 60, key(pygame.K_z, pygame.KMOD_LCTRL))
    assert [scene.match.state.view(s) for s in (0, 1, None)] == before


def _moments(app, size):
    """The table at the moments that matter, drawn at `size`: (name, scene)."""
    app.set_window_size(*size)
    state = bury_table({5: ((1, 0), (0, 1))}, ((1, 1), (3, 0)), turn=0)
    scene = open_scene(app, state, ["human", "bot"])
    scene.viewer = 0
    settle(app, scene)
    app.draw()
    yield "bury", scene
    state = crowded_position()
    state.dead_cards = [["1d", "2n", "4d", "5n"], ["6d", "13n", "14d", "15n", "16d"]]
    state.deck = [c for c in state.deck if c not in sum(state.dead_cards, [])]
    scene = open_scene(app, state, ["human", "bot"])
    scene.viewer = 0
    scene.recaps[1] = "Last move: 30 for its colour, Inspector 12 spaces counter-clockwise to 18: exposed Anna's 2 bars."
    settle(app, scene)
    hand = state.view(0)["hand"]
    app.step(1 / 60, click(scene.pg.hand_rects(len(hand))[0].center))
    app.draw()
    yield "dig", scene
    state, scene = play_last_card(app)
    settle(app, scene)
    app.step(1 / 60, [])
    app.draw()
    yield "summary", scene


@pytest.mark.parametrize("size", ALL_SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_layout_nothing_overlaps_and_every_text_is_inside_its_box(app, size):
    for name, scene in _moments(app, size):
        pg = scene.pg
        screen = pygame.Rect((0, 0), size)
        panels = [pg.top, pg.mid, pg.bot]
        for p in panels:
            assert screen.contains(p) and not p.colliderect(scene.geo.rect), (name, p)
        assert not pg.top.colliderect(pg.mid) and not pg.mid.colliderect(pg.bot)
        assert scene.laid, "the panel drew no text"
        for r, box in scene.laid:
            assert box.contains(r), f"{name}: a text {r} spills out of its box {box}"
        for i, (a, _) in enumerate(scene.laid):
            for b, _ in scene.laid[i + 1:]:
                assert not a.colliderect(b), f"{name}: texts overlap: {a} {b}"
        rects = [pg.bot_trays["disk"], pg.bot_trays["bar"], pg.bot_dead, pg.top_trays["disk"], pg.top_trays["bar"],
                 pg.top_hand, pg.top_dead, pg.top_recap]
        for i, a in enumerate(rects):
            for b in rects[i + 1:]:
                assert not a.colliderect(b), f"{name}: panel parts overlap: {a} {b}"
        for r in pg.hand_rects(5):
            assert pg.bot.contains(r)
        buttons = [b.rect for b in scene.visible_buttons()]
        for i, a in enumerate(buttons):
            assert pg.bot.contains(a)
            assert not any(a.colliderect(r) for r in pg.hand_rects(len(scene.view()["hand"] or [])))
            for b in buttons[i + 1:]:
                assert not a.colliderect(b)
        if name == "summary":
            assert scene.geo.rect.contains(scene.summary_rect)
            assert scene.summary_rect.contains(scene.summary_button.rect)
    assert app.problems == []


def test_the_how_to_page_explains_the_sun_and_the_moon(app):
    from scenes.artifakes import howto as howto_artifakes
    from scenes.table.howto_art import Canvas
    from ui import theme
    seen = []
    orig = theme.text

    def spy(s, kind, px, colour=theme.INK, wrap=0):
        seen.append(s)
        return orig(s, kind, px, colour, wrap)

    theme.text = spy
    try:
        howto_artifakes.cards(Canvas((900, 600), 720))
    finally:
        theme.text = orig
    assert any("Sun or moon" in s for s in seen)


def test_no_newcomer_tip_over_the_scoring_summary(app):
    from scenes.artifakes.hints import hint
    state, scene = play_last_card(app)
    settle(app, scene)
    app.step(1 / 60, [])
    assert scene.summary_showing() and hint(scene) is None
    dismiss_summary(app, scene)
    assert hint(scene) is not None


def test_hints_while_digging_name_the_cards(app):
    from scenes.artifakes.hints import hint
    state = to_phase(new_state(seed=6), "dig")
    scene = open_scene(app, state, ["human", "bot"])
    settle(app, scene)
    text, rects = hint(scene)
    assert rects == scene.pg.hand_rects(len(state.view(0)["hand"]))


def test_while_the_inspector_walks_only_the_live_part_is_repainted(app):
    """During a walk the still part (ring, junk, panels) is kept as one picture and only the
    Inspector and what flies are drawn over it."""
    from game.match import Match
    from scenes.table.game_scene import open_game_scene, seat_defaults
    seats = seat_defaults(2)
    for s in seats:
        s["kind"], s["level"] = "bot", "easy"
    app.settings.bot_delay = 0.0
    scene = open_game_scene(app, Match.new("artifakes", 2, 5, None, seats))
    pic = scene.still
    spots = []
    for _ in range(3000):
        app.step(1 / 60, [])
        if scene.moving.walk is not None and scene.animator.busy and not scene.summary_showing():
            spots.append((pic.full_paints + pic.partial_paints, scene.inspector_rect.copy()))
            if len(spots) >= 40:
                break
        if scene.bot_turn is not None:
            scene.bot_turn.wait(5)
    assert len(spots) >= 40, "no walk seen"
    assert len({r.topleft for _, r in spots}) > 1           # he moves from frame to frame ...
    assert spots[-1][0] - spots[0][0] <= 2                   # ... over a still part painted at most twice
