"""Load and validate the YAML content once: ``load_content() -> Content``."""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache
from pathlib import Path
from typing import Any, TypeVar

import yaml

from rules.core import Model
from rules.ravenloft.tactics.language import SpawnMonsterStep, all_steps

from .adventures import Adventure, BonusCard, Chamber, Token
from .cards import AdventureTreasure, Encounter, Treasure
from .common import Entry
from .heroes import POWER_KINDS, Hero, Power
from .monsters import Monster, Villain
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
    encounters: dict[str, Encounter]
    treasures: dict[str, Treasure]
    adventure_treasures: dict[str, AdventureTreasure]
    tokens: dict[str, Token]
    adventures: dict[str, Adventure]
    chambers: dict[str, Chamber]
    bonus_cards: dict[str, BonusCard]

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

    def encounter_deck(self, woa: bool = False) -> list[str]:
        """The encounter deck's cards (one id per card, copies repeated), before shuffling;
        with ``woa`` our Wrath of Ashardalon cards are added."""
        return [e.id for e in self.encounters.values()
                if e.set == "box" or woa for _ in range(e.copies)]

    def adventure_number(self, number: int) -> Adventure:
        """The box's adventure of that number in the Adventure Book (KeyError if not shipped)."""
        for a in self.adventures.values():
            if a.number == number:
                return a
        raise KeyError(number)

    def treasure_deck(self) -> list[str]:
        return [t.id for t in self.treasures.values() for _ in range(t.copies)]


#: libyaml's safe loader when PyYAML has it (about 9x faster on these files), else PyYAML's
_LOADER: Any = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def _read(name: str, key: str) -> list[Any]:
    with open(DATA / name, encoding="utf-8") as fh:
        data = yaml.load(fh, Loader=_LOADER)  # noqa: S506 (a safe loader)
    return list(data[key])


def _by_id(kind: str, items: Iterable[E]) -> dict[str, E]:
    out: dict[str, E] = {}
    for item in items:
        if item.id in out:
            raise ValueError(f"{kind}: duplicate id {item.id!r}")
        out[item.id] = item
    return out


def _steps(steps: list[Any]) -> list[Any]:
    """Every step, those inside a die table's bands and fallbacks included."""
    return all_steps(steps)


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


def _check_adventure(c: Content, a: Adventure) -> None:
    def need(kind: str, ids: Iterable[str | None], known: dict[str, Any]) -> None:
        for i in ids:
            if i is not None and i not in known:
                raise ValueError(f"adventure {a.id}: unknown {kind} {i!r}")

    actions = [act for e in a.events for act in e.do]
    goals = [*a.victory, *a.defeat]
    need("tile", [a.start.tile, *(p.tile for p in a.start.placed), *a.stack.extra,
                  *a.stack.bottom, *a.chamber_tiles, *(e.tile for e in a.events),
                  *(x.tile for x in actions), *(r.tile for r in a.rules), *(g.tile for g in goals)],
         c.tiles)
    need("villain", [*(x.villain for x in actions), *(r.villain for r in a.rules),
                     *(g.villain for g in goals)], c.villains)
    need("token", [*(x.token for x in actions), *(r.token for r in a.rules),
                   *(g.token for g in goals), *(e.token for e in a.events)], c.tokens)
    for e in a.events:
        if e.trigger == "token_taken" and (e.token is None or any(x.kind != "place_villain" for x in e.do)):
            raise ValueError(f"adventure {a.id}: a token's taking names its token and places villains only")
    for r in a.rules:
        if r.kind == "hidden_tokens" and (r.token is None or not c.tokens[r.token].faces):
            raise ValueError(f"adventure {a.id}: hidden tokens need a token with faces")
    need("encounter", [x.encounter for x in actions], c.encounters)
    need("chamber", [a.chamber], c.chambers)
    need("bonus card", [a.bonus], c.bonus_cards)
    start = c.tiles[a.start.tile]
    if a.start.heroes == "adjacent_to_stairway" and not start.special_squares("stairway"):
        raise ValueError(f"adventure {a.id}: {start.id} has no stairway to start next to")
    for placed in a.start.placed:
        if placed.at not in start.exits:
            raise ValueError(f"adventure {a.id}: {placed.at!r} is not an exit of {start.id}")
    for x in actions:
        if x.special not in (None, "stairway_adjacent") and x.tile is not None \
                and not c.tiles[x.tile].special_squares(x.special):
            raise ValueError(f"adventure {a.id}: no {x.special} square on {x.tile}")
    for r in a.rules:
        if r.special is not None and r.tile is not None and not c.tiles[r.tile].special_squares(r.special):
            raise ValueError(f"adventure {a.id}: no {r.special} square on {r.tile}")
    set_aside = {a.start.tile, *(p.tile for p in a.start.placed), *a.stack.bottom}
    available = [t for t in c.box_tiles() if t.id not in set_aside]
    if a.stack.random > len(available):
        raise ValueError(f"adventure {a.id}: only {len(available)} tiles to draw from")
    if (a.chamber is None) != (not a.chamber_tiles):
        raise ValueError(f"adventure {a.id}: a chamber card goes with its chamber tiles")
    for t in a.chamber_tiles:
        if c.tiles[t].kind != "chamber":
            raise ValueError(f"adventure {a.id}: {t} is not a chamber tile")
    woa_tiles = [t for t in [*a.stack.extra, *a.stack.bottom, *a.chamber_tiles]
                 if c.tiles[t].set == "woa"]
    if woa_tiles and a.rule("woa") is None:
        raise ValueError(f"adventure {a.id}: WoA tiles {woa_tiles} need the woa rule")


def _check_cards(c: Content) -> None:
    for e in c.encounters.values():
        steps = _steps([*e.effects.on_draw, *(s for t in e.effects.tactics for s in t.do),
                        *(s for t in e.effects.triggers for s in t.do)])
        for step in steps:
            if isinstance(step, SpawnMonsterStep) and step.monster is not None \
                    and step.monster not in c.monsters:
                raise ValueError(f"encounter {e.id}: unknown monster {step.monster!r}")
    markers = {t.id for t in c.tokens.values()}
    for p in c.powers.values():
        for eff in p.effects:
            if eff.marker is not None and eff.marker not in markers:
                raise ValueError(f"power {p.id}: unknown marker {eff.marker!r}")
    for tr in c.treasures.values():
        for te in tr.effects:
            if te.marker is not None and te.marker not in markers:
                raise ValueError(f"treasure {tr.id}: unknown marker {te.marker!r}")
    for ch in c.chambers.values():
        for v in ch.fill.villains:
            if v not in c.villains:
                raise ValueError(f"chamber {ch.id}: unknown villain {v!r}")
    for a in c.adventures.values():
        _check_adventure(c, a)


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
        encounters=_by_id("encounters", (Encounter.model_validate(x)
                                         for x in _read("encounters.yaml", "encounters"))),
        treasures=_by_id("treasures", (Treasure.model_validate(x)
                                       for x in _read("treasures.yaml", "treasures"))),
        adventure_treasures=_by_id("adventure treasures", (
            AdventureTreasure.model_validate(x)
            for x in _read("treasures.yaml", "adventure_treasures"))),
        tokens=_by_id("tokens", (Token.model_validate(x) for x in _read("tokens.yaml", "tokens"))),
        adventures=_by_id("adventures", (Adventure.model_validate(x)
                                         for x in [*_read("adventures.yaml", "adventures"),
                                                   *_read("adventures_more.yaml", "adventures")])),
        chambers=_by_id("chambers", (Chamber.model_validate(x)
                                     for x in _read("adventures.yaml", "chambers"))),
        bonus_cards=_by_id("bonus cards", (BonusCard.model_validate(x)
                                           for x in _read("adventures.yaml", "bonus_cards"))),
    )
    _check(c)
    _check_cards(c)
    return c
