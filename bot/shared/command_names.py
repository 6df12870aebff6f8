"""How a text names a command, in the reader's language (Discord-free).

Catalog texts name commands through variables: ``{ $cmd-game-join }`` is the command
``/game join``. :class:`CommandNames` fills them: the console writes the name a reader of
that language types (``/partie rejoindre`` in French, ``/game join`` in English, from the
``cmdname-*`` messages the slash commands are localized with); the Discord adapter gives a
``mention`` function that turns a command into a clickable ``</game join:ID>`` once the
commands are synced.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Iterable, Mapping
from functools import lru_cache
from typing import Any

from rules.core import all_games, i18n

NAME_RE = re.compile(r"^[-_'\w]{1,32}$")  # \w covers \p{L} and \p{N} (and "_")
NAME_LIMIT = 32
MESSAGE_HEAD = re.compile(r"^([a-zA-Z][\w-]*)\s*=")

#: the shared dice's commands besides ``/roll`` (bot/discord/dice.py, bot/console/dice.py), with
#: their options (name, required)
DICE_COMMANDS: tuple[tuple[str, tuple[tuple[str, bool], ...]], ...] = (
    ("dice save", (("name", True), ("expression", True), ("server", False))),
    ("dice saved", ()),
    ("dice rename", (("name", True), ("new_name", True), ("server", False))),
    ("dice delete", (("name", True), ("server", False))),
    ("dice secret", (("expression", True),)),
    ("dice secrets", ()),
    ("dice reveal", (("id", True),)),
    ("dice verify", (("seed", False),)),
    ("dice seed", ()),
    ("dice stats", (("expression", True), ("target", False))),
    ("dice gm", (("role", False),)),
)
DICE_PATHS = tuple(path for path, _options in DICE_COMMANDS)
#: watching a game again (bot/service/replays.py, bot/discord/replay.py)
REPLAY_COMMANDS: tuple[tuple[str, tuple[tuple[str, bool], ...]], ...] = (
    ("game replay", (("move", False), ("summary", False))),
)
#: campaigns: a group's tables chained with the same heroes (bot/service/campaigns.py, bot/discord/campaigns.py)
CAMPAIGN_COMMANDS: tuple[tuple[str, tuple[tuple[str, bool], ...]], ...] = (
    ("game campaign", (("name", False),)),
)

#: the platform's commands, as paths of their English (base) names
PLATFORM_PATHS = (
    "help", "roll", "roll-history",
    "game new", "game join", "game leave", "game start", "game status", "game log", "game undo",
    "game skip", "game remove", "game back", "game abandon", "game export", "game verify", "game mine", "game settings",
    *DICE_PATHS, "game replay", "game campaign",
)

#: the platform commands in the order of the help page, with their options (name, required)
PLATFORM_COMMANDS: tuple[tuple[str, tuple[tuple[str, bool], ...]], ...] = (
    ("game new", (("game", True), ("options", False), ("thread", False), ("locale", False))),
    ("game join", ()), ("game start", ()), ("game status", (("text", False),)), ("game leave", ()), ("game undo", ()),
    ("game skip", ()), ("game remove", (("player", False),)), ("game back", ()), ("game log", ()), ("game mine", ()), ("game abandon", ()), ("game export", ()),
    ("game verify", (("file", False),)),
    *REPLAY_COMMANDS,
    *CAMPAIGN_COMMANDS,
    ("game settings", (("locale", False), ("reminder", False), ("threads", False), ("deadline", False),
                       ("server_deadline", False), ("missed", False))),
    ("roll", (("expression", True),)), ("roll-history", ()),
    *DICE_COMMANDS,
    ("help", (("game", False),)),
)


def valid_name(text: str) -> bool:
    return bool(NAME_RE.match(text)) and text == text.lower()


def to_name(text: str) -> str:
    """A command or option name from any text: lower case, words joined with hyphens."""
    low = text.strip().lower().replace(" ", "-")
    low = "".join(ch for ch in low if ch in "-_'" or unicodedata.category(ch)[0] in "LN")
    return low[:NAME_LIMIT]


def variable(path: str) -> str:
    """The catalog variable naming a command: ``game join`` -> ``cmd-game-join``."""
    return "cmd-" + "-".join(path.split())


def localized_part(lang: str, key: str, default: str) -> str:
    """One word of a command's name as Discord shows it in ``lang`` (the translator's rule)."""
    if not i18n.has(lang, key):
        return default
    name = to_name(i18n.t(lang, key))
    return name if valid_name(name) else default


def localized_path(lang: str, path: str) -> str:
    """``game join`` as a reader of ``lang`` types it: ``partie rejoindre`` in French."""
    words = path.split()
    keys = ["cmdname-" + "-".join(words[: i + 1]) for i in range(len(words))]
    return " ".join(localized_part(lang, key, word) for key, word in zip(keys, words, strict=True))


def game_paths() -> list[str]:
    """Every game command as a path: ``kros move``, ``df throw``..."""
    return [f"{g.group()} {spec.name}" for g in all_games() for spec in g.commands]


@lru_cache(maxsize=None)
def naming_messages(lang: str) -> frozenset[str]:
    """The message ids of ``lang`` that name a command (use a ``$cmd-...`` variable)."""
    found: set[str] = set()
    for path in i18n.catalog_files(lang):  # a scan of the text: parsing every catalog is slow
        current = None
        for line in path.read_text(encoding="utf-8").splitlines():
            head = MESSAGE_HEAD.match(line)
            if head:
                current = head.group(1)
            elif line.startswith(("#", "-")):
                current = None  # a comment or a term
            if current and "$cmd-" in line:
                found.add(current)
    return frozenset(found)


class CommandNames:
    """Fills the ``{ $cmd-... }`` variables of the catalogs for one adapter."""

    def __init__(self, mention: Callable[[str], str | None] | None = None) -> None:
        #: the adapter's clickable form of a command (``None``: not available, write its name)
        self.mention = mention
        self._cache: dict[tuple[str, tuple[str, ...]], dict[str, str]] = {}
        #: how many times the mention function changed: texts formatted before are stale
        self.generation = 0

    def name(self, lang: str, path: str) -> str:
        """How a text of ``lang`` names ``path``: a mention, else ``/`` and its localized name."""
        if self.mention is not None:
            found = self.mention(path)
            if found:
                return found
        return "/" + localized_path(lang, path)

    def paths(self) -> list[str]:
        return [*PLATFORM_PATHS, *game_paths()]

    def params(self, lang: str) -> dict[str, str]:
        """Every command's variable in ``lang`` (computed once per language and game list)."""
        games = tuple(g.id for g in all_games())
        key = (lang, games)
        found = self._cache.get(key)
        if found is None:
            found = {variable(p): self.name(lang, p) for p in self.paths()}
            self._cache[key] = found
        return found

    def fill(self, lang: str, key: str, params: Mapping[str, Any] | None = None) -> dict[str, Any]:
        """``params`` with the command variables added when message ``key`` names a command."""
        if key in naming_messages(lang):
            return {**self.params(lang), **(params or {})}
        return dict(params or {})

    def reset(self, mention: Callable[[str], str | None] | None = None) -> None:
        """A new mention function (after a sync): forget the names computed so far."""
        self.mention = mention
        self._cache.clear()
        self.generation += 1


def mentions_from_synced(commands: Iterable[tuple[str, int, list[str]]]) -> Callable[[str], str | None]:
    """A mention function from synced commands: (base name, id, subcommand names).

    A game group split in parts (``kros``, ``kros-2``) is searched in each part; a subcommand
    of a subgroup (``info card``) is also found by its last word (``cr card`` is
    ``</cr info card:ID>``)."""
    table: dict[str, str] = {}
    for name, cid, subs in commands:
        table[name] = f"</{name}:{cid}>"
        for sub in subs:
            table[f"{name} {sub}"] = f"</{name} {sub}:{cid}>"
            head = re.sub(r"-\d+$", "", name)
            table.setdefault(f"{head} {sub.split()[-1]}", f"</{name} {sub}:{cid}>")

    def mention(path: str) -> str | None:
        return table.get(" ".join(path.split()))

    return mention


def fold(text: str) -> str:
    """``text`` without its accents (``déplacer`` -> ``deplacer``)."""
    return "".join(c for c in unicodedata.normalize("NFD", text) if unicodedata.category(c) != "Mn")


def option_names(path: str) -> list[str]:
    """The options of a command path (platform or game)."""
    for known, options in PLATFORM_COMMANDS:
        if known == path:
            return [name for name, _required in options]
    head, _, sub = path.partition(" ")
    for game in all_games():
        if game.group() == head:
            spec = next((c for c in game.commands if c.name == sub), None)
            return [o.name for o in spec.options] if spec else []
    return []
