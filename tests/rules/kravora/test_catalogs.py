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


@pytest.mark.parametrize("msg,params,fr,en", [
    ("kra-choice-line", {"line": 2, "count": 1}, "Ligne 2 (1 ennemi)", "Line 2 (1 enemy)"),
    ("kra-choice-line", {"line": 2, "count": 3}, "Ligne 2 (3 ennemis)", "Line 2 (3 enemies)"),
    ("kra-pic-shield", {"count": 2}, "2 boucliers", "2 shields"),
    ("kra-pic-shield", {"count": 1}, "1 bouclier", "1 shield"),
    ("kra-pic-kills", {"count": 1}, "compteur 1", "count 1"),
    ("ev-kra-eliminated", {"player": "Alice"}, "Le mur d'Alice tombe : Alice quitte la partie !",
     "Alice's wall falls: Alice is out!"),
    ("ev-kra-canon", {"player": "a", "target": "b", "line": 4, "count": 1, "price": 1},
     "Canon : a envoie 1 fantoche en ligne 4 chez b (−1L)", "Canon: a sends 1 fantoche to line 4 of b (−1L)"),
    ("ev-kra-kill-bonus", {"players": ["a"], "count": 1, "kills": 3, "gain": 5},
     "Phase 2 : +5L pour a (compteur d'unités tuées et envoyées : 3)",
     "Phase 2: +5L for a (counter of units killed and sent: 3)"),
    ("ev-kra-last-fortress", {"players": ["a"], "count": 1}, "Fin de partie : a garde la dernière forteresse debout !",
     "Game over: a keeps the last fortress standing!"),
    ("kra-pic-to-play", {"players": "a", "step": "l'attaque (3.1)"}, "À jouer : a · l'attaque (3.1)",
     "To play: a · l'attaque (3.1)"),
    ("kra-pic-b-caserne", {}, "Cas", "Cas"),  # the same code as the menus' « Caserne » in both languages
    ("ev-kra-why-kills", {"player": "a", "unit": "Costaud", "line": 2, "kills": 0, "damage": 1, "blood": 4},
     "🤖 a : sa défense tient ; un tué rapporte du sang et départage les murs égaux : Costaud en ligne 2 ajoute "
     "un dégât sans tué à sa prochaine attaque, le plus pour ses 4L",
     "🤖 a: its defence holds; a kill pays blood and breaks a tie between equal walls: Costaud on line 2 adds "
     "1 damage but no kill to its next attack, the most for its 4L"),
    ("ev-kra-why-kills", {"player": "a", "unit": "Long bras", "line": 1, "kills": 2, "damage": 3, "blood": 9},
     "🤖 a : sa défense tient ; un tué rapporte du sang et départage les murs égaux : Long bras en ligne 1 ajoute "
     "2 tués (3 dégâts) à sa prochaine attaque, le plus pour ses 9L",
     "🤖 a: its defence holds; a kill pays blood and breaks a tie between equal walls: Long bras on line 1 adds "
     "2 kills (3 damage) to its next attack, the most for its 9L"),
    ("ev-kra-why-canon", {"player": "a", "target": "b", "wall": 7, "count": 1, "line": 4},
     "🤖 a : b a le mur le plus haut (7) et aucun de ses défenseurs ne peut frapper sa ligne 4 : un fantoche y va, "
     "il frappera son mur à chaque tour",
     "🤖 a: b has the highest wall (7) and no defender of theirs can strike their line 4: one fantoche goes there, "
     "it will strike their wall every turn"),
])
def test_plurals_and_words_of_issue_25(msg, params, fr, en):
    assert (i18n.t("fr", msg, params), i18n.t("en", msg, params)) == (fr, en)
