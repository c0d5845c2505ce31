"""The registry offers the four games, each loading cleanly, with sane options and bots."""
from game import registry
from game.bots import Bot


def test_all_four_games_load_and_are_listed_in_menu_order():
    ids = [g.id for g in registry.all_games()]
    assert registry.LOAD_ERRORS == {}
    assert ids == list(registry.GAME_PACKAGES)


def test_options_defaults_are_among_choices_and_bots_exist_for_every_level():
    for info in registry.all_games(include_unlisted=True):
        for o in info.options:
            assert any(v == o.default for v, _ in o.choices), (info.id, o.id)
        assert info.allowed_players(), info.id
        for level in info.bot_levels:
            assert isinstance(info.make_bot(level, 0, 1), Bot), (info.id, level)


def test_resolve_options_drops_unknown_and_invalid_values():
    info = registry.get("testgame")
    assert info.resolve_options({"deck": 12, "nonsense": 1}) == {"deck": 12}
    assert info.resolve_options({"deck": 13}) == {"deck": 24}
