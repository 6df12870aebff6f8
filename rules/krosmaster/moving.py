"""Krosmaster Arena's movement: tackle zones, paths and tackle rolls."""

from __future__ import annotations

from rules.core import RuleError

from . import board, dice
from .board import name
from .model import (
    Cell,
    Unit,
)
from .table import Table


class Moving(Table):
    """Moving a character (mixed into :class:`~rules.krosmaster.turns.Turns`)."""

    # ---- moving ------------------------------------------------------------------------
    def move_context(self, u: Unit) -> tuple[set[Cell], set[Cell], set[Cell]]:
        """(free cells, cells adjacent to tacklers, cells a move may not leave)."""
        free = self.free_cells()
        danger: set[Cell] = set()
        stuck: set[Cell] = set()
        toupiti = "toupiti" in self.powers(u)
        for other in self.at.values():
            if not self.enemies(u.seat, other.seat) or not self.is_character(other) or other.pos is None:
                continue
            adj = board.neighbours(other.pos, self.s.width, self.s.height)
            if not toupiti and "toupiti" not in self.powers(other):
                danger.update(adj)
            if other.kind == "krosmaster" and self.has_effect(other, "perfect_block"):
                stuck.update(adj)
        return free, danger, stuck

    def do_move(self, u: Unit, goal: Cell) -> None:
        assert u.pos is not None
        if u.pm <= 0:
            raise RuleError("kros-not-enough-pm", needed=1, left=0)
        free, danger, stuck = self.move_context(u)
        if u.pos in stuck:
            raise RuleError("kros-perfect-block")
        path = board.shortest_path(u.pos, goal, free - (stuck - {goal}), self.s.width, self.s.height, u.pm, danger)
        if path is None:
            raise RuleError("kros-unreachable", square=name(goal), pm=u.pm)
        start = u.pos
        walked = [start]
        for nxt in path:
            cur = u.pos
            if cur in danger and "toupiti" not in self.powers(u):
                if self.tackle(u, cur):
                    u.pm = u.pa = 0
                    self.s.last_path = walked
                    self.ev("kros-moved", unit=u.id, path=[name(c) for c in walked], frm=name(start), to=name(cur),
                            steps=len(walked) - 1, blocked=True)
                    self.end_activation()
                    return
            del self.at[cur]
            u.pos = nxt
            self.at[nxt] = u
            u.pm -= 1
            walked.append(nxt)
        self.s.last_path = walked
        self.s.last_unit = u.id
        self.ev("kros-moved", unit=u.id, path=[name(c) for c in walked], frm=name(start), to=name(walked[-1]),
                steps=len(walked) - 1, blocked=False)

    def tackle(self, u: Unit, cell: Cell) -> bool:
        """Every adjacent enemy character tackles in turn; True when ``u`` is blocked."""
        for nb in board.neighbours(cell, self.s.width, self.s.height):
            other = self.at.get(nb)
            if other is None or not self.is_character(other) or not self.enemies(u.seat, other.seat):
                continue
            if "toupiti" in self.powers(other):
                continue
            t_faces = self.roll(2 if "tacle" in self.powers(other) else 1)
            tackles = dice.successes(t_faces, "tacle")
            d_faces: list[int] = []
            if tackles:
                d_faces = self.roll(2 if "esquive" in self.powers(u) else 1)
            dodges = dice.successes(d_faces, "esquive")
            blocked = tackles > dodges
            self.ev("kros-tackle", irreversible=True, unit=u.id, by=other.id, tackle=t_faces, dodge=d_faces,
                    blocked=blocked)
            if blocked:
                return True
        return False
