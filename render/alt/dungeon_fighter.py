"""A Dungeon Fighter board in words: the room, the monster and its PV, who throws, the heroes'
PV."""

from __future__ import annotations

from rules.core import i18n
from rules.dungeon_fighter.model import DFView

from . import hp


def describe(v: DFView, lang: str) -> list[str]:
    t = i18n.t
    room = next((r for r in v.rooms if r.id == v.position), None)
    kind = i18n.t(lang, f"df-room-{room.kind}") if room is not None else ""
    where = f"{kind} {room.id.upper()}" if room is not None and not kind.startswith("df-room-") else (v.position or "—")
    lines = [t(lang, "alt-end") if v.won is not None else t(lang, "alt-df-head", {"room": where, "gold": v.gold})]
    c = v.combat
    if c is not None:
        thrower = next((h.name for h in v.heroes if h.seat == c.thrower), "?")
        lines.append(t(lang, "alt-df-monster", {"name": c.name, "hp": hp(lang, c.pv, c.max_pv), "who": thrower}))
    lines += [t(lang, "alt-df-hero", {"name": h.name, "hp": hp(lang, h.pv, h.max_pv),
                                      "fainted": "yes" if h.fainted else "no"}) for h in v.heroes if not h.out]
    return lines
