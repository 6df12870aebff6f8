"""No raw id in what players read (issue 23): seeded random games of the base game and of every
variant, every event and prompt read in French and English, searched for content ids (« ghoul#2 »,
« kobold_skirmisher », « cr-hero-kat.human-rogue-wizard », a hero's id in lower case), message ids
and unfilled variables."""

from __future__ import annotations

import random
import re

import pytest

from rules.core import Rng, SeatInfo
from rules.core.i18n import t
from rules.ravenloft import GAME
from rules.ravenloft.options import PRESETS

RAW = re.compile(r"\{|\bcr-[a-z][a-z-]+|\b[a-z]+_[a-z_]+\b|\b[a-z]+#\d|\b(?:kat|allisa|arjhan|immeril|thorgrim)\b")
STEPS = 70


def raw_ids(code: str, params: dict) -> list[tuple[str, str]]:
    out = []
    for lang in ("fr", "en"):
        text = t(lang, code, {"player": "p0", **params})
        out += [(m, text) for m in RAW.findall(text)]
    return out


@pytest.mark.parametrize("variants", [[], *([v] for v in sorted(PRESETS))], ids=lambda v: "-".join(v) or "base")
def test_a_seeded_random_game_shows_no_raw_id(variants) -> None:
    n = 4 if variants == ["strahd"] else 2
    seats = [SeatInfo(index=i, name=f"p{i}") for i in range(n)]
    s = GAME.setup(GAME.parse_options({"adventure": "2", "variants": variants}), seats, Rng("c3" * 32))
    pick, rng = random.Random(7), Rng("d4" * 32)
    found: list[tuple[str, str, str]] = []
    played = 0
    for _ in range(STEPS):
        prompts = GAME.prompts(s)
        if GAME.result(s) is not None or not prompts:
            break
        for p in prompts:
            found += [(p.kind, m, x) for m, x in raw_ids(f"prompt-{p.kind}", p.params)]
        seat = prompts[0].seat
        tr = GAME.apply(s, seat, pick.choice(GAME.legal_actions(s, seat)), rng)
        s, played = tr.state, played + 1
        for e in tr.events:
            found += [(e.code, m, x) for m, x in raw_ids(f"ev-{e.code}", e.params)]
    assert played >= 10
    assert found == []
