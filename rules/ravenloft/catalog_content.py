"""The engine's catalog read from the content package (``rules.ravenloft.content``)."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from .board import E, N, S, TileShape, W
from .catalog import (
    AdventureDef,
    Catalog,
    EncounterDef,
    HeroDef,
    MonsterDef,
    Objective,
    PowerDef,
    TreasureDef,
)

_SIDE = {"n": N, "e": E, "s": S, "w": W}
#: the letter a special square gets in the engine's grid (bone piles stay ``B``)
SPECIAL_LETTERS = {
    "stairway": "S", "secret_stairway": "X", "fountain": "F", "altar": "A", "arcane_circle": "C",
    "coffin": "K", "workbench": "W", "laboratory": "L", "den": "N", "nook": "O",
}


def segment(seg: str, width: int, height: int) -> tuple[int, int, int]:
    """A content side segment (``n``, ``n1``, ``e``...) as ``(bx, by, side)``."""
    side, index = _SIDE[seg[0]], int(seg[1:] or 0)
    if side == N:
        return index, 0, N
    if side == S:
        return index, height - 1, S
    if side == W:
        return 0, index, W
    return width - 1, index, E


def tile_shape(t: Any) -> TileShape:
    rows = [list(r.replace("o", "B")) for r in t.grid]
    for sp in t.specials:
        for r, c in sp.squares:
            if rows[r][c] == ".":
                rows[r][c] = SPECIAL_LETTERS.get(sp.kind, "S")
    width, height = len(t.grid[0]) // 4, len(t.grid) // 4
    special = t.kind if t.kind in ("long_corridor", "chamber_access", "chamber") else ""
    return TileShape(
        id=t.id, rows=tuple("".join(r) for r in rows),
        triangle=_SIDE[t.entry[0]] if t.entry else None, black=t.triangle == "black",
        exits=frozenset(segment(e, width, height) for e in t.exits), special=special,
        doors=frozenset(segment(d, width, height) for d in t.doors), group=t.chamber_group or "")


def power_def(p: Any) -> PowerDef:
    effects = {e.kind: e for e in p.effects}
    reach, tiles, targets = "adjacent", p.target.tiles, max(1, p.target.count)
    kind = p.target.kind
    if kind in ("within_tiles",):
        reach = "tile"
    elif kind == "own_tile":
        reach, tiles = ("area", 0) if p.target.count == 0 else ("tile", 0)
    elif kind in ("tile_within", "tile_at"):
        reach = "area"
    elif kind == "passed":
        reach, targets = "adjacent", max(2, targets)
    effect, timing, move = "", "free", 0
    if "heal" in effects and kind == "hero" and effects["heal"].amount == 0 and p.target.count == 1:
        effect = "heal_surge"
    elif "place_self" in effects:
        effect, move = "teleport", effects["place_self"].tiles
        tiles = effects["place_self"].tiles
    if p.timing == "instead_of_move":
        timing = "move"
    elif p.timing == "attack":
        timing = "action"
    versus = {e.versus: e.amount for e in p.effects if e.kind == "versus_type" and e.versus}
    return PowerDef(
        id=p.id, hero=p.hero, kind=p.kind,
        attack=p.attack.bonus if p.attack is not None and p.timing == "attack" else None,
        damage=p.attack.damage if p.attack else 0, miss=p.attack.miss if p.attack else 0,
        reach=reach, tiles=tiles, targets=targets, keep_on_miss="keep_on_miss" in effects,
        bonus_vs=versus, effect=effect, timing=timing, move=move)


def hero_def(h: Any, fixed: list[str]) -> HeroDef:
    one, two = h.side(1), h.side(2)
    counts = {k: getattr(one, k) for k in ("at_will", "daily", "utility")}
    return HeroDef(id=h.id, ac=one.ac, hp=one.hp, speed=one.speed, surge=one.surge, ability=h.ability.kind,
                   fixed=tuple(fixed), recommended=tuple(h.starting_powers), counts=counts,
                   level2=(two.ac, two.hp, two.speed, two.surge, two.critical_damage))


#: the box's first adventures until the content ships its adventure book: start tiles, the
#: special tiles shuffled low in the stack and the goals (research §3.9, S2, S21)
BOX_ADVENTURES = (
    AdventureDef("1", min_heroes=1, max_heroes=1, start=(("strahds_crypt", 0, 0, 0),),
                 start_squares=((2, 1),), random_tiles=10, special_tiles=("secret_stairway",), special_depth=3,
                 victory=(Objective("start_turn_on", "secret_stairway"),)),
    AdventureDef("2", min_heroes=1, max_heroes=5, start=(("start", 0, 0, 0),),
                 start_squares=((3, 1), (4, 1), (3, 2), (4, 2), (2, 2)), random_tiles=12, special_tiles=("chapel",),
                 special_depth=4, tile_items=(("chapel", "icon_of_ravenloft"),),
                 victory=(Objective("pick_up", "icon_of_ravenloft"),)),
)




@lru_cache(maxsize=1)
def load_catalog() -> Catalog:
    from .content import load_content

    c = load_content()
    monsters = {m.id: MonsterDef(m.id, ac=m.ac, hp=m.hp, xp=m.xp, type=m.type) for m in c.monsters.values()}
    monsters.update({v.id: MonsterDef(v.id, ac=v.ac, hp=v.hp, xp=v.level, type=v.type, villain=True)
                     for v in c.villains.values()})
    # the treasure and encounter decks join when the content ships them
    treasures: dict[str, TreasureDef] = {}
    encounters: dict[str, EncounterDef] = {}
    return Catalog(
        heroes={h.id: hero_def(h, [p.id for p in c.fixed_powers(h.id)]) for h in c.heroes.values()},
        powers={p.id: power_def(p) for p in c.powers.values()},
        monsters=monsters,
        tiles={t.id: tile_shape(t) for t in c.tiles.values()},
        adventures={a.id: a for a in BOX_ADVENTURES},
        treasures=treasures, encounters=encounters,
        stack_tiles=tuple(t.id for t in c.box_tiles()),
        monster_copies=3,
    )

