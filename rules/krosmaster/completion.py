"""Krosmaster Arena: autocomplete suggestions (only legal values) and their labels."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rules.core import PlayerError

from .content import content
from .legal import legal_actions, prompted
from .model import (
    KrosState,
)
from .parsing import norm, resolve_unit, spell_id
from .table import Table
from .turns import Turns


def autocomplete(state: KrosState, seat: int | None, command: str, option: str, partial: str,
                 args: Mapping[str, str] | None = None) -> list[str]:
    """Only legal values: the spells the active character can cast now, the targets of the
    spell already typed, the spells of the unit already typed for ``reach``..."""
    p = partial.lower()
    typed = {k: v for k, v in (args or {}).items() if v}
    if command in ("card", "reach"):
        return info_autocomplete(state, seat, command, option, p, typed)
    if seat is None:
        return []
    if state.phase == "over" or seat != prompted(state):
        return []
    legal = legal_actions(state, seat)
    values: list[str] = []
    for act in legal:
        data = act.model_dump(mode="json")
        v: Any = None
        if command == "move" and data["type"] == "move" and option == "to":
            v = data["to"]
        elif command == "cast" and data["type"] == "cast":
            if option == "at" and "spell" in typed and spell_id(typed["spell"]) != data["spell"]:
                continue
            v = data.get(option)
        elif command == "punch" and data["type"] == "punch":
            v = data.get(option)
        elif command == "buy" and data["type"] in ("buy-gg", "buy-reward"):
            if option == "item":
                v = "gg" if data["type"] == "buy-gg" else str(data["pile"] + 1)
            elif option == "to" and data["type"] == "buy-reward":
                v = data["to"]
        elif command == "reveal" and data["type"] == "reveal" and option == "token":
            v = data["token"]
        elif command in ("activate", "deploy", "trigger") and data["type"] == command:
            v = data.get(option)
        elif command in ("tension", "gift") and data["type"] == command:
            v = state.names[data["player"]]
        elif command == "buy" and option == "victim" and data["type"] == "buy-gg" and data.get("victim") is not None:
            v = state.names[data["victim"]]
        elif command == "draft" and data["type"] == "draft":
            v = data["character"]
        elif command == "inspire" and data["type"] == "inspire" and option in ("die1", "die2"):
            v = data["targets"][int(option[-1]) - 1] or "kamas"
        if v is None:
            continue
        v = str(v)
        if v not in values and matches(state, command, option, v, p):
            values.append(v)
    return values[:25]


#: options whose values are units, read as their names
UNIT_OPTIONS = frozenset({"unit", "ally", "to"})


def suggestion_label(state: KrosState, command: str, option: str, value: str) -> str | None:
    """Units read as their names (``Reine des Tofus``), spells and rewards as theirs."""
    if option in UNIT_OPTIONS and not (command in ("move", "deploy") and option == "to"):
        label = Table(state).unit_name(value)
        if label == value and value in content().characters:  # a card of the box (the draft)
            return content().characters[value].name
        return label if label != value else None
    c = content()
    if option == "spell" and value in c.spells:
        return c.spells[value].name
    if option == "token" and value in c.rewards:
        return c.rewards[value].name
    if option == "character" and value in c.characters:
        return c.characters[value].name
    return None


def matches(state: KrosState, command: str, option: str, value: str, partial: str) -> bool:
    """Whether a suggestion fits what was typed: its id or its name starts with it."""
    if not partial or value.lower().startswith(partial):
        return True
    label = suggestion_label(state, command, option, value)
    return bool(label) and (norm(label).startswith(norm(partial)) or
                            any(norm(w).startswith(norm(partial)) for w in label.split()))


def info_autocomplete(state: KrosState, seat: int | None, command: str, option: str, p: str,
                       typed: Mapping[str, str]) -> list[str]:
    t = Turns(state)
    values: list[str] = []
    if option == "unit":
        values = [u.id for u in state.units if t.alive(u)]
        if command == "card":  # any character of the box, on the board or not (the draft's pool)
            shown = {u.ref for u in state.units}
            values += [x for x in dict.fromkeys([*state.draft_visible, *content().characters])
                       if x not in shown and x not in values]
    elif option == "spell":
        units = [u for u in state.units if t.alive(u)]
        if "unit" in typed:
            try:
                chosen = resolve_unit(state, seat, typed["unit"], any_seat=True)
            except PlayerError:
                chosen = ""
            units = [u for u in units if u.id == chosen] or units
        for u in units:
            for sid in t.spells(u):
                if sid not in values:
                    values.append(sid)
    return [v for v in values if matches(state, command, option, v, p)][:25]
