import random
import re
import time
from collections import Counter
from pathlib import Path

import d20
import pytest
from fluent.runtime import FluentBundle, FluentResource

from rules.core.dice import (
    CALAMITY_FACES,
    KROS_CAN_BECOME,
    KROS_FACES,
    DiceFlag,
    DiceKind,
    DiceRoll,
    aptitude_dice,
    face_message_id,
    flag_message_id,
    format_roll,
    roll,
)
from rules.core.errors import InvalidActionError
from rules.core.rng import Rng

SEED = "00" * 32
LOCALES = Path(__file__).resolve().parents[3] / "rules" / "core" / "locales"


class ScriptedRng(Rng):
    """An Rng whose draws are given in advance (each must fit the asked range)."""

    def __init__(self, values: list[int]) -> None:
        super().__init__(SEED)
        self.script = list(values)

    def randint(self, lo: int, hi: int) -> int:
        value = self.script.pop(0)
        assert lo <= value <= hi, (value, lo, hi)
        return value


def seeded() -> Rng:
    return Rng(SEED)


def faces(r: DiceRoll, group: int = 0) -> list[int]:
    return [f.value for f in r.groups[group].faces]


# --- exact outcomes with a fixed seed -------------------------------------------------------


def test_fixed_seed_exact_outcomes() -> None:
    # the seed's first d6 draws are 6, 5, 3, 3, 4, 6
    r = roll("4d6kh3", seeded())
    assert r.kind is DiceKind.STANDARD
    assert r.total == 14
    assert r.detail == "4d6kh3 (**6**, 5, 3, ~~3~~) = `14`"
    assert faces(r) == [6, 5, 3, 3]
    assert [f.kept for f in r.groups[0].faces] == [True, True, True, False]
    assert [f.dropped for f in r.groups[0].faces] == [False, False, False, True]
    r = roll("1d20+5 attaque", seeded())
    assert (r.total, r.comment, r.detail) == (25, "attaque", "1d20 (**20**) + 5 = `25`")
    assert r.flags == [DiceFlag.NATURAL_20]
    assert roll("3kros", seeded()).groups[0].faces[0].name == "joker"
    assert [f.name for f in roll("3kros", seeded()).groups[0].faces] == ["joker", "double", "tacle"]
    r = roll("aptitude 14", seeded())
    assert (faces(r), r.total) == ([4, 7], 25)


def test_same_seed_same_roll_and_draws_recorded() -> None:
    a, b = seeded(), seeded()
    assert roll("10d6e6 + 2d8kl1 - 3", a) == roll("10d6e6 + 2d8kl1 - 3", b)
    draws = a.take_draws()
    assert len(draws) == a.counter == 15  # 10d6, three explosions, 2d8
    assert roll("10d6e6 + 2d8kl1 - 3", a) != roll("10d6e6 + 2d8kl1 - 3", seeded())  # later draws


def test_global_random_untouched(monkeypatch: pytest.MonkeyPatch) -> None:
    random.seed(1234)
    before = random.getstate()
    for expr in ["4d6kh3", "1d%", "10d6e6ro1mi2", "5d6>=5", "3kros", "calamité", "aptitude 26 vs 30"]:
        roll(expr, seeded())
    assert random.getstate() == before

    class NoRandom:
        def __getattr__(self, name: str) -> None:
            raise AssertionError(f"random.{name} used")

    monkeypatch.setattr(d20.expression, "random", NoRandom())
    assert roll("3d6rr1e6 + 1d%", seeded()).total is not None


# --- standard notation ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("expr", "script", "total", "dice"),
    [
        ("1d20", [13], 13, 1),
        ("d20", [13], 13, 1),
        ("3d6", [1, 2, 3], 6, 3),
        ("2d6+3", [4, 5], 12, 2),
        ("2d6-1d4*2", [4, 5, 3], 3, 3),
        ("(1d6+2)*3", [4], 18, 1),
        ("7//2+1d4", [1], 4, 1),
        ("4d6kh3", [1, 6, 5, 4], 15, 4),
        ("2d20kl1", [17, 3], 3, 2),
        ("4d6ph1", [1, 6, 5, 4], 10, 4),
        ("4d6pl1", [1, 6, 5, 4], 15, 4),
        ("3d6mi3", [1, 2, 6], 12, 3),
        ("3d6ma4", [1, 5, 6], 9, 3),
        ("1d%", [7], 70, 1),
        ("(1d6, 1d8)kh1", [2, 7], 7, 2),
        ("1d20 [feu] + 2", [5], 7, 1),
    ],
)
def test_standard_notation(expr: str, script: list[int], total: int, dice: int) -> None:
    r = roll(expr, ScriptedRng(script))
    assert r.kind is DiceKind.STANDARD
    assert r.total == total
    assert sum(g.count for g in r.groups) == dice
    assert r.successes is None and r.comment is None


def test_reroll_keeps_every_face() -> None:
    # 3d6: 1, 4, 1; both 1s rerolled (1, 5); the first again (6)
    r = roll("3d6rr1", ScriptedRng([1, 4, 1, 1, 5, 6]))
    assert r.total == 15
    g = r.groups[0]
    assert g.count == 3
    assert [(f.value, f.rerolled, f.kept) for f in g.faces] == [
        (1, True, False),
        (1, True, False),
        (6, False, True),
        (4, False, True),
        (1, True, False),
        (5, False, True),
    ]
    assert r.detail == "3d6rr1 (**~~1~~**, **~~1~~**, **6**, 4, **~~1~~**, 5) = `15`"

    r = roll("2d6ro1", ScriptedRng([1, 1, 1, 1]))  # reroll once: the second 1s stay
    assert r.total == 2
    assert [(f.value, f.rerolled, f.kept) for f in r.groups[0].faces] == [
        (1, True, False),
        (1, False, True),
        (1, True, False),
        (1, False, True),
    ]


def test_rerolls_replay_identically() -> None:
    # d20 rerolls the dice of a set: the order must not depend on memory addresses
    alive = []
    for k in range(5):
        rolls = [roll("8d3rr1ro2e3", Rng(f"{k:02d}" * 32)) for _ in range(8)]
        alive.append(rolls)
        assert all(r == rolls[0] for r in rolls)


def test_explosions_are_marked() -> None:
    r = roll("2d6e6", ScriptedRng([6, 2, 6, 3]))
    assert r.total == 17
    g = r.groups[0]
    assert g.count == 2 and len(g.faces) == 4
    assert [f.exploded for f in g.faces] == [True, False, True, False]
    assert r.detail == "2d6e6 (**6!**, 2, **6!**, 3) = `17`"


def test_min_max_keep_the_natural_face() -> None:
    g = roll("2d6mi3", ScriptedRng([1, 5])).groups[0]
    assert [(f.value, f.natural) for f in g.faces] == [(3, 1), (5, 5)]


def test_dropped_set_marks_its_dice() -> None:
    r = roll("(1d6, 1d8)kh1", ScriptedRng([2, 7]))
    assert [g.label for g in r.groups] == ["1d6", "1d8"]
    assert r.groups[0].faces[0].dropped and not r.groups[0].faces[0].kept
    assert r.groups[1].faces[0].kept


@pytest.mark.parametrize(
    ("expr", "comment", "total"),
    [
        ("1d20+5 attaque", "attaque", 15),
        ("1d20 + 5   coup d'épée  ", "coup d'épée", 15),
        ("1d20 keep the dragon grappled", "keep the dragon grappled", 10),
        ("1d20 * 2 double", "double", 20),
    ],
)
def test_comments(expr: str, comment: str, total: int) -> None:
    r = roll(expr, ScriptedRng([10]))
    assert (r.comment, r.total) == (comment, total)


@pytest.mark.parametrize(
    ("expr", "count"),
    [
        ("5d6>=5", 3),
        ("5d6>5", 1),
        ("5d6<=2", 1),
        ("5d6<2", 0),
        ("5d6=5", 2),
        ("5d6==5", 2),
        ("5d6!=5", 3),
        ("5d6 >= 5 dégâts", 3),
    ],
)
def test_success_counting(expr: str, count: int) -> None:
    r = roll(expr, ScriptedRng([5, 6, 2, 5, 3]))
    assert r.successes == count
    assert r.total is None
    assert r.target == 5 if "2" not in expr else r.target == 2
    assert [f.success for f in r.groups[0].faces].count(True) == count


def test_success_pool_counts_kept_dice_only_and_shows_them() -> None:
    r = roll("4d6kh3>=4", ScriptedRng([6, 1, 4, 5]))
    assert r.successes == 3
    assert r.comparison == ">=" and r.target == 4
    assert r.detail == "4d6kh3 (**6**, ~~1~~, **4**, **5**) >= 4 = `3`"
    assert [f.success for f in r.groups[0].faces] == [True, None, True, True]
    assert roll("5d6=5 dégâts", ScriptedRng([5, 6, 2, 5, 3])).comment == "dégâts"


def test_check_against_a_difficulty() -> None:
    r = roll("1d20+5>=15 attaque", ScriptedRng([10]))
    assert (r.total, r.successes, r.comment) == (15, None, "attaque")
    assert r.flags == [DiceFlag.SUCCESS]
    assert r.detail == "1d20 (10) + 5 = `15` >= 15"
    assert roll("1d20+5>15", ScriptedRng([10])).flags == [DiceFlag.FAILURE]
    assert roll("1d20+0>=20", ScriptedRng([20])).flags == [DiceFlag.NATURAL_20, DiceFlag.SUCCESS]


def test_natural_flags() -> None:
    assert roll("1d20", ScriptedRng([1])).flags == [DiceFlag.NATURAL_1]
    assert roll("2d20kh1+3", ScriptedRng([20, 4])).flags == [DiceFlag.NATURAL_20]
    assert roll("1d6", ScriptedRng([6])).flags == []


# --- limits and errors ----------------------------------------------------------------------


def error(expr: str) -> InvalidActionError:
    with pytest.raises(InvalidActionError) as info:
        roll(expr, seeded())
    return info.value


@pytest.mark.parametrize(
    "expr",
    ["", "   ", "abc", "5d6>=1d4", "5d6>=5>=2", "1d20>=2.5",
     "aptitude", "aptitude x", "aptitude -3", "0kros", "kros3"],
)
def test_bad_expressions(expr: str) -> None:
    err = error(expr)
    assert err.code == "dice-bad-expression"
    assert set(err.params) == {"expression"}


@pytest.mark.parametrize(
    ("expr", "column", "got", "at"),
    [("1d", 3, "", "end"), ("2d6 *", 6, "", "end"), ("d20++", 6, "", "end"), ("(1d6", 5, "", "end"),
     ("1d20+*5", 6, "*", "char"), ("2d6+3)", 6, ")", "char"),
     ("1d20=", 6, "", "end")],
)
def test_syntax_errors_point_at_the_character(expr: str, column: int, got: str, at: str) -> None:
    err = error(expr)
    assert err.code == "dice-syntax"
    assert err.params == {"expression": expr, "column": column, "got": got, "at": at,
                          "pointer": " " * (column - 1) + "^"}


@pytest.mark.parametrize(
    ("expr", "limit", "what"),
    [
        ("10000d6", 100, "dice"),
        ("101d6", 100, "dice"),
        ("60d6+41d8", 100, "dice"),
        ("99999999999999999999999d6", 100, "dice"),
        ("1d1001", 1000, "sides"),
        ("1d99999999999999999999", 1000, "sides"),
        ("1d1e1", 500, "rolls"),
        ("3d6rr<7", 500, "rolls"),
        ("1d6" + "+1" * 100, 200, "length"),
        ("101kros", 100, "dice"),
        ("1000calamity", 100, "dice"),
        ("aptitude 1000", 100, "dice"),
    ],
)
def test_absurd_expressions_fail_fast(expr: str, limit: int, what: str) -> None:
    rng = seeded()
    start = time.perf_counter()
    with pytest.raises(InvalidActionError) as info:
        roll(expr, rng)
    assert time.perf_counter() - start < 0.5
    assert info.value == InvalidActionError("dice-too-many", limit=limit, what=what)
    if what != "rolls":
        assert rng.counter == 0  # refused before anything was rolled


def test_limits_are_inclusive() -> None:
    assert len(roll("100d6", seeded()).groups[0].faces) == 100
    assert roll("1d1000", seeded()).groups[0].sides == 1000
    assert roll("aptitude 999", seeded()).groups[0].count == 100


def test_arithmetic_errors() -> None:
    assert error("1d6/0") == InvalidActionError("dice-division-by-zero", expression="1d6/0")
    assert error("1d6 % (2-2)").code == "dice-division-by-zero"
    assert error("1d0").code == "dice-bad-value"
    assert error("1d6mi<3").code == "dice-bad-value"


# --- Krosmaster and calamity dice -------------------------------------------------------------


def test_krosmaster_faces_and_ruling() -> None:
    assert KROS_FACES == ("critique", "armure", "tacle", "esquive", "double", "joker")
    r = roll("kros", ScriptedRng([1]))
    assert r.kind is DiceKind.KROSMASTER and r.total is None
    assert [f.name for f in r.groups[0].faces] == ["critique"]
    r = roll("6kros", ScriptedRng([1, 2, 3, 4, 5, 6]))
    assert [f.name for f in r.groups[0].faces] == list(KROS_FACES)
    assert roll("Krosmaster tension", ScriptedRng([6])).comment == "tension"
    assert roll("3 kros", seeded()).groups[0].count == 3
    # RULINGS.md: Critique 3/6, Esquive 3/6, Armure 2/6, Tacle 2/6
    chances = Counter(b for options in KROS_CAN_BECOME.values() for b in options)
    assert chances == {"critique": 3, "esquive": 3, "armure": 2, "tacle": 2}


def test_calamity_faces_and_comets() -> None:
    assert CALAMITY_FACES == ("blood-5", "blood-10", "comet", "double-comet", "arrow", "blank")
    for word in ("calamity", "calamite", "calamité", "Calamité", "calamite\u0301"):
        assert roll(word, seeded()).kind is DiceKind.CALAMITY
    r = roll("calamité", ScriptedRng([2]))
    assert [f.name for f in r.groups[0].faces] == ["blood-10"] and len(r.groups) == 1
    r = roll("calamité", ScriptedRng([3, 4]))  # a comet rolls the d6 of its line
    assert [f.name for f in r.groups[0].faces] == ["comet"]
    assert (r.groups[1].die, faces(r, 1)) == ("comet", [4])
    r = roll("2calamity", ScriptedRng([4, 1, 6, 2]))  # a double comet rolls two
    assert [f.name for f in r.groups[0].faces] == ["double-comet", "blood-5"]
    assert faces(r, 1) == [6, 2]


@pytest.mark.parametrize(("expr", "names"), [("100kros", KROS_FACES), ("100calamity", CALAMITY_FACES)])
def test_game_dice_distribution(expr: str, names: tuple[str, ...]) -> None:
    rng = seeded()
    counts: Counter[str] = Counter()
    for _ in range(60):
        counts.update(f.name for f in roll(expr, rng).groups[0].faces if f.name)
    assert set(counts) == set(names)
    assert all(850 < counts[n] < 1150 for n in names), counts


# --- Mortebrume aptitude ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("aptitude", "count", "sides"),
    [(0, 1, 6), (3, 1, 6), (4, 1, 8), (6, 1, 8), (7, 1, 10), (9, 1, 10), (10, 2, 6),
     (12, 2, 6), (14, 2, 8), (16, 2, 8), (19, 2, 10), (26, 3, 8), (33, 4, 6)],
)
def test_aptitude_table(aptitude: int, count: int, sides: int) -> None:
    assert aptitude_dice(aptitude) == (count, sides)
    r = roll(f"aptitude {aptitude}", seeded())
    g = r.groups[0]
    assert (g.count, g.sides, len(g.faces), g.label) == (count, sides, count, f"{count}D{sides}")
    assert r.total == aptitude + sum(faces(r))
    assert r.aptitude == aptitude


def test_aptitude_auto_fail_and_particular() -> None:
    r = roll("aptitude 14", ScriptedRng([1, 1]))
    assert r.flags == [DiceFlag.AUTO_FAIL] and r.total == 16
    assert DiceFlag.AUTO_FAIL not in roll("aptitude 14", ScriptedRng([1, 2])).flags
    r = roll("aptitude 14 vs 10", ScriptedRng([1, 1]))  # automatic failure beats the total
    assert r.flags == [DiceFlag.AUTO_FAIL, DiceFlag.FAILURE]
    for apt, script in [(2, [6]), (5, [8]), (5, [6]), (8, [10]), (8, [8]), (8, [6]), (16, [2, 8])]:
        assert DiceFlag.PARTICULAR in roll(f"aptitude {apt}", ScriptedRng(script)).flags, (apt, script)
    for apt, script in [(5, [7]), (8, [9]), (8, [7]), (2, [5])]:
        assert roll(f"aptitude {apt}", ScriptedRng(script)).flags == [], (apt, script)


def test_aptitude_difficulty_and_comment() -> None:
    r = roll("aptitude 14 vs 20 frappe", ScriptedRng([3, 3]))
    assert (r.total, r.target, r.comment, r.flags) == (20, 20, "frappe", [DiceFlag.SUCCESS])
    assert roll("aptitude 14 vs 21", ScriptedRng([3, 3])).flags == [DiceFlag.FAILURE]
    r = roll("apt 14 contre 20", ScriptedRng([8, 3]))
    assert r.flags == [DiceFlag.PARTICULAR, DiceFlag.SPECIAL, DiceFlag.SUCCESS]
    assert roll("aptitude 7 esquive", ScriptedRng([2])).comment == "esquive"


# --- JSON and text ------------------------------------------------------------------------------

ALL_KINDS = ["4d6kh3 dégâts", "3d6rr1e6mi2", "5d6>=5", "1d20+5>=15", "3kros", "2calamity",
             "aptitude 26 vs 30 tir", "(1d6, 2d8)kh1 + 1d%"]


@pytest.mark.parametrize("expr", ALL_KINDS)
def test_json_round_trip(expr: str) -> None:
    r = roll(expr, seeded())
    assert DiceRoll.model_validate_json(r.model_dump_json()) == r
    assert DiceRoll.model_validate(r.model_dump(mode="json")) == r


def _catalog(lang: str) -> dict[str, set[str]]:
    from rules.core.i18n import file_variables

    return file_variables(LOCALES / lang / "dice.ftl")


def test_catalogs_match_and_cover_every_message() -> None:
    fr, en = _catalog("fr"), _catalog("en")
    assert fr == en
    needed = {"err-dice-bad-expression", "err-dice-too-many", "err-dice-division-by-zero", "err-dice-bad-value"}
    needed |= {face_message_id(DiceKind.KROSMASTER, n) for n in KROS_FACES}
    needed |= {face_message_id(DiceKind.CALAMITY, n) for n in CALAMITY_FACES}
    needed |= {flag_message_id(f) for f in DiceFlag}
    needed |= {"dice-aptitude-auto-fail", "dice-aptitude-particular", "dice-calamity-comet"}
    assert needed <= set(fr)
    text = (LOCALES / "fr" / "dice.ftl").read_text(encoding="utf-8")
    for word in ("Comète", "Flèche", "Réussite particulière", "Échec automatique", "dés", "éloignée"):
        assert word in text


def _translator(lang: str):  # type: ignore[no-untyped-def]
    bundle = FluentBundle([lang], use_isolating=False)
    bundle.add_resource(FluentResource((LOCALES / lang / "dice.ftl").read_text(encoding="utf-8")))

    def translate(msg_id: str, params: dict[str, object]) -> str:
        assert bundle.has_message(msg_id), msg_id
        text, errors = bundle.format_pattern(bundle.get_message(msg_id).value, params)
        assert not errors, (msg_id, errors)
        return str(text)

    return translate


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("expr", ALL_KINDS + ["calamité", "aptitude 14 vs 10", "1d20"])
def test_format_roll_every_kind(lang: str, expr: str) -> None:
    text = format_roll(roll(expr, seeded()), _translator(lang))
    assert text and "{" not in text


def test_format_roll_content() -> None:
    fr, en = _translator("fr"), _translator("en")
    text = format_roll(roll("4d6kh3 dégâts", seeded()), fr)
    assert text == "**dégâts**\n4d6kh3 (**6**, 5, 3, ~~3~~) = `14`"
    text = format_roll(roll("5d6>=5", ScriptedRng([5, 6, 2, 5, 3])), fr)
    assert text.endswith(" · **3** succès")
    assert format_roll(roll("2kros", ScriptedRng([5, 6])), fr) == (
        "2 dés Krosmaster : Critique ou Esquive, Joker (œuf de Dofus)"
    )
    assert format_roll(roll("calamité", ScriptedRng([4, 1, 6])), en) == (
        "Calamity die: Double comet (1: line farthest from the fortress / 6: wall)"
    )
    text = format_roll(roll("aptitude 14 vs 20 frappe", ScriptedRng([8, 3])), fr)
    assert text == (
        "**frappe**\nAptitude 14 + 2D8 (8, 3) = **25** contre 20\n"
        "Réussite particulière · Réussite spéciale · Réussite"
    )
    text = format_roll(roll("aptitude 3", ScriptedRng([1])), en)
    assert text == "Aptitude 3 + 1D6 (1) = **4**\nAutomatic failure"


def test_error_messages_render() -> None:
    for lang in ("fr", "en"):
        tr = _translator(lang)
        for expr in ("10000d6", "1d1001", "1d1e1", "x" * 300, "abc", "1d6/0", "1d0"):
            with pytest.raises(InvalidActionError) as info:
                roll(expr, seeded())
            text = tr(f"err-{info.value.code}", info.value.params)
            assert text and not re.search(r"\{|\$", text)
