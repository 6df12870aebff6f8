"""Load and validate the YAML content once: ``load_content() -> Content``."""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache
from pathlib import Path
from typing import Any, TypeVar

import yaml

from rules.core import Model

from .common import Entry
from .heroes import POWER_KINDS, Hero, Power
from .monsters import Monster, Tactic, Villain
from .tiles import Tile

DATA = Path(__file__).resolve().parents[1] / "data"
E = TypeVar("E", bound=Entry)


class Content(Model):
    """Every piece of Castle Ravenloft content, by id."""

    heroes: dict[str, Hero]
    powers: dict[str, Power]
    monsters: dict[str, Monster]
    villains: dict[str, Villain]
    tiles: dict[str, Tile]

    def hero_powers(self, hero_id: str, kind: str | None = None) -> list[Power]:
        """A hero's power cards (of one kind), in the data's order."""
        return [p for p in self.powers.values()
                if p.hero == hero_id and (kind is None or p.kind == kind)]

    def fixed_powers(self, hero_id: str) -> list[Power]:
        return [p for p in self.hero_powers(hero_id) if p.fixed]

    def starting_hand(self, hero_id: str) -> list[Power]:
        """The level-1 hand of the adventure book's first games: fixed cards + suggested picks."""
        hero = self.heroes[hero_id]
        return self.fixed_powers(hero_id) + [self.powers[p] for p in hero.starting_powers]

    def monster_deck(self) -> list[str]:
        """The monster deck's cards (one id per card), before shuffling."""
        return [m.id for m in self.monsters.values() for _ in range(m.cards)]

    def box_tiles(self) -> list[Tile]:
        """The 40 tiles of the box's stack (Start excluded)."""
        return [t for t in self.tiles.values() if t.set == "box" and t.kind != "start"]


def _read(name: str, key: str) -> list[Any]:
    with open(DATA / name, encoding="utf-8") as fh:
        data = yaml.safe_load(fh)
    return list(data[key])


def _by_id(kind: str, items: Iterable[E]) -> dict[str, E]:
    out: dict[str, E] = {}
    for item in items:
        if item.id in out:
            raise ValueError(f"{kind}: duplicate id {item.id!r}")
        out[item.id] = item
    return out


def _steps(steps: list[dict[str, Any]]) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for step in steps:
        out.append(step)
        for band in step.get("bands", []):
            out += _steps(band.get("do", []))
    return out


def _check_tactics(owner: str, attacks: set[str], tactics: list[Tactic]) -> None:
    for clause in tactics:
        for step in _steps(clause.do):
            attack = step.get("attack")
            if attack is not None and attack not in attacks:
                raise ValueError(f"{owner}: tactics use unknown attack {attack!r}")
    if not tactics[-1].otherwise and owner.startswith("monster"):
        raise ValueError(f"{owner}: a monster's last clause is its 'otherwise'")


def _check(c: Content) -> None:
    for p in c.powers.values():
        if p.hero not in c.heroes:
            raise ValueError(f"power {p.id}: unknown hero {p.hero!r}")
    for h in c.heroes.values():
        fixed = {p.id for p in c.fixed_powers(h.id)}
        hand = c.starting_hand(h.id)
        for pid in h.starting_powers:
            if pid not in c.powers or c.powers[pid].hero != h.id or pid in fixed:
                raise ValueError(f"hero {h.id}: {pid!r} is not one of their optional powers")
        side = h.side(1)
        for kind in POWER_KINDS:
            have = sum(1 for p in hand if p.kind == kind)
            if have != getattr(side, kind):
                raise ValueError(f"hero {h.id}: {have} {kind} powers in the starting hand, "
                                 f"the card allows {getattr(side, kind)}")
    for m in c.monsters.values():
        _check_tactics(f"monster {m.id}", set(m.attacks), m.tactics)
    for v in c.villains.values():
        _check_tactics(f"villain {v.id}", set(v.attacks), v.tactics)


@lru_cache(maxsize=1)
def load_content() -> Content:
    """All of Castle Ravenloft's content, validated and cross-checked (loaded once)."""
    c = Content(
        heroes=_by_id("heroes", (Hero.model_validate(x) for x in _read("heroes.yaml", "heroes"))),
        powers=_by_id("powers", (Power.model_validate(x) for x in _read("powers.yaml", "powers"))),
        monsters=_by_id("monsters", (Monster.model_validate(x)
                                     for x in _read("monsters.yaml", "monsters"))),
        villains=_by_id("villains", (Villain.model_validate(x)
                                     for x in _read("villains.yaml", "villains"))),
        tiles=_by_id("tiles", (Tile.model_validate(x) for x in _read("tiles.yaml", "tiles"))),
    )
    _check(c)
    return c
