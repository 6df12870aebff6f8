"""Imports go one way: rules <- db, render <- bot; the Discord modules form no circle."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def imports_of(path: Path) -> set[str]:
    """Every module a file imports (relative imports resolved), including lazy ones."""
    package = ".".join(path.relative_to(ROOT).with_suffix("").parts[:-1])
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - node.level + 1]
                module = ".".join([*base, node.module] if node.module else base)
                found.add(module)
                found |= {f"{module}.{alias.name}" for alias in node.names}
            elif node.module:
                found.add(node.module)
    return found


def files(package: str) -> list[Path]:
    return sorted((ROOT / package).rglob("*.py"))


@pytest.mark.parametrize(("package", "forbidden"), [
    ("rules", ("bot", "db", "render", "discord", "sqlalchemy", "sqlmodel", "random")),
    ("db", ("bot", "render", "discord")),
    ("render", ("bot", "db", "discord")),
])
def test_layers_import_one_way(package: str, forbidden: tuple[str, ...]) -> None:
    bad = [(str(p.relative_to(ROOT)), m) for p in files(package) for m in imports_of(p)
           if m.split(".")[0] in forbidden]
    assert bad == []


def test_the_service_knows_nothing_of_discord() -> None:
    bad = [(str(p.relative_to(ROOT)), m) for p in files("bot/service") for m in imports_of(p)
           if m.split(".")[0] == "discord" or m.startswith("bot.discord")]
    assert bad == []


def test_discord_modules_form_no_import_circle() -> None:
    graph = {f"bot.{p.stem}": {m for m in imports_of(p) if m.startswith("bot.discord")}
             for p in (ROOT / "bot").glob("discord*.py")}

    def reaches(start: str, goal: str, seen: set[str]) -> bool:
        for nxt in graph.get(start, ()):
            module = nxt if nxt in graph else nxt.rpartition(".")[0]
            if module == goal or (module not in seen and reaches(module, goal, seen | {module})):
                return True
        return False

    circles = [m for m in graph if reaches(m, m, {m})]
    assert circles == []
