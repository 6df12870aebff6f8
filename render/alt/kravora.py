"""A Kravora table in words: whose turn, each fortress's wall and blood, its defenders and the
enemies at its gates with their lines and PV (Kravora hides nothing)."""

from __future__ import annotations

from rules.core import i18n
from rules.kravora.board import name
from rules.kravora.model import KravoraView, Unit

from . import names_list


def _unit(lang: str, u: Unit) -> str:
    return i18n.t(lang, "alt-kra-unit", {"unit": name(u.kind), "line": u.line, "pv": u.pv})


def describe(v: KravoraView, lang: str) -> list[str]:
    s = v.state
    t = i18n.t
    active = s.players[s.active].name if 0 <= s.active < len(s.players) else "?"
    lines = [t(lang, "alt-end") if s.winners else t(lang, "alt-kra-head", {"turn": s.turn, "player": active})]
    for p in s.players:
        defenders = sorted((u for u in p.units if u.defender), key=lambda u: u.line)
        enemies = sorted((u for u in p.units if not u.defender), key=lambda u: u.line)
        lines.append(t(lang, "alt-kra-player", {
            "player": p.name, "wall": p.wall, "blood": p.blood,
            "defenders": names_list(lang, [_unit(lang, u) for u in defenders]),
            "enemies": names_list(lang, [_unit(lang, u) for u in enemies])}))
    return lines
