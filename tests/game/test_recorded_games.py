"""Recorded bots-only games (tests/data/recorded, made by tools/record_games.py) still replay to
the same end: same scores, same winners, same views (digest). A rule change that alters an old
game fails here; if the change is meant, re-record with `python -m tools.record_games`."""
import copy
import json
from pathlib import Path

import pytest

from game import registry, save
from tools.record_games import FORMAT, VERSION, replay, state_digest

RECORDED = Path(__file__).resolve().parents[1] / "data" / "recorded"
FILES = sorted(RECORDED.glob("*.json"))


def load(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


def test_every_listed_game_has_recorded_games():
    games = {load(p)["record"]["game"] for p in FILES}
    assert games == {g.id for g in registry.all_games()}
    for g in registry.all_games():
        counts = {load(p)["record"]["players"] for p in FILES if load(p)["record"]["game"] == g.id}
        assert counts == set(g.allowed_players()), f"{g.id}: recorded player counts {counts}"


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_recorded_game_replays_to_the_same_end(path):
    data = load(path)
    assert data["format"] == FORMAT and data["version"] == VERSION
    assert data["moves"] == len(data["record"]["log"])
    try:
        scores, digest, winners = replay(data)
    except save.SaveError as exc:
        pytest.fail(f"{path.name} no longer replays: {exc} (a rule change? re-record if meant)")
    assert scores == data["scores"], f"{path.name}: final scores changed (a rule change? re-record if meant)"
    assert winners == data["winners"]
    assert digest == data["digest"], f"{path.name}: the final position changed although the scores did not"


def test_the_digest_notices_a_different_game():
    """The check has teeth: the same moves from another seed, or one move fewer, do not pass."""
    data = load(RECORDED / "scarabya-4p-default.json")
    state, _ = save.from_record(data["record"])
    assert state_digest(state) == data["digest"]
    shorter = copy.deepcopy(data["record"])
    shorter["log"].pop()
    state, _ = save.from_record(shorter)
    assert state_digest(state) != data["digest"]
    other = copy.deepcopy(data["record"])
    other["seed"] += 1
    try:
        state, _ = save.from_record(other)
    except save.SaveError:
        return   # another deal makes an old move illegal: noticed as well
    assert state_digest(state) != data["digest"]
