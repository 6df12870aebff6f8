"""Computer heroes of Dungeon Fighter (rules/dungeon_fighter/computer.py): decisions from the
seat's knowledge only (the face-down tower and deck change nothing), the throw made by a
human-like hand whose level shows in the spread, and each decision says why."""

from __future__ import annotations

from rules.core import Rng, SeatInfo, find_game, i18n
from rules.dungeon_fighter.computer import knowledge
from rules.dungeon_fighter.model import Go, Throw

G = find_game("dungeon_fighter")


def _table(seed: int = 4):
    seats = [SeatInfo(index=i, name=f"p{i}") for i in range(2)]
    return G.setup(G.parse_options({}), seats, Rng("%064x" % seed))


def _to_a_throw(state):
    dice, mind = Rng("%064x" % 9), Rng("%064x" % 8)
    for _ in range(50):
        prompts = G.prompts(state)
        if any(p.kind == "df-throw" for p in prompts):
            return state
        p = prompts[0]
        state = G.apply(state, p.seat, G.computer_move(state, p.seat, "normal", mind)[0], dice).state
    raise AssertionError("no throw")


def test_the_face_down_cards_change_nothing():
    state = _to_a_throw(_table())
    seat = next(p.seat for p in G.prompts(state) if p.kind == "df-throw")
    other = state.model_copy(deep=True)
    other.tower = [list(reversed(pile)) for pile in other.tower]
    other.deck = list(reversed(other.deck))
    assert other != state and knowledge(other, seat) == knowledge(state, seat)
    assert G.computer_move(state, seat, "normal", Rng("aa" * 32)) == G.computer_move(other, seat, "normal",
                                                                                      Rng("aa" * 32))


def test_the_levels_throw_with_their_hand():
    state = _to_a_throw(_table())
    seat = next(p.seat for p in G.prompts(state) if p.kind == "df-throw")
    throws = {level: G.computer_move(state, seat, level, Rng("cc" * 32))[0] for level in ("easy", "normal", "strong")}
    assert all(isinstance(t, Throw) and t.gesture for t in throws.values())  # a finger's gesture, read by the rules
    assert len({str(t.gesture) for t in throws.values()}) == 3  # three different hands
    assert throws["strong"] == G.computer_move(state, seat, "strong", Rng("cc" * 32))[0]
    assert G.apply(state, seat, throws["normal"], Rng("dd" * 32)).events  # a legal throw


def test_the_leader_says_where_it_leads_the_party():
    state = _table()
    seat = G.prompts(state)[0].seat
    action, why = G.computer_move(state, seat, "normal", Rng("bb" * 32))
    assert isinstance(action, Go) and why is not None
    fr, en = i18n.t("fr", "ev-df-why", why.params), i18n.t("en", "ev-df-why", why.params)
    assert fr.startswith("🤖 ") and " mène le groupe " in fr and "{" not in fr
    assert en.startswith("🤖 ") and " leads the party " in en
