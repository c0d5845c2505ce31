"""No import cycles among the project's modules, and imports only down the layers: every `import`
counts, also the ones inside functions, so a cycle cannot hide behind a late import. Screens reach
each other by name (scenes/shell/screens.py), which is not an import."""
from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("game", "scenes", "ui")


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def project_modules() -> dict[str, Path]:
    found = {}
    for pkg in PACKAGES:
        for path in sorted((ROOT / pkg).rglob("*.py")):
            found[module_name(path)] = path
    found["main"] = ROOT / "main.py"
    return found


def imports_of(name: str, path: Path, known: set[str]) -> set[str]:
    """The project modules `name` imports anywhere in its text (the package __init__ of a
    `from package import module` counts as the module itself)."""
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    out: set[str] = set()
    is_pkg = path.name == "__init__.py"
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name in known:
                    out.add(alias.name)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = name.split(".") if is_pkg else name.split(".")[:-1]
                base = base[:len(base) - node.level + 1]
                mod = ".".join(base + ([node.module] if node.module else []))
            else:
                mod = node.module or ""
            for alias in node.names:
                sub = f"{mod}.{alias.name}"
                if sub in known:
                    out.add(sub)
                elif mod in known:
                    out.add(mod)
    out.discard(name)
    return out


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components with more than one module (Tarjan)."""
    index, low, stack, on, comps = {}, {}, [], set(), []
    counter = [0]

    def visit(v):
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in graph.get(v, ()):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                comps.append(sorted(comp))

    import sys
    sys.setrecursionlimit(10000)
    for v in sorted(graph):
        if v not in index:
            visit(v)
    return comps


def import_graph() -> dict[str, set[str]]:
    mods = project_modules()
    known = set(mods)
    graph = {name: imports_of(name, path, known) for name, path in mods.items()}
    # a package's __init__ importing its own submodules is how a package is built, not a cycle
    for name in graph:
        graph[name] = {m for m in graph[name] if not m.startswith(name + ".")}
    return graph


def test_no_import_cycles():
    found = cycles(import_graph())
    assert not found, "import cycles:\n" + "\n".join("  " + " <-> ".join(c) for c in found)


def test_the_check_finds_a_cycle():
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert cycles({"a": {"b"}, "b": set()}) == []


def test_screens_reach_each_other_by_name():
    """No module imports a screen's module (scenes/shell/screens.py names them all): the app builds
    screens by name. A game's table scene may import the table's base class (GameScene), and
    main.py, the entry point, may import what it starts."""
    from scenes.shell.screens import SCREENS, STARTS
    screen_modules = {target.partition(":")[0] for target in list(SCREENS.values()) + list(STARTS.values())}
    bad = []
    for name, imported in import_graph().items():
        if name == "main":
            continue
        for mod in imported & screen_modules:
            if mod == "scenes.table.game_scene" and (name.endswith(".scene") or name == "scenes.table.generic"):
                continue       # a game's table (and the generic one) subclasses GameScene
            bad.append(f"{name} imports {mod}")
    assert not bad, "screens must be opened by name (app.push('menu'), app.start('game', match)):\n  " + \
        "\n  ".join(sorted(bad))


# The layers, lowest first: the rules know nothing of the screen, the ui toolkit nothing of scenes,
# the table nothing of the shell's screens or of any one game, a game's screens nothing of the shell.
LAYERS = ("game", "ui", "scenes.base", "scenes.table", "scenes.<game>", "scenes.shell", "main")


def layer_of(module: str) -> str:
    parts = module.split(".")
    if module == "main" or parts[0] in ("game", "ui"):
        return parts[0]
    if module in ("scenes", "scenes.base"):
        return "scenes.base"
    return "scenes." + (parts[1] if parts[1] in ("table", "shell") else "<game>")


def upward_imports(graph: dict[str, set[str]]) -> list[str]:
    rank = {name: i for i, name in enumerate(LAYERS)}
    return sorted(f"{a} ({layer_of(a)}) imports {b} ({layer_of(b)})" for a, imported in graph.items()
                  for b in imported if rank[layer_of(b)] > rank[layer_of(a)]
                  or (layer_of(a) == layer_of(b) == "scenes.<game>" and a.split(".")[1] != b.split(".")[1]))


def test_layers_only_point_down():
    bad = upward_imports(import_graph())
    assert not bad, "imports that run up the layers " + " < ".join(LAYERS) + ":\n  " + "\n  ".join(bad)


def test_the_layer_check_finds_an_upward_import():
    assert upward_imports({"scenes.table.game_scene": {"scenes.shell.app"}, "ui.theme": {"game.core"},
                           "scenes.faras.scene": {"scenes.thebes.layout", "scenes.faras.table"}}) == [
        "scenes.faras.scene (scenes.<game>) imports scenes.thebes.layout (scenes.<game>)",
        "scenes.table.game_scene (scenes.table) imports scenes.shell.app (scenes.shell)"]
