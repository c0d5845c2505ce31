"""game/ is pure rules: it must never import pygame (directly or through anything it imports)."""
import ast
import pathlib
import subprocess
import sys

GAME = pathlib.Path(__file__).resolve().parents[2] / "game"


def test_no_pygame_import_statement():
    offenders = []
    for path in GAME.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom):
                names = [node.module or ""]
            if any(n == "pygame" or n.startswith("pygame.") for n in names):
                offenders.append(str(path))
    assert offenders == []


def test_loading_every_game_does_not_load_pygame():
    code = ("import sys; from game import registry; registry.all_games(True); "
            "print('pygame' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], cwd=GAME.parent, capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "False"
