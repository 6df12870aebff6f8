"""The catalogs' formatting: French elision where a name meets « de » or « que »."""

from __future__ import annotations

from rules.core.i18n import t


def test_french_elides_de_and_que_before_a_name_starting_with_a_vowel():
    from rules.core.i18n import elide

    assert elide("Poison de Arjhan (p1)") == "Poison d'Arjhan (p1)"
    assert elide("plus proche que Immeril, puis de alice") == "plus proche qu'Immeril, puis d'alice"
    assert elide("De Âme-en-Peine à Kat") == "D'Âme-en-Peine à Kat"
    # left alone: an h (« de héros »), a square or a lone letter, a consonant, a word's ending
    for text in ("de héros", "de E5 à E6", "de A à Z", "de Kat", "monde Arjhan", "de 8"):
        assert elide(text) == text
    # only French texts are elided
    assert t("en", "ev-cr-poison-roll", hero_name=["Arjhan"], face=3, cured=False).startswith("Arjhan's poison")
    assert t("fr", "ev-cr-poison-roll", hero_name=["Arjhan"], face=3, cured=False).startswith("Poison d'Arjhan")
