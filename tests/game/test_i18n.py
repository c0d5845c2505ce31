"""The translation functions (game/i18n.py) and how the code uses them."""
import ast
import gettext
from pathlib import Path

import pytest

from game import i18n

ROOT = Path(__file__).resolve().parents[2]
CODE = [p for d in ("game", "ui", "scenes", "tools") for p in (ROOT / d).rglob("*.py")] + [ROOT / "main.py"]


def _binds(node, name: str) -> bool:
    """Whether this node binds `name` (an assignment target, a loop variable, an import, a parameter...)."""
    if isinstance(node, ast.Name) and node.id == name and isinstance(node.ctx, (ast.Store, ast.Del)):
        return True
    if isinstance(node, ast.arg) and node.arg == name:
        return True
    if isinstance(node, ast.alias) and (node.asname or node.name) == name and not isinstance(node, ast.ImportFrom):
        return False
    if isinstance(node, (ast.FunctionDef, ast.ClassDef)) and node.name == name:
        return True
    return False


@pytest.mark.parametrize("path", CODE, ids=lambda p: str(p.relative_to(ROOT)))
def test_a_module_that_translates_never_binds_the_underscore(path):
    """`for _ in ...` (or any other binding of `_`) inside a module that imports `_` from game.i18n
    makes every `_("...")` in that function fail: throwaway names there are spelled otherwise."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    imports = any(isinstance(n, ast.ImportFrom) and n.module == "game.i18n" and any(a.name == "_" for a in n.names)
                  for n in ast.walk(tree))
    if not imports and path != ROOT / "game" / "i18n.py":
        return
    bound = [n.lineno for n in ast.walk(tree) if _binds(n, "_") and getattr(n, "lineno", None)]
    if path == ROOT / "game" / "i18n.py":
        bound = [line for line in bound if line != next(n.lineno for n in ast.walk(tree)
                                                         if isinstance(n, ast.FunctionDef) and n.name == "_")]
    assert not bound, f"{path.relative_to(ROOT)} binds `_` at lines {bound}"


def test_texts_read_in_english_until_a_catalog_is_installed():
    i18n.install(None, "en")
    assert i18n._("Dig Site") == "Dig Site"
    assert i18n._("") == ""                               # never the catalog's header
    assert i18n._n("{n} week", "{n} weeks", 1) == "1 week"
    assert i18n._n("{n} week", "{n} weeks", 3) == "3 weeks"
    assert i18n._n("{player} digs {n} token", "{player} digs {n} tokens", 2, player="Anna") == "Anna digs 2 tokens"
    assert i18n.N_("Sand") == "Sand"


class _Polish(gettext.NullTranslations):
    """A hand-made catalog with Polish plural forms (1, 2-4, 5+), standing in for a compiled one."""
    FORMS = {"{n} week": ("{n} tydzień", "{n} tygodnie", "{n} tygodni")}

    def ngettext(self, singular, plural, n):
        forms = self.FORMS.get(singular)
        if forms is None:
            return singular if n == 1 else plural
        k = 0 if n == 1 else 1 if n % 10 in (2, 3, 4) and n % 100 not in (12, 13, 14) else 2
        return forms[k]


def test_plurals_follow_the_installed_language():
    try:
        i18n.install(_Polish(), "pl")
        assert [i18n._n("{n} week", "{n} weeks", n) for n in (1, 2, 5, 22, 12)] == \
            ["1 tydzień", "2 tygodnie", "5 tygodni", "22 tygodnie", "12 tygodni"]
        assert i18n.language() == "pl"
    finally:
        i18n.install(None, "en")
