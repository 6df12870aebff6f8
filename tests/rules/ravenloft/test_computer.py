"""Computer seats of Castle Ravenloft (rules/ravenloft/computer.py): a hero decides from its
seat's knowledge only (the decks' order and Strahd's unseen cards change nothing), Strahd sees
his own hand, the same state and generator give the same move, and each move says why."""

from __future__ import annotations

from rules.core import Rng, SeatInfo, i18n
from rules.ravenloft import GAME as G
from rules.ravenloft.commands import Use
from rules.ravenloft.computer import knowledge


def _strahd_table(seed: int = 3):
    seats = [SeatInfo(index=i, name=n) for i, n in enumerate(["sam", "ann", "bob"])]
    return G.setup(G.parse_options({"variants": "strahd"}), seats, Rng("%064x" % seed))


def _hidden_changed(state):
    """The same table but for what only Strahd knows and what nobody knows: his unseen cards
    swapped with cards of their decks, and every deck's order reversed."""
    other = state.model_copy(deep=True)
    s = other.strahd
    assert s is not None
    for hand, deck in (("monsters", other.monsters), ("encounters", other.encounters)):
        held = getattr(s, hand)
        hidden = [i for i, c in enumerate(held) if c not in s.known]
        for i in hidden[: len(deck.cards)]:
            held[i], deck.cards[-1 - i] = deck.cards[-1 - i], held[i]
    for deck in (other.monsters, other.encounters, other.treasures):
        deck.cards.reverse()
    other.tile_stack.reverse()
    return other


def test_a_hero_decides_the_same_whatever_it_cannot_see():
    state = _strahd_table()
    seat = G.prompts(state)[0].seat
    assert seat != state.strahd.seat  # a hero's hero phase
    other = _hidden_changed(state)
    assert other != state and other.strahd.hand != state.strahd.hand
    assert knowledge(state, seat) == knowledge(other, seat)
    assert knowledge(state, state.strahd.seat) != knowledge(other, state.strahd.seat)  # his own hand
    mine = G.computer_move(state, seat, "normal", Rng("ab" * 32))
    again = G.computer_move(other, seat, "normal", Rng("ab" * 32))
    assert mine is not None and again is not None and mine[0] == again[0]


def test_the_same_state_and_generator_give_the_same_move_and_a_reason():
    state = _strahd_table(5)
    seat = G.prompts(state)[0].seat
    first = G.computer_move(state, seat, "normal", Rng("cd" * 32))
    assert first == G.computer_move(state, seat, "normal", Rng("cd" * 32))
    assert first is not None and first[1] is not None
    assert first[0] in G.legal_actions(state, seat)
    line = i18n.t("fr", "ev-cr-why", first[1].params)
    assert line.startswith("🤖 ") and "{" not in line
    assert i18n.t("en", "ev-cr-why", first[1].params).startswith("🤖 ")


def test_computer_heroes_and_strahd_play_a_table_to_its_end():
    state = _strahd_table(7)
    dice, mind = Rng("%064x" % 71), Rng("%064x" % 72)
    for _ in range(600):
        if G.result(state) is not None:
            break
        p = G.prompts(state)[0]
        made = G.computer_move(state, p.seat, "normal", mind)
        assert made is not None
        state = G.apply(state, p.seat, made[0], dice).state
    assert G.result(state) is not None


def test_a_computer_hero_says_what_it_answers_by_name():
    """When a monster appears and no power of the hero asked would change it, the line names
    that hero (« Immeril garde ses pouvoirs »); a bonus that makes an ally's roll a hit is played
    (Crucial Aid); an encounter not cancelled says the XP is kept,
    not the vague « réponse prudente »."""
    seats = [SeatInfo(index=i, name=f"p{i}") for i in range(3)]
    rng, think = Rng("22" * 32), Rng("3c" * 32)
    state = G.setup(G.parse_options({}), seats, rng)
    seen, kept, aided = [], [], []
    for _ in range(600):
        prompts = G.prompts(state)
        if not prompts or G.result(state) is not None:
            break
        decided = G.computer_move(state, prompts[0].seat, "normal", think)
        assert decided is not None and decided[1] is not None
        action, why = decided
        if prompts[0].kind == "cr-reaction" and why.params["why"] == "no-reaction":
            hero = str(prompts[0].params["hero"])
            seen.append(hero)
            player = state.players[state.heroes[[h.hero for h in state.heroes].index(hero)].seat]
            name = f"{hero.capitalize()} ({player})"  # the hero asked, and who plays it
            assert i18n.t("fr", "ev-cr-why", why.params) == f"🤖 {name} garde ses pouvoirs : aucun ne change ce qui arrive."
            assert i18n.t("en", "ev-cr-why", why.params) == f"🤖 {name} keeps their powers: none would change what happens."
        if prompts[0].kind == "cr-aid":  # asked only when the bonus makes the ally's roll a hit
            assert isinstance(action, Use) and why.params["why"] == "aid"
            aided.append(i18n.t("fr", "ev-cr-why", why.params))
        state = G.apply(state, prompts[0].seat, action, rng).state
    assert seen  # the seeded game met such a moment
    assert aided == ["🤖 Allisa (p0) joue Aide Cruciale : avec ce bonus, le jet d'Immeril (p2) touche."]
    rng = Rng("5e" * 32)
    state = G.setup(G.parse_options({}), seats, rng)
    for _ in range(400):  # the first computer heroes (easy) cancel only when the party is in danger
        prompts = G.prompts(state)
        if not prompts or G.result(state) is not None:
            break
        action, why = G.computer_move(state, prompts[0].seat, "easy", think) or (None, None)
        if prompts[0].kind == "cr-encounter-cancel" and why.params["why"] == "keep-xp":
            kept.append((i18n.t("fr", "ev-cr-why", why.params), i18n.t("en", "ev-cr-why", why.params)))
        state = G.apply(state, prompts[0].seat, action, rng).state
    assert kept and set(kept) == {(f"🤖 p{i} garde l'XP du groupe : cette rencontre ne vaut pas qu'on l'annule.",
                                   f"🤖 p{i} keeps the party's XP: this encounter is not worth cancelling.")
                                  for i in (0, 1)}
