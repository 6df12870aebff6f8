"""The throw's numbers by buttons (rules/dungeon_fighter/numbers.py): after the aim square, the
power row, the height row and Double Rebond's second bounce, built only when walked; the reflex
variant and Emprunt ask no power; En Aveugle's labels say nothing of the Target."""

from __future__ import annotations

from typing import Any

from rules.core import Rng, i18n
from rules.core.choices import ChoiceLeaf, ChoiceNode
from rules.dungeon_fighter import GAME
from rules.dungeon_fighter.numbers import Later

from .helpers import in_combat, new_game

POWERS_F6 = ["Power 6.5 (reaches F9)", "Power 7 (reaches F8)", "Power 7.5 (reaches F7)", "Power 8 (reaches F6)",
             "Power 8.5 (reaches F5)", "Power 9 (reaches F4)", "Power 9.5 (reaches F3)", "Other numbers…"]


def shown(node: Any, lang: str = "en") -> list[str]:
    assert isinstance(node, ChoiceNode), node
    return [i18n.t(lang, o.label, o.params) for o in node.options]


def thrower(weapon: str | None = None, monster: str = "gobelin_commun") -> Any:
    state, _ = new_game()
    in_combat(state, monster)
    state.heroes[0].equipment = [weapon] if weapon else []
    return state


def plays(state: Any, leaf: ChoiceLeaf) -> list[str]:
    action = GAME.parse_command(leaf.command, leaf.args, state, 0)
    return [e.code for e in GAME.apply(state, 0, action, Rng("ab" * 32)).events]


def test_a_plain_throw_is_the_square_then_the_power_then_the_height() -> None:
    state = thrower()
    tree = GAME.choice_tree(state, 0)
    assert isinstance(tree.walk([0]).options[12].node, Later)  # F6: nothing built before it is walked
    powers = tree.walk([0, 12])
    assert shown(powers) == POWERS_F6
    assert shown(powers, "fr")[3] == "Force 8 (atteint F6)" and shown(powers, "fr")[7] == "Autres valeurs…"
    heights = tree.walk([0, 12, 3])
    assert shown(heights) == [
        "Height 1", "Height 2", "Height 3", "Height 4", "Height 5 (best: bounces safely, rolls least)",
        "Height 6 (risky: bounces near the Target)", "Height 7 (no bounce before the Target: a miss)",
        "Height 8 (no bounce before the Target: a miss)", "Height 9 (no bounce before the Target: a miss)"]
    leaf = tree.walk([0, 12, 3, 4])
    assert leaf == ChoiceLeaf(command="throw", args={"die": "red", "aim": "F6", "power": "8", "height": "5"})
    assert [i18n.t("en", lb.label, lb.params) for lb in tree.labels([0, 12, 3, 4])] == [
        "Red die", "F6", "Power 8 (reaches F6)", "Height 5 (best: bounces safely, rolls least)"]
    assert "df-landed" in plays(state, leaf)
    # « Other numbers… »: the form as before, any power and height
    other = tree.walk([0, 12, 7])
    assert isinstance(other, ChoiceLeaf) and other.args == {"die": "red", "aim": "F6"}
    assert [f.name for f in other.form.fields] == ["power", "height"]  # type: ignore[union-attr]
    # a square off the axis: the powers say where along that line the die stops
    corner = shown(GAME.choice_tree(state, 0).walk([0, 0]))  # D4
    assert corner[:2] == ["Power 7.5 (reaches D7)", "Power 8 (reaches D6)"]
    assert corner[5:7] == ["Power 10 (reaches D2)", "Power 10.5 (goes past the Target)"]


def test_the_powers_stay_within_souffle_and_say_when_the_die_stops_short() -> None:
    state = thrower("sarbacane")
    powers = GAME.choice_tree(state, 0).walk([0, 1, 12])
    assert shown(powers) == ["Power 2 (stops short of the Target)", "Power 2.5 (reaches F11)", "Power 3 (reaches F10)",
                             "Power 3.5 (reaches F9)", "Power 4 (reaches F8)", "Power 4.5 (reaches F7)",
                             "Power 5 (reaches F6)", "Other numbers…"]
    far = thrower("javelot")  # De Loin: the thrower stands 100 further
    assert shown(GAME.choice_tree(far, 0).walk([0, 1, 12]))[3] == "Power 10.5 (reaches F6)"


def test_de_dos_says_where_the_mirrored_throw_goes() -> None:
    state = thrower("arc_inverse")
    tree = GAME.choice_tree(state, 0)
    assert shown(tree.walk([0, 1, 10]))[3] == "Power 8 (reaches H6)"  # D6 entered: the die goes to H6
    leaf = tree.walk([0, 1, 10, 3, 5])
    assert leaf.args == {"die": "red", "weapons": "arc_inverse", "aim": "D6", "power": "8", "height": "6"}
    assert "df-landed" in plays(state, leaf)


def test_double_rebond_asks_the_second_bounce_by_buttons() -> None:
    state = thrower("epee_rebondissante")
    tree = GAME.choice_tree(state, 0)
    heights = shown(tree.walk([0, 1, 12, 3]))
    assert heights[:2] == ["Height 1 (best: bounces safely, rolls least)", "Height 2 (risky: bounces near the Target)"]
    assert heights[3] == "Height 4 (fewer than 2 bounces before the Target: a miss)"
    assert shown(tree.walk([0, 1, 12, 3, 1])) == [
        "Second bounce 1", "Second bounce 2", "Second bounce 3", "Second bounce 4",
        "Second bounce 5 (risky: near the Target)", "Second bounce 6 (risky: near the Target)",
        "Second bounce 7 (on the Target: a miss)", "Second bounce 8 (on the Target: a miss)",
        "Second bounce 9 (on the Target: a miss)"]
    assert shown(tree.walk([0, 1, 12, 3, 0]))[4] == "Second bounce 5 (half the rest, like a plain bounce)"
    leaf = tree.walk([0, 1, 12, 3, 1, 2])
    assert leaf.args == {"die": "red", "weapons": "epee_rebondissante", "aim": "F6", "power": "8", "height": "2",
                         "bounce2": "3"}
    assert "df-landed" in plays(state, leaf)


def test_one_allowed_height_is_no_step_and_few_heights_are_all_offered() -> None:
    state = thrower("catapulte_de_poche")  # the catapult's arm: height 7 whatever is typed
    leaf = GAME.choice_tree(state, 0).walk([0, 1, 12, 3])
    assert leaf == ChoiceLeaf(command="throw", args={"die": "red", "weapons": "catapulte_de_poche", "aim": "F6",
                                                     "power": "8", "height": "7"})
    seated = thrower("tabouret_de_guerre")  # Assis: at most 3.5 tenths
    assert shown(GAME.choice_tree(seated, 0).walk([0, 1, 12, 3])) == [
        "Height 1", "Height 2", "Height 3 (best: bounces safely, rolls least)"]
    card = thrower("arbalete_a_ricochet")  # Par-dessus une Carte: the first bounce beyond the card
    assert shown(GAME.choice_tree(card, 0).walk([0, 1, 12, 3]))[:5] == [
        "Height 1 (too low: lands on the card)", "Height 2 (too low: lands on the card)",
        "Height 3 (too low: lands on the card)", "Height 4 (too low: lands on the card)",
        "Height 5 (best: bounces safely, rolls least)"]


def test_the_reflex_variant_and_emprunt_ask_no_power() -> None:
    state = thrower("lance_partagee")  # Emprunt: the player on the left gives the power
    tree = GAME.choice_tree(state, 0)
    heights = shown(tree.walk([0, 1, 12]))
    assert heights[4] == "Height 5 (best for power 8)" and len(heights) == 9
    leaf = tree.walk([0, 1, 12, 4])
    assert leaf.args == {"die": "red", "weapons": "lance_partagee", "aim": "F6", "height": "5"}
    assert plays(state, leaf) == ["df-emprunt-asked"]
    typed = next(lf for _p, lf in tree.leaves() if lf.args.get("aim") == "F6" and lf.args.get("weapons"))
    assert [f.name for f in typed.form.fields] == ["height"]  # type: ignore[union-attr]
    state.heroes[0].last_throw = [0.0, -20.0, 9.0, 4]  # « same as last » names no power either
    same = GAME.choice_tree(state, 0).walk([0, 1, 0])
    assert same == ChoiceLeaf(command="throw", args={"die": "red", "weapons": "lance_partagee", "aim": "0,-20",
                                                     "height": "4"})
    assert shown(GAME.choice_tree(state, 0).walk([0, 1]), "fr")[0] == "Comme la dernière fois (F7, hauteur 4)"
    reflex = thrower()
    reflex.reflex = True
    leaf = GAME.choice_tree(reflex, 0).walk([0, 12, 4])
    assert leaf.args == {"die": "red", "aim": "F6", "height": "5"}
    assert plays(reflex, leaf) == ["df-gauge"]


def test_en_aveugle_labels_name_no_square_and_no_safe_height() -> None:
    for state, path in ((thrower(monster="succube"), [0]), (thrower("heaume_de_bravoure"), [0, 1])):
        tree = GAME.choice_tree(state, 0)
        rows = [shown(tree.walk([*path, sq]), lang) for sq in (0, 12, 24) for lang in ("en", "fr")]
        assert rows[0] == ["Power 6.5", "Power 7", "Power 7.5", "Power 8", "Power 8.5", "Power 9", "Power 9.5",
                           "Other numbers…"]
        assert rows[0] == rows[2] == rows[4] and rows[1] == rows[3] == rows[5]  # the same whatever the square
        deeper = shown(tree.walk([*path, 12, 3])) + shown(tree.walk([*path, 12, 3]), "fr")
        assert deeper[:9] == [f"Height {h}" for h in range(1, 10)]
        text = " ".join(sum(rows, []) + deeper)
        for secret in ("reach", "atteint", "best", "meilleure", "risky", "Target", "Cible"):
            assert secret not in text, secret
        leaf = tree.walk([*path, 12, 3, 4])
        assert isinstance(leaf, ChoiceLeaf) and leaf.args["power"] == "8" and leaf.args["height"] == "5"


def test_every_button_of_an_opened_square_plays() -> None:
    for weapon in (None, "epee_rebondissante", "lance_partagee", "catapulte_de_poche", "sarbacane"):
        state = thrower(weapon)
        tree = GAME.choice_tree(state, 0)
        start = [0, 1] if weapon else [0]
        count = 0
        stack = [[*start, 6]]  # E5
        while stack:
            path = stack.pop()
            here = tree.walk(path)
            if isinstance(here, ChoiceNode):
                stack += [[*path, i] for i in range(len(here.options))]
                continue
            args = {**here.args, **(here.form.fill({}) if here.form else {})}
            GAME.apply(state, 0, GAME.parse_command(here.command, args, state, 0), Rng("cd" * 32))
            count += 1
        assert count >= 8, (weapon, count)


def test_a_reroll_is_pointed_as_a_throw() -> None:
    state = thrower("parchemin_de_relance")
    landed = GAME.apply(state, 0, GAME.parse_command("throw", {"die": "red", "aim": "F6", "power": "8", "height": "5"},
                                                     state, 0), Rng("ab" * 32)).state
    tree = GAME.choice_tree(landed, 0)
    labels = shown(tree)
    assert labels[-1] == "Reroll with Parchemin de Relance"
    grid = tree.walk([len(labels) - 1])
    assert shown(grid)[:2] == ["Same as last (F6, power 8, height 5)", "D4"]
    assert shown(tree.walk([len(labels) - 1, 13])) == POWERS_F6  # F6
    leaf = tree.walk([len(labels) - 1, 13, 3, 4])
    assert leaf == ChoiceLeaf(command="reroll", args={"source": "parchemin_de_relance", "aim": "F6", "power": "8",
                                                      "height": "5"})
    action = GAME.parse_command(leaf.command, leaf.args, landed, 0)
    codes = [e.code for e in GAME.apply(landed, 0, action, Rng("ef" * 32)).events]
    assert codes[0] == "df-reroll" and "df-landed" in codes


def test_random_walks_through_whole_games_always_reach_a_move_that_plays() -> None:
    import random

    thrown_by_buttons = 0
    for seed in (4, 5, 6):
        state, _ = new_game(seed="%064x" % seed)
        pick = random.Random(seed)
        for turn in range(150):
            if GAME.result(state) is not None:
                break
            seat = GAME.prompts(state)[0].seat
            tree = GAME.choice_tree(state, seat)
            path: list[int] = []
            here: Any = tree
            while isinstance(here, ChoiceNode):  # one answer at a time, as a player clicks
                path.append(pick.randrange(len(here.options)))
                here = tree.walk(path)
            args = {**here.args, **(here.form.fill({}) if here.form else {})}
            thrown_by_buttons += here.form is None and "height" in here.args and "aim" in here.args
            action = GAME.parse_command(here.command, args, state, seat)
            state = GAME.apply(state, seat, action, Rng("%064x" % seed, turn * 50)).state
    assert thrown_by_buttons >= 20
