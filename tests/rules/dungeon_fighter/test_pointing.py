"""Dungeon Fighter moves by pointing: the room, the die, the weapons, the throw's form, keep or
reroll; every leaf plays, every sampled legal move is reachable."""

from __future__ import annotations

import random

from rules.core import Rng, i18n
from rules.core.choices import ChoiceLeaf, ChoiceNode
from rules.dungeon_fighter import GAME

from .helpers import in_combat, new_game


def shown(node: ChoiceNode, lang: str = "en") -> list[str]:
    return [i18n.t(lang, o.label, o.params) for o in node.options]


def test_the_leader_chooses_the_room() -> None:
    state, _ = new_game()
    tree = GAME.choice_tree(state, 0)
    assert [leaf for _p, leaf in tree.leaves()] == [ChoiceLeaf(command="go", args={"room": r})
                                                   for r in GAME.successors(state)]
    assert GAME.choice_tree(state, 1).options == []


def test_a_throw_is_the_die_then_the_weapons_then_a_form() -> None:
    state, _ = new_game()
    in_combat(state)
    state.heroes[0].equipment = ["epee_rebondissante"]
    tree = GAME.choice_tree(state, 0)
    assert shown(tree) == ["Red die", "Blue die", "Green die", "White die", "Propose giving up this throw"]
    assert shown(tree, "fr")[:2] == ["Dé rouge", "Dé bleu"]
    weapons = tree.walk([1])
    assert isinstance(weapons, ChoiceNode) and shown(weapons) == ["Without a weapon", "With Épée Rebondissante"]
    aim = tree.walk([1, 1])  # the aim grid around the centre, D4 to H8, row by row
    assert isinstance(aim, ChoiceNode) and shown(aim)[:6] == ["D4", "E4", "F4", "G4", "H4", "D5"] and len(shown(aim)) == 25
    leaf = tree.walk([1, 1, 6, 7])  # the square, then « Other numbers… »
    assert isinstance(leaf, ChoiceLeaf) and leaf.command == "throw"
    assert leaf.args == {"die": "blue", "weapons": "epee_rebondissante", "aim": "E5"}
    assert leaf.form is not None
    # the Épée Rebondissante's throw is a Double Rebond: the form asks the second bounce too
    assert [(f.name, f.kind, f.min_value, f.max_value, f.default) for f in leaf.form.fields] == [
        ("power", "number", 0.5, 20.0, "8"), ("height", "integer", 1, 9, "5"), ("bounce2", "integer", 1, 9, "5")]
    assert [i18n.t("en", f.label, f.params) for f in leaf.form.fields] == [
        "Power (0.5 to 20; 8 reaches F6)", "Height (1 to 9)",
        "Second bounce (1 to 9, tenths of the rest)"]
    args = {**leaf.args, **leaf.form.fill({"power": "7.5", "bounce2": "3"})}
    action = GAME.parse_command(leaf.command, args, state, 0)
    assert (action.die, action.power, action.height, action.weapons) == ("blue", 7.5, 5, ["epee_rebondissante"])
    assert action.bounce2 == 3
    plain = tree.walk([1, 0, 6, 7])  # without the weapon: no second input
    assert isinstance(plain, ChoiceLeaf) and [f.name for f in plain.form.fields] == ["power", "height"]
    assert (action.aim_x, action.aim_y) == (-20.0, 20.0)
    # without a weapon the weapons step asks nothing; after a throw, « same as last » comes first
    state.heroes[0].equipment = []
    plain = GAME.choice_tree(state, 0).walk([0, 0, 7])
    assert isinstance(plain, ChoiceLeaf) and plain.args == {"die": "red", "aim": "D4"} and plain.form is not None
    state.heroes[0].last_throw = [-20.0, 20.0, 7.5, 5]
    same = GAME.choice_tree(state, 0).walk([0])
    assert shown(same)[0] == "Same as last (E5, power 7.5, height 5)"
    again = GAME.choice_tree(state, 0).walk([0, 0])
    assert isinstance(again, ChoiceLeaf) and again.form is None
    assert again.args == {"die": "red", "aim": "-20,20", "power": "7.5", "height": "5"}


def test_reflex_tables_leave_the_power_to_the_gauge() -> None:
    state, _ = new_game()
    in_combat(state)
    state.reflex = True
    tree = GAME.choice_tree(state, 0)
    heights = tree.walk([0, 12])  # F6: no power step, the heights at once
    assert isinstance(heights, ChoiceNode) and heights.key == "height" and len(heights.options) == 9
    assert shown(heights)[4] == "Height 5 (best for power 8)"
    leaf = tree.walk([0, 12, 4])
    assert isinstance(leaf, ChoiceLeaf) and leaf.form is None and leaf.args == {"die": "red", "aim": "F6", "height": "5"}
    typed = [leaf for _p, leaf in tree.leaves() if leaf.args.get("aim") == "F6"]  # the square's move, typed
    assert [f.name for f in typed[0].form.fields] == ["height"]


def _check(state, seat) -> None:  # type: ignore[no-untyped-def]
    tree = GAME.choice_tree(state, seat)
    leaves = [leaf for _p, leaf in tree.leaves()]
    kinds = set()
    for leaf in leaves:
        args = {**leaf.args, **(leaf.form.fill({}) if leaf.form else {})}
        action = GAME.parse_command(leaf.command, args, state, seat)
        GAME.apply(state, seat, action, Rng("ab" * 32))  # plays (no rule error)
        kinds.add(_kind(GAME.dump_action(action)))
    legal = {_kind(GAME.dump_action(a)) for a in GAME.legal_actions(state, seat)
             if GAME.dump_action(a)["type"] != "use"}  # heal cards at any time stay typed
    assert legal <= kinds, (legal - kinds, state.phase)
    for opt in tree.options:
        for lang in ("fr", "en"):
            text = i18n.t(lang, opt.label, opt.params)
            assert text and "{" not in text and not text.startswith(("df-choice", "opt-df")), text


def _kind(data: dict) -> tuple:  # type: ignore[type-arg]
    """A move without its continuous numbers (sampled by legal_actions, typed in the form)."""
    skip = {"aim_x", "aim_y", "power", "height", "timing_ms", "items"}
    return tuple(sorted((k, repr(v)) for k, v in data.items() if k not in skip))


def test_every_leaf_plays_and_every_sampled_move_is_reachable_through_whole_games() -> None:
    for seed in (1, 2, 3):
        state, _ = new_game(seed="%064x" % seed)
        rng = random.Random(seed)
        for turn in range(120):
            if GAME.result(state) is not None:
                break
            prompts = GAME.prompts(state)
            seat = prompts[0].seat
            _check(state, seat)
            leaves = [leaf for _p, leaf in GAME.choice_tree(state, seat).leaves()]
            pick = rng.choice(leaves)
            # power 5: within every form, Soufflé included
            args = {**pick.args, **(pick.form.fill({"power": "5", "height": "4"}) if pick.form else {})}
            action = GAME.parse_command(pick.command, args, state, seat)
            state = GAME.apply(state, seat, action, Rng("%064x" % seed, turn * 50)).state


def test_camp_is_the_action_then_the_card_then_the_hero() -> None:
    state, _ = new_game()
    state.phase = "camp"
    state.gold = 3
    state.heroes[1].equipment = ["parchemin_de_relance"]
    state.stash = ["epee_rebondissante"]
    tree = GAME.choice_tree(state, 0)
    first = shown(tree)
    assert first[0] == "End the turn" and "Give a card…" in first
    at = first.index("Give a card…")
    heroes = tree.walk([at])  # a single card: the step asks nothing, but reads as chosen
    assert isinstance(heroes, ChoiceNode) and shown(heroes) == ["Torm", "Randolph", "Goldfinga"]
    assert [i18n.t("en", lb.label, lb.params) for lb in tree.labels([at])] == ["Give a card…", "Épée Rebondissante"]
    leaf = tree.walk([at, 2])
    assert leaf == ChoiceLeaf(command="give", args={"item": "epee_rebondissante", "to": "3"})
    action = GAME.parse_command(leaf.command, leaf.args, state, 0)
    assert (action.item, action.to) == ("epee_rebondissante", 2)
    # another hero at camp gives their own card (not to themselves, not where no slot is free)
    other = GAME.choice_tree(state, 1)
    assert shown(other) == ["Give a card…"]
    assert shown(other.walk([0])) == ["Goldfinga"]  # Torm has no magic slot


def test_emprunt_offers_presets_and_any_power_in_a_form() -> None:
    from rules.dungeon_fighter.model import Pending, ThrowPlan

    state, _ = new_game()
    in_combat(state)
    state.combat.pending = Pending(kind="emprunt", seat=1, plan=ThrowPlan(seat=0, die="red"))
    tree = GAME.choice_tree(state, 1)
    assert shown(tree) == ["Power 6", "Power 7", "Power 8", "Power 9", "Power 10", "Another power…"]
    leaf = tree.walk([5])
    assert isinstance(leaf, ChoiceLeaf) and leaf.command == "push" and leaf.form is not None
    assert i18n.t("fr", leaf.form.label) == "La force que vous donnez au lancer"
    action = GAME.parse_command("push", leaf.form.fill({"power": "12.5"}), state, 1)
    assert action.power == 12.5


def test_extra_damage_cards_are_a_step_after_the_weapons() -> None:
    state, _ = new_game()
    in_combat(state)
    state.heroes[0].equipment = ["huile_tranchante", "poudre_explosive"]
    tree = GAME.choice_tree(state, 0)
    items = tree.walk([0])
    assert isinstance(items, ChoiceNode) and shown(items) == [
        "Without an extra-damage card", "Spending Huile Tranchante", "Spending Poudre Explosive",
        "Spending Huile Tranchante, Poudre Explosive"]
    assert shown(items, "fr")[0] == "Sans carte de dégâts en plus"
    leaf = tree.walk([0, 3, 12, 7])
    assert isinstance(leaf, ChoiceLeaf) and leaf.args == {"die": "red", "items": "huile_tranchante,poudre_explosive",
                                                          "aim": "F6"}
    assert leaf.form is not None
    action = GAME.parse_command(leaf.command, {**leaf.args, **leaf.form.fill({})}, state, 0)
    assert action.items == ["huile_tranchante", "poudre_explosive"]
    plain = tree.walk([0, 0, 12, 7])
    assert isinstance(plain, ChoiceLeaf) and plain.args == {"die": "red", "aim": "F6"}


def test_intervention_divine_asks_who_is_healed_first_on_its_dice() -> None:
    state, _ = new_game(heroes=("clemence", "torm"))
    in_combat(state)
    state.heroes[0].equipment = []
    tree = GAME.choice_tree(state, 0)
    heal = tree.walk([0])  # red: Intervention Divine
    assert isinstance(heal, ChoiceNode) and shown(heal) == [
        "Intervention Divine heals the most wounded first", "Intervention Divine heals Sœur Clémence first",
        "Intervention Divine heals Torm first"]
    assert shown(heal, "fr")[2] == "Intervention Divine soigne d'abord Torm"
    leaf = tree.walk([0, 2, 12, 7])
    assert isinstance(leaf, ChoiceLeaf) and leaf.args == {"die": "red", "heal": "2", "aim": "F6"} and leaf.form is not None
    action = GAME.parse_command(leaf.command, {**leaf.args, **leaf.form.fill({})}, state, 0)
    assert action.heal_to == [(1, 0)]
    assert isinstance(tree.walk([3]), ChoiceNode)  # the white die may stand for red
    assert isinstance(tree.walk([1, 12, 7]), ChoiceLeaf)  # blue: no healing to share


def test_the_power_hint_is_the_power_reaching_the_centre_under_the_throws_imposed() -> None:
    from rules.dungeon_fighter import throw as T

    assert (T.reach([]), T.reach(["souffle"]), T.reach(["de_loin"])) == (8.0, 5.0, 10.5)
    state, _ = new_game()
    in_combat(state, "gobelin_commun")
    state.heroes[0].equipment = ["sarbacane"]  # a blowpipe: Soufflé
    tree = GAME.choice_tree(state, 0)
    leaf = tree.walk([0, 1, 12, 7])
    assert isinstance(leaf, ChoiceLeaf) and leaf.args["weapons"] == "sarbacane"
    power = leaf.form.fields[0]
    assert (i18n.t("en", power.label, power.params), power.default) == ("Power (0.5 to 5; 5 reaches F6)", "5")
