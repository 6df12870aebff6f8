"""The bot's signature on its exports: who played, when, and every platform notice, bound.

The seed's hash, published at the start, proves the dice; the replay proves the moves and
their events. Neither proves what the log says of people and time: which Discord account sat
where, when each row was written, which rows the platform played on a time-out, in which
order two moves that commute were made. An export therefore carries an Ed25519 signature
of its whole content (its canonical JSON without the signature) by the bot's key:
``/game verify`` refuses a file whose signature does not match, or that another key signed.

The key: ``MENEUR_SIGNING_KEY`` (64 hex digits, the private key's seed) when set, else a key
file (``MENEUR_SIGNING_KEY_FILE``, default ``var/signing.key``) created on first start and
kept (several processes of one deployment share it, like its database). A process without
either (tests, benchmarks) signs with a key of its own, made at first use.
"""

from __future__ import annotations

import json
import os
import threading
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

ALGORITHM = "ed25519"
#: the export's field holding the signature
FIELD = "signature"


def canonical(data: Any) -> bytes:
    """The bytes a signature covers: JSON with sorted keys, no spaces, as the file brings it
    back (tuples as lists, keys as strings)."""
    return json.dumps(json.loads(json.dumps(data, ensure_ascii=False)), ensure_ascii=False, sort_keys=True,
                      separators=(",", ":"), allow_nan=False).encode()


@dataclass(frozen=True)
class Signer:
    """A private key that signs exports (its 32-byte Ed25519 seed; the cryptography library
    is imported at the first signature, not at start-up)."""

    seed: bytes = field(repr=False)

    @cached_property
    def key(self) -> Ed25519PrivateKey:
        from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

        return Ed25519PrivateKey.from_private_bytes(self.seed)

    @cached_property
    def public_hex(self) -> str:
        from cryptography.hazmat.primitives.serialization import Encoding, PublicFormat

        return self.key.public_key().public_bytes(Encoding.Raw, PublicFormat.Raw).hex()

    def sign(self, export: dict[str, Any]) -> dict[str, Any]:
        """``export`` with its signature (over everything else in it)."""
        body = {k: v for k, v in export.items() if k != FIELD}
        value = self.key.sign(canonical(body)).hex()
        return {**body, FIELD: {"algorithm": ALGORITHM, "public_key": self.public_hex, "value": value}}

    @classmethod
    def from_hex(cls, seed_hex: str) -> Signer:
        text = seed_hex.strip().lower()
        if len(text) != 64 or any(c not in "0123456789abcdef" for c in text):
            raise ValueError("MENEUR_SIGNING_KEY: expected 64 hexadecimal digits (a 32-byte Ed25519 key)")
        return cls(bytes.fromhex(text))

    @classmethod
    def generate(cls) -> Signer:
        return cls(os.urandom(32))


def signature_verdict(data: Any, trusted_hex: str) -> str | None:
    """What is wrong with ``data``'s signature for a bot whose key is ``trusted_hex``: a
    message id (``verify-unsigned``, ``verify-foreign-signature``, ``verify-bad-signature``),
    or ``None`` when this bot signed exactly this content."""
    sig = data.get(FIELD) if isinstance(data, dict) else None
    if sig is None:
        return "verify-unsigned"
    if not isinstance(sig, dict) or sig.get("algorithm") != ALGORITHM or not all(
            isinstance(sig.get(k), str) for k in ("public_key", "value")):
        return "verify-bad-signature"
    if sig["public_key"].lower() != trusted_hex.lower():
        return "verify-foreign-signature"
    from cryptography.exceptions import InvalidSignature
    from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PublicKey

    try:
        public = Ed25519PublicKey.from_public_bytes(bytes.fromhex(sig["public_key"]))
        body = {k: v for k, v in data.items() if k != FIELD}
        public.verify(bytes.fromhex(sig["value"]), canonical(body))
    except (ValueError, InvalidSignature):
        return "verify-bad-signature"
    return None


_process_signer: Signer | None = None
_lock = threading.Lock()


def process_signer() -> Signer:
    """The key of a process started without one (tests, benchmarks): made once, kept."""
    global _process_signer
    with _lock:
        if _process_signer is None:
            _process_signer = Signer.generate()
        return _process_signer


def load_signer(env_key: str | None, key_file: str | os.PathLike[str]) -> Signer:
    """The deployment's key: ``env_key`` when set, else the key file, created (readable by
    its owner only) when missing."""
    if env_key and env_key.strip():
        return Signer.from_hex(env_key)
    path = Path(key_file)
    if path.exists():
        return Signer.from_hex(path.read_text())
    signer = Signer.generate()
    path.parent.mkdir(parents=True, exist_ok=True)
    try:
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    except FileExistsError:  # another process of the deployment made it meanwhile
        return Signer.from_hex(path.read_text())
    with os.fdopen(fd, "w") as out:
        out.write(signer.seed.hex() + "\n")
    return signer


__all__ = ["ALGORITHM", "FIELD", "Signer", "canonical", "load_signer", "process_signer", "signature_verdict"]
