"""What the engine supports but the box never uses (issue 16, part 5): Rapproche, Attire, Vole
PM, Vole PA, wound costs (tested in test_rulebook) stay tested with spells of our own making.
The rulebook's traps (« PIONS PIÈGE ») describe a kind of token no card of the box summons:
docs/rulings/krosmaster.md, « Traps »."""

from __future__ import annotations

from rules.krosmaster.content import Range, Spell, SpellEffect
from tests.rules.krosmaster.helpers import cell, table, unit


def _spell(kind: str, n: int = 1) -> Spell:
    return Spell(id=f"test-{kind}", name=f"Test {kind}", kind="attack", cost_pa=2,
                 range=Range(kind="classic", min=1, max=4), effects=(SpellEffect(kind=kind, n=n),))  # type: ignore[arg-type]


def test_attire_pulls_the_target_towards_the_caster():
    t = table([(0, "anna-tommy", "E5"), (1, "oscar-nak", "E8")])
    t.cast(unit(t, "anna-tommy"), _spell("attire", 2), cell("E8"))
    assert unit(t, "oscar-nak").pos == cell("E6") and unit(t, "anna-tommy").pos == cell("E5")


def test_attire_stops_before_an_obstacle():
    t = table([(0, "anna-tommy", "E5"), (1, "oscar-nak", "E8")], decor=[("bush", "E7")])
    t.cast(unit(t, "anna-tommy"), _spell("attire", 2), cell("E8"))
    assert unit(t, "oscar-nak").pos == cell("E8")


def test_rapproche_moves_the_caster_towards_the_target():
    t = table([(0, "anna-tommy", "E5"), (1, "oscar-nak", "E8")])
    t.cast(unit(t, "anna-tommy"), _spell("rapproche", 2), cell("E8"))
    assert unit(t, "anna-tommy").pos == cell("E7") and unit(t, "oscar-nak").pos == cell("E8")


def test_vole_pm_and_vole_pa_move_markers_from_the_target_to_the_caster():
    t = table([(0, "anna-tommy", "E5"), (1, "oscar-nak", "E7")])
    anna, oscar = unit(t, "anna-tommy"), unit(t, "oscar-nak")
    anna.pa = 8
    t.cast(anna, _spell("vole_pm"), cell("E7"))
    assert (oscar.markers_pm, anna.markers_pm) == (-1, 1)
    t.cast(anna, _spell("vole_pa", 2), cell("E7"))
    assert (oscar.markers_pa, anna.markers_pa) == (-2, 2)
    assert anna.pa == 4  # both costs paid
