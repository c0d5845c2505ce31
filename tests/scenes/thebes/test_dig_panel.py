"""The Thebes dig panel: every dug token's name sits under its token, inside the panel, clear of the
other names and of every token (long names, many tokens, small and large windows)."""
import pygame
import pytest

from game import registry
from game.thebes import data as D
from scenes.thebes.anim import DigStage, token_label
from tests.scenes.thebes.test_scene import open_scene, new_state

SIZES = [(960, 540), (1024, 768), (1000, 1000), (1280, 720), (2560, 1080), (3840, 2160)]


class Clock:
    time = 0.0


def longest_names(site, n):
    toks = [t for t in D.TOKENS.values() if t["site"] == site]
    toks.sort(key=lambda t: -len(token_label(t)))
    return toks[:n]


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("n", [3, 6, 9, 12])
def test_dug_names_stay_in_the_panel_and_off_each_other(app, size, n):
    app.set_window_size(*size)
    scene = open_scene(app, new_state(2, seed=4), ["human", "human"])
    app.step(1 / 60, [])
    site = "egypt"
    drawn = [{"token": t["id"], "token_kind": t["kind"]} for t in longest_names(site, n)]
    started = {"seat": 0, "site": site, "bag_count": 30, "weeks": 3, "K": 5, "tokens": n}
    clock = Clock()
    stage = DigStage(scene, started, drawn, None, clock)
    clock.time = stage.slide_at - 0.01          # every token turned up, none slid away yet
    surface = pygame.Surface(size)
    stage.draw(surface)
    where = f"{n} tokens at {size}"
    boxes = stage.label_boxes
    assert len(boxes) == n, where
    assert scene.map_rect.contains(stage.stage), where
    for i, (name, at, tok) in enumerate(boxes):
        assert stage.stage.contains(at), f"{name!r} {at} leaves the panel {stage.stage} ({where})"
        for other, at2, tok2 in boxes[i + 1:]:
            assert not at.colliderect(at2), f"{name!r} {at} runs into {other!r} {at2} ({where})"
        for other, _, tok2 in boxes:
            assert not at.colliderect(tok2), f"{name!r} {at} runs under the token of {other!r} {tok2} ({where})"
