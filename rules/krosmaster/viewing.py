"""Krosmaster Arena: the view of the table a seat may see (hidden rewards stay hidden)."""

from __future__ import annotations

from collections.abc import Sequence

from .board import name
from .content import content
from .model import (
    KrosState,
    KrosView,
    UnitView,
)
from .parsing import cell
from .turns import Turns


def build_view(state: KrosState, seat: int | None, highlight: Sequence[str] = ()) -> KrosView:
    t = Turns(state)
    c = content()
    units = []
    for u in state.units:
        base = t.base(u)
        rewards = []
        for tok in u.rewards:
            if tok.revealed or (seat is not None and seat in tok.known_to):
                rewards.append(("" if tok.revealed else "?") + tok.id)
            else:
                rewards.append("?" + c.rewards[tok.id].rank)
        units.append(UnitView(
            id=u.id, kind=u.kind, ref=u.ref, name=base.name, label=t.label(u), token=t.token(u), seat=u.seat,
            pos=name(u.pos) if u.pos else None, wounds=u.wounds, pv=t.max_pv(u),
            pm=u.pm if state.current == u.id else t.stat(u, "pm"),
            pa=u.pa if state.current == u.id else t.stat(u, "pa"),
            markers_pm=u.markers_pm, markers_pa=u.markers_pa, ko=u.ko, powers=sorted(t.powers(u)),
            rewards=rewards, level=t.level(u), summoner=u.summoner,
        ))
    decor = {k: [name(d.pos) for d in state.decor if d.kind == k] for k in ("tree", "bush", "crate")}
    return KrosView(
        seat=seat, scenario=state.scenario, arena=state.arena, width=state.width, height=state.height,
        phase=state.phase, active=state.active, turn=state.turn, current=state.current,
        names=list(state.names), gg=list(state.gg), wild_gg=state.wild_gg, kamas=list(state.kamas),
        timelines=[list(x) for x in state.timelines], trees=decor["tree"], bushes=decor["bush"],
        crates=decor["crate"], demon_cells=[name(x) for x in state.demon_cells],
        floor_kamas={name(cell(k)): v for k, v in state.floor_kamas.items()},
        start_cells=[name(x) for x in state.start_cells], units=units,
        piles=[{"rank": p.rank, "face_up": p.face_up, "face_down": len(p.face_down)} for p in state.piles],
        tension=list(state.tension), last_path=[name(x) for x in state.last_path], last_unit=state.last_unit,
        draft_visible=list(state.draft_visible), picks=[list(p) for p in state.picks],
        winners=list(state.winners), end_reason=state.end_reason, mode=state.mode,
        order=list(state.order), team_of=list(state.team_of),
        parcels=[[name(x) for x in sorted(t.deploy_cells(i), key=lambda c: (c[1], c[0]))] if state.sides else []
                 for i in range(len(state.names))],
        highlight=list(highlight), economy=state.goal == "gg",
    )
