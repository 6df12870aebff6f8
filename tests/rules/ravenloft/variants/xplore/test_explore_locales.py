"""Every text the exploration variants and the damage dice show exists in French and English."""

import pytest

from rules.core import i18n
from rules.ravenloft.options import PRESETS

IDS = [f"ev-cr-{c}" for c in ("dice-damage", "xv-move-left", "xv-explore", "xv-mika-behind",
                              "xv-mika-encounter-later", "xv-mika-test", "xv-temps-roll", "xv-time-token",
                              "xv-temps-empty", "xv-temps-card", "xv-temps-initiative", "xv-temps-decks")]
IDS += ["err-cr-xv-no-points", "prompt-cr-xv-mika-black", "prompt-cr-xv-temps-cancel", "opt-cr-xv-behind",
        "opt-cr-xv-encounter-later", "cr-pic-deck-temps", "cr-pic-deck-time", "cr-pic-stat-temps", "cr-pic-stat-time"]
IDS += [f"gameval-ravenloft-variants-{v}" for v in ("revised", "mika", "temps", "dice-a", "dice-b", "dice-c")]


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_every_message_exists(lang):
    assert [m for m in IDS if not i18n.has(lang, m)] == []
    assert {"revised", "mika", "temps", "dice-a", "dice-b", "dice-c"} <= set(PRESETS)


def test_a_roll_reads_well():
    text = i18n.t("fr", "ev-cr-xv-mika-test", {"hero_name": ["cr-hero-kat"], "xp": 3, "face": 13, "need": 14,
                                                "success": False})
    assert "13 contre 14" in text and "la phase de héros prend fin" in text
