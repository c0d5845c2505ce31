"""Numbers with a unit on the shell's screens read right: '1 player', never '1 players'."""
import types

import pytest

from tests.ui_events import headless_app

from game import registry
from scenes.shell.menu import players_tag
from scenes.shell.setup import SetupScene


@pytest.fixture()
def app(tmp_path, monkeypatch):
    return headless_app(tmp_path, monkeypatch)


def test_game_card_player_counts():
    card = lambda lo, hi: players_tag(types.SimpleNamespace(min_players=lo, max_players=hi))
    assert card(1, 1) == "1 player"
    assert card(2, 2) == "2 players"
    assert card(1, 4) == "1-4 players"


def test_setup_seat_limits_say_1_player(app):
    info = registry.get("scarabya")
    setup = SetupScene(app, info)
    app.scenes.push(setup)
    allowed = info.allowed_players(setup.options)
    assert min(allowed) == 1
    setup.count = 1
    setup.rebuild()
    remove = setup.buttons[4]
    assert not remove.enabled
    assert "at least 1 player with" in remove.reason and "1 players" not in remove.reason

