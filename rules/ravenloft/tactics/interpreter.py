"""The one interpreter of tactics and effects: monsters, villains, traps, hazards, encounters.

``activate(world, actor, rng)`` tests the actor's clauses in order, carries out the first
that holds and returns the events with the :class:`Activation` record. ``run_steps`` runs a
list of steps for an encounter (``on_draw``) or a trigger. Every choice follows the
documented order (T1-T6, ``docs/rulings/ravenloft.md``); only dice use ``rng``.
"""

from __future__ import annotations

from typing import Any

from rules.core import Event, Rng

from . import language as L
from . import moves as _moves  # noqa: F401 (registers the move handlers)
from . import placing as _placing  # noqa: F401 (registers the placement handlers)
from .choosing import Decider, check, fact_lines, select
from .reasoning import Activation, Line
from .run import HANDLERS, Run, new_run, run_steps
from .world import Actor, World

__all__ = ["Run", "activate", "lasting_total", "new_run", "run_steps"]


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


# --------------------------------------------------------------------------- modifiers


def lasting_total(world: World, stat: str, *, hero: str | None = None, actor: Actor | None = None,
                  natural: int | None = None) -> int:
    """The sum of the environment's and curses' modifiers of ``stat`` for a hero or a
    monster-like actor; those that need a natural die face count only when ``natural`` (the
    attack's die) shows it."""
    total = 0
    for effects, cursed in world.lasting_effects():
        for m in effects.modifiers:
            if m.stat != stat:
                continue
            if m.natural_at_least is not None and (natural is None or natural < m.natural_at_least):
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
            amount = max(0, amount + lasting_total(world, "damage", actor=actor, natural=roll))
        conditions = attack.conditions if hit else attack.miss_conditions
        avoided = _avoidable(run, hero, attack.avoid_by_flipping, amount) if hit else None
        amount = 0 if avoided else amount
        run.events += reacted
        run.events.append(Event(code="cr-monster-attack", irreversible=True, params={
            "actor": actor.name, "attack": name, "hero": world.hero_name(hero), "roll": roll,
            "bonus": bonus, "total": roll + bonus, "ac": ac, "result": "hit" if hit else "miss",
            "damage": amount}))
        run.act.add("cr-why-attack", attack=name, hero=world.hero_name(hero), roll=roll, bonus=bonus,
                    total=roll + bonus, ac=ac, result="hit" if hit else "miss", damage=amount)
        if avoided:
            run.events += _avoid(run, hero, avoided, attack.damage * _per(run, attack.damage_per, hero))
        if amount:
            run.events += world.damage_hero(hero, amount)
        for cond in conditions:
            run.events += world.give_condition(hero, cond)
        if actor.kind in ("monster", "villain"):  # Riposte Strike, asked now, played after (reactions.py)
            world.after_attacked(hero, actor, run.decider, damaged=bool(amount))
        run.attacked.append(hero)
    run.that = targets


def _avoidable(run: Run, hero: str, kind: str | None, amount: int) -> str | None:
    """The power a hero hit turns face down instead of taking the damage (an unused one of
    ``kind``, the first in card order); the bot does it only when the damage would lay them
    down (ours: the player's choice)."""
    world = run.world
    if kind is None or amount <= 0 or world.hero_hp(hero) - amount > 0:
        return None
    return next((p for p, k, used in world.hero_powers(hero) if k == kind and not used), None)


def _avoid(run: Run, hero: str, power: str, amount: int) -> list[Event]:
    world = run.world
    world.set_power_used(hero, power, True)
    named = ["cr-power-" + power.replace("_", "-")]
    run.act.add("cr-why-avoided", hero=world.hero_name(hero), power=named)
    return [Event(code="cr-damage-avoided", params={"hero": world.hero_name(hero), "power": named,
                                                    "damage": amount})]


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


def _damage(run: Run, step: L.DamageStep) -> None:
    for hero in select(step.target, run.world, run.actor, run.facts(), run.that, run.act, run.decider):
        amount = step.damage * _per(run, step.per, hero)
        run.act.add("cr-why-damage", hero=run.world.hero_name(hero), damage=amount)
        hurt = run.world.damage_hero(hero, amount) if amount else []
        # the engine says « takes 1 damage (4 HP) » itself; a world that does not gets our line
        if not any(e.code == "cr-hero-hurt" for e in hurt):
            run.events.append(Event(code="cr-hero-damaged", params={"hero": run.world.hero_name(hero),
                                                                    "damage": amount}))
        run.events += hurt


def _condition(run: Run, step: L.ConditionStep) -> None:
    for hero in select(step.target, run.world, run.actor, run.facts(), run.that, run.act, run.decider):
        run.act.add("cr-why-condition", hero=run.world.hero_name(hero), condition=["cr-cond-" + step.condition])
        run.events += run.world.give_condition(hero, step.condition)


def _heal(run: Run, step: L.HealStep) -> None:
    if step.target.pick == "self":
        if run.actor.kind in ("monster", "villain"):  # told, with the HP it now has (Strahd's bite)
            before, full = run.world.figure_hp(run.actor.id)
            run.events += run.world.heal_figure(run.actor.id, step.heal)
            after, _ = run.world.figure_hp(run.actor.id)
            if after > before:
                run.events.append(Event(code="cr-figure-healed", params={
                    "actor": run.actor.name, "hp": after - before, "left": after, "full": full}))
        return
    for hero in select(step.target, run.world, run.actor, run.facts(), run.that, run.act, run.decider):
        run.act.add("cr-why-heal", hero=run.world.hero_name(hero), hp=step.heal)
        run.events += run.world.heal_hero(hero, step.heal)


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
        if hero is None:
            run.events.append(Event(code="cr-table-roll", irreversible=True, params={"sides": step.roll, "roll": roll}))
        else:  # a roll for each hero: the log says whose it is
            params["hero"] = run.world.hero_name(hero)
            run.events.append(Event(code="cr-hero-roll", irreversible=True,
                                    params={"sides": step.roll, "roll": roll, "hero": params["hero"]}))
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


def _heal_monsters(run: Run, step: L.HealMonstersStep) -> None:
    world, board = run.world, run.world.board
    tile = board.tile_of(run.actor.square)
    for f in world.monster_figures():
        if step.on_tile and board.tile_of(world.figure_square(f)) != tile:
            continue
        if step.category is not None and world.figure_category(f) != step.category:
            continue
        hp, full = world.figure_hp(f)
        if hp >= full:
            continue
        run.events += world.heal_figure(f, step.heal_monsters)
        gained = world.figure_hp(f)[0] - hp
        run.act.add("cr-why-monster-healed", actor=world.figure_name(f), hp=gained)
        run.events.append(Event(code="cr-regenerates", params={"actor": world.figure_name(f), "hp": gained}))


def _end_card(run: Run, step: L.EndCardStep) -> None:
    run.act.add("cr-why-end-card", then=step.end_card)
    run.events.append(Event(code="cr-card-ends", params={"card": run.actor.name, "then": step.end_card}))
    run.discarded = True
    if step.end_card == "draw_another":
        run.events += run.world.draw_encounter(run.rng)


def _discard_treasure(run: Run, step: L.DiscardTreasureStep) -> None:
    world = run.world
    for hero in select(step.target, world, run.actor, run.facts(), run.that, run.act, run.decider):
        for _ in range(step.discard_treasure):
            cards = world.hero_treasures(hero)
            if not cards:
                run.act.add("cr-why-no-treasure", hero=world.hero_name(hero))
                break
            if step.pick == "random":
                roll = run.rng.randint(1, len(cards))
                run.events.append(Event(code="cr-table-roll", irreversible=True,
                                        params={"sides": len(cards), "roll": roll}))
                card = cards[roll - 1]
            else:
                card = world.least_treasure(hero)
            run.events += world.discard_treasure(hero, card, run.rng)


def _flip_power(run: Run, step: L.FlipPowerStep) -> None:
    world = run.world
    up = step.flip_power == "up"
    for hero in select(step.target, world, run.actor, run.facts(), run.that, run.act, run.decider):
        power = next((p for p, kind, used in world.hero_powers(hero) if kind in step.kinds and used == up), None)
        if power is None:
            run.act.add("cr-why-no-power", hero=world.hero_name(hero))
            run.that = [hero]
            run_steps(run, step.or_else)
            continue
        run.events += world.set_power_used(hero, power, not up)


HANDLERS.update({
    L.AttackStep: _attack,
    L.DamageStep: _damage,
    L.ConditionStep: _condition,
    L.HealStep: _heal,
    L.HealMonstersStep: _heal_monsters,
    L.RollStep: _roll,
    L.HeroAttacksStep: _hero_attacks,
    L.ActivateStep: lambda run, s: _effect(run, "activate", run.world.activate_again(s.activate, run.rng)),
    L.DrawEncounterStep: lambda run, s: [_effect(run, "encounter", run.world.draw_encounter(run.rng))
                                         for _ in range(s.draw_encounter)],
    L.EndCardStep: _end_card,
    L.TreasureStep: lambda run, s: _effect(run, "treasure", run.world.draw_treasure(s.treasure, run.rng)),
    L.DiscardTreasureStep: _discard_treasure,
    L.FlipPowerStep: _flip_power,
    L.SurgeStep: lambda run, s: _effect(run, "surges", run.world.change_surges(s.surges)),
    L.FlagStep: _flag,
    L.ClearFlagStep: _flag,
    L.DiscardSelfStep: _discard,
    L.SayStep: _say,
})


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
    elif run.events:  # it did something else: placed a monster, hurt without a roll...
        act.summary = Line(code="cr-act-acts", params={"actor": act.actor, "reason": reason})
    else:
        if not any(ln.code == "cr-why-fact" for ln in act.lines):
            reason = ["cr-reason-no-hero"]
        act.summary = Line(code="cr-act-idle", params={"actor": act.actor, "reason": reason})
