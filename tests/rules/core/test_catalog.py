"""A language's catalog parses each message on its first use: its start reads the files'
texts only, and a message formats as the whole parsed catalog formats it."""

from __future__ import annotations

from pathlib import Path

from fluent.runtime import FluentBundle, FluentResource

from rules.core import i18n
from rules.core.i18n import Catalog

FIRST = """\
# a comment
-brand = Meneur
greeting = Bonjour
hello = { greeting }, { $name } : bienvenue sur { -brand }.
long =
    Première ligne

    après une ligne vide
    .title = Un titre
count = { $n ->
    [one] un dé
   *[other] { $n } dés
}
"""
SECOND = """\
greeting = Salut
only-here = Ici
"""


def catalog(tmp_path: Path) -> Catalog:
    (tmp_path / "a.ftl").write_text(FIRST, encoding="utf-8")
    (tmp_path / "b.ftl").write_text(SECOND, encoding="utf-8")
    return Catalog("fr", [tmp_path / "a.ftl", tmp_path / "b.ftl"])


def text(cat: Catalog, msg_id: str, args: dict[str, object] | None = None, attr: str | None = None) -> str:
    message = cat.get_message(msg_id)
    return str(cat.format_pattern(message.value if attr is None else message.attributes[attr], args or {})[0])


def test_messages_are_parsed_when_first_used(tmp_path: Path) -> None:
    cat = catalog(tmp_path)
    assert cat.message_ids() == {"greeting", "hello", "long", "count", "only-here"}
    assert not cat.bundle._messages  # nothing parsed yet: only the terms
    assert cat.has_message("hello") and not cat.has_message("absent")
    # a message naming another loads it too; a term is there from the start
    assert text(cat, "hello", {"name": "Alice"}) == "Bonjour, Alice : bienvenue sur Meneur."
    assert set(cat.bundle._messages) == {"hello", "greeting"}  # the first file's greeting wins
    assert text(cat, "long") == "Première ligne\n\naprès une ligne vide"
    assert text(cat, "long", attr="title") == "Un titre"
    assert [text(cat, "count", {"n": n}) for n in (1, 3)] == ["un dé", "3 dés"]
    assert text(cat, "only-here") == "Ici"


def test_every_message_formats_as_the_whole_parsed_catalog_does() -> None:
    for lang in i18n.LANGUAGES:
        whole = FluentBundle([lang], use_isolating=False)
        for path in i18n.catalog_files(lang):
            whole.add_resource(FluentResource(path.read_text(encoding="utf-8")))
        lazy = Catalog(lang, i18n.catalog_files(lang))
        assert lazy.message_ids() == set(whole._messages)
        for msg_id in sorted(whole._messages):
            old, new = whole.get_message(msg_id), lazy.get_message(msg_id)
            for attr in (None, *old.attributes):
                a, b = (old.value, new.value) if attr is None else (old.attributes[attr], new.attributes[attr])
                if a is None:
                    assert b is None
                    continue
                assert str(whole.format_pattern(a, {})[0]) == str(lazy.format_pattern(b, {})[0]), (lang, msg_id)
