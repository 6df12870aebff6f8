"""Who is awaited and what they may do: prompts and legal actions."""

from __future__ import annotations

from rules.core import Prompt, PromptOption

from . import hooks, placing, plugins, reactions
from .adventures import can_cure
from .board import block_of
from .catalog import AT_WILL, Catalog, PowerDef
from .commands import (
    ActionT,
    Attack,
    Cancel,
    Disarm,
    End,
    Explore,
    Give,
    LevelUp,
    Move,
    Open,
    Pass,
    Pickup,
    Place,
    Unlock,
    Use,
    action_adapter,
)
from .conditions import forbids
from .dungeon import area_blocks, board, figures_on
from .events import name_ids, text_ids
from .exploration import explorable, must_explore, side_name
from .hero_phase import (
    actions_left,
    area_targets,
    legal_moves,
    targets_in_reach,
    teleport_squares,
)
from .markers import target_tiles
from .state import CRState, Pending
from .villain_phase import pending_actions, tie_options
from .xp import PRICE, new_dailies, total

#: the questions the base rules ask outside the villain phase (answered through their options)
MINE = ("level-up", "treasure-give", "encounter-cancel", placing.KIND, reactions.KIND, *reactions.AFTER_ROLL,
        reactions.STEALTH)


def mine() -> tuple[str, ...]:
    """The base rules' own questions and the variants' (plugins.py: ``question_kinds``)."""
    return MINE + plugins.question_kinds()
#: seconds the players have to break a monster's tie; then the documented pick is played
TIE_DEADLINE = 120


def points_left(state: CRState) -> list[str]:
    """The movement points of the move under way (exploration variants and the Barkam system:
    a move whose rest may still be walked, « 2 points de déplacement »)."""
    return plugins.move_points(state)


def prompts(state: CRState, cat: Catalog) -> list[Prompt]:
    if state.over is not None:
        return []
    if state.pending:
        p = state.pending[0]
        deadline = state.flags.get(reactions.DEADLINE_KEY) if p.kind in (reactions.KIND, *reactions.AFTER_ROLL,
                                                                     reactions.STEALTH) \
            else None
        return [Prompt(seat=p.seat, kind=f"cr-{p.kind}", params=pending_params(state, p),
                       options=pending_options(state, cat, p),
                       deadline_seconds=TIE_DEADLINE if p.kind == "tie" else deadline)]
    h = state.active
    if state.turn.phase == "hero":
        return [Prompt(seat=h.seat, kind="cr-hero-phase", params={
            "hero": h.hero, "hero_name": name_ids("hero", h.hero),
            "left": ["cr-action-" + a for a in sorted(actions_left(state, state.turn.hero))]
            + points_left(state) or ["cr-action-none"]})]
    if state.turn.phase == "exploration":
        opts = [PromptOption(command="explore", args={"side": side_name(s)}, label="opt-cr-explore",
                             params={"side": side_name(s)}) for _, s in explorable(state, cat, state.turn.hero)]
        if not must_explore(state, cat, state.turn.hero):
            opts.append(PromptOption(command="pass", label="opt-cr-no-explore"))
        return [Prompt(seat=h.seat, kind="cr-explore", params={"hero": h.hero, "hero_name": name_ids("hero", h.hero)},
                       options=opts)]
    return []


def pending_params(state: CRState, p: Pending) -> dict[str, object]:
    if p.kind == reactions.KIND:
        return reactions.prompt_params(state, p)
    if p.kind in reactions.AFTER_ROLL:
        return reactions.aid_prompt_params(state, p)
    if p.kind == reactions.STEALTH:
        return reactions.stealth_params(state, p)
    if p.kind == placing.KIND:
        return {"hero": state.heroes[p.hero or 0].hero, "hero_name": name_ids("hero", state.heroes[p.hero or 0].hero),
                **placing.prompt_params(state, p)}
    out: dict[str, object] = dict(p.params)
    if p.hero is not None:
        out["hero"] = state.heroes[p.hero].hero
        out["hero_name"] = name_ids("hero", state.heroes[p.hero].hero)
    theirs = plugins.question_params(state, p)  # a variant's own question (plugins.py)
    if theirs is not None:
        return {**out, **theirs}
    if p.card is not None:
        out["card"] = p.card.split("#")[0]
        kind = "encounter" if p.kind == "encounter-cancel" else "treasure"
        out["card_name"] = name_ids(kind, p.card.split("#")[0])
        out["card_text"] = text_ids(kind, p.card.split("#")[0])
    return out


def pending_options(state: CRState, cat: Catalog, p: Pending) -> list[PromptOption]:
    claimed = plugins.question_options(state, cat, p)  # a variant's own question (plugins.py)
    if claimed is not None:
        return claimed
    if p.kind == "level-up":
        dailies = new_dailies(state, cat, p.hero or 0)
        opts = [PromptOption(command="levelup", args={"daily": d}, label="opt-cr-levelup",
                             params={"power_name": name_ids("power", d)}) for d in dailies[:24]] or [
            PromptOption(command="levelup", label="opt-cr-levelup", params={"power_name": []})]
        return [*opts, PromptOption(command="pass", label="opt-cr-pass")]
    if p.kind == "treasure-give":
        return [PromptOption(command="give", args={"to": h.hero}, label="opt-cr-give",
                             params={"hero_name": name_ids("hero", h.hero)}) for h in state.heroes if not h.escaped]
    if p.kind in reactions.AFTER_ROLL:  # the power or item that may change the roll, then « no » (an absent player's)
        return [*(PromptOption(command="use", args=args, label="opt-cr-react", params=params)
                  for args, params in reactions.aid_option_args(p)), PromptOption(command="pass", label="opt-cr-react-no")]
    if p.kind in (reactions.KIND, reactions.STEALTH):  # the powers that may answer, then « no » (an absent player's)
        return [*(PromptOption(command="use", args={"power": x}, label="opt-cr-react", params={
            "power_name": name_ids("power", x)}) for x in p.params["powers"]),
            PromptOption(command="pass", label="opt-cr-react-no")]
    if p.kind == placing.KIND:  # the squares are chosen by pointing (pointing.py); declining is a button
        return [PromptOption(command="pass", label="opt-cr-place-decline")] if p.params.get("optional") else []
    if p.kind == "encounter-cancel":
        out = []
        if total(state, cat) >= PRICE:
            out.append(PromptOption(command="cancel", label="opt-cr-cancel", params={"xp": total(state, cat)}))
        dispel = reactions.can_dispel(state, cat)
        if dispel is not None:
            out.append(PromptOption(command="use", args={"power": dispel}, label="opt-cr-react",
                                    params={"power_name": name_ids("power", dispel)}))
        return [*out, PromptOption(command="pass", label="opt-cr-keep-encounter")]
    if p.kind in ("tie", "whispers"):  # the villain phase's questions: one button per hero or power
        return tie_options(state, p)
    return []


def legal_actions(state: CRState, cat: Catalog, seat: int) -> list[ActionT]:
    ps = [p for p in prompts(state, cat) if p.seat == seat]
    if not ps:
        return []
    if state.pending:
        p = state.pending[0]
        if p.kind == placing.KIND:
            b = board(state, cat)
            return [*(Place(to=b.name(sq)) for sq in placing.squares(state, cat, p)),
                    *([Pass()] if p.params.get("optional") else [])]
        if p.kind in mine() or plugins.question_options(state, cat, p) is not None:
            return [pending_action(o.command, o.args) for o in pending_options(state, cat, p)]
        theirs = plugins.question_actions(state, cat, p)  # the Strahd player's decisions (plugins.py)
        if theirs is not None:
            return theirs
        return list(pending_actions(state, p))
    if state.turn.phase == "exploration":
        return [pending_action(o.command, o.args) for o in ps[0].options]
    return hero_actions(state, cat)


def pending_action(command: str, args: dict[str, str]) -> ActionT:
    return action_adapter.validate_python({"type": command, **args})


def hero_actions(state: CRState, cat: Catalog) -> list[ActionT]:
    """Every hero-phase action of the active hero (moves to each square, each power on each
    target, disarm, doors, utilities), then ending the phase."""
    i = state.turn.hero
    h = state.heroes[i]
    b = board(state, cat)
    out: list[ActionT] = []
    left = actions_left(state, i)
    if "move" in left:
        out += [Move(to=b.name(sq)) for sq in sorted(legal_moves(state, cat, i), key=lambda s: (s[1], s[0]))]
    if not forbids(state, cat, i, "attack") and not h.down and state.turn.phase == "hero":
        out += attack_actions(state, cat, i, "attack" in left)
    if "attack" in left:
        if h.square is not None and (can_cure(state, cat, i) or (not forbids(state, cat, i, "disarm") and any(
                t.kind == "trap" and block_of(t.square) == block_of(h.square) for t in state.tokens))):
            out.append(Disarm())
        for t in state.tokens:
            if t.kind == "door" and t.revealed and h.square and max(abs(t.square[0] - h.square[0]),
                                                                       abs(t.square[1] - h.square[1])) == 1:
                out.append(Unlock(door=b.name(t.square)))
    if state.turn.phase == "hero" and not h.down:
        for t in state.tokens:
            if (t.kind == "door" and not t.revealed and t.uid not in state.turn.doors_tried and h.square
                    and max(abs(t.square[0] - h.square[0]), abs(t.square[1] - h.square[1])) == 1):
                out.append(Open(door=b.name(t.square)))
        out += utility_actions(state, cat, i)
        escorted = cat.adventures[state.adventure].escort
        if h.square is not None and any(t.kind == "item" and t.id != escorted and (
                t.square == h.square or b.adjacent(h.square, t.square)) for t in state.tokens):
            out.append(Pickup())
    out += plugins.hero_actions(state, cat)  # the variants' own (plugins.py): exploring, reveal, hand-over...
    out.append(End())
    return plugins.adjust_actions(state, cat, out)  # as Barkam's system or Geno Warcry change them


@hooks.attack_actions.fill
def attack_actions(state: CRState, cat: Catalog, i: int, attack_left: bool = True) -> list[ActionT]:
    h = state.heroes[i]
    b = board(state, cat)
    out: list[ActionT] = []
    for card in h.powers:
        p = cat.powers.get(card.id)
        if p is None or p.attack is None or p.reaction or card.used or not (attack_left or p.free_attack):
            continue
        if p.kind == "daily":
            if forbids(state, cat, i, "daily"):
                continue
        if p.reach == "area":
            for blk in area_blocks(state, b, h, p):
                if area_targets(state, blk):
                    first = figures_on(state, blk)
                    sq = first[0].square if first else area_targets(state, blk)[0].square
                    out.append(Attack(power=p.id, target=b.name(sq)))
        else:
            for t in targets_in_reach(state, cat, i, p):
                out.append(Attack(power=p.id, target=b.name(t.square)))
    return out


def utility_actions(state: CRState, cat: Catalog, i: int) -> list[ActionT]:
    h = state.heroes[i]
    b = board(state, cat)
    out: list[ActionT] = []
    for card in h.powers:
        p = cat.powers.get(card.id)
        if p is None or card.used or p.kind == AT_WILL or p.attack is not None:
            continue
        if p.effect == "heal_surge":
            out += [Use(power=p.id, target=x.hero) for x in state.heroes if not x.escaped and x.hp < x.max_hp]
        elif p.effect in ("boost", "regain"):
            out.append(Use(power=p.id))
        elif p.effect == "marker" and (p.timing != "action" or "attack" in actions_left(state, i)):
            out += [Use(power=p.id, target=b.name(b.bone_pile(t))) for t in target_tiles(state, cat, i, p.id)]
        elif p.effect == "teleport" and (p.timing != "move" or "move" in actions_left(state, i)):
            squares = sorted(teleport_squares(state, cat, i, p), key=lambda s: (s[1], s[0]))
            out += [Use(power=p.id, target=b.name(sq)) for sq in squares]
    for item in h.items:
        t = cat.treasures.get(item.split("#")[0])
        if t is None or t.use != "once" or t.effect == "reroll":  # Lucky Charm: after a roll (reactions.py)
            continue
        if t.attack is None:
            out.append(Use(item=t.id))
        elif "attack" in actions_left(state, i) and not forbids(state, cat, i, "attack"):
            p = PowerDef(id=t.id, hero=h.hero, kind="item", attack=t.attack, damage=t.damage, reach=t.reach,
                         tiles=t.tiles)
            if p.reach == "area":
                blocks = [blk for blk in area_blocks(state, b, h, p) if area_targets(state, blk)]
                out += [Use(item=t.id, target=b.name(area_targets(state, blk)[0].square)) for blk in blocks]
            else:
                out += [Use(item=t.id, target=b.name(x.square)) for x in targets_in_reach(state, cat, i, p)]
    return out


def zombie(state: CRState, cat: Catalog, seat: int) -> ActionT | None:
    """An absent hero's default: decline offers, keep items, end the hero phase, explore the
    first edge when forced."""
    ps = [p for p in prompts(state, cat) if p.seat == seat]
    if not ps:
        return None
    if state.pending:
        p = state.pending[0]
        absent = plugins.absent_answer(state, cat, p)  # a variant's own question (ACR2: give the surge)
        if absent is not None:
            return absent
        if p.kind == "treasure-give" and p.hero is not None:  # keep the item
            return Give(to=state.heroes[p.hero].hero)
        if p.kind == placing.KIND and not p.params.get("optional"):
            sq = placing.default_square(state, cat, p)
            return Place(to=board(state, cat).name(sq)) if sq is not None else None
        if p.kind in MINE:
            return Pass()
        acts = legal_actions(state, cat, seat)
        return acts[-1] if acts else None
    if state.turn.phase == "exploration":
        opts = ps[0].options
        if any(o.command == "pass" for o in opts):
            return Pass()
        return Explore(side=opts[0].args["side"]) if opts else None  # type: ignore[arg-type]
    return End()


__all__ = ["Cancel", "LevelUp", "legal_actions", "prompts", "zombie"]
