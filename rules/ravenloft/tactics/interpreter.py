"""The one interpreter of tactics and effects: monsters, villains, traps, hazards, encounters.

``activate(world, actor, rng)`` tests the actor's clauses in order, carries out the first
that holds and returns the events with the :class:`Activation` record. ``run_steps`` runs a
list of steps for an encounter (``on_draw``) or a trigger. Every choice follows the
documented order (T1-T6, ``docs/rulings/ravenloft.md``); only dice use ``rng``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from rules.core import Event, Rng

from . import language as L
from .choosing import Decider, HeroFacts, check, fact_lines, hero_facts, select
from .geometry import Distances, landing_square, row_col, tile_path_next
from .reasoning import Activation, Line
from .world import Actor, Square, World


@dataclass
class Run:
    """One activation in progress."""

    world: World
    actor: Actor
    rng: Rng
    decider: Decider
    act: Activation
    dist: Distances
    that: list[str] = field(default_factory=list)
    hits: dict[str, bool] = field(default_factory=dict)
    reached: bool = True
    discarded: bool = False
    events: list[Event] = field(default_factory=list)
    attacked: list[str] = field(default_factory=list)
    moved_to: Square | None = None
    reason: str = "none"  # the chosen clause's first test (``cr-reason-*``)

    def facts(self) -> list[HeroFacts]:
        return hero_facts(self.world, self.dist, self.actor)

    def flags(self) -> set[str]:
        if self.actor.kind in ("monster", "villain"):
            return self.world.figure_flags(self.actor.id)
        return set()


def new_run(world: World, actor: Actor, rng: Rng, decider: Decider | None = None) -> Run:
    act = Activation(actor=actor.name, kind=actor.kind, seat=actor.controller)
    return Run(world, actor, rng, decider or Decider(), act, Distances(world.board))


def activate(world: World, actor: Actor, rng: Rng, decider: Decider | None = None) -> tuple[list[Event], Activation]:
    """Run the actor's tactics: the first clause whose test holds, then the activation ends."""
    run = new_run(world, actor, rng, decider)
    facts = run.facts()
    fact_lines(run.act, facts)
    for n, clause in enumerate(actor.tactics, start=1):
        run.act.add("cr-why-clause", n=n, otherwise="yes" if clause.otherwise else "no")
        if check(clause.test, world, actor, facts, run.act, run.flags()):
            run.act.add("cr-why-chosen-clause", n=n)
            tests = clause.test.fields_set_in_order()
            run.reason = tests[0].replace("_", "-").rstrip("-") if tests else "otherwise"
            run_steps(run, clause.do)
            break
    else:
        run.act.add("cr-why-no-clause")
    _summarise(run)
    return run.events, run.act


def run_steps(run: Run, steps: list[Any]) -> None:
    """Carry out ``steps`` in order (a discarded card stops the rest)."""
    for step in steps:
        if run.discarded:
            return
        if step.only_if is not None and not _only_if(run, step):
            run.act.add("cr-why-skip", only_if=step.only_if)
            continue
        _STEPS[type(step)](run, step)


def _only_if(run: Run, step: Any) -> bool:
    want = step.only_if == "hit"
    target = getattr(step, "target", None)
    if isinstance(target, L.Target) and target.pick == "that":
        run.that = [h for h in run.that if run.hits.get(h) == want]
        return bool(run.that)
    return any(v == want for v in run.hits.values())


# --------------------------------------------------------------------------- modifiers


def lasting_total(world: World, stat: str, *, hero: str | None = None, actor: Actor | None = None) -> int:
    """The sum of the environment's and curses' modifiers of ``stat`` for a hero or a
    monster-like actor."""
    total = 0
    for effects, cursed in world.lasting_effects():
        for m in effects.modifiers:
            if m.stat != stat:
                continue
            if hero is not None and (m.applies_to == "heroes" or (m.applies_to == "cursed_hero" and cursed == hero)
                                     or (m.applies_to == "active_hero" and world.active_hero() == hero)):
                total += m.amount
            if actor is not None and actor.kind in ("monster", "villain", "trap"):
                subject_ok = m.applies_to == "monsters" or (m.applies_to == "villains" and actor.kind == "villain")
                if subject_ok and (m.category is None or m.category == actor.category):
                    total += m.amount
    return total


# --------------------------------------------------------------------------- steps


def _attack(run: Run, step: L.AttackStep) -> None:
    world, actor = run.world, run.actor
    if step.target.pick == "that" and not run.reached:
        run.act.add("cr-why-no-reach")
        return
    targets = select(step.target, world, actor, run.facts(), run.that, run.act, run.decider)
    attack = actor.attacks[step.attack]
    name = attack.name or step.attack
    bonus = attack.bonus + lasting_total(world, "attack", actor=actor)
    for hero in targets:
        roll = run.rng.die(20)
        ac = world.hero_ac(hero) + lasting_total(world, "ac", hero=hero)
        hit = roll + bonus >= ac
        reacted = world.react_to_hit(hero, actor, run.decider) if hit and actor.kind in ("monster", "villain") else []
        if reacted:  # a hero's power: « the attack misses instead » (reactions.py)
            hit, actor.square = False, world.figure_square(actor.id)
        run.hits[hero] = hit
        amount = (attack.damage if hit else attack.miss_damage)
        if amount:
            amount *= _per(run, attack.damage_per, hero)
            amount = max(0, amount + lasting_total(world, "damage", actor=actor))
        conditions = attack.conditions if hit else attack.miss_conditions
        run.events += reacted
        run.events.append(Event(code="cr-monster-attack", irreversible=True, params={
            "actor": actor.name, "attack": name, "hero": world.hero_name(hero), "roll": roll,
            "bonus": bonus, "total": roll + bonus, "ac": ac, "result": "hit" if hit else "miss",
            "damage": amount}))
        run.act.add("cr-why-attack", attack=name, hero=world.hero_name(hero), roll=roll, bonus=bonus,
                    total=roll + bonus, ac=ac, result="hit" if hit else "miss", damage=amount)
        if amount:
            run.events += world.damage_hero(hero, amount)
        for cond in conditions:
            run.events += world.give_condition(hero, cond)
        run.attacked.append(hero)
    run.that = targets


def _per(run: Run, per: str | None, hero: str) -> int:
    world = run.world
    if per is None:
        return 1
    if per == "monster_controlled":
        return world.monster_cards_of(hero)
    tile = world.board.tile_of(run.actor.square)
    if per == "monster_on_tile":
        return sum(1 for f in world.figures() if world.board.tile_of(world.figure_square(f)) == tile)
    return sum(1 for f in run.facts() if f.same_tile)


def _move_to(run: Run, square: Square) -> None:
    run.world.move_figure(run.actor.id, square)
    run.actor.square = square
    run.moved_to = square


def _move_adjacent(run: Run, step: L.MoveAdjacentStep) -> None:
    targets = select(step.move_adjacent, run.world, run.actor, run.facts(), run.that, run.act, run.decider)
    if not targets:
        run.reached = False
        run.that = []
        return
    run.that = [targets[0]]
    _approach(run, targets[0])


def _approach(run: Run, hero: str) -> None:
    """T5: to the free square next to ``hero`` nearest the starting square; else as close as
    it can get (and ``that`` hero is then out of reach)."""
    world, board, dist = run.world, run.world.board, run.dist
    hsq = world.hero_square(hero)
    assert hsq is not None
    start = run.actor.square
    if start in board.steps_from(hsq):
        run.act.add("cr-why-already-adjacent", hero=world.hero_name(hero))
        return
    free = [sq for sq in board.steps_from(hsq) if not world.occupied(sq) and dist.squares(start, sq) is not None]
    if free:
        ranked = sorted(free, key=lambda sq: (dist.squares(start, sq) or 0, row_col(sq)))
        best = ranked[0]
        tied = [sq for sq in ranked if dist.squares(start, sq) == dist.squares(start, best)]
        _move_to(run, best)
        run.act.add("cr-why-move-adjacent", hero=world.hero_name(hero), square=world.square_label(best),
                    squares=dist.squares(start, best) or 0, tie="yes" if len(tied) > 1 else "no")
        return
    run.reached = False
    htile = board.tile_of(hsq)
    near = [t for t in [htile, *(board.tile_neighbours(htile) if htile else [])] if t]
    options = [sq for t in near for sq in board.squares_of(t)
               if not world.occupied(sq) and dist.squares(start, sq) is not None and dist.squares(hsq, sq) is not None]
    if not options:
        run.act.add("cr-why-blocked", hero=world.hero_name(hero))
        return
    best = min(options, key=lambda sq: (dist.squares(hsq, sq) or 0, dist.squares(start, sq) or 0, row_col(sq)))
    if dist.squares(hsq, best) >= (dist.squares(hsq, start) or 0):  # type: ignore[operator]
        run.act.add("cr-why-blocked", hero=world.hero_name(hero))
        return
    _move_to(run, best)
    run.act.add("cr-why-move-closer", hero=world.hero_name(hero), square=world.square_label(best))


def _move_toward_tile(run: Run, goal: str, tiles: int, goal_square: Square | None) -> None:
    world, board, dist = run.world, run.world.board, run.dist
    for _ in range(tiles):
        here = board.tile_of(run.actor.square)
        if here is None:
            return
        options = tile_path_next(board, here, goal)
        if not options:
            run.act.add("cr-why-no-tile-move", same="yes" if here == goal else "no")
            return
        aim = goal_square or board.bone_pile(goal)

        def rank(t: str, aim: Square = aim) -> tuple[int, int, int]:
            pile = board.bone_pile(t)
            d = dist.squares(pile, aim)
            return (10**6 if d is None else d, *row_col(pile))

        ranked = sorted(options, key=rank)
        nxt = ranked[0]
        square, pile_free = landing_square(board, dist, nxt, world.occupied)
        if square is None:
            run.act.add("cr-why-tile-full", tile=world.tile_name(nxt))
            return
        _move_to(run, square)
        run.act.add("cr-why-move-tile", tile=world.tile_name(nxt), square=world.square_label(square),
                    pile="yes" if pile_free else "no", tie="yes" if len(ranked) > 1 else "no")


def _move_tiles(run: Run, step: L.MoveTilesStep) -> None:
    targets = select(step.toward, run.world, run.actor, run.facts(), run.that, run.act, run.decider)
    if not targets:
        return
    hero = targets[0]
    run.that = [hero]
    hsq = run.world.hero_square(hero)
    assert hsq is not None
    goal = run.world.board.tile_of(hsq)
    if goal is not None and goal == run.world.board.tile_of(run.actor.square):
        # already on its target's tile: the tile distance cannot shrink, it closes in (ours)
        run.act.add("cr-why-same-tile", hero=run.world.hero_name(hero))
        _approach(run, hero)
    elif goal is not None:
        _move_toward_tile(run, goal, step.move_tiles, hsq)


def _move_to_tile(run: Run, step: L.MoveToTileStep) -> None:
    world = run.world
    goals = [t for t in world.placed_tiles() if world.tile_kind(t) == step.move_to_tile or t == step.move_to_tile]
    if not goals:
        run.act.add("cr-why-no-such-tile", tile=step.move_to_tile)
        return
    _move_toward_tile(run, goals[0], step.tiles, None)


def _land(run: Run, hero: str, tile: str) -> None:
    world = run.world
    square, _ = landing_square(world.board, run.dist, tile, world.occupied)
    if square is None:
        run.act.add("cr-why-tile-full", tile=world.tile_name(tile))
        return
    world.place_hero(hero, square)
    run.act.add("cr-why-placed", hero=world.hero_name(hero), square=world.square_label(square))
    run.events.append(Event(code="cr-hero-placed", params={
        "hero": world.hero_name(hero), "square": world.square_label(square), "tile": world.tile_name(tile)}))


def _place_hero(run: Run, step: L.PlaceHeroStep) -> None:
    world, board = run.world, run.world.board
    for hero in select(step.place_hero, world, run.actor, run.facts(), run.that, run.act, run.decider):
        hsq = world.hero_square(hero)
        assert hsq is not None
        tile: str | None
        if step.to == "start_tile":
            tile = world.start_tile()
        elif step.to == "actor_tile":
            tile = board.tile_of(run.actor.square)
        elif step.to == "away":
            tile = _away(run, hsq, step.tiles)
        elif step.to == "new_tile_from_bottom":
            tile = world.place_tile_from_bottom(hsq, run.rng)
        else:
            tiles = world.placed_tiles()
            roll = run.rng.randint(1, len(tiles))
            run.events.append(Event(code="cr-table-roll", irreversible=True,
                                    params={"sides": len(tiles), "roll": roll}))
            tile = tiles[roll - 1]
        if tile is None:
            run.act.add("cr-why-no-place", hero=world.hero_name(hero))
            continue
        _land(run, hero, tile)
    run.that = [h for h in run.that]


def _away(run: Run, hsq: Square, tiles: int) -> str | None:
    board = run.world.board
    origin = board.tile_of(run.actor.square)
    here = board.tile_of(hsq)
    if origin is None or here is None:
        return None
    for _ in range(tiles):
        d = board.tile_distance(origin, here) or 0
        farther = sorted((t for t in board.tile_neighbours(here) if (board.tile_distance(origin, t) or 0) > d),
                         key=lambda t: row_col(board.bone_pile(t)))
        if not farther:
            break
        here = farther[0]
    return here if here != board.tile_of(hsq) else None


def _damage(run: Run, step: L.DamageStep) -> None:
    for hero in select(step.target, run.world, run.actor, run.facts(), run.that, run.act, run.decider):
        amount = step.damage * _per(run, step.per, hero)
        run.act.add("cr-why-damage", hero=run.world.hero_name(hero), damage=amount)
        run.events.append(Event(code="cr-hero-damaged", params={"hero": run.world.hero_name(hero), "damage": amount}))
        if amount:
            run.events += run.world.damage_hero(hero, amount)


def _condition(run: Run, step: L.ConditionStep) -> None:
    for hero in select(step.target, run.world, run.actor, run.facts(), run.that, run.act, run.decider):
        run.act.add("cr-why-condition", hero=run.world.hero_name(hero), condition=["cr-cond-" + step.condition])
        run.events += run.world.give_condition(hero, step.condition)


def _heal(run: Run, step: L.HealStep) -> None:
    if step.target.pick == "self":
        if run.actor.kind in ("monster", "villain"):
            run.events += run.world.heal_figure(run.actor.id, step.heal)
        return
    for hero in select(step.target, run.world, run.actor, run.facts(), run.that, run.act, run.decider):
        run.act.add("cr-why-heal", hero=run.world.hero_name(hero), hp=step.heal)
        run.events += run.world.heal_hero(hero, step.heal)


def _spawn(run: Run, step: L.SpawnMonsterStep) -> None:
    world, board = run.world, run.world.board
    if step.where == "actor_tile":
        tiles = [board.tile_of(run.actor.square)]
    elif step.where == "active_hero_tile":
        sq = world.hero_square(world.active_hero())
        tiles = [board.tile_of(sq)] if sq is not None else []
    else:
        tiles = list(dict.fromkeys(f.tile for f in run.facts()))
    for tile in tiles:
        if tile is None:
            continue
        run.act.add("cr-why-spawn", count=step.spawn_monster, tile=world.tile_name(tile))
        for _ in range(step.spawn_monster):
            run.events += world.spawn_monster(tile, step.monster, run.rng)


def _explore(run: Run, step: L.ExploreStep) -> None:
    run.act.add("cr-why-explore", count=step.explore)
    run.events += run.world.explore_near(run.actor.square, step.explore, run.rng)


def _roll(run: Run, step: L.RollStep) -> None:
    heroes: list[str | None]
    if step.for_each is not None:
        heroes = list(select(step.for_each, run.world, run.actor, run.facts(), run.that, run.act, run.decider))
    else:
        heroes = [None]
    for hero in heroes:
        roll = run.rng.die(step.roll)
        band = next(b for b in step.bands if b.lo <= roll <= b.hi)
        params: dict[str, Any] = {"sides": step.roll, "roll": roll, "lo": band.lo, "hi": band.hi}
        run.events.append(Event(code="cr-table-roll", irreversible=True, params={"sides": step.roll, "roll": roll}))
        if hero is not None:
            params["hero"] = run.world.hero_name(hero)
            run.that = [hero]
        run.act.add("cr-why-band" if hero is None else "cr-why-band-hero", **params)
        run_steps(run, band.do)


def _hero_attacks(run: Run, step: L.HeroAttacksStep) -> None:
    world = run.world
    target = step.hero_attacks.model_copy(update={"other_than_active": True})
    for hero in select(target, world, run.actor, run.facts(), run.that, run.act, run.decider):
        run.events += world.hero_attacks(world.active_hero(), hero, run.rng)


def _flag(run: Run, step: L.FlagStep | L.ClearFlagStep) -> None:
    if run.actor.kind not in ("monster", "villain"):
        return
    on = isinstance(step, L.FlagStep)
    flag = step.set_flag if isinstance(step, L.FlagStep) else step.clear_flag
    run.world.set_flag(run.actor.id, flag, on)
    run.act.add("cr-why-flag", flag=flag, on="yes" if on else "no")


def _discard(run: Run, step: L.DiscardSelfStep) -> None:
    run.events += run.world.discard_card(run.actor)
    run.discarded = True


def _effect(run: Run, what: str, events: list[Event]) -> None:
    run.act.add("cr-why-effect", what=["cr-effect-" + what])
    run.events += events


def _say(run: Run, step: L.SayStep) -> None:
    run.events.append(Event(code="cr-say", params={"text": dict(step.say)}))


_STEPS: dict[type, Any] = {
    L.AttackStep: _attack,
    L.MoveAdjacentStep: _move_adjacent,
    L.MoveTilesStep: _move_tiles,
    L.MoveToTileStep: _move_to_tile,
    L.PlaceHeroStep: _place_hero,
    L.DamageStep: _damage,
    L.ConditionStep: _condition,
    L.HealStep: _heal,
    L.SpawnMonsterStep: _spawn,
    L.ExploreStep: _explore,
    L.RollStep: _roll,
    L.HeroAttacksStep: _hero_attacks,
    L.ActivateStep: lambda run, s: _effect(run, "activate", run.world.activate_again(s.activate, run.rng)),
    L.DrawEncounterStep: lambda run, s: [_effect(run, "encounter", run.world.draw_encounter(run.rng))
                                         for _ in range(s.draw_encounter)],
    L.TreasureStep: lambda run, s: _effect(run, "treasure", run.world.draw_treasure(s.treasure, run.rng)),
    L.SurgeStep: lambda run, s: _effect(run, "surges", run.world.change_surges(s.surges)),
    L.FlagStep: _flag,
    L.ClearFlagStep: _flag,
    L.DiscardSelfStep: _discard,
    L.SayStep: _say,
}


def _summarise(run: Run) -> None:
    """The compact channel line: what the actor did and the decisive reason, e.g. « the
    Zombie attacks Kat: adjacent; Allisa also adjacent, tie broken by turn order »."""
    act, world = run.act, run.world
    heroes = [world.hero_name(h) for h in dict.fromkeys(run.attacked)]
    moved = world.square_label(run.moved_to) if run.moved_to is not None else "none"
    tie = next((ln for ln in reversed(act.lines) if ln.code in ("cr-why-tie", "cr-why-chosen")), None)
    others = tie.params.get("others", []) if tie is not None else []
    by = (tie.params["by"] if tie.code == "cr-why-tie" else ["cr-by-players"]) if tie is not None else "none"
    reason = ["cr-reason-" + run.reason]
    if heroes:
        act.summary = Line(code="cr-act-attack", params={
            "actor": act.actor, "heroes": heroes, "moved": moved, "reason": reason,
            "others": others or "none", "by": by})
    elif run.moved_to is not None:
        act.summary = Line(code="cr-act-move", params={"actor": act.actor, "square": moved, "reason": reason})
    else:
        act.summary = Line(code="cr-act-idle", params={"actor": act.actor, "reason": reason})
