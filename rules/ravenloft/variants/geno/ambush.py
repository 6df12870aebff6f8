"""Geno Warcry's exploring (seed L437-441), during the hero phase, when the hero stands on an
unexplored edge and goes on with a move (a move action left, or the move just made reached the
edge; exploring costs no speed, as in the base game):

- a **white** tile: its monster on its bone pile, and « Le héros poursuit son mouvement et
  attaque s'il le peut . Ceci en fonction de ce que le joueur aura choisi au point 2 »: the
  phase goes on with the actions left;
- a **black** tile: « votre déplacement prend fin après avoir atteint la première case de la
  section »: the hero steps onto the new tile's square across the edge (or the free square
  nearest to it) and moves no more this phase; its monster, then an encounter (cancelled for
  5 XP as always); a trap is rolled at once (« lancez le dé immédiatement pour essayer de la
  désarmer et si échec infligez les dégâts tant aux héros qu'aux monstres »: its tactics strike
  the heroes, its first attack's damage each monster on its tile, ruling A43); « Ensuite le
  monstre pioché attaque le héros puis le héros réplique »: the monster activates (its action of
  the round, A44), then the hero may answer with an attack on it if the action pair still allows
  one. « Si le héros bat le monstre il poursuit sa route sinon reste sur place »: defeated, the
  hero may move again; else the hero stays there for the phase.
"""

from __future__ import annotations

from rules.core import Event, Rng, RuleError

from ... import hooks
from ...adventure_special import reveal
from ...board import DELTA, Sq, block_of
from ...catalog import Catalog
from ...combat import NATURAL_20, after_defeats, offer_level, wound
from ...commands import ActionT, Attack, Cancel, End, Explore, Move, Pass, Use, split
from ...conditions import damage_hero
from ...dungeon import board, free_squares
from ...encounters import resolve as resolve_card
from ...encounters import trap_actor
from ...end import check
from ...events import ev, name_ids
from ...exploration import explorable, side_name
from ...exploration import explore as place_tile
from ...hero_phase import actions_left, attack_with, disarm_roll, record
from ...placing import queue_follow, waiting
from ...plugins import register as plug
from ...reactions import activate_asking, can_dispel
from ...reactions import dispel as use_dispel
from ...state import CRState, Pending, card_kind
from ...tactics.interpreter import activate
from ...tactics.reasoning import summary_event
from ...tactics.table import StateTable
from ...xp import propose, spend, total
from ..encounter_draw import draw_encounter_or_ask

KINDS = ("geno-encounter", "geno-answer")
#: what a reaction's answer plays again (variants/questions.resume): the ambusher's strike
RESUME = "geno-strike"
CANCEL = 5


def can_explore(state: CRState, cat: Catalog, hero: int) -> list[str]:

    g = state.geno
    h = state.heroes[hero]
    if g is None or state.turn.phase != "hero" or state.turn.hero != hero or h.down or state.pending:
        return []
    if g.halted_turn == state.turn.number:
        return []
    moving = "move" in actions_left(state, hero) or (state.turn.actions[-1:] == ["move"])
    return [side_name(s) for _, s in explorable(state, cat, hero)] if moving else []


def adjust_actions(state: CRState, cat: Catalog, actions: list[ActionT]) -> list[ActionT]:
    g = state.geno
    assert g is not None
    out = [a for a in actions if not isinstance(a, End)]
    if g.halted_turn == state.turn.number:
        out = [a for a in out if not isinstance(a, Move)]
    out += [Explore(side=s) for s in can_explore(state, cat, state.turn.hero)]  # type: ignore[arg-type]
    return [*out, End()]


def hero_action(state: CRState, cat: Catalog, action: ActionT, rng: Rng) -> list[Event] | None:
    g = state.geno
    assert g is not None
    if isinstance(action, Move) and g.halted_turn == state.turn.number:
        raise RuleError("cr-geno-halted", hero=state.active.hero)
    if isinstance(action, Explore):
        return explore(state, cat, state.turn.hero, action.side, rng)
    return None


def first_square(state: CRState, cat: Catalog, frm: Sq, side: int, block: tuple[int, int]) -> Sq | None:
    """« la première case de la section » (L441): the new tile's square across the edge from the
    hero; else the free square of the new tile the hero reaches in the fewest steps (walls and
    monsters in the way, as a move; ties by row then column), never one behind a wall."""
    from collections import deque


    b = board(state, cat)
    free = set(free_squares(state, b, block))
    across = (frm[0] + DELTA[side][0], frm[1] + DELTA[side][1])
    if across in free:
        return across
    taken = {f.square for f in state.figures}
    seen = {frm: 0}
    queue = deque([frm])
    found: list[tuple[int, int, int, Sq]] = []
    while queue:
        sq = queue.popleft()
        for nxt in b.neighbours8(sq):
            if nxt in seen or nxt in taken:
                continue
            seen[nxt] = seen[sq] + 1
            if nxt in free:
                found.append((seen[nxt], nxt[1], nxt[0], nxt))
            elif block_of(nxt) == block or block_of(nxt) == block_of(frm):
                queue.append(nxt)
    return min(found)[3] if found else None


def explore(state: CRState, cat: Catalog, hero: int, side: str, rng: Rng) -> list[Event]:

    g = state.geno
    assert g is not None
    if side not in can_explore(state, cat, hero):
        raise RuleError("cr-geno-cannot-explore", side=side)
    edge = next(e for e in explorable(state, cat, hero) if side_name(e[1]) == side)
    before, figures = len(state.tiles), {f.uid for f in state.figures}
    earlier, state.turn.placed = state.turn.placed, []  # the adventure sees each tile placed once
    out = place_tile(state, cat, hero, edge, rng)
    state.turn.placed = earlier + state.turn.placed
    if len(state.tiles) == before:
        return out
    tile = state.tiles[before]
    black = cat.tiles[tile.tile].black
    g.placed[str(hero)] = "black" if black or g.placed.get(str(hero)) == "black" else "white"
    if not black:
        return out
    # the black tile: the move ends on its first square (L441)
    h = state.heroes[hero]
    b = board(state, cat)
    blk = b.placement(tile.uid).blocks()[0]
    assert h.square is not None
    sq = first_square(state, cat, h.square, edge[1], blk)
    if not state.turn.actions:
        record(state, hero, "move")
    g.halted_turn = state.turn.number
    if sq is not None:
        out.append(ev("moved", hero=h.hero, frm=b.name(h.square), to=b.name(sq), steps=1))
        state.last = {"kind": "move", "hero": hero, "path": [list(h.square), list(sq)]}
        h.square = sq
        out += reveal(state, cat, hero, rng)  # the move ends on the tile: its face-down tokens turn (base game)
    new = [f for f in state.figures if f.uid not in figures and not f.villain]
    g.ambusher = new[0].uid if new else 0
    out.append(ev("geno-ambush", hero=h.hero, tile=tile.tile, announce=True))
    return out + draw_encounter(state, cat, rng)




def draw_encounter(state: CRState, cat: Catalog, rng: Rng) -> list[Event]:
    """The ambush's encounter (L441): cancelled for 5 XP, or resolved, then the monster."""
    g = state.geno
    assert g is not None
    out: list[Event] = []
    for _ in range(20):  # a trap already on the tile: discard, draw another (L663)
        drawn, card, asked = draw_encounter_or_ask(state, cat, rng, "geno-encounter", CANCEL)
        out += drawn
        if card is None:
            return out + strike(state, cat, rng)
        if asked:
            return out
        events, again = resolve(state, cat, card.id, rng)
        out += events
        if not again:
            return out + strike(state, cat, rng)
    return out + strike(state, cat, rng)  # pragma: no cover - 20 traps in a row


def resolve(state: CRState, cat: Catalog, card: str, rng: Rng) -> tuple[list[Event], bool]:
    """Resolve the card; a trap is rolled at once. Returns the events and whether to redraw."""

    t = StateTable(state, cat)
    res = resolve_card(t, t.encounter_card(card), rng)
    t.take_nested()
    out = list(res.events)
    if res.redraw:
        return out, True
    if t.encounter_card(card).effects.others_may_follow:  # Cyrus Belview: the strike waits on them
        queue_follow(state, cat, card, resume=RESUME)
    d = cat.encounters.get(card_kind(card))
    if d is not None and d.kind == "trap":
        out += trap_at_once(state, cat, card, rng)
    return out, False


def roll_disarm(state: CRState, cat: Catalog, hero: int, trap_id: str, rng: Rng) -> tuple[list[Event], bool]:
    """The disarm roll at once (L441): the hero's usual bonuses, no action spent; a success
    discards the card and its marker (as ``hero_phase.disarm``)."""

    h = state.heroes[hero]
    trap = next((t for t in state.tokens if t.kind == "trap" and t.id == trap_id and h.square is not None
                 and block_of(t.square) == block_of(h.square)), None)
    if trap is None:
        return [], False
    out, ok, face = disarm_roll(state, cat, hero, trap, rng)
    if face == NATURAL_20:
        out += offer_level(state, cat, hero)
    return out, ok


def trap_at_once(state: CRState, cat: Catalog, card: str, rng: Rng) -> list[Event]:
    """The immediate disarm roll; on a failure the trap strikes the heroes (its tactics) and
    each monster on its tile takes its first attack's damage (A43: XP, no treasure)."""

    hero = state.turn.hero
    events, ok = roll_disarm(state, cat, hero, card_kind(card), rng)
    if ok or not events:
        return events
    t = StateTable(state, cat)
    held = next((x for x in t.held_cards(str(hero)) if card_kind(x.card) == card_kind(card)), None)
    if held is None or held.tile is None:
        return events
    done, _act = activate(t, trap_actor(t, held), rng)
    events += done
    damage = trap_damage(t.encounter_card(held.card).effects)
    defeated: list = []
    if damage:
        for f in [f for f in state.figures if block_of(f.square) == held.tile]:
            events += wound(state, cat, f, damage, defeated)
        events += after_defeats(state, cat, None, defeated, rng)
    return [*events, ev("geno-trap-monsters", damage=damage, count=len(defeated))]


def trap_damage(effects: object) -> int:
    """What a failed trap deals each monster on its tile (A43): its first attack's damage, else
    the first damage its tactics deal without a roll (the Fire Trap's 2)."""
    attacks = getattr(effects, "attacks", None) or {}
    for a in attacks.values():
        return int(a.damage)
    for clause in getattr(effects, "tactics", None) or []:
        for step in clause.do:
            amount = getattr(step, "damage", None)
            if isinstance(amount, int) and amount > 0:
                return amount
    return 0


def strike(state: CRState, cat: Catalog, rng: Rng) -> list[Event]:
    """The ambushing monster attacks first (its tactics, its action of the round; a hero's power
    against its hit is asked as in the villain phase, the answer striking again), then the hero
    may answer."""

    g = state.geno
    assert g is not None
    out: list[Event] = []
    if waiting(state, RESUME):  # Cyrus Belview's followers answer first; the last answer strikes
        return out
    fig = next((f for f in state.figures if f.uid == g.ambusher), None)
    if fig is not None and not state.active.down:
        got = activate_asking(state, cat, fig.uid, rng, resume=RESUME)
        if got is None:  # Shield, Bodyguard...: asked first
            return out
        done, act = got
        summary = summary_event(act)
        out += ([summary] if summary is not None else []) + done
        g.acted.append(fig.uid)
    out += check(state, cat)
    if state.over is not None:
        return out
    answers = answer_actions(state, cat)
    if answers:
        state.pending.append(Pending(kind="geno-answer", seat=state.active.seat, hero=state.turn.hero,
                                     params={"monster": fig.kind if fig else ""}))
        return out
    return out + settle(state)


def answer_actions(state: CRState, cat: Catalog) -> list[Attack]:
    """The hero's answers: each attack of theirs that reaches the ambushing monster."""
    g = state.geno
    assert g is not None
    fig = next((f for f in state.figures if f.uid == g.ambusher), None)
    hero = state.turn.hero
    if fig is None or state.heroes[hero].down or "attack" not in actions_left(state, hero):
        return []
    name = board(state, cat).name(fig.square)
    return [a for a in hooks.attack_actions.run(state, cat, hero) if isinstance(a, Attack) and a.target == name]


def settle(state: CRState) -> list[Event]:
    """« Si le héros bat le monstre il poursuit sa route sinon reste sur place »."""
    g = state.geno
    assert g is not None
    alive = any(f.uid == g.ambusher for f in state.figures)
    g.ambusher = 0
    if not alive:  # « il poursuit sa route »: he may move again, even with his pair spent
        g.halted_turn = 0
        if "move" not in actions_left(state, state.turn.hero):
            state.turn.extra.append("move")
        return [ev("geno-goes-on", hero=state.active.hero)]
    return [ev("geno-stays", hero=state.active.hero)]


def options(state: CRState, cat: Catalog, p: Pending) -> list[tuple[str, dict[str, str], str, dict[str, object]]]:
    if p.kind == "geno-encounter":
        xp = total(state, cat)
        out = [("cancel", {}, "opt-cr-cancel", {"xp": xp})] if xp >= CANCEL else []
        dispel = can_dispel(state, cat)
        if dispel is not None:  # Dispel Magic cancels it for free (reactions.py)
            out.append(("use", {"power": dispel}, "opt-cr-react", {"power_name": name_ids("power", dispel)}))
        return [*out, ("pass", {}, "opt-cr-keep-encounter", {})]
    return [("attack", {"power": a.power, "target": a.target}, "opt-cr-geno-answer",
             {"power_name": name_ids("power", a.power), "square": a.target}) for a in answer_actions(state, cat)][
        :24] + [("pass", {}, "opt-cr-geno-no-answer", {})]


def params(state: CRState, p: Pending) -> dict[str, object]:
    if p.kind == "geno-encounter" and p.card is not None:
        return {"card": card_kind(p.card), "card_name": name_ids("encounter", card_kind(p.card))}
    monster = str(p.params.get("monster", ""))
    return {"monster": monster, "monster_name": name_ids("monster", monster)}


def answer(state: CRState, cat: Catalog, p: Pending, action: ActionT, rng: Rng) -> list[Event]:
    if p.kind == "geno-encounter":
        dispel = can_dispel(state, cat)
        if not isinstance(action, (Cancel, Pass)) and not (isinstance(action, Use) and dispel and action.power == dispel):
            raise RuleError("cr-answer-first", kind=p.kind)
        assert p.card is not None
        out: list[Event] = []
        if isinstance(action, (Cancel, Use)):

            out += use_dispel(state, action.power) if isinstance(action, Use) else spend(
                state, cat, split(action.cards) or propose(state, cat, CANCEL) or [], CANCEL)
            state.pending.remove(p)
            state.encounters.discard.append(p.card)
            out.append(ev("encounter-cancelled", card=card_kind(p.card), announce=True, kinds={"card": "encounter"}))
            hurt = cat.adventures[state.adventure].cancel_damage  # Klak's price (base rule)
            if hurt:
                out += damage_hero(state, state.turn.hero, hurt, source="cancel")
            return out + strike(state, cat, rng)
        state.pending.remove(p)
        events, again = resolve(state, cat, p.card, rng)
        return events + (draw_encounter(state, cat, rng) if again else strike(state, cat, rng))
    if isinstance(action, Pass):
        state.pending.remove(p)
        return settle(state)
    if not isinstance(action, Attack):
        raise RuleError("cr-answer-first", kind=p.kind)
    if action not in answer_actions(state, cat):
        raise RuleError("cr-geno-answer-the-monster", target=action.target)
    state.pending.remove(p)
    return strike_back(state, cat, action, rng)  # Crucial Aid's question: the engine's Ravenloft._answer


def strike_back(state: CRState, cat: Catalog, action: Attack, rng: Rng) -> list[Event]:
    """The hero's answer to the ambushing monster, then whether the hero goes on."""

    b = board(state, cat)
    out = attack_with(state, cat, state.turn.hero, action.power, [b.parse(x) for x in split(action.target)], rng)
    return out + settle(state)


def _hero_action(state: CRState, cat: Catalog, action: ActionT, rng: Rng) -> list[Event] | None:
    return hero_action(state, cat, action, rng) if state.geno is not None else None


plug("hero_action", "geno", 11, _hero_action)  # rules/ravenloft/plugins.py


def _adjust(state: CRState, cat: Catalog, actions: list[ActionT]) -> list[ActionT] | None:
    return adjust_actions(state, cat, actions) if state.geno is not None else None


plug("adjust_actions", "geno", 11, _adjust)
