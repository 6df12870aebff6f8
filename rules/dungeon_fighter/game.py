"""The Dungeon Fighter engine: a cooperative dungeon crawl where the bot is the dungeon."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from rules.core import (
    ELAPSED,
    CommandSpec,
    Event,
    Game,
    InvalidActionError,
    Prompt,
    PromptOption,
    Result,
    Rng,
    RuleError,
    SeatInfo,
    Termination,
)

from . import throw as T
from .commands import COMMANDS, parse_command
from .content import COLOURS, TARGET_ONLY, Boss, Monster, content
from .model import (
    TOWER,
    ActionT,
    Buy,
    Combat,
    DFOptions,
    DFState,
    DFView,
    Discard,
    Give,
    GiveUp,
    Go,
    Heal,
    HeroState,
    Keep,
    LandingRec,
    Next,
    Pending,
    Push,
    Recover,
    Reroll,
    Scar,
    Throw,
    ThrowPlan,
    Use,
    Vote,
    action_adapter,
)

BOSS_ROOM = "boss"
HEAL_EFFECTS = ("heal_one", "heal_all")
#: the powers offered as buttons to the player who moves the thrower's hand (Emprunt)
PUSH_PRESETS = (6.0, 7.0, 8.0, 9.0, 10.0)
TITLES = (
    (0, "canards-boiteux"), (5, "optimistes-incompetents"), (10, "voyous-indisciplines"),
    (15, "aventuriers-novices"), (20, "aspirants-heros"), (25, "heros-moyens"),
    (30, "heros-niveau-20"), (35, "lecteurs-manuels-epiques"), (39, "auteurs-manuels-epiques"),
)


def title_for(score: int) -> str:
    """The party's status from the rulebook's table."""
    for top, name in TITLES:
        if score <= top:
            return name
    return "heroisme-grandiosissime"


def ev(code: str, irreversible: bool = False, visible_to: list[int] | None = None, announce: bool = False,
       **params: Any) -> Event:
    return Event(code=code, params=params, irreversible=irreversible, visible_to=visible_to, announce=announce)


def grid_square(x: float, y: float) -> str:
    """The aim grid's square (A-K by 1-11, 20 units each, F6 the centre) of a point, or "-"."""
    col, row = round((x + 100.0) / 20.0), round((100.0 - y) / 20.0)
    return f"{chr(ord('A') + col)}{row + 1}" if 0 <= col <= 10 and 0 <= row <= 10 else "-"


def drift_params(dx: float, dy: float) -> dict[str, Any]:
    """The push of the table as players read it: squares to the right/left and up/down."""
    return {"dx": dx, "dy": dy, "right": round(abs(dx) / 20.0, 1), "up": round(abs(dy) / 20.0, 1),
            "xdir": "right" if dx >= 0 else "left", "ydir": "up" if dy >= 0 else "down"}


class DungeonFighter(Game[DFState, ActionT, DFOptions]):
    """Dungeon Fighter for 1 to 6 players."""

    id = "dungeon_fighter"
    aliases = ("df", "dungeon-fighter")
    command_group = "df"
    min_seats = 1
    max_seats = 6
    state_model = DFState
    options_model = DFOptions
    action_adapter = action_adapter
    commands: Sequence[CommandSpec] = COMMANDS

    # --- set-up ---------------------------------------------------------------------------
    def setup(self, options: DFOptions, seats: Sequence[SeatInfo], rng: Rng) -> DFState:
        c = content()
        n = len(seats)
        if not self.min_seats <= n <= self.max_seats:
            raise RuleError("df-seats", min=self.min_seats, max=self.max_seats)
        # the dungeon: an end board drawn among the four, then two start boards from the rest
        end_boards = sorted(b for b in c.boards if c.boards[b].front.end)
        end = rng.choice(end_boards)
        rest = [b for b in sorted(c.boards) if b != end]
        rng.shuffle(rest)
        sides: list[str] = []
        for bid in rest[:2]:
            board = c.boards[bid]
            if board.front.end:  # an end board drawn as a start board is turned over
                sides.append(board.back.id)
            else:
                sides.append(board.front.id if rng.randint(0, 1) == 0 else board.back.id)
        sides.append(c.boards[end].front.id)
        boss = rng.choice(sorted(c.bosses))
        # heroes
        if options.heroes:
            if len(options.heroes) != n:
                raise RuleError("df-heroes-count", needed=n, given=len(options.heroes))
            for h in options.heroes:
                if h not in c.heroes:
                    raise RuleError("df-unknown-hero", hero=h)
            if len(set(options.heroes)) != n:
                raise RuleError("df-hero-twice")
            picks = list(options.heroes)
        else:
            pool = sorted(c.heroes)
            rng.shuffle(pool)
            picks = pool[:n]
        heroes = [HeroState(seat=i, hero=h) for i, h in enumerate(picks)]
        # the monster tower
        counts, _ = TOWER[options.difficulty]
        tower: list[list[str]] = []
        for level, count in enumerate(counts, start=1):
            pile = sorted(m.id for m in c.monsters.values() if m.level == level)
            rng.shuffle(pile)
            tower.append(pile[:count])
        deck = sorted(c.equipment)
        rng.shuffle(deck)
        if options.leader is not None and not 0 <= options.leader < n:
            raise RuleError("df-bad-seat", seat=options.leader)
        leader = options.leader if options.leader is not None else rng.randint(0, n - 1)
        return DFState(
            difficulty=options.difficulty, reflex=options.reflex, n_seats=n, sides=sides,
            boss=boss, tower=tower, deck=deck, heroes=heroes, leader=leader, first=leader,
        )

    # --- helpers ------------------------------------------------------------------------
    @staticmethod
    def hero_card(state: DFState, seat: int) -> Any:
        return content().heroes[state.heroes[seat].hero]

    @staticmethod
    def hero_name(state: DFState, seat: int) -> str:
        return content().heroes[state.heroes[seat].hero].name

    @staticmethod
    def foe(state: DFState) -> Monster | Boss:
        assert state.combat is not None
        c = content()
        return c.bosses[state.combat.monster] if state.combat.boss else c.monsters[state.combat.monster]

    def capacity(self, state: DFState) -> str:
        cb = state.combat
        if cb is None or cb.silenced:
            return ""
        cap = self.foe(state).capacity
        return cap.kind if cap else ""

    def room_throws(self, state: DFState) -> list[str]:
        if state.position in (None, BOSS_ROOM):
            return []
        return list(content().room(state.position).throws)

    def imposed(self, state: DFState) -> list[str]:
        """The special throws the room and the monster impose on every throw of this fight."""
        out = set(self.room_throws(state))
        if state.combat is not None:
            out |= set(self.foe(state).throws)
        return sorted(out)

    @staticmethod
    def standing(state: DFState) -> list[int]:
        return [h.seat for h in state.heroes if not h.fainted and not h.out]

    def next_standing(self, state: DFState, seat: int) -> int | None:
        n = state.n_seats
        for k in range(1, n + 1):
            s = (seat + k) % n
            if not state.heroes[s].fainted and not state.heroes[s].out:
                return s
        return None

    def ability(self, state: DFState, seat: int, colour: str) -> tuple[str, int] | None:
        if colour in state.heroes[seat].scars:
            return None
        ab = self.hero_card(state, seat).abilities[colour]
        return ab.kind, ab.value

    def successors(self, state: DFState) -> list[str]:
        c = content()
        if state.position is None:
            return [c.side(state.sides[0]).entry]
        if state.position == BOSS_ROOM:
            return []
        for i, sid in enumerate(state.sides):
            side = c.side(sid)
            if any(r.id == state.position for r in side.rooms):
                if state.position == side.exit:
                    return [c.side(state.sides[i + 1]).entry] if i + 1 < len(state.sides) else [BOSS_ROOM]
                return [b for a, b in side.arrows if a == state.position]
        raise KeyError(state.position)

    def slots_free(self, state: DFState, seat: int, item: str) -> bool:
        c = content()
        kind = c.equipment[item].kind
        have = sum(1 for e in state.heroes[seat].equipment if c.equipment[e].kind == kind)
        return have < getattr(self.hero_card(state, seat).slots, kind)

    def usable_dice(self, state: DFState) -> list[str]:
        cb = state.combat
        assert cb is not None
        if cb.extra is not None:
            return [cb.extra]
        dice: list[str] = [] if self.capacity(state) == "no_coloured_dice" else list(cb.dice)
        if state.white > 0:
            dice.append("white")
        return dice

    # --- acting out of turn ------------------------------------------------------------------
    @staticmethod
    def any_time_items(state: DFState, seat: int) -> list[str]:
        """The single-use ("x1") heal cards ``seat`` may use now, in turn or not.

        « Certaines cartes Équipement ont un symbole "1x" ... elles peuvent être utilisées à tout
        moment. » A fainted hero « ne peut plus agir durant ce combat ».
        """
        if state.phase == "over" or not 0 <= seat < state.n_seats:
            return []
        h = state.heroes[seat]
        if h.fainted or h.out:
            return []
        c = content()
        return [e for e in h.equipment if c.equipment[e].single_use and c.equipment[e].effect in HEAL_EFFECTS]

    def may_act(self, state: DFState, seat: int) -> bool:
        """A prompted seat, or a hero holding a heal card usable at any time."""
        return super().may_act(state, seat) or bool(self.any_time_items(state, seat))

    # --- prompts --------------------------------------------------------------------------
    def prompts(self, state: DFState) -> list[Prompt]:
        if state.phase == "over":
            return []
        if state.phase == "move":
            rooms = self.successors(state)
            return [Prompt(seat=state.leader, kind="df-move", params={"rooms": ", ".join(rooms)},
                           options=[PromptOption(command="go", args={"room": r}, label="opt-df-pick-room",
                                                 params={"room": r, "kind": self.room_kind(r)}) for r in rooms])]
        if state.phase == "combat":
            return self._combat_prompts(state)
        # camp
        scars = [h.seat for h in state.heroes if h.scar_pending]
        if scars:
            return [Prompt(seat=s, kind="df-scar", options=[
                self._colour_option("scar", state, s, col) for col in COLOURS if col not in state.heroes[s].scars])
                for s in scars]
        out = [Prompt(seat=state.leader, kind="df-camp-leader", params={"gold": state.gold},
                      options=self._camp_options(state, state.leader, leader=True))]
        out += [Prompt(seat=h.seat, kind="df-camp", options=self._camp_options(state, h.seat, leader=False))
                for h in state.heroes if not h.out and h.seat != state.leader and self._has_camp_move(state, h.seat)]
        return out

    def room_kind(self, room: str) -> str:
        return "boss" if room == BOSS_ROOM else content().room(room).kind

    def _colour_option(self, command: str, state: DFState, seat: int, colour: str) -> PromptOption:
        kind = self.hero_card(state, seat).abilities[colour].kind  # type: ignore[index]
        return PromptOption(command=command, args={"colour": colour}, label=f"opt-df-pick-{kind.replace('_', '-')}",
                            params={"colour": colour})

    def _combat_prompts(self, state: DFState) -> list[Prompt]:
        c = content()
        cb = state.combat
        assert cb is not None
        p = cb.pending
        if p is None:
            return [Prompt(seat=cb.thrower, kind="df-throw", params={
                "dice": list(self.usable_dice(state)), "white": state.white, "pv": cb.pv})]
        if p.kind == "vote":
            return [Prompt(seat=s, kind="df-vote", options=[
                PromptOption(command="vote", args={"yes": "true"}, label="opt-df-pick-yes"),
                PromptOption(command="vote", args={"yes": "false"}, label="opt-df-pick-no")])
                for s in self.standing(state) if s not in p.votes]
        if p.kind in ("emprunt", "gauge"):
            assert p.plan is not None
            if state.reflex:
                options = [PromptOption(command="push", args={"timing": ELAPSED}, label="opt-df-pick-stop")]
            else:
                options = [PromptOption(command="push", args={"power": f"{v:g}"}, label="opt-df-pick-push",
                                        params={"power": f"{v:g}"}) for v in PUSH_PRESETS]
            return [Prompt(seat=p.seat, kind=f"df-{p.kind}", params={"thrower": p.plan.seat}, options=options)]
        if p.kind == "discard":
            items = state.heroes[p.seat].equipment
            return [Prompt(seat=p.seat, kind="df-discard", options=[
                PromptOption(command="discard", args={"item": e}, label="opt-df-pick-discard",
                             params={"name": c.equipment[e].name}) for e in items])]
        assert p.plan is not None and p.landing is not None
        if p.plan.die == "white" and p.landing.face == T.HERO_FACE:
            options = [self._colour_option("keep", state, p.seat, col) for col in COLOURS]
        else:
            options = [PromptOption(command="keep", label="opt-df-pick-keep")]
        return [Prompt(seat=p.seat, kind="df-decide", params={"zone": p.landing.zone}, options=options)]

    def _camp_options(self, state: DFState, seat: int, leader: bool) -> list[PromptOption]:
        """Buttons at the end of turn: end it, shop, hand out cards (at most 25)."""
        c = content()
        out: list[PromptOption] = []
        if leader:
            out.append(PromptOption(command="next", label="opt-df-pick-next"))
            if self._in_shop(state):
                out += [PromptOption(command="buy", args={"item": i}, label="opt-df-pick-buy",
                                     params={"name": c.equipment[i].name, "cost": c.equipment[i].cost})
                        for i in state.shop if c.equipment[i].cost <= state.gold]
                if state.gold >= 2:
                    out.append(PromptOption(command="buy", args={"item": "white"}, label="opt-df-pick-white"))
                out += [PromptOption(command="heal", args={"gold": str(g)}, label="opt-df-pick-heal",
                                     params={"gold": g}) for g in (1, 2, 3) if g <= state.gold]
        cards = ([i for i in state.stash if leader] + list(state.heroes[seat].equipment))
        for item in cards:
            if item in state.moved:
                continue
            for h in state.heroes:
                if h.out or item in h.equipment or not self.slots_free(state, h.seat, item):
                    continue
                out.append(PromptOption(command="give", args={"item": item, "to": str(h.seat + 1)},
                                        label="opt-df-pick-give",
                                        params={"name": c.equipment[item].name, "hero": c.heroes[h.hero].name}))
        for item in self.any_time_items(state, seat):
            out.append(PromptOption(command="use", args={"item": item}, label="opt-df-pick-use",
                                    params={"name": c.equipment[item].name}))
        return out[:25]

    def _has_camp_move(self, state: DFState, seat: int) -> bool:
        """A hero other than the leader is prompted at camp only when they can give a card
        (heal cards are used at any time without a prompt)."""
        for item in state.heroes[seat].equipment:
            if item not in state.moved and any(
                    h.seat != seat and not h.out and self.slots_free(state, h.seat, item) for h in state.heroes):
                return True
        return False

    # --- apply ----------------------------------------------------------------------------
    def _apply(self, state: DFState, seat: int, action: ActionT, rng: Rng) -> list[Event]:
        kinds = {p.kind for p in self.prompts(state) if p.seat == seat}
        if isinstance(action, Use):  # at any time, prompted or not (may_act lets the bearer in)
            events = self._use(state, seat, action)
            cb = state.combat
            if (cb is not None and cb.pending is not None and cb.pending.kind == "discard"
                    and cb.pending.plan is not None and not state.heroes[cb.pending.seat].equipment):
                # the last card was used first: « Si le joueur ne possède pas d'Équipement, rien ne se passe »
                plan = cb.pending.plan
                cb.pending = None
                events += self._after_throw(state, plan, rng)
            return events
        if not kinds:
            raise RuleError("df-not-now", expected="use")
        if isinstance(action, Go):
            self._need(kinds, "df-move")
            return self._go(state, action, rng)
        if isinstance(action, Throw):
            self._need(kinds, "df-throw")
            return self._throw(state, seat, action, rng)
        if isinstance(action, Push):
            self._need(kinds, "df-emprunt", "df-gauge")
            return self._push(state, seat, action, rng)
        if isinstance(action, Keep):
            self._need(kinds, "df-decide")
            return self._keep(state, seat, action, rng)
        if isinstance(action, Reroll):
            self._need(kinds, "df-decide")
            return self._reroll(state, seat, action, rng)
        if isinstance(action, Recover):
            self._need(kinds, "df-throw")
            return self._recover(state, seat, rng)
        if isinstance(action, GiveUp):
            self._need(kinds, "df-throw")
            return self._propose_giveup(state, seat, rng)
        if isinstance(action, Vote):
            self._need(kinds, "df-vote")
            return self._vote(state, seat, action, rng)
        if isinstance(action, Discard):
            self._need(kinds, "df-discard")
            return self._discard(state, seat, action, rng)
        if isinstance(action, Buy):
            self._need(kinds, "df-camp-leader")
            return self._buy(state, action)
        if isinstance(action, Heal):
            self._need(kinds, "df-camp-leader")
            return self._heal(state, action)
        if isinstance(action, Give):
            self._need(kinds, "df-camp", "df-camp-leader")
            return self._give(state, seat, action)
        if isinstance(action, Scar):
            self._need(kinds, "df-scar")
            return self._scar(state, seat, action)
        if isinstance(action, Next):
            self._need(kinds, "df-camp-leader")
            return self._next(state, rng)
        raise InvalidActionError("df-unknown-command", command=str(getattr(action, "type", "?")))

    @staticmethod
    def _need(kinds: set[str], *allowed: str) -> None:
        if not kinds & set(allowed):
            raise RuleError("df-not-now", expected=", ".join(sorted(kinds)) or "-")

    # --- movement and encounter ----------------------------------------------------------
    def _go(self, state: DFState, action: Go, rng: Rng) -> list[Event]:
        options = self.successors(state)
        if action.room not in options:
            raise RuleError("df-no-corridor", room=action.room, rooms=", ".join(options))
        state.position = action.room
        state.visited.append(action.room)
        state.turn += 1
        events = [ev("df-moved", room=action.room)]
        return events + self._encounter(state, rng)

    def _draw_monster(self, state: DFState) -> str | None:
        for pile in state.tower:
            if pile:
                return pile.pop(0)
        return None

    def _encounter(self, state: DFState, rng: Rng) -> list[Event]:
        c = content()
        if state.position == BOSS_ROOM:
            boss = c.bosses[state.boss]
            state.boss_revealed = True
            state.combat = Combat(monster=boss.id, boss=True, pv=boss.pv, max_pv=boss.pv, thrower=state.first)
            events = [ev("df-boss-revealed", irreversible=True, announce=True, boss=boss.id, name=boss.name, pv=boss.pv)]
        else:
            mid = self._draw_monster(state)
            if mid is None:
                state.phase = "camp"
                return [ev("df-no-monster", room=state.position or "")] + self._victory_camp(state, rng, fought=False)
            m = c.monsters[mid]
            state.combat = Combat(monster=mid, pv=m.pv, max_pv=m.pv, gold=m.gold, thrower=state.first)
            events = [ev("df-encounter", irreversible=True, announce=True, monster=mid, name=m.name, level=m.level, pv=m.pv,
                         damage=m.damage, gold=m.gold)]
        state.phase = "combat"
        if state.heroes[state.first].fainted or state.heroes[state.first].out:
            nxt = self.next_standing(state, state.first)
            assert nxt is not None
            state.combat.thrower = nxt
        return events + self._ready_throw(state, rng)

    def _ready_throw(self, state: DFState, rng: Rng) -> list[Event]:
        """Before a throw: draw the table's drift, check that a die can be thrown at all."""
        cb = state.combat
        assert cb is not None
        cb.drift = T.draw_drift(rng)
        blind = "en_aveugle" in self.imposed(state)
        events = [ev("df-drift", irreversible=True, visible_to=[] if blind else None,
                     **drift_params(cb.drift[0], cb.drift[1]))]
        if not self.usable_dice(state) and not self._can_recover(state):
            if cb.boss:
                return events + self._lose(state, "df-no-white-dice")
            # no die can be thrown: the party gives up the fight (situations impossibles)
            return events + self._give_up(state, rng, forced=True)
        return events

    def _can_recover(self, state: DFState) -> bool:
        cb = state.combat
        assert cb is not None
        return (not cb.boss and not cb.dice and cb.extra is None
                and self.capacity(state) != "no_coloured_dice")

    # --- throwing -------------------------------------------------------------------------
    def _plan(self, state: DFState, seat: int, a: Throw) -> ThrowPlan:
        c = content()
        cb = state.combat
        assert cb is not None
        if a.die not in self.usable_dice(state):
            raise RuleError("df-die-unavailable", die=a.die, dice=", ".join(self.usable_dice(state)) or "-")
        hero = state.heroes[seat]
        conditions = set(self.imposed(state))
        for w in a.weapons:
            if w not in hero.equipment or c.equipment[w].kind != "weapon":
                raise RuleError("df-not-your-weapon", item=w)
            conditions |= set(c.equipment[w].throws)
        for it in a.items:
            if it not in hero.equipment or c.equipment[it].effect != "extra_damage":
                raise RuleError("df-not-usable", item=it)
        for m in a.discard_seduced:
            if m not in hero.seduced:
                raise RuleError("df-not-seduced", monster=m)
        for target in [a.beer_to] + [t for t, _ in a.heal_to]:
            if target is not None and not 0 <= target < state.n_seats:
                raise RuleError("df-bad-seat", seat=target)
        if len(set(a.weapons)) != len(a.weapons) or len(set(a.items)) != len(a.items):
            raise RuleError("df-twice")
        timed = state.reflex and a.timing_ms is not None
        power = T.gauge_power(a.timing_ms) if timed and a.timing_ms is not None else a.power
        return ThrowPlan(seat=seat, die=a.die, aim_x=a.aim_x, aim_y=a.aim_y, power=power, height=a.height,
                         weapons=list(a.weapons), items=list(a.items), furie=a.furie, protect=a.protect,
                         pay=a.pay, heal_to=list(a.heal_to), beer_to=a.beer_to,
                         discard_seduced=list(a.discard_seduced), second=cb.extra is not None,
                         conditions=sorted(conditions), timed=timed)

    def _throw(self, state: DFState, seat: int, a: Throw, rng: Rng) -> list[Event]:
        cb = state.combat
        assert cb is not None
        plan = self._plan(state, seat, a)
        # the die leaves the pool as soon as it is thrown
        if cb.extra is not None:
            cb.extra = None
        elif plan.die == "white":
            state.white -= 1
        else:
            cb.dice.remove(plan.die)  # type: ignore[arg-type]
            cb.hero_dice_thrown += 1
        return self._launch(state, plan, rng, [])

    def _launch(self, state: DFState, plan: ThrowPlan, rng: Rng, rerolls: list[str]) -> list[Event]:
        """Throw now, or wait for the power: the player on the left's hand when Emprunt is in
        force, the thrower's stop of the gauge in the reflex variant."""
        cb = state.combat
        assert cb is not None
        if "emprunt" in plan.conditions:
            left = (plan.seat + 1) % state.n_seats
            cb.pending = Pending(kind="emprunt", seat=left, plan=plan, used=rerolls)
            return [ev("df-emprunt-asked", seat=plan.seat, left=left, hero=self.hero_name(state, left))]
        if state.reflex and not plan.timed:
            cb.pending = Pending(kind="gauge", seat=plan.seat, plan=plan, used=rerolls)
            return [ev("df-gauge", seat=plan.seat)]
        return self._land(state, plan, rng, rerolls)

    def _push(self, state: DFState, seat: int, a: Push, rng: Rng) -> list[Event]:
        cb = state.combat
        assert cb is not None and cb.pending is not None and cb.pending.plan is not None
        plan = cb.pending.plan
        rerolls = cb.pending.used
        if state.reflex:
            if a.timing_ms is None:
                raise RuleError("df-gauge-timing")
            plan.power = T.gauge_power(a.timing_ms)
        else:
            plan.power = a.power
        cb.pending = None
        return [ev("df-emprunt-pushed", seat=seat, power=plan.power)] + self._land(state, plan, rng, rerolls)

    def _land(self, state: DFState, plan: ThrowPlan, rng: Rng, used_rerolls: list[str]) -> list[Event]:
        cb = state.combat
        assert cb is not None
        drift = cb.drift or (0.0, 0.0)
        small = self.capacity(state) == "small_target"
        land = T.resolve((plan.aim_x, plan.aim_y), plan.power, plan.height, plan.conditions, drift, rng, small)
        rec = LandingRec(seat=plan.seat, die=plan.die, x=land.x, y=land.y, face=land.face, zone=land.zone,
                         outcome=land.outcome, bounces=land.bounces, conditions=plan.conditions)
        state.last = rec
        state.landings = (state.landings + [rec])[-6:]
        events = [ev("df-landed", irreversible=True, seat=plan.seat, die=plan.die, x=land.x, y=land.y,
                     square=grid_square(land.x, land.y), hero="yes" if land.hero else "no",
                     faces=[land.face], zone=land.zone, outcome=land.outcome, bounces=land.bounces,
                     drift=[land.drift[0], land.drift[1]], conditions=", ".join(plan.conditions) or "-")]
        # a reroll (Relance ability or a reroll card) or a white die's colour is a decision
        rerolls = []
        if land.hero and "ability" not in used_rerolls:
            colours = COLOURS if plan.die == "white" else (plan.die,)
            if any(self.ability(state, plan.seat, col) == ("relance", 0) for col in colours):
                rerolls.append("ability")
        c = content()
        for it in state.heroes[plan.seat].equipment:
            if c.equipment[it].effect == "reroll" and it not in used_rerolls:
                rerolls.append(it)
        if rerolls or (plan.die == "white" and land.hero):
            cb.pending = Pending(kind="decide", seat=plan.seat, plan=plan, landing=rec, rerolls=rerolls,
                                 used=used_rerolls)
            return events
        return events + self._resolve(state, plan, rec, plan.die if plan.die != "white" else None, rng)

    def _keep(self, state: DFState, seat: int, a: Keep, rng: Rng) -> list[Event]:
        cb = state.combat
        assert cb is not None and cb.pending is not None
        p = cb.pending
        assert p.plan is not None and p.landing is not None
        colour = p.plan.die if p.plan.die != "white" else a.colour
        if p.plan.die == "white" and p.landing.face == T.HERO_FACE and colour is None:
            raise RuleError("df-choose-colour")
        cb.pending = None
        return self._resolve(state, p.plan, p.landing, colour, rng)

    def _reroll(self, state: DFState, seat: int, a: Reroll, rng: Rng) -> list[Event]:
        cb = state.combat
        assert cb is not None and cb.pending is not None and cb.pending.plan is not None
        p = cb.pending
        if a.source not in p.rerolls:
            raise RuleError("df-no-reroll", source=a.source)
        timed = state.reflex and a.timing_ms is not None
        plan = p.plan.model_copy(update={
            "aim_x": a.aim_x, "aim_y": a.aim_y, "height": a.height, "timed": timed,
            "power": T.gauge_power(a.timing_ms) if timed and a.timing_ms is not None else a.power})
        used = [a.source]
        events = [ev("df-reroll", seat=seat, source=a.source,
                     name=content().equipment[a.source].name if a.source != "ability" else "Relance")]
        if a.source != "ability":
            events += self._discard_item(state, seat, a.source)
        cb.pending = None
        cb.drift = T.draw_drift(rng)
        blind = "en_aveugle" in self.imposed(state)
        events.append(ev("df-drift", irreversible=True, visible_to=[] if blind else None,
                         **drift_params(cb.drift[0], cb.drift[1])))
        # the first result is ignored; a card used once stays used, and so does the ability
        return events + self._launch(state, plan, rng, p.used + used)

    def _discard_item(self, state: DFState, seat: int, item: str) -> list[Event]:
        state.heroes[seat].equipment.remove(item)
        state.equipment_discard.append(item)
        return [ev("df-item-spent", seat=seat, item=item, name=content().equipment[item].name)]

    # --- resolving a throw ----------------------------------------------------------------
    def _hurt(self, state: DFState, seat: int, amount: int, events: list[Event], riposte: bool = True) -> int:
        h = state.heroes[seat]
        if amount <= 0 or h.fainted or h.out:
            return 0
        h.pv -= amount
        events.append(ev("df-hurt", seat=seat, amount=amount, pv=max(h.pv, 0)))
        if riposte and state.combat is not None:
            c = content()
            if any(c.equipment[e].effect == "riposte" for e in h.equipment):
                state.combat.pv -= amount
                events.append(ev("df-riposte", seat=seat, amount=amount, pv=max(state.combat.pv, 0)))
        if h.pv < 1:
            h.pv = 0
            h.fainted = True
            events.append(ev("df-fainted", announce=True, seat=seat))
        return amount

    def _heal_hero(self, state: DFState, seat: int, amount: int) -> int:
        h = state.heroes[seat]
        if h.fainted or h.out or amount <= 0:
            return 0
        gained = min(amount, h.max_pv - h.pv)
        h.pv += gained
        return gained

    def _resolve(self, state: DFState, plan: ThrowPlan, rec: LandingRec, colour: str | None, rng: Rng) -> list[Event]:
        c = content()
        cb = state.combat
        assert cb is not None
        foe = self.foe(state)
        seat = plan.seat
        hero = state.heroes[seat]
        hit = rec.outcome == "hit"
        events: list[Event] = []
        ab = self.ability(state, seat, colour) if (colour and rec.face == T.HERO_FACE) else None
        if ab is not None and ab[0] in TARGET_ONLY and not hit:
            ab = None
        if ab is not None and ab[0] == "pluie_de_coups" and plan.second:
            ab = None  # never twice in a row
        if ab is not None:
            events.append(ev("df-ability", seat=seat, ability=ab[0], colour=colour or ""))
        kind = ab[0] if ab else ""
        # Coup Fatal: the centre with the hero symbol kills, bosses included
        if hit and rec.zone == 10 and rec.face == T.HERO_FACE:
            cb.pv = 0
            events.append(ev("df-coup-fatal", announce=True, seat=seat))
        base = (1 if self.capacity(state) == "horde" else rec.zone) if hit else 0
        mul, add, always = 1, 0, 0
        if kind == "degats_cibles":
            base = 5
        if kind == "furie_aveugle" and plan.furie:
            mul *= 2
            self._hurt(state, seat, 1, events, riposte=False)
        if kind == "degats_supplementaires":
            add += ab[1] if ab else 0
        if kind == "ennemi_jure" and foe.type == self.hero_card(state, seat).enemy:
            always += ab[1] if ab else 0
        if hit:
            for w in plan.weapons:
                bonus = c.equipment[w].bonus
                assert bonus is not None
                mul *= bonus.mul
                add += bonus.add
            for it in plan.items:
                if it in hero.equipment:
                    add += c.equipment[it].value
                    events += self._discard_item(state, seat, it)
            if cb.living_target:
                add += 1
        for m in plan.discard_seduced:
            if m in hero.seduced:
                hero.seduced.remove(m)
                state.discard.append(m)
                always += c.monsters[m].damage
                events.append(ev("df-seduced-spent", seat=seat, monster=m, name=c.monsters[m].name))
        damage = (base * mul + add if hit else 0) + always
        if damage > 0 and cb.pv > 0:
            cb.pv -= damage
            events.append(ev("df-damage", seat=seat, amount=damage, pv=max(cb.pv, 0)))
            if kind == "intervention_divine":
                events += self._divine(state, plan.heal_to, damage)
        # abilities that work even on a miss
        if kind == "guerison_de_masse" and ab:
            for h in state.heroes:
                self._heal_hero(state, h.seat, ab[1])
            events.append(ev("df-mass-heal", amount=ab[1]))
        elif kind == "cible_vivante":
            cb.living_target = True
        elif kind == "larcin":
            state.larcin += 1
        elif kind == "metamorphose":
            cb.toad = True
        elif kind == "pickpocket":
            state.gold += 2
            events.append(ev("df-gold", amount=2, gold=state.gold))
        elif kind == "seduction":
            cb.charmed_by = seat
        elif kind == "biere":
            target = plan.beer_to if plan.beer_to is not None else seat
            cb.beer = target
            events.append(ev("df-beer", seat=target))
        elif kind == "ritournelle" and not cb.silenced:
            if plan.pay and state.gold >= 1:
                state.gold -= 1
                cb.silenced = True
                events.append(ev("df-silenced", gold=state.gold))
            else:
                events.append(ev("df-song-unpaid", gold=state.gold))
        elif kind == "pluie_de_coups":
            cb.extra = plan.die
        if not hit:
            events += self._missed(state, plan, kind)
            if cb.pending is not None:  # the thrower chooses the card the monster destroys
                return events
        return events + self._after_throw(state, plan, rng)

    def _divine(self, state: DFState, heal_to: list[tuple[int, int]], points: int) -> list[Event]:
        """« Pour chaque point de Dégât ..., un joueur au choix récupère un PV »: the thrower's
        shares in order (0: as many as that hero needs), then the most wounded."""
        healed: dict[int, int] = {}
        for target, share in heal_to:
            if points <= 0:
                break
            got = self._heal_hero(state, target, min(points, share) if share > 0 else points)
            healed[target] = healed.get(target, 0) + got
            points -= got
        while points > 0:
            cands = [h for h in state.heroes if not h.fainted and not h.out and h.pv < h.max_pv]
            if not cands:
                break
            h = min(cands, key=lambda x: (x.pv - x.max_pv, x.seat))
            h.pv += 1
            healed[h.seat] = healed.get(h.seat, 0) + 1
            points -= 1
        return [ev("df-divine", seat=s, amount=n) for s, n in sorted(healed.items()) if n]

    def _missed(self, state: DFState, plan: ThrowPlan, kind: str) -> list[Event]:
        """A miss: the monster hits the thrower, and its capacity strikes."""
        c = content()
        cb = state.combat
        assert cb is not None
        foe = self.foe(state)
        seat = plan.seat
        hero = state.heroes[seat]
        events: list[Event] = [ev("df-missed", seat=seat, outcome=state.last.outcome if state.last else "off")]
        dmg = max(0, foe.damage - (2 if cb.toad else 0))
        if kind == "pas_de_degats" or cb.beer == seat:
            dmg = 0
        if dmg > 0 and plan.protect:
            shield = next((e for e in hero.equipment if c.equipment[e].effect == "no_damage"), None)
            if shield is not None:
                events += self._discard_item(state, seat, shield)
                dmg = 0
        if dmg > 0:
            dmg = max(0, dmg - sum(c.equipment[e].value for e in hero.equipment if c.equipment[e].effect == "reduced_damage"))
        self._hurt(state, seat, dmg, events)
        cap = self.capacity(state)
        value = foe.capacity.value if foe.capacity else 0
        if cap == "destroy_equipment" and hero.equipment:
            if len(hero.equipment) > 1:  # « une carte Équipement de son choix »
                cb.pending = Pending(kind="discard", seat=seat, plan=plan)
                events.append(ev("df-destroy-asked", seat=seat))
            else:
                events += self._destroy(state, seat, hero.equipment[0])
        elif cap == "heal_on_miss" and cb.pv > 0:
            cb.pv = min(cb.max_pv, cb.pv + value)
            events.append(ev("df-monster-healed", amount=value, pv=cb.pv))
        elif cap == "lose_gold" and state.gold > 0:
            state.gold -= 1
            events.append(ev("df-gold-lost", gold=state.gold))
        elif cap == "critical_failure":
            events.append(ev("df-critical"))
            each = max(0, foe.damage - (2 if cb.toad else 0))
            for h in state.heroes:
                if h.seat != seat and cb.beer != h.seat:
                    self._hurt(state, h.seat, each, events)
        return events

    def _destroy(self, state: DFState, seat: int, item: str) -> list[Event]:
        state.heroes[seat].equipment.remove(item)
        state.equipment_discard.append(item)
        return [ev("df-destroyed", seat=seat, item=item, name=content().equipment[item].name)]

    def _discard(self, state: DFState, seat: int, a: Discard, rng: Rng) -> list[Event]:
        cb = state.combat
        assert cb is not None and cb.pending is not None and cb.pending.plan is not None
        if a.item not in state.heroes[seat].equipment:
            raise RuleError("df-not-yours", item=a.item)
        plan = cb.pending.plan
        cb.pending = None
        return self._destroy(state, seat, a.item) + self._after_throw(state, plan, rng)

    def _after_throw(self, state: DFState, plan: ThrowPlan, rng: Rng) -> list[Event]:
        cb = state.combat
        assert cb is not None
        if cb.pv <= 0:
            return self._defeated(state, rng)
        if not self.standing(state):
            return self._lose(state, "df-all-fainted")
        if cb.extra is not None and not state.heroes[plan.seat].fainted:
            cb.chained = True
            cb.thrower = plan.seat
        else:
            cb.extra = None
            nxt = self.next_standing(state, plan.seat)
            assert nxt is not None
            cb.thrower = nxt
        return self._ready_throw(state, rng)

    def _recover(self, state: DFState, seat: int, rng: Rng) -> list[Event]:
        cb = state.combat
        assert cb is not None
        if not self._can_recover(state):
            raise RuleError("df-cannot-recover")
        foe = self.foe(state)
        events: list[Event] = [ev("df-recovered", seat=seat, damage=foe.damage)]
        for h in state.heroes:  # unavoidable damage: no ability, no armour
            self._hurt(state, h.seat, foe.damage, events, riposte=False)
        cb.dice = ["red", "blue", "green"]
        cb.recovered = True
        state.leader_defeated = True
        if not self.standing(state):
            return events + self._lose(state, "df-all-fainted")
        if state.heroes[seat].fainted:
            nxt = self.next_standing(state, seat)
            assert nxt is not None
            cb.thrower = nxt
        return events

    # --- giving up (situations impossibles) -----------------------------------------------
    def _propose_giveup(self, state: DFState, seat: int, rng: Rng) -> list[Event]:
        cb = state.combat
        assert cb is not None
        if cb.boss:
            raise RuleError("df-no-giveup-boss")
        if cb.gave_up_asked:
            raise RuleError("df-giveup-asked")
        cb.gave_up_asked = True
        cb.pending = Pending(kind="vote", seat=seat, votes={seat: True})
        events = [ev("df-giveup-proposed", seat=seat)]
        if len(self.standing(state)) == 1:
            cb.pending = None
            return events + self._give_up(state, rng)
        return events

    def _vote(self, state: DFState, seat: int, a: Vote, rng: Rng) -> list[Event]:
        cb = state.combat
        assert cb is not None and cb.pending is not None
        cb.pending.votes[seat] = a.yes
        events = [ev("df-voted", seat=seat, yes=a.yes)]
        if not a.yes:
            cb.pending = None
            return events + [ev("df-giveup-refused")]
        if all(s in cb.pending.votes for s in self.standing(state)):
            cb.pending = None
            return events + self._give_up(state, rng)
        return events

    def _give_up(self, state: DFState, rng: Rng, forced: bool = False) -> list[Event]:
        cb = state.combat
        assert cb is not None
        m = content().monsters[cb.monster]
        events: list[Event] = [ev("df-gave-up", monster=cb.monster, name=m.name, forced=forced)]
        for h in state.heroes:
            self._hurt(state, h.seat, 1, events, riposte=False)
        state.tower[m.level - 1].append(cb.monster)
        state.combat = None
        if not self.standing(state):
            return events + self._lose(state, "df-all-fainted")
        return events + self._encounter(state, rng)

    # --- the end of a fight and of the turn -----------------------------------------------
    def _defeated(self, state: DFState, rng: Rng) -> list[Event]:
        cb = state.combat
        assert cb is not None
        events = [ev("df-defeated", announce=True, monster=cb.monster, name=self.foe(state).name)]
        if cb.boss:
            state.won = True
            state.phase = "over"
            state.end_reason = "df-boss-defeated"
            score = self.score(state)
            events.append(ev("df-victory", announce=True, score=score, title=title_for(score)))
            return events
        state.phase = "camp"
        return events + self._victory_camp(state, rng, fought=True)

    def _victory_camp(self, state: DFState, rng: Rng, fought: bool) -> list[Event]:
        """The end-of-turn steps that need no decision."""
        c = content()
        cb = state.combat
        events: list[Event] = []
        if cb is not None:
            if cb.gold:
                state.gold += cb.gold
                events.append(ev("df-gold", amount=cb.gold, gold=state.gold))
            if cb.charmed_by is not None and not state.heroes[cb.charmed_by].out:
                state.heroes[cb.charmed_by].seduced.append(cb.monster)
                events.append(ev("df-seduced", seat=cb.charmed_by, monster=cb.monster,
                                 name=c.monsters[cb.monster].name))
            else:
                state.discard.append(cb.monster)
            unused = len(cb.dice)
            if unused and not state.leader_defeated and not cb.recovered:
                state.white += unused
                events.append(ev("df-bonus-dice", count=unused, white=state.white))
        # fainted heroes wake up with a scar; the third scar sends them upstairs
        for h in state.heroes:
            if h.fainted and not h.out:
                h.fainted = False
                if len(h.scars) >= 2:
                    h.out = True
                    h.pv = 0
                    events.append(ev("df-angelic", seat=h.seat))
                else:
                    h.scar_pending = True
                    h.max_pv -= 3
                    h.pv = h.max_pv
                    events.append(ev("df-woken", seat=h.seat, pv=h.pv))
        if state.heroes[state.leader].out:  # an angelic leader hands the token on
            nxt = next((h.seat for h in state.heroes if not h.out), None)
            if nxt is not None:
                state.leader = nxt
        if state.larcin:
            for _ in range(state.larcin):
                if state.deck:
                    state.stash.append(state.deck.pop(0))
            events.append(ev("df-larcin", count=state.larcin))
            state.larcin = 0
        state.leader_defeated = False
        state.combat = None
        room = c.room(state.position) if state.position not in (None, BOSS_ROOM) else None
        if room is not None:
            if room.kind == "fountain":
                for h in state.heroes:
                    if not h.out:
                        h.pv = h.max_pv
                events.append(ev("df-fountain"))
            elif room.kind == "treasure" and room.reward is not None:
                r = room.reward
                if r.kind == "gold":
                    state.gold += r.amount
                elif r.kind == "white":
                    state.white += r.amount
                else:
                    for _ in range(r.amount):
                        if state.deck:
                            state.stash.append(state.deck.pop(0))
                events.append(ev("df-reward", kind=r.kind, amount=r.amount))
            elif room.kind == "shop":
                k = 3 + sum(1 for h in state.heroes if not h.out)
                state.shop = state.deck[:k]
                state.deck = state.deck[k:]
                events.append(ev("df-shop", cards=len(state.shop)))
        state.moved = []
        if not any(not h.out for h in state.heroes):
            return events + self._lose(state, "df-all-angelic")
        return events

    def _next(self, state: DFState, rng: Rng) -> list[Event]:
        """The leader ends the turn: the hero dice go to the next player clockwise."""
        events: list[Event] = []
        if state.shop:
            state.deck.extend(state.shop)  # unbought cards go back under the pile
            state.shop = []
        if state.stash:
            state.equipment_discard.extend(state.stash)
            events.append(ev("df-stash-discarded", count=len(state.stash)))
            state.stash = []
        n = state.n_seats
        for k in range(1, n + 1):
            s = (state.first + k) % n
            if not state.heroes[s].out:
                state.first = s
                break
        if state.heroes[state.leader].out:  # an angelic leader hands the token on
            state.leader = state.first
        events.append(ev("df-dice-passed", seat=state.first))
        state.phase = "move"
        return events

    def _scar(self, state: DFState, seat: int, a: Scar) -> list[Event]:
        h = state.heroes[seat]
        if a.colour in h.scars:
            raise RuleError("df-already-scarred", colour=a.colour)
        h.scars.append(a.colour)
        h.scar_pending = False
        return [ev("df-scar", seat=seat, colour=a.colour, pv=h.pv)]

    # --- items, shop, trades --------------------------------------------------------------
    def _use(self, state: DFState, seat: int, a: Use) -> list[Event]:
        c = content()
        h = state.heroes[seat]
        if a.item not in h.equipment:
            raise RuleError("df-not-yours", item=a.item)
        if a.item not in self.any_time_items(state, seat):
            raise RuleError("df-not-usable", item=a.item)
        card = c.equipment[a.item]
        events = self._discard_item(state, seat, a.item)
        if card.effect == "heal_one":
            target = seat if a.target is None else a.target
            if not 0 <= target < state.n_seats:
                raise RuleError("df-bad-seat", seat=target)
            got = self._heal_hero(state, target, card.value)
            events.append(ev("df-item-heal", seat=target, amount=got))
        else:
            for other in state.heroes:
                got = self._heal_hero(state, other.seat, card.value)
                if got:
                    events.append(ev("df-item-heal", seat=other.seat, amount=got))
        return events

    def _in_shop(self, state: DFState) -> bool:
        return state.position not in (None, BOSS_ROOM) and content().room(state.position).kind == "shop"

    def _buy(self, state: DFState, a: Buy) -> list[Event]:
        if not self._in_shop(state):
            raise RuleError("df-no-shop")
        if a.item == "white":
            if state.gold < 2:
                raise RuleError("df-not-enough-gold", cost=2, gold=state.gold)
            state.gold -= 2
            state.white += 1
            return [ev("df-bought-die", white=state.white, gold=state.gold)]
        if a.item not in state.shop:
            raise RuleError("df-not-in-shop", item=a.item)
        cost = content().equipment[a.item].cost
        if state.gold < cost:
            raise RuleError("df-not-enough-gold", cost=cost, gold=state.gold)
        state.gold -= cost
        state.shop.remove(a.item)
        state.stash.append(a.item)
        return [ev("df-bought", item=a.item, name=content().equipment[a.item].name, gold=state.gold)]

    def _heal(self, state: DFState, a: Heal) -> list[Event]:
        if not self._in_shop(state):
            raise RuleError("df-no-shop")
        if state.gold < a.gold:
            raise RuleError("df-not-enough-gold", cost=a.gold, gold=state.gold)
        state.gold -= a.gold
        for h in state.heroes:
            self._heal_hero(state, h.seat, a.gold)
        return [ev("df-healed", amount=a.gold, gold=state.gold)]

    def _give(self, state: DFState, seat: int, a: Give) -> list[Event]:
        if not 0 <= a.to < state.n_seats or state.heroes[a.to].out:
            raise RuleError("df-bad-seat", seat=a.to)
        if a.item in state.moved:
            raise RuleError("df-already-moved", item=a.item)
        if a.item in state.stash:
            if seat != state.leader:
                raise RuleError("df-leader-decides")
            source = None
        elif a.item in state.heroes[seat].equipment:
            source = seat
        else:
            raise RuleError("df-not-yours", item=a.item)
        if source == a.to:
            raise RuleError("df-same-hero")
        if not self.slots_free(state, a.to, a.item):
            raise RuleError("df-no-slot", item=content().equipment[a.item].name, seat=a.to,
                            hero=self.hero_name(state, a.to))
        if source is None:
            state.stash.remove(a.item)
        else:
            state.heroes[source].equipment.remove(a.item)
        state.heroes[a.to].equipment.append(a.item)
        state.moved.append(a.item)
        return [ev("df-given", item=a.item, name=content().equipment[a.item].name, to=a.to,
                   hero=self.hero_name(state, a.to))]

    # --- end of the game ------------------------------------------------------------------
    def _lose(self, state: DFState, reason: str) -> list[Event]:
        state.won = False
        state.phase = "over"
        state.end_reason = reason
        if state.combat is not None:
            state.combat.pending = None
        return [ev("df-defeat", announce=True, reason=reason)]

    def score(self, state: DFState) -> int:
        """The final count of the rulebook."""
        points = TOWER[state.difficulty][1] + state.n_seats + 2 * state.white + state.gold // 2
        scars = sum(len(h.scars) for h in state.heroes)
        if scars == 0 and not any(h.out for h in state.heroes):
            points += 5
        points -= scars
        points -= 5 * sum(1 for h in state.heroes if h.out)
        return points

    def result(self, state: DFState) -> Result | None:
        if state.phase != "over":
            return None
        if state.won:
            s = self.score(state)
            return Result(termination=Termination.VICTORY, winners=list(range(state.n_seats)),
                          scores={i: s for i in range(state.n_seats)}, reason=state.end_reason,
                          params={"score": s, "title": title_for(s)})
        return Result(termination=Termination.DEFEAT, reason=state.end_reason)

    # --- legal actions (sampled) ----------------------------------------------------------
    def legal_actions(self, state: DFState, seat: int) -> list[ActionT]:
        from .coach import sample_actions
        return sample_actions(self, state, seat)

    def zombie_action(self, state: DFState, seat: int) -> ActionT | None:
        from .coach import zombie
        return zombie(self, state, seat)

    def parse_command(self, command: str, args: Mapping[str, str], state: DFState, seat: int) -> ActionT:
        return parse_command(self, command, args, state, seat)

    def choice_paths(self, state: DFState, seat: int) -> list[Any]:
        """Moves by pointing: the die, the weapons, then a form for the throw's numbers."""
        from .pointing import choice_paths

        return choice_paths(self, state, seat)

    # --- view -----------------------------------------------------------------------------
    def view(self, state: DFState, seat: int | None) -> DFView:
        from .viewing import build_view
        return build_view(self, state, seat)


GAME = DungeonFighter()
