"""The Barkam system's draws that wait on the players: the encounter drawn while exploring
(« Piocher 1 carte Rencontre et la résoudre … on peut dépenser 5 XP pour défausser la carte
Rencontre », L310-311), the encounters for monsters that could not be placed (L367), the
generator's monsters the party may discard for 5 XP each (L278), one monster card a turn to
the XP pile (L361) and the natural 20's level (L351, L379-429)."""

from __future__ import annotations

from typing import Any

from rules.core import Event, Rng, RuleError

from ...catalog import Catalog
from ...combat import xp_card_for
from ...commands import ActionT, Cancel, LevelUp, Pass, Use, split
from ...conditions import damage_hero
from ...encounters import resolve
from ...events import ev, name_ids
from ...placing import queue_follow
from ...plugins import register as plug
from ...reactions import KIND, can_dispel, pending, possible
from ...reactions import dispel as use_dispel
from ...state import CRState, Figure, Pending, card_kind
from ...tactics.choosing import Decider, NeedChoice
from ...tactics.table import ANSWERS_KEY, StateTable
from ...turns import end_hero_phase, to_villain
from ...xp import propose, spend, total
from ..encounter_draw import draw_encounter_or_ask
from ..strahd.models import Play
from .levels import gain_level, heal_instead, on_natural_20, table
from .state import DISCARD

KINDS = ("barkam-encounter", "barkam-discard", "barkam-level", "barkam-xp")
#: the question « which card goes to the XP pile » (L361) when the turn's first defeat brings several
XP_CHOICE = "barkam-xp"
HEAL = "heal"


def queue(state: CRState, cat: Catalog, n: int, after: str, rng: Rng) -> list[Event]:
    """Draw ``n`` encounters one by one (each may be cancelled), then go on with ``after``."""
    bk = state.barkam
    assert bk is not None
    bk.due += n
    bk.after = after
    return drain(state, cat, rng)




def drain(state: CRState, cat: Catalog, rng: Rng) -> list[Event]:
    """The encounters still due, one by one (each may be cancelled: then the draws wait on the
    answer), then what follows them."""
    bk = state.barkam
    assert bk is not None
    out: list[Event] = []
    while bk.due > 0 and not state.pending and state.over is None:
        drawn, card, asked = draw_encounter_or_ask(state, cat, rng, "barkam-encounter", DISCARD)
        out += drawn
        if card is None:
            bk.due = 0
            break
        bk.due -= 1
        if asked:
            return out
        out += resolve_now(state, cat, card.id, rng)
    if state.pending or state.over is not None:
        return out
    return out + proceed(state, cat, rng)


def resolve_now(state: CRState, cat: Catalog, card: str, rng: Rng) -> list[Event]:
    """Resolve a kept encounter as the villain phase would (a second trap on the tile: discard
    and draw another, L313). A monster it activates (Frenzy) that hits a hero who may answer
    with a power (Shield, Bodyguard...) rolls the resolution back with its dice and asks, as the
    villain phase does (reactions.py); the answer resolves the card again (:func:`resume_encounter`)."""

    bk = state.barkam
    assert bk is not None
    t = StateTable(state, cat)
    asking = possible(state, cat)
    snap, counter, drawn = (t.snapshot(), rng.counter, len(rng.draws)) if asking else (None, 0, 0)
    if asking:
        t.nested_decider = Decider("auto", dict(state.flags.get(ANSWERS_KEY, {})), reactions=True)
    try:
        res = resolve(t, t.encounter_card(card), rng)
    except NeedChoice as ask:
        assert ask.kind == KIND  # ties are broken by the documented order inside an encounter
        t.restore(snap)
        rng.counter = counter
        del rng.draws[drawn:]
        fig = next((f for f in state.figures if f.uid == ask.about.get("figure")), None)
        actor = name_ids("villain" if fig.villain else "monster", fig.kind) if fig is not None else \
            t.encounter_card(card).name
        p = pending(state, ask.key, ask.seat if ask.seat is not None else state.active.seat,
                    int(ask.about["holder"]), int(ask.about["hero"]), actor, ask.candidates)
        p.params["resume"] = f"{RESUME}:{card}"
        state.pending.append(p)
        return []
    state.flags.pop(ANSWERS_KEY, None)
    t.take_nested()
    if res.redraw:
        bk.due += 1
    elif t.encounter_card(card).effects.others_may_follow:  # Cyrus Belview: the draws wait on them
        queue_follow(state, cat, card, resume=DRAWS)
    return list(res.events)


#: what a reaction's answer plays again (variants/questions.resume): the encounter's resolution
RESUME = "barkam-encounter"
#: what Cyrus Belview's followers' last answer goes on with: the draws, then what follows them
DRAWS = "barkam-draws"


def resume_encounter(state: CRState, cat: Catalog, what: str, rng: Rng) -> list[Event]:
    """The encounter ``barkam-encounter:<card>`` resolved again with the answer, then the draws
    and what follows them."""
    card = what.split(":", 1)[1]
    out = resolve_now(state, cat, card, rng)
    return out + (drain(state, cat, rng) if not state.pending and state.over is None else [])


def proceed(state: CRState, cat: Catalog, rng: Rng) -> list[Event]:
    """What follows the draws: the hero phase goes on, ends (a villain came), or the
    generator's monsters are offered for discarding before the villain phase."""
    bk = state.barkam
    assert bk is not None
    after, bk.after = bk.after, ""
    if after == "end":
        return [ev("barkam-villain-ends-phase", hero=state.active.hero)] + end_hero_phase(state, cat, rng)
    if after == "discard":
        bk.fresh = [c for c in bk.fresh if any(f.card == c for f in state.figures)]
        if bk.fresh and total(state, cat) >= DISCARD:
            bk.after = "discard"
            state.pending.append(Pending(kind="barkam-discard", seat=state.active.seat, card=bk.fresh[0],
                                         params={"xp": total(state, cat)}))
            return []
        bk.fresh = []
        return to_villain(state, cat, rng)
    return []


def options(state: CRState, cat: Catalog, p: Pending) -> list[tuple[str, dict[str, str], str, dict[str, object]]]:
    """The answers to a Barkam question: ``(command, args, label, params)``."""
    xp = total(state, cat)
    if p.kind == "barkam-level":
        out = [("levelup", {}, "opt-cr-barkam-level", {}), ("levelup", {"daily": HEAL}, "opt-cr-barkam-heal", {})]
        return [*out, ("pass", {}, "opt-cr-pass", {})]
    if p.kind == XP_CHOICE:  # each card, the automatic pick first (the absent player's: /cr pass)
        return [("play", {"card": card_kind(c)}, "opt-cr-barkam-xp", {
            "card_name": name_ids("monster", card_kind(c)), "xp": cat.monsters[card_kind(c)].xp,
            "default": "yes" if c == p.card else "no"}) for c in p.params["choices"]]
    label = "opt-cr-cancel" if p.kind == "barkam-encounter" else "opt-cr-barkam-discard"
    keep = "opt-cr-keep-encounter" if p.kind == "barkam-encounter" else "opt-cr-barkam-keep"
    out: list[tuple[str, dict[str, str], str, dict[str, object]]] = [("cancel", {}, label, {"xp": xp})] \
        if xp >= DISCARD else []
    dispel = can_dispel(state, cat) if p.kind == "barkam-encounter" else None
    if dispel is not None:
        out.append(("use", {"power": dispel}, "opt-cr-react", {"power_name": name_ids("power", dispel)}))
    return [*out, ("pass", {}, keep, {})]


def params(state: CRState, p: Pending) -> dict[str, object]:
    if p.kind == XP_CHOICE:
        return {}
    if p.card is None:
        return {}
    kind = card_kind(p.card)
    return {"card": kind, "card_name": name_ids("encounter" if p.kind == "barkam-encounter" else "monster", kind)}


def _pay(state: CRState, cat: Catalog, action: Cancel | LevelUp) -> list[Event]:

    cards = split(action.cards) or propose(state, cat, DISCARD) or []
    return spend(state, cat, cards, DISCARD)


def _cancel_hurts(state: CRState, cat: Catalog) -> list[Event]:
    """The adventure's price of a cancelled encounter (Klak: 1 damage); generator monsters
    count as encounters (L280)."""
    hurt = cat.adventures[state.adventure].cancel_damage
    if not hurt:
        return []
    return damage_hero(state, state.turn.hero, hurt, source="cancel")


def answer(state: CRState, cat: Catalog, p: Pending, action: ActionT, rng: Rng) -> list[Event]:
    bk = state.barkam
    assert bk is not None
    if p.kind == "barkam-level":
        return answer_level(state, cat, p, action, rng)
    if p.kind == XP_CHOICE:
        return answer_xp(state, cat, p, action)
    dispel = can_dispel(state, cat) if p.kind == "barkam-encounter" else None
    if not isinstance(action, (Cancel, Pass)) and not (isinstance(action, Use) and dispel and action.power == dispel):
        raise RuleError("cr-answer-first", kind=p.kind)
    assert p.card is not None
    out: list[Event] = []
    if isinstance(action, Cancel):
        out += _pay(state, cat, action)
    elif isinstance(action, Use):  # Dispel Magic cancels it for free
        out += use_dispel(state, action.power)
    state.pending.remove(p)
    if p.kind == "barkam-encounter":
        if isinstance(action, (Cancel, Use)):
            state.encounters.discard.append(p.card)
            out += [ev("encounter-cancelled", card=card_kind(p.card), announce=True, kinds={"card": "encounter"}),
                    *_cancel_hurts(state, cat)]
        else:
            out += resolve_now(state, cat, p.card, rng)
        return out + drain(state, cat, rng)
    bk.fresh = [c for c in bk.fresh if c != p.card]
    if isinstance(action, Cancel):
        fig = next((f for f in state.figures if f.card == p.card), None)
        if fig is not None:
            state.figures.remove(fig)
        for h in state.heroes:
            if p.card in h.cards:
                h.cards.remove(p.card)
        state.monsters.discard.append(p.card)
        out += [ev("barkam-monster-discarded", monster=card_kind(p.card), announce=True), *_cancel_hurts(state, cat)]
    bk.after = "discard"
    return out + (proceed(state, cat, rng) if state.over is None else [])


# --------------------------------------------------------------------------- XP and levels

def one_xp_card(state: CRState, cat: Catalog, hero: int | None, defeated: list[Figure]) -> tuple[list[Event],
                                                                                                 list[Figure]]:
    """« Placer 1 SEULE carte Monstre battu … sur la pile d'expérience … replacer les autres
    cartes Monstre sous la pile des Monstres » (L361): the turn's first defeat puts its best
    card (most XP, then the first defeated) in the pile; every other card goes under the
    monster deck in the order they died (ruling A38, « ce que choisirait le héros », L224).
    Returns the events and the figures left to the engine (villains)."""
    bk = state.barkam
    assert bk is not None
    out: list[Event] = []
    monsters = [f for f in defeated if not f.villain]
    order = sorted(monsters, key=lambda f: -cat.monsters[f.kind].xp)
    first = not bk.xp_card
    choices: list[str] = []
    for f in (order if not bk.xp_card else monsters):
        found = xp_card_for(state, f.kind, hero)
        if found is None:
            continue
        i, c = found
        state.heroes[i].cards.remove(c)
        if first and card_kind(c) not in {card_kind(x) for x in choices}:
            choices.append(c)
        if not bk.xp_card:
            bk.xp_card = True
            state.xp_pile.append(c)
            out.append(ev("xp-gained", card=f.kind, xp=cat.monsters[f.kind].xp, kinds={"card": "monster"}))
        else:
            state.monsters.cards.insert(0, c)
            out.append(ev("barkam-under-deck", monster=f.kind))
    if len(choices) > 1:  # the player may choose another (« ce que choisirait le héros », L224)
        who = hero if hero is not None else state.turn.hero
        state.pending.append(Pending(kind=XP_CHOICE, seat=state.heroes[who].seat, hero=who, card=choices[0],
                                     params={"choices": choices}))
    return out, [f for f in defeated if f.villain]


def answer_xp(state: CRState, cat: Catalog, p: Pending, action: ActionT) -> list[Event]:
    """The player's card for the XP pile (``/cr play card:<monster>``; ``/cr pass`` keeps the
    automatic pick): it changes places with the pick, which goes under the monster deck."""
    if not isinstance(action, (Play, Pass)):
        raise RuleError("cr-answer-first", kind=p.kind)
    choices = [str(c) for c in p.params["choices"]]
    kept = str(p.card)
    pick = kept if isinstance(action, Pass) else next(
        (c for c in choices if action.card in (c, card_kind(c))), None)
    if pick is None:
        raise RuleError("cr-bad-answer", answer=action.card if isinstance(action, Play) else "")
    state.pending.remove(p)
    if pick == kept or kept not in state.xp_pile or pick not in state.monsters.cards:
        return []
    state.xp_pile[state.xp_pile.index(kept)] = pick
    state.monsters.cards[state.monsters.cards.index(pick)] = kept
    return [ev("barkam-xp-chosen", hero=state.heroes[p.hero or 0].hero, card=card_kind(pick), old=card_kind(kept),
               xp=cat.monsters[card_kind(pick)].xp, kinds={"card": "monster", "old": "monster"})]


def offer_level(state: CRState, cat: Catalog, hero: int) -> list[Event]:
    """A natural 20 (L351): the base level 2 for 5 XP (``barkam``), or the 23-level table's
    choice between 3 HP and the next level (``barkam23``, L381-385); a level-23 hero turns
    their used dailies and utilities up at once (L429)."""
    h = state.heroes[hero]
    out: list[Event] = []
    if state.rules.get("levels") == "barkam23":
        out += on_natural_20(state, cat, hero)
        if h.level >= table().top or total(state, cat) < DISCARD:
            return out
        kind = "barkam-level"
    else:
        if h.level >= 2 or total(state, cat) < DISCARD:
            return out
        kind = "level-up"
    if any(p.kind == kind and p.hero == hero for p in state.pending):
        return out
    state.pending.append(Pending(kind=kind, seat=h.seat, hero=hero))
    return [*out, ev("natural-20", hero=h.hero)]


def answer_level(state: CRState, cat: Catalog, p: Pending, action: ActionT, rng: Rng) -> list[Event]:
    if isinstance(action, Pass):
        state.pending.remove(p)
        return []
    if not isinstance(action, LevelUp):
        raise RuleError("cr-answer-first", kind=p.kind)
    hero = p.hero or 0
    if action.daily not in ("", HEAL):
        raise RuleError("cr-bad-answer", answer=action.daily)
    out = _pay(state, cat, action)
    state.pending.remove(p)
    return out + (heal_instead(state, hero) if action.daily == HEAL else gain_level(state, cat, hero, rng))


def _xp_cards(state: CRState, cat: Catalog, hero: int | None, defeated: list[Figure]) -> Any:
    return one_xp_card(state, cat, hero, defeated) if state.barkam is not None else None


def _level_offer(state: CRState, cat: Catalog, hero: int) -> list[Event] | None:
    return offer_level(state, cat, hero) if state.rules.get("levels") in ("barkam", "barkam23") else None


def _encounter_due(state: CRState) -> bool | None:
    """The Barkam system draws its encounters when exploring (L310), never in the villain phase."""
    return False if state.rules.get("encounter_trigger") == "barkam" else None



plug("xp_cards", "barkam", 10, _xp_cards)  # rules/ravenloft/plugins.py
plug("level_offer", "barkam", 10, _level_offer)
plug("encounter_due", "barkam", 30, _encounter_due)
