"""Krosmaster moves by pointing: exact paths and labels, every leaf legal, every legal move
reachable, nothing hidden in the public first step."""

from __future__ import annotations

import random

from rules.core import Rng, SeatInfo, i18n
from rules.core.choices import ChoiceLeaf, ChoiceNode
from rules.krosmaster import KROSMASTER as G
from rules.krosmaster.model import RewardToken

from .helpers import table, unit

SEATS = [SeatInfo(index=i, name=n) for i, n in enumerate(["Alice", "Bob"])]


def shown(node: ChoiceNode, lang: str = "en") -> list[str]:
    return [i18n.t(lang, o.label, o.params) for o in node.options]


def sub(node: ChoiceNode, *path: int) -> ChoiceNode:
    here = node.walk(path)
    assert isinstance(here, ChoiceNode)
    return here


def test_a_character_with_two_pm_is_offered_its_squares_with_their_cost() -> None:
    t = table([(0, "reine-des-tofus", "E5"), (1, "anna-tommy", "E8")])
    unit(t, "reine-des-tofus").pm = 2
    tree = G.choice_tree(t.s, 0)
    assert shown(tree) == ["End Reine des Tofus's activation", "Move (2 PM)", "Dan To Fu · 3 PA",
                           "Invocation de Tofu · 3 PA"]
    assert shown(tree, "fr")[1] == "Se déplacer (2 PM)"
    assert shown(sub(tree, 1)) == ["E4 · 1 PM", "D5 · 1 PM", "F5 · 1 PM", "E6 · 1 PM", "E3 · 2 PM", "D4 · 2 PM",
                                   "F4 · 2 PM", "C5 · 2 PM", "G5 · 2 PM", "D6 · 2 PM", "F6 · 2 PM", "E7 · 2 PM"]
    assert tree.walk([1, 4]) == ChoiceLeaf(command="move", args={"to": "E3"})
    assert shown(sub(tree, 2)) == ["E8 · Anna Tommy"]
    assert tree.walk([2, 0]) == ChoiceLeaf(command="cast", args={"spell": "dan-to-fu", "at": "E8"})
    assert tree.walk([0]) == ChoiceLeaf(command="end")


def test_many_squares_are_grouped_by_their_cost() -> None:
    t = table([(0, "reine-des-tofus", "F6"), (1, "anna-tommy", "A1")])
    unit(t, "reine-des-tofus").pm = 4
    moves = sub(G.choice_tree(t.s, 0), 1)
    # 4 + 8 + 12 + 16 squares at 1, 2, 3 and 4 PM: more than a menu holds
    assert shown(moves) == ["1 PM away (4 squares)", "2 PM away (8 squares)", "3 PM away (12 squares)",
                            "4 PM away (16 squares)"]
    assert shown(sub(moves, 0)) == ["F5 · 1 PM", "E6 · 1 PM", "G6 · 1 PM", "F7 · 1 PM"]


def test_buying_offers_the_piles_and_the_receiver_without_naming_face_down_tokens() -> None:
    t = G.setup(G.parse_options({"scenario": "arena", "arena": "fosse", "side": "N", "autodeploy": True}),
                SEATS, Rng("ab" * 32))
    seat = t.active
    mover = next(u for u in t.units if u.id == t.current)
    mover.pos = t.demon_cells[0]
    t.kamas[seat] = 12
    from rules.krosmaster.turns import Turns

    Turns(t).reindex()
    tree = G.choice_tree(t, seat)
    labels = shown(tree)
    buy = labels.index("Buy… (12 kamas)")
    items = sub(tree, buy)
    first = shown(items)
    assert first[0] == "A GG · 10 kamas"
    down = [x for x in first if "face down" in x]
    assert down and all(t.piles[i].face_down[0] not in x for i in range(len(t.piles)) for x in down)
    for i, pile in enumerate(t.piles):
        if pile.face_up and t.kamas[seat] >= G_price(pile.rank):
            assert any(x.startswith(f"{pile.rank.capitalize()} pile {i + 1}") for x in first)
    receivers = sub(tree, buy, 1)
    assert all(o.key == "to" for o in receivers.options)
    leaf = tree.walk([buy, 1, 0])
    assert isinstance(leaf, ChoiceLeaf) and leaf.command == "buy" and leaf.args["to"] == receivers.options[0].value


def G_price(rank: str) -> int:
    from rules.krosmaster.content import content

    return content().prices[rank]


def test_revealing_names_the_token_only_in_the_private_step() -> None:
    t = table([(0, "reine-des-tofus", "E5"), (1, "anna-tommy", "E8")])
    unit(t, "reine-des-tofus").rewards = [RewardToken(id="style-xelor", known_to=[0])]
    tree = G.choice_tree(t.s, 0)
    first = shown(tree)
    assert "Reveal a reward" in first and not any("Xélor" in x for x in first)
    step = sub(tree, first.index("Reveal a reward"))
    assert shown(step) == ["Style Xélor"]


def test_deployment_is_the_krosmaster_then_its_cell() -> None:
    s = G.setup(G.parse_options({"scenario": "arena", "arena": "fosse", "side": "N"}), SEATS, Rng("cd" * 32))
    seat = s.active
    tree = G.choice_tree(s, seat)
    names = shown(tree)
    assert len(names) == 4 and all(o.key == "unit" for o in tree.options)
    cells = sub(tree, 0)
    leaves = [leaf for _, leaf in cells.leaves()]
    assert all(leaf.command == "deploy" and leaf.args["unit"] == tree.options[0].value for leaf in leaves)
    legal = {(a.unit, a.at) for a in G.legal_actions(s, seat) if a.unit == tree.options[0].value}
    assert {(leaf.args["unit"], leaf.args["at"]) for leaf in leaves} == legal


def _same_moves(state, seat) -> None:  # type: ignore[no-untyped-def]
    tree = G.choice_tree(state, seat)
    reached = []
    for _path, leaf in tree.leaves():
        assert leaf.form is None
        reached.append(G.dump_action(G.parse_command(leaf.command, leaf.args, state, seat)))
    legal = [G.dump_action(a) for a in G.legal_actions(state, seat)]
    key = lambda d: repr(sorted(d.items()))  # noqa: E731
    assert sorted(map(key, reached)) == sorted(map(key, legal)), state.phase
    for opt in tree.options:  # every answer reads in both languages
        for lang in ("fr", "en"):
            text = i18n.t(lang, opt.label, opt.params)
            assert text and "{" not in text and not text.startswith("kros-choice"), text


FOUR = [SeatInfo(index=i, name=n) for i, n in enumerate(["Alice", "Bob", "Chloé", "Dom"])]


def test_every_leaf_is_legal_and_every_legal_move_is_reachable_through_whole_games() -> None:
    for seed, opts, seats in (("01" * 32, {"scenario": "arena", "teams": "draft"}, SEATS),
                              ("02" * 32, {"scenario": "tuto3"}, SEATS), ("03" * 32, {"scenario": "arena"}, SEATS),
                              ("04" * 32, {"scenario": "arena", "mode": "ffa"}, FOUR),
                              ("05" * 32, {"scenario": "arena", "mode": "2v2", "teams": "random"}, FOUR)):
        rng = random.Random(seed)
        state = G.setup(G.parse_options(opts), seats, Rng(seed))
        for turn in range(160):
            if G.result(state) is not None:
                break
            seat = G.prompts(state)[0].seat
            _same_moves(state, seat)
            leaves = [leaf for _p, leaf in G.choice_tree(state, seat).leaves()]
            pick = rng.choice(leaves)
            if pick.command == "end" and turn % 5 and len(leaves) > 1:
                pick = rng.choice(leaves)
            action = G.parse_command(pick.command, pick.args, state, seat)
            state = G.apply(state, seat, action, Rng(seed, turn * 100)).state


def test_four_players_buy_a_gg_from_the_opponent_they_choose() -> None:
    from rules.krosmaster.turns import Turns

    s = G.setup(G.parse_options({"scenario": "arena", "mode": "ffa", "arena": "fosse", "side": "NW",
                                 "autodeploy": True}), FOUR, Rng("06" * 32))
    seat = s.active
    mover = next(u for u in s.units if u.id == s.current)
    mover.pos = next(c for c in s.demon_cells if all(u.pos != c for u in s.units))
    s.kamas[seat] = 10
    Turns(s).reindex()
    _same_moves(s, seat)
    tree = G.choice_tree(s, seat)
    buy = shown(tree).index("Buy… (10 kamas)")
    victims = sub(tree, buy, 0)
    others = [s.names[x] for x in range(4) if x != seat]
    assert shown(victims) == ["From the opponent with the most GG", *[f"From {n}" for n in others]]
    leaf = tree.walk([buy, 0, 2])
    assert isinstance(leaf, ChoiceLeaf) and leaf.command == "buy"
    assert G.parse_command(leaf.command, leaf.args, s, seat).victim == s.names.index(others[1])


def _reveal(t, token: str) -> ChoiceNode:  # type: ignore[no-untyped-def]
    tree = G.choice_tree(t.s, 0)
    _same_moves(t.s, 0)
    node = sub(tree, shown(tree).index("Reveal a reward"))
    # the single token was chosen on the way (a single-answer step), named only in this private node
    assert [i18n.t("en", x.label, x.params) for x in node.skipped] == [t.c.rewards[token].name]
    return node


def test_a_heal_reward_offers_how_many_markers_to_remove() -> None:
    t = table([(0, "reine-des-tofus", "E5"), (1, "anna-tommy", "E8")])
    u = unit(t, "reine-des-tofus")
    u.rewards = [RewardToken(id="potion-bulbique", known_to=[0])]
    u.wounds = 5
    node = _reveal(t, "potion-bulbique")
    assert shown(node) == ["Remove 3 markers (all)", "Remove 2 markers", "Remove 1 marker", "Remove 0 markers"]
    assert shown(node, "fr") == ["Retirer 3 marqueurs (tous)", "Retirer 2 marqueurs", "Retirer 1 marqueur",
                                 "Retirer 0 marqueur"]
    tree = G.choice_tree(t.s, 0)
    at = shown(tree).index("Reveal a reward")
    assert tree.walk([at, 0]) == ChoiceLeaf(command="reveal", args={"token": "potion-bulbique"})
    leaf = tree.walk([at, 2])
    assert leaf == ChoiceLeaf(command="reveal", args={"token": "potion-bulbique", "amount": "1"})
    after = G.apply(t.s, 0, G.parse_command(leaf.command, leaf.args, t.s, 0), Rng("00" * 32)).state
    assert next(x for x in after.units if x.id == u.id).wounds == 4


def test_a_heal_reward_without_wounds_asks_nothing_more() -> None:
    t = table([(0, "reine-des-tofus", "E5"), (1, "anna-tommy", "E8")])
    unit(t, "reine-des-tofus").rewards = [RewardToken(id="potion-bulbique", known_to=[0])]
    tree = G.choice_tree(t.s, 0)
    _same_moves(t.s, 0)
    assert tree.walk([shown(tree).index("Reveal a reward"), 0]) == \
        ChoiceLeaf(command="reveal", args={"token": "potion-bulbique"})


def test_style_zobal_offers_its_bonus_then_the_markers_of_its_care() -> None:
    t = table([(0, "reine-des-tofus", "E5"), (1, "anna-tommy", "E8")])
    u = unit(t, "reine-des-tofus")
    u.rewards = [RewardToken(id="style-zobal", known_to=[0])]
    u.wounds = 2
    node = _reveal(t, "style-zobal")
    assert shown(node) == ["+3 PA", "+2 PM", "heal 4"]
    assert shown(sub(node, 2)) == ["Remove 2 markers (all)", "Remove 1 marker", "Remove 0 markers"]
    assert node.walk([0]) == ChoiceLeaf(command="reveal", args={"token": "style-zobal", "choice": "pa"})
    assert node.walk([2, 1]) == ChoiceLeaf(command="reveal",
                                           args={"token": "style-zobal", "choice": "soin", "amount": "1"})


def test_style_roublard_offers_to_pay_for_a_gg_or_decline_when_the_kamas_allow() -> None:
    t = table([(0, "reine-des-tofus", "E5"), (1, "anna-tommy", "E8")], goal="gg")
    unit(t, "reine-des-tofus").rewards = [RewardToken(id="style-roublard", known_to=[0])]
    t.s.kamas[0] = 2
    node = _reveal(t, "style-roublard")
    assert shown(node) == ["Pay 2 kamas for a GG", "Decline (keep the kamas)"]
    assert shown(node, "fr") == ["Payer 2 kamas pour un GG", "Refuser (garder les kamas)"]
    assert node.walk([0]) == ChoiceLeaf(command="reveal", args={"token": "style-roublard"})
    leaf = node.walk([1])
    assert leaf == ChoiceLeaf(command="reveal", args={"token": "style-roublard", "choice": "non"})
    after = G.apply(t.s, 0, G.parse_command(leaf.command, leaf.args, t.s, 0), Rng("00" * 32)).state
    assert after.kamas[0] == 2
    t.s.kamas[0] = 1
    tree = G.choice_tree(t.s, 0)
    _same_moves(t.s, 0)
    assert tree.walk([shown(tree).index("Reveal a reward"), 0]) == \
        ChoiceLeaf(command="reveal", args={"token": "style-roublard"})


def test_potion_de_rappel_offers_the_free_start_cells() -> None:
    from .helpers import cell

    t = table([(0, "reine-des-tofus", "E5"), (1, "anna-tommy", "B1")])
    unit(t, "reine-des-tofus").rewards = [RewardToken(id="potion-de-rappel", known_to=[0])]
    t.s.start_cells = [cell("A1"), cell("B1"), cell("C1")]
    node = _reveal(t, "potion-de-rappel")
    assert shown(node) == ["Return to A1", "Return to C1"]
    assert shown(node, "fr") == ["Revenir en A1", "Revenir en C1"]
    leaf = node.walk([1])
    assert leaf == ChoiceLeaf(command="reveal", args={"token": "potion-de-rappel", "at": "C1"})
    after = G.apply(t.s, 0, G.parse_command(leaf.command, leaf.args, t.s, 0), Rng("00" * 32)).state
    assert next(x for x in after.units if x.ref == "reine-des-tofus").pos == cell("C1")


def test_potion_de_rappel_typed_onto_an_occupied_start_cell_is_refused() -> None:
    """« one of your free start cells »: a typed cell holding another unit is refused, and
    nothing changes (the board's occupant is never overwritten)."""
    import pytest

    from rules.core import RuleError

    from .helpers import cell

    t = table([(0, "reine-des-tofus", "E5"), (1, "anna-tommy", "B1")])
    unit(t, "reine-des-tofus").rewards = [RewardToken(id="potion-de-rappel", known_to=[0])]
    t.s.start_cells = [cell("A1"), cell("B1"), cell("C1")]
    with pytest.raises(RuleError) as err:
        G.apply(t.s, 0, G.parse_command("reveal", {"token": "potion-de-rappel", "at": "B1"}, t.s, 0), Rng("00" * 32))
    assert err.value.code == "kros-not-a-start-cell" and err.value.params == {"square": "B1"}
    assert next(x for x in t.s.units if x.ref == "anna-tommy").pos == cell("B1")
