"""Damage dice (seed L484-490; ruling A49): HP ×3/×4/×3, each point of damage one d4/d6/d6,
rolled on the table's dice stream and shown in the log."""

import pytest

from rules.core import InvalidActionError
from rules.core.rng import derive
from rules.ravenloft.commands import Attack, Use
from rules.ravenloft.conditions import damage_hero
from rules.ravenloft.options import resolve_rules
from rules.ravenloft.variants.dice.play import SCALINGS
from rules.ravenloft.xp import level_up
from tests.rules.ravenloft.engine_helpers import CAT, GAME
from tests.rules.ravenloft.variants.xplore.xv_helpers import act, codes, monster, table


def faces(state, n, start=0):
    d = state.dice
    return [derive(f"{d.seed:064x}", start + k, 1, d.die) for k in range(n)]


@pytest.mark.parametrize(("variant", "factor", "die"), [("dice-a", 3, 4), ("dice-b", 4, 6), ("dice-c", 3, 6)])
def test_the_three_scalings(variant, factor, die):
    """L488 « multiplier TOUS les HP par 3 et TOUS les dégats par 4 et utiliser un D4 »; L489
    « par 4 et utiliser un D6 »; L490 « par 3 et utiliser un D6 »."""
    assert SCALINGS[variant] == (factor, die)
    s = table(variant, 2, ("kat", "arjhan"))
    assert [(h.hp, h.max_hp, h.surge_value) for h in s.heroes] == [(8 * factor, 8 * factor, 4 * factor),
                                                                   (10 * factor, 10 * factor, 5 * factor)]
    assert (s.dice.factor, s.dice.die) == (factor, die)


def test_a_hit_rolls_one_die_per_point_of_damage_on_scaled_monster_hp():
    """A49: the power's 1 damage becomes 1d4; the gargoyle's 2 HP become 6."""
    s = table("dice-a")
    monster(s, "gargoyle", (4, 1))
    s, ev = act(s, Attack(power="deep_cut", target="E2"), 20)  # 2 damage: 2d4
    rolled = next(e for e in ev if e.code == "cr-dice-damage")
    expected = faces(s, 2)
    assert rolled.params["faces"] == expected and rolled.params["total"] == sum(expected)
    assert rolled.params["dice"] == 2 and rolled.params["die"] == 4 and s.dice.rolls == 2
    gone = sum(expected) >= 6
    assert ("cr-monster-defeated" in codes(ev)) is gone
    if not gone:
        assert s.figures[-1].damage == sum(expected)
        assert GAME.view(s, 0).monsters[-1].max_hp == 6


def test_damage_to_a_hero_is_rolled_too():
    s = table("dice-b")
    expected = faces(s, 3)
    ev = damage_hero(s, 0, 3, source="monster")
    assert ev[0].code == "cr-dice-damage" and ev[0].params["faces"] == expected
    assert s.heroes[0].hp == 32 - sum(expected)


def test_the_same_table_rolls_the_same_dice_on_replay():
    a, b = table("dice-c"), table("dice-c")
    assert a.dice.seed == b.dice.seed
    assert damage_hero(a, 0, 2) == damage_hero(b, 0, 2)


def test_heals_are_scaled_but_a_surge_value_once():
    """A49: heals (potions, Healing Word) scale like every HP value; the surge value already is."""
    s = table("dice-a", 2, ("kat", "thorgrim"))
    s.heroes[0].hp = 3
    s.heroes[0].items = ["potion#1"]
    s, _ = act(s, Use(item="potion"))  # 2 HP ×3
    assert s.heroes[0].hp == 9
    s.turn.hero = 1
    s.heroes[0].hp = 1
    s, _ = act(s, Use(power="healing_word", target="kat"))  # Kat's surge value, 4 ×3
    assert s.heroes[0].hp == 13


def test_level_two_adds_scaled_hp():
    s = table("dice-a")
    level_up(s, CAT, 0)
    assert s.heroes[0].max_hp == 24 + 2 * 3 and s.heroes[0].surge_value == 12 + 3


def test_without_dice_nothing_changes():
    s = table("")
    assert s.dice is None and s.heroes[0].hp == 8
    assert damage_hero(s, 0, 2)[0].code == "cr-hero-hurt" and s.heroes[0].hp == 6


def test_two_scalings_are_refused_with_the_slot_named():
    with pytest.raises(InvalidActionError) as err:
        resolve_rules(["dice-a", "dice-b"])
    assert err.value.code == "cr-variant-conflict" and err.value.params["slot"] == "damage"


@pytest.mark.parametrize("other", ["revised", "mika", "temps"])
def test_dice_combine_with_every_exploration_variant(other):
    assert resolve_rules([other, "dice-c"])["damage"] == "dice-c"


def test_an_objects_marker_shows_its_scaled_hp_left():
    from rules.ravenloft.state import Token

    s = table("dice-b")
    s.tokens.append(Token(uid=s.uid(), kind="object", id="coffin", square=(5, 1), ac=10, hp=2, damage=3))
    assert GAME.view(s, 0).markers[-1].count == 2 * 4 - 3


@pytest.mark.parametrize(("variant", "factor"), [("", 1), ("dice-b", 4)])
def test_a_monster_card_shows_its_hp_as_the_table_plays_it(variant, factor):
    """`/cr card`: the gargoyle's 2 HP read 8 under dice-b (×4), in the text and on the card."""
    s = table(variant)
    info = GAME.info(s, 0, "card", {"id": "gargoyle"})
    assert [e.params["hp"] for e in info.events if e.code == "cr-monster-card"] == [2 * factor]
    assert dict(info.view.card.stats)["hp"] == str(2 * factor)
