"""A /roll line: repeats, several expressions, advantage words, labels, saved names, proofs."""

from __future__ import annotations

import hashlib

import pytest

from rules.core import i18n
from rules.core.dice import roll
from rules.core.dice_line import (
    MAX_LINE_ROLLS,
    MAX_PARTS,
    MAX_REPEAT,
    check_name,
    expand_names,
    format_roll_set,
    roll_line,
    split_line,
)
from rules.core.dice_proof import commitment, reroll_matches, seed_matches
from rules.core.errors import InvalidActionError
from rules.core.rng import Rng, seed_hash

SEED = "00" * 32


class ScriptedRng(Rng):
    """An Rng whose draws are given in advance."""

    def __init__(self, values: list[int]) -> None:
        super().__init__(SEED)
        self.script = list(values)

    def randint(self, lo: int, hi: int) -> int:
        value = self.script.pop(0)
        assert lo <= value <= hi, (value, lo, hi)
        self.counter += 1
        return value


def text(line: str, values: list[int], lang: str = "en") -> str:
    return format_roll_set(roll_line(line, ScriptedRng(values)), lambda k, p: i18n.t(lang, k, p))


def test_a_repeat_rolls_one_line_each_and_sums_them() -> None:
    rolled = roll_line("6#4d6kh3 stats", ScriptedRng([6, 5, 3, 3] * 3 + [1, 1, 1, 1] * 3))
    [part] = rolled.parts
    assert part.part.repeat == 6 and [r.total for r in part.rolls] == [14, 14, 14, 3, 3, 3]
    assert part.total == 51
    out = text("6#4d6kh3 stats", [6, 5, 3, 3] * 3 + [1, 1, 1, 1] * 3)
    assert out.splitlines() == [
        "**stats**", "6 × 4d6kh3",
        "1. 4d6kh3 (**6**, 5, 3, ~~3~~) = `14`", "2. 4d6kh3 (**6**, 5, 3, ~~3~~) = `14`",
        "3. 4d6kh3 (**6**, 5, 3, ~~3~~) = `14`", "4. 4d6kh3 (**1**, **1**, **1**, ~~**1**~~) = `3`",
        "5. 4d6kh3 (**1**, **1**, **1**, ~~**1**~~) = `3`", "6. 4d6kh3 (**1**, **1**, **1**, ~~**1**~~) = `3`",
        "Total: **51**",
    ]


def test_repeats_of_pools_and_checks_count_successes() -> None:
    pools = roll_line("2#3d6>=5", ScriptedRng([5, 6, 1, 2, 3, 6]))
    assert pools.parts[0].successes == 3 and pools.parts[0].total is None
    checks = roll_line("3#1d20+5>=15", ScriptedRng([10, 9, 20]))
    assert checks.parts[0].passed == 2
    assert text("3#1d20+5>=15", [10, 9, 20], "fr").splitlines()[-1] == "2 réussites sur 3"
    assert text("3#1d20+5>=15", [1, 1, 20], "fr").splitlines()[-1] == "1 réussite sur 3"


def test_several_expressions_each_with_its_label() -> None:
    out = text("1d20+5 attaque; 2d6+3 dégâts", [17, 4, 2], "fr")
    assert out.splitlines() == ["**attaque**", "1d20 (17) + 5 = `22`", "**dégâts**", "2d6 (4, 2) + 3 = `9`"]


@pytest.mark.parametrize(("line", "expression", "advantage"), [
    ("1d20+5 adv", "2d20kh1+5", "adv"),
    ("avantage 1d20+5 attaque", "2d20kh1+5 attaque", "adv"),
    ("d20-1 Désavantage", "2d20kl1-1", "dis"),
    ("adv", "2d20kh1", "adv"),
    ("dis +3", "2d20kl1+3", "dis"),
    ("1d20+2 adv dis", "1d20+2", None),
    ("adv dis", "1d20", None),
    ("1d20+5 advance", "1d20+5 advance", None),  # a label, not the word
])
def test_advantage_words(line: str, expression: str, advantage: str | None) -> None:
    [part] = split_line(line)
    assert (part.expression, part.advantage) == (expression, advantage)


def test_advantage_keeps_the_best_d20_and_says_so() -> None:
    rolled = roll_line("1d20+5 adv", ScriptedRng([4, 15]))
    assert rolled.parts[0].rolls[0].total == 20
    assert text("1d20+5 adv", [4, 15]) == "Advantage · 2d20kh1 (~~4~~, 15) + 5 = `20`"
    assert text("1d20+5 dis", [4, 15], "fr") == "Désavantage · 2d20kl1 (4, ~~15~~) + 5 = `9`"


@pytest.mark.parametrize(("line", "code", "params"), [
    ("3kros adv", "dice-adv-no-d20", {"expression": "3kros adv"}),
    ("0#1d6", "dice-bad-repeat", {"expression": "0#1d6"}),
    (f"{MAX_REPEAT + 1}#1d6", "dice-too-many", {"limit": MAX_REPEAT, "what": "repeat"}),
    (";".join(["1d6"] * (MAX_PARTS + 1)), "dice-too-many", {"limit": MAX_PARTS, "what": "parts"}),
    (f"20#1d6; {MAX_LINE_ROLLS - 19}#1d8", "dice-too-many", {"limit": MAX_LINE_ROLLS, "what": "line"}),
])
def test_refused_lines(line: str, code: str, params: dict[str, object]) -> None:
    with pytest.raises(InvalidActionError) as err:
        roll_line(line, Rng(SEED))
    assert (err.value.code, err.value.params) == (code, params)


def test_a_bad_part_refuses_the_whole_line_before_any_draw() -> None:
    rng = Rng(SEED)
    with pytest.raises(InvalidActionError) as err:
        roll_line("1d6; 1d20+*5", rng)
    assert err.value.code == "dice-syntax" and err.value.params["column"] == 6
    assert rng.counter == 0 and rng.draws == []


def test_the_syntax_error_points_at_the_character_in_both_languages() -> None:
    with pytest.raises(InvalidActionError) as err:
        roll("1d20+*5", Rng(SEED))
    en = i18n.t("en", "err-dice-syntax", err.value.params)
    fr = i18n.t("fr", "err-dice-syntax", err.value.params)
    assert en == "I do not understand “*” at character 6 of “1d20+*5”.\n```\n1d20+*5\n     ^\n```"
    assert fr == "Je ne comprends pas « * », au caractère 6 de « 1d20+*5 ».\n```\n1d20+*5\n     ^\n```"


def test_saved_names_expand_with_their_label() -> None:
    saved = {"attaque": "1d20+5", "dégâts": "2d6+3", "init": "1d20+2 initiative"}
    assert expand_names("attaque", saved.get) == "1d20+5 attaque"
    assert expand_names("Attaque adv", saved.get) == "1d20+5 Attaque adv"
    assert expand_names("3#dégâts; attaque", saved.get) == "3#2d6+3 dégâts ; 1d20+5 attaque"
    assert expand_names("init", saved.get) == "1d20+2 initiative"
    assert expand_names("1d6 attaque", saved.get) == "1d6 attaque"  # a label, not a saved roll
    assert expand_names("attaque contre le loup", saved.get) == "1d20+5 contre le loup"
    assert expand_names("adv attaque contre le loup", saved.get) == "1d20+5 contre le loup adv"
    assert expand_names("init au tour 2", saved.get) == "1d20+2 initiative au tour 2"
    assert expand_names("inconnu", saved.get) == "inconnu"


@pytest.mark.parametrize(("name", "code"), [
    ("d20", "dice-name-is-roll"), ("adv", "dice-name-is-roll"), ("kros", "dice-name-is-roll"),
    ("a b", "dice-bad-name"), ("x;y", "dice-bad-name"), ("a" * 33, "dice-bad-name"), ("", "dice-bad-name"),
])
def test_bad_names(name: str, code: str) -> None:
    with pytest.raises(InvalidActionError) as err:
        check_name(name)
    assert err.value.code == code
    assert check_name(" Épée ") == "épée"


def test_a_line_rerolled_from_its_seed_and_draws_matches_and_a_changed_one_does_not() -> None:
    seed = "ab" * 32
    rng = Rng(seed, counter=7)
    rolled = roll_line("2#4d6kh3; 1d20+5 adv", rng)
    stored = rolled.model_dump(mode="json")
    assert rng.counter == 7 + 8 + 2
    assert reroll_matches("2#4d6kh3; 1d20+5 adv", seed, 7, 17, stored)
    assert not reroll_matches("2#4d6kh3; 1d20+5 adv", seed, 6, 17, stored)  # another draw
    assert not reroll_matches("2#4d6kh3; 1d20+5 adv", "cd" * 32, 7, 17, stored)  # another seed
    assert not reroll_matches("2#4d6kh3; 1d20+6 adv", seed, 7, 17, stored)  # another line
    tampered = roll_line("2#4d6kh3; 1d20+5 adv", Rng(seed, counter=7)).model_dump(mode="json")
    tampered["parts"][1]["rolls"][0]["total"] += 1
    assert not reroll_matches("2#4d6kh3; 1d20+5 adv", seed, 7, 17, tampered)


def test_commitments_and_seed_hashes() -> None:
    seed = "ab" * 32
    # SHA-256 of the seed's 64 hex digits, a line feed and the line
    assert commitment(seed, "1d20") == hashlib.sha256(("ab" * 32 + "\n1d20").encode()).hexdigest()
    assert commitment(seed, "1d20") == "9fdd39f01ded7fc94c6c5a87fca9d2bfd2e4125f211516b4fe53bce3f4b3e5a4"
    assert commitment(seed, "1d20") != commitment(seed, "1d20+1")
    assert seed_matches(seed, seed_hash(seed)) and not seed_matches("cd" * 32, seed_hash(seed))
    assert not seed_matches("not hex", seed_hash(seed))
