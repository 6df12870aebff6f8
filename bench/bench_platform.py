"""Platform benchmark: one move of the test game end to end, against the floor.

Run: ``.venv/bin/python -m bench.bench_platform`` (add ``--postgres URL`` for PostgreSQL).
The test game has no picture of its own, so this benchmark draws a plain 480x320 scoreboard
to measure the render and encode steps with a realistic small image.
"""

from __future__ import annotations

import argparse
import json
from typing import Any

from PIL import Image, ImageDraw

from bot.service import Service
from bot.shared.replies import Actor
from render import theme
from render.registry import register_renderer
from rules.core import registry
from tests.support.duel import DUEL

from .harness import measure_moves, record, run


def scoreboard(view: Any, lang: str) -> Image.Image:
    img = Image.new("RGB", (480, 320), theme.BACKGROUND)
    draw = ImageDraw.Draw(img)
    for i, score in enumerate(view.scores):
        draw.rectangle((20, 20 + i * 60, 20 + score * 4, 60 + i * 60), fill=theme.seat_colour(i))
        draw.text((30, 25 + i * 60), f"Joueur {i + 1} : {score}", font=theme.font(22, bold=True), fill=theme.TEXT)
    draw.text((20, 280), "Marques : " + " ".join(view.marks[-12:]), font=theme.font(16), fill=theme.MUTED)
    return img


ALICE = Actor("b-alice", "alice", "bench", "guild", "fr")
BOB = Actor("b-bob", "bob", "bench", "guild", "fr")
SQUARES = [f"{c}{r}" for c in "ABCDEFGH" for r in range(1, 9)]


async def setup(service: Service) -> Actor:
    await service.create(ALICE, "duel", {"target": "100"})
    await service.join(BOB)
    await service.start(ALICE)
    return ALICE


async def move(service: Service, i: int) -> Any:
    """Alternately a mark and its undo, so the game never runs out of squares."""
    if i % 2:
        return await service.undo(ALICE)
    return await service.act(ALICE, "mark", {"square": SQUARES[(i * 7) % 64]})


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--postgres", default=None)
    parser.add_argument("-n", type=int, default=60)
    args = parser.parse_args()
    registry.load_games()
    registry.register(DUEL)
    register_renderer("duel", scoreboard)
    result = run(measure_moves("platform-duel-move", setup, move, n=args.n, url=args.postgres))
    name = "platform" + ("-postgres" if args.postgres else "")
    print(json.dumps(result, indent=2))
    print("recorded in", record(name, result))


if __name__ == "__main__":
    main()
