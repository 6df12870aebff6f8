"""Geno Warcry's variant (seed L431-451): a d20 initiative fixed for the game, every hero's
hero phase then one villain phase a round, exploring while moving (a white tile: the hero goes
on; a black tile: the ambush, ``ambush.py``), each monster acting once a round.

The round's villain phase is played as one part per hero in initiative order: the encounter
of a hero who placed no tile (« piochez une carte Rencontre seulement si vous ne posez pas de
section de donjon ou si vous piochez une section de donjon avec triangle noir », L445; the
black tile's card is the ambush's, ruling A42) and that hero's traps, the villains once, in
their initiative order, in the first part (L445); in the last part, then, every monster that
has not acted this round, in the order they were drawn, whoever holds their card (L447).
"""

from __future__ import annotations

from typing import Any

from rules.core import Event, Rng

from ...adventures import sun_tick
from ...catalog import Catalog
from ...events import ev
from ...options import Preset, register_preset
from ...plugins import register as plug
from ...state import CRState, TurnState
from ...tactics.world import HeldCard
from ...turns import start_turn, to_villain
from ...viewing import Text
from .state import GenoState

register_preset(Preset("geno", fills={"exploration_timing": "geno", "encounter_trigger": "geno",
                                      "turn_structure": "geno"}))

#: how many times a tie is rerolled before the table order breaks it (never reached in play)
MAX_REROLLS = 50


def roll_order(keys: list[str], rng: Rng, rolls: dict[str, list[int]],
               fixed: dict[str, int] | None = None) -> list[str]:
    """« Lancez le D20 pour l'initiative . Le nombre le plus élevé en premier puis par ordre
    décroissant , en cas d'égalité : relancez le dé » (L433): every key rolls a d20, those tied
    roll again among themselves. ``fixed``: keys already ordered (their last roll), which never
    reroll; a newcomer tied with one of them rerolls (ours). Each key's rolls go to ``rolls``."""
    fixed = dict(fixed or {})
    for k in keys:
        rolls.setdefault(k, []).append(rng.die(20))
    pending = list(keys)
    for _ in range(MAX_REROLLS):
        last = {k: rolls[k][-1] for k in pending}
        values = list(last.values()) + list(fixed.values())
        tied = [k for k in pending if values.count(last[k]) > 1]
        for k in pending:
            if k not in tied:
                fixed[k] = last[k]
        pending = tied
        if not pending:
            break
        for k in pending:
            rolls[k].append(rng.die(20))
    for k in pending:  # pragma: no cover - 50 ties in a row
        fixed[k] = rolls[k][-1]
    return sorted(fixed, key=lambda k: (-fixed[k], k))


def setup(state: CRState, cat: Catalog, rng: Rng) -> None:
    """The heroes' initiative, rolled once for the game; the first of it plays first."""
    g = GenoState()
    keys = [str(i) for i in range(len(state.heroes))]
    g.order = [int(k) for k in roll_order(keys, rng, g.rolls)]
    state.geno = g
    state.turn.hero = g.order[0]


def order_line(state: CRState):  # noqa: ANN201 - a view Text
    """The initiative order as the picture's counter line (heroes, then villains)."""
    from rules.core.i18n import t


    g = state.geno
    assert g is not None

    def line(lang: str) -> str:
        heroes = [f"{t(lang, 'val-cr-hero-' + state.heroes[i].hero.replace('_', '-'))} {g.rolls[str(i)][-1]}"
                  for i in g.order]
        villains = [f"{t(lang, 'val-cr-villain-' + _villain_kind(state, v).replace('_', '-'))} {g.villain_rolls[v][-1]}"
                    for v in g.villains if _villain_kind(state, v)]
        return t(lang, "cr-pic-geno-order", {"order": " > ".join(heroes + villains), "round": g.round})

    return Text(fr=line("fr"), en=line("en"))


def _villain_kind(state: CRState, uid: str) -> str:
    return next((f.kind for f in state.figures if str(f.uid) == uid), "")


def round_heroes(state: CRState) -> list[int]:
    """The heroes still to play their hero phase this round, in initiative order."""
    g = state.geno
    assert g is not None
    return [i for i in g.order if i not in g.done and not state.heroes[i].escaped]


def after_hero_phase(state: CRState, cat: Catalog, rng: Rng) -> list[Event]:
    """The hero phase ended (no exploration phase): the next hero of the round, or the round's
    villain phase (L443, L445)."""

    g = state.geno
    assert g is not None
    if state.turn.hero not in g.done:
        g.done.append(state.turn.hero)
    left = round_heroes(state)
    if left:
        return sun_tick(state, cat, rng) + start_turn(state, cat, left[0], rng)
    return villain_round(state, cat, rng)


def villain_round(state: CRState, cat: Catalog, rng: Rng) -> list[Event]:
    """The round's villain phase begins: villains in play roll their initiative, then the first
    hero's part."""
    g = state.geno
    assert g is not None
    out: list[Event] = []
    villains = [str(f.uid) for f in state.figures if f.villain]
    new = [v for v in villains if v not in g.villains]
    if new and len(villains) > 1:  # « s'il y en a plus d'un en jeu » (L433)
        fixed = {v: g.villain_rolls[v][-1] for v in g.villains if v in villains}
        order = roll_order(new, rng, g.villain_rolls, fixed)
        g.villains = order
        out.append(ev("geno-villain-initiative", villains=[
            f"cr-villain-{_villain_kind(state, v).replace('_', '-')}" for v in order],
            rolls=[g.villain_rolls[v][-1] for v in order], irreversible=True, announce=True))
    out.append(ev("geno-villain-round", round=g.round))
    return out + villain_part(state, cat, g.order[0], rng)


def villain_part(state: CRState, cat: Catalog, hero: int, rng: Rng) -> list[Event]:
    """One hero's part of the round's villain phase (their encounter, their cards)."""
    g = state.geno
    assert g is not None
    g.villain_turn = hero
    placed = state.turn.number
    state.turn = TurnState(hero=hero, phase="villain", number=placed)
    return to_villain(state, cat, rng)


def next_turn(state: CRState, cat: Catalog, rng: Rng) -> list[Event]:
    """After one hero's part of the villain phase: the next hero's part, or a new round."""

    g = state.geno
    assert g is not None
    at = g.order.index(g.villain_turn)
    if at + 1 < len(g.order):
        return villain_part(state, cat, g.order[at + 1], rng)
    g.round += 1
    g.done, g.acted, g.placed, g.villain_turn, g.monster_order = [], [], {}, -1, []
    left = round_heroes(state)
    out = [ev("geno-round", round=g.round, hero=state.heroes[left[0]].hero)]
    return out + sun_tick(state, cat, rng) + start_turn(state, cat, left[0], rng)


# --------------------------------------------------------------------------- the villain phase's hooks

def villains_now(state: CRState) -> list[str]:
    """The villains that act in this part of the villain phase: all, in initiative order, in
    the first hero's part only."""
    g = state.geno
    assert g is not None
    if g.villain_turn != (g.order[0] if g.order else -1):
        return []
    uids = [str(f.uid) for f in state.figures if f.villain]
    rank = {v: i for i, v in enumerate(g.villains)}
    return sorted(uids, key=lambda v: (rank.get(v, len(rank)), int(v)))


def villain_cards(state: CRState, t: object, hero: str) -> list[object]:
    """The cards activated in ``hero``'s part: their traps and hazards; in the last part, then,
    every monster card of every hero (one per monster type), in the order their monsters came
    into play: « TOUS les Monstres qui NE SE SONT PAS DÉPLACÉS ET ATTAQUÉS jusqu'à présent le font
    maintenant dans l'ordre où ils ont été pioché » (L447)."""
    g = state.geno
    assert g is not None
    own = [c for c in t.held_cards(hero) if c.kind != "monster"]  # type: ignore[attr-defined]
    if not g.order or int(hero) != g.order[-1]:
        return own
    if not g.monster_order:  # fixed once, so that a monster defeated meanwhile shifts nothing
        first: dict[str, int] = {}
        for f in sorted(state.figures, key=lambda f: f.uid):
            if not f.villain and f.uid not in g.acted:
                first.setdefault(f.kind, f.uid)
        g.monster_order = sorted(first, key=lambda k: first[k])
    held: dict[str, object] = {}
    for i in g.order:
        for c in t.held_cards(str(i)):  # type: ignore[attr-defined]
            if c.kind == "monster":
                held.setdefault(c.card, c)
    return own + [held.get(k) or HeldCard(instance=k, card=k, kind="monster", owner=hero) for k in g.monster_order]


def fresh_figures(state: CRState, uids: list[str]) -> list[str]:
    """Figures that have not acted this round (the ambushing monster has)."""
    g = state.geno
    assert g is not None
    return [u for u in uids if int(u) not in g.acted]


def encounter_due(state: CRState) -> bool:
    """An encounter for the hero whose part it is only if they placed no tile (A42)."""
    g = state.geno
    assert g is not None
    return str(state.turn.hero) not in g.placed


def _after_hero_phase(state: CRState, cat: Catalog, rng: Rng) -> list[Event] | None:
    """The round's next hero, or its villain phase."""
    return after_hero_phase(state, cat, rng) if state.geno is not None else None


plug("after_hero_phase", "geno", 11, _after_hero_phase)  # rules/ravenloft/plugins.py


def _setup_first(state: CRState, cat: Catalog, options: Any, rng: Rng) -> None:
    """The heroes' initiative decides who plays first, once the base game drew its first player."""
    if state.rules.get("turn_structure") == "geno":
        setup(state, cat, rng)


plug("setup_first", "geno", 10, _setup_first)


def _next_turn(state: CRState, cat: Catalog, rng: Rng) -> list[Event] | None:
    return next_turn(state, cat, rng) if state.geno is not None else None


def _villains(state: CRState) -> list[str] | None:
    return villains_now(state) if state.geno is not None else None


def _villain_cards(state: CRState, t: object, hero: str) -> list[object] | None:
    return villain_cards(state, t, hero) if state.geno is not None else None


def _fresh(state: CRState, uids: list[str]) -> list[str]:
    return fresh_figures(state, uids) if state.geno is not None else uids


def _encounter_due(state: CRState) -> bool | None:
    return encounter_due(state) if state.geno is not None else None


# the round: each hero's part of the villain phase, the villains once, each monster once (plugins.py)
plug("next_turn", "geno", 10, _next_turn)
plug("villains", "geno", 10, _villains)
plug("villain_cards", "geno", 10, _villain_cards)
plug("fresh_figures", "geno", 10, _fresh)
plug("encounter_due", "geno", 40, _encounter_due)


def _token_turned(state: CRState, hero: int) -> None:
    """A token turned counts as exploring (as a tile with a white triangle, unless the hero
    placed a black one): no encounter in that hero's part of the villain phase."""
    if state.geno is not None:
        state.geno.placed.setdefault(str(hero), "white")


plug("token_turned", "geno", 10, _token_turned)
