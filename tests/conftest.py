import os
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("DIGSITE_DATA_DIR", os.path.join(os.path.dirname(__file__), "..", ".pytest_data"))
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


import pytest  # noqa: E402


@pytest.fixture()
def app(tmp_path, monkeypatch):
    """A headless app at 1280x720 with its own data folder; computers move without a pause."""
    monkeypatch.setenv("DIGSITE_DATA_DIR", str(tmp_path))
    from scenes.app import App
    a = App(headless=True, surface_size=(1280, 720))
    a.settings.bot_delay = 0.0
    # the hot-seat gates are real-time; scene tests step frames far faster than a person clicks, so they
    # open at once here (tests/test_handoff.py puts them back and drives a fake clock)
    a.curtain_gate_s = 0.0
    a.handoff_hold_s = 0.0
    yield a
