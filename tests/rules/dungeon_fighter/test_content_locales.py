"""Content counts and schema, and the two catalogs."""

import re
from pathlib import Path

from rules.dungeon_fighter.content import SPECIAL_THROWS, content

ROOT = Path(__file__).resolve().parents[3]
PKG = ROOT / "rules" / "dungeon_fighter"


def test_counts_and_levels():
    c = content()
    assert len(c.heroes) == 9 and len(c.monsters) == 53 and len(c.equipment) == 53
    assert len(c.bosses) == 4 and len(c.boards) == 6
    assert {m.level for m in c.monsters.values()} == {1, 2, 3, 4}
    assert sum(b.front.end for b in c.boards.values()) == 4
    # two start boards printed on both sides, four end boards with a start board on the back
    assert sum(not b.front.end and not b.back.end for b in c.boards.values()) == 2
    assert all(not b.back.end for b in c.boards.values())


def test_every_special_throw_is_used_and_every_ability_exists():
    c = content()
    used = {t for e in c.equipment.values() for t in e.throws}
    assert used == set(SPECIAL_THROWS)
    on_foes = {t for m in list(c.monsters.values()) + list(c.bosses.values()) for t in m.throws}
    in_rooms = {t for b in c.boards.values() for s in (b.front, b.back) for r in s.rooms for t in r.throws}
    assert len(on_foes) >= 15 and len(in_rooms) >= 8
    abilities = {a.kind for h in c.heroes.values() for a in h.abilities.values()}
    assert len(abilities) == 16
    caps = {m.capacity.kind for m in c.monsters.values() if m.capacity}
    assert len(caps) == 7
    effects = {e.effect for e in c.equipment.values() if e.effect}
    assert effects == {"reduced_damage", "no_damage", "riposte", "reroll", "heal_one", "heal_all", "extra_damage"}


def test_sources_marked():
    c = content()
    assert {h.id for h in c.heroes.values() if h.source == "rulebook"} == {"torm", "randolph", "goldfinga"}
    assert all(x.source == "ours" for x in c.bosses.values())
    text = (PKG / "data" / "monsters.yaml").read_text(encoding="utf-8")
    assert text.count("\n  source: ours") == 52 and text.count("\n  source: rulebook") == 1


def _catalog(lang):
    """Each message id of the DF catalog and the variables it uses (selectors included)."""
    from rules.core.i18n import file_variables

    out: dict = {}
    for path in sorted((PKG / "locales" / lang).glob("*.ftl")):
        part = file_variables(path)
        assert not set(part) & set(out), path  # no id defined twice across the game's files
        out.update(part)
    return out


def test_catalogs_same_ids_and_variables():
    fr, en = _catalog("fr"), _catalog("en")
    assert fr == en
    assert len(fr) > 150


def test_every_code_used_has_a_message():
    fr = _catalog("fr")
    source = "\n".join(p.read_text(encoding="utf-8") for p in PKG.glob("*.py"))
    errs = set(re.findall(r'(?:RuleError|InvalidActionError)\(\s*"(df-[a-z0-9-]+)"', source))
    evs = set(re.findall(r'ev\(\s*"(df-[a-z0-9-]+)"', source))
    prompts = set(re.findall(r'kind="(df-[a-z0-9-]+)"', source))
    reasons = set(re.findall(r'\blose\(state, "(df-[a-z0-9-]+)"', source)) | {"df-boss-defeated"}
    assert errs and evs and prompts
    for e in errs:
        assert f"err-{e}" in fr, e
    for e in evs:
        assert f"ev-{e}" in fr, e
    for p in prompts:
        assert f"prompt-{p}" in fr, p
    for r in reasons:
        assert f"df-reason-{r}" in fr, r
    from rules.dungeon_fighter import GAME
    for cmd in GAME.commands:
        assert f"cmd-df-{cmd.name}" in fr
        for opt in cmd.options:
            assert f"opt-df-{cmd.name}-{opt.name}" in fr
    for opt in GAME.options_model.model_fields:
        assert f"gameopt-dungeon_fighter-{opt}" in fr
    assert "game-dungeon_fighter" in fr


def test_event_params_match_messages():
    """The variables of each event message are exactly the params the code gives."""
    from rules.core import SeatInfo
    from rules.core.replay import replay
    from rules.dungeon_fighter import GAME
    from tests.support.conformance import playout

    fr = _catalog("fr")
    out = playout(GAME, {}, 3, "%064x" % 5, chooser_seed=5)
    rebuilt = replay(GAME, {}, [SeatInfo(index=i, name="p") for i in range(3)], "%064x" % 5, out.actions)
    seen = 0
    for events in rebuilt.events:
        for e in events:
            # ids may ride along for machines; the service adds the seat's player name
            assert fr[f"ev-{e.code}"] <= set(e.params) | ({"player"} if "seat" in e.params else set()), e.code
            seen += 1
    assert seen > 20
