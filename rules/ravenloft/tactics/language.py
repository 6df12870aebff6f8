"""The tactics and effects language of Castle Ravenloft, as pydantic models.

Monster, villain and trap cards carry ``tactics``: an ordered list of :class:`Clause`. The
first clause whose test holds is carried out and the activation ends (« Once one set of
tactics followed, the Monster's turn ends »). Encounter cards reuse the same steps in
:class:`EncounterEffects`. One interpreter (``rules.ravenloft.tactics.interpreter``) runs
them all; there is no per-card Python.

The YAML reads like the printed cards::

    attacks:
      bite:   {bonus: 9, damage: 2}
      pounce: {bonus: 7, damage: 1, conditions: [slowed]}
    tactics:
      - when: {hero_adjacent: true}
        do:
          - {attack: bite, target: adjacent_closest}
      - when: {hero_within_tiles: 1}
        do:
          - {move_adjacent: closest}
          - {attack: pounce, target: that}
      - otherwise: true
        do:
          - {move_tiles: 1, toward: closest}

Targets are written as a shorthand string (``closest``, ``each_on_tile``...) or as a
:class:`Target` mapping (``{pick: each, within_tiles: 1}``). Steps are mappings whose first
known key names the step (``attack``, ``move_tiles``...). Every choice among equal
candidates is broken by the documented order of ``docs/rulings/ravenloft.md`` (T1-T6).

Quick reference (the models below are the authority):

- clause tests (``when:``, all must hold): hero_adjacent, hero_on_tile, hero_within_tiles,
  hero_beyond_tiles, heroes_on_tile_at_least, monsters_on_tile_at_least,
  monsters_in_play_at_least, start_tile_in_play, self_hp_at_most, self_damaged,
  token_on_tile, on_tile_named, unexplored_edge_on_tile, flag, active_hero_hp_at_most,
  any_of, not;
- targets: closest, adjacent_closest, each_adjacent, each_on_tile, each_hero, most_hp,
  least_hp, lowest_ac, fewest_monsters, active_hero, that, self, or
  ``{pick, adjacent, on_tile, within_tiles, other_than_active, monster_on_tile}``;
- steps: attack (+target), move_adjacent, move_tiles (+toward), move_to_tile (+tiles),
  move_monsters (+toward, off_hero_tiles), place_hero (+to, tiles, near, or_else),
  place_tile (+near), place_monsters (+pick), swap_with_monster (+target), heroes_move,
  damage (+target, per), condition (+target), heal (+target), heal_monsters (+category),
  spawn_monster (+where, monster, by), explore, roll (+for_each, bands), hero_attacks,
  activate, draw_encounter, end_card, treasure, discard_treasure (+pick, target),
  flip_power (+kinds, target, or_else), surges, set_flag, clear_flag, discard_self, say;
  any step may carry ``only_if: hit|miss`` (about the last attack on ``that``) and
  ``when:`` (a test seen from the actor);
- encounters (:class:`EncounterEffects`): on_draw, attacks, tactics, disarm, modifiers
  (stat, forbid or rule; natural_at_least), triggers (at, powers), ends.

The language is split by concept: :mod:`.words` (conditions, texts, attacks),
:mod:`.targets`, :mod:`.when` (tests), :mod:`.step_base`, :mod:`.steps_board` (moves and
placements), :mod:`.steps` (the others and the ``Step`` union), :mod:`.clauses` and
:mod:`.lasting` (modifiers, triggers, ends, encounter effects). This module gathers them;
none of them imports it.
"""

from __future__ import annotations

from .clauses import Clause, Tactics, check_attacks, check_step_attacks
from .lasting import (
    EncounterEffects,
    EndOn,
    EndRule,
    Forbid,
    Modifier,
    RuleId,
    Stat,
    Subject,
    Trigger,
    TriggerAt,
)
from .step_base import StepBase
from .steps import (
    STEP_KEYS,
    ActivateStep,
    ActivateWhat,
    AttackStep,
    Band,
    ClearFlagStep,
    ConditionStep,
    DamageStep,
    DiscardSelfStep,
    DiscardTreasureStep,
    DrawEncounterStep,
    EndCardStep,
    FlagStep,
    FlipPowerStep,
    HealMonstersStep,
    HealStep,
    HeroAttacksStep,
    PlaceHeroStep,
    RollStep,
    SayStep,
    Step,
    SurgeStep,
    TreasureStep,
    all_steps,
)
from .steps_board import (
    ExploreStep,
    HeroesMoveStep,
    MoveAdjacentStep,
    MoveMonstersStep,
    MoveTilesStep,
    MoveToTileStep,
    Near,
    Placement,
    PlaceMonstersStep,
    PlaceTileStep,
    SpawnMonsterStep,
    SpawnWhere,
    SwapStep,
)
from .targets import TARGET_SHORTHANDS, Pick, Target
from .when import When
from .words import (
    CONDITIONS,
    Attack,
    ConditionId,
    DamagePer,
    EncounterKind,
    LocalText,
    PowerKind,
    check_local,
)

__all__ = [
    "CONDITIONS",
    "STEP_KEYS",
    "TARGET_SHORTHANDS",
    "ActivateStep",
    "ActivateWhat",
    "Attack",
    "AttackStep",
    "Band",
    "Clause",
    "ClearFlagStep",
    "ConditionId",
    "ConditionStep",
    "DamagePer",
    "DamageStep",
    "DiscardSelfStep",
    "DiscardTreasureStep",
    "DrawEncounterStep",
    "EncounterEffects",
    "EncounterKind",
    "EndCardStep",
    "EndOn",
    "EndRule",
    "ExploreStep",
    "FlagStep",
    "FlipPowerStep",
    "Forbid",
    "HealMonstersStep",
    "HealStep",
    "HeroAttacksStep",
    "HeroesMoveStep",
    "LocalText",
    "Modifier",
    "MoveAdjacentStep",
    "MoveMonstersStep",
    "MoveTilesStep",
    "MoveToTileStep",
    "Near",
    "Pick",
    "PlaceHeroStep",
    "PlaceMonstersStep",
    "PlaceTileStep",
    "Placement",
    "PowerKind",
    "RollStep",
    "RuleId",
    "SayStep",
    "SpawnMonsterStep",
    "SpawnWhere",
    "Stat",
    "Step",
    "StepBase",
    "Subject",
    "SurgeStep",
    "SwapStep",
    "Tactics",
    "Target",
    "TreasureStep",
    "Trigger",
    "TriggerAt",
    "When",
    "all_steps",
    "check_attacks",
    "check_local",
    "check_step_attacks",
]
