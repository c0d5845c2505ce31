"""Big screen (a setting, on by default in kiosk mode): a table watched from across a room, about three
metres away. Every game's table at every window shape, in English and in German (the longest words),
draws its essential texts at a 40th of the window's height at least, and nothing out of its box or on
top of another (tests/layout_probe.py). The essential texts are what a person across the room follows
the game by: the status line, the players' names, their scores and the mark of whose turn it is; and
the hot-seat curtain's name and its words."""
from __future__ import annotations

import re

import pytest

from game.i18n import _
from tests.layout_probe import SIZES, min_text_px, problems, recording, too_small
from tests.scenes.test_layout import GAMES, _game_moments
from ui import theme


@pytest.fixture(params=["en", "de"])
def big_app(request, app):
    app.settings.big_screen = "on"
    app.set_language(request.param)
    app.step(1 / 60, [])          # the app switches its texts to the big screen's sizes
    assert theme.big_screen()
    yield app
    app.settings.big_screen = "off"
    theme.big_screen(False)
    app.set_language("en")


def _seat_boxes(scene) -> list:
    """Each player's panel or card on the table (where a game shows a name and its score)."""
    for attr in ("player_rects", "panel_rects"):
        if getattr(scene, attr, None):
            return list(getattr(scene, attr))
    pg = getattr(scene, "pg", None)          # Artifakes: the two players' halves of the panel
    return [r for r in (getattr(pg, "top", None), getattr(pg, "bottom", None)) if r is not None]


# How each game writes a player's score on the table: Faras as a bare count in the player's panel
# (the word "points" after it when there is room), Scarabya as a number beside "pts" on the player's
# card (whose other numbers are tokens' values), Thebes as "12 pts" in the player's header; Artifakes
# shows no score until the game's end.
SCORES = {"faras": "count", "scarabya": "beside pts", "thebes": "n pts", "artifakes": None}


def essential_texts(scene, frame):
    """The texts a watcher across the room must read in `frame`: the status line, any text naming a
    player (a name, "Anna: ready"), the words that mark whose turn it is, and the scores (SCORES)."""
    names = [s["name"] for s in scene.seats]
    turn_words = {_("to play"), _("your turn"), _("TO ACT")}
    points = re.compile("^" + re.escape(_("{n} pts")).replace(re.escape("{n}"), r"\d+") + "$")
    boxes = _seat_boxes(scene)
    units = [t.rect for t in frame.texts() if t.label == _("pts") and any(b.contains(t.rect) for b in boxes)]

    def beside_a_unit(t) -> bool:
        return any(t.rect.top <= u.centery <= t.rect.bottom and 0 <= u.x - t.rect.right <= t.rect.h * 2
                   for u in units)

    def essential(t) -> bool:
        if scene.status_text_rect.contains(t.rect):
            return True
        if t.label in turn_words or any(n in t.label for n in names):
            return True
        form = SCORES[scene.info.id]
        if form == "n pts":
            return bool(points.match(t.label))
        in_a_box = t.label.isdigit() and any(b.contains(t.rect) for b in boxes)
        return in_a_box and (form == "count" or (form == "beside pts" and beside_a_unit(t)))
    return essential


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("gid", GAMES)
def test_game_tables_lay_out_on_a_big_screen(big_app, gid, size):
    app = big_app
    app.set_window_size(*size)
    found = []
    with recording(app) as draw:
        for moment in _game_moments(app, gid):
            frame = draw()
            found += [f"{moment}: {p}" for p in problems(frame, size)]
            found += [f"{moment}: {p}" for p in too_small(frame, size, essential_texts(app.scenes.top, frame), big=True)]
    assert not found, f"{gid} on a big screen at {size[0]}x{size[1]}:\n" + "\n".join(found[:25])


def test_the_essential_texts_are_what_a_watcher_follows(big_app):
    """The predicate above picks the status line, names, whose turn and scores, and leaves the rest."""
    app = big_app
    app.set_window_size(1280, 720)
    with recording(app) as draw:
        picked, left = {}, {}
        for moment in _game_moments(app, "faras"):
            frame = draw()
            essential = essential_texts(app.scenes.top, frame)
            picked[moment] = [t for t in frame.texts() if essential(t)]
            left[moment] = {t.label for t in frame.texts() if not essential(t)}
            status = app.scenes.top.status_text_rect
            assert any(status.contains(t.rect) for t in picked[moment]), moment
    assert any("Anna" == t.label for t in picked["start"])
    assert _("to play") in {t.label for t in picked["mid"]}
    assert _("How a turn goes") in left["start"]
    # late in the game the two scores are picked
    assert sum(t.label.isdigit() for t in picked["late"]) == 2


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_curtain_reads_from_across_the_room(big_app, size):
    """The hot-seat curtain between two people: its name and words at a 40th of the height."""
    from scenes.shell.curtain import CurtainScene
    from tests.scenes.test_handoff import open_hot_seat
    app = big_app
    app.set_window_size(*size)
    scene = open_hot_seat(app, "faras")
    recap = ["Anna played a card and dug up two tokens.", "Anna kept a statue; one went to the dam."]
    app.scenes.push(CurtainScene(app, "Ben", scene.colour(1), scene.symbol(1), lambda: None, recap=recap, seat=1))
    with recording(app) as draw:
        frame = draw()
    curtain_texts = [t for t in frame.texts() if t.label.strip()]
    assert curtain_texts
    # all but the keyboard's hint at the foot, for whoever holds the keyboard
    words = [t for t in curtain_texts if t.label != _("Esc: menu (nothing is shown)")]
    found = problems(frame, size) + too_small(frame, size, lambda t: t in words, big=True)
    assert not found, "\n".join(found)
    assert len(words) == 5 and min(t.px for t in words) >= min_text_px(size, big=True)


def test_kiosk_mode_turns_the_big_screen_on_unless_it_is_set_off(app):
    app.settings.kiosk = True
    app.step(1 / 60, [])
    assert theme.big_screen()
    app.settings.big_screen = "off"
    app.step(1 / 60, [])
    assert not theme.big_screen()
    app.settings.kiosk, app.settings.big_screen = False, "auto"
    app.step(1 / 60, [])
    assert not theme.big_screen()


def test_turning_it_on_lays_the_table_out_again(app):
    """The setting changed while a game is open: the status line grows at the next frame."""
    from tests.scenes.test_layout import _game_moments as moments
    next(moments(app, "thebes"))
    with recording(app) as draw:
        before = max(t.px for t in draw().texts() if app.scenes.top.status_text_rect.contains(t.rect))
        app.settings.big_screen = "on"
        app.step(1 / 60, [])
        after = max(t.px for t in draw().texts() if app.scenes.top.status_text_rect.contains(t.rect))
    theme.big_screen(False)
    assert after > before >= 1
