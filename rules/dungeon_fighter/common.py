"""Dungeon Fighter: what every phase reads of the state (the foe, the dice, the heroes) and small shared steps."""

from __future__ import annotations

from typing import Any

from rules.core import (
    Event,
)

from . import throw as T
from .content import COLOURS, Boss, Monster, content
from .model import (
    DFState,
    LandingRec,
)

BOSS_ROOM = "boss"
HEAL_EFFECTS = ("heal_one", "heal_all")
MIN_SEATS, MAX_SEATS = 1, 6


def ev(code: str, irreversible: bool = False, visible_to: list[int] | None = None, announce: bool = False,
       **params: Any) -> Event:
    return Event(code=code, params=params, irreversible=irreversible, visible_to=visible_to, announce=announce)


def grid_square(x: float, y: float) -> str:
    """The aim grid's square (A-K by 1-11, 20 units each, F6 the centre) of a point, or "-"."""
    col, row = round((x + 100.0) / 20.0), round((100.0 - y) / 20.0)
    return f"{chr(ord('A') + col)}{row + 1}" if 0 <= col <= 10 and 0 <= row <= 10 else "-"


def drift_params(dx: float, dy: float) -> dict[str, Any]:
    """The push of the table as players read it: squares to the right/left and up/down."""
    right, up = round(abs(dx) / 20.0, 1), round(abs(dy) / 20.0, 1)
    return {"dx": dx, "dy": dy, "right": right, "up": up, "still": "yes" if right == up == 0 else "no",
            "xdir": "right" if dx >= 0 else "left", "ydir": "up" if dy >= 0 else "down"}


def hero_card(state: DFState, seat: int) -> Any:
    return content().heroes[state.heroes[seat].hero]


def hero_name(state: DFState, seat: int) -> str:
    return content().heroes[state.heroes[seat].hero].name


def foe_of(state: DFState) -> Monster | Boss:
    assert state.combat is not None
    c = content()
    return c.bosses[state.combat.monster] if state.combat.boss else c.monsters[state.combat.monster]


def capacity(state: DFState) -> str:
    cb = state.combat
    if cb is None or cb.silenced:
        return ""
    cap = foe_of(state).capacity
    return cap.kind if cap else ""


def room_throws(state: DFState) -> list[str]:
    if state.position in (None, BOSS_ROOM):
        return []
    return list(content().room(state.position).throws)


def imposed(state: DFState) -> list[str]:
    """The special throws the room and the monster impose on every throw of this fight."""
    out = set(room_throws(state))
    if state.combat is not None:
        out |= set(foe_of(state).throws)
    return sorted(out)


def blind(state: DFState) -> bool:
    """En Aveugle imposed on this fight's throws: the thrower sees neither the Target nor the push."""
    return state.combat is not None and "en_aveugle" in imposed(state)


def standing(state: DFState) -> list[int]:
    return [h.seat for h in state.heroes if not h.fainted and not h.out]


def next_standing(state: DFState, seat: int) -> int | None:
    n = state.n_seats
    for k in range(1, n + 1):
        s = (seat + k) % n
        if not state.heroes[s].fainted and not state.heroes[s].out:
            return s
    return None


def ability(state: DFState, seat: int, colour: str) -> tuple[str, int] | None:
    if colour in state.heroes[seat].scars:
        return None
    ab = hero_card(state, seat).abilities[colour]
    return ab.kind, ab.value


def successors(state: DFState) -> list[str]:
    c = content()
    if state.position is None:
        return [c.side(state.sides[0]).entry]
    if state.position == BOSS_ROOM:
        return []
    for i, sid in enumerate(state.sides):
        side = c.side(sid)
        if any(r.id == state.position for r in side.rooms):
            if state.position == side.exit:
                return [c.side(state.sides[i + 1]).entry] if i + 1 < len(state.sides) else [BOSS_ROOM]
            return [b for a, b in side.arrows if a == state.position]
    raise KeyError(state.position)


def slots_free(state: DFState, seat: int, item: str) -> bool:
    c = content()
    kind = c.equipment[item].kind
    have = sum(1 for e in state.heroes[seat].equipment if c.equipment[e].kind == kind)
    return have < getattr(hero_card(state, seat).slots, kind)


def usable_dice(state: DFState) -> list[str]:
    cb = state.combat
    assert cb is not None
    if cb.extra is not None:
        return [cb.extra]
    dice: list[str] = [] if capacity(state) == "no_coloured_dice" else list(cb.dice)
    if state.white > 0:
        dice.append("white")
    return dice


def any_time_items(state: DFState, seat: int) -> list[str]:
    """The single-use ("x1") heal cards ``seat`` may use now, in turn or not.

    « Certaines cartes Équipement ont un symbole "1x" ... elles peuvent être utilisées à tout
    moment. » A fainted hero « ne peut plus agir durant ce combat ».
    """
    if state.phase == "over" or not 0 <= seat < state.n_seats:
        return []
    h = state.heroes[seat]
    if h.fainted or h.out:
        return []
    c = content()
    return [e for e in h.equipment if c.equipment[e].single_use and c.equipment[e].effect in HEAL_EFFECTS]


def room_kind(room: str) -> str:
    return "boss" if room == BOSS_ROOM else content().room(room).kind


def can_recover(state: DFState) -> bool:
    cb = state.combat
    assert cb is not None
    return (not cb.boss and not cb.dice and cb.extra is None
            and capacity(state) != "no_coloured_dice")


def in_shop(state: DFState) -> bool:
    return state.position not in (None, BOSS_ROOM) and content().room(state.position).kind == "shop"


def hurt(state: DFState, seat: int, amount: int, events: list[Event], riposte: bool = True) -> int:
    h = state.heroes[seat]
    if amount <= 0 or h.fainted or h.out:
        return 0
    h.pv -= amount
    events.append(ev("df-hurt", seat=seat, amount=amount, pv=max(h.pv, 0)))
    if riposte and state.combat is not None:
        c = content()
        if any(c.equipment[e].effect == "riposte" for e in h.equipment):
            state.combat.pv -= amount
            events.append(ev("df-riposte", seat=seat, amount=amount, pv=max(state.combat.pv, 0)))
    if h.pv < 1:
        h.pv = 0
        h.fainted = True
        events.append(ev("df-fainted", announce=True, seat=seat))
    return amount


def heal_hero(state: DFState, seat: int, amount: int) -> int:
    h = state.heroes[seat]
    if h.fainted or h.out or amount <= 0:
        return 0
    gained = min(amount, h.max_pv - h.pv)
    h.pv += gained
    return gained


def discard_item(state: DFState, seat: int, item: str) -> list[Event]:
    state.heroes[seat].equipment.remove(item)
    state.equipment_discard.append(item)
    return [ev("df-item-spent", seat=seat, item=item, name=content().equipment[item].name)]


def destroy(state: DFState, seat: int, item: str) -> list[Event]:
    state.heroes[seat].equipment.remove(item)
    state.equipment_discard.append(item)
    return [ev("df-destroyed", seat=seat, item=item, name=content().equipment[item].name)]


def furie_colours(state: DFState, seat: int, die: str, rec: LandingRec) -> list[str]:
    """The colours for which Furie Aveugle would trigger on this landing (on the Target, symbol
    up): « Le joueur peut choisir de perdre 1 PV ... pour doubler les Dégâts »: a choice made
    once the die has stopped, so it is asked then."""
    if rec.outcome != "hit" or rec.face != T.HERO_FACE:
        return []
    colours = COLOURS if die == "white" else (die,)
    return [c for c in colours if (ability(state, seat, c) or ("", 0))[0] == "furie_aveugle"]
