"""The interpreter on hand-built dungeons: each clause kind, each tie-break, with scripted dice.

Heroes' numbers are the box's (shared/RULINGS.md): Allisa AC 15 HP 8, Kat AC 14 HP 8,
Immeril AC 14 HP 6. Monster attacks as research §3.4 lists them (Wolf: Bite +9 2, Pounce
+7 1 Slowed; Zombie: Rotting Fist +5 1).
"""

from __future__ import annotations

from pydantic import TypeAdapter

from rules.ravenloft.tactics.interpreter import activate
from rules.ravenloft.tactics.language import Attack, Clause
from rules.ravenloft.tactics.world import Actor

from .villain_world import (
    Figure,
    Hero,
    Scripted,
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
    assert tie.params == {"rule": "T2", "hero": "Kat", "others": ["Allisa"], "by": "turn"}
    assert act.summary.code == "cr-act-attack"
    assert act.summary.params == {"actor": "Zombie", "heroes": ["Kat"], "moved": "-",
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
