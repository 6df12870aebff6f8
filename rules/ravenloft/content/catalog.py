"""The content's texts as Fluent messages, and the catalogs generated from them.

Names and card texts are written once, in both languages, in ``data/*.yaml``. The catalogs
``locales/{fr,en}/cr-content.ftl`` are generated from them (``python -m
rules.ravenloft.content.catalog``) so that every text a player reads comes from a Fluent
catalog like the rest of the game; a test checks the committed files are up to date.

Message ids: ``val-cr-<kind>-<id>`` for a name (so events may pass lists of such ids, see
``rules.core.i18n``), ``cr-<kind>-<id>-<part>`` for the other texts.
"""

from __future__ import annotations

import sys
from pathlib import Path

from .common import Text, name_message, text_message
from .loader import Content, load_content

LOCALES = Path(__file__).resolve().parents[1] / "locales"
CATALOG = "cr-content.ftl"


def messages(c: Content) -> dict[str, Text]:
    """Every content text by message id, in a stable order."""
    out: dict[str, Text] = {}
    for h in c.heroes.values():
        out[name_message("hero", h.id)] = h.name
        out[text_message("hero", h.id, "title")] = h.title
        out[text_message("hero", h.id, "ability")] = h.ability.name
        out[text_message("hero", h.id, "ability-text")] = h.ability.text
        for side in h.sides:
            if side.critical is not None:
                out[text_message("hero", h.id, "critical")] = side.critical
    for p in c.powers.values():
        out[name_message("power", p.id)] = p.name
        out[text_message("power", p.id)] = p.text
    for kind, foes in (("monster", c.monsters), ("villain", c.villains)):
        for m in foes.values():
            out[name_message(kind, m.id)] = m.name
            for aid, a in m.attacks.items():
                out[text_message(kind, m.id, f"attack-{aid}")] = a.name
            for i, clause in enumerate(m.tactics, start=1):
                out[text_message(kind, m.id, f"tactic-{i}")] = clause.text
            special = getattr(m, "special", None)
            if special is not None:
                out[text_message(kind, m.id, "special")] = special
    for t in c.tiles.values():
        out[name_message("tile", t.id)] = t.name
        for i, sp in enumerate(t.specials, start=1):
            out[text_message("tile", t.id, f"special-{i}")] = sp.name
    return out


def _escape(value: str) -> str:
    return value.replace("{", '{"{"}').replace("}", '{"}"}').replace("\n", " ")


def catalog_text(c: Content, lang: str) -> str:
    """The generated ``cr-content.ftl`` of one language."""
    lines = [
        "# Generated from rules/ravenloft/data/*.yaml by `python -m rules.ravenloft.content.catalog`:",
        "# edit the YAML, then regenerate. Names and card texts of Castle Ravenloft (ours).",
        "",
    ]
    for msg_id, text in messages(c).items():
        lines.append(f"{msg_id} = {_escape(getattr(text, lang))}")
    return "\n".join(lines) + "\n"


def catalog_path(lang: str) -> Path:
    return LOCALES / lang / CATALOG


def main() -> None:
    """Write both catalogs (a developer's command; the game only reads them)."""
    c = load_content()
    for lang in ("fr", "en"):
        path = catalog_path(lang)
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(catalog_text(c, lang), encoding="utf-8")
        sys.stdout.write(f"{path}\n")


if __name__ == "__main__":
    main()
