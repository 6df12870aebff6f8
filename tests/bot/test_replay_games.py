"""/game replay works for every game: the pictures redrawn from the log are the live ones."""

from __future__ import annotations

import pytest

from .test_replay import actor, console, moves_played, play, same_pictures

GAMES = ["dungeon_fighter", "kravora", "krosmaster", "mortebrume", "ravenloft"]


@pytest.mark.parametrize("game", GAMES)
async def test_the_set_up_replays_as_posted(sqlite_db, tmp_path, game: str) -> None:  # type: ignore[no-untyped-def]
    table = console(sqlite_db, tmp_path)
    out = await table.run_lines([f"@alice /game new {game}", "@bob /game join", "@alice /game start"])
    started = out[-1]
    assert started.image is not None
    frame = await table.service.replay_frame(actor("carol"), 0)
    assert frame.reply.image is not None and frame.reply.image.data == started.image.data


@pytest.mark.slow
@pytest.mark.parametrize("game", ["dungeon_fighter", "kravora", "mortebrume"])
async def test_a_few_moves_replay_as_posted(sqlite_db, tmp_path, game: str) -> None:  # type: ignore[no-untyped-def]
    table = console(sqlite_db, tmp_path)
    live = await play(table, [f"@alice /game new {game}", "@bob /game join", "@alice /game start"], 6)
    assert await moves_played(table) >= 3 and len(live) >= 2
    assert len(await same_pictures(table, live, "carol")) == len(live)
