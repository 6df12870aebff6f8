"""shared dice: channel seeds, secret rolls, saved rolls, the game master role

Revision ID: 0003
Revises: 0002
Create Date: 2026-11-28 20:40:00

* ``dice_seed``: each channel's seed, its published hash, its draw counter and when it was
  revealed (one unrevealed seed per channel);
* ``roll_log.seed_id`` / ``counter_start`` / ``counter_end``: the draws a shared roll used;
  ``secret`` / ``commitment`` / ``revealed_at``: secret rolls and their reveal;
* ``saved_roll``: rolls saved under a name, a player's or the server's (``owner_id = ''``);
* ``dice_settings``: the server's game master role.
"""
from alembic import op
import sqlalchemy as sa
import sqlmodel


revision = '0003'
down_revision = '0002'
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        'dice_seed',
        sa.Column('id', sa.Integer(), nullable=False),
        sa.Column('guild_id', sqlmodel.sql.sqltypes.AutoString(), nullable=True),
        sa.Column('channel_id', sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column('seed', sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column('seed_hash', sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column('counter', sa.Integer(), nullable=False),
        sa.Column('revealed_at', sa.DateTime(timezone=True), nullable=True),
        sa.Column('created_at', sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint('id'),
    )
    with op.batch_alter_table('dice_seed', schema=None) as batch_op:
        batch_op.create_index('ix_dice_seed_channel_id', ['channel_id'], unique=False)
        batch_op.create_index('uq_dice_seed_current', ['channel_id'], unique=True,
                              sqlite_where=sa.text('revealed_at IS NULL'),
                              postgresql_where=sa.text('revealed_at IS NULL'))
    op.create_table(
        'saved_roll',
        sa.Column('id', sa.Integer(), nullable=False),
        sa.Column('guild_id', sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column('owner_id', sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column('name', sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column('expression', sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column('created_at', sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint('id'),
        sa.UniqueConstraint('guild_id', 'owner_id', 'name', name='uq_saved_roll_name'),
    )
    with op.batch_alter_table('saved_roll', schema=None) as batch_op:
        batch_op.create_index('ix_saved_roll_guild_id', ['guild_id'], unique=False)
        batch_op.create_index('ix_saved_roll_owner_id', ['owner_id'], unique=False)
    op.create_table(
        'dice_settings',
        sa.Column('guild_id', sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column('gm_role_id', sqlmodel.sql.sqltypes.AutoString(), nullable=True),
        sa.Column('updated_at', sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint('guild_id'),
    )
    with op.batch_alter_table('roll_log', schema=None) as batch_op:
        batch_op.add_column(sa.Column('seed_id', sa.Integer(), nullable=True))
        batch_op.add_column(sa.Column('counter_start', sa.Integer(), nullable=True))
        batch_op.add_column(sa.Column('counter_end', sa.Integer(), nullable=True))
        batch_op.add_column(sa.Column('secret', sa.Boolean(), nullable=False, server_default=sa.false()))
        batch_op.add_column(sa.Column('commitment', sqlmodel.sql.sqltypes.AutoString(), nullable=True))
        batch_op.add_column(sa.Column('revealed_at', sa.DateTime(timezone=True), nullable=True))
        batch_op.create_index('ix_roll_log_seed_id', ['seed_id'], unique=False)


def downgrade() -> None:
    with op.batch_alter_table('roll_log', schema=None) as batch_op:
        batch_op.drop_index('ix_roll_log_seed_id')
        for name in ('revealed_at', 'commitment', 'secret', 'counter_end', 'counter_start', 'seed_id'):
            batch_op.drop_column(name)
    op.drop_table('dice_settings')
    with op.batch_alter_table('saved_roll', schema=None) as batch_op:
        batch_op.drop_index('ix_saved_roll_owner_id')
        batch_op.drop_index('ix_saved_roll_guild_id')
    op.drop_table('saved_roll')
    with op.batch_alter_table('dice_seed', schema=None) as batch_op:
        batch_op.drop_index('uq_dice_seed_current')
        batch_op.drop_index('ix_dice_seed_channel_id')
    op.drop_table('dice_seed')
