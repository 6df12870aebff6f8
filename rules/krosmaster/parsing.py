"""Krosmaster Arena: slash commands and typed names turned into actions (units, spells, rewards, players)."""

from __future__ import annotations

import unicodedata
from collections.abc import Mapping, Sequence

from rules.core import InvalidActionError
from rules.core.grid import parse_square

from . import dice
from .content import content
from .model import (
    ActionT,
    Activate,
    BuyGG,
    BuyReward,
    Cast,
    Deploy,
    DraftPick,
    End,
    Gift,
    Inspire,
    KrosState,
    LoseGG,
    Move,
    Pickup,
    Punch,
    Reveal,
    Trigger,
)
from .turns import Turns


def resolve_unit(state: KrosState, seat: int | None, text: str, any_seat: bool = False) -> str:
    """A unit id from an id, a character id or a name (``anna``, ``Anna Tommy``, ``0-tofu-3``);
    with ``any_seat`` the asker's own units are preferred."""
    c = content()
    t = Turns(state)
    want = norm(text)
    mine = [u for u in state.units if u.seat == seat and not u.ko]
    others = [u for u in state.units if u.seat != seat and not u.ko] if any_seat else []
    for candidates in (mine, others):
        for u in candidates:
            # an id, or the label players read (« Tofu 3 », « Anna Tommy 2 (bob) »)
            label = t.label(u)
            if want in (norm(u.id), norm(label), norm(label.split(" (")[0])):
                return u.id
        for u in candidates:
            base = c.characters.get(u.ref) or c.summons.get(u.ref)
            names = {norm(u.ref), norm(base.name) if base else ""}
            if want in names or any(n.startswith(want) for n in names if want):
                return u.id
    raise InvalidActionError("kros-unknown-unit", unit=text)


def resolve_spell(state: KrosState, text: str, unit: str | None) -> str:
    """A spell id from its id, its name or the start of either (or of a word of its name):
    ``dan`` is Dan-To-Fu; the spells of ``unit`` first, then every spell."""
    t = Turns(state)
    u = t.by_id.get(unit or "")
    own = list(t.spells(u)) + (["coup-de-poing"] if u is not None and u.kind == "krosmaster" else []) \
        if u is not None else []
    return by_name(text, own, {k: v.name for k, v in content().spells.items()})


def resolve_reward(state: KrosState, text: str, unit: str | None) -> str:
    """A reward id from its id, its name or the start of either; the tokens of ``unit`` first."""
    t = Turns(state)
    u = t.by_id.get(unit or "")
    own = [tok.id for tok in u.rewards] if u is not None else []
    return by_name(text, own, {k: v.name for k, v in content().rewards.items()})


def resolve_player(state: KrosState, text: str) -> int:
    """A seat from a player's name (or its start), or a player number in play order (« joueur 1 »)."""
    want = norm(text)
    if want.isdigit() and 1 <= int(want) <= len(state.order):
        return state.order[int(want) - 1]
    for i, n in enumerate(state.names):
        if norm(n) == want:
            return i
    for i, n in enumerate(state.names):
        if want and norm(n).startswith(want):
            return i
    raise InvalidActionError("kros-unknown-player", player=text)


def parse_command(command: str, args: Mapping[str, str], state: KrosState, seat: int) -> ActionT:
    a = {k: v for k, v in args.items() if v is not None and v != ""}
    c = content()
    if command == "move":
        return Move(to=square_arg(a, "to"))
    if command == "cast":
        spell = resolve_spell(state, a.get("spell", ""), state.current)
        if spell not in c.spells:
            raise InvalidActionError("kros-unknown-spell", spell=a.get("spell", ""))
        ally = resolve_unit(state, seat, a["ally"]) if "ally" in a else None
        return Cast(spell=spell, at=square_arg(a, "at"), ally=ally)
    if command == "punch":
        return Punch(at=square_arg(a, "at"))
    if command == "pickup":
        return Pickup()
    if command == "end":
        return End()
    if command == "buy":
        item = norm(a.get("item", ""))
        if item in ("gg", "galon", "galons"):
            return BuyGG(victim=resolve_player(state, a["victim"]) if "victim" in a else None)
        index = pile(item)
        to = resolve_unit(state, seat, a["to"]) if "to" in a else (state.current or "")
        hidden = str(a.get("hidden", "false")).lower() in ("1", "true", "oui", "yes")
        return BuyReward(pile=index, face_up=not hidden, to=to)
    if command == "reveal":
        token = resolve_reward(state, a.get("token", ""), state.current)
        amount = None
        if "amount" in a:
            if not str(a["amount"]).isdigit():
                raise InvalidActionError("kros-bad-amount", amount=str(a["amount"]))
            amount = int(a["amount"])
        return Reveal(token=token, choice=a.get("choice"), at=square_arg(a, "at") if "at" in a else None,
                      amount=amount)
    if command == "tension":
        return LoseGG(player=resolve_player(state, a.get("player", "")))
    if command == "gift":
        return Gift(player=resolve_player(state, a.get("player", "")))
    if command == "trigger":
        return Trigger(unit=resolve_unit(state, seat, a.get("unit", ""), any_seat=True))
    if command == "inspire":
        targets: list[str | None] = []
        for i in (1, 2):
            v = a.get(f"die{i}", "kamas")
            targets.append(None if norm(v) in ("kamas", "kama", "none", "aucun", "rembourser") else
                           resolve_unit(state, seat, v))
        return Inspire(faces=default_faces(state.tension, [a.get("face1"), a.get("face2")]),  # type: ignore[arg-type]
                       targets=targets)
    if command == "activate":
        return Activate(unit=resolve_unit(state, seat, a.get("unit", "")))
    if command == "deploy":
        return Deploy(unit=resolve_unit(state, seat, a.get("unit", "")), at=square_arg(a, "at"))
    if command in ("card", "reach"):
        raise InvalidActionError("kros-info-command", command=command)
    if command == "draft":
        want = spell_id(a.get("character", ""))
        match = next((x for x in state.draft_visible if x == want or x.startswith(want)), want)
        return DraftPick(character=match)
    raise InvalidActionError("unknown-command", command=command)


def default_faces(rolled: Sequence[int], typed: Sequence[str | None]) -> list[str]:
    """The faces of the tension dice: those typed, the others turned so that the two dice
    never make a double a player did not ask for (a Joker or a Double typed without its face
    used to become a Critique and cost every player a GG)."""
    faces: list[str | None] = [typed[i] if i < len(typed) else None for i in range(len(rolled))]
    for i, raw in enumerate(rolled):
        if faces[i] is not None:
            continue
        others = {f for j, f in enumerate(faces) if j != i and f is not None}
        others |= {dice.turn_options(r)[0] for j, r in enumerate(rolled)
                   if j != i and faces[j] is None and len(dice.turn_options(r)) == 1}
        opts = dice.turn_options(raw)
        faces[i] = next((f for f in opts if f not in others), opts[0])
    return [f or "" for f in faces]


def cell(text: str) -> tuple[int, int]:
    x, y = text.split(",")
    return (int(x), int(y))


def square_arg(a: Mapping[str, str], opt: str) -> str:
    if opt not in a:
        raise InvalidActionError("kros-missing-option", option=opt)
    return parse_square(a[opt], 12, 12).name


def by_name(text: str, first: Sequence[str], names: Mapping[str, str]) -> str:
    """The id ``text`` names among ``first`` then all of ``names`` (id -> name): an exact id or
    name, else the first whose id, name or a word of its name starts with it; ``text`` as an
    id when nothing matches (the caller's error names it)."""
    want = spell_id(text)
    flat = norm(text)
    pools = [[x for x in first if x in names], list(names)]
    for pool in pools:
        for x in pool:
            if want == x or flat == norm(names[x]):
                return x
    if not flat:
        return want
    for pool in pools:
        for x in pool:
            words = [norm(w) for w in names[x].replace("-", " ").replace("'", " ").split()]
            if x.startswith(want) or norm(names[x]).startswith(flat) or any(w.startswith(flat) for w in words):
                return x
    return want


def spell_id(text: str) -> str:
    t = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode().lower().strip()
    return "-".join("".join(ch if ch.isalnum() else " " for ch in t).split())


def pile(item: str) -> int:
    """``1``..``6``, or a rank and a pile number (``granit1``, ``jade2``, ``or1``)."""
    if item.isdigit() and 1 <= int(item) <= 6:
        return int(item) - 1
    for i, rank in enumerate(("granit", "jade", "or")):
        if item.startswith(rank):
            rest = item[len(rank):] or "1"
            if rest in ("1", "2"):
                return 2 * i + int(rest) - 1
    raise InvalidActionError("kros-bad-item", item=item)


def norm(text: str) -> str:
    t = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode().lower()
    return "".join(ch for ch in t if ch.isalnum())
