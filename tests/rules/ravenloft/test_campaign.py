"""Campaigns (seed 001, L57, L63-93, L141): heroes carry their level, cards and numbers from one
adventure to the next, the treasures are left (L73) unless the table keeps them, the XP pile
goes on, a level-6 hero starts with 2 surges and brings a villain token, 3 high heroes at most."""

import pytest

from rules.core import InvalidActionError, Rng, SeatInfo
from rules.ravenloft import GAME, campaign
from rules.ravenloft.campaign_state import CarriedHero, Carry
from rules.ravenloft.commands import Pass
from rules.ravenloft.variants.acr2 import leveling as acr2_rules
from rules.ravenloft.variants.acr2 import table as acr2_table
from rules.ravenloft.variants.hybrid import creation

CAT = GAME.cat


def table(players, adventure="find_the_icon", variants=("acr2",), carry=None, **options):
    seats = [SeatInfo(index=i, name=p) for i, p in enumerate(players)]
    opts = {"adventure": adventure, "variants": list(variants), "first": 0, **options}
    if carry is not None:
        opts["carry"] = carry.model_dump(mode="json")
        opts["carry_players"] = list(players)
    state = GAME.setup(GAME.parse_options(opts), seats, Rng("ab" * 32))
    while creation.creating(state):  # every seat keeps its box hero
        state = GAME.apply(state, GAME.prompts(state)[0].seat, Pass(), Rng("01" * 32)).state
    return state


def level_to(state, hero, level):
    """Levels bought one by one with the first cards offered (the XP price apart)."""
    while state.heroes[hero].level < level:
        state.acr2.levelled = False
        acr2_rules.gain_level(state, CAT, hero, [])


def test_a_hero_keeps_the_levels_numbers_in_the_next_adventure():
    # Allisa (box card: AC 15, HP 8, speed 6, surge 4) reaches level 7 in her first adventure:
    # 2: +1 AC, +2 HP, +1 surge value (L79); 4: +2 HP (L83); 7: +1 AC (L89)
    first = table(["alice", "bob"], carry=Carry())
    assert [h.hero for h in first.heroes] == ["allisa", "arjhan"]
    level_to(first, 0, 7)
    powers = [p.id for p in first.heroes[0].powers]
    first.heroes[0].hp = 3  # wounded at the end: the next adventure starts at full HP
    first.heroes[0].powers[0].used = True
    first.over = "victory"
    roster = campaign.carry_out(first, CAT, Carry())
    allisa = roster.heroes[0]
    assert (allisa.hero, allisa.player, allisa.level) == ("allisa", "alice", 7)
    assert (allisa.ac, allisa.max_hp, allisa.speed, allisa.surge_value) == (17, 12, 6, 5)
    assert allisa.powers == powers and allisa.adventures == 1
    assert [(p.adventure, p.outcome) for p in roster.played] == [("find_the_icon", "victory")]

    nxt = table(["alice", "bob"], adventure="klaks_infernal_artifact", carry=roster)
    h = nxt.heroes[0]
    assert (h.hero, h.level, h.ac, h.hp, h.max_hp, h.surge_value) == ("allisa", 7, 17, 12, 12, 5)
    assert [p.id for p in h.powers] == powers and not any(p.used for p in h.powers)
    # « A partir du niveau 6 , les héros commencent leur aventure avec 2 marqueurs » (L57)
    assert nxt.acr2.surges == [2, 1]
    # « Pour chaque héros de niveau 6 , ajoutez un jeton de Vilain » (L131)
    assert acr2_table.bag(nxt).count(acr2_table.VILLAIN) == 1
    assert nxt.heroes[1].level == 1 and nxt.campaign.players == ["alice", "bob"]


def test_each_player_takes_back_their_hero_whatever_the_seat():
    roster = Carry(heroes=[
        CarriedHero(hero="kat", player="bob", level=2, ac=15, max_hp=10, speed=6, surge_value=5,
                    powers=["deft_strike", "backstab", "deep_cut", "snipe_shot"]),
        CarriedHero(hero="thorgrim", player="alice", ac=17, max_hp=10, speed=5, surge_value=5,
                    powers=["healing_word", "lance_of_faith"]),
    ])
    state = table(["alice", "bob"], variants=(), carry=roster)
    assert [(h.hero, h.seat, h.level, h.ac) for h in state.heroes] == [("thorgrim", 0, 1, 17), ("kat", 1, 2, 15)]
    # a newcomer takes a new box hero (the first nobody plays), level 1; an absent player's hero rests
    solo = table(["carol"], variants=(), carry=roster)
    assert [h.hero for h in solo.heroes] == ["kat"] and solo.campaign.resting[0].hero == "thorgrim"
    three = table(["alice", "bob", "dave"], variants=(), carry=roster)
    assert [h.hero for h in three.heroes] == ["thorgrim", "kat", "allisa"]
    assert three.heroes[2].level == 1


def test_treasures_are_left_unless_the_table_keeps_them_and_xp_goes_on():
    state = table(["alice"], variants=(), carry=Carry())
    item = state.heroes[0].items[0]
    state.xp_pile = ["ghoul#1", "wolf#2"]
    state.over = "defeat"
    left = campaign.carry_out(state, CAT, Carry())
    # « tous les Trésors sont vendus ou délaissés à la fin de chaque scénario » (L73)
    assert left.heroes[0].items == [] and left.xp == ["ghoul#1", "wolf#2"]
    assert left.played[0].outcome == "defeat"
    kept_state = table(["alice"], variants=(), carry=Carry(), campaign_treasures="kept", campaign_xp="lost")
    kept_state.over = "victory"
    kept = campaign.carry_out(kept_state, CAT, Carry())
    assert kept.heroes[0].items == kept_state.heroes[0].items and kept.xp == []
    # the next adventure: the XP cards start its pile and leave its monster deck; a kept item
    # leaves the treasure deck, and the hero still draws a starting item (B5)
    nxt = table(["alice"], variants=(), carry=left.model_copy(update={"heroes": kept.heroes}),
                adventure="klaks_infernal_artifact")
    assert nxt.xp_pile == ["ghoul#1", "wolf#2"]
    deck = nxt.monsters.cards + nxt.monsters.discard
    assert "ghoul#1" not in deck and "wolf#2" not in deck and "ghoul#2" in deck
    carried = kept.heroes[0].items[0]
    assert carried in nxt.heroes[0].items and len(nxt.heroes[0].items) == 2
    assert carried not in nxt.treasures.cards + nxt.treasures.discard
    del item


def test_no_fourth_high_level_hero_in_an_adventure():
    high = [CarriedHero(hero=h, player=f"p{i}", level=6, ac=15, max_hp=10, speed=6, surge_value=5)
            for i, h in enumerate(["allisa", "arjhan", "immeril", "kat"])]
    with pytest.raises(InvalidActionError) as err:
        table(["p0", "p1", "p2", "p3"], carry=Carry(heroes=high))
    assert err.value.code == "cr-campaign-too-high" and err.value.params == {"count": 4, "most": 3}
    three = table(["p0", "p1", "p2"], carry=Carry(heroes=high))  # p3 absent: Kat rests
    assert [h.level for h in three.heroes] == [6, 6, 6]


def test_a_hero_dead_for_good_comes_back_at_level_one():
    state = table(["alice"], carry=Carry(), acr2_new_heroes=0)
    level_to(state, 0, 3)
    acr2_table.die(state, CAT, 0)
    assert state.over == "defeat"
    roster = campaign.carry_out(state, CAT, Carry())
    allisa = roster.heroes[0]
    assert (allisa.level, allisa.ac, allisa.max_hp, allisa.surge_value, allisa.fallen) == (1, 15, 8, 4, 1)


def test_custom_heroes_keep_their_sheet_and_skip_the_creation():
    seats = [SeatInfo(index=0, name="alice")]
    opts = GAME.parse_options({"adventure": "find_the_icon", "variants": ["acr2"], "carry": Carry().model_dump()})
    state = GAME.setup(opts, seats, Rng("ab" * 32))
    from rules.ravenloft.variants.actions import Create

    state = GAME.apply(state, 0, Create(race="eladrin", classes="fighter", name="Ilyra"), Rng("02" * 32)).state
    assert state.heroes[0].hero == "arjhan.ilyra"
    state.over = "victory"
    roster = campaign.carry_out(state, CAT, Carry())
    nxt = GAME.setup(GAME.parse_options({"adventure": "klaks_infernal_artifact", "variants": ["acr2"],
                                         "carry": roster.model_dump(), "carry_players": [""]}), seats, Rng("cd" * 32))
    assert not creation.creating(nxt) and nxt.heroes[0].hero == "arjhan.ilyra"
    assert nxt.sheets.sheets[0].name == "Ilyra" and nxt.heroes[0].speed == 6


def test_the_next_adventure_is_the_first_not_won():
    roster = Carry(played=[{"adventure": "find_the_icon", "outcome": "victory"},
                           {"adventure": "klaks_infernal_artifact", "outcome": "defeat"}])
    assert campaign.next_adventure(CAT, roster, 2) == "klaks_infernal_artifact"
    assert campaign.next_adventure(CAT, Carry(), 1) == "escape_the_tomb"
    assert campaign.next_adventure(CAT, Carry(), 3) == "find_the_icon"


def test_the_campaigns_options_and_its_next_table():
    from rules.core import i18n

    first = GAME.parse_options({"adventure": "find_the_icon", "variants": ["acr2"], "heroes": ["kat"]}).model_dump(
        mode="json")
    fixed = GAME.campaign_fixed(first)
    assert fixed["variants"] == ["acr2"] and "adventure" not in fixed and "heroes" not in fixed
    # the first table may choose its heroes; the next ones only the adventure (and who begins)
    opts = GAME.campaign_options(fixed, {}, {"heroes": ["kat"], "adventure": "2"})
    assert opts["adventure"] == "find_the_icon" and opts["heroes"] == ["kat"] and opts["carry"]["heroes"] == []
    roster = Carry(heroes=[CarriedHero(hero="kat", player="u1", level=2, ac=15, max_hp=10, speed=6, surge_value=5,
                                       powers=["deft_strike"])],
                   played=[{"adventure": "find_the_icon", "outcome": "victory"}]).model_dump(mode="json")
    with pytest.raises(InvalidActionError) as err:
        GAME.campaign_options(fixed, roster, {"heroes": ["thorgrim"]})
    assert err.value.code == "cr-campaign-option-fixed" and err.value.params["option"] == "heroes"
    with pytest.raises(InvalidActionError) as err:
        GAME.campaign_options(fixed, roster, {"adventure": "99"})
    assert err.value.code == "cr-unknown-adventure"
    nxt = GAME.campaign_options(fixed, roster, {})
    # one hero: the solo adventure is the first of the book not won yet
    assert nxt["adventure"] == "escape_the_tomb" and nxt["carry"]["heroes"][0]["level"] == 2
    assert GAME.campaign_next(roster)[:3] == ["escape_the_tomb", "find_the_icon", "klaks_infernal_artifact"]
    # two heroes: neither the solo adventure nor the one for exactly three heroes
    two = Carry(heroes=[CarriedHero(hero=h, ac=15, max_hp=8, speed=6, surge_value=4) for h in ("kat", "allisa")])
    offered = GAME.campaign_next(two.model_dump(mode="json"))
    assert offered[0] == "find_the_icon" and "escape_the_tomb" not in offered and "rampaging_golem" not in offered
    assert GAME.campaign_seated(nxt, ["u1"])["carry_players"] == ["u1"]
    lines = {lang: [i18n.t(lang, f"ev-{e.code}", e.params) for e in GAME.campaign_lines(roster)]
             for lang in ("fr", "en")}
    assert lines["fr"][0] == ("Kat, niveau 2 : CA 15, 10 PV, vitesse 6, valeur de sursaut 5 ; pouvoirs : Frappe "
                              "Agile ; objets : aucun ; pas encore d'aventure.")
    assert "Kat, level 2: AC 15, 10 HP, speed 6, surge value 5" in lines["en"][0]
    assert lines["fr"][1] == "Aventure 1 : Retrouver l'Icône de Ravenloft, gagnée."
    assert lines["en"][2] == "1 hero, 1 adventure played; XP pile: 0 XP (no card)."
