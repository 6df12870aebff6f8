"""Every line the interpreter writes has a message in both languages with exactly its params."""

from __future__ import annotations

import re
from pathlib import Path

from rules.core.i18n import file_variables, t
from rules.ravenloft.tactics.reasoning import summary_event, why_events

PKG = Path(__file__).resolve().parents[3] / "rules" / "ravenloft"


def catalog(lang: str) -> dict[str, set[str]]:
    # without the grammatical gender French reads for agreement (names.py) and English needs not
    return {k: {v for v in vs if not v.endswith("_gender")}
            for k, vs in file_variables(PKG / "locales" / lang / "cr-villain.ftl").items()}


def test_both_catalogs_have_the_same_ids_and_variables() -> None:
    assert catalog("fr") == catalog("en")


def test_every_code_the_villain_modules_use_has_a_message() -> None:
    fr = catalog("fr")
    sources = "\n".join(p.read_text(encoding="utf-8") for p in (PKG / "tactics").glob("*.py"))
    sources += "".join(p.read_text(encoding="utf-8") for p in PKG.glob("*.py")
                       if p.name in ("villain_phase.py", "encounters.py"))
    used = set(re.findall(r"\"(cr-(?:why|act)-[a-z0-9-]*[a-z0-9])\"", sources))
    used |= set(re.findall(r'code="(cr-[a-z0-9-]+)"', sources))
    assert len(used) > 20
    for code in used:
        assert f"ev-{code}" in fr, code
    errors = set(re.findall(r'RuleError\("(cr-[a-z0-9-]+)"', sources))
    prompts = set(re.findall(r'kind="(cr-[a-z0-9-]+)"', sources))
    assert "cr-bad-answer" in errors and not prompts  # the engine's Pending kinds ask the players
    assert "prompt-cr-tie" in fr  # the engine's prompt for the villain phase's ``tie``
    for code in errors - {"cr-answer-first"}:  # the engine's message
        assert f"err-{code}" in fr, code
    engine = file_variables(PKG / "locales" / "fr" / "cr-engine.ftl")  # the reaction prompt is the engine's
    for code in prompts:
        assert f"prompt-{code}" in fr or f"prompt-{code}" in engine, code
    from rules.ravenloft.tactics.language import When

    for name in When.model_fields:
        code = name.replace("_", "-").rstrip("-")
        assert f"ev-cr-why-t-{code}" in fr, name
        assert f"val-cr-reason-{code}" in fr, name


def test_the_records_of_real_activations_read_in_both_languages() -> None:
    from tests.rules.ravenloft.test_tactics_interpreter import (
        GARGOYLE,
        Actor,
        Attack,
        Figure,
        Scripted,
        ToyWorld,
        activate,
        heroes,
        row_of_tiles,
        sq,
        wolf,
        zombie,
    )

    fr = catalog("fr")
    acts, events = [], []
    scenes = [
        (ToyWorld(row_of_tiles(2), heroes(kat="B2", allisa="D2"), {"z1": Figure("zombie", sq("C2"), 1, 1)}),
         zombie, [9]),
        (ToyWorld(row_of_tiles(2), heroes(kat="B2"), {"wolf1": Figure("wolf", sq("F2"), 1, 1)}), wolf, [7]),
        (ToyWorld(row_of_tiles(3), heroes(kat="B2"), {"z1": Figure("zombie", sq("J2"), 1, 1)}), zombie, []),
    ]
    for world, make, dice in scenes:
        ev, act = activate(world, make(world), Scripted(dice))
        acts.append(act)
        events += ev
    world = ToyWorld(row_of_tiles(2), heroes(allisa="A1", kat="D4"), {"g1": Figure("gargoyle", sq("B3"), 2, 2)})
    gargoyle = Actor(kind="monster", id="g1", card="gargoyle", name={"fr": "Gargouille", "en": "Gargoyle"},
                     square=sq("B3"), tactics=GARGOYLE, controller=1,
                     attacks={"claws": Attack(name={"fr": "Griffes", "en": "Claws"}, bonus=8, damage=2, miss_damage=1)})
    ev, act = activate(world, gargoyle, Scripted([7, 5]))
    acts.append(act)
    events += ev
    events += why_events(acts) + [summary_event(a) for a in acts] + why_events([])
    seen = set()
    for e in events:
        assert fr[f"ev-{e.code}"] <= set(e.params) | ({"player"} if "seat" in e.params else set()), e.code
        seen.add(e.code)
        for lang in ("fr", "en"):
            text = t(lang, f"ev-{e.code}", {"player": "Bob", **e.params})
            assert "{" not in text and "cr-" not in text and "ev-" not in text, text
    assert {"cr-why-tie", "cr-act-attack", "cr-act-move", "cr-why-move-tile", "cr-why-each",
            "cr-why-header-held", "cr-why-nothing", "cr-monster-attack"} <= seen
    line = t("en", "ev-cr-act-attack", summary_event(acts[0]).params)
    assert line == "Zombie attacks Kat (adjacent to a hero; Allisa too, tie broken by turn order)"
    line = t("fr", "ev-cr-act-attack", summary_event(acts[3]).params)
    assert line == "Gargouille attaque Allisa, Kat (un héros sur sa section)"
