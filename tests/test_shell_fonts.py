"""Every number on screen uses lining figures: in every font kind the digits stand as tall as the
capitals (old-style figures are x-height tall, or hang below the line, and 0 1 10 11 read as O I IO II)."""
import pygame
import pytest

from ui import theme

SAMPLE = "0 1 10 11"


@pytest.fixture(scope="module", autouse=True)
def fonts():
    pygame.font.init()
    theme.clear_caches()
    yield
    theme.clear_caches()


@pytest.mark.parametrize("kind", sorted(theme.FONT_FILES))
@pytest.mark.parametrize("px", [18, 48])
def test_digits_are_cap_height_in_every_font_kind(kind, px):
    f = theme.font(kind, px)
    cap = f.metrics("H")[0][3]          # top of a capital above the baseline
    x_height = f.metrics("x")[0][3]
    assert x_height < 0.8 * cap          # the test can tell the two apart in this face
    for digit, m in zip("0123456789", f.metrics("0123456789")):
        _, _, bottom, top, _ = m
        assert top >= 0.9 * cap, f"{kind} {digit!r} is {top} px tall, capitals {cap} px: an old-style figure"
        assert bottom >= -max(1, 0.05 * cap), f"{kind} {digit!r} hangs below the line: an old-style figure"


@pytest.mark.parametrize("kind", sorted(theme.FONT_FILES))
def test_rendered_numbers_are_as_tall_as_capitals(kind):
    px = 40
    ink = (0, 0, 0)
    numbers = theme.text(SAMPLE, kind, px, ink).get_bounding_rect()
    capitals = theme.text("H I HI", kind, px, ink).get_bounding_rect()
    lower = theme.text("o x ox", kind, px, ink).get_bounding_rect()
    assert abs(numbers.h - capitals.h) <= max(2, capitals.h // 12), (kind, numbers, capitals)
    assert numbers.h > lower.h + px // 10, (kind, numbers, lower)


def test_the_serif_faces_are_the_lining_build_of_vollkorn():
    from ui.paths import resource
    for kind in ("title", "serif"):
        assert theme.FONT_FILES[kind].startswith("DigSiteSerif-")
        assert resource("fonts", theme.FONT_FILES[kind]).is_file()
    assert resource("fonts", "DigSiteSerif-LICENSE.txt").is_file()
