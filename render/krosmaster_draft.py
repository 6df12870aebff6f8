"""The draft's picture: the cards shown (the pool the player picks from) in full, then each
player's team so far, every card with its Niveau, Initiative, PM, PV, PA, powers and spells.
600 px wide like the board; every text at least the phone's minimum size."""

from __future__ import annotations

from typing import Any

from PIL import Image

from render import theme
from render.text import Pen, clip, wrap
from rules.core.i18n import t
from rules.krosmaster.content import content

WIDTH = 600
PAD = 12
T_MIN = theme.min_text(WIDTH)
T_MED = T_MIN + 2
T_BIG = T_MIN + 4
LINE = T_MIN + 6
GAP = 10
COLS = 2
CARD_W = (WIDTH - 2 * PAD - GAP) // COLS


def _range(lang: str, sp: Any) -> str:
    r = sp.range
    if r.kind in ("melee", "personal"):
        return t(lang, f"kros-pic-range-{r.kind}")
    return f"{r.min}-{r.max}"


def card_lines(ref: str, lang: str) -> list[tuple[str, int, bool, Any]]:
    """The lines of one character's card: (text, size, bold, colour), wrapped to the card."""
    out = []
    for text, size, bold, fill in _card_texts(ref, lang):
        out += [(line, size, bold, fill) for line in wrap(text, size, CARD_W - 20, bold)]
    return out


def _card_texts(ref: str, lang: str) -> list[tuple[str, int, bool, Any]]:
    c = content()
    ch = c.characters[ref]
    lines: list[tuple[str, int, bool, Any]] = [(ch.name, T_MED, True, theme.TEXT)]
    lines.append((t(lang, "kros-pic-card-stats", level=ch.level, init=ch.init, pm=ch.pm, pv=ch.pv, pa=ch.pa),
                  T_MIN, False, theme.TEXT))
    powers = ", ".join(t(lang, f"val-kros-power-{p}") for p in sorted(ch.powers))
    if powers:
        lines.append((t(lang, "kros-pic-card-powers", powers=powers), T_MIN, False, theme.MUTED))
    for sid in ch.spells:
        sp = c.spells[sid]
        lines.append((t(lang, "kros-pic-card-spell", spell=sp.name, pa=sp.cost_pa, range=_range(lang, sp),
                        value=sp.value if sp.value is not None else -1), T_MIN, False, theme.TEXT))
    return lines


def _card_height(ref: str, lang: str) -> int:
    return len(card_lines(ref, lang)) * LINE + 2 * 8


def _draw_card(p: Pen, x: int, y: int, ref: str, lang: str, colour: Any) -> None:
    h = _card_height(ref, lang)
    p.draw.rounded_rectangle((x, y, x + CARD_W, y + h), 8, fill=theme.PANEL, outline=colour, width=3)
    yy = y + 8
    for text, size, bold, fill in card_lines(ref, lang):
        p.text((x + 10, yy), clip(text, size, CARD_W - 20, bold), size, fill, bold)
        yy += LINE


def _grid_height(refs: list[str], lang: str) -> int:
    rows = [refs[i:i + COLS] for i in range(0, len(refs), COLS)]
    return sum(max(_card_height(r, lang) for r in row) + GAP for row in rows)


def _grid(p: Pen, y: int, refs: list[str], lang: str, colour: Any) -> int:
    for i in range(0, len(refs), COLS):
        row = refs[i:i + COLS]
        for k, ref in enumerate(row):
            _draw_card(p, PAD + k * (CARD_W + GAP), y, ref, lang, colour)
        y += max(_card_height(r, lang) for r in row) + GAP
    return y


def render_draft(v: dict[str, Any], lang: str) -> Image.Image:
    """The draft: the cards shown, then each player's picks."""
    colours = theme.kros_colours(v.get("mode", "duel"), v.get("team_of") or [], len(v["names"]))
    pool = list(v["draft_visible"])
    heads = LINE + T_BIG
    height = PAD + heads + _grid_height(pool, lang)
    for picks in v["picks"]:
        height += heads + (_grid_height(list(picks), lang) if picks else 0)
    img = Image.new("RGB", (WIDTH, height + PAD), theme.BACKGROUND)
    p = Pen(img)
    y = PAD
    p.text((PAD, y), clip(t(lang, "kros-pic-draft-pool", player=v["names"][v["active"]]), T_BIG, WIDTH - 2 * PAD,
                          True), T_BIG, theme.HIGHLIGHT, bold=True)
    y = _grid(p, y + heads, pool, lang, theme.HIGHLIGHT)
    for seat, picks in enumerate(v["picks"]):
        colour = colours[seat % len(colours)]
        p.draw.rectangle((PAD, y + 4, PAD + 6, y + T_BIG), fill=colour)
        p.text((PAD + 12, y), clip(t(lang, "kros-pic-draft-picks", player=v["names"][seat]), T_BIG,
                                   WIDTH - 2 * PAD - 12, True), T_BIG, theme.TEXT, bold=True)
        y = _grid(p, y + heads, list(picks), lang, colour) if picks else y + heads
    return img
