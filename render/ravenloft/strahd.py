"""The Strahd player's strip (variant strahd): his Menace and card counts for everyone, the
cards a reveal showed, and, in his own view only, his hand and the squares of the new tile
where he may put a monster. A view without his hand draws no card of it."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from render.ravenloft import style as S
from render.text import Pen, wrap
from rules.core.i18n import t
from rules.ravenloft.viewing import RavenloftView

Draw = Callable[[Pen, int], None]


def _w(lang: str, key: str, **params: Any) -> str:
    return t(lang, f"cr-pic-strahd-{key}", params)


def _card(card: Any, lang: str) -> str:
    if card.deck == "monster":
        text = _w(lang, "monster", name=card.name(lang), xp=card.xp)
        return text + (" — " + _w(lang, "cost", cost=card.cost) if card.cost else "")
    return _w(lang, "encounter", name=card.name(lang))


def grouped(cards: list[Any], lang: str) -> list[str]:
    """His hand in two lines at most before wrapping: the monsters, then the encounters, each by
    name with its count (« Goule ×3 »), not one line per card (a 55-card hand was 2,480 px tall)."""
    from collections import Counter

    out = []
    for deck, key in (("monster", "stat-monsters"), ("encounter", "stat-encounters")):
        names = Counter(_w(lang, "in-hand", name=c.name(lang), xp=c.xp, cost=c.cost or 0) if deck == "monster"
                        else c.name(lang) for c in cards if (c.deck == "monster") == (deck == "monster"))
        if names:
            items = [_w(lang, "times", card=n, count=k) for n, k in sorted(names.items())]
            out.append(_w(lang, "group", deck=t(lang, f"cr-pic-{key}"), cards=" · ".join(items)))
    return out


def panel(v: RavenloftView, lang: str) -> tuple[int, Draw | None]:
    """The strip's height and how to draw it (0 and ``None`` without the variant)."""
    s = v.strahd
    if s is None:
        return 0, None
    room = S.W - 2 * S.PAD
    lines: list[tuple[str, Any, bool]] = [
        (_w(lang, "menace", menace=s.menace) + " · " + _w(lang, "cards", encounters=s.encounters,
                                                           monsters=s.monsters), S.VILLAIN, True)]
    if s.known and s.hand is None:
        lines += [(x, S.VILLAIN, False) for x in wrap(_w(lang, "known", cards=", ".join(
            _card(c, lang) for c in s.known)), S.T_MIN, room)]
    if s.hand is not None:
        lines.append((_w(lang, "hand"), S.VILLAIN, True))
        lines += [(x, S.VILLAIN, False) for group in grouped(s.hand, lang) for x in wrap(group, S.T_MIN, room)]
        if s.squares:
            lines += [(x, S.VILLAIN, False) for x in wrap(_w(lang, "squares", squares=", ".join(s.squares)),
                                                          S.T_MIN, room)]
    height = len(lines) * S.LINE + 10

    def draw(p: Pen, top: int) -> None:
        p.draw.line((S.PAD, top + 2, S.W - S.PAD, top + 2), fill=S.VILLAIN, width=2)
        y = top + 8
        for text, colour, bold in lines:
            p.text((S.PAD, y), text, S.T_MIN, (225, 200, 240) if not bold else (240, 220, 255), bold=bold)
            y += S.LINE

    return height, draw
