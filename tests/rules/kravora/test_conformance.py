"""The shared conformance playout for 2, 3 and 4 players to the end; the end of the game
(K2, K3, KA25, KA30); pointing reaches every legal move."""

from __future__ import annotations

import pytest

from rules.core import Rng, SeatInfo, find_game
from rules.kravora import GAME
from rules.kravora.flow import end_by_score, next_player
from rules.kravora.pointing import path_for
from tests.support.conformance import playout

from .helpers import SEED, fresh, lines, play, put


def test_registered_under_id_and_alias():
    assert find_game("kravora") is GAME and find_game("kra") is GAME
    assert (GAME.min_seats, GAME.max_seats, GAME.group()) == (2, 4, "kra")


@pytest.mark.parametrize("n", [2, 3, 4])
@pytest.mark.parametrize("k", [0, 1, 2])
def test_random_playouts_end_and_replay(n, k):
    out = playout(GAME, {}, n, "%064x" % (n * 10 + k), chooser_seed=k, max_steps=20000)
    assert out.finished
    res = GAME.result(out.state)
    assert res is not None and res.reason in ("kra-last-fortress", "kra-score") and res.winners


@pytest.mark.parametrize("n", [2, 3, 4])
def test_zombie_tables_play_to_turn_10_and_the_score_decides(n):
    """Every seat absent: the bot attacks then says done; the game ends by KA25's score."""
    state = GAME.setup(GAME.parse_options({"first": 0}), [SeatInfo(index=i, name=f"p{i}") for i in range(n)],
                       Rng(SEED))
    rng = Rng(SEED)
    for _ in range(5000):
        if GAME.result(state) is not None:
            break
        p = GAME.prompts(state)[0]
        state = GAME.apply(state, p.seat, GAME.zombie_action(state, p.seat), rng).state
    res = GAME.result(state)
    assert res is not None
    walls = {p.seat: p.wall for p in state.players}
    if res.reason == "kra-score":
        assert state.turn == 10 and res.winners == [s for s, w in walls.items() if w == max(walls.values())]
    else:
        assert len(state.alive()) == 1 and res.winners == state.alive()


@pytest.mark.slow
def test_survie_plays_on_after_turn_10():
    out = playout(GAME, {"fin": "survie"}, 2, f"{3:064x}", chooser_seed=4, max_steps=40000)
    res = GAME.result(out.state)
    assert out.finished and res is not None and res.reason in ("kra-last-fortress", "kra-survival-limit")
    assert 10 < out.state.turn <= 20


def test_ka25_survie_stops_at_turn_20_and_the_score_decides():
    s = fresh(n=2, turn=19, step="buy", fin="survie")
    s.active = 1
    next_player(s, 1, Rng(SEED), [])
    assert s.turn == 20 and s.step != "over"
    s.players[0].wall, s.players[1].wall = 6, 4
    s.step, s.active = "buy", 1  # type: ignore[assignment]
    ev: list = []
    next_player(s, 1, Rng(SEED), ev)
    res = GAME.result(s)
    assert res is not None and res.winners == [0] and res.reason == "kra-survival-limit"
    assert lines(ev)[-1] == "Fin du tour 20 : p0 gagne avec un mur de 6 points"


def test_ka25_equal_walls_are_parted_by_the_enemies_killed_in_the_game():
    s = fresh(n=3, turn=10, step="buy")
    s.players[0].wall, s.players[1].wall, s.players[2].wall = 10, 10, 8
    s.players[0].slain, s.players[1].slain, s.players[2].slain = 12, 15, 30
    ev: list = []
    end_by_score(s, ev)
    assert GAME.result(s).winners == [1]  # type: ignore[union-attr]
    assert lines(ev) == ["Fin du tour 10 : p1 gagne avec un mur de 10 points (départage : 15 ennemis tués dans "
                         "la partie)"]
    assert lines(ev, "en") == ["End of turn 10: p1 wins with a wall of 10 points (tie-break: 15 enemies killed "
                               "in the game)"]
    s.step = "buy"  # type: ignore[assignment]
    s.players[0].slain = 15
    ev = []
    end_by_score(s, ev)
    assert GAME.result(s).winners == [0, 1]  # type: ignore[union-attr]
    assert lines(ev) == ["Fin du tour 10 : p0, p1 gagnent ex æquo (mur de 10 points, 15 ennemis tués chacun)"]


def test_ka25_a_kill_in_3_1_counts_for_the_tie_break():
    s = fresh()
    put(s, 0, "fantoche", 4)
    put(s, 0, "sprinteur", 4, defender=True)
    s, _ = play(s, 0, {"type": "auto"})
    assert (s.players[0].slain, s.players[0].kills) == (1, 1)


def test_ka25_after_turn_10_the_highest_walls_win():
    s = fresh(n=3, turn=10, step="buy")
    s.active = 0
    s.players[0].wall, s.players[1].wall, s.players[2].wall = 7, 9, 9
    end_by_score(s, [])
    res = GAME.result(s)
    assert res is not None and res.winners == [1, 2] and res.reason == "kra-score"
    s2 = fresh(n=2, turn=10, step="buy", fin="survie")
    s2.active = 1
    next_player(s2, 1, Rng(SEED), [])
    assert s2.turn == 11 and s2.step != "over"


def test_k2_the_last_fortress_standing_wins_at_once():
    s = fresh(n=3)
    s.players[1].wall = 1
    s.players[2].alive = False
    put(s, 1, "fantoche", 4)
    s.active = 1
    s, ev = play(s, 1, {"type": "done"})
    res = GAME.result(s)
    assert res is not None and res.winners == [0] and res.reason == "kra-last-fortress"
    assert [e.code for e in ev if e.announce] == ["kra-eliminated", "kra-last-fortress"]


def test_ka30_an_eliminated_player_is_skipped():
    s = fresh(n=3)
    s.players[1].alive = False
    s, ev = play(s, 0, {"type": "done"})
    s, ev = play(s, 0, {"type": "done"}) if s.step == "salary" else (s, ev)
    s, ev = play(s, 0, {"type": "done"})
    assert s.active == 2


@pytest.mark.parametrize("step", ["setup", "attack", "salary", "buy"])
def test_every_legal_move_is_reachable_by_pointing(step):
    s = fresh(n=3, step=step)
    p = s.players[0]
    p.buildings += ["hutte", "canon"]
    p.blood = 30
    put(s, 0, "costaud", 3, defender=True)
    put(s, 0, "rocailleur", 5, defender=True)
    put(s, 0, "fantoche", 3)
    put(s, 0, "sprinteur", 2)
    tree = GAME.choice_tree(s, 0)
    leaves = {(leaf.command, tuple(sorted(leaf.args.items()))) for _, leaf in tree.leaves()}
    for action in GAME.legal_actions(s, 0):
        leaf = path_for(s, 0, action).leaf
        assert (leaf.command, tuple(sorted(leaf.args.items()))) in leaves, leaf
        args = dict(leaf.args)
        if leaf.form is not None:  # Propulsion: the landing line is typed in a form
            assert [f.name for f in leaf.form.fields] == ["to"]
            args |= leaf.form.fill({"to": str(action.to)})
        assert GAME.parse_command(leaf.command, args, s, 0) == action
    assert len(tree.options) <= 25
