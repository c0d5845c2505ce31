"""ui/probe.py on its own (headless, no X server needed): what it dumps, that it replaces the file
atomically, that it never raises into the loop, and that it does nothing without DIGSITE_PROBE."""
from __future__ import annotations

import json
import os

import pygame
import pytest

from ui import datalock, probe


@pytest.fixture()
def probing(tmp_path, monkeypatch):
    path = tmp_path / "probe.json"
    monkeypatch.setattr(probe, "PATH", str(path))
    return path


def hotseat(app, game_id="faras"):
    from game import registry
    from scenes.table.game_scene import open_game_scene, seat_defaults
    info = registry.get(game_id)
    seats = seat_defaults(2)
    for s in seats:
        s.update(kind="human", level=None)
    return open_game_scene(app, info.new_game(2, 7, info.resolve_options(info.default_options())), seats)


def test_each_drawn_frame_is_dumped_with_the_scene_stack_and_the_game(app, probing):
    from scenes.shell.menu import MenuScene
    app.scenes.push(MenuScene(app))
    app.draw()
    first = json.loads(probing.read_text())
    assert first["frame"] == 1 and first["scenes"] == ["MenuScene"] and first["size"] == [1280, 720]
    assert first["game"] is None and first["curtain"] is None
    assert any(b["label"] for b in first["top"]["buttons"])
    scene = hotseat(app)
    app.toast("Hello there", "info", 2.0)
    app.draw()
    p = json.loads(probing.read_text())
    assert p["frame"] == 2 and p["time"] >= first["time"]
    assert p["scenes"] == ["MenuScene", "FarasScene"]
    g = p["game"]
    assert g["game_id"] == "faras" and g["seat_to_act"] == scene.match.state.current_player
    assert g["viewer"] is None and g["humans"] == [0, 1] and g["names"] == ["Anna", "Ben"]
    assert g["status"] == scene.status() and g["phase"] == "setup" and g["log_open"] is False
    assert {b["label"] for b in g["buttons"]} >= {"Menu", "Log", "Undo"}
    assert len(g["rects"]["cell_rects"]) == 64 and g["public"]["board_count"] == 0
    assert p["toasts"][0]["text"] == "Hello there" and p["toasts"][0]["life"] == 2.0
    assert [r["top"] for r in p["history"]] == ["MenuScene", "FarasScene"]


def test_a_curtain_is_reported_with_whom_it_is_for_and_since_when(app, probing):
    from scenes.shell.curtain import CurtainScene
    scene = hotseat(app)
    app.draw()
    app.scenes.push(CurtainScene(app, "Ben", scene.colour(1), scene.symbol(1), on_ready=lambda: None))
    app.draw()
    p = json.loads(probing.read_text())
    assert p["curtain"]["for"] == "Ben" and p["curtain"]["on_top"] is True
    since = p["curtain"]["drawn_since"]
    app.draw()
    again = json.loads(probing.read_text())
    assert again["curtain"]["drawn_since"] == since, "the time it was first drawn, not the latest frame"
    assert again["history"][-1] == {**again["history"][-1], "curtain": True, "viewer": None}
    app.scenes.pop()
    app.draw()
    assert json.loads(probing.read_text())["curtain"] is None


def test_the_file_is_replaced_atomically_and_no_temporary_is_left(app, probing):
    app.draw()
    before = os.stat(probing).st_ino
    app.draw()
    assert os.stat(probing).st_ino != before, "a new file each frame (os.replace), never rewritten in place"
    assert [p.name for p in probing.parent.iterdir() if p.name != datalock.LOCK_NAME] == ["probe.json"]


def test_a_broken_scene_never_makes_the_probe_raise(app, probing):
    from scenes.base import Scene

    class Broken(Scene):
        def animating(self):
            raise RuntimeError("boom")

        @property
        def state(self):
            raise RuntimeError("no state")

        info = None

    app.scenes.push(Broken(app))
    app.draw()
    p = json.loads(probing.read_text())
    assert p["scenes"] == ["Broken"] and p["animating"] is None

def test_a_failing_write_stays_inside_the_probe(app, probing, monkeypatch):
    def full_disk(path, data):
        raise OSError(28, "No space left on device")
    monkeypatch.setattr(probe, "write", full_disk)
    app.draw()                            # no exception reaches the loop
    assert not probing.exists()


def test_nothing_is_written_without_digsite_probe(app, tmp_path, monkeypatch):
    monkeypatch.setattr(probe, "PATH", None)
    monkeypatch.chdir(tmp_path)
    app.draw()
    assert [p for p in tmp_path.iterdir() if p.name != datalock.LOCK_NAME] == []   # (the app's data folder)
    assert pygame.get_init()
