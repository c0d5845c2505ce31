"""Solo ("last survivor") win rate of a Scarabya bot over seeded card orders.

    .venv/bin/python -m tools.scarabya_solo_winrate [level] [games] [first_seed] [option=value ...]

Each seed gives another shuffle of the 12 mission cards. Prints one JSON line.
"""
from __future__ import annotations

import json
import sys
import time

from game import registry
from game.match import Match


def run(level="hard", games=200, first_seed=0, extra=None):
    info = registry.get("scarabya")
    options = info.resolve_options({"mode": "solo", **(extra or {})})
    won, covered, times = 0, [], []
    t0 = time.perf_counter()
    for seed in range(first_seed, first_seed + games):
        match = Match.new("scarabya", 1, seed, options, [{"kind": "bot", "level": level}], bot_seed=seed)
        while not match.is_over:
            t = time.perf_counter()
            action = match.bot_choice()
            times.append(time.perf_counter() - t)
            match.apply(action)
        won += match.winners() == [0]
        covered.append(match.scores()[0])
    times.sort()
    return {"level": level, "games": games, "options": options, "won": won, "win_rate": round(won / games, 3),
            "mean_covered": round(sum(covered) / games, 2),
            "p95_decision_s": round(times[int(0.95 * (len(times) - 1))], 3),
            "seconds": round(time.perf_counter() - t0, 1)}


if __name__ == "__main__":
    args = sys.argv[1:]
    extra = dict(a.split("=", 1) for a in args if "=" in a)
    pos = [a for a in args if "=" not in a]
    level = pos[0] if pos else "hard"
    games = int(pos[1]) if len(pos) > 1 else 200
    first = int(pos[2]) if len(pos) > 2 else 0
    print(json.dumps(run(level, games, first, extra)))
