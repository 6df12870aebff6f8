"""The hero phase with the seed's numbers and scripted dice (checklist B16-B47, B56-B62)."""

import pytest

from rules.core import RuleError
from rules.ravenloft.commands import Attack, Disarm, End, LevelUp, Move, Pass, Use
from rules.ravenloft.state import Figure, Token
from tests.rules.ravenloft.engine_helpers import GAME, Dice, new


def act(state, action, *faces, seat=None):
    seat = state.heroes[state.turn.hero].seat if seat is None else seat
    t = GAME.apply(state, seat, action, Dice(*faces))
    return t.state, t.events


def codes(events):
    return [e.code for e in events]


def monster(state, kind, sq, uid=900):
    state.figures.append(Figure(uid=uid, kind=kind, square=sq, card=f"{kind}#1"))
    state.heroes[state.turn.hero].cards.append(f"{kind}#1")


def test_a_hero_moves_up_to_its_speed_and_not_onto_another_hero():
    """B25 « un nombre de cases égal à sa vitesse », B29 « pas vous y arrêter »."""
    s = new(2, ["arjhan", "kat"], adventure="2")  # Arjhan speed 5 on D2, Kat on E2
    assert s.heroes[0].square == (3, 1) and s.heroes[1].square == (4, 1)
    with pytest.raises(RuleError) as err:
        act(s, Move(to="E2"))
    assert err.value.code == "cr-cannot-move-there"
    s2, ev = act(s, Move(to="H2"))  # 4 squares east, through Kat's square
    assert s2.heroes[0].square == (7, 1) and ev[0].params["steps"] == 4


def test_move_attack_attack_move_or_move_move_only():
    """B17: « déplacez vous et faites une attaque … attaquez … et déplacez vous … deux fois »."""
    s = new(1, ["arjhan"], adventure="2")
    monster(s, "zombie", (4, 1))
    s, _ = act(s, Attack(power="cleave", target="E2"), 1)  # a miss
    with pytest.raises(RuleError) as err:
        act(s, Attack(power="cleave", target="E2"), 1)
    assert err.value.code == "cr-no-attack-left"
    s, _ = act(s, Move(to="A1"))
    with pytest.raises(RuleError) as err:
        act(s, Move(to="B1"))
    assert err.value.code == "cr-no-move-left"
    s = new(1, ["arjhan"], adventure="2")
    s, _ = act(s, Move(to="A1"))
    s, _ = act(s, Move(to="A4"))
    assert s.heroes[0].square == (0, 3)


def test_a_hit_needs_d20_plus_bonus_at_least_the_ac():
    """B39 « supérieur ou égal à la CA de la cible »: Cleave +6 against a Zombie's AC 11."""
    s = new(1, ["arjhan"], adventure="2")
    monster(s, "zombie", (4, 1))
    s2, ev = act(s, Attack(power="cleave", target="E2"), 4)  # 4 + 6 = 10 < 11
    att = next(e for e in ev if e.code == "cr-attack")
    assert (att.params["total"], att.params["hit"], att.params["damage"]) == (10, False, 0) and att.irreversible
    assert len(s2.figures) == 1
    s3, ev = act(s, Attack(power="cleave", target="E2"), 5)  # 5 + 6 = 11 hits
    assert "cr-monster-defeated" in codes(ev) and s3.figures == []


def test_a_defeated_monster_s_card_goes_to_the_common_xp_pile_with_one_treasure():
    """B41 « placez sa carte dans la pile d'XP commune », B56 one treasure."""
    s = new(1, ["arjhan"], adventure="2")
    monster(s, "zombie", (4, 1))
    treasures = len(s.treasures.cards)
    s, ev = act(s, Attack(power="cleave", target="E2"), 15)
    assert s.xp_pile == ["zombie#1"] and s.heroes[0].cards == []
    assert "cr-treasure" in codes(ev) and s.turn.treasure_drawn
    assert len(s.treasures.cards) == treasures - 1


def test_only_one_treasure_per_turn():
    """B56 « Vous ne gagnez qu'une carte Trésor par tour »."""
    s = new(1, ["immeril"], adventure="2")
    s.figures += [Figure(uid=901, kind="zombie", square=(2, 0)), Figure(uid=902, kind="wolf", square=(6, 2))]
    s.turn.treasure_drawn = True
    s, ev = act(s, Attack(power="magic_missile", target="C1"), 19)
    assert "cr-no-more-treasure" in codes(ev) and "cr-treasure" not in codes(ev)


def test_range_is_counted_in_tiles():
    """B38: Magic Missile reaches 3 tiles; a monster 4 tiles away is out of range."""
    s = new(1, ["immeril"], adventure="2")
    s.figures.append(Figure(uid=901, kind="zombie", square=(7, 3)))
    s2, ev = act(s, Attack(power="magic_missile", target="H4"), 3)  # 3 + 8 = 11 >= 11
    assert s2.figures == []
    s.figures[0].square = (30, 30)
    with pytest.raises(RuleError):
        act(s, Attack(power="magic_missile", target="H4"), 3)


def test_an_area_power_attacks_each_monster_of_the_tile_and_misses_still_hurt():
    """Fireball 7/3 miss 1: one d20 per monster (B39), miss damage on a miss."""
    s = new(1, ["immeril"], adventure="2")
    s.figures += [Figure(uid=901, kind="gargoyle", square=(5, 0)), Figure(uid=902, kind="wraith", square=(6, 3))]
    s, ev = act(s, Attack(power="fireball", target="F1"), 2, 2)  # both miss: 9 < 16, 9 < 15
    atts = [e for e in ev if e.code == "cr-attack"]
    assert [a.params["damage"] for a in atts] == [1, 1]
    assert [f.damage for f in s.figures] == [1, 1]
    assert next(p for p in s.heroes[0].powers if p.id == "fireball").used  # B34 a daily turns over


def test_an_at_will_power_is_never_turned_over_and_a_brute_strike_stays_on_a_miss():
    """B35 « ne retournez pas cette carte »; Brute Strike is not flipped on a miss."""
    s = new(1, ["arjhan"], adventure="2")
    monster(s, "gargoyle", (4, 1))
    s2, _ = act(s, Attack(power="brute_strike", target="E2"), 1)
    assert not next(p for p in s2.heroes[0].powers if p.id == "brute_strike").used
    s3, _ = act(s, Attack(power="brute_strike", target="E2"), 15)
    assert next(p for p in s3.heroes[0].powers if p.id == "brute_strike").used
    s4, _ = act(s, Attack(power="cleave", target="E2"), 15)
    assert not next(p for p in s4.heroes[0].powers if p.id == "cleave").used


def test_a_natural_20_offers_level_2_for_5_xp_paid_with_this_attack_s_xp():
    """B60 « Les XP donnés par un Monstre peuvent être utilisés immédiatement », B61 +2 HP."""
    s = new(1, ["arjhan"], adventure="2")
    monster(s, "wraith", (4, 1))
    s.figures[0].damage = 1
    s.xp_pile = ["wolf#1", "zombie#2"]  # 2 XP; the wraith brings 3
    s.heroes[0].hp = 7
    s, ev = act(s, Attack(power="cleave", target="E2"), 20)
    assert "cr-natural-20" in codes(ev)
    assert GAME.prompts(s)[0].kind == "cr-level-up"
    s, ev = act(s, LevelUp(daily="precise_strike"))
    h = s.heroes[0]
    # 7 HP, +1 from the Short Rest drawn as this turn's treasure, +2: damage stays (B61)
    assert (h.level, h.ac, h.surge_value, h.max_hp, h.hp) == (2, 18, 6, 12, 10)
    assert s.xp_pile == [] and "precise_strike" in [p.id for p in h.powers]


def test_no_level_offer_without_5_xp():
    s = new(1, ["arjhan"], adventure="2")
    monster(s, "zombie", (4, 1))
    s, ev = act(s, Attack(power="cleave", target="E2"), 20)
    assert "cr-natural-20" not in codes(ev) and not s.pending


def test_declining_the_level_keeps_the_xp():
    s = new(1, ["arjhan"], adventure="2")
    monster(s, "wraith", (4, 1))
    s.xp_pile = ["wolf#1", "zombie#2", "zombie#3", "wolf#2", "wolf#3"]
    s, _ = act(s, Attack(power="cleave", target="E2"), 20)
    s, _ = act(s, Pass())
    assert s.heroes[0].level == 1 and len(s.xp_pile) == 5


def test_disarm_replaces_the_attack_and_trap_expert_adds_5():
    """B47 « au lieu d'attaquer »; Kat's +5; Thieves' Tools +4 (B72)."""
    s = new(1, ["kat"], adventure="2")
    s.heroes[0].items = []
    s.tokens.append(Token(uid=950, kind="trap", id="dart_trap", square=(2, 2)))
    s.heroes[0].cards.append("dart_trap#1")
    s2, ev = act(s, Disarm(), 9)  # 9 + 5 = 14 < 15
    assert not ev[0].params["success"] and s2.tokens
    s3, ev = act(s, Disarm(), 10)
    assert ev[0].params["success"] and not [t for t in s3.tokens if t.kind == "trap"]
    assert s3.heroes[0].cards == [] and s3.encounters.discard == ["dart_trap#1"]
    with pytest.raises(RuleError):
        act(s3, Attack(power="deft_strike", target="A1"))
    s.heroes[0].items = ["tools#1"]
    s4, ev = act(s, Disarm(), 6)  # 6 + 5 + 4 = 15
    assert ev[0].params["success"]


def test_healing_word_heals_a_hero_anywhere_by_their_surge_value():
    """B74: no range limit, no line of sight."""
    s = new(2, ["thorgrim", "kat"], adventure="2")
    s.heroes[1].square = (7, 3)
    s.heroes[1].hp = 1
    s2, _ = act(s, Use(power="healing_word", target="kat"))
    assert s2.heroes[1].hp == 5  # 1 + Kat's surge value 4
    assert next(p for p in s2.heroes[0].powers if p.id == "healing_word").used  # B36 like a daily


def test_a_hero_at_zero_hp_lies_down_and_is_healed_up():
    """B43 « couchez sa figurine … S'il est soigné , redressez le »."""
    from rules.ravenloft.conditions import damage_hero, heal_hero

    s = new(1, ["kat"], adventure="2")
    ev = damage_hero(s, 0, 10)
    assert s.heroes[0].hp == 0 and s.heroes[0].down and ev[-1].code == "cr-hero-down"
    assert damage_hero(s, 0, 2) == []  # no further damage
    ev = heal_hero(s, 0, 3)
    assert s.heroes[0].hp == 3 and ev[-1].code == "cr-hero-up"


def test_a_hero_starting_at_zero_hp_spends_a_surge_or_the_party_loses():
    """B44: regain HP equal to the surge value; without a surge, defeat."""
    s = new(1, ["kat"], adventure="2")
    s.heroes[0].hp = 0
    s.turn.phase = "villain"
    from rules.ravenloft.turns import start_turn

    start_turn(s, GAME.cat, 0, Dice())
    assert (s.heroes[0].hp, s.surges) == (4, 1)
    s.heroes[0].hp = 0
    s.surges = 0
    start_turn(s, GAME.cat, 0, Dice())
    assert s.over == "defeat" and GAME.result(s).reason == "cr-no-surge"


def test_slowed_and_immobilized_limit_the_move_not_the_attack():
    """B30: Ralenti (speed 2) and Immobilisé (0) leave attacks alone; they end with the phase."""
    s = new(1, ["kat"], adventure="2")
    s.heroes[0].conditions = ["slowed"]
    with pytest.raises(RuleError):
        act(s, Move(to="G2"))  # 3 squares
    s2, _ = act(s, Move(to="F2"))
    assert s2.heroes[0].square == (5, 1)
    s.heroes[0].conditions = ["immobilized"]
    from rules.ravenloft.hero_phase import legal_moves

    assert legal_moves(s, GAME.cat, 0) == {}
    monster(s, "zombie", (4, 2))
    s3, _ = act(s, Attack(power="deft_strike", target="E3"), 10)
    assert s3.figures == []
    s4, _ = act(s3, End())
    assert s4.heroes[0].conditions == []


def test_a_dazed_hero_moves_or_attacks_only():
    """B31 « il ne peut accomplir qu'une de ces deux actions »."""
    s = new(1, ["kat"], adventure="2")
    s.heroes[0].conditions = ["dazed"]
    s, _ = act(s, Move(to="D1"))
    with pytest.raises(RuleError):
        act(s, Move(to="C1"))


def test_poison_hurts_before_the_surge_check_and_ends_on_10_or_more():
    """B32: 1 damage at the start of the hero phase; d20 10+ at its end removes the token."""
    s = new(1, ["kat"], adventure="2")
    s.heroes[0].conditions = ["poisoned"]
    s.heroes[0].hp = 1
    s.turn.phase = "villain"
    from rules.ravenloft.conditions import end_of_hero_phase, start_of_hero_phase

    ev = start_of_hero_phase(s, GAME.cat, 0)
    assert [e.code for e in ev] == ["cr-hero-hurt", "cr-hero-down", "cr-surge"] and s.heroes[0].hp == 4
    end_of_hero_phase(s, 0, Dice(9))
    assert "poisoned" in s.heroes[0].conditions
    ev = end_of_hero_phase(s, 0, Dice(10))
    assert "poisoned" not in s.heroes[0].conditions and ev[0].params == {"hero": "kat", "hero_name": ["cr-hero-kat"], "face": 10, "cured": True}


def test_a_lying_hero_takes_no_poison_damage():
    """Ruling A10."""
    s = new(1, ["kat"], adventure="2")
    s.heroes[0].conditions = ["poisoned"]
    s.heroes[0].hp = 0
    from rules.ravenloft.conditions import start_of_hero_phase

    ev = start_of_hero_phase(s, GAME.cat, 0)
    assert [e.code for e in ev] == ["cr-surge"] and s.heroes[0].hp == 4


def test_an_item_drawn_is_kept_or_given_once():
    """B57 « décidez si vous le gardez ou si vous le donnez »."""
    s = new(2, ["arjhan", "kat"], adventure="2")
    s.treasures.cards.append("potion#9")
    monster(s, "zombie", (4, 2))
    s, ev = act(s, Attack(power="cleave", target="E3"), 12)
    assert GAME.prompts(s)[0].kind == "cr-treasure-give"
    from rules.ravenloft.commands import Give

    s, _ = act(s, Give(to="kat"))
    assert "potion#9" in s.heroes[1].items and not s.pending


def test_defender_and_lore_bonuses_apply_on_their_tile():
    from rules.ravenloft.combat import attack_bonus
    from rules.ravenloft.conditions import hero_ac

    s = new(3, ["arjhan", "immeril", "kat"], adventure="2")
    for h in s.heroes:
        h.items = []
    s.heroes[1].square = (2, 1)  # Immeril beside Arjhan and Kat on the start's west half
    assert hero_ac(s, GAME.cat, 2) == 14 + 1  # Arjhan on the tile
    assert attack_bonus(s, GAME.cat, 2) == 1  # Immeril on the tile
    assert hero_ac(s, GAME.cat, 0) == 17  # not for himself
    s.heroes[2].square = (6, 1)  # the start tile's other half: another tile
    assert hero_ac(s, GAME.cat, 2) == 14 and attack_bonus(s, GAME.cat, 2) == 0


def test_the_shared_monster_type_s_card_goes_to_the_attacker_or_the_left():
    """B42 « le premier joueur à gauche du joueur actif à posséder ce type »."""
    s = new(3, ["arjhan", "immeril", "kat"], adventure="2")
    s.heroes[2].cards = ["zombie#2"]
    s.heroes[1].cards = ["zombie#3"]
    s.figures.append(Figure(uid=901, kind="zombie", square=(4, 1)))
    s, _ = act(s, Attack(power="cleave", target="E2"), 15)
    assert s.xp_pile == ["zombie#3"] and s.heroes[1].cards == []


def test_action_surge_gives_one_move_or_attack_not_a_whole_turn():
    """B76 « Action Surge permet une attaque supplémentaire ou un déplacement »; B72: an item
    drawn after the attack gives no extra action by itself."""
    s = new(1, ["arjhan"], adventure="2")
    monster(s, "zombie", (4, 1))
    s.treasures.cards.append("action_surge#1")
    s, _ = act(s, Move(to="D1"))
    s, ev = act(s, Attack(power="cleave", target="E2"), 15)
    assert s.turn.extra == ["any"] and "cr-treasure-played" in codes(ev)
    s, _ = act(s, Move(to="A1"))
    assert s.turn.extra == []
    with pytest.raises(RuleError):
        act(s, Move(to="B1"))


def test_an_item_with_attack_numbers_attacks_once_instead_of_the_attack():
    """The Necklace of Fireballs: each monster on a tile within 1, then it is used up."""
    from rules.ravenloft.commands import Use

    s = new(1, ["kat"], adventure="2")
    s.heroes[0].items = ["necklace#1"]
    s.figures += [Figure(uid=901, kind="zombie", square=(5, 0)), Figure(uid=902, kind="wolf", square=(6, 3))]
    s, ev = act(s, Use(item="necklace", target="F1"), 10, 10)
    assert [e.params["total"] for e in ev if e.code == "cr-attack"] == [15, 15]
    assert s.figures == [] and s.heroes[0].items == [] and s.heroes[0].spent_items == ["necklace#1"]
    assert s.turn.actions == ["attack"]


def test_cleave_hurts_a_second_monster_of_the_tile_on_a_hit():
    """Cleave (B73's FAQ: « sa seconde cible (mais qui doit être un monstre) »)."""
    s = new(1, ["arjhan"], adventure="2")
    monster(s, "zombie", (4, 1))
    s.figures.append(Figure(uid=901, kind="wraith", square=(6, 2)))
    s, ev = act(s, Attack(power="cleave", target="E2"), 15)
    assert [f.kind for f in s.figures] == ["wraith"] and s.figures[0].damage == 1


def test_backstab_deep_cut_and_snipe_shot():
    """+1 damage flanked (Backstab); 2 damage hit or miss flanked (Deep Cut); +2 to hit exactly
    1 tile away (Snipe Shot)."""
    s = new(2, ["kat", "arjhan"], adventure="2")
    s.heroes[0].square, s.heroes[1].square = (2, 1), (2, 3)
    s.figures.append(Figure(uid=901, kind="wraith", square=(2, 2)))
    s2, ev = act(s, Attack(power="backstab", target="C3"), 10)
    assert next(e for e in ev if e.code == "cr-attack").params["damage"] == 2 and s2.figures == []
    s3, ev = act(s, Attack(power="deep_cut", target="C3"), 1)
    assert next(e for e in ev if e.code == "cr-attack").params["damage"] == 2
    s.figures[0].square = (5, 1)
    s4, ev = act(s, Attack(power="snipe_shot", target="F2"), 6)
    assert next(e for e in ev if e.code == "cr-attack").params["total"] == 6 + 7 + 2


def test_trapping_strike_pulls_the_monster_next_to_the_hero_before_attacking():
    s = new(1, ["arjhan"], adventure="2")
    s.heroes[0].powers.append(s.heroes[0].powers[0].model_copy(update={"id": "trapping_strike"}))
    s.figures.append(Figure(uid=901, kind="wraith", square=(7, 3)))
    s, ev = act(s, Attack(power="trapping_strike", target="H4"), 2)
    assert max(abs(s.figures[0].square[0] - 3), abs(s.figures[0].square[1] - 1)) == 1
    assert [e.code for e in ev][:3] == ["cr-uses-power", "cr-pulled", "cr-attack"]


def test_careful_attack_deals_its_damage_without_a_roll():
    s = new(1, ["allisa"], adventure="2")
    s.heroes[0].powers.append(s.heroes[0].powers[0].model_copy(update={"id": "careful_attack"}))
    monster(s, "zombie", (4, 1))
    s, ev = act(s, Attack(power="careful_attack", target="E2"))
    assert s.figures == [] and "cr-attack" not in codes(ev) and "cr-auto-damage" in codes(ev)


def test_deft_strike_moves_two_squares_before_attacking():
    """Deft Strike: « move 2 squares first » (the square nearest the hero next to the monster)."""
    s = new(1, ["kat"], adventure="2")
    s.heroes[0].square = (3, 1)
    s.figures.append(Figure(uid=901, kind="zombie", square=(6, 1)))
    s2, ev = act(s, Attack(power="deft_strike", target="G2"), 10)
    assert s2.heroes[0].square == (5, 0)  # 2 squares; F1, F2, F3 tie: the first row
    assert s2.figures == [] and s2.turn.actions == ["attack"]
    s.figures[0].square = (7, 3)
    with pytest.raises(RuleError):
        act(s, Attack(power="deft_strike", target="H4"), 10)
