"""The tables' still pictures are repainted part by part (scenes/table/still.py): only where a part
changed, with the very pixels of the picture painted whole."""
import random

import pygame
import pytest

from game import registry
from scenes.table import still
from scenes.table.game_scene import open_game_scene
from scenes.table.still import Part, StillMismatch, StillPicture


def _base(size=(120, 80)):
    base = pygame.Surface(size)
    for y in range(size[1]):
        pygame.draw.line(base, (y * 3 % 256, 100, 200 - y), (0, y), (size[0], y))
    return base


def _disc(colour, centre):
    return lambda s: pygame.draw.circle(s, colour, centre, 14)


def test_only_the_changed_part_is_repainted_and_the_pixels_match_a_whole_painting():
    base = _base()
    pic = StillPicture()
    calls = []

    def part(name, rect, key, colour, centre):
        def paint(s):
            calls.append(name)
            _disc(colour, centre)(s)
        return Part(name, pygame.Rect(rect), key, paint)

    a = part("a", (0, 0, 40, 40), 1, (250, 0, 0), (20, 20))
    b = part("b", (70, 30, 40, 40), 1, (0, 250, 0), (90, 50))
    pic.compose(base, [a, b])
    assert pic.full_paints == 1 and calls == ["a", "b"]
    calls.clear()
    pic.compose(base, [a, b])
    assert calls == [] and pic.last_dirty == []
    b2 = part("b", (70, 30, 40, 40), 2, (0, 0, 250), (90, 50))
    calls.clear()
    got = pic.compose(base, [a, b2])
    assert pic.partial_paints == 1 and pic.last_dirty == [pygame.Rect(70, 30, 40, 40)]
    assert calls == ["b"]
    assert got.get_at((90, 50))[:3] == (0, 0, 250) and got.get_at((20, 20))[:3] == (250, 0, 0)
    whole = StillPicture().compose(base, [a, b2])
    assert pygame.image.tobytes(got, "RGB") == pygame.image.tobytes(whole, "RGB")
    # a part that leaves is painted over with the background; one that moves is repainted at both places
    got = pic.compose(base, [b2])
    assert got.get_at((20, 20)) == base.get_at((20, 20))
    moved = part("b", (10, 10, 40, 40), 2, (0, 0, 250), (30, 30))
    got = pic.compose(base, [moved])
    assert got.get_at((90, 50)) == base.get_at((90, 50)) and got.get_at((30, 30))[:3] == (0, 0, 250)


def test_overlapping_parts_are_repainted_in_their_order():
    base = _base()
    pic = StillPicture()
    under = Part("under", pygame.Rect(0, 0, 60, 60), 1, _disc((200, 0, 0), (30, 30)))
    over = Part("over", pygame.Rect(20, 20, 60, 60), 1, _disc((0, 200, 0), (40, 40)))
    pic.compose(base, [under, over])
    under2 = Part("under", pygame.Rect(0, 0, 60, 60), 2, _disc((200, 0, 200), (30, 30)))
    got = pic.compose(base, [under2, over])
    whole = StillPicture().compose(base, [under2, over])
    assert pygame.image.tobytes(got, "RGB") == pygame.image.tobytes(whole, "RGB")
    assert got.get_at((40, 40))[:3] == (0, 200, 0)      # the upper part is still on top


def test_the_check_catches_a_key_that_misses_what_the_part_shows(monkeypatch):
    monkeypatch.setattr(still, "CHECK", True)
    base = _base()
    pic = StillPicture()
    colour = [(200, 0, 0)]
    honest = Part("honest", pygame.Rect(0, 0, 40, 40), 1, _disc((0, 0, 200), (20, 20)))
    liar = Part("liar", pygame.Rect(60, 0, 40, 40), 1, lambda s: _disc(colour[0], (80, 20))(s))
    pic.compose(base, [honest, liar])
    colour[0] = (0, 200, 0)                               # its pixels change, its key does not
    honest2 = honest._replace(key=2)
    with pytest.raises(StillMismatch):
        pic.compose(base, [honest2, liar])


def _targets(scene):
    """Centres of what a player may click on the table: the rects and buttons the scene keeps, the
    map's places."""
    from ui import probe
    out = []
    for value in probe.rects_of(scene).values():
        for r in (value if value and isinstance(value[0], list) else [value]):
            if isinstance(r, list) and len(r) == 4 and all(isinstance(x, int) for x in r):
                out.append((r[0] + r[2] // 2, r[1] + r[3] // 2))
    out += [(b["rect"][0] + b["rect"][2] // 2, b["rect"][1] + b["rect"][3] // 2)
            for b in probe.buttons_of(scene) if b["rect"]]
    out += [tuple(map(int, p)) for p in getattr(scene, "locations", {}).values()]
    return [p for p in out if p[1] > scene.table_rect.y]


def _drive(app, scene, rng, frames):
    """Frames with the computers moving, the mouse wandering over the table and now and then a click
    on something a player may choose (a choice started, a route planned, a dialog opened)."""
    w, h = app.size
    for i in range(frames):
        if scene.bot_turn is not None:
            scene.bot_turn.wait(2)
        if (getattr(scene, "memo_left", None) or 0) > 1:
            scene.memo_left = 1.0     # Faras: the memorising time runs out soon (the tests have no minute)
        if i % 3 == 0:
            pos = (rng.randrange(w), rng.randrange(scene.table_rect.y + 1, h))
            app.scenes.top.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
            if i % 7 == 0 and app.scenes.top is scene:
                targets = _targets(scene)
                if targets:
                    pos = rng.choice(targets)
                    for kind in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
                        scene.handle(pygame.event.Event(kind, pos=pos, button=1, rel=(0, 0), buttons=(0, 0, 0)))
        app.dirty = True
        app.step(1 / 30, [])
        if app.scenes.top is not scene or scene.match.state.is_over:
            break


STILL_GAMES = ["faras", "thebes", "artifakes", "scarabya", "faras:variant=expert", "scarabya:mode=duel"]


@pytest.mark.parametrize("gid", STILL_GAMES)
@pytest.mark.parametrize("size", [(1280, 720), (900, 1000)])
def test_a_table_repainted_part_by_part_matches_it_painted_whole(tmp_path, monkeypatch, gid, size):
    """Computers play with the mouse wandering, and one human seat plays random moves: after every
    partial repaint the still picture is compared with the same picture painted whole (still.CHECK)."""
    monkeypatch.setattr(still, "CHECK", True)
    monkeypatch.setenv("DIGSITE_DATA_DIR", str(tmp_path))
    from scenes.shell.app import App
    app = App(headless=True, surface_size=size)
    app.settings.bot_delay = 0.0
    gid, _, option = gid.partition(":")
    info = registry.get(gid)
    rng = random.Random(3)
    options = info.default_options()
    if option:
        key, _, value = option.partition("=")
        options = info.resolve_options({**options, key: value})
    state = info.new_game(2, 11, options)
    seats = [{"name": "Anna", "colour": 0, "kind": "human", "level": None},
             {"name": "Ben", "colour": 1, "kind": "bot", "level": "normal"}]
    app.settings.handoff_curtain = False
    scene = open_game_scene(app, state, seats)
    for _ in range(60):
        _drive(app, scene, rng, 12)
        if app.scenes.top is not scene or state.is_over:
            break
        if scene.human_to_act and not scene.animator.busy and rng.random() < 0.4:   # else the clicks play
            legal = state.legal_actions()
            if legal:
                scene.try_action(rng.choice(legal))
    pic = scene.still
    assert pic.partial_paints > 20, "the test never repainted a part: it checks nothing"
