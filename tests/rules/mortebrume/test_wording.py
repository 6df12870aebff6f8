"""What a player reads: spells by their names in each language, counts with their plural rule."""

from __future__ import annotations

import pytest

from rules.core.i18n import t
from rules.mortebrume import GAME
from rules.mortebrume.choosing import card_events
from rules.mortebrume.content import content

from .helpers import Dice, act, battle

NAMES = {"fr": "Boule de feu", "en": "Fireball"}


def shaman():
    """The blood shaman (boule_de_feu 8, entrave 7) facing two pillards 10 cm north."""
    return battle([("chaman", 20.0, 20.0, 0.0), ("pillard", 5.0, 5.0, 0.0)],
                  [("pillard", 19.5, 32.0, 180.0), ("pillard", 23.0, 32.0, 180.0)])


def spell_labels(state, lang: str) -> set[str]:
    """Every label of the spell step of the shaman's menus, read in ``lang``."""
    tree = GAME.choice_tree(state, 0)
    list(tree.leaves())  # a lazy tree: open every fighter
    out: set[str] = set()
    stack = [tree]
    while stack:
        node = stack.pop()
        for opt in node.options:
            if opt.label == "choice-mb-spell-name":
                out.add(t(lang, opt.label, opt.params))
            if opt.node is not None:
                stack.append(opt.node)
    return out


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_spell_menu_shows_the_spells_names_not_their_ids(lang: str) -> None:
    labels = spell_labels(shaman(), lang)
    assert labels == {NAMES[lang], {"fr": "Entrave", "en": "Fetters"}[lang]}


def test_every_spell_of_the_content_has_a_name_in_both_languages() -> None:
    for sid in content().spells:
        for lang in ("fr", "en"):
            name = t(lang, "mb-spell-name", spell=sid)
            assert name != sid and "_" not in name, (lang, sid, name)


def test_spell_suggestions_read_as_names_and_match_a_typed_name() -> None:
    state = shaman()
    assert GAME.suggestion_label(state, "act", "spell", "boule_de_feu") == "Boule de feu"
    assert GAME.suggestion_label(state, "act", "spell", "boule_de_feu", "en") == "Fireball"  # the reader's language
    assert GAME.suggestion_label(state, "act", "spell", "B1", "en") is None
    assert GAME.autocomplete(state, 0, "act", "spell", "boule de", {}) == ["boule_de_feu"]


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_declared_spell_event_and_reaction_prompt_name_the_spell(lang: str) -> None:
    state = shaman()
    tr = act(state, 0, Dice(), fighter="A1", action="spell", spell="boule_de_feu", target="B1", facing="n", power="1")
    declared = next(e for e in tr.events if e.code == "mb-declared")
    text = t(lang, "ev-mb-declared", declared.params)
    assert NAMES[lang] in text and "boule_de_feu" not in text
    prompt = next(p for p in GAME.prompts(tr.state) if p.kind == "mb-reaction")
    text = t(lang, "prompt-mb-reaction", prompt.params)
    assert f"({ {'fr': 'sort', 'en': 'spell'}[lang] } {NAMES[lang]})" in text


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_card_lists_spells_by_name(lang: str) -> None:
    state = shaman()
    (card,) = card_events(state, state.fighters[0])
    text = t(lang, "ev-mb-card", card.params)
    assert f"{NAMES[lang]} 8, {({'fr': 'Entrave', 'en': 'Fetters'})[lang]} 7" in text


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_spell_errors_name_the_spell(lang: str) -> None:
    assert t(lang, "err-mb-spell-gone", spell="boule_de_feu").startswith(NAMES[lang] + " ")
    assert t(lang, "err-mb-spell-no-zone", spell="boule_de_feu").startswith(NAMES[lang] + " ")


PLAIN_HIT = {"base": 1, "halved": "no", "extra": [], "extra_sum": 0, "absorbed": "no", "doubled": "no", "lost": "no"}
CASES = [
    ("fr", 1, "ev-mb-hit", {"wounds": 1, "armour": 0, "special": "no", "trait": "-", **PLAIN_HIT}, "damage", "(1 dégât − 0 d'armure)"),
    ("fr", 2, "ev-mb-hit", {"wounds": 1, "armour": 0, "special": "no", "trait": "-", **PLAIN_HIT}, "damage", "(2 dégâts − 0 d'armure)"),
    ("en", 1, "ev-mb-hit", {"wounds": 1, "armour": 0, "special": "no", "trait": "-", **PLAIN_HIT}, "damage", "(1 damage − 0 armour)"),
    ("en", 2, "ev-mb-hit", {"wounds": 1, "armour": 0, "special": "no", "trait": "-", **PLAIN_HIT}, "damage", "(2 damage − 0 armour)"),
    ("fr", 1, "ev-mb-healed", {"dice": "4", "sides": 6, "gained": 1}, "points", "soigné : 1 point, 4"),
    ("fr", 2, "ev-mb-healed", {"dice": "4", "sides": 6, "gained": 1}, "points", "soigné : 2 points, 4"),
    ("en", 1, "ev-mb-healed", {"dice": "4", "sides": 6, "gained": 1}, "points", "cared for: 1 point, 4"),
    ("en", 2, "ev-mb-healed", {"dice": "4", "sides": 6, "gained": 1}, "points", "cared for: 2 points, 4"),
    ("fr", 0, "ev-mb-sees", {"seen": "-"}, "count", "A1 ne voit personne"),
    ("en", 0, "ev-mb-sees", {"seen": "-"}, "count", "A1 sees nobody"),
    ("fr", 1, "ev-mb-sees", {"seen": "B1"}, "count", "voit 1 combattant : B1"),
    ("fr", 2, "ev-mb-sees", {"seen": "B1"}, "count", "voit 2 combattants : B1"),
    ("en", 1, "ev-mb-sees", {"seen": "B1"}, "count", "sees 1 fighter: B1"),
    ("en", 2, "ev-mb-sees", {"seen": "B1"}, "count", "sees 2 fighters: B1"),
    ("fr", 1, "err-mb-heal-too-many", {}, "most", "Au plus 1 point pour"),
    ("fr", 2, "err-mb-heal-too-many", {}, "most", "Au plus 2 points pour"),
    ("en", 1, "err-mb-heal-too-many", {}, "most", "At most 1 point for"),
    ("en", 2, "err-mb-heal-too-many", {}, "most", "At most 2 points for"),
    ("fr", 1, "ev-mb-end-turns", {"a": 5}, "b", "contre 1 point de horde"),
    ("fr", 2, "ev-mb-end-turns", {"a": 5}, "b", "contre 2 points de horde"),
    ("en", 1, "ev-mb-end-turns", {"a": 5}, "b", "against 1 horde point still"),
    ("en", 2, "ev-mb-end-turns", {"a": 5}, "b", "against 2 horde points still"),
    ("fr", 1, "end-mb-scenario-turns", {"scn": "X", "sa": 0, "sb": 0}, "turns", "au bout de 1 tour,"),
    ("fr", 2, "end-mb-scenario-turns", {"scn": "X", "sa": 0, "sb": 0}, "turns", "au bout de 2 tours,"),
    ("en", 1, "end-mb-scenario-turns", {"scn": "X", "sa": 0, "sb": 0}, "turns", "after 1 turn,"),
    ("en", 2, "end-mb-scenario-turns", {"scn": "X", "sa": 0, "sb": 0}, "turns", "after 2 turns,"),
    ("fr", 1, "ev-mb-opening", {"scenario": "none", "scn": "-", "leader": "no", "goal": 0, "turns": 0}, "limit",
     "debout, 1 tour au plus."),
    ("fr", 2, "ev-mb-opening", {"scenario": "none", "scn": "-", "leader": "no", "goal": 0, "turns": 0}, "limit",
     "debout, 2 tours au plus."),
    ("en", 1, "ev-mb-opening", {"scenario": "none", "scn": "-", "leader": "no", "goal": 0, "turns": 0}, "limit",
     "standing, 1 turn at most."),
    ("en", 2, "ev-mb-opening", {"scenario": "none", "scn": "-", "leader": "no", "goal": 0, "turns": 0}, "limit",
     "standing, 2 turns at most."),
    ("fr", 1, "ev-mb-opening", {"scenario": "x", "scn": "X", "leader": "no", "limit": 0, "turns": 9}, "goal",
     "; 1 point gagne,"),
    ("en", 1, "ev-mb-opening", {"scenario": "x", "scn": "X", "leader": "no", "limit": 0, "turns": 9}, "goal",
     "; 1 point wins,"),
]


@pytest.mark.parametrize(("lang", "n", "msg", "params", "var", "expected"), CASES)
def test_counts_follow_their_plural_rule(lang: str, n: int, msg: str, params: dict, var: str, expected: str) -> None:
    text = t(lang, msg, {**params, "who": "A1", var: n})
    assert expected in text, text


@pytest.mark.parametrize(("lang", "expected"), [("fr", "A1 échoue (échec automatique, total 5)"),
                                                ("en", "A1 misses (automatic failure, total 5)")])
def test_an_automatic_failure_reads_as_such_not_as_needing_0(lang: str, expected: str) -> None:
    assert t(lang, "ev-mb-miss", who="A1", need=0, total=5) == expected
    assert t(lang, "ev-mb-miss", who="A1", need=6.5, total=5) != expected


@pytest.mark.parametrize(("lang", "lost", "expected"), [
    ("fr", 1, "A1 recule de 1 cm, 1 cm bloqué"), ("fr", 2, "A1 recule de 1 cm, 2 cm bloqués"),
    ("en", 1, "A1 is pushed back 1 cm, 1 cm blocked"), ("en", 2, "A1 is pushed back 1 cm, 2 cm blocked"),
    ("fr", 0, "A1 recule de 1 cm")])
def test_a_push_blocked_by_one_cm_agrees(lang: str, lost: int, expected: str) -> None:
    assert t(lang, "ev-mb-pushed", who="A1", cm=1, lost=lost, into="") == expected


@pytest.mark.parametrize(("lang", "expected"), [
    ("fr", ("vétéran", "arme longue", "2 étourdissant", "consigne demander", "bonne distance 1,5–2,5 cm",
            "bouclier pavois (+2)")),
    ("en", ("veteran", "long weapon", "2 stunning", "order ask", "best distance 1,5–2,5 cm", "shield pavois (+2)")),
])
def test_the_profile_card_names_rank_weapon_kind_trait_and_order(lang, expected):
    """`/mb card`: the rank, the weapon's kind, its special strike and the standing order read as words."""
    from rules.core import i18n

    params = {"who": "A1 X", "horde": "abelberien", "rank": "veteran", "cost": 12, "physique": 3, "max": 3,
              "weapon": "epee", "skill": 4, "kind": "long", "damage": 2, "trait": "etourdissant", "reach": 0,
              "second": "-", "shield": "pavois", "esquive": 3, "band": "1,5–2,5", "protection": 2, "armure": 2, "move": 10, "encumbrance": 0, "volonte": 3,
              "size": 2, "spells": "-", "order": "ask"}
    text = i18n.t(lang, "ev-mb-card", params)
    assert all(part in text for part in expected), text
    assert "etourdissant" not in text and " long," not in text and "allonge 0" not in text and "reach 0" not in text


@pytest.mark.parametrize(("lang", "expected"), [("fr", "A1 Guéorwen ne voit personne"), ("en", "A1 Guéorwen sees nobody")])
def test_a_fighter_who_sees_nobody_says_so(lang: str, expected: str) -> None:
    state = battle([("gueorwen", 20.0, 20.0, 0.0)], [("ecorcheur", 20.0, 5.0, 0.0)])  # the enemy behind him
    (event,) = GAME.info(state, 0, "sees", {"fighter": "A1"}).events
    assert event.params["count"] == 0 and t(lang, f"ev-{event.code}", event.params) == expected
