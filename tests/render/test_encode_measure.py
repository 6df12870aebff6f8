"""The colour difference the encoding bench reports (bench/bench_encode.py): CIEDE2000 gives the
published test pairs' values (Sharma, Wu and Dalal's data set), so the figures behind the
encoder's decision (docs/ARCHITECTURE.md « Pictures ») are the formula's."""

from __future__ import annotations

import numpy as np
import pytest

from bench.bench_encode import ciede2000, lab

PAIRS = [((50.0, 2.6772, -79.7751), (50.0, 0.0, -82.7485), 2.0425),
         ((50.0, 0.0, 0.0), (50.0, -1.0, 2.0), 2.3669),
         ((50.0, 2.49, -0.001), (50.0, -2.49, 0.0009), 7.1792),
         ((50.0, 2.5, 0.0), (73.0, 25.0, -18.0), 27.1492),
         ((60.2574, -34.0099, 36.2677), (60.4626, -34.1751, 39.4387), 1.2644),
         ((2.0776, 0.0795, -1.135), (0.9033, -0.0636, -0.5514), 0.9082)]


@pytest.mark.parametrize(("first", "second", "expected"), PAIRS)
def test_ciede2000_gives_the_published_values(first, second, expected) -> None:
    assert float(ciede2000(np.array(first), np.array(second))) == pytest.approx(expected, abs=1e-4)


def test_lab_of_white_black_and_red() -> None:
    out = lab(np.array([[255, 255, 255], [0, 0, 0], [255, 0, 0]]))
    assert out[0] == pytest.approx([100.0, 0.0, 0.0], abs=1e-3)
    assert out[1] == pytest.approx([0.0, 0.0, 0.0], abs=1e-6)
    assert out[2] == pytest.approx([53.24, 80.09, 67.20], abs=0.01)
