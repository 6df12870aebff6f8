"""Our content: five hordes, about 25 profiles, marked ``source: ours``, comparable by points."""

import yaml

from rules.mortebrume.content import DATA, RANK_COST, VALUE_BANDS, content, value


def test_content_is_ours_and_complete():
    for name in ("arms.yaml", "hordes.yaml", "tables.yaml"):
        assert yaml.safe_load((DATA / name).read_text(encoding="utf-8"))["source"] == "ours"
    c = content()
    assert sorted(c.hordes) == ["abelberien", "creatures", "meleien", "shimeien", "thanigiste"]  # MB6
    assert len(c.profiles) >= 25 and len(c.weapons) >= 12 and len(c.spells) >= 8 and len(c.shields) == 3
    assert len(c.tables) >= 3
    for horde in c.hordes:
        ranks = {p.rank for p in c.profiles.values() if p.horde == horde}
        assert ranks == {"recrue", "veteran", "seigneur", "chevalier"}, horde
        assert any(p.spells for p in c.profiles.values() if p.horde == horde), horde  # a caster each
    # the seed's costs (section 3) and ours
    assert RANK_COST == {"recrue": 5, "veteran": 10, "seigneur": 15, "chevalier": 20}


def test_the_seed_s_examples_are_authored_consistently():
    c = content()
    g = c.profiles["gueorwen"]  # MB101: weapon skill 6, a two-handed sword of 5
    assert (g.skill, c.weapons[g.weapon].damage, c.weapons[g.weapon].kind) == (6, 5, "heavy")
    assert c.profiles["milicien"].skill == 9 and c.profiles["milicien"].rank == "recrue"  # Paul's recrue
    assert c.profiles["seigneur_nain"].skill == 12  # Gwahir's « seigneur nain »
    assert c.shields["pavois"].protection == 6  # « bouclier +6 »


def test_profiles_of_a_rank_are_worth_the_same_and_ranks_climb():
    for p in content().profiles.values():
        lo, hi = VALUE_BANDS[p.rank]
        assert lo <= value(p) <= hi, (p.id, value(p))
    bands = [VALUE_BANDS[r] for r in ("recrue", "veteran", "seigneur", "chevalier")]
    assert all(a[1] < b[0] for a, b in zip(bands, bands[1:], strict=False))
