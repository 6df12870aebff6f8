"""Powers used out of turn: a hero's answer to a monster's hit, or to an encounter drawn.

* **When a monster hits** (Shield, Shield of Faith, Bodyguard, Unbalancing Parry): the villain
  phase stops at the hit and asks each hero who may answer, in turn order from the active hero,
  with their power(s) as buttons and « no »; the activation is rolled back and replayed with the
  answer (``tactics``' tie questions work the same way), so the dice fall the same. A power used
  turns the hit into a miss (the card's miss effects apply) and does what the card says next.
* **When an encounter is drawn** (Dispel Magic): the encounter's cancel prompt offers the power
  besides the 5 XP; it cancels the card for free.
* **After another hero's roll** (Crucial Aid): a missed attack roll the bonus would turn into a
  hit rolls the action back with its dice and asks; the answer plays it again, same die.
* **After the hero's own roll** (Lucky Charm, an item: « Roll the die again »): a missed attack
  roll a new die could turn into a hit is asked the same way, to the roller's seat; used, the
  card is spent and the replayed attack rolls a new die.
* **After a monster card is drawn** (Stealth): asked after the exploration, before the villain
  phase; used, the monster leaves and its card is discarded.

The prompts have a deadline (``CROptions.reaction_seconds``, kept in ``state.flags``; 0: the
table's): at its end the power is not used.
"""

from __future__ import annotations

from typing import Any

from rules.core import Event, Rng, RuleError

from . import hooks
from .board import block_of
from .catalog import Catalog, PowerDef
from .conditions import speed
from .dungeon import board, landing_square, move_squares
from .events import ev, name_ids
from .placing import queue_self
from .state import Boost, CRState, Pending, card_kind
from .tactics.choosing import Decider, NeedChoice
from .tactics.interpreter import activate
from .tactics.table import ANSWERS_KEY, StateTable

KIND = "reaction"
#: a power used right after an adjacent monster attacked its user, hit or miss (Riposte Strike)
RIPOSTE = "after_adjacent_attack"
#: a power used when a monster deals its user damage (Yield Ground: a move of the user's speed)
DAMAGED = "when_damaged"
#: a power used when another hero draws an encounter, before it acts (Spring Away)
ALLY_DRAWS = "when_ally_draws_encounter"
#: the state flag holding the reaction prompts' deadline in seconds (0: none)
DEADLINE_KEY = "cr-reaction-seconds"
#: the answer « I do not use a power »
NO = "no"


def _ready(state: CRState, cat: Catalog, i: int, reaction: str) -> list[PowerDef]:
    h = state.heroes[i]
    if h.square is None or h.escaped or h.down:
        return []
    out = []
    for p in h.powers:
        power = cat.powers.get(p.id)
        if power is not None and not p.used and power.reaction == reaction:
            out.append(power)
    return out


@hooks.possible.fill
def possible(state: CRState, cat: Catalog) -> bool:
    """Whether any hero holds a power that may answer a hit (the villain phase then keeps a
    snapshot of each activation to replay it)."""
    return any(_ready(state, cat, i, r) for i in range(len(state.heroes))
               for r in ("when_hit", "when_ally_hit", RIPOSTE, DAMAGED))


def hit_options(state: CRState, cat: Catalog, hero: int, actor_square: tuple[int, int] | None) -> list[
        tuple[int, list[str]]]:
    """Who may answer a monster's hit on ``hero``, in turn order from the active hero, and with
    which powers."""
    b = board(state, cat)
    target = state.heroes[hero]
    if target.square is None:
        return []
    n = len(state.heroes)
    out = []
    for i in sorted(range(n), key=lambda k: (k - state.turn.hero) % n):
        h = state.heroes[i]
        powers = []
        for power in _ready(state, cat, i, "when_hit") if i == hero else []:
            if power.react_to == "self" or (power.react_to == "adjacent" and actor_square is not None
                                            and b.adjacent(target.square, actor_square)):
                powers.append(power.id)
        for power in _ready(state, cat, i, "when_ally_hit"):
            assert h.square is not None
            d = b.tile_distance(block_of(h.square), block_of(target.square))
            if (power.tiles == 0 and d == 0) or (power.tiles > 0 and i != hero and d is not None and d <= power.tiles):
                powers.append(power.id)
        if powers:
            out.append((i, powers))
    return out


@hooks.ask_or_answer.fill
def ask_or_answer(state: CRState, cat: Catalog, hero: int, actor_square: tuple[int, int] | None,
                  answers: dict[str, str], key: str, figure: int = -1) -> tuple[int, str] | None:
    """The power used against this hit (``(holder, power)``), ``None`` when nobody uses one; raises
    :class:`~rules.ravenloft.tactics.choosing.NeedChoice` for the first holder not answered yet."""
    for holder, powers in hit_options(state, cat, hero, actor_square):
        k = f"{key}:{holder}"
        answer = answers.get(k)
        if answer is None:
            raise NeedChoice(k, KIND, [*powers, NO], NO, kind=KIND, seat=state.heroes[holder].seat,
                             holder=holder, hero=hero, figure=figure)
        if answer in powers:
            return holder, answer
    return None


def _ask_own_power(state: CRState, cat: Catalog, hero: int, reaction: str, answers: dict[str, str], key: str,
                   figure: int) -> str | None:
    """The hero's own ready power of ``reaction`` chosen by its player (asked once under ``key``),
    or ``None``: no such power, or « no »."""
    powers = [p.id for p in _ready(state, cat, hero, reaction)]
    if not powers:
        return None
    answer = answers.get(key)
    if answer is None:
        raise NeedChoice(key, KIND, [*powers, NO], NO, kind=KIND, seat=state.heroes[hero].seat, holder=hero,
                         hero=hero, figure=figure)
    return answer if answer in powers else None


@hooks.ask_riposte.fill
def ask_riposte(state: CRState, cat: Catalog, hero: int, actor_square: tuple[int, int] | None,
                answers: dict[str, str], key: str, figure: int) -> str | None:
    """Riposte Strike: « Juste après qu'un monstre adjacent vous a attaquée : attaquez-le » (our
    text, S2): the hero attacked, standing and next to the monster, may answer with the power
    (asked as a hit's answers are); the power chosen, or ``None``."""
    h = state.heroes[hero]
    if figure < 0 or actor_square is None or h.square is None or h.down or not board(state, cat).adjacent(
            h.square, actor_square):
        return None
    return _ask_own_power(state, cat, hero, RIPOSTE, answers, key, figure)


@hooks.ask_yield.fill
def ask_yield(state: CRState, cat: Catalog, hero: int, damaged: bool, answers: dict[str, str], key: str,
              figure: int) -> str | None:
    """Yield Ground: « Quand un monstre vous inflige des dégâts : déplacez-vous de votre vitesse »
    (our text, S2): a hero still standing after a monster's damage may use it; the power, or ``None``."""
    h = state.heroes[hero]
    if not damaged or h.square is None or h.down:
        return None
    return _ask_own_power(state, cat, hero, DAMAGED, answers, key, figure)


@hooks.yield_ground.fill
def yield_ground(state: CRState, cat: Catalog, hero: int, power_id: str) -> tuple[list[Event], bool]:
    """The power is turned over and the hero's player chooses the square a move of their speed
    reaches (or stays); whether a square was asked."""

    h = state.heroes[hero]
    if h.square is None or h.down:
        return [], False
    for p in h.powers:
        if p.id == power_id:
            p.used = True
    reach = [sq for sq in move_squares(state, cat, hero, speed(state, hero, cat)) if sq != h.square]
    asked = queue_self(state, cat, hero, power_id, squares=reach)
    return [ev("reaction-used", hero=h.hero, power=power_id, announce=True)], asked


@hooks.spring_candidates.fill
def spring_candidates(state: CRState, cat: Catalog) -> list[tuple[int, list[str]]]:
    """Spring Away: the other heroes (turn order) who may answer the active hero's encounter."""
    n = len(state.heroes)
    out = []
    for i in sorted(range(n), key=lambda k: (k - state.turn.hero) % n):
        if i == state.turn.hero:
            continue
        powers = [p.id for p in _ready(state, cat, i, ALLY_DRAWS)]
        if powers and _spring_tiles(state, cat, i):
            out.append((i, powers))
    return out


def _spring_tiles(state: CRState, cat: Catalog, hero: int) -> list[tuple[int, int]]:
    h = state.heroes[hero]
    if h.square is None:
        return []
    dist = board(state, cat).tile_distances(block_of(h.square))
    return sorted((blk for blk, d in dist.items() if d == 2), key=lambda k: (k[1], k[0]))


@hooks.spring_away.fill
def spring_away(state: CRState, cat: Catalog, hero: int, power_id: str) -> tuple[list[Event], bool]:
    """« placez-vous sur une section à exactement 2 sections de vous » (our text, S2): the power
    turned over, the hero's player chooses a square of such a tile; whether one was asked."""
    h = state.heroes[hero]
    for p in h.powers:
        if p.id == power_id:
            p.used = True
    asked = queue_self(state, cat, hero, power_id, tiles=_spring_tiles(state, cat, hero), what="spring")
    return [ev("reaction-used", hero=h.hero, power=power_id, announce=True)], asked


@hooks.riposte.fill
def riposte(state: CRState, cat: Catalog, hero: int, power_id: str, figure: int, rng: Rng) -> list[Event]:
    """The riposte, once the monster's activation is over: the hero attacks it with the power if
    both are still there, side by side (a daily: turned over unless it misses, « Si vous ratez, la
    carte reste face visible »). It is no action of the active hero's turn."""
    h = state.heroes[hero]
    fig = next((f for f in state.figures if f.uid == figure), None)
    if fig is None or h.square is None or h.down or not board(state, cat).adjacent(h.square, fig.square):
        return []
    attacked = state.turn.attacked
    out = [ev("riposte", hero=h.hero, power=power_id, announce=True)]
    out += hooks.attack.run(state, cat, hero, cat.powers[power_id], [fig], rng)
    state.turn.attacked = attacked
    return out


@hooks.apply_hit.fill
def apply_hit(state: CRState, cat: Catalog, holder: int, power_id: str, hero: int, actor_uid: int) -> list[Event]:
    """The power turns the hit into a miss, then does what its card says next."""
    power = cat.powers[power_id]
    h = state.heroes[holder]
    for p in h.powers:
        if p.id == power_id:
            p.used = True
    target = state.heroes[hero]
    out = [ev("reaction", hero=h.hero, power=power_id, ally=target.hero, kinds={"ally": "hero"}, announce=True)]
    b = board(state, cat)
    if power.react_ac is not None and h.square is not None:
        amount, tiles = power.react_ac
        here = block_of(h.square)
        who = [holder] if tiles < 0 else [
            i for i, x in enumerate(state.heroes) if x.square is not None and not x.escaped
            and (d := b.tile_distance(here, block_of(x.square))) is not None and d <= tiles]
        for i in who:  # until the end of the user's next hero phase (ruling: each hero's next one)
            state.heroes[i].boosts.append(Boost(stat="ac", value=amount, phases=1, source=power_id))
        out.append(ev("reaction-ac", power=power_id, heroes=[name_ids("hero", state.heroes[i].hero)[0] for i in who],
                      amount=amount))
    if power.swap and h.square is not None and target.square is not None:
        h.square, target.square = target.square, h.square
        out.append(ev("swapped", hero=h.hero, ally=target.hero, kinds={"ally": "hero"}, square=b.name(h.square)))
    if power.push and h.square is not None:
        fig = next((f for f in state.figures if f.uid == actor_uid), None)
        if fig is not None:  # the first tile within 1 tile other than the user's and its own (ruling)
            here = block_of(h.square)
            for blk in sorted((k for k in b.within(here, 1) if k not in (here, block_of(fig.square))),
                              key=lambda k: (k[1], k[0])):
                sq = landing_square(state, b, blk)
                if sq is not None:
                    fig.square = sq
                    out.append(ev("pushed", monster=fig.kind, square=b.name(sq),
                                  kinds={"monster": "villain" if fig.villain else "monster"}))
                    break
    return out


def pending(state: CRState, key: str, seat: int, holder: int, hero: int, actor: object, powers: list[str]) -> Pending:
    """The engine's question to a hero who may answer a hit."""
    return Pending(kind=KIND, seat=seat, hero=holder, params={
        "key": key, "powers": [p for p in powers if p != NO], "ally": state.heroes[hero].hero, "actor": actor,
        "moment": "attacked" if key.startswith("riposte") else "damaged" if key.startswith("yield")
        else "drawn" if key.startswith("spring") else "hit"})


def activate_asking(state: CRState, cat: Catalog, figure: int, rng: Rng, resume: str) -> tuple[
        list[Event], Any] | None:
    """One monster activation outside the villain phase's loop (Geno Warcry's ambush) with the
    heroes' powers against its hits, as the villain phase asks them: an unanswered hit rolls the
    state and the dice back to the activation's start and queues the question (``resume`` names
    what the answer plays again, ``variants/questions.resume``); ``None`` then. Else the
    activation's events and its record."""

    t = StateTable(state, cat)
    asking = possible(state, cat)
    snap, counter, drawn = (t.snapshot(), rng.counter, len(rng.draws)) if asking else (None, 0, 0)
    try:
        done, act = activate(t, t.monster_actor(str(figure)), rng,
                             Decider("auto", dict(state.flags.get(ANSWERS_KEY, {})), reactions=asking))
    except NeedChoice as ask:
        assert ask.kind == KIND  # ties are broken by the documented order here
        t.restore(snap)
        rng.counter = counter
        del rng.draws[drawn:]
        p = pending(state, ask.key, ask.seat if ask.seat is not None else state.active.seat, int(ask.about["holder"]),
                    int(ask.about["hero"]), t.monster_actor(str(figure)).name, ask.candidates)
        p.params["resume"] = resume
        state.pending.append(p)
        return None
    state.flags.pop(ANSWERS_KEY, None)
    return done + t.run_ripostes(rng), act


def prompt_params(state: CRState, p: Pending) -> dict[str, object]:
    return {"hero": state.heroes[p.hero or 0].hero, "hero_name": name_ids("hero", state.heroes[p.hero or 0].hero),
            "ally_name": name_ids("hero", str(p.params["ally"])), "actor": p.params.get("actor", ""),
            "powers": [name_ids("power", x)[0] for x in p.params["powers"]], "moment": p.params.get("moment", "hit")}


def answer(state: CRState, p: Pending, power: str | None) -> list[Event]:
    """Record the answer (a power, or ``None``: not used); the villain phase then replays the
    activation with it."""
    if power is not None and power not in p.params["powers"]:
        raise RuleError("cr-no-such-power", hero=state.heroes[p.hero or 0].hero, power=power)
    state.flags.setdefault(ANSWERS_KEY, {})[p.params["key"]] = power or NO
    state.pending.remove(p)
    return [] if power is not None else [ev("reaction-declined", hero=state.heroes[p.hero or 0].hero)]


@hooks.can_dispel.fill
def can_dispel(state: CRState, cat: Catalog) -> str | None:
    """The active hero's power that cancels the encounter they draw (Dispel Magic), if ready."""
    i = state.turn.hero
    ready = _ready(state, cat, i, "when_encounter_drawn")
    return ready[0].id if ready else None


def dispel(state: CRState, power: str) -> list[Event]:
    """Turn the power over: the encounter it cancels is discarded by the cancel step."""
    h = state.active
    for p in h.powers:
        if p.id == power:
            p.used = True
    return [ev("dispelled", hero=h.hero, power=power)]


# --------------------------------------------------------------------------- after a roll

#: the state flag holding the answers to Crucial Aid while an attack is replayed
AID_KEY = "cr-aid-answers"


#: the pending kinds asked after a roll: another hero's bonus (Crucial Aid), the roller's reroll
AID, REROLL = "aid", "reroll"
AFTER_ROLL = (AID, REROLL)


class NeedAid(Exception):
    """A hero may change the roll just made (add to it, or roll it again) and has not answered
    yet: the action is rolled back and waits for them (``Ravenloft._apply``). ``kind`` is
    :data:`AID` (``power`` a power) or :data:`REROLL` (``power`` an item)."""

    def __init__(self, key: str, holder: int, power: str, roll: int, ac: int, kind: str = AID,
                 what: str = "attack", bonus: int | None = None) -> None:
        super().__init__(key)
        self.key, self.holder, self.power, self.roll, self.ac, self.kind = key, holder, power, roll, ac, kind
        #: the roll: ``attack`` (against an AC) or ``disarm`` (against a trap's value)
        self.what = what
        #: the part of ``roll`` a new die keeps (a reroll: the power's and items' bonuses)
        self.bonus = bonus


def reroll_items(state: CRState, cat: Catalog, roller: int) -> list[str]:
    """The roller's items that roll their die again (Lucky Charm), by card."""
    h = state.heroes[roller]
    if h.down or h.escaped:
        return []
    return [c for c in h.items if (t := cat.treasures.get(card_kind(c))) is not None and t.effect == "reroll"]


def changes_roll(state: CRState, cat: Catalog, roller: int) -> bool:
    """Whether anyone may change ``roller``'s roll (the engine then keeps a snapshot of the
    action to replay it)."""
    return bool(aid_options(state, cat, roller) or reroll_items(state, cat, roller))


def reroll(state: CRState, cat: Catalog, roller: int, total: int, bonus: int, need: int,
           key: str, what: str = "attack") -> list[Event] | None:
    """A missed roll the roller may roll again with an item (Lucky Charm) when a new die could
    reach ``need`` (``total``: the roll made, ``bonus`` its part that stays): the events of the card spent, ``None`` if not used; raises :class:`NeedAid`
    (kind :data:`REROLL`) for an unanswered one."""
    items = reroll_items(state, cat, roller)
    if not items or need - bonus > 20:
        return None
    item = card_kind(items[0])
    answer = state.flags.get(AID_KEY, {}).get(key)
    if answer is None:
        raise NeedAid(key, roller, item, total, need, kind=REROLL, what=what, bonus=bonus)
    if answer != item:
        return None
    h = state.heroes[roller]
    h.items.remove(items[0])
    h.spent_items.append(items[0])
    return [ev("rerolled", hero=h.hero, card=item, announce=True)]


def aid_options(state: CRState, cat: Catalog, roller: int) -> list[tuple[int, PowerDef]]:
    """The other heroes who may add to ``roller``'s roll, in turn order from the active hero."""
    n = len(state.heroes)
    return [(i, p) for i in sorted(range(n), key=lambda k: (k - state.turn.hero) % n) if i != roller
            for p in _ready(state, cat, i, "after_ally_roll") if p.die_bonus]


def aid_roll(state: CRState, cat: Catalog, roller: int, total: int, need: int, key: str) -> tuple[
        int, list[Event]] | None:
    """A missed roll that another hero's power would turn into a hit: their answer (the bonus and
    its events), ``None`` if nobody adds to it; raises :class:`NeedAid` for an unanswered one."""
    answers = state.flags.get(AID_KEY, {})
    for holder, power in aid_options(state, cat, roller):
        if total + power.die_bonus < need:
            continue
        k = f"{key}:{holder}:{power.id}"
        answer = answers.get(k)
        if answer is None:
            raise NeedAid(k, holder, power.id, total, need)
        if answer == power.id:
            for p in state.heroes[holder].powers:
                if p.id == power.id:
                    p.used = True
            return power.die_bonus, [ev("aided", hero=state.heroes[holder].hero, power=power.id,
                                        ally=state.heroes[roller].hero, kinds={"ally": "hero"},
                                        amount=power.die_bonus, announce=True)]
    return None


def aid_pending(state: CRState, ask: NeedAid, action: dict[str, object]) -> Pending:
    """The question to the hero who may help (or roll again), with the attack to replay once
    answered."""
    return Pending(kind=ask.kind, seat=state.heroes[ask.holder].seat, hero=ask.holder, params={
        "key": ask.key, "powers": [ask.power], "ally": state.active.hero, "roll": ask.roll, "ac": ask.ac,
        "what": ask.what, "action": action, **({"bonus": ask.bonus} if ask.bonus is not None else {})})


def reroll_need(p: Pending) -> tuple[int, int] | None:
    """A reroll question's new die: the face it needs (``ac`` minus the bonus that stays) and how
    many faces of 20 reach it; None for a question asked before the bonus was kept."""
    if p.kind != REROLL or "bonus" not in p.params:
        return None
    need = int(p.params["ac"]) - int(p.params["bonus"])
    return need, max(0, min(20, 21 - need))


def aid_prompt_params(state: CRState, p: Pending) -> dict[str, object]:
    kind = "treasure" if p.kind == REROLL else "power"
    out: dict[str, object] = {
        "hero": state.heroes[p.hero or 0].hero, "hero_name": name_ids("hero", state.heroes[p.hero or 0].hero),
        "roll": p.params["roll"], "ac": p.params["ac"], "powers": [name_ids(kind, x)[0] for x in p.params["powers"]]}
    if p.kind == AID:
        out["ally_name"] = name_ids("hero", str(p.params["ally"]))
    else:
        out["what"] = p.params.get("what", "attack")
        new = reroll_need(p)  # what a player reads to judge the reroll: the bonus and the face needed
        out["bonus"] = p.params.get("bonus", "?")
        out["die"] = int(p.params["roll"]) - int(p.params["bonus"]) if new is not None else "?"
        out["need"] = new[0] if new is not None else "?"
    return out


def aid_option_args(p: Pending) -> list[tuple[dict[str, str], dict[str, object]]]:
    """The buttons' arguments and labels' parameters: ``/cr use power:`` for a power,
    ``/cr use item:`` for an item."""
    if p.kind == REROLL:
        return [({"item": x}, {"power_name": name_ids("treasure", x)}) for x in p.params["powers"]]
    return [({"power": x}, {"power_name": name_ids("power", x)}) for x in p.params["powers"]]


def aid_answer(state: CRState, p: Pending, power: str | None) -> None:
    """Record the answer; the engine then plays the attack again with the same dice."""
    if power is not None and power not in p.params["powers"]:
        raise RuleError("cr-no-such-power", hero=state.heroes[p.hero or 0].hero, power=power)
    state.flags.setdefault(AID_KEY, {})[str(p.params["key"])] = power or NO
    state.pending.remove(p)


# --------------------------------------------------------------------------- after a monster is drawn

STEALTH = "stealth"


def explore_then_stealth(state: CRState, cat: Catalog, hero: int, edge: Any, rng: Rng) -> list[Event]:
    """Explore; if the explorer drew a monster card and holds a power that discards it (Stealth:
    « Right after you draw a monster card: discard it instead of placing the monster »), ask."""
    h = state.heroes[hero]
    before = list(h.cards)
    out = hooks.explore.run(state, cat, hero, edge, rng)
    drawn = [c for c in h.cards if c not in before and card_kind(c) in cat.monsters]
    ready = _ready(state, cat, hero, "after_monster_drawn")
    if drawn and ready:
        fig = next((f for f in state.figures if f.card == drawn[-1]), None)
        if fig is not None:
            state.pending.append(Pending(kind=STEALTH, seat=h.seat, hero=hero, params={
                "powers": [ready[0].id], "card": drawn[-1], "uid": fig.uid}))
    return out


def stealth_params(state: CRState, p: Pending) -> dict[str, object]:
    h = state.heroes[p.hero or 0]
    return {"hero": h.hero, "hero_name": name_ids("hero", h.hero),
            "monster_name": name_ids("monster", card_kind(str(p.params["card"]))),
            "powers": [name_ids("power", x)[0] for x in p.params["powers"]]}


def stealth_answer(state: CRState, p: Pending, power: str | None) -> list[Event]:
    """Used: the monster leaves the dungeon and its card goes to the discard pile."""
    if power is not None and power not in p.params["powers"]:
        raise RuleError("cr-no-such-power", hero=state.heroes[p.hero or 0].hero, power=power)
    state.pending.remove(p)
    h = state.heroes[p.hero or 0]
    if power is None:
        return [ev("reaction-declined", hero=h.hero)]
    for card in h.powers:
        if card.id == power:
            card.used = True
    drawn = str(p.params["card"])
    state.figures = [f for f in state.figures if f.uid != p.params["uid"]]
    if drawn in h.cards:
        h.cards.remove(drawn)
    state.monsters.discard.append(drawn)
    return [ev("stealthed", hero=h.hero, power=power, monster=card_kind(drawn), announce=True)]
