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
ROW_H = 28
TOKEN_H = 24
HEADER_H = 2 * (T + 10) + 8
LEGEND_H = 5 * (T + 6) + 4
LETTER = {"fantoche": "F", "sprinteur": "S", "caillasseur": "C", "long_bras": "L", "costaud": "Co",
          "rocailleur": "R"}
SEAT_RGB = [theme.BLUE, theme.VERMILION, (60, 170, 90), theme.PINK]
ENEMY_RGB = (215, 215, 205)
FROZEN_RGB = (70, 120, 170)
LABEL_W = 22  # the line number's column
LABELS = ("turn", "line", "tray", "wall", "blood", "kills", "shield", "out", "winner", "to-play", "frozen", "dice")


def _word(lang: str, key: str, **params: Any) -> str:
    return t(lang, f"kra-pic-{key}", params)


class Token:
    """Identical figures of a line drawn once with their count (« F1×3 »): kinds never hidden."""

    def __init__(self, unit: Unit, count: int) -> None:
        self.unit, self.count = unit, count
        self.label = f"{LETTER[unit.kind]}{unit.pv}" + (f"×{count}" if count > 1 else "")
        self.w = width(self.label, T, True) + 10


def _group(units: list[Unit]) -> list[Token]:
    """Enemies then defenders, by kind (the memo's order) and PV, identical figures merged."""
    order = list(LETTER)
    out: dict[tuple[Any, ...], list[Unit]] = {}
    for u in sorted(units, key=lambda u: (u.defender, order.index(u.kind), -u.pv, u.owner, u.id)):
        out.setdefault((u.defender, u.kind, u.pv, u.owner, u.defender and u.acted), []).append(u)
    return [Token(us[0], len(us)) for us in out.values()]


def _rows(units: list[Unit], room: int) -> list[list[Token]]:
    """The tokens of one line, wrapped into as many rows as they need (never a hidden unit)."""
    rows: list[list[Token]] = [[]]
    x = 0
    side = False
    for tok in _group(units):
        gap = 12 if tok.unit.defender and not side and rows[-1] else 3
        side = side or tok.unit.defender
        if rows[-1] and x + gap + tok.w > room:
            rows.append([])
            x, gap = 0, 0
        x += (gap if rows[-1] else 0) + tok.w
        rows[-1].append(tok)
    return rows


def _token(pen: Pen, x: int, y: int, tok: Token) -> None:
    u, w = tok.unit, tok.w
    if u.defender:
        colour = SEAT_RGB[u.owner % 4]
        outline = theme.LIGHT_INK if u.acted else theme.DARK_INK
        pen.draw.rectangle((x, y, x + w, y + TOKEN_H), fill=colour, outline=outline, width=2)
    else:
        colour = ENEMY_RGB
        outline = SEAT_RGB[u.owner % 4] if u.owner != WHITE else theme.DARK_INK
        pen.draw.rounded_rectangle((x, y, x + w, y + TOKEN_H), radius=10, fill=colour, outline=outline, width=2)
    pen.centre((x + w / 2, y + TOKEN_H / 2), tok.label, T, theme.ink_on(colour), bold=True)


def _units_rows(pen: Pen, x0: int, y: int, rows: list[list[Token]]) -> None:
    for row in rows:
        x = x0
        side = False
        for tok in row:
            if tok.unit.defender and not side and x > x0:
                x += 9
            side = side or tok.unit.defender
            _token(pen, x, y, tok)
            x += tok.w + 3
        y += ROW_H


def _line_rows(p: Player) -> dict[int, list[list[Token]]]:
    room = PANEL_W - 16 - LABEL_W
    return {line: _rows([u for u in p.units if u.line == line], room) for line in range(1, content().board.lines + 1)}


def panel_height(p: Player) -> int:
    """A panel's height: its lines take as many rows as their figures need."""
    rows = sum(len(r) for r in _line_rows(p).values()) if p.alive else content().board.lines
    return 2 * (T + 6) + (1 + rows) * ROW_H + 26 + T + 14


def _panel(pen: Pen, x: int, y: int, h: int, state: KravoraState, p: Player, lang: str) -> None:
    colour = SEAT_RGB[p.seat % 4]
    active = state.step not in ("over", "spend") and state.active == p.seat or p.seat in state.pending
    pen.draw.rectangle((x, y, x + PANEL_W, y + h), fill=theme.PANEL,
                       outline=theme.HIGHLIGHT if active else colour, width=3 if active else 2)
    ix = x + 8
    name = f"J{p.seat + 1} {p.name}"
    head = f"{p.blood}L · {_word(lang, 'kills', count=p.kills)}"
    if p.shields and p.alive:
        head += f" · {_word(lang, 'shield', count=p.shields)}"
    if not p.alive:
        head = ""
    pen.text((x + PANEL_W - 8, y + 5), head, T, theme.TEXT, anchor="ra")
    pen.text((ix, y + 5), clip(name, T, PANEL_W - 24 - width(head, T), True), T, theme.legible(colour, theme.PANEL),
             bold=True)
    ry = y + T + 12
    if not p.alive:
        pen.centre((x + PANEL_W / 2, y + h / 2), _word(lang, "out"), T + 4, theme.DANGER_TEXT, bold=True)
        return
    # the tray of arriving units, identical ones counted
    pen.text((ix, ry + TOKEN_H / 2), _word(lang, "tray"), T, theme.MUTED, anchor="lm")
    tx = ix + width(_word(lang, "tray"), T) + 8
    counts: dict[str, int] = {}
    for k in p.arriving:
        counts[k] = counts.get(k, 0) + 1
    tray = ", ".join(LETTER[k] + (f"×{c}" if c > 1 else "") for k, c in counts.items()) or "—"
    pen.text((tx, ry + TOKEN_H / 2), clip(tray, T, x + PANEL_W - 8 - tx), T, theme.TEXT, anchor="lm")
    ry += ROW_H
    frozen = {f.line for f in state.frozen if f.board == p.seat}
    for line, rows in _line_rows(p).items():
        rh = len(rows) * ROW_H
        pen.draw.line((ix, ry - 3, x + PANEL_W - 8, ry - 3), fill=theme.GRID)
        if line in frozen:  # Rochers: the line on ice
            pen.draw.rectangle((ix - 3, ry - 1, ix + LABEL_W - 6, ry + rh - ROW_H + TOKEN_H + 1), fill=FROZEN_RGB)
            pen.draw.rectangle((ix + LABEL_W - 4, ry - 2, x + PANEL_W - 6, ry + rh - ROW_H + TOKEN_H + 2),
                               fill=(38, 58, 80))
        pen.text((ix, ry + TOKEN_H / 2), str(line), T,
                 theme.LIGHT_INK if line in frozen else theme.HIGHLIGHT if line == 5 else theme.MUTED, bold=True,
                 anchor="lm")
        _units_rows(pen, ix + LABEL_W, ry, rows)
        ry += rh
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
    # the buildings, lit when built (their codes are explained in the legend)
    bx = ix
    for b in BUILDINGS:
        code = _word(lang, f"b-{b}")
        lit = p.has(b)
        w = width(code, T, lit) + 6
        if bx + w > x + PANEL_W - 6:
            break
        pen.text((bx, ry), code, T, theme.GOOD if lit else theme.MUTED, bold=lit)
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
    heights = [panel_height(p) for p in state.players]
    rows = [max(heights[r * 2:r * 2 + 2]) for r in range((state.n + 1) // 2)]
    h = HEADER_H + sum(rows) + len(rows) * GAP + GAP + LEGEND_H
    img = Image.new("RGB", (W, h), theme.BACKGROUND)
    pen = Pen(img)
    _header(pen, state, lang)
    for p in state.players:
        col, row = p.seat % 2, p.seat // 2
        y = HEADER_H + sum(rows[:row]) + row * GAP
        _panel(pen, GAP + col * (PANEL_W + GAP), y, rows[row], state, p, lang)
    _legend(pen, h - LEGEND_H, lang)
    return img


def _legend(pen: Pen, y: int, lang: str) -> None:
    """What the letters, the shapes and the building codes mean (unit and building names are the
    rulebook's in every language, as in the menus)."""
    names = [f"{LETTER[u.id]} {u.name}" for u in content().units]
    codes = [f"{_word(lang, f'b-{b}')} {t(lang, f'val-kra-b-{b}')}" for b in BUILDINGS]
    for row in (" · ".join(names[:3]), " · ".join(names[3:]), _word(lang, "legend"), " · ".join(codes[:4]),
                " · ".join(codes[4:])):
        pen.text((GAP, y), clip(row, T, W - 2 * GAP), T, theme.MUTED)
        y += T + 6


register_renderer("kravora", render)
