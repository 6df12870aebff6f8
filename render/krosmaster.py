"""The picture of a Krosmaster Arena view: the arena and, beside it, timelines, GG, kamas and
the visible rewards. Drawn for a phone: big cells, coordinates on every edge."""

from __future__ import annotations

from typing import Any

from PIL import Image, ImageDraw

from render import theme
from render.registry import register_renderer
from rules.krosmaster.content import content

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
LEGEND_ROW = 24
#: the squares of an info answer (a spell's reach): cyan, unlike every seat colour
REACH = (0, 215, 255)

LABELS = {
    "fr": {"turn": "Tour", "wild": "GG sauvage", "tension": "Tension", "faces": {
               1: "Critique", 2: "Armure", 3: "Tacle", 4: "Esquive", 5: "Critique/Esquive", 6: "Joker"}, "rewards": "Récompenses visibles", "over": "Partie terminée",
           "winner": "Vainqueur", "draw": "Égalité", "team": "Équipe",
           "legend": ("Arbre", "Buisson", "Caisse", "Case Démon", "Kama", "Case Départ"), "phase": {
               "draft": "Draft", "arena": "Choix de l'arène", "side": "Choix du côté", "deploy": "Déploiement",
               "inspiration": "Inspiration", "activation": "Activation", "summon-order": "Ordre des invocations",
               "tension-target": "La tension monte", "trigger-order": "Effets déclenchés", "gift": "Don de GG",
               "over": "Fin"}},
    "en": {"turn": "Turn", "wild": "wild GG", "tension": "Tension", "faces": {
               1: "Critique", 2: "Armure", 3: "Tacle", 4: "Esquive", 5: "Critique/Esquive", 6: "Joker"}, "rewards": "Face-up rewards", "over": "Game over",
           "winner": "Winner", "draw": "Draw", "team": "Team",
           "legend": ("Tree", "Bush", "Crate", "Demon cell", "Kama", "Start cell"), "phase": {
               "draft": "Draft", "arena": "Arena choice", "side": "Side choice", "deploy": "Deployment",
               "inspiration": "Inspiration", "activation": "Activation", "summon-order": "Summon order",
               "tension-target": "Tension rises", "trigger-order": "Triggered effects", "gift": "GG gift",
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


def _blend(a: tuple[int, int, int], b: tuple[int, int, int], k: float) -> tuple[int, int, int]:
    return (int(a[0] + (b[0] - a[0]) * k), int(a[1] + (b[1] - a[1]) * k), int(a[2] + (b[2] - a[2]) * k))


def _own_label(u: dict[str, Any]) -> str:
    """A unit's label (« Tofu 3 », « Anna Tommy 2 ») without its owner, the panel groups by player."""
    return str(u.get("label") or u["name"]).split(" (")[0]


def reward_name(token: str) -> str:
    """The rulebook's (or our) name of a reward token: ``?style-xelor`` -> ``?Style Xélor``,
    ``?jade`` -> ``? (jade)``."""
    rewards = content().rewards
    hidden = token.startswith("?")
    rid = token[1:] if hidden else token
    if rid in rewards:
        return ("?" if hidden else "") + rewards[rid].name
    return f"? ({rid})" if hidden else rid


def _tree(d: ImageDraw.ImageDraw, l: float, t: float, r: float, b: float) -> None:
    size = r - l
    d.ellipse((l + 3, t + 3, r - 3, b - 3), fill=TREE, outline=(10, 60, 20), width=2)
    d.rectangle((l + size / 2 - 3, b - size * 0.27, l + size / 2 + 3, b - 3), fill=(90, 60, 30))


def _bush(d: ImageDraw.ImageDraw, l: float, t: float, r: float, b: float) -> None:
    size = r - l
    d.ellipse((l + 4, t + size * 0.18, r - 4, b - 4), fill=BUSH, outline=(60, 120, 50), width=2)


def _crate(d: ImageDraw.ImageDraw, l: float, t: float, r: float, b: float) -> None:
    d.rectangle((l + 5, t + 5, r - 5, b - 5), outline=CRATE, width=4)
    d.line((l + 5, t + 5, r - 5, b - 5), fill=CRATE, width=2)


def _kama(d: ImageDraw.ImageDraw, r: float, t: float, n: int | None, fnt: Any) -> None:
    d.ellipse((r - 17, t + 2, r - 2, t + 17), fill=KAMA, outline=(120, 90, 0))
    if n is not None:
        _text_centre(d, (r - 9.5, t + 10), str(n), fnt, (40, 30, 0))


def _legend(d: ImageDraw.ImageDraw, x0: int, y0: int, width: int, names: tuple[str, ...], fnt: Any) -> None:
    """Two rows of three: tree, bush, crate / demon cell, kama, start cell."""
    col = width // 3
    icon = 20
    for i, label in enumerate(names):
        x = x0 + (i % 3) * col
        y = y0 + (i // 3) * LEGEND_ROW
        l, t, r, b = x, y, x + icon, y + icon
        if i == 0:
            d.rectangle((l, t, r, b), fill=FLOOR)
            _tree(d, l - 1, t - 1, r + 1, b + 1)
        elif i == 1:
            d.rectangle((l, t, r, b), fill=FLOOR)
            _bush(d, l - 2, t - 2, r + 2, b + 2)
        elif i == 2:
            d.rectangle((l, t, r, b), fill=FLOOR)
            d.rectangle((l + 3, t + 3, r - 3, b - 3), outline=CRATE, width=3)
        elif i == 3:
            d.rectangle((l, t, r, b), fill=DEMON, outline=theme.GRID)
        elif i == 4:
            d.rectangle((l, t, r, b), fill=FLOOR)
            d.ellipse((l + 3, t + 3, r - 3, b - 3), fill=KAMA, outline=(120, 90, 0))
        else:
            d.rectangle((l, t, r, b), fill=START, outline=theme.GRID)
        d.text((r + 6, t + 2), label, font=fnt, fill=theme.TEXT)


def _panel_lines(v: dict[str, Any]) -> int:
    """The panel's height in pixels (to size the picture before drawing)."""
    h = 10 + 24 + (20 if v["wild_gg"] else 0)
    for seat in range(len(v["names"])):
        h += 40 + 8
        for uid in v["timelines"][seat] if seat < len(v["timelines"]) else []:
            u = next((x for x in v["units"] if x["id"] == uid), None)
            if u is None:
                continue
            h += 17 + (15 if u["rewards"] else 0)
            h += 15 * sum(1 for m in v["units"] if m.get("summoner") == uid and m.get("pos"))
    if v["piles"]:
        h += 20 + 16 * len(v["piles"])
    if v["tension"]:
        h += 26
    return h + 10


def render(view: Any, locale: str = "fr") -> Image.Image:
    """Draw ``view`` (a KrosView or its JSON dict)."""
    v = view.model_dump(mode="json") if hasattr(view, "model_dump") else dict(view)
    lab = LABELS.get(locale[:2], LABELS["fr"])
    w, h = v["width"], v["height"]
    board_w = MARGIN * 2 + w * CELL
    board_h = MARGIN * 2 + h * CELL
    legend_h = 2 * LEGEND_ROW + 8
    img = Image.new("RGB", (board_w + PANEL, max(board_h + legend_h, 560, _panel_lines(v))), theme.BACKGROUND)
    d = ImageDraw.Draw(img)
    small, med, bold = theme.font(12), theme.font(15), theme.font(16, bold=True)

    starts = set(v["start_cells"])
    demons = set(v["demon_cells"])
    # while the players deploy (and choose their side), each parcel in its player's colour
    parcel_of: dict[str, int] = {}
    if v["phase"] in ("side", "deploy"):
        for seat, cells in enumerate(v.get("parcels") or []):
            for sq in cells:
                parcel_of[sq] = seat
    for y in range(h):
        for x in range(w):
            sq = f"{chr(65 + x)}{y + 1}"
            if sq in demons:
                fill = DEMON
            elif sq in parcel_of:
                fill = _blend(START, theme.seat_colour(parcel_of[sq]), 0.55)
            elif sq in starts:
                fill = START
            else:
                fill = FLOOR if (x + y) % 2 else FLOOR_ALT
            d.rectangle(_box(x, y), fill=fill, outline=theme.GRID)
            if sq in starts and v["phase"] in ("side", "deploy"):
                l, t, r, b = _box(x, y)
                d.rectangle((l + 2, t + 2, r - 2, b - 2), outline=theme.seat_colour(parcel_of[sq])
                            if sq in parcel_of else (90, 110, 70), width=2)
    _legend(d, MARGIN, board_h + 4, w * CELL, lab["legend"], theme.font(13))
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
        _crate(d, *_box(*_cell_xy(sq)))
    for sq in v["bushes"]:
        _bush(d, *_box(*_cell_xy(sq)))
    for sq in v["trees"]:
        _tree(d, *_box(*_cell_xy(sq)))
    # kamas
    for sq, n in v["floor_kamas"].items():
        l, t, r, b = _box(*_cell_xy(sq))
        _kama(d, r, t, n, small)
    # squares asked for (the reach of a spell, a card's figure)
    for sq in v.get("highlight") or []:
        l, t, r, b = _box(*_cell_xy(sq))
        d.rectangle((l + 1, t + 1, r - 1, b - 1), outline=REACH, width=4)
        d.rectangle((l + 4, b - 9, l + 9, b - 4), fill=REACH)
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
        # summons carry the number players read in the messages (« Tofu 3 » -> T3)
        label = _initials(u["name"]) if u["kind"] == "krosmaster" else u["name"][0] + u["id"].rsplit("-", 1)[-1]
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
    order = v.get("order") or list(range(len(v["names"])))
    seats = order if len(order) == len(v["names"]) else list(range(len(v["names"])))
    for seat in seats:
        name = v["names"][seat]
        colour = theme.seat_colour(seat)
        marker = "▶ " if seat == v["active"] and v["phase"] != "over" else ""
        d.rectangle((x0, y + 3, x0 + 12, y + 15), fill=colour)
        number = f"{order.index(seat) + 1}. " if len(v["names"]) > 2 and seat in order else ""
        team = ""
        if v.get("mode") == "2v2" and v.get("team_of"):
            team = f"  ({lab['team']} {'AB'[v['team_of'][seat]]})"
        d.text((x0 + 18, y), f"{marker}{number}{name}{team}", font=bold, fill=theme.TEXT)
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
            d.text((x0 + 18, y), f"{_own_label(u)}{where}", font=med, fill=fill)
            d.text((x0 + PANEL - 90, y), state, font=small, fill=fill)
            y += 17
            extras = [reward_name(x) for x in u["rewards"]]
            if extras:
                d.text((x0 + 30, y), ", ".join(extras)[:44], font=small, fill=theme.MUTED)
                y += 15
            for m in v["units"]:
                if m.get("summoner") == uid and m.get("pos"):
                    d.text((x0 + 30, y), f"↳ {_own_label(m)} {m['pos']} {m['pv'] - m['wounds']}/{m['pv']}",
                           font=small, fill=theme.MUTED)
                    y += 15
        y += 8
    if v["piles"]:
        d.text((x0, y), lab["rewards"], font=bold, fill=theme.TEXT)
        y += 20
        for i, p in enumerate(v["piles"]):
            d.rectangle((x0, y + 3, x0 + 10, y + 13), fill=RANK[p["rank"]])
            face = reward_name(p["face_up"]) if p["face_up"] else "—"
            d.text((x0 + 16, y), f"{i + 1}. {face} (+{p['face_down']})", font=small, fill=theme.TEXT)
            y += 16
    if v["tension"]:
        y += 6
        faces = lab["faces"]
        sep = " : " if locale[:2] == "fr" else ": "
        d.text((x0, y), lab["tension"] + sep + ", ".join(faces.get(f, str(f)) for f in v["tension"]), font=med,
               fill=theme.TEXT)
    return img


register_renderer("krosmaster", render)
