"""Advanced Castle Ravenloft 2.0 (seed L17-143): custom heroes, levels 1-9, surges per hero,
death and the new hero, monster tokens, initiative, encounters, items handed over, difficulty."""

import pytest

from rules.core import InvalidActionError, Rng, RuleError, SeatInfo
from rules.ravenloft import GAME
from rules.ravenloft.commands import Explore, Pass
from rules.ravenloft.options import PRESETS, resolve_rules
from rules.ravenloft.variants.acr2 import leveling as acr2_rules
from rules.ravenloft.variants.acr2 import table as acr2_table
from rules.ravenloft.variants.actions import Create, Handover, Level
from rules.ravenloft.variants.hybrid import creation, sheets

CAT = GAME.cat


def table(n=1, adventure="1", variants=("acr2",), **options):
    seats = [SeatInfo(index=i, name=f"p{i}") for i in range(n)]
    opts = {"adventure": adventure, "variants": list(variants), "first": 0, **options}
    state = GAME.setup(GAME.parse_options(opts), seats, Rng("ef" * 32))
    while creation.creating(state):  # every seat keeps its box hero: the first turn begins
        state = GAME.apply(state, GAME.prompts(state)[0].seat, Pass(), Rng("01" * 32)).state
    return state


# --- presets -------------------------------------------------------------------------------
def test_presets_fill_their_slots():
    assert resolve_rules(["acr2"]) == {
        "exploration_timing": "acr2", "monsters_per_tile": "acr2", "encounter_trigger": "acr2", "surges": "acr2",
        "levels": "acr2", "turn_structure": "base", "damage": "base", "heroes": "custom"}
    heroes = resolve_rules(["acr2-heroes"])
    assert (heroes["heroes"], heroes["levels"], heroes["surges"], heroes["exploration_timing"]) == (
        "custom", "acr2", "acr2", "base")
    both = resolve_rules(["acr2-play", "hybrid"])
    assert (both["heroes"], both["levels"], both["monsters_per_tile"]) == ("hybrid", "hybrid", "acr2")


def test_acr2_and_hybrid_refused_on_the_levels_slot():
    # both fill levels and heroes differently; the first slot in the study's order is named
    with pytest.raises(InvalidActionError) as err:
        resolve_rules(["acr2", "hybrid"])
    assert err.value.code == "cr-variant-conflict" and err.value.params["slot"] == "levels"
    with pytest.raises(InvalidActionError) as err:
        GAME.parse_options({"variants": ["acr2", "hybrid-heroes"]})
    assert err.value.params["slot"] == "heroes"


#: the study's matrix: ACR2 against the others' presets, and the slot that refuses the pair
REFUSED = {"barkam": "monsters_per_tile", "geno": "exploration_timing", "mika": "exploration_timing",
           "temps": "exploration_timing", "revised": "exploration_timing", "strahd": "monsters_per_tile"}


@pytest.mark.parametrize("other", sorted(REFUSED))
def test_acr2_refused_with_the_other_table_variants(other):
    if other not in PRESETS:
        pytest.skip(f"{other} is built by another helper and not merged yet")
    with pytest.raises(InvalidActionError) as err:
        resolve_rules(["acr2", other])
    assert err.value.code == "cr-variant-conflict"
    assert err.value.params["slot"] in {s for s, r in PRESETS[other].fills.items() if PRESETS["acr2"].fills.get(s)
                                        not in (None, r)}


@pytest.mark.parametrize("other", ["strahd", "geno", "mika", "temps", "revised", "dice-a", "dice-b", "dice-c"])
def test_acr2_heroes_combine_with_the_matrix_p_partners(other):
    if other not in PRESETS:
        pytest.skip(f"{other} is built by another helper and not merged yet")
    rules = resolve_rules(["acr2-heroes", other])
    assert (rules["heroes"], rules["levels"]) == ("custom", "acr2")


# --- custom heroes -------------------------------------------------------------------------
def test_a_custom_hero_takes_its_class_card_and_its_races_power():
    s = sheets.custom_sheet("eladrin", "fighter", [], "Ilyra")
    # the fighter's card (Arjhan): 17 AC, 10 HP, surge 5; the Eladrin's speed 6 (Immeril)
    assert (s.ac, s.hp, s.speed, s.surge) == (17, 10, 6, 5)
    assert "fey_step" in s.powers and "dragons_breath" not in s.powers
    assert sheets.class_counts("fighter") == {"at_will": 2, "daily": 1, "utility": 1}
    assert s.hero == "arjhan.ilyra"
    wizard = sheets.custom_sheet("dragonborn", "wizard", [])
    assert "dragons_breath" in wizard.powers and "fey_step" not in wizard.powers and wizard.speed == 5


def test_dragons_breath_only_for_the_dragonborn():
    # « le Souffle du Dragon ne peut être utilisé que par la race Dragonborn » (L49)
    with pytest.raises(InvalidActionError) as err:
        sheets.custom_sheet("human", "fighter", ["cleave", "tide_of_iron", "dragons_breath", "bodyguard"])
    assert err.value.code == "cr-power-not-allowed"
    with pytest.raises(InvalidActionError):
        sheets.custom_sheet("dwarf", "wizard", ["magic_missile", "thunderwave", "fireball", "fey_step"])


def test_a_class_keeps_its_fixed_card_and_its_counts():
    with pytest.raises(InvalidActionError) as err:
        sheets.custom_sheet("human", "cleric", ["divine_flare", "lance_of_faith", "flame_strike", "bless"])
    assert err.value.code == "cr-power-fixed-missing"
    with pytest.raises(InvalidActionError) as err:
        sheets.custom_sheet("human", "fighter", ["cleave", "brute_strike", "bodyguard"])
    assert err.value.code == "cr-power-count"


def test_creation_flow_then_the_first_turn():
    seats = [SeatInfo(index=i, name=f"p{i}") for i in range(2)]
    state = GAME.setup(GAME.parse_options({"adventure": "2", "variants": ["acr2"], "first": 1}), seats,
                       Rng("ef" * 32))
    assert [(p.seat, p.kind) for p in GAME.prompts(state)] == [(0, "cr-create-custom")]
    with pytest.raises(RuleError):
        GAME.apply(state, 1, Pass(), Rng("00" * 32))
    state = GAME.apply(state, 0, Create(race="dwarf", classes="wizard", name="Brom"), Rng("00" * 32)).state
    assert state.heroes[0].hero == "immeril.brom" and state.heroes[0].speed == 5
    assert [(p.seat, p.kind) for p in GAME.prompts(state)] == [(1, "cr-create-custom")]
    state = GAME.apply(state, 1, Pass(), Rng("00" * 32)).state  # keeps Arjhan, as ACR2 allows (L41)
    assert state.heroes[1].hero == "arjhan" and not creation.creating(state)
    assert [(p.seat, p.kind) for p in GAME.prompts(state)] == [(1, "cr-hero-phase")]
    view = GAME.view(state, 0)
    assert view.heroes[0].name.fr == "Brom" and view.heroes[0].title.en == "Dwarf wizard"


def test_creation_pointing_offers_every_race_and_class():
    seats = [SeatInfo(index=0, name="p0")]
    state = GAME.setup(GAME.parse_options({"adventure": "1", "variants": ["acr2"]}), seats, Rng("ef" * 32))
    paths = GAME.choice_paths(state, 0)
    # each race with each class's hands: 2 at-wills of 3 (of 4 for the ranger), 1 daily of 3,
    # 1 utility of 3 (the cleric's Healing Word and the rogue's Sneak Attack always in); and keep
    assert len(paths) == 4 * (4 * 3 * 3 * 3 + 6 * 3 * 3) + 1
    first = next(p for p in paths if p.leaf.args.get("classes") == "cleric" and p.leaf.args["race"] == "dwarf")
    assert [s.key for s in first.steps] == ["classes", "race", "at_will", "daily", "utility"]
    assert first.leaf.args["powers"].split(",") == sorted(sheets.suggested_custom("dwarf", "cleric"),
                                                          key=sheets.suggested_custom("dwarf", "cleric").index)
    assert all("healing_word" in p.leaf.args["powers"] for p in paths if p.leaf.args.get("classes") == "cleric")
    assert GAME.autocomplete(state, 0, "create", "race", "d", {}) == ["dragonborn", "dwarf"]
    assert GAME.autocomplete(state, 0, "create", "powers", "", {"classes": "fighter", "race": "human"}) == [
        "brute_strike", "come_and_get_it", "precise_strike", "cleave", "trapping_strike", "tide_of_iron",
        "bodyguard", "get_over_there", "unstoppable"]


# --- levels ----------------------------------------------------------------------------------
def test_level_offered_at_the_start_of_the_hero_phase_for_6_xp():
    state = table()
    state.xp_pile = ["zombie#1", "zombie#2", "zombie#3", "ghoul#1"]  # 1+1+1+2 = 5 XP: not enough
    from rules.ravenloft.turns import start_turn

    start_turn(state, CAT, 0, Rng("00" * 32))
    assert GAME.prompts(state)[0].kind == "cr-hero-phase"
    state.xp_pile.append("wolf#1")  # 6 XP
    start_turn(state, CAT, 0, Rng("00" * 32))
    assert GAME.prompts(state)[0].kind == "cr-acr2-level"
    h = state.heroes[0]
    ac, hp, surge, powers = h.ac, h.max_hp, h.surge_value, len(h.powers)
    daily = next(a for a in GAME.legal_actions(state, 0) if a.type == "level")
    state = GAME.apply(state, 0, daily, Rng("00" * 32)).state
    h = state.heroes[0]
    assert (h.level, h.ac, h.max_hp, h.surge_value, len(h.powers)) == (2, ac + 1, hp + 2, surge + 1, powers + 1)
    assert CAT.powers[h.powers[-1].id].kind == "daily"
    assert state.xp_pile == []


@pytest.mark.parametrize(("level", "ac", "hp", "surges", "kinds"), [
    (3, 0, 0, 0, ["at_will", "utility"]), (4, 0, 2, 0, []), (6, 0, 0, 1, []), (7, 1, 0, 0, [])])
def test_the_level_table(level, ac, hp, surges, kinds):
    state = table()
    h = state.heroes[0]
    h.level = level - 1
    before = (h.ac, h.max_hp, state.acr2.surges[0])
    picks = acr2_rules.choices(state, CAT, 0, level)[0]
    acr2_rules.gain_level(state, CAT, 0, picks)
    assert (h.ac - before[0], h.max_hp - before[1], state.acr2.surges[0] - before[2]) == (ac, hp, surges)
    assert sorted(CAT.powers[p].kind for p in picks) == kinds


def test_levels_5_and_8_give_one_card_of_either_kind_and_9_every_card():
    state = table()
    h = state.heroes[0]  # the box's first hero, Allisa
    assert h.hero == "allisa"
    h.level = 4
    assert {CAT.powers[c[0]].kind for c in acr2_rules.choices(state, CAT, 0, 5)} == {"daily", "utility"}
    h.level = 7
    assert {CAT.powers[c[0]].kind for c in acr2_rules.choices(state, CAT, 0, 8)} == {"at_will", "utility"}
    h.level = 8
    acr2_rules.gain_level(state, CAT, 0, [])
    assert sorted(p.id for p in h.powers) == sorted(p.id for p in CAT.powers.values() if p.hero == "allisa")


def test_no_fourth_high_level_hero():
    state = table(4, "2")
    for h in state.heroes[:3]:
        h.level = 6
    state.heroes[3].level = 5
    state.xp_pile = ["wolf#1"] * 6
    assert not acr2_rules.can_level(state, CAT, 3)
    state.heroes[2].level = 5
    assert acr2_rules.can_level(state, CAT, 3)


# --- surges, death ---------------------------------------------------------------------------
def test_each_hero_holds_one_surge_and_spends_their_own():
    state = table(2, "2")
    assert state.acr2.surges == [1, 1] and state.surges == 0
    h = state.heroes[0]
    h.hp = 0
    acr2_table.down_check(state, CAT, 0)
    assert (h.hp, state.acr2.surges) == (h.surge_value, [0, 1])


def test_an_adjacent_heros_player_is_asked_to_give_their_surge():
    # « Ces marqueurs ne sont pas mis en commun mais peuvent être donnés à un héros mort adjacent » (L59)
    state = table(2, "2")
    a, b = state.heroes
    state.acr2.surges = [0, 1]
    a.hp = 0
    b.square = (a.square[0] + 1, a.square[1])
    assert acr2_table.down_check(state, CAT, 0) == [] and a.hp == 0
    prompt = GAME.prompts(state)[0]
    assert (prompt.kind, prompt.seat, prompt.params["hero"]) == ("cr-acr2-surge", b.seat, a.hero)
    assert GAME.zombie_action(state, b.seat).type == "give"  # an absent player gives it
    acts = GAME.legal_actions(state, b.seat)
    assert [x.type for x in acts] == ["give", "pass"]
    given = GAME.apply(state, b.seat, acts[0], Rng("00" * 32))
    assert [e.code for e in given.events][:2] == ["cr-acr2-surge-given", "cr-surge"]
    assert given.state.acr2.surges == [0, 0] and given.state.heroes[0].hp == a.surge_value
    kept = GAME.apply(state, b.seat, acts[1], Rng("00" * 32))  # kept: nobody else, the hero dies
    assert "cr-acr2-died" in [e.code for e in kept.events] and kept.state.acr2.surges == [1, 1]  # the new hero: 1


def test_without_a_surge_the_hero_dies_and_a_new_level_one_hero_enters():
    state = table(2, "2")
    a, b = state.heroes
    state.acr2.surges = [0, 0]
    a.hp, a.level, a.items, a.cards = 0, 3, ["potion_of_healing#1"], ["zombie#1"]
    b.square = (a.square[0] + 3, a.square[1])  # not adjacent
    out = acr2_table.down_check(state, CAT, 0)
    assert [e.code for e in out] == ["cr-acr2-died", "cr-acr2-new-hero"]
    new = state.heroes[0]
    assert (new.hero, new.level, new.hp, new.items, new.cards) == (a.hero, 1, 8, [], ["zombie#1"])  # Allisa: 8 HP
    assert state.acr2.surges[0] == 1 and state.acr2.new_heroes == [0, 1] and state.over is None
    new.hp = 0
    state.acr2.surges[0] = 0
    acr2_table.down_check(state, CAT, 0)  # no new hero left: out of the adventure, the others go on
    assert state.heroes[0].escaped and state.over is None
    b.hp = 0
    state.acr2.surges[1] = 0
    state.acr2.new_heroes[1] = 0
    acr2_table.down_check(state, CAT, 1)
    assert (state.over, state.over_reason) == ("defeat", "cr-acr2-all-dead")


# --- monster tokens ------------------------------------------------------------------------
def test_the_bag_and_the_difficulty():
    state = table()
    bag = acr2_table.bag(state)
    assert [bag.count(f) for f in ("none", "one", "two", "three")] == [8, 14, 12, 6]
    state.acr2.difficulty = "easier"  # « retirer tous les marqueurs annonçant 3 monstres » (L129)
    assert len(acr2_table.bag(state)) == 34 and "three" not in acr2_table.bag(state)
    state.acr2.difficulty = "harder"  # « retirer tous les marqueurs SANS monstre » (L131)
    assert len(acr2_table.bag(state)) == 32 and "none" not in acr2_table.bag(state)
    state.heroes[0].level = 6  # a villain token per hero of level 6 (L133)
    assert acr2_table.bag(state).count("villain") == 1


class Pick(Rng):
    """A seeded Rng whose first ``choice`` returns ``face``."""

    def __init__(self, face):
        super().__init__("ab" * 32)
        self.face = face

    def choice(self, seq):
        if self.face is not None:
            face, self.face = self.face, None
            return face
        return super().choice(seq)


@pytest.mark.parametrize(("face", "count"), [("none", 0), ("one", 1), ("two", 2), ("three", 3)])
def test_a_token_brings_that_many_monsters(face, count):
    state = table()
    hero = state.heroes[0]
    block = (hero.square[0] // 4, hero.square[1] // 4)
    before = len(state.figures)
    out = acr2_table.spawn_tokens(state, CAT, 0, block, Pick(face))
    assert out[0].params["face"] == face
    assert len(state.figures) - before == count and len(hero.cards) == count


# --- initiative, encounters, free actions -----------------------------------------------------
def edge_state(black):
    """Adventure 1's hero on an unexplored edge, the next tile white or black."""
    from rules.ravenloft.board import edge_squares
    from rules.ravenloft.dungeon import board
    from rules.ravenloft.exploration import explorable

    state = table()
    b = board(state, CAT)
    spot = next(sq for (eb, s) in b.unexplored_edges() for sq in edge_squares(eb, s)
                if b.walkable(sq) and state.figure_at(sq) is None)
    state.heroes[0].square = spot
    tile = next(t for t in state.tile_stack if CAT.tiles[t].black == black and not CAT.tiles[t].special)
    state.tile_stack.remove(tile)
    state.tile_stack.append(tile)
    assert explorable(state, CAT, 0)
    return state


def test_white_triangle_keeps_the_initiative():
    state = edge_state(black=False)
    side = acr2_table.may_explore(state, CAT, 0)[0]
    state = GAME.apply(state, 0, Explore(side=side), Rng("00" * 32)).state
    assert state.turn.phase == "hero" and state.turn.placed and state.turn.actions == []
    assert acr2_table.may_explore(state, CAT, 0) == []  # one exploration per turn (S4)


def test_black_triangle_ends_the_hero_phase():
    state = edge_state(black=True)
    side = acr2_table.may_explore(state, CAT, 0)[0]
    t = GAME.apply(state, 0, Explore(side=side), Rng("00" * 32))
    codes = [e.code for e in t.events]
    assert "cr-acr2-ambush" in codes and "cr-encounter-drawn" in codes
    assert t.state.turn.number == 2 or t.state.turn.phase != "hero" or t.state.pending


@pytest.mark.parametrize(("placed", "black", "attacked", "due"), [
    (False, False, False, True), (False, False, True, False), (True, False, False, False),
    (True, True, False, True), (True, True, True, True)])
def test_encounter_only_on_black_or_an_idle_turn(placed, black, attacked, due):
    state = table()
    state.turn.placed = [1] if placed else []
    state.turn.black, state.turn.attacked = black, attacked
    assert acr2_table.encounter_due(state) is due


def test_handing_an_item_to_an_adjacent_hero():
    state = table(2, "2")
    a, b = state.heroes
    a.items = ["potion_of_healing#1"]
    b.square = (a.square[0] + 1, a.square[1])
    i = state.turn.hero
    giver, taker = (a, b) if i == 0 else (b, a)
    giver.items, taker.items = ["potion_of_healing#1"], []
    acts = [x for x in GAME.legal_actions(state, giver.seat) if x.type == "handover"]
    assert acts == [Handover(item="potion_of_healing", to=taker.hero)]
    state = GAME.apply(state, giver.seat, acts[0], Rng("00" * 32)).state
    g, t = state.heroes[i], state.heroes[1 - i]
    assert (g.items, t.items, state.turn.actions) == ([], ["potion_of_healing#1"], [])
    t.square = (g.square[0] + 3, g.square[1])
    g.items = ["potion_of_healing#1"]
    with pytest.raises(RuleError) as err:
        GAME.apply(state, giver.seat, Handover(item="potion_of_healing", to=t.hero), Rng("00" * 32))
    assert err.value.code == "cr-acr2-not-adjacent"


def test_level_refused_with_wrong_cards():
    state = table()
    state.xp_pile = ["wolf#1"] * 6
    from rules.ravenloft.turns import start_turn

    start_turn(state, CAT, 0, Rng("00" * 32))
    with pytest.raises(RuleError) as err:
        GAME.apply(state, 0, Level(powers="magic_missile"), Rng("00" * 32))
    assert err.value.code == "cr-acr2-bad-powers"


def test_level_6_surge_goes_to_the_party_when_surges_are_shared():
    state = table(variants=("acr2-levels",))
    state.heroes[0].level = 5
    before = state.surges
    acr2_rules.gain_level(state, CAT, 0, [])
    assert state.surges == before + 1 and state.heroes[0].level == 6


def test_one_level_per_hero_phase():
    state = table()
    state.xp_pile = ["wolf#1"] * 12
    from rules.ravenloft.turns import start_turn

    start_turn(state, CAT, 0, Rng("00" * 32))
    state = GAME.apply(state, 0, Level(), Rng("00" * 32)).state
    assert state.heroes[0].level == 2 and len(state.xp_pile) == 6
    assert not acr2_rules.can_level(state, CAT, 0)  # 6 XP left, but this phase's level is bought
    assert GAME.prompts(state)[0].kind == "cr-hero-phase"


def test_a_villain_token_brings_the_adventures_villain_once():
    state = table(adventure="3")  # Klak's adventure
    hero = state.heroes[0]
    block = (hero.square[0] // 4, hero.square[1] // 4)
    out = acr2_table.spawn_tokens(state, CAT, 0, block, Pick("villain"))
    assert [e.code for e in out] == ["cr-acr2-token", "cr-villain-appears"]
    assert [f.kind for f in state.figures if f.villain] == ["klak"]
    acr2_table.spawn_tokens(state, CAT, 0, block, Pick("villain"))  # in play: one monster instead
    assert [f.kind for f in state.figures if f.villain] == ["klak"] and len(hero.cards) == 1


class Scaled:
    factor = 3


def test_heroes_made_or_levelled_scale_with_the_damage_dice():
    # the damage-dice variants (another helper's) keep their factor in ``state.dice``
    state = table()
    object.__setattr__(state, "dice", Scaled())
    h = state.heroes[0]
    hp, surge = h.max_hp, h.surge_value
    acr2_rules.gain_level(state, CAT, 0, [])
    assert (h.max_hp, h.surge_value) == (hp + 2 * 3, surge + 1 * 3)
    sheet = sheets.custom_sheet("dwarf", "wizard", [], "Brom")
    state.sheets = creation.SheetsState(mode="custom")
    creation.install(state, 0, sheet)
    assert (state.heroes[0].max_hp, state.heroes[0].surge_value) == (6 * 3, 3 * 3)


def test_levels_any_time_in_the_hero_phase_with_the_option():
    # A28: S4 « as a Free Action any time during their Hero Phase »; the seed (L67): the start
    state = table(acr2_level_timing="any")
    state.xp_pile = ["wolf#1"] * 6
    from rules.ravenloft.turns import start_turn

    start_turn(state, CAT, 0, Rng("00" * 32))
    assert GAME.prompts(state)[0].kind == "cr-hero-phase"  # no offer at the start
    levels = [a for a in GAME.legal_actions(state, 0) if a.type == "level"]
    assert levels and all(CAT.powers[a.powers].kind == "daily" for a in levels)
    state = GAME.apply(state, 0, levels[0], Rng("00" * 32)).state
    assert state.heroes[0].level == 2 and state.xp_pile == [] and state.turn.actions == []
    with pytest.raises(RuleError):
        GAME.apply(state, 0, Level(), Rng("00" * 32))


def test_free_actions_by_pointing():
    from rules.core import i18n

    state = table(2, "2", acr2_level_timing="any")
    i = state.turn.hero
    me, other = state.heroes[i], state.heroes[1 - i]
    other.square = (me.square[0] + 1, me.square[1])
    me.items = ["potion_of_healing#1"]
    state.xp_pile = ["wolf#1"] * 6
    paths = {p.leaf.command: p for p in GAME.choice_paths(state, me.seat) if p.leaf.command in ("handover", "level")}
    give = paths["handover"]
    assert [i18n.t("en", s.label, s.params) for s in give.steps] == [
        "Give an item", "Potion of Healing", f"to {other.hero.capitalize()}"]
    assert give.leaf.args == {"item": "potion_of_healing", "to": other.hero}
    assert i18n.t("en", paths["level"].steps[0].label) == "Buy a level"


def test_the_hero_card_of_a_sheet_and_of_a_high_level_hero():
    seats = [SeatInfo(index=i, name=f"p{i}") for i in range(2)]
    state = GAME.setup(GAME.parse_options({"adventure": "2", "variants": ["acr2"], "first": 0}), seats,
                       Rng("ef" * 32))
    state = GAME.apply(state, 0, Create(race="dwarf", classes="wizard", name="Brom"), Rng("00" * 32)).state
    card = GAME.info(state, 0, "hero", {"hero": "immeril.brom"}).view.card
    assert (card.title.en, card.subtitle.en) == ("Brom", "Dwarf wizard · level 1")
    assert card.stats == [("ac", "14"), ("hp", "6/6"), ("speed", "5"), ("surge", "3")]
    state.heroes[1].level = 5
    card = GAME.info(state, 0, "hero", {"hero": "arjhan"}).view.card
    assert card.subtitle.en == "Dragonborn fighter · level 5"
