"""The replay viewer: a recorded game watched to the end on the real table ends on the recorded scores
and digest; stepping back and forward gives the same views; hidden things show only for the view
chosen; a finished game is kept by its table, never by a demonstration; the results and statistics
screens open the viewer; the viewer draws at 1280x720 and 1000x1000 (what is kept on disk:
tests/ui/test_replays.py)."""
from __future__ import annotations

import datetime
import json
from pathlib import Path

import pygame
import pytest

from game import save as game_save
from game.core import events_for
from scenes.shell.replay import ReplayScene
from scenes.table.demo import demo_mode
from tools.record_games import state_digest
from ui import replays

RECORDED = sorted((Path(__file__).resolve().parents[1] / "data" / "recorded").glob("*.json"))
ONE_PER_GAME = {}
for _p in RECORDED:
    ONE_PER_GAME.setdefault(_p.name.split("-")[0], _p)


def recorded(path):
    return json.loads(Path(path).read_text(encoding="utf-8"))


def by_name(prefix):
    return next(p for p in RECORDED if p.name.startswith(prefix))


def click(app, rect):
    pos = pygame.Rect(rect).center
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                      pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])


def key(app, k):
    app.step(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)])


def settle(app, viewer, frames=400):
    for _ in range(frames):
        if not viewer.animating():
            return
        app.step(0.25, [])
    raise AssertionError("the viewer never came to rest")


def final_of(path):
    state, seats = game_save.from_record(recorded(path)["record"])
    return state, seats


def viewer_for(app, path) -> ReplayScene:
    viewer = ReplayScene(app, replays.Replay(recorded(path)["record"]))
    app.scenes.push(viewer)
    return viewer


# ---- watching to the end ----------------------------------------------------------------------
@pytest.mark.parametrize("path", RECORDED, ids=[p.stem for p in RECORDED])
def test_a_recorded_game_watched_to_the_end_ends_as_recorded(app, path):
    data = recorded(path)
    viewer = viewer_for(app, path)
    assert viewer.k == 0 and viewer.moves == data["moves"]
    assert not viewer.scene.bots and not viewer.scene.match.bots     # nobody but the viewer moves
    n = 0
    while viewer.step_forward():        # every move on the table, animated as the game's scene animates it
        n += 1
        if n % 9 == 0:
            app.step(1 / 60, [])        # an animation under way
            settle(app, viewer)         # and to its end, then the table built over the exact position
    settle(app, viewer)
    table = viewer.scene
    assert viewer.k == data["moves"] == len(table.match.state.log)
    assert table.match.state.is_over
    assert table.match.state.scores() == data["scores"]
    assert state_digest(table.match.state) == data["digest"]
    assert not app.problems


def test_play_runs_the_game_to_its_end_by_itself(app):
    path = by_name("scarabya-2p")
    data = recorded(path)
    viewer = viewer_for(app, path)
    from scenes.shell.replay import SPEEDS
    viewer.speed_index = len(SPEEDS) - 1
    key(app, pygame.K_SPACE)
    assert viewer.playing and viewer.play_button.label == "Pause"
    for _ in range(2000):
        if not viewer.playing:
            break
        app.step(0.1, [])
    assert not viewer.playing and viewer.k == data["moves"]
    settle(app, viewer)
    assert state_digest(viewer.scene.match.state) == data["digest"]
    assert viewer.play_button.label == "Again" and not viewer.next_button.enabled


def test_the_table_never_lets_a_computer_move_and_the_viewer_never_updates_it(app, monkeypatch):
    path = by_name("thebes-2p")
    viewer = viewer_for(app, path)
    cls = type(viewer.scene)
    monkeypatch.setattr(cls, "update", lambda self, dt: (_ for _ in ()).throw(AssertionError("update called")))
    monkeypatch.setattr(cls, "handle", lambda self, e: (_ for _ in ()).throw(AssertionError("input passed on")))
    viewer.jump(10)
    for k in (pygame.K_RIGHT, pygame.K_RIGHT, pygame.K_LEFT, pygame.K_z, pygame.K_RETURN):
        key(app, k)
        settle(app, viewer)
    click(app, (viewer.size[0] // 2, viewer.size[1] // 2, 1, 1))
    settle(app, viewer)
    assert len(viewer.scene.match.state.log) == viewer.k == 11


# ---- stepping back and forward --------------------------------------------------------------
def picture(app):
    app.draw()
    return pygame.image.tobytes(app.screen, "RGB")


def views(state):
    return [state.view(s) for s in range(state.num_players)] + [state.view(None)]


@pytest.mark.parametrize("prefix", ["faras-2p", "artifakes-2p-default", "thebes-3p", "scarabya-4p"])
def test_stepping_back_and_forward_shows_the_same_positions(app, prefix, monkeypatch):
    import types
    import scenes.faras.pieces
    # the ripples on Faras' dam move with the clock, not with the game: hold the clock still
    monkeypatch.setattr(scenes.faras.pieces, "time", types.SimpleNamespace(monotonic=lambda: 100.0))
    path = by_name(prefix)
    viewer = viewer_for(app, path)
    replay = viewer.replay
    assert set(replay.snapshots) == set(range(0, replay.moves + 1, replays.SNAPSHOT_EVERY))
    k0 = min(23, replay.moves - 6)
    viewer.jump(k0)
    forward = {}
    for k in range(k0, k0 + 5):
        settle(app, viewer)
        forward[k] = (views(viewer.scene.match.state), state_digest(viewer.scene.match.state), picture(app))
        viewer.step_forward()
    viewer.to_end()
    assert viewer.k == replay.moves
    while viewer.k > k0:
        key(app, pygame.K_LEFT)
        settle(app, viewer)
        if viewer.k in forward:
            v, digest, pic = forward[viewer.k]
            assert views(viewer.scene.match.state) == v
            assert state_digest(viewer.scene.match.state) == digest
            assert picture(app) == pic, f"move {viewer.k} looks different when reached backwards"
    # the position at move k equals the game replayed from its start to move k
    for k in (0, 1, 9, 10, 11, replay.moves - 1, replay.moves):
        direct = game_save.new_state(replay.game_id, replay.final.num_players, replay.final.seed,
                                     replay.final.options)
        for entry in replay.entries[:k]:
            direct.apply(entry.action)
        assert state_digest(replay.state_at(k)) == state_digest(direct)


def test_the_slider_and_the_buttons_move_through_the_game(app):
    viewer = viewer_for(app, by_name("faras-2p"))
    app.draw()
    t = viewer.track
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(t.x + t.w // 2, t.centery), button=1)])
    assert abs(viewer.k - viewer.moves // 2) <= 1
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, pos=(t.right, t.centery), rel=(1, 0), buttons=(1, 0, 0))])
    assert viewer.k == viewer.moves
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(t.right, t.centery), button=1)])
    click(app, viewer.start_button.rect)
    assert viewer.k == 0 and not viewer.back_button.enabled
    click(app, viewer.next_button.rect)
    assert viewer.k == 1
    click(app, viewer.end_button.rect)
    assert viewer.k == viewer.moves
    click(app, viewer.back_button.rect)
    assert viewer.k == viewer.moves - 1
    before = viewer.speed
    click(app, viewer.speed_button.rect)
    assert viewer.speed != before
    click(app, viewer.log_button.rect)
    assert viewer.scene.log_panel.open and not getattr(app, "log_open", False)   # the real games' log setting is untouched
    key(app, pygame.K_ESCAPE)
    assert app.scenes.top is not viewer


def test_hidden_information_shows_only_for_the_view_chosen(app, monkeypatch):
    viewer = viewer_for(app, by_name("faras-2p"))
    assert viewer.seat_view is None and viewer.scene.viewer is None     # the public table by default
    k = next(k for k in range(40, viewer.moves) if viewer.replay.state_at(k).view(0)["hand"])
    viewer.jump(k)
    assert viewer.scene.view()["hand"] is None
    seen = []
    monkeypatch.setattr(type(viewer.scene), "animate", lambda self, events: seen.append(list(events)))
    # a move whose events hold a secret: only what the public may know reaches the table
    for _ in range(60):
        state = viewer.replay.state_at(viewer.k)
        events = state.apply(viewer.replay.entries[viewer.k].action)
        viewer.step_forward()
        if any(e.audience is not None for e in events):
            assert seen[-1] == events_for(events, None) != events
            break
    else:
        raise AssertionError("no secret event found")
    key(app, pygame.K_v)
    assert viewer.seat_view == 0 and viewer.scene.viewer == 0 and viewer.view_button.label.endswith(viewer.replay.names[0])
    assert viewer.scene.view()["hand"] is not None
    for _ in range(viewer.replay.final.num_players):
        key(app, pygame.K_v)
    assert viewer.seat_view is None and viewer.view_button.label == "View: everyone"


# ---- kept by the table ---------------------------------------------------------------------------
def test_a_finished_game_is_kept_by_its_table_but_not_a_demonstration(app, monkeypatch):
    from scenes.table.games import scene_class as scene_class_for
    from ui import stats
    # kept even when the statistics could not be saved
    monkeypatch.setattr(stats, "record_game", lambda game, seats=None: "The statistics could not be saved (disk full).")
    state, seats = final_of(by_name("thebes-2p"))
    demo = scene_class_for("thebes")(app, state, seats)
    demo.table_mode = demo_mode(0, app.now())
    demo.record_stats()
    assert replays.recent() == ([], [])
    scene = scene_class_for("thebes")(app, state, seats)
    scene.record_stats()
    entries, _ = replays.recent()
    assert len(entries) == 1 and entries[0].game == "thebes" and entries[0].moves == len(state.log)
    assert app.toasts.active and not app.problems


# ---- the ways in ----------------------------------------------------------------------------------
def test_the_results_screen_opens_the_viewer(app):
    from scenes.shell.menu import MenuScene
    from scenes.shell.results import ResultsScene
    state, seats = final_of(by_name("artifakes-2p-default"))
    app.scenes.push(MenuScene(app))
    results = ResultsScene(app, state, seats)
    app.scenes.push(results)
    app.draw()
    button = next(b for b in results.buttons if b.label == "Watch the replay")
    assert app.screen.get_rect().contains(button.rect)
    assert not any(button.rect.colliderect(b.rect) for b in results.buttons if b is not button)
    click(app, button.rect)
    viewer = app.scenes.top
    assert isinstance(viewer, ReplayScene) and viewer.moves == len(state.log) and viewer.k == 0
    viewer.to_end()
    assert viewer.scene.match.state.scores() == state.scores()
    key(app, pygame.K_ESCAPE)
    assert app.scenes.top is results
    key(app, pygame.K_w)
    assert isinstance(app.scenes.top, ReplayScene)


def test_statistics_lists_recent_games_and_each_opens_the_viewer(app, monkeypatch):
    from scenes.shell.menu import MenuScene
    from scenes.shell.stats import StatsScene
    when = datetime.datetime(2026, 3, 4, 18, 5)
    for i, prefix in enumerate(("thebes-2p", "scarabya-2p")):
        state, seats = final_of(by_name(prefix))
        replays.keep(state, seats, when=when + datetime.timedelta(hours=i))
    app.scenes.push(MenuScene(app))
    stats = StatsScene(app)
    app.scenes.push(stats)
    app.draw()
    assert stats.row_rects == []          # the players' tables first
    click(app, stats.tab_button.rect)
    assert stats.tab == "recent"
    import ui.theme
    drawn = []
    orig = ui.theme.text

    def spy(s, *a, **k):
        drawn.append(s)
        return orig(s, *a, **k)
    with monkeypatch.context() as m:
        m.setattr(ui.theme, "text", spy)
        app.draw()
    assert len(stats.row_rects) == 2
    newest = stats.row_rects[0][1]
    assert newest.game == "scarabya" and newest.when == "4 Mar 2026, 19:05"
    assert {"Date", "Game", "Players", "Winner", "4 Mar 2026, 19:05", "Scarabya", "Thebes"} <= set(drawn)
    assert any(newest.names[0] in s for s in drawn)
    click(app, stats.row_rects[1][0])
    viewer = app.scenes.top
    assert isinstance(viewer, ReplayScene) and viewer.replay.game_id == "thebes"
    key(app, pygame.K_ESCAPE)
    assert app.scenes.top is stats and stats.tab == "recent"
    # the keyboard way: arrows choose a row, Enter opens it
    key(app, pygame.K_DOWN)
    key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)
    assert isinstance(app.scenes.top, ReplayScene) and app.scenes.top.replay.game_id == "thebes"
    key(app, pygame.K_ESCAPE)
    assert app.scenes.top is stats
    # a file damaged since the list was read: a message, the list again, no viewer
    stats.row_rects[0][1].path.write_text("{", encoding="utf-8")
    app.draw()
    click(app, stats.row_rects[0][0])
    assert app.scenes.top is stats and len(stats.recent) == 1 and app.toasts.active


# ---- drawing ------------------------------------------------------------------------------------------
@pytest.mark.parametrize("size", [(1280, 720), (1000, 1000)], ids=["1280x720", "1000x1000"])
@pytest.mark.parametrize("game", sorted(ONE_PER_GAME))
def test_the_viewer_draws_at_both_sizes(app, game, size):
    app.set_window_size(*size)
    viewer = viewer_for(app, ONE_PER_GAME[game])
    moments = []
    app.draw()
    moments.append("start")
    viewer.jump(viewer.moves // 2)
    viewer.step_forward()
    app.step(0.05, [])        # mid-animation
    app.draw()
    settle(app, viewer)
    for seat in [None] + list(range(viewer.replay.final.num_players)):
        viewer.seat_view = seat
        viewer.build()
        viewer.to_end()
        viewer.toggle_log()
        viewer.hover_pos = viewer.view_button.rect.center
        app.draw()
    assert not app.problems, app.problems
    # the strip: inside the window, below the table, buttons apart, the slider wide enough to use
    screen = app.screen.get_rect()
    assert viewer.strip.bottom == size[1] and viewer.scene.size == (size[0], viewer.strip.y)
    assert viewer.strip.h <= 0.1 * size[1]
    rects = [b.rect for b in viewer.buttons] + [viewer.track, viewer.counter_rect]
    for i, r in enumerate(rects):
        assert screen.contains(r) and viewer.strip.contains(r)
        assert not any(r.colliderect(o) for o in rects[i + 1:])
    assert viewer.track.w >= 0.15 * size[0]


# ---- a replay, a tutorial and the demo leave nothing on disk ----------------------------------------
def records_on_disk() -> dict:
    """Every byte of what a real game leaves: the autosave, the statistics and the kept replays."""
    from ui import savegame, stats
    savegame.flush()
    files = [savegame.autosave_path(), stats.stats_path(), *sorted(replays.replays_dir().glob("*"))]
    return {str(p): p.read_bytes() for p in files if p.exists()}


def a_player_s_records(path):
    """A game in progress saved (with a computer seat), one finished game counted and kept."""
    from game.match import Match
    from ui import savegame, stats
    state, seats = final_of(path)
    kept = [dict(s) for s in seats]
    kept[-1].update(kind="bot", level="normal")
    replay = replays.Replay(recorded(path)["record"])
    assert savegame.write(Match(replay.state_at(5), kept)) is None
    assert stats.record_game(state, seats) is None
    assert replays.keep(state, seats) is None
    before = records_on_disk()
    assert len(before) == 3
    return before


@pytest.mark.parametrize("path", list(ONE_PER_GAME.values()), ids=list(ONE_PER_GAME))
def test_watching_a_whole_replay_leaves_the_save_the_statistics_and_the_replays_untouched(app, path):
    before = a_player_s_records(path)
    viewer = viewer_for(app, path)
    from scenes.shell.replay import SPEEDS
    viewer.speed_index = len(SPEEDS) - 1
    key(app, pygame.K_RIGHT)            # Next
    settle(app, viewer)
    key(app, pygame.K_SPACE)            # Play, on to the very last move
    for _ in range(20000):
        if not viewer.playing:
            break
        app.step(0.1, [])
    settle(app, viewer)
    assert viewer.k == viewer.moves and viewer.scene.match.is_over
    key(app, pygame.K_LEFT)             # and back onto the last move again
    key(app, pygame.K_RIGHT)
    settle(app, viewer)
    assert records_on_disk() == before
    assert not app.problems


@pytest.mark.parametrize("kind", ["demo", "tutorial", "replay"])
def test_only_a_real_table_writes_the_last_move_of_a_game(app, kind):
    from game.match import Match
    from scenes.table import mode as table_modes
    from scenes.table.games import scene_class as scene_class_for
    path = by_name("thebes-2p")
    before = a_player_s_records(path)
    replay = replays.Replay(recorded(path)["record"])

    def finish(mode):
        scene = scene_class_for(replay.game_id)(app, Match(replay.state_at(replay.moves - 1), replay.seats))
        scene.table_mode = mode
        assert scene.keeps_records is (mode is table_modes.REAL)
        scene.match.apply(replay.entries[-1].action)
        scene.record_stats()
        return records_on_disk()

    modes = {"demo": demo_mode(0, app.now()), "tutorial": table_modes.TUTORIAL, "replay": table_modes.REPLAY}
    assert finish(modes[kind]) == before
    assert finish(table_modes.REAL) != before     # the same move at a real table is saved, counted and kept



# ---- what the replayed table shows ----------------------------------------------------------------
def with_a_person(path, name="Anna"):
    """The recorded game's record with seat 0 played by a person (the others stay computers)."""
    record = recorded(path)["record"]
    record["seats"][0].update(kind="human", name=name, level=None)
    return record


def pixel_of_fill(app, button):
    """A point inside the button above its label, on its fill."""
    r = button.rect
    return tuple(app.screen.get_at((r.centerx, r.y + 4)))[:3]


DISABLED_FILL = (214, 204, 184)


def test_the_table_s_own_buttons_look_disabled_in_a_replay(app):
    from ui.widgets import Button
    viewer = ReplayScene(app, replays.Replay(with_a_person(by_name("thebes-2p"))))
    app.scenes.push(viewer)
    viewer.jump(next(k for k, e in enumerate(viewer.replay.entries) if k and e.seat == 0))   # Anna to act
    app.draw()
    table = viewer.scene
    for button in (table.btn_change, table.btn_retire):
        assert table.table_rect.contains(button.rect) and viewer.strip.y > button.rect.bottom
        assert pixel_of_fill(app, button) == DISABLED_FILL, button.label
    # the same picture on a real table of the same position shows them live
    real = scene_class_for_game("thebes")(app, table.match.state, viewer.seats_for_table())
    real.layout(app.size)
    real.draw(app.screen)
    assert pixel_of_fill(app, real.btn_change) != DISABLED_FILL
    # the viewer's own controls stay live
    app.draw()
    assert pixel_of_fill(app, viewer.play_button) != DISABLED_FILL

    viewer = ReplayScene(app, replays.Replay(with_a_person(by_name("faras-2p"))))
    app.scenes.push(viewer)
    k = next(i for i, e in enumerate(viewer.replay.entries) if e.seat == 0 and e.action.kind == "choose_token")
    viewer.jump(k + 1)
    viewer.next_view()                 # Anna's own view: her finds and "Place the rest ... at random"
    app.draw()
    button = viewer.scene.random_button
    assert isinstance(button, Button) and button.rect.w > 10
    assert pixel_of_fill(app, button) == DISABLED_FILL


def scene_class_for_game(game_id):
    from scenes.table.games import scene_class
    return scene_class(game_id)


@pytest.mark.parametrize("path", list(ONE_PER_GAME.values()), ids=list(ONE_PER_GAME))
def test_every_move_is_captioned_with_what_happened(app, path):
    viewer = viewer_for(app, path)
    names = viewer.replay.names
    for k in range(1, viewer.moves + 1):
        viewer.jump(k)
        caption = viewer.status()
        assert not any(caption.endswith(f"{n} moved.") for n in names + ["Someone"]), caption


def test_the_seats_say_who_was_a_computer_though_nobody_but_the_viewer_moves(app):
    viewer = ReplayScene(app, replays.Replay(with_a_person(by_name("thebes-2p"))))
    app.scenes.push(viewer)
    viewer.jump(5)
    table = viewer.scene
    assert table.is_human(0) and not table.is_human(1)
    assert not table.bots and not table.match.bots
    for _ in range(5):
        assert viewer.step_forward()
        settle(app, viewer)
    assert viewer.k == 10 == len(viewer.scene.match.state.log)


def test_a_long_game_plays_fast_and_skips_a_turn_at_a_time(app):
    from scenes.shell.replay import SPEEDS
    assert max(SPEEDS) >= 16
    viewer = viewer_for(app, by_name("faras-2p"))
    entries = viewer.replay.entries
    seen = []
    while viewer.k < viewer.moves:
        k = viewer.k
        key(app, pygame.K_t)           # Next turn
        assert viewer.k > k
        mover = entries[k].seat
        assert all(e.seat == mover for e in entries[k:viewer.k])
        assert viewer.k == viewer.moves or entries[viewer.k].seat != mover
        seen.append(viewer.k)
    assert len(seen) < viewer.moves and not viewer.turn_button.enabled


def test_the_faras_hand_area_of_a_replay_seen_by_everyone_points_to_view(app, monkeypatch):
    """Seen from everyone's side a replay has no next player to take the seat: the hand area says
    how to see the hands instead."""
    from ui import theme
    viewer = viewer_for(app, by_name("faras-2p"))
    viewer.jump(viewer.moves - 10)     # the dig, with hands in play
    settle(app, viewer)
    drawn = []
    real = theme.text
    monkeypatch.setattr(theme, "text", lambda s, *a, **k: drawn.append(s) or real(s, *a, **k))
    viewer.draw(app.screen)
    assert viewer.scene.viewer is None
    assert not any("next player takes the seat" in s for s in drawn), drawn
    assert any("View" in s and "hands" in s for s in drawn), drawn
