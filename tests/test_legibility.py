"""Legible from two metres ("Ready for events"): every essential text a game scene draws is at least
1/60 of the window height (a font px of at least round(h / 60)), at the sizes events use.

Each game lists its moments (start, mid-game, dialogs) in MOMENTS; `render_texts(game, size)` renders
them with a spy on ui.theme.text and returns every (px, text, where) drawn. Another game joins by
adding its moments (and, if it must, a few decorative strings to ALLOWED) and its id to GAMES.
"""
from __future__ import annotations

import inspect
import os
import random
from contextlib import contextmanager

import pytest

from game import registry
from ui import theme

SIZES = [(1280, 720), (1920, 1080)]


def min_px(h: int) -> int:
    return round(h / 60)


# Decorative or redundant strings that may stay smaller, per game (a predicate on the text), each
# with the reason. Keep this short: anything a player needs to read does not belong here.
# Thebes and Artifakes need none: their tooltips (ui.widgets.tooltip, h/48) already pass, and the one
# decorative number that could not grow (the value on the tiny first-dig bonus token on the map) is
# no longer drawn: its tooltip says "(1 point)". Example entry:
#     ("a repeated legend", lambda s: s == "weeks (outer) / tokens drawn (inner)"),
ALLOWED: dict[str, list[tuple[str, object]]] = {
    "thebes": [],
    "artifakes": [],
}


@contextmanager
def text_spy():
    """Record (px, text, 'file:line' of the caller) for every ui.theme.text call."""
    seen: list[tuple[int, str, str]] = []
    orig = theme.text
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

    def spy(s, kind, px, colour=theme.INK, wrap=0):
        f = inspect.currentframe().f_back
        where = f"{os.path.relpath(f.f_code.co_filename, root)}:{f.f_lineno}" if f else "?"
        seen.append((int(px), str(s), where))
        return orig(s, kind, px, colour, wrap)

    theme.text = spy
    try:
        yield seen
    finally:
        theme.text = orig


# ---- the moments ---------------------------------------------------------------------------------
def _open(app, state, kinds):
    from scenes.game_scene import open_game_scene, seat_defaults
    from scenes.menu import MenuScene
    seats = seat_defaults(state.num_players)
    for i, k in enumerate(kinds):
        seats[i]["kind"] = k
    app.scenes.reset(MenuScene(app))
    scene = open_game_scene(app, state, seats)
    scene.fast_forward = False
    return scene


def _settle(app, scene, frames=3):
    for _ in range(frames):
        scene.animator.skip_all()
        app.step(1 / 60, [])
    scene.animator.skip_all()


def _random_play(state, steps, seed, avoid=()):
    rng = random.Random(seed)
    for _ in range(steps):
        if state.is_over:
            break
        legal = state.legal_actions()
        state.apply(rng.choice([a for a in legal if a.kind not in avoid] or legal))
    return state


def _thebes(n, steps, seed=None):
    info = registry.get("thebes")
    st = info.new_game(n, seed if seed is not None else n, info.default_options())
    return _random_play(st, steps, seed if seed is not None else n, avoid=("retire",))


def thebes_start(app):
    return _open(app, _thebes(2, 0), ["human", "bot"])


def thebes_mid(app):
    return _open(app, _thebes(3, 25), ["human"] * 3)


def thebes_end(app):
    return _open(app, _thebes(4, 400), ["human", "bot", "bot", "bot"])


def _thebes_dig(app, steps, seed):
    scene = _open(app, _thebes(3, steps, seed), ["human"] * 3)
    _settle(app, scene)
    site = next((s for s in ("greece", "crete", "egypt", "palestine", "mesopotamia")
                 if scene.site_reason(s) is None), None)
    assert site is not None, "no dig site open in this position"
    scene.open_dig(site)
    return scene


def thebes_dig(app):
    return _thebes_dig(app, 25, 7)


def thebes_dig_late(app):
    """Another position: other choices (rumor, lone assistant or shovel...) show in the dialog."""
    return _thebes_dig(app, 20, 17)


def thebes_confirm(app):
    scene = _open(app, _thebes(3, 25), ["human"] * 3)
    _settle(app, scene)
    card = next(iter(sorted(scene.legal_cards())))
    kind = "exhibition" if card in scene.state.slots else "take_card"
    scene.select(kind, card=card)
    assert scene.pending is not None
    return scene


def _artifakes(seed=5, steps=0, phase=None, **opts):
    info = registry.get("artifakes")
    st = info.new_game(2, seed, {**info.default_options(), **opts})
    rng = random.Random(seed)
    n = 0
    while not st.is_over and (n < steps or (phase and not (st.phase == phase and st.current_player == 0))):
        st.apply(rng.choice(st.legal_actions()))
        n += 1
    return st


def _artifakes_open(app, st):
    scene = _open(app, st, ["human", "bot"])
    scene.viewer = 0
    return scene


def artifakes_start(app):
    return _artifakes_open(app, _artifakes())


def artifakes_bury(app):
    return _artifakes_open(app, _artifakes(steps=9, phase="bury"))


def _motion(pos):
    import pygame
    return [pygame.event.Event(pygame.MOUSEMOTION, pos=(int(pos[0]), int(pos[1])), rel=(0, 0), buttons=(0, 0, 0))]


def _click(pos):
    import pygame
    pos = (int(pos[0]), int(pos[1]))
    return [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)]


def artifakes_mid(app):
    """Digging: a card with plays chosen, its option buttons and landing chips showing."""
    scene = _artifakes_open(app, _artifakes(seed=6, steps=40, phase="dig", ring_colours="cycling"))
    _settle(app, scene)
    hand = scene.view()["hand"]
    live = [i for i, c in enumerate(hand) if not c["dead"]]
    i = live[0] if live else 0
    rect = scene.pg.hand_rects(len(hand))[i]
    app.step(1 / 60, _motion(rect.center))
    app.step(1 / 60, _click(rect.center))
    return scene


def artifakes_end(app):
    return _artifakes_open(app, _artifakes(steps=5000))


MOMENTS = {
    "thebes": [thebes_start, thebes_mid, thebes_dig, thebes_dig_late, thebes_confirm, thebes_end],
    "artifakes": [artifakes_start, artifakes_bury, artifakes_mid, artifakes_end],
}
GAMES = list(MOMENTS)


def render_texts(app, game, size, shots_dir=None):
    """{moment name: [(px, text, where), ...]} for each of the game's moments at `size`."""
    import pygame
    app.set_window_size(*size)
    out = {}
    for moment in MOMENTS[game]:
        with text_spy() as seen:
            scene = moment(app)
            _settle(app, scene, 2)
            app.draw()
        if shots_dir:
            os.makedirs(shots_dir, exist_ok=True)
            pygame.image.save(app.screen, os.path.join(shots_dir, f"{moment.__name__}_{size[0]}x{size[1]}.png"))
        out[moment.__name__] = seen
        assert app.problems == []
    return out


def too_small(game, records, h):
    limit = min_px(h)
    return sorted({(px, s, where) for px, s, where in records
                   if px < limit and not any(ok(s) for _, ok in ALLOWED.get(game, []))})


@pytest.fixture()
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("DIGSITE_DATA_DIR", str(tmp_path))
    from scenes.app import App
    a = App(headless=True, surface_size=SIZES[0])
    a.settings.bot_delay = 0.0
    yield a


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game", GAMES)
def test_every_text_is_legible(app, game, size):
    got = render_texts(app, game, size)
    assert all(got.values()), "a moment drew no text at all: the spy is not seeing the scene"
    bad = {name: too_small(game, recs, size[1]) for name, recs in got.items()}
    bad = {k: v for k, v in bad.items() if v}
    assert not bad, f"texts under {min_px(size[1])} px at {size[0]}x{size[1]}: {bad}"
