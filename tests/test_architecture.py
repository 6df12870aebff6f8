"""The house's plan, held against the code (docs/ARCHITECTURE.md).

- Imports go one way: ``rules`` <- ``db``, ``render`` <- ``bot``; inside ``bot``: ``shared`` <-
  ``service`` <- the adapters (``console``, ``web`` <- ``discord``), each adapter apart.
- No import circle anywhere: every import counts (at the top, inside a function, under
  ``TYPE_CHECKING``), since a circle hidden inside a function is still a circle.
- No import of a sibling module inside a function: that is how a circle hides. A function may
  still load another layer lazily (the Discord library, the picture workers) to start faster.
"""

from __future__ import annotations

import ast
import functools
from collections.abc import Iterable, Mapping
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = ("bot", "rules", "render", "db", "bench")

#: packages whose circles are still being untangled, each with the issue that tracks it; the
#: test below fails as soon as one of them has no circle left, so the list only shrinks
UNTANGLING: dict[str, str] = {}


def module_name(path: Path, root: Path = ROOT) -> str:
    parts = list(path.relative_to(root).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


@functools.cache
def modules(root: Path = ROOT) -> dict[str, Path]:
    return {module_name(p, root): p for package in PACKAGES for p in sorted((root / package).rglob("*.py"))}


def imported(node: ast.Import | ast.ImportFrom, module: str, is_package: bool) -> set[str]:
    """The modules (and possible submodules) one import statement names, made absolute."""
    if isinstance(node, ast.Import):
        return {alias.name for alias in node.names}
    if node.level:
        package = module if is_package else module.rpartition(".")[0]
        parts = package.split(".")
        base = ".".join([*parts[: len(parts) - node.level + 1], *([node.module] if node.module else [])])
    else:
        base = node.module or ""
    return {base} | {f"{base}.{alias.name}" for alias in node.names}


def imports_of(path: Path, root: Path = ROOT) -> set[str]:
    """Every module a file imports (relative imports resolved), lazy ones included."""
    module = module_name(path, root)
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            found |= imported(node, module, path.name == "__init__.py")
    return found


@functools.cache
def import_graph(root: Path = ROOT) -> dict[str, set[str]]:
    """Module -> the project's modules it imports. A package's ``__init__`` that only hands
    names on is not an edge from its own modules (they do not run through it)."""
    known = modules(root)

    def resolve(name: str) -> str | None:
        while name and name not in known:
            name = name.rpartition(".")[0]
        return name or None

    graph: dict[str, set[str]] = {}
    for module, path in known.items():
        targets = {resolve(name) for name in imports_of(path, root)}
        graph[module] = {t for t in targets if t and t != module and not module.startswith(f"{t}.")}
    return graph


def circles(graph: Mapping[str, Iterable[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    for start in graph:
        if start in index:
            continue
        work = [(start, iter(graph.get(start, ())))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            node, edges = work[-1]
            for nxt in edges:
                if nxt not in index:
                    index[nxt] = low[nxt] = len(index)
                    stack.append(nxt)
                    on_stack.add(nxt)
                    work.append((nxt, iter(graph.get(nxt, ()))))
                    break
                if nxt in on_stack:
                    low[node] = min(low[node], index[nxt])
            else:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[node])
                if low[node] == index[node]:
                    component = []
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        component.append(member)
                        if member == node:
                            break
                    if len(component) > 1:
                        found.append(sorted(component))
    return sorted(found)


def sibling_imports_in_functions(path: Path, root: Path = ROOT) -> list[tuple[int, str]]:
    """Imports inside a function of a module of the same package (relative or absolute)."""
    module = module_name(path, root)
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    known = modules(root)
    out = []
    for func in ast.walk(ast.parse(path.read_text())):
        if not isinstance(func, (ast.FunctionDef, ast.AsyncFunctionDef)):
            continue
        for node in ast.walk(func):
            if isinstance(node, (ast.Import, ast.ImportFrom)):
                names = imported(node, module, path.name == "__init__.py")
                siblings = sorted(n for n in names if n.rpartition(".")[0] == package and n in known
                                  and known[n].name != "__init__.py")
                if siblings:
                    out.append((node.lineno, siblings[0]))
    return out


#: lazy loads that are not circles: (file, module) -> why it loads inside a function
LAZY = {
    ("render/pool.py", "render.encode"): "Pillow loads in the processes that draw, not in the bot's",
    ("render/pool.py", "render.text"): "Pillow loads in the processes that draw, not in the bot's",
}


def untangling(module: str) -> bool:
    return any(module == p or module.startswith(f"{p}.") for p in UNTANGLING)


# ---- layers -------------------------------------------------------------------------------------

@pytest.mark.parametrize(("package", "forbidden"), [
    ("rules", ("bot", "db", "render", "discord", "sqlalchemy", "sqlmodel", "random")),
    ("db", ("bot", "render", "discord")),
    ("render", ("bot", "db", "discord")),
    ("bot/shared", ("bot.service", "bot.console", "bot.discord", "bot.web", "discord", "aiohttp")),
    ("bot/service", ("bot.console", "bot.discord", "bot.web", "discord", "aiohttp")),
    ("bot/console", ("bot.discord", "bot.web", "discord", "aiohttp")),
    ("bot/web", ("bot.discord", "bot.console", "discord")),
    ("bot/discord", ("bot.console",)),
])
def test_layers_import_one_way(package: str, forbidden: tuple[str, ...]) -> None:
    bad = [(str(p.relative_to(ROOT)), m) for p in sorted((ROOT / package).rglob("*.py"))
           for m in imports_of(p) if any(m == f or m.startswith(f"{f}.") for f in forbidden)]
    assert bad == []


def test_bot_has_its_adapters_as_packages() -> None:
    """No flat ``bot/discord_*.py``: each adapter is a package, the service and the shared
    pieces too; only the entry point stays at the top."""
    assert sorted(p.name for p in (ROOT / "bot").glob("*.py")) == ["__main__.py"]
    for package in ("shared", "service", "console", "discord", "web"):
        assert (ROOT / "bot" / package / "__init__.py").is_file(), package


# ---- circles ------------------------------------------------------------------------------------

def test_no_import_circle() -> None:
    found = [c for c in circles(import_graph()) if not all(untangling(m) for m in c)]
    assert found == []


def test_the_packages_being_untangled_still_have_their_circles() -> None:
    """Once a package is free of circles, take it off UNTANGLING so the test above guards it."""
    tangled = {p for c in circles(import_graph()) for p in UNTANGLING if all(untangling(m) for m in c)
               if all(m.startswith(f"{p}.") for m in c)}
    assert tangled == set(UNTANGLING)


def test_no_sibling_import_inside_a_function() -> None:
    bad = [(str(p.relative_to(ROOT)), line, name) for m, p in modules().items() if not untangling(m)
           for line, name in sibling_imports_in_functions(p) if (str(p.relative_to(ROOT)), name) not in LAZY]
    assert bad == []


def test_a_planted_circle_is_caught(tmp_path: Path) -> None:
    """The detector itself: two modules that import each other, one of them inside a function
    and the other under TYPE_CHECKING, form a circle; a one-way pair does not."""
    package = tmp_path / "rules" / "planted"
    package.mkdir(parents=True)
    (package / "__init__.py").write_text("")
    (package / "a.py").write_text("def f():\n    from .b import g\n    return g()\n")
    (package / "b.py").write_text("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n"
                                  "    from rules.planted.a import f\n\ndef g():\n    return 1\n")
    (package / "c.py").write_text("from .b import g\n")
    assert circles(import_graph(tmp_path)) == [["rules.planted.a", "rules.planted.b"]]
    assert sibling_imports_in_functions(package / "a.py", tmp_path) == [(2, "rules.planted.b")]
