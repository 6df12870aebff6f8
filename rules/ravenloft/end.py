"""Victory and defeat as each adventure states them (B44, B48, B68): the party wins when
every victory objective holds, and loses as soon as one defeat objective does."""

from __future__ import annotations

from rules.core import Event

from . import adventure_special
from .board import block_of
from .catalog import Catalog, Objective
from .chambers import cleared
from .dungeon import board
from .events import ev
from .state import CRState


def reached(state: CRState, cat: Catalog, o: Objective, starting: int | None = None) -> bool:
    """Whether objective ``o`` holds now; ``starting`` is the hero beginning a turn."""
    special = adventure_special.reached(state, cat, o)
    if special is not None:
        return special
    if o.kind == "start_turn_on":
        if starting is None:
            return False
        h = state.heroes[starting]
        if h.square is None or h.escaped or h.down:
            return False
        b = board(state, cat)
        return state.tiles[[t.uid for t in state.tiles].index(b.tile_of[block_of(h.square)])].tile == o.target
    if o.kind == "defeat":
        return state.flags.get("defeated", []).count(o.target) >= o.count
    if o.kind == "destroy":
        return state.flags.get("destroyed", []).count(o.target) >= o.count
    if o.kind == "pick_up":
        return any(o.target in h.carried for h in state.heroes)
    if o.kind == "escape":
        return all(h.escaped for h in state.heroes)
    if o.kind == "turns":
        return state.turn.number > o.count
    if o.kind == "guards":
        uids = state.flags.get("guards", {}).get(o.target, [])
        alive = {f.uid for f in state.figures}
        return bool(uids) and not any(u in alive for u in uids)
    if o.kind == "treasures_escaped":
        return sum(h.treasures for h in state.heroes if h.escaped) >= o.count
    if o.kind == "hp_tokens_gone":
        tokens = state.flags.get("hp_tokens", {})
        return o.target in tokens and tokens[o.target] == 0
    if o.kind == "chamber":
        return cleared(state)
    if o.kind == "flag":
        return bool(state.flags.get(o.target))
    return False


def check(state: CRState, cat: Catalog, starting: int | None = None) -> list[Event]:
    """End the game when the adventure's victory or defeat holds."""
    if state.over is not None:
        return []
    adventure = cat.adventures[state.adventure]
    for o in adventure.defeat:
        if reached(state, cat, o, starting):
            state.over = "defeat"
            state.over_reason = f"cr-defeat-{o.kind.replace('_', '-')}"
            return [ev("defeat", reason=o.kind, target=o.target, announce=True, kinds={"target": ""})]
    if adventure.victory and all(reached(state, cat, o, starting) for o in adventure.victory):
        last = adventure.victory[-1]
        state.over = "victory"
        state.over_reason = f"cr-victory-{last.kind.replace('_', '-')}"
        return [ev("victory", reason=last.kind, target=last.target, announce=True, kinds={"target": ""})]
    return []
