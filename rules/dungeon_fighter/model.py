"""Dungeon Fighter's options, state, actions and view (pydantic models)."""

from __future__ import annotations

from typing import Annotated, Literal, Union

from pydantic import Field, SerializerFunctionWrapHandler, TypeAdapter, model_serializer

from rules.core import Model

from .content import Colour

Die = Literal["red", "blue", "green", "white"]
#: the newest throw model (throw.CURRENT_MODEL; model and throw do not import each other, a test
#: checks they agree)
CURRENT_MODEL = 4
#: a gesture's samples: (ms from the press, x, y in table units), as the throw page sends them
Sample = tuple[float, float, float]
Difficulty = Literal["facile", "normal", "infernal"]
Phase = Literal["move", "combat", "camp", "over"]

#: the monster tower by difficulty: cards of levels I..IV and the points of the final count
TOWER: dict[str, tuple[tuple[int, int, int, int], int]] = {
    "facile": ((4, 4, 4, 2), 5),
    "normal": ((3, 3, 3, 5), 10),
    "infernal": ((2, 2, 2, 8), 15),
}


class DFOptions(Model):
    difficulty: Difficulty = "normal"
    #: hero ids in seat order; empty: every hero is drawn at random
    heroes: list[str] = Field(default_factory=list)
    #: the party leader's seat; None: drawn at random
    leader: int | None = None
    #: the live reflex variant: the power comes from the moment the player stops the gauge
    reflex: bool = False
    #: real dice: the group throws its own dice on its own Target; the thrower reports the
    #: section and whether the hero symbol shows, the bot runs everything else
    real_dice: bool = False


class HeroState(Model):
    seat: int
    hero: str
    pv: int = 9
    max_pv: int = 9
    scars: list[Colour] = Field(default_factory=list)
    scar_pending: bool = False
    fainted: bool = False
    out: bool = False
    equipment: list[str] = Field(default_factory=list)
    seduced: list[str] = Field(default_factory=list)
    #: the numbers of this hero's last digital throw (aim x, aim y, power, height): « same as last »
    last_throw: list[float] = Field(default_factory=list)


class LandingPath(Model):
    """The die's way as the throw model computed it (throw.Path), kept for a throw made on the
    throw page, which animates it: the start, where it touched the table, where its roll ended
    before the table's push and the scatter, where its line entered the Target."""

    start: tuple[float, float]
    bounces: list[tuple[float, float]]
    rest: tuple[float, float]
    entry: tuple[float, float] | None = None


class LandingRec(Model):
    seat: int
    die: Die
    x: float
    y: float
    face: int
    zone: int
    outcome: str
    bounces: int
    conditions: list[str] = Field(default_factory=list)
    #: a throw page's throw: the model's path (absent from the stored state otherwise, so a log
    #: without page throws replays to the state it stored)
    path: LandingPath | None = None

    @model_serializer(mode="wrap")
    def _without_empty_path(self, handler: SerializerFunctionWrapHandler) -> dict[str, object]:
        data: dict[str, object] = handler(self)
        if data.get("path") is None:
            data.pop("path", None)
        return data


class ThrowPlan(Model):
    """A throw being made: everything the thrower declared."""

    seat: int
    die: Die
    aim_x: float = 0.0
    aim_y: float = 0.0
    power: float = 8.0
    height: int = 5
    #: Double Rebond's second input: the second bounce, in tenths of what is left after the first
    bounce2: int | None = None
    #: the throw model's version (throw.CURRENT_MODEL; a plan stored before versions: the first)
    model: int = 1
    weapons: list[str] = Field(default_factory=list)
    items: list[str] = Field(default_factory=list)
    furie: bool = False  # Furie Aveugle, chosen after the landing (Keep; with the throw in model 1)
    protect: bool = True
    pay: bool = True
    heal_to: list[tuple[int, int]] = Field(default_factory=list)
    beer_to: int | None = None
    discard_seduced: list[str] = Field(default_factory=list)
    second: bool = False  # the extra throw of Pluie de Coups
    timed: bool = False  # the reflex variant: the power already comes from the gauge
    conditions: list[str] = Field(default_factory=list)
    #: model 4: a throw given as numbers (typed, buttons, a bot) carries an average hand's spread
    #: on its aim and power; a push given as a number (Emprunt) on its power
    typed: bool = False
    typed_power: bool = False
    section: int | None = None  # real dice: the reported section (0: a miss)
    symbol: bool | None = None  # real dice: the hero symbol shows


class Pending(Model):
    kind: Literal["decide", "emprunt", "vote", "gauge", "discard"]
    seat: int
    plan: ThrowPlan | None = None
    landing: LandingRec | None = None
    rerolls: list[str] = Field(default_factory=list)  # "ability" and/or item ids on offer
    used: list[str] = Field(default_factory=list)  # rerolls already spent on this throw
    votes: dict[int, bool] = Field(default_factory=dict)


class Combat(Model):
    monster: str
    boss: bool = False
    pv: int
    max_pv: int
    gold: int = 0
    dice: list[Colour] = Field(default_factory=lambda: ["red", "blue", "green"])
    hero_dice_thrown: int = 0
    thrower: int
    extra: Die | None = None  # Pluie de Coups: the same die again
    chained: bool = False
    living_target: bool = False
    toad: bool = False
    beer: int | None = None
    charmed_by: int | None = None
    silenced: bool = False
    recovered: bool = False
    gave_up_asked: bool = False
    drift: tuple[float, float] | None = None
    pending: Pending | None = None


class DFState(Model):
    difficulty: Difficulty
    reflex: bool = False
    real_dice: bool = False
    n_seats: int
    sides: list[str]
    position: str | None = None  # None: before the entry; "boss": the boss's room
    visited: list[str] = Field(default_factory=list)
    boss: str
    boss_revealed: bool = False
    tower: list[list[str]]  # level I..IV, top of each pile first
    discard: list[str] = Field(default_factory=list)
    deck: list[str]  # equipment, top first
    equipment_discard: list[str] = Field(default_factory=list)
    heroes: list[HeroState]
    leader: int
    leader_defeated: bool = False
    first: int
    gold: int = 2
    white: int = 1
    phase: Phase = "move"
    combat: Combat | None = None
    last: LandingRec | None = None
    landings: list[LandingRec] = Field(default_factory=list)
    shop: list[str] = Field(default_factory=list)
    stash: list[str] = Field(default_factory=list)
    moved: list[str] = Field(default_factory=list)
    larcin: int = 0
    turn: int = 0
    won: bool | None = None
    end_reason: str = ""


# --- actions ----------------------------------------------------------------------------
class Go(Model):
    type: Literal["go"] = "go"
    room: str


class Throw(Model):
    type: Literal["throw"] = "throw"
    die: Die
    aim_x: float = Field(default=0.0, ge=-200, le=200)
    aim_y: float = Field(default=0.0, ge=-200, le=200)
    power: float = Field(default=8.0, ge=0.5, le=20)
    height: int = Field(default=5, ge=1, le=9)
    #: Double Rebond's second input: the second bounce, in tenths of what is left after the first
    bounce2: int | None = Field(default=None, ge=1, le=9)
    timing_ms: int | None = Field(default=None, ge=0)
    #: real dice: the section the die stopped on (0: a miss) and whether the hero symbol shows
    section: int | None = Field(default=None, ge=0, le=10)
    symbol: bool | None = None
    #: the throw model it was made with (a stored action without it: Game.parse_action says which)
    model: int = Field(default=CURRENT_MODEL, ge=1, le=CURRENT_MODEL)
    #: model 4: the throw page's gesture (rules/dungeon_fighter/gesture.py turns it into the aim,
    #: power and height, which are then not typed); ``gesture2``: Double Rebond's second one
    gesture: list[Sample] | None = Field(default=None, max_length=400)
    gesture2: list[Sample] | None = Field(default=None, max_length=400)
    #: the first model only: Furie Aveugle was chosen with the throw
    furie: bool | None = None
    weapons: list[str] = Field(default_factory=list)
    items: list[str] = Field(default_factory=list)
    protect: bool = True
    #: La Ritournelle des Héros: the party pays 1 Or to silence the monster
    pay: bool = True
    #: Intervention Divine: (seat, points) in order, 0 points = as many as that hero needs;
    #: points left over go to the most wounded heroes
    heal_to: list[tuple[int, int]] = Field(default_factory=list)
    beer_to: int | None = None
    discard_seduced: list[str] = Field(default_factory=list)


class Push(Model):
    """The power of a throw given apart: Emprunt (the player on the thrower's left moves the
    hand that throws) or, in the reflex variant, the moment the thrower stops the gauge."""

    type: Literal["push"] = "push"
    power: float = Field(default=8.0, ge=0.5, le=20)
    timing_ms: int | None = Field(default=None, ge=0)


class Keep(Model):
    type: Literal["keep"] = "keep"
    colour: Colour | None = None  # what a white die stands for
    #: Furie Aveugle, asked once the die shows the symbol on the Target: lose 1 PV, double the damage
    furie: bool | None = None


class Reroll(Model):
    type: Literal["reroll"] = "reroll"
    source: str = "ability"  # "ability" or the id of a reroll item
    aim_x: float = Field(default=0.0, ge=-200, le=200)
    aim_y: float = Field(default=0.0, ge=-200, le=200)
    power: float = Field(default=8.0, ge=0.5, le=20)
    height: int = Field(default=5, ge=1, le=9)
    #: Double Rebond's second input (see Throw)
    bounce2: int | None = Field(default=None, ge=1, le=9)
    timing_ms: int | None = Field(default=None, ge=0)
    #: real dice: the section the die stopped on (0: a miss) and whether the hero symbol shows
    section: int | None = Field(default=None, ge=0, le=10)
    symbol: bool | None = None


class Recover(Model):
    """All heroes take the monster's damage to free the three hero dice (leader: Vaincu)."""

    type: Literal["recover"] = "recover"


class GiveUp(Model):
    """Situations impossibles: propose to give up this throw."""

    type: Literal["giveup"] = "giveup"


class Vote(Model):
    type: Literal["vote"] = "vote"
    yes: bool


class Use(Model):
    type: Literal["use"] = "use"
    item: str
    target: int | None = None


class Buy(Model):
    type: Literal["buy"] = "buy"
    item: str  # a card id of the shop, "white" for a bonus die


class Discard(Model):
    """A monster that destroys equipment on a miss: the thrower discards the card of their choice."""

    type: Literal["discard"] = "discard"
    item: str


class Heal(Model):
    type: Literal["heal"] = "heal"
    gold: int = Field(ge=1, le=99)


class Give(Model):
    type: Literal["give"] = "give"
    item: str
    to: int


class Scar(Model):
    type: Literal["scar"] = "scar"
    colour: Colour


class Next(Model):
    type: Literal["next"] = "next"


Action = Annotated[
    Union[Go, Throw, Push, Keep, Reroll, Recover, GiveUp, Vote, Use, Buy, Heal, Give, Scar, Next, Discard],
    Field(discriminator="type"),
]
ActionT = Union[Go, Throw, Push, Keep, Reroll, Recover, GiveUp, Vote, Use, Buy, Heal, Give, Scar, Next, Discard]
action_adapter: TypeAdapter[ActionT] = TypeAdapter(Action)


# --- view -------------------------------------------------------------------------------
class RoomView(Model):
    id: str
    side: int
    col: int
    row: int
    rows: int
    kind: str
    reward: str = ""
    throws: list[str] = Field(default_factory=list)
    visited: bool = False


class HeroView(Model):
    seat: int
    hero: str
    name: str
    pv: int
    max_pv: int
    scars: list[str]
    fainted: bool
    out: bool
    abilities: dict[str, str]
    equipment: list[str]
    seduced: list[str]
    slots: dict[str, int]


class CombatView(Model):
    monster: str
    name: str
    boss: bool
    level: int
    type: str
    pv: int
    max_pv: int
    damage: int
    gold: int
    capacity: str = ""
    capacity_value: int = 0
    throws: list[str]
    dice: list[str]
    thrower: int
    tokens: list[str]
    drift: tuple[float, float] | None
    blind: bool


class DFView(Model):
    seat: int | None
    phase: str
    difficulty: str
    sides: list[str]
    side_names: list[str]
    rooms: list[RoomView]
    arrows: list[tuple[str, str]]
    position: str | None
    next_rooms: list[str]
    tower: list[int]
    boss: str | None
    deck: int
    gold: int
    white: int
    leader: int
    leader_defeated: bool
    first: int
    heroes: list[HeroView]
    combat: CombatView | None
    last: LandingRec | None
    landings: list[LandingRec]
    shop: list[str]
    stash: list[str]
    pending: str | None
    waiting: list[int]
    score: int | None = None
    title: str | None = None
    won: bool | None = None
    #: cards drawn apart with their text (the ``card`` info command)
    highlight: list[str] = Field(default_factory=list)
