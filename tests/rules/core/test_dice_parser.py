"""d20's parser tables, precomputed (rules/core/dice_parser.py)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from lark import Lark

from rules.core import dice_parser

ROOT = Path(__file__).resolve().parents[3]


#: expressions of every kind d20 reads, and some it refuses
CORPUS = ("1d20", "4d6kh3", "2d20kl1 + 5", "(1d4 + 1, 3, 2d6kl1)kh1", "10d6rr<3", "8d6mi2", "1d20 + 5 [fire]",
          "3d6e6", "4d8ro1 * 2 / 3 - 1", "1d20 # attaque", "1 +", "d", "2d6 >= 7", "((2))", "1d%")


def test_the_tables_are_written_for_the_installed_d20_and_lark() -> None:
    """Fails after d20 or Lark changes: run ``python -m rules.core.dice_parser --write``."""
    path = dice_parser.cache_file()
    assert path is not None and path.exists(), "python -m rules.core.dice_parser --write"
    assert [p.name for p in dice_parser.CACHE_DIR.glob("d20_parser-*.lark-cache")] == [path.name]
    fresh = dice_parser.build()
    with path.open("rb") as f:
        cached = Lark.load(f)

    def parsed(parser: Lark, text: str, start: str) -> object:
        try:
            return parser.parse(text, start=start)
        except Exception as exc:  # the same refusal
            return type(exc).__name__

    for text in CORPUS:
        for start in ("expr", "commented_expr"):
            assert parsed(cached, text, start) == parsed(fresh, text, start), (text, start)
    assert parsed(fresh, "4d6kh3", "expr") != parsed(fresh, "4d6kl3", "expr")  # the comparison sees a change


def test_d20_reads_its_parser_from_the_tables_and_rolls_the_same() -> None:
    """In a fresh process whose Lark cannot build a parser, d20 still imports and parses."""
    code = ("import lark.lark\n"
            "def refuse(self): raise AssertionError('built a parser')\n"
            "lark.lark.Lark._build_parser = refuse\n"
            "from rules.core.dice import roll\n"
            "from rules.core.rng import Rng\n"
            "print(lark.lark.LarkOptions._defaults['cache'])\n"
            "for text in ('4d6kh3', '1d20+5>=15', '2d10ro1 # attaque'):\n"
            "    print(roll(text, Rng('0' * 64)).total)\n")
    cached = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True)
    assert cached.returncode == 0, cached.stderr[-2000:]
    built = subprocess.run([sys.executable, "-c", code.replace("lark.lark.Lark._build_parser = refuse\n", "")
                            .replace("from rules.core.dice import", "import d20\nfrom rules.core.dice import")],
                           cwd=ROOT, capture_output=True, text=True, check=True)
    assert cached.stdout.splitlines()[0] == "False"  # Lark's default put back
    assert cached.stdout == built.stdout and len(cached.stdout.splitlines()) == 4
