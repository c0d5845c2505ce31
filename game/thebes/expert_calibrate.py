"""Where the expert's squash widths (game.thebes.expert.SCALE, SCALE_EARLY, SOFTMAX) come from: hard
bots play each other, every third position is scored as the expert's leaf would score it (each seat's
hard worth minus the best other seat's) next to how much of the time is still to play, and a
logistic curve is fitted to the final result of the game, first per band of time left, then as one
width growing linearly with the time left. The same positions also fit the other form of the leaf,
each seat's chance as a softmax of all the seats' worths (the one used with 4 players).

    python -m game.thebes.expert_calibrate PLAYERS GAMES FIRST_SEED

Hard-vs-hard games take about a second each, so 150 games are a minute or two.
"""
from __future__ import annotations

import math
import sys

from game.match import Match
from game.thebes.expert import _Judge, margins, softmax_chances, time_left, width

BANDS = [(0.0, 0.15), (0.15, 0.3), (0.3, 0.5), (0.5, 0.7), (0.7, 1.01)]


def positions(players: int, games: int, seed0: int) -> list[tuple[float, float, float]]:
    """(share of the time left, worth margin, result) for every seat of every third position."""
    return margin_rows(tables(players, games, seed0))


def margin_rows(data) -> list[tuple[float, float, float]]:
    return [(left, m, y) for left, w, result in data for m, y in zip(margins(w), result)]


def tables(players: int, games: int, seed0: int) -> list[tuple[float, list[float], list[float]]]:
    """(share of the time left, every seat's worth, every seat's result) for every third position."""
    out = []
    for g in range(games):
        m = Match.new("thebes", players, seed0 + g, seats=[{"kind": "bot", "level": "hard"}] * players)
        judge = _Judge(1)
        seen = []
        while not m.state.is_over:
            st = m.state
            seen.append((time_left(st), judge.worth(st)))
            judge.clear()
            if m.play_bots(max_moves=1) == 0:
                break
        win = m.state.winners()
        result = [1.0 / len(win) if i in win else 0.0 for i in range(players)]
        out.extend((left, w, result) for left, w in seen[::3])
    return out


def log_loss(p: float, y: float) -> float:
    p = min(max(p, 1e-6), 1 - 1e-6)
    return -(y * math.log(p) + (1 - y) * math.log(1 - p))


def loss(rows, early: float, late: float) -> float:
    """Mean log loss of the squash whose width goes from `early` (all time left) to `late`."""
    total = sum(log_loss(1 / (1 + math.exp(-margin / width(early, late, left))), y) for left, margin, y in rows)
    return total / max(1, len(rows))


def softmax_loss(data, early: float, late: float) -> float:
    """Mean log loss, per seat, of the softmax leaf whose width goes from `early` to `late`."""
    losses = [log_loss(p, y) for left, w, result in data
              for p, y in zip(softmax_chances(w, width(early, late, left)), result)]
    return sum(losses) / max(1, len(losses))


def main(argv=None) -> int:
    players, games, seed0 = (int(x) for x in (argv or sys.argv[1:]))
    data = tables(players, games, seed0)
    rows = margin_rows(data)
    widths = [1, 2, 3, 4, 5, 6, 8, 10, 12, 15, 18, 22, 27, 33, 40]
    for lo, hi in BANDS:
        band = [r for r in rows if lo <= r[0] < hi]
        if band:
            best = min(widths, key=lambda s: loss(band, s, s))
            print(f"time left {lo:.2f}-{hi:.2f}: {len(band)} positions, best width {best}")
    fits = sorted((loss(rows, e, l), e, l) for e in (10, 15, 20, 25, 30, 40) for l in (2, 3, 4, 5))
    print("linear fits (loss, early, late):", [tuple(round(x, 4) for x in f) for f in fits[:3]])
    print("constant 5:", round(loss(rows, 5, 5), 4), "constant 15:", round(loss(rows, 15, 15), 4))
    soft = sorted((softmax_loss(data, e, l), e, l) for e in (10, 15, 20, 25, 30, 40) for l in (1, 2, 3))
    print("softmax fits (loss, early, late):", [tuple(round(x, 4) for x in f) for f in soft[:3]])
    return 0


if __name__ == "__main__":
    sys.exit(main())
