"""What play found wrong (issue 23), each on a real game with scripted dice: the state
before, the rule, the state after. Every test here failed before its fix."""

from __future__ import annotations

from rules.core import Rng, SeatInfo
from rules.ravenloft import GAME
from rules.ravenloft.commands import Use
from rules.ravenloft.state import Figure

CAT = GAME.cat


class Dice(Rng):
    """Seeded randomness whose first dice are scripted."""

    def __init__(self, *faces: int) -> None:
        super().__init__("ab" * 32)
        self.faces = list(faces)

    def die(self, sides: int) -> int:
        return self.faces.pop(0) if self.faces else super().die(sides)


def table(*heroes: str, adventure: str = "2"):
    """Adventure 2's Start tile: the first hero on (2, 0), the second on (3, 0) (same half)."""
    seats = [SeatInfo(index=i, name=f"p{i}") for i in range(len(heroes))]
    return GAME.setup(GAME.parse_options({"adventure": adventure, "heroes": list(heroes), "first": 0}), seats,
                      Rng("c3" * 32))


def codes(events) -> list[str]:
    return [e.code for e in events]


# --------------------------------------------------------------------------- Healing Strike


def test_healing_strike_heals_the_wounded_cleric_himself_on_his_own_tile() -> None:
    """« Healing Strike : … soignera-t-il un héros présent sur sa section » (seed L155): distance
    0 is within 1 tile; it was read as « unknown » and nobody on Thorgrim's tile was healed."""
    from rules.ravenloft.combat import attack

    s = table("thorgrim", "kat")
    thorgrim = s.heroes[0]
    thorgrim.hp = 6
    zombie = Figure(uid=s.uid(), kind="zombie", square=(2, 1))
    s.figures.append(zombie)
    events = attack(s, CAT, 0, CAT.powers["healing_strike"], [zombie], Dice(15))
    assert "cr-hero-healed" in codes(events)
    assert thorgrim.hp == 7 and s.heroes[1].hp == 8


def test_healing_strike_heals_the_most_wounded_hero_on_the_same_tile() -> None:
    from rules.ravenloft.combat import attack

    s = table("thorgrim", "kat")
    s.heroes[1].hp = 5  # Kat, next to Thorgrim on the same half of the Start tile
    zombie = Figure(uid=s.uid(), kind="zombie", square=(2, 1))
    s.figures.append(zombie)
    attack(s, CAT, 0, CAT.powers["healing_strike"], [zombie], Dice(15))
    assert s.heroes[1].hp == 6


# --------------------------------------------------------------------------- Strahd's Whispers


def whispers_drawn(*heroes: str):
    """The first hero's villain phase draws Strahd's Whispers (no XP: no cancel question)."""
    from rules.ravenloft.turns import resume_villain

    s = table(*heroes)
    s.encounters.cards.append("strahds_whispers#1")
    s.turn.phase = "villain"
    events = resume_villain(s, CAT, Dice())
    return s, events


def test_strahds_whispers_asks_the_player_which_at_will_power() -> None:
    s, events = whispers_drawn("thorgrim", "kat")
    assert "cr-encounter-drawn" in codes(events)
    assert [p.kind for p in s.pending] == ["whispers"]
    prompt = GAME.prompts(s)[0]
    assert prompt.kind == "cr-whispers" and prompt.seat == 0
    assert [o.args for o in prompt.options] == [{"power": "lance_of_faith"}, {"power": "healing_strike"}]
    assert prompt.options[-1].params["default"] == "yes"


def test_strahds_whispers_with_healing_strike_hurts_kat_then_heals_the_most_wounded() -> None:
    """The FAQ (L155-159): « il attaque un héros mais il va aussi en soigner un (et pourquoi pas
    celui qu'il vient de blesser !) »."""
    s, _ = whispers_drawn("thorgrim", "kat")
    s.heroes[0].hp = 7  # Thorgrim 7/10, Kat 8/8
    after = GAME.apply(s, 0, Use(power="healing_strike"), Dice(10))
    s2, events = after.state, after.events
    hit = next(e for e in events if e.code == "cr-hero-attacks-hero")
    assert hit.params["power"] == ["cr-power-healing-strike"] and "Kat" in str(hit.params["target"])
    assert (hit.params["roll"], hit.params["total"], hit.params["ac"], hit.params["result"]) == (10, 18, 14, "hit")
    assert s2.heroes[1].hp == 7  # Kat took 1
    assert s2.heroes[0].hp == 8  # Thorgrim (the most wounded, on his own tile) regained 1


def test_strahds_whispers_with_lance_of_faith_only_hurts() -> None:
    s, _ = whispers_drawn("thorgrim", "kat")
    s.heroes[0].hp = 7
    after = GAME.apply(s, 0, Use(power="lance_of_faith"), Dice(10))
    assert after.state.heroes[1].hp == 7 and after.state.heroes[0].hp == 7
    hit = next(e for e in after.events if e.code == "cr-hero-attacks-hero")
    assert hit.params["power"] == ["cr-power-lance-of-faith"] and hit.params["total"] == 16


def test_strahds_whispers_refuses_a_power_that_is_not_an_at_will_of_the_hero() -> None:
    import pytest

    from rules.core import RuleError

    s, _ = whispers_drawn("thorgrim", "kat")
    with pytest.raises(RuleError):
        GAME.apply(s, 0, Use(power="flame_strike"), Dice(10))
    assert [p.kind for p in s.pending] == ["whispers"]


def test_strahds_whispers_an_absent_player_attacks_with_the_first_at_will() -> None:
    s, _ = whispers_drawn("thorgrim", "kat")
    assert GAME.zombie_action(s, 0) == Use(power="healing_strike")


# --------------------------------------------------------------------------- monsters


def activate_figure(s, kind: str, square, *dice: int, villain: bool = False):
    from rules.ravenloft.tactics.interpreter import activate
    from rules.ravenloft.tactics.table import StateTable

    fig = Figure(uid=s.uid(), kind=kind, square=square, villain=villain, card=None if villain else f"{kind}#1")
    s.figures.append(fig)
    if not villain:
        s.heroes[0].cards.append(f"{kind}#1")
    t = StateTable(s, CAT)
    events, act = activate(t, t.monster_actor(str(fig.uid)), Dice(*dice))
    return fig, events, act


def test_a_gargoyle_next_to_a_hero_across_a_tile_edge_swoops_onto_the_heros_tile() -> None:
    """The Gargoyle on passage 12 (north of the Start tile), square (2, -1), next to Thorgrim on
    (2, 0) across the edge: it used to stay put and attack its own (empty) tile."""
    s = table("thorgrim", "kat")
    s.heroes[1].square = (6, 3)  # Kat on the Start tile's other half
    fig, events, _ = activate_figure(s, "gargoyle", (2, -1), 20)
    assert fig.square[1] >= 0 and abs(fig.square[0] - 2) <= 1 and fig.square[1] <= 1  # on Thorgrim's half
    assert [e.code for e in events if e.code == "cr-monster-attack"] == ["cr-monster-attack"]
    assert s.heroes[0].hp < 10


def test_a_gargoyle_on_one_half_of_the_start_tile_swoops_onto_the_other() -> None:
    s = table("thorgrim", "kat")
    s.heroes[0].square, s.heroes[1].square = (4, 1), (7, 3)  # Thorgrim on the east half, next to (3, 1)
    fig, events, _ = activate_figure(s, "gargoyle", (3, 1), 20)
    assert fig.square[0] >= 4  # now on the east half
    assert s.heroes[0].hp < 10


def test_strahd_tells_the_hp_he_regains_when_his_bite_hits() -> None:
    """He used to regain 1 HP on every bite, hit or miss, and say nothing (« 1 dégât sur 12 PV »)."""
    from rules.ravenloft.tactics.interpreter import activate
    from rules.ravenloft.tactics.table import StateTable

    s = table("thorgrim", "kat")
    fig = Figure(uid=s.uid(), kind="strahd", square=(2, 1), villain=True, damage=3)
    s.figures.append(fig)
    t = StateTable(s, CAT)
    events, _ = activate(t, t.monster_actor(str(fig.uid)), Dice(20))
    healed = [e for e in events if e.code == "cr-figure-healed"]
    assert len(healed) == 1
    assert (healed[0].params["hp"], healed[0].params["left"], healed[0].params["full"]) == (1, 10, 12)
    assert fig.damage == 2


def test_strahd_regains_nothing_when_his_bite_misses() -> None:
    s = table("thorgrim", "kat")
    fig = Figure(uid=s.uid(), kind="strahd", square=(2, 1), villain=True, damage=3)
    s.figures.append(fig)
    from rules.ravenloft.tactics.interpreter import activate
    from rules.ravenloft.tactics.table import StateTable

    t = StateTable(s, CAT)
    events, _ = activate(t, t.monster_actor(str(fig.uid)), Dice(1))
    assert not [e for e in events if e.code == "cr-figure-healed"] and fig.damage == 3


# --------------------------------------------------------------------------- adventure 10


def test_blood_fog_in_play_from_the_start_of_adventure_10_is_not_in_the_encounter_deck() -> None:
    s = table("thorgrim", "kat", adventure="10")
    assert s.environment == "blood_fog"
    assert not [c for c in s.encounters.cards + s.encounters.discard if c.startswith("blood_fog")]


# --------------------------------------------------------------------------- the Strahd player


def strahd_to_buy():
    from .variants.strahd.test_strahd import _to_buy

    return _to_buy(0)


def test_strahd_is_offered_only_the_purchases_the_decks_can_fill() -> None:
    """He paid full price for cards the empty decks no longer had (« achète 0 cartes … pour 2
    Menace(s) »): with 1 encounter and 1 monster left, only 1 + 1 for 1 Menace is offered."""
    from rules.ravenloft.variants.strahd.models import Buy

    state, rng = strahd_to_buy()
    state.encounters.cards, state.encounters.discard = state.encounters.cards[:1], []
    state.monsters.cards, state.monsters.discard = state.monsters.cards[:1], []
    buys = [a for a in GAME.legal_actions(state, 0) if isinstance(a, Buy)]
    assert buys == [Buy(encounters=1, monsters=1)]


def test_strahd_cannot_pay_for_cards_the_decks_do_not_hold() -> None:
    import pytest

    from rules.core import RuleError

    state, rng = strahd_to_buy()
    state.encounters.cards, state.encounters.discard = [], []
    menace = state.strahd.menace
    with pytest.raises(RuleError) as err:
        GAME.apply(state, 0, GAME.parse_action({"type": "buy", "encounters": 2, "monsters": 0}), rng)
    assert err.value.code == "cr-strahd-buy-empty" and err.value.params == {"encounters": 0, "monsters": len(
        state.monsters.cards) + len(state.monsters.discard)}
    assert state.strahd.menace == menace


def test_strahd_is_not_asked_to_buy_when_no_purchase_is_possible() -> None:
    from rules.ravenloft.variants.strahd.flow import purchases

    state, rng = strahd_to_buy()
    state.encounters.cards, state.encounters.discard = [], []
    state.monsters.cards, state.monsters.discard = state.monsters.cards[:1], []
    assert purchases(state) == []


# --------------------------------------------------------------------------- powers never usable


def test_get_over_there_puts_arjhan_next_to_a_monster_within_2_tiles_instead_of_a_move() -> None:
    """« Au lieu d'un déplacement : choisissez un monstre à 2 sections ou moins et placez-vous
    adjacent à lui » (S2; our text): it had no effect the engine knew and was never offered."""
    from rules.ravenloft.dungeon import board
    from rules.ravenloft.state import PowerCard

    s = table("arjhan", "kat")
    s.heroes[0].powers.append(PowerCard(id="get_over_there"))
    b = board(s, CAT)
    wolf = Figure(uid=s.uid(), kind="wolf", square=b.bone_pile((0, -1)))  # on passage 12, 1 tile away
    s.figures.append(wolf)
    offered = [a for a in GAME.legal_actions(s, 0) if isinstance(a, Use) and a.power == "get_over_there"]
    assert offered and all(b.adjacent(b.parse(a.target), wolf.square) for a in offered)
    after = GAME.apply(s, 0, offered[0], Dice())
    h = after.state.heroes[0]
    assert b.adjacent(h.square, wolf.square) and after.state.turn.actions == ["move"]
    assert next(p for p in h.powers if p.id == "get_over_there").used


def test_riposte_strike_answers_an_adjacent_monsters_attack_once_it_has_acted() -> None:
    """« Juste après qu'un monstre adjacent vous a attaquée : attaquez-le » (S2; our text): it had a
    moment the engine never asked. Kat is asked after the Wolf's attack, hit or miss; she strikes
    back once the Wolf has acted, and the card turns over unless she misses."""
    from rules.ravenloft.state import PowerCard
    from rules.ravenloft.turns import resume_villain

    s = table("kat", "thorgrim")
    s.heroes[0].powers.append(PowerCard(id="riposte_strike"))
    wolf = Figure(uid=s.uid(), kind="wolf", square=(2, 1), card="wolf#1")
    s.figures.append(wolf)
    s.heroes[0].cards.append("wolf#1")
    s.encounters.cards = []  # no encounter this villain phase
    s.turn.phase = "villain"
    rng = Rng("ab" * 32)
    resume_villain(s, CAT, rng)
    [p] = s.pending
    assert p.kind == "reaction" and p.seat == 0 and p.params["powers"] == ["riposte_strike"]
    prompt = GAME.prompts(s)[0]
    from rules.core.i18n import t

    assert "vient d'attaquer" in t("fr", "prompt-cr-reaction", {"player": "p0", **prompt.params})
    after = GAME.apply(s, 0, Use(power="riposte_strike"), rng)
    codes_ = codes(after.events)
    assert codes_.index("cr-monster-attack") < codes_.index("cr-riposte") < codes_.index("cr-attack")
    strike = next(e for e in after.events if e.code == "cr-attack")
    assert strike.params["power"] == "riposte_strike" and strike.params["target"] == "wolf"
    assert strike.params["bonus"] >= 7  # the card's +7
    used = next(x for x in after.state.heroes[0].powers if x.id == "riposte_strike").used
    assert used == bool(strike.params["hit"])


def test_riposte_strike_declined_leaves_the_card_face_up() -> None:
    from rules.ravenloft.commands import Pass
    from rules.ravenloft.state import PowerCard
    from rules.ravenloft.turns import resume_villain

    s = table("kat", "thorgrim")
    s.heroes[0].powers.append(PowerCard(id="riposte_strike"))
    s.figures.append(Figure(uid=s.uid(), kind="wolf", square=(2, 1), card="wolf#1"))
    s.heroes[0].cards.append("wolf#1")
    s.encounters.cards = []
    s.turn.phase = "villain"
    rng = Rng("ab" * 32)
    resume_villain(s, CAT, rng)
    after = GAME.apply(s, 0, Pass(), rng)
    assert "cr-riposte" not in codes(after.events)
    assert not next(x for x in after.state.heroes[0].powers if x.id == "riposte_strike").used


def test_yield_ground_lets_allisa_move_her_speed_when_a_monster_hurts_her() -> None:
    """« Quand un monstre vous inflige des dégâts : déplacez-vous de votre vitesse » (S2; our text)."""
    from rules.ravenloft.commands import Place
    from rules.ravenloft.dungeon import board
    from rules.ravenloft.state import PowerCard
    from rules.ravenloft.turns import resume_villain

    s = table("allisa", "thorgrim")
    s.heroes[0].powers.append(PowerCard(id="yield_ground"))
    s.figures.append(Figure(uid=s.uid(), kind="wolf", square=(2, 1), card="wolf#1"))
    s.heroes[0].cards.append("wolf#1")
    s.encounters.cards = []
    s.turn.phase = "villain"
    rng = Rng("ab" * 32)
    for _ in range(8):  # the Wolf attacks until one hurts her (the dice of this seed)
        resume_villain(s, CAT, rng)
        if s.pending:
            break
        s.turn.phase, s.turn.hero, s.turn.villain_step = "villain", 0, 0
    [p] = s.pending
    assert p.kind == "reaction" and p.params["powers"] == ["yield_ground"] and p.params["moment"] == "damaged"
    after = GAME.apply(s, 0, Use(power="yield_ground"), rng)
    [q] = after.state.pending
    assert q.kind == "place" and q.params["what"] == "speed" and q.seat == 0
    b = board(after.state, CAT)
    far = max(after.state.pending[0].params["squares"], key=lambda sq: (abs(sq[0] - 2) + abs(sq[1]), sq[1], sq[0]))
    final = GAME.apply(after.state, 0, Place(to=b.name(tuple(far))), rng)
    assert final.state.heroes[0].square == tuple(far)
    assert next(x for x in final.state.heroes[0].powers if x.id == "yield_ground").used


def test_spring_away_lets_kat_leap_before_an_allys_encounter_acts() -> None:
    """« Quand un autre héros pioche une carte Rencontre : avant qu'elle agisse, placez-vous sur une
    section à exactement 2 sections de vous » (S2; our text)."""
    from rules.ravenloft.commands import Place
    from rules.ravenloft.dungeon import board
    from rules.ravenloft.state import PowerCard
    from rules.ravenloft.turns import resume_villain

    s = table("thorgrim", "kat")
    s.heroes[1].powers.append(PowerCard(id="spring_away"))
    s.encounters.cards.append("frenzy#1")
    s.turn.phase = "villain"
    rng = Rng("ab" * 32)
    resume_villain(s, CAT, rng)
    [p] = s.pending
    assert p.kind == "reaction" and p.seat == 1 and p.params["moment"] == "drawn"
    after = GAME.apply(s, 1, Use(power="spring_away"), rng)
    [q] = after.state.pending
    assert q.kind == "place" and q.params["what"] == "spring" and q.seat == 1
    b = board(after.state, CAT)
    from rules.ravenloft.placing import squares

    to = squares(after.state, CAT, q)[0]
    final = GAME.apply(after.state, 1, Place(to=b.name(to)), rng)
    kat = final.state.heroes[1]
    assert kat.square == to
    from rules.ravenloft.board import block_of

    assert b.tile_distance(block_of((3, 0)), block_of(to)) == 2
    assert "cr-encounter-drawn" not in codes(final.events) and final.state.encounters.discard[-1].startswith("frenzy")
