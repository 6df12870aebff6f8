"""A console line read: who speaks, where, the command's words and its options.

``@alice:en #cave /kros move to:C4`` is alice, in English, in the channel « cave », playing
``kros move`` with the option ``to`` = ``C4``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from bot.shared.typed_names import base_option, base_words
from rules.core import InvalidActionError

LINE = re.compile(r"^@(?P<user>[\w.-]+)(?::(?P<locale>[a-zA-Z-]+))?\s+(?:#(?P<channel>[\w-]+)\s+)?/(?P<command>.*)$")
OPTION = re.compile(r"^(?P<key>[a-zA-Z_][\w-]*):(?P<value>.*)$")
QUOTES = "\"'"


def split_words(text: str) -> list[str]:
    """Split on spaces; a quote opens only at the start of a word (or of an option's value,
    after ``key:``) and closes only at the end of a word, so ``"coup de poing"`` is one word
    and the apostrophe of ``d'épée`` is a letter. An unclosed quote is a letter too."""
    words: list[str] = []
    word: list[str] = []
    started = False  # a word is under way (possibly an empty quoted one)
    i = 0
    while i < len(text):
        c = text[i]
        if c.isspace():
            if started:
                words.append("".join(word))
                word, started = [], False
            i += 1
            continue
        if c in QUOTES and (not started or word[-1:] == [":"]):
            end = i + 1
            while True:
                end = text.find(c, end)
                if end == -1 or end + 1 == len(text) or text[end + 1].isspace():
                    break
                end += 1
            if end != -1:
                word.append(text[i + 1:end])
                started = True
                i = end + 1
                continue
        word.append(c)
        started = True
        i += 1
    if started:
        words.append("".join(word))
    return words


@dataclass
class ParsedLine:
    user: str
    locale: str | None
    channel: str
    path: list[str]
    positional: list[str]
    options: dict[str, str]
    rest: str


def parse_line(line: str) -> ParsedLine:
    """Split a console line into who, where, the command path, and its options."""
    match = LINE.match(line.strip())
    if not match:
        raise InvalidActionError("console-bad-line", line=line.strip())
    body = match.group("command").strip()
    words = split_words(body)
    if not words:
        raise InvalidActionError("console-bad-line", line=line.strip())
    path = base_words([words[0].lower()])
    rest_words = words[1:]
    if path[0] == "roll":
        rest = body[len(words[0]):].strip()
        return ParsedLine(match.group("user"), match.group("locale"), match.group("channel") or "main",
                          path, [], {}, rest)
    if rest_words and OPTION.match(rest_words[0]) is None:
        path = base_words([path[0], rest_words.pop(0).lower()])
    positional: list[str] = []
    options: dict[str, str] = {}
    for word in rest_words:
        opt = OPTION.match(word)
        if opt:
            options[base_option(" ".join(path), opt.group("key").lower())] = opt.group("value")
        else:
            positional.append(word)
    return ParsedLine(match.group("user"), match.group("locale"), match.group("channel") or "main",
                      path, positional, options, "")
