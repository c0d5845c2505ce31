"""The Thebes scene: renders at both sizes, plays a whole game through real mouse events, refuses
illegal clicks with a reason and survives random input."""
import random

import pygame
import pytest

from game import registry
from scenes.shell.app import App
from scenes.table.game_scene import open_game_scene, seat_defaults
from scenes.shell.results import ResultsScene
from scenes.thebes.scene import ThebesScene
from tests.ui_events import Pointer, click, open_table, settle

SIZES = [(1280, 720), (3840, 2160)]


def new_state(n=2, seed=5):
    info = registry.get("thebes")
    return info.new_game(n, seed, info.default_options())


def play_random(state, steps, seed=1):
    rng = random.Random(seed)
    for _ in range(steps):
        if state.is_over:
            break
        legal = state.legal_actions()
        non_retire = [a for a in legal if a.kind != "retire"]
        state.apply(rng.choice(non_retire or legal))
    return state


def open_scene(app, state, kinds):
    return open_table(app, state, kinds, scene_class=ThebesScene)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_renders_start_mid_and_over(app, size):
    app.set_window_size(*size)
    for n, steps in ((2, 0), (3, 25), (4, 400)):
        state = play_random(new_state(n, seed=n), steps, seed=n)
        scene = open_scene(app, state, ["human"] + ["bot"] * (n - 1))
        scene.fast_forward = False
        app.draw()
        assert app.screen.get_size() == size
        if not state.is_over and scene.human_to_act:
            site = next((s for s in ("greece", "crete", "egypt", "palestine", "mesopotamia")
                         if scene.site_reason(s) is None), None)
            if site:
                scene.open_dig(site)
                app.draw()
            scene.cancel_pending()
        app.scenes.stack.clear()


def human_move(app, scene, rng, hand=None):
    """One move by the human to act, made only by clicking on the scene's rects (or tapping them)."""
    click = (hand or Pointer("mouse", app)).click
    st = scene.match.state
    legal = scene.legal()
    kinds = {a.kind for a in legal}
    choice = rng.random()
    if "dig" in kinds and choice < 0.45:
        site = rng.choice(sorted({a["site"] for a in legal if a.kind == "dig"}))
        app.step(1 / 60, click(scene.locations[site]))
        assert scene.dig is not None and scene.dig.site == site
        if scene.dig.reason() is not None:  # the default weeks cannot be afforded: turn the dial
            for w in range(1, 13):
                scene.dig._set_weeks(w)
                if scene.dig.reason() is None:
                    break
        app.step(1 / 60, click(scene.dig.confirm.rect.center))
        return
    cards = [a["card"] for a in legal if a.kind == "take_card"]
    shows = [a["card"] for a in legal if a.kind == "exhibition"]
    if shows:
        slot = [st.slots.index(c) for c in shows][0]
        app.step(1 / 60, click(scene.slot_rects[slot].center))
        app.step(1 / 60, click(scene.btn_confirm.rect.center))
        return
    if cards and choice < 0.9:
        slot = st.display.index(rng.choice(cards))
        app.step(1 / 60, click(scene.display_rects[slot].center))
        assert scene.pending is not None
        app.step(1 / 60, click(scene.btn_confirm.rect.center))
        return
    if "change_cards" in kinds and choice < 0.95:
        app.step(1 / 60, click(scene.locations["warsaw"]))
        app.step(1 / 60, click(scene.locations["warsaw"]))   # the second click confirms
        return
    app.step(1 / 60, click(scene.btn_retire.rect.center))
    app.step(1 / 60, click(scene.btn_confirm.rect.center))


@pytest.mark.parametrize("by", ["mouse", "touch"])
def test_scripted_game_through_mouse_events(app, by):
    """A whole game through the table by real mouse events, or by a finger's taps (ui/touch.py)."""
    hand = Pointer(by, app)
    state = new_state(3, seed=21)
    scene = open_scene(app, state, ["human", "bot", "human"])
    rng = random.Random(3)
    human_moves = 0
    for _ in range(3000):
        if isinstance(app.scenes.top, ResultsScene):
            break
        settle(app, scene, 1)
        scene.finished_at = -10.0 if state.is_over else None
        if scene.human_to_act and not scene.animator.busy:
            before = len(state.log)
            human_move(app, scene, rng, hand)
            assert len(state.log) == before + 1, "a human move made by clicks was not applied"
            human_moves += 1
    assert isinstance(app.scenes.top, ResultsScene)
    assert human_moves > 10
    assert {e.seat for e in state.log} == {0, 1, 2}


def test_illegal_clicks_show_a_reason_and_change_nothing(app):
    state = new_state(2, seed=5)
    scene = open_scene(app, state, ["human", "human"])
    settle(app, scene)
    seat = state.current_player
    # a site without any knowledge of it: no dig, a reason instead
    site = next(s for s in ("greece", "crete", "egypt", "palestine", "mesopotamia")
                if state.site_books(seat, s) == 0 and not state.rumors_for(seat, s))
    before = len(state.log)
    app.toasts.items.clear()
    app.step(1 / 60, click(scene.locations[site]))
    assert app.toasts.items and "knowledge" in app.toasts.items[-1][0]
    assert scene.dig is None and len(state.log) == before
    # an empty exhibition slot and a plain city do nothing to the game
    app.step(1 / 60, click(scene.slot_rects[2].center))
    app.step(1 / 60, click(scene.locations["london"]))
    assert len(state.log) == before
    # a card nobody can afford: every marker one week before the end, pawns in Warsaw (no cards there)
    state.time = [156] * state.num_players
    scene._legal_key = None
    app.toasts.items.clear()
    dear = next(i for i, c in enumerate(state.display) if c is not None and scene.card_reason(c))
    app.step(1 / 60, click(scene.display_rects[dear].center))
    assert app.toasts.items and "afford" in app.toasts.items[-1][0]
    assert scene.pending is None and len(state.log) == before


def test_clicks_during_animation_and_bot_turns(app):
    state = new_state(2, seed=8)
    scene = open_scene(app, state, ["human", "bot"])
    settle(app, scene)
    if not scene.human_to_act:
        for _ in range(200):
            app.step(1 / 60, [])
            scene.animator.skip_all()
            if scene.human_to_act:
                break
    slot = next(i for i, c in enumerate(state.display) if c is not None and not scene.card_reason(c))
    app.step(1 / 60, click(scene.display_rects[slot].center))
    app.step(1 / 60, click(scene.btn_confirm.rect.center))
    assert scene.animator.busy
    n = len(state.log)
    app.step(0.05, click(scene.display_rects[0].center))   # skips the animation, is not a move
    assert len(state.log) == n
    # the bot's turn: clicking a card says to wait
    if state.current_player == 1 and scene.bot_turn is None:
        app.toasts.items.clear()
        scene.select("take_card", card=next(c for c in state.display if c is not None))
        assert app.toasts.items


def test_random_clicks_never_crash(app):
    rng = random.Random(11)
    state = new_state(3, seed=13)
    scene = open_scene(app, state, ["human", "human", "bot"])
    w, h = app.size
    for i in range(400):
        r = rng.random()
        if r < 0.6:
            events = click((rng.randrange(w), rng.randrange(h)), rng.choice([1, 1, 1, 3]))
        elif r < 0.85:
            events = [pygame.event.Event(pygame.MOUSEMOTION, pos=(rng.randrange(w), rng.randrange(h)),
                                         rel=(0, 0), buttons=(0, 0, 0))]
        else:
            k = rng.choice([pygame.K_RETURN, pygame.K_z, pygame.K_BACKSPACE, pygame.K_SPACE])
            events = [pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)]
        if app.scenes.top is not scene:
            break
        app.step(0.02, events)
        app.draw()
    assert app.problems == []


# ---- what just happened, at any window size -----------------------------------------------------
from game.thebes import data as D   # noqa: E402
from tests.game.thebes.helpers import give_cards, set_display, turn   # noqa: E402


def two_humans(app, state):
    scene = open_scene(app, state, ["human", "human"])
    settle(app, scene)
    return scene


def test_travel_preview_offers_the_car_on_by_default_and_it_can_be_left(app):
    state = new_state(2, seed=8)
    give_cards(state, 0, 5)                        # a car
    turn(state, 0, t=5, loc="london")
    set_display(state, 61, 36, 42, 45)             # 42: Moscow, 3 routes from London; 36: Rome, 2
    far = next(i for i, c in enumerate(state.display) if D.DIST["london"][D.CARDS[c]["city"]] >= 3)
    near = next(i for i, c in enumerate(state.display) if D.DIST["london"][D.CARDS[c]["city"]] < 3)
    scene = two_humans(app, state)
    cid = state.display[far]
    app.step(1 / 60, click(scene.display_rects[far].center))
    assert scene.pending["car"] is True and scene.car_choice_offered()
    routes = D.DIST["london"][D.CARDS[cid]["city"]]
    pv = scene.preview(scene.pending_action())
    assert pv["car"] and pv["travel"] == routes - 1
    app.draw()
    assert "Car: on" in scene.btn_car.label
    app.step(1 / 60, click(scene.btn_car.rect.center))          # leave the car at home
    assert scene.pending["car"] is False
    assert scene.preview(scene.pending_action())["travel"] == routes
    app.step(1 / 60, click(scene.btn_confirm.rect.center))
    last = state.log[-1].action
    assert last.kind == "take_card" and last["card"] == cid and last["car"] is False
    assert state.time[0] == 5 + routes + D.CARDS[cid]["weeks"]
    # a short journey: no car choice to make
    state2 = new_state(2, seed=8)
    give_cards(state2, 0, 5)
    turn(state2, 0, t=5, loc="london")
    set_display(state2, 61, 36, 42, 45)
    app.scenes.stack.clear()
    scene2 = two_humans(app, state2)
    app.step(1 / 60, click(scene2.display_rects[near].center))
    assert scene2.pending["car"] is False and not scene2.car_choice_offered()


def test_dig_dialog_drives_the_car_by_default_and_offers_to_leave_it(app):
    state = new_state(2, seed=8)
    give_cards(state, 0, 5, 54)                    # a car, Egypt knowledge
    turn(state, 0, t=5, loc="london")
    scene = two_humans(app, state)
    app.step(1 / 60, click(scene.locations["egypt"]))
    dig = scene.dig
    assert dig is not None and dig.action()["car"] is True
    app.draw()
    keys = [t[1] for t in dig.toggles]
    assert "car" in keys
    travel_on = dig.preview()["travel_weeks"]
    rect = next(t[0] for t in dig.toggles if t[1] == "car")
    app.step(1 / 60, click(rect.center))
    assert dig.action()["car"] is False and dig.preview()["travel_weeks"] == travel_on + 1
    weeks = dig.weeks
    app.step(1 / 60, click(dig.confirm.rect.center))
    last = state.log[-1].action
    assert last.kind == "dig" and last["car"] is False and last["weeks"] == weeks


def test_time_wheel_opens_on_the_cheapest_weeks_that_draw_a_token(app):
    state = new_state(2, seed=23)
    give_cards(state, 0, 54)                       # Egypt 1: K 1 draws nothing before 8 weeks
    turn(state, 0, t=10, loc="egypt")
    scene = two_humans(app, state)
    scene.open_dig("egypt")
    assert scene.dig.weeks == 8
    opts = scene.dig.preview()["weeks_options"]
    assert opts[7]["tokens"] >= 1 and all(o["tokens"] == 0 for o in opts[:7])
    # more knowledge: the first week that draws anything
    scene.cancel_pending()
    give_cards(state, 0, 53, 57)
    scene._legal_key = None
    scene.open_dig("egypt")
    k = scene.dig.preview()["K"]
    first = next(w for w in range(1, 13) if D.WHEEL[k][w] > 0)
    assert scene.dig.weeks == first < 12


def esc():
    return [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="\x1b", scancode=41)]


def dig_ready(app, seed=23):
    state = new_state(2, seed=seed)
    give_cards(state, 0, 54)
    turn(state, 0, t=10, loc="egypt")
    scene = two_humans(app, state)
    return state, scene


def test_close_topmost_closes_the_dig_dialog_then_the_preview_then_nothing(app):
    state, scene = dig_ready(app)
    assert scene.close_topmost() is False                      # nothing of Thebes open
    scene.open_dig("egypt")
    assert scene.dig is not None
    assert scene.close_topmost() is True and scene.dig is None and scene.pending is None
    cid = next(c for c in state.display if c is not None and not scene.card_reason(c))
    scene.select("take_card", card=cid)
    assert scene.pending is not None
    assert scene.close_topmost() is True and scene.pending is None
    assert scene.close_topmost() is False
    assert len(state.log) == 0


def test_esc_closes_the_dig_dialog_before_the_pause_menu(app):
    state, scene = dig_ready(app)
    scene.open_dig("egypt")
    app.step(1 / 60, esc())
    assert scene.dig is None
    assert app.scenes.top is scene, "the first Esc only closes the dialog"
    app.step(1 / 60, esc())
    assert app.scenes.top is not scene, "the next Esc opens the pause menu"


def test_interactive_rects_hold_the_dig_dialog_buttons_and_the_table(app):
    state, scene = dig_ready(app)
    rects = scene.interactive_rects()
    assert all(isinstance(r, pygame.Rect) for r in rects)
    for i, c in enumerate(state.display):
        if c is not None:
            assert scene.display_rects[i] in rects
    assert scene.btn_change.rect in rects and scene.btn_retire.rect in rects
    egypt = scene.locations["egypt"]
    assert any(r.collidepoint(egypt) for r in rects)
    scene.open_dig("egypt")
    app.draw()
    rects = scene.interactive_rects()
    dig = scene.dig
    for b in (dig.confirm, dig.cancel, dig.minus, dig.plus):
        assert b.rect in rects
    assert any(r.collidepoint(dig.dial_c[0], dig.dial_c[1] - dig.dial_r * 0.7) for r in rects)   # the wheel
    for row, key, *_ in dig.toggles:
        assert row in rects
    # every point that does something on a click lies in one of them: the buttons' centres
    for b in (dig.confirm, dig.cancel):
        assert any(r.collidepoint(b.rect.center) for r in rects)
    # the Confirm panel's buttons while a journey is previewed
    scene.cancel_pending()
    cid = next(c for c in state.display if c is not None and not scene.card_reason(c))
    scene.select("take_card", card=cid)
    app.draw()
    rects = scene.interactive_rects()
    assert scene.btn_confirm.rect in rects and scene.btn_cancel.rect in rects


def test_newcomer_tip_for_the_dig_points_at_the_wheel_not_at_dig_and_cancel(app):
    from scenes.thebes.hints import hint
    state, scene = dig_ready(app)
    scene.open_dig("egypt")
    app.draw()
    text, rects = hint(scene)
    for r in rects:
        assert not r.colliderect(scene.dig.confirm.rect) and not r.colliderect(scene.dig.cancel.rect)


def test_no_maybe_plural_anywhere_in_thebes():
    """No "week(s)", "knowledge point(s)", "rumor card(s)" in any Thebes text; counts of one read
    in the singular (game.logtext.plural)."""
    import pathlib
    import re
    from scenes.thebes.pieces import card_effect
    root = pathlib.Path(__file__).resolve().parents[3]
    files = list((root / "game" / "thebes").glob("*.py")) + list((root / "scenes" / "thebes").glob("*.py")) + \
        [root / "docs" / "rules" / "thebes.md"]
    for f in files:
        text = f.read_text(encoding="utf-8")
        nouns = r"(week|point|card|token|route|rumor|knowledge|exhibition|artifact|player|site|year|bag|book)"
        assert not re.search(nouns + r"\(s\)", text), f"a '(s)' in {f.name}"
    for cid in D.CARDS:
        line = card_effect(cid)
        assert "(s)" not in line
        c = D.CARDS[cid]
        if c["weeks"] == 1:
            assert "1 week " in line or "1 week," in line, line
        if c["type"] == "specialized_knowledge" and c["value"] == 1:
            assert "1 knowledge point " in line, line
    state = new_state(2, seed=19)
    give_cards(state, 0, 54, 83)                  # Egypt book and the Egypt rumor
    turn(state, 0, t=10, loc="egypt")
    from game.core import Action
    why = state.illegal_reason(Action.make("dig", site="egypt", weeks=3, rumors=2, lone_assistant=False,
                                           lone_shovel=False, special_permission=False, zeppelin=False, car=False))
    assert why == "You hold only 1 rumor card for Egypt."


def test_a_computers_move_is_recapped_on_its_panel(app):
    state = new_state(2, seed=8)
    scene = open_scene(app, state, ["human", "bot"])
    for _ in range(2000):
        app.step(1 / 60, [])
        scene.animator.skip_all()
        if scene.bot_turn is not None:
            scene.bot_turn.wait(5)
        if any(e.seat == 1 for e in state.log):
            break
        if scene.human_to_act:
            scene.try_action(next(a for a in state.legal_actions() if a.kind == "take_card"))
    assert any(e.seat == 1 for e in state.log)
    settle(app, scene)
    from game.thebes.log import move_recap as recap
    last_bot = max(i for i, e in enumerate(state.log) if e.seat == 1)
    assert scene.recaps.get(1) and 0 not in scene.recaps        # only the computer's move
    from tests.scenes.test_legibility import text_spy
    scene.still.invalidate()
    scene.epoch += 1                                             # a fresh picture of the table
    with text_spy() as seen:
        app.draw()
    shown = [t for _px, t, _w in seen if scene.recaps[1] in t]
    assert shown, "the recap is drawn on the computer's panel"
    assert last_bot >= 0 and recap([]) is None


# ---- item 9: every window shape ------------------------------------------------------------------
LAYOUT_SIZES = [(1024, 768), (1000, 1000), (1280, 720), (2560, 1080), (3840, 2160)]


def _moment(app, which):
    from tests.scenes.test_legibility import thebes_dig_every_choice
    if which == "dig":
        return thebes_dig_every_choice(app)
    n, steps, kinds = {"start": (2, 0, ["human", "bot"]), "mid": (4, 60, ["human"] * 4),
                       "confirm": (3, 25, ["human"] * 3), "end": (4, 400, ["human", "bot", "bot", "bot"])}[which]
    state = play_random(new_state(n, seed=n), steps, seed=n)
    if which == "confirm":
        seat = state.current_player
        give_cards(state, seat, 5, 3)                     # a car and a Zeppelin: both buttons
        state.location[seat] = "london"
        set_display(state, 42, 36, 39, 45)                # 42: Moscow, 3 routes from London
    app.scenes.stack.clear()
    scene = open_scene(app, state, kinds)
    scene.fast_forward = False
    settle(app, scene)
    if which == "confirm":
        scene.select("take_card", card=42)
        assert scene.pending and scene.car_choice_offered() and scene.zeppelin_offered()
    return scene


@pytest.mark.parametrize("size", LAYOUT_SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_nothing_overlaps_and_every_text_stays_in_its_box(app, size):
    app.set_window_size(*size)
    win = pygame.Rect(0, 0, *size)
    for which in ("start", "mid", "dig", "confirm", "end"):
        scene = _moment(app, which)
        scene.still.invalidate()
        scene.epoch += 1
        app.draw()
        where = f"{which} at {size}"
        # the table's parts: inside the window, apart from each other
        parts = [("board", scene.board), ("column", scene.col_rect), ("pile", scene.pile_rect),
                 ("change", scene.btn_change.rect), ("retire", scene.btn_retire.rect)]
        parts += [(f"card {i}", r) for i, r in enumerate(scene.display_rects)]
        parts += [(f"slot {i}", r) for i, r in enumerate(scene.slot_rects)]
        for name, r in parts:
            assert win.contains(r), f"{name} {r} leaves the window ({where})"
        for i, (a, ra) in enumerate(parts):
            for b, rb in parts[i + 1:]:
                assert not ra.colliderect(rb), f"{a} {ra} overlaps {b} {rb} ({where})"
        if scene.dig is None:
            for r in scene.panel_rects:
                assert scene.col_rect.contains(r)
            scores = [t for t in scene.text_boxes if t[0] == "score"]
            assert len(scores) == scene.match.state.num_players, f"every score shown ({where})"
        # every essential text inside its box and clear of the other texts and of the buttons
        texts = scene.text_boxes
        assert texts
        for what, drawn, box in texts:
            assert box.inflate(2, 2).contains(drawn), f"{what!r} {drawn} spills out of {box} ({where})"
            assert win.contains(drawn), f"{what!r} leaves the window ({where})"
        for i, (a, ra, _) in enumerate(texts):
            for b, rb, _ in texts[i + 1:]:
                assert not ra.inflate(-2, -2).colliderect(rb.inflate(-2, -2)), \
                    f"{a!r} {ra} overlaps {b!r} {rb} ({where})"
        if scene.dig is not None:
            buttons = [scene.dig.confirm.rect, scene.dig.cancel.rect, scene.dig.minus.rect, scene.dig.plus.rect]
        elif scene.pending is not None:
            buttons = [scene.btn_confirm.rect, scene.btn_cancel.rect, scene.btn_car.rect, scene.btn_zep.rect]
            assert len({tuple(b) for b in buttons}) == 4, "the Car and Zeppelin buttons have their own places"
            for i, b in enumerate(buttons):
                assert scene.confirm_rect.contains(b), f"button {b} outside the Confirm panel ({where})"
                for c in buttons[i + 1:]:
                    assert not b.colliderect(c), f"buttons {b} and {c} overlap ({where})"
        else:
            buttons = []
        for what, drawn, _ in texts:
            for b in buttons:
                assert not drawn.colliderect(b), f"{what!r} {drawn} lies under a button {b} ({where})"


def test_an_exhibition_taken_by_clicks_is_taken_back_with_the_undo_button(app):
    from tests.game.thebes.helpers import artifacts, give_tokens, set_slots
    state = new_state(3, seed=26)
    turn(state, 0, t=20, loc="warsaw")
    set_slots(state, None, 86, None)
    give_tokens(state, 0, artifacts("greece", 1)[0], *artifacts("egypt", 2))
    scene = open_scene(app, state, ["human", "human", "bot"])
    settle(app, scene)
    app.step(1 / 60, click(scene.slot_rects[1].center))
    app.step(1 / 60, click(scene.btn_confirm.rect.center))
    assert scene.match.state.exhibitions[0] == [86]
    # taken back at once, while the move is still shown (once Ben has the screen it is too late)
    assert scene.animator.busy and scene.undo_reason() is None
    app.draw()
    assert scene.undo_button.enabled
    app.step(1 / 60, click(scene.undo_button.rect.center))
    # the scene now holds the state replayed without the move (from the saved record)
    assert len(scene.match.state.log) == 0 and scene.match.state.exhibitions[0] == []
    settle(app, scene)
    app.draw()
    assert app.problems == []


def test_the_confirm_panel_warns_when_the_move_draws_a_new_card(app):
    """Taking a card refills the display from the pile, so the move cannot be taken back: the
    Confirm panel says so before it is confirmed; retiring draws nothing and says nothing of it."""
    state = new_state(2, seed=6)
    scene = open_scene(app, state, ["human", "human"])
    settle(app, scene)
    take = next(a for a in state.legal_actions() if a.kind == "take_card")
    scene.select("take_card", card=dict(take.params)["card"])
    app.draw()
    notes = [t for t, _, _ in scene.text_boxes if "cannot be undone" in t]
    assert notes == ["A new card will be drawn from the pile:\nthis cannot be undone."]
    scene.cancel_pending()
    scene.select("retire")
    app.draw()
    assert not [t for t, _, _ in scene.text_boxes if "cannot be undone" in t]


def test_a_chosen_journey_is_asked_of_the_rules_once_not_every_frame(app):
    """With a journey chosen and the pointer moving over the table, the frames after the first ask
    the match nothing more: the position's choices are kept (GameScene.choices)."""
    state = new_state()
    scene = open_scene(app, state, ["human", "bot"])
    settle(app, scene)
    card = next(iter(sorted(scene.legal_cards())))
    scene.select("take_card", card=card)
    assert scene.pending is not None
    app.step(1 / 60, [])
    app.draw()
    asked = []
    match = scene.match
    for name in ("reason", "preview", "legal_actions", "final_ahead", "view"):
        real = getattr(match, name)
        setattr(match, name, lambda *a, _real=real, _name=name, **k: asked.append(_name) or _real(*a, **k))
    for x in range(0, 1280, 64):
        app.step(1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, pos=(x, 300), rel=(0, 0), buttons=(0, 0, 0))])
        app.draw()
    assert asked == [], f"frames with a journey chosen asked the match {len(asked)} times: {sorted(set(asked))}"
