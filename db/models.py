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
    #: deadlines a seat may miss in a row before the computer takes it (``None``: the default; 0: never)
    missed_deadlines: int | None = None
    #: the players who agreed to play for an awaited seat: ``{"version", "seat", "users"}``
    skip_votes: dict[str, Any] | None = Field(default=None, sa_column=Column(JSON, nullable=True))
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
    #: the channel seed the roll was drawn from (``None``: a roll of its own seed, a secret one
    #: or one made before channel seeds), and the draws it used (``counter_start`` included,
    #: ``counter_end`` excluded)
    seed_id: int | None = Field(default=None, index=True)
    counter_start: int | None = None
    counter_end: int | None = None
    #: a secret roll: its result is shown to the roller (and the game master role) until revealed
    secret: bool = Field(default=False, sa_column_kwargs={"server_default": "false"})
    #: a secret roll's public commitment: SHA-256 of its seed and expression
    commitment: str | None = None
    revealed_at: datetime | None = Field(default=None, sa_column=Column(DateTime(timezone=True)))
    created_at: datetime = _ts()


class DiceSeed(SQLModel, table=True):
    """A channel's dice seed: its hash is published before any roll drawn from it; the seed
    itself is revealed when the channel asks for a new one."""

    __tablename__ = "dice_seed"
    __table_args__ = (
        Index(
            "uq_dice_seed_current",
            "channel_id",
            unique=True,
            sqlite_where=text("revealed_at IS NULL"),
            postgresql_where=text("revealed_at IS NULL"),
        ),
    )

    id: int | None = Field(default=None, primary_key=True)
    guild_id: str | None = None
    channel_id: str = Field(index=True)
    seed: str
    seed_hash: str
    #: draws made from this seed so far
    counter: int = 0
    revealed_at: datetime | None = Field(default=None, sa_column=Column(DateTime(timezone=True)))
    created_at: datetime = _ts()


class SavedRoll(SQLModel, table=True):
    """A roll saved under a name: a player's own (``owner_id``) or the server's (``owner_id=""``)."""

    __tablename__ = "saved_roll"
    __table_args__ = (UniqueConstraint("guild_id", "owner_id", "name", name="uq_saved_roll_name"),)

    id: int | None = Field(default=None, primary_key=True)
    guild_id: str = Field(index=True)
    owner_id: str = Field(index=True)
    name: str
    expression: str
    created_at: datetime = _ts()


class DiceSettings(SQLModel, table=True):
    """Per-server dice settings: the game master role that sees secret rolls."""

    __tablename__ = "dice_settings"

    guild_id: str = Field(primary_key=True)
    gm_role_id: str | None = None
    updated_at: datetime = _ts()


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


class Campaign(SQLModel, table=True):
    """A group's campaign: tables of one game played one after another with the same heroes
    (bot/service/campaigns.py). Its name is unique in its scope (the server, else the channel)."""

    __tablename__ = "campaign"
    __table_args__ = (UniqueConstraint("scope", "name_key", name="uq_campaign_name"),)

    id: int | None = Field(default=None, primary_key=True)
    #: the server's id, else ``channel:<id>`` (a campaign outside any server)
    scope: str = Field(index=True)
    name: str
    #: the name as it is looked up (case and accents folded)
    name_key: str
    game: str
    host_id: str
    #: the channel where it began
    channel_id: str
    #: the options every table of the campaign shares (``Game.campaign_fixed``)
    options: dict[str, Any] = Field(default_factory=dict, sa_column=Column(JSON, nullable=False))
    #: what the heroes carry (the game's JSON, ``Game.campaign_roster``)
    roster: dict[str, Any] = Field(default_factory=dict, sa_column=Column(JSON, nullable=False))
    #: the campaign's last table, and the last one whose end is in the roster
    table_id: int | None = Field(default=None, index=True)
    absorbed_table_id: int | None = None
    #: tables the campaign has opened so far
    tables: int = 0
    created_at: datetime = _ts()
    updated_at: datetime = _ts()
