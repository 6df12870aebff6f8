"""Krosmaster Arena with 4 players: gifts of one's own K.O.s and the tension doubles' GG losses."""

from __future__ import annotations

from rules.core import RuleError

from .model import (
    Gift,
    LoseGG,
)
from .table import Table


class Gifts(Table):
    """Gifts and tension losses (mixed into :class:`~rules.krosmaster.turns.Turns`)."""

    # ---- 4 players: gifts of own K.O.s and tension doubles ------------------------------
    def gift_candidates(self, giver: int) -> list[int]:
        """Opponents who may receive a gift: those with a Krosmaster in play, else any."""
        opps = [x for x in range(self.n_seats()) if self.enemies(giver, x)]
        alive = [x for x in opps if self.krosmasters(x)]
        return alive or opps

    def after_action(self) -> None:
        """Own K.O.s of a 4-player game: « doit donner à l'adversaire de son choix autant de
        GG que le Niveau du personnage éliminé ». A single possible opponent gets them at
        once; otherwise the giver answers a ``gift`` prompt."""
        s = self.s
        while s.pending_gifts and s.phase != "over":
            giver, n = s.pending_gifts[0]
            cands = self.gift_candidates(giver)
            if len(cands) != 1:
                if s.phase != "gift":
                    s.resume_phase = s.phase
                    s.phase = "gift"
                return
            s.pending_gifts.pop(0)
            self.give(giver, cands[0], n)
        if s.phase == "gift" and s.resume_phase is not None:
            s.phase = s.resume_phase  # type: ignore[assignment]
            s.resume_phase = None

    def give(self, giver: int, to: int, n: int) -> None:
        self.ev("kros-gg-given", seat=giver, receiver=to, gg=n)
        self.gain_gg(to, n, "own-ko", source=giver)

    def do_gift(self, seat: int, a: Gift) -> None:
        s = self.s
        giver, n = s.pending_gifts[0]
        if seat != giver or a.player not in self.gift_candidates(giver):
            raise RuleError("kros-bad-player", player=self.s.names[a.player] if 0 <= a.player < self.n_seats()
                            else a.player)
        s.pending_gifts.pop(0)
        self.give(giver, a.player, n)

    def lose_candidates(self) -> list[int]:
        """Who the picker may name: first an opponent of the active player, then any other
        player (« Cela peut être le joueur actif »); only players who hold a GG to lose."""
        s = self.s
        assert s.picker is not None
        if not s.tension_loss:
            pool = [x for x in range(self.n_seats()) if self.enemies(s.active, x)]
        else:
            pool = [x for x in range(self.n_seats()) if x != s.picker]
        return [x for x in pool if s.gg[x] > 0]

    def tension_chain(self) -> None:
        """Resolve the 4-player tension double as far as choices are forced."""
        s = self.s
        while s.phase != "over" and s.picker is not None and len(s.tension_loss) < 2:
            cands = self.lose_candidates()
            if not cands:
                break
            if len(cands) > 1:
                s.phase = "tension-target"
                return
            self.lose(cands[0])
        s.picker = None
        s.tension_loss = []
        if s.phase == "over":
            return
        s.phase = "inspiration"
        faces, targets = list(s.held_faces), list(s.held_targets)
        s.held_faces, s.held_targets = [], []
        self.inspire(s.active, faces, targets)

    def lose(self, seat: int) -> None:
        s = self.s
        s.gg[seat] -= 1
        s.tension_loss.append(seat)
        self.ev("kros-tension-rises", seats=[seat], count=1)
        s.picker = seat
        self.check_end()

    def do_lose(self, seat: int, a: LoseGG) -> None:
        s = self.s
        if seat != s.picker or a.player not in self.lose_candidates():
            raise RuleError("kros-bad-player", player=self.s.names[a.player] if 0 <= a.player < self.n_seats()
                            else a.player)
        self.lose(a.player)
        self.tension_chain()
