"""The wire format of networked tables: versioned JSON text messages, their limits, the refusals
with a stable code, table codes and seat tokens. docs/network.md is the written form of this
module; the two change together (and PROTOCOL with any change a peer could notice).

Every message is one JSON object in one text frame with its kind in "t". Pure Python: no pygame
and no I/O here, so the server, the client, the tools and the tests share one reading of it.
"""
from __future__ import annotations

import hashlib
import json
import secrets
from typing import Any

from game.core import Action, Event
from game.i18n import N_, _

PROTOCOL = 2

# What a peer may send the server, in characters of one text frame: an action or a question is
# well under a kilobyte; anything near this is a mistake or an attack, refused without parsing.
MAX_MESSAGE = 16 * 1024
# Frames past this are not even read into memory: websockets closes the connection (code 1009).
WIRE_MAX_SIZE = 64 * 1024
# What the server may send a client: a seat's whole stream on rejoin can be long (a Faras game
# is a few hundred kilobytes of events); a client refuses anything bigger.
CLIENT_MAX_SIZE = 8 * 1024 * 1024

# per connection: a token bucket of this many messages a second with this burst; a person's
# clicks and a table's questions when a position changes (a reason or preview each, asked once)
# stay below it
PORT = 8765                 # the port a host listens on unless told otherwise
RATE_PER_S = 60.0
RATE_BURST = 300

HELLO_TIMEOUT_S = 10.0

# Table codes: 10 letters of a 32-letter alphabet without look-alikes (no I, O, 0, 1): 50 bits,
# so guessing a live table among even thousands takes on the order of 10^11 tries.
CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
CODE_LENGTH = 10
CODE_BITS = CODE_LENGTH * 5


def new_code() -> str:
    return "".join(secrets.choice(CODE_ALPHABET) for _unused in range(CODE_LENGTH))


def clean_code(text: Any) -> str | None:
    """A table code as a person may type it (lower case, spaces or dashes between groups), or None
    when it cannot be one."""
    if not isinstance(text, str) or len(text) > 40:
        return None
    code = "".join(ch for ch in text.upper() if ch not in " -")
    if len(code) != CODE_LENGTH or any(ch not in CODE_ALPHABET for ch in code):
        return None
    return code


def new_token() -> str:
    """A seat token: whoever holds it plays that seat, so it is as strong as a session key."""
    return secrets.token_urlsafe(24)


def token_digest(token: str) -> str:
    """What the host keeps of a token (in memory and in its saves): enough to check one, useless to
    whoever reads a save file."""
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


# ---- refusals: a stable code, and a sentence the app shows in its own language ------------------
# (marked for the catalogs; the host sends it in English, a client says it in its player's language:
# `refusal_words`)
REFUSALS = {
    "bad_json": N_("That message could not be read."),
    "bad_message": N_("That message is not in the expected form."),
    "too_big": N_("That message is too long."),
    "binary": N_("Only text messages are accepted."),
    "unknown_kind": N_("That kind of message is not known here."),
    "version": N_("The host runs another version of Dig Site."),
    "hello_first": N_("Say hello first."),
    "rate_limited": N_("Too many messages at once: wait a moment."),
    "no_table": N_("There is no table with that code (or it has closed)."),
    "table_full": N_("Every seat at that table is taken."),
    "bad_token": N_("That seat can no longer be taken up from here."),
    "not_seated": N_("You have no seat at a table on this connection."),
    "spectator": N_("Onlookers cannot play."),
    "not_your_turn": N_("It is not your turn."),
    "stale": N_("The table moved on meanwhile: look again and choose."),
    "replayed": N_("That message was already received."),
    "illegal": N_("That move is not allowed."),
    "undo_refused": N_("That move cannot be taken back."),
    "bad_setup": N_("That table cannot be set up."),
    "local_seats": N_("This server has no screen of its own: every seat is remote or a computer."),
    "too_many_tables": N_("The host is full. Try again later."),
    "too_many_connections": N_("The host is full. Try again later."),
    "expired": N_("That table has closed: nobody played at it for too long."),
    "host_closed": N_("The host closed the table."),
    "over": N_("The game is over."),
    "server_error": N_("The server could not do that."),
}
# refusals whose reason, when the host gives one, says more than the code (the rules' own words)
SPECIFIC = frozenset({"illegal", "undo_refused", "bad_setup"})


def refusal_words(code: Any, reason: Any = None) -> str:
    """A host's refusal as the player reads it: the code's sentence in the app's language, or the
    host's own reason where it says more (a move the rules refused) or the code is not known here."""
    reason = reason if isinstance(reason, str) and reason else None
    if reason and (code in SPECIFIC or code not in REFUSALS):
        return reason
    if code in REFUSALS:
        return _(REFUSALS[code])
    return _("The host refused that.")


class Refusal(Exception):
    """A request the host turns down: `code` is stable, `reason` an English sentence (the host's
    own words for an illegal move)."""

    def __init__(self, code: str, reason: str | None = None):
        super().__init__(code)
        self.code = code
        self.reason = reason or REFUSALS.get(code, REFUSALS["bad_message"])

    def message(self, seq: Any = None) -> dict:
        msg = {"t": "refused", "code": self.code, "reason": self.reason}
        if isinstance(seq, int) and not isinstance(seq, bool):
            msg["seq"] = seq
        return msg


# ---- encoding and decoding ------------------------------------------------------------------
# one encoder for every message: json.dumps with options builds a new one on each call, and a
# move's messages and previews are dozens of calls
_ENCODER = json.JSONEncoder(separators=(",", ":"), ensure_ascii=False, allow_nan=False)


def encode(msg: dict) -> str:
    return _ENCODER.encode(msg)


def encode_with(msg: dict, parts) -> str:
    """`msg` encoded with more members already encoded (key, JSON text) added at its end: what many
    messages carry alike is encoded once. The keys must not be in `msg`, which is never empty."""
    text = encode(msg)
    if not parts:
        return text
    return text[:-1] + "".join(f",{encode(key)}:{value}" for key, value in parts) + "}"


PATCH_SPLIT = 8     # a list of at most this many objects (Scarabya's sites, Thebes' players) is patched element by element


def view_patch(view: Any, base: Any) -> list | None:
    """What changed from `base` (the view a peer was sent last) to `view`: a list of [key, value] (a
    member anew) and [key, index, value] (an element of a short list of objects anew), which
    `patched` applies; None when only the whole view will do (no base, or members came or went).

    Comparing costs the host about what encoding the whole view did (docs/network.md), but only what
    changed is encoded and sent, and clients decode half the bytes. It relies on two things the tests
    hold every game to: a view shares nothing with the
    game's state (the base is the view object sent before, never copied, so nothing may change it
    later), and each member keeps its JSON types from one position to the next (`True == 1` never
    meets here)."""
    if base is None or not isinstance(view, dict) or not isinstance(base, dict) or view.keys() != base.keys():
        return None
    out = []
    for k, v in view.items():
        old = base[k]
        if type(old) is not type(v):
            out.append([k, v])
        elif old != v:
            if type(v) is list and 0 < len(v) <= PATCH_SPLIT and len(old) == len(v) and type(v[0]) is dict:
                out.extend([k, i, x] for i, (x, y) in enumerate(zip(v, old)) if x != y)
            else:
                out.append([k, v])
    return out


def patched(view: dict, patch: list) -> dict:
    """The view a `view_patch` makes of the one before it; the one before is left as
    it was."""
    out = dict(view)
    for entry in patch:
        if len(entry) == 2:
            out[entry[0]] = entry[1]
        else:
            key, i, value = entry
            items = list(out[key])
            items[i] = value
            out[key] = items
    return out


def decode(frame: Any) -> dict:
    """One received frame as a message dict, or a Refusal saying why not."""
    if isinstance(frame, (bytes, bytearray, memoryview)):
        raise Refusal("binary")
    if not isinstance(frame, str):
        raise Refusal("bad_message")
    if len(frame) > MAX_MESSAGE:
        raise Refusal("too_big")
    try:
        msg = json.loads(frame)
    except (ValueError, RecursionError):
        raise Refusal("bad_json") from None
    if not isinstance(msg, dict) or not isinstance(msg.get("t"), str):
        raise Refusal("bad_message")
    return msg


def want_int(msg: dict, key: str, *, low: int = 0, high: int = 2 ** 53) -> int:
    value = msg.get(key)
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        raise Refusal("bad_message", f"'{key}' must be a whole number from {low} to {high}.")
    return value


def want_str(msg: dict, key: str, *, longest: int = 64, optional: bool = False) -> str | None:
    value = msg.get(key)
    if value is None and optional:
        return None
    if not isinstance(value, str) or len(value) > longest:
        raise Refusal("bad_message", f"'{key}' must be text of at most {longest} characters.")
    return value


def want_action(msg: dict) -> Action:
    """The action in a message, shape-checked only as JSON: the rules judge the rest."""
    data = msg.get("action")
    try:
        return Action.from_json(data)
    except (ValueError, TypeError, RecursionError):
        raise Refusal("bad_message", "'action' must be an object with a 'kind'.") from None


def clean_name(value: Any, fallback: str) -> str:
    """A seat's name as others will read it: printable, at most 14 characters (the setup's)."""
    if not isinstance(value, str):
        return fallback
    text = "".join(ch for ch in value if ch.isprintable()).strip()[:14]
    return text or fallback


def events_json(events) -> list[dict]:
    return [e.to_json() for e in events]


def events_from_json(data) -> list[Event]:
    out = []
    for item in data or []:
        params = {k: v for k, v in item.items() if k != "kind"}
        out.append(Event.make(item["kind"], **params))
    return out


def plain(value: Any) -> Any:
    """A value as it reads back from the wire (tuples become lists): what a client compares."""
    return json.loads(encode(value))


def digest(value: Any) -> str:
    """A short fingerprint of a view, the same on both ends: a client and the host compare them."""
    text = json.dumps(value, separators=(",", ":"), sort_keys=True, ensure_ascii=False)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:32]


def app_version() -> str:
    """The app's version for hello; ui/version.py holds one constant and imports nothing."""
    try:
        from ui.version import VERSION
        return str(VERSION)
    except Exception:
        return "unknown"
