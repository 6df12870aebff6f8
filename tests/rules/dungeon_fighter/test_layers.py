"""Dungeon Fighter's modules import one way: each phase only from the layers below it, and no
module but the package's ``__init__`` imports the engine class (``game``)."""

from __future__ import annotations

import ast
from pathlib import Path

PKG = Path(__file__).resolve().parents[3] / "rules" / "dungeon_fighter"
#: each module and the package modules it may import (TYPE_CHECKING imports included)
LAYERS = {
    "content": set(),
    "model": {"content"},
    "throw": {"content"},
    "gesture": {"throw"},
    "common": {"content", "model", "throw"},
    "scoring": {"common", "content", "model"},
    "camp": {"common", "content", "model", "scoring", "throw"},
    "combat": {"camp", "common", "content", "model", "scoring", "throw"},
    "resolve": {"combat", "common", "content", "model", "throw"},
    "throwing": {"combat", "common", "content", "gesture", "model", "resolve", "throw"},
    "exploration": {"combat", "common", "content", "model"},
    "prompting": {"camp", "common", "content", "model", "throw"},
}


def imports_of(module: str) -> set[str]:
    tree = ast.parse((PKG / f"{module}.py").read_text())
    out: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.level == 1:
            if node.module:
                out.add(node.module.split(".")[0])
            else:
                out |= {a.name for a in node.names}
    return out


def test_phase_modules_import_only_the_layers_below():
    for module, allowed in LAYERS.items():
        assert imports_of(module) <= allowed, (module, imports_of(module) - allowed)


def test_no_module_but_the_package_imports_the_engine_class():
    offenders = [p.stem for p in PKG.glob("*.py")
                 if p.stem not in ("__init__", "game") and "game" in imports_of(p.stem)]
    assert offenders == []


def test_every_module_is_small():
    sizes = {p.name: len(p.read_text().splitlines()) for p in PKG.glob("*.py")}
    assert max(sizes.values()) <= 500, sizes
