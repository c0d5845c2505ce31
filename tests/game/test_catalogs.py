"""The translation catalogs (assets/locale, kept by tools/catalogs.py): every language offered has
every text translated, none fuzzy, with the English placeholders; every character it uses is in
the fonts we ship; the template knows every text the code marks; a missing or damaged catalog
leaves the app in English with one line for the log."""
import gettext
from pathlib import Path

import pytest

from game import i18n
from tools import catalogs
from ui import language

SHIPPED = [code for code in language.SHIPPED if code != "en"]


def test_the_template_holds_every_text_the_code_marks():
    from babel.messages.pofile import read_po
    with open(catalogs.TEMPLATE, "rb") as f:
        kept = {m.id if isinstance(m.id, str) else tuple(m.id) for m in read_po(f) if m.id}
    marked = {m.id if isinstance(m.id, str) else tuple(m.id) for m in catalogs.extract() if m.id}
    assert not marked - kept, f"{len(marked - kept)} texts are marked but not in the template: " \
        f"run `python -m tools.catalogs extract` and `update` ({sorted(map(str, marked - kept))[:5]})"


def test_every_language_we_write_for_has_a_catalog():
    assert set(catalogs.languages()) == set(language.NAMES) - {"en"}


@pytest.mark.parametrize("code", SHIPPED)
def test_an_offered_language_has_every_text_translated_with_its_placeholders(code):
    bad = catalogs.problems(code)
    assert not bad, f"{len(bad)} problems, e.g.:\n" + "\n".join(bad[:20])


def test_the_placeholder_check_has_teeth():
    assert catalogs.placeholders("{player} digs {n} tokens at {site:>3}") == {"player", "n", "site"}
    assert catalogs.placeholders("no values") == set()


@pytest.mark.parametrize("code", sorted(set(language.NAMES) - {"en"}))
def test_every_character_a_catalog_uses_is_in_every_font_we_ship(code):
    from babel.messages.pofile import read_po
    from fontTools.ttLib import TTFont
    from ui import theme
    from ui.paths import resource
    with open(catalogs.po_path(code), "rb") as f:
        texts = [s for m in read_po(f, locale=code) if m.id
                 for s in (m.string if isinstance(m.string, (list, tuple)) else [m.string]) if s]
    used = {c for t in texts for c in t if not c.isspace()} | set(language.NAMES[code])
    for name in sorted(set(theme.FONT_FILES.values())):
        cmap = TTFont(str(resource("fonts", name))).getBestCmap()
        missing = sorted(c for c in used if ord(c) not in cmap)
        assert not missing, f"{name} has no glyph for {''.join(missing)} ({code})"


def test_a_missing_or_damaged_catalog_falls_back_to_english_with_one_line(tmp_path, monkeypatch):
    told = []
    monkeypatch.setattr(language, "localedir", lambda: str(tmp_path))
    assert language.load("de", told.append) is None
    assert len(told) == 1 and "Deutsch" in told[0] and "English" in told[0]
    mo = tmp_path / "de" / "LC_MESSAGES" / "digsite.mo"
    mo.parent.mkdir(parents=True)
    mo.write_bytes(b"\x00not a catalog at all")
    assert language.load("de", told.append) is None
    assert len(told) == 2 and "could not be read" in told[1]


def test_a_compiled_catalog_is_read_with_the_standard_library(tmp_path, monkeypatch):
    """What tools.catalogs compile writes, gettext reads: a text and a plural come back translated."""
    from babel.messages.catalog import Catalog
    from babel.messages.mofile import write_mo
    cat = Catalog(locale="pl")
    cat.add("Dig Site", "Wykopalisko")
    cat.add(("{n} week", "{n} weeks"), ("{n} tydzień", "{n} tygodnie", "{n} tygodni"))
    mo = tmp_path / "pl" / "LC_MESSAGES" / "digsite.mo"
    mo.parent.mkdir(parents=True)
    with open(mo, "wb") as f:
        write_mo(f, cat)
    monkeypatch.setattr(language, "localedir", lambda: str(tmp_path))
    try:
        i18n.install(language.load("pl"), "pl")
        assert i18n._("Dig Site") == "Wykopalisko"
        assert [i18n._n("{n} week", "{n} weeks", n) for n in (1, 3, 5)] == ["1 tydzień", "3 tygodnie", "5 tygodni"]
    finally:
        i18n.install(None, "en")


def test_the_system_language_is_read_from_the_environment():
    assert language.system_language({"LANG": "de_DE.UTF-8"}) in ("de", "en")   # de once German ships
    assert language.system_language({"LANGUAGE": "xx:en", "LANG": "de_DE.UTF-8"}) == "en"
    assert language.system_language({}) == "en"
