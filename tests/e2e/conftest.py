"""Fixtures for the end-to-end tests: one Xvfb for the session, one app (own data folder) per test."""
from __future__ import annotations

import pytest

from tests.e2e.harness import AppUnderTest, XServer, missing_tools


@pytest.fixture(scope="session")
def xserver():
    missing = missing_tools()
    if missing:
        pytest.skip("end-to-end tests need " + ", ".join(missing) + ": `make e2e` installs them as root")
    x = XServer()
    yield x
    x.stop()


@pytest.fixture()
def launch(xserver, tmp_path, request):
    """launch(*args, size=...) starts the real app; it is stopped (and, on failure, photographed) after."""
    started = []

    def start(*args, size="1280x720"):
        app = AppUnderTest(xserver, tmp_path / f"data{len(started)}", *args, size=size)
        started.append(app)
        return app

    yield start
    for app in started:
        try:
            app.screenshot(tmp_path / "at-teardown.png")
        except Exception:
            pass
        app.stop()
