"""Command routing shared by the console table: a parsed command line to a service call."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from bot.console.choices import pick
from bot.console.dice import dice_command, roll_words
from bot.service import Service, ServiceError
from bot.shared.game_options import parse_game_options
from bot.shared.replies import Actor, Reply
from rules.core import InvalidActionError, find_game

GAME_SUBCOMMANDS = ("new", "join", "leave", "back", "start", "status", "log", "undo", "skip", "remove", "abandon",
                    "export", "verify", "mine", "settings", "replay", "campaign")
TRUE = {"true", "yes", "oui", "on", "1", "vrai"}
FALSE = {"false", "no", "non", "off", "0", "faux"}


def parse_bool(name: str, text: str) -> bool:
    low = text.lower()
    if low in TRUE:
        return True
    if low in FALSE:
        return False
    raise InvalidActionError("bad-option", option=name, value=text)


def parse_int(name: str, text: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise InvalidActionError("bad-option", option=name, value=text) from None


async def dispatch(
    service: Service,
    actor: Actor,
    path: Sequence[str],
    positional: Sequence[str],
    options: Mapping[str, str],
    rest: str = "",
) -> Reply:
    """Run ``/path positional option:value`` for ``actor``."""
    head = path[0] if path else ""
    if head == "pick":  # moves by pointing: /pick 2 5 (bot/console/choices.py)
        return await pick(service, actor, [*path[1:], *positional], options)
    if head == "roll":
        expression = rest.strip() or " ".join(positional) or options.get("expression", "")
        sub = roll_words(expression)  # /roll save ..., /roll secret ..., /roll verify (bot/console/dice.py)
        if sub is not None:
            return await dice_command(service, actor, *sub)
        return await service.roll(actor, expression)
    if head == "dice":
        return await dice_command(service, actor, path[1] if len(path) > 1 else "", positional, options)
    if head == "game":
        sub = path[1] if len(path) > 1 else ""
        opts = dict(options)
        if sub == "new":
            name = positional[0] if positional else opts.pop("game", "")
            if not name:
                return await service.fail(actor, ServiceError("missing-option", option="game"))
            locale = opts.pop("locale", None)
            opts.pop("thread", None)  # the console has no threads
            try:  # options typed as on Discord, in one options:"…" text, are read the same way
                opts = {**parse_game_options(opts.pop("options", None)), **opts}
            except InvalidActionError as exc:
                return await service.fail(actor, exc)
            return await service.create(actor, name, opts, locale=locale)
        if sub == "remove":  # /game remove player:bob (bot/service/handover.py); without a player, the buttons
            return await service.remove(actor, opts.get("player") or " ".join(positional) or None)
        if sub == "campaign":  # /game campaign [name] (bot/service/campaigns.py)
            name = opts.get("name") or " ".join(positional) or None
            return await service.campaign(actor, name)
        if sub == "replay":  # /game replay move:12, /game replay summary:true (bot/service/replays.py)
            try:
                if "summary" in opts and parse_bool("summary", opts["summary"]):
                    return await service.replay_summary(actor)
                text = opts.get("move") or (positional[0] if positional else None)
                return await service.replay(actor, parse_int("move", text) if text is not None else None)
            except InvalidActionError as exc:
                return await service.fail(actor, exc)
        if sub == "status" and "text" in opts:  # the board in words (bot/service/board_text.py)
            try:
                if parse_bool("text", opts["text"]):
                    return await service.board_text(actor)
            except InvalidActionError as exc:
                return await service.fail(actor, exc)
        if sub == "settings":
            try:
                locale = opts.get("locale")
                minutes = parse_int("reminder", opts["reminder"]) if "reminder" in opts else None
                threads = parse_bool("threads", opts["threads"]) if "threads" in opts else None
                deadlines = {k: parse_int(k, opts[k]) for k in ("deadline", "server_deadline", "missed") if k in opts}
            except InvalidActionError as exc:
                return await service.fail(actor, exc)
            return await service.settings(actor, locale=locale, reminder_minutes=minutes, threads=threads, **deadlines)
        simple = {
            "join": service.join, "leave": service.leave, "start": service.start, "status": service.status,
            "log": service.log, "undo": service.undo, "skip": service.skip, "back": service.back, "abandon": service.abandon, "export": service.export,
            "verify": service.verify, "mine": service.mine,
        }
        if sub in simple:
            return await simple[sub](actor)
        return await service.fail(actor, ServiceError("console-unknown", command=" ".join(path)))
    # a game's own group: /kros move to:C4
    try:
        game = find_game(head)
    except InvalidActionError:
        return await service.fail(actor, ServiceError("console-unknown", command=" ".join(path) or rest))
    if len(path) < 2:
        return await service.fail(actor, ServiceError("console-unknown", command=head))
    args = dict(options)
    return await service.act(actor, path[1], args, game_id=game.id)
