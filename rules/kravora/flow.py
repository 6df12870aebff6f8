"""The turn's sequence: turn 0, phases 1-2 for the table, then each player's 3.1 to 6 in
clockwise order from the first player (who stays first, « Nota 31/01/26 »), the end."""

from __future__ import annotations

from rules.core import Event, Rng

from .board import ev, over
from .calamity import arrivals, calamity
from .economy import phase_six, salary, salary_choices
from .enemy import enemy_attack, enemy_move
from .model import KravoraState, Player

LAST_TURN = 10
#: ``fin:survie`` plays on after turn 10, at most to this turn; then the score decides (ruling KA25)
SURVIVAL_LAST_TURN = 20


def order(state: KravoraState) -> list[int]:
    """The living seats in turn order: clockwise from the first player."""
    seats = [(state.first + k) % state.n for k in range(state.n)]
    return [s for s in seats if state.players[s].alive]


def next_seat(state: KravoraState, after: int | None) -> int | None:
    seats = [(state.first + k) % state.n for k in range(state.n)]
    start = 0 if after is None else seats.index(after) + 1
    for s in seats[start:]:
        if state.players[s].alive:
            return s
    return None


def finish_setup_seat(state: KravoraState, seat: int, rng: Rng, events: list[Event]) -> None:
    state.players[seat].setup_done = True
    nxt = next_seat(state, seat)
    if nxt is None:
        start_turn(state, rng, events)
    else:
        state.active = nxt


def start_turn(state: KravoraState, rng: Rng, events: list[Event]) -> None:
    """Phases 1 and 2 for the whole table, then the first player's turn or the spending window."""
    state.turn += 1
    state.rocaille_walls = []
    events.append(ev("turn", announce=True, turn=state.turn))
    arrivals(state, rng, events)
    window = calamity(state, rng, events)
    if over(state):
        return
    if window:
        state.step = "spend"
        state.pending = order(state)
        state.after_spend = "attack"
        return
    begin_players(state, events)


def close_window(state: KravoraState, seat: int, events: list[Event]) -> None:
    if seat in state.pending:
        state.pending.remove(seat)
    events.append(ev("spend-done", player=state.players[seat].name))
    if not state.pending:
        begin_players(state, events)


def begin_players(state: KravoraState, events: list[Event]) -> None:
    first = next_seat(state, None)
    assert first is not None
    begin_player(state, first, events)


def begin_player(state: KravoraState, seat: int, events: list[Event]) -> None:
    p = state.players[seat]
    state.active, state.step = seat, "attack"
    p.recycled, p.dismantled = False, 0
    for u in p.units:
        u.acted = False
    events.append(ev("player-turn", player=p.name))


def end_attack(state: KravoraState, seat: int, rng: Rng, events: list[Event]) -> None:
    """After 3.1: the bot's 3.2 and 3.3 on this board, the salary, then choices or purchases."""
    enemy_attack(state, seat, events)
    if over(state):
        return
    if not state.players[seat].alive:
        next_player(state, seat, rng, events)
        return
    enemy_move(state, seat, events)
    salary(state, seat, events)
    state.step = "salary" if salary_choices(state.players[seat]) else "buy"


def end_salary(state: KravoraState) -> None:
    state.step = "buy"


def end_buy(state: KravoraState, seat: int, rng: Rng, events: list[Event]) -> None:
    phase_six(state, seat, events)
    next_player(state, seat, rng, events)


def next_player(state: KravoraState, seat: int, rng: Rng, events: list[Event]) -> None:
    nxt = next_seat(state, seat)
    if nxt is not None:
        begin_player(state, nxt, events)
        return
    if state.turn >= LAST_TURN and state.fin == "score" or state.turn >= SURVIVAL_LAST_TURN:
        end_by_score(state, events)
        return
    start_turn(state, rng, events)


def score_key(p: Player) -> tuple[int, int]:
    """Ruling KA25 (ours): the wall's points, then the enemies killed in the whole game."""
    return p.wall, p.slain


def end_by_score(state: KravoraState, events: list[Event]) -> None:
    """Ruling KA25: after turn 10 (``fin:survie``: turn 20), the highest wall wins; between equal
    walls, the most enemies killed in the game; a tie on both is a shared win."""
    alive = [p for p in state.players if p.alive]
    top = max(score_key(p) for p in alive)
    state.winners = [p.seat for p in alive if score_key(p) == top]
    state.step = "over"
    state.end_reason = "kra-score" if state.fin == "score" else "kra-survival-limit"
    tied = sum(1 for p in alive if p.wall == top[0]) > 1
    events.append(ev("score-end", announce=True, players=[state.players[s].name for s in state.winners],
                     count=len(state.winners), turn=state.turn, wall=top[0], slain=top[1], tie=str(tied).lower()))
