"""ACR2 at the table: initiative by triangle colour (L95-107), monster tokens (L27, L109),
encounters (L30, L113), healing surges per hero (L55-61), death and the new hero (L115-119),
items handed over (L25) and the difficulty settings (L121-141)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rules.core import Event, Rng, RuleError
from rules.ravenloft.content import load_content

from ...adventures import place_villain
from ...commands import Explore, Give, Pass, split
from ...conditions import lasting
from ...dungeon import board, landing_square, occupied
from ...events import ev, name_ids
from ...exploration import explorable, explore, side_name, spawn
from ...plugins import register as plug
from ...state import HeroState, Pending, PowerCard
from ...turns import end_hero_phase, to_villain
from ..actions import Handover, Level
from ..hybrid.creation import level_one
from ..hybrid.sheets import hp_factor
from . import leveling as acr2_rules
from .leveling import level_actions
from .levels import HIGH
from .state import Acr2State

if TYPE_CHECKING:
    from ...catalog import Catalog
    from ...state import CRState

#: the monster tokens' faces: how many monsters each one brings (content ``tokens.yaml``)
FACE_COUNT = {"none": 0, "one": 1, "two": 2, "three": 3}
VILLAIN = "villain"


def begin(state: CRState, difficulty: str, new_heroes: int = 1, level_timing: str = "start") -> None:
    """ACR2's counters at set-up: each hero holds one healing surge (L55)."""
    if "acr2" not in state.rules.values():
        return
    n = len(state.heroes)
    state.acr2 = Acr2State(surges=[1] * n, difficulty=difficulty, new_heroes=[new_heroes] * n,  # type: ignore[arg-type]
                           level_timing=level_timing)  # type: ignore[arg-type]
    if state.rules.get("surges") == "acr2":
        state.surges = 0


# --- monster tokens ---------------------------------------------------------------------------
def bag(state: CRState) -> list[str]:
    """The tokens in the bag: the box's 40 (our split, content ``monster_token``), without the
    3-monster tokens (easier) or the 0-monster ones (harder), plus a villain token per hero of
    level 6 or more (L127-131)."""
    faces = load_content().tokens["monster_token"].faces
    difficulty = state.acr2.difficulty if state.acr2 is not None else "normal"
    out = [f.id for f in faces for _ in range(f.count)
           if not (difficulty == "easier" and f.id == "three") and not (difficulty == "harder" and f.id == "none")]
    return out + [VILLAIN] * sum(1 for h in state.heroes if h.level >= 6)


def spawn_tokens(state: CRState, cat: Catalog, hero: int, block: tuple[int, int], rng: Rng) -> list[Event]:
    """Draw a token (it goes back in the bag, ruling A30), then that many monster cards for the
    exploring hero, each figure on the bone pile or the nearest free square. A villain token
    brings the adventure's villain if it is not in play yet, else one monster (ours)."""

    face = rng.choice(bag(state))
    out = [ev("acr2-token", face=face, irreversible=True, announce=True, kinds={"face": ""})]
    count = FACE_COUNT.get(face, 1)
    villain = adventure_villain(cat, state.adventure)
    if face == VILLAIN and villain and not any(f.kind == villain for f in state.figures) and \
            villain not in state.flags.get("defeated", []):
        sq = landing_square(state, board(state, cat), block)
        return out + (place_villain(state, cat, villain, [sq]) if sq is not None else [])
    for _ in range(count):
        out += spawn(state, cat, hero, block, rng)
    return out


def adventure_villain(cat: Catalog, adventure: str) -> str | None:
    """The villain an adventure brings into play (its own, or the first one its moments place)."""
    a = cat.adventures.get(adventure)
    if a is None:
        return None
    placed = [x.villain for t in a.triggers for x in t.actions if x.kind == "place_villain" and x.villain]
    return a.villain or next(iter(placed), None)


# --- initiative and encounters ----------------------------------------------------------------
def may_explore(state: CRState, cat: Catalog, hero: int) -> list[str]:
    """The sides the hero may explore now, in the hero phase: standing on an unexplored edge,
    once per turn (S4: « a Hero may explore only one tile per turn »)."""
    if state.turn.phase != "hero" or state.turn.placed or state.heroes[hero].down:
        return []
    return [side_name(s) for _, s in explorable(state, cat, hero)]


def explore_now(state: CRState, cat: Catalog, side: str, rng: Rng) -> list[Event]:
    """The hero places the tile beyond their edge. White triangle: the hero keeps the
    initiative and goes on with the hero phase; black: the monsters have it and the hero phase
    ends at once (L97-107)."""

    hero = state.turn.hero
    if side not in may_explore(state, cat, hero):
        raise RuleError("cr-no-edge-there", side=side)
    edge = next(e for e in explorable(state, cat, hero) if side_name(e[1]) == side)
    out = explore(state, cat, hero, edge, rng)
    if state.turn.black and state.over is None:
        out.append(ev("acr2-ambush", hero=state.heroes[hero].hero, announce=True))
        out += end_hero_phase(state, cat, rng)
    return out


def encounter_due(state: CRState) -> bool:
    """An encounter only after a black triangle, or when the hero neither explored nor attacked
    (L30, L113; ruling A31)."""
    return state.turn.black or (not state.turn.placed and not state.turn.attacked)


# --- surges, death and the new hero -----------------------------------------------------------
def down_check(state: CRState, cat: Catalog, hero: int) -> list[Event]:
    """A hero at 0 HP at the start of their turn spends their own surge; without one, the
    players of the adjacent standing heroes holding one are asked in turn (the one holding
    most first, then turn order: ruling A32) whether to give it; without any, the hero dies and
    the player's new hero enters (L57-61, L115-119)."""

    h = state.heroes[hero]
    acr2 = state.acr2
    if not h.down or acr2 is None:
        return []
    if acr2.surges[hero] > 0:
        return spend_surge(state, cat, hero, hero)
    near: list[int] = []
    if h.square is not None:
        b = board(state, cat)
        n = len(state.heroes)
        near = sorted((i for i, x in enumerate(state.heroes) if i != hero and not x.down and not x.escaped
                       and x.square is not None and acr2.surges[i] > 0 and b.adjacent(h.square, x.square)),
                      key=lambda i: (-acr2.surges[i], (i - hero) % n))
    if not near:
        return die(state, cat, hero)
    state.pending.insert(0, Pending(kind="acr2-surge", seat=state.heroes[near[0]].seat, hero=hero,
                                    params={"givers": near}))
    return []


def spend_surge(state: CRState, cat: Catalog, giver: int, hero: int) -> list[Event]:

    acr2 = state.acr2
    assert acr2 is not None
    h = state.heroes[hero]
    out: list[Event] = []
    if giver != hero:
        out.append(ev("acr2-surge-given", hero=state.heroes[giver].hero, to=h.hero, announce=True,
                      kinds={"to": "hero"}))
    acr2.surges[giver] -= 1
    h.hp = min(h.max_hp, max(1, h.surge_value + lasting(state, cat, hero, "surge_value")))
    return out + [ev("surge", hero=h.hero, hp=h.hp, left=acr2.surges[hero], announce=True)]


def surge_options(state: CRState, p: Any) -> list[Any]:
    """The asked player's answers: give the surge (the default of an absent player), or keep it."""
    from rules.core import PromptOption

    to = state.heroes[p.hero or 0].hero
    return [PromptOption(command="give", args={"to": to}, label="opt-cr-acr2-give-surge"),
            PromptOption(command="pass", label="opt-cr-acr2-keep-surge")]


def answer_surge(state: CRState, cat: Catalog, p: Any, given: bool) -> list[Event]:
    """The asked player gives their surge, or the next adjacent hero's player is asked; when
    nobody gives one, the fallen hero dies."""
    hero = p.hero or 0
    givers = list(p.params.get("givers", []))
    state.pending.remove(p)
    giver = givers.pop(0)
    if given:
        return spend_surge(state, cat, giver, hero)
    if givers:
        state.pending.insert(0, Pending(kind="acr2-surge", seat=state.heroes[givers[0]].seat, hero=hero,
                                        params={"givers": givers}))
        return []
    return die(state, cat, hero)


def die(state: CRState, cat: Catalog, hero: int) -> list[Event]:
    """The hero dies; the others go on (L115-117). The player's new hero (a level-1 copy of
    their sheet, or of the box card: ours) enters on the start tile and plays this turn; the
    monster cards in front of the player stay; the dead hero's items are lost (L119). Without a
    new hero left (option ``acr2_new_heroes``, ours), the dead hero leaves the dungeon like an
    escaped one; once nobody is left standing in the dungeon, the adventure is lost."""

    h = state.heroes[hero]
    acr2 = state.acr2
    assert acr2 is not None
    acr2.dead.append(h.hero)
    out = [ev("acr2-died", hero=h.hero, announce=True)]
    if acr2.new_heroes[hero] <= 0:
        h.escaped, h.square, h.items = True, None, []
        acr2.gone.append(hero)
        if all(x.escaped for x in state.heroes) and state.over is None:
            state.over = "defeat"
            state.over_reason = "cr-acr2-all-dead"
            out.append(ev("defeat", reason="acr2_all_dead", target="", announce=True, kinds={"target": ""}))
        return out
    acr2.new_heroes[hero] -= 1
    stats, powers = level_one(state, cat, hero)
    k = hp_factor(state)
    new = HeroState(hero=h.hero, seat=h.seat, hp=stats[1] * k, max_hp=stats[1] * k, ac=stats[0], speed=stats[2],
                    surge_value=stats[3] * k, powers=[PowerCard(id=p) for p in powers], cards=list(h.cards))
    new.square = entry_square(state, cat)
    state.heroes[hero] = new
    acr2.surges[hero] = 1
    if new.square is None:  # no room on the start tile: the newcomer waits off the board
        new.escaped = True
    out.append(ev("acr2-new-hero", hero=new.hero, announce=True))
    return out


def entry_square(state: CRState, cat: Catalog) -> tuple[int, int] | None:
    """A free square of the start tile, nearest its first square (ours)."""
    b = board(state, cat)
    taken = occupied(state)
    start = state.tiles[0]
    squares = [sq for blk in b.placement(start.uid).blocks() for sq in b.block_squares(blk)
               if b.walkable(sq) and sq not in taken]
    return min(squares, key=lambda s: (s[1], s[0])) if squares else None


# --- free actions -----------------------------------------------------------------------------
def handover(state: CRState, cat: Catalog, item: str, to: str) -> list[Event]:
    """Give an item to an adjacent hero: a free action of the hero phase (L25)."""

    hero = state.turn.hero
    h = state.heroes[hero]
    if state.turn.phase != "hero" or h.down or h.square is None:
        raise RuleError("cr-not-now")
    card = next((c for c in h.items if c.split("#")[0] == item or c == item), None)
    if card is None:
        raise RuleError("cr-acr2-no-item", item=item)
    j = next((i for i, x in enumerate(state.heroes) if x.hero == to and i != hero), None)
    other = state.heroes[j] if j is not None else None
    if other is None or other.escaped or other.square is None or not board(state, cat).adjacent(h.square,
                                                                                                  other.square):
        raise RuleError("cr-acr2-not-adjacent", hero=to)
    h.items.remove(card)
    other.items.append(card)
    return [ev("acr2-handed", hero=h.hero, item=card.split("#")[0], to=other.hero,
               kinds={"item": "treasure", "to": "hero"})]


def hero_actions(state: CRState, cat: Catalog) -> list[object]:
    """The free actions ACR2 adds to the hero phase: exploring (with the initiative rule) and
    handing items to adjacent heroes."""

    hero = state.turn.hero
    h = state.heroes[hero]
    out: list[object] = [*level_actions(state, cat)]
    if state.rules.get("exploration_timing") == "acr2":
        out += [Explore(side=s) for s in may_explore(state, cat, hero)]  # type: ignore[arg-type]
    if state.acr2 is not None and state.turn.phase == "hero" and h.square is not None and not h.down:
        b = board(state, cat)
        for other in state.heroes:
            if other is h or other.escaped or other.square is None or not b.adjacent(h.square, other.square):
                continue
            out += [Handover(item=kind, to=other.hero) for kind in dict.fromkeys(c.split("#")[0] for c in h.items)]
    return out


def choice_path(action: Any) -> Any:
    """By pointing: « Give an item », the item, the adjacent hero; « Buy a level », the cards."""
    from rules.core.choices import ChoiceLeaf, ChoicePath, step


    if isinstance(action, Explore):
        return ChoicePath(steps=[step("action", "explore", "btn-cr-explore"),
                                 step("side", action.side, "opt-cr-explore", action.side, side=action.side)],
                          leaf=ChoiceLeaf(command="explore", args={"side": action.side}))
    if isinstance(action, Handover):
        return ChoicePath(steps=[step("action", "handover", "btn-cr-handover"),
                                 step("item", action.item, "choice-cr-acr2-item", action.item,
                                      item_name=name_ids("treasure", action.item)),
                                 step("to", action.to, "choice-cr-acr2-to", action.to,
                                      hero_name=name_ids("hero", action.to))],
                          leaf=ChoiceLeaf(command="handover", args={"item": action.item, "to": action.to}))
    cards = split(action.powers)
    return ChoicePath(steps=[step("action", "level", "btn-cr-level"),
                             step("powers", action.powers or "-", "choice-cr-cards", action.powers or "-",
                                  cards=[n for c in cards for n in name_ids("power", c)])],
                      leaf=ChoiceLeaf(command="level", args={"powers": action.powers} if action.powers else {}))


# --- the plug-in slots (rules/ravenloft/plugins.py) -------------------------------------------
def _setup(state: CRState, cat: Catalog, options: Any, rng: Rng) -> None:
    begin(state, options.acr2_difficulty, options.acr2_new_heroes, options.acr2_level_timing)


def _hero_action(state: CRState, cat: Catalog, action: Any, rng: Rng) -> list[Event] | None:
    """Exploring from the hero phase (L95-107), handing an item over (L25), a level bought as a
    free action (option ``acr2_level_timing: any``)."""
    if isinstance(action, Explore) and state.rules["exploration_timing"] == "acr2":
        return explore_now(state, cat, action.side, rng)
    if isinstance(action, Handover) and state.acr2 is not None:
        return handover(state, cat, action.item, action.to)
    if isinstance(action, Level) and state.acr2 is not None:
        return acr2_rules.buy_now(state, cat, split(action.powers), split(action.cards))
    return None


plug("setup", "acr2", 30, _setup)
plug("hero_action", "acr2", 30, _hero_action)


def _answer(state: CRState, cat: Catalog, p: Any, action: Any, rng: Rng) -> tuple[list[Event], bool] | None:
    """A surge given or kept (L115), a level bought or not at the start of the hero phase (L67)."""
    if p.kind == "acr2-surge" and isinstance(action, Give | Pass):
        return answer_surge(state, cat, p, isinstance(action, Give)), True
    if p.kind != "acr2-level":
        return None
    if isinstance(action, Level):
        return acr2_rules.answer(state, cat, p, split(action.powers), split(action.cards)), True
    if isinstance(action, Pass):
        state.pending.remove(p)
        return [], True
    raise RuleError("cr-answer-first", kind=p.kind)


plug("answer", "acr2", 30, _answer)


def _options(state: CRState, cat: Catalog, p: Any) -> list[Any] | None:
    if p.kind == "acr2-level":
        return acr2_rules.level_options(state, cat, p)
    return surge_options(state, p) if p.kind == "acr2-surge" else None


def _actions(state: CRState, cat: Catalog) -> list[object]:
    return hero_actions(state, cat) if state.acr2 is not None else []


plug("question_options", "acr2", 30, _options)
plug("hero_actions", "acr2", 30, _actions)


def _hero_phase_start(state: CRState, cat: Catalog, hero: int) -> list[Event]:
    """A level may be bought now (L67, acr2_rules.offer)."""
    return acr2_rules.offer(state, cat, hero) if state.acr2 is not None else []


plug("hero_phase_start", "acr2", 30, _hero_phase_start)


def _after_hero_phase(state: Any, cat: Catalog, rng: Rng) -> list[Event] | None:
    """ACR2 explores inside the hero phase (L95-107): the villain phase follows it at once."""
    return to_villain(state, cat, rng) if state.rules.get("exploration_timing") == "acr2" else None


def _encounter_due(state: Any) -> bool | None:
    return encounter_due(state) if state.rules.get("encounter_trigger") == "acr2" else None


def _surge_check(state: Any, cat: Catalog, hero: int) -> list[Event] | None:
    return down_check(state, cat, hero) if state.rules.get("surges") == "acr2" else None


def _tile_monsters(state: Any, cat: Catalog, hero: int, block: Any, rng: Rng) -> list[Event] | None:
    return spawn_tokens(state, cat, hero, block, rng) if state.rules.get("monsters_per_tile") == "acr2" else None


def _level_offer(state: Any, cat: Catalog, hero: int) -> list[Event] | None:
    """ACR2's levels are bought with XP (leveling.py), never offered on a natural 20."""
    return [] if state.rules.get("levels") == "acr2" else None


def _high_levels(state: Any) -> int | None:
    return HIGH if state.rules.get("levels") == "acr2" else None


plug("after_hero_phase", "acr2", 0, _after_hero_phase)  # before the others' (plugins.py)
plug("encounter_due", "acr2", 10, _encounter_due)
plug("surge_check", "acr2", 30, _surge_check)
plug("tile_monsters", "acr2", 30, _tile_monsters)
plug("level_offer", "acr2", 30, _level_offer)
plug("high_levels", "acr2", 30, _high_levels)


def _choice_path(state: Any, action: Any) -> Any:
    """ACR2's and the hybrids' named steps: hand an item over, buy a level, explore."""
    if isinstance(action, Handover | Level) or (isinstance(action, Explore) and state.acr2 is not None):
        return choice_path(action)
    return None


def _absent_answer(state: Any, cat: Catalog, p: Any) -> Any:
    """An absent player gives the surge (ruling A32) and buys no level."""
    if p.kind == "acr2-surge" and p.hero is not None:
        return Give(to=state.heroes[p.hero].hero)
    return Pass() if p.kind == "acr2-level" else None


plug("choice_path", "acr2", 30, _choice_path)
plug("question_kinds", "acr2", 30, lambda: ("acr2-level", "acr2-surge"))
plug("absent_answer", "acr2", 30, _absent_answer)


#: « A partir du niveau 6 » (seed 001, L61): a hero of that level starts an adventure with 2 surges of their own
HIGH_SURGES = 2


def _high_surges(state: Any, high: list[int]) -> bool | None:
    """A hero of level 6 or more brings a surge of their own (L61, campaigns)."""
    if state.acr2 is None or state.rules.get("surges") != "acr2":
        return None
    for i in high:
        state.acr2.surges[i] = max(state.acr2.surges[i], HIGH_SURGES)
    return True


def _fallen(state: Any, hero: int) -> bool:
    return state.acr2 is not None and hero in state.acr2.gone


plug("high_surges", "acr2", 30, _high_surges)  # campaigns (plugins.py)
plug("fallen", "acr2", 30, _fallen)
