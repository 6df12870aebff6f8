"""A Mortebrume table in words: who holds the main, each fighter's place, facing and state, and
which enemies stand within 5 cm of each other (hidden designations stay hidden: the view's)."""

from __future__ import annotations

import math

from rules.core import i18n
from rules.mortebrume.board import label
from rules.mortebrume.model import MBView

#: enemies this close (cm) are told as a threat
NEAR_CM = 5.0


def cm(lang: str, value: float) -> str:
    """A length in centimetres to a tenth, with the reader's decimal mark."""
    text = f"{value:.1f}".removesuffix(".0")
    return text.replace(".", ",") if lang == "fr" else text


def describe(v: MBView, lang: str) -> list[str]:
    s = v.state
    t = i18n.t
    holder = s.names[s.holder] if 0 <= s.holder < len(s.names) else "?"
    lines = [t(lang, "alt-end") if s.result_winner is not None or s.result_reason else
             t(lang, "alt-mb-head", {"turn": s.turn, "player": holder})]
    placed = [f for f in s.fighters if f.placed]
    for f in placed:
        state = f.status if f.status != "ok" else ("wounded" if f.wounded else "ok")
        lines.append(t(lang, "alt-mb-fighter", {
            "name": label(f), "player": s.names[f.seat] if f.seat < len(s.names) else "?",
            "x": cm(lang, f.x / 100), "y": cm(lang, f.y / 100), "facing": round(f.facing / 10), "state": state}))
    standing = [f for f in placed if f.status == "ok"]
    for i, f in enumerate(standing):
        for o in standing[i + 1:]:
            if o.seat == f.seat:
                continue
            dist = math.hypot(f.x - o.x, f.y - o.y) / 100
            if dist <= NEAR_CM:
                lines.append(t(lang, "alt-within", {"who": label(f), "other": label(o), "cm": cm(lang, dist)}))
    return lines
