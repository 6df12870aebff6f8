"""A move draws one picture, in the table's language, whatever languages its players read; a
step of the choice tree and a refused move draw none; looking at a card draws its own."""

from __future__ import annotations

from typing import Any

from bot.service import Service
from db.database import Database
from tests.conftest import actor

KROS4 = {"arena": "fosse", "side": "NW", "autodeploy": "true"}


async def test_a_move_draws_one_picture_whatever_the_seats_languages(sqlite_db: Database) -> None:
    service = Service(sqlite_db, seed_factory=lambda: "ab" * 32, default_locale="en")
    drawn: list[tuple[str, str, str]] = []
    picture = service.pictures.picture

    async def counted(game_id: str, view: Any, lang: str, kind: str = "board") -> bytes | None:
        drawn.append((game_id, lang, kind))
        return await picture(game_id, view, lang, kind)

    service.pictures.picture = counted  # type: ignore[method-assign]
    players = [actor("alice", locale="fr"), actor("bob", locale="en"), actor("carol", locale="fr"),
               actor("dan", locale="en-GB")]
    await service.create(players[0], "krosmaster", dict(KROS4))
    for p in players[1:]:
        await service.join(p)
    started = await service.start(players[0])
    assert not started.error and started.image is not None
    by_id = {p.user_id: p for p in players}
    mover = by_id[started.prompts[0]["user_id"]]
    waiting = next(p for p in players if p.user_id != mover.user_id)

    drawn.clear()
    refused = await service.act(waiting, "end")  # not their turn: refused, nothing drawn
    assert refused.error and drawn == []
    pointed = await service.point(mover, [0])  # a step of the buttons' tree: nothing drawn
    assert pointed is not None and drawn == []
    moved = await service.act(mover, "end")
    assert not moved.error and moved.image is not None
    assert drawn == [("krosmaster", "en", "board")]  # one picture, in the server's language

    drawn.clear()
    unknown = await service.act(mover, "card", {})  # an info command without its unit: refused
    assert unknown.error and drawn == []
    looked = await service.act(mover, "card", {"unit": "guy"})  # a card looked at: its own picture
    assert looked.private and not looked.error and looked.image is not None
    assert drawn == [("krosmaster", service.user_lang(mover.user_id, "en"), "info")]
