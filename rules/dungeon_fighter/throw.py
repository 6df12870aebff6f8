"""The digital throw of Dungeon Fighter: physical dexterity replaced by aim, power and height.

See ``docs/dungeon_fighter_throw.md`` for the design. Summary: the target is a disc of radius
100 centred on (0, 0); the thrower stands at (0, -320). A throw gives an aim point, a power
(how far the die travels: ``power * 40`` units) and a height (the share of the travel done in
the air before the first bounce, in tenths). The landing is the end of that travel, pushed by
the table's *drift* of this throw (shown to the thrower beforehand), plus a random scatter that
grows with the length the die rolls. The rulebook's conditions are checked on the path: the
die must bounce at least once off the target before reaching it (twice for Double Rebond),
holes, the rim and off-board are misses. Every special throw changes one measurable part of
the model (:func:`profile`). Randomness only comes from the ``rng`` argument.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass

from rules.core import Rng

TARGET_R = 100.0
#: (outer radius, damage) from the centre outwards; centre 10 is the rulebook's, the rest ours
RINGS: tuple[tuple[float, int], ...] = (
    (10.0, 10), (25.0, 6), (42.0, 5), (60.0, 4), (80.0, 3), (100.0, 2))
#: the box's Target, reported with real dice: its « zone 1 » (seed 003, « Petite Cible ») and the
#: sections of the digital Target (docs/rulings/dungeon_fighter.md, « Real dice »)
BOX_ZONE_1 = 1
BOX_SECTIONS: tuple[int, ...] = tuple(sorted({BOX_ZONE_1} | {v for _, v in RINGS}))
#: a die on a line between two sections counts the lower one ("dans le doute...")
LINE = 1.5
#: the rim of the board: a die stopped there is "sur la tranche" (a miss)
RIM = 2.0
#: the target's holes guard the centre: four pits on the diagonals, HOLE_R from the centre, so a
#: throw at the 10 risks a hole and a throw at a section between them (F8: 0, -45) far less
HOLE_R = 24.0
#: the model's own scatter: (base, per unit rolled) along the path, (base, per unit travelled)
#: across it; the thrower's gesture (or the table's push they misjudge) adds the rest
#: Soufflé's breath: the most power a blown die takes
SOUFFLE_POWER = 5.0
#: a safe aim: the 4 below the centre, away from the holes (grid F8)
SAFE_AIM = (0.0, -45.0)
#: the section of SAFE_AIM (a reported real throw in the samples)
SAFE_SECTION = 4
SCATTER_ALONG = (5.0, 0.08)
SCATTER_ACROSS = (4.0, 0.025)
#: the target's holes: (x, y, radius)
HOLES: tuple[tuple[float, float, float], ...] = (
    (HOLE_R * 0.7071, HOLE_R * 0.7071, 11.0), (-HOLE_R * 0.7071, HOLE_R * 0.7071, 11.0),
    (-HOLE_R * 0.7071, -HOLE_R * 0.7071, 11.0), (HOLE_R * 0.7071, -HOLE_R * 0.7071, 11.0),
)
#: the throw model's versions (docs/dungeon_fighter_throw.md, « Versions »): every throw action
#: carries the version it was made with, so a stored log replays with the model of its day.
#: 1: the first model (sections 10/5/4/3/2/1, holes far out, wide scatter, En Aveugle draws a
#: fresh push, Furie Aveugle chosen with the throw); 2: issue 15's skill model; 3: 2 with Double
#: Rebond's second input (where the die bounces the second time)
#: 4: issue 22's: a throw given by gesture on the page is read from the hand's samples; one given
#: as numbers (typed, buttons, bots) carries an average hand's spread (HAND_AIM_SD, HAND_POWER_SD)
MODEL_FIRST, MODEL_SKILL, MODEL_HOP, MODEL_HAND = 1, 2, 3, 4
CURRENT_MODEL = MODEL_HAND
#: an average hand's spread on the page (bench/results/df-skill.json, « average »: the aim point's
#: standard deviation per axis, in units, and the power's, relative), given to typed throws so
#: that reading the labels never beats a careful hand
HAND_AIM_SD = 17.0
HAND_POWER_SD = 0.12
#: the first model's Target, holes and scatter
RINGS_V1: tuple[tuple[float, int], ...] = (
    (10.0, 10), (25.0, 5), (42.0, 4), (60.0, 3), (80.0, 2), (100.0, 1))
HOLES_V1: tuple[tuple[float, float, float], ...] = (
    (44.0, 44.0, 9.0), (-44.0, 44.0, 9.0), (-44.0, -44.0, 9.0), (44.0, -44.0, 9.0))
SCATTER_ALONG_V1 = (16.0, 0.12)
SCATTER_ACROSS_V1 = (14.0, 0.06)
ORIGIN_Y = -320.0
UNIT = 40.0
POWER_MIN, POWER_MAX = 0.5, 20.0
HEIGHT_MIN, HEIGHT_MAX = 1, 9
DRIFT_MAX = 45.0
#: hero symbol: one face of six (ours)
HERO_FACE = 6
GAUGE_PERIOD_MS = 3000


@dataclass
class Profile:
    """How the conditions of a throw change the model (all additive unless said)."""

    unit: float = UNIT            # travel per power point
    power_noise: float = 0.03     # relative standard deviation of the power
    angle_jitter: float = 0.6     # degrees, standard deviation
    sigma_along: float = 0.0      # extra scatter along the path
    sigma_lat: float = 0.0        # extra scatter across the path
    sigma_mult: float = 1.0       # multiplies both scatters
    origin_back: float = 0.0      # the thrower steps back
    min_bounces: int = 1
    h_min: float = 0.1
    h_max: float = 0.9
    min_first_bounce: float = 0.0  # the die must clear a card before its first bounce
    roll_extra: float = 0.0       # spinning die: the roll may run up to this share further
    blind: bool = False           # eyes closed: the target and the push are not seen
    borrowed: bool = False        # the left player's hand gives the power
    mirror: bool = False          # back to the table: the aim is mirrored left-right
    power_max: float = POWER_MAX  # the most power the player may give (Soufflé)


def profile(conditions: Iterable[str], model: int = CURRENT_MODEL) -> Profile:
    """The model for a set of special throws (identical ones count once)."""
    p = Profile()
    for c in sorted(set(conditions)):
        if model == MODEL_FIRST and c in ("souffle", "en_aveugle", "de_dos"):
            _first_model(p, c)
            continue
        if c == "tir_en_bande":
            p.unit *= 0.85
            p.sigma_lat += 8
        elif c == "pichenette":
            p.power_noise += 0.08
        elif c == "souffle":  # a breath: power 5 at most, blown from 120 closer, unevenly
            p.power_max = min(p.power_max, SOUFFLE_POWER)
            p.origin_back -= 120.0
            p.power_noise += 0.10
        elif c == "sous_la_jambe":
            p.sigma_lat += 10
        elif c == "en_aveugle":  # eyes closed: the aim wanders (the push stays the printed one)
            p.blind = True
            p.sigma_along += 12
            p.sigma_lat += 12
        elif c == "double_rebond":
            p.min_bounces = max(p.min_bounces, 2)
        elif c == "sur_le_coude":
            p.h_min = max(p.h_min, 0.5)
            p.sigma_along += 12
        elif c == "lancer_de_la_foi":
            p.angle_jitter += 6.0
        elif c == "mauvaise_main":
            p.sigma_mult *= 1.5
        elif c == "emprunt":
            p.borrowed = True
            p.power_noise += 0.08
        elif c == "par_dessus_une_carte":
            p.min_first_bounce = max(p.min_first_bounce, 150.0)
            p.sigma_along += 12
        elif c == "catapulte":
            p.h_min = max(p.h_min, 0.7)
            p.h_max = min(p.h_max, 0.7)
            p.power_noise += 0.07
        elif c == "tete":
            p.sigma_along += 8
            p.sigma_lat += 8
        elif c == "lancer_toupie":
            p.roll_extra += 0.35
        elif c == "sur_le_nez":
            p.unit *= 0.6
            p.sigma_along += 14
        elif c == "de_dos":  # facing away: left is right; the player enters the mirror image
            p.mirror = True
            p.angle_jitter += 3.0
        elif c == "smash":
            p.h_max = min(p.h_max, 0.2)
            p.power_noise += 0.05
        elif c == "assis":
            p.h_max = min(p.h_max, 0.35)
            p.sigma_along += 4
            p.sigma_lat += 4
        elif c == "saut":
            p.power_noise += 0.06
            p.sigma_lat += 4
        elif c == "sous_la_table":
            p.h_max = min(p.h_max, 0.25)
            p.sigma_lat += 5
        elif c == "danse":
            p.angle_jitter += 4.0
            p.power_noise += 0.05
        elif c == "de_loin":
            p.origin_back += 100.0
            p.sigma_along += 6
        else:
            raise ValueError(f"unknown special throw {c!r}")
    if p.h_min > p.h_max:  # e.g. catapult and smash together: the catapult's arm wins
        p.h_max = p.h_min
    return p


def _first_model(p: Profile, c: str) -> None:
    """The three special throws the first model read otherwise."""
    if c == "souffle":
        p.unit *= 0.5
        p.power_noise += 0.06
    elif c == "en_aveugle":  # a fresh push is drawn (resolve)
        p.blind = True
        p.sigma_along += 3
        p.sigma_lat += 3
    else:  # de_dos
        p.angle_jitter += 5.0
        p.sigma_lat += 8


@dataclass(frozen=True)
class Path:
    """The die's way as the model computes it (the throw page animates it): from ``start`` along
    the thrown line (the direction after the hand's jitter), touching the table at ``bounces``
    (the first at the height's share of the travel, then each hop half of what is left, or
    Double Rebond's second input), rolling to ``rest``, where the table's push and the scatter
    move it to the landing; ``entry`` is where the line enters the Target (``None``: never)."""

    start: tuple[float, float]
    bounces: tuple[tuple[float, float], ...]
    rest: tuple[float, float]
    entry: tuple[float, float] | None


@dataclass(frozen=True)
class Landing:
    """Where a throw ended and what it is worth before any bonus."""

    x: float
    y: float
    face: int
    zone: int          # 0 for a miss, else the section's damage
    outcome: str       # hit, off, rim, hole, no-bounce, bounces, card, small
    bounces: int       # bounces off the target before reaching it
    drift: tuple[float, float]
    path: Path | None = None

    @property
    def hit(self) -> bool:
        return self.outcome == "hit"

    @property
    def hero(self) -> bool:
        return self.face == HERO_FACE


def gauge_power(timing_ms: int) -> float:
    """The reflex variant: the power gauge swings 0.5 -> 20 -> 0.5 every 3 seconds."""
    phase = (timing_ms % GAUGE_PERIOD_MS) / GAUGE_PERIOD_MS
    tri = 2 * phase if phase < 0.5 else 2 * (1 - phase)
    return round(POWER_MIN + (POWER_MAX - POWER_MIN) * tri, 1)


def hand_spread(aim: tuple[float, float], power: float, power_max: float, rng: Rng, aim_too: bool = True
                ) -> tuple[tuple[float, float], float]:
    """A throw given as numbers, spoilt as an average hand spoils a gesture (model 4). Draws: 2
    (aim) + 1 (power), or 1 without the aim."""
    if aim_too:
        aim = (aim[0] + HAND_AIM_SD * normal(rng), aim[1] + HAND_AIM_SD * normal(rng))
        aim = (round(min(max(aim[0], -200.0), 200.0), 1), round(min(max(aim[1], -200.0), 200.0), 1))
    power = round(min(max(power * (1 + HAND_POWER_SD * normal(rng)), POWER_MIN), power_max), 1)
    return aim, power


def normal(rng: Rng) -> float:
    """One standard normal deviate from two uniform draws (Box-Muller)."""
    u1 = max(rng.random(), 1e-12)
    u2 = rng.random()
    return math.sqrt(-2.0 * math.log(u1)) * math.cos(2 * math.pi * u2)


def draw_drift(rng: Rng) -> tuple[float, float]:
    """The table's push for the next throw (the die's bounce off a worn table), in units."""
    r = rng.randint(0, int(DRIFT_MAX))
    a = rng.randint(0, 359)
    return (round(r * math.cos(math.radians(a)), 1), round(r * math.sin(math.radians(a)), 1))


def zone_at(x: float, y: float, small_target: bool = False, model: int = CURRENT_MODEL) -> tuple[int, str]:
    """The damage of a resting point and the outcome name (0 and the reason for a miss)."""
    rings, holes = (RINGS_V1, HOLES_V1) if model == MODEL_FIRST else (RINGS, HOLES)
    r = math.hypot(x, y)
    if r > TARGET_R:
        return 0, "off"
    if r > TARGET_R - RIM:
        return 0, "rim"
    for hx, hy, hr in holes:
        if math.hypot(x - hx, y - hy) <= hr:
            return 0, "hole"
    value = 1
    for outer, dmg in rings:
        if r + LINE < outer:
            value = dmg
            break
    if small_target and value == rings[-1][1]:  # « Petite Cible »: the outer section is a miss
        return 0, "small"
    return value, "hit"


def _entry_distance(ox: float, oy: float, ux: float, uy: float) -> float:
    """Along the path from the origin, where it first enters the target disc (inf if never)."""
    b = ox * ux + oy * uy
    c = ox * ox + oy * oy - TARGET_R * TARGET_R
    disc = b * b - c
    if disc < 0:
        return math.inf
    s = -b - math.sqrt(disc)
    return s if s >= 0 else 0.0


def bounce_points(b1: float, travel: float, hop: int | None = None) -> list[float]:
    """Along-path distances of the first three bounces: each hop covers half what is left, or
    the second one ``hop`` tenths of it (Double Rebond's second input)."""
    b2 = b1 + (travel - b1) * (hop / 10 if hop is not None else 0.5)
    b3 = b2 + (travel - b2) / 2
    return [b1, b2, b3]


def resolve(
    aim: tuple[float, float],
    power: float,
    height: int,
    conditions: Iterable[str],
    drift: tuple[float, float],
    rng: Rng,
    small_target: bool = False,
    model: int = CURRENT_MODEL,
    hop: int | None = None,
) -> Landing:
    """Throw the die with the model ``model``. Draws: (the first model, blind: 2) + 8 uniforms +
    1 face, always in that order. ``hop``: Double Rebond's second bounce, in tenths of what is
    left after the first (model 3; else half of it)."""
    p = profile(conditions, model)
    if model == MODEL_FIRST and p.blind:
        drift = draw_drift(rng)
    if p.mirror:
        aim = (-aim[0], aim[1])
    ox, oy = 0.0, ORIGIN_Y - p.origin_back
    dx, dy = aim[0] - ox, aim[1] - oy
    angle = math.atan2(dy, dx) + math.radians(p.angle_jitter * normal(rng))
    ux, uy = math.cos(angle), math.sin(angle)
    power = min(max(power, POWER_MIN), p.power_max)
    travel = max(1.0, power * (1 + p.power_noise * normal(rng)) * p.unit)
    h = min(max(height / 10, p.h_min), p.h_max)
    b1 = travel * h
    roll = travel - b1
    spin = rng.random()
    if p.roll_extra:
        roll *= 1 + p.roll_extra * spin
    end = b1 + roll
    along, across = (SCATTER_ALONG_V1, SCATTER_ACROSS_V1) if model == MODEL_FIRST else (SCATTER_ALONG, SCATTER_ACROSS)
    sa = (along[0] + along[1] * roll + p.sigma_along) * p.sigma_mult
    sl = (across[0] + across[1] * end + p.sigma_lat) * p.sigma_mult
    na, nl = normal(rng), normal(rng)
    x = ox + ux * end + drift[0] + ux * sa * na - uy * sl * nl
    y = oy + uy * end + drift[1] + uy * sa * na + ux * sl * nl
    face = rng.die(6)
    s_in = _entry_distance(ox, oy, ux, uy)
    along_pts = bounce_points(b1, b1 + roll, hop if model >= MODEL_HOP else None)
    bounces = sum(1 for b in along_pts if b < s_in)
    on_line = lambda s: (round(ox + ux * s, 1), round(oy + uy * s, 1))  # noqa: E731
    path = Path(start=(ox, oy), bounces=tuple(on_line(b) for b in along_pts), rest=on_line(end),
                entry=on_line(s_in) if s_in < end else None)
    zone, outcome = zone_at(x, y, small_target, model)
    if outcome == "hit":
        if b1 < p.min_first_bounce:
            zone, outcome = 0, "card"
        elif bounces == 0:
            zone, outcome = 0, "no-bounce"
        elif bounces < p.min_bounces:
            zone, outcome = 0, "bounces"
    return Landing(x=round(x, 1), y=round(y, 1), face=face, zone=zone, outcome=outcome,
                   bounces=bounces, drift=drift, path=path)


def reach(conditions: Iterable[str]) -> float:
    """The power whose travel reaches the Target's centre under these special throws (8
    without any; 5 blown from closer under Soufflé, 10.5 from afar...): the form's hint."""
    p = profile(conditions)
    return round((abs(ORIGIN_Y) + p.origin_back) / p.unit, 1)


def skilled_bounce2(conditions: Iterable[str]) -> int | None:
    """Double Rebond's second input a skilled player gives: half of what is left (the bounces
    of the other throws), which ``skilled_params`` already keeps short of the Target."""
    return 5 if "double_rebond" in set(conditions) else None


def skilled_params(
    point: tuple[float, float], conditions: Iterable[str], drift: tuple[float, float] | None
) -> tuple[tuple[float, float], float, int]:
    """What a player who understands the model enters to land on ``point``.

    Aim against the drift they can see, power for the distance, and the highest height whose
    bounces still fall short of the target (the less the die rolls, the less it scatters).
    Used by the simulation tests and by absent ("zombie") players.
    """
    p = profile(conditions)
    seen = (0.0, 0.0) if (drift is None or p.blind) else drift
    aim = (point[0] - seen[0], point[1] - seen[1])
    ox, oy = 0.0, ORIGIN_Y - p.origin_back
    # the distance to the target's edge along the path: the die must bounce before it
    s_in = math.hypot(ox, oy) - TARGET_R
    margin = 30.0
    for pull in range(0, 90, 10):  # aim shorter when no height bounces early enough
        near = (aim[0], aim[1] - pull)
        travel = math.hypot(near[0] - ox, near[1] - oy)
        best = None
        for hh in range(HEIGHT_MIN, HEIGHT_MAX + 1):
            h = min(max(hh / 10, p.h_min), p.h_max)
            b1 = travel * h
            pts = bounce_points(b1, travel)
            if pts[p.min_bounces - 1] < s_in - margin and b1 >= p.min_first_bounce + 10:
                best = hh
        if best is not None:
            power = round(min(max(travel / p.unit, POWER_MIN), p.power_max), 1)
            return ((-near[0], near[1]) if p.mirror else near), power, best
    power = round(min(max(math.hypot(aim[0] - ox, aim[1] - oy) / p.unit, POWER_MIN), p.power_max), 1)
    return ((-aim[0], aim[1]) if p.mirror else aim), power, HEIGHT_MIN
