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
    "faras": [],
    "scarabya": [],
}


@contextmanager
def text_spy():
    """Record (px, text, 'file:line' of the caller) for every ui.theme.text call."""
    seen: list[tuple[int, str, str]] = []
    orig = theme.text
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

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
    from tests.ui_events import open_table
    scene = open_table(app, state, kinds)
    scene.fast_forward = False
    return scene


def _settle(app, scene, frames=3):
    from tests.ui_events import settle_skipping_first
    settle_skipping_first(app, scene, frames)


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


def thebes_dig_every_choice(app):
    """The longest dig dialog: a rumor, a lone assistant and shovel, general knowledge, a used
    permit with a Special Permission, a Zeppelin and a car on a long journey (its lines wrap)."""
    from tests.game.thebes.helpers import give_cards
    st = _thebes(3, 0, 3)
    seat = st.current_player
    give_cards(st, seat, 83, 54, 16, 22, 29, 3, 5, 1)   # Egypt rumor and book, assistant, shovel, general 2, ...
    st.permits[seat]["egypt"] = False
    st.location[seat] = "london"
    scene = _open(app, st, ["human"] * 3)
    _settle(app, scene)
    scene.open_dig("egypt")
    assert scene.dig is not None and len(scene.dig._toggle_specs()) == 6
    return scene


def thebes_confirm(app):
    scene = _open(app, _thebes(3, 25), ["human"] * 3)
    _settle(app, scene)
    card = next(iter(sorted(scene.legal_cards())))
    kind = "exhibition" if card in scene.match.state.slots else "take_card"
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


# ---- Faras ---------------------------------------------------------------------------------------
def _faras(n, pred, seed=5, **opts):
    from game.match import Match
    m = Match.new("faras", n, seed, opts, [{"kind": "bot", "level": "normal"}] * n, bot_seed=seed)
    m.play_bots(max_moves=10 ** 5, until=lambda match: pred(match.state))
    return m.state


def _faras_open(app, st, humans=(0,)):
    kinds = ["human" if i in humans else "bot" for i in range(st.num_players)]
    scene = _open(app, st, kinds)
    from scenes.shell.curtain import CurtainScene
    for _ in range(5):      # hot seat: the "pass to ..." curtain first, then the table
        app.step(1 / 60, [])
        if isinstance(app.scenes.top, CurtainScene):
            app.step(1 / 60, _click((10, 10)))
    assert app.scenes.top is scene
    return scene


def faras_setup(app):
    """Placing the finds: a token picked from the tray, the board half full."""
    st = _faras(3, lambda s: s.phase == "setup" and len(s.log) > 12 and s.placer == 0 and s.selected is None,
                seed=3)
    scene = _faras_open(app, st)
    _settle(app, scene)
    tray = scene.tray_layout(scene.view()["unplaced"][st.placer])
    if tray:
        app.step(1 / 60, _click(next(iter(tray.values())).center))
    return scene


def faras_memorise(app):
    st = _faras(2, lambda s: s.phase == "memorise", seed=1)
    return _faras_open(app, st, humans=(0, 1))


def faras_turn(app):
    """A turn with cards in hand (the card step), mid-game."""
    st = _faras(3, lambda s: s.phase == "play" and s.step == "card" and s.current_player == 0 and s.round >= 3,
                seed=21)
    return _faras_open(app, st)


def faras_penalty(app):
    """The scorpion's penalty: choose a token for the dam."""
    st = _faras(2, lambda s: s.phase == "play" and s.step == "penalty", seed=4)
    assert st.step == "penalty", "no scorpion in this game"
    return _faras_open(app, st, humans=(0, 1))


def faras_declare(app):
    """The dispute: the questioned player declares which types they hold."""
    found = None
    for seed in range(1, 40):
        st = _faras(3, lambda s: s.phase == "play" and s.step == "declare", seed=seed)
        if st.step == "declare":
            found = st
            break
    assert found is not None, "no dispute in these games"
    return _faras_open(app, found, humans=(0, 1, 2))


def faras_end(app):
    return _faras_open(app, _faras(3, lambda s: False, seed=21, variant="expert"))


# ---- Scarabya ------------------------------------------------------------------------------------
def _scarabya(n, steps, seed=5, **opts):
    info = registry.get("scarabya")
    st = info.new_game(n, seed, {**info.default_options(), **opts})
    return _random_play(st, steps, seed)


def _scarabya_open(app, st, kinds):
    scene = _open(app, st, kinds)
    scene.viewer = 0
    return scene


def _scarabya_point(app, scene, legal=False):
    """The pointer over the site once nothing moves: over a legal spot (a preview) or the centre (a reason)."""
    from game.scarabya.shapes import orientations
    for _ in range(30):
        _settle(app, scene)
        if scene.can_place_now():
            break
    pos = scene.site_geo.grid.center
    acts = [a for a in scene.match.state.legal_actions() if a.kind == "place" and a["orient"] == scene.orient]
    if legal and acts:
        a, g = acts[len(acts) // 2], scene.site_geo
        shape = orientations(a["tile"], True)[a["orient"]]
        h, w = max(r for r, _ in shape) + 1, max(c for _, c in shape) + 1
        pos = (g.grid.x + (a["col"] + w / 2) * g.cell, g.grid.y + (a["row"] + h / 2) * g.cell)
    app.step(1 / 60, _motion(pos))


def scarabya_start(app):
    return _scarabya_open(app, _scarabya(2, 0), ["human", "bot"])


def scarabya_mid(app):
    """Mid-game, four sites, the pointer over the site: a placement preview with its reason."""
    scene = _scarabya_open(app, _scarabya(4, 14), ["human", "bot", "bot", "bot"])
    _scarabya_point(app, scene, legal=True)
    assert scene.anchor is not None and scene.preview()[0] is None
    return scene


def scarabya_solo(app):
    st = _scarabya(1, 4, mode="solo")
    assert not st.is_over
    scene = _scarabya_open(app, st, ["human"])
    _scarabya_point(app, scene)
    return scene


def scarabya_duel(app):
    scene = _scarabya_open(app, _scarabya(2, 10, mode="duel"), ["human", "human"])
    _scarabya_point(app, scene)
    return scene


def scarabya_end(app):
    return _scarabya_open(app, _scarabya(3, 5000), ["human", "bot", "bot"])


def scarabya_solo_end(app):
    """The solo verdict on its card (the card grows to hold it)."""
    return _scarabya_open(app, _scarabya(1, 8, mode="solo"), ["human"])


MOMENTS = {
    "thebes": [thebes_start, thebes_mid, thebes_dig, thebes_dig_late, thebes_dig_every_choice, thebes_confirm,
               thebes_end],
    "artifakes": [artifakes_start, artifakes_bury, artifakes_mid, artifakes_end],
    "faras": [faras_setup, faras_memorise, faras_turn, faras_penalty, faras_declare, faras_end],
    "scarabya": [scarabya_start, scarabya_mid, scarabya_solo, scarabya_duel, scarabya_end, scarabya_solo_end],
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
    from scenes.shell.app import App
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
