"""Seeded, replayable randomness.

Every table has a secret seed and a draw counter. Draw number ``n`` is derived from
SHA-256(seed || n) only, so anyone who knows the seed can recompute every draw of a game
(``verify_draws``). A draw maps the 256-bit digest onto ``[lo, hi]`` by a modulo: for the
ranges games use (under 2**32 values) the bias is below 2**-220, far below anything
measurable, and each draw consumes exactly one counter value.
"""

from __future__ import annotations

import hashlib
import secrets
from collections.abc import MutableSequence, Sequence
from dataclasses import dataclass, field
from typing import TypeVar

T = TypeVar("T")

SEED_BYTES = 32


def new_seed() -> str:
    """A fresh secret seed, as hex text."""
    return secrets.token_hex(SEED_BYTES)


def seed_hash(seed: str) -> str:
    """The SHA-256 of a seed, published when a game starts."""
    return hashlib.sha256(bytes.fromhex(seed)).hexdigest()


def derive(seed: str, counter: int, lo: int, hi: int) -> int:
    """Draw number ``counter`` of ``seed``, mapped onto the integers ``lo..hi``."""
    if hi < lo:
        raise ValueError(f"empty range {lo}..{hi}")
    digest = hashlib.sha256(bytes.fromhex(seed) + counter.to_bytes(8, "big")).digest()
    return lo + int.from_bytes(digest, "big") % (hi - lo + 1)


@dataclass(frozen=True)
class Draw:
    """One recorded draw: counter, range and value."""

    n: int
    lo: int
    hi: int
    v: int

    def to_json(self) -> list[int]:
        return [self.n, self.lo, self.hi, self.v]

    @classmethod
    def from_json(cls, data: Sequence[int]) -> Draw:
        n, lo, hi, v = data
        return cls(n, lo, hi, v)


@dataclass
class Rng:
    """A deterministic generator over (seed, counter) that records every draw."""

    seed: str
    counter: int = 0
    draws: list[Draw] = field(default_factory=list)

    def randint(self, lo: int, hi: int) -> int:
        """A uniform integer in ``lo..hi`` inclusive."""
        value = derive(self.seed, self.counter, lo, hi)
        self.draws.append(Draw(self.counter, lo, hi, value))
        self.counter += 1
        return value

    def die(self, sides: int) -> int:
        """One roll of a die with ``sides`` faces numbered from 1."""
        return self.randint(1, sides)

    def randrange(self, stop: int) -> int:
        return self.randint(0, stop - 1)

    def choice(self, seq: Sequence[T]) -> T:
        if not seq:
            raise ValueError("choice from an empty sequence")
        return seq[self.randint(0, len(seq) - 1)]

    def shuffle(self, seq: MutableSequence[T]) -> None:
        """Fisher-Yates shuffle in place."""
        for i in range(len(seq) - 1, 0, -1):
            j = self.randint(0, i)
            seq[i], seq[j] = seq[j], seq[i]

    def random(self) -> float:
        """A float in [0, 1) with 2**-48 resolution."""
        return self.randint(0, 2**48 - 1) / 2**48

    def take_draws(self) -> list[Draw]:
        """The draws recorded since the last call, which are then forgotten."""
        taken, self.draws = self.draws, []
        return taken


def verify_draws(seed: str, draws: Sequence[Draw]) -> list[Draw]:
    """The draws that do not match ``seed`` (an empty list means every roll was fair)."""
    return [d for d in draws if derive(seed, d.n, d.lo, d.hi) != d.v]
