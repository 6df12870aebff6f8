"""``python -m bot``: Discord when DISCORD_TOKEN is set, else the local console table."""

from __future__ import annotations

import gc

gc.disable()  # start-up allocates ~200,000 lasting objects: no collection until they are frozen
import argparse  # noqa: E402
import asyncio  # noqa: E402
import logging  # noqa: E402
import sys  # noqa: E402
from pathlib import Path  # noqa: E402
from typing import Any  # noqa: E402

from bot.shared.config import Config, load_config  # noqa: E402

# Each mode imports only what it needs, when it starts: the console never loads discord.py
# or aiohttp, and Discord never loads the console (start-up time, bench/bench_startup.py).


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="python -m bot", description="Meneur: a game master for Discord, or a local table.")
    p.add_argument("--script", help="run the console lines of FILE ('-' for standard input) and exit")
    p.add_argument("--seed", help="(scripts) fixed dice seed for every new table, as an integer or 64 hex digits")
    p.add_argument("--db", help="SQLite file to use instead of DATABASE_URL")
    p.add_argument("--images", help="folder where board pictures are written")
    p.add_argument("--exports", help="folder where exports are written")
    p.add_argument("--json", action="store_true", help="print one JSON object per reply")
    p.add_argument("--locale", default=None, help="language of the console (fr or en)")
    p.add_argument("--console", action="store_true", help="open the console table even if DISCORD_TOKEN is set")
    p.add_argument("--replay", metavar="FILE", help="watch an exported finished game again, move by move, and exit")
    return p


def seed_from_arg(text: str) -> str:
    text = text.strip().lower()
    if len(text) == 64 and all(c in "0123456789abcdef" for c in text):
        return text
    if text.isdigit():
        return f"{int(text):064x}"
    raise SystemExit(f"--seed: expected an integer or 64 hex digits, got {text!r}")


async def run_console(args: argparse.Namespace, config: Config) -> int:
    from rules.core import i18n

    fixed = seed_from_arg(args.seed) if args.seed else None
    # the console is one server: its language is the one asked for (public posts and answers)
    locale = i18n.language(args.locale or config.default_locale)
    interactive = not args.script
    if interactive:
        # the welcome and the prompt first: the store opens (the service, the database layer and
        # its migration: most of a start's CPU) while the player types, and the first line waits
        # for it (bench/bench_startup.py measures both: the prompt and the first answer)
        if not args.json:
            print(i18n.t(locale, "console-welcome"))
        sys.stdout.write(PROMPT)
        sys.stdout.flush()
    opened = await open_store(args, config, locale, fixed)
    if opened is None:
        return 2
    db, service, table = opened
    try:
        if args.script:
            stream = sys.stdin if args.script == "-" else open(args.script, encoding="utf-8")
            with stream:
                await table.run_lines(stream)
            return 0
        loop = asyncio.get_running_loop()
        prompt = ""  # the first line's prompt is already shown
        while True:
            line = await loop.run_in_executor(None, _read_line, prompt)
            prompt = PROMPT
            if line is None or line.strip() in ("/quit", "quit", "/exit"):
                return 0
            await table.run_lines([line])
    finally:
        await service.close()
        await db.close()


async def open_store(args: argparse.Namespace, config: Config, locale: str,
                     fixed: str | None) -> tuple[Any, Any, Any] | None:
    """The console's database (migrated), service and table; ``None`` (said on standard error)
    when the database cannot be opened."""
    from bot.console.table import ConsoleTable
    from bot.service import Service
    from bot.service.signing import load_signer
    from bot.shared.startup import finish_start_up
    from db.database import Database, sqlite_path_url

    url = sqlite_path_url(args.db) if args.db else config.database_url
    db = Database(url)
    try:
        await db.migrate()
    except Exception as exc:  # an unreachable or broken database: one clear line
        if not args.script:
            print(flush=True)  # after the prompt already shown
        print(f"Database error ({db.url.split('@')[-1]}): {exc}", file=sys.stderr)
        return None
    service = Service(db, seed_factory=(lambda: fixed) if fixed else None, default_locale=locale,
                      signer=load_signer(config.signing_key, config.signing_key_file), kept_bytes=config.kept_rows_bytes)
    table = ConsoleTable(
        service=service,
        images_dir=Path(args.images or config.images_dir),
        exports_dir=Path(args.exports or config.exports_dir),
        as_json=args.json,
        locale=locale,
    )
    # what a console needs is loaded: keep it out of every GC pass (the other language and
    # the games' content load on first use; a full collection here would cost more than it frees)
    finish_start_up(languages=(locale,), games=False, collect=False)
    return db, service, table


def replay_file(args: argparse.Namespace, config: Config) -> int:
    from bot.console.replay import run
    from rules.core import i18n

    lang = i18n.language(args.locale or config.default_locale)
    interactive = sys.stdin.isatty() and not args.script
    return run(Path(args.replay), Path(args.images or config.images_dir), lang, sys.stdout,
               _read_line if interactive else None)


#: the console's prompt
PROMPT = "> "


def _read_line(prompt: str = PROMPT) -> str | None:
    try:
        return input(prompt)
    except EOFError:
        return None


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    config = load_config()
    logging.basicConfig(level=getattr(logging, config.log_level, logging.INFO),
                        format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    if not (config.discord_token and not args.console and not args.script):
        # the console table's terminal is for the game: keep library chatter out of it
        logging.getLogger().setLevel(max(logging.WARNING, logging.getLogger().level))
    if args.replay:  # an exported game watched again (bot/console/replay.py): no database, no Discord
        return replay_file(args, config)
    if config.discord_token and not args.console and not args.script:
        from bot.discord.app import run_discord

        return run_discord(config)
    return asyncio.run(run_console(args, config))


if __name__ == "__main__":
    sys.exit(main())
