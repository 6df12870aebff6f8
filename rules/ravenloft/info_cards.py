"""The cards info commands show (``/cr card``, ``/cr hero``, ``/cr deck``), as
:class:`~rules.ravenloft.viewing.CardView`: built from the content, in both languages, with
the numbers in boxes and the texts as written on the cards (our own words)."""

from __future__ import annotations

from typing import Any

from rules.core.i18n import t
from rules.ravenloft import plugins
from rules.ravenloft.card_names import find_card
from rules.ravenloft.content import load_content
from rules.ravenloft.variants.hybrid.creation import race_classes, sheet_of
from rules.ravenloft.viewing import CardLine, CardView, Text
from rules.ravenloft.viewing_state import build_view, text


def _both(key: str, **params: Any) -> Text:
    """A message of the picture's catalog in both languages."""
    return Text(fr=t("fr", f"cr-pic-{key}", params), en=t("en", f"cr-pic-{key}", params))


def _joined(*parts: Text, sep: str = " · ") -> Text:
    return Text(fr=sep.join(p.fr for p in parts if p.fr), en=sep.join(p.en for p in parts if p.en))


def attack_line(attack: Any) -> CardLine:
    """« Morsure  +9, 2 dégâts, raté 1, Ralenti »."""

    def one(lang: str) -> str:
        def conds(ids: list[str]) -> str:
            return ", ".join(t(lang, f"cr-pic-condition-{c}") for c in ids)

        parts = [t(lang, "cr-pic-attack-numbers", bonus=attack.bonus, damage=attack.damage)]
        if attack.damage_per:
            parts.append(t(lang, f"cr-pic-attack-per-{attack.damage_per.replace('_', '-')}"))
        if attack.miss_damage:
            parts.append(t(lang, "cr-pic-attack-miss", damage=attack.miss_damage))
        if attack.conditions:
            parts.append(conds(list(attack.conditions)))
        if attack.miss_conditions:
            parts.append(t(lang, "cr-pic-attack-miss-conditions", conditions=conds(list(attack.miss_conditions))))
        return ", ".join(parts)

    return CardLine(caption=text(attack.name), text=Text(fr=one("fr"), en=one("en")))


def monster_card(monster: Any) -> CardView:
    """A monster card: type, AC, HP, XP, its attacks and its tactics, clause by clause."""
    lines = [attack_line(a) for a in monster.attacks.values()]
    lines += [CardLine(text=text(clause.text)) for clause in monster.tactics]
    return CardView(kind="monster", title=text(monster.name), subtitle=_both(f"type-{monster.type}"),
                    stats=[("ac", str(monster.ac)), ("hp", str(monster.hp)), ("xp", str(monster.xp))], lines=lines)


def villain_card(villain: Any) -> CardView:
    """A villain card: level (its XP), AC, HP, attacks, tactics and what is special about it."""
    lines = [attack_line(a) for a in villain.attacks.values()]
    if villain.regeneration and villain.special is None:  # the card's own text says it otherwise
        lines.append(CardLine(text=_both("regeneration", hp=villain.regeneration)))
    if villain.special is not None:
        lines.append(CardLine(text=text(villain.special)))
    lines += [CardLine(text=text(clause.text)) for clause in villain.tactics]
    return CardView(kind="villain", title=text(villain.name),
                    subtitle=_joined(_both(f"type-{villain.type}"), _both("villain-every-phase")),
                    stats=[("level", str(villain.level)), ("ac", str(villain.ac)), ("hp", str(villain.hp)),
                           ("xp", str(villain.xp))], lines=lines)


def hero_card(hero: Any, level: int = 1, powers: list[Any] | None = None) -> CardView:
    """A hero card at ``level``: AC, HP, speed, surge, the powers in hand by kind, the ability,
    and at level 2 the critical."""
    side = hero.side(level)
    lines = [CardLine(caption=text(hero.ability.name), text=text(hero.ability.text)),
             CardLine(caption=_both("hand"), text=_both("hand-counts", at_will=side.at_will, daily=side.daily,
                                                        utility=side.utility))]
    if side.critical is not None:
        lines.append(CardLine(caption=_both("critical"), text=text(side.critical)))
    for power in powers or []:
        lines.append(CardLine(caption=text(power.name), text=_both(f"power-{power.kind.replace('_', '-')}")))
    return CardView(kind="hero", title=text(hero.name), subtitle=_joined(text(hero.title), _both("level", level=level)),
                    stats=[("ac", str(side.ac)), ("hp", str(side.hp)), ("speed", str(side.speed)),
                           ("surge", str(side.surge))], lines=lines)


def power_card(power: Any, hero: Any | None = None) -> CardView:
    """A power card: its kind, its numbers (attack, damage, miss), its text."""
    stats: list[tuple[str, str]] = []
    if power.attack is not None:
        stats = [("attack", f"+{power.attack.bonus}"), ("damage", str(power.attack.damage))]
        if power.attack.miss:
            stats.append(("miss", str(power.attack.miss)))
    if power.target.tiles and power.target.kind in ("within_tiles", "tile_within", "tile_at", "hero"):
        stats.append(("range", str(power.target.tiles)))
    kind = _both(f"power-{power.kind.replace('_', '-')}")
    subtitle = _joined(text(hero.name), kind) if hero is not None else kind
    lines = [CardLine(text=text(power.text))]
    return CardView(kind="power", title=text(power.name), subtitle=subtitle, stats=stats, lines=lines)


def encounter_card(encounter: Any) -> CardView:
    """An encounter card: its kind, its disarm value (a trap), its text, its attacks and tactics."""
    stats = [("disarm", f"{encounter.effects.disarm}+")] if encounter.effects.disarm else []
    lines = [CardLine(text=text(encounter.text))]
    lines += [attack_line(a) for a in encounter.effects.attacks.values()]
    return CardView(kind="encounter", title=text(encounter.name), subtitle=_both(f"enc-{encounter.kind}"),
                    stats=stats, lines=lines)


def treasure_card(treasure: Any) -> CardView:
    """A treasure card: its kind (item, blessing, fortune; an adventure's own) and its text."""
    kind = getattr(treasure, "kind", "adventure")
    return CardView(kind="treasure", title=text(treasure.name), subtitle=_both(f"tkind-{kind}"),
                    lines=[CardLine(text=text(treasure.text))])


def decks_card(sizes: dict[str, int]) -> CardView:
    """The decks' sizes: tiles, monsters, encounters, treasures (and their discards)."""
    return CardView(kind="decks", title=_both("card-decks"), stats=[(k, str(n)) for k, n in sizes.items()])


def card_for(content: Any, card_id: str) -> CardView | None:
    """The card of a content id or name (a hero, monster, villain, power, encounter or treasure;
    ``zombie#2`` reads ``zombie``; « Musique des Damnés » or « musique des damnes » reads
    ``music_of_the_damned``), or ``None``."""
    cid = find_card(content, card_id) or ""
    if cid in content.encounters:
        return encounter_card(content.encounters[cid])
    if cid in content.treasures:
        return treasure_card(content.treasures[cid])
    if cid in content.adventure_treasures:
        return treasure_card(content.adventure_treasures[cid])
    if cid in content.heroes:
        return hero_card(content.heroes[cid])
    if cid in content.monsters:
        return monster_card(content.monsters[cid])
    if cid in content.villains:
        return villain_card(content.villains[cid])
    if cid in content.powers:
        power = content.powers[cid]
        return power_card(power, content.heroes.get(power.hero))
    return None


def info_view(state: Any, seat: int | None, command: str, args: dict[str, str]) -> Any:
    """The picture of an info answer (``Info.view``): the table's view with the card asked
    for (``card``: a hero, monster, villain or power; ``hero``: a hero in play, level and hand;
    ``deck``: the decks' sizes), or ``None`` when there is no card to draw."""

    content = load_content()
    card: CardView | None = None
    if command == "card":
        card = card_for(content, args.get("id") or "")
        if card is not None and card.kind in ("monster", "villain"):  # the damage dice' HP (1: none)
            card.stats = [(k, str(int(v) * plugins.hp_factor(state)) if k == "hp" else v) for k, v in card.stats]
    elif command == "hero":
        name = (args.get("hero") or "").strip().lower()
        hero = next((h for h in state.heroes if h.hero == name), None)
        if hero is not None and (state.sheets is not None or hero.level > 2):  # variants acr2, hybrid
            card = sheet_card(state, hero)
        elif hero is not None and hero.hero in content.heroes:
            powers = [content.powers[p.id] for p in hero.powers if p.id in content.powers]
            card = hero_card(content.heroes[hero.hero], hero.level, powers)
            # a hero in play: the HP left and the conditions beside the card's numbers
            card.stats = [(k, f"{max(0, hero.hp)}/{hero.max_hp}" if k == "hp" else v) for k, v in card.stats]
            if hero.conditions:
                card.lines.insert(0, CardLine(text=_joined(*(_both(f"condition-{c}") for c in hero.conditions),
                                                           sep=", ")))
    elif command == "deck":
        # Temps Écoulé's deck and Time tokens besides the base decks
        card = decks_card({"tiles": len(state.tile_stack), "monsters": len(state.monsters.cards),
                           "encounters": len(state.encounters.cards), "treasures": len(state.treasures.cards),
                           **plugins.decks(state)})  # a variant's own (plugins.py)
    if card is None:
        return None
    view = build_view(state, seat)
    view.card = card
    return view


def sheet_card(state: Any, hero: Any) -> Any:
    """The hero card of a hero in play made from a sheet, or above level 2 (ACR2): the box card's
    ability, the sheet's name, race and classes, the hero's own numbers and hand."""
    content = load_content()
    sheet = sheet_of(state, hero.hero)
    card = hero_card(content.heroes[hero.hero.split(".")[0]], min(hero.level, 2),
                     [content.powers[p.id] for p in hero.powers if p.id in content.powers])
    card.lines = [line for line in card.lines if line.caption is None or line.caption != _both("hand")]
    level = _both("level", level=hero.level)
    if sheet is not None:
        card.title = Text(fr=sheet.name, en=sheet.name)
        card.subtitle = _joined(race_classes(sheet), level)
    else:
        card.subtitle = _joined(text(content.heroes[hero.hero].title), level)
    card.stats = [("ac", str(hero.ac)), ("hp", f"{max(0, hero.hp)}/{hero.max_hp}"), ("speed", str(hero.speed)),
                  ("surge", str(hero.surge_value))]
    return card
