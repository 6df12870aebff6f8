"""Advanced Castle Ravenloft 2.0 (seed L17-143): custom heroes (the blank hero card, L207-220,
made in the creation step of :mod:`.creation`), levels 1 to 9 bought for 6 XP at the start of
the hero phase, one healing surge per hero that may be given to an adjacent fallen hero, items
handed over as a free action, a dead hero's player back with a new hero, monster tokens (0-3
monsters per tile), initiative by the triangle's colour, encounters only on a black triangle or
an idle turn, and the difficulty settings.

Presets (the full variant and its parts, so the parts combine where the study's matrix says
« P »): ``acr2`` fills every slot below; ``acr2-heroes`` = heroes + levels + surges (with
``strahd``, ``geno``, ``mika``, ``temps``, ``revised``); ``acr2-levels`` = levels (with
``hybrid-heroes``); ``acr2-play`` = exploration + monsters + encounters + surges (with
``hybrid``); ``acr2-initiative``, ``acr2-tokens``, ``acr2-encounters``: one slot each.

The rules live in :mod:`.acr2_rules` (levels), :mod:`.acr2_table` (exploration, tokens,
surges, death); the engine calls them where ``state.rules[slot] == "acr2"``.
"""

from __future__ import annotations

from ...options import Preset, register_preset

ACR2 = "acr2"
TABLE = {"exploration_timing": ACR2, "monsters_per_tile": ACR2, "encounter_trigger": ACR2, "surges": ACR2}

register_preset(Preset("acr2", fills={**TABLE, "levels": ACR2, "heroes": "custom"}))
register_preset(Preset("acr2-heroes", fills={"surges": ACR2, "levels": ACR2, "heroes": "custom"}))
register_preset(Preset("acr2-levels", fills={"levels": ACR2}))
register_preset(Preset("acr2-play", fills=TABLE))
register_preset(Preset("acr2-initiative", fills={"exploration_timing": ACR2}))
register_preset(Preset("acr2-tokens", fills={"monsters_per_tile": ACR2}))
register_preset(Preset("acr2-encounters", fills={"encounter_trigger": ACR2}))
