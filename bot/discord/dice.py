"""The ``/dice`` group (saved, secret and checked rolls, distributions) and the saved roll
names that ``/roll`` completes. A thin layer over :mod:`bot.service.dice`."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Optional

import discord
from bot.discord.commands import (
    CHOICE_NAME_LIMIT,
    MAX_AUTOCOMPLETE,
    desc_str,
    fit,
    name_str,
)
from discord import app_commands
from discord.app_commands import Choice

if TYPE_CHECKING:
    from bot.discord.commands import CommandHost

EXPRESSION = app_commands.Range[str, 1, 400]
NAME = app_commands.Range[str, 1, 32]


def _sub(name: str, fallback: str) -> dict[str, Any]:
    return {"name": name_str(name, f"cmdname-dice-{name}"), "description": desc_str(f"cmd-dice-{name}", fallback)}


def _opt(cmd: str, opt: str, fallback: str) -> tuple[Any, Any]:
    """(description, localized name) of an option of ``/dice cmd``."""
    return (desc_str(f"opt-dice-{cmd}-{opt}", fallback), name_str(opt, f"optname-dice-{cmd}-{opt}"))


def saved_autocomplete(bot: CommandHost) -> Any:
    """Completes a saved roll's name (shown with its expression); the typed text is kept first."""

    async def complete(interaction: discord.Interaction, current: str) -> list[Choice[str]]:
        actor = bot.actor_of(interaction)  # type: ignore[attr-defined]
        found = await bot.service.saved_names(actor, current.split(";")[-1].split("#")[-1])
        out = []
        head = current.rsplit(";", 1)[0] + "; " if ";" in current else ""
        for name, expression in found[:MAX_AUTOCOMPLETE]:
            value = head + name
            if len(value) <= 100:
                out.append(Choice(name=fit(f"{name} — {expression}", CHOICE_NAME_LIMIT), value=value))
        return out

    return complete


def dice_group(bot: CommandHost) -> app_commands.Group:
    """``/dice save|saved|rename|delete|secret|secrets|reveal|verify|seed|stats|gm``."""
    group = app_commands.Group(name=name_str("dice", "cmdname-dice"), description=desc_str("cmd-dice", "Dice tools"))

    def service() -> Any:
        return bot.service

    d_name, n_name = _opt("save", "name", "Name")
    d_expr, n_expr = _opt("save", "expression", "Dice")
    d_server, n_server = _opt("save", "server", "For the whole server (admins)")

    @group.command(**_sub("save", "Save a roll under a name"))
    @app_commands.describe(name=d_name, expression=d_expr, server=d_server)
    @app_commands.rename(name=n_name, expression=n_expr, server=n_server)
    async def save(interaction: discord.Interaction, name: NAME, expression: EXPRESSION,
                   server: Optional[bool] = None) -> None:
        await bot.run(interaction, lambda a: service().roll_save(a, name, expression, server=bool(server)),
                      private_hint=not server)

    @group.command(**_sub("saved", "Your saved rolls and the server's"))
    async def saved(interaction: discord.Interaction) -> None:
        await bot.run(interaction, lambda a: service().roll_saved(a), private_hint=True)

    d_rname, n_rname = _opt("rename", "name", "Name")
    d_new, n_new = _opt("rename", "new_name", "New name")
    d_rserver, n_rserver = _opt("rename", "server", "A server roll (admins)")

    @group.command(**_sub("rename", "Rename a saved roll"))
    @app_commands.describe(name=d_rname, new_name=d_new, server=d_rserver)
    @app_commands.rename(name=n_rname, new_name=n_new, server=n_rserver)
    async def rename(interaction: discord.Interaction, name: NAME, new_name: NAME,
                     server: Optional[bool] = None) -> None:
        await bot.run(interaction, lambda a: service().roll_rename(a, name, new_name, server=bool(server)),
                      private_hint=not server)

    d_dname, n_dname = _opt("delete", "name", "Name")
    d_dserver, n_dserver = _opt("delete", "server", "A server roll (admins)")

    @group.command(**_sub("delete", "Delete a saved roll"))
    @app_commands.describe(name=d_dname, server=d_dserver)
    @app_commands.rename(name=n_dname, server=n_dserver)
    async def delete(interaction: discord.Interaction, name: NAME, server: Optional[bool] = None) -> None:
        await bot.run(interaction, lambda a: service().roll_delete(a, name, server=bool(server)),
                      private_hint=not server)

    for command in (rename, delete):
        command.autocomplete("name")(saved_autocomplete(bot))

    d_sexpr, n_sexpr = _opt("secret", "expression", "Dice")

    @group.command(**_sub("secret", "A secret roll: the result to you, a commitment to everyone"))
    @app_commands.describe(expression=d_sexpr)
    @app_commands.rename(expression=n_sexpr)
    async def secret(interaction: discord.Interaction, expression: EXPRESSION) -> None:
        await bot.run(interaction, lambda a: service().roll_secret(a, expression))

    secret.autocomplete("expression")(saved_autocomplete(bot))

    @group.command(**_sub("secrets", "The sealed secret rolls you may read"))
    async def secrets(interaction: discord.Interaction) -> None:
        await bot.run(interaction, lambda a: service().roll_secrets(a), private_hint=True)

    d_id, n_id = _opt("reveal", "id", "The secret roll's number")

    @group.command(**_sub("reveal", "Show a secret roll to everyone, with its proof"))
    @app_commands.describe(id=d_id)
    @app_commands.rename(id=n_id)
    async def reveal(interaction: discord.Interaction, id: app_commands.Range[int, 1, 2**31 - 1]) -> None:  # noqa: A002
        await bot.run(interaction, lambda a: service().roll_reveal(a, id))

    @reveal.autocomplete("id")
    async def sealed_autocomplete(interaction: discord.Interaction, current: str) -> list[Choice[int]]:
        """The sealed secret rolls the player may reveal: theirs, or all for the game master role."""
        found = await service().revealable(bot.actor_of(interaction))  # type: ignore[attr-defined]
        typed = str(current).strip().lstrip("#")
        return [Choice(name=fit(f"#{n} — {who}: {line}", CHOICE_NAME_LIMIT), value=n)
                for n, who, line in found if typed in str(n)][:MAX_AUTOCOMPLETE]

    d_seed, n_seed = _opt("verify", "seed", "A revealed seed (64 hex digits)")

    @group.command(**_sub("verify", "Check every roll of this channel against its seed"))
    @app_commands.describe(seed=d_seed)
    @app_commands.rename(seed=n_seed)
    async def verify(interaction: discord.Interaction, seed: Optional[app_commands.Range[str, 1, 100]] = None) -> None:
        await bot.run(interaction, lambda a: service().roll_verify(a, seed), private_hint=True)

    @group.command(**_sub("seed", "Reveal this channel's dice seed and start a new one"))
    async def seed(interaction: discord.Interaction) -> None:
        await bot.run(interaction, lambda a: service().roll_seed(a))

    d_stexpr, n_stexpr = _opt("stats", "expression", "Dice")
    d_target, n_target = _opt("stats", "target", "A total to reach")

    @group.command(**_sub("stats", "What a roll gives: distribution, mean, chance of a target"))
    @app_commands.describe(expression=d_stexpr, target=d_target)
    @app_commands.rename(expression=n_stexpr, target=n_target)
    async def stats(interaction: discord.Interaction, expression: EXPRESSION,
                    target: Optional[app_commands.Range[str, 1, 20]] = None) -> None:
        await bot.run(interaction, lambda a: service().roll_stats(a, expression, target), private_hint=True)

    stats.autocomplete("expression")(saved_autocomplete(bot))

    d_role, n_role = _opt("gm", "role", "The game master role (none: clear it)")

    @group.command(**_sub("gm", "The role that sees secret rolls (admins)"))
    @app_commands.describe(role=d_role)
    @app_commands.rename(role=n_role)
    async def gm(interaction: discord.Interaction, role: Optional[discord.Role] = None) -> None:
        await bot.run(interaction, lambda a: service().dice_gm(a, str(role.id) if role else None,
                                                              role.mention if role else ""), private_hint=True)

    return group


def add_dice_commands(bot: CommandHost) -> None:
    """``/dice``, and the saved roll names ``/roll`` completes (after ``build_tree``)."""
    roll = bot.tree.get_command("roll")
    if isinstance(roll, app_commands.Command):
        roll.autocomplete("expression")(saved_autocomplete(bot))
    bot.tree.add_command(dice_group(bot))


__all__ = ["add_dice_commands", "dice_group", "saved_autocomplete"]
