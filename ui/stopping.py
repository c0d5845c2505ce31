"""Stopping when the system asks: SIGTERM (a shutdown, `timeout`, a service manager), SIGHUP (the
terminal went away) and SIGINT (Ctrl+C) end a run the way Ctrl+Shift+Q does, with the game saved.

Left to SDL, these signals become a window-close request, which kiosk mode refuses on purpose and
which a headless tool never reads, so the process waited for SIGKILL. `install()` (after
pygame.init, so it replaces SDL's handlers) only notes the request; the loops that run the app
(App.run, tools/monkey.py, tools/soak.py) look at `requested()` between frames and stop there, so
nothing is interrupted half-way through a frame or a write.
"""
from __future__ import annotations

import signal

_asked: int | None = None


def _note(signum, frame) -> None:
    global _asked
    _asked = signum


def install() -> None:
    """Take SIGTERM, SIGHUP and SIGINT from here on (where the platform has them; the main thread only)."""
    for name in ("SIGTERM", "SIGHUP", "SIGINT"):
        sig = getattr(signal, name, None)
        if sig is None:
            continue
        try:
            signal.signal(sig, _note)
        except (ValueError, OSError):   # not the main thread, or not allowed here: leave it as it was
            pass


def requested() -> int | None:
    """The signal that asked the run to stop, or None."""
    return _asked


def name() -> str:
    """The asking signal's name ("SIGTERM"), for a tool's report."""
    try:
        return signal.Signals(_asked).name if _asked is not None else ""
    except ValueError:
        return str(_asked)


def reset() -> None:
    """Forget a request (a test, or a tool starting a fresh run in the same process)."""
    global _asked
    _asked = None
