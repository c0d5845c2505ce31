"""What the tables and the results screen say: the status line offers only what is possible, a
choice's panel is never asked for before it is there, one wording per thing, no promise the screen
does not keep, and the few set-up facts a player would otherwise wonder about."""
import random
import time

import pygame
import pytest

from game import registry
from game.match import Match
from scenes.shell.results import ResultsScene
from scenes.table.demo import demo_mode
from tests.ui_events import click, open_table


def finished(game_id, players, seed=3):
    m = Match.new(game_id, players, seed)
    m.play_bots()
    assert m.is_over
    return m


# ---- the results screen -------------------------------------------------------------------------
def test_confetti_only_when_a_person_at_the_table_wins(app):
    m = finished("artifakes", 2)
    winner = m.winners()[0]
    loser = 1 - winner
    for kinds, party in (({winner: "bot", loser: "human"}, False),     # the computer beat the person
                         ({winner: "human", loser: "bot"}, True),
                         ({winner: "bot", loser: "bot"}, True)):       # a demo: nobody to disappoint
        for seat, kind in kinds.items():
            m.seats[seat]["kind"] = kind
        results = ResultsScene(app, m)
        results.layout(app.screen.get_size())
        assert (results.confetti is not None) is party, kinds


def test_a_score_part_keeps_its_colour_whichever_parts_were_scored(app):
    results = ResultsScene(app, finished("scarabya", 2))
    results.breakdown = [{"areas of 1": 0, "areas of 2": 4, "areas of 3": 6}] * 2
    one = results.part_style("areas of 3")
    assert results.parts() == ["areas of 2", "areas of 3"]
    results.breakdown = [{"areas of 1": 1, "areas of 2": 0, "areas of 3": 3}] * 2
    assert results.parts() == ["areas of 1", "areas of 3"]
    assert results.part_style("areas of 3") == one


# ---- Scarabya ---------------------------------------------------------------------------------
def scarabya_scene(app, players, mode):
    info = registry.get("scarabya")
    opts = {**info.default_options()}
    if mode != "standard":
        opts["mode"] = mode
    state = info.new_game(players, 4, opts)
    return open_table(app, state, ["human"] + ["bot"] * (players - 1))


def test_the_demo_line_promises_no_skip(app):
    scene = scarabya_scene(app, 2, "standard")
    assert "click to skip" in scene.recap_status()
    scene.table_mode = demo_mode(0, app.now())   # the demo: a click opens the menu
    assert "skip" not in scene.recap_status()


@pytest.mark.parametrize("players,mode", [(1, "solo"), (2, "duel"), (3, "standard")])
def test_scarabya_names_the_site_and_its_end_by_the_mode(app, players, mode):
    scene = scarabya_scene(app, players, mode)
    assert scene.mode == mode
    if mode == "duel":
        assert scene.site_words() == "the shared site"
        assert "your site" not in scene.status() and "your site" not in scene.newcomer_hint()[0]
    scene.final = object()                      # the final sites are up
    scene.animator.skip_all()
    line = scene.status()
    assert "every final site." not in line and line.startswith("The dig is over: here is")
    assert ("shared site" in line) == (mode == "duel") and ("your final site" in line) == (mode == "solo")


# ---- Artifakes ----------------------------------------------------------------------------------
def at_the_screen(app, state):
    """A 2-seat table with a person on the seat to act, looking at the screen, the opening shown."""
    kinds = ["bot", "bot"]
    kinds[state.current_player] = "human"
    scene = open_table(app, state, kinds)
    scene.viewer = state.current_player
    scene.animator.skip_all()
    app.step(1 / 60, [])
    return scene


def artifakes_dig(app, want_dead):
    info = registry.get("artifakes")
    state = info.new_game(2, 5, info.default_options())
    rng = random.Random(5)
    while True:
        if state.phase == "dig":
            v = state.view(state.current_player)
            hand = v["hand"] or []
            pv = [p for p in v["previews"] if not p.get("dead") and p["recovered_points"] and p["destroyed_points"]]
            if want_dead and any(c["dead"] for c in hand):
                card = next(c["id"] for c in hand if c["dead"])
                break
            if not want_dead and pv:
                card = pv[0]["card"]
                break
        state.apply(rng.choice(state.legal_actions()))
    scene = at_the_screen(app, state)
    scene.animator.skip_all()
    scene.summary = None
    scene.sel_card = card
    return scene, card


def test_artifakes_says_what_a_play_brings_in_one_wording(app):
    scene, card = artifakes_dig(app, want_dead=False)
    labels = [b.label for b in scene.visible_buttons() if b.enabled]
    both = [t for t in labels if "find" in t and "wreck" in t]
    assert both, labels
    assert not any("(+" in t for t in labels)
    scene.hover_card = card
    hint = scene.hint()
    words = both[0][both[0].index("(") + 1:both[0].index(")")]        # 'find 1, wreck 2'
    assert words in hint


def test_artifakes_status_for_a_dead_card_speaks_of_its_button(app):
    scene, card = artifakes_dig(app, want_dead=True)
    line = scene.status()
    assert "dead" in line and "lit landing space" not in line


def test_artifakes_tutorial_asks_for_the_best_play_of_its_card(app):
    from scenes.table.tutorial import start_tutorial
    scene = start_tutorial(app, "artifakes")
    tut = scene.tutorial
    end = time.monotonic() + 60
    checked = 0
    while not tut.step.get("final"):
        assert time.monotonic() < end
        if scene.awaiting_reader() and not scene.animator.busy:
            scene.close_topmost()
        if tut.ready():
            if tut.reading():
                tut.next()
                continue
            want = tut.expected()
            if want.kind == "play":
                plays = [p for p in scene.match.view(tut.human)["previews"]
                         if not p.get("dead") and p["card"] == want["card"]]
                gain = {(p["mode"], p["direction"]): p["recovered_points"] + p["destroyed_points"] for p in plays}
                assert gain[(want["mode"], want["direction"])] == max(gain.values()), (tut.index, gain)
                checked += 1
            assert scene.try_action(want)
        scene.animator.skip_all()
        app.step(1 / 60, [])
        time.sleep(0.001)
    assert checked >= 2


# ---- Thebes ------------------------------------------------------------------------------------
def test_thebes_status_offers_only_retire_when_nothing_else_fits(app):
    info = registry.get("thebes")
    state = info.new_game(2, 9, info.default_options())
    rng = random.Random(9)
    while {a.kind for a in state.legal_actions()} != {"retire"}:
        assert not state.is_over
        others = [a for a in state.legal_actions() if a.kind != "retire"]
        state.apply(rng.choice(others))
    kinds = ["bot", "bot"]
    kinds[state.current_player] = "human"
    scene = open_table(app, state, kinds)
    scene.animator.skip_all()
    line = scene.status()
    assert "Retire" in line and "take a card" not in line and "dig" not in line, line


def test_thebes_three_players_start_later_and_the_log_and_how_to_say_why(app):
    from scenes.thebes import howto
    m = Match.new("thebes", 3, 2)
    state = m.state
    assert all(t == state.start_t for t in state.time) and state.start_t == 16
    from scenes.table.game_log import GameLog
    log = GameLog("thebes", ["Anna", "Ben", "Chloe"])
    log.add(-1, None, m.history[0][1])
    first = log.lines(None)[0].text
    assert "week 16" in first and "shorter" in first and "aside" in first
    pages = " ".join(" ".join(p.lines) if hasattr(p, "lines") else str(p) for p in howto.PAGES)
    assert "three players" in pages and "week 16" in pages


def test_thebes_wheel_pointer_keeps_off_its_title_and_caption(app):
    info = registry.get("thebes")
    for size in ((1280, 720), (960, 540), (1920, 1080)):
        app.set_window_size(*size)
        state = info.new_game(2, 21, info.default_options())
        rng = random.Random(3)
        while not any(a.kind == "dig" for a in state.legal_actions()):
            state.apply(rng.choice([a for a in state.legal_actions() if a.kind != "retire"]))
        site = next(a["site"] for a in state.legal_actions() if a.kind == "dig")
        scene = at_the_screen(app, state)
        scene.open_dig(site)
        assert scene.dig is not None
        for weeks in range(1, 13):
            scene.dig.weeks = weeks
            scene.text_boxes = []
            scene.dig.draw(app.screen)
            d = scene.dig
            assert not d.pointer_rect.colliderect(d.title_rect), (size, weeks)
            assert not d.pointer_rect.colliderect(d.caption_rect), (size, weeks)
            assert d.rect.contains(d.caption_rect) and d.rect.contains(d.pointer_rect), (size, weeks)
            assert not any("from the wheel" in what for what, _, _ in scene.text_boxes)


# ---- Faras -------------------------------------------------------------------------------------
def test_faras_names_a_find_once_when_its_name_is_its_type():
    from game.faras import data as D
    sand = next(t for t in range(D.NUM_TOKENS) if D.TOKEN_NAME[t] == "Sand")
    assert D.token_label(sand) == "Sand"
    plate = next(t for t in range(D.NUM_TOKENS) if D.TOKEN_NAME[t] != D.TYPE_LABELS[D.TOKEN_TYPE[t]])
    assert D.token_label(plate) == f"{D.TOKEN_NAME[plate]} ({D.TYPE_LABELS[D.TOKEN_TYPE[plate]]})"


def test_faras_asks_for_a_helper_only_once_the_picker_is_there(app, monkeypatch):
    from scenes.faras import table as faras_draw
    from tests.game.faras.helpers import A, card, position, tok
    P0, P1 = tok("pottery", 0), tok("pottery", 1)
    state = position(3, board={0: P0, 1: P1}, dam=[tok("bones", 0)],
                     hands={0: [card("valuable"), card("bones"), card("misc")]})
    scene = open_table(app, state, ["human", "bot", "bot"])
    scene.viewer = 0
    app.settings.animation_speed = 1.0
    for action in (A("play_card", card=card("valuable")), A("reveal", cell=0)):
        assert scene.try_action(action)
        scene.animator.skip_all()
        app.step(1 / 60, [])
    assert scene.try_action(A("reveal", cell=1))
    assert state.step == "helper" and scene.animator.busy
    v = scene.view()
    assert not faras_draw._decision_shown(scene, v)
    assert "help you lift" not in scene.status()          # the picker is not there yet
    said = []
    monkeypatch.setattr(app, "toast", lambda message, *a, **k: said.append(message))
    app.step(1 / 60, click(scene.board_rect.center))        # a click meanwhile brings it at once
    assert not scene.animator.busy and faras_draw._decision_shown(scene, scene.view())
    assert said == []                                        # and is not refused
    assert "help you lift" in scene.status()
