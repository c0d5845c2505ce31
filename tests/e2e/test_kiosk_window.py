"""The kiosk in a real X window: Play now asks which game, a visitor's move is saved, SIGTERM ends the
run at once with the game on disk, and the next plain start is an ordinary window (the --kiosk flag
was for that run only). Every check reads the app's state dump (ui/probe.py), polled with a timeout."""
from __future__ import annotations

import json
import signal

from tests.e2e.harness import AppUnderTest, button, top_is


def test_a_kiosk_run_ends_on_sigterm_with_the_game_saved_and_leaves_no_kiosk_behind(launch):
    app = launch("--kiosk")
    p = app.wait_for(top_is("MenuScene"), what="the kiosk menu")
    assert not any(b["label"] == "Quit" for b in p["top"]["buttons"])
    app.click_rect(button(p, "Play now"))
    p = app.wait_for(top_is("PlayNowScene"), what="the choice of game")
    assert {"Faras", "Thebes", "Artifakes", "Scarabya"} <= {b["label"] for b in p["top"]["buttons"]}
    app.click_rect(button(p, "Artifakes"))
    p = app.wait_for(lambda q: (q.get("game") or {}).get("class") == "ArtifakesScene", what="the Artifakes table")
    saved = app.data_dir / "autosave.json"
    app.wait_for(lambda q: saved.is_file(), what="the new game saved")
    assert json.loads(saved.read_text())["game"] == "artifakes"
    app.proc.send_signal(signal.SIGTERM)
    assert app.proc.wait(30) == 0, app.output()[-2000:]        # not refused, as a window close is
    assert json.loads(saved.read_text())["game"] == "artifakes"
    settings = json.loads((app.data_dir / "settings.json").read_text())["settings"] \
        if (app.data_dir / "settings.json").is_file() else {}
    assert not settings.get("kiosk") and not settings.get("fullscreen")


def test_after_a_kiosk_run_a_plain_start_is_an_ordinary_window(launch, xserver):
    kiosk = launch("--kiosk")
    p = kiosk.wait_for(top_is("MenuScene"), what="the kiosk menu")
    kiosk.click_rect(button(p, "Settings"))
    p = kiosk.wait_for(top_is("SettingsScene"), what="the settings")
    kiosk.click_rect(button(p, "Back"))                       # Back saves the settings
    kiosk.wait_for(top_is("MenuScene"), what="the menu again")
    kiosk.proc.send_signal(signal.SIGTERM)
    assert kiosk.proc.wait(30) == 0
    stored = json.loads((kiosk.data_dir / "settings.json").read_text())["settings"]
    assert stored["kiosk"] is False and stored["fullscreen"] is False
    (kiosk.data_dir / "probe.json").unlink()                  # the next frames are the new run's
    plain = AppUnderTest(xserver, kiosk.data_dir)             # the same data folder, no flags
    try:
        p = plain.wait_for(top_is("MenuScene"), what="the menu of a plain start")
        assert any(b["label"] == "Quit" for b in p["top"]["buttons"])
        assert not any(b["label"] == "Play now" for b in p["top"]["buttons"])
    finally:
        plain.stop()
