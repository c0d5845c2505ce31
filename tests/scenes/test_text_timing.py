"""Words and numbers never run ahead of the picture (GameScene.shown_view, after_shown): while a move is
still being shown, every game's table reads the position before it for its texts and keeps its
computers' "last move" recaps, and catches up once the animation has shown the move."""
import copy
import random
import time

import pytest

from game import registry
from scenes.table.game_scene import open_game_scene, seat_defaults

GAMES = ["faras", "thebes", "artifakes", "scarabya"]
def recaps_of(scene):
    """The recaps the seats' panels show (GameScene.show_events)."""
    return scene.recaps


def start_state(game_id):
    """A position a little into the game, where the computers' moves animate (Faras: past its setup
    and memorising, which the scene's own timer ends)."""
    info = registry.get(game_id)
    n = min(info.allowed_players()) if game_id != "thebes" else 2
    state = info.new_game(n, 11, info.default_options())
    rng = random.Random(11)
    while game_id == "faras" and state.view(None)["phase"] != "play":
        state.apply(rng.choice(state.legal_actions()))
    for _ in range(3):
        state.apply(rng.choice(state.legal_actions()))
    return state


def open_bots(app, state):
    seats = seat_defaults(state.num_players)
    for s in seats:
        s["level"] = "easy"
    app.reset("menu")
    return open_game_scene(app, state, seats)


def next_move(app, scene, limit_s=20.0):
    """Frames until the computer to act has moved (its choice runs off the main thread)."""
    moves = scene.match.moves
    end = time.monotonic() + limit_s
    while scene.match.moves == moves:
        if getattr(scene, "summary", None) is not None and not scene.animator.busy:
            scene.close_summary()                      # Artifakes: the round's scoring, read
        scene.animator.skip_all()
        app.step(1 / 60, [])
        assert time.monotonic() < end, "the computer never moved"
        time.sleep(0.001)


@pytest.mark.parametrize("game_id", GAMES)
def test_texts_wait_for_the_move_to_be_shown(app, game_id):
    scene = open_bots(app, start_state(game_id))
    app.settings.animation_speed = 1.0
    app.step(1 / 60, [])
    held_moves = recaps_waited = 0
    for _ in range(14):
        if scene.match.is_over:
            break
        viewer = scene.viewer
        before = copy.deepcopy(scene.match.view(viewer))
        recaps = copy.deepcopy(recaps_of(scene))
        next_move(app, scene)
        after = scene.match.view(viewer)
        if not scene.animator.busy:
            continue          # nothing to show: the texts are the view at once
        # the move is being shown: the texts still read the position before it, recaps unchanged
        texts_view = getattr(scene, "shown_view", scene.view)
        assert texts_view(viewer) == before
        assert recaps_of(scene) == recaps
        held_moves += before != after
        scene.animator.skip_all()
        app.step(1 / 60, [])
        # shown: they catch up
        assert texts_view(viewer) == scene.match.view(viewer)
        recaps_waited += recaps_of(scene) != recaps
    assert held_moves > 0 and recaps_waited > 0, (held_moves, recaps_waited)
    assert app.problems == []


def dig_move(state):
    """A Thebes position where the seat to act can dig, and that dig."""
    rng = random.Random(3)
    while True:
        digs = [a for a in state.legal_actions() if a.kind == "dig" and a["weeks"] >= 2]
        if digs:
            return state, digs[0]
        state.apply(rng.choice([a for a in state.legal_actions() if a.kind != "retire"]))


def test_thebes_points_and_last_move_change_when_the_finds_land(app, monkeypatch):
    from scenes.thebes import panels
    info = registry.get("thebes")
    state, dig = dig_move(info.new_game(2, 21, info.default_options()))
    seat = state.current_player
    scene = open_bots(app, state)
    app.step(1 / 60, [])
    drawn = []
    real = panels.theme.fit_line

    def spy(texts, *a, **k):
        drawn.append(texts if isinstance(texts, str) else texts[0])
        return real(texts, *a, **k)
    monkeypatch.setattr(panels.theme, "fit_line", spy)
    old = sum(scene.match.view(None)["players"][seat]["score"].values())
    scene.bot_turn = None
    scene.bots.pop(seat)                 # this seat's move is made here, as a computer's would be
    scene.match.seats[seat]["kind"] = "bot"
    events = scene.match.apply(dig)
    scene._after_apply(events)
    new = sum(scene.match.view(None)["players"][seat]["score"].values())
    assert scene.animator.busy
    # frame by frame through the dig: the panel's points stay the old ones until the finds land
    told_new_at = None
    for frame in range(2000):
        drawn.clear()
        scene.still_key = None
        scene.still = type(scene.still)()
        app.step(1 / 60, [])
        app.draw()
        scores = [t for t in drawn if t.endswith(" pts")]
        if f"{new} pts" in scores and new != old and told_new_at is None:
            told_new_at = frame
            assert not [e for e in scene.moving.effects if type(e).__name__ == "DigStage"
                        and e.tl.time - e.t0 < e.slide_at], "the points changed before the finds slid over"
        if not scene.animator.busy:
            break
    assert not scene.animator.busy
    if new != old:
        assert told_new_at is not None and told_new_at > 0
    assert scene.recaps.get(seat)        # and the recap came with the picture


def test_tutorial_result_waits_for_the_table(app):
    """The Thebes tutorial's 'Nefer moved twice' comes once Nefer has moved, not when the player has."""
    from scenes.table.tutorial import start_tutorial
    start_tutorial(app, "thebes")
    scene = app.scenes.top
    tut = scene.tutorial
    steps = tut.steps
    target = next(i for i, st in enumerate(steps) if "moved twice" in st.get("result", ""))
    end = time.monotonic() + 60
    while tut.index < target or (tut.index == target and tut.phase != "result"):
        assert time.monotonic() < end
        if tut.ready():
            if tut.reading():
                tut.next()
            else:
                assert scene.try_action(tut.expected())
                if tut.index == target:
                    break
        scene.animator.skip_all()
        app.step(1 / 60, [])
    assert tut.index == target and tut.phase == "result"
    assert not tut.ready()                               # Nefer has not moved yet
    assert "moved twice" not in tut.text()
    while not tut.ready():
        assert time.monotonic() < end
        scene.animator.skip_all()
        app.step(1 / 60, [])
        time.sleep(0.001)
    assert "moved twice" in tut.text()
