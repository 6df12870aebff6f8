"""play by post: table language, deadlines, claims, message ids, undo data

Revision ID: 0002
Revises: 0001
Create Date: 2026-11-24 06:40:00

One migration for the columns the pointing and hardening work needs, so that the pieces
built in parallel share one schema:

* ``game_table.locale``: the table's language for public posts (``None``: the server's);
* ``game_table.deadline_minutes``: the table's deadline setting (``None``: the server's);
* ``game_table.deadline_at`` / ``deadline_claimed_until``: when the awaited prompt's default
  answer is applied, and the claim of the process applying it;
* ``game_table.reminder_due_at`` / ``reminder_claimed_until``: the next reminder and its claim
  (both scans are indexed queries that load only what is due);
* ``game_table.board_message_id`` / ``card_message_id`` / ``board_posted_at``: the adapter's
  ledger (the board message edited in place, the table card kept current);
* ``action_log.undo``: what undo needs to restore the state before a reversible action,
  without replaying the log;
* ``guild_settings.deadline_minutes``: the server's default deadline (0: none).
"""
from alembic import op
import sqlalchemy as sa
import sqlmodel


revision = '0002'
down_revision = '0001'
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table('game_table', schema=None) as batch_op:
        batch_op.add_column(sa.Column('locale', sqlmodel.sql.sqltypes.AutoString(), nullable=True))
        batch_op.add_column(sa.Column('deadline_minutes', sa.Integer(), nullable=True))
        batch_op.add_column(sa.Column('deadline_at', sa.DateTime(timezone=True), nullable=True))
        batch_op.add_column(sa.Column('deadline_claimed_until', sa.DateTime(timezone=True), nullable=True))
        batch_op.add_column(sa.Column('reminder_due_at', sa.DateTime(timezone=True), nullable=True))
        batch_op.add_column(sa.Column('reminder_claimed_until', sa.DateTime(timezone=True), nullable=True))
        batch_op.add_column(sa.Column('board_message_id', sqlmodel.sql.sqltypes.AutoString(), nullable=True))
        batch_op.add_column(sa.Column('card_message_id', sqlmodel.sql.sqltypes.AutoString(), nullable=True))
        batch_op.add_column(sa.Column('board_posted_at', sa.DateTime(timezone=True), nullable=True))
        batch_op.create_index('ix_game_table_deadline_at', ['deadline_at'], unique=False)
        batch_op.create_index('ix_game_table_reminder_due_at', ['reminder_due_at'], unique=False)
    with op.batch_alter_table('action_log', schema=None) as batch_op:
        batch_op.add_column(sa.Column('undo', sa.JSON(), nullable=True))
    with op.batch_alter_table('guild_settings', schema=None) as batch_op:
        batch_op.add_column(sa.Column('deadline_minutes', sa.Integer(), nullable=False, server_default='0'))


def downgrade() -> None:
    with op.batch_alter_table('guild_settings', schema=None) as batch_op:
        batch_op.drop_column('deadline_minutes')
    with op.batch_alter_table('action_log', schema=None) as batch_op:
        batch_op.drop_column('undo')
    with op.batch_alter_table('game_table', schema=None) as batch_op:
        batch_op.drop_index('ix_game_table_reminder_due_at')
        batch_op.drop_index('ix_game_table_deadline_at')
        for name in ('board_posted_at', 'card_message_id', 'board_message_id', 'reminder_claimed_until',
                     'reminder_due_at', 'deadline_claimed_until', 'deadline_at', 'deadline_minutes', 'locale'):
            batch_op.drop_column(name)
