"""Small statistics the strength benches share: the Wilson interval of a win rate and the spread
(mean, 95th percentile, worst) of measured durations."""

from __future__ import annotations

import math
from typing import Any


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score 95 % interval of a proportion ``wins / n`` (``wins`` may count halves)."""
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    den = 1 + z * z / n
    mid = (p + z * z / (2 * n)) / den
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / den
    return (round(max(0.0, mid - half), 3), round(min(1.0, mid + half), 3))


def spread(values: list[float]) -> dict[str, Any]:
    """Count, mean, 95th percentile and worst of durations in seconds, given in ms."""
    xs = sorted(values)
    if not xs:
        return {"n": 0}
    return {"n": len(xs), "mean_ms": round(1000 * sum(xs) / len(xs), 2),
            "p95_ms": round(1000 * xs[int(0.95 * (len(xs) - 1))], 2), "max_ms": round(1000 * xs[-1], 2)}
