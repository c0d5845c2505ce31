"""Record complete bots-only games as regression fixtures; check that they still replay the same.

    python -m tools.record_games [--out tests/data/recorded]     # (re)write the recorded games
    python -m tools.record_games --check [--out DIR]              # replay them; exit 1 on a difference

Each file holds one finished game: the save record (`game.save.to_record`: game, players, seed,
options, seats and the action log), the final scores and winners, and a digest: the sha256 of the
JSON of every seat's view and the spectator's view at the end. tests/game/test_recorded_games.py
replays every file through `game.save.from_record` (which re-validates each move) and compares:
a rule change that alters an old game (a move now illegal, other dice, another score) shows up.
When a rule change is meant, re-record with this tool and say so in the commit.

The bots play as in the app (each sees only its seat's view and the events its seat saw), so a
bot change alters what gets recorded but never breaks the replay of files already recorded.
"""
from __future__ import annotations

import argparse
import hashlib
import json
import signal
import sys
from pathlib import Path

FORMAT = "digsite-recorded-game"
VERSION = 1
DEFAULT_OUT = Path(__file__).resolve().parents[1] / "tests" / "data" / "recorded"
MAX_MOVES = 20000
MOVE_SECONDS = 10   # a move that takes longer than this is a hang in the rules: stop loudly

# (game, players, non-default options, bot levels by seat, seed): a handful per game, covering
# every player count and each option at least once
CASES = [
    ("faras", 2, {}, ("hard", "normal"), 11),
    ("faras", 3, {"variant": "simplified", "valuable_find": "chance"}, ("normal", "easy", "hard"), 12),
    ("faras", 4, {"variant": "expert", "open_collections": True, "memorise_seconds": "ready"},
     ("easy", "hard", "random", "normal"), 13),
    ("thebes", 2, {}, ("hard", "normal"), 21),
    ("thebes", 3, {"assistants_alone": True}, ("normal", "hard", "easy"), 22),
    ("thebes", 4, {"assistant_cap": False, "shovel_cap": False}, ("easy", "normal", "hard", "random"), 23),
    ("artifakes", 2, {}, ("hard", "normal"), 31),
    ("artifakes", 2, {"ring_colours": "cycling", "path_length": 45}, ("normal", "hard"), 32),
    ("artifakes", 2, {"score_interrupted": True, "path_length": 60}, ("easy", "random"), 33),
    ("scarabya", 1, {"mode": "solo"}, ("hard",), 41),
    ("scarabya", 2, {"mode": "duel"}, ("normal", "hard"), 42),
    ("scarabya", 3, {"arrangement": "random", "flips": "not allowed"}, ("hard", "easy", "normal"), 43),
    ("scarabya", 4, {}, ("random", "normal", "hard", "easy"), 44),
]


def state_digest(state) -> str:
    """sha256 of every seat's view and the spectator's view, as canonical JSON."""
    views = [state.view(s) for s in range(state.num_players)] + [state.view(None)]
    text = json.dumps(views, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    return hashlib.sha256(text.encode("ascii")).hexdigest()


def case_name(game_id: str, players: int, options: dict) -> str:
    label = "-".join(f"{k}={v}".replace(" ", "_") for k, v in sorted(options.items())) or "default"
    return f"{game_id}-{players}p-{label}"


class Hung(Exception):
    pass


def play_bots_game(game_id: str, players: int, options: dict, levels, seed: int):
    """A complete bots-only game as the app plays it; returns (state, seats)."""
    from game.match import Match
    seats = [{"name": f"{level.title()} bot {i + 1}", "colour": i, "kind": "bot", "level": level}
             for i, level in enumerate(levels)]
    match = Match.new(game_id, players, seed, options, seats, bot_seed=seed * 97)
    state = match.state

    def hung(signum, frame):
        raise Hung(f"{game_id}: move {len(state.log) + 1} took over {MOVE_SECONDS} s")
    old = signal.signal(signal.SIGALRM, hung)
    try:
        while not match.is_over:
            if match.moves >= MAX_MOVES:
                raise RuntimeError(f"{game_id}: no end after {MAX_MOVES} moves")
            signal.alarm(MOVE_SECONDS)
            match.play_bots(1)
            signal.alarm(0)
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, old)
    return state, seats


def record_case(game_id, players, options, levels, seed) -> dict:
    from game import save
    state, seats = play_bots_game(game_id, players, options, levels, seed)
    return {
        "format": FORMAT,
        "version": VERSION,
        "case": case_name(game_id, players, options),
        "levels": list(levels),
        "moves": len(state.log),
        "scores": state.scores(),
        "winners": state.winners(),
        "digest": state_digest(state),
        "record": save.to_record(state, seats),
    }


def dumps(data: dict) -> str:
    """Indented JSON with one move per line (small files, readable diffs)."""
    log = data["record"]["log"]
    shell = {**data, "record": {**data["record"], "log": "__LOG__"}}
    text = json.dumps(shell, indent=1, sort_keys=True)
    moves = ",\n".join("   " + json.dumps(e, sort_keys=True) for e in log)
    return text.replace('"__LOG__"', "[\n" + moves + "\n  ]" if log else "[]") + "\n"


def replay(data: dict) -> tuple[list[int], str, list[int]]:
    """(scores, digest, winners) of the recorded game replayed through the current rules."""
    from game import save
    state, _unused = save.from_record(data["record"])
    if not state.is_over:
        raise save.SaveError("the replayed game is not over")
    return state.scores(), state_digest(state), state.winners()


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m tools.record_games", description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", type=Path, default=DEFAULT_OUT, help="folder of the recorded games")
    ap.add_argument("--check", action="store_true", help="replay the recorded games instead of recording")
    args = ap.parse_args(argv)
    if args.check:
        bad = 0
        files = sorted(args.out.glob("*.json"))
        for path in files:
            data = json.loads(path.read_text(encoding="utf-8"))
            try:
                scores, digest, _unused = replay(data)
                ok = scores == data["scores"] and digest == data["digest"]
                why = "" if ok else f" scores {scores} (recorded {data['scores']}), digest {'same' if digest == data['digest'] else 'differs'}"
            except Exception as exc:
                ok, why = False, f" {type(exc).__name__}: {exc}"
            bad += not ok
            print(f"{'ok  ' if ok else 'DIFF'} {path.name}{why}")
        print(json.dumps({"files": len(files), "different": bad}))
        return 1 if bad or not files else 0
    args.out.mkdir(parents=True, exist_ok=True)
    for game_id, players, options, levels, seed in CASES:
        data = record_case(game_id, players, options, levels, seed)
        path = args.out / f"{data['case']}.json"
        path.write_text(dumps(data), encoding="utf-8")
        print(f"{path.name}: {data['moves']} moves, scores {data['scores']}, {path.stat().st_size // 1024} KB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
