"""The JSON of the database's JSON columns, written and read with orjson.

A move writes its state, log row and undo data as JSON and reads the table's state and last
rows back: with the standard library that was ~2 ms of the event loop's CPU a move
(bench/bench_loop_cpu.py, Krosmaster); orjson does the same in a fraction. Nothing depends on
the stored text byte for byte (the export's signature re-dumps the values canonically,
``/game verify`` compares values, the seed commitment hashes the seed), only on the values
read back, which are the standard library's, case by case:

- keys that are not strings (``{1: ...}``) are written as the standard library writes them
  (``"1"``), with ``OPT_NON_STR_KEYS``; tuples become lists in both;
- text is written as UTF-8 where the standard library escaped it (``"é"`` for ``"\\u00e9"``):
  the same string read back; a string orjson refuses (a lone surrogate) and an integer past
  64 bits are written by the standard library, as before;
- reading, orjson would turn an integer of 20 digits or more into a float: text holding such
  a run of digits, and text orjson refuses (a ``NaN`` an earlier version wrote on SQLite), is
  read by the standard library, as before;
- a float that is not finite has no JSON form: orjson writes ``null`` where the standard
  library wrote ``NaN`` (which PostgreSQL refused). No game stores one (their floats are
  positions checked against bounds).

``tests/db/test_json_codec.py`` checks each case and that seeded plays of the five games read
back the values the standard library gives.
"""

from __future__ import annotations

import json
import re
from typing import Any

import orjson

#: 20 digits or more: an integer orjson would read as a float (it reads up to 2**64 - 1)
_LONG_DIGITS = re.compile(r"[0-9]{20}")
_OPTIONS = orjson.OPT_NON_STR_KEYS


def dumps(value: Any) -> str:
    """``value`` as JSON text (the engine's ``json_serializer``)."""
    try:
        return orjson.dumps(value, option=_OPTIONS).decode()
    except TypeError:  # orjson.JSONEncodeError: a lone surrogate, an integer past 64 bits, ...
        return json.dumps(value)


def loads(text: str | bytes) -> Any:
    """The value of JSON ``text`` (the engine's ``json_deserializer``)."""
    if isinstance(text, bytes | bytearray):
        text = text.decode()
    if _LONG_DIGITS.search(text) is None:
        try:
            return orjson.loads(text)
        except orjson.JSONDecodeError:  # NaN, Infinity, a lone surrogate's escape
            pass
    return json.loads(text)
