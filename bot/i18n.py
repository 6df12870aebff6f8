"""Message catalogs: the shared helper of :mod:`rules.core.i18n`, re-exported for the bot."""

from rules.core.i18n import (
    DEFAULT_LANGUAGE,
    LANGUAGES,
    ROOT,
    bundle,
    catalog_files,
    file_variables,
    has,
    join_lines,
    language,
    message_ids,
    t,
    variables,
)

__all__ = [
    "DEFAULT_LANGUAGE", "LANGUAGES", "ROOT", "bundle", "catalog_files", "file_variables", "has",
    "join_lines", "language", "message_ids", "t", "variables",
]
