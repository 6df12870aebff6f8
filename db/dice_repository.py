"""Data access of the shared dice: channel seeds, rolls, secret rolls, saved rolls, settings."""

from __future__ import annotations

from collections.abc import Callable

from sqlalchemy import update
from sqlalchemy.exc import IntegrityError
from sqlmodel import col, select
from sqlmodel.ext.asyncio.session import AsyncSession

from .models import DiceSeed, DiceSettings, RollLog, SavedRoll, utcnow

#: at most this many rolls are checked by one ``/roll verify``
VERIFY_LIMIT = 2000
#: at most this many saved rolls per player, and per server
SAVED_LIMIT = 50


async def current_seed(session: AsyncSession, channel_id: str, guild_id: str | None,
                       make: Callable[[], tuple[str, str]]) -> tuple[DiceSeed, bool]:
    """The channel's unrevealed seed, made (``make() -> (seed, hash)``) when it has none;
    and whether it was just made (its hash must then be published)."""
    for _ in range(3):
        stmt = select(DiceSeed).where(DiceSeed.channel_id == channel_id, col(DiceSeed.revealed_at).is_(None))
        found = (await session.exec(stmt)).first()
        if found is not None:
            return found, False
        seed, digest = make()
        row = DiceSeed(guild_id=guild_id, channel_id=channel_id, seed=seed, seed_hash=digest)
        session.add(row)
        try:
            await session.commit()
        except IntegrityError:  # another process made it first: use theirs
            await session.rollback()
            continue
        await session.refresh(row)
        return row, True
    raise RuntimeError(f"no dice seed for channel {channel_id}")


async def claim_draws(session: AsyncSession, seed: DiceSeed, start: int, end: int) -> bool:
    """Move the seed's counter from ``start`` to ``end`` unless another roll moved it first."""
    stmt = (update(DiceSeed).where(col(DiceSeed.id) == seed.id, col(DiceSeed.counter) == start,
                                   col(DiceSeed.revealed_at).is_(None))
            .values(counter=end))
    result = await session.exec(stmt)  # type: ignore[call-overload]
    return bool(result.rowcount == 1)


async def add_roll_row(session: AsyncSession, row: RollLog) -> RollLog:
    session.add(row)
    await session.commit()
    await session.refresh(row)
    return row


async def reveal_seed(session: AsyncSession, seed: DiceSeed) -> bool:
    """Mark the seed revealed (a new one is made for the next roll); ``False`` if it already was."""
    stmt = (update(DiceSeed).where(col(DiceSeed.id) == seed.id, col(DiceSeed.revealed_at).is_(None))
            .values(revealed_at=utcnow()))
    result = await session.exec(stmt)  # type: ignore[call-overload]
    await session.commit()
    return bool(result.rowcount == 1)


async def channel_seeds(session: AsyncSession, channel_id: str) -> list[DiceSeed]:
    stmt = select(DiceSeed).where(DiceSeed.channel_id == channel_id).order_by(col(DiceSeed.id))
    return list((await session.exec(stmt)).all())


async def seed_by_hash(session: AsyncSession, channel_id: str, digest: str) -> DiceSeed | None:
    stmt = select(DiceSeed).where(DiceSeed.channel_id == channel_id, DiceSeed.seed_hash == digest)
    return (await session.exec(stmt)).first()


async def channel_rolls(session: AsyncSession, channel_id: str, limit: int = VERIFY_LIMIT) -> list[RollLog]:
    """The channel's rolls, oldest first (the latest ``limit``)."""
    stmt = select(RollLog).where(RollLog.channel_id == channel_id).order_by(col(RollLog.id).desc()).limit(limit)
    return list(reversed((await session.exec(stmt)).all()))


async def get_roll(session: AsyncSession, roll_id: int) -> RollLog | None:
    return await session.get(RollLog, roll_id)


async def mark_revealed(session: AsyncSession, row: RollLog) -> bool:
    stmt = (update(RollLog).where(col(RollLog.id) == row.id, col(RollLog.revealed_at).is_(None))
            .values(revealed_at=utcnow()))
    result = await session.exec(stmt)  # type: ignore[call-overload]
    await session.commit()
    return bool(result.rowcount == 1)


async def sealed_rolls(session: AsyncSession, channel_id: str, limit: int = 25) -> list[RollLog]:
    """The channel's secret rolls not revealed yet, latest first."""
    stmt = (select(RollLog).where(RollLog.channel_id == channel_id, col(RollLog.secret).is_(True),
                                  col(RollLog.revealed_at).is_(None))
            .order_by(col(RollLog.id).desc()).limit(limit))
    return list((await session.exec(stmt)).all())


# --- saved rolls ----------------------------------------------------------------------------


async def saved_rolls(session: AsyncSession, guild_id: str, owner_id: str) -> list[SavedRoll]:
    stmt = (select(SavedRoll).where(SavedRoll.guild_id == guild_id, SavedRoll.owner_id == owner_id)
            .order_by(col(SavedRoll.name)))
    return list((await session.exec(stmt)).all())


async def find_saved(session: AsyncSession, guild_id: str, owner_id: str, name: str) -> SavedRoll | None:
    stmt = select(SavedRoll).where(SavedRoll.guild_id == guild_id, SavedRoll.owner_id == owner_id,
                                   SavedRoll.name == name)
    return (await session.exec(stmt)).first()


async def save_roll(session: AsyncSession, guild_id: str, owner_id: str, name: str, expression: str) -> bool:
    """Save (or replace) a roll; ``False`` when the owner already has ``SAVED_LIMIT`` others."""
    found = await find_saved(session, guild_id, owner_id, name)
    if found is not None:
        found.expression = expression
        session.add(found)
        await session.commit()
        return True
    if len(await saved_rolls(session, guild_id, owner_id)) >= SAVED_LIMIT:
        return False
    session.add(SavedRoll(guild_id=guild_id, owner_id=owner_id, name=name, expression=expression))
    try:
        await session.commit()
    except IntegrityError:  # saved at the same moment elsewhere: that one stands
        await session.rollback()
    return True


async def rename_saved(session: AsyncSession, row: SavedRoll, new_name: str) -> bool:
    """``False`` when the new name is taken."""
    if await find_saved(session, row.guild_id, row.owner_id, new_name) is not None:
        return False
    row.name = new_name
    session.add(row)
    try:
        await session.commit()
    except IntegrityError:
        await session.rollback()
        return False
    return True


async def delete_saved(session: AsyncSession, row: SavedRoll) -> None:
    await session.delete(row)
    await session.commit()


# --- settings ---------------------------------------------------------------------------------


async def dice_settings(session: AsyncSession, guild_id: str | None) -> DiceSettings:
    found = await session.get(DiceSettings, guild_id) if guild_id else None
    return found or DiceSettings(guild_id=guild_id or "")


async def set_gm_role(session: AsyncSession, guild_id: str, role_id: str | None) -> None:
    row = await session.get(DiceSettings, guild_id) or DiceSettings(guild_id=guild_id)
    row.gm_role_id = role_id
    row.updated_at = utcnow()
    session.add(row)
    await session.commit()
