"""Golden games of every variant (issue 23, item 5): seeded games played by the computer to
their end or :data:`MOST_MOVES` moves, summed up as hashes so that moving a variant's rule
behind a plug-in slot can be proven to change nothing (events, dice draws, final state).

``python -m tests.rules.ravenloft.variants.golden --write`` records ``golden.json`` again: do it
only when a change of the rules is meant, and say which games changed and why."""

from __future__ import annotations

import hashlib
import json
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from rules.core import Rng, SeatInfo
from rules.ravenloft import GAME

MOST_MOVES = 300
BLOCK = 25  # moves summed up by one block hash (the readable diff names the first block that moved)
DATA = Path(__file__).with_name("golden.json")

#: (name, options, seats): the base game, every preset, and the pairs the tables play
GAMES: list[tuple[str, dict[str, Any], int]] = [
    *[(f"base-{a}", {"adventure": a}, n) for a, n in
      [("1", 1), ("2", 2), ("3", 3), ("4", 2), ("5", 2), ("7", 2), ("8", 2), ("9", 2), ("10", 2), ("12", 2), ("13", 2)]],
    *[(f"{v}-{a}", {"adventure": a, "variants": [v]}, 4 if v == "strahd" else 2)
      for v in ("acr2", "acr2-heroes", "acr2-levels", "acr2-play", "acr2-initiative", "acr2-tokens",
                "acr2-encounters", "strahd", "dice-a", "dice-b", "dice-c", "barkam", "barkam23", "barkam-core",
                "geno", "hybrid", "hybrid-heroes", "mika", "revised", "temps") for a in ("2",)],
    *[(f"{v}-{a}", {"adventure": a, "variants": [v]}, 3)
      for v in ("barkam", "geno", "mika", "temps", "revised", "acr2") for a in ("3", "9", "13")],
    ("barkam+dice-a-2", {"adventure": "2", "variants": ["barkam", "dice-a"]}, 2),
    ("geno+dice-b-4", {"adventure": "4", "variants": ["geno", "dice-b"]}, 2),
    ("acr2+hybrid-heroes-2", {"adventure": "2", "variants": ["acr2-play", "hybrid"]}, 2),
    ("strahd+dice-c-2", {"adventure": "2", "variants": ["strahd", "dice-c"]}, 3),
    ("mika+acr2-levels-10", {"adventure": "10", "variants": ["mika", "acr2-levels"]}, 2),
    # five surges: longer games (levels, treasures, the villain's moves)
    *[(f"{'+'.join(v) or 'base'}-5surges", {"adventure": "2", "variants": v, "surges": 5}, 3)
      for v in ([], ["barkam"], ["geno"], ["mika"], ["temps"], ["revised"], ["dice-a"], ["hybrid"])],
]
#: a few quick ones run with every test pass; all of them in the slow pass
QUICK = ("base-2", "barkam-9", "geno-13")


def _h(data: Any) -> str:
    return hashlib.sha256(json.dumps(data, sort_keys=True, default=str).encode()).hexdigest()[:12]


@dataclass
class Played:
    moves: int = 0
    over: str | None = None
    blocks: list[str] = field(default_factory=list)
    lines: list[list[str]] = field(default_factory=list)  # per block: what happened, readable
    final: str = ""

    def summary(self) -> dict[str, Any]:
        return {"moves": self.moves, "over": self.over, "final": self.final, "blocks": self.blocks}


def play(options: dict[str, Any], n: int, seed: str = "7a" * 32) -> Played:
    """The game played by the computer (or the first legal action where it has none)."""
    seats = [SeatInfo(index=i, name=f"p{i}") for i in range(n)]
    rng, think = Rng(seed), Rng("3c" * 32)
    state = GAME.setup(GAME.parse_options(options), seats, rng)
    out = Played()
    block: list[Any] = [[d.to_json() for d in rng.take_draws()]]
    lines: list[str] = []
    while out.moves < MOST_MOVES and GAME.result(state) is None:
        prompts = GAME.prompts(state)
        if not prompts:
            break
        seat = prompts[0].seat
        action = GAME.computer_action(state, seat, "easy", think)  # the first computer heroes' play
        if action is None:
            action = GAME.legal_actions(state, seat)[0]
        data = GAME.dump_action(action)
        tr = GAME.apply(state, seat, action, rng)
        state = tr.state
        events = [(e.code, e.params) for e in tr.events]
        block.append([seat, data, events, [d.to_json() for d in rng.take_draws()]])
        lines.append(f"{out.moves}: seat {seat} {json.dumps(data, sort_keys=True)} -> "
                     + ", ".join(code for code, _ in events))
        out.moves += 1
        if out.moves % BLOCK == 0:
            out.blocks.append(_h(block))
            out.lines.append(lines)
            block, lines = [], []
    if block:
        out.blocks.append(_h(block))
        out.lines.append(lines)
    result = GAME.result(state)
    out.over = None if result is None else result.reason
    out.final = _h(GAME.dump_state(state))
    return out


def record() -> dict[str, Any]:
    return {name: play(options, n).summary() for name, options, n in GAMES}


if __name__ == "__main__":
    if "--write" in sys.argv:
        DATA.write_text(json.dumps(record(), indent=1, sort_keys=True) + "\n")
    else:
        for name, options, n in GAMES[: int(sys.argv[1]) if len(sys.argv) > 1 else None]:
            p = play(options, n)
            print(name, p.moves, p.over, p.final)
