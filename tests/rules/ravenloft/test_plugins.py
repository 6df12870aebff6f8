"""The variants as plug-ins (issue 23, item 5): the base rules read alone, asking named slots
(rules/ravenloft/plugins.py) where a variant changes a step; each variant is a package that
fills them."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import rules.ravenloft  # noqa: F401  (the game and every variant: they fill the slots)
from rules.core import Rng, SeatInfo
from rules.ravenloft import GAME, plugins
from rules.ravenloft.options import PRESETS

ROOT = Path(__file__).resolve().parents[3] / "rules" / "ravenloft"
#: a test of a variant's state, rule or option, or an import of a variant
BRANCH = re.compile(r"state\.(barkam|geno|xplore|dice|acr2|strahd|sheets)\b|state\.rules\b"
                    r"|options\.(barkam_|acr2_|strahd)|\"strahd\" in|from \.+variants|ravenloft\.variants")
#: modules around the rules that still read the variants' state (views, texts, campaigns, the
#: computer's seats; state.py holds the variants' states as fields); the rules are not here
AROUND = {"campaign.py", "campaign_state.py", "commands.py", "info_cards.py",
          "options.py", "plugins.py", "state.py", "viewing.py", "whispers.py"}


def branches(path: Path) -> list[str]:
    return [f"{path.name}:{n}: {line.strip()}" for n, line in enumerate(path.read_text().splitlines(), 1)
            if BRANCH.search(line)]


def test_the_base_rules_never_test_a_variant() -> None:
    base = [p for p in [*ROOT.glob("*.py"), *ROOT.glob("tactics/*.py")] if p.name not in AROUND]
    assert len(base) > 40
    assert [b for p in base for b in branches(p)] == []


def test_a_branch_on_a_variant_is_found() -> None:
    """The search above can fail: a line testing Geno Warcry's state or importing it is caught."""
    assert BRANCH.search("    if state.geno is not None:") and BRANCH.search("from .variants.geno import x")
    assert not BRANCH.search("    if plugins.encounter_due(state) is not None:")


def test_each_variant_is_its_own_package() -> None:
    folders = sorted(p.name for p in (ROOT / "variants").iterdir() if (p / "__init__.py").exists())
    assert folders == ["acr2", "barkam", "dice", "geno", "hybrid", "strahd", "xplore"]
    assert len(PRESETS) == 20


def test_every_slot_is_asked_by_the_base_rules_and_filled_by_a_variant() -> None:
    base = "".join(p.read_text() for p in [*ROOT.glob("*.py"), *ROOT.glob("tactics/*.py")] if p.name != "plugins.py")
    callers = {"setup": "set_up", **{s: s for s in ("setup_decks", "setup_items", "setup_first")}}
    asked = {s for s in plugins.SLOTS if f"plugins.{callers.get(s, s)}(" in base or f'"{s}"' in base}
    assert sorted(set(plugins.SLOTS) - asked) == ["high_levels"]  # asked as plugins.high_level(
    assert "plugins.high_level(" in base
    assert [s for s in plugins.SLOTS if not plugins.HOOKS[s]] == []
    with pytest.raises(ValueError, match="unknown plug-in slot"):
        plugins.register("weather", "rain", 1, lambda: None)


def test_no_hook_answers_for_a_variant_not_played() -> None:
    """In a base game every slot answers as the base rules: no variant claims a step."""
    s = GAME.setup(GAME.parse_options({"adventure": "2"}), [SeatInfo(index=i, name=f"p{i}") for i in range(2)],
                   Rng("5e" * 32))
    cat = GAME.cat
    assert plugins.encounter_due(s) is None and plugins.encounter_card(s) is None
    assert plugins.legal_moves(s, cat, 0) is None and plugins.move_points(s) == []
    assert plugins.villains(s) is None and plugins.next_turn(s, cat, Rng("00" * 32)) is None
    assert plugins.damage(s, 3, "kat", "hero") == (3, []) and plugins.hp_factor(s) == 1
    assert plugins.level_offer(s, cat, 0) is None and plugins.high_level(s) is None
    assert plugins.table_step(s) is None and plugins.defeat_winners(s) == []
    assert plugins.seat_range([], 1, 5) == (1, 5) and plugins.seat_range(["strahd"], 1, 5) == (3, 6)
