"""seat absence: a table's own count of missed deadlines, and the agreement to play for a seat

Revision ID: 0005
Revises: 0004
Create Date: 2026-11-29 00:05:00

* ``game_table.missed_deadlines``: the deadlines a seat may miss in a row before the computer
  takes it (``NULL``: the default, 2; 0: never);
* ``game_table.skip_votes``: the players who agreed to play for an awaited seat, for the
  table's version they agreed at (JSON; ``NULL``: none).
"""
from alembic import op
import sqlalchemy as sa


revision = '0005'
down_revision = '0004'
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table('game_table', schema=None) as batch_op:
        batch_op.add_column(sa.Column('missed_deadlines', sa.Integer(), nullable=True))
        batch_op.add_column(sa.Column('skip_votes', sa.JSON(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table('game_table', schema=None) as batch_op:
        batch_op.drop_column('skip_votes')
        batch_op.drop_column('missed_deadlines')
