"""Encounter cards: the five kinds and their replacement rules, cancelling, disarming, curses.

« Il y a 5 types de cartes Rencontre » (seed L647-661): events (and event-attacks) act once
and are discarded; an environment replaces the one in play; a curse sits on the active
hero until its end; a trap's marker goes on the active hero's tile (a second trap there is
discarded and another card drawn) and the card activates with the player's monster cards; a
hazard's token goes on that tile (a second hazard there: discard, draw another). Cancelling a
drawn card for 5 XP (L683-687) and disarming a trap are the engine's (``game.py``,
``hero_phase.disarm``). Everything an encounter does is data run by the one interpreter
(``rules.ravenloft.tactics``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from rules.core import Event, Rng

from . import hooks
from .tactics.choosing import Decider, check, hero_facts
from .tactics.interpreter import lasting_total, new_run, run_steps
from .tactics.reasoning import Activation
from .tactics.world import Actor, EncounterCard, HeldCard, Table


@dataclass
class Resolution:
    """What resolving one encounter card did."""

    events: list[Event] = field(default_factory=list)
    activation: Activation | None = None
    redraw: bool = False  # a trap or hazard already there: discard and draw another


def drawn_event(card: EncounterCard) -> Event:
    """The announcement of an encounter card just drawn: everyone sees it, it cannot be undone."""
    kind = card.id.split("#", 1)[0]
    return Event(code="cr-encounter-drawn", irreversible=True, announce=True,
                 params={"card": card.name, "kind": ["cr-enc-" + card.kind],
                         "text": [f"cr-encounter-text-{kind.replace('_', '-')}"]})


def encounter_actor(t: Table, card: EncounterCard) -> Actor:
    """An encounter acts from the active hero's square (« la section du héros actif »)."""
    square = t.hero_square(t.active_hero())
    return Actor(kind="encounter", id=card.id, card=card.id, name=card.name,
                 square=square if square is not None else t.board.bone_pile(t.start_tile()),
                 attacks=card.effects.attacks, controller=t.active_seat())


def trap_actor(t: Table, held: HeldCard) -> Actor:
    """A trap or hazard acts from its marker's tile (its bone pile stands for the marker)."""
    card = t.encounter_card(held.card)
    assert held.tile is not None
    return Actor(kind="trap" if held.kind == "trap" else "hazard", id=held.instance, card=held.card,
                 name=card.name, square=t.board.bone_pile(held.tile), attacks=card.effects.attacks,
                 tactics=card.effects.tactics, controller=t.hero_seat(held.owner))


def resolve(t: Table, card: EncounterCard, rng: Rng, decider: Decider | None = None) -> Resolution:
    """Put a drawn (and not cancelled) encounter card into play by its kind."""
    out = Resolution()
    hero = t.active_hero()
    square = t.hero_square(hero)
    tile = t.board.tile_of(square) if square is not None else None
    if card.kind in ("trap", "hazard") and (tile is None or t.markers_on_tile(tile, card.kind)):
        # « s'il y a déjà un marqueur Piège en place , défaussez la carte piochée et piochez en une autre »
        t.discard_encounter(card.id)
        out.events.append(Event(code="cr-encounter-redraw", params={"card": card.name, "kind": ["cr-enc-" + card.kind]}))
        out.redraw = True
        return out
    if card.kind not in ("event", "attack"):  # an event just acts: « Encounter: … » said it
        out.events.append(Event(code="cr-encounter", announce=True,
                                params={"card": card.name, "kind": ["cr-enc-" + card.kind]}))
    if card.kind in ("trap", "hazard"):
        held = HeldCard(instance=_instance(t, card.id), card=card.id, kind=card.kind, owner=hero, tile=tile)
        t.hold_card(held)
        out.events.append(Event(code="cr-marker-placed", params={
            "card": card.name, "tile": t.tile_name(tile), "kind": ["cr-enc-" + card.kind]}))
    elif card.kind == "environment":
        old = t.environment()
        if old is not None:
            # « une carte Environnement remplace la carte présente en jeu »
            t.discard_encounter(old)
            out.events.append(Event(code="cr-environment-replaced", params={"old": t.encounter_card(old).name,
                                                                          "card": card.name}))
        t.set_environment(card.id)
    elif card.kind == "curse":
        t.add_curse(card.id, hero)
        out.events.append(Event(code="cr-cursed", params={"card": card.name, "hero": t.hero_name(hero)}))
    if card.effects.on_draw:
        run = new_run(t, encounter_actor(t, card), rng, decider)
        run_steps(run, card.effects.on_draw)
        out.events += run.events
        out.activation = run.act
    if card.kind in ("event", "attack"):
        t.discard_encounter(card.id)  # « défaussée après utilisation »
    return out


def _instance(t: Table, card: str) -> str:
    taken = {h.instance for owner in t.heroes() for h in t.held_cards(owner)}
    n = 1
    while f"{card}#{n}" in taken:
        n += 1
    return f"{card}#{n}"


# --------------------------------------------------------------------------- lasting effects


def run_triggers(t: Table, at: str, rng: Rng) -> list[Event]:
    """The environment's and curses' triggers for the moment ``at`` of the active turn."""
    return _triggers(t, at, t.active_hero(), rng, that=None)


def hero_moment(t: Table, at: str, hero: str, rng: Rng, power_kind: str | None = None) -> list[Event]:
    """The triggers of something that happened to ``hero`` (``power_used`` of a kind,
    ``treasure_discarded``): their steps see that hero as ``that``."""
    return _triggers(t, at, hero, rng, that=hero, power_kind=power_kind)


def _triggers(t: Table, at: str, hero: str, rng: Rng, that: str | None, power_kind: str | None = None,
              ) -> list[Event]:
    events: list[Event] = []
    sources: list[tuple[str, str | None]] = []
    env = t.environment()
    if env is not None:
        sources.append((env, None))
    sources += [(card, cursed) for card, cursed in t.curses()]
    for card_id, cursed in sources:
        card = t.encounter_card(card_id)
        for trig in card.effects.triggers:
            if trig.at != at or (trig.cursed_only and cursed != hero):
                continue
            if at == "power_used" and power_kind not in trig.powers:
                continue
            run = new_run(t, encounter_actor(t, card), rng)
            if that is not None:
                run.that = [that]
            if trig.when is not None:
                facts = hero_facts(t, run.dist, run.actor)
                if not check(trig.when, t, run.actor, facts, run.act, set()):
                    continue
            run_steps(run, trig.do)
            events += run.events
    return events


def end_curses(t: Table, hero: str, on: str, rng: Rng, at: str | None = None) -> list[Event]:
    """End the hero's curses whose end rule ``on`` is met; ``on="roll"`` rolls the d20 for
    each curse that ends on a roll at the moment ``at`` (« 16 ou plus à la fin de votre tour »)."""
    events: list[Event] = []
    for card_id, cursed in list(t.curses()):
        if cursed != hero:
            continue
        card = t.encounter_card(card_id)
        for rule in card.effects.ends:
            if rule.on != on or (on == "roll" and rule.at != at):
                continue
            if on == "roll":
                roll = rng.die(20)
                ended = roll >= (rule.at_least or 21)
                events.append(Event(code="cr-curse-roll", irreversible=True, params={
                    "card": card.name, "hero": t.hero_name(hero), "roll": roll, "need": rule.at_least,
                    "result": "yes" if ended else "no"}))
            else:
                ended = True
            if ended:
                t.remove_curse(card_id, hero)
                t.discard_encounter(card_id)
                events.append(Event(code="cr-curse-ended", announce=True,
                                    params={"card": card.name, "hero": t.hero_name(hero)}))
                break
    return events


def hero_modifier(t: Table, hero: str, stat: str) -> int:
    """The environment's and curses' total change to a hero's ``stat`` (attack, damage, ac,
    speed, disarm, surge_value), for the engine's hero phase and combat."""
    return lasting_total(t, stat, hero=hero)


def forbidden(t: Table, hero: str, action: str) -> bool:
    """Whether the environment or a curse forbids the hero ``action`` (attack, move, heal...)."""
    for effects, cursed in t.lasting_effects():
        for m in effects.modifiers:
            if m.forbid != action:
                continue
            if m.applies_to == "heroes" or (m.applies_to == "cursed_hero" and cursed == hero) or (
                    m.applies_to == "active_hero" and t.active_hero() == hero):
                return True
    return False


# --------------------------------------------------------------------------- for the engine


def _table(state: Any, cat: Any) -> Table:
    return hooks.state_table.run(state, cat)


def hero_lasting(state: Any, cat: Any, hero: int, stat: str) -> int:
    """The environment's and curses' change to hero ``hero``'s ``stat`` (speed, attack,
    damage, ac, disarm, surge_value) for the engine's hero phase and combat."""
    return hero_modifier(_table(state, cat), str(hero), stat)


def hero_forbidden(state: Any, cat: Any, hero: int, action: str) -> bool:
    """Whether the environment or a curse forbids hero ``hero`` to ``action`` (attack, move,
    heal, explore, disarm, daily)."""
    return forbidden(_table(state, cat), str(hero), action)


def at_moment(state: Any, cat: Any, at: str, rng: Rng) -> list[Event]:
    """The environment's and curses' triggers of the active turn's moment ``at``
    (``hero_phase_start``, ``hero_phase_end``), and the curse rolls due then. The villain
    phase runs ``villain_phase_start`` and ``turn_end`` itself."""
    t = _table(state, cat)
    return run_triggers(t, at, rng) + end_curses(t, t.active_hero(), "roll", rng, at=at)


def power_used(state: Any, cat: Any, hero: int, kind: str, rng: Rng) -> list[Event]:
    """Hero ``hero`` turned a power of ``kind`` (daily, utility) face down: what the
    environment or a curse does then (Cackling Skull)."""
    if state.environment is None and not any(h.curses for h in state.heroes):
        return []
    return hero_moment(_table(state, cat), "power_used", str(hero), rng, power_kind=kind)


def hero_rule(state: Any, cat: Any, hero: int, rule: str) -> bool:
    """Whether the environment or a curse imposes ``rule`` (``roll_twice_off_tile``,
    ``draw_two_monsters``) on hero ``hero``."""
    if state.environment is None and not any(h.curses for h in state.heroes):
        return False
    t = _table(state, cat)
    for effects, cursed in t.lasting_effects():
        for m in effects.modifiers:
            if m.rule == rule and (m.applies_to == "heroes" or (m.applies_to == "cursed_hero" and cursed == str(hero))
                                   or (m.applies_to == "active_hero" and t.active_hero() == str(hero))):
                return True
    return False


def natural_bonus(state: Any, cat: Any, hero: int, stat: str, face: int) -> int:
    """What the environment and curses add to a hero's attack ``stat`` on a die showing
    ``face`` (Blood Fog: +1 damage on a natural 17 or more), beyond the lasting total."""
    if state.environment is None and not any(h.curses for h in state.heroes):
        return 0
    t = _table(state, cat)
    return lasting_total(t, stat, hero=str(hero), natural=face) - lasting_total(t, stat, hero=str(hero))


def hero_did(state: Any, cat: Any, hero: int, what: str, rng: Rng) -> list[Event]:
    """End the hero's curses that end when they ``what`` (defeat_monster, heal, level_up)."""
    return end_curses(_table(state, cat), str(hero), what, rng)
