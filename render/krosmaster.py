"""The picture of a Krosmaster Arena view, drawn for a phone: a header (turn, phase), the
arena with coordinates on every edge, its legend below, then the players' panel (GG, kamas,
figures) and the visible rewards. 600 px wide so that every text stays readable at 400 px.

The arena's static layer (cells, grid, coordinates, decor, legend) is drawn once per arena,
size and language (render.layers); texts come from the label cache (render.text)."""

from __future__ import annotations

from typing import Any

from PIL import Image

from render import layers, theme
from render.krosmaster_draft import render_draft
from render.registry import register_renderer
from render.text import Pen, clip, width, wrap
from rules.core.i18n import t
from rules.krosmaster.content import content

WIDTH = 600
MARGIN = 24
HEAD = 36
MAX_CELL = 64
FLOOR = (214, 204, 176)
FLOOR_ALT = (202, 192, 164)
DEMON = (128, 58, 140)
START = (170, 186, 140)
TREE = (34, 110, 52)
BUSH = (120, 190, 90)
CRATE = (140, 90, 40)
KAMA = (245, 200, 40)
RANK = {"granit": (150, 150, 150), "jade": (70, 170, 110), "or": (230, 170, 40)}
LEGEND_ROW = 26
#: the squares of an info answer (a spell's reach): cyan, unlike every seat colour
REACH = (0, 215, 255)
LEGEND = ("tree", "bush", "crate", "demon", "kama", "start", "pv")
FACES = {1: "critique", 2: "armure", 3: "tacle", 4: "esquive", 5: "double", 6: "joker"}

T_MIN = theme.min_text(WIDTH)  # 15 px
T_MED = T_MIN + 2
T_BIG = T_MIN + 4


class Layout:
    """Where the parts of one picture go (the cells grow on the small tutorial boards)."""

    def __init__(self, w: int, h: int, head: int = HEAD, legend_rows: int = 2) -> None:
        self.w, self.h = w, h
        self.cell = min(MAX_CELL, (WIDTH - 2 * MARGIN) // w)
        self.board_w = 2 * MARGIN + w * self.cell
        self.board_h = 2 * MARGIN + h * self.cell
        self.left = (WIDTH - self.board_w) // 2
        self.head = head
        self.top = head
        self.legend_top = self.top + self.board_h + 4
        self.panel_top = self.legend_top + legend_rows * LEGEND_ROW + 6

    def box(self, square: str) -> tuple[int, int, int, int]:
        x, y = ord(square[0]) - ord("A"), int(square[1:]) - 1
        left = self.left + MARGIN + x * self.cell
        top = self.top + MARGIN + y * self.cell
        return left, top, left + self.cell, top + self.cell


def _initials(name: str) -> str:
    words = [w for w in name.replace("'", " ").split() if w[0].isupper()] or name.split()
    return "".join(w[0] for w in words[:2]).upper()


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


# ---- decor ----

def _tree(p: Pen, l: float, t: float, r: float, b: float) -> None:
    size = r - l
    pad = size * 0.08
    p.draw.ellipse((l + pad, t + pad, r - pad, b - pad), fill=TREE, outline=(10, 60, 20), width=2)
    p.draw.rectangle((l + size / 2 - 3, b - size * 0.27, l + size / 2 + 3, b - pad), fill=(90, 60, 30))


def _bush(p: Pen, l: float, t: float, r: float, b: float) -> None:
    size = r - l
    pad = size * 0.1
    p.draw.ellipse((l + pad, t + size * 0.2, r - pad, b - pad), fill=BUSH, outline=(60, 120, 50), width=2)


def _crate(p: Pen, l: float, t: float, r: float, b: float) -> None:
    pad = (r - l) * 0.12
    p.draw.rectangle((l + pad, t + pad, r - pad, b - pad), outline=CRATE, width=4)
    p.draw.line((l + pad, t + pad, r - pad, b - pad), fill=CRATE, width=3)


def _coin(p: Pen, cx: float, cy: float, radius: float) -> None:
    p.draw.ellipse((cx - radius, cy - radius, cx + radius, cy + radius), fill=KAMA, outline=(120, 90, 0))


def _legend_keys(v: dict[str, Any]) -> tuple[str, ...]:
    """The legend's entries for what the board shows."""
    shown = {"tree": v["trees"], "bush": v["bushes"], "crate": v["crates"], "demon": v["demon_cells"],
             "kama": v["floor_kamas"], "start": v["start_cells"],
             # the number under a wounded token: its PV left
             "pv": any(u["wounds"] and u["pos"] and not u["ko"] for u in v["units"])}
    return tuple(k for k in LEGEND if shown[k])


def _legend(p: Pen, lay: Layout, keys: tuple[str, ...], lang: str) -> None:
    """Rows of three below the arena: tree, bush, crate / demon cell, kamas, start cell / PV left."""
    col = lay.board_w // 3
    icon = 22
    for i, key in enumerate(keys):
        x = lay.left + (i % 3) * col + 6
        y = lay.legend_top + (i // 3) * LEGEND_ROW
        l, t_, r, b = x, y, x + icon, y + icon
        fill = {"demon": DEMON, "start": START}.get(key, FLOOR)
        p.draw.rectangle((l, t_, r, b), fill=fill, outline=theme.GRID)
        if key == "tree":
            _tree(p, l, t_, r, b)
        elif key == "bush":
            _bush(p, l, t_, r, b)
        elif key == "crate":
            _crate(p, l, t_, r, b)
        elif key == "kama":
            _coin(p, (l + r) / 2, (t_ + b) / 2, 8)
        elif key == "pv":
            p.draw.rectangle((l, t_, r, b), fill=theme.BACKGROUND)
            _badge(p, (l, b), "3", (20, 20, 24), theme.LIGHT_INK, "lb")
        label = clip(t(lang, f"kros-pic-legend-{key}"), T_MIN, col - icon - 14)
        p.text((r + 6, (t_ + b) / 2), label, T_MIN, theme.TEXT, anchor="lm")


def _static(p: Pen, lay: Layout, v: dict[str, Any], parcels: tuple[tuple[str, tuple[int, int, int]], ...]) -> None:
    """The arena as it stands between moves: cells, grid, coordinates and decor (drawn on a layer
    whose top-left corner is the picture's (0, HEAD)); its words are the legend's, a layer apart."""
    shift = Layout(lay.w, lay.h, lay.head)
    shift.top = 0
    shift.legend_top = lay.legend_top - lay.top
    starts, demons = set(v["start_cells"]), set(v["demon_cells"])
    parcel_of = dict(parcels)
    for y in range(lay.h):
        for x in range(lay.w):
            sq = f"{chr(65 + x)}{y + 1}"
            if sq in demons:
                fill = DEMON
            elif sq in parcel_of:
                fill = _blend(START, parcel_of[sq], 0.55)
            elif sq in starts:
                fill = START
            else:
                fill = FLOOR if (x + y) % 2 else FLOOR_ALT
            box = shift.box(sq)
            p.draw.rectangle(box, fill=fill, outline=theme.GRID)
            if sq in starts and parcels:
                l, t_, r, b = box
                p.draw.rectangle((l + 2, t_ + 2, r - 2, b - 2), outline=parcel_of.get(sq, (90, 110, 70)), width=2)
    c = lay.cell
    for x in range(lay.w):
        cx = shift.left + MARGIN + x * c + c / 2
        p.centre((cx, MARGIN / 2), chr(65 + x), T_MIN, theme.TEXT, bold=True)
        p.centre((cx, lay.board_h - MARGIN / 2), chr(65 + x), T_MIN, theme.TEXT, bold=True)
    for y in range(lay.h):
        cy = MARGIN + y * c + c / 2
        p.centre((shift.left + MARGIN / 2, cy), str(y + 1), T_MIN, theme.TEXT)
        p.centre((shift.left + lay.board_w - MARGIN / 2, cy), str(y + 1), T_MIN, theme.TEXT)
    for sq in v["crates"]:
        _crate(p, *shift.box(sq))
    for sq in v["bushes"]:
        _bush(p, *shift.box(sq))
    for sq in v["trees"]:
        _tree(p, *shift.box(sq))


def _legend_layer(p: Pen, lay: Layout, keys: tuple[str, ...], lang: str) -> None:
    """The legend below the arena, on a layer whose top is the legend's."""
    shift = Layout(lay.w, lay.h, lay.head)
    shift.legend_top = 0
    _legend(p, shift, keys, lang)


# ---- figures ----

def _badge(p: Pen, xy: tuple[float, float], label: str, fill: Any, ink: Any, anchor: str) -> None:
    """A small rounded label (remaining PV, markers, kamas) anchored at a cell's corner."""
    w = width(label, T_MIN, True) + 6
    h = T_MIN + 3
    x, y = xy
    left = x if anchor[0] == "l" else x - w
    top = y if anchor[1] == "t" else y - h
    p.draw.rounded_rectangle((left, top, left + w, top + h), 4, fill=fill, outline=(0, 0, 0))
    p.centre((left + w / 2, top + h / 2), label, T_MIN, ink, bold=True)


def _unit(p: Pen, lay: Layout, u: dict[str, Any], colour: tuple[int, int, int], current: bool) -> None:
    l, t_, r, b = lay.box(u["pos"])
    c = lay.cell
    ink = theme.ink_on(colour)
    if current:
        p.draw.rectangle((l + 1, t_ + 1, r - 1, b - 1), outline=theme.HIGHLIGHT, width=4)
    if u["kind"] == "krosmaster":
        pad = max(3, c // 14)
        p.draw.ellipse((l + pad, t_ + pad, r - pad, b - pad), fill=colour, outline=(0, 0, 0), width=3)
        label, size = u.get("token") or _initials(u["name"]), T_MIN + 3
    else:
        pad = max(5, c // 8)
        box = (l + pad, t_ + pad, r - pad, b - pad)
        if u["kind"] == "bomb":
            mx, my = (l + r) / 2, (t_ + b) / 2
            half = (r - l) / 2 - pad + 3
            p.draw.polygon([(mx, my - half), (mx + half, my), (mx, my + half), (mx - half, my)], fill=colour,
                           outline=(0, 0, 0), width=2)
        else:
            p.draw.rounded_rectangle(box, 7, fill=colour, outline=(0, 0, 0), width=2)
        # summons carry the number players read in the messages (« Tofu 3 » -> To3)
        label, size = u.get("token") or u["name"][0] + u["id"].rsplit("-", 1)[-1], T_MIN
    p.centre(((l + r) / 2, (t_ + b) / 2), label, size, ink, bold=True)
    if u["wounds"]:
        _badge(p, (l + 1, b - 1), str(u["pv"] - u["wounds"]), (20, 20, 24), theme.LIGHT_INK, "lb")
    if u["markers_pa"] or u["markers_pm"]:
        # the markers are spelt out in the panel; the figure carries a white corner
        p.draw.polygon([(l + 1, t_ + 1), (l + c * 0.35, t_ + 1), (l + 1, t_ + c * 0.35)], fill=theme.LIGHT_INK,
                       outline=(0, 0, 0))


def _board(p: Pen, lay: Layout, v: dict[str, Any], colours: list[tuple[int, int, int]]) -> None:
    """What moves: kamas, the reach asked for, the last path, the figures."""
    for sq in v.get("highlight") or []:
        l, t_, r, b = lay.box(sq)
        p.draw.rectangle((l + 1, t_ + 1, r - 1, b - 1), outline=REACH, width=4)
        p.draw.rectangle((l + 4, b - 10, l + 10, b - 4), fill=REACH)
    path = v["last_path"]
    if len(path) >= 2:
        pts = []
        for sq in path:
            l, t_, r, b = lay.box(sq)
            pts.append(((l + r) / 2, (t_ + b) / 2))
        p.draw.line(pts, fill=theme.HIGHLIGHT, width=5)
        p.draw.ellipse((pts[0][0] - 6, pts[0][1] - 6, pts[0][0] + 6, pts[0][1] + 6), fill=theme.HIGHLIGHT)
    for u in v["units"]:
        if u["pos"] and not u["ko"]:
            _unit(p, lay, u, colours[u["seat"] % len(colours)], u["id"] == v["current"])
    # kamas last: a figure standing on some does not hide them
    radius = T_MIN * 0.62
    for sq, n in v["floor_kamas"].items():
        l, t_, r, b = lay.box(sq)
        cx, cy = r - radius - 2, t_ + radius + 2
        _coin(p, cx, cy, radius)
        p.centre((cx, cy), str(n), T_MIN, (40, 30, 0), bold=True)


# ---- the panel ----

def _seat_block(v: dict[str, Any], seat: int, lang: str, units: dict[str, dict[str, Any]],
                col_w: int) -> list[tuple[str, Any, int, bool, str]]:
    """The lines of one player's block: (left text, colour, size, bold, right text)."""
    lines: list[tuple[str, Any, int, bool, str]] = []
    order = v.get("order") or list(range(len(v["names"])))
    marker = "▶ " if seat == v["active"] and v["phase"] != "over" else ""
    number = f"{order.index(seat) + 1}. " if len(v["names"]) > 2 and seat in order else ""
    purse = t(lang, "kros-pic-purse", gg=v["gg"][seat], kamas=v["kamas"][seat])
    if v.get("mode") == "2v2" and v.get("team_of"):
        purse = t(lang, "kros-pic-team", team="AB"[v["team_of"][seat]]) + " · " + purse
    lines.append((f"{marker}{number}{v['names'][seat]}", theme.TEXT, T_MED, True, ""))
    if v.get("economy", True):  # tutorials 1 to 6 have neither GG nor kamas
        lines.append((purse, theme.MUTED, T_MIN, False, ""))
    timeline = v["timelines"][seat] if seat < len(v["timelines"]) else []
    for uid in timeline:
        u = units.get(uid)
        if u is None:
            continue
        fill = theme.MUTED if u["ko"] else (theme.HIGHLIGHT if uid == v["current"] else theme.TEXT)
        state = t(lang, "kros-pic-ko") if u["ko"] else t(lang, "kros-pic-pv", pv=u["pv"] - u["wounds"], max=u["pv"])
        where = f" {u['pos']}" if u["pos"] else ""
        lines.append((f"{_own_label(u)}{where}", fill, T_MIN, False, state))
        marks = [t(lang, f"kros-pic-{k}", n=f"{u['markers_' + k]:+d}") for k in ("pa", "pm") if u["markers_" + k]]
        if u["rewards"] or marks:
            lines.append(("  " + ", ".join(marks + [reward_name(x) for x in u["rewards"]]), theme.MUTED, T_MIN,
                          False, ""))
        for m in v["units"]:
            if m.get("summoner") == uid and m.get("pos"):
                lines.append((f"  ↳ {_own_label(m)} {m['pos']}", theme.MUTED, T_MIN, False,
                              f"{m['pv'] - m['wounds']}/{m['pv']}"))
    return lines


def _line_h(size: int) -> int:
    return size + 6


def _panel(v: dict[str, Any], lang: str, colours: list[tuple[int, int, int]]) -> tuple[int, Any]:
    """The panel's height and a function drawing it at a given top."""
    units = {u["id"]: u for u in v["units"]}
    order = v.get("order") or list(range(len(v["names"])))
    seats = order if len(order) == len(v["names"]) else list(range(len(v["names"])))
    cols = 2
    col_w = (WIDTH - 30) // cols
    blocks = [(seat, _seat_block(v, seat, lang, units, col_w)) for seat in seats]
    rows = [blocks[i:i + cols] for i in range(0, len(blocks), cols)]
    heights = [max(sum(_line_h(line[2]) for line in block) for _, block in row) + 10 for row in rows]
    pile_lines = (len(v["piles"]) + 1) // 2
    h = sum(heights) + (_line_h(T_MED) + pile_lines * _line_h(T_MIN) + 8 if v["piles"] else 0)
    tension = ""
    if v["tension"]:
        faces = ", ".join(t(lang, f"val-kros-face-{FACES.get(f, 'joker')}") for f in v["tension"])
        tension = t(lang, "kros-pic-tension", faces=faces)
        h += len(wrap(tension, T_MED, WIDTH - 30)) * _line_h(T_MED) + 4

    def draw(p: Pen, top: int) -> None:
        y = top
        for row, row_h in zip(rows, heights):
            for k, (seat, block) in enumerate(row):
                x0 = 12 + k * (col_w + 6)
                yy = y
                p.draw.rectangle((x0, yy + 3, x0 + 5, yy + row_h - 14), fill=colours[seat % len(colours)])
                for text, fill, size, bold, right in block:
                    rw = width(right, T_MIN) + 8 if right else 0
                    p.text((x0 + 12, yy), clip(text, size, col_w - 16 - rw, bold), size, fill, bold)
                    if right:
                        p.text((x0 + col_w - 4, yy), right, T_MIN, fill, anchor="ra")
                    yy += _line_h(size)
            y += row_h
        if v["piles"]:
            p.text((12, y), t(lang, "kros-pic-rewards"), T_MED, theme.TEXT, bold=True)
            y += _line_h(T_MED)
            for i, pile in enumerate(v["piles"]):
                x0 = 12 + (i % 2) * (col_w + 6)
                yy = y + (i // 2) * _line_h(T_MIN)
                p.draw.rectangle((x0, yy + 3, x0 + 12, yy + 15), fill=RANK[pile["rank"]])
                face = reward_name(pile["face_up"]) if pile["face_up"] else "—"
                label = t(lang, "kros-pic-pile", number=i + 1, face=face, hidden=pile["face_down"])
                p.text((x0 + 18, yy), clip(label, T_MIN, col_w - 22), T_MIN, theme.TEXT)
            y += pile_lines * _line_h(T_MIN) + 8
        if tension:
            for line in wrap(tension, T_MED, WIDTH - 30):
                p.text((12, y), line, T_MED, theme.TEXT)
                y += _line_h(T_MED)

    return h, draw


def _head_lines(v: dict[str, Any], lang: str) -> tuple[list[str], int]:
    """The end of the game's header, every winner named in full: one line in the big size
    when it fits, else wrapped in the small size (the header grows with it)."""
    names = ", ".join(v["names"][s] for s in v["winners"])
    head = t(lang, "kros-pic-over", count=len(v["winners"]), names=names)
    if width(head, T_BIG, True) <= WIDTH - 24:
        return [head], T_BIG
    return wrap(head, T_MED, WIDTH - 24, True), T_MED


def _head_height(v: dict[str, Any], lang: str) -> int:
    if v["phase"] != "over":
        return HEAD
    lines, size = _head_lines(v, lang)
    return max(HEAD, len(lines) * _line_h(size) + 8)


def _head(p: Pen, v: dict[str, Any], lang: str) -> None:
    if v["phase"] == "over":
        lines, size = _head_lines(v, lang)
        top = (_head_height(v, lang) - len(lines) * _line_h(size)) / 2
        for i, line in enumerate(lines):
            y = top + (i + 0.5) * _line_h(size)
            p.text((12, y), line, size, theme.HIGHLIGHT, bold=True, anchor="lm")
        return
    phase = t(lang, f"kros-pic-phase-{v['phase']}")
    head = t(lang, "kros-pic-head", turn=v["turn"], phase=phase)
    wild = t(lang, "kros-pic-wild", gg=v["wild_gg"]) if v["wild_gg"] else ""
    wild_w = width(wild, T_MED, True) + 16 if wild else 0
    p.text((12, HEAD / 2), clip(head, T_BIG, WIDTH - 24 - wild_w, True), T_BIG, theme.TEXT, bold=True, anchor="lm")
    if wild:
        p.text((WIDTH - 12, HEAD / 2), wild, T_MED, theme.HIGHLIGHT, bold=True, anchor="rm")


def render(view: Any, locale: str = "fr") -> Image.Image:
    """Draw ``view`` (a KrosView or its JSON dict)."""
    v = view.model_dump(mode="json") if hasattr(view, "model_dump") else dict(view)
    lang = "en" if (locale or "fr")[:2] == "en" else "fr"
    if v["phase"] == "draft":  # no arena yet: the cards to pick from and the teams so far
        return render_draft(v, lang)
    lay = Layout(v["width"], v["height"], _head_height(v, lang), max(2, -(-len(_legend_keys(v)) // 3)))
    colours = theme.kros_colours(v.get("mode", "duel"), v.get("team_of") or [], len(v["names"]))
    panel_h, draw_panel = _panel(v, lang, colours)
    img = Image.new("RGB", (WIDTH, lay.panel_top + panel_h + 8), theme.BACKGROUND)
    p = Pen(img)
    # while the players deploy (and choose their side), each parcel in its player's colour
    parcels: tuple[tuple[str, tuple[int, int, int]], ...] = ()
    if v["phase"] in ("side", "deploy"):
        parcels = tuple((sq, colours[seat % len(colours)]) for seat, cells in enumerate(v.get("parcels") or [])
                        for sq in cells)
    # the arena, the same in both languages (one layer for all tables on it), then its legend
    key = ("kros", lay.w, lay.h, tuple(v["start_cells"]), tuple(v["demon_cells"]), parcels,
           tuple(v["trees"]), tuple(v["bushes"]), tuple(v["crates"]))
    layers.paste(p, (0, lay.top), key, (WIDTH, lay.legend_top - lay.top), theme.BACKGROUND,
                 lambda base: _static(base, lay, v, parcels))
    keys = _legend_keys(v)
    layers.paste(p, (0, lay.legend_top), ("kros-legend", lang, lay.w, keys), (WIDTH, lay.panel_top - lay.legend_top),
                 theme.BACKGROUND, lambda base: _legend_layer(base, lay, keys, lang))
    _head(p, v, lang)
    _board(p, lay, v, colours)
    draw_panel(p, lay.panel_top)
    return img


register_renderer("krosmaster", render)
