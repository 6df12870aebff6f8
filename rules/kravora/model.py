"""Kravora's options, state, actions and view (pydantic models)."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field, TypeAdapter

from rules.core import Model

from .content import BuildingId, RuseId, UnitKind

Step = Literal["setup", "spend", "attack", "salary", "buy", "over"]
WHITE = -1  # the owner of the white (neutral) units


class KravoraOptions(Model):
    #: the first player (« le dernier à avoir fait une prise de sang »); None: drawn by the bot
    first: int | None = None
    #: what decides a game still open after turn 10 (ruling KA25): the walls' points, or play on
    fin: Literal["score", "survie"] = "score"
    #: « Tir en arrière » (a heading without text): defenders may also strike towards the fortress
    tir_arriere: bool = False
    #: the deadline of the shared spending window after +5 L / +10 L (seconds, 0: none)
    spend_deadline: int = Field(default=300, ge=0, le=86400)


class Unit(Model):
    """A figure on a board: an enemy (white, or a fantoche sent by a canon) or a defender."""

    id: int
    kind: UnitKind
    owner: int  # WHITE, else the seat whose figure it is
    defender: bool
    line: int
    pv: int
    acted: bool = False


class Killed(Model):
    """A killed figure waiting in a reserve or the laboratoire until phase 6."""

    kind: UnitKind
    owner: int


class Player(Model):
    seat: int
    name: str
    blood: int
    wall: int
    alive: bool = True
    buildings: list[BuildingId] = Field(default_factory=list)
    shields: int = 0
    #: the standing answer to another player's ruse while holding a Bouclier token
    shield_auto: bool = True
    kills: int = 0  # « marqueur d'unités tuées »
    #: enemies the player's units killed in the whole game (the score end's tie-break, ruling KA25)
    slain: int = 0
    stock: dict[str, int] = Field(default_factory=dict)
    units: list[Unit] = Field(default_factory=list)
    arriving: list[UnitKind] = Field(default_factory=list)
    reserve: list[Killed] = Field(default_factory=list)
    lab: list[Killed] = Field(default_factory=list)
    recycled: bool = False
    dismantled: int = 0
    setup_done: bool = False

    def has(self, building: str) -> bool:
        return building in self.buildings


class Frozen(Model):
    board: int
    line: int


class KravoraState(Model):
    n: int
    first: int
    fin: Literal["score", "survie"] = "score"
    tir_arriere: bool = False
    spend_deadline: int = 300
    turn: int = 0
    step: Step = "setup"
    active: int = 0
    #: the seats still spending in the shared window (step ``spend``)
    pending: list[int] = Field(default_factory=list)
    #: where the game resumes when the window closes
    after_spend: Step = "attack"
    players: list[Player]
    next_id: int = 1
    dice: list[int] = Field(default_factory=list)
    arrivals: list[UnitKind] = Field(default_factory=list)
    calamity: str | None = None
    comets: list[int] = Field(default_factory=list)
    frozen: list[Frozen] = Field(default_factory=list)
    #: boards whose wall a Rocaille damaged this round (« Seule une comète ... par tour »)
    rocaille_walls: list[int] = Field(default_factory=list)
    winners: list[int] = Field(default_factory=list)
    end_reason: str = ""

    def player(self, seat: int) -> Player:
        return self.players[seat]

    def alive(self) -> list[int]:
        return [p.seat for p in self.players if p.alive]

    def find(self, unit_id: int) -> tuple[Player, Unit] | None:
        for p in self.players:
            for u in p.units:
                if u.id == unit_id:
                    return p, u
        return None


# --- actions ---------------------------------------------------------------------------------
class Why(Model):
    """Why the computer fortress chose an action: a line for the table (``ev-kra-why-<code>``).
    A person's commands never carry one (the command parser drops it)."""

    code: str = Field(pattern=r"^[a-z0-9-]{1,40}$")
    params: dict[str, int | str] = Field(default_factory=dict)


class Attack(Model):
    """3.1: a defender strikes (a unit, or a line for the multi-hit long bras and rocailleur)."""

    type: Literal["attack"] = "attack"
    why: Why | None = None
    unit: int
    target: int | None = None
    line: int | None = None


class Auto(Model):
    """3.1: the bot allocates every remaining attack (kills first, closest to the fortress)."""

    type: Literal["auto"] = "auto"
    why: Why | None = None


class Ruse(Model):
    type: Literal["ruse"] = "ruse"
    why: Why | None = None
    name: RuseId
    board: int | None = None
    line: int | None = None
    unit: int | None = None
    to: int | None = None
    mode: Literal["advance", "attack"] | None = None


class Buy(Model):
    type: Literal["buy"] = "buy"
    why: Why | None = None
    unit: UnitKind
    line: int = 4


class Build(Model):
    type: Literal["build"] = "build"
    why: Why | None = None
    building: BuildingId


class Canon(Model):
    type: Literal["canon"] = "canon"
    why: Why | None = None
    player: int
    line: int
    count: int = Field(default=1, ge=1, le=10)


class Recycle(Model):
    type: Literal["recycle"] = "recycle"
    why: Why | None = None
    unit: int


class Dismantle(Model):
    type: Literal["dismantle"] = "dismantle"
    why: Why | None = None
    points: int = Field(default=1, ge=1, le=2)


class Done(Model):
    type: Literal["done"] = "done"
    why: Why | None = None


class Shield(Model):
    """The standing answer to other players' ruses while holding a Bouclier token."""

    type: Literal["shield"] = "shield"
    auto: bool


ActionT = Annotated[
    Attack | Auto | Ruse | Buy | Build | Canon | Recycle | Dismantle | Done | Shield, Field(discriminator="type")
]
action_adapter: TypeAdapter[ActionT] = TypeAdapter(ActionT)


class KravoraView(Model):
    """What every seat sees (Kravora hides nothing): the state, the viewer, a highlighted board."""

    state: KravoraState
    viewer: int | None = None
    highlight: int | None = None
