"""Command and option names typed in either language, back to their base (English) names.

The console accepts what its help shows: ``/partie rejoindre`` is ``/game join``,
``/kros deplacer case:C4`` is ``/kros move to:C4``. Working that out means formatting the
localized name of every command and option of every game in both catalogs, which imports the
five games and reads both languages' catalogs: ~1 s of CPU the first time, and that was the
console's first answer. So the map is built once per catalog version, at build time:
``python -m bot.shared.typed_names --write`` writes ``typed_names.json`` beside this module,
and ``tests/bot/test_typed_names.py`` fails when the catalogs or the games' commands change
without it being written again.

Why a file and not a cache on disk or a map built per game: the typed names are the same for
every process of a version, so they belong with the code (nothing written at run time, nothing
to invalidate by hand); and a head word (``partie``, ``kros``) must be resolved before we know
which game it names, so a map per game would still import every game to read their groups.

The file records a digest of the catalogs' naming entries (``cmdname-*``, ``optname-*``); a
process whose catalogs do not match it (edited catalogs deployed without the build step)
builds the map from the catalogs itself, once, and says so in its log.
"""

from __future__ import annotations

import hashlib
import json
import logging
import re
import sys
from functools import lru_cache
from pathlib import Path
from typing import Any

from bot.shared.command_names import (
    PLATFORM_COMMANDS,
    PLATFORM_PATHS,
    fold,
    localized_part,
    localized_path,
    option_names,
)
from rules.core import all_games, i18n, registry

log = logging.getLogger("meneur.names")

#: the precomputed map, written by ``python -m bot.shared.typed_names --write``
MAP_FILE = Path(__file__).with_name("typed_names.json")
#: the catalog lines a typed name depends on (an entry's first line: ``cmdname-game-join = rejoindre``)
NAMING_LINE = re.compile(r"^(cmdname|optname)-[\w-]*[ \t]*=.*$", re.M)


def catalogs_digest() -> str:
    """A digest of the naming entries of both languages' catalogs (read as text, not parsed)."""
    digest = hashlib.sha256()
    for lang in i18n.LANGUAGES:
        for path in i18n.catalog_files(lang):
            lines = [m.group(0).rstrip() for m in NAMING_LINE.finditer(path.read_text(encoding="utf-8"))]
            digest.update("".join(f"{lang} {line}\n" for line in lines).encode())
    return digest.hexdigest()


def build(shipped_only: bool = True) -> dict[str, Any]:
    """The map, from the catalogs and the games' commands (imports every game): those of
    :data:`rules.core.registry.GAME_PACKAGES`, or with ``shipped_only`` false every game
    registered (a test's too).

    ``heads``: a typed first word -> its base name (accents optional); ``bases``: the base
    first words; ``subs``: a base first word -> typed second word -> its base name;
    ``options``: a command path -> typed option name -> its base name."""
    games = [g for g in all_games() if registry.shipped(g) or not shipped_only]
    paths = [*PLATFORM_PATHS, *(f"{g.group()} {spec.name}" for g in games for spec in g.commands)]
    heads: dict[str, str] = {}
    subs: dict[str, dict[str, str]] = {}
    for lang in i18n.LANGUAGES:
        for path in paths:
            parts = path.split()
            local = localized_path(lang, path).split()
            heads.setdefault(local[0], parts[0])
            if len(parts) > 1:
                subs.setdefault(parts[0], {}).setdefault(local[1], parts[1])
    # accents are optional when typing (« deplacer » is « déplacer »)
    heads.update({fold(k): v for k, v in list(heads.items()) if fold(k) not in heads})
    for words in subs.values():
        words.update({fold(k): v for k, v in list(words.items()) if fold(k) not in words})
    options: dict[str, dict[str, str]] = {}
    for path in dict.fromkeys([*(p for p, _o in PLATFORM_COMMANDS), *paths]):
        names = option_names(path)
        typed = {name: name for name in names}
        prefix = "optname-" + "-".join(path.split())
        for lang in i18n.LANGUAGES:
            for name in names:
                typed.setdefault(localized_part(lang, f"{prefix}-{name}", name), name)
        if any(k != v for k, v in typed.items()):
            options[path] = {k: v for k, v in typed.items() if k != v}
    bases = sorted({p.split()[0] for p in paths})
    return {"catalogs": catalogs_digest(), "bases": bases, "heads": dict(sorted(heads.items())),
            "subs": {h: dict(sorted(w.items())) for h, w in sorted(subs.items())},
            "options": dict(sorted(options.items()))}


def write(path: Path = MAP_FILE) -> None:
    path.write_text(json.dumps(build(), ensure_ascii=False, indent=1) + "\n", encoding="utf-8")


def typed_map() -> dict[str, Any]:
    """The map of this version: the precomputed file when it matches the catalogs and no game
    besides the shipped ones is registered (a test's), else built here (once per process and
    set of games)."""
    return _typed_map(tuple(g.id for g in registry.loaded_games() if not registry.shipped(g)))


@lru_cache(maxsize=4)
def _typed_map(extra_games: tuple[str, ...]) -> dict[str, Any]:
    if extra_games:
        return build(shipped_only=False)
    try:
        found: dict[str, Any] = json.loads(MAP_FILE.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        found = {}
    if found.get("catalogs") == catalogs_digest():
        return found
    log.warning("%s does not match the catalogs: typed command names are built at run time "
                "(python -m bot.shared.typed_names --write)", MAP_FILE.name)
    return build()


def base_words(words: list[str]) -> list[str]:
    """A command typed in any language, back to its base names: ``partie rejoindre`` ->
    ``game rejoindre`` -> ``game join`` (the console accepts what its help shows)."""
    if not words:
        return words
    known = typed_map()
    head = words[0].lower()
    if head not in known["bases"]:
        head = known["heads"].get(head, known["heads"].get(fold(head), head))
    out = [head, *words[1:]]
    if len(words) > 1:
        word = words[1].lower()
        typed = known["subs"].get(head, {})
        out[1] = typed.get(word, typed.get(fold(word), words[1]))
    return out


def base_option(path: str, key: str) -> str:
    """An option name typed in any language, back to its base name (``jeu`` -> ``game``)."""
    return str(typed_map()["options"].get(path, {}).get(key, key))


def main(argv: list[str]) -> int:
    if argv == ["--write"]:
        write()
        print(f"wrote {MAP_FILE}")
        return 0
    if argv == ["--check"]:
        fresh = build() == json.loads(MAP_FILE.read_text(encoding="utf-8"))
        print("up to date" if fresh else f"{MAP_FILE.name} is out of date: python -m bot.shared.typed_names --write")
        return 0 if fresh else 1
    print("usage: python -m bot.shared.typed_names --write | --check", file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
