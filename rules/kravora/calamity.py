"""Turn 0's monsters, phase 1 (the arrival dice) and phase 2 (calamity or reward).

One shared roll for every board (ruling KA10). Comet kills go to no reserve and give no
blood (ruling KA13).
"""

from __future__ import annotations

from rules.core import Event, Rng
from rules.core.dice import CALAMITY_FACES

from .board import ev, hit_wall, name, new_unit, over, wound
from .content import content, spec
from .defense import kill_by_ruse
from .enemy import enemy_move
from .model import WHITE, KravoraState

COMET_WALL = 4  # « on applique 4x1 dégats »


def turn_dice(turn: int) -> tuple[int, int]:
    """The dice and the score bonus of a turn (after turn 10, turn 10's)."""
    d = content().dice_by_turn
    t = min(turn, len(d.dice) - 1)
    return d.dice[t], d.bonus[t]


def starting_units(state: KravoraState, rng: Rng, events: list[Event]) -> None:
    """« On lance un dé quatre fois ... placées sur les lignes 1 des plateaux de chaque joueur »."""
    faces = [rng.die(6) for _ in range(turn_dice(0)[0])]
    kinds = [content().start_faces.faces[f - 1] for f in faces]
    for p in state.players:
        for kind in kinds:
            new_unit(state, p, kind, WHITE, False, 1)
    state.dice = faces
    events.append(ev("start-roll", irreversible=True, announce=True, faces=faces, units=[name(k) for k in kinds]))


def arrivals(state: KravoraState, rng: Rng, events: list[Event]) -> None:
    """Phase 1: the turn's dice (turn 9: +1, turn 10: +2, at most 6) on every tray."""
    count, bonus = turn_dice(state.turn)
    faces = [rng.die(6) for _ in range(count)]
    kinds = [content().arrival_faces.faces[min(6, f + bonus) - 1] for f in faces]
    for p in state.players:
        if p.alive:
            p.arriving.extend(kinds)
    state.dice, state.arrivals = faces, kinds
    events.append(ev("arrivals", irreversible=True, announce=True, turn=state.turn, faces=faces, bonus=bonus,
                     units=[name(k) for k in kinds]))


def comet_code(hits: list[str], wall: int) -> str:
    """The comet's line: units hit, the wall, both, or an empty line (« personne en ligne 2 »)."""
    return "comet-wall" if hits and wall else "comet" if hits else "comet-only-wall" if wall else "comet-none"


def comet(state: KravoraState, face: int, events: list[Event]) -> None:
    """« Comète : On lance un dé normal et on applique 4x1 dégats » on every board."""
    for p in state.players:
        if over(state):
            return
        if not p.alive:
            continue
        hits: list[str] = []
        wall = 0
        if face <= 5:
            line = face  # 1 the farthest line ... 5 the fortress floor
            on_line = [u for u in p.units if u.line == line]
            # ruling KA13: enemies first, the dearest first, then the defenders
            on_line.sort(key=lambda u: (u.defender, -spec(u.kind).price, u.id))
            for u in on_line[:COMET_WALL]:
                hits.append(wound(u))
                if u.pv == 0:
                    kill_by_ruse(state, p, u)
            if face == 5:  # « l'excédent de dégâts est également répercuté sur le mur »
                wall = COMET_WALL - len(hits)
        else:  # « La comète attaque directement le mur »
            wall = COMET_WALL
        hit_wall(state, p.seat, wall, events, lambda taken, p=p, hits=hits: ev(  # type: ignore[misc]
            comet_code(hits, taken), player=p.name, face=face, hits=hits, wall=taken))


def calamity(state: KravoraState, rng: Rng, events: list[Event]) -> bool:
    """Phase 2. True when a spending window opens (+5 L or +10 L)."""
    if state.turn % 2 == 0:
        kill_bonus(state, events)
        state.calamity = None
        state.comets = []
        return False
    face = CALAMITY_FACES[rng.die(6) - 1]
    state.calamity = face
    comets = [rng.die(6) for _ in range({"comet": 1, "double-comet": 2}.get(face, 0))]
    state.comets = comets
    events.append(ev("calamity", irreversible=True, announce=True, face=[f"kra-face-{face}"], comets=comets))
    if face in ("blood-5", "blood-10"):
        gain = 5 if face == "blood-5" else 10
        for p in state.players:
            if p.alive:
                p.blood += gain
        return True
    for c in comets:
        comet(state, c, events)
    if face == "arrow":  # « Toutes les unités attaquantes avancent »
        for p in state.players:
            if p.alive:
                events.append(ev("arrow", player=p.name))
                enemy_move(state, p.seat, events, arrow=True)
    return False


def kill_bonus(state: KravoraState, events: list[Event]) -> None:
    """Even turns: the highest kill counter gains 5 L (ties: every leader), counters back to 0."""
    alive = [p for p in state.players if p.alive]
    top = max((p.kills for p in alive), default=0)
    winners = [p for p in alive if p.kills == top] if top > 0 else []
    for p in winners:
        p.blood += content().board.kill_bonus
    events.append(ev("kill-bonus", players=[p.name for p in winners], count=len(winners), kills=top,
                     gain=content().board.kill_bonus))
    for p in state.players:
        p.kills = 0
