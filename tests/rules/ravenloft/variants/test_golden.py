"""The variants moved behind plug-in slots play exactly as before (issue 23, item 5): every
golden game (``golden.py``) gives the same events, dice draws and final state as recorded."""

from __future__ import annotations

import json

import pytest

from .golden import BLOCK, DATA, GAMES, QUICK, play

RECORDED = json.loads(DATA.read_text())


def check(name: str, options: dict, n: int) -> None:
    want = RECORDED[name]
    got = play(options, n)
    if got.summary() == want:
        return
    first = next((i for i, (a, b) in enumerate(zip(got.blocks, want["blocks"], strict=False)) if a != b),
                 min(len(got.blocks), len(want["blocks"])))
    shown = "\n".join(got.lines[first]) if first < len(got.lines) else "(no move)"
    pytest.fail(f"{name}: moves {first * BLOCK}-{first * BLOCK + BLOCK - 1} changed "
                f"(recorded {want['moves']} moves, {want['over']}; now {got.moves}, {got.over}); "
                f"what the game does there now:\n{shown}")


def test_every_golden_game_is_recorded() -> None:
    assert sorted(RECORDED) == sorted(name for name, _, _ in GAMES)


@pytest.mark.parametrize(("name", "options", "n"), [g for g in GAMES if g[0] in QUICK], ids=lambda v: str(v))
def test_quick_golden_games_play_as_recorded(name, options, n) -> None:
    check(name, options, n)


@pytest.mark.slow
@pytest.mark.parametrize(("name", "options", "n"), [g for g in GAMES if g[0] not in QUICK], ids=lambda v: str(v))
def test_golden_games_play_as_recorded(name, options, n) -> None:
    check(name, options, n)
