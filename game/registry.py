"""The list of games the app offers, with what the setup screen and tools need to know of each."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Mapping, Sequence

from game.i18n import N_, _


@dataclass(frozen=True)
class Option:
    """A rule option shown under "Rule options" on the setup screen. Its label, its choices' labels
    and its help are English marked with N_ where the game declares them: the screens translate
    them where they draw them (`_(option.label)`, `_(option.label_for(value))`)."""

    id: str
    label: str
    choices: tuple  # ((value, label), ...)
    default: Any
    help: str = ""

    def label_for(self, value: Any) -> str:
        for v, text in self.choices:
            if v == value:
                return text
        return str(value)


@dataclass(frozen=True)
class GameInfo:
    id: str
    title: str                      # English, marked N_ where declared: translated where shown
    pitch: str                      # one line for the menu (likewise)
    min_players: int
    max_players: int
    new_game: Callable[..., Any]    # (players, seed, options) -> GameState
    make_bot: Callable[..., Any]    # (level, seat, seed) -> Bot
    options: tuple = ()             # (Option, ...)
    # players allowed for a given option set (e.g. solo = 1 player); defaults to min..max
    players_for: Callable[[Mapping[str, Any]], Sequence[int]] | None = None
    # conformance hooks (optional): extra invariant checks, and a copy differing only in
    # information hidden from `seat` (tests/conformance.py: that seat's view and events, and the
    # public's, must not change)
    check_invariants: Callable[[Any], None] | None = None
    perturb_hidden: Callable[[Any, int, Any], Any] | None = None
    # action kinds of which legal_actions() lists only a sample (a grid over free positions):
    # reason() alone says whether one of them is legal, listed or not
    sampled_kinds: tuple = ()
    # revealing event kinds (GameState.REVEALING) that every seat sees in full by design (a token
    # turned face up on the table); any other revealing event must name its audience
    public_reveals: tuple = ()
    listed: bool = True             # False for internal test games kept out of the menu
    bot_levels: tuple = ("random", "easy", "normal", "hard")
    conformance_games: int = 20     # random playouts per case in `make test` (tools run more)
    # optional weight per action for random playouts, so games with an always-legal way out
    # (e.g. retiring) still reach deep positions; None = uniform
    playout_weight: Callable[[Any], float] | None = None
    # a move saved by an older version, as this version writes it: (state, action json) -> json
    upgrade_action: Callable[[Any, dict], dict] | None = None
    # games under these options are counted in a statistics table of their own, because their
    # score means something else: ((option id, value, table title, best-score heading), ...)
    stats_apart: tuple = ()

    def default_options(self) -> dict:
        return {o.id: o.default for o in self.options}

    def resolve_options(self, given: Mapping[str, Any] | None) -> dict:
        """Defaults overlaid with known, valid given values; unknown keys are dropped."""
        opts = self.default_options()
        for o in self.options:
            if given and o.id in given and any(given[o.id] == v for v, _unused in o.choices):
                opts[o.id] = given[o.id]
        return opts

    def option_problem(self, given: Any) -> str | None:
        """Why `given` (rule options read from a file) are not options of this game: one it does
        not have, or a value that is not one of its choices (1 is not True, "60" is not 60); None
        when all are known. A missing option takes its default (a save from before it existed)."""
        if given is None:
            return None
        if not isinstance(given, Mapping):
            return _("the rule options are malformed")
        known = {o.id: o for o in self.options}
        for key, value in given.items():
            opt = known.get(key)
            if opt is None:
                # Translators: {option} is the name written in the file, quoted, e.g. 'speed'
                return _("{game} has no rule option {option}").format(game=_(self.title), option=repr(str(key)[:40]))
            if not any(type(value) is type(v) and value == v for v, _unused in opt.choices):
                # Translators: {value} is the value written in the file, quoted ('60'); {option} the
                # option's name as the setup screen shows it, quoted ('Memorising time')
                return _("{value} is not a choice of the rule option {option}").format(
                    value=repr(str(value)[:40]), option=repr(_(opt.label)))
        return None

    def stats_table(self, options: Mapping[str, Any] | None) -> str:
        """The key of the statistics table a game under `options` is counted in: the game's id, or
        "<id>:<value>" for options listed in stats_apart."""
        for option, value, _title, _best in self.stats_apart:
            if (options or {}).get(option) == value:
                return f"{self.id}:{value}"
        return self.id

    def stats_tables(self) -> list[tuple[str, str, str]]:
        """(key, title, best-score heading) of each statistics table of this game, its own first: the
        title and heading in English, marked N_ (the screen translates them where it draws them)."""
        # Translators: the heading of the best-score column of a statistics table
        return [(self.id, self.title, N_("Best"))] + [(f"{self.id}:{value}", title, best)
                                                  for _option, value, title, best in self.stats_apart]

    def allowed_players(self, options: Mapping[str, Any] | None = None) -> list[int]:
        if self.players_for is not None:
            return list(self.players_for(self.resolve_options(options)))
        return list(range(self.min_players, self.max_players + 1))


class lazy:
    """Stands for "module:attr", imported on first call: the menu lists every game without loading
    any game's rules or bots, which keeps start-up fast."""

    def __init__(self, target: str):
        self.target = target
        self._fn = None

    def resolve(self):
        if self._fn is None:
            import importlib
            module, _unused, attr = self.target.partition(":")
            self._fn = getattr(importlib.import_module(module), attr)
        return self._fn

    def __call__(self, *args, **kwargs):
        return self.resolve()(*args, **kwargs)


class bots_of:
    """A game's make_bot(level, seat, seed) from two places: the expert from its own module, every
    other level from the bot module, so a game's bot.py and expert.py need not import each other
    (the expert builds on the bots; the level is chosen here). Both load on first use."""

    def __init__(self, bots: str, expert: str | None = None):
        self.bots = lazy(bots)
        self.expert = lazy(expert) if expert else None

    def __call__(self, level: str, seat: int, seed: int):
        if level == "expert" and self.expert is not None:
            return self.expert(seat, seed)
        return self.bots(level, seat, seed)


def module_getattr(module: str, names: dict[str, str]):
    """A PEP 562 module __getattr__ that imports the named attributes from submodules on demand."""
    def __getattr__(name):
        if name in names:
            import importlib
            return getattr(importlib.import_module(names[name]), name)
        raise AttributeError(f"module {module!r} has no attribute {name!r}")
    return __getattr__


_GAMES: dict[str, GameInfo] = {}


def register(info: GameInfo) -> GameInfo:
    _GAMES[info.id] = info
    return info


GAME_PACKAGES = ("faras", "thebes", "artifakes", "scarabya")   # menu order
LOAD_ERRORS: dict[str, str] = {}
_loaded = False


def _load_all() -> None:
    """Import every game package (importing registers it). A game that fails to load is left out
    and its error kept in LOAD_ERRORS (the tests and the smoke test fail on it; the app goes on).
    The internal test game (game/testgame) is not one of them: only the tests and the tools import
    it, so no save, kept game or --game can reach it in the app."""
    global _loaded
    if _loaded:
        return
    _loaded = True
    import importlib
    import traceback
    for name in GAME_PACKAGES:
        try:
            importlib.import_module(f"game.{name}")
        except Exception:
            LOAD_ERRORS[name] = traceback.format_exc()


def get(game_id: str) -> GameInfo:
    _load_all()
    if game_id not in _GAMES:
        raise KeyError(game_id)
    return _GAMES[game_id]


def all_games(include_unlisted: bool = False) -> list[GameInfo]:
    _load_all()
    order = {name: i for i, name in enumerate(GAME_PACKAGES)}
    games = sorted(_GAMES.values(), key=lambda g: order.get(g.id, len(order)))
    return [g for g in games if g.listed or include_unlisted]
