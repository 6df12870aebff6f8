"""Kravora's picture, drawn for a phone (640 px wide, every text readable at 400 px): a header
with the turn track, the turn's dice and calamity face and who is to play, then one panel per
fortress (two by two): the tray of arriving units, lines 1 to 5 from the farthest to the
fortress floor with every unit's kind and PV (enemies on the left, defenders in the owner's
colour on the right), frozen lines, the wall's ten points, blood, kills, Bouclier tokens and
the seven buildings."""

from __future__ import annotations

from typing import Any

from PIL import Image

from render import theme
from render.registry import register_renderer
from render.text import Pen, clip, width
from rules.core.i18n import t
from rules.kravora.content import BUILDINGS, content
from rules.kravora.model import WHITE, KravoraState, KravoraView, Player, Unit

W = 640
T = theme.min_text(W)  # 16 px
GAP = 8
PANEL_W = (W - 3 * GAP) // 2
ROW_H = 30
TOKEN_H = 24
HEADER_H = 2 * (T + 10) + 8
PANEL_H = 2 * (T + 6) + 6 * ROW_H + 26 + T + 14
LEGEND_H = 3 * (T + 6) + 4
LETTER = {"fantoche": "F", "sprinteur": "S", "caillasseur": "C", "long_bras": "L", "costaud": "Co",
          "rocailleur": "R"}
SEAT_RGB = [theme.BLUE, theme.VERMILION, (60, 170, 90), theme.PINK]
ENEMY_RGB = (215, 215, 205)
FROZEN_RGB = (70, 120, 170)
LABELS = ("turn", "line", "tray", "wall", "blood", "kills", "shield", "out", "winner", "to-play", "frozen", "dice")


def _word(lang: str, key: str, **params: Any) -> str:
    return t(lang, f"kra-pic-{key}", params)


def _token_w(u: Unit) -> int:
    return width(f"{LETTER[u.kind]}{u.pv}", T, True) + 10


def _token(pen: Pen, x: int, y: int, u: Unit, colour: tuple[int, int, int], outline: Any) -> int:
    label = f"{LETTER[u.kind]}{u.pv}"
    w = _token_w(u)
    if u.defender:
        pen.draw.rectangle((x, y, x + w, y + TOKEN_H), fill=colour, outline=outline, width=2)
    else:
        pen.draw.rounded_rectangle((x, y, x + w, y + TOKEN_H), radius=10, fill=colour, outline=outline, width=2)
    pen.centre((x + w / 2, y + TOKEN_H / 2), label, T, theme.ink_on(colour), bold=True)
    return w


def _units_row(pen: Pen, x0: int, x1: int, y: int, units: list[Unit], frozen: bool) -> None:
    """Enemies from the left, defenders from the right, ``+n`` for what does not fit."""
    if frozen:
        pen.draw.rectangle((x0 - 2, y - 3, x1 + 2, y + TOKEN_H + 3), fill=(38, 58, 80))
    foes = [u for u in units if not u.defender]
    mine = [u for u in units if u.defender]
    x = x0
    right = x1
    for u in reversed(mine):
        w = _token_w(u)
        if right - w < x0 + 40:
            break
        right -= w
        _token(pen, right, y, u, SEAT_RGB[u.owner % 4], theme.LIGHT_INK if u.acted else theme.DARK_INK)
        right -= 3
    for shown, u in enumerate(foes):
        w = _token_w(u)
        if x + w > right - 38 and shown < len(foes) - 1 or x + w > right - 4:
            pen.text((x + 2, y + TOKEN_H / 2), f"+{len(foes) - shown}", T, theme.HIGHLIGHT, bold=True, anchor="lm")
            return
        outline = SEAT_RGB[u.owner % 4] if u.owner != WHITE else theme.DARK_INK
        _token(pen, x, y, u, ENEMY_RGB, outline)
        x += w + 3


def _panel(pen: Pen, x: int, y: int, state: KravoraState, p: Player, lang: str) -> None:
    colour = SEAT_RGB[p.seat % 4]
    active = state.step not in ("over", "spend") and state.active == p.seat or p.seat in state.pending
    pen.draw.rectangle((x, y, x + PANEL_W, y + PANEL_H), fill=theme.PANEL,
                       outline=theme.HIGHLIGHT if active else colour, width=3 if active else 2)
    ix = x + 8
    name = f"J{p.seat + 1} {p.name}"
    head = f"{p.blood}L · {_word(lang, 'kills', count=p.kills)}"
    if p.shields:
        head += f" · {_word(lang, 'shield', count=p.shields)}"
    pen.text((x + PANEL_W - 8, y + 5), head, T, theme.TEXT, anchor="ra")
    pen.text((ix, y + 5), clip(name, T, PANEL_W - 24 - width(head, T), True), T, colour, bold=True)
    ry = y + T + 12
    if not p.alive:
        pen.centre((x + PANEL_W / 2, y + PANEL_H / 2), _word(lang, "out"), T + 4, theme.DANGER, bold=True)
        return
    # the tray of arriving units
    pen.text((ix, ry + TOKEN_H / 2), _word(lang, "tray"), T, theme.MUTED, anchor="lm")
    tx = ix + width(_word(lang, "tray"), T) + 8
    tray = ", ".join(LETTER[k] for k in p.arriving) or "—"
    pen.text((tx, ry + TOKEN_H / 2), clip(tray, T, x + PANEL_W - 8 - tx), T, theme.TEXT, anchor="lm")
    ry += ROW_H
    frozen = {f.line for f in state.frozen if f.board == p.seat}
    label_w = width("5", T, True) + 12
    for line in range(1, content().board.lines + 1):
        pen.draw.line((ix, ry - 3, x + PANEL_W - 8, ry - 3), fill=theme.GRID)
        if line in frozen:  # Rochers: the line number on ice
            pen.draw.rectangle((ix - 3, ry - 1, ix + label_w - 6, ry + TOKEN_H + 1), fill=FROZEN_RGB)
        pen.text((ix, ry + TOKEN_H / 2), str(line), T,
                 theme.LIGHT_INK if line in frozen else theme.HIGHLIGHT if line == 5 else theme.MUTED, bold=True,
                 anchor="lm")
        _units_row(pen, ix + label_w, x + PANEL_W - 8, ry, [u for u in p.units if u.line == line], line in frozen)
        ry += ROW_H
    # the wall: ten points
    total = content().board.wall
    wl = _word(lang, "wall", wall=p.wall, total=total)
    pen.text((ix, ry + 9), wl, T, theme.TEXT, bold=True, anchor="lm")
    bx = ix + width(wl, T, True) + 8
    seg = (x + PANEL_W - 8 - bx) / total
    for k in range(total):
        fill = (150, 110, 80) if k < p.wall else (60, 60, 66)
        pen.draw.rectangle((bx + k * seg + 1, ry, bx + (k + 1) * seg - 2, ry + 18), fill=fill)
    ry += 26
    # the buildings, lit when built
    bx = ix
    for b in BUILDINGS:
        code = _word(lang, f"b-{b}")
        lit = p.has(b)
        w = width(code, T, lit) + 6
        if bx + w > x + PANEL_W - 6:
            break
        pen.text((bx, ry), code, T, theme.GOOD if lit else (95, 98, 108), bold=lit)
        bx += w


def _header(pen: Pen, state: KravoraState, lang: str) -> None:
    y = 6
    pen.text((GAP, y), _word(lang, "turn", turn=state.turn), T, theme.TEXT, bold=True)
    x = GAP + width(_word(lang, "turn", turn=state.turn), T, True) + 10
    box = 30
    for k in range(1, 11):
        fill = theme.HIGHLIGHT if k == state.turn else (theme.GRID if k < state.turn else theme.PANEL)
        pen.draw.rectangle((x, y, x + box - 3, y + box - 3), fill=fill)
        pen.centre((x + (box - 3) / 2, y + (box - 3) / 2), str(k), T,
                   theme.DARK_INK if k == state.turn else theme.TEXT)
        x += box
    dice = " ".join(str(d) for d in state.dice) or "—"
    extra = _word(lang, "dice", dice=dice)
    if state.calamity:
        extra += " · " + t(lang, f"val-kra-face-{state.calamity}")
        if state.comets:
            extra += " " + ",".join(str(c) for c in state.comets)
    pen.text((x + 8, y), clip(extra, T, W - x - 8 - GAP), T, theme.TEXT)
    y += T + 12
    if state.step == "over":
        names = ", ".join(state.players[s].name for s in state.winners)
        pen.text((GAP, y), clip(_word(lang, "winner", players=names), T, W - 2 * GAP), T, theme.GOOD, bold=True)
        return
    seats = state.pending if state.step == "spend" else [state.active]
    names = ", ".join(state.players[s].name for s in seats)
    step = t(lang, f"val-kra-step-{state.step}")
    pen.text((GAP, y), clip(_word(lang, "to-play", players=names, step=step), T, W - 2 * GAP), T,
             theme.HIGHLIGHT, bold=True)


def render(view: KravoraView, locale: str = "fr") -> Image.Image:
    lang = "en" if locale.startswith("en") else "fr"
    state = view.state
    rows = (state.n + 1) // 2
    h = HEADER_H + rows * (PANEL_H + GAP) + GAP + LEGEND_H
    img = Image.new("RGB", (W, h), theme.BACKGROUND)
    pen = Pen(img)
    _header(pen, state, lang)
    for p in state.players:
        col, row = p.seat % 2, p.seat // 2
        _panel(pen, GAP + col * (PANEL_W + GAP), HEADER_H + row * (PANEL_H + GAP), state, p, lang)
    _legend(pen, h - LEGEND_H, lang)
    return img


def _legend(pen: Pen, y: int, lang: str) -> None:
    """What the letters and the shapes mean (unit names are the rulebook's in every language)."""
    names = [f"{LETTER[u.id]} {u.name}" for u in content().units]
    for row in (" · ".join(names[:3]), " · ".join(names[3:]), _word(lang, "legend")):
        pen.text((GAP, y), clip(row, T, W - 2 * GAP), T, theme.MUTED)
        y += T + 6


register_renderer("kravora", render)
