"""The slash commands: ``/roll``, ``/roll-history``, the ``/game`` group and one group per game.

Every name, description and choice is a ``locale_str`` whose ``key`` extra is a Fluent id;
:class:`FluentTranslator` turns it into ``name_localizations`` and
``description_localizations`` for Discord's French and English locales. The base strings
(what other locales see) are English. Game groups are generated from each game's
:class:`~rules.core.engine.CommandSpec` list.
"""

from __future__ import annotations

import inspect
import logging
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any, Optional, Protocol

import discord
from bot.shared.command_names import to_name, valid_name
from bot.shared.game_options import suggest, suggestion_label
from bot.shared.replies import Actor, Reply
from db import repository as repo
from discord import app_commands
from discord.app_commands import Choice, locale_str
from rules.core import all_games, i18n
from rules.core.engine import CommandSpec, Game, OptionKind, OptionSpec

if TYPE_CHECKING:
    from bot.service import Service


class CommandHost(Protocol):
    """What the commands need of the bot (the client implements it; no import of the client)."""

    @property
    def service(self) -> Service: ...

    @property
    def tree(self) -> app_commands.CommandTree[Any]: ...

    async def run(self, interaction: discord.Interaction[Any], work: Callable[[Actor], Awaitable[Reply]], *,
                  private_hint: bool = False, actor: Actor | None = None) -> Reply: ...

    async def new_table(self, interaction: discord.Interaction[Any], game: str, options: str | None,
                        thread: bool | None, locale: str | None = None) -> None: ...

    async def verify(self, interaction: discord.Interaction[Any], file: discord.Attachment | None) -> None: ...

    async def open_throw_page(self, interaction: discord.Interaction[Any]) -> None: ...

    def actor_of(self, interaction: discord.Interaction[Any], channel_id: int | str | None = None) -> Actor: ...

log = logging.getLogger("meneur.discord")

DESCRIPTION_LIMIT = 100
CHOICE_NAME_LIMIT = 100
MAX_OPTIONS = 25
MAX_CHOICES = 25
MAX_SUBCOMMANDS = 25
#: the subgroup of a game's info commands when the game has more than 25 commands
INFO_GROUP = "info"
MAX_AUTOCOMPLETE = 25
MAX_VERIFY_BYTES = 8 * 1024 * 1024

#: Discord locales served by each catalog language
DISCORD_LOCALES: dict[discord.Locale, str] = {
    discord.Locale.french: "fr",
    discord.Locale.american_english: "en",
    discord.Locale.british_english: "en",
}
BASE_LANGUAGE = "en"
#: where game commands are offered: in servers only (tables live in channels), never in DMs
GUILD_ONLY = app_commands.AppCommandContext(guild=True, dm_channel=False, private_channel=False)


# --------------------------------------------------------------------------- strings
def fit(text: str, limit: int) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"


def _text(lang: str, key: str, params: dict[str, Any] | None = None,
          param_keys: dict[str, str] | None = None) -> str | None:
    """The message ``key`` in exactly ``lang`` (no fallback), or ``None``."""
    if not i18n.has(lang, key):
        return None
    values = dict(params or {})
    for name, pkey in (param_keys or {}).items():
        values[name] = _text(lang, pkey) or values.get(name, pkey)
    return i18n.t(lang, key, values)


def name_str(default: str, key: str) -> locale_str:
    """A localizable name: ``default`` in the base payload, ``key`` for the translations."""
    return locale_str(default, key=key, kind="name")


def desc_str(key: str, fallback: str, params: dict[str, Any] | None = None,
             param_keys: dict[str, str] | None = None, kind: str = "description") -> locale_str:
    """A localizable description (or choice name) whose base text is the English message."""
    limit = DESCRIPTION_LIMIT if kind == "description" else CHOICE_NAME_LIMIT
    base = _text(BASE_LANGUAGE, key, params, param_keys) or _text(i18n.DEFAULT_LANGUAGE, key, params, param_keys)
    return locale_str(fit(base or fallback, limit) or "…", key=key, kind=kind,
                      params=params or {}, param_keys=param_keys or {})


class FluentTranslator(app_commands.Translator):
    """Names, descriptions and choices from the Fluent catalogs (fr, en-US, en-GB)."""

    async def translate(self, string: locale_str, locale: discord.Locale,
                        context: app_commands.TranslationContextTypes) -> str | None:
        lang = DISCORD_LOCALES.get(locale)
        key = string.extras.get("key")
        if lang is None or not key:
            return None
        text = _text(lang, key, string.extras.get("params"), string.extras.get("param_keys"))
        if text is None:
            return None
        if string.extras.get("kind") == "name":
            name = to_name(text)
            return name if valid_name(name) else None
        limit = CHOICE_NAME_LIMIT if string.extras.get("kind") == "choice" else DESCRIPTION_LIMIT
        return fit(text, limit) or None


# --------------------------------------------------------------------------- helpers
def game_label_key(game: Game[Any, Any, Any]) -> str:
    return f"game-{game.id}"


def _choice_display(group: str, cmd: str, opt: str, value: str) -> locale_str:
    return desc_str(f"choice-{group}-{cmd}-{opt}-{to_name(value)}", value, kind="choice")


Work = Callable[[Actor], Awaitable[Reply]]


# --------------------------------------------------------------------------- platform commands
def platform_commands(bot: CommandHost) -> list[app_commands.Command[Any, ..., Any] | app_commands.Group]:
    """``/roll``, ``/roll-history`` and the ``/game`` group."""
    service = lambda: bot.service  # noqa: E731  (built in setup_hook)

    @app_commands.command(name=name_str("roll", "cmdname-roll"), description=desc_str("cmd-roll", "Roll dice"))
    @app_commands.describe(expression=desc_str("opt-roll-expression", "Dice to roll"))
    @app_commands.rename(expression=name_str("expression", "optname-roll-expression"))
    async def roll(interaction: discord.Interaction, expression: app_commands.Range[str, 1, 400]) -> None:
        await bot.run(interaction, lambda a: service().roll(a, expression))

    @app_commands.command(name=name_str("roll-history", "cmdname-roll-history"),
                          description=desc_str("cmd-roll-history", "Latest rolls"))
    async def roll_history(interaction: discord.Interaction) -> None:
        await bot.run(interaction, lambda a: service().roll_history(a), private_hint=True)

    # tables live in a server's channels: the game commands are not offered in DMs
    game = app_commands.Group(name=name_str("game", "cmdname-game"), description=desc_str("cmd-game", "Game tables"),
                              guild_only=True, allowed_contexts=GUILD_ONLY)

    games = all_games()
    locale_choices = [Choice(name=desc_str(f"choice-locale-{code}", code, kind="choice"), value=code)
                      for code in i18n.LANGUAGES]
    game_choices = [Choice(name=desc_str(game_label_key(g), g.id, kind="choice"), value=g.id) for g in games]

    def sub(name: str, fallback: str) -> dict[str, Any]:
        return {"name": name_str(name, f"cmdname-game-{name}"), "description": desc_str(f"cmd-game-{name}", fallback)}

    async def game_autocomplete(interaction: discord.Interaction, current: str) -> list[Choice[str]]:
        lang = i18n.language(interaction.locale.value)
        out = []
        for g in games:
            label = i18n.t(lang, game_label_key(g))
            label = g.id if label == game_label_key(g) else label
            if current.lower() in label.lower() or current.lower() in g.id:
                out.append(Choice(name=fit(label, CHOICE_NAME_LIMIT), value=g.id))
        return out[:MAX_AUTOCOMPLETE]

    @game.command(**sub("new", "Open a table"))
    @app_commands.describe(game=desc_str("opt-game-new-game", "The game"),
                           options=desc_str("opt-game-new-options", "Options"),
                           thread=desc_str("opt-game-new-thread", "Own thread"),
                           locale=desc_str("opt-game-new-locale", "Language of the table"))
    @app_commands.rename(game=name_str("game", "optname-game-new-game"),
                         options=name_str("options", "optname-game-new-options"),
                         thread=name_str("thread", "optname-game-new-thread"),
                         locale=name_str("locale", "optname-game-new-locale"))
    @app_commands.choices(locale=locale_choices)
    async def game_new(interaction: discord.Interaction, game: str, options: Optional[str] = None,
                       thread: Optional[bool] = None, locale: Optional[str] = None) -> None:
        await bot.new_table(interaction, game, options, thread, locale)

    @game_new.autocomplete("options")
    async def options_autocomplete(interaction: discord.Interaction, current: str) -> list[Choice[str]]:
        """Each option of the chosen game and its allowed values, completing what is typed."""
        chosen = getattr(interaction.namespace, "game", None)
        found = next((g for g in games if g.id == chosen), None)
        if found is None:
            return []
        lang = i18n.language(interaction.locale.value)  # each value says what it means
        known = await campaign_names(bot, interaction, found, current or "")
        return [Choice(name=fit(suggestion_label(found, text, lang), CHOICE_NAME_LIMIT), value=text)
                for text in suggest(found, current or "", MAX_AUTOCOMPLETE, known) if len(text) <= 100]

    if 0 < len(game_choices) <= MAX_CHOICES:
        app_commands.choices(game=game_choices)(game_new)
    else:
        game_new.autocomplete("game")(game_autocomplete)

    def simple(name: str, fallback: str, method: str, private: bool = False) -> None:
        async def callback(interaction: discord.Interaction) -> None:
            await bot.run(interaction, lambda a: getattr(service(), method)(a), private_hint=private)

        callback.__name__ = f"game_{name}"
        callback.__qualname__ = callback.__name__
        game.add_command(app_commands.Command(callback=callback, parent=game, **sub(name, fallback)))

    simple("join", "Join the table", "join")
    simple("leave", "Leave the table", "leave")
    simple("start", "Start the game", "start")
    @game.command(**sub("status", "Post the board again"))
    @app_commands.describe(text=desc_str("opt-game-status-text", "The board in words, privately"))
    @app_commands.rename(text=name_str("text", "optname-game-status-text"))
    async def game_status(interaction: discord.Interaction, text: Optional[bool] = None) -> None:
        if text:  # the board in words, for a screen reader (bot/service/board_text.py)
            await bot.run(interaction, lambda a: service().board_text(a), private_hint=True)
        else:
            await bot.run(interaction, lambda a: service().status(a))

    simple("log", "The game's log", "log", private=True)
    simple("undo", "Undo your last action", "undo")
    simple("skip", "Play for an absent player", "skip")
    simple("back", "Take your seat back from the computer", "back")

    @game.command(**sub("remove", "Take a player out: the computer plays their seat"))
    @app_commands.describe(player=desc_str("opt-game-remove-player", "The player (name or seat number)"))
    @app_commands.rename(player=name_str("player", "optname-game-remove-player"))
    async def game_remove(interaction: discord.Interaction, player: Optional[str] = None) -> None:
        # without a player: one button per seat that can be removed (bot/service/handover.py)
        await bot.run(interaction, lambda a: service().remove(a, player), private_hint=player is None)
    simple("abandon", "End the game", "abandon")
    simple("export", "Export the game", "export")
    simple("mine", "Your running games", "mine", private=True)

    @game.command(**sub("verify", "Verify the game"))
    @app_commands.describe(file=desc_str("opt-game-verify-file", "An export to verify"))
    @app_commands.rename(file=name_str("file", "optname-game-verify-file"))
    async def game_verify(interaction: discord.Interaction, file: Optional[discord.Attachment] = None) -> None:
        await bot.verify(interaction, file)

    if getattr(bot, "throw_pages", None) is not None:  # the throw page is on (MENEUR_THROW_PORT and MENEUR_THROW_URL)
        async def game_throw(interaction: discord.Interaction) -> None:
            await bot.open_throw_page(interaction)

        game.add_command(app_commands.Command(callback=game_throw, parent=game,
                                              **sub("throw", "Your Dungeon Fighter throw, by gesture")))

    @game.command(**sub("settings", "Server settings"))
    @app_commands.describe(locale=desc_str("opt-game-settings-locale", "Language"),
                           reminder=desc_str("opt-game-settings-reminder", "Reminder delay in minutes"),
                           threads=desc_str("opt-game-settings-threads", "Threads by default"),
                           deadline=desc_str("opt-game-settings-deadline", "This table's deadline in minutes"),
                           server_deadline=desc_str("opt-game-settings-server_deadline", "Default deadline"),
                           missed=desc_str("opt-game-settings-missed", "Missed deadlines before the computer plays"))
    @app_commands.rename(locale=name_str("locale", "optname-game-settings-locale"),
                         reminder=name_str("reminder", "optname-game-settings-reminder"),
                         threads=name_str("threads", "optname-game-settings-threads"),
                         deadline=name_str("deadline", "optname-game-settings-deadline"),
                         server_deadline=name_str("server_deadline", "optname-game-settings-server_deadline"),
                         missed=name_str("missed", "optname-game-settings-missed"))
    @app_commands.choices(locale=locale_choices)
    async def game_settings(interaction: discord.Interaction, locale: Optional[str] = None,
                            reminder: Optional[app_commands.Range[int, 0, 10080]] = None,
                            threads: Optional[bool] = None,
                            deadline: Optional[app_commands.Range[int, 0, 10080]] = None,
                            server_deadline: Optional[app_commands.Range[int, 0, 10080]] = None,
                            missed: Optional[app_commands.Range[int, 0, 20]] = None) -> None:
        await bot.run(interaction, lambda a: service().settings(a, locale=locale, reminder_minutes=reminder,
                                                                  threads=threads, deadline=deadline,
                                                                  server_deadline=server_deadline, missed=missed),
                      private_hint=True)

    return [roll, roll_history, game]


# --------------------------------------------------------------------------- game commands
def _annotation(opt: OptionSpec) -> Any:
    if opt.kind == OptionKind.INTEGER:
        if opt.min_value is not None or opt.max_value is not None:
            ann: Any = app_commands.Range[int, opt.min_value, opt.max_value]  # type: ignore[misc]
        else:
            ann = int
    elif opt.kind == OptionKind.BOOLEAN:
        ann = bool
    else:
        ann = str
    return ann if opt.required else Optional[ann]


def game_command(bot: CommandHost, game: Game[Any, Any, Any], spec: CommandSpec,
                 parent: app_commands.Group) -> app_commands.Command[Any, ..., Any]:
    """One subcommand of a game's group, its options typed from the ``OptionSpec`` list."""
    group = game.group()
    cmd_name = to_name(spec.name)
    # a TIMING option is measured by the adapter on a button click, never typed
    typed = [o for o in spec.options if o.kind != OptionKind.TIMING]
    options = sorted(typed, key=lambda o: not o.required)[:MAX_OPTIONS]
    mapping: dict[str, OptionSpec] = {f"o{i}": o for i, o in enumerate(options)}

    async def callback(interaction: discord.Interaction, **kwargs: Any) -> None:
        args: dict[str, str] = {}
        for py, opt in mapping.items():
            value = kwargs.get(py)
            if value is None:
                continue
            args[opt.name] = ("true" if value else "false") if isinstance(value, bool) else str(value)
        # an info command is answered privately: a deferral must be private too
        await bot.run(interaction, lambda a: bot.service.act(a, spec.name, args, game_id=game.id),
                      private_hint=spec.info)

    params = [inspect.Parameter("interaction", inspect.Parameter.POSITIONAL_OR_KEYWORD,
                                annotation=discord.Interaction)]
    describe: dict[str, locale_str] = {}
    rename: dict[str, locale_str] = {}
    choices: dict[str, list[Choice[str]]] = {}
    autocompletes: dict[str, Any] = {}
    for py, opt in mapping.items():
        static = opt.kind == OptionKind.CHOICE and 0 < len(opt.choices) <= MAX_CHOICES
        params.append(inspect.Parameter(py, inspect.Parameter.KEYWORD_ONLY, annotation=_annotation(opt),
                                        default=inspect.Parameter.empty if opt.required else None))
        describe[py] = desc_str(f"opt-{group}-{spec.name}-{opt.name}", opt.name)
        rename[py] = name_str(to_name(opt.name), f"optname-{group}-{spec.name}-{opt.name}")
        if static:
            choices[py] = [Choice(name=_choice_display(group, spec.name, opt.name, v), value=v) for v in opt.choices]
        elif opt.kind in (OptionKind.STRING, OptionKind.CHOICE, OptionKind.SQUARE) and (
                opt.autocomplete or opt.kind != OptionKind.STRING):
            autocompletes[py] = _autocompleter(bot, game, spec, opt)
    callback.__signature__ = inspect.Signature(params)  # type: ignore[attr-defined]
    callback.__name__ = f"{group}_{cmd_name}".replace("-", "_")
    callback.__qualname__ = callback.__name__
    func: Any = callback
    if describe:
        func = app_commands.describe(**describe)(func)
        func = app_commands.rename(**rename)(func)
    if choices:
        func = app_commands.choices(**choices)(func)
    if autocompletes:
        func = app_commands.autocomplete(**autocompletes)(func)
    return app_commands.Command(
        name=name_str(cmd_name, f"cmdname-{group}-{spec.name}"),
        description=desc_str(f"cmd-{group}-{spec.name}", f"{group} {spec.name}"),
        callback=func, parent=parent,
    )


def _autocompleter(bot: CommandHost, game: Game[Any, Any, Any], spec: CommandSpec,
                   opt: OptionSpec) -> Callable[[discord.Interaction, str], Awaitable[list[Choice[str]]]]:
    async def complete(interaction: discord.Interaction, current: str) -> list[Choice[str]]:
        typed = {name: str(value) for name, value in interaction.namespace if name != opt.name and value is not None}
        values = await autocomplete_values(bot, str(interaction.channel_id), str(interaction.user.id),
                                           game, spec, opt, current or "", typed,
                                           lang=i18n.language(interaction.locale.value))
        return [Choice(name=fit(label, CHOICE_NAME_LIMIT), value=value[:100])
                for label, value in values[:MAX_AUTOCOMPLETE] if value]

    return complete


async def campaign_names(bot: CommandHost, interaction: discord.Interaction[Any], game: Game[Any, Any, Any],
                         typed: str) -> dict[str, list[str]]:
    """The server's campaigns of ``game`` while ``campaign:`` is being typed in ``/game new``
    options (``{"campaign": names}``), for :func:`suggest`; nothing otherwise or on failure."""
    if not game.campaigns or not typed.split(" ")[-1].startswith("campaign:"):
        return {}
    try:
        found = await bot.service.campaign_names(bot.actor_of(interaction))
    except Exception:  # suggestions must never fail the interaction
        log.exception("campaign names failed for /game new %s", game.id)
        return {}
    return {"campaign": [name for name, of_game in found if of_game == game.id]}


async def autocomplete_values(bot: CommandHost, channel_id: str, user_id: str, game: Game[Any, Any, Any],
                              spec: CommandSpec, opt: OptionSpec, partial: str,
                              typed: dict[str, str] | None = None,
                              lang: str = i18n.DEFAULT_LANGUAGE) -> list[tuple[str, str]]:
    """Suggestions for an option as (label, value): the game's own for a seated player, else
    the static choices; the game may label its values (a unit's name for its id) for a reader
    of ``lang`` (the language of the reader's Discord client).

    An info command may be used by anyone: a spectator gets the game's suggestions too, asked
    with no seat (``None``), and the static choices if the game cannot answer without one.
    """
    static = [(c, c) for c in opt.choices if c.lower().startswith(partial.lower())][:MAX_AUTOCOMPLETE]
    try:
        async with bot.service.db.session() as s:
            table = await repo.active_table(s, channel_id)
            if table is None or table.game != game.id or table.state is None:
                return static
            seats = await repo.seats(s, table.id or 0)
        seat = next((x for x in seats if x.user_id == user_id), None)
        if seat is None and not spec.info:
            return static
        state = game.load_state(table.state)
        if seat is None:
            try:
                found = game.autocomplete(state, None, spec.name, opt.name, partial, typed)
            except Exception:  # a game whose suggestions need a seat
                log.debug("no spectator suggestions for /%s %s %s", game.group(), spec.name, opt.name,
                          exc_info=True)
                return static
        else:
            found = game.autocomplete(state, seat.position, spec.name, opt.name, partial, typed)
        labelled = [(game.suggestion_label(state, spec.name, opt.name, v, lang) or v, v) for v in found]
        seen = {v for _, v in labelled}
        return [*labelled, *(pair for pair in static if pair[1] not in seen)][:MAX_AUTOCOMPLETE]
    except Exception:  # suggestions must never fail the interaction
        log.exception("autocomplete failed for /%s %s %s", game.group(), spec.name, opt.name)
        return static


def game_groups(bot: CommandHost, taken: set[str]) -> list[app_commands.Group]:
    """One group per registered game (split in 25s if a game has more commands)."""
    groups: list[app_commands.Group] = []
    for game in all_games():
        if not game.commands:
            continue
        base = to_name(game.group())
        if not valid_name(base) or base in taken:
            log.warning("game %s: command group %r is not usable on Discord; skipped", game.id, game.group())
            continue
        specs = list(game.commands)
        infos = [spec for spec in specs if spec.info]
        if len(specs) > MAX_SUBCOMMANDS and 1 < len(infos) <= MAX_SUBCOMMANDS \
                and len(specs) - len(infos) < MAX_SUBCOMMANDS:
            # too many for one group: what only shows (cards, decks...) goes into « info », a
            # group inside the game's (`/cr info card`), never a second group nobody finds
            groups.append(_group_with_info(bot, game, base, [s for s in specs if not s.info], infos))
            taken.add(base)
            continue
        for part in range(0, len(specs), MAX_SUBCOMMANDS):
            name = base if part == 0 else f"{base}-{part // MAX_SUBCOMMANDS + 1}"
            group = app_commands.Group(
                guild_only=True, allowed_contexts=GUILD_ONLY,
                name=name_str(name, f"cmdname-{game.group()}") if part == 0 else name,
                description=desc_str("dgroup-desc", f"Play {game.id}", params={"game": game.id},
                                     param_keys={"game": game_label_key(game)}),
            )
            for spec in specs[part:part + MAX_SUBCOMMANDS]:
                try:
                    group.add_command(game_command(bot, game, spec, group))
                except (TypeError, ValueError, app_commands.AppCommandError) as exc:
                    log.warning("game %s: command %r is not usable on Discord (%s); skipped", game.id, spec.name, exc)
            taken.add(name)
            groups.append(group)
    return groups


def _group_with_info(bot: CommandHost, game: Game[Any, Any, Any], base: str, plays: list[CommandSpec],
                     infos: list[CommandSpec]) -> app_commands.Group:
    """A game's group whose info commands live in its « info » subgroup."""
    group = app_commands.Group(
        guild_only=True, allowed_contexts=GUILD_ONLY, name=name_str(base, f"cmdname-{game.group()}"),
        description=desc_str("dgroup-desc", f"Play {game.id}", params={"game": game.id},
                             param_keys={"game": game_label_key(game)}))
    for spec in plays:
        try:
            group.add_command(game_command(bot, game, spec, group))
        except (TypeError, ValueError, app_commands.AppCommandError) as exc:
            log.warning("game %s: command %r is not usable on Discord (%s); skipped", game.id, spec.name, exc)
    info = app_commands.Group(name=name_str(INFO_GROUP, "cmdname-info-group"), parent=group,
                              description=desc_str("dgroup-info-desc", "See without changing anything"))
    for spec in infos:
        try:
            info.add_command(game_command(bot, game, spec, info))
        except (TypeError, ValueError, app_commands.AppCommandError) as exc:
            log.warning("game %s: command %r is not usable on Discord (%s); skipped", game.id, spec.name, exc)
    return group


def build_tree(bot: CommandHost) -> None:
    """Add every command to ``bot.tree``."""
    commands = platform_commands(bot)
    taken = {"roll", "roll-history", "game", "help", "dice"}  # /help: bot.discord.help; /dice: bot.discord.dice
    for command in [*commands, *game_groups(bot, taken)]:
        bot.tree.add_command(command)
