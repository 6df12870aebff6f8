"""The rulebook's « RÈGLES POUR 4 JOUEURS » (page 30): each for himself and 2 against 2."""

import pytest

from rules.core import InvalidActionError, PlayerError, Rng, RuleError, SeatInfo
from rules.krosmaster import KROSMASTER as G
from rules.krosmaster.model import BuyGG, End, Gift, Inspire, LoseGG, Move, Punch
from rules.krosmaster.table import side_cells

from .helpers import CRIT, MISS, TACKLE, cell, table4, unit

SEATS = [SeatInfo(index=i, name=n) for i, n in enumerate(["Alice", "Bob", "Chloé", "Dom"])]


def setup(n=4, **opts):
    return G.setup(G.parse_options(opts), SEATS[:n], Rng("44" * 32))


# ---- set-up: seats, mode, GG ---------------------------------------------------------------
def test_seat_count_is_checked_against_the_mode():
    assert G.max_seats == 4 and G.min_seats == 2
    assert setup(4).mode == "ffa" and setup(2).mode == "duel"
    for n, opts in ((3, {}), (4, {"mode": "duel"}), (2, {"mode": "ffa"}), (2, {"mode": "2v2"}),
                    (4, {"mode": "ffa", "scenario": "tuto3"})):
        with pytest.raises(PlayerError):
            setup(n, **opts)
    with pytest.raises(RuleError):
        setup(4, side="N", arena="fosse")  # a duel side with 4 players
    with pytest.raises(RuleError):
        setup(2, side="NW", arena="fosse")
    with pytest.raises(InvalidActionError):
        G.parse_options({"mode": "3v1"})


def test_three_gg_each_and_three_wild_gg():
    # « Placez 3 GG sauvages à proximité du plateau. Chaque joueur commence avec 3 GG. »
    s = setup(4, mode="ffa")
    assert s.gg == [3, 3, 3, 3] and s.wild_gg == 3 and s.kamas == [0, 0, 0, 0]
    assert all(len(p) == 2 for p in s.picks)  # « chacun joue avec 2 Krosmaster »


# ---- initiative and play order --------------------------------------------------------------
def test_ffa_players_numbered_by_decreasing_initiative():
    # « Le joueur avec le plus grand total devient le joueur 1, les autres deviennent les
    # joueurs 2, 3 et 4 par ordre décroissant d'Initiative totale »
    custom = [["opee-tissoin", "kreol-panikon"], ["anna-tommy", "bad-aboum"],
              ["reine-des-tofus", "roi-des-bouftous"], ["guy-yomtella", "oscar-nak"]]
    s = setup(4, mode="ffa", teams="custom", custom=custom)
    # totals: 1 + 4 = 5, 9 + 3 = 12, 8 + 2 = 10, 7 + 6 = 13
    assert s.order == [3, 1, 2, 0] and s.first_player == 3
    # « le joueur 4 choisit le plateau »
    assert s.phase == "arena" and s.active == 0


def test_2v2_partners_are_players_1_and_3():
    custom = [["opee-tissoin", "kreol-panikon"], ["anna-tommy", "bad-aboum"],
              ["reine-des-tofus", "roi-des-bouftous"], ["guy-yomtella", "oscar-nak"]]
    s = setup(4, mode="2v2", teams="custom", custom=custom)
    # seats 1 and 3 (12 and 13) against seats 0 and 2 (5 and 10): seat 3 is player 1, its
    # partner seat 1 player 3; the other team's best, seat 2, player 2; seat 0 player 4
    assert s.team_of == [0, 1, 0, 1]
    assert s.order == [3, 2, 1, 0]


def test_initiative_ties_compare_the_highest_initiative_then_the_next():
    # « si le total d'Initiative des joueurs est identique, comparez la valeur d'Initiative la
    # plus haute ..., puis la deuxième plus haute »: 9 + 1 = 10 beats 7 + 3 = 10, which beats
    # 6 + 4 = 10
    custom = [["guy-yomtella", "bad-aboum"], ["anna-tommy", "opee-tissoin"],
              ["oscar-nak", "kreol-panikon"], ["reine-des-tofus", "roi-des-bouftous"]]
    s = setup(4, mode="ffa", teams="custom", custom=custom)
    assert s.order == [1, 3, 0, 2]  # 9+1, 8+2, 7+3, 6+4 (all 10)


def test_custom_teams_for_4_players_total_level_6():
    # « L'équipe d'un joueur doit être composée de 1 à 4 Krosmaster dont le total des Niveaux
    # doit être égal à 6 »
    ok = [["anna-tommy", "anna-tommy"], ["bad-aboum", "oscar-nak"], ["guy-yomtella", "opee-tissoin"],
          ["kreol-panikon", "roi-des-bouftous"]]
    assert setup(4, teams="custom", custom=ok).picks == ok
    with pytest.raises(RuleError) as err:
        setup(4, teams="custom", custom=[["anna-tommy"], *ok[1:]])
    assert err.value.code == "kros-team-levels" and err.value.params == {"total": 3, "needed": 6}


def test_draft_with_4_players_gives_each_two_cards():
    s = setup(4, mode="ffa", teams="draft")
    first = s.draft_first
    nxt = [(first + k) % 4 for k in range(4)]
    assert s.draft_order == [nxt[0], nxt[1], nxt[1], nxt[2], nxt[2], nxt[3], nxt[3]]
    rng = Rng("45" * 32)
    while s.phase == "draft":
        seat = G.prompts(s)[0].seat
        s = G.apply(s, seat, G.legal_actions(s, seat)[0], rng).state
    # « La dernière carte revient au joueur qui a choisi la première carte »
    assert sorted(len(p) for p in s.picks) == [2, 2, 2, 2]
    assert len({c for p in s.picks for c in p}) == 8


# ---- board, parcels, deployment -------------------------------------------------------------
def test_player_1_orients_the_board_parcels_follow_clockwise():
    s = setup(4, mode="ffa", arena="fosse")
    assert s.phase == "side" and s.active == s.order[0]
    options = [o.args["side"] for o in G.prompts(s)[0].options]
    assert options == ["NW", "NE", "SE", "SW"]
    s = G.apply(s, s.active, G.parse_command("side", {"side": "se"}, s, s.active), Rng("46" * 32)).state
    assert [s.sides[x] for x in s.order] == ["SE", "SW", "NW", "NE"]
    # « dans l'ordre de jeu, chacun place ses figurines ... dans les cases Déploiement de sa parcelle »
    assert s.phase == "deploy" and s.active == s.order[0]
    view = G.view(s, None)
    for seat in range(4):
        quarter = side_cells(s.sides[seat], 12, 12)
        cells = [cell(x) for x in view.parcels[seat]]
        assert len(cells) == 7 and all(c in quarter and c in s.start_cells for c in cells)


def test_deployment_in_play_order():
    s = setup(4, mode="2v2", arena="elementaire", side="NE")
    rng = Rng("47" * 32)
    seen = []
    while s.phase == "deploy":
        seat = G.prompts(s)[0].seat
        if not seen or seen[-1] != seat:
            seen.append(seat)
        s = G.apply(s, seat, G.legal_actions(s, seat)[0], rng).state
    assert seen == s.order
    for u in s.units:
        assert u.pos in side_cells(s.sides[u.seat], 12, 12)


# ---- tension roll -----------------------------------------------------------------------------
def _inspiration(t, faces):
    t.s.phase, t.s.current, t.s.tension = "inspiration", None, faces


def test_tension_double_active_names_an_opponent_who_names_another_player():
    # « le joueur actif choisit un seul adversaire qui perd 1 GG, et cet adversaire choisit un
    # autre joueur qui perd lui aussi 1 GG. Cela peut être le joueur actif »
    t = table4([(0, "anna-tommy", "A1"), (1, "oscar-nak", "L1"), (2, "guy-yomtella", "L12"),
                (3, "bad-aboum", "A12")])
    _inspiration(t, [CRIT, CRIT])
    t.act(0, Inspire(faces=["critique", "critique"], targets=["0-anna-tommy", None]))
    assert t.s.phase == "tension-target" and G.prompted(t.s) == 0
    assert [a.player for a in G.legal_actions(t.s, 0)] == [1, 2, 3]
    with pytest.raises(RuleError):
        t.act(0, LoseGG(player=0))  # not an opponent
    t.act(0, LoseGG(player=2))
    assert t.s.gg == [3, 3, 2, 3] and G.prompted(t.s) == 2
    assert [a.player for a in G.legal_actions(t.s, 2)] == [0, 1, 3]
    t.act(2, LoseGG(player=0))
    assert t.s.gg == [2, 3, 2, 3]
    # the inspiration was held until then: Anna has Critique, one die refunded 1 kama
    assert t.s.phase == "activation" and unit(t, "anna-tommy").inspiration == ["critique"]
    assert t.s.kamas[0] == 1


def test_tension_double_in_2v2_names_an_opponent_first():
    t = table4([(0, "anna-tommy", "A1"), (1, "oscar-nak", "L1"), (2, "guy-yomtella", "L12"),
                (3, "bad-aboum", "A12")], mode="2v2")
    _inspiration(t, [TACKLE, TACKLE])
    t.act(0, Inspire(faces=["tacle", "tacle"], targets=[None, None]))
    assert [a.player for a in G.legal_actions(t.s, 0)] == [1, 3]
    t.act(0, LoseGG(player=3))
    # the opponent may name anyone else, his partner included
    assert [a.player for a in G.legal_actions(t.s, 3)] == [0, 1, 2]


def test_tension_forced_choices_resolve_alone():
    t = table4([(0, "anna-tommy", "A1"), (1, "oscar-nak", "L1"), (2, "guy-yomtella", "L12"),
                (3, "bad-aboum", "A12")])
    t.s.gg = [3, 0, 0, 2]
    _inspiration(t, [CRIT, CRIT])
    t.act(0, Inspire(faces=["critique", "critique"], targets=[None, None]))
    # only seat 3 holds a GG among the opponents, then only seat 0 among the others
    assert t.s.gg == [2, 0, 0, 1] and t.s.phase == "activation" and t.s.kamas[0] == 3


# ---- GG: K.O.s, own K.O.s, last Krosmaster ----------------------------------------------------
def test_ko_author_takes_level_gg_from_the_victim_wild_first():
    t = table4([(0, "reine-des-tofus", "E5"), (1, "anna-tommy", "E6"), (1, "oscar-nak", "A1"),
                (2, "guy-yomtella", "L12"), (3, "bad-aboum", "A12")], dice=[MISS, MISS])
    t.s.wild_gg = 1
    unit(t, "anna-tommy").wounds = 11
    t.act(0, Punch(at="E6"))
    assert t.s.gg == [6, 1, 3, 3] and t.s.wild_gg == 0


def test_last_krosmaster_ko_takes_all_the_victims_gg():
    # « Un joueur qui met K.O le dernier Krosmaster d'un autre joueur lui prend tous ses GG. »
    t = table4([(0, "reine-des-tofus", "E5"), (1, "anna-tommy", "E6"), (2, "guy-yomtella", "L12"),
                (3, "bad-aboum", "A12")], dice=[MISS, MISS])
    t.s.wild_gg = 0
    t.s.gg = [3, 5, 3, 3]
    unit(t, "anna-tommy").wounds = 11
    t.act(0, Punch(at="E6"))
    assert t.s.gg == [8, 0, 3, 3]
    assert any(e.code == "kros-gg-all-taken" and e.params["gg"] == 2 for e in t.events)
    # player 2 (seat 1) has no figure left: his turns are skipped
    t.rng.values = [TACKLE, CRIT]  # seat 2's tension roll
    t.act(0, End())
    assert t.s.active == 2


def test_own_ko_gives_level_gg_to_an_opponent_of_ones_choice():
    # « Un joueur qui met K.O un de ses propres personnages doit donner à l'adversaire de son
    # choix autant de GG que le Niveau du personnage éliminé. »
    t = table4([(0, "bad-aboum", "E2"), (0, "guy-yomtella", "F6"), (1, "anna-tommy", "L1"),
                (2, "oscar-nak", "L12"), (3, "opee-tissoin", "A12")], dice=[MISS] * 4)
    t.s.wild_gg = 0
    guy = unit(t, "guy-yomtella")
    guy.wounds = 5
    t.act(0, __import__("rules.krosmaster.model", fromlist=["Cast"]).Cast(spell="lance-de-bombe-a-eau", at="E5"))
    t.act(0, __import__("rules.krosmaster.model", fromlist=["Cast"]).Cast(spell="tir-de-recul", at="E5"))
    assert guy.ko and t.s.phase == "gift" and G.prompted(t.s) == 0
    assert [a.player for a in G.legal_actions(t.s, 0)] == [1, 2, 3]
    options = G.prompts(t.s)[0].options
    assert [o.command for o in options] == ["gift"] * 3
    t.act(0, Gift(player=3))
    assert t.s.gg == [0, 3, 3, 6] and t.s.phase == "activation"


def test_player_without_gg_is_not_out_while_he_has_a_figure():
    t = table4([(0, "reine-des-tofus", "E5"), (1, "anna-tommy", "E6"), (2, "guy-yomtella", "L12"),
                (3, "bad-aboum", "A12")])
    t.s.gg = [3, 0, 3, 3]
    t.rng.values = [TACKLE, CRIT]  # seat 1's tension roll
    t.act(0, End())
    assert t.s.phase != "over" and t.s.active == 1


def test_ffa_victory_needs_the_wild_gg_gone():
    # « Cette condition est vérifiée à chaque instant, dès lors qu'il n'y a plus de GG sauvage »
    t = table4([(0, "reine-des-tofus", "E5"), (1, "anna-tommy", "A6"), (2, "guy-yomtella", "L12"),
                (3, "bad-aboum", "A12")])
    t.s.gg = [3, 0, 0, 0]
    t.s.wild_gg = 1
    t.check_end()
    assert t.s.phase != "over"
    t.s.wild_gg = 0
    t.check_end()
    assert t.s.phase == "over" and t.s.winners == [0]


def test_2v2_team_wins_together():
    # « être la seule équipe à posséder des GG »
    t = table4([(0, "reine-des-tofus", "E5"), (1, "anna-tommy", "A6"), (2, "guy-yomtella", "L12"),
                (3, "bad-aboum", "A12")], mode="2v2")
    t.s.wild_gg = 0
    t.s.gg = [0, 0, 2, 0]
    t.check_end()
    assert t.s.winners == [0, 2] and t.s.end_reason == "gg"


def test_2v2_last_team_with_figures_wins():
    # « Si un joueur et son partenaire sont les seuls à encore posséder des figurines sur le
    # terrain, ils gagnent aussi. »
    t = table4([(0, "reine-des-tofus", "E5"), (1, "anna-tommy", "E6"), (2, "guy-yomtella", "L12")],
               mode="2v2", dice=[MISS, MISS])
    unit(t, "anna-tommy").wounds = 11
    t.act(0, Punch(at="E6"))
    assert t.s.phase == "over" and t.s.winners == [0, 2] and t.s.end_reason == "last-team"


def test_2v2_partners_do_not_tackle_each_other():
    t = table4([(0, "anna-tommy", "E5"), (2, "bad-aboum", "E6"), (1, "oscar-nak", "A1"),
                (3, "opee-tissoin", "L12")], mode="2v2", dice=[])
    t.act(0, Move(to="E3"))  # leaves a cell next to the partner: no tackle roll
    assert unit(t, "anna-tommy").pos == cell("E3")
    assert not any(e.code == "kros-tackle" for e in t.events)


def test_buy_gg_from_a_chosen_opponent():
    t = table4([(0, "reine-des-tofus", "E5"), (1, "anna-tommy", "A6"), (2, "guy-yomtella", "L12"),
                (3, "bad-aboum", "A12")])
    t.s.demon_cells = [cell("E5")]
    t.s.wild_gg, t.s.kamas = 0, [20, 0, 0, 0]
    t.act(0, BuyGG(victim=2))
    assert t.s.gg == [4, 3, 2, 3]
    with pytest.raises(RuleError):
        t.act(0, BuyGG(victim=0))
    assert G.parse_command("buy", {"item": "gg", "victim": "c"}, t.s, 0) == BuyGG(victim=2)
    assert G.parse_command("buy", {"item": "gg", "victim": "3"}, t.s, 0) == BuyGG(victim=2)  # player 3
    assert G.parse_command("buy", {"item": "gg"}, t.s, 0) == BuyGG()
