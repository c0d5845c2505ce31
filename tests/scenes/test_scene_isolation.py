"""The screens see the game only through its match: no module under scenes/ reads the rules state or
a private name of the rules. PENDING would list a game package not yet on its views (a
new game starts on the generic table, which needs none); it is empty."""
from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SCENES = ROOT / "scenes"

# game scene packages not yet on their views (each entry goes when its package is done)
PENDING: set[str] = set()

# rules modules a scene may import: data, log text and pure rule arithmetic, never the state
STATE_MODULES = {"state", "rules"}


def _modules():
    for path in sorted(SCENES.rglob("*.py")):
        rel = path.relative_to(SCENES)
        if rel.parts[0] in PENDING:
            continue
        yield rel, ast.parse(path.read_text(encoding="utf-8"), str(path))


def _offences(tree: ast.AST) -> list[str]:
    found: list[str] = []
    game_names: set[str] = set()     # local names bound to game.* modules

    class Walk(ast.NodeVisitor):
        def __init__(self):
            self.func: list[str] = []

        def visit_FunctionDef(self, node):
            self.func.append(node.name)
            self.generic_visit(node)
            self.func.pop()

        visit_AsyncFunctionDef = visit_FunctionDef

        def visit_ImportFrom(self, node):
            mod = node.module or ""
            if mod.startswith("game."):
                if mod.split(".")[-1] in STATE_MODULES:
                    found.append(f"line {node.lineno}: imports the rules state module {mod}")
                for alias in node.names:
                    if alias.name.startswith("_") and mod != "game.i18n":   # _ and _n are the words, not rules
                        found.append(f"line {node.lineno}: imports the private {mod}.{alias.name}")
                    if alias.name in STATE_MODULES:
                        found.append(f"line {node.lineno}: imports the rules state module {mod}.{alias.name}")
                    game_names.add(alias.asname or alias.name)
            self.generic_visit(node)

        def visit_Import(self, node):
            for alias in node.names:
                if alias.name.startswith("game."):
                    if alias.name.split(".")[-1] in STATE_MODULES:
                        found.append(f"line {node.lineno}: imports the rules state module {alias.name}")
                    game_names.add((alias.asname or alias.name).split(".")[0])
            self.generic_visit(node)

        def visit_Attribute(self, node):
            if node.attr == "state":
                found.append(f"line {node.lineno}: reads .state")
            if (node.attr.startswith("_") and not node.attr.startswith("__") and isinstance(node.value, ast.Name)
                    and node.value.id in game_names):
                found.append(f"line {node.lineno}: uses the private rules name {node.value.id}.{node.attr}")
            self.generic_visit(node)

    Walk().visit(tree)
    return found


def test_no_scene_module_reads_the_rules_state():
    bad = {str(rel): off for rel, tree in _modules() for off in [_offences(tree)] if off}
    assert not bad, "scenes must ask the match, never the state:\n" + "\n".join(
        f"  scenes/{k}: {'; '.join(v)}" for k, v in bad.items())


def test_the_check_catches_a_state_read_and_a_private_rules_name():
    src = ("from game.faras import data as D\nfrom game.faras.state import FarasState\n"
           "def f(sc):\n    return sc.state.view(0), D._cell_xy\n")
    found = _offences(ast.parse(src))
    assert any("rules state module" in f for f in found)
    assert any("reads .state" in f for f in found)
    assert any("private rules name D._cell_xy" in f for f in found)


def test_pending_packages_exist():
    """A finished package must leave PENDING (and an entry for a package that is gone is stale)."""
    for name in PENDING:
        assert (SCENES / name / "__init__.py").is_file(), name
