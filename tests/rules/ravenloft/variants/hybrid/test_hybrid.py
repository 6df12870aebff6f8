"""Hybrid heroes (seed L861-920): the merge rules with the box cards' numbers, the balance of
the hand, the level-up, the presets."""

import pytest

from rules.core import InvalidActionError, Rng, SeatInfo
from rules.ravenloft import GAME
from rules.ravenloft.options import resolve_rules
from rules.ravenloft.variants.actions import Create
from rules.ravenloft.variants.hybrid import creation, sheets


def test_merge_takes_lower_ac_half_hp_kept_speed_half_surge():
    # Arjhan 17 AC 10 HP speed 5 surge 5; Immeril 14 AC 6 HP speed 6 surge 3 (the box cards)
    arjhan, immeril = (17, 10, 5, 5), (14, 6, 6, 3)
    assert sheets.merge_stats(immeril, arjhan) == (14, 8, 6, 4)  # Eladrin kept: Immeril's speed 6
    assert sheets.merge_stats(arjhan, immeril) == (14, 8, 5, 4)  # Dragonborn kept: Arjhan's speed 5
    # Thorgrim 17/10/5/5 + Kat 14/8/6/4: (10+8)//2 = 9 HP, (5+4)//2 = 4 (rounded down)
    assert sheets.merge_stats((17, 10, 5, 5), (14, 8, 6, 4)) == (14, 9, 5, 4)


def test_the_seeds_example_hand_two_at_wills_one_utility_one_daily():
    # « deux Pouvoirs à Volonté, un Utilitaire et un Quotidien » : two from each class (L885)
    assert sheets.hybrid_counts("fighter", "wizard") == {"at_will": 2, "daily": 1, "utility": 1}
    sheet = sheets.hybrid_sheet("eladrin", ["fighter", "wizard"],
                                ["cleave", "magic_missile", "bodyguard", "fireball"], "Vael")
    assert (sheet.ac, sheet.hp, sheet.speed, sheet.surge) == (14, 8, 6, 4)
    assert sheet.powers == ["cleave", "magic_missile", "bodyguard", "fireball", "fey_step"]
    assert sheet.daily_from == "wizard"
    assert sheet.hero == "immeril.vael"  # the Eladrin card's: its Lore ability


def test_counts_keep_the_higher_of_each_kind():
    # Thorgrim: 2 at-will, 1 daily, 2 utility (Healing Word counted); Allisa: 2, 1, 1
    assert sheets.hybrid_counts("cleric", "ranger") == {"at_will": 2, "daily": 1, "utility": 2}


def test_unbalanced_hand_refused():
    with pytest.raises(InvalidActionError) as err:
        sheets.hybrid_sheet("eladrin", ["fighter", "wizard"], ["cleave", "tide_of_iron", "bodyguard", "fireball"])
    assert err.value.code == "cr-hybrid-unbalanced"
    with pytest.raises(InvalidActionError) as err:
        sheets.hybrid_sheet("eladrin", ["fighter", "wizard"], ["cleave", "magic_missile", "bodyguard"])
    assert err.value.code == "cr-power-count" and err.value.params["kind"] == "daily"


def test_race_from_one_of_the_two_cards_and_its_racial_power():
    with pytest.raises(InvalidActionError) as err:
        sheets.hybrid_sheet("dwarf", ["fighter", "wizard"], [])
    assert err.value.code == "cr-hybrid-race"
    drake = sheets.hybrid_sheet("dragonborn", ["fighter", "wizard"], [])
    assert "dragons_breath" in drake.powers and "fey_step" not in drake.powers
    assert (drake.speed, drake.hero.split(".")[0]) == (5, "arjhan")


def test_suggested_hand_is_balanced():
    hand = sheets.suggested_hybrid(["cleric", "ranger"])
    sheets.check_balance(["cleric", "ranger"], hand, sheets.hybrid_counts("cleric", "ranger"))
    assert len(hand) == 5


def test_presets_and_the_levels_slot():
    assert resolve_rules(["hybrid"])["heroes"] == "hybrid" and resolve_rules(["hybrid"])["levels"] == "hybrid"
    assert resolve_rules(["hybrid-heroes", "acr2-levels"])["levels"] == "acr2"
    with pytest.raises(InvalidActionError) as err:
        resolve_rules(["hybrid", "acr2-levels"])
    assert err.value.code == "cr-variant-conflict" and err.value.params["slot"] == "levels"


def table(n=2, adventure="2"):
    seats = [SeatInfo(index=i, name=f"p{i}") for i in range(n)]
    return GAME.setup(GAME.parse_options({"adventure": adventure, "variants": ["hybrid"]}), seats, Rng("ef" * 32))


def test_creation_step_then_level_up_gives_the_other_classes_daily():
    state = table(1, "1")
    assert [p.kind for p in GAME.prompts(state)] == ["cr-create-hybrid"]
    t = GAME.apply(state, 0, Create(race="eladrin", classes="fighter,wizard",
                                    powers="cleave,magic_missile,bodyguard,fireball", name="Vael"), Rng("00" * 32))
    state = t.state
    h = state.heroes[0]
    assert (h.hero, h.ac, h.hp, h.speed, h.surge_value) == ("immeril.vael", 14, 8, 6, 4)
    assert GAME.prompts(state)[0].kind == "cr-hero-phase"  # the game began
    # a natural 20 with 5 XP: the base trigger, the hybrid's bonus (L887, L891)
    state.xp_pile = ["zombie#1", "zombie#2", "zombie#3", "wolf#1", "wolf#2"]
    from rules.ravenloft.combat import offer_level

    offer_level(state, GAME.cat, 0)
    acts = GAME.legal_actions(state, 0)
    dailies = sorted(a.daily for a in acts if a.type == "levelup")
    assert dailies == sorted(sheets.class_powers("fighter", "daily"))
    t = GAME.apply(state, 0, acts[0], Rng("00" * 32))
    h = t.state.heroes[0]
    assert (h.level, h.ac, h.max_hp, h.surge_value) == (2, 15, 10, 5)
    assert h.powers[-1].id in sheets.class_powers("fighter", "daily")


def test_ready_made_hybrid_at_the_deadline():
    state = table(2)
    assert [h.hero for h in state.heroes] == ["allisa.allisa-arjhan", "arjhan.arjhan-immeril"]
    view = GAME.view(state, None)
    assert (view.phase, view.active, view.heroes[0].name.en) == ("creation", "allisa.allisa-arjhan", "Allisa-Arjhan")
    assert view.heroes[0].title.fr == "Humain rôdeur/guerrier"
    assert GAME.zombie_action(state, 0).type == "pass"
    state = GAME.apply(state, 0, GAME.zombie_action(state, 0), Rng("00" * 32)).state
    assert [p.seat for p in GAME.prompts(state)] == [1]
    # Allisa (15/8/6/4, human) + Arjhan (17/10/5/5): 15 AC, 9 HP, speed 6, surge 4
    h = state.heroes[0]
    assert (h.ac, h.hp, h.speed, h.surge_value) == (15, 9, 6, 4)


def test_ability_of_the_kept_races_card():
    assert GAME.cat.heroes["immeril.vael"].ability == "lore"
    assert GAME.cat.heroes["arjhan.x"].ability == "defender"


def test_creation_by_pointing_and_autocomplete():
    state = table(1, "1")
    paths = GAME.choice_paths(state, 0)
    leaves = {(p.leaf.args.get("classes"), p.leaf.args.get("race")) for p in paths}
    assert ("fighter,wizard", "eladrin") in leaves and ("fighter,wizard", "dragonborn") in leaves
    assert ("fighter,wizard", "human") not in leaves
    assert len(paths) == 10 * 2 - 1 + 1  # 10 pairs, two races each but ranger+rogue (both human); keep
    assert GAME.autocomplete(state, 0, "create", "classes", "fig", {}) == [
        "fighter,ranger", "fighter,rogue", "fighter,wizard"]
    assert GAME.autocomplete(state, 0, "create", "race", "", {"classes": "fighter,wizard"}) == [
        "dragonborn", "eladrin"]
    got = GAME.autocomplete(state, 0, "create", "powers", "cleave,mag", {"classes": "fighter,wizard"})
    assert got == ["cleave,magic_missile"]


def test_refused_creation_changes_nothing():
    state = table(1, "1")
    with pytest.raises(InvalidActionError):
        GAME.apply(state, 0, Create(race="eladrin", classes="fighter,fighter"), Rng("00" * 32))
    assert creation.creating(state)
