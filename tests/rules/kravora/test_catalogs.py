"""Every message Kravora's rules and picture use exists in French and English."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from rules.core import i18n
from rules.kravora.content import BUILDINGS, RUSES
from rules.kravora.ai import WHY_CODES
from rules.kravora.game import ALLOWED

ROOT = Path(__file__).resolve().parents[3]
SOURCES = "\n".join(p.read_text(encoding="utf-8") for p in sorted((ROOT / "rules" / "kravora").glob("*.py")))
PICTURE = (ROOT / "render" / "kravora.py").read_text(encoding="utf-8")


def used_ids() -> set[str]:
    ids = {f"err-{m}" for m in re.findall(r'RuleError\(\s*"(kra-[a-z0-9-]+)"', SOURCES)}
    ids |= {f"ev-kra-{m}" for m in re.findall(r'\bev\(\s*"([a-z0-9-]+)"', SOURCES)}
    ids |= {f"ev-kra-{m}" for m in ("strike", "strike-wall", "strike-only-wall", "strike-none", "move",
                                     "move-blocked", "comet", "comet-wall", "comet-only-wall",
                                     "comet-none")} | {f"ev-kra-skip-{s}" for s in ("setup", "spend", "attack", "buy")}
    ids |= {f"ev-kra-why-{code}" for code in WHY_CODES}
    ids |= {m for m in re.findall(r'"(kra-choice-[a-z0-9-]+)"', SOURCES)}
    ids |= {f"kra-choice-done-{s}" for s in ALLOWED} | {f"kra-choice-mode-{m}" for m in ("advance", "attack")}
    ids |= {f"prompt-kra-{s}" for s in ALLOWED} | {f"val-kra-step-{s}" for s in ALLOWED}
    ids |= {f"val-kra-b-{b}" for b in BUILDINGS} | {f"val-kra-r-{r}" for r in RUSES}
    ids |= {f"kra-pic-b-{b}" for b in BUILDINGS} | {f"kra-pic-{m}" for m in re.findall(r'_word\(lang, "([a-z-]+)"', PICTURE)}
    ids |= {"end-kra-last-fortress", "end-kra-score", "end-kra-survival-limit", "game-kravora", "kra-form-propulsion", "kra-field-to"}
    return ids


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_every_message_used_exists(lang):
    ids = used_ids()
    assert len(ids) > 120
    missing = sorted(i for i in ids if not i18n.has(lang, i))
    assert missing == []


def test_the_scan_finds_what_it_should():
    assert "err-kra-rocaille-finish" in used_ids() and "ev-kra-sabotaged" in used_ids()
    assert "kra-pic-wall" in used_ids()
