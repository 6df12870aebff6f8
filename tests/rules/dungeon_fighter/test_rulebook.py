"""The rulebook's worked examples and rules, with its numbers."""

import pytest

from rules.core import RuleError
from rules.dungeon_fighter import GAME
from rules.dungeon_fighter import throw as T
from rules.dungeon_fighter.content import content
from rules.dungeon_fighter.game import title_for
from rules.dungeon_fighter.model import (
    Buy,
    GiveUp,
    Go,
    Heal,
    Next,
    Push,
    Recover,
    Scar,
    Throw,
    Vote,
)

from .helpers import in_combat, new_game, resolve


def codes(events):
    return [e.code for e in events]


# --- set-up -------------------------------------------------------------------------------
@pytest.mark.parametrize("difficulty,counts", [("facile", [4, 4, 4, 2]), ("normal", [3, 3, 3, 5]),
                                               ("infernal", [2, 2, 2, 8])])
def test_setup_tower_table(difficulty, counts):
    state, _ = new_game(difficulty=difficulty)
    assert [len(p) for p in state.tower] == counts
    c = content()
    for level, pile in enumerate(state.tower, start=1):
        assert all(c.monsters[m].level == level for m in pile)


def test_setup_dungeon_treasure_and_heroes():
    c = content()
    for k in range(12):
        state, _ = new_game(seed="%064x" % (k + 1))
        sides = [c.side(s) for s in state.sides]
        assert [s.end for s in sides] == [False, False, True]
        boards = {b.id for b in c.boards.values() for s in state.sides if s in (b.front.id, b.back.id)}
        assert len(boards) == 3  # three different boards
        assert (state.gold, state.white) == (2, 1)
        assert all(h.pv == 9 and h.max_pv == 9 for h in state.heroes)
        assert state.first == state.leader == 0 and not state.leader_defeated
        assert state.boss in c.bosses and not state.boss_revealed
        assert len(state.deck) == 53


def test_boss_hidden_from_view_until_reached():
    state, _ = new_game()
    assert GAME.view(state, 0).boss is None
    assert state.boss not in GAME.view(state, 0).model_dump_json()


# --- movement -----------------------------------------------------------------------------
def test_move_along_arrows_only_and_encounter_draws_top_level():
    state, rng = new_game()
    c = content()
    entry = c.side(state.sides[0]).entry
    assert GAME.successors(state) == [entry]
    top = state.tower[0][0]
    t = GAME.apply(state, 0, Go(room=entry), rng)
    st = t.state
    assert st.combat is not None and st.combat.monster == top and st.combat.pv == c.monsters[top].pv
    assert "df-encounter" in codes(t.events)
    # never backwards: the entry is not a successor of the next rooms
    st.phase, st.combat = "move", None
    nexts = GAME.successors(st)
    st.position = nexts[0]
    assert entry not in GAME.successors(st)
    st.position = entry
    with pytest.raises(RuleError):
        GAME.apply(st, 0, Go(room=c.side(state.sides[1]).entry), rng)


def test_leader_chooses_the_room():
    state, rng = new_game(leader=1)
    assert [p.seat for p in GAME.prompts(state)] == [1]
    with pytest.raises(RuleError):
        GAME.apply(state, 0, Go(room=GAME.successors(state)[0]), rng)


# --- the combat example (Torm, Randolph, Goldfinga vs Gobelin Commun) -----------------------
def test_gobelin_commun_card():
    g = content().monsters["gobelin_commun"]
    assert (g.pv, g.damage, g.gold, g.level, g.source) == (7, 1, 1, 1, "rulebook")


def test_combat_example_gobelin():
    state, rng = new_game()
    in_combat(state)
    cb = state.combat
    resolve(state, rng, 0, "red", 2)          # Torm: section 2, no hero symbol
    assert cb.pv == 5
    resolve(state, rng, 1, "blue", 3)         # Randolph: section 3
    assert cb.pv == 2
    ev = resolve(state, rng, 2, "green", 0)   # Goldfinga misses: 1 damage from the Gobelin
    assert state.heroes[2].pv == 8 and "df-hurt" in codes(ev)
    assert cb.dice == [] and state.combat.thrower == 0
    # Torm: every hero die is used; he takes a white die and lands on 4
    acts = GAME.legal_actions(state, 0)
    assert any(isinstance(a, Recover) for a in acts) and any(isinstance(a, Throw) and a.die == "white" for a in acts)
    ev = resolve(state, rng, 0, "white", 4)
    assert "df-defeated" in codes(ev)
    assert state.phase == "camp" and state.gold == 2 + 1  # the Gobelin's gold
    assert state.white == 0  # the white die went back to the general supply


def test_torm_red_die_and_helm_multiply_before_adding():
    state, rng = new_game()
    in_combat(state)
    state.heroes[0].equipment = ["heaume_de_bravoure"]
    ev = resolve(state, rng, 0, "red", 3, hero=True, weapons=["heaume_de_bravoure"], furie=True)
    dmg = [e for e in ev if e.code == "df-damage"][0]
    assert dmg.params["amount"] == 3 * 2 + 3 == 9
    assert "df-defeated" in codes(ev)
    assert state.heroes[0].pv == 8  # the ear lobe of the Blind Fury


def test_helm_and_dragon_breath_add_five():
    c = content()
    helm, breath = c.equipment["heaume_de_bravoure"], c.equipment["souffle_du_dragon"]
    assert helm.throws == ["en_aveugle"] and breath.throws == ["lancer_toupie"]
    assert helm.bonus.add + breath.bonus.add == 5
    state, rng = new_game()
    in_combat(state, "orque_bagarreur")
    state.heroes[0].equipment = ["heaume_de_bravoure", "souffle_du_dragon"]
    ev = resolve(state, rng, 0, "blue", 2, weapons=["heaume_de_bravoure", "souffle_du_dragon"])
    assert [e.params["amount"] for e in ev if e.code == "df-damage"] == [2 + 5]


def test_goldfinga_slots():
    s = content().heroes["goldfinga"].slots
    assert (s.weapon, s.armour, s.magic) == (2, 0, 1)


def test_coup_fatal_kills_even_the_boss():
    state, rng = new_game()
    in_combat(state, "goldrak", boss=True)
    ev = resolve(state, rng, 0, "blue", 10, hero=True)
    assert "df-coup-fatal" in codes(ev) and state.won is True
    res = GAME.result(state)
    assert res.termination == "victory" and res.params["score"] == GAME.score(state)


def test_centre_without_symbol_is_ten():
    state, rng = new_game()
    in_combat(state, "ours_hibou")
    ev = resolve(state, rng, 1, "blue", 10)
    assert [e.params["amount"] for e in ev if e.code == "df-damage"] == [10]


def test_recover_hurts_everyone_and_flips_leader():
    state, rng = new_game()
    in_combat(state, "orque_bagarreur")
    state.combat.dice = []
    state.white = 0
    t = GAME.apply(state, 0, Recover(), rng)
    st = t.state
    assert [h.pv for h in st.heroes] == [7, 7, 7]
    assert st.leader_defeated and st.combat.dice == ["red", "blue", "green"]
    # no bonus white dice when the leader is Vaincu, and the token is turned back
    st.combat.dice = ["green"]
    st.combat.pv = 1
    resolve(st, rng, 0, "red", 2)
    assert st.white == 0 and not st.leader_defeated


def test_unused_hero_dice_give_white_dice():
    state, rng = new_game()
    in_combat(state, "chauve_souris")
    resolve(state, rng, 0, "red", 4)
    assert state.phase == "camp" and state.white == 1 + 2


def test_final_boss_cannot_recover_and_no_white_loses():
    state, rng = new_game()
    in_combat(state, "goldrak", boss=True)
    state.white = 0
    resolve(state, rng, 0, "red", 1)
    resolve(state, rng, 1, "blue", 1)
    ev = resolve(state, rng, 2, "green", 1)
    assert state.phase == "over" and state.won is False and "df-defeat" in codes(ev)
    assert state.end_reason == "df-no-white-dice"


def test_all_heroes_out_loses():
    state, rng = new_game(heroes=("torm",))
    in_combat(state, "dragonnet")
    state.heroes[0].pv = 2
    ev = resolve(state, rng, 0, "red", 0)
    assert state.heroes[0].fainted and state.won is False and "df-fainted" in codes(ev)


# --- end of turn: scars -------------------------------------------------------------------
def test_fainted_hero_wakes_with_a_scar_and_third_scar_is_out():
    state, rng = new_game()
    in_combat(state)
    state.heroes[1].pv = 1
    state.combat.thrower = 1
    resolve(state, rng, 1, "blue", 0)
    assert state.heroes[1].fainted
    resolve(state, rng, 2, "green", 4)
    resolve(state, rng, 0, "red", 4)
    h = state.heroes[1]
    assert state.phase == "camp" and not h.fainted and h.max_pv == 6 and h.pv == 6 and h.scar_pending
    assert [p.kind for p in GAME.prompts(state)] == ["df-scar"]
    st = GAME.apply(state, 1, Scar(colour="blue"), rng).state
    assert st.heroes[1].scars == ["blue"]
    # a scarred ability no longer triggers
    assert GAME.ability(st, 1, "blue") is None
    # third scar: angelic hero
    st.heroes[1].scars = ["blue", "red"]
    st.heroes[1].fainted = True
    st.phase = "combat"
    in_combat(st)
    resolve(st, rng, 0, "red", 4)
    resolve(st, rng, 2, "green", 4)
    assert st.heroes[1].out


# --- special rooms ------------------------------------------------------------------------
def _room_of_kind(state, kind):
    c = content()
    for sid in state.sides:
        for r in c.side(sid).rooms:
            if r.kind == kind:
                return r.id
    raise LookupError(kind)


def test_shop_offers_three_plus_one_per_hero_and_prices():
    state, rng = new_game()
    in_combat(state, "chauve_souris", room=_room_of_kind(state, "shop"))
    resolve(state, rng, 0, "red", 4)
    assert len(state.shop) == 3 + 3
    state.gold = 5
    for h in state.heroes:
        h.pv = 5
    st = GAME.apply(state, 0, Heal(gold=2), rng).state
    assert [h.pv for h in st.heroes] == [7, 7, 7] and st.gold == 3
    st = GAME.apply(st, 0, Buy(item="white"), rng).state
    assert (st.white, st.gold) == (1 + 2 + 1, 1)
    with pytest.raises(RuleError):
        GAME.apply(st, 0, Buy(item="white"), rng)


def test_fountain_heals_everyone():
    state, rng = new_game()
    in_combat(state, "chauve_souris", room=_room_of_kind(state, "fountain"))
    for h in state.heroes:
        h.pv = 3
    resolve(state, rng, 0, "red", 4)
    assert [h.pv for h in state.heroes] == [9, 9, 9]


def test_perilous_room_imposes_its_throw():
    state, rng = new_game()
    room = _room_of_kind(state, "perilous")
    in_combat(state, "gobelin_commun", room=room)
    assert set(content().room(room).throws) <= set(GAME.imposed(state))


def test_nounours_double_rebond_room_and_helm_combine():
    # the rulebook's example: a Nounours (pichenette) in a perilous room (double rebond),
    # with the Heaume de Bravoure (en aveugle): the three conditions combine
    state, rng = new_game()
    assert content().room("a3").throws == ["double_rebond"]
    in_combat(state, "nounours", room="a3")
    state.heroes[0].equipment = ["heaume_de_bravoure"]
    plan = GAME._plan(state, 0, Throw(die="red", weapons=["heaume_de_bravoure"], bounce2=4))
    assert plan.conditions == ["double_rebond", "en_aveugle", "pichenette"] and plan.bounce2 == 4


def test_identical_conditions_count_once():
    state, rng = new_game()
    in_combat(state, "nounours", room="bx5")  # de_loin + pichenette room, pichenette monster
    state.heroes[0].equipment = ["fronde_de_poche"]  # pichenette weapon: still +2
    plan = GAME._plan(state, 0, Throw(die="red", weapons=["fronde_de_poche"]))
    assert plan.conditions == ["de_loin", "pichenette"]
    assert T.profile(["pichenette", "pichenette"]) == T.profile(["pichenette"])


# --- monsters' capacities -----------------------------------------------------------------
def test_small_target_zone_one_is_a_miss():
    assert T.zone_at(0, 90)[0] == T.RINGS[-1][1]
    assert T.zone_at(0, 90, small_target=True) == (0, "small")


def test_horde_always_one_damage():
    state, rng = new_game()
    in_combat(state, "essaim_de_moucherons")
    ev = resolve(state, rng, 1, "blue", 4)
    assert [e.params["amount"] for e in ev if e.code == "df-damage"] == [1]


def test_heal_on_miss_and_lose_gold_and_critical():
    state, rng = new_game()
    in_combat(state, "limace_visqueuse")
    state.combat.pv = 5
    resolve(state, rng, 0, "red", 0)
    assert state.combat.pv == 6
    state, rng = new_game()
    in_combat(state, "gobelin_chapardeur")
    resolve(state, rng, 0, "red", 0)
    assert state.gold == 1
    state, rng = new_game()
    in_combat(state, "champignon_hurleur")
    resolve(state, rng, 0, "red", 0)
    assert [h.pv for h in state.heroes] == [8, 8, 8]


def test_destroy_equipment_on_miss():
    state, rng = new_game()
    in_combat(state, "araignee_des_caves")
    state.heroes[0].equipment = ["gourdin"]
    resolve(state, rng, 0, "red", 0)
    assert state.heroes[0].equipment == []


def test_no_coloured_dice_only_white():
    state, rng = new_game()
    in_combat(state, "imp_farceur")
    assert GAME.usable_dice(state) == ["white"]
    with pytest.raises(RuleError):
        GAME.apply(state, 0, Throw(die="red"), rng)


# --- heroes' abilities --------------------------------------------------------------------
def test_ability_only_on_target_vs_even_on_miss():
    state, rng = new_game(heroes=("brok", "clemence", "goldfinga"))
    in_combat(state, "ours_hibou")
    # Brok red: Dégâts Supplémentaires +3, only on the target
    ev = resolve(state, rng, 0, "red", 0, hero=True)
    assert "df-ability" not in codes(ev)
    # Goldfinga blue: Pickpocket, even on a miss
    ev = resolve(state, rng, 2, "blue", 0, hero=True)
    assert "df-ability" in codes(ev) and state.gold == 4


def test_ennemi_jure_even_on_miss():
    state, rng = new_game(heroes=("brok", "torm"))
    in_combat(state, "gobelin_archer")
    ev = resolve(state, rng, 0, "blue", 0, hero=True)
    assert [e.params["amount"] for e in ev if e.code == "df-damage"] == [4]


def test_degats_cibles_is_five_plus_bonuses():
    state, rng = new_game(heroes=("goldfinga", "torm"))
    in_combat(state, "ours_hibou")
    ev = resolve(state, rng, 0, "green", 1, hero=True)
    assert [e.params["amount"] for e in ev if e.code == "df-damage"] == [5]


def test_pluie_de_coups_throws_again_not_twice():
    state, rng = new_game(heroes=("lirael", "torm"))
    in_combat(state, "ours_hibou")
    resolve(state, rng, 0, "red", 2, hero=True)
    assert state.combat.extra == "red" and state.combat.thrower == 0
    assert GAME.usable_dice(state) == ["red"]
    resolve(state, rng, 0, "red", 2, hero=True)
    assert state.combat.extra is None and state.combat.thrower == 1


def test_mass_heal_living_target_toad_beer_ritournelle_larcin():
    state, rng = new_game(heroes=("clemence", "randolph", "melisande", "barnabe", "goldfinga"))
    in_combat(state, "orque_borgne")
    for h in state.heroes:
        h.pv = 5
    resolve(state, rng, 0, "blue", 0, hero=True)          # Guérison de Masse 2, even on a miss
    assert state.heroes[1].pv == 7
    resolve(state, rng, 1, "green", 0, hero=True)         # Cible Vivante
    assert state.combat.living_target
    ev = resolve(state, rng, 4, "white", 2, colour="red")  # white die hit: +1 from the living target
    assert [e.params["amount"] for e in ev if e.code == "df-damage"] == [3]
    state.white = 2
    resolve(state, rng, 2, "white", 0, hero=True, colour="blue")  # Métamorphose
    assert state.combat.toad
    assert state.heroes[4].pv == 7 - 0  # the Goldfinga white hit did not hurt
    hp = state.heroes[3].pv
    resolve(state, rng, 3, "white", 0, colour="red")      # a miss against a toad: 2 - 2 = 0 damage
    assert state.heroes[3].pv == hp


def test_seduction_keeps_the_monster_and_its_damage_is_spent():
    state, rng = new_game(heroes=("barnabe", "torm"))
    in_combat(state, "gobelin_commun")
    resolve(state, rng, 0, "red", 0, hero=True)
    assert state.combat.charmed_by == 0
    resolve(state, rng, 1, "blue", 4)
    resolve(state, rng, 0, "green", 4)
    assert state.heroes[0].seduced == ["gobelin_commun"]
    in_combat(state, "ours_hibou")
    ev = resolve(state, rng, 0, "red", 2, discard_seduced=["gobelin_commun"])
    assert [e.params["amount"] for e in ev if e.code == "df-damage"] == [2 + 1]


def test_intervention_divine_heals_per_damage():
    state, rng = new_game(heroes=("clemence", "torm"))
    in_combat(state, "ours_hibou")
    state.heroes[1].pv = 4
    resolve(state, rng, 0, "red", 3, hero=True, heal_to=[(1, 0)])
    assert state.heroes[1].pv == 7


def test_pas_de_degats_and_armour():
    state, rng = new_game(heroes=("randolph", "torm"))
    in_combat(state, "dragonnet")
    resolve(state, rng, 0, "blue", 0, hero=True)
    assert state.heroes[0].pv == 9
    state.heroes[1].equipment = ["armure_de_plates", "armure_a_pointes"]
    pv = state.combat.pv
    resolve(state, rng, 1, "green", 0)
    assert state.heroes[1].pv == 9 - (4 - 2) and state.combat.pv == pv - 2  # reduced, then riposte


# --- situations impossibles ---------------------------------------------------------------
def test_give_up_by_vote():
    state, rng = new_game()
    in_combat(state, "gobelin_commun")
    state.tower[0] = ["rat_geant"]
    st = GAME.apply(state, 0, GiveUp(), rng).state
    assert sorted(p.seat for p in GAME.prompts(st)) == [1, 2]
    st = GAME.apply(st, 1, Vote(yes=True), rng).state
    st = GAME.apply(st, 2, Vote(yes=True), rng).state
    assert [h.pv for h in st.heroes] == [8, 8, 8]
    assert st.combat.monster == "rat_geant" and st.tower[0] == ["gobelin_commun"]


def test_give_up_refused_and_never_against_boss():
    state, rng = new_game()
    in_combat(state, "gobelin_commun")
    st = GAME.apply(state, 0, GiveUp(), rng).state
    st = GAME.apply(st, 1, Vote(yes=False), rng).state
    assert st.combat.monster == "gobelin_commun" and st.combat.pending is None
    state, rng = new_game()
    in_combat(state, "goldrak", boss=True)
    with pytest.raises(RuleError):
        GAME.apply(state, 0, GiveUp(), rng)


# --- special throws in the flow -----------------------------------------------------------
def test_emprunt_prompts_the_player_on_the_left():
    state, rng = new_game()
    in_combat(state, "tarasque")
    st = GAME.apply(state, 0, Throw(die="red", power=8, height=5), rng).state
    assert [(p.seat, p.kind) for p in GAME.prompts(st)] == [(1, "df-emprunt")]
    with pytest.raises(RuleError):
        GAME.apply(st, 0, Push(power=8), rng)
    t = GAME.apply(st, 1, Push(power=7.5), rng)
    assert "df-landed" in codes(t.events)


def test_en_aveugle_hides_the_drift_in_the_view():
    state, rng = new_game()
    in_combat(state, "gobelin_commun")
    assert GAME.view(state, 0).combat.drift == (0.0, 0.0)
    in_combat(state, "succube")
    v = GAME.view(state, 0)
    assert v.combat.blind and v.combat.drift is None


# --- scoring ------------------------------------------------------------------------------
def test_score_and_titles():
    state, _ = new_game()  # normal, 3 players
    state.white, state.gold = 2, 5
    assert GAME.score(state) == 10 + 3 + 4 + 2 + 5
    state.heroes[0].scars = ["red"]
    state.heroes[1].out = True
    state.heroes[1].scars = ["red", "blue"]
    assert GAME.score(state) == 10 + 3 + 4 + 2 - 3 - 5
    assert [title_for(s) for s in (0, 1, 5, 6, 15, 16, 35, 36, 39, 40)] == [
        "canards-boiteux", "optimistes-incompetents", "optimistes-incompetents", "voyous-indisciplines",
        "aventuriers-novices", "aspirants-heros", "lecteurs-manuels-epiques", "auteurs-manuels-epiques",
        "auteurs-manuels-epiques", "heroisme-grandiosissime"]


def test_end_turn_passes_dice_clockwise():
    state, rng = new_game()
    in_combat(state, "chauve_souris")
    resolve(state, rng, 0, "red", 4)
    st = GAME.apply(state, 0, Next(), rng).state
    assert st.first == 1 and st.phase == "move" and st.leader == 0


def test_reroll_card_prompts_then_ignores_first_result():
    from rules.dungeon_fighter.model import Reroll
    state, rng = new_game()
    in_combat(state, "ours_hibou")
    state.heroes[0].equipment = ["parchemin_de_relance"]
    st = GAME.apply(state, 0, Throw(die="red", power=3.0, height=5), rng).state  # falls short
    assert [p.kind for p in GAME.prompts(st)] == ["df-decide"]
    assert st.heroes[0].pv == 9  # no damage yet: the result may be ignored
    t = GAME.apply(st, 0, Reroll(source="parchemin_de_relance", power=8.0, height=6), rng)
    st2 = t.state
    assert "parchemin_de_relance" not in st2.heroes[0].equipment
    assert [e.code for e in t.events].count("df-landed") == 1
    assert st2.combat.pending is None or st2.combat.pending.rerolls == []


def test_angelic_leader_hands_the_token_on():
    state, rng = new_game()
    in_combat(state, "gobelin_commun")
    state.heroes[0].scars = ["red", "blue"]
    state.heroes[0].fainted = True
    state.combat.thrower = 1
    resolve(state, rng, 1, "blue", 4)
    resolve(state, rng, 2, "green", 4)
    assert state.heroes[0].out and state.leader == 1
    assert all(p.seat != 0 for p in GAME.prompts(state))


def test_goldfinga_cannot_carry_armour_example():
    """« Goldfinga peut porter et utiliser 2 Armes et 1 Objet Magique. Il ne peut pas porter d'Armure. »"""
    from rules.dungeon_fighter.model import Give
    state, rng = new_game()
    state.phase = "camp"
    state.stash = ["cotte_de_mailles", "heaume_de_bravoure", "souffle_du_dragon", "fronde_de_poche", "potion_de_soin"]
    with pytest.raises(RuleError) as exc:
        GAME.apply(state, 0, Give(item="cotte_de_mailles", to=2), rng)
    assert exc.value.code == "df-no-slot"
    st = state
    for item in ("heaume_de_bravoure", "souffle_du_dragon", "potion_de_soin"):
        st = GAME.apply(st, 0, Give(item=item, to=2), rng).state
    assert st.heroes[2].equipment == ["heaume_de_bravoure", "souffle_du_dragon", "potion_de_soin"]
    with pytest.raises(RuleError):  # a third weapon
        GAME.apply(st, 0, Give(item="fronde_de_poche", to=2), rng)
