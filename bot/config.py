"""Settings from the environment (and a .env file), documented in .env.example."""

from __future__ import annotations

import os
from dataclasses import dataclass

from dotenv import load_dotenv


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
    #: ``/game status`` posts a table's board at most once per this many seconds
    status_cooldown_seconds: float = 30.0
    #: on SIGTERM/SIGINT, how long interactions under way may take to finish
    shutdown_grace_seconds: float = 20.0


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
        render_workers=_workers(os.environ.get("RENDER_WORKERS", "")),
        status_cooldown_seconds=float(os.environ.get("STATUS_COOLDOWN_SECONDS", "30") or 30),
        shutdown_grace_seconds=float(os.environ.get("SHUTDOWN_GRACE_SECONDS", "20") or 20),
    )


def _workers(text: str) -> int:
    """``RENDER_WORKERS``: empty for one worker per core, else a count (0: draw in a thread)."""
    text = text.strip()
    if not text:
        return os.cpu_count() or 1
    if not text.isdigit():
        raise ValueError(f"RENDER_WORKERS: expected a number of processes (0 for none), got {text!r}")
    return int(text)
