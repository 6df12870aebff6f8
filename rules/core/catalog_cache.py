"""Parsed catalogs kept on disk between starts: parsing the ~250 KB of Fluent catalogs of a
language is most of a console's start (pure-Python parsing); loading the parsed resources
back from a pickle costs a fraction of it.

The cache is opt-in: only where the environment names a directory (``MENEUR_CATALOG_CACHE``,
which ``python -m bot`` sets to ``var/cache`` unless told otherwise) — tests and tools parse
as before. A cached file is named by a hash of every catalog's path and bytes, the Fluent
parser's version and Python's, so any edit of a catalog parses again; it is written to a
temporary file then renamed (several processes may start at once), and a cache that cannot be
read or written is ignored.
"""

from __future__ import annotations

import hashlib
import os
import pickle
import sys
import tempfile
from collections.abc import Sequence
from importlib.metadata import version
from pathlib import Path

from fluent.runtime import FluentResource
from fluent.syntax.ast import Resource

#: the environment variable naming the cache's directory
ENV = "MENEUR_CATALOG_CACHE"


def _key(paths: Sequence[Path], blobs: Sequence[bytes]) -> str:
    digest = hashlib.sha256(f"{version('fluent.syntax')}|{sys.version}".encode())
    for path, blob in zip(paths, blobs, strict=True):
        digest.update(f"\0{path.name}\0{len(blob)}\0".encode())
        digest.update(blob)
    return digest.hexdigest()[:40]


def parse(paths: Sequence[Path], cache_dir: str | None = None) -> list[Resource]:
    """The parsed catalogs ``paths``, from the cache in ``cache_dir`` (default: the
    environment's) when it holds them, else parsed (and kept there)."""
    blobs = [p.read_bytes() for p in paths]
    folder = cache_dir if cache_dir is not None else os.environ.get(ENV, "").strip()
    if not folder:
        return [FluentResource(b.decode("utf-8")) for b in blobs]
    target = Path(folder) / f"catalogs-{_key(paths, blobs)}.pickle"
    try:
        with target.open("rb") as cached:
            found = pickle.load(cached)
        if isinstance(found, list) and len(found) == len(blobs) and all(isinstance(r, Resource) for r in found):
            return found
    except (OSError, EOFError, pickle.UnpicklingError, AttributeError, ImportError, IndexError, TypeError):
        pass  # absent, half-written or from another version: parse again
    parsed = [FluentResource(b.decode("utf-8")) for b in blobs]
    try:
        target.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
        fd, temporary = tempfile.mkstemp(dir=target.parent, prefix=".catalogs-")
        with os.fdopen(fd, "wb") as out:
            pickle.dump(parsed, out, protocol=pickle.HIGHEST_PROTOCOL)
        os.replace(temporary, target)
    except OSError:
        pass  # a read-only disk: parse at each start, as without a cache
    return parsed


__all__ = ["ENV", "parse"]
