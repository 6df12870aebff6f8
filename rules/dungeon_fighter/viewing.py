"""What a seat (or a spectator) sees of a Dungeon Fighter game."""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import common as Q
from . import prompting as P
from . import scoring as S
from .common import BOSS_ROOM
from .content import COLOURS, content
from .model import CombatView, DFView, HeroView, RoomView

if TYPE_CHECKING:
    from .model import DFState


def build_view(state: DFState, seat: int | None) -> DFView:
    c = content()
    rooms: list[RoomView] = []
    arrows: list[tuple[str, str]] = []
    for i, sid in enumerate(state.sides):
        side = c.side(sid)
        for r in side.rooms:
            reward = f"{r.reward.kind}:{r.reward.amount}" if r.reward else ""
            rooms.append(RoomView(id=r.id, side=i, col=r.col, row=r.row, rows=r.rows, kind=r.kind, reward=reward,
                                  throws=list(r.throws), visited=r.id in state.visited))
        arrows += [(a, b) for a, b in side.arrows]
        if i + 1 < len(state.sides):
            arrows.append((side.exit, c.side(state.sides[i + 1]).entry))
        else:
            arrows.append((side.exit, BOSS_ROOM))
    heroes = []
    for h in state.heroes:
        card = c.heroes[h.hero]
        heroes.append(HeroView(
            seat=h.seat, hero=h.hero, name=card.name, pv=h.pv, max_pv=h.max_pv, scars=list(h.scars),
            fainted=h.fainted, out=h.out,
            abilities={col: card.abilities[col].kind + (f":{card.abilities[col].value}" if card.abilities[col].value else "")
                       for col in COLOURS},
            equipment=list(h.equipment), seduced=list(h.seduced),
            slots={"weapon": card.slots.weapon, "armour": card.slots.armour, "magic": card.slots.magic}))
    combat = None
    cb = state.combat
    blind = Q.blind(state)
    if cb is not None:
        foe = Q.foe_of(state)
        tokens = [t for t, on in (("cible", cb.living_target), ("crapaud", cb.toad), ("charme", cb.charmed_by is not None),
                                  ("ritournelle", cb.silenced)) if on]
        if cb.beer is not None:
            tokens.append(f"biere:{cb.beer}")
        combat = CombatView(
            monster=foe.id, name=foe.name, boss=cb.boss, level=getattr(foe, "level", 5), type=foe.type, pv=max(cb.pv, 0),
            max_pv=cb.max_pv, damage=foe.damage, gold=cb.gold,
            capacity=foe.capacity.kind if foe.capacity else "", capacity_value=foe.capacity.value if foe.capacity else 0,
            throws=Q.imposed(state), dice=Q.usable_dice(state) if state.phase == "combat" else [],
            thrower=cb.thrower, tokens=tokens, drift=None if blind else cb.drift, blind=blind)
    prompts = P.prompts(state)
    score = S.final_score(state) if state.phase == "over" and state.won else None
    return DFView(
        seat=seat, phase=state.phase, difficulty=state.difficulty, sides=list(state.sides),
        side_names=[c.side(s).name for s in state.sides], rooms=rooms, arrows=arrows, position=state.position,
        next_rooms=Q.successors(state) if state.phase == "move" else [],
        tower=[len(p) for p in state.tower], boss=c.bosses[state.boss].name if state.boss_revealed else None,
        deck=len(state.deck), gold=state.gold, white=state.white, leader=state.leader,
        leader_defeated=state.leader_defeated, first=state.first, heroes=heroes, combat=combat,
        # En Aveugle: eyes closed, the Target is not seen, nor where the dice lie on it
        last=state.last, landings=[] if blind else list(state.landings), shop=list(state.shop), stash=list(state.stash),
        pending=prompts[0].kind if prompts else None, waiting=sorted({p.seat for p in prompts}),
        score=score, title=S.title_for(score) if score is not None else None, won=state.won)
