"""Where the expert's squash widths (game.thebes.expert.SCALE, SCALE_EARLY) come from: hard bots
play each other, every third position is scored as the expert's leaf would score it (each seat's
hard worth minus the best other seat's) next to how much of the time is still to play, and a
logistic curve is fitted to the final result of the game, first per band of time left, then as one
width growing linearly with the time left.

    python -m game.thebes.expert_calibrate PLAYERS GAMES FIRST_SEED

Hard-vs-hard games take about a second each, so 150 games are a minute or two.
"""
from __future__ import annotations

import math
import sys

from game.match import Match
from game.thebes import data as D
from game.thebes.expert import _Judge

BANDS = [(0.0, 0.15), (0.15, 0.3), (0.3, 0.5), (0.5, 0.7), (0.7, 1.01)]


def positions(players: int, games: int, seed0: int) -> list[tuple[float, float, float]]:
    """(share of the time left, worth margin, result) for every seat of every third position."""
    rows = []
    for g in range(games):
        m = Match.new("thebes", players, seed0 + g, seats=[{"kind": "bot", "level": "hard"}] * players)
        judge = _Judge(1)
        seen = []
        while not m.state.is_over:
            st = m.state
            left = sum(D.END_T - min(t, D.END_T) for t in st.time) / (players * D.END_T)
            seen.append((left, judge.worth(st)))
            judge.clear()
            if m.play_bots(max_moves=1) == 0:
                break
        win = m.state.winners()
        for left, w in seen[::3]:
            for i in range(players):
                best = max(x for j, x in enumerate(w) if j != i)
                rows.append((left, w[i] - best, 1.0 / len(win) if i in win else 0.0))
    return rows


def loss(rows, early: float, late: float) -> float:
    """Mean log loss of the squash whose width goes from `early` (all time left) to `late`."""
    total = 0.0
    for left, margin, y in rows:
        p = 1 / (1 + math.exp(-margin / (late + (early - late) * left)))
        p = min(max(p, 1e-6), 1 - 1e-6)
        total -= y * math.log(p) + (1 - y) * math.log(1 - p)
    return total / max(1, len(rows))


def main(argv=None) -> int:
    players, games, seed0 = (int(x) for x in (argv or sys.argv[1:]))
    rows = positions(players, games, seed0)
    widths = [1, 2, 3, 4, 5, 6, 8, 10, 12, 15, 18, 22, 27, 33, 40]
    for lo, hi in BANDS:
        band = [r for r in rows if lo <= r[0] < hi]
        if band:
            best = min(widths, key=lambda s: loss(band, s, s))
            print(f"time left {lo:.2f}-{hi:.2f}: {len(band)} positions, best width {best}")
    fits = sorted((loss(rows, e, l), e, l) for e in (10, 15, 20, 25, 30, 40) for l in (2, 3, 4, 5))
    print("linear fits (loss, early, late):", [tuple(round(x, 4) for x in f) for f in fits[:3]])
    print("constant 5:", round(loss(rows, 5, 5), 4), "constant 15:", round(loss(rows, 15, 15), 4))
    return 0


if __name__ == "__main__":
    sys.exit(main())
