"""A small hand-built catalog and scripted dice for the engine's rule tests."""

from __future__ import annotations

from collections.abc import Iterable

from rules.core import Event, Rng, SeatInfo
from rules.ravenloft.board import E, N, S, TileShape, W
from rules.ravenloft.catalog import (
    AdventureDef,
    Catalog,
    EncounterDef,
    HeroDef,
    MonsterDef,
    Objective,
    PowerDef,
    TreasureDef,
)
from rules.ravenloft.game import Ravenloft
from rules.ravenloft.state import CRState

START = TileShape(id="start", rows=("........",) * 4,
                  exits=frozenset({(0, 0, W), (1, 0, E), (0, 0, N), (1, 0, S)}))
CORRIDOR = TileShape(id="corridor", rows=("#..#", "#..#", "#.B#", "#..#"), triangle=S)
ROOM = TileShape(id="room", rows=("....", ".B..", "....", "...."), triangle=N, black=True)
HALL = TileShape(id="hall", rows=("....", "..B.", "....", "...."), triangle=W)
STAIRS = TileShape(id="stairs", rows=("....", ".BX.", "....", "...."), triangle=N)
PILLARS = TileShape(id="pillars", rows=("....", ".#..", "..#.", "...B"), triangle=E, black=True)

HEROES = {
    "allisa": HeroDef("allisa", gender="f", ac=15, hp=8, speed=6, surge=4, ability="scout",
                      recommended=("twin_shot", "hunters_shot", "bounding_attack")),
    "arjhan": HeroDef("arjhan", ac=17, hp=10, speed=5, surge=5, ability="defender",
                      recommended=("cleave", "brute_strike")),
    "immeril": HeroDef("immeril", gender="f", ac=14, hp=6, speed=6, surge=3, ability="lore",
                       recommended=("magic_missile", "fireball", "fey_step")),
    "kat": HeroDef("kat", gender="f", ac=14, hp=8, speed=6, surge=4, ability="trap_expert",
                   recommended=("deft_strike", "backstab", "deep_cut", "snipe_shot")),
    "thorgrim": HeroDef("thorgrim", ac=17, hp=10, speed=5, surge=5, ability="aid",
                        recommended=("healing_word", "lance_of_faith")),
}
POWERS = {p.id: p for p in (
    PowerDef("cleave", "arjhan", "at_will", attack=6, damage=1, cleave=1),
    PowerDef("brute_strike", "arjhan", "daily", attack=5, damage=4, keep_on_miss=True),
    PowerDef("precise_strike", "arjhan", "daily", attack=11, damage=2, keep_on_miss=True),
    PowerDef("trapping_strike", "arjhan", "at_will", attack=8, damage=1, reach="tile", tiles=1, pull_adjacent=True),
    PowerDef("tide_of_iron", "arjhan", "at_will", attack=8, damage=1, push="hit", place_self="hit"),
    PowerDef("hit_and_run", "allisa", "at_will", attack=6, damage=1, miss=1, place_self="always"),
    PowerDef("hallowed_advance", "thorgrim", "daily", attack=6, damage=2, miss=1, heroes_tiles=1),
    PowerDef("thunderwave", "immeril", "at_will", attack=6, damage=1, reach="area", tiles=0,
             push="always"),
    PowerDef("careful_attack", "allisa", "at_will", attack=0, damage=1, auto=1),
    PowerDef("magic_missile", "immeril", "at_will", attack=8, damage=1, reach="tile", tiles=3, pull_on_miss=True),
    PowerDef("fireball", "immeril", "daily", attack=7, damage=3, miss=1, reach="area", tiles=1),
    PowerDef("fey_step", "immeril", "utility", effect="teleport", tiles=1, timing="free"),
    PowerDef("twin_shot", "allisa", "at_will", attack=4, damage=1, reach="tile", tiles=1, targets=2),
    PowerDef("hunters_shot", "allisa", "at_will", attack=6, damage=1, reach="tile", tiles=2),
    PowerDef("bounding_attack", "allisa", "daily", attack=6, damage=3, miss=1),
    PowerDef("deft_strike", "kat", "at_will", attack=7, damage=1, approach=("squares", 2)),
    PowerDef("backstab", "kat", "at_will", attack=7, damage=1, flank_bonus=1),
    PowerDef("deep_cut", "kat", "daily", attack=7, damage=2, flank_damage=2),
    PowerDef("snipe_shot", "kat", "at_will", attack=7, damage=1, reach="tile", tiles=1, distance_bonus=(1, 2)),
    PowerDef("healing_word", "thorgrim", "utility", effect="heal_surge", timing="free"),
    PowerDef("lance_of_faith", "thorgrim", "at_will", attack=6, damage=1, reach="tile", tiles=1,
             bonus_vs={"undead": 1}),
)}
MONSTERS = {m.id: m for m in (
    MonsterDef("zombie", ac=11, hp=1, xp=1, type="undead"),
    MonsterDef("wolf", ac=14, hp=1, xp=1, type="animal"),
    MonsterDef("gargoyle", ac=16, hp=2, xp=3, type="elemental"),
    MonsterDef("wraith", ac=15, hp=2, xp=3, type="undead"),
    MonsterDef("strahd", ac=19, hp=12, xp=6, type="vampire", villain=True),
)}
TREASURES = {t.id: t for t in (
    TreasureDef("potion", "item", effect="heal", value=2, use="once"),
    TreasureDef("ring", "item", effect="attack_bonus", value=1),
    TreasureDef("tools", "item", effect="disarm_bonus", value=4),
    TreasureDef("harrowed_experience", "fortune", effect="xp", value=1),
    TreasureDef("guided_strikes", "blessing", effect="attack_bonus", value=2, use="now"),
    TreasureDef("level_up", "fortune", effect="level_up", use="now"),
    TreasureDef("short_rest", "fortune", effect="heal", value=1, use="now"),
    TreasureDef("action_surge", "fortune", effect="extra_action", use="now"),
    TreasureDef("necklace", "item", use="once", attack=5, damage=1, reach="area", tiles=1),
)}
ENCOUNTERS = {e.id: e for e in (
    EncounterDef("dart_trap", "trap", disarm=15),
    EncounterDef("frenzy", "event", copies=2),
    EncounterDef("falling_rocks", "hazard", woa=True),
)}
ADVENTURES = {a.id: a for a in (
    AdventureDef("1", min_heroes=1, max_heroes=1, start=(("start", 0, 0, 0),), start_squares=((3, 1),),
                 random_tiles=4, special_tiles=("stairs",), special_depth=2,
                 victory=(Objective("start_turn_on", "stairs"),), escape=""),
    AdventureDef("2", min_heroes=1, max_heroes=5, start=(("start", 0, 0, 0),),
                 start_squares=((3, 1), (4, 1), (3, 2), (4, 2), (2, 1)), random_tiles=5,
                 victory=(Objective("defeat", "gargoyle"),), defeat=(Objective("turns", count=40),)),
    AdventureDef("9", min_heroes=1, max_heroes=5, start=(("start", 0, 0, 0),),
                 start_squares=((3, 1), (4, 1), (3, 2), (4, 2), (2, 1)), random_tiles=5, doors=True,
                 woa_cards=True, escape="X", special_tiles=("stairs",),
                 victory=(Objective("escape"),)),
)}
def quiet_villain(state, rng, cat):
    """The villain phase of these rule tests: nothing acts (the villain helper's phase is
    tested on its own and in the content playouts)."""
    return [Event(code="cr-villain-phase", params={"hero": state.active.hero})]


CAT = Catalog(villain=quiet_villain, heroes=HEROES, powers=POWERS, monsters=MONSTERS,
              tiles={t.id: t for t in (START, CORRIDOR, ROOM, HALL, STAIRS, PILLARS)},
              adventures=ADVENTURES, treasures=TREASURES, encounters=ENCOUNTERS,
              stack_tiles=("corridor", "room", "hall", "pillars", "stairs"), monster_copies=3)
GAME = Ravenloft(CAT)


class Dice(Rng):
    """Seeded randomness whose next d20 rolls are scripted (``Dice(20, 3)``)."""

    def __init__(self, *faces: int) -> None:
        super().__init__("ab" * 32)
        self.faces = list(faces)

    def die(self, sides: int) -> int:
        if self.faces:
            return self.faces.pop(0)
        return super().die(sides)


def seats(n: int) -> list[SeatInfo]:
    return [SeatInfo(index=i, name=f"p{i}") for i in range(n)]


def new(n: int = 1, heroes: Iterable[str] = (), first: int = 0, keep_items: bool = False,
        **options: object) -> CRState:
    """A table set up with these heroes; unless ``keep_items``, without starting items and with
    harmless treasures (a Short Rest) on top of the deck, so rule tests see only their own numbers."""
    opts = {"heroes": list(heroes), "first": first, **options}
    state = GAME.setup(GAME.parse_options(opts), seats(n), Rng("cd" * 32))
    if not keep_items:
        for h in state.heroes:
            h.items = []
        state.treasures.cards += [f"short_rest#{k}" for k in range(1, 6)]
    return state


def hidden_order_changed(state: CRState) -> CRState:
    """The same table with every face-down deck, the tile stack and the doors in another order:
    what no hero's seat may see (a computer hero must decide the same on both)."""
    other = state.model_copy(deep=True)
    for deck in (other.monsters, other.encounters, other.treasures):
        deck.cards = deck.cards[1::2] + deck.cards[::2]
    other.tile_stack = other.tile_stack[1::2] + other.tile_stack[::2]
    other.doors.reverse()
    return other
