"""A tile an encounter draws from the bottom of the stack (« tirez une section du bas de la
pile et posez-la ») comes into play like an explored one: the adventure's moment for that tile
happens. Found by the computer heroes' bench: in Rampaging Golem the Workshop, low in the
stack, was put down by an encounter and the Flesh Golem never appeared, so the game could only
be lost."""

from __future__ import annotations

from rules.core import Rng, SeatInfo, find_game

GAME = find_game("ravenloft")


def test_the_workshop_placed_by_an_encounter_brings_the_flesh_golem():
    seed = 7  # bench/bench_coop_computer.py's seed 7, the healer party, normal computer heroes
    seats = [SeatInfo(index=i, name=f"n-{i}") for i in range(3)]
    options = GAME.parse_options({"adventure": "rampaging_golem", "heroes": ["thorgrim", "arjhan", "immeril"]})
    state = GAME.setup(options, seats, Rng("%064x" % (104729 * seed + 1)))
    dice, mind = Rng("%064x" % (104729 * seed + 2)), Rng("%064x" % (104729 * seed + 3))
    for _ in range(2000):
        assert GAME.result(state) is None
        seat = GAME.prompts(state)[0].seat
        placed = any(t.tile == "workshop" for t in state.tiles)
        tr = GAME.apply(state, seat, GAME.computer_action(state, seat, "normal", mind), dice)
        state = tr.state
        if not placed and any(t.tile == "workshop" for t in state.tiles):
            break
    codes = [e.code for e in tr.events]
    assert codes.index("cr-tile-from-bottom") < codes.index("cr-adventure-moment") < codes.index("cr-villain-appears")
    assert "cr-tile-placed" not in codes[codes.index("cr-tile-from-bottom"):]  # told once, as drawn from the bottom
    assert [f.kind for f in state.figures if "golem" in f.kind] == ["flesh_golem"]
