"""The expert's search in a process of its own, so it gets a core and the window's frames stay even.

One worker process is started (spawn, the same on every platform) when a game with a searching
computer begins, and kept for the rest of the run. It is sent what the thread would have used: the
bot (with its random state and memory), the seat's view, the legal actions and a snapshot of the
state to draw hidden positions from; it answers with the action and the bot as the decision left it,
whose state the window's bot then takes over, so a game goes exactly as it would have in a thread
(same seed and iteration budget, same moves).

The window's process only sends and polls. If the worker cannot start, or dies, the decision is
made in a thread as before (ui/botrunner.py) and one line goes to digsite.log. The worker ends with
the app: `stop()` at quit, and on its own the moment its pipe to the app closes (the app crashed or
was killed), so no process is ever left behind. A worker that dies is started again for a later
decision, three times at most in a run.

Nothing here imports pygame: the worker imports only the rules.
"""
from __future__ import annotations

import itertools
import multiprocessing
import time
import traceback

START_TIMEOUT_S = 20.0     # a worker not ready by then is given up for the run (the thread decides)


def serve(conn) -> None:
    """The worker's loop: a decision per message until the pipe closes or "stop" comes."""
    conn.send(("ready",))
    while True:
        try:
            message = conn.recv()
        except (EOFError, OSError):      # the app is gone: so are we
            return
        if message[0] == "stop":
            return
        _kind, job, bot, view, legal, sampler = message
        try:
            if sampler is not None:
                action = bot.choose(view, legal, bot.rng, sampler=sampler)
            else:
                action = bot.choose(view, legal, bot.rng)
            reply = ("done", job, action, bot)
        except BaseException:    # a failing bot is the app's to report: the worker stays
            reply = ("error", job, traceback.format_exc(limit=4))
        try:
            conn.send(reply)
        except (EOFError, OSError):
            return


class Worker:
    """The kept worker process and its pipe; `send` a decision, `poll` for answers."""

    def __init__(self):
        ctx = multiprocessing.get_context("spawn")
        self.conn, child = ctx.Pipe()
        self.process = ctx.Process(target=serve, args=(child,), name="digsite-search", daemon=True)
        self.process.start()
        child.close()
        self.started = time.monotonic()
        self.ready = False
        self.failed: str | None = None
        self.answers: dict[int, tuple] = {}

    def alive(self) -> bool:
        return self.failed is None and self.process.is_alive()

    def poll(self) -> None:
        """Take in every answer waiting in the pipe (never blocks; the window's thread only)."""
        try:
            while self.conn.poll():
                message = self.conn.recv()
                if message[0] == "ready":
                    self.ready = True
                else:
                    self.answers[message[1]] = message
            for stale in sorted(self.answers)[:-8]:     # decisions nobody waits for any more
                del self.answers[stale]
        except (EOFError, OSError) as exc:
            self.failed = f"the search process ended ({exc!r})"
        if not self.ready and self.failed is None and time.monotonic() - self.started > START_TIMEOUT_S:
            self.failed = f"the search process was not ready after {START_TIMEOUT_S:g} s"
        if self.failed is None and not self.process.is_alive():
            self.failed = f"the search process ended (exit code {self.process.exitcode})"

    def send(self, job: int, bot, view, legal, sampler) -> bool:
        try:
            self.conn.send(("choose", job, bot, view, legal, sampler))
            return True
        except Exception as exc:      # noqa: BLE001 - a closed pipe or an unpicklable bot: the thread decides
            self.failed = f"a decision could not be sent to the search process ({exc!r})"
            return False

    def take(self, job: int):
        return self.answers.pop(job, None)

    def stop(self, grace: float = 1.0) -> None:
        """End the process: asked to stop, given `grace` seconds, then terminated."""
        try:
            self.conn.send(("stop",))
        except Exception:     # noqa: BLE001 - it is going anyway
            pass
        self.process.join(grace)
        if self.process.is_alive():
            self.process.terminate()
            self.process.join(1.0)
        try:
            self.conn.close()
        except OSError:
            pass


_worker: Worker | None = None
_told: set[str] = set()          # what digsite.log was told already (each thing once a run)
_deaths = 0                      # workers that failed this run (a start that fails counts them all)
MAX_DEATHS = 3
_jobs = itertools.count(1)
enabled = True          # tests and tools may turn the process off (the thread decides)


def warm_up(log=None) -> None:
    """Start the worker now (a game with a searching computer has begun), if it is not running."""
    worker(log)


def worker(log=None) -> Worker | None:
    """The running worker, started on first use; None when it cannot run (told to `log` once)."""
    global _worker, _deaths
    if not enabled:
        return None
    retire_failed(log)
    if _worker is None and _deaths < MAX_DEATHS:
        try:
            _worker = Worker()
        except Exception as exc:    # noqa: BLE001 - no process here (a frozen app without support...)
            _deaths = MAX_DEATHS
            _tell(log, f"the search process could not start ({exc!r}); the computer thinks in a thread")
    return _worker


def retire_failed(log=None) -> None:
    """A worker that failed is told to `log` (once), ended without waiting and counted; the next
    decision starts another, MAX_DEATHS times in a run."""
    global _worker, _deaths
    if _worker is not None and _worker.failed is not None:
        _tell(log, _worker.failed + "; the computer thinks in a thread meanwhile")
        _worker.stop(grace=0.0)
        _worker = None
        _deaths += 1


def _tell(log, text: str) -> None:
    if text in _told:
        return
    _told.add(text)
    if log is not None:
        try:
            log(text)
        except Exception:   # noqa: BLE001 - a log that fails must not stop a game
            pass


def next_job() -> int:
    return next(_jobs)


def stop() -> None:
    """End the worker (the app quits)."""
    global _worker
    if _worker is not None:
        _worker.stop()
        _worker = None


def pid() -> int | None:
    """The worker's process id while it runs (tools and tests)."""
    return _worker.process.pid if _worker is not None and _worker.process.is_alive() else None
