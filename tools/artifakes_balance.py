"""Balance check for Artifakes: bots-only games, how they end and how many rounds they take.

    .venv/bin/python -m tools.artifakes_balance --games 1000 --seats hard,hard [--path 30 45 60]

The command behind docs/rules/artifakes-balance.md. Games are played by the one bots-play loop
(game.match.play_out); seat i's bot is seeded seed * 31 + i, as when the report was measured.
"""
from __future__ import annotations

import argparse
import json
import statistics
import time

from game import registry
from game.match import play_out


def play(seed, levels, options):
    """A finished bots-only game: its match."""
    return play_out("artifakes", 2, seed, levels, options, bot_seed=seed * 31)


def quartiles(xs):
    q = statistics.quantiles(xs, n=4, method="inclusive")
    return [q[0], statistics.median(xs), q[2]]


def run(games, seats, path, options=None, seed=0):
    info = registry.get("artifakes")
    opts = info.resolve_options({**(options or {}), "path_length": path})
    ends = {"path": 0, "inspector": 0}
    rounds = {"path": [], "inspector": []}
    wins = [0.0, 0.0]
    draws = 0
    margins = []
    t0 = time.perf_counter()
    for g in range(games):
        shift = g % 2
        levels = [seats[(i + shift) % 2] for i in range(2)]
        match = play(seed + g, levels, opts)
        end = match.view(None)
        ends[end["end_reason"]] += 1
        rounds[end["end_reason"]].append(end["round"])
        w = match.winners()
        if len(w) > 1:
            draws += 1
        for seat in w:
            wins[(seat + shift) % 2] += 1 / len(w)
        margins.append(abs(match.scores()[0] - match.scores()[1]))
    all_rounds = rounds["path"] + rounds["inspector"]
    return {
        "path_length": path, "games": games, "seats": seats, "wins": wins, "draws": draws,
        "ended_by_path": ends["path"], "ended_by_inspector": ends["inspector"],
        "rounds_q1_median_q3": quartiles(all_rounds),
        "rounds_min_max": [min(all_rounds), max(all_rounds)],
        "rounds_by_path_q1_median_q3": quartiles(rounds["path"]) if len(rounds["path"]) > 1 else None,
        "rounds_by_inspector_q1_median_q3": quartiles(rounds["inspector"]) if len(rounds["inspector"]) > 1 else None,
        "final_margin_median": statistics.median(margins),
        "seconds": round(time.perf_counter() - t0, 1),
    }


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--seats", default="hard,hard")
    ap.add_argument("--path", type=int, nargs="+", default=[30, 45, 60])
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--score-interrupted", action="store_true")
    args = ap.parse_args(argv)
    for path in args.path:
        res = run(args.games, args.seats.split(","), path,
                  {"score_interrupted": args.score_interrupted}, args.seed)
        print(json.dumps(res), flush=True)


if __name__ == "__main__":
    main()
