"""Computer heroes of Castle Ravenloft answer the questions of the rules (rules/ravenloft/computer.py):
an encounter is cancelled with the party's XP whenever it pays for it (not when the cancel would lay
the active hero down),
and a power used out of turn (Bodyguard, Shield) is weighed one step ahead, said of the hero
who reacts."""

from __future__ import annotations

from rules.core import Rng, SeatInfo, i18n
from rules.ravenloft import GAME as G
from rules.ravenloft.commands import Cancel, Pass, Use
from rules.ravenloft.computer import Mind, in_danger


def _until(kind: str, seed: int = 0, where=lambda state, prompt: True):  # type: ignore[no-untyped-def]
    """A three-hero table of « Find the Icon » played by computer heroes (level easy: the states
    these tests were written on) to a prompt of ``kind``."""
    seats = [SeatInfo(index=i, name=f"p{i}") for i in range(3)]
    state = G.setup(G.parse_options({"adventure": "find_the_icon"}), seats, Rng("%064x" % (104729 * seed + 1)))
    dice, mind = Rng("%064x" % (104729 * seed + 2)), Rng("%064x" % (104729 * seed + 3))
    for _ in range(400):
        prompt = G.prompts(state)[0]
        if prompt.kind == kind and where(state, prompt):
            return state, prompt
        state = G.apply(state, prompt.seat, G.computer_action(state, prompt.seat, "easy", mind), dice).state
    raise AssertionError(f"no {kind}")


def test_the_party_is_in_danger_when_hurt_or_without_surges():
    state, _prompt = _until("cr-hero-phase")
    calm = state.model_copy(deep=True)
    for h in calm.heroes:
        h.hp = h.max_hp
    calm.surges = 2
    assert not in_danger(calm)
    hurt = calm.model_copy(deep=True)
    hurt.heroes[1].hp = hurt.heroes[1].max_hp // 2
    assert in_danger(hurt)
    spent = calm.model_copy(deep=True)
    spent.surges = 0
    assert in_danger(spent)


def test_an_encounter_is_cancelled_whenever_the_party_s_xp_pays_for_it():
    state, prompt = _until("cr-encounter-cancel",
                           where=lambda s, p: any(isinstance(a, Cancel) for a in G.legal_actions(s, p.seat)))
    calm = state.model_copy(deep=True)
    for h in calm.heroes:
        h.hp = h.max_hp
    calm.surges = 2
    action, why = G.computer_move(calm, prompt.seat, "normal", Rng("ab" * 32))
    assert isinstance(action, Cancel) and why.params["why"] == "cancel-any"
    assert i18n.t("en", "ev-cr-why", why.params) == ("🤖 p{} cancels the encounter with the party's XP: an encounter "
                                                     "card only ever hurts the party.".format(prompt.seat))
    assert i18n.t("fr", "ev-cr-why", why.params).startswith(f"🤖 p{prompt.seat} annule la rencontre avec l'XP")
    poor = calm.model_copy(deep=True)
    poor.xp_pile = poor.xp_pile[:1]  # 5 XP or more pays for a cancel (B55): the answer is then to keep it
    assert not any(isinstance(a, Cancel) for a in G.legal_actions(poor, prompt.seat))
    action, why = G.computer_move(poor, prompt.seat, "normal", Rng("ab" * 32))
    assert isinstance(action, Pass)


def test_a_cancel_that_would_lay_the_active_hero_down_is_not_paid():
    """In Klak's adventure a cancel deals 1 damage to the active hero (the seed L280): at 1 HP
    the party keeps the encounter."""
    state, prompt = _until("cr-encounter-cancel",
                           where=lambda s, p: any(isinstance(a, Cancel) for a in G.legal_actions(s, p.seat)))
    klak = state.model_copy(deep=True)
    klak.adventure = "klaks_infernal_artifact"
    klak.active.hp = 2
    action, _why = G.computer_move(klak, prompt.seat, "normal", Rng("ab" * 32))
    assert isinstance(action, Cancel)
    klak.active.hp = 1
    action, _why = G.computer_move(klak, prompt.seat, "normal", Rng("ab" * 32))
    assert isinstance(action, Pass)


def test_a_reaction_is_used_when_it_leaves_the_party_better_off():
    # a kobold hits Immeril; Arjhan may take the blow for her (Bodyguard)
    state, prompt = _until("cr-reaction", where=lambda s, p: p.params.get("hero") == "arjhan")
    mind = Mind(G, state, prompt.seat, Rng("cd" * 32))
    use = next(a for a in G.legal_actions(state, prompt.seat) if isinstance(a, Use))
    assert use.power == "bodyguard" and mind.value(use, 3) > mind.value(Pass(), 3)
    action, why = G.computer_move(state, prompt.seat, "normal", Rng("cd" * 32))
    assert action == use
    assert i18n.t("en", "ev-cr-why", why.params) == "🤖 Arjhan (p1) uses Bodyguard: what helps the party most now."
