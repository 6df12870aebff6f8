"""Mortebrume's picture: the table seen from above with a labelled 5 cm grid, the terrain, each
base turned to its facing (back edge thick, front notch), wounds, activated fighters dimmed,
the active fighter's field of vision and, once its declaration is made, every line the bot
measured with its length, the visibility circle and the weapon's bands. A roster below."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from PIL import Image, ImageDraw

from render import layers, theme
from render.mortebrume_frame import (
    FELT,
    GRID5,
    GRID10,
    KIND_FILL,
    MARGIN,
    ROSTER,
    ROW,
    SEAT,
    T_MIN,
    TERRAIN,
    Box,
    Frame,
    Inset,
    W,
    blend,
)
from render.mortebrume_labels import (
    MARK,
    base_box,
    draw_labels,
    measure_line,
    measure_places,
    place_labels,
    terrain_places,
)
from render.registry import register_renderer
from render.text import Pen, clip, width
from rules.core.i18n import t
from rules.mortebrume import board as bd
from rules.mortebrume import deploying as dp
from rules.mortebrume import geometry as geo
from rules.mortebrume.content import BANDS, content
from rules.mortebrume.model import MBState, MBView
from rules.mortebrume.scenarios import holders, objective_shape, scenario
from rules.mortebrume.scenarios import params as scenario_params


def render(view: MBView, locale: str) -> Image.Image:
    state = view.state
    fr = Frame(float(state.options.size), 3 if state.options.scenario else 2)
    fighters = [f for f in state.fighters if f.placed and f.status != "dead"]
    rows = max(1, max(sum(1 for f in state.fighters if f.seat == s) for s in (0, 1)))
    focus = view.focus or state.active
    if view.focus is None and state.pending is not None and state.pending.reserved:
        focus = state.pending.attacker  # a reserved strike being resolved: its striker's field and bands
    lay = layout(state, fr, focus)
    below = INSET_SIDE + 12 if lay.inset is not None else 0  # the magnified cluster, between table and roster
    height = int(fr.bottom + MARGIN + 6 + below + rows * ROW + 8)
    # the table (felt, terrain, grid, deployment zones) is the same picture after picture: drawn once
    key = ("mortebrume-table", state.options.table, fr.size, fr.top, state.options.deployment, state.options.scenario,
           state.turn == 0)
    pen = layers.start(key, (W, height), theme.BACKGROUND, lambda p: _table(p, fr, state))
    img = pen.image
    _header(pen, state, locale)
    # the translucent marks are blended as they are drawn (each over what is below it)
    od = ImageDraw.Draw(img, "RGBA")
    _objectives(od, fr, state)
    shown = bool(state.measures) or state.options.premeasure
    if focus is not None:
        f = bd.fighter(state, focus)
        if f.placed and f.status != "dead":
            _field(od, fr, f)
            if shown and view.focus is None:
                _rings(od, fr, state, f)
    d = pen.draw
    _zone_labels(pen, fr, state, locale)
    for f in fighters:
        _base(d, pen, fr, f, f.id == focus, lay.roles.get(f.id, ""))
    for m, spot in zip(state.measures, lay.measures, strict=True):
        measure_line(d, pen, fr, m.x0, m.y0, m.x1, m.y1, m.cm, m.kind, spot, locale)
    for text, box in lay.terrain:
        pen.text(((box[0] + box[2]) / 2, (box[1] + box[3]) / 2), text, TERRAIN, (235, 235, 225), bold=True,
                 anchor="mm", stroke=2, stroke_fill=(30, 30, 30))
    draw_labels(pen, fr, fighters, lay.labels, lay.roles)
    if lay.inset is not None:
        _inset(pen, od, fr, state, fighters, lay.inset, lay.roles, focus)
    _roster(pen, state, fr.bottom + MARGIN + 4 + below, locale)
    return img




@dataclass
class Layout:
    """Where a picture's marks stand: the bases' boxes (rings included), the terrain's labels, the
    fighters' labels (with a leader line or not), the measured lengths, the magnified cluster."""

    roles: dict[str, str]
    bases: dict[str, Box]
    terrain: list[tuple[str, Box]]
    labels: dict[str, tuple[Box, bool]]
    measures: list[Box | None]
    inset: Inset | None
    inset_box: Box | None


def layout(state: MBState, fr: Frame, focus: str | None) -> Layout:
    """Place the picture's marks so that none covers another: the terrain's names off every base,
    the fighters' labels off the bases and the names, the measured lengths off all of them, the
    magnified cluster under the table."""
    fighters = [f for f in state.fighters if f.placed and f.status != "dead"]
    pend = state.pending
    attacker = pend.attacker if pend is not None else (state.declared.fighter if state.declared is not None else None)
    target = pend.target if pend is not None else (state.declared.target if state.declared is not None else None)
    roles = {x: role for x, role in ((attacker, "attacker"), (target, "target")) if x}
    bases = {f.id: base_box(fr, f, roles.get(f.id, "")) for f in fighters}
    inset = _inset_frame(fr, state, fighters, attacker, target, focus)
    inset_box = _inset_box(inset) if inset is not None else None
    terrain = terrain_places(fr, state, list(bases.values()))
    labels = place_labels(fr, fighters, attacker, target, focus, bases, [b for _, b in terrain])
    measures = measure_places(fr, state, [*bases.values(), *(b for _, b in terrain), *(b for b, _ in labels.values())])
    return Layout(roles=roles, bases=bases, terrain=terrain, labels=labels, measures=measures, inset=inset,
                  inset_box=inset_box)


#: a melee cluster is magnified (under the table) when this many bases stand within CLUSTER cm of the
#: fighter attacked
CLUSTER_COUNT = 4
CLUSTER = 6.0
INSET_SPAN = 14.0
INSET_SIDE = 330


def _inset_frame(fr: Frame, state: MBState, fighters: list[Any], attacker: str | None, target: str | None,
                 focus: str | None) -> Inset | None:
    """A melee cluster around the fighter attacked (else the attacker, else the active one) to draw
    again magnified under the table, where it hides nothing of it."""
    key = target or attacker or focus
    if key is None:
        return None
    c = bd.fighter(state, key)
    if not c.placed or c.status == "dead":
        return None
    near = [f for f in fighters if math.hypot(f.cx - c.cx, f.cy - c.cy) <= CLUSTER]
    if len(near) < CLUSTER_COUNT:
        return None
    span = INSET_SPAN
    x0 = min(max(sum(f.cx for f in near) / len(near) - span / 2, 0.0), fr.size - span)
    y0 = min(max(sum(f.cy for f in near) / len(near) - span / 2, 0.0), fr.size - span)
    return Inset(x0, y0, span, fr.left, fr.bottom + MARGIN + 4, INSET_SIDE)


def _inset_box(box: Inset) -> Box:
    """The magnified square on the picture, its dark border included."""
    x0, y0, x1, y1 = box.bounds()
    return x0 - 3, y0 - 3, x1 + 3, y1 + 3


def _inset(pen: Pen, od: ImageDraw.ImageDraw, fr: Frame, state: MBState, fighters: list[Any], box: Inset,
           roles: dict[str, str], focus: str | None) -> None:
    """The magnified cluster, drawn at its place, its area outlined on the table."""
    x0, y0, span, left, top = box.x0, box.y0, box.span, box.left, box.top
    # where it comes from, on the table
    a, b = fr.px(x0, y0 + span), fr.px(x0 + span, y0)
    od.rectangle((a[0], a[1], b[0], b[1]), outline=(250, 250, 240, 200), width=2)
    d = pen.draw
    d.rectangle((left - 3, top - 3, left + INSET_SIDE + 3, top + INSET_SIDE + 3), fill=(15, 15, 15))
    d.rectangle((left, top, left + INSET_SIDE, top + INSET_SIDE), fill=FELT)
    region = box.region()
    ground = bd.ground(state)
    for piece in ground.table.pieces:
        part = ground.shapes[piece.id].intersection(region)
        for poly in getattr(part, "geoms", [part]):
            if poly.geom_type == "Polygon" and not poly.is_empty:
                d.polygon(box.poly(poly.exterior.coords), fill=KIND_FILL[piece.kind])
    for k in range(math.ceil(x0 / 5) * 5, int(x0 + span) + 1, 5):
        d.line((box.px(k, y0), box.px(k, y0 + span)), fill=GRID5, width=1)
    for k in range(math.ceil(y0 / 5) * 5, int(y0 + span) + 1, 5):
        d.line((box.px(x0, k), box.px(x0 + span, k)), fill=GRID5, width=1)
    inside = [f for f in fighters if region.contains(bd.poly(f))]
    for f in inside:
        _base(d, pen, box, f, f.id == focus, roles.get(f.id, ""))
    attacker = next((x for x, r in roles.items() if r == "attacker"), None)
    target = next((x for x, r in roles.items() if r == "target"), None)
    boxes = {f.id: base_box(box, f, roles.get(f.id, "")) for f in inside}
    zoom = f"×{box.scale / fr.scale:.1f}".replace(".", ",")
    corner = (left, top, left + width(zoom, T_MIN, True) + 8, top + T_MIN + 6)
    draw_labels(pen, box, inside, place_labels(box, inside, attacker, target, focus, boxes, [corner]), roles)
    pen.text((left + 4, top + 3), zoom, T_MIN, theme.TEXT, bold=True, stroke=2, stroke_fill=(0, 0, 0))


def _table(pen: Pen, fr: Frame, state: MBState) -> None:
    """The felt, the terrain, the labelled grid and the deployment zones."""
    x0, y0 = fr.px(0, fr.size)
    x1, y1 = fr.px(fr.size, 0)
    pen.draw.rectangle((x0, y0, x1, y1), fill=FELT)
    _terrain(pen.draw, pen, fr, state)
    _grid(pen.draw, pen, fr)
    overlay = Image.new("RGBA", pen.image.size, (0, 0, 0, 0))
    _zones(ImageDraw.Draw(overlay), fr, state)
    _compose(pen.image, overlay)


def _compose(img: Image.Image, overlay: Image.Image) -> None:
    """``overlay`` laid over ``img`` where it is drawn (elsewhere it is transparent)."""
    box = overlay.getbbox()
    if box is not None:
        img.paste(Image.alpha_composite(img.crop(box).convert("RGBA"), overlay.crop(box)).convert("RGB"), box[:2])


def _header(pen: Pen, state: MBState, locale: str) -> None:
    holder = state.names[state.holder] if state.names else "-"
    if state.turn == 0:
        line1 = t(locale, "mb-label-header-deploy", visibility=state.visibility)
    else:
        line1 = t(locale, "mb-label-header", turn=state.turn, player=holder, visibility=state.visibility,
                  a=state.destiny[0], b=state.destiny[1])
    pen.text((8, 6), clip(line1, T_MIN, W - 16, True), T_MIN, theme.TEXT, bold=True)
    names = " — ".join(f"{'AB'[i]}: {n}" for i, n in enumerate(state.names))
    line2 = t(locale, f"mb-label-phase-{state.phase.replace('_', '-')}") + " · " + names
    pen.text((8, 6 + T_MIN + 8), clip(line2, T_MIN, W - 16), T_MIN, theme.MUTED)
    if state.options.scenario:  # the scenario, its score and its goal
        line3 = t(locale, "mb-scenario-line", scenario_params(state)).lstrip(" ·")
        pen.text((8, 6 + 2 * (T_MIN + 8)), clip(line3, T_MIN, W - 16), T_MIN, theme.HIGHLIGHT)


def _grid(d: ImageDraw.ImageDraw, pen: Pen, fr: Frame) -> None:
    size = int(fr.size)
    for k in range(0, size + 1, 5):
        colour = GRID10 if k % 10 == 0 else GRID5
        a, b = fr.px(k, 0), fr.px(k, fr.size)
        d.line((a, b), fill=colour, width=1)
        a, b = fr.px(0, k), fr.px(fr.size, k)
        d.line((a, b), fill=colour, width=1)
        if k % 10 == 0:
            x, y = fr.px(k, 0)
            pen.text((x, y + 3), str(k), T_MIN, theme.MUTED, anchor="mt")
            x, y = fr.px(0, k)
            pen.text((x - 4, y), str(k), T_MIN, theme.MUTED, anchor="rm")


def _terrain(d: ImageDraw.ImageDraw, pen: Pen, fr: Frame, state: MBState) -> None:
    ground = bd.ground(state)
    order = {"forest": 0, "difficult": 0, "hill": 0, "tree": 1, "rock": 1, "wall": 1}
    for piece in sorted(ground.table.pieces, key=lambda p: order[p.kind]):
        pts = fr.poly(piece.polygon())
        fill = KIND_FILL[piece.kind]
        if piece.kind == "tree":
            c = ground.shapes[piece.id].centroid
            cx, cy = fr.px(c.x, c.y)
            r = max(4.0, 1.2 * fr.scale)
            d.ellipse((cx - r, cy - r, cx + r, cy + r), fill=fill, outline=(10, 30, 14), width=2)
            continue
        d.polygon(pts, fill=fill, outline=blend(fill, 0.5, (0, 0, 0)))
        if piece.kind == "forest":
            minx, miny, maxx, maxy = ground.shapes[piece.id].bounds
            for k in range(int(minx) - int(maxy - miny), int(maxx), 3):
                line = geo.segment((k, miny), (k + (maxy - miny), maxy)).intersection(ground.shapes[piece.id])
                for part in getattr(line, "geoms", [line]):
                    if not part.is_empty and part.length > 0:
                        d.line(fr.poly(part.coords), fill=(50, 110, 60), width=1)
        if piece.kind == "hill" and piece.top:
            x, y = fr.px(piece.top[0], piece.top[1])
            d.polygon([(x, y - 7), (x - 6, y + 5), (x + 6, y + 5)], fill=(200, 190, 130))


def _zones(od: ImageDraw.ImageDraw, fr: Frame, state: MBState) -> None:
    """The deployment zones in the sides' colours: tinted while deploying, outlined afterwards."""
    deploying = state.turn == 0
    for seat in (0, 1):
        zone = dp.deploy_zone(state, seat)
        if zone is None or zone.is_empty:
            continue
        r, g, b = SEAT[seat]
        pts = fr.poly(zone.exterior.coords)
        od.polygon(pts, fill=(r, g, b, 70 if deploying else 0), outline=(r, g, b, 230 if deploying else 150))
        od.line(pts, fill=(r, g, b, 230 if deploying else 150), width=3 if deploying else 2)


def _zone_labels(pen: Pen, fr: Frame, state: MBState, locale: str) -> None:
    """The zones' names while deploying, and the objectives' ids above their circles."""
    sc = scenario(state)
    for o in sc.objectives if sc is not None else []:
        shape = objective_shape(state, o)
        x, y = fr.px(shape.centroid.x, shape.bounds[3])
        pen.text((x, y - 2), o.id, T_MIN, (250, 250, 240), bold=True, anchor="mb", stroke=2, stroke_fill=(0, 0, 0))
    for seat in (0, 1) if state.turn == 0 else ():
        zone = dp.deploy_zone(state, seat)
        if zone is None or zone.is_empty:
            continue
        c = zone.centroid
        x, y = fr.px(c.x, c.y)
        pen.text((x, y), t(locale, "mb-label-zone", seat="AB"[seat]), T_MIN, theme.ink_on(SEAT[seat]), bold=True,
                 anchor="mm", stroke=2, stroke_fill=SEAT[seat])


def _objectives(od: ImageDraw.ImageDraw, fr: Frame, state: MBState) -> None:
    """A scenario's objectives: circles drawn in the colour of the side holding them now."""
    sc = scenario(state)
    if sc is None:
        return
    held = holders(state)
    for o, h in zip(sc.objectives, held, strict=True):
        shape = objective_shape(state, o)
        colour = SEAT[h] if h is not None else (245, 240, 220)
        pts = fr.poly(shape.exterior.coords)
        od.polygon(pts, fill=(*colour, 60))
        od.line(pts, fill=(*colour, 255), width=3)



def _field(od: ImageDraw.ImageDraw, fr: Frame, f: Any) -> None:
    """The 180-degree field of vision: the half-table in front of the base's centre line."""
    fx, fy = geo.heading(f.deg)
    rx, ry = fy, -fx
    big = fr.size * 3
    cx, cy = f.cx, f.cy
    pts = [(cx + rx * big, cy + ry * big), (cx + rx * big + fx * big, cy + ry * big + fy * big),
           (cx - rx * big + fx * big, cy - ry * big + fy * big), (cx - rx * big, cy - ry * big)]
    table = geo.Polygon([(0, 0), (fr.size, 0), (fr.size, fr.size), (0, fr.size)])
    half = geo.Polygon(pts).intersection(table)
    if not half.is_empty:
        od.polygon(fr.poly(half.exterior.coords), fill=(255, 230, 120, 40))


def _rings(od: ImageDraw.ImageDraw, fr: Frame, state: MBState, f: Any) -> None:
    """The visibility circle and the weapon's bands around the base (shown once declared)."""
    base = bd.poly(f)
    vis = base.buffer(state.visibility, quad_segs=24)
    table = geo.Polygon([(0, 0), (fr.size, 0), (fr.size, fr.size), (0, fr.size)])
    arc = vis.exterior.intersection(table)  # the circle's part on the table
    for part in getattr(arc, "geoms", [arc]):
        if not part.is_empty and part.geom_type == "LineString":
            od.line(fr.poly(part.coords), fill=(230, 230, 255, 170), width=2)
    w = bd.weapon_of(f, f.weapon_used or "main")
    radii = [BANDS[w.kind][1]] if not w.ranged else [float(w.reach), 6.0 * w.reach]
    if not w.ranged and w.kind != "short":
        radii.insert(0, BANDS[w.kind][0])
    for r in radii:
        if r <= 0:
            continue
        ring = base.buffer(r, quad_segs=16).intersection(vis)
        if not ring.is_empty and ring.geom_type == "Polygon":
            od.line(fr.poly(ring.exterior.coords), fill=(255, 204, 64, 200), width=2)


def _base(d: ImageDraw.ImageDraw, pen: Pen, fr: Any, f: Any, focused: bool, role: str = "") -> None:
    """A base turned to its facing: its back edge thick, a white arrow from its centre to its front
    edge (the facing, read at 400 px), a ring around the attacker (yellow) and the target (red)."""
    p = bd.prof(f)
    colour = SEAT[f.seat]
    if f.status == "out":
        colour = (110, 110, 110)
    elif f.activated or f.stunned:
        colour = blend(colour, 0.55)
    pts = fr.poly(list(bd.poly(f).exterior.coords)[:4])
    if role:
        cx, cy = fr.px(f.cx, f.cy)
        r = p.side * fr.scale * 0.75 + 5
        d.ellipse((cx - r - 2, cy - r - 2, cx + r + 2, cy + r + 2), outline=(250, 250, 250), width=2)
        d.ellipse((cx - r, cy - r, cx + r, cy + r), outline=MARK[role], width=4)
    d.polygon(pts, fill=colour, outline=theme.HIGHLIGHT if focused else (15, 15, 15))
    (ax, ay), (bx, by) = geo.back_edge(f.cx, f.cy, p.side, f.deg)
    d.line((fr.px(ax, ay), fr.px(bx, by)), fill=(10, 10, 10), width=4)
    hx, hy = geo.heading(f.deg)
    rx, ry = hy, -hx
    half = p.side * 0.5
    tip = fr.px(f.cx + hx * (half + 0.35), f.cy + hy * (half + 0.35))
    wing = max(0.45, half * 0.55)
    left = fr.px(f.cx + hx * (half - wing) - rx * wing, f.cy + hy * (half - wing) - ry * wing)
    right = fr.px(f.cx + hx * (half - wing) + rx * wing, f.cy + hy * (half - wing) + ry * wing)
    d.line((fr.px(f.cx, f.cy), tip), fill=(250, 250, 250), width=3)
    d.polygon([tip, left, right], fill=(250, 250, 250), outline=(15, 15, 15))
    if f.status == "out":
        d.line((pts[0], pts[2]), fill=theme.DANGER, width=3)
        d.line((pts[1], pts[3]), fill=theme.DANGER, width=3)
    # wounds: the share of physique left under the base
    cx, _ = fr.px(f.cx, f.cy)
    half = p.side * fr.scale * 0.6
    bar_y = max(pt[1] for pt in pts) + 3
    share = max(0.0, f.physique / p.physique)
    d.rectangle((cx - half, bar_y, cx + half, bar_y + 4), fill=theme.DANGER)
    d.rectangle((cx - half, bar_y, cx - half + 2 * half * share, bar_y + 4), fill=theme.GOOD)


def _roster(pen: Pen, state: MBState, y: float, locale: str) -> None:
    col = (W - 16) / 2
    for seat in (0, 1):
        x = 8 + seat * col
        for k, f in enumerate(f for f in state.fighters if f.seat == seat):
            p = bd.prof(f)
            status = t(locale, f"mb-label-{f.status}") if f.status != "ok" else f"{f.physique}/{p.physique}"
            text = f"{f.id} {p.name} {status}"
            colour = theme.legible(SEAT[seat], theme.BACKGROUND) if f.status == "ok" and not f.activated else theme.MUTED
            pen.text((x, y + k * ROW), clip(text, ROSTER, col - 8), ROSTER, colour)


register_renderer("mortebrume", render)

__all__ = ["content", "render"]
