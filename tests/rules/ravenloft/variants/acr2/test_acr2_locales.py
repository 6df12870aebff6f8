"""The acr2 and hybrid catalogs: same ids and variables in both languages, every id the
variants' modules use is present, and /help lists both variants."""

import re
from pathlib import Path

from rules.core import i18n
from tests.rules.ravenloft.test_engine_locales import catalog

ROOT = Path(__file__).resolve().parents[5] / "rules" / "ravenloft"
MODULES = ("acr2/presets", "acr2/leveling", "acr2/table", "hybrid/creation", "hybrid/sheets", "hybrid/presets")


def used_ids():
    src = "".join((ROOT / "variants" / f"{m}.py").read_text(encoding="utf-8") for m in MODULES)
    ids = set(re.findall(r'(?:RuleError|InvalidActionError)\(\s*"(cr-[a-z0-9-]+)"', src))
    out = {"err-" + i for i in ids}
    out |= {"ev-cr-" + i for i in re.findall(r'\bev\(\s*"([a-z0-9-]+)"', src)}
    out |= set(re.findall(r'"((?:opt|choice)-cr-[a-z0-9-]+)"', src))
    out |= {f"prompt-cr-create-{m}" for m in ("custom", "hybrid")} | {"prompt-cr-acr2-level", "prompt-cr-acr2-surge", "end-cr-acr2-all-dead"}
    return out


def test_both_languages_hold_the_same_ids_and_variables():
    assert catalog("fr") == catalog("en")


def test_every_id_used_is_there():
    fr = catalog("fr")
    missing = sorted(i for i in used_ids() if i not in fr)
    assert not missing
    assert len(used_ids()) > 25


def test_races_and_classes_read_in_each_language():
    assert i18n.t("fr", "ev-cr-hero-created", {"hero_name": ["brom"], "race_name": ["cr-race-dwarf"],
                                               "classes_name": ["cr-class-wizard"], "ac": 14, "hp": 6,
                                               "speed": 5, "surge": 3}) == \
        "brom est créé : Nain magicien, CA 14, 6 HP, vitesse 5, sursaut 3."


MINE = ("acr2", "acr2-encounters", "acr2-heroes", "acr2-initiative", "acr2-levels", "acr2-play", "acr2-tokens",
        "hybrid", "hybrid-heroes")


def test_help_lists_each_variant_on_one_line():
    from bot.shared.command_names import CommandNames
    from bot.shared.help import help_text

    for lang in ("fr", "en"):
        page = help_text(lang, CommandNames(), "ravenloft")
        for vid in MINE:
            assert sum(1 for x in page.splitlines() if x.startswith(f"  ◦ {vid} — ")) == 1, (vid, page)
