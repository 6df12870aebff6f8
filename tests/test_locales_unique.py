"""No message id is defined in two different .ftl files of one language, anywhere in the
project: Fluent keeps one of them silently, so the other file's text would never be shown."""

from __future__ import annotations

import re
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
MESSAGE = re.compile(r"^(-?[a-zA-Z][a-zA-Z0-9_-]*)\s*=", re.MULTILINE)


def catalogs() -> list[Path]:
    skip = {".venv", "node_modules", ".git"}
    return [p for p in sorted(ROOT.rglob("*.ftl")) if not skip & set(p.relative_to(ROOT).parts)]


def definitions(text: str) -> list[str]:
    return MESSAGE.findall(text)


def test_the_scan_finds_the_catalogs_and_their_ids() -> None:
    files = catalogs()
    assert any(p.parts[-3:] == ("locales", "fr", "cr-villain.ftl") for p in files)
    assert definitions("a-b = x\n    .attr = y\n  c = indented\nd-e =\n    text\n# f = comment\n") == ["a-b", "d-e"]


def test_no_message_id_is_defined_in_two_files_of_one_language() -> None:
    where: dict[tuple[str, str], set[str]] = defaultdict(set)
    for path in catalogs():
        lang = path.parent.name
        for mid in definitions(path.read_text(encoding="utf-8")):
            where[(lang, mid)].add(str(path.relative_to(ROOT)))
    clashes = {f"{lang}:{mid}": sorted(files) for (lang, mid), files in where.items() if len(files) > 1}
    assert clashes == {}


#: « dégât(s) », « classe(s) », « die/dice »: a plural left to the reader (a screen reader says
#: « dégât s »); a Fluent selector on the number chooses the word instead
PLURAL_SHORTCUT = re.compile(r"\w\((?:s|es|x)\)|\bdie/dice\b")


def test_no_message_leaves_its_plural_to_the_reader() -> None:
    found = [f"{p.relative_to(ROOT)}:{n}: {line.strip()}" for p in catalogs()
             for n, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1)
             if not line.lstrip().startswith("#") and PLURAL_SHORTCUT.search(line)]
    assert found == []
    assert PLURAL_SHORTCUT.search("1 dégât(s)") and PLURAL_SHORTCUT.search("white die/dice")
