"""Every encounter card and every monster of the content, run by the interpreter on a real game."""

from __future__ import annotations

import pytest

pytest.importorskip("rules.ravenloft.state")

from rules.core import Rng, SeatInfo
from rules.core.i18n import t
from rules.ravenloft.content import load_content

ENCOUNTERS = sorted(getattr(load_content(), "encounters", {}))


def game_state():
    from rules.ravenloft import GAME
    from rules.ravenloft.exploration import place
    from rules.ravenloft.state import Figure

    seats = [SeatInfo(index=i, name=f"p{i}") for i in range(3)]
    s = GAME.setup(GAME.parse_options({"adventure": "2", "heroes": ["kat", "allisa", "arjhan"], "first": 0}),
                   seats, Rng("c3" * 32))
    from rules.ravenloft.dungeon import board

    for tile in list(GAME.cat.stack_tiles)[:4]:
        for edge in board(s, GAME.cat).unexplored_edges():
            if place(s, GAME.cat, tile, edge):
                break
    s.figures.append(Figure(uid=s.uid(), kind="zombie", square=(2, 2), card="zombie#1"))
    s.heroes[0].cards.append("zombie#1")
    s.turn.phase = "villain"
    return GAME, s


def readable(events) -> None:
    for e in events:
        for lang in ("fr", "en"):
            text = t(lang, f"ev-{e.code}", {"player": "p0", **e.params})
            assert "{" not in text and not text.startswith("ev-"), (e.code, text)


@pytest.mark.skipif(not ENCOUNTERS, reason="the content has no encounter cards yet")
@pytest.mark.parametrize("card", ENCOUNTERS)
def test_each_encounter_card_comes_into_play_by_its_kind(card) -> None:
    from rules.ravenloft.encounters import resolve
    from rules.ravenloft.tactics.table import StateTable

    game, s = game_state()
    table = StateTable(s, game.cat)
    enc = table.encounter_card(f"{card}#1")
    assert enc.kind == load_content().encounters[card].kind
    res = resolve(table, enc, Rng("d4" * 32))
    readable(res.events)
    active = s.heroes[0]
    if enc.kind in ("event", "attack"):
        assert f"{card}#1" in s.encounters.discard
    elif enc.kind == "environment":
        assert s.environment == f"{card}#1"
    elif enc.kind == "curse":
        assert f"{card}#1" in active.curses
    else:
        assert f"{card}#1" in active.cards
        assert any(tok.kind == enc.kind and tok.id == card for tok in s.tokens)


def test_every_monster_and_villain_activates_on_a_real_dungeon() -> None:
    from rules.ravenloft.state import Figure
    from rules.ravenloft.villain_phase import run_villain_phase

    content = load_content()
    for kind in [*content.monsters, *content.villains]:
        game, s = game_state()
        s.figures = [Figure(uid=s.uid(), kind=kind, square=(6, 2), card=f"{kind}#1",
                            villain=kind in content.villains)]
        s.heroes[0].cards = [] if kind in content.villains else [f"{kind}#1"]
        s.turn.placed, s.turn.black, s.turn.villain_step = [1], False, 0
        rng = Rng("e5" * 32)
        events = run_villain_phase(s, rng, game.cat)
        while s.pending and s.pending[0].kind == "reaction":  # a hero's Shield...: not used
            from rules.ravenloft.reactions import answer

            answer(s, s.pending[0], None)
            events += run_villain_phase(s, rng, game.cat)
        readable(events)
        assert s.why and s.why[0]["code"] in ("cr-why-header", "cr-why-header-held"), kind
        assert any(e.code.startswith("cr-act-") for e in events), kind


@pytest.mark.parametrize("adventure, heroes", [("1", 1), ("2", 3), ("3", 5), ("4", 3), ("5", 1), ("10", 5),
                                               ("the_gloomy_chamber", 3)])
def test_random_games_with_the_real_villain_phase_end_and_replay(adventure, heroes) -> None:
    """The conformance playout (JSON and replay round trips) with the content's monsters,
    encounters and villains acting by their tactics."""
    from rules.ravenloft import GAME
    from tests.support.conformance import playout

    out = playout(GAME, {"adventure": adventure}, heroes, "%064x" % (heroes * 7 + len(adventure)),
                  chooser_seed=heroes, max_steps=3000)
    assert out.finished
    assert GAME.result(out.state).reason.startswith("cr-")
