"""The engine's catalogs: same ids and variables in French and English, every id used present."""

import re
from pathlib import Path

from fluent.syntax import FluentParser, ast

from rules.ravenloft.commands import COMMANDS
from rules.ravenloft.events import NAMED
from rules.ravenloft.options import CROptions

ROOT = Path(__file__).resolve().parents[3] / "rules" / "ravenloft"
ENGINE = ("adventures", "adventure_special", "adventure_texts", "adventure_tokens", "board", "chambers", "catalog", "combat", "commands", "conditions", "dungeon", "end", "events", "exploration",
          "game", "hero_phase", "info", "legal", "options", "pointing", "setup", "state", "treasure", "turns", "xp")


def _variables(node, out):
    if isinstance(node, ast.VariableReference):
        out.add(node.id.name)
    if isinstance(node, ast.BaseNode):
        for value in vars(node).values():
            for v in value if isinstance(value, list) else [value]:
                _variables(v, out)
    return out


def catalog(lang):
    # the engine's catalog and the variants' (a variant's commands and options live in its own file)
    files = [ROOT / "locales" / lang / "cr-engine.ftl", *sorted((ROOT / "locales" / lang).glob("cr-var-*.ftl")),
             *sorted((ROOT / "locales" / lang).glob("cr-campaign*.ftl")),
             *sorted((ROOT / "locales" / lang).glob("cr-adventures*.ftl"))]
    res = FluentParser().parse("\n".join(f.read_text(encoding="utf-8") for f in files))
    assert not [e for e in res.body if isinstance(e, ast.Junk)], f"{lang}: syntax errors"
    return {m.id.name: _agreeing(_variables(m, set())) for m in res.body if isinstance(m, ast.Message)}


def _agreeing(found):
    """The variables without the grammatical gender (``<x>_gender``, names.py), which French reads
    for agreement (« Kat est ralentie ») and English needs not."""
    return {v for v in found if not v.endswith("_gender")}


def used_ids():
    src = "".join((ROOT / f"{m}.py").read_text(encoding="utf-8") for m in ENGINE)
    ids = {}
    for m in re.finditer(r'(?:RuleError|InvalidActionError)\(\s*"(cr-[a-z0-9-]+)"((?:[^()]|\([^()]*\))*)\)', src):
        ids.setdefault("err-" + m.group(1), set()).update(re.findall(r"(\w+)=", m.group(2)))
    for m in re.finditer(r'\bev\(\s*"([a-z0-9-]+)"((?:[^()]|\((?:[^()]|\([^()]*\))*\))*)\)', src):
        params = {p for p in re.findall(r"(\w+)=", m.group(2)) if p not in ("irreversible", "visible_to", "announce")}
        ids.setdefault("ev-cr-" + m.group(1), set()).update(params)
    for m in re.finditer(r'label="((?:opt|choice|btn)-cr-[a-z0-9-]+)"', src):
        ids.setdefault(m.group(1), set())
    return ids


def test_same_ids_and_variables():
    fr, en = catalog("fr"), catalog("en")
    assert fr.keys() == en.keys()
    for k in fr:
        assert fr[k] == en[k], k


def test_every_used_id_is_in_the_catalogs():
    fr = catalog("fr")
    used = used_ids()
    assert len(used) > 60
    for mid, params in used.items():
        assert mid in fr, mid
        if mid.startswith(("err-", "ev-")):  # labels' params are checked by the pointing tests
            given = params | {f"{k}_name" for k in params if k in NAMED}  # events.ev adds the names
            assert fr[mid] <= given, (mid, fr[mid], params)
    for what in ("move", "attack"):
        assert f"err-cr-no-{what}-left" in fr
    for kind in ("hero-phase", "explore", "level-up", "treasure-give", "encounter-cancel"):
        assert f"prompt-cr-{kind}" in fr
    assert "game-ravenloft" in fr
    for field in CROptions.model_fields:
        assert f"gameopt-ravenloft-{field}" in fr, field
    for cmd in COMMANDS:
        assert f"cmd-cr-{cmd.name}" in fr
        for opt in cmd.options:
            assert f"opt-cr-{cmd.name}-{opt.name}" in fr


def test_every_ending_has_its_message():
    fr = catalog("fr")
    for kind in ("start-turn-on", "defeat", "destroy", "pick-up", "escape", "turns", "flag"):
        assert f"end-cr-victory-{kind}" in fr and f"end-cr-defeat-{kind}" in fr
    assert "end-cr-no-surge" in fr and "end-cr-defeat-left" in fr


def test_ids_are_lowercase_hyphenated():
    for mid in catalog("fr"):
        assert re.fullmatch(r"[a-z0-9_-]+", mid), mid


def test_names_are_read_in_each_language():
    """An id players read gets its content name in the reader's language (val-cr-... ids)."""
    from rules.core import i18n
    from rules.ravenloft.events import ev

    e = ev("monster-defeated", monster="wolf", kinds={"monster": "monster"})
    assert e.params == {"monster": "wolf", "monster_name": ["cr-monster-wolf"]}
    assert i18n.t("fr", "ev-cr-monster-defeated", e.params) == "Loup est vaincu !"
    assert i18n.t("en", "ev-cr-monster-defeated", e.params) == "Wolf is defeated!"
