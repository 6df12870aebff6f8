"""Message catalogs: French and English have the same ids and the same variables."""

from __future__ import annotations

from rules.core import i18n


def _no_agreement(found: dict[str, set[str]]) -> dict[str, set[str]]:
    """Without the grammatical-gender variables (``<x>_gender``) a language that needs no
    agreement leaves unread: « Kat est ralentie » / « Kat is slowed »."""
    return {k: {v for v in vs if not v.endswith("_gender")} for k, vs in found.items()}


def test_catalogs_have_identical_ids_and_variables():
    fr, en = _no_agreement(i18n.variables("fr")), _no_agreement(i18n.variables("en"))
    assert sorted(set(fr) - set(en)) == []
    assert sorted(set(en) - set(fr)) == []
    mismatched = {k: (fr[k], en[k]) for k in fr if fr[k] != en[k]}
    assert mismatched == {}


def test_every_catalog_file_has_its_twin():
    fr = {p.relative_to(i18n.ROOT).as_posix().replace("/fr/", "/") for p in i18n.catalog_files("fr")}
    en = {p.relative_to(i18n.ROOT).as_posix().replace("/en/", "/") for p in i18n.catalog_files("en")}
    assert fr == en and fr


def test_locale_resolution_and_fallback():
    assert i18n.language("en-US") == "en" and i18n.language("en-GB") == "en"
    assert i18n.language("fr") == "fr" and i18n.language("de", "en") == "en"
    assert i18n.language(None) == "fr"
    assert i18n.t("en", "err-not-your-turn") == "It is not your turn."
    assert i18n.t("fr", "err-not-your-turn") == "Ce n'est pas à vous de jouer."
    assert i18n.t("en", "no-such-message") == "no-such-message"


def test_lists_are_joined_and_accents_survive():
    text = i18n.t("fr", "player-joined", {"player": "Éloïse", "players": ["Anaïs", "Éloïse"], "count": 2})
    assert text == "Éloïse rejoint la table. Joueurs (2) : Anaïs, Éloïse."


def test_list_items_with_a_value_message_are_shown_through_it():
    assert i18n.t("fr", "prompt-df-throw", {"dice": ["red", "white"], "white": 1, "pv": 9}).startswith(
        "À vous de lancer ! Dés disponibles : rouge, blanc (")
    # a list of names that merely contains an id stays as it is
    assert i18n.t("fr", "player-joined", {"player": "a", "players": ["red", "b"], "count": 2}).endswith(
        "Joueurs (2) : red, b.")


def test_a_name_given_in_both_languages_is_shown_in_the_readers_language():
    from rules.core.i18n import _arg

    wolf = {"fr": "Loup", "en": "Wolf"}
    assert _arg(wolf, "en") == "Wolf"
    assert _arg(wolf, "fr") == "Loup"
    assert _arg([wolf, "Kat"], "fr") == "Loup, Kat"
    assert _arg({"fr": "Loup"}, "en") == "Loup"
    assert _arg({"x": 1}, "en") == "{'x': 1}"


def test_formatted_messages_are_kept_and_read_as_formatted_afresh(monkeypatch):
    monkeypatch.setattr(i18n, "_formatted", {})
    params = {"player": "Éloïse", "players": ["Anaïs", "Éloïse"], "count": 2}
    first = i18n.t("fr", "player-joined", params)
    assert first == i18n._format("fr", "player-joined", {"player": "Éloïse", "players": "Anaïs, Éloïse", "count": 2})
    assert len(i18n._formatted) == 1 and i18n.t("fr", "player-joined", params) == first
    # another language, other arguments, a number of another type: each its own entry
    assert i18n.t("en", "player-joined", params) != first
    assert i18n.t("fr", "player-joined", {**params, "count": 3}).startswith("Éloïse rejoint la table. Joueurs (3)")
    assert i18n.t("fr", "player-joined", {**params, "count": 2.5}) == i18n._format(
        "fr", "player-joined", {"player": "Éloïse", "players": "Anaïs, Éloïse", "count": 2.5})
    assert len(i18n._formatted) == 4


def test_the_kept_messages_are_bounded(monkeypatch):
    monkeypatch.setattr(i18n, "_formatted", {})
    monkeypatch.setattr(i18n, "FORMATTED_MAX", 3)
    texts = [i18n.t("fr", "player-joined", {"player": f"p{n}", "players": [], "count": n}) for n in range(5)]
    assert texts[4].startswith("p4 rejoint la table. Joueurs (4)")
    assert len(i18n._formatted) <= 3
