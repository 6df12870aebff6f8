"""The interpreter on hand-built dungeons: each clause kind, each tie-break, with scripted dice.

Heroes' numbers are the box's (shared/RULINGS.md): Allisa AC 15 HP 8, Kat AC 14 HP 8,
Immeril AC 14 HP 6. Monster attacks as research §3.4 lists them (Wolf: Bite +9 2, Pounce
+7 1 Slowed; Zombie: Rotting Fist +5 1).
"""

from __future__ import annotations

import copy

import pytest
from pydantic import TypeAdapter

from rules.ravenloft.tactics.choosing import Decider, NeedChoice
from rules.ravenloft.tactics.interpreter import activate
from rules.ravenloft.tactics.language import Attack, Clause, EncounterEffects
from rules.ravenloft.tactics.world import Actor

from .villain_world import (
    Figure,
    Hero,
    Scripted,
    Tile,
    ToyBoard,
    ToyWorld,
    row_of_tiles,
    sq,
)

CLAUSES = TypeAdapter(list[Clause])

WOLF_ATTACKS = {"bite": Attack(bonus=9, damage=2), "pounce": Attack(bonus=7, damage=1, conditions=["slowed"])}
WOLF_TACTICS = CLAUSES.validate_python([
    {"when": {"hero_adjacent": True}, "do": [{"attack": "bite", "target": "adjacent_closest"}]},
    {"when": {"hero_within_tiles": 1}, "do": [{"move_adjacent": "closest"}, {"attack": "pounce", "target": "that"}]},
    {"otherwise": True, "do": [{"move_tiles": 1, "toward": "closest"}]},
])
ZOMBIE_ATTACKS = {"fist": Attack(bonus=5, damage=1)}
ZOMBIE_TACTICS = CLAUSES.validate_python([
    {"when": {"hero_adjacent": True}, "do": [{"attack": "fist", "target": "adjacent_closest"}]},
    {"otherwise": True, "do": [{"move_tiles": 1, "toward": "closest"}]},
])


def wolf(world: ToyWorld, fid: str = "wolf1") -> Actor:
    return Actor(kind="monster", id=fid, card="wolf", name="Wolf", square=world.figure[fid].square,
                 attacks=WOLF_ATTACKS, tactics=WOLF_TACTICS, category="animal", controller=0)


def zombie(world: ToyWorld, fid: str = "z1") -> Actor:
    return Actor(kind="monster", id=fid, card="zombie", name="Zombie", square=world.figure[fid].square,
                 attacks=ZOMBIE_ATTACKS, tactics=ZOMBIE_TACTICS, category="undead", controller=0)


def heroes(**where: str) -> dict[str, Hero]:
    stats = {"kat": ("Kat", 8, 14), "allisa": ("Allisa", 8, 15), "immeril": ("Immeril", 6, 14)}
    return {h: Hero(name=stats[h][0], square=sq(s), hp=stats[h][1], ac=stats[h][2], seat=i)
            for i, (h, s) in enumerate(where.items())}


def codes(act) -> list[str]:
    return [ln.code for ln in act.lines]


def test_zombie_between_two_heroes_attacks_by_turn_order() -> None:
    """The issue's example: « the Zombie attacks Kat: she is adjacent; Allisa is also
    adjacent, tie broken by turn order »."""
    world = ToyWorld(row_of_tiles(2), heroes(kat="B2", allisa="D2"), {"z1": Figure("zombie", sq("C2"), 1, 1)})
    events, act = activate(world, zombie(world), Scripted([9]))
    assert world.log == [("damage", "kat", 1)]
    attack = next(e for e in events if e.code == "cr-monster-attack")
    assert attack.params == {"actor": "Zombie", "attack": "fist", "hero": "Kat", "roll": 9, "bonus": 5,
                             "total": 14, "ac": 14, "result": "hit", "damage": 1}
    assert attack.irreversible
    tie = next(ln for ln in act.lines if ln.code == "cr-why-tie")
    assert tie.params == {"rule": "T2", "hero": "Kat", "others": ["Allisa"], "by": ["cr-by-turn"]}
    assert act.summary.code == "cr-act-attack"
    assert act.summary.params == {"actor": "Zombie", "heroes": ["Kat"], "moved": "none",
                                  "reason": ["cr-reason-hero-adjacent"], "others": ["Allisa"], "by": ["cr-by-turn"]}


def test_turn_order_starts_with_the_active_hero() -> None:
    world = ToyWorld(row_of_tiles(2), heroes(allisa="D2", kat="B2"), {"z1": Figure("zombie", sq("C2"), 1, 1)})
    activate(world, zombie(world), Scripted([5]))  # 5 + 5 = 10 < 15: a miss
    assert world.log == []
    assert world.hero["allisa"].hp == 8


def test_first_clause_that_holds_wins_and_the_others_are_not_tested() -> None:
    world = ToyWorld(row_of_tiles(2), heroes(kat="B2"), {"wolf1": Figure("wolf", sq("C3"), 1, 1)})
    _events, act = activate(world, wolf(world), Scripted([5]))  # 5 + 9 = 14 >= 14
    assert world.log == [("damage", "kat", 2)]
    assert codes(act) == ["cr-why-fact", "cr-why-clause", "cr-why-t-hero-adjacent", "cr-why-chosen-clause",
                          "cr-why-pick", "cr-why-attack"]


def test_wolf_within_one_tile_moves_adjacent_then_pounces() -> None:
    # the wolf on t1 (F2), Kat on t0 at B2: 1 tile away; free squares next to Kat nearest F2: C2
    world = ToyWorld(row_of_tiles(2), heroes(kat="B2"), {"wolf1": Figure("wolf", sq("F2"), 1, 1)})
    _events, act = activate(world, wolf(world), Scripted([7]))  # 7 + 7 = 14 >= 14: hit
    assert world.log == [("move", "wolf1", "C1"), ("damage", "kat", 1), ("condition", "kat", "slowed")]
    assert act.summary.params["moved"] == "C1"  # C1, C2, C3 are 3 squares from F2: lowest row
    assert act.summary.params["reason"] == ["cr-reason-hero-within-tiles"]


def test_move_adjacent_tie_on_distance_goes_to_the_lowest_row_then_column() -> None:
    # the wolf at F3: C2, C3 and C4 are all 3 squares away (diagonal steps); C2 has the lowest row
    world = ToyWorld(row_of_tiles(2), heroes(kat="B3"), {"wolf1": Figure("wolf", sq("F3"), 1, 1)})
    _, act = activate(world, wolf(world), Scripted([1]))
    assert world.log[0] == ("move", "wolf1", "C2")
    move = next(ln for ln in act.lines if ln.code == "cr-why-move-adjacent")
    assert move.params == {"hero": "Kat", "square": "C2", "squares": 3, "tie": "yes"}


def test_zombie_moves_one_tile_toward_the_closest_hero_onto_the_bone_pile() -> None:
    # t0 t1 t2 in a row; Kat on t0, the zombie on t2: it goes to t1's bone pile (F2)
    world = ToyWorld(row_of_tiles(3), heroes(kat="B2"), {"z1": Figure("zombie", sq("J2"), 1, 1)})
    _, act = activate(world, zombie(world), Scripted([]))
    assert world.log == [("move", "z1", "F2")]
    move = next(ln for ln in act.lines if ln.code == "cr-why-move-tile")
    assert move.params == {"tile": "K1", "square": "F2", "pile": "yes", "tie": "no"}
    assert act.summary.code == "cr-act-move"
    assert act.summary.params == {"actor": "Zombie", "square": "F2", "reason": ["cr-reason-otherwise"]}


def test_an_occupied_bone_pile_sends_the_monster_to_the_nearest_free_square_lowest_row_first() -> None:
    # t1's pile F2 holds another zombie: E1 F1 G1 E2 G2 E3 F3 G3 are 1 square away; E1 comes first
    world = ToyWorld(row_of_tiles(3), heroes(kat="B2"),
                     {"z1": Figure("zombie", sq("J2"), 1, 1), "z2": Figure("zombie", sq("F2"), 1, 1)})
    _, act = activate(world, zombie(world), Scripted([]))
    assert world.log == [("move", "z1", "E1")]
    assert next(ln for ln in act.lines if ln.code == "cr-why-move-tile").params["pile"] == "no"


def test_between_two_tiles_toward_a_hero_the_one_whose_bone_pile_is_nearer_the_hero_wins() -> None:
    # a square of tiles: t00 (A1) t10 (E1) / t01 (A5) t11 (E5); the ghoul on t11, Kat on t00 at D4:
    # t10 and t01 are both 1 tile from Kat; t10's pile F2 is 2 squares from D4, t01's pile B6 is 2 too:
    # then the lowest row: F2 (row 2) before B6 (row 6)
    board = ToyBoard({
        "t00": Tile((0, 0), "start", (1, 1)), "t10": Tile((1, 0), "hall", (5, 1)),
        "t01": Tile((0, 1), "crypt", (1, 5)), "t11": Tile((1, 1), "den", (5, 5)),
    })
    world = ToyWorld(board, heroes(kat="D4"), {"z1": Figure("zombie", sq("G7"), 1, 1)})
    _, act = activate(world, zombie(world), Scripted([]))
    assert world.log == [("move", "z1", "F2")]
    assert next(ln for ln in act.lines if ln.code == "cr-why-move-tile").params["tie"] == "yes"
    # with Kat at A4 instead, t01's pile B6 (2 squares) is nearer than F2 (5 squares)
    world = ToyWorld(board, heroes(kat="A4"), {"z1": Figure("zombie", sq("G7"), 1, 1)})
    activate(world, zombie(world), Scripted([]))
    assert world.log == [("move", "z1", "B6")]


def test_closest_hero_by_tiles_then_squares() -> None:
    # the zombie on t2 (J2): Allisa on t1 (H2, 1 tile, 2 squares), Kat on t1 (E2, 1 tile, 5 squares),
    # Immeril on t0 (2 tiles); the zombie is not adjacent: it moves toward Allisa (squares break the tie)
    world = ToyWorld(row_of_tiles(3), heroes(kat="E2", allisa="H2", immeril="B2"),
                     {"z1": Figure("zombie", sq("L2"), 1, 1)})
    _, act = activate(world, zombie(world), Scripted([]))
    tie = next(ln for ln in act.lines if ln.code == "cr-why-tie")
    assert tie.params == {"rule": "T1", "hero": "Allisa", "others": ["Kat"], "by": ["cr-by-squares"]}
    assert world.log == [("move", "z1", "F2")]  # onto Allisa's tile, on its bone pile


def test_heroes_lying_down_or_escaped_are_ignored() -> None:
    hs = heroes(kat="B2", allisa="D2", immeril="C3")
    hs["kat"].hp = 0  # lying down (B43)
    hs["immeril"].square = None  # escaped (A26)
    world = ToyWorld(row_of_tiles(2), hs, {"z1": Figure("zombie", sq("C2"), 1, 1)})
    _, act = activate(world, zombie(world), Scripted([10]))  # 10 + 5 = 15 >= 15
    assert world.log == [("damage", "allisa", 1)]
    assert [ln.params["hero"] for ln in act.lines if ln.code == "cr-why-fact"] == ["Allisa"]


def test_players_break_the_tie_when_the_table_chooses() -> None:
    def fresh() -> ToyWorld:
        return ToyWorld(row_of_tiles(2), heroes(kat="B2", allisa="D2"), {"z1": Figure("zombie", sq("C2"), 1, 1)})
    world = fresh()
    with pytest.raises(NeedChoice) as asked:
        activate(world, zombie(world), Scripted([]), Decider("choose"))
    assert (asked.value.rule, asked.value.candidates, asked.value.default) == ("T2", ["kat", "allisa"], "kat")
    assert world.log == []  # nothing happened before the question
    world = fresh()
    _, act = activate(world, zombie(world), Scripted([10]), Decider("choose", {asked.value.key: "allisa"}))
    assert world.log == [("damage", "allisa", 1)]
    assert next(ln for ln in act.lines if ln.code == "cr-why-chosen").params == {"hero": "Allisa", "others": ["Kat"]}
    assert act.summary.params["by"] == ["cr-by-players"]


def test_a_lone_candidate_asks_nobody() -> None:
    world = ToyWorld(row_of_tiles(2), heroes(kat="B2", allisa="H2"), {"z1": Figure("zombie", sq("C2"), 1, 1)})
    activate(world, zombie(world), Scripted([20]), Decider("choose"))
    assert world.log == [("damage", "kat", 1)]


GARGOYLE = CLAUSES.validate_python([
    {"when": {"hero_on_tile": True}, "do": [{"attack": "claws", "target": "each_on_tile"}]},
    {"otherwise": True, "do": [{"move_tiles": 1, "toward": "closest"}]},
])


def test_an_attack_on_each_hero_of_the_tile_rolls_in_turn_order_with_miss_damage() -> None:
    # Whirlwind of Claws +8, 2 damage, miss 1, Slowed (research §3.4); turn order Allisa, Kat
    world = ToyWorld(row_of_tiles(2), heroes(allisa="A1", kat="D4", immeril="F2"),
                     {"g1": Figure("gargoyle", sq("B3"), 2, 2)})
    actor = Actor(kind="monster", id="g1", card="gargoyle", name="Gargoyle", square=sq("B3"), tactics=GARGOYLE,
                  attacks={"claws": Attack(bonus=8, damage=2, miss_damage=1, conditions=["slowed"])})
    _, act = activate(world, actor, Scripted([7, 5]))  # Allisa: 15 >= 15 hit; Kat: 13 < 14 miss
    assert world.log == [("damage", "allisa", 2), ("condition", "allisa", "slowed"), ("damage", "kat", 1)]
    assert next(ln for ln in act.lines if ln.code == "cr-why-each").params == {"heroes": ["Allisa", "Kat"]}


def test_haunted_mists_give_undead_two_to_attack() -> None:
    mists = EncounterEffects.model_validate(
        {"modifiers": [{"applies_to": "monsters", "category": "undead", "stat": "attack", "amount": 2}]})
    world = ToyWorld(row_of_tiles(2), heroes(kat="B2"), {"z1": Figure("zombie", sq("C2"), 1, 1)},
                     effects=[(mists, None)])
    events, _ = activate(world, zombie(world), Scripted([7]))  # 7 + 5 + 2 = 14 >= 14
    assert [e.params["total"] for e in events if e.code == "cr-monster-attack"] == [14]
    assert world.log == [("damage", "kat", 1)]
    world = ToyWorld(row_of_tiles(2), heroes(kat="B2"), {"wolf1": Figure("wolf", sq("C2"), 1, 1)},
                     effects=[(mists, None)])
    events, _ = activate(world, wolf(world), Scripted([4]))  # an animal: 4 + 9 = 13 < 14
    assert world.log == []


def test_a_curse_lowers_the_cursed_heros_armour() -> None:
    curse = EncounterEffects.model_validate({
        "modifiers": [{"applies_to": "cursed_hero", "stat": "ac", "amount": -2}], "ends": [{"on": "defeat_monster"}]})
    world = ToyWorld(row_of_tiles(2), heroes(kat="B2"), {"z1": Figure("zombie", sq("C2"), 1, 1)},
                     effects=[(curse, "kat")])
    events, _ = activate(world, zombie(world), Scripted([7]))  # 12 >= 14 - 2
    assert [e.params["ac"] for e in events if e.code == "cr-monster-attack"] == [12]
    assert world.log == [("damage", "kat", 1)]


def test_same_state_and_dice_give_the_same_decisions() -> None:
    board = row_of_tiles(3)
    figures = {"wolf1": Figure("wolf", sq("J3"), 1, 1)}
    base = ToyWorld(board, heroes(kat="E2", allisa="H4", immeril="B2"), figures)
    runs = []
    for _ in range(3):
        world = copy.deepcopy(base)
        events, act = activate(world, wolf(world), Scripted([12]))
        runs.append((world.log, [e.model_dump() for e in events], act.model_dump()))
    assert runs[0] == runs[1] == runs[2]
    assert runs[0][0] == [("move", "wolf1", "I3"), ("damage", "allisa", 1), ("condition", "allisa", "slowed")]


def test_moving_toward_a_hero_on_its_own_tile_closes_in_without_attacking() -> None:
    # the zombie on t0 at D4, Kat on t0 at A1: not adjacent; "move 1 tile toward" brings it next to her
    world = ToyWorld(row_of_tiles(2), heroes(kat="A1"), {"z1": Figure("zombie", sq("D4"), 1, 1)})
    _, act = activate(world, zombie(world), Scripted([]))
    assert world.log == [("move", "z1", "B2")]
    assert [ln.code for ln in act.lines][-2:] == ["cr-why-same-tile", "cr-why-move-adjacent"]
