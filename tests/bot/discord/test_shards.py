"""Several processes: SHARD_IDS / SHARD_COUNT, and the scope each process scans."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from bot.discord.app import MeneurBot
from bot.discord.reminders import board_link
from bot.shared.config import Config, shard_settings
from db.scheduling import Scope


def test_shard_settings_name_this_process_shards() -> None:
    assert shard_settings("", "") == {}
    assert shard_settings("0-1", "4") == {"shard_ids": (0, 1), "shard_count": 4}
    assert shard_settings("3, 2,2", "4") == {"shard_ids": (2, 3), "shard_count": 4}
    assert shard_settings("", "2") == {"shard_ids": (0, 1), "shard_count": 2}
    for ids, count in (("4", "4"), ("x", "4"), ("0", ""), ("0-1", "0")):
        with pytest.raises(ValueError):
            shard_settings(ids, count)


async def test_a_process_opens_its_shards_and_scans_its_servers(tmp_path: Path) -> None:
    config = Config(discord_token="t", database_url=f"sqlite+aiosqlite:///{tmp_path}/x.db", dev_guild_id=None,
                    images_dir=str(tmp_path), exports_dir=str(tmp_path), log_level="INFO",
                    reminder_poll_seconds=60, default_locale="fr")
    second = MeneurBot(dataclasses.replace(config, shard_ids=(2, 3), shard_count=4))
    first = MeneurBot(dataclasses.replace(config, shard_ids=(0, 1), shard_count=4))
    alone = MeneurBot(config)
    try:
        assert (second.shard_ids, second.shard_count) == ([2, 3], 4)
        assert not second.holds_shard_zero() and first.holds_shard_zero() and alone.holds_shard_zero()
        assert second.scope() == Scope(frozenset(), dms=False)  # no server seen yet: nothing to scan
        assert first.scope() == Scope(frozenset(), dms=True)  # DMs belong to shard 0's process
    finally:
        for bot in (first, second, alone):
            await bot.db.close()


def test_reminders_link_the_board_else_the_channel() -> None:
    assert board_link("11", "22", "33") == "https://discord.com/channels/11/22/33"
    assert board_link("11", "22", None) == "https://discord.com/channels/11/22"
    assert board_link(None, "22", "33") == "https://discord.com/channels/@me/22/33"
