"""The computer heroes' judgement beyond the hero phase (rules/ravenloft/hero_ai: gifts, edges,
villain, rest), at level normal: exact decisions on hand-set tables, the line each says in both
languages; the invariance to the decks' hidden order, on a game where these decisions come."""

from __future__ import annotations

from rules.core import Rng, SeatInfo, i18n
from rules.ravenloft import GAME as G
from rules.ravenloft.commands import Attack, Explore, Give, Use
from rules.ravenloft.dungeon import board
from rules.ravenloft.hero_ai.plan import Planner
from rules.ravenloft.hero_ai.powers import DAILY_COST, attack_blow
from rules.ravenloft.hero_ai.villain import CROWD, KEEP
from rules.ravenloft.state import Figure, Pending

from .engine_helpers import hidden_order_changed

SEATS = [SeatInfo(index=i, name=f"p{i}") for i in range(3)]
MIND = "ab" * 32


def _table(adventure="find_the_icon", heroes=("arjhan", "immeril", "thorgrim")):
    state = G.setup(G.parse_options({"adventure": adventure, "heroes": list(heroes)}), SEATS, Rng("%064x" % 5))
    return state, board(state, G.cat)


def _move(state):
    made = G.computer_move(state, G.prompts(state)[0].seat, "normal", Rng(MIND))
    assert made is not None and made[1] is not None
    return made[0], made[1].params["why"], i18n.t("en", "ev-cr-why", made[1].params), \
        i18n.t("fr", "ev-cr-why", made[1].params)


def _drawn(state, hero, card):
    state.pending.append(Pending(kind="treasure-give", seat=state.heroes[hero].seat, hero=hero, card=card))


def test_a_holy_avenger_drawn_by_the_wizard_goes_to_the_fighter():
    """Immeril (ranged at-will attacks) draws the Holy Avenger (+1 against an adjacent monster):
    Arjhan, whose at-will attacks are against adjacent monsters, keeps it (B57). The old
    computer heroes kept every item where it was drawn."""
    state, _b = _table()
    assert [h.items for h in state.heroes] == [["magic_sword#1"], ["ring_of_regeneration#1"], ["potion_of_healing#1"]]
    _drawn(state, 1, "holy_avenger#1")
    action, why, en, fr = _move(state)
    assert action == Give(to="arjhan") and why == "give-melee"
    assert en == "🤖 Immeril (p1) gives Holy Avenger to Arjhan (p0): the hero who fights adjacent monsters most."
    assert fr.startswith("🤖 Immeril (p1) donne ") and fr.endswith(
        " à Arjhan (p0) : le héros qui combat le plus les monstres adjacents.")
    after = G.apply(state, 1, action, Rng("%064x" % 9)).state
    assert after.heroes[0].items == ["magic_sword#1", "holy_avenger#1"]
    assert after.heroes[1].items == ["ring_of_regeneration#1"]


def test_a_potion_goes_to_the_most_hurt_hero_and_a_crystal_ball_stays():
    state, _b = _table()
    state.heroes[2].hp = 4  # Thorgrim has lost 6 of 10, Immeril 2 of 6
    state.heroes[1].hp = 4
    _drawn(state, 0, "potion_of_healing#1")
    action, why, en, _fr = _move(state)
    assert action == Give(to="thorgrim") and why == "give-heal"
    assert en == "🤖 Arjhan (p0) gives Potion of Healing to Thorgrim (p2): the most hurt hero."
    state.pending.clear()
    _drawn(state, 0, "crystal_ball#1")
    action, why, en, fr = _move(state)
    assert action == Give(to="arjhan") and why == "keep"
    assert en == "🤖 Arjhan (p0) keeps Crystal Ball: nobody in the party would use it better."
    assert fr.startswith("🤖 Arjhan (p0) garde ")


def test_the_amulet_goes_to_the_hero_monsters_hit_most_easily_never_to_one_at_0_hp():
    state, _b = _table()
    _drawn(state, 0, "amulet_of_protection#1")
    action, why, _en, _fr = _move(state)
    assert action == Give(to="immeril") and why == "give-armour"  # AC 14 against 17 and 17
    state.heroes[1].hp = 0
    action, why, _en, _fr = _move(state)
    assert action == Give(to="arjhan") and why == "keep"  # AC 17, Thorgrim AC 17 too: the drawer on a tie


def test_a_daily_power_is_kept_for_the_villain_where_the_adventure_ends_in_a_fight():
    """Flame Strike (daily) on a kobold costs KEEP more in Klak's adventure than in Find the
    Icon; on Klak himself, nothing more."""
    icon, b = _table()
    klak, kb = _table("klaks_infernal_artifact")  # the Start tile alone: its rows are 1 to 4
    for state, board_, row in ((icon, b, 6), (klak, kb, 2)):
        state.heroes[2].square = board_.parse(f"D{row}")
        state.figures.append(Figure(uid=state.uid(), kind="kobold_skirmisher", square=board_.parse(f"D{row + 1}")))
    plain = attack_blow(icon, G.cat, 2, Attack(power="flame_strike", target="D7"))
    strike = Attack(power="flame_strike", target="D3")
    kept = attack_blow(klak, G.cat, 2, strike)
    assert plain is not None and kept is not None
    assert KEEP == 5.0 and round(plain.value - kept.value, 6) == KEEP
    klak.figures[0] = Figure(uid=klak.figures[0].uid, kind="klak", villain=True, square=kb.parse("D3"), card="klak")
    on_klak = attack_blow(klak, G.cat, 2, strike)
    assert on_klak is not None and on_klak.value > plain.value  # the goal: no keeping cost, 12 more
    assert DAILY_COST == 2.5


def test_healing_word_waits_until_the_whole_heal_counts():
    """Healing Word heals Immeril's surge value (3): at 4 of 6 HP two would be wasted, at 3 of
    6 the whole heal counts. The old computer healed from 2 HP lost."""
    state, _b = _table()
    assert G.prompts(state)[0].kind == "cr-hero-phase" and state.turn.hero == 2 and state.heroes[1].surge_value == 3
    state.heroes[1].hp = 4
    action, why, _en, _fr = _move(state)
    assert not isinstance(action, Use) and why != "heal"
    state.heroes[1].hp = 3
    action, why, en, _fr = _move(state)
    assert action == Use(power="healing_word", target="immeril") and why == "heal"
    assert en == "🤖 Thorgrim (p2) uses Healing Word on Immeril (p1): the most hurt hero."


def test_a_scout_explores_the_edge_next_to_the_party():
    """Allisa (scout: any unexplored edge of her tile, B18) on the Start tile's west block, which
    has a north and a south edge; Arjhan and Thorgrim stand on the tile south-east: she explores
    south, where the new tile and its monster come next to them. The old computer took the
    first edge offered (north)."""
    state, b = _table(heroes=("arjhan", "thorgrim", "allisa"))
    state.tiles = [t for t in state.tiles if t.tile != "passage_12"]  # the Start tile's north edge opens
    b = board(state, G.cat)
    state.heroes[2].square, state.heroes[0].square, state.heroes[1].square = b.parse("B6"), b.parse("F10"), b.parse("G10")
    state.turn.phase = "exploration"
    assert [o.args["side"] for o in G.prompts(state)[0].options if o.command == "explore"] == ["n", "s"]
    action, why, en, fr = _move(state)
    assert action == Explore(side="s") and why == "explore-side"
    assert en == "🤖 Allisa (p2) explores south: the new tile comes next to the party, with room for the dungeon to grow."
    assert fr.startswith("🤖 Allisa (p2) explore au sud : la nouvelle section arrive près du groupe")


def test_monsters_near_an_edge_make_exploring_it_worth_less_where_the_adventure_ends_in_a_fight():
    icon, b = _table()
    klak, kb = _table("klaks_infernal_artifact")  # the Start tile alone: its south edge is row 4
    values = []
    for state, board_, row in ((icon, b, 8), (klak, kb, 4)):
        state.figures.append(Figure(uid=state.uid(), kind="kobold_skirmisher", square=board_.parse(f"H{row}")))
        planner = Planner(state, G.cat, 2, G.legal_actions(state, 2))
        values.append(planner.place(board_.parse(f"A{row}")))
    assert values[0][1] == values[1][1] == "explore"
    assert round(values[0][0] - values[1][0], 6) == CROWD == 1.0  # one monster within 2 tiles of A8



def test_gifts_and_edges_do_not_change_with_the_decks_hidden_order():
    """A whole Rampaging Golem with a scout and a healer: every decision, gifts and edges
    included, is the same on a table whose face-down decks and tile stack are in another order."""
    state = G.setup(G.parse_options({"adventure": "rampaging_golem", "heroes": ["allisa", "arjhan", "thorgrim"]}),
                    SEATS, Rng("%064x" % 21))
    dice, mind = Rng("%064x" % 22), Rng("%064x" % 23)
    kinds: set[str] = set()
    for _ in range(400):
        if G.result(state) is not None:
            break
        seat = G.prompts(state)[0].seat
        counter = mind.counter
        mine = G.computer_move(state, seat, "normal", mind)
        again = Rng(mind.seed)
        again.counter = counter
        assert mine is not None and mine == G.computer_move(hidden_order_changed(state), seat, "normal", again)
        if mine[1] is not None:
            kinds.add(str(mine[1].params["why"]))
        state = G.apply(state, seat, mine[0], dice).state
    assert kinds & {"give-melee", "give-ranged", "give-armour", "give-speed", "give-heal", "give-traps", "keep"}
