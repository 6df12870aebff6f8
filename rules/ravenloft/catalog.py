"""What the engine reads of the content, as small frozen records.

The content package (``rules/ravenloft/content``) holds the cards as validated YAML; this
module turns them into the few numbers and keywords the rules use (:func:`catalog`), so the
rules can also be tested on hand-built catalogs.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from .board import TileShape

AT_WILL, DAILY, UTILITY = "at_will", "daily", "utility"


@dataclass(frozen=True)
class HeroDef:
    id: str
    ac: int
    hp: int
    speed: int
    surge: int
    #: the special ability (scout, defender, lore, trap_expert, aid)
    ability: str = ""
    #: powers every copy of this hero has (racial or class-fixed cards)
    fixed: tuple[str, ...] = ()
    #: the power cards the adventure book recommends at level 1
    recommended: tuple[str, ...] = ()
    #: how many powers of each kind the hero chooses (besides the fixed ones)
    counts: Mapping[str, int] = field(default_factory=dict)
    #: the level-2 side: AC, HP, speed, surge value and the critical's extra damage
    level2: tuple[int, int, int, int, int] | None = None
    #: grammatical gender (``f`` or ``m``), for the French texts' agreement
    gender: str = "m"


class HeroBook(dict[str, HeroDef]):
    """The heroes by id; a custom hero ``<card>.<name>`` (variants acr2, hybrid) reads as the
    box card it keeps the special ability of."""

    def __missing__(self, key: str) -> HeroDef:
        if "." in key:
            return self[key.split(".", 1)[0]]
        raise KeyError(key)


@dataclass(frozen=True)
class PowerDef:
    """A hero's power. ``reach``: ``adjacent``, ``tile`` (a monster on a tile within
    ``tiles``), ``area`` (each monster on one tile within ``tiles``), ``self`` (no target).
    ``targets`` is how many monsters it may attack (1 unless an area)."""

    id: str
    hero: str
    kind: str
    attack: int | None = None
    damage: int = 0
    miss: int = 0
    reach: str = "adjacent"
    tiles: int = 0
    targets: int = 1
    #: a condition put on the monster hit (rare) or a heal on the user's tile
    heal: int = 0
    #: True when a daily attack stays face up on a miss (Brute Strike, Precise Strike)
    keep_on_miss: bool = False
    #: extra damage against undead, etc.: ``{"undead": 1}``
    bonus_vs: Mapping[str, int] = field(default_factory=dict)
    #: utility effects the engine knows (``heal_surge``, ``teleport``, ``cancel_encounter``...)
    effect: str = ""
    #: the marker a ``marker`` power puts on a tile (Consecrated Ground, Freezing Cloud...)
    marker: str = ""
    #: when the power may be used: ``action`` (replaces the attack), ``free`` (hero phase,
    #: no action), ``move`` (replaces a move)
    timing: str = "action"
    #: squares of movement (Deft Strike) or tiles of placement (Fey Step) it grants
    move: int = 0
    #: ``boost`` powers: the bonuses given ``(stat, amount)``, to the user (``tiles`` -1) or each
    #: hero within ``tiles`` (Bless, Sneak Attack)
    boosts: tuple[tuple[str, int], ...] = ()
    #: an attack that spends no action (Dragon's Breath: « does not count as an attack »)
    free_attack: bool = False
    #: on a miss, a monster more than 1 tile away comes 1 tile closer (Magic Missile)
    pull_on_miss: bool = False
    #: on a hit, another monster on the target's tile takes this damage (Cleave)
    cleave: int = 0
    #: +damage on a hit when the monster is adjacent to another hero (Backstab)
    flank_bonus: int = 0
    #: damage hit or miss when the monster is adjacent to another hero (Deep Cut)
    flank_damage: int = 0
    #: +attack when the monster is exactly ``tiles`` away: ``(tiles, amount)`` (Snipe Shot)
    distance_bonus: tuple[int, int] | None = None
    #: on a hit, the most wounded hero within ``tiles`` regains ``amount``: ``(amount, tiles)``
    heal_on_hit: tuple[int, int] | None = None
    #: on a hit, a hero on the user's tile loses a condition (Divine Flare)
    end_condition: bool = False
    #: damage dealt with no roll (Careful Attack)
    auto: int = 0
    #: the monsters attacked are first put next to the user (Trapping Strike, Come and Get It)
    pull_adjacent: bool = False
    #: ``hit`` or ``always``: a surviving monster is put on a tile within 1 tile (Tide of Iron)
    push: str = ""
    #: each hero on the tile aimed at regains this (Beacon of Hope)
    heal_tile: int = 0
    #: the hero first gets next to the monster: ``("squares", 2)`` moving (Deft Strike) or
    #: ``("tiles", 1)`` placed on a tile within 1 (Bounding Attack)
    approach: tuple[str, int] | None = None
    #: ``always`` or ``hit``: then the user may go to any square of their tile (Hit and Run)
    place_self: str = ""
    #: then each other hero may go to a tile within this many tiles (Hallowed Advance)
    heroes_tiles: int = 0
    #: a power used out of turn (reactions.py): ``when_hit`` (the user is hit), ``when_ally_hit``
    #: (a hero ``reach_tiles`` away is hit; 0: on the user's tile), ``when_encounter_drawn``...
    reaction: str = ""
    #: whom a ``when_hit`` reaction answers: ``self``, or ``adjacent`` (a monster next to the user)
    react_to: str = ""
    #: the attack misses instead (Shield, Bodyguard...)
    negate_hit: bool = False
    #: +AC until the end of the user's next hero phase: ``(amount, tiles)``, tiles -1 the user alone
    react_ac: tuple[int, int] | None = None
    #: the user swaps squares with the hero hit (Bodyguard)
    swap: bool = False
    #: added to another hero's roll just made (Crucial Aid)
    die_bonus: int = 0
    #: a ``teleport`` onto a square next to a monster within ``tiles`` (Get Over There)
    next_to_monster: bool = False


@dataclass(frozen=True)
class MonsterDef:
    id: str
    ac: int
    hp: int
    xp: int
    type: str = ""
    villain: bool = False
    #: grammatical gender of its French name (``f`` or ``m``), for the texts' agreement
    gender: str = "m"


@dataclass(frozen=True)
class TreasureDef:
    """A treasure card: ``kind`` blessing, fortune or item; ``effect`` a keyword the engine
    applies (``attack_bonus``, ``ac_bonus``, ``disarm_bonus``, ``heal``, ``level_up``,
    ``xp``, ``speed``...) with ``value``; ``use``: ``passive`` (kept, always on), ``once``
    (used and turned over) or ``now`` (played when drawn)."""

    id: str
    kind: str
    effect: str = ""
    value: int = 0
    copies: int = 1
    use: str = "passive"
    attack: int | None = None
    damage: int = 0
    reach: str = "adjacent"
    tiles: int = 0


@dataclass(frozen=True)
class EncounterDef:
    id: str
    kind: str  # event, attack, environment, trap, curse, hazard
    disarm: int = 0
    copies: int = 1
    #: Wrath of Ashardalon cards (curses, hazards...) join the deck only when the adventure says
    woa: bool = False


@dataclass(frozen=True)
class Objective:
    """How an adventure ends: ``kind`` and its parameters.

    Kinds: ``start_turn_on`` (a hero begins a turn on tile ``target``), ``defeat`` (villain or
    monster type ``target`` defeated), ``escape`` (every hero escaped), ``pick_up`` (item token
    ``target`` taken), ``destroy`` (object ``target`` destroyed), ``guards`` (the monsters an
    adventure put on tile ``target`` are all defeated), ``treasures_escaped`` (escaped heroes
    earned ``count`` treasure cards), ``hp_tokens_gone`` (no HP token left on tile ``target``),
    ``chamber`` (every chamber monster defeated), ``turns`` (turn ``count`` is over), ``flag``.
    """

    kind: str
    target: str = ""
    count: int = 1


@dataclass(frozen=True)
class AdventureAction:
    """Something an adventure does at a moment (content ``Action``): ``place_villain``,
    ``place_monsters``, ``place_token``, ``hp_tokens``, ``environment``, ``transform``."""

    kind: str
    villain: str = ""
    token: str = ""
    encounter: str = ""
    tile: str = ""
    special: str = ""
    count: int = 1


@dataclass(frozen=True)
class Trigger:
    """When adventure actions happen: ``setup``, ``tile_placed`` (of ``tile``), ``sunset``,
    ``first_black_tile``, ``token_taken`` (of ``token``)."""

    on: str
    actions: tuple[AdventureAction, ...]
    tile: str = ""
    token: str = ""


@dataclass(frozen=True)
class SpecialRule:
    """One of an adventure's lasting rules run by ``rules.ravenloft.adventure_special``
    (content ``Rule``: ``scattered_start``, ``preplaced_tiles``, ``hidden_tokens``,
    ``countdown``, ``monsters_escape``, ``silver_dagger``)."""

    kind: str
    token: str = ""
    villain: str = ""
    tile: str = ""
    special: str = ""
    count: int = 0


@dataclass(frozen=True)
class AdventureDef:
    id: str
    min_heroes: int = 1
    max_heroes: int = 5
    #: the tiles set on the table at the start: (tile id, block x, block y, rotation)
    start: tuple[tuple[str, int, int, int], ...] = ()
    #: the squares (local to the start tile's first block) heroes start on
    start_squares: tuple[tuple[int, int], ...] = ()
    #: how many random tiles are dealt, then the special tiles shuffled into the bottom part
    random_tiles: int = 12
    special_tiles: tuple[str, ...] = ()
    #: the special tiles go among the last ``special_depth`` tiles of the stack (0: on the bottom)
    special_depth: int = 0
    villain: str | None = None
    victory: tuple[Objective, ...] = ()
    defeat: tuple[Objective, ...] = ()
    doors: bool = False
    woa_cards: bool = False
    #: square kinds (letters of tile grids) heroes escape through at the end of their hero phase
    escape: str = ""
    #: item tokens set on squares at the start: (token id, tile id, local x, local y)
    items: tuple[tuple[str, str, int, int], ...] = ()
    #: item tokens put on a tile when it is placed: (tile id, token id)
    tile_items: tuple[tuple[str, str], ...] = ()
    #: more tiles shuffled into the random part of the stack (WoA tiles, chamber accesses)
    extra_tiles: tuple[str, ...] = ()
    #: chamber tiles set aside for the chamber rules (B64), drawn in a shuffled order
    chamber_tiles: tuple[str, ...] = ()
    #: villains set in a chamber when it opens, and monsters drawn per hero (B67)
    chamber_villains: tuple[str, ...] = ()
    chamber_monsters_per_hero: int = 1
    #: the adventure's moments and what they do
    triggers: tuple[Trigger, ...] = ()
    #: tiles joined to the start tile at set-up: (tile id, start tile segment ``n``, ``s1``...)
    placed: tuple[tuple[str, str], ...] = ()
    #: where heroes begin: ``adjacent_to_stairway`` or ``any_square`` of the start tile
    heroes_at: str = ""
    #: turns before the sun sets (0: no sun track)
    sun: int = 0
    #: damage the active hero takes for each encounter cancelled (Klak's adventure)
    cancel_damage: int = 0
    #: the tile whose escape squares count (empty: any tile)
    escape_tile: str = ""
    #: the HP tokens of ``cure_at_tile``: (tile, d20 needed); heroes remove them instead of attacking
    cure: tuple[str, int] | None = None
    #: the token that follows the heroes (Kavan)
    escort: str = ""
    #: the bonus card: (feat kind, count, reward kind, amount)
    bonus: tuple[str, int, str, int] | None = None
    #: object tokens' armour class and hit points, by token id
    objects: Mapping[str, tuple[int, int]] = field(default_factory=dict)
    number: int | None = None
    surges: int = 2
    #: the lasting rules ``adventure_special`` runs
    specials: tuple[SpecialRule, ...] = ()

    def special_rule(self, kind: str) -> SpecialRule | None:
        return next((r for r in self.specials if r.kind == kind), None)


@dataclass(frozen=True)
class Catalog:
    heroes: Mapping[str, HeroDef]
    powers: Mapping[str, PowerDef]
    monsters: Mapping[str, MonsterDef]
    tiles: Mapping[str, TileShape]
    adventures: Mapping[str, AdventureDef]
    treasures: Mapping[str, TreasureDef] = field(default_factory=dict)
    encounters: Mapping[str, EncounterDef] = field(default_factory=dict)
    #: tiles the random stack is drawn from
    stack_tiles: tuple[str, ...] = ()
    #: copies of each monster card in the deck
    monster_copies: int = 3
    #: the face of each closed door token (WoA), before shuffling
    door_faces: tuple[str, ...] = ("unlocked",) * 4 + ("trapped",) * 3 + ("locked",) * 3
    #: how the villain phase runs, ``(state, rng, catalog) -> events``; ``None``: the
    #: villain helper's ``rules.ravenloft.villain_phase.run_villain_phase``
    villain: Callable[[Any, Any, Any], list[Any]] | None = None
