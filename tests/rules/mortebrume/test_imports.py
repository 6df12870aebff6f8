"""Mortebrume's modules import one another one way: every import at the top of its module, no circle."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
PLACES = [ROOT / "rules" / "mortebrume", ROOT / "render" / "mortebrume.py", ROOT / "render" / "alt" / "mortebrume.py"]


def modules() -> dict[str, Path]:
    found: dict[str, Path] = {}
    for place in PLACES:
        for path in sorted(place.rglob("*.py")) if place.is_dir() else [place]:
            name = ".".join(path.relative_to(ROOT).with_suffix("").parts)
            found[name.removesuffix(".__init__")] = path
    return found


def imported(name: str, path: Path, tree: ast.Module, known: set[str]) -> set[str]:
    """The modules ``name`` imports, wherever the import stands (``TYPE_CHECKING`` blocks included):
    relative ones resolved, ``from . import board`` counted as the module ``board``."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    out: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            out |= {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom):
            base = package.split(".")[: len(package.split(".")) - node.level + 1] if node.level else []
            module = ".".join([*base, node.module] if node.module else base)
            for a in node.names:
                out.add(f"{module}.{a.name}" if f"{module}.{a.name}" in known else module)
    return out


def test_every_import_is_at_the_top_of_its_module() -> None:
    inside = []
    for name, path in modules().items():
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
                inside += [f"{name}:{n.lineno}" for n in ast.walk(node) if isinstance(n, ast.Import | ast.ImportFrom)]
    assert inside == []


def test_no_import_circle() -> None:
    mods = modules()
    graph = {name: {m for m in imported(name, path, ast.parse(path.read_text()), set(mods)) if m in mods and m != name}
             for name, path in mods.items()}
    circles = []
    state: dict[str, int] = {}

    def visit(node: str, trail: list[str]) -> None:
        state[node] = 1
        for nxt in sorted(graph[node]):
            if state.get(nxt) == 1:
                circles.append(trail[trail.index(nxt):] + [nxt])
            elif nxt not in state:
                visit(nxt, [*trail, nxt])
        state[node] = 2

    for start in sorted(graph):
        if start not in state:
            visit(start, [start])
    assert circles == []
