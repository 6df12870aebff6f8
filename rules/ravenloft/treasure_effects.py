"""The treasure cards whose effect is more than a number (B56-B58): blessings that count
figures, fortunes that change decks, tiles and monsters, single-use items with a target.

Each is keyed by the content's effect ``kind`` (``rules/ravenloft/data/treasures.yaml``).
Where the card lets the player choose, the bot plays a documented choice (docs/rulings/
ravenloft.md, Encounters (session 4)).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rules.core import Event, Rng

from . import hooks
from .board import block_of
from .catalog import Catalog
from .conditions import heal_hero, remove_condition
from .content import load_content
from .dungeon import board, landing_square
from .events import ev
from .markers import move_monsters_off
from .placing import queue_teleport
from .state import Boost, CRState, card_kind

#: the boosts whose value depends on the hero's tile, looked up at each attack
PER_TILE = {"attack_bonus_per_monster_on_tile": "monsters", "attack_bonus_per_hero_on_tile": "heroes"}
DAZED_KEY = "cr-dazed-cards"  # monster card -> the Daze card on it
RESPITE_KEY = "cr-respite"  # the Moment's Respite card lying on the encounter deck
LUCKY_FIND = 3


def _content_effects(card: str) -> list[Any]:
    t = load_content().treasures.get(card_kind(card))
    return list(t.effects) if t is not None else []


def play(state: CRState, cat: Catalog, hero: int, card: str, rng: Rng) -> tuple[list[Event], bool]:
    """Carry out the card's effects this module knows; whether the card stays in play (a Daze
    on a monster card, a Moment's Respite on the deck) instead of being discarded."""
    out: list[Event] = []
    stays = False
    for e in _content_effects(card):
        run = EFFECTS.get(e.kind)
        if run is not None:
            events, kept = run(state, cat, hero, card, e, rng)
            out += events
            stays = stays or kept
    return out, stays


def tile_bonus(state: CRState, hero: int) -> int:
    """Heroic Stand, Surround Them!: +1 to attack per monster (per hero) on the hero's tile."""
    h = state.heroes[hero]
    if h.square is None:
        return 0
    here = block_of(h.square)
    total = 0
    for b in h.boosts:
        what = PER_TILE.get(b.stat)
        if what == "monsters":
            total += sum(1 for f in state.figures if block_of(f.square) == here)
        elif what == "heroes":
            total += sum(1 for x in state.heroes if x.square is not None and not x.escaped
                         and block_of(x.square) == here)
    return total


def heal_on_hit(state: CRState, hero: int) -> list[Event]:
    """Rejuvenating Onslaught: a hero who hits a monster regains 1 HP."""
    amount = sum(b.value for b in state.heroes[hero].boosts if b.stat == "heal_on_hit")
    return heal_hero(state, hero, amount) if amount else []


def _blessing(state: CRState, cat: Catalog, hero: int, card: str, e: Any, rng: Rng) -> tuple[list[Event], bool]:
    # a blessing lasts until the end of the next hero phase (as treasure.play_now's boosts)
    phases = 2 if state.turn.phase == "hero" and state.turn.hero == hero else 1
    for i, h in enumerate(state.heroes):
        h.boosts.append(Boost(stat=e.kind, value=max(1, e.amount), phases=phases if i == hero else 1,
                              source=card_kind(card)))
    return [], False


def _clear_the_air(state: CRState, cat: Catalog, hero: int, card: str, e: Any, rng: Rng) -> tuple[list[Event], bool]:
    env = state.environment
    if env is None:
        return [ev("nothing-to-clear")], False
    state.environment = None
    state.encounters.discard.append(env)
    return [ev("environment-ends", encounter=card_kind(env), kinds={"encounter": "encounter"})], False


def _daze(state: CRState, cat: Catalog, hero: int, card: str, e: Any, rng: Rng) -> tuple[list[Event], bool]:
    """On the monster card whose figure is nearest the hero (ours: the player's choice)."""
    h = state.heroes[hero]
    held = [c for x in state.heroes for c in x.cards if card_kind(c) in cat.monsters]
    figs = [f for f in state.figures if not f.villain and any(card_kind(c) == f.kind for c in held)]
    if not figs or h.square is None:
        return [ev("nothing-to-daze")], False
    b = board(state, cat)
    dist = b.tile_distances(block_of(h.square))
    target = min(figs, key=lambda f: (dist.get(block_of(f.square), 99), f.square[1], f.square[0]))
    monster_card = next(c for c in held if card_kind(c) == target.kind)
    state.flags.setdefault(DAZED_KEY, {})[monster_card] = card
    return [ev("card-dazed", monster=target.kind)], True


def dazed(state: CRState, monster_card: str) -> bool:
    """A monster card a Daze lies on skips this activation; the Daze is discarded."""
    marks = state.flags.get(DAZED_KEY, {})
    daze = marks.pop(monster_card, None)
    if daze is None:
        return False
    state.treasures.discard.append(daze)
    if not marks:
        state.flags.pop(DAZED_KEY, None)
    return True


def _respite(state: CRState, cat: Catalog, hero: int, card: str, e: Any, rng: Rng) -> tuple[list[Event], bool]:
    """On the encounter deck (ours: the card allows the monster deck too)."""
    state.flags[RESPITE_KEY] = card
    return [ev("respite")], True


def respite(state: CRState) -> bool:
    """The next encounter card would be drawn: the Moment's Respite is discarded instead."""
    card = state.flags.pop(RESPITE_KEY, None)
    if card is None:
        return False
    state.treasures.discard.append(card)
    return True


def _eagle_eyes(state: CRState, cat: Catalog, hero: int, card: str, e: Any, rng: Rng) -> tuple[list[Event], bool]:
    """The top tile on the unexplored edge nearest the hero, with its monster, no encounter."""
    h = state.heroes[hero]
    if h.square is None:
        return [], False
    saved = state.turn.hero
    state.turn.hero = hero
    out = hooks.state_table.run(state, cat, rng).explore_near(h.square, 1, rng)
    state.turn.hero = saved
    return out, False


def _lucky_find(state: CRState, cat: Catalog, hero: int, card: str, e: Any, rng: Rng) -> tuple[list[Event], bool]:
    """Draw 3, keep one (ours: the first item drawn, else the first card), discard the others."""
    drawn = [c for c in (hooks.draw.run(state.treasures, rng) for _ in range(max(1, e.amount or LUCKY_FIND))) if c]
    if not drawn:
        return [], False
    keep = next((c for c in drawn if cat.treasures[card_kind(c)].kind == "item"), drawn[0])
    state.treasures.discard += [c for c in drawn if c != keep]
    out = [ev("lucky-find", hero=state.heroes[hero].hero, card=card_kind(keep),
              others=[f"cr-treasure-{card_kind(c).replace('_', '-')}" for c in drawn if c != keep] or "none",
              irreversible=True)]
    return out + hooks.receive.run(state, cat, hero, keep, rng), False


def _shake_it_off(state: CRState, cat: Catalog, hero: int, card: str, e: Any, rng: Rng) -> tuple[list[Event], bool]:
    """The first hero from the drawer in turn order who has a condition ends their first one."""
    n = len(state.heroes)
    for k in range(n):
        i = (hero + k) % n
        if state.heroes[i].conditions:
            return remove_condition(state, i, state.heroes[i].conditions[0]), False
    return [], False


def _bellow(state: CRState, cat: Catalog, hero: int, card: str, e: Any, rng: Rng) -> tuple[list[Event], bool]:
    """The monster nearest the hero goes to a tile 2 tiles from its own, the one farthest from
    the hero (then the bone pile's row and column)."""
    h = state.heroes[hero]
    figs = [f for f in state.figures if not f.villain]
    if h.square is None or not figs:
        return [], False
    b = board(state, cat)
    mine = b.tile_distances(block_of(h.square))
    fig = min(figs, key=lambda f: (mine.get(block_of(f.square), 99), f.square[1], f.square[0]))
    away = b.tile_distances(block_of(fig.square))
    options = [t for t, d in away.items() if d == 2]
    for t in sorted(options, key=lambda t: (-mine.get(t, 0), b.bone_pile(t)[1], b.bone_pile(t)[0])):
        sq = landing_square(state, b, t)
        if sq is not None:
            fig.square = sq
            return [ev("monster-placed", monster=fig.kind, square=b.name(sq))], False
    return [], False


def _holy_water(state: CRState, cat: Catalog, hero: int, card: str, e: Any, rng: Rng) -> tuple[list[Event], bool]:
    """1 damage to the undead monster within 1 tile nearest the hero (then row and column)."""
    h = state.heroes[hero]
    if h.square is None:
        return [], False
    b = board(state, cat)
    mine = b.tile_distances(block_of(h.square))
    undead = [f for f in state.figures if cat.monsters.get(f.kind) is not None
              and cat.monsters[f.kind].type == "undead" and mine.get(block_of(f.square), 99) <= 1]
    if not undead:
        return [ev("nothing-to-hit")], False
    target = min(undead, key=lambda f: (mine[block_of(f.square)], f.square[1], f.square[0]))
    defeated: list[Any] = []
    out = [ev("auto-damage", hero=h.hero, power=card_kind(card), target=target.kind, damage=max(1, e.amount),
              kinds={"power": "treasure", "target": "villain" if target.villain else "monster"})]
    out += hooks.wound.run(state, cat, target, max(1, e.amount), defeated)
    return out + hooks.after_defeats.run(state, cat, hero, defeated, rng), False


def _peek(state: CRState, cat: Catalog, hero: int, card: str, e: Any, rng: Rng) -> tuple[list[Event], bool]:
    """Crystal Ball (ours: the encounter deck), Distant Sounds (the monster deck), Glimpse of
    the Future (the encounter deck): the top cards shown to that player only; their order is
    kept (ours: the card lets them reorder)."""
    monsters = card_kind(card) == "distant_sounds"
    deck = state.monsters if monsters else state.encounters
    count = 1 if e.kind == "peek" else max(1, e.amount)
    top = list(reversed(deck.cards[-count:]))
    kind = "monster" if monsters else "encounter"
    return [ev("deck-seen", visible_to=[state.heroes[hero].seat], deck=kind,
               cards=[f"cr-{kind}-{card_kind(c).replace('_', '-')}" for c in top] or "none")], False


def _wand(state: CRState, cat: Catalog, hero: int, card: str, e: Any, rng: Rng) -> tuple[list[Event], bool]:
    """Wand of Teleportation: the tile within 1 tile with the most monsters (then the nearest,
    then row and column); each of its monsters goes to the tile within 3 tiles of the hero
    farthest from them (then row and column) that has a free square."""
    h = state.heroes[hero]
    if h.square is None:
        return [], False
    b = board(state, cat)
    mine = b.tile_distances(block_of(h.square))
    counts: dict[Any, int] = {}
    for f in state.figures:
        if not f.villain and mine.get(block_of(f.square), 99) <= 1:
            counts[block_of(f.square)] = counts.get(block_of(f.square), 0) + 1
    if not counts:
        return [ev("nothing-to-hit")], False
    src = min(counts, key=lambda t: (-counts[t], mine[t], b.bone_pile(t)[1], b.bone_pile(t)[0]))
    dests = sorted((t for t, d in mine.items() if d <= 3 and t != src),
                   key=lambda t: (-mine[t], b.bone_pile(t)[1], b.bone_pile(t)[0]))
    return move_monsters_off(state, b, src, dests), False


def regenerates_instead(state: CRState, cat: Catalog, hero: int) -> list[Event] | None:
    """Ring of Regeneration: « you may regain 1 HP instead » of drawing a treasure; the bot
    takes the HP when the hero has lost half their HP or more (ours: the player's choice)."""
    h = state.heroes[hero]
    ring = any("heal_instead_of_treasure" in effect_kinds(c) for c in h.items)
    if not ring or h.hp > h.max_hp // 2 or h.down:
        return None
    return [ev("ring-instead", hero=h.hero), *heal_hero(state, hero, 1)]


def effect_kinds(card: str) -> set[str]:
    """The kinds of a treasure card's effects as the content writes them (``teleport_heroes``...)."""
    return {e.kind for e in _content_effects(card)}


def _scroll(state: CRState, cat: Catalog, hero: int, card: str, e: Any, rng: Rng) -> tuple[list[Event], bool]:
    """Scroll of Teleportation: the user's player puts heroes of their tile on another tile
    (placing.py asks, square by square)."""
    queue_teleport(state, cat, hero, card_kind(card))
    return [], False


EFFECTS: dict[str, Callable[..., tuple[list[Event], bool]]] = {
    "attack_bonus_per_monster_on_tile": _blessing,
    "attack_bonus_per_hero_on_tile": _blessing,
    "heal_on_hit": _blessing,
    "discard_environment": _clear_the_air,
    "skip_activation": _daze,
    "cancel_next_draw": _respite,
    "place_tile": _eagle_eyes,
    "draw_keep": _lucky_find,
    "end_condition": _shake_it_off,
    "push_monster": _bellow,
    "automatic_damage": _holy_water,
    "peek": _peek,
    "arrange_deck": _peek,
    "teleport_monsters": _wand,
    "teleport_heroes": _scroll,
}
