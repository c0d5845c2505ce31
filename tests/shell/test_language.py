"""Another language at once: App.set_language words the screen on show anew, without a restart (a
small catalog written here stands in for a shipped one: tests/game/test_catalogs.py holds those)."""
import pytest

from game import i18n
from scenes.shell.menu import MenuScene
from ui import language, theme

POLISH = {
    "Dig Site": "Wykopalisko",
    "Four archaeology board games. Choose one to play.": "Cztery archeologiczne gry planszowe. Wybierz jedną.",
    "Thebes": "Teby",
    "{least}-{most} players": "{least}-{most} graczy",
    "Continue": "Kontynuuj",
    "How to play": "Jak grać",
    "Settings": "Ustawienia",
    "Statistics": "Statystyki",
    "Quit": "Wyjdź",
    "Language": "Język",
    "Sound volume": "Głośność",
    "Mute": "Wyciszenie",
    "On": "Wł.",
    "Off": "Wył.",
    "Back": "Wstecz",
}


@pytest.fixture()
def polish(tmp_path, monkeypatch):
    """Polish offered, from a compiled catalog of a few texts; English again afterwards."""
    from babel.messages.catalog import Catalog
    from babel.messages.mofile import write_mo
    cat = Catalog(locale="pl")
    for english, polish in POLISH.items():
        cat.add(english, polish)
    cat.add(("{n} player", "{n} players"), ("{n} gracz", "{n} graczy", "{n} graczy"))
    mo = tmp_path / "locale" / "pl" / "LC_MESSAGES" / "digsite.mo"
    mo.parent.mkdir(parents=True)
    with open(mo, "wb") as f:
        write_mo(f, cat)
    monkeypatch.setattr(language, "localedir", lambda: str(tmp_path / "locale"))
    monkeypatch.setattr(language, "LANGUAGES", {**language.LANGUAGES, "pl": "Polski"})
    yield
    i18n.install(None, "en")


@pytest.fixture()
def drawn(monkeypatch):
    """Every text the screens render, in order (cleared between looks)."""
    said = []
    real = theme.text

    def record(s, *args, **kwargs):
        said.append(s)
        return real(s, *args, **kwargs)
    monkeypatch.setattr(theme, "text", record)
    return said


def choose(app, code):
    """What the Settings' Language button does."""
    app.settings.language = code
    app.set_language(code)


def test_the_menu_and_the_settings_speak_another_language_at_once(app, polish, drawn):
    app.scenes.reset(MenuScene(app))
    for _unused in range(3):        # the menu's picture at rest is kept on disk after its first frame
        app.step(1 / 60, [])
    app.draw()
    assert {"Dig Site", "Settings", "Thebes", "2-4 players"} <= set(drawn)

    drawn.clear()
    choose(app, "pl")               # the menu on show: no restart, no other screen in between
    app.draw()
    assert {"Wykopalisko", "Cztery archeologiczne gry planszowe. Wybierz jedną.", "Teby", "2-4 graczy",
            "Kontynuuj", "Jak grać", "Ustawienia", "Statystyki", "Wyjdź"} <= set(drawn)
    assert not {"Dig Site", "Settings", "Thebes", "2-4 players"} & set(drawn)

    settings = app.push("settings")
    drawn.clear()
    app.draw()
    assert {"Ustawienia", "Język", "Polski", "Głośność", "Wyciszenie", "Wył.", "Wstecz"} <= set(drawn)

    drawn.clear()
    choose(app, "en")               # and back, on the settings screen itself
    app.draw()
    assert {"Settings", "Language", "English", "Sound volume", "Mute", "Off", "Back"} <= set(drawn)
    assert not {"Ustawienia", "Język", "Wstecz"} & set(drawn)

    drawn.clear()
    choose(app, "pl")
    app.draw()
    assert {"Ustawienia", "Język", "Polski"} <= set(drawn)
    settings.close()                # the menu under it was told too
    drawn.clear()
    app.draw()
    assert {"Wykopalisko", "Teby", "Ustawienia"} <= set(drawn) and "Dig Site" not in drawn
