"""A computer hero's hero phase, planned whole (B17: move then attack, attack then move, or two
moves) and scored where the hero ends it, then played one action at a time:

- an attack is worth what :mod:`.powers` says (chance, damage, a monster defeated, a daily
  spent);
- the square where the phase ends is worth: exploring from it (a new tile instead of an
  encounter card, B18-B21, and the dungeon moves toward the adventure's goal), or else being
  closer to an unexplored edge; once the adventure's villain or object is in play (Klak, his
  artifact, the Chapel's guardians), being closer to it, exploring then worth a quarter; the
  adventure's item token (the Icon) within reach; staying within a tile of the party (the
  monsters' attacks are shared, the healer is near); and, for a hero nearly down, the monsters
  around it.

A power that puts the hero on another square (a teleport) is planned as the square it reaches:
Get Over There (« instead of a move », next to a monster within 2 tiles) as a move there, then
the attack from there; Fey Step (free, a tile within 1 tile, even immobilized) and the Scroll of
Teleportation (free, any other tile) as standing there with the phase's actions still to come,
counted as the square and the attack from it. The card turns over (the scroll is spent), so it
is played only when it beats the best phase without it by :data:`TELEPORT_COST`. The scroll's
questions are then answered the same way (:func:`scroll_square`): the user on that square, the
heroes of their tile brought along next to them (the party stays together).

Before planning, a free power that heals the most hurt hero, or a potion, is used when the hurt
is worth it; a blessing is used right before an attack. Same table, same plan.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..board import Sq, block_of
from ..catalog import Catalog
from ..commands import ActionT, Attack, Disarm, End, Move, Place, Use
from ..conditions import speed
from ..dungeon import board, occupied
from ..hero_phase import actions_left, legal_moves
from ..legal import attack_actions
from ..state import CRState, Pending, Token
from ..treasure_effects import effect_kinds
from .goal import distances_to, explore_squares, item_squares, tile_gap, walk_distances
from .powers import Blow, attack_blow, disarm_worth, goal_target
from .rest import heal_target
from . import villain

#: ending the phase where the hero explores: a tile instead of an encounter card (B21)
EXPLORE = 6.0
#: each step still to walk to the nearest unexplored edge, to the adventure's item token
TO_EDGE = 0.35
TO_ITEM = 0.8
#: each step still to walk to the adventure's villain or object (Klak, his artifact, the
#: Chapel's guardians); and how much exploring is still worth once one is in play
TO_GOAL = 0.5
IN_SIGHT = 0.25
#: standing on or next to the item token the adventure asks for (the pick-up is free, B45)
ITEM = 20.0
#: each tile beyond the next between the hero and the nearest standing hero of the party
APART = 3.0
#: each tile between the hero and the other standing heroes, on average (the party closes up)
SPREAD = 0.5
#: each monster already within 2 tiles of the edge makes exploring worth less (a new monster
#: joins them, B20); 1.5 won no more games than 0 on Find the Icon (16-game runs), so it is
#: off there: it weighs only where the adventure ends in a fight (villain.CROWD)
CROWD = 0.0
#: a teleport power turned over for the adventure (Get Over There, Fey Step) or a Scroll of
#: Teleportation spent: played only when the phase it makes is worth this much more than the
#: best phase without it
TELEPORT_COST = 2.0
#: a hero with this many hit points or fewer keeps away from the monsters' tiles
FRAIL = 3
#: each monster within 1 tile of the square (most attack the closest hero within 1 tile, or
#: else only come 1 tile closer): its attack expected on the hero, or on another closer one;
#: 1 and 2 won fewer games than 0 (12-game runs: the heroes shied from the fights), so only a
#: hero nearly down (FRAIL) weighs it
THREAT = 0.0


@dataclass
class Plan:
    """The chosen phase: its first action, why, and the square where it ends."""

    action: ActionT
    why: str
    value: float
    end: Sq | None = None
    params: dict[str, str] = field(default_factory=dict)


def _cheb(a: Sq, b: Sq) -> int:
    return max(abs(a[0] - b[0]), abs(a[1] - b[1]))


class Planner:
    """The hero phase of hero ``hero`` on ``state`` (the seat's knowledge)."""

    def __init__(self, state: CRState, cat: Catalog, hero: int, legal: list[ActionT]) -> None:
        self.state, self.cat, self.hero, self.legal = state, cat, hero, legal
        self.h = state.heroes[hero]
        self.b = board(state, cat)
        self.mates = [x.square for i, x in enumerate(state.heroes)
                      if i != hero and x.square is not None and not x.escaped and not x.down]
        self.explore = explore_squares(state, cat, hero)
        near = {sq for sq in self.explore if self.gap(sq) <= 1}  # the party's own front
        self.to_edge = distances_to(state, cat, near or self.explore) if self.explore else {}
        self.items = item_squares(state, cat, self.b)
        self.to_item = distances_to(state, cat, self.items) if self.items else {}
        goals = [t.square for t in [*state.figures, *state.tokens] if (not isinstance(t, Token) or t.kind == "object")
                 and goal_target(state, cat, t)]
        self.crowd = villain.CROWD if villain.hunted(state, cat) else CROWD
        self.goal = {n for sq in goals for n in self.b.neighbours8(sq)}
        self.to_goal = distances_to(state, cat, self.goal) if self.goal else {}

    def gap(self, sq: Sq) -> int:
        """Tiles from ``sq`` to the nearest other standing hero (0 alone)."""
        return min((tile_gap(self.state, self.cat, sq, m) for m in self.mates), default=0)

    # --- the square where the phase ends --------------------------------------------------
    def place(self, sq: Sq) -> tuple[float, str]:
        """The worth of ending the phase on ``sq``, and the main reason."""
        v, why = 0.0, "together"
        if self.explore:
            # once the adventure's villain or object is in play, a new tile only avoids an encounter
            keen = 1.0 if not self.goal else IN_SIGHT
            if sq in self.explore:
                crowd = sum(1 for f in self.state.figures if tile_gap(self.state, self.cat, sq, f.square) <= 2)
                v += keen * (max(EXPLORE / 4, EXPLORE - self.crowd * crowd) if self.h.hp > FRAIL or not self.mates else (
                    EXPLORE / 4 if self.h.hp > FRAIL - 1 else -EXPLORE / 2))  # the new monster strikes the explorer
                why = "explore"
            else:
                v -= keen * TO_EDGE * min(self.to_edge.get(sq, 30), 30)
                why = "edge"
        if self.goal:
            v -= TO_GOAL * min(self.to_goal.get(sq, 30), 30)
            why = "goal" if why != "explore" else why
        if self.items:
            if sq in self.items:
                v += ITEM
                why = "item"
            else:
                v -= TO_ITEM * min(self.to_item.get(sq, 40), 40)
                why = "item"
        if self.mates:
            gaps = [tile_gap(self.state, self.cat, sq, m) for m in self.mates]
            v -= APART * max(0, min(gaps) - 1) + SPREAD * sum(gaps) / len(gaps)
        v -= self.threat(sq)
        return v, why

    def threat(self, sq: Sq) -> float:
        """The monsters' attacks the hero may draw on ``sq``: each monster within 1 tile, in full
        when the hero would be its closest, a third otherwise; more for a hero nearly down."""
        frail = THREAT + (1.5 * (FRAIL + 1 - self.h.hp) if self.h.hp <= FRAIL else 0.0)
        if not frail:
            return 0.0
        total = 0.0
        for f in self.state.figures:
            gap = tile_gap(self.state, self.cat, sq, f.square)
            if gap > 1:
                continue
            mine = (gap, _cheb(sq, f.square))
            closest = all(mine <= (tile_gap(self.state, self.cat, m, f.square), _cheb(m, f.square)) for m in self.mates)
            total += frail * (1.0 if closest else 0.33)
        return total

    # --- attacks --------------------------------------------------------------------------
    def attacks_here(self) -> list[tuple[Blow, ActionT]]:
        """The legal attacks (and a disarm, which replaces the attack, B47) and their worth."""
        out: list[tuple[Blow, ActionT]] = []
        for a in self.legal:
            if isinstance(a, (Attack, Use)):
                blow = attack_blow(self.state, self.cat, self.hero, a)
                if blow is not None:
                    out.append((blow, a))
            elif isinstance(a, Disarm) and self.h.square is not None:
                out.append((Blow(disarm_worth(self.state, self.cat, self.hero, self.h.square), 1.0), a))
        return out

    def best_from(self, sq: Sq) -> float:
        """The best attack's worth if the hero stood on ``sq`` (its attack not yet made)."""
        keep = self.h.square
        self.h.square = sq
        try:
            best = 0.0
            for a in attack_actions(self.state, self.cat, self.hero, True):
                blow = attack_blow(self.state, self.cat, self.hero, a)
                if blow is not None:
                    best = max(best, blow.value)
        finally:
            self.h.square = keep
        return max(best, disarm_worth(self.state, self.cat, self.hero, sq))

    # --- the plan -------------------------------------------------------------------------
    def decide(self) -> Plan:
        left = actions_left(self.state, self.hero)
        here = self.h.square
        end_value, end_why = self.place(here) if here is not None else (0.0, "end")
        best = Plan(End(), "end" if end_why not in ("explore",) else "explore-here", end_value, here)
        moves = {sq: n for sq, n in legal_moves(self.state, self.cat, self.hero).items()} if "move" in left else {}
        move_of = {a.to: a for a in self.legal if isinstance(a, Move)}
        places = {sq: self.place(sq) for sq in moves}
        move_after = "move" in left and not self.state.turn.actions  # attack then move (B17)
        after_attack = max([end_value, *(v for v, _ in places.values())]) if move_after else end_value
        for blow, a in self.attacks_here():
            free = isinstance(a, Attack) and (p := self.cat.powers.get(a.power)) is not None and p.free_attack
            value = blow.value + (after_attack if not free else max(end_value, after_attack))
            if free and blow.value > 0.5:
                value += 100.0  # an attack that spends no action: first
            if value > best.value + 1e-9:
                best = Plan(a, "disarm" if isinstance(a, Disarm) else "attack", value, here)
        attack_after = "attack" in left and not self.state.turn.actions
        second_move = "move" in left and not self.state.turn.actions and not self.state.turn.extra
        for sq in sorted(moves, key=lambda s: (s[1], s[0])):
            name = self.b.name(sq)
            if name not in move_of:
                continue
            v, why = places[sq]
            if attack_after:
                blow = self.best_from(sq)
                if blow > 0:
                    v, why = v + blow, "fight"
            if v > best.value + 1e-9:
                best = Plan(move_of[name], why, v, sq)
        if second_move and best.why not in ("explore", "item", "fight") and not isinstance(best.action, Attack):
            far = self._two_moves(move_of)
            if far is not None and far.value > best.value + 1e-9:
                best = far
        jump = self._teleport(left)
        if jump is not None and jump.value > best.value + TELEPORT_COST + 1e-9:
            best = jump
        return best

    def _teleport(self, left: list[str]) -> Plan | None:
        """The best square a teleport reaches (Get Over There in place of a move, Fey Step and the
        Scroll of Teleportation free), worth the square and the attack from it (the card's cost
        is weighed by the caller)."""
        best: Plan | None = None
        for a in self.legal:
            if not isinstance(a, Use):
                continue
            power = self.cat.powers.get(a.power) if a.power else None
            after = left
            if power is not None and power.effect == "teleport" and a.target:
                squares = [self.b.parse(a.target)]
                if power.timing == "move" and self.state.turn.actions:  # the phase's second action: no attack after
                    after = [x for x in left if x != "attack"]
            elif a.item and "teleport_heroes" in effect_kinds(a.item):  # the Scroll of Teleportation
                squares = self.scroll_squares()
            else:
                continue
            for sq in squares:
                v, why = self.landing(sq, after)
                if best is None or v > best.value + 1e-9:
                    best = Plan(a, "teleport-" + why, v, sq, {"square": self.b.name(sq)})
        return best

    def landing(self, sq: Sq, left: list[str]) -> tuple[float, str]:
        """The worth of standing on ``sq`` with the actions ``left``: the square, and the best
        attack from it while the attack is still to come."""
        v, why = self.place(sq)
        if "attack" in left:
            blow = self.best_from(sq)
            if blow > 0:
                v, why = v + blow, "fight"
        return v, why

    def scroll_squares(self) -> list[Sq]:
        """The free squares of every tile but the hero's (the Scroll of Teleportation)."""
        if self.h.square is None:
            return []
        mine = self.b.tile_of.get(block_of(self.h.square))
        taken = occupied(self.state)
        return sorted((sq for blk, uid in self.b.tile_of.items() if uid != mine for sq in self.b.block_squares(blk)
                       if self.b.walkable(sq) and sq not in taken), key=lambda q: (q[1], q[0]))

    def _two_moves(self, move_of: dict[str, Move]) -> Plan | None:
        """Two moves (B17): the best square within twice the hero's speed, reached by a first
        move that leaves it within one more move."""
        here = self.h.square
        if here is None:
            return None
        sp = speed(self.state, self.hero, self.cat)
        walk = walk_distances(self.state, self.cat, here, self.hero)
        occupied = {x.square for x in self.state.heroes if x.square is not None and not x.escaped}
        goals = [(self.place(sq), sq) for sq, d in walk.items() if sp < d <= 2 * sp and sq not in occupied]
        if not goals:
            return None
        (value, why), target = max(goals, key=lambda g: (g[0][0], -g[1][1], -g[1][0]))
        back = walk_distances(self.state, self.cat, target, self.hero)
        steps = [(back[sq], sq) for sq in (self.b.parse(n) for n in move_of) if sq in back and back[sq] <= sp]
        if not steps:
            return None
        _d, first = min(steps, key=lambda s: (s[0], s[1][1], s[1][0]))
        return Plan(move_of[self.b.name(first)], why, value - 0.01, target)


def scroll_square(state: CRState, cat: Catalog, p: Pending, legal: list[ActionT]) -> tuple[Place, str] | None:
    """The Scroll of Teleportation's question (``placing.queue_teleport``): the user goes to
    the square their plan chose (:meth:`Planner._teleport`), each hero of their tile to the free
    square nearest them on that tile. None for another question."""
    if p.kind != "place" or p.params.get("what") != "teleport" or p.hero is None:
        return None
    places = [a for a in legal if isinstance(a, Place)]
    if not places:
        return None
    user, moved = p.hero, int(p.params["uid"])
    b = board(state, cat)
    if moved == user:
        planner = Planner(state, cat, user, [])
        left = actions_left(state, user)
        scored = [(planner.landing(b.parse(a.to), left), a) for a in places]
        (_v, why), best = max(scored, key=lambda x: (x[0][0], -b.parse(x[1].to)[1], -b.parse(x[1].to)[0]))
        return best, "teleport-" + why
    there = state.heroes[user].square
    if there is None:
        return None
    near = min(places, key=lambda a: (_cheb(b.parse(a.to), there), b.parse(a.to)[1], b.parse(a.to)[0]))
    return near, "teleport-along"


def heal_or_boost(state: CRState, cat: Catalog, hero: int, legal: list[ActionT], attacking: bool) -> Plan | None:
    """A free healing power on the most hurt hero, a potion for a hero nearly down, a regain
    power, or a blessing right before an attack."""
    h = state.heroes[hero]
    for a in legal:
        if not isinstance(a, Use):
            continue
        power = cat.powers.get(a.power) if a.power else None
        if power is not None and power.effect == "heal_surge":
            who = heal_target(state)
            if who is not None and a.target == state.heroes[who].hero:
                return Plan(a, "heal", 10.0, h.square, {"target": a.target})
        if power is not None and power.effect == "regain" and h.max_hp - h.hp >= max(2, power.heal):
            return Plan(a, "heal", 8.0, h.square, {"target": h.hero})
        if power is not None and power.effect == "boost" and attacking:
            return Plan(a, "boost", 5.0, h.square)
        if a.item:
            t = cat.treasures.get(a.item)
            if t is not None and t.effect == "heal" and (h.hp <= 2 or h.max_hp - h.hp >= t.value + 1):
                return Plan(a, "heal", 8.0, h.square, {"target": h.hero})
    return None


def worth_a_boost(state: CRState, cat: Catalog, action: ActionT) -> bool:
    """Whether the attack about to be made deserves a once-an-adventure blessing (Bless, Sneak
    Attack): a monster of 2 hit points or more left, or the adventure's goal."""
    if not isinstance(action, Attack):
        return False
    b = board(state, cat)
    target = state.figure_at(b.parse(action.target.split(",")[0]))
    if target is None:
        return False
    m = cat.monsters.get(target.kind)
    return (m is not None and m.hp - target.damage >= 2) or goal_target(state, cat, target)


__all__ = ["Plan", "Planner", "heal_or_boost", "scroll_square", "worth_a_boost"]
