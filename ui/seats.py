"""Who sits at the table when nobody said: the default names and the all-computer seats used for a
game restored without its seat list (an old save, a tool, a test)."""
from __future__ import annotations

from game.i18n import _, pgettext

DEFAULT_NAMES = ["Anna", "Ben", "Chloe", "Dawit", "Emre"]


def seat_defaults(n: int) -> list[dict]:
    return [{"name": DEFAULT_NAMES[i], "colour": i, "kind": "bot", "level": "normal"} for i in range(n)]


def as_match(game, seats=None):
    """`game` itself when it is a match; otherwise a match over that state with `seats` (the
    defaults when they do not fit its player count)."""
    from game.match import Match
    if isinstance(game, Match):
        return game
    return Match(game, fitted(seats, game.num_players))


def fitted(seats, players: int) -> list[dict]:
    """`seats` copied when there is one per player, else the defaults."""
    seats = [dict(s) for s in (seats or [])]
    return seats if len(seats) == players else seat_defaults(players)


def level_name(level: str) -> str:
    """A computer level's name as a player reads it ("normal"), in the language of the moment; a
    level we do not know keeps its id."""
    names = {"random": pgettext("computer level", "random"), "easy": pgettext("computer level", "easy"),
             "normal": pgettext("computer level", "normal"), "hard": pgettext("computer level", "hard"),
             "expert": pgettext("computer level", "expert")}
    return names.get(level, level)


def computer_name(level: str) -> str:
    """"Computer: normal": a computer player of a level, as the setup and the statistics name it."""
    # Translators: a computer player and its level ("Computer: normal")
    return _("Computer: {level}").format(level=level_name(level))


COLOUR_COUNT = 5    # the player colours there are (ui/theme.py PLAYER_COLOURS; a test keeps them equal)
KINDS = ("human", "bot")


class SeatError(ValueError):
    """A seat in a file that cannot be used; the message says which field of which seat."""


def checked(seats, levels) -> list[dict]:
    """The seats of a file, validated and cleaned (copies): each a mapping whose name is text, kept
    cleaned and cut like a typed name; whose colour is an index of a player colour; whose kind is
    human or bot, and a bot's level one of `levels` (those the game offers). A field left out keeps
    its default (a name from DEFAULT_NAMES, a human, a normal computer). Raises SeatError naming the
    first field that is wrong."""
    from ui.clean import clean_name
    out = []
    for i, seat in enumerate(seats or []):
        n = i + 1
        if not isinstance(seat, dict):
            # Translators: this and the next four say what is wrong with a seat ({n}: its number) in a file
            raise SeatError(_("Seat {n} is not a seat.").format(n=n))
        seat = dict(seat)
        name = seat.get("name")
        if name is not None:
            if not isinstance(name, str):
                raise SeatError(_("The name of seat {n} is not text.").format(n=n))
            seat["name"] = clean_name(name, DEFAULT_NAMES[i % len(DEFAULT_NAMES)])
        colour = seat.get("colour", 0)
        if not isinstance(colour, int) or isinstance(colour, bool) or not 0 <= colour < COLOUR_COUNT:
            raise SeatError(_("The colour of seat {n} is not one of the player colours.").format(n=n))
        kind = seat.get("kind", "human")
        if kind not in KINDS:
            raise SeatError(_("Seat {n} is neither a person nor a computer player.").format(n=n))
        if kind == "bot" and (seat.get("level") or "normal") not in tuple(levels):
            raise SeatError(_("The computer level of seat {n} is not one this game has.").format(n=n))
        out.append(seat)
    return out


# ---- the seats last set up for each game ------------------------------------------------------------
# The setup screen opens with the names, colours and players (human, or a computer and its level) that
# were last started for that game, kept in `seats.json` of the data folder and read back like any
# file: each field checked and cleaned, a damaged file set aside.

def _remembered_path():
    from ui.paths import data_dir
    return data_dir() / "seats.json"


def remembered(game_id: str, levels) -> tuple[dict | None, str | None]:
    """({"count": n, "seats": [...]} last started for this game, or None), and a message for the
    player when the file was damaged (it is set aside) or held seats that are not seats."""
    from ui import storage
    try:
        data = storage.read_json(_remembered_path(), "list of players last set up")
    except storage.Damaged as exc:
        return None, exc.message
    if not isinstance(data, dict) or not isinstance(data.get(game_id), dict):
        return None, None
    entry = data[game_id]
    count = entry.get("count")
    try:
        seats = checked(entry.get("seats") if isinstance(entry.get("seats"), list) else [], levels)
    except SeatError:
        return None, None    # one game's entry is unusable: that game's setup starts from the defaults
    if not isinstance(count, int) or isinstance(count, bool) or not seats:
        return None, None
    return {"count": count, "seats": seats[:len(DEFAULT_NAMES)]}, None


def remember(game_id: str, count: int, seats: list[dict]) -> str | None:
    """Keep the seats of a game just started as that game's next setup; a message if it failed."""
    from ui import storage
    try:
        data = storage.read_json(_remembered_path(), "list of players last set up")
    except storage.Damaged:
        data = None
    data = data if isinstance(data, dict) else {}
    data[game_id] = {"count": int(count), "seats": [dict(s) for s in seats]}
    try:
        storage.write_json(_remembered_path(), data)
        return None
    except storage.ReadOnlyFolder:
        return None     # another window owns the data folder: this one keeps nothing
    except OSError as exc:
        # Translators: {why} is the system's own words for the failure (in brackets).
        return _("The players could not be remembered for next time ({why}).").format(why=exc.strerror or exc)


def unpack(game, seats=None):
    """(state, seats) of a match, or of a state given with its seats: the persistence functions take
    either, so scenes hand them the match and never the rules state."""
    if seats is None and hasattr(game, "seats") and hasattr(game, "state"):
        return game.state, game.seats
    return game, list(seats or [])
