"""Bots-only games without rendering, for bot strength and rules robustness.

    python -m tools.selfplay GAME --players P --games N --seats L1,L2[,..] --seed S [--option k=v]

Seat specs rotate through the positions from game to game so no level keeps the first-player
advantage. A seat spec is one of the game's levels or one of its measurement opponents, levels the
app never offers (a game's bot module lists them in MEASURE_LEVELS: every game but the test game
has `noisyhard`, the hard bot with some noise, see game/bots.py). The last line printed is one JSON
object (see README).
"""
from __future__ import annotations

import argparse
import importlib
import json
import statistics
import sys
import time
import traceback

import game.testgame  # noqa: F401  the internal test game can be played here too (never in the app)
from game import registry
from game.bots import LEVELS
from game.match import Match


def measure_levels(info) -> tuple:
    """The game's measurement opponents (its bot module's MEASURE_LEVELS), if any."""
    try:
        module = importlib.import_module(f"game.{info.id}.bot")
    except ImportError:
        return ()
    return tuple(getattr(module, "MEASURE_LEVELS", ()))


class _MeasuredMatch(Match):
    """A Match whose bot seats may also be measurement opponents (a plain Match seats only the
    levels the app offers)."""

    def _make_bots(self) -> None:
        super()._make_bots()
        extra = measure_levels(self.info)
        for i, s in enumerate(self.seats):
            if s.get("kind") == "bot" and s.get("level") in extra:
                self.bots[i] = self.info.make_bot(s["level"], i, self.bot_seed + i)


def play_one(info, players, seed, levels, options, max_steps=50000):
    """Play one game; `levels[i]` is the level of seat i. Returns (state, steps)."""
    seats = [{"kind": "bot", "level": lv} for lv in levels]
    match = _MeasuredMatch.new(info.id, players, seed, options, seats, bot_seed=seed * 31)
    match.play_bots(max_steps)
    return match.state, match.moves


def parse_option(text, info):
    key, _unused, raw = text.partition("=")
    for o in info.options:
        if o.id == key:
            for value, _label in o.choices:
                if str(value).lower() == raw.lower():
                    return key, value
            raise SystemExit(f"option {key} has no choice {raw!r}; choose from "
                             + ", ".join(str(v) for v, _unused in o.choices))
    raise SystemExit(f"{info.id} has no option {key!r}")


def main(argv=None):
    ap = argparse.ArgumentParser(prog="python -m tools.selfplay", description=__doc__.split("\n\n")[0])
    ap.add_argument("game")
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--games", type=int, default=10)
    ap.add_argument("--seats", default=None, help="comma-separated levels, one per seat spec")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--option", action="append", default=[], help="rule option as key=value")
    ap.add_argument("--quiet", action="store_true")
    ap.add_argument("--expert-seconds", type=float, default=None,
                    help="the expert's time cap per decision (0: none, iterations only)")
    ap.add_argument("--expert-iterations", type=int, default=None, help="the expert's iterations per decision")
    args = ap.parse_args(argv)
    from game import search
    if args.expert_seconds is not None:
        search.BUDGET["seconds"] = args.expert_seconds or None
    if args.expert_iterations is not None:
        search.BUDGET["iterations"] = args.expert_iterations
    try:
        info = registry.get(args.game)
    except KeyError:
        print(f"unknown game {args.game!r}", file=sys.stderr)
        return 2
    options = info.resolve_options(dict(parse_option(o, info) for o in args.option))
    if args.players not in info.allowed_players(options):
        print(f"{info.title} takes {info.allowed_players(options)} players with these options", file=sys.stderr)
        return 2
    specs = (args.seats or ",".join(["random"] * args.players)).split(",")
    levels = [lv for lv in LEVELS if lv in info.bot_levels] + list(measure_levels(info))
    if len(specs) != args.players or any(s not in levels for s in specs):
        print(f"--seats needs {args.players} levels from {', '.join(levels)}", file=sys.stderr)
        return 2
    wins = [0.0] * len(specs)
    draws = errors = unfinished = 0
    turns = []
    t0 = time.perf_counter()
    for g in range(args.games):
        shift = g % args.players  # seat i gets spec (i + shift) % P
        levels = [specs[(i + shift) % args.players] for i in range(args.players)]
        seed = args.seed + g
        try:
            state, steps = play_one(info, args.players, seed, levels, options)
        except Exception:
            errors += 1
            if not args.quiet:
                print(f"game {g} (seed {seed}) raised:", file=sys.stderr)
                traceback.print_exc()
            continue
        if not state.is_over:
            unfinished += 1
            continue
        turns.append(len(state.log))
        winners = state.winners()
        if len(winners) > 1 and args.players > 1:
            draws += 1
        for w in winners:
            # a shared win counts as a fraction of a win for each sharer
            wins[(w + shift) % args.players] += 1 / len(winners) if args.players > 1 else 1
        if not args.quiet:
            print(f"game {g}: seed {seed} levels {levels} scores {state.scores()} winners {winners}")
    result = {
        "game": info.id, "players": args.players, "games": args.games, "seats": specs,
        "wins": [round(w, 2) for w in wins], "draws": draws, "errors": errors,
        "unfinished": unfinished, "turns_median": statistics.median(turns) if turns else None,
        "seconds": round(time.perf_counter() - t0, 2),
    }
    print(json.dumps(result))
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
