"""Dungeon Fighter's picture, drawn for a phone (640 px wide, every text readable at 400 px):
the dungeon map on top, the monster beside the target with the landings, then the heroes'
cards two by two, and the party's tower, gold and white dice at the bottom."""

from __future__ import annotations

from typing import Any

from PIL import Image

from render import layers, theme
from render.df_board import (
    DIE_RGB,
    ROOM_KINDS,
    MapLayout,
    TargetLayout,
    draw_blindfold,
    draw_map,
    draw_marks,
    draw_target,
)
from render.registry import register_renderer
from render.text import Pen, clip, fit, width, wrap
from rules.core.i18n import t

W = 640
T_MIN = theme.min_text(W)  # 16 px
GAP = 10
TARGET = 300
#: the target, and below it a line for the push (or the blindfold)
MIDDLE_H = TARGET + T_MIN + 14
CARD_LINE = T_MIN + 5
#: the picture's words, from the game's Fluent catalogs (df-label-*)
LABEL_KEYS = (
    "pv", "dmg", "gold", "phase-move", "phase-combat", "phase-camp", "phase-over", "dice", "tower",
    "leader", "defeated", "first", "fainted", "out", "blind", "drift", "target", "throws", "miss", "you", "boss",
    "stash", "seduced", "victory", "lost", "gauge", "no-taker", "blindfold", "blindfold-note",
)
ROMAN = {1: "I", 2: "II", 3: "III", 4: "IV", 5: "BOSS"}


class Words:
    """The catalog words of one language for a picture (names of abilities, throws, rooms...)."""

    def __init__(self, lang: str) -> None:
        self.lang = lang
        self.labels = {k: t(lang, f"df-label-{k}") for k in LABEL_KEYS}
        for kind in ROOM_KINDS:
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


_WORDS = {lang: Words(lang) for lang in ("fr", "en")}


def _lines(p: Pen, x: float, y: float, text: str, size: int, room: float, fill: Any, bold: bool = False,
           most: int = 3) -> float:
    """``text`` wrapped in at most ``most`` lines (the last cut with an ellipsis); the next y."""
    lines = wrap(text, size, room, bold)
    if len(lines) > most:
        lines = lines[:most - 1] + [clip(" ".join(lines[most - 1:]), size, room, bold)]
    for line in lines:
        p.text((x, y), clip(line, size, room, bold), size, fill, bold)
        y += size + 5
    return y


def _monster(p: Pen, v: Any, L: Words, x0: int, y0: int, w: int, h: int) -> None:
    p.draw.rounded_rectangle([x0, y0, x0 + w, y0 + h], 10, fill=theme.PANEL)
    room = w - 20
    x = x0 + 10
    cb = v.combat
    if v.highlight:  # the card info command: the card's whole text
        from rules.dungeon_fighter.cards import card_params

        y = y0 + 10
        for item in v.highlight:
            y = _lines(p, x, y, t(L.lang, "df-card-text", card_params(item)), T_MIN + 2, room, theme.HIGHLIGHT, True, 9)
        return
    if cb is None:
        y = _lines(p, x, y0 + 10, L.get(f"phase-{v.phase}", v.phase), T_MIN + 4, room, theme.MUTED, True, 2)
        from rules.dungeon_fighter.cards import card_params
        from rules.dungeon_fighter.content import content

        c = content()
        if v.shop:
            y = _lines(p, x, y + 4, f"{L['shop']}{L.colon}", T_MIN, room, theme.TEXT, True, 1)
            for i in v.shop:
                card = c.equipment[i]
                line = f"{card.name} ({card.cost}) {t(L.lang, 'df-card-short', card_params(i, effects=False))}"
                if not _carried(v, card.kind):
                    line += f" · {L['no-taker']}"
                y = _lines(p, x + 8, y, line, T_MIN, room - 8, theme.TEXT, most=2)
        if v.stash:
            names = ", ".join(c.equipment[i].name for i in v.stash)
            y = _lines(p, x, y + 4, f"{L['stash']}{L.colon}{names}", T_MIN, room, theme.TEXT, most=4)
        if v.phase == "over":
            _outcome(p, v, L, x, y + 6, room)
        return
    size = fit(cb.name, T_MIN + 6, room, True, T_MIN)
    p.text((x, y0 + 8), clip(cb.name, size, room, True), size, theme.DANGER_TEXT if cb.boss else theme.TEXT, bold=True)
    y = y0 + 14 + size
    kind = f"{ROMAN.get(cb.level, '')} · {L.monster_type(cb.type)}"
    p.text((x, y), clip(kind, T_MIN, room), T_MIN, theme.MUTED)
    y += T_MIN + 8
    frac = cb.pv / cb.max_pv if cb.max_pv else 0
    p.draw.rectangle([x, y, x + room, y + T_MIN + 10], fill=(70, 30, 30))
    p.draw.rectangle([x, y, x + room * frac, y + T_MIN + 10], fill=theme.DANGER_DARK)
    p.centre((x + room / 2, y + (T_MIN + 10) / 2), f"{cb.pv} / {cb.max_pv} {L['pv']}", T_MIN + 1, theme.TEXT, True)
    y += T_MIN + 16
    p.text((x, y), f"{L['dmg']} {cb.damage} · {L['gold']} {cb.gold}", T_MIN, theme.TEXT, bold=True)
    y += T_MIN + 6
    if cb.capacity:
        cap = L.capacity(cb.capacity, cb.capacity_value) + (" ✗" if "ritournelle" in cb.tokens else "")
        y = _lines(p, x, y, cap, T_MIN, room, theme.DANGER_TEXT, True, 2)
    if cb.throws:
        text = f"{L['throws']}{L.colon}" + ", ".join(L.throw(k) for k in cb.throws)
        y = _lines(p, x, y, text, T_MIN, room, theme.HIGHLIGHT, True, 2)
    dx = x + width(L["dice"], T_MIN, True) + 8
    p.text((x, y + 2), L["dice"], T_MIN, theme.TEXT, bold=True)
    for die in cb.dice:
        p.draw.rounded_rectangle([dx, y, dx + 22, y + 22], 4, fill=DIE_RGB[die], outline=theme.BACKGROUND)
        dx += 28
    y += 30
    if cb.tokens:
        names = {h.seat: h.name for h in v.heroes}
        y = _lines(p, x, y, " · ".join(L.token(tk, names) for tk in cb.tokens), T_MIN, room, theme.GOOD, most=2)
    bottom = y0 + h - T_MIN - 12
    if v.pending == "df-gauge":
        lines = wrap(L["gauge"], T_MIN, room, True)
        lines = lines[:1] + [clip(" ".join(lines[1:]), T_MIN, room, True)] if len(lines) > 1 else lines
        _lines(p, x, bottom - len(lines) * (T_MIN + 5) - 4, " ".join(lines), T_MIN, room, theme.HIGHLIGHT, True, 2)
    if v.phase == "over":
        _outcome(p, v, L, x, bottom - (2 * (T_MIN + 7) if v.won else 0), room)
    else:
        name = next((hero.name for hero in v.heroes if hero.seat == cb.thrower), "?")
        p.text((x, bottom), clip(f"→ {name}", T_MIN + 2, room, True), T_MIN + 2, theme.df_colour(cb.thrower),
               bold=True)


def _outcome(p: Pen, v: Any, L: Words, x: float, y: float, room: float) -> float:
    """Victory with the score and the party's title, or defeat."""
    word = L["victory"] if v.won else L["lost"]
    title = t(L.lang, f"df-title-{v.title}") if v.title else ""
    text = f"{word} {v.score if v.score is not None else ''} · {title}" if v.won else word
    return _lines(p, x, y, text, T_MIN + 2, room, theme.HIGHLIGHT if v.won else theme.DANGER_TEXT, True, 3)


def _carried(v: Any, kind: str) -> bool:
    """Some hero (not angelic) has a free slot of ``kind`` (a weapon, an armour, a magic item)."""
    from rules.dungeon_fighter.content import content

    c = content()
    return any(not h.out and sum(1 for e in h.equipment if c.equipment[e].kind == kind) < h.slots.get(kind, 0)
               for h in v.heroes)


def _equipment(hero: Any) -> str:
    from rules.dungeon_fighter.content import content

    c = content()
    return ", ".join([c.equipment[e].name for e in hero.equipment]
                     + [f"♥ {c.monsters[m].name}" for m in hero.seduced]) or "—"


def _card_h(hero: Any, cw: float) -> int:
    eq_lines = min(2, len(wrap(_equipment(hero), T_MIN, cw - 20)))
    return 8 + (T_MIN + 8) + (T_MIN + 12) + 3 * CARD_LINE + eq_lines * CARD_LINE + 8


def _hero(p: Pen, v: Any, L: Words, hero: Any, x: float, y: float, cw: float, ch: float) -> None:
    colour = theme.df_colour(hero.seat)
    active = v.combat is not None and v.combat.thrower == hero.seat
    p.draw.rounded_rectangle([x, y, x + cw, y + ch], 10, fill=theme.PANEL,
                             outline=theme.HIGHLIGHT if active else colour, width=4 if active else 2)
    tags = []
    if hero.seat == v.leader:
        tags.append(L["leader"] + (f" ({L['defeated']})" if v.leader_defeated else ""))
    if hero.seat == v.first:
        tags.append(L["first"])
    if hero.seat == v.seat:
        tags.append(L["you"])
    room = cw - 20
    title = f"{hero.seat + 1}. {hero.name}"
    tag_room = max(room / 3, room - width(title, T_MIN + 2, True) - 10)
    tag_text = clip(" · ".join(tags), T_MIN, tag_room, True) if tags else ""
    tag_w = width(tag_text, T_MIN, True) + 8 if tags else 0
    p.text((x + 10, y + 7), clip(title, T_MIN + 2, room - tag_w, True), T_MIN + 2, colour, bold=True)
    if tags:
        p.text((x + cw - 10, y + 9), tag_text, T_MIN, theme.HIGHLIGHT, bold=True, anchor="ra")
    yy = y + 8 + T_MIN + 8
    status = L["out"] if hero.out else (L["fainted"] if hero.fainted else "")
    bar_h = T_MIN + 6
    p.draw.rectangle([x + 10, yy, x + 10 + room, yy + bar_h], fill=(40, 60, 45))
    p.draw.rectangle([x + 10, yy, x + 10 + room * hero.pv / 9, yy + bar_h], fill=(30, 110, 55))
    if hero.max_pv < 9:
        p.draw.rectangle([x + 10 + room * hero.max_pv / 9, yy, x + 10 + room, yy + bar_h], fill=(30, 30, 34))
    pv = clip(f"{hero.pv}/{hero.max_pv} {L['pv']} {status}".strip(), T_MIN, room - 4, True)
    p.centre((x + 10 + room / 2, yy + bar_h / 2), pv, T_MIN, theme.TEXT, True)
    yy += bar_h + 6
    for col in ("red", "blue", "green"):
        p.draw.rounded_rectangle([x + 10, yy + 2, x + 24, yy + 16], 3, fill=DIE_RGB[col])
        kind, _, val = hero.abilities[col].partition(":")
        text = clip(L.ability(kind) + (f" {val}" if val else ""), T_MIN, room - 22)
        scarred = col in hero.scars
        p.text((x + 30, yy), text, T_MIN, theme.MUTED if scarred else theme.TEXT)
        if scarred:
            p.draw.line([(x + 8, yy + 9), (x + 32 + width(text, T_MIN), yy + 9)], fill=theme.DANGER, width=3)
        yy += CARD_LINE
    _lines(p, x + 10, yy + 2, _equipment(hero), T_MIN, room, theme.MUTED, most=2)


def _hero_rows(v: Any, inner: int) -> tuple[int, float, list[int]]:
    """Cards per row, a card's width and each row's height."""
    per_row = 1 if len(v.heroes) <= 1 else 2
    cw = (inner - GAP * (per_row - 1)) / per_row
    heights = [max(_card_h(h, cw) for h in v.heroes[i:i + per_row]) for i in range(0, len(v.heroes), per_row)]
    return per_row, cw, heights


def _footer(p: Pen, v: Any, L: Words, y: int) -> None:
    tower = " ".join(f"{ROMAN[i + 1]}:{n}" for i, n in enumerate(v.tower))
    text = f"{L['tower']} {tower} · {L['gold']} {v.gold} · {t(L.lang, 'df-label-white', {'count': v.white})}"
    p.text((GAP, y), clip(text, T_MIN + 1, W - 2 * GAP, True), T_MIN + 1, theme.TEXT, bold=True)


def render(view: Any, locale: str = "fr") -> Image.Image:
    """Draw a :class:`rules.dungeon_fighter.model.DFView`."""
    v = view
    lang = "en" if (locale or "fr")[:2] == "en" else "fr"
    L = _WORDS[lang]
    inner = W - 2 * GAP
    layout = MapLayout(v, inner, T_MIN)  # once: its height here, the map in the layer
    map_h = layout.height
    per_row, cw, row_h = _hero_rows(v, inner)
    heroes_h = sum(h + GAP for h in row_h)
    mid_top = GAP + map_h + GAP
    heroes_top = mid_top + MIDDLE_H + GAP
    foot_top = heroes_top + heroes_h
    img = Image.new("RGB", (W, foot_top + T_MIN + 14), theme.BACKGROUND)
    p = Pen(img)
    rooms = tuple((r.id, r.side, r.col, r.row, r.rows, r.kind, r.reward, r.visited) for r in v.rooms)
    map_key = ("df-map", lang, rooms, tuple(map(tuple, v.arrows)), tuple(v.side_names), v.position,
               tuple(v.next_rooms))
    layers.paste(p, (GAP, GAP), map_key, (inner, map_h), theme.BACKGROUND, lambda b: draw_map(b, v, L, inner, T_MIN, layout))
    tx = W - GAP - TARGET
    if v.combat is not None and v.combat.blind:  # En Aveugle: the Target is not seen
        draw_blindfold(p, L, TargetLayout(tx, mid_top, TARGET), T_MIN)
    else:
        layers.paste(p, (tx, mid_top), ("df-target",), (TARGET, TARGET), theme.BACKGROUND,
                     lambda b: draw_target(b, L, TARGET, T_MIN))
    p.draw.rounded_rectangle([tx, mid_top + TARGET + 4, tx + TARGET, mid_top + MIDDLE_H], 8, fill=theme.PANEL)
    draw_marks(p, v, L, TargetLayout(tx, mid_top, TARGET), T_MIN)
    _monster(p, v, L, GAP, mid_top, tx - 2 * GAP, MIDDLE_H)
    y = heroes_top
    for k, hero in enumerate(v.heroes):
        row = k // per_row
        _hero(p, v, L, hero, GAP + (k % per_row) * (cw + GAP), y, cw, row_h[row])
        if k % per_row == per_row - 1 or k == len(v.heroes) - 1:
            y += row_h[row] + GAP
    _footer(p, v, L, foot_top + 4)
    return img


register_renderer("dungeon_fighter", render)
