"""``/dice stats``: a roll's distribution as a bar chart readable on a phone (400 px wide)."""

from __future__ import annotations

import math

from PIL import Image, ImageDraw

from rules.core import i18n
from rules.core.dice_model import COMPARISONS
from rules.core.dice_stats import Distribution

from .theme import BACKGROUND, GOOD, GRID, MUTED, SKY, TEXT, font, text_width

WIDTH, HEIGHT = 800, 480
#: at most this many bars: wider ranges are grouped in equal bins
MAX_BARS = 48
LEFT, RIGHT, TOP, BOTTOM = 78, 24, 118, 58


def _bins(dist: Distribution) -> tuple[list[tuple[int, int, float]], int]:
    """(first value, last value, probability) per bar, and the values per bar."""
    low, high = dist.low, dist.high
    width = max(1, math.ceil((high - low + 1) / MAX_BARS))
    bars = []
    for start in range(low, high + 1, width):
        end = min(start + width - 1, high)
        p = sum(dist.probability(v) for v in range(start, end + 1))
        bars.append((start, end, p))
    return bars, width


def _nice_step(top: float) -> float:
    """A round step for the percentage grid (about four lines)."""
    for step in (0.005, 0.01, 0.02, 0.025, 0.05, 0.1, 0.2, 0.25):
        if top / step <= 5:
            return step
    return 0.25


def _percent(p: float, lang: str = "en", digits: int = 1) -> str:
    text = f"{p * 100:.{digits}f}".rstrip("0").rstrip(".")
    return f"{text.replace('.', ',') if lang == 'fr' else text} %"


def render_distribution(dist: Distribution, lang: str, comparison: str | None = None,
                        target: int | None = None) -> Image.Image:
    """Bars of the distribution; the values meeting ``comparison target`` in green."""
    img = Image.new("RGB", (WIDTH, HEIGHT), BACKGROUND)
    draw = ImageDraw.Draw(img)
    title, sub, small = font(34, bold=True), font(24), font(22)
    draw.text((LEFT - 50, 16), dist.expression[:40], font=title, fill=TEXT)
    key = "dice-stats-chart-exact" if dist.exact else "dice-stats-chart-simulated"
    mean = f"{dist.mean:.2f}".rstrip("0").rstrip(".")
    head = i18n.t(lang, key, {"mean": mean.replace(".", ",") if lang == "fr" else mean, "low": dist.low,
                              "high": dist.high,
                              "rolls": dist.total, "measure": dist.measure})
    draw.text((LEFT - 50, 62), head, font=sub, fill=MUTED)
    bars, per_bar = _bins(dist)
    top_p = max(p for _s, _e, p in bars) or 1.0
    step = _nice_step(top_p)
    scale_top = math.ceil(top_p / step) * step
    x0, x1, y0, y1 = LEFT, WIDTH - RIGHT, TOP, HEIGHT - BOTTOM
    line = 0.0
    while line <= scale_top + 1e-9:
        y = y1 - (y1 - y0) * line / scale_top
        draw.line([(x0, y), (x1, y)], fill=GRID, width=1)
        label = _percent(line, lang)
        draw.text((x0 - 8 - text_width(draw, label, small), y - 12), label, font=small, fill=MUTED)
        line += step
    slot = (x1 - x0) / len(bars)
    gap = max(1.0, slot * 0.15)
    meets = None
    if comparison is not None and target is not None:
        meets = COMPARISONS[comparison]
        legend = f"{comparison} {target} : {_percent(dist.chance(comparison, target), lang, 2)}"
        if lang != "fr":
            legend = legend.replace(" :", ":")
        w = text_width(draw, legend, sub)
        draw.rectangle([WIDTH - RIGHT - w - 34, 24, WIDTH - RIGHT - w - 12, 46], fill=GOOD)
        draw.text((WIDTH - RIGHT - w, 18), legend, font=sub, fill=TEXT)
    label_every = max(1, math.ceil(len(bars) * 46 / (x1 - x0)))
    for i, (start, end, p) in enumerate(bars):
        left = x0 + i * slot + gap / 2
        right = x0 + (i + 1) * slot - gap / 2
        height = (y1 - y0) * p / scale_top
        good = meets is not None and meets(start, target) and meets(end, target)
        if p > 0:
            draw.rectangle([left, y1 - height, right, y1], fill=GOOD if good else SKY)
        if i % label_every == 0:
            label = str(start) if per_bar == 1 else f"{start}"
            w = text_width(draw, label, small)
            draw.text(((left + right) / 2 - w / 2, y1 + 8), label, font=small, fill=TEXT)
    return img


__all__ = ["render_distribution"]
