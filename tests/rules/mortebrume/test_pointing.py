"""Pointing on a phone: every leaf of every menu is a declaration the engine accepts."""

import random

from rules.core import Rng, RuleError
from rules.mortebrume import GAME
from rules.mortebrume.model import Act

from .helpers import SEATS, battle


def leaves(state, seat):
    tree = GAME.choice_tree(state, seat)
    return [leaf for _, leaf in tree.leaves()]


def play_leaf(state, seat, leaf, rng):
    values = {f.name: f.default for f in leaf.form.fields} if leaf.form else {}
    args = {**leaf.args, **(leaf.form.fill(values) if leaf.form else {})}
    return GAME.apply(state, seat, GAME.parse_command(leaf.command, args, state, seat), rng)


def random_game(seed, moves, pick=None):
    """A 20-point game on « clairière » played at random: yields ``(state, prompt, chooser)``
    before each move, then plays ``pick(chooser, legal)`` (else any legal action)."""
    rng, chooser = Rng("%064x" % seed), random.Random(seed)
    state = GAME.setup(GAME.parse_options({"points": 20, "table": "clairiere"}), SEATS, rng)
    for _ in range(moves):
        if GAME.result(state) is not None:
            return
        prompt = chooser.choice(GAME.prompts(state))
        yield state, prompt, chooser
        legal = GAME.legal_actions(state, prompt.seat)
        action = pick(chooser, legal) if pick else chooser.choice(legal)
        state = GAME.apply(state, prompt.seat, action, rng).state


def mostly_attacks(chooser, legal):
    attacks = [a for a in legal if isinstance(a, Act) and a.action in ("strike", "shoot")]
    return chooser.choice(attacks) if attacks and chooser.random() < 0.7 else chooser.choice(legal)


def test_every_leaf_plays_through_whole_games():
    for seed in (1, 2):
        checked = 0
        for state, prompt, chooser in random_game(seed, 150, mostly_attacks):
            found = leaves(state, prompt.seat)
            assert found, prompt.kind
            for leaf in chooser.sample(found, min(6, len(found))):
                try:
                    play_leaf(state, prompt.seat, leaf, Rng("%064x" % seed, 999))
                except RuleError as exc:  # a placement's default spot is legal; nothing else may fail
                    raise AssertionError((prompt.kind, leaf, exc.code)) from exc
                checked += 1
        assert checked > 100


def test_the_menu_offers_every_way_to_enter_a_position():
    state = battle([("gueorwen", 20.0, 20.0, 0.0)], [("ecorcheur", 20.0, 50.0, 180.0)])
    tree = GAME.choice_tree(state, 0)
    labels = {o.label for o in tree.options}
    assert "choice-mb-impose" in labels  # bob has a fighter to activate: imposing is offered
    by_leaf = [leaf for _, leaf in tree.leaves()]
    acts = [(leaf.args.get("action"), leaf.args.get("to"), leaf.args.get("stop"), bool(leaf.form)) for leaf in by_leaf]
    assert ("strike", "B1", "optimal", False) in acts  # toward a named fighter, at the weapon's best distance
    assert ("walk", "B1", "contact", False) in acts  # stopping at contact
    assert ("walk", "B1", None, True) in acts  # after N cm (a form)
    assert ("walk", "R1", "contact", False) in acts  # toward a terrain piece
    assert ("walk", "ne 2.5", None, False) in acts  # a compass step
    assert ("walk", None, None, True) in acts  # centimetre coordinates (a form)
    facings = {leaf.args.get("facing") for leaf in by_leaf if leaf.args.get("action") == "rotate"}
    assert {"n", "se", "vers B1"} <= facings


def test_an_activation_builds_a_fighters_declarations_when_it_is_opened(monkeypatch):
    """The board shows the fighters only: a fighter's actions, targets and places are built when a
    path opens it; walked whole, the lazy tree is the tree of every path."""
    from rules.core.choices import build_tree
    from rules.mortebrume import pointing

    built: list[str] = []
    real = pointing.fighter_paths
    monkeypatch.setattr(pointing, "fighter_paths", lambda state, seat, f, who: built.append(f.id) or
                        real(state, seat, f, who))
    state = battle([("gueorwen", 20.0, 20.0, 0.0), ("milicien", 40.0, 20.0, 0.0)],
                   [("ecorcheur", 20.0, 50.0, 180.0)])
    tree = GAME.choice_tree(state, 0)
    assert [o.value for o in tree.options] == ["impose", "A1", "A2"] and built == []
    assert tree.options[0].leaf is not None and tree.options[1].node is None
    node = tree.walk([2])  # open the milicien: only its declarations are built
    assert built == ["A2"] and node.key == "action" and "strike" in [o.value for o in node.options]
    for seed in (3, 4):
        activations = 0
        for state, prompt, _chooser in random_game(seed, 60):
            lazy = GAME.choice_tree(state, prompt.seat)
            eager = build_tree(GAME.choice_paths(state, prompt.seat))
            assert list(lazy.leaves()) == list(eager.leaves())
            assert lazy.model_dump() == eager.model_dump()
            activations += prompt.kind == "mb-activation"
        assert activations > 10
