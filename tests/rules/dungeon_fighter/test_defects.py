"""Defects found by playing (issue 15): each test failed before its fix."""

from __future__ import annotations

from rules.dungeon_fighter import GAME
from rules.dungeon_fighter.content import content
from rules.dungeon_fighter.model import GiveUp, Next, Throw, Vote

from .helpers import in_combat, new_game, resolve


def _shop_room(state) -> str:
    c = content()
    for sid in state.sides:
        for r in c.side(sid).rooms:
            if r.kind == "shop":
                return r.id
    raise AssertionError("no shop on this dungeon")


# --- giving up ---------------------------------------------------------------------------
def test_giving_up_the_last_monster_of_a_pile_draws_from_the_next_pile():
    """« si c'était le dernier Monstre de la pile, piochez simplement dans la pile suivante »"""
    state, rng = new_game()
    in_combat(state, "gobelin_commun")
    state.tower[0] = []
    state.tower[1] = ["imp_farceur", "rat_geant"]
    st = GAME.apply(state, 0, GiveUp(), rng).state
    st = GAME.apply(st, 1, Vote(yes=True), rng).state
    st = GAME.apply(st, 2, Vote(yes=True), rng).state
    assert st.combat.monster == "imp_farceur"
    assert st.tower[0] == ["gobelin_commun"] and st.tower[1] == ["rat_geant"]


def test_forced_give_up_against_a_monster_forbidding_coloured_dice_does_not_loop():
    state, rng = new_game()
    in_combat(state, "imp_farceur")
    state.white = 0
    state.tower = [[], [], ["dragonnet"], []]
    from rules.dungeon_fighter.combat import ready_throw

    events = ready_throw(state, rng)
    assert [e.code for e in events].count("df-gave-up") == 1
    assert [h.pv for h in state.heroes] == [h.max_pv - 1 for h in state.heroes]
    assert state.combat.monster == "dragonnet" and state.tower[1] == ["imp_farceur"]


def test_forced_give_up_with_no_pile_left_leaves_the_room_empty():
    state, rng = new_game()
    in_combat(state, "imp_farceur")
    state.white = 0
    state.tower = [[], [], [], []]
    from rules.dungeon_fighter.combat import ready_throw

    events = ready_throw(state, rng)
    codes = [e.code for e in events]
    assert codes.count("df-gave-up") == 1 and "df-no-monster" in codes
    assert state.phase == "camp" and state.tower[1] == ["imp_farceur"]


# --- bonus dice --------------------------------------------------------------------------
def test_no_bonus_dice_for_hero_dice_a_monster_forbade():
    state, rng = new_game()
    in_combat(state, "imp_farceur")
    state.white = 2
    state.combat.pv = 3
    resolve(state, rng, 0, "white", 4, colour="red")
    assert state.combat is None and state.phase == "camp"
    assert state.white == 1  # the white die thrown is spent; no bonus for the three forbidden dice


def test_bonus_dice_when_the_song_silenced_the_capacity():
    state, rng = new_game()
    in_combat(state, "imp_farceur")
    state.white = 2
    state.combat.pv = 3
    state.combat.silenced = True
    resolve(state, rng, 0, "white", 4, colour="red")
    assert state.white == 1 + 3


# --- En Aveugle from a weapon ----------------------------------------------------------------
def test_a_weapons_en_aveugle_applies_the_push_that_was_printed():
    state, rng = new_game()
    in_combat(state, "gobelin_commun")
    state.combat.drift = (40.0, -30.0)
    state.heroes[0].equipment = ["heaume_de_bravoure"]
    res = GAME.apply(state, 0, Throw(die="red", weapons=["heaume_de_bravoure"]), rng)
    landed = next(e for e in res.events if e.code == "df-landed")
    assert landed.params["drift"] == [40.0, -30.0]


# --- undo and hidden cards ---------------------------------------------------------------------
def test_handing_over_the_hero_dice_cannot_be_undone():
    state, rng = new_game()
    state.phase = "camp"
    state.position = content().side(state.sides[0]).entry
    res = GAME.apply(state, 0, Next(), rng)
    passed = next(e for e in res.events if e.code == "df-dice-passed")
    assert passed.irreversible


def test_a_shop_entered_with_an_empty_tower_marks_the_reveal_irreversible():
    state, rng = new_game()
    state.tower = [[], [], [], []]
    from rules.dungeon_fighter.combat import encounter

    state.position = _shop_room(state)
    events = encounter(state, rng)
    shop = next(e for e in events if e.code == "df-shop")
    assert shop.irreversible and state.shop


# --- the shop ---------------------------------------------------------------------------------
def _at_shop(state):
    state.phase = "camp"
    state.position = _shop_room(state)
    state.gold = 30
    return state


def test_the_card_info_command_reads_a_cards_effect():
    from rules.core.i18n import t

    state, _ = new_game()
    _at_shop(state)
    state.shop = ["heaume_de_bravoure"]
    info = GAME.info(state, 0, "card", {"item": "heaume"})
    [e] = info.events
    text = t("en", f"ev-{e.code}", e.params)
    assert text.startswith("Heaume de Bravoure") and "+3" in text and "Blindfolded" in text
    assert "+3" in t("fr", f"ev-{e.code}", e.params)
    assert info.view is not None and info.view.highlight == ["heaume_de_bravoure"]


def test_the_shop_does_not_sell_a_card_no_hero_can_carry():
    import pytest

    from rules.core import RuleError
    from rules.dungeon_fighter.model import Buy

    state, rng = new_game()
    _at_shop(state)
    c = content()
    weapons = sorted(i for i, e in c.equipment.items() if e.kind == "weapon")
    for h in state.heroes:  # every hand already full
        h.equipment = weapons[:c.heroes[h.hero].slots.weapon]
    state.shop = [weapons[-1]]
    assert not [o for o in GAME.prompts(state)[0].options if o.command == "buy" and o.args["item"] == weapons[-1]]
    with pytest.raises(RuleError) as err:
        GAME.apply(state, 0, Buy(item=weapons[-1]), rng)
    assert err.value.code == "df-no-taker"


def test_no_heal_buttons_when_every_hero_is_at_full_pv():
    state, _ = new_game()
    _at_shop(state)
    assert not [o for o in GAME.prompts(state)[0].options if o.command == "heal"]
    state.heroes[1].pv -= 2
    assert [o.args["gold"] for o in GAME.prompts(state)[0].options if o.command == "heal"] == ["1", "2"]


# --- prompts --------------------------------------------------------------------------------
def test_the_emprunt_prompt_names_the_thrower_hero_not_a_seat():
    from rules.core.i18n import t

    state, rng = new_game()
    in_combat(state, "tarasque")
    st = GAME.apply(state, 0, Throw(die="red", power=8, height=5), rng).state
    [p] = GAME.prompts(st)
    text = t("en", f"prompt-{p.kind}", {"player": "Bob", **p.params})
    assert "Torm" in text and " 0" not in text


def test_blind_fury_is_asked_after_the_throw_when_it_triggers():
    """Torm's red ability: « Le joueur peut choisir de perdre 1 PV ... pour doubler les Dégâts »."""
    from rules.dungeon_fighter.model import Keep

    state, rng = new_game()
    in_combat(state, "ours_hibou")
    st = None
    for k in range(400):
        trial = state.model_copy(deep=True)
        t = GAME.apply(trial, 0, Throw(die="red", aim_x=0, aim_y=-40, power=7, height=6), rng)
        land = next(e for e in t.events if e.code == "df-landed")
        if land.params["outcome"] == "hit" and land.params["hero"] == "yes":
            st = t.state
            break
    assert st is not None
    [p] = GAME.prompts(st)
    assert p.kind == "df-decide" and [o.args for o in p.options] == [{"furie": "true"}, {"furie": "false"}]
    pv = st.combat.pv
    zone = st.combat.pending.landing.zone
    after = GAME.apply(st, 0, Keep(furie=True), rng).state
    assert after.heroes[0].pv == st.heroes[0].pv - 1
    assert (after.combat.pv if after.combat else 0) <= max(pv - 2 * zone, 0) or after.combat is None


def test_a_solo_throw_prompt_offers_the_dice_not_only_give_up():
    """Found before moves by pointing existed; kept as a guard (the first step of the tree)."""
    state, rng = new_game(heroes=("torm",))
    in_combat(state, "gobelin_commun")
    tree = GAME.choice_tree(state, 0)
    assert [(o.label, o.value) for o in tree.options] == [
        ("df-choice-die", "red"), ("df-choice-die", "blue"), ("df-choice-die", "green"), ("df-choice-die", "white"),
        ("df-choice-giveup", "giveup")]


# --- texts ----------------------------------------------------------------------------------
def _text(lang, e, player="Alice"):
    from rules.core.i18n import t

    return t(lang, f"ev-{e.code}", {"player": player, **e.params})


def test_throw_texts_name_the_hero_of_the_player():
    state, rng = new_game()
    in_combat(state, "gobelin_commun")
    res = GAME.apply(state, 0, Throw(die="red", aim_x=0, aim_y=-40, power=7, height=6), rng)
    landed = next(e for e in res.events if e.code == "df-landed")
    for lang in ("fr", "en"):
        assert "Torm" in _text(lang, landed) and "Alice" in _text(lang, landed)


def test_a_miss_is_not_section_zero():
    state, rng = new_game()
    in_combat(state, "gobelin_commun")
    res = GAME.apply(state, 0, Throw(die="red", aim_x=190, aim_y=190, power=20, height=5), rng)
    landed = next(e for e in res.events if e.code == "df-landed")
    assert landed.params["zone"] == 0
    for lang in ("fr", "en"):
        assert "section 0" not in _text(lang, landed)


def test_the_encounter_text_reads_the_capacity_and_the_imposed_throws():
    from rules.dungeon_fighter.combat import encounter

    state, rng = new_game()
    state.position = content().side(state.sides[0]).entry
    state.tower[0] = ["imp_farceur"]
    events = encounter(state, rng)
    e = next(e for e in events if e.code == "df-encounter")
    m = content().monsters["imp_farceur"]
    assert "No green, red or blue die" in _text("en", e) and "Aucun dé vert, rouge ou bleu" in _text("fr", e)
    for thr in m.throws:
        from rules.core.i18n import t

        assert t("en", f"df-throw-{thr.replace('_', '-')}") in _text("en", e)


def test_the_boss_room_is_named_in_both_languages():
    from rules.dungeon_fighter.exploration import go
    from rules.dungeon_fighter.model import Go

    state, rng = new_game()
    state.position = content().side(state.sides[-1]).exit
    events = go(state, Go(room="boss"), rng)
    moved = next(e for e in events if e.code == "df-moved")
    assert "boss" not in _text("fr", moved).replace("Boss", "")
    assert "boss" not in _text("en", moved).replace("Boss", "")
    from rules.core.i18n import t

    state.position = content().side(state.sides[-1]).exit
    [p] = GAME.prompts(state)
    for lang in ("fr", "en"):
        assert "boss" not in t(lang, f"prompt-{p.kind}", p.params).replace("Boss", "")
        for o in p.options:
            assert "boss" not in t(lang, o.label, o.params).replace("Boss", "")


def test_english_texts_say_hp_not_pv():
    from rules.core.i18n import t

    assert "PV" not in t("en", "ev-df-hurt", {"player": "A", "hero": "Torm", "seat": 0, "amount": 2, "pv": 7})
    assert "HP" in t("en", "df-label-pv")


# --- special throws the player sees -------------------------------------------------------------
def test_souffle_limits_the_power_and_says_so_instead_of_lowering_it():
    import pytest

    from rules.core import RuleError
    from rules.core.i18n import t
    from rules.dungeon_fighter import throw as T

    state, rng = new_game()
    in_combat(state, "gobelin_commun")
    state.heroes[0].equipment = ["heaume_de_bravoure"]
    c = content()
    blower = next(i for i, e in c.equipment.items() if e.kind == "weapon" and "souffle" in e.throws
                  and "emprunt" not in e.throws)
    state.heroes[0].equipment = [blower]
    with pytest.raises(RuleError) as err:
        GAME.apply(state, 0, Throw(die="red", power=8, weapons=[blower]), rng)
    assert err.value.code == "df-power-limit" and "5" in t("en", "err-df-power-limit", err.value.params)
    aim, power, height = T.skilled_params((0.0, 0.0), ["souffle"], (0.0, 0.0))
    assert power <= T.SOUFFLE_POWER
    landed = GAME.apply(state, 0, Throw(die="red", aim_x=aim[0], aim_y=aim[1], power=power, height=height,
                                        weapons=[blower]), rng)
    assert "df-landed" in [e.code for e in landed.events]
    # the form by pointing offers no more than 5
    tree = GAME.choice_tree(state, 0)
    leaf = tree.walk([0, 1, 12, 7])
    assert [f.max_value for f in leaf.form.fields if f.name == "power"] == [T.SOUFFLE_POWER]
    assert [o.value for o in tree.walk([0, 1, 12]).options] == ["2", "2.5", "3", "3.5", "4", "4.5", "5", "other"]


def test_the_tables_push_reads_only_what_moves_and_no_dice_reads_none() -> None:
    from rules.core.i18n import t
    from rules.dungeon_fighter.common import drift_params

    assert t("fr", "ev-df-drift", drift_params(0.4, -0.6)) == "La table ne pousse pas le prochain dé"
    assert t("fr", "ev-df-drift", drift_params(0, -2)) == "La table pousse le prochain dé de 0,1 case vers le bas"
    assert t("fr", "ev-df-drift", drift_params(38, -22)) == (
        "La table pousse le prochain dé de 1,9 case vers la droite et de 1,1 case vers le bas")
    assert t("en", "ev-df-drift", drift_params(-20, 0)) == "The table pushes the next die 1 square to the left"
    assert t("en", "ev-df-drift", drift_params(0, -2)) == "The table pushes the next die 0.1 squares down"
    assert t("fr", "ev-df-drift", drift_params(-50, 0)) == "La table pousse le prochain dé de 2,5 cases vers la gauche"
    state, _ = new_game()
    in_combat(state)
    state.combat.dice, state.white = [], 0  # every die thrown: only recovering them is left
    prompt = next(p for p in GAME.prompts(state) if p.kind == "df-throw")
    assert prompt.params["dice"] == [] and prompt.params["count"] == 0  # what the throw page reads stays true
    assert t("fr", "prompt-df-throw", prompt.params).startswith(
        "À vous de lancer ! Dés disponibles : aucun, récupérez-les (dés blancs : 0")
    assert t("en", "prompt-df-throw", prompt.params).startswith("Your throw! Dice available: none, recover them")


def test_a_die_off_the_grid_says_so_instead_of_a_dash() -> None:
    from rules.core.i18n import t

    params = {"die": "red", "who": "Torm", "player": "alice", "square": "-", "off_grid": "yes", "faces": [1],
              "hero": "no", "outcome": "off", "zone": 0, "bounces": 3}
    assert t("fr", "ev-df-landed", params) == (
        "Dé Rouge de Torm (alice) : hors de la grille, face 1 (hors de la Cible, 3 rebonds)")
    assert t("en", "ev-df-landed", {**params, "square": "F6", "off_grid": "no"}).startswith(
        "Torm (alice)'s Red die: square F6, face 1")
