"""One activation (or encounter) in progress, and the loop that carries out its steps.

The handlers of the steps live in :mod:`.moves`, :mod:`.placing` and :mod:`.interpreter`;
each registers itself in :data:`HANDLERS` (the interpreter imports them all).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from rules.core import Event, Rng

from .choosing import Decider, HeroFacts, check, hero_facts
from .geometry import Distances
from .reasoning import Activation
from .targets import Target
from .world import Actor, Square, World

#: step model -> the function carrying it out
HANDLERS: dict[type, Callable[[Run, Any], None]] = {}


@dataclass
class Run:
    """One activation in progress.

    ``that`` is the hero(es) the previous step chose; ``tile`` the tile a placement chose
    (*that tile*)."""

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
    tile: Any = None

    def facts(self) -> list[HeroFacts]:
        return hero_facts(self.world, self.dist, self.actor)

    def flags(self) -> set[str]:
        if self.actor.kind in ("monster", "villain"):
            return self.world.figure_flags(self.actor.id)
        return set()


def new_run(world: World, actor: Actor, rng: Rng, decider: Decider | None = None) -> Run:
    act = Activation(actor=actor.name, kind=actor.kind, seat=actor.controller)
    return Run(world, actor, rng, decider or Decider(), act, Distances(world.board))


def run_steps(run: Run, steps: list[Any]) -> None:
    """Carry out ``steps`` in order (a discarded card stops the rest, and so does a monster
    defeated on its way: a Glyph of Warding where it arrives)."""
    for step in steps:
        if run.discarded:
            return
        if run.actor.kind == "monster" and run.actor.id not in run.world.figures():
            run.act.add("cr-why-gone")
            return
        if step.only_if is not None and not _only_if(run, step):
            run.act.add("cr-why-skip", only_if=step.only_if)
            continue
        if step.when is not None and not check(step.when, run.world, run.actor, run.facts(), run.act, run.flags()):
            run.act.add("cr-why-skip-when")
            continue
        HANDLERS[type(step)](run, step)


def _only_if(run: Run, step: Any) -> bool:
    want = step.only_if == "hit"
    target = getattr(step, "target", None)
    if isinstance(target, Target) and target.pick == "that":
        run.that = [h for h in run.that if run.hits.get(h) == want]
        return bool(run.that)
    if isinstance(target, Target) and target.pick == "active_hero":
        return run.hits.get(run.world.active_hero()) == want
    return any(v == want for v in run.hits.values())
