"""The code has no unused imports or variables, undefined names or redefinitions (ruff's F rules)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_pyflakes_rules_pass():
    proc = subprocess.run(
        [sys.executable, "-m", "ruff", "check", "--select", "F", "--no-cache", "bot", "rules", "render", "db",
         "bench", "tests"],
        cwd=ROOT, capture_output=True, text=True, timeout=120,
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr
