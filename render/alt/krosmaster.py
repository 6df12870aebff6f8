"""A Krosmaster board in words: whose activation, each side's characters with their squares and
PV, who stands next to an enemy, the K.O.s, and the purses."""

from __future__ import annotations

import re

from rules.core import i18n
from rules.krosmaster.model import KrosView, UnitView

from . import names_list

_CELL = re.compile(r"^([A-Z]+)(\d+)$")


def _xy(cell: str) -> tuple[int, int] | None:
    m = _CELL.match(cell)
    if not m:
        return None
    col = 0
    for ch in m.group(1):
        col = col * 26 + ord(ch) - 64
    return col, int(m.group(2))


def _label(u: UnitView) -> str:
    return u.label or u.name


def describe(v: KrosView, lang: str) -> list[str]:
    t = i18n.t
    current = next((u for u in v.units if u.id == v.current), None)
    player = v.names[v.active] if 0 <= v.active < len(v.names) else "?"
    lines = [t(lang, "alt-end") if v.winners or v.end_reason else
             t(lang, "alt-kros-head", {"turn": v.turn, "player": player,
                                       "unit": _label(current) if current else "none"})]
    standing = [u for u in v.units if u.pos and not u.ko]
    for seat, name in enumerate(v.names):
        mine = [t(lang, "alt-unit", {"name": _label(u), "square": u.pos,
                                     "hp": t(lang, "alt-pv", {"hp": max(u.pv - u.wounds, 0), "max": u.pv})})
                for u in standing if u.seat == seat]
        lines.append(t(lang, "alt-side", {"player": name, "names": names_list(lang, mine)}))
    team = v.team_of if len(v.team_of) == len(v.names) else list(range(len(v.names)))
    told: set[frozenset[str]] = set()
    for u in standing:
        here = _xy(u.pos or "")
        if here is None:
            continue
        foes = [o for o in standing if team[o.seat] != team[u.seat] and (xy := _xy(o.pos or ""))
                and abs(xy[0] - here[0]) + abs(xy[1] - here[1]) == 1 and frozenset((u.id, o.id)) not in told]
        told |= {frozenset((u.id, o.id)) for o in foes}
        foes = [_label(o) for o in foes]
        if foes:
            lines.append(t(lang, "alt-next-to", {"who": _label(u), "others": ", ".join(foes)}))
    out = [_label(u) for u in v.units if u.ko]
    if out:
        lines.append(t(lang, "alt-out", {"names": ", ".join(out)}))
    if v.economy:
        lines += [t(lang, "alt-kros-purse", {"player": name, "gg": v.gg[s] if s < len(v.gg) else 0,
                                             "kamas": v.kamas[s] if s < len(v.kamas) else 0})
                  for s, name in enumerate(v.names)]
    return lines
