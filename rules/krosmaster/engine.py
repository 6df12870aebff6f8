"""The Krosmaster Arena game object (the engine contract of rules.core)."""

from __future__ import annotations

import itertools
import unicodedata
from collections.abc import Mapping, Sequence
from typing import Any

from rules.core import (
    CommandSpec,
    Event,
    Game,
    Info,
    InvalidActionError,
    OptionKind,
    OptionSpec,
    PlayerError,
    Prompt,
    PromptOption,
    Result,
    Rng,
    SeatInfo,
    Termination,
)

from . import board, dice
from .board import name
from .content import content
from .model import (
    ActionT,
    Activate,
    BuyGG,
    BuyReward,
    Cast,
    ChooseArena,
    ChooseSide,
    Deploy,
    DraftPick,
    End,
    Gift,
    Inspire,
    KrosOptions,
    KrosState,
    KrosView,
    LoseGG,
    Move,
    Pickup,
    Punch,
    Reveal,
    Trigger,
    Unit,
    UnitView,
    action_adapter,
)
from .table import CLOCKWISE, Table, key
from .turns import Turns

_FACES = ("critique", "armure", "tacle", "esquive")
_SIDES = ("N", "E", "S", "W", *CLOCKWISE)



def _norm(text: str) -> str:
    t = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode().lower()
    return "".join(ch for ch in t if ch.isalnum())


class Krosmaster(Game[KrosState, ActionT, KrosOptions]):
    """Krosmaster Arena (first edition), 2 players."""

    id = "krosmaster"
    aliases = ("kros", "krosmaster-arena")
    command_group = "kros"
    min_seats = 2
    max_seats = 4
    state_model = KrosState
    options_model = KrosOptions
    action_adapter = action_adapter
    commands = (
        CommandSpec(name="move", options=[OptionSpec(name="to", kind=OptionKind.SQUARE, autocomplete=True)]),
        CommandSpec(name="cast", options=[
            OptionSpec(name="spell", autocomplete=True),
            OptionSpec(name="at", kind=OptionKind.SQUARE, autocomplete=True),
            OptionSpec(name="ally", required=False, autocomplete=True),
        ]),
        CommandSpec(name="punch", options=[OptionSpec(name="at", kind=OptionKind.SQUARE, autocomplete=True)]),
        CommandSpec(name="pickup"),
        CommandSpec(name="buy", options=[
            OptionSpec(name="item", autocomplete=True),
            OptionSpec(name="hidden", kind=OptionKind.BOOLEAN, required=False),
            OptionSpec(name="to", required=False, autocomplete=True),
            OptionSpec(name="victim", required=False, autocomplete=True),
        ]),
        CommandSpec(name="reveal", options=[
            OptionSpec(name="token", autocomplete=True),
            OptionSpec(name="choice", kind=OptionKind.CHOICE, required=False,
                       choices=["pa", "pm", "soin", "oui", "non"]),
            OptionSpec(name="at", kind=OptionKind.SQUARE, required=False),
            OptionSpec(name="amount", kind=OptionKind.INTEGER, required=False, min_value=0, max_value=12),
        ]),
        CommandSpec(name="end"),
        CommandSpec(name="inspire", options=[
            OptionSpec(name="die1", autocomplete=True),
            OptionSpec(name="die2", autocomplete=True),
            OptionSpec(name="face1", kind=OptionKind.CHOICE, required=False, choices=list(_FACES)),
            OptionSpec(name="face2", kind=OptionKind.CHOICE, required=False, choices=list(_FACES)),
        ]),
        CommandSpec(name="tension", options=[OptionSpec(name="player", autocomplete=True)]),
        CommandSpec(name="gift", options=[OptionSpec(name="player", autocomplete=True)]),
        CommandSpec(name="trigger", options=[OptionSpec(name="unit", autocomplete=True)]),
        CommandSpec(name="activate", options=[OptionSpec(name="unit", autocomplete=True)]),
        CommandSpec(name="deploy", options=[
            OptionSpec(name="unit", autocomplete=True),
            OptionSpec(name="at", kind=OptionKind.SQUARE, autocomplete=True),
        ]),
        CommandSpec(name="arena", options=[OptionSpec(name="arena", kind=OptionKind.CHOICE,
                                                      choices=["fosse", "elementaire"])]),
        CommandSpec(name="side", options=[OptionSpec(name="side", kind=OptionKind.CHOICE, choices=list(_SIDES))]),
        CommandSpec(name="draft", options=[OptionSpec(name="character", autocomplete=True)]),
        CommandSpec(name="card", info=True, options=[OptionSpec(name="unit", autocomplete=True)]),
        CommandSpec(name="reach", info=True, options=[
            OptionSpec(name="unit", autocomplete=True),
            OptionSpec(name="spell", autocomplete=True),
        ]),
    )

    # ---- contract ------------------------------------------------------------------------
    def setup(self, options: KrosOptions, seats: Sequence[SeatInfo], rng: Rng) -> KrosState:
        t = Turns.new(options, [s.name for s in seats], rng)
        return t.s

    @staticmethod
    def prompted(state: KrosState) -> int | None:
        """The seat the game waits on (not always the active player with 4 players)."""
        if state.phase == "over":
            return None
        if state.phase == "tension-target":
            return state.picker
        if state.phase == "gift":
            return state.pending_gifts[0][0] if state.pending_gifts else None
        return state.active

    def may_act(self, state: KrosState, seat: int) -> bool:
        """Only the prompted seat acts (without building the prompt's buttons)."""
        return self.prompted(state) == seat

    def prompts(self, state: KrosState) -> list[Prompt]:
        seat = self.prompted(state)
        if seat is None:
            return []
        params: dict[str, Any] = {"phase": state.phase}
        t = Turns(state)
        if state.phase == "activation" and state.current:
            u = next(x for x in state.units if x.id == state.current)
            params.update(unit=u.id, name=t.label(u), pm=u.pm, pa=u.pa)
        if state.phase == "inspiration":
            params.update(t.named({"faces": list(state.tension)}))
        if state.phase == "gift":
            params["gg"] = state.pending_gifts[0][1]
        if state.phase == "tension-target":
            params["step"] = len(state.tension_loss) + 1
        options = self.prompt_options(state, seat)
        return [Prompt(seat=seat, kind=f"kros-{state.phase}", params=params, options=options)]

    def _apply(self, state: KrosState, seat: int, action: ActionT, rng: Rng) -> list[Event]:
        t = Turns(state, rng)
        t.act(seat, action)
        return t.events

    def result(self, state: KrosState) -> Result | None:
        if state.phase != "over":
            return None
        # the reason reads through the message ``end-kros-<reason>``
        reason = f"kros-{state.end_reason}" if state.end_reason else ""
        if not state.winners:
            return Result(termination=Termination.DRAW, reason=reason, scores=dict(enumerate(state.gg)))
        return Result(termination=Termination.VICTORY, winners=list(state.winners), reason=reason,
                      scores=dict(enumerate(state.gg)))

    computer_levels = ("easy", "normal", "strong")

    def opening_events(self, state: KrosState) -> list[Event]:
        """A tutorial's introduction and goal, as the rulebook gives them (fr/en catalogs)."""
        if state.scenario not in content().scenarios:
            return []
        return [Event(code="kros-tuto-intro", params={"scenario": state.scenario,
                                                      "title": content().scenarios[state.scenario].name}),
                Event(code="kros-tuto-goal", params={"scenario": state.scenario})]

    def computer_action(self, state: KrosState, seat: int, level: str, rng: Rng) -> ActionT | None:
        """The computer opponent's move (:mod:`.ai`): from what ``seat`` may see only."""
        from .ai import computer_action

        return computer_action(self, state, seat, level, rng)

    def zombie_action(self, state: KrosState, seat: int) -> ActionT | None:
        legal = self.legal_actions(state, seat)
        for a in legal:
            if isinstance(a, End):
                return a
        for a in legal:
            if isinstance(a, Inspire) and all(x is None for x in a.targets):
                return a
        return legal[0] if legal else None

    # ---- legal actions --------------------------------------------------------------------
    def legal_actions(self, state: KrosState, seat: int) -> list[ActionT]:
        if state.phase == "over" or seat != self.prompted(state):
            return []
        t = Turns(state)
        ph = state.phase
        if ph == "draft":
            return [DraftPick(character=c) for c in state.draft_visible]
        if ph == "arena":
            return [ChooseArena(arena="fosse"), ChooseArena(arena="elementaire")]
        if ph == "side":
            sides = CLOCKWISE if t.four() else ("N", "E", "S", "W")
            return [ChooseSide(side=s) for s in sides]  # type: ignore[arg-type]
        if ph == "tension-target":
            return [LoseGG(player=x) for x in t.lose_candidates()]
        if ph == "gift":
            return [Gift(player=x) for x in t.gift_candidates(state.pending_gifts[0][0])]
        if ph == "trigger-order":
            return [Trigger(unit=b) for b in state.pending_triggers]
        if ph == "deploy":
            out_d: list[ActionT] = []
            cells = [c for c in t.deploy_cells(seat) if not t.is_obstacle(c)]
            for u in state.units:
                if u.seat == seat and u.kind == "krosmaster" and u.pos is None:
                    out_d += [Deploy(unit=u.id, at=name(c)) for c in cells]
            return out_d
        if ph == "inspiration":
            return self._inspirations(t, seat)
        if ph == "summon-order":
            return [Activate(unit=u) for u in state.pending_summons]
        if state.current is None:
            return []
        return self._activation_actions(t, t.by_id[state.current])

    def _inspirations(self, t: Turns, seat: int) -> list[ActionT]:
        targets: list[str | None] = [None] + [u.id for u in t.krosmasters(seat)]
        opts = [dice.turn_options(f) for f in t.s.tension]
        out: list[ActionT] = []
        for faces in itertools.product(*opts):
            for tg in itertools.product(targets, repeat=len(opts)):
                out.append(Inspire(faces=list(faces), targets=list(tg)))  # type: ignore[arg-type]
        return out

    def _activation_actions(self, t: Turns, u: Unit) -> list[ActionT]:
        out: list[ActionT] = [End()]
        assert u.pos is not None
        s = t.s
        if u.pm > 0:
            free, _danger, stuck = t.move_context(u)
            if u.pos not in stuck:
                reach = board.reachable(u.pos, free - stuck, s.width, s.height, u.pm)
                reach[u.pos] = 0
                dest = {c for c in reach if c != u.pos}
                for c in stuck & free:
                    if any(reach.get(n, u.pm) < u.pm for n in board.neighbours(c, s.width, s.height)):
                        dest.add(c)
                for cell in sorted(dest, key=lambda c: (c[1], c[0])):
                    out.append(Move(to=name(cell)))
        for sid in t.spells(u):
            for at, ally in self.spell_targets(t, u, sid):
                out.append(Cast(spell=sid, at=at, ally=ally))
        if u.kind == "krosmaster":
            if u.pa >= 5:
                for nb in board.neighbours(u.pos, s.width, s.height):
                    o = t.at.get(nb)
                    if o is not None and t.enemies(o.seat, u.seat):
                        out.append(Punch(at=name(nb)))
            if u.pa >= 1 and s.floor_kamas.get(key(u.pos), 0) > 0:
                out.append(Pickup())
            if u.pa >= 1 and u.pos in s.demon_cells:
                if s.kamas[u.seat] >= 10:
                    out.append(BuyGG())
                    if t.four():
                        out += [BuyGG(victim=x) for x in range(t.n_seats())
                                if t.enemies(u.seat, x) and s.gg[x] > 0]
                room = [k for k in t.krosmasters(u.seat) if t.capacity(k) > 0]
                for i, pile in enumerate(s.piles):
                    if s.kamas[u.seat] < t.c.prices[pile.rank]:
                        continue
                    for k in room:
                        if pile.face_up is not None:
                            out.append(BuyReward(pile=i, face_up=True, to=k.id))
                        if pile.face_down:
                            out.append(BuyReward(pile=i, face_up=False, to=k.id))
            for tok in u.rewards:
                if tok.revealed:
                    continue
                r = t.c.rewards[tok.id]
                if r.type == "equipment" and any(x.equip == r.equip for x in t.revealed(u, ("equipment",))):
                    continue
                out += self._reveals(t, u, tok.id)
        return out

    def _reveals(self, t: Turns, u: Unit, token: str) -> list[ActionT]:
        """Each way to reveal ``token``: the defaults first, then the rare options that change
        something (a Potion de Rappel's free start cell, Style Zobal's bonus, Style Roublard's
        refusal, fewer markers removed than « jusqu'à N »)."""
        e = t.c.rewards[token].effect
        s = t.s
        ats: list[str | None] = [None]
        if e.recall:
            ats = [name(c) for c in (t.deploy_cells(u.seat) or s.start_cells) if t.is_free(c)]
            if not ats:
                return []
        choices: list[str | None] = ["pa", "pm", "soin"] if e.zobal else [None]
        if e.buy_gg_for and t.uses_gg() and s.kamas[u.seat] + e.kamas >= e.buy_gg_for:
            choices = [None, "non"]
        out: list[ActionT] = []
        for choice in choices:
            heal = min(e.heal + (4 if choice == "soin" else 0), u.wounds)
            # None removes as many as allowed; then each smaller number down to none
            for amount in [None, *range(heal - 1, -1, -1)] if heal > 0 else [None]:
                out += [Reveal(token=token, choice=choice, at=at, amount=amount) for at in ats]
        return out

    def spell_targets(self, t: Turns, u: Unit, sid: str) -> list[tuple[str, str | None]]:
        """Legal (square, ally) targets of a spell that make sense to offer."""
        sp = t.c.spells[sid]
        s = t.s
        assert u.pos is not None
        if u.pa < sp.cost_pa or u.pm < sp.cost_pm:
            return []
        if sp.limit == "turn" and sid in u.used_turn or sp.limit == "game" and sid in u.used_game:
            return []
        cells: list[tuple[int, int]]
        if sp.range.kind == "personal":
            cells = [u.pos]
        elif sp.kind == "summon" or sp.target == "free":
            reach = sp.range.max + (t.range_bonus(u) if sp.range.extendable else 0)
            if sp.range.kind == "melee":
                reach = 1
            cells = [(x, y) for x in range(max(0, u.pos[0] - reach), min(s.width, u.pos[0] + reach + 1))
                     for y in range(max(0, u.pos[1] - reach), min(s.height, u.pos[1] + reach + 1))
                     if board.dist((x, y), u.pos) <= reach and not t.is_obstacle((x, y))]
        elif sp.kind == "heal":
            cells = [o.pos for o in t.at.values() if not t.enemies(o.seat, u.seat) and t.is_character(o) and o.pos]
        elif sp.target == "ally":
            cells = [o.pos for o in t.at.values()
                     if not t.enemies(o.seat, u.seat) and o is not u and t.is_character(o) and o.pos]
        else:
            cells = [o.pos for o in t.at.values()
                     if o is not u and o.pos and (t.enemies(o.seat, u.seat) or o.kind == "bomb")]
        allies: list[str | None] = [None]
        if sp.has("move_ally"):
            allies = [o.id for o in t.at.values() if not t.enemies(o.seat, u.seat) and o is not u and t.is_character(o)
                      and o.pos and board.dist(o.pos, u.pos) == 1]
        out: list[tuple[str, str | None]] = []
        for c in sorted(cells):
            for ally in allies:
                if t.spell_error(u, sp, c, ally) is None:
                    out.append((name(c), ally))
        return out

    # ---- view ---------------------------------------------------------------------------------
    def view(self, state: KrosState, seat: int | None, highlight: Sequence[str] = ()) -> KrosView:
        t = Turns(state)
        c = content()
        units = []
        for u in state.units:
            base = t.base(u)
            rewards = []
            for tok in u.rewards:
                if tok.revealed or (seat is not None and seat in tok.known_to):
                    rewards.append(("" if tok.revealed else "?") + tok.id)
                else:
                    rewards.append("?" + c.rewards[tok.id].rank)
            units.append(UnitView(
                id=u.id, kind=u.kind, ref=u.ref, name=base.name, label=t.label(u), token=t.token(u), seat=u.seat,
                pos=name(u.pos) if u.pos else None, wounds=u.wounds, pv=t.max_pv(u),
                pm=u.pm if state.current == u.id else t.stat(u, "pm"),
                pa=u.pa if state.current == u.id else t.stat(u, "pa"),
                markers_pm=u.markers_pm, markers_pa=u.markers_pa, ko=u.ko, powers=sorted(t.powers(u)),
                rewards=rewards, level=t.level(u), summoner=u.summoner,
            ))
        decor = {k: [name(d.pos) for d in state.decor if d.kind == k] for k in ("tree", "bush", "crate")}
        return KrosView(
            seat=seat, scenario=state.scenario, arena=state.arena, width=state.width, height=state.height,
            phase=state.phase, active=state.active, turn=state.turn, current=state.current,
            names=list(state.names), gg=list(state.gg), wild_gg=state.wild_gg, kamas=list(state.kamas),
            timelines=[list(x) for x in state.timelines], trees=decor["tree"], bushes=decor["bush"],
            crates=decor["crate"], demon_cells=[name(x) for x in state.demon_cells],
            floor_kamas={name(_cell(k)): v for k, v in state.floor_kamas.items()},
            start_cells=[name(x) for x in state.start_cells], units=units,
            piles=[{"rank": p.rank, "face_up": p.face_up, "face_down": len(p.face_down)} for p in state.piles],
            tension=list(state.tension), last_path=[name(x) for x in state.last_path], last_unit=state.last_unit,
            draft_visible=list(state.draft_visible), picks=[list(p) for p in state.picks],
            winners=list(state.winners), end_reason=state.end_reason, mode=state.mode,
            order=list(state.order), team_of=list(state.team_of),
            parcels=[[name(x) for x in sorted(t.deploy_cells(i), key=lambda c: (c[1], c[0]))] if state.sides else []
                     for i in range(len(state.names))],
            highlight=list(highlight), economy=state.goal == "gg",
        )

    # ---- commands ---------------------------------------------------------------------------
    def resolve_unit(self, state: KrosState, seat: int | None, text: str, any_seat: bool = False) -> str:
        """A unit id from an id, a character id or a name (``anna``, ``Anna Tommy``, ``0-tofu-3``);
        with ``any_seat`` the asker's own units are preferred."""
        c = content()
        t = Turns(state)
        want = _norm(text)
        mine = [u for u in state.units if u.seat == seat and not u.ko]
        others = [u for u in state.units if u.seat != seat and not u.ko] if any_seat else []
        for candidates in (mine, others):
            for u in candidates:
                # an id, or the label players read (« Tofu 3 », « Anna Tommy 2 (bob) »)
                label = t.label(u)
                if want in (_norm(u.id), _norm(label), _norm(label.split(" (")[0])):
                    return u.id
            for u in candidates:
                base = c.characters.get(u.ref) or c.summons.get(u.ref)
                names = {_norm(u.ref), _norm(base.name) if base else ""}
                if want in names or any(n.startswith(want) for n in names if want):
                    return u.id
        raise InvalidActionError("kros-unknown-unit", unit=text)

    def resolve_spell(self, state: KrosState, text: str, unit: str | None) -> str:
        """A spell id from its id, its name or the start of either (or of a word of its name):
        ``dan`` is Dan-To-Fu; the spells of ``unit`` first, then every spell."""
        t = Turns(state)
        u = t.by_id.get(unit or "")
        own = list(t.spells(u)) + (["coup-de-poing"] if u is not None and u.kind == "krosmaster" else []) \
            if u is not None else []
        return _by_name(text, own, {k: v.name for k, v in content().spells.items()})

    def resolve_reward(self, state: KrosState, text: str, unit: str | None) -> str:
        """A reward id from its id, its name or the start of either; the tokens of ``unit`` first."""
        t = Turns(state)
        u = t.by_id.get(unit or "")
        own = [tok.id for tok in u.rewards] if u is not None else []
        return _by_name(text, own, {k: v.name for k, v in content().rewards.items()})

    def resolve_player(self, state: KrosState, text: str) -> int:
        """A seat from a player's name (or its start), or a player number in play order (« joueur 1 »)."""
        want = _norm(text)
        if want.isdigit() and 1 <= int(want) <= len(state.order):
            return state.order[int(want) - 1]
        for i, n in enumerate(state.names):
            if _norm(n) == want:
                return i
        for i, n in enumerate(state.names):
            if want and _norm(n).startswith(want):
                return i
        raise InvalidActionError("kros-unknown-player", player=text)

    def parse_command(self, command: str, args: Mapping[str, str], state: KrosState, seat: int) -> ActionT:
        a = {k: v for k, v in args.items() if v is not None and v != ""}
        c = content()
        if command == "move":
            return Move(to=_square(a, "to"))
        if command == "cast":
            spell = self.resolve_spell(state, a.get("spell", ""), state.current)
            if spell not in c.spells:
                raise InvalidActionError("kros-unknown-spell", spell=a.get("spell", ""))
            ally = self.resolve_unit(state, seat, a["ally"]) if "ally" in a else None
            return Cast(spell=spell, at=_square(a, "at"), ally=ally)
        if command == "punch":
            return Punch(at=_square(a, "at"))
        if command == "pickup":
            return Pickup()
        if command == "end":
            return End()
        if command == "buy":
            item = _norm(a.get("item", ""))
            if item in ("gg", "galon", "galons"):
                return BuyGG(victim=self.resolve_player(state, a["victim"]) if "victim" in a else None)
            pile = _pile(item)
            to = self.resolve_unit(state, seat, a["to"]) if "to" in a else (state.current or "")
            hidden = str(a.get("hidden", "false")).lower() in ("1", "true", "oui", "yes")
            return BuyReward(pile=pile, face_up=not hidden, to=to)
        if command == "reveal":
            token = self.resolve_reward(state, a.get("token", ""), state.current)
            amount = None
            if "amount" in a:
                if not str(a["amount"]).isdigit():
                    raise InvalidActionError("kros-bad-amount", amount=str(a["amount"]))
                amount = int(a["amount"])
            return Reveal(token=token, choice=a.get("choice"), at=_square(a, "at") if "at" in a else None,
                          amount=amount)
        if command == "tension":
            return LoseGG(player=self.resolve_player(state, a.get("player", "")))
        if command == "gift":
            return Gift(player=self.resolve_player(state, a.get("player", "")))
        if command == "trigger":
            return Trigger(unit=self.resolve_unit(state, seat, a.get("unit", ""), any_seat=True))
        if command == "inspire":
            targets: list[str | None] = []
            for i in (1, 2):
                v = a.get(f"die{i}", "kamas")
                targets.append(None if _norm(v) in ("kamas", "kama", "none", "aucun", "rembourser") else
                               self.resolve_unit(state, seat, v))
            return Inspire(faces=default_faces(state.tension, [a.get("face1"), a.get("face2")]),  # type: ignore[arg-type]
                           targets=targets)
        if command == "activate":
            return Activate(unit=self.resolve_unit(state, seat, a.get("unit", "")))
        if command == "deploy":
            return Deploy(unit=self.resolve_unit(state, seat, a.get("unit", "")), at=_square(a, "at"))
        if command == "arena":
            return self.parse_action({"type": "arena", "arena": a.get("arena", "")})
        if command == "side":
            return self.parse_action({"type": "side", "side": a.get("side", "").upper()})
        if command in ("card", "reach"):
            raise InvalidActionError("kros-info-command", command=command)
        if command == "draft":
            want = _spell_id(a.get("character", ""))
            match = next((x for x in state.draft_visible if x == want or x.startswith(want)), want)
            return DraftPick(character=match)
        raise InvalidActionError("unknown-command", command=command)

    def autocomplete(self, state: KrosState, seat: int | None, command: str, option: str, partial: str,
                     args: Mapping[str, str] | None = None) -> list[str]:
        """Only legal values: the spells the active character can cast now, the targets of the
        spell already typed, the spells of the unit already typed for ``reach``..."""
        p = partial.lower()
        typed = {k: v for k, v in (args or {}).items() if v}
        if command in ("card", "reach"):
            return self._info_autocomplete(state, seat, command, option, p, typed)
        if seat is None:
            return []
        if state.phase == "over" or seat != self.prompted(state):
            return []
        legal = self.legal_actions(state, seat)
        values: list[str] = []
        for act in legal:
            data = act.model_dump(mode="json")
            v: Any = None
            if command == "move" and data["type"] == "move" and option == "to":
                v = data["to"]
            elif command == "cast" and data["type"] == "cast":
                if option == "at" and "spell" in typed and _spell_id(typed["spell"]) != data["spell"]:
                    continue
                v = data.get(option)
            elif command == "punch" and data["type"] == "punch":
                v = data.get(option)
            elif command == "buy" and data["type"] in ("buy-gg", "buy-reward"):
                if option == "item":
                    v = "gg" if data["type"] == "buy-gg" else str(data["pile"] + 1)
                elif option == "to" and data["type"] == "buy-reward":
                    v = data["to"]
            elif command == "reveal" and data["type"] == "reveal" and option == "token":
                v = data["token"]
            elif command in ("activate", "deploy", "trigger") and data["type"] == command:
                v = data.get(option)
            elif command in ("tension", "gift") and data["type"] == command:
                v = state.names[data["player"]]
            elif command == "buy" and option == "victim" and data["type"] == "buy-gg" and data.get("victim") is not None:
                v = state.names[data["victim"]]
            elif command == "draft" and data["type"] == "draft":
                v = data["character"]
            elif command == "inspire" and data["type"] == "inspire" and option in ("die1", "die2"):
                v = data["targets"][int(option[-1]) - 1] or "kamas"
            if v is None:
                continue
            v = str(v)
            if v not in values and self._matches(state, command, option, v, p):
                values.append(v)
        return values[:25]

    UNIT_OPTIONS = frozenset({"unit", "ally", "to"})

    def suggestion_label(self, state: KrosState, command: str, option: str, value: str) -> str | None:
        """Units read as their names (``Reine des Tofus``), spells and rewards as theirs."""
        if option in self.UNIT_OPTIONS and not (command in ("move", "deploy") and option == "to"):
            label = Table(state).unit_name(value)
            if label == value and value in content().characters:  # a card of the box (the draft)
                return content().characters[value].name
            return label if label != value else None
        c = content()
        if option == "spell" and value in c.spells:
            return c.spells[value].name
        if option == "token" and value in c.rewards:
            return c.rewards[value].name
        if option == "character" and value in c.characters:
            return c.characters[value].name
        return None

    def _matches(self, state: KrosState, command: str, option: str, value: str, partial: str) -> bool:
        """Whether a suggestion fits what was typed: its id or its name starts with it."""
        if not partial or value.lower().startswith(partial):
            return True
        label = self.suggestion_label(state, command, option, value)
        return bool(label) and (_norm(label).startswith(_norm(partial)) or
                                any(_norm(w).startswith(_norm(partial)) for w in label.split()))

    # ---- info commands -------------------------------------------------------------------
    def info(self, state: KrosState, seat: int | None, command: str, args: Mapping[str, str]) -> Info:
        """``card unit:`` (a character's card) and ``reach unit: spell:`` (the squares a spell
        reaches now, drawn highlighted). Hidden rewards respect ``seat``."""
        a = {k: v for k, v in args.items() if v is not None and v != ""}
        if command not in ("card", "reach"):
            raise InvalidActionError("unknown-command", command=command)
        if "unit" not in a:
            raise InvalidActionError("kros-missing-option", option="unit")
        t = Turns(state)
        try:
            uid = self.resolve_unit(state, seat, a["unit"], any_seat=True)
        except InvalidActionError:
            if command != "card":
                raise
            # a character of the box that is not on the board (the draft's pool): its card
            from .cards import character_card, resolve_character

            return Info(events=character_card(state, resolve_character(a["unit"])), view=self.view(state, seat))
        u = t.by_id[uid]
        if command == "card":
            return Info(events=self._card(t, u, seat), view=self.view(state, seat,
                                                                      [name(u.pos)] if u.pos else []))
        spell = _spell_id(a.get("spell", ""))
        if spell in ("coup-de-poing", "poing", "punch") and u.kind == "krosmaster":
            spell = "coup-de-poing"
        elif spell not in t.spells(u):
            spell = self.resolve_spell(state, a.get("spell", ""), u.id)
            if spell not in t.spells(u) and not (spell == "coup-de-poing" and u.kind == "krosmaster"):
                raise InvalidActionError("kros-unknown-spell", spell=a.get("spell", ""))
        if u.pos is None:
            raise InvalidActionError("kros-not-on-board", unit=t.label(u))
        squares = self.reach(t, u, spell)
        sp = t.c.spells[spell]
        blocked = self.blocked(t, u, sp)
        ev = Event(code="kros-reach", params={
            "unit": u.id, "name": t.label(u), "spell": sp.name, "count": len(squares), "squares": squares,
            "max": t.max_range(u, sp) if sp.range.kind not in ("melee", "personal") else 1,
            "ready": "yes" if blocked is None else "no"})
        events = [ev] if blocked is None else [ev, blocked]
        return Info(events=events, view=self.view(state, seat, squares))

    @staticmethod
    def blocked(t: Turns, u: Unit, sp: Any) -> Event | None:
        """Why ``u`` cannot cast ``sp`` now (``kros-reach-blocked``), or ``None``: not its
        activation, already cast this turn or this game, not enough PA or PM."""
        s = t.s
        params: dict[str, Any] = {"spell": sp.name, "name": t.label(u), "needed": 0, "left": 0}
        if s.current != u.id or s.phase != "activation":
            params["reason"] = "not-active"
        elif sp.limit == "turn" and sp.id in u.used_turn:
            params["reason"] = "once-turn"
        elif sp.limit == "game" and sp.id in u.used_game:
            params["reason"] = "once-game"
        elif u.pa < sp.cost_pa:
            params.update(reason="pa", needed=sp.cost_pa, left=u.pa)
        elif u.pm < sp.cost_pm:
            params.update(reason="pm", needed=sp.cost_pm, left=u.pm)
        else:
            return None
        return Event(code="kros-reach-blocked", params=params)

    def reach(self, t: Turns, u: Unit, spell: str) -> list[str]:
        """Squares the spell can target: within its range (with today's bonuses), in line if it
        must be, in line of sight unless it needs none, and fit for it (a free square for a
        summon or a move, an ally for a spell on allies); an enemy need not stand there."""
        sp = t.c.spells[spell]
        assert u.pos is not None
        out = []
        for y in range(t.s.height):
            for x in range(t.s.width):
                cell = (x, y)
                if t.range_error(u, sp, cell) is not None:
                    continue
                occupant = t.at.get(cell)
                if (sp.kind == "summon" or sp.target == "free") and t.is_obstacle(cell):
                    continue
                if sp.target == "ally" and (occupant is None or occupant is u or not t.is_character(occupant)
                                            or t.enemies(occupant.seat, u.seat)):
                    continue
                out.append(name(cell))
        return out

    def _card(self, t: Turns, u: Unit, seat: int | None) -> list[Event]:
        s = t.s
        base = t.base(u)
        cur = s.current == u.id
        head = {
            "unit": u.id, "name": t.label(u), "player": s.names[u.seat], "kind": u.kind, "level": t.level(u),
            "init": getattr(base, "init", 0), "pm": u.pm if cur else t.stat(u, "pm"),
            "pv": t.max_pv(u), "pa": u.pa if cur else t.stat(u, "pa"), "wounds": u.wounds,
            "left": t.max_pv(u) - u.wounds, "at": name(u.pos) if u.pos else "-",
            "powers": [f"kros-power-{p}" for p in sorted(t.powers(u))], "count": len(t.powers(u)),
            "markers_pm": u.markers_pm, "markers_pa": u.markers_pa,
        }
        events = [Event(code="kros-card", params=head)]
        events += spell_events(t, u, list(t.spells(u)) + (["coup-de-poing"] if u.kind == "krosmaster" else []))
        for tok in u.rewards:
            r = t.c.rewards[tok.id]
            if tok.revealed:
                events.append(Event(code="kros-card-reward", params={
                    "reward": r.name, "rank": r.rank, "type": r.type, "hidden": "no"}))
            elif seat is not None and seat in tok.known_to:
                events.append(Event(code="kros-card-reward", visible_to=[seat], params={
                    "reward": r.name, "rank": r.rank, "type": r.type, "hidden": "yes"}))
            else:
                events.append(Event(code="kros-card-hidden", params={"rank": r.rank}))
        return events

    def _info_autocomplete(self, state: KrosState, seat: int | None, command: str, option: str, p: str,
                           typed: Mapping[str, str]) -> list[str]:
        t = Turns(state)
        values: list[str] = []
        if option == "unit":
            values = [u.id for u in state.units if t.alive(u)]
            if command == "card":  # any character of the box, on the board or not (the draft's pool)
                shown = {u.ref for u in state.units}
                values += [x for x in dict.fromkeys([*state.draft_visible, *content().characters])
                           if x not in shown and x not in values]
        elif option == "spell":
            units = [u for u in state.units if t.alive(u)]
            if "unit" in typed:
                try:
                    chosen = self.resolve_unit(state, seat, typed["unit"], any_seat=True)
                except PlayerError:
                    chosen = ""
                units = [u for u in units if u.id == chosen] or units
            for u in units:
                for sid in t.spells(u):
                    if sid not in values:
                        values.append(sid)
        return [v for v in values if self._matches(state, command, option, v, p)][:25]

    # ---- buttons ------------------------------------------------------------------------
    def choice_paths(self, state: KrosState, seat: int) -> list[Any]:
        """Moves by pointing: action, then square or target (see :mod:`.choices`)."""
        from .choices import choice_paths

        return choice_paths(self, state, seat)

    def prompt_options(self, state: KrosState, seat: int) -> list[PromptOption]:
        """Ready-made answers of the prompts with few answers (at most 25)."""
        ph = state.phase
        t = Turns(state)
        c = content()
        out: list[PromptOption] = []
        if ph == "draft":
            out = [PromptOption(command="draft", args={"character": x}, label="opt-kros-pick-character",
                                params={"name": c.characters[x].name}) for x in state.draft_visible]
        elif ph == "arena":
            out = [PromptOption(command="arena", args={"arena": x}, label="opt-kros-pick-arena",
                                params={"arena": x}) for x in ("fosse", "elementaire")]
        elif ph == "side":
            sides = CLOCKWISE if t.four() else ("N", "E", "S", "W")
            out = [PromptOption(command="side", args={"side": x}, label="opt-kros-pick-side", params={"side": x})
                   for x in sides]
        elif ph == "deploy":
            waiting = [state.units[i] for i in range(len(state.units))
                       if state.units[i].seat == seat and state.units[i].kind == "krosmaster"
                       and state.units[i].pos is None]
            order = {uid: i for i, uid in enumerate(state.timelines[seat])}
            waiting.sort(key=lambda u: order.get(u.id, 99))
            if waiting:
                u = waiting[0]
                cells = [x for x in t.deploy_cells(seat) if not t.is_obstacle(x)]
                out = [PromptOption(command="deploy", args={"unit": u.id, "at": name(x)}, label="opt-kros-pick-deploy",
                                    params={"name": t.label(u), "at": name(x)})
                       for x in sorted(cells, key=lambda x: (x[1], x[0]))]
        elif ph == "inspiration":
            out = self._inspire_options(t, seat)
        elif ph in ("summon-order", "trigger-order"):
            units = state.pending_summons if ph == "summon-order" else state.pending_triggers
            cmd = "activate" if ph == "summon-order" else "trigger"
            out = [PromptOption(command=cmd, args={"unit": uid}, label="opt-kros-pick-unit",
                                params={"name": t.label(t.by_id[uid]), "at": name(t.by_id[uid].pos)
                                        if t.by_id[uid].pos else "-"}) for uid in units if uid in t.by_id]
        elif ph in ("tension-target", "gift"):
            players = t.lose_candidates() if ph == "tension-target" else t.gift_candidates(state.pending_gifts[0][0])
            cmd = "tension" if ph == "tension-target" else "gift"
            out = [PromptOption(command=cmd, args={"player": str(state.order.index(x) + 1)},
                                label="opt-kros-pick-player", params={"player": state.names[x], "gg": state.gg[x]})
                   for x in players]
        elif ph == "activation" and state.current is not None:
            out = self._activation_options(t, t.by_id[state.current])
        return out[:25]

    def _activation_options(self, t: Turns, u: Unit) -> list[PromptOption]:
        """The answers that need no square: end, pick up, buy a GG, reveal a reward."""
        out = [PromptOption(command="end", label="opt-kros-pick-end", params={"name": t.label(u)})]
        for act in self._activation_actions(t, u):
            if isinstance(act, Pickup):
                out.append(PromptOption(command="pickup", label="opt-kros-pick-pickup"))
            elif isinstance(act, BuyGG) and act.victim is None:
                out.append(PromptOption(command="buy", args={"item": "gg"}, label="opt-kros-pick-buy-gg"))
            # no button reveals a face-down reward: the board and its buttons are public, and the
            # label would name the token; players type /kros reveal (suggestions are private)
        return out

    def _inspire_options(self, t: Turns, seat: int) -> list[PromptOption]:
        """Inspiration answers, deduplicated by outcome: the refund first, then one die
        placed, then both; among equal placements, faces without a double first."""
        seen: set[Any] = set()
        ranked: list[tuple[tuple[int, int, int], PromptOption]] = []
        names = {u.id: t.label(u) for u in t.krosmasters(seat)}
        for act in self._inspirations(t, seat):
            assert isinstance(act, Inspire)
            double = act.faces[0] == act.faces[1]
            placed = frozenset((tg, f) for f, tg in zip(act.faces, act.targets) if tg is not None)
            n = sum(1 for tg in act.targets if tg is not None)
            outcome = (placed, n, double)
            if outcome in seen:
                continue
            seen.add(outcome)
            args = {"die1": act.targets[0] or "kamas", "die2": act.targets[1] or "kamas",
                    "face1": act.faces[0], "face2": act.faces[1]}
            params = {"face1": act.faces[0], "face2": act.faces[1],
                      "die1": names.get(act.targets[0] or "", "kamas"), "die2": names.get(act.targets[1] or "", "kamas"),
                      "double": "yes" if double else "no"}
            ranked.append(((n, int(double), len(ranked)), PromptOption(
                command="inspire", args=args, label="opt-kros-pick-inspire", params=params)))
        ranked.sort(key=lambda x: x[0])
        return [o for _, o in ranked]


def default_faces(rolled: Sequence[int], typed: Sequence[str | None]) -> list[str]:
    """The faces of the tension dice: those typed, the others turned so that the two dice
    never make a double a player did not ask for (a Joker or a Double typed without its face
    used to become a Critique and cost every player a GG)."""
    faces: list[str | None] = [typed[i] if i < len(typed) else None for i in range(len(rolled))]
    for i, raw in enumerate(rolled):
        if faces[i] is not None:
            continue
        others = {f for j, f in enumerate(faces) if j != i and f is not None}
        others |= {dice.turn_options(r)[0] for j, r in enumerate(rolled)
                   if j != i and faces[j] is None and len(dice.turn_options(r)) == 1}
        opts = dice.turn_options(raw)
        faces[i] = next((f for f in opts if f not in others), opts[0])
    return [f or "" for f in faces]


def spell_events(t: Turns, u: Unit, spells: Sequence[str]) -> list[Event]:
    """A card's spell lines (``kros-card-spell``): cost, range with today's bonuses, damage or
    care, additional effects, limit."""
    out = []
    for sid in spells:
        sp = t.c.spells[sid]
        effects = effect_ids(sp)
        out.append(Event(code="kros-card-spell", params={
            "spell": sp.name, "kind": sp.kind, "pa": sp.cost_pa, "pm": sp.cost_pm, "wounds": sp.cost_wounds,
            **_range_params(t, u, sp), "element": sp.element,
            "value": sp.value if sp.value is not None else -1, "effects": effects, "count": len(effects),
            "limit": sp.limit,
        }))
    return out


def _cell(text: str) -> tuple[int, int]:
    x, y = text.split(",")
    return (int(x), int(y))


def _square(a: Mapping[str, str], opt: str) -> str:
    from rules.core.grid import parse_square

    if opt not in a:
        raise InvalidActionError("kros-missing-option", option=opt)
    return parse_square(a[opt], 12, 12).name


def _range_params(t: Turns, u: Unit, sp: Any) -> dict[str, Any]:
    """The range as printed on a card: its kind, PO min and PO max (today's bonuses included)."""
    r = sp.range
    hi = t.max_range(u, sp) if u.pos is not None else r.max
    return {"range_kind": r.kind.replace("_", "-"), "min": r.min, "max": hi}


def effect_ids(sp: Any) -> list[str]:
    """The spell's additional effects, zone and summon limit as value ids (``val-kros-fx-*``
    messages, in the rulebook's keywords: « Repousse 3 », « Vol de Vie »)."""
    out = []
    for e in sp.effects:
        kind = "swap-ally" if e.kind == "swap" and sp.target == "ally" else e.kind.replace("_", "-")
        out.append("-".join(["kros-fx", kind] + ([str(e.n)] if e.n else []) + ([e.ref] if e.ref else [])))
    if sp.zone != "none":
        out.append(f"kros-fx-zone-{sp.zone}")
    if sp.control is not None:
        out.append(f"kros-fx-control-{sp.control}")
    return out


def _by_name(text: str, first: Sequence[str], names: Mapping[str, str]) -> str:
    """The id ``text`` names among ``first`` then all of ``names`` (id -> name): an exact id or
    name, else the first whose id, name or a word of its name starts with it; ``text`` as an
    id when nothing matches (the caller's error names it)."""
    want = _spell_id(text)
    flat = _norm(text)
    pools = [[x for x in first if x in names], list(names)]
    for pool in pools:
        for x in pool:
            if want == x or flat == _norm(names[x]):
                return x
    if not flat:
        return want
    for pool in pools:
        for x in pool:
            words = [_norm(w) for w in names[x].replace("-", " ").replace("'", " ").split()]
            if x.startswith(want) or _norm(names[x]).startswith(flat) or any(w.startswith(flat) for w in words):
                return x
    return want


def _spell_id(text: str) -> str:
    t = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode().lower().strip()
    return "-".join("".join(ch if ch.isalnum() else " " for ch in t).split())


def _pile(item: str) -> int:
    """``1``..``6``, or a rank and a pile number (``granit1``, ``jade2``, ``or1``)."""
    if item.isdigit() and 1 <= int(item) <= 6:
        return int(item) - 1
    for i, rank in enumerate(("granit", "jade", "or")):
        if item.startswith(rank):
            rest = item[len(rank):] or "1"
            if rest in ("1", "2"):
                return 2 * i + int(rest) - 1
    raise InvalidActionError("kros-bad-item", item=item)


KROSMASTER = Krosmaster()
