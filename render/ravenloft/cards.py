"""The card an info command shows (``/cr card``, ``/cr hero``, ``/cr deck``): a hero's, a
monster's or villain's, a power's, a treasure's or encounter's, or the decks' sizes."""

from __future__ import annotations

from collections.abc import Callable

from render import theme
from render.ravenloft import style as S
from render.text import Pen, clip, fit, width, wrap
from rules.core.i18n import t
from rules.ravenloft.viewing import CardView

Draw = Callable[[Pen, int], None]

BAND = {
    "hero": (40, 90, 150), "monster": S.MONSTER, "villain": S.VILLAIN, "power": (40, 110, 80),
    "treasure": (150, 110, 30), "encounter": (90, 60, 110), "tile": (90, 84, 74), "decks": (60, 64, 76),
}
STAT_W = 92


def _stat_boxes(c: CardView, lang: str, room: float) -> list[tuple[int, float, float]]:
    """Each number's box: (row, x, width), as wide as its caption, in rows of ``room``."""
    out: list[tuple[int, float, float]] = []
    row, x = 0, 0.0
    for key, value in c.stats:
        w = max(STAT_W, width(t(lang, f"cr-pic-stat-{key}"), S.T_MIN) + 16, width(value, S.T_MED, True) + 16)
        if x and x + w > room:
            row, x = row + 1, 0.0
        out.append((row, x, w))
        x += w + 6
    return out


def card(c: CardView, lang: str) -> tuple[int, Draw]:
    """A card's height and a function drawing it at a given top."""
    inner = S.W - 2 * S.PAD - 24
    boxes = _stat_boxes(c, lang, inner)
    stat_rows = max((row for row, _, _ in boxes), default=-1) + 1
    blocks: list[tuple[str, list[str]]] = []
    for line in c.lines:
        caption = line.caption.get(lang) if line.caption else ""
        text = line.text.get(lang)
        first_room = inner - (width(caption + "  ", S.T_MIN, True) if caption else 0)
        words = wrap(text, S.T_MIN, first_room)
        if len(words) > 1:  # the lines after the first have the whole width
            rest = wrap(" ".join(words[1:]), S.T_MIN, inner)
            words = words[:1] + rest
        blocks.append((caption, words or [""]))
    title_h = S.T_BIG + 14 + (S.LINE if c.subtitle else 0)
    height = title_h + 10 + stat_rows * (2 * S.LINE + 10) + sum(len(w) * S.LINE + 6 for _, w in blocks) + 10

    def draw(p: Pen, top: int) -> None:
        band = BAND.get(c.kind, (60, 64, 76))
        p.draw.rounded_rectangle((S.PAD, top, S.W - S.PAD, top + height), 12, fill=theme.PANEL, outline=band, width=3)
        p.draw.rounded_rectangle((S.PAD, top, S.W - S.PAD, top + title_h), 12, fill=band)
        x = S.PAD + 12
        kind = t(lang, f"cr-pic-card-{c.kind}")
        if kind == c.title.get(lang):
            kind = ""
        kw = width(kind, S.T_MIN, True) + 12 if kind else 0
        title = c.title.get(lang)
        size = fit(title, S.T_BIG, inner - kw, True, S.T_MIN)
        p.text((x, top + 8), clip(title, size, inner - kw, True), size, theme.ink_on(band), bold=True)
        if kind:
            p.text((S.W - S.PAD - 12, top + 10), kind, S.T_MIN, theme.ink_on(band), bold=True, anchor="ra")
        if c.subtitle:
            p.text((x, top + S.T_BIG + 12), clip(c.subtitle.get(lang), S.T_MIN, inner), S.T_MIN, theme.ink_on(band))
        y = top + title_h + 10
        for (row, bx, bw), (key, value) in zip(boxes, c.stats):
            sx = x + bx
            sy = y + row * (2 * S.LINE + 10)
            p.draw.rounded_rectangle((sx, sy, sx + bw, sy + 2 * S.LINE + 4), 8, fill=(32, 34, 40))
            p.centre((sx + bw / 2, sy + S.LINE / 2 + 2), t(lang, f"cr-pic-stat-{key}"), S.T_MIN, theme.MUTED)
            p.centre((sx + bw / 2, sy + S.LINE * 1.5 + 2), clip(value, S.T_MED, bw - 8, True), S.T_MED, theme.TEXT,
                     bold=True)
        y += stat_rows * (2 * S.LINE + 10)
        for caption, lines in blocks:
            lx = x
            if caption:
                p.text((x, y), caption, S.T_MIN, theme.HIGHLIGHT, bold=True)
                lx = x + width(caption + "  ", S.T_MIN, True)
            for k, line in enumerate(lines):
                p.text((lx if k == 0 else x, y), clip(line, S.T_MIN, S.W - S.PAD - 12 - (lx if k == 0 else x)),
                       S.T_MIN, theme.TEXT)
                y += S.LINE
            y += 6

    return height + 10, draw
