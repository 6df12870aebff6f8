"""Decisions, absent players, pointing and info commands; more checklist items (B33, B55, B59, B62)."""

from rules.core.choices import build_tree
from rules.ravenloft.commands import Attack, Cancel, End, Give, Move, Pass
from rules.ravenloft.state import Figure, Pending
from tests.rules.ravenloft.engine_helpers import CAT, GAME, Dice, new


def act(state, action, *faces, seat=None):
    seat = state.heroes[state.turn.hero].seat if seat is None else seat
    t = GAME.apply(state, seat, action, Dice(*faces))
    return t.state, t.events


def villain_pending(state, card="frenzy#1"):
    state.turn.phase = "villain"
    state.turn.encounter = card
    state.pending.append(Pending(kind="encounter-cancel", seat=state.active.seat, hero=state.turn.hero, card=card))


def test_an_encounter_is_cancelled_with_5_xp_the_excess_lost():
    """B55 « dépenser 5 XP ou plus pour l'annuler . Les XP en excès sont perdus »."""
    s = new(1, ["kat"], adventure="2")
    s.xp_pile = ["wraith#1", "gargoyle#1", "zombie#1"]  # 3 + 3 + 1
    villain_pending(s)
    p = GAME.prompts(s)[0]
    assert p.kind == "cr-encounter-cancel" and [o.command for o in p.options] == ["cancel", "pass"]
    s, ev = act(s, Cancel())
    spent = next(e for e in ev if e.code == "cr-xp-spent")
    assert spent.params == {"cards": ["cr-monster-wraith", "cr-monster-gargoyle"], "paid": 6, "lost": 1, "left": 1}
    assert s.xp_pile == ["zombie#1"]
    assert s.encounters.discard[-1] == "frenzy#1" and s.turn.encounter is None
    assert "cr-encounter-cancelled" in [e.code for e in ev]
    assert s.turn.phase == "hero"  # the villain phase went on, then the next turn


def test_the_bot_proposes_the_least_excess_keeping_the_highest_cards():
    """Ruling A18."""
    from rules.ravenloft.xp import propose

    s = new(1, ["kat"], adventure="2")
    s.xp_pile = ["wraith#1", "zombie#1", "wolf#1", "gargoyle#1", "zombie#2"]
    assert propose(s, CAT) == ["wraith#1", "zombie#1", "wolf#1"]  # 3+1+1 = 5, the 3 earned first
    s.xp_pile = ["zombie#1"]
    assert propose(s, CAT) is None


def test_declining_the_cancel_keeps_the_encounter_for_the_villain_phase():
    s = new(1, ["kat"], adventure="2")
    s.xp_pile = ["wraith#1", "gargoyle#1"]
    villain_pending(s)
    s, _ = act(s, Pass())
    assert s.xp_pile == ["wraith#1", "gargoyle#1"] and not s.pending


def test_the_level_up_treasure_takes_a_hero_to_level_2():
    """B62 « La carte Trésor qui fait monter de niveau »."""
    from rules.ravenloft.treasure import play_now

    s = new(1, ["kat"], adventure="2")
    play_now(s, CAT, 0, "level_up#1", Dice())
    assert s.heroes[0].level == 2 and s.heroes[0].max_hp == 10


def test_treasure_bonuses_add_up():
    """B58 « Les bonus apportés par plusieurs cartes Trésor sont cumulatifs »."""
    from rules.ravenloft.combat import attack_bonus
    from rules.ravenloft.treasure import play_now

    s = new(1, ["kat"], adventure="2")
    s.heroes[0].items = ["ring#1", "ring#2"]
    play_now(s, CAT, 0, "guided_strikes#1", Dice())
    assert attack_bonus(s, CAT, 0) == 1 + 1 + 2


def test_a_villain_gives_xp_equal_to_its_level():
    """B59 « Une carte Vilain donne des XP égaux à son niveau »."""
    from rules.ravenloft.xp import total

    s = new(1, ["arjhan"], adventure="2")
    s.figures.append(Figure(uid=70, kind="strahd", villain=True, square=(4, 1), damage=11, card="strahd"))
    s, _ = act(s, Attack(power="cleave", target="E2"), 15)
    assert s.xp_pile == ["strahd"] and total(s, CAT) == 6


def test_conditions_stay_on_a_hero_at_zero_hp():
    """B33 / ruling A11."""
    from rules.ravenloft.conditions import add_condition

    s = new(1, ["kat"], adventure="2")
    s.heroes[0].hp = 0
    add_condition(s, 0, "slowed")
    add_condition(s, 0, "slowed")
    assert s.heroes[0].conditions == ["slowed"]  # never two tokens (B31, B32)


def test_the_absent_hero_ends_its_phase_and_declines_offers():
    s = new(2, ["kat", "arjhan"], adventure="2")
    assert GAME.zombie_action(s, 0) == End()
    assert GAME.zombie_action(s, 1) is None
    s.pending.append(Pending(kind="treasure-give", seat=0, hero=0, card="potion#1"))
    assert GAME.zombie_action(s, 0) == Give(to="kat")
    s.pending[0] = Pending(kind="level-up", seat=0, hero=0)
    assert GAME.timeout_action(s, 0) == Pass()


def test_every_move_is_reachable_by_pointing():
    """Legal squares, usable powers, targets in range: each leaf is a legal command."""
    s = new(1, ["immeril"], adventure="2")
    s.figures.append(Figure(uid=70, kind="zombie", square=(6, 2)))
    paths = GAME.choice_paths(s, 0)
    leaves = {(p.leaf.command, tuple(sorted(p.leaf.args.items()))) for p in paths}
    legal = {(a.type, tuple(sorted((k, str(v)) for k, v in a.model_dump().items() if k != "type" and v)))
             for a in GAME.legal_actions(s, 0)}
    assert leaves == legal
    move = next(p for p in paths if p.leaf.command == "move" and p.leaf.args["to"] == "F3")
    assert [st.key for st in move.steps] == ["action", "square"] and move.steps[1].params["steps"] == 2
    att = next(p for p in paths if p.leaf.command == "attack")
    assert [st.key for st in att.steps] == ["action", "power", "target"]
    assert att.steps[2].params == {"monster_name": ["cr-monster-zombie"], "square": "G3"}
    tree = build_tree(paths)
    assert len(tree.options) <= 25
    for _, leaf in tree.leaves():
        GAME.apply(s, 0, GAME.parse_command(leaf.command, leaf.args, s, 0), Dice(10))


def test_prompt_options_are_pointing_paths():
    s = new(1, ["kat"], adventure="2")
    s.pending.append(Pending(kind="level-up", seat=0, hero=0))
    paths = GAME.choice_paths(s, 0)
    assert [p.leaf.command for p in paths][-1] == "pass"


def test_info_commands_show_cards_heroes_and_decks():
    s = new(2, ["kat", "arjhan"], adventure="2")
    info = GAME.info(s, None, "deck", {})
    assert info.events[0].code == "cr-decks" and info.events[0].params["surges"] == 2
    hero = GAME.info(s, None, "hero", {"hero": "kat"}).events[0]
    assert hero.params["hp"] == 8 and hero.params["ac"] == 14
    card = GAME.info(s, None, "card", {"id": "cleave"}).events[0]
    assert card.params["attack"] == 6
    assert GAME.info(s, None, "why", {}).events[0].code == "cr-why-none"
    s.why = [{"code": "cr-why-test", "params": {"monster": "zombie"}}]
    assert GAME.info(s, None, "why", {}).events[0].params == {"monster": "zombie"}
    assert GAME.autocomplete(s, None, "card", "id", "cl")[0] == "cleave"  # then Clear the Air... (names)


def test_info_answers_carry_the_card_picture():
    """``/cr card``, ``/cr hero`` and ``/cr deck`` answer with the table's view holding the card;
    ``/cr why`` and a card the content does not know (this catalog's test treasure) answer with text only."""
    s = new(2, ["kat", "arjhan"], adventure="2")
    card = GAME.info(s, None, "card", {"id": "cleave"}).view
    assert card is not None and card.card is not None and card.card.kind == "power"
    assert card.card.title.en == "Cleave" and ("attack", "+6") in card.card.stats
    hero = GAME.info(s, 1, "hero", {"hero": "kat"}).view
    assert hero is not None and hero.card is not None and ("hp", "8/8") in hero.card.stats
    decks = GAME.info(s, None, "deck", {}).view
    assert decks is not None and decks.card is not None and decks.card.kind == "decks"
    assert ("tiles", str(len(s.tile_stack))) in decks.card.stats
    assert GAME.info(s, None, "why", {}).view is None
    assert GAME.info(s, None, "card", {"id": s.treasures.cards[0].split("#")[0]}).view is None


def test_the_view_hides_the_decks_order_and_closed_doors():
    s = new(1, ["kat"], adventure="9")
    v = GAME.view(s, None)
    assert all(isinstance(n, int) for n in v.decks.values())
    public = v.model_dump_json()
    hidden = set(s.tile_stack[-3:]) | set(s.doors)
    assert hidden and not any(f'"{card}"' in public for card in hidden)


def test_typed_commands_parse_squares_and_refuse_bad_ones():
    import pytest

    from rules.core import InvalidActionError, RuleError

    s = new(1, ["kat"], adventure="2")
    s2 = GAME.apply(s, 0, GAME.parse_command("move", {"to": "c3"}, s, 0), Dice()).state
    assert s2.heroes[0].square == (2, 2)
    with pytest.raises(InvalidActionError):
        GAME.apply(s, 0, Move(to="zz99"), Dice())
    with pytest.raises(RuleError):
        GAME.apply(s, 1, Move(to="C3"), Dice())


def test_heroes_are_named_with_their_players_in_the_log_and_the_prompts():
    """« Kat (Alice) »: the players' names come from the seats at set-up; every hero a log line
    or a prompt names reads with its player, in each language."""
    from rules.core import Rng, SeatInfo
    from rules.core.i18n import t
    from rules.ravenloft.commands import End

    s = GAME.setup(GAME.parse_options({"heroes": ["kat", "arjhan"], "first": 0}),
                   [SeatInfo(index=0, name="Alice"), SeatInfo(index=1, name="Bob")], Rng("cd" * 32))
    assert s.players == ["Alice", "Bob"]
    prompt = GAME.prompts(s)[0]
    assert prompt.params["hero_name"] == [{"fr": "Kat (Alice)", "en": "Kat (Alice)"}]
    assert t("en", "prompt-cr-hero-phase", prompt.params).startswith("Kat (Alice)")
    done = GAME.apply(s, 0, End(), Rng("ab" * 32))
    s2, events = done.state, done.events
    ended = next(e for e in events if e.code == "cr-turn")
    assert ended.params["hero_name"] == [{"fr": "Arjhan (Bob)", "en": "Arjhan (Bob)"}]
    line = t("fr", f"ev-{ended.code}", ended.params)
    assert "Arjhan (Bob)" in line and "cr-hero" not in line
    # a table without names (an old save) names heroes alone
    s2.players = []
    assert GAME.prompts(s2)[0].params["hero_name"] in (["cr-hero-arjhan"], ["cr-hero-kat"])


def test_the_hero_phase_tree_is_built_lazily_and_equals_the_eager_tree(monkeypatch):
    """The board shows the first step only: the squares and targets of an action are built when
    a path opens it; walked all the way, the tree is the one of every path."""
    import random

    from rules.core import Rng
    from rules.core.choices import build_tree
    from rules.ravenloft import pointing

    built: list[int] = []
    real = pointing._paths
    monkeypatch.setattr(pointing, "_paths", lambda *a: built.append(len(a[3])) or real(*a))
    s = new(2, ["kat", "arjhan"], adventure="2")
    seat = GAME.prompts(s)[0].seat
    tree = GAME.choice_tree(s, seat)
    assert [o.value for o in tree.options] == ["move", "end"] and built == []
    moves = [a for a in GAME.legal_actions(s, seat) if a.type == "move"]
    node = tree.walk([0])  # open « move »: only the moves' paths are built
    assert built == [len(moves)] and node.options
    # a few random games: walked whole, the lazy tree is the eager one
    for seed in range(4):
        s = new(2, ["kat", "arjhan"], adventure="2")
        r = random.Random(seed)
        for step in range(25):
            if s.over:
                break
            seat = GAME.prompts(s)[0].seat
            lazy = GAME.choice_tree(s, seat)
            eager = build_tree(GAME.choice_paths(s, seat))
            assert list(lazy.leaves()) == list(eager.leaves())
            assert lazy.model_dump() == eager.model_dump()
            s = GAME.apply(s, seat, r.choice(GAME.legal_actions(s, seat)), Rng("%064x" % (seed * 100 + step))).state
