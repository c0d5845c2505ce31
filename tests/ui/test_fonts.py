"""Every number on screen uses lining figures: in every font kind the digits stand as tall as the
capitals (old-style figures are x-height tall, or hang below the line, and 0 1 10 11 read as O I IO II)."""
import pygame
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

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


@settings(max_examples=60, deadline=None)
@given(words=st.lists(st.sampled_from(["Anna", "computer:", "played", "Medicine;", "pair", "of", "pottery",
                                        "kept", "WWWW", "i", "Ünal", "—"]), min_size=1, max_size=12),
       px=st.integers(10, 40), max_w=st.integers(12, 600), min_px=st.integers(8, 30),
       kind=st.sampled_from(["text", "bold", "title"]))
def test_a_fitted_line_is_never_wider_than_its_box_and_is_rendered_once(words, px, max_w, min_px, kind):
    """theme.fit_line (what every table's labels use) measures sizes and cuts and renders only its
    answer: the frame after a move fitted long texts one letter at a time, a render per try."""
    pygame.font.init()
    s = " ".join(words)
    theme.clear_caches()
    out = theme.fit_line((s + " and more", s), kind, px, theme.INK, max_w, min_px)
    assert len(theme._text.items) == 1
    low = max(8, min(px, min_px))
    shortest = theme.width(s[0] + "…", kind, low)    # nothing shorter can be drawn
    assert out.get_width() <= max(max_w, shortest)
    assert out.get_height() <= theme.font(kind, px).get_linesize() + 2


@settings(max_examples=60, deadline=None)
@given(words=st.lists(st.sampled_from(["Last", "move:", "14", "for", "its", "number,", "Inspector", "clockwise",
                                        "found", "1", "disk", "WWWW", "Ünal", "—"]), min_size=1, max_size=40),
       px=st.integers(10, 60), max_w=st.integers(40, 700), max_h=st.integers(10, 300), min_px=st.integers(8, 20),
       kind=st.sampled_from(["text", "serif", "bold"]))
def test_a_wrapped_fit_keeps_only_its_answer_and_is_the_largest_that_fits(words, px, max_w, max_h, min_px, kind):
    """A wrapped text fitted to a box (Artifakes' recaps, Faras' card effects) keeps one picture in the
    text cache, not one per size tried (at 4K each was most of a megabyte), fits when any size from
    min_px up does, and is the largest such size (one size up would not fit)."""
    pygame.font.init()
    s = " ".join(words)
    theme.clear_caches()
    out = theme.fit_text(s, kind, px, theme.INK, max_w=max_w, max_h=max_h, wrap=True, min_px=min_px)
    assert len(theme._text.items) == 1
    chosen = next(iter(theme._text.items))[2]
    start = max(min_px, px)
    assert min_px <= chosen <= start

    def height(size):
        return theme.font(kind, size).render(s, True, theme.INK, None, max_w).get_height()

    if chosen > min_px or height(min_px) <= max_h:
        assert out.get_height() <= max_h and out.get_width() <= max_w
    if chosen < start:
        assert height(chosen + 1) > max_h
    again = theme.fit_text(s, kind, px, theme.INK, max_w=max_w, max_h=max_h, wrap=True, min_px=min_px)
    assert again is out                     # a still frame asks again and gets the kept picture


def test_fonts_are_bounded():
    """Each font holds its own copy of its face (about 0.25 MB): the fonts kept are bounded, least
    recently used first."""
    pygame.font.init()
    theme.clear_caches()
    for px in range(8, 140):
        theme.font("text", px)
    theme.font("text", 8)
    assert len(theme._fonts) == theme.FONTS_KEPT and ("text", 8) in theme._fonts and ("text", 9) not in theme._fonts


def test_text_is_drawn_again_after_pygame_was_quit_and_started():
    """The tools end with pygame.quit() and the tests run them in-process: a font cached before it
    must not be used after it (pygame raises 'Invalid font')."""
    import pygame
    from ui import theme
    for _ in range(3):     # pygame forgets its quit functions at each quit: every cycle must hold
        pygame.init()
        theme.text("Dig Site", "bold", 23)
        pygame.quit()
        pygame.init()
        assert theme.text("Dig Site", "bold", 23).get_width() > 0
        assert theme.width("Dig Site", "bold", 24) > 0
