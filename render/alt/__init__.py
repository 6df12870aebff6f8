"""Board descriptions for screen readers: what a board picture shows, as text.

Each game has a module here that reads the same view its picture is drawn from (who is where,
what threatens whom, whose turn) and writes short lines in the table's language; Discord
carries them as the picture's ``description`` (its alt text, at most 1024 characters), and
``/game status text:`` posts them as a text board. Nothing here sees more than the view.
"""

from __future__ import annotations

import importlib
import logging
from collections.abc import Callable
from typing import Any

from rules.core import i18n

log = logging.getLogger("meneur.render")

#: Discord's limit for an attachment's description
DESCRIPTION_LIMIT = 1024

#: the module describing each game's view
MODULES = {
    "krosmaster": "render.alt.krosmaster",
    "dungeon_fighter": "render.alt.dungeon_fighter",
    "kravora": "render.alt.kravora",
    "mortebrume": "render.alt.mortebrume",
    "ravenloft": "render.alt.ravenloft",
}


def lines_of(game_id: str, view: Any, lang: str) -> list[str]:
    """The description of ``view`` as lines (none for a game without a describer)."""
    name = MODULES.get(game_id)
    if name is None or view is None:
        return []
    module = importlib.import_module(name)
    describe: Callable[[Any, str], list[str]] = module.describe
    return [line for line in describe(view, lang) if line]


def fit_lines(lines: list[str], lang: str, limit: int) -> str:
    """``lines`` joined within ``limit`` characters; lines left out are counted in a last line."""
    kept: list[str] = []
    for i, line in enumerate(lines):
        rest = len(lines) - i - 1
        tail = i18n.t(lang, "alt-more", {"count": rest + 1}) if rest + 1 else ""
        if len("\n".join([*kept, line])) + (len(tail) + 1 if rest else 0) > limit:
            kept.append(tail)
            break
        kept.append(line)
    text = "\n".join(kept)
    return text if len(text) <= limit else text[: limit - 1] + "…"


def describe(game_id: str, view: Any, lang: str, limit: int = DESCRIPTION_LIMIT) -> str:
    """The alt text of a board picture (``""`` when the game has none or it fails: the picture
    still goes, its failure logged)."""
    try:
        return fit_lines(lines_of(game_id, view, lang), lang, limit)
    except Exception:
        log.exception("could not describe a %s board", game_id)
        return ""


def hp(lang: str, now: int, most: int) -> str:
    return i18n.t(lang, "alt-hp", {"hp": now, "max": most})


def names_list(lang: str, names: list[str]) -> str:
    return ", ".join(names) if names else i18n.t(lang, "alt-nobody")
