"""The Barkam system (seed L222-429), each rule with the seed's numbers."""

import pytest

from rules.core import InvalidActionError, RuleError
from rules.ravenloft.commands import Attack, Cancel, End, Explore, LevelUp, Move
from rules.ravenloft.dungeon import board
from rules.ravenloft.options import resolve_rules
from rules.ravenloft.state import Figure
from rules.ravenloft.variants.barkam import encounters as barkam_encounters
from rules.ravenloft.variants.barkam import play as barkam
from rules.ravenloft.variants.barkam import view as barkam_view
from tests.rules.ravenloft.engine_helpers import CAT, GAME, Dice, new


def act(state, action, *faces):
    t = GAME.apply(state, state.heroes[state.turn.hero].seat, action, Dice(*faces))
    return t.state, t.events


def codes(events):
    return [e.code for e in events]


def bk(n=1, heroes=("kat",), **options):
    s = new(n, list(heroes), adventure="2", variants=["barkam"], **options)
    s.encounters.cards = ["frenzy#1", "frenzy#2"]
    return s


# --------------------------------------------------------------------------- presets

def test_the_presets_fill_the_barkam_slots():
    rules = resolve_rules(["barkam"])
    assert {k: v for k, v in rules.items() if v != "base"} == {
        "exploration_timing": "barkam", "monsters_per_tile": "barkam", "encounter_trigger": "barkam",
        "surges": "barkam", "levels": "barkam"}
    assert resolve_rules(["barkam23"])["levels"] == "barkam23"
    assert resolve_rules(["barkam-core"])["levels"] == "base"


def test_barkam_and_its_23_level_table_preset_conflict_on_levels():
    with pytest.raises(InvalidActionError) as err:
        resolve_rules(["barkam", "barkam23"])
    assert err.value.code == "cr-variant-conflict" and err.value.params["slot"] == "levels"


# --------------------------------------------------------------------------- set-up

@pytest.mark.parametrize(("heroes", "surges"), [(1, 2), (2, 2), (3, 2), (4, 1), (5, 1)])
def test_surges_by_number_of_players(heroes, surges):
    """« a) 1 pour 4 à 5 joueurs b) 2 pour 1 à 3 joueurs » (L253-254)."""
    assert barkam.surges_for(heroes) == surges
    s = new(heroes, ["kat", "arjhan", "immeril", "allisa", "thorgrim"][:heroes], adventure="2",
            variants=["barkam"], keep_items=True)
    assert s.surges == surges


def test_no_starting_treasure_and_the_deck_keeps_every_card():
    """« Ne piochez pas de carte Trésor » (L256)."""
    s = new(3, ["kat", "arjhan", "immeril"], adventure="2", variants=["barkam"], keep_items=True)
    assert all(h.items == [] for h in s.heroes)
    base = new(3, ["kat", "arjhan", "immeril"], adventure="2", keep_items=True)
    everything = lambda st: sorted(st.treasures.cards + st.treasures.discard + [c for h in st.heroes for c in h.items])
    assert sorted(s.treasures.cards) == everything(base) and s.treasures.discard == []


def test_the_19_encounter_cards_are_removed_from_the_real_deck():
    """L228-245: 16 names, three of them twice: 19 cards."""
    from rules.core import Rng
    from rules.ravenloft import GAME as REAL
    from tests.rules.ravenloft.engine_helpers import seats

    plain = REAL.setup(REAL.parse_options({"adventure": "2"}), seats(2), Rng("cd" * 32))
    s = REAL.setup(REAL.parse_options({"adventure": "2", "variants": ["barkam"]}), seats(2), Rng("cd" * 32))
    deck = lambda st: st.encounters.cards + st.encounters.discard
    gone = [c for c in deck(plain) if c.split("#")[0] in barkam.REMOVED]
    assert len(gone) == 19 and len(deck(s)) == len(deck(plain)) - 19
    assert not any(c.split("#")[0] in barkam.REMOVED for c in deck(s))


def test_an_encounter_the_adventure_names_stays():
    """« sauf si elles interviennent dans un scénario » (L228)."""
    from dataclasses import replace

    from rules.ravenloft.catalog import Objective

    adv = replace(CAT.adventures["2"], victory=(Objective("defeat", "howling_ghost"),))
    cat = replace(CAT, adventures={**CAT.adventures, "2": adv})
    assert "howling_ghost" not in barkam.removed_for(cat, "2")
    assert "howling_ghost" in barkam.removed_for(CAT, "2")


# --------------------------------------------------------------------------- exploring

def test_exploring_costs_2_speed_inside_the_hero_phase_and_the_move_goes_on():
    """L303 « Le héros dépense 2 Vitesses », L319 « Explorer ne met pas fin à la phase de héros
    ni à son déplacement »: Kat (speed 6) walks 3 squares, explores (2), 1 square is left."""
    s = bk()
    s.heroes[0].square = (4, 1)
    s.tile_stack.append("hall")  # white
    s.monsters.cards += ["gargoyle#1", "wolf#1"]
    s, ev = act(s, Move(to="H2"))
    assert s.barkam.move_left == 3 and s.turn.actions == ["move"]
    s, ev = act(s, Explore(side="e"))
    assert codes(ev)[:2] == ["cr-tile-placed", "cr-monster-appears"]
    assert [f.kind for f in s.figures] == ["wolf"]  # white: 1 monster (L307)
    assert "cr-encounter-drawn" in codes(ev)  # L310: then an encounter
    assert s.turn.phase == "hero" and s.barkam.move_left == 1 and s.turn.actions == ["move"]
    # the prompt says what is left of the move, beside the actions
    assert "cr-xv-points-1" in next(p for p in GAME.prompts(s) if p.kind == "cr-hero-phase").params["left"]
    moves = [a.to for a in GAME.legal_actions(s, 0) if isinstance(a, Move)]
    assert "G2" in moves
    s, _ = act(s, Move(to="G2"))  # the last square of the same move
    assert s.turn.actions == ["move"] and s.barkam.move_left == 0


def test_a_black_tile_brings_two_monsters_and_a_duplicate_is_redrawn():
    """L308 « triangle NOIR , piocher 2 Monstres », L309 a duplicate redrawn."""
    s = bk()
    s.heroes[0].square = (7, 1)
    s.tile_stack.append("room")  # black
    s.monsters.cards += ["gargoyle#1", "wolf#2", "wolf#1"]
    s, ev = act(s, Explore(side="e"))
    assert sorted(f.kind for f in s.figures) == ["gargoyle", "wolf"]
    assert "wolf#2" in s.monsters.discard
    assert s.turn.actions == ["move"] and s.barkam.move_left == 4  # a new move action: 6 - 2


def test_one_exploration_a_turn():
    """« On ne peut explorer qu'1 fois par tour » (L317)."""
    s = bk()
    s.heroes[0].square = (7, 1)
    s.tile_stack += ["hall", "hall"]
    s.monsters.cards += ["wolf#1"]
    s, _ = act(s, Explore(side="e"))
    assert not any(isinstance(a, Explore) for a in GAME.legal_actions(s, 0))
    with pytest.raises(RuleError) as err:
        act(s, Explore(side="e"))
    assert err.value.code == "cr-barkam-cannot-explore"


def test_no_exploration_phase_after_the_hero_phase():
    s = bk()
    s.heroes[0].square = (7, 1)
    stack = len(s.tile_stack)
    s, ev = act(s, End())
    assert len(s.tile_stack) == stack and "cr-tile-placed" not in codes(ev)


def test_the_encounter_drawn_while_exploring_may_be_discarded_for_5_xp():
    """L311 « on peut dépenser 5 XP pour défausser la carte Rencontre »."""
    s = bk()
    s.heroes[0].square = (7, 1)
    s.tile_stack.append("hall")
    s.monsters.cards += ["wolf#1"]
    s.xp_pile = ["gargoyle#3", "gargoyle#2"]
    s, ev = act(s, Explore(side="e"))
    assert s.pending[0].kind == "barkam-encounter" and s.pending[0].card == "frenzy#2"
    assert [o.command for o in GAME.prompts(s)[0].options] == ["cancel", "pass"]
    s, ev = act(s, Cancel())
    assert "cr-encounter-cancelled" in codes(ev) and s.xp_pile == [] and "frenzy#2" in s.encounters.discard
    assert s.turn.phase == "hero" and not s.pending


# --------------------------------------------------------------------------- moving

def test_a_drawing_square_costs_1_more_speed_and_cannot_end_a_move():
    """L321-323: the stairs' X square (a drawing) costs 2 and no move ends on it."""
    from rules.ravenloft.state import TilePlaced

    s = bk()
    s.tiles.append(TilePlaced(uid=s.uid(), tile="stairs", bx=1, by=1, rot=0))  # south of the east half
    s.heroes[0].square = (6, 4)
    assert barkam.drawing(s, CAT, (6, 5)) and not barkam.drawing(s, CAT, (5, 5))
    targets = barkam.reach(s, CAT, 0, 6)
    assert (6, 5) not in targets  # the X square: no move ends there
    assert targets[(6, 6)][0] == 2  # around it
    s.figures = [Figure(uid=90 + i, kind="zombie", square=sq) for i, sq in enumerate([(4, 5), (5, 5), (7, 5)])]
    targets = barkam.reach(s, CAT, 0, 6)
    assert targets[(6, 6)] == (3, [(6, 4), (6, 5), (6, 6)])  # through it: 2 + 1
    assert (6, 6) not in barkam.reach(s, CAT, 0, 2)


def test_only_orthogonal_monsters_are_in_reach_of_a_melee_power():
    """« orthogonalement adjacent aux Monstres (c'est à dire juste à droite , à gauche , au
    dessus , en dessous) » (L325)."""
    s = bk(1, ["arjhan"])
    s.heroes[0].square = (3, 1)
    s.figures = [Figure(uid=90, kind="zombie", square=(4, 2)), Figure(uid=91, kind="wolf", square=(3, 2))]
    b = board(s, CAT)
    targets = {a.target for a in GAME.legal_actions(s, 0) if isinstance(a, Attack) and a.power == "cleave"}
    assert targets == {b.name((3, 2))}
    with pytest.raises(RuleError) as err:
        act(s, Attack(power="cleave", target=b.name((4, 2))))
    assert err.value.code == "cr-barkam-orthogonal"


# --------------------------------------------------------------------------- generators

def test_field_of_view_is_straight_lines_of_joined_tiles():
    """Ruling A36: the hero's tile and every tile in a straight line through open exits."""
    s = bk()
    b = board(s, CAT)
    s.heroes[0].square = (1, 1)  # the start tile's west half (block 0,0)
    assert barkam_view.in_view(s, b) == {(0, 0), (1, 0)}
    from rules.ravenloft.state import TilePlaced

    s.tiles.append(TilePlaced(uid=s.uid(), tile="hall", bx=1, by=1, rot=0))  # south of the east half
    b = board(s, CAT)
    assert (1, 1) not in barkam_view.in_view(s, b)  # a turn away: not seen
    s.heroes[0].square = (5, 1)
    assert (1, 1) in barkam_view.in_view(s, b)


def test_a_hero_who_does_not_explore_places_a_generator_and_its_monsters():
    """L276: one token, then as many monsters as the tile's tokens; L282 spread out."""
    s = bk(1, ["kat"])
    s.heroes[0].square = (3, 1)
    s.monsters.cards += ["gargoyle#1", "wraith#1", "wolf#1", "zombie#1"]
    s, ev = act(s, End())
    assert "cr-barkam-generator" in codes(ev)
    assert s.barkam.generators == {"0,0": 1}
    assert [f.kind for f in s.figures] == ["zombie"]
    # next turn: the other open tile (east half) first, then the west half again with 2
    s.heroes[0].square = (3, 1)
    s, ev = act(s, End())
    assert s.barkam.generators == {"0,0": 1, "1,0": 1}
    s, ev = act(s, End())
    assert s.barkam.generators["0,0"] == 2
    assert len(s.figures) == 1 + 1 + 2


def test_generator_tokens_follow_a_tile_that_closes():
    """L286: a tile without an unexplored edge gives its tokens to one that qualifies."""
    s = bk()
    s.barkam.generators = {"0,0": 2}
    s.heroes[0].square = (5, 1)
    from rules.ravenloft.state import TilePlaced

    b0 = board(s, CAT)
    # close both exits of the west half: tiles north and west of block (0, 0)
    s.tiles.append(TilePlaced(uid=s.uid(), tile="room", bx=0, by=-1, rot=2))
    s.tiles.append(TilePlaced(uid=s.uid(), tile="room", bx=-1, by=0, rot=1))
    b = board(s, CAT)
    assert (0, 0) not in barkam_view.open_tiles(b) and (0, 0) in barkam_view.open_tiles(b0)
    moves = barkam_view.relocate(s, b, s.barkam.generators, (1, 0))
    assert sum(s.barkam.generators.values()) == 2 and "0,0" not in s.barkam.generators
    assert moves and moves[0][0] == "0,0"


def test_a_generator_monster_may_be_discarded_for_5_xp():
    """L278 « Toute carte Monstre ainsi piochée peut être défaussée en dépensant 5 XP »."""
    s = bk()
    s.heroes[0].square = (3, 1)
    s.monsters.cards += ["zombie#1"]
    s.xp_pile = ["gargoyle#1", "wraith#1"]
    s, ev = act(s, End())
    assert s.pending[0].kind == "barkam-discard" and s.pending[0].card == "zombie#1"
    s, ev = act(s, Cancel())
    assert "cr-barkam-monster-discarded" in codes(ev) and s.figures == [] and s.xp_pile == []
    assert s.turn.number == 2


# --------------------------------------------------------------------------- XP and levels

def test_one_monster_card_a_turn_to_the_xp_pile_the_others_under_the_deck():
    """L361: the best card goes to the pile, the other under the monster pile."""
    s = bk(1, ["immeril"])
    s.heroes[0].square = (3, 1)
    s.heroes[0].cards = ["zombie#1", "gargoyle#1"]
    zombie = Figure(uid=90, kind="zombie", square=(5, 1), card="zombie#1")
    garg = Figure(uid=91, kind="gargoyle", square=(6, 1), card="gargoyle#1")
    events, left = barkam_encounters.one_xp_card(s, CAT, 0, [zombie, garg])
    assert s.xp_pile == ["gargoyle#1"] and s.monsters.cards[0] == "zombie#1" and left == []
    s.heroes[0].cards = ["wolf#1"]
    barkam_encounters.one_xp_card(s, CAT, 0, [Figure(uid=92, kind="wolf", square=(5, 1), card="wolf#1")])
    assert s.xp_pile == ["gargoyle#1"] and s.monsters.cards[0] == "wolf#1"


def test_a_level_bought_for_10_xp_in_the_hero_phase():
    """« 1 héros peut dépenser 10 XP pour monter de niveau durant sa phase de héros » (L369)."""
    s = bk(1, ["immeril"])
    s.xp_pile = ["gargoyle#1", "wraith#1", "zombie#1", "wolf#1"]  # 3 + 3 + 1 + 1 = 8
    assert not any(isinstance(a, LevelUp) for a in GAME.legal_actions(s, 0))
    s.xp_pile += ["zombie#2", "wolf#2"]  # 10
    assert any(isinstance(a, LevelUp) for a in GAME.legal_actions(s, 0))
    hp, ac = s.heroes[0].max_hp, s.heroes[0].ac
    s, ev = act(s, LevelUp())
    assert s.heroes[0].level == 2 and s.xp_pile == [] and (s.heroes[0].max_hp, s.heroes[0].ac) == (hp + 2, ac + 1)


def test_a_natural_20_offers_level_2_for_5_xp():
    """L351 « Sur 1 jet de 20 … dépenser 5 XP pour … 1 niveau supérieur »."""
    s = bk(1, ["arjhan"])
    s.heroes[0].square = (3, 1)
    s.xp_pile = ["gargoyle#1", "wraith#1"]
    s.figures = [Figure(uid=90, kind="wraith", square=(3, 2))]
    s, ev = act(s, Attack(power="cleave", target=board(s, CAT).name((3, 2))), 20)
    assert s.pending and s.pending[0].kind == "level-up"


def test_a_monster_that_cannot_be_placed_costs_an_encounter():
    """« Si à 1 quelconque moment du jeu on ne peut poser 1 Monstre en jeu , piocher 1 carte
    Rencontre pour chaque Monstre non posé » (L367): a black tile with an empty monster deck,
    its 2 monsters missing: 1 + 2 encounters."""
    s = bk()
    s.heroes[0].square = (7, 1)
    s.tile_stack.append("room")
    s.monsters.cards, s.monsters.discard = [], []
    s.encounters.cards = ["frenzy#1", "frenzy#2", "dart_trap#1", "frenzy#3"]
    s, ev = act(s, Explore(side="e"), 1, 1, 1, 1)
    assert codes(ev).count("cr-encounter-drawn") == 3 and s.encounters.cards == ["frenzy#1"]


def test_a_villain_placed_while_exploring_ends_the_hero_phase():
    """« Quand on explore et qu'1 Vilain est pioché sur cette section de donjon , la phase de
    héros du héros qui explore cesse immédiatement » (L315): adventure 10's Zombie Dragon comes
    with the first black tile."""
    from rules.core import Rng
    from rules.ravenloft import GAME as REAL
    from rules.ravenloft.board import SIDE_NAMES, edge_squares
    from tests.rules.ravenloft.engine_helpers import seats

    s = REAL.setup(REAL.parse_options({"adventure": "10", "variants": ["barkam"], "heroes": ["arjhan"]}), seats(1),
                   Rng("cd" * 32))
    b = board(s, REAL.cat)
    blk, side = b.unexplored_edges()[0]
    s.heroes[0].square = next(sq for sq in edge_squares(blk, side) if b.walkable(sq) and s.figure_at(sq) is None)
    s.tile_stack.append(next(t for t, d in REAL.cat.tiles.items() if d.black and t in REAL.cat.stack_tiles))
    s.xp_pile = []
    number = s.turn.number
    t = REAL.apply(s, 0, Explore(side=SIDE_NAMES[side]), Dice(*[10] * 30))
    assert any(f.villain for f in t.state.figures)
    assert "cr-barkam-villain-ends-phase" in codes(t.events)
    assert t.state.turn.number > number or t.state.over is not None


def test_the_rest_of_a_move_survives_free_actions_but_not_an_attack():
    """L319: « Tout point de déplacement … non encore utilisé peut encore l'être »; an attack
    ends the move (the base pairs: move then attack then nothing but a move action)."""
    from rules.ravenloft.commands import Use

    s = bk(1, ["thorgrim"])
    s.heroes[0].square = (3, 1)
    s, _ = act(s, Move(to="C2"))  # 1 square of 5
    assert s.barkam.move_left == 4
    s.heroes[0].hp -= 2
    s, _ = act(s, Use(power="healing_word", target="thorgrim"))
    assert s.barkam.move_left == 4
    s.figures = [Figure(uid=90, kind="zombie", square=(2, 2))]
    s, _ = act(s, Attack(power="lance_of_faith", target=board(s, CAT).name((2, 2))), 2)
    assert s.barkam.move_left == 0


def test_exploring_and_buying_a_level_are_reached_by_pointing():
    """Every Barkam choice is a path of buttons: explore then the side, level up then the daily."""
    s = bk(1, ["arjhan"])
    s.heroes[0].square = (7, 1)
    s.xp_pile = ["gargoyle#1", "wraith#1", "zombie#1", "wolf#1", "zombie#2", "wolf#2"]
    paths = {(p.leaf.command, tuple(sorted(p.leaf.args.items()))): p for p in GAME.choice_paths(s, 0)}
    explore = paths[("explore", (("side", "e"),))]
    assert [st.label for st in explore.steps] == ["btn-cr-explore", "opt-cr-explore"]
    level = paths[("levelup", (("daily", "precise_strike"),))]
    assert [st.label for st in level.steps] == ["btn-cr-levelup", "choice-cr-power"]
    assert level.steps[1].params["power_name"] == ["cr-power-precise-strike"]


def test_a_discarded_generator_monster_counts_as_a_cancelled_encounter_for_the_adventure():
    """L280: « dans le scénario de Klak , pour toute Rencontre annulée le joueur subit 1 Dégat .
    Donc chaque monstre annulé causera aussi 1 Dégat au héros actif »."""
    from dataclasses import replace

    from rules.core import Rng
    from rules.ravenloft.game import Ravenloft
    from tests.rules.ravenloft.engine_helpers import seats

    cat = replace(CAT, adventures={**CAT.adventures, "2": replace(CAT.adventures["2"], cancel_damage=1)})
    game = Ravenloft(cat)
    s = game.setup(game.parse_options({"heroes": ["kat"], "adventure": "2", "variants": ["barkam"], "first": 0}),
                   seats(1), Rng("cd" * 32))
    s.encounters.cards = ["frenzy#1"]
    s.heroes[0].square = (3, 1)
    s.monsters.cards += ["zombie#1"]
    s.xp_pile = ["gargoyle#1", "wraith#1"]
    hp = s.heroes[0].hp
    s = game.apply(s, 0, End(), Dice()).state
    assert s.pending[0].kind == "barkam-discard"
    s = game.apply(s, 0, Cancel(), Dice()).state
    assert s.heroes[0].hp == hp - 1


def test_the_table_may_keep_encounters_for_black_tiles_only():
    """Ruling A35: « e'. Piocher 1 carte Rencontre » (L310) is read literally by default; the
    option ``barkam_white_encounter:false`` draws none after a white tile."""
    s = bk(barkam_white_encounter=False)
    s.heroes[0].square = (7, 1)
    s.tile_stack.append("hall")  # white
    s.monsters.cards += ["wolf#1"]
    s, ev = act(s, Explore(side="e"))
    assert "cr-encounter-drawn" not in codes(ev) and s.encounters.cards == ["frenzy#1", "frenzy#2"]
    s = bk(barkam_white_encounter=False)
    s.heroes[0].square = (7, 1)
    s.tile_stack.append("room")  # black
    s.monsters.cards += ["wolf#1", "zombie#1"]
    s, ev = act(s, Explore(side="e"))
    assert codes(ev).count("cr-encounter-drawn") == 1


def test_generators_go_only_where_a_hero_standing_or_lying_sees():
    """L284 « dans le champs de vision des héros (qu'ils soient vivants ou morts / couchés) »."""
    from rules.ravenloft.state import TilePlaced

    s = bk()
    s.tiles.append(TilePlaced(uid=s.uid(), tile="hall", bx=1, by=1, rot=0))  # south of the east half
    b = board(s, CAT)
    s.heroes[0].square = (1, 1)  # west half: sees both halves, not the hall (a turn away)
    s.heroes[0].hp = 0  # lying down: still sees
    assert (1, 1) in barkam_view.open_tiles(b)
    assert barkam_view.qualifying(s, b) == [(0, 0), (1, 0)]
    tokens = {"0,0": 1, "1,0": 1}
    assert barkam_view.pick_tile(s, b, tokens, (0, 0)) == (0, 0)  # both have one: the nearest
    s.heroes[0].escaped, s.heroes[0].square = True, None
    assert barkam_view.qualifying(s, b) == []


def test_a_spent_deck_is_rebuilt_from_its_discards():
    """« Quand 1 paquet de cartes est épuisé … reformer 1 nouveau paquet en remélangeant toutes
    les cartes défaussées » (L371): the monster for a new tile comes from the discards."""
    s = bk()
    s.heroes[0].square = (7, 1)
    s.tile_stack.append("hall")
    s.monsters.cards, s.monsters.discard = [], ["wolf#1"]
    s, _ = act(s, Explore(side="e"))
    assert [f.card for f in s.figures] == ["wolf#1"] and s.monsters.discard == []


def test_dispel_magic_cancels_the_encounter_drawn_while_exploring():
    """The base game's Dispel Magic (« When you draw an encounter card: cancel it ») answers the
    encounter Barkam draws in the hero phase too, for no XP."""
    from rules.core import Rng
    from rules.ravenloft import GAME as REAL
    from rules.ravenloft.board import SIDE_NAMES, edge_squares
    from rules.ravenloft.commands import Use
    from rules.ravenloft.state import PowerCard
    from tests.rules.ravenloft.engine_helpers import seats

    s = REAL.setup(REAL.parse_options({"adventure": "2", "variants": ["barkam"], "heroes": ["immeril"]}), seats(1),
                   Rng("cd" * 32))
    h = s.heroes[0]
    if not any(p.id == "dispel_magic" for p in h.powers):
        h.powers.append(PowerCard(id="dispel_magic"))
    b = board(s, REAL.cat)
    blk, side = b.unexplored_edges()[0]
    h.square = next(sq for sq in edge_squares(blk, side) if b.walkable(sq) and s.figure_at(sq) is None)
    s.encounters.cards.append("frenzy#1")
    s.xp_pile = []
    t = REAL.apply(s, 0, Explore(side=SIDE_NAMES[side]), Dice())
    assert t.state.pending[0].kind == "barkam-encounter"
    opts = [(o.command, o.args) for o in REAL.prompts(t.state)[0].options]
    assert opts == [("use", {"power": "dispel_magic"}), ("pass", {})]
    t = REAL.apply(t.state, 0, Use(power="dispel_magic"), Dice())
    assert "cr-encounter-cancelled" in codes(t.events) and "frenzy#1" in t.state.encounters.discard
    assert next(p for p in t.state.heroes[0].powers if p.id == "dispel_magic").used
