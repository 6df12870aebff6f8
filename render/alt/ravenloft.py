"""A Castle Ravenloft dungeon in words: the adventure, turn and phase, who plays, each hero and
monster on its square with its HP, who stands next to whom, XP and healing surges."""

from __future__ import annotations

from rules.core import i18n
from rules.ravenloft.viewing import RavenloftView

from . import hp, names_list


def describe(v: RavenloftView, lang: str) -> list[str]:
    t = i18n.t
    squares = {(tile.x + k, tile.y + r): name for tile in v.tiles
               for r, row in enumerate(tile.names) for k, name in enumerate(row) if name}

    def where(pos: tuple[int, int] | None) -> str:
        return squares.get(pos, "—") if pos is not None else "—"

    lines = [t(lang, "alt-end") if v.outcome else t(lang, "alt-cr-head", {
        "adventure": v.adventure.get(lang), "turn": v.turn, "phase": v.phase, "xp": v.xp, "surges": v.surges})]
    active = next((h for h in v.heroes if h.id == v.active), None)
    if active is not None:
        lines.append(t(lang, "alt-cr-active", {"hero": active.name.get(lang), "player": active.player or "?"}))
    heroes = [h for h in v.heroes if h.pos is not None and not h.escaped]
    lines += [t(lang, "alt-at", {"name": h.name.get(lang), "player": h.player or "?", "square": where(h.pos),
                                 "hp": hp(lang, h.hp, h.max_hp)}) for h in heroes]
    monsters = [m for m in v.monsters if m.pos is not None]
    heroes_by_id = {h.id: h.name.get(lang) for h in v.heroes}  # a monster's card is held by a hero
    lines += [t(lang, "alt-at", {"name": m.name.get(lang) + (f" {m.number}" if m.number else ""),
                                 "player": heroes_by_id.get(m.owner or "", "—"), "square": where(m.pos),
                                 "hp": hp(lang, m.hp, m.max_hp)})
              for m in monsters]
    for h in heroes:
        assert h.pos is not None
        near = [m.name.get(lang) + (f" {m.number}" if m.number else "") for m in monsters
                if m.pos is not None and max(abs(m.pos[0] - h.pos[0]), abs(m.pos[1] - h.pos[1])) == 1]
        if near:
            lines.append(t(lang, "alt-next-to", {"who": h.name.get(lang), "others": names_list(lang, near)}))
    return lines
