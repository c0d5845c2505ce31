"""The real app in a real X window, driven by real pointer and key events. Every check reads the
app's own state dump (ui/probe.py) or a screenshot, polled with a timeout: nothing here sleeps and
hopes."""
from __future__ import annotations

import gettext
import time

import pytest

from tests.e2e.harness import ROOT, brief, button, button_at, top_is

SEED = "7"   # Faras, two seats: Ben starts, his first card is a pair card and his first dig ends the turn


def game(p):
    return p.get("game") or {}


def face_down_cells(p) -> list[int]:
    board = (game(p).get("public") or {}).get("board") or []
    return [c for c, e in enumerate(board) if e is not None and not e.get("face_up")]


def settle(app, cond=lambda p: True, timeout=20.0, what="the table to come to rest"):
    """Wait for a frame with no animation running (and cond)."""
    return app.wait_for(lambda p: not game(p).get("animator_busy") and cond(p), timeout=timeout, what=what)


def choose_player(app, p, seat: int, kind: str) -> dict:
    """On the setup screen: open the seat's list of players with a real click and choose `kind`."""
    app.click_rect(p["top"]["rects"]["rows"][seat]["kind"])
    p = app.wait_for(lambda q: q["top"]["rects"].get("picker_rects"), what="the list of players to open")
    rects = p["top"]["rects"]
    app.click_rect(rects["picker_rects"][rects["picker_kinds"].index(kind)])
    return app.wait_for(lambda q: q["top"]["rects"]["kinds"][seat] == kind and not q["top"]["rects"].get("picker_rects"),
                        what=f"seat {seat + 1} to become {kind}")


def setup_two_humans(app) -> dict:
    """On the setup screen: the second seat becomes a human (chosen from its list), then Start."""
    p = app.wait_for(top_is("SetupScene"), what="the setup screen")
    p = choose_player(app, p, 1, "human")
    app.click_rect(button_at(p, "buttons", 0))         # Start game, in any language
    return app.wait_for(lambda q: game(q).get("class") == "FarasScene", what="the Faras table")


def place_everything(app, p) -> dict:
    """Each human clicks 'Place the rest of mine at random'."""
    while game(p).get("phase") == "setup":
        p = settle(app, lambda q: game(q).get("human_to_act"))
        if game(p).get("phase") != "setup":
            break
        moves = game(p)["moves"]
        app.click_rect(button_at(p, "random_button", 0, "game"))    # Place the rest of mine at random
        p = app.wait_for(lambda q: game(q)["moves"] > moves, what="the finds to be placed")
    return settle(app, lambda q: game(q).get("phase") == "memorise", what="the memorising")


def to_first_curtain(app, p: dict | None = None) -> dict:
    """From the setup screen (or from `p`, the finds placed) to the curtain before the first turn."""
    p = p or place_everything(app, setup_two_humans(app))
    # memorising: each person has a Ready of their own; the curtain comes when play starts
    for seat, name in enumerate(("Anna", "Ben")):
        if game(p).get("phase") != "memorise":
            break
        app.click_rect(button_at(p, "ready_buttons", seat, "game"))      # "Anna: ready"
        p = app.wait_for(lambda q: name not in (game(q).get("status") or "") or game(q).get("phase") != "memorise",
                         what=f"{name} to be ready")
    return app.wait_for(lambda q: q["curtain"] is not None and q["curtain"]["drawn_since"] is not None,
                        timeout=30, what="the first handoff curtain")


def open_curtain(app, p) -> dict:
    """Click the curtain once it has been on screen for 0.7 s (as a player handing over would)."""
    # the curtain waits for half a second of quiet after it appeared and after any early click
    shown = max(p["curtain"]["drawn_since"], p.get("last_input") or 0.0)
    while time.monotonic() < shown + 0.7:
        time.sleep(0.02)
    who = p["curtain"]["for"]
    w, h = p["size"]
    app.click(w // 2, h // 2)
    return app.wait_for(lambda q: q["curtain"] is None, timeout=5, what=f"the curtain for {who} to open")


def curtain_viewers(p) -> list:
    return [row["viewer"] for row in p["history"] if row["curtain"]]


def test_a_click_right_after_the_curtain_appears_does_not_open_it(launch):
    app = launch("--game", "faras", "--seed", SEED)
    p = to_first_curtain(app)
    assert p["curtain"]["for"] == "Ben" and game(p)["viewer"] is None
    w, h = p["size"]
    shown = p["curtain"]["drawn_since"]
    t = app.click(w // 2, h // 2)
    # the click was taken in (App.step redraws after any input): the curtain is still there
    q = app.after_input(t)
    assert q["last_input"] - shown < 0.5, f"the click came too late to test ({q['last_input'] - shown:.2f} s)"
    assert q["curtain"] is not None, f"an early click opened the curtain: {brief(q)}"
    assert game(q)["viewer"] is None
    q = open_curtain(app, q)
    assert game(q)["viewer"] == 1 and game(q)["seat_to_act"] == 1


def to_bens_dig(app):
    """Through the first curtain to Ben's turn, his first card played: the probe when he is to dig."""
    p = open_curtain(app, to_first_curtain(app))
    assert game(p)["viewer"] == 1, "Ben's view after his curtain"
    p = settle(app, lambda q: game(q).get("step") == "card")
    app.click_rect(game(p)["rects"]["hand_rects"][0])
    return settle(app, lambda q: game(q).get("step") == "dig", what="Ben's card to be played")


def test_spam_clicks_during_the_turn_end_animation_do_not_skip_the_curtain(launch, tmp_path):
    app = launch("--game", "faras", "--seed", SEED)
    p = to_bens_dig(app)
    cells = game(p)["rects"]["cell_rects"]
    first = face_down_cells(p)[0]
    moves = game(p)["moves"]
    app.click_rect(cells[first])
    p = settle(app, lambda q: game(q)["moves"] > moves, what="the first token to be dug up")
    assert game(p)["seat_to_act"] == 1, "one token dug: still Ben's turn"
    second = face_down_cells(p)[0]
    moves = game(p)["moves"]
    app.click_rect(cells[second])
    p = app.wait_for(lambda q: game(q)["moves"] > moves, what="the second token (the end of Ben's turn)")
    assert game(p)["seat_to_act"] == 0, f"Ben's dig should end his turn: {brief(p)}"
    assert p["animating"], "the turn's end is animated (the spam clicks land during it)"
    # six quick clicks while the pieces are still moving, as an impatient player would
    t = app.click_rect(cells[second], repeat=6, delay_ms=40)
    done = time.monotonic()
    app.after_input(t, settle=done - t + 0.6)              # every click has been handled and drawn
    p = settle(app, what="the turn's end to finish")
    time.sleep(0.3)
    p = app.probe()
    assert p["curtain"] is not None and p["curtain"]["for"] == "Anna", f"no curtain for Anna: {brief(p)}"
    assert game(p)["viewer"] is None, f"a hand is drawn behind the curtain: {brief(p)}"
    assert all(v is None for v in curtain_viewers(p)), f"a hand was drawn with the curtain up: {p['history']}"
    leaked = [r for r in p["history"] if r["time"] >= t and r["seat"] == 0 and r["viewer"] == 0]
    assert not leaked, f"Anna's hand was drawn before her curtain was cleared: {leaked}"
    # and on the screen itself: where the hand lies, the curtain looks as it does on the mirrored side
    assert_covered(app, tmp_path, game(p)["rects"]["hand_rects"], p["size"])


def assert_covered(app, tmp_path, rects, size):
    """Each rect of the screenshot has the mean colour of its mirror image across the window's middle (the
    curtain is symmetric; a hand on the right shows as a difference)."""
    import pygame
    image = pygame.image.load(str(app.screenshot(tmp_path / "curtain.png")))
    w = size[0]
    for x, y, rw, rh in rects:
        here = mean_colour(image, pygame.Rect(x, y, rw, rh))
        there = mean_colour(image, pygame.Rect(w - x - rw, y, rw, rh))
        assert max(abs(a - b) for a, b in zip(here, there)) < 16, \
            f"something shows through the curtain at {(x, y, rw, rh)}: {here} against {there} on the other side"


def mean_colour(image, rect, step=3):
    total, n = [0, 0, 0], 0
    for yy in range(rect.y, rect.bottom, step):
        for xx in range(rect.x, rect.right, step):
            c = image.get_at((xx, yy))
            total[0] += c.r
            total[1] += c.g
            total[2] += c.b
            n += 1
    return tuple(round(v / max(1, n)) for v in total)


def test_a_toast_fades_out_with_no_mouse_movement(launch):
    app = launch("--game", "faras", "--seed", SEED)
    p = app.wait_for(top_is("SetupScene"), what="the setup screen")
    rect = button(p, "- Seat")   # two seats is the least: the disabled button says why in a toast
    app.click_rect(rect)
    clicked = time.monotonic()
    p = app.wait_for(lambda q: q["toasts"], timeout=5, what="the toast")
    life, frame = p["toasts"][0]["life"], p["frame"]
    # from here on nothing touches the mouse or the keyboard: the app must finish the fade by itself
    mid = app.wait_for(lambda q: q["toasts"] and q["toasts"][0]["age"] > life - 0.3, timeout=life + 3,
                       what="the toast's fade to be under way")
    assert mid["frame"] > frame, "frames advance during the fade"
    gone = app.wait_for(lambda q: not q["toasts"], timeout=life + 3, what="the toast to be gone")
    assert gone["time"] - clicked < life + 1.5, f"the toast lingered {gone['time'] - clicked:.1f} s"
    assert gone["frame"] > mid["frame"], "the frame without the toast was drawn"


def test_a_computer_move_arrives_and_is_drawn_with_no_mouse_movement(launch):
    app = launch("--game", "faras", "--seed", SEED)   # Anna (human) and Ben (computer); Ben starts
    p = app.wait_for(top_is("SetupScene"), what="the setup screen")
    assert p["top"]["rects"]["kinds"][:2] == ["human", "bot:normal"]
    app.click_rect(button(p, "Start game"))
    p = app.wait_for(lambda q: game(q).get("class") == "FarasScene", what="the Faras table")
    assert game(p)["seat_to_act"] == 1 and not game(p)["human_to_act"]
    start = time.monotonic()
    # no input at all from here: the computer's placements (from its worker thread) must be drawn
    # (Faras places one find at a time, in turn: the computer's pick and place, then Anna's turn)
    p = app.wait_for(lambda q: game(q)["moves"] >= 2 and game(q)["seat_to_act"] == 0, timeout=20,
                     what="the computer's placement to be drawn")
    assert p["time"] > start and (game(p)["public"]["board_count"] or 0) >= 1
    assert p["last_input"] < start, "nothing but the clock moved"


def test_escape_closes_the_log_panel_before_it_opens_the_pause_menu(launch):
    app = launch("--game", "faras", "--seed", SEED)
    p = setup_two_humans(app)
    p = settle(app)
    app.click_rect(button(p, "Log", "game"))
    p = app.wait_for(lambda q: game(q).get("log_open"), timeout=5, what="the log panel to open")
    t = app.key("Escape")
    p = app.after_input(t)
    assert p["scenes"][-1] == "FarasScene", f"the first Esc went past the log panel: {p['scenes']}"
    assert not game(p)["log_open"], "the first Esc closes the log panel"
    app.key("Escape")
    p = app.wait_for(top_is("PauseScene"), timeout=5, what="the pause menu after the second Esc")


def test_resizing_the_window_mid_game_keeps_drawing(launch, tmp_path):
    import pygame
    app = launch("--game", "faras", "--seed", SEED)
    p = setup_two_humans(app)
    p = settle(app)
    frame = p["frame"]
    app.xdo("windowsize", app.wid, "1000", "1000")
    p = app.wait_for(lambda q: q["size"] == [1000, 1000] and q["frame"] > frame, timeout=10,
                     what="the app to draw at 1000x1000")
    assert p["window"] == [1000, 1000]
    # it keeps drawing: a click on the table still gets its answer (a frame drawn after it)
    t = app.click(500, 500)
    p = app.wait_for(lambda q: q["time"] > t and q["size"] == [1000, 1000], timeout=10, what="a frame after a click")
    shot = app.screenshot(tmp_path / "resized.png")
    image = pygame.image.load(str(shot))
    for name, area in (("whole window", (0, 0, 1000, 1000)), ("band below the old height", (0, 760, 1000, 240))):
        colours, mean, spread = colour_stats(image, pygame.Rect(area))
        assert colours > 20 and spread > 8 and mean > 20, \
            f"the {name} looks blank: {colours} colours, mean {mean:.0f}, spread {spread:.0f}"


def colour_stats(image, rect, step=5):
    """(distinct colours, mean brightness, standard deviation) over a grid of pixels of rect."""
    values, colours = [], set()
    for y in range(rect.y, rect.bottom, step):
        for x in range(rect.x, rect.right, step):
            c = image.get_at((x, y))
            colours.add((c.r, c.g, c.b))
            values.append((c.r + c.g + c.b) / 3)
    mean = sum(values) / len(values)
    spread = (sum((v - mean) ** 2 for v in values) / len(values)) ** 0.5
    return len(colours), mean, spread


def test_a_level_is_chosen_from_the_list_and_the_setup_remembers_it(launch):
    app = launch("--game", "thebes", "--seed", SEED)
    p = app.wait_for(top_is("SetupScene"), what="the setup screen")
    assert p["top"]["rects"]["kinds"][1] == "bot:normal"
    p = choose_player(app, p, 1, "bot:easy")       # a weaker level in one choice, no going round
    p = choose_player(app, p, 1, "bot:hard")
    app.click_rect(button(p, "Start game"))
    app.wait_for(lambda q: game(q).get("class") == "ThebesScene", what="the Thebes table")
    app.stop()
    import shutil
    later = app.data_dir.parent / "data1"          # the next launch's data folder, with the seats kept
    later.mkdir(parents=True, exist_ok=True)
    shutil.copy(app.data_dir / "seats.json", later / "seats.json")
    again = launch("--game", "thebes")
    p = again.wait_for(top_is("SetupScene"), what="the setup screen")
    assert p["top"]["rects"]["kinds"][:2] == ["human", "bot:hard"]


def test_names_no_font_can_draw_in_the_saved_game_neither_stop_the_menu_nor_continue(launch, tmp_path):
    """A NUL and a lone surrogate in a saved name (a hand edit, another program): the menu draws its
    Continue line and Continue opens the game, in the real window."""
    import json
    import random
    from game import registry, save
    info = registry.get("faras")
    state = info.new_game(2, 5, info.default_options())
    rng = random.Random(5)
    for _ in range(6):
        state.apply(rng.choice(state.legal_actions()))
    seats = [{"name": "An\x00na\ud800" + "W" * 100_000, "colour": 0, "kind": "human", "level": None},
             {"name": "Ben", "colour": 1, "kind": "bot", "level": "easy"}]
    data = tmp_path / "data0"                      # the first launch's data folder
    data.mkdir(parents=True, exist_ok=True)
    (data / "autosave.json").write_text(json.dumps(save.to_record(state, seats)))
    app = launch()
    p = app.wait_for(top_is("MenuScene"), what="the menu")
    p = app.wait_for(lambda q: q["frame"] >= 3, what="a few frames of the menu")
    app.click_rect(button(p, "Continue"))
    p = app.wait_for(lambda q: game(q).get("class") == "FarasScene", what="the saved Faras game")
    assert "Something went wrong" not in app.output() and "Traceback" not in app.output()


def test_the_tables_words_wait_for_the_move_to_be_shown(launch):
    """The demo plays the computers' moves with their animations: in the real window, the words
    and numbers read the position before a move for as long as it is being shown, never longer,
    and catch up once it has been shown."""
    app = launch("--demo")
    behind = caught_up = 0
    deadline = time.monotonic() + 40
    seen_frames = set()
    while time.monotonic() < deadline and not (behind >= 3 and caught_up >= 3):
        p = app.probe()
        g = game(p) if p else {}
        if not g or g.get("position") is None or p["frame"] in seen_frames:
            time.sleep(0.01)
            continue
        seen_frames.add(p["frame"])
        pos, told = g["position"], g["texts_position"]
        assert told <= pos, g
        if told < pos:
            assert g["animator_busy"], "the words lag behind with nothing being shown"
            assert told == pos - 1, "the words are more than one move behind"
            behind += 1
        elif not g["animator_busy"] and g["moves"]:
            caught_up += 1
        time.sleep(0.01)
    assert behind >= 3, "no move was seen being shown with its words held back"
    assert caught_up >= 3, "the words never caught up with the table"


def test_a_hot_seat_faras_turn_in_german_through_the_curtains(launch, tmp_path):
    """`--lang de`: the setup, the table, its status line and the curtains speak German, and a whole
    turn is played through them with real clicks (every button found by what it is, not by its words)."""
    de = gettext.translation("digsite", str(ROOT / "assets" / "locale"), languages=["de"])
    app = launch("--game", "faras", "--seed", SEED, "--lang", "de")
    p = app.wait_for(top_is("SetupScene"), what="the setup screen")
    labels = [b["label"] for b in p["top"]["buttons"]]
    assert de.gettext("Start game") in labels and "Start game" not in labels, labels
    p = place_everything(app, setup_two_humans(app))
    ready = [b["label"] for b in p["game"]["buttons"] if b["attr"] == "ready_buttons"]
    assert ready == [de.gettext("{player}: ready").format(player=n) for n in ("Anna", "Ben")]
    p = to_first_curtain(app, p)
    assert p["curtain"]["for"] == "Ben" and game(p)["viewer"] is None
    p = open_curtain(app, p)
    p = settle(app, lambda q: game(q).get("step") == "card")
    assert game(p)["viewer"] == 1
    assert game(p)["status"] == de.gettext("{player}: choose an archaeologist card to play (right)").format(
        player="Ben")
    app.click_rect(game(p)["rects"]["hand_rects"][0])
    p = settle(app, lambda q: game(q).get("step") == "dig", what="Ben's card to be played")
    assert game(p)["status"] == de.gettext("{player}: click a face-down token to dig it up ({k} of {n})").format(
        player="Ben", k=1, n=2)
    cells = game(p)["rects"]["cell_rects"]
    for k in (1, 2):
        moves = game(p)["moves"]
        app.click_rect(cells[face_down_cells(p)[0]])
        p = settle(app, lambda q: game(q)["moves"] > moves, what=f"token {k} of Ben's dig")
    p = app.wait_for(lambda q: q["curtain"] is not None and q["curtain"]["drawn_since"] is not None,
                     timeout=20, what="the curtain for Anna")
    assert p["curtain"]["for"] == "Anna" and game(p)["viewer"] is None
    assert all(v is None for v in curtain_viewers(p)), f"a hand was drawn with a curtain up: {p['history']}"
    p = open_curtain(app, p)
    p = settle(app, lambda q: game(q).get("step") == "card")
    assert game(p)["viewer"] == 0 and game(p)["seat_to_act"] == 0
    assert game(p)["status"] == de.gettext("{player}: choose an archaeologist card to play (right)").format(
        player="Anna")
    app.screenshot(tmp_path / "anna-in-german.png")
