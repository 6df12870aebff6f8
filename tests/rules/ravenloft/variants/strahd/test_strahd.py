"""The Strahd player variant (seed « CR Strahd Variante », L453-482): seats, first hand,
Menace, paid monsters and encounters, buying, reveals, and the absent Strahd's default."""

from __future__ import annotations

import pytest

from rules.core import InvalidActionError, RuleError
from rules.ravenloft import GAME
from rules.ravenloft.options import Preset, register_preset, resolve_rules
from rules.ravenloft.state import card_kind
from tests.rules.ravenloft.variants.strahd.strahd_helpers import (
    BLACK,
    WHITE,
    act,
    codes,
    explored,
    table,
)

CAT = GAME.cat


def hand(state, monsters=(), encounters=()):
    """Give Strahd exactly these cards (taken from the decks; his old hand goes back)."""
    s = state.strahd
    state.monsters.cards += s.monsters
    state.encounters.cards += s.encounters
    s.monsters, s.encounters = [], []
    for deck, wanted, into in ((state.monsters, monsters, s.monsters), (state.encounters, encounters, s.encounters)):
        for card in wanted:
            pile = deck.cards if card in deck.cards else deck.discard
            pile.remove(card)
            into.append(card)


def placing(menace=0, monsters=("gargoyle#1", "wolf#1", "gargoyle#2"), encounters=(), tile=WHITE):
    state, rng = table()
    hand(state, monsters, encounters)
    state.strahd.menace = menace
    events = explored(state, rng, tile)
    return state, rng, events


# --------------------------------------------------------------------------- seats (L455-458)
@pytest.mark.parametrize("n", [3, 4, 5, 6])
def test_strahd_plays_no_hero_and_the_others_share_the_heroes(n):
    state, _ = table(n)
    assert state.strahd.seat == 0
    assert len(state.heroes) == n - 1
    assert sorted(h.seat for h in state.heroes) == list(range(1, n))
    assert state.active.seat != 0


@pytest.mark.parametrize("n", [1, 2])
def test_fewer_than_three_players_are_refused(n):
    with pytest.raises(InvalidActionError) as err:
        table(n)
    assert err.value.code == "cr-strahd-seats"
    assert err.value.params == {"min": 3, "max": 6, "count": n}


def test_six_players_need_the_variant():
    from rules.core.rng import Rng
    from tests.rules.ravenloft.variants.strahd.strahd_helpers import seats

    with pytest.raises(InvalidActionError) as err:
        GAME.setup(GAME.parse_options({"adventure": "2"}), seats(6), Rng("00" * 32))
    assert err.value.code == "cr-adventure-heroes"


def test_a_random_strahd_is_drawn_by_the_table_seed():
    picked = {table(4, seed=f"{k:02x}" * 32, strahd="random")[0].strahd.seat for k in range(12)}
    assert len(picked) > 1
    for k in range(3):
        state, _ = table(4, seed=f"{k:02x}" * 32, strahd="random")
        assert state.strahd.seat not in {h.seat for h in state.heroes}


def test_first_hand_three_encounters_three_monsters():
    state, _ = table()
    s = state.strahd
    assert len(s.encounters) == 3 and len(s.monsters) == 3
    assert all(card_kind(c) in CAT.encounters for c in s.encounters)
    assert all(card_kind(c) in CAT.monsters for c in s.monsters)
    assert not set(s.monsters) & set(state.monsters.cards)
    assert not set(s.encounters) & set(state.encounters.cards)
    assert s.menace == 0


# --------------------------------------------------------------------------- Menace (L464)
@pytest.mark.parametrize(("tile", "gain"), [(WHITE, 2), (BLACK, 3), (None, 4)])
def test_menace_gained_at_each_exploration(tile, gain):
    state, rng, events = placing(menace=5, tile=tile)
    assert state.strahd.menace == 5 + gain
    menace = next(e for e in events if e.code == "cr-strahd-menace")
    assert menace.params["gain"] == gain and menace.params["menace"] == 5 + gain
    assert menace.visible_to is None


def test_no_menace_for_an_escaped_hero_turn():
    state, rng = table()
    state.strahd.menace = 1
    state.turn.phase = "hero"  # an escaped hero goes straight to the villain phase (B48)
    from rules.ravenloft.turns import to_villain

    to_villain(state, CAT, rng)
    assert state.strahd.menace == 1


# --------------------------------------------------------------------------- monsters (L468-470)
def test_no_monster_of_the_deck_comes_with_a_new_tile():
    state, rng, events = placing(menace=0)
    assert "cr-monster-appears" not in codes(events)
    assert state.figures == [] and state.active.cards == []


def test_placing_costs_the_xp_then_a_different_second_xp_plus_one():
    # 4 Menace + 2 for a white tile = 6: a gargoyle (3 XP) costs 3, then a wolf (1 XP) costs 2
    state, rng, _ = placing(menace=4)
    assert state.strahd.menace == 6
    assert state.pending[0].kind == "strahd-place" and state.pending[0].seat == 0
    square = state.strahd and GAME.view(state, 0).strahd.squares[5]
    state, events = act(state, 0, rng, type="summon", card="gargoyle#1", square=square)
    assert state.strahd.menace == 3
    placed = next(e for e in events if e.code == "cr-strahd-places")
    assert placed.params["cost"] == 3 and placed.params["square"] == square and placed.irreversible
    fig = next(f for f in state.figures if f.kind == "gargoyle")
    assert GAME.cat and fig.card == "gargoyle#1" and state.active.cards == ["gargoyle#1"]
    # the second: the other gargoyle is refused (same type), the wolf costs 1 + 1
    assert state.pending[0].kind == "strahd-place"
    with pytest.raises(RuleError) as err:
        act(state, 0, rng, type="summon", card="gargoyle#2")
    assert err.value.code == "cr-strahd-same-monster"
    state, events = act(state, 0, rng, type="summon", card="wolf#1")
    assert state.strahd.menace == 1
    assert state.strahd.monsters == ["gargoyle#2"]
    assert not any(p.kind == "strahd-place" for p in state.pending)  # two at most


def test_a_monster_he_cannot_pay_is_refused():
    state, rng, _ = placing(menace=0)  # 2 Menace: no gargoyle (3)
    with pytest.raises(RuleError) as err:
        act(state, 0, rng, type="summon", card="gargoyle#1")
    assert err.value.code == "cr-strahd-not-enough-menace"
    assert err.value.params == {"needed": 3, "menace": 2}


def test_only_on_the_new_tile():
    state, rng, _ = placing(menace=4)
    hero_square = GAME.cat and state.heroes[1].square
    from rules.ravenloft.dungeon import board

    with pytest.raises(RuleError) as err:
        act(state, 0, rng, type="summon", card="wolf#1", square=board(state, CAT).name(hero_square))
    assert err.value.code == "cr-strahd-not-on-new-tile"


def test_the_default_square_is_the_bone_pile():
    state, rng, _ = placing(menace=4)
    from rules.ravenloft.dungeon import board

    b = board(state, CAT)
    pile = b.bone_pile(b.placement(state.turn.placed[0]).blocks()[0])
    state, _ = act(state, 0, rng, type="summon", card="wolf#1")
    assert next(f for f in state.figures if f.kind == "wolf").square == pile


def test_a_type_the_hero_already_holds_is_discarded():
    state, rng = table()
    hand(state, ["wolf#1"])
    state.active.cards.append("wolf#2")
    state.monsters.cards.remove("wolf#2")
    state.strahd.menace = 5
    explored(state, rng, WHITE)
    state, events = act(state, 0, rng, type="summon", card="wolf#1")
    assert "cr-strahd-discarded" in codes(events)
    assert "wolf#1" in state.monsters.discard and state.active.cards == ["wolf#2"]
    assert not any(f.kind == "wolf" for f in state.figures)
    assert state.strahd.menace == 7 - 1  # the Menace is spent all the same


def test_no_offer_without_exploration_or_affordable_monster():
    state, rng, _ = placing(menace=0, tile=None)
    assert not any(p.kind == "strahd-place" for p in state.pending)
    state, rng, _ = placing(menace=0, monsters=("gargoyle#1",))  # 2 Menace < 3
    assert not any(p.kind == "strahd-place" for p in state.pending)


# --------------------------------------------------------------------------- encounters (L474-476)
def test_no_encounter_is_drawn_on_a_black_tile_or_without_exploration():
    for tile in (BLACK, None):
        state, rng, events = placing(menace=0, monsters=(), tile=tile)
        # with no encounter card in hand he is not asked and the villain phase draws none
        assert "cr-encounter-drawn" not in codes(events)
        before = len(state.encounters.cards)
        assert state.turn.phase in ("hero", "villain")
        assert len(state.encounters.cards) == before


def test_playing_an_encounter_costs_two_and_is_cancellable():
    state, rng, _ = placing(menace=0, monsters=(), encounters=("frenzy#1",), tile=None)
    assert state.strahd.menace == 4
    p = state.pending[0]
    assert p.kind == "strahd-play" and p.params["cost"] == 2
    state.xp_pile = ["gargoyle#3", "wraith#1"]  # 6 XP: the party may cancel (L476)
    for c in state.xp_pile:
        state.monsters.cards.remove(c)
    state, events = act(state, 0, rng, type="play", card="frenzy#1")
    assert state.strahd.menace == 2 and state.strahd.encounters == []
    assert codes(events)[:2] == ["cr-strahd-plays", "cr-encounter-drawn"]
    assert state.pending[0].kind == "encounter-cancel" and state.pending[0].card == "frenzy#1"
    hero_seat = state.active.seat
    state, events = act(state, hero_seat, rng, type="cancel")
    assert "cr-encounter-cancelled" in codes(events)
    assert "frenzy#1" in state.encounters.discard


def test_not_enough_menace_for_an_encounter_means_no_offer():
    state, rng, _ = placing(menace=0, monsters=(), encounters=("frenzy#1",), tile=WHITE)  # 2 Menace
    assert state.pending and state.pending[0].kind == "strahd-play"
    state, rng, _ = placing(menace=-1, monsters=(), encounters=("frenzy#1",), tile=WHITE)  # 1 Menace
    assert not any(p.kind == "strahd-play" for p in state.pending)


# --------------------------------------------------------------------------- buying (L480)
def _to_buy(menace):
    state, rng, _ = placing(menace=menace, monsters=(), encounters=(), tile=None)
    while state.pending and state.pending[0].kind != "strahd-buy":
        p = state.pending[0]
        state, _ = act(state, p.seat, rng, **GAME.dump_action(GAME.zombie_action(state, p.seat)))
    return state, rng


@pytest.mark.parametrize(("encounters", "monsters", "cost"), [(2, 0, 1), (1, 1, 1), (1, 3, 2), (0, 4, 2)])
def test_buying_one_menace_two_cards_two_menace_four(encounters, monsters, cost):
    state, rng = _to_buy(0)  # 4 Menace (no exploration)
    menace = state.strahd.menace
    assert state.pending[0].kind == "strahd-buy" and state.pending[0].seat == 0
    state, events = act(state, 0, rng, type="buy", encounters=encounters, monsters=monsters)
    s = state.strahd
    assert s.menace == menace - cost
    assert (len(s.encounters), len(s.monsters)) == (encounters, monsters)
    public = next(e for e in events if e.code == "cr-strahd-buys")
    assert public.visible_to is None and "cards" not in public.params
    private = next(e for e in events if e.code == "cr-strahd-drew")
    assert private.visible_to == [0]
    assert state.turn.number == 2  # the next hero's turn


def test_buying_three_cards_is_refused():
    state, rng = _to_buy(0)
    with pytest.raises(RuleError) as err:
        act(state, 0, rng, type="buy", encounters=2, monsters=1)
    assert err.value.code == "cr-strahd-buy-count"


# --------------------------------------------------------------------------- reveals (L481-482)
def test_a_hero_gives_one_menace_to_see_the_whole_hand():
    state, rng = table()
    hero = state.active.seat
    assert {"type": "reveal"} in [GAME.dump_action(a) for a in GAME.legal_actions(state, hero)]
    state, events = act(state, hero, rng, type="reveal")
    assert state.strahd.menace == 1
    shown = next(e for e in events if e.code == "cr-strahd-reveals")
    assert shown.visible_to is None and shown.announce and shown.irreversible
    assert len(shown.params["cards"]) == 6
    assert state.strahd.hidden() == []
    assert {"type": "reveal"} not in [GAME.dump_action(a) for a in GAME.legal_actions(state, hero)]
    assert len(GAME.view(state, None).strahd.known) == 6


def test_a_deck_manipulating_treasure_shows_the_hand_to_its_player_only():
    state, rng = table()
    h = state.active
    h.items.append("crystal_ball#1")
    state, events = act(state, h.seat, rng, type="use", item="crystal_ball")
    seen = next(e for e in events if e.code == "cr-strahd-hand-seen")
    assert seen.visible_to == [h.seat] and len(seen.params["cards"]) == 6
    notice = next(e for e in events if e.code == "cr-strahd-peeked")
    assert notice.visible_to is None and "cards" not in notice.params


# --------------------------------------------------------------------------- the absent Strahd
@pytest.mark.parametrize("kind", ["strahd-place", "strahd-play", "strahd-buy"])
def test_an_absent_strahd_passes(kind):
    state, rng, _ = placing(menace=4, encounters=("frenzy#1",))
    for _ in range(10):
        p = state.pending[0]
        if p.kind == kind:
            break
        state, _ = act(state, p.seat, rng, **GAME.dump_action(GAME.zombie_action(state, p.seat)))
    assert state.pending[0].kind == kind
    assert GAME.dump_action(GAME.zombie_action(state, 0)) == {"type": "pass"}
    assert GAME.dump_action(GAME.timeout_action(state, 0)) == {"type": "pass"}
    menace = state.strahd.menace
    state, events = act(state, 0, rng, type="pass")
    assert "cr-strahd-passes" in codes(events) and state.strahd.menace == menace


def test_only_strahd_answers_his_questions():
    state, rng, _ = placing(menace=4)
    with pytest.raises(RuleError) as err:
        act(state, 1, rng, type="summon", card="wolf#1")
    assert err.value.code == "not-your-turn"


# --------------------------------------------------------------------------- who wins
def test_strahd_wins_when_the_heroes_lose():
    state, _ = table()
    state.over = "defeat"
    assert GAME.result(state).winners == [0] and GAME.result(state).termination == "victory"
    state.over = "victory"
    assert GAME.result(state).winners == [1, 2]


# --------------------------------------------------------------------------- combinations
def test_a_variant_filling_the_monster_or_encounter_slot_is_refused():
    from rules.ravenloft.options import PRESETS

    register_preset(Preset("test-tokens", fills={"monsters_per_tile": "tokens"}))
    try:
        with pytest.raises(InvalidActionError) as err:
            resolve_rules(["strahd", "test-tokens"])
    finally:
        PRESETS.pop("test-tokens")  # a variant of this test only
    assert err.value.code == "cr-variant-conflict" and err.value.params["slot"] == "monsters_per_tile"
    assert resolve_rules(["strahd"])["encounter_trigger"] == "strahd"


def test_his_suggestions_name_his_cards_and_nobody_elses_list_them():
    state, rng, _ = placing(menace=4)
    mine = GAME.autocomplete(state, 0, "summon", "card", "")
    assert sorted(set(mine)) == ["gargoyle#1", "gargoyle#2", "wolf#1"]
    assert GAME.suggestion_label(state, "summon", "card", "wolf#1") == "Loup (1 XP)"
    assert GAME.autocomplete(state, 1, "summon", "card", "") == []
    assert GAME.autocomplete(state, None, "summon", "card", "") == []


# --------------------------------------------------------------------------- catalogs
def test_every_id_the_variant_uses_is_in_both_catalogs_with_its_variables():
    import re
    from pathlib import Path

    from rules.core import i18n
    from rules.ravenloft.events import NAMED

    root = Path(__file__).resolve().parents[5]
    src = "".join(p.read_text(encoding="utf-8") for p in [
        *sorted((root / "rules" / "ravenloft" / "variants" / "strahd").glob("*.py")),
        root / "render" / "ravenloft" / "strahd.py"])
    used: dict[str, set[str]] = {}
    for m in re.finditer(r'RuleError\(\s*"(cr-[a-z0-9-]+)"((?:[^()]|\([^()]*\))*)\)', src):
        used.setdefault("err-" + m.group(1), set()).update(re.findall(r"(\w+)=", m.group(2)))
    for m in re.finditer(r'\bev\(\s*"([a-z0-9-]+)"((?:[^()]|\((?:[^()]|\([^()]*\))*\))*)\)', src):
        params = {p for p in re.findall(r"(\w+)=", m.group(2)) if p not in ("irreversible", "visible_to", "announce",
                                                                                  "kinds")}
        used.setdefault("ev-cr-" + m.group(1), set()).update(params | {f"{k}_name" for k in params if k in NAMED})
    for m in re.finditer(r'"((?:opt|choice|btn|prompt)-cr-strahd-[a-z0-9-]+|cr-pic-strahd-[a-z]+)"', src):
        used.setdefault(m.group(1), set())
    for key in ("menace", "cards", "known", "hand", "monster", "encounter", "squares", "cost"):
        used.setdefault(f"cr-pic-strahd-{key}", set())
    for kind in ("place", "play", "buy"):
        used.setdefault(f"prompt-cr-strahd-{kind}", set())
    assert len(used) > 25
    for lang in ("fr", "en"):
        variables = i18n.variables(lang)
        for mid, params in used.items():
            assert i18n.has(lang, mid), (lang, mid)
            if mid.startswith(("err-", "ev-")):
                assert variables[mid] <= params, (lang, mid, variables[mid], params)


def test_his_view_prices_the_monsters_he_may_place_and_others_see_counts():
    state, rng, _ = placing(menace=0, monsters=("gargoyle#1", "wolf#1"))  # 2 Menace: the wolf only
    mine = GAME.view(state, 0).strahd
    assert [(c.id, c.cost) for c in mine.hand if c.deck == "monster"] == [("gargoyle#1", 0), ("wolf#1", 1)]
    assert len(mine.squares) >= 10
    theirs = GAME.view(state, 1).strahd
    assert theirs.hand is None and theirs.squares == [] and (theirs.monsters, theirs.menace) == (2, 2)
    assert GAME.view(state, None).strahd == theirs
