"""Mortebrume's state, options, actions and view (pydantic, JSON round-tripping)."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import Field, TypeAdapter

from rules.core import Model

#: fixed precision of the stored positions: hundredths of a centimetre, tenths of a degree
CM = 100
DEG = 10

Phase = Literal["deploy_designate", "deploy_choose", "deploy_place", "init_designate", "main", "interrupt", "counter",
                "reaction", "over"]
Reaction = Literal["riposte", "dodge", "absorb", "shield"]
#: why the computer chose a move (ai.py), said to the table in one line (``ev-mb-why``)
Why = Literal["choose-other", "deploy-front", "deploy-back", "react-shield", "react-dodge", "react-riposte",
              "react-absorb", "reserve-strike", "pass", "impose", "impose-wait", "heal", "hold", "strike-here", "strike-reach",
              "shoot-best", "shoot-closer", "spell-best", "advance", "advance-run"]


class MBOptions(Model):
    """Table options: hordes, their points, the ready-made table, measuring and the reaction deadline."""

    hordes: list[str] = Field(default_factory=lambda: ["meleien", "shimeien"])
    #: explicit fighters per seat (profile ids), else a legal horde of ``points`` is built
    army1: list[str] = Field(default_factory=list)
    army2: list[str] = Field(default_factory=list)
    points: int = Field(default=50, ge=5, le=200, multiple_of=5)
    table: str = "clairiere"
    size: int = Field(default=75, ge=50, le=120)
    #: MA30: distances shown before a declaration is committed (off by default)
    premeasure: bool = False
    #: the defender's reaction window in seconds (hours by post, a minute live); 0: never
    reaction_seconds: int = Field(default=43200, ge=0, le=7 * 86400)
    #: a turn limit (0: none; the seed ends a game with the last survivor)
    max_turns: int = Field(default=0, ge=0, le=99)
    #: zones: each side deploys in its zone of the table (or the scenario's); free: anywhere (the seed)
    deployment: Literal["zones", "free"] = "zones"
    #: a scenario of ours (data/scenarios.yaml); empty: the seed's battle to the last survivor
    scenario: str = ""


class Fighter(Model):
    id: str
    profile: str
    seat: int
    x: int = 0
    y: int = 0
    facing: int = 0
    placed: bool = False
    physique: int
    armure: int
    volonte: int
    status: Literal["ok", "out", "dead"] = "ok"
    activated: bool = False
    wounded: bool = False
    stunned: bool = False
    slowed: bool = False
    ward: int = 0
    destiny_used: bool = False
    weapon_used: str | None = None
    fenced: bool = False
    reserved_used: bool = False
    dodged: list[str] = Field(default_factory=list)
    lost_spells: list[str] = Field(default_factory=list)
    order: Reaction | None = None

    @property
    def able(self) -> bool:
        return self.status == "ok"

    @property
    def cx(self) -> float:
        return self.x / CM

    @property
    def cy(self) -> float:
        return self.y / CM

    @property
    def deg(self) -> float:
        return self.facing / DEG


class Measure(Model):
    """A line the bot measured (drawn on the picture once made): from, to, its length in cm."""

    x0: float
    y0: float
    x1: float
    y1: float
    cm: float
    kind: str = "distance"


class Pending(Model):
    """A declared attack waiting for the defender's reaction."""

    attacker: str
    target: str
    kind: Literal["strike", "shoot", "spell"]
    weapon: str = "main"
    spell: str | None = None
    power: int = 0
    zone: int = 0
    inspiration: int = 0
    distance: int = 0
    back: bool = False
    allowed: list[Reaction] = Field(default_factory=list)
    after: str | None = None
    facing: str | None = None
    push: float | None = None
    left: float = 0.0
    insp_used: bool = False
    reserved: bool = False


class MBState(Model):
    options: MBOptions
    names: list[str]
    visibility: int = 25
    visibility_dice: list[int] = Field(default_factory=list)
    fighters: list[Fighter] = Field(default_factory=list)
    phase: Phase = "deploy_designate"
    turn: int = 0
    designated: list[str | None] = Field(default_factory=lambda: [None, None])
    placer: int | None = None
    winner_seat: int | None = None
    holder: int = 0
    actor: int = 0
    extra: int = 0
    destiny: list[int] = Field(default_factory=lambda: [0, 0])
    pending: Pending | None = None
    active: str | None = None
    measures: list[Measure] = Field(default_factory=list)
    result_winner: int | None = None
    result_reason: str = ""
    #: objective points of each side (scenarios)
    scores: list[int] = Field(default_factory=lambda: [0, 0])
    #: a declaration held while the opponent may interrupt it (section 12)
    declared: Act | None = None
    #: reserved strikes declared and not yet resolved (both players': simultaneous)
    reserves: list[Pending] = Field(default_factory=list)
    #: the seat asked whether it interrupts or answers with its own reserved action
    asked: int | None = None


class Designate(Model):
    type: Literal["designate"] = "designate"
    fighter: str


class Choose(Model):
    type: Literal["choose"] = "choose"
    who: Literal["me", "other"]
    why: Why | None = None


class Place(Model):
    type: Literal["place"] = "place"
    fighter: str | None = None
    x: float = Field(allow_inf_nan=False)
    y: float = Field(allow_inf_nan=False)
    facing: float = Field(default=0.0, allow_inf_nan=False)
    why: Why | None = None


class Act(Model):
    """A whole declaration (MB42): fighter, action, target, where to go and how to face, before any measure."""

    type: Literal["act"] = "act"
    fighter: str
    action: Literal["walk", "run", "strike", "shoot", "spell", "rotate", "none"]
    target: str | None = None
    to: str | None = None
    stop: str | None = None
    after: str | None = None
    facing: str | None = None
    weapon: Literal["main", "second"] = "main"
    spell: str | None = None
    power: int = Field(default=0, ge=0, le=20)
    zone: int = Field(default=0, ge=0, le=20)
    inspiration: int = Field(default=0, ge=0, le=10)
    push: float | None = Field(default=None, allow_inf_nan=False)
    #: an area spell's bare point: ``x,y`` in cm, a compass step or « toward X N » from the caster
    at: str | None = None
    why: Why | None = None


class Impose(Model):
    type: Literal["impose"] = "impose"
    why: Why | None = None


class React(Model):
    type: Literal["react"] = "react"
    reaction: Reaction
    direction: float | None = Field(default=None, allow_inf_nan=False)
    inspiration: int = Field(default=0, ge=0, le=10)
    #: where the defender goes right after a riposte, a shield or a special dodge (MB73, MB96)
    to: str | None = None
    why: Why | None = None


class Order(Model):
    type: Literal["order"] = "order"
    fighter: str
    reaction: Literal["riposte", "dodge", "absorb", "shield", "ask"]


class Reserve(Model):
    """A reserved action (section 12): a weapon skill at any time between activations, once a turn."""

    type: Literal["reserve"] = "reserve"
    fighter: str
    target: str
    inspiration: int = Field(default=0, ge=0, le=10)
    why: Why | None = None


class Pass(Model):
    """No reserved action: let the declared action (or the other reserved action) go on."""

    type: Literal["pass"] = "pass"
    why: Why | None = None


class Heal(Model):
    type: Literal["heal"] = "heal"
    fighter: str
    points: int = Field(ge=1, le=20)
    why: Why | None = None


ActionT = Annotated[Designate | Choose | Place | Act | Impose | React | Order | Heal | Reserve | Pass,
                    Field(discriminator="type")]
action_adapter: TypeAdapter[Any] = TypeAdapter(ActionT)


class MBView(Model):
    """What a seat sees: everything but the other side's hidden designation; ``focus`` for info pictures."""

    game: Literal["mortebrume"] = "mortebrume"
    state: MBState
    seat: int | None = None
    focus: str | None = None
    locale_hint: str = ""
