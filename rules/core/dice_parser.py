"""d20's parser tables, computed once per version instead of at each start.

d20 builds its Lark LALR parser when it is imported: ~0.1 s of CPU, most of a console's first
roll. Lark can load those tables from a file it wrote (its ``cache`` option, 8 ms instead),
but d20 does not ask for it. ``python -m rules.core.dice_parser --write`` writes the tables
of d20's grammar (``d20_parser.lark-cache``, a pickle Lark itself writes and reads), and
:func:`import_d20` imports d20 with Lark told to read them, only when the file was written
for this very d20 and Lark (its name says which: :func:`cache_file`); otherwise d20
builds its parser as usual. Nothing is written at run time. ``tests/rules/core/
test_dice_parser.py`` fails when the file is missing or stale.
"""

from __future__ import annotations

import hashlib
import importlib
import importlib.util
import sys
import threading
from pathlib import Path
from types import ModuleType
from typing import Any

#: where the tables are, beside this module
CACHE_DIR = Path(__file__).resolve().parent
_lock = threading.Lock()


def _d20_file(name: str) -> str | None:
    """A file of the installed d20 package, read as text (``None``: no d20)."""
    spec = importlib.util.find_spec("d20")
    if spec is None or not spec.submodule_search_locations:
        return None
    return (Path(next(iter(spec.submodule_search_locations))) / name).read_text(encoding="utf-8")


def cache_file() -> Path | None:
    """The tables' file for the installed d20 (its grammar, and the module that builds its
    parser) and Lark version (``None``: no d20)."""
    import lark

    grammar, builder = _d20_file("grammar.lark"), _d20_file("diceast.py")
    if grammar is None or builder is None:
        return None
    key = hashlib.sha256(f"{grammar}\n{builder}\n{lark.__version__}".encode()).hexdigest()[:16]
    return CACHE_DIR / f"d20_parser-{key}.lark-cache"


def import_d20() -> ModuleType:
    """``import d20``, its parser read from the precomputed tables when they fit."""
    with _lock:
        if "d20" in sys.modules:
            return sys.modules["d20"]
        import lark.lark

        path = cache_file()
        defaults = lark.lark.LarkOptions._defaults
        if path is None or not path.exists():
            return importlib.import_module("d20")
        defaults["cache"] = str(path)  # read, never written: the file exists
        try:
            return importlib.import_module("d20")
        finally:
            defaults["cache"] = False


def write() -> Path:
    """Build d20's parser as d20 does and write its tables (the build step)."""
    path = cache_file()
    assert path is not None, "d20 is not installed"
    for old in CACHE_DIR.glob("d20_parser-*.lark-cache"):
        old.unlink()
    with path.open("wb") as f:  # what Lark's cache option writes (and reads)
        build().save(f)
    return path


def build() -> Any:
    """d20's parser as d20 builds it (without its transformer, given again when loaded)."""
    from lark import Lark

    return Lark(_d20_file("grammar.lark"), start=["expr", "commented_expr"], parser="lalr", maybe_placeholders=True)


if __name__ == "__main__":
    if sys.argv[1:] != ["--write"]:
        sys.exit("usage: python -m rules.core.dice_parser --write")
    print(f"wrote {write()}")
