"""Finding a card by what a player types: its id, or its French or English name, in any case,
with or without accents, and any spelling close enough (« musique des damne » finds Musique des
Damnés). Used by ``/cr card`` and its suggestions."""

from __future__ import annotations

import difflib
import unicodedata
from typing import Any

#: how close a typed name must be to a card's name (difflib's ratio)
CUTOFF = 0.75


def fold(text: str) -> str:
    """Lower case, no accents, words joined by single spaces (« L'Œil » -> « l oeil »)."""
    text = text.replace("œ", "oe").replace("Œ", "Oe").replace("æ", "ae")
    text = unicodedata.normalize("NFKD", text)
    text = "".join(c for c in text if not unicodedata.combining(c)).lower()
    return " ".join("".join(c if c.isalnum() else " " for c in text).split())


def _sections(content: Any) -> list[dict[str, Any]]:
    return [content.heroes, content.powers, content.monsters, content.villains, content.encounters,
            content.treasures, content.adventure_treasures]


_INDEXES: dict[int, dict[str, list[str]]] = {}


def _index(content: Any) -> dict[str, list[str]]:
    """Every folded id and name -> the card ids it names (two cards may share a name: the event
    and the environment Spirit of Doom); built once per content (loaded once)."""
    out = _INDEXES.get(id(content))
    if out is not None:
        return out
    out = _INDEXES[id(content)] = {}
    for section in _sections(content):
        for cid, entry in section.items():
            name = getattr(entry, "name", None)
            keys = [fold(cid), *(fold(v) for lang in ("fr", "en")
                                 if name is not None and (v := getattr(name, lang, None)))]
            for key in keys:
                if cid not in out.setdefault(key, []):
                    out[key].append(cid)
    return out


def find_cards(content: Any, typed: str) -> list[str]:
    """The card ids ``typed`` names: an id (``zombie#2`` reads ``zombie``), a name in either
    language (every card of that name), or the closest name when close enough; else none."""
    key = fold(typed.split("#", 1)[0])
    if not key:
        return []
    index = _index(content)
    if key in index:
        return list(index[key])
    close = difflib.get_close_matches(key, list(index), n=1, cutoff=CUTOFF)
    return list(index[close[0]]) if close else []


def find_card(content: Any, typed: str) -> str | None:
    """The first card ``typed`` names (:func:`find_cards`), or ``None``."""
    found = find_cards(content, typed)
    return found[0] if found else None


def suggest(content: Any, partial: str, limit: int = 25) -> list[str]:
    """Card ids whose id or name starts with (else contains) what is typed, names first."""
    key = fold(partial)
    index = _index(content)
    starts = [cid for k, cids in index.items() if k.startswith(key) for cid in cids]
    inside = [cid for k, cids in index.items() if key in k for cid in cids if cid not in starts]
    out: list[str] = []
    for cid in starts + inside:
        if cid not in out:
            out.append(cid)
    return out[:limit]
