"""Every word the Thebes table shows goes through the catalog. With a stand-in catalog that marks each
translated text «...», the map, the cards, the players' panels, the dig dialog, the Confirm panel,
the tooltips, the status line and the captions and banners of a stretch of play draw no letters
outside the marks (but the players' names); and the dig panel's columns are sized for the words of
the language of the moment."""
from game import i18n
from game.thebes import data as D
from scenes.thebes import anim, hints
from tests.marking import Marked, play_at_random, untranslated
from tests.scenes import test_legibility as moments
from tests.ui_events import motion


def drawn(said) -> list[str]:
    """What was drawn, less the lines of a text the cards break into words themselves (pieces._fit_blit)
    and the two lines of the Retire panel's sentence: one text, drawn in pieces."""
    return [t for t in said if t.count("«") == t.count("»")]


def points(scene) -> list:
    pts = [r.center for r in scene.display_rects + scene.slot_rects] + [scene.pile_rect.center]
    pts += list(scene.locations.values()) + [scene.btn_change.rect.center, scene.btn_retire.rect.center]
    for r in scene.panel_rects:
        pts += [(int(r.x + r.w * fx), int(r.y + r.h * fy)) for fx in (0.1, 0.3, 0.5, 0.7, 0.95)
                for fy in (0.15, 0.45, 0.7, 0.9)]
    return pts + [scene.cells[0].center]


def test_the_table_dialogs_and_tooltips_are_all_translated(marked):
    app, said, tips = marked
    for moment in (moments.thebes_start, moments.thebes_dig_every_choice, moments.thebes_confirm):
        scene = moment(app)
        moments._settle(app, scene)
        for p in points(scene):
            app.step(1 / 60, motion(p))
            app.draw()
        said += [scene.status(), (hints.hint(scene) or ("",))[0]]
    scene.pending = None
    scene.select("retire")
    app.draw()
    said.append(scene.status())
    assert said and tips
    assert not untranslated(drawn(said) + tips), untranslated(drawn(said) + tips)[:10]


def test_a_stretch_of_play_says_everything_translated(marked):
    app, said, _tips = marked
    scene = moments._open(app, moments._thebes(3, 10, 5), ["human"] * 3)
    moments._settle(app, scene)
    captions = []
    for _frame in play_at_random(app, scene, said, 60, 5, (0.1, 0.5, 0.9, 1.3)):
        captions.append(scene.caption)
    assert any(captions)
    assert not untranslated(drawn(said) + captions), untranslated(drawn(said) + captions)[:10]


def test_the_dig_panel_columns_follow_the_language_of_the_moment():
    def longest_now():
        return max((w for t in D.TOKENS.values() for w in anim.token_label(t).split()), key=len)
    english = anim.longest_word()
    assert english == longest_now()
    try:
        i18n.install(Marked(), "xx")
        assert anim.longest_word() == longest_now() != english
        assert "«" in anim.longest_word() or "»" in anim.longest_word()
    finally:
        i18n.install(None, "en")
    assert anim.longest_word() == english
