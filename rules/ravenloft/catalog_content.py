"""The engine's catalog read from the content package (``rules.ravenloft.content``)."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from .adventures import SPECIAL_LETTERS
from .board import E, N, S, TileShape, W
from .catalog import (
    AdventureAction,
    AdventureDef,
    Catalog,
    EncounterDef,
    HeroBook,
    HeroDef,
    MonsterDef,
    Objective,
    PowerDef,
    SpecialRule,
    TreasureDef,
    Trigger,
)
from .content import load_content

_SIDE = {"n": N, "e": E, "s": S, "w": W}


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
    boosts: tuple[tuple[str, int], ...] = ()
    if "heal" in effects and kind == "hero" and effects["heal"].amount == 0 and p.target.count == 1 and not p.attack:
        effect = "heal_surge"
    elif p.timing in ("hero_phase", "start_of_hero_phase") and ("attack_bonus" in effects or "damage_bonus" in effects):
        effect = "boost"
        boosts = tuple((e.kind.split("_")[0], e.amount) for e in p.effects if e.kind in ("attack_bonus", "damage_bonus"))
        tiles = p.target.tiles if kind == "hero" else -1
    elif p.timing == "start_of_hero_phase" and "regain_hp" in effects:
        effect = "regain"
    elif "marker" in effects and p.attack is None:
        effect, timing = "marker", "action" if p.timing in ("attack", "instead_of_attack") else "free"
    elif "place_self" in effects and p.attack is None:
        effect, move = "teleport", effects["place_self"].tiles
        tiles = effects["place_self"].tiles
    elif "place_adjacent_to_monster" in effects and p.attack is None:  # Get Over There
        effect, tiles = "teleport", effects["place_adjacent_to_monster"].tiles
    if p.timing == "instead_of_move":
        timing = "move"
    elif p.timing == "attack":
        timing = "action"
    versus = {e.versus: e.amount for e in p.effects if e.kind == "versus_type" and e.versus}
    free = "not_an_action" in effects and p.timing == "hero_phase" and p.attack is not None
    approach = None
    if p.attack is not None and kind == "adjacent":
        if "move_squares" in effects and effects["move_squares"].amount:
            approach = ("squares", effects["move_squares"].amount)
        elif "place_self" in effects:
            approach = ("tiles", effects["place_self"].tiles)
    dist = effects.get("bonus_at_distance")
    heal = effects.get("heal") if p.attack is not None else None
    return PowerDef(
        id=p.id, hero=p.hero, kind=p.kind, boosts=boosts, free_attack=free, approach=approach,
        pull_on_miss="pull_on_miss" in effects, cleave=effects["cleave"].amount if "cleave" in effects else 0,
        flank_bonus=effects["bonus_if_flanked"].amount if "bonus_if_flanked" in effects else 0,
        flank_damage=effects["damage_if_flanked"].amount if "damage_if_flanked" in effects else 0,
        distance_bonus=(dist.tiles, dist.amount) if dist else None,
        heal_on_hit=(heal.amount, heal.tiles) if heal else None, end_condition="end_condition" in effects,
        auto=effects["automatic_damage"].amount if "automatic_damage" in effects and p.timing == "attack" else 0,
        pull_adjacent="pull_adjacent" in effects, push=effects["push"].when if "push" in effects else "",
        heal_tile=effects["heal_each_on_tile"].amount if "heal_each_on_tile" in effects else 0,
        heal=effects["regain_hp"].amount if "regain_hp" in effects else 0,
        attack=p.attack.bonus if p.attack is not None and (p.timing in ("attack", "after_adjacent_attack") or free) else (
            0 if "automatic_damage" in effects and p.timing == "attack" else None),
        damage=p.attack.damage if p.attack else effects["automatic_damage"].amount if "automatic_damage" in effects
        else 0, miss=p.attack.miss if p.attack else 0,
        place_self=effects["place_self_on_tile"].when if "place_self_on_tile" in effects else "",
        reaction=p.timing if p.timing.startswith(("when_", "after_")) else "", react_to=kind,
        negate_hit="negate_hit" in effects, swap="swap_with_target" in effects,
        die_bonus=effects["die_bonus"].amount if "die_bonus" in effects else 0,
        react_ac=(effects["ac_bonus"].amount, effects["ac_bonus"].tiles or -1) if "ac_bonus" in effects else None,
        heroes_tiles=effects["move_heroes_tile"].tiles if "move_heroes_tile" in effects else 0,
        reach=reach, tiles=tiles, targets=targets, keep_on_miss="keep_on_miss" in effects,
        next_to_monster="place_adjacent_to_monster" in effects,
        bonus_vs=versus, effect=effect, timing=timing, move=move,
        marker=(effects["marker"].marker or "") if "marker" in effects else "")


def hero_def(h: Any, fixed: list[str]) -> HeroDef:
    one, two = h.side(1), h.side(2)
    counts = {k: getattr(one, k) for k in ("at_will", "daily", "utility")}
    return HeroDef(id=h.id, ac=one.ac, hp=one.hp, speed=one.speed, surge=one.surge, ability=h.ability.kind,
                   fixed=tuple(fixed), recommended=tuple(h.starting_powers), counts=counts,
                   level2=(two.ac, two.hp, two.speed, two.surge, two.critical_damage), gender=h.gender)


#: the adventure book's goals as the engine's objectives: (kind, the goal's field it names)
GOALS = {
    "hero_starts_turn_on_tile": ("start_turn_on", "tile"), "monsters_of_tile_defeated": ("guards", "tile"),
    "token_taken": ("pick_up", "token"), "villain_defeated": ("defeat", "villain"),
    "token_destroyed": ("destroy", "token"), "treasures_escaped": ("treasures_escaped", ""),
    "all_heroes_escaped": ("escape", ""), "no_hp_tokens_on_tile": ("hp_tokens_gone", "tile"),
    "monsters_defeated": ("monsters_defeated", ""), "monsters_escaped": ("monsters_escaped", ""),
    "countdown_over": ("countdown", ""), "token_escaped": ("token_escaped", "token"),
}
#: the content rules ``adventure_special`` runs
SPECIAL_RULES = ("scattered_start", "preplaced_tiles", "hidden_tokens", "countdown", "monsters_escape",
                 "silver_dagger")
#: a treasure effect's kind as the engine's keyword (others are shown and discarded)
TREASURE_EFFECTS = {
    "attack_bonus": "attack_bonus", "ac_bonus": "ac_bonus", "disarm_bonus": "disarm_bonus",
    "damage_bonus": "damage_bonus", "speed_bonus": "speed", "heal": "heal", "heal_each_hero": "heal_all",
    "xp": "xp", "level_up": "level_up", "flip_power_up": "flip", "extra_action": "extra_action",
    "move_speed": "extra_move", "marker": "marker", "reroll": "reroll",
}
USES = {"immediately": "now", "passive": "passive", "once": "once"}


def objectives(goals: Any) -> tuple[Objective, ...]:
    """The goals the engine checks (a hero at 0 HP with no surge is always a defeat, B44)."""
    out = []
    for g in goals:
        if g.kind not in GOALS:
            continue
        kind, field = GOALS[g.kind]
        out.append(Objective(kind, getattr(g, field) or "" if field else "", max(1, g.count)))
    return tuple(out)


def adventure_def(a: Any, content: Any) -> AdventureDef:
    rules = {r.kind: r for r in a.rules}
    escape = rules.get("escape")
    cure = rules.get("cure_at_tile")
    chamber = content.chambers.get(a.chamber) if a.chamber else None
    bonus = content.bonus_cards.get(a.bonus) if a.bonus else None
    triggers = tuple(Trigger(on=e.trigger, tile=e.tile or "", token=e.token or "", actions=tuple(
        AdventureAction(kind=x.kind, villain=x.villain or "", token=x.token or "", encounter=x.encounter or "",
                        tile=x.tile or "", special=x.special or "", count=x.count) for x in e.do))
        for e in a.events)
    victory = objectives(a.victory)
    return AdventureDef(
        id=a.id, number=a.number, min_heroes=a.players[0], max_heroes=a.players[1], surges=a.surges,
        start=((a.start.tile, 0, 0, 0),), placed=tuple((p.tile, p.at) for p in a.start.placed),
        heroes_at=a.start.heroes, random_tiles=a.stack.random, extra_tiles=tuple(a.stack.extra),
        special_tiles=tuple(a.stack.bottom), special_depth=a.stack.bottom_depth, triggers=triggers,
        victory=victory, defeat=objectives(a.defeat),
        sun=rules["sun_track"].count if "sun_track" in rules else 0,
        cancel_damage=rules["cancelled_encounter_damage"].count if "cancelled_encounter_damage" in rules else 0,
        escape=SPECIAL_LETTERS.get(escape.special or "", "") if escape else "",
        escape_tile=(escape.tile or "") if escape else "",
        cure=(cure.tile or "", cure.count) if cure else None, escort=(rules["escort"].token or "")
        if "escort" in rules else "", doors="woa" in rules, woa_cards="woa" in rules,
        chamber_tiles=tuple(a.chamber_tiles), chamber_villains=tuple(chamber.fill.villains) if chamber else (),
        chamber_monsters_per_hero=chamber.fill.monsters_per_hero if chamber else 1,
        bonus=(bonus.feat_kind, bonus.count, bonus.reward_kind, bonus.amount) if bonus else None,
        objects={t.id: (t.object.ac, t.object.hp) for t in content.tokens.values() if t.object},
        specials=tuple(SpecialRule(kind=r.kind, token=r.token or "", villain=r.villain or "", tile=r.tile or "",
                                   special=r.special or "", count=r.count) for r in a.rules if r.kind in SPECIAL_RULES))


def treasure_def(t: Any) -> TreasureDef:
    effect = next((TREASURE_EFFECTS[e.kind] for e in t.effects if e.kind in TREASURE_EFFECTS), "")
    first = next((e for e in t.effects if TREASURE_EFFECTS.get(e.kind) == effect), None)
    value = first.amount if first is not None else 0
    if effect == "heal" and value == 0:
        value = 99  # « all of them »
    attack = t.attack
    reach = {"adjacent": "adjacent", "own_tile": "area", "tile_at": "area", "within_tiles": "tile"}
    return TreasureDef(
        id=t.id, kind=t.kind, effect=effect, value=value, use=USES[t.use], copies=t.copies,
        attack=attack.bonus if attack else None, damage=attack.damage if attack else 0,
        reach=reach[attack.target] if attack else "adjacent", tiles=attack.tiles if attack else 0)


def adventures_of(content: Any) -> dict[str, AdventureDef]:
    """Each adventure by its id and, for the book's, by its number (``adventure:1``)."""
    out: dict[str, AdventureDef] = {}
    for a in content.adventures.values():
        d = adventure_def(a, content)
        out[a.id] = d
        if a.number is not None:
            out.setdefault(str(a.number), d)
    return out


@lru_cache(maxsize=1)
def load_catalog() -> Catalog:
    c = load_content()
    monsters = {m.id: MonsterDef(m.id, ac=m.ac, hp=m.hp, xp=m.xp, type=m.type, gender=m.gender)
                for m in c.monsters.values()}
    monsters.update({v.id: MonsterDef(v.id, ac=v.ac, hp=v.hp, xp=v.level, type=v.type, villain=True, gender=v.gender)
                     for v in c.villains.values()})
    treasures = {t.id: treasure_def(t) for t in c.treasures.values()}
    encounters = {e.id: EncounterDef(e.id, e.kind, disarm=e.effects.disarm or 0, copies=e.copies,
                                     woa=e.set == "woa") for e in c.encounters.values()}
    return Catalog(
        heroes=HeroBook({h.id: hero_def(h, [p.id for p in c.fixed_powers(h.id)]) for h in c.heroes.values()}),
        powers={p.id: power_def(p) for p in c.powers.values()},
        monsters=monsters,
        tiles={t.id: tile_shape(t) for t in c.tiles.values()},
        adventures=adventures_of(c),
        treasures=treasures, encounters=encounters,
        stack_tiles=tuple(t.id for t in c.box_tiles()),
        monster_copies=3,
    )

