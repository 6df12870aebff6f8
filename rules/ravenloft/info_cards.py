"""The cards info commands show (``/cr card``, ``/cr hero``, ``/cr deck``), as
:class:`~rules.ravenloft.viewing.CardView`: built from the content, in both languages, with
the numbers in boxes and the texts as written on the cards (our own words)."""

from __future__ import annotations

from typing import Any

from rules.core.i18n import t
from rules.ravenloft.viewing import CardLine, CardView, Text
from rules.ravenloft.viewing_state import text


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
    if villain.regeneration:
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


def decks_card(sizes: dict[str, int]) -> CardView:
    """The decks' sizes: tiles, monsters, encounters, treasures (and their discards)."""
    return CardView(kind="decks", title=_both("card-decks"), stats=[(k, str(n)) for k, n in sizes.items()])
