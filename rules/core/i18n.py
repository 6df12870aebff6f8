"""Message catalogs (Fluent), French first, English second.

Catalogs are ``locales/<lang>/*.ftl`` files inside the ``bot`` package, ``rules/core`` and
every game package; all are loaded into one bundle per language. This module lives beside the
rules so that both the bot and the pictures (``render``, which must not import ``bot``) read
the same catalogs.
"""

from __future__ import annotations

import re
import threading
from collections.abc import Iterable, Mapping
from functools import lru_cache
from pathlib import Path
from typing import Any

from fluent.runtime import FluentBundle
from fluent.syntax import FluentParser

LANGUAGES = ("fr", "en")
DEFAULT_LANGUAGE = "fr"
ROOT = Path(__file__).resolve().parents[2]


def catalog_files(lang: str) -> list[Path]:
    """Every catalog file of ``lang``, in a stable order."""
    dirs = [ROOT / "bot" / "locales" / lang, ROOT / "rules" / "core" / "locales" / lang]
    dirs += sorted((ROOT / "rules").glob(f"*/locales/{lang}"))
    files: list[Path] = []
    for d in dict.fromkeys(dirs):
        files += sorted(d.glob("*.ftl"))
    return files


def language(locale: str | None, fallback: str = DEFAULT_LANGUAGE) -> str:
    """A Discord locale (``fr``, ``en-US``, ``en-GB``...) reduced to a catalog language."""
    if locale:
        short = locale.split("-")[0].split("_")[0].lower()
        if short in LANGUAGES:
            return short
    return fallback if fallback in LANGUAGES else DEFAULT_LANGUAGE


#: the parser of the messages as used: without the source positions of every node (a third of
#: the objects a parsed message holds, and that the garbage collector walks)
_PARSER = FluentParser(with_spans=False)

#: where an entry of a catalog file starts: a message's or a term's id at the start of a line
_ENTRY = re.compile(r"^(-?[a-zA-Z][\w-]*)[ \t]*=", re.M)


#: a message named inside another (``{ other-message }`` or ``{ other-message.attribute }``)
_REFERENCE = re.compile(r"\{\s*([a-zA-Z][\w-]*)(?:\.[a-zA-Z][\w-]*)?\s*\}")


class Catalog:
    """One language's messages, each parsed the first time it is used.

    A language's catalogs hold ~3,500 messages, of which a process uses a few hundred: parsed
    whole, they took 0.1-0.3 s of a start (from a pickled cache) and ~11 MB of Fluent syntax
    trees per language in every process. Here each entry stays the text the file gives (one
    string), cut at the lines where an id starts, and only the terms are parsed at once. The
    first lookup of a message parses it (and the messages it names) into the Fluent bundle;
    a file's first entry of an id wins, as in Fluent. The same ``has_message``,
    ``get_message`` and ``format_pattern`` as a ``FluentBundle``."""

    def __init__(self, lang: str, files: Iterable[Path]) -> None:
        self.bundle = FluentBundle([lang], use_isolating=False)
        #: id -> the entry's text, not parsed yet
        self._pending: dict[str, str] = {}
        self._lock = threading.Lock()  # the warm-up loads games in a thread while the loop formats
        terms: list[str] = []
        for path in files:
            text = path.read_text(encoding="utf-8")
            starts = list(_ENTRY.finditer(text))
            for found, after in zip(starts, [*starts[1:], None], strict=True):
                entry = text[found.start():after.start() if after else len(text)]
                name = found.group(1)
                if name.startswith("-"):
                    terms.append(entry)
                elif name not in self._pending:
                    self._pending[name] = entry
        if terms:
            self.bundle.add_resource(_PARSER.parse("\n".join(terms)))

    def has_message(self, msg_id: str) -> bool:
        return msg_id in self._pending or self.bundle.has_message(msg_id)

    def get_message(self, msg_id: str) -> Any:
        self._load(msg_id)
        return self.bundle.get_message(msg_id)

    def format_pattern(self, pattern: Any, args: Mapping[str, Any] | None = None) -> tuple[Any, list[Any]]:
        return self.bundle.format_pattern(pattern, args)  # type: ignore[no-any-return]

    def message_ids(self) -> set[str]:
        with self._lock:
            return set(self._pending) | set(self.bundle._messages)

    def _load(self, msg_id: str) -> None:
        if msg_id not in self._pending:
            return
        with self._lock:
            text = self._pending.get(msg_id)
            if text is None:
                return
            self.bundle.add_resource(_PARSER.parse(text))
            del self._pending[msg_id]  # parsed: has_message now finds it in the bundle
        for other in _REFERENCE.findall(text):
            self._load(other)


@lru_cache(maxsize=None)
def bundle(lang: str) -> Catalog:
    return Catalog(lang, catalog_files(lang))


#: parameter types passed to Fluent as they are (not ``bool``: « true »/« false »)
_PLAIN = frozenset({str, int, float})


def _arg(value: Any, lang: str) -> Any:
    """A parameter as Fluent takes it. A list is joined with commas; each text item of a
    list whose items all name value messages (``val-<item>``, e.g. ``val-red = rouge``) is
    shown through them, so games can pass lists of ids and still read well in each language.
    A mapping by language (``{"fr": "Loup", "en": "Wolf"}``: a name from a game's content) is
    shown in ``lang``, else in French."""
    if value.__class__ in _PLAIN:  # most parameters (names, numbers): checked first, as they are
        return value
    if isinstance(value, dict) and value and all(k in LANGUAGES for k in value):
        return value.get(lang, value.get(DEFAULT_LANGUAGE, next(iter(value.values()))))
    if isinstance(value, bool):
        return str(value).lower()
    if isinstance(value, (int, float, str)):
        return value
    if value is None:
        return "—"
    if isinstance(value, (list, tuple)):
        b = bundle(lang)
        if value and all(isinstance(v, str) and b.has_message(f"val-{v}") for v in value):
            # a list of ids (not of names that merely happen to match one)
            return ", ".join(str(b.format_pattern(b.get_message(f"val-{v}").value, {})[0]) for v in value)
        return ", ".join(str(_arg(v, lang)) for v in value)
    return str(value)


def has(lang: str, msg_id: str) -> bool:
    return bundle(lang).has_message(msg_id)


#: messages already formatted, by language, id and arguments (a board formats the same lines
#: again at each move: its ledger, the table card's last actions); emptied when full
_formatted: dict[tuple[Any, ...], str] = {}
FORMATTED_MAX = 8192


def t(lang: str, msg_id: str, params: Mapping[str, Any] | None = None, **kw: Any) -> str:
    """The message ``msg_id`` in ``lang`` (else French, else the id itself)."""
    if kw:
        params = {**(params or {}), **kw}
    args: dict[str, Any] = {}
    # the arguments are texts and numbers once converted; their types are in the key (1 and 1.0
    # read differently): (lang, id, name, type, value, name, type, value, ...)
    parts: list[Any] = [lang, msg_id]
    if params:
        for k, v in params.items():
            if v.__class__ not in _PLAIN:  # most are names and numbers, passed as they are
                v = _arg(v, lang)
            args[k] = v
            parts += (k, v.__class__, v)
    key = tuple(parts)
    try:
        text = _formatted.get(key)
    except TypeError:  # an argument that cannot be a key: formatted each time
        return _format(lang, msg_id, args)
    if text is None:
        if len(_formatted) >= FORMATTED_MAX:
            _formatted.clear()
        text = _formatted[key] = _format(lang, msg_id, args)
    return text


#: « de Arjhan », « que Immeril »: French elides « de » and « que » before a word starting
#: with a vowel, which a name put into a text cannot know; an h is left alone (« de héros », h
#: aspiré), and so are a square's name and a lone letter (« de E5 à E6 », « de A à Z »)
_ELIDED = re.compile(r"(?<![\w'’-])([Dd]e|[Qq]ue|[Jj]usque|[Ll]orsque|[Pp]uisque) "
                     r"(?=[AEIOUÀÂÄÉÈÊËÎÏÔÖÛÜaeiouàâäéèêëîïôöûü][a-zà-ÿ])")


def elide(text: str) -> str:
    """French elision where a name meets « de » or « que »: « Poison d'Arjhan »."""
    return _ELIDED.sub(lambda m: m.group(1)[:-1] + "'", text) if " " in text else text


def _format(lang: str, msg_id: str, args: dict[str, Any]) -> str:
    for code in dict.fromkeys((lang, DEFAULT_LANGUAGE)):
        b = bundle(code)
        if b.has_message(msg_id):
            message = b.get_message(msg_id)
            if message.value is None:
                continue
            text, _errors = b.format_pattern(message.value, args)
            return elide(str(text)) if code == "fr" else str(text)
    return msg_id


def message_ids(lang: str) -> set[str]:
    return bundle(lang).message_ids()


def file_variables(path: Path) -> dict[str, set[str]]:
    """Each message id of one catalog file and the variables it uses (selectors included).

    A syntax error in the file raises ``ValueError``: Fluent would otherwise skip the
    broken entry silently."""
    from fluent.syntax import FluentParser, ast
    from fluent.syntax.visitor import Visitor

    class Collector(Visitor):  # type: ignore[misc]
        def __init__(self) -> None:
            super().__init__()
            self.names: set[str] = set()

        def visit_VariableReference(self, node: ast.VariableReference) -> None:
            self.names.add(node.id.name)
            self.generic_visit(node)

    res = FluentParser().parse(path.read_text(encoding="utf-8"))
    junk = [e for e in res.body if isinstance(e, ast.Junk)]
    if junk:
        raise ValueError(f"syntax error in {path}: {junk[0].content[:80]!r}")
    found: dict[str, set[str]] = {}
    for entry in res.body:
        if isinstance(entry, ast.Message):
            collector = Collector()
            collector.visit(entry)
            found[entry.id.name] = collector.names
    return found


def variables(lang: str) -> dict[str, set[str]]:
    """Each message id of ``lang`` and the variables it uses (for the catalog test)."""
    found: dict[str, set[str]] = {}
    for path in catalog_files(lang):
        found.update(file_variables(path))
    return found


def join_lines(lines: Iterable[str]) -> str:
    return "\n".join(line for line in lines if line)
