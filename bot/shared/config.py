"""Settings from the environment (and a .env file), documented in .env.example."""

from __future__ import annotations

import os
from dataclasses import dataclass
from typing import Any

from dotenv import load_dotenv

from render.budget import megabytes_setting

#: the default of ``MENEUR_KEPT_ROWS_MB``, in bytes
KEPT_ROWS_DEFAULT = 16 * 1024 * 1024
#: the default of ``MENEUR_ROW_TEXTS_MB``, in bytes
ROW_TEXTS_DEFAULT = 2 * 1024 * 1024


@dataclass(frozen=True)
class Config:
    discord_token: str | None
    database_url: str
    dev_guild_id: int | None
    images_dir: str
    exports_dir: str
    log_level: str
    reminder_poll_seconds: int
    default_locale: str
    #: worker processes drawing the Discord bot's pictures (0: a thread of the bot's process)
    render_workers: int = 0
    #: this process's shards (``None``: every shard, counted by Discord) and the bot's total
    shard_ids: tuple[int, ...] | None = None
    shard_count: int | None = None
    #: a player away from a table longer than this gets, privately, what they missed
    catch_up_hours: float = 6.0
    #: ``/game status`` posts a table's board at most once per this many seconds
    status_cooldown_seconds: float = 30.0
    #: on SIGTERM/SIGINT, how long interactions under way may take to finish
    shutdown_grace_seconds: float = 20.0
    #: the key signing exports (64 hex digits), else the key file made at first start
    signing_key: str | None = None
    signing_key_file: str = "var/signing.key"
    #: Dungeon Fighter's throw page: the interface its web server listens on, a link's lifetime
    throw_host: str = "127.0.0.1"
    throw_link_minutes: float = 10.0
    #: bytes the log rows a process keeps after its moves may take, all tables together
    #: (``MENEUR_KEPT_ROWS_MB``; bot/service/kept.py); the oldest tables' rows go first
    kept_rows_bytes: int = KEPT_ROWS_DEFAULT


def load_config() -> Config:
    load_dotenv(override=False)
    guild = os.environ.get("DEV_GUILD_ID", "").strip()
    return Config(
        discord_token=os.environ.get("DISCORD_TOKEN", "").strip() or None,
        database_url=os.environ.get("DATABASE_URL", "").strip() or "sqlite+aiosqlite:///var/meneur.db",
        dev_guild_id=int(guild) if guild.isdigit() else None,
        images_dir=os.environ.get("MENEUR_IMAGES_DIR", "var/images"),
        exports_dir=os.environ.get("MENEUR_EXPORTS_DIR", "var/exports"),
        log_level=os.environ.get("LOG_LEVEL", "INFO").upper(),
        reminder_poll_seconds=int(os.environ.get("REMINDER_POLL_SECONDS", "60")),
        default_locale=os.environ.get("DEFAULT_LOCALE", "fr"),
        render_workers=render_workers_setting(os.environ.get("RENDER_WORKERS", "")),
        **shard_settings(os.environ.get("SHARD_IDS", ""), os.environ.get("SHARD_COUNT", "")),
        catch_up_hours=float(os.environ.get("CATCH_UP_HOURS", "6") or 6),
        status_cooldown_seconds=float(os.environ.get("STATUS_COOLDOWN_SECONDS", "30") or 30),
        shutdown_grace_seconds=float(os.environ.get("SHUTDOWN_GRACE_SECONDS", "20") or 20),
        signing_key=os.environ.get("MENEUR_SIGNING_KEY", "").strip() or None,
        signing_key_file=os.environ.get("MENEUR_SIGNING_KEY_FILE", "").strip() or "var/signing.key",
        throw_host=os.environ.get("MENEUR_THROW_HOST", "").strip() or "127.0.0.1",
        throw_link_minutes=float(os.environ.get("MENEUR_THROW_LINK_MINUTES", "10") or 10),
        kept_rows_bytes=kept_rows_setting(os.environ.get("MENEUR_KEPT_ROWS_MB", "")),
    )


def kept_rows_setting(text: str) -> int:
    """``MENEUR_KEPT_ROWS_MB``: the memory the kept log rows may take, in bytes (0: keep none)."""
    return megabytes_setting("MENEUR_KEPT_ROWS_MB", text, KEPT_ROWS_DEFAULT)


def row_texts_setting(text: str) -> int:
    """``MENEUR_ROW_TEXTS_MB``: the memory the log rows' formatted lines may take, in bytes (0: keep none)."""
    return megabytes_setting("MENEUR_ROW_TEXTS_MB", text, ROW_TEXTS_DEFAULT)


def render_workers_setting(text: str) -> int:
    """``RENDER_WORKERS``: empty for one worker per core, else a count (0: draw in a thread)."""
    text = text.strip()
    if not text:
        return os.cpu_count() or 1
    if not text.isdigit():
        raise ValueError(f"RENDER_WORKERS: expected a number of processes (0 for none), got {text!r}")
    return int(text)


def shard_settings(ids: str, count: str) -> dict[str, Any]:
    """``SHARD_IDS`` (``0,1`` or ``0-3``) and ``SHARD_COUNT``: both or neither."""
    ids, count = ids.strip(), count.strip()
    if not ids and not count:
        return {}
    try:
        total = int(count)
        shards: list[int] = []
        for part in filter(None, (p.strip() for p in (ids or f"0-{total - 1}").split(","))):
            low, _, high = part.partition("-")
            shards += range(int(low), int(high or low) + 1)
    except ValueError:
        raise ValueError(f"SHARD_IDS={ids!r} / SHARD_COUNT={count!r}: expected e.g. SHARD_IDS=0-3 SHARD_COUNT=8") from None
    if total < 1 or not shards or any(not 0 <= i < total for i in shards):
        raise ValueError(f"SHARD_IDS={ids!r} must name shards between 0 and SHARD_COUNT-1 ({total - 1})")
    return {"shard_ids": tuple(sorted(set(shards))), "shard_count": total}
