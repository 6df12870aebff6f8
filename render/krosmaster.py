"""The picture of a Krosmaster Arena view: the arena and, beside it, timelines, GG, kamas and
the visible rewards. Drawn for a phone: big cells, coordinates on every edge."""

from __future__ import annotations

from typing import Any

from PIL import Image, ImageDraw

from render import theme
from render.registry import register_renderer

CELL = 44
MARGIN = 26
PANEL = 300
FLOOR = (206, 196, 168)
FLOOR_ALT = (196, 186, 158)
DEMON = (150, 70, 150)
START = (176, 190, 150)
TREE = (34, 110, 52)
BUSH = (120, 190, 90)
CRATE = (150, 100, 50)
KAMA = (245, 200, 40)
RANK = {"granit": (150, 150, 150), "jade": (70, 170, 110), "or": (230, 170, 40)}

LABELS = {
    "fr": {"turn": "Tour", "wild": "GG sauvage", "rewards": "Récompenses visibles", "over": "Partie terminée",
           "winner": "Vainqueur", "draw": "Égalité", "phase": {
               "draft": "Draft", "arena": "Choix de l'arène", "side": "Choix du côté", "deploy": "Déploiement",
               "inspiration": "Inspiration", "activation": "Activation", "summon-order": "Ordre des invocations",
               "over": "Fin"}},
    "en": {"turn": "Turn", "wild": "wild GG", "rewards": "Face-up rewards", "over": "Game over",
           "winner": "Winner", "draw": "Draw", "phase": {
               "draft": "Draft", "arena": "Arena choice", "side": "Side choice", "deploy": "Deployment",
               "inspiration": "Inspiration", "activation": "Activation", "summon-order": "Summon order",
               "over": "Over"}},
}


def _cell_xy(square: str) -> tuple[int, int]:
    return ord(square[0]) - ord("A"), int(square[1:]) - 1


def _box(x: int, y: int) -> tuple[int, int, int, int]:
    left = MARGIN + x * CELL
    top = MARGIN + y * CELL
    return left, top, left + CELL, top + CELL


def _initials(name: str) -> str:
    words = [w for w in name.replace("'", " ").split() if w[0].isupper()] or name.split()
    return "".join(w[0] for w in words[:2]).upper()


def _text_centre(draw: ImageDraw.ImageDraw, xy: tuple[float, float], text: str, fnt: Any, fill: Any) -> None:
    w = theme.text_width(draw, text, fnt)
    draw.text((xy[0] - w / 2, xy[1] - fnt.size / 2 - 1), text, font=fnt, fill=fill)


def render(view: Any, locale: str = "fr") -> Image.Image:
    """Draw ``view`` (a KrosView or its JSON dict)."""
    v = view.model_dump(mode="json") if hasattr(view, "model_dump") else dict(view)
    lab = LABELS.get(locale[:2], LABELS["fr"])
    w, h = v["width"], v["height"]
    board_w = MARGIN * 2 + w * CELL
    board_h = MARGIN * 2 + h * CELL
    img = Image.new("RGB", (board_w + PANEL, max(board_h, 560)), theme.BACKGROUND)
    d = ImageDraw.Draw(img)
    small, med, bold = theme.font(12), theme.font(15), theme.font(16, bold=True)

    starts = set(v["start_cells"])
    demons = set(v["demon_cells"])
    for y in range(h):
        for x in range(w):
            sq = f"{chr(65 + x)}{y + 1}"
            fill = DEMON if sq in demons else START if sq in starts else (FLOOR if (x + y) % 2 else FLOOR_ALT)
            d.rectangle(_box(x, y), fill=fill, outline=theme.GRID)
    # coordinates on every edge
    for x in range(w):
        cx = MARGIN + x * CELL + CELL / 2
        _text_centre(d, (cx, MARGIN / 2), chr(65 + x), med, theme.TEXT)
        _text_centre(d, (cx, board_h - MARGIN / 2), chr(65 + x), med, theme.TEXT)
    for y in range(h):
        cy = MARGIN + y * CELL + CELL / 2
        _text_centre(d, (MARGIN / 2, cy), str(y + 1), small, theme.TEXT)
        _text_centre(d, (board_w - MARGIN / 2, cy), str(y + 1), small, theme.TEXT)
    # decor
    for sq in v["crates"]:
        l, t, r, b = _box(*_cell_xy(sq))
        d.rectangle((l + 5, t + 5, r - 5, b - 5), outline=CRATE, width=4)
        d.line((l + 5, t + 5, r - 5, b - 5), fill=CRATE, width=2)
    for sq in v["bushes"]:
        l, t, r, b = _box(*_cell_xy(sq))
        d.ellipse((l + 4, t + 8, r - 4, b - 4), fill=BUSH, outline=(60, 120, 50), width=2)
    for sq in v["trees"]:
        l, t, r, b = _box(*_cell_xy(sq))
        d.ellipse((l + 3, t + 3, r - 3, b - 3), fill=TREE, outline=(10, 60, 20), width=2)
        d.rectangle((l + CELL / 2 - 3, b - 12, l + CELL / 2 + 3, b - 3), fill=(90, 60, 30))
    # kamas
    for sq, n in v["floor_kamas"].items():
        l, t, r, b = _box(*_cell_xy(sq))
        d.ellipse((r - 17, t + 2, r - 2, t + 17), fill=KAMA, outline=(120, 90, 0))
        _text_centre(d, (r - 9.5, t + 10), str(n), small, (40, 30, 0))
    # last move
    path = v["last_path"]
    if len(path) >= 2:
        pts = []
        for sq in path:
            l, t, r, b = _box(*_cell_xy(sq))
            pts.append(((l + r) / 2, (t + b) / 2))
        d.line(pts, fill=theme.HIGHLIGHT, width=5)
        d.ellipse((pts[0][0] - 6, pts[0][1] - 6, pts[0][0] + 6, pts[0][1] + 6), fill=theme.HIGHLIGHT)
    # figures and summons
    for u in v["units"]:
        if not u["pos"] or u["ko"]:
            continue
        l, t, r, b = _box(*_cell_xy(u["pos"]))
        colour = theme.seat_colour(u["seat"])
        if u["kind"] == "krosmaster":
            pad = 4
        elif u["kind"] == "mob":
            pad = 9
        else:
            pad = 12
        if u["id"] == v["current"]:
            d.ellipse((l + 1, t + 1, r - 1, b - 1), outline=theme.HIGHLIGHT, width=3)
        if u["kind"] == "bomb":
            d.rectangle((l + pad, t + pad, r - pad, b - pad), fill=colour, outline=(0, 0, 0), width=2)
        else:
            d.ellipse((l + pad, t + pad, r - pad, b - pad), fill=colour, outline=(0, 0, 0), width=2)
        label = _initials(u["name"]) if u["kind"] == "krosmaster" else u["name"][0]
        _text_centre(d, ((l + r) / 2, (t + b) / 2 - 3), label, theme.font(14 if pad < 8 else 11, bold=True),
                     (255, 255, 255))
        if u["wounds"]:
            wt = str(u["pv"] - u["wounds"])
            d.rectangle((l + 1, b - 14, l + 18, b - 1), fill=theme.DANGER)
            _text_centre(d, (l + 9.5, b - 7.5), wt, small, (255, 255, 255))
        marks = []
        if u["markers_pa"]:
            marks.append(f"{u['markers_pa']:+d}A")
        if u["markers_pm"]:
            marks.append(f"{u['markers_pm']:+d}M")
        if marks:
            d.text((l + 2, t + 1), " ".join(marks), font=theme.font(10, bold=True), fill=(20, 20, 20))
    # ---- the panel ----
    x0 = board_w + 10
    y = 10
    if v["phase"] == "over":
        if v["winners"]:
            names = ", ".join(v["names"][s] for s in v["winners"])
            head = f"{lab['over']} — {lab['winner']} : {names}"
        else:
            head = f"{lab['over']} — {lab['draw']}"
        d.text((x0, y), head, font=bold, fill=theme.HIGHLIGHT)
    else:
        head = f"{lab['turn']} {v['turn']} — {lab['phase'].get(v['phase'], v['phase'])}"
        d.text((x0, y), head, font=bold, fill=theme.TEXT)
    y += 24
    if v["wild_gg"]:
        d.text((x0, y), f"{lab['wild']} : {v['wild_gg']}", font=med, fill=theme.HIGHLIGHT)
        y += 20
    units = {u["id"]: u for u in v["units"]}
    for seat, name in enumerate(v["names"]):
        colour = theme.seat_colour(seat)
        marker = "▶ " if seat == v["active"] and v["phase"] != "over" else ""
        d.rectangle((x0, y + 3, x0 + 12, y + 15), fill=colour)
        d.text((x0 + 18, y), f"{marker}{name}", font=bold, fill=theme.TEXT)
        y += 20
        d.text((x0 + 18, y), f"GG {v['gg'][seat]}   Kamas {v['kamas'][seat]}", font=med, fill=theme.TEXT)
        y += 20
        timeline = v["timelines"][seat] if seat < len(v["timelines"]) else []
        for uid in timeline:
            u = units.get(uid)
            if u is None:
                continue
            fill = theme.MUTED if u["ko"] else (theme.HIGHLIGHT if uid == v["current"] else theme.TEXT)
            state = "K.O." if u["ko"] else f"{u['pv'] - u['wounds']}/{u['pv']} PV"
            where = f" {u['pos']}" if u["pos"] else ""
            d.text((x0 + 18, y), f"{u['name']}{where}", font=med, fill=fill)
            d.text((x0 + PANEL - 90, y), state, font=small, fill=fill)
            y += 17
            extras = list(u["rewards"])
            if extras:
                d.text((x0 + 30, y), ", ".join(extras)[:40], font=small, fill=theme.MUTED)
                y += 15
            for m in v["units"]:
                if m.get("summoner") == uid and m.get("pos"):
                    d.text((x0 + 30, y), f"↳ {m['name']} {m['pos']} {m['pv'] - m['wounds']}/{m['pv']}",
                           font=small, fill=theme.MUTED)
                    y += 15
        y += 8
    if v["piles"]:
        d.text((x0, y), lab["rewards"], font=bold, fill=theme.TEXT)
        y += 20
        for i, p in enumerate(v["piles"]):
            d.rectangle((x0, y + 3, x0 + 10, y + 13), fill=RANK[p["rank"]])
            face = p["face_up"] or "—"
            d.text((x0 + 16, y), f"{i + 1}. {face} (+{p['face_down']})", font=small, fill=theme.TEXT)
            y += 16
    if v["tension"]:
        y += 6
        d.text((x0, y), f"Tension : {v['tension']}", font=med, fill=theme.TEXT)
    return img


register_renderer("krosmaster", render)
