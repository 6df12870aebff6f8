"""The Krosmaster Arena game object (the engine contract of rules.core)."""

from __future__ import annotations

import itertools
import unicodedata
from collections.abc import Mapping, Sequence
from typing import Any

from rules.core import (
    CommandSpec, Event, Game, InvalidActionError, OptionKind, OptionSpec, Prompt, Result, Rng, SeatInfo,
    Termination,
)

from . import board, dice
from .board import name
from .content import content
from .model import (
    ActionT, Activate, BuyGG, BuyReward, Cast, ChooseArena, ChooseSide, Deploy, DraftPick, End, Inspire,
    KrosOptions, KrosState, KrosView, Move, Pickup, Punch, Reveal, Unit, UnitView, action_adapter,
)
from .table import key
from .turns import Turns

_FACES = ("critique", "armure", "tacle", "esquive")



def _norm(text: str) -> str:
    t = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode().lower()
    return "".join(ch for ch in t if ch.isalnum())


class Krosmaster(Game[KrosState, ActionT, KrosOptions]):
    """Krosmaster Arena (first edition), 2 players."""

    id = "krosmaster"
    aliases = ("kros", "krosmaster-arena")
    command_group = "kros"
    min_seats = 2
    max_seats = 2
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
        ]),
        CommandSpec(name="reveal", options=[
            OptionSpec(name="token", autocomplete=True),
            OptionSpec(name="choice", required=False, choices=["pa", "pm", "soin", "oui", "non"]),
            OptionSpec(name="at", kind=OptionKind.SQUARE, required=False),
        ]),
        CommandSpec(name="end"),
        CommandSpec(name="inspire", options=[
            OptionSpec(name="die1", autocomplete=True),
            OptionSpec(name="die2", autocomplete=True),
            OptionSpec(name="face1", required=False, choices=list(_FACES)),
            OptionSpec(name="face2", required=False, choices=list(_FACES)),
        ]),
        CommandSpec(name="activate", options=[OptionSpec(name="unit", autocomplete=True)]),
        CommandSpec(name="deploy", options=[
            OptionSpec(name="unit", autocomplete=True),
            OptionSpec(name="at", kind=OptionKind.SQUARE, autocomplete=True),
        ]),
        CommandSpec(name="arena", options=[OptionSpec(name="arena", kind=OptionKind.CHOICE,
                                                      choices=["fosse", "elementaire"])]),
        CommandSpec(name="side", options=[OptionSpec(name="side", kind=OptionKind.CHOICE,
                                                     choices=["N", "E", "S", "W"])]),
        CommandSpec(name="draft", options=[OptionSpec(name="character", autocomplete=True)]),
    )

    # ---- contract ------------------------------------------------------------------------
    def setup(self, options: KrosOptions, seats: Sequence[SeatInfo], rng: Rng) -> KrosState:
        if len(seats) != 2:
            raise InvalidActionError("kros-two-players", seats=len(seats))
        t = Turns.new(options, [s.name for s in seats], rng)
        return t.s

    def prompts(self, state: KrosState) -> list[Prompt]:
        if state.phase == "over":
            return []
        params: dict[str, Any] = {"phase": state.phase}
        if state.phase == "activation" and state.current:
            u = next(x for x in state.units if x.id == state.current)
            params.update(unit=u.id, pm=u.pm, pa=u.pa)
        if state.phase == "inspiration":
            params["faces"] = list(state.tension)
        return [Prompt(seat=state.active, kind=f"kros-{state.phase}", params=params)]

    def _apply(self, state: KrosState, seat: int, action: ActionT, rng: Rng) -> list[Event]:
        t = Turns(state, rng)
        t.act(seat, action)
        return t.events

    def result(self, state: KrosState) -> Result | None:
        if state.phase != "over":
            return None
        if not state.winners:
            return Result(termination=Termination.DRAW, reason=state.end_reason,
                          scores=dict(enumerate(state.gg)))
        return Result(termination=Termination.VICTORY, winners=list(state.winners), reason=state.end_reason,
                      scores=dict(enumerate(state.gg)))

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
        if state.phase == "over" or seat != state.active:
            return []
        t = Turns(state)
        ph = state.phase
        if ph == "draft":
            return [DraftPick(character=c) for c in state.draft_visible]
        if ph == "arena":
            return [ChooseArena(arena="fosse"), ChooseArena(arena="elementaire")]
        if ph == "side":
            return [ChooseSide(side=s) for s in ("N", "E", "S", "W")]  # type: ignore[arg-type]
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
                    if o is not None and o.seat != u.seat:
                        out.append(Punch(at=name(nb)))
            if u.pa >= 1 and s.floor_kamas.get(key(u.pos), 0) > 0:
                out.append(Pickup())
            if u.pa >= 1 and u.pos in s.demon_cells:
                if s.kamas[u.seat] >= 10:
                    out.append(BuyGG())
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
                if r.effect.recall:
                    cells = [c for c in (t.deploy_cells(u.seat) or s.start_cells) if t.is_free(c)]
                    if not cells:
                        continue
                    out.append(Reveal(token=tok.id, at=name(cells[0])))
                elif r.effect.zobal:
                    out += [Reveal(token=tok.id, choice=c) for c in ("pa", "pm", "soin")]
                else:
                    out.append(Reveal(token=tok.id))
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
            cells = [o.pos for o in t.at.values() if o.seat == u.seat and t.is_character(o) and o.pos]
        elif sp.target == "ally":
            cells = [o.pos for o in t.at.values() if o.seat == u.seat and o is not u and t.is_character(o) and o.pos]
        else:
            cells = [o.pos for o in t.at.values() if o is not u and o.pos and (o.seat != u.seat or o.kind == "bomb")]
        allies: list[str | None] = [None]
        if sp.has("move_ally"):
            allies = [o.id for o in t.at.values() if o.seat == u.seat and o is not u and t.is_character(o)
                      and o.pos and board.dist(o.pos, u.pos) == 1]
        out: list[tuple[str, str | None]] = []
        for c in sorted(cells):
            for ally in allies:
                if t.spell_error(u, sp, c, ally) is None:
                    out.append((name(c), ally))
        return out

    # ---- view ---------------------------------------------------------------------------------
    def view(self, state: KrosState, seat: int | None) -> KrosView:
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
                id=u.id, kind=u.kind, ref=u.ref, name=base.name, seat=u.seat,
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
            winners=list(state.winners), end_reason=state.end_reason,
        )

    # ---- commands ---------------------------------------------------------------------------
    def resolve_unit(self, state: KrosState, seat: int, text: str, any_seat: bool = False) -> str:
        """A unit id from an id, a character id or a name (``anna``, ``Anna Tommy``, ``0-tofu-3``)."""
        c = content()
        want = _norm(text)
        candidates = [u for u in state.units if (any_seat or u.seat == seat) and not u.ko]
        for u in candidates:
            if _norm(u.id) == want:
                return u.id
        for u in candidates:
            base = c.characters.get(u.ref) or c.summons.get(u.ref)
            names = {_norm(u.ref), _norm(base.name) if base else ""}
            if want in names or any(n.startswith(want) for n in names if want):
                return u.id
        raise InvalidActionError("kros-unknown-unit", unit=text)

    def parse_command(self, command: str, args: Mapping[str, str], state: KrosState, seat: int) -> ActionT:
        a = {k: v for k, v in args.items() if v is not None and v != ""}
        c = content()
        if command == "move":
            return Move(to=_square(a, "to"))
        if command == "cast":
            spell = _spell_id(a.get("spell", ""))
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
                return BuyGG()
            pile = _pile(item)
            to = self.resolve_unit(state, seat, a["to"]) if "to" in a else (state.current or "")
            hidden = str(a.get("hidden", "false")).lower() in ("1", "true", "oui", "yes")
            return BuyReward(pile=pile, face_up=not hidden, to=to)
        if command == "reveal":
            token = _spell_id(a.get("token", ""))
            return Reveal(token=token, choice=a.get("choice"), at=_square(a, "at") if "at" in a else None)
        if command == "inspire":
            targets: list[str | None] = []
            for i in (1, 2):
                v = a.get(f"die{i}", "kamas")
                targets.append(None if _norm(v) in ("kamas", "kama", "none", "aucun", "rembourser") else
                               self.resolve_unit(state, seat, v))
            faces = []
            for i, raw in enumerate(state.tension):
                opts = dice.turn_options(raw)
                f = a.get(f"face{i + 1}", opts[0])
                faces.append(f)
            return Inspire(faces=faces, targets=targets)  # type: ignore[arg-type]
        if command == "activate":
            return Activate(unit=self.resolve_unit(state, seat, a.get("unit", "")))
        if command == "deploy":
            return Deploy(unit=self.resolve_unit(state, seat, a.get("unit", "")), at=_square(a, "at"))
        if command == "arena":
            return self.parse_action({"type": "arena", "arena": a.get("arena", "")})
        if command == "side":
            return self.parse_action({"type": "side", "side": a.get("side", "").upper()})
        if command == "draft":
            want = _spell_id(a.get("character", ""))
            match = next((x for x in state.draft_visible if x == want or x.startswith(want)), want)
            return DraftPick(character=match)
        raise InvalidActionError("unknown-command", command=command)

    def autocomplete(self, state: KrosState, seat: int, command: str, option: str, partial: str) -> list[str]:
        """Only legal values: the spells the active character can cast now, their targets..."""
        if state.phase == "over" or seat != state.active:
            return []
        legal = self.legal_actions(state, seat)
        values: list[str] = []
        p = partial.lower()
        for act in legal:
            data = act.model_dump(mode="json")
            v: Any = None
            if command == "move" and data["type"] == "move" and option == "to":
                v = data["to"]
            elif command == "cast" and data["type"] == "cast":
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
            elif command in ("activate", "deploy") and data["type"] == command:
                v = data.get(option)
            elif command == "draft" and data["type"] == "draft":
                v = data["character"]
            elif command == "inspire" and data["type"] == "inspire" and option in ("die1", "die2"):
                v = data["targets"][int(option[-1]) - 1] or "kamas"
            if v is None:
                continue
            v = str(v)
            if v not in values and v.lower().startswith(p):
                values.append(v)
        return values[:25]


def _cell(text: str) -> tuple[int, int]:
    x, y = text.split(",")
    return (int(x), int(y))


def _square(a: Mapping[str, str], opt: str) -> str:
    from rules.core.grid import parse_square

    if opt not in a:
        raise InvalidActionError("kros-missing-option", option=opt)
    return parse_square(a[opt], 12, 12).name


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
