"""Text and fields read back from the data folder: a name with a NUL, a lone surrogate or a million
characters, a seat with a colour of "red", a rule option this version does not know. Each is cleaned
when it is loaded or the file is set aside with the reason; every screen that shows such a file
still draws, and quickly (a long name is cut once, measured, never rendered letter by letter)."""
from __future__ import annotations

import json
import math
import os
import random
import subprocess
import sys
from pathlib import Path

import pygame
import pytest
from hypothesis import given, settings as hsettings
from hypothesis import strategies as st

from game import registry, save
from ui import clean, replays, savegame, stats, theme

ROOT = Path(__file__).resolve().parents[2]
BAD_NAMES = ["An\x00na", "\ud800Ben", "Chl\udfffoe\x07", "\u202e\u202e", "x" * 5000]


@pytest.fixture()
def data(tmp_path, monkeypatch):
    monkeypatch.setenv("DIGSITE_DATA_DIR", str(tmp_path))
    return tmp_path


@pytest.fixture()
def app(data):
    from scenes.shell.app import App
    from scenes.shell.menu import MenuScene
    a = App(headless=True, surface_size=(1280, 720))
    a.settings.attract_after_s = 0
    a.settings.bot_delay = 0.0
    a.scenes.push(MenuScene(a))
    return a


def in_progress(game_id="faras", players=2, moves=6, seed=5):
    info = registry.get(game_id)
    state = info.new_game(players, seed, info.default_options())
    rng = random.Random(seed)
    for _ in range(moves):
        state.apply(rng.choice(state.legal_actions()))
    assert not state.is_over
    return state


def finished(game_id="scarabya", players=2, seed=3, options=None):
    info = registry.get(game_id)
    state = info.new_game(players, seed, info.resolve_options(options or {}))
    rng = random.Random(seed)
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
    return state


def seats_named(*names, kinds=None):
    return [{"name": n, "colour": i, "kind": (kinds or {}).get(i, "human"),
             "level": "easy" if (kinds or {}).get(i) == "bot" else None} for i, n in enumerate(names)]


def write_raw(path: Path, record) -> None:
    """As another program or a hand edit would leave it (json escapes a lone surrogate as \\udXXX)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(record), encoding="utf-8")


def click(app, pos):
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                      pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])


def button(scene, label):
    return next(b for b in scene.buttons if b.label == label)


# ---- cleaning ---------------------------------------------------------------------------------------

def test_clean_name_drops_controls_replaces_surrogates_and_caps():
    assert clean.clean_name("An\x00na") == "Anna"
    assert clean.clean_name("\ud800Ben") == "\ufffdBen"
    assert clean.clean_name("  Chloe\n\tBen  ") == "Chloe Ben"
    assert clean.clean_name("\u202eevil") == "evil"
    assert clean.clean_name("x" * 1_000_000) == "x" * clean.NAME_MAX
    assert clean.clean_name(5, "Anna") == "Anna" and clean.clean_name("\x00\x01", "Ben") == "Ben"


@hsettings(max_examples=300, deadline=None)
@given(st.text(alphabet=st.characters(min_codepoint=0, max_codepoint=0x10FFFF), max_size=60))
def test_any_text_is_drawn_measured_and_cut_without_raising(s):
    if not pygame.font.get_init():
        pygame.font.init()
    theme.text(s, "text", 18)
    theme.width(s, "bold", 18)
    theme.fit_line(s, "bold", 18, max_w=60)
    theme.ellipsize(s, "text", 18, max_w=40)
    theme.fit_text(s, "serif", 18, max_w=80, max_h=40, wrap=True)
    cleaned = clean.clean_text(s, 30)
    assert len(cleaned) <= 30 and "\x00" not in cleaned
    cleaned.encode("utf-8")   # no lone surrogate left


# ---- the autosave -----------------------------------------------------------------------------------

@pytest.mark.parametrize("bad", BAD_NAMES[:4], ids=["nul", "surrogate", "surrogate-bell", "direction-marks"])
def test_a_bad_name_in_the_autosave_neither_breaks_the_menu_nor_continue(app, data, bad):
    from scenes.table.game_scene import GameScene
    write_raw(data / "autosave.json", save.to_record(in_progress(), seats_named(bad, "Ben")))
    app.scenes.top.enter()
    app.draw()
    assert app.scenes.top.saved is not None and not app.problems
    click(app, button(app.scenes.top, "Continue").rect.center)
    app.step(1 / 60, [])
    app.draw()
    assert isinstance(app.scenes.top, GameScene) and not app.problems
    name = app.scenes.top.match.seats[0]["name"]
    assert "\x00" not in name and len(name) <= clean.NAME_MAX
    name.encode("utf-8")


def test_a_million_character_name_is_cut_when_the_autosave_is_read(app, data):
    write_raw(data / "autosave.json", save.to_record(in_progress(), seats_named("A" * 1_000_000, "Ben")))
    info, problem = savegame.summary()
    assert problem is None and info["names"] == ["A" * clean.NAME_MAX, "Ben"]
    state, seats, problem = savegame.load()
    assert problem is None and seats[0]["name"] == "A" * clean.NAME_MAX


# ---- statistics and kept games ----------------------------------------------------------------------

def test_bad_names_in_the_statistics_file_are_cleaned_and_the_screen_draws(app, data):
    from scenes.shell.stats import StatsScene
    rows = {f"human:{i}": {"name": n, "played": 1, "wins": 1, "best": 9, "bot": False} for i, n in enumerate(BAD_NAMES)}
    rows["human:nan"] = {"name": 7, "played": 1, "wins": 0, "best": float("nan"), "bot": False}
    write_raw(data / "stats.json", {"version": stats.VERSION, "games": {"faras": rows}, "recent": ["\ud800"]})
    loaded, problem = stats.load()
    names = [r.name for r in loaded.rows("faras")]
    assert problem is None and sorted(names) == sorted(["Anna", "\ufffdBen", "Chl\ufffdoe", "x" * clean.NAME_MAX])
    app.push("stats")
    app.draw()
    assert isinstance(app.scenes.top, StatsScene) and not app.problems
    assert stats.save(loaded) is None   # and it can be written back


@pytest.mark.parametrize("content", [{"games": ["Anna"]}, {"games": {}, "recent": "x"}], ids=["games", "recent"])
def test_a_statistics_file_whose_content_cannot_be_used_is_set_aside(data, content):
    write_raw(data / "stats.json", dict(content, version=stats.VERSION))
    loaded, problem = stats.load()
    assert not loaded.games and "set aside" in problem and (data / "stats.json.damaged").exists()


def test_bad_names_in_a_kept_game_are_cleaned_and_recent_games_and_the_viewer_draw(app, data):
    from scenes.shell.replay import ReplayScene
    state = finished()
    record = replays.make_record(state, seats_named("An\x00na", "\ud800Ben"))
    record["names"] = ["An\x00na", "x" * 5000]
    record["winner"] = ["\ud800" * 3000]
    write_raw(replays.replays_dir() / "20260101-000000-000000-scarabya-abc.json", record)
    entries, problems = replays.recent()
    assert not problems and entries[0].names == ["Anna", "x" * clean.NAME_MAX]
    assert all(len(w) <= clean.NAME_MAX for w in entries[0].winner)
    app.push("stats")
    stats_scene = app.scenes.top
    stats_scene.show_tab("recent")
    app.draw()
    stats_scene.open_replay(entries[0])
    app.step(1 / 60, [])
    app.draw()
    assert isinstance(app.scenes.top, ReplayScene) and not app.problems
    assert [s["name"] for s in app.scenes.top.replay.seats] == ["Anna", "\ufffdBen"]


# ---- seats in a save --------------------------------------------------------------------------------

BAD_SEATS = {
    "colour-red": {"colour": "red"},
    "colour-fraction": {"colour": 1.5},
    "colour-nan": {"colour": math.nan},
    "colour-out-of-range": {"colour": 9},
    "colour-negative": {"colour": -1},
    "colour-bool": {"colour": True},
    "name-number": {"name": 42},
    "name-list": {"name": ["Anna"]},
    "kind-unknown": {"kind": "alien"},
    "level-unknown": {"kind": "bot", "level": "genius"},
}


@pytest.mark.parametrize("change", BAD_SEATS.values(), ids=BAD_SEATS.keys())
def test_a_save_with_a_bad_seat_field_is_set_aside_with_the_reason(app, data, change):
    seats = seats_named("Anna", "Ben")
    seats[1].update(change)
    write_raw(data / "autosave.json", save.to_record(in_progress(), seats))
    state, _, problem = savegame.load()
    assert state is None and "seat 2" in problem.lower() and "autosave.json.damaged" in problem
    assert not (data / "autosave.json").exists() and (data / "autosave.json.damaged").exists()


@pytest.mark.parametrize("change", list(BAD_SEATS.values())[:3] + [{"name": 42}], ids=["red", "1.5", "nan", "name"])
def test_the_menu_sets_a_save_with_bad_seats_aside_and_continue_never_crashes(app, data, change):
    seats = seats_named("Anna", "Ben")
    seats[0].update(change)
    write_raw(data / "autosave.json", save.to_record(in_progress(), seats))
    menu = app.scenes.top
    menu.enter()
    app.draw()
    assert menu.saved is None and not menu.can_continue and not app.problems
    assert (data / "autosave.json.damaged").exists()
    assert any("seat 1" in item[0] for item in app.toasts.items)   # the player is told why
    click(app, button(menu, "Continue").rect.center)
    app.draw()
    assert app.scenes.top is menu and not app.problems


def test_a_kept_game_with_a_bad_seat_is_set_aside(data):
    record = replays.make_record(finished(), seats_named("Anna", "Ben"))
    record["seats"][0]["colour"] = "red"
    path = replays.replays_dir() / "20260101-000000-000000-scarabya-abc.json"
    write_raw(path, record)
    replay, problem = replays.load(path)
    assert replay is None and "colour of seat 1" in problem and not path.exists()


def test_good_seats_come_back_as_they_were_saved(data):
    seats = seats_named("Anna", "Ben", kinds={1: "bot"})
    assert savegame.write(in_progress(), seats) is None
    state, loaded, problem = savegame.load()
    assert problem is None and loaded == seats


# ---- rule options and the internal test game --------------------------------------------------------

@pytest.mark.parametrize("options, words", [
    ({"variant": "bogus"}, "'bogus' is not a choice"),
    ({"no_such_rule": True}, "no rule option 'no_such_rule'"),
    ({"open_collections": 1}, "'1' is not a choice"),         # 1 is not True
    ({"memorise_seconds": "60"}, "'60' is not a choice"),      # text is not the number
    ("standard", "malformed"),
])
def test_a_save_under_unknown_rule_options_is_refused_with_the_reason(data, options, words):
    record = save.to_record(in_progress(), seats_named("Anna", "Ben"))
    record["options"] = options
    with pytest.raises(save.SaveError) as err:
        save.from_record(record)
    assert words in str(err.value)
    write_raw(data / "autosave.json", record)
    state, _, problem = savegame.load()
    assert state is None and words in problem and (data / "autosave.json.damaged").exists()


def test_a_save_with_some_options_left_out_takes_their_defaults(data):
    record = save.to_record(in_progress(), seats_named("Anna", "Ben"))
    record["options"] = {"variant": "standard"}
    state, _ = save.from_record(record)
    assert state.options == registry.get("faras").default_options()


def _run(code: str) -> subprocess.CompletedProcess:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    return subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)


def test_the_app_never_loads_the_internal_test_game(tmp_path):
    record = {"format": save.FORMAT, "version": save.VERSION, "game": "testgame", "players": 2, "seed": 1,
              "options": {}, "seats": [], "log": []}
    code = f"""
import json, sys
from game import registry, save
ids = [g.id for g in registry.all_games(include_unlisted=True)]
assert "testgame" not in ids and "game.testgame" not in sys.modules, ids
try:
    save.from_record(json.loads({json.dumps(record)!r}))
except save.SaveError as exc:
    print("refused:", exc)
"""
    out = _run(code)
    assert out.returncode == 0 and "refused: Unknown game 'testgame'" in out.stdout, out.stderr
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", DIGSITE_DATA_DIR=str(tmp_path))
    cli = subprocess.run([sys.executable, "main.py", "--game", "testgame"], cwd=ROOT, env=env,
                         capture_output=True, text=True, timeout=120)
    assert cli.returncode == 2 and "unknown game 'testgame'" in cli.stderr


# ---- the error screen -------------------------------------------------------------------------------

def _crash(app):
    app.crashed("Traceback (most recent call last):\n  a test's made-up failure\n")
    from scenes.shell.error import ErrorScene
    assert isinstance(app.scenes.top, ErrorScene)
    app.draw()
    return app.scenes.top.message()


def test_the_error_screen_says_the_game_was_saved_only_when_it_was(app, data, monkeypatch):
    from game.match import Match
    from scenes.table.game_scene import open_game_scene
    assert "saved" not in _crash(app)                  # on the menu: no game to speak of
    match = Match(in_progress(), seats_named("Anna", "Ben"))
    open_game_scene(app, match)
    assert savegame.write(match) is None
    assert "The game was saved" in _crash(app)
    open_game_scene(app, Match(in_progress(moves=8), seats_named("Anna", "Ben")))
    savegame.clear()                                   # the last autosave never reached the disk
    msg = _crash(app)
    assert "The game was saved" not in msg and "could not be saved" in msg


# ---- long names, cut once ---------------------------------------------------------------------------

class _Renders:
    """Counts what reaches the font renderer, and how often a text is measured."""

    def __init__(self, monkeypatch):
        self.rendered: list[str] = []
        self.measured = 0
        real_render, real_width = theme._render, theme.width

        def render(f, s, colour, wrap):
            self.rendered.append(s)
            return real_render(f, s, colour, wrap)

        def width(s, kind, px):
            self.measured += 1
            return real_width(s, kind, px)

        monkeypatch.setattr(theme, "_render", render)
        monkeypatch.setattr(theme, "width", width)


def test_statistics_cut_a_long_name_with_one_measured_ellipsis(app, monkeypatch):
    from scenes.shell.stats import StatsScene
    app.push("stats")
    scene = app.scenes.top
    assert isinstance(scene, StatsScene)
    long = "Nefertiti" * 600       # 5,400 characters (a file of an older version, or a tool)
    scene.stats.games["faras"] = {"human:x": stats.Row(long, played=3, wins=1, best=40)}
    theme.clear_caches()
    seen = _Renders(monkeypatch)
    app.draw()
    drawn = [s for s in seen.rendered if s.startswith("Nefertiti")]
    assert len(drawn) == 1 and drawn[0].endswith("…") and len(drawn[0]) < 200
    assert seen.measured < 60   # halving, not a letter at a time


def test_the_continue_line_is_fitted_by_measuring_and_rendered_once(app, data, monkeypatch):
    write_raw(data / "autosave.json", save.to_record(in_progress(), seats_named("Anna", "Ben")))
    menu = app.scenes.top
    menu.enter()
    menu.saved = dict(menu.saved, players="W" * 1_000_000)   # whatever the line holds
    app.draw()
    theme.clear_caches()
    seen = _Renders(monkeypatch)
    menu._draw_saved(app.screen)
    drawn = [s for s in seen.rendered if s.startswith("Continue:")]
    assert len(drawn) == 1 and drawn[0].endswith("…") and len(drawn[0]) < 400
    assert seen.measured < 60   # halving, not a letter at a time


def test_a_pasted_name_stops_at_the_limit_and_loses_its_control_characters(app):
    from scenes.shell.setup import SetupScene
    setup = SetupScene(app, registry.get("faras"))
    app.scenes.push(setup)
    app.step(1 / 60, [])
    click(app, setup.rows[0]["name"].center)
    assert setup.editing == 0
    for _ in range(len(setup.names[0])):
        app.step(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode="", scancode=0)])
    app.step(1 / 60, [pygame.event.Event(pygame.TEXTINPUT, text="Ha\x00t\x1bshepsut " * 4)])   # 44 characters
    assert setup.names[0] == "Hatshepsut Hat" and len(setup.names[0]) == clean.NAME_MAX
    app.step(1 / 60, [pygame.event.Event(pygame.TEXTINPUT, text="more")])
    assert setup.names[0] == "Hatshepsut Hat"
