"""The computer fortress knows how a game ends (issue 27): the canon strikes walls, never feeds the
opponent's kills, and blood left once the defence holds buys the most kills for the tie-break."""

from __future__ import annotations

from rules.core import Rng
from rules.kravora.ai import computer_action, defence, open_line, threat
from rules.kravora.model import Buy, Canon, Done

from .helpers import SEED, fresh, lines, play, put

BUILT = ["caserne", "atelier", "laboratoire", "canon"]


def test_the_canon_aims_at_the_line_no_defender_of_the_target_can_strike():
    # p1 holds line 4 with a Fantoche (reach 0): a fantoche sent to his line 4 dies at his next
    # attack (a kill and blood for him); nobody of his can strike his line 5, so it lives there
    s = fresh(step="buy", turn=5)
    s.players[0].blood, s.players[0].buildings = 12, list(BUILT)
    put(s, 1, "fantoche", 4, defender=True)
    assert open_line(s, s.players[1]) == 5
    a = computer_action(s, 0, "normal", Rng(SEED))
    assert a is not None and a.why is not None
    assert a.model_dump(exclude={"why"}) == Canon(player=1, line=5, count=3).model_dump(exclude={"why"})
    s, ev = play(s, 0, a)
    assert lines(ev)[:2] == [
        ("🤖 p0 : p1 a le mur le plus haut (10) et aucun de ses défenseurs ne peut frapper sa ligne 5 : "
         "3 fantoches y vont, ils frapperont son mur à chaque tour"),
        "Canon : p0 envoie 3 fantoches en ligne 5 chez p1 (−3L)"]
    assert lines(ev, "en")[0] == ("🤖 p0: p1 has the highest wall (10) and no defender of theirs can strike "
                                  "their line 5: 3 fantoches go there, they will strike their wall every turn")
    assert [(u.kind, u.line, u.owner) for u in s.players[1].units if not u.defender] == [("fantoche", 5, 0)] * 3


def test_a_caillasseur_on_line_5_covers_line_4_so_the_canon_goes_to_line_5_only_if_open():
    s = fresh(step="buy", turn=5)
    put(s, 1, "caillasseur", 5, defender=True)  # reach 1-2 from line 5: lines 4 and 3
    assert open_line(s, s.players[1]) == 5  # a fantoche on line 5 strikes the caillasseur, none strikes it
    put(s, 1, "fantoche", 5, defender=True)
    assert open_line(s, s.players[1]) is None


def test_with_every_line_by_the_fortress_covered_the_canon_holds_its_fire_and_says_why():
    s = fresh(step="buy", turn=5)
    s.players[0].blood, s.players[0].buildings = 12, list(BUILT)
    put(s, 1, "fantoche", 4, defender=True)
    put(s, 1, "fantoche", 5, defender=True)
    a = computer_action(s, 0, "normal", Rng(SEED))
    assert isinstance(a, Done) and a.why is not None and a.why.code == "canon-covered"
    s, ev = play(s, 0, a)
    assert lines(ev)[0] == ("🤖 p0 : toutes les lignes devant la forteresse de p1 sont à portée de ses défenseurs, "
                            "un fantoche envoyé là ne ferait que lui donner un tué et du sang : pas de tir de "
                            "canon, il garde 12L")
    assert lines(ev, "en")[0] == ("🤖 p0: every line by p1's fortress is in reach of their defenders, a fantoche "
                                  "sent there would only give them a kill and blood: no canon shot, it keeps 12L")
    assert not [u for u in s.players[1].units if not u.defender]


def test_the_canon_is_built_only_against_an_open_line():
    s = fresh(step="buy", turn=5)
    s.players[0].blood, s.players[0].buildings = 20, ["caserne", "atelier", "laboratoire"]
    put(s, 1, "fantoche", 4, defender=True)
    put(s, 1, "fantoche", 5, defender=True)
    assert not isinstance(computer_action(s, 0, "normal", Rng(SEED)), Canon)
    a = computer_action(s, 0, "normal", Rng(SEED))
    assert not (a is not None and a.type == "build")
    s.players[1].units = [u for u in s.players[1].units if u.line != 5]
    a = computer_action(s, 0, "normal", Rng(SEED))
    assert a is not None and a.type == "build" and a.why is not None
    s, ev = play(s, 0, a)
    assert lines(ev)[0] == ("🤖 p0 : sa défense suffit, il a 20L et aucun défenseur de p1 ne peut frapper sa "
                            "ligne 5 : il construit le Canon à fantoche")


def test_blood_left_once_the_defence_holds_buys_the_most_kills_for_the_tie_break():
    # the old computer kept its blood here (« défense 1 pour une menace de 1 »); the Fantoche on
    # line 1 is out of the Costaud's reach, a Caillasseur on line 3 kills it at the next attack
    s = fresh(step="buy", turn=5)
    s.players[0].blood, s.players[0].buildings = 3, ["caserne", "atelier", "laboratoire"]
    put(s, 0, "fantoche", 1)
    put(s, 0, "costaud", 4, defender=True)
    assert (threat(s.players[0]), defence(s.players[0])) == (1, 1)
    a = computer_action(s, 0, "normal", Rng(SEED))
    assert isinstance(a, Buy) and (a.unit, a.line) == ("caillasseur", 3)
    s, ev = play(s, 0, a)
    assert lines(ev)[:2] == [
        ("🤖 p0 : sa défense tient ; un tué rapporte du sang et départage les murs égaux : Caillasseur en ligne 3 "
         "ajoute un tué (1 dégât) à sa prochaine attaque, le plus pour ses 3L"),
        "p0 achète Caillasseur en ligne 3 (−1L, reste 2L)"]
    assert lines(ev, "en")[0] == ("🤖 p0: its defence holds; a kill pays blood and breaks a tie between equal walls: "
                                  "Caillasseur on line 3 adds one kill (1 damage) to its next attack, the most for "
                                  "its 3L")
    # the fantoche is covered now: nothing more would add a kill, it keeps the rest
    a = computer_action(s, 0, "normal", Rng(SEED))
    assert isinstance(a, Done) and a.why is not None and a.why.code == "enough"


def test_the_kills_counted_include_the_tray_which_reaches_line_1_before_the_next_attack():
    s = fresh(step="buy", turn=5)
    s.players[0].blood, s.players[0].buildings = 4, ["caserne", "atelier", "laboratoire"]
    put(s, 0, "costaud", 4, defender=True)
    s.players[0].arriving = ["costaud", "fantoche"]
    # 1L kills the Fantoche (a Long bras for 3L: the same kill and 2 damage to the Costaud, less per L)
    a = computer_action(s, 0, "normal", Rng(SEED))
    assert isinstance(a, Buy) and (a.unit, a.line) == ("caillasseur", 3)
    assert a.why is not None and (a.why.params["kills"], a.why.params["damage"]) == (1, 1)
    # in the shared window the tray is this turn's: it reaches line 1 after the next attack
    s.step = "spend"
    s.pending = [0, 1]
    a = computer_action(s, 0, "normal", Rng(SEED))
    assert isinstance(a, Done) and a.why is not None and a.why.code == "enough"


def test_units_bought_in_the_last_phase_5_never_strike_so_it_keeps_its_blood():
    s = fresh(step="buy", turn=10)
    s.players[0].blood, s.players[0].buildings = 3, ["caserne", "atelier", "laboratoire"]
    put(s, 0, "fantoche", 1)
    put(s, 0, "costaud", 4, defender=True)
    a = computer_action(s, 0, "normal", Rng(SEED))
    assert isinstance(a, Done) and a.why is not None and a.why.code == "enough"
