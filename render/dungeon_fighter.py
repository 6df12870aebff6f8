"""Dungeon Fighter's picture: the dungeon, the monster, the target with the landings, the heroes."""

from __future__ import annotations

import math
from typing import Any

from PIL import Image, ImageDraw

from render.registry import register_renderer
from render.theme import (
    BACKGROUND,
    DANGER,
    GOOD,
    GRID,
    HIGHLIGHT,
    MUTED,
    PANEL,
    TEXT,
    font,
    seat_colour,
    text_width,
)
from rules.core.i18n import t

W, H = 1100, 860
DIE_RGB = {"red": (222, 72, 72), "blue": (66, 135, 245), "green": (82, 190, 110), "white": (240, 240, 240)}
ROOM_RGB = {
    "normal": (96, 100, 112), "shop": (214, 170, 50), "fountain": (60, 170, 220),
    "treasure": (170, 120, 220), "perilous": (200, 70, 60),
}
#: the picture's words, from the game's Fluent catalogs (df-label-*)
LABEL_KEYS = (
    "pv", "dmg", "gold", "white", "phase-move", "phase-combat", "phase-camp", "phase-over", "dice", "tower",
    "leader", "defeated", "first", "fainted", "out", "blind", "drift", "target", "throws", "miss", "you", "boss",
    "stash", "seduced", "victory", "lost", "gauge",
)


class Words:
    """The catalog words of one language for a picture (names of abilities, throws, rooms...)."""

    def __init__(self, lang: str) -> None:
        self.lang = lang
        self.labels = {k: t(lang, f"df-label-{k}") for k in LABEL_KEYS}
        for kind in ("normal", "shop", "fountain", "treasure", "perilous"):
            self.labels[kind] = t(lang, f"df-room-{kind}")
        self.colon = " : " if lang == "fr" else ": "

    def __getitem__(self, key: str) -> str:
        return self.labels[key]

    def get(self, key: str, default: str) -> str:
        return self.labels.get(key, default)

    def _named(self, prefix: str, key: str) -> str:
        return t(self.lang, f"df-{prefix}-{key.replace('_', '-')}")

    def ability(self, kind: str) -> str:
        return self._named("ability", kind)

    def throw(self, kind: str) -> str:
        return self._named("throw", kind)

    def capacity(self, kind: str, value: int) -> str:
        return t(self.lang, f"df-capacity-{kind.replace('_', '-')}", {"value": value})

    def monster_type(self, kind: str) -> str:
        return self._named("type", kind)

    def outcome(self, kind: str) -> str:
        return self._named("outcome", kind)

    def reward(self, reward: str) -> str:
        kind, _, amount = reward.partition(":")
        return t(self.lang, f"df-reward-{kind}", {"amount": int(amount or 0)})

    def token(self, token: str, heroes: dict[int, str]) -> str:
        kind, _, seat = token.partition(":")
        word = t(self.lang, f"df-label-token-{kind}")
        return f"{word} ({heroes.get(int(seat), '?')})" if seat else word


ROMAN = {1: "I", 2: "II", 3: "III", 4: "IV", 5: "BOSS"}


def _fit(d: ImageDraw.ImageDraw, text: str, size: int, width: float, bold: bool = False) -> Any:
    """The largest font (down to 10 px) in which ``text`` fits ``width``."""
    for sz in range(size, 9, -1):
        f = font(sz, bold)
        if text_width(d, text, f) <= width:
            return f
    return font(10, bold)


def _wrap(d: ImageDraw.ImageDraw, text: str, f: Any, width: float) -> list[str]:
    lines: list[str] = []
    cur = ""
    for word in text.split(" "):
        test = f"{cur} {word}".strip()
        if cur and text_width(d, test, f) > width:
            lines.append(cur)
            cur = word
        else:
            cur = test
    return lines + ([cur] if cur else [])


def _arrow(d: ImageDraw.ImageDraw, a: tuple[float, float], b: tuple[float, float], colour: Any, width: int = 2) -> None:
    d.line([a, b], fill=colour, width=width)
    ang = math.atan2(b[1] - a[1], b[0] - a[0])
    for s in (-0.5, 0.5):
        d.line([b, (b[0] - 9 * math.cos(ang + s), b[1] - 9 * math.sin(ang + s))], fill=colour, width=width)


def _dungeon(d: ImageDraw.ImageDraw, v: Any, L: Words, x0: int, y0: int, w: int, h: int) -> None:
    d.rounded_rectangle([x0, y0, x0 + w, y0 + h], 10, fill=PANEL)
    nsides = len(v.sides)
    boss_w = 70
    sw = (w - boss_w - 20) / nsides
    centres: dict[str, tuple[float, float]] = {}
    cols_per_side = {}
    for r in v.rooms:
        cols_per_side[r.side] = max(cols_per_side.get(r.side, 0), r.col + 1)
    for i, name in enumerate(v.side_names):
        sx = x0 + 10 + i * sw
        d.text((sx + 4, y0 + 6), f"{i + 1}. {name}", font=font(14, True), fill=MUTED)
    for r in v.rooms:
        sx = x0 + 10 + r.side * sw
        cw = sw / cols_per_side[r.side]
        cx = sx + cw * (r.col + 0.5)
        cy = y0 + 34 + (h - 44) * (r.row + 0.5) / r.rows
        centres[r.id] = (cx, cy)
    centres["boss"] = (x0 + w - boss_w / 2 - 6, y0 + h / 2 + 10)
    for a, b in v.arrows:
        if a in centres and b in centres:
            pa, pb = centres[a], centres[b]
            dist = math.hypot(pb[0] - pa[0], pb[1] - pa[1]) or 1
            ux, uy = (pb[0] - pa[0]) / dist, (pb[1] - pa[1]) / dist
            hot = a == v.position and b in v.next_rooms
            _arrow(d, (pa[0] + ux * 28, pa[1] + uy * 22), (pb[0] - ux * 28, pb[1] - uy * 22),
                   HIGHLIGHT if hot else GRID, 3 if hot else 2)
    for r in v.rooms:
        cx, cy = centres[r.id]
        fill = ROOM_RGB.get(r.kind, GRID)
        outline = HIGHLIGHT if r.id == v.position else (TEXT if r.id in v.next_rooms else BACKGROUND)
        d.rounded_rectangle([cx - 26, cy - 20, cx + 26, cy + 20], 6, fill=fill,
                            outline=outline, width=4 if r.id == v.position else 2)
        d.text((cx, cy - 8), r.id, font=font(15, True), fill=(20, 20, 24), anchor="mm")
        tag = {"shop": "$", "fountain": "~", "perilous": "!"}.get(r.kind, "")
        if r.kind == "treasure" and r.reward:
            tag = L.reward(r.reward)
        if r.visited and r.id != v.position:
            tag = (tag + " ✓").strip()
        d.text((cx, cy + 9), tag, font=_fit(d, tag, 11, 50, True), fill=(20, 20, 24), anchor="mm")
    bx, by = centres["boss"]
    d.rounded_rectangle([bx - 32, by - 26, bx + 32, by + 26], 8, fill=(120, 20, 30),
                        outline=HIGHLIGHT if v.position == "boss" else TEXT, width=3)
    d.text((bx, by), L["boss"], font=font(15, True), fill=TEXT, anchor="mm")
    # legend
    lx = x0 + 10
    ly = y0 + h - 18
    for kind in ("normal", "shop", "fountain", "treasure", "perilous"):
        d.rectangle([lx, ly, lx + 12, ly + 12], fill=ROOM_RGB[kind])
        d.text((lx + 16, ly - 2), L[kind], font=font(13), fill=MUTED)
        lx += 24 + text_width(d, L[kind], font(13))


def _monster(d: ImageDraw.ImageDraw, v: Any, L: Words, x0: int, y0: int, w: int, h: int) -> None:
    d.rounded_rectangle([x0, y0, x0 + w, y0 + h], 10, fill=PANEL)
    tower = "  ".join(f"{ROMAN[i + 1]}:{n}" for i, n in enumerate(v.tower))
    d.text((x0 + 12, y0 + h - 26), f"{L['tower']} {tower}   {L['gold']} {v.gold}   {v.white} {L['white']}",
           font=font(16, True), fill=TEXT)
    cb = v.combat
    if cb is None:
        d.text((x0 + 12, y0 + 12), L.get(f"phase-{v.phase}", v.phase), font=font(22, True), fill=MUTED)
        from rules.dungeon_fighter.content import content

        c = content()
        yy = y0 + 44
        for title, cards in ((L["shop"], v.shop), (L["stash"], v.stash)):
            if cards:
                names = ", ".join(f"{c.equipment[i].name} ({c.equipment[i].cost})" if title == L["shop"]
                                  else c.equipment[i].name for i in cards)
                for line in _wrap(d, f"{title}{L.colon}{names}", font(15), w - 24)[:3]:
                    d.text((x0 + 12, yy), line, font=font(15), fill=TEXT)
                    yy += 19
        if v.phase == "over":
            word = L["victory"] if v.won else L["lost"]
            title = t(L.lang, f"df-title-{v.title}") if v.title else ""
            d.text((x0 + 12, yy + 6), f"{word} {v.score if v.score is not None else ''} {title}".strip(),
                   font=font(20, True), fill=HIGHLIGHT if v.won else DANGER)
        return
    d.text((x0 + 12, y0 + 10), cb.name, font=font(24, True), fill=DANGER if cb.boss else TEXT)
    d.text((x0 + w - 12, y0 + 14), f"{ROMAN.get(cb.level, '')} · {L.monster_type(cb.type)}", font=font(16),
           fill=MUTED, anchor="ra")
    bar_w = w - 24
    frac = cb.pv / cb.max_pv if cb.max_pv else 0
    d.rectangle([x0 + 12, y0 + 46, x0 + 12 + bar_w, y0 + 74], fill=(70, 30, 30))
    d.rectangle([x0 + 12, y0 + 46, x0 + 12 + bar_w * frac, y0 + 74], fill=DANGER)
    d.text((x0 + 12 + bar_w / 2, y0 + 60), f"{cb.pv} / {cb.max_pv} {L['pv']}", font=font(18, True), fill=TEXT, anchor="mm")
    line = f"{L['dmg']} {cb.damage}   {L['gold']} {cb.gold}"
    d.text((x0 + 12, y0 + 82), line, font=font(17), fill=TEXT)
    if cb.capacity:
        cap = L.capacity(cb.capacity, cb.capacity_value)
        if "ritournelle" in cb.tokens:
            cap += " ✗"
        left = x0 + 24 + text_width(d, line, font(17))
        d.text((x0 + w - 12, y0 + 84), cap, font=_fit(d, cap, 15, x0 + w - 12 - left, True), fill=DANGER, anchor="ra")
    if cb.throws:
        text = f"{L['throws']}{L.colon}" + ", ".join(L.throw(x) for x in cb.throws)
        d.text((x0 + 12, y0 + 108), text, font=_fit(d, text, 16, w - 24, True), fill=HIGHLIGHT)
    dx = x0 + 12
    d.text((dx, y0 + 136), f"{L['dice']}:", font=font(17, True), fill=TEXT)
    dx += 60
    for die in cb.dice:
        d.rounded_rectangle([dx, y0 + 132, dx + 28, y0 + 160], 5, fill=DIE_RGB[die], outline=BACKGROUND)
        dx += 36
    if cb.tokens:
        names = {h.seat: h.name for h in v.heroes}
        text = " · ".join(L.token(tk, names) for tk in cb.tokens)
        d.text((dx + 10, y0 + 136), text, font=_fit(d, text, 15, x0 + w - dx - 22), fill=GOOD)
    name = next((h.name for h in v.heroes if h.seat == cb.thrower), "?")
    if v.phase == "over":
        d.text((x0 + 12, y0 + 168), L["victory"] if v.won else L["lost"], font=font(20, True),
               fill=HIGHLIGHT if v.won else DANGER)
    else:
        d.text((x0 + 12, y0 + 168), f"→ {name}", font=font(18, True), fill=seat_colour(cb.thrower))


def _target(d: ImageDraw.ImageDraw, v: Any, L: Words, x0: int, y0: int, size: int) -> None:
    from rules.dungeon_fighter.throw import HOLES, RINGS

    d.rounded_rectangle([x0, y0, x0 + size, y0 + size], 10, fill=PANEL)
    cx, cy = x0 + size / 2, y0 + size / 2 + 8
    scale = (size - 70) / 200
    shades = [(120, 60, 40), (150, 90, 50), (175, 120, 70), (195, 150, 95), (210, 180, 120), (220, 200, 150)]
    for (outer, val), shade in zip(reversed(RINGS), shades):
        r = outer * scale
        d.ellipse([cx - r, cy - r, cx + r, cy + r], fill=shade, outline=(60, 40, 30), width=2)
    prev = 0.0
    for outer, val in RINGS:
        mid = (prev + outer) / 2 if prev else 0
        d.text((cx, cy - mid * scale), str(val), font=font(15, True), fill=(40, 25, 20), anchor="mm")
        prev = outer
    for hx, hy, hr in HOLES:
        d.ellipse([cx + (hx - hr) * scale, cy - (hy + hr) * scale, cx + (hx + hr) * scale, cy - (hy - hr) * scale],
                  fill=(15, 15, 18))
    # the aim grid: columns A-K, rows 1-11 (20 units a square)
    for i in range(11):
        gx = cx + (-100 + 20 * i) * scale
        gy = cy - (100 - 20 * i) * scale
        d.text((gx, y0 + 14), chr(65 + i), font=font(12, True), fill=MUTED, anchor="mm")
        d.text((x0 + 12, gy), str(i + 1), font=font(12, True), fill=MUTED, anchor="mm")
        d.line([(gx, y0 + 24), (gx, y0 + 30)], fill=MUTED)
    d.text((cx, y0 + size - 10), f"▲ {L['target']}", font=font(13), fill=MUTED, anchor="mm")
    if v.pending == "df-gauge":
        d.text((x0 + 10, y0 + size - 46), L["gauge"], font=_fit(d, L["gauge"], 14, size - 20, True), fill=HIGHLIGHT)
    cb = v.combat
    if cb is not None:
        if cb.drift is None:
            d.text((x0 + size - 10, y0 + size - 28), L["blind"], font=font(13, True), fill=HIGHLIGHT, anchor="rm")
        else:
            ddx, ddy = cb.drift
            if abs(ddx) + abs(ddy) > 0.5:
                _arrow(d, (cx, cy), (cx + ddx * scale * 2, cy - ddy * scale * 2), (90, 200, 255), 3)
            d.text((x0 + size - 10, y0 + size - 28), f"{L['drift']} ({ddx / 20:+.1f} ; {ddy / 20:+.1f})",
                   font=font(13, True), fill=(90, 200, 255), anchor="rm")
    marks = list(v.landings)
    for k, m in enumerate(marks):
        px = cx + max(-108, min(108, m.x)) * scale
        py = cy - max(-106, min(106, m.y)) * scale
        last = k == len(marks) - 1
        r = 11 if last else 7
        colour = DIE_RGB[m.die]
        d.rectangle([px - r, py - r, px + r, py + r], fill=colour if last else None, outline=colour, width=3)
        if last:
            face = "★" if m.face == 6 else str(m.face)
            d.text((px, py), face, font=font(14, True), fill=(10, 10, 10), anchor="mm")
            label = f"{m.zone}" if m.outcome == "hit" else f"{L['miss']}{L.colon}{L.outcome(m.outcome)}"
            right = px + 16 + text_width(d, label, font(16, True)) > x0 + size - 4
            d.text((px - 16 if right else px + 16, py - 16), label, font=font(16, True), fill=TEXT,
                   stroke_width=2, stroke_fill=(0, 0, 0), anchor="ra" if right else "la")


def _heroes(d: ImageDraw.ImageDraw, v: Any, L: Words, x0: int, y0: int, w: int, h: int) -> None:
    n = max(1, len(v.heroes))
    per_row = 3 if n > 3 else n
    rows = (n + per_row - 1) // per_row
    cw = (w - 10 * (per_row - 1)) / per_row
    ch = (h - 10 * (rows - 1)) / rows
    for k, hero in enumerate(v.heroes):
        x = x0 + (k % per_row) * (cw + 10)
        y = y0 + (k // per_row) * (ch + 10)
        colour = seat_colour(hero.seat)
        active = v.combat is not None and v.combat.thrower == hero.seat
        d.rounded_rectangle([x, y, x + cw, y + ch], 10, fill=PANEL, outline=HIGHLIGHT if active else colour,
                            width=4 if active else 2)
        tags = []
        if hero.seat == v.leader:
            tags.append(f"{L['leader']}{' (' + L['defeated'] + ')' if v.leader_defeated else ''}")
        if hero.seat == v.first:
            tags.append(L["first"])
        if hero.seat == v.seat:
            tags.append(L["you"])
        tag_text = " · ".join(tags)
        title = f"{hero.seat + 1}. {hero.name}"
        f_tags = _fit(d, tag_text, 13, (cw - 28) / 2, True)
        tag_w = text_width(d, tag_text, f_tags) if tags else 0
        d.text((x + 10, y + 6), title, font=_fit(d, title, 18, cw - 28 - tag_w, True), fill=colour)
        if tags:
            d.text((x + cw - 10, y + 9), tag_text, font=f_tags, fill=HIGHLIGHT, anchor="ra")
        status = L["out"] if hero.out else (L["fainted"] if hero.fainted else "")
        bw = cw - 20
        d.rectangle([x + 10, y + 32, x + 10 + bw, y + 50], fill=(40, 60, 45))
        d.rectangle([x + 10, y + 32, x + 10 + bw * hero.pv / 9, y + 50], fill=GOOD)
        if hero.max_pv < 9:
            d.rectangle([x + 10 + bw * hero.max_pv / 9, y + 32, x + 10 + bw, y + 50], fill=(30, 30, 34))
        d.text((x + 10 + bw / 2, y + 41), f"{hero.pv}/{hero.max_pv} {L['pv']} {status}", font=font(14, True),
               fill=TEXT, anchor="mm")
        yy = y + 56
        for col in ("red", "blue", "green"):
            d.rounded_rectangle([x + 10, yy, x + 24, yy + 14], 3, fill=DIE_RGB[col])
            kind, _, val = hero.abilities[col].partition(":")
            text = L.ability(kind) + (f" {val}" if val else "")
            f14 = _fit(d, text, 14, cw - 40)
            d.text((x + 30, yy - 2), text, font=f14, fill=MUTED if col in hero.scars else TEXT)
            if col in hero.scars:
                d.line([(x + 8, yy + 7), (x + 30 + text_width(d, text, f14), yy + 7)], fill=DANGER, width=3)
            yy += 18
        from rules.dungeon_fighter.content import content

        c = content()
        eq = ", ".join([c.equipment[e].name for e in hero.equipment]
                       + [f"♥ {c.monsters[m].name}" for m in hero.seduced]) or "—"
        for line in _wrap(d, eq, font(13), cw - 20):
            if yy + 18 > y + ch:
                break
            d.text((x + 10, yy + 2), line, font=font(13), fill=MUTED)
            yy += 16


def render(view: Any, locale: str = "fr") -> Image.Image:
    """Draw a :class:`rules.dungeon_fighter.model.DFView`."""
    L = Words("en" if (locale or "fr")[:2] == "en" else "fr")
    img = Image.new("RGB", (W, H), BACKGROUND)
    d = ImageDraw.Draw(img)
    _dungeon(d, view, L, 10, 10, W - 20, 250)
    _monster(d, view, L, 10, 270, 620, 230)
    _target(d, view, L, 640, 270, 450)
    _heroes(d, view, L, 10, 510, 620, H - 520)
    return img


register_renderer("dungeon_fighter", render)
