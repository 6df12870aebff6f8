"""The database tables."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from sqlalchemy import JSON, Column, DateTime, Index, UniqueConstraint, text
from sqlmodel import Field, SQLModel

#: bump when a game's stored state changes shape; rows are migrated on load
STATE_SCHEMA_VERSION = 1

ACTIVE_STATUSES = ("lobby", "active")


def utcnow() -> datetime:
    return datetime.now(UTC)


def _ts(**kw: Any) -> Any:
    return Field(default_factory=utcnow, sa_column=Column(DateTime(timezone=True), nullable=False, **kw))


class GameTable(SQLModel, table=True):
    """One game in one channel or thread: its options, its state and its seed."""

    __tablename__ = "game_table"
    __table_args__ = (
        Index(
            "uq_game_table_active_channel",
            "channel_id",
            unique=True,
            sqlite_where=text("status IN ('lobby', 'active')"),
            postgresql_where=text("status IN ('lobby', 'active')"),
        ),
    )

    id: int | None = Field(default=None, primary_key=True)
    guild_id: str | None = Field(default=None, index=True)
    channel_id: str = Field(index=True)
    parent_channel_id: str | None = None
    game: str
    status: str = "lobby"
    host_id: str
    options: dict[str, Any] = Field(default_factory=dict, sa_column=Column(JSON, nullable=False))
    state: dict[str, Any] | None = Field(default=None, sa_column=Column(JSON, nullable=True))
    schema_version: int = STATE_SCHEMA_VERSION
    version: int = 0
    seed: str
    seed_hash: str
    draw_counter: int = 0
    result: dict[str, Any] | None = Field(default=None, sa_column=Column(JSON, nullable=True))
    #: when the players named by the current prompts started to be awaited (reminders)
    awaiting_since: datetime | None = Field(default=None, sa_column=Column(DateTime(timezone=True)))
    last_reminded_at: datetime | None = Field(default=None, sa_column=Column(DateTime(timezone=True)))
    reminders_sent: int = 0
    #: the table's language for public posts (``None``: the server's setting)
    locale: str | None = None
    #: minutes a prompt waits before its default answer is applied (``None``: the server's)
    deadline_minutes: int | None = None
    #: when the current prompts' default answers are applied (``None``: no deadline)
    deadline_at: datetime | None = Field(default=None, sa_column=Column(DateTime(timezone=True), index=True))
    #: a process applying the deadline holds it until then (several processes share the database)
    deadline_claimed_until: datetime | None = Field(default=None, sa_column=Column(DateTime(timezone=True)))
    #: when the next reminder is due (``None``: none), and the claim of the process sending it
    reminder_due_at: datetime | None = Field(default=None, sa_column=Column(DateTime(timezone=True), index=True))
    reminder_claimed_until: datetime | None = Field(default=None, sa_column=Column(DateTime(timezone=True)))
    #: the adapter's ledger: the board message edited in place and the table card
    board_message_id: str | None = None
    card_message_id: str | None = None
    board_posted_at: datetime | None = Field(default=None, sa_column=Column(DateTime(timezone=True)))
    created_at: datetime = _ts()
    updated_at: datetime = _ts()


class Seat(SQLModel, table=True):
    """A player seated at a table."""

    __tablename__ = "seat"
    __table_args__ = (
        UniqueConstraint("table_id", "user_id", name="uq_seat_user"),
        UniqueConstraint("table_id", "position", name="uq_seat_position"),
    )

    id: int | None = Field(default=None, primary_key=True)
    table_id: int = Field(foreign_key="game_table.id", index=True)
    position: int
    user_id: str = Field(index=True)
    name: str
    joined_at: datetime = _ts()


class ActionLog(SQLModel, table=True):
    """The append-only log of a table: every action with its events and its draws."""

    __tablename__ = "action_log"
    __table_args__ = (UniqueConstraint("table_id", "seq", name="uq_action_seq"),)

    id: int | None = Field(default=None, primary_key=True)
    table_id: int = Field(foreign_key="game_table.id", index=True)
    seq: int
    kind: str = "action"  # "action" or "undo"
    seat: int | None = None
    user_id: str
    action: dict[str, Any] = Field(default_factory=dict, sa_column=Column(JSON, nullable=False))
    events: list[Any] = Field(default_factory=list, sa_column=Column(JSON, nullable=False))
    draws: list[Any] = Field(default_factory=list, sa_column=Column(JSON, nullable=False))
    #: what undo needs to restore the state before this action (reversible actions only)
    undo: dict[str, Any] | None = Field(default=None, sa_column=Column(JSON, nullable=True))
    created_at: datetime = _ts()


class RollLog(SQLModel, table=True):
    """A shared dice roll, logged per channel."""

    __tablename__ = "roll_log"

    id: int | None = Field(default=None, primary_key=True)
    guild_id: str | None = None
    channel_id: str = Field(index=True)
    user_id: str
    user_name: str
    expression: str
    result: dict[str, Any] = Field(default_factory=dict, sa_column=Column(JSON, nullable=False))
    seed: str
    created_at: datetime = _ts()


class GuildSettings(SQLModel, table=True):
    """Per-server settings."""

    __tablename__ = "guild_settings"

    guild_id: str = Field(primary_key=True)
    locale: str = "fr"
    reminder_minutes: int = 0  # 0: reminders off
    #: each game in its own thread unless the server turns it off (``/game settings threads:false``)
    use_threads: bool = True
    #: minutes a prompt waits before its default answer is applied (0: no deadline)
    deadline_minutes: int = Field(default=0, sa_column_kwargs={"server_default": "0"})
    updated_at: datetime = _ts()
