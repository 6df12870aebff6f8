"""Cyrus Belview: the active hero is led to a new tile where two monsters wait, and « Each other
Hero can place themselves on the active Hero's new tile »: each other hero's player is asked in
the encounter (a square of that tile, pointed and framed on the picture, or stay), in turn order;
at the deadline or for an absent player, the hero stays."""

from __future__ import annotations

from rules.core.i18n import t
from rules.ravenloft import GAME
from rules.ravenloft.board import block_of
from rules.ravenloft.commands import Pass, Place
from rules.ravenloft.dungeon import board
from rules.ravenloft.placing import squares
from rules.ravenloft.villain_phase import run_villain_phase
from tests.rules.ravenloft.test_engine_reactions import Script, table


def _cyrus():
    """Kat's villain phase with no tile placed: the encounter drawn is Cyrus Belview; Allisa and
    Arjhan elsewhere on the Start tile; nobody holds 5 XP."""
    s = table(["kat", "allisa", "arjhan"], [(3, 1), (6, 2), (7, 2)], (0, 3))
    s.turn.placed, s.xp_pile = [], []
    s.encounters.cards.append("cyrus_belview#1")
    return s


def test_each_other_hero_may_follow_to_the_new_tile():
    s = _cyrus()
    rng = Script(1, 1, 1, 1)
    events = run_villain_phase(s, rng, GAME.cat)
    assert "cr-encounter-drawn" in [e.code for e in events]
    kat_tile = block_of(s.heroes[0].square)
    assert kat_tile not in {(0, 0), (1, 0)}  # led to the new tile
    # the phase waits: Allisa's player first, then Arjhan's
    assert [(p.kind, p.seat, p.params["what"], p.params["uid"]) for p in s.pending] == [
        ("place", 1, "follow", 1), ("place", 2, "follow", 2)]
    monsters_before = len(s.figures)
    prompt = GAME.prompts(s)[0]
    assert (prompt.kind, prompt.seat) == ("cr-place", 1)
    assert t("en", "prompt-cr-place", prompt.params) == (
        "Cyrus Belview: Allisa (p1) may follow the active hero: choose their square on that tile, or stay there")
    assert [o.label for o in prompt.options] == ["opt-cr-place-decline"]
    offered = squares(s, GAME.cat, s.pending[0])
    assert offered and {block_of(q) for q in offered} == {kat_tile}
    assert sorted(GAME.view(s, 1).highlight) == sorted(offered)
    b = board(s, GAME.cat)
    followed = GAME.apply(s, 1, Place(to=b.name(offered[0])), Script())
    assert [e.code for e in followed.events][:1] == ["cr-power-placed"]
    assert t("fr", "ev-cr-power-placed", followed.events[0].params) == \
        f"Allisa (p1) va de G7 à {b.name(offered[0])} (Cyrus Belview)."
    s2 = followed.state
    assert s2.heroes[1].square == offered[0] and s2.pending[0].seat == 2
    stayed = GAME.apply(s2, 2, Pass(), Script(1, 1, 1, 1))  # Arjhan stays; the villain phase goes on
    s3 = stayed.state
    assert "cr-place-declined" in [e.code for e in stayed.events]
    assert s3.heroes[2].square == (7, 2) and len(s3.figures) >= monsters_before
    assert not any(p.kind == "place" for p in s3.pending)


def test_an_absent_player_stays():
    s = _cyrus()
    run_villain_phase(s, Script(1, 1, 1, 1), GAME.cat)
    assert GAME.timeout_action(s, 1) == Pass()


def test_in_geno_s_ambush_the_strike_waits_for_the_followers():
    """Drawn as Geno Warcry's ambush encounter (hero phase): Arjhan's player answers, then the
    ambusher strikes."""
    from tests.rules.ravenloft.variants.test_reactions_variants import _ambushed

    s = _ambushed()
    s.encounters.cards.append("cyrus_belview#1")
    s.pending[0].card = "cyrus_belview#1"
    from rules.ravenloft.commands import Pass as Keep

    kept = GAME.apply(s, 0, Keep(), Script(1, 1, 1, 1, 1, 1))
    s2 = kept.state
    assert [(p.kind, p.seat, p.params["what"]) for p in s2.pending] == [("place", 1, "follow")]
    assert 99 not in s2.geno.acted  # not yet
    stayed = GAME.apply(s2, 1, Pass(), Script(1, 1, 1, 1))
    assert 99 in stayed.state.geno.acted and "cr-place-declined" in [e.code for e in stayed.events]


def test_in_a_barkam_hero_phase_encounter_the_draws_wait_for_the_followers():
    from rules.core import Rng
    from rules.ravenloft.state import Pending
    from tests.rules.ravenloft.engine_helpers import seats

    s = GAME.setup(GAME.parse_options({"adventure": "2", "variants": ["barkam"], "heroes": ["kat", "allisa"]}),
                   seats(2), Rng("cd" * 32))
    s.turn.hero, s.xp_pile = 0, ["gargoyle#2", "wraith#1"]
    s.encounters.cards.append("cyrus_belview#1")
    s.barkam.due, s.barkam.after = 1, ""
    s.pending = [Pending(kind="barkam-encounter", seat=0, card="cyrus_belview#1", params={"xp": 6})]
    kept = GAME.apply(s, 0, Pass(), Script(1, 1, 1, 1))
    s2 = kept.state
    assert [(p.kind, p.seat, p.params["what"]) for p in s2.pending] == [("place", 1, "follow")]
    assert s2.barkam.due == 1  # the next draw waits
    b = board(s2, GAME.cat)
    to = squares(s2, GAME.cat, s2.pending[0])[0]
    followed = GAME.apply(s2, 1, Place(to=b.name(to)), Script(1, 1, 1, 1))
    assert followed.state.heroes[1].square == to
    codes = [e.code for e in followed.events]
    assert codes[0] == "cr-power-placed" and "cr-encounter-drawn" in codes  # then the draws go on
    assert followed.state.barkam.due == 0
