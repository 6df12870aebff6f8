"""Powers used out of turn (reactions.py): a hero's answer to a monster's hit, asked as a prompt
to that hero's seat with a deadline, by buttons; the activation is replayed with the answer so
its dice do not change; Dispel Magic against the encounter drawn."""

from __future__ import annotations

from rules.core import Rng, SeatInfo
from rules.core.rng import Draw
from rules.ravenloft import GAME
from rules.ravenloft.commands import Pass, Use
from rules.ravenloft.state import Figure, PowerCard
from rules.ravenloft.villain_phase import run_villain_phase


class Script(Rng):
    """d20 faces by draw number (so a replayed activation rolls the same faces)."""

    def __init__(self, *faces: int) -> None:
        super().__init__("ab" * 32)
        self.script = list(faces)

    def randint(self, lo: int, hi: int) -> int:
        if (lo, hi) == (1, 20) and self.counter < len(self.script):
            value = self.script[self.counter]
            self.draws.append(Draw(self.counter, lo, hi, value))
            self.counter += 1
            return value
        return super().randint(lo, hi)


def table(heroes: list[str], squares: list[tuple[int, int]], zombie: tuple[int, int], **options: object):
    """Adventure 2 (the Start tile, a passage north of its west half), a Zombie (its card in front of the first hero) at ``zombie``,
    the villain phase of the first hero about to begin (no encounter due)."""
    seats = [SeatInfo(index=i, name=f"p{i}") for i in range(len(heroes))]
    s = GAME.setup(GAME.parse_options({"adventure": "2", "heroes": heroes, "first": 0, **options}), seats,
                   Rng("c3" * 32))
    for h, sq in zip(s.heroes, squares):
        h.square, h.items, h.powers = sq, [], [p for p in h.powers if p.id not in REACTIONS]
    s.figures = [Figure(uid=s.uid(), kind="zombie", square=zombie, card="zombie#1")]
    s.heroes[0].cards = ["zombie#1"]
    s.turn.phase, s.turn.placed, s.turn.black, s.turn.villain_step = "villain", [1], False, 0
    return s


REACTIONS = ("shield", "shield_of_faith", "bodyguard", "unbalancing_parry", "dispel_magic", "crucial_aid")


def attack_line(events):
    return next(e for e in events if e.code == "cr-monster-attack")


def test_shield_turns_the_zombie_s_hit_into_a_miss_and_gives_2_ac():
    """Shield: « When a monster hits you: the attack misses instead and you gain +2 AC until the
    end of your next hero phase »."""
    s = table(["immeril"], [(3, 1)], (2, 1))
    s.heroes[0].powers.append(PowerCard(id="shield"))
    rng = Script(15)  # 15 + 5 = 20 >= AC 14: a hit
    events = run_villain_phase(s, rng, GAME.cat)
    assert not [e for e in events if e.code == "cr-monster-attack"]  # stopped before the hit lands
    assert rng.counter == 0  # the activation's die is rolled back
    prompt = GAME.prompts(s)[0]
    assert (prompt.kind, prompt.seat, prompt.deadline_seconds) == ("cr-reaction", 0, None)
    assert [(o.command, o.args) for o in prompt.options] == [("use", {"power": "shield"}), ("pass", {})]
    assert prompt.params["ally_name"] == [{"fr": "Immeril (p0)", "en": "Immeril (p0)"}]
    done = GAME.apply(s, 0, Use(power="shield"), rng)
    s2, ev = done.state, done.events
    line = attack_line(ev)
    assert (line.params["roll"], line.params["total"], line.params["result"], line.params["damage"]) == (
        15, 20, "miss", 0)
    codes = [e.code for e in ev]
    assert codes.index("cr-reaction") < codes.index("cr-reaction-ac") < codes.index("cr-monster-attack")
    assert s2.heroes[0].hp == s2.heroes[0].max_hp == 6
    assert [(b.stat, b.value, b.phases) for b in s2.heroes[0].boosts] == [("ac", 2, 1)]
    assert [p.used for p in s2.heroes[0].powers if p.id == "shield"] == [True]


def test_declining_lets_the_hit_land_with_the_same_die():
    s = table(["immeril"], [(3, 1)], (2, 1))
    s.heroes[0].powers.append(PowerCard(id="shield"))
    rng = Script(15)
    run_villain_phase(s, rng, GAME.cat)
    done = GAME.apply(s, 0, Pass(), rng)
    line = attack_line(done.events)
    assert (line.params["roll"], line.params["result"], line.params["damage"]) == (15, "hit", 1)
    assert done.events[0].code == "cr-reaction-declined"
    assert done.state.heroes[0].hp == 5 and not done.state.heroes[0].powers[-1].used


def test_a_miss_asks_nothing():
    s = table(["immeril"], [(3, 1)], (2, 1))
    s.heroes[0].powers.append(PowerCard(id="shield"))
    events = run_villain_phase(s, Script(2), GAME.cat)  # 2 + 5 = 7 < 14
    assert attack_line(events).params["result"] == "miss" and not s.pending


def test_bodyguard_is_asked_to_arjhan_s_seat_and_swaps_places():
    """Bodyguard: « When a monster hits another hero within 1 tile: the attack misses instead and
    you swap places with that hero »; Arjhan's player answers, not the active one."""
    s = table(["kat", "arjhan"], [(3, 1), (6, 2)], (2, 1))  # Arjhan on the Start tile's east half
    s.heroes[1].powers.append(PowerCard(id="bodyguard"))
    rng = Script(19)
    run_villain_phase(s, rng, GAME.cat)
    prompt = GAME.prompts(s)[0]
    assert (prompt.seat, prompt.params["hero"]) == (1, "arjhan")
    done = GAME.apply(s, 1, Use(power="bodyguard"), rng)
    s2 = done.state
    assert (s2.heroes[0].square, s2.heroes[1].square) == ((6, 2), (3, 1))
    assert s2.heroes[0].hp == s2.heroes[0].max_hp
    assert "cr-swapped" in [e.code for e in done.events]


def test_unbalancing_parry_puts_the_monster_on_another_tile():
    s = table(["allisa"], [(3, 1)], (2, 1))
    s.heroes[0].powers.append(PowerCard(id="unbalancing_parry"))
    rng = Script(18)
    run_villain_phase(s, rng, GAME.cat)
    done = GAME.apply(s, 0, Use(power="unbalancing_parry"), rng)
    from rules.ravenloft.board import block_of

    # the first tile within 1 tile of Allisa's by row and column: the passage north of the Start tile
    assert block_of(done.state.figures[0].square) == (0, -1)
    assert "cr-pushed" in [e.code for e in done.events]
    assert done.state.heroes[0].hp == done.state.heroes[0].max_hp


def test_the_reaction_prompt_has_the_table_s_deadline_and_times_out_unused():
    s = table(["immeril"], [(3, 1)], (2, 1), reaction_seconds=45)
    s.heroes[0].powers.append(PowerCard(id="shield"))
    rng = Script(15)
    run_villain_phase(s, rng, GAME.cat)
    assert GAME.prompts(s)[0].deadline_seconds == 45
    assert GAME.timeout_action(s, 0) == Pass()


def test_the_reaction_is_reachable_by_buttons():
    s = table(["immeril"], [(3, 1)], (2, 1))
    s.heroes[0].powers.append(PowerCard(id="shield"))
    run_villain_phase(s, Script(15), GAME.cat)
    leaves = [(p.leaf.command, p.leaf.args) for p in GAME.choice_paths(s, 0)]
    assert leaves == [("use", {"power": "shield"}), ("pass", {})]


def test_dispel_magic_cancels_the_encounter_drawn_for_free():
    s = table(["immeril"], [(3, 1)], (2, 1))
    s.figures, s.heroes[0].cards = [], []
    s.heroes[0].powers.append(PowerCard(id="dispel_magic"))
    s.turn.placed = []  # no tile placed: an encounter is due (B21)
    s.xp_pile = []
    top = s.encounters.cards[-1]
    run_villain_phase(s, Script(), GAME.cat)
    prompt = GAME.prompts(s)[0]
    assert prompt.kind == "cr-encounter-cancel"
    assert [(o.command, o.args) for o in prompt.options] == [("use", {"power": "dispel_magic"}), ("pass", {})]
    done = GAME.apply(s, 0, Use(power="dispel_magic"), Script())
    assert [e.code for e in done.events][:2] == ["cr-dispelled", "cr-encounter-cancelled"]
    assert top in done.state.encounters.discard and done.state.xp_pile == []
    assert [p.used for p in done.state.heroes[0].powers if p.id == "dispel_magic"] == [True]


def name(s, sq):
    from rules.ravenloft.dungeon import board

    return board(s, GAME.cat).name(sq)


def hero_phase(heroes: list[str], squares: list[tuple[int, int]], zombie: tuple[int, int]):
    s = table(heroes, squares, zombie)
    s.turn.phase, s.turn.placed = "hero", []
    s.heroes[0].cards = []
    s.figures[0].card = None
    return s


def test_crucial_aid_adds_4_to_another_hero_s_missed_roll_with_the_same_die():
    """Crucial Aid: « When another hero has just rolled the die: they add +4 to that roll ». Kat
    rolls 2 + 7 = 9 against the Zombie's AC 11: Allisa's player is asked; used, 13 hits."""
    from rules.ravenloft.commands import Attack

    s = hero_phase(["kat", "allisa"], [(3, 1), (6, 2)], (2, 1))
    s.heroes[1].powers.append(PowerCard(id="crucial_aid"))
    rng = Script(2)
    asked = GAME.apply(s, 0, Attack(power="backstab", target=name(s, (2, 1))), rng)
    assert [e.code for e in asked.events] == ["cr-aid-asked"] and rng.counter == 0
    assert asked.state.figures and not asked.state.turn.attacked  # nothing happened yet
    prompt = GAME.prompts(asked.state)[0]
    assert (prompt.kind, prompt.seat, prompt.params["roll"], prompt.params["ac"]) == ("cr-aid", 1, 9, 11)
    assert [(o.command, o.args) for o in prompt.options] == [("use", {"power": "crucial_aid"}), ("pass", {})]
    done = GAME.apply(asked.state, 1, Use(power="crucial_aid"), rng)
    attack = next(e for e in done.events if e.code == "cr-attack")
    assert (attack.params["face"], attack.params["total"], attack.params["hit"]) == (2, 13, True)
    assert "cr-aided" in [e.code for e in done.events] and done.state.figures == []
    assert [p.used for p in done.state.heroes[1].powers if p.id == "crucial_aid"] == [True]
    assert "cr-aid-answers" not in done.state.flags


def test_crucial_aid_declined_or_out_of_reach():
    from rules.ravenloft.commands import Attack

    s = hero_phase(["kat", "allisa"], [(3, 1), (6, 2)], (2, 1))
    s.heroes[1].powers.append(PowerCard(id="crucial_aid"))
    rng = Script(2)
    asked = GAME.apply(s, 0, Attack(power="backstab", target=name(s, (2, 1))), rng)
    done = GAME.apply(asked.state, 1, Pass(), rng)
    attack = next(e for e in done.events if e.code == "cr-attack")
    assert (attack.params["face"], attack.params["hit"]) == (2, False) and len(done.state.figures) == 1
    # a roll more than 4 short asks nobody
    s.figures[0].kind = "wraith"  # AC 15: 2 + 7 + 4 = 13 < 15, nobody is asked
    plain = GAME.apply(s, 0, Attack(power="backstab", target=name(s, (2, 1))), Script(2))
    assert "cr-aid-asked" not in [e.code for e in plain.events] and not plain.state.pending


def test_stealth_discards_the_monster_card_just_drawn_before_the_villain_phase():
    """Stealth: « Right after you draw a monster card: discard it instead of placing the monster »:
    asked after the exploration, before the villain phase (which the answer then runs)."""
    from rules.ravenloft.board import edge_squares
    from rules.ravenloft.commands import End, Explore
    from rules.ravenloft.dungeon import board
    from rules.ravenloft.exploration import side_name

    s = hero_phase(["kat"], [(3, 1)], (2, 1))
    s.figures = []
    s.heroes[0].powers.append(PowerCard(id="stealth"))
    b = board(s, GAME.cat)
    block, side = b.unexplored_edges()[0]
    s.heroes[0].square = edge_squares(block, side)[1]
    top = s.monsters.cards[-1]
    done = GAME.apply(s, 0, End(), Script())
    if GAME.prompts(done.state)[0].kind == "cr-explore":  # a corner: the player names the side
        done = GAME.apply(done.state, 0, Explore(side=side_name(side)), Script())
    s2 = done.state
    prompt = GAME.prompts(s2)[0]
    assert prompt.kind == "cr-stealth" and s2.turn.phase == "villain" and s2.turn.villain_step == 0
    assert [f.card for f in s2.figures] == [top] and top in s2.heroes[0].cards
    after = GAME.apply(s2, 0, Use(power="stealth"), Script())
    assert after.events[0].code == "cr-stealthed"
    assert after.state.figures == [] and top not in after.state.heroes[0].cards
    assert top in after.state.monsters.discard
    assert [p.used for p in after.state.heroes[0].powers if p.id == "stealth"] == [True]
    assert after.state.turn.number == s2.turn.number + 1  # the villain phase ran, then the next turn


def test_the_villain_phase_lines_name_heroes_with_their_players():
    """« Zombie attacks Immeril (p0) »: the activation's summary names the heroes with their players."""
    from rules.core.i18n import t
    from rules.ravenloft.commands import End

    s = hero_phase(["immeril"], [(3, 1)], (2, 1))
    s.figures[0].card = "zombie#1"
    s.heroes[0].cards = ["zombie#1"]
    s.turn.placed = [1]
    done = GAME.apply(s, 0, End(), Script(2))
    line = next(e for e in done.events if e.code == "cr-act-attack")
    assert line.params["heroes"] == [{"fr": "Immeril (p0)", "en": "Immeril (p0)"}]
    assert t("en", "ev-cr-act-attack", line.params).startswith("Zombie attacks Immeril (p0)")
