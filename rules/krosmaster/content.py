"""Krosmaster Arena content (characters, spells, summons, rewards, arenas, scenarios).

The content is data in ``data/`` validated by the pydantic schemas below when loaded; the
rules refer to it by id.
"""

from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path
from typing import Literal

import yaml
from pydantic import BaseModel, ConfigDict, Field

DATA = Path(__file__).parent / "data"

Element = Literal["eau", "air", "terre", "feu", "neutre", "none"]
ELEMENTS = ("eau", "air", "terre", "feu")
Power = Literal[
    "critique", "armure", "tacle", "esquive", "toupiti", "resistance-eau", "resistance-air",
    "resistance-terre", "resistance-feu", "riposte", "guerison", "immunise", "insensible",
]


class Schema(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Range(Schema):
    kind: Literal["classic", "fixed", "line", "fixed_line", "no_los", "melee", "personal"]
    min: int = 0
    max: int = 0

    @property
    def extendable(self) -> bool:
        return self.kind in ("classic", "line")

    @property
    def needs_los(self) -> bool:
        return self.kind not in ("no_los", "personal")

    @property
    def in_line(self) -> bool:
        return self.kind in ("line", "fixed_line")


class SpellEffect(Schema):
    kind: Literal[
        "vol_de_vie", "perce_armure", "element_bonus", "recul", "rapproche", "repousse", "attire",
        "pm_minus", "pm_plus", "pa_minus", "pa_plus", "vole_pm", "vole_pa", "swap",
        "bonus_if_summon_adjacent", "bonus_per_summon_adjacent", "range_bonus_turn", "lose_all_pm",
        "move_ally",
    ]
    n: int = 0
    ref: str = ""
    element: str = ""


class Spell(Schema):
    id: str
    name: str
    kind: Literal["attack", "heal", "summon", "special"]
    cost_pa: int = 0
    cost_pm: int = 0
    cost_wounds: int = 0
    range: Range
    element: Element = "none"
    value: int | None = None
    zone: Literal["none", "croix", "carre", "marteau", "baton", "pelle", "anneau"] = "none"
    limit: Literal["none", "turn", "game"] = "none"
    control: int | None = None
    summon: str | None = None
    target: Literal["any", "ally", "enemy", "free"] = "any"
    effects: tuple[SpellEffect, ...] = ()
    source: Literal["rulebook", "ours"] = "rulebook"
    cost_source: Literal["rulebook", "ours"] = "rulebook"
    range_source: Literal["rulebook", "ours"] = "rulebook"
    element_source: Literal["rulebook", "ours"] = "rulebook"

    def has(self, kind: str) -> bool:
        return any(e.kind == kind for e in self.effects)

    def effect(self, kind: str) -> SpellEffect | None:
        return next((e for e in self.effects if e.kind == kind), None)

    @property
    def elemental(self) -> bool:
        return self.element in ELEMENTS


class Character(Schema):
    id: str
    name: str
    class_: str = Field(default="", alias="class")
    gold: bool
    level: int
    init: int
    pm: int
    pv: int
    pa: int
    powers: tuple[Power, ...] = ()
    spells: tuple[str, ...]


class Summon(Schema):
    id: str
    name: str
    kind: Literal["mob", "bomb"]
    pv: int
    pm: int
    pa: int
    powers: tuple[Power, ...] = ()
    spells: tuple[str, ...] = ()
    source: Literal["rulebook", "ours"]


class DmgBonus(Schema):
    elements: tuple[str, ...]
    n: int
    melee_only: bool = False


class NextSpellBonus(Schema):
    element: Literal["eau", "air", "terre", "feu", "elementaire"]
    n: int


class Stats(Schema):
    pm: int = 0
    pv: int = 0
    pa: int = 0
    po: int = 0


class RewardEffect(Schema):
    next_spell_bonus: NextSpellBonus | None = None
    spell: str | None = None
    heal: int = 0
    gain_pm: int = 0
    gain_pa: int = 0
    kamas: int = 0
    gg: int = 0
    self_wounds: int = 0
    recall: bool = False
    buy_gg_for: int = 0
    summon: str | None = None
    ecaflip: bool = False
    zobal: bool = False
    dmg_bonus: DmgBonus | None = None
    resist: tuple[str, ...] = ()
    powers: tuple[Power, ...] = ()
    stats: Stats = Stats()
    perfect_block: bool = False
    immune_elemental: bool = False
    melee_vol_de_vie: bool = False


class Reward(Schema):
    id: str
    name: str
    rank: Literal["granit", "jade", "or"]
    type: Literal["boost", "buff", "equipment"]
    equip: Literal["arme", "panoplie", "familier", "dofus"] | None = None
    name_source: Literal["rulebook", "ours"] = "rulebook"
    effect: RewardEffect


class Arena(Schema):
    id: str
    name: str
    width: int
    height: int
    trees: tuple[tuple[int, int], ...]
    bushes: tuple[tuple[int, int], ...]
    crates: tuple[tuple[int, int], ...]
    demon_cells: tuple[tuple[int, int], ...]
    kama_1: tuple[tuple[int, int], ...]
    kama_2: tuple[tuple[int, int], ...]
    start_cells: tuple[tuple[int, int], ...]
    #: the 4-player deployment parcels (ours: the start cells of each quarter), by corner
    parcels: dict[Literal["NW", "NE", "SE", "SW"], tuple[tuple[int, int], ...]]
    parcels_source: Literal["rulebook", "ours"]


class Placement(Schema):
    character: str
    at: str


class Scenario(Schema):
    id: str
    name: str
    source: Literal["rulebook", "ours"]
    size: tuple[int, int] | None = None
    arena: str | None = None
    bushes: tuple[str, ...] = ()
    trees: tuple[str, ...] = ()
    crates: tuple[str, ...] = ()
    teams: tuple[tuple[Placement, ...], ...] = ()
    teams_box: bool = False
    goal: Literal["ko_one", "ko_one_hold", "ko_all", "gg"]
    rewards: bool = True
    #: what the cards allow in this tutorial: ``punch`` (fists only, tutorial 1), ``attack``
    #: (attack spells, no summons: tutorial 2), ``all`` (the whole card)
    spells: Literal["punch", "attack", "all"] = "all"
    #: whether the powers printed on the cards apply (not in tutorial 1)
    powers: bool = True


class Content(Schema):
    characters: dict[str, Character]
    teams: dict[str, tuple[str, ...]]
    summons: dict[str, Summon]
    spells: dict[str, Spell]
    rewards: dict[str, Reward]
    prices: dict[str, int]
    arenas: dict[str, Arena]
    scenarios: dict[str, Scenario]


def _yaml(name: str) -> dict:  # type: ignore[type-arg]
    with open(DATA / name, encoding="utf-8") as fh:
        return yaml.safe_load(fh)  # type: ignore[no-any-return]


@lru_cache(maxsize=1)
def content() -> Content:
    """Load and validate every content file once."""
    chars = _yaml("characters.yaml")
    spells = _yaml("spells.yaml")
    rewards = _yaml("rewards.yaml")
    scen = _yaml("scenarios.yaml")
    with open(DATA / "arenas.json", encoding="utf-8") as fh:
        arenas = json.load(fh)
    data = Content(
        characters={c["id"]: Character.model_validate(c) for c in chars["characters"]},
        teams={k: tuple(v) for k, v in chars["teams"].items()},
        summons={s["id"]: Summon.model_validate(s) for s in chars["summons"]},
        spells={s["id"]: Spell.model_validate(s) for s in spells["spells"]},
        rewards={r["id"]: Reward.model_validate(r) for r in rewards["rewards"]},
        prices=rewards["prices"],
        arenas={a["id"]: Arena.model_validate({k: v for k, v in a.items()}) for a in arenas["arenas"]},
        scenarios={s["id"]: Scenario.model_validate(s) for s in scen["scenarios"]},
    )
    _check(data)
    return data


def _check(data: Content) -> None:
    """Cross-references between content files."""
    for c in data.characters.values():
        for s in c.spells:
            if s not in data.spells:
                raise ValueError(f"{c.id}: unknown spell {s}")
    for m in data.summons.values():
        for s in m.spells:
            if s not in data.spells:
                raise ValueError(f"{m.id}: unknown spell {s}")
    for sp in data.spells.values():
        if sp.summon is not None and sp.summon not in data.summons:
            raise ValueError(f"{sp.id}: unknown summon {sp.summon}")
    for r in data.rewards.values():
        if r.effect.spell and r.effect.spell not in data.spells:
            raise ValueError(f"{r.id}: unknown spell {r.effect.spell}")
        if r.effect.summon and r.effect.summon not in data.summons:
            raise ValueError(f"{r.id}: unknown summon {r.effect.summon}")
        if (r.type == "equipment") != (r.equip is not None):
            raise ValueError(f"{r.id}: equipment type")
    for a in data.arenas.values():
        seen: set[tuple[int, int]] = set()
        for corner, cells in a.parcels.items():
            if not set(cells) <= set(a.start_cells) or seen & set(cells):
                raise ValueError(f"{a.id}: parcel {corner} is not made of its own start cells")
            seen |= set(cells)
    for team in data.teams.values():
        for cid in team:
            if cid not in data.characters:
                raise ValueError(f"unknown character {cid}")
