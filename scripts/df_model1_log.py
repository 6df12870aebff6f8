"""Build Dungeon Fighter logs with the first throw model, from the git history.

Run from a checkout of the rules as they were (``git archive b67a428 rules | tar -x -C /tmp/old``,
then ``PYTHONPATH=/tmp/old python scripts/df_model1_log.py out.json 30``): seeded games of three
heroes, each move a legal action drawn at random or the absent player's move, logged as the
service stores them (the action's JSON, the events, the number of draws). The test
``tests/rules/dungeon_fighter/test_model_versions.py`` replays three of them (kept in
``data_model1_log.json``: the ones that fight under Soufflé, En Aveugle and De Dos) with today's
engine: each throw lands where it landed then.
"""

from __future__ import annotations

import json
import random
import sys

from rules.core import Rng, SeatInfo
from rules.dungeon_fighter import GAME


def main(path: str, games: int) -> None:
    out = []
    for g in range(games):
        seed = "%064x" % (777 + g)
        opts = {"heroes": ["torm", "randolph", "goldfinga"], "leader": 0, "difficulty": "facile"}
        seats = [SeatInfo(index=i, name=n) for i, n in enumerate(["a", "b", "c"])]
        rng = Rng(seed)
        state = GAME.setup(GAME.parse_options(opts), seats, rng)
        rng.take_draws()
        rows = []
        chooser = random.Random(g)
        for _ in range(400):
            if GAME.result(state) is not None:
                break
            seat = GAME.prompts(state)[0].seat
            acts = GAME.legal_actions(state, seat)
            a = chooser.choice(acts) if chooser.random() < 0.3 else (GAME.zombie_action(state, seat) or chooser.choice(acts))
            tr = GAME.apply(state, seat, a, rng)
            state = tr.state
            rows.append({"seat": seat, "action": a.model_dump(mode="json"), "draws": len(rng.take_draws()),
                         "events": [e.model_dump(mode="json") for e in tr.events]})
        out.append({"options": GAME.parse_options(opts).model_dump(mode="json"), "seed": seed,
                    "seats": ["a", "b", "c"], "rows": rows})
    with open(path, "w", encoding="utf-8") as f:
        json.dump(out, f)


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]))
