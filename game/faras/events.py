"""Building the Faras events quickly: `event(kind, ...)` makes exactly the Event that `Event.make`
makes (the same kind, parameters, audience and secret), with a short path for the plain numbers,
words and lists of them that nearly every event carries. A random game builds a few hundred events,
and the expert's search builds them on every move it tries, so this shows in its speed.
"""
from __future__ import annotations

from game.core import Event, _freeze

_PLAIN = frozenset({int, str, bool, float, type(None)})


def _frozen(value):
    cls = value.__class__
    if cls in _PLAIN:
        return value
    if cls is list or cls is tuple:
        for v in value:
            if v.__class__ not in _PLAIN:
                return _freeze(value)
        return tuple(value)
    return _freeze(value)


def event(kind: str, *, audience=None, secret=(), **params) -> Event:
    """Event.make(kind, audience=..., secret=..., **params), faster."""
    return Event(kind, tuple(sorted([(k, _frozen(v)) for k, v in params.items()])),
                 None if audience is None else tuple(audience), tuple(secret))
