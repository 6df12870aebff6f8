"""The judgement of the computer heroes at level normal (rules/ravenloft/hero_ai): exact
decisions on hand-set tables of « Find the Icon » (Thorgrim to play, Arjhan and Immeril beside
him on the Start tile), the line each decision says in both languages, and the same decisions
whatever the decks' hidden order."""

from __future__ import annotations

from rules.core import Rng, SeatInfo, i18n
from rules.ravenloft import GAME as G
from rules.ravenloft.commands import Attack, Disarm, End, LevelUp, Move, Use
from rules.ravenloft.dungeon import board
from rules.ravenloft.hero_ai.goal import explore_squares
from rules.ravenloft.hero_ai.powers import attack_blow, chance
from rules.ravenloft.state import Figure, Pending, Token

from .engine_helpers import hidden_order_changed

SEATS = [SeatInfo(index=i, name=f"p{i}") for i in range(3)]
MIND = "ab" * 32


def _table():
    """Thorgrim's first hero phase (seat 2) on E5; Arjhan on C5, Immeril on D5; no monster."""
    state = G.setup(G.parse_options({"adventure": "find_the_icon", "heroes": ["arjhan", "immeril", "thorgrim"]}),
                    SEATS, Rng("%064x" % 5))
    b = board(state, G.cat)
    assert [(h.hero, b.name(h.square)) for h in state.heroes] == [("arjhan", "C5"), ("immeril", "D5"),
                                                                  ("thorgrim", "E5")]
    assert G.prompts(state)[0].kind == "cr-hero-phase" and state.turn.hero == 2 and not state.figures
    return state, b


def _move(state):
    made = G.computer_move(state, G.prompts(state)[0].seat, "normal", Rng(MIND))
    assert made is not None and made[1] is not None
    return made[0], made[1].params["why"], i18n.t("en", "ev-cr-why", made[1].params), \
        i18n.t("fr", "ev-cr-why", made[1].params)


def test_a_healer_heals_the_hero_at_1_hp_first():
    state, _b = _table()
    state.heroes[1].hp = 1  # Immeril, 6 HP
    action, why, en, fr = _move(state)
    assert action == Use(power="healing_word", target="immeril") and why == "heal"
    assert en == "🤖 Thorgrim (p2) uses Healing Word on Immeril (p1): the most hurt hero."
    assert fr == "🤖 Thorgrim (p2) utilise Parole de Guérison sur Immeril (p1) : le héros le plus blessé."
    state.heroes[1].hp = 5  # 1 HP lost is not worth the once-an-adventure power
    action, why, _en, _fr = _move(state)
    assert not isinstance(action, Use) and why != "heal"


def test_with_no_monster_the_hero_ends_on_an_unexplored_edge():
    state, b = _table()
    action, why, en, fr = _move(state)
    assert action == Move(to="A8") and why == "move-explore"
    assert board(state, G.cat).parse("A8") in explore_squares(state, G.cat, 2)
    assert en == ("🤖 Thorgrim (p2) goes to A8, on an unexplored edge: exploring brings a new tile instead of an "
                  "encounter card.")
    assert fr.startswith("🤖 Thorgrim (p2) va en A8, sur un bord inexploré")
    state = G.apply(state, 2, action, Rng("%064x" % 9)).state
    action, why, en, _fr = _move(state)
    assert action == End() and why == "end-explore"
    done = G.apply(state, 2, action, Rng("%064x" % 9))
    assert "cr-tile-placed" in [e.code for e in done.events]  # explored (B18): no encounter card is drawn (B21)
    assert len(done.state.tiles) == len(state.tiles) + 1 and "cr-encounter-drawn" not in [e.code for e in done.events]


def test_the_hero_heads_for_the_icon_the_adventure_asks_for():
    state, b = _table()
    state.tokens.append(Token(uid=state.uid(), kind="item", id="icon_of_ravenloft", square=b.parse("C1")))
    action, why, en, _fr = _move(state)
    assert action == Move(to="B1") and why == "move-item"  # B1 is next to the Icon: picked up on the way (B45)
    assert en == "🤖 Thorgrim (p2) goes to B1, toward the item the adventure asks for."
    after = G.apply(state, 2, action, Rng("%064x" % 9)).state
    assert after.heroes[2].carried == ["icon_of_ravenloft"]


def test_a_sure_kill_takes_an_at_will_power_and_keeps_the_blessing():
    state, b = _table()
    state.figures.append(Figure(uid=state.uid(), kind="kobold_skirmisher", square=b.parse("F6")))  # 1 HP, AC 13
    action, why, en, _fr = _move(state)
    assert action == Attack(power="healing_strike", target="F6") and why == "attack"
    assert en == "🤖 Thorgrim (p2) attacks F6 with Healing Strike: the surest blow found."
    blow = attack_blow(state, G.cat, 2, action)
    assert blow is not None and blow.chance == chance(8, 13) == 0.8  # d20 + 8 against AC 13: 16 faces of 20
    daily = attack_blow(state, G.cat, 2, Attack(power="flame_strike", target="F6"))
    assert daily is not None and daily.value < blow.value  # a daily power is kept for a tougher monster


def test_a_blessing_is_spent_on_a_tough_monster_just_before_the_attack():
    state, b = _table()
    state.figures.append(Figure(uid=state.uid(), kind="gargoyle", square=b.parse("D7")))  # 2 HP, AC 16
    state.heroes[2].square = b.parse("D6")  # on the party's tile, next to the gargoyle
    state.tile_stack = []  # nothing to explore: the gargoyle is the whole phase
    action, why, en, _fr = _move(state)
    assert action == Use(power="bless") and why == "boost"
    assert en == "🤖 Thorgrim (p2) uses Bless before attacking."


def test_klak_is_worth_more_than_his_artifact_which_never_strikes_back():
    """Both are the adventure's goal (adventure 3); Klak throws Chaos Bolts, the artifact none:
    Lance of Faith (d20 + 6, 1 damage) is aimed at Klak though the artifact is easier to hit."""
    state = G.setup(G.parse_options({"adventure": "klaks_infernal_artifact",
                                     "heroes": ["arjhan", "immeril", "thorgrim"]}), SEATS, Rng("%064x" % 5))
    b = board(state, G.cat)
    state.figures.append(Figure(uid=state.uid(), kind="klak", villain=True, square=b.parse("F3"), card="klak"))
    state.tokens.append(Token(uid=state.uid(), kind="object", id="klaks_artifact", square=b.parse("G3"), ac=12, hp=4))
    klak = attack_blow(state, G.cat, 2, Attack(power="lance_of_faith", target="F3"))
    artifact = attack_blow(state, G.cat, 2, Attack(power="lance_of_faith", target="G3"))
    assert klak is not None and artifact is not None
    assert klak.chance == 0.65 and artifact.chance == 0.75  # AC 14 and AC 12
    # 0.65 x 0.8 x 1/6 of (4 a figure's attacks + 1.5 x 5 XP + 12 the goal); 0.75 x 0.8 x 1/4 of 12
    assert round(klak.value, 4) == round(0.65 * 0.8 * 23.5 / 6, 4) and round(artifact.value, 4) == 1.8
    assert klak.value > artifact.value


def test_a_trap_on_the_hero_s_tile_is_disarmed_instead_of_nothing():
    state, b = _table()
    state.tokens.append(Token(uid=state.uid(), kind="trap", id="alarm", square=b.parse("F7")))
    state.tile_stack = []  # nothing left to explore: the trap is the only thing to do
    action, why, en, _fr = _move(state)
    assert action == Disarm() and why == "disarm"
    assert en == ("🤖 Thorgrim (p2) rolls to disarm the trap on their tile instead of attacking: a trap acts again "
                  "in every villain phase.")


def test_a_level_up_is_taken_with_the_hardest_hitting_daily():
    state, _b = _table()
    state.xp_pile = ["gargoyle#1", "wraith#1"]
    state.pending.append(Pending(kind="level-up", seat=2, hero=2))
    action, why, en, fr = _move(state)
    dailies = [a.daily for a in G.legal_actions(state, 2) if isinstance(a, LevelUp)]
    best = max(dailies, key=lambda d: (G.cat.powers[d].damage * G.cat.powers[d].targets, G.cat.powers[d].attack or 0))
    assert action == LevelUp(daily=best) and why == "levelup"
    assert en.startswith("🤖 Thorgrim (p2) spends 5 XP to reach level 2 and takes ")
    assert fr.startswith("🤖 Thorgrim (p2) dépense 5 XP pour passer au niveau 2 et prend ")



def test_a_computer_hero_decides_the_same_whatever_the_decks_hidden_order():
    """At every decision of a whole game (Klak's adventure, three computer heroes), the decision
    of the seat to play is the same on a table whose face-down decks are in another order."""
    state = G.setup(G.parse_options({"adventure": "klaks_infernal_artifact"}), SEATS, Rng("%064x" % 11))
    dice, mind = Rng("%064x" % 12), Rng("%064x" % 13)
    checked = 0
    for _ in range(120):
        if G.result(state) is not None:
            break
        seat = G.prompts(state)[0].seat
        other = hidden_order_changed(state)
        if other.tile_stack != state.tile_stack or other.monsters.cards != state.monsters.cards:
            checked += 1
        counter = mind.counter
        mine = G.computer_move(state, seat, "normal", mind)
        again = G.computer_move(other, seat, "normal", _at(mind, counter))
        assert mine is not None and again is not None and mine == again
        state = G.apply(state, seat, mine[0], dice).state
    assert checked >= 40  # the decisions where some hidden order differed (the game ends at move 70 or so)


def _at(rng: Rng, counter: int) -> Rng:
    """The computer's generator as it stood before the decision just taken."""
    again = Rng(rng.seed)
    again.counter = counter
    return again
