"""State, options, actions and view models of Krosmaster Arena."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field, TypeAdapter

from rules.core import Game, Model

Cell = tuple[int, int]  # (x, y): column A=0, row 1=0


class KrosOptions(Model):
    """Game options. ``scenario``: ``arena`` (the full game) or ``tuto1``..``tuto7``."""

    scenario: Literal["arena", "tuto1", "tuto2", "tuto3", "tuto4", "tuto5", "tuto6", "tuto7"] = "arena"
    #: ``duel`` (2 players), ``ffa`` (4 players, each for himself) or ``2v2`` (seats 1 and 3
    #: against seats 2 and 4); ``None``: ``duel`` with 2 seats, ``ffa`` with 4
    mode: Literal["duel", "ffa", "2v2"] | None = None
    #: how teams are made: the box teams, at random, by the rulebook's draft, or custom lists
    teams: Literal["box", "random", "draft", "custom"] = "box"
    #: custom teams (``teams: custom``): one list of character ids per seat, in timeline tie order
    custom: list[list[str]] = Field(default_factory=list)
    #: the arena face; ``None``: the first player chooses it in game
    arena: Literal["fosse", "elementaire"] | None = None
    #: duel: the side of the second player; 4 players: the corner of player 1 (NW, NE, SE,
    #: SW), the others following clockwise; ``None``: chosen in game
    side: Literal["N", "E", "S", "W", "NW", "NE", "SE", "SW"] | None = None
    #: deploy automatically (each team on its start cells in timeline order)
    autodeploy: bool = False
    #: the optional rule "Destruction de décors"
    destruction: bool = False


class RewardToken(Model):
    id: str
    revealed: bool = False
    #: seats that know what the face-down token is
    known_to: list[int] = Field(default_factory=list)


class Unit(Model):
    """A Krosmaster, a Mob or a Bomb on the board (Krosmasters stay listed once K.O.)."""

    id: str
    kind: Literal["krosmaster", "mob", "bomb"]
    ref: str
    seat: int
    summoner: str | None = None
    spell_from: str | None = None  # the spell (or reward) that summoned it
    pos: Cell | None = None
    wounds: int = 0
    ko: bool = False
    pm: int = 0  # left this activation
    pa: int = 0
    markers_pm: int = 0  # net +1/-1 PM markers on the card
    markers_pa: int = 0
    rewards: list[RewardToken] = Field(default_factory=list)
    used_game: list[str] = Field(default_factory=list)
    used_turn: list[str] = Field(default_factory=list)
    once_spells: list[str] = Field(default_factory=list)  # single-use spells of revealed boosts
    range_bonus: int = 0  # until the end of its activation (Tir à Distance)
    next_bonus: list[tuple[str, int]] = Field(default_factory=list)  # boosts for the next spell
    inspiration: list[str] = Field(default_factory=list)  # powers for this turn
    order: int = 0  # placement order (summons)
    #: summons: the number players read (« Bouftou 2 »), the lowest free one among the
    #: summons of that kind of that player; 0 in games stored before it (the id's suffix)
    number: int = 0


class Pile(Model):
    rank: Literal["granit", "jade", "or"]
    face_up: str | None = None
    face_down: list[str] = Field(default_factory=list)


class Decor(Model):
    kind: Literal["tree", "bush", "crate"]
    pos: Cell
    wounds: int = 0


class KrosState(Model):
    options: KrosOptions
    scenario: str
    goal: str
    names: list[str]
    width: int
    height: int
    arena: str | None = None
    phase: Literal["draft", "arena", "side", "deploy", "inspiration", "tension-target", "activation",
                   "summon-order", "trigger-order", "gift", "over"]
    mode: Literal["duel", "ffa", "2v2"] = "duel"
    #: the team of each seat (duel and ffa: the seat itself; 2v2: 0 or 1)
    team_of: list[int] = Field(default_factory=list)
    #: seats in play order: ``order[0]`` is player 1
    order: list[int] = Field(default_factory=list)
    first_player: int = 0
    active: int = 0
    turn: int = 0
    sides: list[str] = Field(default_factory=list)
    timelines: list[list[str]] = Field(default_factory=list)
    queue: list[str] = Field(default_factory=list)
    pending_summons: list[str] = Field(default_factory=list)
    current: str | None = None
    tension: list[int] = Field(default_factory=list)
    gg: list[int] = Field(default_factory=list)
    wild_gg: int = 0
    kamas: list[int] = Field(default_factory=list)
    decor: list[Decor] = Field(default_factory=list)
    demon_cells: list[Cell] = Field(default_factory=list)
    start_cells: list[Cell] = Field(default_factory=list)
    floor_kamas: dict[str, int] = Field(default_factory=dict)  # "x,y" -> kamas
    units: list[Unit] = Field(default_factory=list)
    piles: list[Pile] = Field(default_factory=list)
    last_path: list[Cell] = Field(default_factory=list)
    last_unit: str | None = None
    counter: int = 0
    #: scenario "ko_one_hold": (seat, turn) of a K.O. waiting for the opponent's next turn
    hold: tuple[int, int] | None = None
    winners: list[int] = Field(default_factory=list)
    end_reason: str = ""
    #: the draft: face-down deck, the 2 face-up cards, the seats still to pick, the picks
    draft_deck: list[str] = Field(default_factory=list)
    draft_visible: list[str] = Field(default_factory=list)
    draft_order: list[int] = Field(default_factory=list)
    picks: list[list[str]] = Field(default_factory=list)
    draft_first: int = 0
    #: 4 players, tension double: the seat choosing who loses a GG, the seats who lost, and
    #: the inspiration waiting for the choice (faces, targets)
    picker: int | None = None
    tension_loss: list[int] = Field(default_factory=list)
    held_faces: list[str] = Field(default_factory=list)
    held_targets: list[str | None] = Field(default_factory=list)
    #: own K.O.s in a 4-player game: (giver seat, GG) waiting for the giver's choice
    pending_gifts: list[tuple[int, int]] = Field(default_factory=list)
    resume_phase: str | None = None
    #: simultaneous triggered effects (bombs ticking) waiting for the active player's order
    pending_triggers: list[str] = Field(default_factory=list)


# ---- actions --------------------------------------------------------------------------


class DraftPick(Model):
    type: Literal["draft"] = "draft"
    character: str


class ChooseArena(Model):
    type: Literal["arena"] = "arena"
    arena: Literal["fosse", "elementaire"]


class ChooseSide(Model):
    type: Literal["side"] = "side"
    side: Literal["N", "E", "S", "W", "NW", "NE", "SE", "SW"]


class Deploy(Model):
    type: Literal["deploy"] = "deploy"
    unit: str
    at: str


class Inspire(Model):
    """Place the tension dice: ``faces`` (the basic face each die is turned to) and for each
    die the Krosmaster that takes it as a power (``None``: refunded as kamas)."""

    type: Literal["inspire"] = "inspire"
    faces: list[Literal["critique", "armure", "tacle", "esquive"]]
    targets: list[str | None]


class LoseGG(Model):
    """4 players, tension double: the player who loses a GG."""

    type: Literal["tension"] = "tension"
    player: int


class Gift(Model):
    """4 players, own K.O.: the opponent who receives the GG."""

    type: Literal["gift"] = "gift"
    player: int


class Trigger(Model):
    """The triggered effect (a bomb) resolved next."""

    type: Literal["trigger"] = "trigger"
    unit: str


class Activate(Model):
    type: Literal["activate"] = "activate"
    unit: str


class Move(Model):
    type: Literal["move"] = "move"
    to: str


class Cast(Model):
    type: Literal["cast"] = "cast"
    spell: str
    at: str
    ally: str | None = None  # Style Pandawa: the adjacent ally to move


class Punch(Model):
    type: Literal["punch"] = "punch"
    at: str


class Pickup(Model):
    type: Literal["pickup"] = "pickup"


class BuyGG(Model):
    type: Literal["buy-gg"] = "buy-gg"
    #: 4 players: the opponent who gives the GG (``None``: the one holding the most)
    victim: int | None = None


class BuyReward(Model):
    type: Literal["buy-reward"] = "buy-reward"
    pile: int = Field(ge=0, le=5)
    face_up: bool = True
    to: str


class Reveal(Model):
    type: Literal["reveal"] = "reveal"
    token: str
    choice: str | None = None  # Style Zobal: pa|pm|soin; Style Roublard: oui|non
    at: str | None = None  # Potion de Rappel: the start cell
    #: "retirer jusqu'à N marqueurs": the wounds to heal (``None``: as many as allowed)
    amount: int | None = Field(default=None, ge=0)


class End(Model):
    type: Literal["end"] = "end"


KrosAction = Annotated[
    DraftPick | ChooseArena | ChooseSide | Deploy | Inspire | LoseGG | Gift | Trigger | Activate | Move | Cast
    | Punch | Pickup | BuyGG | BuyReward | Reveal | End,
    Field(discriminator="type"),
]
ActionT = (
    DraftPick | ChooseArena | ChooseSide | Deploy | Inspire | LoseGG | Gift | Trigger | Activate | Move | Cast
    | Punch | Pickup | BuyGG | BuyReward | Reveal | End
)
action_adapter: TypeAdapter[ActionT] = TypeAdapter(KrosAction)
#: the Krosmaster engine as the modules below it know it (its contract: legal actions, apply,
#: the default choice paths), so that they need not import the engine that imports them
KrosGame = Game[KrosState, ActionT, KrosOptions]


# ---- view ---------------------------------------------------------------------------


class UnitView(Model):
    id: str
    kind: str
    ref: str
    name: str
    seat: int
    pos: str | None
    wounds: int
    pv: int
    pm: int
    pa: int
    markers_pm: int
    markers_pa: int
    ko: bool
    powers: list[str]
    rewards: list[str]  # revealed ids, or "?" / "?<rank>"-style hidden tokens
    level: int
    summoner: str | None = None
    #: how players read the unit (Table.label: « Tofu 3 », « Anna Tommy (bob) »)
    label: str = ""
    #: what its token on the board reads (« Bo2 » for Bouftou 2, « RT » for Reine des Tofus)
    token: str = ""


class KrosView(Model):
    seat: int | None
    scenario: str
    arena: str | None
    width: int
    height: int
    phase: str
    active: int
    turn: int
    current: str | None
    names: list[str]
    gg: list[int]
    wild_gg: int
    kamas: list[int]
    timelines: list[list[str]]
    trees: list[str]
    bushes: list[str]
    crates: list[str]
    demon_cells: list[str]
    floor_kamas: dict[str, int]
    start_cells: list[str]
    units: list[UnitView]
    piles: list[dict[str, object]]
    tension: list[int]
    last_path: list[str]
    last_unit: str | None
    draft_visible: list[str]
    picks: list[list[str]]
    winners: list[int]
    end_reason: str
    mode: str = "duel"
    #: play order (player 1 first) and the team of each seat
    order: list[int] = Field(default_factory=list)
    team_of: list[int] = Field(default_factory=list)
    #: each seat's deployment cells (its side, or its parcel with 4 players)
    parcels: list[list[str]] = Field(default_factory=list)
    #: squares to highlight (the ``reach`` info command)
    highlight: list[str] = Field(default_factory=list)
    #: whether GG and kamas are in play (not in tutorials 1 to 6: the board hides them)
    economy: bool = True
