"""campaigns: a group's tables chained with the same heroes

Revision ID: 0004
Revises: 0003
Create Date: 2026-11-28 23:45:00

* ``campaign``: its name (unique per server, else per channel), its game, its host, the
  options its tables share, the roster the heroes carry (JSON), its last table and the last
  table whose end the roster holds.
"""
from alembic import op
import sqlalchemy as sa
import sqlmodel


revision = '0004'
down_revision = '0003'
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        'campaign',
        sa.Column('id', sa.Integer(), nullable=False),
        sa.Column('scope', sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column('name', sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column('name_key', sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column('game', sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column('host_id', sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column('channel_id', sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column('options', sa.JSON(), nullable=False),
        sa.Column('roster', sa.JSON(), nullable=False),
        sa.Column('table_id', sa.Integer(), nullable=True),
        sa.Column('absorbed_table_id', sa.Integer(), nullable=True),
        sa.Column('tables', sa.Integer(), nullable=False),
        sa.Column('created_at', sa.DateTime(timezone=True), nullable=False),
        sa.Column('updated_at', sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint('id'),
        sa.UniqueConstraint('scope', 'name_key', name='uq_campaign_name'),
    )
    with op.batch_alter_table('campaign', schema=None) as batch_op:
        batch_op.create_index('ix_campaign_scope', ['scope'], unique=False)
        batch_op.create_index('ix_campaign_table_id', ['table_id'], unique=False)


def downgrade() -> None:
    with op.batch_alter_table('campaign', schema=None) as batch_op:
        batch_op.drop_index('ix_campaign_table_id')
        batch_op.drop_index('ix_campaign_scope')
    op.drop_table('campaign')
