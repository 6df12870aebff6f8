"""The computer opponent of Mortebrume: a player that deploys, declares, reacts and explains itself.

It decides on what its seat may see (:meth:`Mortebrume.view`: never the other side's hidden
designation), is deterministic given the state and its own generator, and explains each choice in
one line (the action's ``why``, shown to the table as ``ev-mb-why``). Like a player's eye it
judges distances before declaring (the rules forbid measuring, not looking: MA30); nothing it
estimates is shown. Levels (docs/rulings/mortebrume.md, « L'ordinateur »):

- ``easy``: the ``normal`` choice, but one decision in three is a random legal move;
- ``normal``: the best attack it can reach this turn (the shortest legal way, the expected wounds
  of the roll against the defence the target will choose), else an advance by the shortest way;
  melee fighters run when far, shooters stop at a distance they shoot from without penalty;
  reactions compare the riposte, the dodge and the armour; deployment spreads the army across its
  zone, shooters and casters behind, all facing the enemy;
- ``strong``: the same, and it spends destiny: inspiration on an attack that may fell its target,
  care for a badly wounded fighter.
"""

from __future__ import annotations

import math
from typing import Any

from rules.core import Event, Game, Rng, RuleError

from . import board as bd
from . import deploying as dp
from . import flow, paths
from . import moving as mv
from .choosing import power_needed
from .combat import melee_weapon
from .content import BANDS, content
from .model import (
    Act,
    ActionT,
    Choose,
    Designate,
    Fighter,
    Heal,
    Impose,
    MBState,
    Pass,
    Place,
    React,
    Reserve,
)
from .reserved import candidates, window_answers
from .rolls import aptitude_dice

LEVELS = ("easy", "normal", "strong")


def mean_roll(aptitude: int) -> float:
    """The mean total of an aptitude roll: the aptitude plus its dice's mean (section 4)."""
    count, sides = aptitude_dice(max(0, aptitude))
    return aptitude + count * (sides + 1) / 2


def chance(mine: float, theirs: float) -> float:
    """A rough chance that a roll of mean ``mine`` beats one of mean ``theirs`` (dice spread ~3.5)."""
    return 1.0 / (1.0 + math.exp(-(mine - theirs) / 2.5))


class Player:
    """One decision of the computer for ``seat`` at ``level``."""

    def __init__(self, game: Game[Any, Any, Any], state: MBState, seat: int, level: str, rng: Rng) -> None:
        self.game = game
        self.state = game.view(state, seat).state  # what this seat may know
        self.seat = seat
        self.level = level if level in LEVELS else "normal"
        self.rng = rng

    # --- the decision -------------------------------------------------------------
    def decide(self) -> ActionT | None:
        prompted = [p for p in self.game.prompts(self.state) if p.seat == self.seat]
        if not prompted:
            return None
        if self.level == "easy" and self.rng.randint(1, 3) == 1:
            legal = self.game.legal_actions(self.state, self.seat)
            if legal:
                return legal[self.rng.randint(0, len(legal) - 1)]
        ph = self.state.phase
        if ph in ("deploy_designate", "init_designate"):
            return self.designate()
        if ph == "deploy_choose":
            return Choose(who="other", why="choose-other")
        if ph == "deploy_place":
            return self.place()
        if ph == "reaction":
            return self.react()
        if ph in ("interrupt", "counter"):
            return self.reserve_or_pass()
        if ph == "main":
            return self.activate()
        return None

    # --- deployment and initiative --------------------------------------------------------
    def designate(self) -> Designate:
        s = self.state
        if s.phase == "deploy_designate":
            mine = [f for f in s.fighters if f.seat == self.seat and not f.placed]
            # the fighters that fight in front first, so the others know where to stand behind them
            f = min(mine, key=lambda f: (is_back(f), -bd.prof(f).cost, f.id))
        else:  # initiative: the strongest willpower (MB36)
            mine = [f for f in s.fighters if f.seat == self.seat and f.placed and f.able]
            f = max(mine, key=lambda f: (f.volonte, -int(f.id[1:])))
        return Designate(fighter=f.id)

    def place(self) -> Place:
        f = flow.placing(self.state)
        x, y, facing = deploy_spot(self.state, f)
        return Place(x=x, y=y, facing=facing, why="deploy-back" if is_back(f) else "deploy-front")

    # --- reactions --------------------------------------------------------------------
    def react(self) -> React:
        p = self.state.pending
        assert p is not None
        t = bd.fighter(self.state, p.target)
        f = bd.fighter(self.state, p.attacker)
        allowed = p.allowed
        if "shield" in allowed:
            return React(reaction="shield", why="react-shield")
        attack = mean_roll(bd.skill_of(f, p.weapon)) if p.kind != "spell" else mean_roll(
            bd.prof(f).spells.get(p.spell or "", 0))
        options: dict[str, float] = {}
        w = bd.weapon_of(f, p.weapon)
        hit = max(0.0, w.damage + 3.0 - t.armure) if p.kind != "spell" else 2.0
        if "dodge" in allowed:
            options["dodge"] = (1 - chance(mean_roll(bd.prof(t).esquive), attack)) * hit
        if "riposte" in allowed:
            which = melee_weapon(t) or "main"
            mine = mean_roll(bd.skill_of(t, which))
            win = chance(mine, attack)
            back = max(0.0, bd.weapon_of(t, which).damage + 3.0 - f.armure)
            options["riposte"] = (1 - win) * hit - win * back * 0.8
        if "absorb" in allowed:
            options["absorb"] = max(0.0, w.damage + 3.0 - t.armure / 2) * 0.9 if p.kind != "spell" else hit
        choice = min(options, key=lambda k: (options[k], k)) if options else allowed[0]
        return React(reaction=choice, inspiration=self.saving(t, hit, choice), why=f"react-{choice}")  # type: ignore[arg-type]

    def saving(self, t: Fighter, hit: float, reaction: str) -> int:
        """``strong``: a point of destiny on a dodge or a riposte that may keep its fighter standing
        (the blow expected would fell it), when the fighter has not used destiny this turn."""
        if self.level != "strong" or reaction not in ("dodge", "riposte") or t.destiny_used:
            return 0
        return 1 if self.state.destiny[self.seat] >= 1 and hit >= t.physique else 0

    def reserve_or_pass(self) -> ActionT:
        best = sorted(window_answers(self.state, self.seat), key=lambda fo: (fo[1].physique - self.hurt(fo[0], fo[1]),
                                                                         fo[1].id))
        if best:
            f, o = best[0]
            return Reserve(fighter=f.id, target=o.id, why="reserve-strike")
        return Pass(why="pass")

    def hurt(self, f: Fighter, o: Fighter) -> float:
        """The wounds ``f``'s main weapon is expected to deal ``o`` on a hit."""
        return max(0.0, bd.weapon_of(f).damage + 3.0 - o.armure)

    # --- activations ----------------------------------------------------------------------
    def activate(self) -> ActionT:
        s = self.state
        if self.level == "strong":
            care = self.care()
            if care is not None:
                return care
            free = self.free_strike()
            if free is not None:
                return free
        mine = flow.available(s, self.seat)
        if not mine:
            return Impose(why="impose")
        plans = [(self.best_for(f), f) for f in mine]
        (score, act), _f = max(plans, key=lambda x: (x[0][0], -int(x[1].id[1:])))
        if self.level == "strong" and score <= 0.1 and s.holder == self.seat and flow.available(s, 1 - self.seat):
            # nobody of mine can attack this turn: the enemy moves first, into reach (MB37)
            return Impose(why="impose-wait")
        return act

    def free_strike(self) -> Reserve | None:
        """``strong``: a knight's reserved strike made at once, before its side's activation (it is
        free and once a turn, MB98): on the adversary in reach it is likeliest to fell."""
        best = sorted(candidates(self.state, self.seat),
                      key=lambda fo: (fo[1].physique - self.hurt(fo[0], fo[1]), fo[1].id))
        if not best:
            return None
        f, o = best[0]
        return Reserve(fighter=f.id, target=o.id, why="reserve-strike")

    def care(self) -> Heal | None:
        s = self.state
        if s.destiny[self.seat] < 2:
            return None
        for f in s.fighters:
            top = bd.prof(f).physique
            if f.seat == self.seat and f.able and not f.destiny_used and f.physique * 2 <= top:
                return Heal(fighter=f.id, points=min(s.destiny[self.seat] - 1, f.physique), why="heal")
        return None

    def best_for(self, f: Fighter) -> tuple[float, Act]:
        """The best declaration of ``f`` and its worth (attacks first, then an advance)."""
        s = self.state
        foes = [o for o in bd.on_table(s) if o.seat != self.seat and o.status == "ok"]
        if not foes:
            return 0.0, Act(fighter=f.id, action="none", why="hold")
        best: tuple[float, Act] = (-1.0, Act(fighter=f.id, action="none", why="hold"))
        p = bd.prof(f)
        main = bd.weapon_of(f)
        walk = mv.allowance(f, False)
        for o in sorted(foes, key=lambda o: (bd.measure_only(f, o), o.id))[:4]:
            if o.id in f.dodged:
                continue
            d = bd.measure_only(f, o)
            if not main.ranged and not f.fenced:
                value = self.strike_value(f, o)
                lo, hi = BANDS[main.kind]
                if (lo if main.kind != "short" else 0.0) - 1e-6 <= d <= hi + 1e-6:
                    cand = (value + 0.5, Act(fighter=f.id, action="strike", target=o.id, why="strike-here"))
                elif d < lo:  # too close for its weapon: a step back into its band first (seed L231)
                    cand = (value + 0.4, Act(fighter=f.id, action="strike", target=o.id, to=o.id, stop="optimal",
                                             why="strike-here"))
                elif d <= walk + 4.0:
                    way = mv.plan(s, f, paths.Goal(shape=bd.poly(o), gap=main.optimal()))
                    if way is not None and 0.05 < way.length <= walk * 0.9:
                        cand = (value, Act(fighter=f.id, action="strike", target=o.id, to=o.id, stop="optimal",
                                           why="strike-reach"))
                    else:
                        cand = (-1.0, best[1])
                else:
                    cand = (-1.0, best[1])
                if cand[0] > best[0]:
                    best = cand
            if main.ranged:
                cand = self.shot(f, o, d)
                if cand is not None and cand[0] > best[0]:
                    best = cand
            for sp, apt in p.spells.items():
                cand = self.spell(f, o, d, sp, apt)
                if cand is not None and cand[0] > best[0]:
                    best = cand
        if best[0] > 0:
            return self.inspired(f, best)
        moved = self.advance(f, foes)
        if moved[1].action == "none" and not main.ranged and not f.fenced:
            # nowhere to go: strike what stands within 4 cm, even off its best distance (−3, MB62)
            close = [o for o in foes if o.id not in f.dodged and bd.measure_only(f, o) <= 4.0]
            if close:
                return 0.05, Act(fighter=f.id, action="strike", target=close[0].id, why="strike-here")
        return moved

    def strike_value(self, f: Fighter, o: Fighter) -> float:
        attack = mean_roll(bd.skill_of(f)) + (3 if bd.behind(o, f) else 0)
        defence = max(mean_roll(bd.prof(o).esquive), mean_roll(bd.skill_of(o)) if not o.activated else 0.0)
        hurt = self.hurt(f, o)
        kill = 2.0 if hurt >= o.physique else 0.0
        return chance(attack, defence) * (hurt + kill) + bd.prof(o).cost / 20

    def shot(self, f: Fighter, o: Fighter, d: float) -> tuple[float, Act] | None:
        w = bd.weapon_of(f)
        s = self.state
        if not bd.seen_by(s, f, o):
            if not w.shoot_or_move and w.bow:  # step to a place it may see from? keep it simple: advance
                return None
            return None
        if d < w.reach or d > min(10 * w.reach, s.visibility):
            if w.bow and d < 6 * w.reach + mv.allowance(f, False) and d <= s.visibility + mv.allowance(f, False):
                return (0.5, Act(fighter=f.id, action="shoot", target=o.id, to=o.id, stop="optimal", why="shoot-closer"))
            return None
        need = d / 2 - w.reach + (3 if d > 6 * w.reach else 0)
        p = chance(mean_roll(bd.skill_of(f)), need + mean_roll(bd.prof(o).esquive) / 2)
        hurt = max(0.0, w.damage + 2.0 - o.armure) / (2 if d > 6 * w.reach else 1)
        return (p * (hurt + (2.0 if hurt >= o.physique else 0.0)) + bd.prof(o).cost / 20,
                Act(fighter=f.id, action="shoot", target=o.id, why="shoot-best"))

    def spell(self, f: Fighter, o: Fighter, d: float, sp: str, apt: int) -> tuple[float, Act] | None:
        spell = content().spells[sp]
        if not spell.hostile or sp in f.lost_spells or not bd.seen_by(self.state, f, o):
            return None
        more = power_needed(self.state, f, o, sp)
        if more > 3:
            return None
        need = d / 2 + more - spell.allonge
        p = chance(mean_roll(apt), need + 3)
        worth = {"wound": spell.amount + 0.5, "drain": spell.amount, "stun": 2.0, "slow": 1.0,
                 "weaken": 1.0}.get(spell.effect, 0.5)
        return (p * worth * 0.8 + bd.prof(o).cost / 20,
                Act(fighter=f.id, action="spell", spell=sp, target=o.id, power=more, why="spell-best"))

    def inspired(self, f: Fighter, best: tuple[float, Act]) -> tuple[float, Act]:
        """``strong``: one point of inspiration on an attack when it has points to spare."""
        score, act = best
        if self.level == "strong" and self.state.destiny[self.seat] >= 2 and not f.destiny_used and \
                act.action in ("strike", "shoot", "spell"):
            return score, act.model_copy(update={"inspiration": 1})
        return best

    def advance(self, f: Fighter, foes: list[Fighter]) -> tuple[float, Act]:
        """No attack this turn: toward the nearest foe by the shortest way (run when far, melee)."""
        s = self.state
        if mv.allowance(f, False) <= 0:
            return 0.0, Act(fighter=f.id, action="none", why="hold")
        w = bd.weapon_of(f)
        ranked = sorted(foes, key=lambda o: (bd.measure_only(f, o), o.id))
        for o in ranked[:3]:
            if w.ranged:  # walk a whole move toward it: where it stands may see it
                way = mv.plan(s, f, paths.Goal(shape=bd.poly(o), gap=0.5))
                if way is None or way.length <= 0.5:
                    continue
                n = round(min(way.length - 0.5, mv.allowance(f, False)), 1)
                return 0.1, Act(fighter=f.id, action="walk", to=o.id, stop=f"{n}", why="advance")
            way = mv.plan(s, f, paths.Goal(shape=bd.poly(o), gap=0.1))
            if way is None or way.length <= 0.05:
                continue
            run = not f.slowed and way.length > mv.allowance(f, False) + 2.0
            if run:
                return 0.1, Act(fighter=f.id, action="run", to=o.id, stop="contact", why="advance-run")
            return 0.1, Act(fighter=f.id, action="walk", to=o.id, stop="contact", why="advance")
        return 0.0, Act(fighter=f.id, action="none", why="hold")


def is_back(f: Fighter) -> bool:
    """A fighter that fights from behind the line: a shooter or a caster."""
    return bd.weapon_of(f).ranged or bool(bd.prof(f).spells)


def deploy_spot(state: MBState, f: Fighter) -> tuple[float, float, float]:
    """Where to deploy ``f``: spread across its zone (away from its placed companions), the front
    fighters at the zone's front edge and shooters and casters behind, facing the enemy's side;
    within the visibility limits when they apply (MB33-MB35)."""
    limits = flow.limits_apply(state, f)
    spots = dp.free_spots(state, f, limits, step=2.5)
    if not spots:
        spots = dp.free_spots(state, f, False, step=2.5)
    size = float(state.options.size)
    foe = enemy_centre(state, f.seat)
    mine = [o for o in state.fighters if o.seat == f.seat and o.placed]
    back = is_back(f)
    zone = dp.deploy_zone(state, f.seat)
    if zone is not None:
        zc = zone.centroid
        zx, zy = zc.x, zc.y
    else:
        zx, zy = size / 2, size / 2

    def score(spot: tuple[float, float, float]) -> float:
        x, y, _ = spot
        toward = math.hypot(foe[0] - x, foe[1] - y)
        near = min((math.hypot(o.cx - x, o.cy - y) for o in mine), default=12.0)
        spread = min(near, 12.0)  # 12 cm between companions is spread enough
        depth = toward if not back else -toward * 0.5
        side = abs((x - zx) if abs(foe[0] - zx) < abs(foe[1] - zy) else (y - zy))
        return -depth * 0.6 + spread * 1.5 - side * 0.15

    best = max(spots, key=lambda s: (score(s), -s[0], -s[1]))
    facing = round(bd.geo.bearing(best[0], best[1], *foe), 1)
    return best[0], best[1], facing


def enemy_centre(state: MBState, seat: int) -> tuple[float, float]:
    """Where the enemy stands: the centre of its placed fighters, else of its deployment zone."""
    placed = [o for o in state.fighters if o.seat != seat and o.placed and o.status != "dead"]
    if placed:
        return sum(o.cx for o in placed) / len(placed), sum(o.cy for o in placed) / len(placed)
    zone = dp.deploy_zone(state, 1 - seat)
    if zone is not None:
        return zone.centroid.x, zone.centroid.y
    size = float(state.options.size)
    return size / 2, size / 2


def explain(state: MBState, seat: int, action: Any) -> Event:
    """The computer's reason for ``action``, one line for the table (``ev-mb-why``)."""
    who = getattr(action, "fighter", None)
    target = getattr(action, "target", None)
    if isinstance(action, Place):
        who = flow.placing(state).id
    if isinstance(action, React) and state.pending is not None:
        who, target = state.pending.target, state.pending.attacker
    label = bd.label(bd.fighter(state, who)) if who else "-"
    if isinstance(action, Act) and target is None and action.to:
        target = action.to
    try:
        other = bd.label(bd.fighter(state, target)) if target else "-"
    except RuleError:
        other = target or "-"
    return Event(code="mb-why", params={"player": state.names[seat], "why": action.why, "who": label,
                                         "target": other, "spell": getattr(action, "spell", None) or "-"})


def computer_action(game: Game[Any, Any, Any], state: MBState, seat: int, level: str, rng: Rng) -> ActionT | None:
    """The move of the computer playing ``seat`` at ``level`` (see the module's doc)."""
    return Player(game, state, seat, level, rng).decide()


def greedy_action(game: Any, state: MBState, seat: int) -> ActionT | None:
    """A simple greedy player (the bench's yardstick): the fighter nearest an enemy strikes or shoots
    the nearest enemy, moving toward it; reactions dodge; windows let go; deployment as the
    computer's."""
    prompted = [p for p in game.prompts(state) if p.seat == seat]
    if not prompted:
        return None
    ph = state.phase
    if ph == "reaction":
        assert state.pending is not None
        allowed = state.pending.allowed
        return React(reaction="dodge" if "dodge" in allowed else allowed[0])  # type: ignore[arg-type]
    if ph in ("interrupt", "counter"):
        return Pass()
    if ph != "main":
        return Player(game, state, seat, "normal", Rng("00" * 32)).decide()
    mine = flow.available(state, seat)
    foes = [o for o in bd.on_table(state) if o.seat != seat and o.status == "ok"]
    if not mine or not foes:
        return game.zombie_action(state, seat)
    f, o = min(((f, o) for f in mine for o in foes if o.id not in f.dodged),
               key=lambda fo: (bd.measure_only(*fo), fo[0].id, fo[1].id), default=(mine[0], None))
    if o is None:
        return Act(fighter=f.id, action="none")
    if bd.weapon_of(f).ranged:
        return Act(fighter=f.id, action="shoot", target=o.id)
    return Act(fighter=f.id, action="strike", target=o.id, to=o.id, stop="optimal")


__all__ = ["LEVELS", "computer_action", "deploy_spot", "greedy_action"]
