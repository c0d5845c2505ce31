"""A game as data: (game id, players, seed, options, action log). Loading replays the log.

Replaying re-validates every action through `apply`, so a tampered or out-of-date save is caught
as a `SaveError` instead of producing an impossible position.
"""
from __future__ import annotations

from typing import Any, Mapping

from game import registry
from game.core import Action, GameState, IllegalAction
from game.i18n import _, _n

FORMAT = "digsite-game"
VERSION = 1


class SaveError(Exception):
    """A save that cannot be turned back into a game; the message is shown to the player."""


def to_record(state: GameState, seats: list[dict] | None = None, with_log: bool = True) -> dict:
    """The record of a game; with_log=False leaves out its moves (a saver that encodes them itself,
    a few at a time: `entry_record` gives one)."""
    record = {
        "format": FORMAT,
        "version": VERSION,
        "game": state.game_id,
        "players": state.num_players,
        "seed": state.seed,
        "options": dict(state.options),
        "seats": list(seats or []),
    }
    if with_log:
        record["log"] = [entry_record(e) for e in state.log]
    return record


def entry_record(entry) -> dict:
    """One move of the log as the record keeps it."""
    return {"seat": entry.seat, "action": entry.action.to_json()}


def new_state(game_id: str, players: int, seed: int, options: Mapping[str, Any] | None) -> GameState:
    info = registry.get(game_id)
    return info.new_game(players, seed, info.resolve_options(options))


def from_record(record: Any) -> tuple[GameState, list[dict]]:
    """Rebuild the game a record describes; raise SaveError with a readable reason if it cannot."""
    if not isinstance(record, Mapping) or record.get("format") != FORMAT:
        raise SaveError(_("This is not a Dig Site game file."))
    if record.get("version") != VERSION:
        # Translators: {format} is the number of the file format, as written in the file
        raise SaveError(_("This game was saved by a different version (format {format}).").format(
            format=repr(record.get("version"))))
    try:
        info = registry.get(record["game"])
    except (KeyError, TypeError):
        # Translators: {game} is the game's id as written in the file, quoted ('faras')
        raise SaveError(_("Unknown game {game}.").format(game=repr(record.get("game"))))
    problem = info.option_problem(record.get("options"))
    if problem:
        # Translators: {problem} says which rule option is unknown ("Faras has no rule option 'speed'")
        raise SaveError(_("The game was saved under rules this version does not know: {problem}.").format(
            problem=problem))
    players, seed = record.get("players"), record.get("seed")
    if not isinstance(players, int) or not isinstance(seed, int):
        raise SaveError(_("The file is missing the player count or the seed."))
    if players not in info.allowed_players(record.get("options") or {}):
        # Translators: {n} is a number of players (the English says "players" even for 1, as it did)
        raise SaveError(_n("{game} cannot be played by {n} players with these options.",
                           "{game} cannot be played by {n} players with these options.", players,
                           game=_(info.title)))
    state = info.new_game(players, seed, info.resolve_options(record.get("options")))
    log = record.get("log")
    if not isinstance(log, list):
        raise SaveError(_("The file has no move list."))
    for n, entry in enumerate(log, 1):
        try:
            data = entry["action"]
            if info.upgrade_action is not None:
                data = info.upgrade_action(state, data)
            action = Action.from_json(data)
            if entry.get("seat") != state.current_player:
                raise IllegalAction(_("it was not that seat's turn"))
            state.apply(action)
        except (IllegalAction, KeyError, TypeError, ValueError) as exc:
            why = exc.reason if isinstance(exc, IllegalAction) else _("the move is malformed")
            # Translators: {n} is the move's number in the file; {why} the reason the rules give
            raise SaveError(_("Move {n} in the file cannot be replayed: {why}.").format(n=n, why=why))
    seats = record.get("seats")
    if seats is None:
        seats = []   # an old save: the scene gives every seat a default name and a computer player
    if not isinstance(seats, list) or not all(isinstance(s, Mapping) for s in seats):
        raise SaveError(_("The list of players in the file is malformed."))
    return state, [dict(s) for s in seats]
