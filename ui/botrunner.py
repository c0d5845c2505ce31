"""Runs a bot's decision off the main thread and paces it, so the window never freezes.

A searching computer (the expert: it is handed a sampler) decides in the search's own process
(ui/botprocess.py), where it has a core of its own; the others, which decide in a moment, and the
expert whenever that process is not there (still starting, failed, turned off), decide on a kept
worker thread (a new one only while every worker is still busy with an overrun decision). Only
pure-Python rules code runs there (the bot reads a view and the legal actions); the scene polls
`result()` from the main loop and applies the action itself.
"""
from __future__ import annotations

import queue
import random
import threading
import time
import traceback

from ui import botprocess


class _Worker:
    """A thread that stays for the next decision: starting a thread for every move cost the frame
    that started it a few milliseconds (Thread.start waits until the new thread runs, and a thread
    that begins a computation keeps the interpreter for its first switch interval)."""

    def __init__(self):
        self.jobs: queue.SimpleQueue = queue.SimpleQueue()
        self.busy = False
        self.thread = threading.Thread(target=self._loop, name="bot", daemon=True)
        self.thread.start()

    def _loop(self):
        while True:
            job, done = self.jobs.get()
            try:
                job()
            finally:
                self.busy = False   # free before the decision is told, so the next one may use it
                done.set()


_workers: list[_Worker] = []
_workers_lock = threading.Lock()


def _submit(job, done: threading.Event) -> None:
    """Run `job` on an idle worker, or on a new one when every worker is busy (a bot that overran
    its time is left to finish on its own; the game goes on without it)."""
    with _workers_lock:
        worker = next((w for w in _workers if not w.busy), None)
        if worker is None:
            worker = _Worker()
            _workers.append(worker)
        worker.busy = True
    worker.jobs.put((job, done))


class BotTurn:
    def __init__(self, bot, view, legal, *, delay: float = 0.6, time_limit: float = 10.0, seed: int = 0,
                 sampler=None, at_move: int | None = None, log=None):
        self.legal = list(legal)
        self.at_move = at_move      # the position (its move count) the decision is about, if known
        self.delay = delay
        self.time_limit = time_limit
        self.started = time.monotonic()
        self._action = None
        self._error: str | None = None
        self._done = threading.Event()
        self._fallback_rng = random.Random(seed)
        self.sampler = sampler      # an expert's source of states drawn from its seat's knowledge
        self._bot, self._view, self._log = bot, view, log
        self._worker = None         # the search process deciding, while it does
        self._job = 0
        if sampler is not None:
            worker = botprocess.worker(log)
            if worker is not None:
                worker.poll()
            if worker is not None and worker.ready and worker.alive():
                self._job = botprocess.next_job()
                if worker.send(self._job, bot, view, self.legal, sampler):
                    self._worker = worker
        self.in_process = self._worker is not None
        if self._worker is None:
            _submit(lambda: self._run(bot, view), self._done)

    def _check_worker(self) -> None:
        """Take the search process's answer if it came (the window's bot takes over the state the
        decision left it in); if the process died meanwhile, think in a thread instead."""
        worker = self._worker
        if worker is None or self._done.is_set():
            return
        worker.poll()
        answer = worker.take(self._job)
        if answer is not None:
            self._worker = None
            if answer[0] == "done":
                _kind, _job, action, after = answer
                if action in self.legal:
                    self._bot.__dict__.update(after.__dict__)
                    self._action = action
                else:
                    self._error = f"bot chose an illegal action {action}"
            else:
                self._error = answer[2]
            self._done.set()
        elif not worker.alive():
            self._worker = None
            botprocess.retire_failed(self._log)      # says why, once, in digsite.log
            _submit(lambda: self._run(self._bot, self._view), self._done)

    def wait(self, timeout: float | None = None) -> bool:
        """Block until the decision is made (tools and tests); True when it is."""
        end = None if timeout is None else time.monotonic() + timeout
        while self._worker is not None:
            self._check_worker()
            if self._done.is_set():
                return True
            if end is not None and time.monotonic() >= end:
                return False
            time.sleep(0.002)
        return self._done.wait(None if end is None else max(0.0, end - time.monotonic()))

    @property
    def thinking(self) -> bool:
        """Still deciding, as far as the last `result()` or `wait()` knew (reading it changes nothing)."""
        return not self._done.is_set()

    def _run(self, bot, view):
        try:
            if self.sampler is not None:
                action = bot.choose(view, self.legal, bot.rng, sampler=self.sampler)
            else:
                action = bot.choose(view, self.legal, bot.rng)
            if action not in self.legal:
                raise ValueError(f"bot chose an illegal action {action}")
            self._action = action
        except BaseException:  # even SystemExit from a bot must not leave the game waiting for ever
            self._error = traceback.format_exc(limit=4)

    def result(self, now: float | None = None):
        """(action, note) once the move is due, else (None, None). A failing or slow bot falls back
        to a random legal action, with a note saying why (for the log)."""
        now = time.monotonic() if now is None else now
        elapsed = now - self.started
        self._check_worker()
        if self._done.is_set():
            if elapsed < self.delay:
                return None, None
            if self._error:
                return self._fallback_rng.choice(self.legal), "bot failed; a random legal move was played:\n" + self._error
            return self._action, None
        if elapsed > self.time_limit:
            return self._fallback_rng.choice(self.legal), f"bot took over {self.time_limit:g} s; a random legal move was played"
        return None, None
