"""``/dice stats``: a roll's distribution, its mean and the chance of reaching a target."""

from __future__ import annotations

import re

from bot.service.base import ServiceBase, replying
from bot.shared.replies import Actor, Attachment, Reply
from render.dice_stats import render_distribution
from render.encode import encode_png, run_off_loop
from rules.core.dice_stats import Distribution, distribution
from rules.core.errors import InvalidActionError

TARGET_RE = re.compile(r"^\s*(?P<op>>=|<=|==|!=|=|>|<)?\s*(?P<n>-?\d{1,9})\s*$")
WORDS = {">=": "ge", ">": "gt", "<=": "le", "<": "lt", "==": "eq", "!=": "ne"}


def parse_target(text: str) -> tuple[str, int]:
    """``15`` -> (``>=``, 15); ``< 8`` -> (``<``, 8)."""
    m = TARGET_RE.match(text)
    if m is None:
        raise InvalidActionError("dice-stats-target", target=text.strip()[:40])
    op = m["op"] or ">="
    return ("==" if op == "=" else op), int(m["n"])


def _percent(lang: str, p: float) -> str:
    text = f"{p * 100:.2f}".rstrip("0").rstrip(".")
    return (text.replace(".", ",") if lang == "fr" else text) + " %"


def _number(lang: str, x: float) -> str:
    text = f"{x:.2f}".rstrip("0").rstrip(".")
    return text.replace(".", ",") if lang == "fr" else text


def stats_picture(dist: Distribution, lang: str, comparison: str | None, target: int | None) -> bytes:
    return encode_png(render_distribution(dist, lang, comparison, target))


class DiceStats(ServiceBase):
    """What a roll means."""

    @replying
    async def roll_stats(self, actor: Actor, expression: str, target: str | None = None) -> Reply:
        lang = await self.lang(actor)
        wanted = parse_target(target) if target and target.strip() else None
        dist = await run_off_loop(distribution, expression)
        comparison, goal = wanted if wanted else (dist.comparison, dist.target)
        lines = [
            self.t(lang, "dice-stats-head", {"expression": dist.expression, "exact": "yes" if dist.exact else "no",
                                             "rolls": dist.total}),
            self.t(lang, "dice-stats-summary", {"measure": dist.measure, "mean": _number(lang, dist.mean),
                                                "stdev": _number(lang, dist.stdev), "low": dist.low,
                                                "high": dist.high}),
        ]
        if comparison is not None and goal is not None:
            p = dist.chance(comparison, goal)
            margin = dist.margin(p)
            lines.append(self.t(lang, "dice-stats-chance", {
                "comparison": WORDS[comparison], "target": goal, "percent": _percent(lang, p),
                "margin": _percent(lang, margin) if margin else "none"}))
        image = None
        if self.render_images:
            data = await run_off_loop(stats_picture, dist, lang, comparison, goal)
            image = Attachment("dice-stats.png", data)
        return Reply(text="\n".join(lines), private=True, image=image)
