"""Data access of campaigns (bot/service/campaigns.py): find, list, open, and the conditional
updates of a campaign's last table and roster."""

from __future__ import annotations

import unicodedata
from typing import Any

from sqlalchemy import update
from sqlalchemy.exc import IntegrityError
from sqlmodel import col, select
from sqlmodel.ext.asyncio.session import AsyncSession

from .models import Campaign, utcnow

#: at most this many campaigns are listed by ``/game campaign``
LIST_LIMIT = 25


class CampaignTaken(Exception):
    """Another campaign of the scope has this name."""


class CampaignMoved(Exception):
    """The campaign changed since it was read (another table was opened or absorbed)."""


def name_key(name: str) -> str:
    """A campaign's name as it is looked up: trimmed, lower case, without accents."""
    text = unicodedata.normalize("NFKD", " ".join(name.split()).casefold())
    return "".join(c for c in text if not unicodedata.combining(c))


async def find(session: AsyncSession, scope: str, name: str) -> Campaign | None:
    stmt = select(Campaign).where(Campaign.scope == scope, Campaign.name_key == name_key(name))
    return (await session.exec(stmt)).first()


async def of_table(session: AsyncSession, table_id: int) -> Campaign | None:
    """The campaign whose last table is ``table_id``."""
    return (await session.exec(select(Campaign).where(Campaign.table_id == table_id))).first()


async def listed(session: AsyncSession, scope: str) -> list[Campaign]:
    """The scope's campaigns, the most recently played first."""
    stmt = select(Campaign).where(Campaign.scope == scope).order_by(col(Campaign.updated_at).desc()).limit(LIST_LIMIT)
    return list((await session.exec(stmt)).all())


async def create(session: AsyncSession, campaign: Campaign) -> Campaign:
    session.add(campaign)
    try:
        await session.commit()
    except IntegrityError as exc:
        await session.rollback()
        raise CampaignTaken(campaign.name) from exc
    await session.refresh(campaign)
    return campaign


async def set_table(session: AsyncSession, campaign: Campaign, table_id: int) -> None:
    """The campaign's next table is ``table_id`` (only if its last table is still the one read)."""
    await _update(session, campaign, table_id=table_id, tables=campaign.tables + 1)


async def absorb(session: AsyncSession, campaign: Campaign, roster: dict[str, Any]) -> None:
    """The roster after the campaign's last table ended."""
    await _update(session, campaign, roster=roster, absorbed_table_id=campaign.table_id)


async def _update(session: AsyncSession, campaign: Campaign, **values: Any) -> None:
    stmt = (update(Campaign)
            .where(col(Campaign.id) == campaign.id, col(Campaign.table_id).is_(None) if campaign.table_id is None
                   else col(Campaign.table_id) == campaign.table_id,
                   col(Campaign.absorbed_table_id).is_(None) if campaign.absorbed_table_id is None
                   else col(Campaign.absorbed_table_id) == campaign.absorbed_table_id)
            .values(updated_at=utcnow(), **values))
    res = await session.execute(stmt)
    if res.rowcount != 1:  # type: ignore[attr-defined]
        await session.rollback()
        raise CampaignMoved(campaign.id)
    await session.commit()
    for key, value in values.items():
        setattr(campaign, key, value)
