"""Long runs of the conformance suite (tests/conformance.py): many seeded random playouts of every
game, option set and player count, each checked move by move (the views, the events filed for
every seat and for the public against hidden perturbations, near-miss moves refused without a
trace, invariants, save and replay). `make test` runs a few games of each; this runs as many as
asked.

    python -m tools.conformance --games 50                  # every game, 50 playouts per case
    python -m tools.conformance --game faras --full         # near misses of every legal move

Exits 1 on the first violation (printed with the game, players, options and seed to rerun it);
prints one line per case and a JSON summary at the end. SIGTERM stops it at once (the summary
says so, exit code 143).
"""
from __future__ import annotations

import argparse
import json
import signal
import sys
import time

import game.testgame  # noqa: F401  the internal test game is checked here too (never in the app)


def _cases(game_ids):
    from tests.game.test_conformance import _cases as all_cases
    for param in all_cases():
        info, players, options = param.values
        if not game_ids or info.id in game_ids:
            yield param.id, info, players, options


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--game", action="append", default=[], help="game id (repeatable; default all)")
    ap.add_argument("--games", type=int, default=20, help="playouts per case")
    ap.add_argument("--first-seed", type=int, default=0)
    ap.add_argument("--check-every", type=int, default=1, help="check every N-th move")
    ap.add_argument("--full", action="store_true", help="nudge every legal move, not a sample")
    args = ap.parse_args(argv)
    from tests.conformance import playout

    class Stopped(Exception):
        pass

    def on_term(*_unused):
        raise Stopped

    previous = signal.signal(signal.SIGTERM, on_term)
    summary = {"cases": 0, "playouts": 0, "seconds": 0.0, "stopped": False}
    t0 = time.time()
    try:
        for label, info, players, options in _cases(set(args.game)):
            t = time.time()
            for seed in range(args.first_seed, args.first_seed + args.games):
                try:
                    playout(info, players, seed, options, check_every=args.check_every, full=args.full)
                except AssertionError as exc:
                    print(f"FAILED {label} seed {seed} (players {players}, options {options}): {exc}")
                    return 1
                summary["playouts"] += 1
            summary["cases"] += 1
            print(f"{label}: {args.games} playouts, {time.time() - t:.1f} s", flush=True)
    except Stopped:
        summary["stopped"] = True
    finally:
        signal.signal(signal.SIGTERM, previous)
    summary["seconds"] = round(time.time() - t0, 1)
    print(json.dumps(summary))
    return 143 if summary["stopped"] else 0


if __name__ == "__main__":
    sys.exit(main())
