"""The service draws its pictures through the render pool: in worker processes the picture is
the same; a picture that cannot be drawn leaves the move committed and the reply without it."""

from __future__ import annotations

from bot.service import Service
from bot.shared.replies import Actor
from render import pool as pool_module
from render.pool import RenderPool, draw_view

ALICE = Actor("u-alice", "alice", "chan", "guild", "en")
BOB = Actor("u-bob", "bob", "chan", "guild", "en")
OPTIONS = {"arena": "fosse", "side": "N", "autodeploy": "true"}


async def started(service: Service):
    await service.create(ALICE, "krosmaster", OPTIONS)
    await service.join(BOB)
    return await service.start(ALICE)


async def test_pictures_drawn_in_a_worker_process_are_the_ones_a_thread_draws(sqlite_db):
    pictures = RenderPool(1)
    service = Service(sqlite_db, seed_factory=lambda: "12" * 32, pictures=pictures, default_locale="en")
    try:
        start = await started(service)
        loaded = await service._load("chan")
        assert start.image is not None
        assert start.image.data == draw_view("krosmaster", loaded.game.view(loaded.state, None), "en")
        unit = next(u.id for u in loaded.state.units if u.pos)
        card = await service.act(ALICE, "card", {"unit": unit})
        assert not card.error and card.image is not None and card.image.data[:8] == b"\x89PNG\r\n\x1a\n"
    finally:
        await service.close()


async def test_a_failed_picture_keeps_the_move_and_replies_without_it(sqlite_db, monkeypatch, caplog):
    service = Service(sqlite_db, seed_factory=lambda: "12" * 32, pictures=RenderPool(0))

    def broken(game_id, view, lang):
        raise MemoryError("no room to draw")

    monkeypatch.setattr(pool_module, "draw_view", broken)
    start = await started(service)
    assert not start.error and start.image is None and start.text
    loaded = await service._load("chan")
    assert loaded.table.status == "active" and loaded.table.version == start.version
    assert "could not be drawn" in caplog.text


def test_render_workers_setting(monkeypatch):
    import os

    import pytest

    from bot.shared.config import load_config

    monkeypatch.setenv("RENDER_WORKERS", "")
    assert load_config().render_workers == (os.cpu_count() or 1)
    monkeypatch.setenv("RENDER_WORKERS", "0")
    assert load_config().render_workers == 0
    monkeypatch.setenv("RENDER_WORKERS", "3")
    assert load_config().render_workers == 3
    monkeypatch.setenv("RENDER_WORKERS", "many")
    with pytest.raises(ValueError, match="RENDER_WORKERS"):
        load_config()
