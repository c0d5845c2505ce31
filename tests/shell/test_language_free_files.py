"""Saves, kept replays and statistics hold no words of any language: the same moves played in
English and in another language leave the same bytes on disk, and a game saved in one language
goes on in another."""
import random

import pytest

from game import registry
from scenes.table.game_scene import open_game_scene, seat_defaults
from tests.marking import Marked
from ui import language, savegame


def _files(path):
    return {p.relative_to(path).as_posix(): p.read_bytes() for p in sorted(path.rglob("*.json"))
            if p.name != "settings.json"}


def _play(app, game_id, moves=40):
    info = registry.get(game_id)
    n = min(info.allowed_players(info.default_options()))
    n = 2 if game_id == "scarabya" else n
    seats = seat_defaults(n)
    for s in seats:
        s["kind"] = "human"
    state = info.new_game(n, 17, info.default_options())
    app.reset("menu")
    scene = open_game_scene(app, state, seats)
    rng = random.Random(17)
    for _unused in range(moves):
        if scene.match.is_over:
            break
        scene.animator.skip_all()
        legal = scene.match.legal_actions()
        staying = [a for a in legal if a.kind != "retire"]     # a Thebes game goes on for a while
        scene.try_action(rng.choice(staying or legal))
        app.step(1 / 60, [])
    savegame.flush()
    return scene


@pytest.mark.parametrize("game_id", ["faras", "thebes", "artifakes", "scarabya"])
def test_the_same_moves_leave_the_same_files_whatever_the_language(app, game_id, tmp_path, monkeypatch):
    from ui.paths import data_dir
    _play(app, game_id, moves=10)
    english = _files(data_dir())
    assert any(name == "autosave.json" for name in english)
    for p in data_dir().rglob("*.json"):
        p.unlink()
    monkeypatch.setattr(language, "load", lambda code, problem=None: Marked())
    try:
        app.set_language("de")
        _play(app, game_id, moves=10)
        other = _files(data_dir())
    finally:
        monkeypatch.undo()
        app.set_language("en")
    assert other.keys() == english.keys()
    for name in english:
        assert other[name] == english[name], f"{name} differs when played in another language"
        assert "«".encode() not in other[name], f"a translated word reached {name}"


def test_a_game_saved_in_one_language_goes_on_in_another(app, monkeypatch):
    scene = _play(app, "thebes", moves=12)
    moves = scene.match.moves
    monkeypatch.setattr(language, "load", lambda code, problem=None: Marked())
    app.set_language("de")
    state, seats, problem = savegame.load()
    assert problem is None and state is not None and len(state.log) == moves
    app.reset("menu")
    again = open_game_scene(app, state, seats)
    app.step(1 / 60, [])
    app.draw()
    assert again.match.moves == moves and "«" in again.status()


@pytest.mark.parametrize("game_id", ["thebes", "scarabya"])
def test_a_game_finished_in_another_language_keeps_no_word_in_the_statistics_or_the_replays(app, game_id,
                                                                                            monkeypatch):
    from ui.paths import data_dir
    monkeypatch.setattr(language, "load", lambda code, problem=None: Marked())
    app.set_language("de")
    scene = _play(app, game_id, moves=400)
    assert scene.match.is_over
    app.step(2.0, [])
    files = _files(data_dir())
    assert "stats.json" in files and any(name.startswith("replays/") for name in files)
    for name, data in files.items():
        assert "«".encode() not in data, f"a translated word reached {name}"
