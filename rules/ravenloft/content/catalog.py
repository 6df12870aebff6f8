"""The content's texts as Fluent messages, and the catalogs generated from them.

Names and card texts are written once, in both languages, in ``data/*.yaml``. The catalogs
``locales/{fr,en}/cr-content.ftl`` are generated from them (``python -m
rules.ravenloft.content.catalog``) so that every text a player reads comes from a Fluent
catalog like the rest of the game; a test checks the committed files are up to date.

Message ids: ``val-cr-<kind>-<id>`` for a name (so events may pass lists of such ids, see
``rules.core.i18n``), ``val-cr-encounter-text-<id>`` and ``val-cr-treasure-text-<id>`` for the
texts of the cards players must read when drawn, ``cr-<kind>-<id>-<part>`` for the other texts.
"""

from __future__ import annotations

import sys
from pathlib import Path

from .common import Text, name_message, text_message
from .loader import Content, load_content

LOCALES = Path(__file__).resolve().parents[1] / "locales"
CATALOG = "cr-content.ftl"


def _add(out: dict[str, Text], msg_id: str, text: Text) -> None:
    if msg_id in out:
        raise ValueError(f"two content texts want the message id {msg_id!r}")
    out[msg_id] = text


def messages(c: Content) -> dict[str, Text]:
    """Every content text by message id, in a stable order."""
    out: dict[str, Text] = {}
    for h in c.heroes.values():
        _add(out, name_message("hero", h.id), h.name)
        _add(out, text_message("hero", h.id, "title"), h.title)
        _add(out, text_message("hero", h.id, "ability"), h.ability.name)
        _add(out, text_message("hero", h.id, "ability-text"), h.ability.text)
        for side in h.sides:
            if side.critical is not None:
                _add(out, text_message("hero", h.id, "critical"), side.critical)
    for p in c.powers.values():
        _add(out, name_message("power", p.id), p.name)
        _add(out, name_message("power-text", p.id), p.text)
    for kind, foes in (("monster", c.monsters), ("villain", c.villains)):
        for m in foes.values():
            _add(out, name_message(kind, m.id), m.name)
            for aid, a in m.attacks.items():
                _add(out, text_message(kind, m.id, f"attack-{aid}"), Text.model_validate(a.name))
            for i, clause in enumerate(m.tactics, start=1):
                _add(out, text_message(kind, m.id, f"tactic-{i}"), Text.model_validate(clause.text))
            special = getattr(m, "special", None)
            if special is not None:
                _add(out, text_message(kind, m.id, "special"), special)
    for t in c.tiles.values():
        _add(out, name_message("tile", t.id), t.name)
        if t.short is not None:
            _add(out, text_message("tile", t.id, "short"), t.short)
        for i, sp in enumerate(t.specials, start=1):
            _add(out, text_message("tile", t.id, f"special-{i}"), sp.name)
    for e in c.encounters.values():
        _add(out, name_message("encounter", e.id), e.name)
        _add(out, name_message("encounter-text", e.id), e.text)  # a value: events show the card's text
        for aid, attack in e.effects.attacks.items():
            _add(out, text_message("encounter", e.id, f"attack-{aid}"), Text.model_validate(attack.name))
        for i, clause in enumerate(e.effects.tactics, start=1):
            _add(out, text_message("encounter", e.id, f"tactic-{i}"), Text.model_validate(clause.text))
    for kind, cards in (("treasure", c.treasures), ("adventure-treasure", c.adventure_treasures)):
        for tr in cards.values():
            _add(out, name_message(kind, tr.id), tr.name)
            _add(out, name_message(f"{kind}-text", tr.id), tr.text)
    for tok in c.tokens.values():
        _add(out, name_message("token", tok.id), tok.name)
        for face in tok.faces:
            _add(out, name_message("token", f"{tok.id}-{face.id}"), face.name)
    for a in c.adventures.values():
        _add(out, name_message("adventure", a.id), a.name)
        _add(out, text_message("adventure", a.id, "intro"), a.intro)
        _add(out, text_message("adventure", a.id, "goal"), a.goal)
        for i, ev in enumerate(a.events, start=1):
            _add(out, text_message("adventure", a.id, f"event-{i}"), ev.text)
        for rule in a.rules:
            _add(out, text_message("adventure", a.id, f"rule-{rule.kind}"), rule.text)
        for i, goal in enumerate(a.victory, start=1):
            _add(out, text_message("adventure", a.id, f"victory-{i}"), goal.text)
        for i, goal in enumerate(a.defeat, start=1):
            _add(out, text_message("adventure", a.id, f"defeat-{i}"), goal.text)
    for ch in c.chambers.values():
        _add(out, name_message("chamber", ch.id), ch.name)
        _add(out, text_message("chamber", ch.id), ch.text)
        _add(out, text_message("chamber", ch.id, "objective"), ch.objective.text)
    for b in c.bonus_cards.values():
        _add(out, name_message("bonus", b.id), b.name)
        _add(out, text_message("bonus", b.id, "feat"), b.feat)
        _add(out, text_message("bonus", b.id, "reward"), b.reward)
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
