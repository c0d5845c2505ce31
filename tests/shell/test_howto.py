"""How to play: pages and pictures for every game, at laptop and 4K sizes; navigation by mouse and keys;
the hand-placed Scarabya close-ups obey the rules."""
import math

import pygame
import pytest

from game import registry
from game.scarabya import data as sdata
from game.scarabya import shapes as srules
from scenes.table import howto_art
from scenes.shell.app import App
from scenes.shell.howto import HowToScene
from scenes.shell.menu import MenuScene
from tests.ui_events import click
from ui import language

SIZES = [(1280, 720), (3840, 2160), (1000, 1000), (1024, 768)]


@pytest.fixture()
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("DIGSITE_DATA_DIR", str(tmp_path))
    a = App(headless=True, surface_size=(1280, 720))
    a.scenes.push(MenuScene(a))
    yield a


def key(k, mod=0):
    return [pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="")]


def open_howto(app, game_id=None):
    scene = HowToScene(app, game_id)
    app.scenes.push(scene)
    app.step(1 / 60, [])
    return scene


def test_every_listed_game_has_pages():
    for info in registry.all_games():
        pages = howto_art.pages_for(info.id)
        assert pages, f"no how-to pages for {info.id}"
        assert 4 <= len(pages) <= 6, info.id
        for p in pages:
            assert p.heading.strip()
            assert 2 <= len(p.lines) <= 4, (info.id, p.heading)
            assert all(s.strip() and len(s) <= 110 for s in p.lines), (info.id, p.heading)
            assert howto_art.has_art(info.id, p.art), (info.id, p.art)


@pytest.mark.parametrize("lang", language.SHIPPED)
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_page_renders_readably(app, size, lang):
    app.set_language(lang)
    app.set_window_size(*size)
    w, h = size
    for info in registry.all_games():
        scene = open_howto(app, info.id)
        for i, page in enumerate(howto_art.pages_for(info.id)):
            scene.go(i)
            scene.slide = None
            app.draw()
            assert app.screen.get_size() == size
            # the picture was drawn (not the fallback), fits its box and is not empty
            art = scene.art[(info.id, i)]
            assert art.get_size() == scene.art_rect.size
            assert pygame.mask.from_surface(art).count() > art.get_width() * art.get_height() * 0.2, page.art
            # the words fit their column, clear of the picture, big enough to read from two metres
            head, lines, gap, px = scene.body_layout(page)
            assert px >= math.floor(h / 40), (info.id, page.heading, px)
            assert all(s.get_width() <= scene.text_rect.w for s in lines)
            assert scene.words_bottom(page) <= scene.text_rect.bottom, (lang, info.id, page.heading)
            assert not scene.text_rect.colliderect(scene.art_rect)
            # and the picture keeps most of its room (the words widen their column only as they need):
            # its 150 x 100 units drawn at least 350 px wide in a 1000x1000 window (English: 433 to 450)
            assert min(scene.art_rect.w / 150, scene.art_rect.h / 100) >= h / 430, (lang, scene.art_rect)
        app.scenes.pop()
    assert app.problems == []


def test_pictures_are_drawn_once_per_size(app):
    scene = open_howto(app, "faras")
    first = scene.picture("faras", 0)
    app.draw()
    assert scene.picture("faras", 0) is first
    app.set_window_size(1600, 900)
    assert ("faras", 0) not in scene.art
    assert scene.picture("faras", 0).get_size() == scene.art_rect.size


def test_navigation_by_clicks(app):
    scene = open_howto(app, "thebes")
    assert scene.game == "thebes" and scene.page == 0
    app.step(1 / 60, click(scene.next.rect.center))
    assert scene.page == 1
    app.step(1 / 60, click(scene.next.rect.center))
    app.step(1 / 60, click(scene.prev.rect.center))
    assert scene.page == 1
    app.step(1 / 60, click(scene.dots[3].center))
    assert scene.page == 3
    app.step(1 / 60, click(scene.tabs[scene.game_ids.index("scarabya")].rect.center))
    assert (scene.game, scene.page) == ("scarabya", 0)
    # Previous does nothing on the first page; Next on the last page reads Done and closes
    app.step(1 / 60, click(scene.prev.rect.center))
    assert scene.page == 0
    scene.go(len(howto_art.pages_for("scarabya")) - 1)
    app.step(1 / 60, [])
    assert scene.next.label == "Done"
    app.step(1 / 60, click(scene.next.rect.center))
    assert app.scenes.top is not scene
    scene = open_howto(app, "faras")
    app.step(1 / 60, click(scene.back.rect.center))
    assert app.scenes.top is not scene


def test_navigation_by_keys(app):
    scene = open_howto(app, "faras")
    app.step(1 / 60, key(pygame.K_RIGHT))
    app.step(1 / 60, key(pygame.K_RIGHT))
    assert scene.page == 2
    app.step(1 / 60, key(pygame.K_LEFT))
    assert scene.page == 1
    app.step(1 / 60, key(pygame.K_END))
    assert scene.page == len(howto_art.pages_for("faras")) - 1
    app.step(1 / 60, key(pygame.K_RIGHT))     # stays on the last page (no surprise exit)
    assert scene.page == len(howto_art.pages_for("faras")) - 1 and app.scenes.top is scene
    app.step(1 / 60, key(pygame.K_HOME))
    assert scene.page == 0
    app.step(1 / 60, key(pygame.K_TAB))
    assert scene.game == scene.game_ids[1]
    app.step(1 / 60, key(pygame.K_TAB, pygame.KMOD_SHIFT))
    assert scene.game == scene.game_ids[0]
    app.step(1 / 60, key(pygame.K_4))
    assert scene.game == scene.game_ids[3]
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False)])
    assert scene.page == 1
    app.step(1 / 60, key(pygame.K_ESCAPE))
    assert app.scenes.top is not scene


def test_unknown_game_opens_the_first(app):
    scene = open_howto(app, "testgame")
    assert scene.game == scene.game_ids[0]
    assert [t.label for t in scene.tabs] == [g.title for g in registry.all_games()]


def test_page_turn_slides_then_settles(app):
    scene = open_howto(app, "artifakes")
    app.step(1 / 60, key(pygame.K_RIGHT))
    assert scene.animating()
    for _ in range(60):
        app.step(1 / 60, [])
    assert not scene.animating()


# ---- the Scarabya close-ups are positions the rules allow ------------------------------------------
def _shape_ok(cells):
    norm = sorted((r - min(r for r, _ in cells), c - min(c for _, c in cells)) for r, c in cells)
    return any(sorted(map(tuple, o)) == norm for t in sdata.TILE_NAMES for o in srules.orientations(t, True))


def _touch_side(a, b):
    return any(abs(r1 - r2) + abs(c1 - c2) == 1 for r1, c1 in a for r2, c2 in b)


def test_scarabya_closeups_follow_the_rules():
    from scenes.scarabya import howto as hs
    rocks, scarabs = hs.default_site()
    for group in (hs.SCORING_TILES, (hs.ROUND_FIRST, hs.ROUND_NEXT, hs.ROUND_CORNER)):
        seen = set()
        for cells in group:
            assert len(cells) == 5 and _shape_ok(cells)
            assert not set(cells) & set(rocks) and not set(cells) & seen
            seen |= set(cells)
    # scoring: each tile touches an earlier one; the area is closed, 3 squares, one visible scarab
    t = hs.SCORING_TILES
    assert _touch_side(t[1], t[0]) and _touch_side(t[2], t[0] + t[1])
    covered = srules.cells_mask([list(c) for tile in t for c in tile])
    rock_mask, _ = srules.build_site(sdata.DEFAULT_ARRANGEMENT)
    open_mask = ((1 << 100) - 1) & ~covered & ~rock_mask
    region = srules.region_of(srules.bit(*hs.SCORING_SCARAB), open_mask)
    assert sorted(map(tuple, srules.mask_cells(region))) == sorted(hs.SCORING_AREA)
    assert [c for c in hs.SCORING_AREA if c in scarabs] == [hs.SCORING_SCARAB]
    # a round: the first tile covers a centre square, the next shares a side, the ghost only a corner
    assert set(hs.ROUND_FIRST) & set(map(tuple, sdata.CENTRE))
    assert _touch_side(hs.ROUND_NEXT, hs.ROUND_FIRST)
    assert not _touch_side(hs.ROUND_CORNER, hs.ROUND_FIRST + hs.ROUND_NEXT)
    assert any(abs(r1 - r2) == 1 and abs(c1 - c2) == 1 for r1, c1 in hs.ROUND_CORNER for r2, c2 in hs.ROUND_FIRST)
