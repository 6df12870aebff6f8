"""Chambers (WoA, B64-B68): the access tile opens onto chamber tiles, which are filled."""

from __future__ import annotations

from rules.core import Event, Rng

from . import hooks
from .adventures import place_villain
from .catalog import Catalog
from .conditions import heal_hero
from .dungeon import board, free_squares
from .events import ev
from .exploration import draw_monster, place
from .state import CRState, Figure, TilePlaced, card_kind

GREAT = "great"


@hooks.open_chamber.fill
def open_chamber(state: CRState, cat: Catalog, hero: int, access: TilePlaced, rng: Rng) -> list[Event]:
    """Chamber tiles on each unexplored edge of the access tile, and of a Grande Salle drawn
    among them (B65); then the chamber is filled with monsters (B67)."""
    pile: list[str] = state.flags.get("chamber_pile", [])
    out: list[Event] = []
    placed: list[TilePlaced] = []
    todo = [access.uid]
    while todo and pile:
        uid = todo.pop(0)
        b = board(state, cat)
        for edge in [e for e in b.unexplored_edges() if e[0] in b.placement(uid).blocks()]:
            if not pile:
                break
            tile = pile.pop(0)
            got = place(state, cat, tile, edge)
            if not got:
                pile.append(tile)
                continue
            out += got
            placed.append(state.tiles[-1])
            if cat.tiles[tile].width * cat.tiles[tile].height > 1:  # the Grande Salle opens further
                todo.append(state.tiles[-1].uid)
    state.flags["chamber_pile"] = pile
    return out + bonus(state, cat) + fill(state, cat, hero, placed, rng)


def bonus(state: CRState, cat: Catalog) -> list[Event]:
    """The adventure's Bonus card (B63): enough monsters defeated before the chamber opens
    turns a used power of each hero face up again (or heals each hero)."""
    card = cat.adventures[state.adventure].bonus
    if card is None or state.flags.get("bonus"):
        return []
    feat, count, reward, amount = card
    done = len([k for k in state.flags.get("defeated", []) if k in cat.monsters and not cat.monsters[k].villain])
    if feat != "monsters_defeated_before_chamber" or done < count:
        return []
    state.flags["bonus"] = True
    out = [ev("bonus", card=reward, announce=True, kinds={"card": ""})]
    for i, h in enumerate(state.heroes):
        if reward == "flip_power_up_each_hero":
            used = [p for p in h.powers if p.used]
            if used:
                used[0].used = False
                out.append(ev("power-refreshed", hero=h.hero, power=used[0].id))
        elif reward == "heal_each_hero":
            out += heal_hero(state, i, amount)
    return out


def fill(state: CRState, cat: Catalog, hero: int, tiles: list[TilePlaced], rng: Rng) -> list[Event]:
    """Starting with the active hero, each hero draws a monster for a chamber tile, empty tiles
    first; these cards are marked (shield token) so the chamber's goal can count them (B67)."""
    if not tiles:
        return []
    b = board(state, cat)
    blocks = [blk for t in tiles for blk in b.placement(t.uid).blocks()]
    out: list[Event] = []
    n = len(state.heroes)
    shielded: list[int] = state.flags.setdefault("chamber_monsters", [])
    adv = cat.adventures[state.adventure]
    for villain in adv.chamber_villains:  # the chamber card's villains first (B67)
        spots = [b.bone_pile(blk) for blk in blocks] + [sq for blk in blocks for sq in free_squares(state, b, blk)]
        before = {f.uid for f in state.figures}
        out += place_villain(state, cat, villain, spots)
        shielded += [f.uid for f in state.figures if f.uid not in before]
    for k in range(n * adv.chamber_monsters_per_hero):
        i = (hero + k) % n
        if state.heroes[i].escaped:
            continue
        card = draw_monster(state, cat, i, rng)
        if card is None:
            break
        empty = [blk for blk in blocks if not any(f.square in b.block_squares(blk) for f in state.figures)]
        for blk in empty + blocks:
            free = free_squares(state, b, blk)
            if free:
                sq = b.bone_pile(blk) if b.bone_pile(blk) in free else free[0]
                uid = state.uid()
                state.heroes[i].cards.append(card)
                state.figures.append(Figure(uid=uid, kind=card_kind(card), square=sq, card=card))
                shielded.append(uid)
                out.append(ev("monster-appears", monster=card_kind(card), hero=state.heroes[i].hero,
                              square=b.name(sq), irreversible=True, announce=True))
                break
        else:
            state.monsters.discard.append(card)
    return out


def cleared(state: CRState) -> bool:
    """Every monster put in the chamber is defeated (the usual chamber goal, B68)."""
    placed = state.flags.get("chamber_monsters", [])
    alive = {f.uid for f in state.figures}
    return bool(placed) and not any(uid in alive for uid in placed)
