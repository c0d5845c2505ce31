import os
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
# a data folder of the test process's own (pytest-xdist runs one process per core: PYTEST_XDIST_WORKER)
os.environ.setdefault("DIGSITE_DATA_DIR", os.path.join(os.path.dirname(__file__), "..", ".pytest_data",
                                                       os.environ.get("PYTEST_XDIST_WORKER", "main")))
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
# the tests read the English the code is written in, whatever the machine's language (a test that
# wants another language says so: App.set_language, --lang)
os.environ["LANGUAGE"] = "en"


import pytest  # noqa: E402

import game.testgame  # noqa: E402,F401  the internal test game: registered for the tests only
from ui.language import SHIPPED  # noqa: E402


@pytest.fixture(autouse=True)
def instant_hot_seat_gates(monkeypatch):
    """The hot-seat gates are real-time; scene tests step frames far faster than a person clicks, so
    in-process apps open them at once (tests/scenes/test_handoff.py and the monkey put them back on the app
    and drive a clock; the end-to-end tests run the real app, untouched)."""
    from scenes.shell.app import App
    monkeypatch.setattr(App, "curtain_gate_s", 0.0)
    monkeypatch.setattr(App, "handoff_hold_s", 0.0)


@pytest.fixture(autouse=True)
def autosaves_end_with_their_test():
    """A test's background autosave reaches its own data folder, and its failures are not told
    in the next test."""
    yield
    from ui import savegame
    savegame.flush()
    while savegame.take_problem():
        pass


@pytest.fixture()
def app(tmp_path, monkeypatch):
    """A headless app at 1280x720 with its own data folder; computers move without a pause."""
    monkeypatch.setenv("DIGSITE_DATA_DIR", str(tmp_path))
    from scenes.shell.app import App
    a = App(headless=True, surface_size=(1280, 720))
    a.settings.bot_delay = 0.0
    yield a


@pytest.fixture()
def tooltips_said(monkeypatch):
    """Every tooltip message the table draws, in order (the list may be cleared between looks)."""
    from scenes.table import tooltips
    out = []
    real = tooltips.tooltip

    def record(surface, pos, message, *a, **k):
        out.append(message)
        return real(surface, pos, message, *a, **k)
    monkeypatch.setattr(tooltips, "tooltip", record)
    return out


@pytest.fixture()
def marked(app, monkeypatch, tooltips_said):
    """The app with the marking catalog (tests/marking.py) installed; every text drawn and every
    tooltip, recorded: (app, texts drawn, tooltips said)."""
    from game import i18n
    from tests.marking import Marked
    from ui import theme
    said = []
    real = theme.text

    def spy(s, kind, px, colour=theme.INK, wrap=0):
        said.append(str(s))
        return real(s, kind, px, colour, wrap)
    monkeypatch.setattr(theme, "text", spy)
    i18n.install(Marked(), "xx")
    try:
        yield app, said, tooltips_said
    finally:
        i18n.install(None, "en")


@pytest.fixture(params=SHIPPED)
def in_every_language(request, app):
    """The test runs once in each language the app offers (layout tests: `pytestmark =
    pytest.mark.usefixtures("in_every_language")`); its value is the language's code."""
    app.set_language(request.param)
    yield request.param
    app.set_language("en")
