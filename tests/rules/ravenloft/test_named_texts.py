"""The four Castle Ravenloft texts that showed internal ids (issue 26 item 4): a power already
turned, an item not held, an item not used that way, and an attack made with an item, each
read with the card's name in French and in English."""

from __future__ import annotations

import pytest

from rules.core import Rng, RuleError, SeatInfo
from rules.core.i18n import t
from rules.ravenloft import GAME
from rules.ravenloft.hero_phase import attack_with_item, power_of
from rules.ravenloft.state import Figure
from rules.ravenloft.treasure import use_item

CAT = GAME.cat


def setup():
    seats = [SeatInfo(index=0, name="alice")]
    return GAME.setup(GAME.parse_options({"adventure": "1", "first": 0}), seats, Rng("cd" * 32))


def refusal(call) -> dict[str, str]:  # type: ignore[no-untyped-def]
    with pytest.raises(RuleError) as exc:
        call()
    return {lang: t(lang, f"err-{exc.value.code}", dict(exc.value.params)) for lang in ("fr", "en")}


def test_a_power_already_turned_over_is_named() -> None:
    s = setup()
    card = next(p for p in s.heroes[0].powers if p.id == "split_the_tree")
    card.used = True
    texts = refusal(lambda: power_of(s, CAT, 0, "split_the_tree"))
    assert texts == {"fr": "Le pouvoir Fendre l'Arbre est déjà retourné.",
                     "en": "The power Split the Tree is already turned over."}


def test_an_item_not_held_is_named_and_a_typed_word_stays_as_typed() -> None:
    s = setup()
    texts = refusal(lambda: use_item(s, CAT, 0, "potion_of_healing#1", Rng("00" * 32)))
    assert texts == {"fr": "Vous n'avez pas l'objet Potion de Soins.", "en": "You do not have the item Potion of Healing."}
    texts = refusal(lambda: use_item(s, CAT, 0, "potion", Rng("00" * 32)))
    assert texts["fr"] == "Vous n'avez pas l'objet potion."


def test_an_item_not_used_that_way_is_named() -> None:
    s = setup()
    s.heroes[0].items = ["amulet_of_protection#1"]
    texts = refusal(lambda: use_item(s, CAT, 0, "amulet_of_protection#1", Rng("00" * 32)))
    assert texts == {"fr": "L'objet Amulette de Protection ne s'utilise pas ainsi.",
                     "en": "The item Amulet of Protection is not used that way."}


def test_an_attack_made_with_an_item_names_the_item() -> None:
    s = setup()
    h = s.heroes[0]
    h.items = ["dragons_breath_elixir#1"]
    x, y = h.square
    s.figures = [Figure(uid=500, kind="zombie", square=(x + 1, y), card="zombie#1")]
    events = attack_with_item(s, CAT, 0, "dragons_breath_elixir#1", [(x + 1, y)], Rng("07" * 32))
    attack = next(e for e in events if e.code == "cr-attack")
    fr, en = (t(lang, "ev-cr-attack", attack.params) for lang in ("fr", "en"))
    assert "attaque Zombie avec Élixir de Souffle du Dragon" in fr and "cr-" not in fr
    assert "attacks Zombie with Dragon's Breath Elixir" in en and "cr-" not in en


def test_an_adventure_refused_is_named_and_the_known_ones_listed_by_number_and_name() -> None:
    from rules.core import InvalidActionError

    def refused(options: dict[str, str], heroes: int) -> dict[str, str]:
        with pytest.raises(InvalidActionError) as exc:
            GAME.setup(GAME.parse_options(options), [SeatInfo(index=i, name=f"p{i}") for i in range(heroes)],
                       Rng("ab" * 32))
        return {lang: t(lang, f"err-{exc.value.code}", dict(exc.value.params)) for lang in ("fr", "en")}

    texts = refused({"adventure": "11"}, 1)
    assert texts == {"fr": "L'aventure « Le Golem Déchaîné » se joue avec 3 à 3 héros (pas 1).",
                     "en": "Adventure “Rampaging Golem” is played with 3 to 3 heroes (not 1)."}
    texts = refused({"adventure": "14"}, 1)
    assert "9 (Le Couloir de la Terreur), 10 (Sang et Brume)" in texts["fr"] and "_" not in texts["fr"].split(
        "the_gloomy_chamber")[0]
    assert "13 (The Vampire Hunt), the_gloomy_chamber (The Gloomy Chamber))." in texts["en"]
