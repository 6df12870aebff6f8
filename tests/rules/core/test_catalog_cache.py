"""The parsed catalogs kept between starts: the same resources as parsing, parsed again after
any edit, and a cache that cannot be read or written is ignored."""

from __future__ import annotations

import os
from pathlib import Path

from fluent.runtime import FluentBundle, FluentResource

from rules.core import catalog_cache
from rules.core.i18n import catalog_files


def write(folder: Path, text: str) -> list[Path]:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "a.ftl"
    path.write_text(text, encoding="utf-8")
    return [path]


def text_of(resources: list, msg: str, args: dict | None = None) -> str:
    bundle = FluentBundle(["fr"], use_isolating=False)
    for r in resources:
        bundle.add_resource(r)
    return bundle.format_pattern(bundle.get_message(msg).value, args or {})[0]


def test_the_cache_gives_back_what_parsing_gives(tmp_path: Path) -> None:
    files = catalog_files("fr")
    parsed = [FluentResource(p.read_text(encoding="utf-8")) for p in files]
    first = catalog_cache.parse(files, str(tmp_path / "c"))
    cached = list((tmp_path / "c").glob("catalogs-*.pickle"))
    assert len(cached) == 1 and oct((tmp_path / "c").stat().st_mode)[-3:] == "700"
    again = catalog_cache.parse(files, str(tmp_path / "c"))
    assert len(again) == len(parsed) == len(files)
    assert all(a.equals(b) for a, b in zip(again, parsed, strict=True)) and all(
        a.equals(b) for a, b in zip(first, parsed, strict=True))


def test_an_edited_catalog_is_parsed_again(tmp_path: Path) -> None:
    files = write(tmp_path / "fr", "hello = Bonjour { $name }\n")
    assert text_of(catalog_cache.parse(files, str(tmp_path / "c")), "hello", {"name": "Alice"}) == "Bonjour Alice"
    write(tmp_path / "fr", "hello = Salut { $name }\n")
    assert text_of(catalog_cache.parse(files, str(tmp_path / "c")), "hello", {"name": "Alice"}) == "Salut Alice"
    assert len(list((tmp_path / "c").glob("catalogs-*.pickle"))) == 2


def test_a_broken_or_unwritable_cache_is_ignored(tmp_path: Path) -> None:
    files = write(tmp_path / "fr", "hello = Bonjour\n")
    catalog_cache.parse(files, str(tmp_path / "c"))
    (cached,) = (tmp_path / "c").glob("catalogs-*.pickle")
    cached.write_bytes(b"\x80\x05 half a file")
    assert text_of(catalog_cache.parse(files, str(tmp_path / "c")), "hello") == "Bonjour"
    assert text_of(catalog_cache.parse(files, str(tmp_path / "c")), "hello") == "Bonjour"  # written again
    blocked = tmp_path / "file-not-folder"
    blocked.write_text("x")
    assert text_of(catalog_cache.parse(files, str(blocked / "c")), "hello") == "Bonjour"


def test_without_a_folder_nothing_is_written(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.delenv(catalog_cache.ENV, raising=False)
    monkeypatch.chdir(tmp_path)
    files = write(tmp_path / "fr", "hello = Bonjour\n")
    assert text_of(catalog_cache.parse(files), "hello") == "Bonjour"
    assert sorted(os.listdir(tmp_path)) == ["fr"]
