"""Every word the Faras table shows goes through the catalog. With a stand-in catalog that marks each
translated text «...», the panels, cards, tooltips, the status line, the newcomer's tips and the
banners of a stretch of play draw no letters outside the marks (but the players' names)."""
from scenes.faras import hints
from scenes.faras.panels import decision_items
from tests.marking import play_at_random, untranslated
from tests.scenes import test_legibility as moments
from tests.ui_events import motion


def look(app, scene, points):
    for p in points:
        app.step(1 / 60, motion(p))
        scene.animator.skip_all()
        app.draw()


def test_the_table_panels_and_tooltips_are_all_translated(marked):
    app, said, tips = marked
    for moment in (moments.faras_setup, moments.faras_memorise, moments.faras_turn, moments.faras_declare):
        scene = moment(app)
        moments._settle(app, scene)
        look(app, scene, [r.center for r in scene.player_rects] + [scene.dam_rect.center]
             + [r.center for r in scene.hand_rects] + [scene.cell_rect(c).center for c in (0, 27, 36, 63)]
             + [(r.x + r.w // 4, r.bottom - r.h // 4) for r in scene.player_rects]
             + [it.rect.center for it in decision_items(scene, scene.view())])
        said.append(scene.status())
        got = hints.hint(scene)
        if got:
            said.append(got[0])
    assert said and tips
    assert not untranslated(said + tips), untranslated(said + tips)[:10]


def test_a_stretch_of_play_says_everything_translated(marked):
    app, said, _tips = marked
    state = moments._faras(3, lambda s: s.phase == "setup" and len(s.log) > 3, seed=8)
    scene = moments._faras_open(app, state, humans=(0, 1, 2))
    banners = []
    for _frame in play_at_random(app, scene, said, 120, 8, (0.2, 0.5, 0.8)):
        if scene.moving.banner:
            banners.append(scene.moving.banner[0])
    assert banners
    assert not untranslated(said + banners), untranslated(said + banners)[:10]
