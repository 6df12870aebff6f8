"""Treasure cards (B56-B58, B62): one per turn, items kept or given once, the rest played."""

from __future__ import annotations

from rules.core import Event, Rng, RuleError

from . import hooks, plugins
from .board import block_of
from .catalog import Catalog, TreasureDef
from .conditions import heal_hero
from .content import load_content
from .events import ev, name_ids, text_ids
from .markers import put
from .state import Boost, CRState, Deck, Pending, card_kind
from .treasure_effects import play, regenerates_instead
from .xp import level_up


@hooks.draw.fill
def draw(deck: Deck, rng: Rng) -> str | None:
    """The top card; a spent deck is reshuffled from its discard pile (B2)."""
    if not deck.cards and deck.discard:
        deck.cards = list(deck.discard)
        deck.discard = []
        rng.shuffle(deck.cards)
    return deck.cards.pop() if deck.cards else None


def treasure_def(cat: Catalog, card: str) -> TreasureDef:
    return cat.treasures[card_kind(card)]


def earn(state: CRState, cat: Catalog, hero: int, rng: Rng) -> list[Event]:
    """A monster defeated by a hero: the turn's one treasure, if not drawn yet (B56, A16)."""
    if state.turn.treasure_drawn:
        return [ev("no-more-treasure", hero=state.heroes[hero].hero)]
    instead = regenerates_instead(state, cat, hero)
    if instead is not None:  # the Ring of Regeneration: 1 HP instead of the card
        state.turn.treasure_drawn = True
        return instead
    card = draw(state.treasures, rng)
    if card is None:
        return []
    state.turn.treasure_drawn = True
    state.heroes[hero].treasures += 1
    return [ev("treasure", hero=state.heroes[hero].hero, card=card_kind(card), irreversible=True,
               card_text=text_ids("treasure", card_kind(card))),
            *receive(state, cat, hero, card, rng)]


@hooks.receive.fill
def receive(state: CRState, cat: Catalog, hero: int, card: str, rng: Rng) -> list[Event]:
    """An item waits for its holder to be chosen (B57); a blessing or fortune is played."""
    t = treasure_def(cat, card)
    h = state.heroes[hero]
    if t.kind == "item":
        if len([x for x in state.heroes if not x.escaped]) > 1:
            state.pending.append(Pending(kind="treasure-give", seat=h.seat, hero=hero, card=card))
            return []
        h.items.append(card)
        return [ev("item-kept", hero=h.hero, card=card_kind(card))]
    return play_now(state, cat, hero, card, rng)


def give(state: CRState, cat: Catalog, pending: Pending, to: int) -> list[Event]:
    """Settle who keeps a drawn item; the choice is final (B57)."""
    assert pending.card is not None
    h = state.heroes[to]
    h.items.append(pending.card)
    state.pending.remove(pending)
    return [ev("item-kept", hero=h.hero, card=card_kind(pending.card))]


def play_now(state: CRState, cat: Catalog, hero: int, card: str, rng: Rng) -> list[Event]:
    """A blessing or fortune takes effect when drawn; its effects add up (B58)."""
    t = treasure_def(cat, card)
    h = state.heroes[hero]
    out = [ev("treasure-played", hero=h.hero, card=t.id)]
    peeked = plugins.peek(state, hero, t.id)  # a look at Strahd's hand instead (plugins.py)
    if peeked is not None:
        state.treasures.discard.append(card)
        return out + peeked
    if t.effect == "xp":
        state.xp_pile.append(card)
        return out
    if t.effect == "heal":
        out += heal_hero(state, hero, t.value)
    elif t.effect == "surge":
        state.surges += max(1, t.value)
    elif t.effect == "heal_all":
        for i in range(len(state.heroes)):
            out += heal_hero(state, i, t.value)
    elif t.effect in ("extra_action", "extra_move"):
        state.turn.extra.append("any" if t.effect == "extra_action" else "move")
    elif t.effect == "flip":
        used = [p for p in h.powers if p.used]
        if used:
            used[0].used = False
            out.append(ev("power-refreshed", hero=h.hero, power=used[0].id))
    elif t.effect == "level_up":
        if h.level < 2:
            out += level_up(state, cat, hero)
    elif t.effect in ("attack_bonus", "ac_bonus", "speed", "disarm_bonus", "damage_bonus"):
        stat = {"attack_bonus": "attack", "ac_bonus": "ac", "disarm_bonus": "disarm",
                "damage_bonus": "damage"}.get(t.effect, t.effect)
        # a blessing lasts until the end of the next hero phase: this one's end, then the next
        phases = 2 if state.turn.phase == "hero" and state.turn.hero == hero else 1
        for other in state.heroes if t.kind == "blessing" else [h]:
            other.boosts.append(Boost(stat=stat, value=t.value, phases=phases, source=t.id))
    more, stays = play(state, cat, hero, card, rng)
    if not stays:  # a Daze or a Moment's Respite lies on a card or a deck until it acts
        state.treasures.discard.append(card)
    return out + more


def use_item(state: CRState, cat: Catalog, hero: int, card: str, rng: Rng) -> list[Event]:
    """Use a single-use item (a potion...), which is then turned over."""
    h = state.heroes[hero]
    if card not in h.items:
        known = card_kind(card) in cat.treasures
        raise RuleError("cr-no-such-item", item=card,
                        item_name=name_ids("treasure", card_kind(card)) if known else [card_kind(card)])
    t = treasure_def(cat, card)
    if t.use != "once":
        raise RuleError("cr-item-not-usable", item=t.id, item_name=name_ids("treasure", t.id))
    if t.effect == "reroll":  # Lucky Charm: offered after the hero's missed roll (reactions.py)
        raise RuleError("cr-reroll-after-a-roll", item=t.id)
    h.items.remove(card)
    h.spent_items.append(card)
    out = [ev("item-used", hero=h.hero, card=t.id)]
    peeked = plugins.peek(state, hero, t.id)  # a look at Strahd's hand instead (plugins.py)
    if peeked is not None:
        return out + peeked
    if t.effect == "heal":
        out += heal_hero(state, hero, t.value)
    elif t.effect == "flip":
        used = [p for p in h.powers if p.used]
        if used:
            used[0].used = False
            out.append(ev("power-refreshed", hero=h.hero, power=used[0].id))
    elif t.effect in ("attack_bonus", "ac_bonus", "speed", "damage_bonus"):
        stat = {"attack_bonus": "attack", "ac_bonus": "ac", "damage_bonus": "damage"}.get(t.effect, t.effect)
        h.boosts.append(Boost(stat=stat, value=t.value, phases=1, source=t.id))
    elif t.effect == "marker" and h.square is not None:  # the Glyph of Warding, on the hero's tile

        marker = next(e.marker for e in load_content().treasures[t.id].effects if e.kind == "marker")
        out += put(state, cat, hero, marker or t.id, block_of(h.square), rng)
    return out + play(state, cat, hero, card, rng)[0]



def passive(state: CRState, cat: Catalog, hero: int, effect: str) -> int:
    """The sum of a kept item's always-on bonus (``attack_bonus``, ``disarm_bonus``...)."""
    return sum(treasure_def(cat, c).value for c in state.heroes[hero].items
               if card_kind(c) in cat.treasures and treasure_def(cat, c).use == "passive"
               and treasure_def(cat, c).effect == effect)
