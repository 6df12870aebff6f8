"""Around the dungeon: the header (adventure, turn, phase, environment), and below it the active
hero's card (HP, AC, speed, surge, conditions, powers used or not, items), the other heroes,
the key to the figures and markers, and the party's XP, surges and decks."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from render import theme
from render.ravenloft import style as S
from render.text import Pen, clip, width, wrap
from rules.core.i18n import t
from rules.ravenloft.viewing import HeroView, RavenloftView

Draw = Callable[[Pen, int], None]


def _w(lang: str, key: str, **params: Any) -> str:
    return t(lang, f"cr-pic-{key}", params)


# ---- header ----

def _environment_lines(v: RavenloftView, lang: str) -> list[str]:
    """The environment's name and text, wrapped inside its banner."""
    if v.environment is None:
        return []
    label = _w(lang, "environment", name=v.environment.get(lang))
    if v.environment_text is not None:
        label += " — " + v.environment_text.get(lang)
    return wrap(label, S.T_MIN, S.W - 2 * S.PAD - 16)


def header_height(v: RavenloftView) -> int:
    """The header's height, the same in both languages (the longer banner)."""
    lines = max(len(_environment_lines(v, lang)) for lang in ("fr", "en"))
    return S.HEAD + S.LINE + (lines * S.LINE + 6 if v.environment is not None else 0)


def header(p: Pen, v: RavenloftView, lang: str) -> None:
    right = _w(lang, "turn", turn=v.turn)
    rw = width(right, S.T_MED, True) + 16
    p.text((S.PAD, S.HEAD / 2), clip(v.adventure.get(lang), S.T_BIG, S.W - 2 * S.PAD - rw, True), S.T_BIG,
           theme.TEXT, bold=True, anchor="lm")
    p.text((S.W - S.PAD, S.HEAD / 2), right, S.T_MED, theme.MUTED, bold=True, anchor="rm")
    y = S.HEAD
    if v.outcome is not None:
        line, colour = _w(lang, f"outcome-{v.outcome}"), (theme.GOOD if v.outcome == "victory" else theme.DANGER)
    else:
        hero = next((h for h in v.heroes if h.id == v.active), None)
        who = f"{hero.name.get(lang)} ({hero.player})" if hero and hero.player else hero.name.get(lang) if hero else ""
        line, colour = _w(lang, f"phase-{v.phase}", hero=who), theme.HIGHLIGHT
    p.text((S.PAD, y), clip(line, S.T_MED, S.W - 2 * S.PAD, True), S.T_MED, colour, bold=True)
    y += S.LINE
    lines = _environment_lines(v, lang)
    if lines:
        p.draw.rounded_rectangle((S.PAD, y + 2, S.W - S.PAD, y + len(lines) * S.LINE + 2), 6, fill=(70, 40, 90))
        for k, line in enumerate(lines):
            p.text((S.PAD + 8, y + 2 + k * S.LINE + S.LINE / 2), clip(line, S.T_MIN, S.W - 2 * S.PAD - 16), S.T_MIN,
                   (235, 215, 255), anchor="lm")


# ---- the active hero's card ----

def _pill(p: Pen, x: float, y: float, label: str, fill: Any) -> float:
    """A rounded label; returns its right edge."""
    w = width(label, S.T_MIN, True) + 14
    p.draw.rounded_rectangle((x, y, x + w, y + S.T_MIN + 8), 8, fill=fill)
    p.text((x + 7, y + 4), label, S.T_MIN, theme.ink_on(fill), bold=True)
    return x + w


def _hp_bar(p: Pen, x: float, y: float, w: float, hp: int, max_hp: int) -> None:
    h = S.T_MIN + 6
    p.draw.rectangle((x, y, x + w, y + h), fill=(60, 30, 30))
    frac = max(0.0, min(1.0, hp / max_hp)) if max_hp else 0.0
    if frac:
        colour = theme.GOOD if frac > 0.5 else (220, 150, 40) if hp > 0 else theme.DANGER
        p.draw.rectangle((x, y, x + w * frac, y + h), fill=colour)


def _power_lines(h: HeroView, lang: str, col_w: float) -> list[tuple[str, bool]]:
    out = []
    for pw in h.powers:
        kind = _w(lang, f"power-{pw.kind.replace('_', '-')}")
        out.append((clip(f"{pw.name.get(lang)} · {kind}", S.T_MIN, col_w - 22), pw.used))
    return out


def hero_card(h: HeroView, lang: str) -> tuple[int, Draw]:
    """The card of the hero whose turn it is: its height and a function drawing it."""
    inner = S.W - 2 * S.PAD - 20
    col_w = inner / 2
    powers = _power_lines(h, lang, col_w)
    power_rows = (len(powers) + 1) // 2
    items = ", ".join(i.get(lang) for i in h.items) or "—"
    item_lines = wrap(_w(lang, "items", items=items), S.T_MIN, inner)[:3]
    marks = [(_w(lang, f"condition-{c}", hero_gender=h.gender), S.CONDITION.get(c, S.CURSE)) for c in h.conditions]
    marks += [(c.get(lang), S.CURSE) for c in h.curses]
    if h.escaped:
        marks.append((_w(lang, "escaped", hero_gender=h.gender), theme.GOOD))
    height = 12 + (S.T_BIG + 8) + (S.T_MIN + 14) + (S.T_MIN + 14 if marks else 0) \
        + ((power_rows + 1) * S.LINE + 4 if powers else 0) + len(item_lines) * S.LINE + 8

    def draw(p: Pen, top: int) -> None:
        colour = S.hero_colour(h.seat)
        p.draw.rounded_rectangle((S.PAD, top, S.W - S.PAD, top + height), 10, fill=theme.PANEL)
        p.draw.rounded_rectangle((S.PAD, top, S.PAD + 8, top + height), 4, fill=colour)
        x = S.PAD + 18
        y = top + 8
        title = h.name.get(lang)
        sub = " · ".join(s for s in (h.title.get(lang) if h.title else "", _w(lang, "level", level=h.level)) if s)
        p.text((x, y), title, S.T_BIG, theme.TEXT, bold=True)
        tx = x + width(title, S.T_BIG, True) + 10
        player = h.player
        pw = width(player, S.T_MIN) + 4 if player else 0
        p.text((tx, y + S.T_BIG - S.T_MIN), clip(sub, S.T_MIN, S.W - S.PAD - 10 - tx - pw), S.T_MIN, theme.MUTED)
        if player:
            p.text((S.W - S.PAD - 10, y + S.T_BIG - S.T_MIN), clip(player, S.T_MIN, 160), S.T_MIN, colour, anchor="ra")
        y += S.T_BIG + 8
        hp = _w(lang, "hp", hp=max(0, h.hp), max=h.max_hp)
        p.text((x, y + 3), hp, S.T_MIN, theme.TEXT, bold=True)
        bar_x = x + width(hp, S.T_MIN, True) + 10
        _hp_bar(p, bar_x, y + 2, 150, h.hp, h.max_hp)
        stats = _w(lang, "stats", ac=h.ac, speed=h.speed, surge=h.surge)
        if h.surges is not None:  # ACR2: each hero's own surges
            stats += " · " + _w(lang, "own-surges", count=h.surges)
        p.text((S.W - S.PAD - 10, y + 3), clip(stats, S.T_MIN, S.W - S.PAD - 20 - bar_x - 160), S.T_MIN,
               theme.TEXT, anchor="ra")
        y += S.T_MIN + 14
        if marks:
            px = x
            for label, fill in marks:
                if px + width(label, S.T_MIN, True) + 14 > S.W - S.PAD - 10:
                    break
                px = _pill(p, px, y, label, fill) + 6
            y += S.T_MIN + 14
        if powers:
            p.text((x, y), _w(lang, "powers"), S.T_MIN, theme.MUTED, bold=True)
            y += S.LINE
        for i, (label, used) in enumerate(powers):
            px = x + (i % 2) * col_w
            py = y + (i // 2) * S.LINE
            dot = (px + 7, py + S.T_MIN / 2 + 2)
            if used:
                p.draw.ellipse((dot[0] - 6, dot[1] - 6, dot[0] + 6, dot[1] + 6), outline=theme.MUTED, width=2)
                p.text((px + 18, py), label, S.T_MIN, theme.MUTED)
                lw = width(label, S.T_MIN)
                p.draw.line((px + 18, py + S.T_MIN * 0.6, px + 18 + lw, py + S.T_MIN * 0.6), fill=theme.MUTED, width=2)
            else:
                p.draw.ellipse((dot[0] - 6, dot[1] - 6, dot[0] + 6, dot[1] + 6), fill=theme.GOOD)
                p.text((px + 18, py), label, S.T_MIN, theme.TEXT)
        if powers:
            y += power_rows * S.LINE + 4
        for line in item_lines:
            p.text((x, y), clip(line, S.T_MIN, inner), S.T_MIN, theme.TEXT)
            y += S.LINE

    return height + 8, draw


# ---- the party, the key, the counters ----

def _hero_line(h: HeroView, lang: str) -> tuple[str, str]:
    state = _w(lang, "down") if h.hp <= 0 else _w(lang, "hp", hp=h.hp, max=h.max_hp)
    if h.escaped:
        state = _w(lang, "escaped", hero_gender=h.gender)
    elif h.surges is not None:
        state += " · " + _w(lang, "own-surges", count=h.surges)
    conds = ", ".join([_w(lang, f"condition-{c}", hero_gender=h.gender) for c in h.conditions]
                      + [c.get(lang) for c in h.curses])
    who = f"{h.name.get(lang)} ({h.player})" if h.player else h.name.get(lang)
    return who + (f" · {conds}" if conds else ""), state


def party(v: RavenloftView, lang: str) -> tuple[int, Draw]:
    """The other heroes, the figures' key, then XP, surges and decks."""
    others = [h for h in v.heroes if h.id != v.active]
    col_w = (S.W - 2 * S.PAD) / 2
    key: list[tuple[str, Any]] = []
    for m in v.monsters:
        owner = next((h.name.get(lang) for h in v.heroes if h.id == m.owner), "") if m.owner else ""
        name = m.name.get(lang) + (f" ({owner})" if owner else "")
        if m.max_hp > 1 or m.hp < m.max_hp:
            name = _w(lang, "hp", hp=m.hp, max=m.max_hp) + " · " + name
        key.append((f"{m.short(lang)} {name}", S.VILLAIN if m.villain else S.MONSTER))
    seen: set[str] = set()
    for mk in v.markers:
        label = f"{mk.letter(lang)} {mk.name.get(lang)}" if mk.side is None else mk.name.get(lang)
        if mk.count:
            label += f" ×{mk.count}"
        if label not in seen:
            seen.add(label)
            key.append((label, S.MARKER.get(mk.kind, S.MARKER_OTHER)))
    # two columns, or one when a line would not fit in half the width (never a clipped name)
    cols = 2 if all(width(label, S.T_MIN) <= col_w - 26 for label, _ in key) else 1
    key_rows = (len(key) + cols - 1) // cols
    counters = _w(lang, "party", xp=v.xp, surges=v.surges)
    if v.sun_left is not None:
        counters += " · " + (_w(lang, "sunset") if v.sunset else _w(lang, "sun", turns=v.sun_left))
    counters += "".join(" · " + note.get(lang) for note in v.notes)  # a variant's counters
    counter_lines = wrap(counters, S.T_MED, S.W - 2 * S.PAD, True)[:2]
    decks = ", ".join(_w(lang, f"deck-{k}", n=n) for k, n in v.decks.items())
    deck_lines = wrap(_w(lang, "decks", decks=decks), S.T_MIN, S.W - 2 * S.PAD) if v.decks else []
    height = len(others) * S.LINE + (6 if others else 0) + key_rows * S.LINE + (6 if key else 0) \
        + len(counter_lines) * S.LINE + len(deck_lines) * S.LINE + 6

    def draw(p: Pen, top: int) -> None:
        y = top
        for h in others:
            colour = S.hero_colour(h.seat)
            p.draw.ellipse((S.PAD, y + 3, S.PAD + 14, y + 17), fill=colour if h.hp > 0 else S.DOWN,
                           outline=(0, 0, 0))
            left, right = _hero_line(h, lang)
            rw = width(right, S.T_MIN) + 10
            fill = theme.MUTED if h.hp <= 0 or h.escaped else theme.TEXT
            p.text((S.PAD + 22, y), clip(left, S.T_MIN, S.W - 2 * S.PAD - 22 - rw), S.T_MIN, fill)
            p.text((S.W - S.PAD, y), right, S.T_MIN, theme.DANGER_TEXT if h.hp <= 0 else fill, anchor="ra")
            y += S.LINE
        if others:
            y += 6
        for i, (label, colour) in enumerate(key):
            x = S.PAD + (i % cols) * col_w
            yy = y + (i // cols) * S.LINE
            p.draw.rounded_rectangle((x, yy + 2, x + 14, yy + 16), 3, fill=colour, outline=(0, 0, 0))
            p.text((x + 20, yy), clip(label, S.T_MIN, col_w * (3 - cols) - 26), S.T_MIN, theme.TEXT)
        y += key_rows * S.LINE + (6 if key else 0)
        for line in counter_lines:
            p.text((S.PAD, y), clip(line, S.T_MED, S.W - 2 * S.PAD, True), S.T_MED, theme.HIGHLIGHT, bold=True)
            y += S.LINE
        for line in deck_lines:
            p.text((S.PAD, y), line, S.T_MIN, theme.MUTED)
            y += S.LINE

    return height, draw
