"""Building a horde (section 3): equal points, a seigneur needs one recruit or veteran, a
chevalier two (MB22-MB25)."""

from __future__ import annotations

from collections.abc import Sequence

from rules.core import InvalidActionError

from .content import content

#: the order a default horde is filled in (ours): a leader first, then fighters to the points
#: the recipe (ours): a knight first, so that a default game shows reserved actions (section 12), then
#: veterans (casters first, then the biggest: a size-4 creature when the horde has one) and recruits
_WISH = ("chevalier", "veteran", "recrue", "veteran", "recrue", "seigneur", "recrue", "veteran", "recrue")


def check(horde: str, ids: Sequence[str], points: int) -> None:
    """Raise a player-facing error unless ``ids`` is a legal horde of ``points``."""
    c = content()
    profs = []
    for pid in ids:
        p = c.profiles.get(pid)
        if p is None:
            raise InvalidActionError("mb-unknown-profile", profile=pid)
        if p.horde != horde:
            raise InvalidActionError("mb-wrong-horde", profile=pid, horde=horde)
        profs.append(p)
    total = sum(p.cost for p in profs)
    if total != points:
        raise InvalidActionError("mb-horde-points", horde=horde, total=total, points=points)
    small = sum(1 for p in profs if p.rank in ("recrue", "veteran"))
    lords = sum(1 for p in profs if p.rank == "seigneur")
    knights = sum(1 for p in profs if p.rank == "chevalier")
    # each seigneur brings one recruit or veteran, each chevalier two (MB23, MB24)
    if small < lords + 2 * knights:
        raise InvalidActionError("mb-horde-escort", horde=horde, needed=lords + 2 * knights, small=small)


def build(horde: str, points: int) -> list[str]:
    """A legal horde of exactly ``points`` from the horde's profiles (ours: a deterministic recipe)."""
    c = content()
    if horde not in c.hordes:
        raise InvalidActionError("mb-unknown-horde", horde=horde, known=", ".join(c.hordes))
    by_rank: dict[str, list[str]] = {}
    for p in sorted(c.profiles.values(), key=lambda p: (not p.spells, -p.size)):
        if p.horde == horde:
            by_rank.setdefault(p.rank, []).append(p.id)
    out: list[str] = []
    left = points
    used: dict[str, int] = {}
    for rank in _WISH * 4:
        cost = {"recrue": 5, "veteran": 10, "seigneur": 15, "chevalier": 20}[rank]
        if cost > left or rank not in by_rank:
            continue
        trial = out + [by_rank[rank][used.get(rank, 0) % len(by_rank[rank])]]
        small = sum(1 for i in trial if c.profiles[i].rank in ("recrue", "veteran"))
        big = sum(1 if c.profiles[i].rank == "seigneur" else 2 for i in trial
                  if c.profiles[i].rank in ("seigneur", "chevalier"))
        # keep room for the escorts still owed
        owed = max(0, big - small)
        if left - cost < 5 * owed:
            continue
        out = trial
        used[rank] = used.get(rank, 0) + 1
        left -= cost
        if left == 0:
            break
    check(horde, out, points)
    return out
