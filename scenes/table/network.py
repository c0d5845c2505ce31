"""A table played over the network (net/remote.py's RemoteMatch at this screen): its table mode, the
words for what the host tells about seats and the connection, the status line while another screen
is to act, and the finished game kept at this screen as a game played here is.

The host keeps the game (its autosave), so this table writes no autosave. Once the game is over the
host sends the whole record; it is played through the rules here into an ordinary finished Match,
which is counted in the statistics, kept for the replay viewer and shown on the results screen
(without Rematch: a new networked game is set up by a host).
"""
from __future__ import annotations

from game.i18n import _
from net import protocol as P
from scenes.table.mode import TableMode


def is_networked(match) -> bool:
    """Whether `match` is played through a host (net/remote.py's RemoteMatch, or the host's own
    screen's copy, net/hostscreen.py) rather than held here."""
    return bool(getattr(match, "networked", False))


def seat_status(match, seat: int) -> str | None:
    """The host's word for a seat: open (nobody took it yet), connected, waiting (its holder's
    connection dropped) or computer; None for a table held here."""
    if not is_networked(match):
        return None
    seats = (getattr(match, "table", None) or {}).get("seats") or []
    return seats[seat].get("status") if 0 <= seat < len(seats) else None


def waiting_line(match, seat: int, name: str) -> str:
    """The status line while a person at another screen is to act."""
    status = seat_status(match, seat)
    if status == "open":
        # Translators: a network table: the seat to act has not been taken by anyone yet
        return _("Waiting for {player} to join the table...").format(player=name)
    if status == "waiting":
        # Translators: a network table: the connection of the player to act dropped
        return _("Waiting for {player} to reconnect...").format(player=name)
    # Translators: a network table: another screen's player is to act
    return _("{player} is playing at another screen...").format(player=name)


def connection_line(match) -> str | None:
    """The status line of a network table that is not going on: its host closed it, or its
    connection dropped (it dials again by itself); None while it goes on, and for any other table."""
    if match.is_over:
        return None
    if getattr(match, "closed", None) is not None:
        return _("The host closed this table. Leave it from the Menu.")
    if getattr(match, "connected", True) is False:
        return _("The connection to the host dropped. Reconnecting...")
    return None


def notice_words(notice: dict, name_of, own: int | None = None) -> tuple[str, str] | None:
    """What the table says (a message and its kind, "info" or "warn") for one of the match's notices
    (RemoteMatch.notices), `name_of(seat)` naming a seat, `own` this screen's seat; None for a notice
    nobody needs to read."""
    kind = notice.get("t")
    if kind == "seat":
        seat, status = notice.get("seat"), notice.get("status")
        if not isinstance(seat, int) or seat == own:    # (this screen knows it is at the table)
            return None
        name = name_of(seat)
        if status == "connected":
            # Translators: a network table: a player's screen is connected (joined or back)
            return _("{player} is at the table.").format(player=name), "info"
        if status == "waiting":
            return _("{player}'s connection dropped: waiting for them to reconnect.").format(player=name), "warn"
        if status == "computer":
            # Translators: a network table: the host gave a seat left too long to a computer player
            return _("{player} did not come back: a computer plays for them now.").format(player=name), "warn"
        return None
    if kind == "connection":
        if notice.get("status") == "lost":
            return _("The connection to the host dropped. Reconnecting..."), "warn"
        return _("Connected to the host again."), "info"
    if kind == "closed":
        return _("The host closed this table."), "warn"
    if kind == "refused":
        return P.refusal_words(notice.get("code"), notice.get("reason")), "warn"
    return None


def finished_match(remote):
    """The finished game as an ordinary Match, from the record the host sent at its end (None before
    the end, or if the record cannot be played through the rules here). Every person is a "human"
    seat of it (those at other screens too); computers stay computers."""
    from game.match import Match
    if not remote.is_over:
        return None
    record = remote.to_record()
    if not record.get("log") and remote.moves:
        return None
    record = dict(record)
    record["seats"] = [dict(s, kind="bot" if s.get("kind") == "bot" else "human")
                       for s in record.get("seats") or remote.seats]
    try:
        return Match.from_record(record)
    except Exception:
        return None


class NetworkMode(TableMode):
    def after_game(self, scene) -> bool:
        """The finished game kept here (the statistics of a seated screen, the replay viewer: every
        hidden thing shown, as for a game played here) and its results, without Rematch; if the record
        cannot be rebuilt, the results of the host's scores alone."""
        app = scene.app
        finished = finished_match(scene.match)
        if finished is None:
            app.log_problem("a networked game's record could not be played through the rules here")
            app.replace("results", scene.match, network=True)
            return True
        from ui import datalock
        if not datalock.read_only():
            from scenes.table.records import keep_finished
            keep_finished(app, finished, count=getattr(scene.match, "seat", None) is not None)
        app.replace("results", finished, network=True)
        return True


# A network table at this screen: the host keeps the game (no autosave here); the finished game is
# kept by NetworkMode.after_game.
NETWORK = NetworkMode("network", keeps_records=False, no_undo=None, banner=False, plays=True, controls_live=True)
