"""Runs a bot's decision off the main thread and paces it, so the window never freezes.

Only pure-Python rules code runs in the worker (the bot reads a view and the legal actions); the
scene polls `result()` from the main loop and applies the action itself.
"""
from __future__ import annotations

import random
import threading
import time
import traceback


class BotTurn:
    def __init__(self, bot, view, legal, *, delay: float = 0.6, time_limit: float = 10.0, seed: int = 0,
                 sampler=None):
        self.legal = list(legal)
        self.delay = delay
        self.time_limit = time_limit
        self.started = time.monotonic()
        self._action = None
        self._error: str | None = None
        self._done = threading.Event()
        self._fallback_rng = random.Random(seed)
        self.sampler = sampler      # an expert's source of states drawn from its seat's knowledge
        self.thread = threading.Thread(target=self._run, args=(bot, view), daemon=True)
        self.thread.start()

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
        finally:
            self._done.set()

    def result(self, now: float | None = None):
        """(action, note) once the move is due, else (None, None). A failing or slow bot falls back
        to a random legal action, with a note saying why (for the log)."""
        now = time.monotonic() if now is None else now
        elapsed = now - self.started
        if self._done.is_set():
            if elapsed < self.delay:
                return None, None
            if self._error:
                return self._fallback_rng.choice(self.legal), "bot failed; a random legal move was played:\n" + self._error
            return self._action, None
        if elapsed > self.time_limit:
            return self._fallback_rng.choice(self.legal), f"bot took over {self.time_limit:g} s; a random legal move was played"
        return None, None
