"""Geno Warcry's variant (seed L431-451), each rule with the seed's numbers."""

import pytest

from rules.core import InvalidActionError, RuleError
from rules.ravenloft.commands import Attack, Cancel, End, Explore, Move, Pass
from rules.ravenloft.dungeon import board
from rules.ravenloft.options import resolve_rules
from rules.ravenloft.state import Figure
from rules.ravenloft.variants.geno import ambush as geno_ambush
from rules.ravenloft.variants.geno import play as geno
from tests.rules.ravenloft.engine_helpers import CAT, GAME, Dice, new


def act(state, action, *faces):
    t = GAME.apply(state, state.heroes[state.turn.hero].seat, action, Dice(*faces))
    return t.state, t.events


def codes(events):
    return [e.code for e in events]


def gw(n=1, heroes=("kat",), order=None):
    s = new(n, list(heroes), adventure="2", variants=["geno"])
    if order is not None:
        s.geno.order = list(order)
        s.geno.rolls = {str(i): [20 - k] for k, i in enumerate(order)}
        s.turn.hero = order[0]
    s.encounters.cards = ["frenzy#1", "frenzy#2"]
    return s


def test_the_preset_fills_exploration_encounters_and_turns():
    rules = resolve_rules(["geno"])
    assert {k: v for k, v in rules.items() if v != "base"} == {
        "exploration_timing": "geno", "encounter_trigger": "geno", "turn_structure": "geno"}


@pytest.mark.parametrize("other", ["barkam", "barkam23", "barkam-core"])
def test_geno_and_barkam_are_refused_on_the_exploration_slot(other):
    with pytest.raises(InvalidActionError) as err:
        resolve_rules(["geno", other])
    assert err.value.code == "cr-variant-conflict" and err.value.params["slot"] == "exploration_timing"
    with pytest.raises(InvalidActionError):
        GAME.parse_options({"variants": [other, "geno"]})


# --------------------------------------------------------------------------- initiative

def test_initiative_highest_first_ties_reroll():
    """L433: heroes roll 12, 17, 12; the two 12s reroll 5 and 9: order 1, 2, 0."""
    rolls: dict[str, list[int]] = {}
    assert geno.roll_order(["0", "1", "2"], Dice(12, 17, 12, 5, 9), rolls) == ["1", "2", "0"]
    assert rolls == {"0": [12, 5], "1": [17], "2": [12, 9]}


def test_a_tie_rerolls_again_until_broken():
    rolls: dict[str, list[int]] = {}
    assert geno.roll_order(["0", "1"], Dice(8, 8, 3, 3, 2, 19), rolls) == ["1", "0"]
    assert rolls == {"0": [8, 3, 2], "1": [8, 3, 19]}


def test_a_newcomer_tied_with_a_placed_villain_rerolls_alone():
    rolls = {"7": [14]}
    assert geno.roll_order(["9"], Dice(14, 15), rolls, {"7": 14}) == ["9", "7"]
    assert rolls["9"] == [14, 15] and rolls["7"] == [14]


def test_set_up_rolls_the_heroes_initiative_fixed_for_the_game():
    s = new(3, ["kat", "arjhan", "immeril"], adventure="2")
    s.geno = None
    geno.setup(s, CAT, Dice(3, 18, 11))
    assert s.geno.order == [1, 2, 0] and s.turn.hero == 1
    assert s.geno.rolls == {"0": [3], "1": [18], "2": [11]}


def test_the_initiative_is_shown_on_the_picture():
    s = gw(3, ["kat", "arjhan", "immeril"], order=[2, 0, 1])
    view = GAME.view(s, 0)
    assert view.notes and view.notes[0].en.startswith("Initiative (round 1):")
    assert view.notes[0].en.index("Immeril") < view.notes[0].en.index("Kat") < view.notes[0].en.index("Arjhan")


# --------------------------------------------------------------------------- the round

def test_every_hero_phase_then_one_villain_phase_a_round():
    """L443 « Agir ainsi jusqu'à ce que tous les héros aient effectué leur tour », then L445:
    the villain phase, each hero's part in initiative order, then the next round."""
    s = gw(3, ["kat", "arjhan", "immeril"], order=[2, 0, 1])
    assert s.turn.hero == 2
    s, ev = act(s, End())
    assert "cr-villain-phase" not in codes(ev) and s.turn.hero == 0 and s.turn.phase == "hero"
    s, ev = act(s, End())
    assert "cr-villain-phase" not in codes(ev) and s.turn.hero == 1
    s, ev = act(s, End())
    parts = [e.params["hero"] for e in ev if e.code == "cr-villain-phase"]
    assert parts == ["immeril", "kat", "arjhan"]
    assert s.geno.round == 2 and s.turn.hero == 2 and s.turn.phase == "hero" and s.geno.done == []


def test_an_encounter_only_for_a_hero_who_placed_no_tile():
    """L445 and ruling A42: a black tile's encounter was the ambush's; a white tile none."""
    s = gw(3, ["kat", "arjhan", "immeril"], order=[0, 1, 2])
    s.geno.placed = {"0": "white", "1": "black"}
    for hero, due in ((0, False), (1, False), (2, True)):
        s.turn.hero = hero
        assert geno.encounter_due(s) is due


def test_villains_act_once_a_round_in_their_initiative_order():
    s = gw(2, ["kat", "arjhan"], order=[1, 0])
    s.figures = [Figure(uid=50, kind="strahd", villain=True, square=(1, 1)),
                 Figure(uid=51, kind="strahd", villain=True, square=(2, 2))]
    s.geno.villains = ["51", "50"]
    s.geno.villain_turn = 1
    assert geno.villains_now(s) == ["51", "50"]
    s.geno.villain_turn = 0
    assert geno.villains_now(s) == []


def test_a_monster_that_acted_this_round_does_not_act_again():
    """L447 « TOUS les Monstres qui NE SE SONT PAS DÉPLACÉS ET ATTAQUÉS jusqu'à présent »."""
    s = gw()
    s.geno.acted = [12]
    assert geno.fresh_figures(s, ["11", "12", "13"]) == ["11", "13"]


# --------------------------------------------------------------------------- exploring

def test_a_white_tile_gets_its_monster_and_the_hero_goes_on():
    """L439: the monster on the bone pile; the hero goes on per the action pair chosen."""
    s = gw()
    s.heroes[0].square = (4, 1)
    s.tile_stack.append("hall")  # white
    s.monsters.cards.append("wolf#1")
    s, _ = act(s, Move(to="H2"))
    s, ev = act(s, Explore(side="e"))
    assert codes(ev)[:2] == ["cr-tile-placed", "cr-monster-appears"]
    assert s.turn.phase == "hero" and s.turn.actions == ["move"] and s.geno.placed == {"0": "white"}
    assert any(isinstance(a, Move) for a in GAME.legal_actions(s, 0))  # move + move still open
    assert "cr-encounter-drawn" not in codes(ev)


def test_a_black_tile_stops_the_hero_on_its_first_square_and_the_ambush_follows():
    """L441: the move ends on the new tile's first square; monster, encounter, the monster
    attacks first, then the hero answers."""
    s = gw(1, ["arjhan"])
    s.heroes[0].square = (7, 1)
    s.tile_stack.append("room")  # black
    s.monsters.cards.append("wolf#1")
    s, ev = act(s, Explore(side="e"), 1, 1, 1)
    assert "cr-geno-ambush" in codes(ev) and "cr-encounter-drawn" in codes(ev)
    assert s.heroes[0].square == (8, 1)  # across the east edge
    assert s.geno.placed == {"0": "black"} and s.geno.halted_turn == s.turn.number
    wolf = next(f for f in s.figures if f.kind == "wolf")
    assert wolf.uid in s.geno.acted  # it acted: the villain phase will not activate it again
    assert s.pending[0].kind == "geno-answer"
    b = board(s, CAT)
    opts = GAME.prompts(s)[0].options
    assert opts[-1].command == "pass" and all(o.args.get("target") == b.name(wolf.square) for o in opts[:-1])
    with pytest.raises(RuleError):
        act(s, Move(to=b.name((9, 1))))  # answer first
    s, ev = act(s, Attack(power=opts[0].args["power"], target=opts[0].args["target"]), 20, 20)
    assert "cr-geno-goes-on" in codes(ev) and s.geno.halted_turn == 0 and not any(f.kind == "wolf" for f in s.figures)


def test_a_surviving_ambusher_keeps_the_hero_in_place():
    s = gw(1, ["arjhan"])
    s.heroes[0].square = (7, 1)
    s.tile_stack.append("room")
    s.monsters.cards.append("gargoyle#1")
    s, ev = act(s, Explore(side="e"), 1, 1, 1)
    assert s.pending[0].kind == "geno-answer"
    s, ev = act(s, Pass())
    assert "cr-geno-stays" in codes(ev)
    assert not any(isinstance(a, (Move, Explore)) for a in GAME.legal_actions(s, 0))
    with pytest.raises(RuleError) as err:
        act(s, Move(to="A1"))
    assert err.value.code == "cr-geno-halted"


def test_the_ambush_encounter_may_be_cancelled_for_5_xp():
    s = gw(1, ["arjhan"])
    s.heroes[0].square = (7, 1)
    s.tile_stack.append("room")
    s.monsters.cards.append("gargoyle#1")
    s.xp_pile = ["gargoyle#2", "wraith#1"]
    s, ev = act(s, Explore(side="e"))
    assert s.pending[0].kind == "geno-encounter"
    s, ev = act(s, Cancel(), 1)
    assert "cr-encounter-cancelled" in codes(ev) and s.xp_pile == [] and s.pending[0].kind == "geno-answer"


def test_a_trap_is_rolled_at_once_and_a_failure_hurts_heroes_and_monsters():
    """L441 « S'il s'agit d'un Piège , lancez le dé immédiatement … infligez les dégâts tant aux
    héros qu'aux monstres » (A43)."""
    from rules.core import Rng
    from rules.ravenloft import GAME as REAL
    from tests.rules.ravenloft.engine_helpers import seats

    s = REAL.setup(REAL.parse_options({"adventure": "2", "variants": ["geno"], "heroes": ["arjhan"]}), seats(1),
                   Rng("cd" * 32))
    s.heroes[0].items = []
    h = s.heroes[0]
    b = board(s, REAL.cat)
    from rules.ravenloft.board import SIDE_NAMES, edge_squares

    blk, side = b.unexplored_edges()[0]
    h.square = next(sq for sq in edge_squares(blk, side) if b.walkable(sq) and s.figure_at(sq) is None)
    black = next(t for t, d in REAL.cat.tiles.items() if d.black and t in REAL.cat.stack_tiles)
    s.tile_stack.append(black)
    s.monsters.cards.append("zombie#1")
    s.encounters.cards.append("dart_trap#1")
    s.xp_pile = []
    hp = h.hp
    t = REAL.apply(s, 0, Explore(side=SIDE_NAMES[side]), Dice(1, 20, 20, 1))  # disarm 1 fails; darts hit
    ev = t.events
    assert "cr-disarm" in codes(ev) and "cr-geno-trap-monsters" in codes(ev)
    trap = next(e for e in ev if e.code == "cr-geno-trap-monsters")
    assert trap.params["damage"] == 1 and trap.params["count"] == 1  # the zombie (1 HP) falls
    assert t.state.heroes[0].hp < hp
    _ = geno_ambush


def test_villains_roll_their_initiative_once_two_are_in_play():
    """L433 « Faites la même chose pour les Vilains (s'il y en a plus d'un en jeu) »."""
    s = gw()
    s.figures = [Figure(uid=50, kind="strahd", villain=True, square=(1, 1))]
    s, ev = act(s, End())
    assert "cr-geno-villain-initiative" not in codes(ev) and s.geno.villains == []
    s.figures.append(Figure(uid=51, kind="strahd", villain=True, square=(2, 2)))
    s, ev = act(s, End(), 5, 12)
    rolled = next(e for e in ev if e.code == "cr-geno-villain-initiative")
    assert s.geno.villains == ["51", "50"] and rolled.params["rolls"] == [12, 5]
    assert s.geno.villain_rolls == {"50": [5], "51": [12]}


def test_crucial_aid_may_turn_the_ambush_answer_into_a_hit():
    """The answer is a hero's attack like any other: Allisa's Crucial Aid (+4) is asked when
    it would turn a miss into a hit, and the attack is replayed with the same dice."""
    from rules.core import Rng
    from rules.ravenloft import GAME as REAL
    from rules.ravenloft.commands import Use
    from rules.ravenloft.state import Pending, PowerCard
    from tests.rules.ravenloft.engine_helpers import seats

    s = REAL.setup(REAL.parse_options({"adventure": "2", "variants": ["geno"], "heroes": ["arjhan", "allisa"]}),
                   seats(2), Rng("cd" * 32))
    s.geno.order, s.turn.hero = [0, 1], 0
    arjhan, allisa = s.heroes
    if not any(p.id == "crucial_aid" for p in allisa.powers):
        allisa.powers.append(PowerCard(id="crucial_aid"))
    if not any(p.id == "cleave" for p in arjhan.powers):
        arjhan.powers.append(PowerCard(id="cleave"))
    b = board(s, REAL.cat)
    here = arjhan.square
    spot = next(n for n in b.neighbours8(here) if s.figure_at(n) is None and s.hero_at(n) is None)
    s.figures = [Figure(uid=99, kind="zombie", square=spot)]
    s.geno.ambusher, s.geno.halted_turn = 99, s.turn.number
    s.pending = [Pending(kind="geno-answer", seat=arjhan.seat, hero=0, params={"monster": "zombie"})]
    target = b.name(spot)
    t = REAL.apply(s, arjhan.seat, Attack(power="cleave", target=target), Dice(2))  # 2 + 6 = 8 < 11
    assert t.state.pending[0].kind == "aid" and "cr-aid-asked" in codes(t.events)
    t = REAL.apply(t.state, allisa.seat, Use(power="crucial_aid"), Dice(2))  # 8 + 4 = 12 >= 11
    assert "cr-geno-goes-on" in codes(t.events) and not any(f.uid == 99 for f in t.state.figures)
    assert t.state.geno.halted_turn == 0 and t.state.pending == []


# --------------------------------------------------------------------------- what play found (issue 23)
def test_a_hero_who_defeats_the_ambusher_may_go_on_moving():
    """« Si le héros bat le monstre il poursuit sa route » (L441): the black tile's step was his
    move and the answer his attack; defeating the monster gives him a move again."""
    s = gw(1, ["arjhan"])
    s.heroes[0].square = (7, 1)
    s.tile_stack.append("room")
    s.monsters.cards.append("wolf#1")
    s, ev = act(s, Explore(side="e"), 1, 1, 1)
    opts = GAME.prompts(s)[0].options
    s, ev = act(s, Attack(power=opts[0].args["power"], target=opts[0].args["target"]), 20, 20)
    assert "cr-geno-goes-on" in codes(ev)
    assert any(isinstance(a, Move) for a in GAME.legal_actions(s, 0))
    b = board(s, CAT)
    s, ev = act(s, Move(to=b.name((9, 1))))
    assert s.heroes[0].square == (9, 1)


def test_the_fire_trap_burns_the_monsters_of_its_tile_too():
    """« si échec infligez les dégâts tant aux héros qu'aux monstres » (L441): the Fire Trap
    deals its 2 damage by its tactics, not by an attack, and monsters took none."""
    from rules.ravenloft.tactics.state_world import encounter_effects

    assert geno_ambush.trap_damage(encounter_effects("fire_trap")) == 2
    assert geno_ambush.trap_damage(encounter_effects("dart_trap")) == 1


def test_the_first_square_of_a_black_tile_is_reached_by_walking_never_behind_a_wall():
    """« votre déplacement prend fin après avoir atteint la première case de la section » (L441):
    across the edge from (7, 0) is a wall, and so is (8, 1); the first square is (8, 2), two steps
    away, not (9, 1), nearer as the crow flies but behind the wall."""
    import dataclasses

    from rules.core import Rng
    from rules.ravenloft.board import E, TileShape, W
    from rules.ravenloft.game import Ravenloft
    from rules.ravenloft.state import TilePlaced
    from tests.rules.ravenloft.engine_helpers import seats

    walled = TileShape(id="walled", rows=("####", "#...", "....", "..B."), black=True,
                       exits=frozenset({(0, 0, W)}))
    cat = dataclasses.replace(CAT, tiles={**CAT.tiles, "walled": walled})
    game = Ravenloft(cat)
    s = game.setup(game.parse_options({"heroes": ["arjhan"], "first": 0, "adventure": "2", "variants": ["geno"]}),
                   seats(1), Rng("cd" * 32))
    s.heroes[0].square = (7, 0)
    s.tiles.append(TilePlaced(uid=s.uid(), tile="walled", bx=2, by=0, rot=0))
    assert geno_ambush.first_square(s, cat, (7, 0), E, (2, 0)) == (8, 2)


def test_the_last_part_of_the_villain_phase_activates_every_monster_in_the_order_drawn():
    """L447 « TOUS les Monstres … le font maintenant dans l'ordre où ils ont été pioché »: Kat
    (first in the initiative) holds the Wolf drawn second, Arjhan the Zombie drawn first; no
    monster acts in Kat's part, then in Arjhan's (the last) the Zombie before the Wolf."""
    from rules.ravenloft.tactics.table import StateTable

    s = gw(2, ["kat", "arjhan"], order=[0, 1])
    s.figures = [Figure(uid=40, kind="zombie", square=(1, 3), card="zombie#1"),
                 Figure(uid=41, kind="wolf", square=(6, 3), card="wolf#1")]
    s.heroes[0].cards, s.heroes[1].cards = ["wolf#1"], ["zombie#1"]
    t = StateTable(s, CAT)
    s.geno.villain_turn = 0
    assert t.villain_cards("0") == []
    s.geno.villain_turn = 1
    assert [(c.card, c.owner) for c in t.villain_cards("1")] == [("zombie", "1"), ("wolf", "0")]
    assert s.geno.monster_order == ["zombie", "wolf"]

