"""Saves and settings: atomic writes, damaged files set aside with a message, the app goes on."""
import json
import os

import pytest

from game import registry, save
from ui import savegame, settings, storage


@pytest.fixture()
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("DIGSITE_DATA_DIR", str(tmp_path))
    return tmp_path


def _finished_moves_game():
    info = registry.get("testgame")
    state = info.new_game(2, 3, info.default_options())
    for _ in range(5):
        state.apply(state.legal_actions()[0])
    return state


def test_write_json_is_atomic_and_readable(data_dir):
    path = data_dir / "x.json"
    storage.write_json(path, {"a": 1})
    storage.write_json(path, {"a": 2})
    assert storage.read_json(path, "file") == {"a": 2}
    assert [p.name for p in data_dir.iterdir()] == ["x.json"]  # no temp files left behind


def test_damaged_settings_fall_back_to_defaults_and_are_kept_aside(data_dir):
    (data_dir / "settings.json").write_bytes(b"{not json")
    s, message = settings.load()
    assert s == settings.Settings()
    assert "damaged" in message
    assert (data_dir / "settings.json.damaged").exists()
    assert not (data_dir / "settings.json").exists()


def test_settings_round_trip_and_bad_values_clamped(data_dir):
    s = settings.Settings(volume=0.3, animation_speed=2.0, fullscreen=True)
    assert settings.save(s) is None
    loaded, message = settings.load()
    assert message is None and loaded == s
    storage.write_json(data_dir / "settings.json", {"version": 1, "settings": {"volume": 9, "window_w": "big"}})
    loaded, _ = settings.load()
    assert loaded.volume == 1.0 and loaded.window_w == 1280


@pytest.mark.parametrize("content", [b"", b"\x00\xff\x13garbage", b'{"format": "digsite-game", "version": 99}',
                                     b'[1, 2, 3]', b'{"format": "digsite-game"'])
def test_damaged_or_foreign_autosave_is_reported_and_set_aside(data_dir, content):
    (data_dir / "autosave.json").write_bytes(content)
    state, seats, message = savegame.load()
    assert state is None and message
    assert not (data_dir / "autosave.json").exists()
    assert any(p.name.endswith(".damaged") for p in data_dir.iterdir())


def test_autosave_with_an_illegal_action_is_refused_with_the_move_number(data_dir):
    state = _finished_moves_game()
    record = save.to_record(state)
    record["log"][2]["action"] = {"kind": "play", "card": 99}
    storage.write_json(data_dir / "autosave.json", record)
    loaded, _, message = savegame.load()
    assert loaded is None and "Move 3" in message


def test_autosave_round_trip_keeps_every_finished_move(data_dir):
    state = _finished_moves_game()
    seats = [{"name": "Anna", "kind": "human"}, {"name": "Ben", "kind": "bot", "level": "easy"}]
    assert savegame.write(state, seats) is None
    loaded, loaded_seats, message = savegame.load()
    assert message is None and loaded_seats == seats
    assert [e.action for e in loaded.log] == [e.action for e in state.log]
    assert json.dumps(loaded.view(0)) == json.dumps(state.view(0))


def test_unwritable_folder_gives_a_message_not_an_exception(data_dir, monkeypatch):
    def boom(*a, **k):
        raise OSError(28, "No space left on device")
    monkeypatch.setattr(storage.tempfile, "mkstemp", boom)
    assert "No space left" in savegame.write(_finished_moves_game(), [])
    assert "No space left" in settings.save(settings.Settings())


@pytest.mark.parametrize("raw, kept", [(-5, 30), (1, 30), (29, 30), (0, 0), (90, 90), (10**9, 3600)])
def test_the_demo_timeout_is_clamped_like_every_other_setting(data_dir, raw, kept):
    """0 means never; a negative or tiny idle time would start the demo after every click."""
    (data_dir / "settings.json").write_text(json.dumps({"version": settings.VERSION,
                                                         "settings": {"attract_after_s": raw}}))
    s, message = settings.load()
    assert message is None and s.attract_after_s == kept
