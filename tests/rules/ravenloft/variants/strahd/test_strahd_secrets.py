"""Strahd's hidden hand never reaches another seat (issue 12): along long random games, a twin
table whose only difference is Strahd's hidden cards shows every other seat and spectator the
same views, prompts, buttons, choice trees, suggestions, info answers, pictures and public
events; his own view and private events do differ. Plus the conformance playouts."""

from __future__ import annotations

import random

import pytest

from bot.service.buttons import button_answers
from render.ravenloft import render
from rules.core.rng import Rng
from rules.ravenloft import GAME
from rules.ravenloft.state import card_kind
from tests.rules.ravenloft.variants.strahd.strahd_helpers import SEED, seats
from tests.support.conformance import playout

#: a deck card swapped into the twin's hand is taken from the bottom, far from any draw
DEEP = 10


def twin(state):
    """The same table, with each hidden card of Strahd's hand exchanged with the bottom card of
    its deck of another kind (``None`` if no card could be exchanged)."""
    other = state.model_copy(deep=True)
    s = other.strahd
    changed = False
    for deck, hand in ((other.monsters, s.monsters), (other.encounters, s.encounters)):
        for i, card in enumerate(hand):
            if card in s.known or len(deck.cards) <= DEEP:
                continue
            j = next((k for k, x in enumerate(deck.cards[:DEEP]) if card_kind(x) != card_kind(card)), None)
            if j is None:
                continue
            hand[i], deck.cards[j] = deck.cards[j], card
            changed = True
    return other if changed else None


def public(state, seats_):
    """Everything seats other than Strahd's, and spectators, may see of ``state``."""
    strahd = state.strahd.seat
    others = [None, *(x for x in seats_ if x != strahd)]
    out = {
        "views": [GAME.view(state, x).model_dump(mode="json") for x in others],
        "prompts": [p.model_dump(mode="json") for p in GAME.prompts(state)],
        "buttons": [(b.seat, b.command, b.args, b.label, b.params, b.fallback) for b in button_answers(GAME, state)],
        "info": [GAME.info(state, x, c, {}).model_dump(mode="json") for x in others for c in ("hand", "deck")],
    }
    for x in others[1:]:
        out[f"tree{x}"] = repr(GAME.choice_tree(state, x)) if any(p.seat == x for p in GAME.prompts(state)) else ""
        out[f"legal{x}"] = [GAME.dump_action(a) for a in GAME.legal_actions(state, x)]
        out[f"complete{x}"] = [GAME.autocomplete(state, x, c, "card", "") for c in ("summon", "play")]
    return out


def public_events(events):
    return [e.model_dump(mode="json") for e in events if e.visible_to is None]


@pytest.mark.parametrize(("n", "chooser"), [(3, 0), (4, 1), (6, 2)])
def test_nothing_public_depends_on_strahds_hidden_cards(n, chooser):
    pick = random.Random(chooser)
    rng = Rng(SEED)
    state = GAME.setup(GAME.parse_options({"adventure": "2", "variants": ["strahd"]}), seats(n), rng)
    compared = events_compared = pictures = 0
    for step in range(400):
        if GAME.result(state) is not None:
            break
        other = twin(state)
        if other is not None:
            assert public(state, range(n)) == public(other, range(n))
            assert GAME.view(state, state.strahd.seat) != GAME.view(other, state.strahd.seat)
            compared += 1
            if step % 40 == 0:
                assert render(GAME.view(state, None), "fr").tobytes() == render(GAME.view(other, None), "fr").tobytes()
                pictures += 1
        prompt = pick.choice(GAME.prompts(state))
        action = pick.choice(GAME.legal_actions(state, prompt.seat))
        saved = rng.counter, list(rng.draws)
        after = GAME.apply(state, prompt.seat, action, rng)
        if other is not None and GAME.dump_action(action).get("type") not in ("summon", "play", "reveal"):
            # the same move on the twin, with the same dice: the same public events
            twin_rng = Rng(SEED)
            twin_rng.counter, twin_rng.draws = saved[0], list(saved[1])
            mirrored = GAME.apply(other, prompt.seat, action, twin_rng)
            assert public_events(after.events) == public_events(mirrored.events), GAME.dump_action(action)
            events_compared += 1
        state = after.state
    assert compared > 30 and events_compared > 20 and pictures >= 1


@pytest.mark.parametrize(("n", "k"), [(3, 0), (4, 1), (5, 2), (6, 3)])
def test_random_strahd_games_end_and_replay(n, k):
    out = playout(GAME, {"adventure": "2", "variants": ["strahd"], "strahd": "random" if k % 2 else "host"}, n,
                  "%064x" % (n * 97 + k), chooser_seed=k, max_steps=4000)
    assert out.finished
    kinds = {a["type"] for _, a in out.actions}
    assert {"buy", "play", "summon"} & kinds


def test_strahds_decisions_cannot_be_undone():
    from tests.rules.ravenloft.variants.strahd.strahd_helpers import (
        WHITE,
        act,
        explored,
        table,
    )

    state, rng = table()
    state.strahd.menace = 4
    explored(state, rng, WHITE)
    state, events = act(state, 0, rng, type="summon", card=state.strahd.monsters[0])
    assert any(e.irreversible for e in events)
    state, events = act(state, 0, rng, type="pass")
    assert all(e.code != "cr-strahd-places" for e in events)
    passes = next(e for e in events if e.code == "cr-strahd-passes")
    # a pass reveals nothing but still ends his decision: the next question or phase follows
    assert passes.visible_to is None and passes.irreversible
