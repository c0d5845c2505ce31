"""The table's overlays in a real window: the tooltip, the refusal toasts and the tutorial's note, with
real pointer moves and clicks (xdotool) read back through the app's own probe (ui/probe.py)."""
from __future__ import annotations

import time

import pytest

from tests.e2e.harness import brief, button, top_is
from tests.e2e.test_real_window import SEED, face_down_cells, game, open_curtain, settle, to_bens_dig

GAMES = ["faras", "thebes", "artifakes", "scarabya"]


def overlaps(a, b) -> bool:
    if not a or not b:
        return False
    ax, ay, aw, ah = a
    bx, by, bw, bh = b
    return ax < bx + bw and bx < ax + aw and ay < by + bh and by < ay + ah


def centre(rect):
    x, y, w, h = rect
    return x + w // 2, y + h // 2


def test_after_a_curtain_no_tooltip_of_the_previous_player_shows_before_the_mouse_moves(launch):
    """Ben ends his turn with the pointer resting on a button that has a tooltip; Anna opens her
    curtain with a click in the middle of the window. Her table shows no tooltip until she moves the
    mouse, and then the tooltip is where her pointer is."""
    app = launch("--game", "faras", "--seed", SEED)
    p = to_bens_dig(app)
    cells = game(p)["rects"]["cell_rects"]
    log_button = button(p, "Log", "game")
    for _ in range(2):
        moves = game(p)["moves"]
        app.click_rect(cells[face_down_cells(p)[0]])
        p = app.wait_for(lambda q: game(q)["moves"] > moves, what="a token to be dug up")
        if game(p)["seat_to_act"] == 0:
            break
        p = settle(app)
    assert game(p)["seat_to_act"] == 0, f"Ben's turn should be over: {brief(p)}"
    app.move(*centre(log_button))     # while his last dig is still shown: the table takes the move
    p = app.wait_for(lambda q: q["curtain"] is not None and q["curtain"]["drawn_since"] is not None,
                     timeout=30, what="Anna's curtain")
    assert p["curtain"]["for"] == "Anna"
    p = open_curtain(app, p)          # a click in the middle of the window (the pointer goes there)
    assert game(p)["overlays"]["tooltip"] is None, f"a tooltip from before the curtain: {game(p)['overlays']}"
    frame = p["frame"]
    p = app.wait_for(lambda q: q["frame"] >= frame + 3 or not q["animating"], timeout=5, what="a few frames")
    assert game(p)["overlays"]["tooltip"] is None, f"a tooltip from before the curtain: {game(p)['overlays']}"
    # the mouse moves onto the Log button: now its tooltip is shown, beside the pointer
    x, y = centre(log_button)
    t = time.monotonic()
    app.move(x, y + 2)
    p = app.wait_for(lambda q: q["last_input"] >= t and game(q)["overlays"]["tooltip"] is not None, timeout=5,
                     what="the tooltip after the mouse moved")
    tx, ty, tw, th = game(p)["overlays"]["tooltip"]
    assert abs((tx + tw / 2) - x) < p["size"][0] / 2 and ty < p["size"][1] / 2, "the tooltip is by the pointer"


def open_tutorial(app, index: int) -> dict:
    p = app.wait_for(top_is("MenuScene"), what="the menu")
    learn = [b for b in p["top"]["buttons"] if b["attr"] == "learn_buttons"]
    app.click_rect(learn[index]["rect"])
    return app.wait_for(lambda q: game(q).get("mode") == "tutorial", timeout=20,
                        what="the tutorial's table")


def ready(app, what="the tutorial to wait for the player"):
    return app.wait_for(lambda q: not game(q)["animator_busy"] and game(q)["overlays"].get("tutorial")
                        and game(q)["overlays"].get("tutorial_targets"), timeout=30, what=what)


@pytest.mark.parametrize("gid", ["faras", "thebes"])
def test_the_tutorial_note_is_never_covered_by_a_toast_or_a_tooltip(launch, gid):
    """Through the first screens of a tutorial: a refused click's toast and the tooltips of the
    things the pointer rests on are drawn clear of the step's note."""
    app = launch()
    p = open_tutorial(app, GAMES.index(gid))
    w, h = p["size"]
    checked = 0
    for _ in range(6):
        p = ready(app)
        note = game(p)["overlays"]["tutorial"]
        targets = game(p)["overlays"]["tutorial_targets"]
        if not game(p)["overlays"]["tutorial_reading"]:
            # a click beside the target, on the table, away from the note: refused with a toast
            table_top = game(p)["rects"]["table_rect"][1]
            spot = next(((x, y) for y in range(h - 8, table_top + 8, -31) for x in range(8, w - 8, 31)
                         if not any(overlaps((x - 6, y - 6, 12, 12), r) for r in targets + [note])), None)
            assert spot is not None
            t = app.click(*spot)
            q = app.wait_for(lambda r: r["last_input"] >= t and r["toast_rects"], timeout=5, what="the refusal toast")
            note_now = game(q)["overlays"]["tutorial"]
            assert not [r for r in q["toast_rects"] if overlaps(r, note_now)], \
                f"{gid}: a toast {q['toast_rects']} covers the note {note_now}"
            checked += 1
        # the pointer on each target and each button of the table: no tooltip over the note
        spots = [centre(r) for r in targets] + [centre(b["rect"]) for b in game(p)["buttons"] if b["rect"]][:8]
        for x, y in spots:
            if overlaps((x, y, 1, 1), note):
                continue
            t = time.monotonic()
            app.move(x, y)
            q = app.wait_for(lambda r: r["last_input"] >= t, timeout=5, what="the pointer move to be drawn")
            tip, note_now = game(q)["overlays"]["tooltip"], game(q)["overlays"]["tutorial"]
            assert not overlaps(tip, note_now), f"{gid}: the tooltip {tip} at {(x, y)} covers the note {note_now}"
        # on to the next screen: Next, or the outlined target
        moves = game(p)["moves"]
        if game(p)["overlays"]["tutorial_reading"]:
            app.key("Return")
        else:
            app.click_rect(targets[0])
        app.wait_for(lambda q: game(q)["moves"] != moves or game(q)["overlays"]["tutorial"] != note
                     or game(q)["overlays"]["tutorial_targets"] != targets
                     or game(q)["overlays"]["tutorial_reading"] != game(p)["overlays"]["tutorial_reading"],
                     timeout=20, what="the tutorial to go on")
    assert checked >= 2
