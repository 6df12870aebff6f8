"""The fr and en catalogs have the same ids and variables, and every id the code uses."""

import re
from pathlib import Path

from fluent.syntax import FluentParser, ast

from rules.krosmaster import KROSMASTER
from rules.krosmaster.model import KrosOptions
from rules.krosmaster.table import NAMED

ROOT = Path(__file__).resolve().parents[3] / "rules" / "krosmaster"


def _variables(node, out):
    if isinstance(node, ast.VariableReference):
        out.add(node.id.name)
    if isinstance(node, ast.BaseNode):
        for value in vars(node).values():
            if isinstance(value, list):
                for v in value:
                    _variables(v, out)
            else:
                _variables(value, out)
    return out


def catalog(lang):
    """Every message of the game's catalogs in ``lang`` (all its .ftl files) and its variables."""
    out = {}
    for path in sorted((ROOT / "locales" / lang).glob("*.ftl")):
        res = FluentParser().parse(path.read_text(encoding="utf-8"))
        assert not [e for e in res.body if isinstance(e, ast.Junk)], f"{lang}/{path.name}: syntax errors"
        out.update({m.id.name: _variables(m, set()) for m in res.body if isinstance(m, ast.Message)})
    return out


def used_ids():
    src = "".join(p.read_text(encoding="utf-8") for p in ROOT.glob("*.py"))
    ids = {}
    for m in re.finditer(r'(?:RuleError|InvalidActionError)\("(kros-[a-z0-9-]+)"((?:[^()]|\([^()]*\))*)\)', src):
        ids.setdefault("err-" + m.group(1), set()).update(re.findall(r"(\w+)=", m.group(2)))
    for m in re.finditer(r'(?:self|t)\.ev\(\s*"([a-z0-9-]+)"((?:[^()]|\((?:[^()]|\([^()]*\))*\))*)\)', src):
        params = {p for p in re.findall(r"(\w+)=", m.group(2)) if p not in ("irreversible", "visible_to")}
        ids.setdefault("ev-" + m.group(1), set()).update(params)
    return ids


def test_same_ids_and_variables():
    fr, en = catalog("fr"), catalog("en")
    assert fr.keys() == en.keys()
    for k in fr:
        assert fr[k] == en[k], k


def test_every_used_id_is_in_the_catalogs():
    fr = catalog("fr")
    for mid, params in used_ids().items():
        assert mid in fr, mid
        # the service adds ``player`` (the seat's name) to events that carry a ``seat``, and
        # Table.named the names of the ids (``unit`` -> ``unit_name``, ``faces`` -> ``faces_shown``)
        given = params | ({"player"} if "seat" in params else set())
        given |= {f"{p}_{suffix}" for p in params if p in NAMED for suffix in ("name", "names", "shown", "count")}
        assert fr[mid] <= given, (mid, fr[mid], params)
    for phase in ("draft", "arena", "side", "deploy", "inspiration", "tension-target", "activation", "summon-order",
                  "trigger-order", "gift"):
        assert f"prompt-kros-{phase}" in fr
    assert "game-krosmaster" in fr
    for field in KrosOptions.model_fields:
        assert f"gameopt-krosmaster-{field}" in fr, field
    for cmd in KROSMASTER.commands:
        assert f"cmd-kros-{cmd.name}" in fr
        for opt in cmd.options:
            assert f"opt-kros-{cmd.name}-{opt.name}" in fr


def test_ids_are_lowercase_hyphenated():
    for mid in catalog("fr"):
        assert re.fullmatch(r"[a-z0-9-]+", mid), mid
