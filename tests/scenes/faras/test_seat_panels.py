"""The Faras seat panels at every window size: a two-digit score keeps its word "points" as a
one-digit one does, a
computer's recap is shown whole (on two lines where one is too short), and the thinking badge sits
on free room, never on the card backs or a text."""
import random

import pygame
import pytest

from game import registry
from game.match import Match
from scenes.shell.menu import MenuScene
from scenes.table.game_scene import open_game_scene, seat_defaults

SIZES = [(960, 540), (1024, 768), (1000, 1000), (1280, 720), (1920, 1080), (2560, 1080)]


def mid_game(app):
    """Anna (human) against two computers, well into the game: Ben has 13 points and a recap of his
    last turn, Chloe is thinking about her card."""
    info = registry.get("faras")
    seats = seat_defaults(3)
    seats[0]["kind"] = "human"
    m = Match.new("faras", 3, 21, info.default_options(), [dict(s) for s in seats])
    rng = random.Random(3)
    for _ in range(150):
        m.apply(rng.choice(m.legal_actions()) if m.current_player == 0 else m.bot_choice())
    while m.current_player != 0:
        m.apply(m.bot_choice())
    while m.current_player == 0:
        m.apply(rng.choice(m.legal_actions()))
    app.scenes.reset(MenuScene(app))
    scene = open_game_scene(app, m)
    for _ in range(3000):
        app.step(1 / 60, [])
        scene.animator.skip_all()
        if scene.bot_turn is not None:
            scene.bot_turn.wait(5)
        if m.current_player == 2 and m.state.step == "card":
            break
    app.settings.bot_delay = 60.0
    for _ in range(3):
        app.step(1 / 60, [])
    assert scene.bot_turn is not None and len(m.state.collections[1]) >= 10 and scene.recap_text(1)
    return scene


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_points_recap_and_thinking_badge_each_have_their_room(app, size):
    scene = mid_game(app)
    app.set_window_size(*size)
    app.step(1 / 60, [])
    app.draw()
    where = f"at {size}"
    worded = []
    for s, panel in enumerate(scene.player_rects):
        texts = scene.seat_texts[s]
        words = [t for t, _ in texts]
        count = str(len(scene.match.state.collections[s]))
        assert count in words, f"seat {s}: {words} {where}"
        worded.append("points" in words or "point" in words)
        for i, (a, ra) in enumerate(texts):
            assert panel.inflate(2, 2).contains(ra), f"{a!r} {ra} leaves the panel {panel} {where}"
            for b, rb in texts[i + 1:]:
                assert not ra.colliderect(rb), f"{a!r} {ra} overlaps {b!r} {rb} {where}"
    # the word goes with every score or with none (a panel too narrow for it at a one-digit score),
    # never only with the short ones; from 1280 wide it is always there
    assert all(worded) or not any(worded), f"{worded} {where}"
    assert all(worded) or size[0] < 1280, where
    # Ben's recap: all of it on the panel (where the panel is very narrow, its latest steps whole)
    parts = scene.recaps[1]
    shown = " ".join(t for t, _ in scene.seat_texts[1] if t not in ("Ben", "13", "points", "cards"))
    whole = ["computer: " + "; ".join(parts), "; ".join(parts)]
    assert shown in whole or (size[0] < 1280 and shown in ["... " + "; ".join(parts[k:]) for k in range(1, len(parts))]), \
        f"{shown!r} {where}"
    # Chloe's badge: on her panel, off her cards and her texts
    badge = scene.thinking_rect
    assert scene.player_rects[2].contains(badge), where
    for what, r in scene.seat_texts[2]:
        assert not badge.colliderect(r), f"the thinking badge {badge} covers {what!r} {r} {where}"
