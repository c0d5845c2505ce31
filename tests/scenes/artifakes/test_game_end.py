"""Artifakes: how a round and a game end on the table. A storm-off that ends the game is explained
(and says the round in progress was not scored), the next round begins only after the scoring is
read, the "last card played" is the log's, and the curtain's recap keeps every move's first line."""
import random

from game import registry
from scenes.shell.results import ResultsScene
from scenes.table.handoff import recap_lines
from tests.marking import Marked
from tests.scenes.artifakes.helpers import dismiss_summary, open_scene, settle

INFO = registry.get("artifakes")


def before_storm_off(seed=6):
    """A game one dead card from the Inspector storming off (dead cards laid whenever there is one)."""
    st = INFO.new_game(2, seed, INFO.default_options())
    rng = random.Random(seed)
    while not st.is_over:
        legal = st.legal_actions()
        dead = [a for a in legal if a.kind == "dead"]
        if dead:
            v = st.view(st.current_player)
            p = next(p for p in v["previews"] if p.get("dead") and p["card"] == dead[0]["card"])
            if p["storms_off"]:
                return st, dead[0]
            st.apply(dead[0])
            continue
        st.apply(rng.choice(legal))
    raise AssertionError("no storm-off in this game")


def kinds_for(state):
    kinds = ["bot", "bot"]
    kinds[state.current_player] = "human"
    return kinds


def test_a_storm_off_that_ends_the_game_is_explained_before_the_results(app):
    state, dead = before_storm_off()
    scene = open_scene(app, state, kinds_for(state))
    settle(app, scene)
    assert scene.try_action(dead)
    assert scene.match.is_over
    settle(app, scene)
    # the table holds a card saying what happened before the results screen comes
    assert scene.summary is not None
    assert "storms off" in scene.summary["title"] and "not scored" in scene.summary["title"]
    assert "the Inspector stormed off" in scene.summary["footer"]
    assert any("not scored" in text for _, text in scene.summary["rows"])
    # the log says it too, and so does the results screen
    lines = [ln.text for ln in scene.log_lines(None)]
    assert any("storms off" in t and "not scored" in t for t in lines)
    results = ResultsScene(app, scene.match)
    assert "stormed off" in results.ending and "not scored" in results.ending
    app.scenes.push(results)
    app.step(1 / 60, [])
    app.draw()
    assert app.problems == []


def test_every_game_says_why_it_ended_on_the_results_screen(app):
    from game.match import Match
    for info in registry.all_games():
        if info.id == "testgame":
            continue
        n = min(info.allowed_players())
        m = Match.new(info.id, n, 3)
        m.play_bots()
        assert m.is_over
        results = ResultsScene(app, m)
        assert results.ending.startswith("The game ended"), (info.id, results.ending)


def scoring_move_that_starts_a_round(seed=4):
    st = INFO.new_game(2, seed, INFO.default_options())
    rng = random.Random(seed)
    while True:
        legal = st.legal_actions()
        for a in legal:
            probe = st.clone()
            kinds = [e.kind for e in probe.apply(a)]
            if "scored" in kinds and "round_started" in kinds:
                return st, a
        st.apply(rng.choice(legal))


def test_the_next_round_is_announced_after_its_scoring_summary_is_closed(app):
    state, move = scoring_move_that_starts_a_round()
    scene = open_scene(app, state, kinds_for(state))
    settle(app, scene)
    shows = []                          # every show the table plays from now on
    play = scene.animator.play
    scene.animator.play = lambda show: play(shows.append(show) or show)
    assert scene.try_action(move)
    settle(app, scene)
    assert scene.summary is not None and scene.summary["title"].endswith("scored")
    said = [text for show in shows for text, _ in show.moving.banners]
    assert not any(t.startswith("Round ") for t in said), said     # not behind the summary
    dismiss_summary(app, scene)
    said = [text for show in shows for text, _ in show.moving.banners]
    assert any(t.startswith("Round ") and "buries first" in t for t in said), said


def test_the_last_card_played_is_the_logs_last_card(app):
    state = INFO.new_game(2, 8, INFO.default_options())
    scene = open_scene(app, state, ["human", "human"])
    rng = random.Random(8)
    differed = 0
    while not scene.match.is_over and scene.match.moves < 400:
        scene.match.apply(rng.choice(scene.match.legal_actions()))
        last = next((e.get("card") for _, evs in reversed(scene.match.history) for e in reversed(evs)
                     if e.kind == "card_played"), None)
        assert scene.last_played() == last
        top = scene.match.view(None)["discard"]
        differed += bool(last and top and top[-1] != last)
    assert differed     # the discard pile's top was not it, here and there (dead cards put on it)


def test_the_curtain_recap_keeps_each_moves_first_line():
    lines = ["Anna buried a disk.", "Ben played 7 for its colour.", "The Inspector walked 4 spaces.",
             "Ben found a disk.", "Anna's bar was exposed.", "Anna scored +2.", "Ben scored +3."]
    moves = [1, 2, 2, 2, 2, 2, 2]
    got = recap_lines(lines, moves=moves)
    assert len(got) == 4
    assert "Anna buried a disk." in got and "Ben played 7 for its colour." in got
    assert got[0].startswith("... ") and "in the log" in got[0]
    assert got[-1] == "Ben scored +3."


def test_the_scoring_summary_is_worded_again_in_another_language(app):
    from game import i18n
    state, dead = before_storm_off()
    scene = open_scene(app, state, kinds_for(state))
    settle(app, scene)
    assert scene.try_action(dead)
    settle(app, scene)
    english = dict(scene.summary)
    try:
        i18n.install(Marked(), "xx")
        scene.language_changed()
        assert scene.summary["title"].startswith("«The Inspector storms off after")
        assert scene.summary["footer"].startswith("«Game over: the Inspector stormed off.")
        assert all(text.startswith("«") for _, text in scene.summary["rows"])
        assert scene.status().startswith("«")
        app.step(1 / 60, [])
        app.draw()
    finally:
        i18n.install(None, "en")
        scene.language_changed()
    assert scene.summary["title"] == english["title"] and scene.summary["rows"] == english["rows"]
    assert app.problems == []


def test_the_summary_words_each_count_in_the_languages_own_plural():
    from game import i18n
    from scenes.artifakes.summary import _scored_row, _summary_title, gains

    class Polish(Marked):
        def ngettext(self, singular, plural, n):   # 1, 2-4, 5+
            return singular if n == 1 else plural + (" (few)" if 2 <= n % 10 <= 4 and n % 100 not in (12, 13, 14)
                                                     else " (many)")
    try:
        i18n.install(Polish(), "pl")
        row = _scored_row({"seat": 0, "forward": 3, "back": 5, "from": 4, "position": 2}, ["Anna", "Ben"], 30)
        assert row == (0, "Anna: +3 for junk recovered, -5 for 5 dead cards: step 4 to 2 of 30 (many)")
        assert _summary_title({"streak": 3}, False, 4) == \
            "The Inspector storms off after 3 dead cards in a row: round 4 is not scored (few)"
        assert gains({"recovered_points": 2, "destroyed_points": 1}, "Ben") == "«find 2, wreck 1 of Ben's»"
    finally:
        i18n.install(None, "en")
    assert _summary_title({"streak": 1}, True, 2) == "The Inspector storms off after 1 dead card in a row: round 2 scored"
